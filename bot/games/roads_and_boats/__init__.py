"""Roads & Boats in the bot: its plug-in. Registered by the line in `bot.registry.INSTALLED`."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from bot.gameplugin import BoardStory, CreateOption, GamePlugin
from bot.games.roads_and_boats import italian
from bot.games.roads_and_boats.howto import HOW_TO_PLAY
from rendering.roads_and_boats import render
from rendering.roads_and_boats_changes import paths_from_events
from rendering.roads_and_boats_legend import render_legend
from rendering.roads_and_boats_words import LABELS_IT
from rules.core import Message, register_templates
from rules.roads_and_boats import GAME
from rules.roads_and_boats.data import PHASES
from rules.roads_and_boats.maps import FIXED_MAPS

GENERATED_MAP = "generated"
"""The map option's default: a map generated for the players from the game's seed."""


def _map(value: Any) -> dict[str, Any]:
    return {"map": {"generate": {}} if value == GENERATED_MAP else str(value)}


def _solo(value: Any) -> dict[str, Any]:
    return {"solo_puzzle": bool(value)}


def _scoreboard(options: Mapping[str, Any]) -> str | None:
    """Best scores are kept per fixed or custom map (a generated map is new every game). A
    custom map is its `name:` line with the start of its text's fingerprint, so that two maps
    of one name keep two tables."""
    chosen = options.get("map")
    if isinstance(chosen, str):
        return chosen
    if not (isinstance(chosen, Mapping) and isinstance(chosen.get("text"), str)):
        return None
    text = chosen["text"]
    headers = (line.partition(":") for line in text.splitlines())
    name = next((v.strip() for k, _, v in headers if k.strip().lower() == "name"), "custom")
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:6]
    return f"{name} ({digest})"


BOARD_LABELS: dict[str, Mapping[str, str]] = {"it": LABELS_IT}
"""The words on the board per language (English is the renderer's own)."""


def _render_board(view: dict[str, Any], story: BoardStory, language: str) -> bytes:
    """The board with the arrows of what the phase did, or of the viewer's pending orders."""
    return render(
        view,
        before=story.before,
        resolved_phase=story.resolved_phase,
        paths=paths_from_events(story.events),
        own_orders=story.own_orders,
        labels=BOARD_LABELS.get(language),
    )


register_templates(
    {
        "rnb.phase_name": "turn {turn} — {phase_word}",
        "rnb.phase_name.start": "the start",
    }
)


def _phase_slot(phase: str) -> str | None:
    """ "t3.movement" -> "movement": standing orders repeat in that phase of every turn."""
    turn, _, name = phase.partition(".")
    return name if turn.startswith("t") and turn[1:].isdigit() and name in PHASES else None


def _phase_name(phase: str) -> Message:
    """ "t3.movement" -> "turn 3 — movement" (as in the middle of a sentence); a key of another
    shape is shown as it is."""
    turn, _, name = phase.partition(".")
    if not (turn.startswith("t") and turn[1:].isdigit() and name):
        return Message("rnb.phase_name.start") if phase == "start" else Message(phase)
    return Message("rnb.phase_name", {"turn": int(turn[1:]), "phase_word": name})


PLUGIN = GamePlugin(
    engine=GAME,
    render=render,
    create_options=(
        CreateOption(
            "map",
            "Roads & Boats: a map generated for the players (default) or a fixed one",
            str,
            _map,
            choices=(GENERATED_MAP, *FIXED_MAPS),
        ),
        CreateOption(
            "solo_puzzle",
            "Roads & Boats, one player: the solo puzzle (20 turns, wonder half built)",
            bool,
            _solo,
        ),
    ),
    phase_name=_phase_name,
    counts_in="turn",
    engine_words=italian.engine_words,
    phase_slot=_phase_slot,
    render_board=_render_board,
    render_legend=render_legend,
    scoreboard=_scoreboard,
    rules_text=HOW_TO_PLAY,
    catalogue=Path(__file__).parent / "locales",
    commands={"it": italian.COMMANDS},
    discord="bot.games.roads_and_boats.cog",
)
