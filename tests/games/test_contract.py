"""One conformance suite for every game (OpenSpiel's simulation test, python-chess's checks).

For each game, 1,000 seeded random playouts over a selection of variants (``conftest.py``):
after every move nothing is created or lost and the game's standing rules hold; the list
of legal moves is never empty before the end and every game ends; at sampled positions,
the state passes its one check (``State.validate``, what every way in runs), ``clone``
equals the original, the dict (through JSON), text and pickle round trips (all through the
state's declaration) give an equal game that continues identically, every listed move is
legal, and moves the rules
forbid are refused with the state unchanged and an error that carries the move and the
position (and survives pickling). Hypothesis then throws arbitrary moves at positions from
these playouts. The expensive checks run on a sample of positions: the playouts stay cheap.
"""

from __future__ import annotations

import json
import pickle
import random
from itertools import islice

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from mathplay.errors import IllegalMove, MathplayError
from mathplay.games import game_class
from mathplay.games.base import Game, Outcome, Turn

GAMES = ("equations", "memory", "triolet")
PLAYOUTS = 1000
CHUNKS = 4  # test cases per game (each one a quarter of the playouts)
SAMPLED = 7  # one playout in SAMPLED has its expensive checks (7: every variant gets some)
CONTINUE = 6  # moves played on from a round trip, compared turn by turn


def test_the_contract_is_the_base_class():
    for name in GAMES:
        cls = game_class(name)
        assert issubclass(cls, Game) and cls.name == name
        assert not getattr(cls, "__abstractmethods__", None)


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("name", GAMES)
def test_random_playouts(contracts, name, chunk):
    contract = contracts[name]
    per_chunk = PLAYOUTS // CHUNKS
    moves = 0
    for seed in range(chunk * per_chunk, (chunk + 1) * per_chunk):
        moves += playout(contract, seed, sampled=seed % SAMPLED == 0)
    assert moves > 3 * per_chunk, "the games really went on"


def test_the_playouts_cover_every_variant_and_player_count(contracts):
    for contract in contracts.values():
        games = [contract.make(seed) for seed in range(60)]
        assert {game.rules for game in games} == set(contract.rules), contract.name
        assert len({len(game.players) for game in games}) >= 3, contract.name


def playout(contract, seed: int, *, sampled: bool) -> int:
    """Play one seeded random game to its end, checking as it goes; the number of moves."""
    rng = random.Random(seed)
    game = contract.make(seed)
    material = contract.conserved(game)
    at = rng.randrange(0, 12) if sampled else -1
    steps = 0
    while not game.is_terminal:
        assert steps < contract.max_moves, f"seed {seed}: the game ends"
        assert game.legal_moves(), "a way forward before the end"
        if steps == at:
            check_position(contract, game, rng)
        player, history = game.current_player, len(game.history)
        scores = list(getattr(game, "scores", ()))
        move = contract.policy(game, rng)
        turn = game.apply(move)
        contract.scored(scores, turn, game)
        assert isinstance(turn, Turn) and turn.player in (player, getattr(move, "player", player))
        assert len(game.history) == history + 1 and game.history[-1] is turn
        assert contract.conserved(game) == material, "nothing created or lost"
        contract.check(game)
        steps += 1
    if sampled and steps <= at:
        check_position(contract, game, rng)
    check_the_end(contract, game, sampled=sampled)
    if sampled:  # the same moves from the same seed make the same game
        replay = contract.make(seed)
        for turn in game.history:
            replay.apply(turn.move)
        assert replay == game and replay.history == game.history
    return steps


def check_the_end(contract, game: Game, *, sampled: bool) -> None:
    assert not game.legal_moves()
    if not sampled:
        if contract.cheap_outcome:
            assert game.outcome is not None
        return
    assert list(game.legal_moves()) == []
    for move in contract.illegal(game, random.Random(0))[:2]:
        assert_refused(game, move)
    outcome = game.outcome
    assert isinstance(outcome, Outcome)
    count = len(game.players)
    assert len(outcome.scores) == len(outcome.ranks) == count and outcome.reason
    assert outcome.winners == tuple(p for p in range(count) if outcome.ranks[p] == 1)
    assert outcome.winners and min(outcome.ranks) == 1
    json.dumps(outcome.to_dict())
    check_round_trips(game, [])


