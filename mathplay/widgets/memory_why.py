"""Why the best expression of a Memory Max hand is the best, in words a child can follow.

Built from what the search returns (the best expression's cards in order, its value, whether
it was proven) and the hand, never from a fixed text:

- a hand of digits only makes one number (nothing is said about × or ÷ then);
- which digit goes first in a number, and what the other order would make;
- the closest miss of two digits of different numbers swapped, and the best an operator card
  makes anywhere else (this is why × goes where it goes);
- what the Y cards became, and how sure the computer is.

Every "it would make" is computed exactly by the expression engine; a sentence is said only
when its other way is really worse (a tie says nothing).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from mathplay.errors import MathplayError
from mathplay.expr import DIGITS, DIVIDE, MINUS, PLUS, TIMES, ExprRules, evaluate, parse_cards
from mathplay.games.memory import goal_distance
from mathplay.search import row_text
from mathplay.widgets.builder import format_value

__all__ = ["why_best"]

Translate = Callable[..., str]
Row = tuple[str, ...]
# the operator cards whose place is explained, the most telling first; at most two
OPERATOR_ORDER = (TIMES, DIVIDE, MINUS, PLUS)


@dataclass(frozen=True, slots=True)
class _Other:
    """Another way to lay out the cards, and what it makes."""

    row: Row
    value: Fraction

    @property
    def text(self) -> str:
        return row_text(self.row)


def why_best(best: Any, rules: Any, tr: Translate) -> list[str]:
    """The sentences that say why ``best`` (a :class:`~mathplay.search.Solution`) is the
    best for ``rules.goal`` (Memory Max :class:`~mathplay.games.memory.Rules`)."""
    row = tuple(best.row)
    goal = rules.goal
    judge = _Judge(goal, rules.expr_rules(), best.value)
    worse = _worse_words(goal, tr)
    lines: list[str] = []
    runs = list(_numbers(row))
    if all(symbol in DIGITS for symbol in row) and len(row) > 1:
        lines.append(tr("widgets.memory.why.digits_only"))
    if line := _digit_order(row, runs, judge, worse, tr):
        lines.append(line)
    if line := _swap(row, runs, judge, worse, tr):
        lines.append(line)
    lines += _operator_places(row, judge, worse, tr)
    if best.wildcards:
        key = "wildcards" if len(best.wildcards) > 1 else "wildcard"
        lines.append(tr(f"widgets.memory.why.{key}", choices=list(best.wildcards)))
    lines.append(_how_sure(best, goal, tr))
    return lines


class _Judge:
    """Evaluates other rows exactly and compares them with the best."""

    def __init__(self, goal: Any, expr_rules: ExprRules, best: Fraction) -> None:
        self.goal = goal
        self.rules = expr_rules
        self.best = goal_distance(goal, best)

    def made(self, rows: Iterator[Row]) -> list[_Other]:
        """The rows that are expressions, with their values."""
        found = []
        for row in rows:
            try:
                found.append(_Other(row, evaluate(parse_cards(row, self.rules))))
            except MathplayError:  # not an expression (a leading 0, two signs, ÷ 0, ...)
                continue
        return found

    def distance(self, other: _Other) -> Fraction:
        return goal_distance(self.goal, other.value)

    def closest_worse(self, rows: Iterator[Row]) -> _Other | None:
        """The closest miss: the best of the rows that are worse than the best."""
        worse = [o for o in self.made(rows) if self.distance(o) > self.best]
        return min(worse, key=self.distance, default=None)


def _numbers(row: Row) -> Iterator[tuple[int, int]]:
    """``(start, end)`` of every number (a run of digit cards) in the row."""
    start = None
    for index in range(len(row) + 1):
        digit = index < len(row) and row[index] in DIGITS
        if digit and start is None:
            start = index
        elif not digit and start is not None:
            yield start, index
            start = None


def _digit_order(
    row: Row, runs: list[tuple[int, int]], judge: _Judge, worse: str, tr: Translate
) -> str:
    """The longest number with different digits, and what its digits the other way round
    would make (only if that is worse)."""
    for start, end in sorted(runs, key=lambda run: run[0] - run[1]):
        number = row[start:end]
        if len(set(number)) < 2:
            continue
        other = judge.closest_worse(iter([(*row[:start], *reversed(number), *row[end:])]))
        if other is None:
            continue
        params = {
            "number": "".join(number),
            "digit": number[0],
            "other": "".join(reversed(number)),
            "worse": worse,
        }
        if len(runs) == 1 and end - start == len(row):  # the number is the whole expression
            return tr("widgets.memory.why.order_alone", **params)
        return tr(
            "widgets.memory.why.order",
            expression=other.text,
            value=format_value(other.value),
            **params,
        )
    return ""


def _swap(row: Row, runs: list[tuple[int, int]], judge: _Judge, worse: str, tr: Translate) -> str:
    """The closest miss of two different digits of two numbers swapped."""
    number_of = {i: n for n, (start, end) in enumerate(runs) for i in range(start, end)}

    def swapped() -> Iterator[Row]:
        for i in number_of:
            for j in number_of:
                if i < j and number_of[i] != number_of[j] and row[i] != row[j]:
                    cards = list(row)
                    cards[i], cards[j] = cards[j], cards[i]
                    yield tuple(cards)

    other = judge.closest_worse(swapped())
    if other is None:
        return ""
    a, b = (row[i] for i in range(len(row)) if row[i] != other.row[i])
    return tr(
        "widgets.memory.why.swap",
        a=a,
        b=b,
        expression=other.text,
        value=format_value(other.value),
        worse=worse,
    )


def _operator_places(row: Row, judge: _Judge, worse: str, tr: Translate) -> list[str]:
    """For the two most telling operator cards: the best that card makes anywhere else
    (every other place, the other cards in the same order), when that is worse."""
    lines = []
    for operator in [op for op in OPERATOR_ORDER if op in row][:2]:
        at = row.index(operator)
        rest = row[:at] + row[at + 1 :]
        elsewhere = (
            (*rest[:gap], operator, *rest[gap:]) for gap in range(len(rest) + 1) if gap != at
        )
        other = min(judge.made(elsewhere), key=judge.distance, default=None)
        if other is None or judge.distance(other) <= judge.best:
            continue  # it fits nowhere else, or somewhere else is as good
        lines.append(
            tr(
                "widgets.memory.why.move",
                op=operator,
                expression=other.text,
                value=format_value(other.value),
                worse=worse,
            )
        )
    return lines


def _worse_words(goal: Any, tr: Translate) -> str:
    if goal in ("max", "min"):
        return tr(f"widgets.memory.why.worse_{goal}")
    return tr("widgets.memory.why.worse_target", target=format_value(_target(goal)))


def _target(goal: Any) -> Fraction:
    return Fraction(goal[1]) if isinstance(goal, tuple) else Fraction(0)


def _how_sure(best: Any, goal: Any, tr: Translate) -> str:
    value = format_value(best.value)
    if not best.proven_optimal:
        return tr("widgets.memory.why.not_proven")
    if goal in ("max", "min"):
        return tr(f"widgets.memory.why.proven_{goal}", value=value)
    target = _target(goal)
    if best.value == target:
        return tr("widgets.memory.why.exact", target=format_value(target))
    return tr("widgets.memory.why.proven_target", target=format_value(target))
