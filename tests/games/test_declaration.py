"""Each game's state is declared once: its ``State`` in ``games/<game>/state.py``. Nothing
reads or writes a field of it but through that declaration.

At run time a game holds its ``state`` and nothing else but the caches it names
(``__slots__``: no ``__dict__`` to put a second copy in), and ``to_dict`` is exactly the
declared fields. In the code (an AST scan of ``mathplay/``), there is no second
declaration of a state:

- no attribute named after a private copy of a field (``_scores``, ``_current``,
  ``_keep_turn_after_chaos``, a game's ``_rng``...), nor ``_restore``, ``_key``, ``_setup``;
- no class in a game's package but its ``State`` that annotates three or more of the
  state's fields (a stub declaring the state again, as ``GameState``, ``Variants`` and
  ``Finale`` did);
- no function outside ``state.py`` with six or more parameters named after fields (a
  positional list of the state, as ``_restore``), and no tuple, list, call or mapping that
  reads five or more fields one by one (a hand-written copy of the state, as ``_key``,
  ``clone`` and ``to_dict`` were);
- no ``__dict__``, ``vars()``, ``object.__setattr__`` (outside a frozen value's
  ``__post_init__``) or ``setattr`` (outside ``base.py`` and ``bot.py``: a game's and a bot's
  declared restore) in ``mathplay/games/``.
"""

from __future__ import annotations

import ast
import dataclasses
import json
from functools import cache
from pathlib import Path

import pytest

from mathplay.errors import InvalidState
from mathplay.games import equations, game_class, memory, play, triolet
from mathplay.games.equations.state import State as EquationsState
from mathplay.games.memory.state import State as MemoryState
from mathplay.games.triolet.state import State as TrioletState

PACKAGE = Path(__file__).resolve().parents[2] / "mathplay"
STATES = {"equations": EquationsState, "memory": MemoryState, "triolet": TrioletState}
FIELDS = {name: {f.name for f in dataclasses.fields(cls)} for name, cls in STATES.items()}
EVERY_FIELD = set().union(*FIELDS.values())
PRIVATE = {f"_{field}" for field in EVERY_FIELD} | {
    "_current",  # the old names of current_player
    "_over",
    "_restore",
    "_key",
    "_setup",
    "_turn_state",
}
BOT_OWN = {"_rng"}  # a bot's own generator (Bot.saved declares it)


@cache
def modules(root: Path = PACKAGE) -> list[tuple[Path, ast.Module]]:
    """Every module under ``root``, parsed (once)."""
    return [(path, ast.parse(path.read_text(encoding="utf-8"))) for path in root.rglob("*.py")]


def where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(PACKAGE.parent)}:{getattr(node, 'lineno', '?')}"


def enclosing(tree: ast.Module) -> dict[ast.AST, list[ast.AST]]:
    """For every node, the classes and functions around it (outermost first)."""
    found: dict[ast.AST, list[ast.AST]] = {}

    def walk(node: ast.AST, around: list[ast.AST]) -> None:
        found[node] = around
        inner = [*around, node] if isinstance(node, ast.ClassDef | ast.FunctionDef) else around
        for child in ast.iter_child_nodes(node):
            walk(child, inner)

    walk(tree, [])
    return found


# -- run time ------------------------------------------------------------------------------


def started(name):
    game = game_class(name)(seed=2)
    bots = {
        "equations": lambda: [equations.RandomBot(seed) for seed in range(3)],
        "memory": lambda: [memory.RandomBot(1), memory.RandomBot(2)],
        "triolet": lambda: [triolet.RandomBot(1), triolet.RandomBot(2)],
    }[name]()
    return play(game, bots, until=lambda g: len(g.history) >= 12)


@pytest.mark.parametrize("name", STATES)
def test_a_game_holds_its_state_and_nothing_else(name):
    game = started(name)
    assert type(game.state) is STATES[name] and not hasattr(game, "__dict__")
    for field in ("hands", "_scores", "_current", "phase", "players"):
        with pytest.raises(AttributeError):
            setattr(game, field, None)
    slots = {slot for cls in type(game).__mro__ for slot in getattr(cls, "__slots__", ())}
    assert slots - {"state"} <= {"_moves", "_solutions", "_events", "seeder"}


