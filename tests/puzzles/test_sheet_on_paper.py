"""The teacher's worksheet as it leaves the form: a link that opens each saved file (in the
static site too, whose server has none of the kernel's files), and a printed sheet that says
what to write on paper (no "in quotes": that is for answers typed into a notebook)."""

from __future__ import annotations

import re

import pytest

from mathplay.puzzles import KIND_NAMES, generate, worksheet
from mathplay.puzzles.form import TeacherForm


def test_the_form_links_every_saved_sheet_and_key(tmp_path):
    form = TeacherForm(folder=tmp_path, language="ja")
    form.kind.value = "missing-card"
    form.students.value = "Ana, Ben"
    assert form.links.children == ()
    written = form.save()
    links = form.links.children
    assert [link.name for link in links] == [path.name for path in written] and len(links) == 4
    for link, path in zip(links, written, strict=True):
        assert link.label == f"{path.name}を開く" and link.mime == "text/html"
        assert link.content == path.read_text(encoding="utf-8")  # what opens is the file


@pytest.mark.parametrize("language", ["en", "ja", "pl"])
def test_the_printed_sheet_says_what_to_write_on_paper(language):
    for kind in KIND_NAMES:
        sheet = worksheet(generate(kind, seed=3, count=1, language=language)).sheet_html
        (said,) = re.findall(r'<p class="format">(.*?)</p>', sheet)
        assert not re.search(r"quotes|引用符|cudzysłow|&quot;|&#34;|\"", said), (kind, said)
