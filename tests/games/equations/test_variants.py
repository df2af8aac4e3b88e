"""The variants of the rules page as rules of the engine: rearranging, face-down cards,
trading (passing hands, complex equations, anti-trivial and gentle arithmetic are in
test_game.py and test_rules.py)."""

from collections import Counter
from itertools import islice

import pytest

from mathplay.errors import IllegalMove
from mathplay.games.equations import (
    Draw,
    Equation,
    EquationsGame,
    EventKind,
    Play,
    Rearrange,
    Rules,
    Side,
    Trade,
    TurnFaceDown,
    draw_choices,
)
from mathplay.games.equations.legal import rearrangements

REARRANGE = Rules(rearrange=True)


def test_rearranging_one_equation_costs_one_point(count_cards):
    game = EquationsGame.from_text(["7 − 8 =", "= 5", "= 4"], "1 2", rules=REARRANGE, scores=[3, 0])
    new = (Equation.from_text("8 − 7 ="), *game.equations[1:])
    game.apply(Rearrange(new))
    assert game.scores == [2, 0] and game.last_events[0].points == -1
    game.apply(Play.of(0, ("1", "right", 0)))  # and then complete it by playing
    assert game.scores == [2 + 5 - 3, 0]
    assert count_cards(game) == Counter(REARRANGE.cards())


def test_rearranging_across_equations_costs_two_points():
    game = EquationsGame.from_text(["7 =", "= 5", "2 ="], "1 2", rules=REARRANGE, scores=[2, 0])
    new = (Equation.from_text("7 = 5"), Equation.from_text("="), Equation.from_text("2 ="))
    game.apply(Rearrange(new))
    assert game.scores == [0, 0]
    assert [e.to_text() for e in game.equations] == ["7 = 5", "=", "2 ="]


def test_a_face_down_card_does_not_count():
    game = EquationsGame.from_text(
        ["7 + 3 =", "= 5", "= 4"], "1 3 7", rules=REARRANGE, scores=[2, 0]
    )
    game.apply(TurnFaceDown(0, Side.LEFT, 1))  # the + goes face down: "73 ="
    assert game.equations[0].to_text() == "73 =" and game.equations[0].face_down == ("+",)
    assert game.scores == [0, 0]
    game.apply(Play.of(0, ("7", "right", 0), ("3", "right", 0)))
    assert game.last_events[1].text == "73 = 73"
    assert game.scores == [2, 0]  # 5 cards with "=": the face-down card is not counted
    assert "+" in game.discards["operator"]  # but it is discarded with the equation


def test_one_paid_change_a_turn_and_it_is_listed_when_affordable():
    game = EquationsGame.from_text(["7 − 8 =", "= 5", "= 4"], "1", rules=REARRANGE, scores=[2, 0])
    moves = list(islice(game.legal_moves(), 2000))
    face_down = [m for m in moves if isinstance(m, TurnFaceDown)]
    assert len(face_down) == 5  # every table card can be turned face down
    listed = [m for m in game.legal_moves() if isinstance(m, Rearrange)]
    assert Rearrange((Equation.from_text("8 − 7 ="), *game.equations[1:])) in listed
    assert all(len(m.table) == 3 for m in listed)
    poor = EquationsGame.from_text(["7 − 8 =", "= 5", "= 4"], "1", rules=REARRANGE)
    assert all(isinstance(m, Play) for m in poor.legal_moves())


def test_trading_cards_and_points():
    rules = Rules(trading=True)
    game = EquationsGame.from_text(
        ["7 =", "= 5", "= 4"], "1 2", rules=rules, other_hands=["3 3 ×"], scores=[4, 1]
    )
    game.apply(Trade(1, ("1",), ("3", "3"), 2, 0))
    assert game.hand(0) == ("2", "3", "3") and game.hand(1) == ("1", "×")
    assert game.scores == [2, 3]
    assert game.last_events[0].kind == EventKind.TRADE
    game.apply(Trade(1, (), ("×",), 0, 1))  # a card for a point
    assert game.scores == [3, 2] and game.hand(0) == ("2", "3", "3", "×")
    game.apply(Play.of(1, ("3", "left", 0)))
    game.apply(Draw(2))


