"""PickFifteenBoard: play Pick 15 against the computer, and see it is noughts and crosses.

The nine numbers are buttons; a click picks one, and the computer answers at once (its
look-ahead takes a few milliseconds: no thread, so it runs the same in JupyterLite). "Show
the magic square" lays the same numbers out as the 3 × 3 magic square, each pick marked
✕ or ◯: the numbers that made 15 are a line. The game and the computer's choice are
:mod:`mathplay.lessons.magic_square`'s; the board only draws them.
"""

from __future__ import annotations

import ipywidgets as w

from mathplay.lessons.magic_square import (
    COLOURS,
    MARKS,
    NUMBERS,
    PickFifteen,
    best_pick,
    magic_square,
)
from mathplay.widgets.base import Board
from mathplay.widgets.parts import button, escape

__all__ = ["PickFifteenBoard"]


class PickFifteenBoard(Board):
    """Pick 15: you (✕) against the computer (◯), or two people (``computer=False``).

    Gestures as methods, for tests and keyboard users: :meth:`pick`, :meth:`new_game`,
    :meth:`show_square`. Who starts changes from one game to the next.
    """

    arithmetic = False

    def __init__(self, *, computer: bool = True, language: str | None = None) -> None:
        super().__init__(language=language)
        self.computer = computer
        self.game = PickFifteen()
        self.games = 0  # games started before this one: the computer starts the odd ones
        self.square_shown = False
        self.heading = w.HTML()
        self.numbers = w.HBox(
            [button(str(n), lambda n=n: self.pick(n), width="4em") for n in NUMBERS],
            layout=w.Layout(flex_flow="row wrap"),
        )
        for number in self.numbers.children:
            number.layout.height = "2.6em"
            number.style.font_size = "20px"
            number.style.font_weight = "bold"
        self.picked = w.HTML()
        self.square = w.HTML()
        self.toggle = button("", lambda: self.show_square(not self.square_shown))
        self.again = button("", self.new_game, button_style="primary")
        self.children = [
            self.heading,
            self.numbers,
            self.picked,
            self.status,
            w.HBox([self.toggle, self.again]),
            self.square,
        ]
        self._computer_turn()
        self.render()

    # ----- gestures -------------------------------------------------------------------
    def pick(self, number: int) -> None:
        """Pick ``number`` for the player to move (the computer answers)."""
        self.safely(self._pick, number)

    def _pick(self, number: int) -> None:
        self.game = self.game.pick(number)
        self.clear_message()
        self._computer_turn()
        self._say_result()
        self.render()

    def new_game(self) -> None:
        """Start again; the other player starts."""
        self.games += 1
        self.game = PickFifteen()
        self.clear_message()
        self._computer_turn()
        self.render()

    def show_square(self, shown: bool = True) -> None:
        """Show (or hide) the same game on the magic square."""
        self.square_shown = bool(shown)
        self.render()

    # ----- the game -------------------------------------------------------------------
    @property
    def computer_seat(self) -> int | None:
        """Which player the computer is in this game (``None``: two people play)."""
        return (1 - self.games % 2) if self.computer else None

    def _computer_turn(self) -> None:
        if not self.game.over and self.game.to_move == self.computer_seat:
            self.game = self.game.pick(best_pick(self.game))

    def _say_result(self) -> None:
        winner = self.game.winner
        if winner is not None:
            trio = " + ".join(map(str, sorted(self.game.trio(winner) or ())))
            who = self._who(winner)
            self.say(f"widgets.pick15.win_{who}", kind="good", trio=trio, mark=MARKS[winner])
        elif self.game.over:
            self.say("widgets.pick15.draw")

    def _who(self, player: int) -> str:
        if self.computer_seat is None:
            return "player"
        return "computer" if player == self.computer_seat else "you"

    # ----- drawing --------------------------------------------------------------------
    def render(self) -> None:
        game = self.game
        self.heading.value = f"<b>{escape(self.tr('widgets.pick15.rules'))}</b>"
        owner = {n: p for p in (0, 1) for n in game.picks[p]}
        for number, widget in zip(NUMBERS, self.numbers.children, strict=True):
            widget.disabled = number in owner or game.over
            widget.description = (
                f"{number} {MARKS[owner[number]]}" if number in owner else str(number)
            )
            widget.style.button_color = COLOURS[owner[number]] if number in owner else None
            widget.style.text_color = "#fff" if number in owner else None
        self.picked.value = self._picked_html()
        if not game.over and self.shown_message is None:
            mover = self._who(game.to_move)
            self.say(f"widgets.pick15.turn_{mover}", mark=MARKS[game.to_move])
        self.toggle.description = self.tr(
            "widgets.pick15.hide_square" if self.square_shown else "widgets.pick15.show_square"
        )
        self.again.description = self.tr("widgets.new_game")
        self.square.value = magic_square(game, self.language).html if self.square_shown else ""

    def _picked_html(self) -> str:
        parts = []
        for player in (0, 1):
            numbers = ", ".join(map(str, self.game.picks[player])) or "–"
            name = self.tr(f"widgets.pick15.name_{self._who(player)}", mark=MARKS[player])
            colour = COLOURS[player]
            parts.append(f'<span style="color:{colour}"><b>{escape(name)}</b>: {numbers}</span>')
        return " &nbsp; ".join(parts)
