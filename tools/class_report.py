"""Write the teachers' class-report notebook in every language, then run and clean it.

    python tools/class_report.py            # teachers/<lang>/class-report.ipynb, en ja pl
    python tools/class_report.py --no-run   # write the cells only

The source is ``mathplay/classroom/class-report.lesson`` (:mod:`mathplay.classroom.notebook`);
the notebooks report on the example class of ``tests/data/example-course``.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from mathplay.classroom.notebook import class_report_notebook, notebook_path  # noqa: E402
from mathplay.i18n import LANGUAGES  # noqa: E402
from mathplay.ipynb import write_ipynb  # noqa: E402
from notebooks import run  # noqa: E402


def main(argv: list[str]) -> int:
    for language in LANGUAGES:
        path = notebook_path(ROOT, language)
        write_ipynb(path, class_report_notebook(language))
        if "--no-run" in argv:
            print(f"wrote {path.relative_to(ROOT)}")
        else:
            run(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
