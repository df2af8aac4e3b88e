"""From nbgrader's autograde to the class report, for real, on the example class.

The example course (``tools/example_course.py``) keeps what the pupils handed in; its graded
notebooks are thrown away, one pupil's work is changed, and ``nbgrader autograde`` runs again
the way a school runs it. The report must show what the new grading found.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from classkit import ROOT, folder_hash

from mathplay.classroom import class_report

BIN = Path(sys.executable).parent
sys.path.insert(0, str(ROOT / "tools"))
from example_course import wrong_answer  # noqa: E402


@pytest.mark.slow
def test_autograde_then_report(example, tmp_path):
    for student in ("s03", "s05", "s07"):  # a few pupils: right, misconceptions, empty, a copy
        shutil.rmtree(example / "submitted" / student)
    shutil.rmtree(example / "autograded")
    submitted = example / "submitted" / "s01" / "ps1" / "ps1.ipynb"
    notebook = json.loads(submitted.read_text(encoding="utf-8"))
    times_first = wrong_answer(example, "s01", 3, "lessons.order.times_first")  # × before ÷
    for cell in notebook["cells"]:
        if cell["metadata"].get("nbgrader", {}).get("grade_id") == "answer_3":
            cell["source"] = f"answer_3 = {times_first!r}"
    submitted.write_text(json.dumps(notebook), encoding="utf-8")
    env = dict(os.environ, PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}")
    env |= {"JUPYTER_CONFIG_DIR": str(tmp_path / "jc"), "JUPYTER_DATA_DIR": str(tmp_path / "jd")}
    env.pop("NBGRADER_EXECUTION", None)
    done = subprocess.run(
        [str(BIN / "nbgrader"), "autograde", "ps1", "--force"],
        cwd=example,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    before = folder_hash(example)
    report = class_report(example, language="en")
    assert folder_hash(example) == before
    statuses, keys = report.statuses(), report.misconception_keys()
    assert list(statuses.index) == ["s01", "s02", "s04"]
    assert statuses.loc["s01"].tolist() == ["right"] * 2 + ["wrong"] + ["right"] * 8
    assert keys.loc["s01", 3] == "times_before_divide"
    assert keys.loc["s02"].tolist()[:5] == [
        "left_to_right",
        "left_to_right",
        "times_before_divide",
        "plus_before_minus",
        "left_to_right",
    ]
    assert [(c.student, c.like) for c in report.copies] == [("s04", "s01")]
    assert {s: e.message_id for s, e in report.problems.items()} == {
        "s03": "classroom.not_graded",  # in the gradebook from the first grading only
        "s05": "classroom.not_graded",
        "s06": "classroom.not_submitted",
        "s07": "classroom.not_graded",
    }
    assert report.scores_csv().splitlines()[1:4] == ["s01,10", "s02,6", "s03,"]
