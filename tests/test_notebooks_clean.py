"""Notebooks are committed clean: kernelspec set, no widget state, counts in order."""

from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted(
    [
        *ROOT.glob("lessons/**/*.ipynb"),
        *ROOT.glob("teachers/**/*.ipynb"),
        *ROOT.glob("notebooks/*.ipynb"),
    ]
)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_notebook_is_clean(path):
    notebook = nbformat.read(path, as_version=4)
    nbformat.validate(notebook)
    assert notebook.metadata.get("kernelspec", {}).get("name") == "python3"
    assert "widgets" not in notebook.metadata
    counts = [c.execution_count for c in notebook.cells if c.cell_type == "code"]
    ran = [c for c in counts if c is not None]
    assert ran == sorted(ran) and len(set(ran)) == len(ran), "execution counts out of order"
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            assert "application/vnd.jupyter.widget-view+json" not in output.get("data", {})
            assert output.get("output_type") != "error", "a committed cell shows an error"


def test_there_are_notebooks_to_check():
    assert NOTEBOOKS or not (ROOT / "lessons").exists()
