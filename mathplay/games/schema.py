"""Declared fields: each field of a game's state, of a game's rules and of a bot's memory is
written once, with its type and its bounds; the check, the JSON data and the copy come from
that one declaration.

A field is a ``dataclasses`` field that carries a :class:`Kind` (:func:`declared`)::

    @dataclass(slots=True, kw_only=True)
    class State(Declared):
        scores: list[int] = declared(ListOf(Whole(0, MAX_POINTS), most=MAX_PLAYERS))

A kind checks a value (:meth:`Kind.check`), reads one from JSON-like data
(:meth:`Kind.load`: every type is checked before anything is built from it), writes one
(:meth:`Kind.dump`) and copies one (:meth:`Kind.copy`: lists are copied, values shared).
Whatever a file, a text or a caller gives, a value a field cannot hold is a
:class:`FieldError` that names the field (``racks[1][0]``, ``rules.draw``): never a
``TypeError``, never a number too big to work with. The kinds of the games' own values (a
generator, the history, nested rules, a bot's memory) are in :mod:`.game_fields`.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Mapping
from enum import Enum
from functools import cache
from typing import Any, ClassVar, Self

from mathplay.errors import InvalidState

__all__ = [
    "MAX_HISTORY",
    "MAX_NAME",
    "MAX_PLAYERS",
    "MAX_POINTS",
    "Choice",
    "Declared",
    "FieldError",
    "Fixed",
    "Flag",
    "Keyed",
    "Kind",
    "ListOf",
    "Maybe",
    "Real",
    "Text",
    "TupleOf",
    "Whole",
    "check_declared",
    "check_length",
    "declaration",
    "declared",
    "describe",
    "each",
    "load_fields",
    "refused",
]

MAX_PLAYERS = 8
"""The most players any game's rules may allow (the rules pages say 2–6 and 2–4)."""
MAX_NAME = 100
"""The longest player's name, in characters."""
MAX_POINTS = 10**6
"""No score or move goes past this many points (a game to 15 or 20 points, a Triolet game
scores a few hundred)."""
MAX_HISTORY = 100_000
"""The most turns a saved game holds (the longest playouts of the tests take 5,000)."""

KIND = "mathplay.kind"


class FieldError(InvalidState):
    """A value a declared field cannot hold; the ``field`` parameter names it."""

    default_message_id = "state.bad_value"

    @property
    def field(self) -> str:
        return str(self.params.get("field", ""))

    def within(self, outer: str) -> FieldError:
        """The same error for the field inside ``outer`` (``rules`` + ``draw``: ``rules.draw``)."""
        inner = self.field
        joined = f"{outer}{inner}" if inner.startswith("[") else f"{outer}.{inner}"
        return FieldError(self.message_id, **{**self.params, "field": joined if inner else outer})


def describe(value: Any) -> str:
    """A short, language-neutral picture of ``value`` for a message (never the whole of a
    huge value)."""
    if isinstance(value, int) and not isinstance(value, bool):
        if value.bit_length() > 60:
            digits = int(value.bit_length() * math.log10(2)) + 1
            return f"{'-' if value < 0 else ''}≈10^{digits - 1}"
        return str(value)
    if isinstance(value, str):
        return repr(value) if len(value) <= 30 else repr(value[:30]) + "…"
    if isinstance(value, list | tuple):
        return f"[…] ({len(value)})"
    if isinstance(value, dict):
        return f"{{…}} ({len(value)})"
    if value is None or isinstance(value, bool | float):
        return repr(value)
    return type(value).__name__


def refused(message_id: str, where: str, value: Any, **params: Any) -> FieldError:
    return FieldError(message_id, field=where or "?", value=describe(value), **params)


