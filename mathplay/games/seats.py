"""The players of a game: their names (:func:`player_names`) and what every game's state
checks first (:func:`check_seats`: one seat per player, the player to move among them)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import islice
from typing import Any

from mathplay.errors import MathplayError
from mathplay.games.schema import MAX_NAME, Kind, ListOf, Whole

__all__ = ["check_seats", "player_names"]


def player_names(players: int | Sequence[str], minimum: int, maximum: int) -> list[str]:
    """Names from a count (``"Player 1"``, ...) or a list; checks the count is allowed and
    that every name is a text of at most :data:`~mathplay.games.schema.MAX_NAME` characters
    (anything else given as a name is written as text)."""
    if isinstance(players, bool):
        raise MathplayError("game.players_type", kind="bool")
    if isinstance(players, int):
        count = players
    elif isinstance(players, str) or not isinstance(players, Iterable):
        raise MathplayError("game.players_type", kind=type(players).__name__)
    else:
        players = list(islice(players, maximum + 1))
        count = len(players)
    if not minimum <= count <= maximum:
        raise MathplayError("game.players_count", count=count, minimum=minimum, maximum=maximum)
    if isinstance(players, int):
        return [f"Player {i + 1}" for i in range(count)]
    names = [_name(name) for name in players]
    if len(set(names)) != len(names):
        raise MathplayError("game.players_duplicate")
    return names


def check_seats(state: Any, *per_player: str) -> None:
    """What every game's ``State.check`` starts with: the players (different names, as many
    as the rules allow), one of each ``per_player`` field per player, and the player to move
    and every turn's player among them (a :class:`FieldError` names the field)."""
    rules, count = state.rules, len(state.players)
    player_names(state.players, rules.min_players, rules.max_players)
    for name in per_player:
        ListOf(Kind(), count, least=count).check(getattr(state, name), name)
    seat = Whole(0, count - 1)
    seat.check(state.current_player, "current_player")
    for index, turn in enumerate(state.history):
        seat.check(turn.player, f"history[{index}].player")


def _name(name: Any) -> str:
    """A player's name: a text of at most :data:`MAX_NAME` characters (a number is written
    as text)."""
    if isinstance(name, int) and not isinstance(name, bool) and abs(name) < 10**MAX_NAME:
        name = str(name)
    if not isinstance(name, str):
        raise MathplayError("game.players_type", kind=type(name).__name__)
    if len(name) > MAX_NAME:
        raise MathplayError("game.player_name", most=MAX_NAME)
    return name
