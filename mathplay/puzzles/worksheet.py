"""Print-ready worksheets (A4 HTML) with a separate answer key, one variant per student.

>>> from mathplay.puzzles import generate, worksheet
>>> sheet = worksheet(generate("best-expression", seed=7, count=3), title="Biggest values")
>>> paths = sheet.save("sheet.html", "key.html")        # doctest: +SKIP

The sheet shows each puzzle with room to write and no answer; the key shows each puzzle's
solution and the seeds that make the puzzles again; both are Jinja2 templates
(:mod:`mathplay.puzzles.pages`). ``student="Ana"`` (or a number) swaps every puzzle for that
student's own variant (same kinds and difficulties), so neighbours cannot copy; the same
student always gets the same sheet.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from hashlib import blake2b
from pathlib import Path
from typing import Any

from mathplay.errors import MathplayError
from mathplay.files import same_file, write_atomically
from mathplay.i18n import translate
from mathplay.lessons.checks import Feedback
from mathplay.puzzles.base import Puzzle, read_language
from mathplay.puzzles.pages import render
from mathplay.puzzles.registry import for_student
from mathplay.puzzles.saved import as_exercises

__all__ = ["Worksheet", "refuse_sheet_as_key", "worksheet"]


def _sheet_code(puzzles: Iterable[Puzzle]) -> str:
    """Six letters that match a sheet with its key."""
    text = "|".join(puzzle.key for puzzle in puzzles)
    return blake2b(text.encode("utf-8"), digest_size=3).hexdigest().upper()


@dataclass(frozen=True, repr=False)
class Worksheet:
    """Puzzles laid out for printing: :attr:`sheet_html` and :attr:`key_html`, ``save``,
    and ``check(number, answer)`` for each (the exercise notebook:
    :func:`mathplay.puzzles.save_notebook`)."""

    puzzles: tuple[Puzzle, ...]
    title: str
    language: str
    student: str | None = None

    @property
    def code(self) -> str:
        return _sheet_code(self.puzzles)

    def _page(self, template: str, title: str) -> str:
        return render(
            template,
            self.language,
            title=title,
            student=self.student,
            puzzles=self.puzzles,
            code=self.code,
        )

    @property
    def sheet_html(self) -> str:
        """The pupils' sheet: every puzzle with room for the answer, no answers."""
        return self._page("sheet.html.j2", self.title)

    @property
    def key_html(self) -> str:
        """The teacher's key: every puzzle, its solution, and the seed that makes it again."""
        title = translate("puzzles.sheet.key_title", self.language, title=self.title)
        return self._page("key.html.j2", title)

    def save(self, sheet: str | Path, key: str | Path | None = None) -> list[Path]:
        """Write the sheet (and the key) as HTML files; returns the paths written. The two
        must be two files (the sheet must never be the key)."""
        if key is not None:
            refuse_sheet_as_key(sheet, key)
        written = [_write(sheet, self.sheet_html)]
        if key is not None:
            written.append(_write(key, self.key_html))
        return written

    def check(self, number: int, answer: Any = ..., *, strict: bool | None = None) -> Feedback:
        """Feedback on the answer to puzzle ``number`` (from 1); raises ``CheckFailed``
        (an ``AssertionError``) when it is wrong, so it works in nbgrader and otter-grader."""
        if not (type(number) is int and 1 <= number <= len(self.puzzles)):
            raise MathplayError("puzzles.no_such_puzzle", number=number, count=len(self.puzzles))
        return as_exercises(list(self.puzzles)).check(
            number, answer, language=self.language, strict=strict
        )

    def __repr__(self) -> str:
        student = f", for {self.student}" if self.student else ""
        return (
            f"<Worksheet {self.title!r}: {len(self.puzzles)} puzzles{student}, sheet {self.code}>"
        )

    def _repr_html_(self) -> str:
        return render("preview.html.j2", self.language, title=self.title, puzzles=self.puzzles)


def refuse_sheet_as_key(sheet: str | os.PathLike[str], key: str | os.PathLike[str]) -> None:
    """A clear error if the pupils' sheet and the answer key name one file (``s.html`` and
    ``./s.html``, a link and its target): the key would replace the sheet."""
    if same_file(sheet, key):
        raise MathplayError("puzzles.sheet_is_key", path=str(key))


def _write(path: str | Path, text: str) -> Path:
    return write_atomically(path, text, make_folders=True)


def worksheet(
    puzzles: Iterable[Puzzle],
    title: str | None = None,
    language: str | None = None,
    student: Any = None,
    *,
    out: str | Path | None = None,
    answers: str | Path | None = None,
) -> Worksheet:
    """A worksheet of ``puzzles`` in ``language`` (default: the first puzzle's).

    ``student`` (a name or a number) gives that student's own variant of every puzzle.
    ``out`` and ``answers``: write the sheet and the key there as HTML files.
    """
    if out is not None and answers is not None:
        refuse_sheet_as_key(out, answers)  # before any work
    chosen = list(puzzles)
    if not chosen:
        raise MathplayError("puzzles.no_puzzles")
    for puzzle in chosen:
        if not isinstance(puzzle, Puzzle):
            raise MathplayError("puzzles.not_a_puzzle", kind=type(puzzle).__name__)
    language = read_language(language or chosen[0].language)
    if student is not None:
        chosen = for_student(chosen, student)
    sheet = Worksheet(
        tuple(p.in_language(language) for p in chosen),
        title or _default_title(chosen, language),
        language,
        None if student is None else str(student),
    )
    if out is not None:
        sheet.save(out, answers)
    elif answers is not None:
        _write(answers, sheet.key_html)
    return sheet


def _default_title(puzzles: list[Puzzle], language: str) -> str:
    kinds = {p.kind for p in puzzles}
    if len(kinds) == 1:
        (kind,) = kinds
        return translate(f"puzzles.title.{kind.replace('-', '_')}", language)
    return translate("puzzles.title.mixed", language)
