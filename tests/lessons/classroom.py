"""A class of 30 pupils doing homework, for the graders' round trips (tests/lessons/
test_graders.py) and bench/homework.py: who answers what, the score each should get, and
the round trips themselves, timed.

Every pupil fills in the released notebook the way a pupil does (the answer cells, and for
some, more cells or edits); the right answers come from the teacher's API
(:mod:`mathplay.puzzles.grading`), never from the pupil's notebook.

nbgrader runs as a school runs it: the teacher's commands in the course folder
(``CourseDirectory.root``, an exchange folder on disk as ``Exchange.root``), each pupil
fetching and submitting under her own student id through nbgrader's exchange, as the
Assignment List extension of her JupyterHub server does. otter runs ``otter run`` on
submissions named by student id, two at a time (the machine's two cores).
"""

from __future__ import annotations

import ast
import contextlib
import copy
import csv
import io
import json
import os
import re
import resource
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import chain
from pathlib import Path
from typing import Any

from mathplay.puzzles.assignments import exercises, lesson_source
from mathplay.puzzles.grading import CourseKey, model_answers

__all__ = [
    "Clock",
    "Pupil",
    "class_of",
    "fill",
    "leaked_answer_cells",
    "nbgrader_round_trip",
    "otter_round_trip",
    "tools_env",
]

BIN = Path(sys.executable).parent

ANSWER = re.compile(r"answer_(\d+) = ")
KINDS = {  # how many pupils do what (30 in all)
    "right": 12,
    "typed": 1,  # right, typed as in her exercise book: no quotes (``answer_7 = no``)
    "wrong": 4,
    "empty": 2,
    "copied": 2,
    "model_answer": 1,  # hw.model_answer(n), as in the old notebooks
    "answer_key": 1,  # check.__self__.answer_key()
    "teachers_tool": 1,  # the teacher's model_answer, imported in the pupil's cell
    "teachers_api": 1,  # the class report's API, with the course key
    "lessons_key": 1,  # the lesson's own key: practice numbers
    "renamed": 2,  # a name typed, a hub user set, homework made again: nothing changes
    "edited": 2,  # locked cells edited (nbgrader restores them)
}


@dataclass
class Pupil:
    """One pupil: her id, what she does, her answer cells' sources (exercise → source) and
    the cells she adds at the top; ``score``: the points she should get."""

    id: str
    kind: str
    answers: dict[int, str] = field(default_factory=dict)
    added: list[str] = field(default_factory=list)
    edits: dict[str, str] = field(default_factory=dict)  # cell id → new source
    score: int = 0


def _answers_of(key: CourseKey, assignment: str, student: str) -> dict[int, str]:
    return {n: repr(a) for n, a in model_answers(key, assignment, student).items()}


def _differ(a: dict[int, str], b: dict[int, str]) -> bool:
    return all(a[n] != b[n] for n in a)


