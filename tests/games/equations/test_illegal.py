"""Bad moves get a clear reason and leave the game exactly as it was."""

import pytest

from mathplay.games.equations import (
    Draw,
    EndTurn,
    Equation,
    EquationsGame,
    Pass,
    Placement,
    Play,
    Rearrange,
    Rules,
    Side,
    Trade,
    TurnFaceDown,
)
from mathplay.i18n import catalog

TABLE = ["8 =", "3 + = 7", "= 5"]


@pytest.fixture
def game():
    return EquationsGame.from_text(TABLE, "− 3 ÷ 3 7 2", other_hands=["1 1 2 2 + +"])


@pytest.mark.parametrize(
    ("move", "message_id"),
    [
        (Play(()), "equations.empty_play"),
        (Play("7"), "equations.empty_play"),
        (Play(("7",)), "equations.not_a_placement"),
        (Play.of(0, ("9", "left", 0)), "equations.not_in_hand"),
        (Play.of(0, ("3", "left", 0), ("3", "left", 0), ("3", "left", 0)), "equations.not_in_hand"),
        (Play.of(0, ("Y", "left", 0)), "equations.not_a_card"),
        (Play.of(0, ("=", "left", 0)), "equations.not_a_card"),
        (Play.of(0, ("77", "left", 0)), "equations.not_a_card"),
        (Play.of(3, ("7", "left", 0)), "equations.no_such_equation"),
        (Play((Placement("7", -1, Side.LEFT, 0),)), "equations.no_such_equation"),
        (Play((Placement("7", 0, "middle", 0),)), "equations.no_such_side"),
        (Play.of(0, ("7", "left", 2)), "equations.no_such_place"),
        (Play.of(0, ("7", "right", -1)), "equations.no_such_place"),
        (Play.of(0, ("7", "right", True)), "equations.no_such_place"),
        (
            Play((Placement("7", 0, Side.LEFT, 0), Placement("2", 1, Side.LEFT, 0))),
            "equations.two_equations",
        ),
        (Pass(), "equations.must_play"),
        (Draw(2), "equations.play_first"),
        (EndTurn(), "equations.play_first"),
        (TurnFaceDown(0, Side.LEFT, 0), "equations.variant_off"),
        (Rearrange(()), "equations.variant_off"),
        (Trade(1, ("7",), ("1",)), "equations.variant_off"),
        ("3 at the end", "equations.move_text"),
        (7, "equations.unknown_move"),
    ],
)
def test_illegal_plays(game, assert_illegal, move, message_id):
    error = assert_illegal(game, move, message_id)
    assert message_id in catalog()
    assert "{" not in error.localized("ja") and "{" not in error.localized("pl")


def test_a_card_in_another_hand_is_not_yours(game, assert_illegal):
    error = assert_illegal(game, Play.of(0, ("1", "right", 0)), "equations.not_in_hand")
    assert error.reason() == "You do not have the card 1 in your hand."
    assert str(error).startswith("You do not have the card 1 in your hand.\nMove: play 0R0 1\n")
    assert error.position == game.to_text() and "hands: 2 3 3 7 − ÷ | 1 1 2 2 + +" in str(error)


def test_draw_phase(game, assert_illegal):
    game.apply(Play.of(2, ("2", "right", 0)))
    assert_illegal(game, Play.of(0, ("7", "right", 0)), "equations.draw_now")
    assert_illegal(game, Draw(3), "equations.draw_count")
    assert_illegal(game, Draw(-1), "equations.draw_count")
    assert_illegal(game, EndTurn(), "equations.draw_now")
    game.apply(Draw(2))
    assert game.current_player == 1  # 7 cards: no second draw


def test_draw_again_phase(game, assert_illegal):
    game.apply(Play.from_text("0: 8 [− 3 ÷ 3] = [7]"))
    game.apply(Draw(2))
    assert_illegal(game, Play.of(1, ("2", "right", 0)), "equations.draw_again_or_end")
    assert_illegal(game, Pass(), "equations.draw_again_or_end")


def test_after_the_end(assert_illegal):
    game = EquationsGame.from_text(TABLE, "− 3 ÷ 3 7 2", scores=[13, 0])
    game.apply(Play.from_text("0: 8 [− 3 ÷ 3] = [7]"))
    assert_illegal(game, Draw(2), "equations.game_over")


def test_paid_changes(assert_illegal):
    rules = Rules(rearrange=True)
    game = EquationsGame.from_text(["8 =", "3 + = 7", "2 = 5"], "3 4", rules=rules, scores=[1, 0])
    swap = Rearrange((Equation.from_text("= 8"), *game.equations[1:]))
    assert_illegal(game, TurnFaceDown(0, Side.LEFT, 0), "equations.cannot_afford")
    assert_illegal(game, Rearrange(tuple(game.equations)), "equations.rearrange_nothing")
    assert_illegal(game, Rearrange(tuple(game.equations[:2])), "equations.rearrange_table")
    assert_illegal(game, Rearrange(("8 =", "3 + = 7", "2 = 5")), "equations.rearrange_table")
    extra = Rearrange((Equation.from_text("88 ="), *game.equations[1:]))
    assert_illegal(game, extra, "equations.rearrange_cards")
    moved = Rearrange((Equation.from_text("8 = 2"), game.equations[1], Equation.from_text("= 5")))
    assert_illegal(game, moved, "equations.cannot_afford")  # across equations costs 2
    complete = Rearrange((*game.equations[:2], Equation.from_text("5 = 2")))
    assert complete != swap
    game.apply(swap)
    assert game.scores == [0, 0]
    assert_illegal(game, swap, "equations.paid_once")


def test_a_rearrangement_may_not_complete_an_equation(assert_illegal):
    rules = Rules(rearrange=True)
    table = ["4 + 3 = 71 ×", "3 + 4 = 7 +", "2 = 5"]
    game = EquationsGame.from_text(table, "3 4", rules=rules, scores=[5, 0])
    done = Rearrange((Equation.from_text("4 + 3 × 1 = 7"), *game.equations[1:]))
    assert_illegal(game, done, "equations.complete_by_playing")
    assert_illegal(game, TurnFaceDown(1, Side.RIGHT, 1), "equations.complete_by_playing")
    assert_illegal(game, TurnFaceDown(1, Side.RIGHT, 2), "equations.no_such_card")
    assert_illegal(game, TurnFaceDown(5, Side.RIGHT, 0), "equations.no_such_equation")
    assert_illegal(game, TurnFaceDown(1, "up", 0), "equations.no_such_side")


def test_trades(assert_illegal):
    rules = Rules(trading=True)
    game = EquationsGame.from_text(TABLE, "− 3 ÷ 3 7 2", other_hands=["1 1 2 2 + +"], rules=rules)
    assert_illegal(game, Trade(0, ("7",), ("1",)), "equations.trade_partner")
    assert_illegal(game, Trade(2, ("7",), ("1",)), "equations.trade_partner")
    assert_illegal(game, Trade(1), "equations.trade_cards")
    assert_illegal(game, Trade(1, ("Y",)), "equations.trade_cards")
    assert_illegal(game, Trade(1, ("9",), ("1",)), "equations.not_in_hand")
    assert_illegal(game, Trade(1, ("7",), ("9",)), "equations.not_in_hand")
    assert_illegal(game, Trade(1, ("7",), (), 1, 0), "equations.trade_points")
    assert_illegal(game, Trade(1, ("7",), (), -1, 0), "equations.trade_points")
