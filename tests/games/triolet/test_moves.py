"""Moves as values: text forms, order, validation; properties of the text round trip."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathplay.errors import IllegalMove
from mathplay.games.triolet import (
    WILD,
    Exchange,
    Pass,
    Place,
    Placement,
    move_from_text,
)


def test_place_text_and_order():
    move = move_from_text("7,8=6 7,7=9*")
    assert move == Place((Placement(7, 7, 9, True), Placement(7, 8, 6)))
    assert str(move) == "7,7=9* 7,8=6"
    assert move.tiles == (WILD, 6)
    assert len(move) == 2
    assert move.placements[0].square == (7, 7)


def test_exchange_and_pass_text():
    assert move_from_text("exchange 12 * 3") == Exchange((3, 12, WILD))
    assert str(Exchange((WILD, 3))) == "exchange 3 *"
    assert move_from_text("pass") == Pass()
    assert str(Pass()) == "pass"


@pytest.mark.parametrize(
    "text",
    ["", "7,7", "7=5", "7,7=", "a,7=5", "7,7=5**", "exchange x", "pas", "7,7=５", "-1,7=5"],
)
def test_unreadable_text(text):
    with pytest.raises(IllegalMove) as info:
        move_from_text(text)
    assert info.value.message_id == "triolet.move_text"


def test_exchange_of_an_unknown_tile():
    with pytest.raises(IllegalMove) as info:
        move_from_text("exchange 16")
    assert info.value.message_id == "triolet.bad_tile"
    with pytest.raises(IllegalMove):
        Exchange((3.0,))


def test_not_text():
    with pytest.raises(IllegalMove) as info:
        move_from_text(None)
    assert info.value.message_id == "triolet.move_text"


def test_moves_are_frozen_and_hashable():
    move = Place((Placement(1, 2, 3),))
    with pytest.raises(AttributeError):
        move.placements = ()
    assert len({move, Place((Placement(1, 2, 3),)), Pass(), Pass()}) == 2


placements = st.builds(
    Placement,
    st.integers(0, 14),
    st.integers(0, 14),
    st.integers(0, 15),
    st.booleans(),
)


@settings(max_examples=200, deadline=None)
@given(st.lists(placements, min_size=1, max_size=3))
def test_place_text_round_trip(tiles):
    move = Place(tuple(tiles))
    assert move_from_text(str(move)) == move
    assert Place(tuple(reversed(tiles))) == move


@settings(max_examples=100, deadline=None)
@given(st.lists(st.one_of(st.integers(0, 15), st.just(WILD)), min_size=1, max_size=3))
def test_exchange_text_round_trip(tiles):
    move = Exchange(tuple(tiles))
    assert move_from_text(str(move)) == move
