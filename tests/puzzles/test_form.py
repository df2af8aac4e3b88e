"""The teachers' form, headless: preview and save, one sheet and key per student."""

from __future__ import annotations

import subprocess
import sys

from mathplay.puzzles import generate, worksheet
from mathplay.puzzles.form import TeacherForm


def test_preview_shows_the_puzzles_the_generator_makes(tmp_path):
    form = TeacherForm(folder=tmp_path, language="pl")
    form.kind.value = "missing-card"
    assert "Brakująca karta" in form.about.value and "poziom" in form.about.value
    form.difficulty.value, form.count.value, form.seed.value = 2, 4, 11
    form.preview_button.click()
    expected = worksheet(generate("missing-card", seed=11, difficulty=2, count=4, language="pl"))
    assert form.sheet.value == expected._repr_html_()
    assert list(tmp_path.iterdir()) == []  # a preview writes nothing


def test_save_writes_a_sheet_and_a_key_per_student(tmp_path):
    form = TeacherForm(folder=tmp_path / "out")
    form.kind.value = "precedence-trap"
    form.students.value = "Ana, Ben Ito,  "
    form.title.value = "Homework"
    form.save_button.click()
    names = sorted(p.name for p in (tmp_path / "out").iterdir())
    assert names == [
        "precedence-trap-1-0-Ana-key.html",
        "precedence-trap-1-0-Ana.html",
        "precedence-trap-1-0-Ben-Ito-key.html",
        "precedence-trap-1-0-Ben-Ito.html",
    ]
    ana = worksheet(generate("precedence-trap", count=10), "Homework", student="Ana")
    assert (tmp_path / "out" / "precedence-trap-1-0-Ana.html").read_text(
        encoding="utf-8"
    ) == ana.sheet_html
    assert "Ben-Ito-key.html" in form.status.value


def test_homework_writes_an_nbgrader_course_and_an_otter_assignment(tmp_path):
    form = TeacherForm(folder=tmp_path, language="ja")
    form.kind.value, form.count.value, form.seed.value = "trio-finder", 3, 4
    form.homework_button.click()
    name = "trio-finder-1-4"
    assert sorted(str(p.relative_to(tmp_path)) for p in form.save_homework()) == [
        "course/mathplay-course-key.json",  # the same secret, the recipe written again
        "course/otter/trio-finder-1-4/mathplay-grading.json",
        "course/otter/trio-finder-1-4/trio-finder-1-4.ipynb",
        "course/source/trio-finder-1-4/trio-finder-1-4.ipynb",
    ]  # the course's nbgrader_config.py was written by the first click and is kept
    assert (tmp_path / "course" / "nbgrader_config.py").exists()
    source = (tmp_path / "course" / "source" / name / f"{name}.ipynb").read_text("utf-8")
    assert "### BEGIN SOLUTION" in source and "'seed': 4" not in source  # seeds of the puzzles
    assert f"{name}.ipynb" in form.status.value


def test_homework_of_a_lesson_from_the_form(tmp_path):
    """The form sets a lesson's exercises as homework too, as ``mathplay homework --lesson``."""
    form = TeacherForm(folder=tmp_path, language="pl")
    titles = [label for label, _ in form.homework_of.options]
    assert titles[0] == "te zagadki" and titles[1].startswith("Lekcja 1")
    form.homework_of.value = "03-sum-to-15"
    form.language.value = "ja"
    assert sorted(str(p.relative_to(tmp_path)) for p in form.save_homework()) == [
        "course/mathplay-course-key.json",
        "course/nbgrader_config.py",
        "course/otter/03-sum-to-15/03-sum-to-15.ipynb",
        "course/otter/03-sum-to-15/mathplay-grading.json",
        "course/source/03-sum-to-15/03-sum-to-15.ipynb",
    ]
    source = (tmp_path / "course/source/03-sum-to-15/03-sum-to-15.ipynb").read_text("utf-8")
    assert "'lesson': '03-sum-to-15', 'language': 'ja', 'feedback': 'now'" in source
    assert "# 宿題：第3回" in source  # the lesson's own title, in the pupils' language


def test_the_puzzles_package_does_not_import_ipywidgets():
    code = "import sys, mathplay.puzzles; print('ipywidgets' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_names_that_read_alike_in_a_file_name_get_their_own_files(tmp_path):
    form = TeacherForm(folder=tmp_path)
    form.kind.value, form.count.value = "missing-card", 2
    form.students.value = "Ana B, Ana.B, ???, !!!, ana b, Ana B-key, Ana B"
    written = form.save()
    names = [p.name for p in written]
    assert len(names) == len({n.casefold() for n in names}) == 12  # Ana B once, each pair distinct
    assert names[:4] == [
        "missing-card-1-0-Ana-B.html",
        "missing-card-1-0-Ana-B-key.html",
        "missing-card-1-0-Ana-B-2.html",
        "missing-card-1-0-Ana-B-2-key.html",
    ]
    for student, sheet in zip(["Ana B", "Ana.B", "???", "!!!"], names[::2], strict=False):
        mine = worksheet(generate("missing-card", count=2), student=student)
        assert (tmp_path / sheet).read_text(encoding="utf-8") == mine.sheet_html
    assert "<b>Ana.B</b>: <code>" in form.status.value and "Ana-B-2.html" in form.status.value


def test_a_file_that_cannot_be_written_is_said_in_the_form(tmp_path):
    form = TeacherForm(folder=tmp_path, language="pl")
    form.kind.value, form.count.value = "missing-card", 1
    (tmp_path / "missing-card-1-0-key.html").write_text("kept")
    (tmp_path / "missing-card-1-0-key.html").chmod(0o444)
    form.save_button.click()
    assert "tylko do odczytu" in form.status.value
    assert (tmp_path / "missing-card-1-0-key.html").read_text() == "kept"
