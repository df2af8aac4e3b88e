"""Closest to a target on small hands: value sets of the two sign groups, met in the middle.

A row's value is ``P − N``: ``P`` the sum of the positive terms, ``N`` of the negative
ones. For every way to share the digits, × and ÷ cards between the two groups, the sets of
values each group can make are listed (:mod:`~mathplay.search.closest.value_sets`, residues modulo
a prime for hands with ÷ cards), and the two sets are joined: an exact hit is a set
lookup, the closest value a bisection in the sorted other set. Splits whose range cannot
come closer than the best found are skipped. Only the winning value is then traced back
to its cards. Exact, no assumptions about the shape of the best row; the sets grow
quickly, so it serves small hands, and longer hands whose numbers must be short (few
spare digits, see :func:`suits`).
"""

from __future__ import annotations

import math
from bisect import bisect_left
from fractions import Fraction

from mathplay.deadline import Deadline
from mathplay.search.closest.store import Group, ValueStore
from mathplay.search.closest.value_sets import (
    MODULUS,
    Value,
    ValueSets,
    modular_bound,
    residue,
    spare_digits,
)
from mathplay.search.model.hand import Hand, sign_splits
from mathplay.search.model.layout import Layout
from mathplay.search.model.numbers import digits_of

__all__ = ["SMALL_DIGITS", "TIGHT", "MeetSearch", "suits"]


SMALL_DIGITS = 6  # hands with at most this many digits use this method (7 without ÷)
_SLACK = 1e-12  # relative room for float rounding when floats order or prune


def _balance(join) -> int:
    return abs(len(join[0][0]) - len(join[1][0]))


# For hands of more digits: the most *spare* digits (digits beyond one per number, so
# the digits that make numbers longer) with which this method is still the faster one,
# per number of digits. Few spare digits mean short numbers and small value sets.
TIGHT = {7: 2, 8: 4, 9: 3, 10: 2, 11: 2, 12: 2, 13: 1}


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


class MeetSearch(ValueSets):
    """The closest value of a small hand, its groups' value sets met in the middle; one
    object per hand (or per use)."""

    def __init__(self, store: ValueStore, deadline: Deadline) -> None:
        super().__init__(store, deadline)
        self._span = (math.inf, -math.inf)  # float range of the values, after a search
        self._target = 0.0

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

    def _sides(self, one: Group, two: Group):
        """``(outer values, inner values in order, their floats, swapped)``: the smaller
        set is walked, the larger one bisected."""
        swapped = len(self.sums(one)) > len(self.sums(two))
        if swapped:
            one, two = two, one
        return (self.sums(one), *self.ordered(two), swapped)

    def _modular_join(self, one: Group, two: Group, target: Fraction, best: Value | None):
        """:meth:`_join` on residues: floats locate the candidates (within the error
        bound), exact reconstructed values decide."""
        outer, inner, floats, swapped = self._sides(one, two)
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
        outer, inner, floats, swapped = self._sides(one, two)
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
