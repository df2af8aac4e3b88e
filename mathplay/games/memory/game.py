"""The Memory Max engine: the grid, the turn logic of the rules page, and the end.

Positions are numbered 0, 1, ... row by row (:meth:`Rules.position` and
:meth:`Rules.row_col` convert). Each card has an id (its first position); ``grid[p]`` is
the id of the card at position ``p`` or ``None`` once it is taken. A card is always in
exactly one place: the grid, a player's collection, or the discard pile (used chaos cards).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from mathplay.errors import IllegalMove, MathplayError
from mathplay.games.base import Game, GameRandom, Turn, player_names
from mathplay.games.memory.cards import CHAOS, is_number
from mathplay.games.memory.finale import Finale
from mathplay.games.memory.moves import (
    Chaos,
    Declare,
    Event,
    EventKind,
    Flip,
    Move,
    Stop,
    UseBest,
    move_from_text,
)
from mathplay.games.memory.rules import Rules
from mathplay.games.memory.scoring import read_expression

if TYPE_CHECKING:
    from mathplay.search import Solution

__all__ = ["MemoryGame", "Phase", "Status"]


class Phase(StrEnum):
    """Where the current turn stands."""

    FIRST_FLIP = "first_flip"
    SECOND_FLIP = "second_flip"
    CHAOS = "chaos"  # the current player must use the chaos card just taken
    FINALE = "finale"  # no face-down card left: each player announces an expression
    OVER = "over"  # every player has announced (or let their best expression count)


class Status(StrEnum):
    """What is at a position of the grid."""

    DOWN = "down"
    UP = "up"
    TAKEN = "taken"


class MemoryGame(Finale, Game):
    """A game of Memory Max (``docs/rules/memory.md``), with the contract all games keep.

    ``players`` is a count or a list of names; ``seed`` fixes the shuffle and every chaos
    shuffle; ``first_player`` starts (the rules page: the one who has done their
    homework). ``layout`` lays these faces in this order instead of a shuffled deck (for
    lessons and tests), e.g. ``"7 7 + × Y chaos"``.

    ``legal_moves()`` lists flips, or chaos choices. Once the grid is empty the game is in
    its finale (``Phase.FINALE``): every player announces, in any order, an expression of
    their cards (:class:`Declare`) or lets the best one count (:class:`UseBest`, the move
    ``legal_moves()`` lists); ``current_player`` is the first player still to announce.
    When everyone has, the game is over (``is_terminal``) and :attr:`outcome` ranks the
    values (reason ``"finale"``).
    """

    name = "memory"
    over_message_id = "memory.finished"
    move_reader = staticmethod(move_from_text)
    event_type = Event

    def __init__(
        self,
        players: int | Sequence[str] = 2,
        seed: int | None = 0,
        rules: Rules = Rules(),
        *,
        first_player: int = 0,
        layout: str | Sequence[str] | None = None,
    ) -> None:
        names = player_names(players, rules.min_players, rules.max_players)
        if not _is_index(first_player, len(names)):
            raise MathplayError("memory.unknown_player", player=first_player)
        rng = GameRandom(seed)
        if layout is None:
            faces = list(rules.deck())
            rules.check_fits(len(faces))
            rng.shuffle(faces)
        else:
            faces = list(rules.check_layout(layout))
        self._restore(rules, names, rng, tuple(faces), current=first_player)

    def _restore(
        self,
        rules: Rules,
        players: list[str],
        rng: GameRandom,
        cards: tuple[str, ...],
        grid: list[int | None] | None = None,
        collected: list[list[int]] | None = None,
        discarded: list[int] | None = None,
        declared: list[str | None] | None = None,
        finished: list[bool] | None = None,
        flipped: int | None = None,
        phase: Phase | None = None,
        turn: int = 0,
        current: int = 0,
        keep_turn_after_chaos: bool = False,
        may_stop: bool = False,
        history: list[Turn] | None = None,
    ) -> None:
        """Set every field of the state (the one place that does); left out: a new game."""
        count = len(players)
        self.rules = rules
        self.players = players
        self._rng = rng
        self.cards = cards
        self.grid = grid if grid is not None else list(range(len(cards)))
        self.collected = collected if collected is not None else [[] for _ in range(count)]
        self.discarded = discarded if discarded is not None else []
        self.declared = declared if declared is not None else [None] * count
        self.finished = finished if finished is not None else [False] * count
        self.flipped = flipped
        self.phase = phase if phase is not None else Phase.FIRST_FLIP
        self.turn = turn
        self._current = current
        self._keep_turn_after_chaos = keep_turn_after_chaos
        self.may_stop = may_stop  # the current player has just taken a pair: may stop
        self.history = history if history is not None else []
        self._solutions: dict[tuple[str, ...], Solution | None] = {}
        if phase is None and not self.face_down():
            self._start_finale()

    # -- what is on the table -------------------------------------------------------------

    @property
    def current_player(self) -> int:
        return self._current

    @property
    def is_terminal(self) -> bool:
        """True when every player has announced: nothing more is accepted."""
        return self.phase == Phase.OVER

    @property
    def in_finale(self) -> bool:
        """True once no face-down card is left (the finale, and after it)."""
        return self.phase in (Phase.FINALE, Phase.OVER)

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

    def to_announce(self) -> list[int]:
        """The players who have not announced yet (in the finale; before it, everyone)."""
        return [p for p in range(len(self.players)) if not self.finished[p]]

    def _listed_moves(self) -> Iterator[Move]:
        """Every flip (and :class:`Stop` right after a pair), or every chaos choice (2 to
        all face-down cards), or in the finale the current player's :class:`UseBest`
        (expressions are checked, never listed)."""
        if self.phase == Phase.CHAOS:
            return iter([Chaos(count) for count in range(2, len(self.face_down()) + 1)])
        if self.phase == Phase.FINALE:
            return iter([UseBest(self._current)])
        flips: list[Move] = [Flip(position) for position in self.face_down()]
        return iter([*flips, Stop()] if self.may_stop else flips)

    # -- moves ----------------------------------------------------------------------------

    def _check(self, move: Move) -> None:
        if isinstance(move, Flip):
            self._check_flip(move)
        elif isinstance(move, Chaos):
            self._check_chaos(move)
        elif isinstance(move, Stop):
            if not self.may_stop:
                raise IllegalMove("memory.cannot_stop", move=move)
        elif isinstance(move, Declare | UseBest):
            self._check_announcement(move)
        else:
            raise IllegalMove("memory.unknown_move", move=move)

    def _apply(self, move: Move) -> Turn:
        self._check(move)
        player = self._current
        if isinstance(move, Flip):
            events = self._flip(move.position)
        elif isinstance(move, Chaos):
            events = self._shuffle(move.count)
        elif isinstance(move, Stop):
            events = (Event(EventKind.STOP, player, ()), *self._end_turn(keep=False))
        else:
            player = move.player
            self._announce(move)
            events = ()
        return Turn(player, move, 0, events)

    def _check_flip(self, move: Flip) -> None:
        if self.phase == Phase.FINALE:
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

    def _check_announcement(self, move: Declare | UseBest) -> None:
        if self.phase != Phase.FINALE:
            raise IllegalMove("memory.not_over", move=move)
        player = move.player
        if not _is_index(player, len(self.players)):
            raise IllegalMove("memory.unknown_player", move=move, player=player)
        if self.finished[player]:
            raise IllegalMove("memory.already_declared", move=move, player=self.players[player])
        if isinstance(move, Declare):
            try:
                read_expression(self.hand(player), move.expression, self.rules)
            except MathplayError as error:
                error.move = move
                raise

    def _flip(self, position: int) -> tuple[Event, ...]:
        self.may_stop = False
        shown = Event(EventKind.FLIP, self._current, (position,), (self.face(position),))
        if self.phase == Phase.SECOND_FLIP:
            first, self.flipped = self.flipped, None
            return self._settle((first, position), self.face(first) == self.face(position), shown)
        if len(self.face_down()) == 1:  # the last card has no partner: a mismatch alone
            return self._settle((position,), False, shown)
        self.flipped = position
        self.phase = Phase.SECOND_FLIP
        return (shown,)

    def _settle(self, positions: tuple[int, ...], match: bool, shown: Event) -> tuple[Event, ...]:
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
        if chaos and len(self.face_down()) >= 2:
            self.phase = Phase.CHAOS
            self._keep_turn_after_chaos = match
            return tuple(events)
        if chaos:
            events.append(Event(EventKind.CHAOS_UNUSED, player, chaos, (CHAOS,) * len(chaos)))
        return tuple(events) + self._end_turn(keep=match)

    def _shuffle(self, count: int) -> tuple[Event, ...]:
        chosen = sorted(self._rng.sample(self.face_down(), count))
        cards = [self.grid[p] for p in chosen]
        self._rng.shuffle(cards)
        for position, card in zip(chosen, cards, strict=True):
            self.grid[position] = card
        shuffled = Event(EventKind.SHUFFLE, self._current, tuple(chosen))
        keep, self._keep_turn_after_chaos = self._keep_turn_after_chaos, False
        return (shuffled, *self._end_turn(keep=keep))

    def _end_turn(self, keep: bool) -> tuple[Event, ...]:
        self.may_stop = keep and self.rules.may_stop_after_pair
        if not self.face_down():
            self.may_stop = False
            self._start_finale()
            return ()
        self.phase = Phase.FIRST_FLIP
        if keep:
            return ()
        self._current = (self._current + 1) % len(self.players)
        self.turn += 1
        return (Event(EventKind.TURN_OVER, self._current, ()),)

    def _start_finale(self) -> None:
        self.phase = Phase.FINALE
        self._next_to_announce()

    def _announce(self, move: Declare | UseBest) -> None:
        if isinstance(move, Declare):
            expression, _ = read_expression(self.hand(move.player), move.expression, self.rules)
            self.declared[move.player] = expression
        self.finished[move.player] = True
        self._next_to_announce()

    def _next_to_announce(self) -> None:
        waiting = self.to_announce()
        if waiting:
            self._current = waiting[0]
        else:
            self.phase = Phase.OVER

    # -- copies, serialisation, views -----------------------------------------------------

    def clone(self) -> MemoryGame:
        """An independent copy (the cache of best expressions is shared: it never changes)."""
        other = object.__new__(MemoryGame)
        other._restore(
            self.rules,
            list(self.players),
            self._rng.copy(),
            self.cards,
            list(self.grid),
            [list(cards) for cards in self.collected],
            list(self.discarded),
            list(self.declared),
            list(self.finished),
            self.flipped,
            self.phase,
            self.turn,
            self._current,
            self._keep_turn_after_chaos,
            self.may_stop,
            list(self.history),
        )
        other._solutions = self._solutions
        return other

    def to_dict(self) -> dict[str, Any]:
        """Everything about the game, as plain JSON-ready data (the random generator too)."""
        return {
            "rules": self.rules.to_dict(),
            "players": list(self.players),
            "cards": list(self.cards),
            "grid": list(self.grid),
            "collected": [list(cards) for cards in self.collected],
            "discarded": list(self.discarded),
            "declared": list(self.declared),
            "finished": list(self.finished),
            "flipped": self.flipped,
            "phase": str(self.phase),
            "current_player": self._current,
            "turn": self.turn,
            "keep_turn_after_chaos": self._keep_turn_after_chaos,
            "may_stop": self.may_stop,
            "history": [turn.to_dict() for turn in self.history],
            "rng": self._rng.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MemoryGame:
        """The game ``to_dict`` described; :class:`InvalidState` if the rules cannot make it."""
        from mathplay.games.memory.state_check import game_from_dict

        return game_from_dict(cls, data)

    def to_text(self) -> str:
        """The position as text (see :mod:`mathplay.games.memory.text`)::

        game: memory
        random: seed 7, draws 40
        rules: grid=[2,3]
        players: Ana | Ben
        collected: 7 7 | +
        to play: Ben
        grid:
          .  . [3]
          3  Y  ×
        """
        from mathplay.games.memory.text import position_text

        return position_text(self)

    @classmethod
    def from_text(cls, text: str) -> MemoryGame:
        """The position of :meth:`to_text`, or a hand-written one (see
        :mod:`mathplay.games.memory.text` for the keys that may be left out)."""
        from mathplay.games.memory.text import game_from_text

        return game_from_text(cls, text)

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

    def grid_text(self, reveal: bool = False) -> str:
        """The grid as text: ``?`` face down, ``.`` taken, ``C`` chaos; ``reveal`` shows all."""
        from mathplay.games.memory.text import grid_text

        return grid_text(self, reveal)

    def __str__(self) -> str:
        return self.grid_text()

    def _repr_html_(self) -> str:
        from mathplay.games.memory.html import game_html

        return game_html(self)

    def __repr__(self) -> str:
        return (
            f"MemoryGame(players={self.players!r}, phase={self.phase.value!r}, "
            f"current_player={self._current}, face_down={len(self.face_down())})"
        )

    def _key(self) -> tuple[Any, ...]:
        """The position by faces (which card id lies where does not change the game)."""
        return (
            self.rules,
            self.players,
            [self.face(p) for p in range(len(self.grid))],
            [self.hand(p) for p in range(len(self.players))],
            len(self.discarded),
            self.declared,
            self.finished,
            self.flipped,
            self.phase,
            self.turn,
            self._current,
            self._keep_turn_after_chaos,
            self.may_stop,
            self._rng.state,
        )

    def __getstate__(self) -> dict[str, Any]:
        state = super().__getstate__()
        state["_solutions"] = {}
        return state

    def _check_player(self, player: int) -> None:
        if not _is_index(player, len(self.players)):
            raise MathplayError("memory.unknown_player", player=player)


def _is_index(value: Any, size: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < size
