"""The small pieces every board draws with: a card, a player's box, a button with words,
escaped text, expressions kept on one line, the spinner shown while a board thinks."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from mathplay.widgets.names import says_computer

__all__ = [
    "CARD_STYLE",
    "SPINNER",
    "button",
    "card_html",
    "escape",
    "nowrap_expressions",
    "player_box",
    "strip_tags",
]

CARD_STYLE = (
    "display:inline-block;min-width:2.2em;padding:0.35em 0.5em;margin:0.1em;"
    "border:2px solid #444;border-radius:0.35em;background:#fff;color:#111;"
    "font-size:1.4em;font-weight:bold;text-align:center;font-family:sans-serif;"
)


# A spinning ring drawn by CSS (an emoji such as ⏳ is an empty box without an emoji font)
SPINNER = (
    "<style>@keyframes mathplay-spin{to{transform:rotate(360deg)}}</style>"
    '<span aria-hidden="true" style="display:inline-block;width:0.9em;height:0.9em;'
    "margin-right:0.4em;vertical-align:-0.1em;border:2px solid #0072B2;"
    "border-top-color:transparent;border-radius:50%;animation:mathplay-spin 0.9s linear "
    'infinite"></span>'
)


def escape(text: object) -> str:
    """HTML-escaped text."""
    return html.escape(str(text))


# a run of numbers joined by operators ("8 − 3 ÷ 3 = 7", "9 + 6 = 15 → 30"), in HTML text
EXPRESSION = re.compile(r"\d+(?:(?:\s*[-+−×÷=·→/]\s*|\s:\s)\d+)+")  # " : " divides (pl)


def nowrap_expressions(html_text: str) -> str:
    """``html_text`` with every expression in it kept on one line (a line break inside
    "8 × 7 = 56" would make it read "8 × 7 = 5", then "6")."""
    return EXPRESSION.sub(lambda m: f'<span style="white-space:nowrap">{m[0]}</span>', html_text)


def card_html(symbol: str, extra_style: str = "", title: str = "") -> str:
    """One card drawn as an inline HTML box."""
    tip = f' title="{escape(title)}"' if title else ""
    style = CARD_STYLE + extra_style
    return f'<span class="mathplay-card" style="{style}"{tip}>{escape(symbol)}</span>'


def player_box(
    name: str, *, current: bool, is_bot: bool, css: str, head: str, body: str, tr: Any
) -> str:
    """A player's box: the name (▶ and a blue frame on their turn), "(computer)" unless the
    name says so, then ``head`` (HTML, on the name's line) and ``body`` (HTML, below it)."""
    border, background = ("#0072B2", "#e8f1fa") if current else ("#cccccc", "#ffffff")
    who = f"▶ {escape(name)}" if current else escape(name)
    role = (
        f" <small>{escape(tr('widgets.bot'))}</small>" if is_bot and not says_computer(name) else ""
    )
    return (
        f'<div class="{css}" style="border:3px solid {border};border-radius:8px;'
        f'padding:0.25em 0.6em;margin:0.2em 0;background:{background}">'
        f'<div style="font-size:1.15em"><b>{who}</b>{role}{head}</div>{body}</div>'
    )


def button(
    label: str,
    on_click: Callable[[], Any],
    *,
    width: str = "auto",
    words: bool = True,
    css: str = "",
    layout: dict[str, str] | None = None,
    **kw: Any,
) -> w.Button:
    """A Button that calls ``on_click()`` with no argument. ``words``: its label is words,
    which wrap onto a second line when a language's are long (``keys.FOCUS_CSS``); a card's
    symbol (``words=False``) never wraps. ``css``: its classes (space-separated); ``layout``:
    its layout's traits beside the width. Given at once: each change later is one more message
    to the page."""
    classes = ["mathplay-words"] if words else []
    widget = w.Button(
        description=label,
        layout=w.Layout(width=width, **(layout or {})),
        _dom_classes=(*classes, *css.split()),
        **kw,
    )
    widget.on_click(lambda _button: on_click())
    return widget


def strip_tags(text: str) -> str:
    """``text`` without its HTML tags (what a screen reader or a plain line shows)."""
    out, inside = [], False
    for char in text:
        if char == "<":
            inside = True
        elif char == ">":
            inside = False
        elif not inside:
            out.append(char)
    return "".join(out)
