"""Fixtures for every test folder."""

from __future__ import annotations

import pytest
from hypothesis import settings

from mathplay.deadline import OutOfTime

# Tests assert correctness only; speed is measured in bench/. Hypothesis's per-example deadline
# (200 ms) failed a search test on a busy machine, so no property test has one.
settings.register_profile("mathplay", deadline=None)
settings.load_profile("mathplay")


class CountdownDeadline:
    """A deadline that passes after ``checks`` checks instead of seconds: a search stopped
    by it stops at the same place on every machine, fast or slow."""

    checks = 0

    def __init__(self, seconds: float | None) -> None:
        self.left = None if seconds is None else type(self).checks

    def check(self) -> None:
        if self.left is None:
            return
        self.left -= 1
        if self.left < 0:
            raise OutOfTime


@pytest.fixture
def hint_countdown(monkeypatch):
    """``hint_countdown(n)``: from now on an equations hint with a time limit stops after
    ``n`` deadline checks."""
    from mathplay.games.equations import hint

    def set_checks(checks: int) -> None:
        countdown = type("Countdown", (CountdownDeadline,), {"checks": checks})
        monkeypatch.setattr(hint, "Deadline", countdown)

    return set_checks
