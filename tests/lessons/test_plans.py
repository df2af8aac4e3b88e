"""The teachers' editions a teacher can run tomorrow: every part of the plan in every language.

Each lesson's plan (``mathplay/lessons/plans/NN-name.toml``) is read and checked by
``mathplay.lessons.plan``; these tests fail when a plan or a committed teachers' edition
misses a part in a language, when the core path does not fill 45 minutes, when an exercise
has no support or stretch, or when a country's curriculum is not named by its document.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path

import nbformat
import pytest

from mathplay.i18n import LANGUAGES, translate
from mathplay.lessons.plan import (
    LESSON_MINUTES,
    REQUIRED_PARTS,
    PlanError,
    load_plan,
    parse_plan,
    plan_names,
)
from mathplay.lessons.source import edition_path, lesson_sources

ROOT = Path(__file__).resolve().parents[2]
SOURCES = lesson_sources()
NAMES = [s.name for s in SOURCES]
DOCUMENTS = {
    "en": "The national curriculum in England: mathematics programmes of study, key stages 1 and 2",
    "ja": "小学校学習指導要領（平成29年告示）第2章 第3節 算数",
    "pl": "Podstawa programowa kształcenia ogólnego dla szkoły podstawowej",
}
"""The document each country's teachers plan from, named as it names itself."""


def _teacher_cells(name, language):
    notebook = nbformat.read(edition_path(ROOT, name, language, "teacher"), as_version=4)
    return [c for c in notebook.cells if c.metadata.get("mathplay", {}).get("teacher")]


def test_every_lesson_has_a_plan_for_every_exercise():
    assert plan_names() == NAMES
    for source in SOURCES:
        plan = load_plan(source.name)
        assert sorted(plan.support) == sorted(plan.stretch) == source.exercises, source.name


@pytest.mark.parametrize("name", NAMES)
def test_the_core_path_fills_45_minutes_with_every_part(name):
    plan = load_plan(name)
    core = [step for step in plan.steps if step.core]
    assert sum(step.minutes for step in core) == LESSON_MINUTES
    assert [step.part for step in core][:2] == ["login", "starter"]
    assert [step.part for step in core][-2:] == ["plenary", "exit"]
    assert any(not step.core for step in plan.steps), "an optional part is marked"
    assert len(plan.exit) == 3 and all(q.answer for q in plan.exit)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_teachers_edition_shows_every_part(name, language):
    """The plan's table (each part by name, ⭐ optional rows), the starter, plenary and exit
    ticket with its answers, the country's curriculum by its document, prerequisites,
    vocabulary, and support and stretch right after every exercise's notes."""
    plan = load_plan(name)
    cells = _teacher_cells(name, language)
    (table,) = [
        c.source for c in cells if c.source.startswith(translate("lessons.plan.heading", language))
    ]
    for part in (*REQUIRED_PARTS, "optional"):
        assert f"| {translate(f'lessons.plan.part.{part}', language)} |" in table, part
    assert table.count("⭐ +") == sum(not step.core for step in plan.steps)
    for heading in ("starter", "plenary", "exit"):
        assert "#### " + translate(f"lessons.plan.part.{heading}", language) in table
    exit_ticket = table.split("#### " + translate("lessons.plan.part.exit", language))[1]
    assert re.findall(r"^([123])\. ", exit_ticket, re.M) == ["1", "2", "3"]
    assert translate("lessons.plan.watch", language) in exit_ticket
    assert re.findall(r"^\| ([123]) \| ", exit_ticket, re.M) == ["1", "2", "3"]  # answers
    (objectives,) = [
        c.source
        for c in cells
        if c.source.startswith(translate("lessons.plan.curriculum", language))
    ]
    assert DOCUMENTS[language] in objectives
    for other in LANGUAGES:  # each edition names its own country's document
        assert (DOCUMENTS[other] in objectives) == (other == language)
    for heading in ("prerequisites", "vocabulary"):
        assert "#### " + translate(f"lessons.plan.{heading}", language) in objectives
    notebook = nbformat.read(edition_path(ROOT, name, language, "teacher"), as_version=4)
    roles = [
        (c.metadata.get("mathplay", {}).get("role"), c.metadata.get("mathplay", {}).get("exercise"))
        for c in notebook.cells
    ]
    for n in load_plan(name).support:
        after = roles[roles.index(("notes", n)) + 1]
        assert after == ("support", n)
        support = notebook.cells[roles.index(("notes", n)) + 1].source
        assert translate("lessons.plan.support", language) in support
        assert translate("lessons.plan.stretch", language) in support


@pytest.mark.parametrize("name", NAMES)
def test_plans_speak_as_each_school_does(name):
    """Japanese: 等式 (never 方程式), no space after a sentence; Polish: the edition shows
    · and : (the notation), and the vocabulary says równość for a numeric statement."""
    for cell in _teacher_cells(name, "ja"):
        assert "方程式" not in cell.source
        assert not re.search(r"[。！？] +[^|\s]", cell.source), cell.source[:200]
    for cell in _teacher_cells(name, "pl"):
        assert "×" not in cell.source and "÷" not in cell.source, cell.source[:200]
    for term in load_plan(name).vocabulary:
        if "statement" in term["en"]:
            assert term["pl"].startswith("równość") and term["ja"] == "等式", term


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_key_vocabulary_is_the_words_pupils_read(name, language):
    """Each word of the plan's vocabulary is in the pupils' edition of the lesson or in the
    project's glossary (docs/glossary.md): one term per idea across the package."""
    glossary = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8").lower()
    pupils = nbformat.read(edition_path(ROOT, name, language, "pupil"), as_version=4)
    lesson = " ".join(cell.source for cell in pupils.cells).lower()
    for term in load_plan(name).vocabulary:
        for word in re.split(r"、|, ", re.sub(r"[（(].*?[）)]", "", term[language])):
            word = word.strip().removeprefix("⭐").strip().lower()
            assert word in lesson or word in glossary, (term, word)


def test_a_plan_is_checked_whole(plan_data):
    plan = parse_plan(plan_data)
    assert plan.core_minutes == 45
    assert [(start, end) for start, end, _ in plan.timetable()] == [
        (0, 5),
        (5, 10),
        (10, 35),
        (None, None),
        (35, 40),
        (40, 45),
    ]
    for change, says in [
        (lambda d: d["step"][2].update(minutes=30), "takes 50 minutes"),
        (lambda d: d["step"].pop(4), "no plenary"),
        (lambda d: d["step"][0].pop("ja"), "no text in ja"),
        (lambda d: d["exit"].pop(), "exit ticket of 3"),
        (lambda d: d["curriculum"].pop("pl"), "curriculum.pl"),
        (lambda d: d["exercise"][0]["stretch"].pop("pl"), "exercise 1 stretch"),
        (lambda d: d["step"][1].update(part="warm-up"), "a part of"),
    ]:
        data = copy.deepcopy(plan_data)
        change(data)
        with pytest.raises(PlanError, match=says):
            parse_plan(data)
