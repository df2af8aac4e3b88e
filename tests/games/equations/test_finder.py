"""The move finder is exact: it agrees with brute force, and its answers really complete."""

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathplay.games.equations import (
    Equation,
    EquationsGame,
    Rules,
    best_completion,
    brute_force_completions,
    completing_moves,
)

CARDS = "0123456789+−×÷"
KNOWN = json.loads((Path(__file__).parent / "data" / "finder_known_answers.json").read_text())


def test_the_seed_example_is_found_from_a_seeded_8():
    best = best_completion("8 =", "− 3 ÷ 3 7")
    assert best.score == 4
    assert best.text in ("8 − 3 ÷ 3 = 7", "8 − 7 = 3 ÷ 3")
    assert {c.text for c in completing_moves("8 =", "− 3 ÷ 3 7")} == {
        "8 − 3 ÷ 3 = 7",
        "8 − 7 = 3 ÷ 3",
    }
    assert best.play.to_text(Equation.from_text("8 =")) in (
        "0: 8 [− 3 ÷ 3] = [7]",
        "0: 8 [− 7] = [3 ÷ 3]",
    )
    assert best.cards == ("3", "3", "7", "−", "÷")


def test_worked_examples():
    assert [(c.text, c.score) for c in completing_moves("3 =", "3")] == [("3 = 3", 0)]
    assert ("25 = 25", 2) in [(c.text, c.score) for c in completing_moves("25 =", "2 5")]
    assert "7 ÷ 2 × 2 = 7" in {c.text for c in completing_moves("7 ÷ 2 =", "× 2 7")}
    # a side ending in ÷ never completes, so no completion leaves one
    for completion in completing_moves("6 =", "6 ÷ 2 3 ×"):
        assert completion.equation.left[-1] not in "+−×÷"
        assert completion.equation.right[-1] not in "+−×÷"


def test_nothing_to_complete():
    assert best_completion("3 =", "0 5 × 4 5 4") is None
    assert completing_moves("3 =", "0 5 × 4 5 4") == []
    assert completing_moves("3 = 3", "") == []  # at least one card must be played
    assert best_completion("=", "+ −") is None


@pytest.mark.parametrize("case", KNOWN, ids=[c["equation"] + " | " + c["hand"] for c in KNOWN])
def test_known_answers_from_brute_force(case):
    found = completing_moves(case["equation"], case["hand"])
    assert len(found) == case["completions"]
    best = best_completion(case["equation"], case["hand"])
    if case["best_score"] is None:
        assert best is None and found == []
        return
    assert best.score == found[0].score == case["best_score"]
    assert best.text in case["best"]
    assert sorted(c.text for c in found if c.score == case["best_score"]) == case["best"]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.sampled_from(CARDS), max_size=3),
    st.lists(st.sampled_from(CARDS), max_size=3),
    st.lists(st.sampled_from(CARDS), min_size=1, max_size=4),
    st.booleans(),
    st.booleans(),
    st.sampled_from([3, 4]),
)
def test_agrees_with_brute_force(left, right, hand, leading_zero, unary_minus, penalty):
    rules = Rules(leading_zero=leading_zero, unary_minus=unary_minus, penalty=penalty)
    equation = Equation(tuple(left), tuple(right))
    found = completing_moves(equation, hand, rules, index=2)
    expected = brute_force_completions(equation, hand, rules)
    assert {c.text: c.score for c in found} == expected
    assert len(found) == len(expected)  # no duplicates
    assert [c.score for c in found] == sorted((c.score for c in found), reverse=True)
    best = best_completion(equation, hand, rules, index=2)
    assert (best is None) == (not expected)
    if best is not None:
        assert best.score == max(expected.values())
    for completion in found:
        assert completion.equation.is_complete(rules)
        placed = [(p.card, p.side, p.index) for p in completion.play.placements]
        assert equation.inserted(placed) == completion.equation
        assert completion.play.equation == 2


@pytest.mark.parametrize(
    ("equation", "hand"),
    [("8 =", "4 0 9 0 7 7 3 −"), ("× 13 =", "7 + × ÷ 2 6 5 ×"), ("= 92", "7 ÷ 9 × ÷ × 2 1")],
)
def test_the_hint_is_the_best_of_all_completions(equation, hand):
    found = completing_moves(equation, hand)
    best = best_completion(equation, hand)
    assert best.score == found[0].score
    assert best.text in {c.text for c in found if c.score == best.score}


def test_a_completion_is_a_legal_play_that_scores_its_score():
    game = EquationsGame.from_text(["2 − 6 =", "= 5", "= 4"], "4 2 7 1 × 2")
    hint = game.hint()
    assert (hint.score, hint.play.equation) == (7, 0)
    game.apply(hint.play)
    assert game.scores == [7, 0]
    assert game.last_events[1].text == hint.text
