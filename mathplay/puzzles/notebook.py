"""A worksheet as an exercise notebook for nbgrader and otter-grader.

One markdown cell per puzzle, an answer cell (``answer_3 = ...``) and a check cell
(``sheet.check(3, answer_3, strict=True)``): a plain call that raises an
``AssertionError`` when the answer is wrong or missing, which is what an nbgrader test
cell and an otter-grader test expect. The cells carry nbgrader's metadata (answer cells
are solution cells, check cells are locked grade cells worth one point). The notebook
makes the puzzles again from their seeds, so it holds no answer.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mathplay.i18n import translate

if TYPE_CHECKING:
    from mathplay.puzzles.worksheet import Worksheet

__all__ = ["exercise_notebook", "notebook_text", "save_notebook"]

_KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}


def _nbgrader(cell_id: str, *, solution: bool = False, points: int = 0) -> dict[str, Any]:
    meta: dict[str, Any] = {
        "grade": points > 0,
        "grade_id": cell_id,
        "locked": not solution,
        "schema_version": 3,
        "solution": solution,
        "task": False,
    }
    if points:
        meta["points"] = points
    return {"nbgrader": meta}


def _cell(kind: str, cell_id: str, source: str, metadata: dict[str, Any]) -> dict[str, Any]:
    cell: dict[str, Any] = {
        "cell_type": kind,
        "id": cell_id,
        "metadata": metadata,
        "source": source,
    }
    if kind == "code":
        cell.update(execution_count=None, outputs=[])
    return cell


def _setup_source(sheet: Worksheet) -> str:
    lines = [
        "from mathplay.puzzles import make_puzzle, worksheet",
        "",
        "sheet = worksheet(",
        "    [",
    ]
    for puzzle in sheet.puzzles:
        lines.append(
            f"        make_puzzle({puzzle.kind!r}, seed={puzzle.seed}, "
            f"difficulty={puzzle.difficulty}),"
        )
    lines += ["    ],", f"    title={sheet.title!r},", f"    language={sheet.language!r},", ")"]
    return "\n".join(lines)


def exercise_notebook(sheet: Worksheet) -> dict[str, Any]:
    """The notebook (nbformat 4.5 JSON) for ``sheet``."""
    language = sheet.language
    intro = [f"# {sheet.title}", ""]
    if sheet.student:
        intro += [f"{translate('puzzles.sheet.name', language)} {sheet.student}", ""]
    intro.append(translate("puzzles.notebook.intro", language))
    cells = [
        _cell("markdown", "intro", "\n".join(intro), _nbgrader("intro")),
        _cell("code", "setup", _setup_source(sheet), _nbgrader("setup")),
    ]
    for number, puzzle in enumerate(sheet.puzzles, 1):
        prompt = puzzle.prompt
        text = [
            f"## {translate('puzzles.sheet.puzzle', language, number=number)}",
            "",
            prompt.sentence,
        ]
        if prompt.figure:
            text += ["", "```text", prompt.figure, "```"]
        text += ["", f"*{translate(puzzle.spec.answer_format, language)}*"]
        cells += [
            _cell("markdown", f"puzzle-{number}", "\n".join(text), _nbgrader(f"puzzle_{number}")),
            _cell(
                "code",
                f"answer-{number}",
                f"answer_{number} = ...",
                _nbgrader(f"answer_{number}", solution=True),
            ),
            _cell(
                "code",
                f"check-{number}",
                f"sheet.check({number}, answer_{number}, strict=True)",
                _nbgrader(f"check_{number}", points=1),
            ),
        ]
    return {
        "cells": cells,
        "metadata": {"kernelspec": _KERNELSPEC, "language_info": {"name": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def notebook_text(sheet: Worksheet) -> str:
    """The exercise notebook as the text of an ``.ipynb`` file."""
    return json.dumps(exercise_notebook(sheet), ensure_ascii=False, indent=1) + "\n"


def save_notebook(sheet: Worksheet, path: str | Path) -> Path:
    """Write ``sheet``'s exercise notebook to ``path`` (``.ipynb``)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(notebook_text(sheet), encoding="utf-8")
    return path
