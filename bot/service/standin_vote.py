"""The table's vote to hand an awaited seat to the stand-in, where the game's settings allow it.

`/mod settings standin_vote:on` allows it (off by default). A seated player calls a vote on
another player whose seat the game is waiting for (`/game standin-vote player:@x`); the channel
gets one message with Yes/No buttons. Every other seated player who still plays their seat (not
the target, not a kicked seat, not a seat already stood in) votes once: calling the vote is the
caller's Yes, and a second click is refused (a vote cannot be changed, so nobody can flip a
tally that has already passed). More than half of them saying Yes hands the seat over through
`StandIns.hand_over_seats`, the same path as `/mod standin`, logged as the table's decision.
The vote's message shows the tally: each ballot's click rewrites it (yes, no, how many yes are
needed), and the ballot that closes it writes the result in and takes its buttons off.

A vote that closes with no ballot (its seat's player plays, its time runs out, the seat is
handed over another way, the game ends or is abandoned, the moderators switch votes off) has its
message rewritten by a `standin-vote` timer (`schedule.STANDIN_VOTE`): due at once after every
move of a game that allows votes, when it ends or is abandoned, when votes are switched off,
and at the earliest open vote's end (which neither a pause nor an extension of the deadline
moves: clicks are refused from then on). The message's id is kept (`message_key`); the timer
fires once whichever process claims it, and writes a `standin-vote-closed` entry with the edit
and the reason, so each vote's message is rewritten once and the vote stays closed for that
reason.

Everything is kept in the moderation log, so a vote survives a restart with no table of its own:
a `standin-vote` entry opens it (its id is the vote's id, bound in the buttons), each ballot is a
`standin-ballot` entry, and the `standin` entry of a vote that passed names the vote. Whether a
vote is still open is worked out at each click, never stored: it closes when it passed, when
enough No votes make a majority impossible, when the seat's player has played since the vote
opened or the game no longer waits for them, when the seat was handed over another way, when
the game is over or abandoned, when a `settings` entry switched votes off after it opened, or
`VOTE_HOURS` after it opened. A click on a closed vote is refused with the reason, writing
nothing; so is one while the game is paused (the vote goes on when it resumes).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from bot.service.actor import Actor
from bot.service.deadlines import DEFAULT_SETTINGS, discord_timestamp
from bot.service.outcomes import Outcome, Post, ServiceError
from bot.service.pipeline import Pipeline
from bot.service.schedule import ENDED, STANDIN_VOTE
from bot.service.standins import StandIns
from bot.service.tables import Tables
from bot.service.timers import TimerDispatch
from rules.core import Message, register_templates
from storage import GameRow, ModerationEntry, SeatRow, TimerRow

register_templates(
    {
        "service.standin_vote_allowed": (
            "The table may hand a seat the game waits for to the stand-in by a vote "
            "(/game standin-vote)."
        ),
        "service.standin_vote_not_allowed": "Only a moderator may hand a seat to the stand-in.",
        "service.standin_vote_off": (
            "This game's settings do not let the table vote a seat to the stand-in: ask a "
            "moderator (/mod standin), who may also allow votes in the game's settings "
            "(/mod settings)."
        ),
        "service.standin_vote_self": "You cannot call a vote on your own seat.",
        "service.standin_vote_not_awaited": (
            "The game is not waiting for {name}: a vote is only for a seat the game waits for."
        ),
        "service.standin_vote_open_already": "A vote on {name}'s seat is already open.",
        "service.standin_vote_opened": (
            "{caller} calls a vote: should the built-in player play {name}'s seat (stand-in)? "
            "{need} of the {voters} other players must say yes; the vote closes {ends}, or as "
            "soon as {name} plays."
        ),
        "service.standin_vote_tally": "Votes so far: {yes} yes, {no} no; {need} yes needed.",
        "service.standin_vote_tally_passed": (
            "Vote closed: {yes} yes, {no} no. The stand-in plays {name}'s seat."
        ),
        "service.standin_vote_tally_failed": (
            "Vote closed: {yes} yes, {no} no. The seat stays with {name}."
        ),
        "service.standin_vote_tally_played": (
            "{name} played: the vote is closed ({yes} yes, {no} no). The seat stays with {name}."
        ),
        "service.standin_vote_tally_not_awaited": (
            "The game no longer waits for {name}: the vote is closed ({yes} yes, {no} no). "
            "The seat stays with {name}."
        ),
        "service.standin_vote_tally_expired": (
            "The vote's time ran out: it is closed with {yes} yes and {no} no, short of the "
            "{need} yes needed. The seat stays with {name}."
        ),
        "service.standin_vote_tally_handed": (
            "The vote is closed: {name}'s seat was handed to the stand-in another way."
        ),
        "service.standin_vote_tally_over": (
            "The game is over: the vote is closed ({yes} yes, {no} no)."
        ),
        "service.standin_vote_tally_abandoned": (
            "The game was abandoned: the vote is closed ({yes} yes, {no} no)."
        ),
        "service.standin_vote_tally_off": (
            "The moderators switched the stand-in vote off: the vote is closed ({yes} yes, "
            "{no} no). The seat stays with {name}."
        ),
        "service.standin_vote_twice": "You have already voted in this vote.",
        "service.standin_vote_not_voter": (
            "Only the other seated players may vote on {name}'s seat."
        ),
        "service.standin_vote_unknown": "That vote does not exist.",
        "service.standin_vote_closed_passed": (
            "This vote is closed: the table handed the seat over."
        ),
        "service.standin_vote_closed_against": "This vote is closed: too many voted no.",
        "service.standin_vote_closed_played": "This vote is closed: {name} has played since.",
        "service.standin_vote_closed_not_awaited": (
            "This vote is closed: the game no longer waits for {name}."
        ),
        "service.standin_vote_closed_handed": (
            "This vote is closed: the seat already has a stand-in."
        ),
        "service.standin_vote_closed_expired": "This vote is closed: its time ran out.",
        "service.standin_vote_paused": "The game is paused: the vote goes on when it resumes.",
        "service.standin_vote_closed_over": "This vote is closed: the game is over.",
        "service.standin_vote_closed_abandoned": "This vote is closed: the game was abandoned.",
        "service.standin_vote_closed_off": (
            "This vote is closed: the moderators switched the stand-in vote off."
        ),
        "service.standin_vote_failed": (
            "The vote on {name}'s seat failed: the seat stays with them."
        ),
        "service.standin_vote_passed": (
            "The table voted ({yes} of {voters}): the built-in player now plays {name}'s seat "
            "(stand-in), until {name} takes it back with /game standin-off."
        ),
    }
)

OPEN, BALLOT, CLOSED = "standin-vote", "standin-ballot", "standin-vote-closed"
VOTE_HOURS = 48
"""A vote nobody settles closes after two days: by then the table has had its say."""


@dataclass(frozen=True)
class Vote:
    """One vote, read back from the moderation log."""

    id: int
    caller: int
    target: int
    seq: int
    """The game's move number when the vote opened: a move of the target since closes it."""
    ends: float
    ballots: dict[int, bool]
    passed: bool
    why: str | None = None
    """Why it closed with no ballot, once its message says so (a `standin-vote-closed` entry)."""
    switched_off: bool = False
    """The moderators switched votes off since it opened."""

    def tally(self) -> tuple[int, int]:
        yes = sum(1 for v in self.ballots.values() if v)
        return yes, len(self.ballots) - yes


