"""Practice sheets: for each pupil with a misconception, a few puzzles that target it.

Each misconception names the puzzle kind and difficulty that practise it
(:data:`mathplay.classroom.misconceptions.MISCONCEPTIONS`). A pupil's sheet takes her
misconceptions (the most frequent first, at most :data:`MOST_TOPICS`), :data:`PER_TOPIC`
puzzles each from :func:`mathplay.puzzles.generate`, in her own variant
(:func:`mathplay.puzzles.worksheet` with her id): the same report always gives the same
sheet. It is written as an A4 HTML sheet with its key, and as homework (the writer of
``mathplay homework``: an nbgrader source notebook and an otter assignment).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from hashlib import blake2b
from pathlib import Path
from typing import TYPE_CHECKING

from mathplay.classroom.misconceptions import MISCONCEPTIONS, Misconception
from mathplay.i18n import translate

if TYPE_CHECKING:
    import pandas

    from mathplay.puzzles.worksheet import Worksheet

__all__ = [
    "MOST_TOPICS",
    "PER_TOPIC",
    "PracticeSheet",
    "file_name",
    "practice_sheets",
    "write_practice",
]

MOST_TOPICS = 3
PER_TOPIC = 2
_BY_KEY: dict[str, Misconception] = {m.key: m for m in MISCONCEPTIONS.values()}
_SAFE = re.compile(r"[A-Za-z0-9_-]+")


def file_name(student: str) -> str:
    """``student`` as a file and assignment name: the id itself when it is letters, digits,
    ``-`` and ``_``; else those characters and a short hash (two ids never share one)."""
    if _SAFE.fullmatch(student):
        return student
    kept = "-".join(_SAFE.findall(student))[:40]
    digest = blake2b(student.encode("utf-8"), digest_size=4).hexdigest()
    return f"{kept}-{digest}" if kept else f"pupil-{digest}"


@dataclass(frozen=True)
class PracticeSheet:
    """A pupil's practice: her misconceptions (keys) and the worksheet that targets them."""

    student: str
    misconceptions: tuple[str, ...]
    sheet: Worksheet

    @property
    def name(self) -> str:
        """The sheet's file and homework name: ``practice-<id>``."""
        return f"practice-{file_name(self.student)}"


def practice_sheets(assignment: str, keys: pandas.DataFrame, language: str) -> list[PracticeSheet]:
    """A sheet for each pupil (row of ``keys``: pupil × exercise, a misconception key or
    None) with at least one misconception."""
    from mathplay.puzzles import generate, worksheet
    from mathplay.puzzles.base import derive_seed

    sheets = []
    for student, row in keys.iterrows():
        counts = Counter(key for key in row if isinstance(key, str))
        if not counts:
            continue
        order = sorted(counts, key=lambda key: -counts[key])[:MOST_TOPICS]
        puzzles = []
        for key in order:
            topic = _BY_KEY[key]
            seed = derive_seed("practice", assignment, key)
            puzzles += generate(
                topic.kind,
                seed=seed,
                difficulty=topic.difficulty,
                count=PER_TOPIC,
                language=language,
            )
        title = translate("classroom.practice.title", language)
        sheet = worksheet(puzzles, title=title, language=language, student=str(student))
        sheets.append(PracticeSheet(str(student), tuple(order), sheet))
    return sheets


def write_practice(sheets: list[PracticeSheet], folder: Path) -> list[Path]:
    """Each sheet as ``folder/practice-<id>.html`` and ``-key.html``, and as homework in the
    course folder ``folder/homework`` (assignment ``practice-<id>``)."""
    from mathplay.files import write_atomically
    from mathplay.puzzles.graders import write_homework
    from mathplay.puzzles.notebook import sheet_recipe

    written = []
    for practice in sheets:
        sheet = practice.sheet
        written.append(
            write_atomically(folder / f"{practice.name}.html", sheet.sheet_html, make_folders=True)
        )
        written.append(write_atomically(folder / f"{practice.name}-key.html", sheet.key_html))
        written += write_homework(
            sheet_recipe(sheet), folder / "homework", practice.name, sheet.title
        )
    return list(dict.fromkeys(written))  # the homework's course key once, not once a sheet
