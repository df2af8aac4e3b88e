"""MemoryGrid driven headlessly through its gestures: play, chaos, bots, finale, languages."""

import random

import pytest

from mathplay.errors import MathplayError
from mathplay.games.memory import (
    Flip,
    ForgetfulBot,
    MemoryGame,
    PerfectMemoryBot,
    RandomBot,
    Rules,
    play_game,
)
from mathplay.widgets import MemoryGrid
from mathplay.widgets.memory_look import CardLook, face_label


def board_of(layout, players=("Ann", "Bob"), grid=(2, 4), **options):
    rules = Rules(grid=grid, **options.pop("rules", {}))
    return MemoryGrid(list(players), rules, seed=1, layout=layout, **options)


def labels(board):
    return [card.description for card in board.cards]


def looks(board):
    return [board.look(p) for p in range(len(board.cards))]


def assert_shows_the_engine(board):
    """Every card button and player box agrees with the engine state and the reveal."""
    game = board.game
    MemoryGame.from_dict(game.to_dict())  # the engine's own invariants hold
    for position, card in enumerate(board.cards):
        look = board.look(position)
        assert f"mathplay-memory-{look}" in card._dom_classes
        face = game.face_up().get(position)
        if position in board.reveal:
            face = board.reveal[position][0]
            assert look in (CardLook.BACK, CardLook.WON)
        if face is not None:
            assert card.description == face_label(face, board.tr)
        elif game.face(position) is None:
            assert look == CardLook.TAKEN and card.description == " " and card.disabled
        else:
            assert card.description in ("?", "⇄") and not card.disabled
    for player, line in enumerate(board.player_lines):
        assert board.tr("widgets.memory.cards_count", count=len(game.hand(player))) in line.value
        assert ("▶" in line.value) == (not game.is_terminal and player == game.current_player)


def test_a_new_board_is_all_face_down():
    board = MemoryGrid(["Ann", "Bob"], seed=3)
    assert len(board.cards) == 40 and labels(board) == ["?"] * 40
    assert board.grid.layout.grid_template_columns == "repeat(8, 66px)"
    assert "Ann, your turn: flip two cards." in board.turn_line.value
    assert "highest value wins" in board.heading.value
    assert {"mathplay-board", "mathplay-memory"} <= set(board._dom_classes)
    assert all("mathplay-memory-card" in card._dom_classes for card in board.cards)
    assert board.continue_button.layout.display == "none"
    assert board.chaos_box.layout.display == "none"
    assert board.finale.box.layout.display == "none"
    assert "Face-down cards: 40" in board.left_line.value
    assert_shows_the_engine(board)


def test_flipping_shows_the_face():
    board = board_of("7 3 7 3 + × + ×")
    board.click_card(1, 0)
    assert board.game.face_up() == {4: "+"}
    assert labels(board)[4] == "+" and board.look(4) == CardLook.UP
    assert board.cards[4].style.button_color == "#F0E442"
    assert "Ann: flip a second card" in board.turn_line.value
    assert_shows_the_engine(board)


def test_a_pair_goes_to_the_player_who_plays_again():
    board = board_of("7 3 7 3 + × + ×")
    board.flip(0)
    board.flip(2)
    assert board.game.hand(0) == ("7", "7") and board.game.current_player == 0
    assert looks(board)[:3] == [CardLook.WON, CardLook.DOWN, CardLook.WON]
    assert labels(board)[:3] == ["7", "?", "7"] and not board.cards[0].disabled
    assert "Ann found a pair: 7, 7!" in board.news_line.value
    assert "2 cards" in board.player_lines[0].value and "▶ Ann" in board.player_lines[0].value
    assert not board.paused
    board.flip(1)  # the next flip turns the pair away
    assert looks(board)[:3] == [CardLook.TAKEN, CardLook.UP, CardLook.TAKEN]
    assert labels(board)[:3] == [" ", "3", " "]
    assert_shows_the_engine(board)


def test_a_mismatch_stays_visible_until_continue():
    board = board_of("7 3 7 3 + × + ×")
    board.flip(0)
    board.flip(1)
    game = board.game
    assert game.current_player == 1 and game.face_up() == {}
    assert labels(board)[:2] == ["7", "3"]
    assert looks(board)[:2] == [CardLook.BACK, CardLook.BACK]
    assert board.paused and board.continue_button.layout.display == "flex"
    assert "Remember these cards!" in board.turn_line.value and "Next: Bob" in board.turn_line.value
    assert "Back face down, in the same place: 7, 3." in board.news_line.value
    assert_shows_the_engine(board)
    board.continue_turn()
    assert labels(board)[:2] == ["?", "?"] and not board.paused
    assert "Bob, your turn" in board.turn_line.value
    assert board.continue_button.layout.display == "none"
    assert_shows_the_engine(board)


