"""What one viewer sees: the whole public board, and the viewer's own standing answers.

Roads & Boats has no hidden goods: the map, every pile, every cargo, the mines' bags and the
wonder are public. What is secret are orders — which the state never holds (they are buffered
outside it until the phase resolves) — and each player's standing answers for the order of
play, shown only to that player.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core import JSON, Decision

from . import data, scoring
from .state import State
from .wonder import rows


def view(state: State, viewer: str, pending: Sequence[Decision]) -> JSON:
    over = state.phase == "over"
    return {
        "game": data.GAME_ID,
        "viewer": viewer,
        "turn": state.turn,
        "phase": state.phase,
        "step": state.step,
        "over": over,
        "end_reason": state.end_reason,
        "map": state.board.geometry(),
        "map_name": state.board.name,
        "irrigated": state.irrigated,
        "players": [
            {
                "name": p.name,
                "colour": p.colour,
                "home": p.home,
                "research": list(p.research),
                **({"standing": dict(p.standing)} if p.name == viewer else {}),
            }
            for p in state.players
        ],
        "temple": list(state.temple),
        "sequence": list(state.sequence),
        "pending": [d.to_json() for d in pending],
        "transporters": [
            {
                "id": t.id,
                "label": t.label,
                "owner": t.owner,
                "colour": state.player(t.owner).colour,
                "kind": t.kind,
                "place": t.pos.place,
                "afloat": t.pos.afloat,
                "tile": state.tile_of(t.pos),
                "cargo": dict(sorted(t.cargo.items())),
                "carrying": t.carrying,
                "carried_by": t.carried_by,
            }
            for t in state.transporters.values()
        ],
        "goods": {r: dict(sorted(g.items())) for r, g in sorted(state.goods.items())},
        "buildings": {
            tile: {
                "kind": b.kind,
                "region": b.region,
                **({"bag": dict(b.bag)} if b.bag is not None else {}),
                **({"mine_number": b.mine_number} if b.mine_number is not None else {}),
            }
            for tile, b in sorted(state.buildings.items())
        },
        "roads": [list(r) for r in sorted(state.roads)],
        "bridges": [list(b) for b in sorted(state.bridges)],
        "walls": {
            e: {
                "owner": w.owner,
                "colour": None if w.owner is None else state.player(w.owner).colour,
                "height": w.height,
            }
            for e, w in sorted(state.walls.items())
        },
        "mine_draws": dict(state.phase_data.get("mine_draws", {})),
        "wonder": {
            "rows": [size for _, size in rows()],
            "bricks": [None if b is None else state.player(b).colour for b in state.wonder],
            "owners": list(state.wonder),
            "end_space": data.END_SPACE[len(state.players)],
            "irrigation_space": data.IRRIGATION_SPACE,
            "neutral_left": state.neutral_bricks_left(),
        },
        "scores": scoring.scores(state),
        "breakdown": scoring.breakdown(state),
        "ranking": scoring.ranking(state) if over else None,
    }
