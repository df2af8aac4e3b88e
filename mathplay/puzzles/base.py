"""The puzzle value every kind makes, and the small interface a kind implements.

A :class:`Puzzle` holds plain, JSON-ready data: the ``question`` (cards, an equation, a
board and a rack, ...) and the ``answer`` (what the kind's exact solver found). Everything
a person sees — the prompt, the solution in words, the feedback on an answer — is written
from that data in the chosen language when it is needed, so a puzzle can be saved with
:meth:`Puzzle.to_dict`, loaded with :func:`~mathplay.puzzles.saved.load_puzzle` and shown in any
language. A puzzle holds its kind (``spec``); finding a kind by its name is the registry's
(:mod:`mathplay.puzzles.registry`), which stands on this module.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import partial
from hashlib import blake2b
from typing import Any, ClassVar

from mathplay.errors import MathplayError
from mathplay.i18n import LANGUAGES, get_language
from mathplay.lessons.checks import Exercise, Feedback, Lesson, Verdict

__all__ = [
    "DIFFICULTIES",
    "Draft",
    "Prompt",
    "Puzzle",
    "PuzzleKind",
    "derive_seed",
    "exercise",
    "read_language",
]

DIFFICULTIES: tuple[int, ...] = (1, 2, 3, 4, 5)
MAX_DRAFTS = 10_000  # a kind that needs more tries than this for one puzzle is broken


def derive_seed(*parts: Any) -> int:
    """A seed (0 ≤ seed < 2³²) from any parts, the same on every machine and Python run."""
    text = "/".join(str(part) for part in parts)
    return int.from_bytes(blake2b(text.encode("utf-8"), digest_size=4).digest(), "big")


def read_language(language: str | None) -> str:
    """``language`` checked (``None``: the package-wide language)."""
    language = get_language() if language is None else language
    if language not in LANGUAGES:
        raise MathplayError("i18n.unknown_language", language=language, known=", ".join(LANGUAGES))
    return language


@dataclass(frozen=True)
class Prompt:
    """The question: a ``sentence``, a ``figure`` to read in a fixed-width font (cards, an
    equation, part of a board; may be empty) and the same as a picture (``html``, shown in
    a notebook and on a worksheet). ``text`` is the sentence and the figure together."""

    sentence: str
    figure: str
    html: str

    @property
    def text(self) -> str:
        return f"{self.sentence}\n{self.figure}" if self.figure else self.sentence

    def __str__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        return self.html


@dataclass(frozen=True)
class Draft:
    """What a kind's ``build`` returns: the question and the answer its solver found."""

    question: dict[str, Any]
    answer: dict[str, Any]


class PuzzleKind:
    """One kind of puzzle: how to build one, show it, solve it in words and judge answers.

    Subclasses set ``name`` (``"best-expression"``) and ``answer_format`` (the message id
    that tells how to write an answer), and implement the four methods below.
    """

    name: ClassVar[str]
    answer_format: ClassVar[str]

    def build(self, rng: random.Random, difficulty: int) -> Draft | None:
        """A puzzle of ``difficulty`` drawn with ``rng``, or ``None`` to draw again."""
        raise NotImplementedError

    def prompt(self, puzzle: Puzzle, language: str) -> Prompt:
        raise NotImplementedError

    def solution(self, puzzle: Puzzle, language: str) -> str:
        """The answer as the key shows it."""
        raise NotImplementedError

    def judge(self, puzzle: Puzzle, answer: Any) -> Verdict:
        """Right or wrong, and why (readers may raise ``AnswerError``)."""
        raise NotImplementedError

    def read(self, question: dict[str, Any], answer: Any) -> Any:
        """``answer`` read as :meth:`judge` reads it, without knowing the right one: what a
        pupil's notebook checks when marks come later (raises ``AnswerError``)."""
        raise NotImplementedError

    def model_answer(self, puzzle: Puzzle) -> Any:
        """An answer, typed as a pupil would, that :meth:`judge` finds right."""
        raise NotImplementedError

    def answer_lines(self, puzzle: Puzzle) -> int:
        """How many lines a worksheet leaves to write the answer on."""
        return 1

    def make(self, seed: int, difficulty: int, language: str) -> Puzzle:
        """The puzzle of this seed and difficulty: always the same one."""
        rng = random.Random(f"mathplay.puzzles/{self.name}/{difficulty}/{seed}")
        for _ in range(MAX_DRAFTS):
            draft = self.build(rng, difficulty)
            if draft is not None:
                question, answer = draft.question, draft.answer
                return Puzzle(self.name, difficulty, seed, question, answer, language, spec=self)
        raise RuntimeError(f"{self.name}: no puzzle of difficulty {difficulty} from seed {seed}")


