"""Homework graded for real: nbgrader and otter-grader run on what ``mathplay homework`` writes.

Each test runs the tool's own command line in the folder the tool expects (nbgrader in the
course folder, otter in the assignment's folder), on a right, a wrong and an empty
submission, and asserts the three scores the tool reports. Submissions are made from the
released (student) notebooks the tools wrote, the way a pupil fills them in.
"""

from __future__ import annotations

import ast
import copy
import csv
import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import nbformat
import pytest

from mathplay.cli import main
from mathplay.puzzles.homework import Homework

BIN = Path(sys.executable).parent


def _env(tmp_path: Path) -> dict[str, str]:
    """The venv's tools first on PATH, and Jupyter settings of this test only."""
    env = dict(os.environ)
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"
    env["JUPYTER_CONFIG_DIR"] = str(tmp_path / "jupyter-config")
    env["JUPYTER_DATA_DIR"] = str(tmp_path / "jupyter-data")
    env.pop("NBGRADER_EXECUTION", None)
    env.pop("MATHPLAY_GRADING", None)
    return env


def _run(args: list[str], cwd: Path, env: dict[str, str]) -> str:
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{' '.join(args)} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout + done.stderr


def _answer_number(cell) -> int | None:
    first = cell.source.split("=", 1)[0].strip()
    if cell.cell_type == "code" and first.startswith("answer_") and first[7:].isdigit():
        return int(first[7:])
    return None


def _fill(notebook, student: str, answers: dict[int, object]):
    """The pupil's work: their name, and ``answers`` typed into the answer cells."""
    filled = copy.deepcopy(notebook)
    for cell in filled.cells:
        if cell.cell_type == "code" and cell.source.startswith("student = "):
            cell.source = f"student = {student!r}"
        number = _answer_number(cell)
        if number in answers:
            cell.source = f"answer_{number} = {answers[number]!r}"
    return filled


def _submissions(recipe: dict, student: str) -> dict[str, dict[int, object]]:
    """Right, wrong and empty answers for ``student``'s own variant."""
    homework = Homework.from_recipe(recipe, student)
    right = {n: homework.model_answer(n) for n in homework.numbers}
    wrong = {}
    for n in homework.numbers:
        exercise = homework.exercises.exercise(n)
        if exercise.typical:
            wrong[n] = exercise.typical[0]
        else:  # a puzzle: a number one off (it can be read, it is not right)
            wrong[n] = int(right[n]) + 1 if str(right[n]).isdigit() else "1 = 2"
        assert not homework.exercises.judge(exercise, wrong[n]).correct
    return {"right": right, "wrong": wrong, "empty": {}}


@pytest.mark.slow
def test_nbgrader_generates_and_autogrades_a_lesson_homework(tmp_path):
    env = _env(tmp_path)
    course = tmp_path / "course"
    recipe = {"lesson": "01-order-of-operations", "language": "ja", "feedback": "now"}
    assert (
        main(
            [
                "homework",
                "--lesson",
                "1",
                "--lang",
                "ja",
                "--out",
                str(course),
                "--assignment",
                "ps1",
            ]
        )
        == 0
    )
    _run([str(BIN / "nbgrader"), "generate_assignment", "ps1", "--force"], course, env)

    released = nbformat.read(course / "release" / "ps1" / "ps1.ipynb", as_version=4)
    text = json.dumps(released, ensure_ascii=False)
    count = len(Homework.from_recipe(recipe).numbers)
    answers = [c for c in released.cells if _answer_number(c) is not None]
    assert [c.source.strip() for c in answers] == [f"answer_{n} = ..." for n in range(1, count + 1)]
    assert "BEGIN SOLUTION" not in text and "model_answer" not in text
    assert "NotImplementedError" not in text and "YOUR CODE HERE" not in text
    assert "hw.grade" not in text and "HIDDEN TESTS" not in text  # the hidden tests are hidden
    grade_cells = [c for c in released.cells if c.metadata.get("nbgrader", {}).get("grade")]
    assert len(grade_cells) == count
    assert all(c.metadata["nbgrader"]["locked"] for c in grade_cells)

    for name, work in _submissions(recipe, "Hana").items():
        folder = course / "submitted" / name / "ps1"
        folder.mkdir(parents=True)
        nbformat.write(_fill(released, "Hana", work), folder / "ps1.ipynb")
    _run([str(BIN / "nbgrader"), "autograde", "ps1", "--create"], course, env)
    _run([str(BIN / "nbgrader"), "export"], course, env)
    with open(course / "grades.csv", encoding="utf-8") as grades:
        scores = {row["student_id"]: float(row["score"]) for row in csv.DictReader(grades)}
    assert scores == {"right": count, "wrong": 0, "empty": 0}

    graded = nbformat.read(course / "autograded" / "wrong" / "ps1" / "ps1.ipynb", as_version=4)
    errors = [o for c in graded.cells for o in c.get("outputs", []) if o.output_type == "error"]
    assert len(errors) == count and all(e.ename == "CheckFailed" for e in errors)
    assert all(len(e.traceback) == 1 and "得点" in e.traceback[0] for e in errors)  # no traceback
    boxes = [
        o for c in graded.cells for o in c.get("outputs", []) if "text/html" in o.get("data", {})
    ]
    assert any("左から順に計算した" in o.data["text/html"] for o in boxes)  # the box is shown too