def class_of(key: CourseKey, assignment: str, *, locked: bool = True) -> list[Pupil]:
    """30 pupils of ``assignment``: the kinds of :data:`KINDS` (``locked``: the tool
    restores locked cells, so some pupils edit them; otter does not lock)."""
    recipe = key.recipe(assignment)
    practice = {n: repr(e.answer) for n, e in exercises(recipe, None).exercises.items()}
    total = len(practice)
    answers: dict[str, dict[int, str]] = {}

    def right(student: str) -> dict[int, str]:
        if student not in answers:
            answers[student] = _answers_of(key, assignment, student)
        return answers[student]

    ids = iter(f"p{i:03d}" for i in range(1, 1000))
    pool: list[str] = []
    copiers: list[tuple[str, str]] = []  # a copier and her source: no answer in common
    while len(copiers) < KINDS["copied"]:
        new = next(ids)
        busy = {s for pair in copiers for s in pair}
        for other in pool:
            if other not in busy and new not in busy and _differ(right(new), right(other)):
                copiers.append((new, other))
                busy |= {new, other}
        pool.append(new)
    taken = {s for pair in copiers for s in pair}
    spare = [s for s in pool if s not in taken]
    # she copies a lesson's key (the practice numbers, or lesson 1's beside puzzles): no
    # answer of hers may be one of them, or a random course key could make one right
    leaked = {n: str(a) for n, a in _lessons_key_answers(recipe).items()}
    unlike_practice = next(
        s
        for s in chain(spare, ids)
        if _differ(right(s), practice) and _differ(_as_text(right(s)), leaked)
    )
    others = chain((s for s in spare if s != unlike_practice), ids)  # each id once
    pupils = []
    for copier, source in copiers:
        pupils.append(Pupil(copier, "copied", dict(right(source))))
        pupils.append(Pupil(source, "right", dict(right(source)), score=total))
    pupils.append(Pupil(unlike_practice, "lessons_key", leaked_answer_cells("lessons_key", recipe)))
    kinds = [k for k, count in KINDS.items() for _ in range(count)]
    for kind in ("copied", "copied", "right", "right", "lessons_key"):
        kinds.remove(kind)
    if not locked:
        kinds = ["right" if k == "edited" else k for k in kinds]
    chosen = [next(others) for _ in kinds]
    for student, kind in zip(chosen, kinds, strict=True):
        pupil = Pupil(student, kind)
        if kind in ("right", "renamed", "edited"):
            pupil.answers, pupil.score = dict(right(student)), total
        elif kind == "typed":  # the kernel's input transformer reads it (lessons/typed.py)
            typed = {n: str(ast.literal_eval(a)) for n, a in right(student).items()}
            pupil.answers, pupil.score = typed, total
        elif kind == "wrong":
            mine = exercises(recipe, key.seed(assignment, student)).exercises
            pupil.answers = {n: repr(_wrong(e)) for n, e in mine.items()}
        elif kind != "empty":
            pupil.answers = leaked_answer_cells(kind, recipe, student)
        if kind == "renamed":  # her name typed, another hub user, the homework made again
            pupil.added = [
                'student = "Ola K."',
                f'import os\n\nos.environ["JUPYTERHUB_USER"] = "{chosen[0]}"\n'
                "hw = type(hw).release(_data)",
            ]
        if kind == "edited":  # locked cells: the set-up, a question, a grade cell
            pupil.edits = {
                "setup": "hw = None",
                "show-1": "print('nothing to see')",
                "check-1": "pass",
            }
        pupils.append(pupil)
    assert len(pupils) == 30 and len({p.id for p in pupils}) == 30
    return pupils


def _wrong(exercise) -> object:
    """A typical wrong answer (a puzzle's: one point off, as a slip gives)."""
    if exercise.typical:
        return exercise.typical[0]
    return int(exercise.answer) + 1


def _lessons_key_answers(recipe: dict) -> dict[int, Any]:
    """What the ``lessons_key`` pupil's cells take: the answers of the lesson's own key."""
    module = _key_module(recipe)
    key = __import__(f"mathplay.lessons.keys.{module}", fromlist=["answer_key"]).answer_key()
    return {n: key.loc[n, "answer"] for n in sorted(exercises(recipe, None).exercises)}


def _as_text(answers: dict[int, str]) -> dict[int, str]:
    """Answer cells' sources (``repr``s) as the texts they hold."""
    return {n: str(ast.literal_eval(a)) for n, a in answers.items()}


def _key_module(recipe: dict) -> str:
    return lesson_source(recipe["lesson"]).module if "lesson" in recipe else "order_of_operations"


