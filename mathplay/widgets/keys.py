"""The keyboard and the screen reader on a board: a small front-end module (``keys.js``).

ipywidgets has no keyboard API of its own, so each board holds one invisible
:class:`Keys` widget, an `anywidget <https://anywidget.dev>`_ module (a prebuilt front-end,
no JupyterLab build step: the same in JupyterLab, Notebook 7, Voila and JupyterLite). It
finds the board it sits in and gives every group of buttons (``groups``: CSS selectors) one
Tab stop and arrow keys, the board's own keys (``shortcuts``: key → the button to click), a
focus that stays where the pupil is when a redraw replaces the focused button, and
``aria-label``\\ s from the buttons' tooltips. Enter and Space press the focused button, as in
any page; JupyterLab's notebook shortcuts do not see the keys a board uses.
"""

from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets

__all__ = ["FOCUS_CSS", "Keys"]

# Text lines at 1.4 (not the widgets' 28 px), and a focus ring of at least 2 px that shows
# on every colour: a white ring inside a black one (21:1 against each other; the black one
# 17:1 on the white page, the white one on dark cards). Longer words (a translation; the
# pseudo-locale of tests/browser/test_pseudo_layout.py) wrap inside their box rather than
# hide under an ellipsis: a button's words (``parts.button``; never a card's symbol), a
# slider's label (ipywidgets cuts both on one line). ``:where`` keeps these rules weaker than
# each board's own (a button's height).
FOCUS_CSS = """<style>
.mathplay-board .widget-html-content { line-height: 1.4; overflow-wrap: break-word; }
:where(.mathplay-board) .mathplay-words { white-space: normal; overflow-wrap: anywhere;
  height: auto; min-height: var(--jp-widgets-inline-height); line-height: 1.2; }
:where(.mathplay-board) :is(.widget-slider, .widget-text):has(> .widget-label) {
  height: auto; min-height: var(--jp-widgets-inline-height); }
:where(.mathplay-board) .widget-inline-hbox .widget-label { white-space: normal;
  overflow-wrap: anywhere; line-height: 1.2; display: flex; align-items: center;
  justify-content: flex-end; }
.mathplay-board button:focus:not(:focus-visible) { outline: none; }
.mathplay-board button:focus-visible { outline: none !important;
  box-shadow: 0 0 0 2px #ffffff, 0 0 0 5px #111111 !important; position: relative; z-index: 3; }
</style>"""


class Keys(anywidget.AnyWidget):
    """The keyboard layer of one board (invisible)."""

    _esm = Path(__file__).with_name("keys.js")
    groups = traitlets.List(traitlets.Unicode()).tag(sync=True)
    shortcuts = traitlets.Dict().tag(sync=True)  # key -> [selector, index]
    start = traitlets.Dict().tag(sync=True)  # group -> index of its first Tab stop
    language = traitlets.Unicode("en").tag(sync=True)
