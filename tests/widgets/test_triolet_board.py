"""TrioletBoard driven headlessly through its gestures: placing, preview, confirm, exchange,
pass, hints, bots, hot-seat racks, languages, bad clicks and a long random-clicking run."""

import random
import re
from collections import Counter

import pytest

from mathplay.errors import MathplayError
from mathplay.games.triolet import (
    WILD,
    Board,
    Exchange,
    GreedyBot,
    Pass,
    Placement,
    RandomBot,
    Rules,
    Score,
    StrategicBot,
    TrioletGame,
    hint,
)
from mathplay.widgets import TrioletBoard
from mathplay.widgets.triolet import hint_text
from mathplay.widgets.triolet_look import SQUARE_STYLES, WILD_MARK, Look, tile_label


def game_at(tiles=(), racks=((1, 2, 3), (4, 5, 6)), players=("Ann", "Bob"), *, bag=None):
    """A game at a chosen position: ``tiles`` are (row, col, value[, wild]) on the board,
    ``racks`` the players' racks, Ann to play. The bag holds every other tile, or only
    ``bag`` of them: then the game is played with just these tiles (``Rules.distribution``)."""
    grid = [["."] * 15 for _ in range(15)]
    for row, col, value, *wild in tiles:
        grid[row][col] = f"{value}{'*' if wild and wild[0] else ''}"
    board = Board.from_text("\n".join(" ".join(line) for line in grid))
    used = Counter(WILD if p.wild else p.value for p in board.tiles())
    for rack in racks:
        used.update(rack)
    rest = list((Counter(Rules().all_tiles()) - used).elements())
    in_bag = rest if bag is None else rest[:bag]
    every = used + Counter(in_bag)
    rules = Rules(distribution=tuple(every[v] for v in range(16)), wild_tiles=every[WILD])
    data = TrioletGame(list(players), seed=0, rules=rules).to_dict()
    data.update(board=board.to_text(), racks=[list(r) for r in racks], bag=in_bag)
    return TrioletGame.from_dict(data)


def board_at(*tiles, racks=((1, 2, 3), (4, 5, 6)), seats=("Ann", "Bob"), bag=None, **options):
    names = [s if isinstance(s, str) else s[0] for s in seats]
    game = game_at(tiles, racks, players=names, bag=bag)
    options.setdefault("private_racks", False)
    return TrioletBoard(list(seats), game=game, **options)


def label(board, row, col):
    """What the square's button shows in the browser."""
    return board.view.grid.rows[row].options[col][0]


def look(board, row, col):
    return board.view.grid.look_at(row, col)


def colours(board):
    """Each square's background colour, as the board's stylesheet gives it (row by row)."""
    rules = board.view.grid.css.value.removeprefix("<style>").split("}")
    base = next(r for r in rules if " button{" in r)
    colour = [re.search(r"background:(#\w+)", base).group(1)] * 225
    for rule in rules:
        if ":is(" in rule:
            background = re.search(r"background:(#\w+)", rule).group(1)
            for row, col in re.findall(r"mathplay-row-(\d+) button:nth-child\((\d+)\)", rule):
                colour[int(row) * 15 + int(col) - 1] = background
    return colour


def rack_labels(board):
    return [tile.description for tile in board.view.rack_tiles if tile.layout.display != "none"]


