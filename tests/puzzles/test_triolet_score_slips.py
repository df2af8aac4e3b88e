"""triolet-score names the slip behind a wrong total, and the likeliest one when two agree
(the slips are lesson 4's: mathplay/lessons/score_slips.py)."""

from mathplay.lessons.score_slips import score_slips
from mathplay.puzzles import generate
from mathplay.puzzles.triolet_positions import board_from
from mathplay.puzzles.triolet_score import _move, _score

FORGOT_PREMIUM = {
    "lessons.trio.no_double",
    "lessons.trio.no_triple",
    "lessons.trio.no_premium_pair",
}


def test_a_forgotten_double_square_is_named():
    """teacher-puzzles: 5 + 3 + 7 on a double square is 60; 30 forgot the ×2 (it was once
    told it "forgot the trio bonus", which gives 30 too)."""
    puzzle = generate("triolet-score", seed=7, difficulty=3, count=4, language="en")[0]
    assert puzzle.answer["points"] == 60
    said = puzzle.check(30)
    assert said.kind == "wrong" and said.text.startswith("Not quite: 30 forgets the double square")
    assert "double" in said.text and "trio bonus" not in said.text


def test_every_premium_puzzle_knows_the_total_without_its_premium():
    for puzzle in generate("triolet-score", seed=3, difficulty=3, count=12, language="en"):
        score = _score(puzzle)
        plain = sum(
            line.points // line.multiplier
            if line.kind == "trio"
            else line.points
            if line.kind == "triolet"
            else sum(line.counted)
            for line in score.breakdown
        )
        assert plain < score.total  # difficulty 3 puts a new tile on a premium square
        slips = score_slips(board_from(puzzle.question), _move(puzzle))
        assert slips[plain].message_id in FORGOT_PREMIUM
