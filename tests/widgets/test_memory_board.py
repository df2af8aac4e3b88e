"""MemoryGrid driven headlessly through its gestures: play, chaos, bots, finale, languages."""

import asyncio
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
from mathplay.i18n import translate
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
        assert ("▶" in line.value) == (not game.in_finale and player == game.current_player)


def test_a_new_board_is_all_face_down():
    board = MemoryGrid(["Ann", "Bob"], seed=3)
    assert len(board.cards) == 40 and labels(board) == ["?"] * 40
    assert board.grid.layout.grid_template_columns == "repeat(8, 66px)"
    assert "Your turn, Ann: flip two cards." in board.turn_line.value
    assert "highest value wins" in board.heading.value
    assert {"mathplay-board", "mathplay-memory"} <= set(board._dom_classes)
    assert all("mathplay-memory-card" in card._dom_classes for card in board.cards)
    assert board.continue_button.layout.display == "none"
    assert board.chaos_box.layout.display == "none"
    assert board.finale.box.layout.display == "none"
    assert "40 face-down cards on the table" in board.left_line.value
    assert_shows_the_engine(board)


def test_flipping_shows_the_face():
    board = board_of("7 3 7 3 + × + ×")
    board.click_card(1, 0)
    assert board.game.face_up() == {4: "+"}
    assert labels(board)[4] == "+" and board.look(4) == CardLook.UP
    assert board.cards[4].style.button_color == "#F0E442"
    assert "Now flip a second card, Ann" in board.turn_line.value
    assert_shows_the_engine(board)


def test_a_pair_goes_to_the_player_who_plays_again():
    board = board_of("7 3 7 3 + × + ×")
    board.flip(0)
    board.flip(2)
    assert board.game.hand(0) == ("7", "7") and board.game.current_player == 0
    assert looks(board)[:3] == [CardLook.WON, CardLook.DOWN, CardLook.WON]
    assert labels(board)[:3] == ["7", "?", "7"] and not board.cards[0].disabled
    assert "A pair for Ann: 7 and 7!" in board.news_line.value
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
    assert "Back face down, in the same place: 7 and 3." in board.news_line.value
    assert_shows_the_engine(board)
    board.continue_turn()
    assert labels(board)[:2] == ["?", "?"] and not board.paused
    assert "Your turn, Bob" in board.turn_line.value
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
    assert "Ann took 1 bonus card: +." in board.news_line.value
    assert "1 card" in board.player_lines[0].value and ">+</span>" in board.player_lines[0].value
    board.continue_turn()
    assert looks(board)[:2] == [CardLook.DOWN, CardLook.TAKEN]


def test_chaos_asks_how_many_cards_to_shuffle():
    board = board_of("chaos 7 chaos 7 3 3 5 5")
    board.flip(0)
    assert board.cards[0].description == "chaos"
    # the word fits a 66 px card: a smaller font and 2 px padding (not cut to "cha…")
    assert board.cards[0].style.font_size == "15px" and "padding: 0 2px" in board.heading.value
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
    assert "Click “Continue” and the computer plays for Robo" in board.turn_line.value
    assert bot.memory == {0: "7", 1: "3"}, "the bot saw the person's cards"
    board.flip(4)  # a click during the look only continues: it is the bot's turn
    game = board.game
    assert game.hand(1)[:2] == ("3", "3"), "the bot found the partner of the 3 it saw"
    assert game.hand(0) == () and game.current_player == 0, "Ann's click flipped nothing"
    assert "Your turn, Ann" in board.turn_line.value and "Robo flipped" in board.news_line.value
    assert_shows_the_engine(board)


def test_a_bot_plays_and_its_cards_stay_in_view_for_the_person():
    board = board_of("7 3 5 9 7 3 5 9", players=[("Robo", RandomBot(seed=4)), "Ann"])
    game = board.game
    assert game.current_player == 1 and game.turn == 1, "the bot played its turn at once"
    assert not board.paused and len(board.reveal) == 2
    assert all(look == CardLook.BACK for _, look in board.reveal.values())
    assert "Your turn, Ann" in board.turn_line.value
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
    assert "Twoja kolej, Ann: odwróć dwie karty." in board.turn_line.value
    assert "zakryta" in board.legend.value
    board.flip(0)
    board.flip(1)
    assert board.continue_button.description == "Dalej"
    board.set_language("ja")
    assert board.continue_button.description == "つづける"
    assert "このカードを覚えよう" in board.turn_line.value
    assert "ペアではありません" in board.news_line.value
    assert "裏向き" in board.legend.value and "神経衰弱" in board.heading.value
    assert board.cards[0].tooltip == "0行0列、7、裏向きにもどる：覚えよう！"
    board.continue_turn()
    board.flip(6)
    assert board.cards[6].description == "カオス"
    board.set_language("en")
    assert board.cards[6].description == "chaos"
    assert "Now flip a second card, Bob" in board.turn_line.value


