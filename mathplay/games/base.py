"""The contract all three games keep: :class:`Game`, :class:`Turn`, :class:`Outcome` (a player
that is a program: :mod:`mathplay.games.bot`; the players' names and seats:
:mod:`mathplay.games.seats`).

The shapes come from python-chess (checked moves, a lazy list of legal moves, a text
position for everything) and OpenSpiel (one state interface, one outcome, one simulation
test over every game). A board, a bot, a lesson or a test that holds a :class:`Game` needs
to know nothing else about which game it is::

    while not game.is_terminal:
        move = random.choice(list(game.legal_moves()))
        turn = game.apply(move)          # a Turn: who, what, points, events
    game.outcome                         # scores, ranks, winners, reason

Every member has one meaning in every game (see each game's docs for its moves):

- ``players`` (names), ``rules``, ``current_player``, ``is_terminal`` (the game is over:
  nothing more is accepted);
- ``legal_moves()``: every move the current player may make now, lazily; never empty
  before the end; ``move in game.legal_moves()`` is :meth:`Game.is_legal`, which also
  answers for moves no list can hold (a trade agreed between two people, an expression);
- ``apply(move)`` checks the move (a move value or its text) and returns the
  :class:`Turn`; an illegal move raises :class:`~mathplay.errors.IllegalMove` carrying the
  move and the position, and changes nothing;
- ``history`` (the turns so far), ``outcome`` (``None`` until the end);
- ``clone()``, ``view(player)`` (what that player may see), ``to_dict()``/``from_dict()``,
  ``to_text()``/``from_text()`` (exact round trips, random state included), ``==``
  (the same position: history aside, as in python-chess), pickling.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from operator import attrgetter
from typing import Any, ClassVar, Self

from mathplay.errors import IllegalMove, MathplayError
from mathplay.games.randomness import GameRandom

__all__ = [
    "Game",
    "GameRandom",
    "LegalMoves",
    "Outcome",
    "Turn",
    "check_rules",
    "competition_ranks",
    "is_count",
    "is_index",
    "rebuilt",
    "state_field",
]


@dataclass(frozen=True, slots=True)
class Turn:
    """One move of the history: ``player`` made ``move``, which scored ``points`` (each
    game says what a move scores) and made ``events`` happen (the game's event values:
    what everyone at the table saw)."""

    player: int
    move: Any
    points: int = 0
    events: tuple[Any, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "move": str(self.move),
            "points": self.points,
            "events": [event.to_dict() for event in self.events],
        }

    def of_kind(self, kind: Any) -> tuple[Any, ...]:
        """The events of this kind."""
        return tuple(event for event in self.events if event.kind == kind)


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game came out: each player's final ``scores`` (points; in Memory Max
    the value of the expression that counts, ``None`` for none), their ``ranks`` (1 is
    first, equal results share a rank), the ``winners`` (rank 1) and the ``reason`` the
    game ended (an id, see each game)."""

    scores: tuple[Any, ...]
    ranks: tuple[int, ...]
    winners: tuple[int, ...]
    reason: str

    @classmethod
    def ranked(cls, scores: Sequence[Any], keys: Sequence[Any], reason: str) -> Outcome:
        """The outcome of ``scores`` ranked by ``keys`` (smaller is better, ``None`` last)."""
        ranks = competition_ranks(keys)
        winners = tuple(p for p, rank in enumerate(ranks) if rank == 1)
        return cls(tuple(scores), tuple(ranks), winners, reason)

    def to_dict(self) -> dict[str, Any]:
        return {
            "scores": [s if s is None or isinstance(s, int) else str(s) for s in self.scores],
            "ranks": list(self.ranks),
            "winners": list(self.winners),
            "reason": self.reason,
        }


def competition_ranks(keys: Sequence[Any]) -> list[int]:
    """Ranks 1, 1, 3, ... for ``keys`` (smaller is better); ``None`` ranks below every key."""
    valid = sorted(k for k in keys if k is not None)
    return [
        len(valid) + 1 if key is None else 1 + sum(1 for other in valid if other < key)
        for key in keys
    ]


class LegalMoves:
    """The legal moves of a position, listed lazily (python-chess's ``LegalMoveGenerator``).

    ``for move in moves`` lists them (each game says in what order); ``move in moves``
    asks :meth:`Game.is_legal`, so it also answers for moves that are never listed;
    ``bool(moves)`` is False only at the end; ``moves.count()`` counts them.
    """

    __slots__ = ("_game",)

    def __init__(self, game: Game) -> None:
        self._game = game

    def __iter__(self) -> Iterator[Any]:
        if self._game.is_terminal:
            return iter(())
        return self._game._listed_moves()

    def __contains__(self, move: object) -> bool:
        return self._game.is_legal(move)

    def __bool__(self) -> bool:
        return next(iter(self), None) is not None

    def count(self) -> int:
        return sum(1 for _ in self)

    def __repr__(self) -> str:
        return f"<LegalMoves of {type(self._game).__name__}>"