def test_a_flip_during_the_look_turns_the_cards_back_and_flips():
    board = board_of("7 3 7 3 + × + ×")
    board.flip(0)
    board.flip(1)
    board.flip(2)
    assert board.reveal == {} and board.game.face_up() == {2: "7"}
    assert labels(board)[:3] == ["?", "?", "7"]
    assert board.game.current_player == 1


def test_a_mismatch_with_an_operator_gives_a_bonus_card():
    board = board_of("7 + 7 3 3 × + ×")
    board.flip(0)
    board.flip(1)
    assert board.game.hand(0) == ("+",)
    assert looks(board)[:2] == [CardLook.BACK, CardLook.WON]
    assert "Ann takes the bonus card +." in board.news_line.value
    assert "1 cards" in board.player_lines[0].value and ">+</span>" in board.player_lines[0].value
    board.continue_turn()
    assert looks(board)[:2] == [CardLook.DOWN, CardLook.TAKEN]


def test_chaos_asks_how_many_cards_to_shuffle():
    board = board_of("chaos 7 chaos 7 3 3 5 5")
    board.flip(0)
    assert board.cards[0].description == "chaos"
    board.flip(2)
    game = board.game
    assert game.phase == "chaos" and game.hand(0) == ()
    assert board.chaos_box.layout.display == "flex"
    assert board.chaos_count.min == 2 and board.chaos_count.max == 6
    assert "Choose how many face-down cards to shuffle (2 to 6)" in board.turn_line.value
    before = game.to_dict()
    board.flip(1)
    assert board.message.startswith("Use your chaos card first")
    board.choose_chaos(7)
    assert board.message == "Choose from 2 to 6 face-down cards to shuffle."
    assert game.to_dict() == before
    board.chaos_count.value = 6
    board.chaos_button.click()
    assert game.phase == "first_flip" and game.current_player == 0  # a pair: Ann goes on
    assert board.shuffled == {1, 3, 4, 5, 6, 7}
    assert [labels(board)[p] for p in sorted(board.shuffled)] == ["⇄"] * 6
    assert "Chaos! Ann shuffled 6 face-down cards" in board.news_line.value
    assert board.chaos_box.layout.display == "none"
    assert_shows_the_engine(board)
    board.flip(1)
    assert board.shuffled == frozenset() and board.look(3) == CardLook.DOWN


def test_bad_clicks_give_messages_and_change_nothing():
    board = board_of("7 3 7 3 + × + ×")
    board.flip(0)
    board.flip(2)
    before = board.game.to_dict()
    board.flip(0)
    assert board.message == "The card at place 0 has already been taken."
    board.flip(1)
    board.flip(1)
    assert board.message.startswith("The card at place 1 is already face up")
    board.flip(99)
    assert board.message == "There is no card at place 99."
    board.click_card(0, 4)
    assert board.message == "There is no card in row 0, column 4."
    board.click_card("a", 0)
    assert board.message == "There is no card in row a, column 0."
    board.choose_chaos(2)
    assert board.message == "There is no chaos card to use now."
    assert board.game.face_up() == {1: "3"}
    board.flip(3)
    assert board.game.hand(0) == ("7", "7", "3", "3") and before["collected"] == [[0, 2], []]
    assert_shows_the_engine(board)


def test_a_bot_waits_until_the_person_has_seen_the_cards():
    bot = PerfectMemoryBot(seed=1)
    board = board_of("7 3 7 3 + × + ×", players=["Ann", ("Robo", bot)])
    board.flip(0)
    board.flip(1)
    assert board.paused and board.game.current_player == 1
    assert "Click “Continue” and Robo (computer) plays" in board.turn_line.value
    assert bot.memory == {0: "7", 1: "3"}, "the bot saw the person's cards"
    board.flip(4)  # a click during the look only continues: it is the bot's turn
    game = board.game
    assert game.hand(1)[:2] == ("3", "3"), "the bot found the partner of the 3 it saw"
    assert game.hand(0) == () and game.current_player == 0, "Ann's click flipped nothing"
    assert "Ann, your turn" in board.turn_line.value and "Robo flipped" in board.news_line.value
    assert_shows_the_engine(board)


def test_a_bot_plays_and_its_cards_stay_in_view_for_the_person():
    board = board_of("7 3 5 9 7 3 5 9", players=[("Robo", RandomBot(seed=4)), "Ann"])
    game = board.game
    assert game.current_player == 1 and game.turn == 1, "the bot played its turn at once"
    assert not board.paused and len(board.reveal) == 2
    assert all(look == CardLook.BACK for _, look in board.reveal.values())
    assert "Ann, your turn" in board.turn_line.value
    assert "Robo flipped" in board.news_line.value
    assert_shows_the_engine(board)


def test_gestures_are_refused_while_a_bot_is_to_move():
    board = board_of("7 3 7 3 + × + ×", players=["Ann", ("Robo", PerfectMemoryBot())])
    board.paused = False  # as if a bot's move were on its way in a kernel
    board.game.apply(Flip(0))
    board.game.apply(Flip(1))
    before = board.game.to_dict()
    board.flip(2)
    assert board.message == "Wait a moment: the computer is playing."
    board.choose_chaos(2)
    assert board.game.to_dict() == before


