"""Every way into a game goes through its one declared State and its one check.

Saved games (``from_dict``), text positions (``from_text``), rules (``Rules(...)``), saved
bots (``bot_from_dict``) and moves (``apply``) are refused with a MathplayError that names
what is wrong, at once and without a big allocation; saves written before the declared
states (format version 1) still load and play on.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from mathplay.errors import InvalidState, MathplayError
from mathplay.games import equations, game_class, memory, play, triolet
from mathplay.games.bot_table import BOTS, bot_from_dict
from mathplay.games.schema import FieldError

GAMES = ("equations", "memory", "triolet")
SAVES = Path(__file__).parents[1] / "data" / "saves"
RANDOM_BOTS = {
    "equations": equations.RandomBot,
    "memory": memory.RandomBot,
    "triolet": triolet.RandomBot,
}


def refused(call, *args, **kwargs) -> MathplayError:
    """The MathplayError of ``call(...)``, which must not allocate more than 2 MB."""
    tracemalloc.start()
    try:
        with pytest.raises(MathplayError) as info:
            call(*args, **kwargs)
    finally:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    assert peak < 2 * 2**20, f"{peak / 2**20:.1f} MB"
    for language in ("en", "ja", "pl"):
        assert "{" not in info.value.reason(language)
    return info.value


def reasons(error: MathplayError) -> str:
    """The error's text with the texts of the errors inside it."""
    return error.reason("en")


# -- saves of version 1 ----------------------------------------------------------------------


@pytest.mark.parametrize("name", GAMES)
def test_saves_of_version_1_still_load_and_play_on(name):
    data = json.loads((SAVES / f"v1-{name}.json").read_text(encoding="utf-8"))
    game = game_class(name).from_dict(data["state"])
    assert game.to_dict() == data["state"]
    assert game_class(name).from_text(game.to_text()) == game
    bots = []
    for seat, entry in enumerate(data["seats"]):
        if entry["bot"] is None:
            bots.append(RANDOM_BOTS[name](seed=seat))
            continue
        bot = bot_from_dict(entry["bot"])
        assert bot.to_dict() == entry["bot"]
        bots.append(bot)
    play(game, bots, until=lambda g: len(g.history) >= 150)
    game.state.validate()
    assert game_class(name).from_dict(json.loads(json.dumps(game.to_dict()))) == game


# -- saved games: every count bounded, every type checked, the field named ---------------------


def saved(name: str) -> dict:
    return json.loads(json.dumps(game_class(name)(seed=3).to_dict()))


def deck_of_2_63(data):
    data["rules"]["deck"][1][1] = 2**63


@pytest.mark.parametrize(
    ("name", "change", "named"),
    [
        ("equations", lambda d: d["rules"].update(draw=10**30), "rules"),
        ("equations", deck_of_2_63, "rules"),
        ("equations", lambda d: d["rng"].update(draws=67_108_864), "rng.draws"),
        ("equations", lambda d: d["rng"].update(seed=2**64), "rng.seed"),
        ("equations", lambda d: d.update(scores=[True, 0, 0]), "scores[0]"),
        ("equations", lambda d: d["hands"].__setitem__(0, "0123"), "hands[0]"),
        ("equations", lambda d: d.update(turn=1.0), "turn"),
        ("equations", lambda d: d.update(drawn=10**4000), "drawn"),
        ("equations", lambda d: d["equations"][0].update(left="7"), "equations[0].left"),
        ("equations", lambda d: d.update(history=[{"player": 0}]), "history[0].move"),
        ("memory", lambda d: d["rules"].update(chaos_copies=2**63), "rules"),
        ("memory", lambda d: d["rng"].update(draws=-1), "rng.draws"),
        ("memory", lambda d: d.update(flipped=True), "flipped"),
        ("memory", lambda d: d.update(players="Ana"), "players"),
        ("memory", lambda d: d["grid"].__setitem__(0, "0"), "grid[0]"),
        ("memory", lambda d: d.update(phase=["chaos"]), "phase"),
        ("triolet", lambda d: d["rules"].update(wild_tiles=10**9), "rules"),
        ("triolet", lambda d: d.update(bag=[*d["bag"], True]), "bag"),
        ("triolet", lambda d: d.update(extra_turn=0), "extra_turn"),
        ("triolet", lambda d: d.update(passes=-1), "passes"),
        ("triolet", lambda d: d.update(colour="red"), "colour"),
        ("triolet", lambda d: d["racks"].__setitem__(0, [1, 2, 3, 4]), "racks[0]"),
    ],
)
def test_a_saved_game_that_cannot_be_is_refused_naming_the_field(name, change, named):
    data = saved(name)
    change(data)
    error = refused(game_class(name).from_dict, data)
    assert isinstance(error, InvalidState)
    inner = next(iter(error.params.values()))
    assert isinstance(inner, FieldError) and inner.field.startswith(named)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("data", [[], "state", 7, None, {"rules": {}}])
