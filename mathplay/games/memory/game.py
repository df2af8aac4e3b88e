"""The Memory Max engine: the grid, the turn logic of the rules page, and the end.

Positions are numbered 0, 1, ... row by row (:meth:`Rules.position` and
:meth:`Rules.row_col` convert). Each card has an id (its first position); ``grid[p]`` is
the id of the card at position ``p`` or ``None`` once it is taken. A card is always in
exactly one place: the grid, a player's collection, or the discard pile (used chaos cards).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import StrEnum
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from mathplay.errors import IllegalMove, MathplayError
from mathplay.games.base import player_names
from mathplay.games.memory.cards import CHAOS, is_number
from mathplay.games.memory.moves import Chaos, Declare, Event, EventKind, Flip, Move, Stop
from mathplay.games.memory.rules import Rules, goal_distance
from mathplay.games.memory.scoring import (
    ExpressionCheck,
    Standing,
    best_for,
    rank,
    read_expression,
)

if TYPE_CHECKING:
    import pandas

    from mathplay.search import Solution

__all__ = ["MemoryGame", "Phase", "Status"]


class Phase(StrEnum):
    """Where the current turn stands."""

    FIRST_FLIP = "first_flip"
    SECOND_FLIP = "second_flip"
    CHAOS = "chaos"  # the current player must use the chaos card just taken
    OVER = "over"  # no face-down card left: time for the expressions


class Status(StrEnum):
    """What is at a position of the grid."""

    DOWN = "down"
    UP = "up"
    TAKEN = "taken"


class MemoryGame:
    """A game of Memory Max (``docs/rules/memory.md``), with the interface all games share.

    ``players`` is a count or a list of names; ``seed`` fixes the shuffle and every chaos
    shuffle; ``first_player`` starts (the rules page: the one who has done their
    homework). ``layout`` lays these faces in this order instead of a shuffled deck (for
    lessons and tests), e.g. ``"7 7 + × Y chaos"``.

    ``legal_moves()`` lists flips and chaos choices. Once the grid is empty
    (``is_terminal``), each player may :class:`Declare` one expression; the results use it
    instead of that player's best expression.
    """

    def __init__(
        self,
        players: int | Sequence[str] = 2,
        seed: int | None = 0,
        rules: Rules = Rules(),
        *,
        first_player: int = 0,
        layout: str | Sequence[str] | None = None,
    ) -> None:
        self.rules = rules
        self.players = player_names(players, rules.min_players, rules.max_players)
        self._check_player(first_player)
        self._rng = random.Random(seed)
        if layout is None:
            faces = list(rules.deck())
            rules.check_fits(len(faces))
            self._rng.shuffle(faces)
        else:
            faces = list(rules.check_layout(layout))
        self.cards: tuple[str, ...] = tuple(faces)
        self.grid: list[int | None] = list(range(len(faces)))
        self.collected: list[list[int]] = [[] for _ in self.players]
        self.discarded: list[int] = []
        self.declared: list[str | None] = [None for _ in self.players]
        self.flipped: int | None = None
        self.phase = Phase.FIRST_FLIP if faces else Phase.OVER
        self.turn = 0
        self.last_events: tuple[Event, ...] = ()
        self._current = first_player
        self._keep_turn_after_chaos = False
        self.may_stop = False  # the current player has just taken a pair: may stop
        self._solutions: dict[tuple[str, ...], Solution | None] = {}

    # -- what is on the table -------------------------------------------------------------

    @property
    def current_player(self) -> int:
        return self._current

    @property
    def is_terminal(self) -> bool:
        """True when no face-down card is left."""
        return self.phase == Phase.OVER

    def status(self, position: int) -> Status:
        """Whether the card at ``position`` is face down, face up or taken."""
        if self.grid[position] is None:
            return Status.TAKEN
        return Status.UP if position == self.flipped else Status.DOWN

    def face(self, position: int) -> str | None:
        """The face of the card at ``position`` (``None`` once taken): the engine's secret."""
        card = self.grid[position]
        return None if card is None else self.cards[card]

    def face_down(self) -> list[int]:
        """The positions of the face-down cards."""
        return [p for p, card in enumerate(self.grid) if card is not None and p != self.flipped]

    def face_up(self) -> dict[int, str]:
        """The face-up card (during a turn, after the first flip), by position."""
        if self.flipped is None:
            return {}
        return {self.flipped: self.cards[self.grid[self.flipped]]}  # type: ignore[index]

    def hand(self, player: int) -> tuple[str, ...]:
        """The cards ``player`` has collected, in the order taken (used chaos cards are gone)."""
        return tuple(self.cards[card] for card in self.collected[player])

    def legal_moves(self) -> list[Flip | Chaos | Stop]:
        """Every flip (and :class:`Stop` right after a pair), or every chaos choice (2 to all
        face-down cards); nothing at the end."""
        if self.phase == Phase.CHAOS:
            return [Chaos(count) for count in range(2, len(self.face_down()) + 1)]
        if self.phase == Phase.OVER:
            return []
        flips: list[Flip | Chaos | Stop] = [Flip(position) for position in self.face_down()]
        return [*flips, Stop()] if self.may_stop else flips

    # -- moves ----------------------------------------------------------------------------

    def apply(self, move: Move) -> None:
        """Check and apply ``move``; raise :class:`IllegalMove` and change nothing if illegal."""
        if isinstance(move, Flip):
            self._check_flip(move)
            self._flip(move.position)
        elif isinstance(move, Chaos):
            self._check_chaos(move)
            self._shuffle(move.count)
        elif isinstance(move, Stop):
            if not self.may_stop:
                raise IllegalMove("memory.cannot_stop", move=move)
            self.last_events = (Event(EventKind.STOP, self._current, ()),)
            self._end_turn(keep=False)
        elif isinstance(move, Declare):
            self._declare(move)
        else:
            raise IllegalMove("memory.unknown_move", move=move)

    def _check_flip(self, move: Flip) -> None:
        if self.phase == Phase.OVER:
            raise IllegalMove("memory.game_over", move=move)
        if self.phase == Phase.CHAOS:
            raise IllegalMove("memory.chaos_pending", move=move)
        position = move.position
        if not _is_index(position, len(self.grid)):
            raise IllegalMove("memory.no_such_card", move=move, position=position)
        if self.grid[position] is None:
            raise IllegalMove("memory.card_taken", move=move, position=position)
        if position == self.flipped:
            raise IllegalMove("memory.card_face_up", move=move, position=position)

    def _check_chaos(self, move: Chaos) -> None:
        if self.phase != Phase.CHAOS:
            raise IllegalMove("memory.no_chaos", move=move)
        most = len(self.face_down())
        if not (_is_index(move.count, most + 1) and move.count >= 2):
            raise IllegalMove("memory.chaos_count", move=move, minimum=2, maximum=most)

    def _flip(self, position: int) -> None:
        self.may_stop = False
        shown = Event(EventKind.FLIP, self._current, (position,), (self.face(position),))
        if self.phase == Phase.SECOND_FLIP:
            first, self.flipped = self.flipped, None
            self._settle((first, position), self.face(first) == self.face(position), shown)
        elif len(self.face_down()) == 1:  # the last card has no partner: a mismatch alone
            self._settle((position,), False, shown)
        else:
            self.flipped = position
            self.phase = Phase.SECOND_FLIP
            self.last_events = (shown,)

    def _settle(self, positions: tuple[int, ...], match: bool, shown: Event) -> None:
        """Take a pair, or take bonus cards and turn numbers back; then chaos, then the turn."""
        player = self._current
        events = [shown]
        faces = tuple(self.face(p) for p in positions)
        if match:
            taken = positions
            events.append(Event(EventKind.PAIR, player, positions, faces))
        else:
            taken = tuple(p for p in positions if not is_number(self.face(p)))
            events += [
                Event(EventKind.BONUS if p in taken else EventKind.TURN_BACK, player, (p,), (f,))
                for p, f in zip(positions, faces, strict=True)
            ]
        chaos = tuple(p for p in taken if self.face(p) == CHAOS)
        for position in taken:
            card, self.grid[position] = self.grid[position], None
            pile = self.discarded if self.cards[card] == CHAOS else self.collected[player]
            pile.append(card)
        self.last_events = tuple(events)
        if chaos and len(self.face_down()) >= 2:
            self.phase = Phase.CHAOS
            self._keep_turn_after_chaos = match
            return
        if chaos:
            unused = Event(EventKind.CHAOS_UNUSED, player, chaos, (CHAOS,) * len(chaos))
            self.last_events += (unused,)
        self._end_turn(keep=match)

    def _shuffle(self, count: int) -> None:
        chosen = sorted(self._rng.sample(self.face_down(), count))
        cards = [self.grid[p] for p in chosen]
        self._rng.shuffle(cards)
        for position, card in zip(chosen, cards, strict=True):
            self.grid[position] = card
        self.last_events = (Event(EventKind.SHUFFLE, self._current, tuple(chosen)),)
        self._end_turn(keep=self._keep_turn_after_chaos)
        self._keep_turn_after_chaos = False

    def _end_turn(self, keep: bool) -> None:
        self.may_stop = keep and self.rules.may_stop_after_pair
        if not self.face_down():
            self.phase = Phase.OVER
            self.may_stop = False
            return
        self.phase = Phase.FIRST_FLIP
        if not keep:
            self._current = (self._current + 1) % len(self.players)
            self.turn += 1

    def _declare(self, move: Declare) -> None:
        if self.phase != Phase.OVER:
            raise IllegalMove("memory.not_over", move=move)
        player = move.player
        if not _is_index(player, len(self.players)):
            raise IllegalMove("memory.unknown_player", move=move, player=player)
        if self.declared[player] is not None:
            raise IllegalMove("memory.already_declared", move=move, player=self.players[player])
        try:
            expression, _ = read_expression(self.hand(player), move.expression, self.rules)
        except IllegalMove as error:
            error.move = move
            raise
        self.declared[player] = expression
        self.last_events = ()

    # -- the end --------------------------------------------------------------------------

    def best_expression(self, player: int) -> Solution | None:
        """The best expression of ``player``'s cards for the goal (``None``: none exists)."""
        key = tuple(sorted(self.hand(player)))
        if key not in self._solutions:
            self._solutions[key] = best_for(key, self.rules)
        return self._solutions[key]

    def check_expression(self, player: int, text: str) -> ExpressionCheck:
        """Check ``player``'s own expression exactly and compare it with the best.

        Raises :class:`~mathplay.errors.ExpressionError` or
        :class:`~mathplay.errors.IllegalMove` (wrong cards); changes nothing.
        """
        self._check_player(player)
        expression, value = read_expression(self.hand(player), text, self.rules)
        best = self.best_expression(player)
        is_best = best is not None and goal_distance(self.rules.goal, value) <= goal_distance(
            self.rules.goal, best.value
        )
        return ExpressionCheck(expression, value, best, is_best)

    def standings(self) -> list[Standing]:
        """Every player's result, in seat order: a declared expression, else the best."""
        rows = []
        for player, name in enumerate(self.players):
            best = self.best_expression(player)
            declared = self.declared[player]
            if declared is not None:
                expression, value = read_expression(self.hand(player), declared, self.rules)
            elif best is not None:
                expression, value = best.expression, best.value
            else:
                expression, value = None, None
            rows.append((player, name, expression, value, declared is not None, best))
        ranks = rank([row[3] for row in rows], self.rules.goal)
        return [
            Standing(player, name, self.hand(player), expression, value, place, declared, best)
            for (player, name, expression, value, declared, best), place in zip(
                rows, ranks, strict=True
            )
        ]

    @property
    def scores(self) -> list[Fraction | None]:
        """Each player's value (see :meth:`standings`); ``None``: no expression."""
        return [standing.value for standing in self.standings()]

    def results_table(self) -> pandas.DataFrame:
        """The results as a pandas DataFrame, best rank first (ties in seat order).

        Columns: player, cards, expression, value, rank, declared, best_expression,
        best_value; "no expression" shows as a missing value (``isna()``).
        """
        import pandas

        records = [
            {
                "player": s.name,
                "cards": " ".join(s.cards),
                "expression": s.expression,
                "value": s.value,
                "rank": s.rank,
                "declared": s.declared,
                "best_expression": None if s.best is None else s.best.expression,
                "best_value": None if s.best is None else s.best.value,
            }
            for s in sorted(self.standings(), key=lambda s: (s.rank, s.player))
        ]
        return pandas.DataFrame.from_records(records)

    # -- copies, serialisation, views -----------------------------------------------------

    def clone(self) -> MemoryGame:
        """An independent copy (the cache of best expressions is shared: it never changes)."""
        other = object.__new__(MemoryGame)
        other.__dict__.update(self.__dict__)
        other.grid = list(self.grid)
        other.collected = [list(cards) for cards in self.collected]
        other.discarded = list(self.discarded)
        other.declared = list(self.declared)
        other.players = list(self.players)
        other._rng = random.Random()
        other._rng.setstate(self._rng.getstate())
        return other

    def to_dict(self) -> dict[str, Any]:
        """Everything about the game, as plain JSON-ready data (the random generator too)."""
        version, internal, gauss = self._rng.getstate()
        return {
            "rules": self.rules.to_dict(),
            "players": list(self.players),
            "cards": list(self.cards),
            "grid": list(self.grid),
            "collected": [list(cards) for cards in self.collected],
            "discarded": list(self.discarded),
            "declared": list(self.declared),
            "flipped": self.flipped,
            "phase": str(self.phase),
            "current_player": self._current,
            "turn": self.turn,
            "keep_turn_after_chaos": self._keep_turn_after_chaos,
            "may_stop": self.may_stop,
            "last_events": [event.to_dict() for event in self.last_events],
            "rng": [version, list(internal), gauss],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MemoryGame:
        """The game ``to_dict`` described; :class:`InvalidState` if the rules cannot make it."""
        from mathplay.games.memory.state_check import game_from_dict

        return game_from_dict(cls, data)

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` sees at the table: face-down faces hidden.

        What a player remembers of earlier flips is not in the state: it is their memory
        (see :mod:`mathplay.games.memory.bots`). ``last_events`` is what the last move
        showed everyone.
        """
        self._check_player(player)
        up = self.face_up()
        return {
            "player": player,
            "players": list(self.players),
            "current_player": self._current,
            "phase": str(self.phase),
            "turn": self.turn,
            "grid": list(self.rules.grid),
            "faces": [up.get(p) for p in range(len(self.grid))],
            "status": [str(self.status(p)) for p in range(len(self.grid))],
            "collected": [list(self.hand(i)) for i in range(len(self.players))],
            "discarded": [self.cards[card] for card in self.discarded],
            "declared": list(self.declared),
            "last_events": [event.to_dict() for event in self.last_events],
            "goal": self.rules.to_dict()["goal"],
        }

    def to_text(self, reveal: bool = False) -> str:
        """The grid as text: ``?`` face down, ``.`` taken, ``C`` chaos; ``reveal`` shows all."""
        rows, cols = self.rules.grid
        cells = []
        for position in range(rows * cols):
            status = self.status(position) if position < len(self.grid) else None
            if status is None or status == Status.TAKEN:
                cells.append(" " if status is None else ".")
            elif status == Status.UP or reveal:
                face = self.face(position)
                cells.append("C" if face == CHAOS else face)
            else:
                cells.append("?")
        lines = [" ".join(cells[r * cols : (r + 1) * cols]).rstrip() for r in range(rows)]
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.to_text()

    def _repr_html_(self) -> str:
        from mathplay.games.memory.html import game_html

        return game_html(self)

    def __repr__(self) -> str:
        return (
            f"MemoryGame(players={self.players!r}, phase={self.phase.value!r}, "
            f"current_player={self._current}, face_down={len(self.face_down())})"
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, MemoryGame):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def _check_player(self, player: int) -> None:
        if not _is_index(player, len(self.players)):
            raise MathplayError("memory.unknown_player", player=player)


def _is_index(value: Any, size: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < size
