"""The class report: what each pupil got right, and what the class misunderstood.

:func:`class_report` reads a course (an nbgrader course, a folder of otter-grader results, or
a folder of handed-in notebooks graded with the course's key) and returns a
:class:`ClassReport`, in the teacher's language:

- :meth:`ClassReport.table`: pupil × exercise, right / wrong (with the misconception the
  answer showed) / empty, totals per pupil and per exercise (pandas);
- :meth:`ClassReport.misconceptions`: how many pupils showed each misconception in each
  exercise, most common first; :meth:`ClassReport.chart` draws it (matplotlib);
- :meth:`ClassReport.scores_csv`: the scores as a learning platform imports them;
- :attr:`ClassReport.copies`: answers that fit a classmate's numbers, not the pupil's own;
- :meth:`ClassReport.practice`: a practice sheet per pupil with a misconception;
- :attr:`ClassReport.problems`: each pupil whose work could not be read, and why;
- :meth:`ClassReport.write`: all of it into a folder (:mod:`mathplay.classroom.writing`).

pandas and matplotlib are imported inside the methods that use them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mathplay.classroom.collected import Collected
from mathplay.classroom.copies import CopyFlag, find_copies
from mathplay.classroom.course import pupils_language
from mathplay.classroom.grading import CachedApi, TeacherApi, teacher_api
from mathplay.classroom.misconceptions import misconception_name, misconception_of
from mathplay.classroom.records import GradeRecord
from mathplay.errors import MathplayError
from mathplay.i18n import translate

if TYPE_CHECKING:
    import pandas
    from matplotlib.figure import Figure

    from mathplay.classroom.practice import PracticeSheet

__all__ = ["ClassReport", "class_report"]


@dataclass
class ClassReport:
    """A class's work on one assignment, reported in ``language`` (the teacher's)."""

    collected: Collected
    language: str = "en"
    copies: list[CopyFlag] = field(default_factory=list)

    def __post_init__(self) -> None:
        from mathplay.puzzles.base import read_language

        self.language = read_language(self.language)

    # ----- what it is about -------------------------------------------------------------
    @property
    def assignment(self) -> str:
        return self.collected.assignment

    @property
    def students(self) -> list[str]:
        """The pupils whose work was read, by course id."""
        return sorted(self.collected.submissions)

    @property
    def exercises(self) -> list[int]:
        return list(self.collected.exercises)

    @property
    def problems(self) -> dict[str, MathplayError]:
        """Each pupil whose work could not be read, and the error that says why."""
        return dict(sorted(self.collected.problems.items()))

    def _t(self, message_id: str, **params: Any) -> str:
        return translate(message_id, self.language, **params)

    def _exercise(self, number: int) -> str:
        return self._t("classroom.exercise", number=number)

    # ----- the tables ---------------------------------------------------------------------
    def _table_of(self, value: Callable[[GradeRecord | None], Any]) -> pandas.DataFrame:
        """Pupil × exercise: ``value`` of each graded exercise (``None`` if not graded)."""
        import pandas

        rows = {
            student: {
                n: value(self.collected.submissions[student].records.get(n)) for n in self.exercises
            }
            for student in self.students
        }
        frame = pandas.DataFrame.from_dict(rows, orient="index", columns=self.exercises)
        frame = frame.astype(object).where(frame.notna(), None)  # None, never NaN
        frame.index.name = "student"
        return frame

    def statuses(self) -> pandas.DataFrame:
        """Pupil × exercise: ``"right"``, ``"wrong"`` or ``"empty"`` (data, no words)."""
        return self._table_of(lambda record: record.status if record else "empty")

    def misconception_keys(self) -> pandas.DataFrame:
        """Pupil × exercise: the key of the misconception a wrong answer showed, or None."""

        def key(record: GradeRecord | None) -> str | None:
            found = (
                misconception_of(record.verdict) if record and record.status == "wrong" else None
            )
            return found.key if found else None

        return self._table_of(key)

    def _cell(self, status: str, key: str | None) -> str:
        word = self._t(f"classroom.status.{status}")
        if key is None:
            return word
        name = misconception_name(key, self.language)
        return self._t("classroom.wrong_because", status=word, name=name)

    def table(self) -> pandas.DataFrame:
        """Pupil × exercise in words, the misconception beside each wrong answer; a total of
        right answers for each pupil (last column) and each exercise (last row)."""
        statuses, keys = self.statuses(), self.misconception_keys()
        total = self._t("classroom.total")
        frame = statuses.copy().astype(object)
        for student in statuses.index:
            for n in statuses.columns:
                frame.loc[student, n] = self._cell(statuses.loc[student, n], keys.loc[student, n])
        right = statuses == "right"
        frame[total] = right.sum(axis=1).astype(int)
        frame.loc[total] = [*right.sum(axis=0).astype(int), int(right.to_numpy().sum())]
        frame.columns = [self._exercise(n) for n in statuses.columns] + [total]
        frame.index.name = self._t("classroom.pupil")
        return frame

    def misconceptions(self) -> pandas.DataFrame:
        """Misconception (in words) × exercise: how many pupils showed it there, with a
        total; most common first (ties: the first exercise it appears in, then the name)."""
        import pandas

        keys = self.misconception_keys()
        counts: Counter[tuple[str, int]] = Counter()
        for n in keys.columns:
            for key in keys[n].dropna():
                counts[(key, n)] += 1
        found = sorted({key for key, _ in counts})
        total = self._t("classroom.all")
        rows = {
            misconception_name(key, self.language): [counts[(key, n)] for n in self.exercises]
            for key in found
        }
        frame = pandas.DataFrame.from_dict(
            rows, orient="index", columns=[self._exercise(n) for n in self.exercises]
        ).astype(int)
        frame[total] = frame.sum(axis=1)
        first = {name: next(i for i, c in enumerate(row) if c) for name, row in rows.items()}
        order = sorted(rows, key=lambda name: (-frame.loc[name, total], first[name], name))
        frame = frame.loc[order]
        frame.index.name = self._t("classroom.misconception")
        return frame

    def chart(self) -> Figure:
        """The misconceptions across the class, most common first, a bar per misconception
        split by exercise (:mod:`mathplay.classroom.chart`)."""
        from mathplay.classroom.chart import misconception_chart

        title = self._t("classroom.chart.title", assignment=self.assignment)
        return misconception_chart(self.misconceptions(), title, self._t("classroom.chart.pupils"))

    # ----- scores for the school's platform ----------------------------------------------
    def scores(self) -> pandas.DataFrame:
        """One row a pupil, as Moodle's grade import takes it (*Grades → Import → CSV
        file*): ``username`` (the course id) and a column named after the assignment, the
        points as a plain number (an empty cell: no grade yet, the work was not read)."""
        import pandas

        everyone = self.collected.roster
        points = []
        for student in everyone:
            submission = self.collected.submissions.get(student)
            points.append("" if submission is None else _number(submission.score))
        return pandas.DataFrame({"username": everyone, self.assignment: points}, dtype=object)

    def scores_csv(self) -> str:
        """:meth:`scores` as CSV text (UTF-8, comma, a dot for decimals)."""
        return self.scores().to_csv(index=False, lineterminator="\n")

    # ----- practice ------------------------------------------------------------------------
    def practice(self) -> list[PracticeSheet]:
        """A short practice sheet for each pupil with a misconception
        (:mod:`mathplay.classroom.practice`), in the pupils' language."""
        from mathplay.classroom.practice import practice_sheets

        language = self.collected.language or self.language
        return practice_sheets(self.assignment, self.misconception_keys(), language)

    def write(self, folder: str | Path) -> list[Path]:
        """Write the report into ``folder`` (:func:`mathplay.classroom.writing.write_report`)."""
        from mathplay.classroom.writing import write_report

        return write_report(self, Path(folder))

    # ----- remarks ---------------------------------------------------------------------------
    def copy_lines(self) -> list[str]:
        """Each possible copy in a sentence."""
        return [
            self._t(
                "classroom.copy",
                student=c.student,
                like=c.like,
                matches=c.matches,
                compared=c.compared,
            )
            for c in self.copies
        ]

    def problem_lines(self) -> list[str]:
        """Each pupil whose work could not be read: ``id: why``."""
        return [
            self._t("classroom.pupil_line", student=student, text=error.reason(self.language))
            for student, error in self.problems.items()
        ]

    def remarks(self) -> list[str]:
        """The possible copies and the work that could not be read, under their headings."""
        lines = [self._t("classroom.copies")]
        lines += [f"  {line}" for line in self.copy_lines() or [self._t("classroom.none")]]
        if self.problems:
            lines += [self._t("classroom.problems")]
            lines += [f"  {line}" for line in self.problem_lines()]
        return lines

    def _repr_html_(self) -> str:
        from mathplay.classroom.writing import report_html

        return report_html(self, chart=None)


