"""A click with arguments a board does not expect (code in a cell, the keyboard layer, a
saved notebook) says what was wrong, or is ignored: never "internal error", never a
traceback, and the game is as it was. Every gesture of the three boards, the finale and the
ExpressionBuilder, with every odd argument."""

from __future__ import annotations

import inspect
import logging

import pytest

from mathplay.errors import MathplayError
from mathplay.widgets import EquationsTable, MemoryGrid, TrioletBoard
from mathplay.widgets.builder import ExpressionBuilder
from tests.hostile import Raises

ODD = [
    None,
    -1,
    10**30,
    10**5000,
    1.5,
    float("nan"),
    "0",
    "x",
    "",
    True,
    [],
    [0, 0, 0, 0, 0],
    [10**5000],
    [Raises()],
    {},
    (0, 0),
    b"0",
    Raises(),
    iter(range(10**9)),
    "9" * 5000,
]
ODD_IDS = [
    "None", "-1", "10**30", "10**5000", "1.5", "nan", "'0'", "'x'", "''", "True", "[]",
    "[0]*5", "[10**5000]", "[Raises]", "{}", "(0, 0)", "b'0'", "Raises", "endless", "9*5000",
]  # fmt: skip


def triolet():
    return TrioletBoard(["Ann", "Ben"], seed=1, bot_delay=0, private_racks=False)


def memory():
    return MemoryGrid(["Ann", "Ben"], seed=1, bot_delay=0, look_time=0)


def equations(rules="gentle"):
    return EquationsTable(
        ["Ann", "Ben", "Cid"],
        rules=rules,
        seed=1,
        bot_delay=0,
        hint_time_limit=None,
        private_hands=False,
    )


def builder():
    return ExpressionBuilder("1 2 + 3 Y")


def finale():
    from mathplay.games.memory import Rules

    board = MemoryGrid(
        ["Ann", "Bob"], Rules(grid=(2, 4)), seed=1, layout="9 4 9 4 + × 7 7", look_time=0
    )
    for position in (0, 2, 1, 3, 4, 6, 6, 7, 5):  # Ann: 9 9 4 4 +, Bob: 7 7 ×
        board.flip(position)
    assert board.game.in_finale
    return board.finale


BOARDS = {
    "triolet": triolet,
    "memory": memory,
    "equations": equations,
    "equations trading": lambda: equations("trading"),
    "equations rearranging": lambda: equations("rearranging"),
    "builder": builder,
    "finale": finale,
}
NOT_GESTURES = {"render", "set_language", "save", "look", "shown_face", "row", "row_items"}
NOT_GESTURES |= {"shown_equation", "restore_extras", "pending_play", "rack", "saved_options"}
NOT_GESTURES |= {"deal"}  # what New game calls (its seed checked by the engine), not a click


def gestures(board) -> dict[str, int]:
    """The board's own public methods that take arguments, with how many they take."""
    found = {}
    for klass in type(board).__mro__:
        for name, function in vars(klass).items():
            if name.startswith("_") or name in NOT_GESTURES or name in found:
                continue
            if not inspect.isfunction(function):
                continue
            if function.__module__ in ("mathplay.widgets.base", "mathplay.widgets.saving"):
                continue  # what every board shares: not a click (apply_move, say, ...)
            if not function.__module__.startswith("mathplay.widgets"):
                continue
            parameters = list(inspect.signature(function).parameters.values())[1:]
            positional = [p for p in parameters if p.kind is p.POSITIONAL_OR_KEYWORD]
            if positional:
                found[name] = len(positional)
    return found


def test_every_board_has_gestures_with_arguments():
    sizes = {name: len(gestures(make())) for name, make in BOARDS.items()}
    assert all(sizes.values()), sizes


def _state(board):
    game = getattr(board, "game", None) or getattr(getattr(board, "board", None), "game", None)
    return None if game is None else game.to_dict()


@pytest.mark.parametrize("name", list(BOARDS))
def test_an_odd_argument_is_said_or_ignored(name, caplog):
    board = BOARDS[name]()
    shown_on = getattr(board, "board", board)  # the finale speaks in its board
    before = _state(board)
    for gesture, count in gestures(board).items():
        for odd, odd_id in zip(ODD, ODD_IDS, strict=True):
            if gesture == "new_game" and (odd is None or type(odd) is int):
                continue  # a new game with the next seed, or with a seed: not odd
            for at in range(count):
                args = [0] * count
                args[at] = odd
                shown_on.last_error = None
                with caplog.at_level(logging.ERROR):
                    getattr(board, gesture)(*args)
                error = shown_on.last_error
                where = f"{gesture}({', '.join(odd_id if i == at else '0' for i in range(count))})"
                assert error is None or isinstance(error, MathplayError), (where, repr(error))
                assert "internal" not in shown_on.message.lower(), where
                assert not caplog.records, (where, caplog.records)
                if error is not None:
                    assert len(shown_on.message) < 1300, (where, shown_on.message)
                    assert _state(board) == before, where
                else:  # ignored, or a harmless click (take back nothing): nothing was played
                    assert _state(board) == before, where