def test_points_from_a_trade_can_win():
    rules = Rules(trading=True)
    game = EquationsGame.from_text(
        ["7 =", "= 5", "= 4"], "1 2", rules=rules, other_hands=["3"], scores=[14, 3]
    )
    game.apply(Trade(1, ("1",), (), 0, 1))
    assert game.is_terminal and game.winner == 0


def test_every_listed_rearrangement_is_legal_and_different():
    game = EquationsGame.from_text(["1 =", "= 2", "3 ="], "4", rules=REARRANGE, scores=[2, 0])
    listed = [m for m in game.legal_moves() if isinstance(m, Rearrange)]
    assert len(listed) == len(set(listed))
    costs = Counter()
    for move in listed:
        copy = game.clone()
        copy.apply(move)
        costs[2 - copy.scores[0]] += 1
    # one equation: its card to the other side (3 ways); across: 3 cards into 6 rows make
    # 6 · 7 · 8 = 336 tables, less the table itself and those 3 (nothing can complete)
    assert costs == {1: 3, 2: 336 - 1 - 3}


def test_a_rearrangement_may_complete_an_equation_with_the_option(count_cards):
    # The rules page's decision is that it may not (test_illegal.py); the option allows it,
    # and the completed equation scores for the player who paid, as a play would.
    rules = Rules(rearrange=True, rearrange_completes=True)
    table = ["4 + 3 = 71 ×", "3 + 4 = 7 +", "2 = 5"]
    game = EquationsGame.from_text(table, "3 4", rules=rules, scores=[5, 0])
    done = Rearrange((Equation.from_text("4 + 3 × 1 = 7"), *game.equations[1:]))
    assert done in rearrangements(game.equations, rules, budget=1)  # one equation only
    game.apply(done)
    assert game.scores == [5 - 1 + (7 - 3), 0]
    kinds = [event.kind for event in game.last_events]
    assert kinds[:2] == [EventKind.REARRANGE, EventKind.COMPLETE]
    assert len(game.equations[0].left + game.equations[0].right) == 1  # seeded again
    assert game.current_player == 0 and game.hand() == ("3", "4")  # still to play
    assert count_cards(game) == Counter(rules.cards())


def test_a_face_down_card_may_complete_an_equation_with_the_option():
    rules = Rules(rearrange=True, rearrange_completes=True)
    table = ["4 + 3 = 71 ×", "3 + 4 = 7 +", "2 = 5"]
    game = EquationsGame.from_text(table, "3 4", rules=rules, scores=[5, 0])
    game.apply(TurnFaceDown(1, Side.RIGHT, 1))
    assert game.scores == [5 - 2 + (5 - 3), 0]  # 3 + 4 = 7: five cards, the face-down one not
    assert EventKind.COMPLETE in [event.kind for event in game.last_events]


def test_the_game_says_whether_a_paid_move_may_be_made_now():
    game = EquationsGame.from_text(["7 =", "= 5", "2 ="], "1 2", rules=REARRANGE, scores=[2, 0])
    game.check_may_pay()  # the variant, the play phase, nothing paid yet: no error
    new = (Equation.from_text("7 = 5"), Equation.from_text("="), Equation.from_text("2 ="))
    game.apply(Rearrange(new))
    with pytest.raises(IllegalMove) as paid:
        game.check_may_pay()
    assert paid.value.message_id == "equations.paid_once"
    with pytest.raises(IllegalMove) as off:
        EquationsGame.from_text(["7 =", "= 5", "2 ="], "1 2").check_may_pay()
    assert off.value.message_id == "equations.variant_off"


def test_the_draw_choices_go_from_every_card_a_digit_to_none():
    rules = Rules(draw=3)
    assert draw_choices(rules) == (Draw(3), Draw(2), Draw(1), Draw(0))
