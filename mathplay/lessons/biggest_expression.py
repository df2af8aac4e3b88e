"""Lesson 2, the biggest expression (the memory game's finale): what its notebook imports
(tables, charts, the lesson's rule of thumb) and the pupils' ``check``.

The exercises, with their answers and their variants with other cards (homework gives each
pupil their own), are teacher-side: :mod:`mathplay.lessons.keys.biggest_expression`.

>>> check(2, "76 + 2")
✅ Right! 76 + 2 = 78, and no expression with these cards is bigger.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from mathplay.i18n import get_language, translate
from mathplay.i18n.notation import notation
from mathplay.lessons.lesson_check import LessonCheck
from mathplay.lessons.pictures import pyplot
from mathplay.lessons.steps import Work
from mathplay.lessons.verdicts import group_digits

if TYPE_CHECKING:
    import pandas

__all__ = [
    "balanced_product",
    "check",
    "finale_table",
    "pairs_table",
    "plot_values",
    "rows_table",
    "show_value",
    "values_table",
]


def _head(key: str, language: str | None) -> str:
    return translate(f"lessons.best.table.{key}", get_language() if language is None else language)


# ----- tables and pictures for the lesson -----------------------------------------------
def pairs_table(pairs: Sequence[tuple[int, int]], language: str | None = None) -> pandas.DataFrame:
    """``a``, ``b``, ``a + b`` and ``a × b`` for each pair (``a · b`` in Polish)."""
    import pandas

    language = get_language() if language is None else language
    return pandas.DataFrame(
        {
            "a": [a for a, _ in pairs],
            "b": [b for _, b in pairs],
            "a + b": [a + b for a, b in pairs],
            notation("a × b", language): [a * b for a, b in pairs],
        }
    )


def show_value(value: Fraction | int, language: str | None = None) -> str:
    """A value as a pupil reads it: ``12,345`` (``12 345`` in Polish) or ``563,304,401 2/3``
    (never 1689913205/3)."""
    language = get_language() if language is None else language
    value = Fraction(value)
    whole = int(value) if value >= 0 else -int(-value)
    rest = abs(value - whole)
    fraction = f"{rest.numerator}/{rest.denominator}"
    if whole == 0 and rest:
        return f"−{fraction}" if value < 0 else fraction
    text = group_digits(whole, language)
    return text if not rest else f"{text} {fraction}"


def _how_long(rows: int, language: str) -> str:
    """Time to try ``rows`` rows at a million rows a second, in words."""
    seconds = rows / 1_000_000
    units = [("years", 365 * 24 * 3600), ("days", 24 * 3600), ("hours", 3600), ("minutes", 60)]
    for unit, size in units:
        if seconds >= size:
            n = group_digits(round(seconds / size), language)
            return translate(f"lessons.best.time.{unit}", language, n=n)
    if seconds >= 1:
        return translate(
            "lessons.best.time.seconds", language, n=group_digits(round(seconds), language)
        )
    return translate("lessons.best.time.instant", language)


def rows_table(hands: Sequence[str], language: str | None = None) -> pandas.DataFrame:
    """For each hand: its cards, how many rows it makes, how long trying them all takes."""
    import pandas

    # lazy: the search (a second of imports) only when a table is made
    from mathplay.search import count_arrangements

    language = get_language() if language is None else language
    rows = [count_arrangements(hand) for hand in hands]
    return pandas.DataFrame(
        {
            _head("cards", language): [len(hand.split()) for hand in hands],
            _head("rows", language): [group_digits(n, language) for n in rows],
            _head("time", language): [_how_long(n, language) for n in rows],
        }
    )


def finale_table(game: Any, language: str | None = None) -> pandas.DataFrame:
    """A finished memory game: each player's cards, best row and its value, and the rank."""
    import pandas

    language = get_language() if language is None else language
    results = game.results_table()
    seats = [str(name).split()[-1] for name in results["player"]]  # "Player 2" -> "2"
    return pandas.DataFrame(
        {
            _head("player", language): [f"{_head('player', language)} {n}" for n in seats],
            _head("hand", language): [notation(str(h), language) for h in results["cards"]],
            _head("row", language): [notation(str(r), language) for r in results["expression"]],
            _head("value", language): [show_value(v, language) for v in results["value"]],
            _head("rank", language): results["rank"],
        }
    )


def values_table(cards: str, language: str | None = None) -> pandas.DataFrame:
    """Every value ``cards`` can make, how many rows reach it and one example row."""
    import pandas

    # lazy: the search (a second of imports) only when a table is made
    from mathplay.search import all_values

    language = get_language() if language is None else language
    table = all_values(cards)
    return pandas.DataFrame(
        {
            _head("value", language): [show_value(v, language) for v in table["value"]],
            _head("rows_with_value", language): list(table["count"]),
            _head("example", language): [notation(row, language) for row in table["example"]],
        }
    )


def plot_values(cards: str) -> Any:
    """A bar for each value ``cards`` can make (across), as tall as the rows that reach it
    (up). The picture has numbers only: the lesson's text says what the axes are, in the
    pupil's language, so no font is missing anywhere (JupyterLite included)."""
    plt = pyplot()

    # lazy: the search (a second of imports) only when a table is made
    from mathplay.search import all_values

    table = all_values(cards)
    figure, axes = plt.subplots(figsize=(8, 3))
    axes.bar([float(v) for v in table["value"]], table["count"], width=1.5)
    plt.close(figure)
    return figure


# ----- the lesson's rule of thumb -------------------------------------------------------
def balanced_product(digits: Sequence[int] | str, language: str | None = None) -> Work:
    """The biggest product of two numbers made of ``digits`` (one × card), by the lesson's
    rule: make the two numbers about the same size, then fill in the digits from the top
    (the two biggest lead; in each round the bigger digit goes to the number that is
    smaller so far). ``balanced_product("9 8 7 6")`` is ``"96 × 87"``; the tests check the
    rule against the solver."""
    ordered = sorted((int(d) for d in str(digits).split()) if isinstance(digits, str) else digits)
    ordered.reverse()
    first, second = str(ordered[0]), str(ordered[1])
    rest = ordered[2:]
    while rest:
        big, small, rest = rest[0], rest[1:2], rest[2:]
        tail = "".join(map(str, small))
        if int(first) < int(second):
            first, second = first + str(big), second + tail
        else:
            first, second = first + tail, second + str(big)
    return Work(notation(f"{first} × {second}", get_language() if language is None else language))


check = LessonCheck("biggest-expression")
"""The pupils' check: right or wrong, and what a wrong answer shows (never an answer)."""
