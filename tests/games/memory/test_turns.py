"""Scripted games: every rule of a turn on the rules page, one at a time."""

from collections import Counter

import pytest

from mathplay.errors import IllegalMove
from mathplay.games.base import Outcome
from mathplay.games.memory import (
    CHAOS,
    Chaos,
    Declare,
    Event,
    EventKind,
    Flip,
    MemoryGame,
    Phase,
    Rules,
    Status,
    Stop,
    UseBest,
)

FLIP, PAIR, BONUS, BACK = EventKind.FLIP, EventKind.PAIR, EventKind.BONUS, EventKind.TURN_BACK
OVER = EventKind.TURN_OVER


def game_of(layout, players=2, grid=None, first_player=0):
    rules = Rules(grid=grid or (1, len(layout.split())))
    return MemoryGame(players, seed=1, rules=rules, layout=layout, first_player=first_player)


def flip(game, *positions):
    for position in positions:
        game.apply(Flip(position))


def test_a_new_game_is_all_face_down():
    game = MemoryGame(players=["Ala", "Ola", "Ela"], seed=5, first_player=2)
    assert game.players == ["Ala", "Ola", "Ela"]
    assert game.current_player == 2 and game.phase == Phase.FIRST_FLIP and game.turn == 0
    assert Counter(game.cards) == Counter(Rules().deck())
    assert game.face_down() == list(range(40))
    assert list(game.legal_moves()) == [Flip(p) for p in range(40)]
    assert str(game) == "\n".join(["? ? ? ? ? ? ? ?"] * 5)
    assert MemoryGame(seed=5).cards == game.cards != MemoryGame(seed=6).cards


def test_first_flip_shows_the_card_face_up():
    game = game_of("7 3 7 3")
    flip(game, 2)
    assert game.phase == Phase.SECOND_FLIP
    assert game.status(2) == Status.UP and game.face_up() == {2: "7"}
    assert game.last_events == (Event(FLIP, 0, (2,), ("7",)),)
    assert Flip(2) not in game.legal_moves() and game.legal_moves().count() == 3
    assert game.grid_text() == "? ? 7 ?"


def test_a_pair_of_numbers_is_taken_and_the_turn_goes_on():
    game = game_of("7 3 7 3 5 5", grid=(2, 4))
    flip(game, 0, 2)
    assert game.hand(0) == ("7", "7")
    assert [game.status(p) for p in (0, 2)] == [Status.TAKEN, Status.TAKEN]
    assert game.last_events == (
        Event(FLIP, 0, (2,), ("7",)),
        Event(PAIR, 0, (0, 2), ("7", "7")),
    )
    assert game.current_player == 0 and game.phase == Phase.FIRST_FLIP and game.turn == 0
    assert game.grid_text() == ". ? . ?\n? ?"


def test_a_pair_of_operators_is_taken_and_the_turn_goes_on():
    game = game_of("× 3 × 3")
    flip(game, 2, 0)
    assert game.hand(0) == ("×", "×") and game.current_player == 0


def test_a_number_and_an_operator_mismatch():
    game = game_of("7 + 7 3 3 ×")
    flip(game, 0, 1)
    assert game.status(0) == Status.DOWN, "the number goes back face down, in the same place"
    assert game.status(1) == Status.TAKEN and game.hand(0) == ("+",), "the operator is a bonus"
    assert game.last_events[1:] == (
        Event(BACK, 0, (0,), ("7",)),
        Event(BONUS, 0, (1,), ("+",)),
        Event(OVER, 1, ()),
    )
    assert game.current_player == 1 and game.turn == 1 and game.phase == Phase.FIRST_FLIP


def test_two_numbers_mismatch_and_both_go_back():
    game = game_of("7 3 7 3")
    flip(game, 0, 1)
    assert game.face_down() == [0, 1, 2, 3] and game.hand(0) == ()
    assert [e.kind for e in game.last_events] == [FLIP, BACK, BACK, OVER]
    assert game.current_player == 1


def test_two_different_operators_are_both_bonus_cards():
    game = game_of("+ × 7 7")
    flip(game, 1, 0)
    assert game.hand(0) == ("×", "+")
    assert [e.kind for e in game.last_events] == [FLIP, BONUS, BONUS, OVER]
    assert game.current_player == 1
    flip(game, 2, 3)
    assert game.hand(1) == ("7", "7") and game.in_finale


