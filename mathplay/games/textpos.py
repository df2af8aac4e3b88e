"""The shape every text position shares: lines of ``key: value``, some keys with a block.

::

    game: triolet
    random: seed 1, draws 6
    rules: exchange_min_bag=null
    players: Ana | Ben
    board:
      .  .  7

A key is lower-case words and a colon at the start of a line; a key with nothing after its
colon owns the lines below it (a board, a grid, a table) up to the next key. Values given
per player are separated by ``|``; a name that could be misread is written as a JSON string.
``rules`` lists the options that differ from the defaults, each ``name=value`` with the
value in JSON. Every game writes its own keys (see each game's ``to_text``); this module
reads and writes the shape and reports a bad line with its number.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import fields
from typing import Any

from mathplay.errors import InvalidState, MathplayError
from mathplay.games.game_fields import Random
from mathplay.games.randomness import GameRandom

__all__ = [
    "Fields",
    "cells_text",
    "name_text",
    "random_text",
    "read_count",
    "read_fields",
    "read_random",
    "read_rules",
    "read_seat",
    "read_yes",
    "rules_text",
    "split_cells",
    "write_fields",
]

_KEY = re.compile(r"([a-z][a-z ]*[a-z]):(.*)")
_PLAIN_NAME = re.compile(r"[^\s|\"]([^|\"\n]*[^\s|\"])?")
_RANDOM = re.compile(r"seed (-?\d{1,20}), draws (\d{1,20})")
_MOST_DIGITS = 18  # a count of a text position: bounded before it is read
_OPTION = re.compile(r"\s*([a-z_]+)=")


class Fields:
    """The keys of a text position, each read at most once (:meth:`unused` lists the rest)."""

    def __init__(self, values: dict[str, str | list[str]], lines: dict[str, int]) -> None:
        self._values = values
        self._lines = lines
        self._read: set[str] = set()

    def __contains__(self, key: str) -> bool:
        return key in self._values

    def line(self, key: str, default: str | None = None) -> str | None:
        """The value after ``key:`` (``default`` if the key is absent)."""
        if key not in self._values:
            return default
        self._read.add(key)
        value = self._values[key]
        if isinstance(value, list):
            raise InvalidState("game.text_block", key=key, line=self._lines[key])
        return value

    def block(self, key: str) -> list[str] | None:
        """The lines below ``key:`` (``None`` if the key is absent)."""
        if key not in self._values:
            return None
        self._read.add(key)
        value = self._values[key]
        return value if isinstance(value, list) else ([value] if value else [])

    def check_all_read(self) -> None:
        """Raise for a key the game does not know."""
        unused = [key for key in self._values if key not in self._read]
        if unused:
            raise InvalidState("game.text_key", key=unused[0], line=self._lines[unused[0]])


def read_fields(text: str, game: str) -> Fields:
    """The keys of ``text``; ``game:`` (if given) must be ``game``."""
    if not isinstance(text, str):
        raise InvalidState("game.text_not_text", kind=type(text).__name__)
    values: dict[str, str | list[str]] = {}
    lines: dict[str, int] = {}
    block: list[str] | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.rstrip()
        match = _KEY.fullmatch(line)
        if match is None:
            if block is None:
                if line.strip():
                    raise InvalidState("game.text_line", line=number, text=line.strip())
                continue
            block.append(line)
            continue
        key, value = match.group(1), match.group(2).strip()
        if key in values:
            raise InvalidState("game.text_twice", key=key, line=number)
        lines[key] = number
        if value:
            values[key], block = value, None
        else:
            block = values[key] = []  # type: ignore[assignment]
    for value in values.values():
        if isinstance(value, list):
            while value and not value[-1].strip():
                value.pop()
            while value and not value[0].strip():
                value.pop(0)
    found = values.get("game", game)
    if found != game:
        raise InvalidState("game.text_other_game", game=game, found=str(found))
    result = Fields(values, lines)
    result.line("game")
    return result


def write_fields(items: Iterable[tuple[str, str | Sequence[str] | None]]) -> str:
    """``key: value`` lines; a list value becomes a block; ``None`` leaves the key out."""
    out: list[str] = []
    for key, value in items:
        if value is None:
            continue
        if isinstance(value, str):
            out.append(f"{key}: {value}" if value else f"{key}:")
        else:
            out.append(f"{key}:")
            out += list(value)
    return "\n".join(out)


def name_text(name: str) -> str:
    """A player's name as written in a position (a JSON string if it could be misread)."""
    return name if _PLAIN_NAME.fullmatch(name) else json.dumps(name, ensure_ascii=False)


