"""Teacher-side grading of homework: the course key, each pupil's variant, grade records.

A pupil's notebook never imports this module: nbgrader's and otter's *hidden* tests do (the
release strips them), and so do ``mathplay homework``, the class report and the teacher's
notebooks. The API below is stable (the class report imports it):

``load_course_key(course_dir) -> CourseKey``
    The course's secret, from ``COURSE/mathplay-course-key.json`` (written by
    ``mathplay homework``; keep it private). A clear :class:`MathplayError` when the folder
    has no key or the file is not one (a changed file fails its checksum).
``model_answers(key, recipe_or_assignment, student_id) -> dict[int, Any]``
    The right answer to each exercise of that pupil's own variant, by exercise number.
    ``recipe_or_assignment``: an assignment's name (its recipe is in the course key) or a
    homework recipe (a dict, :mod:`mathplay.puzzles.assignments`, naming its
    ``"assignment"``).
``grade_answer(key, recipe_or_assignment, student_id, exercise, answer) -> dict``
    A grade record for ``answer`` to exercise ``exercise`` of that pupil's variant::

        {"version": 1, "assignment": str, "student": str, "exercise": int,
         "status": "right" | "wrong" | "empty", "verdict": str | None, "answer": str | None}

    ``verdict``: the check's message id (for a wrong answer, the misconception it shows,
    e.g. ``"lessons.order.left_to_right"``; ``None`` when empty), ``answer``: the pupil's
    answer as short text (at most 200 characters). A hidden test (:func:`grade`) displays
    the same record with the MIME type :data:`GRADE_MIME` and a short ``text/plain``.

Where the records land: nbgrader keeps them in each autograded notebook
(``COURSE/autograded/<id>/<assignment>/*.ipynb``, the hidden test's outputs); otter keeps
them in ``results.json`` (``output``: ``{"mathplay_grades": [...]}``,
:data:`OTTER_RESULTS_KEY`), written by the plugin :mod:`mathplay.puzzles.otter_records`.

Also: :func:`identify` (whose per-pupil notebook this is, its signature checked: for
notebooks handed in without a hub), :meth:`CourseKey.seed` and :meth:`CourseKey.signature`.

A pupil's variant is ``f(assignment, student id, course secret)``: the assignment's key is
``HMAC-SHA256(secret, "assignment/" + name)``, its release salt ``HMAC(key, "release")``
(the release carries it: it makes each id's *questions*, never an answer), the pupil's seed
``HMAC(salt, "variant/" + id)`` (:mod:`mathplay.puzzles.variants`). The id is the one the
grader files the submission under (nbgrader: the course's student id; otter: the
submission's file name), so a typed name changes nothing.
"""

from __future__ import annotations

import ast
import hashlib
import hmac
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from mathplay.errors import MathplayError
from mathplay.i18n import translate
from mathplay.lessons.feedback import NOT_ANSWERED, CheckFailed, Feedback, judged, show
from mathplay.lessons.verdicts import Verdict, render, wrong
from mathplay.puzzles.assignments import exercises, read_recipe
from mathplay.puzzles.variants import (
    GRADING_FILE,
    choice_seed,
    grader_student_id,
    hub_student_id,
    keyed,
    otter_grading,
    variant_seed,
)

__all__ = [
    "GRADE_MIME",
    "GRADING_FILE",
    "KEY_FILE",
    "OTTER_RESULTS_KEY",
    "CourseKey",
    "grade",
    "grade_answer",
    "identify",
    "load_course_key",
    "model_answer",
    "model_answers",
]

GRADE_MIME = "application/vnd.mathplay.grade+json"
"""The MIME type of the grade record a hidden test displays."""
OTTER_RESULTS_KEY = "mathplay_grades"
"""otter keeps a graded notebook's records in ``results.json``: its ``output`` field is the
JSON text ``{"mathplay_grades": [record, ...]}`` (:mod:`mathplay.puzzles.otter_records`)."""
KEY_FILE = "mathplay-course-key.json"
"""The course key's file name, in the course folder."""
KEY_FORMAT, GRADING_FORMAT = "mathplay-course-key", "mathplay-grading"
MAX_ANSWER_TEXT = 200


