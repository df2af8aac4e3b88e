"""The widgets of the Equations table, built once and updated in place.

Every card, gap and hand card is a Button made when the table is built; :meth:`TableView.render`
only changes their traits (text, look, shown or hidden), so a click costs a few small
updates. The equations' rows are in :mod:`.equations_rows`; here the table around them: the
hand, the buttons, the draw choices, the texts, the keyboard layer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

import ipywidgets as w

from mathplay.errors import MathplayError
from mathplay.games.equations import Draw, Equation, Hint, Pass, Phase, Side, draw_choices
from mathplay.widgets.base import NewGame
from mathplay.widgets.equations_look import (
    PICKING,
    TABLE_CSS,
    CardLook,
    card_look,
    legend_html,
    make_styles,
)
from mathplay.widgets.equations_rows import (
    UNSET,
    Face,
    RowsPort,
    RowView,
    card_button,
    show,
    toggle_class,
)
from mathplay.widgets.equations_shown import Preview, hand_indices
from mathplay.widgets.equations_text import (
    drawn_cards,
    hint_html,
    log_html,
    piles_html,
    players_html,
    summary_html,
    value_text,
    variant_text,
    verdict_html,
)
from mathplay.widgets.equations_variants import VariantsPort, VariantsView
from mathplay.widgets.keys import Keys
from mathplay.widgets.parts import button, escape

__all__ = ["TablePort", "TableView"]

HAND_LAYOUT = {"width": "52px", "height": "62px", "padding": "0", "margin": "0 5px 5px 0"}
FIRST_HAND = 10
LOG_SHOWN = 60  # the newest log lines shown


@runtime_checkable
class TablePort(RowsPort, VariantsPort, Protocol):
    """What the table's view uses of its board (an
    :class:`~mathplay.widgets.equations.EquationsTable` is one), besides what its rows
    (:class:`RowsPort`) and variants' panels (:class:`VariantsPort`) use: the seats, whether
    a person may act or put cards down now, the hand shown, the cards put down, the hint,
    the engine's verdict on the pending play (``shown_preview``), whose turn it is and the
    log in words, and the gestures of the hand, the buttons and the draw."""

    bots: dict[int, Any]
    language: str
    selected: int | None
    hint_found: Hint | None
    shown_preview: Preview | None

    @property
    def viewer(self) -> int | None: ...

    @property
    def person_to_act(self) -> bool: ...

    @property
    def may_build(self) -> bool: ...

    @property
    def hand_covered(self) -> bool: ...

    def hand(self) -> tuple[str, ...]: ...

    def placed_cards(self) -> set[int]: ...

    def row_items(self, equation: int, side: Side | str) -> list[tuple[str, bool]]: ...

    def shown_equation(self, equation: int) -> Equation: ...

    def turn_text(self) -> str: ...

    def news(self) -> list[str]: ...

    def log_lines(self) -> list[tuple[int, str]]: ...

    def pick_card(self, index: int) -> None: ...

    def confirm(self) -> None: ...

    def take_back(self) -> None: ...

    def hint(self) -> None: ...

    def use_hint(self) -> None: ...

    def pass_turn(self) -> None: ...

    def draw(self, piles: int | str | Sequence[str]) -> None: ...

    def draw_again(self, piles: int | str | Sequence[str] | None) -> None: ...

    def show_hand(self) -> None: ...


class TableView:
    """Every widget of an :class:`~mathplay.widgets.equations.EquationsTable`: ``board``
    is what it shows and whom its clicks go to, ``frame`` the widget around it (the board
    itself), whose CSS class lights every gap while a card is picked."""

    def __init__(self, board: TablePort, frame: w.DOMWidget) -> None:
        self.board = board
        self.frame = frame
        self.card_styles = make_styles("26px")
        self.hand_styles = make_styles("28px")
        self._text_shown: tuple[str, int] | None = None
        self.heading = w.HTML(layout=w.Layout(flex="1 1 auto"))
        self.turn_line = w.HTML(
            layout=w.Layout(min_height="2.2em"), _dom_classes=("mathplay-eq-turn",)
        )
        self.news_line = w.HTML(layout=w.Layout(min_height="1.5em"))
        self.rows = [RowView(board, self.card_styles, equation) for equation in range(3)]
        self._build_hand()
        self._build_controls()
        self.variants = VariantsView(board)
        self._build_side()

    def children(self, thinking: w.Widget, status: w.Widget, new_game: NewGame) -> list[w.Widget]:
        """The layout, with the board's own parts: its thinking line, its status line (right
        under the buttons whose messages it shows) and its "New game" control."""
        rows = w.VBox([row.box for row in self.rows], _dom_classes=("mathplay-eq-rows",))
        table = w.VBox(
            [
                rows,
                self.hand_title,
                self.hand_box,
                self.preview,
                self.hint_line,
                self.controls,
                self.variants.box,
                self.draw_box,
                thinking,
                status,  # messages right under the buttons that cause them
                self.summary,
            ],
            # a basis of 0, not the rows' width: the side panel stays where it is (beside
            # the table, or under it on a narrow page) however long an equation grows
            layout=w.Layout(flex="1 1 0%"),
            _dom_classes=("mathplay-eq-table",),
        )
        side = w.VBox(
            [self.players, self.piles, self.log_box, self.legend_title, self.legend],
            layout=w.Layout(width="21em", flex="0 0 auto"),
        )
        main = w.HBox(
            [table, side],
            layout=w.Layout(align_items="flex-start"),
            _dom_classes=("mathplay-eq-main",),
        )
        new_game.button.add_class("mathplay-eq-new-game")
        top = w.HBox([self.heading, new_game.box], _dom_classes=("mathplay-board-top",))
        return [top, self.turn_line, self.news_line, main, self.keys]

    # ----- building -------------------------------------------------------------------
    def _build_hand(self) -> None:
        board = self.board
        self.hand_title = w.HTML(layout=w.Layout(margin="0.5em 0 0 0"))
        self.cover = button(
            "",
            board.show_hand,
            button_style="info",
            css="mathplay-eq-cover",
            layout={"height": "56px", "padding": "0 1.5em"},
            style={"font_size": "18px"},
        )
        self.hand_cards: list[w.Button] = []
        self.hand_faces: list[Face | None] = []
        self.hand_box = w.HBox(
            layout=w.Layout(flex_flow="row wrap", min_height="66px"),
            _dom_classes=("mathplay-eq-hand",),
        )
        self.keys = Keys(
            groups=[
                ".mathplay-eq-rows",
                ".mathplay-eq-hand",
                ".mathplay-eq-controls",
                ".mathplay-eq-draw-box",
            ],
            language=board.language,
        )
        self._grow_hand(FIRST_HAND)

    def _grow_hand(self, count: int) -> None:
        if len(self.hand_cards) >= count:
            return
        board = self.board
        while len(self.hand_cards) < count:
            at = len(self.hand_cards)
            self.hand_faces.append(UNSET)
            self.hand_cards.append(
                card_button(
                    self.hand_styles[CardLook.DIGIT],
                    HAND_LAYOUT,
                    "mathplay-hand-card",
                    lambda i=at: board.pick_card(i),
                )
            )
        self.hand_box.children = [self.cover, *self.hand_cards]

    def _build_controls(self) -> None:
        board = self.board
        # What to do next is plain text; only a pending play's sides need the maths
        # typesetter, so picking a card never waits for it.
        self.prompt = w.HTML()
        self.maths = w.HTMLMath()
        self.preview = w.VBox(
            [self.prompt, self.maths],
            layout=w.Layout(min_height="3.2em", margin="0.3em 0"),
            _dom_classes=("mathplay-eq-preview",),
        )
        self.hint_line = w.HTML()
        actions = (
            ("confirm", board.confirm, "success"),
            ("take_back", board.take_back, ""),
            ("hint", board.hint, "info"),
            ("use_hint", board.use_hint, ""),
            ("pass", board.pass_turn, "warning"),
        )
        self.buttons: dict[str, w.Button] = {}
        for name, action, style in actions:
            control = button(
                "",
                action,
                button_style=style,
                css=f"mathplay-eq-{name.replace('_', '-')}",
                layout={"padding": "0 1em", "height": "40px"},
                style={"font_size": "16px"},
            )
            self.buttons[name] = control
        self.controls = w.HBox(
            list(self.buttons.values()),
            layout=w.Layout(flex_flow="row wrap"),
            _dom_classes=("mathplay-eq-controls",),
        )
        self.draw_label = w.HTML()
        self.draw_buttons: list[tuple[w.Button, Draw]] = []
        for move in draw_choices(board.game.rules):
            choice = button(
                "",
                lambda d=move.digits: board.draw(d),
                button_style="primary",
                css="mathplay-eq-draw",
                layout={"height": "48px", "padding": "0 1em"},
                style={"font_size": "19px"},
            )
            self.draw_buttons.append((choice, move))
        self.end_turn = button(
            "",
            lambda: board.draw_again(None),
            css="mathplay-eq-end-turn",
            layout={"height": "48px"},
        )
        self.draw_box = w.VBox(
            [
                self.draw_label,
                w.HBox(
                    [*(b for b, _ in self.draw_buttons), self.end_turn],
                    layout=w.Layout(flex_flow="row wrap"),
                ),
            ],
            layout=w.Layout(border="3px solid #0072B2", padding="0.3em 0.6em", margin="0.3em 0"),
            _dom_classes=("mathplay-eq-draw-box",),
        )

    def _build_side(self) -> None:
        self.players = w.HTML()
        self.piles = w.HTML(layout=w.Layout(margin="0.3em 0"))
        self.log_box = w.HTML()
        self.legend_title = w.HTML()
        self.legend = w.HTML()
        self.summary = w.HTML()

    # ----- drawing --------------------------------------------------------------------
    def render(self) -> None:
        board = self.board
        game = board.game
        playing = not game.is_terminal
        person = board.person_to_act
        view = game.view(game.current_player if board.viewer is None else board.viewer)
        self._draw_text(view, playing)
        building = board.may_build
        self._draw_hand(view, person)  # first: the card just clicked answers at once
        picking = building and board.selected is not None
        toggle_class(self.frame, PICKING, picking)  # lights the gaps
        self._draw_controls(person)
        self.variants.render(building)
        for row in self.rows:
            self._draw_row(row, building)
        self.summary.layout.display = "none" if playing else None
        if not playing:
            self.summary.value = summary_html(game, board.tr)

    def _draw_text(self, view: dict[str, Any], playing: bool) -> None:
        board = self.board
        game, tr = board.game, board.tr
        self.turn_line.value = (
            f'<div style="font-size:1.35em;font-weight:bold;color:#0b3d6e">'
            f"{escape(board.turn_text())}</div>"
        )
        shown = (board.language, board.moves_seen)
        if self._text_shown == shown:  # nothing below changes between moves
            return
        self._text_shown = shown
        rules = game.rules
        goal = tr("widgets.equations.goal", target=rules.target, penalty=rules.penalty)
        variants = variant_text(rules, tr)
        small = f'<div style="color:#555"><small>{escape(variants)}</small></div>'
        self.heading.value = (
            f"{TABLE_CSS}<div style='margin:0.1em 0'><b style='font-size:1.25em'>"
            f"{escape(tr('widgets.equations.title'))}</b> · {escape(goal)}</div>"
            f"{small if variants else ''}<div style='color:#555;font-size:0.9em'>"
            f"{escape(tr('widgets.equations.keys'))}</div>"
        )
        self.keys.language = board.language
        news = " ".join(board.news())
        self.news_line.value = f'<div style="font-size:1.1em">{escape(news)}</div>'
        self.players.value = players_html(view, board.bots, playing=playing, tr=tr)
        self.piles.value = piles_html(view, rules.operators, tr)
        self.log_box.value = log_html(board.log_lines()[-LOG_SHOWN:], tr)
        self.legend_title.value = f"<b>{escape(tr('widgets.equations.legend_title'))}</b>"
        self.legend.value = legend_html(tr, rules.operators)

    def _draw_row(self, row: RowView, building: bool) -> None:
        board = self.board
        equation = row.equation
        tip = board.tr("widgets.equations.gap_tip")
        for side, side_view in row.sides.items():
            side_view.render(board.row_items(equation, side), building, tip)
        shown = board.shown_equation(equation)
        rules = board.game.rules
        values = board.tr(
            "widgets.equations.row_values",
            left=value_text(shown.value(Side.LEFT, rules)),
            right=value_text(shown.value(Side.RIGHT, rules)),
        )
        lines = [values]
        if rules.void_at is not None:
            lines.append(
                board.tr("widgets.equations.row_count", count=shown.size, most=rules.void_at)
            )
        face_down = len(board.game.equations[equation].face_down)
        if face_down:
            lines.append(board.tr("widgets.equations.row_face_down", count=face_down))
        row.info.value = '<div style="color:#444">{}</div>'.format(
            " · ".join(f'<span style="white-space:nowrap">{escape(line)}</span>' for line in lines)
        )
        hinted = self._hinted_equation() == equation
        if hinted:
            row.box.add_class("mathplay-eq-row-hinted")
        else:
            row.box.remove_class("mathplay-eq-row-hinted")

    def _draw_hand(self, view: dict[str, Any], person: bool) -> None:
        board = self.board
        tr = board.tr
        viewer = board.viewer
        covered = board.hand_covered
        hand = () if covered else board.hand()
        if viewer is None:
            self.hand_title.value = f"<i>{escape(tr('widgets.equations.hand_waiting'))}</i>"
        else:
            who = board.game.players[viewer]
            title = escape(tr("widgets.equations.hand_of", player=who))
            self.hand_title.value = f'<b style="font-size:1.1em">{title}</b>'
        self.cover.layout.display = None if covered and person else "none"
        if covered and viewer is not None:
            self.cover.description = tr(
                "widgets.equations.show_hand", player=board.game.players[viewer]
            )
        self._grow_hand(len(hand))
        placed = board.placed_cards()
        hinted = self._hinted_cards()
        can_pick = person and board.game.phase == Phase.PLAY
        for at, card in enumerate(self.hand_cards):
            face = None
            if at < len(hand):
                if at in placed:
                    look = CardLook.PLACED
                elif at == board.selected:
                    look = CardLook.SELECTED
                else:
                    look = card_look(hand[at])
                marks = {"mathplay-hand-selected"} if look == CardLook.SELECTED else set()
                if at in hinted:
                    marks.add("mathplay-eq-hinted")
                shown = tr("widgets.card_face", symbol=hand[at])  # · and : in Polish
                face = Face(shown, look, can_pick, frozenset(marks))
            self.hand_faces[at] = show(card, face, self.hand_faces[at], self.hand_styles)

    def _hinted_equation(self) -> int | None:
        """The equation the hint completes, if a hint is shown."""
        hint = self.board.hint_found
        return None if hint is None or hint.completion is None else hint.completion.play.equation

    def _hinted_cards(self) -> set[int]:
        """The places in the hand shown of the cards the hint plays."""
        hint = self.board.hint_found
        if hint is None or hint.completion is None:
            return set()
        return set(hand_indices(self.board.hand(), hint.completion.play.cards))

    def _prompt_html(self) -> str:
        """What to do next, while no card is put down."""
        picked = self.board.selected is not None
        key = "widgets.equations.now_gap" if picked else "widgets.equations.start"
        return f'<div style="font-size:1.15em;color:#555">{escape(self.board.tr(key))}</div>'

    def _draw_controls(self, person: bool) -> None:
        board = self.board
        game, tr = board.game, board.tr
        playing = board.may_build
        drawing = person and game.phase in (Phase.DRAW, Phase.DRAW_AGAIN)
        found = board.shown_preview  # the engine's verdict on the cards put down
        pending = found is not None
        if playing and found is not None:
            self.maths.value = verdict_html(
                game, found.equation, found.after, found.verdict, tr, board.language
            )
        else:
            self.prompt.value = self._prompt_html() if playing else ""
        self.prompt.layout.display = None if playing and not pending else "none"
        self.maths.layout.display = None if playing and pending else "none"
        self.preview.layout.display = None if playing else "none"
        hint = board.hint_found
        self.hint_line.value = (
            hint_html(game, hint.completion, hint.proven, tr) if hint and playing else ""
        )
        labels = {
            "confirm": tr("widgets.confirm"),
            "take_back": tr("widgets.take_back"),
            "hint": tr("widgets.hint"),
            "use_hint": tr("widgets.equations.use_hint"),
            "pass": tr("widgets.pass"),
        }
        shown = {
            "confirm": True,
            "take_back": True,
            "hint": True,
            "use_hint": bool(hint and hint.completion),
            "pass": isinstance(next(iter(game.legal_moves()), None), Pass),
        }
        enabled = {
            "confirm": found is not None and not isinstance(found.verdict, MathplayError),
            "take_back": bool(board.placed_cards()) or board.selected is not None,
        }
        for name, control in self.buttons.items():
            control.description = labels[name]
            control.layout.display = None if shown[name] else "none"
            control.disabled = not enabled.get(name, True)
        self.controls.layout.display = "flex" if playing else "none"
        self.draw_box.layout.display = "flex" if drawing else "none"
        rules = game.rules
        if game.phase == Phase.DRAW_AGAIN:
            label = tr(
                "widgets.equations.draw_again_label", count=rules.draw, below=rules.refill_below
            )
        else:
            label = tr("widgets.equations.draw_label", count=rules.draw)
        self.draw_label.value = f'<b style="font-size:1.15em">{escape(label)}</b>'
        operators = rules.operators
        for choice, move in self.draw_buttons:
            digits, others = move.digits, rules.draw - move.digits
            piles = "  ".join(["0–9"] * digits + [operators] * others)
            choice.description = tr("widgets.card_face", symbol=piles)  # · and : in Polish
            choice.tooltip = tr("widgets.equations.draw_tip", drawn=drawn_cards(digits, others, tr))
        self.end_turn.description = tr("widgets.equations.end_turn")
        self.end_turn.layout.display = None if game.phase == Phase.DRAW_AGAIN else "none"
