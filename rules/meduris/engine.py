"""The Meduris engine (Stefan Dorra, Ralf zur Linde; HABA 2016).

A turn is a die roll (small harvest), then one action: big harvest, hut or temple. A roll of
`any` or `return` first asks each player from the roller; a build moves the druid, whose ritual
asks each visited hut's owner for an offering. One decision is pending at a time, except in a
small harvest whose answers cannot depend on their order: then every player concerned decides
at once. An `exchange` (3 materials for 1) is allowed to anyone at any time before the game is
over.
Interpretations of the rulebook, with the passages they rest on: `docs/meduris-rules.md`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from rules.core import JSON, Decision, Event, Game, RuleError, event
from rules.meduris import buildslots, legal
from rules.meduris.board import group_size, is_hut, next_hut, settlements, temple_points
from rules.meduris.data import (
    ANY,
    COLOURS,
    DIE_FACES,
    DRUID_TOKEN,
    FREE_HUT_TOKEN,
    HIGHLAND_CAPACITY,
    HUT,
    HUTS,
    MATERIAL_TOTAL,
    MATERIALS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    POINTS_TOKEN,
    POINTS_TOKEN_VP,
    RETURN,
    RINGS,
    ROCK_SPACES,
    SOURCES,
    STARTING_MATERIALS,
    STARTING_POINTS,
    TEMPLE,
    TEMPLES,
    TOKEN_GAP,
    TOKEN_KINDS,
    TOKENS_PER_KIND,
    WORKERS,
    ring_size,
)
from rules.meduris.demo import demo_move
from rules.meduris.moves import (
    BigHarvest,
    BuildHut,
    BuildTemple,
    Exchange,
    Move,
    Offer,
    PlaceWorker,
    ReturnMaterial,
    TakeMaterial,
    move_to_json,
    parse_move,
    pay_counts,
)
from rules.meduris.payments import amounts, payment
from rules.meduris.state import (
    State,
    draw,
    fork,
    held,
    own_buildings,
    own_final_visits,
    own_fixed_dice,
    own_harvest_queue,
    own_huts_left,
    own_runes,
    own_temples_left,
    own_tokens,
    roll,
    scored,
    stack,
    state_from_json,
    state_to_json,
)

PLACE_WORKER = "place_worker"
TAKE_MATERIAL = "take_material"
RETURN_MATERIAL = "return_material"
TURN = "turn"
OFFER = "offer"
DECISION_KINDS = (PLACE_WORKER, TAKE_MATERIAL, RETURN_MATERIAL, TURN, OFFER)

SETUP, PLAY, LAST_TURNS, DRUID_FINAL, OVER = "setup", "play", "last_turns", "druid_final", "over"

_MOVE_KIND: dict[type, str] = {
    PlaceWorker: PLACE_WORKER,
    TakeMaterial: TAKE_MATERIAL,
    ReturnMaterial: RETURN_MATERIAL,
    BigHarvest: TURN,
    BuildHut: TURN,
    BuildTemple: TURN,
    Offer: OFFER,
}
"""The decision each move type answers (an exchange answers none)."""


_REVEALING = frozenset(("meduris.die_rolled", "meduris.game_end", "meduris.game_end_shared"))
"""Events of a move that cannot be taken back: the die was rolled, or the game ended."""


class Meduris(Game[State, Move]):
    name = "meduris"
    title = "Meduris"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS

    # --- setup -----------------------------------------------------------------------------

    def default_options(self) -> JSON:
        return {}

    def new_game(
        self,
        players: list[str],
        options: Mapping[str, Any],
        seed: int,
        fixed: Mapping[str, Any] | None = None,
    ) -> State:
        names = _check_players(players)
        if not isinstance(options, Mapping):
            raise RuleError("meduris.options_not_object")
        for key in options:
            raise RuleError("meduris.unknown_option", option=repr(key))
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RuleError("meduris.seed_not_int", value=repr(seed))
        fixed = _check_fixed_keys(fixed)
        count = len(names)
        size = ring_size(count)
        dice = _check_dice(fixed.get("dice", []))
        s = State(
            players=names,
            seed=seed,
            rng=seed,
            fixed_dice=dice,
            stage=SETUP,
            placed=0,
            highlands={m: [] for m in MATERIALS},
            supply=dict.fromkeys(MATERIALS, MATERIAL_TOTAL - STARTING_MATERIALS * count),
            materials={name: dict.fromkeys(MATERIALS, STARTING_MATERIALS) for name in names},
            buildings=[None] * size,
            tokens={},
            runes=[None] * 9,
            huts_left=dict.fromkeys(names, HUTS[count]),
            temples_left=dict.fromkeys(names, TEMPLES),
            builds=0,
            druid_rock=0,
            druid_space=None,
            current=0,
            turns_started=0,
            die=None,
            harvest_queue=[],
            ritual=None,
            final_visits=[],
            last_turns_left=None,
            points={
                name: {**dict.fromkeys(SOURCES, 0), "start": STARTING_POINTS} for name in names
            },
        )
        if "bonus_tokens" in fixed:
            s.tokens = _check_tokens(fixed["bonus_tokens"], size)
        else:
            s.tokens = _random_tokens(s)
        return s

    # --- decisions -------------------------------------------------------------------------

    def pending(self, state: State) -> list[Decision]:
        deciding = _deciding(state)
        if deciding is None:
            return []
        kind, players = deciding
        return list(_decisions(tuple(players), kind))

    def parse_move(self, data: Mapping[str, Any]) -> Move:
        return parse_move(data)

    def move_to_json(self, move: Move) -> JSON:
        return move_to_json(move)

    def allows_any_time(self, move: Mapping[str, Any]) -> bool:
        """An exchange (3 materials for 1) may be made by anyone at any time."""
        return isinstance(move, Mapping) and move.get("type") == "exchange"

    def apply(self, state: State, player: str, move: Move) -> tuple[State, list[Event]]:
        kind, play = _PLAY[type(move)]
        deciding = _deciding(state)
        if (
            deciding is None
            or kind != deciding[0]
            or player not in deciding[1]
            or player not in state.players
        ):
            _check_decision(state, player, move, deciding)
        s = fork(state)
        events: list[Event] = []
        play(s, player, move, events)
        return s, events

    def legal_moves(self, state: State, player: str) -> list[Move]:
        """Every move for the pending decision of `player` ([] if none is theirs); builds and
        offerings with the exact payment, or at most 4 canonical substitutions (see
        `payments.substitute`). Exchanges are never listed."""
        deciding = _deciding(state)
        if deciding is None or player not in deciding[1]:
            return []
        kind = deciding[0]
        if kind == PLACE_WORKER:
            return legal.placements(state)
        if kind == TAKE_MATERIAL:
            return legal.takes(state)
        if kind == RETURN_MATERIAL:
            return legal.returns(state, player)
        if kind == TURN:
            return legal.turn_moves(state, player)
        space = _ritual_space(state)
        return legal.offers(state, player, space, state.tokens.get(space) == DRUID_TOKEN)

    def forced_move(self, state: State, player: str) -> Move | None:
        """Only a take, a return or an offering can leave a single choice (a worker always
        has two highlands or more to go to); see `docs/meduris-rules.md`, "Forced choices"."""
        if _kind_for(state, player) not in (TAKE_MATERIAL, RETURN_MATERIAL, OFFER):
            return None
        return super().forced_move(state, player)

    def undoable(self, before: State, player: str, move: Move, events: Sequence[Event]) -> bool:
        """Any move after which nobody rolled the die (a move that ends a turn starts the next
        one with a roll) and the game goes on. See `docs/undo.md`."""
        return not any(e.message.key in _REVEALING for e in events)

    def default_move(self, state: State, player: str) -> Move:
        """Offer nothing, big harvest with the first worker, else the first listed move."""
        kind = _kind_for(state, player)
        if kind is None:
            raise RuleError("meduris.no_decision", player=player)
        if kind == OFFER:
            return Offer(())
        if kind == TURN:
            return legal.big_harvests(state, player)[0]
        return self.legal_moves(state, player)[0]

    def demo_move(self, state: State, player: str, rng: random.Random) -> Move:
        """Builds what it can afford (tokens, runes and settlements first), harvests otherwise,
        offers when it pays and exchanges surplus for what it lacks."""
        kind = _kind_for(state, player)
        if kind is None:
            raise RuleError("meduris.no_decision", player=player)
        return demo_move(state, player, kind, rng)

    # --- reading the state -----------------------------------------------------------------

    def view(self, state: State, viewer: str) -> JSON:
        s = state
        size = len(s.buildings)
        ring = RINGS[size]
        over = s.stage == OVER
        players = []
        for seat, name in enumerate(s.players):
            entry: JSON = {
                "name": name,
                "colour": COLOURS[seat],
                "score": _score(s, name),
                "huts_left": s.huts_left[name],
                "temples_left": s.temples_left[name],
                "huts_built": HUTS[len(s.players)] - s.huts_left[name],
                "temples_built": TEMPLES - s.temples_left[name],
                "runes": [d for d, holder in enumerate(s.runes) if holder == name],
            }
            if viewer == name:
                entry["materials"] = dict(s.materials[name])
            players.append(entry)
        data: JSON = {
            "game": self.name,
            "viewer": viewer,
            "round": self.round_number(s),
            "stage": s.stage,
            "ring_size": size,
            "approximate_ring": size == 40,
            "players": players,
            "ring": [
                {
                    "space": space,
                    "district": district,
                    "cost": list(pair),
                    "building": _building_view(s.buildings[space]),
                    "token": s.tokens.get(space),
                }
                for space, (district, pair) in enumerate(ring)
            ],
            "druid": {"rock": s.druid_rock, "space": s.druid_space},
            "runes": {str(d): holder for d, holder in enumerate(s.runes)},
            "highlands": {m: stack[:] for m, stack in s.highlands.items()},
            "supply_available": {m: s.supply[m] > 0 for m in MATERIALS},
            "die": s.die,
            "current_player": s.players[s.current] if s.stage in (PLAY, LAST_TURNS) else None,
            "pending": [d.to_json() for d in self.pending(s)],
            "ritual": None
            if s.ritual is None
            else {"space": s.ritual, "owner": _owner(s, s.ritual)},
            "settlements": settlements(s),
            "last_turns_left": s.last_turns_left,
            "scores": self.scores(s),
        }
        if over:
            data["ranking"] = self.ranking(s)
            data["breakdown"] = self.breakdown(s)
        return data

    def to_json(self, state: State) -> JSON:
        return state_to_json(state)

    def from_json(self, data: Mapping[str, Any]) -> State:
        return state_from_json(data)

    def round_number(self, state: State) -> int:
        if state.turns_started == 0:
            return 0
        return 1 + (state.turns_started - 1) // len(state.players)

    def scores(self, state: State) -> dict[str, int]:
        return {name: _score(state, name) for name in state.players}

    def breakdown(self, state: State) -> dict[str, dict[str, int]]:
        return {name: dict(pts) for name, pts in state.points.items()}

    def ranking(self, state: State) -> list[list[str]]:
        """By score, then most huts and temples built, then most materials left; players
        still equal share a place."""
        keys = {name: _rank_key(state, name) for name in state.players}
        ordered = sorted(state.players, key=lambda name: keys[name], reverse=True)
        groups: list[list[str]] = []
        for name in ordered:
            if groups and keys[groups[-1][0]] == keys[name]:
                groups[-1].append(name)
            else:
                groups.append([name])
        return groups


_DECISION_MOVES = {
    PLACE_WORKER: "place_worker",
    TAKE_MATERIAL: "take_material",
    RETURN_MATERIAL: "return_material",
    TURN: "turn_actions",
    OFFER: "offer",
}


def _check_decision(
    s: State, player: str, move: Move, deciding: tuple[str, Sequence[str]] | None
) -> None:
    """Refuses a move that is not `player`'s to make now (`deciding` is `_deciding(s)`); returns
    for an exchange, which anyone may make at any time before the game is over. `apply` calls
    it only when the move is not plainly the pending decision's, so the usual move costs one
    look at `deciding`."""
    if player not in s.players:
        raise RuleError("meduris.unknown_player", player=player)
    if deciding is None:
        raise RuleError("meduris.game_over")
    if isinstance(move, Exchange):
        return
    kind, players = deciding
    if player not in players:
        raise RuleError("meduris.not_your_decision", player=player, pending=players[0], kind=kind)
    if _MOVE_KIND[type(move)] != kind:
        raise RuleError(
            "meduris.wrong_decision",
            player=player,
            kind=kind,
            move=move_to_json(move)["type"],
            moves=_DECISION_MOVES[kind],
        )


@lru_cache(maxsize=1024)
def _decisions(players: tuple[str, ...], kind: str) -> tuple[Decision, ...]:
    """Decisions are frozen and few (who x kind): each list of them is made once and shared
    (`pending` copies it into a fresh list)."""
    return tuple([Decision(player, kind) for player in players])


def _deciding(s: State) -> tuple[str, Sequence[str]] | None:
    """The kind of decision pending and who must make it, first to answer first; None when the
    game is over. `pending` builds its decisions from it; a move and a listing read it
    directly, without building them."""
    if s.stage == OVER:
        return None
    if s.stage == SETUP:
        return PLACE_WORKER, (s.players[s.placed % len(s.players)],)
    if s.ritual is not None:
        return OFFER, (_owner(s, s.ritual),)
    if s.harvest_queue:
        return (TAKE_MATERIAL if s.die == ANY else RETURN_MATERIAL), _harvest_deciders(s)
    return TURN, (s.players[s.current],)


def _kind_for(s: State, player: str) -> str | None:
    """The kind of `player`'s pending decision, None when nothing is theirs to decide."""
    deciding = _deciding(s)
    if deciding is None or player not in deciding[1]:
        return None
    return deciding[0]


