"""Handed-in notebooks (a school without JupyterHub): graded with the course's key by the
same grading code as the hidden tests, never run; every bad notebook a clear error for that
pupil; the same report as nbgrader's; the command line."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from classkit import EXAMPLE, folder_hash

from mathplay.classroom import class_report, nbfiles
from mathplay.classroom.handed_in import NOT_A_VALUE
from mathplay.cli import main
from mathplay.errors import MathplayError

SUBMITTED = EXAMPLE / "submitted"


def _notebook(student: str) -> dict:
    path = SUBMITTED / student / "ps1" / "ps1.ipynb"
    return json.loads(path.read_text(encoding="utf-8"))


def _cell(notebook: dict, grade_id: str) -> dict:
    cells = {c["metadata"].get("nbgrader", {}).get("grade_id"): c for c in notebook["cells"]}
    return cells[grade_id]


def test_handed_in_notebooks_get_the_same_report_as_nbgraders_autograding():
    by_nbgrader = class_report(EXAMPLE)
    before = folder_hash(EXAMPLE)
    handed_in = class_report(EXAMPLE, notebooks=SUBMITTED)
    assert folder_hash(EXAMPLE) == before
    assert handed_in.statuses().equals(by_nbgrader.statuses())
    assert handed_in.misconception_keys().equals(by_nbgrader.misconception_keys())
    assert handed_in.copies == by_nbgrader.copies
    assert handed_in.problems == {}  # s06 handed nothing in: the folder does not know him


def _folder(tmp_path: Path) -> Path:
    """The example's notebooks saved as a teacher saves e-mailed ones: ``ID.ipynb``."""
    folder = tmp_path / "handed-in"
    folder.mkdir()
    for student in ("s01", "s02", "s03", "s04", "s05"):
        shutil.copy(SUBMITTED / student / "ps1" / "ps1.ipynb", folder / f"{student}.ipynb")
    return folder


def test_bad_notebooks_are_each_a_clear_error_and_the_rest_are_graded(tmp_path):
    folder = _folder(tmp_path)
    (folder / "s02.ipynb").write_bytes(b"\x89PNG not a notebook")
    other = json.dumps(_notebook("s03")).replace("'assignment': 'ps1'", "'assignment': 'ps2'")
    (folder / "s03.ipynb").write_text(other, encoding="utf-8")
    changed = _notebook("s05")
    _cell(changed, "check_3")["source"] = "pass"
    (folder / "s05.ipynb").write_text(json.dumps(changed), encoding="utf-8")
    (folder / "s07").mkdir()
    for name in ("ps1.ipynb", "ps1 (1).ipynb"):
        shutil.copy(SUBMITTED / "s07" / "ps1" / "ps1.ipynb", folder / "s07" / name)
    (folder / "s08.ipynb").write_text('{"cells": 7}', encoding="utf-8")
    before = folder_hash(folder), folder_hash(EXAMPLE)
    report = class_report(EXAMPLE, notebooks=folder, language="ja")
    assert (folder_hash(folder), folder_hash(EXAMPLE)) == before
    assert {s: e.message_id for s, e in report.problems.items()} == {
        "s02": "classroom.not_json",
        "s03": "classroom.other_assignment",
        "s05": "classroom.tampered",
        "s07": "classroom.two_notebooks",
        "s08": "classroom.not_notebook",
    }
    assert report.students == ["s01", "s04"]
    assert report.problems["s05"].reason("ja").startswith("ロックされたセル check_3 が書きかえ")
    assert report.problems["s03"].reason("en") == "this is work on ps2, not on ps1."


HANDED_IN = EXAMPLE / "handed-in"


def test_own_notebooks_say_whose_they_are_whatever_their_names():
    """The example's pupils handed in their own signed notebooks (``homework-N.ipynb``)."""
    by_nbgrader = class_report(EXAMPLE)
    before = folder_hash(EXAMPLE)
    own = class_report(EXAMPLE, notebooks=HANDED_IN)
    assert folder_hash(EXAMPLE) == before
    assert own.problems == {}
    assert own.statuses().equals(by_nbgrader.statuses())
    assert own.misconception_keys().equals(by_nbgrader.misconception_keys())
    assert [(c.student, c.like) for c in own.copies] == [("s04", "s01")]


def test_a_changed_id_and_a_classmates_notebook_handed_in_are_clear_errors(tmp_path):
    folder = Path(shutil.copytree(HANDED_IN, tmp_path / "handed-in"))
    mine = folder / "homework-1.ipynb"  # s01's
    shutil.copy(mine, folder / "from-s04.ipynb")  # s04 hands in s01's notebook as hers
    changed = (folder / "homework-2.ipynb").read_text(encoding="utf-8")
    (folder / "homework-2.ipynb").write_text(changed.replace("'id': 's02'", "'id': 's09'"))
    report = class_report(EXAMPLE, notebooks=folder, language="pl")
    assert {s: e.message_id for s, e in report.problems.items()} == {
        "homework-2": "homework.bad_signature",
        "s01": "classroom.two_notebooks",
    }
    assert "from-s04.ipynb, homework-1.ipynb" in report.problems["s01"].reason("pl")
    assert report.students == ["s03", "s04", "s05", "s07"]


