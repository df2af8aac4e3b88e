"""Run notebooks top to bottom, each in a fresh kernel of *this* Python, and report errors.

    python tools/run_notebooks.py [--jobs N] NOTEBOOK ...

Each kernel starts in its notebook's folder, as Jupyter starts it. Prints one JSON object:
``{notebook: [error text, ...]}``, an empty list for a notebook that ran clean; exits 1
when any notebook showed an error (an ``error`` output or a traceback on stderr). Needs
only nbclient and ipykernel (Binder's image has both): ``tests/test_binder.py`` runs it with
the Python of a fresh Binder environment.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient


def errors_in(notebook: nbformat.NotebookNode) -> list[str]:
    """The errors a notebook's outputs show, as text."""
    found = []
    for index, cell in enumerate(notebook.cells):
        for output in cell.get("outputs", []):
            if output.get("output_type") == "error":
                found.append(f"cell {index}: {output.get('ename')}: {output.get('evalue')}")
            elif output.get("name") == "stderr" and "Traceback" in output.get("text", ""):
                found.append(f"cell {index}: {output['text'][-800:]}")
    return found


async def run_one(path: Path, limit: asyncio.Semaphore, timeout: int) -> list[str]:
    async with limit:
        notebook = nbformat.read(path, as_version=4)
        client = NotebookClient(
            notebook,
            timeout=timeout,
            kernel_name="python3",
            allow_errors=True,
            resources={"metadata": {"path": str(path.parent)}},
        )
        try:
            await client.async_execute()
        except Exception as err:  # a dead kernel or a time-out: reported, not raised
            return [f"{type(err).__name__}: {err}"]
        return errors_in(notebook)


async def run_all(paths: list[Path], jobs: int, timeout: int) -> dict[str, list[str]]:
    limit = asyncio.Semaphore(jobs)
    results = await asyncio.gather(*(run_one(path, limit, timeout) for path in paths))
    return {str(path): found for path, found in zip(paths, results, strict=True)}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="+", type=Path)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=int, default=600, help="seconds per cell")
    args = parser.parse_args(argv)
    report = asyncio.run(run_all([p.resolve() for p in args.notebooks], args.jobs, args.timeout))
    print(json.dumps(report, ensure_ascii=False, indent=1))
    return 1 if any(report.values()) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
