"""Replay files on the service side: their shape checked before the engine checks their meaning.

A replay is the spec's JSON: `{"game", "players", "options", "seed", "fixed"?, "moves"}`, where
`players` are the seat names and every move names its player. Export writes exactly this shape.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.service.actor import Actor
from bot.service.outcomes import ServiceError


def _names(names: list[str]) -> str:
    return ", ".join(names)


def export_replay(
    kind: str,
    players: list[str],
    options: dict[str, Any],
    seed: int,
    fixed: dict[str, Any] | None,
    moves: list[dict[str, Any]],
) -> dict[str, Any]:
    """The replay JSON of a game; each logged move gets its "player" first."""
    replay: dict[str, Any] = {"game": kind, "players": players, "options": options, "seed": seed}
    if fixed is not None:
        replay["fixed"] = fixed
    replay["moves"] = [
        {"player": m["player"], **{k: v for k, v in m.items() if k != "player"}} for m in moves
    ]
    return replay


def parse_replay(
    replay: Any,
) -> tuple[str, list[str], dict[str, Any], int, dict[str, Any] | None, list[dict[str, Any]]]:
    """The replay's parts, each checked for shape; the engine checks their meaning."""

    def invalid(reason: str) -> ServiceError:
        return ServiceError("service.import_invalid", reason=reason)

    if not isinstance(replay, Mapping):
        raise invalid("the file must hold a JSON object")
    kind = replay.get("game")
    if not isinstance(kind, str):
        raise invalid('"game" must name the game')
    players = replay.get("players")
    if (
        not isinstance(players, list)
        or not all(isinstance(p, str) and p.strip() for p in players)
        or len(set(players)) != len(players)
    ):
        raise invalid('"players" must be a list of distinct non-empty names')
    options = replay.get("options", {})
    if not isinstance(options, Mapping):
        raise invalid('"options" must be an object')
    seed = replay.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise invalid('"seed" must be an integer')
    fixed = replay.get("fixed")
    if fixed is not None and not isinstance(fixed, Mapping):
        raise invalid('"fixed" must be an object')
    moves = replay.get("moves")
    if not isinstance(moves, list):
        raise invalid('"moves" must be a list')
    for index, move in enumerate(moves):
        if not isinstance(move, Mapping) or not isinstance(move.get("player"), str):
            raise invalid(f"move {index} must be an object naming its player")
    return (
        kind,
        list(players),
        dict(options),
        seed,
        None if fixed is None else dict(fixed),
        [dict(m) for m in moves],
    )


def seat_users(players: list[str], seats: Mapping[str, int] | None, actor: Actor) -> dict[str, int]:
    """Seat name -> user id: `seats` must map every player; None gives all seats to `actor`."""
    if seats is None:
        return {name: actor.user_id for name in players}
    if not isinstance(seats, Mapping):
        raise ServiceError("service.import_seats", reason="give a name -> user id mapping")
    missing = [p for p in players if p not in seats]
    extra = [s for s in seats if s not in players]
    if missing or extra:
        reason = f"missing {_names(missing) or '-'}; unknown {_names(extra) or '-'}"
        raise ServiceError("service.import_seats", reason=reason)
    for name in players:
        user = seats[name]
        if isinstance(user, bool) or not isinstance(user, int):
            raise ServiceError("service.import_seats", reason=f"{name}: not a user id")
    return {name: seats[name] for name in players}