def test_not_a_saved_game_at_all(name, data):
    refused(game_class(name).from_dict, data)


# -- rules: the one check at the constructor, for every way in ---------------------------------


@pytest.mark.parametrize(
    ("cls", "options"),
    [
        (equations.Rules, {"draw": 10**30}),
        (equations.Rules, {"deck": {"1": 2**63}}),
        (equations.Rules, {"target": 1.5}),
        (equations.Rules, {"deal_digits": 10**6}),
        (equations.Rules, {"max_players": 10**6}),
        (memory.Rules, {"chaos_copies": 2**63}),
        (memory.Rules, {"grid": (10**6, 10**6)}),
        (memory.Rules, {"grid": (100, 100)}),
        (memory.Rules, {"concatenate": "yes"}),
        (memory.Rules, {"goal": ("target", "1e5000")}),
        (triolet.Rules, {"distribution": (2**63,) * 16}),
        (triolet.Rules, {"wild_tiles": 10**9}),
        (triolet.Rules, {"centre": (True, 7)}),
        (triolet.Rules, {"end_bonus": 1}),
        (triolet.Rules, {"doubles": [[1, 1]] * 10**5}),
    ],
)
def test_rules_bound_every_count_and_check_every_type(cls, options):
    refused(cls, **options)


def test_a_text_position_bounds_its_numbers():
    board = "board:\n  ."
    for line in (
        "random: seed 1, draws 67108864",
        "random: seed 99999999999999999999999, draws 0",
        "scores: 99999999999999999999 | 0",
        "passes: " + "9" * 5000,
        "racks: " + "1" * 5000 + " | -",
        "rules: rack_size=1e999",
    ):
        refused(triolet.TrioletGame.from_text, f"{line}\n{board}")
    refused(memory.MemoryGame.from_text, "chaos used: 999999999999999999\ngrid:\n 7 7")
    refused(equations.EquationsGame.from_text, "turn: " + "9" * 5000 + "\ntable:\n 1 =\n 2 =\n = 3")


# -- moves forged past their constructor --------------------------------------------------------


def forged(move, **fields):
    for name, value in fields.items():
        object.__setattr__(move, name, value)
    return move


def inside(move, **fields):
    """``move`` with its first placement (or equation) forged."""
    for part in getattr(move, "placements", None) or move.table:
        forged(part, **fields)
    return move


def triolet_forged(game):
    tile = game.rack()[0]

    def place():
        return triolet.Place((triolet.Placement(7, 7, tile),))

    return [
        forged(triolet.Exchange((tile,)), tiles=(True,)),
        forged(triolet.Exchange((tile,)), tiles=7),
        inside(place(), row=99),
        inside(place(), wild=1),
        inside(place(), value=16),
        forged(place(), placements=["7,7=1"]),
        forged(place(), placements=None),
    ]


