"""Lesson 2's checks: the best values are proven by brute force; wrong answers get hints."""

from fractions import Fraction
from itertools import permutations

import pytest

from mathplay.errors import ExpressionError
from mathplay.expr import evaluate, parse_cards, split_cards
from mathplay.games.memory import goal_distance
from mathplay.lessons.biggest_expression import (
    check,
    finale_table,
    rows_table,
    show_value,
)
from mathplay.lessons.checks import CheckFailed
from mathplay.lessons.keys.biggest_expression import LESSON

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
    (cards,) = exercise.material
    goal = GOALS[number]
    values = every_value(cards).values()
    best = min(values, key=lambda v: goal_distance(goal, v))
    assert goal_distance(goal, evaluate(exercise.answer)) == goal_distance(goal, best)
    assert LESSON.judge(exercise, exercise.answer).correct


@pytest.mark.parametrize(("number", "exercise"), list(_best_exercises()))
def test_the_solver_agrees_with_each_exercise(number, exercise):
    from mathplay.search import best_expression

    solution = best_expression(exercise.material[0], GOALS[number])
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
        (1, "×", "Look again: 6 + 1 = 7 and 6 × 1 = 6. × makes more only when"),
        (1, "-", 'Answer "+" or "×"'),
        (2, "27 + 6", "27 + 6 = 33 is a good try, but these cards can make more. Hint: a digit"),
        (3, "76 × 2", "76 × 2 = 152 is a good try"),
        (4, "9 × 5 + 32", "these cards can make more. Hint: join two digits"),
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
