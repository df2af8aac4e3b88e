"""Worksheets and keys: well-formed HTML, every puzzle on the sheet, every answer in the key
and none on the sheet, a variant per student; the exercise notebook grades in a kernel."""

from __future__ import annotations

import copy
import json
import re
from html.parser import HTMLParser

import nbformat
import pytest
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

from mathplay.errors import MathplayError
from mathplay.lessons.checks import CheckFailed
from mathplay.puzzles import (
    KIND_NAMES,
    generate,
    make_puzzle,
    save_notebook,
    to_csv,
    to_json,
    worksheet,
)

VOID = {"meta", "br", "hr", "img", "input", "link", "col", "area", "base", "wbr", "source"}


class Structure(HTMLParser):
    """Checks that tags nest and close, and collects the text and the class names."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.classes: list[str] = []
        self.text: list[str] = []
        self.problems: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.classes += [v for k, v in attrs if k == "class" and v]
        if tag not in VOID:
            self.open.append(tag)

    def handle_endtag(self, tag):
        if not self.open or self.open[-1] != tag:
            self.problems.append(f"</{tag}> closes {self.open[-1:] or 'nothing'}")
        else:
            self.open.pop()

    def handle_data(self, data):
        self.text.append(data)


def parse(html: str) -> Structure:
    parser = Structure()
    parser.feed(html)
    parser.close()
    assert parser.problems == [] and parser.open == []
    assert html.startswith("<!DOCTYPE html>")
    return parser


@pytest.fixture(scope="module")
def mixed():
    """Three puzzles of every kind, at levels 1, 3 and 5."""
    return [
        puzzle
        for kind in KIND_NAMES
        for level in (1, 3, 5)
        for puzzle in generate(kind, seed=level, difficulty=level, count=1)
    ]


@pytest.mark.parametrize("language", ["en", "ja", "pl"])
def test_sheet_has_every_puzzle_and_no_answer_key_has_every_answer(mixed, language):
    sheet = worksheet(mixed, title="Mixed <practice>", language=language)
    page, key = parse(sheet.sheet_html), parse(sheet.key_html)
    assert "solution" not in page.classes and page.classes.count("puzzle") == len(mixed)
    assert key.classes.count("solution") == len(mixed)
    assert "Mixed &lt;practice&gt;" in sheet.sheet_html  # the title is escaped
    key_text = "".join(key.text)
    for puzzle in sheet.puzzles:
        assert puzzle.language == language
        assert puzzle.prompt.html in sheet.sheet_html and puzzle.prompt.html in sheet.key_html
        assert puzzle.solution in key_text
        if puzzle.kind in ("best-expression", "complete-equation", "triolet-best-move"):
            assert puzzle.solution.splitlines()[0] not in sheet.sheet_html
    assert "@page { size: A4" in sheet.sheet_html
    assert sheet.code in sheet.sheet_html and sheet.code in sheet.key_html


def test_each_student_gets_their_own_sheet_the_same_every_time(tmp_path):
    puzzles = generate("missing-card", seed=1, difficulty=3, count=6)
    ana = worksheet(
        puzzles, student="Ana", out=tmp_path / "ana.html", answers=tmp_path / "ana-key.html"
    )
    again = worksheet(puzzles, student="Ana")
    ben = worksheet(puzzles, student="Ben")
    assert ana.sheet_html == again.sheet_html and ana.key_html == again.key_html
    assert ana.code != ben.code
    assert {p.key for p in ana.puzzles}.isdisjoint(p.key for p in ben.puzzles)
    assert (tmp_path / "ana.html").read_text(encoding="utf-8") == ana.sheet_html
    assert (tmp_path / "ana-key.html").read_text(encoding="utf-8") == ana.key_html
    assert ">Ana<" in ana.sheet_html


def test_the_sheet_is_never_written_as_its_own_key(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    sheet = worksheet(generate("missing-card", seed=1, count=1))
    for key in ("s.html", "./s.html", tmp_path / "s.html"):
        with pytest.raises(MathplayError) as info:
            sheet.save("s.html", key)
        assert info.value.message_id == "puzzles.sheet_is_key"
        with pytest.raises(MathplayError):
            worksheet(sheet.puzzles, out="s.html", answers=key)
    assert list(tmp_path.iterdir()) == []


def test_worksheet_check_by_number(mixed):
    sheet = worksheet(mixed[:3], language="en")
    first = sheet.puzzles[0]
    assert sheet.check(1, first.answer["completions"][0]).correct
    with pytest.raises(CheckFailed):
        sheet.check(1, "1 = 2", strict=True)
    with pytest.raises(MathplayError) as info:
        sheet.check(4, "x")
    assert info.value.message_id == "puzzles.no_such_puzzle"


@pytest.mark.parametrize(
    ("puzzles", "message_id"), [([], "puzzles.no_puzzles"), (["a puzzle"], "puzzles.not_a_puzzle")]
)
def test_a_worksheet_needs_puzzles(puzzles, message_id):
    with pytest.raises(MathplayError) as info:
        worksheet(puzzles)
    assert info.value.message_id == message_id


def test_json_and_csv_hold_every_puzzle(mixed):
    data = json.loads(to_json(mixed))
    assert [d["number"] for d in data] == list(range(1, len(mixed) + 1))
    assert [d["solution"] for d in data] == [p.solution for p in mixed]
    rows = to_csv(mixed)
    assert rows.splitlines()[0] == "number,kind,difficulty,seed,language,prompt,solution"
    import csv
    import io

    table = list(csv.DictReader(io.StringIO(rows)))
    assert [r["prompt"] for r in table] == [p.prompt.text for p in mixed]


def _answer(puzzle):
    """A right answer, as Python source for the notebook's answer cell."""
    if puzzle.kind == "best-expression":
        return repr(puzzle.answer["expression"])
    if puzzle.kind == "precedence-trap":
        return repr("yes" if puzzle.answer["holds"] else "no")
    return repr(puzzle.answer["points"])


