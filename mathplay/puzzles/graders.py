"""Homework for the graders: an nbgrader course folder and an otter-grader assignment.

:func:`write_homework` writes, from one recipe (a lesson's exercises or a puzzle sheet; see
:mod:`mathplay.puzzles.homework`)::

    COURSE/nbgrader_config.py                    (kept if it is there; see below)
    COURSE/source/ASSIGNMENT/ASSIGNMENT.ipynb    nbgrader's source notebook
    COURSE/otter/ASSIGNMENT/ASSIGNMENT.ipynb     otter-grader's master notebook

Both notebooks have the same cells: the pupil's name (each pupil gets their own numbers),
a locked set-up line, and per exercise the question (``hw.show(n)``), the answer cell and a
check. In nbgrader's notebook the answer cell is ::

    answer_1 = ...
    ### BEGIN SOLUTION
    answer_1 = hw.model_answer(1)
    ### END SOLUTION

and the course's ``ClearSolutions.code_stub`` is empty, so the released notebook keeps
``answer_1 = ...`` (nbgrader replaces the whole region, and its default stub would raise
``NotImplementedError``). The grade cell is locked and worth one point: the pupil's
``hw.check(1, answer_1)`` and, hidden until autograding, ``hw.grade(1, answer_1)``. In
otter's master notebook the answer is ``answer_1 = hw.model_answer(1)  # SOLUTION`` (otter
writes ``answer_1 = ...``) and the hidden test is ``hw.grade(1, answer_1)``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mathplay.files import write_atomically
from mathplay.i18n import translate
from mathplay.puzzles.homework import Homework, lesson_source

__all__ = [
    "NBGRADER_CONFIG",
    "nbgrader_notebook",
    "otter_notebook",
    "write_homework",
]

KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
NBGRADER_CONFIG = """\
# nbgrader's settings for a mathplay course (written by `mathplay homework`).
c = get_config()  # noqa: F821
c.CourseDirectory.course_id = "mathplay"
# mathplay's answer cells keep `answer_1 = ...` above the solution region: an empty stub
# leaves that line for the pupil (the default stub would raise NotImplementedError).
c.ClearSolutions.code_stub = {"python": ""}
"""
_STUB_LINE = 'c.ClearSolutions.code_stub = {"python": ""}'


def _cell(kind: str, cell_id: str, source: str, nbgrader: dict[str, Any] | None = None) -> dict:
    cell: dict[str, Any] = {"cell_type": kind, "id": cell_id, "metadata": {}, "source": source}
    if nbgrader is not None:
        cell["metadata"]["nbgrader"] = {"schema_version": 3, "task": False, **nbgrader}
    if kind == "code":
        cell.update(execution_count=None, outputs=[])
    return cell


def _locked(grade_id: str) -> dict[str, Any]:
    return {"grade": False, "grade_id": grade_id, "locked": True, "solution": False}


def _notebook(cells: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "cells": cells,
        "metadata": {"kernelspec": KERNELSPEC, "language_info": {"name": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def _setup(recipe: dict[str, Any]) -> str:
    data = repr(recipe)  # a Python literal: plain data, no answer
    return (
        "from mathplay.puzzles.homework import Homework\n\n"
        f"hw = Homework.from_recipe({data}, student)\n"
        "hw"
    )


def _heading(recipe: dict[str, Any], title: str) -> str:
    language = recipe.get("language", "en")
    intro = translate(f"homework.intro.{recipe.get('feedback', 'now')}", language)
    return f"# {title}\n\n{intro}"


def _student(recipe: dict[str, Any], student: str | None) -> str:
    name = "..." if student is None else json.dumps(student, ensure_ascii=False)
    return f"student = {name}  {translate('homework.name_comment', recipe.get('language', 'en'))}"


def nbgrader_notebook(
    recipe: dict[str, Any], title: str, student: str | None = None
) -> dict[str, Any]:
    """nbgrader's source notebook for ``recipe``: solution regions, locked grade cells
    worth a point each, hidden tests. ``student``: a name to fill in (one pupil's copy)."""
    homework = Homework.from_recipe(recipe)
    language = homework.language
    cells = [
        _cell("markdown", "intro", _heading(recipe, title), _locked("intro")),
        _cell("code", "student", _student(recipe, student)),
        _cell("code", "setup", _setup(recipe), _locked("setup")),
    ]
    for n in homework.numbers:
        cells += [
            _cell(
                "markdown",
                f"title-{n}",
                translate("homework.exercise", language, number=n),
                _locked(f"title_{n}"),
            ),
            _cell("code", f"show-{n}", f"hw.show({n})", _locked(f"show_{n}")),
            *_work(homework, n),
            _cell(
                "code",
                f"answer-{n}",
                f"answer_{n} = ...\n### BEGIN SOLUTION\nanswer_{n} = hw.model_answer({n})\n"
                "### END SOLUTION",
                {"grade": False, "grade_id": f"answer_{n}", "locked": False, "solution": True},
            ),
            _cell(
                "code",
                f"check-{n}",
                f"hw.check({n}, answer_{n})\n### BEGIN HIDDEN TESTS\nhw.grade({n}, answer_{n})\n"
                "### END HIDDEN TESTS",
                {
                    "grade": True,
                    "grade_id": f"check_{n}",
                    "locked": True,
                    "points": 1,
                    "solution": False,
                },
            ),
        ]
    return _notebook(cells)


def _work(homework: Homework, number: int) -> list[dict[str, Any]]:
    """A cell of the pupil's own for an exercise that asks them to compute (its import)."""
    tools = homework.tools(number)
    if not tools:
        return []
    comment = translate("homework.work", homework.language)
    return [_cell("code", f"work-{number}", f"{tools}\n\n{comment}")]


def _raw(cell_id: str, text: str) -> dict[str, Any]:
    return {"cell_type": "raw", "id": cell_id, "metadata": {}, "source": text}


def _test(name: str, call: str, answer: str, config: str) -> str:
    """An otter exception-based test cell: a test function of the notebook's ``hw`` and
    ``answer`` (otter passes them by name), called, under its YAML config."""
    head = f'"""  # BEGIN TEST CONFIG\n{config}\n"""  # END TEST CONFIG\n'
    return f"{head}def {name}(hw, {answer}):\n    hw.{call}\n\n\n{name}(hw, {answer})"


def otter_notebook(recipe: dict[str, Any], title: str, assignment: str) -> dict[str, Any]:
    """otter-grader's master notebook (``otter assign`` format) for ``recipe``: otter's own
    set-up cell and ``grader.check("q1")`` after each exercise; a public test (worth
    nothing) says whether the answer is given and can be read, the hidden test (a point)
    whether it is right."""
    homework = Homework.from_recipe(recipe)
    language = homework.language
    config = "\n".join(
        [
            "# ASSIGNMENT CONFIG",
            f"name: {assignment}",
            "init_cell: true",
            "check_all_cell: true",
            "export_cell:",
            "    pdf: false",
            "solutions_pdf: false",
            "run_tests: true",
            "generate: true",
            "tests:",
            "    ok_format: false",
        ]
    )
    cells = [
        _raw("config", config),
        _cell("markdown", "intro", _heading(recipe, title)),
        _cell("code", "student", _student(recipe, None)),
        _cell("code", "setup", _setup(recipe)),
    ]
    for n in homework.numbers:
        answer = f"answer_{n}"
        public = _test(f"test_q{n}_can_be_read", f"readable({n}, {answer})", answer, "points: 0")
        hidden = _test(f"test_q{n}", f"grade({n}, {answer})", answer, "hidden: true\npoints: 1")
        cells += [
            _raw(f"begin-{n}", f"# BEGIN QUESTION\nname: q{n}\npoints: 1"),
            _cell("markdown", f"title-{n}", translate("homework.exercise", language, number=n)),
            _cell("code", f"show-{n}", f"hw.show({n})"),
            *_work(homework, n),
            _raw(f"solution-{n}", "# BEGIN SOLUTION"),
            _cell("code", f"answer-{n}", f"answer_{n} = hw.model_answer({n})  # SOLUTION"),
            _raw(f"solution-end-{n}", "# END SOLUTION"),
            _cell("code", f"check-{n}", f"hw.check({n}, answer_{n})"),
            _raw(f"tests-{n}", "# BEGIN TESTS"),
            _cell("code", f"test-{n}", public),
            _cell("code", f"hidden-{n}", hidden),
            _raw(f"tests-end-{n}", "# END TESTS"),
            _raw(f"end-{n}", "# END QUESTION"),
        ]
    return _notebook(cells)


def _write(path: Path, text: str) -> Path:
    """Write ``text`` to ``path`` atomically (a half-written notebook is never left)."""
    return write_atomically(path, text, make_folders=True)


def _json(notebook: dict[str, Any]) -> str:
    return json.dumps(notebook, ensure_ascii=False, indent=1) + "\n"


def write_homework(
    recipe: dict[str, Any], course: str | Path, assignment: str, title: str | None = None
) -> list[Path]:
    """Write the nbgrader course folder and the otter assignment for ``recipe`` into
    ``course``; returns the paths written. An existing ``nbgrader_config.py`` is kept, with
    the empty code stub added if it lacks it."""
    course = Path(course)
    homework = Homework.from_recipe(recipe)  # a clear error for a bad recipe, before writing
    if not title:
        lesson = recipe.get("lesson")
        about = lesson_source(lesson).title(homework.language) if lesson else assignment
        title = translate("homework.title", homework.language, lesson=about)
    config = course / "nbgrader_config.py"
    if not config.exists():
        written = [_write(config, NBGRADER_CONFIG)]
    else:
        text = config.read_text(encoding="utf-8")
        written = [] if _STUB_LINE in text else [_write(config, f"{text.rstrip()}\n{_STUB_LINE}\n")]
    source = course / "source" / assignment / f"{assignment}.ipynb"
    otter = course / "otter" / assignment / f"{assignment}.ipynb"
    written.append(_write(source, _json(nbgrader_notebook(recipe, title))))
    written.append(_write(otter, _json(otter_notebook(recipe, title, assignment))))
    return written
