"""The language of the school, per language: how × and ÷ are written, the words for an
equation and a numeric statement, near misses, remainders and counted nouns."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from mathplay.i18n import catalog
from mathplay.i18n.notation import notation
from mathplay.lessons.source import EDITIONS, edition_path, lesson_sources
from mathplay.lessons.verdicts import render

ROOT = Path(__file__).resolve().parents[2]
SOURCES = lesson_sources()
PUPILS_READ = ("lessons", "homework", "puzzles", "expr", "widgets", "equations", "memory")
"""Catalog areas whose words a pupil reads (feedback, homework, boards, the games' errors)."""


def _editions(language):
    for source in SOURCES:
        for edition in EDITIONS:
            path = edition_path(ROOT, source.name, language, edition)
            yield path, nbformat.read(path, as_version=4)


def _shown(cell) -> str:
    parts = [cell.source]
    for output in cell.get("outputs", []):
        parts.append("".join(output.get("text", "")))
        parts.extend(str(v) for k, v in output.get("data", {}).items() if k.startswith("text/"))
    return "\n".join(parts)


# ----- Polish: · and :, równość, counted nouns -----------------------------------------
def test_polish_editions_write_times_and_divide_as_polish_schools_do():
    """8 − 3 : 3 and 5 + 4 · 6 in the text, the code's expressions, the tables and the
    feedback of every Polish edition; never × or ÷."""
    seen = set()
    for path, notebook in _editions("pl"):
        for cell in notebook.cells:
            text = re.sub(r"(?<=[23])×", "", _shown(cell))  # Triolet's 2× marks a double square
            assert "×" not in text and "÷" not in text, (path.name, text[:300])
            seen |= {mark for mark in ("·", " : ") if mark in text}
    assert seen == {"·", " : "}


@pytest.mark.parametrize("language", ["en", "ja"])
def test_english_and_japanese_editions_write_times_and_divide(language):
    for path, notebook in _editions(language):
        for cell in notebook.cells:
            assert "·" not in _shown(cell), path.name


def test_polish_signs_are_read_everywhere():
    """What a Polish pupil types (· and :) is read by every check, in every language."""
    from mathplay.lessons.biggest_expression import check as best
    from mathplay.lessons.order_of_operations import check as order

    assert order(9, "·", language="en").correct
    assert order(11, "3 + 5 · 6", language="ja").correct
    assert best(3, "62 · 7", language="en").correct
    assert best(5, "3 : 86", language="pl").correct
    assert "8 · 4 − 2 = 32 − 2 = 30" in order(9, "×", language="pl").text


def test_a_numeric_statement_is_a_rownosc_in_polish():
    """ "Tylko jedna z tych równości jest prawdziwa": an equation (równanie) has an unknown."""
    for source in SOURCES:
        for cell in source.cells:
            assert "równań" not in cell.text("pl"), (source.name, cell.line)
    for message_id, texts in catalog().items():
        if message_id.startswith("lessons."):
            assert "równań" not in texts["pl"], message_id
    lesson_1 = next(s for s in SOURCES if s.name.startswith("01"))
    assert "Tylko jedna z tych równości jest prawdziwa" in lesson_1.exercise_text(8, "pl")


@pytest.mark.parametrize(
    ("message_id", "params", "says"),
    [
        ("lessons.best.count_right", {"count": 72}, "72 różne rzędy"),
        ("lessons.best.count_right", {"count": 12}, "12 różnych rzędów"),
        ("lessons.best.count_right", {"count": 24}, "24 różne rzędy"),
        (
            "lessons.best.values_right",
            {"rows": 144, "values": 26},
            "144 rzędy, ale tylko 26 różnych",
        ),
        ("lessons.moves.lowest_right", {"bot": "Random", "points": 1074}, "średnio 1074 punkty"),
        ("lessons.moves.highest_wrong", {"bot": "Greedy", "points": 1040}, "średnio 1040 punktów"),
        ("lessons.order.points_right", {"cards": 7, "points": 4}, "ma 7 kart"),
        ("lessons.order.points_right", {"cards": 4, "points": 1}, "daje 4 − 3 = 1 punkt"),
        ("lessons.trio.q.about", {"racks": 2000}, "2000 stojaków"),
        ("lessons.want_yes_no", {"answer": "'x'"}, "(albo True, albo False)"),
    ],
)
def test_polish_counted_nouns_follow_the_plural_rules(message_id, params, says):
    assert says in render(message_id, params, "pl")


# ----- Japanese: 等式, near misses, あまり -------------------------------------------------
def test_japanese_pupils_read_toushiki_never_houteishiki():
    """The game is 「等式ゲーム」 wherever a pupil reads: lessons, feedback, boards."""
    for source in SOURCES:
        for cell in source.cells:
            assert "方程式" not in cell.text("ja"), (source.name, cell.line)
    for message_id, texts in catalog().items():
        if message_id.split(".")[0] in PUPILS_READ:
            assert "方程式" not in texts["ja"], message_id
    for path, notebook in _editions("ja"):
        assert "方程式" not in "".join(_shown(c) for c in notebook.cells), path.name
    for path in (ROOT / "notebooks").glob("*.ipynb"):
        assert "方程式" not in path.read_text(encoding="utf-8"), path.name
    assert catalog()["widgets.equations.title"]["ja"] == "等式ゲーム"


NEAR_MISSES = {
    "lessons.not_exact",  # 0.0575 for 4904/85,320
    "lessons.order.points_no_penalty",  # forgot the minus 3
    "lessons.trio.count_twice",  # forgot the trios with a tile twice
    "lessons.trio.neighbour_bigger",  # allowed, but not the biggest
    "lessons.trio.forgot_pair",
    "lessons.trio.missed_trio",
    "lessons.trio.no_bonus",
    "lessons.trio.no_trio_bonus",
    "lessons.trio.no_double",
    "lessons.trio.no_triple",
    "lessons.trio.no_premium_pair",
}
"""The Japanese feedback that opens with 「おしい！」: one piece short of right."""


def test_oshii_only_for_a_near_miss():
    opens = {mid for mid, texts in catalog().items() if texts["ja"].startswith("おしい")}
    assert opens == NEAR_MISSES
    from mathplay.lessons.order_of_operations import check

    assert not check(1, 0, language="ja").text.startswith("おしい")


def test_a_japanese_pupil_hears_of_amari():
    """7 ÷ 2 = 3 あまり 1 is the usual Japanese slip: the lesson and the feedback name it."""
    lesson_1 = next(s for s in SOURCES if s.name.startswith("01"))
    assert any("あまり 1" in cell.text("ja") for cell in lesson_1.cells)
    assert "3 あまり 1" in render("lessons.order.rounded_division", {"value": 3}, "ja")
    assert "3 reszty 1" in render("lessons.order.rounded_division", {"value": 3}, "pl")


def test_the_quoted_japanese_sentences_read_as_a_teacher_says_them():
    lesson_1 = next(s for s in SOURCES if s.name.startswith("01"))
    text = "\n".join(cell.text("ja") for cell in lesson_1.cells)
    assert "短い等式は、あまり点になりません" in text
    assert "わり切れないわり算の答えを、切り捨てずに**分数で表す**" in text


def test_notation_changes_only_the_two_signs():
    assert notation("8 − 3 ÷ 3 = 4 × 7/4 + 1", "pl") == "8 − 3 : 3 = 4 · 7/4 + 1"
    assert notation("8 − 3 ÷ 3", "ja") == "8 − 3 ÷ 3"
    assert render("lessons.right_steps", {"steps": "8 ÷ 4 = 2"}, "pl") == "Dobrze! 8 : 4 = 2"
