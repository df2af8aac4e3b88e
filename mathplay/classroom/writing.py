"""The class report as files: a page to open in a browser, the chart, the tables, the scores
for the school's platform and the practice sheets. Every file is written atomically.

    FOLDER/report.html              the report (the chart inside it), in the teacher's language
    FOLDER/misconceptions.png       the chart
    FOLDER/table.csv                pupil × exercise, in words
    FOLDER/scores-moodle.csv        the scores, as Moodle imports them (one row a pupil)
    FOLDER/practice/practice-ID.html, practice-ID-key.html, practice/homework/...
"""

from __future__ import annotations

import base64
import io
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from mathplay.classroom.misconceptions import misconception_name
from mathplay.files import write_atomically

if TYPE_CHECKING:
    from mathplay.classroom.practice import PracticeSheet
    from mathplay.classroom.report import ClassReport

__all__ = ["SCORES_FILE", "report_html", "write_report"]

SCORES_FILE = "scores-moodle.csv"
_STYLE = """
body { font: 15px/1.45 "DejaVu Sans", "Noto Sans", "Noto Sans CJK JP", "Hiragino Sans",
  "Yu Gothic", Arial, sans-serif; color: #111; max-width: 70em; margin: 1.5em auto; }
table { border-collapse: collapse; margin: 0.5em 0 1em; }
th, td { border: 1px solid #bbb; padding: 0.2em 0.5em; text-align: left; }
thead th { background: #eef; }
"""


def _png(report: ClassReport) -> bytes:
    figure = report.chart()
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=100, metadata={"Software": None})
    return buffer.getvalue()


def _section(title: str, body: str) -> str:
    return f"<h2>{escape(title)}</h2>\n{body}\n"


def _items(lines: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{escape(line)}</li>" for line in lines) + "</ul>"


def report_html(
    report: ClassReport, chart: bytes | None, practice: list[PracticeSheet] | None = None
) -> str:
    """The report as HTML: the table, the chart (``chart``: its PNG, else left out), the
    misconceptions, possible copies, the work that could not be read, the practice sheets."""
    t = report._t
    parts = [f"<h1>{escape(t('classroom.title', assignment=report.assignment))}</h1>"]
    summary = t("classroom.summary", pupils=len(report.students), exercises=len(report.exercises))
    parts.append(f"<p>{escape(summary)}</p>")
    parts.append(report.table().to_html(escape=True))
    if chart is not None:
        data = base64.b64encode(chart).decode("ascii")
        parts.append(f'<p><img alt="" src="data:image/png;base64,{data}"></p>')
    counts = report.misconceptions()
    none = f"<p>{escape(t('classroom.none'))}</p>"
    body = counts.to_html(escape=True) if len(counts) else none
    parts.append(_section(t("classroom.misconceptions"), body))
    copies = report.copy_lines()
    parts.append(_section(t("classroom.copies"), _items(copies) if copies else none))
    if report.problems:
        parts.append(_section(t("classroom.problems"), _items(report.problem_lines())))
    if practice:
        links = "".join(
            f'<li><a href="practice/{escape(p.name)}.html">{escape(p.student)}</a>: '
            + escape(", ".join(misconception_name(k, report.language) for k in p.misconceptions))
            + "</li>"
            for p in practice
        )
        parts.append(_section(t("classroom.practice"), f"<ul>{links}</ul>"))
    parts.append(f"<p><small>{escape(t('classroom.private'))}</small></p>")
    head = f"<meta charset='utf-8'><title>{escape(report.assignment)}</title>"
    return (
        f"<!DOCTYPE html>\n<html lang='{report.language}'><head>{head}<style>{_STYLE}</style>"
        f"</head><body>\n{''.join(parts)}\n</body></html>\n"
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
