"""The `meeplepost` command: run the bot, replay a file, play a demo, manage the database.

Every failure a user can cause (a bad argument, setting, token or path; no network) ends with
one sentence on stderr, never a traceback. Exit codes, for every command:

- 0: done (for `run`: the bot was stopped with Ctrl-C).
- 1: `run`: Discord refused the bot or could not be reached (bad token, no network, a
  privileged intent or permission missing); `replay`: a move of the file was rejected.
- 2: the command could not start: a bad argument or setting, no token, an unknown game, a file
  that cannot be read or is no valid replay, a folder or database that cannot be written.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
import textwrap
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from bot.registry import game_ids
from bot.service.replays import SEED_MAX, SEED_MIN, seed_fits
from rules.core import RuleError

if TYPE_CHECKING:
    from bot.config import Settings
    from storage import Database

OK, FAILED, BAD_USE = 0, 1, 2

EXIT_CODES = """exit codes:
  0  done
  1  run: Discord refused the bot or could not be reached; replay: a move was rejected
  2  bad argument, setting or file (the message on stderr says which)"""

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class UsageError(Exception):
    """A bad command line; the message is one sentence naming the command."""


class _Parser(argparse.ArgumentParser):
    """argparse that raises `UsageError` instead of printing its usage block and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message} (see {self.prog} --help)")


