"""Beyond brute force: the fast solvers agree with the slow exact dynamic programming.

The fast maximiser relies on exchange arguments (see mathplay/search/extremes/main_term.py
and small_sum.py); here it is compared, hand by hand, with the dynamic programming over
every split of the digit multiset of ``mathplay/search/reference.py``, which relies on
nothing but the definition. The closest-value search is compared with its full value sets.
"""

import random
from fractions import Fraction

import pytest

from mathplay.deadline import Deadline
from mathplay.expr import ExprRules
from mathplay.search import best_expression
from mathplay.search.closest.meet import TIGHT, suits
from mathplay.search.closest.value_sets import spare_digits
from mathplay.search.extremes.largest import maximum
from mathplay.search.model.hand import Hand, read_goal


def signed_roles(hand: Hand):
    """(positive, negative) term counts of the max and of the min (roles swapped)."""
    yield hand.plus + 1, hand.minus
    yield hand.minus, hand.plus + 1


@pytest.mark.parametrize("concatenate", [True, False])
def test_maximum_and_minimum_agree_with_the_multiset_dynamic_programming(
    concatenate, make_hand, reference
):
    rng = random.Random(5 + concatenate)
    for _ in range(25):
        hand = Hand.from_symbols(make_hand(rng, rng.randint(9, 12)))
        rules = ExprRules(concatenate=concatenate, leading_zero=rng.random() < 0.2)
        args = (hand.digits, hand.times, hand.divide)
        for positive, negative in signed_roles(hand):
            fast = maximum(args[0], positive, negative, *args[1:], rules, Deadline(None))
            slow = reference.Reference(rules.concatenate, rules.leading_zero).extremes(
                (args[0], positive, negative, *args[1:])
            )
            assert (fast is None) == (slow is None), hand
            if fast is not None:
                assert fast[0] == slow[1], (hand, positive, negative)
                assert sum((t.value() for t in fast[1]), Fraction(0)) == fast[0]


def test_closest_values_agree_with_the_value_sets(make_hand, reference):
    rng = random.Random(3)
    for _ in range(6):
        cards = make_hand(rng, 9)
        hand = Hand.from_symbols(cards)
        values = reference.Reference().values(
            (hand.digits, hand.plus + 1, hand.minus, hand.times, hand.divide)
        )
        for goal in ("zero", ("target", rng.randint(1, 500)), ("target", Fraction(22, 7))):
            key = read_goal(goal).key
            solution = best_expression(cards, goal)
            if not values:
                assert solution is None
                continue
            assert key(solution.value) == min(key(v) for v in values), (cards, goal)


def tight_hand(rng: random.Random, digits: int, spare: int) -> list[str]:
    """``digits`` digits and just enough operators that only ``spare`` digits lengthen
    numbers beyond one digit each."""
    cards = [rng.choice("0123456789") for _ in range(digits)]
    cards += [rng.choice("+−×÷") for _ in range(digits - spare - 1)]
    rng.shuffle(cards)
    return cards


@pytest.mark.parametrize("seed", range(2))
def test_tight_hands_agree_with_the_value_sets(seed, reference):
    """Hands of 7–9 digits whose numbers must be short are met in the middle (``suits``);
    their closest values agree with the full value sets."""
    rng = random.Random(70 + seed)
    sizes = [(rng.randint(7, 8), rng.randint(0, 2)) for _ in range(7)] + [(9, 0)]
    for digits, spare in sizes:
        cards = tight_hand(rng, digits, spare)
        hand = Hand.from_symbols(cards)
        assert suits(hand) == (spare_digits(hand) <= TIGHT[sum(hand.digits)])
        values = reference.Reference().values(
            (hand.digits, hand.plus + 1, hand.minus, hand.times, hand.divide)
        )
        for goal in ("zero", ("target", rng.randint(1, 300)), ("target", Fraction(22, 7))):
            key = read_goal(goal).key
            solution = best_expression(cards, goal)
            if not values:
                assert solution is None
                continue
            assert key(solution.value) == min(key(v) for v in values), (cards, goal)
            assert solution.proven_optimal
