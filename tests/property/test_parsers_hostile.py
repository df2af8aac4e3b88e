"""Every parser, fed anything (hypothesis): a value or a clear error, never another
exception. The expression parser, the card readers, ``sides_equal`` (never an error at all),
the answer readers of the lessons, the text positions of the three games and the move
texts."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathplay.errors import ExpressionError, MathplayError
from mathplay.expr import (
    equation_holds,
    evaluate,
    parse,
    parse_cards,
    parse_equation,
    sides_equal,
    split_cards,
    tokenize,
)
from mathplay.games import game_class
from mathplay.lessons.readers import (
    read_choice,
    read_expression,
    read_number,
    read_operator,
    read_yes_no,
)
from mathplay.lessons.verdicts import AnswerError
from tests.hostile import json_values

CARDLIKE = "0123456789+-−*x×/:÷=Yy ²³①½７＋　"
TEXT = (
    st.text(max_size=60)
    | st.text(alphabet=CARDLIKE, max_size=60)
    | st.from_regex(r"[0-9]{1,5000}([+×÷−][0-9]{1,50}){0,3}", fullmatch=True)
)
ANYTHING = (
    TEXT
    | json_values(max_leaves=8)
    | st.lists(st.text(alphabet=CARDLIKE, max_size=2) | st.integers(), max_size=8)
    | st.integers(min_value=-(10**5000), max_value=10**5000)
    | st.binary(max_size=10)
)


@settings(max_examples=100)
@given(ANYTHING)
def test_the_expression_parser_gives_a_tree_or_a_clear_error(text):
    for read in (tokenize, parse, evaluate, parse_equation):
        with contextlib.suppress(ExpressionError):
            read(text)


@settings(max_examples=60)
@given(TEXT)
def test_equation_holds_is_an_answer_or_a_clear_error(text):
    with contextlib.suppress(ExpressionError):
        assert equation_holds(text) in (True, False)


@settings(max_examples=100)
@given(ANYTHING)
def test_the_card_readers_give_cards_or_a_clear_error(cards):
    for read in (split_cards, parse_cards):
        with contextlib.suppress(ExpressionError):
            read(cards)


@settings(max_examples=60)
@given(ANYTHING, ANYTHING)
def test_sides_equal_is_never_an_error(left, right):
    assert sides_equal(left, right) in (True, False)


@pytest.mark.parametrize(
    "value",
    [None, 7, 10**5000, 1.5, float("nan"), b"7", object()],
    ids=["None", "7", "10**5000", "1.5", "nan", "b'7'", "object"],
)
def test_sides_equal_is_false_for_what_is_no_row_of_cards(value):
    assert sides_equal(value, "7") is False and sides_equal("7", value) is False


@settings(max_examples=100)
@given(ANYTHING)
def test_the_answer_readers_give_a_value_or_a_verdict(answer):
    for read in (
        read_number,
        read_yes_no,
        read_operator,
        lambda a: read_choice(a, "ABC"),
        lambda a: read_expression(a, "1 2 + 3"),
    ):
        with contextlib.suppress(AnswerError):
            read(answer)


@settings(max_examples=60)
@given(
    game=st.sampled_from(["equations", "memory", "triolet"]),
    key=st.sampled_from(
        ["random", "rules", "players", "scores", "turn", "racks", "hands", "to play", "passes"]
    ),
    # a seed of 5,000 digits is the parser's to refuse; how many draws a game may have made
    # is the game state's (its own validation bounds it)
    value=TEXT | st.from_regex(r"seed -?[0-9]{1,5000}, draws [0-9]{1,4}", fullmatch=True),
    block=st.booleans(),
)
def test_a_text_position_is_a_game_or_a_clear_error(game, key, value, block):
    line = f"{key}:\n  {value}" if block else f"{key}: {value}"
    with contextlib.suppress(MathplayError):
        game_class(game).from_text(f"game: {game}\n{line}")


@settings(max_examples=100)
@given(
    game=st.sampled_from(["equations", "memory", "triolet"]),
    word=st.sampled_from(["flip", "chaos", "place", "exchange", "draw", "play", "trade", ""]),
    rest=TEXT,
)
def test_a_move_text_is_a_move_or_a_clear_error(game, word, rest):
    with contextlib.suppress(MathplayError):
        game_class(game).move_from_text(f"{word} {rest}")