def test_goal_variants_are_announced():
    assert "closest to zero" in MemoryGrid(rules=Rules(goal="zero")).heading.value
    assert "closest to 24 wins" in MemoryGrid(rules=Rules(goal=("target", 24))).heading.value
    assert "smallest value" in MemoryGrid(rules=Rules(goal="min")).heading.value


def test_a_smaller_grid_and_layout():
    board = MemoryGrid(
        ["Ann", "Bob", "Cid"], Rules(grid=(3, 3)), layout="1 1 2 2 + + Y", first_player=2
    )
    assert len(board.cards) == 7 and board.grid.layout.grid_template_columns == "repeat(3, 66px)"
    assert "Your turn, Cid" in board.turn_line.value
    board.click_card(2, 0)
    assert board.game.face_up() == {6: "Y"}


def random_gesture(board, rng):
    game = board.game
    if game.in_finale:
        random_finale_gesture(board, rng)
        return
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


def random_finale_gesture(board, rng):
    finale = board.finale
    gesture = rng.random()
    builder = finale.builders.get(finale.selected)
    if gesture < 0.6 and builder is not None:
        builder.click_card(rng.randrange(-1, len(builder.cards) + 1))
        if builder.pending_wildcard is not None:
            builder.choose_wildcard(rng.choice("0123456789+-×÷"))
    elif gesture < 0.65 and builder is not None:
        builder.take_back()
    elif gesture < 0.75:
        finale.select(rng.randrange(-1, len(board.game.players) + 1))
    elif gesture < 0.9:
        finale.declare(rng.choice([None, None, rng.randrange(-1, 4)]))
    else:
        finale.show_results()


def assert_the_finale_is_consistent(board):
    game, finale = board.game, board.finale
    for player, text in enumerate(game.declared):
        if text is not None:
            assert player in finale.builders
            assert finale.checks[player].expression == text
    if finale.standings is not None:
        assert finale.standings == game.standings()


SMALL_DECK = Rules(
    digits="13579", operator_copies=2, wildcard_copies=2, chaos_copies=2, grid=(4, 6)
)


@pytest.mark.parametrize(
    ("players", "rules"),
    [
        (["Ann", "Bob"], SMALL_DECK),
        (["Ann", ("Robo", PerfectMemoryBot(seed=2)), "Cid"], Rules()),
    ],
    ids=["people, small deck", "with a bot"],
)
def test_random_gestures_never_raise_and_stay_consistent(players, rules):
    rng = random.Random(11)
    board = MemoryGrid(players, rules, seed=5)
    gestures = games = finale_gestures = 0
    while gestures < 1000:
        board.last_error = None
        random_gesture(board, rng)
        gestures += 1
        assert board.last_error is None or isinstance(board.last_error, MathplayError)
        assert_shows_the_engine(board)
        assert_the_finale_is_consistent(board)
        if board.game.in_finale and (finale_gestures := finale_gestures + 1) > 100:
            games += 1
            finale_gestures = 0
            board = MemoryGrid(players, rules, seed=5 + games)
    assert games >= 2


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


# ----- the finale -------------------------------------------------------------------------


def play_quick_game(players=("Ann", "Bob")):
    """Ann takes 9 9, 4 4 and the bonus +; Bob takes 7 7 and the last card ×."""
    board = board_of("9 4 9 4 + × 7 7", players=players)
    for position in (0, 2, 1, 3, 4, 6, 6, 7, 5):
        board.flip(position)
    return board


def build(builder, symbols):
    for symbol in symbols:
        free = [i for i, card in enumerate(builder.cards) if card == symbol]
        builder.click_card(next(i for i in free if i not in builder.used))


