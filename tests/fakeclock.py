"""The one fake clock of the test suite: an injectable `time.time` moved forward by hand."""

from __future__ import annotations

START = 1_800_000_000.0


class FakeClock:
    def __init__(self, now: float = START) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds

    def advance_minutes(self, minutes: float) -> None:
        self.now += minutes * 60
