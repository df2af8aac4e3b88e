"""Reading a pupil's notebook without running it: its JSON, its locked cells, its answers.

A notebook from a pupil may say anything, so nothing in it is run and nothing is trusted:

- :func:`read_notebook`: at most :data:`MAX_NOTEBOOK` bytes of JSON with a list of cells,
  else a clear error naming the pupil;
- :func:`check_locked_cells`: every locked nbgrader cell still holds what the teacher
  released (nbgrader's own checksum, :func:`nbgrader.utils.compute_checksum`, against the
  cell's recorded checksum and the released notebook's);
- :func:`answers_of`: each ``answer_N = ...`` cell's value, read with
  :func:`ast.literal_eval` (a literal: a number, a text, yes/no, a list); anything else (a
  calculation, a name) is kept as its text in a :class:`Calculation`.
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mathplay.classroom.course import nbgrader_module
from mathplay.errors import MathplayError
from mathplay.files import read_bounded

__all__ = [
    "MAX_NOTEBOOK",
    "Calculation",
    "answers_of",
    "check_locked_cells",
    "read_notebook",
]

MAX_NOTEBOOK = 20 * 1024 * 1024
"""A homework notebook is a few hundred kB; a bigger file is not one."""
_ANSWER = re.compile(r"answer_(\d+)")


@dataclass(frozen=True)
class Calculation:
    """An answer cell whose value is not a literal: its text, never run."""

    text: str


def _source(cell: dict[str, Any]) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


def read_notebook(path: Path, student: str) -> dict[str, Any]:
    """The notebook at ``path`` as JSON, or a clear error: not JSON, not a notebook."""
    data = read_bounded(path, MAX_NOTEBOOK)
    try:
        notebook = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as err:
        raise MathplayError(
            "classroom.not_json", student=student, file=path.name, reason=str(err)
        ) from None
    cells = notebook.get("cells") if isinstance(notebook, dict) else None
    if not isinstance(cells, list) or not all(isinstance(c, dict) for c in cells):
        raise MathplayError("classroom.not_notebook", student=student, file=path.name)
    return notebook


def _locked(cells: list[dict[str, Any]], skip_setup: bool = False) -> dict[str, dict[str, Any]]:
    """The cells nbgrader locks, by grade id (``skip_setup``: not the set-up cell)."""
    found = {}
    for cell in cells:
        if skip_setup and "Homework.release(" in _source(cell):
            continue
        meta = cell.get("metadata", {}).get("nbgrader")
        if not isinstance(meta, dict) or not isinstance(meta.get("grade_id"), str):
            continue
        if meta.get("locked") or (meta.get("grade") and not meta.get("solution")):
            found[meta["grade_id"]] = cell
    return found


def check_locked_cells(
    notebook: dict[str, Any], released: dict[str, Any] | None, student: str, *, signed: bool = False
) -> None:
    """A clear error if a locked cell was changed: its source no longer gives its recorded
    checksum, or the checksum is not the one the teacher released (``released``: the
    notebook nbgrader released, when the course folder keeps it). ``signed``: a pupil's own
    notebook, whose set-up cell (``Homework.release(...)``) carries her id and signature
    instead of the release's (the signature vouches for it; nothing in it is run)."""
    cells = _locked(notebook["cells"], skip_setup=signed)
    if not cells:
        return
    import nbformat

    compute_checksum = nbgrader_module("nbgrader.utils").compute_checksum

    expected = _locked(released["cells"], skip_setup=signed) if released else {}
    for grade_id, cell in cells.items():
        recorded = cell["metadata"]["nbgrader"].get("checksum")
        original = expected.get(grade_id, {}).get("metadata", {}).get("nbgrader", {})
        if recorded is None and original.get("checksum") is None:
            continue  # a source notebook's cell: no checksum to keep
        try:
            computed = compute_checksum(nbformat.from_dict({**cell, "source": _source(cell)}))
        except (KeyError, TypeError, ValueError, AttributeError):
            computed = None
        if computed != recorded or (expected and original.get("checksum") != recorded):
            raise MathplayError("classroom.tampered", student=student, cell=grade_id)
    missing = sorted(set(expected) - set(cells))
    if missing:
        raise MathplayError("classroom.tampered", student=student, cell=missing[0])


def _parse(source: str) -> ast.Module | None:
    """The cell's syntax tree (``None`` if it is not Python); nothing is run."""
    try:
        return ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def answers_of(notebook: dict[str, Any]) -> dict[int, Any]:
    """Exercise number → the value of ``answer_N`` in the notebook's code cells (the last
    one set wins, as when the notebook runs top to bottom); ``...`` when left as it was."""
    answers: dict[int, Any] = {}
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") != "code" or "answer_" not in _source(cell):
            continue
        source = _source(cell)
        tree = _parse(source)
        for node in tree.body if tree else ():
            targets = node.targets if isinstance(node, ast.Assign) else []
            for target in targets:
                match = _ANSWER.fullmatch(getattr(target, "id", ""))
                if match:
                    answers[int(match.group(1))] = _value(node.value, source)
    return answers


def _value(node: ast.expr, source: str) -> Any:
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return Calculation((ast.get_source_segment(source, node) or "")[:200])
