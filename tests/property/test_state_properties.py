"""Whatever a file, a text or a caller gives a game, only a MathplayError comes out, at once.

Hypothesis feeds arbitrary JSON-like data and arbitrary text to every game's ``from_dict``
and ``from_text``, to ``Rules(**options)`` and to ``bot_from_dict``; and, since arbitrary
data rarely gets past the first check, the same to real saved games and text positions
with one part replaced by an arbitrary value (or left out, or one part added). Each call
either gives a state that validates and survives its own round trip, or raises a
:class:`MathplayError`, and never uses more than a few megabytes (``tracemalloc``).
"""

from __future__ import annotations

import dataclasses
import json
import tracemalloc
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mathplay.errors import MathplayError
from mathplay.games import equations, game_class, memory, play, triolet
from mathplay.games.bot_table import BOTS, bot_from_dict

GAMES = ("equations", "memory", "triolet")
RULES = {"equations": equations.Rules, "memory": memory.Rules, "triolet": triolet.Rules}
MEGABYTES = 8  # the most a refused (or accepted) input may allocate
EXAMPLES = 40

SETTINGS = settings(
    max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

NUMBERS = st.one_of(
    st.integers(-3, 20),
    st.sampled_from([True, False, 2**63, -(2**63), 10**30, 67_108_864, 10**4000]),
    st.floats(allow_nan=True, allow_infinity=True),
)
SCALARS = st.one_of(st.none(), NUMBERS, st.text(max_size=12), st.sampled_from(["*", "Y", "+"]))
JSON = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=20,
)


def _started(name: str, seed: int) -> Any:
    """A game a few moves in, with bots."""
    if name == "triolet":
        game = triolet.TrioletGame(3, seed)
        bots = [triolet.RandomBot(seed + i) for i in range(3)]
    elif name == "memory":
        game = memory.MemoryGame(2, seed, memory.Rules(grid=(4, 10)))
        bots = [memory.PerfectMemoryBot(seed), memory.ForgetfulBot(0.5, seed)]
    else:
        game = equations.EquationsGame(2, seed, equations.VARIANTS["rearranging"])
        bots = [equations.RandomBot(seed), equations.GreedyBot(seed)]
    return play(game, bots, until=lambda g: len(g.history) >= 3 + 5 * seed), bots


SAMPLES = {name: [_started(name, seed) for seed in range(3)] for name in GAMES}


def _paths(data: Any, at: tuple = ()) -> list[tuple]:
    """Every place inside JSON-like ``data``: keys and indices from the top."""
    found = [at]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*at, key))
    elif isinstance(data, list):
        for index, value in enumerate(data[:6]):
            found += _paths(value, (*at, index))
    return found


@st.composite
def changed(draw: st.DrawFn, data: Any) -> Any:
    """``data`` (a copy) with one part replaced by an arbitrary value, left out or added."""
    data = json.loads(json.dumps(data))
    path = draw(st.sampled_from(_paths(data)[1:]))
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    how = draw(st.sampled_from(["replace", "replace", "drop", "add"]))
    if how == "drop":
        parent.pop(path[-1])
    elif how == "add" and isinstance(parent, dict):
        parent[draw(st.text(max_size=6))] = draw(JSON)
    elif how == "add":
        parent.append(draw(JSON))
    else:
        parent[path[-1]] = draw(JSON)
    return data


def bounded(call, *args, **kwargs) -> Any:
    """``call(...)``'s result, or ``None`` for a MathplayError; fails for any other error
    or if the call allocates more than :data:`MEGABYTES`."""
    tracemalloc.start()
    try:
        return call(*args, **kwargs)
    except MathplayError as error:
        assert error.reason("en") and error.reason("ja") and error.reason("pl")
        return None
    finally:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert peak < MEGABYTES * 2**20, f"{peak / 2**20:.1f} MB"


def _accepted_is_whole(name: str, game: Any) -> None:
    """A game that was accepted validates, and comes back the same through dict and text."""
    game.state.validate()
    cls = game_class(name)
    assert cls.from_dict(json.loads(json.dumps(game.to_dict()))) == game
    assert cls.from_text(game.to_text()) == game


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(data=st.data())
def test_any_saved_game_is_read_or_refused(name, data):
    base, _ = data.draw(st.sampled_from(SAMPLES[name]))
    given_data = data.draw(st.one_of(JSON, changed(base.to_dict())))
    game = bounded(game_class(name).from_dict, given_data)
    if game is not None:
        _accepted_is_whole(name, game)


HOSTILE_LINES = [
    "random: seed 1, draws 67108864",
    "players: " + "A | " * 9,
    "scores: 99999999999999999999 | 0",
    "turn: " + "9" * 30,
]
TEXT_LINE = st.text(alphabet='abcdefghijklmnopqrstuvwxyz0123456789 |:.*-+×[]{}"=,', max_size=30)


@st.composite
def changed_text(draw: st.DrawFn, text: str) -> str:
    """A text position with one line replaced, left out, doubled or added."""
    lines = text.splitlines()
    at = draw(st.integers(0, len(lines) - 1))
    how = draw(st.sampled_from(["value", "value", "line", "drop", "twice", "add"]))
    key, colon, _ = lines[at].partition(":")
    if how == "value" and colon:
        lines[at] = f"{key}: {draw(TEXT_LINE)}"
    elif how == "value":
        lines[at] = draw(TEXT_LINE)
    elif how == "line":
        lines[at] = draw(st.sampled_from(HOSTILE_LINES))
    elif how == "drop":
        del lines[at]
    elif how == "twice":
        lines.insert(at, lines[at])
    else:
        lines.insert(at, draw(TEXT_LINE))
    return "\n".join(lines)


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(data=st.data())
def test_any_text_position_is_read_or_refused(name, data):
    base, _ = data.draw(st.sampled_from(SAMPLES[name]))
    text = data.draw(st.one_of(st.text(max_size=60), changed_text(base.to_text())))
    game = bounded(game_class(name).from_text, text)
    if game is not None:
        _accepted_is_whole(name, game)


@pytest.mark.parametrize("name", GAMES)
@SETTINGS
@given(data=st.data())
def test_any_rules_options_are_taken_or_refused(name, data):
    cls = RULES[name]
    names = [field.name for field in dataclasses.fields(cls)]
    options = data.draw(st.dictionaries(st.sampled_from(names), JSON, max_size=3))
    rules = bounded(cls, **options)
    if rules is not None:
        assert cls.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules


@SETTINGS
@given(data=st.data())
def test_any_saved_bot_is_read_or_refused(data):
    samples = [bot.to_dict() for name in GAMES for _, bots in SAMPLES[name] for bot in bots]
    samples.append(triolet.StrategicBot().to_dict())
    given_data = data.draw(st.one_of(JSON, st.sampled_from(samples).flatmap(changed)))
    bot = bounded(bot_from_dict, given_data)
    if bot is not None:
        assert type(bot) in BOTS.values()
        bot.check_saved()
        assert bot_from_dict(json.loads(json.dumps(bot.to_dict()))).to_dict() == bot.to_dict()
