"""Bad input gets a clear MathplayError with a search.* message, never a hang or a crash."""

import time
from fractions import Fraction

import pytest

from mathplay.errors import ExpressionError, MathplayError
from mathplay.expr import ExprRules
from mathplay.i18n import LANGUAGES, translate
from mathplay.i18n.msg_search import MESSAGES
from mathplay.search import all_values, best_expression, count_arrangements


def error_of(call, *args, **kwargs) -> MathplayError:
    with pytest.raises(MathplayError) as info:
        call(*args, **kwargs)
    return info.value


@pytest.mark.parametrize(
    ("cards", "message_id"),
    [
        ("", "search.empty_hand"),
        ("   ", "search.empty_hand"),
        ([], "search.empty_hand"),
        ("1" * 201, "search.too_many_cards"),
        (["7"] * 300, "search.too_many_cards"),
        ("8 = 8", "search.equals_card"),
        (5, "search.cards_type"),
        (None, "search.cards_type"),
    ],
)
def test_bad_hands(cards, message_id):
    for call in (best_expression, count_arrangements, all_values):
        assert error_of(call, cards).message_id == message_id


def test_unknown_symbols_point_at_the_card():
    error = error_of(best_expression, "9 8 ? 1")
    assert isinstance(error, ExpressionError)
    assert error.message_id == "expr.unknown_symbol"
    assert error.caret_line() == "    ^"
    assert error_of(best_expression, ["9", "88"]).message_id == "expr.not_a_card"


@pytest.mark.parametrize(
    "goal", ["biggest", "", ("target",), ("target", "x"), ("goal", 3), True, None, [1, 2], {}]
)
def test_goals_that_are_not_understood(goal):
    assert error_of(best_expression, "1 2 +", goal).message_id == "search.goal"


@pytest.mark.parametrize("goal", ["MAX", " min ", 3, 2.5, Fraction(7, 2), ["target", 4], "12"])
def test_goals_that_are_understood(goal):
    assert best_expression("1 2 +", goal) is not None


@pytest.mark.parametrize(
    ("values", "message_id"),
    [
        ("ab", "search.wildcard_value"),
        ([], "search.wildcard_none"),
        (["="], "search.wildcard_value"),
        ([7], "search.wildcard_value"),
        (5, "search.wildcard_value"),
        ("  ", "search.wildcard_none"),
    ],
)
def test_bad_wildcard_values(values, message_id):
    error = error_of(best_expression, "1 Y", wildcard_values=values)
    assert error.message_id == message_id


def test_other_bad_options():
    assert error_of(best_expression, "1 2 +", rules="strict").message_id == "search.rules_type"
    for limit in (0, -1, "1", float("nan"), float("inf"), True):
        error = error_of(best_expression, "1 2 +", time_limit=limit)
        assert error.message_id == "search.time_limit"
    for limit in (0, -5, 2.5, True):
        assert error_of(all_values, "1 2 +", limit=limit).message_id == "search.limit"


def test_an_absurd_hand_is_refused_at_once():
    start = time.perf_counter()
    error_of(best_expression, "9" * 150 + "+" * 51)
    error_of(best_expression, "9" * 100_000)
    assert time.perf_counter() - start < 1


def test_a_big_hand_without_an_expression_is_quick():
    assert best_expression("9" * 20 + "+" * 25) is None
    assert count_arrangements("9" * 20 + "+" * 25) == 0


@pytest.mark.parametrize("message_id", sorted(MESSAGES))
def test_every_message_is_in_every_language(message_id):
    params = {
        "kind": "int",
        "count": 300,
        "limit": 200,
        "goal": "'x'",
        "value": "'x'",
        "bound": "7",
        "expression": "1 + 2",
        "proof": "",
        "distance": "1",
        "target": "3",
        "extreme": "",
        "bound_text": "",
        "choices": "9",
    }
    for language in LANGUAGES:
        text = MESSAGES[message_id][language]
        assert text.strip()
        assert translate(message_id, language, **params)
    assert message_id.startswith("search.")


def test_errors_read_well_in_every_language():
    error = error_of(best_expression, "1" * 151)
    assert error.localized("en") == (
        "151 cards are too many: a game of Memory Max deals at most 150 cards to a player, "
        "and the search takes no more."
    )
    assert "151" in error.localized("ja") and "151" in error.localized("pl")
    assert "150" in error.localized("ja") and "150" in error.localized("pl")


def test_rules_are_exprrules():
    assert best_expression("1 2 +", rules=ExprRules(concatenate=False)).value == 3
