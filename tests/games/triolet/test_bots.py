"""Bots play legal moves, leave the game untouched, and the StrategicBot plays better than
the GreedyBot (a small, deterministic version of bench/triolet_tournament.py)."""

import pytest

from mathplay.games.triolet import (
    Exchange,
    GreedyBot,
    Pass,
    Place,
    RandomBot,
    Rules,
    StrategicBot,
    TrioletGame,
    hint,
    play_game,
    score_move,
)
from mathplay.games.triolet.bots import _no_placement


@pytest.mark.parametrize("make", [RandomBot, GreedyBot, StrategicBot])
def test_bots_play_whole_games_with_legal_moves(make):
    bots = [make(), make(), make()]
    game = play_game(bots, seed=3)
    assert game.is_terminal
    replay = TrioletGame(3, seed=3)
    for turn in game.history:  # every move was legal and scored as recorded
        assert replay.apply(turn.move) == turn
    assert replay == game


@pytest.mark.parametrize("make", [RandomBot, GreedyBot, StrategicBot])
def test_choosing_does_not_change_the_game(make):
    game = TrioletGame(2, seed=8)
    for _ in range(6):
        game.apply(GreedyBot().choose_move(game))
    snapshot = game.clone()
    move = make().choose_move(game)
    assert game == snapshot
    assert move in game.legal_moves()


def test_greedy_plays_the_highest_score():
    game = TrioletGame(2, seed=21)
    bot = GreedyBot()
    for _ in range(10):
        move = bot.choose_move(game)
        if not isinstance(move, Place):
            assert game.legal_placements() == []
            break
        best = max(score_move(game.board, m).total for m in game.legal_placements())
        assert score_move(game.board, move).total == best
        game.apply(move)


def test_hint_is_the_best_move_with_its_breakdown():
    game = TrioletGame(2, seed=1)
    found = hint(game)
    assert found.move == GreedyBot().choose_move(game)
    assert found.score == score_move(game.board, found.move)
    assert found.score.total == 24
    assert str(found) == "7,7=1 7,8=11\n(1 + 11) × 2 = 24\nTotal: 24 points"
    assert found.text("ja").endswith("合計24ポイント")


def test_no_hint_without_a_placement():
    game = TrioletGame(2, seed=1, rules=Rules(passes_end_only_when_stuck=False))
    game.apply(Pass())
    game.apply(Pass())
    assert hint(game) is None


def test_the_same_seed_gives_the_same_random_game():
    one = play_game([RandomBot(5), RandomBot(6)], seed=2)
    two = play_game([RandomBot(5), RandomBot(6)], seed=2)
    assert one == two


def _stuck(rules=None, history=()):
    """Only a 2 fits beside the corner block; the racks hold no 2."""
    rules = rules or Rules()
    tiles = rules.all_tiles()
    racks = [[4, 5, 6], [7, 8, 9]]
    for tile in [13, 0, 0, 13, *racks[0], *racks[1]]:
        tiles.remove(tile)
    data = TrioletGame(2, seed=0, rules=rules).to_dict()
    data.update(board="13 0\n0 13", racks=racks, bag=tiles, history=list(history))
    return TrioletGame.from_dict(data)


def test_stuck_bots_exchange_while_a_hidden_tile_may_fit():
    game = _stuck()
    assert game.legal_placements() == []
    assert _no_placement(game) == Exchange((4, 5, 6))


def test_stuck_bots_pass_when_no_tile_can_fit():
    no_twos = Rules(distribution=(9, 9, 0, *Rules().distribution[3:]))
    assert _no_placement(_stuck(no_twos)) == Pass()


def test_stuck_bots_pass_after_three_rounds_without_a_placed_tile():
    idle = [{"player": n % 2, "move": "exchange 4", "points": 0, "events": []} for n in range(6)]
    assert _no_placement(_stuck(history=idle)) == Pass()
    assert _no_placement(_stuck(history=idle[:5])) == Exchange((4, 5, 6))


def test_strategic_beats_greedy_on_a_few_seeds():
    # Deterministic: fixed seeds, both seatings. The full tournament (1,000 games, with
    # its confidence interval) is bench/triolet_tournament.py.
    margin = 0
    for seed in range(6):
        for seat in (0, 1):
            bots = [GreedyBot(), GreedyBot()]
            bots[seat] = StrategicBot()
            scores = play_game(bots, seed=seed).scores
            margin += scores[seat] - scores[1 - seat]
    assert margin > 0


def test_a_move_a_bot_returns_is_a_value():
    move = GreedyBot().choose_move(TrioletGame(2, seed=4))
    assert isinstance(move, Place)
    assert TrioletGame(2, seed=4).score_of(move).total > 0
