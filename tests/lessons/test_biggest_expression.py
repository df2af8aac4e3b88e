"""Lesson 2's checks: the best values are proven by brute force; wrong answers get hints."""

import re
from fractions import Fraction
from itertools import permutations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from mathplay.errors import ExpressionError, MathplayError
from mathplay.expr import evaluate, parse_cards, split_cards
from mathplay.games.memory import goal_distance
from mathplay.i18n import translate
from mathplay.i18n.notation import notation
from mathplay.lessons.biggest_expression import (
    balanced_product,
    check,
    finale_table,
    rows_table,
    show_value,
)
from mathplay.lessons.checks import CheckFailed
from mathplay.lessons.keys.biggest_expression import LESSON, Options, lesson
from mathplay.search.model.solution import format_number

BEST = {1: None, 7: None, 8: None}  # the exercises that are not "best row" puzzles


def every_value(cards):
    """Brute force: the value of every distinct valid row of all the cards."""
    values = {}
    for row in set(permutations(split_cards(cards))):
        try:
            values[row] = evaluate(parse_cards(row))
        except ExpressionError:
            continue
    return values


def _best_exercises():
    for number, exercise in LESSON.exercises.items():
        if number not in BEST:
            for each in (exercise, *LESSON.variants.get(number, ())):
                yield number, each


GOALS = {2: "max", 3: "max", 4: "max", 5: "min", 6: "zero"}


@pytest.mark.parametrize(("number", "exercise"), list(_best_exercises()))
def test_each_example_is_the_best_row_by_brute_force(number, exercise):
    """The example is the best row of its cards; cards offered instead (exercises 5 and 6,
    without numbers below zero) are judged on their own best rows."""
    goal = GOALS[number]
    for at, cards in enumerate(exercise.material):
        rows = every_value(cards)
        best = min(rows.values(), key=lambda v: goal_distance(goal, v))
        if at == 0:
            assert goal_distance(goal, evaluate(exercise.answer)) == goal_distance(goal, best)
        for row, value in rows.items():
            text = str(parse_cards(row))
            right = goal_distance(goal, value) == goal_distance(goal, best)
            assert LESSON.judge(exercise, text).correct == right, (cards, text)


@pytest.mark.parametrize(("number", "exercise"), list(_best_exercises()))
def test_the_solver_agrees_with_each_exercise(number, exercise):
    from mathplay.search import best_expression

    for cards in exercise.material:
        solution = best_expression(cards, GOALS[number])
        assert solution.proven_optimal
        assert LESSON.judge(exercise, solution.expression).correct


def test_the_counts_are_every_distinct_row_and_every_value():
    for exercise in (LESSON.exercises[7], *LESSON.variants[7]):
        assert len(every_value(exercise.material[0])) == int(exercise.answer)
    for exercise in (LESSON.exercises[8], *LESSON.variants[8]):
        assert len(set(every_value(exercise.material[0]).values())) == int(exercise.answer)


@pytest.mark.parametrize(
    ("number", "answer", "says"),
    [
        (1, "+", "Right! 6 + 1 = 7 and 6 × 1 = 6."),
        (2, "76 + 2", "Right! 76 + 2 = 78, and no expression with these cards is bigger."),
        (2, "2+76", "Right! 2 + 76 = 78"),
        (3, "7×62", "Right! 7 × 62 = 434"),
        (4, "2 + 9 × 53", "Right! 2 + 9 × 53 = 2 + 477 = 479"),
        (5, "3 − 86", "Right! 3 − 86 = −83, and no expression with these cards is smaller."),
        (6, "5 + 2 − 8", "no expression with these cards is closer to zero"),
        (7, 72, "Right! These cards make 72 different rows."),
        (8, "17", "Right! 72 rows, but only 17 different values"),
    ],
)
def test_right_answers_pass(number, answer, says):
    feedback = check(number, answer, language="en")
    assert feedback.correct, feedback.text
    assert says in feedback.text


@pytest.mark.parametrize(
    ("number", "answer", "says"),
    [
        (1, "×", "Not ×: 6 × 1 = 6. Can the other sign make more?"),
        (1, "-", 'Answer "+" or "×"'),
        (2, "27 + 6", "27 + 6 = 33 is a good try, but these cards can make more. Hint: a digit"),
        (3, "76 × 2", "76 × 2 = 152 is a good try"),
        (4, "9 × 5 + 32", "these cards can make more. Hint: × beats +, so three digits"),
        (5, "8 − 63", "these cards can make less. Hint: start small"),
        (6, "8 − 5 + 2", "can get closer to zero"),
        (7, 24, "Not quite: 24 counts the orders of the digits only."),
        (7, 30, "Not quite: 30 is not right. Hint: first count the orders of the digits"),
        (8, 72, "72 is the number of rows"),
        (4, "2 3 5 9 + ×", "That is not an expression yet"),
        (3, "2 + 67", "Missing: ×. Not yours: +."),
    ],
)
def test_wrong_answers_get_a_hint(number, answer, says):
    assert says in check(number, answer, language="en").text
    with pytest.raises(CheckFailed) as info:
        check(number, answer, language="en", strict=True)
    assert says in str(info.value)


def test_values_read_like_numbers():
    assert show_value(Fraction(1689913205, 3)) == "563,304,401 2/3"
    assert show_value(999894) == "999,894"
    assert show_value(Fraction(-7, 2)) == "−3 1/2"


