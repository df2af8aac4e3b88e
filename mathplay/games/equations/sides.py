"""Every value one side of an equation can take when cards of a hand are inserted.

:class:`SideSearch` answers "which values can this side have if exactly these hand cards
(a code of :class:`~mathplay.core.multiset.Multiset`) are inserted, the table cards kept
in order?", and lists the rows of cards that give one of those values. Its values and
their sets are the shared exact ones of :mod:`mathplay.core.values`.

School precedence makes a side a sum of signed terms, each a product of numbers, each a
run of digits. The tables are memoised at those boundaries, each keyed by the table
position where the part starts and the exact hand cards it uses:

- ``numbers(j, cards)``: every number (value, end, digits);
- ``factors(j, cards)``: every ``× n ÷ m …`` tail of a term, by end: its exact factor;
- ``terms(j, cards)``: every term, by end: its exact value;
- ``sums(sign, j, cards)``: every way to finish the side from a term boundary: its value.

So a suffix is worked out once, however many prefixes lead to it, and each table holds
one entry per (value, cards used). No row of cards is listed twice: a hand card is never
inserted right before an equal table card (the table card is matched first instead).

With a :class:`~mathplay.deadline.Deadline`, each table entry worked out checks it first
(raising :class:`~mathplay.deadline.OutOfTime`); a stopped search stores nothing half done.
"""

from __future__ import annotations

from collections.abc import Iterator

from mathplay.core.multiset import ADDITIVE, DIGIT, MULTIPLICATIVE, TERM, Multiset
from mathplay.core.values import (
    Value,
    ValueSet,
    as_fraction,
    divide,
    multiply,
    subtract,
    times_sign,
)
from mathplay.deadline import Deadline
from mathplay.expr import DIGITS, DIVIDE, MINUS, PLUS, TIMES

__all__ = ["SideSearch"]

Number = tuple[int, int, str]  # value, table position after it, its digit cards
ByEnd = dict[int, ValueSet]  # table position after the part -> its values