def test_y_is_a_bonus_card_and_makes_pairs():
    game = game_of("Y 7 7 Y 3 3")
    flip(game, 0, 1)
    assert game.hand(0) == ("Y",) and game.status(1) == Status.DOWN
    flip(game, 3, 2)
    assert game.hand(1) == ("Y",)
    game = game_of("Y 7 7 Y")
    flip(game, 0, 3)
    assert game.hand(0) == ("Y", "Y") and game.current_player == 0


def test_the_player_after_the_last_wraps_around():
    game = game_of("1 2 1 2 3 3", players=3, first_player=2)
    flip(game, 0, 1)
    assert game.current_player == 0


def test_chaos_shuffling_two_cards():
    game = game_of(f"{CHAOS} 7 3 5 7 3 5 +")
    flip(game, 0, 1)
    assert game.phase == Phase.CHAOS and game.current_player == 0, "the owner uses it at once"
    assert game.discarded == [0] and game.hand(0) == (), "chaos is used, then discarded"
    assert list(game.legal_moves()) == [Chaos(n) for n in range(2, 8)]
    before = {p: game.face(p) for p in game.face_down()}
    game.apply(Chaos(2))
    shuffle, passed = game.last_events
    assert passed == Event(OVER, 1, ())
    assert shuffle.kind == EventKind.SHUFFLE and len(shuffle.positions) == 2 and not shuffle.faces
    after = {p: game.face(p) for p in game.face_down()}
    assert Counter(after.values()) == Counter(before.values())
    assert all(after[p] == before[p] for p in after if p not in shuffle.positions)
    assert game.current_player == 1 and game.phase == Phase.FIRST_FLIP and game.turn == 1


def test_chaos_shuffling_all_the_cards():
    layout = f"7 {CHAOS} 1 2 3 4 5 6 " + "1 2 3 4 5 6 7 +"
    moved = False
    for seed in range(5):
        game = MemoryGame(2, seed, Rules(grid=(2, 8)), layout=layout)
        flip(game, 1, 0)
        before = {p: game.face(p) for p in game.face_down()}
        game.apply(Chaos(len(before)))
        assert game.last_events[0].positions == tuple(sorted(before))
        after = {p: game.face(p) for p in game.face_down()}
        assert Counter(after.values()) == Counter(before.values())
        moved |= after != before
    assert moved, "a shuffle of 15 cards moves some of them"


def test_a_pair_of_chaos_cards_shuffles_once_and_the_turn_goes_on():
    game = game_of(f"{CHAOS} 7 {CHAOS} 7 3 3")
    flip(game, 0, 2)
    assert game.phase == Phase.CHAOS and game.discarded == [0, 2]
    assert game.last_events[1] == Event(PAIR, 0, (0, 2), (CHAOS, CHAOS))
    game.apply(Chaos(4))
    assert game.phase == Phase.FIRST_FLIP and game.current_player == 0 and game.turn == 0


def test_chaos_with_fewer_than_two_face_down_cards_is_discarded_unused():
    game = game_of(f"{CHAOS} + Y 7 7")
    flip(game, 3, 4, 0, 1)
    assert game.face_down() == [2]
    assert game.phase == Phase.FIRST_FLIP and game.current_player == 1
    assert game.last_events[-2:] == (
        Event(EventKind.CHAOS_UNUSED, 0, (0,), (CHAOS,)),
        Event(OVER, 1, ()),
    )
    assert game.discarded == [0] and game.hand(0) == ("7", "7", "+")
    flip(game, 2)  # the last card has no partner: taken as a bonus card on its own
    assert game.hand(1) == ("Y",) and game.in_finale and not game.is_terminal
    assert [e.kind for e in game.last_events] == [FLIP, BONUS]


def test_chaos_as_the_very_last_card():
    game = game_of(f"7 7 {CHAOS}")
    flip(game, 0, 1, 2)
    assert game.in_finale and game.discarded == [2] and game.hand(0) == ("7", "7")
    assert [e.kind for e in game.last_events] == [FLIP, BONUS, EventKind.CHAOS_UNUSED]


