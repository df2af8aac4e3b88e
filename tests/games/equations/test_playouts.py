"""Random playouts from 200 seeds, 2–6 players, every variant: the conformance test.

After every move: every card is in exactly one place, no equation on the table is
complete (it would have been scored); now and then: clone and JSON round trip equal the
game, a clone given the same move stays equal, and illegal moves change nothing.
"""

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathplay.errors import IllegalMove
from mathplay.games.equations import (
    VARIANTS,
    Draw,
    EquationsGame,
    Pass,
    Phase,
    Placement,
    Play,
    Side,
)

NAMES = sorted(VARIANTS)
SEEDS_PER_CHUNK = 25
MOVES = 50


def illegal_moves(game, rng):
    """Moves the rules forbid in this position."""
    hand = game.hand()
    absent = next((c for c in "0123456789+−×÷" if c not in hand), None)
    if game.phase == Phase.PLAY:
        moves = [Draw(1)]
        if absent is not None:
            moves.append(Play.of(rng.randrange(3), (absent, "left", 0)))
        if len(hand) >= 2:
            two = (Placement(hand[0], 0, Side.LEFT, 0), Placement(hand[1], 1, Side.LEFT, 0))
            moves.append(Play(two))
        if hand:
            moves += [Pass(), Play.of(1, (hand[0], "right", 99))]
        return moves
    return [Play.of(0, (hand[0], "left", 0))] if hand else [Pass()]


def playout(seed, chaos, count_cards, table_is_clear):
    rng = random.Random(seed)
    rules = VARIANTS[NAMES[seed % len(NAMES)]]
    players = 2 + seed % 5
    game = EquationsGame(players, seed, rules)
    deck = Counter(rules.cards())
    for step in range(MOVES):
        if game.is_terminal:
            assert game.winner is not None and game.scores[game.winner] >= rules.target
            break
        if step % 5 == 0:
            for bad in illegal_moves(game, rng):
                before = game.to_dict()
                with pytest.raises(IllegalMove):
                    game.apply(bad)
                assert game.to_dict() == before
        move = chaos(game, rng)
        twin = game.clone() if step % 10 == 0 else None
        before = game.to_dict()
        try:
            game.apply(move)
        except IllegalMove:
            assert game.to_dict() == before
            continue
        assert count_cards(game) == deck
        assert table_is_clear(game)
        assert all(score >= 0 for score in game.scores)
        if twin is not None:
            twin.apply(move)
            assert twin == game
            assert EquationsGame.from_dict(json.loads(json.dumps(game.to_dict()))) == game
    return game


@pytest.mark.parametrize("chunk", range(200 // SEEDS_PER_CHUNK))
def test_playouts(chunk, chaos, count_cards, table_is_clear):
    turns = 0
    for seed in range(chunk * SEEDS_PER_CHUNK, (chunk + 1) * SEEDS_PER_CHUNK):
        turns += playout(seed, chaos, count_cards, table_is_clear).turn
    assert turns > SEEDS_PER_CHUNK * 5  # the games really went on


def test_the_playouts_cover_every_variant_and_player_count():
    combos = {(NAMES[s % len(NAMES)], 2 + s % 5) for s in range(200)}
    assert {name for name, _ in combos} == set(VARIANTS)
    assert {count for _, count in combos} == {2, 3, 4, 5, 6}
    assert len(combos) == 40  # every variant with every number of players


@settings(max_examples=15, deadline=None)
@given(st.integers(1000, 10**6))
def test_more_playouts(chaos, count_cards, table_is_clear, seed):
    playout(seed, chaos, count_cards, table_is_clear)
