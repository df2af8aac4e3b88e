"""The Equations table's variant controls: rearranging, turning a card face down, trading."""

from __future__ import annotations

import pytest

from mathplay.games.equations import Equation, EquationsGame, GreedyBot, Phase, Rules, Side
from mathplay.widgets import EquationsTable

REARRANGE = Rules(rearrange=True)
TRADING = Rules(trading=True)


def table(rules, *, hand="1 2 +", scores=(5, 5), seats=("Ann", "Bob"), other=("3 4 ×",)):
    scores = (list(scores) + [5] * len(seats))[: len(seats)]
    game = EquationsGame.from_text(
        ["8 = 7", "2 + = 9", "= 5"],
        hand,
        players=[s if isinstance(s, str) else s[0] for s in seats],
        rules=rules,
        scores=list(scores),
        other_hands=list(other) * (len(seats) - 1),
    )
    return EquationsTable(list(seats), game=game, private_hands=False)


def shown(widget) -> bool:
    return widget.layout.display != "none"


def test_without_the_variants_no_panel_is_shown_and_the_gestures_say_why():
    board = table(Rules())
    assert board.view.variants.box.children == ()
    board.toggle_face_down()
    assert board.message == "This game is played without the rearrange variant."
    board.rearrange(["7 = 8", "2 + = 9", "= 5"])
    assert board.message == "This game is played without the rearrange variant."
    board.trade("Bob", "1", "3")
    assert board.message == "This game is played without the trading variant."
    assert board.game.scores == [5, 5] and board.game.equations[0] == Equation.from_text("8 = 7")


def test_rearranging_one_equation_costs_one_point():
    board = table(REARRANGE)
    view = board.view.variants
    assert shown(view.rearrange_box) and not shown(view.trade_box)
    assert [t.value for t in view.texts] == ["8 = 7", "2 + = 9", "= 5"]
    assert "1 point to reorder the cards of one equation, 2 points" in view.rearrange_title.value
    view.texts[0].value = "7 = 8"
    view.rearrange_button.click()
    assert board.game.scores == [4, 5]
    assert board.game.equations[0] == Equation.from_text("7 = 8")
    assert board.game.phase == Phase.PLAY  # now the play
    assert board.news() == ["Ann paid 1 point and rearranged the table."]
    view.texts[1].value = "9 + = 2"
    view.rearrange_button.click()
    assert board.message == "You can pay for only one change of the table in a turn."
    assert board.game.scores == [4, 5]


def test_moving_cards_between_equations_costs_two_points():
    board = table(REARRANGE)
    board.rearrange(["8 =", "2 + = 9", "7 = 5"])
    assert board.game.scores == [3, 5]
    assert board.game.equations[2] == Equation.from_text("7 = 5")
    board = table(REARRANGE)
    board.rearrange(["8 =", "2 + 7 = 9", "= 5"])
    assert board.message == "Equation 1 would be complete: complete it by playing a card instead."


@pytest.mark.parametrize(
    ("texts", "message"),
    [
        (["8 = 7 1", "2 + = 9", "= 5"], "Rearranging moves the cards on the table"),
        (["8 7", "2 + = 9", "= 5"], "An equation has exactly one = card (here: 0)."),
        (["8 = 7", "2 + = 9"], "Write all three equations, each with one “=”."),
        ("8 = 7", "Write all three equations, each with one “=”."),
        (["8 = 7", "2 + = 9", "= 5"], "Nothing changes on the table."),
        (["7 = 8", "9 = 2 +", "= 5"], "This costs"),
    ],
)
def test_a_bad_rearrangement_says_why_and_changes_nothing(texts, message):
    board = table(REARRANGE, scores=(1, 5))
    board.pick_card(board.hand().index("1"))
    board.click_slot(2, "left", 0)
    before = board.game.to_dict()
    board.rearrange(texts)
    assert message in board.message
    assert board.game.to_dict() == before
    assert board.rows == {(2, Side.LEFT): [0]}  # the card put down is still there


