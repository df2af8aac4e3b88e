"""Homework graded for real: nbgrader and otter-grader run on what ``mathplay homework`` writes,
for a class of 30 pupils (tests/lessons/classroom.py: right, right typed without quotes, wrong,
empty, copied, the answer taken from the teacher's tools, a name typed, locked cells edited).

nbgrader runs as a school runs it: the teacher's commands in the course folder
(``CourseDirectory.root``, an exchange folder on disk as ``Exchange.root``), each pupil
fetching and submitting under her own student id through nbgrader's exchange (what the
Assignment List extension of her JupyterHub server calls). otter runs ``otter assign`` and
``otter run`` on 30 submissions named by student id (per-pupil notebooks made from otter's
student notebook: a school without a hub). Each pupil's score is asserted, and the grade
records the report reads.
"""

from __future__ import annotations

import ast
import json
import sys
import zipfile
from pathlib import Path

import nbformat
import pytest

from mathplay.puzzles.graders import write_homework, write_pupil_notebooks
from mathplay.puzzles.grading import GRADE_MIME, OTTER_RESULTS_KEY, load_course_key
from mathplay.puzzles.homework import Homework

sys.path.insert(0, str(Path(__file__).parent))
from classroom import Clock, class_of, fill, nbgrader_round_trip, otter_round_trip, tools_env


def _records(notebook) -> list[dict]:
    return [
        o["data"][GRADE_MIME]
        for c in notebook.cells
        for o in c.get("outputs", [])
        if GRADE_MIME in o.get("data", {})
    ]


@pytest.mark.slow
def test_nbgrader_round_trip_with_a_class_of_30(tmp_path, monkeypatch):
    for name, value in tools_env(tmp_path).items():
        if name.startswith("JUPYTER_"):
            monkeypatch.setenv(name, value)
    course = tmp_path / "course"
    recipe = {"lesson": "03-sum-to-15", "language": "pl", "feedback": "later"}
    write_homework(recipe, course, "ps1")
    key = load_course_key(course)
    pupils = {p.id: p for p in class_of(key, "ps1")}
    released = []

    def answer(student, notebook):
        released.append(notebook)
        return fill(notebook, pupils[student])

    clock = Clock()
    scores = nbgrader_round_trip(tmp_path, course, "ps1", pupils, answer, clock)
    assert scores == {p.id: p.score for p in pupils.values()}, [
        (p.kind, p.id, scores[p.id], p.score) for p in pupils.values() if scores[p.id] != p.score
    ]
    text = json.dumps(released[0], ensure_ascii=False)  # what every pupil fetched
    assert "model_answer" not in text and "grading" not in text and "BEGIN" not in text
    assert [c.source.strip() for c in released[0].cells if c.source.startswith("answer_")] == [
        f"answer_{n} = ..." for n in range(1, 9)
    ]
    assert "'salt': '" in text and "student =" not in text  # no name to type

    for pupil in pupils.values():
        graded = course / "autograded" / pupil.id / "ps1" / "ps1.ipynb"
        notebook = nbformat.read(graded, as_version=4)
        records = _records(notebook)
        assert [r["exercise"] for r in records] == list(range(1, 9)), pupil
        assert {(r["student"], r["assignment"]) for r in records} == {(pupil.id, "ps1")}
        statuses = {r["status"] for r in records}
        if pupil.score:
            assert statuses == {"right"}, pupil
        elif pupil.kind in ("wrong", "copied", "lessons_key"):
            assert statuses == {"wrong"} and all(r["verdict"] for r in records), pupil
        else:
            assert statuses == {"empty"}, pupil
        if pupil.kind == "edited":  # nbgrader put the locked cells back
            setup = next(c for c in notebook.cells if c.get("id") == "setup")
            assert "Homework.release(" in setup.source
        assert (course / "feedback" / pupil.id / "ps1" / "ps1.html").is_file()
    wrong = next(p for p in pupils.values() if p.kind == "wrong")
    graded = nbformat.read(course / "autograded" / wrong.id / "ps1" / "ps1.ipynb", 4)
    assert all(r["verdict"].startswith("lessons.") for r in _records(graded))


