"""EquationsTable driven headlessly through its gestures: building a play card by card, the
live preview in maths, confirm, the draw, hints, bots, hot-seat hands, variants, languages,
bad clicks and long random-clicking runs."""

import asyncio
import random
from collections import Counter

import pytest

from mathplay.errors import MathplayError
from mathplay.expr import normalize_symbol
from mathplay.games.equations import (
    VARIANTS,
    EquationsGame,
    GreedyBot,
    Phase,
    RandomBot,
    Rules,
    Side,
    timed_hint,
)
from mathplay.i18n import translate
from mathplay.widgets import EquationsTable
from mathplay.widgets.equations_look import COLOURS, TABLE_CSS, CardLook, chips_html
from mathplay.widgets.equations_setup import EquationsSetup


def table_at(equations, hand, *, seats=("Ann", "Bob"), rules=Rules(), **options):
    """A table at a chosen position: three equations, the hand of Ann (to play)."""
    game = EquationsGame.from_text(
        equations, hand, players=[s if isinstance(s, str) else s[0] for s in seats], rules=rules
    )
    options.setdefault("private_hands", False)
    return EquationsTable(list(seats), game=game, **options)


def play_cards(board, *steps):
    """Pick each card (by symbol, the first free copy) and click its gap."""
    for card, equation, side, index in steps:
        free = [
            i
            for i, held in enumerate(board.hand())
            if held == card and i not in board.placed_cards()
        ]
        board.pick_card(free[0])
        board.click_slot(equation, side, index)
        assert board.message == "", board.message


def _symbol(face):
    """The card a face shows (a Polish board writes × as ·, ÷ as :)."""
    return normalize_symbol(face) or face


def shown_cards(board, equation, side):
    view = board.view.rows[equation].sides[Side(side)]
    return [_symbol(card.description) for card in view.cards if card.layout.display != "none"]


def shown_hand(board):
    hand = board.view.hand_cards
    return [_symbol(card.description) for card in hand if card.layout.display != "none"]


def preview_text(board):
    """The preview as shown: what to do next, or the pending play in maths."""
    view = board.view
    shown = [part.value for part in (view.prompt, view.maths) if part.layout.display != "none"]
    return "".join(shown)


def assert_shows_the_engine(board):
    """The table, the hand and the players agree with the engine, and the engine's own
    invariants hold: every card in exactly one place, a saved game comes back equal."""
    game = board.game
    assert EquationsGame.from_dict(game.to_dict()) == game
    places = [*game.draw_piles.values(), *game.discards.values(), *game.hands]
    places += [e.left + e.right + e.face_down for e in game.equations]
    assert Counter(c for place in places for c in place) == Counter(game.rules.cards())
    for equation, table in enumerate(game.equations):
        for side in Side:
            items = board.row_items(equation, side)
            assert [s for s, pending in items if not pending] == list(table.side(side))
            assert shown_cards(board, equation, side) == [s for s, _ in items]
            gaps = board.view.rows[equation].sides[side].gaps
            assert sum(g.layout.display != "none" for g in gaps) == len(items) + 1
    if board.viewer is not None and not board.hand_covered:
        assert shown_hand(board) == list(game.hand(board.viewer))
    boxes = board.view.players.value.split('class="mathplay-eq-player"')[1:]
    for box, points in zip(boxes, game.scores, strict=True):
        assert board.tr("widgets.equations.points", points=points) in box
    assert (board.view.summary.layout.display is None) == game.is_terminal


# ----- a new table ----------------------------------------------------------------------------
def test_a_new_table_shows_the_equations_the_hand_and_whose_turn_it_is():
    board = EquationsTable(["Ann", "Bob"], seed=2024, private_hands=False)
    assert {"mathplay-board", "mathplay-equations"} <= set(board._dom_classes)
    assert [e.to_text() for e in board.game.equations] == ["8 =", "÷ =", "7 ="]
    assert shown_cards(board, 0, "left") == ["8"] and shown_cards(board, 0, "right") == []
    assert shown_cards(board, 1, "left") == ["÷"]
    assert board.hand() == ("1", "5", "6", "7", "−", "×") and shown_hand(board) == list(
        board.hand()
    )
    hand_styles = board.view.hand_styles
    assert board.view.hand_cards[0].style is hand_styles[CardLook.DIGIT]
    assert board.view.hand_cards[4].style is hand_styles[CardLook.OPERATOR]
    assert "Your turn, Ann: pick a card from your hand" in board.view.turn_line.value
    assert "The first to reach 15 points wins!" in board.view.heading.value
    assert "left 8 · right ?" in board.view.rows[0].info.value
    assert "1 card (void at 10)" in board.view.rows[0].info.value
    assert "Digit cards 0–9: draw pile 50, discard pile 0" in board.view.piles.value
    assert "Operator cards +−×÷: draw pile 22" in board.view.piles.value
    assert "No moves yet." in board.view.log_box.value and "▶ Ann" in board.view.players.value
    buttons = board.view.buttons
    assert buttons["take_back"].disabled and buttons["confirm"].disabled
    assert not buttons["hint"].disabled
    assert buttons["pass"].layout.display == "none" and buttons["use_hint"].layout.display == "none"
    assert board.view.draw_box.layout.display == "none"
    legend = board.view.legend.value
    for words in ("digit card", "operator card", "red score chip: 1 point", "black score chip: 5"):
        assert words in legend
    assert "Pick a card from your hand, then click a gap" in preview_text(board)
    assert_shows_the_engine(board)


