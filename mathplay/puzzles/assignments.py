"""Teacher-side: what a homework recipe asks, and each variant's exercises with their answers.

A recipe is plain data, never an answer::

    {"assignment": "ps1", "lesson": "01-order-of-operations", "language": "pl",
     "feedback": "later"}
    {"assignment": "ps2", "lesson": "02-biggest-expression", "options": {"negatives": false},
     "language": "en", "feedback": "now"}
    {"assignment": "trios", "puzzles": [{"kind": "trio-finder", "seed": 3, "difficulty": 2}],
     "language": "ja", "feedback": "now", "variants": true}

(``"variants": false``: the same puzzles for every pupil; ``"options"``: how the teacher sets
a lesson that has options for her class, see :func:`lesson_named`.) :func:`exercises` gives the
exercises of one variant (a variant seed, :mod:`mathplay.puzzles.variants`; ``None``: the
practice numbers) with their answers, for the grader; :func:`pupil_items` gives what the
pupil's notebook may hold of them (no answer; no judge when feedback comes later). The
pupil's :class:`~mathplay.puzzles.homework.Homework` imports this module only while it is
made, and keeps nothing of it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from mathplay.errors import MathplayError
from mathplay.i18n import LANGUAGES
from mathplay.lessons import keys
from mathplay.lessons.checks import Lesson
from mathplay.lessons.source import LessonSource, lesson_sources
from mathplay.puzzles.items import FEEDBACK, Item
from mathplay.puzzles.saved import as_exercises

if TYPE_CHECKING:
    from mathplay.puzzles.base import Puzzle

__all__ = ["exercises", "lesson_named", "lesson_source", "pupil_items", "read_recipe"]

_KEYS = {"assignment", "lesson", "options", "puzzles", "language", "feedback", "variants"}


@cache
def _sources() -> tuple[LessonSource, ...]:
    return tuple(lesson_sources())


def lesson_source(name: str) -> LessonSource:
    """The source of the lesson ``01-order-of-operations`` (or ``order-of-operations``, ``1``)."""
    wanted = str(name).strip()
    for source in _sources():
        number = source.name.split("-", 1)[0]
        if wanted in (source.name, source.name.split("-", 1)[1], number, number.lstrip("0")):
            return source
    known = ", ".join(s.name for s in _sources())
    raise MathplayError("homework.no_such_lesson", name=name, known=known)


def lesson_named(name: str, options: Mapping[str, Any] | None = None) -> Lesson:
    """The lesson ``01-order-of-operations`` (or ``order-of-operations``, or ``1``), with
    its answers and variants, set by ``options`` for a lesson that has them (lesson 2:
    ``{"negatives": False}``)."""
    return keys.lesson(lesson_source(name).module, options)


def read_recipe(recipe: Any) -> dict[str, Any]:
    """``recipe`` checked and completed (a release's other data, the salt, left out)."""
    if not isinstance(recipe, Mapping) or ("lesson" in recipe) == ("puzzles" in recipe):
        raise MathplayError("homework.bad_recipe")
    read = {key: value for key, value in recipe.items() if key in _KEYS}
    read.setdefault("assignment", "")
    read.setdefault("language", "en")
    read.setdefault("feedback", "now")
    read.setdefault("variants", True)
    if read["language"] not in LANGUAGES:
        known = ", ".join(LANGUAGES)
        raise MathplayError("i18n.unknown_language", language=read["language"], known=known)
    if read["feedback"] not in FEEDBACK:
        raise MathplayError("homework.bad_feedback", feedback=read["feedback"])
    if not isinstance(read["assignment"], str) or not isinstance(read["variants"], bool):
        raise MathplayError("homework.bad_recipe")
    if "lesson" in read:
        read["lesson"] = lesson_source(read["lesson"]).name
        if not read.get("options", True):  # {} or None: the lesson as it is
            del read["options"]
        elif "options" in read:
            lesson_named(read["lesson"], read["options"])  # a clear error for a wrong one
    else:
        if "options" in read:
            raise MathplayError("lessons.unknown_option", value=read["options"])
        read["puzzles"] = [_puzzle_recipe(p) for p in _listed(read["puzzles"])]
    order = ("assignment", "lesson", "options", "puzzles", "language", "feedback", "variants")
    return {key: read[key] for key in order if key in read}


def _listed(value: Any) -> list[Any]:
    if not isinstance(value, list | tuple) or not value:
        raise MathplayError("homework.bad_recipe")
    return list(value)


def _puzzle_recipe(data: Any) -> dict[str, Any]:
    try:
        return {
            "kind": str(data["kind"]),
            "seed": int(data["seed"]),
            "difficulty": int(data["difficulty"]),
        }
    except (KeyError, TypeError, ValueError) as err:
        raise MathplayError("puzzles.bad_data", problem=repr(err)) from None


def exercises(recipe: Mapping[str, Any], seed: str | None) -> Lesson:
    """The exercises, with their answers, of the variant ``seed`` of ``recipe`` (``None``:
    practice numbers; a recipe without variants: its own puzzles for everyone). Made once
    per recipe and seed: a grader asks for each exercise in turn."""
    return _cached(json.dumps(read_recipe(recipe), sort_keys=True), seed)


@cache
def _cached(recipe: str, seed: str | None) -> Lesson:
    return _exercises(json.loads(recipe), seed)


def _exercises(read: dict[str, Any], seed: str | None) -> Lesson:
    if "lesson" in read:
        lesson = lesson_named(read["lesson"], read.get("options"))
        return lesson.for_student(seed if read["variants"] else None)
    return as_exercises(_puzzles(read, seed))


def _puzzles(read: dict[str, Any], seed: str | None) -> list[Puzzle]:
    # lazy: the puzzle kinds load their games and the search (a second of imports)
    from mathplay.puzzles.registry import for_student, make_puzzle

    language = read["language"]
    puzzles = [
        make_puzzle(p["kind"], p["seed"], p["difficulty"], language) for p in read["puzzles"]
    ]
    return puzzles if seed is None or not read["variants"] else for_student(puzzles, seed)


def pupil_items(data: Mapping[str, Any], seed: str | None) -> tuple[tuple[Item, ...], str, str]:
    """What the pupil's notebook holds of the variant ``seed`` of the homework ``data``: the
    items (no answer; a judge only when feedback comes at once), the language, the feedback."""
    read = read_recipe(data)
    language, now = read["language"], read["feedback"] == "now"
    if "lesson" in read:  # made here, kept nowhere: nothing of it stays in a pupil's kernel
        lesson = _exercises(read, seed)
        questions = {n: e.prompt_text(language) for n, e in lesson.exercises.items()}
    else:  # a puzzle shows its picture
        puzzles = _puzzles(read, seed)
        lesson = as_exercises(puzzles)
        questions = {n: puzzle.prompt for n, puzzle in enumerate(puzzles, 1)}
    items = tuple(
        Item(
            n,
            questions[n],
            exercise.picture,
            exercise.tools,
            exercise.reader,
            exercise.judge if now else None,
        )
        for n, exercise in lesson.exercises.items()
    )
    return items, language, read["feedback"]
