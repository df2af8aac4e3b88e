"""Saved boards: a pupil's game survives a kernel restart, a closed tab and a new day.

``board.save("my-game.json")`` writes the board to a file and
``mathplay.widgets.load("my-game.json")`` gives it back: the same game (history and random
state included, so it goes on exactly as it would have), the same players and bots (with
what they remember), the language and the options. ``autosave=path`` on a board writes the
file after every move; the board's "Save" button writes it when a pupil asks.

The file is readable JSON (``"format": "mathplay-board"``, ``"version"``) built on the
game's ``to_dict()``. It is written atomically: into a temporary file in the same folder,
then moved over the old one with ``os.replace``, so a crash in the middle of a write leaves
the previous save as it was. A file that is not a mathplay save (corrupt, cut short, another
program's, or from a newer mathplay) gets a clear :class:`MathplayError` and nothing on disk
changes; a save never overwrites a file that is not a mathplay save. Plain file reads and
writes, so it works in JupyterLite too (the kernel's files live in the browser's storage).
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mathplay.errors import MathplayError
from mathplay.games import game_class
from mathplay.games.bot_table import bot_from_dict

if TYPE_CHECKING:
    from mathplay.widgets.base import GameBoard

__all__ = ["FORMAT", "VERSION", "Saving", "board_data", "load", "save", "write_atomically"]

FORMAT = "mathplay-board"
VERSION = 1

BOARDS: dict[str, str] = {
    "equations": "mathplay.widgets.equations:EquationsTable",
    "memory": "mathplay.widgets.memory:MemoryGrid",
    "triolet": "mathplay.widgets.triolet:TrioletBoard",
}
"""The board of each game, as ``module:class``."""


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

        self.save_button = w.Button(icon="save", layout=w.Layout(width="auto"))
        self.save_button.add_class("mathplay-save")
        self.save_button.on_click(lambda _button: self.safely(self._save_clicked))  # type: ignore[attr-defined]
        self.children = (*self.children, self.save_button)  # type: ignore[has-type]
        self._label_save_button()

    def _save_clicked(self) -> None:
        written = self.save()
        self.say("saves.saved", kind="good", path=str(written))  # type: ignore[attr-defined]

    def _label_save_button(self) -> None:
        from mathplay.i18n import translate

        if hasattr(self, "save_button"):
            self.save_button.description = translate("saves.button", self.language)
            self.save_button.tooltip = translate("saves.button_tip", self.language)

    def set_language(self, language: str) -> None:
        super().set_language(language)  # type: ignore[misc]
        self._label_save_button()


def board_data(board: GameBoard) -> dict[str, Any]:
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


def save(board: GameBoard, path: str | os.PathLike[str]) -> Path:
    """Write ``board`` to ``path`` (atomically); the path written."""
    target = _path(path)
    if target.exists() and not _is_a_save(target):
        raise MathplayError("saves.not_a_save_file", path=str(target))
    text = json.dumps(board_data(board), ensure_ascii=False, indent=1)
    write_atomically(target, text + "\n")
    return target


def write_atomically(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` all at once: the old file stays whole until the new
    one is complete (a temporary file in the same folder, then ``os.replace``)."""
    folder = path.parent
    try:
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    except OSError as error:
        raise MathplayError("saves.cannot_write", path=str(path), reason=_reason(error)) from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            with contextlib.suppress(OSError):  # some file systems (the browser's) cannot sync
                os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.remove(temporary)
        if isinstance(error, OSError):
            raise MathplayError(
                "saves.cannot_write", path=str(path), reason=_reason(error)
            ) from None
        raise


def load(path: str | os.PathLike[str]) -> GameBoard:
    """The board saved in ``path``, as it was (a board that saved itself after every move
    goes on doing so, into ``path``); :class:`MathplayError` if the file is not a mathplay
    save this version can read (the file is left as it is)."""
    target = _path(path)
    data = _read(target)
    game_name = data.get("game")
    if game_name not in BOARDS:
        raise MathplayError("saves.unknown_game", path=str(target), game=str(game_name))
    try:
        game = game_class(game_name).from_dict(data["state"])
        seats = [_seat(seat) for seat in data["seats"]]
        options = dict(data["options"])
        if data.get("autosave") is True:  # it went on saving itself: it still does, here
            options["autosave"] = target
        language = data["language"]
        extras = data.get("board", {})
    except MathplayError as error:
        raise MathplayError("saves.bad_game", path=str(target), reason=error.reason()) from None
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise MathplayError("saves.bad_game", path=str(target), reason=repr(error)) from None
    module, _, name = BOARDS[game_name].partition(":")
    board_class = getattr(importlib.import_module(module), name)
    try:
        board = board_class(seats, game=game, language=language, **options)
    except TypeError as error:
        raise MathplayError("saves.bad_game", path=str(target), reason=str(error)) from None
    board.restore_extras(extras)
    return board


def _read(path: Path) -> dict[str, Any]:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise MathplayError("saves.no_file", path=str(path)) from None
    except OSError as error:
        raise MathplayError("saves.cannot_read", path=str(path), reason=_reason(error)) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise MathplayError("saves.not_json", path=str(path)) from None
    if not (isinstance(data, dict) and data.get("format") == FORMAT):
        raise MathplayError("saves.not_a_save", path=str(path))
    version = data.get("version")
    if not (isinstance(version, int) and not isinstance(version, bool) and version >= 1):
        raise MathplayError("saves.not_a_save", path=str(path))
    if version > VERSION:
        raise MathplayError("saves.newer", path=str(path), version=version, known=VERSION)
    return data


def _is_a_save(path: Path) -> bool:
    try:
        _read(path)
    except MathplayError:
        return False
    return True


def _seat(seat: dict[str, Any]) -> Any:
    name, bot = str(seat["name"]), seat["bot"]
    return name if bot is None else (name, bot_from_dict(bot))


def _path(path: str | os.PathLike[str]) -> Path:
    if not isinstance(path, str | os.PathLike) or not str(path).strip():
        raise MathplayError("saves.bad_path", path=repr(path))
    return Path(path).expanduser()


def _reason(error: OSError) -> str:
    return error.strerror or type(error).__name__
