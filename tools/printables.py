"""Write the printable materials of the teachers' editions, A4 pages in each language.

    python tools/printables.py

Each page of :data:`mathplay.classroom.printables.PRINTABLES` goes to
``teachers/<lang>/printables/NAME.html`` (open it in a browser and print at 100 %). A test
(``tests/classroom/test_printables.py``) fails when a committed page is not what the package
renders.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mathplay.classroom.printables import PRINTABLES, printable  # noqa: E402
from mathplay.files import write_atomically  # noqa: E402
from mathplay.i18n import LANGUAGES  # noqa: E402


def printable_path(root: Path, name: str, language: str) -> Path:
    """Where the page ``name`` in ``language`` is committed."""
    return root / "teachers" / language / "printables" / f"{name}.html"


def main() -> int:
    for language in LANGUAGES:
        for name in PRINTABLES:
            path = printable_path(ROOT, name, language)
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(path, printable(name, language))
            print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
