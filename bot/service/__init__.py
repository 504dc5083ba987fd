"""The Discord-free core: game lifecycle, locks, timers. Returns outcomes, never calls Discord."""
