"""Copy detection: answers that fit a classmate's numbers and not the pupil's own.

Every pupil has her own variant of each exercise (other numbers, other cards). A pupil who
copies a classmate's answers gives answers that are wrong for her numbers and right for the
classmate's — where the two variants differ (where they are the same, a copied answer is
right for her too and tells nothing). For each pupil and each classmate, the exercises she
answered where the classmate's model answer differs from hers are *compared*; each of her
wrong answers among them is graded again on the classmate's variant (``model_answers`` and
``grade_answer``, :mod:`mathplay.classroom.grading`). She is flagged when at least
:data:`MIN_MATCHES` answers, and at least half of the compared ones, fit one classmate's
numbers: a yes/no answer or two that happen to fit are not enough.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mathplay.classroom.collected import Collected
from mathplay.classroom.grading import CachedApi, TeacherApi
from mathplay.classroom.records import GradeRecord, read_record

__all__ = ["MIN_MATCHES", "CopyFlag", "find_copies"]

MIN_MATCHES = 3


@dataclass(frozen=True)
class CopyFlag:
    """``student``'s answers fit ``like``'s numbers: ``matches`` of the ``compared`` (the
    answers she gave where their numbers differ)."""

    student: str
    like: str
    matches: int
    compared: int


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
            differ = {n for n, answer in mine.items() if theirs.get(n) != answer}
            compared = [r for r in answered if r.exercise in differ]
            matches = sum(1 for r in wrong if r.exercise in differ and regrader.right_for(other, r))
            fits = matches >= MIN_MATCHES and 2 * matches >= len(compared)
            if fits and (best is None or matches > best.matches):
                best = CopyFlag(student, other, matches, len(compared))
        if best is not None:
            flags.append(best)
    return flags
