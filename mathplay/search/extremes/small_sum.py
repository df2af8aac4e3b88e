"""The smallest sum of ``N`` non-negative terms: the minimum when no term can be subtracted.

This is the minimum of a hand without minus cards (and the maximum of one that starts with
a minus and has no plus card). Exchange arguments fix the shape:

- A term with a 0 numerator is worth 0 and can hold any other numbers (a *zero term*).
- With a ÷ card in the hand, every numerator of a positive term is a single digit, and if
  a positive term has a divisor, so is every number of a zero term: moving the last digit
  of a longer number to the end of a divisor makes the sum strictly smaller. Divisors
  are then the only long numbers, written largest first.
- Digits by role, smallest first: zero terms start with 0; positive numerators take the
  smallest non-zero digits; spare numbers in zero terms take the next ones (zeros first);
  divisors get the rest (each swap in the other direction makes the sum smaller). With a
  zero term, × cards go there (a factor of a positive term costs).
- Without ÷: if a zero term can take a × card it swallows every spare digit, and the other
  terms are the smallest digits; with only + cards the terms are numbers, and the smallest
  sum uses balanced lengths with the smallest digits in the highest places; with × cards
  and no 0, each term is single-digit factors times one base number (see ``_products``).

What is left — how many zero terms, where the ÷ cards go, and how the divisor digits are
dealt into long numbers — is searched exhaustively, with a lower bound (each divisor is at
most its prefix plus one, shifted by the digits still to come, shared out as well as
possible) pruning the dealing.
"""

from __future__ import annotations

from fractions import Fraction
from heapq import heapify, heappop, heappush
from itertools import combinations
from math import prod

from mathplay.deadline import Deadline
from mathplay.expr import ExprRules
from mathplay.search.model.layout import Term
from mathplay.search.model.numbers import Counts, digits_of, smallest_sum_numbers

__all__ = ["SmallSumSearch"]

Found = tuple[Fraction, tuple[Term, ...]]


