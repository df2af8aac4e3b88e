"""A player's own expression: exactly their cards, each Y one card, the value exact."""

from collections import Counter

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from mathplay.errors import ExpressionError, IllegalMove
from mathplay.expr import evaluate, parse_cards
from mathplay.games.memory import Rules
from mathplay.games.memory.scoring import read_expression

RULES = Rules()


@st.composite
def arrangements(draw):
    """A valid row of cards, and the hand it came from (some cards replaced by Y)."""
    count = draw(st.integers(1, 5))
    numbers = [draw(st.from_regex(r"[1-9][0-9]{0,2}|0", fullmatch=True)) for _ in range(count)]
    row = list(numbers[0])
    for number in numbers[1:]:
        row += [draw(st.sampled_from("+−×÷")), *number]
    wild = draw(st.sets(st.integers(0, len(row) - 1), max_size=2))
    hand = ["Y" if i in wild else card for i, card in enumerate(row)]
    return row, draw(st.permutations(hand))


@settings(max_examples=200, deadline=None)
@given(arrangements())
def test_any_arrangement_of_the_hand_is_accepted_with_its_exact_value(case):
    row, hand = case
    try:
        value = evaluate(parse_cards(row))
    except ExpressionError:
        assume(False)
    text, checked = read_expression(hand, "".join(row), RULES)
    assert checked == value and Counter(parse_cards(text).cards()) == Counter(row)


@settings(max_examples=100, deadline=None)
@given(arrangements(), st.sampled_from("123+×"))
def test_one_card_more_or_less_is_refused(case, extra):
    row, hand = case
    for wrong in (row[:-1], [*row, extra]):
        text = " ".join(wrong)
        with pytest.raises((IllegalMove, ExpressionError)):
            read_expression(hand, text, RULES)


@pytest.mark.parametrize(
    ("hand", "text", "message_id"),
    [
        ("9 8 × Y", "98 × 7 + 1", "memory.card_extra"),
        ("9 8 × Y", "9 × 8", "memory.wildcard_unused"),
        ("9 8 × Y", "8 × 77", "memory.card_missing"),
        ("9 8 ×", "98 × 9", "memory.card_extra"),
        ("9 8 × 7", "98 + 7", "memory.card_missing"),
    ],
)
def test_wrong_cards_are_named(hand, text, message_id):
    with pytest.raises(IllegalMove) as info:
        read_expression(hand.split(), text, RULES)
    assert info.value.message_id == message_id


def test_the_rules_decide_how_digits_join():
    assert read_expression(["0", "7", "+", "1"], "07 + 1", Rules(leading_zero=True))[1] == 8
    for rules, message_id in [
        (Rules(), "expr.leading_zero"),
        (Rules(concatenate=False), "expr.digits_not_joined"),
    ]:
        with pytest.raises(ExpressionError) as info:
            read_expression(["0", "7", "+", "1"], "07 + 1", rules)
        assert info.value.message_id == message_id


def test_division_by_zero_is_refused():
    with pytest.raises(ExpressionError) as info:
        read_expression(["8", "÷", "0"], "8 ÷ 0", RULES)
    assert info.value.message_id == "expr.division_by_zero"
