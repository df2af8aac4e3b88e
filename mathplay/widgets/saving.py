"""Saved boards: a pupil's game survives a kernel restart, a closed tab and a new day.

``board.save("my-game.json")`` writes the board to a file and
``mathplay.widgets.load("my-game.json")`` gives it back: the same game (history and random
state included, so it goes on exactly as it would have), the same players and bots (with
what they remember), the language and the options. ``autosave=path`` on a board writes the
file after every move; the board's "Save" button writes it when a pupil asks.

The file is readable JSON (``"format": "mathplay-board"``, ``"version"``) built on the
game's ``to_dict()``, written by :func:`mathplay.files.write_atomically`: a crash, a kill or a
full disk in the middle leaves the previous save as it was; a save written again keeps its
permissions and a symbolic link to it; a read-only save is not written over. A file that is
not a mathplay save (corrupt, cut short, too big, a pipe or a device, another program's, or
from a newer mathplay) gets a clear :class:`MathplayError` and nothing on disk changes; a
save never overwrites a file that is not a mathplay save.

A save file may say anything: every part is checked before a board is made of it. Only the
board's own options are read (each checked), and a board saves itself only where the person
loading it says (by default the file it came from), never where a file says. Plain file
reads and writes, so it works in JupyterLite too (the kernel's files live in the browser's
storage).
"""

from __future__ import annotations

import importlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from mathplay.errors import MathplayError, shown
from mathplay.files import read_bounded, write_atomically
from mathplay.games import game_class
from mathplay.games.base import Game
from mathplay.i18n import translate

__all__ = [
    "FORMAT",
    "OPTION_CHECKS",
    "SIZE_LIMIT",
    "VERSION",
    "SavedBoard",
    "Saving",
    "board_data",
    "load",
    "save",
]

FORMAT = "mathplay-board"
VERSION = 1
SIZE_LIMIT = 4 * 1024 * 1024
"""The largest save read, in bytes: 5,000 moves of Equations (a board stops bots there) take
1.6 MB, a whole game of Memory Max 46 KB."""

BOARDS: dict[str, str] = {
    "equations": "mathplay.widgets.equations:EquationsTable",
    "memory": "mathplay.widgets.memory:MemoryGrid",
    "triolet": "mathplay.widgets.triolet:TrioletBoard",
}
"""The board of each game, as ``module:class``."""


@runtime_checkable
class SavedBoard(Protocol):
    """What a save reads of a board, and what :func:`load` gives back (every
    :class:`~mathplay.widgets.base.GameBoard` is one): the game, who sits where, the
    language, the options and extras the board keeps, where it saves itself."""

    game: Game
    bots: dict[int, Any]
    language: str
    autosave: Path | None

    def saved_options(self) -> dict[str, Any]: ...

    def saved_extras(self) -> dict[str, Any]: ...

    def restore_extras(self, data: dict[str, Any]) -> None: ...