@pytest.mark.parametrize("wrong", [False, True])
def test_exercise_notebook_grades_in_a_kernel(tmp_path, monkeypatch, wrong):
    puzzles = [
        make_puzzle("best-expression", seed=1, difficulty=2, language="ja"),
        make_puzzle("precedence-trap", seed=1, difficulty=2, language="ja"),
        make_puzzle("triolet-score", seed=1, difficulty=2, language="ja"),
    ]
    sheet = worksheet(puzzles, title="宿題", student="7")
    path = save_notebook(sheet, tmp_path / "homework.ipynb")
    notebook = nbformat.read(path, as_version=4)
    nbformat.validate(notebook)
    kinds = [c.metadata.get("nbgrader", {}) for c in notebook.cells]
    assert sum(meta.get("solution", False) for meta in kinds) == 3
    assert sum(meta.get("points", 0) for meta in kinds) == 3
    assert "'variants': False" in notebook.cells[1].source  # the sheet's puzzles, for everyone
    source = json.dumps(notebook)
    for puzzle in sheet.puzzles:
        assert str(puzzle.answer.get("expression", "\x00")) not in source
    answers = [_answer(p) for p in sheet.puzzles]
    if wrong:
        answers[2] = repr(sheet.puzzles[2].answer["points"] + 1)
    for cell in notebook.cells:
        if cell.metadata.get("nbgrader", {}).get("solution"):
            number = int(cell.source.split("_")[1].split()[0])
            cell.source = f"answer_{number} = {answers[number - 1]}"
    released = copy.deepcopy(notebook)  # the hidden tests go, as nbgrader releases it
    for cell in released.cells:
        cell.source = re.sub(
            r"### BEGIN HIDDEN TESTS.*### END HIDDEN TESTS\n", "", cell.source, flags=re.S
        )
    outputs = _run(released)  # practising: never an error, a red box for a wrong answer
    assert not [o for o in outputs if o.get("output_type") == "error"]
    assert sum("正解" in json.dumps(o, ensure_ascii=False) for o in outputs) == 3 - wrong
    monkeypatch.setenv("MATHPLAY_GRADING", "1")  # as a grader runs it
    if wrong:
        with pytest.raises(CellExecutionError) as failed:
            _run(notebook)
        # the grader sees the cell fail; the pupil sees one friendly line, no traceback
        assert failed.value.ename == "CheckFailed"
        assert "Traceback" not in str(failed.value) and "checks.py" not in str(failed.value)
    else:
        _run(notebook)


def _run(notebook):
    client = NotebookClient(notebook, timeout=120, kernel_name="python3")
    client.execute()
    return [o for c in notebook.cells for o in c.get("outputs", [])]
