"""How long grading homework takes: seconds per pupil-notebook, a class of 30, nbgrader and otter.

    python bench/homework.py [--tools nbgrader,otter]

Runs the round trip of tests/lessons/test_graders.py (tests/lessons/classroom.py): a
course folder, ``nbgrader generate_assignment``, ``release_assignment``, 30 pupils fetch,
answer and submit through the exchange, ``collect``, ``autograde``, ``generate_feedback``
and ``export``; and, in the same run, the baseline: an empty notebook (one cell, ``pass``)
through the same steps for the same 30 student ids. It prints each step's wall and CPU
seconds, and ``autograde``'s seconds per pupil-notebook for the homework and the baseline,
and their ratio. Target: at most 3 s per pupil-notebook. ``--tools otter``: the same with
``otter assign`` and ``otter run`` (two at a time) on 30 submissions named by student id; the
baseline there is a one-question notebook (otter needs a test to run).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "lessons"))

from classroom import (  # noqa: E402
    Clock,
    class_of,
    fill,
    nbgrader_round_trip,
    otter_round_trip,
)

from mathplay.ipynb import new_cell, new_notebook, write_ipynb  # noqa: E402
from mathplay.puzzles.graders import NBGRADER_CONFIG, write_homework  # noqa: E402
from mathplay.puzzles.grading import load_course_key  # noqa: E402

if TYPE_CHECKING:
    from nbformat import NotebookNode

TARGET = 3.0
PUPILS = 30
RECIPE = {"lesson": "03-sum-to-15", "language": "pl", "feedback": "later"}
OTTER_RECIPE = {
    "puzzles": [{"kind": "triolet-score", "seed": s, "difficulty": 2} for s in (5, 6, 7)],
    "language": "ja",
    "feedback": "now",
}


def _empty() -> NotebookNode:
    """The baseline: a notebook of one cell, ``pass``."""
    return new_notebook([new_cell("code", "pass", cell_id="only")])


def _show(title: str, clock: Clock) -> None:
    print(f"\n{title}")
    for step, (wall, cpu) in clock.steps.items():
        print(f"  {step:<24}{wall:8.1f} s wall{cpu:8.1f} s CPU")


def nbgrader(folder: Path) -> tuple[tuple[float, float], tuple[float, float]]:
    """(wall, CPU) seconds of autograde for the homework and for the baseline."""
    course = folder / "homework" / "course"
    write_homework(RECIPE, course, "ps1")
    pupils = {p.id: p for p in class_of(load_course_key(course), "ps1")}
    homework = Clock()
    nbgrader_round_trip(
        course.parent, course, "ps1", pupils, lambda s, nb: fill(nb, pupils[s]), homework
    )
    empty = folder / "empty" / "course"
    (empty / "source" / "ps0").mkdir(parents=True)
    (empty / "nbgrader_config.py").write_text(NBGRADER_CONFIG, encoding="utf-8")
    write_ipynb(empty / "source" / "ps0" / "ps0.ipynb", _empty())
    baseline = Clock()
    nbgrader_round_trip(empty.parent, empty, "ps0", pupils, lambda s, nb: nb, baseline)
    _show("nbgrader, lesson 3 (Polish, marks later), 30 pupils", homework)
    _show("nbgrader, an empty notebook, the same 30 pupils", baseline)
    return homework.steps["autograde"], baseline.steps["autograde"]


def otter(folder: Path) -> tuple[tuple[float, float], tuple[float, float]]:
    """(wall, CPU) seconds of otter run for the homework and for the baseline."""
    from mathplay.puzzles.graders import write_pupil_notebooks

    course = folder / "otter-homework" / "course"
    write_homework(OTTER_RECIPE, course, "scores")
    pupils = {p.id: p for p in class_of(load_course_key(course), "scores", locked=False)}

    def answer(student_notebook: Path) -> dict[str, Path]:
        import nbformat

        own = write_pupil_notebooks(course, student_notebook, pupils, course.parent / "own")
        for path in own:
            nbformat.write(fill(nbformat.read(path, as_version=4), pupils[path.stem]), path)
        return {path.stem: path for path in own}

    homework = Clock()
    otter_round_trip(course.parent, course / "otter" / "scores" / "scores.ipynb", answer, homework)
    empty = folder / "otter-empty"
    empty.mkdir()
    test = '"""  # BEGIN TEST CONFIG\npoints: 1\n"""  # END TEST CONFIG\n'
    test += "def test_q1(x):\n    assert x == 1\n\n\ntest_q1(x)"
    raw = [
        "# ASSIGNMENT CONFIG\nname: ps0\ninit_cell: false\ncheck_all_cell: false\n"
        "export_cell: false\nrun_tests: false\ngenerate: true\ntests:\n    ok_format: false",
        "# BEGIN QUESTION\nname: q1\npoints: 1",
        "# BEGIN SOLUTION",
        "x = 1  # SOLUTION",
        "# END SOLUTION",
        "# BEGIN TESTS",
        test,
        "# END TESTS",
        "# END QUESTION",
    ]
    master = new_notebook(
        new_cell("code" if text.startswith(("x =", '"""')) else "raw", text, cell_id=f"c{i}")
        for i, text in enumerate(raw)
    )
    write_ipynb(empty / "ps0.ipynb", master)

    def copies(student_notebook: Path) -> dict[str, Path]:
        handed_in = {}
        for student in pupils:
            handed_in[student] = empty / "in" / f"{student}.ipynb"
            handed_in[student].parent.mkdir(exist_ok=True)
            handed_in[student].write_bytes(student_notebook.read_bytes())
        return handed_in

    baseline = Clock()
    otter_round_trip(empty, empty / "ps0.ipynb", copies, baseline)
    _show("otter, 3 Triolet scores (Japanese, marks now), 30 pupils", homework)
    _show("otter, an empty notebook, the same 30 pupils", baseline)
    return homework.steps["otter run"], baseline.steps["otter run"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--tools", default="nbgrader", help="nbgrader, otter or nbgrader,otter (nbgrader)"
    )
    args = parser.parse_args()
    figures = {}
    with tempfile.TemporaryDirectory() as folder:
        if "nbgrader" in args.tools:
            figures["nbgrader autograde"] = nbgrader(Path(folder))
        if "otter" in args.tools:
            figures["otter run"] = otter(Path(folder))
    print(f"\nseconds per pupil-notebook ({PUPILS} pupils), target {TARGET} s:")
    for name, (mine, base) in figures.items():
        wall, cpu = (seconds / PUPILS for seconds in mine)
        base_wall, base_cpu = (seconds / PUPILS for seconds in base)
        verdict = "met" if wall <= TARGET else "not met"
        print(
            f"  {name:<20}{wall:6.2f} s wall {cpu:5.2f} s CPU   empty notebook "
            f"{base_wall:5.2f} s wall {base_cpu:5.2f} s CPU   x{cpu / base_cpu:4.2f} (CPU)   "
            f"{verdict} (wall)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
