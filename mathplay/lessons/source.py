"""One source per lesson, three languages, two editions: the format and the notebook writer.

A lesson source (``mathplay/lessons/sources/NN-name.lesson``) is plain text. ``%% KIND
[OPTIONS]`` starts a cell; inside a cell, ``%en``, ``%ja`` and ``%pl`` start that language's
text (a cell without them is the same in every language); ``%#`` lines are comments.

- ``%% lesson NN-name module=order_of_operations`` — first line: the lesson and its checks;
- ``%% markdown`` — text (all three languages);
- ``%% code`` — code; ``{{lang}}`` becomes the edition's language;
- ``%% exercise N`` — the question (all three languages), then the answer cell
  ``answer_N = ...`` / ``check(N, answer_N)``; the teachers' edition adds ``teacher_notes(N)``
  (the answer and what the check says to typical wrong answers);
- options: ``check`` (nbval compares the output: the cell's tag ``nbval-check-output``, so
  pupils never read a marker), ``teacher`` (teachers' edition only), ``pupil`` (pupils'
  edition only), ``reveal=N`` (shows exercise N's answer once run: its output is never
  committed), ``exercise=N`` (a code cell of exercise N, right after it: what the question
  shows, a board or a cell to work in; the answer cell comes after it).

:func:`write_notebook` gives ``lessons/<lang>/NN-name.ipynb`` (pupils) and
``teachers/<lang>/NN-name.ipynb`` (teachers) without outputs; ``tools/lessons.py`` writes
and runs them. Each edition writes × and ÷ as its school does (Polish: · and :, in the text
and in the code's expressions alike; :mod:`mathplay.i18n.notation`). The teachers' edition
opens with a banner and ends with how to set the lesson as homework (both from the message
catalog, the same for every lesson).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mathplay.i18n import LANGUAGES, translate
from mathplay.i18n.notation import notation
from mathplay.ipynb import new_cell, new_notebook

if TYPE_CHECKING:
    from nbformat import NotebookNode

__all__ = [
    "EDITIONS",
    "Cell",
    "LessonSource",
    "edition_path",
    "lesson_sources",
    "parse_lesson",
    "read_lesson",
    "write_notebook",
]

EDITIONS: tuple[str, ...] = ("pupil", "teacher")
FOLDERS = {"pupil": "lessons", "teacher": "teachers"}
KINDS = ("markdown", "code", "exercise")
_HEADER = re.compile(r"%% (\w+)(.*)")


class SourceError(ValueError):
    """A lesson source that does not follow the format; says the line."""


@dataclass
class Cell:
    """One cell of a source: its kind, options, and text per language (``"*"``: shared)."""

    kind: str
    options: dict[str, str]
    texts: dict[str, str] = field(default_factory=dict)
    line: int = 0
    number: int | None = None  # exercise cells

    def text(self, language: str) -> str:
        return self.texts.get(language, self.texts.get("*", ""))

    def in_edition(self, edition: str) -> bool:
        other = "pupil" if edition == "teacher" else "teacher"
        return other not in self.options


@dataclass
class LessonSource:
    """A parsed lesson: ``name`` (``01-order-of-operations``), the checks ``module`` and cells."""

    name: str
    module: str
    cells: list[Cell]

    @property
    def exercises(self) -> list[int]:
        return [cell.number for cell in self.cells if cell.number is not None]

    def title(self, language: str) -> str:
        """The lesson's heading in ``language`` (``Lesson 1 — Order of operations: ...``)."""
        for cell in self.cells:
            for line in cell.text(language).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
        return self.name

    def exercise_text(self, number: int, language: str) -> str:
        """Exercise ``number``'s question as the lesson words it in ``language``."""
        for cell in self.cells:
            if cell.number == number:
                return cell.text(language)
        raise KeyError(number)


def parse_lesson(text: str) -> LessonSource:
    """The lesson in ``text``; a :class:`SourceError` names the first line that is wrong."""
    cells: list[Cell] = []
    language = "*"
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("%#"):
            continue
        header = _HEADER.fullmatch(line.rstrip())
        if header:
            kind, rest = header.groups()
            options = dict((*word.split("=", 1), "")[:2] for word in rest.split())
            cells.append(Cell(kind, options, line=number))
            language = "*"
            continue
        if line.rstrip() in {f"%{lang}" for lang in LANGUAGES}:
            if not cells:
                raise SourceError(f"line {number}: a language before the first cell")
            language = line.strip()[1:]
            cells[-1].texts[language] = ""
            continue
        if line.startswith("%"):
            raise SourceError(f"line {number}: unknown marker {line!r}")
        if not cells:
            if line.strip():
                raise SourceError(f"line {number}: text before the first cell")
            continue
        texts = cells[-1].texts
        texts[language] = texts.get(language, "") + line + "\n"
    if not cells or cells[0].kind != "lesson":
        raise SourceError("line 1: a source starts with '%% lesson NN-name module=...'")
    head, body = cells[0], cells[1:]
    for cell in body:
        _check_cell(cell)
        cell.texts = {lang: text.strip("\n") for lang, text in cell.texts.items()}
    owner = None  # the exercise the cells just read belong to
    for cell in body:
        if cell.kind == "exercise":
            owner = cell.number
        elif "exercise" in cell.options:
            if cell.kind != "code" or cell.options["exercise"] != str(owner):
                raise SourceError(f"line {cell.line}: an exercise= code cell follows its exercise")
        else:
            owner = None
    name = next(iter(head.options), "")
    return LessonSource(name, head.options.get("module", ""), body)


