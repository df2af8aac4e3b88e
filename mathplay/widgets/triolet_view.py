"""The widgets of a Triolet board, built once and updated in place.

:class:`BoardView` creates the squares (:class:`~mathplay.widgets.triolet_grid.SquareGrid`),
the rack, the wild-tile number picker, the buttons and the side panel once;
:meth:`BoardView.render` only changes traits that differ (labels, the squares' stylesheet, a
box's ``display``, an HTML value), so a click sends a handful of small updates to the
browser, not a new board.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol, runtime_checkable

import ipywidgets as w

from mathplay.errors import MathplayError
from mathplay.games.triolet import WILD, Hint, Place, Placement, Score, Tile, TrioletGame
from mathplay.games.triolet.rules import MAX_VALUE
from mathplay.widgets.base import NewGame
from mathplay.widgets.keys import Keys
from mathplay.widgets.parts import button, escape
from mathplay.widgets.triolet_grid import ClickButtons, SquareGrid
from mathplay.widgets.triolet_look import (
    BLANK,
    BOARD_CSS,
    PREMIUM_LOOKS,
    SQUARE_STYLES,
    WILD_MARK,
    Look,
    RackLook,
    legend_html,
    rack_styles,
    square_tip,
    tile_label,
)
from mathplay.widgets.triolet_text import (
    breakdown_text,
    log_html,
    placement_label,
    players_html,
    summary_html,
    turn_text,
)

__all__ = ["BoardView", "TrioletPort"]


@runtime_checkable
class TrioletPort(Protocol):
    """What the view uses of its board (a :class:`~mathplay.widgets.triolet.TrioletBoard`
    is one): the game, the seats, the words, whether a person may act now, the rack shown,
    what the person to play is building this turn (the tiles put down, the tile picked, the
    wild tile waiting for its number, the exchange), the engine's preview of it, the hint,
    the score of the pupil's last move, and the gestures of the squares, the rack and the
    buttons."""

    game: TrioletGame
    bots: dict[int, Any]
    language: str
    pending: list[tuple[int, Placement]]
    selected: int | None
    wild_square: tuple[int, int, int] | None
    exchanging: bool
    exchange_choice: set[int]
    hint_found: Hint | None
    preview: Score | MathplayError | None
    last_result: tuple[int, Score] | None

    def tr(self, message_id: str, **params: Any) -> str: ...

    def bot_to_move(self) -> Any: ...

    @property
    def person_to_act(self) -> bool: ...

    @property
    def viewer(self) -> int | None: ...

    @property
    def rack_covered(self) -> bool: ...

    @property
    def building(self) -> bool: ...

    def rack(self) -> tuple[Tile, ...]: ...

    def preview_text(self) -> str: ...

    def pick_tile(self, index: int) -> None: ...

    def click_square(self, row: int, col: int) -> None: ...

    def choose_wild_value(self, value: int) -> None: ...

    def confirm(self) -> None: ...

    def take_back(self) -> None: ...

    def start_exchange(self) -> None: ...

    def exchange(self, indices: Iterable[int] | None = None) -> None: ...

    def pass_turn(self) -> None: ...

    def hint(self) -> None: ...

    def show_rack(self) -> None: ...


class BoardView:
    """Every widget of one :class:`~mathplay.widgets.triolet.TrioletBoard`, and how they
    show its state (the board puts ``grid.scope``, the squares' CSS scope, on itself)."""

    def __init__(self, board: TrioletPort) -> None:
        self.board = board
        rules = board.game.rules
        self.size = rules.size
        self.rack_styles = rack_styles()
        self._build_heading()
        self._build_grid()
        self._build_rack()
        self._build_controls()
        self._build_side()

    def children(self, thinking: w.Widget, status: w.Widget, new_game: NewGame) -> list[w.Widget]:
        """The board's layout: the turn line on top; the squares on the left and, beside
        them, what the pupil acts on (the rack, the verdict, "Confirm") above the players,
        with the board's thinking and status lines; the legend and the move log under the
        squares; the board's "New game" control at the top."""
        left = w.VBox([self.grid.widget, self.grid.css], layout=w.Layout(flex="0 0 auto"))
        right = w.VBox(
            [
                self.rack_title,
                self.rack_box,
                self.picker,
                self.preview_line,
                self.controls,
                self.exchange_controls,
                thinking,
                status,
                self.result_line,
                self.summary,
                self.players,
                self.bag_line,
            ],
            layout=w.Layout(width="var(--panel)", flex="0 0 auto"),
            _dom_classes=("mathplay-triolet-panel",),
        )
        main = w.HBox(
            [left, right],
            layout=w.Layout(flex_flow="row nowrap"),
            _dom_classes=("mathplay-triolet-main",),
        )
        below = w.HBox(
            [self.legend, self.log],
            layout=w.Layout(flex_flow="row wrap"),
            _dom_classes=("mathplay-triolet-below",),
        )
        new_game.button.add_class("mathplay-triolet-new-game")
        top = w.HBox([self.heading, new_game.box], _dom_classes=("mathplay-board-top",))
        return [top, self.turn_line, self.news_line, main, below, self.keys]

    # ----- building -------------------------------------------------------------------
    def _build_heading(self) -> None:
        self.heading = w.HTML(layout=w.Layout(flex="1 1 auto"))
        self.turn_line = w.HTML(
            layout=w.Layout(min_height="2.2em"), _dom_classes=("mathplay-triolet-turn",)
        )
        self.news_line = w.HTML(layout=w.Layout(min_height="1.4em"))

    def _build_grid(self) -> None:
        board = self.board
        game = board.game
        self.premium_looks: list[Look] = []
        for row in range(self.size):
            for col in range(self.size):
                premium = PREMIUM_LOOKS.get(game.board.premium_at(row, col) or "", Look.EMPTY)
                self.premium_looks.append(
                    Look.CENTRE if (row, col) == game.rules.centre else premium
                )
        looks = [(look, SQUARE_STYLES[look][3]) for look in self.premium_looks]
        self.grid = SquareGrid(self.size, looks, board.click_square)

    def _build_rack(self) -> None:
        board = self.board
        self.rack_title = w.HTML()
        self.cover = button(
            "",
            board.show_rack,
            button_style="info",
            css="mathplay-triolet-cover",
            layout={"height": "56px"},
        )
        self.rack_tiles: list[w.Button] = []
        for index in range(board.game.rules.rack_size):
            tile = w.Button(
                description=BLANK,
                layout=w.Layout(padding="0", margin="0 6px 0 0", flex="0 0 auto"),
                style=self.rack_styles[RackLook.READY],
                _dom_classes=("mathplay-rack-tile",),
            )
            tile.on_click(lambda _b, i=index: board.pick_tile(i))
            self.rack_tiles.append(tile)
        self.rack_box = w.HBox(
            [self.cover, *self.rack_tiles],
            layout=w.Layout(margin="0.2em 0"),
            _dom_classes=("mathplay-rack-box",),
        )
        self.picker_label = w.HTML()
        self.values = ClickButtons(
            options=[str(value) for value in range(MAX_VALUE + 1)],
            index=None,
            button_style="warning",
            style=w.ToggleButtonsStyle(button_width="40px", font_weight="bold"),
            _dom_classes=("mathplay-triolet-values",),
        )
        self.values.on_press(board.choose_wild_value)
        self.picker = w.VBox(
            [self.picker_label, self.values],
            layout=w.Layout(border="2px solid #F0E442", padding="0.2em"),
            _dom_classes=("mathplay-triolet-picker",),
        )

    def _build_controls(self) -> None:
        board = self.board
        self.preview_line = w.HTML(
            layout=w.Layout(min_height="3em"), _dom_classes=("mathplay-triolet-preview",)
        )
        actions = (
            ("confirm", board.confirm, "success"),
            ("take_back", board.take_back, ""),
            ("exchange", board.start_exchange, ""),
            ("pass", board.pass_turn, ""),
            ("hint", board.hint, "info"),
            ("exchange_go", lambda: board.exchange(), "warning"),
            ("cancel", board.take_back, ""),
        )
        self.buttons: dict[str, w.Button] = {}
        for name, action, style in actions:
            control = button(
                "",
                action,
                button_style=style,
                css=f"mathplay-triolet-{name.replace('_', '-')}",
                layout={"padding": "0 0.6em"},
            )
            self.buttons[name] = control
        names = ("confirm", "take_back", "exchange", "pass", "hint")
        self.controls = w.HBox(
            [self.buttons[n] for n in names],
            layout=w.Layout(flex_flow="row wrap"),
            _dom_classes=("mathplay-triolet-controls",),
        )
        self.exchange_controls = w.HBox(
            [self.buttons["exchange_go"], self.buttons["cancel"]],
            _dom_classes=("mathplay-triolet-exchange-controls",),
        )

    def _build_side(self) -> None:
        centre = self.board.game.rules.centre
        self.result_line = w.HTML(_dom_classes=("mathplay-triolet-result",))
        self.keys = Keys(
            groups=[
                ".mathplay-squares",
                ".mathplay-rack-box",
                ".mathplay-triolet-values",
                ".mathplay-triolet-controls",
                ".mathplay-triolet-exchange-controls",
            ],
            shortcuts={
                **{str(i + 1): [".mathplay-rack-tile", i] for i in range(3)},
                "c": [".mathplay-triolet-confirm", 0],
            },
            start={".mathplay-squares": centre[0] * self.size + centre[1]},
            language=self.board.language,
        )
        self.players = w.HTML()
        self.bag_line = w.HTML()
        self.summary = w.HTML()
        self.log = w.HTML()
        self.legend = w.HTML()

    # ----- drawing --------------------------------------------------------------------
    def render(self) -> None:
        board = self.board
        game = board.game
        playing = not game.is_terminal
        person = board.person_to_act
        self._draw_text(playing)
        self._draw_squares()
        self._draw_rack(person)
        self._draw_controls(person)
        for part in (self.rack_title, self.rack_box, self.preview_line):
            part.layout.display = None if playing else "none"
        self.summary.layout.display = "none" if playing else None
        if not playing:
            self.summary.value = summary_html(game, board.tr)
        self.result_line.value = self._result_html()
        self.keys.language = board.language

    def _draw_text(self, playing: bool) -> None:
        board = self.board
        game, tr = board.game, board.tr
        viewer = board.viewer
        view = game.view(game.current_player if viewer is None else viewer)
        self.heading.value = (
            f"{BOARD_CSS}<div style='margin:0.1em 0'><b style='font-size:1.25em'>"
            f"{escape(tr('widgets.triolet.title'))}</b> · {escape(tr('widgets.triolet.goal'))}"
            f"</div><div style='color:#555;font-size:0.9em'>{escape(tr('widgets.triolet.keys'))}"
            "</div>"
        )
        self.turn_line.value = (
            f'<div style="font-size:1.35em;font-weight:bold;color:#0b3d6e">'
            f"{escape(self._turn_text(playing))}</div>"
        )
        history = view["history"]
        latest = " ".join(turn_text(history[-1], view["players"], tr)) if history else ""
        self.news_line.value = f'<div style="font-size:1.1em">{escape(latest)}</div>'
        self.players.value = players_html(view, board.bots, playing=playing, tr=tr)
        self.bag_line.value = escape(tr("widgets.triolet.bag", count=view["bag_size"]))
        self.log.value = log_html(history, view["players"], tr)
        self.legend.value = f"<b>{escape(tr('widgets.triolet.legend_title'))}</b>{legend_html(tr)}"

    def _turn_text(self, playing: bool) -> str:
        board = self.board
        game = board.game
        if not playing:
            return board.tr("widgets.triolet.game_over")
        player = game.players[game.current_player]
        if board.bot_to_move() is not None:
            return board.tr("widgets.triolet.bot_playing", player=player)
        if game.is_extra_turn:
            return board.tr("widgets.triolet.extra_turn", player=player)
        return board.tr("widgets.triolet.your_turn", player=player)

    def square_looks(self) -> list[tuple[Look, str]]:
        """What every square shows now (row by row): its look and its text."""
        board = self.board
        game = board.game
        pending = {p.square: p for _, p in board.pending}
        waiting = board.wild_square[1:] if board.wild_square else None
        hinted = {p.square: p for p in board.hint_found.move.placements} if board.hint_found else {}
        last = _last_place(game)
        moved = {p.square for p in last.placements} if last else set()
        looks = []
        for at, premium in enumerate(self.premium_looks):
            square = divmod(at, self.size)
            value = game.board.get(*square)
            if square in pending:
                looks.append((Look.PENDING, placement_label(pending[square])))
            elif square == waiting:
                looks.append((Look.PENDING, "?"))
            elif value is not None:
                wild = game.board.is_wild(*square)
                look = Look.LAST if square in moved else Look.WILD if wild else Look.TILE
                looks.append((look, f"{value}{WILD_MARK if wild else ''}"))
            elif square in hinted:
                looks.append((Look.HINT, placement_label(hinted[square])))
            else:
                looks.append((premium, SQUARE_STYLES[premium][3]))
        return looks

    def _draw_squares(self) -> None:
        looks = self.square_looks()
        language = self.board.language
        tips = [
            square_tip(at // self.size, at % self.size, premium, look, label, language)
            for at, (premium, (look, label)) in enumerate(
                zip(self.premium_looks, looks, strict=True)
            )
        ]
        self.grid.show(looks, tips)

    def _result_html(self) -> str:
        """The score of the pupil's own last move, with what earned it, until they move on."""
        result = self.board.last_result
        if result is None:
            return ""
        score = result[1]
        text = self.board.tr(
            "widgets.triolet.your_result",
            points=score.total,
            breakdown=breakdown_text(score, self.board.language),
        )
        return (
            '<div style="border-left:5px solid #009E73;padding:0.2em 0.5em;margin:0.3em 0;'
            f'background:#eefaf5;font-size:1.05em">{escape(text)}</div>'
        )

    def _draw_rack(self, person: bool) -> None:
        board = self.board
        tr = board.tr
        covered = board.rack_covered
        viewer = board.viewer
        rack = () if covered else board.rack()
        if viewer is None:
            self.rack_title.value = f"<i>{escape(tr('widgets.triolet.rack_waiting'))}</i>"
        else:
            who = board.game.players[viewer]
            self.rack_title.value = f"<b>{escape(tr('widgets.triolet.rack_of', player=who))}</b>"
        self.cover.layout.display = None if covered and person else "none"
        if covered and viewer is not None:
            who = board.game.players[viewer]
            self.cover.description = tr("widgets.triolet.show_rack", player=who)
        placed = {index for index, _ in board.pending}
        if board.wild_square is not None:
            placed.add(board.wild_square[0])
        for index, tile_button in enumerate(self.rack_tiles):
            shown = index < len(rack)
            tile_button.layout.display = None if shown else "none"
            if not shown:
                continue
            if index in placed:
                look = RackLook.PLACED
            elif index in board.exchange_choice:
                look = RackLook.EXCHANGE
            elif index == board.selected:
                look = RackLook.SELECTED
            else:
                look = RackLook.READY
            tile_button.description = tile_label(rack[index])
            tile_button.style = self.rack_styles[look]
            tile_button.disabled = not person
            if rack[index] == WILD:
                tile_button.tooltip = tr("widgets.triolet.rack_wild_tip", index=index + 1)
            else:
                tile_button.tooltip = tr(
                    "widgets.triolet.rack_tile_tip", index=index + 1, tile=rack[index]
                )
        self.picker.layout.display = "flex" if board.wild_square is not None else "none"
        self.picker_label.value = f"<b>{escape(tr('widgets.triolet.choose_wild'))}</b>"

    def _draw_controls(self, person: bool) -> None:
        board = self.board
        game, tr = board.game, board.tr
        ready = person and not board.rack_covered
        exchanging = board.exchanging and ready
        self.preview_line.value = self._preview_html(person)
        labels = {
            "confirm": tr("widgets.confirm"),
            "take_back": tr("widgets.take_back"),
            "exchange": tr("widgets.triolet.exchange"),
            "pass": tr("widgets.pass"),
            "hint": tr("widgets.hint"),
            "exchange_go": tr("widgets.triolet.exchange_go", count=len(board.exchange_choice)),
            "cancel": tr("widgets.triolet.cancel"),
        }
        enabled = {
            "confirm": ready and isinstance(board.preview, Score),
            "take_back": ready and board.building,
            "exchange": ready and game.can_exchange,
            "pass": ready,
            "hint": ready,
            "exchange_go": exchanging and bool(board.exchange_choice),
            "cancel": exchanging,
        }
        for name, control in self.buttons.items():
            control.description = labels[name]
            control.disabled = not enabled[name]
        self.controls.layout.display = "none" if exchanging or game.is_terminal else "flex"
        self.exchange_controls.layout.display = "flex" if exchanging else "none"

    def _preview_html(self, person: bool) -> str:
        board = self.board
        tr = board.tr
        if not person:
            return ""
        if board.rack_covered:
            player = board.game.players[board.game.current_player]
            text, colour = tr("widgets.triolet.rack_covered", player=player), "#1a4d8f"
        elif board.exchanging:
            text, colour = tr("widgets.triolet.exchange_choose"), "#1a4d8f"
        elif board.wild_square is not None:
            return ""  # the number picker asks
        elif board.preview is None:
            text, colour = tr("widgets.triolet.start_hint"), "#555555"
        else:
            legal = isinstance(board.preview, Score)
            text, colour = board.preview_text(), "#1b6e20" if legal else "#a4000f"
            if legal and board.preview.replay:
                text += f" {tr('widgets.triolet.preview_replay')}"
            rules = board.game.rules
            if legal and board.game.board.is_empty and rules.first_move_doubles == "line":
                text += f" {tr('widgets.triolet.first_move_double')}"
        return f'<div style="font-size:1.15em;color:{colour}">{escape(text)}</div>'


def _last_place(game: TrioletGame) -> Place | None:
    """The last placement of the game (its tiles are drawn in the last-move colour)."""
    for turn in reversed(game.history):
        if isinstance(turn.move, Place):
            return turn.move
    return None
