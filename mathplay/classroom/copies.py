"""Copy detection: answers that fit a classmate's numbers and not the pupil's own.

Every pupil has her own variant of each exercise (other numbers, other cards). A pupil who
copies a classmate's answers gives answers that are wrong for her numbers and right for the
classmate's. For each pupil, each wrong answer is graded again on every classmate's variant
where that classmate's model answer differs from hers (``model_answers`` and
``grade_answer``, :mod:`mathplay.classroom.grading`); a pupil is flagged when at least
:data:`MIN_MATCHES` answers, and at least half of the answers she gave, fit one classmate's
numbers. A yes/no answer that happens to fit is not enough on its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mathplay.classroom.collected import Collected
from mathplay.classroom.grading import CachedApi, TeacherApi
from mathplay.classroom.records import GradeRecord, read_record

__all__ = ["MIN_MATCHES", "CopyFlag", "find_copies"]

MIN_MATCHES = 2


@dataclass(frozen=True)
class CopyFlag:
    """``student``'s answers fit ``like``'s numbers: ``matches`` of the ``answered``."""

    student: str
    like: str
    matches: int
    answered: int


class _Regrader:
    """Grades an answer on a classmate's variant, each one once."""

    def __init__(self, api: TeacherApi, key: Any, assignment: str) -> None:
        self.api, self.key, self.assignment = api, key, assignment
        self.graded: dict[tuple[str, int, str], bool] = {}

    def model(self, student: str) -> dict[int, Any]:
        return self.api.model_answers(self.key, self.assignment, student)

    def right_for(self, student: str, record: GradeRecord) -> bool:
        key = (student, record.exercise, record.answer or "")
        if key not in self.graded:
            data = self.api.grade_answer(
                self.key, self.assignment, student, record.exercise, record.answer
            )
            self.graded[key] = read_record(data).status == "right"
        return self.graded[key]


def find_copies(collected: Collected, api: TeacherApi, key: Any) -> list[CopyFlag]:
    """Every pupil whose answers fit a classmate's variant rather than her own."""
    api = api if isinstance(api, CachedApi) else CachedApi(api)
    regrader = _Regrader(api, key, collected.assignment)
    everyone = collected.roster
    flags = []
    for student, submission in sorted(collected.submissions.items()):
        answered = [r for r in submission.records.values() if r.status != "empty"]
        wrong = [r for r in answered if r.status == "wrong" and r.answer is not None]
        if len(wrong) < MIN_MATCHES:
            continue
        mine = regrader.model(student)
        best: CopyFlag | None = None
        for other in everyone:
            if other == student:
                continue
            theirs = regrader.model(other)
            matches = sum(
                1
                for record in wrong
                if theirs.get(record.exercise) != mine.get(record.exercise)
                and regrader.right_for(other, record)
            )
            if best is None or matches > best.matches:
                best = CopyFlag(student, other, matches, len(answered))
        if best is not None and best.matches >= MIN_MATCHES and 2 * best.matches >= len(answered):
            flags.append(best)
    return flags
