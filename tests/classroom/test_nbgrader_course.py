"""The report of an nbgrader course: the example class (graded by nbgrader for real), and
every kind of bad input, each a clear error for that pupil while the rest are reported, with
nothing in the course folder changed."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from classkit import EXAMPLE, ROOT, folder_hash

from mathplay.classroom import class_report
from mathplay.classroom.misconceptions import MISCONCEPTIONS
from mathplay.classroom.records import GRADE_MIME
from mathplay.errors import MathplayError

sys.path.insert(0, str(ROOT / "tools"))
from example_course import LISTED_ONLY, PUPILS


def expected(student: str) -> tuple[dict[int, str], dict[int, str | None]]:
    """What the example's plan says: each exercise's status and misconception."""
    plan = PUPILS[student]
    statuses, keys = {}, {}
    for n in range(1, 12):
        shows = plan.get(n) if isinstance(plan, dict) else None
        statuses[n] = "right" if shows is None else "empty" if shows == "empty" else "wrong"
        keys[n] = MISCONCEPTIONS[shows].key if statuses[n] == "wrong" else None
    return statuses, keys


def test_the_example_course_is_reported_as_it_was_graded_and_left_unchanged():
    before = folder_hash(EXAMPLE)
    report = class_report(EXAMPLE, language="en")
    assert folder_hash(EXAMPLE) == before
    honest = [s for s, plan in PUPILS.items() if isinstance(plan, dict)]
    statuses, keys = report.statuses(), report.misconception_keys()
    for student in honest:
        want_statuses, want_keys = expected(student)
        assert statuses.loc[student].to_dict() == want_statuses, student
        assert keys.loc[student].to_dict() == want_keys, student
    (copy,) = report.copies  # s04 handed in s01's notebook, s01's name and all
    assert (copy.student, copy.like) == ("s04", "s01") and copy.matches >= 2
    assert report.problems.keys() == set(LISTED_ONLY)
    assert report.problems["s06"].message_id == "classroom.not_submitted"
    lines = report.scores_csv().splitlines()
    assert lines[0] == "username,ps1" and "s06," in lines and "s01,11" in lines
    assert len(lines) == 1 + len(PUPILS) + len(LISTED_ONLY)


def _spoil_record(path: Path, change: dict) -> None:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        for output in cell.get("outputs", []):
            if GRADE_MIME in output.get("data", {}):
                output["data"][GRADE_MIME].update(change)
    path.write_text(json.dumps(notebook), encoding="utf-8")


def _change_locked_cell(path: Path, checksum_too: bool = False) -> None:
    import nbformat
    from nbgrader.utils import compute_checksum

    notebook = nbformat.read(path, as_version=4)
    cells = {c.metadata.get("nbgrader", {}).get("grade_id"): c for c in notebook.cells}
    setup = cells["setup"]
    setup.source += "\nhw.grade = print"
    if checksum_too:
        setup.metadata.nbgrader.checksum = compute_checksum(setup)
    nbformat.write(notebook, path)


def test_bad_work_is_a_clear_error_for_that_pupil_and_the_rest_are_reported(example):
    graded = example / "autograded"
    (graded / "s02" / "ps1" / "ps1.ipynb").write_text("{ not json", encoding="utf-8")
    _spoil_record(graded / "s03" / "ps1" / "ps1.ipynb", {"assignment": "ps0"})
    _change_locked_cell(example / "submitted" / "s05" / "ps1" / "ps1.ipynb")
    _change_locked_cell(example / "submitted" / "s01" / "ps1" / "ps1.ipynb", checksum_too=True)
    _spoil_record(graded / "s07" / "ps1" / "ps1.ipynb", {"status": "perfect"})
    before = folder_hash(example)
    report = class_report(example, language="pl")
    assert folder_hash(example) == before
    assert {s: e.message_id for s, e in report.problems.items()} == {
        "s01": "classroom.tampered",  # its checksum changed too: not the released one
        "s02": "classroom.not_json",
        "s03": "classroom.other_assignment",
        "s05": "classroom.tampered",
        "s06": "classroom.not_submitted",
        "s07": "classroom.bad_record",
    }
    assert report.students == ["s04"]  # the report is made for everyone else
    reasons = {s: e.reason("pl") for s, e in report.problems.items()}
    assert reasons["s05"].startswith("zablokowana komórka setup została zmieniona")
    assert reasons["s03"] == "to praca z ps0, a nie z ps1."
    assert "ps1.ipynb nie jest notatnikiem" in reasons["s02"]
    assert "s01,\n" in report.scores_csv()  # no score for work that could not be read


def test_a_folder_that_is_not_a_course_is_a_clear_error(tmp_path):
    with pytest.raises(MathplayError) as info:
        class_report(tmp_path / "nowhere", language="ja")
    assert info.value.message_id == "classroom.not_a_course"
    for graded in ({"notebooks": EXAMPLE / "handed-in"}, {"otter": tmp_path}):
        with pytest.raises(MathplayError) as info:  # no course key to grade with
            class_report(tmp_path, language="pl", **graded)
        assert info.value.message_id == "homework.no_course_key"
        assert info.value.reason("pl").startswith("Brak klucza kursu")
    (tmp_path / "gradebook.db").write_bytes(b"not a database, just bytes " * 100)
    (tmp_path / "source").mkdir()
    before = folder_hash(tmp_path)
    with pytest.raises(MathplayError) as info:
        class_report(tmp_path, language="ja")
    assert info.value.message_id == "classroom.bad_gradebook"
    assert "成績簿" in info.value.reason("ja")
    assert folder_hash(tmp_path) == before
    (tmp_path / "gradebook.db").write_bytes(b"")  # an empty database: no nbgrader tables
    with pytest.raises(MathplayError) as info:
        class_report(tmp_path, language="ja")
    assert info.value.message_id == "classroom.bad_gradebook"
    assert (tmp_path / "gradebook.db").read_bytes() == b""  # not made into a gradebook


def test_a_gradebook_with_pupils_and_no_submissions_is_a_clear_error(example):
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{example / 'gradebook.db'}") as gradebook:
        for submission in gradebook.assignment_submissions("ps1"):
            gradebook.remove_submission("ps1", submission.student.id)
    before = folder_hash(example)
    with pytest.raises(MathplayError) as info:
        class_report(example, language="en")
    assert info.value.message_id == "classroom.no_submissions"
    assert info.value.reason("en").startswith("The gradebook lists 7 pupils but nobody's work")
    assert folder_hash(example) == before


def test_an_assignment_the_course_does_not_have_is_a_clear_error():
    with pytest.raises(MathplayError) as info:
        class_report(EXAMPLE, assignment="ps9")
    assert info.value.reason("en") == "The course has no assignment ps9: choose one of ps1."


def test_without_nbgrader_installed_the_report_says_so(monkeypatch):
    for module in ("nbgrader", "nbgrader.api", "nbgrader.utils"):
        monkeypatch.setitem(sys.modules, module, None)  # import nbgrader fails
    for graded in ({}, {"notebooks": EXAMPLE / "handed-in"}):
        with pytest.raises(MathplayError) as info:
            class_report(EXAMPLE, language="pl", **graded)
        assert info.value.message_id == "classroom.needs_nbgrader"
        assert "pip install nbgrader" in info.value.reason("pl")
