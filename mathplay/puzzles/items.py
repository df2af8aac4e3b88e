"""What both sides of a homework share: when feedback comes, and what a pupil's notebook
holds of one exercise. The pupil's :class:`~mathplay.puzzles.homework.Homework` holds items;
the teacher-side :mod:`mathplay.puzzles.assignments` makes them (and never imports the
pupil's module)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mathplay.lessons.verdicts import Verdict

__all__ = ["FEEDBACK", "Item"]

FEEDBACK = ("now", "later")
"""When a pupil's answers are marked: at once, or only by the grader."""


@dataclass(frozen=True)
class Item:
    """What a pupil's notebook holds of one exercise: ``question`` (Markdown text, or a
    puzzle's picture), ``picture`` (what it is about, for a language), ``tools`` (the import
    to work it out in a cell), ``reader`` (reads an answer, or raises ``AnswerError``) and
    ``judge`` (right or wrong: only when feedback comes at once)."""

    number: int
    question: Any
    picture: Callable[[str], Any] | None = None
    tools: str = ""
    reader: Callable[[Any], Any] | None = None
    judge: Callable[[Any], Verdict] | None = None