def _harvest_deciders(s: State) -> Sequence[str]:
    """Who answers the small harvest now. A return takes from the player's own materials, so
    every player still to return decides at once. A take may take only what the supply has:
    while each material left there has at least one piece per player still to take, nobody's
    take can change what another may take, so they all decide at once; otherwise in turn from
    the roller, as the rulebook says ("a turno")."""
    if s.die == RETURN:
        return s.harvest_queue
    left = len(s.harvest_queue)
    for count in s.supply.values():
        if 0 < count < left:
            return s.harvest_queue[:1]
    return s.harvest_queue


def _starting_points() -> dict[str, int]:
    return {**dict.fromkeys(SOURCES, 0), "start": STARTING_POINTS}


def _ritual_view(s: State) -> JSON | None:
    if s.ritual is None:
        return None
    return {"space": s.ritual, "owner": _owner(s, s.ritual)}


def _building_view(building: tuple[str, str] | None) -> JSON | None:
    return None if building is None else {"kind": building[0], "owner": building[1]}


def _score(s: State, name: str) -> int:
    return sum(s.points[name].values())


def _rank_key(s: State, name: str) -> tuple[int, int, int]:
    built = HUTS[len(s.players)] - s.huts_left[name] + TEMPLES - s.temples_left[name]
    return _score(s, name), built, sum(s.materials[name].values())


