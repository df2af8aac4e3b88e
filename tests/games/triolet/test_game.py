"""The game: set-up, turns, refill, exchange, pass, extra turns, the end, views, saving."""

import json
from collections import Counter

import pytest

from mathplay.errors import IllegalMove, InvalidState, MathplayError
from mathplay.games.base import Game
from mathplay.games.triolet import (
    WILD,
    Exchange,
    GreedyBot,
    Pass,
    Place,
    Placement,
    Rules,
    TrioletGame,
)


def test_set_up():
    game = TrioletGame(["Ana", "Ben", "Cy"], seed=5)
    assert isinstance(game, Game)
    assert game.players == ["Ana", "Ben", "Cy"]
    assert [len(game.rack(p)) for p in range(3)] == [3, 3, 3]
    assert len(game.bag) == 83 - 9
    tiles = Counter(game.bag) + sum((Counter(game.rack(p)) for p in range(3)), Counter())
    assert tiles == Counter(Rules().all_tiles())
    assert tiles[WILD] == 2 and sum(tiles.values()) == 83
    assert game.scores == [0, 0, 0] and game.current_player == 0
    assert not game.is_terminal and game.board.is_empty


def test_the_seed_fixes_the_bag():
    assert TrioletGame(seed=7).to_dict() == TrioletGame(seed=7).to_dict()
    assert TrioletGame(seed=7).rack(0) != TrioletGame(seed=8).rack(0) or (
        TrioletGame(seed=7).bag != TrioletGame(seed=8).bag
    )


@pytest.mark.parametrize("players", [1, 5, ["solo"], ["a", "a"], "ab", True])
def test_player_counts_and_names(players):
    with pytest.raises(MathplayError):
        TrioletGame(players)


def _game_with(racks, board="", bag=None, rules=None, current=0):
    """A game in a chosen position, as a text position; every other tile is in the bag (or
    the bag is ``bag``); the random state is that of a new game with seed 1."""
    rules = rules or Rules()
    fresh = TrioletGame(len(racks), seed=1, rules=rules).to_text().splitlines()
    text = [
        *(line for line in fresh if line.startswith(("random:", "rules:", "players:"))),
        "racks: " + " | ".join(" ".join(map(str, rack)) or "-" for rack in racks),
        f"to play: Player {current + 1}",
        *([] if bag is None else ["bag: " + (" ".join(map(str, bag)) or "-")]),
        "board:",
        *board.splitlines(),
    ]
    return TrioletGame.from_text("\n".join(text))


def test_place_scores_refills_and_passes_the_turn():
    game = _game_with([[9, 4, 2], [1, 1, 1]])
    turn = game.apply("7,6=9 7,7=4")
    assert (turn.player, turn.points) == (0, (9 + 4) * 2)  # the first move scores double
    assert game.scores == [26, 0]
    assert len(game.rack(0)) == 3 and game.rack(0)[0] == 2
    assert len(game.bag) == 83 - 6 - 2
    assert game.current_player == 1
    assert game.history == [turn]
    assert game.board.get(7, 6) == 9


def test_place_with_tiles_not_on_the_rack():
    game = _game_with([[9, 4, 2], [1, 1, 1]])
    snapshot = game.clone()
    for move, reason, params in [
        ("7,7=5", "triolet.not_in_rack", {"tile": 5}),
        ("7,6=4 7,7=4", "triolet.not_in_rack", {"tile": 4}),
        ("7,7=5*", "triolet.wild_not_in_rack", {}),
    ]:
        with pytest.raises(IllegalMove) as info:
            game.apply(move)
        assert (info.value.message_id, info.value.params) == (reason, params)
        assert game == snapshot


def test_wild_tile_is_placed_with_its_value_and_keeps_it():
    game = _game_with([[WILD, 4, 2], [1, 1, 1]])
    game.apply(Placement(7, 7, 11, wild=True))
    assert game.board.get(7, 7) == 11 and game.board.is_wild(7, 7)
    assert WILD not in game.rack(0)
    assert game.scores == [0, 0]  # a wild tile alone counts 0, even doubled


def test_exchange():
    game = _game_with([[15, 14, 13], [1, 1, 1]])
    bag_before = Counter(game.bag)
    game.apply(Exchange((14, 15)))
    assert game.rack(0)[0] == 13 and len(game.rack(0)) == 3
    assert Counter(game.bag) + Counter(game.rack(0)) == bag_before + Counter([15, 14, 13])
    assert game.current_player == 1 and game.scores == [0, 0]
    assert game.legal_exchanges()[0] == Exchange((1,))
    assert len(game.legal_exchanges()) == 3  # {1}, {1, 1}, {1, 1, 1}