@pytest.mark.slow
def test_otter_assigns_and_runs_a_puzzle_homework(tmp_path):
    env = _env(tmp_path)
    course = tmp_path / "course"
    argv = [
        "homework",
        "--kind",
        "triolet-score",
        "--count",
        "3",
        "--difficulty",
        "2",
        "--seed",
        "5",
        "--lang",
        "pl",
        "--feedback",
        "later",
        "--out",
        str(course),
    ]
    assert main(argv) == 0
    folder = course / "otter" / "triolet-score-2-5"
    # --no-run-tests: otter would run the solution once more; `otter run` grades a right
    # submission below anyway
    _run(
        [str(BIN / "otter"), "assign", "--no-run-tests", "triolet-score-2-5.ipynb", "dist"],
        folder,
        env,
    )

    student = nbformat.read(folder / "dist" / "student" / "triolet-score-2-5.ipynb", as_version=4)
    text = json.dumps(student, ensure_ascii=False)
    assert [c.source for c in student.cells if _answer_number(c)] == [
        f"answer_{n} = ..." for n in (1, 2, 3)
    ]
    assert "model_answer" not in text and "hw.grade" not in text
    # a normal otter assignment: otter's set-up cell, grader.check("qN") after each exercise,
    # and the public tests (can the answer be read?) in the pupil's notebook
    sources = [c.source for c in student.cells]
    assert 'grader = otter.Notebook("triolet-score-2-5.ipynb")' in sources[0]
    assert [s for s in sources if s.startswith("grader.check(")] == [
        f'grader.check("q{n}")' for n in (1, 2, 3)
    ]
    public = student.metadata["otter"]["tests"]
    assert sorted(public) == ["q1", "q2", "q3"]
    assert all("hw.readable" in t and "hidden=False" in t for t in public.values())
    (autograder,) = (folder / "dist" / "autograder").glob("*.zip")
    with zipfile.ZipFile(autograder) as archive:  # the hidden tests are in the grader's zip
        q1 = archive.read("tests/q1.py").decode()
    assert "@test_case(points=0, hidden=False)" in q1 and "hw.readable(1, answer_1)" in q1
    assert "@test_case(points=1, hidden=True)" in q1 and "hw.grade(1, answer_1)" in q1

    recipe = Homework.from_recipe
    setup = next(c.source for c in student.cells if c.source.startswith("from mathplay"))
    data = ast.literal_eval(setup.split("from_recipe(", 1)[1].rsplit(", student)", 1)[0])
    assert recipe(data).language == "pl"
    runs = {}
    for name, work in _submissions(data, "Ola").items():  # the three runs at once
        path = tmp_path / f"{name}.ipynb"
        nbformat.write(_fill(student, "Ola", work), path)
        out = tmp_path / f"out-{name}"
        out.mkdir()
        args = [str(BIN / "otter"), "run", "-a", str(autograder), "-o", str(out), str(path)]
        runs[name] = (
            args,
            out,
            subprocess.Popen(
                args,
                cwd=tmp_path,
                env=env,
                text=True,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
            ),
        )
    scores, public = {}, {}
    for name, (args, out, process) in runs.items():
        output, _ = process.communicate(timeout=300)
        assert process.returncode == 0, f"{' '.join(args)} failed:\n{output}"
        results = json.loads((out / "results.json").read_text(encoding="utf-8"))
        scores[name] = sum(test.get("score", 0) for test in results["tests"])
        (summary,) = [t for t in results["tests"] if t["name"] == "Public Tests"]
        public[name] = summary["status"]
    assert scores == {"right": 3, "wrong": 0, "empty": 0}
    # a wrong answer can be read (public tests pass, the hidden ones fail); no answer cannot
    assert public == {"right": "passed", "wrong": "passed", "empty": "failed"}


