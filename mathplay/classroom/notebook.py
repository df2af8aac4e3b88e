"""The teachers' class-report notebook, written from one source in three languages.

``mathplay/classroom/class-report.lesson`` is in the lessons' source format
(:mod:`mathplay.lessons.source`: ``%% markdown`` and ``%% code`` cells, ``%en``, ``%ja``
and ``%pl`` blocks, ``{{lang}}``); :func:`class_report_notebook` writes
``teachers/<lang>/class-report.ipynb`` from it, without outputs. ``python
tools/class_report.py`` writes and runs the three; a test fails when a committed one is not
what the source writes.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from nbformat import NotebookNode

__all__ = ["NAME", "class_report_notebook", "notebook_path"]

NAME = "class-report"


def notebook_path(root: str | Path, language: str) -> Path:
    """``teachers/<lang>/class-report.ipynb`` under ``root``."""
    return Path(root) / "teachers" / language / f"{NAME}.ipynb"


def class_report_notebook(language: str) -> NotebookNode:
    """The notebook in ``language``: an nbformat 4.5 notebook (:mod:`mathplay.ipynb`),
    without outputs."""
    from mathplay.lessons.source import parse_lesson, write_notebook

    text = (resources.files("mathplay.classroom") / f"{NAME}.lesson").read_text("utf-8")
    # the source has no teachers' or pupils' cells: the plain edition is every cell as written
    notebook = write_notebook(parse_lesson(text), language, "pupil")
    notebook["metadata"]["mathplay"] = {"notebook": NAME, "language": language}
    return notebook
