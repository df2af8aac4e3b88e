"""Nothing of the answer reaches a pupil: a walk over everything a pupil's notebook can reach.

The roots are what a pupil's notebook holds: the names its cells import (every pupils'
lesson notebook and play notebook, which the static site copies too) and the ``hw`` of a
homework release. From them the walk follows, to a bounded depth, what a pupil reaches by
attribute: an object's attributes (its ``__dict__``, slots and properties), its class and
the class's members, a bound method's ``__self__`` and ``__func__``, a function's
``__closure__`` cells, defaults, ``__wrapped__`` and ``__globals__`` (the members of the
module it was written in), a ``functools.partial``'s function and arguments, the items of
containers. A module object met on the way is followed only when the notebook imports it by
name (anything else takes an ``import``). Objects outside mathplay are leaves.

No reachable object may be a model-answer or key producer: an instance of the teachers'
types (a lesson with its answers, an exercise with its solution, a puzzle, a course key), or
a bound method or module-level function called ``answer_key``, ``teacher_notes``,
``model_answer(s)``, ``grade_answer`` or ``load_course_key``. For homework whose marks come
later, the pupil's ``hw`` holds no judge, and no value in its own data (everything reached
without going through a module's members) equals one of her model answers.
"""

from __future__ import annotations

import ast
import contextlib
import functools
import importlib
import json
import sys
import types
from collections import deque
from collections.abc import Iterator, Mapping
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from mathplay.lessons.checks import Exercise, Lesson, TeacherNotes
from mathplay.lessons.feedback import Check
from mathplay.puzzles.base import Puzzle, PuzzleKind
from mathplay.puzzles.grading import CourseKey, load_course_key, model_answers, release_call

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
from notebook_sets import code_cells, pupil_notebooks  # noqa: E402

PRODUCERS = {
    "answer_key",
    "teacher_notes",
    "model_answer",
    "model_answers",
    "grade_answer",
    "load_course_key",
}
TEACHERS_TYPES = (Lesson, Exercise, TeacherNotes, Puzzle, PuzzleKind, CourseKey)
DEPTH = 12


def _ours(obj: Any) -> bool:
    """Whether ``obj`` is mathplay's (functions, classes, instances): the walk goes on."""
    module = (
        getattr(obj, "__module__", None) if isinstance(obj, type | types.FunctionType) else None
    )
    module = module or getattr(type(obj), "__module__", "")
    return str(module).startswith("mathplay")


def _children(obj: Any, modules: set[str], own_only: bool) -> Iterator[tuple[str, Any]]:
    """``(how, child)`` for what a pupil reaches from ``obj`` by attribute."""
    if isinstance(obj, types.ModuleType):
        if obj.__name__ in modules and not own_only:
            yield from ((f".{k}", v) for k, v in vars(obj).items() if not k.startswith("__"))
        return
    if isinstance(obj, Mapping):
        for key, value in list(obj.items()):
            yield f"[{key!r}]", value
        return
    if isinstance(obj, list | tuple | set | frozenset):
        yield from ((f"[{i}]", v) for i, v in enumerate(obj))
        return
    if isinstance(obj, functools.partial):
        yield ".func", obj.func
        yield ".args", obj.args
        yield ".keywords", obj.keywords
        return
    if isinstance(obj, types.MethodType):
        yield ".__self__", obj.__self__
        yield ".__func__", obj.__func__
        return
    if isinstance(obj, types.FunctionType):
        for i, cell in enumerate(obj.__closure__ or ()):
            with contextlib.suppress(ValueError):  # an empty cell
                yield f".__closure__[{i}]", cell.cell_contents
        yield ".__defaults__", obj.__defaults__ or ()
        yield ".__kwdefaults__", obj.__kwdefaults__ or {}
        if hasattr(obj, "__wrapped__"):
            yield ".__wrapped__", obj.__wrapped__
        if not own_only:
            members = {k: v for k, v in obj.__globals__.items() if not k.startswith("__")}
            yield ".__globals__", members
        return
    if isinstance(obj, property):
        yield ".fget", obj.fget
        return
    if not _ours(obj):
        return
    if isinstance(obj, type):
        if not own_only:
            for name, value in vars(obj).items():
                yield f".{name}", value
        return
    if not own_only:
        yield ".__class__", type(obj)
    for name in getattr(obj, "__dict__", {}):
        yield f".{name}", getattr(obj, name)
    for klass in type(obj).__mro__:
        for name in getattr(klass, "__slots__", ()):
            if hasattr(obj, name):
                yield f".{name}", getattr(obj, name)
        for name, value in vars(klass).items():
            if isinstance(value, property | functools.cached_property):
                with contextlib.suppress(Exception):  # a property that needs more
                    yield f".{name}", getattr(obj, name)