@dataclass(frozen=True, repr=False)
class CourseKey:
    """A course's secret and the recipe of each assignment made in it.

    ``secret``: 32 random bytes (``None`` in otter's grading file, which holds one
    assignment's key in ``keys`` instead); ``assignments``: name → recipe."""

    secret: bytes | None
    assignments: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    folder: Path | None = None
    keys: Mapping[str, bytes] = field(default_factory=dict)

    def assignment_key(self, assignment: str) -> bytes:
        """The key of one assignment (what otter's autograder zip carries, not the secret)."""
        if assignment in self.keys:
            return self.keys[assignment]
        if self.secret is None:
            raise MathplayError("homework.no_such_assignment", assignment=assignment, known="")
        return bytes.fromhex(keyed(self.secret, f"assignment/{assignment}"))

    def salt(self, assignment: str) -> str:
        """The release salt of ``assignment``: the release carries it."""
        return keyed(self.assignment_key(assignment), "release")

    def pupil_seed(self, assignment: str, student_id: str) -> str:
        """The variant seed of ``student_id`` in ``assignment`` (her own notebook's)."""
        return variant_seed(self.salt(assignment), student_id)

    def seed(self, assignment: str, student_id: str) -> str:
        """What picks ``student_id``'s exercises in ``assignment``."""
        feedback = self.recipe(assignment)["feedback"]
        return choice_seed(self.pupil_seed(assignment, student_id), feedback)

    def signature(self, assignment: str, student_id: str) -> str:
        """What signs ``student_id`` in her own notebook of ``assignment`` (no hub)."""
        return keyed(self.assignment_key(assignment), f"pupil/{student_id}")[:24]

    def recipe(self, recipe_or_assignment: Mapping[str, Any] | str) -> dict[str, Any]:
        """The recipe of an assignment named in the key, or ``recipe_or_assignment`` read."""
        if isinstance(recipe_or_assignment, str):
            recipe = self.assignments.get(recipe_or_assignment)
            if recipe is None:
                known = ", ".join(sorted(self.assignments)) or "–"
                raise MathplayError(
                    "homework.no_such_assignment", assignment=recipe_or_assignment, known=known
                )
            return read_recipe({**recipe, "assignment": recipe_or_assignment})
        return read_recipe(recipe_or_assignment)

    def __repr__(self) -> str:  # never the secret
        names = ", ".join(sorted(self.assignments)) or "no assignment"
        return f"<CourseKey of {self.folder or 'a grading file'}: {names}>"


