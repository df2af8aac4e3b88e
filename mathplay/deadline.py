"""Time limits for searches that must answer in time: a deadline checked as they go."""

from __future__ import annotations

from time import monotonic

__all__ = ["Deadline", "OutOfTime"]


class OutOfTime(Exception):
    """Raised inside a search when its time limit has passed (caught by whoever set it)."""


class Deadline:
    """``check()`` raises :class:`OutOfTime` once ``seconds`` have passed (never if ``None``)."""

    __slots__ = ("end",)

    def __init__(self, seconds: float | None) -> None:
        self.end = None if seconds is None else monotonic() + seconds

    def check(self) -> None:
        if self.end is not None and monotonic() > self.end:
            raise OutOfTime

    @property
    def passed(self) -> bool:
        """Whether the time is up (without raising)."""
        return self.end is not None and monotonic() > self.end
