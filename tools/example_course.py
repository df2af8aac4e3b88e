"""Make the example class of the class report: a small nbgrader course, graded for real.

    python tools/example_course.py          # writes tests/data/example-course/

The course is lesson 1 as homework (``mathplay homework``, English), released by nbgrader
(``generate_assignment``), with seven pupils in the gradebook: six hand in the work below
(:data:`PUPILS`: each a different kind of work), one never does; nbgrader autogrades it.
The same work is also handed in as a school without a hub does (``handed-in/``: each pupil's
own signed notebook, filled in, under the name the teacher saved it with).
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

from mathplay.ipynb import write_ipynb  # noqa: E402
from mathplay.lessons.checks import Lesson  # noqa: E402
from mathplay.puzzles.assignments import exercises  # noqa: E402
from mathplay.puzzles.graders import write_homework, write_pupil_notebooks  # noqa: E402
from mathplay.puzzles.grading import load_course_key  # noqa: E402

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
    "s04": "s01",  # hands in s01's answers
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
was; every other exercise right), or the id of the classmate whose answers she copied."""
LISTED_ONLY = ("s06",)
"""Pupils in the gradebook who hand nothing in."""


def pupil_exercises(course: Path, student: str) -> Lesson:
    """``student``'s exercises with their answers (teacher-side: the course key)."""
    key = load_course_key(course)
    return exercises(key.recipe(ASSIGNMENT), key.seed(ASSIGNMENT, student))


def wrong_answer(course: Path, student: str, number: int, verdict: str) -> Any:
    """A typical wrong answer to exercise ``number`` of ``student``'s numbers whose verdict
    is ``verdict``."""
    lesson = pupil_exercises(course, student)
    exercise = lesson.exercise(number)
    for answer in exercise.typical:
        if lesson.judge(exercise, answer).message_id == verdict:
            return answer
    raise ValueError(f"no typical answer to {number} shows {verdict}")


def answers_of(course: Path, student: str) -> dict[int, Any]:
    """A pupil's answers (a missing exercise: left as ``...``)."""
    plan = PUPILS[student]
    if isinstance(plan, str):
        return answers_of(course, plan)
    answers: dict[int, Any] = {}
    for n, exercise in pupil_exercises(course, student).exercises.items():
        wanted = plan.get(n)
        if wanted is None:
            answers[n] = exercise.answer
        elif wanted != "empty":
            answers[n] = wrong_answer(course, student, n, wanted)
    return answers


def fill(released: dict[str, Any], answers: dict[int, Any]) -> dict[str, Any]:
    """The released notebook as a pupil hands it in: her answers typed in."""
    notebook = copy.deepcopy(released)
    for cell in notebook["cells"]:
        if cell["cell_type"] != "code":
            continue
        grade_id = cell.get("metadata", {}).get("nbgrader", {}).get("grade_id", "")
        if grade_id.startswith("answer_"):
            n = int(grade_id[7:])
            cell["source"] = f"answer_{n} = {answers[n]!r}" if n in answers else f"answer_{n} = ..."
    return notebook


def hand_in(course: Path) -> None:
    """The same work as a school without a hub gets it: each pupil's own notebook
    (``pupils/ps1/ID.ipynb``, as ``mathplay pupils`` writes them), filled in and saved by the
    teacher under the name it came with (``handed-in/homework-N.ipynb``)."""
    release = course / "release" / ASSIGNMENT / f"{ASSIGNMENT}.ipynb"
    written = write_pupil_notebooks(course, release, sorted([*PUPILS, *LISTED_ONLY]))
    folder = course / "handed-in"
    folder.mkdir()
    for number, path in enumerate(sorted(written), 1):
        student = path.stem
        if student in PUPILS:
            own = json.loads(path.read_text(encoding="utf-8"))
            filled = fill(own, answers_of(course, student))
            write_ipynb(folder / f"homework-{number}.ipynb", filled)


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
        nbgrader(["generate_assignment", ASSIGNMENT, "--force"], course, env)
        for student in sorted([*PUPILS, *LISTED_ONLY]):
            nbgrader(["db", "student", "add", student], course, env)
        released = json.loads(
            (course / "release" / ASSIGNMENT / f"{ASSIGNMENT}.ipynb").read_text("utf-8")
        )
        for student in PUPILS:
            folder = course / "submitted" / student / ASSIGNMENT
            folder.mkdir(parents=True)
            notebook = fill(released, answers_of(course, student))
            write_ipynb(folder / f"{ASSIGNMENT}.ipynb", notebook)
            (folder / "timestamp.txt").write_text("2026-01-12 08:00:00.000000 UTC\n", "utf-8")
        nbgrader(["autograde", ASSIGNMENT], course, env)
        hand_in(course)
        for junk in course.rglob(".ipynb_checkpoints"):
            shutil.rmtree(junk)
        shutil.rmtree(out, ignore_errors=True)
        shutil.copytree(course, out)
    print(f"wrote {out.relative_to(ROOT)}")


if __name__ == "__main__":
    make(OUT)
