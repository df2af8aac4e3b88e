"""EquationsTable: play Equations in a notebook: three equations, a hand, bots and hints.

The engine (:mod:`mathplay.games.equations`) decides everything: whether a play is allowed
(and why not), whether it completes an equation and for how many points, whose turn it is,
which draws are possible, when the game ends. The board only remembers what the person to
play is *building*: the hand cards put into gaps this turn (``rows``), the card picked, and
the last hint. Each click re-asks the engine for a live preview of the pending play (a trial
on a copy of the game) and reads both sides as maths.

Gestures, for tests and keyboard users: :meth:`EquationsTable.pick_card`,
:meth:`~EquationsTable.click_slot`, :meth:`~EquationsTable.click_table_card`,
:meth:`~EquationsTable.confirm`, :meth:`~EquationsTable.take_back`,
:meth:`~EquationsTable.draw`, :meth:`~EquationsTable.draw_again`,
:meth:`~EquationsTable.pass_turn`, :meth:`~EquationsTable.hint`,
:meth:`~EquationsTable.use_hint`, :meth:`~EquationsTable.show_hand`,
:meth:`~EquationsTable.new_game`; in the variants :meth:`~EquationsTable.rearrange`,
:meth:`~EquationsTable.toggle_face_down` and :meth:`~EquationsTable.trade`.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

from mathplay.errors import MathplayError, shown
from mathplay.games.base import is_index
from mathplay.games.equations import (
    VARIANTS,
    Draw,
    EndTurn,
    Equation,
    EquationsGame,
    EventKind,
    Hint,
    Move,
    Pass,
    Phase,
    Play,
    Rearrange,
    Rules,
    Side,
    Trade,
    TurnFaceDown,
    hint_rounds,
)
from mathplay.games.equations.cards import read_cards
from mathplay.widgets.base import GameBoard, new_seed
from mathplay.widgets.equations_shown import LogEntry, Preview, Row, TableReading, hand_indices
from mathplay.widgets.equations_text import play_rows
from mathplay.widgets.equations_view import TableView
from mathplay.widgets.seats import check_seat_count, split_seats
from mathplay.widgets.slow import last_of

__all__ = ["EquationsTable", "LogEntry"]

EQUATIONS = 3


class EquationsTable(TableReading, GameBoard):
    """The Equations table: three equations of cards with gaps, the hand of the person to
    play, a live preview in maths, the draw, hints, score chips, the log.

    ``players`` are seats: names (people, hot-seat), engine bots
    (:class:`~mathplay.games.equations.RandomBot`, ``GreedyBot()``) or ``(name, bot)``;
    2–6 seats. ``rules``: a :class:`~mathplay.games.equations.Rules` or the name of one of
    its ``VARIANTS`` (``"gentle"``, ``"anti_trivial"``, ...). ``seed`` fixes the shuffles: the
    game number the table shows (default: a new one at random).
    With two or more people on one screen each hand stays covered until its owner clicks
    "show my cards" (``private_hands``). ``hint_time_limit``: seconds a hint may search
    (``None``: no limit, the hint is always the proven best).
    ``game``: go on with this game (a lesson's position); ``players`` then gives one seat
    per player of the game, and the game's rules are used. ``autosave``: a file written
    after every move (``mathplay.widgets.load`` reads it back).
    """

    css_classes = "mathplay-board mathplay-equations"
    saved_option_names = ("seed", "bot_delay", "private_hands", "hint_time_limit")

    def __init__(
        self,
        players: Sequence[Any] | int = ("Player 1", "Player 2"),
        rules: Rules | str = Rules(),
        seed: int | None = None,
        *,
        language: str | None = None,
        bot_delay: float = 0.8,
        private_hands: bool | None = None,
        hint_time_limit: float | None = 0.8,
        game: EquationsGame | None = None,
        autosave: str | os.PathLike[str] | None = None,
    ) -> None:
        names, bots = split_seats(players)
        super().__init__(bots=bots, bot_delay=bot_delay, language=language, autosave=autosave)
        if game is None:
            seed = new_seed() if seed is None else seed
            game = EquationsGame(names, seed=seed, rules=_rules(rules))
        else:
            check_seat_count(names, len(game.players))
        self.game = game
        self.rules = game.rules
        self.seed = seed
        people = [p for p in range(len(game.players)) if p not in bots]
        self.private_hands = len(people) > 1 if private_hands is None else private_hands
        self.hint_time_limit = hint_time_limit
        self.rows: dict[tuple[int, Side], Row] = {}  # sides with cards put down this turn
        self.selected: int | None = None  # the hand card picked, waiting for a gap
        self.hint_found: Hint | None = None
        self.shown_preview: Preview | None = None
        self._tried: tuple[tuple[int, Play], Preview] | None = None  # the last trial
        self.history: list[LogEntry] = []
        self.moves_seen = 0  # moves applied and games started: what the view redraws on
        self.revealed_for: int | None = None  # the person who uncovered the hand
        self.face_down_mode = False  # rearranging variant: a table card click turns it over
        self.view = TableView(self, self)
        self.children = self.view.children(self.thinking, self.status, self.new_game_control)
        self.add_save_control()
        self._start_watching()
        self.play_bots()

    # ----- gestures -------------------------------------------------------------------
    def pick_card(self, index: int) -> None:
        """Pick hand card ``index`` (0, 1, ... in the order shown), or take it back if it
        lies on the table; picking the picked card again puts it down."""
        self.safely(self._pick_card, index)

    def click_slot(self, equation: int, side: Side | str, index: int) -> None:
        """Put the picked card into a gap of ``equation`` (0, 1, 2) on ``side`` ("left" or
        "right"): ``index`` counts the cards shown on that side before the gap (0 = before
        the first card; the cards put down this turn count too)."""
        self.safely(self._click_slot, equation, side, index)

    def click_table_card(self, equation: int, side: Side | str, index: int) -> None:
        """Click card ``index`` shown on a side: a card put down this turn goes back to the
        hand; a card of the table stays (the board says to click a gap)."""
        self.safely(self._click_table_card, equation, side, index)

    def confirm(self) -> None:
        """Play the cards put down this turn (the engine checks and scores them)."""
        self.safely(self._confirm)

    def take_back(self) -> None:
        """Take every card put down this turn back to the hand."""
        self._clear_turn()
        self._changed()

    def draw(self, piles: int | str | Sequence[str]) -> None:
        """Draw the turn's cards: ``"digit"`` or ``"operator"`` (all from that pile), a pile
        for each card (``("digit", "operator")``), or how many come from the digit pile."""
        self.safely(self._draw, piles)

    def draw_again(self, piles: int | str | Sequence[str] | None) -> None:
        """With a small hand after drawing: draw 2 more (``piles`` as in :meth:`draw`), or
        ``None`` to end the turn without drawing."""
        self.safely(self._draw_again, piles)

    def pass_turn(self) -> None:
        """Play nothing (the engine allows it only with an empty hand)."""
        self.safely(self._apply_checked, Pass())

    def rearrange(self, equations: Sequence[str]) -> None:
        """Rearranging variant: pay to set the table to ``equations`` (three texts such as
        ``"8 = 7"``); the engine checks the cards and says what it costs. Cards turned face
        down stay with their equation."""
        self.safely(self._rearrange, equations)

    def toggle_face_down(self) -> None:
        """Rearranging variant: switch "turn a card face down" on or off; while it is on,
        clicking a card of the table turns it face down (and pays for it)."""
        self.safely(self._toggle_face_down)

    def trade(
        self,
        partner: int | str,
        give: str | Sequence[str] = "",
        take: str | Sequence[str] = "",
        *,
        give_points: int = 0,
        take_points: int = 0,
    ) -> None:
        """Trading variant, agreed between two people: give ``give`` cards and
        ``give_points`` to ``partner`` (a seat number or a name), get ``take`` and
        ``take_points``."""
        self.safely(self._trade, partner, give, take, give_points, take_points)

    def hint(self) -> None:
        """Search the best completion now (within ``hint_time_limit`` seconds) and show it."""
        self.safely(self._hint)

    def use_hint(self) -> None:
        """Put the cards of the hint into their gaps (then confirm, or take them back)."""
        self.safely(self._use_hint)

    def show_hand(self) -> None:
        """Uncover the hand for the person whose turn it is (hot-seat play)."""
        self.safely(self._show_hand)

    # ----- gestures, inside -----------------------------------------------------------
    def _hand_in_play(self) -> tuple[str, ...] | None:
        """The hand of the person building a play, or ``None`` (with a message) if nobody
        may; an error if the turn is at another step."""
        if self.game.is_terminal:
            raise MathplayError("widgets.equations.game_over")
        if not self.gesture_allowed():
            return None
        if self.hand_covered:
            player = self.game.players[self.game.current_player]
            raise MathplayError("widgets.equations.hand_covered", player=player)
        if self.game.phase != Phase.PLAY:
            raise MathplayError("widgets.equations.draw_first")
        return self.hand()

    def _pick_card(self, index: int) -> None:
        hand = self._hand_in_play()
        if hand is None:
            return
        if not is_index(index, len(hand)):
            raise MathplayError("widgets.equations.no_such_card", index=index, count=len(hand))
        if index in self.placed_cards():
            for key, row in self.rows.items():
                if index in row:
                    row.remove(index)
                    self._keep_row(key, row)
                    break
            self.selected = None
        else:
            self.selected = None if self.selected == index else index
        self._changed()

    def _place(
        self, equation: Any, side: Any, index: Any, *, on_card: bool
    ) -> tuple[tuple[int, Side], Row]:
        """The side a click is on and its row, after checking the click."""
        sides = {str(s) for s in Side}
        if not (is_index(equation, EQUATIONS) and isinstance(side, str) and str(side) in sides):
            raise MathplayError("widgets.equations.no_such_side", equation=equation, side=side)
        key = (equation, Side(str(side)))
        row = self.row(*key)
        most = len(row) - 1 if on_card else len(row)
        if not is_index(index, most + 1):
            message = (
                "widgets.equations.no_such_table_card"
                if on_card
                else "widgets.equations.no_such_gap"
            )
            raise MathplayError(message, index=index, most=most)
        return key, row

    def _click_slot(self, equation: int, side: Side | str, index: int) -> None:
        key, row = self._place(equation, side, index, on_card=False)
        if self._hand_in_play() is None:
            return
        if self.selected is None:
            raise MathplayError("widgets.equations.pick_first")
        row.insert(index, self.selected)
        self._keep_row(key, row)
        self.selected = None
        self._changed()

    def _click_table_card(self, equation: int, side: Side | str, index: int) -> None:
        key, row = self._place(equation, side, index, on_card=True)
        if self._hand_in_play() is None:
            return
        if row[index] is None:
            if not self.face_down_mode:
                raise MathplayError("widgets.equations.table_card")
            table_index = row[:index].count(None)  # the cards put down this turn not counted
            self.apply_move(TurnFaceDown(equation, key[1], table_index))
            return
        row.pop(index)
        self._keep_row(key, row)
        self._changed()

    def _keep_row(self, key: tuple[int, Side], row: Row) -> None:
        if any(entry is not None for entry in row):
            self.rows[key] = row
        else:
            self.rows.pop(key, None)

    def _rearrange(self, equations: Sequence[str]) -> None:
        if self._hand_in_play() is None:
            return
        if not isinstance(equations, list | tuple) or len(equations) != EQUATIONS:
            raise MathplayError("widgets.equations.rearrange_three")
        table = []
        for text, old in zip(equations, self.game.equations, strict=True):
            new = Equation.from_text(text)
            table.append(Equation(new.left, new.right, old.face_down))
        self.apply_move(Rearrange(tuple(table)))  # then the cards put down go back to the hand

    def _toggle_face_down(self) -> None:
        if self._hand_in_play() is None:
            return
        self.game.check_may_pay()
        self.face_down_mode = not self.face_down_mode
        self._changed()

    def _trade(
        self,
        partner: int | str,
        give: str | Sequence[str],
        take: str | Sequence[str],
        give_points: int,
        take_points: int,
    ) -> None:
        if self._hand_in_play() is None:
            return
        players = self.game.players
        seat = (
            players.index(partner) if isinstance(partner, str) and partner in players else partner
        )
        if not is_index(seat, len(players)):
            raise MathplayError("widgets.equations.no_such_player", player=partner)
        if seat in self.bots:
            raise MathplayError("widgets.equations.trade_with_bot", player=players[seat])
        move = Trade(seat, read_cards(give), read_cards(take), give_points, take_points)
        self.apply_move(move)

    def _confirm(self) -> None:
        if self._hand_in_play() is not None:
            self.apply_move(self.pending_play())

    def _draw(self, piles: int | str | Sequence[str]) -> None:
        self._apply_checked(Draw(self._digits(piles)))

    def _draw_again(self, piles: int | str | Sequence[str] | None) -> None:
        self._apply_checked(EndTurn() if piles is None else Draw(self._digits(piles)))

    def _digits(self, piles: int | str | Sequence[str]) -> int:
        """How many of the drawn cards come from the digit pile."""
        if type(piles) is int:
            return piles
        count = self.game.rules.draw
        if isinstance(piles, str):
            chosen = [piles] * count
        else:
            chosen = list(piles) if isinstance(piles, list | tuple) else []
        if len(chosen) != count or any(pile not in ("digit", "operator") for pile in chosen):
            raise MathplayError("widgets.equations.bad_piles", piles=shown(piles), count=count)
        return chosen.count("digit")

    def _apply_checked(self, move: Move) -> None:
        """A turn move of the person to play (the engine checks it)."""
        if self.game.is_terminal:
            raise MathplayError("widgets.equations.game_over")
        if self.gesture_allowed():
            self.apply_move(move)

    def _hint(self) -> None:
        if self._hand_in_play() is None:
            return
        snapshot = self.game.clone()  # the search never touches the live game
        moment = self.moves_seen
        limit = self.hint_time_limit
        self.run_slow(  # in steps: a round of the search each
            lambda: last_of(hint_rounds(snapshot, limit), Hint(None, False)),
            lambda found: self._show_hint(found, moment),
        )

    def _show_hint(self, found: Hint, moment: int) -> None:
        if moment != self.moves_seen:  # the game moved on meanwhile
            return
        self.hint_found = found
        self._changed()

    def _use_hint(self) -> None:
        hand = self._hand_in_play()
        if hand is None:
            return
        found = self.hint_found
        if found is None or found.completion is None:
            raise MathplayError("widgets.equations.no_hint")
        play = found.completion.play
        equation = play.equation
        assert equation is not None
        chosen = hand_indices(hand, play.cards)
        indices = {id(p): index for p, index in zip(play.placements, chosen, strict=True)}
        self._clear_turn()
        for side, row in play_rows(play, self.game.equations[equation]).items():
            if any(entry is not None for entry in row):
                self.rows[(equation, side)] = [
                    None if entry is None else indices[id(entry)] for entry in row
                ]
        self._changed()

    def _show_hand(self) -> None:
        if self.game.is_terminal:
            raise MathplayError("widgets.equations.game_over")
        if self.gesture_allowed():
            self.revealed_for = self.viewer
            self._changed()

    def deal(self, seed: int) -> None:
        self.game = EquationsGame(list(self.game.players), seed=seed, rules=self.rules)
        self.history = []
        self.moves_seen += 1
        self.revealed_for = None
        self._fresh_turn()
        self._start_watching()
        self.play_bots()

    # ----- the flow of play -----------------------------------------------------------
    def saved_extras(self) -> dict[str, Any]:
        """The log, as the board wrote it (the turn each move belongs to)."""
        log = [
            {"turn": e.turn, "player": e.player, "ended_turn": e.ended_turn} for e in self.history
        ]
        return {"log": log}

    def restore_extras(self, data: dict[str, Any]) -> None:
        """The log of a saved board, with each entry's events from the game's history."""
        log, turns = data.get("log", []), self.game.history
        if not (isinstance(log, list) and len(log) + len(self.history) == len(turns)):
            return  # not this game's log: keep the board's own
        if not all(_log_entry_fits(entry, len(self.game.players), len(turns)) for entry in log):
            return
        saved = [
            LogEntry(entry["turn"], entry["player"], entry["ended_turn"], turn.events)
            for entry, turn in zip(log, turns, strict=False)
        ]
        self.history = saved + self.history  # and the bots' moves since the board opened
        self.moves_seen += 1
        self.render()

    def _start_watching(self) -> None:
        """Remember where the game stands, to tell who made the next move."""
        game = self.game
        self._before = (game.turn, game.current_player, game.phase)

    def on_move_applied(self) -> None:
        """After any move (a person's or a bot's): note it in the log, forget what was
        being built and the hint, clear the last message."""
        turn, player, phase = self._before
        events = self.game.last_events
        ended = phase == Phase.DRAW_AGAIN and not any(e.kind == EventKind.DRAW for e in events)
        self.history.append(LogEntry(turn, player, ended, events))
        self.moves_seen += 1
        self._start_watching()
        self._fresh_turn()

    def _fresh_turn(self) -> None:
        """Nothing built, no hint, no message: as at the start of a turn."""
        self._clear_turn()
        self.hint_found = None
        self.face_down_mode = False
        self.clear_message()

    def render(self) -> None:
        self.shown_preview = self.preview()
        self.view.render()
        self.new_game_control.render()

    def _clear_turn(self) -> None:
        self.rows = {}
        self.selected = None

    def _changed(self) -> None:
        """A gesture worked: clear the last message and redraw."""
        self.clear_message()
        self.render()


def _rules(rules: Rules | str) -> Rules:
    """A Rules value, or the variant of that name."""
    if isinstance(rules, str):
        if rules not in VARIANTS:
            raise MathplayError(
                "widgets.equations.unknown_variant", name=rules, known=", ".join(VARIANTS)
            )
        return VARIANTS[rules]
    return rules


def _log_entry_fits(entry: Any, players: int, moves: int) -> bool:
    """Whether a saved log entry can be this game's (a save file may say anything)."""
    return (
        isinstance(entry, dict)
        and is_index(entry.get("turn"), moves + 1)
        and is_index(entry.get("player"), players)
        and isinstance(entry.get("ended_turn"), bool)
    )
