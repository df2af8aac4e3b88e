"""Copies, saved games and their checks."""

import json

import pytest

from mathplay.errors import InvalidState
from mathplay.games.base import Game
from mathplay.games.equations import Draw, EquationsGame, Pile, Play, Rules, Side


def test_the_shared_interface():
    game = EquationsGame()
    assert isinstance(game, Game)
    assert len(game.players) == 3


def test_clone_is_independent_and_equal():
    game = EquationsGame(3, seed=8)
    copy = game.clone()
    assert copy == game
    move = next(iter(game.legal_moves()))
    copy.apply(move)
    assert copy != game
    game.apply(move)
    assert copy == game  # the same move, the same random draws afterwards
    copy.apply(Draw(2))
    game.apply(Draw(2))
    assert copy == game and copy.hand(0) == game.hand(0)


def test_json_round_trip():
    game = EquationsGame(4, seed=2, rules=Rules(pass_hands=True, void_at=None))
    game.apply(next(iter(game.legal_moves())))
    data = json.loads(json.dumps(game.to_dict()))
    again = EquationsGame.from_dict(data)
    assert again == game
    assert again.phase == game.phase and again.last_events == game.last_events


def test_a_seeder_comes_back_with_from_dict():
    def right_operators(game, index):
        return Pile.OPERATOR, Side.RIGHT

    table = ["7 + 3 =", "= 5", "= 4"]
    game = EquationsGame.from_text(table, "1 0", seeder=right_operators)
    again = EquationsGame.from_dict(game.to_dict(), seeder=right_operators)
    again.apply(Play.of(0, ("1", "right", 0), ("0", "right", 0)))
    assert again.equations[0].left == () and again.equations[0].right[0] in "+−×÷"


def tampered(change):
    data = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "3 4 5 6 7 +").to_dict()
    change(data)
    with pytest.raises(InvalidState) as info:
        EquationsGame.from_dict(data)
    return info.value.message_id


def test_saved_games_are_checked():
    assert tampered(lambda d: d["hands"][0].append("9")) == "equations.cards_mismatch"
    assert tampered(lambda d: d["draw_piles"]["digit"].pop()) == "equations.cards_mismatch"
    assert tampered(
        lambda d: d["draw_piles"]["digit"].append(d["draw_piles"]["operator"].pop())
    ) == ("equations.wrong_pile")
    assert tampered(lambda d: d["equations"].pop()) == "equations.three_equations"
    assert tampered(lambda d: d.update(phase="lunch")) == "equations.state_data"
    assert tampered(lambda d: d.pop("rng")) == "equations.state_data"
    assert tampered(lambda d: d.update(scores=[-1, 0])) == "equations.state_data"
    assert tampered(lambda d: d.update(winner=7)) == "equations.state_data"
    assert tampered(lambda d: d["rules"].update(target=0)) == "equations.state_data"
    assert tampered(lambda d: d["hands"].pop()) == "equations.state_data"

    def complete(data):
        data["equations"][1]["left"].append("4")
        data["hands"][0].remove("4")

    assert tampered(complete) == "equations.table_complete"