class _Formatter(argparse.HelpFormatter):
    """Wraps each line of a description or epilog on its own, so exit-code lists stay lists."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        lines = []
        for line in text.splitlines():
            listed = line.startswith("  ")
            lines.append(
                textwrap.fill(
                    line,
                    width,
                    initial_indent=indent,
                    subsequent_indent=indent + ("     " if listed else ""),
                )
                or indent
            )
        return "\n".join(lines)


def _seed(text: str) -> int:
    """A seed argument: a whole number that fits the database (64-bit signed)."""
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"the seed must be a whole number, not {text!r}") from None
    if not seed_fits(seed):
        raise argparse.ArgumentTypeError(f"the seed must be from {SEED_MIN} to {SEED_MAX}")
    return seed


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="meeplepost",
        description="A Discord bot for play-by-post board games. Without a command it runs the "
        "bot.",
        epilog=EXIT_CODES,
        formatter_class=_Formatter,
    )
    parser.add_argument(
        "--env-file",
        default=".env",
        help="settings file to read (default: .env); real environment variables win over it",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    commands.add_parser(
        "run",
        help="start the bot (the default)",
        description="Start the Discord bot with the settings of --env-file and the environment "
        "(DISCORD_TOKEN is required; see .env.example). It runs until Ctrl-C.",
        epilog="exit codes:\n  0  stopped with Ctrl-C\n"
        "  1  Discord refused the token, could not be reached, or wants an intent or permission "
        "the bot lacks\n  2  no token, or a bad setting",
        formatter_class=_Formatter,
    )

    replay = commands.add_parser(
        "replay",
        help="play a replay file offline and print the result",
        description="Play a replay file (the JSON `/mod export` and `meeplepost demo` write) "
        "offline through the rules engine, and print the result as one JSON object: game, "
        "players, over, round, scores, ranking, pending decisions, the rejected move (or null) "
        "and each player's points by source.",
        epilog="exit codes:\n  0  every move applied\n"
        "  1  a move was rejected: the output shows the game just before it, and nothing after "
        "it is applied\n  2  the file cannot be read or is not a valid replay (no output), "
        "or --images cannot be written",
        formatter_class=_Formatter,
    )
    replay.add_argument("file", type=Path, help="the replay file (JSON)")
    replay.add_argument(
        "--images",
        type=Path,
        metavar="DIR",
        help="also write the public board after every round here (round-01.png, ...)",
    )

    demo = commands.add_parser(
        "demo",
        help="play a whole game offline with built-in players",
        description="Play a whole game with built-in players through the bot's own service, on "
        "a temporary database, and write into --out a board image after every round (or "
        "phase) and the game's replay file, replay.json, which `meeplepost replay` plays again.",
        epilog="exit codes:\n  0  the game was played\n"
        "  2  a bad argument, or --out cannot be written",
        formatter_class=_Formatter,
    )
    demo.add_argument(
        "game", choices=game_ids(), metavar="GAME", help="the game: " + ", ".join(game_ids())
    )
    demo.add_argument(
        "--players", type=int, required=True, metavar="N", help="how many built-in players"
    )
    demo.add_argument(
        "--seed", type=_seed, default=1, help="the game's seed: same seed, same game (default 1)"
    )
    demo.add_argument(
        "--out",
        type=Path,
        required=True,
        metavar="DIR",
        help="folder for the board images and replay.json (created if missing)",
    )

    db = commands.add_parser(
        "db",
        help="database maintenance (migrate, backup, migrate-to, stats-rebuild)",
        description="Database maintenance on the database named by MEEPLEPOST_DB: an SQLite "
        "file (default ./meeplepost.db) or a postgresql:// URL.",
        epilog="exit codes:\n  0  done\n  2  the database or the backup file cannot be opened "
        "or written",
        formatter_class=_Formatter,
    )
    db_commands = db.add_subparsers(
        dest="db_command", required=True, metavar="ACTION", parser_class=_Parser
    )
    db_commands.add_parser(
        "migrate",
        formatter_class=_Formatter,
        help="create the database or bring its schema up to date",
        description="Create the database, or apply the migrations it lacks, and print its "
        "schema version. The bot does this on start too.",
    )
    backup = db_commands.add_parser(
        "backup",
        formatter_class=_Formatter,
        help="copy the live database safely",
        description="Copy the database to PATH with SQLite's online backup, safe while the "
        "bot is running. A PostgreSQL database is backed up with pg_dump instead.",
    )
    backup.add_argument("path", type=Path, metavar="PATH", help="where to write the copy")
    migrate_to = db_commands.add_parser(
        "migrate-to",
        formatter_class=_Formatter,
        help="copy the SQLite database into an empty PostgreSQL one",
        description="Copy every table of the database named by MEEPLEPOST_DB into the empty "
        "PostgreSQL database at URL in one transaction, ids kept (old buttons keep working), "
        "then check each table's row count and replay every game on the copy. Stop the bot "
        "first; point MEEPLEPOST_DB at URL afterwards.",
    )
    migrate_to.add_argument("url", metavar="URL", help="postgresql://user@host/database")
    db_commands.add_parser(
        "stats-rebuild",
        formatter_class=_Formatter,
        help="recount every finished game's statistics and ratings from the logs",
        description="Forget every recorded result and rating, then record each finished or "
        "abandoned game again from its move log, in the order the games ended, under each "
        "server's counting rules as they are now. Old games then count too. One transaction: "
        "an error changes nothing.",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
    except UsageError as error:
        return _fail(str(error), BAD_USE)
    command = args.command or "run"
    if command == "replay":
        return _replay(args.file, args.images)
    if command == "demo":
        return _demo(args.game, args.players, args.seed, args.out)

    from bot.config import Settings

    try:
        settings = Settings.from_env(args.env_file)
    except ValueError as error:
        return _fail(f"meeplepost: {error}", BAD_USE)
    # The one logging set-up: the bot is started with log_handler=None so discord.py adds none.
    logging.basicConfig(level=settings.log_level, format=LOG_FORMAT)
    if command == "db":
        return asyncio.run(_db(args, settings.db_path))
    return _run(settings)


def _fail(message: str, code: int) -> int:
    print(message, file=sys.stderr)
    return code


def _run(settings: Settings) -> int:
    """Runs the bot; the failures of its start become one sentence and exit code 1."""
    if not settings.token:
        return _fail(
            "meeplepost: no bot token. Put DISCORD_TOKEN=<your bot token> in .env "
            "(copy .env.example to .env) or set it in the environment; "
            "the README says where to get one.",
            BAD_USE,
        )
    import aiohttp
    import discord

    from bot.sharding import make_bot

    bot = make_bot(settings)
    bot.freeze_after_setup = True
    try:
        bot.run(settings.token, log_handler=None)
    except discord.LoginFailure:
        return _fail(
            "meeplepost: Discord refused the bot token; copy a fresh one from the Bot tab of "
            "your application (README, 'Creating the bot in Discord') into DISCORD_TOKEN.",
            FAILED,
        )
    except discord.PrivilegedIntentsRequired:
        return _fail(
            "meeplepost: Discord says the bot asks for a privileged intent that is not "
            "enabled in the developer portal; meeplepost needs none, so check the bot's code "
            "or enable it in the Bot tab.",
            FAILED,
        )
    except discord.Forbidden as error:
        return _fail(
            f"meeplepost: Discord refused a request at start ({error.text or error}); invite "
            "the bot with the scopes bot and applications.commands and the permissions the "
            "README lists.",
            FAILED,
        )
    except (TimeoutError, aiohttp.ClientError, OSError) as error:
        return _fail(
            f"meeplepost: cannot reach Discord ({error or type(error).__name__}); check the "
            "network connection and try again.",
            FAILED,
        )
    return OK


def _replay(path: Path, images: Path | None) -> int:
    from bot.replay import replay_file

    try:
        code, output, error = replay_file(path, images)
    except OSError as failure:
        return _fail(
            f"meeplepost replay: cannot write images to {images}: {_why(failure)}", BAD_USE
        )
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
    from bot.demo import REPLAY_FILE, run_demo
    from bot.service.outcomes import ServiceError

    try:
        result = asyncio.run(run_demo(game, players, seed, out))
    except (RuleError, ServiceError) as error:
        return _fail(f"meeplepost demo: {error}", BAD_USE)
    except OSError as error:
        return _fail(f"meeplepost demo: cannot write to {out}: {_why(error)}", BAD_USE)
    ranking = " > ".join(" = ".join(group) for group in result["ranking"])
    for player, points in result["scores"].items():
        print(f"{player}: {points}")
    print(f"ranking: {ranking}")
    print(f"{len(result['images'])} board images and {REPLAY_FILE} in {out}")
    return OK


def _why(error: OSError) -> str:
    return error.strerror or str(error)


async def _db(args: argparse.Namespace, target: str) -> int:
    from storage import Database, StorageError

    try:
        database = await Database.open(target)
    except (OSError, StorageError) as error:
        return _fail(f"meeplepost db: cannot open the database {target}: {error}", BAD_USE)
    where = database.described()
    try:
        if args.db_command == "migrate":
            print(f"{where}: schema version {await database.schema_version()}")
        elif args.db_command == "stats-rebuild":
            recorded = await _stats_rebuild(database)
            print(f"{where}: finished games recorded again: {recorded}")
        elif args.db_command == "backup":
            if database.shared:
                return _fail(
                    f"meeplepost db backup: {where} is a PostgreSQL database; back it up with "
                    f"pg_dump --format=custom --file={args.path} and the same URL",
                    BAD_USE,
                )
            await database.backup(args.path)
            print(f"backed up {where} to {args.path}")
        else:
            return await _migrate_to(database, args.url)
    except (OSError, StorageError) as error:
        return _fail(f"meeplepost db: cannot {args.db_command} {where}: {error}", BAD_USE)
    finally:
        await database.close()
    return OK


async def _stats_rebuild(database: Database) -> int:
    from bot.service.core import GameService

    return await GameService(database).stats.rebuild()


async def _migrate_to(source: Database, url: str) -> int:
    from bot.migrate_to import migrate_to
    from storage import Database
    from storage.backend import is_postgres

    if source.shared:
        return _fail("meeplepost db migrate-to: MEEPLEPOST_DB is PostgreSQL already", BAD_USE)
    if not is_postgres(url):
        return _fail(
            f"meeplepost db migrate-to: {url!r} is no postgresql:// URL to copy into", BAD_USE
        )
    target = await Database.open(url)
    try:
        report = await migrate_to(source, target)
    finally:
        await target.close()
    for table, count in report.rows.items():
        print(f"{table}: {count} rows")
    print(
        f"copied {source.described()} to {target.described()}; "
        f"{report.games_replayed} games replayed to the same state"
    )
    return OK


if __name__ == "__main__":
    sys.exit(main())