@pytest.mark.parametrize("seed", range(6))
def test_bots_only_games_play_to_the_end(seed):
    bots = [PerfectMemoryBot(seed=seed), ForgetfulBot(0.3, seed=seed), RandomBot(seed=seed)]
    board = MemoryGrid(bots, seed=seed)
    game = board.game
    assert game.is_terminal
    replay = play_game(
        [PerfectMemoryBot(seed=seed), ForgetfulBot(0.3, seed=seed), RandomBot(seed=seed)],
        seed=seed,
    )
    assert game.to_dict() | {"players": []} == replay.to_dict() | {"players": []}, (
        "the board plays exactly as the engine's own driver"
    )
    assert board.table.layout.display == "none" and board.finale.box.layout.display == "flex"
    assert "No face-down cards are left!" in board.turn_line.value
    assert_shows_the_engine(board)


def test_languages_switch_every_text():
    board = board_of("7 3 7 3 + × chaos chaos", language="pl")
    assert "Ann, twoja kolej: odwróć dwie karty." in board.turn_line.value
    assert "zakryta" in board.legend.value
    board.flip(0)
    board.flip(1)
    assert board.continue_button.description == "Dalej"
    board.set_language("ja")
    assert board.continue_button.description == "つづける"
    assert "このカードを覚えよう" in board.turn_line.value
    assert "ペアではありません" in board.news_line.value
    assert "裏向き" in board.legend.value and "神経衰弱" in board.heading.value
    assert board.cards[0].tooltip == "裏向きにもどる：覚えよう！"
    board.continue_turn()
    board.flip(6)
    assert board.cards[6].description == "カオス"
    board.set_language("en")
    assert board.cards[6].description == "chaos"
    assert "Bob: flip a second card" in board.turn_line.value


def test_goal_variants_are_announced():
    assert "closest to zero" in MemoryGrid(rules=Rules(goal="zero")).heading.value
    assert "closest to 24 wins" in MemoryGrid(rules=Rules(goal=("target", 24))).heading.value
    assert "smallest value" in MemoryGrid(rules=Rules(goal="min")).heading.value


def test_a_smaller_grid_and_layout():
    board = MemoryGrid(
        ["Ann", "Bob", "Cid"], Rules(grid=(3, 3)), layout="1 1 2 2 + + Y", first_player=2
    )
    assert len(board.cards) == 7 and board.grid.layout.grid_template_columns == "repeat(3, 66px)"
    assert "Cid, your turn" in board.turn_line.value
    board.click_card(2, 0)
    assert board.game.face_up() == {6: "Y"}


def random_gesture(board, rng):
    game = board.game
    gesture = rng.random()
    if gesture < 0.6:
        down = game.face_down()
        board.flip(rng.choice(down) if down and rng.random() < 0.9 else rng.randrange(-2, 42))
    elif gesture < 0.7:
        board.click_card(rng.randrange(-1, 6), rng.randrange(-1, 9))
    elif gesture < 0.8:
        board.continue_turn()
    elif gesture < 0.95:
        board.choose_chaos(rng.randrange(0, len(game.grid) + 2))
    else:
        board.set_language(rng.choice(["en", "ja", "pl"]))


@pytest.mark.parametrize(
    "players",
    [["Ann", "Bob"], ["Ann", ("Robo", PerfectMemoryBot(seed=2)), "Cid"]],
    ids=["people", "with a bot"],
)
def test_random_gestures_never_raise_and_stay_consistent(players):
    rng = random.Random(11)
    board = MemoryGrid(players, seed=5)
    gestures = games = 0
    while gestures < 1200:
        board.last_error = None
        random_gesture(board, rng)
        gestures += 1
        assert board.last_error is None or isinstance(board.last_error, MathplayError)
        assert_shows_the_engine(board)
        if board.game.is_terminal:
            games += 1
            board = MemoryGrid(players, seed=5 + games)
    assert games >= 3


def test_the_chaos_slider_follows_the_face_down_count():
    board = board_of("chaos chaos 7 7", grid=(1, 4))
    board.flip(0)
    board.flip(1)
    assert board.chaos_count.max == 2 and board.chaos_count.value == 2
    board.choose_chaos(2)
    assert board.game.current_player == 0 and board.shuffled == {2, 3}


def test_chaos_counts_are_checked_by_the_engine():
    board = board_of("chaos chaos 7 7 3 3", grid=(1, 6))
    board.flip(0)
    board.flip(1)
    for count in (0, 1, 5, -1, "3", 2.0):
        board.choose_chaos(count)
        assert board.game.phase == "chaos", count
    board.choose_chaos(4)
    assert board.game.phase == "first_flip" and board.shuffled == {2, 3, 4, 5}
