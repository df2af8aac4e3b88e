"""Sums of plain numbers: the value closest to a target, exactly, place by place.

A group without × and ÷ cards is ``x₁ + … + x_P − y₁ − … − y_N``, every term one number.
Write each number's digits by place: the value is ``Σ_q 10^q · s_q``, where ``s_q`` is the
sum of the digits at place ``q`` of the positive numbers minus those of the negative ones.
Once the *lengths* of the numbers are fixed (a *profile*), every place has a known set of
slots, and the value depends only on which digits fill each place, not on how they are
dealt among the numbers of one sign (the leading digit of a long number must not be 0).

- **The range of a profile is exact.** Zeros are worth nothing, so they go to the slots
  where a digit would count least (most negative weight) that may hold a 0; the other
  digits are dealt largest first to the largest weights (rearrangement inequality: both
  orders sorted the same way give the largest sum). The smallest value is the same with
  the weights negated. Both extremes are real arrangements.
- **The search goes down the places** of one profile at a time, the profiles whose ranges
  come nearest the target first: at each place it chooses which digits fill the slots,
  and the exact range of the places below (the same rule, for the digits left) bounds
  what the row can still reach. A choice whose range cannot come strictly closer than the
  best value found is dropped; one whose range lies wholly on one side of the target is
  finished at once by that extreme. Nothing that could be closer is dropped, so the
  answer is exact. Choices already searched from the same digits, place and remainder
  are not searched again.
- **Exact hits first.** With three numbers or more, the shortcut ``plain-units``
  (:mod:`~mathplay.search.shortcuts.plain_units`, given as ``quick_hit``) first looks for
  an exact hit going up the places; the complete search does not depend on it.
- Without concatenation every number is one digit and the values are listed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from fractions import Fraction
from math import ceil
from operator import sub

from mathplay.deadline import Deadline
from mathplay.expr import ExprRules
from mathplay.search.model.layout import Term
from mathplay.search.model.numbers import Counts

__all__ = ["PlainSums"]

Slots = tuple[int, int]  # at one place: (positive slots, negative slots)
Profile = tuple[tuple[int, ...], tuple[int, ...]]  # lengths of positive, negative numbers
Found = tuple[Fraction, tuple[Term, ...]]
QuickHit = Callable[[Counts, int, int, Fraction], tuple[Term, ...] | None]


class PlainSums:
    """Closest values of sums of plain numbers; one object per search, with its memos."""

    def __init__(self, rules: ExprRules, deadline: Deadline) -> None:
        self.rules = rules
        self.deadline = deadline
        self.quick_hit: QuickHit | None = None  # the shortcut "plain-units", if on
        self._parts: dict[tuple[Counts, int, int], list[tuple[Counts, int]]] = {}
        self._failed: dict[tuple, Fraction | None] = {}
        self._ranges: dict[tuple, tuple[int, int] | None] = {}

    def closest(
        self,
        counts: Counts,
        positive: int,
        negative: int,
        target: Fraction,
        limit: Fraction | None = None,
    ) -> Found | None:
        """The value of ``positive`` plus and ``negative`` minus numbers made of exactly
        these digits closest to ``target``, if strictly closer than ``limit``, with its
        terms; ``None`` if none is."""
        size = sum(counts)
        if positive + negative == 0 or size < positive + negative:
            return None
        if not self.rules.concatenate:
            if size != positive + negative:
                return None
            return self._single_digits(counts, positive, negative, target, limit)
        if self.quick_hit and positive + negative > 2 and (limit is None or limit > 0):
            hit = self.quick_hit(counts, positive, negative, target)
            if hit is not None:
                return target, hit
        return self._search(counts, positive, negative, target, limit)

    # -- the digit choices of one place --------------------------------------------------

    def choices(self, counts: Counts, size: int, nonzero: int) -> list[tuple[Counts, int, Counts]]:
        """``(digits, their sum, digits left)`` for each sub-multiset of ``size`` digits
        holding at least ``nonzero`` digits other than 0."""
        key = (counts, size, nonzero)
        found = self._parts.get(key)
        if found is None:
            if nonzero:
                found = [c for c in self.choices(counts, size, 0) if size - c[0][0] >= nonzero]
            else:
                found = [
                    (part, total, _minus(counts, part)) for part, total in _parts(counts, size)
                ]
            self._parts[key] = found
        return found

    # -- every number one digit ----------------------------------------------------------

    def _single_digits(self, counts, positive, negative, target, limit) -> Found | None:
        """Which digits go negative: the value is the sum of all digits minus twice the
        negative ones (a small dynamic programme over digit values)."""
        reach: dict[tuple[int, int], tuple[int, ...]] = {(0, 0): ()}
        for digit, copies in enumerate(counts):
            reach = {
                (taken + k, total + k * digit): (*down, *[digit] * k)
                for (taken, total), down in reach.items()
                for k in range(min(copies, negative - taken) + 1)
            }
        whole = sum(d * c for d, c in enumerate(counts))
        best: tuple[Fraction, tuple[int, ...]] | None = None
        for (taken, total), down in sorted(reach.items()):
            value = Fraction(whole - 2 * total)
            distance = abs(value - target)
            closer = best is None or distance < abs(best[0] - target)
            if taken == negative and (limit is None or distance < limit) and closer:
                best = (value, down)
        if best is None:
            return None
        up = list(_digits(counts))
        for digit in best[1]:
            up.remove(digit)
        terms = [Term(1, (str(d),)) for d in up] + [Term(-1, (str(d),)) for d in best[1]]
        return best[0], tuple(terms)

    # -- the complete search, down the places of each profile --------------------------

    def _search(self, counts, positive, negative, target, limit) -> Found | None:
        if target.denominator == 1:  # whole numbers: integer arithmetic, same answers
            target = target.numerator
            limit = None if limit is None else ceil(limit)
        profiles = []
        for profile in _profiles(sum(counts), positive, negative):
            shape = _Shape(profile, self.rules.leading_zero)
            span = _range(counts, shape.weights[shape.top + 1])
            if span is not None:
                profiles.append((_gap(target, span), profile, shape, span))
        profiles.sort(key=lambda item: item[0])
        self.best = limit
        self.found: list | None = None
        for gap, _, shape, _span in profiles:
            if self.best is not None and gap >= self.best:
                break
            self.deadline.check()
            self._shape = shape
            self._walk(shape, counts, shape.top, target, [])
            if self.best == 0:
                break
        if self.found is None:
            return None
        terms = _numbers_down(*self.found)
        return sum((t.value() for t in terms), Fraction(0)), terms

    def _walk(self, shape: _Shape, counts: Counts, place: int, need: Fraction, chosen: list):
        """Fill ``place`` and the places below; ``need``: what they must still be worth."""
        key = (shape.weights[place + 1], counts, place, need)  # the places from here down
        if key in self._failed:
            done = self._failed[key]
            if done is None or (self.best is not None and self.best <= done):
                return
        window = self.best
        before = self.found
        scale = 10**place
        (a, b), (lead_a, lead_b) = shape.slots[place], shape.leading[place]
        options = []
        weights = shape.weights[place]
        below, above = shape.caps[place]  # every value of the places below lies within
        ranges = self._ranges
        for plus, up, rest in self.choices(counts, a, lead_a):
            for minus, down, left in self.choices(rest, b, lead_b):
                wanted = need - (up - down) * scale
                if self.best is not None and (
                    wanted + below <= -self.best or wanted - above >= self.best
                ):
                    continue  # surely not closer: no need for the exact range
                span = ranges.get((left, weights), False)
                if span is False:
                    span = ranges[left, weights] = _range(left, weights)
                if span is None:
                    continue
                gap = _gap(wanted, span)
                if self.best is None or gap < self.best:
                    options.append((gap, plus, minus, left, wanted, span))
        options.sort(key=lambda item: item[0])
        for gap, plus, minus, left, wanted, span in options:
            if self.best is not None and gap >= self.best:
                break
            self.deadline.check()
            here = [*chosen, (plus, minus)]
            low, high = span
            if place == 0 or wanted <= low or wanted >= high:
                # nothing below, or the target lies beyond the range: an extreme is best
                extreme = 0 if place == 0 else (-1 if wanted <= low else 1)
                below = shape.extreme(left, place, extreme) if place else []
                self.best = abs(wanted - (low if extreme < 0 else high))
                self.found = (shape.profile, [*here, *below])
            else:
                self._walk(shape, left, place - 1, wanted, here)
            if self.best == 0:
                return
        if self.found is before:
            self._failed[key] = window


class _Shape:
    """One profile: which numbers have a digit at each place, and which lead there."""

    def __init__(self, profile: Profile, leading_zero: bool) -> None:
        self.profile = profile
        positive, negative = profile
        self.top = max(positive + negative) - 1
        self.slots: list[Slots] = []
        self.leading: list[Slots] = []
        for place in range(self.top + 1):
            self.slots.append(tuple(sum(n > place for n in side) for side in profile))
            self.leading.append(
                tuple(
                    0 if leading_zero else sum(n == place + 1 > 1 for n in side) for side in profile
                )
            )
        self.weights = [self._weights(places) for places in range(self.top + 2)]
        self.caps = [  # (most below 0, most above 0) of the places below
            (
                sum(-9 * w * n for w, n, _ in weights if w < 0),
                sum(9 * w * n for w, n, _ in weights if w > 0),
            )
            for weights in self.weights
        ]

    def _weights(self, places: int) -> tuple[tuple[int, int, int], ...]:
        """``(weight, slots, slots that may not hold 0)`` of the places below ``places``,
        largest weight first."""
        out = [(10**p, self.slots[p][0], self.leading[p][0]) for p in reversed(range(places))]
        out += [(-(10**p), self.slots[p][1], self.leading[p][1]) for p in range(places)]
        return tuple(w for w in out if w[1])

    def extreme(self, counts: Counts, places: int, direction: int) -> list:
        """The places below ``places`` filled to make their largest (``direction`` 1) or
        smallest value, as ``(positive digits, negative digits)`` per place, highest
        place first."""
        weights = list(self.weights[places])
        if direction < 0:
            weights = [(-w, n, lead) for w, n, lead in reversed(weights)]
        dealt = _deal(counts, weights)
        assert dealt is not None
        by_place: dict[int, list[list[int]]] = {p: [[0] * 10, [0] * 10] for p in range(places)}
        for (weight, _, _), digits in zip(weights, dealt[1], strict=True):
            signed = weight * direction
            place = len(str(abs(signed))) - 1
            for digit in digits:
                by_place[place][0 if signed > 0 else 1][digit] += 1
        return [(tuple(by_place[p][0]), tuple(by_place[p][1])) for p in reversed(range(places))]


def _range(counts: Counts, weights: tuple[tuple[int, int, int], ...]):
    """The exact smallest and largest ``Σ weight · digit`` dealing exactly these digits
    into the slots (``None`` if the zeros do not fit)."""
    high = _dealt_value(counts, weights)
    if high is None:
        return None
    low = _dealt_value(counts, tuple((-w, n, lead) for w, n, lead in reversed(weights)))
    return -low, high


def _dealt_value(counts: Counts, weights) -> int | None:
    """The value of :func:`_deal` alone (no digits kept)."""
    zeros = counts[0]
    takes = []
    for _, slots, lead in reversed(weights):
        z = slots - lead if slots - lead < zeros else zeros
        zeros -= z
        takes.append(slots - z)
    if zeros:
        return None
    total, digit, left = 0, 9, counts[9]
    for (weight, _, _), take in zip(weights, reversed(takes), strict=True):
        value = 0
        while take:
            while not left:
                digit -= 1
                left = counts[digit]
            k = take if take < left else left
            value += k * digit
            take -= k
            left -= k
        total += weight * value
    return total


def _deal(counts: Counts, weights):
    """The largest ``Σ weight · digit`` dealing exactly these digits into the slots
    (``weights`` largest first, each ``(weight, slots, slots that may not hold 0)``): zeros
    to the smallest weights that may hold them, then the other digits largest first to
    the largest weights. With the digits of each weight; ``None`` if the zeros do not fit."""
    zeros = counts[0]
    takes = []
    for _, slots, lead in reversed(weights):  # zeros to the smallest weights first
        z = min(zeros, slots - lead)
        zeros -= z
        takes.append(slots - z)
    if zeros:
        return None
    takes.reverse()
    total, digit, left, dealt = 0, 9, counts[9], []
    for (weight, slots, _), take in zip(weights, takes, strict=True):
        part = [0] * (slots - take)
        value = 0
        while take:
            while not left:
                digit -= 1
                left = counts[digit]
            k = min(take, left)
            value += k * digit
            part += [digit] * k
            take -= k
            left -= k
        total += weight * value
        dealt.append(part)
    return total, dealt


def _gap(value: Fraction, span: tuple[int, int]) -> Fraction:
    low, high = span
    return low - value if value < low else (value - high if value > high else Fraction(0))


def _profiles(size: int, positive: int, negative: int) -> Iterator[Profile]:
    """Every way to give the numbers their lengths (non-increasing within each sign)."""
    for negative_size in range(negative, size - positive + 1):
        if (negative == 0) != (negative_size == 0):
            continue
        for plus in _partitions(size - negative_size, positive, size):
            for minus in _partitions(negative_size, negative, size):
                yield plus, minus


def _partitions(total: int, parts: int, most: int) -> Iterator[tuple[int, ...]]:
    if parts == 0:
        if total == 0:
            yield ()
        return
    for first in range(min(most, total - parts + 1), 0, -1):
        if first * parts < total:
            break
        for rest in _partitions(total - first, parts - 1, first):
            yield (first, *rest)


def _numbers_down(profile: Profile, places: list[tuple[Counts, Counts]]) -> tuple[Term, ...]:
    """The terms of a profile filled place by place (highest place first): at each place
    the numbers that start there take its non-zero digits first."""
    terms: list[Term] = []
    for side, sign in ((0, 1), (1, -1)):
        lengths = profile[side]
        numbers: list[list[int]] = [[] for _ in lengths]
        top = len(places) - 1
        for index, digits in enumerate(places):
            place = top - index
            pool = sorted(_digits(digits[side]), key=lambda d: d == 0)
            going = [k for k, n in enumerate(lengths) if n > place]
            going.sort(key=lambda k: lengths[k] != place + 1)  # starters first
            for k, digit in zip(going, pool, strict=True):
                numbers[k].append(digit)
        terms += [Term(sign, ("".join(map(str, n)),)) for n in numbers]
    return tuple(terms)


def _parts(counts: Counts, size: int) -> list[tuple[Counts, int]]:
    """``(digits, their sum)`` for every sub-multiset of ``size`` digits."""
    if size == 1:
        return [(_UNITS[d], d) for d in range(10) if counts[d]]
    partial: list[tuple[tuple[int, ...], int, int]] = [((), 0, 0)]
    for digit, copies in enumerate(counts):
        partial = [
            ((*part, k), total + k * digit, taken + k)
            for part, total, taken in partial
            for k in range(min(copies, size - taken) + 1)
        ]
    return [(part, total) for part, total, taken in partial if taken == size]


_UNITS = tuple(tuple(int(k == d) for k in range(10)) for d in range(10))


def _minus(counts: Counts, part: Counts) -> Counts:
    return tuple(map(sub, counts, part))


def _digits(counts: Counts) -> Iterator[int]:
    for digit in range(10):
        yield from [digit] * counts[digit]
