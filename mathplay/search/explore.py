"""How many expressions a hand makes, and every value they reach.

:func:`count_arrangements` is exact and combinatorial, so it is instant even for hands no
computer could list. A row is blocks of digits (the numbers) separated by single operator
cards. For each pattern of block lengths it multiplies the ways to order the digits by the
ways to order the operators, keeping the rules: a number of two or more digits cannot
start with 0 (unless the rules allow it), and ÷ cannot stand before a number that is 0.
Only the count of single-``0`` numbers after an operator couples the two, so the sum runs
over that count. With leading zeros allowed, a number is 0 when all its digits are, and
the same sum is done by inclusion–exclusion over the numbers that are all zeros.

:func:`all_values` counts the rows of each value without listing them, by a dynamic
programme over what is left of the hand: a row is its first term, then + or − and a row
of the rest (whose first term takes that sign); a term is its first number, then × or ÷
and the rest of the term. Each part is a table ``value → (rows, first row)``, so every
distinct row is counted once and the example of a value is its first row in the order of
the cards (digits 0–9, then + − × ÷).
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from itertools import combinations_with_replacement, product
from math import comb, factorial, gcd, prod
from typing import Any

from mathplay.errors import MathplayError
from mathplay.expr import DIVIDE, MINUS, OPERATORS, PLUS, TIMES, ExprRules, parse_cards
from mathplay.search.model.hand import Hand, read_hand, read_rules, read_wildcard_values
from mathplay.search.reference import Reference

__all__ = ["DEFAULT_LIMIT", "all_values", "count_arrangements"]

DEFAULT_LIMIT = 100_000


def count_arrangements(
    cards: Any, rules: ExprRules = ExprRules(), *, wildcard_values: Any = None
) -> int:
    """How many different valid expressions use all the cards exactly once.

    Two expressions are different when their rows of cards differ. A Y card counts once
    for each card it may become (``wildcard_values``, all digits and operators by default).

    >>> count_arrangements("1 2 +")
    2
    """
    hand = read_hand(cards)
    rules = read_rules(rules)
    return sum(_count(concrete, rules) for concrete, _ in _substitutions(hand, wildcard_values))


def all_values(
    cards: Any,
    rules: ExprRules = ExprRules(),
    *,
    limit: int = DEFAULT_LIMIT,
    wildcard_values: Any = None,
):
    """Every value the cards can make, with how many arrangements make it.

    A :class:`pandas.DataFrame` with columns ``value`` (an exact ``Fraction``), ``count``
    (how many different rows of the cards have that value) and ``example`` (one of them),
    sorted by value. Raises :class:`~mathplay.errors.MathplayError` instead of running for
    ages when the cards make more than ``limit`` expressions: for those, ask
    :func:`~mathplay.search.best_expression` for the best one.
    """
    import pandas as pd

    hand = read_hand(cards)
    rules = read_rules(rules)
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise MathplayError("search.limit", value=limit)
    substitutions = list(_substitutions(hand, wildcard_values))
    total = sum(_count(concrete, rules) for concrete, _ in substitutions)
    if total > limit:
        raise MathplayError("search.too_many_arrangements", count=total, limit=limit)
    counts: dict[Fraction, int] = {}
    examples: dict[Fraction, tuple[str, ...]] = {}
    rows = _Rows(rules)  # shared by the hands the Y cards become
    for concrete, _ in substitutions:
        for value, (count, row) in rows.of(concrete).items():
            counts[value] = counts.get(value, 0) + count
            examples.setdefault(value, row)
    text_rules = ExprRules(rules.concatenate, rules.leading_zero, rules.unary_minus, 10**6)
    values = sorted(counts)
    return pd.DataFrame(
        {
            "value": values,
            "count": [counts[v] for v in values],
            "example": [str(parse_cards(examples[v], text_rules)) for v in values],
        },
        columns=["value", "count", "example"],
    )


Pair = tuple[int, int]  # a value p/q in lowest terms, q > 0 (cheaper than Fraction)
Table = dict[Pair, tuple[int, str]]  # value → (rows, first row, coded: see _CODE)
Cards = tuple[tuple[int, ...], int, int, int, int]  # digits, + cards, − cards, ×, ÷
_CODE = dict(zip(OPERATORS, "abcd", strict=True))  # operators sort after the digits
_SYMBOL = {code: symbol for symbol, code in _CODE.items()}
_EMPTY: Table = {(0, 1): (1, "")}


class _Rows:
    """The rows of a hand without Y cards, counted per value (see the module docstring);
    memoised per multiset of cards left."""

    def __init__(self, rules: ExprRules) -> None:
        self.rules = rules
        self.numbers = Reference(rules.concatenate, rules.leading_zero).numbers
        self._parts: dict[tuple[int, ...], list] = {}
        self._rows: dict[tuple[Cards, int], Table] = {}
        self._terms: dict[tuple[tuple[int, ...], int, int, str], Table] = {}

    def of(self, hand: Hand) -> dict[Fraction, tuple[int, tuple[str, ...]]]:
        """``value → (rows, first row)``: a leading number, or a leading minus card."""
        cards = (hand.digits, hand.plus, hand.minus, hand.times, hand.divide)
        found = dict(self._sum(cards, 1)) if any(hand.digits) else {}
        if self.rules.unary_minus and hand.minus:
            led = (hand.digits, hand.plus, hand.minus - 1, hand.times, hand.divide)
            for value, (count, row) in self._sum(led, -1).items():
                _add(found, value, count, _CODE[MINUS] + row)
        return {
            Fraction(*value): (count, tuple(_SYMBOL.get(c, c) for c in row))
            for value, (count, row) in found.items()
        }

    def _sum(self, cards: Cards, sign: int) -> Table:
        """Rows of exactly these cards whose first term has this sign."""
        key = (cards, sign)
        found = self._rows.get(key)
        if found is None:
            digits, plus, minus, times, divide = cards
            found = {}
            for part, rest in self._split(digits):
                for x in range(times + 1):
                    for y in range(divide + 1):
                        terms = self._term(part, times - x, divide - y)
                        if not terms:
                            continue
                        tails = self._tail((rest, plus, minus, x, y))
                        for (p, q), (count, row) in terms.items():
                            for (r, s), (more, rest_row) in tails.items():
                                top, bottom = sign * p * s + r * q, q * s
                                g = gcd(top, bottom)
                                value = (top // g, bottom // g)
                                _add(found, value, count * more, row + rest_row)
            self._rows[key] = found
        return found

    def _tail(self, cards: Cards) -> Table:
        """What follows the first term: nothing, or + or − and a row of the rest."""
        digits, plus, minus, times, divide = cards
        if not any(digits):
            return _EMPTY if plus == minus == times == divide == 0 else {}
        found: Table = {}
        for symbol, count, sign in ((PLUS, plus, 1), (MINUS, minus, -1)):
            if count:
                rest = (digits, plus - (sign > 0), minus - (sign < 0), times, divide)
                for value, (rows, row) in self._sum(rest, sign).items():
                    _add(found, value, rows, _CODE[symbol] + row)
        return found

    def _term(self, digits: tuple[int, ...], times: int, divide: int, op: str = "") -> Table:
        """Rows of one term of exactly these digits, × and ÷ cards (``op``: the rest of a
        term after that operator, its value the factor it brings)."""
        key = (digits, times, divide, op)
        found = self._terms.get(key)
        if found is None:
            found = {}
            for part, rest in self._split(digits):
                after: list[Table] = []  # what may follow the number
                if not any(rest) and not times and not divide:
                    after.append(_EMPTY_FACTOR)
                elif any(rest):
                    after += [self._term(rest, times - 1, divide, TIMES)] if times else []
                    after += [self._term(rest, times, divide - 1, DIVIDE)] if divide else []
                for number in self.numbers(part):
                    if op == DIVIDE and number == 0:
                        continue
                    text = (_CODE[op] if op else "") + str(number).zfill(sum(part))
                    for tails in after:
                        for (p, q), (count, row) in tails.items():
                            top, bottom = (p, q * number) if op == DIVIDE else (p * number, q)
                            g = gcd(top, bottom)
                            _add(found, (top // g, bottom // g), count, text + row)
            self._terms[key] = found
        return found

    def _split(self, digits: tuple[int, ...]) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        """``(part, rest)`` for every non-empty sub-multiset ``part`` of the digits."""
        found = self._parts.get(digits)
        if found is None:
            found = self._parts[digits] = [
                (part, tuple(a - b for a, b in zip(digits, part, strict=True)))
                for part in product(*(range(c + 1) for c in digits))
                if any(part)
            ]
        return found


_EMPTY_FACTOR: Table = {(1, 1): (1, "")}


def _add(table: Table, value: Fraction, count: int, row: str) -> None:
    """Count ``count`` more rows of ``value``, ``row`` the first of them if it sorts first."""
    old = table.get(value)
    table[value] = (count, row) if old is None else (old[0] + count, min(old[1], row))


def _substitutions(hand: Hand, wildcard_values: Any) -> Iterable[tuple[Hand, tuple[str, ...]]]:
    if not hand.wildcards:
        yield hand, ()
        return
    choices = read_wildcard_values(wildcard_values)
    for substitution in combinations_with_replacement(choices, hand.wildcards):
        yield hand.with_wildcards(substitution), substitution


def _count(hand: Hand, rules: ExprRules) -> int:
    """Valid rows of a hand without Y cards: a leading number, or a leading minus card."""
    ops = (hand.plus, hand.minus, hand.times, hand.divide)
    total = _rows(hand.digits, ops, rules)
    if rules.unary_minus and hand.minus:
        total += _rows(hand.digits, (hand.plus, hand.minus - 1, hand.times, hand.divide), rules)
    return total


def _rows(digits: tuple[int, ...], ops: tuple[int, int, int, int], rules: ExprRules) -> int:
    """Rows ``number op number … op number`` using exactly these digits and operators."""
    size = sum(digits)
    joins = sum(ops)
    blocks = joins + 1
    if size < blocks or (not rules.concatenate and size != blocks):
        return 0
    divide = ops[3]

    def operator_orders(zero_blocks: int) -> int:
        """Orders of the operator cards with no ÷ before ``zero_blocks`` given numbers."""
        free = joins - zero_blocks
        if free < divide:
            return 0
        others = joins - divide
        return comb(free, divide) * factorial(others) // prod(factorial(n) for n in ops[:3])

    zeros = digits[0]
    nonzero_orders = factorial(size - zeros) // prod(factorial(n) for n in digits[1:])
    if rules.concatenate and rules.leading_zero:
        return _rows_with_leading_zeros(size, zeros, joins, nonzero_orders, operator_orders)
    total = 0
    for first_single in (0, 1):  # is the first number a single digit?
        for singles in range(joins + 1):  # single-digit numbers after an operator
            longs = blocks - singles - first_single
            spread = _compositions(size - singles - first_single, longs, 2)
            if not spread:
                continue
            free = size - blocks + first_single  # places a 0 may take: not a long start
            inner = 0
            for zero_singles in range(min(singles, zeros) + 1):
                inner += (
                    comb(singles, zero_singles)
                    * comb(free, zeros - zero_singles)
                    * operator_orders(zero_singles)
                )
            total += comb(joins, singles) * spread * inner
    return total * nonzero_orders


def _rows_with_leading_zeros(size, zeros, joins, nonzero_orders, operator_orders) -> int:
    """Rows when numbers may start with 0: inclusion–exclusion over numbers after an
    operator that are all zeros (the only ones ÷ may not precede)."""
    blocks = joins + 1
    total = 0
    for chosen in range(joins + 1):  # numbers after an operator forced to be all zeros
        sign_sum = sum(
            comb(chosen, kept) * (-1) ** (chosen - kept) * operator_orders(kept)
            for kept in range(chosen + 1)
        )
        if not sign_sum:
            continue
        for length in range(chosen, zeros + 1):  # their total length
            forced = _compositions(length, chosen, 1)
            others = _compositions(size - length, blocks - chosen, 1)
            if not forced or not others:
                continue
            digit_orders = (
                factorial(size - length)
                // factorial(zeros - length)
                // factorial(size - zeros)
                * nonzero_orders
            )
            total += comb(joins, chosen) * forced * others * digit_orders * sign_sum
    return total


def _compositions(total: int, parts: int, least: int) -> int:
    """Ways to write ``total`` as an ordered sum of ``parts`` numbers, each ≥ ``least``."""
    if parts == 0:
        return int(total == 0)
    spare = total - parts * least
    return comb(spare + parts - 1, parts - 1) if spare >= 0 else 0
