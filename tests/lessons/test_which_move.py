"""Lesson 4's "which move would you play?" (issue 26 §5): real positions, the bots' own
measure, and feedback that says what each move scores now and leaves the opponent."""

from __future__ import annotations

import pytest

from mathplay.games.triolet import Board, GreedyBot, StrategicBot, TrioletGame
from mathplay.i18n import LANGUAGES
from mathplay.lessons.keys.triolet_moves import LESSON, which_move_exercise
from mathplay.lessons.verdicts import render
from mathplay.lessons.which_move import LETTERS, POSITIONS, choices_picture, which_moves


def _game(name: str) -> TrioletGame:
    """The position as a game: the mover's rack, any rack of three for the opponent (a bot
    sees only its own)."""
    board_text, rack, _ = POSITIONS[name]
    rows = Board.from_text(board_text).to_text().splitlines()
    racks = " ".join(map(str, rack)) + " | 0 1 1"
    board = "\n".join("  " + row for row in rows)
    text = f"game: triolet\nplayers: A | B\nracks: {racks}\nto play: A\nboard:\n{board}"
    return TrioletGame.from_text(text)


def _best(name: str) -> str:
    _, _, looks = which_moves(name)
    return max(LETTERS, key=lambda letter: looks[letter].worth)


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_each_position_asks_the_bots_question(name):
    game = _game(name)
    _, _, looks = which_moves(name)
    moves = {letter: look.move for letter, look in looks.items()}
    assert all(game.is_legal(move) for move in moves.values())
    best = _best(name)
    assert str(StrategicBot().choose_move(game)) == moves[best]  # the bots' own measure
    greedy = str(GreedyBot().choose_move(game))
    assert greedy in moves.values() and greedy != moves[best]  # the most points now
    worths = sorted((look.worth for look in looks.values()), reverse=True)
    assert worths[0] - worths[1] > 1  # a clear choice
    assert not looks[best].spots or looks[best].chance < 0.2  # it leaves little


@pytest.mark.parametrize("name", sorted(POSITIONS))
@pytest.mark.parametrize("language", LANGUAGES)
def test_feedback_says_what_a_move_scores_and_leaves_without_telling_the_best(name, language):
    exercise = which_move_exercise(9, name)
    _, _, looks = which_moves(name)
    best = _best(name)
    verdict = exercise.judge(best)
    said = render(verdict.message_id, verdict.params, language)
    assert verdict.correct and all(look.move in said for look in looks.values())
    assert all(str(look.points) in said for look in looks.values())
    for letter in LETTERS:
        if letter == best:
            continue
        verdict = exercise.judge(letter)
        said = render(verdict.message_id, verdict.params, language)
        assert not verdict.correct
        assert looks[letter].move in said and str(looks[letter].points) in said
        assert looks[best].move not in said and f"{best} (" not in said


def test_summaries_in_words():
    exercise = which_move_exercise(9, "seed87")
    verdict = exercise.judge("C")
    assert render(verdict.message_id, verdict.params, "en") == (
        "Right! C (6,6=12 6,8=2) scores 30 now and leaves no spot for a trio. Compare: "
        "A (6,6=12) scores 13 now and leaves 1 trio spot (the best worth 30, for a 2): about "
        "22% of racks can take one. B (6,6=12 7,6=2) scores 39 now and leaves 4 trio spots "
        "(the best worth 35, for a 1): about 64% of racks can take one."
    )
    verdict = exercise.judge("B")
    assert verdict.message_id == "lessons.moves.which_gives_away"
    assert "4 miejsca na trio" in render(verdict.message_id, verdict.params, "pl")
    assert exercise.judge("A").message_id == "lessons.moves.which_scores_less"


def test_a_wrong_choice_waits_for_its_points_now():
    LESSON.start_over()
    try:
        assert not LESSON.check(9, "B", language="en")
        asked = LESSON.check(9, "C", language="en")
        assert not asked and "How many points" in asked.text  # the reason first
        assert LESSON.check(9, "C, 30", language="en")
    finally:
        LESSON.start_over()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_picture_shows_the_rack_and_three_moves(language):
    picture = choices_picture("seed82", language)
    assert picture.text.count("[") >= 6  # the new tiles framed, two per move
    assert all(f"<b>{letter}: " in picture.html for letter in LETTERS)
    assert "8  4  2" in picture.text
