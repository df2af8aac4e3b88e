"""Lesson 4's checks: the scores are the engine's, the usual mistakes are named, the boards
show every premium square a new tile covers, and the tournament is seeded."""

import pytest

from mathplay.games.triolet import score_move
from mathplay.lessons.checks import CheckFailed
from mathplay.lessons.keys.triolet_moves import LESSON
from mathplay.lessons.triolet_moves import (
    BOTS,
    MOVES,
    check,
    plot_tournament,
    position,
    show_move,
    tournament,
)


@pytest.mark.parametrize(
    ("number", "answer", "says"),
    [
        (1, 19, "Right! 19 points."),
        (2, "39", "Right! 39 points."),
        (3, 86, "Right! 86 points."),
        (4, 124, "Right! 124 points."),
        (5, "a", "Right! 2 + 3 waits for a 10: only 3 of them exist"),
        (6, 6, "Right! 8 + 1 + 6 = 15: a trio."),
        (7, 0, "Right! Random wins 0"),
        (8, "random", "Right! Random scored"),
    ],
)
def test_right_answers_pass(number, answer, says):
    feedback = check(number, answer, language="en")
    assert feedback.correct, feedback.text
    assert feedback.text.startswith(says)


@pytest.mark.parametrize(
    ("number", "answer", "says"),
    [
        (1, 10, "10 forgets the pair"),
        (2, 30, "30 forgets the pair"),
        (3, 30, "30 is the trio alone"),
        (3, 80, "80 forgets the pair that one of your tiles makes"),
        (3, 36, "36 forgets the triolet bonus"),
        (4, 174, "174 doubles the triolet bonus too. The +50 is never multiplied."),
        (4, 94, "94 forgets the double square"),
        (4, 110, "110 forgets the pair"),
        (4, 128, "128 doubles the pair too. A premium square counts for one line only"),
        (4, 100, "Hint: a new tile on a double (triple) square makes its whole trio count twice"),
        (5, "B", "6 + 8 waits for a 1. There are 9 of them"),
        (6, 9, "8 + 1 + 9 = 18, not 15"),
        (6, 5, "5 is not on your rack: you hold 2, 6, 9."),
        (7, 4, "You predicted 4. Now run the tournament below"),
        (8, "Greedy", "Not Greedy: it scored"),
        (8, "Lucky", "Answer with a player's name: Random, Greedy, Strategic"),
    ],
)
def test_wrong_answers_name_the_mistake(number, answer, says):
    assert says in check(number, answer, language="en").text
    with pytest.raises(CheckFailed):
        check(number, answer, language="en", strict=True)


@pytest.mark.parametrize("name", sorted(MOVES))
def test_every_position_is_legal_and_scored_by_the_engine(name):
    board, move = position(name)
    assert score_move(board, move).total > 0


def test_the_rules_pages_example_scores_124():
    assert LESSON.exercises[4].answer == "124"
    assert [line.points for line in score_move(*position("double")).breakdown] == [60, 14, 50]


def test_a_covered_premium_square_is_shown_with_a_legend():
    """The 4 of the double-square exercise lies on a double square: the picture says so."""
    picture = show_move(*position("double"), language="en")
    assert "[4]²" in picture.text and "on a double square" in picture.text
    assert "2×" in picture._repr_html_() and "double square" in picture._repr_html_()
    triple = show_move(*position("example2"), language="ja")
    assert "[1]³" in triple.text and "トリプル枠" in triple.text
    plain = show_move(*position("example1"), language="pl")
    assert "²" not in plain.text and "³" not in plain.text


def test_the_tournament_is_seeded_and_random_scores_least():
    first, again = tournament(language="en"), tournament(language="en")
    assert first.equals(again)
    assert list(first["bot"]) == list(BOTS) and set(first["games"]) == {8}
    assert first["wins"].sum() == 12  # 12 games, a tie shares its win
    averages = dict(zip(first["bot"], first["average score"], strict=True))
    assert min(averages, key=averages.get) == "Random" == LESSON.exercises[8].answer
    assert first.set_index("bot").loc["Random", "wins"] == int(LESSON.exercises[7].answer) == 0
    assert list(tournament(language="ja").columns) == ["コンピューター", "試合数", "勝ち", "平均点"]
    figure = plot_tournament(first)
    assert len(figure.axes) == 2


def test_every_variant_is_right_with_its_answer_and_wrong_with_its_typical_ones():
    for number, exercise in LESSON.exercises.items():
        for each in (exercise, *LESSON.variants.get(number, ())):
            assert LESSON.judge(each, each.answer).correct, (number, each.question)
            assert all(not LESSON.judge(each, t).correct for t in each.typical)
            for language in ("en", "ja", "pl"):
                assert "{" not in each.prompt_text(language)


def test_a_wrong_choice_asks_for_its_reason():
    """After a wrong pair or player, the next choice needs its reason: the copies of the tile
    the pair waits for, the average score of the player chosen."""
    assert "How many copies are there of the tile" in check(5, "B", language="en").text
    assert not check(5, "A", language="en").correct
    assert not check(5, "A, 9", language="en").correct  # 9 ones, not 3 tens
    assert check(5, "A, 3", language="en").correct
    assert "average score of the player you choose" in check(8, "Greedy", language="en").text
    assert not check(8, "Random, 500", language="en").correct
    assert check(8, "random, 498", language="en").correct
