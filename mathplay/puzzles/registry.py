"""Every kind of puzzle by name, and the generator: same arguments, same puzzles."""

from __future__ import annotations

from functools import cache
from typing import Any

from mathplay.errors import MathplayError
from mathplay.puzzles.base import (
    DIFFICULTIES,
    Puzzle,
    PuzzleKind,
    derive_seed,
    read_language,
    student_key,
)

__all__ = ["KIND_NAMES", "MAX_COUNT", "for_student", "generate", "get_kind", "make_puzzle"]

KIND_NAMES: tuple[str, ...] = (
    "complete-equation",
    "missing-card",
    "precedence-trap",
    "best-expression",
    "triolet-best-move",
    "triolet-score",
    "trio-finder",
)
"""The kinds, in the order the help and the docs list them."""

MAX_COUNT = 200
_ATTEMPTS = 100  # draws per place in a set before a repeated puzzle is accepted


@cache
def _kinds() -> dict[str, PuzzleKind]:
    # lazy: each kind loads its game and the search (a second of imports), for a puzzle only
    from mathplay.puzzles.best_expression import BestExpression
    from mathplay.puzzles.complete_equation import CompleteEquation
    from mathplay.puzzles.missing_card import MissingCard
    from mathplay.puzzles.precedence_trap import PrecedenceTrap
    from mathplay.puzzles.trio_finder import TrioFinder
    from mathplay.puzzles.triolet_best_move import TrioletBestMove
    from mathplay.puzzles.triolet_score import TrioletScore

    kinds = [
        CompleteEquation(),
        MissingCard(),
        PrecedenceTrap(),
        BestExpression(),
        TrioletBestMove(),
        TrioletScore(),
        TrioFinder(),
    ]
    return {kind.name: kind for kind in kinds}


def get_kind(name: Any) -> PuzzleKind:
    """The kind called ``name`` (``"best-expression"``; ``best_expression`` works too)."""
    key = name.strip().lower().replace("_", "-") if isinstance(name, str) else name
    kind = _kinds().get(key) if isinstance(key, str) else None
    if kind is None:
        raise MathplayError("puzzles.unknown_kind", kind=name, known=", ".join(KIND_NAMES))
    return kind


def _read_difficulty(difficulty: Any) -> int:
    if type(difficulty) is not int or difficulty not in DIFFICULTIES:
        raise MathplayError("puzzles.bad_difficulty", difficulty=difficulty)
    return difficulty


def _read_count(count: Any) -> int:
    if type(count) is not int or not 1 <= count <= MAX_COUNT:
        raise MathplayError("puzzles.bad_count", count=count, most=MAX_COUNT)
    return count


def _read_seed(seed: Any) -> int:
    if type(seed) is not int or seed < 0:
        raise MathplayError("puzzles.bad_seed", seed=seed)
    return seed


def make_puzzle(
    kind: str, seed: int = 0, difficulty: int = 1, language: str | None = None
) -> Puzzle:
    """The one puzzle of ``kind`` fixed by ``seed`` and ``difficulty`` (``puzzle.seed``
    and ``puzzle.difficulty`` make it again)."""
    spec = get_kind(kind)
    return spec.make(_read_seed(seed), _read_difficulty(difficulty), read_language(language))


def generate(
    kind: str,
    *,
    seed: int = 0,
    difficulty: int = 1,
    count: int = 1,
    language: str | None = None,
    student: Any = None,
) -> list[Puzzle]:
    """``count`` different puzzles of ``kind`` and ``difficulty`` (1–5).

    The same arguments always give the same puzzles. ``student`` (a name or a number)
    gives that student's own variant of the set (see :func:`for_student`).
    """
    spec = get_kind(kind)
    seed, difficulty = _read_seed(seed), _read_difficulty(difficulty)
    count, language = _read_count(count), read_language(language)
    puzzles = _distinct(
        count,
        lambda index, attempt: spec.make(derive_seed(seed, index, attempt), difficulty, language),
    )
    return puzzles if student is None else for_student(puzzles, student)


def for_student(puzzles: list[Puzzle], student: Any) -> list[Puzzle]:
    """Each puzzle's variant for ``student``: same kinds and difficulties, other puzzles,
    no two alike; the same student always gets the same ones."""
    if student is None or not student_key(student):
        raise MathplayError("puzzles.bad_student", student=student)
    return _distinct(len(puzzles), lambda index, attempt: puzzles[index].variant(student, attempt))


def _distinct(count: int, draw: Any) -> list[Puzzle]:
    """``draw(index, attempt)`` for each place, drawing again while a puzzle repeats."""
    puzzles: list[Puzzle] = []
    seen: set[str] = set()
    for index in range(count):
        for attempt in range(_ATTEMPTS):
            puzzle = draw(index, attempt)
            if puzzle.key not in seen:
                break
        seen.add(puzzle.key)
        puzzles.append(puzzle)
    return puzzles
