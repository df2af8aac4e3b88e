"""The contract all three games keep: :class:`Game`, :class:`Turn`, :class:`Outcome`, :class:`Bot`.

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

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from mathplay.errors import IllegalMove, InvalidState, MathplayError
from mathplay.games.randomness import GameRandom

__all__ = [
    "Bot",
    "Game",
    "GameRandom",
    "LegalMoves",
    "Outcome",
    "Turn",
    "competition_ranks",
    "is_count",
    "is_index",
    "play",
    "player_names",
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

    @classmethod
    def from_dict(cls, data: dict[str, Any], game: type[Game]) -> Self:
        """A turn of ``game`` from :meth:`to_dict`'s data."""
        return cls(
            _count(data["player"]),
            game.move_from_text(data["move"]),
            _integer(data["points"]),
            tuple(game.event_from_dict(event) for event in data["events"]),
        )

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


class Game(ABC):
    """The state of one game; the engines :class:`EquationsGame`, :class:`MemoryGame` and
    :class:`TrioletGame` inherit it (see this module's docstring for the contract).

    A subclass implements the abstract members; ``apply`` is shared: the move is read
    (:meth:`move_from_text` for text), refused once the game is over, and handed to
    ``_apply``, which must raise before it changes anything. Attributes named in
    ``_caches`` are dropped from pickles and rebuilt by ``_fresh_caches``.
    """

    name: ClassVar[str]
    """The game's id: ``"equations"``, ``"memory"`` or ``"triolet"``."""
    over_message_id: ClassVar[str] = "game.over"
    move_reader: ClassVar[Callable[[str], Any]]
    """The game's ``move_from_text`` function (a staticmethod)."""
    event_type: ClassVar[type]
    """The game's event class (``Event``, with ``from_dict``)."""
    _caches: ClassVar[tuple[str, ...]] = ()

    players: list[str]
    rules: Any
    history: list[Turn]
    _rng: GameRandom

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
        self.history.append(turn)
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
        """A move value: text is read with :meth:`move_from_text`, a value is kept."""
        return self.move_from_text(move) if isinstance(move, str) else move

    @classmethod
    def move_from_text(cls, text: str) -> Any:
        """The move whose text (``str(move)``) is ``text``; :class:`IllegalMove` if none."""
        return cls.move_reader(text)

    @classmethod
    def event_from_dict(cls, data: dict[str, Any]) -> Any:
        """An event of this game from its ``to_dict()`` data."""
        return cls.event_type.from_dict(data)

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
        return self.history[-1].events if self.history else ()

    # -- copies, views, saving, comparing -----------------------------------------------------
    @abstractmethod
    def clone(self) -> Self:
        """An independent copy: the same position, history and random state."""

    @abstractmethod
    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see (plain data): other players' hidden cards or tiles left out."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """Everything about the game as JSON-ready data, history and random state included."""

    @classmethod
    @abstractmethod
    def from_dict(cls, data: dict[str, Any]) -> Self:
        """The game of :meth:`to_dict`'s data; :class:`InvalidState` if the rules cannot
        produce it."""

    @abstractmethod
    def to_text(self) -> str:
        """The position as short text (random state included, history left out)."""

    @classmethod
    @abstractmethod
    def from_text(cls, text: str) -> Self:
        """The position of :meth:`to_text` (or a hand-written one: see each game)."""

    @abstractmethod
    def _key(self) -> Any:
        """What ``==`` compares: the position and the random state, not the history."""

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._key() == other._key()  # type: ignore[attr-defined]

    __hash__ = None  # type: ignore[assignment]  # a game changes as it is played

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        for attribute in self._caches:
            state.pop(attribute, None)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._fresh_caches()

    def _history_from(self, data: Sequence[dict[str, Any]]) -> list[Turn]:
        return [Turn.from_dict(entry, type(self)) for entry in data]


