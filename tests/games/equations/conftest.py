"""Helpers shared by the equations tests: the illegal-move check and the card count."""

from __future__ import annotations

from collections import Counter

import pytest

from mathplay.errors import IllegalMove


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


def card_places(game):
    """Every card of the game, counted over piles, discards, hands and the table."""
    places = [*game.hands, *game.draw_piles.values(), *game.discards.values()]
    places += [(*e.left, *e.right, *e.face_down) for e in game.equations]
    return Counter(card for place in places for card in place)
