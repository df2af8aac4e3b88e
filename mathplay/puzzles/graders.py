"""Homework for the graders: an nbgrader course folder, an otter-grader assignment, and a
notebook per pupil for a school without a hub.

:func:`write_homework` writes, from one recipe (a lesson's exercises or puzzles; see
:mod:`mathplay.puzzles.assignments`)::

    COURSE/mathplay-course-key.json              the course's secret and recipes (private)
    COURSE/nbgrader_config.py                    (kept if it is there; see below)
    COURSE/source/ASSIGNMENT/ASSIGNMENT.ipynb    nbgrader's source notebook
    COURSE/otter/ASSIGNMENT/ASSIGNMENT.ipynb     otter-grader's master notebook
    COURSE/otter/ASSIGNMENT/mathplay-grading.json   this assignment's key, for otter's zip

Both notebooks have the same cells: the intro, a locked set-up line
(``hw = Homework.release({...})``: the recipe and the release's salt, no answer), and per
exercise the question (``hw.show(n)``), the answer cell and a check. There is no name to
type: the numbers follow the id the grader files the submission under. In nbgrader's
notebook the answer cell is ::

    answer_1 = ...
    ### BEGIN SOLUTION
    from mathplay.puzzles.grading import model_answer

    answer_1 = model_answer("ps1", 1)
    ### END SOLUTION

and the course's ``ClearSolutions.code_stub`` is empty, so the release keeps
``answer_1 = ...``. The grade cell is locked and worth one point: the hidden test
``grade("ps1", 1, answer_1)`` (:mod:`mathplay.puzzles.grading`: it displays a grade record,
and fails when the answer is not right), then the pupil's ``hw.check(1, answer_1)``. In
otter's master notebook the answer is ``answer_1 = model_answer("ps1", 1)  # SOLUTION``;
the public test (0 points) asks ``hw.readable(1, answer_1)``, the hidden one (1 point)
``grade(...)``; the grading file goes only into the autograder zip (``autograder_files``),
and the plugin :mod:`mathplay.puzzles.otter_records` keeps the grade records.

:func:`write_pupil_notebooks` writes ``COURSE/pupils/ASSIGNMENT/<id>.ipynb``, one per pupil
(a school without a hub): the same notebook with her id, her variant's seed and a signature
made with the course's secret, so a handed-in notebook says whose it is
(:func:`mathplay.puzzles.grading.identify`) and a pupil cannot make another's.

Every notebook is made by nbformat's v4 makers and validated before it is written
(:mod:`mathplay.ipynb`); files are written atomically (:mod:`mathplay.files`).
"""

from __future__ import annotations

import copy
import json
import secrets
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mathplay.errors import MathplayError
from mathplay.files import write_atomically
from mathplay.i18n import translate
from mathplay.ipynb import new_cell, new_notebook, valid_notebook, write_ipynb
from mathplay.puzzles.assignments import lesson_source, pupil_items, read_recipe
from mathplay.puzzles.grading import (
    GRADING_FILE,
    KEY_FILE,
    CourseKey,
    grading_data,
    key_data,
    load_course_key,
    release_call,
)

if TYPE_CHECKING:
    from nbformat import NotebookNode

__all__ = [
    "NBGRADER_CONFIG",
    "nbgrader_notebook",
    "otter_notebook",
    "pupil_notebook",
    "write_homework",
    "write_pupil_notebooks",
]

NBGRADER_CONFIG = """\
# nbgrader's settings for a mathplay course (written by `mathplay homework`).
c = get_config()  # noqa: F821
c.CourseDirectory.course_id = "mathplay"
# mathplay's answer cells keep `answer_1 = ...` above the solution region: an empty stub
# leaves that line for the pupil (the default stub would raise NotImplementedError).
c.ClearSolutions.code_stub = {"python": ""}
"""
_STUB_LINE = 'c.ClearSolutions.code_stub = {"python": ""}'
OTTER_PLUGIN = "mathplay.puzzles.otter_records.GradeRecords"


def _cell(
    kind: str, cell_id: str, source: str, nbgrader: dict[str, Any] | None = None
) -> NotebookNode:
    meta = {"schema_version": 3, "task": False, **nbgrader} if nbgrader is not None else None
    return new_cell(kind, source, cell_id=cell_id, metadata=meta and {"nbgrader": meta})


def _locked(grade_id: str) -> dict[str, Any]:
    return {"grade": False, "grade_id": grade_id, "locked": True, "solution": False}


def _setup(data: Mapping[str, Any], pupil: Mapping[str, str] | None = None) -> str:
    """The set-up cell: the recipe and salt (or a pupil's own id and seed) as literals."""
    call = repr(dict(data)) if pupil is None else f"{dict(data)!r}, pupil={dict(pupil)!r}"
    return f"from mathplay.puzzles.homework import Homework\n\nhw = Homework.release({call})\nhw"


def _heading(recipe: Mapping[str, Any], title: str) -> str:
    intro = translate(f"homework.intro.{recipe['feedback']}", recipe["language"])
    return f"# {title}\n\n{intro}"