class Kind:
    """What a declared field may hold. The base kind holds any value, unchecked.

    ``plain``: its values are written and read as they are (``load`` only checks);
    ``shared``: a copy of a value is the value itself (it never changes). A list of such
    items is read, written and copied in one step.
    """

    plain: ClassVar[bool] = True
    shared: ClassVar[bool] = True

    def check(self, value: Any, where: str) -> None:
        """Raise :class:`FieldError` (naming ``where``) if the field cannot hold ``value``."""

    def load(self, data: Any, where: str, context: Mapping[str, Any]) -> Any:
        """The value of JSON-like ``data``, checked; ``context``: the fields read before."""
        self.check(data, where)
        return data

    def dump(self, value: Any) -> Any:
        """``value`` as JSON-ready data."""
        return value

    def copy(self, value: Any) -> Any:
        """An independent copy of ``value`` (values that never change are shared)."""
        return value


@dataclasses.dataclass(frozen=True)
class Whole(Kind):
    """A whole number from ``least`` to ``most`` (``True`` is not a number)."""

    least: int = 0
    most: int = MAX_POINTS

    def check(self, value: Any, where: str) -> None:
        if type(value) is not int:
            raise refused("state.not_whole", where, value)
        if not self.least <= value <= self.most:
            raise refused("state.out_of_range", where, value, least=self.least, most=self.most)


@dataclasses.dataclass(frozen=True)
class Real(Kind):
    """A finite number from ``least`` to ``most`` (a whole number or a float)."""

    least: float
    most: float

    def check(self, value: Any, where: str) -> None:
        if type(value) not in (int, float) or (type(value) is float and not math.isfinite(value)):
            raise refused("state.not_number", where, value)
        if (type(value) is int and value.bit_length() > 60) or not self.least <= value <= self.most:
            raise refused("state.out_of_range", where, value, least=self.least, most=self.most)


@dataclasses.dataclass(frozen=True)
class Flag(Kind):
    """``True`` or ``False``."""

    def check(self, value: Any, where: str) -> None:
        if type(value) is not bool:
            raise refused("state.not_flag", where, value)


@dataclasses.dataclass(frozen=True)
class Text(Kind):
    """Text of ``least`` to ``most`` characters."""

    most: int
    least: int = 0

    def check(self, value: Any, where: str) -> None:
        if type(value) is not str:
            raise refused("state.not_text", where, value)
        if not self.least <= len(value) <= self.most:
            raise refused("state.bad_length", where, value, least=self.least, most=self.most)


@dataclasses.dataclass(frozen=True)
class Choice(Kind):
    """One of ``options`` (texts); with ``enum``, held as that enum's member."""

    options: tuple[str, ...]
    enum: type[Enum] | None = None

    @property
    def plain(self) -> bool:  # type: ignore[override]
        return self.enum is None

    def __post_init__(self) -> None:
        object.__setattr__(self, "known", frozenset(self.options))
        if self.enum is not None:
            members = {str(member.value): member for member in self.enum}
            object.__setattr__(self, "members", members)

    @classmethod
    def of(cls, enum: type[Enum]) -> Choice:
        return cls(tuple(str(member.value) for member in enum), enum)

    def check(self, value: Any, where: str) -> None:
        wanted = self.enum if self.enum is not None else str
        if not (isinstance(value, wanted) and value in self.known):  # type: ignore[attr-defined]
            raise refused("state.not_choice", where, value, known=", ".join(self.options))

    def load(self, data: Any, where: str, context: Mapping[str, Any]) -> Any:
        if not (type(data) is str and data in self.known):  # type: ignore[attr-defined]
            raise refused("state.not_choice", where, data, known=", ".join(self.options))
        return data if self.enum is None else self.members[data]  # type: ignore[attr-defined]

    def dump(self, value: Any) -> Any:
        return str(value.value) if isinstance(value, Enum) else value


@dataclasses.dataclass(frozen=True)
class Maybe(Kind):
    """``None`` or what ``inner`` holds."""

    inner: Kind

    @property
    def plain(self) -> bool:  # type: ignore[override]
        return self.inner.plain

    @property
    def shared(self) -> bool:  # type: ignore[override]
        return self.inner.shared

    def check(self, value: Any, where: str) -> None:
        if value is not None:
            self.inner.check(value, where)

    def load(self, data: Any, where: str, context: Mapping[str, Any]) -> Any:
        return None if data is None else self.inner.load(data, where, context)

    def dump(self, value: Any) -> Any:
        return None if value is None else self.inner.dump(value)

    def copy(self, value: Any) -> Any:
        return None if value is None else self.inner.copy(value)


