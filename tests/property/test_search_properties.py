"""Properties of mathplay.search on random hands, beyond the sizes brute force can check."""

from fractions import Fraction

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from mathplay.errors import ExpressionError
from mathplay.expr import ExprRules, evaluate, parse_cards
from mathplay.search import best_expression, count_arrangements
from mathplay.search import reference as REFERENCE
from mathplay.search.model.hand import read_goal
from mathplay.search.model.numbers import max_product

DIGITS = "0123456789"
OPERATORS = "+−×÷"
SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def hands(draw, smallest=1, largest=14):
    size = draw(st.integers(smallest, largest))
    operators = draw(st.integers(0, size // 2))
    cards = draw(
        st.lists(st.sampled_from(DIGITS), min_size=size - operators, max_size=size - operators)
    )
    cards += draw(st.lists(st.sampled_from(OPERATORS), min_size=operators, max_size=operators))
    return draw(st.permutations(cards))


rules_options = st.builds(
    ExprRules, concatenate=st.booleans(), leading_zero=st.booleans(), unary_minus=st.booleans()
)


def value_of(row, rules):
    try:
        return evaluate(parse_cards(row, rules), rules)
    except ExpressionError:
        return None


def assert_uses_the_cards(solution, cards, rules):
    expr = parse_cards(solution.row, rules)
    assert sorted(expr.cards()) == sorted(cards)
    assert evaluate(solution.expression, rules) == solution.value == evaluate(expr, rules)


@SETTINGS
@given(hands(), rules_options, st.data())
def test_no_arrangement_beats_the_best(cards, rules, data):
    highest = best_expression(cards, "max", rules=rules)
    lowest = best_expression(cards, "min", rules=rules)
    assert (highest is None) == (lowest is None) == (count_arrangements(cards, rules) == 0)
    if highest is None:
        return
    assert_uses_the_cards(highest, cards, rules)
    assert_uses_the_cards(lowest, cards, rules)
    assert lowest.value <= highest.value
    for _ in range(5):
        row = data.draw(st.permutations(cards))
        value = value_of(row, rules)
        if value is not None:
            assert lowest.value <= value <= highest.value


@SETTINGS
@given(hands(largest=11), st.sampled_from(["zero", 1, 100, Fraction(7, 3)]), st.data())
def test_nothing_comes_closer_to_a_target(cards, goal, data):
    solution = best_expression(cards, goal)
    assume(solution is not None)
    assert_uses_the_cards(solution, cards, ExprRules())
    key = read_goal(goal).key
    assert solution.bound == key(solution.value)
    for _ in range(5):
        value = value_of(data.draw(st.permutations(cards)), ExprRules())
        if value is not None:
            assert key(value) >= key(solution.value)


@SETTINGS
@given(hands(largest=10), st.sampled_from(["max", "min", "zero"]))
def test_the_answer_does_not_change_between_calls(cards, goal):
    first, second = best_expression(cards, goal), best_expression(cards, goal)
    assert (first is None and second is None) or first.expression == second.expression


@SETTINGS
@given(hands(largest=6), st.sampled_from("0123456789+−×÷"), st.sampled_from(["max", "min"]))
def test_a_y_card_is_as_good_as_its_best_choice(cards, choice, goal):
    with_y = best_expression([*cards, "Y"], goal)
    chosen = best_expression([*cards, choice], goal)
    if chosen is not None:
        assert with_y is not None
        key = read_goal(goal).key
        assert key(with_y.value) <= key(chosen.value)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(DIGITS), min_size=1, max_size=7), st.integers(1, 4), st.booleans())
def test_the_greedy_product_is_the_largest(digits, parts, leading_zero):
    counts = tuple(digits.count(d) for d in DIGITS)
    rules = ExprRules(leading_zero=leading_zero)
    greedy = max_product(counts, parts, rules)
    products = REFERENCE.Reference(True, leading_zero).products(counts, parts, False)
    assert (greedy is None) == (not products)
    if greedy is not None:
        assert greedy[0] == max(products)
        assert sorted("".join(greedy[1])) == sorted(digits)
