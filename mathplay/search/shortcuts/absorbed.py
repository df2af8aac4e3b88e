"""A quick exact hit: a few plain numbers make the target, the rest is absorbed.

Most hands of many cards can hit a target exactly, and an exact hit needs no proof. The
quick way: a few + and − cards each take one plain number (one to three digits) so that
the numbers add up to the target; everything else is *absorbed* without changing the value:

- every sign card left over starts a *zero term* ``0 × … ÷ …`` (one 0 digit each), and one
  zero term can hold every × and ÷ card and any digits;
- with no sign card left over, the × and ÷ cards become neutral factors on one of the
  numbers: ``× X ÷ X`` (the same digits written twice the same way), ``× 1``, ``÷ 1``.

The search over plain numbers is small and bounded (it gives up after a fixed amount of
work); the full search in :mod:`mathplay.search.closest.branch` takes over when it fails.
"""

from __future__ import annotations

from bisect import bisect_left
from fractions import Fraction
from typing import TYPE_CHECKING

from mathplay.deadline import Deadline
from mathplay.expr import ExprRules
from mathplay.search.model.hand import Hand, sign_splits
from mathplay.search.model.layout import Layout, Term
from mathplay.search.model.numbers import can_form, digits_of, led_numbers

if TYPE_CHECKING:
    from mathplay.search.pipeline.context import SearchContext

__all__ = ["absorbed_hit"]

LONGEST = 3  # digits in a plain number
CHOICES = 24  # numbers tried at each step


def absorbed_hit(context: SearchContext, hand: Hand, target: Fraction) -> Layout | None:
    """A layout of the hand worth exactly ``target`` of the shape above, for some way to
    start the row, or ``None``."""
    for positive, negative, leading_minus in sign_splits(hand, context.rules):
        found = absorbed_attempt(
            context, hand.digits, positive, negative, hand.times, hand.divide, target
        )
        if found is not None and found[0] == target:
            return Layout.of(found[1], leading_minus)
    return None


def absorbed_attempt(
    context: SearchContext,
    counts: tuple[int, ...],
    positive: int,
    negative: int,
    times: int,
    divide: int,
    target: Fraction,
) -> tuple[Fraction, tuple[Term, ...]] | None:
    """The closest expression of the shape above that the quick search met (an exact hit
    if it found one), with its value; ``None`` if it met none. Each try gives up after
    ``absorbed_work`` nodes (an option)."""
    if target.denominator != 1:
        return None
    search = _Search(list(counts), times, divide, context.rules, context.deadline)
    search.budget = context.options.absorbed_work
    search.find(int(target), positive, negative)
    if search.nearest is None:
        return None
    miss, terms = search.nearest
    return target + miss, terms


