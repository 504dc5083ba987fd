"""Pure, deterministic game engines. Nothing here imports asyncio, discord, sqlite or PIL."""