def test_seats_bot_names_and_variants_by_name():
    board = EquationsTable(["Ann", GreedyBot(), ("Robo", RandomBot(3))], seed=2)
    assert board.game.players == ["Ann", "GreedyBot 2", "Robo"]
    assert set(board.bots) == {1, 2} and "(computer)" in board.view.players.value
    gentle = EquationsTable(["Ann", "Bob"], "gentle", seed=1)
    assert gentle.game.rules == VARIANTS["gentle"]
    assert "Only the operator cards +−." in gentle.view.heading.value
    assert not set(gentle.game.rules.cards()) & {"×", "÷"}
    with pytest.raises(MathplayError) as info:
        EquationsTable(["Ann", "Bob"], "silly")
    assert info.value.localized("en").startswith("There is no variant called 'silly'")
    with pytest.raises(MathplayError) as info:
        EquationsTable(["Ann"], game=EquationsGame(2))
    assert (
        info.value.localized("en") == "This game is for 2 players, but the board was given 1 seat."
    )


# ----- building a play, the preview, confirm --------------------------------------------------
def test_rules_page_example_eight_minus_three_divided_by_three_is_seven():
    board = table_at(["8 =", "3 + = 7", "= 5"], "− 3 ÷ 3 7 2")
    board.pick_card(board.hand().index("−"))
    assert board.selected is not None and "Now click a yellow gap" in preview_text(board)
    gap = board.view.rows[0].sides[Side.LEFT].gaps[1]
    assert "mathplay-eq-picking" in board._dom_classes  # the table's CSS lights every gap
    assert gap.description == "▾" and not gap.disabled
    board.click_slot(0, "left", 1)
    assert "mathplay-eq-picking" not in board._dom_classes
    assert shown_cards(board, 0, "left") == ["8", "−"]
    assert "The expression ends with −: a number must come after it." in preview_text(board)
    assert "Allowed, but the equation is not complete yet" in preview_text(board)
    play_cards(board, ("3", 0, "left", 2), ("÷", 0, "left", 3), ("3", 0, "left", 4))
    play_cards(board, ("7", 0, "right", 0))
    assert shown_cards(board, 0, "left") == ["8", "−", "3", "÷", "3"]
    preview = preview_text(board)
    assert r"$8 - 3 \div 3$" in preview and "(value $7$)" in preview and "$7$" in preview
    assert "Complete! 7 cards with “=” − 3 = 4 points." in preview
    assert "left 7 · right 7" in board.view.rows[0].info.value
    assert not board.view.buttons["confirm"].disabled
    board.confirm()
    game = board.game
    assert game.scores == [4, 0] and game.phase == Phase.DRAW
    assert game.equations[0].size == 1  # started again with one card
    assert sorted(game.discards["digit"]) == ["3", "3", "7", "8"]
    assert "Ann completed equation 1, 8 − 3 ÷ 3 = 7: 4 points!" in board.view.news_line.value
    assert "Equation 1 was completed: it starts again with one card from the pile, " in (
        board.view.news_line.value
    )
    assert "mathplay-eq-chip-1" in board.view.players.value
    assert_shows_the_engine(board)