class SmallSumSearch:
    """The smallest sum of ``terms`` non-negative terms from exactly these cards."""

    def __init__(self, rules: ExprRules, deadline: Deadline) -> None:
        self.rules = rules
        self.deadline = deadline

    def minimum(self, counts: Counts, terms: int, times: int, divide: int) -> Found | None:
        """The smallest sum and its terms (all with sign +1); ``None`` if impossible."""
        size = sum(counts)
        if terms < 1 or size < terms + times + divide:
            return None
        if not self.rules.concatenate and size != terms + times + divide:
            return None
        self.best: Found | None = None
        zeros = counts[0]
        for zero_terms in range(min(zeros, terms), -1, -1):
            self._zero_terms_swallow(counts, terms, times, divide, zero_terms)
            if divide:
                self._with_divisors(counts, terms, times, divide, zero_terms)
        if not divide:
            if times == 0:
                self._numbers_only(counts, terms)
            elif zeros == 0:
                self._products(counts, terms, times)
        return self.best

    def _offer(self, value: Fraction, terms: tuple[Term, ...]) -> None:
        if self.best is None or value < self.best[0]:
            self.best = (value, terms)

    # -- zero terms that swallow every spare card ---------------------------------------

    def _zero_terms_swallow(
        self, counts: Counts, terms: int, times: int, divide: int, zero_terms: int
    ) -> None:
        """Positive terms are the smallest single digits; zero terms hold everything else."""
        if zero_terms == 0 or (times + divide == 0 and sum(counts) > terms):
            return
        digits = digits_of(counts)[zero_terms:]
        heads = [d for d in digits if d][: terms - zero_terms]
        if len(heads) < terms - zero_terms:
            return
        spare = list(digits)
        for head in heads:
            spare.remove(head)
        numbers = _spare_numbers(spare, times, divide, self.rules)
        if numbers is None:
            return
        free, divisors = numbers
        zero = [[["0"], []] for _ in range(zero_terms)]
        zero[0][0] += free
        zero[0][1] += divisors
        out = tuple(Term(1, tuple(n), tuple(d)) for n, d in zero) + tuple(
            Term(1, (str(h),)) for h in heads
        )
        self._offer(Fraction(sum(heads)), out)

    # -- positive terms with divisors ---------------------------------------------------

    def _with_divisors(
        self, counts: Counts, terms: int, times: int, divide: int, zero_terms: int
    ) -> None:
        positive = terms - zero_terms
        if positive == 0:
            return
        for zero_divide in range(divide if zero_terms else 0, -1, -1):
            self.deadline.check()
            zero_times = times if zero_terms else 0
            self._roles(
                counts,
                positive,
                zero_terms,
                times - zero_times,
                zero_times,
                divide - zero_divide,
                zero_divide,
            )

    def _roles(
        self,
        counts: Counts,
        positive: int,
        zero_terms: int,
        factors: int,
        zero_times: int,
        divisors: int,
        zero_divide: int,
    ) -> None:
        """Give digits their roles (smallest first) and share out the divisors."""
        zeros = counts[0]
        nonzero = [d for d in digits_of(counts) if d]
        tops = nonzero[: positive + factors]
        zero_free = min(zeros - zero_terms, zero_times)
        spare_nonzero = zero_times - zero_free + zero_divide
        if len(tops) < positive + factors or len(nonzero) < positive + factors + spare_nonzero:
            return
        spare = [0] * zero_free + nonzero[positive + factors : positive + factors + spare_nonzero]
        den_digits = [0] * (zeros - zero_terms - zero_free) + nonzero[
            positive + factors + spare_nonzero :
        ]
        zero = [[["0"], []] for _ in range(zero_terms)]
        if zero_terms:
            zero[0][0] += [str(d) for d in spare[:zero_times]]
            zero[0][1] += [str(d) for d in spare[zero_times:]]
        zero_out = tuple(Term(1, tuple(n), tuple(d)) for n, d in zero)
        dealer = _Dealer(den_digits, self.rules, self.deadline)
        plans = []
        for groups in _groupings(tops, positive):
            weights = [prod(g) for g in groups]
            for shares in _shares(divisors, weights):
                bound = dealer.start(weights, shares)
                if bound is not None:
                    plans.append((bound, len(plans), groups, weights, shares))
        for bound, _, groups, weights, shares in sorted(plans):
            if self.best is not None and bound >= float(self.best[0]) * (1 + 1e-9):
                break
            dealer.start(weights, shares)
            found = dealer.best(self._bound())
            if found is None:
                continue
            value, dens = found
            positive_out = tuple(
                Term(1, tuple(map(str, g)), tuple(d)) for g, d in zip(groups, dens, strict=True)
            )
            self._offer(value, zero_out + positive_out)

    def _bound(self) -> Fraction | None:
        return None if self.best is None else self.best[0]

    # -- × but no ÷ and no 0: products of whole numbers ------------------------------------

    def _products(self, counts: Counts, terms: int, times: int) -> None:
        """Each term is at least its smallest digits as single factors times one *base*
        number of its other digits, written smallest first (the smallest product of that
        many numbers); a heavier term takes a smaller base (swapping two bases would lower
        the sum); and for given factors and base lengths the digits go smallest first to
        the places that weigh most (rearrangement). So it is enough to try the multisets of
        factors, how they group into terms, and the lengths of the bases."""
        digits = digits_of(counts)
        if not self.rules.concatenate and len(digits) != terms + times:
            return
        for factors in sorted(set(combinations(digits, times))):
            self.deadline.check()
            rest = list(digits)
            for digit in factors:
                rest.remove(digit)
            if self.best is not None:  # factors are ≥ 1: at least the plain sum of bases
                plain = smallest_sum_numbers(rest, terms, self.rules)
                if plain is None or sum(map(int, plain)) >= self.best[0]:
                    continue
            for groups in _factor_groups(list(factors), terms):
                weights = sorted(((prod(g), g) for g in groups), reverse=True)  # heaviest first
                lengths = _base_lengths(len(rest), [w for w, _ in weights], self.rules)
                if lengths is None:
                    continue
                value, bases = _weighted_numbers(rest, [w for w, _ in weights], lengths)
                if self.best is not None and value >= self.best[0]:
                    continue
                out = tuple(
                    Term(1, (*map(str, group), base))
                    for (_, group), base in zip(weights, bases, strict=True)
                )
                self._offer(Fraction(value), out)

    # -- only + cards: the terms are numbers ------------------------------------------------

    def _numbers_only(self, counts: Counts, terms: int) -> None:
        digits = digits_of(counts)
        for zero_terms in range(min(counts[0], terms), -1, -1):
            if self.rules.leading_zero and zero_terms:
                continue  # with leading zeros allowed, zeros simply take the top places
            rest = digits[zero_terms:]
            numbers = smallest_sum_numbers(rest, terms - zero_terms, self.rules)
            if numbers is None:
                continue
            out = (Term(1, ("0",)),) * zero_terms + tuple(Term(1, (n,)) for n in numbers)
            self._offer(Fraction(sum(int(n) for n in numbers)), out)


