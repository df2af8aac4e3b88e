"""The layers of ``docs/architecture.md`` hold: import-linter's contracts (``pyproject.toml``,
``[tool.importlinter]``) checked by its own command, ``lint-imports``, from the repo root, and
no package imports back the modules that import it."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[1]


def test_import_linter_contracts_are_kept():
    lint = Path(sys.executable).with_name("lint-imports")
    run = subprocess.run(
        [lint, "--no-cache", "--no-logo"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "Contracts: 4 kept, 0 broken." in run.stdout


def test_no_package_imports_back_its_own_modules():
    """What the acyclic-siblings contract cannot see: a package (its ``__init__``) importing
    one of its modules that imports the package back (the imports the contract ignores, to
    be cut, ignored here too)."""
    graph = grimp.build_graph("mathplay", cache_dir=None)
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    (acyclic,) = [c for c in config["tool"]["importlinter"]["contracts"] if c["id"] == "no-cycle"]
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