def test_worked_examples_of_the_rules_page_in_the_preview():
    # 7 ÷ 2 × 2 = 7 balances: exact arithmetic (value 7/2 shown as a fraction on the way)
    board = table_at(["7 =", "= 5", "= 6"], "÷ 2 × 2 7 1")
    play_cards(board, ("÷", 0, "left", 1), ("2", 0, "left", 2))
    assert r"$7 \div 2$" in preview_text(board) and r"(value $\frac{7}{2}$)" in preview_text(board)
    play_cards(board, ("×", 0, "left", 3), ("2", 0, "left", 4), ("7", 0, "right", 0))
    assert "Complete! 7 cards with “=” − 3 = 4 points." in preview_text(board)
    # a balanced equation with a dangling ÷ does not count
    board.take_back()
    play_cards(board, ("7", 0, "right", 0), ("÷", 0, "right", 1))
    assert "The expression ends with ÷" in preview_text(board)
    assert "not complete yet" in preview_text(board)
    # 25 = 25 gives 2 points; 3 = 3 gives 0
    board = table_at(["2 5 =", "3 =", "= 9"], "2 5 3 1")
    play_cards(board, ("2", 0, "right", 0), ("5", 0, "right", 1))
    assert "Complete! 5 cards with “=” − 3 = 2 points." in preview_text(board)
    board.take_back()
    play_cards(board, ("3", 1, "right", 0))
    assert "Complete! 3 cards with “=” − 3 = 0 points." in preview_text(board)


@pytest.mark.parametrize(
    ("cards", "reason"),
    [
        ((("0", 0, "left", 0),), "The number 07 starts with 0"),  # no leading zero
        ((("−", 0, "left", 0),), "A minus sign cannot start the expression"),
        ((("÷", 0, "left", 1), ("0", 0, "left", 2)), "Division by zero"),
    ],
)
def test_a_side_that_is_not_a_finished_expression_says_why(cards, reason):
    board = table_at(["7 = 8", "= 5", "= 6"], "0 − ÷ 1")
    play_cards(board, *cards)
    assert reason in preview_text(board)
    assert "not complete yet" in preview_text(board)


def test_cards_go_between_table_cards_and_between_new_cards():
    board = table_at(["3 7 = 1", "= 5", "= 6"], "+ 0 4 2")
    play_cards(board, ("+", 0, "left", 1))  # between the 3 and the 7
    play_cards(board, ("0", 0, "right", 1))
    assert shown_cards(board, 0, "left") == ["3", "+", "7"]
    assert "Complete! 6 cards with “=” − 3 = 3 points." in preview_text(board)
    play_cards(board, ("4", 0, "left", 1))  # before the new +: 34 + 7
    play_cards(board, ("2", 0, "left", 4))  # after the 7: 34 + 72
    assert shown_cards(board, 0, "left") == ["3", "4", "+", "7", "2"]
    placements = [(p.card, p.side, p.index) for p in board.placements]
    assert placements == [("4", "left", 1), ("+", "left", 1), ("2", "left", 2), ("0", "right", 1)]
    assert "left 106 · right 10" in board.view.rows[0].info.value
    board.click_table_card(0, "left", 1)  # a blue card goes back to the hand
    assert shown_cards(board, 0, "left") == ["3", "+", "7", "2"]
    assert len(board.placed_cards()) == 3 and board.message == ""
    board.click_table_card(0, "left", 0)  # a table card stays
    assert board.message.startswith("Cards on the table never move")
    board.pick_card(board.hand().index("2"))  # picking a placed card takes it back too
    assert shown_cards(board, 0, "left") == ["3", "+", "7"]
    board.take_back()
    assert board.placed_cards() == set() and shown_cards(board, 0, "left") == ["3", "7"]
    assert board.view.buttons["take_back"].disabled
    assert_shows_the_engine(board)


def test_the_preview_gives_the_engines_reason_and_confirm_is_refused():
    board = table_at(["8 =", "= 5", "= 6"], "1 2 3")
    play_cards(board, ("1", 0, "right", 0), ("2", 1, "left", 0))
    assert "Not allowed. All the cards of one turn go into the same equation." in preview_text(
        board
    )
    assert board.view.buttons["confirm"].disabled
    before = board.game.to_dict()
    board.confirm()
    assert board.message == "All the cards of one turn go into the same equation."
    assert board.game.to_dict() == before and len(board.placed_cards()) == 2


def test_an_equation_of_ten_cards_that_is_not_complete_is_void():
    board = table_at(["1 + 2 + 3 + 4 =", "= 5", "= 6"], "+ 5 9")
    play_cards(board, ("+", 0, "left", 7), ("5", 0, "left", 8))
    assert "⚠ Allowed, but equation 1 would hold 9 cards" not in preview_text(board)
    play_cards(board, ("9", 0, "right", 0))
    assert "equation 1 would hold 10 cards and not be complete: it is void" in preview_text(board)
    board.confirm()
    assert board.game.equations[0].size == 1 and board.game.scores == [0, 0]
    assert "Equation 1 (1 + 2 + 3 + 4 + 5 = 9) had too many cards: it is void." in (
        board.view.news_line.value
    )


