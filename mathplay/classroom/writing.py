"""The class report as files: a page to open in a browser, the chart, the tables, the scores
for the school's platform and the practice sheets. Every file is written atomically; the page
is a Jinja2 template with autoescape (``templates/report.html.j2``).

    FOLDER/report.html              the report (the chart inside it), in the teacher's language
    FOLDER/misconceptions.png       the chart
    FOLDER/table.csv                pupil × exercise, in words
    FOLDER/scores-moodle.csv        the scores, as Moodle imports them (one row a pupil)
    FOLDER/practice/practice-ID.html, practice-ID-key.html, practice/homework/...
"""

from __future__ import annotations

import base64
import io
from pathlib import Path
from typing import TYPE_CHECKING

from mathplay.classroom.misconceptions import misconception_name
from mathplay.files import write_atomically

if TYPE_CHECKING:
    from mathplay.classroom.practice import PracticeSheet
    from mathplay.classroom.report import ClassReport

__all__ = ["SCORES_FILE", "report_html", "write_report"]

SCORES_FILE = "scores-moodle.csv"


def _png(report: ClassReport) -> bytes:
    figure = report.chart()
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=100, metadata={"Software": None})
    return buffer.getvalue()


def report_html(
    report: ClassReport, chart: bytes | None, practice: list[PracticeSheet] | None = None
) -> str:
    """The report as HTML (``templates/report.html.j2``, Jinja2 with autoescape): the table,
    the chart (``chart``: its PNG, else left out), the misconceptions, possible copies, the
    work that could not be read, the practice sheets."""
    from mathplay.puzzles.pages import render

    counts = report.misconceptions()
    sheets = [
        {
            "name": p.name,
            "student": p.student,
            "topics": [misconception_name(k, report.language) for k in p.misconceptions],
        }
        for p in practice or []
    ]
    return render(
        "report.html.j2",
        report.language,
        package="mathplay.classroom",
        assignment=report.assignment,
        pupils=len(report.students),
        exercises=len(report.exercises),
        table=report.table().to_html(escape=True),
        chart=base64.b64encode(chart).decode("ascii") if chart is not None else None,
        misconceptions=counts.to_html(escape=True) if len(counts) else None,
        copies=report.copy_lines(),
        problems=report.problem_lines(),
        practice=sheets,
    )


def write_report(report: ClassReport, folder: Path) -> list[Path]:
    """Write every file of the report into ``folder`` (made if missing); the paths."""
    from mathplay.classroom.practice import write_practice

    chart = _png(report)
    practice = report.practice()
    written = [
        write_atomically(folder / "misconceptions.png", chart, make_folders=True),
        write_atomically(folder / "table.csv", report.table().to_csv(lineterminator="\n")),
        write_atomically(folder / SCORES_FILE, report.scores_csv()),
    ]
    written += write_practice(practice, folder / "practice")
    written.append(write_atomically(folder / "report.html", report_html(report, chart, practice)))
    return written