def votes(entries: list[ModerationEntry]) -> dict[int, Vote]:
    """Every vote of a game from its moderation log, by id."""
    found: dict[int, Vote] = {}
    for e in entries:
        if e.action == OPEN:
            target, ends = int(e.detail["target"]), float(e.detail["ends"])
            ballots = {e.user_id: True}
            seq = int(e.detail["seq"])
            found[e.id] = Vote(e.id, e.user_id, target, seq, ends, ballots, False)
        elif e.action == BALLOT and int(e.detail["vote"]) in found:
            found[int(e.detail["vote"])].ballots[e.user_id] = bool(e.detail["yes"])
        elif e.action == "standin" and int(e.detail.get("vote", 0)) in found:
            vote = found[int(e.detail["vote"])]
            found[vote.id] = replace(vote, passed=True)
        elif e.action == CLOSED and int(e.detail["vote"]) in found:
            vote = found[int(e.detail["vote"])]
            found[vote.id] = replace(vote, why=str(e.detail["why"]))
        elif e.action == "settings" and not e.detail.get("standin_vote", False):
            for vote in found.values():
                found[vote.id] = replace(vote, switched_off=True)
    return found


def voters(seats: list[SeatRow], target: int) -> set[int]:
    """Who votes on `target`'s seat: the other players who still play their own seats."""
    return {s.user_id for s in seats if s.user_id != target and not s.absent and not s.standin}


def needed(count: int) -> int:
    """A majority: more than half."""
    return count // 2 + 1