@dataclass(frozen=True, eq=True, repr=False)
class Puzzle:
    """One puzzle: ``kind``, ``difficulty`` (1–5), ``seed`` (makes it again), ``question``
    and ``answer`` (plain data), and the ``language`` it speaks (``"en"``, ``"ja"``,
    ``"pl"``).

    - ``prompt``: the question in words, with a picture in a notebook;
    - ``solution``: the answer as the answer key writes it;
    - ``check(answer)``: feedback in words when right; raises ``CheckFailed`` (an
      ``AssertionError``) with the reason when wrong;
    - ``to_dict()`` (``load_puzzle(data)`` reads it back); ``variant(student)``: the same kind and
      difficulty, another puzzle, always the same one for the same student.
    """

    kind: str
    difficulty: int
    seed: int
    question: dict[str, Any] = field(compare=True)
    answer: dict[str, Any] = field(compare=True)
    language: str = "en"
    spec: PuzzleKind = field(kw_only=True, compare=False)
    """The kind that made it, which writes and judges it (the registry finds it by ``kind``)."""

    __hash__ = None  # type: ignore[assignment]  # holds dicts

    @property
    def prompt(self) -> Prompt:
        return self.spec.prompt(self, self.language)

    @property
    def solution(self) -> str:
        return self.spec.solution(self, self.language)

    @property
    def key(self) -> str:
        """What makes two puzzles the same puzzle: kind and question."""
        return self.kind + json.dumps(self.question, sort_keys=True, ensure_ascii=False)

    def check(self, answer: Any = ..., *, strict: bool | None = None) -> Feedback:
        """Feedback in words on ``answer``; raises ``CheckFailed`` if it is wrong.

        Text answers are read by :mod:`mathplay.expr` (``"12 + 3 × 4"``, ``"12+3*4"``,
        ``"１２＋３×４"``), never evaluated as Python. ``...`` means "not answered yet": a
        note while practising, a failure with ``strict=True`` or under nbgrader.
        """
        judge, reader = partial(self.spec.judge, self), partial(self.spec.read, self.question)
        lesson = Lesson("puzzles", [exercise(self, 1, judge, reader)])
        return lesson.check(1, answer, language=self.language, strict=strict)

    def in_language(self, language: str) -> Puzzle:
        """The same puzzle speaking ``language``."""
        return replace(self, language=read_language(language))

    def variant(self, student: Any, attempt: int = 0) -> Puzzle:
        """Another puzzle of the same kind and difficulty, fixed by ``student`` (a name or
        a number): each student gets their own, and the same one every time."""
        seed = derive_seed(self.seed, "student", student_key(student), attempt)
        return self.spec.make(seed, self.difficulty, self.language)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data, with the prompt and the solution written out."""
        return {
            "kind": self.kind,
            "difficulty": self.difficulty,
            "seed": self.seed,
            "language": self.language,
            "prompt": self.prompt.text,
            "solution": self.solution,
            "question": self.question,
            "answer": self.answer,
        }

    def __repr__(self) -> str:
        return (
            f"<Puzzle {self.kind}, difficulty {self.difficulty}, seed {self.seed}: "
            f"{self.prompt.text}>"
        )

    def _repr_html_(self) -> str:
        return self.prompt.html


def student_key(student: Any) -> str:
    """A student's name or number as it picks their variant (case and spaces ignored)."""
    return " ".join(str(student).split()).casefold()


def exercise(
    puzzle: Puzzle,
    number: int,
    judge: Callable[[Any], Verdict],
    reader: Callable[[Any], Any],
) -> Exercise:
    """``puzzle`` as a lesson's exercise ``number``, judged by ``judge`` and read by ``reader``;
    its model answer is the puzzle's, as a pupil types it (worked out when the key asks)."""
    return Exercise(
        number, puzzle.prompt.text, partial(_model_answer, puzzle), judge, reader=reader
    )


def _model_answer(puzzle: Puzzle) -> Any:
    return puzzle.spec.model_answer(puzzle)