def test_the_finale_opens_when_no_card_is_face_down():
    board = play_quick_game()
    game, finale = board.game, board.finale
    assert game.in_finale and game.hand(0) == ("9", "9", "4", "4", "+")
    assert game.hand(1) == ("7", "7", "×")
    assert finale.box.layout.display == "flex" and board.table.layout.display == "none"
    assert board.legend.layout.display == "none"
    assert sorted(finale.builders) == [0, 1] and finale.selected == 0
    assert finale.builders[0].cards == ("9", "9", "4", "4", "+")
    assert finale.builders[0].layout.display == "flex"
    assert finale.builders[1].layout.display == "none"
    assert finale.chooser.options == (("Ann", 0), ("Bob", 1))
    assert "Ann: click your cards in order" in finale.about.value
    assert "Use all the cards to make the highest value." in finale.builders[0].heading.value
    assert finale.results.value == "" and finale.comparison.value == ""


def test_announcing_compares_with_the_best_and_explains_it():
    board = play_quick_game()
    finale = board.finale
    build(finale.builders[0], "94+94")
    assert "= <b>188</b>" in finale.builders[0].value_line.value, "the value shows live"
    finale.declare()
    assert board.game.declared == ["94 + 94", None]
    text = finale.comparison.value
    assert "Ann announced 94 + 94 = 188." in text
    assert "998" not in text, "no give-away while Bob still builds"
    assert "Still to announce: Bob." in text
    assert finale.declare_button.disabled and finale.builders[0].layout.display == "none"
    assert finale.results.value == "", "results wait for Bob"
    finale.declare()
    assert board.message == "Ann: the expression is already announced."
    announce_bob(finale)
    finale.select(0)
    text = finale.comparison.value
    assert "The best expression of these cards: 994 + 4 = 998." in text
    assert "Why is it the best?" in text
    assert "In 994 the 9 goes first: in front a digit counts the most." in text
    assert "Put the + anywhere else, and at best it makes 9 + 944 = 953: less." in text
    assert "none makes more than 998" in text
    assert "×" not in text and "÷" not in text, "nothing about cards Ann does not hold"


def announce_bob(finale):
    finale.select(1)
    build(finale.builders[1], "7×7")
    finale.declare()


def test_the_best_expression_is_recognised():
    board = play_quick_game()
    build(board.finale.builders[0], "4+994")
    board.finale.declare()
    announce_bob(board.finale)
    board.finale.select(0)
    assert "That is the best possible!" in board.finale.comparison.value
    assert "The best expression of these cards" not in board.finale.comparison.value


def test_results_come_once_everyone_has_announced():
    board = play_quick_game()
    finale = board.finale
    build(finale.builders[0], "94+94")
    finale.declare()
    finale.select(1)
    assert finale.chooser.value == 1 and finale.builders[1].layout.display == "flex"
    build(finale.builders[1], "7×7")
    finale.declare(1)
    assert [s.rank for s in finale.standings] == [1, 2]
    table = finale.results.value
    assert "Game over! The winner: Ann" in table
    assert table.index("94 + 94 (announced)") < table.index("7 × 7 (announced)")
    assert ">188<" in table and ">998<" in table and ">49<" in table


def test_wrong_expressions_are_messages_and_change_nothing():
    board = play_quick_game()
    finale = board.finale
    build(finale.builders[0], "94")
    finale.declare()
    assert board.message == "Use all your cards: the + card is missing."
    finale.builders[0].clear()
    finale.declare()
    assert board.game.declared == [None, None] and board.message
    finale.declare(5)
    assert board.message == "There is no player 5 in this game."
    finale.select(-1)
    assert board.message == "There is no player -1 in this game." and finale.selected == 0


def test_a_bot_uses_its_best_expression():
    board = play_quick_game(players=["Ann", ("Robo", PerfectMemoryBot())])
    finale = board.finale
    assert sorted(finale.builders) == [0]
    finale.select(1)
    assert "The computer plays for Robo: it uses the best expression." in finale.about.value
    assert finale.declare_button.disabled
    finale.declare()
    assert board.message == "The computer plays for Robo: it uses the best expression."
    board.show_text("")
    finale.check()  # nobody checks an opponent's hand
    assert board.message == "The computer plays for Robo: it uses the best expression."
    assert finale.check_line.value == "" and finale.check_button.disabled
    finale.select(0)
    build(finale.builders[0], "94+")
    assert finale.builders[0].value is None
    assert "ends with +" in finale.builders[0].value_line.value
    build(finale.builders[0], "94")
    finale.declare()
    finale.select(1)
    assert "Game over! The winner: Ann" in finale.results.value, "no need to wait for a bot"
    assert "49 (best)" not in finale.results.value and "7 × 7 (best)" in finale.results.value