def assert_shows_the_engine(board):
    """Every square, the rack and the players agree with the engine (and the engine's own
    invariants hold: every tile exactly once, a saved game comes back equal)."""
    game = board.game
    assert TrioletGame.from_dict(game.to_dict()) == game
    pending = {p.square: p for p in board.placements}
    hinted = {p.square: p for p in board.hint_found.move.placements} if board.hint_found else {}
    painted = colours(board)
    for at, (shown_look, shown) in enumerate(board.view.grid.shown):
        row, col = divmod(at, 15)
        assert board.view.grid.rows[row].options[col] == (shown, col)
        assert painted[at] == SQUARE_STYLES[shown_look][0]
        value = game.board.get(row, col)
        if (row, col) in pending:
            p = pending[(row, col)]
            assert (shown_look, shown) == (Look.PENDING, f"{p.value}{WILD_MARK if p.wild else ''}")
        elif board.wild_square and board.wild_square[1:] == (row, col):
            assert (shown_look, shown) == (Look.PENDING, "?")
        elif value is not None:
            wild = game.board.is_wild(row, col)
            assert shown == f"{value}{WILD_MARK if wild else ''}"
            assert shown_look in (Look.TILE, Look.WILD, Look.LAST)
        elif (row, col) in hinted:
            h = hinted[(row, col)]
            assert (shown_look, shown) == (Look.HINT, f"{h.value}{WILD_MARK if h.wild else ''}")
        else:
            premium = board.view.premium_looks[at]
            assert (shown_look, shown) == (premium, SQUARE_STYLES[premium][3])
    if board.viewer is not None and not board.rack_covered:
        assert rack_labels(board) == [tile_label(t) for t in game.rack(board.viewer)]
    boxes = board.view.players.value.split('class="mathplay-triolet-player"')[1:]
    for box, points in zip(boxes, game.scores, strict=True):
        assert board.tr("widgets.triolet.points", points=points) in box
    assert board.tr("widgets.triolet.bag", count=len(game.bag)) in board.view.bag_line.value


# ----- a new board ---------------------------------------------------------------------------
def test_a_new_board_shows_the_squares_the_rack_and_whose_turn_it_is():
    board = TrioletBoard(["Ann", "Bob"], seed=1, private_racks=False)
    rows = board.view.grid.rows
    assert len(rows) == 15 and all(len(row.options) == 15 for row in rows)
    assert {"mathplay-board", "mathplay-triolet", board.view.grid.scope} <= set(board._dom_classes)
    assert "mathplay-squares" in board.view.grid.squares._dom_classes
    assert "mathplay-row-7" in rows[7]._dom_classes
    assert label(board, 7, 7) == "★"
    assert label(board, 7, 3) == "×2" and label(board, 1, 4) == "×3"
    assert label(board, 0, 7) == "↻" and label(board, 0, 0) == " "
    painted = colours(board)
    assert painted[4 * 15 + 4] == "#56B4E9" and painted[1 * 15 + 4] == "#D55E00"
    assert painted[0 * 15 + 7] == "#009E73" and painted[7 * 15 + 7] == "#CC79A7"
    assert painted[0] == "#e6eaee"
    assert board.view.grid.rows[7].tooltips[3] == "row 7, column 3, double square, empty"
    assert board.game.rack() == (1, 11, 0) and rack_labels(board) == ["1", "11", "0"]
    assert "Your turn, Ann: pick a tile, then a square." in board.view.turn_line.value
    assert "77 tiles in the bag" in board.view.bag_line.value
    assert "▶ Ann" in board.view.players.value and "No moves yet." in board.view.log.value
    buttons = board.view.buttons
    assert buttons["confirm"].disabled and buttons["take_back"].disabled
    assert not buttons["pass"].disabled and not buttons["exchange"].disabled
    assert board.view.picker.layout.display == "none"
    assert board.view.summary.layout.display == "none"
    legend = board.view.legend.value
    for words in ("centre mark", "double square", "triple square", "replay square", "wild tile"):
        assert words in legend
    assert "Pick a tile from your rack" in board.view.preview_line.value
    assert_shows_the_engine(board)


def test_seats_and_bot_names():
    board = TrioletBoard(["Ann", GreedyBot(), ("Robo", RandomBot(3))], seed=2)
    assert board.game.players == ["Ann", "GreedyBot 2", "Robo"]
    assert set(board.bots) == {1, 2}
    assert "(computer)" in board.view.players.value
    board.set_language("ja")  # full-width brackets in Japanese
    assert "（コンピューター）" in board.view.players.value and "(" not in board.view.players.value
    with pytest.raises(MathplayError) as info:
        TrioletBoard(["Ann"], game=TrioletGame(["A", "B"]))
    assert (
        info.value.localized("en") == "This game is for 2 players, but the board was given 1 seat."
    )
    assert TrioletBoard(2, game=TrioletGame(["A", "B"], seed=4)).game.players == ["A", "B"]


