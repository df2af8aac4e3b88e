"""One of each thing (issue 28 §3): an AST scan of ``mathplay/`` that fails when a second
copy of something the package does once comes back.

- the goal of Memory Max and of the search is read in one place, ``core/goal.py``: no other
  module compares ``goal[0] == "target"``;
- a Triolet score is the engine's (``games/triolet/scoring.py``): no module outside
  ``games/triolet/`` divides by a line's ``multiplier`` to undo a premium (ask
  ``score_move(..., premiums=False)``);
- ``is_index`` is defined once (``games/base.py``) and no function checks ``int`` and
  ``0 <= i < n`` again;
- the boards ask the Equations engine for the draw choices (``draw_choices``) and whether
  a variant's paid move may be made (``check_may_pay``): no ``range(...rules.draw...)``
  outside ``games/equations/turn_end.py``, no ``equations.variant_off`` outside
  ``games/equations/variants.py``;
- SymPy is asked in one place: only ``expr/sympy_bridge.py`` imports it, and only
  ``expr/evaluation.py`` (``equation_holds``, ``sides_equal``: the lessons' and puzzle
  keys' authority) calls ``to_sympy``; the games decide with their exact check, the boards
  show values without it;
- a game's ``Rules.from_dict`` is ``games.schema.rules_from_dict`` (the unknown options
  refused once for the three games).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "mathplay"


@cache
def modules() -> tuple[tuple[str, ast.Module], ...]:
    """Every module of the package but the message catalogs, parsed once, by its path
    relative to ``mathplay/``."""
    return tuple(
        (path.relative_to(PACKAGE).as_posix(), ast.parse(path.read_text(encoding="utf-8")))
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.parent.name != "i18n"
    )


@cache
def every_node() -> tuple[tuple[str, ast.AST], ...]:
    """Every node of the package, with its place (``path:line``), walked once."""
    return tuple(
        (f"{name}:{getattr(node, 'lineno', '?')}", node)
        for name, tree in modules()
        for node in ast.walk(tree)
    )


def nodes(kind: type[ast.AST]) -> Iterator[tuple[str, ast.AST]]:
    return ((where, node) for where, node in every_node() if isinstance(node, kind))


def test_the_goal_is_read_in_one_place():
    readers = [
        where
        for where, node in nodes(ast.Compare)
        if any(
            isinstance(side, ast.Constant) and side.value == "target"
            for side in (node.left, *node.comparators)
        )
        and any(
            isinstance(side, ast.Subscript) and ast.literal_eval(side.slice) == 0
            for side in (node.left, *node.comparators)
            if isinstance(side, ast.Subscript) and isinstance(side.slice, ast.Constant)
        )
    ]
    assert [where.partition(":")[0] for where in readers] == ["core/goal.py"], readers


def test_triolet_premiums_are_undone_by_the_engine_only():
    undone = [
        where
        for where, node in nodes(ast.BinOp)
        if isinstance(node.op, ast.FloorDiv | ast.Div)
        and isinstance(node.right, ast.Attribute)
        and node.right.attr in ("multiplier", "multipliers")
        and not where.startswith("games/triolet/")
    ]
    assert not undone, undone


def _is_int_check(node: ast.AST) -> bool:
    """``isinstance(x, int)`` or ``type(x) is int``."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        named = node.func.id == "isinstance" and len(node.args) == 2
        return named and isinstance(node.args[1], ast.Name) and node.args[1].id == "int"
    return (
        isinstance(node, ast.Compare)
        and isinstance(node.left, ast.Call)
        and isinstance(node.left.func, ast.Name)
        and node.left.func.id == "type"
        and any(isinstance(c, ast.Name) and c.id == "int" for c in node.comparators)
    )


def _is_range_check(node: ast.AST) -> bool:
    """``0 <= x < n``."""
    return (
        isinstance(node, ast.Compare)
        and isinstance(node.left, ast.Constant)
        and node.left.value == 0
        and [type(op) for op in node.ops] == [ast.LtE, ast.Lt]
    )


def test_is_index_is_written_once():
    defined = [where for where, node in nodes(ast.FunctionDef) if "is_index" in node.name]
    assert [where.partition(":")[0] for where in defined] == ["games/base.py"], defined
    inside = {
        id(inner)
        for _, node in nodes(ast.FunctionDef)
        if node.name == "is_index"
        for inner in ast.walk(node)
    }
    again = [
        where
        for where, node in nodes(ast.BoolOp)
        if isinstance(node.op, ast.And)
        and id(node) not in inside
        and any(_is_int_check(value) for value in node.values)
        and any(_is_range_check(value) for value in node.values)
    ]
    assert not again, again


def test_boards_ask_the_equations_engine_for_draws_and_variants():
    draws = [
        where
        for where, node in nodes(ast.Call)
        if isinstance(node.func, ast.Name)
        and node.func.id == "range"
        and any(isinstance(n, ast.Attribute) and n.attr == "draw" for n in ast.walk(node))
    ]
    assert [where.partition(":")[0] for where in draws] == ["games/equations/turn_end.py"], draws
    variant_off = [
        where for where, node in nodes(ast.Constant) if node.value == "equations.variant_off"
    ]
    assert {where.partition(":")[0] for where in variant_off} == {"games/equations/variants.py"}


def test_sympy_is_asked_in_one_place():
    imports = [
        where
        for kind in (ast.Import, ast.ImportFrom, ast.Call)
        for where, node in nodes(kind)
        if (isinstance(node, ast.Import) and any(a.name == "sympy" for a in node.names))
        or (isinstance(node, ast.ImportFrom) and node.module == "sympy")
        or (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "__import__"
            and any(isinstance(a, ast.Constant) and a.value == "sympy" for a in node.args)
        )
    ]
    assert {where.partition(":")[0] for where in imports} == {"expr/sympy_bridge.py"}, imports
    calls = [
        where
        for where, node in nodes(ast.Call)
        if isinstance(node.func, ast.Name) and node.func.id == "to_sympy"
    ]
    assert {where.partition(":")[0] for where in calls} == {
        "expr/evaluation.py",
        "expr/sympy_bridge.py",  # the evaluated value is the unevaluated tree worked out
    }, calls


def test_rules_are_read_from_a_dict_in_one_place():
    readers = {}
    for where, node in nodes(ast.ClassDef):
        for item in node.body if node.name == "Rules" else ():
            if isinstance(item, ast.FunctionDef) and item.name == "from_dict":
                body = [
                    stmt
                    for stmt in item.body
                    if not (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant))
                ]
                readers[where] = [ast.unparse(stmt).split("(")[0] for stmt in body]
    assert len(readers) == 3, readers
    assert all(body == ["return rules_from_dict"] for body in readers.values()), readers