def state_field(name: str, doc: str) -> Any:
    """A read-only member of a game that is its state's field ``name`` (the state's
    declaration is the field's one place; the game only reads it)."""
    return property(attrgetter(f"state.{name}"), doc=doc)


class Game(ABC):
    """The state of one game; the engines :class:`EquationsGame`, :class:`MemoryGame` and
    :class:`TrioletGame` inherit it (see this module's docstring for the contract).

    A game holds one value, ``state``: its game's ``State`` (``games/<game>/state.py``), where
    every field of the game is declared once; the game's rules act on it. ``players``,
    ``rules`` and ``history`` are the state's; ``to_dict``/``from_dict``, ``clone`` and ``==``
    come from its declaration. A game has no other attributes than the ones its class names
    in ``__slots__``: the state and what is computed from it (``_caches``, dropped from
    pickles and rebuilt by ``_fresh_caches``).

    A subclass implements the abstract members; ``apply`` is shared: the move is read
    (:meth:`move_from_text` for text; a move value is rebuilt through its constructor, so a
    value forged past its checks is refused), refused once the game is over, and handed to
    ``_apply``, which must raise before it changes anything.
    """

    __slots__ = ("state",)

    name: ClassVar[str]
    """The game's id: ``"equations"``, ``"memory"`` or ``"triolet"``."""
    over_message_id: ClassVar[str] = "game.over"
    move_reader: ClassVar[Callable[[str], Any]]
    """The game's ``move_from_text`` function (a staticmethod)."""
    move_types: ClassVar[tuple[type, ...]] = ()
    """The game's move classes whose constructor checks or normalises their fields (frozen
    dataclasses with a ``__post_init__``): :meth:`read_move` rebuilds them. The engine
    checks every move whole in the position, its fields' types included."""
    event_type: ClassVar[type]
    """The game's event class (``Event``, with ``from_dict``)."""
    state_type: ClassVar[type]
    """The game's ``State`` class."""
    _caches: ClassVar[tuple[str, ...]] = ()

    state: Any

    @classmethod
    def _of(cls, state: Any) -> Self:
        """The game holding ``state`` (nothing computed yet)."""
        game = cls.__new__(cls)
        game.state = state
        game._fresh_caches()
        return game

    players = state_field("players", "The players' names, in seat order.")
    rules = state_field("rules", "The game's rules.")
    history = state_field("history", "The turns played so far.")

    # -- whose move, which moves ------------------------------------------------------------
    @property
    @abstractmethod
    def current_player(self) -> int:
        """The seat (0, 1, ...) of the player to move."""

    @property
    @abstractmethod
    def is_terminal(self) -> bool:
        """True once the game is over: no move is accepted any more."""

    def legal_moves(self) -> LegalMoves:
        """Every move the current player may make now, lazily (see :class:`LegalMoves`)."""
        return LegalMoves(self)

    @abstractmethod
    def _listed_moves(self) -> Iterator[Any]:
        """The moves :meth:`legal_moves` lists (only called before the end)."""

    def is_legal(self, move: object) -> bool:
        """Whether :meth:`apply` would accept ``move`` now (the state is not changed)."""
        if self.is_terminal:
            return False
        try:
            self._check(self.read_move(move))
        except MathplayError:
            return False
        return True

    def check(self, move: object) -> None:
        """Raise the error :meth:`apply` would raise for ``move``, or nothing; no change."""
        self._guarded(lambda read: self._check(read), move)

    @abstractmethod
    def _check(self, move: Any) -> None:
        """Raise :class:`IllegalMove` (or another rule error) if ``move`` is not allowed."""

    def apply(self, move: Any) -> Turn:
        """Check and make ``move``; return its :class:`Turn`. An illegal move raises
        :class:`IllegalMove` (``.move``, ``.position``) and the game stays as it was."""
        turn = self._guarded(self._apply, move)
        self.state.history.append(turn)
        self._moved()
        return turn

    def _guarded(self, action: Callable[[Any], Any], move: Any) -> Any:
        """``action(the move read)``; a rule error gets the move and the position."""
        try:
            read = self.read_move(move)
            if self.is_terminal:
                raise IllegalMove(self.over_message_id, move=read)
            return action(read)
        except MathplayError as error:
            raise error.at(self._position_text(), move) from None

    def _position_text(self) -> str | None:
        try:
            return self.to_text()
        except Exception:  # an error about a broken state must still say what went wrong
            return None

    def read_move(self, move: Any) -> Any:
        """A move value: text is read with :meth:`move_from_text`, a value of one of
        ``move_types`` is rebuilt through its constructor (which checks its fields again),
        anything else is kept (the engine checks it whole)."""
        if isinstance(move, str):
            return self.move_from_text(move)
        move = self.as_move(move)
        return rebuilt(move) if type(move) in self.move_types else move

    @staticmethod
    def as_move(move: Any) -> Any:
        """A value given as a move, as the game's move (Triolet: placements as a ``Place``)."""
        return move

    @classmethod
    def move_from_text(cls, text: str) -> Any:
        """The move whose text (``str(move)``) is ``text``; :class:`IllegalMove` if none."""
        return cls.move_reader(text)

    @classmethod
    def event_from_dict(cls, data: Any, where: str = "event") -> Any:
        """An event of this game from its ``to_dict()`` data (a :class:`FieldError` if the
        data is not one)."""
        return cls.event_type.from_dict(data, where)

    @abstractmethod
    def _apply(self, move: Any) -> Turn:
        """Check and make ``move`` (a move value); raise before changing anything."""

    def _moved(self) -> None:
        """After every move: forget what was computed for the old position."""
        self._fresh_caches()

    def _fresh_caches(self) -> None:
        for attribute in self._caches:
            setattr(self, attribute, None)

    # -- the end ------------------------------------------------------------------------------
    @property
    def outcome(self) -> Outcome | None:
        """``None`` until the game is over, then its :class:`Outcome`."""
        if not self.is_terminal:
            return None
        return self._outcome()

    @abstractmethod
    def _outcome(self) -> Outcome:
        """The outcome of the finished game."""

    @property
    def last_events(self) -> tuple[Any, ...]:
        """What the last move made happen (its :class:`Turn`'s events; none at the start)."""
        history = self.state.history
        return history[-1].events if history else ()

    # -- copies, views, saving, comparing -----------------------------------------------------
    def clone(self) -> Self:
        """An independent copy: the same position, history and random state."""
        return self._of(self.state.copy())

    @abstractmethod
    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see (plain data): other players' hidden cards or tiles left out."""

    def to_dict(self) -> dict[str, Any]:
        """Everything about the game as JSON-ready data, history and random state included
        (the state's declaration, field by field)."""
        return self.state.to_dict()

    @classmethod
    def from_dict(cls, data: Any) -> Self:
        """The game of :meth:`to_dict`'s data, validated as every way in is
        (``State.from_dict``); :class:`InvalidState` if the rules cannot produce it."""
        return cls._of(cls.state_type.from_dict(data))

    @abstractmethod
    def to_text(self) -> str:
        """The position as short text (random state included, history left out)."""

    @classmethod
    @abstractmethod
    def from_text(cls, text: str) -> Self:
        """The position of :meth:`to_text` (or a hand-written one: see each game)."""

    def __eq__(self, other: object) -> bool:
        """The same position and random state (the history aside): the states' ``==``."""
        if type(other) is not type(self):
            return NotImplemented
        return self.state == other.state  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]  # a game changes as it is played

    def __getstate__(self) -> dict[str, Any]:
        return {
            name: getattr(self, name)
            for cls in type(self).__mro__
            for name in getattr(cls, "__slots__", ())
            if name not in self._caches and hasattr(self, name)
        }

    def __setstate__(self, state: dict[str, Any]) -> None:
        for name, value in state.items():
            setattr(self, name, value)
        self._fresh_caches()


def rebuilt(move: Any) -> Any:
    """``move`` made again through its constructor, which checks or normalises its fields:
    a move value changed after those checks (``object.__setattr__``) is refused here,
    never played."""
    cls = type(move)
    try:
        return cls(*[getattr(move, name) for name in _init_fields(cls)])
    except MathplayError:
        raise
    except Exception:  # a field no constructor can take: not a move
        raise IllegalMove("move.bad_field", field=cls.__name__, value="…") from None


@cache
def _init_fields(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls) if f.init)


def check_rules(rules: Any, cls: type, message_id: str = "game.not_rules") -> None:
    """Raise ``message_id`` unless ``rules`` is a value of the game's ``Rules`` class."""
    if not isinstance(rules, cls):
        raise MathplayError(message_id, kind=type(rules).__name__)


def is_index(value: Any, size: int) -> bool:
    """Whether ``value`` is a place 0, 1, ..., ``size - 1``: a plain ``int`` (no bool, no
    text, no float, no subclass of a pupil's own); the engines and the boards' clicks."""
    return type(value) is int and 0 <= value < size


def is_count(value: Any) -> bool:
    """Whether ``value`` is a whole number 0, 1, 2, ... (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