def _owner(s: State, space: int) -> str:
    building = s.buildings[space]
    assert building is not None
    return building[1]


def _ritual_space(s: State) -> int:
    assert s.ritual is not None
    return s.ritual


# --- validation of a new game ------------------------------------------------------------------


def _check_players(players: Any) -> tuple[str, ...]:
    if not isinstance(players, list | tuple):
        raise RuleError("meduris.players_not_list")
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise RuleError("meduris.player_count", count=len(players))
    for name in players:
        if not isinstance(name, str) or not name.strip():
            raise RuleError("meduris.player_name", name=repr(name))
    for name, used in Counter(players).items():
        if used > 1:
            raise RuleError("meduris.player_twice", name=name)
    return tuple(players)


def _check_fixed_keys(fixed: Any) -> Mapping[str, Any]:
    if fixed is None:
        return {}
    if not isinstance(fixed, Mapping):
        raise RuleError("meduris.fixed_not_object")
    for key in fixed:
        if key not in ("dice", "bonus_tokens"):
            raise RuleError("meduris.unknown_fixed", name=repr(key))
    return fixed


def _check_dice(dice: Any) -> list[str]:
    if not isinstance(dice, list) or not all(face in DIE_FACES for face in dice):
        raise RuleError("meduris.dice_not_list", value=_short(dice), choices=", ".join(DIE_FACES))
    return [str(face) for face in dice]


