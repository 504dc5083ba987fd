"""Pure renderers: (game view) -> PNG bytes. Pillow only; no Discord; no I/O but reading fonts.

Each game has its own module, `rendering/<game>.py`, whose `render(view)` its plug-in declares.
"""
