"""Copies, round trips through plain data, rejected data, and what each player may see."""

import json

import pytest

from mathplay.errors import InvalidState, MathplayError
from mathplay.games.memory import CHAOS, Chaos, Flip, MemoryGame, Rules


def mid_game(chaos_pending=False):
    layout = f"7 {CHAOS} 3 5 7 3 5 + × Y"
    game = MemoryGame(["Ala", "Ola"], seed=3, rules=Rules(grid=(2, 5)), layout=layout)
    game.apply(Flip(0))
    if chaos_pending:
        game.apply(Flip(1))
    return game


@pytest.mark.parametrize("game", [MemoryGame(seed=9), mid_game(), mid_game(chaos_pending=True)])
def test_round_trip_through_json(game):
    data = json.loads(json.dumps(game.to_dict()))
    copy = MemoryGame.from_dict(data)
    assert copy == game and copy.to_dict() == game.to_dict()
    move = list(game.legal_moves())[-1]
    game.apply(move)
    copy.apply(move)
    assert copy == game, "the random generator travels with the state"


def test_a_clone_is_equal_and_independent():
    game = mid_game()
    copy = game.clone()
    assert copy == game and copy is not game
    copy.apply(Flip(4))
    assert copy != game and game.flipped == 0 and game.hand(0) == ()
    assert game != "a game"


def test_chaos_shuffles_are_the_same_after_a_round_trip():
    game = mid_game(chaos_pending=True)
    copy = MemoryGame.from_dict(game.to_dict())
    game.apply(Chaos(5))
    copy.apply(Chaos(5))
    assert game.grid == copy.grid and game.last_events == copy.last_events


def tamper(**changes):
    data = mid_game().to_dict()
    data.update(changes)
    return data


@pytest.mark.parametrize(
    "data",
    [
        tamper(grid=[0, 0, 2, 3, 4, 5, 6, 7, 8, 9]),
        tamper(grid=[None, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
        tamper(discarded=[2], grid=[0, 1, None, 3, 4, 5, 6, 7, 8, 9]),
        tamper(collected=[[1], []], grid=[0, None, 2, 3, 4, 5, 6, 7, 8, 9]),
        tamper(phase="over"),
        tamper(phase="chaos", flipped=None),
        tamper(flipped=None),
        tamper(flipped=12),
        tamper(current_player=2),
        tamper(turn=-1),
        tamper(turn="1"),
        tamper(declared=["7", None]),
        tamper(cards=["7", "7"]),
        tamper(players=["Ala"]),
        tamper(rng=[3, [1, 2], None]),
        tamper(history=[{"kind": "jump"}]),
        tamper(history=[{"player": 0, "move": "jump", "points": 0, "events": []}]),
        tamper(finished=[True, False]),
        tamper(rules={"goal": "biggest"}),
        {"players": ["Ala", "Ola"]},
        "not a dict",
    ],
)
def test_impossible_data_is_rejected(data):
    with pytest.raises(InvalidState) as info:
        MemoryGame.from_dict(data)
    assert info.value.message_id == "memory.invalid_state"
    assert info.value.localized("en").startswith("This Memory Max position is not possible")


def test_a_view_hides_every_face_down_card():
    game = mid_game()
    view = game.view(1)
    assert view["player"] == 1 and view["players"] == ["Ala", "Ola"]
    assert view["faces"] == ["7"] + [None] * 9
    assert view["status"] == ["up"] + ["down"] * 9
    assert view["phase"] == "second_flip" and view["current_player"] == 0
    assert view["last_events"] == [{"kind": "flip", "player": 0, "positions": [0], "faces": ["7"]}]
    assert "cards" not in view and "grid" in view and "rng" not in view
    game.apply(Flip(4))  # the other 7: a pair, now in front of Ala for all to see
    view = game.view(0)
    assert view["collected"] == [["7", "7"], []]
    assert view["status"][0] == view["status"][4] == "taken"
    assert set(view["faces"]) == {None}
    json.dumps(view)


def test_view_of_a_player_who_is_not_there():
    with pytest.raises(MathplayError) as info:
        mid_game().view(2)
    assert info.value.message_id == "memory.unknown_player"


@pytest.mark.parametrize("first", [-1, 2, True])
def test_unknown_first_player(first):
    with pytest.raises(MathplayError) as info:
        MemoryGame(2, first_player=first)
    assert info.value.message_id == "memory.unknown_player"


@pytest.mark.parametrize("players", [1, 7, ["Ala", "Ala"]])
def test_two_to_six_players_with_different_names(players):
    with pytest.raises(MathplayError):
        MemoryGame(players)


def test_a_notebook_shows_the_table_without_face_down_faces():
    game = mid_game()
    html = game._repr_html_()
    assert html.count("<td") == 10 and html.count(">?</td>") == 9 and ">7</td>" in html
    assert "<b>Ala</b> ◀: —" in html and "<b>Ola</b>: —" in html
    game.apply(Flip(4))
    assert "<b>Ala</b> ◀: 7 7" in game._repr_html_()
