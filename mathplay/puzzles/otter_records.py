"""An otter-grader plugin that keeps the grade records of a graded notebook (teacher-side).

otter runs the hidden tests inside the submission's kernel; each :func:`~mathplay.puzzles.
grading.grade` displays a grade record (MIME type ``application/vnd.mathplay.grade+json``)
in the executed notebook, which otter keeps only in memory. This plugin, named in the
assignment's config (``plugins: [mathplay.puzzles.otter_records.GradeRecords]``, written by
``mathplay homework``), copies them into the ``output`` field of otter's ``results.json``::

    {"output": "{\"mathplay_grades\": [record, record, ...]}", "tests": [...], ...}

one record per hidden test, as the class report reads them.
"""

from __future__ import annotations

import json
from typing import Any

from otter.plugins import AbstractOtterPlugin

from mathplay.puzzles.grading import GRADE_MIME, OTTER_RESULTS_KEY

__all__ = ["GradeRecords", "records_of"]


def records_of(notebook: Any) -> list[dict[str, Any]]:
    """The grade records displayed in an executed notebook, in order."""
    found = []
    for cell in getattr(notebook, "cells", None) or notebook.get("cells", []):
        for output in cell.get("outputs", []):
            record = output.get("data", {}).get(GRADE_MIME)
            if isinstance(record, dict):
                found.append(dict(record))
    return found


class GradeRecords(AbstractOtterPlugin):
    """After grading: the notebook's grade records into ``results.json``'s ``output``."""

    def after_grading(self, results: Any) -> None:
        if results.notebook is not None:
            results.set_output(json.dumps({OTTER_RESULTS_KEY: records_of(results.notebook)}))
