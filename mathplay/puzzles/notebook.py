"""A worksheet as an exercise notebook for nbgrader and otter-grader.

The notebook is nbgrader's source notebook of :mod:`mathplay.puzzles.graders` for the
sheet's puzzles (each puzzle made again from its seed, so it holds no answer): a locked
set-up line, and per puzzle the question, the answer cell (``answer_3 = ...`` above a
solution region, so the released notebook keeps the name to assign) and a locked grade cell
worth a point (the hidden test ``grade(RECIPE, 3, answer_3)``, then ``hw.check(3,
answer_3)``). Every pupil gets the sheet's puzzles (a sheet made for a student: that
student's). ``mathplay homework`` writes a whole course, each pupil with her own numbers.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from mathplay.ipynb import ipynb_text, write_ipynb

if TYPE_CHECKING:
    from nbformat import NotebookNode

    from mathplay.puzzles.worksheet import Worksheet

__all__ = ["exercise_notebook", "notebook_text", "save_notebook", "sheet_recipe"]


def sheet_recipe(sheet: Worksheet, *, variants: bool = False) -> dict[str, Any]:
    """The homework recipe of ``sheet``'s puzzles (``variants``: each pupil gets their own)."""
    return {
        "assignment": "worksheet",
        "puzzles": [
            {"kind": p.kind, "seed": p.seed, "difficulty": p.difficulty} for p in sheet.puzzles
        ],
        "language": sheet.language,
        "variants": variants,
    }


def exercise_notebook(sheet: Worksheet) -> NotebookNode:
    """The notebook (nbformat 4.5) for ``sheet``."""
    from mathplay.puzzles.graders import nbgrader_notebook

    recipe = sheet_recipe(sheet)
    return nbgrader_notebook(recipe, sheet.title, grader=repr(recipe))


def notebook_text(sheet: Worksheet) -> str:
    """The exercise notebook as the text of an ``.ipynb`` file."""
    return ipynb_text(exercise_notebook(sheet))


def save_notebook(sheet: Worksheet, path: str | Path) -> Path:
    """Write ``sheet``'s exercise notebook to ``path`` (``.ipynb``), atomically."""
    return write_ipynb(path, exercise_notebook(sheet))
