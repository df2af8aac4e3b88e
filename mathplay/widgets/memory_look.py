"""How the Memory Max board draws things: card colours, the legend, the players, the news.

Colours are the Okabe–Ito palette (safe for colour-blind eyes), and every state also has
its own mark (``?``, ``⇄``, a face, an empty place) and a line in the legend.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Any

from mathplay.games.memory import CHAOS, Event, EventKind
from mathplay.widgets.parts import card_html, escape, player_box

__all__ = ["CardLook", "face_label", "legend_html", "news", "player_html"]

Translate = Callable[..., str]


class CardLook(StrEnum):
    """What a place of the grid shows (a board's view, not a rule)."""

    DOWN = "down"  # face down
    SHUFFLED = "shuffled"  # face down, just shuffled by a chaos card
    UP = "up"  # face up: the first card of this turn
    BACK = "back"  # shown after a mismatch, back face down in the engine
    WON = "won"  # shown, just taken (a pair or a bonus card)
    TAKEN = "taken"  # an empty place


# look -> (card colour, text colour)
COLOURS: dict[CardLook, tuple[str, str]] = {
    CardLook.DOWN: ("#0072B2", "#ffffff"),  # blue
    CardLook.SHUFFLED: ("#CC79A7", "#111111"),  # reddish purple
    CardLook.UP: ("#F0E442", "#111111"),  # yellow
    CardLook.BACK: ("#E69F00", "#111111"),  # orange
    CardLook.WON: ("#009E73", "#ffffff"),  # bluish green
    CardLook.TAKEN: ("#f2f2f2", "#f2f2f2"),  # blank
}
# a blank, not "": a Button keeps its old text when its description becomes empty
MARKS = {CardLook.DOWN: "?", CardLook.SHUFFLED: "⇄", CardLook.TAKEN: " "}
SMALL_CARD = "font-size:1.05em;min-width:1.4em;padding:0.15em 0.3em;"


def face_label(face: str, tr: Translate) -> str:
    """What a card face shows: its symbol (as the board's language writes it: · and : in
    Polish), or the word for chaos."""
    if face == CHAOS:
        return tr("widgets.memory.chaos_face")
    return tr("widgets.card_face", symbol=face)


def legend_html(tr: Translate) -> str:
    """One swatch and one line per look of a card."""
    items = []
    for look, (colour, text) in COLOURS.items():
        border = "#999" if look == CardLook.TAKEN else colour
        mark = MARKS.get(look, "7")
        swatch = (
            f'<span style="display:inline-block;min-width:1.6em;text-align:center;'
            f"background:{colour};color:{text};border:2px solid {border};border-radius:4px;"
            f'font-weight:bold;margin-right:0.3em">{escape(mark.strip()) or "&nbsp;"}</span>'
        )
        items.append(f"<div>{swatch}{escape(tr(f'widgets.memory.legend_{look}'))}</div>")
    return f'<div class="mathplay-memory-legend" style="line-height:2em">{"".join(items)}</div>'


def player_html(
    name: str, cards: Sequence[str], *, current: bool, is_bot: bool, tr: Translate
) -> str:
    """A player's box: name (marked when it is their turn) and the cards they collected."""
    count = escape(tr("widgets.memory.cards_count", count=len(cards)))
    shown = "".join(card_html(face_label(face, tr), SMALL_CARD) for face in cards) or (
        f'<i style="color:#666">{escape(tr("widgets.memory.no_cards_yet"))}</i>'
    )
    return player_box(
        name,
        current=current,
        is_bot=is_bot,
        css="mathplay-memory-player",
        head=f" · {count}",
        body=f'<div style="margin-top:0.2em">{shown}</div>',
        tr=tr,
    )


def news(events: Sequence[Event], players: Sequence[str], tr: Translate) -> str:
    """What the last move showed everyone, in words."""
    if not events:
        return ""

    def faces(kind: EventKind, chaos: bool = False) -> list[str]:
        found = [f for e in events if e.kind == kind for f in e.faces if (f == CHAOS) == chaos]
        return [face_label(face, tr) for face in found]

    player = players[events[0].player]
    kinds = {event.kind for event in events}
    lines: list[str] = []
    if faces(EventKind.PAIR, chaos=True):
        lines.append(tr("widgets.memory.chaos_pair", player=player))
    elif EventKind.PAIR in kinds:
        lines.append(tr("widgets.memory.pair", player=player, faces=faces(EventKind.PAIR)))
    elif kinds & {EventKind.BONUS, EventKind.TURN_BACK}:
        shown = [
            f for e in events if e.kind in (EventKind.BONUS, EventKind.TURN_BACK) for f in e.faces
        ]
        flipped = [face_label(face, tr) for face in shown]
        lines.append(tr("widgets.memory.no_pair", player=player, faces=flipped))
        if EventKind.TURN_BACK in kinds:
            lines.append(tr("widgets.memory.turn_back", faces=faces(EventKind.TURN_BACK)))
        if bonus := faces(EventKind.BONUS):
            lines.append(tr("widgets.memory.bonus", player=player, faces=bonus, count=len(bonus)))
        if faces(EventKind.BONUS, chaos=True):
            lines.append(tr("widgets.memory.chaos_taken", player=player))
    if EventKind.SHUFFLE in kinds:
        count = sum(len(e.positions) for e in events if e.kind == EventKind.SHUFFLE)
        lines.append(tr("widgets.memory.shuffled", player=player, count=count))
    if EventKind.CHAOS_UNUSED in kinds:
        lines.append(tr("widgets.memory.chaos_unused"))
    if EventKind.STOP in kinds:
        lines.append(tr("widgets.memory.stopped", player=player))
    return " ".join(lines)


def swatch_style(look: CardLook) -> dict[str, Any]:
    """The button style traits of a look."""
    colour, text = COLOURS[look]
    return {"button_color": colour, "text_color": text}
