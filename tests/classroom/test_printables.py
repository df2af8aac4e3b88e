"""The printable materials: A4 pages in every language, committed as the package renders
them, holding every card, tile and square of the games' own rules."""

from __future__ import annotations

import html
import re
import sys
from collections import Counter
from pathlib import Path

import pytest

from mathplay.classroom.printables import EQUALS_CARDS, PRINTABLES, SLIPS, printable
from mathplay.games.equations.rules import Rules as EquationsRules
from mathplay.games.memory.rules import Rules as MemoryRules
from mathplay.games.triolet.rules import Rules as TrioletRules
from mathplay.i18n import LANGUAGES, translate
from mathplay.i18n.notation import notation
from mathplay.lessons.plan import load_plan, plan_names
from mathplay.lessons.source import edition_path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from printables import printable_path  # noqa: E402

PAGES = {(name, lang): printable(name, lang) for name in PRINTABLES for lang in LANGUAGES}


def _faces(page, kind):
    """The faces of the pieces to cut out (``card`` or ``tile``), in order."""
    return re.findall(rf'<div class="{kind} [^"]*"><span class="face">([^<]*)</span>', page)


@pytest.mark.parametrize("name", list(PRINTABLES))
@pytest.mark.parametrize("language", LANGUAGES)
def test_each_page_is_committed_and_prints_on_a4(name, language):
    page = PAGES[name, language]
    assert printable_path(ROOT, name, language).read_text(encoding="utf-8") == page
    assert "@page { size: A4;" in page and f'<html lang="{language}">' in page
    key = "classroom.print." + ("exit_ticket" if "exit" in name else name.replace("-", "_"))
    assert f"<h1>{translate(key, language)}</h1>" in page
    assert "{" not in re.sub(r"<style>.*</style>", "", page, flags=re.S)  # every field filled


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_equations_cards_are_the_whole_deck(language):
    faces = _faces(PAGES["equations-cards", language], "card")
    deck = Counter(EquationsRules().cards())
    times, divide = ("·", ":") if language == "pl" else ("×", "÷")
    deck[times], deck[divide] = deck.pop("×"), deck.pop("÷")
    assert Counter(faces) == deck + Counter({"=": EQUALS_CARDS})
    assert len(faces) == 60 + 27 + 4  # the rules page's deck
    assert PAGES["equations-cards", language].count('class="card digit turn"') == 12  # 6s, 9s


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_memory_cards_are_the_whole_deck(language):
    page = PAGES["memory-cards", language]
    faces = _faces(page, "card")
    assert len(faces) == MemoryRules().deck_size == 40
    assert faces.count("✱") == 4 and faces.count("Y") == 4
    assert page.count(f'<span class="note">{translate("classroom.print.chaos", language)}') == 4


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_triolet_board_has_every_premium_square(language):
    page = PAGES["triolet-board", language]
    rules = TrioletRules()
    cells = re.findall(r'<td title="\((\d+), (\d+)\)"[^>]*>([^<]*)</td>', page)
    assert len(cells) == rules.size**2 == 225
    shown = {(int(r), int(c)): text for r, c, text in cells}
    assert {sq for sq, t in shown.items() if t == "3×"} == set(rules.triples)
    assert {sq for sq, t in shown.items() if t == "2×"} == set(rules.doubles) - {rules.centre}
    assert {sq for sq, t in shown.items() if t == "↻"} == set(rules.replays)
    assert shown[rules.centre] == "★"
    assert translate("puzzles.legend.triple", language) in page


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_triolet_tiles_are_the_whole_bag(language):
    page = PAGES["triolet-tiles", language]
    faces = _faces(page, "tile")
    rules = TrioletRules()
    assert Counter(faces) == Counter(
        {str(v): n for v, n in enumerate(rules.distribution)} | {"*": rules.wild_tiles}
    )
    assert len(faces) == 81 + 2
    # each number tile carries how many of it there are, as the real ones do
    corners = re.findall(r'<span class="face">(\d+)</span><span class="note">(\d+)</span>', page)
    assert all(int(n) == rules.distribution[int(v)] for v, n in corners) and len(corners) == 81


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_lesson_has_its_exit_ticket_to_print(language):
    for name in plan_names():
        page = PAGES[f"{name}-exit-ticket", language]
        assert page.count('<section class="slip">') == SLIPS
        for question in load_plan(name).exit:
            shown = html.escape(notation(question.question[language], language), quote=False)
            assert page.count(f"<li>{shown}<div") == SLIPS


def test_every_plan_links_pages_that_exist():
    for name in plan_names():
        plan = load_plan(name)
        assert plan.printables and set(plan.printables) <= set(PRINTABLES), name
        text = edition_path(ROOT, name, "pl", "teacher").read_text(encoding="utf-8")
        for page in plan.printables:
            assert f"(printables/{page}.html)" in text
        assert f"(printables/{name}-exit-ticket.html)" in text