def test_results_on_demand_use_the_best_for_those_who_did_not_announce():
    board = play_quick_game()
    board.finale.results_button.click()
    table = board.finale.results.value
    assert "994 + 4 (best)" in table and "7 × 7 (best)" in table
    assert "Game over! The winner: Ann" in table


def test_a_player_without_cards_has_no_expression():
    board = board_of("7 7 3 3", grid=(1, 4))
    for position in (0, 1, 2, 3, 0, 2, 1, 3):
        board.flip(position)
    game, finale = board.game, board.finale
    assert game.hand(1) == () and game.in_finale
    assert sorted(finale.builders) == [0]
    finale.select(1)
    assert "No cards for Bob, so no expression." in finale.about.value
    finale.show_results()
    assert [s.rank for s in finale.standings] == [1, 2]
    assert "no expression" in finale.results.value


def test_a_person_with_nothing_to_build_announces_at_once_and_the_game_ends():
    board = board_of("+ × 7 7 3 3 9 9", players=("Ann", "Bob"))
    for position in (0, 1, 2, 3, 4, 5, 6, 7):  # Ann: + and × only; Bob takes every pair
        board.flip(position)
        if board.paused:
            board.continue_turn()
    game, finale = board.game, board.finale
    assert game.hand(0) == ("+", "×") and game.in_finale
    assert game.finished == [True, False], "Ann has nothing to build: her turn is over"
    finale.select(1)
    build(finale.builders[1], "97+3" if "+" in game.hand(1) else "".join(game.hand(1)))
    finale.declare()
    assert game.is_terminal, "the finale ends once Bob has announced"
    assert "Game over! The winner: Bob" in finale.results.value
    assert "Still to announce" not in finale.comparison.value


def test_after_a_bot_announced_last_the_best_shows_and_the_results_come():
    board = play_quick_game(players=["Ann", ("Robo", PerfectMemoryBot())])
    finale = board.finale
    build(finale.builders[0], "94+94")
    finale.declare()
    assert board.game.is_terminal and board.game.finished == [True, True]
    text = finale.comparison.value
    assert "Still to announce" not in text, "Robo's best expression counts: no one waits"
    assert "The best expression of these cards: 994 + 4 = 998." in text
    assert "Game over! The winner: Ann" in finale.results.value


def test_a_tie_is_announced():
    board = board_of("7 7 + 7 7 +", grid=(1, 6))
    for position in (0, 1, 2, 3, 3, 4, 5):
        board.flip(position)
    assert board.game.hand(0) == board.game.hand(1) == ("7", "7", "+")
    board.finale.show_results()
    assert [s.rank for s in board.finale.standings] == [1, 1]
    assert "Game over! A tie between Ann and Bob." in board.finale.results.value


def test_a_y_card_asks_what_it_becomes():
    board = board_of("Y 9 9 ÷ 1 1 + ×", players=("Ann", "Bob"))
    for position in (1, 2, 4, 5, 0, 3, 6, 7):
        board.flip(position)
    game, finale = board.game, board.finale
    assert game.hand(0) == ("9", "9", "1", "1", "Y", "÷")
    builder = finale.builders[0]
    builder.click_card(4)
    builder.choose_wildcard("9")
    build(builder, "91÷19")
    finale.declare()
    assert game.declared[0] == "991 ÷ 19"
    assert "Ann announced 991 ÷ 19 = 991/19." in finale.comparison.value


def test_the_finale_speaks_every_language():
    board = play_quick_game()
    build(board.finale.builders[0], "94+94")
    board.finale.declare()
    announce_bob(board.finale)
    board.finale.select(0)
    board.set_language("pl")
    finale = board.finale
    assert finale.declare_button.description == "Ogłoś"
    assert "Czyje wyrażenie?" in finale.chooser_label.value
    assert "Ogłoszone (Ann): 94 + 94 = 188." in finale.comparison.value
    assert "Dlaczego to najlepsze?" in finale.comparison.value
    assert "najwyższy wynik" in finale.builders[0].heading.value
    board.set_language("ja")
    assert finale.results_button.description == "結果"
    assert "いちばんよい式" in finale.comparison.value
    assert "裏向きのカードはもうありません" in board.turn_line.value


# ----- inside a running event loop (as in a kernel) -----------------------------------------


async def settle(board):
    """Wait until no bot move or best-expression search is on its way."""
    for _ in range(500):
        if not board.busy and board.bot_to_move() is None:
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the board never settled")


