"""Random playouts: nothing is created or lost, every game ends, copies and round trips are
exact, and illegal moves are refused with the state unchanged."""

import math
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathplay.games.memory import (
    CHAOS,
    Chaos,
    Flip,
    ForgetfulBot,
    LimitedMemoryBot,
    MemoryGame,
    PerfectMemoryBot,
    Phase,
    RandomBot,
    Rules,
    is_number,
)

VARIANTS = [
    Rules(),
    Rules(operators="+-"),
    Rules(chaos_copies=10, grid=(6, 8)),
    Rules(digits="123", digit_copies=4, wildcard_copies=1, chaos_copies=3, grid=(4, 7)),
    Rules(wildcard_copies=0, chaos_copies=0, operator_copies=1),
]
BOTS = [
    RandomBot,
    PerfectMemoryBot,
    lambda seed: ForgetfulBot(0.3, seed=seed),
    lambda seed: LimitedMemoryBot(3, seed=seed),
]
MOST_MOVES = 5000


def check_invariants(game: MemoryGame) -> None:
    places = Counter(card for card in game.grid if card is not None)
    places.update(card for cards in game.collected for card in cards)
    places.update(game.discarded)
    assert places == Counter(range(len(game.cards))), "every card is in exactly one place"
    assert all(game.cards[card] == CHAOS for card in game.discarded)
    assert all(CHAOS not in game.hand(p) for p in range(len(game.players)))
    numbers = Counter(f for f in map(game.face, range(len(game.grid))) if f and is_number(f))
    assert all(n % 2 == 0 for n in numbers.values()), "number cards leave the grid in pairs"
    assert game.in_finale == (not game.face_down())
    assert (game.phase == Phase.SECOND_FLIP) == (game.flipped is not None)


def try_illegal_moves(game, assert_illegal, rng):
    """Flip a taken card, the face-up card, a third card while chaos waits; wrong chaos."""
    if game.in_finale:
        return
    if game.phase == Phase.CHAOS:
        assert_illegal(game, Flip(rng.choice(game.face_down())), "memory.chaos_pending")
        assert_illegal(game, Chaos(len(game.face_down()) + 1), "memory.chaos_count")
        return
    taken = [p for p, card in enumerate(game.grid) if card is None]
    if taken:
        assert_illegal(game, Flip(rng.choice(taken)), "memory.card_taken")
    if game.flipped is not None:
        assert_illegal(game, Flip(game.flipped), "memory.card_face_up")
    assert_illegal(game, Chaos(2), "memory.no_chaos")
    assert_illegal(game, Flip(len(game.grid)), "memory.no_such_card")


def play_out(game, bots, *, check=None):
    """Play ``game`` to its end with ``bots``; ``check(game, moves)`` before every move."""
    moves = []
    while not game.is_terminal:
        assert len(moves) < MOST_MOVES, "the game ends"
        if check:
            check(game, moves)
        move = bots[game.current_player].choose_move(game)
        assert move in game.legal_moves()
        turn = game.apply(move)
        moves.append(move)
        for bot in bots:
            bot.observe(turn)
    return moves


@pytest.mark.parametrize("seed", range(240))
def test_random_playout(seed, assert_illegal):
    rng = random.Random(seed)
    rules = VARIANTS[seed % len(VARIANTS)]
    players = 2 + seed % 5
    bots = [rng.choice(BOTS)(seed * 10 + i) for i in range(players)]
    game = MemoryGame(players, seed, rules, first_player=seed % players)
    start = game.clone()
    held = [0] * players

    def check(game, moves):
        check_invariants(game)
        for p in range(players):
            assert len(game.hand(p)) >= held[p], "collections only grow"
            held[p] = len(game.hand(p))
        if len(moves) % 7 == 0:
            before = game.to_dict()
            copy = game.clone()
            assert copy == game and MemoryGame.from_dict(before) == game
            try_illegal_moves(game, assert_illegal, rng)
            copy.apply(list(copy.legal_moves())[-1])
            assert copy != game and game.to_dict() == before, "a clone is independent"

    moves = play_out(game, bots, check=check)
    check_invariants(game)
    assert list(game.legal_moves()) == [] and game.outcome is not None
    assert sum(map(len, game.collected)) + len(game.discarded) == len(game.cards)
    assert MemoryGame.from_dict(game.to_dict()) == game
    replay = start
    for move in moves:
        replay.apply(move)
    assert replay == game, "the same moves from the same seed give the same game"


@st.composite
def rules(draw):
    digits = "".join(sorted(draw(st.sets(st.sampled_from("0123456789"), min_size=1))))
    operators = "".join(sorted(draw(st.sets(st.sampled_from("+−×÷")))))
    counts = {
        "digit_copies": draw(st.sampled_from([2, 4])),
        "operator_copies": draw(st.integers(0, 3)),
        "wildcard_copies": draw(st.integers(0, 4)),
        "chaos_copies": draw(st.integers(0, 6)),
    }
    size = Rules(digits=digits, operators=operators, **counts).deck_size
    rows = draw(st.integers(1, 6))
    return Rules(digits=digits, operators=operators, grid=(rows, math.ceil(size / rows)), **counts)


@settings(max_examples=80, deadline=None)
@given(rules(), st.integers(2, 6), st.integers(0, 10**6))
def test_any_deck_plays_to_its_end(rules, players, seed):
    rng = random.Random(seed)
    bots = [rng.choice(BOTS)(seed + i) for i in range(players)]
    game = MemoryGame(players, seed, rules)
    play_out(game, bots, check=lambda game, moves: check_invariants(game))
    check_invariants(game)
    assert sum(len(game.hand(p)) for p in range(players)) + len(game.discarded) == rules.deck_size
    assert MemoryGame.from_dict(game.to_dict()) == game
