"""The wonder phase (rulebook "Fase della meraviglia") and the wonder's rows.

A player's k-th brick in one wonder phase costs k goods of any kind (k+1 once the first four
rows, 17 bricks, are complete), paid from their home tile where one of their transporters must
stand. Bricks fill the lowest incomplete row from the left. The brick on space 45 irrigates
every desert. After the players, one neutral brick is added. The game ends at once when a brick
covers the space of the player count, or when the last neutral brick is placed; an order cut
short so pays only for the bricks placed, from its goods worth the fewest points.
"""

from __future__ import annotations

from rules.core import Event, RuleError, event, register_templates

from . import data
from .access import pay, plan_payment, reach
from .orders import Bricks, Order
from .running import Reliance
from .state import State

register_templates(
    {
        "rnb.wonder.no_home": "You have no home tile yet.",
        "rnb.wonder.no_transporter_home": "One of your transporters must stand on your home tile.",
        "rnb.wonder.wrong_price": "{count} brick(s) cost {cost} goods now, not {paid}.",
        "rnb.wonder.over": "The wonder is complete.",
        "rnb.wonder.bricks": "{player} adds {count} brick(s) to the wonder.",
        "rnb.wonder.neutral": "A neutral brick is added to the wonder.",
        "rnb.wonder.irrigation": "The wonder irrigates the land: every desert becomes pasture.",
        "rnb.wonder.complete": "The wonder is complete: the game is over.",
        "rnb.wonder.no_neutral": "The last neutral brick is placed: the game is over.",
        "rnb.wonder.cut_short": (
            "Order {order}: only {count} of your {wanted} bricks fit before the wonder is"
            " complete; you pay {paid} goods for them (those worth the fewest points)."
        ),
        "rnb.relies.brick_price": (
            "Order {order}: {count} brick(s) cost {cost} goods now, not {paid}; this works only"
            " if players earlier in the sequence add {bricks} brick(s) first (once the first"
            " four rows are complete each brick costs one good more)."
        ),
    }
)


def rows() -> list[tuple[int, int]]:
    """(first space index, size) of every row, bottom first; space indices are 0-based."""
    out = []
    start = 0
    for size in data.WONDER_ROWS:
        out.append((start, size))
        start += size
    return out


def row_of(index: int) -> int:
    """The row (0-based) holding the brick at 0-based `index`."""
    for row, (start, size) in enumerate(rows()):
        if start <= index < start + size:
            return row
    raise IndexError(index)


def brick_price(state: State, player: str, count: int, others_first: int = 0) -> int:
    """Goods for `count` more bricks this phase (bricks already bought this phase count), after
    `others_first` bricks of other players."""
    bought: int = state.phase_data.get("bought", {}).get(player, 0)
    placed = len(state.wonder) + others_first
    cost = 0
    for k in range(bought + 1, bought + count + 1):
        cost += k + (1 if placed >= data.PRICE_STEP_BRICKS else 0)
        placed += 1
    return cost


def end_space(state: State) -> int:
    return data.END_SPACE[len(state.players)]


def run_order(
    state: State, player: str, order: Order, number: int = 0, reliance: Reliance | None = None
) -> list[Event]:
    """Buys bricks. With a `reliance` (at submission) a price the bricks would have only after
    other players' bricks is assumed and noted: the others' bricks may push the wonder past its
    first four rows, from where each brick costs one good more. Goods are never assumed: only
    the player takes goods from their own home in this phase."""
    if not isinstance(order, Bricks):
        raise RuleError("rnb.orders.wrong_phase", order=number, kind=order.kind, phase="wonder")
    if state.end_reason is not None:
        raise RuleError("rnb.wonder.over")
    home = state.player(player).home
    if home is None:
        raise RuleError("rnb.wonder.no_home")
    at_home = [
        t
        for t in state.transporters_of(player)
        if t.carried_by is None and home in reach(state, t.pos)
    ]
    if not at_home:
        raise RuleError("rnb.wonder.no_transporter_home")
    count = min(order.count, end_space(state) - len(state.wonder))
    if count <= 0:
        raise RuleError("rnb.wonder.over")
    cost = brick_price(state, player, order.count)
    paid = sum(n for _, n in order.pay)
    if paid != cost:
        before = bricks_for_price(state, player, order.count, paid) if reliance else None
        if before is None:
            raise RuleError("rnb.wonder.wrong_price", count=order.count, cost=cost, paid=paid)
        assert reliance is not None
        reliance.note(
            "rnb.relies.brick_price", count=order.count, cost=cost, paid=paid, bricks=before
        )
    regions: set[str] = set()
    for t in at_home:
        regions |= reach(state, t.pos)
    plan = plan_payment(state, player, dict(order.pay), regions, order.sources)
    if count < order.count:
        # the end space stops the order: only the bricks placed are paid for
        spend = cheapest(dict(order.pay), brick_price(state, player, count))
        plan = plan_payment(state, player, spend, regions, order.sources)
    pay(state, plan)
    bought = state.phase_data.setdefault("bought", {})
    bought[player] = bought.get(player, 0) + count
    events = [event("rnb.wonder.bricks", player=player, count=count)]
    if count < order.count:
        events.append(
            event(
                "rnb.wonder.cut_short",
                private_to=player,
                order=number,
                count=count,
                wanted=order.count,
                paid=sum(plan_total(plan).values()),
            )
        )
    for _ in range(count):
        events += place_brick(state, player)
    return events


def bricks_for_price(state: State, player: str, count: int, paid: int) -> int | None:
    """The fewest bricks others must add first for `count` bricks to cost `paid`; None if no
    number of earlier bricks gives that price."""
    space = end_space(state) - len(state.wonder)
    for before in range(1, max(space, 0) + 1):
        if brick_price(state, player, count, before) == paid:
            return before
    return None


def plan_total(plan: list[tuple[str, dict[str, int]]]) -> dict[str, int]:
    out: dict[str, int] = {}
    for _, goods in plan:
        for g, n in goods.items():
            out[g] = out.get(g, 0) + n
    return out


def cheapest(goods: dict[str, int], total: int) -> dict[str, int]:
    """`total` goods out of `goods`, those worth the fewest points first (data.WEALTH: goods
    worth nothing, then gold, coins, stock), ties by name."""
    out: dict[str, int] = {}
    for good in sorted(goods, key=lambda g: (data.WEALTH.get(g, 0), g)):
        n = min(goods[good], total)
        if n:
            out[good] = n
            total -= n
    return out


def place_brick(state: State, owner: str | None) -> list[Event]:
    """Puts one brick on the next space; irrigation and the end of the game follow from it."""
    state.wonder.append(owner)
    events: list[Event] = []
    if len(state.wonder) == data.IRRIGATION_SPACE and not state.irrigated:
        state.irrigated = True
        events.append(event("rnb.wonder.irrigation"))
    if len(state.wonder) >= end_space(state) and state.end_reason is None:
        state.end_reason = "wonder"
        events.append(event("rnb.wonder.complete"))
    return events


def neutral_brick(state: State) -> list[Event]:
    """The neutral brick that ends every wonder phase."""
    if state.end_reason is not None or state.neutral_bricks_left() <= 0:
        return []
    events = [event("rnb.wonder.neutral"), *place_brick(state, None)]
    if state.end_reason is None and state.neutral_bricks_left() == 0:
        state.end_reason = "neutral_bricks"
        events.append(event("rnb.wonder.no_neutral"))
    return events