def _work(tools: str, number: int, language: str) -> list[NotebookNode]:
    """A cell of the pupil's own for an exercise that asks them to compute (its import)."""
    if not tools:
        return []
    return [_cell("code", f"work-{number}", f"{tools}\n\n{translate('homework.work', language)}")]


def _release_data(recipe: Mapping[str, Any], salt: str | None) -> dict[str, Any]:
    data = read_recipe(recipe)
    if not data.pop("variants"):
        return {**data, "variants": False}
    return data if salt is None else {**data, "salt": salt}


def nbgrader_notebook(
    recipe: Mapping[str, Any], title: str, salt: str | None = None, *, grader: str | None = None
) -> NotebookNode:
    """nbgrader's source notebook for ``recipe``: solution regions, locked grade cells
    worth a point each, hidden tests. ``salt``: the release's (from the course key);
    ``grader``: how the hidden tests name the homework (default: the assignment's name,
    found in the course key; a recipe's literal for a notebook outside a course)."""
    data = _release_data(recipe, salt)
    ref = grader or repr(data["assignment"])
    items, language, _ = pupil_items(data, None)
    cells = [
        _cell("markdown", "intro", _heading(data, title), _locked("intro")),
        _cell("code", "setup", _setup(data), _locked("setup")),
    ]
    for item in items:
        n = item.number
        cells += [
            _cell(
                "markdown",
                f"title-{n}",
                translate("homework.exercise", language, number=n),
                _locked(f"title_{n}"),
            ),
            _cell("code", f"show-{n}", f"hw.show({n})", _locked(f"show_{n}")),
            *_work(item.tools, n, language),
            _cell(
                "code",
                f"answer-{n}",
                f"answer_{n} = ...\n### BEGIN SOLUTION\n"
                "from mathplay.puzzles.grading import model_answer\n\n"
                f"answer_{n} = model_answer({ref}, {n})\n### END SOLUTION",
                {"grade": False, "grade_id": f"answer_{n}", "locked": False, "solution": True},
            ),
            _cell(
                "code",
                f"check-{n}",
                "### BEGIN HIDDEN TESTS\nfrom mathplay.puzzles.grading import grade\n\n"
                f'grade({ref}, {n}, globals().get("answer_{n}", ...))\n'
                f"### END HIDDEN TESTS\nhw.check({n}, answer_{n})",
                {
                    "grade": True,
                    "grade_id": f"check_{n}",
                    "locked": True,
                    "points": 1,
                    "solution": False,
                },
            ),
        ]
    return new_notebook(cells)


def _raw(cell_id: str, text: str) -> NotebookNode:
    return new_cell("raw", text, cell_id=cell_id)


def _test(name: str, args: str, body: str, config: str) -> str:
    """An otter exception-based test cell: a test function of the notebook's variables
    (otter passes them by name, ``None`` when missing), called, under its YAML config."""
    head = f'"""  # BEGIN TEST CONFIG\n{config}\n"""  # END TEST CONFIG\n'
    return f"{head}def {name}({args}):\n    {body}\n\n\n{name}({args})"


def otter_notebook(recipe: Mapping[str, Any], title: str, salt: str | None = None) -> NotebookNode:
    """otter-grader's master notebook (``otter assign`` format) for ``recipe``: otter's own
    set-up cell and ``grader.check("q1")`` after each exercise; a public test (worth
    nothing) says whether the answer is given and can be read, the hidden test (a point)
    whether it is right, with the assignment's grading file (autograder zip only)."""
    data = _release_data(recipe, salt)
    assignment, ref = data["assignment"], repr(data["assignment"])
    items, language, _ = pupil_items(data, None)
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
            "autograder_files:",
            f"    - {GRADING_FILE}",
            "plugins:",
            f"    - {OTTER_PLUGIN}",
        ]
    )
    cells = [
        _raw("config", config),
        _cell("markdown", "intro", _heading(data, title)),
        _cell("code", "setup", _setup(data)),
    ]
    for item in items:
        n, answer = item.number, f"answer_{item.number}"
        public = _test(
            f"test_q{n}_can_be_read", f"hw, {answer}", f"hw.readable({n}, {answer})", "points: 0"
        )
        hidden = _test(
            f"test_q{n}",
            answer,
            f"from mathplay.puzzles.grading import grade\n\n    grade({ref}, {n}, {answer})",
            "hidden: true\npoints: 1",
        )
        cells += [
            _raw(f"begin-{n}", f"# BEGIN QUESTION\nname: q{n}\npoints: 1"),
            _cell("markdown", f"title-{n}", translate("homework.exercise", language, number=n)),
            _cell("code", f"show-{n}", f"hw.show({n})"),
            *_work(item.tools, n, language),
            _raw(f"solution-{n}", "# BEGIN SOLUTION"),
            _cell(
                "code",
                f"answer-{n}",
                "from mathplay.puzzles.grading import model_answer  # SOLUTION NO PROMPT\n"
                f"answer_{n} = model_answer({ref}, {n})  # SOLUTION",
            ),
            _raw(f"solution-end-{n}", "# END SOLUTION"),
            _cell("code", f"check-{n}", f"hw.check({n}, answer_{n})"),
            _raw(f"tests-{n}", "# BEGIN TESTS"),
            _cell("code", f"test-{n}", public),
            _cell("code", f"hidden-{n}", hidden),
            _raw(f"tests-end-{n}", "# END TESTS"),
            _raw(f"end-{n}", "# END QUESTION"),
        ]
    return new_notebook(cells)


