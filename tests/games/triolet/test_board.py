"""The board: premium squares, text form, validation, anchors and its notebook picture."""

import pytest

from mathplay.errors import InvalidState, MathplayError
from mathplay.games.triolet import Board, Placement, Rules

DOUBLES = {(7, 7), (7, 3), (7, 11), (3, 7), (11, 7), (4, 4), (4, 10), (10, 4), (10, 10)}
TRIPLES = {(1, 4), (1, 10), (4, 1), (4, 13), (10, 1), (10, 13), (13, 4), (13, 10)}
REPLAYS = {(0, 7), (14, 7), (7, 0), (7, 14), (1, 1), (1, 13), (13, 1), (13, 13)}


def test_premium_layout_of_the_rules_page():
    board = Board()
    found = {"double": set(), "triple": set(), "replay": set(), None: set()}
    for row in range(15):
        for col in range(15):
            found[board.premium_at(row, col)].add((row, col))
    assert found["double"] == DOUBLES
    assert found["triple"] == TRIPLES
    assert found["replay"] == REPLAYS
    assert len(found[None]) == 225 - 25
    assert board.premium_at(7, 7) == "double"


def test_layout_is_symmetric():
    board = Board()
    for row in range(15):
        for col in range(15):
            premium = board.premium_at(row, col)
            assert premium == board.premium_at(col, row) == board.premium_at(14 - row, col)


def test_premium_at_off_the_board():
    with pytest.raises(MathplayError) as info:
        Board().premium_at(15, 0)
    assert info.value.message_id == "triolet.off_board"


def test_text_round_trip():
    text = """
    . . . 7
    . . . 5 .
    . . . 3* 12
    """
    board = Board.from_text(text)
    assert board.get(0, 3) == 7 and board.get(2, 3) == 3 and board.get(2, 4) == 12
    assert board.is_wild(2, 3) and not board.is_wild(0, 3)
    assert board.get(5, 5) is None
    assert len(board) == 4
    assert Board.from_text(board.to_text()) == board
    assert board.to_text().splitlines()[2].split()[:5] == [".", ".", ".", "3*", "12"]
    assert len(board.to_text().splitlines()) == 15
    assert board.tiles() == [
        Placement(0, 3, 7),
        Placement(1, 3, 5),
        Placement(2, 3, 3, True),
        Placement(2, 4, 12),
    ]
    assert repr(board) == "Board.from_text('''\n" + board.to_text() + "\n''')"


def test_empty_rows_in_between_count():
    board = Board.from_text(". 1\n\n. 2")
    assert board.get(0, 1) == 1 and board.get(2, 1) == 2 and board.get(1, 1) is None


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("\n".join(["."] * 16), "triolet.board_rows"),
        (" ".join(["."] * 16), "triolet.board_columns"),
        (". x", "triolet.board_token"),
        (". 16", "triolet.board_token"),
        (". -1", "triolet.board_token"),
        ("15 . 15", "triolet.board_tile_count"),
        ("1* . 2* . 3*", "triolet.board_wild_count"),
        ("9 7", "triolet.board_line"),
        ("1 2 3", "triolet.board_line"),
        ("1 2 3 9", "triolet.board_line"),
    ],
)
def test_bad_text(text, reason):
    with pytest.raises(InvalidState) as info:
        Board.from_text(text)
    assert info.value.message_id == reason
    assert "{" not in info.value.localized("pl")


def test_anchors_are_the_empty_squares_next_to_tiles():
    board = Board.from_text(". 5 10\n. . .")
    assert board.anchors() == [(0, 0), (0, 3), (1, 1), (1, 2)]
    assert Board().anchors() == []


def test_lines_lists_runs_of_two_or_more():
    board = Board.from_text("1 2 . 4\n5")
    assert sorted(board.lines()) == [((0, 0), (0, 1)), ((0, 0), (1, 0))]


def test_a_smaller_board_from_rules():
    rules = Rules(size=5, centre=(2, 2), doubles=((2, 2),), triples=(), replays=((0, 0),))
    board = Board(rules)
    assert board.size == 5
    assert board.premium_at(0, 0) == "replay"
    with pytest.raises(MathplayError):
        board.get(5, 0)


def test_html_marks_premium_squares_and_tiles():
    html = Board.from_text(". . . 7\n. . . 3*")._repr_html_()
    assert html.startswith("<table")
    # the picture of puzzles and lessons (games/triolet/picture.py): the whole board, a
    # row of column numbers above its 15 rows, each row numbered; marks as in text positions
    assert html.count("<tr>") == 16 and html.count("<td") == 225 and ">14</th>" in html
    assert "2×" in html and "3×" in html and "↻" in html and "3*" in html
    assert ">7</td>" in html


def test_boards_compare_by_tiles():
    assert Board.from_text("1") == Board.from_text("1")
    assert Board.from_text("1") != Board.from_text("1*")
    assert Board.from_text("1") != Board.from_text(". 1")
    with pytest.raises(TypeError):
        hash(Board())
