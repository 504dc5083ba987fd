"""Paying materials: the exact cost, or a `pay` with the 3-for-1 substitution.

Without `pay` exactly the required materials are paid. With `pay` every material paid must be
held, required ones count directly (up to the amount required) and the rest must be exactly 3
per missing unit.
"""

from __future__ import annotations

from collections.abc import Mapping

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


def counts_text(counts: Mapping[str, int]) -> str:
    """ "2 stone, 1 wood" (materials in table order; "nothing" when empty)."""
    parts = [f"{counts[m]} {m}" for m in MATERIALS if counts.get(m, 0)]
    return ", ".join(parts) or "nothing"


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
                    cost=counts_text(required),
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
            pay=counts_text(counts),
            cost=counts_text(required),
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
    if covers(held, required):
        return [None]
    direct = {m: min(held[m], required[m]) for m in MATERIALS}
    need = SUBSTITUTE * sum(required[m] - direct[m] for m in MATERIALS)
    spare = {m: held[m] - direct[m] for m in MATERIALS}
    if sum(spare.values()) < need:
        return []
    options: list[Pay | None] = []
    for first in MATERIALS:
        if not spare[first]:
            continue
        order = [first, *sorted((m for m in MATERIALS if m != first), key=lambda m: -spare[m])]
        extra, left = dict.fromkeys(MATERIALS, 0), need
        for material in order:
            extra[material] = min(spare[material], left)
            left -= extra[material]
        pay = tuple((m, direct[m] + extra[m]) for m in MATERIALS if direct[m] + extra[m])
        if pay not in options:
            options.append(pay)
    return options
