"""Running one player's orders one by one, shared by the four phases.

Each order runs whole or not at all: a failing order is undone (the runner goes back to what it
saved before the order) and the next one still runs. At resolution the failure is reported to
its owner by a private event; a strict run (the demo policy's "would this run now?") raises it.

At submission the orders are also run *hopefully* (`Reliance`): orders are simultaneous and the
players earlier in the sequence act first in the same phase, so what they may change first
(goods lying on a tile, a wall, a mine, the wonder's price) is assumed to be as the order needs
it, and the assumption is noted in the player's words. What still fails in a hopeful run can
never work whatever the others do, and is refused. See docs/roads-and-boats-orders.md,
"What the check refuses and what it only warns about".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Protocol

from rules.core import Event, Message, RuleError, event, register_templates

from .orders import Order, PhaseOrders, refused
from .state import State

register_templates(
    {
        "rnb.relies.goods_none": (
            "Order {order}: {place} has no {good} now; this works only if a player earlier in"
            " the sequence leaves {count} there first."
        ),
        "rnb.relies.goods_short": (
            "Order {order}: {place} has only {have} {good} now, not {count}; this works only if"
            " a player earlier in the sequence leaves {missing} more there first."
        ),
        "rnb.relies.own_order": (
            "Order {order}: {reason} This works only if your order {earlier} runs, which relies"
            " on other players."
        ),
        "rnb.relies.own_order_fails": (
            "Order {order}: {reason} This works only if your order {earlier} is skipped at its"
            " turn (it relies on other players)."
        ),
        "rnb.relies.preview": (
            "Order {order} relies on other players: {warning} If nobody else acts first, it is"
            " skipped: {reason}"
        ),
    }
)


@dataclass
class Reliance:
    """What one player's orders count on the players earlier in the sequence doing first.

    Given to the phase code at submission only: where a check depends on something others may
    change first, the phase code calls `note` and goes on as if it were so (supplying missing
    goods in the trial state, say) instead of failing. At resolution there is no Reliance and
    the same check fails the order."""

    order: int = 0
    notes: dict[int, list[Message]] = field(default_factory=dict)

    def note(self, key: str, **params: Any) -> None:
        self.notes.setdefault(self.order, []).append(Message(key, {"order": self.order, **params}))

    def goods(self, place: str, good: str, have: int, count: int) -> None:
        """Notes that `count` `good` are needed at `place`, where only `have` lie now."""
        if have <= 0:
            self.note("rnb.relies.goods_none", place=place, good=good, count=count)
        else:
            self.note(
                "rnb.relies.goods_short",
                place=place,
                good=good,
                have=have,
                count=count,
                missing=count - have,
            )

    def relying(self) -> list[int]:
        return sorted(self.notes)


class Runner(Protocol):
    """Runs a player's orders of one phase on some working state."""

    def run(self, number: int, order: Order) -> list[Event]:
        """Runs one order (numbered from 1); RuleError when it cannot run."""

    def save(self) -> object:
        """What `restore` needs to undo the next order."""

    def restore(self, saved: object) -> None: ...

    def finish(self) -> None:
        """Writes the run into the state (a movement run works on its own tracker)."""


@dataclass
class StateRunner:
    """Production, building and wonder orders, run straight on the state."""

    state: State
    player: str
    run_order: Callable[[State, str, Order, int, Reliance | None], list[Event]]
    reliance: Reliance | None = None

    def run(self, number: int, order: Order) -> list[Event]:
        return self.run_order(self.state, self.player, order, number, self.reliance)

    def save(self) -> object:
        return self.state.clone()

    def restore(self, saved: object) -> None:
        assert isinstance(saved, State)
        self.state.restore(saved)

    def finish(self) -> None:
        return None


Outcome = list[Event] | RuleError
"""What running one order gave: its events, or the error that undid it."""


def attempt(runner: Runner, number: int, order: Order, reliance: Reliance | None) -> Outcome:
    """Runs one order whole or not at all; a failed order's notes are dropped with it."""
    saved = runner.save()
    if reliance is not None:
        reliance.order = number
    try:
        return runner.run(number, order)
    except RuleError as err:
        runner.restore(saved)
        if reliance is not None:
            reliance.notes.pop(number, None)
        return err


def run_each(
    runner: Runner,
    orders: PhaseOrders,
    reliance: Reliance | None = None,
    skip: Iterable[int] = (),
) -> dict[int, Outcome]:
    """Every order's outcome, by number; the orders numbered in `skip` are left out."""
    left_out = set(skip)
    outcomes: dict[int, Outcome] = {}
    for number, order in enumerate(orders.orders, 1):
        if number not in left_out:
            outcomes[number] = attempt(runner, number, order, reliance)
    runner.finish()
    return outcomes


def reason(number: int, err: RuleError | Message) -> str:
    """An order's error or note in English without its "Order N: " (the message around it
    says it)."""
    text = (err.message if isinstance(err, RuleError) else err).english()
    prefix = f"Order {number}: "
    return text[len(prefix) :] if text.startswith(prefix) else text


def failed(player: str, number: int, err: RuleError) -> Event:
    """The private note on an order skipped at its turn."""
    return event(
        "rnb.orders.failed",
        private_to=player,
        order=number,
        reason=reason(number, err),
        error=err.message.to_json(),
    )


def reported(player: str, outcomes: dict[int, Outcome]) -> list[Event]:
    """The events of a resolution: each order's own, or the private note on its failure."""
    events: list[Event] = []
    for number, outcome in outcomes.items():
        if isinstance(outcome, RuleError):
            events.append(failed(player, number, outcome))
        else:
            events += outcome
    return events


def first_failure(outcomes: dict[int, Outcome]) -> RuleError | None:
    """The first failed order's error, naming the order."""
    return next((refused(n, o) for n, o in outcomes.items() if isinstance(o, RuleError)), None)
