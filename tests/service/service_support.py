"""Test-only pieces for the service tests: a fake clock, actors, and a tiny game with a secret
simultaneous phase ("auction"), registered under the id "auction" by the `auction` fixture."""

from __future__ import annotations

import copy
import io
import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from bot.service.actor import Actor
from bot.service.outcomes import Outcome
from rules.core import (
    PUBLIC,
    Decision,
    Event,
    Game,
    Message,
    RuleError,
    event,
    register_templates,
)

register_templates(
    {
        "auction.bad_move": "Take 1 or 2 coins ({move}).",
        "auction.not_your_turn": "Not your turn, {player}.",
        "auction.took": "{player} takes {n} coins.",
        "auction.bad_bid": "Bid a whole number from 0 to your {coins} coins.",
        "auction.won": "{player} wins round {round}.",
        "auction.your_bid": "Your secret bid was {bid} (SECRET).",
        "auction.zero_bid": "A bid of 0 wins only if everyone else bids 0 too.",
    }
)


ANN = Actor(1, "Ann")
BOB = Actor(2, "Bob")
CY = Actor(3, "Cy")
MOD = Actor(99, "Mod", is_moderator=True)


def texts(outcome: Outcome) -> list[str]:
    """Every public line of an outcome, in English."""
    return [line.english() for post in outcome.posts for line in post.lines]


def note_texts(outcome: Outcome, user_id: int) -> list[str]:
    return [line.english() for n in outcome.notes if n.user_id == user_id for line in n.lines]


@dataclass(frozen=True)
class Take:
    n: int


class Auction(Game[dict[str, Any], Take]):
    """Each round every player takes 1 or 2 coins in turn, then all bid secretly for a point."""

    name = "auction"
    title = "Auction"
    min_players = 2
    max_players = 3

    def new_game(self, players, options, seed, fixed=None):
        rounds = options.get("rounds", 2)
        if not isinstance(rounds, int) or rounds < 1:
            raise RuleError("auction.bad_move", move=rounds)
        return {
            "players": list(players),
            "rounds": rounds,
            "round": 1,
            "turn": 0,
            "bidding": False,
            "coins": {p: 0 for p in players},
            "points": {p: 0 for p in players},
        }

    def default_options(self):
        return {"rounds": 2}

    def pending(self, state):
        if state["round"] > state["rounds"]:
            return []
        if state["bidding"]:
            phase = f"bid-{state['round']}"
            return [Decision(p, "bid", True, phase) for p in state["players"]]
        return [Decision(state["players"][state["turn"]], "turn")]

    def parse_move(self, data: Mapping[str, Any]) -> Take:
        if data.get("type") != "take" or data.get("n") not in (1, 2):
            raise RuleError("auction.bad_move", move=dict(data))
        return Take(data["n"])

    def move_to_json(self, move):
        return {"type": "take", "n": move.n}

    def apply(self, state, player, move):
        if state["bidding"] or state["players"][state["turn"]] != player:
            raise RuleError("auction.not_your_turn", player=player)
        new = copy.deepcopy(state)
        new["coins"][player] += move.n
        new["turn"] += 1
        if new["turn"] == len(new["players"]):
            new["turn"], new["bidding"] = 0, True
        return new, [event("auction.took", player=player, n=move.n)]

    def legal_moves(self, state, player):
        if self.pending(state) == [Decision(player, "turn")]:
            return [Take(1), Take(2)]
        return []

    def default_move(self, state, player):
        return Take(1)

    def check_orders(self, state, player, orders):
        bid = orders.get("bid")
        if (
            isinstance(bid, bool)
            or not isinstance(bid, int)
            or not 0 <= bid <= state["coins"][player]
        ):
            raise RuleError("auction.bad_bid", coins=state["coins"][player])
        return [Message("auction.zero_bid")] if bid == 0 else []

    def default_orders(self, state, player):
        return {"bid": 0}

    def demo_orders(self, state, player, rng: random.Random):
        return {"bid": rng.randint(0, state["coins"][player])}

    def resolve(self, state, orders_by_player):
        bids = {p: orders_by_player.get(p, {"bid": 0})["bid"] for p in state["players"]}
        winner = max(state["players"], key=lambda p: bids[p])
        new = copy.deepcopy(state)
        new["coins"][winner] -= bids[winner]
        new["points"][winner] += 1
        events: list[Event] = [event("auction.won", player=winner, round=state["round"])]
        events += [event("auction.your_bid", private_to=p, bid=b) for p, b in bids.items()]
        new["round"] += 1
        new["bidding"] = False
        return new, events

    def view(self, state, viewer):
        coins = state["coins"] if viewer == PUBLIC else {viewer: state["coins"].get(viewer)}
        return {"game": "auction", "viewer": viewer, "round": state["round"], "coins": coins}

    def to_json(self, state):
        return copy.deepcopy(state)

    def from_json(self, data):
        return copy.deepcopy(dict(data))

    def round_number(self, state):
        return min(state["round"], state["rounds"])

    def scores(self, state):
        return dict(state["points"])

    def breakdown(self, state):
        return {p: {"rounds": s} for p, s in state["points"].items()}

    def ranking(self, state):
        groups: dict[int, list[str]] = {}
        for p in state["players"]:
            groups.setdefault(state["points"][p], []).append(p)
        return [groups[s] for s in sorted(groups, reverse=True)]


GAME = Auction()


def render(view: dict[str, Any]) -> bytes:
    """A small real board for the Auction: the scores as text."""
    image = Image.new("RGB", (320, 80), "white")
    ImageDraw.Draw(image).text((8, 8), f"Auction {view.get('scores', {})}", fill="black")
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


CHANNEL = 100
GUILD = 5


async def started(service, kind: str = "imhotep", players=(ANN, BOB), channel=CHANNEL, **options):
    """A game created by the first player, joined by the others and started; its id."""
    created = await service.create(players[0], GUILD, channel, kind, options, seed=3)
    for actor in players[1:]:
        await service.join(actor, channel)
    await service.start(players[0], channel)
    return created.game_id


async def play_random(service, game_id: int, actors, rng: random.Random, moves: int | None = None):
    """Random legal moves by whoever is to move, until the game ends or `moves` were made."""
    by_id = {a.user_id: a for a in actors}
    outcome = None
    made = 0
    while moves is None or made < moves:
        pending = await service.pending(game_id)
        if not pending:
            break
        user_id, _ = pending[0]
        actor = by_id[user_id]
        outcome = await service.submit_move(
            actor, game_id, rng.choice(await service.legal_moves(actor, game_id))
        )
        made += 1
    return outcome
