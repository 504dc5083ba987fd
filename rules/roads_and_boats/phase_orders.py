"""One player's orders in the open phase: at resolution, at submission and in the preview.

- `run_player_orders` runs them at the player's turn (each order whole or not at all; a failed
  one is skipped with a private note) or, strict, raises the first failure (the demo policy).
- `judge` is the submission check. Orders are simultaneous and the players earlier in the
  sequence act first in the same phase, so an order may count on what they do (the rulebook:
  goods unloaded on a tile "possono essere trasportate solo da un altro giocatore che si muove
  successivamente"). The orders are run *hopefully* (`running.Reliance`): what others may
  change first is assumed as the order needs it and noted. An order that still fails can never
  work whatever the others do: it is refused. The notes, and what the rules would change in
  the orders, come back as warnings. When nobody with orders plays earlier in the sequence (a
  solo game, the first player of the chart) nothing can change first: what fails as the
  board stands now can never work, and is refused too.
- `preview` runs them as if nobody else acted first, saying which orders rely on others.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import Event, Message, RuleError, event, register_templates

from . import building, movement, production, wonder
from .access import deciders
from .orders import PhaseOrders
from .running import (
    Outcome,
    Reliance,
    Runner,
    StateRunner,
    first_failure,
    reason,
    reported,
    run_each,
)
from .state import State

register_templates(
    {
        "rnb.relies.nobody_earlier": (
            "Order {order} would fail at your turn: {reason} Nobody gives orders before you in"
            " this phase, so nothing can change that first: this order can never work."
        ),
    }
)

ADJUSTMENTS = frozenset(
    {
        "rnb.move.geese_at_sea",
        "rnb.production.output_left",
        "rnb.wonder.cut_short",
    }
)
"""Events telling a player what the rules changed in their order; warned about at submission."""


def nobody_earlier(state: State, player: str) -> bool:
    """Whether no player with orders in the open phase plays before `player` in the sequence:
    then the board at their turn is the board now (the rulebook: goods unloaded on a tile "possono
    essere trasportate solo da un altro giocatore che si muove successivamente")."""
    deciding = set(deciders(state))
    before = state.sequence[: state.sequence.index(player)] if player in state.sequence else []
    return not any(name in deciding for name in before)


def runner(state: State, player: str, reliance: Reliance | None = None) -> Runner:
    """The runner of the open phase's orders on `state`."""
    if state.phase == "movement":
        return movement.Mover(state, player, reliance)
    if state.phase == "production":
        return StateRunner(state, player, production.run_order, reliance)
    if state.phase == "building":
        return StateRunner(state, player, building.run_order, reliance)
    return StateRunner(state, player, wonder.run_order, reliance)


def run_player_orders(
    state: State, player: str, orders: PhaseOrders, strict: bool = False
) -> list[Event]:
    """Runs `player`'s orders on `state` (in place) at their turn. Strict: raises the first
    failure instead of skipping it (the state is then half-played: use a copy)."""
    outcomes = run_each(runner(state, player), orders)
    failure = first_failure(outcomes)
    if strict and failure is not None:
        raise failure
    return reported(player, outcomes)


def trial_state(state: State) -> State:
    """A copy of the open phase as the player's turn may find it if nobody acted before: in
    production the primary producers' goods are already out."""
    trial = state.clone()
    if trial.phase == "production":
        production.primary_output(trial)
    return trial


@dataclass
class Judgement:
    """What the submission check found: the warnings, and the orders' run if nobody else acted
    first (its state and outcomes)."""

    warnings: list[Message]
    relying: dict[int, list[Message]]
    state: State
    outcomes: dict[int, Outcome]


def judge(state: State, player: str, orders: PhaseOrders) -> Judgement:
    """Refuses (RuleError naming the order) what can never work whatever the others do first;
    accepts the rest with warnings (see the module's docstring)."""
    hopes = Reliance()
    hopeful = run_each(runner(trial_state(state), player, hopes), orders, hopes)
    failures = {n: o for n, o in hopeful.items() if isinstance(o, RuleError)}
    relying = dict(hopes.notes)
    rescued: dict[int, RuleError] = {}
    if failures and relying:
        # an order may fail only because an earlier order of the player's runs; at its turn
        # that earlier order may be skipped (it relies on others), so try without them
        without = Reliance()
        alone = run_each(runner(trial_state(state), player, without), orders, without, relying)
        for number, err in failures.items():
            if not isinstance(alone.get(number), RuleError):
                rescued[number] = err
    refusal = first_failure({n: e for n, e in failures.items() if n not in rescued})
    if refusal is not None:
        raise refusal
    honest = trial_state(state)
    outcomes = run_each(runner(honest, player), orders)
    if nobody_earlier(state, player):
        _refuse_what_fails_alone(outcomes)
    warnings = [note for number in sorted(relying) for note in relying[number]]
    for number, err in rescued.items():
        earlier = min(n for n in relying if n < number)
        warnings.append(
            Message(
                "rnb.relies.own_order_fails",
                {"order": number, "reason": reason(number, err), "earlier": earlier},
            )
        )
        relying[number] = [warnings[-1]]
    for number, outcome in outcomes.items():
        if isinstance(outcome, RuleError) and number not in relying:
            earlier = min((n for n in relying if n < number), default=number)
            warnings.append(
                Message(
                    "rnb.relies.own_order",
                    {"order": number, "reason": reason(number, outcome), "earlier": earlier},
                )
            )
            relying[number] = [warnings[-1]]
        elif not isinstance(outcome, RuleError):
            warnings += [e.message for e in outcome if e.message.key in ADJUSTMENTS]
    return Judgement(warnings, relying, honest, outcomes)


def _refuse_what_fails_alone(outcomes: dict[int, Outcome]) -> None:
    """With nobody earlier in the sequence, the run on the board as it stands is the run at
    resolution: its first failure is refused, naming the order."""
    for number, outcome in outcomes.items():
        if isinstance(outcome, RuleError):
            raise RuleError(
                "rnb.relies.nobody_earlier",
                order=number,
                reason=reason(number, outcome),
                error=outcome.message.to_json(),
            )


def preview_events(player: str, judgement: Judgement) -> list[Event]:
    """The preview's events: each order's own, and for an order that relies on others what
    happens to it if nobody else acts first."""
    events: list[Event] = []
    for number, outcome in judgement.outcomes.items():
        notes = judgement.relying.get(number)
        if not isinstance(outcome, RuleError):
            events += outcome
        elif notes is None:
            events += reported(player, {number: outcome})
        else:
            events.append(
                event(
                    "rnb.relies.preview",
                    private_to=player,
                    order=number,
                    warning=" ".join(reason(number, n) for n in notes),
                    reason=reason(number, outcome),
                )
            )
    return events