@pytest.mark.parametrize("lesson", ["1", "2", "3", "4"])
def test_every_lessons_homework_is_well_formed_and_its_answers_are_right(lesson):
    """Quick: no grader runs here, only the notebooks and each pupil's variant."""
    from mathplay.puzzles.graders import nbgrader_notebook, otter_notebook
    from mathplay.puzzles.homework import lesson_source

    recipe = {"lesson": lesson_source(lesson).name, "language": "pl"}
    for notebook in (nbgrader_notebook(recipe, "T"), otter_notebook(recipe, "T", "hw")):
        nbformat.validate(nbformat.from_dict(notebook))
        assert "model_answer" in json.dumps(notebook)  # the teacher's copy holds the solution
    assert repr(Homework.from_recipe(recipe, ...)).startswith("Nie ma jeszcze imienia")
    assert repr(Homework.from_recipe(recipe, "Ola")).startswith("Praca domowa dla: Ola.")
    for student in (None, "Ana", "Ben", 7):
        homework = Homework.from_recipe(recipe, student)
        for n in homework.numbers:
            answer = homework.model_answer(n)
            assert homework.exercises.check(n, answer, language="pl").correct, (student, n)
            assert "{" not in repr(homework.show(n))


def test_every_exercise_of_every_lesson_has_variants_for_homework():
    """Each pupil gets their own numbers: every exercise has other numbers to give."""
    from mathplay.puzzles.homework import lesson_named

    for lesson in "1234":
        exercises = lesson_named(lesson)
        for number in exercises.exercises:
            assert exercises.variants.get(number), (lesson, number)
        pupils = [exercises.for_student(f"pupil {i}") for i in range(30)]
        for number in exercises.exercises:
            # the question, or (lesson 4's exercise 7: another tournament) the answer differs
            seen = {
                (p.exercise(number).prompt_text("en"), p.exercise(number).answer) for p in pupils
            }
            assert len(seen) > 1, (lesson, number)


def test_homework_shows_what_an_exercise_is_about_and_a_cell_to_work_in():
    """Lesson 4's scores need their board, its exercise 8 the pupil's own tournament, and
    lesson 1's exercise 8 asks for equation_holds: homework gives all three."""
    from mathplay.puzzles.graders import nbgrader_notebook, otter_notebook

    homework = Homework.from_recipe({"lesson": "04-triolet-moves", "language": "ja"}, "Ken")
    for n in (1, 2, 3, 4):
        shown = homework.show(n)
        board = shown.parts[1]
        assert "[" in repr(board) and "<table" in board._repr_html_(), n  # framed new tiles
    table, figure = homework.show(8).parts[1:]
    assert list(table.columns) == ["コンピューター", "試合数", "勝ち", "平均点"]
    assert len(figure.axes) == 2
    recipe = {"lesson": "01-order-of-operations", "language": "pl"}
    for notebook in (nbgrader_notebook(recipe, "T"), otter_notebook(recipe, "T", "hw")):
        work = [c["source"] for c in notebook["cells"] if c.get("id", "").startswith("work-")]
        assert work == [
            "from mathplay.expr import equation_holds\n\n# tu możesz liczyć (Shift + "
            "Enter uruchamia komórkę), a odpowiedź wpisz niżej"
        ]


def test_exercises_7_and_8_of_lesson_4_are_about_the_same_tournament():
    from mathplay.lessons.triolet_moves import LESSON

    for i in range(40):
        mine = LESSON.for_student(f"pupil {i}")
        seven, eight = mine.exercise(7), mine.exercise(8)
        pool7 = [LESSON.exercises[7], *LESSON.variants[7]]
        pool8 = [LESSON.exercises[8], *LESSON.variants[8]]
        assert pool7.index(seven) == pool8.index(eight)