def test_a_rearrangement_sends_the_cards_put_down_back_to_the_hand():
    board = table(REARRANGE)
    board.pick_card(board.hand().index("1"))
    board.click_slot(2, "left", 0)
    board.rearrange(["7 = 8", "2 + = 9", "= 5"])
    assert board.game.scores == [4, 5] and board.rows == {}
    assert sorted(board.hand()) == sorted(["1", "2", "+"])


def test_turning_a_table_card_face_down():
    board = table(REARRANGE)
    board.view.variants.face_down_button.click()
    assert board.face_down_mode
    assert "click the card on the table to turn face down (2 points)" in board.turn_text()
    board.view.rows[0].sides[Side.RIGHT].cards[0].click()  # the 7
    game = board.game
    assert game.equations[0] == Equation(("8",), (), ("7",))
    assert game.scores == [3, 5] and not board.face_down_mode
    assert "face down" in board.view.rows[0].info.value
    assert board.news() == ["Ann paid 2 points and turned a card of equation 1 face down."]


def test_face_down_counts_only_table_cards_when_cards_are_put_down():
    board = table(REARRANGE)
    board.pick_card(board.hand().index("1"))
    board.click_slot(1, "left", 0)  # 1 before "2 +"
    board.toggle_face_down()
    board.click_table_card(1, "left", 2)  # shown: 1 2 + → the table's "+"
    assert board.game.equations[1] == Equation(("2",), ("9",), ("+",))
    assert board.rows == {}  # the put-down card went back to the hand
    assert sorted(board.hand()) == sorted(["1", "2", "+"])


def test_toggling_face_down_twice_turns_it_off():
    board = table(REARRANGE)
    board.toggle_face_down()
    board.toggle_face_down()
    assert not board.face_down_mode
    board.click_table_card(0, "left", 0)
    assert board.message.startswith("Cards on the table never move")


def test_a_trade_between_two_people():
    board = table(TRADING, seats=("Ann", "Bob", "Cy"))
    view = board.view.variants
    assert shown(view.trade_box) and not shown(view.rearrange_box)
    assert list(view.partner.options) == [("Bob", 1), ("Cy", 2)]
    view.partner.value = 1
    view.give.value = "1 +"
    view.take.value = "×"
    view.take_points.value = 2
    view.trade_button.click()
    game = board.game
    assert sorted(game.hand(0)) == sorted(["2", "×"]) and game.scores == [7, 3, 5]
    assert sorted(game.hand(1)) == sorted(["1", "3", "4", "+"])
    assert board.news() == ["Ann traded with Bob: gave 1 +, got × and 2 points."]


@pytest.mark.parametrize(
    ("partner", "give", "take", "points", "message"),
    [
        (
            "Robo",
            "1",
            "3",
            (0, 0),
            "Trading is agreed between people, and the computer plays for Robo.",
        ),
        ("Zed", "1", "3", (0, 0), "There is no player Zed at this table."),
        (0, "1", "3", (0, 0), "Trade with another player"),
        ("Bob", "", "", (0, 0), "A trade swaps cards"),
        ("Bob", "9", "3", (0, 0), ""),
        ("Bob", "1", "3", (9, 0), "Ann cannot give those points."),
        ("Bob", "1 =", "3", (0, 0), "not a card"),
    ],
)
def test_a_bad_trade_says_why_and_changes_nothing(partner, give, take, points, message):
    board = table(TRADING, seats=("Ann", "Bob", ("Robo", GreedyBot(1))))
    before = board.game.to_dict()
    board.trade(partner, give, take, give_points=points[0], take_points=points[1])
    assert board.message and message in board.message
    assert board.game.to_dict() == before


def test_bots_are_not_offered_as_partners_and_the_panel_hides_without_people():
    board = table(TRADING, seats=("Ann", ("Robo", GreedyBot(1))))
    assert board.trade_partners() == []
    assert not shown(board.view.variants.trade_box)


def test_the_panels_follow_the_language():
    board = table(Rules(rearrange=True, trading=True))
    board.set_language("pl")
    view = board.view.variants
    assert view.rearrange_button.description == "Przestaw karty na stole"
    assert view.trade_button.description == "Wymień"
    board.set_language("ja")
    assert view.texts[0].description == "等式1"
