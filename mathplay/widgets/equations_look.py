"""How the Equations table draws things: card and gap looks, score chips, the legend.

Colours are the Okabe–Ito palette (safe for colour-blind eyes) and every look also differs
by something other than colour: digit cards show a digit, operator cards a sign, a gap shows
a small grey ``▾`` that grows dark on yellow while a card is picked, your new cards have a
thick outline, the hint's cards a dashed one. Each look is one shared ``ButtonStyle``: a
card changes its look by pointing at another style (one small update), never by building a
new widget. The gaps light up together through one CSS class on the table
(:data:`PICKING`), so picking a card is one update, however many gaps there are.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

import ipywidgets as w

from mathplay.expr import DIGITS
from mathplay.widgets.keys import FOCUS_CSS
from mathplay.widgets.parts import escape

__all__ = [
    "CHIP_COLOURS",
    "GAP_MARK",
    "HINT_STYLE",
    "PICKING",
    "TABLE_CSS",
    "CardLook",
    "card_box",
    "card_look",
    "chips_html",
    "equals_card",
    "legend_html",
    "make_styles",
]

Translate = Callable[..., str]


class CardLook(StrEnum):
    """What a card button or a gap shows (a board's view, not a rule)."""

    DIGIT = "digit"  # a digit card (on the table or in the hand)
    OPERATOR = "operator"  # an operator card
    PENDING = "pending"  # put on the table this turn, not confirmed yet
    SELECTED = "selected"  # picked in the hand, waiting for a gap
    PLACED = "placed"  # in the hand, but lying on the table this turn
    GAP = "gap"  # a gap while no card is picked
    GAP_READY = "gap_ready"  # a gap while a card is picked: click it!


# look -> (background, text colour)
COLOURS: dict[CardLook, tuple[str, str]] = {
    CardLook.DIGIT: ("#fff3c4", "#111111"),  # ivory
    CardLook.OPERATOR: ("#56B4E9", "#08233b"),  # sky blue
    CardLook.PENDING: ("#0072B2", "#ffffff"),  # blue
    CardLook.SELECTED: ("#0072B2", "#ffffff"),  # blue
    CardLook.PLACED: ("#d9d9d9", "#6b6b6b"),  # grey
    CardLook.GAP: ("#f1f1f1", "#b0b0b0"),
    CardLook.GAP_READY: ("#F0E442", "#111111"),  # yellow
}
GAP_MARK = "▾"
PICKING = "mathplay-eq-picking"  # the table's class while a card is picked
CHIP_COLOURS = {1: ("#C62828", "#ffffff"), 5: ("#1a1a1a", "#ffffff")}  # red 1, black 5
EQUALS_STYLE = "background:#3b3b3b;color:#ffffff;border-color:#3b3b3b;"
# the hint shows on every card colour: a dark dashed ring outside a white one
HINT_STYLE = "outline:3px dashed #111111;outline-offset:2px;box-shadow:0 0 0 2px #ffffff;"

# Rounded cards with a shadow, outlines for new and hinted cards, where the front end allows
# <style> (JupyterLab, Notebook 7, VS Code, Voila); colours and marks carry the meaning alone.
TABLE_CSS = (
    """<style>
.mathplay-equations .mathplay-eq-card, .mathplay-equations .mathplay-hand-card {
  border-radius: 7px; padding: 0; margin: 0 1px; min-width: 0;
  font-family: "DejaVu Sans", sans-serif; box-shadow: 0 2px 3px #0003; }
.mathplay-equations .mathplay-eq-slot { border-radius: 4px; padding: 0; margin: 0 1px;
  min-width: 0; font-size: 18px !important; }
.mathplay-equations.mathplay-eq-picking .mathplay-eq-slot:enabled {
  background-color: #F0E442 !important; color: #111111 !important;
  font-size: 26px !important; box-shadow: 0 0 0 2px #8a7d00 inset; }
.mathplay-equations .mathplay-eq-pending { outline: 3px solid #003f63; outline-offset: -3px; }
.mathplay-equations .mathplay-hand-selected { outline: 4px solid #E69F00; outline-offset: -4px; }
.mathplay-equations .mathplay-eq-hinted { outline: 3px dashed #111111; outline-offset: 2px;
  box-shadow: 0 0 0 2px #ffffff; }
.mathplay-equations .mathplay-eq-main { flex-wrap: wrap; gap: 0 1.2em; }
.mathplay-equations .mathplay-eq-table { min-width: min(100%, 440px); }
.mathplay-equations .mathplay-eq-row { padding: 2px 6px; margin: 2px 0; }
.mathplay-equations :lang(ja) { line-break: strict; word-break: auto-phrase; }
.mathplay-equations { container-type: inline-size; }
@container (max-width: 760px) {
  .mathplay-eq-main .mathplay-eq-card, .mathplay-eq-main .mathplay-eq-slot {
    height: 44px !important; line-height: 44px; }
  .mathplay-eq-main .mathplay-eq-card { width: 38px !important; font-size: 22px !important; }
  .mathplay-eq-main .mathplay-eq-equals { height: 44px !important; line-height: 44px !important;
    width: 38px !important; font-size: 24px !important; }
  .mathplay-eq-main .mathplay-hand-card { height: 48px !important; width: 42px !important;
    font-size: 24px !important; }
  .mathplay-eq-main .mathplay-eq-hand { min-height: 52px !important; }
  .mathplay-eq-main .widget-button { height: 34px !important; }
  .mathplay-eq-main .mathplay-hand-card { height: 48px !important; }
  .mathplay-eq-turn > div { font-size: 1.15em !important; }
}
.mathplay-equations .mathplay-eq-row { border-radius: 10px; padding: 4px 6px; margin: 3px 0;
  background: #f7f9fb; border: 2px solid #dde3e9; align-items: center; }
.mathplay-equations .mathplay-eq-row-hinted { border: 3px dashed #0072B2; }
</style>"""
    + FOCUS_CSS
)


def card_look(symbol: str) -> CardLook:
    """The look of a card as it lies on the table or in a hand."""
    return CardLook.DIGIT if symbol in DIGITS else CardLook.OPERATOR


def make_styles(font_size: str) -> dict[CardLook, w.ButtonStyle]:
    """One shared ButtonStyle per look (created per board, so no widget exists at import)."""
    return {
        look: w.ButtonStyle(
            button_color=background, text_color=text, font_size=font_size, font_weight="bold"
        )
        for look, (background, text) in COLOURS.items()
    }


def card_box(symbol: str, look: CardLook | None = None, *, extra: str = "") -> str:
    """One card drawn as an inline HTML box in the table's colours (``=`` is dark)."""
    if symbol == "=":
        colours = EQUALS_STYLE
    else:
        background, text = COLOURS[look or card_look(symbol)]
        colours = f"background:{background};color:{text};border-color:#555;"
    style = (
        "display:inline-block;min-width:1.5em;padding:0.1em 0.3em;margin:0.1em;"
        "border:2px solid;border-radius:0.3em;font-size:1.25em;font-weight:bold;"
        f"text-align:center;font-family:sans-serif;{colours}{extra}"
    )
    return f'<span class="mathplay-card" style="{style}">{escape(symbol)}</span>'


def equals_card() -> str:
    """The big "=" card in the middle of an equation row, as tall as the cards."""
    return (
        '<div class="mathplay-eq-equals" style="width:46px;height:56px;line-height:56px;'
        f"border-radius:7px;text-align:center;font-size:30px;font-weight:bold;{EQUALS_STYLE}"
        'font-family:sans-serif;box-shadow:0 2px 3px #0003">=</div>'
    )


def chip(value: int, size: str = "1.7em") -> str:
    """One score chip: a red disc marked 1 or a black disc marked 5."""
    background, text = CHIP_COLOURS[value]
    return (
        f'<span class="mathplay-eq-chip-{value}" style="display:inline-block;width:{size};'
        f"height:{size};line-height:{size};border-radius:50%;background:{background};"
        f"color:{text};text-align:center;font-weight:bold;font-size:0.85em;margin:0 1px;"
        f'border:3px dashed #ffffff88;box-shadow:0 0 0 1px {background}">{value}</span>'
    )


def chips_html(points: int) -> str:
    """A score as chips: black chips of 5 points, then red chips of 1 point."""
    fives, ones = divmod(max(points, 0), 5)
    return "".join([chip(5)] * fives + [chip(1)] * ones)


def legend_html(tr: Translate, operators: str) -> str:
    """One sample and one line per look of a card, a gap, and the two chips."""
    samples = [
        (card_box("7"), tr("widgets.equations.legend_digit")),
        (card_box(operators[:1] or "+"), tr("widgets.equations.legend_operator")),
        (card_box("=", extra=""), tr("widgets.equations.legend_equals")),
        (card_box("4", CardLook.PENDING), tr("widgets.equations.legend_pending")),
        (card_box("▾", CardLook.GAP_READY), tr("widgets.equations.legend_gap")),
        (card_box("3", extra=HINT_STYLE), tr("widgets.equations.legend_hint")),
        (chip(1, "1.5em"), tr("widgets.equations.legend_red_chip")),
        (chip(5, "1.5em"), tr("widgets.equations.legend_black_chip")),
    ]
    items = "".join(
        f'<div style="margin:0.15em 0;display:flex;align-items:center;gap:0.4em">'
        f'<span style="min-width:2.6em;text-align:center">{sample}</span>{escape(text)}</div>'
        for sample, text in samples
    )
    return f'<div class="mathplay-eq-legend" style="font-size:0.95em">{items}</div>'
