"""The state of a Memory Max game, declared once: every field with its type and its bounds.

Positions are numbered 0, 1, ... row by row (:meth:`Rules.position` and
:meth:`Rules.row_col` convert). Each card has an id (its first position); ``grid[p]`` is
the id of the card at position ``p`` or ``None`` once it is taken. A card is always in
exactly one place: the grid, a player's collection, or the discard pile (used chaos cards).

:class:`State` is what a :class:`~mathplay.games.memory.MemoryGame` holds and its rules act
on; ``to_dict``/``from_dict`` and ``copy`` come from the declaration, and
:meth:`State.validate` is the one check of a state from outside (a saved game, a text
position): every field by its kind, then the rules that tie them together.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from mathplay.errors import InvalidState, MathplayError
from mathplay.expr import DIGITS, OPERATORS, WILDCARD
from mathplay.games.base import Turn
from mathplay.games.game_fields import History, Nested, Random
from mathplay.games.memory.cards import CHAOS
from mathplay.games.memory.moves import Event, move_from_text
from mathplay.games.memory.rules import MAX_CARDS, Rules
from mathplay.games.memory.scoring import read_expression
from mathplay.games.randomness import GameRandom
from mathplay.games.schema import (
    MAX_HISTORY,
    MAX_NAME,
    MAX_PLAYERS,
    Choice,
    Declared,
    FieldError,
    Flag,
    Kind,
    ListOf,
    Maybe,
    Text,
    TupleOf,
    Whole,
)
from mathplay.games.schema import declared as declare  # a field of the state is called declared
from mathplay.games.seats import check_seats

__all__ = ["FACE", "FINALE_PHASES", "Phase", "State", "Status"]

MAX_EXPRESSION = 4 * MAX_CARDS
"""The longest expression a player may announce (two characters a card, and room)."""


class Phase(StrEnum):
    """Where the current turn stands."""

    FIRST_FLIP = "first_flip"
    SECOND_FLIP = "second_flip"
    CHAOS = "chaos"  # the current player must use the chaos card just taken
    FINALE = "finale"  # no face-down card left: each player announces an expression
    OVER = "over"  # every player has announced (or let their best expression count)


FINALE_PHASES = frozenset({Phase.FINALE, Phase.OVER})
"""The phases once no face-down card is left."""


class Status(StrEnum):
    """What is at a position of the grid."""

    DOWN = "down"
    UP = "up"
    TAKEN = "taken"


_CARD = Whole(0, MAX_CARDS - 1)
FACE = Choice((*DIGITS, *OPERATORS, WILDCARD, CHAOS))


@dataclass(slots=True, kw_only=True, eq=False)
class State(Declared):
    """Everything about a Memory Max game: the rules, the players, each card's face (by
    id), which card lies where, each player's cards (in the order taken), the used chaos
    cards, the finale's announcements, the face-up card, the phase of the turn, whose turn
    it is, the turns played, a chaos card to use after a pair, a player who may stop, the
    turns so far and the generator of every shuffle."""

    rules: Rules = declare(Nested(Rules))
    players: list[str] = declare(ListOf(Text(MAX_NAME), MAX_PLAYERS, least=1))
    cards: tuple[str, ...] = declare(TupleOf(FACE, MAX_CARDS))
    grid: list[int | None] = declare(ListOf(Maybe(_CARD), MAX_CARDS))
    collected: list[list[int]] = declare(ListOf(ListOf(_CARD, MAX_CARDS), MAX_PLAYERS))
    discarded: list[int] = declare(ListOf(_CARD, MAX_CARDS))
    declared: list[str | None] = declare(ListOf(Maybe(Text(MAX_EXPRESSION)), MAX_PLAYERS))
    finished: list[bool] = declare(ListOf(Flag(), MAX_PLAYERS))
    flipped: int | None = declare(Maybe(_CARD))
    phase: Phase = declare(Choice.of(Phase))
    current_player: int = declare(Whole(0, MAX_PLAYERS - 1))
    turn: int = declare(Whole(0, MAX_HISTORY))
    keep_turn_after_chaos: bool = declare(Flag())
    may_stop: bool = declare(Flag())
    history: list[Turn] = declare(History(Turn, move_from_text, Event.from_dict))
    rng: GameRandom = declare(Random())

    saved_defaults: ClassVar[Mapping[str, Any]] = {"may_stop": False}  # saved before the rule

    @classmethod
    def fresh(
        cls, rules: Rules, players: list[str], rng: GameRandom, cards: tuple[str, ...], first: int
    ) -> State:
        """A new game: ``cards`` laid out in this order, ``first`` to play."""
        count = len(players)
        state = cls(
            rules=rules,
            players=players,
            cards=cards,
            grid=list(range(len(cards))),
            collected=[[] for _ in range(count)],
            discarded=[],
            declared=[None] * count,
            finished=[False] * count,
            flipped=None,
            phase=Phase.FIRST_FLIP,
            current_player=first,
            turn=0,
            keep_turn_after_chaos=False,
            may_stop=False,
            history=[],
            rng=rng,
        )
        if not state.face_down():
            state.start_finale()
        return state

    @classmethod
    def refusal(cls, error: FieldError) -> InvalidState:
        """Data that does not fit the declaration: a position that is not possible."""
        return InvalidState("memory.invalid_state", detail=error)

    # -- what is on the table -------------------------------------------------------------

    @property
    def in_finale(self) -> bool:
        """True once no face-down card is left (the finale, and after it)."""
        return self.phase in FINALE_PHASES

    def face(self, position: int) -> str | None:
        """The face of the card at ``position`` (``None`` once taken)."""
        card = self.grid[position]
        return None if card is None else self.cards[card]

    def face_down(self) -> list[int]:
        """The positions of the face-down cards."""
        flipped = self.flipped
        return [p for p, card in enumerate(self.grid) if card is not None and p != flipped]

    def hand(self, player: int) -> tuple[str, ...]:
        """The cards ``player`` has collected, in the order taken."""
        cards = self.cards
        return tuple(cards[card] for card in self.collected[player])

    def status(self, position: int) -> Status:
        """Whether the card at ``position`` is face down, face up or taken."""
        if self.grid[position] is None:
            return Status.TAKEN
        return Status.UP if position == self.flipped else Status.DOWN

    def to_announce(self) -> list[int]:
        """The players who have not announced yet (in the finale; before it, everyone)."""
        return [p for p, done in enumerate(self.finished) if not done]

    def start_finale(self) -> None:
        """No face-down card is left: the first player still to announce is to play."""
        self.phase = Phase.FINALE
        self.next_to_announce()

    def next_to_announce(self) -> None:
        waiting = self.to_announce()
        if waiting:
            self.current_player = waiting[0]
        else:
            self.phase = Phase.OVER

    # -- comparing ------------------------------------------------------------------------

    def key(self) -> tuple[Any, ...]:
        """What ``==`` compares: the position by faces (which card id lies where does not
        change the game) and the random state; not the history."""
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
            self.current_player,
            self.keep_turn_after_chaos,
            self.may_stop,
            self.rng.state,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.key() == other.key()

    __hash__ = None  # type: ignore[assignment]

    # -- the rules a state obeys ------------------------------------------------------------

    def check(self) -> None:
        """The rules that tie the fields together (after every field's own check)."""
        try:
            self._check()
        except InvalidState as error:
            if error.message_id == "memory.invalid_state":
                raise
            raise InvalidState("memory.invalid_state", detail=error) from None
        except MathplayError as error:
            raise InvalidState("memory.invalid_state", detail=error) from None

    def _check(self) -> None:
        rules = self.rules
        check_seats(self, "collected", "declared", "finished")
        rules.check_layout(self.cards)
        ListOf(Kind(), len(self.cards), least=len(self.cards)).check(self.grid, "grid")
        places = Counter(card for card in self.grid if card is not None)
        places.update(card for cards in self.collected for card in cards)
        places.update(self.discarded)
        _require(places == Counter(range(len(self.cards))), "memory.rule_one_place")
        _require(all(self.cards[c] == CHAOS for c in self.discarded), "memory.rule_discarded")
        kept = (self.cards[c] for cards in self.collected for c in cards)
        _require(CHAOS not in kept, "memory.rule_chaos_kept")
        second = self.phase == Phase.SECOND_FLIP
        _require(second == (self.flipped is not None), "memory.rule_face_up")
        if self.flipped is not None:
            _require(self.flipped < len(self.grid), "memory.rule_face_up")
            _require(self.grid[self.flipped] is not None, "memory.rule_face_up")
        down = len(self.face_down())
        _require(self.in_finale == (down == 0), "memory.rule_finale")
        chaos_ok = down >= 2 and bool(self.discarded)
        _require(self.phase != Phase.CHAOS or chaos_ok, "memory.rule_chaos")
        pending = self.phase == Phase.CHAOS or not self.keep_turn_after_chaos
        _require(pending, "memory.rule_chaos")
        stop_ok = self.phase == Phase.FIRST_FLIP and rules.may_stop_after_pair
        _require(stop_ok or not self.may_stop, "memory.rule_stop")
        for player, text in enumerate(self.declared):
            if text is not None:
                _require(self.finished[player], "memory.rule_announced")
                read_expression(self.hand(player), text, rules)
        _require(self.in_finale or not any(self.finished), "memory.rule_announced")
        waiting = self.to_announce()
        _require((self.phase == Phase.OVER) == (self.in_finale and not waiting), "memory.rule_end")
        if self.phase == Phase.FINALE:
            _require(self.current_player == waiting[0], "memory.rule_end")


def _require(condition: bool, message_id: str) -> None:
    if not condition:
        raise InvalidState("memory.invalid_state", detail=MathplayError(message_id))
