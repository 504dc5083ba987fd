"""Pure renderers: (game view) -> PNG bytes. Pillow only; no Discord, no I/O."""