def memory_forged(game):
    return [
        forged(memory.Flip(0), position="0"),
        forged(memory.Flip(0), position=2**70),
        forged(memory.Chaos(2), count=None),
        forged(memory.UseBest(0), player=True),
        forged(memory.Declare(0, "1"), expression=None),
    ]


def equations_forged(game):
    card = game.hand()[0]
    return [
        forged(equations.Play.of(0, (card, "left", 0)), placements=None),
        forged(equations.Draw(1), digits=True),
        forged(equations.Trade(1, (card,)), give=7),
        forged(equations.TurnFaceDown(0, "left", 0), side=["left"]),
        forged(equations.Rearrange(tuple(game.equations)), table=[game.equations[0]] * 3),
        inside(equations.Rearrange(tuple(equations.Equation() for _ in range(3))), left=5),
        inside(equations.Play.of(0, (card, "left", 0)), card=["7"]),
    ]


FORGED = {"equations": equations_forged, "memory": memory_forged, "triolet": triolet_forged}


@pytest.mark.parametrize("name", GAMES)
def test_a_move_forged_past_its_constructor_is_refused_and_changes_nothing(name):
    game = game_class(name)(seed=5)
    if name == "equations":
        game = equations.EquationsGame(2, 5, equations.Rules(rearrange=True, trading=True))
    for move in FORGED[name](game):
        before, text = game.clone(), game.to_text()
        error = refused(game.apply, move)
        assert error.position == text and game == before
        assert not game.is_legal(move)
        game.state.validate()


# -- bots: a fixed table, each bot checked as a game's state is --------------------------------


@pytest.mark.parametrize(
    "data",
    [
        {"type": "mathplay.__main__.X", "state": {}},
        {"type": "os.system", "state": {}},
        {"type": "mathplay.games.base.Bot", "state": {}},
        {"type": ["x"], "state": {}},
        "mathplay.games.triolet.bots.GreedyBot",
        None,
    ],
)
def test_a_saved_bot_is_one_of_the_package_s_bots(data):
    error = refused(bot_from_dict, data)
    assert error.message_id == "game.unknown_bot"


def test_naming_a_module_imports_nothing():
    code = (
        "import sys; from mathplay.games.bot_table import bot_from_dict\n"
        "try: bot_from_dict({'type': 'mathplay.__main__.X', 'state': {}})\n"
        "except ValueError: pass\n"
        "print('mathplay.__main__' in sys.modules, 'mathplay.cli' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


@pytest.mark.parametrize(
    ("bot", "change", "named"),
    [
        (triolet.StrategicBot(), {"candidates": "many"}, "candidates"),
        (triolet.StrategicBot(), {"threat_weight": float("nan")}, "threat_weight"),
        (triolet.RandomBot(), {"_rng": {"random": {"seed": 1, "draws": 10**9}}}, "_rng"),
        (memory.LimitedMemoryBot(2), {"memory": {"items": [[1, "7"], [2, "7"], [3, "8"]]}}, "mem"),
        (memory.PerfectMemoryBot(), {"memory": {"items": [[1, "seven"]]}}, "memory"),
        (memory.ForgetfulBot(0.5), {"forget": 2}, "forget"),
        (equations.GreedyBot(), {"careful": "yes"}, "careful"),
        (equations.GreedyBot(), {"extra": 1}, "extra"),
    ],
)
def test_a_saved_bot_that_would_fail_later_is_refused_at_load(bot, change, named):
    data = bot.to_dict()
    data["state"].update(change)
    error = refused(bot_from_dict, data)
    assert error.message_id == "game.bad_bot"
    assert named in error.params["problem"].field


def test_every_bot_of_the_table_declares_all_it_keeps():
    for cls in BOTS.values():
        argument = {memory.ForgetfulBot: (0.5,), memory.LimitedMemoryBot: (2,)}.get(cls, ())
        bot = cls(*argument)
        assert set(vars(bot)) == set(cls.saved), cls
        assert bot_from_dict(json.loads(json.dumps(bot.to_dict()))).to_dict() == bot.to_dict()
