"""How the Triolet board draws things: the looks of squares and rack tiles, and the legend.

Colours are the Okabe–Ito palette (safe for colour-blind eyes), and every kind of square
also has its own mark (``×2``, ``×3``, ``↻``, ``★``, a number, ``✱`` for a wild tile) and a
line in the legend. Each rack look is one shared ``ButtonStyle``: a tile changes its look by
pointing at another style (one small update), never by building a new widget.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from functools import lru_cache

import ipywidgets as w

from mathplay.games.triolet import WILD, Tile
from mathplay.i18n import translate
from mathplay.widgets.keys import FOCUS_CSS
from mathplay.widgets.parts import escape

__all__ = [
    "BOARD_CSS",
    "RACK_STYLES",
    "SQUARE_STYLES",
    "WILD_MARK",
    "Look",
    "RackLook",
    "legend_html",
    "rack_styles",
    "square_tip",
    "tile_label",
]

Translate = Callable[..., str]

WILD_MARK = "✱"
BLANK = " "  # a Button keeps its old text when its description becomes ""


class Look(StrEnum):
    """What a square of the board shows (a board's view, not a rule)."""

    EMPTY = "empty"
    DOUBLE = "double"
    TRIPLE = "triple"
    REPLAY = "replay"
    CENTRE = "centre"
    TILE = "tile"  # a tile placed in an earlier turn
    WILD = "wild"  # a wild tile placed in an earlier turn
    LAST = "last"  # a tile of the last move
    PENDING = "pending"  # put down this turn, not confirmed yet
    HINT = "hint"  # where the hint would put a tile


class RackLook(StrEnum):
    """What a rack tile shows."""

    READY = "ready"
    SELECTED = "selected"
    PLACED = "placed"  # lying on the board, not confirmed yet
    EXCHANGE = "exchange"  # chosen to give back to the bag
    HIDDEN = "hidden"


# look -> (background, text colour, font size, mark on an empty square)
SQUARE_STYLES: dict[Look, tuple[str, str, str, str]] = {
    Look.EMPTY: ("#e6eaee", "#555555", "14px", BLANK),
    Look.DOUBLE: ("#56B4E9", "#08233b", "15px", "×2"),  # sky blue
    Look.TRIPLE: ("#D55E00", "#ffffff", "15px", "×3"),  # vermillion
    Look.REPLAY: ("#009E73", "#ffffff", "20px", "↻"),  # bluish green
    Look.CENTRE: ("#CC79A7", "#2a0a1c", "20px", "★"),  # reddish purple
    Look.TILE: ("#fff3c4", "#111111", "18px", ""),  # ivory tile
    Look.WILD: ("#F0E442", "#111111", "14px", ""),  # yellow
    Look.LAST: ("#E69F00", "#111111", "18px", ""),  # orange
    Look.PENDING: ("#0072B2", "#ffffff", "18px", ""),  # blue
    Look.HINT: ("#ffffff", "#0072B2", "18px", ""),  # white, blue number
}
RACK_STYLES: dict[RackLook, tuple[str, str]] = {
    RackLook.READY: ("#fff3c4", "#111111"),
    RackLook.SELECTED: ("#0072B2", "#ffffff"),
    RackLook.PLACED: ("#d9d9d9", "#6b6b6b"),
    RackLook.EXCHANGE: ("#D55E00", "#ffffff"),
    RackLook.HIDDEN: ("#8a8a8a", "#8a8a8a"),
}
PREMIUM_LOOKS = {"double": Look.DOUBLE, "triple": Look.TRIPLE, "replay": Look.REPLAY}
LEGEND_ORDER = (
    Look.CENTRE,
    Look.DOUBLE,
    Look.TRIPLE,
    Look.REPLAY,
    Look.TILE,
    Look.WILD,
    Look.LAST,
    Look.PENDING,
    Look.HINT,
)
LEGEND_SAMPLES = {
    Look.TILE: "9",
    Look.WILD: f"7{WILD_MARK}",
    Look.LAST: "6",
    Look.PENDING: "4",
    Look.HINT: "5",
}

# The squares' size follows the board's width (a CSS container query): from 40 px on a wide
# page down to 22 px (on a 24 px pitch) beside a narrow panel, so that the squares, the rack,
# the verdict and "Confirm" fit side by side without a sideways scroll.
SIZE_CSS = """
.mathplay-triolet { container-type: inline-size; --panel: 300px; --gap: 3px; --coord: 20px; }
.mathplay-triolet { --sq: clamp(22px, calc((100cqw - var(--panel) - 44px) / 15 - var(--gap)),
  40px); --tile: clamp(40px, calc(var(--sq) * 1.45), 58px); }
@container (max-width: 760px) {
  .mathplay-triolet-main { --panel: 190px; --gap: 2px; --coord: 15px; }
  .mathplay-triolet-main { --sq: clamp(20px, calc((100cqw - var(--panel) - 30px) / 15
    - var(--gap)), 40px); --tile: 44px; }
}
"""

# Rounded rack tiles sized with the squares, roomy number buttons (the squares' stylesheet:
# triolet_grid.py), the sizes that follow the board's width and the focus ring.
BOARD_CSS = (
    """<style>
.mathplay-triolet .mathplay-rack-tile { width: var(--tile) !important;
  height: var(--tile) !important; line-height: var(--tile); font-size: calc(var(--tile) * 0.45)
  !important; border-radius: 8px; box-shadow: 0 2px 3px #0004; }
.mathplay-triolet .mathplay-triolet-values button { height: 34px; margin: 2px; padding: 0;
  font-size: 16px; }
.mathplay-triolet .mathplay-triolet-panel .widget-button { margin: 2px 4px 2px 0; }
.mathplay-triolet .mathplay-triolet-main { gap: 12px; }
.mathplay-triolet .mathplay-triolet-below { gap: 0 1.5em; }
.mathplay-triolet :lang(ja) { line-break: strict; word-break: auto-phrase; }
"""
    + SIZE_CSS
    + "</style>"
    + FOCUS_CSS
)


@lru_cache(maxsize=4096)
def square_tip(row: int, col: int, premium: Look, look: Look, label: str, language: str) -> str:
    """What a screen reader says for a square: ``"row 7, column 7, centre mark, empty"``."""
    content = "square_empty" if look == premium else f"square_{look}"
    what = translate(f"widgets.triolet.{content}", language, tile=label.strip())
    if premium != Look.EMPTY:
        kind = translate(f"widgets.triolet.kind_{premium}", language)
        what = translate("widgets.triolet.square_what", language, kind=kind, content=what)
    return translate("widgets.triolet.square_tip", language, row=row, col=col, what=what)


def tile_label(tile: Tile) -> str:
    """A rack tile's text: its number, or ✱ for a wild tile."""
    return WILD_MARK if tile == WILD else str(tile)


def rack_styles() -> dict[RackLook, w.ButtonStyle]:
    """One shared ButtonStyle per look of a rack tile (made per board: no widget at import)."""
    return {
        look: w.ButtonStyle(
            button_color=background, text_color=text, font_size="26px", font_weight="bold"
        )
        for look, (background, text) in RACK_STYLES.items()
    }


def legend_html(tr: Translate) -> str:
    """One swatch with its mark and one line per kind of square."""
    items = []
    for look in LEGEND_ORDER:
        background, text, _, mark = SQUARE_STYLES[look]
        sample = LEGEND_SAMPLES.get(look, mark)
        outline = "outline:2px dashed #0072B2;outline-offset:-2px;" if look == Look.HINT else ""
        swatch = (
            f'<span style="display:inline-block;width:2.1em;height:1.6em;line-height:1.6em;'
            f"text-align:center;vertical-align:middle;background:{background};color:{text};"
            f'border-radius:4px;font-weight:bold;margin-right:0.4em;{outline}">'
            f"{escape(sample)}</span>"
        )
        label = escape(tr(f"widgets.triolet.legend_{look}"))
        items.append(f'<div style="margin:0.15em 0">{swatch}{label}</div>')
    style = "columns:2;column-gap:1.5em;font-size:0.95em"
    return f'<div class="mathplay-triolet-legend" style="{style}">{"".join(items)}</div>'
