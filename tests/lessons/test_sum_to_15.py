"""Lesson 3's checks: trios, pairs and the rules page's scores, with the usual mistakes named."""

import pytest

from mathplay.lessons.checks import CheckFailed
from mathplay.lessons.sum_to_15 import MOVES, board_after, check, position


@pytest.mark.parametrize(
    ("number", "answer", "says"),
    [
        (1, 3, "Right! 7 + 5 + 3 = 15: a trio."),
        (2, 13, "Right! 13 points."),
        (3, "no", "Right! 9 + 7 = 16"),
        (4, 5, "Right! They are 0 + 7 + 8, 1 + 7 + 7, 2 + 6 + 7, 3 + 5 + 7, 4 + 4 + 7."),
        (5, 86, "Right! 86 points."),
        (6, "124", "Right! 124 points."),
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
        (5, 80, "80 forgets the pair that one of your tiles makes"),
        (5, 36, "36 forgets the triolet bonus"),
        (6, 174, "174 doubles the triolet bonus too. The +50 is never multiplied."),
        (6, 94, "94 forgets the double square"),
        (6, 110, "110 forgets the pair"),
        (6, 128, "128 doubles the pair too. A premium square counts for one line only"),
        (6, 100, "Hint: the double square doubles the whole trio"),
        (7, 5, "5 is not on your rack: you hold 2, 6, 9."),
        (7, 9, "8 + 1 + 9 = 18, not 15"),
    ],
)
def test_wrong_answers_name_the_mistake(number, answer, says):
    with pytest.raises(CheckFailed) as info:
        check(number, answer, language="en", strict=True)
    assert says in str(info.value)


def test_the_scoring_positions_score_as_the_rules_page_says():
    from mathplay.games.triolet import score_move

    totals = {number: score_move(*position(number)).total for number in MOVES}
    assert totals == {2: 13, 5: 86, 6: 124}  # 6 is the rules page's worked example 4
    board, move = position(6)
    after = board_after(board, move)
    assert [after.get(4, col) for col in (4, 5, 6)] == [4, 9, 2]
    assert after.get(3, 4) == 10 and board.get(4, 4) is None
    assert after.premium_at(4, 4) == "double"


def test_feedback_in_japanese():
    assert check(1, 3, language="ja").text == "正解！7 + 5 + 3 = 15：トリオです。"


def test_every_trio_sums_to_15_and_none_is_missing():
    from mathplay.lessons.sum_to_15 import trios

    found = trios()
    assert len(found) == 27 and len(set(found)) == 27
    assert all(sum(t) == 15 and list(t) == sorted(t) for t in found)
    assert (0, 0, 15) in found and (5, 5, 5) in found and (7, 7, 1) not in found


def test_rack_trio_chance_agrees_with_drawing_every_rack():
    from fractions import Fraction
    from itertools import combinations

    from mathplay.games.triolet.rules import Rules
    from mathplay.lessons.sum_to_15 import rack_trio_chance, racks_making, trio_table

    bag = [tile for tile in Rules().all_tiles() if tile != "*"]
    racks = list(combinations(range(len(bag)), 3))
    trio_racks = sum(1 for rack in racks if sum(bag[i] for i in rack) == 15)
    assert rack_trio_chance() == Fraction(trio_racks, len(racks)) == Fraction(613, 10665)
    assert trio_table()["racks"].sum() == trio_racks
    assert racks_making((0, 0, 15)) == 36  # two of the nine 0s, the only 15
    assert racks_making((5, 5, 5)) == 56  # three of the eight 5s


def test_pair_risk_table_counts_the_missing_tile():
    from mathplay.lessons.sum_to_15 import pair_risk_table, tile_table

    risk = pair_risk_table().set_index("pair sum")
    assert list(risk.loc[0]) == [15, 1, 4]  # only one 15: 3 chances in 81
    assert list(risk.loc[14]) == [1, 9, 30]
    assert tile_table()["copies"].sum() == 81