# ----- placing, preview, confirm -------------------------------------------------------------
def test_rules_page_example_1_two_pairs_for_28_through_the_board():
    # 6 and 7 in a row, the 6 under an existing 9: 7 + 6 = 13 and 9 + 6 = 15.
    board = board_at((5, 6, 9), racks=((6, 7, 1), (4, 5, 6)))
    board.pick_tile(1)
    assert board.selected == 1
    assert board.view.rack_tiles[1].style is board.view.rack_styles["selected"]
    board.click_square(6, 5)
    assert label(board, 6, 5) == "7" and board.selected is None
    assert look(board, 6, 5) == Look.PENDING and "outline:3px solid" in board.view.grid.css.value
    assert board.view.rack_tiles[1].style is board.view.rack_styles["placed"]
    board.pick_tile(0)
    board.click_square(6, 6)
    assert board.placements == (Placement(6, 5, 7), Placement(6, 6, 6))
    assert isinstance(board.preview, Score) and board.preview.total == 28
    assert board.preview_text() == "✓ Allowed! 7 + 6 = 13 and 9 + 6 = 15: 28 points in all"
    assert "7 + 6 = 13 and 9 + 6 = 15: 28 points in all" in board.view.preview_line.value
    assert not board.view.buttons["confirm"].disabled
    board.confirm()
    game = board.game
    assert game.scores == [28, 0] and game.current_player == 1 and board.placements == ()
    assert game.board.get(6, 5) == 7 and game.board.get(6, 6) == 6
    assert look(board, 6, 5) == Look.LAST and "outline:3px solid" not in board.view.grid.css.value
    assert "Ann placed 7 and 6: 28 points." in board.view.news_line.value
    assert "Your turn, Bob" in board.view.turn_line.value
    assert_shows_the_engine(board)


def test_rules_page_example_2_a_trio_for_30():
    board = board_at((6, 5, 7), (6, 6, 5), racks=((3, 9, 9), (4, 5, 6)))
    board.pick_tile(0)
    board.click_square(6, 7)
    assert board.preview_text() == "✓ Allowed! 7 + 5 + 3 = 15 → 30 points"
    board.confirm()
    assert board.game.scores == [30, 0]


def test_the_preview_gives_the_engines_reason_and_confirm_is_refused():
    board = board_at((5, 6, 9), racks=((6, 7, 1), (4, 5, 6)))
    board.pick_tile(0)
    board.click_square(6, 6)
    board.pick_tile(1)
    board.click_square(6, 8)  # a gap at (6, 7)
    assert isinstance(board.preview, MathplayError)
    assert board.preview.message_id == "triolet.gap"
    reason = "✗ Not yet. There is an empty square at (6, 7) between your tiles: no gaps."
    assert board.preview_text() == reason
    assert board.view.buttons["confirm"].disabled
    before = board.game.to_dict()
    board.confirm()
    assert board.message == "There is an empty square at (6, 7) between your tiles: no gaps."
    assert board.game.to_dict() == before and len(board.placements) == 2
    board.click_square(6, 8)  # take that tile back: the 6 alone makes 9 + 6 = 15
    assert board.placements == (Placement(6, 6, 6),)
    assert board.preview_text() == "✓ Allowed! 9 + 6 = 15 points"


def test_the_first_move_must_cover_the_centre_and_a_pair_must_not_pass_15():
    board = TrioletBoard(["Ann", "Bob"], seed=1, private_racks=False)  # rack 1, 11, 0
    board.pick_tile(1)
    board.click_square(3, 3)
    assert board.preview_text() == "✗ Not yet. The first move must cover the centre mark (7, 7)."
    board.take_back()
    assert board.placements == () and label(board, 3, 3) == " "
    board.pick_tile(1)
    board.click_square(7, 7)
    assert board.preview_text() == "✓ Allowed! 11 × 2 = 22 points"
    board.pick_tile(0)
    board.click_square(7, 8)
    assert board.preview_text() == "✓ Allowed! (11 + 1) × 2 = 24 points"


def test_picking_a_placed_tile_takes_it_back_and_clicks_on_tiles_are_refused():
    board = board_at((5, 6, 9), racks=((6, 7, 1), (4, 5, 6)))
    board.pick_tile(0)
    board.pick_tile(0)
    assert board.selected is None  # a second click puts it down again
    board.click_square(6, 6)
    assert board.message == "First pick a tile from your rack, then click a square."
    board.pick_tile(0)
    board.click_square(5, 6)
    assert board.message == "Square (5, 6) already has a tile: choose an empty square."
    board.click_square(6, 6)
    board.pick_tile(0)  # the 6 lies on the board: back to the rack
    assert board.placements == () and label(board, 6, 6) == " "
    assert_shows_the_engine(board)


