"""Every target a lesson sets can be reached, or the lesson says it cannot and asks why:
the solver decides (lesson 1's warm-up once asked for 20 from 2 3 4 + ×, which no row makes)."""

import re

import pytest

from mathplay.games.equations.finder import best_completion
from mathplay.lessons.keys.order_of_operations import LESSON
from mathplay.lessons.order_of_operations import PLAY, WARM_UP
from mathplay.lessons.source import lesson_sources
from mathplay.search import best_expression

SOURCES = {source.name: source for source in lesson_sources()}
LANGUAGES = ("en", "ja", "pl")


def _cell_with(source, code: str):
    cells = source.cells
    at = next(i for i, cell in enumerate(cells) if code in cell.text("en"))
    return cells[at - 1]  # the text that sets the targets comes just before the board


def test_the_warm_up_targets_are_what_the_solver_says():
    for target in WARM_UP.reachable:
        assert best_expression(WARM_UP.cards, target).value == target
    for target in WARM_UP.unreachable:
        assert best_expression(WARM_UP.cards, target).value != target
    source = SOURCES["01-order-of-operations"]
    board = f'ExpressionBuilder("{WARM_UP.cards}"'
    text = _cell_with(source, board)
    for language in LANGUAGES:
        for target in (*WARM_UP.reachable, *WARM_UP.unreachable):
            assert f"**{target}**" in text.text(language), (language, target)
    asks_why = {"en": "Why not?", "ja": "なぜでしょう", "pl": "Dlaczego?"}
    for language, words in asks_why.items():
        assert words in text.text(language)


def test_the_play_the_lesson_asks_for_exists():
    table, hand, points = PLAY
    assert best_completion(table, hand).score >= points
    source = SOURCES["01-order-of-operations"]
    assert any(f'"{hand}"' in cell.text("en") for cell in source.cells)


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_every_board_goal_of_a_lesson_can_be_reached(name):
    for cell in SOURCES[name].cells:
        for cards, goal in re.findall(
            r'ExpressionBuilder\("([^"]+)", goal=(\d+)\)', cell.text("en")
        ):
            assert best_expression(cards, int(goal)).value == int(goal), (cards, goal)


def test_every_expression_to_build_can_be_built():
    for exercise in (LESSON.exercises[11], *LESSON.variants[11]):
        (cards,) = exercise.material
        target = int(re.search(r"make (\d+)", exercise.question).group(1))
        assert best_expression(cards, target).value == target
        assert LESSON.judge(exercise, best_expression(cards, target).expression).correct
