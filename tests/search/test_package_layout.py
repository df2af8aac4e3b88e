"""The search is laid out by stage (docs/search.md), and its imports point down the stages.

``model/`` and ``reference.py`` stand on nothing of the search; ``extremes/`` and
``closest/`` on the model (the extremes also on the reference, their certificate);
``shortcuts/`` on the model and the closest-value search; ``pipeline/`` on everything. An
import only for type hints (under ``TYPE_CHECKING``) does not count: the shortcuts and the
complete search see the search's context as a type.
"""

import ast
from pathlib import Path

import mathplay.search
from mathplay.search import STRATEGY_NAMES

ROOT = Path(mathplay.search.__file__).parent
EVERYTHING = {"model", "reference", "extremes", "closest", "shortcuts", "pipeline", "explore"}
MAY_IMPORT = {
    "model": {"model"},
    "reference": set(),
    "extremes": {"model", "reference", "extremes"},
    "closest": {"model", "closest"},
    "shortcuts": {"model", "closest", "shortcuts"},
    "pipeline": EVERYTHING - {"explore"},
    "explore": {"model", "reference"},
    "__init__": EVERYTHING,
}


def runtime_imports(path: Path) -> set[str]:
    """The parts of the search a module imports when it runs (type hints aside)."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and getattr(child.test, "id", "") == "TYPE_CHECKING":
                continue
            if isinstance(child, ast.ImportFrom) and (child.module or "").startswith(
                "mathplay.search."
            ):
                found.add(child.module.split(".")[2])
            visit(child)

    visit(ast.parse(path.read_text("utf-8")))
    return found


def test_the_folders_are_the_stages():
    parts = {p.stem if p.is_file() else p.name for p in ROOT.iterdir()}
    assert parts - {"__pycache__"} == EVERYTHING | {"__init__"}


def test_imports_point_down_the_stages():
    for path in ROOT.rglob("*.py"):
        part = path.relative_to(ROOT).parts[0].removesuffix(".py")
        wrong = runtime_imports(path) - MAY_IMPORT[part]
        assert not wrong, f"{path.relative_to(ROOT)} imports {sorted(wrong)}"


def test_each_shortcut_is_a_module_named_as_its_option():
    modules = {p.stem for p in (ROOT / "shortcuts").glob("*.py")} - {"__init__"}
    assert modules == {name.replace("-", "_") for name in STRATEGY_NAMES}