def _number(points: float) -> int | float:
    return int(points) if float(points).is_integer() else round(float(points), 2)


def class_report(
    course: str | Path,
    *,
    assignment: str | None = None,
    notebooks: str | Path | None = None,
    otter: str | Path | None = None,
    language: str = "en",
    api: TeacherApi | None = None,
) -> ClassReport:
    """The class report of ``assignment`` in ``course`` (the course's only one if ``None``).

    ``course``: an nbgrader course folder (its gradebook and autograded notebooks); with
    ``notebooks``, a folder of handed-in notebooks, graded here with ``course``'s key; with
    ``otter``, a folder of otter-grader results (``otter run``'s ``results.json``).
    ``api``: the homework's teacher-side grading calls (default: :func:`teacher_api`).
    Nothing in ``course`` or ``notebooks`` is changed.
    """
    from mathplay.puzzles.base import read_language

    language = read_language(language)
    course = Path(course).expanduser()
    if not course.is_dir():
        raise MathplayError("classroom.not_a_course", path=str(course))
    api = CachedApi(teacher_api() if api is None else api)
    if notebooks is not None:
        from mathplay.classroom.handed_in import read_handed_in

        key = api.load_course_key(course)
        collected = read_handed_in(course, Path(notebooks).expanduser(), assignment, api, key)
    elif otter is not None:
        from mathplay.classroom.otter_results import read_otter_results

        key = api.load_course_key(course)
        collected = read_otter_results(key, Path(otter).expanduser(), assignment)
    else:
        from mathplay.classroom.nbgrader_course import is_nbgrader_course, read_nbgrader_course

        if not is_nbgrader_course(course):
            raise MathplayError("classroom.not_a_course", path=str(course))
        collected = read_nbgrader_course(course, assignment)
        key = api.load_course_key(course)
    collected = replace(collected, language=pupils_language(key, collected.assignment))
    return ClassReport(collected, language, find_copies(collected, api, key))