TALLY = "tally"
"""`Outcome.data` of a ballot: (the vote message's lines with the tally, whether the vote is
still open); the click's answer rewrites the vote message with them (`bot.delivery`)."""
TALLY_KEY = "service.standin_vote_tally"
PAUSED = "service.standin_vote_paused"
"""Why a click on a vote of a paused game is refused: the vote goes on when it resumes."""
OPENED = "standin_vote"
"""`Outcome.data` of a vote's opening: [game id, vote id]; the post that carries the buttons is
kept under `message_key` (`bot.delivery`)."""
QUIET_CLOSE = {
    "service.standin_vote_closed_played": f"{TALLY_KEY}_played",
    "service.standin_vote_closed_not_awaited": f"{TALLY_KEY}_not_awaited",
    "service.standin_vote_closed_expired": f"{TALLY_KEY}_expired",
    "service.standin_vote_closed_handed": f"{TALLY_KEY}_handed",
    "service.standin_vote_closed_over": f"{TALLY_KEY}_over",
    "service.standin_vote_closed_abandoned": f"{TALLY_KEY}_abandoned",
    "service.standin_vote_closed_off": f"{TALLY_KEY}_off",
}
"""Why a vote closed with no ballot -> the result its message shows (a ballot that closes a
vote rewrites the message itself)."""


def message_key(vote_id: int) -> str:
    """`track_message` purpose of a vote's message (the one with its buttons)."""
    return f"standin-vote:{vote_id}"


def vote_lines(seats: list[SeatRow], vote: Vote, tally_key: str) -> list[Message]:
    """The vote's message: who asks what of whom until when, then the tally (`tally_key`: the
    tally of an open vote, or the result of a closed one), counted against today's voters."""
    count = len(voters(seats, vote.target))
    name = _name(seats, vote.target)
    yes, no = vote.tally()
    opened = {
        "caller": _name(seats, vote.caller),
        "name": name,
        "need": needed(count),
        "voters": count,
        "ends": discord_timestamp(vote.ends),
    }
    tally = {"yes": yes, "no": no, "need": needed(count), "name": name}
    return [Message("service.standin_vote_opened", opened), Message(tally_key, tally)]