class Saving:
    """What every game board has for saving (part of :class:`GameBoard`): :meth:`save`,
    ``autosave``, the "Save" button, and the options and extras a board keeps.

    A board lists its constructor options in ``saved_option_names`` (attributes of the
    same names); ``saved_extras``/``restore_extras`` carry what the board itself shows
    beyond the game (the Equations log).
    """

    saved_option_names: tuple[str, ...] = ()
    autosave: Path | None = None
    language: str

    def save(self, path: str | os.PathLike[str] | None = None) -> Path:
        """Write the board to ``path`` (default: the ``autosave`` file, else
        ``mathplay-<game>.json`` here); ``mathplay.widgets.load(path)`` brings it back."""
        if path is None:
            path = self.autosave or f"mathplay-{self.game.name}.json"  # type: ignore[attr-defined]
        return save(self, path)  # type: ignore[arg-type]

    def saved_options(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.saved_option_names}

    def saved_extras(self) -> dict[str, Any]:
        return {}

    def restore_extras(self, data: dict[str, Any]) -> None:
        """Take back what :meth:`saved_extras` gave (nothing, unless a board keeps more)."""

    def autosave_now(self) -> None:
        """Write the ``autosave`` file, if there is one (a failure is said in the board)."""
        if self.autosave is None:
            return
        try:
            save(self, self.autosave)  # type: ignore[arg-type]
        except MathplayError as error:
            self.report(error)  # type: ignore[attr-defined]

    def add_save_control(self) -> None:
        """Put the "Save" button at the foot of the board."""
        import ipywidgets as w

        self.save_button = w.Button(
            icon="save", layout=w.Layout(width="auto"), _dom_classes=("mathplay-save",)
        )
        self.save_button.on_click(lambda _button: self.safely(self._save_clicked))  # type: ignore[attr-defined]
        self.children = (*self.children, self.save_button)  # type: ignore[has-type]
        self._label_save_button()

    def _save_clicked(self) -> None:
        written = self.save()
        self.say("saves.saved", kind="good", path=str(written))  # type: ignore[attr-defined]

    def _label_save_button(self) -> None:
        if hasattr(self, "save_button"):
            self.save_button.description = translate("saves.button", self.language)
            self.save_button.tooltip = translate("saves.button_tip", self.language)

    def set_language(self, language: str) -> None:
        super().set_language(language)  # type: ignore[misc]
        self._label_save_button()


def board_data(board: SavedBoard) -> dict[str, Any]:
    """Everything a saved board holds, as JSON-ready data."""
    game = board.game
    seats = [
        {"name": name, "bot": None if seat not in board.bots else board.bots[seat].to_dict()}
        for seat, name in enumerate(game.players)
    ]
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game.name,
        "language": board.language,
        "options": board.saved_options(),
        "autosave": board.autosave is not None,
        "seats": seats,
        "board": board.saved_extras(),
        "state": game.to_dict(),
    }


def save(board: SavedBoard, path: str | os.PathLike[str]) -> Path:
    """Write ``board`` to ``path`` (atomically); the path written."""
    target = _path(path)
    _refuse_to_overwrite(target)
    text = json.dumps(board_data(board), ensure_ascii=False, indent=1)
    try:
        return write_atomically(target, text + "\n")
    except MathplayError as error:
        reason = error.params.get("reason", error)
        raise MathplayError("saves.cannot_write", path=str(target), reason=reason) from None


def load(
    path: str | os.PathLike[str], *, autosave: bool | str | os.PathLike[str] | None = None
) -> SavedBoard:
    """The board saved in ``path``, as it was; :class:`MathplayError` if the file is not a
    mathplay save this version can read (the file is left as it is).

    ``autosave``: where the board writes itself after every move. By default a board that
    did so goes on doing so, into ``path``; ``True``: into ``path``; ``False``: nowhere; a
    path: into that file. Never anywhere the file itself names.
    """
    target = _path(path)
    data = _read(target)
    game_name = data.get("game")
    if not (isinstance(game_name, str) and game_name in BOARDS):
        raise MathplayError("saves.unknown_game", path=str(target), game=shown(game_name))
    module, _, name = BOARDS[game_name].partition(":")
    board_class = getattr(importlib.import_module(module), name)
    try:
        game = game_class(game_name).from_dict(_part(data, "state", dict))
        seats = [_seat(seat) for seat in _part(data, "seats", list)]
        options = _options(board_class, _part(data, "options", dict))
        language = _part(data, "language", str)
        extras = _part(data, "board", dict, default={})
        saved_autosave = _part(data, "autosave", bool, default=False)
        board = board_class(
            seats,
            game=game,
            language=language,
            autosave=_autosave_path(target, saved_autosave, autosave),
            **options,
        )
        board.restore_extras(extras)
    except MathplayError as error:
        raise MathplayError("saves.bad_game", path=str(target), reason=error) from None
    return board


