"""ExpressionBuilder driven headlessly through its gestures."""

import random
from fractions import Fraction

import pytest

from mathplay.errors import MathplayError
from mathplay.widgets import ExpressionBuilder


def build(builder, indices):
    for index in indices:
        builder.click_card(index)


def test_cards_build_an_expression_with_a_live_value():
    builder = ExpressionBuilder("12+3×4", goal=None)
    build(builder, range(6))
    assert builder.expression == "12+3×4"
    assert builder.value == 24
    assert "= <b>24</b>" in builder.value_line.value
    assert [b.disabled for b in builder.hand.children] == [True] * 6


def test_incomplete_row_shows_the_reason_not_a_traceback():
    builder = ExpressionBuilder("8-3", goal=None)
    build(builder, [0, 1])
    assert builder.value is None
    assert "ends with −" in builder.value_line.value


def test_used_and_missing_cards_are_messages():
    builder = ExpressionBuilder("12", goal=None)
    builder.click_card(0)
    builder.click_card(0)
    assert builder.message == "That card is already in your row."
    builder.click_card(7)
    assert builder.message == "There is no card number 7."
    assert builder.expression == "1"


def test_cards_are_big_and_used_cards_look_used():
    builder = ExpressionBuilder("12", goal=None)
    builder.click_card(0)
    one, two = builder.hand.children
    assert (one.layout.width, one.layout.height, one.style.font_size) == ("2.6em", "2.4em", "22px")
    assert "mathplay-builder-used" in one._dom_classes and one.disabled
    assert "mathplay-builder-used" not in two._dom_classes and not two.disabled
    builder.take_back()
    assert "mathplay-builder-used" not in one._dom_classes and not one.disabled


def test_take_back_and_clear():
    builder = ExpressionBuilder("1+2", goal=None)
    build(builder, [0, 1, 2])
    builder.take_back()
    assert builder.expression == "1+"
    builder.clear()
    assert builder.expression == "" and builder.value is None


def test_wildcard_asks_what_it_becomes():
    builder = ExpressionBuilder("9Y1", goal=None)
    builder.click_card(1)
    assert builder.expression == ""
    assert builder.picker.layout.display == "flex"
    assert len(builder.picker.children) == 15
    builder.choose_wildcard("*")
    build(builder, [0, 2])
    assert builder.expression == "×91"
    builder.clear()
    build(builder, [0])
    builder.click_card(1)
    builder.choose_wildcard("x")
    builder.click_card(2)
    assert builder.value == 9


def test_wildcard_limited_values():
    builder = ExpressionBuilder("9Y", goal=None, wildcard_values="+-")
    builder.click_card(1)
    builder.choose_wildcard("7")
    assert builder.message == "Y cannot become 7 in this game."


def test_check_wants_every_card():
    builder = ExpressionBuilder("1+2", goal=None)
    builder.click_card(0)
    builder.check()
    assert builder.message == "Use every card: 2 cards still to place."


def test_check_without_goal_tells_the_value():
    builder = ExpressionBuilder("7÷2", goal=None)
    build(builder, [0, 1, 2])
    builder.check()
    assert builder.message == "Your expression is worth 7/2."
    assert builder.value == Fraction(7, 2)


def test_languages():
    builder = ExpressionBuilder("12", goal="max", language="pl")
    assert "najwyższy wynik" in builder.heading.value
    builder.set_language("ja")
    assert "いちばん大きな値" in builder.heading.value
    assert builder.controls.children[0].description == "取り消し"


def test_bad_arguments_are_clear_errors():
    with pytest.raises(MathplayError):
        ExpressionBuilder("", goal=None)
    with pytest.raises(MathplayError):
        ExpressionBuilder("12", language="xx")


def test_random_gestures_never_raise_and_stay_consistent():
    rng = random.Random(7)
    builder = ExpressionBuilder("98+1×7Y", goal=None)
    for _ in range(1000):
        gesture = rng.choice(["card", "card", "card", "wild", "back", "clear"])
        if gesture == "card":
            builder.click_card(rng.randrange(-1, 9))
        elif gesture == "wild":
            builder.choose_wildcard(rng.choice("0123456789+-×÷?"))
        elif gesture == "back":
            builder.take_back()
        else:
            builder.clear()
        indices = [index for index, _ in builder.placed]
        assert len(indices) == len(set(indices))
        assert all(builder.hand.children[i].disabled for i in indices)
        assert builder.last_error is None or isinstance(builder.last_error, MathplayError)
