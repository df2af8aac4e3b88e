"""MemoryGrid: play Memory Max in a notebook, from the face-down grid to the finale.

The engine (:mod:`mathplay.games.memory`) decides everything; the board only remembers
what it is *showing*: the cards of the last turn stay face up (``reveal``) until someone
clicks "Continue" or flips the next card, so that everyone can see and remember them.

Gestures, for tests and keyboard users: :meth:`MemoryGrid.flip`,
:meth:`MemoryGrid.click_card`, :meth:`MemoryGrid.choose_chaos`,
:meth:`MemoryGrid.continue_turn`; the finale's are on :attr:`MemoryGrid.finale`.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

import ipywidgets as w

from mathplay.errors import MathplayError
from mathplay.games.base import is_index
from mathplay.games.memory import (
    Chaos,
    EventKind,
    Flip,
    MemoryGame,
    Phase,
    Rules,
    Status,
    Stop,
    UseBest,
)
from mathplay.widgets.base import GameBoard, new_seed
from mathplay.widgets.builder import goal_message
from mathplay.widgets.keys import FOCUS_CSS, Keys
from mathplay.widgets.memory_finale import Finale, can_build
from mathplay.widgets.memory_look import (
    MARKS,
    CardLook,
    face_label,
    legend_html,
    news,
    player_html,
    swatch_style,
)
from mathplay.widgets.parts import button, escape
from mathplay.widgets.seats import check_seat_count, split_seats

__all__ = ["MemoryGrid"]

MEMORY_CSS = (
    "<style>.mathplay-memory .mathplay-memory-card { padding: 0 2px !important; }"
    ".mathplay-memory :lang(ja) { line-break: strict; word-break: auto-phrase; }</style>"
    + FOCUS_CSS
)

CARD_WIDTH, CARD_GAP = 66, 6  # pixels
_SHOWN = {EventKind.PAIR: CardLook.WON, EventKind.BONUS: CardLook.WON}
_SETTLED = {EventKind.PAIR, EventKind.BONUS, EventKind.TURN_BACK}


class _NothingToBuild:
    """In the finale, the seat of a person whose cards make no expression: they announce
    the engine's :class:`UseBest` (no expression) at once, and the game goes on."""

    def choose_move(self, game: MemoryGame) -> UseBest:
        return UseBest(game.current_player)

    def observe(self, turn: Any) -> None:
        """Nothing to remember."""


NOTHING_TO_BUILD = _NothingToBuild()