class SideSearch:
    """The values and rows of one side: ``table`` cards with hand cards inserted."""

    def __init__(
        self,
        table: tuple[str, ...],
        hand: Multiset,
        leading_zero: bool = False,
        unary_minus: bool = False,
        deadline: Deadline | None = None,
    ) -> None:
        self.table = table
        self.deadline = deadline if deadline is not None else Deadline(None)
        self.hand = hand
        self.leading_zero = leading_zero
        self.unary_minus = unary_minus
        size = len(table)
        self._is_digit = [card in DIGITS for card in table] + [False]
        self._plus_after = [any(c in ADDITIVE for c in table[j:]) for j in range(size + 1)]
        self._times_after = [any(c in MULTIPLICATIVE for c in table[j:]) for j in range(size + 1)]
        self._table_digits = sum(self._is_digit)
        self._table_operators = size - self._table_digits
        self._digit_cards = [
            (s, int(s), hand.weights[i], hand.limits[i] + 1)
            for i, s in enumerate(hand.symbols)
            if s in DIGIT
        ]
        self._numbers: dict[tuple[int, int], list[Number]] = {}
        self._runs: dict[tuple[int, int], list[tuple[int, int, int, str]]] = {}
        self._number_values: dict[tuple[int, int], dict[int, list[int]]] = {}
        self._factors: dict[tuple[int, int], ByEnd] = {}
        self._terms: dict[tuple[int, int], ByEnd] = {}
        self._sums: dict[tuple[int, int, int], ValueSet] = {}
        self._values: dict[int, ValueSet] = {}

    # -- values ---------------------------------------------------------------------------

    def possible(self, code: int) -> bool:
        """A quick count: could the table and these cards make a well-formed side at all?"""
        hand = self.hand
        digits = self._table_digits + hand.digits[code]
        operators = self._table_operators + hand.additive[code] + hand.multiplicative[code]
        return digits > 0 and operators <= digits - 1 + self.unary_minus

    def magnitudes(self, code: int) -> tuple[int, int]:
        """``(low, high)``: every value ``v`` of the side with the cards ``code`` has
        ``low <= |v| < high``. A side of ``d`` digits stays under ``10**d`` (÷ and − only
        shrink); with no operator at all it is one number of ``d`` digits."""
        hand = self.hand
        digits = self._table_digits + hand.digits[code]
        operators = self._table_operators + hand.additive[code] + hand.multiplicative[code]
        low = 10 ** (digits - 1) if operators == 0 and digits > 1 and not self.leading_zero else 0
        return low, 10**digits

    def values(self, code: int) -> ValueSet:
        """Every value of the side with exactly the hand cards ``code`` inserted."""
        found = self._values.get(code)
        if found is None:
            found = ValueSet()
            if self.possible(code):
                for sign, start, rest, _ in self._starts(code):
                    found.update(self._sum_set(sign, start, rest))
            self._values[code] = found
        return found

    def _starts(self, code: int) -> Iterator[tuple[int, int, int, tuple[str, ...]]]:
        """Where the first term starts: (its sign, table position, cards left, cards
        before it): a plain start, or a leading minus from the table or the hand."""
        yield 1, 0, code, ()
        if not self.unary_minus:
            return
        if self.table and self.table[0] == MINUS:
            yield -1, 1, code, (MINUS,)
            return
        hand = self.hand
        if MINUS in hand.symbols:
            index = hand.symbols.index(MINUS)
            if hand.count(code, index):
                yield -1, 0, code - hand.weights[index], (MINUS,)

    @staticmethod
    def _joinable(rest: int, j: int, in_hand: list[int], on_table: list[bool]) -> bool:
        """Cards ``rest`` left after a part can still be joined on: none are left, or an
        operator of the right kind is among them or on the table from position ``j``."""
        return not rest or bool(in_hand[rest]) or on_table[j]

    def _operators_at(self, j: int, code: int, kinds: frozenset[str]) -> list[tuple[str, int, int]]:
        """The operator that may come next at table position ``j``: the table's own (then
        the position moves on) or one of the hand's (``(op, position, cards left)``)."""
        table, hand = self.table, self.hand
        found = []
        ahead = table[j] if j < len(table) else None
        if ahead in kinds:
            found.append((ahead, j + 1, code))
        for i, symbol in enumerate(hand.symbols):
            if symbol in kinds and symbol != ahead and hand.count(code, i):
                found.append((symbol, j, code - hand.weights[i]))
        return found

    def _number_list(self, j: int, code: int) -> list[Number]:
        """Every number from table position ``j`` made with exactly the digit cards
        ``code`` (and the table's digits it passes), with the position after it."""
        key = (j, code)
        found = self._numbers.get(key)
        if found is None:
            runs = self._digit_runs(j, code)
            found = [
                (value, end, text)
                for value, length, end, text in runs
                if self.leading_zero or length == 1 or text[0] != "0"
            ]
            self._numbers[key] = found
        return found

    def _digit_runs(self, j: int, code: int) -> list[tuple[int, int, int, str]]:
        """Every run of digits from ``j`` using exactly the digit cards ``code``, leading
        zeros allowed: (value, length, position after it, its digits)."""
        key = (j, code)
        found = self._runs.get(key)
        if found is not None:
            return found
        self.deadline.check()
        found = []
        table, size = self.table, len(self.table)
        ahead = table[j] if j < size else None
        firsts = [(ahead, j + 1, code)] if self._is_digit[j] else []
        for symbol, _, weight, radix in self._digit_cards:
            if symbol != ahead and code // weight % radix:
                firsts.append((symbol, j, code - weight))
        for first, after, rest in firsts:
            digit = int(first)
            if not rest:
                found.append((digit, 1, after, first))
            found += [
                (digit * 10**length + value, length + 1, end, first + text)
                for value, length, end, text in self._digit_runs(after, rest)
            ]
        self._runs[key] = found
        return found

    def _numbers_by_end(self, j: int, code: int) -> dict[int, list[int]]:
        """The values of :meth:`_number_list`, by the table position after the number."""
        key = (j, code)
        found = self._number_values.get(key)
        if found is None:
            found = {}
            for value, after, _ in self._number_list(j, code):
                found.setdefault(after, []).append(value)
            self._number_values[key] = found
        return found

    def _factor_set(self, j: int, code: int) -> ByEnd:
        key = (j, code)
        found = self._factors.get(key)
        if found is not None:
            return found
        self.deadline.check()
        found = {}
        if not code:
            found[j] = ValueSet.of([1])
        hand = self.hand
        for op, start, rest in self._operators_at(j, code, MULTIPLICATIVE):
            for part, remain in hand.parts(rest, DIGIT):
                if not self._joinable(remain, start, hand.multiplicative, self._times_after):
                    continue
                for after, values in self._numbers_by_end(start, part).items():
                    if op == DIVIDE:
                        values = [v for v in values if v]
                    for end, tails in self._factor_set(after, remain).items():
                        into = found.setdefault(end, ValueSet())
                        if op == TIMES:
                            into.add_products(values, tails)
                        else:
                            into.add_quotients(values, tails)
        self._factors[key] = found
        return found

    def _term_set(self, j: int, code: int) -> ByEnd:
        key = (j, code)
        found = self._terms.get(key)
        if found is not None:
            return found
        self.deadline.check()
        found = {}
        hand = self.hand
        for part, remain in hand.parts(code, DIGIT):
            if not self._joinable(remain, j, hand.multiplicative, self._times_after):
                continue
            for after, values in self._numbers_by_end(j, part).items():
                for end, tails in self._factor_set(after, remain).items():
                    found.setdefault(end, ValueSet()).add_products(values, tails)
        self._terms[key] = found
        return found

    def _sum_set(self, sign: int, j: int, code: int) -> ValueSet:
        key = (sign, j, code)
        found = self._sums.get(key)
        if found is not None:
            return found
        self.deadline.check()
        found = ValueSet()
        hand, size = self.hand, len(self.table)
        for part, remain in hand.parts(code, TERM):
            if not (hand.digits[part] or self._is_digit[j]):
                continue
            if not self._joinable(remain, j, hand.additive, self._plus_after):
                continue
            for end, terms in self._term_set(j, part).items():
                signed = terms if sign > 0 else terms.negated()
                if end == size and not remain:
                    found.update(signed)
                for op, start, rest in self._operators_at(end, remain, ADDITIVE):
                    found.add_sums(signed, self._sum_set(1 if op == PLUS else -1, start, rest))
        self._sums[key] = found
        return found

    # -- rows -----------------------------------------------------------------------------

    def rows(self, code: int, value: Value) -> Iterator[tuple[str, ...]]:
        """Every row of cards (table cards in order, exactly the hand cards ``code``
        inserted) whose value is ``value``; each row once."""
        if value not in self.values(code):
            return
        for sign, start, rest, prefix in self._starts(code):
            for row in self._sum_rows(sign, start, rest, value):
                yield prefix + row

    def _sum_rows(self, sign: int, j: int, code: int, target: Value) -> Iterator[tuple[str, ...]]:
        hand, size = self.hand, len(self.table)
        for part, remain in hand.parts(code, TERM):
            if not (hand.digits[part] or self._is_digit[j]):
                continue
            for end, terms in self._term_set(j, part).items():
                if end == size and not remain:
                    term = times_sign(target, sign)
                    if term in terms:
                        yield from self._term_rows(j, part, term, end)
                for op, start, rest in self._operators_at(end, remain, ADDITIVE):
                    tail_sign = 1 if op == PLUS else -1
                    tails = self._sum_set(tail_sign, start, rest)
                    for term, need in _splits(target, sign, terms, tails):
                        for head in self._term_rows(j, part, term, end):
                            for tail in self._sum_rows(tail_sign, start, rest, need):
                                yield (*head, op, *tail)

    def _term_rows(self, j: int, code: int, term: Value, end: int) -> Iterator[tuple[str, ...]]:
        for part, remain in self.hand.parts(code, DIGIT):
            for value, after, text in self._number_list(j, part):
                for need in self._tails_needed(value, TIMES, after, remain, term, end):
                    for tail in self._factor_rows(after, remain, need, end):
                        yield (*text, *tail)

    def _factor_rows(self, j: int, code: int, target: Value, end: int) -> Iterator[tuple[str, ...]]:
        if not code and j == end and target == 1:
            yield ()
        for op, start, rest in self._operators_at(j, code, MULTIPLICATIVE):
            for part, remain in self.hand.parts(rest, DIGIT):
                for value, after, text in self._number_list(start, part):
                    for need in self._tails_needed(value, op, after, remain, target, end):
                        for tail in self._factor_rows(after, remain, need, end):
                            yield (op, *text, *tail)

    def _tails_needed(
        self, number: int, op: str, after: int, code: int, target: Value, end: int
    ) -> list[Value]:
        """The values a tail of factors after ``op number`` must have, for the whole to be
        worth ``target`` and to end at ``end``."""
        tails = self._factor_set(after, code).get(end)
        if not tails or (op == DIVIDE and not number):
            return []
        if op == DIVIDE:
            need = multiply(target, number)
        elif number:
            need = divide(target, number)
        else:  # 0 × anything is 0: every tail fits
            return sorted(tails, key=as_fraction) if target == 0 else []
        return [need] if need in tails else []


def _splits(
    target: Value, sign: int, terms: ValueSet, tails: ValueSet
) -> Iterator[tuple[Value, Value]]:
    """Every (term, tail) with ``sign · term + tail == target``."""
    if len(terms) <= len(tails):
        for term in terms:
            need = subtract(target, times_sign(term, sign))
            if need in tails:
                yield term, need
    else:
        for need in tails:
            term = times_sign(subtract(target, need), sign)
            if term in terms:
                yield term, need
