"""`/mod`: moderation of the channel's game, for Manage Server or the configured moderator role.

The cog check refuses everyone else before any handler runs; the service checks
`Actor.is_moderator` again (and lets a host manage their own game before it starts).
"""

from __future__ import annotations

import asyncio
import io
import json
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter import Adapter, issued
from bot.cogs.common import channel_id, require_range
from bot.replies import NotModerator
from bot.service.deadlines import MAX_AWAY_CAP_DAYS
from bot.service.outcomes import ServiceError
from bot.service.replays import UnreadableReplay, read_replay_json

Interaction = discord.Interaction[Any]

MAX_IMPORT_BYTES = 512 * 1024
"""Checking a replay replays every move: measured by `benchmarks/import_replay.py`, about
1.7 s per 100 KB of Roads & Boats (a whole 2-player game is 92 KB), 0.3 s for the other
games; in a worker thread, so 512 KB keep the check under 10 s while the bot answers."""
MAX_DEADLINE_MINUTES = 30 * 24 * 60
MAX_EXTEND_MINUTES = 7 * 24 * 60
MAX_ROLLBACK = 500
HOST_COMMANDS = frozenset({"settings", "kick", "replace"})
"""What a host may do in their own lobby, as README says."""
_SEAT = re.compile(r"^\s*([^=]+?)\s*=\s*(?:<@!?)?(\d{1,20})>?\s*$")
MAX_SNOWFLAKE = 2**63 - 1
"""Discord ids are 64-bit; the database's integers are signed 64-bit."""
SHOWN = 60
"""Characters of a refused seat shown back to the moderator."""


def parse_reminders(text: str) -> list[int]:
    """'60,10' -> [60, 10]: minutes before the deadline; '' or 'none' -> no reminders."""
    if text.strip().lower() in ("", "none", "-"):
        return []
    try:
        minutes = [int(part) for part in text.replace(" ", "").split(",") if part]
    except ValueError:
        raise ServiceError("discord.error.bad_reminders", value=text) from None
    for value in minutes:
        require_range("reminders", value, 1, MAX_DEADLINE_MINUTES)
    return minutes


def parse_seats(text: str) -> dict[str, int]:
    """'ann=@Ann, bob=@Bob' (mentions or ids) -> {seat name: user id}."""
    seats: dict[str, int] = {}
    for part in text.split(","):
        match = _SEAT.match(part)
        shown = part.strip() if len(part.strip()) <= SHOWN else part.strip()[:SHOWN] + "…"
        if match is None:
            raise ServiceError("discord.error.bad_seats", value=shown)
        user_id = int(match[2])
        if not 0 < user_id <= MAX_SNOWFLAKE:
            raise ServiceError("discord.error.bad_seat_user", value=shown)
        seats[match[1]] = user_id
    return seats


