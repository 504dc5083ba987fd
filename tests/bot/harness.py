"""Drives the real discord.py 2.7 code path offline: gateway payloads in, REST calls recorded.

A `Harness` builds a `MeeplepostBot` on a database (no login, no command sync), connects it as
Discord's gateway would (READY, then GUILD_CREATE for the test guild with its channels, roles and
the bot's own member, as the bot's intents get it), feeds raw `INTERACTION_CREATE`
payloads to `bot._connection.parse_interaction_create` and awaits the tasks discord.py schedules
for them; interactions so find the guild and its channels in discord.py's cache, as in
production. Later changes to the guild reach every connected bot as gateway events
(CHANNEL_CREATE when a test first uses a channel, GUILD_ROLE_CREATE, THREAD_CREATE/DELETE).
What Discord would receive is recorded as `Sent` items:

- interaction callbacks, followups and edits, which discord.py sends through the
  `AsyncWebhookAdapter` its `async_context` variable names: each harness sets its own recording
  adapter there while discord.py creates an interaction's tasks, which keep it;
- ordinary REST calls (channel messages, DMs) through `bot.http.request` (replaced on the bot).

Nothing is patched class-wide, so several bots can run at once, as several processes on one
database do: `running_bot(..., beside=other)` starts a second bot that sees the same Discord
(guild, messages, DM channels, interactions) as `other`, and `feed_together` hands payloads to
several bots before any of them runs.

Recorded messages get ids and a message payload like Discord's, so a test can click the
components of a message the bot sent, even with a new bot after a restart.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime
import itertools
import json
import time
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
from discord import app_commands
from discord.webhook.async_ import AsyncWebhookAdapter, async_context
from fakeclock import FakeClock

from bot.config import Settings
from bot.discord_app import MeeplepostBot
from storage import Shards

APP_ID = 900_000_000_000_000_001
BOT_USER_ID = 900_000_000_000_000_002
GUILD_ID = 910_000_000_000_000_001
GUILD_NAME = "Test guild"
GUILD_OWNER_ID = 910_000_000_000_000_002
CHANNEL_ID = 920_000_000_000_000_001
OTHER_CHANNEL_ID = 920_000_000_000_000_002
CHANNEL_NAME = "game-room"
"""What a guild channel is called unless a test names it (`Harness.name_channel`)."""
EPHEMERAL = 64
MANAGE_GUILD = 1 << 5
ATTACHMENT_LIMIT = 10 * 1024 * 1024
TIMESTAMP = "2026-11-21T12:00:00+00:00"

_ids = itertools.count(950_000_000_000_000_001)


_interaction_count = itertools.count(1)
TICK = 0.01
"""Seconds between an interaction's creation and its arrival at the bot."""
READY_WAIT = 0.01
"""How long discord.py waits after the last GUILD_CREATE before `ready` (2 s by default, for
guilds still to come): the harness's Discord sends its one guild right after READY."""


def snowflake() -> int:
    return next(_ids)


@dataclass(frozen=True)
class User:
    """A Discord user as the harness presents them (a guild member when in a guild)."""

    id: int
    name: str
    permissions: int = 0
    roles: tuple[int, ...] = ()

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.name,
            "avatar": None,
        }

    def member_payload(self) -> dict[str, Any]:
        return {
            "user": self.payload(),
            "roles": [str(role) for role in self.roles],
            "joined_at": TIMESTAMP,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "nick": None,
            "permissions": str(self.permissions),
        }


@dataclass(frozen=True)
class Role:
    id: int
    name: str

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "color": 0,
            "hoist": False,
            "position": 0 if self.id == GUILD_ID else 1,
            "permissions": "0",
            "managed": False,
            "mentionable": True,
            "flags": 0,
        }


@dataclass(frozen=True)
class Upload:
    """A file a user attaches to a command option."""

    filename: str
    data: bytes