def reachable(
    roots: Mapping[str, Any], modules: set[str], own_only: bool = False
) -> Iterator[tuple[str, Any]]:
    """Every ``(path, object)`` reachable from ``roots`` within :data:`DEPTH` steps."""
    queue = deque((name, value, 0) for name, value in roots.items())
    seen: set[int] = set()
    while queue:
        path, obj, depth = queue.popleft()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        yield path, obj
        if depth < DEPTH:
            for how, child in _children(obj, modules, own_only):
                queue.append((path + how, child, depth + 1))


def producers(roots: Mapping[str, Any], modules: set[str]) -> list[str]:
    """The paths of reachable model-answer and key producers."""
    found = []
    for path, obj in reachable(roots, modules):
        if isinstance(obj, TEACHERS_TYPES):
            found.append(f"{path}: a {type(obj).__name__}")
        elif callable(obj) and getattr(obj, "__name__", "") in PRODUCERS:
            bound = getattr(obj, "__self__", None)
            module_level = isinstance(obj, types.FunctionType) and "." not in obj.__qualname__
            if module_level or (bound is not None and not isinstance(bound, type)):
                found.append(f"{path}: {obj.__qualname__}")
    return found


def _imports(source: str) -> list[tuple[str, list[str]]]:
    """``(module, names)`` of each import in a cell (``names`` empty: ``import module``)."""
    lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
    found = []
    for node in ast.walk(ast.parse("\n".join(lines))):
        if isinstance(node, ast.Import):
            found += [(alias.name, []) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.module, [alias.name for alias in node.names]))
    return found


def _roots_of(path: Path) -> tuple[dict[str, Any], set[str]]:
    roots: dict[str, Any] = {}
    modules: set[str] = set()
    for source in code_cells(path):
        for module_name, names in _imports(source):
            if not module_name.startswith("mathplay"):
                continue
            module = importlib.import_module(module_name)
            modules.add(module_name)
            if not names:
                roots[module_name] = module
            for name in names:
                value = getattr(module, name, None)
                if value is None:  # a submodule imported by name
                    value = importlib.import_module(f"{module_name}.{name}")
                    modules.add(value.__name__)
                roots[name] = value
    for value in roots.values():
        if isinstance(value, Check):  # what its first use reads: the judges and the reasons
            value(1, language="en", strict=False)
    return roots, modules


NOTEBOOKS = [
    p for p in pupil_notebooks(ROOT) if "/ja/" not in p.as_posix() and "/pl/" not in p.as_posix()
]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_pupils_notebook_reaches_an_answer_key(path):
    """Every pupils' lesson and play notebook (the languages share their imports)."""
    roots, modules = _roots_of(path)
    assert producers(roots, modules) == []


AB = (("ana", "26"), ("ben", "31"))


def test_the_walk_finds_the_leaks_it_looks_for():
    """The walk is not blind: the teachers' side, reached from a pupil's name, is found."""
    from mathplay.lessons.keys.order_of_operations import LESSON, answer_key

    assert "check.__self__: a Lesson" in producers({"check": LESSON.check}, set())
    assert "answer_key: Lesson.answer_key" in producers({"answer_key": answer_key}, set())

    def judge(answer):
        return LESSON

    assert producers({"judge": judge}, set())[0].startswith("judge.__closure__[0]")
    # an item whose reader keeps the answer in its closure: the place is found
    from mathplay.puzzles.homework import Item

    def item(answer):
        return Item(1, "?", reader=lambda given: given == answer)

    held = {p: dict(reachable({"hw": item(a)}, set(), own_only=True)) for p, a in AB}
    assert carried(held, {p: {1: a} for p, a in AB}) == [("hw.reader.__closure__[0]", 1)]
    # the pupils' check is walked whole: its judges and the reasons asked after a wrong choice
    from mathplay.lessons.order_of_operations import check

    check(1, language="en", strict=False)
    assert "Reason" in {type(obj).__name__ for _, obj in reachable({"check": check}, set())}
    name = "mathplay.lessons.keys.sum_to_15"  # a teacher-side module, imported by name
    found = producers({"keys": importlib.import_module(name)}, {name})
    assert "keys.LESSON: a Lesson" in found and "keys.answer_key: Lesson.answer_key" in found


