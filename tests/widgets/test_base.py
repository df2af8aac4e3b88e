"""The shared board machinery: seats, safe gestures, bots that play (and stop)."""

import pytest

from mathplay.errors import IllegalMove, MathplayError
from mathplay.games.bot import Bot
from mathplay.games.equations import EquationsGame
from mathplay.games.memory import MemoryGame
from mathplay.games.triolet import TrioletGame
from mathplay.widgets import EquationsTable, MemoryGrid, TrioletBoard
from mathplay.widgets.base import GameBoard
from mathplay.widgets.seats import split_seats


class CountingGame:
    """A game that ends after ``length`` moves (never, with ``None``)."""

    def __init__(self, length):
        self.length, self.moves, self.current_player = length, 0, 0

    @property
    def is_terminal(self):
        return self.length is not None and self.moves >= self.length

    def apply(self, move):
        if move != "step":
            raise IllegalMove("move.illegal", move=move)
        self.moves += 1
        self.current_player = 1 - self.current_player


class StepBot(Bot):
    def choose_move(self, state):
        return "step"


class TinyBoard(GameBoard):
    def __init__(self, length, seats):
        names, bots = split_seats(seats)
        super().__init__(bots=bots)
        self.game = CountingGame(length)
        self.names = names
        self.renders = 0
        self.applied = 0

    def render(self):
        self.renders += 1

    def on_move_applied(self):
        self.applied += 1


def test_seats_are_names_bots_or_pairs():
    bot = StepBot()
    names, bots = split_seats(["Ann", ("Robo", bot), bot])
    assert names == ["Ann", "Robo", "StepBot 3"]
    assert bots == {1: bot, 2: bot}
    assert split_seats(3) == (3, {})
    with pytest.raises(MathplayError):
        split_seats(["Ann", ("Robo", object())])


def test_bots_play_after_a_person_until_the_end():
    board = TinyBoard(9, ["Ann", StepBot()])
    board.apply_move("step")  # Ann moves; the bot answers; and so on while it is its turn
    assert board.game.moves == 2 and board.game.current_player == 0
    board = TinyBoard(5, [StepBot(), StepBot()])
    board.after_move()
    assert board.game.is_terminal and board.applied == 6


def test_bots_that_never_finish_are_stopped_with_a_message():
    board = TinyBoard(None, [StepBot(), StepBot()])
    board.max_bot_moves = 50
    board.after_move()
    assert board.game.moves == 50
    assert (
        board.message
        == "Stopped: the computer players made 50 moves in a row and the game did not end."
    )


def test_a_bad_gesture_becomes_a_message_and_changes_nothing():
    board = TinyBoard(9, ["Ann", "Bob"])
    board.safely(board.apply_move, "jump")
    assert board.message == "That move is not allowed."
    assert board.game.moves == 0
    board.safely(lambda: 1 / 0)
    assert board.message.startswith("Oops, something went wrong.")


@pytest.mark.parametrize(
    ("board", "game"),
    [(TrioletBoard, TrioletGame), (EquationsTable, EquationsGame), (MemoryGrid, MemoryGame)],
)
def test_a_board_given_a_game_seats_each_of_its_players_one_message_for_all(board, game):
    with pytest.raises(MathplayError) as raised:
        board(["Ann", "Bob"], game=game(["Ann", "Bob", "Cy"], seed=1))
    assert raised.value.message_id == "widgets.seats_mismatch"
    english = "This game is for 3 players, but the board was given 2 seats."
    assert raised.value.localized("en") == english
    assert raised.value.localized("pl") == "Ta gra jest dla 3 graczy, a podano 2 miejsca."
