"""Puzzles for teachers: fresh, correct, graded puzzles in seconds.

>>> from mathplay.puzzles import generate, worksheet
>>> puzzles = generate("best-expression", seed=7, difficulty=3, count=20, language="ja")
>>> puzzles[0].check("12 + 3 × 4")          # feedback in words: a box   # doctest: +SKIP
>>> worksheet(puzzles, title="…", student="Ana").save("sheet.html", "key.html")   # doctest: +SKIP

- :func:`generate` — ``count`` different puzzles of a kind (:data:`KIND_NAMES`) and a
  difficulty (1–5); the same arguments always give the same puzzles; ``student=`` gives
  that student's own variant. :func:`make_puzzle` makes one puzzle from its seed.
- :class:`Puzzle` — ``prompt`` (text; a picture in a notebook), ``solution``,
  ``check(answer)``, ``difficulty``, ``seed``, ``to_dict()`` (:func:`load_puzzle` reads it back).
- :func:`worksheet` — an A4 HTML sheet and its answer key (:class:`Worksheet`), an
  exercise notebook for nbgrader and otter-grader (:func:`save_notebook`), and the data
  as JSON or CSV (:func:`to_json`, :func:`to_csv`).

What each kind asks and what each difficulty means: ``docs/puzzles.md``. The command line
does the same: ``mathplay puzzles --help``.
"""

from mathplay.puzzles.base import Prompt, Puzzle
from mathplay.puzzles.formats import to_csv, to_json
from mathplay.puzzles.notebook import exercise_notebook, save_notebook
from mathplay.puzzles.registry import (
    KIND_NAMES,
    MAX_COUNT,
    for_student,
    generate,
    get_kind,
    make_puzzle,
)
from mathplay.puzzles.saved import load_puzzle
from mathplay.puzzles.worksheet import Worksheet, worksheet

__all__ = [
    "KIND_NAMES",
    "MAX_COUNT",
    "Prompt",
    "Puzzle",
    "Worksheet",
    "exercise_notebook",
    "for_student",
    "generate",
    "get_kind",
    "load_puzzle",
    "make_puzzle",
    "save_notebook",
    "to_csv",
    "to_json",
    "worksheet",
]
