"""Exact values: ``int`` when whole, else a reduced pair; their sets; residues mod a prime.

A value is an ``int`` when it is whole, else a reduced pair ``(p, q)`` with ``q > 1``. Most
values are whole, and sets of ``int`` are the fastest thing Python has; the pairs keep the
arithmetic exact without ``Fraction`` in the inner loops (:class:`ValueSet`, the Equations
finder's sets). :func:`exact_ratio` is the same number as ``int`` or ``Fraction`` (the
best-expression search's exact sets).

Where fractions abound (hands with ÷ cards), the search keeps each value ``p/q`` as its
*residue* ``p·q⁻¹`` modulo the prime :data:`MODULUS` (:func:`residue`): one ``int``, exact
as a key as long as no two values of the set share a residue, which holds when every
value has ``|p| < B`` and ``0 < q ≤ MODULUS / (2B)``; :func:`rational` then recovers the
value from its residue.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from fractions import Fraction
from math import gcd

__all__ = [
    "MODULUS",
    "Value",
    "ValueSet",
    "as_fraction",
    "as_value",
    "divide",
    "exact_ratio",
    "multiply",
    "ratio",
    "rational",
    "residue",
    "subtract",
    "times_sign",
]

MODULUS = (1 << 61) - 1  # a prime: values of hands with ÷ cards are residues modulo it

Value = int | tuple[int, int]


def as_value(number: Fraction | int) -> Value:
    """The set representation of an exact number."""
    number = Fraction(number)
    return number.numerator if number.denominator == 1 else (number.numerator, number.denominator)


def as_fraction(value: Value) -> Fraction:
    """The ``Fraction`` of a value."""
    return Fraction(value) if isinstance(value, int) else Fraction(*value)


def subtract(a: Value, b: Value) -> Value:
    """``a − b``."""
    if isinstance(a, int) and isinstance(b, int):
        return a - b
    return as_value(as_fraction(a) - as_fraction(b))


def times_sign(value: Value, sign: int) -> Value:
    """``value`` times ``sign`` (``1`` or ``-1``)."""
    if sign > 0:
        return value
    return -value if isinstance(value, int) else (-value[0], value[1])


def multiply(a: Value, b: int) -> Value:
    """``a · b`` for a whole ``b``."""
    return a * b if isinstance(a, int) else ratio(a[0] * b, a[1])


def divide(a: Value, b: int) -> Value:
    """``a / b`` for a whole ``b > 0``."""
    return ratio(a, b) if isinstance(a, int) else ratio(a[0], a[1] * b)


def ratio(p: int, q: int) -> Value:
    """``p / q`` (``q > 0``) in the set representation."""
    divisor = gcd(p, q)
    p, q = p // divisor, q // divisor
    return p if q == 1 else (p, q)


def exact_ratio(top: int, bottom: int) -> int | Fraction:
    """``top / bottom`` (``bottom > 0``) as an ``int`` when whole, else a ``Fraction``."""
    return top // bottom if top % bottom == 0 else Fraction(top, bottom)


def residue(value: int | Fraction) -> int:
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


class ValueSet:
    """A set of exact values, kept as whole numbers and fractions apart."""

    __slots__ = ("fractions", "integers")

    def __init__(self) -> None:
        self.integers: set[int] = set()
        self.fractions: set[tuple[int, int]] = set()

    def add(self, value: Value) -> None:
        if isinstance(value, int):
            self.integers.add(value)
        else:
            self.fractions.add(value)

    def add_sums(self, terms: ValueSet, other: ValueSet) -> None:
        """Add ``t + v`` for every ``t`` of ``terms`` and ``v`` of ``other``."""
        whole, parts = other.integers, other.fractions
        self.integers.update([t + v for t in terms.integers for v in whole])
        # (t·s + r) / s and (p + v·q) / q are already reduced
        self.fractions.update([(t * s + r, s) for t in terms.integers for r, s in parts])
        self.fractions.update([(p + v * q, q) for p, q in terms.fractions for v in whole])
        self._add_pairs(
            [
                ((p * s + r * q) // d, q * s // d)
                for p, q in terms.fractions
                for r, s in parts
                for d in (gcd(p * s + r * q, q * s),)
            ]
        )

    def add_products(self, factors: list[int], other: ValueSet) -> None:
        """Add ``f · v`` for every whole number ``f`` of ``factors`` and ``v`` of ``other``."""
        self.integers.update([f * t for f in factors for t in other.integers])
        if other.fractions:
            # p and q share nothing, so f · p / q reduces by gcd(f, q) alone
            self._add_pairs(
                [
                    (f // d * p, q // d)
                    for p, q in other.fractions
                    for f in factors
                    for d in (gcd(f, q),)
                ]
            )

    def add_quotients(self, divisors: list[int], other: ValueSet) -> None:
        """Add ``v / d`` for every whole ``d > 0`` of ``divisors`` and ``v`` of ``other``."""
        whole, parts = other.integers, other.fractions
        pairs = [(t // c, d // c) for d in divisors for t in whole for c in (gcd(t, d),)]
        pairs += [(p // c, q * d // c) for d in divisors for p, q in parts for c in (gcd(p, d),)]
        self._add_pairs(pairs)

    def _add_pairs(self, pairs: list[tuple[int, int]]) -> None:
        """Add reduced pairs ``(p, q)``; those with ``q == 1`` are whole numbers."""
        self.integers.update([p for p, q in pairs if q == 1])
        self.fractions.update([pair for pair in pairs if pair[1] != 1])

    def update(self, other: ValueSet) -> None:
        self.integers |= other.integers
        self.fractions |= other.fractions

    def negated(self) -> ValueSet:
        """The set of ``−v`` for every ``v`` of this set."""
        out = ValueSet()
        out.integers = {-v for v in self.integers}
        out.fractions = {(-p, q) for p, q in self.fractions}
        return out

    def common(self, other: ValueSet) -> list[Value]:
        """The values in both sets, smallest first."""
        shared: list[Value] = [*(self.integers & other.integers)]
        shared += self.fractions & other.fractions
        return sorted(shared, key=as_fraction)

    def reaches(self, low: int, high: int) -> bool:
        """Whether some value ``v`` has ``low <= |v| < high``."""
        return any(low <= abs(v) < high for v in self.integers) or any(
            low * q <= abs(p) < high * q for p, q in self.fractions
        )

    def __contains__(self, value: object) -> bool:
        return value in self.integers if isinstance(value, int) else value in self.fractions

    def __iter__(self) -> Iterator[Value]:
        yield from self.integers
        yield from self.fractions

    def __len__(self) -> int:
        return len(self.integers) + len(self.fractions)

    def __bool__(self) -> bool:
        return bool(self.integers or self.fractions)

    @classmethod
    def of(cls, values: Iterable[Value]) -> ValueSet:
        out = cls()
        for value in values:
            out.add(value)
        return out