@dataclass
class Sent:
    """One request the bot made to Discord, as Discord would have received it."""

    kind: str
    """"response" (interaction callback), "followup", "edit", "channel", "dm", "thread" (a
    thread opened; `message` is the thread) or "delete_channel"."""
    path: str
    body: dict[str, Any]
    channel_id: int | None = None
    files: list[tuple[str, bytes]] = field(default_factory=list)
    message: dict[str, Any] | None = None
    """The message Discord would have created (with id and components), for later clicks."""
    dm_user: int | None = None
    at: float = field(default_factory=time.perf_counter)
    """When the bot made the request (for latency measurements)."""

    @property
    def response_type(self) -> int | None:
        return self.body.get("type") if self.kind == "response" else None

    @property
    def data(self) -> dict[str, Any]:
        return self.body.get("data") or {} if self.kind == "response" else self.body

    @property
    def content(self) -> str:
        """The message's text as it read after this request (an edit keeps what it omits)."""
        if self.message is not None:
            return str(self.message.get("content") or "")
        return self.data.get("content") or ""

    @property
    def flags(self) -> int:
        return int(self.data.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def components(self) -> list[dict[str, Any]]:
        if self.message is not None:
            return list(self.message.get("components") or [])
        return list(self.data.get("components") or [])

    @property
    def created(self) -> bool:
        """This request made a new message (not an edit, nor a deferral without text)."""
        return self.kind in ("channel", "dm", "followup") or self.response_type == 4

    @property
    def posted(self) -> bool:
        """A new message everyone in a guild channel reads: a channel post, or a command's
        public answer (which Discord shows in the channel as any other post)."""
        if self.kind == "channel":
            return True
        return self.created and not self.ephemeral and self.dm_user is None

    @property
    def pinged(self) -> list[int]:
        """Users this request notifies by mention (an edit never notifies)."""
        if not self.created or self.ephemeral or self.kind == "dm":
            return []
        allowed = self.data.get("allowed_mentions") or {}
        users = [int(u) for u in allowed.get("users") or []]
        return [u for u in users if f"<@{u}>" in self.content]

    def action_id(self, action: str) -> str:
        """The custom id of this message's component for `action` (its id's last part)."""
        matches = [c for c in self.custom_ids() if c.rsplit(":", 1)[1] == action]
        if len(matches) != 1:
            raise KeyError(f"no single component for {action!r} in {self.custom_ids()}")
        return matches[0]

    def custom_ids(self) -> list[str]:
        return [
            item["custom_id"] for item in iter_components(self.components) if "custom_id" in item
        ]

    def component(self, custom_id: str) -> dict[str, Any]:
        for item in iter_components(self.components):
            if item.get("custom_id") == custom_id:
                return item
        raise KeyError(f"no component {custom_id!r} in {self.custom_ids()}")


@dataclass(frozen=True)
class Tally:
    """What a stretch of play sent, as a player would count it."""

    channel_posts: int
    pings: int
    dms: int
    private_replies: int
    edits: int
    old_live: int
    """Messages still carrying components while a newer one with components follows them."""


UNDO = "mp:undo:"
"""How the Undo button's custom id starts (`bot.undo_button`)."""


def choice_ids(message: Sent) -> list[str]:
    """A message's component ids but the Undo button's: the answer to a move its player may
    take back carries one until the next play."""
    return [c for c in message.custom_ids() if not c.startswith(UNDO)]


def iter_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for item in components:
        yield item
        yield from iter_components(item.get("components") or [])


class _RecordingAdapter(AsyncWebhookAdapter):
    """One harness's stand-in for discord.py's webhook adapter: its requests are recorded."""

    def __init__(self, harness: Harness) -> None:
        super().__init__()
        self.harness = harness

    async def request(self, route: Any, session: Any = None, **kwargs: Any) -> Any:  # type: ignore[override]
        return await self.harness.webhook_request(route, session, **kwargs)


class Harness:
    """A running bot plus the recorders; use `running_bot()` to get one.

    `beside`: another harness whose Discord this one shares (the messages, DM channels and
    interactions Discord knows), as a second process on the same bot account does; what each
    bot sent is recorded apart, in its own `sent`.
    """

    def __init__(self, bot: MeeplepostBot, clock: FakeClock, beside: Harness | None = None) -> None:
        self.bot = bot
        self.clock = clock
        self.sent: list[Sent] = []
        self.handed_at = 0.0
        """When the last payload was handed to discord.py (`time.perf_counter`), after the
        harness's own bookkeeping: where a latency measurement starts."""
        self.adapter = _RecordingAdapter(self)
        self.closed_dms: set[int] = beside.closed_dms if beside else set()
        self._dm_channels: dict[int, int] = beside._dm_channels if beside else {}
        self._interactions: dict[str, dict[str, Any]] = beside._interactions if beside else {}
        self.messages: dict[str, dict[str, Any]] = beside.messages if beside else {}
        """Every message the bot created, by id, as it reads now (after its edits)."""
        self._cdn: dict[str, bytes] = beside._cdn if beside else {}
        self.channels: dict[int, str] = (
            beside.channels
            if beside
            else {CHANNEL_ID: CHANNEL_NAME, OTHER_CHANNEL_ID: CHANNEL_NAME}
        )
        """The guild's text channels (id -> name) as Discord knows them."""
        self.roles: dict[int, Role] = beside.roles if beside else {}
        """The guild's roles but @everyone."""
        self._connected: list[Harness] = beside._connected if beside else []
        """The harnesses whose bots are connected to this Discord (told of every change)."""
        self.bot_user = User(BOT_USER_ID, "meeplepost")
        self.seed_source: Callable[[], int] | None = None
        """Where the bot's service takes the seeds of new games (set by `running_bot`)."""
        self.guild_locale = "en-US"
        """The server's language, which its channel posts are written in."""
        self.threads: dict[int, int] = beside.threads if beside else {}
        """Each thread the bot opened (thread id -> its channel's id); an interaction with one
        of them as its channel comes from that thread."""
        self._thread_names: dict[int, str] = beside._thread_names if beside else {}
        self.app_permissions = (1 << 53) - 1
        """What the bot may do in the interaction's channel (every permission unless a test
        takes some away)."""
        self.threads_refused = False
        """Discord refuses to open threads (a channel's own permission overrides)."""
        self.fetched: list[int] = []
        """The messages this bot fetched by REST (`GET`), in order (not recorded as `Sent`:
        they change nothing a player sees)."""
        self.deleted: set[str] = beside.deleted if beside else set()
        """Messages someone deleted (`delete_message`): Discord answers 404 for them."""

    # --- the recorders ---------------------------------------------------------------------

    async def webhook_request(self, route: Any, session: Any = None, **kwargs: Any) -> Any:
        """Stands in for `AsyncWebhookAdapter.request`: interaction responses and followups."""
        body, files = _body_and_files(
            kwargs.get("payload"), kwargs.get("multipart"), kwargs.get("files")
        )
        path: str = route.path
        interaction = self._interactions.get(str(route.webhook_token), {})
        channel_id = interaction.get("channel_id")
        if path.endswith("/callback"):
            data = body.get("data") or {}
            sent = Sent(
                "response", path, body, channel_id, files, dm_user=self._dm_user(channel_id)
            )
            message = None
            if body.get("type") in (4, 5):
                message = self._message(channel_id, data, files)
                interaction["original"] = message["id"]
            elif body.get("type") == 7 and interaction.get("message_id"):
                message = self._edited(interaction["message_id"], data, files)
                interaction["original"] = interaction["message_id"]
            elif body.get("type") == 6:
                interaction["original"] = interaction.get("message_id")
            sent.message = message
            self.sent.append(sent)
            result: dict[str, Any] = {
                "interaction": {
                    "id": str(route.webhook_id),
                    "type": interaction.get("type", 2),
                    "response_message_id": message["id"] if message else None,
                    "response_message_loading": body.get("type") == 5,
                    "response_message_ephemeral": bool(int(data.get("flags") or 0) & EPHEMERAL),
                }
            }
            if message is not None:
                result["resource"] = {"type": body["type"], "message": message}
            return result
        if route.method == "DELETE":
            self.sent.append(Sent("delete", path, body, channel_id, files))
            return None
        if route.method == "PATCH":
            target = route.url.rsplit("/", 1)[1].split("?")[0]
            if target == "@original":
                target = interaction.get("original") or ""
            message = self._edited(target, body, files, channel_id)
            dm_user = self._dm_user(channel_id)
            self.sent.append(Sent("edit", path, body, channel_id, files, message, dm_user))
            return message
        message = self._message(channel_id, body, files)
        dm_user = self._dm_user(channel_id)
        self.sent.append(Sent("followup", path, body, channel_id, files, message, dm_user))
        return message

    async def http_request(
        self, route: Any, *, files: Any = None, form: Any = None, **kwargs: Any
    ) -> Any:
        """Stands in for `HTTPClient.request`: channel messages and DMs."""
        body, recorded = _body_and_files(kwargs.get("json"), form, files)
        path: str = route.path
        if route.method == "POST" and path == "/users/@me/channels":
            user_id = int(body["recipient_id"])
            channel_id = self._dm_channels.setdefault(user_id, snowflake())
            return {
                "id": str(channel_id),
                "type": 1,
                "last_message_id": None,
                "recipients": [User(user_id, f"user{user_id}").payload()],
            }
        if route.method == "POST" and path == "/channels/{channel_id}/messages":
            channel_id = int(route.channel_id)
            dm_user = next((u for u, c in self._dm_channels.items() if c == channel_id), None)
            if dm_user is not None and dm_user in self.closed_dms:
                response = SimpleNamespace(status=403, reason="Forbidden")
                raise discord.Forbidden(
                    response,  # type: ignore[arg-type]
                    {"code": 50007, "message": "Cannot send messages to this user"},
                )
            message = self._message(channel_id, body, recorded)
            kind = "dm" if dm_user is not None else "channel"
            self.sent.append(Sent(kind, path, body, channel_id, recorded, message, dm_user))
            return message
        if route.method == "POST" and path == "/channels/{channel_id}/threads":
            if self.threads_refused:
                response = SimpleNamespace(status=403, reason="Forbidden")
                raise discord.Forbidden(
                    response,  # type: ignore[arg-type]
                    {"code": 50013, "message": "Missing Permissions"},
                )
            parent = int(route.channel_id)
            thread = self._thread_payload(snowflake(), parent, str(body["name"]))
            self.threads[int(thread["id"])] = parent
            self._thread_names[int(thread["id"])] = thread["name"]
            self.sent.append(Sent("thread", path, body, parent, message=thread))
            self.gateway("THREAD_CREATE", {**thread, "newly_created": True})
            return thread
        if route.method == "DELETE" and path == "/channels/{channel_id}":
            deleted = int(route.channel_id)
            self.sent.append(Sent("delete_channel", path, body, deleted))
            if deleted in self.threads:
                parent = self.threads.pop(deleted)
                del self._thread_names[deleted]
                self.gateway(
                    "THREAD_DELETE",
                    {
                        "id": str(deleted),
                        "guild_id": str(GUILD_ID),
                        "parent_id": str(parent),
                        "type": 11,
                    },
                )
            elif deleted in self.channels:
                gone = self._channel_payload(deleted)
                del self.channels[deleted]
                self.gateway("CHANNEL_DELETE", gone)
            return {}
        if route.method == "PATCH" and path == "/channels/{channel_id}/messages/{message_id}":
            if route.url.rsplit("/", 1)[1] in self.deleted:
                raise _unknown_message()
            channel_id = int(route.channel_id)
            message = self._edited(route.url.rsplit("/", 1)[1], body, recorded, channel_id)
            dm_user = self._dm_user(channel_id)
            self.sent.append(Sent("edit", path, body, channel_id, recorded, message, dm_user))
            return message
        if route.method == "GET" and path == "/channels/{channel_id}/messages/{message_id}":
            self.fetched.append(int(route.url.rsplit("/", 1)[1]))
            stored = self.messages.get(route.url.rsplit("/", 1)[1])
            if stored is None:
                raise _unknown_message()
            return dict(stored)
        self.sent.append(Sent("other", f"{route.method} {path}", body))
        return [] if isinstance(body.get("json"), list) else {}

    async def get_from_cdn(self, url: str) -> bytes:
        return self._cdn[url]

    def forget(self) -> None:
        """Drops what this Discord keeps of the past (the requests recorded, the messages, the
        interactions answered), as a long benchmark does between rounds: Discord keeps them,
        not the bot's heap. An edit of a forgotten message still goes through."""
        self.sent.clear()
        self.messages.clear()
        self._interactions.clear()

    def delete_message(self, message_id: int) -> None:
        """Someone (a moderator) deletes a message: fetching or editing it then fails."""
        self.messages.pop(str(message_id), None)
        self.deleted.add(str(message_id))

    def _message(
        self, channel_id: int | None, body: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> dict[str, Any]:
        message = self._payload(channel_id, body, files)
        self.messages[message["id"]] = message
        return dict(message)

    def _edited(
        self,
        message_id: str,
        body: dict[str, Any],
        files: list[tuple[str, bytes]],
        channel_id: int | None = None,
    ) -> dict[str, Any]:
        """The message `message_id` after an edit: what the edit names is replaced (content,
        components, attachments), the rest kept, as Discord does."""
        message = self.messages.get(message_id)
        if message is None:  # a message the harness never saw: an edit creates nothing
            message = self._payload(channel_id, {}, [])
            message["id"] = message_id
            self.messages[message_id] = message
        fresh = self._payload(channel_id, body, files)
        for key in ("content", "components"):
            if key in body:
                message[key] = fresh[key]
        if files or "attachments" in body:
            kept = {str(a.get("id")) for a in body.get("attachments") or [] if "id" in a}
            old = [a for a in message["attachments"] if str(a["id"]) in kept]
            message["attachments"] = old + fresh["attachments"]
        message["edited_timestamp"] = TIMESTAMP
        return dict(message)

    def _payload(
        self, channel_id: int | None, body: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> dict[str, Any]:
        return {
            "id": str(snowflake()),
            "channel_id": str(channel_id or 0),
            "type": 0,
            "content": body.get("content") or "",
            "author": {**self.bot_user.payload(), "bot": True},
            "attachments": [
                {
                    "id": str(snowflake()),
                    "filename": name,
                    "size": len(data),
                    "url": f"https://cdn.invalid/{name}",
                    "proxy_url": f"https://cdn.invalid/{name}",
                }
                for name, data in files
            ],
            "embeds": [],
            "mentions": [],
            "mention_roles": [],
            "pinned": False,
            "mention_everyone": False,
            "tts": False,
            "timestamp": TIMESTAMP,
            "edited_timestamp": None,
            "flags": int(body.get("flags") or 0),
            "components": body.get("components") or [],
        }

    # --- gateway payloads ------------------------------------------------------------------

    def user(self, name: str, *, permissions: int = 0, roles: tuple[int, ...] = ()) -> User:
        return User(snowflake(), name, permissions, roles)

    def add_guild_roles(self, *roles: Role) -> None:
        """Roles made in the guild now: Discord tells every connected bot (GUILD_ROLE_CREATE)."""
        for role in roles:
            self.roles[role.id] = role
            self.gateway("GUILD_ROLE_CREATE", {"guild_id": str(GUILD_ID), "role": role.payload()})

    def name_channel(self, channel_id: int, name: str) -> None:
        """A guild text channel called `name`, made now or renamed: Discord tells every
        connected bot (CHANNEL_CREATE or CHANNEL_UPDATE), and its interactions carry the name."""
        event = "CHANNEL_UPDATE" if channel_id in self.channels else "CHANNEL_CREATE"
        self.channels[channel_id] = name
        self.gateway(event, self._channel_payload(channel_id))

    def gateway(self, event: str, data: dict[str, Any]) -> None:
        """Dispatches a gateway event to every connected bot, as Discord's gateway does."""
        for harness in self._connected:
            harness.bot._connection.parsers[event](data)

    async def connect(self) -> None:
        """What the gateway sends a bot that connects (after login and its setup hook): READY
        with its guild unavailable, then GUILD_CREATE for it; waits for discord.py's `ready`.
        From now on the bot is told of changes to the guild."""
        state = self.bot._connection
        state.guild_ready_timeout = READY_WAIT
        state.parsers["READY"](self._ready_payload())
        state.parsers["GUILD_CREATE"](self._guild_payload())
        self._connected.append(self)
        await self.bot.wait_until_ready()

    def disconnect(self) -> None:
        """The bot leaves the gateway: it hears of no more changes."""
        if self in self._connected:
            self._connected.remove(self)

    def _ready_payload(self) -> dict[str, Any]:
        """READY as the gateway sends it (v10): the bot's user, its guilds still unavailable."""
        return {
            "v": 10,
            "user": {
                **self.bot_user.payload(),
                "bot": True,
                "verified": True,
                "mfa_enabled": False,
                "flags": 0,
            },
            "guilds": [{"id": str(GUILD_ID), "unavailable": True}],
            "session_id": f"harness-session-{id(self)}",
            "resume_gateway_url": "wss://gateway.invalid",
            "application": {"id": str(APP_ID), "flags": 0},
        }

    def _guild_payload(self) -> dict[str, Any]:
        """GUILD_CREATE for the test guild as the bot's intents (guilds alone: no members or
        presences) receive it: every channel and open thread, every role, and of the members
        only the bot itself."""
        return {
            "id": str(GUILD_ID),
            "name": GUILD_NAME,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "owner_id": str(GUILD_OWNER_ID),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 1,
            "default_message_notifications": 1,
            "explicit_content_filter": 0,
            "roles": [
                Role(GUILD_ID, "@everyone").payload(),
                *(role.payload() for role in self.roles.values()),
            ],
            "emojis": [],
            "features": [],
            "mfa_level": 0,
            "application_id": None,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "preferred_locale": "en-US",
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "stickers": [],
            "premium_progress_bar_enabled": False,
            "joined_at": TIMESTAMP,
            "large": False,
            "unavailable": False,
            "member_count": 3,
            "voice_states": [],
            "members": [
                {
                    "user": {**self.bot_user.payload(), "bot": True},
                    "roles": [],
                    "joined_at": TIMESTAMP,
                    "deaf": False,
                    "mute": False,
                    "flags": 0,
                    "nick": None,
                }
            ],
            "channels": [self._channel_payload(c, in_guild=True) for c in self.channels],
            "threads": [
                self._thread_payload(thread, parent, self._thread_names[thread])
                for thread, parent in self.threads.items()
            ],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    def _channel_payload(self, channel_id: int, *, in_guild: bool = False) -> dict[str, Any]:
        """A text channel of the guild as Discord describes it (GUILD_CREATE's channels leave
        out the guild's id, which every other payload carries)."""
        payload: dict[str, Any] = {
            "id": str(channel_id),
            "type": 0,
            "name": self.channels[channel_id],
            "position": 0,
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
            "topic": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
        }
        if not in_guild:
            payload["guild_id"] = str(GUILD_ID)
        return payload

    def interaction_snowflake(self) -> int:
        """An interaction id made, as Discord makes it, from the moment of the interaction (the
        fake clock), so that its age and expiry (15 minutes) follow the clock. The clock then
        ticks (`TICK`): the bot receives an interaction after it was made."""
        moment = datetime.datetime.fromtimestamp(self.clock(), datetime.UTC)
        self.clock.advance(TICK)
        return discord.utils.time_snowflake(moment) + next(_interaction_count)

    def _base(self, kind: int, user: User, channel_id: int | None, locale: str) -> dict[str, Any]:
        interaction_id = self.interaction_snowflake()
        token = f"token-{interaction_id}"
        payload: dict[str, Any] = {
            "id": str(interaction_id),
            "application_id": str(APP_ID),
            "type": kind,
            "token": token,
            "version": 1,
            "locale": locale,
            "attachment_size_limit": ATTACHMENT_LIMIT,
            "app_permissions": str(self.app_permissions),
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(GUILD_ID)},
        }
        if channel_id is None:
            channel_id = self._dm_channels.setdefault(user.id, snowflake())
            payload["user"] = user.payload()
            payload["context"] = 1
            payload["channel"] = {"id": str(channel_id), "type": 1, "recipients": [user.payload()]}
        else:
            payload["guild_id"] = str(GUILD_ID)
            payload["guild"] = {"id": str(GUILD_ID), "locale": self.guild_locale, "features": []}
            payload["guild_locale"] = self.guild_locale
            payload["member"] = user.member_payload()
            payload["context"] = 0
            if channel_id in self.threads:
                payload["channel"] = self._thread_payload(
                    channel_id, self.threads[channel_id], self._thread_names[channel_id]
                )
            else:
                if channel_id not in self.channels:  # a channel made before its first use
                    self.name_channel(channel_id, CHANNEL_NAME)
                payload["channel"] = self._channel_payload(channel_id)
        payload["channel_id"] = str(channel_id)
        self._interactions[token] = {"channel_id": channel_id, "type": kind}
        return payload

    def _command_data(
        self, path: str, options: dict[str, Any], focused: str | None = None
    ) -> dict[str, Any]:
        names = path.split()
        command: Any = self.bot.tree.get_command(names[0])
        if command is None:
            raise KeyError(f"no command /{names[0]}")
        chain = [command]
        for name in names[1:]:
            command = command.get_command(name)
            if command is None:
                raise KeyError(f"no command /{path}")
            chain.append(command)
        resolved: dict[str, dict[str, Any]] = {}
        leaf = [
            self._option(command, name, value, resolved, name == focused)
            for name, value in options.items()
        ]
        for level, node in zip(reversed(range(len(chain))), reversed(chain), strict=True):
            if level == 0:
                break
            kind = 2 if isinstance(node, app_commands.Group) else 1
            leaf = [{"name": node.name, "type": kind, "options": leaf}]
        data: dict[str, Any] = {
            "id": str(snowflake()),
            "name": names[0],
            "type": 1,
            "options": leaf,
        }
        if resolved:
            data["resolved"] = resolved
        return data

    def _option(
        self,
        command: Any,
        name: str,
        value: Any,
        resolved: dict[str, dict[str, Any]],
        focused: bool,
    ) -> dict[str, Any]:
        parameter = next((p for p in command.parameters if name in (p.name, p.display_name)), None)
        if parameter is None:
            raise KeyError(f"/{command.qualified_name} has no option {name!r}")
        kind = parameter.type
        option: dict[str, Any] = {"name": parameter.display_name, "type": kind.value}
        if focused:
            option.update(
                value=str(value), focused=True, type=3 if kind.value in (4, 10) else kind.value
            )
            return option
        if isinstance(value, User):
            resolved.setdefault("users", {})[str(value.id)] = value.payload()
            member = value.member_payload()
            del member["user"]
            resolved.setdefault("members", {})[str(value.id)] = member
            option["value"] = str(value.id)
        elif isinstance(value, Role):
            resolved.setdefault("roles", {})[str(value.id)] = value.payload()
            option["value"] = str(value.id)
        elif isinstance(value, Upload):
            attachment_id = snowflake()
            url = f"https://cdn.invalid/attachments/{attachment_id}/{value.filename}"
            self._cdn[url] = value.data
            resolved.setdefault("attachments", {})[str(attachment_id)] = {
                "id": str(attachment_id),
                "filename": value.filename,
                "size": len(value.data),
                "url": url,
                "proxy_url": url,
                "content_type": "application/json",
            }
            option["value"] = str(attachment_id)
        else:
            option["value"] = value
        return option

    def _thread_payload(self, thread_id: int, parent: int, name: str) -> dict[str, Any]:
        """A public thread of `parent` as Discord describes it (THREAD_CREATE, interactions)."""
        return {
            "id": str(thread_id),
            "type": 11,
            "guild_id": str(GUILD_ID),
            "parent_id": str(parent),
            "owner_id": str(BOT_USER_ID),
            "name": name,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "message_count": 0,
            "member_count": 1,
            "thread_metadata": {
                "archived": False,
                "auto_archive_duration": 4320,
                "archive_timestamp": TIMESTAMP,
                "locked": False,
            },
        }

    def _dm_user(self, channel_id: int | None) -> int | None:
        return next((u for u, c in self._dm_channels.items() if c == channel_id), None)

    def current(self, sent: Sent) -> Sent:
        """`sent`'s message as it reads now, after the edits made since."""
        if sent.message is None or sent.message["id"] not in self.messages:
            return sent
        message = dict(self.messages[sent.message["id"]])
        return Sent(sent.kind, sent.path, message, sent.channel_id, [], message, sent.dm_user)

    def files_of(self, sent: Sent) -> list[tuple[str, bytes]]:
        """The files `sent`'s message carries now: sent with it, or attached by a later edit (a
        post's board follows its words)."""
        if sent.message is None:
            return sent.files
        found = sent.files
        for later in self.sent:
            same = later.message is not None and later.message.get("id") == sent.message["id"]
            if same and (later.files or "attachments" in later.body):
                found = later.files
        return found

    def live(self, *, channel_id: int | None = CHANNEL_ID, user: User | None = None) -> list[Sent]:
        """The messages that carry components now, oldest first: in a guild channel, or in
        `user`'s DMs (ephemeral answers left out)."""
        if user is not None:
            channel_id = self._dm_channels.get(user.id)
        found = [
            m
            for m in self.messages.values()
            if m["channel_id"] == str(channel_id)
            and m["components"]
            and not int(m.get("flags") or 0) & EPHEMERAL
        ]
        kind = "dm" if user is not None else "channel"
        return [
            Sent(kind, "", m, channel_id, [], m, user.id if user else None)
            for m in sorted(found, key=lambda m: int(m["id"]))
        ]

    def tally(self, sent: list[Sent]) -> Tally:
        """What players received in `sent`, counted; and the messages that still carry
        components although a newer message with components followed in their channel."""
        channels: dict[str, list[int]] = {}
        for message in self.messages.values():
            if message["components"] and not int(message.get("flags") or 0) & EPHEMERAL:
                channels.setdefault(message["channel_id"], []).append(int(message["id"]))
        return Tally(
            channel_posts=sum(1 for s in sent if s.posted),
            pings=sum(len(s.pinged) for s in sent),
            dms=sum(1 for s in sent if s.kind == "dm"),
            private_replies=sum(1 for s in sent if s.created and s.ephemeral),
            edits=sum(1 for s in sent if s.kind == "edit" or s.response_type == 7),
            old_live=sum(len(ids) - 1 for ids in channels.values()),
        )

    def _arrives(self, payload: dict[str, Any]) -> None:
        """Notes which message a click came from (its response may edit that message)."""
        if payload.get("message"):
            self._interactions[payload["token"]]["message_id"] = payload["message"]["id"]

    def _parse(self, payload: dict[str, Any]) -> list[asyncio.Task[Any]]:
        """discord.py builds the interaction and creates its tasks, which keep (as a copy of
        the current context) this harness's adapter for their answers; returns those tasks.

        They are caught as the loop makes them (`_made_tasks`), not found by comparing
        `asyncio.all_tasks()` before and after: that walk of every live task would fall between
        `handed_at` and the answer, inside what a latency benchmark measures, and no gateway
        does it."""
        self._arrives(payload)
        token = async_context.set(self.adapter)
        with _made_tasks() as made:
            self.handed_at = time.perf_counter()
            try:
                self.bot._connection.parse_interaction_create(payload)  # type: ignore[arg-type]
            finally:
                async_context.reset(token)
        return made

    async def feed(self, payload: dict[str, Any]) -> list[Sent]:
        """Hands a payload to discord.py as the gateway would; returns what the bot sent for it."""
        start = len(self.sent)
        created = [task for task in self._parse(payload) if not task.done()]
        if created:
            await asyncio.gather(*created)
        await asyncio.sleep(0)
        return self.sent[start:]

    async def slash(
        self,
        user: User,
        path: str,
        /,
        *,
        channel_id: int | None = CHANNEL_ID,
        locale: str = "en-US",
        **options: Any,
    ) -> list[Sent]:
        """`/path option:value ...` from `user` in a guild channel (a DM with channel_id=None)."""
        payload = self._base(2, user, channel_id, locale)
        payload["data"] = self._command_data(path, options)
        return await self.feed(payload)

    async def autocomplete(
        self,
        user: User,
        path: str,
        focused: str,
        current: str = "",
        *,
        channel_id: int | None = CHANNEL_ID,
        **options: Any,
    ) -> list[dict[str, Any]]:
        """The choices the bot offers while `user` types `current` into option `focused`."""
        payload = self._base(4, user, channel_id, "en-US")
        payload["data"] = self._command_data(path, {**options, focused: current}, focused=focused)
        sent = await self.feed(payload)
        answers = [s for s in sent if s.response_type == 8]
        if len(answers) != 1:
            raise AssertionError(f"expected one autocomplete answer, got {sent}")
        choices: list[dict[str, Any]] = answers[0].data["choices"]
        return choices

    def click_payload(
        self, user: User, sent: Sent, custom_id: str, values: list[str] | None = None
    ) -> dict[str, Any]:
        """The payload of a click (see `click`), to feed later or several times."""
        if sent.message is None:
            raise ValueError("that request created no message")
        component = sent.component(custom_id)
        channel_id = int(sent.message["channel_id"])
        in_dm = sent.dm_user is not None
        payload = self._base(3, user, None if in_dm else channel_id, "en-US")
        payload["message"] = self.messages.get(sent.message["id"], sent.message)
        payload["data"] = {"custom_id": custom_id, "component_type": component["type"]}
        if component["type"] == 3:
            payload["data"]["values"] = list(values or [])
        return payload

    def slash_payload(
        self, user: User, path: str, /, *, channel_id: int | None = CHANNEL_ID, **options: Any
    ) -> dict[str, Any]:
        """The payload of a slash command (see `slash`), to feed later or several times."""
        payload = self._base(2, user, channel_id, "en-US")
        payload["data"] = self._command_data(path, options)
        return payload

    async def feed_at_once(self, *payloads: dict[str, Any]) -> list[Sent]:
        """Hands several payloads to discord.py before any of them runs (a double click, two
        commands racing), then waits for all; returns what the bot sent for them."""
        start = len(self.sent)
        made = [task for payload in payloads for task in self._parse(payload)]
        created = [task for task in made if not task.done()]
        if created:
            await asyncio.gather(*created)
        await asyncio.sleep(0)
        return self.sent[start:]

    async def click(
        self,
        user: User,
        sent: Sent,
        custom_id: str,
        values: list[str] | None = None,
        *,
        locale: str = "en-US",
    ) -> list[Sent]:
        """`user` clicks a button (or picks `values` in a select) of a message the bot sent."""
        if sent.message is None:
            raise ValueError("that request created no message")
        component = sent.component(custom_id)
        channel_id = int(sent.message["channel_id"])
        in_dm = sent.dm_user is not None
        payload = self._base(3, user, None if in_dm else channel_id, locale)
        payload["message"] = self.messages.get(sent.message["id"], sent.message)
        payload["data"] = {"custom_id": custom_id, "component_type": component["type"]}
        if component["type"] == 3:
            payload["data"]["values"] = list(values or [])
        return await self.feed(payload)

    async def submit_modal(
        self,
        user: User,
        response: Sent,
        values: dict[str, str],
        *,
        channel_id: int | None = CHANNEL_ID,
    ) -> list[Sent]:
        """`user` fills in the form (modal) the bot answered with: each text field named by its
        label (a prefix is enough) gets `values[label]`, the others keep their default."""
        if response.response_type != 9:
            raise ValueError(f"that response is not a modal: {response}")

        def filled(component: dict[str, Any]) -> dict[str, Any]:
            if component["type"] == 1:
                return {"type": 1, "components": [filled(c) for c in component["components"]]}
            if component["type"] == 18:
                return {"type": 18, "component": filled(component["component"])}
            label = str(component.get("label") or "")
            value = next((v for k, v in values.items() if label.startswith(k)), None)
            default = component.get("value") or ""
            return {
                "type": component["type"],
                "custom_id": component["custom_id"],
                "value": default if value is None else value,
            }

        payload = self._base(5, user, channel_id, "en-US")
        payload["data"] = {
            "custom_id": response.data["custom_id"],
            "components": [filled(c) for c in response.data["components"]],
        }
        return await self.feed(payload)

    async def drive_timers(self) -> list[Sent]:
        """Wakes the dispatcher (after the clock moved) and waits until it sleeps again."""
        start = len(self.sent)
        self.bot.wake_dispatcher()
        for _ in range(2000):
            await asyncio.sleep(0.001)
            if self.bot.dispatcher_waiting and not self.bot._wake.is_set():
                break
        else:
            raise AssertionError("the timer dispatcher did not settle")
        return self.sent[start:]


def _unknown_message() -> discord.NotFound:
    response = SimpleNamespace(status=404, reason="Not Found")
    return discord.NotFound(response, {"code": 10008, "message": "Unknown Message"})  # type: ignore[arg-type]


def _body_and_files(
    payload: Any, multipart: Any, files: Any
) -> tuple[dict[str, Any], list[tuple[str, bytes]]]:
    body: dict[str, Any] = dict(payload) if isinstance(payload, dict) else {"json": payload}
    for part in multipart or []:
        if part.get("name") == "payload_json":
            body = json.loads(part["value"])
    recorded = []
    for file in files or []:  # read from where it stands, as aiohttp reads a first try's file
        recorded.append((file.filename, file.fp.read()))
    return body, recorded


@contextlib.contextmanager
def _made_tasks() -> Iterator[list[asyncio.Task[Any]]]:
    """The tasks the running loop makes inside the block, in order (a task factory on the loop
    for the block's time, handing each task to the factory that was there before, if any)."""
    loop = asyncio.get_running_loop()
    before = loop.get_task_factory()
    made: list[asyncio.Task[Any]] = []

    def factory(loop: asyncio.AbstractEventLoop, coro: Any, **kwargs: Any) -> asyncio.Task[Any]:
        if before is not None:
            task = before(loop, coro, **kwargs)
        else:
            task = asyncio.Task(coro, loop=loop, **kwargs)
        made.append(task)
        return task

    loop.set_task_factory(factory)
    try:
        yield made
    finally:
        loop.set_task_factory(before)


class SeedCounter:
    """A deterministic seed source for new games: 1, 2, 3, ... (GameService otherwise draws
    each game's seed from `secrets`, and a failing Discord test could not be replayed)."""

    def __init__(self, first: int = 1) -> None:
        self.next = first
        self.given: list[int] = []

    def __call__(self) -> int:
        seed = self.next
        self.next += 1
        self.given.append(seed)
        return seed


async def feed_together(*deliveries: tuple[Harness, dict[str, Any]]) -> list[list[Sent]]:
    """Hands each payload to its harness's bot before any of them runs (one click arriving at
    two processes, or two clicks racing across them), then waits for all; returns what each
    delivery's bot sent meanwhile, in the order given."""
    starts = [len(harness.sent) for harness, _ in deliveries]
    made = [task for harness, payload in deliveries for task in harness._parse(payload)]
    created = [task for task in made if not task.done()]
    if created:
        await asyncio.gather(*created)
    await asyncio.sleep(0)
    return [harness.sent[start:] for (harness, _), start in zip(deliveries, starts, strict=True)]


@contextlib.asynccontextmanager
async def running_bot(
    db_path: Path | str,
    clock: FakeClock | None = None,
    seed_source: Callable[[], int] | None = None,
    render_workers: int = 0,
    *,
    beside: Harness | None = None,
    shards: Shards | None = None,
) -> AsyncIterator[Harness]:
    """A bot on `db_path` that has run its setup hook (service open, cogs, items, dispatcher),
    drawing its boards in `render_workers` worker processes (0: one thread).

    New games take their seeds from `seed_source` (default: a fresh `SeedCounter`), so every
    run of a test plays the same games. `beside`: a running harness whose Discord the new bot
    shares (a second process); `shards`: the shards the bot runs (one process runs all).
    """
    clock = clock or FakeClock()
    seeds = seed_source or SeedCounter()
    settings = Settings(db_path=str(db_path), render_workers=render_workers, shards=shards)
    bot = MeeplepostBot(settings, clock=clock, sync_commands=False)
    harness = Harness(bot, clock, beside)
    bot.http.request = harness.http_request  # type: ignore[method-assign]
    bot.http.get_from_cdn = harness.get_from_cdn  # type: ignore[method-assign]
    async with bot:
        bot._connection.user = discord.ClientUser(
            state=bot._connection, data=harness.bot_user.payload()
        )  # type: ignore[arg-type]
        bot._connection.application_id = APP_ID
        await bot.setup_hook()
        # MeeplepostBot/GameService.open take no seed source; the service's constructor
        # does, and the setup hook has just built it, before any game could be created.
        bot.service.tables.seed_source = seeds
        harness.seed_source = seeds
        try:
            await harness.connect()
            yield harness
        finally:
            harness.disconnect()
            await bot.close()


# --- playing Imhotep through the components -----------------------------------------------


def last_prompt(sent: list[Sent]) -> Sent | None:
    """The latest guild channel message carrying action components, as `sent` last left it
    (a message edited later reads as its last edit)."""
    seen: set[str] = set()
    for item in reversed(sent):
        if item.message is None or item.ephemeral or item.dm_user is not None:
            continue
        if item.message["id"] in seen:
            continue
        seen.add(item.message["id"])
        if item.custom_ids():
            return item
    return None


def choices_of(message: Sent) -> list[tuple[str, str | None]]:
    """Every (custom id, select value) a user could pick on a message; value None for buttons.
    The Undo button is no choice of the game's: left out."""
    picks: list[tuple[str, str | None]] = []
    for item in iter_components(message.components):
        if item.get("type") == 2 and not item["custom_id"].startswith(UNDO):
            picks.append((item["custom_id"], None))
        elif item.get("type") == 3:
            picks.extend((item["custom_id"], option["value"]) for option in item["options"])
    return picks


async def click_choice(
    harness: Harness, user: User, message: Sent, choice: tuple[str, str | None]
) -> list[Sent]:
    custom_id, value = choice
    return await harness.click(user, message, custom_id, None if value is None else [value])


def chosen_facets(choice: tuple[str, str | None]) -> tuple[str, ...]:
    """The move (as Imhotep's `components.facets`) a click names: a select's value path, or
    the button's action (`mp:imh:<game>:take` -> ("take",))."""
    custom_id, value = choice
    return tuple(value.split("|")) if value is not None else (custom_id.rsplit(":", 1)[1],)


async def choose_by_components(
    harness: Harness, user: User, prompt: Sent, rng: Any
) -> tuple[list[Sent], tuple[str, ...]]:
    """`user` makes one random move from `prompt`, following "choose…" steps until it is made;
    returns what the last click sent and the facets of the move that click chose."""
    message = prompt
    for _ in range(6):
        choice = rng.choice(choices_of(message))
        sent = await click_choice(harness, user, message, choice)
        followups = [s for s in sent if s.ephemeral and s.custom_ids()]
        if not followups:
            return sent, chosen_facets(choice)
        message = followups[-1]
    raise AssertionError("a move took more than 6 steps")


async def play_by_components(harness: Harness, user: User, prompt: Sent, rng: Any) -> list[Sent]:
    """`user` makes one random move from `prompt`, following "choose…" steps until it is made."""
    sent, _ = await choose_by_components(harness, user, prompt, rng)
    return sent
