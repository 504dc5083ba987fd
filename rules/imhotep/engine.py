"""The Imhotep engine (side A of the sites, optional pharaoh's wrath).

A turn is one action; a ship that sails to the market opens one `take_card` decision per
unloaded stone, for the stone's owner, in unloading order, before play goes on. Interpretations
of the rulebook are listed, with the passages they rest on, in `docs/imhotep-rules.md`.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from rules.core import JSON, Decision, Event, Game, RuleError, event
from rules.imhotep.data import (
    BLUE,
    BLUE_CARDS,
    CARD_NAMES,
    COLOURS,
    GREEN,
    MARKET,
    MARKET_CARDS,
    MARKET_DISPLAY,
    MAX_PLAYERS,
    MIN_LOAD,
    MIN_PLAYERS,
    OBELISKS,
    OPTIONS_DEFAULTS,
    PYRAMID,
    RED_CARD_SITE,
    ROUND_CARDS,
    ROUNDS,
    SITE_NAMES,
    SITES,
    SLED_CAPACITY,
    SOURCES,
    STARTING_SLED,
    STONES_PER_COLOUR,
    TAKE_STONES,
    TEMPLE,
    TEMPLE_COLUMNS,
    VIOLET,
)
from rules.imhotep.moves import (
    Move,
    Pass,
    PlaceStone,
    PlayChisel,
    PlayHammer,
    PlayLever,
    PlaySail,
    Sail,
    TakeCard,
    TakeStones,
    move_to_json,
    parse_move,
)
from rules.imhotep.scoring import (
    final_points,
    pyramid_points,
    temple_columns,
    temple_round_points,
)
from rules.imhotep.state import (
    Ship,
    State,
    copy_state,
    shuffled,
    state_from_json,
    state_to_json,
)

TURN = "turn"
TAKE_CARD = "take_card"


_REVEALING = frozenset(("imhotep.round_start", "imhotep.game_end", "imhotep.game_end_shared"))
"""Events of a move that cannot be taken back: a new round's ships and market cards were
drawn, or the game ended."""


class Imhotep(Game[State, Move]):
    name = "imhotep"
    title = "Imhotep"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS

    # --- setup -----------------------------------------------------------------------------

    def default_options(self) -> JSON:
        return dict(OPTIONS_DEFAULTS)

    def new_game(
        self,
        players: list[str],
        options: Mapping[str, Any],
        seed: int,
        fixed: Mapping[str, Any] | None = None,
    ) -> State:
        names = _check_players(players)
        wrath = _check_options(options)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RuleError("imhotep.seed_not_int", value=repr(seed))
        fixed = _check_fixed_keys(fixed)
        count = len(names)
        fixed_cards = _check_round_cards(fixed.get("round_cards", []), count)
        fixed_deck = _check_market_deck(fixed.get("market_deck", []))
        s = State(
            players=names,
            pharaohs_wrath=wrath,
            seed=seed,
            rng=seed,
            round=1,
            round_cards=[],
            ships=[],
            sled={name: STARTING_SLED[seat] for seat, name in enumerate(names)},
            quarry={
                name: STONES_PER_COLOUR - STARTING_SLED[seat] for seat, name in enumerate(names)
            },
            pyramid=[],
            temple=[],
            burial_chamber=[],
            obelisks=dict.fromkeys(names, 0),
            display=[],
            deck=[],
            discard=[],
            cards={name: [] for name in names},
            picks=[],
            market_stones=[],
            current=0,
            passes=0,
            points={name: dict.fromkeys(SOURCES, 0) for name in names},
            over=False,
        )
        round_rest = _remaining(ROUND_CARDS[count], fixed_cards)
        # One card leaves the game unseen: shuffle the rest and keep what the 6 rounds need.
        keys = shuffled(s, [",".join(map(str, card)) for card in round_rest])
        chosen = [tuple(int(n) for n in key.split(",")) for key in keys]
        s.round_cards = fixed_cards + chosen[: ROUNDS - len(fixed_cards)]
        full_deck = [name for name, (_, n) in MARKET_CARDS.items() for _ in range(n)]
        s.deck = fixed_deck + shuffled(s, _remaining(full_deck, fixed_deck))
        events: list[Event] = []
        _start_round(s, events)
        return s

    # --- decisions -------------------------------------------------------------------------

    def pending(self, state: State) -> list[Decision]:
        if state.over:
            return []
        if state.picks:
            return [Decision(state.picks[0], TAKE_CARD)]
        return [Decision(state.players[state.current], TURN)]

    def parse_move(self, data: Mapping[str, Any]) -> Move:
        return parse_move(data)

    def move_to_json(self, move: Move) -> JSON:
        return move_to_json(move)

    def apply(self, state: State, player: str, move: Move) -> tuple[State, list[Event]]:
        _check_decision(state, player, move)
        s = copy_state(state)
        events: list[Event] = []
        if isinstance(move, TakeCard):
            _take_card(s, player, move.card, events)
            return s, events
        if isinstance(move, Pass):
            _pass(s, player, events)
            return s, events
        if isinstance(move, TakeStones):
            _take_stones(s, player, events)
        elif isinstance(move, PlaceStone):
            _place(s, player, move.ship, move.slot, events)
        elif isinstance(move, Sail):
            _sail(s, player, move.ship, move.site, None, events)
        else:
            _play_card(s, player, move, events)
        s.passes = 0
        _end_turn(s, events)
        return s, events

    def legal_moves(self, state: State, player: str) -> list[Move]:
        if state.over:
            return []
        if state.picks:
            if player != state.picks[0]:
                return []
            return [TakeCard(card) for card in dict.fromkeys(state.display)]
        if player != state.players[state.current]:
            return []
        return _turn_moves(state, player)

    def forced_move(self, state: State, player: str) -> Move | None:
        """As `Game.forced_move`, listing no more of a turn's moves than the first two: the
        service asks after every move, and a turn nearly always has a choice (taking stones
        and placing one), while listing every move writes out each blue card's variants."""
        if state.over or state.picks or player != state.players[state.current]:
            return super().forced_move(state, player)
        first = list(itertools.islice(_each_turn_move(state, player), 2))
        if not first:
            return Pass()
        if len(first) == 1:
            return first[0]
        one, other = first
        if type(one) is not type(other) or move_to_json(one) != move_to_json(other):
            return None  # two kinds of move are never the same move: no JSON to compare
        return super().forced_move(state, player)

    def undoable(self, before: State, player: str, move: Move, events: Sequence[Event]) -> bool:
        """Every move but a market pick, unless it ended the round: the next round reveals its
        ships and draws the market's cards (or the game ends). See `docs/undo.md`."""
        if isinstance(move, TakeCard):
            return False
        return not any(e.message.key in _REVEALING for e in events)

    def default_move(self, state: State, player: str) -> Move:
        if state.picks:
            return TakeCard(state.display[0])
        if _can_take(state, player):
            return TakeStones()
        slots = _empty_slots(state)
        if state.sled[player] and slots:
            return PlaceStone(*slots[0])
        sailable = _sailable(state)
        if sailable:
            return Sail(sailable[0], _free_sites(state)[0])
        return Pass()

    def demo_move(self, state: State, player: str, rng: random.Random) -> Move:
        """A simple policy: take stones when short, load ships, sail ships that carry more of
        one's own stones than anyone else's, now and then play a blue card."""
        if state.picks:
            return _demo_pick(state, player, rng)
        held_blue = [card for card in state.cards[player] if card in BLUE_CARDS]
        if held_blue and rng.random() < 0.25:
            card = rng.choice(held_blue)
            options = [m for m in _turn_moves(state, player) if _card_of(m) == card]
            if options:
                return rng.choice(options)
        sailable = _sailable(state)
        best = _best_sail(state, player, sailable)
        if best is not None and (rng.random() < 0.5 or not _empty_slots(state)):
            return Sail(best, _demo_site(state, rng))
        sled = state.sled[player]
        if _can_take(state, player) and (sled == 0 or (sled < 2 and rng.random() < 0.5)):
            return TakeStones()
        slots = _empty_slots(state)
        if sled and slots:
            return PlaceStone(*rng.choice(slots))
        if sailable:
            return Sail(rng.choice(sailable), _demo_site(state, rng))
        if _can_take(state, player):
            return TakeStones()
        return Pass()

    # --- reading the state -----------------------------------------------------------------

    def view(self, state: State, viewer: str) -> JSON:
        s = state
        scores = self.scores(s)
        columns = TEMPLE_COLUMNS[len(s.players)]
        return {
            "game": self.name,
            "viewer": viewer,
            "players": list(s.players),
            "colours": {name: COLOURS[seat] for seat, name in enumerate(s.players)},
            "round": s.round,
            "rounds": ROUNDS,
            "over": s.over,
            "current_player": None if s.over or s.picks else s.players[s.current],
            "pending": [{"player": d.player, "kind": d.kind} for d in self.pending(s)],
            "scores": scores,
            "breakdown": self.breakdown(s),
            "sleds": dict(s.sled),
            "quarries": dict(s.quarry),
            "ships": [
                {
                    "index": index,
                    "size": ship.size,
                    "min_load": MIN_LOAD[ship.size],
                    "slots": ship.slots[:],
                    "sailed_to": ship.sailed_to,
                }
                for index, ship in enumerate(s.ships)
            ],
            "sites": {
                PYRAMID: s.pyramid[:],
                TEMPLE: temple_columns(s.temple, columns),
                "burial_chamber": s.burial_chamber[:],
                OBELISKS: dict(s.obelisks),
                MARKET: {"display": s.display[:], "picks": s.picks[:]},
            },
            "cards": {name: held[:] for name, held in s.cards.items()},
            "deck_size": len(s.deck),
            "discard_size": len(s.discard),
            "ranking": self.ranking(s) if s.over else None,
        }

    def view_since(self, before: State, moves: Sequence[Mapping[str, Any]], viewer: str) -> JSON:
        """The view after `moves` (logged replay JSON, each naming its "player") are played from
        `before`, plus `"since"`: what they did, so a board image can tell the turn or the round
        since the last image. Everything in it was public when it happened:

        - `from_round`: the round `before` was in;
        - `rounds_ended`: the rounds that ended during the moves (the game's last one included);
        - `voyages`: each ship that sailed, in order: `round`, `ship` (index), `size`, `site`,
          `by` (who sailed it) and `cargo`, the owners of its stones in unloading order;
        - `cards_taken`: each market card taken, in order: `round`, `player`, `card`.

        A move the engine refuses raises RuleError, as `apply` does (a log replays cleanly).
        """
        s = before
        voyages: list[JSON] = []
        taken: list[JSON] = []
        ended: list[int] = []
        for logged in moves:
            player = str(logged.get("player"))
            move = parse_move({k: v for k, v in logged.items() if k != "player"})
            after, _ = self.apply(s, player, move)
            voyage = _voyage(s, player, move)
            if voyage is not None:
                voyages.append(voyage)
            if isinstance(move, TakeCard):
                taken.append({"round": s.round, "player": player, "card": move.card})
            if after.round != s.round or (after.over and not s.over):
                ended.append(s.round)
            s = after
        view = self.view(s, viewer)
        view["since"] = {
            "from_round": before.round,
            "rounds_ended": ended,
            "voyages": voyages,
            "cards_taken": taken,
        }
        return view

    def to_json(self, state: State) -> JSON:
        return state_to_json(state)

    def from_json(self, data: Mapping[str, Any]) -> State:
        return state_from_json(data)

    def round_number(self, state: State) -> int:
        return state.round

    def scores(self, state: State) -> dict[str, int]:
        return {name: sum(pts.values()) for name, pts in state.points.items()}

    def breakdown(self, state: State) -> dict[str, dict[str, int]]:
        return {name: dict(pts) for name, pts in state.points.items()}

    def ranking(self, state: State) -> list[list[str]]:
        """By score, then by stones left on the sled; players still equal share a place."""
        scores = self.scores(state)
        keys = {name: (scores[name], state.sled[name]) for name in state.players}
        ordered = sorted(state.players, key=lambda name: keys[name], reverse=True)
        groups: list[list[str]] = []
        for name in ordered:
            if groups and keys[groups[-1][0]] == keys[name]:
                groups[-1].append(name)
            else:
                groups.append([name])
        return groups