# ----- drawing ----------------------------------------------------------------------------------
def test_drawing_from_the_piles_and_the_second_draw():
    board = table_at(["8 =", "= 5", "= 6"], "1 2 3 4 +")
    play_cards(board, ("1", 0, "right", 0))
    board.confirm()
    view = board.view
    assert view.draw_box.layout.display == "flex" and view.controls.layout.display == "none"
    assert "Ann, draw 2 cards: choose the piles." in view.turn_line.value
    labels = [b.description for b, _ in view.draw_buttons]
    assert labels == ["0–9  0–9", "0–9  +−×÷", "+−×÷  +−×÷"]
    assert view.draw_buttons[1][0].tooltip == "1 digit card and 1 operator card"
    assert view.end_turn.layout.display == "none"
    board.pick_card(0)
    assert board.message == "Now it is time to draw: choose the piles below."
    board.draw(("digit", "operator"))
    hand = board.game.hand(0)
    assert len(hand) == 6 and board.game.current_player == 1  # 6 cards: no second draw
    assert Counter(c.isdigit() for c in hand) == Counter({True: 4, False: 2})
    assert "Ann drew 1 digit card and 1 operator card." in board.view.log_box.value


def test_a_small_hand_may_draw_again_or_end_the_turn():
    board = table_at(["8 =", "= 5", "= 6"], "1 2")
    play_cards(board, ("1", 0, "right", 0))
    board.confirm()
    board.draw("operator")
    assert board.game.phase == Phase.DRAW_AGAIN and board.game.hand(0)[-2:] != ()
    assert "Ann, your hand is small (under 5 cards): draw 2 more cards, or end your turn." in (
        board.view.turn_line.value
    )
    assert board.view.end_turn.layout.display is None
    assert board.view.end_turn.description == "No, end my turn"
    board.draw_again(None)
    assert board.game.current_player == 1 and len(board.game.hand(0)) == 3
    assert "Ann ended the turn." in board.view.log_box.value


def test_passing_with_an_empty_hand():
    board = table_at(["8 =", "= 5", "= 6"], "")
    assert board.view.buttons["pass"].layout.display is None
    assert "Ann, you have no cards to play: pass." in board.view.turn_line.value
    board.pass_turn()
    assert board.game.phase == Phase.DRAW and "Ann passed." in board.view.news_line.value
    board = table_at(["8 =", "= 5", "= 6"], "1")
    board.pass_turn()
    assert board.message == "You have cards, so you must play at least one."


# ----- hints ------------------------------------------------------------------------------------
def test_the_hint_is_the_engines_best_completion_and_can_be_used():
    board = table_at(["8 =", "3 + = 7", "= 5"], "− 3 ÷ 3 7 2")
    board.hint()
    found = board.hint_found
    assert found.proven and found.completion == board.game.hint()
    assert found.completion.text == "3 ÷ 3 + 72 = 73" and found.completion.score == 6
    line = board.view.hint_line.value
    assert "Hint (the best possible): complete equation 2 like this for 6 points." in line
    assert "mathplay-eq-row-hinted" in board.view.rows[1].box._dom_classes
    hinted = [
        i for i, c in enumerate(board.view.hand_cards) if "mathplay-eq-hinted" in c._dom_classes
    ]
    assert sorted(board.hand()[i] for i in hinted) == sorted(found.completion.cards)
    board.use_hint()
    assert shown_cards(board, 1, "left") == ["3", "÷", "3", "+", "7", "2"]
    assert shown_cards(board, 1, "right") == ["7", "3"]
    assert "Complete! 9 cards with “=” − 3 = 6 points." in preview_text(board)
    board.confirm()
    assert board.game.scores == [6, 0] and board.hint_found is None
    assert board.view.hint_line.value == ""


