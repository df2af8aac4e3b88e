"""Moves of Memory Max, and the events a move shows everyone at the table.

Moves are small frozen values: :class:`Flip` a face-down card, use a :class:`Chaos` card,
:class:`Stop` after a pair; in the finale :class:`Declare` an expression or :class:`UseBest`
(let the best expression of one's cards count). ``str(move)`` is its text (``"flip 12"``,
``"chaos 3"``, ``"stop"``, ``"player 0: 9 × 7"``, ``"player 1: best"``) and
:func:`move_from_text` reads it back. :class:`Event` records what a move made happen (a card
shown, a pair taken, a number turned back, cards shuffled, a stop, the turn passed):
everything a player could see, and so everything a bot may remember.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from mathplay.errors import IllegalMove
from mathplay.games.schema import (
    MAX_PLAYERS,
    Choice,
    Text,
    TupleOf,
    Whole,
    load_fields,
)

__all__ = [
    "Chaos",
    "Declare",
    "Event",
    "EventKind",
    "Flip",
    "Move",
    "Stop",
    "UseBest",
    "move_from_text",
]

_POSITIONS = 1_000  # an event shows at most this many positions (a grid has at most 400)


@dataclass(frozen=True, slots=True)
class Flip:
    """Turn over the face-down card at ``position`` (0, 1, ... row by row)."""

    position: int

    def __str__(self) -> str:
        return f"flip {self.position}"


@dataclass(frozen=True, slots=True)
class Chaos:
    """Use the chaos card just taken: shuffle ``count`` face-down cards (2 to all of them)."""

    count: int

    def __str__(self) -> str:
        return f"chaos {self.count}"


@dataclass(frozen=True, slots=True)
class Stop:
    """After taking a pair, end the turn instead of turning two more cards (the seed: the
    player "has the right" to go on; ``Rules.may_stop_after_pair``)."""

    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True, slots=True)
class Declare:
    """At the end, ``player`` announces an expression made of exactly their cards.

    Each Y card is written as the one digit or operator it stands for.
    """

    player: int
    expression: str

    def __str__(self) -> str:
        return f"player {self.player}: {self.expression}"


@dataclass(frozen=True, slots=True)
class UseBest:
    """In the finale, ``player`` announces nothing of their own: the best expression of
    their cards counts (what a player does who has no better idea, and what bots do)."""

    player: int

    def __str__(self) -> str:
        return f"player {self.player}: best"


Move = Flip | Chaos | Stop | Declare | UseBest

_MOVE = re.compile(r"\s*(?:(flip|chaos) (\d{1,6})|(stop)|player (\d{1,6}):(.*))\s*", re.DOTALL)


def move_from_text(text: str) -> Move:
    """The move of ``str(move)``; :class:`IllegalMove` (``memory.move_text``) if none."""
    match = _MOVE.fullmatch(text) if isinstance(text, str) else None
    if match is None:
        raise IllegalMove("memory.move_text", text=str(text))
    kind, number, stop, player, expression = match.groups()
    if stop:
        return Stop()
    if kind == "flip":
        return Flip(int(number))
    if kind == "chaos":
        return Chaos(int(number))
    if expression.strip() == "best":
        return UseBest(int(player))
    return Declare(int(player), expression.strip())


class EventKind(StrEnum):
    """What happened on the table."""

    FLIP = "flip"  # a card was turned face up
    PAIR = "pair"  # two matching cards were taken
    BONUS = "bonus"  # an operator, Y or chaos card was taken on a mismatch
    TURN_BACK = "turn_back"  # a number card was turned face down again
    SHUFFLE = "shuffle"  # a chaos card shuffled these face-down cards
    CHAOS_UNUSED = "chaos_unused"  # a chaos card was discarded: fewer than two cards face down
    TURN_OVER = "turn_over"  # the turn passed to ``player``
    STOP = "stop"  # after a pair, the player stopped instead of turning two more


@dataclass(frozen=True, slots=True)
class Event:
    """One thing every player saw: ``kind``, by ``player``, at ``positions``, showing ``faces``.

    A shuffle shows its positions but no faces.
    """

    kind: EventKind
    player: int
    positions: tuple[int, ...]
    faces: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": str(self.kind),
            "player": self.player,
            "positions": list(self.positions),
            "faces": list(self.faces),
        }

    @classmethod
    def from_dict(cls, data: Any, where: str = "event") -> Event:
        """The event of :meth:`to_dict`'s data (a ``FieldError`` naming the field if not)."""
        return cls(**load_fields(_EVENT_FIELDS, data, where))


_EVENT_FIELDS = {
    "kind": Choice.of(EventKind),
    "player": Whole(0, MAX_PLAYERS - 1),
    "positions": TupleOf(Whole(0, _POSITIONS), _POSITIONS),
    "faces": TupleOf(Text(10), _POSITIONS),
}
