"""Moves of Memory Max, and the events a move shows everyone at the table.

Moves are small frozen values: :class:`Flip` a face-down card, use a :class:`Chaos` card,
:class:`Stop` after a pair, :class:`Declare` an expression at the end. :class:`Event`
records what a move made happen (a card shown, a pair taken, a number turned back, cards
shuffled, a stop): everything a player could see, and so everything a bot may remember.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

__all__ = ["Chaos", "Declare", "Event", "EventKind", "Flip", "Move", "Stop"]


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


Move = Flip | Chaos | Stop | Declare


class EventKind(StrEnum):
    """What happened on the table."""

    FLIP = "flip"  # a card was turned face up
    PAIR = "pair"  # two matching cards were taken
    BONUS = "bonus"  # an operator, Y or chaos card was taken on a mismatch
    TURN_BACK = "turn_back"  # a number card was turned face down again
    SHUFFLE = "shuffle"  # a chaos card shuffled these face-down cards
    CHAOS_UNUSED = "chaos_unused"  # a chaos card was discarded: fewer than two cards face down
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
    def from_dict(cls, data: dict[str, Any]) -> Event:
        return cls(
            EventKind(data["kind"]),
            int(data["player"]),
            tuple(data["positions"]),
            tuple(data["faces"]),
        )
