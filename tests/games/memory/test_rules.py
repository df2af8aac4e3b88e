"""Rules of Memory Max: the rules page's defaults, every option, and clear errors."""

import math
import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathplay.errors import MathplayError
from mathplay.expr import ExprRules
from mathplay.games.bot import play
from mathplay.games.memory import (
    CHAOS,
    ForgetfulBot,
    MemoryGame,
    PerfectMemoryBot,
    RandomBot,
    Rules,
    goal_distance,
    read_faces,
)


def test_default_deck_is_the_rules_page_deck():
    rules = Rules()
    deck = Counter(rules.deck())
    assert len(rules.deck()) == rules.deck_size == 40
    assert all(deck[d] == 2 for d in "0123456789")
    assert all(deck[op] == 3 for op in "+−×÷")
    assert deck["Y"] == 4 and deck[CHAOS] == 4
    assert rules.grid == (5, 8)
    assert rules.goal == "max"
    assert rules.expr_rules() == ExprRules(concatenate=True, leading_zero=False)
    assert rules.wildcard_choices() == "0123456789+−×÷"
    assert (rules.min_players, rules.max_players) == (2, 6)


def test_young_children_play_without_times_and_divide():
    rules = Rules(operators="+-")
    assert rules.operators == "+−"
    assert rules.deck_size == 20 + 6 + 4 + 4
    assert "×" not in rules.deck() and "÷" not in rules.deck()
    assert rules.wildcard_choices() == "0123456789+−"


def test_options_are_kept_and_normalised():
    rules = Rules(
        digits="1 2 3",
        digit_copies=4,
        operator_copies=1,
        wildcard_copies=0,
        chaos_copies=2,
        grid=[3, 7],
        goal=["target", "24"],
        concatenate=False,
        leading_zero=True,
        wildcard_values="9*",
        max_players=4,
    )
    assert rules.deck_size == 12 + 4 + 0 + 2
    assert rules.grid == (3, 7)
    assert rules.goal == ("target", 24)
    assert rules.wildcard_values == "9×"
    assert rules.expr_rules() == ExprRules(concatenate=False, leading_zero=True)
    assert Rules.from_dict(rules.to_dict()) == rules


@pytest.mark.parametrize(
    ("goal", "expected"),
    [("max", "max"), ("zero", "zero"), (("target", Fraction(1, 2)), ("target", Fraction(1, 2)))],
)
def test_goals(goal, expected):
    rules = Rules(goal=goal)
    assert rules.goal == expected
    assert Rules.from_dict(rules.to_dict()) == rules


def test_goal_distance_is_smaller_for_better_values():
    assert goal_distance("max", Fraction(10)) < goal_distance("max", Fraction(9))
    assert goal_distance("min", Fraction(-3)) < goal_distance("min", Fraction(0))
    assert goal_distance("zero", Fraction(-2)) == goal_distance("zero", Fraction(2)) == 2
    assert goal_distance(("target", 24), Fraction(25)) == 1


def test_positions_go_row_by_row():
    rules = Rules()
    assert rules.position(0, 0) == 0 and rules.position(1, 0) == 8 and rules.position(4, 7) == 39
    assert [rules.row_col(p) for p in (0, 7, 8, 39)] == [(0, 0), (0, 7), (1, 0), (4, 7)]


@pytest.mark.parametrize(
    ("options", "message_id"),
    [
        ({"digit_copies": 3}, "memory.rules_copies"),
        ({"chaos_copies": -1}, "memory.rules_copies"),
        ({"wildcard_copies": 1.5}, "memory.rules_copies"),
        ({"grid": (5, 0)}, "memory.rules_grid_shape"),
        ({"grid": 40}, "memory.rules_grid_shape"),
        ({"goal": "biggest"}, "memory.rules_goal"),
        ({"goal": ("target", "lots")}, "memory.rules_goal"),
        ({"goal": ("target", True)}, "memory.rules_goal"),
        ({"operators": "+^"}, "memory.rules_symbols"),
        ({"operators": "++"}, "memory.rules_symbols"),
        ({"digits": "1a"}, "memory.rules_symbols"),
        ({"digits": ""}, "memory.rules_symbols"),
        ({"wildcard_values": "Y"}, "memory.rules_symbols"),
        ({"wildcard_values": ""}, "memory.rules_symbols"),
        ({"goal": ("target", "1/0")}, "memory.rules_goal"),
        ({"min_players": 4, "max_players": 3}, "memory.rules_players"),
        ({"max_players": "six"}, "memory.rules_players"),
    ],
)
def test_bad_options_get_clear_errors(options, message_id):
    with pytest.raises(MathplayError) as info:
        Rules(**options)
    assert info.value.message_id == message_id
    assert not info.value.localized("en").startswith("memory.")


