"""Every decision of the rules page is a Rules option whose default is the decision."""

from collections import Counter

import pytest

from mathplay.errors import MathplayError
from mathplay.games.equations import VARIANTS, Pile, Rules


def test_defaults_are_the_rules_page():
    rules = Rules()
    deck = Counter(rules.cards())
    assert len(rules.cards()) == 87
    assert len(rules.cards(Pile.DIGIT)) == 60
    assert all(deck[d] == 6 for d in "0123456789")
    assert (deck["+"], deck["−"], deck["×"], deck["÷"]) == (7, 7, 7, 6)
    assert rules.target == 15
    assert rules.penalty == 3
    assert rules.void_at == 10
    assert rules.unary_minus is False
    assert rules.leading_zero is False
    assert (rules.deal_digits, rules.deal_operators) == (4, 2)
    assert (rules.draw, rules.refill_below) == (2, 5)
    assert (rules.rearrange, rules.trading, rules.pass_hands) == (False, False, False)
    assert (rules.rearrange_one_cost, rules.rearrange_all_cost) == (1, 2)
    assert (rules.min_players, rules.max_players) == (2, 6)


def test_variants():
    assert VARIANTS["seed"] == Rules()
    assert VARIANTS["rearranging"].rearrange and VARIANTS["rearranging"].target == 20
    assert VARIANTS["trading"].trading
    assert VARIANTS["passing_hands"].pass_hands
    assert VARIANTS["complex"].void_at is None
    assert VARIANTS["anti_trivial"].penalty == 4
    gentle = VARIANTS["gentle"]
    assert set(gentle.cards(Pile.OPERATOR)) == {"+", "−"}
    assert len(gentle.cards()) == 60 + 14
    assert (VARIANTS["gentle_penalty"].penalty, VARIANTS["gentle_penalty"].target) == (2, 20)


def test_deck_composition_is_an_option():
    rules = Rules(deck={"1": 2, "+": 1, "-": 1}, operators="+-")
    assert rules.cards() == ("1", "1", "+", "−")
    assert rules.expr_rules().leading_zero is False


def test_round_trip():
    for rules in VARIANTS.values():
        assert Rules.from_dict(rules.to_dict()) == rules
    assert Rules().with_options(target=30).target == 30


@pytest.mark.parametrize(
    ("options", "message_id"),
    [
        ({"target": 0}, "equations.rules_number"),
        ({"penalty": -1}, "equations.rules_number"),
        ({"void_at": 1}, "equations.rules_number"),
        ({"draw": True}, "equations.rules_number"),
        ({"max_players": 1}, "equations.rules_number"),
        ({"trading": "yes"}, "equations.rules_flag"),
        ({"deck": {"=": 3}}, "equations.rules_deck"),
        ({"deck": {"1": -1}}, "equations.rules_deck"),
        ({"deck": 5}, "equations.rules_deck"),
        ({"operators": "+a"}, "equations.rules_operators"),
        ({"operators": "++"}, "equations.rules_operators"),
    ],
)
def test_bad_options(options, message_id):
    with pytest.raises(MathplayError) as info:
        Rules(**options)
    assert info.value.message_id == message_id
    assert "{" not in info.value.localized("en")


def test_unknown_option():
    with pytest.raises(MathplayError) as info:
        Rules.from_dict({"colour": "red"})
    assert info.value.message_id == "equations.rules_unknown_option"
