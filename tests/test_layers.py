"""The layers of ``docs/architecture.md`` hold: import-linter's contracts (``pyproject.toml``,
``[tool.importlinter]``) checked by its own command, ``lint-imports``, from the repo root, and
no package imports back the modules that import it."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[1]


def _config() -> dict:
    """import-linter's configuration: ``[tool.importlinter]`` of ``pyproject.toml``."""
    return tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["importlinter"]


def test_import_linter_contracts_are_kept():
    lint = Path(sys.executable).with_name("lint-imports")
    run = subprocess.run(
        [lint, "--no-cache", "--no-logo"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert f"Contracts: {len(_config()['contracts'])} kept, 0 broken." in run.stdout


def test_no_package_imports_back_its_own_modules():
    """What the acyclic-siblings contract cannot see: a package (its ``__init__``) importing
    one of its modules that imports the package back (the imports the contract ignores, to
    be cut, ignored here too)."""
    graph = grimp.build_graph("mathplay", cache_dir=None)
    (acyclic,) = [c for c in _config()["contracts"] if c["id"] == "no-cycle"]
    for expression in acyclic.get("ignore_imports", []):
        for found in graph.find_matching_direct_imports(import_expression=expression):
            graph.remove_import(importer=found["importer"], imported=found["imported"])
    found = []
    for package in sorted(m for m in graph.modules if graph.find_children(m)):
        for module in sorted(graph.find_descendants(package)):
            if graph.find_shortest_chain(importer=package, imported=module):
                back = graph.find_shortest_chain(importer=module, imported=package)
                if back:
                    found.append(back)
    assert found == []


HEAVY = {"sympy", "pandas", "matplotlib", "ipywidgets", "IPython", "jinja2", "nbformat"}
"""Imported only inside the functions that use them: each costs from a fifth of a second to
seconds (nbformat with jsonschema: 2.5 s of CPU), and a board, a lesson or the CLI that does
not use it never pays for it (``tests/test_package.py``)."""
ONLY_THERE = {"js", "pyodide_kernel", "pwd", "sqlalchemy"}
"""Modules that exist only in the browser (Pyodide), only on Unix, or only with nbgrader."""
INDENTED_IMPORT = re.compile(r"^[ \t]+(?:from|import) ", re.MULTILINE)


def _imports_inside_functions() -> list[tuple[str, int, str, bool]]:
    """Each import inside a function: file, line, module, and whether a comment on its line,
    or the comment just above its group of imports, starts with ``# lazy``."""
    found = []
    for path in sorted((ROOT / "mathplay").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if not INDENTED_IMPORT.search(text):  # most modules: nothing to parse
            continue
        lines = text.splitlines()
        inside: list[ast.AST] = []  # the imports of every function body, nested ones too
        for node in ast.parse(text).body:
            todo = [node]
            while todo:
                node = todo.pop()
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    inside += [
                        n for n in ast.walk(node) if isinstance(n, ast.Import | ast.ImportFrom)
                    ]
                else:
                    todo += ast.iter_child_nodes(node)
        for node in inside:
            module = node.module if isinstance(node, ast.ImportFrom) else node.names[0].name
            above = node.lineno - 2  # up over its group of imports, then over the comment
            while above >= 0 and lines[above].lstrip().startswith(("from ", "import ")):
                above -= 1
            comment = []
            while above >= 0 and lines[above].lstrip().startswith("#"):
                comment.append(lines[above].strip())
                above -= 1
            said = "# lazy" in lines[node.lineno - 1] or (
                bool(comment) and comment[-1].startswith("# lazy")
            )
            found.append((str(path.relative_to(ROOT)), node.lineno, module or "", said))
    return found


def test_an_import_inside_a_function_makes_a_heavy_import_lazy_and_says_so():
    found = _imports_inside_functions()
    assert len(found) > 40, "the imports are read"
    wrong = [
        f"{path}:{line} {module}"
        for path, line, module, said in found
        if module.split(".")[0] not in HEAVY | ONLY_THERE and not said
    ]
    assert wrong == []
