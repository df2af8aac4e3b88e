"""The course folder as ``mathplay homework`` and nbgrader lay it out, read and never changed::

COURSE/nbgrader_config.py            COURSE/gradebook.db        (nbgrader's)
COURSE/source/ASSIGNMENT/*.ipynb     the teacher's notebooks (with the solutions)
COURSE/release/ASSIGNMENT/*.ipynb    what the pupils got
COURSE/submitted/STUDENT/ASSIGNMENT/*.ipynb, COURSE/autograded/STUDENT/ASSIGNMENT/*.ipynb
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mathplay.errors import MathplayError

__all__ = ["assignments_in", "choose_assignment", "course_notebook", "notebooks_in"]


def notebooks_in(folder: Path) -> list[Path]:
    """The notebooks directly in ``folder`` (no hidden files, no checkpoints), sorted."""
    if not folder.is_dir():
        return []
    return sorted(
        p for p in folder.iterdir() if p.suffix == ".ipynb" and not p.name.startswith(".")
    )


def assignments_in(course: Path) -> list[str]:
    """The assignments the course's ``source/`` folder holds a notebook for."""
    source = course / "source"
    if not source.is_dir():
        return []
    return sorted(p.name for p in source.iterdir() if p.is_dir() and notebooks_in(p))


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


def course_notebook(course: Path, folder: str, assignment: str) -> dict[str, Any] | None:
    """The teacher's notebook of ``assignment`` in ``source`` or ``release`` (``None`` if
    the course folder does not keep it); only the course's own files are read here."""
    found = notebooks_in(course / folder / assignment)
    if not found:
        return None
    try:
        notebook = json.loads(found[0].read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return notebook if isinstance(notebook, dict) else None
