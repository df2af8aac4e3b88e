"""EquationsSetup: a small form to choose the players and the main variants, then play.

The form only gathers choices; :class:`~mathplay.games.equations.Rules` checks them (a bad
value becomes a message in the form) and :class:`~mathplay.widgets.EquationsTable` plays.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from mathplay.expr import MINUS, OPERATORS, PLUS
from mathplay.games.equations import GreedyBot, RandomBot, Rules
from mathplay.i18n import LANGUAGES
from mathplay.widgets.base import LANGUAGE_NAMES, Board
from mathplay.widgets.equations import EquationsTable
from mathplay.widgets.keys import FOCUS_CSS
from mathplay.widgets.parts import button, escape

__all__ = ["EquationsSetup"]

MAX_SEATS = 6
SEAT_KINDS = ("person", "random", "greedy")
WIDE = {"description_width": "15em"}  # the label beside, the slider keeps its length
SLIDER = {"width": "min(100%, 36em)"}


class EquationsSetup(Board):
    """Choose 2–6 seats (a person or a bot each), the target, the penalty, the void rule,
    gentle arithmetic and passing hands; "Start" puts an :class:`EquationsTable` below.

    ``seed``: the first game's shuffles (``None``: a new game each time); ``bot_delay``
    goes to the table.
    """

    css_classes = "mathplay-board mathplay-equations-setup"

    def __init__(
        self, *, seed: int | None = None, language: str | None = None, bot_delay: float = 0.8
    ) -> None:
        super().__init__(language=language)
        self.seed = seed
        self.bot_delay = bot_delay
        self.table: EquationsTable | None = None
        self.heading = w.HTML()
        self.seat_count = w.IntSlider(value=2, min=2, max=MAX_SEATS, style=WIDE, layout=SLIDER)
        self.names = [w.Text(layout=w.Layout(width="12em")) for _ in range(MAX_SEATS)]
        # a player's kind is as wide as its longest choice, 14em at least
        self.kinds = [
            w.Dropdown(layout=w.Layout(width="auto", min_width="14em")) for _ in range(MAX_SEATS)
        ]
        self.seats = [
            w.HBox([name, kind]) for name, kind in zip(self.names, self.kinds, strict=True)
        ]
        defaults = Rules()
        self.target = w.IntSlider(value=defaults.target, min=5, max=50, style=WIDE, layout=SLIDER)
        self.penalty = w.IntSlider(value=defaults.penalty, min=0, max=6, style=WIDE, layout=SLIDER)
        self.void_rule = _flag(True)
        self.void_at = w.IntSlider(value=defaults.void_at, min=4, max=20, style=WIDE, layout=SLIDER)
        self.gentle = _flag(False)
        self.pass_hands = _flag(False)
        self.language_choice = w.Dropdown(
            options=[(LANGUAGE_NAMES[code], code) for code in LANGUAGES],
            value=self.language,
            style=WIDE,
        )
        self.language_choice.observe(lambda change: self.set_language(change["new"]), "value")
        self.seat_count.observe(lambda _change: self.render(), "value")
        self.void_rule.observe(lambda _change: self.render(), "value")
        self.start_button = button(
            "",
            self.start,
            button_style="success",
            css="mathplay-eq-start",
            layout={"height": "44px", "align_self": "flex-start", "padding": "0 2em"},
            style={"font_size": "17px"},
        )
        self.table_box = w.VBox()
        for at, name in enumerate(self.names):
            name.value = self.tr("widgets.equations.setup_name", number=at + 1)
        self.children = [
            self.heading,
            self.seat_count,
            *self.seats,
            self.target,
            self.penalty,
            w.HBox([self.void_rule, self.void_at], layout=w.Layout(flex_flow="row wrap")),
            self.gentle,
            self.pass_hands,
            self.language_choice,
            self.start_button,
            self.status,
            self.table_box,
            w.HTML(FOCUS_CSS),  # longer words wrap (a slider's label), the focus ring
        ]
        self.render()
        self.kinds[1].value = "greedy"  # a person against a bot, at first

    def start(self) -> None:
        """Start a game with the chosen seats and rules, below the form."""
        self.safely(self._start)

    def rules(self) -> Rules:
        """The rules chosen in the form (checked by :class:`Rules`)."""
        options: dict[str, Any] = {
            "target": self.target.value,
            "penalty": self.penalty.value,
            "void_at": self.void_at.value if self.void_rule.value else None,
            "pass_hands": self.pass_hands.value,
        }
        options["operators"] = PLUS + MINUS if self.gentle.value else "".join(OPERATORS)
        return Rules(**options)

    def players(self) -> list[Any]:
        """The chosen seats: a name for a person, ``(name, bot)`` for a bot."""
        seats: list[Any] = []
        for at in range(self.seat_count.value):
            name = self.names[at].value.strip() or self.tr(
                "widgets.equations.setup_name", number=at + 1
            )
            kind = self.kinds[at].value
            bot = {"random": RandomBot(seed=at), "greedy": GreedyBot(seed=at)}.get(kind)
            seats.append(name if bot is None else (name, bot))
        return seats

    def _start(self) -> None:
        table = EquationsTable(
            self.players(),
            self.rules(),
            self.seed,
            language=self.language,
            bot_delay=self.bot_delay,
        )
        if self.seed is not None:
            self.seed += 1
        self.table = table
        self.table_box.children = [table]
        self.clear_message()

    def set_language(self, language: str) -> None:
        """Switch the form (and the table below it) to ``language``."""
        super().set_language(language)
        if self.language_choice.value != language:
            self.language_choice.value = language
        if self.table is not None:
            self.table.set_language(language)

    def render(self) -> None:
        tr = self.tr
        self.heading.value = (
            f"<h3 style='margin:0.2em 0'>{escape(tr('widgets.equations.setup_title'))}</h3>"
        )
        self.seat_count.description = tr("widgets.equations.setup_players")
        options = [(tr(f"widgets.equations.setup_{kind}"), kind) for kind in SEAT_KINDS]
        for at, (seat, kind) in enumerate(zip(self.seats, self.kinds, strict=True)):
            chosen = kind.value or "person"
            kind.options = options
            kind.value = chosen
            seat.layout.display = None if at < self.seat_count.value else "none"
        self.target.description = tr("widgets.equations.setup_target")
        self.penalty.description = tr("widgets.equations.setup_penalty")
        self.void_rule.description = tr("widgets.equations.setup_void")
        self.void_at.description = tr("widgets.equations.setup_void_at")
        self.void_at.disabled = not self.void_rule.value
        self.gentle.description = tr("widgets.equations.setup_gentle")
        self.pass_hands.description = tr("widgets.equations.setup_pass_hands")
        self.language_choice.description = tr("widgets.equations.setup_language")
        self.start_button.description = tr("widgets.equations.setup_start")


def _flag(value: bool) -> w.Checkbox:
    """A checkbox whose whole description shows."""
    return w.Checkbox(value=value, indent=False, layout=w.Layout(width="auto", margin="0 1em 0 0"))