class MemoryGrid(GameBoard):
    """The Memory Max board: the grid, the players' cards, chaos, and the finale.

    ``players`` are seats: names (people, hot-seat), engine bots
    (:class:`~mathplay.games.memory.PerfectMemoryBot`, ``ForgetfulBot(p)``, ``RandomBot``)
    or ``(name, bot)``. ``rules``, ``seed``, ``first_player`` and ``layout`` go to
    :class:`~mathplay.games.memory.MemoryGame`; ``seed`` is the game number the board shows
    (default: a new one at random). In a kernel, bots wait ``bot_delay`` seconds before each
    move, and ``look_time`` more after a move that showed cards.
    ``game``: go on with this game (one seat per player of the game; its rules are used).
    ``autosave``: a file written after every move (``mathplay.widgets.load`` reads it back).
    """

    css_classes = "mathplay-board mathplay-memory"
    saved_option_names = ("seed", "bot_delay", "look_time")

    def __init__(
        self,
        players: Sequence[Any] | int = ("Player 1", "Player 2"),
        rules: Rules = Rules(),
        seed: int | None = None,
        *,
        first_player: int = 0,
        layout: str | Sequence[str] | None = None,
        language: str | None = None,
        bot_delay: float = 0.8,
        look_time: float = 1.5,
        game: MemoryGame | None = None,
        autosave: str | os.PathLike[str] | None = None,
    ) -> None:
        names, bots = split_seats(players)
        super().__init__(bots=bots, bot_delay=bot_delay, language=language, autosave=autosave)
        if game is None:
            seed = new_seed() if seed is None else seed
            game = MemoryGame(names, seed, rules, first_player=first_player, layout=layout)
        else:
            check_seat_count(names, len(game.players))
        self.game = game
        self.seed = seed
        self.look_time = look_time
        self.reveal: dict[int, tuple[str, CardLook]] = {}  # position -> (face, look)
        self.shuffled: frozenset[int] = frozenset()
        self.paused = False  # a person's turn ended with cards to remember: bots wait
        self._build()
        self.finale = Finale(self)
        self.middle = w.HBox(
            [self.table, self.finale.box, self.players_box],
            layout=w.Layout(flex_flow="row wrap", align_items="flex-start"),
        )
        top = w.HBox(
            [self.heading, self.new_game_control.box], _dom_classes=("mathplay-board-top",)
        )
        self.children = [
            top,
            self.turn_line,
            self.news_line,
            self.middle,
            self.thinking,
            self.status,
            self.keyboard,
        ]
        self.add_save_control()
        self.after_move()

    # ----- gestures -------------------------------------------------------------------
    def flip(self, position: int) -> None:
        """Flip the face-down card at ``position`` (0, 1, ... row by row)."""
        self.safely(self._flip, position)

    def click_card(self, row: int, col: int) -> None:
        """Flip the card at ``row``, ``col`` (counted from 0)."""
        self.safely(self._click_card, row, col)

    def choose_chaos(self, count: int) -> None:
        """Use the chaos card just taken: shuffle ``count`` face-down cards."""
        self.safely(self._choose_chaos, count)

    def continue_turn(self) -> None:
        """Turn the cards of the last turn back (or away) and let play go on."""
        self.safely(self._continue)

    def stop_turn(self) -> None:
        """After a pair, stop instead of flipping two more cards (``Rules.may_stop_after_pair``)."""
        self.safely(self._stop)

    def deal(self, seed: int) -> None:
        self.game = MemoryGame(list(self.game.players), seed, self.game.rules)
        self.reveal = {}
        self.shuffled = frozenset()
        self.paused = False
        self.finale = Finale(self)
        self.middle.children = [self.table, self.finale.box, self.players_box]
        self.after_move()

    # ----- gestures, inside -----------------------------------------------------------
    def _click_card(self, row: int, col: int) -> None:
        rows, cols = self.game.rules.grid
        if not (is_index(row, rows) and is_index(col, cols)):
            raise MathplayError("widgets.memory.no_such_place", row=row, col=col)
        self._flip(self.game.rules.position(row, col))

    def _flip(self, position: int) -> None:
        if self.paused:  # the click first turns the shown cards back
            bot_next = self.bots.get(self.game.current_player) is not None
            self._continue()
            if bot_next:
                return
        if self.gesture_allowed():
            self.apply_move(Flip(position))

    def _stop(self) -> None:
        if self.gesture_allowed():
            self.apply_move(Stop())

    def _choose_chaos(self, count: int) -> None:
        if self.gesture_allowed():
            self.apply_move(Chaos(count))

    def _continue(self) -> None:
        self.reveal = {}
        self.paused = False
        self.play_bots()

    # ----- the flow of play -----------------------------------------------------------
    def bot_to_move(self) -> Any:
        """The bot whose turn it is; ``None`` while a person still looks at the cards. In
        the finale a person whose cards make no expression announces by themselves."""
        if self.paused:
            return None
        bot = super().bot_to_move()
        game = self.game
        if (
            bot is None
            and game.in_finale
            and not game.is_terminal
            and not can_build(game.hand(game.current_player))
        ):
            return NOTHING_TO_BUILD
        return bot

    def next_bot_delay(self) -> float:
        """A bot waits longer while the last cards are still in view (nobody waits for a
        person who has nothing to build)."""
        if self.bot_to_move() is NOTHING_TO_BUILD:
            return 0.0
        return self.bot_delay + (self.look_time if self.reveal else 0.0)

    def on_move_applied(self) -> None:
        """The board keeps the cards of the last move in view."""
        game = self.game
        events = game.last_events
        kinds = {event.kind for event in events}
        if not events:  # an expression was announced
            self.finale.announced()
            return
        self.paused = False
        self.shuffled = frozenset()
        if EventKind.SHUFFLE in kinds:
            self.reveal = {}
            self.shuffled = frozenset(
                p for e in events if e.kind == EventKind.SHUFFLE for p in e.positions
            )
            return
        if not kinds & _SETTLED:  # a first flip: the last turn's cards go back
            self.reveal = {}
            return
        self.reveal = {
            position: (face, _SHOWN.get(event.kind, CardLook.BACK))
            for event in events
            if event.kind in _SETTLED
            for position, face in zip(event.positions, event.faces, strict=True)
        }
        mover = events[0].player
        self.paused = (
            mover not in self.bots
            and game.current_player != mover
            and game.phase == Phase.FIRST_FLIP
        )

    # ----- what the board shows -------------------------------------------------------
    def look(self, position: int) -> CardLook:
        """How the card at ``position`` is drawn now."""
        if position in self.reveal:
            return self.reveal[position][1]
        status = self.game.status(position)
        if status == Status.TAKEN:
            return CardLook.TAKEN
        if status == Status.UP:
            return CardLook.UP
        return CardLook.SHUFFLED if position in self.shuffled else CardLook.DOWN

    def shown_face(self, position: int) -> str | None:
        """The face a person sees at ``position`` (``None``: face down or empty)."""
        if position in self.reveal:
            return self.reveal[position][0]
        return self.game.face_up().get(position)

    # ----- drawing --------------------------------------------------------------------
    def _build(self) -> None:
        """Create every widget once; :meth:`render` only updates them."""
        cols = self.game.rules.grid[1]
        self.heading = w.HTML(layout=w.Layout(flex="1 1 auto"))
        self.turn_line = w.HTML(
            layout=w.Layout(min_height="2.2em"), _dom_classes=("mathplay-memory-turn",)
        )
        self.news_line = w.HTML(
            layout=w.Layout(min_height="1.6em"), _dom_classes=("mathplay-memory-news",)
        )
        self.cards: list[w.Button] = []
        for position in range(len(self.game.grid)):
            card = button(
                "?",
                lambda p=position: self.flip(p),
                width="100%",
                words=False,
                style={"font_weight": "bold", "font_size": "24px"},
                css=f"mathplay-memory-card mathplay-memory-{CardLook.DOWN}",
                layout={"height": "58px"},
            )
            self.cards.append(card)
        self._looks = [CardLook.DOWN] * len(self.cards)
        self._faces: list[tuple[Any, ...] | None] = [None] * len(self.cards)
        self._styles: dict[tuple[CardLook, str], w.ButtonStyle] = {}
        self.grid = w.GridBox(
            self.cards,
            layout=w.Layout(
                grid_template_columns=f"repeat({cols}, {CARD_WIDTH}px)",
                grid_gap=f"{CARD_GAP}px",
                width=f"{cols * CARD_WIDTH + (cols - 1) * CARD_GAP}px",
            ),
            _dom_classes=("mathplay-memory-grid",),
        )
        self.continue_button = button(
            "",
            self.continue_turn,
            button_style="primary",
            style={"font_size": "18px"},
            css="mathplay-memory-continue",
            layout={"height": "auto", "padding": "0.3em 2em"},
        )
        self.chaos_count = w.IntSlider(value=2, min=2, max=max(2, len(self.cards)))
        self.chaos_label = w.HTML()
        self.chaos_button = button(
            "",
            lambda: self.choose_chaos(self.chaos_count.value),
            button_style="warning",
            css="mathplay-memory-shuffle",
        )
        self.stop_button = button(
            "",
            self.stop_turn,
            style={"font_size": "16px"},
            css="mathplay-memory-stop",
            layout={"height": "auto", "padding": "0.3em 1.5em"},
        )
        self.chaos_box = w.HBox(
            [self.chaos_label, self.chaos_count, self.chaos_button],
            _dom_classes=("mathplay-memory-chaos",),
        )
        self.left_line = w.HTML()
        self.controls = w.HBox(
            [self.continue_button, self.stop_button, self.chaos_box],
            _dom_classes=("mathplay-memory-controls",),
        )
        self.keyboard = Keys(
            groups=[".mathplay-memory-grid", ".mathplay-memory-controls"],
            language=self.language,
        )
        self.table = w.VBox(
            [self.grid, self.controls, self.left_line],
            layout=w.Layout(margin="0 1.5em 0.5em 0", flex="0 0 auto"),
        )
        self.player_lines = [w.HTML() for _ in self.game.players]
        self.legend = w.HTML()
        self.players_box = w.VBox([*self.player_lines, self.legend], layout=w.Layout(width="22em"))

    def render(self) -> None:
        game = self.game
        for position, card in enumerate(self.cards):  # first: the card just clicked
            self._draw_card(position, card)
        title = escape(self.tr("widgets.memory.title"))
        goal_id, params = goal_message(game.rules.goal, "memory")
        goal = escape(self.tr(goal_id, **params))
        keys = escape(self.tr("widgets.memory.keys"))
        self.heading.value = (
            f"{MEMORY_CSS}<div style='margin:0.1em 0'><b style='font-size:1.25em'>{title}</b>"
            f" · {goal}</div><div style='color:#555;font-size:0.9em'>{keys}</div>"
        )
        self.keyboard.language = self.language
        self.turn_line.value = (
            f'<div style="font-size:1.35em;font-weight:bold;color:#0b3d6e">'
            f"{escape(self._turn_text())}</div>"
        )
        self.news_line.value = escape(news(game.last_events, game.players, self.tr))
        playing = not game.in_finale
        self.table.layout.display = "flex" if playing else "none"
        self.continue_button.description = self.tr("widgets.memory.continue")
        self.continue_button.layout.display = (
            "flex" if self.reveal and game.phase == Phase.FIRST_FLIP else "none"
        )
        self._draw_chaos()
        self.stop_button.description = self.tr("widgets.memory.stop")
        stop = game.may_stop and self.person_to_act
        self.stop_button.layout.display = "flex" if stop else "none"
        self.left_line.value = escape(
            self.tr("widgets.memory.face_down_left", count=len(game.face_down()))
        )
        self.legend.value = legend_html(self.tr)
        self.legend.layout.display = "block" if playing else "none"
        for player, line in enumerate(self.player_lines):
            line.value = player_html(
                game.players[player],
                game.hand(player),
                current=playing and player == game.current_player,
                is_bot=player in self.bots,
                tr=self.tr,
            )
        self.finale.render()
        self.new_game_control.render()

    def _draw_card(self, position: int, card: w.Button) -> None:
        """Update one card in a single message, and only if what it shows has changed."""
        look = self.look(position)
        face = self.shown_face(position)
        label = face_label(face, self.tr) if face is not None else MARKS[look]
        disabled = look == CardLook.TAKEN or self.game.in_finale
        row, col = self.game.rules.row_col(position)
        if look == CardLook.TAKEN:
            tooltip = self.tr("widgets.memory.card_empty", row=row, col=col)
        elif face is None:
            tooltip = self.tr("widgets.memory.card_down", row=row, col=col)
        else:
            tooltip = self.tr("widgets.memory.card_face", row=row, col=col, face=label)
        if look in (CardLook.BACK, CardLook.WON, CardLook.SHUFFLED):
            state = self.tr(f"widgets.memory.legend_{look}")
            tooltip = self.tr("widgets.memory.card_state", card=tooltip, state=state)
        shown = (label, look, disabled, tooltip)
        if self._faces[position] == shown:
            return
        self._faces[position] = shown
        with card.hold_sync():
            card.description = label
            card.style = self._style(look, "24px" if len(label) <= 2 else "15px")  # "chaos"
            card.disabled = disabled
            card.tooltip = tooltip
            if self._looks[position] != look:
                old = f"mathplay-memory-{self._looks[position]}"
                new = f"mathplay-memory-{look}"
                card._dom_classes = (*(c for c in card._dom_classes if c != old), new)
                self._looks[position] = look

    def _style(self, look: CardLook, font_size: str) -> w.ButtonStyle:
        """One shared ButtonStyle per look and size: a card changes style by pointing at
        another one (one small update)."""
        key = (look, font_size)
        if key not in self._styles:
            self._styles[key] = w.ButtonStyle(
                font_weight="bold", font_size=font_size, **swatch_style(look)
            )
        return self._styles[key]

    def _draw_chaos(self) -> None:
        game = self.game
        choosing = game.phase == Phase.CHAOS and self.bot_to_move() is None
        self.chaos_box.layout.display = "flex" if choosing else "none"
        if choosing:
            most = len(game.face_down())
            if self.chaos_count.max != most:
                self.chaos_count.value = min(self.chaos_count.value, most)
                self.chaos_count.max = most
        self.chaos_label.value = f"<b>{escape(self.tr('widgets.memory.shuffle_count'))}</b>"
        self.chaos_button.description = self.tr("widgets.memory.shuffle")

    def _turn_text(self) -> str:
        game = self.game
        if game.in_finale:
            return self.tr("widgets.memory.finale")
        player = game.players[game.current_player]
        if self.paused:
            look_id = "widgets.memory.look_bot" if game.current_player in self.bots else None
            return self.tr(look_id or "widgets.memory.look", player=player)
        if self.bot_to_move() is not None:
            return self.tr("widgets.memory.bot_playing", player=player)
        if game.phase == Phase.CHAOS:
            return self.tr("widgets.memory.choose_chaos", player=player, most=len(game.face_down()))
        if game.phase == Phase.SECOND_FLIP:
            return self.tr("widgets.memory.second_flip", player=player)
        if game.may_stop:
            return self.tr("widgets.memory.after_pair", player=player)
        return self.tr("widgets.memory.first_flip", player=player)

    def set_language(self, language: str) -> None:
        """Switch every text of the board, the finale's builders too."""
        super().set_language(language)
        self.finale.set_language(language)
