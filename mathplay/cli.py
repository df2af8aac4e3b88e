"""The ``mathplay`` command (also ``python -m mathplay``).

    mathplay puzzles --kind best-expression --count 20 --difficulty 3 --seed 7 --lang ja \\
        --out sheet.html --answers key.html
    mathplay puzzles --kind trio-finder --format json
    mathplay homework --lesson 01-order-of-operations --lang pl --out course
    mathplay homework --kind triolet-score --count 5 --difficulty 2 --out course
    mathplay pupils --course course --ids class-4b.txt course/release/ps1/ps1.ipynb
    mathplay class-report course --lang pl

``homework`` writes the course key, an nbgrader course folder (``source/<assignment>/``) and
an otter-grader assignment (``otter/<assignment>/``) from the same exercises, each pupil's
own variant. ``pupils`` writes one notebook per pupil (a school without a hub);
``class-report`` reads the graded homework back (:mod:`mathplay.classroom.command`).

A bad argument gets one clear line on stderr and exit status 2; a file that cannot be
written, exit status 1.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from mathplay import __version__
from mathplay.errors import MathplayError
from mathplay.i18n import LANGUAGES, translate

__all__ = ["main"]

FORMATS = ("html", "json", "csv", "notebook")


class UsageError(Exception):
    """A bad command line: the message is the one line the user sees."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


def _whole(low: int, high: int | None = None):
    """An argument type: a whole number from ``low`` to ``high``."""

    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"a whole number is needed, not {text!r}") from None
        if value < low or (high is not None and value > high):
            limits = f"from {low} to {high}" if high is not None else f"{low} or more"
            raise argparse.ArgumentTypeError(f"must be {limits}, not {value}")
        return value

    return read


def _kinds_help() -> str:
    from mathplay.puzzles import KIND_NAMES

    lines = ["kinds (--kind):"]
    for kind in KIND_NAMES:
        key = kind.replace("-", "_")
        lines.append(f"  {kind}")
        lines.append(f"      {translate(f'puzzles.kind.{key}', 'en')}")
        lines.append(f"      {translate(f'puzzles.levels.{key}', 'en')}")
    lines += [
        "",
        "formats (--format): html (the sheet; --answers writes the key), json and csv (the",
        "puzzles with their solutions), notebook (an exercise notebook for nbgrader and",
        "otter-grader). Same arguments, same puzzles; --student gives a student's own variant.",
    ]
    return "\n".join(lines)