def check_position(contract, game: Game, rng: random.Random) -> None:
    """The expensive checks, at one position of a playout."""
    listed = list(islice(game.legal_moves(), 30))
    assert bool(listed) != game.is_terminal
    assert all(game.is_legal(move) and move in game.legal_moves() for move in listed)
    for move in rng.sample(listed, min(3, len(listed))):
        trial = game.clone()
        trial.apply(move)
    for move in contract.illegal(game, rng):
        assert_refused(game, move)
    copy, text, history = game.clone(), game.to_text(), list(game.history)
    assert copy == game and copy.history == game.history
    if not copy.is_terminal:
        copy.apply(contract.policy(copy, random.Random(1)))
    assert game.to_text() == text and game.history == history, "a clone is independent"
    for player in range(len(game.players)):
        json.dumps(game.view(player))
    future = []
    probe = game.clone()
    chooser = random.Random(rng.random())
    for _ in range(CONTINUE):
        if probe.is_terminal:
            break
        future.append(contract.policy(probe, chooser))
        probe.apply(future[-1])
    check_round_trips(game, future)


def check_round_trips(game: Game, future: list) -> None:
    """The position passes its state's one check (``State.validate``, what every way in
    runs); dict (through JSON), text and pickle give an equal game that goes on identically."""
    cls = type(game)
    game.state.validate()
    text = game.to_text()
    by_dict = cls.from_dict(json.loads(json.dumps(game.to_dict())))
    by_text = cls.from_text(text)
    by_pickle = pickle.loads(pickle.dumps(game))
    assert by_dict == game and by_dict.history == game.history
    assert by_text == game and by_text.to_text() == text
    assert by_pickle == game and by_pickle.history == game.history
    assert by_dict.to_dict() == game.to_dict()
    original = game.clone()
    copies = (original, by_dict, by_text, by_pickle)
    for move in future:
        turns = [copy.apply(move) for copy in copies]
        assert all(turn == turns[0] for turn in turns), move
    assert all(copy == original for copy in copies)


def assert_refused(game: Game, move) -> MathplayError:
    """``move`` raises a rule error that carries the move and the position; no change."""
    before, text, history = game.clone(), game.to_text(), list(game.history)
    with pytest.raises(MathplayError) as info:
        game.apply(move)
    error = info.value
    assert game == before and game.to_text() == text and game.history == history
    assert error.position == text and error.move is not None
    assert not game.is_legal(move) and move not in game.legal_moves()
    again = pickle.loads(pickle.dumps(error))
    assert (type(again), again.message_id, again.params) == (
        type(error),
        error.message_id,
        error.params,
    )
    assert again.position == error.position and str(again) == str(error)
    assert str(error).splitlines()[0] == error.reason()
    return error


# -- arbitrary moves (hypothesis) ------------------------------------------------------------


@pytest.fixture(scope="module")
def positions(contracts):
    """Positions from a few playouts of every game, as text (one every few moves)."""
    found = {}
    for name, contract in contracts.items():
        texts = []
        for seed in range(12):
            rng, game = random.Random(seed), contract.make(seed)
            recent = []
            while not game.is_terminal:
                recent = [*recent[-2:], game.to_text()]
                if len(game.history) % 5 == 0:
                    texts.append(recent[-1])
                game.apply(contract.policy(game, rng))
            texts += [*recent, game.to_text()]  # the end, and just before it
        found[name] = texts
    return found


@pytest.mark.parametrize("name", GAMES)
@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_arbitrary_moves_are_checked(contracts, positions, name, data):
    contract = contracts[name]
    cls = game_class(name)
    game = cls.from_text(data.draw(st.sampled_from(positions[name])))
    listed = list(islice(game.legal_moves(), 60))
    arbitrary = contract.moves(game)
    move = data.draw(st.one_of(st.sampled_from(listed), arbitrary) if listed else arbitrary)
    legal = game.is_legal(move)
    event(f"{type(move).__name__} {'legal' if legal else 'refused'}")
    if legal:
        trial = game.clone()
        turn = trial.apply(move)
        assert isinstance(turn, Turn) and trial.history[-1] == turn
        assert contract.conserved(trial) == contract.conserved(game)
        contract.check(trial)
    else:
        error = assert_refused(game, move)
        assert isinstance(error, IllegalMove) or error.message_id.startswith(("expr.", name))
