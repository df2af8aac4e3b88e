"""The players on an app page's welcome: for each seat a name and who plays it, a person or a
computer player (easy, medium, hard).

A name the pupil has not typed follows the seat and the language: "You" for the one person
against the computer, "Player 2" for another person, "Computer" (or "Computer 3" when there
are several); a typed name stays as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from mathplay.widgets.app_games import AppGame
from mathplay.widgets.parts import button, escape

__all__ = ["PERSON", "Seats"]

PERSON = "person"
Translate = Callable[..., str]


class Seats:
    """The seats' widgets (``names``, ``kinds``, the add and remove buttons) in ``box``."""

    def __init__(self, spec: AppGame, tr: Translate) -> None:
        self.spec = spec
        self.tr = tr
        fewest, most = spec.seats
        self.count = fewest
        self.typed = [False] * most  # the pupil typed this seat's name
        self._drawing = False
        self.title = w.HTML()
        # a seat's row is made when it is first shown (each is eleven widgets for the page to
        # make, and most pupils never add a player)
        self.names: list[w.Text] = []
        self.kinds: list[w.Dropdown] = []
        self.rows: list[w.HBox] = []
        self.add = button("", self.add_seat, css="mathplay-app-add-player")
        self.remove = button("", self.remove_seat, css="mathplay-app-remove-player")
        self.buttons = w.HBox([self.add, self.remove])
        self.box = w.VBox()
        self.render(tr)
        levels = spec.levels
        self.kinds[1].value = levels[1] if len(levels) > 2 else levels[-1]  # against a computer

    def _add_row(self) -> None:
        seat = len(self.rows)
        name = w.Text(layout=w.Layout(width="14em"), _dom_classes=("mathplay-app-name",))
        kind = w.Dropdown(layout=w.Layout(width="17em"), _dom_classes=("mathplay-app-kind",))
        name.observe(lambda _c: self._typed(seat), "value")
        kind.observe(lambda _c: self._redraw(), "value")
        number = w.HTML(f"<b>{seat + 1}.</b>")
        row = w.HBox(
            [number, name, kind],
            layout=w.Layout(align_items="center"),
            _dom_classes=("mathplay-app-seat",),
        )
        self.names.append(name)
        self.kinds.append(kind)
        self.rows.append(row)

    def add_seat(self) -> None:
        """One more player (a person), up to the game's most."""
        self.count = min(self.count + 1, self.spec.seats[1])
        self._redraw()

    def remove_seat(self) -> None:
        """One player fewer (the last one), down to the game's fewest."""
        self.count = max(self.count - 1, self.spec.seats[0])
        self._redraw()

    def players(self) -> list[Any]:
        """The seats as a board takes them: a name for a person, ``(name, bot)``."""
        seats: list[Any] = []
        for seat in range(self.count):
            name = self.names[seat].value.strip()[:40] or self.default_name(seat)
            kind = self.kinds[seat].value
            seats.append(name if kind == PERSON else (name, self.spec.bot(kind, seat)))
        return seats

    def default_name(self, seat: int) -> str:
        """The name of a seat whose name the pupil has not typed."""
        kinds = [self.kinds[s].value or PERSON for s in range(self.count)]
        if kinds[seat] == PERSON:
            people = [s for s, kind in enumerate(kinds) if kind == PERSON]
            if people == [seat] and seat == 0:
                return self.tr("widgets.you")
            return self.tr("widgets.app.player_number", number=seat + 1)
        if sum(kind != PERSON for kind in kinds) == 1:
            return self.tr("widgets.computer")
        return self.tr("widgets.computer_number", number=seat + 1)

    def render(self, tr: Translate) -> None:
        """Every label in the language of ``tr``; each untyped name follows its seat."""
        self.tr = tr
        self._drawing = True
        try:
            while len(self.rows) < self.count:
                self._add_row()
            options = [(tr("widgets.app.person"), PERSON)] + [
                (tr(f"widgets.app.{level}"), level) for level in self.spec.levels
            ]
            for seat, (row, name, kind) in enumerate(
                zip(self.rows, self.names, self.kinds, strict=True)
            ):
                chosen = kind.value or PERSON
                kind.options = options
                kind.value = chosen
                row.layout.display = None if seat < self.count else "none"
                name.placeholder = tr("widgets.app.name")
            for seat, name in enumerate(self.names):
                if not self.typed[seat] and seat < self.count:
                    name.value = self.default_name(seat)
        finally:
            self._drawing = False
        children = (self.title, *self.rows, self.buttons)
        if self.box.children != children:
            self.box.children = children
        self.title.value = f'<b style="font-size:1.1em">{escape(tr("widgets.app.who"))}</b>'
        self.add.description = tr("widgets.app.add_player")
        self.remove.description = tr("widgets.app.remove_player")
        self.add.disabled = self.count >= self.spec.seats[1]
        self.remove.disabled = self.count <= self.spec.seats[0]

    def _typed(self, seat: int) -> None:
        if not self._drawing:
            self.typed[seat] = bool(self.names[seat].value.strip())

    def _redraw(self) -> None:
        if not self._drawing:
            self.render(self.tr)