GAME = Imhotep()


def _voyage(s: State, player: str, move: Move) -> JSON | None:
    """The ship a move sails, from the state just before it, with its cargo in unloading order
    (the stone a sail card places included, a lever's order followed); None for other moves."""
    if not isinstance(move, Sail | PlaySail | PlayLever):
        return None
    ship = s.ships[move.ship]
    slots = ship.slots[:]
    if isinstance(move, PlaySail):
        slots[move.slot] = player
    order = move.order if isinstance(move, PlayLever) else range(ship.size)
    return {
        "round": s.round,
        "ship": move.ship,
        "size": ship.size,
        "site": move.site,
        "by": player,
        "cargo": [owner for owner in (slots[k] for k in order) if owner is not None],
    }


# --- validation of a new game ------------------------------------------------------------------


def _check_players(players: Any) -> tuple[str, ...]:
    if not isinstance(players, list | tuple):
        raise RuleError("imhotep.players_not_list")
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise RuleError("imhotep.player_count", count=len(players))
    for name in players:
        if not isinstance(name, str) or not name.strip():
            raise RuleError("imhotep.player_name", name=repr(name))
    for name, used in Counter(players).items():
        if used > 1:
            raise RuleError("imhotep.player_twice", name=name)
    return tuple(players)


def _check_options(options: Any) -> bool:
    if not isinstance(options, Mapping):
        raise RuleError("imhotep.options_not_object")
    for key, value in options.items():
        if key not in OPTIONS_DEFAULTS:
            raise RuleError(
                "imhotep.unknown_option", option=repr(key), choices=", ".join(OPTIONS_DEFAULTS)
            )
        if not isinstance(value, bool):
            raise RuleError("imhotep.option_not_bool", option=key, value=repr(value))
    return bool(options.get("pharaohs_wrath", OPTIONS_DEFAULTS["pharaohs_wrath"]))


