"""Kinds of the games' own values, for their declared states and bots (:mod:`.schema`):
nested rules, the seeded generator, the history of turns, a bot's memory.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from mathplay.errors import MathplayError
from mathplay.games.randomness import MAX_DRAWS, MAX_SEED, GameRandom
from mathplay.games.schema import (
    MAX_HISTORY,
    MAX_PLAYERS,
    MAX_POINTS,
    FieldError,
    Fixed,
    Kind,
    ListOf,
    Text,
    Whole,
    check_length,
    describe,
    each,
    load_fields,
    refused,
)

__all__ = ["BotRandom", "History", "Items", "Nested", "Random"]

MAX_EVENTS = 100
"""The most events one turn makes happen."""
MAX_MOVE_TEXT = 2_000
"""The longest text of a move (a rearranged table of the Equations variant is the longest)."""


@dataclasses.dataclass(frozen=True)
class Items(Kind):
    """A mapping of at most ``most`` entries, written ``{"items": [[key, value], ...]}``
    (the form a bot's memory has in a saved board)."""

    plain: ClassVar[bool] = False
    shared: ClassVar[bool] = False

    key: Kind
    item: Kind
    most: int

    def check(self, value: Any, where: str) -> None:
        if type(value) is not dict:
            raise refused("state.not_mapping", where, value)
        check_length(value, where, 0, self.most)
        for key, item in value.items():
            self.key.check(key, where)
            self.item.check(item, f"{where}[{describe(key)}]")

    def load(self, data: Any, where: str, context: Mapping[str, Any]) -> Any:
        if type(data) is not dict or set(data) != {"items"}:
            raise refused("state.not_mapping", where, data)
        pairs = ListOf(Fixed((self.key, self.item)), self.most).load(data["items"], where, context)
        return dict(pairs)

    def dump(self, value: Any) -> Any:
        return {"items": [[self.key.dump(k), self.item.dump(v)] for k, v in value.items()]}

    def copy(self, value: Any) -> Any:
        return dict(value)


@dataclasses.dataclass(frozen=True)
class Nested(Kind):
    """A value of ``cls`` with its own declaration (a game's ``Rules``), written as the
    mapping of its ``to_dict``."""

    plain: ClassVar[bool] = False

    cls: type

    def check(self, value: Any, where: str) -> None:
        if not isinstance(value, self.cls):
            raise refused("state.not_mapping", where, value)

    def load(self, data: Any, where: str, context: Mapping[str, Any]) -> Any:
        if type(data) is not dict:
            raise refused("state.not_mapping", where, data)
        try:
            return self.cls.from_dict(data)
        except FieldError as error:
            raise error.within(where) from None
        except MathplayError as error:
            raise FieldError("state.bad_part", field=where, problem=error) from None

    def dump(self, value: Any) -> Any:
        return value.to_dict()


_SEED = Whole(-MAX_SEED, MAX_SEED)
_DRAWS = Whole(0, MAX_DRAWS)


@dataclasses.dataclass(frozen=True)
class Random(Kind):
    """A :class:`GameRandom`, written ``{"seed": S, "draws": N}`` (both bounded)."""

    plain: ClassVar[bool] = False
    shared: ClassVar[bool] = False

    def check(self, value: Any, where: str) -> None:
        if not isinstance(value, GameRandom):
            raise refused("state.not_mapping", where, value)
        _SEED.check(value.start, f"{where}.seed")
        _DRAWS.check(value.draws, f"{where}.draws")

    def load(self, data: Any, where: str, context: Mapping[str, Any]) -> Any:
        if type(data) is not dict or set(data) != {"seed", "draws"}:
            raise refused("state.bad_keys", where, data, keys="seed, draws")
        _SEED.check(data["seed"], f"{where}.seed")
        _DRAWS.check(data["draws"], f"{where}.draws")
        return GameRandom.resumed(data["seed"], data["draws"])

    def dump(self, value: Any) -> Any:
        return value.to_dict()

    def copy(self, value: Any) -> Any:
        return value.copy()


@dataclasses.dataclass(frozen=True)
class BotRandom(Random):
    """A bot's :class:`GameRandom`, written ``{"random": {"seed": S, "draws": N}}``."""

    def load(self, data: Any, where: str, context: Mapping[str, Any]) -> Any:
        if type(data) is not dict or set(data) != {"random"}:
            raise refused("state.bad_keys", where, data, keys="random")
        return super().load(data["random"], where, context)

    def dump(self, value: Any) -> Any:
        return {"random": value.to_dict()}


_TURN_KINDS: dict[str, Kind] = {
    "player": Whole(0, MAX_PLAYERS - 1),
    "move": Text(MAX_MOVE_TEXT),
    "points": Whole(-MAX_POINTS, MAX_POINTS),
    "events": ListOf(Kind(), MAX_EVENTS),
}


@dataclasses.dataclass(frozen=True)
class History(Kind):
    """The turns played: each ``{"player", "move" (its text), "points", "events"}``, read with
    the game's ``read_move`` and ``read_event``; a turn's player is one of ``players``."""

    plain: ClassVar[bool] = False
    shared: ClassVar[bool] = False

    turn: type
    read_move: Callable[[str], Any]
    read_event: Callable[[Any, str], Any]

    def check(self, value: Any, where: str) -> None:
        if type(value) is not list or not all(isinstance(turn, self.turn) for turn in value):
            raise refused("state.not_list", where, value)
        check_length(value, where, 0, MAX_HISTORY)

    def load(self, data: Any, where: str, context: Mapping[str, Any]) -> Any:
        entries = ListOf(Kind(), MAX_HISTORY).load(data, where, context)
        seat = Whole(0, (len(context.get("players", ())) or MAX_PLAYERS) - 1)
        return each(lambda entry, at: self._entry(entry, at, seat), entries, where)

    def _entry(self, entry: Any, where: str, seat: Whole) -> Any:
        values = load_fields(_TURN_KINDS, entry, where)
        seat.check(values["player"], f"{where}.player")
        try:
            move = self.read_move(values["move"])
        except MathplayError as error:
            raise FieldError("state.bad_part", field=f"{where}.move", problem=error) from None
        events = each(self.read_event, values["events"], f"{where}.events")
        return self.turn(values["player"], move, values["points"], tuple(events))

    def dump(self, value: Any) -> Any:
        return [turn.to_dict() for turn in value]

    def copy(self, value: Any) -> Any:
        return list(value)