def leaked_answer_cells(kind: str, recipe: dict, student: str = "") -> dict[int, str]:
    """Answer cells that try to take the answer from somewhere (each scores nothing)."""
    numbers = sorted(exercises(recipe, None).exercises)
    module = _key_module(recipe)
    text = {
        "model_answer": "hw.model_answer({n})",
        "answer_key": (
            f"__import__('mathplay.lessons.{module}', fromlist=['check'])"
            '.check.__self__.answer_key().loc[{n}, "answer"]'
        ),
        "teachers_tool": "__import__('mathplay.puzzles.grading', fromlist=['x'])"
        f".model_answer({recipe['assignment']!r}, {{n}})",
        "teachers_api": "(lambda g: g.model_answers(g.load_course_key('../../..'), "
        f"{recipe['assignment']!r}, {student!r}))"
        "(__import__('mathplay.puzzles.grading', fromlist=['x']))[{n}]",
        "lessons_key": (
            f"__import__('mathplay.lessons.keys.{module}', fromlist=['answer_key'])"
            '.answer_key().loc[{n}, "answer"]'
        ),
    }[kind]
    return {n: text.format(n=n) for n in numbers}


def fill(notebook, pupil: Pupil):
    """``notebook`` (the one the pupil got) as she hands it in."""
    filled = copy.deepcopy(notebook)
    for cell in filled.cells:
        match = ANSWER.match(cell.source) if cell.cell_type == "code" else None
        if match and int(match[1]) in pupil.answers:
            cell.source = f"answer_{match[1]} = {pupil.answers[int(match[1])]}"
        if cell.get("id") in pupil.edits:
            cell.source = pupil.edits[cell["id"]]
    if pupil.added:
        setup = next(i for i, c in enumerate(filled.cells) if "Homework.release(" in c.source)
        data = filled.cells[setup].source.split("Homework.release(", 1)[1].rsplit(")", 1)[0]
        data = data.split(", pupil=")[0]
        cells = [f"_data = {data}", *pupil.added]
        for offset, source in enumerate(cells, 1):
            new = copy.deepcopy(filled.cells[setup])
            new.update(source=source, metadata={}, outputs=[], execution_count=None)
            new["id"] = f"added-{offset}"
            filled.cells.insert(setup + offset, new)
    return filled


# ----- the round trips ------------------------------------------------------------------
class Clock:
    """Wall and CPU seconds (this process and the tools it ran) of each step."""

    def __init__(self) -> None:
        self.steps: dict[str, tuple[float, float]] = {}

    @staticmethod
    def _cpu() -> float:
        own = resource.getrusage(resource.RUSAGE_SELF)
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime

    def step(self, name: str, action: Callable[[], Any]) -> Any:
        wall, cpu = time.perf_counter(), self._cpu()
        result = action()
        self.steps[name] = (time.perf_counter() - wall, self._cpu() - cpu)
        return result


def tools_env(folder: Path) -> dict[str, str]:
    """The venv's tools first on PATH, Jupyter settings of ``folder`` only, no grader set."""
    env = dict(os.environ)
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"
    env["JUPYTER_CONFIG_DIR"] = str(folder / "jupyter-config")
    env["JUPYTER_DATA_DIR"] = str(folder / "jupyter-data")
    for name in ("NBGRADER_EXECUTION", "MATHPLAY_GRADING", "JUPYTERHUB_USER"):
        env.pop(name, None)
    return env


def run(args: list[str], cwd: Path, env: dict[str, str]) -> str:
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, f"{' '.join(args)} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout + done.stderr


def _exchange(kind: str, settings: dict[str, str]) -> None:
    """One pupil's fetch or submit, as her server's Assignment List extension runs it."""
    from nbgrader.auth import Authenticator
    from nbgrader.coursedir import CourseDirectory
    from nbgrader.exchange import ExchangeFactory
    from traitlets.config import Config

    config = Config()
    for name, value in settings.items():
        section, key = name.split(".")
        setattr(config[section], key, value)
    action = getattr(ExchangeFactory(config=config), kind)(
        coursedir=CourseDirectory(config=config),
        authenticator=Authenticator(config=config),
        config=config,
    )
    action.start()