def _check_tokens(tokens: Any, size: int) -> dict[int, str]:
    if not isinstance(tokens, Mapping):
        raise RuleError("meduris.tokens_not_object", value=_short(tokens))
    result: dict[int, str] = {}
    for key, kind in tokens.items():
        text = str(key)
        if not text.isdigit() or int(text) >= size:
            raise RuleError("meduris.token_space", space=repr(key), last=size - 1)
        if kind not in TOKEN_KINDS:
            raise RuleError("meduris.token_kind", kind=repr(kind), choices=", ".join(TOKEN_KINDS))
        result[int(text)] = str(kind)
    for kind, used in Counter(result.values()).items():
        if used > TOKENS_PER_KIND:
            raise RuleError("meduris.token_count", kind=kind, used=used, most=TOKENS_PER_KIND)
    spaces = sorted(result)
    for a, b in zip(spaces, spaces[1:] + spaces[:1], strict=True):
        if len(spaces) > 1 and (b - a - 1) % size < TOKEN_GAP:
            raise RuleError("meduris.token_gap", first=a, second=b, gap=TOKEN_GAP)
    return result


def _random_tokens(s: State) -> dict[int, str]:
    """6 tokens face up on random spaces with at least 3 empty spaces between any two."""
    rng = draw(s)
    size = len(s.buildings)
    kinds = [kind for kind in TOKEN_KINDS for _ in range(TOKENS_PER_KIND)]
    rng.shuffle(kinds)
    gaps = [TOKEN_GAP] * len(kinds)
    for _ in range(size - len(kinds) * (TOKEN_GAP + 1)):
        gaps[rng.randrange(len(gaps))] += 1
    space = rng.randrange(size)
    tokens = {}
    for kind, gap in zip(kinds, gaps, strict=True):
        tokens[space % size] = kind
        space += 1 + gap
    return tokens


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


