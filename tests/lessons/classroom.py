"""A class of 30 pupils doing homework, for the graders' round trips (tests/lessons/
test_graders.py) and bench/homework.py: who answers what, and the score each should get.

Every pupil fills in the released notebook the way a pupil does (the answer cells, and for
some, more cells or edits); the right answers come from the teacher's API
(:mod:`mathplay.puzzles.grading`), never from the pupil's notebook.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from itertools import permutations

from mathplay.puzzles.assignments import exercises, lesson_source
from mathplay.puzzles.grading import CourseKey, model_answers

__all__ = ["Pupil", "class_of", "fill", "leaked_answer_cells"]

ANSWER = re.compile(r"answer_(\d+) = ")
KINDS = {  # how many pupils do what (30 in all)
    "right": 13,
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
    total = len(model_answers(key, assignment, "anyone"))
    practice = {n: repr(e.answer) for n, e in exercises(recipe, None).exercises.items()}
    pool = [f"p{i:03d}" for i in range(1, 400)]
    right = {s: _answers_of(key, assignment, s) for s in pool}
    # a copier and her source, with no answer in common (copying then scores nothing)
    pairs = [(a, b) for a, b in permutations(pool[:120], 2) if _differ(right[a], right[b])]
    copiers: list[tuple[str, str]] = []
    for a, b in pairs:
        busy = {s for pair in copiers for s in pair}
        if len(copiers) < KINDS["copied"] and not {a, b} & busy:
            copiers.append((a, b))
    assert len(copiers) == KINDS["copied"], "no two pupils with no answer in common"
    taken = set(sum(copiers, ()))
    unlike_practice = next(s for s in pool if s not in taken and _differ(right[s], practice))
    taken.add(unlike_practice)
    others = [s for s in pool if s not in taken]
    pupils = []
    for (copier, source), kind in zip(copiers, ("copied", "copied"), strict=True):
        pupils.append(Pupil(copier, kind, dict(right[source])))
        pupils.append(Pupil(source, "right", dict(right[source]), score=total))
    pupils.append(Pupil(unlike_practice, "lessons_key", leaked_answer_cells("lessons_key", recipe)))
    kinds = [k for k, count in KINDS.items() for _ in range(count)]
    for kind in ("copied", "copied", "right", "right", "lessons_key"):
        kinds.remove(kind)
    if not locked:
        kinds = ["right" if k == "edited" else k for k in kinds]
    for student, kind in zip(others, kinds, strict=False):
        pupil = Pupil(student, kind)
        if kind in ("right", "renamed", "edited"):
            pupil.answers, pupil.score = dict(right[student]), total
        elif kind == "wrong":
            chosen = exercises(recipe, key.seed(assignment, student)).exercises
            pupil.answers = {n: repr(e.typical[0]) for n, e in chosen.items()}
        elif kind != "empty":
            pupil.answers = leaked_answer_cells(kind, recipe, student)
        if kind == "renamed":  # her name typed, another hub user, the homework made again
            others_id = others[-1]
            pupil.added = [
                'student = "Ola K."',
                f'import os\n\nos.environ["JUPYTERHUB_USER"] = "{others_id}"\n'
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


def leaked_answer_cells(kind: str, recipe: dict, student: str = "") -> dict[int, str]:
    """Answer cells that try to take the answer from somewhere (each scores nothing)."""
    numbers = sorted(exercises(recipe, None).exercises)
    module = lesson_source(recipe["lesson"]).module if "lesson" in recipe else "order_of_operations"
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