def test_exchange_needs_a_full_enough_bag_and_tiles_on_the_rack():
    tight = _game_with([[15, 14, 13], [1, 1, 1]], bag=None)
    with pytest.raises(IllegalMove) as info:
        tight.apply("exchange 2")
    assert info.value.message_id == "triolet.not_in_rack"
    with pytest.raises(IllegalMove) as info:
        tight.apply(Exchange(()))
    assert info.value.message_id == "triolet.exchange_empty"
    rules = Rules(distribution=(0,) * 13 + (1, 1, 1), wild_tiles=0)
    small = _game_with([[15, 14, 13], []], rules=rules)
    assert not small.can_exchange and small.legal_exchanges() == []
    with pytest.raises(IllegalMove) as info:
        small.apply("exchange 15")
    assert info.value.message_id == "triolet.exchange_bag_small"
    assert info.value.params == {"bag": 0, "least": 5}
    no_exchange = _game_with([[1], [2]], rules=Rules(exchange_min_bag=None))
    assert not no_exchange.can_exchange
    with pytest.raises(IllegalMove) as info:
        no_exchange.apply("exchange 1")
    assert info.value.message_id == "triolet.exchange_off"


def test_passes_do_not_end_the_game_while_someone_can_place():
    # The seed plays on "until nobody can place a tile": two passes on move 0 are no end.
    game = TrioletGame(2, seed=2)
    for _ in range(4):
        game.apply(Pass())
    assert not game.is_terminal and game.scores == [0, 0]
    assert game.legal_placements()


def test_a_round_of_passes_ends_the_game_when_nobody_can_place():
    # A 13 fits nowhere next to 7 + 8: no pair may pass 15, no line of 3 makes 15.
    game = _game_with([[13], [13]], board=". \n" * 7 + ". . . . . . . 7 8")
    assert game.legal_placements() == []
    game.apply(Pass())
    assert not game.is_terminal
    game.apply(Pass())
    assert game.is_terminal and game.scores == [0, 0]
    assert game.history[-1].end_bonus == 0


def test_a_full_round_of_passes_ends_the_game_without_bonus():
    # The other reading (Rules.passes_end_only_when_stuck=False): any full round of passes.
    game = TrioletGame(3, seed=2, rules=Rules(passes_end_only_when_stuck=False))
    game.apply(Pass())
    game.apply(Pass())
    assert not game.is_terminal
    game.apply("pass")
    assert game.is_terminal and game.scores == [0, 0, 0]
    assert list(game.legal_moves()) == [] and not game.legal_moves()
    assert game.legal_placements() == [] and game.outcome.reason == "passes"
    with pytest.raises(IllegalMove) as info:
        game.apply(Pass())
    assert info.value.message_id == "triolet.game_over"


def test_a_placement_resets_the_pass_count():
    game = _game_with([[9, 4, 2], [1, 1, 1]])
    game.apply(Pass())
    game.apply("7,7=1")
    game.apply(Pass())
    assert not game.is_terminal
    assert not TrioletGame(2, rules=Rules(passes_end_game=False)).apply(Pass()).extra_turn


def test_replay_square_gives_one_extra_turn():
    board = ". \n. . 5"  # a 5 next to the replay square (1, 1)
    game = _game_with([[3, 7, 8], [1, 1, 1]], board=board)
    turn = game.apply("1,1=3")
    assert turn.extra_turn and game.is_extra_turn
    assert game.current_player == 0 and len(game.rack(0)) == 3
    game.apply("1,3=7")  # no replay square: the turn passes
    assert game.current_player == 1 and not game.is_extra_turn


def test_extra_turns_chain_unless_the_option_says_no():
    board = ". \n. . 5 . . . . . . . . . 5"
    for chain, player_after in [(True, 0), (False, 1)]:
        rules = Rules(chain_extra_turns=chain)
        game = _game_with([[3, 3, 8], [1, 1, 1]], board=board, rules=rules)
        assert game.apply("1,1=3").extra_turn
        second = game.apply("1,13=3")
        assert second.extra_turn is chain
        assert game.current_player == player_after


def test_covering_two_replay_squares_earns_one_extra_turn():
    rules = Rules(replays=((1, 1), (1, 2)))
    game = _game_with([[3, 4, 8], [1, 1, 1]], board=". \n. \n. . 5", rules=rules)
    turn = game.apply("1,1=3 1,2=4")
    assert turn.extra_turn and turn.points == (3 + 4) + (4 + 5)
    game.apply(Pass())
    assert game.current_player == 1


def test_no_extra_turn_with_the_option_off():
    game = _game_with(
        [[3, 8, 8], [1, 1, 1]], board=". \n. . 5", rules=Rules(replay_extra_turn=False)
    )
    assert not game.apply("1,1=3").extra_turn
    assert game.current_player == 1


