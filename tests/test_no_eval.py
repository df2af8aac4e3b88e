"""No text from a person may reach eval, exec, sympify or parse_expr: grep the package."""

import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "mathplay"
FORBIDDEN = re.compile(r"\b(eval|exec|sympify|parse_expr|S)\(")


def test_package_never_calls_eval_exec_or_sympify():
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if FORBIDDEN.search(code) and "literal_eval" not in code:
                offenders.append(f"{path.relative_to(PACKAGE.parent)}:{number}: {line.strip()}")
    assert offenders == []


def test_the_grep_would_catch_a_call(tmp_path):
    sample = "value = sympy.sympify(text)\nx = eval(s)\n"
    assert len([line for line in sample.splitlines() if FORBIDDEN.search(line)]) == 2
