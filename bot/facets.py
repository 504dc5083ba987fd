"""Moves as paths of facets, chosen in steps: what a game's menus share.

A move is spelled as a path of short tagged parts ("play", "c:chisel", "p:0:1"); a select lists
at most 25 options, so a move with more variants is chosen in steps, each step offering the
longest prefixes of the legal paths that still fit.
"""

from __future__ import annotations

from collections.abc import Iterable

Facets = tuple[str, ...]

MAX_OPTIONS = 25
"""Discord's most options in one select."""
LABEL_LIMIT = 100
"""Discord's longest option label."""


def narrow(prefix: Facets, candidates: Iterable[Facets]) -> list[Facets]:
    """The options after `prefix`: the longest prefixes of the candidates that fit in a select,
    in the candidates' order (pass them sorted for sorted options)."""
    matching = [f for f in dict.fromkeys(candidates) if f[: len(prefix)] == prefix and f != prefix]
    if not matching:
        return []
    longest = max(len(f) for f in matching)
    best = list(dict.fromkeys(f[: len(prefix) + 1] for f in matching))
    for depth in range(len(prefix) + 2, longest + 1):
        options = list(dict.fromkeys(f[:depth] for f in matching))
        if len(options) > MAX_OPTIONS:
            break
        best = options
    return best[:MAX_OPTIONS]


def fit_label(label: str) -> str:
    """A label cut to Discord's limit, with an ellipsis when cut."""
    return label if len(label) <= LABEL_LIMIT else label[: LABEL_LIMIT - 1] + "…"
