"""The move finder: every way to complete an equation from a hand, and the best one.

Both functions are exact. Each side of the equation gets a :class:`SideSearch`: the values
it can take with exactly some hand cards inserted, memoised at term boundaries. A
completion is a left part ``A`` and a right part ``B`` of the hand (``A + B`` fits in the
hand, at least one card) and a value both sides reach.

- :func:`completing_moves` joins every pair of parts;
- :func:`best_completion` (the hint) tries pairs from the most cards downwards, the more
  even splits first, and stops at the first value the sides share: the score only depends
  on the number of cards; :func:`best_on_table` asks it of every equation on the table.

Both searches take an optional :class:`~mathplay.deadline.Deadline` and then raise
:class:`~mathplay.deadline.OutOfTime` when it passes (:mod:`.hint` turns that into the best
answer found in time).

Integer arithmetic decides inside the search; the answers are checked by SymPy
(:meth:`Equation.is_complete`) before they are returned.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from mathplay.core.multiset import ALL, Multiset
from mathplay.core.values import Value
from mathplay.deadline import Deadline
from mathplay.errors import InvalidState
from mathplay.games.equations.cards import read_cards, sort_cards
from mathplay.games.equations.equation import Equation
from mathplay.games.equations.moves import Play
from mathplay.games.equations.rules import Rules
from mathplay.games.equations.sides import SideSearch

__all__ = ["Completion", "best_completion", "best_on_table", "completing_moves"]


@dataclass(frozen=True, slots=True)
class Completion:
    """One way to complete an equation: the finished ``equation``, the ``play`` from the
    hand that makes it, and its ``score`` (cards with "=" minus the penalty)."""

    equation: Equation
    play: Play
    score: int

    @property
    def text(self) -> str:
        return self.equation.to_text()

    @property
    def cards(self) -> tuple[str, ...]:
        """The hand cards played, in card order."""
        return tuple(sort_cards(self.play.cards))

    def __str__(self) -> str:
        return f"{self.text}  ({self.score} points)"


def completing_moves(
    equation: Equation | str,
    hand: str | Iterable[str],
    rules: Rules = Rules(),
    *,
    index: int = 0,
    deadline: Deadline | None = None,
) -> list[Completion]:
    """Every way to complete ``equation`` with cards from ``hand``, best first.

    Each completion is a different finished equation; its play is for equation number
    ``index`` of the table. Ties are in the order of the finished equation's text.
    """
    search = _Search(equation, hand, rules, deadline)
    found = [
        search.completion(left, right, index)
        for first, second, value in search.matches()
        for left in search.left.rows(first, value)
        for right in search.right.rows(second, value)
    ]
    for completion in found:
        search.verify(completion)
    return sorted(found, key=lambda c: (-c.score, c.text))


def best_completion(
    equation: Equation | str,
    hand: str | Iterable[str],
    rules: Rules = Rules(),
    *,
    index: int = 0,
    deadline: Deadline | None = None,
) -> Completion | None:
    """The highest-scoring completion of ``equation`` from ``hand`` (the hint), or ``None``.

    The most cards score the most, so the search goes from the largest play downwards and
    stops at the first size that completes.
    """
    search = _Search(equation, hand, rules, deadline)
    for first, second in search.pairs_largest_first():
        shared = search.shared_values(first, second)
        if shared:
            value = shared[0]
            left = next(search.left.rows(first, value))
            right = next(search.right.rows(second, value))
            completion = search.completion(left, right, index)
            search.verify(completion)
            return completion
    return None


def best_on_table(
    equations: Sequence[Equation],
    hand: str | Iterable[str],
    rules: Rules = Rules(),
    *,
    deadline: Deadline | None = None,
) -> Completion | None:
    """The highest-scoring completion of any of ``equations`` (the lowest number among
    equals) from ``hand``, or ``None``."""
    hand = tuple(read_cards(hand))
    found = [
        best_completion(equation, hand, rules, index=index, deadline=deadline)
        for index, equation in enumerate(equations)
    ]
    return max((c for c in found if c is not None), key=lambda c: c.score, default=None)


class _Search:
    """The two side searches of one equation and one hand."""

    def __init__(
        self,
        equation: Equation | str,
        hand: str | Iterable[str],
        rules: Rules,
        deadline: Deadline | None = None,
    ):
        self.equation = Equation.from_text(equation) if isinstance(equation, str) else equation
        self.rules = rules
        self.hand = Multiset(read_cards(hand))
        options = (rules.leading_zero, rules.unary_minus, deadline)
        self.left = SideSearch(self.equation.left, self.hand, *options)
        self.right = SideSearch(self.equation.right, self.hand, *options)

    def shared_values(self, first: int, second: int) -> list[Value]:
        """The values both sides reach with the parts ``first`` (left) and ``second``."""
        sides = [(self.left, first), (self.right, second)]
        if not all(side.possible(code) for side, code in sides):
            return []
        sizes = self.hand.sizes
        sides.sort(key=lambda entry: sizes[entry[1]])  # the cheaper side first
        (cheap, cheap_code), (dear, dear_code) = sides
        values = cheap.values(cheap_code)
        low, high = dear.magnitudes(dear_code)
        cheap_low, cheap_high = cheap.magnitudes(cheap_code)
        if (cheap_low < low or cheap_high > high) and not values.reaches(low, high):
            return []  # the other side cannot reach any of these values: skip its search
        return values.common(dear.values(dear_code))

    def matches(self) -> Iterator[tuple[int, int, Value]]:
        """Every (left part, right part, value) that completes the equation."""
        hand = self.hand
        for first in range(hand.full + 1):
            if not self.left.possible(first):
                continue
            for second, _ in hand.parts(hand.full - first, ALL):
                if first or second:
                    for value in self.shared_values(first, second):
                        yield first, second, value

    def pairs_largest_first(self) -> Iterator[tuple[int, int]]:
        """Every (left part, right part) that fits in the hand, the most cards first and,
        among plays of one size, the more even splits first."""
        hand, sizes = self.hand, self.hand.sizes
        by_size: dict[int, list[int]] = {}
        for code in range(1, hand.full + 1):
            by_size.setdefault(sizes[code], []).append(code)
        for size in sorted(by_size, reverse=True):
            pairs = [
                (first, second)
                for played in by_size[size]
                for first, second in hand.parts(played, ALL)
                if self.left.possible(first) and self.right.possible(second)
            ]
            pairs.sort(key=lambda pair: abs(sizes[pair[0]] - sizes[pair[1]]))
            yield from pairs

    def completion(self, left: tuple[str, ...], right: tuple[str, ...], index: int) -> Completion:
        done = Equation(left, right, self.equation.face_down)
        play = Play.between(index, self.equation, done)
        return Completion(done, play, done.score(self.rules))

    def verify(self, completion: Completion) -> None:
        """SymPy's verdict on an answer (the integer search must agree with it)."""
        if not completion.equation.is_complete(self.rules):
            raise InvalidState("equations.finder_disagrees", equation=completion.text)