def check_length(value: Any, where: str, least: int, most: int) -> None:
    if not least <= len(value) <= most:
        raise refused("state.bad_length", where, value, least=least, most=most)


def each(action: Callable[[Any, str], Any], items: Any, where: str) -> list[Any]:
    """``action(item, where)`` for every item, fast: the path of an item (``where[3]``) is
    only written out when one is refused (the items are then gone through again)."""
    try:
        return [action(item, where) for item in items]
    except FieldError:
        for index, item in enumerate(items):
            action(item, f"{where}[{index}]")
        raise


@dataclasses.dataclass(frozen=True)
class ListOf(Kind):
    """A list of ``least`` to ``most`` items, each what ``item`` holds."""

    item: Kind
    most: int
    least: int = 0
    container: ClassVar[type] = list
    plain: ClassVar[bool] = False
    shared: ClassVar[bool] = False

    def check(self, value: Any, where: str) -> None:
        if type(value) is not self.container:
            raise refused("state.not_list", where, value)
        check_length(value, where, self.least, self.most)
        each(self.item.check, value, where)

    def load(self, data: Any, where: str, context: Mapping[str, Any]) -> Any:
        if type(data) not in (list, tuple):
            raise refused("state.not_list", where, data)
        check_length(data, where, self.least, self.most)
        item = self.item
        if item.plain:  # the items are checked, not converted
            each(item.check, data, where)
            return self.container(data)
        return self.container(each(lambda one, at: item.load(one, at, context), data, where))

    def dump(self, value: Any) -> Any:
        if self.item.plain:
            return list(value)
        return [self.item.dump(item) for item in value]

    def copy(self, value: Any) -> Any:
        if self.item.shared:
            return list(value)
        return [self.item.copy(item) for item in value]


@dataclasses.dataclass(frozen=True)
class TupleOf(ListOf):
    """A tuple of ``least`` to ``most`` items (a list in JSON); it never changes."""

    container: ClassVar[type] = tuple
    shared: ClassVar[bool] = True

    def copy(self, value: Any) -> Any:
        return value


@dataclasses.dataclass(frozen=True)
class Fixed(Kind):
    """A tuple of exactly one item of each kind in ``items`` (a list in JSON)."""

    items: tuple[Kind, ...]
    plain: ClassVar[bool] = False

    def check(self, value: Any, where: str) -> None:
        if type(value) is not tuple:
            raise refused("state.not_list", where, value)
        check_length(value, where, len(self.items), len(self.items))
        for index, (kind, item) in enumerate(zip(self.items, value, strict=True)):
            kind.check(item, f"{where}[{index}]")

    def load(self, data: Any, where: str, context: Mapping[str, Any]) -> Any:
        if type(data) not in (list, tuple):
            raise refused("state.not_list", where, data)
        check_length(data, where, len(self.items), len(self.items))
        return tuple(
            kind.load(item, f"{where}[{index}]", context)
            for index, (kind, item) in enumerate(zip(self.items, data, strict=True))
        )

    def dump(self, value: Any) -> Any:
        return [kind.dump(item) for kind, item in zip(self.items, value, strict=True)]


@dataclasses.dataclass(frozen=True)
class Keyed(Kind):
    """A mapping with exactly the members of ``keys`` (an enum of texts) as its keys."""

    plain: ClassVar[bool] = False
    shared: ClassVar[bool] = False

    keys: type[Enum]
    item: Kind

    def check(self, value: Any, where: str) -> None:
        if type(value) is not dict or set(value) != set(self.keys):
            raise refused("state.bad_keys", where, value, keys=", ".join(self._names()))
        for key, item in value.items():
            self.item.check(item, f"{where}.{key.value}")

    def load(self, data: Any, where: str, context: Mapping[str, Any]) -> Any:
        if type(data) is not dict or set(data) != set(self._names()):
            raise refused("state.bad_keys", where, data, keys=", ".join(self._names()))
        return {
            key: self.item.load(data[key.value], f"{where}.{key.value}", context)
            for key in self.keys
        }

    def _names(self) -> list[str]:
        return [str(key.value) for key in self.keys]

    def dump(self, value: Any) -> Any:
        return {str(key.value): self.item.dump(item) for key, item in value.items()}

    def copy(self, value: Any) -> Any:
        return {key: self.item.copy(item) for key, item in value.items()}