def _read(path: Path) -> dict[str, Any]:
    raw = read_bounded(path, SIZE_LIMIT)
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
        json.dumps(data, ensure_ascii=False).encode("utf-8")  # no lone surrogate ("\ud800")
    except (UnicodeError, ValueError, RecursionError):  # cut short, 5,000 digits, [[[[…
        raise MathplayError("saves.not_json", path=str(path)) from None
    if not (isinstance(data, dict) and data.get("format") == FORMAT):
        raise MathplayError("saves.not_a_save", path=str(path))
    version = data.get("version")
    if not (isinstance(version, int) and not isinstance(version, bool) and version >= 1):
        raise MathplayError("saves.not_a_save", path=str(path))
    if version > VERSION:
        raise MathplayError("saves.newer", path=str(path), version=version, known=VERSION)
    return data


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save holds")


def _refuse_to_overwrite(target: Path) -> None:
    """A file at ``target`` that is not a mathplay save is never written over (a folder, a
    pipe or a read-only file: :func:`write_atomically` says why not)."""
    try:
        _read(target)
    except MathplayError as error:
        if error.message_id not in ("files.no_file", "files.not_a_file"):
            raise MathplayError("saves.not_a_save_file", path=str(target)) from None


_MISSING = object()


def _part(data: dict[str, Any], key: str, kind: type, default: Any = _MISSING) -> Any:
    """``data[key]``, which must be a ``kind`` (``default`` if it may be left out)."""
    value = data.get(key, default)
    if value is _MISSING or not isinstance(value, kind):
        raise MathplayError("saves.bad_part", part=key, value=shown(value))
    return value


def _seat(seat: Any) -> Any:
    if not isinstance(seat, dict):
        raise MathplayError("saves.bad_part", part="seats", value=shown(seat))
    name, bot = _part(seat, "name", str), seat.get("bot")
    if bot is None:
        return name
    # lazy: every game's bots, imported when a saved board seats one (a board's page
    # imports its own game only)
    from mathplay.games.bot_table import bot_from_dict

    return name, bot_from_dict(bot)


def _options(board_class: type, options: dict[str, Any]) -> dict[str, Any]:
    """The board's own options, each checked; any other option is refused (``autosave``
    among them: where a board saves itself is never read from a file)."""
    known = board_class.saved_option_names
    for option, value in options.items():
        if option not in known:
            raise MathplayError("saves.unknown_option", option=shown(option))
        if not OPTION_CHECKS[option](value):
            raise MathplayError("saves.bad_part", part=option, value=shown(value))
    return options


def _autosave_path(
    target: Path, saved: bool, asked: bool | str | os.PathLike[str] | None
) -> Path | None:
    if asked is None or asked is True:
        return target if (saved or asked) else None
    if asked is False:
        return None
    return _path(asked)


def _number_in(low: float, high: float) -> Callable[[Any], bool]:
    def check(value: Any) -> bool:  # NaN is never in range; an int is compared exactly
        return (
            isinstance(value, int | float) and not isinstance(value, bool) and low <= value <= high
        )

    return check


def _or_none(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda value: value is None or check(value)


OPTION_CHECKS: dict[str, Callable[[Any], bool]] = {
    "seed": _or_none(lambda value: type(value) is int and abs(value) < 2**64),
    "bot_delay": _number_in(0, 60),
    "look_time": _number_in(0, 60),
    "hint_time_limit": _or_none(_number_in(0.01, 600)),
    "private_hands": _or_none(lambda value: isinstance(value, bool)),
    "private_racks": _or_none(lambda value: isinstance(value, bool)),
}
"""What each saved board option may be (every board's ``saved_option_names`` is here)."""


def _path(path: str | os.PathLike[str]) -> Path:
    if not isinstance(path, str | os.PathLike) or not str(path).strip():
        raise MathplayError("saves.bad_path", path=shown(path))
    return Path(path).expanduser()
