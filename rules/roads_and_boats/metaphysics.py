"""Geese and paper left lying together are discarded at once (rulebook "Ricerca").

IT3: *"Se due oche e una carta (o più set di queste merci) si trovano su un tassello e quindi non
sono trasportate da un trasportatore, sia le oche che la carta vengono immediatamente scartate
senza effetti."* Goods count as lying on a tile when they are on any of its regions and not on a
transporter, whether or not transporters stand there; geese that follow a transporter walk on
the ground and so lie wherever they stop. When the rule applies is written in
docs/roads-and-boats-rules.md ("Research goods left lying").
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from rules.core import Event, event, register_templates

from .state import State

DISCARDED = "rnb.production.metaphysics"
"""The key of the public report of a discarded set."""

register_templates(
    {
        DISCARDED: (
            "{geese} geese and {paper} paper left lying together on {tile} are discarded: a"
            " metaphysical insight of no use in the game."
        ),
    }
)

SET = {"goose": 2, "paper": 1}
"""What one discarded set holds."""


def discards(piles: Mapping[str, Mapping[str, int]]) -> dict[str, dict[str, int]]:
    """What to discard from one tile's lying piles (region -> goods): every complete set,
    taken from the regions in order of their names so that replays agree."""
    total = {good: sum(pile.get(good, 0) for pile in piles.values()) for good in SET}
    sets = min(total[good] // n for good, n in SET.items())
    left = {good: n * sets for good, n in SET.items()}
    out: dict[str, dict[str, int]] = {}
    for region in sorted(piles):
        for good in SET:
            n = min(left[good], piles[region].get(good, 0))
            if n:
                out.setdefault(region, {})[good] = n
                left[good] -= n
    return out


def discarded(tile: str, taken: Iterable[Mapping[str, int]]) -> Event:
    """The public report of what a tile lost."""
    totals = {good: 0 for good in SET}
    for goods in taken:
        for good, n in goods.items():
            totals[good] += n
    return event(DISCARDED, tile=tile, geese=totals["goose"], paper=totals["paper"])


def discard_lying(state: State) -> list[Event]:
    """Discards every set lying on any tile of the state."""
    with_paper = {state.board.tile_of(r) for r, pile in state.goods.items() if pile.get("paper")}
    events: list[Event] = []
    for tile in sorted(with_paper):
        piles = {r: state.goods.get(r, {}) for r in state.board.regions_of(tile)}
        plan = discards(piles)
        for region, goods in plan.items():
            state.take_goods(region, goods)
        if plan:
            events.append(discarded(tile, plan.values()))
    return events
