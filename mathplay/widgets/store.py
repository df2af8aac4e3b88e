"""Saved games in the browser's own storage, for the app pages: a small front-end module
(``store.js``, an anywidget module like the keyboard layer) that works wherever the page runs,
the static site's Pyodide kernel included, and keeps what it stores after a reload.

A saved game is the board's save file (:mod:`.saving`: the same format as ``board.save``) with a
few words about it (players, moves, game number) for the list; the front end adds when it was
saved. The front end also tells the language the pupil chose: the page's ``?lang=``, or the
one chosen last time in this browser.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from mathplay.i18n import LANGUAGES

__all__ = ["KEEP", "BrowserStore"]

KEEP = 10  # saved games kept per game (the oldest goes when an eleventh is saved)


class BrowserStore(anywidget.AnyWidget):
    """The saved games of one game (``game``: "triolet", ...) in this browser (invisible)."""

    _esm = Path(__file__).with_name("store.js")
    game = traitlets.Unicode().tag(sync=True)
    keep = traitlets.Int(KEEP).tag(sync=True)
    languages = traitlets.List(traitlets.Unicode()).tag(sync=True)
    language = traitlets.Unicode("").tag(sync=True)  # the pupil's choice ("": none yet)
    saves = traitlets.List().tag(sync=True)  # from the front end, the newest first

    def __init__(self, game: str, **kwargs: Any) -> None:
        super().__init__(game=game, languages=list(LANGUAGES), **kwargs)
        self.waiting: dict[str, Callable[[str | None], None]] = {}
        self.on_stored: Callable[[str], None] = lambda _key: None
        self.on_failed: Callable[[str], None] = lambda _error: None
        self.on_msg(self._answer)

    def put(self, about: dict[str, Any], board: str) -> str:
        """Keep a saved game (``board``: its save file's text); the key it is kept under."""
        key = f"mathplay-save:{self.game}:{time.time_ns()}"
        self.send({"put": key, "about": about, "board": board, "keep": self.keep})
        return key

    def fetch(self, key: str, then: Callable[[str | None], None]) -> None:
        """Ask for the save file kept under ``key``: ``then(text)`` (``None``: gone)."""
        self.waiting[key] = then
        self.send({"get": key})

    def remove(self, key: str) -> None:
        """Forget the saved game kept under ``key``."""
        self.send({"remove": key})

    def listed(self) -> list[dict[str, Any]]:
        """The saved games as the list shows them: key, when, players, moves, game number
        (what the browser keeps may say anything: only well-formed entries are listed)."""
        shown = []
        for entry in self.saves:
            if not isinstance(entry, dict) or not isinstance(entry.get("key"), str):
                continue
            players = entry.get("players")
            shown.append(
                {
                    "key": entry["key"],
                    "when": str(entry.get("when", ""))[:40],
                    "players": [str(p)[:40] for p in players][:6]
                    if isinstance(players, list)
                    else [],
                    "moves": _count(entry.get("moves")),
                    "number": _count(entry.get("number")),
                }
            )
        return shown

    def _answer(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        if "got" in content:
            then = self.waiting.pop(str(content["got"]), None)
            board = content.get("board")
            if then is not None:
                then(board if isinstance(board, str) else None)
        elif "stored" in content:
            self.on_stored(str(content["stored"]))
        elif "failed" in content:
            self.waiting.pop(str(content["failed"]), None)
            self.on_failed(str(content.get("error", ""))[:200])


def _count(value: Any) -> int | None:
    return value if type(value) is int and value >= 0 else None
