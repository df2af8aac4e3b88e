"""A board's seats: who sits where (a person's name, a bot, or both) and the check that a
game given to a board has one seat per player."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mathplay.errors import MathplayError, shown

__all__ = ["Seat", "check_seat_count", "split_seats"]

Seat = Any  # a player's name (a person), or a bot (``choose_move(game)``, ``observe(turn)``)


def split_seats(seats: Sequence[Seat] | int) -> tuple[list[str] | int, dict[int, Any]]:
    """Player names for the engine and the bots by seat, from a board's ``players=``.

    Each seat is a name (a person), a bot object (:class:`mathplay.games.base.Bot`, or
    anything with ``choose_move`` and ``observe``), or ``(name, bot)``; a number means that
    many people.
    """
    if isinstance(seats, int):
        return seats, {}
    names: list[str] = []
    bots: dict[int, Any] = {}
    for index, seat in enumerate(seats):
        if isinstance(seat, tuple):
            name, bot = seat
        elif isinstance(seat, str):
            name, bot = seat, None
        else:
            name, bot = f"{type(seat).__name__} {index + 1}", seat
        if bot is not None and not (hasattr(bot, "choose_move") and hasattr(bot, "observe")):
            raise MathplayError("widgets.bad_seat", seat=shown(seat))
        names.append(str(name))
        if bot is not None:
            bots[index] = bot
    return names, bots


def check_seat_count(names: list[str] | int, players: int) -> None:
    """A board given a game to go on with (a lesson's position, a saved game) seats each of
    its ``players``: ``names`` (from :func:`split_seats`) must be one seat per player."""
    seats = names if isinstance(names, int) else len(names)
    if seats != players:
        raise MathplayError("widgets.seats_mismatch", seats=seats, players_count=players)