def declared(kind: Kind, *, default: Any = dataclasses.MISSING, compare: bool = True) -> Any:
    """A dataclass field holding what ``kind`` holds."""
    return dataclasses.field(default=default, compare=compare, metadata={KIND: kind})


@cache
def declaration(cls: type) -> dict[str, Kind]:
    """Every declared field of the dataclass ``cls``, by name, in order."""
    return {f.name: f.metadata[KIND] for f in dataclasses.fields(cls) if KIND in f.metadata}


def check_declared(value: Any) -> None:
    """Check every declared field of ``value`` (a :class:`FieldError` names the first wrong)."""
    for name, kind in declaration(type(value)).items():
        kind.check(getattr(value, name), name)


def load_fields(
    kinds: Mapping[str, Kind],
    data: Any,
    where: str = "",
    context: Mapping[str, Any] | None = None,
    defaults: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The values of a JSON-like mapping with exactly these keys (those in ``defaults`` may
    be left out), each read by its kind, in order."""
    prefix = f"{where}." if where else ""
    if type(data) is not dict:
        raise refused("state.not_mapping", where or "data", data)
    if data.keys() != kinds.keys():
        defaults = defaults or {}
        unknown = [key for key in data if key not in kinds]
        if unknown:
            field = prefix + describe(unknown[0]).strip("'")
            raise FieldError("state.unknown_field", field=field)
        missing = [name for name in kinds if name not in data and name not in defaults]
        if missing:
            raise FieldError("state.missing", field=prefix + missing[0])
        data = {name: data.get(name, defaults.get(name)) for name in kinds}
    values: dict[str, Any] = {}
    for name, kind in kinds.items():
        values[name] = kind.load(
            data[name], prefix + name, {**context, **values} if context else values
        )
    return values


class Declared:
    """A dataclass whose fields are all declared (:func:`declared`): ``to_dict``,
    ``from_dict``, ``copy`` and ``validate`` come from the declaration; a subclass adds
    the rules that tie its fields together (:meth:`check`)."""

    __slots__ = ()
    saved_defaults: ClassVar[Mapping[str, Any]] = {}
    """Fields that data written before they existed may leave out, with their value."""

    def to_dict(self) -> dict[str, Any]:
        """Every field as JSON-ready data."""
        return {
            name: kind.dump(getattr(self, name)) for name, kind in declaration(type(self)).items()
        }

    @classmethod
    def from_dict(cls, data: Any) -> Self:
        """The value of :meth:`to_dict`'s data, validated; :class:`FieldError` (or the
        subclass's error for a rule it breaks) if it cannot be one."""
        try:
            values = load_fields(declaration(cls), data, defaults=cls.saved_defaults)
            value = cls(**values)
            value.validate()
        except FieldError as error:
            raise cls.refusal(error) from None
        return value

    @classmethod
    def refusal(cls, error: FieldError) -> InvalidState:
        """The error :meth:`from_dict` raises for data that does not fit the declaration
        (a subclass may say it in its game's words)."""
        return error

    def copy(self) -> Self:
        """An independent copy (lists copied, values that never change shared)."""
        kinds = declaration(type(self))
        return type(self)(**{name: kind.copy(getattr(self, name)) for name, kind in kinds.items()})

    def validate(self) -> None:
        """The one validation: every field by its declaration, then :meth:`check`."""
        check_declared(self)
        self.check()

    def check(self) -> None:
        """The rules that tie the fields together (none here)."""
