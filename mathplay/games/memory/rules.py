"""The options of Memory Max (``docs/rules/memory.md``): every default is the rules page's."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import asdict, dataclass, fields
from fractions import Fraction
from typing import Any

from mathplay.errors import MathplayError, shown
from mathplay.expr import DIGITS, OPERATORS, WILDCARD, ExprRules, normalize_symbol
from mathplay.games.memory.cards import CHAOS, is_number, read_faces
from mathplay.games.schema import (
    MAX_PLAYERS,
    FieldError,
    Fixed,
    Flag,
    Kind,
    Maybe,
    Text,
    Whole,
    check_declared,
    declared,
)

__all__ = ["GOALS", "MAX_CARDS", "MAX_COPIES", "Goal", "Rules", "goal_distance"]

Goal = str | tuple[str, int | Fraction]
GOALS = ("max", "min", "zero")
MAX_COPIES = 10
"""The most copies of a card (the rules page's deck has 2 of each digit, 3 of each operator,
4 Y and 4 chaos): at most 160 cards."""
MAX_CARDS = 400
"""The most cells of a grid, so the most cards of a game (the rules page's is 5 × 8)."""
MAX_TARGET = 10**12
"""The biggest numerator or denominator of a target goal."""

_COPIES = Whole(0, MAX_COPIES)
_PLAYERS = Whole(1, MAX_PLAYERS)
_SYMBOLS = Text(len(DIGITS) + len(OPERATORS) + 10)
_MESSAGES = {  # the rules page's words for an option that is wrong
    "digit_copies": "memory.rules_copies",
    "operator_copies": "memory.rules_copies",
    "wildcard_copies": "memory.rules_copies",
    "chaos_copies": "memory.rules_copies",
    "grid": "memory.rules_grid_shape",
    "min_players": "memory.rules_players",
    "max_players": "memory.rules_players",
}


@dataclass(frozen=True, slots=True)
class Rules:
    """How a game of Memory Max is played.

    - the deck: every digit of ``digits`` ``digit_copies`` times, every operator of
      ``operators`` ``operator_copies`` times, ``wildcard_copies`` Y cards and
      ``chaos_copies`` chaos cards (default 20 + 12 + 4 + 4 = 40 cards);
      ``operators="+-"`` removes × and ÷ for young children;
    - ``grid``: rows and columns; the cards fill it row by row (cells left over stay empty;
      a game checks that its cards fit);
    - ``goal``: ``"max"`` (the rules page), ``"min"``, ``"zero"`` or ``("target", n)``;
    - ``concatenate`` and ``leading_zero``: how digit cards form numbers at the end;
    - ``wildcard_values``: what Y may become; ``None`` means every digit and every operator
      of the deck (the rules page);
    - ``min_players`` .. ``max_players``: how many may play (2–6);
    - ``may_stop_after_pair``: after taking a pair the player may turn two more cards or
      stop (the seed: "ma prawo", has the right, to go on); ``False``: the turn must go on.

    ``digit_copies`` must be even, so that number cards always pair up and a game ends.
    """

    digits: str = declared(_SYMBOLS, default=DIGITS)
    digit_copies: int = declared(_COPIES, default=2)
    operators: str = declared(_SYMBOLS, default="".join(OPERATORS))
    operator_copies: int = declared(_COPIES, default=3)
    wildcard_copies: int = declared(_COPIES, default=4)
    chaos_copies: int = declared(_COPIES, default=4)
    grid: tuple[int, int] = declared(
        Fixed((Whole(1, MAX_CARDS), Whole(1, MAX_CARDS))), default=(5, 8)
    )
    goal: Goal = declared(Kind(), default="max")  # checked and made canonical by _checked_goal
    concatenate: bool = declared(Flag(), default=True)
    leading_zero: bool = declared(Flag(), default=False)
    wildcard_values: str | None = declared(Maybe(_SYMBOLS), default=None)
    min_players: int = declared(_PLAYERS, default=2)
    max_players: int = declared(_PLAYERS, default=6)
    may_stop_after_pair: bool = declared(Flag(), default=True)

    def __post_init__(self) -> None:
        """The one check of a set of rules (every way in: a call, a saved game, a text):
        the symbols and the goal made canonical, every option by its declared kind and
        bounds, then the options together."""
        set_field = object.__setattr__
        all_operators = "".join(OPERATORS)
        set_field(self, "digits", _symbols(self.digits, DIGITS, "digits", required=True))
        operators = _symbols(self.operators, all_operators, "operators", required=False)
        set_field(self, "operators", operators)
        if self.wildcard_values is not None:
            allowed = DIGITS + all_operators
            values = _symbols(self.wildcard_values, allowed, "wildcard_values", required=True)
            set_field(self, "wildcard_values", values)
        if isinstance(self.grid, list):
            set_field(self, "grid", tuple(self.grid))
        set_field(self, "goal", _checked_goal(self.goal))
        try:
            check_declared(self)
        except FieldError as error:
            message_id = _MESSAGES.get(error.field.partition("[")[0])
            if message_id is None:
                raise
            raise MathplayError(message_id, grid=shown(self.grid)) from None
        if self.digit_copies % 2:
            raise MathplayError("memory.rules_copies")
        if self.grid[0] * self.grid[1] > MAX_CARDS:
            raise MathplayError("memory.rules_grid_shape", grid=shown(self.grid))
        if self.min_players > self.max_players:
            raise MathplayError("memory.rules_players")

    @property
    def deck_size(self) -> int:
        return (
            len(self.digits) * self.digit_copies
            + len(self.operators) * self.operator_copies
            + self.wildcard_copies
            + self.chaos_copies
        )

    def deck(self) -> tuple[str, ...]:
        """Every card of the deck, in a fixed order (the game shuffles it)."""
        return (
            tuple(d for d in self.digits for _ in range(self.digit_copies))
            + tuple(op for op in self.operators for _ in range(self.operator_copies))
            + (WILDCARD,) * self.wildcard_copies
            + (CHAOS,) * self.chaos_copies
        )

    def check_fits(self, cards: int) -> None:
        """Raise ``memory.rules_grid`` if ``cards`` cards do not fit in the grid."""
        rows, cols = self.grid
        if cards > rows * cols:
            raise MathplayError("memory.rules_grid", rows=rows, cols=cols, cards=cards)

    def check_layout(self, faces: Iterable[str]) -> tuple[str, ...]:
        """Canonical faces of a hand-made layout, checked against these rules."""
        faces = read_faces(faces)
        for face in faces:
            if face in OPERATORS and face not in self.operators:
                raise MathplayError("memory.face_not_in_game", face=face)
        odd = sorted(d for d, n in Counter(filter(is_number, faces)).items() if n % 2)
        if odd:
            raise MathplayError("memory.odd_numbers", digits=", ".join(odd))
        self.check_fits(len(faces))
        return faces

    def wildcard_choices(self) -> str:
        """What a Y card may become: digits and operators."""
        if self.wildcard_values is not None:
            return self.wildcard_values
        return self.digits + self.operators

    def expr_rules(self) -> ExprRules:
        """How a row of cards is read at the end of the game."""
        return ExprRules(concatenate=self.concatenate, leading_zero=self.leading_zero)

    def position(self, row: int, col: int) -> int:
        """The position (0, 1, ... row by row) of the cell at ``row``, ``col``."""
        return row * self.grid[1] + col

    def row_col(self, position: int) -> tuple[int, int]:
        """The ``(row, col)`` of a position."""
        return divmod(position, self.grid[1])

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["grid"] = list(self.grid)
        if isinstance(self.goal, tuple):
            data["goal"] = [self.goal[0], str(self.goal[1])]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Rules:
        if not isinstance(data, dict):
            raise MathplayError("memory.rules_unknown_option", option=type(data).__name__)
        known = {f.name for f in fields(cls)}
        unknown = sorted(map(str, set(data) - known))
        if unknown:
            raise MathplayError("memory.rules_unknown_option", option=unknown[0][:40])
        return cls(**data)


def goal_distance(goal: Goal, value: Fraction) -> Fraction:
    """How far ``value`` is from the goal: smaller is better, 0 for a perfect hit (the
    search's rule, :func:`mathplay.search.goal_distance`)."""
    from mathplay.search import goal_distance as distance

    return distance(goal, value)


def _checked_goal(goal: Any) -> Goal:
    if isinstance(goal, str) and goal in GOALS:
        return goal
    if isinstance(goal, list | tuple) and len(goal) == 2 and goal[0] == "target":
        target = goal[1]
        if isinstance(target, str):
            try:
                target = Fraction(target) if len(target) <= 40 else None
            except (ValueError, ZeroDivisionError):
                target = None
        if isinstance(target, int | Fraction) and not isinstance(target, bool):
            target = Fraction(target)
            if max(abs(target.numerator), target.denominator) <= MAX_TARGET:
                return ("target", int(target) if target.denominator == 1 else target)
    raise MathplayError("memory.rules_goal", goal=shown(goal))


def _symbols(text: str, allowed: str, kind: str, *, required: bool) -> str:
    """Canonical symbols of ``text`` (``"+-"`` → ``"+−"``), each in ``allowed``, no repeats;
    at least one if ``required``."""
    text = text if isinstance(text, str) else shown(text)
    symbols = [normalize_symbol(char) for char in text[:40] if not char.isspace()]
    wrong = any(s is None or s not in allowed for s in symbols) or len(text) > 40
    if wrong or len(set(symbols)) < len(symbols) or (required and not symbols):
        raise MathplayError("memory.rules_symbols", kind=kind, text=text[:40])
    return "".join(symbols)  # type: ignore[arg-type]
