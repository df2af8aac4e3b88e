"""Random playouts from 200 seeds with 2–4 players: every invariant after every move."""

import json
import random
from collections import Counter

import pytest

from mathplay.errors import IllegalMove
from mathplay.games.triolet import (
    WILD,
    Exchange,
    Pass,
    Place,
    Placement,
    RandomBot,
    Rules,
    TrioletGame,
)

ALL_TILES = Counter(Rules().all_tiles())


def _check_invariants(game: TrioletGame, scores_before: list[int], through_json: bool) -> None:
    game.board.check_lines()  # every line: at most 3 tiles, pairs ≤ 15, trios = 15
    here = Counter(game.bag)
    for player in range(len(game.players)):
        assert len(game.rack(player)) <= 3
        here.update(game.rack(player))
    here.update(WILD if t.wild else t.value for t in game.board.tiles())
    assert here == ALL_TILES  # all 83 tiles somewhere, none twice
    assert all(now >= before for now, before in zip(game.scores, scores_before, strict=True))
    assert game.clone() == game
    data = game.to_dict()
    if through_json:
        data = json.loads(json.dumps(data))
    assert TrioletGame.from_dict(data) == game


def _an_illegal_move(game: TrioletGame, rng: random.Random):
    """A move the engine must refuse: on a taken square, not touching, not on the rack..."""
    missing = next(v for v in range(16) if v not in game.rack())
    choices = [Exchange((15,) * 4), Place((Placement(7, 7, missing),))]
    tiles = game.board.tiles()
    if tiles:
        taken = rng.choice(tiles)
        choices.append(Place((Placement(taken.row, taken.col, 0),)))
        row, col = rng.randrange(15), rng.randrange(15)
        near = {
            (t.row + dr, t.col + dc)
            for t in tiles
            for dr, dc in ((0, 0), (0, 1), (1, 0), (0, -1), (-1, 0))
        }
        number = next((t for t in game.rack() if t != WILD), None)
        if (row, col) not in near and number is not None:
            choices.append(Place((Placement(row, col, number),)))
    return rng.choice(choices)


def _random_move(game: TrioletGame, bot: RandomBot, rng: random.Random):
    if rng.random() < 0.04:
        return rng.choice([*game.legal_exchanges(), Pass()])
    return bot.choose_move(game)


@pytest.mark.parametrize("first_seed", range(0, 200, 25))
def test_random_playouts(first_seed):
    for seed in range(first_seed, first_seed + 25):
        rng = random.Random(seed)
        bot = RandomBot(seed)
        game = TrioletGame(2 + seed % 3, seed=seed)
        scores = game.scores
        while not game.is_terminal:
            snapshot = game.clone()
            with pytest.raises(IllegalMove):
                game.apply(_an_illegal_move(game, rng))
            assert game == snapshot
            move = _random_move(game, bot, rng)
            expected = game.score_of(move).total if isinstance(move, Place) else 0
            turn = game.apply(move)
            assert turn.points == expected
            assert game.scores[turn.player] == scores[turn.player] + turn.points + turn.end_bonus
            _check_invariants(game, scores, through_json=len(game.history) % 10 == 0)
            scores = game.scores
        assert game.winners() and max(game.scores) == game.scores[game.winners()[0]]
