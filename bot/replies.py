"""Answering users on Discord: message splitting, safe private replies, the one error policy.

Cogs and components import these instead of reaching back into the bot, so that imports run one
way (`bot.discord_app` -> cogs -> this module).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands

from bot import i18n
from bot.interaction_age import expired
from bot.service.outcomes import ServiceError
from rules.core import Message, RuleError

_log = logging.getLogger(__name__)

MESSAGE_LIMIT = 2000


class NotModerator(app_commands.CheckFailure):
    """Raised by the /mod group check for members without Manage Server or the moderator role."""


def split_message(text: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """Chunks of at most `limit` characters, cut at line ends where possible."""
    chunks: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:
            if current:
                chunks.append(current)
                current = ""
            chunks.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            chunks.append(current)
            current = line
        else:
            current = candidate
    if current or not chunks:
        chunks.append(current)
    return chunks


def paragraph_messages(paragraphs: Sequence[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """The paragraphs, a blank line apart, in as few messages as Discord's limit allows, none
    cut in two (a code block split across two messages would show broken)."""
    messages: list[str] = []
    for paragraph in paragraphs:
        if messages and len(messages[-1]) + 2 + len(paragraph) <= limit:
            messages[-1] += "\n\n" + paragraph
        else:
            messages.append(paragraph)
    return messages


def error_message(error: BaseException) -> Message | None:
    """The message a user should see for `error`, or None when it is our fault (then logged)."""
    original: BaseException = error
    if isinstance(error, app_commands.CommandInvokeError):
        original = error.original
    elif isinstance(error, app_commands.TransformerError) and error.__cause__ is not None:
        original = error.__cause__
    if isinstance(original, ServiceError | RuleError):
        return original.message
    if isinstance(error, app_commands.MissingPermissions):
        names = ", ".join(
            p.replace("_", " ").replace("guild", "server").title()
            for p in error.missing_permissions
        )
        return Message("discord.error.missing_permissions", {"permissions": names})
    if isinstance(error, NotModerator):
        return Message("discord.error.not_moderator")
    if isinstance(error, app_commands.NoPrivateMessage):
        return Message("discord.error.guild_only")
    if isinstance(error, app_commands.CheckFailure):
        return Message("discord.error.check_failed")
    return None


async def send_ephemeral(
    interaction: discord.Interaction[Any],
    content: str,
    *,
    view: discord.ui.View | None = None,
    files: Sequence[discord.File] = (),
) -> None:
    """Answers privately: by the initial response while it is open, else by a followup; once the
    interaction has expired (15 minutes) or Discord no longer knows it, by DM."""
    chunks = split_message(content)
    for index, chunk in enumerate(chunks):
        last = index == len(chunks) - 1
        kwargs: dict[str, Any] = {}
        if last and view is not None:
            kwargs["view"] = view
        if index == 0 and files:
            kwargs["files"] = list(files)
        if expired(interaction):
            await _by_dm(interaction, chunk, kwargs)
            continue
        try:
            await _answer(interaction, chunk, kwargs)
        except discord.NotFound:  # Discord forgot the interaction (10062): it is past answering
            await _by_dm(interaction, chunk, kwargs)


async def _answer(
    interaction: discord.Interaction[Any], chunk: str, kwargs: dict[str, Any]
) -> None:
    """The initial response while it is open; a followup once it is used (also when another
    task answered it in between: `InteractionResponded`)."""
    if not interaction.response.is_done():
        try:
            await interaction.response.send_message(chunk, ephemeral=True, **kwargs)
        except discord.InteractionResponded:
            await interaction.followup.send(chunk, ephemeral=True, **kwargs)
        return
    await interaction.followup.send(chunk, ephemeral=True, **kwargs)


async def _by_dm(interaction: discord.Interaction[Any], chunk: str, kwargs: dict[str, Any]) -> None:
    for file in kwargs.get("files", []):
        file.reset()
    try:
        await interaction.user.send(chunk, **kwargs)
    except discord.HTTPException:
        _log.warning(
            "could not answer user %s after their interaction expired", interaction.user.id
        )


async def report_error(interaction: discord.Interaction[Any], error: BaseException) -> None:
    """The one error policy for commands and components: the user hears about it, privately."""
    message = error_message(error)
    if message is None:
        _log.error("unhandled error in %s", describe(interaction), exc_info=error)
        message = Message("discord.error.generic")
    if interaction.type is discord.InteractionType.autocomplete:
        return
    try:
        await send_ephemeral(interaction, i18n.render(message, interaction.locale))
    except discord.HTTPException:
        _log.warning("could not tell %s about an error", describe(interaction), exc_info=True)


def describe(interaction: discord.Interaction[Any]) -> str:
    command = interaction.command.qualified_name if interaction.command else None
    data: dict[str, Any] = dict(interaction.data or {})
    return f"interaction {command or data.get('custom_id')!r} by user {interaction.user.id}"
