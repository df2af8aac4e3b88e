"""ipywidgets boards for the three games, and the lessons' ExpressionBuilder.

Boards load lazily: ``from mathplay.widgets import TrioletBoard`` imports only what it needs.
``board.save("my-game.json")`` and ``load("my-game.json")`` keep a game for another day
(:mod:`mathplay.widgets.saving`).
"""

from __future__ import annotations

import importlib
from typing import Any

__all__ = [
    "EquationsSetup",
    "EquationsTable",
    "ExpressionBuilder",
    "GameApp",
    "MemoryGrid",
    "TrioletBoard",
    "load",
]

_WHERE = {
    "ExpressionBuilder": "mathplay.widgets.builder",
    "TrioletBoard": "mathplay.widgets.triolet",
    "EquationsTable": "mathplay.widgets.equations",
    "EquationsSetup": "mathplay.widgets.equations_setup",
    "GameApp": "mathplay.widgets.app",
    "MemoryGrid": "mathplay.widgets.memory",
    "load": "mathplay.widgets.saving",
}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(importlib.import_module(_WHERE[name]), name)
    raise AttributeError(f"module 'mathplay.widgets' has no attribute {name!r}")