def _parser() -> argparse.ArgumentParser:
    from mathplay.puzzles import KIND_NAMES, MAX_COUNT

    parser = _Parser(
        prog="mathplay",
        description="mathplay: maths games, lessons and puzzles for teachers.",
    )
    parser.add_argument("--version", action="version", version=f"mathplay {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="command", parser_class=_Parser)
    puzzles = commands.add_parser(
        "puzzles",
        help="make a worksheet of puzzles with its answer key",
        description="Make puzzles: a print-ready A4 worksheet and its answer key, "
        "an exercise notebook, or the puzzles as JSON or CSV.",
        epilog=_kinds_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    puzzles.add_argument(
        "--kind",
        required=True,
        choices=KIND_NAMES,
        metavar="KIND",
        help="the kind of puzzle (listed below)",
    )
    puzzles.add_argument(
        "--count",
        type=_whole(1, MAX_COUNT),
        default=10,
        help=f"how many puzzles, 1 to {MAX_COUNT} (default 10)",
    )
    puzzles.add_argument(
        "--difficulty",
        type=_whole(1, 5),
        default=1,
        help="1 (easiest) to 5 (default 1)",
    )
    puzzles.add_argument(
        "--seed",
        type=_whole(0),
        default=0,
        help="any whole number: the same seed gives the same puzzles (default 0)",
    )
    puzzles.add_argument(
        "--lang",
        choices=LANGUAGES,
        default="en",
        help="language of the sheet and of the feedback (default en)",
    )
    puzzles.add_argument("--title", help="the title on the sheet (default: one for the kind)")
    puzzles.add_argument("--student", help="a student's name or number: their own variant")
    puzzles.add_argument(
        "--format", choices=FORMATS, default="html", help="html (default), json, csv or notebook"
    )
    puzzles.add_argument("--out", type=Path, help="where to write (default: the screen)")
    puzzles.add_argument("--answers", type=Path, help="where to write the answer key (HTML)")
    _homework_parser(commands)
    from mathplay.classroom.command import add_parser

    add_parser(commands)
    return parser


def _homework_parser(commands: argparse._SubParsersAction) -> None:
    from mathplay.puzzles import KIND_NAMES, MAX_COUNT
    from mathplay.puzzles.homework import FEEDBACK

    homework = commands.add_parser(
        "homework",
        help="homework for nbgrader and otter-grader: a lesson's exercises or puzzles",
        description="Write an nbgrader course folder (source/ASSIGNMENT/ASSIGNMENT.ipynb with "
        "solution regions, locked grade cells and hidden tests) and an otter-grader assignment "
        "(otter/ASSIGNMENT/ASSIGNMENT.ipynb, for `otter assign`) from the same exercises, and "
        "the course's secret key (mathplay-course-key.json: keep it private). Each pupil gets "
        "her own numbers, chosen by the student id the grader files her work under.",
    )
    what = homework.add_mutually_exclusive_group(required=True)
    what.add_argument("--lesson", help="a lesson's exercises: 01-order-of-operations, or 1")
    what.add_argument("--kind", choices=KIND_NAMES, metavar="KIND", help="puzzles of a kind")
    homework.add_argument("--count", type=_whole(1, MAX_COUNT), default=5, help="puzzles (5)")
    homework.add_argument("--difficulty", type=_whole(1, 5), default=1, help="1 to 5 (1)")
    homework.add_argument("--seed", type=_whole(0), default=0, help="the puzzles' seed (0)")
    homework.add_argument("--lang", choices=LANGUAGES, default="en", help="language (en)")
    homework.add_argument(
        "--feedback",
        choices=FEEDBACK,
        default="now",
        help="now: right or wrong at once (default); later: only whether it can be read",
    )
    homework.add_argument(
        "--no-negatives",
        action="store_true",
        help="lesson 2 for a class that has not met numbers below zero",
    )
    homework.add_argument("--assignment", help="the assignment's name (default: from the rest)")
    homework.add_argument("--title", help="the title in the notebook")
    homework.add_argument("--out", type=Path, default=Path("course"), help="course folder")
    pupils = commands.add_parser(
        "pupils",
        help="one homework notebook per pupil, for a school without a hub",
        description="Write COURSE/pupils/ASSIGNMENT/<id>.ipynb for each student id: the "
        "released notebook with her id and her own numbers, signed with the course's key "
        "(a handed-in notebook says whose it is).",
    )
    pupils.add_argument("notebook", type=Path, help="the released notebook (nbgrader, otter)")
    pupils.add_argument("--course", type=Path, default=Path("course"), help="course folder")
    pupils.add_argument("--ids", type=Path, required=True, help="a file of student ids, one a line")
    pupils.add_argument("--out", type=Path, help="folder (default COURSE/pupils/ASSIGNMENT)")
    pupils.add_argument("--lang", choices=LANGUAGES, default="en", help="language of errors")


def _run_homework(args: argparse.Namespace) -> None:
    from mathplay.puzzles.graders import write_homework

    recipe: dict = {"language": args.lang, "feedback": args.feedback}
    if args.lesson is not None:
        from mathplay.puzzles.assignments import lesson_source

        recipe["lesson"] = lesson_source(args.lesson).name
        if args.no_negatives:
            recipe["options"] = {"negatives": False}
        assignment = args.assignment or recipe["lesson"]
    else:
        from mathplay.puzzles import generate

        puzzles = generate(args.kind, seed=args.seed, difficulty=args.difficulty, count=args.count)
        recipe["puzzles"] = [
            {"kind": p.kind, "seed": p.seed, "difficulty": p.difficulty} for p in puzzles
        ]
        assignment = args.assignment or f"{args.kind}-{args.difficulty}-{args.seed}"
    for path in write_homework(recipe, args.out, assignment, args.title):
        print(path)


def _run_pupils(args: argparse.Namespace) -> None:
    from mathplay.puzzles.graders import write_pupil_notebooks

    ids = [line.strip() for line in args.ids.read_text(encoding="utf-8").splitlines()]
    for path in write_pupil_notebooks(args.course, args.notebook, [i for i in ids if i], args.out):
        print(path)


def _run_puzzles(args: argparse.Namespace) -> None:
    from mathplay.puzzles import generate, to_csv, to_json, worksheet
    from mathplay.puzzles.notebook import notebook_text
    from mathplay.puzzles.worksheet import refuse_sheet_as_key

    chosen = generate(
        args.kind,
        seed=args.seed,
        difficulty=args.difficulty,
        count=args.count,
        language=args.lang,
    )
    if args.out is not None and args.answers is not None:
        refuse_sheet_as_key(args.out, args.answers)
    sheet = worksheet(chosen, title=args.title, language=args.lang, student=args.student)
    if args.format == "html":
        text = sheet.sheet_html
    elif args.format == "json":
        text = to_json(sheet.puzzles)
    elif args.format == "csv":
        text = to_csv(sheet.puzzles)
    else:
        text = notebook_text(sheet)
    if args.out is None:
        sys.stdout.write(text)
    else:
        _write(args.out, text)
    if args.answers is not None:
        _write(args.answers, sheet.key_html)


def _write(path: Path, text: str) -> None:
    from mathplay.files import write_atomically

    write_atomically(path, text, make_folders=True)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line ``argv`` (default: the program's); return the exit status."""
    try:
        args = _parser().parse_args(argv)
        if args.command is None:
            raise UsageError(
                "choose a command: mathplay puzzles --help, mathplay homework --help, "
                "mathplay pupils --help, mathplay class-report --help"
            )
    except UsageError as err:
        print(f"mathplay: error: {err}", file=sys.stderr)
        return 2
    except SystemExit as done:  # --help and --version print and stop
        return int(done.code or 0)
    try:
        if args.command == "homework":
            _run_homework(args)
        elif args.command == "pupils":
            _run_pupils(args)
        elif args.command == "class-report":
            from mathplay.classroom.command import run

            run(args)
        else:
            _run_puzzles(args)
    except UsageError as err:
        print(f"mathplay: error: {err}", file=sys.stderr)
        return 2
    except MathplayError as err:
        print(f"mathplay: error: {err.localized(args.lang).splitlines()[0]}", file=sys.stderr)
        return 1 if err.message_id == "files.cannot_write" else 2
    except OSError as err:  # a file read on the way (an existing nbgrader_config.py)
        where = f"{err.filename}: " if err.filename else ""
        print(f"mathplay: error: {where}{err.strerror or err}", file=sys.stderr)
        return 1
    return 0
