"""The course folder as ``mathplay homework`` and nbgrader lay it out, read and never changed::

COURSE/mathplay-course-key.json      the course's secret and each assignment's recipe
COURSE/nbgrader_config.py            COURSE/gradebook.db        (nbgrader's)
COURSE/source/ASSIGNMENT/*.ipynb     the teacher's notebooks (with the solutions)
COURSE/release/ASSIGNMENT/*.ipynb    what the pupils got
COURSE/submitted/STUDENT/ASSIGNMENT/*.ipynb, COURSE/autograded/STUDENT/ASSIGNMENT/*.ipynb
"""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from types import ModuleType
from typing import Any

from mathplay.errors import MathplayError

__all__ = [
    "NEEDS_NBGRADER",
    "choose_assignment",
    "nbgrader_module",
    "notebooks_in",
    "pupils_language",
    "released_notebook",
]

NEEDS_NBGRADER = "classroom.needs_nbgrader"


def nbgrader_module(name: str) -> ModuleType:
    """nbgrader's module ``name`` (its gradebook, its checksums), imported when first needed;
    a clear error when nbgrader is not installed (it is a teacher's tool, not a dependency)."""
    try:
        return importlib.import_module(name)
    except ImportError:
        raise MathplayError(NEEDS_NBGRADER) from None


def notebooks_in(folder: Path) -> list[Path]:
    """The notebooks directly in ``folder`` (no hidden files, no checkpoints), sorted."""
    if not folder.is_dir():
        return []
    return sorted(
        p for p in folder.iterdir() if p.suffix == ".ipynb" and not p.name.startswith(".")
    )


def choose_assignment(known: list[str], wanted: str | None) -> str:
    """``wanted`` if the course has it; the only assignment if none is named."""
    listed = ", ".join(known) or "–"
    if wanted is None:
        if len(known) == 1:
            return known[0]
        raise MathplayError("classroom.which_assignment", known=listed)
    if wanted not in known:
        raise MathplayError("classroom.no_such_assignment", assignment=wanted, known=listed)
    return wanted


def pupils_language(key: Any, assignment: str) -> str | None:
    """The language the assignment speaks to the pupils (its recipe's, in the course key)."""
    recipe = getattr(key, "assignments", {}).get(assignment)
    return recipe.get("language") if isinstance(recipe, dict) else None


def released_notebook(course: Path, assignment: str) -> dict[str, Any] | None:
    """The notebook nbgrader released for ``assignment`` (``None`` if the course folder does
    not keep it); only the course's own files are read here."""
    found = notebooks_in(course / "release" / assignment)
    if not found:
        return None
    try:
        notebook = json.loads(found[0].read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return notebook if isinstance(notebook, dict) else None
