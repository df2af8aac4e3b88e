"""Known answers of best_expression, the shape of a Solution, and time limits."""

from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction

import pytest

from mathplay.errors import MathplayError
from mathplay.expr import ExprRules, evaluate, parse
from mathplay.i18n import translate
from mathplay.i18n.notation import notation
from mathplay.search import SearchOptions, Solution, best_expression
from mathplay.search.model.hand import read_goal


@pytest.mark.parametrize(
    ("cards", "goal", "rules", "value"),
    [
        ("98+1×7", "max", ExprRules(), 784),  # 1 + 87 × 9
        ("9 8 + 1 × 7", "min", ExprRules(), 75),  # 19 + 7 × 8
        (["9", "8", "+", "1", "×", "7"], "zero", ExprRules(), 75),  # all values are ≥ 75
        ("4 4 6 ×", "max", ExprRules(), 264),  # 44 × 6: deal the digits to the smaller
        ("9 8 1 + ×", "max", ExprRules(concatenate=False), 73),  # 9 × 8 + 1
        ("0 0 5 +", "min", ExprRules(), 50),  # 0 + 50: no leading zero
        ("0 0 5 +", "min", ExprRules(leading_zero=True), 5),  # 00 + 5
        ("5 3 −", "min", ExprRules(), -2),  # 3 − 5
        ("5 3 −", "min", ExprRules(unary_minus=True), -53),  # −53
        ("1 2 3 + −", "zero", ExprRules(), 0),
        ("9 9 1 +", ("target", 100), ExprRules(), 100),
        ("9 9 1 +", 100, ExprRules(), 100),
        ("7 2 ÷", ("target", 3), ExprRules(), Fraction(7, 2)),
        ("2 5 8 − ÷", "zero", ExprRules(), Fraction(2, 5)),  # 2 − 8 ÷ 5 (or 8 ÷ 5 − 2)
        ("1 2 ÷ 3 4 ÷ +", "min", ExprRules(), Fraction(5, 6)),  # 1 ÷ 3 + 2 ÷ 4
        ("9 9 Y 4 4 +", "max", ExprRules(), 9998),  # Y becomes a 9: 9994 + 4
    ],
)
def test_known_answers(cards, goal, rules, value, check_answer):
    solution = best_expression(cards, goal, rules=rules)
    key = read_goal(goal).key
    assert key(solution.value) == key(Fraction(value))
    assert solution.proven_optimal
    check_answer(solution, list(cards.replace(" ", "")) if isinstance(cards, str) else cards, rules)


@pytest.mark.parametrize("cards", ["+ ×", "7 7 + × −", "0 0 ÷", "−", "0 0 0 +"])
def test_no_expression_gives_none(cards):
    assert best_expression(cards) is None
    assert best_expression(cards, "zero") is None


def test_a_hand_of_one_number():
    solution = best_expression("7", ("target", 100))
    assert (solution.expression, solution.value) == ("7", 7)
    assert "only value" in solution.explain()


def test_solution_fields():
    solution = best_expression("9 8 + 1 × 7 Y", "max", wildcard_values="9+")
    assert isinstance(solution, Solution)
    assert solution.cards == ("9", "8", "+", "1", "×", "7", "Y")
    assert solution.goal == "max"
    assert solution.wildcards == ("9",)
    assert solution.value == evaluate(solution.expression)
    assert str(parse(solution.expression)) == solution.expression
    assert solution.bound == solution.value and solution.proven_optimal
    target = best_expression("9 9 1 +", ("target", 101))
    assert target.goal == ("target", Fraction(101))
    assert target.bound == abs(target.value - 101) == 1


def test_the_answer_is_deterministic():
    cards = "9 9 8 8 1 1 + − × ÷ Y"
    first = [best_expression(cards, goal) for goal in ("max", "min", "zero", 50)]
    second = [best_expression(cards, goal) for goal in ("max", "min", "zero", 50)]
    assert [s.expression for s in first] == [s.expression for s in second]


def test_wildcard_values_are_a_rule():
    assert best_expression("9 9 Y 4 4 +", wildcard_values="+−").value == 99 + 4 + 4
    assert best_expression("9 9 Y 4 4 +", wildcard_values=["-"]).value == 99 + 4 - 4
    assert best_expression("Y Y", wildcard_values="12").value == 22


@pytest.mark.parametrize("language", ["en", "ja", "pl"])
def test_explain_says_why_nothing_is_better(language):
    best = best_expression("98+1×7", "max")
    text = best.explain(language)
    assert notation(best.expression, language) in text and "784" in text  # 9 · 87 in Polish
    bound_text = translate("search.proof.upper_bound", language, bound="784", signs=["+"])
    assert bound_text in text
    zero = best_expression("1 2 3 + −", "zero").explain(language)
    assert translate("search.proof.exact_hit", language) in zero
    beyond = best_expression("9 9 1 +", ("target", 1000)).explain(language)
    assert "1000" in beyond and translate("search.extreme.max", language) in beyond
    closest = best_expression("2 5 8 − ÷", "zero").explain(language)
    assert "2/5" in closest


def test_explain_names_what_y_became():
    text = best_expression("9 Y 1 +", "max", wildcard_values="9").explain("en")
    assert "Y became 9." in text


def test_a_time_limit_returns_the_best_so_far_with_a_bound():
    cards = "9 8 7 6 5 4 3 2 1 1 2 3 4 5 6 7 + − × ÷ + − × ÷ Y"
    for goal in ("max", "min", "zero"):
        solution = best_expression(cards, goal, time_limit=1e-9)
        assert solution is not None and not solution.proven_optimal
        assert solution.value == evaluate(solution.expression)
        text = solution.explain()
        assert translate("search.proof.not_proven", "en", bound_text="").strip()[:20] in text
    best_max = best_expression(cards, "max", time_limit=1e-9)
    assert best_max.bound >= best_expression(cards, "max").value >= best_max.value


def test_a_generous_time_limit_still_proves():
    solution = best_expression("98+1×7", "max", time_limit=30)
    assert solution.proven_optimal and solution.value == 784


def test_searches_from_threads_share_nothing():
    """The boards search from worker threads: searches running at once give what they
    give one after the other (every memo belongs to one call)."""
    hands = [
        ("9 − 2 5 5 2 ÷ 1 × + 2 8 ÷ 7 − 5 5 × 4 1 4 4 6 4 1 × 2 + × 9", "zero"),
        ("+ + + − 2 2 4 4 6 6 Y 3 3 Y 0 0 5 5 8 8 9 9", "zero"),
        ("9 8 + 1 × 7 Y", "max"),
        ("2 × 9 5 × 5 7 4 ÷ 3 × 3 1 ÷ 0 ÷ 5 8 − 9 3 9 × 6", ("target", 100)),
        ("− 6 6 9 9 4 4 5 5 × 0 0 × 1", ("target", 100)),
        ("2 5 8 − ÷", "zero"),
    ] * 3
    alone = [best_expression(cards, goal) for cards, goal in hands]
    with ThreadPoolExecutor(max_workers=6) as pool:
        together = list(pool.map(lambda job: best_expression(*job), hands))
    assert [(s.expression, s.value) for s in together] == [(s.expression, s.value) for s in alone]


def test_options_must_be_search_options():
    with pytest.raises(MathplayError) as error:
        best_expression("1 + 2", "max", options={"strategies": ()})
    assert error.value.message_id == "search.options_type"
    with pytest.raises(MathplayError) as error:
        SearchOptions(strategies=("gadgets", "magic"))
    assert error.value.message_id == "search.strategy"
    assert best_expression("1 + 2", "max", options=SearchOptions(strategies=())).value == 3
