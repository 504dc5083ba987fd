"""Paying materials: the exact cost, or a `pay` with the 3-for-1 substitution.

Without `pay` exactly the required materials are paid. With `pay` every material paid must be
held, required ones count directly (up to the amount required) and the rest must be exactly 3
per missing unit.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from operator import add

from rules.core import RuleError
from rules.meduris.data import COPPER, MATERIALS, STONE, WOOD, WOOL
from rules.meduris.moves import Pay, pay_counts

SUBSTITUTE = 3
"""Materials of any kind that replace one missing material."""


def cost(pair: tuple[str, str], multiplier: int) -> dict[str, int]:
    counts = dict.fromkeys(MATERIALS, 0)
    for material in pair:
        counts[material] += multiplier
    return counts


def amounts(counts: Mapping[str, int]) -> dict[str, int]:
    """The materials counted, in table order, without those at 0: a message parameter that
    the catalogue reads "2 stone, 1 wood" in the reader's words ("nothing" when empty)."""
    return {m: counts[m] for m in MATERIALS if counts.get(m, 0)}


def payment(
    held: Mapping[str, int], required: Mapping[str, int], pay: Pay | None
) -> dict[str, int]:
    """What is paid (material -> count); RuleError naming what is wrong with it."""
    if pay is None:
        for material in MATERIALS:
            if held[material] < required[material]:
                raise RuleError(
                    "meduris.missing_material",
                    material=material,
                    need=required[material],
                    cost=amounts(required),
                )
        return {m: required[m] for m in MATERIALS}
    counts = pay_counts(pay)
    for material in MATERIALS:
        if counts[material] > held[material]:
            raise RuleError("meduris.pay_not_held", material=material, count=counts[material])
    missing = extra = 0
    for material in MATERIALS:
        short = required[material] - counts[material]
        if short > 0:
            missing += short
        else:
            extra -= short
    if extra != SUBSTITUTE * missing:
        raise RuleError(
            "meduris.pay_wrong",
            pay=amounts(counts),
            cost=amounts(required),
            missing=missing,
            substitutes=SUBSTITUTE * missing,
            extra=extra,
        )
    return counts


def covers(held: Mapping[str, int], required: Mapping[str, int]) -> bool:
    return all(held[m] >= required[m] for m in MATERIALS)


Priced = tuple[tuple[Pay | None, int], ...]
"""Listed payments, each with the number of materials it spends."""


@lru_cache(maxsize=8192)
def _as_pay(paid: tuple[int, ...]) -> Pay:
    """Counts in table order as a payment, materials paid none of left out (cached: a few
    hundred payments recur across every holding)."""
    wood, wool, copper, stone = paid
    pay: list[tuple[str, int]] = []
    if wood:
        pay.append((WOOD, wood))
    if wool:
        pay.append((WOOL, wool))
    if copper:
        pay.append((COPPER, copper))
    if stone:
        pay.append((STONE, stone))
    return tuple(pay)


def everything(held: tuple[int, ...], total: int) -> Priced:
    """The one payment when the spare materials exactly make up what is missing: all held."""
    return ((tuple((m, h) for m, h in zip(MATERIALS, held, strict=True) if h), total),)


_KINDS = range(len(MATERIALS))


def substitute(direct: tuple[int, ...], spare: tuple[int, ...], need: int, spent: int) -> Priced:
    """The payments `legal_moves` lists when the exact cost is not held and the `spare` pieces
    (held beyond the `direct` part of the cost paid) exceed the `need` substitutes due, `spent`
    in all: for each kind with spare pieces, table order, those first, then the most plentiful
    (ties in table order) until `need` are paid; at most 4, each once."""
    return tuple([(_paid(direct, extra), spent) for extra in _substitutes(spare, need)])


@lru_cache(maxsize=8192)
def _paid(direct: tuple[int, ...], extra: tuple[int, ...]) -> Pay:
    return _as_pay(tuple(map(add, direct, extra)))


@lru_cache(maxsize=8192)
def _substitutes(spare: tuple[int, ...], need: int) -> tuple[tuple[int, ...], ...]:
    """`substitute`'s distinct choices of substitutes, which depend on the spare pieces and
    `need` alone (cached: over half of those a new holding asks were asked before). The order
    of the most plentiful is sorted only when a kind's own spare pieces fall short."""
    plentiful: list[int] | None = None
    found: list[tuple[int, ...]] = []
    for first in _KINDS:
        own = spare[first]
        if not own:
            continue
        extra = [0] * len(MATERIALS)
        if own >= need:
            extra[first] = need
        else:
            extra[first] = own
            left = need - own
            if plentiful is None:
                plentiful = sorted(_KINDS, key=spare.__getitem__, reverse=True)
            for k in plentiful:
                if k != first:
                    more = spare[k]
                    if more >= left:
                        extra[k] = left
                        break
                    extra[k] = more
                    left -= more
        chosen = tuple(extra)
        if chosen not in found:
            found.append(chosen)
    return tuple(found)