def _spare_numbers(
    digits: list[int], times: int, divide: int, rules: ExprRules
) -> tuple[list[str], list[str]] | None:
    """``times`` numbers (any value) and ``divide`` non-zero numbers using all ``digits``."""
    slots = times + divide
    if len(digits) < slots or (not rules.concatenate and len(digits) != slots):
        return None
    if slots == 0:
        return ([], []) if not digits else None
    nonzero = sorted((d for d in digits if d), reverse=True)
    zeros = len(digits) - len(nonzero)
    if len(nonzero) < divide:
        return None
    led = min(slots, len(nonzero))  # numbers that start with a non-zero digit
    zero_numbers = slots - led
    if zero_numbers > times or zero_numbers > zeros:
        return None
    numbers = [[d] for d in nonzero[:led]] + [[0] for _ in range(zero_numbers)]
    extra = nonzero[led:] + [0] * (zeros - zero_numbers)
    if extra:
        if not rules.concatenate:
            return None
        if led == 0 and not rules.leading_zero:
            return None
        numbers[0] += extra
    texts = ["".join(map(str, n)) for n in numbers]
    divisors = texts[:divide]
    return texts[divide:], divisors


def _factor_groups(factors: list[int], terms: int) -> list[list[list[int]]]:
    """Every way to share the factors among ``terms`` terms (some may get none), each way
    once: as multisets of multisets."""
    if not factors:
        return [[[] for _ in range(terms)]]
    out = []
    for used in range(1, min(terms, len(factors)) + 1):  # terms that get factors
        for grouping in _groupings(factors, used):
            out.append(grouping + [[] for _ in range(terms - used)])
    return out


def _base_lengths(size: int, weights: list[int], rules: ExprRules) -> list[int] | None:
    """How long each base should be: every term has a units digit, and each further digit
    takes the place of least weight (``weight × 10^place``) still free. Choosing the
    lightest places can only lower Σ digit × weight, whatever digits fill them."""
    if size < len(weights):
        return None
    if not rules.concatenate:
        return [1] * len(weights) if size == len(weights) else None
    lengths = [1] * len(weights)
    places = [(w * 10, t) for t, w in enumerate(weights)]
    heapify(places)
    for _ in range(size - len(weights)):
        weight, t = heappop(places)
        lengths[t] += 1
        heappush(places, (weight * 10, t))
    return lengths


def _weighted_numbers(
    digits: list[int], weights: list[int], lengths: list[int]
) -> tuple[int, list[str]]:
    """Numbers of these lengths (no zeros among the digits) minimising Σ weight × number:
    the smallest digits go to the places of largest weight × 10^place."""
    places = sorted(
        ((weights[t] * 10**p, t, p) for t, length in enumerate(lengths) for p in range(length)),
        reverse=True,
    )
    numbers = [[0] * length for length in lengths]
    value = 0
    for (weight, t, p), digit in zip(places, sorted(digits), strict=True):
        numbers[t][lengths[t] - 1 - p] = digit
        value += weight * digit
    return value, ["".join(map(str, n)) for n in numbers]


def _groupings(digits: list[int], groups: int) -> list[list[list[int]]]:
    """Every way to split ``digits`` into ``groups`` non-empty groups (as multisets)."""
    out: set[tuple[tuple[int, ...], ...]] = set()

    def split(index: int, parts: list[list[int]]) -> None:
        if len(parts) + len(digits) - index < groups:
            return
        if index == len(digits):
            if len(parts) == groups:
                out.add(tuple(sorted(tuple(p) for p in parts)))
            return
        digit = digits[index]
        for part in parts:
            part.append(digit)
            split(index + 1, parts)
            part.pop()
        if len(parts) < groups:
            parts.append([digit])
            split(index + 1, parts)
            parts.pop()

    split(0, [])
    return [[list(g) for g in grouping] for grouping in sorted(out)]


def _shares(divisors: int, weights: list[int]) -> list[tuple[int, ...]]:
    """Every way to give ``divisors`` ÷ cards to the terms (terms of equal weight alike)."""
    out: set[tuple[int, ...]] = set()

    def give(index: int, left: int, acc: list[int]) -> None:
        if index == len(weights) - 1:
            share = (*acc, left)
            key = tuple(sorted(zip(weights, share, strict=True)))
            if key not in seen:
                seen.add(key)
                out.add(share)
            return
        for count in range(left + 1):
            acc.append(count)
            give(index + 1, left - count, acc)
            acc.pop()

    seen: set[tuple[tuple[int, int], ...]] = set()
    give(0, divisors, [])
    return sorted(out, reverse=True)


