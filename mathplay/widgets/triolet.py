"""TrioletBoard: play Triolet in a notebook: a 15 × 15 board, a rack, bots and hints.

The engine (:mod:`mathplay.games.triolet`) decides everything: whether a move is legal (and
why not), what it scores, whose turn it is, when the game ends. The board only remembers what
the person to play is *building*: the tiles they put down this turn (``pending``), the tile
they picked, the wild tile waiting for its number, the tiles chosen for an exchange, and the
last hint. Each click re-asks the engine for a live preview of the pending move.

Gestures, for tests and keyboard users: :meth:`TrioletBoard.pick_tile`,
:meth:`~TrioletBoard.click_square`, :meth:`~TrioletBoard.choose_wild_value`,
:meth:`~TrioletBoard.confirm`, :meth:`~TrioletBoard.take_back`,
:meth:`~TrioletBoard.start_exchange`, :meth:`~TrioletBoard.exchange`,
:meth:`~TrioletBoard.pass_turn`, :meth:`~TrioletBoard.hint`, :meth:`~TrioletBoard.show_rack`,
:meth:`~TrioletBoard.new_game`.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from typing import Any

from mathplay.errors import MathplayError
from mathplay.games.base import is_index
from mathplay.games.triolet import (
    WILD,
    Exchange,
    Hint,
    Pass,
    Place,
    Placement,
    Rules,
    Score,
    Tile,
    TrioletGame,
    hint,
)
from mathplay.games.triolet.rules import MAX_VALUE
from mathplay.i18n import translate
from mathplay.widgets.base import GameBoard, new_seed
from mathplay.widgets.seats import check_seat_count, split_seats
from mathplay.widgets.triolet_text import breakdown_text, placement_label
from mathplay.widgets.triolet_view import BoardView

__all__ = ["TrioletBoard"]


class TrioletBoard(GameBoard):
    """The Triolet board: squares, the rack of the person to play, preview, hint, log.

    ``players`` are seats: names (people, hot-seat), engine bots
    (:class:`~mathplay.games.triolet.RandomBot`, ``GreedyBot()``, ``StrategicBot()``) or
    ``(name, bot)``; 2–4 seats. ``rules`` and ``seed`` go to
    :class:`~mathplay.games.triolet.TrioletGame`; ``seed`` is the game number the board
    shows (default: a new one at random; the same number deals the same game again). With
    two or more people on one screen the rack stays covered until its owner clicks "show my
    tiles" (``private_racks``).
    ``game``: go on with this game (a lesson's position); ``players`` then gives one seat
    per player of the game, and the game's rules are used. ``autosave``: a file written
    after every move (``mathplay.widgets.load`` reads it back).
    """

    css_classes = "mathplay-board mathplay-triolet"
    arithmetic = False  # ×2 and ×3 mark premium squares: no × or ÷ to write the school's way

    saved_option_names = ("seed", "bot_delay", "private_racks")

    def __init__(
        self,
        players: Sequence[Any] | int = ("Player 1", "Player 2"),
        rules: Rules = Rules(),
        seed: int | None = None,
        *,
        language: str | None = None,
        bot_delay: float = 0.8,
        private_racks: bool | None = None,
        game: TrioletGame | None = None,
        autosave: str | os.PathLike[str] | None = None,
    ) -> None:
        names, bots = split_seats(players)
        super().__init__(bots=bots, bot_delay=bot_delay, language=language, autosave=autosave)
        if game is None:
            seed = new_seed() if seed is None else seed
            game = TrioletGame(names, seed=seed, rules=rules)
        else:
            check_seat_count(names, len(game.players))
        self.rules = game.rules
        self.seed = seed
        self.game = game
        people = [p for p in range(len(self.game.players)) if p not in bots]
        self.private_racks = len(people) > 1 if private_racks is None else private_racks
        self.pending: list[tuple[int, Placement]] = []  # (rack index, tile on the board)
        self.selected: int | None = None  # the rack tile picked, waiting for a square
        self.wild_square: tuple[int, int, int] | None = None  # (rack index, row, col)
        self.exchanging = False
        self.exchange_choice: set[int] = set()
        self.hint_found: Hint | None = None
        self.preview: Score | MathplayError | None = None
        self.revealed_for: int | None = None  # the person who uncovered the rack
        self.last_result: tuple[int, Score] | None = None  # a person's last move, shown
        self.view = BoardView(self)
        self.add_class(self.view.grid.scope)
        self.children = self.view.children(self.thinking, self.status, self.new_game_control)
        self.add_save_control()
        self.after_move()

    # ----- gestures -------------------------------------------------------------------
    def pick_tile(self, index: int) -> None:
        """Pick rack tile ``index`` (0, 1, 2), or put it back if it lies on the board; while
        exchanging, choose it or un-choose it."""
        self.safely(self._pick_tile, index)

    def click_square(self, row: int, col: int) -> None:
        """Put the picked tile on ``(row, col)``, or take back the tile put there this turn."""
        self.safely(self._click_square, row, col)

    def choose_wild_value(self, value: int) -> None:
        """Give the wild tile just put down its number (0–15)."""
        self.safely(self._choose_wild_value, value)

    def confirm(self) -> None:
        """Play the tiles put down this turn (the engine checks and scores them)."""
        self.safely(self._confirm)

    def take_back(self) -> None:
        """Take every tile put down this turn back to the rack (and stop an exchange)."""
        self._clear_turn()
        self._changed()

    def start_exchange(self) -> None:
        """Start choosing rack tiles to give back to the bag."""
        self.safely(self._start_exchange)

    def exchange(self, indices: Iterable[int] | None = None) -> None:
        """Exchange the rack tiles at ``indices`` (default: the ones chosen) with the bag."""
        self.safely(self._exchange, indices)

    def pass_turn(self) -> None:
        """Place nothing this turn."""
        self.safely(self._pass)

    def hint(self) -> None:
        """Show the best move now on the board (dashed squares) with its score."""
        self.safely(self._hint)

    def show_rack(self) -> None:
        """Uncover the rack for the person whose turn it is (hot-seat play)."""
        self.safely(self._show_rack)

    # ----- what the board shows -------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """The player whose rack is shown: the person to play; during a bot's turn the only
        person at the table (``None`` if there are several, or none)."""
        game = self.game
        if not game.is_terminal and game.current_player not in self.bots:
            return game.current_player
        people = [p for p in range(len(game.players)) if p not in self.bots]
        return people[0] if len(people) == 1 and not game.is_terminal else None

    @property
    def rack_covered(self) -> bool:
        """Whether the rack is covered until its owner clicks "show my tiles"."""
        viewer = self.viewer
        return self.private_racks and viewer is not None and self.revealed_for != viewer

    @property
    def placements(self) -> tuple[Placement, ...]:
        """The tiles put down this turn (not confirmed yet)."""
        return tuple(p for _, p in self.pending)

    @property
    def building(self) -> bool:
        """Whether the person to play has picked or put down tiles this turn."""
        return bool(self.pending) or self.wild_square is not None or self.selected is not None

    def rack(self) -> tuple[Tile, ...]:
        """The shown rack, from the engine's view for :attr:`viewer` (empty if none)."""
        viewer = self.viewer
        return () if viewer is None else tuple(self.game.view(viewer)["rack"])

    # ----- gestures, inside -----------------------------------------------------------
    def _pick_tile(self, index: int) -> None:
        rack = self._rack_in_play()
        if rack is None:
            return
        if not is_index(index, len(rack)):
            raise MathplayError("widgets.triolet.no_such_tile", index=index, count=len(rack))
        if self.exchanging:
            self.exchange_choice ^= {index}
        elif self.wild_square is not None:
            raise MathplayError("widgets.triolet.wild_value_first")
        elif (at := self._pending_of(index)) is not None:
            self.pending.pop(at)
            self.selected = None
        else:
            self.selected = None if self.selected == index else index
        self._changed()

    def _click_square(self, row: int, col: int) -> None:
        last = self.game.board.size - 1
        if not (is_index(row, last + 1) and is_index(col, last + 1)):
            raise MathplayError("widgets.triolet.no_such_square", row=row, col=col, last=last)
        rack = self._rack_in_play()
        if rack is None:
            return
        if self.exchanging:
            raise MathplayError("widgets.triolet.exchanging")
        if self.wild_square is not None:
            if self.wild_square[1:] != (row, col):
                raise MathplayError("widgets.triolet.wild_value_first")
            self.wild_square = None  # a second click on the "?" takes the wild tile back
        elif (at := self._pending_at(row, col)) is not None:
            self.pending.pop(at)
        elif self.game.board.get(row, col) is not None:
            raise MathplayError("widgets.triolet.square_taken", row=row, col=col)
        elif self.selected is None:
            raise MathplayError("widgets.triolet.pick_first")
        elif rack[self.selected] == WILD:
            self.wild_square = (self.selected, row, col)
            self.selected = None
        else:
            self.pending.append((self.selected, Placement(row, col, rack[self.selected])))
            self.selected = None
        self._changed()

    def _choose_wild_value(self, value: int) -> None:
        if self._rack_in_play() is None:
            return
        if self.wild_square is None:
            raise MathplayError("widgets.triolet.no_wild_waiting")
        if not (type(value) is int and 0 <= value <= MAX_VALUE):
            raise MathplayError("widgets.triolet.bad_wild_value", value=value)
        index, row, col = self.wild_square
        self.pending.append((index, Placement(row, col, value, wild=True)))
        self.wild_square = None
        self._changed()

    def _confirm(self) -> None:
        if self._rack_in_play() is None:
            return
        if self.wild_square is not None:
            raise MathplayError("widgets.triolet.wild_value_first")
        if self.exchanging:
            raise MathplayError("widgets.triolet.exchanging")
        player, move = self.game.current_player, Place(self.placements)
        score = self.game.score_of(move)  # the engine's breakdown, kept in view
        self.last_result = (player, score)
        self.apply_move(move)

    def _start_exchange(self) -> None:
        if self._rack_in_play() is None:
            return
        if not self.game.can_exchange:
            raise MathplayError("widgets.triolet.cannot_exchange", bag=len(self.game.bag))
        self._clear_turn()
        self.exchanging = True
        self._changed()

    def _exchange(self, indices: Iterable[int] | None) -> None:
        rack = self._rack_in_play()
        if rack is None:
            return
        if indices is None:
            indices = sorted(self.exchange_choice)
        elif not isinstance(indices, list | tuple | set | frozenset):  # a number, a text
            raise MathplayError("widgets.triolet.exchange_which", indices=indices)
        for index in indices:
            if not is_index(index, len(rack)):
                raise MathplayError("widgets.triolet.no_such_tile", index=index, count=len(rack))
        if len(set(indices)) != len(indices):  # a tile named twice
            raise MathplayError("widgets.triolet.exchange_which", indices=indices)
        self.apply_move(Exchange(tuple(rack[i] for i in sorted(indices))))

    def _pass(self) -> None:
        if self._rack_in_play() is not None:
            self.apply_move(Pass())

    def _hint(self) -> None:
        if self._rack_in_play() is None:
            return
        snapshot = self.game.clone()  # the worker never touches the live game
        turns = len(self.game.history)
        self.run_slow(lambda: hint(snapshot), lambda found: self._show_hint(found, turns))

    def _show_hint(self, found: Hint | None, turns: int) -> None:
        if len(self.game.history) != turns:  # the game moved on meanwhile
            return
        self.hint_found = found
        self.render()
        if found is None:
            self.say("widgets.triolet.hint_none")
            return
        self.show_message(lambda language: hint_text(found, language), kind="good")

    def _show_rack(self) -> None:
        if self._playable():
            self.revealed_for = self.viewer
            self._changed()

    def deal(self, seed: int) -> None:
        self.game = TrioletGame(list(self.game.players), seed=seed, rules=self.rules)
        self.revealed_for = None
        self.last_result = None
        self.after_move()

    # ----- the flow of play -----------------------------------------------------------
    def after_move(self) -> None:
        """A new turn starts: forget what was being built, redraw, let bots play."""
        self._clear_turn()
        self.hint_found = None
        super().after_move()

    def render(self) -> None:
        self.preview = self._preview()
        self.view.render()
        self.new_game_control.render()

    def _preview(self) -> Score | MathplayError | None:
        """What the engine says about the tiles put down: their score, or why not."""
        if not self.pending or self.wild_square is not None:
            return None
        try:
            return self.game.score_of(Place(self.placements))
        except MathplayError as err:
            return err

    def _playable(self) -> bool:
        """Whether a person may act now; if not, the board says why."""
        if self.game.is_terminal:
            raise MathplayError("widgets.triolet.game_over")
        return self.gesture_allowed()

    def _rack_in_play(self) -> tuple[Tile, ...] | None:
        """The rack of the person to play, or ``None`` (with a message) if nobody may play."""
        if not self._playable():
            return None
        if self.rack_covered:
            player = self.game.players[self.game.current_player]
            raise MathplayError("widgets.triolet.rack_covered", player=player)
        return self.rack()

    def _clear_turn(self) -> None:
        self.pending = []
        self.selected = None
        self.wild_square = None
        self.exchanging = False
        self.exchange_choice = set()

    def _changed(self) -> None:
        """A gesture worked: clear the last message and redraw (the pupil who moves on no
        longer needs the score of their last move)."""
        self.clear_message()
        if self.last_result is not None and self.last_result[0] == self.game.current_player:
            self.last_result = None
        self.render()

    def _pending_of(self, index: int) -> int | None:
        return next((at for at, (i, _) in enumerate(self.pending) if i == index), None)

    def _pending_at(self, row: int, col: int) -> int | None:
        return next(
            (at for at, (_, p) in enumerate(self.pending) if (p.row, p.col) == (row, col)), None
        )

    def preview_text(self) -> str:
        """The preview line as plain text: the score breakdown, or the engine's reason."""
        preview = self.preview
        if isinstance(preview, Score):
            breakdown = breakdown_text(preview, self.language)
            return self.tr("widgets.triolet.preview_legal", breakdown=breakdown)
        if isinstance(preview, MathplayError):
            reason = preview.localized(self.language).split("\n")[0]
            return self.tr("widgets.triolet.preview_illegal", reason=reason)
        return ""


def hint_text(found: Hint, language: str) -> str:
    """The hint's line: where each tile goes, and what the move scores."""
    where = [
        translate(
            "widgets.triolet.tile_on", language, tile=placement_label(p), row=p.row, col=p.col
        )
        for p in found.move.placements
    ]
    breakdown = breakdown_text(found.score, language)
    return translate("widgets.triolet.hint_found", language, tiles=where, breakdown=breakdown)