# --- setup and the small harvest ---------------------------------------------------------------


def _place_worker(s: State, player: str, move: PlaceWorker, events: list[Event]) -> None:
    highland = move.highland
    if len(s.highlands[highland]) >= HIGHLAND_CAPACITY:
        raise RuleError("meduris.highland_full", highland=highland, most=HIGHLAND_CAPACITY)
    stack(s, highland).append(player)
    s.placed += 1
    events.append(event("meduris.worker_placed", player=player, highland=highland))
    if s.placed == WORKERS[len(s.players)] * len(s.players):
        s.stage = PLAY
        _start_turn(s, 0, events)


def _start_turn(s: State, seat: int, events: list[Event]) -> None:
    s.current = seat
    s.turns_started += 1
    player = s.players[seat]
    face = own_fixed_dice(s).pop(0) if s.fixed_dice else roll(s, DIE_FACES)
    s.die = face
    events.append(_die_rolled(player, face))
    if face in MATERIALS:
        _produce(s, face, s.highlands[face], False, events)
        return
    s.harvest_queue = [*s.players[seat:], *s.players[:seat]]
    _skip_harvest_queue(s, events)


def _produce(s: State, material: str, workers: list[str], big: bool, events: list[Event]) -> None:
    """Gives the owners of a highland's workers what the supply still has, top worker first:
    one piece each on a die roll; on a big harvest as many as the stack is high to the top
    worker, one fewer to each below. Each owner's gains are added up before their materials
    are copied (`held`) once."""
    gains: dict[str, int] = {}
    left = s.supply[material]
    count = len(workers) if big else 1
    for owner in reversed(workers):
        if not left:
            break
        got = count if count < left else left
        left -= got
        gains[owner] = gains.get(owner, 0) + got
        if big:
            count -= 1
    if gains:
        s.supply[material] = left
        for owner, got in gains.items():
            held(s, owner)[material] += got
        events.append(_produced(material, tuple(gains.items())))
    else:
        events.append(event("meduris.produced_nothing", material=material))


def _skip_harvest_queue(s: State, events: list[Event]) -> None:
    """Drops the players who cannot take (empty supply) or return (nothing held): every one
    still to decide, in turn order (their own materials are all a return needs, and an empty
    supply leaves nobody anything to take). Every take and return asks: an empty queue, or a
    take while the supply has anything, returns before the queue is copied."""
    queue = s.harvest_queue
    if not queue or (s.die == ANY and any(s.supply.values())):
        return
    for player in list(queue):
        if s.die == ANY and any(s.supply.values()):
            return
        if s.die == RETURN and any(s.materials[player].values()):
            continue
        key = "meduris.take_skipped" if s.die == ANY else "meduris.return_skipped"
        events.append(event(key, player=player))
        own_harvest_queue(s).remove(player)


def _take_material(s: State, player: str, move: TakeMaterial, events: list[Event]) -> None:
    material = move.material
    if s.supply[material] <= 0:
        available = [m for m in MATERIALS if s.supply[m] > 0]
        raise RuleError("meduris.supply_empty", material=material, choices=", ".join(available))
    s.supply[material] -= 1
    held(s, player)[material] += 1
    events.append(_took_material(player, material))
    own_harvest_queue(s).remove(player)
    _skip_harvest_queue(s, events)


def _return_material(s: State, player: str, move: ReturnMaterial, events: list[Event]) -> None:
    material = move.material
    if s.materials[player][material] <= 0:
        raise RuleError("meduris.not_held", material=material)
    held(s, player)[material] -= 1
    s.supply[material] += 1
    events.append(_returned_material(player, material))
    own_harvest_queue(s).remove(player)
    _skip_harvest_queue(s, events)