class _Dealer:
    """Deal the divisor digits (largest first) to the terms so that Σ weight / divisors is
    smallest. Within a term the digits it gets make its divisors by the greedy largest
    product (each digit to its currently smallest divisor), which is optimal for that term;
    so only the share-out between terms is searched, by branch-and-bound."""

    def __init__(self, digits: list[int], rules: ExprRules, deadline: Deadline) -> None:
        self.digits = sorted(digits, reverse=True)
        self.rules = rules
        self.deadline = deadline

    def start(self, weights: list[int], shares: tuple[int, ...]) -> float | None:
        """Set up terms of these weights with ``shares`` divisors each; the lower bound of
        every dealing, or ``None`` if no dealing is possible."""
        digits = self.digits
        slots = sum(shares)
        if len(digits) < slots or (not self.rules.concatenate and len(digits) != slots):
            return None
        if not self.rules.leading_zero and sum(1 for d in digits if d) < slots:
            return None
        if not slots and digits:
            return None
        self.weights = weights
        self.shares = shares
        self.numbers = [[0] * share for share in shares]
        self.texts = [[""] * share for share in shares]
        return self.lower_bound(0) if digits else float(sum(weights))

    def best(self, bound: Fraction | None) -> tuple[Fraction, list[list[str]]] | None:
        """The best dealing after :meth:`start`, if it is below ``bound``."""
        self.found: tuple[Fraction, list[list[str]]] | None = None
        self.limit = bound
        self.seen: set[tuple] = set()
        self._deal(0)
        return self.found

    def _deal(self, index: int) -> None:
        digits = self.digits
        if index == len(digits):
            self._leaf()
            return
        self.deadline.check()
        empty = sum(n.count(0) for n in self.numbers)
        left = len(digits) - index
        if empty > left or (not self.rules.concatenate and empty < left):
            return
        # the same share-out reached in another order was searched with a cutoff at least
        # as high as now, so it holds nothing new
        terms = zip(self.weights, (tuple(sorted(n)) for n in self.numbers), strict=True)
        state = (index, tuple(sorted(terms)))
        if state in self.seen:
            return
        self.seen.add(state)
        if self.lower_bound(index) >= self._cutoff():
            return
        digit = digits[index]
        tried = set()
        for term in self._order():
            numbers = self.numbers[term]
            if not numbers:
                continue
            slot = min(range(len(numbers)), key=numbers.__getitem__)
            if numbers[slot] and not self.rules.concatenate:
                continue
            if self.texts[term][slot] == "" and digit == 0:
                continue  # only zeros are left: this divisor would be 0
            state = (self.weights[term], tuple(numbers))
            if state in tried:
                continue
            tried.add(state)
            numbers[slot] = numbers[slot] * 10 + digit
            self.texts[term][slot] += str(digit)
            self._deal(index + 1)
            self.texts[term][slot] = self.texts[term][slot][:-1]
            numbers[slot] //= 10

    def _order(self) -> list[int]:
        """Terms in the order to try: the one that currently weighs the most first."""
        return sorted(range(len(self.weights)), key=lambda t: -self._part(t))

    def _part(self, term: int) -> float:
        size = 1.0
        for number in self.numbers[term]:
            size *= number + 1
        return self.weights[term] / size

    def _cutoff(self) -> float:
        limit = self.limit if self.found is None else self.found[0]
        return float("inf") if limit is None else float(limit) * (1 + 1e-9)

    def lower_bound(self, index: int) -> float:
        """A divisor that has ``v`` and gets ``k`` more digits, none above the next digit
        ``δ``, ends below ``(v + δ/9) × 10^k``; every empty divisor gets at least one digit,
        and the other digits to come are shared out to make the sum as small as possible."""
        if index == len(self.digits):
            return 0.0
        cap = self.digits[index] / 9
        fixed = 0.0
        parts = []
        for term, share in enumerate(self.shares):
            if not share:
                fixed += self.weights[term]
                continue
            size = 1.0
            for number in self.numbers[term]:
                size *= number + cap if number else cap * 10
            if not size:  # an empty divisor and only zeros to come: no valid dealing
                return float("inf")
            parts.append(self.weights[term] / size)
        spare = len(self.digits) - index - sum(n.count(0) for n in self.numbers)
        for _ in range(spare):
            largest = max(range(len(parts)), key=parts.__getitem__)
            parts[largest] /= 10
        return (fixed + sum(parts)) * (1 - 1e-12)

    def _leaf(self) -> None:
        if any("" in texts for texts in self.texts):
            return
        value = sum(
            (
                Fraction(w, prod(int(t) for t in texts))
                for w, texts in zip(self.weights, self.texts, strict=True)
            ),
            Fraction(0),
        )
        cutoff = self.limit if self.found is None else self.found[0]
        if cutoff is None or value < cutoff:
            self.found = (value, [list(texts) for texts in self.texts])
