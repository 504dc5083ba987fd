"""Replay files on the service side: their shape checked before the engine checks their meaning.

A replay is the spec's JSON: `{"game", "players", "options", "seed", "fixed"?, "moves"}`, where
`players` are the seat names and every move names its player. Export writes exactly this shape.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from typing import Any

from bot.service.actor import Actor
from bot.service.outcomes import ServiceError


def _names(names: list[str]) -> str:
    return ", ".join(names)


SEED_MIN, SEED_MAX = -(2**63), 2**63 - 1
"""A seed must fit the database's integer column (SQLite INTEGER is 64-bit signed)."""


def seed_fits(seed: int) -> bool:
    return SEED_MIN <= seed <= SEED_MAX


class UnreadableReplay(ValueError):
    """The bytes of a replay file are not JSON we can read; the message says why, in words."""


def read_replay_json(data: bytes) -> Any:
    """The JSON value in a replay file's bytes, or `UnreadableReplay`, never another error.

    Besides malformed JSON this refuses what `json` reads but cannot hand on: numbers longer
    than Python's integer-string limit, nesting deeper than the recursion limit, and strings
    holding lone surrogates (valid JSON escapes, but not text: they cannot be printed or
    stored).
    """
    try:
        value = json.loads(data)
    except UnicodeDecodeError as error:
        raise UnreadableReplay(f"it is not UTF-8 text ({error})") from None
    except json.JSONDecodeError as error:
        raise UnreadableReplay(str(error)) from None
    except RecursionError:
        raise UnreadableReplay("its lists or objects are nested too deeply") from None
    except ValueError:
        digits = sys.get_int_max_str_digits()
        raise UnreadableReplay(f"it holds a number longer than {digits} digits") from None
    bad = invalid_text(value)
    if bad is not None:
        raise UnreadableReplay(f"it holds a string that is not valid Unicode text: {bad}")
    return value


def is_text(value: str) -> bool:
    """False for strings with lone surrogates (which JSON escapes allow but UTF-8 cannot hold)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def invalid_text(value: Any) -> str | None:
    """The first string (key or value) anywhere in a JSON value that is not valid text, shown
    escaped and shortened; None when every string is text. Iterative: any depth is fine."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if not is_text(item):
                shown = ascii(item[:40])
                return shown + ("…" if len(item) > 40 else "")
        elif isinstance(item, Mapping):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return None


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
    bad = invalid_text(replay)
    if bad is not None:
        raise invalid(f"it holds a string that is not valid Unicode text: {bad}")
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
    if not seed_fits(seed):
        raise invalid(f'"seed" must be an integer from {SEED_MIN} to {SEED_MAX}')
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
