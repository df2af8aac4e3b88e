"""The teachers' class-report notebook: each language's committed notebook is what the
source writes (``python tools/class_report.py``); it runs under nbval with the suite."""

from __future__ import annotations

import json

import pytest
from classkit import ROOT

from mathplay.classroom.notebook import class_report_notebook, notebook_path
from mathplay.i18n import LANGUAGES


def _shape(cell: dict) -> tuple:
    source = "".join(cell["source"])
    return cell["cell_type"], cell["id"], source, cell["metadata"].get("tags")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_committed_notebook_is_what_the_source_writes(language):
    path = notebook_path(ROOT, language)
    committed = json.loads(path.read_text(encoding="utf-8"))
    written = class_report_notebook(language)
    assert committed["metadata"]["mathplay"] == {"notebook": "class-report", "language": language}
    have, want = [_shape(c) for c in committed["cells"]], [_shape(c) for c in written["cells"]]
    assert have == want, f"{path} is out of date: run python tools/class_report.py"
    assert f'language="{language}"' in "".join(written["cells"][2]["source"])


def test_the_notebook_never_reaches_the_pupils():
    import sys

    sys.path.insert(0, str(ROOT / "tools"))
    from notebook_sets import pupil_notebooks, teacher_notebooks

    ours = {notebook_path(ROOT, language) for language in LANGUAGES}
    assert ours <= set(teacher_notebooks()) and not ours & set(pupil_notebooks())
