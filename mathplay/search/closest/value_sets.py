"""The value set of a group: every value its cards can make, exactly, and the cards of one.

:class:`ValueSets` lists, for a group (a digit multiset with its + and − terms, × and ÷
cards; :mod:`~mathplay.search.closest.store`), the set of values it can make: numbers, products of
numbers, terms (numerators over divisors), sums of signed terms, memoised per sorted digit
sub-multiset and counts — plain ``int`` where the value is whole, ``Fraction`` only where
it is not — and traces a value back to the cards that make it (:meth:`ValueSets.witness`).
It is the core that meeting in the middle (:mod:`~mathplay.search.closest.meet`), the term
searches and the shortcuts share.

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

from fractions import Fraction

from mathplay.core.values import MODULUS, exact_ratio, rational, residue
from mathplay.deadline import Deadline
from mathplay.search.closest.store import Digits, Group, ValueStore
from mathplay.search.model.hand import Hand
from mathplay.search.model.layout import Term

__all__ = ["MODULUS", "ValueSets", "modular_bound", "rational", "residue", "spare_digits"]

Value = int | Fraction


def spare_digits(hand: Hand) -> int:
    """Digits beyond one per number (``terms + × + ÷`` numbers, no leading minus)."""
    return sum(hand.digits) - (hand.plus + hand.minus + 1 + hand.times + hand.divide)


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


class ValueSets:
    """The value sets of digit sub-multisets, kept in the search's :class:`ValueStore`;
    one object per hand (or per use)."""

    def __init__(self, store: ValueStore, deadline: Deadline) -> None:
        self.rules = store.rules
        self.deadline = deadline
        self._store = store
        self._products = self._store.products
        self._inverses = self._store.inverses
        self._reciprocals = self._store.reciprocals
        self._terms, self._sums, self._sorted, self._spans = self._store.modes[False]
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
                        found.update([exact_ratio(upper, lower) for lower in below])
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
        for part, numerators, divisors, sign, rest_group in self._store.plan(group):
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
        for top, bottom in self._store.term_splits(digits, numerators, divisors):
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
