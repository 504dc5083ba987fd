"""An offline demo: a whole game through the real `GameService` on a temporary SQLite file.

Every seat is driven by the engine's own demo policy (`demo_move` for sequential decisions,
`demo_orders` for simultaneous phases), so the demo exercises the same code path as the bot:
the move log, snapshots, secret orders and rendering. Board images go to `out_dir` as
`round-XX.png` after round XX of a turn-based game (drawn with the game's recap of the round
where it has one, see `bot.gamelog.image_view`), or `turn-XX-<phase>.png` after each
simultaneous phase. The game's replay file, as `/mod export` writes it, goes to
`out_dir/replay.json`, so `meeplepost replay` can play the demo again.
"""

from __future__ import annotations

import json
import random
import re
import tempfile
from pathlib import Path
from typing import Any

from bot import registry
from bot.gamelog import image_view
from bot.gameplugin import BoardStory
from bot.service.actor import Actor
from bot.service.core import GameService
from rules.core import Decision, RuleError, register_templates

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")
DEMO_CHANNEL = 1
REPLAY_FILE = "replay.json"
MAX_STEPS = 100_000
"""A demo that has not ended after this many decisions is an engine bug, not a long game."""

register_templates(
    {
        "demo.bad_players": "{title} is played by {least} to {most} players; got {count}.",
        "demo.too_long": "The demo of {title} did not end within {steps} decisions.",
    }
)


async def run_demo(game: str, players: int, seed: int, out_dir: Path) -> dict[str, Any]:
    """Plays `game` with `players` built-in players; returns scores, ranking, image paths and
    the replay file's path. OSError when `out_dir` cannot be written."""
    engine = registry.engine(game)
    if not engine.min_players <= players <= min(engine.max_players, len(NAMES)):
        raise RuleError(
            "demo.bad_players",
            title=engine.title,
            least=engine.min_players,
            most=min(engine.max_players, len(NAMES)),
            count=players,
        )
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    actors = [Actor(index + 1, NAMES[index]) for index in range(players)]
    with tempfile.TemporaryDirectory(prefix="meeplepost-demo-") as tmp:
        service = await GameService.open(Path(tmp) / "demo.db")
        try:
            return await _play(service, game, actors, seed, out_dir)
        finally:
            await service.close()


async def _play(
    service: GameService, game: str, actors: list[Actor], seed: int, out_dir: Path
) -> dict[str, Any]:
    by_id = {actor.user_id: actor for actor in actors}
    created = await service.create(actors[0], None, DEMO_CHANNEL, game, {}, seed=seed)
    game_id = created.game_id
    assert game_id is not None
    for actor in actors[1:]:
        await service.join(actor, DEMO_CHANNEL)
    await service.start(actors[0], DEMO_CHANNEL)
    rng = random.Random(seed)
    images: list[str] = []
    drawn_at, drawn_seq = (await service.table(game_id)).state, 0
    for _ in range(MAX_STEPS):
        pending = await service.pending(game_id)
        if not pending:
            break
        table = await service.table(game_id)
        engine = table.game
        round_before = engine.round_number(table.state)
        user_id, decision = pending[0]
        if decision.simultaneous:
            phase = re.sub(r"[^A-Za-z0-9._-]+", "-", decision.phase or "phase")
            image = f"turn-{round_before:02d}-{phase}.png"
            story = await _give_orders(service, game_id, by_id, pending, rng)
        else:
            image = f"round-{round_before:02d}.png"
            story = None
            move = engine.demo_move(table.state, decision.player, rng)
            await service.submit_move(by_id[user_id], game_id, engine.move_to_json(move))
        after = await service.table(game_id)
        phase_done = decision.simultaneous and not any(
            d.simultaneous and d.phase == decision.phase for d in engine.pending(after.state)
        )
        if (
            phase_done
            or engine.round_number(after.state) != round_before
            or engine.is_over(after.state)
        ):
            path = out_dir / image
            if story is not None:  # a phase resolved: the board tells what it did
                path.write_bytes(await service.board_png(game_id, story=story))
            else:
                moves = [m.move for m in await service.db.moves(game_id, after=drawn_seq)]
                view = image_view(engine, drawn_at, moves, after.state)
                path.write_bytes(registry.plugin(game).render(view))
            images.append(str(path))
            drawn_at, drawn_seq = after.state, await service.db.move_count(game_id)
    else:
        raise RuleError("demo.too_long", title=registry.engine(game).title, steps=MAX_STEPS)
    table = await service.table(game_id)
    exported = await service.export(actors[0], DEMO_CHANNEL)
    replay = out_dir / REPLAY_FILE
    replay.write_text(json.dumps(exported.data["replay"], indent=1) + "\n", encoding="utf-8")
    return {
        "scores": table.game.scores(table.state),
        "ranking": table.game.ranking(table.state),
        "images": images,
        "replay": str(replay),
        "game_id": game_id,
        "moves": await service.db.move_count(game_id),
    }


async def _give_orders(
    service: GameService,
    game_id: int,
    by_id: dict[int, Actor],
    pending: list[tuple[int, Decision]],
    rng: random.Random,
) -> BoardStory | None:
    """Every player of the open phase sends the engine's demo orders, ready; what the board
    should tell of the phase once it resolved (as the bot's post would)."""
    table = await service.table(game_id)
    story = None
    for user_id, decision in pending:
        if decision.simultaneous:
            orders = table.game.demo_orders(table.state, decision.player, rng)
            outcome = await service.submit_orders(by_id[user_id], game_id, orders, ready=True)
            story = next((p.story for p in outcome.posts if p.story is not None), story)
    return story
