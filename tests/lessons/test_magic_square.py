"""Pick 15 is noughts and crosses (issue 26 §5): the trios are the square's lines, the game,
the computer that never loses, the picture and the board."""

from __future__ import annotations

import re

import pytest

from mathplay.errors import MathplayError
from mathplay.i18n import LANGUAGES
from mathplay.lessons.magic_square import (
    SQUARE,
    PickFifteen,
    best_pick,
    fifteen_trios,
    lines_table,
    magic_square,
    square_lines,
)


def test_the_eight_trios_are_the_eight_lines_of_the_magic_square():
    trios = fifteen_trios()
    assert len(trios) == 8
    assert sorted(map(sorted, trios)) == sorted(sorted(line) for _, line in square_lines())
    assert sorted(n for row in SQUARE for n in row) == list(range(1, 10))


def test_a_player_wins_with_any_three_of_her_numbers_that_make_15():
    game = PickFifteen()
    for number in (2, 1, 6, 3, 9, 4, 7):  # ✕ holds 2, 6, 9, 7: 2 + 6 + 7 = 15
        game = game.pick(number)
    assert game.winner == 0 and game.trio(0) == {2, 6, 7} and game.over
    with pytest.raises(MathplayError, match="over"):
        game.pick(5)


@pytest.mark.parametrize("number", [0, 10, "5", 5.0, True])
def test_only_a_free_number_from_1_to_9_is_picked(number):
    game = PickFifteen().pick(5)
    with pytest.raises(MathplayError):
        game.pick(number)
    with pytest.raises(MathplayError, match="taken"):
        game.pick(5)


def _every_reply(game: PickFifteen, computer: int) -> int:
    """Against every way the other player can pick, the games the computer loses."""
    if game.over:
        return int(game.winner == 1 - computer)
    if game.to_move == computer:
        return _every_reply(game.pick(best_pick(game)), computer)
    return sum(_every_reply(game.pick(n), computer) for n in game.free)


@pytest.mark.parametrize("computer", [0, 1])
def test_the_computer_never_loses(computer):
    assert _every_reply(PickFifteen(), computer) == 0


def test_the_computer_wins_when_it_can_and_blocks_otherwise():
    assert best_pick(PickFifteen(((5,), ()))) == 2  # the centre is taken: a corner
    wins = PickFifteen(((2, 6), (5, 4)))  # ✕ to move: 7 makes 2 + 6 + 7
    assert best_pick(wins) == 7
    blocks = PickFifteen(((1, 3), (5, 8)))  # ✕ must take 2 (5 + 8 + 2)
    assert best_pick(blocks) == 2
    assert best_pick(PickFifteen()) == 5


def test_two_careful_players_draw():
    game = PickFifteen()
    while not game.over:
        game = game.pick(best_pick(game))
    assert game.winner is None and not game.free


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_square_and_its_table_in_every_language(language):
    game = PickFifteen(((2, 6, 7), (5, 9)))
    picture = magic_square(game, language)
    assert picture.text.splitlines() == ["2✕ 7✕ 6✕", "9◯ 5◯ 1 ", "4  3  8 "]
    assert picture.html.count("<td") == 9 and picture.html.count("outline:4px") == 3
    table = lines_table(language)
    assert len(table.rows) == 8
    numbers = [[int(n) for n in re.findall(r"\d+", row[0])] for row in table.rows]
    assert all(len(trio) == 3 and sum(trio) == 15 for trio in numbers)


def test_the_board_plays_and_shows_the_square():
    from mathplay.widgets.pick15 import PickFifteenBoard

    board = PickFifteenBoard(language="en")
    assert board.game == PickFifteen() and "Your turn (✕)" in board.message
    board.pick(1)
    assert board.game.picks == ((1,), (5,))  # the computer answered at once
    board.pick(5)
    assert "taken" in board.message and board.game.picks == ((1,), (5,))
    board.show_square()
    assert board.square.value.count("<td") == 9 and "Hide" in board.toggle.description
    while not board.game.over:
        board.pick(board.game.free[-1])
    assert board.game.winner == 1 and board.message.startswith("The computer wins")
    assert all(number.disabled for number in board.numbers.children)
    board.new_game()  # the computer starts the next game, in the centre
    assert board.game.picks == ((5,), ()) and "Your turn (◯)" in board.message
    board.set_language("ja")
    assert "あなたの番" in board.message


def test_two_people_can_play_on_one_board():
    from mathplay.widgets.pick15 import PickFifteenBoard

    board = PickFifteenBoard(computer=False, language="pl")
    for number in (2, 1, 6, 3, 7):
        board.pick(number)
    assert board.message == "Wygrywa gracz ✕: 2 + 6 + 7 = 15!"