def _check_cell(cell: Cell) -> None:
    where = f"line {cell.line}"
    if cell.kind not in KINDS:
        raise SourceError(f"{where}: unknown cell kind {cell.kind!r}")
    if cell.kind == "exercise":
        numbers = [key for key, value in cell.options.items() if key.isdigit() and not value]
        if len(numbers) != 1:
            raise SourceError(f"{where}: an exercise cell needs its number")
        cell.number = int(numbers[0])
        del cell.options[numbers[0]]
    if cell.kind != "code" or any(lang in cell.texts for lang in LANGUAGES):
        missing = [lang for lang in LANGUAGES if not cell.texts.get(lang, "").strip()]
        if missing:
            raise SourceError(f"{where}: no text in {', '.join(missing)}")
        if cell.texts.get("*", "").strip():
            raise SourceError(f"{where}: text outside a language block")


def read_lesson(path: str | Path) -> LessonSource:
    return parse_lesson(Path(path).read_text(encoding="utf-8"))


def lesson_sources() -> list[LessonSource]:
    """Every lesson source shipped with the package, in lesson order."""
    folder = resources.files("mathplay.lessons") / "sources"
    files = sorted(f for f in folder.iterdir() if f.name.endswith(".lesson"))
    return [parse_lesson(f.read_text(encoding="utf-8")) for f in files]


def edition_path(root: str | Path, name: str, language: str, edition: str) -> Path:
    """``lessons/<lang>/NN-name.ipynb`` (pupils) or ``teachers/<lang>/NN-name.ipynb``."""
    return Path(root) / FOLDERS[edition] / language / f"{name}.ipynb"


# ----- writing notebooks ----------------------------------------------------------------
def _cell(kind: str, source: str, meta: dict[str, Any] | None = None) -> NotebookNode:
    return new_cell(kind, source, metadata={"mathplay": meta} if meta else {})


CHECK_TAG = "nbval-check-output"
"""nbval compares the outputs of the cells with this tag (``make test`` runs ``--nbval-lax``)."""


def _code(
    text: str, language: str, check: bool, meta: dict[str, Any] | None = None
) -> NotebookNode:
    cell = _cell("code", text.replace("{{lang}}", language), meta)
    if check:
        cell["metadata"]["tags"] = [CHECK_TAG]
    return cell


def _cells(source: LessonSource, language: str, edition: str) -> list[NotebookNode]:
    teacher = edition == "teacher"
    out: list[NotebookNode] = []
    if teacher:
        banner = translate("lessons.edition.teacher_banner", language, name=source.name)
        out.append(_cell("markdown", banner, {"teacher": True}))
    cells = [cell for cell in source.cells if cell.in_edition(edition)]
    for index, cell in enumerate(cells):
        meta: dict[str, Any] = {}
        if "teacher" in cell.options:
            meta["teacher"] = True
        if "reveal" in cell.options:
            meta["reveal"] = int(cell.options["reveal"])
        text = notation(cell.text(language), language)
        if cell.kind == "markdown":
            out.append(_cell("markdown", text, meta))
        elif cell.kind == "code" and "exercise" not in cell.options:
            out.append(_code(text, language, "check" in cell.options, meta))
        elif cell.kind == "exercise":
            n = cell.number
            out.append(_cell("markdown", text, {"exercise": n, "role": "question"}))
            for part in cells[index + 1 :]:
                if part.options.get("exercise") != str(n):
                    break
                shows = {**meta, "exercise": n, "role": "shows"}
                shown = notation(part.text(language), language)
                out.append(_code(shown, language, "check" in part.options, shows))
            answer = f"answer_{n} = ...\ncheck({n}, answer_{n})"
            out.append(_cell("code", answer, {"exercise": n, "role": "answer"}))
            if teacher:
                notes = {"exercise": n, "role": "notes", "teacher": True}
                out.append(_code(f"teacher_notes({n})", language, True, notes))
    if teacher:
        homework = translate("lessons.edition.homework", language, name=source.name)
        out.append(_cell("markdown", homework, {"teacher": True}))
    return out


def write_notebook(source: LessonSource, language: str, edition: str) -> NotebookNode:
    """The ``edition`` (``"pupil"`` or ``"teacher"``) of ``source`` in ``language``, an
    nbformat 4.5 notebook without outputs (:mod:`mathplay.ipynb`); cell ids are stable
    (``c01``, ``c02``, ...)."""
    if language not in LANGUAGES or edition not in EDITIONS:
        raise ValueError(f"no {edition!r} edition in {language!r}")
    cells = _cells(source, language, edition)
    for index, cell in enumerate(cells, 1):
        cell["id"] = f"c{index:02d}"
    about = {"lesson": source.name, "language": language, "edition": edition}
    return new_notebook(cells, {"mathplay": about})