def test_a_wild_tile_asks_for_its_number():
    board = board_at((5, 6, 9), racks=((WILD, 7, 1), (4, 5, 6)))
    assert rack_labels(board) == [WILD_MARK, "7", "1"]
    assert "wild tile" in board.view.rack_tiles[0].tooltip
    board.choose_wild_value(3)
    assert board.message == "Put your wild tile on a square first, then choose its number."
    board.pick_tile(0)
    board.click_square(6, 6)
    assert board.wild_square == (0, 6, 6) and label(board, 6, 6) == "?"
    assert board.view.picker.layout.display == "flex"
    assert "Which number is your wild tile?" in board.view.picker_label.value
    board.click_square(6, 5)
    assert board.message == "First choose the number of your wild tile (0 to 15)."
    board.choose_wild_value(16)
    assert board.message == "A wild tile can be a number from 0 to 15, not 16."
    board.confirm()
    assert board.message == "First choose the number of your wild tile (0 to 15)."
    board.view.values.index = 6  # a click on "6" in the number picker
    assert board.placements == (Placement(6, 6, 6, wild=True),)
    assert board.view.values.index is None
    assert label(board, 6, 6) == f"6{WILD_MARK}"
    assert board.view.picker.layout.display == "none"
    assert board.preview_text() == "✓ Allowed! 9 + 0 = 9 points"  # a wild tile counts 0
    board.confirm()
    assert board.game.board.is_wild(6, 6) and board.game.scores == [9, 0]
    assert look(board, 6, 6) == Look.LAST
    assert_shows_the_engine(board)


def test_wild_tiles_of_earlier_turns_have_their_own_look():
    board = board_at((5, 6, 9, True), (5, 7, 2))
    assert label(board, 5, 6) == f"9{WILD_MARK}"
    assert look(board, 5, 6) == Look.WILD
    assert look(board, 5, 7) == Look.TILE


def test_a_second_click_on_the_waiting_wild_square_takes_it_back():
    board = board_at((5, 6, 9), racks=((WILD, 7, 1), (4, 5, 6)))
    board.pick_tile(0)
    board.click_square(6, 6)
    board.click_square(6, 6)
    assert board.wild_square is None and label(board, 6, 6) == " "
    assert board.view.picker.layout.display == "none"


def test_a_replay_square_gives_an_extra_turn():
    board = board_at((1, 2, 5), racks=((4, 7, 1), (4, 5, 6)))
    board.pick_tile(0)
    board.click_square(1, 1)  # replay square
    assert "↻ A replay square: you will play again." in board.view.preview_line.value
    board.confirm()
    assert board.game.current_player == 0 and board.game.is_extra_turn
    assert "Replay square! Play again, Ann" in board.view.turn_line.value
    assert "↻ Another turn for Ann." in board.view.news_line.value


def test_only_what_changed_is_sent():
    board = board_at((5, 6, 9), racks=((6, 7, 1), (4, 5, 6)))
    grid = board.view.grid
    rows, sheet = list(grid.rows), grid.css
    changes = []
    for row in rows:
        row.observe(changes.append, names=["options", "tooltips"])
    sheet.observe(changes.append, names="value")
    board.pick_tile(0)
    assert changes == []  # only the rack tile changed
    board.click_square(6, 6)
    assert [(change["owner"], change["name"]) for change in changes] == [
        (rows[6], "options"),  # the label and what a screen reader says: one message
        (rows[6], "tooltips"),
        (sheet, "value"),
    ]
    assert changes[1]["new"][6] == "row 6, column 6, your tile 6, not confirmed"
    before, after = changes[0]["old"], changes[0]["new"]
    assert [col for col in range(15) if before[col] != after[col]] == [6]
    board.confirm()
    assert board.view.grid.rows == rows and board.view.grid.css is sheet  # never rebuilt


