"""The fast exact maximiser: one main product term, every other number a single digit.

Let ``M`` be the largest positive term of a best expression and suppose ``M ≥ 1``. Then
exchange arguments fix most of the shape (each one turns a better-looking rival into a
strictly better expression, or into an equally good one of the simpler shape):

1. Every number outside ``M``'s numerators is a single digit. Moving the last digit of a
   longer number to the end of ``M``'s largest numerator multiplies ``M`` by more than 10,
   which outweighs anything the shorter number costs elsewhere (a positive term loses at
   most itself, and ``M`` is the largest; a term after − divided by a long number loses
   less than 9 once its extra factors have moved into ``M``).
2. ``M``'s divisors are its smallest non-zero digits (swap a divisor with a smaller
   numerator digit: both parts improve).
3. Apart from its first number, every other term multiplies only by 0: a factor ``x ≥ 2``
   is worth more in ``M``, a factor 1 is worth the same there, and ``h × 0`` with ``h ≥ 2``
   is better written ``0`` with ``× h`` moved into ``M``. So the × cards outside ``M`` only
   carry spare zeros, on terms that start with 0.
4. Divisors outside ``M`` are digits 2–9 (``÷ 1`` is worth the same in ``M``). A divisor
   shrinks a term after −, is harmless on a term worth 0, and costs on a positive term, so
   it goes to the first kind if there is one, else to the second, else to the smallest
   positive term.
5. The first numbers of the other terms: the largest go after +, the smallest after −.

So the search only chooses how many × and ÷ cards ``M`` takes and which digits stay out of
it (a depth-first walk over the ten digit values, pruned by upper bounds); ``M``'s value
is then the greedy largest product of :func:`~mathplay.search.model.numbers.max_product`, and the
small terms are filled in by the rules above. The result is certified: without terms
after −, or when the value found is at least the number of positive terms (so no best
expression can have ``M < 1``), it is the maximum; otherwise the caller falls back to the
slow exact method. Without concatenation every number is a digit and the same holds with
``M ≥ 0``.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cmp_to_key
from itertools import combinations_with_replacement
from math import prod

from mathplay.core.multiset import counts_of
from mathplay.deadline import Deadline
from mathplay.expr import ExprRules
from mathplay.search.model.layout import Term
from mathplay.search.model.numbers import Counts, digits_of, max_product, subtract

__all__ = ["MainTermSearch"]

Found = tuple[Fraction, tuple[Term, ...]]


def _top(counts: Counts | list[int], size: int) -> Counts:
    """The ``size`` largest digits of a multiset."""
    out = [0] * 10
    for digit in range(9, -1, -1):
        if size <= 0:
            break
        take = counts[digit] if counts[digit] < size else size
        out[digit] = take
        size -= take
    return tuple(out)


def _by_bound(one: tuple, other: tuple) -> int:
    """Largest bound first (exact comparison of ``top/bottom``), then fewer × and ÷."""
    (top, bottom), (top2, bottom2) = one[0], other[0]
    left, right = top * bottom2, top2 * bottom
    if left != right:
        return -1 if left > right else 1
    return -1 if one[1:3] < other[1:3] else int(one[1:3] > other[1:3])


def _smallest_nonzero(counts: Counts, size: int) -> list[int] | None:
    """The ``size`` smallest non-zero digits, or ``None`` if there are not enough."""
    out: list[int] = []
    for digit in range(1, 10):
        out += [digit] * min(counts[digit], size - len(out))
    return out if len(out) == size else None


class MainTermSearch:
    """Best layouts of the shape above; one object per rules, with its memos."""

    def __init__(self, rules: ExprRules, deadline: Deadline) -> None:
        self.rules = rules
        self.deadline = deadline
        self._products: dict[tuple[Counts, int], int | None] = {}
        self._sides: dict[tuple, Found | None] = {}

    def maximum(
        self, counts: Counts, positive: int, negative: int, times: int, divide: int
    ) -> tuple[Found, bool] | None:
        """The best layout of that shape and whether it is certified to be the maximum."""
        self.best: Found | None = None
        for bound, numerators, divisors, side in self._plans(
            counts, positive, negative, times, divide
        ):
            if not self._beats_best(bound):
                break
            self._walk(counts, positive, negative, times, divide, numerators, divisors, side)
        if self.best is None:
            return None
        value = self.best[0]
        certain = negative == 0 or value >= positive or (not self.rules.concatenate and value >= 0)
        return self.best, certain

    def upper_bound(
        self,
        counts: Counts,
        positive: int,
        negative: int,
        times: int,
        divide: int,
        low_counts: Counts | None = None,
    ) -> Fraction:
        """A quick upper bound on the maximum (``positive`` ≥ 1): the largest bound of any
        plan, and at least ``positive`` (above every expression whose largest term is < 1,
        the only ones that can escape the shape).

        ``low_counts`` (the same number of digits, none larger): the digits that may be
        divisors, if other than ``counts``. A Y card that may become any digit from ``a``
        to ``b`` counts as ``b`` in ``counts`` and as ``max(a, 1)`` here: every part of the
        bound only grows with larger digits in the numerators and after +, and with
        smaller ones in the divisors, so the bound holds for every choice."""
        top, bottom = positive, 1
        for (high, low), *_ in self._shares(counts, positive, negative, times, divide, low_counts):
            if high * bottom > top * low:
                top, bottom = high, low
        return Fraction(top, bottom)

    def _plans(self, counts, positive, negative, times, divide):
        """``(bound, numerators, divisors, digits out)`` of each way to share × and ÷ with
        the main term, best bound first."""
        plans = list(self._shares(counts, positive, negative, times, divide))
        plans.sort(key=cmp_to_key(_by_bound))
        return plans

    def _shares(self, counts, positive, negative, times, divide, low_counts=None):
        """``(bound, numerators, divisors, digits out)`` of each way to share × and ÷ with
        the main term that can make a term."""
        size = sum(counts)
        for numerators in range(1, times + 2):
            for divisors in range(divide + 1):
                side = positive - 1 + negative + times - numerators + 1 + divide - divisors
                main = size - side
                if main < numerators + divisors or side < 0:
                    continue
                if not self.rules.concatenate and main != numerators + divisors:
                    continue
                bound = self._bound(
                    counts, (0,) * 10, side, numerators, divisors, positive - 1, 10, low_counts
                )
                if bound is not None:
                    yield bound, numerators, divisors, side

    # -- the walk over which digits stay out of the main term --------------------------

    def _walk(self, counts, positive, negative, times, divide, numerators, divisors, side):
        plan = (positive - 1, negative, times - numerators + 1, divide - divisors)
        chosen = [0] * 10

        def visit(digit: int, left: int) -> None:
            if digit < 0:
                if left == 0:
                    self._leaf(counts, tuple(chosen), numerators, divisors, plan)
                return
            below = sum(counts[:digit])
            low = max(0, left - below)
            high = min(counts[digit], left)
            order = range(low, high + 1) if digit >= 2 else range(high, low - 1, -1)
            for take in order:
                chosen[digit] = take
                if digit > 0 and self.best is not None:
                    bound = self._bound(
                        counts, tuple(chosen), left - take, numerators, divisors, plan[0], digit
                    )
                    if bound is None or not self._beats_best(bound):
                        continue
                visit(digit - 1, left - take)
            chosen[digit] = 0

        self.deadline.check()
        visit(9, side)

    def _bound(
        self,
        counts: Counts,
        chosen: Counts,
        left: int,
        numerators: int,
        divisors: int,
        plus_terms: int,
        below: int = 10,
        low_counts: Counts | None = None,
    ) -> tuple[int, int] | None:
        """Upper bound ``(top, bottom)`` for every split that keeps ``chosen`` out of the
        main term and takes ``left`` more digits below ``below`` out of it: the largest
        product of the largest digits left, over the smallest divisors, plus the largest
        digits that could follow a + card (divisors from ``low_counts``, if given)."""
        rest = [c - k for c, k in zip(counts, chosen, strict=True)]
        main_size = sum(rest) - left - divisors
        top = self._product(_top(rest, main_size), numerators)
        if top is None:
            return None
        low_rest = rest
        if low_counts is not None:
            low_rest = [c - k for c, k in zip(low_counts, chosen, strict=True)]
        lows = 1
        need = divisors
        for digit in range(1, 10):
            if not need:
                break
            take = low_rest[digit] if low_rest[digit] < need else need
            lows *= digit**take
            need -= take
        if need:
            return None
        side = list(chosen)
        for digit in range(below - 1, -1, -1):  # the largest digits still undecided
            if not left:
                break
            take = rest[digit] if rest[digit] < left else left
            side[digit] += take
            left -= take
        plus = 0
        need = plus_terms
        for digit in range(9, 0, -1):
            if not need:
                break
            take = side[digit] if side[digit] < need else need
            plus += digit * take
            need -= take
        return top + plus * lows, lows

    def _beats_best(self, bound: tuple[int, int]) -> bool:
        """Whether a bound ``(top, bottom)`` is above the best value found so far."""
        if self.best is None:
            return True
        value = self.best[0]
        return bound[0] * value.denominator > value.numerator * bound[1]

    def _product(self, counts: Counts, parts: int) -> int | None:
        key = (counts, parts)
        if key not in self._products:
            found = max_product(counts, parts, self.rules)
            self._products[key] = None if found is None else found[0]
        return self._products[key]

    def _leaf(self, counts, side_counts, numerators, divisors, plan):
        main = self._main_term(subtract(counts, side_counts), numerators, divisors)
        if main is None:
            return
        side = self.side(side_counts, *plan)
        if side is None:
            return
        value = main.value() + side[0]
        if self.best is None or value > self.best[0]:
            self.best = (value, (main, *side[1]))

    def _main_term(self, counts: Counts, numerators: int, divisors: int) -> Term | None:
        lows = _smallest_nonzero(counts, divisors)
        if lows is None:
            return None
        top = max_product(subtract(counts, counts_of(lows)), numerators, self.rules)
        if top is None:
            return None
        return Term(1, top[1], tuple(str(d) for d in lows))

    # -- the small terms --------------------------------------------------------------

    def side(
        self, counts: Counts, plus_terms: int, minus_terms: int, times: int, divide: int
    ) -> Found | None:
        """The best small terms: single digits, × only with spare zeros, ÷ digits 2–9."""
        key = (counts, plus_terms, minus_terms, times, divide)
        if key not in self._sides:
            self._sides[key] = _best_side(counts, plus_terms, minus_terms, times, divide)
        return self._sides[key]


def _best_side(
    counts: Counts, plus_terms: int, minus_terms: int, times: int, divide: int
) -> Found | None:
    if times and counts[0] < times + 1:
        return None
    if plus_terms + minus_terms == 0:
        return (Fraction(0), ()) if sum(counts) == 0 else None
    rest = list(counts)
    rest[0] -= times
    candidates = [d for d in range(2, 10) for _ in range(rest[d])]
    best: Found | None = None
    for divisors in sorted(set(combinations_with_replacement(sorted(set(candidates)), divide))):
        if any(divisors.count(d) > rest[d] for d in set(divisors)):
            continue
        heads = digits_of(subtract(tuple(rest), counts_of(divisors)))
        found = _arranged_side(heads, plus_terms, minus_terms, times, divisors)
        if best is None or found[0] > best[0]:
            best = found
    return best


def _arranged_side(
    heads: list[int], plus_terms: int, minus_terms: int, times: int, divisors: tuple[int, ...]
) -> Found:
    """Small terms from sorted heads: the smallest after −, spare zeros and divisors placed."""
    minus_heads, plus_heads = heads[:minus_terms], heads[minus_terms:]
    terms = [[1, [h], []] for h in plus_heads] + [[-1, [h], []] for h in minus_heads]
    if times:  # spare zeros multiply a term that starts with 0 (one exists: zeros sort first)
        zero_term = next(t for t in reversed(terms) if t[1][0] == 0)
        zero_term[1] += [0] * times
    shrinkable = [t for t in terms if t[0] < 0 and t[1][0] != 0]
    if divisors and shrinkable:
        _spread_divisors(shrinkable, sorted(divisors, reverse=True))
    elif divisors:
        zero_terms = [t for t in terms if t[1][0] == 0]
        target = zero_terms[-1] if zero_terms else min(terms, key=lambda t: t[1][0])
        target[2] += list(divisors)
    out = tuple(
        Term(sign, tuple(map(str, nums)), tuple(map(str, dens))) for sign, nums, dens in terms
    )
    return sum((t.value() for t in out), Fraction(0)), out


def _spread_divisors(terms: list[list], divisors: list[int]) -> None:
    """Share divisors among terms after − so that the sum of head/product is smallest."""
    heads = [t[1][0] for t in terms]
    best: tuple[Fraction, list[list[int]]] | None = None

    def place(index: int, groups: list[list[int]]) -> None:
        nonlocal best
        if index == len(divisors):
            total = sum(Fraction(h, prod(g)) for h, g in zip(heads, groups, strict=True))
            if best is None or total < best[0]:
                best = (total, [list(g) for g in groups])
            return
        seen = set()
        for k, group in enumerate(groups):
            state = (heads[k], tuple(group))
            if state in seen:
                continue
            seen.add(state)
            group.append(divisors[index])
            place(index + 1, groups)
            group.pop()

    place(0, [[] for _ in terms])
    assert best is not None
    for term, group in zip(terms, best[1], strict=True):
        term[2] += group