def _release(tmp_path: Path, recipe: dict, assignment: str) -> tuple[dict, CourseKey]:
    from mathplay.puzzles.graders import write_homework

    write_homework(recipe, tmp_path, assignment)
    notebook = (tmp_path / "source" / assignment / f"{assignment}.ipynb").read_text("utf-8")
    data, _ = release_call(json.loads(notebook))
    return data, load_course_key(tmp_path)


def _same(value: Any, answer: Any) -> bool:
    if isinstance(value, bool) or not isinstance(value, str | int | Fraction | float):
        return False
    try:
        return value == answer or str(value).strip() == str(answer).strip()
    except Exception:
        return False


RECIPES = [
    {"lesson": "01-order-of-operations", "language": "en"},
    {"lesson": "02-biggest-expression", "language": "ja"},
    {"lesson": "03-sum-to-15", "language": "pl"},
    {"lesson": "04-triolet-moves", "language": "en"},
    {
        "puzzles": [
            {"kind": kind, "seed": 3, "difficulty": 2}
            for kind in ("best-expression", "triolet-score", "missing-card", "trio-finder")
        ],
        "language": "en",
    },
]


PUPILS = ("ana", "ben", "eva")


@pytest.mark.parametrize("feedback", ["later", "now"])
@pytest.mark.parametrize("recipe", RECIPES, ids=lambda r: r.get("lesson", "puzzles"))
def test_no_homework_release_reaches_an_answer(recipe, feedback, tmp_path, monkeypatch):
    """A pupil's ``hw`` (her own numbers, on a hub) and the module her notebook imports
    reach no producer; with marks later, nothing that says right or wrong, and no place in
    her ``hw`` holds her answer: a place (a path of the walk) that holds each pupil's own
    answer, when their answers differ, would be a leak (a number of one pupil's question
    that happens to equal her answer is not)."""
    import pwd

    from mathplay.puzzles.homework import Homework

    data, key = _release(tmp_path, {**recipe, "feedback": feedback}, "hw1")
    jovyan = type("User", (), {"pw_name": "jovyan"})  # a hub where the id is the hub user
    monkeypatch.setattr(pwd, "getpwuid", lambda uid: jovyan)
    held, answers = {}, {}
    for pupil in PUPILS:
        monkeypatch.setenv("JUPYTERHUB_USER", pupil)
        hw = Homework.release(data)
        assert hw.student == pupil
        assert producers({"hw": hw, "Homework": Homework}, {"mathplay.puzzles.homework"}) == []
        if feedback == "later":
            assert all(item.judge is None for item in hw.items)
            held[pupil] = dict(reachable({"hw": hw}, set(), own_only=True))
            answers[pupil] = model_answers(key, "hw1", pupil)
    if feedback == "now":
        return
    assert carried(held, answers) == []


def carried(held: dict[str, dict[str, Any]], answers: dict[str, dict[int, Any]]) -> list:
    """The places (paths) that hold each pupil's own answer to an exercise, when the
    pupils' answers to it differ: ``(path, exercise)``."""
    pupils = list(held)
    leaks = []
    for n in answers[pupils[0]]:
        if len({str(answers[p][n]) for p in pupils}) == 1:  # the same answer for all
            continue
        for path in held[pupils[0]]:
            if all(_same(held[p].get(path), answers[p][n]) for p in pupils):
                leaks.append((path, n))  # the place follows the answer from pupil to pupil
    return leaks
