"""One of each thing (issue 28 §3): an AST scan of ``mathplay/`` that fails when a second
copy of something the package does once comes back.

- the goal of Memory Max and of the search is read in one place, ``core/goal.py``: no other
  module compares ``goal[0] == "target"``;
- a Triolet score is the engine's (``games/triolet/scoring.py``): no module outside
  ``games/triolet/`` divides by a line's ``multiplier`` to undo a premium (ask
  ``score_move(..., premiums=False)``).
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


def nodes(kind: type[ast.AST]) -> Iterator[tuple[str, ast.AST]]:
    for name, tree in modules():
        for node in ast.walk(tree):
            if isinstance(node, kind):
                yield f"{name}:{getattr(node, 'lineno', '?')}", node


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
