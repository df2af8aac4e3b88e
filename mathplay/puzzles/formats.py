"""Puzzles as data: JSON (everything, loads back with ``load_puzzle``) and CSV (one
row per puzzle, for a spreadsheet)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable

from mathplay.puzzles.base import Puzzle

__all__ = ["CSV_COLUMNS", "to_csv", "to_json"]

CSV_COLUMNS = ("number", "kind", "difficulty", "seed", "language", "prompt", "solution")


def to_json(puzzles: Iterable[Puzzle]) -> str:
    """A JSON list of :meth:`Puzzle.to_dict`, numbered from 1."""
    data = [{"number": n, **puzzle.to_dict()} for n, puzzle in enumerate(puzzles, 1)]
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def to_csv(puzzles: Iterable[Puzzle]) -> str:
    """A CSV table with the columns :data:`CSV_COLUMNS`."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for number, puzzle in enumerate(puzzles, 1):
        data = puzzle.to_dict()
        writer.writerow([number, *(data[column] for column in CSV_COLUMNS[1:])])
    return out.getvalue()
