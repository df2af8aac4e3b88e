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
        self.numbers = [w.HTML(f"<b>{seat + 1}.</b>") for seat in range(most)]
        self.names = [w.Text(layout=w.Layout(width="14em")) for _ in range(most)]
        self.kinds = [w.Dropdown(layout=w.Layout(width="17em")) for _ in range(most)]
        self.rows = []
        for seat in range(most):
            self.names[seat].add_class("mathplay-app-name")
            self.kinds[seat].add_class("mathplay-app-kind")
            self.names[seat].observe(lambda _c, s=seat: self._typed(s), "value")
            self.kinds[seat].observe(lambda _c: self._redraw(), "value")
            row = w.HBox(
                [self.numbers[seat], self.names[seat], self.kinds[seat]],
                layout=w.Layout(align_items="center"),
            )
            row.add_class("mathplay-app-seat")
            self.rows.append(row)
        self.add = button("", self.add_seat)
        self.add.add_class("mathplay-app-add-player")
        self.remove = button("", self.remove_seat)
        self.remove.add_class("mathplay-app-remove-player")
        self.box = w.VBox([self.title, *self.rows, w.HBox([self.add, self.remove])])
        self.render(tr)
        levels = spec.levels
        self.kinds[1].value = levels[1] if len(levels) > 2 else levels[-1]  # against a computer

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
