"""Which notebooks go where, found by glob, and what each one imports.

Both lesson layouts work: ``lessons/NN-name.ipynb`` and the per-language
``lessons/<lang>/NN-name.ipynb``; teachers' editions live in ``teachers/`` and never reach
the pupils (the static site, the app pages). Binder, the static site, ``make run`` and
``make app`` all ask this module, so no list of notebooks is written twice.
"""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
__all__ = [
    "ANSWER_KEY_CALL",
    "ROOT",
    "app_notebooks",
    "code_cells",
    "first_lesson_folder",
    "lesson_notebooks",
    "notebook_imports",
    "one_language_each",
    "play_notebooks",
    "pupil_notebooks",
    "teacher_notebooks",
    "third_party_imports",
]

ANSWER_KEY_CALL = re.compile(r"\banswer_key\s*\(")  # the teachers' key, shown by a cell


def _glob(root: Path, pattern: str) -> list[Path]:
    return sorted(p for p in root.glob(pattern) if ".ipynb_checkpoints" not in p.parts)


def lesson_notebooks(root: Path = ROOT) -> list[Path]:
    """Every pupils' lesson, in either layout."""
    return _glob(root, "lessons/**/*.ipynb")


def teacher_notebooks(root: Path = ROOT) -> list[Path]:
    """The teachers' editions (they hold the answers: never on the pupils' site)."""
    return _glob(root, "teachers/**/*.ipynb")


def play_notebooks(root: Path = ROOT) -> list[Path]:
    """The notebooks of ``notebooks/``: the index, a play notebook per game, the teachers'
    puzzle maker."""
    return _glob(root, "notebooks/*.ipynb")


def pupil_notebooks(root: Path = ROOT) -> list[Path]:
    """What pupils open: the lessons and ``notebooks/`` (never ``teachers/``)."""
    return [*lesson_notebooks(root), *play_notebooks(root)]


def one_language_each(paths: list[Path]) -> list[Path]:
    """Each lesson once, the languages taken in turn from the last (lesson 1, the order of
    operations, in Polish, whose school writes · and :; lesson 2 in Japanese; lesson 3 in
    English; ...): every lesson and every language, at a third of the cost. For the
    environments where a notebook run is a cold start (Binder's fresh environment, the static
    site's browser kernel); nbval runs every edition in the suite's own kernel. Notebooks not
    in a per-language folder (``lessons/<lang>/``) are all kept."""
    languages = sorted({p.parent.name for p in paths if _language_of(p)}, reverse=True)
    numbers = sorted({p.name for p in paths if _language_of(p)})
    return [
        p
        for p in paths
        if not _language_of(p)
        or languages.index(p.parent.name) == numbers.index(p.name) % len(languages)
    ]


def _language_of(path: Path) -> str | None:
    """The language of a lesson in the per-language layout (``lessons/<lang>/NN-name``)."""
    parts = path.parts
    if len(parts) >= 3 and parts[-3] == "lessons" and len(parts[-2]) == 2:
        return parts[-2]
    return None


def app_notebooks(root: Path = ROOT) -> list[Path]:
    """The play notebooks that become app pages (a board, no code): ``notebooks/play-*``."""
    return _glob(root, "notebooks/play-*.ipynb")


def first_lesson_folder(root: Path = ROOT) -> str:
    """Where ``make run`` opens: the English lessons, else the lessons, else notebooks/."""
    for folder in ("lessons/en", "lessons"):
        if _glob(root, f"{folder}/*.ipynb"):
            return folder
    return "notebooks"


def code_cells(path: Path) -> list[str]:
    """The source of each code cell."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    sources = []
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") == "code":
            source = cell.get("source", "")
            sources.append(source if isinstance(source, str) else "".join(source))
    return sources


def notebook_imports(path: Path) -> set[str]:
    """The top-level module names that the code cells import (magics are skipped)."""
    names: set[str] = set()
    for source in code_cells(path):
        lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]
        tree = ast.parse("\n".join(lines), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module.split(".")[0])
    return names


def third_party_imports(paths: list[Path]) -> set[str]:
    """Imports of ``paths`` that are neither the standard library nor mathplay."""
    found: set[str] = set()
    for path in paths:
        found |= notebook_imports(path)
    return {name for name in found if name not in sys.stdlib_module_names} - {"mathplay"}