def test_the_deck_must_fit_the_grid():
    from mathplay.games.memory import MemoryGame

    with pytest.raises(MathplayError) as info:
        MemoryGame(rules=Rules(grid=(4, 8)))
    assert info.value.message_id == "memory.rules_grid"
    assert info.value.localized("en") == "There is no room for 40 cards in a grid of 4 × 8."
    assert len(MemoryGame(rules=Rules(grid=(6, 7))).cards) == 40


def test_unknown_option_in_a_dict():
    with pytest.raises(MathplayError) as info:
        Rules.from_dict({"goal": "max", "colour": "red"})
    assert info.value.message_id == "memory.rules_unknown_option"
    assert "colour" in info.value.localized("en")


def test_read_faces_accepts_typed_symbols_and_chaos():
    assert read_faces("7 - * / : y Chaos") == ("7", "−", "×", "÷", "÷", "Y", CHAOS)
    assert read_faces(["１", "x"]) == ("1", "×")
    with pytest.raises(MathplayError) as info:
        read_faces("7 =")
    assert info.value.message_id == "memory.unknown_face"


def test_layouts_are_checked_against_the_rules():
    rules = Rules(operators="+-", grid=(2, 3))
    assert rules.check_layout("7 7 + chaos Y -") == ("7", "7", "+", CHAOS, "Y", "−")
    for layout, message_id in [
        ("7 7 ×", "memory.face_not_in_game"),
        ("7 7 3", "memory.odd_numbers"),
        ("1 1 2 2 3 3 4 4", "memory.rules_grid"),
    ]:
        with pytest.raises(MathplayError) as info:
            rules.check_layout(layout)
        assert info.value.message_id == message_id


@st.composite
def any_rules(draw):
    digits = "".join(sorted(draw(st.sets(st.sampled_from("0123456789"), min_size=1))))
    operators = "".join(sorted(draw(st.sets(st.sampled_from("+−×÷")))))
    counts = {
        "digit_copies": draw(st.sampled_from([2, 4])),
        "operator_copies": draw(st.integers(0, 3)),
        "wildcard_copies": draw(st.integers(0, 4)),
        "chaos_copies": draw(st.integers(0, 6)),
    }
    size = Rules(digits=digits, operators=operators, **counts).deck_size
    rows = draw(st.integers(1, 6))
    return Rules(digits=digits, operators=operators, grid=(rows, math.ceil(size / rows)), **counts)


@settings(max_examples=60, deadline=None)
@given(any_rules(), st.integers(2, 6), st.integers(0, 10**6))
def test_any_deck_plays_to_its_end_with_bots(rules, players, seed):
    rng = random.Random(seed)
    kinds = [RandomBot, PerfectMemoryBot, lambda s: ForgetfulBot(0.3, seed=s)]
    bots = [rng.choice(kinds)(seed + i) for i in range(players)]
    game = play(MemoryGame(players, seed, rules), bots)
    assert game.is_terminal and not game.legal_moves()
    assert sum(len(game.hand(p)) for p in range(players)) + len(game.discarded) == rules.deck_size
    assert MemoryGame.from_dict(game.to_dict()) == game


@pytest.mark.parametrize(
    ("goal", "expected"),
    [
        ("MAX", "max"),
        (" min ", "min"),
        (24, ("target", 24)),
        (["target", "7/2"], ("target", Fraction(7, 2))),
    ],
)
def test_goals_are_read_as_the_search_reads_them(goal, expected):
    assert Rules(goal=goal).goal == expected


@pytest.mark.parametrize("goal", [("target", "1e999999999"), ("target", 10**13), "1/0", 1.5e300])
def test_goals_beyond_the_bound_are_refused_at_once(goal):
    with pytest.raises(MathplayError) as info:
        Rules(goal=goal)
    assert info.value.message_id == "memory.rules_goal"
