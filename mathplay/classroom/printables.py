"""Printable materials for the lessons' unplugged activities, A4 pages in each language.

Each page's title is the catalog's ``classroom.print.<name>`` (``-`` written ``_``), and
``classroom.print.<name>_how`` says how to print and cut it (the lessons' plans link to the
pages by those titles).

- ``equations-cards``: every card of an Equations game (the deck of its ``Rules``, the "="
  cards), to cut out;
- ``memory-cards``: the Memory Max deck (its ``Rules().deck()``);
- ``triolet-board``: the 15 × 15 board with its premium squares (the engine's ``Board``,
  drawn by the same picture the lessons show) and its legend;
- ``triolet-tiles``: the 81 number tiles (each with the number of its copies in the corner,
  as on the real tiles) and the wild tiles, the same size as the board's squares;
- ``NN-name-exit-ticket``: each lesson's exit ticket (its plan's three questions), four
  slips to a page, with a line for the name and room for each answer.

Every count comes from the game's rules (``mathplay.games``): nothing is counted twice.
Each page is a Jinja2 template with autoescape (``templates/printable.html.j2``, A4 in
``@page``) rendered by :func:`mathplay.puzzles.pages.render`; cards show × and ÷ as the
language's school writes them (· and : in Polish). ``python tools/printables.py`` writes
them to ``teachers/<lang>/printables/NAME.html`` (print at 100 %, on card).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mathplay.games.equations.cards import Pile
from mathplay.games.equations.rules import Rules as EquationsRules
from mathplay.games.memory.cards import CHAOS
from mathplay.games.memory.rules import Rules as MemoryRules
from mathplay.games.triolet.board import Board
from mathplay.games.triolet.picture import board_html, board_legend
from mathplay.games.triolet.rules import Rules as TrioletRules
from mathplay.i18n import translate
from mathplay.i18n.notation import notation
from mathplay.lessons.plan import exit_ticket_page, load_plan, plan_names
from mathplay.lessons.source import lesson_sources
from mathplay.puzzles.pages import render

__all__ = ["EQUALS_CARDS", "PRINTABLES", "SLIPS", "Card", "printable"]

EQUALS_CARDS = 4
"""The rules page's "=" cards: one for each of the three equations on the table, and a spare."""


@dataclass(frozen=True)
class Card:
    """One piece to cut out: what it shows big, a small word under it, its CSS kind."""

    face: str
    note: str = ""
    kind: str = ""


def _digit(face: str) -> Card:
    """A digit card; 6 and 9 are underlined, so that nobody reads them upside down."""
    return Card(face, kind="digit turn" if face in "69" else "digit")


def _equations(language: str) -> dict:

    rules = EquationsRules()
    digits = [_digit(c) for c in rules.cards(Pile.DIGIT)]
    operators = [Card(notation(c, language), kind="sign") for c in rules.cards(Pile.OPERATOR)]
    equals = [Card("=", kind="sign")] * EQUALS_CARDS
    counts = {"digits": len(digits), "operators": len(operators), "equals": EQUALS_CARDS}
    return {"how": counts, "cards": [*digits, *operators, *equals], "layout": "cards"}


def _memory(language: str) -> dict:

    cards = []
    for face in MemoryRules().deck():
        if face == CHAOS:
            cards.append(Card("✱", translate("classroom.print.chaos", language), "bonus"))
        elif face.isdigit():
            cards.append(_digit(face))
        else:
            cards.append(Card(notation(face, language), kind="bonus"))
    return {"how": {"count": len(cards)}, "cards": cards, "layout": "cards"}


def _board(language: str) -> dict:

    board = Board()
    return {
        "how": {},
        "board": board_html(board, margin=None),
        "legend": board_legend(board, None, language, margin=None),
        "layout": "board",
    }


def _tiles(language: str) -> dict:

    rules = TrioletRules()
    tiles = [
        Card(str(value), str(copies), "tile")
        for value, copies in enumerate(rules.distribution)
        for _ in range(copies)
    ]
    wild = translate("classroom.print.wild", language)
    tiles += [Card("*", wild, "tile wild")] * rules.wild_tiles
    return {
        "how": {"count": len(tiles), "wild": rules.wild_tiles},
        "cards": tiles,
        "layout": "tiles",
    }


SLIPS = 4
"""Exit tickets on one A4 page, to cut apart."""


def _exit_ticket(lesson: str) -> Callable[[str], dict]:
    """Lesson ``lesson``'s exit ticket, :data:`SLIPS` to a page (its plan's three questions)."""

    def page(language: str) -> dict:

        (source,) = [s for s in lesson_sources() if s.name == lesson]
        questions = [notation(q.question[language], language) for q in load_plan(lesson).exit]
        slip = {"lesson": source.title(language), "questions": questions}
        return {"how": {}, "slips": [slip] * SLIPS, "layout": "slips"}

    return page


def _pages() -> dict[str, Callable[[str], dict]]:

    pages = {
        "equations-cards": _equations,
        "memory-cards": _memory,
        "triolet-board": _board,
        "triolet-tiles": _tiles,
    }
    return pages | {exit_ticket_page(name): _exit_ticket(name) for name in plan_names()}


PRINTABLES: dict[str, Callable[[str], dict]] = _pages()
"""Each printable page's name and what it holds: the games' materials, and each lesson's
exit ticket (``NN-name-exit-ticket``)."""


def printable(name: str, language: str) -> str:
    """The A4 page ``name`` (one of :data:`PRINTABLES`) in ``language``, as HTML."""

    page = PRINTABLES[name](language)
    key = "classroom.print." + ("exit_ticket" if "slips" in page else name.replace("-", "_"))
    page["how"] = translate(f"{key}_how", language, **page["how"])
    return render(
        "printable.html.j2",
        language,
        package="mathplay.classroom",
        title=translate(key, language),
        **page,
    )
