"""Helpers shared by the Memory Max tests."""

import pytest

from mathplay.errors import IllegalMove


@pytest.fixture
def assert_illegal():
    """Check that ``move`` raises ``IllegalMove`` with ``message_id`` and changes nothing."""

    def check(game, move, message_id):
        before = game.to_dict()
        with pytest.raises(IllegalMove) as info:
            game.apply(move)
        assert info.value.message_id == message_id
        assert info.value.move == move
        assert game.to_dict() == before
        return info.value

    return check