def test_tables_speak_the_language():
    table = rows_table(["1 2 3 +", "9 8 + 1 × 7"], language="ja")
    assert list(table.columns) == ["カードの枚数", "並べ方", "全部ためすのにかかる時間"]
    assert table.iloc[0].tolist() == [4, "12", "1秒より短い"]

    class Game:
        def results_table(self):
            import pandas

            return pandas.DataFrame(
                {
                    "player": ["A"],
                    "cards": ["9 8 +"],
                    "expression": ["98"],
                    "value": [Fraction(98)],
                    "rank": [1],
                }
            )

    assert finale_table(Game(), language="pl").columns[3] == "wartość"


# ----- the lesson's rule, and explain(), against the solver -----------------------------
@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.lists(st.integers(0, 9), min_size=3, max_size=7))
def test_balanced_product_is_the_best_product(digits):
    """The rule of section 2 ("two numbers of about the same size, digits from the top")
    makes the biggest product the solver finds for one × card."""
    from mathplay.search import best_expression

    assume(sum(d > 0 for d in digits) >= 2)  # a number never starts with 0
    cards = " ".join(map(str, digits)) + " ×"
    assert evaluate(balanced_product(digits, "en")) == best_expression(cards, "max").value


def test_balanced_product_beats_a_lonely_multiplier():
    assert balanced_product("9 8 7 6", "en") == "96 × 87"
    assert evaluate("96 × 87") == 8352 > evaluate("876 × 9") == 7884
    assert balanced_product("3 4 5", "en") == "5 × 43"
    assert balanced_product("9 8 7 6 5", "pl") == "96 · 875"


HANDS = ["9 8 7 6 ×", "9 8 7 6 +", "9 8 1 −", "3 6 8 ÷", "9 8 7", "4 6 9 2 + − ×", "9 8 + 1 × 7"]


@pytest.mark.parametrize("goal", ["max", "min"])
@pytest.mark.parametrize("hand", HANDS)
def test_explain_says_only_what_is_true_of_its_hand(hand, goal):
    """A hand without × hears nothing about ×, nor of ÷ and − without them; the parts
    "joined by + and −" are named only by the signs the row has."""
    from mathplay.search import best_expression

    solution = best_expression(hand, goal)
    signs = {s for s in solution.row if s in "+−×÷"}
    for language in ("en", "ja", "pl"):
        said = solution.explain(language).replace(notation(solution.expression, language), "", 1)
        marks = {"×": notation("×", language), "−": "−", "+": "+"}
        for sign, mark in marks.items():
            assert (mark in said) <= (sign in signs), (language, sign, said)
        divide = r" :[ )]" if language == "pl" else "÷"  # a Polish colon is also punctuation
        assert bool(re.search(divide, said)) <= ("÷" in signs), (language, said)
        kind = "upper_bound" if goal == "max" else "lower_bound"
        if not signs & {"+", "−"}:
            bound = format_number(solution.value)
            assert translate(f"search.proof.{kind}_one_part", language, bound=bound) in said


# ----- numbers below zero ------------------------------------------------------------
@pytest.mark.parametrize("answer", ["−83", "-83", -83, "3 − 86", "3−86"])
def test_the_smallest_value_itself_is_right(answer):
    assert check(5, answer, language="en").correct


def test_a_class_without_numbers_below_zero():
    """The lesson offers other cards (3 6 8 ÷, 2 6 8 + −): judged on those cards; the option
    negatives=False gives homework whose exercises 5 and 6 never go below zero."""
    assert check(5, "3 ÷ 86", language="en").correct
    assert check(5, "3/86", language="en").correct
    assert check(6, "2 + 6 − 8", language="en").correct and check(6, 0, language="en").correct
    assert "can make less" in check(5, "8 ÷ 63", language="en").text
    above = lesson(Options(negatives=False))
    for number in (5, 6):
        for exercise in (above.exercises[number], *above.variants[number]):
            assert evaluate(exercise.answer) >= 0
            assert "−" not in exercise.material[0] or number == 6
    assert not above.check(5, "−83", language="en").correct
    assert "No row of these cards makes −83" in above.check(5, "−83", language="en").text
    with pytest.raises(MathplayError):
        Options(negatives="no")


def test_homework_without_numbers_below_zero():
    """The recipe's ``"options"`` reach every pupil's variant; a wrong one is a clear error."""
    from mathplay.puzzles.assignments import exercises, read_recipe

    recipe = {"assignment": "hw", "lesson": "2", "options": {"negatives": False}}
    assert read_recipe(recipe)["options"] == {"negatives": False}
    for seed in (None, "ana", "ben", "eva"):
        chosen = exercises(recipe, seed)
        assert evaluate(chosen.exercise(5).answer) > 0
        assert evaluate(chosen.exercise(6).answer) == 0
    assert "options" not in read_recipe({**recipe, "options": {}})
    for options in ({"colour": 1}, {"negatives": "no"}, [1]):
        with pytest.raises(MathplayError):
            read_recipe({**recipe, "options": options})
    with pytest.raises(MathplayError):
        read_recipe({"lesson": "1", "options": {"negatives": False}})


def test_the_half_done_row_gives_only_its_first_digit():
    """Homework's exercise 2 said "the row starts with 76", which left only "+ 2"."""
    for exercise in (LESSON.exercises[2], *LESSON.variants[2]):
        first_number = exercise.answer.split()[0]
        for language in ("en", "ja", "pl"):
            text = exercise.prompt_text(language)
            assert first_number not in text and first_number[0] in text, text


def test_a_wrong_sign_asks_for_the_reason_before_telling():
    said = check(1, "×", language="en").text
    assert "6 + 1 = 7" not in said and "What does the sign you choose make" in said
    assert not check(1, "+", language="en").correct  # no reason: not told yet
    assert not check(1, "+, 6", language="en").correct  # 6 + 1 is not 6
    assert check(1, "+, 7", language="en").correct
