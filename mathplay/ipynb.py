"""The notebooks mathplay writes: made by nbformat's v4 makers, validated, written whole.

Lesson editions (:mod:`mathplay.lessons.source`), homework for nbgrader and otter-grader and
each pupil's copy (:mod:`mathplay.puzzles.graders`), a worksheet's exercise notebook
(:mod:`mathplay.puzzles.notebook`) are built here::

    notebook = new_notebook([new_cell("markdown", "# Title"), new_cell("code", "x = 1")])
    write_ipynb("lesson.ipynb", notebook)   # nbformat.validate first, then written whole

The text is what Jupyter writes (nbformat's own writer: sorted keys, a cell's source as a
list of lines), so a notebook written here and one run and saved by Jupyter look the same.

nbformat is imported only when a notebook is built or written, never when this module is:
it pulls in jsonschema, whose optional format checkers (installed with Jupyter) take about
2.5 s of CPU to import, and a pupil's kernel, which imports the lesson and homework modules
to show and grade her work, never builds a notebook.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mathplay.files import write_atomically

if TYPE_CHECKING:
    from nbformat import NotebookNode

__all__ = [
    "KERNELSPEC",
    "ipynb_text",
    "new_cell",
    "new_notebook",
    "valid_notebook",
    "write_ipynb",
]

KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
"""The kernel of every notebook mathplay writes (the lessons, homework, worksheets)."""


def new_cell(
    kind: str, source: str, *, cell_id: str | None = None, metadata: Mapping[str, Any] | None = None
) -> NotebookNode:
    """A ``"code"``, ``"markdown"`` or ``"raw"`` cell (``nbformat.v4.new_*_cell``); without
    ``cell_id``, nbformat gives it a random one."""
    from nbformat import from_dict, v4

    makers = {
        "code": v4.new_code_cell,
        "markdown": v4.new_markdown_cell,
        "raw": v4.new_raw_cell,
    }
    extra = {} if cell_id is None else {"id": cell_id}
    return makers[kind](source, metadata=from_dict(dict(metadata or {})), **extra)


def new_notebook(
    cells: Iterable[NotebookNode], metadata: Mapping[str, Any] | None = None
) -> NotebookNode:
    """A notebook (``nbformat.v4.new_notebook``) of ``cells`` for the Python 3 kernel;
    ``metadata`` is added to its kernel and language."""
    from nbformat import from_dict, v4

    about = {"kernelspec": KERNELSPEC, "language_info": {"name": "python"}, **(metadata or {})}
    return v4.new_notebook(cells=list(cells), metadata=from_dict(about))


def ipynb_text(notebook: Mapping[str, Any]) -> str:
    """``notebook`` as the text of an ``.ipynb`` file, once ``nbformat.validate`` passes
    (its ``ValidationError`` says what is wrong)."""
    import nbformat

    node = nbformat.from_dict(notebook)
    nbformat.validate(node)
    return nbformat.writes(node) + "\n"


def write_ipynb(
    path: str | os.PathLike[str], notebook: Mapping[str, Any], *, private: bool = False
) -> Path:
    """Validate ``notebook`` and write it to ``path`` atomically (folders made as needed)."""
    return write_atomically(path, ipynb_text(notebook), make_folders=True, private=private)


def valid_notebook(data: Any) -> NotebookNode | None:
    """``data`` (read from a file's JSON) as a notebook, or ``None`` when it is not a valid
    one (``nbformat.validate``)."""
    import nbformat

    if not isinstance(data, Mapping):
        return None
    node = nbformat.from_dict(data)
    try:
        nbformat.validate(node)
    except nbformat.ValidationError:
        return None
    return node
