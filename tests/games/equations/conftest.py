"""Helpers shared by the equations tests: the illegal-move check and a chaotic driver."""

from __future__ import annotations

import random
from collections import Counter
from itertools import pairwise

import pytest

from mathplay.errors import IllegalMove
from mathplay.expr import sides_equal
from mathplay.games.equations import (
    Equation,
    EquationsGame,
    Phase,
    Placement,
    Play,
    Rearrange,
    Side,
    Trade,
    TurnFaceDown,
    best_completion,
)
from mathplay.games.equations.bots import varied


def check_illegal(game, move, message_id):
    """``move`` raises ``IllegalMove`` with ``message_id`` and changes nothing."""
    before = game.to_dict()
    with pytest.raises(IllegalMove) as info:
        game.apply(move)
    assert info.value.message_id == message_id
    assert info.value.move == move
    assert game.to_dict() == before
    return info.value


@pytest.fixture(scope="session")
def assert_illegal():
    return check_illegal


@pytest.fixture(scope="session")
def count_cards():
    return card_places


@pytest.fixture(scope="session")
def chaos():
    return chaotic_move


@pytest.fixture(scope="session")
def table_is_clear():
    return no_complete_equation


def card_places(game):
    """Every card of the game, counted over piles, discards, hands and the table."""
    places = [*game.hands, *game.draw_piles.values(), *game.discards.values()]
    places += [(*e.left, *e.right, *e.face_down) for e in game.equations]
    return Counter(card for place in places for card in place)


def no_complete_equation(game):
    rules = game.rules.expr_rules()
    return not any(sides_equal(e.left, e.right, rules) for e in game.equations)


def chaotic_move(game: EquationsGame, rng: random.Random):
    """A legal-looking move of any kind the rules allow (some turn out illegal)."""
    hand = game.hand()
    if game.phase != Phase.PLAY:
        return rng.choice(list(game.legal_moves()))
    if not hand:
        return next(iter(game.legal_moves()))
    roll = rng.random()
    if game.rules.rearrange and roll < 0.15:
        return _paid_change(game, rng)
    if game.rules.trading and roll < 0.3:
        partner = rng.choice([p for p in range(len(game.players)) if p != game.current_player])
        take = game.hands[partner][:1]
        return Trade(partner, (rng.choice(hand),), tuple(take), 0, 0)
    if roll < 0.45:  # complete something when a few cards can (exercises the scoring)
        few = varied(hand, 4)
        for index, equation in enumerate(game.equations):
            found = equation.size <= 8 and best_completion(equation, few, game.rules, index=index)
            if found:
                return found.play
    index = rng.randrange(3)
    cards = rng.sample(hand, rng.randint(1, min(3, len(hand))))
    placements = []
    for card in cards:
        side = rng.choice(list(Side))
        most = len(game.equations[index].side(side))
        placements.append(Placement(card, index, side, rng.randint(0, most)))
    return Play(tuple(placements))


def _paid_change(game, rng):
    table = list(game.equations)
    if rng.random() < 0.5:
        index = rng.randrange(3)
        equation = table[index]
        side = rng.choice(list(Side))
        return TurnFaceDown(index, side, rng.randrange(max(1, len(equation.side(side)))))
    cards = [c for e in table for c in (*e.left, *e.right)]
    if rng.random() < 0.5:  # within one equation
        index = rng.randrange(3)
        cards = [*table[index].left, *table[index].right]
        rng.shuffle(cards)
        cut = rng.randint(0, len(cards))
        table[index] = Equation(tuple(cards[:cut]), tuple(cards[cut:]), table[index].face_down)
        return Rearrange(tuple(table))
    rng.shuffle(cards)
    cuts = sorted(rng.randint(0, len(cards)) for _ in range(5))
    bounds = [0, *cuts, len(cards)]
    rows = [tuple(cards[a:b]) for a, b in pairwise(bounds)]
    return Rearrange(
        tuple(Equation(rows[2 * i], rows[2 * i + 1], table[i].face_down) for i in range(3))
    )