def _check_fixed_keys(fixed: Any) -> Mapping[str, Any]:
    if fixed is None:
        return {}
    if not isinstance(fixed, Mapping):
        raise RuleError("imhotep.fixed_not_object")
    for key in fixed:
        if key not in ("round_cards", "market_deck"):
            raise RuleError("imhotep.unknown_fixed", name=repr(key))
    return fixed


def _check_round_cards(cards: Any, count: int) -> list[tuple[int, ...]]:
    if not isinstance(cards, list) or len(cards) > ROUNDS:
        raise RuleError("imhotep.round_cards_not_list", value=_short(cards))
    valid = ROUND_CARDS[count]
    result = []
    for card in cards:
        if not isinstance(card, list) or not all(
            isinstance(n, int) and not isinstance(n, bool) for n in card
        ):
            raise RuleError("imhotep.round_cards_not_list", value=_short(cards))
        if tuple(card) not in valid:
            raise RuleError(
                "imhotep.round_card_invalid",
                card=_card_text(card),
                count=count,
                choices=", ".join(_card_text(c) for c in valid),
            )
        result.append(tuple(card))
    for card, used in Counter(result).items():
        if used > valid.count(card):
            raise RuleError(
                "imhotep.round_card_twice", card=_card_text(card), used=used, count=count
            )
    return result