@app_commands.guild_only()
class ModCog(commands.GroupCog, group_name="mod", description="Moderate this channel's game"):
    def __init__(self, bot: Adapter) -> None:
        self.bot = bot
        super().__init__()

    async def interaction_check(self, interaction: Interaction) -> bool:
        """Moderators may use every /mod command; the host may manage their own game before it
        starts (the service checks each action again)."""
        if await self.bot.is_moderator(interaction):
            return True
        command = interaction.command.name if interaction.command else ""
        if command in HOST_COMMANDS and interaction.channel_id is not None:
            info = await self.bot.service.game_in_channel(interaction.channel_id)
            if info is not None and info.status == "lobby" and info.host_id == interaction.user.id:
                return True
        raise NotModerator()

    @app_commands.command(description="Stop the clock: no deadline runs while paused")
    async def pause(self, interaction: Interaction) -> None:
        actor = await self.bot.actor(interaction)
        await self.bot.run_service(
            interaction, self.bot.service.pause(actor, channel_id(interaction), issued(interaction))
        )

    @app_commands.command(description="Restart the clock after a pause")
    async def resume(self, interaction: Interaction) -> None:
        actor = await self.bot.actor(interaction)
        await self.bot.run_service(
            interaction,
            self.bot.service.resume(actor, channel_id(interaction), issued(interaction)),
        )

    @app_commands.command(description="Give the current decision more time")
    @app_commands.describe(minutes=f"Minutes to add (1-{MAX_EXTEND_MINUTES})")
    async def extend(self, interaction: Interaction, minutes: int) -> None:
        require_range("minutes", minutes, 1, MAX_EXTEND_MINUTES)
        actor = await self.bot.actor(interaction)
        call = self.bot.service.extend(actor, channel_id(interaction), minutes, issued(interaction))
        await self.bot.run_service(interaction, call)

    @app_commands.command(
        description="Move on now: resolve the phase with the orders sent, or play a default move"
    )
    async def force(self, interaction: Interaction) -> None:
        actor = await self.bot.actor(interaction)
        call = self.bot.service.force(actor, channel_id(interaction), issued(interaction))
        await self.bot.run_service(interaction, call, defer=True)

    @app_commands.command(description="Hand a seat to another member")
    @app_commands.describe(old="The player leaving", new="The member taking the seat")
    async def replace(self, interaction: Interaction, old: discord.User, new: discord.User) -> None:
        actor = await self.bot.actor(interaction)
        call = self.bot.service.replace(
            actor, channel_id(interaction), old.id, new.id, issued(interaction)
        )
        await self.bot.run_service(interaction, call)

    @app_commands.command(
        description="Remove a player (before start) or let their seat play itself"
    )
    async def kick(self, interaction: Interaction, user: discord.User) -> None:
        actor = await self.bot.actor(interaction)
        call = self.bot.service.kick(actor, channel_id(interaction), user.id, issued(interaction))
        await self.bot.run_service(interaction, call)

    @app_commands.command(description="Hand a player's seat to the built-in player (stand-in)")
    @app_commands.describe(player="The player whose seat the stand-in plays")
    async def standin(self, interaction: Interaction, player: discord.User) -> None:
        actor = await self.bot.actor(interaction)
        call = self.bot.service.standin(
            actor, channel_id(interaction), player.id, issued(interaction)
        )
        await self.bot.run_service(interaction, call)

    @app_commands.command(
        name="standin-off", description="Hand a seat back from the stand-in to its player"
    )
    @app_commands.describe(player="The player who plays their seat again")
    async def standin_off(self, interaction: Interaction, player: discord.User) -> None:
        actor = await self.bot.actor(interaction)
        call = self.bot.service.standin_off(
            actor, channel_id(interaction), player.id, issued(interaction)
        )
        await self.bot.run_service(interaction, call)

    @app_commands.command(description="Take back the last moves")
    @app_commands.describe(moves=f"How many moves (1-{MAX_ROLLBACK}, default 1)")
    async def rollback(self, interaction: Interaction, moves: int = 1) -> None:
        require_range("moves", moves, 1, MAX_ROLLBACK)
        actor = await self.bot.actor(interaction)
        call = self.bot.service.rollback(actor, channel_id(interaction), moves, issued(interaction))
        await self.bot.run_service(interaction, call, defer=True)

    @app_commands.command(description="Download the game as a replay file")
    async def export(self, interaction: Interaction) -> None:
        actor = await self.bot.actor(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        outcome = await self.bot.service.export(actor, channel_id(interaction))
        replay = json.dumps(outcome.data["replay"], indent=1).encode()
        name = f"game-{outcome.game_id or 'export'}.json"
        file = discord.File(io.BytesIO(replay), filename=name)
        await self.bot.deliver(outcome, interaction, files=[file])

    @app_commands.command(
        name="import", description="Start a game in this channel from a replay file"
    )
    @app_commands.describe(
        file="A replay JSON file", seats="Who plays each seat: ann=@Ann, bob=@Bob"
    )
    async def import_(
        self, interaction: Interaction, file: discord.Attachment, seats: str | None = None
    ) -> None:
        limit = min(MAX_IMPORT_BYTES, interaction.filesize_limit)
        if file.size > limit:
            raise ServiceError("discord.error.file_too_large", size=file.size, limit=limit)
        seat_map = parse_seats(seats) if seats else None
        actor = await self.bot.actor(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            replay = await asyncio.to_thread(read_replay_json, await file.read())
        except UnreadableReplay as error:
            raise ServiceError("discord.error.bad_json", reason=str(error)) from None
        if not isinstance(replay, dict):
            raise ServiceError("discord.error.bad_json", reason="not a JSON object")
        call = self.bot.service.import_replay(
            actor, interaction.guild_id, channel_id(interaction), replay, seat_map
        )
        await self.bot.run_service(interaction, call)

    @app_commands.command(description="Deadlines and reminders for this channel's game")
    @app_commands.describe(
        deadline_minutes=f"Time for each decision (1-{MAX_DEADLINE_MINUTES} minutes)",
        reminders='Minutes before the deadline to remind, like "60,10" ("none" for none)',
        on_deadline="At the deadline: wait for a moderator, or play a safe move",
        away_policy="A deadline of a player who is away (/away): extend it, or play defaults",
        away_days=f"At most this many days of extensions per player (0-{MAX_AWAY_CAP_DAYS})",
        standin_vote="Whether the table may vote an awaited seat to the stand-in",
    )
    @app_commands.choices(
        on_deadline=[
            app_commands.Choice(name="wait for a moderator", value="wait"),
            app_commands.Choice(name="play a safe move automatically", value="auto"),
        ],
        away_policy=[
            app_commands.Choice(name="extend the deadline past their return", value="extend"),
            app_commands.Choice(name="play their default moves", value="defaults"),
        ],
    )
    async def settings(
        self,
        interaction: Interaction,
        deadline_minutes: int | None = None,
        reminders: str | None = None,
        on_deadline: str | None = None,
        away_policy: str | None = None,
        away_days: int | None = None,
        standin_vote: bool | None = None,
    ) -> None:
        require_range("deadline_minutes", deadline_minutes, 1, MAX_DEADLINE_MINUTES)
        require_range("away_days", away_days, 0, MAX_AWAY_CAP_DAYS)
        reminder_list = parse_reminders(reminders) if reminders is not None else None
        actor = await self.bot.actor(interaction)
        call = self.bot.service.settings(
            actor,
            channel_id(interaction),
            deadline_minutes=deadline_minutes,
            reminders=reminder_list,
            on_deadline=on_deadline,
            away_policy=away_policy,
            away_cap_days=away_days,
            standin_vote=standin_vote,
            issued=issued(interaction),
        )
        await self.bot.run_service(interaction, call)

    @app_commands.command(description="Whether new games open in a thread of their channel")
    @app_commands.describe(enabled="True: a thread per game; False: one game per channel")
    async def threads(self, interaction: Interaction, enabled: bool | None = None) -> None:
        actor = await self.bot.actor(interaction)
        call = self.bot.service.set_threads(actor, interaction.guild_id or 0, enabled)
        await self.bot.run_service(interaction, call)

    @app_commands.command(description="Choose the role whose members may use /mod")
    @app_commands.checks.has_permissions(manage_guild=True)
    async def setup(self, interaction: Interaction, role: discord.Role) -> None:
        actor = await self.bot.actor(interaction)
        guild_id = interaction.guild_id or 0
        call = self.bot.service.setup_role(actor, guild_id, role.id)
        try:
            await self.bot.run_service(interaction, call)
        finally:
            self.bot.forget_moderator_role(guild_id)
