"""`meeplepost replay FILE`: play a replay file offline, for any game in `bot.registry`.

The file is the JSON that `/mod export` writes: `game`, `players`, `options`, `seed`, optional
`fixed` and the `moves` log. Every move goes through `bot.gamelog`, exactly as the service
applies it, so a file that replays here replays the same in the bot.

Exit codes: 0 every move applied; 1 a move was rejected (the output shows the game just before
it, and nothing after it is applied); 2 the file itself is invalid (no output object).
`replay_file` raises OSError when the images folder cannot be written; the CLI reports that
with exit code 2 too.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from bot import gamelog, registry
from bot.service.replays import (
    SEED_MAX,
    SEED_MIN,
    UnreadableReplay,
    read_replay_json,
    seed_fits,
)
from rules.core import Game, RuleError

Result = tuple[int, dict[str, Any] | None, str | None]

OK, REJECTED, INVALID = 0, 1, 2


class InvalidReplay(Exception):
    """The replay file cannot be played at all (exit 2)."""


def replay_file(path: Path, images: Path | None) -> Result:
    """(exit code, output object, message for stderr) of replaying the file at `path`.

    With `images`, a PNG of the public board is written there after every finished round
    (`round-01.png`, ...), drawn by the game's renderer.
    """
    try:
        table, moves = _load(path)
    except InvalidReplay as error:
        return INVALID, None, str(error)
    pictures = _Pictures(images, table) if images is not None else None
    for index, move in enumerate(moves):
        reason = _apply(table, move)
        if reason is not None:
            output = _output(table, {"index": index, "reason": reason})
            return REJECTED, output, f"move {index} was rejected: {reason}"
        if pictures is not None:
            pictures.after_move(table, move)
    return OK, _output(table, None), None


def _apply(table: gamelog.Table, move: Mapping[str, Any]) -> str | None:
    """Applies one move; returns why it was rejected, or None."""
    player = move.get("player")
    if not isinstance(player, str):
        return f'the move names no player ("player" is {player!r}); players: ' + ", ".join(
            table.players
        )
    try:
        gamelog.advance(table, player, move)
    except RuleError as error:
        return str(error)
    return None


def _load(path: Path) -> tuple[gamelog.Table, list[Mapping[str, Any]]]:
    try:
        data = read_replay_json(Path(path).read_bytes())
    except OSError as error:
        raise InvalidReplay(f"cannot read {path}: {error.strerror or error}") from error
    except UnreadableReplay as error:
        raise InvalidReplay(f"{path} is not a JSON file: {error}") from error
    if not isinstance(data, dict):
        raise InvalidReplay("a replay file must hold one JSON object")
    try:
        game = registry.engine(_field(data, "game", str, 'a game id such as "imhotep"'))
    except RuleError as error:
        raise InvalidReplay(str(error)) from error
    players = _field(data, "players", list, "a list of player names")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise InvalidReplay('"options" must be a JSON object')
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise InvalidReplay(f'"seed" must be a whole number, not {seed!r}')
    if not seed_fits(seed):
        raise InvalidReplay(f'"seed" must be a whole number from {SEED_MIN} to {SEED_MAX}')
    fixed = data.get("fixed")
    if fixed is not None and not isinstance(fixed, dict):
        raise InvalidReplay('"fixed" must be a JSON object')
    moves = _field(data, "moves", list, "a list of move objects")
    for index, move in enumerate(moves):
        if not isinstance(move, dict):
            raise InvalidReplay(f'"moves" must be a list of objects; move {index} is {move!r}')
    try:
        table = gamelog.new_table(game, players, options, seed, fixed)
    except RuleError as error:
        raise InvalidReplay(str(error)) from error
    return table, moves


def _field(data: Mapping[str, Any], name: str, kind: type, wanted: str) -> Any:
    value = data.get(name)
    if not isinstance(value, kind):
        shown = "missing" if name not in data else repr(value)
        raise InvalidReplay(f'"{name}" must be {wanted}; it is {shown}')
    return value


def _output(table: gamelog.Table, rejected: dict[str, Any] | None) -> dict[str, Any]:
    game: Game[Any, Any] = table.game
    state = table.state
    return {
        "game": game.name,
        "players": list(table.players),
        "over": game.is_over(state),
        "round": game.round_number(state),
        "scores": game.scores(state),
        "ranking": game.ranking(state),
        "pending": [{"player": d.player, "kind": d.kind} for d in game.pending(state)],
        "rejected": rejected,
        "breakdown": game.breakdown(state),
    }


class _Pictures:
    """Writes the public board after each finished round (a round ends when the round number
    moves on, and the last one when the game ends), telling what happened in it."""

    def __init__(self, folder: Path, table: gamelog.Table) -> None:
        self.render = registry.plugin(table.game.name).render
        self.folder = folder
        self.folder.mkdir(parents=True, exist_ok=True)
        self.round = table.game.round_number(table.state)
        self.over = table.game.is_over(table.state)
        self.before = table.state
        self.moves: list[Mapping[str, Any]] = []

    def after_move(self, table: gamelog.Table, move: Mapping[str, Any]) -> None:
        game, state = table.game, table.state
        self.moves.append(move)
        now, over = game.round_number(state), game.is_over(state)
        if now != self.round or (over and not self.over):
            view = gamelog.image_view(game, self.before, self.moves, state)
            (self.folder / f"round-{self.round:02d}.png").write_bytes(self.render(view))
            self.before, self.moves = state, []
        self.round, self.over = now, over
