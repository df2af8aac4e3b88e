"""The widgets of a Triolet board, built once and updated in place.

:class:`BoardView` creates the squares (:class:`~mathplay.widgets.triolet_grid.SquareGrid`),
the rack, the wild-tile number picker, the buttons and the side panel once;
:meth:`BoardView.render` only changes traits that differ (labels, the squares' stylesheet, a
box's ``display``, an HTML value), so a click sends a handful of small updates to the
browser, not a new board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import ipywidgets as w

from mathplay.games.triolet import WILD, Place, Score
from mathplay.games.triolet.rules import MAX_VALUE
from mathplay.widgets.base import button, escape
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
    tile_label,
)
from mathplay.widgets.triolet_text import (
    log_html,
    placement_label,
    players_html,
    summary_html,
    turn_text,
)

if TYPE_CHECKING:
    from mathplay.widgets.triolet import TrioletBoard

__all__ = ["BoardView"]


class BoardView:
    """Every widget of one :class:`TrioletBoard`, and how they show its state."""

    def __init__(self, board: TrioletBoard) -> None:
        self.board = board
        rules = board.game.rules
        self.size = rules.size
        self.rack_styles = rack_styles()
        self._build_heading()
        self._build_grid()
        self._build_rack()
        self._build_controls()
        self._build_side()
        self._tips_language = ""

    def children(self) -> list[w.Widget]:
        """The board's layout: turn line on top, the squares and legend on the left, the
        players, the rack, the preview and the buttons on the right."""
        board = self.board
        left = w.VBox(
            [self.grid.widget, self.grid.css, self.legend],
            layout=w.Layout(margin="0 1.2em 0.5em 0", width=f"{self.grid.width_px}px"),
        )
        right = w.VBox(
            [
                self.players,
                self.bag_line,
                self.rack_title,
                self.rack_box,
                self.picker,
                self.preview_line,
                self.controls,
                self.exchange_controls,
                board.thinking,
                board.status,
                self.summary,
                self.new_game_button,
                self.log,
            ],
            layout=w.Layout(width="30em"),
        )
        return [
            self.heading,
            self.turn_line,
            self.news_line,
            w.HBox([left, right], layout=w.Layout(flex_flow="row wrap")),
        ]

    # ----- building -------------------------------------------------------------------
    def _build_heading(self) -> None:
        self.heading = w.HTML()
        self.turn_line = w.HTML(layout=w.Layout(min_height="2.2em"))
        self.turn_line.add_class("mathplay-triolet-turn")
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
        board.add_class(self.grid.scope)

    def _build_rack(self) -> None:
        board = self.board
        self.rack_title = w.HTML()
        self.cover = button("", board.show_rack, button_style="info")
        self.cover.layout.height = "56px"
        self.cover.add_class("mathplay-triolet-cover")
        self.rack_tiles: list[w.Button] = []
        for index in range(board.game.rules.rack_size):
            tile = w.Button(
                description=BLANK,
                layout=w.Layout(
                    width="58px", height="58px", padding="0", margin="0 6px 0 0", flex="0 0 auto"
                ),
                style=self.rack_styles[RackLook.READY],
            )
            tile.on_click(lambda _b, i=index: board.pick_tile(i))
            tile.add_class("mathplay-rack-tile")
            self.rack_tiles.append(tile)
        self.rack_box = w.HBox([self.cover, *self.rack_tiles], layout=w.Layout(margin="0.2em 0"))
        self.picker_label = w.HTML()
        self.values = ClickButtons(
            options=[str(value) for value in range(MAX_VALUE + 1)],
            index=None,
            button_style="warning",
            style=w.ToggleButtonsStyle(button_width="40px", font_weight="bold"),
        )
        self.values.add_class("mathplay-triolet-values")
        self.values.on_press(board.choose_wild_value)
        self.picker = w.VBox(
            [self.picker_label, self.values],
            layout=w.Layout(border="2px solid #F0E442", padding="0.2em"),
        )
        self.picker.add_class("mathplay-triolet-picker")

    def _build_controls(self) -> None:
        board = self.board
        self.preview_line = w.HTML(layout=w.Layout(min_height="3em"))
        self.preview_line.add_class("mathplay-triolet-preview")
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
            control = button("", action, button_style=style)
            control.layout.padding = "0 0.6em"
            control.add_class(f"mathplay-triolet-{name.replace('_', '-')}")
            self.buttons[name] = control
        names = ("confirm", "take_back", "exchange", "pass", "hint")
        self.controls = w.HBox(
            [self.buttons[n] for n in names], layout=w.Layout(flex_flow="row wrap")
        )
        self.exchange_controls = w.HBox([self.buttons["exchange_go"], self.buttons["cancel"]])

    def _build_side(self) -> None:
        self.players = w.HTML()
        self.bag_line = w.HTML()
        self.summary = w.HTML()
        self.new_game_button = button("", self.board.new_game, button_style="primary")
        self.new_game_button.add_class("mathplay-triolet-new-game")
        self.log = w.HTML()
        self.legend = w.HTML()

    # ----- drawing --------------------------------------------------------------------
    def render(self) -> None:
        board = self.board
        game = board.game
        playing = not game.is_terminal
        person = playing and board.bot_to_move() is None and not board.busy
        self._draw_text(playing)
        self._draw_squares()
        self._draw_rack(person)
        self._draw_controls(person)
        for part in (self.rack_title, self.rack_box, self.preview_line):
            part.layout.display = None if playing else "none"
        self.summary.layout.display = "none" if playing else None
        self.new_game_button.layout.display = "none" if playing else None
        if not playing:
            self.summary.value = summary_html(game, board.tr)
        if self._tips_language != board.language:
            self._draw_tips()

    def _draw_text(self, playing: bool) -> None:
        board = self.board
        game, tr = board.game, board.tr
        viewer = board.viewer
        view = game.view(game.current_player if viewer is None else viewer)
        self.heading.value = (
            f"{BOARD_CSS}<h3 style='margin:0.2em 0'>{escape(tr('widgets.triolet.title'))}</h3>"
            f"<div>{escape(tr('widgets.triolet.goal'))}</div>"
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
        pending = {p.square: p for p in board.placements}
        waiting = board.wild_square[1:] if board.wild_square else None
        hinted = {p.square: p for p in board.hint_found.move.placements} if board.hint_found else {}
        last = _last_place(board)
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
        self.grid.show(self.square_looks())

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
            tile_button.tooltip = tr("widgets.triolet.wild_tip") if rack[index] == WILD else ""
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
            "take_back": ready
            and bool(board.pending or board.wild_square or board.selected is not None),
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
        self.new_game_button.description = tr("widgets.new_game")

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
        return f'<div style="font-size:1.15em;color:{colour}">{escape(text)}</div>'

    def _draw_tips(self) -> None:
        board = self.board
        tips = []
        for at, look in enumerate(self.premium_looks):
            row, col = divmod(at, self.size)
            what = board.tr(f"widgets.triolet.legend_{look}")
            tips.append(board.tr("widgets.triolet.square_tip", row=row, col=col, what=what))
        self.grid.set_tooltips(tips)
        self._tips_language = board.language


def _last_place(board: TrioletBoard) -> Place | None:
    """The last placement of the game (its tiles are drawn in the last-move colour)."""
    for turn in reversed(board.game.history):
        if isinstance(turn.move, Place):
            return turn.move
    return None
