"""The finale of the Memory Max board: each player's expression, the best one, the results.

Each person arranges their collected cards in an
:class:`~mathplay.widgets.builder.ExpressionBuilder` (the value shows live; a Y card asks
what it becomes) and announces it; the engine checks it (:class:`Declare`) and compares it
with the best expression; :mod:`.memory_why` says why nothing is better, in words that fit
the hand. Bots let their best expression count (:class:`UseBest`, as moves of the game's
finale), and so does a person whose cards make no expression (at once: there is nothing to
build). The best expressions show only once everyone has announced. The results table is
the engine's :meth:`MemoryGame.standings`.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any, Protocol, TypeVar, runtime_checkable

import ipywidgets as w

from mathplay.errors import MathplayError
from mathplay.expr import WILDCARD
from mathplay.games.base import is_index
from mathplay.games.memory import (
    Declare,
    ExpressionCheck,
    MemoryGame,
    Rules,
    Standing,
    goal_distance,
    is_number,
)
from mathplay.games.memory.scoring import read_expression
from mathplay.widgets.builder import ExpressionBuilder, format_value
from mathplay.widgets.memory_look import face_label
from mathplay.widgets.memory_why import why_best
from mathplay.widgets.parts import button, escape

__all__ = ["Finale", "FinalePort", "can_build"]

T = TypeVar("T")


@runtime_checkable
class FinalePort(Protocol):
    """What the finale uses of its board (a :class:`~mathplay.widgets.memory.MemoryGrid`
    is one): the game, which seats are bots, the language and its words, and the board's
    ways to act (a gesture run safely, the engine's slow work, a move applied)."""

    game: MemoryGame
    bots: dict[int, Any]
    language: str

    def tr(self, message_id: str, **params: Any) -> str: ...

    def safely(self, action: Callable[..., T], *args: Any) -> T | None: ...

    def run_slow(
        self,
        work: Callable[[], Any],
        done: Callable[[Any], None],
        *,
        delay: float = 0.0,
        message_id: str = "widgets.thinking",
    ) -> None: ...

    def apply_move(self, move: Any) -> None: ...


class Finale:
    """The end-of-game panel of a :class:`~mathplay.widgets.memory.MemoryGrid`.

    Gestures: :meth:`select` a player, build with ``builders[player]`` (its
    ``click_card`` / ``choose_wildcard`` / ``take_back``), :meth:`declare`,
    :meth:`show_results`.
    """

    def __init__(self, board: FinalePort) -> None:
        self.board = board
        self.selected = 0
        self.builders: dict[int, ExpressionBuilder] = {}
        self.checks: dict[int, ExpressionCheck] = {}
        self.standings: list[Standing] | None = None
        self.results_wanted = False  # once shown, results follow every announcement
        self.chooser_label = w.HTML()
        self.chooser = w.ToggleButtons(options=[], style={"button_width": "auto"})
        self.chooser.observe(self._chosen, "value")
        self.builder_box = w.VBox()
        self.about = w.HTML()
        self.guesses: dict[int, Fraction] = {}  # each person's best checked value so far
        self.check_line = w.HTML()
        self.check_said: list[tuple[str, dict[str, Any]]] = []  # the check's lines shown
        self.check_button = button(
            "", self.check, button_style="primary", css="mathplay-memory-check"
        )
        self.declare_button = button(
            "", self.declare, button_style="success", css="mathplay-memory-declare"
        )
        self.results_button = button(
            "", self.show_results, button_style="info", css="mathplay-memory-results"
        )
        self.comparison = w.HTML()
        self.results = w.HTML()
        self.box = w.VBox(
            [
                w.HBox([self.chooser_label, self.chooser]),
                self.about,
                self.builder_box,
                w.HBox([self.check_button, self.declare_button, self.results_button]),
                self.check_line,
                self.comparison,
                self.results,
            ],
            layout=w.Layout(
                display="none",
                border="3px solid #009E73",
                padding="0.5em",
                margin="0 1.5em 0.5em 0",
                flex="0 0 auto",
                width="38em",
            ),
            _dom_classes=("mathplay-memory-finale",),
        )

    # ----- gestures -------------------------------------------------------------------
    def select(self, player: int) -> None:
        """Show ``player``'s cards and expression."""
        self.board.safely(self._select, player)

    def check(self, player: int | None = None) -> None:
        """Check the expression in ``player``'s builder (default: the selected player): right
        or wrong, and how it compares with their best so far; the best one stays hidden."""
        self.board.safely(self._check, self.selected if player is None else player)

    def declare(self, player: int | None = None) -> None:
        """Announce the expression in ``player``'s builder (default: the selected player)."""
        self.board.safely(self._declare, self.selected if player is None else player)

    def show_results(self) -> None:
        """Rank everyone: announced expressions, else each player's best."""
        self.board.safely(self._show_results)

    # ----- gestures, inside -----------------------------------------------------------
    def _select(self, player: int) -> None:
        self._check_player(player)
        self.selected = player
        self.render()

    def _declare(self, player: int) -> None:
        game = self.board.game
        self._check_player(player)
        builder = self.builders.get(player)
        if builder is None:
            raise self._refusal(player)
        self.standings = None  # they change with this expression
        self.board.apply_move(Declare(player, builder.expression))
        declared = game.declared[player]
        self.board.run_slow(
            lambda: game.check_expression(player, declared),
            lambda check: self._checked(player, check),
            message_id="widgets.memory.computing",
        )

    def _check(self, player: int) -> None:
        self._check_player(player)
        builder = self.builders.get(player)
        if builder is None:
            raise self._refusal(player)
        left = len(builder.cards) - len(builder.placed)
        if left:
            raise MathplayError("widgets.builder.use_all", left=left)
        value = builder.value
        if value is None:  # the engine says why the row is not an expression
            read_expression(self.board.game.hand(player), builder.expression, self.board.game.rules)
            return
        said = [
            (
                "widgets.memory.check_right",
                {"expression": builder.expression, "value": format_value(value)},
            )
        ]
        goal = self.board.game.rules.goal
        best = self.guesses.get(player)
        if best is None or goal_distance(goal, value) < goal_distance(goal, best):
            self.guesses[player] = value
            if best is not None:
                said.append(("widgets.memory.check_better", {"value": format_value(value)}))
        elif value == best:
            said.append(("widgets.memory.check_same", {"value": format_value(best)}))
        else:
            distance = abs(goal_distance(goal, value) - goal_distance(goal, best))
            said.append(
                (
                    "widgets.memory.check_worse",
                    {"value": format_value(best), "distance": format_value(distance)},
                )
            )
        self.check_said = said
        self._draw_check()

    def _draw_check(self) -> None:
        """The check's lines (kept as message ids and parameters), in the board's language."""
        lines = [self.board.tr(message_id, **params) for message_id, params in self.check_said]
        self.check_line.value = "<br>".join(f"<b>{escape(line)}</b>" for line in lines)

    def _check_player(self, player: Any) -> None:
        players = len(self.board.game.players)
        if not is_index(player, players):
            raise MathplayError("widgets.memory.no_such_player", player=player)

    def _refusal(self, player: int) -> MathplayError:
        """Why ``player`` has no expression to announce (a bot, or no cards)."""
        name = self.board.game.players[player]
        if player in self.board.bots:
            return MathplayError("widgets.memory.not_a_person", player=name)
        return MathplayError("widgets.memory.no_cards", player=name)

    def _checked(self, player: int, check: ExpressionCheck) -> None:
        self.checks[player] = check
        self.render()

    def announced(self) -> None:
        """After every announcement (a person's, a bot's): once everyone has announced, or
        once the results are shown, they are ranked (again)."""
        if self.results_wanted or self.board.game.is_terminal:
            self.show_results()

    def _show_results(self) -> None:
        game = self.board.game
        self.results_wanted = True
        self.board.run_slow(game.standings, self._ranked, message_id="widgets.memory.computing")

    def _ranked(self, standings: list[Standing]) -> None:
        self.standings = standings
        self.render()

    def _chosen(self, change: dict[str, Any]) -> None:
        if change["new"] is not None and change["new"] != self.selected:
            self.select(change["new"])

    # ----- drawing --------------------------------------------------------------------
    def _build(self) -> None:
        """Create a builder for each person with cards, once, when the game ends."""
        board = self.board
        game, rules = board.game, board.game.rules
        for player in range(len(game.players)):
            if player in board.bots or not can_build(game.hand(player)):
                continue  # nothing to build: the panel says why at once
            builder = ExpressionBuilder(
                game.hand(player),
                rules.goal,
                rules=rules.expr_rules(),
                wildcard_values=rules.wildcard_choices(),
                language=board.language,
            )
            builder.add_class("mathplay-memory-builder")
            builder.controls.children[-1].layout.display = "none"  # its check shows the best
            builder.layout.display = "none"
            self.builders[player] = builder
        self.builder_box.children = list(self.builders.values())
        self.chooser.options = [(name, i) for i, name in enumerate(game.players)]
        people = [p for p in range(len(game.players)) if p not in board.bots]
        self.selected = people[0] if people else 0
        self.chooser.value = self.selected

    def render(self) -> None:
        board = self.board
        game = board.game
        if not game.in_finale:
            self.box.layout.display = "none"
            return
        if not self.chooser.options:
            self._build()
        self.box.layout.display = "flex"
        tr = board.tr
        self.chooser_label.value = f"<b>{escape(tr('widgets.memory.whose_expression'))}</b>"
        if self.chooser.value != self.selected:
            self.chooser.value = self.selected
        for player, builder in self.builders.items():
            building = player == self.selected and not game.finished[player]
            builder.layout.display = "flex" if building else "none"
        self.about.value = f'<div style="font-size:1.15em">{escape(self._about())}</div>'
        self.declare_button.description = tr("widgets.memory.declare")
        self.declare_button.disabled = (
            self.selected not in self.builders or game.finished[self.selected]
        )
        self.check_button.description = tr("widgets.memory.check")
        self.check_button.disabled = self.declare_button.disabled
        if self.declare_button.disabled:
            self.check_said = []
        self._draw_check()
        self.results_button.description = tr("widgets.memory.results")
        self.comparison.value = self._comparison_html()
        self.results.value = self._results_html()

    def _about(self) -> str:
        game = self.board.game
        player = self.selected
        name = game.players[player]
        if player in self.board.bots:
            return self.board.tr("widgets.memory.not_a_person", player=name)
        if player not in self.builders:
            hand = game.hand(player)
            if hand:
                faces = [face_label(face, self.board.tr) for face in hand]
                return self.board.tr("widgets.memory.no_number", player=name, faces=faces)
            return self.board.tr("widgets.memory.no_cards", player=name)
        if game.finished[player]:
            return ""
        return self.board.tr("widgets.memory.build_yours", player=name)

    def _comparison_html(self) -> str:
        check = self.checks.get(self.selected)
        if check is None:
            return ""
        tr = self.board.tr
        name = self.board.game.players[self.selected]
        lines = [
            tr(
                "widgets.memory.announced",
                player=name,
                expression=check.expression,
                value=format_value(check.value),
            )
        ]
        game = self.board.game
        waiting = [game.players[p] for p in game.to_announce()]
        if waiting:  # the best expression would give the answer away: not yet
            lines.append(tr("widgets.memory.waiting_for", names=waiting))
            return "<br>".join(f"<b>{escape(line)}</b>" for line in lines)
        if check.is_best:
            lines.append(tr("widgets.memory.is_best"))
        html = "<br>".join(f"<b>{escape(line)}</b>" for line in lines)
        rules = self.board.game.rules
        return html + best_html(check.best, rules, self.board.tr, show=not check.is_best)

    def _results_html(self) -> str:
        if self.standings is None:
            return ""
        tr = self.board.tr
        headers = ("rank", "player", "expression", "value", "best")
        cell = '<th style="padding:0.2em 0.6em;text-align:left">{}</th>'
        head = "".join(cell.format(escape(tr(f"widgets.memory.{h}"))) for h in headers)
        rows = [
            _result_row(standing, tr)
            for standing in sorted(self.standings, key=lambda s: (s.rank, s.player))
        ]
        return (
            f'<div style="font-size:1.3em;font-weight:bold;margin:0.4em 0">'
            f"{escape(winner_text(self.standings, tr))}</div>"
            f'<table class="mathplay-memory-results" style="border-collapse:collapse;'
            f'font-size:1.1em"><tr style="background:#e8f1fa">{head}</tr>{"".join(rows)}</table>'
        )

    def set_language(self, language: str) -> None:
        for builder in self.builders.values():
            builder.set_language(language)
        self.render()


def can_build(hand: tuple[str, ...]) -> bool:
    """Whether an expression can be made: a number card or a Y (it may be a digit)."""
    return any(is_number(face) or face == WILDCARD for face in hand)


def best_html(best: Any, rules: Rules, tr: Callable[..., str], *, show: bool = True) -> str:
    """The best expression (if ``show``) and why nothing is better, in the words of ``tr``."""
    if best is None:
        return f"<div>{escape(tr('widgets.memory.best_none'))}</div>"
    out = ""
    if show:
        value = format_value(best.value)
        text = tr("widgets.memory.best_is", expression=best.expression, value=value)
        out += f"<div>{escape(text)}</div>"
    why = "".join(f"<li>{escape(line)}</li>" for line in why_best(best, rules, tr))
    return (
        f"{out}<details><summary>{escape(tr('widgets.memory.why_best'))}</summary>"
        f'<ul class="mathplay-memory-why" style="color:#333;margin:0.2em 0 0.2em 1em;'
        f'padding-left:1em">{why}</ul></details>'
    )


def winner_text(standings: list[Standing], tr: Any) -> str:
    """Who won, or who tied for first place."""
    first = [s.name for s in standings if s.rank == 1]
    if len(first) == 1:
        return tr("widgets.winner", player=first[0])
    return tr("widgets.memory.tie", players=first)


def _result_row(standing: Standing, tr: Any) -> str:
    if standing.expression is None:
        shown, value = tr("widgets.memory.no_expression"), "—"
    else:
        how = tr("widgets.memory.own" if standing.declared else "widgets.memory.given_best")
        expression = tr("widgets.card_face", symbol=standing.expression)  # · and : in Polish
        shown = f"{expression} ({how})"
        value = format_value(standing.value)
    best = "—" if standing.best is None else format_value(standing.best.value)
    medal = "★ " if standing.rank == 1 else ""
    cells = (f"{medal}{standing.rank}", standing.name, shown, value, best)
    return (
        "<tr>"
        + "".join(
            f'<td style="padding:0.2em 0.6em;border-top:1px solid #ccc">{escape(c)}</td>'
            for c in cells
        )
        + "</tr>"
    )
