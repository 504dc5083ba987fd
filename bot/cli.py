"""The `meeplepost` command: run the bot, replay a file, play a demo, manage the database."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from bot.registry import game_ids

if TYPE_CHECKING:
    from bot.config import Settings


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="meeplepost", description="A Discord bot for play-by-post board games."
    )
    parser.add_argument("--env-file", default=".env", help="settings file to read (default: .env)")
    commands = parser.add_subparsers(dest="command")

    commands.add_parser("run", help="start the bot (the default)")

    replay = commands.add_parser("replay", help="play a replay file offline and print the result")
    replay.add_argument("file", type=Path)
    replay.add_argument("--images", type=Path, help="write a board image after every round here")

    demo = commands.add_parser("demo", help="play a whole game offline with built-in players")
    demo.add_argument("game", choices=game_ids())
    demo.add_argument("--players", type=int, required=True)
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--out", type=Path, required=True, help="folder for the board images")

    db = commands.add_parser("db", help="database maintenance")
    db_commands = db.add_subparsers(dest="db_command", required=True)
    db_commands.add_parser("migrate", help="create the database or bring it up to date")
    backup = db_commands.add_parser("backup", help="copy the live database safely")
    backup.add_argument("path", type=Path)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    command = args.command or "run"
    if command == "replay":
        return _replay(args.file, args.images)
    if command == "demo":
        return _demo(args.game, args.players, args.seed, args.out)

    from bot.config import Settings

    settings = Settings.from_env(args.env_file)
    logging.basicConfig(
        level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    if command == "db":
        return asyncio.run(_db(args, settings.db_path))
    return _run(settings)


def _run(settings: Settings) -> int:
    from bot.discord_app import run_bot

    if not settings.token:
        print(
            "meeplepost: no bot token. Put DISCORD_TOKEN=<your bot token> in .env "
            "(copy .env.example to .env) or set it in the environment; "
            "the README says where to get one.",
            file=sys.stderr,
        )
        return 2
    run_bot(settings)
    return 0


def _replay(path: Path, images: Path | None) -> int:
    from bot.replay import replay_file

    code, output, error = replay_file(path, images)
    if output is not None:
        text = json.dumps(output, ensure_ascii=False)
        try:
            text.encode(sys.stdout.encoding or "utf-8")
        except UnicodeEncodeError:
            text = json.dumps(output)  # the same JSON, with \u escapes the terminal can take
        print(text)
    if error:
        print(f"meeplepost replay: {error}", file=sys.stderr)
    return code


def _demo(game: str, players: int, seed: int, out: Path) -> int:
    from bot.demo import run_demo
    from rules.core import RuleError

    try:
        result = asyncio.run(run_demo(game, players, seed, out))
    except RuleError as error:
        print(f"meeplepost demo: {error}", file=sys.stderr)
        return 2
    ranking = " > ".join(" = ".join(group) for group in result["ranking"])
    for player, points in result["scores"].items():
        print(f"{player}: {points}")
    print(f"ranking: {ranking}")
    print(f"{len(result['images'])} board images in {out}")
    return 0


async def _db(args: argparse.Namespace, db_path: Path) -> int:
    from storage.database import Database

    database = await Database.open(db_path)
    try:
        if args.db_command == "migrate":
            print(f"{db_path}: schema version {await database.schema_version()}")
        else:
            await database.backup(args.path)
            print(f"backed up {db_path} to {args.path}")
    finally:
        await database.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