class _Search:
    def __init__(
        self, pool: list[int], times: int, divide: int, rules: ExprRules, deadline: Deadline
    ) -> None:
        self.pool = pool
        self.times = times
        self.divide = divide
        self.rules = rules
        self.deadline = deadline
        self.work = 0
        self.budget = 1_500
        self.plain: list[tuple[int, str]] = []  # (sign, number)
        self.result: tuple[Term, ...] | None = None
        self.nearest: tuple[int, tuple[Term, ...]] | None = None  # (value − target, terms)
        self._made: dict[tuple[int, ...], list[tuple[int, str]]] = {}

    def find(self, target: int, plus: int, minus: int) -> tuple[Term, ...] | None:
        """Try the ways to turn sign cards into zero terms, most zero terms first."""
        most = min(self.pool[0], plus + minus)
        for zeros in range(most, -1, -1):
            # zero terms after − first when the target is positive (fewer numbers to take away)
            order = range(min(zeros, minus), max(0, zeros - plus) - 1, -1)
            if target < 0:
                order = reversed(order)
            for zero_minus in order:
                self.zero_signs = (zeros - zero_minus, zero_minus)
                self.work = 0
                self.pool[0] -= zeros  # the zero terms' first digits
                self._choose(target, plus - zeros + zero_minus, minus - zero_minus, None)
                self.pool[0] += zeros
                if self.result is not None:
                    return self.result
        return None

    # -- plain numbers ------------------------------------------------------------------

    def _choose(self, need: int, plus: int, minus: int, last: int | None) -> bool:
        """Numbers after − first (small ones, in increasing order), then numbers after +
        (near an even share of what is still needed); the very last number is forced.
        True: stop (found, or out of work)."""
        self.work += 1
        if self.work > self.budget:
            return True
        if self.work % 256 == 0:
            self.deadline.check()
        left = plus + minus
        if left == 0:
            return need == 0 and self._finish()
        if sum(self.pool) < left:
            return False
        biggest = 10**LONGEST - 1 if self.rules.concatenate else 9
        if need > plus * biggest or -need > minus * biggest:
            return False
        if left == 1:
            return self._last(need, 1 if plus else -1)
        odd = self._unpaired()
        if minus:
            options = [o for o in self._numbers() if last is None or o[0] >= last]
            options.sort(key=lambda option: -_uses(option[1], odd))
            for value, text in options[:CHOICES]:
                if self._take(text, -1, need, plus, minus, value):
                    return True
            return False
        share = need / plus
        options = sorted(
            self._numbers(), key=lambda option: (-_uses(option[1], odd), abs(option[0] - share))
        )
        for value, text in options[:CHOICES]:
            if self._take(text, 1, need, plus, minus, value):
                return True
        return False

    def _unpaired(self) -> set[str]:
        """Digits that neutral factors ``× X ÷ X`` cannot take (an odd number of them is
        left), so the plain numbers should; none matter when zero terms absorb the rest."""
        if sum(self.zero_signs):
            return set()
        ones = abs(self.times - self.divide)  # × 1 or ÷ 1 for the unpaired operators
        counts = list(self.pool)
        counts[1] = max(0, counts[1] - ones)
        return {str(d) for d in range(10) if counts[d] % 2}

    def _last(self, need: int, sign: int) -> bool:
        """The last number: exactly what is needed if the pool can spell it, else the
        nearest numbers on either side are kept as near misses."""
        wanted = need * sign
        text = self._spell(wanted) if wanted >= 0 else None
        if text is not None and self._take(text, sign, need, int(sign > 0), int(sign < 0), wanted):
            return True
        numbers = self._numbers()
        at = bisect_left(numbers, (wanted, ""))
        for value, text in numbers[max(0, at - 1) : at + 1]:
            miss = (value - wanted) * sign
            if self.nearest is not None and abs(miss) >= abs(self.nearest[0]):
                continue
            self.plain.append((sign, text))
            for char in text:
                self.pool[int(char)] -= 1
            terms = self._absorbed()
            for char in text:
                self.pool[int(char)] += 1
            self.plain.pop()
            if terms is not None:
                self.nearest = (miss, terms)
        return False

    def _take(self, text: str, sign: int, need: int, plus: int, minus: int, value: int) -> bool:
        for char in text:
            self.pool[int(char)] -= 1
        self.plain.append((sign, text))
        if sign > 0:
            done = self._choose(need - value, plus - 1, minus, None)
        else:
            done = self._choose(need + value, plus, minus - 1, value)
        self.plain.pop()
        for char in text:
            self.pool[int(char)] += 1
        return done

    def _numbers(self) -> list[tuple[int, str]]:
        """Plain numbers the pool can make, smallest first."""
        key = tuple(self.pool)
        if key not in self._made:
            out: dict[int, str] = {}
            digits = [d for d in range(10) if self.pool[d]]

            def grow(text: str, used: list[int]) -> None:
                out.setdefault(int(text), text)
                if len(text) == LONGEST or not self.rules.concatenate:
                    return
                if text == "0" and not self.rules.leading_zero:
                    return
                for digit in digits:
                    if used[digit] < self.pool[digit]:
                        used[digit] += 1
                        grow(text + str(digit), used)
                        used[digit] -= 1

            for digit in digits:
                used = [0] * 10
                used[digit] = 1
                grow(str(digit), used)
            self._made[key] = sorted(out.items())
        return self._made[key]

    def _spell(self, value: int) -> str | None:
        """``value`` as a plain number from the pool, if possible."""
        text = str(value)
        if len(text) > LONGEST or (len(text) > 1 and not self.rules.concatenate):
            return None
        wanted = [0] * 10
        for char in text:
            wanted[int(char)] += 1
        return text if all(wanted[d] <= self.pool[d] for d in range(10)) else None

    # -- absorbing the rest -------------------------------------------------------------

    def _finish(self) -> bool:
        """Absorb every card left; on success record the terms as an exact hit."""
        terms = self._absorbed()
        if terms is None:
            return False
        self.result = terms
        self.nearest = (0, terms)
        return True

    def _absorbed(self) -> tuple[Term, ...] | None:
        """The plain numbers with every card left absorbed, if possible."""
        plus, minus = self.zero_signs
        if plus + minus:
            return self._zero_terms(plus, minus)
        if self.plain:
            return self._neutral_factors()
        return None

    def _plain_terms(self) -> list[Term]:
        return [Term(sign, (text,)) for sign, text in self.plain]

    def _zero_terms(self, plus: int, minus: int) -> tuple[Term, ...] | None:
        """Each sign card left starts a term ``0 …`` (those 0 digits are already out of the
        pool); the first one holds all × and ÷."""
        rest = list(self.pool)
        slots = self.times + self.divide
        if slots == 0:
            if any(rest[1:]) or (rest[0] and not self.rules.leading_zero):
                return None
            spare = [["0" + "0" * rest[0]], []]
        else:
            if not can_form(tuple(rest), slots, self.divide, self.rules):
                return None
            free, divisors = _slots(digits_of(tuple(rest)), self.times, self.divide)
            spare = [["0", *free], divisors]
        signs = [1] * plus + [-1] * minus
        zero = [Term(signs[0], tuple(spare[0]), tuple(spare[1]))]
        zero += [Term(sign, ("0",)) for sign in signs[1:]]
        return (*zero, *self._plain_terms())

    def _neutral_factors(self) -> tuple[Term, ...] | None:
        """``× X ÷ X`` pairs, ``× 1`` and ``÷ 1`` on the first plain number."""
        pairs = min(self.times, self.divide)
        ones = self.times + self.divide - 2 * pairs
        rest = list(self.pool)
        if rest[1] < ones:
            return None
        rest[1] -= ones
        if any(count % 2 for count in rest):
            return None
        halves = led_numbers([count // 2 for count in rest], pairs, self.rules)
        if halves is None:
            return None
        times = ["1"] * (self.times - pairs) + halves
        divisors = ["1"] * (self.divide - pairs) + halves
        first, *others = self._plain_terms()
        factored = Term(first.sign, first.numerators + tuple(times), tuple(divisors))
        return (factored, *others)


def _uses(text: str, digits: set[str]) -> int:
    """How many of ``digits`` the number ``text`` uses (each digit once)."""
    return len(digits.intersection(text))


def _slots(digits: list[int], times: int, divide: int) -> tuple[list[str], list[str]]:
    """``times`` numbers (any value) and ``divide`` non-zero numbers holding all ``digits``."""
    nonzero = sorted((d for d in digits if d), reverse=True)
    zeros = [0] * (len(digits) - len(nonzero))
    slots = times + divide
    numbers = [[d] for d in nonzero[:slots]]
    rest = nonzero[slots:] + zeros
    while len(numbers) < slots:
        numbers.append([rest.pop()])  # a lone 0 for a × slot
    numbers[0] += rest
    texts = ["".join(map(str, n)) for n in numbers]
    return texts[divide:], texts[:divide]