def _exchange(s: State, player: str, move: Exchange, events: list[Event]) -> None:
    give = pay_counts(move.give)
    if sum(give.values()) != 3:
        raise RuleError("meduris.exchange_three", count=sum(give.values()))
    has = s.materials[player]
    for material in MATERIALS:
        if give[material] > has[material]:
            raise RuleError("meduris.pay_not_held", material=material, count=give[material])
    if s.supply[move.take] <= 0:
        raise RuleError("meduris.exchange_supply", material=move.take)
    has = held(s, player)
    for material in MATERIALS:
        has[material] -= give[material]
        s.supply[material] += give[material]
    s.supply[move.take] -= 1
    has[move.take] += 1
    events.append(event("meduris.exchanged", player=player, give=amounts(give), take=move.take))
    _skip_harvest_queue(s, events)


# --- the turn's action ---------------------------------------------------------------------------


def _big_harvest(s: State, player: str, move: BigHarvest, events: list[Event]) -> None:
    source = s.highlands[move.source]
    if not 0 <= move.level < len(source) or source[move.level] != player:
        raise RuleError(
            "meduris.no_worker_there", highland=move.source, level=move.level, player=player
        )
    if move.target == move.source:
        raise RuleError("meduris.same_highland", highland=move.source)
    if len(s.highlands[move.target]) >= HIGHLAND_CAPACITY:
        raise RuleError("meduris.highland_full", highland=move.target, most=HIGHLAND_CAPACITY)
    stack(s, move.source).pop(move.level)
    target = stack(s, move.target)
    target.append(player)
    events.append(_big_harvest_told(player, move.source, move.level, move.target))
    _produce(s, move.target, target, True, events)
    _end_turn(s, events)


def _empty_space(s: State, space: int) -> None:
    size = len(s.buildings)
    if not 0 <= space < size:
        raise RuleError("meduris.no_such_space", space=space, last=size - 1)
    building = s.buildings[space]
    if building is not None:
        raise RuleError("meduris.space_built", space=space, kind=building[0], owner=building[1])


def _pay(s: State, player: str, required: Mapping[str, int], pay: Any) -> dict[str, int]:
    paid = payment(s.materials[player], required, pay)
    has = held(s, player)
    supply = s.supply
    for material, count in paid.items():
        if count:
            has[material] -= count
            supply[material] += count
    return paid


def _build_hut(s: State, player: str, move: BuildHut, events: list[Event]) -> None:
    _empty_space(s, move.space)
    if not s.huts_left[player]:
        raise RuleError("meduris.no_huts_left")
    token = s.tokens.get(move.space)
    if token == FREE_HUT_TOKEN and move.pay is not None:
        raise RuleError("meduris.free_hut_no_pay", space=move.space)
    district, pair = RINGS[len(s.buildings)][move.space]
    settlement = group_size(s, move.space)
    paid = _pay(s, player, legal.hut_cost_of(pair, token, settlement), move.pay)
    slots = buildslots.current(s)
    own_buildings(s)[move.space] = (HUT, player)
    own_huts_left(s)[player] -= 1
    s.builds += 1
    events.append(
        event(
            "meduris.built_hut",
            player=player,
            space=move.space,
            district=district,
            paid=amounts(paid),
            settlement=settlement,
        )
    )
    if token == POINTS_TOKEN:
        del own_tokens(s)[move.space]
        scored(s, player)["bonus"] += POINTS_TOKEN_VP
        events.append(event("meduris.bonus_points", player=player, points=POINTS_TOKEN_VP))
    elif token == FREE_HUT_TOKEN:
        del own_tokens(s)[move.space]
        events.append(event("meduris.free_hut", player=player, space=move.space))
    elif token == DRUID_TOKEN:
        events.append(event("meduris.druid_token_kept", player=player, space=move.space))
    holder = s.runes[district]
    if holder != player:
        own_runes(s)[district] = player
        if holder is None:
            events.append(event("meduris.rune_taken", player=player, district=district))
        else:
            events.append(
                event("meduris.rune_taken_from", player=player, district=district, holder=holder)
            )
    buildslots.after_build(s, slots, move.space)
    _druid_after_build(s, events)


def _build_temple(s: State, player: str, move: BuildTemple, events: list[Event]) -> None:
    _empty_space(s, move.space)
    if not s.temples_left[player]:
        raise RuleError("meduris.no_temples_left")
    if move.space in s.tokens:
        raise RuleError("meduris.temple_on_token", space=move.space, token=s.tokens[move.space])
    paid = _pay(s, player, legal.temple_cost(s, move.space), move.pay)
    slots = buildslots.current(s)
    own_buildings(s)[move.space] = (TEMPLE, player)
    own_temples_left(s)[player] -= 1
    s.builds += 1
    events.append(
        event("meduris.built_temple", player=player, space=move.space, paid=amounts(paid))
    )
    buildslots.after_build(s, slots, move.space)
    _druid_after_build(s, events)


