"""The search is laid out by stage (docs/search.md). Its imports point down the stages:
import-linter's contracts ``search-stages`` and ``search-reference`` (``pyproject.toml``,
checked by ``tests/test_layers.py``).
"""

from pathlib import Path

import mathplay.search
from mathplay.search import STRATEGY_NAMES

ROOT = Path(mathplay.search.__file__).parent
EVERYTHING = {"model", "reference", "extremes", "closest", "shortcuts", "pipeline", "explore"}


def test_the_folders_are_the_stages():
    parts = {p.stem if p.is_file() else p.name for p in ROOT.iterdir()}
    assert parts - {"__pycache__"} == EVERYTHING | {"__init__"}


def test_each_shortcut_is_a_module_named_as_its_option():
    """(beside ``context.py``: what a shortcut reads of its search)"""
    modules = {p.stem for p in (ROOT / "shortcuts").glob("*.py")} - {"__init__", "context"}
    assert modules == {name.replace("-", "_") for name in STRATEGY_NAMES}