@pytest.mark.slow
def test_otter_round_trip_with_a_class_of_30(tmp_path, monkeypatch):
    for name, value in tools_env(tmp_path).items():
        if name.startswith("JUPYTER_"):
            monkeypatch.setenv(name, value)
    course = tmp_path / "course"
    recipe = {
        "puzzles": [{"kind": "triolet-score", "seed": s, "difficulty": 2} for s in (5, 6, 7)],
        "language": "ja",
        "feedback": "now",
    }
    write_homework(recipe, course, "scores")
    key = load_course_key(course)
    pupils = {p.id: p for p in class_of(key, "scores", locked=False)}

    def answer(student_notebook):
        text = student_notebook.read_text(encoding="utf-8")
        assert "model_answer" not in text and "mathplay.puzzles.grading" not in text
        own = write_pupil_notebooks(course, student_notebook, pupils, tmp_path / "pupils")
        handed_in = {}
        for path in own:  # handed in, named by student id
            pupil = pupils[path.stem]
            handed_in[pupil.id] = tmp_path / "submissions" / path.name
            handed_in[pupil.id].parent.mkdir(exist_ok=True)
            nbformat.write(fill(nbformat.read(path, as_version=4), pupil), handed_in[pupil.id])
        return handed_in

    clock = Clock()
    results = otter_round_trip(
        tmp_path, course / "otter" / "scores" / "scores.ipynb", answer, clock
    )
    scores = {s: sum(t.get("score", 0) or 0 for t in r["tests"]) for s, r in results.items()}
    assert scores == {p.id: p.score for p in pupils.values()}, [
        (p.kind, p.id, scores[p.id], p.score) for p in pupils.values() if scores[p.id] != p.score
    ]
    for pupil in pupils.values():
        records = json.loads(results[pupil.id]["output"])[OTTER_RESULTS_KEY]
        assert sorted(r["exercise"] for r in records) == [1, 2, 3]
        assert {r["student"] for r in records} == {pupil.id}
        if pupil.score:
            assert {r["status"] for r in records} == {"right"}
    folder = course / "otter" / "scores"
    assert not (folder / "dist" / "student" / "mathplay-grading.json").exists()
    (autograder,) = (folder / "dist" / "autograder").glob("*.zip")
    with zipfile.ZipFile(autograder) as archive:  # the hidden tests and the key: graders only
        q1 = archive.read("tests/q1.py").decode()
        assert "files/mathplay-grading.json" in archive.namelist()
        config = archive.read("otter_config.json").decode()
        assert "mathplay.puzzles.otter_records.GradeRecords" in config
    assert "@test_case(points=0, hidden=False)" in q1 and "hw.readable(1, answer_1)" in q1
    assert "@test_case(points=1, hidden=True)" in q1 and "grade('scores', 1, answer_1)" in q1


def test_a_pupils_notebook_shows_her_own_numbers_and_nobody_elses(monkeypatch, tmp_path):
    """The hub user picks the numbers (as nbgrader's exchange files the work: the system
    user, or JUPYTERHUB_USER when every user is jovyan); a typed name is not read; no id:
    practice numbers and a note."""
    import pwd

    from mathplay.puzzles.grading import model_answers

    write_homework({"lesson": "1", "language": "en", "feedback": "now"}, tmp_path, "ps1")
    key = load_course_key(tmp_path)
    setup = nbformat.read(tmp_path / "source" / "ps1" / "ps1.ipynb", as_version=4)
    call = next(c.source for c in setup.cells if c.id == "setup")
    data = ast.literal_eval(call.split("release(", 1)[1].rsplit(")", 1)[0])
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    practice = Homework.release(data)
    assert practice.student is None and repr(practice).startswith("Practice numbers")
    jovyan = type("User", (), {"pw_name": "jovyan"})
    monkeypatch.setattr(pwd, "getpwuid", lambda uid: jovyan)
    shown = {}
    for user in ("ana", "ben"):
        monkeypatch.setenv("JUPYTERHUB_USER", user)
        hw = Homework.release(data)
        assert hw.student == user and repr(hw).startswith(f"Homework for {user}")
        shown[user] = [repr(hw.show(n)) for n in hw.numbers]
        answers = model_answers(key, "ps1", user)
        assert all(hw.check(n, answers[n]) is None for n in hw.numbers)
    assert shown["ana"] != shown["ben"]
    # marks later: the same data changed to "now" gets judges, for other numbers than hers
    monkeypatch.setenv("JUPYTERHUB_USER", "ana")
    later = Homework.release({**data, "feedback": "later"})
    flipped = Homework.release({**data, "feedback": "now"})
    assert all(i.judge is None for i in later.items) and all(i.judge for i in flipped.items)
    assert [repr(later.show(n)) for n in later.numbers] != shown["ana"]
    user = type("User", (), {"pw_name": "jupyter-ana"})  # The Littlest JupyterHub
    monkeypatch.setattr(pwd, "getpwuid", lambda uid: user)
    assert Homework.release(data).student == "jupyter-ana"


