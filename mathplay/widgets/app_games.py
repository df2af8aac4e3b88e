"""What an app page needs to know of each game: its board, how many seats, the computer
players a pupil can choose (easiest first), and the texts of its welcome and "How to play".

Nothing here is a rule: the board and its engine decide everything; "How to play" takes the
numbers it says (points to win, cards to draw) from the game's default ``Rules``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["GAMES", "AppGame"]

LEVELS = {2: ("easy", "hard"), 3: ("easy", "medium", "hard")}


@dataclass(frozen=True)
class AppGame:
    """One game as an app page offers it."""

    name: str  # the engine's name: "triolet", "equations", "memory"
    board: str  # the board class, "module:Class" (imported when the game starts)
    seats: tuple[int, int]  # fewest and most players
    bots: tuple[Callable[[int], Any], ...]  # a computer player for seat n, easiest first
    rules: Callable[[], dict[str, Any]]  # the numbers "How to play" says, from the Rules

    def board_class(self) -> type:
        module, _, name = self.board.partition(":")
        return getattr(importlib.import_module(module), name)

    @property
    def levels(self) -> tuple[str, ...]:
        """The computer players' levels, as the seat menu names them."""
        return LEVELS[len(self.bots)]

    def bot(self, level: str, seat: int) -> Any:
        """A computer player of ``level`` for seat ``seat`` (its own random choices are
        seeded by the seat: the same game number replays the same game)."""
        return self.bots[self.levels.index(level)](seat)

    @property
    def title_id(self) -> str:
        return f"widgets.{self.name}.title"

    @property
    def welcome_id(self) -> str:
        return f"widgets.app.welcome_{self.name}"

    @property
    def how_id(self) -> str:
        return f"widgets.app.how_{self.name}"


def _bot(path: str, *args: Any, seeded: bool = True) -> Callable[[int], Any]:
    """A computer player of class ``path`` ("module:Class", imported when first seated)."""

    def make(seat: int) -> Any:
        module, _, name = path.partition(":")
        kind = getattr(importlib.import_module(module), name)
        return kind(*args, seed=seat) if seeded else kind(*args)

    return make


def _equations_rules() -> dict[str, Any]:
    from mathplay.games.equations import Rules

    rules = Rules()
    return {
        "target": rules.target,
        "penalty": rules.penalty,
        "draw": rules.draw,
        "void_at": rules.void_at or 0,
    }


GAMES: dict[str, AppGame] = {
    game.name: game
    for game in (
        AppGame(
            "triolet",
            "mathplay.widgets.triolet:TrioletBoard",
            (2, 4),
            (
                _bot("mathplay.games.triolet:RandomBot"),
                _bot("mathplay.games.triolet:GreedyBot", seeded=False),
                _bot("mathplay.games.triolet:StrategicBot", seeded=False),
            ),
            dict,
        ),
        AppGame(
            "equations",
            "mathplay.widgets.equations:EquationsTable",
            (2, 6),
            (
                _bot("mathplay.games.equations:RandomBot"),
                _bot("mathplay.games.equations:GreedyBot"),
            ),
            _equations_rules,
        ),
        AppGame(
            "memory",
            "mathplay.widgets.memory:MemoryGrid",
            (2, 6),
            (
                _bot("mathplay.games.memory:RandomBot"),
                _bot("mathplay.games.memory:ForgetfulBot", 0.3),
                _bot("mathplay.games.memory:PerfectMemoryBot"),
            ),
            dict,
        ),
    )
}
"""The games an app page can show, by name."""