def test_a_click_in_the_browser_is_a_click_on_a_square():
    board = board_at((5, 6, 9), racks=((6, 7, 1), (4, 5, 6)))
    board.pick_tile(0)
    row = board.view.grid.rows[6]
    row.index = 6  # what a click on the 7th button of row 6 sends
    assert board.placements == (Placement(6, 6, 6),) and row.index is None
    row.index = 6  # the same square again: the tile comes back
    assert board.placements == ()


# ----- exchange, pass, hint ------------------------------------------------------------------
def test_exchanging_chosen_tiles():
    board = TrioletBoard(["Ann", "Bob"], seed=1, private_racks=False)  # rack 1, 11, 0
    board.pick_tile(0)
    board.click_square(7, 7)
    board.start_exchange()
    assert board.exchanging and board.placements == ()
    assert board.view.exchange_controls.layout.display == "flex"
    assert board.view.controls.layout.display == "none"
    assert board.view.buttons["exchange_go"].disabled
    board.click_square(7, 7)
    assert board.message.startswith("You are choosing tiles to exchange")
    board.pick_tile(0)
    board.pick_tile(2)
    board.pick_tile(1)
    board.pick_tile(1)
    assert board.exchange_choice == {0, 2}
    assert board.view.buttons["exchange_go"].description == "Exchange 2 tiles"
    assert board.view.rack_tiles[0].style is board.view.rack_styles["exchange"]
    bag_before = len(board.game.bag)
    board.exchange()
    game = board.game
    assert game.history[-1].move == Exchange((0, 1)) and len(game.bag) == bag_before
    assert game.current_player == 1 and not board.exchanging
    assert "Ann exchanged 2 tiles with the bag." in board.view.news_line.value
    board.exchange([])
    assert board.message == "Choose at least one tile to exchange."
    board.exchange([0, 7])
    assert board.message == "There is no tile number 7 on the rack: it holds 3 tiles."
    board.exchange([2])
    assert len(game.history) == 2 and game.current_player == 0
    assert_shows_the_engine(board)


@pytest.mark.parametrize("language", ["en", "ja", "pl"])
def test_the_exchange_prompt_names_the_button_as_it_reads(language):
    board = TrioletBoard(["Ann", "Bob"], seed=1, private_racks=False, language=language)
    board.start_exchange()
    board.pick_tile(0)
    prompt = board.view.preview_line.value
    named = re.search("[“「„]([^”」]+)[”」]", prompt).group(1)
    assert named in board.view.buttons["exchange_go"].description, (named, language)


def test_cancel_ends_the_exchange_and_a_small_bag_forbids_it():
    board = TrioletBoard(["Ann", "Bob"], seed=1, private_racks=False)
    board.start_exchange()
    board.take_back()
    assert not board.exchanging and board.view.controls.layout.display == "flex"
    small = board_at((7, 7, 9), racks=((6, 7, 1), (4, 5, 6)), bag=4)
    assert small.view.buttons["exchange"].disabled
    small.start_exchange()
    assert (
        small.message
        == "You can exchange tiles only while the bag holds enough tiles (now 4 tiles)."
    )
    small.exchange([0])
    assert small.message == "You can exchange tiles only while the bag holds at least 5 (it has 4)."


def test_passing_and_the_log():
    board = TrioletBoard(["Ann", "Bob"], seed=1, private_racks=False)
    board.pass_turn()
    assert board.game.history[-1].move == Pass() and board.game.current_player == 1
    assert "Ann passed." in board.view.log.value
    board.pass_turn()  # everyone passed, but tiles still fit: the game goes on
    assert not board.game.is_terminal
    stuck = TrioletBoard(
        ["Ann", "Bob"], seed=1, private_racks=False, rules=Rules(passes_end_only_when_stuck=False)
    )
    stuck.pass_turn()
    stuck.pass_turn()  # with the other reading a round of passes ends the game
    assert stuck.game.is_terminal
    assert "Everyone passed, so the game ended." in stuck.view.summary.value