def test_the_game_ends_when_no_face_down_card_is_left():
    game = game_of("7 7 3 3")
    flip(game, 0, 1, 2, 3)
    assert game.phase == Phase.FINALE and not game.is_terminal and game.outcome is None
    assert game.grid_text() == ". . . ."
    assert list(game.legal_moves()) == [UseBest(0)]
    game.apply(Declare(0, "3377"))
    assert game.current_player == 1 and not game.is_terminal
    game.apply(UseBest(1))
    assert game.is_terminal and game.phase == Phase.OVER and list(game.legal_moves()) == []
    assert game.outcome == Outcome((3377, None), (1, 2), (0,), "finale")
    assert MemoryGame(2, layout=[], rules=Rules()).phase == Phase.FINALE


@pytest.mark.parametrize(
    ("setup", "move", "message_id"),
    [
        ((0,), Flip(0), "memory.card_face_up"),
        ((0, 2), Flip(2), "memory.card_taken"),
        ((), Flip(8), "memory.no_such_card"),
        ((), Flip(-1), "memory.no_such_card"),
        ((), Flip(True), "memory.no_such_card"),
        ((), Flip("1"), "memory.no_such_card"),
        ((), Chaos(2), "memory.no_chaos"),
        ((), Declare(0, "7"), "memory.not_over"),
        ((), "jump 1", "memory.move_text"),
        ((), 7, "memory.unknown_move"),
        ((), UseBest(0), "memory.not_over"),
    ],
)
def test_illegal_moves_change_nothing(assert_illegal, setup, move, message_id):
    game = game_of("7 3 7 3 5 5 + −")
    flip(game, *setup)
    assert_illegal(game, move, message_id)


def test_no_third_card_while_chaos_waits(assert_illegal):
    game = game_of(f"{CHAOS} 7 3 5 7 3 5 +")
    flip(game, 0, 1)
    error = assert_illegal(game, Flip(2), "memory.chaos_pending")
    assert "shuffle" in error.localized("en")
    assert_illegal(game, Chaos(1), "memory.chaos_count")
    assert_illegal(game, Chaos(8), "memory.chaos_count")
    assert_illegal(game, Chaos(2.0), "memory.chaos_count")


def test_no_flip_after_the_end(assert_illegal):
    game = game_of("7 7")
    flip(game, 0, 1)
    assert_illegal(game, Flip(0), "memory.game_over")


def test_after_a_pair_the_player_may_stop():
    # The seed: after a pair the player "ma prawo" (has the right) to turn two more cards.
    game = game_of("7 3 7 3 5 5", grid=(2, 4))
    assert Stop() not in game.legal_moves()
    flip(game, 0, 2)
    assert game.current_player == 0 and game.may_stop
    assert list(game.legal_moves())[-1] == Stop()
    game.apply(Stop())
    assert (game.current_player, game.turn, game.may_stop) == (1, 1, False)
    assert game.last_events == (Event(EventKind.STOP, 0, ()), Event(OVER, 1, ()))
    assert game.hand(0) == ("7", "7") and len(game.face_down()) == 4


def test_stopping_is_allowed_only_right_after_a_pair():
    game = game_of("7 3 7 3 5 5", grid=(2, 4))
    for moves in ([], [0], [0, 2, 1]):
        game = game_of("7 3 7 3 5 5", grid=(2, 4))
        flip(game, *moves)
        before = game.to_dict()
        with pytest.raises(IllegalMove) as info:
            game.apply(Stop())
        assert info.value.message_id == "memory.cannot_stop"
        assert game.to_dict() == before


def test_the_turn_must_go_on_when_stopping_is_not_allowed():
    rules = Rules(grid=(2, 4), may_stop_after_pair=False)
    game = MemoryGame(2, seed=1, rules=rules, layout="7 3 7 3 5 5")
    flip(game, 0, 2)
    assert game.current_player == 0 and not game.may_stop
    assert Stop() not in game.legal_moves()
    with pytest.raises(IllegalMove):
        game.apply(Stop())


def test_may_stop_survives_a_save_and_load():
    game = game_of("7 3 7 3 5 5", grid=(2, 4))
    flip(game, 0, 2)
    again = MemoryGame.from_dict(game.to_dict())
    assert again == game and again.may_stop
    again.apply(Stop())
    assert again.current_player == 1
    older = game.to_dict()
    del older["may_stop"]  # a game saved before the option
    assert not MemoryGame.from_dict(older).may_stop
