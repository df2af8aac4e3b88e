"""The small-hand method (value sets of two halves, met in the middle) is exact.

Hundreds of random hands of up to 9 cards against every value the reference lists
(``mathplay/search/reference.py``): closest to 0 and to targets the hands may or may not
reach (negative ones, fractions, far beyond the largest value), both ``concatenate`` and
``leading_zero`` settings, unary minus, many ÷ cards (fraction values). The method is called
directly (also on hands the solver would give to the branch-and-bound), with and without a
limit, and through ``best_expression`` with the branch-and-bound switched off, so every
closest answer comes from it.
"""

import random
from fractions import Fraction
from itertools import combinations, permutations

import pytest

from mathplay.deadline import Deadline
from mathplay.expr import ExprRules, evaluate, parse_cards
from mathplay.search import SearchOptions, best_expression
from mathplay.search.closest import meet
from mathplay.search.closest import store as value_store
from mathplay.search.closest.meet import suits
from mathplay.search.closest.store import ValueStore
from mathplay.search.closest.value_sets import modular_bound, rational, residue
from mathplay.search.extremes.largest import quick_bounds as bounds
from mathplay.search.model.hand import Hand, read_goal

MEET = SearchOptions(meet=True)  # every hand met in the middle
BRANCH = SearchOptions(meet=False)  # no hand met in the middle


def MeetSearch(rules: ExprRules, deadline: Deadline, store: ValueStore | None = None):
    """The method on its own value store (or on ``store``, kept across searches)."""
    return meet.MeetSearch(store or ValueStore(rules), deadline)


def random_targets(rng: random.Random) -> list[Fraction]:
    return [
        Fraction(0),
        Fraction(rng.randint(-50, 150)),
        Fraction(rng.randint(-40, 400), rng.choice([3, 7, 12])),
        Fraction(rng.choice([10**7, -(10**7)])),  # beyond every value
    ]


def random_rules(rng: random.Random) -> ExprRules:
    return ExprRules(
        concatenate=rng.random() < 0.75,
        leading_zero=rng.random() < 0.3,
        unary_minus=rng.random() < 0.25,
    )