def _contrast(one: str, two: str) -> float:
    def luminance(colour: str) -> float:
        rgb = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
        r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    light, dark = sorted((luminance(one), luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_hint_outline_shows_on_every_card_colour():
    rule = TABLE_CSS.split(".mathplay-eq-hinted {")[1].split("}")[0]
    assert "outline: 3px dashed #111111" in rule and "outline-offset: 2px" in rule
    assert "box-shadow: 0 0 0 2px #ffffff" in rule  # a white ring between card and outline
    for look, (background, _) in COLOURS.items():
        assert _contrast("#111111", background) >= 3 or _contrast("#ffffff", background) >= 3, look
    assert _contrast("#111111", COLOURS[CardLook.OPERATOR][0]) >= 3  # sky blue
    assert _contrast("#ffffff", COLOURS[CardLook.PENDING][0]) >= 3  # dark blue: the white ring


def test_no_hint_when_nothing_completes_and_a_hint_with_too_little_time():
    board = table_at(["8 =", "9 =", "= 5"], "+ ×")
    board.hint()
    assert "No equation can be completed with your cards now" in board.view.hint_line.value
    board.use_hint()
    assert board.message == "Ask for a hint first."
    big = "0 1 2 3 4 5 6 7 8 9 1 2 3 4 5 6 + − × ÷"
    game = EquationsGame.from_text(["8 =", "9 =", "= 5"], big)
    found = timed_hint(game, 0.05)
    assert not found.proven
    assert found.completion is None or found.completion.equation.is_complete()
    assert EquationsGame.from_text(["8 =", "9 =", "= 5"], big) == game  # untouched


def test_the_hint_can_use_two_equal_cards_in_one_gap():
    board = table_at(["1 1 =", "= 5", "= 6"], "1 1 +")
    board.hint()
    assert board.hint_found.completion.text == "11 = 11"
    board.use_hint()
    assert board.row(0, "right") == [0, 1] and shown_cards(board, 0, "right") == ["1", "1"]
    assert "Complete! 5 cards with “=” − 3 = 2 points." in preview_text(board)


# ----- bots and people -------------------------------------------------------------------------
def test_a_bot_answers_at_once_in_plain_python():
    board = EquationsTable(["Ann", ("Robo", GreedyBot(1))], seed=2024)
    board.pick_card(0)
    board.click_slot(0, "right", 0)
    board.confirm()
    board.draw(2)
    if board.game.phase == Phase.DRAW_AGAIN:
        board.draw_again(None)
    assert board.game.current_player == 0 and board.game.turn == 2
    robo = [entry for entry in board.history if entry.player == 1]
    assert robo and robo[-1].turn == 1
    assert "Your turn, Ann" in board.view.turn_line.value
    assert_shows_the_engine(board)


@pytest.mark.parametrize("seed", [1, 2])
def test_bots_only_games_play_to_the_end(seed):
    board = EquationsTable([("Robo", GreedyBot(seed)), ("Tina", GreedyBot(seed + 1))], seed=seed)
    game = board.game
    assert game.is_terminal and max(game.scores) >= 15
    summary = board.view.summary.value
    assert f"Game over! The winner: {game.players[game.winner]}" in summary
    assert f"Turns played: {game.turn}" in summary and "mathplay-eq-chip-5" in summary
    assert board.new_game_control.button.layout.display is None
    assert board.view.controls.layout.display == "none" and board.hand() == ()
    assert_shows_the_engine(board)
    board.new_game_control.button.click()  # the game is over: no question asked
    assert board.game.is_terminal and 0 < board.seed < 100_000 and board.history


def test_hot_seat_hands_stay_covered_until_their_owner_looks():
    board = EquationsTable(["Ann", "Bob"], seed=3)
    assert board.hand_covered and shown_hand(board) == []
    assert board.view.cover.description == "Show my cards (Ann)"
    board.pick_card(0)
    assert board.message == "Ann, click “Show my cards” first."
    board.show_hand()
    assert shown_hand(board) == list(board.game.hand(0))
    board.pick_card(0)
    board.click_slot(0, "left", 0)
    board.confirm()
    board.draw(1)
    assert board.hand_covered and board.view.cover.description == "Show my cards (Bob)"
    board.show_hand()
    assert shown_hand(board) == list(board.game.hand(1))
    assert "Hand · Bob" in board.view.hand_title.value


def test_gestures_wait_while_a_bot_is_to_move():
    board = EquationsTable(["Ann", ("Robo", GreedyBot())], seed=1)
    board.bots[0] = GreedyBot()  # now nobody may click: every seat is a bot
    before = board.game.to_dict()
    gestures = (
        lambda: board.pick_card(0),
        lambda: board.click_slot(0, "left", 0),
        board.confirm,
        lambda: board.draw(1),
        board.hint,
    )
    for gesture in gestures:
        gesture()
        assert board.message == "Wait a moment: the computer is playing."
    assert board.game.to_dict() == before


def test_widgets_are_made_once_and_only_updated():
    board = table_at(["8 =", "= 5", "= 6"], "1 2 3 4 5 6 7 8 9 + −")
    cards = list(board.view.rows[0].sides[Side.LEFT].cards)
    hand = list(board.view.hand_cards)
    assert len(hand) == 11  # the hand outgrew the first ten: one more, once
    play_cards(board, ("1", 0, "left", 1), ("+", 0, "left", 2), ("2", 0, "left", 3))
    board.take_back()
    grown = board.view.rows[0].sides[Side.LEFT].cards  # the same widgets, and more as it grew
    assert grown[: len(cards)] == cards and len(grown) > len(cards)
    assert board.view.hand_cards == hand
    long = ["1", "+", "2", "+", "3", "+", "4"]
    board = table_at(["8 =", "= 5", "= 6"], " ".join(long))
    play_cards(board, *((card, 0, "right", at) for at, card in enumerate(long)))
    assert shown_cards(board, 0, "right") == long  # seven cards: the side grew
    assert_shows_the_engine(board)


def test_score_chips():
    assert chips_html(0) == ""
    chips = chips_html(13)
    assert chips.count("mathplay-eq-chip-5") == 2 and chips.count("mathplay-eq-chip-1") == 3


# ----- languages and bad clicks ----------------------------------------------------------------
def test_languages_switch_every_text():
    board = table_at(["8 =", "3 + = 7", "= 5"], "− 3 ÷ 3 7 2")
    play_cards(board, ("−", 0, "left", 1), ("3", 0, "left", 2), ("÷", 0, "left", 3))
    play_cards(board, ("3", 0, "left", 4), ("7", 0, "right", 0))
    board.set_language("ja")
    assert "Annの番です" in board.view.turn_line.value
    assert "完成！イコールカードを入れて7枚 − 3 = 4ポイント。" in preview_text(board)
    assert board.view.buttons["confirm"].description == "確定"
    assert "赤のスコアチップ" in board.view.legend.value and "捨て札" in board.view.piles.value
    board.set_language("pl")
    assert "Twoja kolej, Ann" in board.view.turn_line.value
    assert "Ukończone! 7 kart z „=” − 3 = 4 punkty." in preview_text(board)
    assert board.view.buttons["take_back"].description == "Cofnij"
    assert "czarny żeton: 5 punktów" in board.view.legend.value
    board.take_back()
    play_cards(board, ("−", 0, "left", 1))
    assert "Wyrażenie kończy się znakiem „−”" in preview_text(board)
    board.set_language("en")
    assert "Your turn, Ann" in board.view.turn_line.value
    with pytest.raises(MathplayError):
        board.set_language("de")


@pytest.mark.parametrize(
    ("gesture", "message"),
    [
        (lambda b: b.pick_card(6), "There is no card number 6 in your hand: it holds 6 cards."),
        (lambda b: b.pick_card(-1), "There is no card number -1 in your hand: it holds 6 cards."),
        (
            lambda b: b.pick_card(True),
            "There is no card number True in your hand: it holds 6 cards.",
        ),
        (
            lambda b: b.click_slot(0, "left", 0),
            "Pick a card from your hand first, then click a gap.",
        ),
        (lambda b: b.click_slot(0, "left", 2), "There is no gap 2 on that side: choose 0 to 1."),
        (lambda b: b.click_slot(3, "left", 0), "There is no side 'left' of equation 3"),
        (lambda b: b.click_slot(0, "up", 0), "There is no side 'up' of equation 0"),
        (lambda b: b.click_table_card(0, "right", 0), "There is no card 0 on that side"),
        (lambda b: b.click_table_card(0, "left", 0), "Cards on the table never move"),
        (lambda b: b.confirm(), "Play at least one card."),
        (lambda b: b.draw(1), "First play cards from your hand into one equation."),
        (lambda b: b.draw_again(None), "First play cards from your hand into one equation."),
        (lambda b: b.draw("both"), "Choose a pile for each card (2 cards)"),
        (lambda b: b.draw(["digit"]), "Choose a pile for each card (2 cards)"),
        (lambda b: b.draw(1.5), "Choose a pile for each card (2 cards)"),
        (lambda b: b.use_hint(), "Ask for a hint first."),
        (lambda b: b.pass_turn(), "You have cards, so you must play at least one."),
    ],
)
def test_bad_clicks_give_messages_and_change_nothing(gesture, message):
    board = EquationsTable(["Ann", "Bob"], seed=2024, private_hands=False)
    before = board.game.to_dict()
    gesture(board)
    assert board.message.startswith(message)
    assert isinstance(board.last_error, MathplayError)
    assert board.game.to_dict() == before
    assert_shows_the_engine(board)


def test_a_bad_draw_count_is_the_engines_message():
    board = table_at(["8 =", "= 5", "= 6"], "1 2 3 4 5 6")
    play_cards(board, ("1", 0, "right", 0))
    board.confirm()
    board.draw(3)
    assert board.message == "Choose how many of the cards come from the digit pile: 0 to 2."


# ----- in a kernel: slow work off the event loop ------------------------------------------------
async def settle(board):
    for _ in range(1000):
        if not board.busy and board.bot_to_move() is None:
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the board never settled")


def test_in_a_kernel_bots_and_hints_work_off_the_event_loop():
    async def play():
        board = EquationsTable(
            ["Ann", ("Robo", GreedyBot(1))], seed=2024, bot_delay=0.01, hint_time_limit=None
        )  # no time limit: the proof must not depend on how busy the machine is
        board.hint()
        assert board.busy and "Thinking" in board.thinking.value
        board.pick_card(0)
        assert board.message == "Wait a moment: the computer is playing."
        await settle(board)
        assert board.hint_found.proven and board.hint_found.completion.score == 5
        board.use_hint()
        board.confirm()
        board.draw(2)
        board.draw_again(None)
        assert board.game.current_player == 1 and board.busy
        await settle(board)
        return board

    board = asyncio.run(play())
    assert board.game.current_player == 0 and board.game.scores[0] == 5
    assert board.thinking.value == "" and "Your turn, Ann" in board.view.turn_line.value
    assert_shows_the_engine(board)


# ----- the setup form ----------------------------------------------------------------------------
def test_the_form_chooses_seats_and_variants():
    form = EquationsSetup(seed=7)
    assert [s if isinstance(s, str) else s[0] for s in form.players()] == ["Player 1", "Player 2"]
    assert isinstance(form.players()[1][1], GreedyBot) and form.rules() == Rules()
    for slider in (form.target, form.penalty):  # a label beside, a slider of usable length
        assert slider.layout.width == "min(100%, 36em)" and slider.style.description_width
    form.seat_count.value = 3
    form.names[0].value = "Ann"
    form.kinds[1].value = "person"
    form.kinds[2].value = "random"
    form.target.value, form.penalty.value = 20, 4
    form.void_rule.value = False
    form.gentle.value = form.pass_hands.value = True
    assert form.void_at.disabled
    form.start()
    table = form.table
    assert table.game.players == ["Ann", "Player 2", "Player 3"]
    assert set(table.bots) == {2} and isinstance(table.bots[2], RandomBot)
    rules = table.game.rules
    assert (rules.target, rules.penalty, rules.void_at, rules.operators) == (20, 4, None, "+−")
    assert rules.pass_hands and form.table_box.children == (table,)
    form.set_language("pl")
    assert form.start_button.description == "Zacznij grę"
    assert form.kinds[2].value == "random" and form.kinds[2].label == "komputer (losowy)"
    assert "Gracz 2, twoja kolej" in table.view.turn_line.value or table.hand_covered


# ----- long random-clicking runs ----------------------------------------------------------------
def sensible_play(board, rng):
    """Gestures that put one or two hand cards into gaps of one equation and confirm."""
    hand = board.hand()
    if not hand:
        return [board.pass_turn]
    equation = rng.randrange(3)
    steps = [board.show_hand, board.take_back]
    for _ in range(rng.choice((1, 1, 2))):
        side = rng.choice(("left", "right"))
        gaps = len(board.game.equations[equation].side(side)) + 1
        steps += [
            lambda i=rng.randrange(len(hand)): board.pick_card(i),
            lambda s=side, g=gaps: board.click_slot(equation, s, rng.randrange(g)),
        ]
    return [*steps, board.confirm]


def random_gesture(board, rng):
    """One random click or a few: mostly sensible ones, some wild ones."""
    game = board.game
    roll = rng.random()
    if game.is_terminal:
        return [lambda: board.new_game(rng.randrange(100))] if roll < 0.4 else [board.confirm]
    if game.phase != Phase.PLAY and roll < 0.6:
        choice = rng.choice([0, 1, 2, "digit", "operator", ("digit", "operator"), None])
        return (
            [lambda: board.draw_again(choice)] if choice is None else [lambda: board.draw(choice)]
        )
    table = [
        (0.15, lambda: board.pick_card(rng.randrange(-1, len(board.hand()) + 1))),
        (
            0.3,
            lambda: board.click_slot(
                rng.randrange(-1, 4), rng.choice(["left", "right", "up"]), rng.randrange(-1, 4)
            ),
        ),
        (0.35, lambda: board.click_table_card(rng.randrange(3), "left", rng.randrange(3))),
        (0.4, board.confirm),
        (0.44, board.take_back),
        (0.46, board.hint),
        (0.52, board.use_hint),
        (0.55, board.show_hand),
        (0.56, lambda: board.set_language(rng.choice(["en", "ja", "pl"]))),
        (0.58, lambda: board.draw(rng.randrange(3))),
        (0.59, board.pass_turn),
    ]
    for limit, gesture in table:
        if roll < limit:
            return [gesture]
    if roll < 0.64:
        return [board.show_hand, board.hint, board.use_hint, board.confirm]
    if roll < 0.7 and (game.rules.rearrange or game.rules.trading):
        return variant_gestures(board, rng)
    return sensible_play(board, rng)


def variant_gestures(board, rng):
    """Rearrange the table (one card moved or two swapped), turn a table card face down, or
    trade random cards and points: sometimes allowed, often not."""
    game = board.game
    texts = [equation.to_text() for equation in game.equations]
    roll = rng.random()
    if roll < 0.35:
        cards = [text.split() for text in texts]
        source, target = rng.randrange(3), rng.randrange(3)
        if cards[source]:
            card = cards[source].pop(rng.randrange(len(cards[source])))
            cards[target].insert(rng.randrange(len(cards[target]) + 1), card)
        return [board.show_hand, lambda: board.rearrange([" ".join(row) for row in cards])]
    if roll < 0.7:
        return [
            board.show_hand,
            board.toggle_face_down,
            lambda: board.click_table_card(rng.randrange(3), "left", rng.randrange(3)),
        ]
    people = [seat for _, seat in board.trade_partners()]
    partner = rng.choice(people) if people and roll < 0.9 else rng.randrange(len(game.players))
    mine, theirs = list(game.hand()), list(game.hand(partner))
    give = rng.sample(mine, min(len(mine), rng.randrange(3)))
    take = rng.sample(theirs, min(len(theirs), rng.randrange(3)))
    points = rng.choice([(0, 0), (0, 0), (1, 0), (0, 1), (2, 2)])
    return [
        board.show_hand,
        lambda: board.trade(partner, give, take, give_points=points[0], take_points=points[1]),
    ]


@pytest.mark.parametrize(
    ("players", "rules"),
    [
        (["Ann", ("Robo", GreedyBot(1, max_cards=5))], Rules()),
        (["Ann", "Ben", ("Rita", RandomBot(2))], Rules(target=8)),
        ([("Robo", GreedyBot(3, max_cards=5)), "Ann"], VARIANTS["gentle"]),
        (["Ann", "Ben", ("Robo", GreedyBot(4, max_cards=5))], Rules(rearrange=True, trading=True)),
    ],
)
def test_random_gestures_never_raise_and_stay_consistent(players, rules, hint_countdown):
    hint_countdown(3_000)  # hints stop at the same point on every machine
    rng = random.Random(7)
    board = EquationsTable(players, rules, seed=3, hint_time_limit=0.05)
    finished = count = moved = 0
    kinds = Counter()
    while count < 1_000:
        for gesture in random_gesture(board, rng):
            before = board.game.to_dict()
            board.last_error = None
            gesture()
            count += 1
            if board.last_error is not None:
                assert isinstance(board.last_error, MathplayError), board.last_error
                assert board.game.to_dict() == before
            if board.game.to_dict() != before:
                moved += 1
                kinds.update(event.kind for event in board.game.last_events)
        finished += board.game.is_terminal
        assert_shows_the_engine(board)
    assert count >= 1_000 and finished > 0 and moved > 100
    variants = {"rearrange": rules.rearrange, "face_down": rules.rearrange, "trade": rules.trading}
    assert {kind: kinds[kind] > 0 for kind in variants} == variants


def test_messages_already_shown_switch_language_too():
    board = table_at(["8 =", "= 5", "= 6"], "1")
    board.pass_turn()  # refused: the engine's reason in the status line
    assert board.message == "You have cards, so you must play at least one."
    board.set_language("ja")
    assert board.message == translate("equations.must_play", "ja")
    board.set_language("pl")
    assert board.message == translate("equations.must_play", "pl")
    board.take_back()  # a gesture that works clears it, in any language
    board.set_language("en")
    assert board.message == ""
