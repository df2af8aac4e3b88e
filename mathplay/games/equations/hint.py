"""The hint within a time limit: the best completion found in time, and whether it is proven.

The exact search (:func:`~mathplay.games.equations.finder.best_on_table`) takes a few
hundredths of a second for a usual hand but seconds for a big one. So :func:`timed_hint`
deepens: it searches the most varied 4 cards of the hand, then 5, and so on up to the whole
hand, each round under the same :class:`~mathplay.deadline.Deadline`. When the time is up
it answers with the last round that finished; the answer is proven best only when that
round searched the whole hand.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from mathplay.deadline import Deadline, OutOfTime
from mathplay.games.equations.bots import GreedyBot
from mathplay.games.equations.finder import Completion
from mathplay.games.equations.game import EquationsGame

__all__ = ["FIRST_SIZE", "Hint", "hint_rounds", "timed_hint"]

FIRST_SIZE = 4  # cards searched in the first round


@dataclass(frozen=True, slots=True)
class Hint:
    """What the hint found: the best ``completion`` (``None``: none found) and whether it
    is ``proven`` best (every card of the hand was searched)."""

    completion: Completion | None
    proven: bool


def timed_hint(game: EquationsGame, time_limit: float | None = None) -> Hint:
    """The best completion of any equation with the current player's hand found within
    ``time_limit`` seconds (``None``: no limit, always proven). ``game`` is not changed."""
    found = Hint(None, False)
    for found in hint_rounds(game, time_limit):  # noqa: B007 (the last round is the answer)
        pass
    return found


def hint_rounds(game: EquationsGame, time_limit: float | None = None) -> Iterator[Hint]:
    """:func:`timed_hint`'s rounds, one :class:`Hint` per round finished in time (4 cards,
    5, ...): the last is :func:`timed_hint`'s answer. Between two rounds a board can answer
    other clicks (a kernel without threads runs the rounds as steps)."""
    size = len(game.hand())
    deadline = Deadline(time_limit)
    first = size if time_limit is None else min(FIRST_SIZE, size)
    for most in range(first, size + 1):
        try:
            best = GreedyBot(max_cards=most).best_completion(game, deadline)
        except OutOfTime:
            return
        yield Hint(best, most == size)
