"""Print-ready worksheets (A4 HTML) with a separate answer key, one variant per student.

>>> from mathplay.puzzles import generate, worksheet
>>> sheet = worksheet(generate("best-expression", seed=7, count=3), title="Biggest values")
>>> paths = sheet.save("sheet.html", "key.html")        # doctest: +SKIP

The sheet shows each puzzle with room to write and no answer; the key shows each puzzle's
solution and the seeds that make the puzzles again. ``student="Ana"`` (or a number) swaps
every puzzle for that student's own variant (same kinds and difficulties), so neighbours
cannot copy; the same student always gets the same sheet.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from hashlib import blake2b
from html import escape
from pathlib import Path
from typing import Any

from mathplay.errors import MathplayError
from mathplay.files import same_file, write_atomically
from mathplay.i18n import translate
from mathplay.lessons.checks import Feedback
from mathplay.puzzles.base import Puzzle, as_exercises, read_language
from mathplay.puzzles.registry import for_student

__all__ = ["Worksheet", "refuse_sheet_as_key", "worksheet"]

_STYLE = """
@page { size: A4; margin: 14mm 14mm 16mm; }
html { font: 14pt/1.45 "DejaVu Sans", "Noto Sans", "Noto Sans CJK JP", "Hiragino Sans",
  "Yu Gothic", Arial, sans-serif; color: #111; font-variant-numeric: tabular-nums; }
body { margin: 0 auto; max-width: 182mm; }
header { border-bottom: 2px solid #333; margin-bottom: 5mm; padding-bottom: 2mm; }
h1 { font-size: 20pt; margin: 0 0 3mm; }
.fields { display: flex; gap: 8mm; }
.field { flex: 1; }
.field span { display: inline-block; min-width: 45mm; border-bottom: 1px solid #333; }
.puzzle { break-inside: avoid; page-break-inside: avoid; border: 1px solid #999;
  border-radius: 3mm; padding: 2mm 4mm 3mm; margin: 0 0 5mm; }
.puzzle h2 { font-size: 12pt; margin: 0 0 1mm; color: #333; }
.format { font-size: 10pt; color: #444; margin: 1mm 0; }
.answer { margin-top: 2mm; }
.line { height: 11mm; border-bottom: 1px solid #777; }
.solution { white-space: pre-wrap; font-weight: bold; font-size: 15pt; margin: 1mm 0; }
.key .puzzle { font-size: 11pt; }
footer { margin-top: 4mm; font-size: 9pt; color: #555; }
@media screen { body { padding: 8mm; } }
"""


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

    def _t(self, message_id: str, **params: Any) -> str:
        return escape(translate(message_id, self.language, **params))

    def _page(self, title: str, body: list[str], css_class: str) -> str:
        return (
            f'<!DOCTYPE html>\n<html lang="{self.language}">\n<head>\n<meta charset="utf-8">\n'
            f"<title>{escape(title)}</title>\n<style>{_STYLE}</style>\n</head>\n"
            f'<body class="{css_class}">\n' + "\n".join(body) + "\n</body>\n</html>\n"
        )

    def _header(self, title: str) -> str:
        name = escape(self.student) if self.student else ""
        return (
            f'<header><h1>{escape(title)}</h1><div class="fields">'
            f'<div class="field">{self._t("puzzles.sheet.name")} <span>{name}</span></div>'
            f'<div class="field">{self._t("puzzles.sheet.date")} <span></span></div>'
            "</div></header>"
        )

    @property
    def sheet_html(self) -> str:
        """The pupils' sheet: every puzzle with room for the answer, no answers."""
        body = [self._header(self.title)]
        for number, puzzle in enumerate(self.puzzles, 1):
            lines = "".join(
                '<div class="line"></div>' for _ in range(puzzle.spec.answer_lines(puzzle))
            )
            body.append(
                f'<section class="puzzle"><h2>{self._t("puzzles.sheet.puzzle", number=number)}</h2>'
                f"{puzzle.prompt.html}"
                f'<p class="format">{self._t(puzzle.spec.answer_format)}</p>'
                f'<div class="answer">{self._t("puzzles.sheet.answer")}{lines}</div></section>'
            )
        body.append(f"<footer>{self._t('puzzles.sheet.code', code=self.code)}</footer>")
        return self._page(self.title, body, "sheet")

    @property
    def key_html(self) -> str:
        """The teacher's key: every puzzle, its solution, and the seed that makes it again."""
        title = translate("puzzles.sheet.key_title", self.language, title=self.title)
        body = [self._header(title)]
        for number, puzzle in enumerate(self.puzzles, 1):
            recipe = self._t(
                "puzzles.sheet.recipe",
                kind=puzzle.kind,
                difficulty=puzzle.difficulty,
                seed=puzzle.seed,
            )
            body.append(
                f'<section class="puzzle"><h2>{self._t("puzzles.sheet.puzzle", number=number)}</h2>'
                f"{puzzle.prompt.html}"
                f'<div class="solution">{escape(puzzle.solution)}</div>'
                f'<p class="format">{recipe}</p></section>'
            )
        body.append(f"<footer>{self._t('puzzles.sheet.code', code=self.code)}</footer>")
        return self._page(title, body, "key")

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
        parts = [f"<h3>{escape(self.title)}</h3>"]
        for number, puzzle in enumerate(self.puzzles, 1):
            parts.append(
                f"<b>{self._t('puzzles.sheet.puzzle', number=number)}</b>{puzzle.prompt.html}"
            )
        return "".join(parts)


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