# ----- the key on disk ------------------------------------------------------------------
def checksum(data: Mapping[str, Any]) -> str:
    """The checksum a key file carries (of everything else in it)."""
    text = json.dumps({k: v for k, v in data.items() if k != "checksum"}, sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def key_data(key: CourseKey) -> dict[str, Any]:
    """``key`` as the JSON its file holds (with its checksum)."""
    data: dict[str, Any] = {"format": KEY_FORMAT, "version": 1}
    data["secret"] = key.secret.hex() if key.secret is not None else None
    data["assignments"] = {name: dict(recipe) for name, recipe in key.assignments.items()}
    data["checksum"] = checksum(data)
    return data


def grading_data(key: CourseKey, assignment: str) -> dict[str, Any]:
    """One assignment's grading file (otter's autograder zip): its key and recipe only."""
    data: dict[str, Any] = {"format": GRADING_FORMAT, "version": 1, "assignment": assignment}
    data["key"] = key.assignment_key(assignment).hex()
    data["recipe"] = key.recipe(assignment)
    data["checksum"] = checksum(data)
    return data


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        raise MathplayError("homework.bad_key_file", path=str(path)) from None
    if not isinstance(data, dict) or data.get("checksum") != checksum(data):
        raise MathplayError("homework.bad_key_file", path=str(path))
    return data


def _grading_kernel() -> bool:
    """Whether this process is a grader's kernel running a pupil's submission."""
    if os.environ.get("NBGRADER_EXECUTION", "").lower() == "autograde":
        return True
    return (Path.cwd() / GRADING_FILE).is_file() or otter_grading()


def _teachers_only() -> None:
    """The teacher's tools do not run inside a submission being graded: the answer a
    pupil's cell asks them for would be graded as hers."""
    if _grading_kernel():
        raise MathplayError("homework.teachers_only")


def load_course_key(course_dir: str | Path) -> CourseKey:
    """The course key of ``course_dir`` (a clear MathplayError if it has none)."""
    _teachers_only()
    return _load_course_key(course_dir)


def _load_course_key(course_dir: str | Path) -> CourseKey:
    folder = Path(course_dir)
    path = folder / KEY_FILE
    if not path.is_file():
        raise MathplayError("homework.no_course_key", folder=str(folder))
    data = _read_json(path)
    try:
        assert data["format"] == KEY_FORMAT and data["version"] == 1
        secret = bytes.fromhex(data["secret"])
        assert len(secret) == 32
        assignments = {str(name): dict(recipe) for name, recipe in data["assignments"].items()}
    except (AssertionError, KeyError, TypeError, ValueError, AttributeError):
        raise MathplayError("homework.bad_key_file", path=str(path)) from None
    return CourseKey(secret, assignments, folder)


def load_grading_file(path: Path) -> CourseKey:
    """The key of the one assignment in otter's grading file ``path``."""
    data = _read_json(path)
    try:
        assert data["format"] == GRADING_FORMAT and data["version"] == 1
        assignment = str(data["assignment"])
        recipe = read_recipe({**data["recipe"], "assignment": assignment})
        keys = {assignment: bytes.fromhex(data["key"])}
    except (AssertionError, KeyError, TypeError, ValueError, AttributeError, MathplayError):
        raise MathplayError("homework.bad_key_file", path=str(path)) from None
    return CourseKey(None, {assignment: recipe}, None, keys)


# ----- model answers and grade records --------------------------------------------------
def _exercises(key: CourseKey | None, recipe: dict[str, Any], student_id: str | None) -> Any:
    if student_id is None or not recipe["variants"]:
        return exercises(recipe, None)
    if key is None:
        raise MathplayError("homework.no_course_key", folder=str(Path.cwd()))
    seed = key.pupil_seed(recipe["assignment"], student_id)
    return exercises(recipe, choice_seed(seed, recipe["feedback"]))


def _recipe(key: CourseKey | None, recipe_or_assignment: Mapping[str, Any] | str) -> dict:
    if key is None:
        if isinstance(recipe_or_assignment, str):
            raise MathplayError("homework.no_course_key", folder=str(Path.cwd()))
        return read_recipe(recipe_or_assignment)
    return key.recipe(recipe_or_assignment)


def model_answers(
    key: CourseKey, recipe_or_assignment: Mapping[str, Any] | str, student_id: str
) -> dict[int, Any]:
    """The right answer to each exercise of ``student_id``'s variant, by number."""
    _teachers_only()
    recipe = _recipe(key, recipe_or_assignment)
    chosen = _exercises(key, recipe, student_id)
    return {number: exercise.answer for number, exercise in chosen.exercises.items()}


def answer_text(answer: Any) -> str | None:
    """A pupil's answer as short text for a grade record (``None``: no answer)."""
    if answer is NOT_ANSWERED or answer is None:
        return None
    try:
        text = answer if isinstance(answer, str) else _plain(answer)
    except Exception:  # an object whose repr fails: say so, never crash the grading
        text = f"<{type(answer).__name__}>"
    return text if len(text) <= MAX_ANSWER_TEXT else text[: MAX_ANSWER_TEXT - 1] + "…"


def _plain(answer: Any) -> str:
    if isinstance(answer, bool | int | float | Fraction):
        return str(answer)
    return repr(answer)[: MAX_ANSWER_TEXT + 1]


def grade_answer(
    key: CourseKey,
    recipe_or_assignment: Mapping[str, Any] | str,
    student_id: str,
    exercise: int,
    answer: Any,
) -> dict[str, Any]:
    """The grade record of ``answer`` to exercise ``exercise`` of ``student_id``'s variant."""
    _teachers_only()
    return _record(key, recipe_or_assignment, student_id, exercise, answer)[0]


def _record(
    key: CourseKey | None,
    recipe_or_assignment: Mapping[str, Any] | str,
    student_id: str | None,
    exercise: int,
    answer: Any,
) -> tuple[dict[str, Any], Verdict | None]:
    """The grade record, and the check's verdict (``None`` when there is no answer)."""
    recipe = _recipe(key, recipe_or_assignment)
    judge = _exercises(key, recipe, student_id).exercise(exercise).judge
    text = answer_text(answer)
    said = None
    if text is None or (isinstance(answer, str) and not answer.strip()):
        status, verdict = "empty", None
    else:
        try:
            said = judged(judge, answer, recipe["language"])  # "0,5" is a half in Polish
        except Exception:  # an answer no reader can handle: wrong, and the grading goes on
            said = wrong("homework.unreadable", number=exercise)
        status, verdict = ("right" if said.correct else "wrong"), said.message_id
    return {
        "version": 1,
        "assignment": recipe["assignment"],
        "student": "" if student_id is None else str(student_id),
        "exercise": exercise,
        "status": status,
        "verdict": verdict,
        "answer": text,
    }, said


# ----- in a grader's kernel: hidden tests and solution cells ----------------------------
def _key_here(folder: Path) -> CourseKey | None:
    """The key a grader finds: otter's grading file beside the submission, or the course
    key of the folder or a folder above it (nbgrader grades in COURSE/autograded/ID/NAME)."""
    if (folder / GRADING_FILE).is_file():
        return load_grading_file(folder / GRADING_FILE)
    for above in (folder, *list(folder.parents)[:4]):
        if (above / KEY_FILE).is_file():
            return _load_course_key(above)
    return None


def _context(recipe_or_assignment: Mapping[str, Any] | str) -> tuple[Any, dict, str | None]:
    """The key, recipe and student id of the notebook a grader (or the teacher) runs."""
    key = _key_here(Path.cwd())
    recipe = _recipe(key, recipe_or_assignment)
    student = grader_student_id(recipe["assignment"])
    autograde = os.environ.get("NBGRADER_EXECUTION", "").lower() == "autograde"
    if student is None and autograde and recipe["variants"]:  # whose numbers, then?
        raise MathplayError("homework.no_student_id", folder=str(Path.cwd()))
    return key, recipe, student or hub_student_id()


def model_answer(recipe_or_assignment: Mapping[str, Any] | str, number: int) -> Any:
    """The right answer to exercise ``number`` in this notebook's numbers (the teacher's
    source notebook: the teacher's own, or practice numbers). In a grader's kernel it runs
    only for the teacher's own notebook (``otter assign`` checks the master notebook,
    named as the assignment), never for a pupil's submission."""
    key, recipe, student = _context(recipe_or_assignment)
    if _grading_kernel() and student != recipe["assignment"]:
        raise MathplayError("homework.teachers_only")
    return _exercises(key, recipe, student).exercise(number).answer


def grade(
    recipe_or_assignment: Mapping[str, Any] | str, number: int, answer: Any = NOT_ANSWERED
) -> None:
    """A hidden test: grade ``answer`` to exercise ``number`` of the pupil being graded,
    display the grade record; silent when right, :class:`CheckFailed` when not."""
    key, recipe, student = _context(recipe_or_assignment)
    record, verdict = _record(key, recipe, student, number, answer)
    language = recipe["language"]
    line = translate(f"homework.graded.{record['status']}", language, number=number)
    show(_Record(record, line))
    if record["status"] == "right":
        return
    note = translate("lessons.no_point", language, number=number)
    if verdict is None:
        raise CheckFailed(line, "lessons.not_answered", {"number": number}, note)
    text = render(verdict.message_id, verdict.params, language)
    show(Feedback(text, "wrong"))
    raise CheckFailed(text, verdict.message_id, verdict.params, note)


class _Record:
    """A grade record as a notebook output: the record's JSON and a short line."""

    def __init__(self, record: dict[str, Any], line: str) -> None:
        self.record, self.line = record, line

    def _repr_mimebundle_(self, **_: Any) -> dict[str, Any]:
        return {GRADE_MIME: self.record, "text/plain": self.line}

    def __repr__(self) -> str:
        return self.line


# ----- per-pupil notebooks (no hub) -----------------------------------------------------
def release_call(notebook: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, str]]:
    """The data and ``pupil`` of the ``Homework.release(...)`` line of a homework notebook
    (read as literals, never run)."""
    for cell in notebook.get("cells", []) if isinstance(notebook, Mapping) else ():
        source = cell.get("source", "") if isinstance(cell, Mapping) else ""
        source = "".join(source) if isinstance(source, list) else str(source)
        if "Homework.release(" not in source:
            continue
        try:
            tree = ast.parse(source)
        except SyntaxError:
            break
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "release":
                try:
                    data = ast.literal_eval(node.args[0])
                    given = {k.arg: ast.literal_eval(k.value) for k in node.keywords}
                except (ValueError, IndexError, TypeError, SyntaxError):
                    break
                pupil = given.get("pupil") or {}
                if isinstance(data, dict) and isinstance(pupil, dict):
                    return data, pupil
    raise MathplayError("homework.not_homework")


def identify(key: CourseKey, notebook: Mapping[str, Any]) -> tuple[str, str]:
    """``(assignment, student id)`` of a per-pupil homework notebook, its id's signature
    checked against the course key (a clear MathplayError when it has none or it was
    changed)."""
    data, pupil = release_call(notebook)
    assignment, student = str(data.get("assignment", "")), pupil.get("id")
    if not student:
        raise MathplayError("homework.no_pupil", assignment=assignment)
    key.recipe(assignment)  # an assignment of this course
    student = str(student)
    signature = key.signature(assignment, student)
    signed = hmac.compare_digest(str(pupil.get("signature", "")), signature)
    if not signed or pupil.get("seed") != key.pupil_seed(assignment, student):
        raise MathplayError("homework.bad_signature", student=student, assignment=assignment)
    return assignment, student
