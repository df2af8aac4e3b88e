"""Lesson 3's checks: trios, counting racks, the chance of a trio and the pair rule."""

from fractions import Fraction
from itertools import combinations
from math import comb

import pytest

from mathplay.games.triolet.rules import Rules
from mathplay.lessons.checks import CheckFailed
from mathplay.lessons.keys.sum_to_15 import LESSON
from mathplay.lessons.sum_to_15 import (
    all_racks,
    check,
    pair_risk_table,
    rack_trio_chance,
    racks_making,
    racks_steps,
    simulate_racks,
    tile_table,
    trio_table,
    trios,
    trios_with,
)

BAG = [tile for tile in Rules().all_tiles() if tile != "*"]


@pytest.mark.parametrize(
    ("number", "answer", "says"),
    [
        (1, 5, "Right! 6 + 4 + 5 = 15: a trio."),
        (2, 5, "Right! They are 0 + 7 + 8, 1 + 7 + 7, 2 + 6 + 7, 3 + 5 + 7, 4 + 4 + 7."),
        (3, 288, "Right! 2 + 6 + 7: 8 × 6 × 6 = 288"),
        (4, "189", "Right! 1 + 4 + 10: 9 × 7 × 3 = 189"),
        (5, "4904/85320", "Right! 613/10665, about 5.75%"),
        (5, "613/10665", "Right!"),
        (6, 115, "Good prediction! About 115 are expected among 2000 racks"),
        (6, 100, "Good prediction!"),
        (7, "no", "Right! 9 + 7 = 16"),
        (7, "nie", "Right!"),
        (8, 4, "Right! 11 + 4 = 15"),
    ],
)
def test_right_answers_pass(number, answer, says):
    feedback = check(number, answer, language="en")
    assert feedback.correct, feedback.text
    assert feedback.text.startswith(says)


@pytest.mark.parametrize(
    ("number", "answer", "says"),
    [
        (1, 4, "Not quite: 6 + 4 + 4 = 14, not 15."),
        (
            2,
            4,
            "4 is too few. Did you count the trios with the same tile twice? "
            "(1 + 7 + 7 / 4 + 4 + 7)",
        ),
        (2, 2, "the other two tiles sum to 8"),
        (3, 20, "20 adds the copies"),
        (4, 19, "19 adds the copies"),
        (5, 4904, "4904 is how many racks are trios"),
        (5, "27/85320", "counts each trio once"),
        (5, "6 + 4", "Write the value itself, not the calculation"),
        (6, 20, "20 is too few"),
        (6, 1150, "1150 is too many"),
        (7, "yes", "two tiles side by side may sum to 15 at most."),
        (8, 5, "11 + 5 = 16, more than 15"),
        (8, 3, "11 + 3 = 14 is allowed, but a bigger tile is allowed too"),
    ],
)
def test_wrong_answers_name_the_mistake(number, answer, says):
    assert says in check(number, answer, language="en").text
    with pytest.raises(CheckFailed):
        check(number, answer, language="en", strict=True)


def test_feedback_in_japanese_and_polish():
    assert check(1, 5, language="ja").text == "正解！6 + 4 + 5 = 15：トリオです。"
    assert check(7, "nie", language="pl").text.startswith("Dobrze! 9 + 7 = 16")


def test_every_trio_sums_to_15_and_none_is_missing():
    found = trios()
    assert len(found) == 27 and len(set(found)) == 27
    assert all(sum(t) == 15 and list(t) == sorted(t) for t in found)
    assert (0, 0, 15) in found and (5, 5, 5) in found and (7, 7, 1) not in found
    assert trios_with(7) == ["0 + 7 + 8", "1 + 7 + 7", "2 + 6 + 7", "3 + 5 + 7", "4 + 4 + 7"]


def test_counting_racks_agrees_with_drawing_every_rack():
    racks = list(combinations(range(len(BAG)), 3))
    trio_racks = sum(1 for rack in racks if sum(BAG[i] for i in rack) == 15)
    assert len(racks) == comb(81, 3) == 85_320
    assert all_racks() == "81 × 80 × 79 ÷ 6 = 85,320"
    assert rack_trio_chance() == Fraction(trio_racks, len(racks)) == Fraction(613, 10665)
    assert trio_table(language="en")["racks"].sum() == trio_racks == 4904
    assert racks_making((0, 0, 15)) == 36  # two of the nine 0s, the only 15
    assert racks_making((5, 5, 5)) == 56  # three of the eight 5s
    assert racks_steps((3, 5, 7)) == "3 + 5 + 7: 8 × 8 × 6 = 384"
    assert racks_steps((1, 7, 7)) == "1 + 7 + 7: 9 × C(6, 2) = 135"
    for exercise in (LESSON.exercises[3], *LESSON.variants[3], *LESSON.variants[4]):
        trio = tuple(int(t) for t in exercise.material[0].split(" + "))
        drawn = sum(1 for r in racks if sorted(BAG[i] for i in r) == sorted(trio))
        assert int(exercise.answer) == drawn


def test_the_simulation_is_seeded_and_close_to_the_chance():
    assert simulate_racks(2000) == simulate_racks(2000)
    drawn = simulate_racks(20_000)
    assert abs(Fraction(drawn, 20_000) - rack_trio_chance()) < Fraction(1, 100)
    assert check(6, simulate_racks(2000), language="en").correct  # the run is a good guess


def test_every_variant_is_right_with_its_answer_and_wrong_with_its_typical_ones():
    for number, exercise in LESSON.exercises.items():
        for each in (exercise, *LESSON.variants.get(number, ())):
            assert LESSON.judge(each, each.answer).correct, (number, each.question)
            assert all(not LESSON.judge(each, t).correct for t in each.typical)
            for language in ("en", "ja", "pl"):
                assert "{" not in each.prompt_text(language)


def test_tables_speak_the_language():
    assert list(tile_table(language="pl").index) == ["liczba kopii"]
    assert tile_table().iloc[0].sum() == 81
    risk = pair_risk_table(language="en").set_index("pair sum")
    assert list(risk.loc[0]) == [15, 1, 4]  # only one 15: 3 chances in 81
    assert list(risk.loc[14]) == [1, 9, 30]
    assert list(trio_table(racks=False, language="ja").columns) == ["トリオ"]
