"""Grade records: read back checked, and only from the grade cells of a notebook."""

from __future__ import annotations

import pytest
from classkit import record

from mathplay.classroom.records import GRADE_MIME, read_record, records_in_notebook
from mathplay.errors import MathplayError
from tests.fresh_python import loaded_after

GOOD = record("s1", 3, "wrong", "lessons.order.left_to_right", "18").to_dict()


def _cell(grade: bool, data: dict, solution: bool = False) -> dict:
    meta = {"grade": grade, "solution": solution, "grade_id": "check_3", "locked": grade}
    output = {"output_type": "display_data", "metadata": {}, "data": data}
    return {"cell_type": "code", "metadata": {"nbgrader": meta}, "source": "", "outputs": [output]}


def test_a_record_reads_back_as_it_was_written():
    assert read_record(GOOD) == record("s1", 3, "wrong", "lessons.order.left_to_right", "18")
    assert read_record({**GOOD, "verdict": None, "answer": None}).verdict is None


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"version": 2}, "version"),
        ({"version": True}, "version"),
        ({"exercise": "3"}, "exercise"),
        ({"exercise": 0}, "exercise"),
        ({"exercise": True}, "exercise"),
        ({"status": "perfect"}, "status"),
        ({"student": ""}, "student"),
        ({"assignment": None}, "assignment"),
        ({"answer": "9" * 201}, "answer"),
        ({"verdict": 7}, "verdict"),
    ],
)
def test_a_record_that_says_anything_else_is_a_clear_error(change, field):
    with pytest.raises(MathplayError) as info:
        read_record({**GOOD, **change})
    assert info.value.message_id == "classroom.bad_record"
    assert info.value.params["field"] == field
    assert field in info.value.localized("ja")


def test_records_come_from_grade_cells_only():
    """A pupil's own cell can display anything: a 'right' record there is not read."""
    forged = {**GOOD, "status": "right"}
    notebook = {
        "cells": [
            _cell(False, {GRADE_MIME: forged, "text/plain": "right"}, solution=True),
            _cell(True, {GRADE_MIME: GOOD, "text/plain": "exercise 3: wrong"}),
            _cell(True, {"text/plain": "no record here"}),
        ]
    }
    assert records_in_notebook(notebook) == [read_record(GOOD)]
    assert records_in_notebook({"cells": "not a list"}) == []


def test_the_class_report_imports_its_heavy_tools_only_when_used():
    heavy = ("pandas", "matplotlib", "nbgrader", "nbformat", "jinja2", "IPython")
    assert loaded_after("import mathplay.classroom, mathplay.cli", heavy) == []
