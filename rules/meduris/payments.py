"""Paying materials: the exact cost, or a `pay` with the 3-for-1 substitution.

Without `pay` exactly the required materials are paid. With `pay` every material paid must be
held, required ones count directly (up to the amount required) and the rest must be exactly 3
per missing unit.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from rules.core import RuleError
from rules.meduris.data import MATERIALS
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
    missing = sum(max(0, required[m] - counts[m]) for m in MATERIALS)
    extra = sum(max(0, counts[m] - required[m]) for m in MATERIALS)
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


def payment_options(held: Mapping[str, int], required: Mapping[str, int]) -> list[Pay | None]:
    """The payments `legal_moves` lists: the exact one (None) when held; otherwise at most 4
    substitutions, each spending the spare materials of one kind first, then the most plentiful."""
    return list(
        count_options(tuple(held[m] for m in MATERIALS), tuple(required[m] for m in MATERIALS))
    )


@lru_cache(maxsize=8192)
def count_options(held: tuple[int, ...], required: tuple[int, ...]) -> tuple[Pay | None, ...]:
    """`payment_options` on counts in table order (cached: the same few recur all game)."""
    if all(h >= r for h, r in zip(held, required, strict=True)):
        return (None,)
    direct = [min(h, r) for h, r in zip(held, required, strict=True)]
    need = SUBSTITUTE * sum(r - d for r, d in zip(required, direct, strict=True))
    spare = [h - d for h, d in zip(held, direct, strict=True)]
    if sum(spare) < need:
        return ()
    kinds = range(len(MATERIALS))
    options: list[Pay | None] = []
    for first in kinds:
        if not spare[first]:
            continue
        order = [first, *sorted((k for k in kinds if k != first), key=lambda k: -spare[k])]
        extra, left = [0] * len(MATERIALS), need
        for k in order:
            extra[k] = min(spare[k], left)
            left -= extra[k]
        pay = tuple((MATERIALS[k], direct[k] + extra[k]) for k in kinds if direct[k] + extra[k])
        if pay not in options:
            options.append(pay)
    return tuple(options)