def division_heavy_hand(rng: random.Random, size: int) -> list[str]:
    """Hands where ÷ is common, so that many values are fractions."""
    ops = rng.randint(1, max(1, size // 2))
    cards = [rng.choice("0123456789") for _ in range(size - ops)]
    cards += [rng.choice("÷÷+−×") for _ in range(ops)]
    rng.shuffle(cards)
    return cards


def assert_closest(cards, rules: ExprRules, target: Fraction, values, store=None) -> None:
    hand = Hand.from_symbols(cards)
    found = MeetSearch(rules, Deadline(None), store).closest(hand, target)
    if not values:
        assert found is None, (cards, rules, target)
        return
    best = min(abs(v - target) for v in values)
    assert found is not None, (cards, rules, target)
    value, layout = found
    assert abs(value - target) == best, (cards, rules, target)
    row = layout.symbols()
    assert evaluate(parse_cards(row, rules), rules) == value
    assert sorted(row) == sorted(cards)
    # a limit: only strictly closer values count
    assert MeetSearch(rules, Deadline(None), store).closest(hand, target, best) is None
    again = MeetSearch(rules, Deadline(None), store).closest(
        hand, target, best + Fraction(1, 10**9)
    )
    assert again is not None and abs(again[0] - target) == best


@pytest.mark.parametrize("seed", range(10))
def test_the_method_agrees_with_the_reference(seed, make_hand, values_of):
    rng = random.Random(500 + seed)
    for _ in range(24):
        size = rng.randint(1, 9 if rng.random() < 0.3 else 8)
        cards = make_hand(rng, size) if rng.random() < 0.6 else division_heavy_hand(rng, size)
        rules = random_rules(rng)
        values = values_of(cards, rules)
        for target in random_targets(rng):
            assert_closest(cards, rules, target, values)


@pytest.mark.parametrize("seed", range(6))
def test_best_expression_uses_it_and_agrees_with_the_reference(
    seed, check_answer, make_hand, values_of, best_of
):
    # every closest answer comes from the method
    rng = random.Random(900 + seed)
    for _ in range(20):
        size = rng.randint(2, 9 if rng.random() < 0.3 else 8)
        wildcards = 1 if size <= 6 and rng.random() < 0.2 else 0
        cards = make_hand(rng, size, wildcards)
        rules = random_rules(rng)
        values = values_of(cards, rules)
        for target in random_targets(rng)[:3]:
            goal = "zero" if target == 0 else ("target", target)
            solution = best_expression(cards, goal, rules=rules, options=MEET)
            if not values:
                assert solution is None
                continue
            assert read_goal(goal).key(solution.value) == best_of(values, read_goal(goal).key)
            assert solution.proven_optimal
            check_answer(solution, cards, rules)


def test_it_is_chosen_for_small_hands_and_short_numbers_only():
    assert suits(Hand.from_symbols(list("123456+−÷")))
    assert suits(Hand.from_symbols(list("1234567+−×")))
    assert not suits(Hand.from_symbols(list("1234567+−÷")))
    assert not suits(Hand.from_symbols(list("12345678+−")))
    # nine digits in nine numbers, or ten and eleven digits with two to spare
    assert suits(Hand.from_symbols(list("123456789+−×÷+−×÷")))
    assert suits(Hand.from_symbols(list("1234567890+−×÷+−×")))
    assert suits(Hand.from_symbols(list("12345678901+−×÷+−×÷")))
    assert not suits(Hand.from_symbols(list("1234567890+−×÷+−")))
    assert not suits(Hand.from_symbols(list("12345678901234+−×÷+−×÷+−×÷+")))


def test_known_near_misses():
    rules = ExprRules()
    search = MeetSearch(rules, Deadline(None))
    value, _ = search.closest(Hand.from_symbols(list("258−÷")), Fraction(0))
    assert abs(value) == Fraction(2, 5)
    value, layout = MeetSearch(rules, Deadline(None)).closest(
        Hand.from_symbols(list("991+")), Fraction(101)
    )
    assert abs(value - 101) == 1 and evaluate(parse_cards(layout.symbols(), rules)) == value


@pytest.mark.parametrize("seed", range(3))
def test_the_proof_is_named_as_by_the_branch_and_bound(seed, make_hand):
    rng = random.Random(1300 + seed)
    for _ in range(25):
        cards = make_hand(rng, rng.randint(1, 7))
        rules = random_rules(rng)
        for target in random_targets(rng):
            goal = "zero" if target == 0 else ("target", target)
            met = best_expression(cards, goal, rules=rules, options=MEET)
            searched = best_expression(cards, goal, rules=rules, options=BRANCH)
            if searched is None:
                assert met is None
                continue
            assert abs(met.value - target) == abs(searched.value - target)
            assert (met.proof.kind, met.proof.extreme) == (
                searched.proof.kind,
                searched.proof.extreme,
            ), (cards, rules, target)


@pytest.mark.parametrize("seed", range(2))
def test_targets_beyond_the_quick_bounds_name_the_extreme_by_the_reference(seed, values_of):
    """A target at or beyond the quick bounds is answered by one extreme alone; the proof
    is "only" exactly when the hand makes a single value (checked on every value)."""
    rng = random.Random(1700 + seed)
    checked = 0
    for _ in range(60):
        cards = division_heavy_hand(rng, rng.randint(1, 7))
        if rng.random() < 0.3:
            cards = [c if c != "−" else "+" for c in cards]  # no − card: 0 below every value
        rules = random_rules(rng)
        hand = Hand.from_symbols(cards)
        span = bounds(hand, rules)
        values = values_of(cards, rules)
        if span is None:
            assert not values
            continue
        for target in (span[0], span[0] - rng.randint(0, 5), span[1], span[1] + 1):
            goal = "zero" if target == 0 else ("target", target)
            solution = best_expression(cards, goal, rules=rules)
            best = min(values, key=lambda v: (abs(v - target), v))
            assert abs(solution.value - target) == abs(best - target), (cards, rules, target)
            assert solution.value in (min(values), max(values))
            kind = solution.proof.kind
            if solution.value == target:
                assert kind == "exact_hit"
            else:
                assert kind == ("only" if len(values) == 1 else "extreme"), (cards, rules)
                below = target < solution.value
                assert solution.proof.extreme == ("min" if below else "max")
            checked += 1
    assert checked > 100


def test_a_single_value_is_named_only():
    for cards, target in (("0×0", 5), ("5", 0), ("5", 9), ("1÷1", -3), ("0+0", 2)):
        solution = best_expression(cards, ("target", target))
        assert solution.proof.kind == "only", cards
        assert solution.proof.extreme == ("min" if target < solution.value else "max")


def test_residues_are_reconstructed_exactly():
    rng = random.Random(41)
    bound = 9 * 10**7
    for _ in range(20_000):
        value = Fraction(rng.randint(-bound + 1, bound - 1), rng.randint(1, 10**7 - 1))
        assert rational(residue(value), bound) == value
    assert rational(residue(Fraction(0)), bound) == 0


def test_the_modular_bound_refuses_hands_whose_residues_could_collide():
    assert modular_bound(Hand.from_symbols(list("123456+−÷"))) == 3 * 10**6
    assert modular_bound(Hand.from_symbols(list("1234567890+÷"))) is None
    # ten digits in nine numbers: divisors hold at most four digits
    assert modular_bound(Hand.from_symbols(list("1234567890+−×÷+−×÷"))) == 5 * 10**10


def tight_division_hand(rng: random.Random, digits: int) -> list[str]:
    """``digits`` digits in almost as many numbers, ÷ common: long hands, short numbers."""
    cards = [rng.choice("0123456789") for _ in range(digits)]
    cards += [rng.choice("÷÷+−×") for _ in range(digits - 1 - rng.randint(0, 2))]
    rng.shuffle(cards)
    return cards


@pytest.mark.parametrize("seed", range(2))
def test_residue_sets_of_long_hands_with_short_numbers(seed):
    """Hands of 8–9 digits whose numbers must be short use residues too (their divisors
    hold few digits); every group's residues are exactly its ``Fraction`` values."""
    rng = random.Random(2200 + seed)
    checked = 0
    for _ in range(4):
        cards = tight_division_hand(rng, rng.randint(8, 9))
        if "÷" not in cards:
            continue
        rules = random_rules(rng)
        hand = Hand.from_symbols(cards)
        modular = MeetSearch(rules, Deadline(None))
        modular.closest(hand, Fraction(100))
        assert modular.bound is not None, cards
        plain = MeetSearch(rules, Deadline(None))
        joins = list(modular._joins(hand))
        for one, two, _ in rng.sample(joins, min(len(joins), 25)):  # all would take long
            for group in (one, two):
                residues = modular.sums(group)
                exact = {modular.exact(code): number for code, number in residues.items()}
                assert set(exact) == {Fraction(v) for v in plain.sums(group)}, (cards, group)
                checked += 1
    assert checked > 50


@pytest.mark.parametrize("seed", range(3))
def test_residue_sets_hold_exactly_the_fraction_sets(seed):
    """For hands with ÷ cards, every group's residues (with their floats) are exactly its
    values: the same set as the exact ``Fraction`` sets, floats within the error bound."""
    rng = random.Random(2100 + seed)
    checked = 0
    for _ in range(40):
        cards = division_heavy_hand(rng, rng.randint(3, 9))
        if "÷" not in cards:
            continue
        rules = random_rules(rng)
        hand = Hand.from_symbols(cards)
        modular = MeetSearch(rules, Deadline(None))
        assert modular.closest(hand, Fraction(100)) is not None or not list(modular._joins(hand))
        if modular.bound is None:
            continue
        plain = MeetSearch(rules, Deadline(None))
        for one, two, _ in modular._joins(hand):
            for group in (one, two):
                residues = modular.sums(group)
                exact = {modular.exact(code): number for code, number in residues.items()}
                assert set(exact) == {Fraction(v) for v in plain.sums(group)}, (cards, group)
                for value, number in exact.items():
                    assert abs(number - value) <= modular._error
                checked += 1
    assert checked > 20


@pytest.mark.parametrize("seed", range(3))
def test_the_fraction_sets_agree_with_the_reference(seed, monkeypatch, values_of):
    """Hands with ÷ cards too large for residues use exact ``Fraction`` sets: forced here."""
    monkeypatch.setattr(meet, "modular_bound", lambda hand: None)
    rng = random.Random(2300 + seed)
    for _ in range(20):
        cards = division_heavy_hand(rng, rng.randint(1, 8))
        rules = random_rules(rng)
        values = values_of(cards, rules)
        for target in random_targets(rng):
            assert_closest(cards, rules, target, values)


def test_numbers_and_splits_of_digit_multisets():
    rng = random.Random(77)
    for _ in range(300):
        digits = tuple(sorted(rng.randrange(10) for _ in range(rng.randint(1, 6))))
        for leading_zero in (False, True):
            texts = {
                "".join(map(str, order))
                for order in permutations(digits)
                if leading_zero or len(order) == 1 or order[0] != 0
            }
            store = ValueStore(ExprRules(leading_zero=leading_zero))
            assert store.numbers(digits) == {int(t): t for t in texts}
        store = ValueStore(ExprRules(concatenate=False))
        assert store.numbers(digits) == ({digits[0]: str(digits[0])} if len(digits) == 1 else {})
        parts = {tuple(sorted(c)) for k in range(len(digits) + 1) for c in combinations(digits, k)}
        splits = store.splits(digits)
        assert len(splits) == len(parts) and {part for part, _ in splits} == parts
        for part, rest in splits:
            assert tuple(sorted(part + rest)) == digits
        assert [s for s in splits if s[0] and s[0][0] == digits[0]] == list(store.anchored(digits))


@pytest.mark.parametrize("seed", range(3))
def test_value_sets_kept_across_searches_stay_exact(seed, monkeypatch, make_hand, values_of):
    """A value store kept across the hands of one search (the choices for its Y cards):
    answers built from sets that other hands, other targets or other residue bounds left
    behind agree with the reference, also right after the store is emptied and with a
    limit so small that it empties before almost every search."""
    rng = random.Random(2500 + seed)
    if seed == 2:
        monkeypatch.setattr(value_store, "STORE_LIMIT", 50)
    stores = {}
    for index in range(30):
        size = rng.randint(1, 8)
        cards = make_hand(rng, size) if rng.random() < 0.5 else division_heavy_hand(rng, size)
        rules = random_rules(rng)
        store = stores.setdefault(rules, ValueStore(rules))
        values = values_of(cards, rules)
        for target in random_targets(rng):
            assert_closest(cards, rules, target, values, store)  # whatever the store holds
        if index % 7 == 0:
            stores.clear()
            assert_closest(cards, rules, random_targets(rng)[1], values, ValueStore(rules))


@pytest.mark.parametrize("seed", range(3))
def test_targets_beyond_every_value_inside_the_quick_bounds(seed, values_of):
    """A target below (above) every value but inside the quick bounds: the method's ranges
    alone name the proof (the extreme, "only" for a single value) — as the reference."""
    rng = random.Random(2700 + seed)
    checked = 0
    for _ in range(60):
        cards = division_heavy_hand(rng, rng.randint(2, 8))
        rules = random_rules(rng)
        values = values_of(cards, rules)
        span = bounds(Hand.from_symbols(cards), rules)
        if not values:
            continue
        low, high = min(values), max(values)
        for target in (low - Fraction(1, 7), low - 3, high + Fraction(2, 3), high + 5):
            if not span[0] < target < span[1]:
                continue
            solution = best_expression(cards, ("target", target), rules=rules, options=MEET)
            assert solution.value == (low if target < low else high), (cards, rules, target)
            assert solution.proof.kind == ("only" if len(values) == 1 else "extreme")
            assert solution.proof.extreme == ("min" if target < low else "max")
            checked += 1
    assert checked > 10