def test_the_hint_shows_the_engines_best_move_on_the_board():
    board = board_at((5, 6, 9), racks=((6, 7, 1), (4, 5, 6)))
    best = hint(board.game)
    board.hint()
    assert board.hint_found == best
    for p in best.move.placements:
        assert label(board, p.row, p.col) == str(p.value)
        assert look(board, p.row, p.col) == Look.HINT
    assert "outline:3px dashed" in board.view.grid.css.value
    assert board.message.startswith("Hint: the best move now is ")
    assert f"{best.score.total} points" in board.message
    assert not re.search(r"(\d+)(: | → )\1\b", board.message), "the total is said once"
    assert_shows_the_engine(board)
    board.pass_turn()
    assert board.hint_found is None
    assert all(shown != Look.HINT for shown, _ in board.view.grid.shown)


def test_no_hint_when_no_tile_fits():
    board = board_at((7, 7, 15), racks=((15, 14, 13), (4, 5, 6)))
    board.hint()
    assert board.hint_found is None
    assert board.message == "No tile fits anywhere now: exchange tiles or pass."


# ----- bots, hot-seat, the end ---------------------------------------------------------------
def test_a_bot_answers_at_once_in_plain_python():
    board = TrioletBoard(["Ann", ("Robo", GreedyBot())], seed=1)
    assert not board.private_racks and not board.rack_covered
    board.pick_tile(1)
    board.click_square(7, 7)
    board.confirm()
    game = board.game
    assert [turn.player for turn in game.history] == [0, 1] and game.current_player == 0
    assert "Robo placed" in board.view.news_line.value
    assert_shows_the_engine(board)


@pytest.mark.parametrize("seed", [0, 5])
def test_bots_only_games_play_to_the_end(seed):
    board = TrioletBoard([GreedyBot(), StrategicBot(), RandomBot(seed)], seed=seed)
    game = board.game
    assert game.is_terminal and board.viewer is None
    assert board.view.summary.layout.display is None
    summary = board.view.summary.value
    winner = game.players[game.winners()[0]]
    assert f"Game over! The winner: {winner}" in summary or "a tie" in summary
    assert "Final scores" in summary and board.new_game_control.button.layout.display is None
    assert board.view.controls.layout.display == "none"
    assert (
        board.view.rack_box.layout.display == "none"
        and board.view.rack_title.layout.display == "none"
    )
    assert_shows_the_engine(board)
    board.click_square(7, 7)
    assert board.message == "The game is over. Click “New game” to play again."
    board.new_game_control.button.click()  # the game is over: no question asked
    assert board.game.is_terminal and board.game is not game and 0 < board.seed < 100_000


def test_the_last_tile_wins_the_tiles_left_on_the_other_racks():
    board = board_at((7, 7, 9), racks=((6,), (4, 5, 1)), bag=0)
    board.pick_tile(0)
    board.click_square(7, 8)
    board.confirm()
    game = board.game
    assert game.is_terminal and game.scores == [15 + 10, 0]
    summary = board.view.summary.value
    assert "Game over! The winner: Ann" in summary
    assert "Ann placed the last tile: +10 points for the tiles left on the other racks." in summary
    assert "left on the rack: 4, 5, and 1" in summary
    assert (
        "↻" not in board.view.turn_line.value and "The game is over" in board.view.turn_line.value
    )


def test_hot_seat_racks_stay_covered_until_their_owner_looks():
    board = TrioletBoard(["Ann", "Bob"], seed=1)
    assert board.private_racks and board.rack_covered and rack_labels(board) == []
    assert "This rack is hidden. Ann, when nobody else" in board.view.preview_line.value
    assert board.view.buttons["pass"].disabled and board.view.buttons["hint"].disabled
    assert board.view.cover.description == "Show my tiles (Ann)"
    board.pick_tile(0)
    assert (
        board.message
        == "This rack is hidden. Ann, when nobody else can see the screen, click “Show my tiles”."
    )
    board.show_rack()
    assert not board.rack_covered and rack_labels(board) == ["1", "11", "0"]
    board.pass_turn()
    assert board.rack_covered and board.view.cover.description == "Show my tiles (Bob)"
    board.show_rack()
    assert rack_labels(board) == [tile_label(t) for t in board.game.rack(1)]
    assert "Rack · Bob" in board.view.rack_title.value


