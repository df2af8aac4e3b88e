"""A hint within a time limit: the engine's best completion, searched with more and more cards.

The engine's exact search (:meth:`GreedyBot.best_completion`, which is the game's hint on
at most ``max_cards`` of the hand) can take seconds on a big hand. So the hint searches a
few cards first (the most varied ones), then one card more, and so on, in a thread of its
own; when the time is up it answers with the best completion found so far and says whether
the whole hand was searched (then nothing scores more: the answer is proven best).

A search still running when the time is up is stopped with an exception raised inside its
thread (``PyThreadState_SetAsyncExc``): Python threads cannot be killed, and the engine's
search has no deadline of its own. It only ever reads a copy of the game.
"""

from __future__ import annotations

import ctypes
import threading
from dataclasses import dataclass

from mathplay.games.equations import Completion, EquationsGame, GreedyBot

__all__ = ["TimedHint", "timed_hint"]

FIRST_SIZE = 4  # cards searched in the first round


@dataclass(frozen=True, slots=True)
class TimedHint:
    """What the hint found: the best ``completion`` (``None``: none found) and whether it is
    ``proven`` best (every card of the hand was searched)."""

    completion: Completion | None
    proven: bool


class _Stopped(Exception):
    """Raised inside a search thread whose time is up."""


class _Deepening:
    """Search with 4 cards, 5 cards, ... the whole hand; keep the last answer.

    ``lock`` guards the end of the search: once ``finished`` is set under it, nobody stops
    the thread any more, so a stop always lands inside the ``try`` and is caught there.
    """

    def __init__(self, game: EquationsGame) -> None:
        self.game = game
        self.found = TimedHint(None, False)
        self.lock = threading.Lock()
        self.finished = False

    def run(self) -> None:
        size = len(self.game.hand())
        try:
            for most in range(min(FIRST_SIZE, size), size + 1):
                best = GreedyBot(max_cards=most).best_completion(self.game)
                self.found = TimedHint(best, most == size)
            with self.lock:
                self.finished = True
        except _Stopped:
            return

    def stop(self, thread: threading.Thread) -> None:
        """Raise :class:`_Stopped` inside ``thread`` at its next Python instruction."""
        with self.lock:
            if not self.finished and thread.ident is not None:
                ctypes.pythonapi.PyThreadState_SetAsyncExc(
                    ctypes.c_ulong(thread.ident), ctypes.py_object(_Stopped)
                )


def timed_hint(game: EquationsGame, time_limit: float) -> TimedHint:
    """The best completion of any equation with the current hand found within ``time_limit``
    seconds (the hint), and whether it is proven best. ``game`` is not changed."""
    import sympy  # noqa: F401  (loaded here: a stop must never land inside its first import)

    search = _Deepening(game.clone())
    thread = threading.Thread(target=search.run, name="mathplay-equations-hint", daemon=True)
    thread.start()
    thread.join(time_limit)
    if thread.is_alive():
        search.stop(thread)
    return search.found
