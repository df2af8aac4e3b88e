"""Execute the lessons and notebooks in place and commit them clean.

    python tools/notebooks.py [PATH ...]      # default: every lesson edition and notebooks/*.ipynb

Each notebook is run top to bottom in a fresh kernel (so outputs are seeded and
deterministic and execution counts are in order), then cleaned: no saved widget state
(``metadata.widgets``), no widget-view outputs (they only show "model not found" when the
notebook is opened again), a python3 kernelspec so JupyterLab never asks for a kernel, and
no output in a lesson's ``reveal`` cells (they show an exercise's answer once a pupil runs them).
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mathplay.ipynb import KERNELSPEC, write_ipynb  # noqa: E402

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def clean(notebook: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """Drop widget state and widget views; set the kernelspec."""
    notebook.metadata.pop("widgets", None)
    notebook.metadata["kernelspec"] = KERNELSPEC
    notebook.metadata.setdefault("language_info", {"name": "python"})
    for cell in notebook.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type != "code":
            continue
        if "reveal" in cell.metadata.get("mathplay", {}):
            cell.outputs, cell.execution_count = [], None
            continue
        kept = []
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if WIDGET_VIEW in data:
                data.pop(WIDGET_VIEW)
                data.pop("text/plain", None)
                if not data:
                    continue
            kept.append(output)
        cell.outputs = kept
    return notebook


def all_notebooks() -> list[Path]:
    """Every committed notebook: lessons and teachers' editions in each language, and the rest."""
    found = [*ROOT.glob("lessons/**/*.ipynb"), *ROOT.glob("teachers/**/*.ipynb")]
    return sorted([*found, *ROOT.glob("notebooks/*.ipynb")])


def run(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    notebook.metadata["kernelspec"] = KERNELSPEC
    NotebookClient(
        notebook,
        timeout=600,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
    ).execute()
    write_ipynb(path, clean(notebook))  # validated, written whole
    print(f"executed and cleaned {path.relative_to(ROOT)}")


def main(argv: list[str]) -> int:
    paths = [Path(p).resolve() for p in argv] or all_notebooks()
    for path in paths:
        run(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