# --- the druid -----------------------------------------------------------------------------------


def _druid_after_build(s: State, events: list[Event]) -> None:
    """One rock space while any remain; then to the nearest hut ahead, where a ritual starts.
    On his way he crosses the great river (last space to space 0) when he passes the ring's
    end: at most once, as a way is never longer than the ring, and not when he enters the ring
    from the rocks (onto space 0)."""
    if s.druid_rock < ROCK_SPACES:
        s.druid_rock += 1
        events.append(event("meduris.druid_rock", rock=s.druid_rock, rocks=ROCK_SPACES))
        _end_turn(s, events)
        return
    entering = s.druid_space is None
    start = -1 if s.druid_space is None else s.druid_space
    steps = next_hut(s, start)
    if steps is None:
        events.append(event("meduris.druid_waits"))
        _end_turn(s, events)
        return
    size = len(s.buildings)
    if not entering and start + steps >= size:
        _rune_count(s, events)
    _start_ritual(s, (start + steps) % size, events)


def _start_ritual(s: State, space: int, events: list[Event]) -> None:
    s.druid_space = space
    s.ritual = space
    events.append(_druid_at_hut(space, _owner(s, space)))


def _rune_count(s: State, events: list[Event]) -> None:
    """The druid crosses the great river: +1 point per rune stone held, for everyone (each
    player's stones counted with `list.count`: cheaper than a `Counter` of nine districts)."""
    runes = s.runes
    gains = [(name, runes.count(name)) for name in s.players]
    for name, count in gains:
        if count:
            scored(s, name)["rune_counts"] += count
    text = ", ".join([f"{name} {count}" for name, count in gains if count]) or "nobody"
    events.append(
        event("meduris.rune_count", points=text, counts=[[name, count] for name, count in gains])
    )


def _offer(s: State, player: str, move: Offer, events: list[Event]) -> None:
    space = _ritual_space(s)
    if move.druid_token:
        if s.tokens.get(space) != DRUID_TOKEN:
            raise RuleError("meduris.no_druid_token", space=space)
        slots = buildslots.current(s)
        del own_tokens(s)[space]
        buildslots.after_token_taken(s, slots)
        settlement = group_size(s, space)
        scored(s, player)["offerings"] += settlement
        events.append(event("meduris.offered_token", player=player, space=space, points=settlement))
    else:
        pair = RINGS[len(s.buildings)][space][1]
        for material in move.materials:
            if material not in pair:
                raise RuleError(
                    "meduris.not_asked", material=material, space=space, asked=" and ".join(pair)
                )
        paid: Mapping[str, int] = {}  # an offering of nothing pays nothing; a payment it names
        if move.materials or move.pay is not None:  # is checked (only an empty one passes)
            required = dict.fromkeys(MATERIALS, 0)
            for material in move.materials:
                required[material] += 1
            paid = _pay(s, player, required, move.pay)
        _score_offering(s, player, space, len(move.materials), paid, events)
    _continue_ritual(s, events)


def _score_offering(
    s: State,
    player: str,
    space: int,
    offered: int,
    paid: Mapping[str, int],
    events: list[Event],
) -> None:
    """Nothing offered loses a point (while the player has any), one material gains one, both
    the settlement's size (counted only then: most offerings are one material or none)."""
    if offered == 0:
        lost = 1 if _score(s, player) > 0 else 0
        scored(s, player)["offerings"] -= lost
        events.append(_offered_nothing(player, space, lost))
        return
    points = 1 if offered == 1 else group_size(s, space)
    scored(s, player)["offerings"] += points
    events.append(
        event(
            "meduris.offered",
            player=player,
            space=space,
            paid=amounts(paid),
            points=points,
        )
    )


def _continue_ritual(s: State, events: list[Event]) -> None:
    """On to the next hut of the settlement (the next hut anywhere in the last round)."""
    space = _ritual_space(s)
    if s.stage == DRUID_FINAL:
        if s.final_visits:
            _start_ritual(s, own_final_visits(s).pop(0), events)
            return
        s.ritual = None
        _final_scoring(s, events)
        return
    following = (space + 1) % len(s.buildings)
    if is_hut(s, following):
        if following == 0:
            _rune_count(s, events)
        _start_ritual(s, following, events)
        return
    s.ritual = None
    _end_turn(s, events)


# --- turn flow and the end -----------------------------------------------------------------------


