"""Every reason a placement is illegal, each with its own message id and parameters."""

import pytest

from mathplay.errors import IllegalMove
from mathplay.games.triolet import (
    Board,
    Exchange,
    Place,
    Placement,
    Rules,
    check_move,
    score_move,
)

# A small position: 9 above 6, and the trio 7 5 3 on row 10.
POSITION = [(6, 6, 9), (7, 6, 6), (10, 5, 7), (10, 6, 5), (10, 7, 3)]

CASES = [
    # (reason, tiles placed, expected params (a subset))
    ("triolet.no_tiles", [], {}),
    (
        "triolet.too_many_tiles_in_move",
        [(5, 0, 1), (5, 1, 1), (5, 2, 1), (5, 3, 1)],
        {"count": 4, "most": 3},
    ),
    ("triolet.off_board", [(15, 3, 1)], {"row": 15, "col": 3, "last": 14}),
    ("triolet.off_board", [(8, -1, 1)], {"row": 8, "col": -1}),
    ("triolet.bad_value", [(8, 6, 16)], {"value": 16}),
    ("triolet.bad_value", [(8, 6, -1)], {"value": -1}),
    ("triolet.occupied", [(6, 6, 1)], {"row": 6, "col": 6}),
    ("triolet.same_square", [(8, 6, 0), (8, 6, 0)], {"row": 8, "col": 6}),
    ("triolet.too_many_wilds_in_move", [(8, 6, 0, True), (8, 7, 0, True)], {"count": 2, "most": 1}),
    ("triolet.not_in_line", [(8, 6, 0), (9, 7, 0)], {}),
    ("triolet.gap", [(5, 5, 1), (5, 7, 1)], {"row": 5, "col": 6}),
    ("triolet.not_touching", [(2, 2, 1)], {}),
    ("triolet.line_too_long", [(5, 6, 0), (8, 6, 0)], {"length": 4, "tiles": "0 + 9 + 6 + 0"}),
    ("triolet.line_too_long", [(10, 8, 0)], {"length": 4, "tiles": "7 + 5 + 3 + 0"}),
    ("triolet.pair_over", [(7, 7, 10)], {"tiles": "6 + 10", "total": 16, "target": 15}),
    ("triolet.trio_not_target", [(8, 6, 1)], {"tiles": "9 + 6 + 1", "total": 16}),
    ("triolet.trio_not_target", [(5, 6, 1)], {"tiles": "1 + 9 + 6", "total": 16}),
]


def _move(tiles):
    return Place(tuple(Placement(*t) for t in tiles))


@pytest.mark.parametrize(("reason", "tiles", "params"), CASES)
def test_each_reason(board_with, reason, tiles, params):
    board = board_with(*POSITION)
    before = board.copy()
    with pytest.raises(IllegalMove) as info:
        check_move(board, _move(tiles))
    err = info.value
    assert err.message_id == reason
    assert params.items() <= err.params.items()
    assert err.move == _move(tiles)
    assert board == before
    for language in ("en", "ja", "pl"):
        text = err.localized(language)
        assert "{" not in text and text != reason


def test_first_move_must_cover_the_centre():
    with pytest.raises(IllegalMove) as info:
        check_move(Board(), _move([(7, 5, 3), (7, 6, 4)]))
    assert info.value.message_id == "triolet.first_move_centre"
    assert info.value.params == {"row": 7, "col": 7}
    check_move(Board(), _move([(7, 6, 3), (7, 7, 4)]))


def test_square_blocks_only_when_the_option_is_on(board_with):
    board = board_with((7, 7, 1), (7, 8, 2), (8, 7, 3))
    block = _move([(8, 8, 4)])
    check_move(board, block)
    with pytest.raises(IllegalMove) as info:
        check_move(board, block, Rules(forbid_squares=True))
    assert info.value.message_id == "triolet.square_block"
    assert info.value.params == {"row": 8, "col": 8}


def test_a_wild_tile_obeys_the_line_rules_with_its_declared_value(board_with):
    board = board_with((7, 7, 9))
    check_move(board, _move([(7, 8, 6, True)]))
    with pytest.raises(IllegalMove) as info:
        check_move(board, _move([(7, 8, 7, True)]))
    assert info.value.message_id == "triolet.pair_over"


def test_placements_may_sit_on_both_sides_of_a_tile(board_with):
    board = board_with((7, 7, 5))
    assert score_move(board, _move([(7, 6, 4), (7, 8, 6)])).total == 30


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        (Exchange((3,)), "triolet.not_a_placement"),
        (5, "triolet.not_a_move"),
        ([(7, 7, 5)], "triolet.not_a_move"),
        ("7,7 5", "triolet.move_text"),
    ],
)
def test_not_a_placement_at_all(move, reason):
    with pytest.raises(IllegalMove) as info:
        check_move(Board(), move)
    assert info.value.message_id == reason


def test_placements_must_be_well_typed():
    with pytest.raises(IllegalMove) as info:
        Place((Placement(7, 7.0, 5),))
    assert info.value.message_id == "triolet.not_a_placement"
    with pytest.raises(IllegalMove):
        Place((Placement(True, 7, 5),))