def pupil_notebook(base: NotebookNode, key: CourseKey, student_id: str) -> NotebookNode:
    """``base`` (a released homework notebook: nbgrader's release, otter's student notebook)
    made one pupil's own: its set-up line carries her id, her seed and their signature
    instead of the release's salt, so it shows only her numbers."""
    data, _ = release_call(base)
    assignment = str(data.get("assignment", ""))
    key.recipe(assignment)  # an assignment of this course
    student = _student_id(student_id)
    pupil = {
        "id": student,
        "seed": key.pupil_seed(assignment, student),
        "signature": key.signature(assignment, student),
    }
    own = {k: v for k, v in data.items() if k != "salt"}
    notebook = copy.deepcopy(base)
    for cell in notebook["cells"]:
        source = cell.get("source", "")
        source = "".join(source) if isinstance(source, list) else source
        if "Homework.release(" in source:
            cell["source"] = _setup(own, pupil)
            cell.get("metadata", {}).get("nbgrader", {}).pop("checksum", None)
            break
    return notebook


def _student_id(student_id: Any) -> str:
    text = str(student_id).strip()
    if not text or text in (".", "..") or any(c in text for c in '/\\:*?"<>|\n\r\t'):
        raise MathplayError("homework.bad_student_id", student=student_id)
    return text


def _write(path: Path, text: str, private: bool = False) -> Path:
    """Write ``text`` to ``path`` atomically (a half-written file is never left)."""
    return write_atomically(path, text, make_folders=True, private=private)


def _json(data: Mapping[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def course_key(course: Path) -> CourseKey:
    """The course key of ``course``: the one there, or a new secret (not written yet)."""
    if (course / KEY_FILE).exists():
        return load_course_key(course)
    return CourseKey(secrets.token_bytes(32), {}, course)


def write_homework(
    recipe: Mapping[str, Any], course: str | Path, assignment: str, title: str | None = None
) -> list[Path]:
    """Write the course key, the nbgrader course folder and the otter assignment for
    ``recipe`` into ``course``; returns the paths written. An existing course key is kept
    (its pupils keep their numbers in other assignments) and an existing
    ``nbgrader_config.py`` too, with the empty code stub added if it lacks it."""
    course = Path(course)
    read = read_recipe({**recipe, "assignment": assignment})  # a clear error before writing
    if not assignment.replace("-", "").replace("_", "").isalnum():
        raise MathplayError("homework.bad_assignment", assignment=assignment)
    if course.exists() and not course.is_dir():
        raise MathplayError("homework.not_a_course", folder=str(course))
    old = course_key(course)
    key = CourseKey(old.secret, {**old.assignments, assignment: read}, course)
    if not title:
        about = lesson_source(read["lesson"]).title(read["language"]) if "lesson" in read else None
        title = translate("homework.title", read["language"], lesson=about or assignment)
    salt = key.salt(assignment)
    written = [_write(course / KEY_FILE, _json(key_data(key)), private=True)]
    config = course / "nbgrader_config.py"
    if not config.exists():
        written.append(_write(config, NBGRADER_CONFIG))
    else:
        text = config.read_text(encoding="utf-8")
        if _STUB_LINE not in text:
            written.append(_write(config, f"{text.rstrip()}\n{_STUB_LINE}\n"))
    source = course / "source" / assignment / f"{assignment}.ipynb"
    otter = course / "otter" / assignment
    written.append(write_ipynb(source, nbgrader_notebook(read, title, salt)))
    written.append(write_ipynb(otter / f"{assignment}.ipynb", otter_notebook(read, title, salt)))
    written.append(_write(otter / GRADING_FILE, _json(grading_data(key, assignment)), private=True))
    return written


def write_pupil_notebooks(
    course: str | Path,
    base: str | Path,
    students: Iterable[str],
    out: str | Path | None = None,
) -> list[Path]:
    """One notebook per pupil, ``OUT/<id>.ipynb`` (default ``COURSE/pupils/ASSIGNMENT/``),
    made from the released notebook ``base`` (see :func:`pupil_notebook`)."""
    key = load_course_key(course)
    try:
        notebook = valid_notebook(json.loads(Path(base).read_text(encoding="utf-8")))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        notebook = None
    if notebook is None:
        raise MathplayError("homework.not_homework")
    data, _ = release_call(notebook)
    folder = Path(out) if out else Path(course) / "pupils" / str(data.get("assignment", ""))
    ids = [_student_id(s) for s in students]
    if len(set(ids)) != len(ids):
        raise MathplayError("homework.same_student_twice")
    return [write_ipynb(folder / f"{s}.ipynb", pupil_notebook(notebook, key, s)) for s in ids]
