"""Plays as values and as text: ``from_text``, ``to_text``, ``between``."""

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from mathplay.errors import ExpressionError
from mathplay.games.equations import Equation, Placement, Play, Side
from mathplay.games.equations.moves import Event, EventKind

CARDS = "0123456789+−×÷"


def test_the_seed_play_as_text():
    play = Play.from_text("0: 8 [− 3 ÷ 3] = [7]")
    assert play.cards == ("−", "3", "÷", "3", "7")
    assert play.equation == 0
    assert play.placements[0] == Placement("−", 0, Side.LEFT, 1)
    assert play.placements[-1] == Placement("7", 0, Side.RIGHT, 0)
    before = Equation.from_text("8 =")
    assert play.to_text(before) == "0: 8 [− 3 ÷ 3] = [7]"
    assert Play.between(0, before, Equation.from_text("8 − 3 ÷ 3 = 7")) == play


def test_between_places_new_cards_as_early_as_possible():
    before = Equation.from_text("3 = 3")
    play = Play.between(2, before, Equation.from_text("33 = 3"))
    assert play == Play.of(2, ("3", "left", 1))
    assert play.to_text(before) == "2: 3 [3] = 3"


def test_between_refuses_moved_table_cards():
    with pytest.raises(ExpressionError) as info:
        Play.between(0, Equation.from_text("8 = 7"), Equation.from_text("7 = 8"))
    assert info.value.message_id == "equations.not_an_extension"


@pytest.mark.parametrize(
    "text", ["8 = 7", "x: 8 = 7", "0: 8 [7 = 7]", "0: [8", "0: 8 [7]", "0: 8 ]7[ = 7"]
)
def test_bad_play_text(text):
    with pytest.raises(ExpressionError) as info:
        Play.from_text(text)
    assert info.value.message_id == "equations.play_text"


def test_a_play_in_two_equations_has_no_equation():
    play = Play((Placement("3", 0, Side.LEFT, 0), Placement("4", 1, Side.LEFT, 0)))
    assert play.equation is None
    assert Play(()).equation is None


def test_events_round_trip():
    event = Event(EventKind.COMPLETE, 1, 2, "25 = 25", 2)
    assert Event.from_dict(event.to_dict()) == event


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from(CARDS), max_size=5),
    st.lists(st.sampled_from(CARDS), max_size=5),
    st.lists(st.tuples(st.sampled_from(CARDS), st.booleans(), st.integers(0, 5)), max_size=5),
    st.integers(0, 2),
)
def test_text_and_between_round_trip(left, right, inserted, index):
    assume(inserted)
    before = Equation(tuple(left), tuple(right))
    placements = [
        (card, Side.LEFT if on_left else Side.RIGHT, min(at, len(left if on_left else right)))
        for card, on_left, at in inserted
    ]
    after = before.inserted(placements)
    play = Play.between(index, before, after)
    assert Play.from_text(play.to_text(before)) == play
    assert before.inserted((p.card, p.side, p.index) for p in play.placements) == after
    assert sorted(play.cards) == sorted(card for card, _, _ in placements)
