"""mathplay: three tabletop maths games as Jupyter lessons, widgets, solvers and puzzles.

Importing the package is cheap: SymPy, pandas and ipywidgets are imported only by the
functions that need them. Sub-packages load on first use (``mathplay.expr``, ...).
"""

from __future__ import annotations

import importlib
from typing import Any

from mathplay.i18n import get_language, set_language

__version__ = "0.1.0"

__all__ = ["__version__", "get_language", "set_language"]

_SUBMODULES = {"errors", "expr", "games", "i18n", "lessons", "puzzles", "search", "widgets"}


def __getattr__(name: str) -> Any:
    if name in _SUBMODULES:
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module 'mathplay' has no attribute {name!r}")