@pytest.mark.parametrize("name", STATES)
def test_the_saved_data_is_the_declaration(name):
    game = started(name)
    data = json.loads(json.dumps(game.to_dict()))
    assert list(data) == [f.name for f in dataclasses.fields(STATES[name])]
    assert game.clone().state == game.state and game.clone().state is not game.state
    for key in data:
        short = {k: v for k, v in data.items() if k != key}
        if key not in STATES[name].saved_defaults:
            with pytest.raises(InvalidState):
                game_class(name).from_dict(short)
    with pytest.raises(InvalidState):
        game_class(name).from_dict({**data, "_scores": [0, 0]})


# -- the code ------------------------------------------------------------------------------


def test_no_private_copy_of_a_field():
    found = []
    for path, tree in modules():
        around = enclosing(tree)
        for node in ast.walk(tree):
            classes = [c.name for c in around[node] if isinstance(c, ast.ClassDef)]
            names = []
            if isinstance(node, ast.Attribute):
                names = [node.attr]
            elif isinstance(node, ast.FunctionDef) and classes:  # a method
                names = [node.name]
            for name in names:
                if name not in PRIVATE:
                    continue
                if name in BOT_OWN and classes and classes[0].endswith("Bot"):
                    continue
                found.append(f"{where(path, node)} {name}")
    assert found == []


def test_no_second_declaration_of_a_state():
    found = []
    for game, fields in FIELDS.items():
        names = fields | {f"_{field}" for field in fields}
        for path, tree in modules(PACKAGE / "games" / game):
            for node in ast.walk(tree):
                if not isinstance(node, ast.ClassDef):
                    continue
                if path.name == "state.py" and node.name == "State":
                    continue
                annotated = {
                    item.target.id
                    for item in node.body
                    if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)
                }
                if len(annotated & names) >= 3:
                    found.append(f"{where(path, node)} {node.name}: {sorted(annotated & names)}")
    assert found == []


def _field_reads(nodes: list[ast.AST]) -> int:
    return sum(
        isinstance(node, ast.Attribute) and node.attr.lstrip("_") in EVERY_FIELD for node in nodes
    )


def test_no_hand_written_list_of_the_fields():
    found = []
    for path, tree in modules(PACKAGE / "games"):
        if path.name == "state.py":
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                params = [a.arg.lstrip("_") for a in (*node.args.args, *node.args.kwonlyargs)]
                if len(set(params) & EVERY_FIELD) >= 6:
                    found.append(f"{where(path, node)} {node.name}({', '.join(params)})")
            parts: list[ast.AST] = []
            if isinstance(node, ast.Tuple | ast.List):
                parts = list(node.elts)
            elif isinstance(node, ast.Call):
                parts = [*node.args, *(k.value for k in node.keywords)]
            elif isinstance(node, ast.Dict):
                parts = list(node.values)
            if _field_reads(parts) >= 5:
                found.append(f"{where(path, node)} reads {_field_reads(parts)} fields one by one")
    assert found == []


def test_no_poking_at_an_object_s_insides():
    found = []
    for path, tree in modules(PACKAGE / "games"):
        around = enclosing(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr == "__dict__":
                found.append(f"{where(path, node)} __dict__")
            if not isinstance(node, ast.Call):
                continue
            call = ast.unparse(node.func)
            functions = [f.name for f in around[node] if isinstance(f, ast.FunctionDef)]
            if call == "vars":
                found.append(f"{where(path, node)} vars()")
            elif call == "object.__setattr__" and functions[-1:] != ["__post_init__"]:
                found.append(f"{where(path, node)} object.__setattr__ in {functions}")
            elif call == "setattr" and path.name not in ("base.py", "bot.py"):
                found.append(f"{where(path, node)} setattr")
    assert found == []


def test_the_scan_finds_what_it_looks_for():
    """The old code's ways, written again, are found."""
    old = ast.parse(
        "class GameState:\n    players: list\n    hands: list\n    _scores: list\n"
        "def _restore(self, rules, players, rng, hands, scores, phase, turn):\n"
        "    self._scores = scores\n"
        "    return (self.rules, self.players, self.hands, self._scores, self.phase)\n"
    )
    annotated = {n.target.id for n in old.body[0].body}
    assert len(annotated & (FIELDS["equations"] | {"_scores"})) >= 3
    assert any(isinstance(n, ast.Attribute) and n.attr in PRIVATE for n in ast.walk(old))
    returned = old.body[1].body[-1].value
    assert _field_reads(returned.elts) >= 5
