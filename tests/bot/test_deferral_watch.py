"""The one timer that defers the interactions of slow service calls (`DeferralWatch`)."""

from __future__ import annotations

import asyncio

from bot.deferral_watch import Defer, DeferralWatch


class Calls:
    """Records which calls got deferred, in order."""

    def __init__(self) -> None:
        self.deferred: list[str] = []

    def defer(self, name: str) -> Defer:
        async def deferral() -> None:
            self.deferred.append(name)

        return deferral


async def test_a_call_that_ends_in_time_is_never_deferred() -> None:
    watch, calls = DeferralWatch(), Calls()
    quick = watch.watch(0.02, calls.defer("quick"))
    watch.finished(quick)
    await asyncio.sleep(0.05)
    assert calls.deferred == [] and quick.deferral is None


async def test_each_running_call_is_deferred_at_its_own_deadline() -> None:
    watch, calls = DeferralWatch(), Calls()
    first = watch.watch(0.02, calls.defer("first"))
    second = watch.watch(0.5, calls.defer("second"))
    ended = watch.watch(0.03, calls.defer("ended"))
    watch.finished(ended)
    await asyncio.sleep(0.1)
    assert calls.deferred == ["first"] and first.deferral is not None
    assert second.deferral is None
    await asyncio.sleep(0.5)
    assert calls.deferred == ["first", "second"]
    assert ended.deferral is None


async def test_a_nearer_deadline_watched_later_rearms_the_timer() -> None:
    """A call with less time watched after one with more (the delay is read per call) is
    deferred at its own deadline, not the earlier call's."""
    watch, calls = DeferralWatch(), Calls()
    watch.watch(10.0, calls.defer("patient"))
    watch.watch(0.01, calls.defer("hasty"))
    await asyncio.sleep(0.05)
    assert calls.deferred == ["hasty"]


async def test_the_timer_left_armed_by_finished_calls_serves_the_next_one() -> None:
    watch, calls = DeferralWatch(), Calls()
    for _ in range(3):
        watch.finished(watch.watch(0.02, calls.defer("done")))
    late = watch.watch(0.03, calls.defer("late"))
    await asyncio.sleep(0.06)
    assert calls.deferred == ["late"] and late.deferral is not None and late.deferral.done()