def _end_turn(s: State, events: list[Event]) -> None:
    player = s.players[s.current]
    if s.last_turns_left is not None:
        s.last_turns_left -= 1
    elif not s.huts_left[player] and not s.temples_left[player]:
        s.last_turns_left = len(s.players) - 1
        s.stage = LAST_TURNS
        events.append(event("meduris.end_triggered", player=player, turns=s.last_turns_left))
    if s.last_turns_left == 0:
        _start_druid_final(s, events)
        return
    _start_turn(s, (s.current + 1) % len(s.players), events)


def _start_druid_final(s: State, events: list[Event]) -> None:
    """The druid's last round: every hut once, clockwise, from the first after his position to
    the hut where he stands; no rune counts."""
    s.stage = DRUID_FINAL
    s.die = None
    s.harvest_queue = []
    size = len(s.buildings)
    start = -1 if s.druid_space is None else s.druid_space
    huts = [(start + k) % size for k in range(1, size + 1) if is_hut(s, start + k)]
    events.append(event("meduris.druid_final_round", huts=len(huts)))
    if not huts:
        _final_scoring(s, events)
        return
    s.final_visits = huts[1:]
    _start_ritual(s, huts[0], events)


def _final_scoring(s: State, events: list[Event]) -> None:
    for space, building in enumerate(s.buildings):
        if building is not None and building[0] == TEMPLE:
            points = temple_points(s, space)
            scored(s, building[1])["temples"] += points
            events.append(
                event("meduris.temple_scores", player=building[1], space=space, points=points)
            )
    for name in s.players:
        stones = s.runes.count(name)
        points = stones * (stones + 1) // 2
        scored(s, name)["runes"] += points
        events.append(event("meduris.runes_score", player=name, runes=stones, points=points))
    s.stage = OVER
    s.ritual = None
    scores = GAME.scores(s)
    first = GAME.ranking(s)[0]
    text = ", ".join(f"{name} {scores[name]}" for name in s.players)
    key = "meduris.game_end" if len(first) == 1 else "meduris.game_end_shared"
    events.append(event(key, scores=text, winners=", ".join(first)))


# --- events told on most moves ----------------------------------------------------------------
# An event is frozen and equal to any other with the same words, so one told on most moves, with
# few possible parameters, is made once per parameters and shared: a cache hit costs about a
# quarter of making it (a roll every turn, a ritual visit every other move,
# what a roll or a big harvest produces).


@lru_cache(maxsize=1024)
def _die_rolled(player: str, face: str) -> Event:
    return event("meduris.die_rolled", player=player, face=face)


@lru_cache(maxsize=1024)
def _took_material(player: str, material: str) -> Event:
    return event("meduris.took_material", player=player, material=material)


@lru_cache(maxsize=1024)
def _returned_material(player: str, material: str) -> Event:
    return event("meduris.returned_material", player=player, material=material)


@lru_cache(maxsize=1024)
def _produced(material: str, gains: tuple[tuple[str, int], ...]) -> Event:
    """Owner and pieces gained, top worker's owner first."""
    text = ", ".join([f"{owner} {got}" for owner, got in gains])
    counts = [[owner, got] for owner, got in gains]
    return event("meduris.produced", material=material, gains=text, counts=counts)


@lru_cache(maxsize=1024)
def _big_harvest_told(player: str, source: str, level: int, target: str) -> Event:
    return event("meduris.big_harvest", player=player, source=source, level=level, target=target)


@lru_cache(maxsize=1024)
def _druid_at_hut(space: int, owner: str) -> Event:
    return event("meduris.druid_at_hut", space=space, player=owner)


@lru_cache(maxsize=1024)
def _offered_nothing(player: str, space: int, lost: int) -> Event:
    return event("meduris.offered_nothing", player=player, space=space, lost=lost)


_PLAY: dict[type, tuple[str | None, Callable[[State, str, Any, list[Event]], None]]] = {
    move_type: (_MOVE_KIND.get(move_type), play)
    for move_type, play in (
        (Exchange, _exchange),
        (PlaceWorker, _place_worker),
        (TakeMaterial, _take_material),
        (ReturnMaterial, _return_material),
        (BigHarvest, _big_harvest),
        (BuildHut, _build_hut),
        (BuildTemple, _build_temple),
        (Offer, _offer),
    )
}
"""Per move type, the decision it answers (`_MOVE_KIND`; None for an exchange) and what it
does to a fork of the state: one lookup, not a chain of isinstance."""

GAME = Meduris()