def test_gestures_wait_while_a_bot_is_to_move():
    board = TrioletBoard(["Ann", ("Robo", GreedyBot())], seed=1)
    board.bots[0] = GreedyBot()  # now nobody may click: every seat is a bot
    before = board.game.to_dict()
    for gesture in (lambda: board.pick_tile(0), board.confirm, board.pass_turn, board.hint):
        gesture()
        assert board.message == "Wait a moment: the computer is playing."
    assert board.game.to_dict() == before


# ----- languages and bad clicks --------------------------------------------------------------
def test_languages_switch_every_text():
    board = board_at((5, 6, 9), racks=((6, 7, 1), (4, 5, 6)))
    board.pick_tile(0)
    board.click_square(6, 6)
    board.set_language("ja")
    assert "Annの番です" in board.view.turn_line.value
    assert "✓ 置けます！9 + 6 = 15ポイント" in board.view.preview_line.value
    assert board.view.buttons["confirm"].description == "確定"
    assert "ダブル枠" in board.view.legend.value and "袋に" in board.view.bag_line.value
    assert board.view.grid.rows[7].tooltips[3].startswith("7行3列、ダブル枠")
    board.set_language("pl")
    assert "Twoja kolej, Ann" in board.view.turn_line.value
    assert board.view.buttons["take_back"].description == "Cofnij"
    assert "pole podwójne" in board.view.legend.value
    board.pick_tile(1)
    board.click_square(6, 8)  # a gap: the engine's reason in Polish
    assert (
        "Jeszcze nie. Między twoimi płytkami jest puste pole (6, 7)"
        in board.view.preview_line.value
    )
    board.set_language("en")
    assert "Your turn, Ann" in board.view.turn_line.value
    with pytest.raises(MathplayError):
        board.set_language("de")


@pytest.mark.parametrize(
    ("gesture", "message"),
    [
        (
            lambda b: b.click_square(15, 0),
            "There is no square (15, 0): rows and columns go from 0 to 14.",
        ),
        (
            lambda b: b.click_square("7", 7),
            "There is no square (7, 7): rows and columns go from 0 to 14.",
        ),
        (lambda b: b.pick_tile(3), "There is no tile number 3 on the rack: it holds 3 tiles."),
        (lambda b: b.pick_tile(-1), "There is no tile number -1 on the rack: it holds 3 tiles."),
        (
            lambda b: b.pick_tile(True),
            "There is no tile number True on the rack: it holds 3 tiles.",
        ),
        (
            lambda b: b.choose_wild_value(4),
            "Put your wild tile on a square first, then choose its number.",
        ),
        (lambda b: b.confirm(), "Put at least one tile on the board."),
        (lambda b: b.exchange([1.5]), "There is no tile number 1.5 on the rack: it holds 3 tiles."),
    ],
)
def test_bad_clicks_give_messages_and_change_nothing(gesture, message):
    board = TrioletBoard(["Ann", "Bob"], seed=1, private_racks=False)
    before = board.game.to_dict()
    gesture(board)
    assert board.message == message
    assert isinstance(board.last_error, MathplayError)
    assert board.game.to_dict() == before
    assert_shows_the_engine(board)


# ----- a long random-clicking run ------------------------------------------------------------
def legal_gestures(board, rng):
    """The gestures that play one random legal placement (tiles, squares, wild numbers)."""
    moves = board.game.legal_placements()
    if not moves:
        return [board.pass_turn]
    move = rng.choice(moves)
    rack = list(board.game.rack())
    steps = [board.show_rack, board.take_back]
    for p in move.placements:
        index = next(i for i, t in enumerate(rack) if t == (WILD if p.wild else p.value))
        rack[index] = None
        steps += [lambda i=index: board.pick_tile(i), lambda p=p: board.click_square(p.row, p.col)]
        if p.wild:
            steps.append(lambda v=p.value: board.choose_wild_value(v))
    return [*steps, board.confirm]


