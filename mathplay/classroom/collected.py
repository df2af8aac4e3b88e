"""What a class handed in, as the report needs it: one :class:`Submission` per pupil.

Every source of grades (an nbgrader course, handed-in notebooks, otter's results) gives a
:class:`Collected`: the assignment, its exercise numbers, each pupil's graded exercises and,
for each pupil whose work could not be read, the :class:`~mathplay.errors.MathplayError`
that says why (the report is built for every other pupil). Pupils are known by the course's
own ids only.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mathplay.classroom.records import GradeRecord
from mathplay.errors import MathplayError

__all__ = ["Collected", "Submission"]


@dataclass(frozen=True)
class Submission:
    """A pupil's graded exercises (``records`` by exercise number); ``points``: the score
    the grader keeps (nbgrader's gradebook, manual grades included), if it keeps one."""

    student: str
    records: dict[int, GradeRecord]
    points: float | None = None

    @property
    def right(self) -> int:
        return sum(record.status == "right" for record in self.records.values())

    @property
    def score(self) -> float:
        """The grader's score, else one point per right answer."""
        return self.right if self.points is None else self.points


@dataclass(frozen=True)
class Collected:
    """A class's work on one assignment: ``submissions`` by student id, ``problems`` by
    student id (or by file name, for a file that says nobody's name), ``pupils``: the ids of
    pupils known without a submission read (in the gradebook, or named by their notebook),
    ``language``: the pupils' language (the assignment's), if known."""

    assignment: str
    exercises: tuple[int, ...]
    submissions: dict[str, Submission]
    problems: dict[str, MathplayError] = field(default_factory=dict)
    pupils: frozenset[str] = frozenset()
    language: str | None = None

    @property
    def roster(self) -> list[str]:
        """Every pupil known by her course id, sorted."""
        return sorted(self.pupils | set(self.submissions))
