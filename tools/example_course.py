"""Make the example class of the class report: a small nbgrader course, graded for real.

    python tools/example_course.py          # writes tests/data/example-course/

The course is lesson 1 as homework (``mathplay homework``, English), released by nbgrader
(``generate_assignment``), with seven pupils in the gradebook: six hand in the work below
(:data:`PUPILS`: each a different kind of work), one never does; nbgrader autogrades it.
The teachers' class-report notebook and the classroom tests read the course it leaves (and
the tests copy it before changing anything). Run it again when the homework's notebooks
change; it takes a minute or two (a kernel per pupil).
"""

from __future__ import annotations

import copy
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mathplay.classroom.records import GRADE_MIME  # noqa: E402
from mathplay.puzzles.graders import write_homework  # noqa: E402
from mathplay.puzzles.homework import Homework  # noqa: E402

OUT = ROOT / "tests" / "data" / "example-course"
ASSIGNMENT = "ps1"
RECIPE = {"lesson": "01-order-of-operations", "language": "en", "feedback": "now"}
BIN = Path(sys.executable).parent

PUPILS: dict[str, dict[int, str] | str] = {
    "s01": {},  # everything right
    "s02": {
        1: "lessons.order.left_to_right",
        2: "lessons.order.left_to_right",
        3: "lessons.order.times_first",
        4: "lessons.order.plus_first",
        5: "lessons.order.left_to_right",
    },
    "s03": {n: "empty" for n in range(6, 12)},
    "s04": "s01",  # hands in a copy of s01's notebook, s01's name and all
    "s05": {
        7: "lessons.order.dangling_wrong",
        8: "lessons.order.choice_wrong",
        9: "lessons.order.sign_wrong",
        10: "lessons.order.points_one_card",
        11: "lessons.order.build_wrong",
    },
    "s07": {1: "lessons.order.left_to_right", 6: "lessons.order.rounded_division"},
}
"""Each pupil's work: exercise → the verdict her answer shows (``"empty"``: left as it
was; every other exercise right), or the id of the classmate whose notebook she copied."""
LISTED_ONLY = ("s06",)
"""Pupils in the gradebook who hand nothing in."""

# Until the homework's hidden tests display grade records themselves (issue 24 §2), the
# example's hidden test does it with the teacher-side grading of mathplay.classroom, for the
# id nbgrader files the work under (the autograded folder's name).
HIDDEN_TEST = """\
from pathlib import Path as _Path
from IPython.display import display as _display
from mathplay.classroom.grading import teacher_api as _api
_here = _Path.cwd()
_record = _api().grade_answer(_here.parents[2], _here.name, _here.parent.name, {n}, answer_{n})
_display({{"{mime}": _record, "text/plain": f"exercise {n}: {{_record['status']}}"}}, raw=True)
assert _record["status"] == "right", "no point"
"""


def answer_showing(homework: Homework, number: int, verdict: str) -> Any:
    """A typical wrong answer to exercise ``number`` whose verdict is ``verdict``."""
    lesson = homework.exercises
    exercise = lesson.exercise(number)
    for answer in exercise.typical:
        if lesson.judge(exercise, answer).message_id == verdict:
            return answer
    raise ValueError(f"no typical answer to {number} shows {verdict}")


def wrong_answer(student: str, number: int, verdict: str) -> Any:
    """An answer to exercise ``number`` of ``student``'s numbers that shows ``verdict``."""
    return answer_showing(Homework.from_recipe(RECIPE, student), number, verdict)


def answers_of(student: str) -> tuple[str, dict[int, Any]]:
    """The name a pupil types and her answers (a missing exercise: left as ``...``)."""
    plan = PUPILS[student]
    if isinstance(plan, str):
        return answers_of(plan)
    homework = Homework.from_recipe(RECIPE, student)
    answers: dict[int, Any] = {}
    for n in homework.numbers:
        wanted = plan.get(n)
        if wanted is None:
            answers[n] = homework.model_answer(n)
        elif wanted != "empty":
            answers[n] = wrong_answer(student, n, wanted)
    return student, answers


def fill(released: dict[str, Any], name: str, answers: dict[int, Any]) -> dict[str, Any]:
    """The released notebook as a pupil hands it in: her name and her answers."""
    notebook = copy.deepcopy(released)
    for cell in notebook["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] != "code":
            continue
        if source.startswith("student = "):
            cell["source"] = f"student = {name!r}"
        grade_id = cell.get("metadata", {}).get("nbgrader", {}).get("grade_id", "")
        if grade_id.startswith("answer_"):
            n = int(grade_id[7:])
            cell["source"] = f"answer_{n} = {answers[n]!r}" if n in answers else f"answer_{n} = ..."
    return notebook


def _with_records(source: Path) -> None:
    notebook = json.loads(source.read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        text = "".join(cell["source"])
        if "### BEGIN HIDDEN TESTS" in text:
            n = int(cell["metadata"]["nbgrader"]["grade_id"][6:])
            head, _ = text.split("### BEGIN HIDDEN TESTS")
            hidden = HIDDEN_TEST.format(n=n, mime=GRADE_MIME)  # first: the check raises
            cell["source"] = f"### BEGIN HIDDEN TESTS\n{hidden}\n### END HIDDEN TESTS\n{head}"
    source.write_text(json.dumps(notebook, ensure_ascii=False, indent=1) + "\n", "utf-8")


def nbgrader(args: list[str], course: Path, env: dict[str, str]) -> None:
    done = subprocess.run(
        [str(BIN / "nbgrader"), *args], cwd=course, env=env, capture_output=True, text=True
    )
    if done.returncode:
        raise SystemExit(f"nbgrader {' '.join(args)} failed:\n{done.stdout}\n{done.stderr}")


def environment(scratch: Path) -> dict[str, str]:
    """The venv's tools first on PATH, Jupyter settings of this run only."""
    env = dict(os.environ)
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"
    env["JUPYTER_CONFIG_DIR"] = str(scratch / "jupyter-config")
    env["JUPYTER_DATA_DIR"] = str(scratch / "jupyter-data")
    env.pop("NBGRADER_EXECUTION", None)
    env.pop("MATHPLAY_GRADING", None)
    return env


def make(out: Path) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        course = Path(scratch) / "course"
        env = environment(Path(scratch))
        write_homework(RECIPE, course, ASSIGNMENT)
        _with_records(course / "source" / ASSIGNMENT / f"{ASSIGNMENT}.ipynb")
        nbgrader(["generate_assignment", ASSIGNMENT, "--force"], course, env)
        for student in sorted([*PUPILS, *LISTED_ONLY]):
            nbgrader(["db", "student", "add", student], course, env)
        released = json.loads(
            (course / "release" / ASSIGNMENT / f"{ASSIGNMENT}.ipynb").read_text("utf-8")
        )
        for student in PUPILS:
            folder = course / "submitted" / student / ASSIGNMENT
            folder.mkdir(parents=True)
            notebook = fill(released, *answers_of(student))
            (folder / f"{ASSIGNMENT}.ipynb").write_text(
                json.dumps(notebook, ensure_ascii=False, indent=1) + "\n", "utf-8"
            )
            (folder / "timestamp.txt").write_text("2026-01-12 08:00:00.000000 UTC\n", "utf-8")
        nbgrader(["autograde", ASSIGNMENT], course, env)
        for junk in course.rglob(".ipynb_checkpoints"):
            shutil.rmtree(junk)
        shutil.rmtree(out, ignore_errors=True)
        shutil.copytree(course, out)
    print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    make(OUT)