def _check_market_deck(cards: Any) -> list[str]:
    if not isinstance(cards, list):
        raise RuleError("imhotep.market_deck_not_list", value=_short(cards))
    for card in cards:
        if card not in CARD_NAMES:
            raise RuleError("imhotep.unknown_card", card=repr(card), choices=", ".join(CARD_NAMES))
    for card, used in Counter(cards).items():
        available = MARKET_CARDS[card][1]
        if used > available:
            raise RuleError(
                "imhotep.market_deck_too_many", card=card, used=used, available=available
            )
    return list(cards)


def _remaining(pool: Any, taken: list[Any]) -> list[Any]:
    """`pool` minus the items in `taken` (as multisets), in pool order."""
    rest = list(pool)
    for item in taken:
        rest.remove(item)
    return rest


def _card_text(card: Any) -> str:
    return "-".join(str(n) for n in card)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


# --- whose decision ------------------------------------------------------------------------


def _check_decision(s: State, player: str, move: Move) -> None:
    if player not in s.players:
        raise RuleError("imhotep.unknown_player", player=player)
    if s.over:
        raise RuleError("imhotep.game_over")
    if s.picks:
        picker = s.picks[0]
        if player != picker:
            raise RuleError("imhotep.not_your_pick", picker=picker, player=player)
        if not isinstance(move, TakeCard):
            raise RuleError("imhotep.must_take_card", player=player, cards=", ".join(s.display))
        return
    current = s.players[s.current]
    if player != current:
        raise RuleError("imhotep.not_your_turn", current=current, player=player)
    if isinstance(move, TakeCard):
        raise RuleError("imhotep.no_pick_pending", current=current)