class Bot:
    """A player: :meth:`choose_move` picks a legal move for the current player of a game
    (never changing it); :meth:`observe` is told every turn of the game, whoever played it
    (a bot with a memory remembers what the turn showed).

    ``to_dict()``/``from_dict()`` save a bot with everything it knows (a saved board keeps
    its bots); a subclass keeps JSON-ready attributes, :class:`GameRandom` generators and
    dicts.
    """

    registry: ClassVar[dict[str, type[Bot]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        Bot.registry[f"{cls.__module__}.{cls.__qualname__}"] = cls

    def choose_move(self, game: Any) -> Any:
        raise NotImplementedError

    def observe(self, turn: Turn) -> None:
        """Learn from a turn just played (nothing, unless the bot remembers)."""

    def to_dict(self) -> dict[str, Any]:
        kind = f"{type(self).__module__}.{type(self).__qualname__}"
        return {"type": kind, "state": {k: _encode(v) for k, v in vars(self).items()}}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Bot:
        """The bot of :meth:`to_dict`'s data. Only bot classes already defined (or defined
        in ``mathplay``) are made: a file never makes Python import anything else."""
        try:
            kind, state = data["type"], data["state"]
            cls = Bot.registry.get(kind)
            if cls is None and isinstance(kind, str) and kind.startswith("mathplay."):
                import importlib

                importlib.import_module(kind.rpartition(".")[0])
                cls = Bot.registry.get(kind)
            if cls is None:
                raise InvalidState("game.unknown_bot", bot=str(kind))
            bot = cls.__new__(cls)
            for name, value in state.items():
                setattr(bot, name, _decode(value))
        except (KeyError, TypeError, ValueError, AttributeError, ImportError) as error:
            if isinstance(error, MathplayError):
                raise
            kind = data.get("type") if isinstance(data, dict) else type(data).__name__
            raise InvalidState("game.unknown_bot", bot=str(kind)[:80]) from None
        return bot

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


def play(game: Game, bots: Sequence[Bot], *, until: Callable[[Game], bool] | None = None) -> Game:
    """Play ``game`` on: the bot of the current seat chooses, every bot observes every
    turn; until the end (or until ``until(game)`` is true). Returns ``game``."""
    while not game.is_terminal and not (until is not None and until(game)):
        turn = game.apply(bots[game.current_player].choose_move(game))
        for bot in bots:
            bot.observe(turn)
    return game


def _encode(value: Any) -> Any:
    if isinstance(value, GameRandom):
        return {"random": value.to_dict()}
    if isinstance(value, dict):
        return {"items": [[_encode(k), _encode(v)] for k, v in value.items()]}
    if isinstance(value, list | tuple):
        return [_encode(item) for item in value]
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise InvalidState("game.bot_not_saved", value=type(value).__name__)


def _decode(value: Any) -> Any:
    if isinstance(value, dict):
        if "random" in value:
            return GameRandom.from_dict(value["random"])
        return {_decode(k): _decode(v) for k, v in value["items"]}
    if isinstance(value, list):
        return [_decode(item) for item in value]
    return value


def player_names(players: int | Sequence[str], minimum: int, maximum: int) -> list[str]:
    """Names from a count (``"Player 1"``, ...) or a list; checks the count is allowed."""
    if isinstance(players, bool):
        raise MathplayError("game.players_type", kind="bool")
    if isinstance(players, int):
        names = [f"Player {i + 1}" for i in range(players)]
    elif isinstance(players, str):
        raise MathplayError("game.players_type", kind="str")
    else:
        names = [str(name) for name in players]
        if len(set(names)) != len(names):
            raise MathplayError("game.players_duplicate")
    if not minimum <= len(names) <= maximum:
        raise MathplayError(
            "game.players_count", count=len(names), minimum=minimum, maximum=maximum
        )
    return names


def is_index(value: Any, size: int) -> bool:
    """Whether ``value`` is a whole number 0 .. ``size - 1`` (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < size


def is_count(value: Any) -> bool:
    """Whether ``value`` is a whole number 0, 1, 2, ... (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _count(value: Any) -> int:
    if not (type(value) is int and value >= 0):
        raise InvalidState("game.bad_number", value=repr(value))
    return value


def _integer(value: Any) -> int:
    if type(value) is not int:
        raise InvalidState("game.bad_number", value=repr(value))
    return value
