"""``mathplay class-report``: the class report from the command line.

    mathplay class-report COURSE [--assignment NAME] [--lang pl] [--out FOLDER]
    mathplay class-report COURSE --notebooks FOLDER     # handed-in notebooks, no JupyterHub
    mathplay class-report COURSE --otter FOLDER         # otter-grader's results.json files

Writes the report's files (:mod:`mathplay.classroom.writing`) into ``FOLDER`` (default
``class-report-ASSIGNMENT``) and prints their paths; each pupil whose work could not be read
gets one line on stderr (the report covers everyone else). Nothing in ``COURSE`` changes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from mathplay.i18n import LANGUAGES

__all__ = ["add_parser", "run"]


def add_parser(commands: argparse._SubParsersAction) -> None:
    """The ``class-report`` command's arguments."""
    report = commands.add_parser(
        "class-report",
        help="the class report of a graded homework: what each pupil got wrong, and why",
        description="Read an nbgrader course (its gradebook and autograded notebooks) or a "
        "folder of otter-grader results, or grade a folder of handed-in notebooks with the "
        "course's key, and write the class "
        "report: a table pupil × exercise with the misconception each wrong answer showed, "
        "a chart of the misconceptions, possible copies, a practice sheet per pupil (HTML "
        "and homework) and the scores as a CSV for Moodle (username, points). Everything "
        "stays on this computer.",
    )
    report.add_argument("course", type=Path, help="the course folder (mathplay homework --out)")
    report.add_argument("--assignment", help="which assignment (default: the course's only one)")
    graded = report.add_mutually_exclusive_group()
    graded.add_argument(
        "--notebooks",
        type=Path,
        help="a folder of handed-in notebooks, one per pupil: ID.ipynb or ID/NAME.ipynb",
    )
    graded.add_argument(
        "--otter", type=Path, help="a folder of otter-grader results (otter run -o FOLDER/ID)"
    )
    report.add_argument("--lang", choices=LANGUAGES, default="en", help="the teacher's language")
    report.add_argument("--out", type=Path, help="where to write (default: class-report-NAME)")


def run(args: argparse.Namespace) -> None:
    """Build and write the report; a clear error (MathplayError) if it cannot be made."""
    from mathplay.classroom.report import class_report

    report = class_report(
        args.course,
        assignment=args.assignment,
        notebooks=args.notebooks,
        otter=args.otter,
        language=args.lang,
    )
    for line in report.problem_lines():
        print(f"mathplay: {line}", file=sys.stderr)
    out = args.out or Path(f"class-report-{report.assignment}")
    for path in report.write(out):
        print(path)