# --- actions (each works on a fresh copy) ------------------------------------------------------


def _take_stones(s: State, player: str, events: list[Event]) -> None:
    sled, quarry = s.sled[player], s.quarry[player]
    if sled >= SLED_CAPACITY:
        raise RuleError("imhotep.sled_full", sled=sled)
    if quarry <= 0:
        raise RuleError("imhotep.quarry_empty")
    count = min(TAKE_STONES, SLED_CAPACITY - sled, quarry)
    s.sled[player] = sled + count
    s.quarry[player] = quarry - count
    events.append(
        event(
            "imhotep.took_stones",
            player=player,
            count=count,
            sled=s.sled[player],
            quarry=s.quarry[player],
        )
    )


def _ship(s: State, index: int) -> Ship:
    if not 0 <= index < len(s.ships):
        raise RuleError("imhotep.no_such_ship", ship=index, last=len(s.ships) - 1)
    return s.ships[index]


def _unsailed(s: State, index: int) -> Ship:
    ship = _ship(s, index)
    if ship.sailed_to is not None:
        raise RuleError(
            "imhotep.ship_sailed",
            ship=index,
            site=ship.sailed_to,
            site_name=SITE_NAMES[ship.sailed_to],
        )
    return ship


def _place(s: State, player: str, index: int, slot: int, events: list[Event]) -> None:
    ship = _unsailed(s, index)
    if not 0 <= slot < ship.size:
        raise RuleError("imhotep.no_such_slot", ship=index, slot=slot, last=ship.size - 1)
    owner = ship.slots[slot]
    if owner is not None:
        raise RuleError("imhotep.slot_taken", ship=index, slot=slot, owner=owner)
    if s.sled[player] <= 0:
        raise RuleError("imhotep.sled_empty")
    s.sled[player] -= 1
    ship.slots[slot] = player
    events.append(event("imhotep.placed", player=player, ship=index, slot=slot))


def _sail(
    s: State,
    player: str,
    index: int,
    site: str,
    order: tuple[int, ...] | None,
    events: list[Event],
) -> None:
    if site not in SITES:
        raise RuleError("imhotep.unknown_site", site=repr(site), choices=", ".join(SITES))
    ship = _unsailed(s, index)
    load = [slot for slot, owner in enumerate(ship.slots) if owner is not None]
    minimum = MIN_LOAD[ship.size]
    if len(load) < minimum:
        raise RuleError("imhotep.too_light", ship=index, min=minimum, count=len(load))
    for other, visited in enumerate(s.ships):
        if visited.sailed_to == site:
            raise RuleError(
                "imhotep.site_taken", other=other, site=site, site_name=SITE_NAMES[site]
            )
    if order is not None:
        if sorted(order) != load:
            raise RuleError(
                "imhotep.lever_order",
                ship=index,
                slots=", ".join(map(str, load)),
                order=", ".join(map(str, order)) or "nothing",
            )
        load = list(order)
    stones = [str(ship.slots[slot]) for slot in load]
    ship.sailed_to = site
    ship.slots = [None] * ship.size
    _unload(s, player, index, site, stones, events)


