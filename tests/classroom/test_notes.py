"""The teachers' notes under each exercise: the reason behind each typical wrong answer in a
teacher's words, for every exercise of every lesson, in every language; not the pupil's box."""

from __future__ import annotations

import importlib
from pathlib import Path

import nbformat
import pytest

from mathplay.classroom.notes import lesson_notes
from mathplay.i18n import LANGUAGES, translate
from mathplay.lessons.source import edition_path, lesson_sources
from mathplay.lessons.verdicts import render

ROOT = Path(__file__).resolve().parents[2]
SOURCES = lesson_sources()


@pytest.mark.parametrize("source", SOURCES, ids=[s.name for s in SOURCES])
def test_every_typical_wrong_answer_has_a_reason_in_teacher_words(source):
    lesson = importlib.import_module(f"mathplay.lessons.keys.{source.module}").LESSON
    notes = lesson_notes(source.module)
    for number, exercise in lesson.exercises.items():
        for language in LANGUAGES:
            shown = notes(number, language)
            assert shown.answer == exercise.answer
            assert [r.answer for r in shown.reasons] == list(exercise.typical)
            for reason in shown.reasons:
                verdict = lesson.judge(exercise, reason.answer, language)
                pupil_box = render(verdict.message_id, verdict.params, language)
                assert reason.why and reason.why not in pupil_box and pupil_box not in reason.why
                assert len(reason.why) < 260, reason.why  # a sentence or two, not a page


def test_the_notes_read_as_a_table_and_as_text():
    notes = lesson_notes("order_of_operations")(4, "en")
    assert repr(notes).splitlines()[:2] == [
        "Exercise 4, answer: 12",
        "  2 → did + before −: Believes + always comes before − (a mnemonic read as a ranking). "
        "They are on the same level: left to right. Money in and out of a pocket helps.",
    ]
    html = notes._repr_html_()
    assert "<code>2</code>" in html and translate("classroom.notes.why", "en") in html
    polish = lesson_notes("order_of_operations")(3, "pl")
    assert "dzieleniem" in repr(polish) and "×" not in repr(polish)  # the school's notation


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_committed_teachers_editions_show_the_reasons(language):
    why = translate("classroom.notes.why", language)
    for source in SOURCES:
        path = edition_path(ROOT, source.name, language, "teacher")
        for cell in nbformat.read(path, as_version=4).cells:
            if cell.metadata.get("mathplay", {}).get("role") == "notes":
                html = "".join(o["data"].get("text/html", "") for o in cell.outputs)
                assert why in html or "<table>" not in html, (source.name, cell.source)
