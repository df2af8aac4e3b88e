"""Answers typed the way a school writes maths, not as Python.

A pupil's answer cell says ``answer_3 = ...``. She writes after the ``=`` what she would
write on paper, and Python should not get in her way:

- ``answer_3 = 96 × 87``, ``answer_1 = 12 : 4``, ``answer_1 = 7 ÷ 2 = 3 あまり 1``: not
  Python (``SyntaxError: invalid character '×'``);
- ``answer_4 = nie``, ``answer_2 = yes``, ``answer_5 = B, 14``: a word Python does not
  know (``NameError``);
- ``answer_2 = 5 + 4 * 6``: Python would do the sum and hand the check 29, so a pupil
  who did no work would be right, and a built expression would arrive as its value;
- ``answer_1 =``: nothing after ``=``; ``answer_1 = (5 + 4``: a bracket left open.

:func:`answer_cell` rewrites such a line before Python reads it: what she typed becomes
its text (``answer_3 = '96 × 87'``), which the check reads as her school writes it (every
form of × and ÷, a calculation where a value is asked is "write the value itself"), and
nothing after ``=`` becomes ``...`` ("not answered yet: write your answer after ``=``").
A value Python writes the same way (``7``, ``-83``, ``0.5``, ``"5/3"``, ``True``, ``...``)
and anything that is really code (a call, a name the notebook defines, ``model_answer(...)``
in a teacher's source) stay as they are. Only lines ``answer_N = ...`` at the start of a
line are touched, one line for one line; nothing typed is ever run (``ast.parse`` only
reads), and the line is left alone whenever in doubt.

:func:`install` adds it to the IPython shell that runs the notebook (Jupyter, JupyterLite's
Pyodide kernel, a grader's kernel): importing :mod:`mathplay.lessons.feedback` (every lesson
module and homework does) installs it, so a pupil, nbgrader and otter all judge the same
answer. :func:`answers_in` reads a notebook's answers the same way without running it (the
class report).
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Callable, Iterable
from typing import Any

__all__ = ["answer_cell", "answers_in", "install", "typed_answer"]

_ANSWER_LINE = re.compile(r"(answer_\d+)[ \t]*=(?!=)(.*?)(\r?\n)?\Z", re.DOTALL)
_COMMENT = re.compile(r"(\A|\s+)#.*\Z")
# what a pupil's arithmetic is made of: numbers, signs, comparisons, a list of them
_TYPED_NODES = (
    ast.Expression,
    ast.Constant,
    ast.BinOp,
    ast.UnaryOp,
    ast.Compare,
    ast.BoolOp,
    ast.Tuple,
    ast.Name,
    ast.Load,
    ast.operator,
    ast.unaryop,
    ast.cmpop,
    ast.boolop,
)


def _literal(node: ast.expr) -> bool:
    """Whether Python writes ``node`` as the value it is: a constant, a signed number, a
    tuple or list of those."""
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.UnaryOp):
        return _number(node)
    if isinstance(node, ast.Tuple | ast.List):
        return all(_literal(item) for item in node.elts)
    return False


def _number(node: ast.expr) -> bool:
    """Whether ``node`` is a number, signed or not."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        node = node.operand
    return isinstance(node, ast.Constant) and type(node.value) in (int, float)


def typed_answer(
    text: str, defined: Callable[[str], bool] = lambda name: False, *, unclosed: bool = False
) -> str | None:
    """The Python to put after ``answer_N =`` for what a pupil typed there (``text``), or
    ``None`` when her line is Python that means what she typed.

    ``defined(name)``: whether the notebook has a variable ``name`` (then ``answer_1 = x``
    is her own variable, not the word "x"). ``unclosed``: a bracket left open is hers too
    (``(5 + 4``), not code going on to the next line.
    """
    stripped = text.strip()
    if not stripped:
        return "..."
    try:
        tree = ast.parse(stripped, mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        typed = _COMMENT.sub("", stripped)
        if not unclosed and sum(map(typed.count, "([{")) > sum(map(typed.count, ")]}")):
            return None  # code going on to the next line: Python's to read
        return repr(typed) if typed else "..."
    body = tree.body
    typed = repr(ast.get_source_segment(stripped, body) or stripped)
    if isinstance(body, ast.Tuple) and stripped[0] != "(" and all(map(_number, body.elts)):
        return typed  # 115,5 and 85,320 are numbers, not pairs
    if _literal(body):
        return None
    for node in ast.walk(tree):
        if not isinstance(node, _TYPED_NODES):
            return None  # a call, an attribute, a list: code, not arithmetic
        if isinstance(node, ast.Name) and defined(node.id):
            return None
    return typed


def answer_cell(lines: list[str], defined: Callable[[str], bool] = lambda name: False) -> list[str]:
    """The lines of a cell with each ``answer_N = <what she typed>`` line made Python
    (:func:`typed_answer`); every other line as it was. A cell that is Python is only
    touched where a top-level ``answer_N = ...`` fills one line."""
    source = "".join(lines)
    if "answer_" not in source:
        return lines
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        tree = None
    if tree is None:  # not Python: any line that starts with answer_N = is hers
        rows: Iterable[int] = range(len(lines))
        bound: set[str] = set()
    else:
        rows = [
            node.lineno - 1
            for node in tree.body
            if isinstance(node, ast.Assign)
            and node.lineno == node.end_lineno
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
        ]
        bound = {
            node.id
            for node in ast.walk(tree)
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store)
        }
    out = _typed_lines(lines, rows, lambda word: word in bound or defined(word), False)
    if tree is None and not _parses("".join(out)):  # an open bracket may be hers after all
        hers = _typed_lines(lines, rows, defined, True)
        if _parses("".join(hers)):
            return hers
    return out


def _typed_lines(
    lines: list[str], rows: Iterable[int], defined: Callable[[str], bool], unclosed: bool
) -> list[str]:
    out = list(lines)
    for row in rows:
        match = _ANSWER_LINE.match(lines[row]) if row < len(lines) else None
        if match is None:
            continue
        name, typed, end = match.groups()
        python = typed_answer(typed, defined, unclosed=unclosed)
        if python is not None:
            out[row] = f"{name} = {python}{end or ''}"
    return out


def _parses(source: str) -> bool:
    try:
        ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


def answers_in(source: str) -> str:
    """A cell's source as a kernel with :func:`install` runs it (names defined elsewhere
    in the notebook are not known: read, never run)."""
    return "".join(answer_cell(source.splitlines(keepends=True)))


def _in_shell(lines: list[str]) -> list[str]:
    """The transformer a shell runs: :func:`answer_cell` knowing the shell's variables;
    a cell it cannot read is left to Python as it was."""
    try:
        shell = _shell()
        names: Any = shell.user_ns if shell is not None else {}
        return answer_cell(lines, lambda name: name in names)
    except Exception:  # never stand between a pupil and her cell
        return lines


def _shell() -> Any:
    ipython = sys.modules.get("IPython")  # a kernel has imported it; nothing to do elsewhere
    return ipython.get_ipython() if ipython is not None else None


def install(shell: Any = None) -> bool:
    """Make the IPython shell (default: the running one) read answer cells as typed; nothing
    outside IPython. Whether it is installed; installing twice changes nothing."""
    shell = _shell() if shell is None else shell
    cleanup = getattr(shell, "input_transformers_cleanup", None)
    if not isinstance(cleanup, list):
        return False
    if not any(
        getattr(f, "__qualname__", "") == _in_shell.__qualname__
        and getattr(f, "__module__", "") == __name__
        for f in cleanup
    ):
        cleanup.append(_in_shell)
    return True