def _unload(
    s: State, player: str, index: int, site: str, stones: list[str], events: list[Event]
) -> None:
    if site == MARKET:
        s.market_stones = stones
        s.picks = stones[: len(s.display)]
        if s.picks:
            events.append(
                event("imhotep.sailed_market", player=player, ship=index, pickers=list(s.picks))
            )
        else:
            events.append(event("imhotep.sailed_empty_market", player=player, ship=index))
            _return_market_stones(s, events)
        return
    if site == PYRAMID:
        scored: dict[str, int] = {}
        for owner in stones:
            scored[owner] = scored.get(owner, 0) + _put_stone(s, owner, PYRAMID)
        text = ", ".join(f"{name} +{points}" for name, points in scored.items())
        events.append(
            event(
                "imhotep.sailed_pyramid",
                player=player,
                ship=index,
                points=text,
                scored=[[name, points] for name, points in scored.items()],
            )
        )
        return
    for owner in stones:
        _put_stone(s, owner, site)
    events.append(
        event(
            "imhotep.sailed_site",
            player=player,
            ship=index,
            site=site,
            site_name=SITE_NAMES[site],
            stones=list(stones),
        )
    )


def _put_stone(s: State, owner: str, site: str) -> int:
    """Puts one stone on the first free space of a site; returns the points it scores now."""
    if site == PYRAMID:
        points = pyramid_points(len(s.pyramid))
        s.pyramid.append(owner)
        s.points[owner][PYRAMID] += points
        return points
    if site == TEMPLE:
        s.temple.append(owner)
    elif site == OBELISKS:
        s.obelisks[owner] += 1
    else:
        s.burial_chamber.append(owner)
    return 0


def _take_card(s: State, player: str, card: str, events: list[Event]) -> None:
    if card not in s.display:
        raise RuleError("imhotep.card_not_on_display", card=card, cards=", ".join(s.display))
    s.display.remove(card)
    s.picks.pop(0)
    events.append(event("imhotep.took_card", player=player, card=card))
    if card in RED_CARD_SITE:
        _red_card(s, player, card, events)
    else:
        s.cards[player].append(card)
    if not s.display:
        s.picks.clear()
    if not s.picks:
        _return_market_stones(s, events)
        _end_turn(s, events)


def _red_card(s: State, player: str, card: str, events: list[Event]) -> None:
    site = RED_CARD_SITE[card]
    s.discard.append(card)
    if s.quarry[player] <= 0:
        events.append(event("imhotep.red_card_wasted", player=player, card=card))
        return
    s.quarry[player] -= 1
    points = _put_stone(s, player, site)
    if site == PYRAMID:
        events.append(event("imhotep.red_card_pyramid", player=player, card=card, points=points))
    else:
        events.append(
            event(
                "imhotep.red_card_placed",
                player=player,
                card=card,
                site=site,
                site_name=SITE_NAMES[site],
            )
        )


def _return_market_stones(s: State, events: list[Event]) -> None:
    for owner in s.market_stones:
        s.quarry[owner] += 1
    if s.market_stones:
        events.append(event("imhotep.stones_home"))
    s.market_stones = []


def _play_card(
    s: State, player: str, move: PlayHammer | PlayChisel | PlaySail | PlayLever, events: list[Event]
) -> None:
    card = _card_of(move)
    held = s.cards[player]
    if card not in held:
        raise RuleError("imhotep.no_card", card=card)
    held.remove(card)
    s.discard.append(card)
    events.append(event("imhotep.played_card", player=player, card=card))
    if isinstance(move, PlayHammer):
        if (move.ship is None) != (move.slot is None):
            raise RuleError("imhotep.hammer_half_placement")
        _take_stones(s, player, events)
        if move.ship is not None and move.slot is not None:
            _place(s, player, move.ship, move.slot, events)
    elif isinstance(move, PlayChisel):
        if s.sled[player] < 2:
            raise RuleError("imhotep.chisel_sled", sled=s.sled[player])
        for ship, slot in move.stones:
            _place(s, player, ship, slot, events)
    elif isinstance(move, PlaySail):
        _place(s, player, move.ship, move.slot, events)
        _sail(s, player, move.ship, move.site, None, events)
    else:
        _sail(s, player, move.ship, move.site, move.order, events)


