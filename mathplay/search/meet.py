"""Closest to a target on small hands: value sets of the two sign groups, met in the middle.

A row's value is ``P − N``: ``P`` the sum of the positive terms, ``N`` of the negative
ones. For every way to share the digits, × and ÷ cards between the two groups, the sets of
values each group can make are listed (memoised per digit sub-multiset, number of terms,
× and ÷ cards; plain ``int`` where the value is whole, ``Fraction`` only where it is not),
and the two sets are joined: an exact hit is a set lookup, the closest value a bisection in
the sorted other set. Splits whose range cannot come closer than the best found are
skipped. Only the winning value is then traced back to its cards. Exact, no assumptions
about the shape of the best row; the sets grow quickly, so it serves small hands, and
longer hands whose numbers must be short (few spare digits, see :func:`suits`).

Hands with ÷ cards list their values as *residues* modulo the prime ``M = 2⁶¹ − 1``
(``p/q ↦ p·q⁻¹ mod M``), each with its float, instead of ``Fraction`` objects (creating and
hashing those was most of the time). Every value ``p/q`` (lowest terms) of a group of a
hand with ``n`` digits and ``T`` terms has ``q < 10ᵈ`` (``q`` divides the product of the
group's divisors, which hold ``d ≤ n`` digits) and ``|p| < T·10ⁿ``, so two distinct values
differ by ``r/s`` with ``0 < |r| < 2T·10ⁿ⁺ᵈ``; when that is below ``M`` (checked per hand,
else the ``Fraction`` sets are used) no two values share a residue, and rational
reconstruction recovers a value from its residue. Residues are exact keys: lookups and
sets stay exact; floats only order and locate (with an absolute error bound), and every
distance that decides is computed exactly from reconstructed values.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from fractions import Fraction

from mathplay.expr import ExprRules
from mathplay.search.extremes import sign_splits
from mathplay.search.hand import Hand
from mathplay.search.layout import Layout, Term
from mathplay.search.multisets import digits_of
from mathplay.search.timing import Deadline

__all__ = ["SMALL_DIGITS", "MeetSearch", "ValueStore", "suits"]

SMALL_DIGITS = 6  # hands with at most this many digits use this method (7 without ÷)
_SLACK = 1e-12  # relative room for float rounding when floats order or prune
MODULUS = (1 << 61) - 1  # a prime: values of hands with ÷ cards are residues modulo it

Value = int | Fraction
Digits = tuple[int, ...]  # a digit multiset, sorted
Group = tuple[Digits, int, int, int, int]  # digits, + terms, − terms, × cards, ÷ cards


def _run(digits: Digits) -> int:
    """How many copies of the smallest digit a sorted, non-empty digit tuple holds."""
    count = 1
    while count < len(digits) and digits[count] == digits[0]:
        count += 1
    return count


def _balance(join) -> int:
    return abs(len(join[0][0]) - len(join[1][0]))


# For hands of more digits: the most *spare* digits (digits beyond one per number, so
# the digits that make numbers longer) with which this method is still the faster one,
# per number of digits. Few spare digits mean short numbers and small value sets.
TIGHT = {7: 2, 8: 4, 9: 3, 10: 2, 11: 2, 12: 2, 13: 1}


def spare_digits(hand: Hand) -> int:
    """Digits beyond one per number (``terms + × + ÷`` numbers, no leading minus)."""
    return sum(hand.digits) - (hand.plus + hand.minus + 1 + hand.times + hand.divide)


def suits(hand: Hand) -> bool:
    """Whether this method is the faster one for the hand (measured: ``bench/search.py``
    and the crossover notes in ``docs/search.md``): small hands, and larger hands whose
    numbers must be short."""
    return suits_counts(sum(hand.digits), spare_digits(hand), hand.divide > 0)


def suits_counts(digits: int, spare: int, divide: bool) -> bool:
    """:func:`suits` for a hand of ``digits`` digits, ``spare`` of them spare."""
    if digits <= SMALL_DIGITS or (digits == SMALL_DIGITS + 1 and not divide):
        return True
    return spare <= TIGHT.get(digits, -1)


def _exact(top: int, bottom: int) -> Value:
    return top // bottom if top % bottom == 0 else Fraction(top, bottom)


def modular_bound(hand: Hand) -> int | None:
    """``B = T·10ⁿ`` (``T`` terms, ``n`` digits): every value ``p/q`` (lowest terms) of
    every group of the hand has ``|p| < B`` and ``q < 10ᵈ``, where ``d`` is how many
    digits the divisors can hold: one per ÷ card, plus the spare digits
    (:func:`spare_digits`, one more for a leading minus), at most ``n``. ``None`` unless
    ``2T·10ⁿ⁺ᵈ < MODULUS``, i.e. unless residues are one-to-one on these values."""
    digits = sum(hand.digits)
    terms = hand.plus + hand.minus + 1
    divisor_digits = min(digits, hand.divide + max(spare_digits(hand), 0) + 1)
    if 2 * terms * 10 ** (digits + divisor_digits) >= MODULUS:
        return None
    return terms * 10**digits


def residue(value: Value) -> int:
    """``value`` modulo :data:`MODULUS` (its denominator must be prime to it)."""
    if isinstance(value, int):
        return value % MODULUS
    return value.numerator * pow(value.denominator, -1, MODULUS) % MODULUS


def rational(code: int, bound: int) -> Fraction:
    """The value ``p/q`` with ``|p| < bound`` and ``0 < q ≤ MODULUS / bound`` whose residue
    is ``code`` (rational reconstruction: such a value is unique, and it is the first
    remainder of Euclid's algorithm on ``(MODULUS, code)`` below ``bound`` over its
    cofactor — von zur Gathen & Gerhard, *Modern Computer Algebra*, Theorem 5.26)."""
    r0, r1, t0, t1 = MODULUS, code, 0, 1
    while r1 >= bound:
        quotient = r0 // r1
        r0, r1 = r1, r0 - quotient * r1
        t0, t1 = t1, t0 - quotient * t1
    return Fraction(r1, t1)


STORE_LIMIT = 400_000  # values kept in one search before they are forgotten


class ValueStore:
    """The value sets of one search (one per :class:`~mathplay.search.context.SearchContext`),
    and the ways to split digit multisets. Each entry is a pure function of its key (digits,
    counts, whether values are residues) and of the number rules, so the hands of one
    search (the choices for its Y cards) share them."""

    def __init__(self, rules: ExprRules) -> None:
        self.rules = rules
        self.products: dict[tuple[Digits, int, bool], set[int]] = {}
        self.inverses: dict[int, int] = {}
        self.reciprocals: dict[tuple[Digits, int], list[tuple[int, int]]] = {}
        self.joins: dict[tuple, list[tuple[Group, Group, bool]]] = {}
        # per mode (exact sets, residues): terms, sums, sorted sums, float ranges of sums
        self.modes: dict[bool, tuple[dict, ...]] = {
            mode: ({}, {}, {}, {}) for mode in (False, True)
        }
        self.size = 0  # values (and joins) held, roughly
        self._splits: dict[Digits, tuple[tuple[Digits, Digits], ...]] = {}
        self._anchored: dict[Digits, tuple[tuple[Digits, Digits], ...]] = {}
        self._plans: dict[Group, tuple] = {}
        self._term_splits: dict[tuple[Digits, int, int], tuple] = {}
        self._tails: dict[Digits, tuple[int, ...]] = {}
        self._numbers: dict[Digits, dict[int, str]] = {}

    def trim(self) -> None:
        """Forget the value sets once they hold more than :data:`STORE_LIMIT` values."""
        if self.size > STORE_LIMIT:
            self.products.clear()
            self.inverses.clear()
            self.reciprocals.clear()
            self.joins.clear()
            for caches in self.modes.values():
                for cache in caches:
                    cache.clear()
            self.size = 0

    # -- ways to split digit multisets (sorted digit tuples) ---------------------------

    def splits(self, digits: Digits) -> tuple[tuple[Digits, Digits], ...]:
        """``(part, rest)`` for every sub-multiset ``part`` of the digits (in the order of
        the copies taken of each digit value, the smallest value varying slowest)."""
        found = self._splits.get(digits)
        if found is None:
            if not digits:
                found = (((), ()),)
            else:
                first, count = digits[:1], _run(digits)
                tail = self.splits(digits[count:])
                found = tuple(
                    (first * k + part, first * (count - k) + rest)
                    for k in range(count + 1)
                    for part, rest in tail
                )
            self._splits[digits] = found
        return found

    def anchored(self, digits: Digits) -> tuple[tuple[Digits, Digits], ...]:
        """The splits whose part holds a copy of the smallest digit."""
        found = self._anchored.get(digits)
        if found is None:
            first, count = digits[:1], _run(digits)
            tail = self.splits(digits[count:])
            found = self._anchored[digits] = tuple(
                (first * k + part, first * (count - k) + rest)
                for k in range(1, count + 1)
                for part, rest in tail
            )
        return found

    def plan(self, group: Group) -> tuple:
        """``(part, numerators, divisors, sign, rest group)`` for each way to take the term
        holding the smallest digit (``part`` its digits) of a group of two terms or more;
        rests too short for their numbers are left out."""
        found = self._plans.get(group)
        if found is not None:
            return found
        digits, positive, negative, times, divide = group
        terms = positive + negative - 1
        signs = [sign for sign, count in ((1, positive), (-1, negative)) if count]
        out = []
        for part, rest_digits in self.anchored(digits):
            size, left = len(part), len(rest_digits)
            for numerators in range(1, min(times + 1, size) + 1):
                rest_times = times - numerators + 1
                for divisors in range(min(divide, size - numerators) + 1):
                    if left < terms + rest_times + divide - divisors:
                        continue
                    for sign in signs:
                        rest = (
                            rest_digits,
                            positive - (sign > 0),
                            negative - (sign < 0),
                            rest_times,
                            divide - divisors,
                        )
                        out.append((part, numerators, divisors, sign, rest))
        found = self._plans[group] = tuple(out)
        return found

    def term_splits(self, digits: Digits, numerators: int, divisors: int) -> tuple:
        """``(top, bottom)`` splits of the digits with room for the numerators and divisors."""
        key = (digits, numerators, divisors)
        found = self._term_splits.get(key)
        if found is None:
            found = self._term_splits[key] = tuple(
                (top, bottom)
                for top, bottom in self.splits(digits)
                if len(top) >= numerators and len(bottom) >= divisors
            )
        return found

    def tails(self, digits: Digits) -> tuple[int, ...]:
        """The value of every distinct order of the digits (leading zeros allowed), orders
        in lexicographic order."""
        if len(digits) <= 1:
            return digits
        found = self._tails.get(digits)
        if found is None:
            scale = 10 ** (len(digits) - 1)
            out: list[int] = []
            seen = -1
            for index, digit in enumerate(digits):
                if digit != seen:
                    seen = digit
                    head = digit * scale
                    rest = self.tails(digits[:index] + digits[index + 1 :])
                    out.extend([head + tail for tail in rest])
            found = self._tails[digits] = tuple(out)
        return found

    def numbers(self, digits: Digits) -> dict[int, str]:
        """Each value of all the digits written as one number, with its text."""
        found = self._numbers.get(digits)
        if found is None:
            size = len(digits)
            if size > 1 and not self.rules.concatenate:
                found = {}
            else:
                values = self.tails(digits)
                if size > 1 and digits[0] == 0 and not self.rules.leading_zero:
                    least = 10 ** (size - 1)  # orders starting with 0: the smaller values
                    values = tuple(v for v in values if v >= least)
                found = {value: str(value).zfill(size) for value in values}
            self._numbers[digits] = found
        return found


class MeetSearch:
    """Value sets of digit sub-multisets (kept in the search's :class:`ValueStore`), met in
    the middle; one object per hand (or per use)."""

    def __init__(self, store: ValueStore, deadline: Deadline) -> None:
        self.rules = store.rules
        self.deadline = deadline
        self._store = store
        self._products = self._store.products
        self._inverses = self._store.inverses
        self._reciprocals = self._store.reciprocals
        self._terms, self._sums, self._sorted, self._spans = self._store.modes[False]
        self._span = (math.inf, -math.inf)  # float range of the values, after a search
        self._target = 0.0
        # modular mode (hands with ÷ cards): value sets are {residue: float} dicts
        self.bound: int | None = None  # None: exact int / Fraction sets
        self._error = 0.0  # absolute error bound of a float (of a value or a distance)
        self._rationals: dict[int, Fraction] = {}

    def _use(self, bound: int | None) -> None:
        """Switch between exact sets (``None``) and residues below ``bound``."""
        if bound != self.bound:
            self.bound = bound
            self._terms, self._sums, self._sorted, self._spans = self._store.modes[
                bound is not None
            ]
            self._rationals.clear()

    def exact(self, value) -> Fraction:
        """The exact value of a set element (a residue in modular mode)."""
        if self.bound is None:
            return Fraction(value)
        found = self._rationals.get(value)
        if found is None:
            found = self._rationals[value] = rational(value, self.bound)
        return found

    # -- value sets -------------------------------------------------------------------

    def numbers(self, digits: Digits) -> dict[int, str]:
        """Each value of all these digits written as one number, with its text."""
        return self._store.numbers(digits)

    def term_splits(self, digits: Digits, numerators: int, divisors: int) -> tuple:
        """``(top, bottom)`` splits of the digits with room for the numerators and divisors."""
        return self._store.term_splits(digits, numerators, divisors)

    def products(self, digits: Digits, parts: int, nonzero: bool) -> set[int]:
        """Each product of ``parts`` numbers made of exactly these digits (``nonzero``:
        none of the numbers is 0 — the products that are not 0)."""
        key = (digits, parts, nonzero)
        found = self._products.get(key)
        if found is None:
            size = len(digits)
            if nonzero and parts:
                # a product is 0 exactly when one of its numbers is
                found = self.products(digits, parts, False) - {0}
            elif parts == 0:
                found = {1} if size == 0 else set()
            elif parts == 1:
                found = set(self.numbers(digits))
            else:
                found = set()
                if size >= parts and (self.rules.concatenate or size == parts):
                    for part, rest_digits in self._store.anchored(digits):
                        if len(part) > size - parts + 1:
                            continue
                        rest = self.products(rest_digits, parts - 1, False)
                        if rest:
                            for value in self.numbers(part):
                                found.update([value * other for other in rest])
            self._products[key] = found
            self._store.size += len(found)
        return found

    def terms(self, digits: Digits, numerators: int, divisors: int) -> set[Value]:
        """Each value of one term: ``numerators`` numbers over ``divisors`` numbers."""
        key = (digits, numerators, divisors)
        found = self._terms.get(key)
        if found is None:
            if self.bound is not None:
                found = self._modular_terms(digits, numerators, divisors)
            elif not divisors:
                found = self.products(digits, numerators, False)
            else:
                found = set()
                for top, bottom in self._store.splits(digits):
                    if len(top) < numerators or len(bottom) < divisors:
                        continue
                    below = self.products(bottom, divisors, True)
                    if not below:
                        continue
                    for upper in self.products(top, numerators, False):
                        found.update([_exact(upper, lower) for lower in below])
            self._terms[key] = found
            self._store.size += len(found)
        return found

    def _modular_terms(self, digits: Digits, numerators: int, divisors: int) -> dict[int, float]:
        """:meth:`terms` as ``{residue: float}``; products are below the modulus, so a
        whole value is its own residue."""
        if not divisors:
            return {value: float(value) for value in self.products(digits, numerators, False)}
        found: dict[int, float] = {}
        reciprocals = self._reciprocals.get
        cached = self._products.get
        for top, bottom in self._store.term_splits(digits, numerators, divisors):
            below = reciprocals((bottom, divisors))
            if below is None:
                below = self._divisor_inverses(bottom, divisors)
            if not below:
                continue
            uppers = cached((top, numerators, False))
            if uppers is None:
                uppers = self.products(top, numerators, False)
            found.update(
                {
                    upper * inverse % MODULUS: upper / lower
                    for inverse, lower in below
                    for upper in uppers
                }
            )
        return found

    def _divisor_inverses(self, digits: Digits, divisors: int) -> list[tuple[int, int]]:
        """``(inverse modulo M, value)`` of each product of ``divisors`` non-zero numbers
        made of exactly these digits."""
        inverses = self._inverses
        found = []
        for lower in self.products(digits, divisors, True):
            inverse = inverses.get(lower)
            if inverse is None:
                inverse = inverses[lower] = pow(lower, -1, MODULUS)
            found.append((inverse, lower))
        self._reciprocals[(digits, divisors)] = found
        self._store.size += len(found)
        return found

    def possible(self, group: Group) -> bool:
        """Whether the group's cards can be written as its terms (a quick count check)."""
        digits, positive, negative, times, divide = group
        return self._fits(self._room(digits), positive + negative, times, divide)

    def _room(self, digits: Digits) -> tuple[int, int, bool]:
        """``(digits, non-zero digits, whether a number may have several of them)``."""
        can_grow = self.rules.concatenate and (
            self.rules.leading_zero or (bool(digits) and digits[-1] > 0)
        )
        return len(digits), len(digits) - digits.count(0), can_grow

    @staticmethod
    def _fits(room: tuple[int, int, bool], terms: int, times: int, divide: int) -> bool:
        """Whether digits with this room can be written as ``terms`` terms with these
        × and ÷ cards: a number for each, non-zero divisors, longer numbers only if
        allowed."""
        size, nonzero, can_grow = room
        if terms == 0:
            return size == times == divide == 0
        numbers = terms + times + divide
        return size >= numbers and nonzero >= divide and (size == numbers or can_grow)

    def sums(self, group: Group) -> set[Value]:
        """Each value of ``positive`` terms minus ``negative`` terms made of exactly the
        group's digits, × and ÷ cards."""
        found = self._sums.get(group)
        if found is None:
            found = self._sum(*group) if self.possible(group) else set()
            self._sums[group] = found
            self._store.size += len(found)
        return found

    def _ways(self, digits: Digits, positive: int, negative: int, times: int, divide: int):
        """``(part, numerators, divisors, sign, rest)`` for each way to take the term holding
        the smallest digit (``part`` its digits) with a non-empty rest (``rest``: its
        values)."""
        cache = self._sums
        for part, numerators, divisors, sign, key in self._store.plan(
            (digits, positive, negative, times, divide)
        ):
            rest = cache.get(key)
            if rest is None:
                rest = self.sums(key)
            if rest:
                yield part, numerators, divisors, sign, rest

    def _sum(self, digits: Digits, positive: int, negative: int, times: int, divide: int):
        modular = self.bound is not None
        if positive + negative == 0:
            return {0: 0.0} if modular else {0}
        if positive + negative == 1:
            found = self.terms(digits, times + 1, divide)
            if positive:
                return found
            if modular:
                return {(MODULUS - v) % MODULUS: -f for v, f in found.items()}
            return {-value for value in found}
        self.deadline.check()
        if modular:
            return self._modular_sum(digits, positive, negative, times, divide)
        found: set[Value] = set()
        for part, numerators, divisors, sign, rest in self._ways(
            digits, positive, negative, times, divide
        ):
            values = self.terms(part, numerators, divisors)
            if sign > 0:
                found.update([value + other for value in values for other in rest])
            else:
                found.update([other - value for value in values for other in rest])
        return found

    def _modular_sum(self, digits: Digits, positive: int, negative: int, times: int, divide: int):
        """:meth:`_sum` (two terms or more) as ``{residue: float}``."""
        found: dict[int, float] = {}
        for part, numerators, divisors, sign, rest in self._ways(
            digits, positive, negative, times, divide
        ):
            items = rest.items()
            values = self.terms(part, numerators, divisors).items()
            if sign > 0:
                found.update({(v + w) % MODULUS: f + g for v, f in values for w, g in items})
            else:
                found.update({(w - v) % MODULUS: g - f for v, f in values for w, g in items})
        return found

    def ordered(self, group: Group) -> tuple[list[Value], list] | None:
        """The group's values in the order of their floats, and the floats (``None`` if the
        group makes no value). Floats only order and locate; every answer is exact."""
        if group not in self._sorted:
            values = self.sums(group)
            if not values:
                self._sorted[group] = None
            elif self.bound is not None:
                pairs = sorted(zip(values.values(), values, strict=True))
                self._sorted[group] = ([v for _, v in pairs], [f for f, _ in pairs])
            elif group[4]:  # ÷ cards: some values may be fractions
                values = list(values)
                floats = [v.numerator / v.denominator for v in values]
                order = sorted(range(len(values)), key=floats.__getitem__)
                self._sorted[group] = ([values[i] for i in order], [floats[i] for i in order])
            else:  # whole numbers: exact keys, no floats needed
                ordered = sorted(values)
                self._sorted[group] = (ordered, ordered)
        return self._sorted[group]

    def span(self, group: Group) -> tuple[float, float] | None:
        """The smallest and the largest float of the group's values (``None`` if none)."""
        if group in self._spans:
            return self._spans[group]
        values = self.sums(group)
        if not values:
            found = None
        elif self.bound is not None:
            floats = values.values()
            found = min(floats), max(floats)
        else:
            found = float(min(values)), float(max(values))
        self._spans[group] = found
        return found

    # -- the closest value ----------------------------------------------------------------

    def closest(
        self,
        hand: Hand,
        target: Fraction,
        limit: Fraction | None = None,
        exact_only: bool = False,
    ) -> tuple[Fraction, Layout] | None:
        """A value of the hand (no Y cards) closest to ``target``, strictly closer than
        ``limit``, and a layout making it; ``None`` if there is none (with
        ``exact_only``, also if no value hits the target exactly).

        The terms are shared between two halves of about equal size (half A takes the
        positive terms first); every split of the cards between the halves is a join.
        A first pass only looks for an exact hit (set lookups, nothing sorted); without
        one, the splits are joined in the order of how near their ranges come.
        """
        self._store.trim()
        self._span = (math.inf, -math.inf)
        self._target = float(target)
        if limit is not None and limit <= 0:
            return None  # nothing is strictly closer than an exact hit
        modular = hand.divide > 0 and target.denominator % MODULUS != 0
        self._use(modular_bound(hand) if modular else None)
        if self.bound is not None:
            terms = hand.plus + hand.minus + 1
            self._error = 2.0**-48 * ((terms + 3) * self.bound + abs(self._target) + 1)
            goal: Value = residue(target)
        else:
            self._error = 0.0
            goal = target.numerator if target.denominator == 1 else target
        joins = self._joins(hand)
        for one, two, leading_minus in joins:
            self.deadline.check()
            pair = self._hit(one, two, goal, target)
            if pair is not None:
                return self._answer(pair, one, two, leading_minus)
        if exact_only:
            return None
        near = float(target)
        ranged = []
        for one, two, leading_minus in joins:
            a, b = self.span(one), self.span(two)
            if a is None or b is None:
                continue
            lo, hi = a[0] + b[0], a[1] + b[1]
            self._span = (min(self._span[0], lo), max(self._span[1], hi))
            gap = max(0.0, lo - near, near - hi)
            gap -= _SLACK * (abs(lo) + abs(hi) + abs(near) + 1) + 2 * self._error
            ranged.append((gap, one, two, leading_minus))
        # splits whose range holds the target first, then by how far the range is
        ranged.sort(key=lambda item: item[0])
        best: Value | None = limit
        reach = math.inf if best is None else float(best)
        found = None
        for gap, one, two, leading_minus in ranged:
            if gap >= reach:
                break
            self.deadline.check()
            if self.bound is not None:
                closer = self._modular_join(one, two, target, best)
            else:
                closer = self._join(one, two, goal, best)
            if closer is not None:
                best, pair = closer
                reach = float(best)
                found = (pair, one, two, leading_minus)
        return None if found is None else self._answer(*found)

    def may_be_extreme(self, above: bool) -> bool:
        """After :meth:`closest` found no exact hit: whether the target may lie beyond every
        value (below them all if ``above``, else above them all), as far as the floats of
        the values tell; ``False`` means surely not."""
        low, high = self._span
        slack = _SLACK * (abs(low) + abs(high) + abs(self._target) + 1) + 1e-9 + self._error
        return low >= self._target - slack if above else high <= self._target + slack

    def surely_beyond(self, above: bool) -> bool:
        """After :meth:`closest` found no exact hit: whether every value surely lies above
        the target (``above``) or below it — then the closest value is that extreme."""
        low, high = self._span
        slack = self._slack()
        return low > self._target + slack if above else high < self._target - slack

    def several(self) -> bool:
        """After :meth:`closest` found no exact hit: whether the hand surely makes more than
        one value."""
        low, high = self._span
        return high - low > 2 * self._slack()

    def _slack(self) -> float:
        low, high = self._span
        return _SLACK * (abs(low) + abs(high) + abs(self._target) + 1) + 1e-9 + 4 * self._error

    def _joins(self, hand: Hand) -> list[tuple[Group, Group, bool]]:
        """``(half A, half B, leading minus)`` for every split of the cards between the
        halves that the counts allow, the most even splits first (kept per hand)."""
        key = (hand.digits, hand.plus, hand.minus, hand.times, hand.divide, self.rules.unary_minus)
        found = self._store.joins.get(key)
        if found is None:
            found = sorted(self._all_joins(hand), key=_balance)
            self._store.joins[key] = found
            self._store.size += len(found)
        return found

    def _all_joins(self, hand: Hand):
        digits = tuple(digits_of(hand.digits))
        times_all, divide_all = hand.times, hand.divide
        room = {part: self._room(part) for part, _ in self._store.splits(digits)}
        fits = self._fits
        for positive, negative, leading_minus in sign_splits(hand, self.rules):
            half = (positive + negative + 1) // 2
            first = (min(positive, half), half - min(positive, half))
            second = (positive - first[0], negative - first[1])
            rest_terms = sum(second)
            mirrored = first == second
            for part, rest in self._store.splits(digits):
                part_room, rest_room = room[part], room[rest]
                for times in range(times_all + 1):
                    for divide in range(divide_all + 1):
                        if not fits(part_room, half, times, divide) or not fits(
                            rest_room, rest_terms, times_all - times, divide_all - divide
                        ):
                            continue
                        one = (part, *first, times, divide)
                        two = (rest, *second, times_all - times, divide_all - divide)
                        if mirrored and one > two:
                            continue  # the same join as the mirrored split
                        yield one, two, leading_minus

    def _hit(self, one: Group, two: Group, goal: Value, target: Fraction):
        """``(a, b)``: values of the two groups adding up to the target (``goal``: the
        target as a set element), or ``None``."""
        tops, bottoms = self.sums(one), self.sums(two)
        if not (tops and bottoms):
            return None
        swapped = len(tops) > len(bottoms)
        outer, inner = (bottoms, tops) if swapped else (tops, bottoms)
        if self.bound is None:
            hit = next((v for v in outer if goal - v in inner), None)
            if hit is None:
                return None
            return (goal - hit, hit) if swapped else (hit, goal - hit)
        for value in outer:
            other = (goal - value) % MODULUS
            # equal residues: equal values, unless the target is too large to tell
            if other in inner and self.exact(value) + self.exact(other) == target:
                return (other, value) if swapped else (value, other)
        return None

    def _answer(self, pair, one: Group, two: Group, leading_minus: bool):
        left, right = pair
        terms = self.witness(one, left) + self.witness(two, right)
        return self.exact(left) + self.exact(right), Layout.of(terms, leading_minus)

    def _modular_join(self, one: Group, two: Group, target: Fraction, best: Value | None):
        """:meth:`_join` on residues: floats locate the candidates (within the error
        bound), exact reconstructed values decide."""
        if len(self.sums(one)) > len(self.sums(two)):
            one, two, swapped = two, one, True
        else:
            swapped = False
        outer = self.sums(one)
        inner, floats = self.ordered(two)
        error = self._error
        near_target = float(target)
        reach = math.inf if best is None else float(best) * (1 + 1e-15) + error
        found = None
        size = len(inner)
        exact = self.exact
        for value, number in outer.items():
            near = near_target - number
            at = bisect_left(floats, near)
            for step, index in ((-1, at - 1), (1, at)):
                while 0 <= index < size:
                    if abs(floats[index] - near) > reach:
                        break  # surely not closer, nor anything further on this side
                    other = inner[index]
                    distance = abs(target - exact(value) - exact(other))
                    if best is None or distance < best:
                        best = distance
                        reach = float(best) * (1 + 1e-15) + error
                        found = (other, value) if swapped else (value, other)
                    index += step
        return None if found is None else (best, found)

    def _join(self, one: Group, two: Group, goal: Value, best: Value | None):
        """``(distance, (a, b))``: values of the two groups whose sum is closest to ``goal``
        and strictly closer than ``best``; ``None`` if no pair is."""
        if len(self.sums(one)) > len(self.sums(two)):
            one, two, swapped = two, one, True
        else:
            swapped = False
        outer = self.sums(one)
        inner, floats = self.ordered(two)
        found = None
        size = len(inner)
        for value in outer:
            want = goal - value
            near = float(want)
            at = bisect_left(floats, near)
            # exact distances of the neighbours; further ones only while their floats
            # could still hide a closer value
            for step, index in ((-1, at - 1), (1, at)):
                while 0 <= index < size:
                    if best is not None:
                        bound = float(best)
                        reach = bound + _SLACK * (abs(near) + abs(floats[index]) + bound + 1)
                        if abs(floats[index] - near) > reach:
                            break
                    other = inner[index]
                    distance = abs(want - other)
                    if best is None or distance < best:
                        best = distance
                        found = (other, value) if swapped else (value, other)
                    index += step
        return None if found is None else (best, found)

    # -- tracing a value back to its cards ------------------------------------------------

    def witness(self, group: Group, value: Value) -> tuple[Term, ...]:
        """Signed terms of the group making ``value``."""
        digits, positive, negative, times, divide = group
        if positive + negative == 0:
            return ()
        modular = self.bound is not None
        if positive + negative == 1:
            sign = 1 if positive else -1
            term = sign * value % MODULUS if modular else sign * value
            return (self.term_witness(digits, times + 1, divide, term, sign),)
        for part, rest_digits in self._store.anchored(digits):
            for sign in (1, -1):
                if not (positive if sign > 0 else negative):
                    continue
                for numerators in range(1, times + 2):
                    for divisors in range(divide + 1):
                        if len(part) < numerators + divisors:
                            continue
                        rest_group = (
                            rest_digits,
                            positive - (sign > 0),
                            negative - (sign < 0),
                            times - numerators + 1,
                            divide - divisors,
                        )
                        rest = self.sums(rest_group)
                        if not rest:
                            continue
                        for term in self.terms(part, numerators, divisors):
                            left = value - sign * term
                            if modular:
                                left %= MODULUS
                            if left in rest:
                                first = self.term_witness(part, numerators, divisors, term, sign)
                                return (first, *self.witness(rest_group, left))
        raise AssertionError("value not in its group")

    def term_witness(
        self, digits: Digits, numerators: int, divisors: int, value: Value, sign: int
    ) -> Term:
        for top, bottom in self._store.splits(digits):
            if len(top) < numerators or len(bottom) < divisors:
                continue
            uppers = self.products(top, numerators, False)
            for lower in self.products(bottom, divisors, True):
                upper = value * lower
                if self.bound is not None:
                    upper %= MODULUS  # products are below the modulus: their own residues
                if upper in uppers:
                    return Term(
                        sign,
                        self._product_witness(top, numerators, False, int(upper)),
                        self._product_witness(bottom, divisors, True, lower),
                    )
        raise AssertionError("value not in its term")

    def product_witness(
        self, digits: Digits, parts: int, value: int, nonzero: bool = False
    ) -> tuple[str, ...]:
        """The numbers (texts) of a product of ``parts`` numbers made of exactly these
        digits and worth ``value`` (one of :meth:`products`)."""
        return self._product_witness(digits, parts, nonzero, value)

    def _product_witness(self, digits: Digits, parts: int, nonzero: bool, value: int):
        if parts == 0:
            return ()
        if parts == 1:
            return (self.numbers(digits)[value],)
        for part, rest_digits in self._store.anchored(digits):
            if len(part) > len(digits) - parts + 1:
                continue
            rest = self.products(rest_digits, parts - 1, nonzero)
            for number, text in self.numbers(part).items():
                if nonzero and not number:
                    continue
                if number == 0:
                    if value == 0 and rest:
                        other = next(iter(sorted(rest)))
                        return (
                            text,
                            *self._product_witness(rest_digits, parts - 1, nonzero, other),
                        )
                elif value % number == 0 and value // number in rest:
                    return (
                        text,
                        *self._product_witness(rest_digits, parts - 1, nonzero, value // number),
                    )
        raise AssertionError("value not in its product")