def random_gesture(board, rng):
    """One random click: mostly sensible ones near the tiles, some wild ones."""
    roll = rng.random()
    anchors = board.game.board.anchors() or [(7, 7)]
    if board.game.is_terminal:
        return [lambda: board.new_game(rng.randrange(100))] if roll < 0.3 else [board.hint]
    if roll < 0.2:
        return [lambda: board.pick_tile(rng.randrange(-1, 4))]
    if roll < 0.4:
        row, col = rng.choice(anchors) if rng.random() < 0.8 else (rng.randrange(-1, 16), 3)
        return [lambda: board.click_square(row, col)]
    table = [
        (0.44, lambda: board.choose_wild_value(rng.randrange(-1, 17))),
        (0.48, board.confirm),
        (0.51, board.take_back),
        (0.53, board.start_exchange),
        (0.55, lambda: board.exchange(rng.sample(range(4), rng.randrange(0, 3)))),
        (0.56, board.pass_turn),
        (0.59, board.hint),
        (0.64, board.show_rack),
        (0.65, lambda: board.set_language(rng.choice(["en", "ja", "pl"]))),
    ]
    for limit, gesture in table:
        if roll < limit:
            return [gesture]
    return legal_gestures(board, rng)


@pytest.mark.parametrize(
    "players",
    [
        ["Ann", "Ben"],
        ["Ann", ("Robo", GreedyBot()), "Cleo"],
        [("Robo", RandomBot(4)), "Ann"],
    ],
)
def test_random_gestures_never_raise_and_stay_consistent(players):
    rng = random.Random(7)
    board = TrioletBoard(players, seed=3)
    finished = 0
    count = 0
    while count < 1_000:
        for gesture in random_gesture(board, rng):
            before = board.game.to_dict()
            board.last_error = None
            gesture()
            count += 1
            if board.last_error is not None:
                assert isinstance(board.last_error, MathplayError), board.last_error
                assert board.game.to_dict() == before
        finished += board.game.is_terminal and board.view.summary.layout.display is None
        assert_shows_the_engine(board)
    assert count >= 1_000 and finished > 0
    assert len(board.game.history) > 0


def test_the_pupils_own_result_stays_in_view_while_the_bot_moves():
    board = board_at((5, 6, 9), racks=((6, 7, 1), (4, 5, 6)), seats=("Ann", ("Robo", GreedyBot())))
    board.pick_tile(0)
    board.click_square(6, 6)
    board.confirm()  # Robo answers at once in plain Python
    assert board.game.history[-1].player == 1 and board.game.current_player == 0
    result = board.view.result_line.value
    assert "Your move: 15 points. 9 + 6 = 15 points" in result
    board.pick_tile(0)  # Ann moves on: her last result goes
    assert board.view.result_line.value == ""


def test_the_first_move_says_it_scores_double():
    board = TrioletBoard(["Ann", "Bob"], seed=1, private_racks=False)  # rack 1, 11, 0
    board.pick_tile(1)
    board.click_square(7, 7)
    assert board.preview_text().startswith("✓ Allowed! 11 × 2 = 22 points")
    assert "★ The first move scores double." in board.view.preview_line.value


def test_squares_and_tiles_say_what_they_are_and_the_keys_are_set():
    board = board_at((5, 6, 9), racks=((6, 7, 1), (4, 5, 6)))
    tips = board.view.grid.rows[5].tooltips
    assert tips[6] == "row 5, column 6, tile 9"
    assert board.view.grid.rows[7].tooltips[7] == "row 7, column 7, centre mark, empty"
    assert [tile.tooltip for tile in board.view.rack_tiles] == [
        "rack tile 1: 6",
        "rack tile 2: 7",
        "rack tile 3: 1",
    ]
    keys = board.view.keys
    assert keys in board.children and ".mathplay-squares" in keys.groups
    assert keys.shortcuts["1"] == [".mathplay-rack-tile", 0] and "c" in keys.shortcuts
    board.set_language("ja")
    assert (
        keys.language == "ja"
        and board.view.grid.rows[7].tooltips[7] == "7行7列、中央のマーク、空き"
    )


def test_messages_already_shown_switch_language_too():
    board = board_at((5, 6, 9), racks=((6, 7, 1), (4, 5, 6)))
    board.hint()  # a hint: where the tiles go and what they score, in words
    english = board.message
    board.set_language("ja")
    assert board.message == hint_text(board.hint_found, "ja") != english
    assert "ヒント" in board.message
    board.click_square(7, 7)  # a refused gesture: the engine's reason
    assert board.message == board.last_error.localized("ja")
    board.set_language("pl")
    assert board.message == board.last_error.localized("pl")