def test_end_bonus_can_be_switched_off():
    counts = Counter([3, 8, 9, 7])
    rules = Rules(distribution=tuple(counts[v] for v in range(16)), end_bonus=False, wild_tiles=0)
    game = _game_with([[3], [8, 9]], board=". \n" * 7 + ". . . . . 7", rules=rules, bag=[])
    turn = game.apply("7,6=3")
    assert game.is_terminal and turn.end_bonus == 0


def test_view_hides_other_racks_and_exchanged_tiles():
    game = _game_with([[15, 14, 13], [1, 2, 3]])
    game.apply("exchange 15")
    mine, theirs = game.view(0), game.view(1)
    assert mine["rack"] == list(game.rack(0)) and theirs["rack"] == [1, 2, 3]
    assert "racks" not in mine and mine["rack_sizes"] == [3, 3]
    assert mine["history"][0]["move"] == "exchange 15"
    assert theirs["history"][0] == {
        "player": 0,
        "move": "exchange",
        "count": 1,
        "points": 0,
        "end_bonus": 0,
        "extra_turn": False,
    }
    assert theirs["bag_size"] == len(game.bag)
    assert "bag" not in theirs
    json.dumps(theirs)
    with pytest.raises(MathplayError) as info:
        game.view(2)
    assert info.value.message_id == "triolet.no_such_player"


@pytest.mark.parametrize("junk", [None, 7, 3.5, [7, 7, 5], {"row": 7}, object()])
def test_junk_is_not_a_move_and_changes_nothing(junk):
    game = TrioletGame(seed=6)
    snapshot = game.clone()
    with pytest.raises(IllegalMove) as info:
        game.apply(junk)
    assert info.value.message_id in {"triolet.not_a_move", "triolet.move_text"}
    assert game == snapshot


def test_score_of_does_not_change_the_game():
    game = _game_with([[9, 4, 2], [1, 1, 1]])
    snapshot = game.clone()
    assert game.score_of("7,6=9 7,7=4").total == 26
    assert game == snapshot
    with pytest.raises(IllegalMove):
        game.score_of("pass")


def test_legal_moves_hold_placements_exchanges_and_the_pass():
    game = TrioletGame(seed=3)
    moves = list(game.legal_moves())
    placements = game.legal_placements()
    assert moves[: len(placements)] == placements
    assert moves[-1] == Pass()
    assert all(isinstance(m, Exchange) for m in moves[len(placements) : -1])
    assert all(isinstance(m, Place) for m in placements)


def test_save_and_load_a_game_in_the_middle():
    game = TrioletGame(["Ana", "Ben"], seed=11)
    bot = GreedyBot()
    for _ in range(12):
        game.apply(bot.choose_move(game))
    data = json.loads(json.dumps(game.to_dict()))
    loaded = TrioletGame.from_dict(data)
    assert loaded == game
    for _ in range(10):  # the same bag, the same future
        move = bot.choose_move(game)
        assert bot.choose_move(loaded) == move
        game.apply(move)
        loaded.apply(move)
    assert loaded == game and loaded.history == game.history


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(bag=d["bag"][1:]),
        lambda d: d.update(bag=[*d["bag"], 3]),
        lambda d: d.update(current_player=2),
        lambda d: d.update(racks=d["racks"][:1]),
        lambda d: d.update(board="9 7"),
        lambda d: d.update(rules={**d["rules"], "size": 1}),
        lambda d: d.update(rules={**d["rules"], "colour": "red"}),
        lambda d: d.update(history=[{"player": 0, "move": "jump"}]),
        lambda d: d.update(bag=["x"]),
        lambda d: d.pop("rng"),
        lambda d: d.update(racks=[[1, 2, 3, 4], []]),
    ],
)
def test_broken_saved_games(change):
    data = TrioletGame(seed=4).to_dict()
    change(data)
    with pytest.raises(InvalidState):
        TrioletGame.from_dict(data)


def test_rules_round_trip_and_checks():
    rules = Rules(forbid_squares=True, premium_group="all")
    assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
    assert Rules().tile_count == 83
    for bad in [
        {"rack_size": 0},
        {"premium_group": "some"},
        {"doubles": ((20, 0),)},
        {"distribution": (1, 2)},
        {"exchange_min_bag": 0},
        {"min_players": 3, "max_players": 2},
    ]:
        with pytest.raises(MathplayError) as info:
            Rules(**bad)
        assert info.value.message_id == "triolet.bad_rules"


def test_html_of_a_game():
    game = TrioletGame(["Ana", "Ben"], seed=1)
    html = game._repr_html_()
    assert "<b>Ana: 0</b>" in html and "Ben: 0" in html and "77 tiles in the bag" in html
    assert repr(game) == "<TrioletGame Ana: 0, Ben: 0; Ana to play; bag 77>"
