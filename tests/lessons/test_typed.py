"""Answers typed the way a school writes maths (issue 26 §4): the cell transformer, the
IPython shell that runs it, and the class report reading the same answer."""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from mathplay.classroom.nbfiles import Calculation, answers_of
from mathplay.lessons.order_of_operations import check
from mathplay.lessons.typed import answer_cell, install, typed_answer

TYPED = [
    # (what the pupil typed after "answer_N =", the text the check receives)
    ("96 × 87", "96 × 87"),
    ("12 : 4", "12 : 4"),
    ("8 · 2", "8 · 2"),
    ("24 ÷ 6 × 2", "24 ÷ 6 × 2"),
    ("3x4", "3x4"),
    ("nie", "nie"),
    (" yes ", "yes"),
    ("tak", "tak"),
    ("B, 14", "B, 14"),
    ("5 + 4 * 6", "5 + 4 * 6"),
    ("4904/85320", "4904/85320"),
    ("−83", "−83"),
    ("115,5", "115,5"),
    ("85,320", "85,320"),
    ("0,0575", "0,0575"),
    ("5,75%", "5,75%"),
    ("4904/85,320", "4904/85,320"),
    ("3, 7", "3, 7"),
    ("2 + 3 = 5", "2 + 3 = 5"),
    ("7 ÷ 2 = 3 あまり 1", "7 ÷ 2 = 3 あまり 1"),
    ("96 * 87  # the best", "96 * 87"),
]


def test_a_bracket_left_open_is_hers_when_nothing_follows():
    assert answer_cell(["answer_1 = (5 + 4\n", "check(1, answer_1)"]) == [
        "answer_1 = '(5 + 4'\n",
        "check(1, answer_1)",
    ]


@pytest.mark.parametrize(("typed", "text"), TYPED)
def test_what_a_pupil_types_is_her_text(typed: str, text: str) -> None:
    assert ast.literal_eval(typed_answer(typed)) == text


@pytest.mark.parametrize("typed", ["", "   ", "# later"])
def test_nothing_after_the_equals_sign_is_not_answered(typed: str) -> None:
    assert typed_answer(typed) == "..."


@pytest.mark.parametrize(
    "typed",
    [
        "7",
        "-83",
        "0.5",
        "'5/3'",
        '"96 × 87"',
        "True",
        "...",
        "(1, 2)",
        "[3, 7]",
        '"no", 16',
        "model_answer('ps1', 1)",
        "hw.model_answer(1)",
        "evaluate(parse('2+3'))",
    ],
)
def test_python_that_means_what_she_typed_stays(typed: str) -> None:
    assert typed_answer(typed) is None


def test_a_name_the_notebook_defines_is_her_variable() -> None:
    assert typed_answer("x", lambda name: name == "x") is None
    assert typed_answer("x + 1", lambda name: name == "x") is None
    assert ast.literal_eval(typed_answer("x")) == "x"
    cell = ["x = 4 * 6\n", "answer_2 = x\n"]
    assert answer_cell(cell) == cell


def test_only_whole_answer_lines_change() -> None:
    assert answer_cell(["answer_3 = 96 × 87\n", "check(3, answer_3)"]) == [
        "answer_3 = '96 × 87'\n",
        "check(3, answer_3)",
    ]
    untouched = [
        ["answer_1 = answer_2 = 5\n"],  # Python, and not one answer
        ["text = '''\n", "answer_1 = 5 + 4\n", "'''\n"],  # inside a string
        ["if True:\n", "    answer_1 = 5 + 4\n"],  # not at the start of a line
        ["answer_1 == 5 + 4\n"],
        ["answer_1 = (\n", "  5 × 4\n"],  # code going on: Python says what is wrong
        ["total = 5 + 4\n"],
    ]
    for cell in untouched:
        assert answer_cell(cell) == cell


@given(st.text(max_size=40).filter(lambda t: "\n" not in t and "\r" not in t))
def test_any_typed_line_becomes_python_or_stays(typed: str) -> None:
    assume(not typed.startswith("="))  # `answer_1 ==` is Python's comparison: left to Python
    lines = [f"answer_1 ={typed}\n", "check(1, answer_1)\n"]
    out = answer_cell(lines)
    assert len(out) == 2 and out[1] == lines[1]
    python = typed_answer(typed)
    if python is not None:
        ast.parse("".join(out))  # Python now, and only a literal was made
        value = ast.literal_eval(python)
        assert value is ... or (isinstance(value, str) and value in typed)


def test_the_check_judges_what_she_typed() -> None:
    # Python did the sum: not taken as her work
    assert check(2, ast.literal_eval(typed_answer("5 + 4 * 6")), language="en").kind == "wrong"
    assert check(3, ast.literal_eval(typed_answer("16 : 2")), language="pl").kind == "wrong"


def test_the_class_report_reads_the_answer_the_kernel_read() -> None:
    cells = [
        "answer_1 = 26 # mine\ncheck(1, answer_1)",
        "answer_2 = 5 + 4 * 6",
        "answer_3 = 24 : 6 · 2",
        "answer_4 = nie",
        "answer_5 =",
        "answer_6 = model_answer('ps1', 6)",
    ]
    notebook = {"cells": [{"cell_type": "code", "source": s} for s in cells]}
    answers = answers_of(notebook)
    assert answers == {
        1: 26,
        2: "5 + 4 * 6",
        3: "24 : 6 · 2",
        4: "nie",
        5: ...,
        6: Calculation("model_answer('ps1', 6)"),
    }


def test_install_outside_ipython_does_nothing() -> None:
    assert install(object()) is False


def test_a_kernel_reads_answers_as_typed() -> None:
    """A real IPython shell: importing a lesson's check installs the transformer (also what
    JupyterLite's and a grader's kernels run), and each box says what to do."""
    script = textwrap.dedent(
        """
        from IPython.core.interactiveshell import InteractiveShell
        shell = InteractiveShell.instance()
        cells = [
            "import mathplay; mathplay.set_language('pl')",
            "from mathplay.lessons.order_of_operations import check",
            "answer_2 = 5 + 4 * 6\\nr2 = check(2, answer_2)",
            "answer_3 = 24 : 6 · 2\\nr3 = check(3, answer_3)",
            "answer_1 =\\nr1 = check(1, answer_1)",
            "answer_4 = 12\\nr4 = check(4, answer_4)",
            "answer_5 = 21 − 4 × 3\\nr5 = check(5, answer_5)",
        ]
        for cell in cells:
            assert shell.run_cell(cell).success, cell
        shell.run_cell("from mathplay.lessons.feedback import Check")  # installed once
        from mathplay.lessons.typed import install
        install(shell)
        cleanup = shell.input_transformers_cleanup
        ours = [f for f in cleanup if f.__module__ == "mathplay.lessons.typed"]
        assert len(ours) == 1, shell.input_transformers_cleanup
        for name in ["r2", "r3", "r1", "r4", "r5"]:
            print(shell.user_ns[name].kind, shell.user_ns[name].text)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("wrong Wpisz samą wartość, a nie działanie: 5 + 4 * 6")
    assert lines[1].startswith("wrong Wpisz samą wartość, a nie działanie: 24 : 6 · 2")
    assert lines[2].startswith("todo Zadanie 1 nie ma jeszcze odpowiedzi: wpisz odpowiedź po")
    assert lines[3].startswith("good")
    assert lines[4].startswith("wrong Wpisz samą wartość")