def test_in_a_kernel_bots_move_off_the_event_loop_and_people_wait():
    async def play():
        bot = PerfectMemoryBot(seed=1)
        board = board_of(
            "7 3 7 3 + × + ×", players=["Ann", ("Robo", bot)], bot_delay=0.05, look_time=0.05
        )
        board.flip(0)
        board.flip(1)
        assert board.paused and not board.busy, "the bot waits while Ann looks"
        board.continue_turn()
        assert board.busy and "Thinking" in board.thinking.value
        board.flip(2)
        assert board.message == "Wait a moment: the computer is playing."
        await settle(board)
        return board

    board = asyncio.run(play())
    game = board.game
    assert game.current_player == 0 and game.hand(1)[:2] == ("3", "3")
    assert board.thinking.value == "" and "Your turn, Ann" in board.turn_line.value
    assert_shows_the_engine(board)


def test_in_a_kernel_the_finale_checks_off_the_event_loop():
    async def finish():
        board = play_quick_game()
        build(board.finale.builders[0], "994+4")
        board.finale.declare()
        assert board.game.declared[0] == "994 + 4" and board.finale.comparison.value == ""
        assert "Looking for the best expressions" in board.thinking.value
        await settle(board)
        announce_bob(board.finale)
        await settle(board)
        board.finale.select(0)
        return board

    board = asyncio.run(finish())
    assert "That is the best possible!" in board.finale.comparison.value


def test_after_a_pair_a_person_may_stop_and_the_turn_passes():
    board = MemoryGrid(["Ann", "Bob"], Rules(grid=(2, 4)), layout="7 7 3 3 5 5")
    board.flip(0)
    board.flip(1)
    assert board.game.may_stop and board.stop_button.layout.display == "flex"
    assert "A pair! Ann, flip two more cards, or stop" in board.turn_line.value
    board.stop_turn()
    assert board.game.current_player == 1 and board.stop_button.layout.display == "none"
    assert "Ann stopped after a pair." in board.news_line.value


def test_cards_say_where_they_are_and_what_shows():
    board = MemoryGrid(["Ann", "Bob"], Rules(grid=(2, 4)), layout="7 7 3 3 5 5")
    assert board.cards[5].tooltip == "row 1, column 1, face down"
    board.flip(2)
    assert board.cards[2].tooltip == "row 0, column 2, 3"
    assert ".mathplay-memory-grid" in board.keyboard.groups


def test_checking_says_right_and_how_far_from_your_best_but_never_the_best():
    board = play_quick_game()
    finale = board.finale
    build(finale.builders[0], "94+9")
    finale.check()
    assert board.message == "Use every card: 1 card still to place."
    build(finale.builders[0], "4")
    finale.check()
    line = finale.check_line.value
    assert "✓ 94+94 = 188: a correct expression of all your cards." in line
    finale.builders[0].clear()
    build(finale.builders[0], "9+944")
    finale.check()
    assert "Your best so far: 953. Can you beat it?" in finale.check_line.value
    finale.builders[0].clear()
    build(finale.builders[0], "94+94")
    finale.check()
    assert "Your best so far was 953: this one is 765 away from it." in finale.check_line.value
    assert "998" not in finale.check_line.value + finale.comparison.value + board.message
    assert board.game.declared == [None, None], "checking announces nothing"


def test_a_hand_without_a_number_card_says_so_at_once():
    board = board_of("+ × 7 7", players=("Ann", "Bob"))
    for position in (0, 1, 2, 3):
        board.flip(position)
    finale = board.finale
    assert board.game.hand(0) == ("+", "×") and 0 not in finale.builders
    assert finale.selected == 0
    assert "No number card for Ann: no expression can be made of only + and ×." in (
        finale.about.value
    )


def test_messages_already_shown_switch_language_too():
    board = play_quick_game()
    finale = board.finale
    build(finale.builders[0], "94+9")
    finale.check()  # the status line: an error of the builder's hand
    build(finale.builders[0], "4")
    finale.check()  # the check's lines
    board.flip(0)  # and a refused gesture in the status line
    english = (board.message, finale.check_line.value)
    board.set_language("pl")
    assert board.message == translate("memory.game_over", "pl") != english[0]
    assert (
        translate("widgets.memory.check_right", "pl", expression="94+94", value="188")
        in finale.check_line.value
    )
    board.set_language("en")
    assert (board.message, finale.check_line.value) == english