@pytest.mark.parametrize("lesson", ["1", "2", "3", "4"])
def test_every_lessons_homework_is_well_formed_and_its_answers_are_right(lesson, tmp_path):
    """Quick: no grader runs here, only the notebooks and each pupil's variant."""
    from mathplay.puzzles.assignments import exercises, lesson_source
    from mathplay.puzzles.graders import nbgrader_notebook, otter_notebook

    recipe = {"assignment": "hw", "lesson": lesson_source(lesson).name, "language": "pl"}
    write_homework(recipe, tmp_path, "hw")
    key = load_course_key(tmp_path)
    for notebook in (nbgrader_notebook(recipe, "T"), otter_notebook(recipe, "T")):
        nbformat.validate(nbformat.from_dict(notebook))
        assert "model_answer('hw', " in json.dumps(notebook)  # the teacher's copy solves
    for student in ("Ana", "Ben", "7"):
        chosen = exercises(recipe, key.seed("hw", student))
        for n, exercise in chosen.exercises.items():
            assert chosen.check(n, exercise.answer, language="pl").correct, (student, n)
            assert exercise.reader is not None
            exercise.reader(exercise.answer)  # a right answer can be read


def test_every_exercise_of_every_lesson_has_variants_for_homework():
    """Each pupil gets their own numbers: every exercise has other numbers to give."""
    from mathplay.puzzles.assignments import lesson_named

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


def test_homework_shows_what_an_exercise_is_about_and_a_cell_to_work_in(monkeypatch):
    """Lesson 4's scores need their board, its exercise 8 the pupil's own tournament, and
    lesson 1's exercise 8 asks for equation_holds: homework gives all three."""
    from mathplay.puzzles.graders import nbgrader_notebook, otter_notebook

    monkeypatch.setenv("JUPYTERHUB_USER", "ken")
    homework = Homework.release(
        {"assignment": "t", "lesson": "04-triolet-moves", "language": "ja", "salt": "ab" * 32}
    )
    for n in (1, 2, 3, 4):
        shown = homework.show(n)
        board = shown.parts[1]
        assert "[" in repr(board) and "<table" in board._repr_html_(), n  # framed new tiles
    table, figure = homework.show(8).parts[1:]
    assert list(table.columns) == ["コンピューター", "試合数", "勝ち", "平均点"]
    assert len(figure.axes) == 2
    recipe = {"assignment": "hw", "lesson": "01-order-of-operations", "language": "pl"}
    for notebook in (nbgrader_notebook(recipe, "T"), otter_notebook(recipe, "T")):
        work = [c["source"] for c in notebook["cells"] if c.get("id", "").startswith("work-")]
        assert work == [
            "from mathplay.expr import equation_holds\n\n# tu możesz liczyć (Shift + "
            "Enter uruchamia komórkę), a odpowiedź wpisz niżej"
        ]


def test_exercises_7_and_8_of_lesson_4_are_about_the_same_tournament():
    from mathplay.lessons.keys.triolet_moves import LESSON

    for i in range(40):
        mine = LESSON.for_student(f"pupil {i}")
        seven, eight = mine.exercise(7), mine.exercise(8)
        pool7 = [LESSON.exercises[7], *LESSON.variants[7]]
        pool8 = [LESSON.exercises[8], *LESSON.variants[8]]
        assert pool7.index(seven) == pool8.index(eight)