class StandInVotes:
    def __init__(
        self, tables: Tables, pipeline: Pipeline, standins: StandIns, dispatch: TimerDispatch
    ) -> None:
        self.tables = tables
        self.db = tables.db
        self.pipeline = pipeline
        self.standins = standins
        dispatch.register(STANDIN_VOTE, self.settle, ("running", "paused", *ENDED))

    async def call_vote(self, actor: Actor, channel_id: int, user_id: int) -> Outcome:
        """Opens a vote on `user_id`'s awaited seat, with the caller's Yes; a table of two
        hands it over at once (the caller is the only other voter)."""
        async with self.tables.locked_channel(channel_id) as row:
            seats, table, seq = await self.tables.running(row)
            if not {**DEFAULT_SETTINGS, **row.settings}["standin_vote"]:
                raise ServiceError("service.standin_vote_off")
            if actor.user_id not in voters(seats, -1):
                raise ServiceError("service.not_in_game", game_id=row.id)
            if actor.user_id == user_id:
                raise ServiceError("service.standin_vote_self")
            theirs = [s for s in seats if s.user_id == user_id]
            if not theirs:
                raise ServiceError("service.user_not_seated")
            name = theirs[0].name
            if all(s.standin for s in theirs):
                raise ServiceError("service.standin_already", name=name)
            waiting = await self.pipeline.waiting(table, seats, row.id)
            if not any(s.name in waiting for s in theirs):
                raise ServiceError("service.standin_vote_not_awaited", name=name)
            entries = await self.db.actions(row.id)
            for vote in votes(entries).values():
                if vote.target == user_id and await self._closed(row, seats, vote) is None:
                    raise ServiceError("service.standin_vote_open_already", name=name)
            now = self.tables.clock()
            ends = now + VOTE_HOURS * 3600
            detail: dict[str, Any] = {"target": user_id, "seq": seq, "ends": ends}
            at_once = needed(len(voters(seats, user_id))) <= 1
            async with self.db.transaction():  # a vote passed on the call opens with its hand-over
                await self.db.log_action(row.id, actor.user_id, OPEN, detail, at=now)
                opened = [e for e in await self.db.actions(row.id) if e.action == OPEN][-1]
                vote = votes([opened])[opened.id]
                if at_once:
                    return await self._pass(actor, row, vote, seats)
                timer = {"game": row.id, "seq": seq}
                await self.db.add_timer(row.id, STANDIN_VOTE, ends, timer)
            lines = vote_lines(seats, vote, "service.standin_vote_tally")
            post = Post(channel_id, lines, row.id, ping=sorted(voters(seats, user_id)))
            return Outcome(posts=[post], game_id=row.id, data={OPENED: [row.id, vote.id]})

    async def ballot(self, actor: Actor, game_id: int, vote_id: int, yes: bool) -> Outcome:
        """One voter's Yes or No on an open vote; refused, writing nothing, on a closed one."""
        async with self.tables.locked_game(game_id) as row:
            vote = votes(await self.db.actions(row.id)).get(vote_id)
            if vote is None:
                raise ServiceError("service.standin_vote_unknown")
            seats = await self.db.seats(row.id)
            closed = await self._closed(row, seats, vote)
            if closed is not None:
                raise ServiceError(closed, name=_name(seats, vote.target))
            if actor.user_id not in voters(seats, vote.target):
                raise ServiceError("service.standin_vote_not_voter", name=_name(seats, vote.target))
            if actor.user_id in vote.ballots:
                raise ServiceError("service.standin_vote_twice")
            now = self.tables.clock()
            detail: dict[str, Any] = {"vote": vote.id, "yes": yes}
            vote.ballots[actor.user_id] = yes
            count = len(voters(seats, vote.target))
            yes_count, no_count = vote.tally()
            async with self.db.transaction():  # the ballot that passes it counts with its hand-over
                await self.db.log_action(row.id, actor.user_id, BALLOT, detail, at=now)
                if yes_count >= needed(count):
                    outcome = await self._pass(actor, row, vote, seats)
                    outcome.data[TALLY] = (vote_lines(seats, vote, f"{TALLY_KEY}_passed"), False)
                    return outcome
            if count - no_count < needed(count):
                line = Message("service.standin_vote_failed", {"name": _name(seats, vote.target)})
                tally = (vote_lines(seats, vote, f"{TALLY_KEY}_failed"), False)
                post = Post(row.channel_id, [line], row.id)
                return Outcome(posts=[post], game_id=row.id, data={TALLY: tally})
            tally = (vote_lines(seats, vote, TALLY_KEY), True)
            return Outcome(game_id=row.id, data={TALLY: tally})

    async def settle(self, timer: TimerRow, row: GameRow) -> Outcome | None:
        """The `standin-vote` timer: rewrites the message of each vote that closed with no
        ballot since (buttons off, the result and why) and marks it done; then waits for the
        earliest open vote's end."""
        await self.db.delete_timer(timer.id)
        open_votes = [v for v in votes(await self.db.actions(row.id)).values() if v.why is None]
        if not open_votes:
            return None
        seats = await self.db.seats(row.id)
        now = self.tables.clock()
        posts: list[Post] = []
        ends: list[float] = []
        for vote in open_votes:
            closed = await self._closed(row, seats, vote)
            if closed in (None, PAUSED):
                ends.append(vote.ends)
                continue
            result = QUIET_CLOSE.get(closed)
            if result is None:
                continue  # closed by a ballot, whose click rewrote the message
            detail: dict[str, Any] = {"vote": vote.id, "why": closed}
            await self.db.log_action(row.id, vote.target, CLOSED, detail, at=now)
            kept = await self.db.tracked_message(row.id, message_key(vote.id))
            if kept is not None:
                lines = vote_lines(seats, vote, result)
                posts.append(Post(kept[0], lines, row.id, status_key=message_key(vote.id)))
        if ends:
            payload = {"game": row.id, "seq": timer.payload["seq"]}
            await self.db.add_timer(row.id, STANDIN_VOTE, min(ends), payload)
        return Outcome(posts=posts, game_id=row.id) if posts else None

    async def _pass(self, actor: Actor, row: GameRow, vote: Vote, seats: list[SeatRow]) -> Outcome:
        yes, _ = vote.tally()
        count = len(voters(seats, vote.target))
        name = _name(seats, vote.target)
        line = Message("service.standin_vote_passed", {"yes": yes, "voters": count, "name": name})
        detail: dict[str, Any] = {"vote": vote.id, "by": "table"}
        return await self.standins.hand_over_seats(row, actor, vote.target, detail, [line])

    async def _closed(self, row: GameRow, seats: list[SeatRow], vote: Vote) -> str | None:
        """Why the vote is closed (a catalogue key), or None while it is open (`PAUSED` while
        the game is paused)."""
        if vote.why is not None:
            return vote.why
        if vote.passed:
            return "service.standin_vote_closed_passed"
        count = len(voters(seats, vote.target))
        _, no = vote.tally()
        if count - no < needed(count):
            return "service.standin_vote_closed_against"
        if vote.switched_off:
            return "service.standin_vote_closed_off"
        if row.status in ENDED:
            return f"service.standin_vote_closed_{row.status}"
        theirs = [s for s in seats if s.user_id == vote.target]
        if not theirs or all(s.standin for s in theirs):
            return "service.standin_vote_closed_handed"
        if self.tables.clock() >= vote.ends:
            return "service.standin_vote_closed_expired"
        if row.status != "running":
            return PAUSED
        played = await self.db.moves(row.id, vote.seq)
        if any(m.user_id == vote.target for m in played):
            return "service.standin_vote_closed_played"
        table, _ = await self.tables.load(row, seats)
        waiting = await self.pipeline.waiting(table, seats, row.id)
        if not any(s.name in waiting for s in theirs):
            return "service.standin_vote_closed_not_awaited"
        return None


def _name(seats: list[SeatRow], user_id: int) -> str:
    return next((s.name for s in seats if s.user_id == user_id), "?")