def test_answers_are_read_never_run(tmp_path, monkeypatch):
    folder = tmp_path / "handed-in"
    folder.mkdir()
    notebook = _notebook("s01")
    _cell(notebook, "answer_1")["source"] = "answer_1 = 5 + 4 * 6"
    _cell(notebook, "answer_2")["source"] = "import os\nanswer_2 = os.system('touch pwned')"
    _cell(notebook, "answer_3")["source"] = "answer_3 = (\n"  # not Python at all
    (folder / "s01.ipynb").write_text(json.dumps(notebook), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    report = class_report(EXAMPLE, notebooks=folder)
    records = report.collected.submissions["s01"].records
    assert (records[1].status, records[1].verdict, records[1].answer) == (
        "wrong",
        NOT_A_VALUE,
        "5 + 4 * 6",
    )
    assert records[2].verdict == NOT_A_VALUE and not (tmp_path / "pwned").exists()
    assert records[3].status == "empty"  # as if the cell were left as it was
    assert [records[n].status for n in range(4, 12)] == ["right"] * 8


def test_a_notebook_too_big_to_be_homework_is_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(nbfiles, "MAX_NOTEBOOK", 1000)
    report = class_report(EXAMPLE, notebooks=_folder(tmp_path))
    assert {e.message_id for e in report.problems.values()} == {"files.too_big"}
    assert len(report.problems) == 5 and report.students == []


def test_a_folder_without_notebooks_is_a_clear_error(tmp_path):
    with pytest.raises(MathplayError) as info:
        class_report(EXAMPLE, notebooks=tmp_path)
    assert info.value.message_id == "classroom.no_notebooks"


def test_the_command_writes_the_report_and_names_the_work_it_could_not_read(tmp_path, capsys):
    before = folder_hash(EXAMPLE)
    out = tmp_path / "report"
    assert main(["class-report", str(EXAMPLE), "--lang", "pl", "--out", str(out)]) == 0
    assert folder_hash(EXAMPLE) == before
    printed, errors = capsys.readouterr()
    assert errors == "mathplay: s06: praca z ps1 nie została jeszcze oddana.\n"
    written = {Path(line).relative_to(out).as_posix() for line in printed.splitlines()}
    assert {"report.html", "misconceptions.png", "table.csv", "scores-moodle.csv"} <= written
    assert "practice/practice-s02.html" in written and "practice/practice-s01.html" not in written
    assert "practice/homework/source/practice-s02/practice-s02.ipynb" in written
    assert (out / "scores-moodle.csv").read_text(encoding="utf-8").startswith("username,ps1\n")
    page = (out / "report.html").read_text(encoding="utf-8")
    assert "Raport klasy: ps1" in page
    assert "s04: 6 z 6 odpowiedzi pasuje do liczb s01, a nie do własnych" in page
    assert (out / "misconceptions.png").read_bytes().startswith(b"\x89PNG")


def test_the_command_says_what_is_wrong_in_one_line(tmp_path, capsys):
    assert main(["class-report", str(tmp_path / "nowhere"), "--lang", "ja"]) == 2
    assert capsys.readouterr().err.startswith("mathplay: error: ")
    assert main(["class-report", str(EXAMPLE), "--notebooks", str(tmp_path)]) == 2
    assert "holds no handed-in notebooks" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


# ----- otter-grader's results -------------------------------------------------------------
def _otter_results(folder: Path, records: list[dict], points: float) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    results = {
        "tests": [{"name": "Public Tests", "status": "passed"}]
        + [{"name": f"q{r['exercise']}", "score": float(r["status"] == "right")} for r in records],
        "output": json.dumps({"mathplay_grades": records}),
        "score": points,
    }
    path = folder / "results.json"
    path.write_text(json.dumps(results), encoding="utf-8")
    return path


def test_otter_results_give_the_same_report_and_bad_files_are_clear_errors(tmp_path):
    handed_in = class_report(EXAMPLE, notebooks=SUBMITTED)
    folder = tmp_path / "results"
    for student, work in handed_in.collected.submissions.items():
        records = [r.to_dict() for r in work.records.values()]
        _otter_results(folder / student, records, work.score)
    (folder / "s02" / "results.json").write_text("<html>", encoding="utf-8")  # not JSON
    theirs = handed_in.collected.submissions["s03"].records.values()
    other = [{**r.to_dict(), "assignment": "ps2"} for r in theirs]
    _otter_results(folder / "s03", other, 0)
    _otter_results(folder / "s08", [], 0)  # graded without this course's autograder
    (folder / "notes.json").write_text('{"tests": "none"}', encoding="utf-8")
    before = folder_hash(folder), folder_hash(EXAMPLE)
    report = class_report(EXAMPLE, otter=folder, language="en")
    assert (folder_hash(folder), folder_hash(EXAMPLE)) == before
    assert {s: e.message_id for s, e in report.problems.items()} == {
        "s02": "classroom.not_json",
        "s03": "classroom.other_assignment",
        "s08": "classroom.no_records",
        "notes": "classroom.not_otter_results",
    }
    kept = ["s01", "s04", "s05", "s07"]
    assert report.students == kept
    assert report.statuses().equals(handed_in.statuses().loc[kept])
    assert report.misconception_keys().equals(handed_in.misconception_keys().loc[kept])
    assert [(c.student, c.like) for c in report.copies] == [("s04", "s01")]
    assert "notes" not in report.scores_csv()  # a file that names nobody is not a pupil