def nbgrader_round_trip(
    folder: Path,
    course: Path,
    assignment: str,
    students: Iterable[str],
    answer: Callable[[str, Any], Any],
    clock: Clock,
) -> dict[str, float]:
    """The school's loop on ``course`` (holding ``source/ASSIGNMENT/``): generate, release,
    each pupil fetches, ``answer(id, notebook)`` and submits, collect, autograde, feedback,
    export. Returns each student id's score (grades.csv)."""
    import nbformat

    env, exchange = tools_env(folder), folder / "exchange"
    exchange.mkdir(exist_ok=True)
    with open(course / "nbgrader_config.py", "a", encoding="utf-8") as config:
        config.write(f"c.CourseDirectory.root = {str(course)!r}\n")
        config.write(f"c.Exchange.root = {str(exchange)!r}\n")
    nbgrader = str(BIN / "nbgrader")
    for step in ("generate_assignment", "release_assignment"):
        clock.step(step, lambda s=step: run([nbgrader, s, assignment], course, env))

    def pupils() -> None:
        for student in students:  # each at her own computer: fetch, answer, submit
            home = folder / "home" / student
            home.mkdir(parents=True)
            settings = {
                "Exchange.root": str(exchange),
                "Exchange.assignment_dir": str(home),
                "Exchange.cache": str(home / ".nbgrader_cache"),
                "CourseDirectory.course_id": "mathplay",
                "CourseDirectory.assignment_id": assignment,
                "CourseDirectory.student_id": student,
            }
            _exchange("FetchAssignment", settings)
            path = home / assignment / f"{assignment}.ipynb"
            nbformat.write(answer(student, nbformat.read(path, as_version=4)), path)
            _exchange("Submit", settings)

    clock.step("fetch, answer, submit", pupils)
    for step in ("collect", "autograde", "generate_feedback"):
        clock.step(step, lambda s=step: run([nbgrader, s, assignment], course, env))
    clock.step("export", lambda: run([nbgrader, "export"], course, env))
    with open(course / "grades.csv", encoding="utf-8") as grades:
        return {row["student_id"]: float(row["score"]) for row in csv.DictReader(grades)}


def _otter_run(job: tuple[str, str, str]) -> None:
    """``otter run`` of one submission (what the command calls), in a worker process."""
    from otter.run import main

    autograder, submission, out = job
    with contextlib.redirect_stdout(io.StringIO()):  # otter's summary, 30 times over
        main(submission, autograder=autograder, output_dir=out, no_logo=True)


def otter_round_trip(
    folder: Path, master: Path, answer: Callable[[Path], dict[str, Path]], clock: Clock
) -> dict[str, dict[str, Any]]:
    """``otter assign`` on ``master``, then ``answer(student notebook)`` hands in a
    notebook per student id, and ``otter run`` grades them: otter's own function for the
    command, in two worker processes (the machine's two cores; otter imports once in each
    instead of once a submission). Returns each student id's results.json."""
    from multiprocessing import get_context

    env = tools_env(folder)
    otter = [str(BIN / "otter"), "assign", "--no-run-tests", master.name, "dist"]
    clock.step("otter assign", lambda: run(otter, master.parent, env))
    (autograder,) = (master.parent / "dist" / "autograder").glob("*.zip")
    student = master.parent / "dist" / "student" / master.name
    submissions = clock.step("answer", lambda: answer(student))
    outs = {s: folder / "results" / s for s in submissions}
    jobs = [(str(autograder), str(submissions[s]), str(outs[s])) for s in submissions]
    for out in outs.values():
        out.mkdir(parents=True)

    def grade_all() -> None:
        with ProcessPoolExecutor(2, mp_context=get_context("spawn")) as pool:
            list(pool.map(_otter_run, jobs))

    clock.step("otter run", grade_all)
    return {s: json.loads((outs[s] / "results.json").read_text("utf-8")) for s in submissions}