def _card_of(move: Move) -> str | None:
    if isinstance(move, PlayHammer):
        return "hammer"
    if isinstance(move, PlayChisel):
        return "chisel"
    if isinstance(move, PlaySail):
        return "sail"
    if isinstance(move, PlayLever):
        return "lever"
    return None


def _pass(s: State, player: str, events: list[Event]) -> None:
    example = _some_action(s, player)
    if example is not None:
        raise RuleError("imhotep.pass_not_allowed", example=example)
    events.append(event("imhotep.passed", player=player))
    s.passes += 1
    if s.passes >= len(s.players):
        stuck = [str(i) for i, ship in enumerate(s.ships) if ship.sailed_to is None]
        events.append(event("imhotep.round_stuck", round=s.round, ships=", ".join(stuck)))
        _end_round(s, (s.current + 1) % len(s.players), events)
    else:
        s.current = (s.current + 1) % len(s.players)


def _some_action(s: State, player: str) -> str | None:
    """A basic action `player` could take now, as its move JSON text; None if there is none.

    Blue cards need no separate check: each needs a basic action to be possible."""
    if _can_take(s, player):
        return '{"type": "take_stones"}'
    slots = _empty_slots(s)
    if s.sled[player] and slots:
        ship, slot = slots[0]
        return f'{{"type": "place_stone", "ship": {ship}, "slot": {slot}}}'
    sailable = _sailable(s)
    if sailable:
        return f'{{"type": "sail", "ship": {sailable[0]}, "site": "{_free_sites(s)[0]}"}}'
    return None


# --- turn and round flow ------------------------------------------------------------------------


def _end_turn(s: State, events: list[Event]) -> None:
    if s.picks:
        return
    following = (s.current + 1) % len(s.players)
    if all(ship.sailed_to is not None for ship in s.ships):
        _end_round(s, following, events)
    else:
        s.current = following


def _start_round(s: State, events: list[Event]) -> None:
    sizes = s.round_cards[s.round - 1]
    s.ships = [Ship(size, [None] * size) for size in sizes]
    for _ in range(MARKET_DISPLAY):
        if not s.deck:
            if not s.discard:
                break
            s.deck = shuffled(s, s.discard)
            s.discard = []
        s.display.append(s.deck.pop(0))
    events.append(
        event(
            "imhotep.round_start",
            round=s.round,
            sizes=", ".join(map(str, sizes)),
            cards=", ".join(s.display),
            player=s.players[s.current],
        )
    )


def _end_round(s: State, following: int, events: list[Event]) -> None:
    for ship in s.ships:
        for owner in ship.slots:
            if owner is not None:
                s.quarry[owner] += 1
        ship.slots = [None] * ship.size
    temple = temple_round_points(s)
    scored = {name: pts for name, pts in temple.items() if pts}
    for name, pts in scored.items():
        s.points[name][TEMPLE] += pts
    if scored:
        text = ", ".join(f"{name} {pts}" for name, pts in scored.items())
        events.append(event("imhotep.temple_scores", round=s.round, points=text))
    else:
        events.append(event("imhotep.temple_empty", round=s.round))
    s.discard.extend(s.display)
    s.display = []
    if s.round >= ROUNDS:
        _end_game(s, events)
        return
    s.round += 1
    s.current = following
    s.passes = 0
    _start_round(s, events)


