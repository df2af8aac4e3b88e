"""The fast move generator agrees with the slow reference one, and its scores with
score_move: on 100 recorded positions (known answers) and on random positions."""

import hashlib
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mathplay.games.triolet import WILD, Board, RandomBot, Rules, TrioletGame, score_move
from mathplay.games.triolet.movegen import (
    MoveGenerator,
    generate_placements,
    placeable_values,
    reference_placements,
)

POSITIONS = json.loads((Path(__file__).parent / "data" / "positions.json").read_text())


def _digest(moves) -> str:
    return hashlib.sha256("\n".join(sorted(str(m) for m in moves)).encode()).hexdigest()[:16]


@pytest.mark.parametrize("position", POSITIONS, ids=lambda p: f"seed{p['seed']}")
def test_known_answers(position):
    board = Board.from_text("\n".join(position["board"]))
    generator = MoveGenerator(board, position["rack"])
    moves = generator.places()
    assert len(moves) == len(set(moves)) == position["placements"]
    assert _digest(moves) == position["digest"]
    scored = generator.scored()
    assert max((total for total, _ in scored), default=None) == position["best"]
    for total, n in scored:
        assert score_move(board, generator.place(n)).total == total


def _position(seed: int, turns: int, rules: Rules) -> TrioletGame:
    game = TrioletGame(2, seed=seed, rules=rules)
    bot = RandomBot(seed)
    while not game.is_terminal and len(game.history) < turns:
        game.apply(bot.choose_move(game))
    return game


numbers = st.lists(st.integers(0, 15), min_size=1, max_size=3)
racks = st.one_of(numbers, numbers.map(lambda rack: [WILD, *rack[1:]]))  # at most one wild
rule_sets = st.sampled_from(
    [Rules(), Rules(forbid_squares=True), Rules(premium_group="all", wild_scores_zero=False)]
)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(0, 30), racks, rule_sets)
def test_agrees_with_the_reference_generator(seed, turns, rack, rules):
    game = _position(seed, turns, rules)
    fast = generate_placements(game.board, rack, rules)
    assert len(fast) == len(set(fast))
    assert set(fast) == reference_placements(game.board, rack, rules)
    generator = MoveGenerator(game.board, rack, rules)
    for total, n in generator.scored():
        assert score_move(game.board, generator.place(n), rules).total == total


def test_first_move_covers_the_centre():
    moves = generate_placements(Board(), [5, 10, 0])
    assert moves and all((7, 7) in {p.square for p in m.placements} for m in moves)
    assert set(moves) == reference_placements(Board(), [5, 10, 0])
    triolets = [m for m in moves if len(m) == 3]
    assert len(triolets) == 3 * 6 * 2  # 3 windows through the centre, 6 orders, 2 directions


def test_a_wild_tile_takes_every_value_that_fits():
    board = Board.from_text(". \n" * 7 + ". . . . . . . 9")
    singles = {m.placements[0] for m in generate_placements(board, [WILD]) if len(m) == 1}
    right_of_nine = sorted(p.value for p in singles if p.square == (7, 8))
    assert right_of_nine == list(range(7))  # 9 + v ≤ 15
    assert all(p.wild for p in singles)


def test_two_wild_tiles_in_one_move_only_when_the_rules_allow():
    board = Board.from_text(". \n" * 7 + ". . . . . . . 9")
    default = generate_placements(board, [WILD, WILD])
    assert all(sum(p.wild for p in m.placements) == 1 for m in default)
    rules = Rules(max_wilds_per_move=2)
    allowed = generate_placements(board, [WILD, WILD], rules)
    assert any(sum(p.wild for p in m.placements) == 2 for m in allowed)
    assert set(allowed) == reference_placements(board, [WILD, WILD], rules)


def test_placeable_values():
    assert placeable_values(Board()) == set(range(16))
    board = Board.from_text(". \n" * 7 + ". . . . . 7 5")
    assert 3 in placeable_values(board)  # completes the trio
    corner = Board.from_text("13 0\n0 13")  # every square beside it completes a trio
    assert placeable_values(corner) == {2}
