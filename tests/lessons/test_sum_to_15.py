"""Lesson 3's checks: trios, pairs and the rules page's scores, with the usual mistakes named."""

import pytest

from mathplay.lessons.checks import CheckFailed
from mathplay.lessons.sum_to_15 import check


@pytest.mark.parametrize(
    ("number", "answer", "says"),
    [
        (1, 3, "Right! 7 + 5 + 3 = 15: a trio."),
        (2, 13, "Right! 13 points."),
        (3, "no", "Right! 9 + 7 = 16"),
        (4, 5, "Right! 0 + 7 + 8, 1 + 7 + 7"),
        (5, 80, "Right! 80 points."),
        (6, "110", "Right! 110 points."),
        (7, 6, "Right! 8 + 1 + 6 = 15: a trio."),
    ],
)
def test_right_answers_pass(number, answer, says):
    assert check(number, answer, language="en").text.startswith(says)


@pytest.mark.parametrize(
    ("number", "answer", "says"),
    [
        (1, 4, "Not quite: 7 + 5 + 4 = 16, not 15."),
        (2, 42, "Hint: a pair scores the sum of its two tiles."),
        (3, True, "two tiles side by side may sum to 15 at most"),
        (4, 4, "the other two tiles sum to 8"),
        (5, 30, "30 is the trio alone"),
        (6, 160, "160 doubles the triolet bonus too. The +50 is never multiplied."),
        (6, 80, "80 forgets the double square"),
        (6, 90, "Hint: the double square doubles the whole trio"),
        (7, 5, "5 is not on your rack: you hold 2, 6, 9."),
        (7, 9, "8 + 1 + 9 = 18, not 15"),
    ],
)
def test_wrong_answers_name_the_mistake(number, answer, says):
    with pytest.raises(CheckFailed) as info:
        check(number, answer, language="en")
    assert says in str(info.value)


def test_feedback_in_japanese():
    assert check(1, 3, language="ja").text == "正解！ 7 + 5 + 3 = 15：トリオです。"
