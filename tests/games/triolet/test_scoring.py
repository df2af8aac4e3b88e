"""Scoring beyond the worked examples: premiums, wild tiles, options, breakdown texts."""

import pytest

from mathplay.games.triolet import Board, Rules, score_move


def test_double_on_a_pair_doubles_the_tile_only(board_with, place):
    # (4, 4) is a double square; 5 + 3 with the 3 on it: 5 + 3 × 2 = 11.
    board = board_with((4, 3, 5))
    score = score_move(board, place((4, 4, 3)))
    assert score.total == 11
    assert score.breakdown[0].text() == "5 + 3 × 2 = 11"
    assert score.breakdown[0].multiplier == 2


def test_triple_goes_to_the_best_of_two_pairs(board_with, place):
    # The 4 on the triple (4, 1) makes a pair with 2 (row) and with 9 (column): tripling the
    # 4 adds 8 to whichever pair; the total is 2 + 4 + 9 + 4 + 8 = 27 either way.
    board = board_with((4, 0, 2), (3, 1, 9))
    score = score_move(board, place((4, 1, 4)))
    assert score.total == 27
    assert sum(line.multiplier > 1 for line in score.breakdown) == 1


def test_premium_prefers_the_trio_over_a_pair(board_with, place):
    # The 1 on the triple (4, 1) completes 1 + 6 + 8 (row) and makes 9 + 1 (column).
    board = board_with((4, 2, 6), (4, 3, 8), (3, 1, 9))
    score = score_move(board, place((4, 1, 1)))
    assert score.total == 90 + 10
    assert [line.text() for line in score.breakdown] == [
        "1 + 6 + 8 = 15 → 30 × 3 = 90",
        "9 + 1 = 10",
    ]


def test_premium_on_every_line_with_the_all_option(board_with, place):
    board = board_with((4, 2, 6), (4, 3, 8), (3, 1, 9))
    score = score_move(board, place((4, 1, 1)), Rules(premium_group="all"))
    assert score.total == 90 + 9 + 1 * 3


def test_a_score_without_premiums_forgets_every_double_and_triple(board_with, place):
    board = board_with((4, 2, 6), (4, 3, 8), (3, 1, 9))
    plain = score_move(board, place((4, 1, 1)), premiums=False)
    assert plain.total == 30 + 10
    assert [line.text() for line in plain.breakdown] == ["1 + 6 + 8 = 15 → 30", "9 + 1 = 10"]
    assert score_move(board_with((4, 3, 5)), place((4, 4, 3)), premiums=False).total == 8


def test_premium_squares_act_only_when_covered_this_turn(board_with, place):
    board = board_with((4, 4, 5))  # the double (4, 4) is already covered
    assert score_move(board, place((4, 5, 3))).total == 8


def test_wild_tile_counts_zero_in_a_pair_but_the_trio_is_still_30(board_with, place):
    board = board_with((7, 5, 7), (7, 6, 5))
    pair = score_move(board_with((8, 8, 9)), place((8, 9, 4, True)))
    assert pair.total == 9
    assert pair.breakdown[0].text() == "9 + 0 = 9"
    assert pair.breakdown[0].values == (9, 4)
    assert pair.breakdown[0].wild == (False, True)
    trio = score_move(board, place((7, 4, 3, True)))
    assert trio.total == 30


def test_a_wild_tile_on_the_board_counts_zero_in_later_pairs(board_with, place):
    board = board_with((8, 8, 9, True))
    assert score_move(board, place((8, 9, 4))).total == 4


def test_wild_scores_its_value_with_the_option_off(board_with, place):
    board = board_with((8, 8, 9))
    rules = Rules(wild_scores_zero=False)
    assert score_move(board, place((8, 9, 4, True)), rules).total == 13


def test_no_triolet_bonus_with_a_wild_tile(place):
    board = Board.from_text(". \n" * 4 + ". . . . . . . 0")
    with_wild = place((5, 5, 10), (5, 6, 5, True), (5, 7, 0))
    assert score_move(board, with_wild).total == 30
    assert score_move(board, with_wild, Rules(wild_triolet_bonus=True)).total == 80


def test_two_trios_in_one_move(board_with, place):
    # 8 above, 7 below... the placed 0 completes 8 + 7 + 0 down and 9 + 6 + 0 across.
    board = board_with((5, 5, 8), (6, 5, 7), (7, 3, 9), (7, 4, 6))
    score = score_move(board, place((7, 5, 0)))
    assert score.total == 60
    assert [line.kind for line in score.breakdown] == ["trio", "trio"]


def test_replay_square_is_reported(board_with, place):
    board = board_with((1, 2, 5))
    assert score_move(board, place((1, 1, 3))).replay
    assert not score_move(board, place((1, 3, 3))).replay


def test_score_needs_a_legal_move(board_with, place):
    from mathplay.errors import IllegalMove

    with pytest.raises(IllegalMove):
        score_move(board_with((1, 2, 5)), place((1, 3, 11)))


def test_score_text_in_three_languages(board_with, place):
    score = score_move(
        Board.from_text(". \n" * 4 + ". . . . . . . 0"), place((5, 5, 10), (5, 6, 5), (5, 7, 0))
    )
    assert score.text("ja").splitlines()[-2:] == ["トリオレットボーナス：+50", "合計80ポイント"]
    assert score.text("pl").splitlines()[-1] == "Razem 80 punktów"
    assert str(score) == score.text()
