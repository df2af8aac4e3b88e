"""Every worked example of the rules page (docs/rules/triolet.md) scores exactly this."""

from mathplay.games.textpos import rules_text
from mathplay.games.triolet import WILD, Board, Rules, TrioletGame, score_move


def test_example_1_two_pairs_28(place):
    # Place 6 and 7 in a row, the 6 under an existing 9: 9 + 6 = 15, 7 + 6 = 13.
    board = Board.from_text(
        """
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . 9 . .
        """
    )
    score = score_move(board, place((6, 5, 7), (6, 6, 6)))
    assert score.total == 28
    assert sorted(line.text() for line in score.breakdown) == ["7 + 6 = 13", "9 + 6 = 15"]
    assert {line.kind for line in score.breakdown} == {"pair"}


def test_example_2_trio_30(place):
    # Place a 3 that completes 7 + 5 + 3.
    board = Board.from_text(
        """
        .
        .
        .
        .
        .
        .
        . . . . . 7 5
        """
    )
    score = score_move(board, place((6, 7, 3)))
    assert score.total == 30
    (trio,) = score.breakdown
    assert (trio.kind, trio.values, trio.squares) == ("trio", (7, 5, 3), ((6, 5), (6, 6), (6, 7)))
    assert trio.text() == "7 + 5 + 3 = 15 → 30"


def test_example_3_triolet_80(place):
    # Triolet 10 + 5 + 0 from the rack: 30 + 50. It must touch a tile: here the 0 sits next
    # to another 0, a pair worth 0 + 0 = 0.
    board = Board.from_text(
        """
        .
        .
        .
        .
        . . . . . . . 0
        """
    )
    score = score_move(board, place((5, 5, 10), (5, 6, 5), (5, 7, 0)))
    assert score.total == 80
    assert [(line.kind, line.points) for line in score.breakdown] == [
        ("trio", 30),
        ("pair", 0),
        ("triolet", 50),
    ]
    assert score.breakdown[-1].text() == "Triolet bonus: +50"


def test_example_3_on_the_first_move_the_centre_doubles_the_trio(place):
    score = score_move(Board(), place((7, 6, 10), (7, 7, 5), (7, 8, 0)))
    assert score.total == 2 * 30 + 50


def test_example_4_triolet_on_a_double_square_124(place):
    # Triolet 4, 9, 2 with the 4 on the double square (4, 4), the 4 next to an existing 10:
    # 2 × 30 + 50 + (10 + 4). The double goes to the trio, the group giving the most.
    board = Board.from_text(
        """
        .
        .
        .
        . . . . 10
        """
    )
    assert board.premium_at(4, 4) == "double"
    score = score_move(board, place((4, 4, 4), (4, 5, 9), (4, 6, 2)))
    assert score.total == 124
    texts = [line.text() for line in score.breakdown]
    assert texts == ["4 + 9 + 2 = 15 → 30 × 2 = 60", "10 + 4 = 14", "Triolet bonus: +50"]
    trio = score.breakdown[0]
    assert trio.multipliers == (2, 1, 1)
    assert trio.multiplier == 2


def test_example_5_triolet_on_a_triple_square_170(place):
    # Triolet 7, 1, 7 with the 1 on the triple square (4, 1), the 1 also completing 1 + 6 + 8.
    board = Board.from_text(
        """
        .
        .
        .
        .
        . . 6 8
        """
    )
    assert board.premium_at(4, 1) == "triple"
    score = score_move(board, place((3, 1, 7), (4, 1, 1), (5, 1, 7)))
    assert score.total == 170
    assert sorted(line.points for line in score.breakdown) == [30, 50, 90]
    assert "Total: 170 points" in score.text()


def test_seed_single_tile_10_plus_3(place):
    board = Board.from_text(
        """
        .
        .
        . . 10
        """
    )
    score = score_move(board, place((2, 3, 3)))
    assert score.total == 13
    assert score.breakdown[0].text() == "10 + 3 = 13"


def test_first_single_tile_scores_its_value_doubled_by_the_centre(place):
    for rules in (Rules(), Rules(first_move_doubles="tile")):
        score = score_move(Board(rules), place((7, 7, 9)))
        assert score.total == 18
        (single,) = score.breakdown
        assert (single.kind, single.text()) == ("single", "9 × 2 = 18")


def test_the_first_move_scores_double_the_seed_reading(place):
    # The seed: the first move's points "become double points", the term it uses for a
    # double square acting on one group; the first move makes one group: 2 × (7 + 8) = 30.
    score = score_move(Board(), place((7, 6, 7), (7, 7, 8)))
    assert score.total == 30
    (pair,) = score.breakdown
    assert (pair.kind, pair.whole, pair.text()) == ("pair", True, "(7 + 8) × 2 = 30")


def test_the_first_move_doubles_only_the_centre_tile_in_the_other_reading(place):
    rules = Rules(first_move_doubles="tile")
    score = score_move(Board(rules), place((7, 6, 7), (7, 7, 8)))
    assert score.total == 7 + 2 * 8
    (pair,) = score.breakdown
    assert (pair.whole, pair.text()) == (False, "7 + 8 × 2 = 23")


def test_a_first_trio_or_triolet_scores_the_same_in_both_readings(place):
    trio = place((7, 6, 10), (7, 7, 5), (7, 8, 0))
    for rules in (Rules(), Rules(first_move_doubles="tile")):
        assert score_move(Board(rules), trio).total == 2 * 30 + 50


def test_the_move_generator_scores_the_first_move_as_score_move():
    from mathplay.games.triolet.movegen import MoveGenerator

    for rules in (Rules(), Rules(first_move_doubles="tile")):
        generator = MoveGenerator(Board(rules), [7, 8, WILD], rules)
        for total, n in generator.scored():
            assert total == score_move(Board(rules), generator.place(n)).total


def test_end_bonus_27():
    # The last tile is placed with an empty bag: the other racks (9, 1 / 8 / 5, 4) go to
    # the player who placed it: 9 + 1 + 8 + 5 + 4 = 27.
    racks = [[3], [9, 1], [8], [5, 4]]
    board_tiles = [7, 5]
    on_racks = [tile for rack in racks for tile in rack]
    rules = Rules(distribution=_distribution([*board_tiles, *on_racks]), wild_tiles=0)
    game = _finishing_position(rules, racks, board=". \n" * 7 + ". . . . . 7 5")
    turn = game.apply("7,7=3")
    assert (turn.points, turn.end_bonus) == (30 * 2, 27)
    assert game.is_terminal
    assert game.scores == [100 + 60 + 27, 0, 0, 0]
    assert game.winners() == [0]


def test_end_bonus_counts_a_wild_tile_as_0():
    racks = [[3], [9, WILD]]
    rules = Rules(distribution=_distribution([7, 5, 3, 9]), wild_tiles=1)
    game = _finishing_position(rules, racks, board=". \n" * 7 + ". . . . . 7 5")
    assert game.apply("7,7=3").end_bonus == 9


def _distribution(values):
    counts = [0] * 16
    for value in values:
        counts[value] += 1
    return tuple(counts)


def _finishing_position(rules, racks, board):
    """The text position: these racks, an empty bag, player 0 to play with 100 points."""
    lines = [
        f"rules: {rules_text(rules)}",
        "racks: " + " | ".join(" ".join(map(str, rack)) for rack in racks),
        "scores: " + " | ".join(["100"] + ["0"] * (len(racks) - 1)),
        "bag: -",
        "board:",
        *board.splitlines(),
    ]
    return TrioletGame.from_text("\n".join(lines))