def cells_text(cells: Iterable[str]) -> str:
    """Values per player: ``a | b | c`` (an empty value is ``-``)."""
    return " | ".join(cell if cell.strip() else "-" for cell in cells)


def split_cells(value: str, count: int | None = None, *, key: str = "players") -> list[str]:
    """The values of :func:`cells_text` (``-`` is empty); names may be JSON strings.
    With ``count``, exactly that many values are expected."""
    cells: list[str] = []
    at, decoder = 0, json.JSONDecoder()
    while True:
        while at < len(value) and value[at] == " ":
            at += 1
        if value.startswith('"', at):
            try:
                cell, at = decoder.raw_decode(value, at)
            except json.JSONDecodeError:
                raise InvalidState("game.text_value", key=key, text=value) from None
            rest = value.find("|", at)
            if value[at : len(value) if rest < 0 else rest].strip():
                raise InvalidState("game.text_value", key=key, text=value)
        else:
            rest = value.find("|", at)
            cell = value[at : len(value) if rest < 0 else rest].strip()
            cell = "" if cell == "-" else cell
        cells.append(cell)
        if rest < 0:
            break
        at = rest + 1
    if count is not None and len(cells) != count:
        raise InvalidState("game.text_count", key=key, count=len(cells), players_count=count)
    return cells


def random_text(rng: GameRandom) -> str:
    seed, draws = rng.state
    return f"seed {seed}, draws {draws}"


def read_random(value: str | None) -> GameRandom:
    """The generator of ``random: seed S, draws N`` (absent: seed 0, no draws)."""
    if value is None:
        return GameRandom(0)
    match = _RANDOM.fullmatch(value.strip())
    if match is None:
        raise InvalidState("game.text_value", key="random", text=value[:40])
    state = {"seed": int(match.group(1)), "draws": int(match.group(2))}
    return Random().load(state, "random", {})


def rules_text(rules: Any) -> str | None:
    """The options of ``rules`` that differ from the defaults (``None``: none do)."""
    default = type(rules)().to_dict()
    data = rules.to_dict()
    changed = [
        f"{f.name}={json.dumps(data[f.name], ensure_ascii=False, separators=(',', ':'))}"
        for f in fields(rules)
        if data[f.name] != default[f.name]
    ]
    return " ".join(changed) or None


def read_rules(cls: type, value: str | None) -> Any:
    """The rules of :func:`rules_text` (absent: the defaults)."""
    if value is None:
        return cls()
    data = cls().to_dict()
    at, decoder = 0, json.JSONDecoder()
    while at < len(value.rstrip()):
        match = _OPTION.match(value, at)
        if match is None:
            raise InvalidState("game.text_value", key="rules", text=value)
        try:
            option, at = decoder.raw_decode(value, match.end())
        except (ValueError, RecursionError):  # not JSON, 5,000 digits, [[[[…
            raise InvalidState("game.text_value", key="rules", text=value) from None
        data[match.group(1)] = option
    try:
        return cls.from_dict(data)
    except MathplayError as error:
        raise InvalidState(error.message_id, **error.params) from None
    except (TypeError, ValueError):
        raise InvalidState("game.text_value", key="rules", text=value) from None


def read_count(text: str | None, key: str) -> int:
    """A whole number 0, 1, 2, ... given for ``key``."""
    if text is None or not (text.isascii() and text.isdigit() and len(text) <= _MOST_DIGITS):
        raise InvalidState("game.text_value", key=key, text=str(text)[:40])
    return int(text)


def read_yes(text: str | None, key: str) -> bool:
    """``yes`` or ``no`` (absent: no)."""
    if text not in (None, "yes", "no"):
        raise InvalidState("game.text_value", key=key, text=str(text))
    return text == "yes"


def read_seat(name: str | None, players: Sequence[str], default: int = 0) -> int:
    """The seat of the player named ``name`` (``to play``; absent: ``default``)."""
    if name is None:
        return default
    cell = split_cells(name, 1, key="to play")[0]
    if cell not in players:
        raise InvalidState("game.text_player", name=cell)
    return list(players).index(cell)
