"""Lesson 2's checks: the best values are proven by brute force; wrong answers get hints."""

from itertools import permutations

import pytest

from mathplay.errors import ExpressionError
from mathplay.expr import evaluate, parse_cards, split_cards
from mathplay.games.memory import goal_distance
from mathplay.lessons.biggest_expression import COUNT, COUNT_CARDS, PUZZLES, check
from mathplay.lessons.checks import CheckFailed


def every_value(cards):
    """Brute force: the value of every distinct valid row of all the cards."""
    values = {}
    for row in set(permutations(split_cards(cards))):
        try:
            values[row] = evaluate(parse_cards(row))
        except ExpressionError:
            continue
    return values


@pytest.mark.parametrize("number", sorted(PUZZLES))
def test_each_best_value_is_the_best_and_its_example_reaches_it(number):
    puzzle = PUZZLES[number]
    values = every_value(puzzle.cards).values()
    best = min(values, key=lambda v: goal_distance(puzzle.goal, v))
    assert goal_distance(puzzle.goal, best) == goal_distance(puzzle.goal, puzzle.best)
    assert evaluate(puzzle.example) == puzzle.best
    assert check(number, puzzle.example).correct


def test_the_count_is_every_distinct_row():
    assert len(every_value(COUNT_CARDS)) == COUNT


@pytest.mark.parametrize(
    ("number", "answer", "says"),
    [
        (1, "98 + 1", "Right! 98 + 1 = 99, and no expression with these cards is bigger."),
        (2, "5×43", "Right! 5 × 43 = 215"),
        (3, "1 + 9 × 87", "Right! 1 + 9 × 87 = 1 + 783 = 784"),
        (4, "2 − 75", "Right! 2 − 75 = −73, and no expression with these cards is smaller."),
        (5, "1 : 32", "Right! 1 ÷ 32 = 1/32"),
        (6, "6 + 4 − 9", "no expression with these cards is closer to zero"),
        (7, 12, "Right! There are 12 different expressions."),
    ],
)
def test_right_answers_pass(number, answer, says):
    assert says in check(number, answer, language="en").text


@pytest.mark.parametrize(
    ("number", "answer", "says"),
    [
        (
            1,
            "19 + 8",
            "19 + 8 = 27 is a good try, but these cards can make more. Hint: a digit in the tens",
        ),
        (2, "54 × 3", "54 × 3 = 162 is a good try"),
        (
            3,
            "98 + 1 × 7",
            "98 + 1 × 7 = 98 + 7 = 105 is a good try, but these cards can make more. Hint: ×",
        ),
        (4, "25 − 7", "these cards can make less. Hint: start small"),
        (5, "2 ÷ 31", "2 ÷ 31 = 2/31 is a good try"),
        (6, "9 − 4 + 6", "can get closer to zero"),
        (7, 6, "Not quite: 6 is not right. Hint: + needs a number on each side"),
        (3, "98 + 17", "Missing: ×. Not yours: –."),
        (1, "19 +", "That is not an expression yet."),
    ],
)
def test_wrong_answers_raise_with_a_hint(number, answer, says):
    with pytest.raises(CheckFailed) as info:
        check(number, answer, language="en", strict=True)
    assert says in str(info.value)


@pytest.mark.parametrize("number", sorted(PUZZLES))
def test_the_solver_agrees_with_each_puzzle(number):
    from mathplay.search import best_expression

    puzzle = PUZZLES[number]
    solution = best_expression(puzzle.cards, puzzle.goal)
    assert solution.proven_optimal
    assert goal_distance(puzzle.goal, solution.value) == goal_distance(puzzle.goal, puzzle.best)
    assert check(number, solution.expression).correct


def test_the_count_agrees_with_the_search():
    from mathplay.search import all_values, count_arrangements

    assert count_arrangements(COUNT_CARDS) == COUNT
    assert all_values(COUNT_CARDS)["count"].sum() == COUNT
