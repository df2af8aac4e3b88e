"""Write every lesson's notebooks from its source, then run and clean them.

    python tools/lessons.py [NAME ...]     # e.g. 01-order-of-operations; default: every lesson
    python tools/lessons.py --no-run       # write the cells only (outputs left empty)

Each source ``mathplay/lessons/sources/NN-name.lesson`` gives six notebooks: the pupils'
edition ``lessons/<lang>/NN-name.ipynb`` and the teachers' edition
``teachers/<lang>/NN-name.ipynb`` in English, Japanese and Polish. A test
(``tests/lessons/test_sources.py``) fails when a committed notebook is not what its source
writes, so a change to a lesson reaches all six.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from mathplay.i18n import LANGUAGES  # noqa: E402
from mathplay.ipynb import write_ipynb  # noqa: E402
from mathplay.lessons.source import EDITIONS, edition_path, lesson_sources, write_notebook  # noqa: E402
from notebooks import run  # noqa: E402


def main(argv: list[str]) -> int:
    execute = "--no-run" not in argv
    names = [a for a in argv if not a.startswith("--")]
    for source in lesson_sources():
        if names and source.name not in names:
            continue
        for language in LANGUAGES:
            for edition in EDITIONS:
                path = edition_path(ROOT, source.name, language, edition)
                write_ipynb(path, write_notebook(source, language, edition))
                if execute:
                    run(path)
                else:
                    print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