def _end_game(s: State, events: list[Event]) -> None:
    for name, points in final_points(s).items():
        for source, pts in points.items():
            s.points[name][source] += pts
    s.over = True
    scores = GAME.scores(s)
    first = GAME.ranking(s)[0]
    text = ", ".join(f"{name} {scores[name]}" for name in s.players)
    key = "imhotep.game_end" if len(first) == 1 else "imhotep.game_end_shared"
    events.append(event(key, scores=text, winners=", ".join(first)))


# --- what can be done now ----------------------------------------------------------------------


def _can_take(s: State, player: str) -> bool:
    return s.sled[player] < SLED_CAPACITY and s.quarry[player] > 0


def _empty_slots(s: State) -> list[tuple[int, int]]:
    return [
        (index, slot)
        for index, ship in enumerate(s.ships)
        if ship.sailed_to is None
        for slot, owner in enumerate(ship.slots)
        if owner is None
    ]


def _load(ship: Ship) -> int:
    return sum(1 for owner in ship.slots if owner is not None)


def _sailable(s: State) -> list[int]:
    return [
        index
        for index, ship in enumerate(s.ships)
        if ship.sailed_to is None and _load(ship) >= MIN_LOAD[ship.size]
    ]


def _free_sites(s: State) -> list[str]:
    visited = {ship.sailed_to for ship in s.ships}
    return [site for site in SITES if site not in visited]


def _turn_moves(s: State, player: str) -> list[Move]:
    """Every legal action of the player whose turn it is (no market pick pending)."""
    return list(_each_turn_move(s, player)) or [Pass()]


def _each_turn_move(s: State, player: str) -> Iterator[Move]:
    """The legal actions of the player whose turn it is, one by one, passing aside (it is
    legal only when nothing else is); each part of the state is read only once a move needs it,
    so that asking for the first two (`Imhotep.forced_move`) reads little."""
    can_take = _can_take(s, player)
    sled = s.sled[player]
    if can_take:
        yield TakeStones()
    slots = _empty_slots(s)
    if sled:
        yield from (PlaceStone(ship, slot) for ship, slot in slots)
    sites = _free_sites(s)
    sailable = _sailable(s)
    yield from (Sail(ship, site) for ship in sailable for site in sites)
    held = set(s.cards[player])
    if "hammer" in held and can_take:
        yield PlayHammer()
        yield from (PlayHammer(ship, slot) for ship, slot in slots)
    if "chisel" in held and sled >= 2:
        yield from (PlayChisel((a, b)) for a, b in itertools.combinations(slots, 2))
    if "sail" in held and sled:
        for ship, slot in slots:
            boat = s.ships[ship]
            if _load(boat) + 1 >= MIN_LOAD[boat.size]:
                yield from (PlaySail(ship, slot, site) for site in sites)
    if "lever" in held:
        for ship in sailable:
            load = [k for k, owner in enumerate(s.ships[ship].slots) if owner is not None]
            for order in itertools.permutations(load):
                yield from (PlayLever(ship, site, order) for site in sites)


# --- the demo policy -----------------------------------------------------------------------------

_PICK_PREFERENCE = {BLUE: 3, VIOLET: 3, GREEN: 2}
"""Demo pick weights by card colour; red cards weigh 1."""


def _demo_pick(s: State, player: str, rng: random.Random) -> Move:
    cards = list(dict.fromkeys(s.display))
    weights = [_PICK_PREFERENCE.get(MARKET_CARDS[card][0], 1) for card in cards]
    return TakeCard(rng.choices(cards, weights)[0])


def _best_sail(s: State, player: str, sailable: list[int]) -> int | None:
    """The sailable ship where the player's stones most outnumber any rival's, if any does."""
    best, margin = None, 0
    for index in sailable:
        counts = Counter(owner for owner in s.ships[index].slots if owner is not None)
        mine = counts.pop(player, 0)
        lead = mine - max(counts.values(), default=0)
        if lead > margin:
            best, margin = index, lead
    return best


def _demo_site(s: State, rng: random.Random) -> str:
    sites = _free_sites(s)
    for site in (PYRAMID, MARKET):
        if site in sites and rng.random() < 0.6:
            return site
    return rng.choice(sites)
