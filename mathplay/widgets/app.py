"""GameApp: a game as a pupil meets it on an app page, with no code and no notebook words.

First a short welcome in the pupil's language (English, 日本語, polski: chosen here or on the
site's landing page, and remembered by the browser), the players' names and, for each seat, a
person or a computer player (easy, medium, hard), and an optional game number to deal a game
again; then the board, with "How to play" one click away, "Save" and the saved games, which the
browser keeps (:mod:`.store`) in the boards' own save format (:mod:`.saving`), so a game goes
on after a reload.

``GameApp("triolet")`` (or ``"equations"``, ``"memory"``) is the one code cell of a play
notebook; the app page shows that notebook without its code and its notes.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import tempfile
from pathlib import Path
from typing import Any

import ipywidgets as w

from mathplay.errors import MathplayError
from mathplay.i18n import LANGUAGES
from mathplay.widgets.app_games import GAMES, AppGame
from mathplay.widgets.app_seats import Seats
from mathplay.widgets.base import GAME_NUMBERS, LANGUAGE_NAMES, Board, GameBoard
from mathplay.widgets.parts import button, escape
from mathplay.widgets.saving import load
from mathplay.widgets.store import BrowserStore

__all__ = ["GameApp"]

log = logging.getLogger(__name__)
APP_CSS = """<style>
.mathplay-app .mathplay-app-toolbar { gap: 0.3em; align-items: center; flex-wrap: wrap; }
.mathplay-app .mathplay-app-toolbar .widget-toggle-buttons { margin-left: auto; }
.mathplay-app .mathplay-app-seat, .mathplay-app .mathplay-app-saved-game { gap: 0.4em;
  align-items: center; }
.mathplay-app .mathplay-app-how ul { margin: 0.2em 0; padding-left: 1.3em; }
.mathplay-app .mathplay-app-how li { margin: 0.15em 0; max-width: 60em; }
.mathplay-app .widget-html-content { line-height: 1.4; }
body[data-voila] .mathplay-app .mathplay-triolet { --sq: clamp(22px, min(calc((100cqw -
  var(--panel) - 44px) / 15 - var(--gap)), calc((100vh - 215px) / 15 - var(--gap))), 40px); }
.mathplay-app :lang(ja) { line-break: strict; word-break: auto-phrase; }
.mathplay-app .mathplay-app-number input { field-sizing: content; }
</style>"""
# (the game number's box grows with its hint, "empty: a new game", in a longer language)


class GameApp(Board):
    """The app of one game: the welcome, then the board; the toolbar above both.

    ``game``: ``"triolet"``, ``"equations"`` or ``"memory"``; ``language``: the first language
    (the pupil's own choice, from the page or the browser, replaces it); ``bot_delay`` goes to
    the board; ``store``: where saved games are kept (default: this browser's storage).
    """

    css_classes = "mathplay-app"  # it holds a board, it is none itself

    def __init__(
        self,
        game: str,
        *,
        language: str | None = None,
        bot_delay: float = 0.8,
        store: BrowserStore | None = None,
    ) -> None:
        if game not in GAMES:
            raise MathplayError("widgets.app.unknown_game", game=repr(game), names=sorted(GAMES))
        super().__init__(language=language)
        self.spec: AppGame = GAMES[game]
        self.bot_delay = bot_delay
        self.board: GameBoard | None = None
        self.how_open = False
        self.saves_open = False
        self.store = store or BrowserStore(game)
        self.store.on_stored = lambda _key: self.say("widgets.app.saved", kind="good")
        self.store.on_failed = self._not_kept
        self.seats = Seats(self.spec, self.tr)
        self._build()
        self.store.observe(lambda _change: self._draw_saves(), "saves")
        self.store.observe(self._language_chosen, "language")
        self.render()
        if self.store.language:
            self._language_chosen({"new": self.store.language})
        self._prepare_the_board()

    # ----- what a pupil does ------------------------------------------------------------
    def play(self) -> None:
        """Start the game the welcome describes (players, and the game number if typed)."""
        self.safely(self._play)

    def toggle_how(self) -> None:
        """Show or hide "How to play"."""
        self.how_open = not self.how_open
        self.render()

    def toggle_saves(self) -> None:
        """Show or hide the saved games."""
        self.saves_open = not self.saves_open
        self.render()

    def show_welcome(self) -> None:
        """Back to the welcome: other players, another language, a game number."""
        self.board_box.layout.display = "none"
        self.welcome.layout.display = "flex"
        self.clear_message()
        self.render()

    def back_to_game(self) -> None:
        """From the welcome back to the game in progress."""
        if self.board is not None:
            self.welcome.layout.display = "none"
            self.board_box.layout.display = "flex"
            self.render()

    def save(self) -> None:
        """Keep the game in the browser: the board's save file, listed under "Saved games"."""
        self.safely(self._save)

    def go_on(self, key: str) -> None:
        """Go on with the saved game kept under ``key``."""
        self.store.fetch(key, lambda text: self.safely(self._loaded, text))

    def delete(self, key: str) -> None:
        """Forget the saved game kept under ``key``."""
        self.store.remove(key)

    def set_language(self, language: str) -> None:
        """Every text of the app (and the board) in ``language``; the browser remembers it."""
        super().set_language(language)
        self.store.language = language
        if self.languages.value != language:
            self.languages.value = language
        if self.board is not None:
            self.board.set_language(language)

    # ----- inside -----------------------------------------------------------------------
    def _prepare_the_board(self) -> None:
        """Import the board's code once the welcome is shown, while the pupil reads it and
        types the names, so that Play! has only the board to draw (on the kernel's event loop,
        as Pyodide has no threads). Outside a running loop, Play! imports it."""
        with contextlib.suppress(RuntimeError):  # no running loop: a script, or a test
            asyncio.get_running_loop().call_soon(self.spec.board_class)

    def _play(self) -> None:
        seed = _game_number(self.number.value)
        board = self.spec.board_class()(
            self.seats.players(),
            seed=seed,
            language=self.language,
            bot_delay=self.bot_delay,
        )
        self.number.value = ""
        self._show(board)

    def _show(self, board: GameBoard) -> None:
        board.save_button.layout.display = "none"  # saved in the browser, from the toolbar
        self.board = board
        self.board_box.children = [board]
        self.welcome.layout.display = "none"
        self.board_box.layout.display = "flex"
        self.how_open = self.saves_open = False
        self.clear_message()
        self.render()

    def _save(self) -> None:
        board = self.board
        if board is None:
            return
        game = board.game
        with tempfile.TemporaryDirectory() as folder:
            text = board.save(Path(folder) / "game.json").read_text(encoding="utf-8")
        about = {
            "players": list(game.players),
            "moves": len(game.history),
            "number": board.seed,
        }
        self.store.put(about, text)

    def _loaded(self, text: str | None) -> None:
        if text is None:
            raise MathplayError("widgets.app.cannot_load")
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "game.json"
            path.write_text(text, encoding="utf-8")
            try:
                board = load(path)
            except MathplayError as error:
                log.warning("a saved game could not be loaded: %s", error)
                raise MathplayError("widgets.app.cannot_load") from None
        if board.game.name != self.spec.name:
            raise MathplayError("widgets.app.cannot_load")
        board.set_language(self.language)
        self._show(board)

    def _not_kept(self, error: str) -> None:
        log.warning("the browser did not keep a saved game: %s", error)
        self.say("widgets.app.not_kept", kind="error")

    def _language_chosen(self, change: dict[str, Any]) -> None:
        chosen = change["new"]
        if chosen in LANGUAGES and chosen != self.language:
            self.set_language(chosen)

    # ----- building and drawing -----------------------------------------------------------
    def _build(self) -> None:
        # each widget gets its classes and look at once (each change later is a message more)
        self.css = w.HTML(APP_CSS, layout=w.Layout(display="none"))
        self.how_button = button("", self.toggle_how, css="mathplay-app-how-button")
        self.save_app_button = button(
            "",
            self.save,
            button_style="success",
            css="mathplay-app-save",
            layout={"display": "none"},
        )
        self.saves_button = button("", self.toggle_saves, css="mathplay-app-saves-button")
        self.players_button = button(
            "", self.show_welcome, css="mathplay-app-players", layout={"display": "none"}
        )
        self.languages = w.ToggleButtons(
            options=[(LANGUAGE_NAMES[code], code) for code in LANGUAGES],
            value=self.language,
            style={"button_width": "auto"},
            _dom_classes=("mathplay-app-languages",),
        )
        self.languages.observe(lambda change: self.set_language(change["new"]), "value")
        self.toolbar = w.HBox(
            [
                self.how_button,
                self.save_app_button,
                self.saves_button,
                self.players_button,
                self.languages,
            ],
            _dom_classes=("mathplay-app-toolbar",),
        )
        self.how = w.HTML(layout=w.Layout(display="none"), _dom_classes=("mathplay-app-how",))
        self.saves = w.VBox(
            layout=w.Layout(margin="0.3em 0", display="none"), _dom_classes=("mathplay-app-saves",)
        )
        self.heading = w.HTML()
        self.number = w.Text(
            layout=w.Layout(width="auto", min_width="12em", max_width="100%"),
            _dom_classes=("mathplay-app-number",),
        )
        self.number_label = w.HTML()
        self.play_button = button(
            "",
            self.play,
            button_style="success",
            css="mathplay-app-play",
            layout={"height": "48px", "padding": "0 2.5em"},
            style={"font_size": "20px"},
        )
        self.back_button = button(
            "",
            self.back_to_game,
            css="mathplay-app-back",
            layout={"height": "48px", "display": "none"},
        )
        self.welcome = w.VBox(
            [
                self.heading,
                self.seats.box,
                w.HBox(
                    [self.number_label, self.number],
                    layout=w.Layout(align_items="center", flex_flow="row wrap"),
                ),
                w.HBox([self.play_button, self.back_button], layout=w.Layout(margin="0.5em 0")),
            ],
            layout=w.Layout(padding="0.3em 0.6em", border="2px solid #dde3e9"),
            _dom_classes=("mathplay-app-welcome",),
        )
        self.board_box = w.VBox(layout=w.Layout(display="none"))
        self.children = [
            self.css,
            self.store,
            self.toolbar,
            self.status,
            self.how,
            self.saves,
            self.welcome,
            self.board_box,
        ]

    def render(self) -> None:
        tr = self.tr
        playing = self.board is not None and self.board_box.layout.display != "none"
        self.how_button.description = tr("widgets.app.how")
        self.how_button.button_style = "info" if self.how_open else ""
        self.save_app_button.description = tr("saves.button")
        self.save_app_button.layout.display = None if playing else "none"
        self.saves_button.description = tr("widgets.app.saves", count=len(self.store.listed()))
        self.saves_button.button_style = "info" if self.saves_open else ""
        self.players_button.description = tr("widgets.app.players")
        self.players_button.layout.display = None if playing else "none"
        self.how.value = self._how_html() if self.how_open else ""
        self.how.layout.display = None if self.how_open else "none"
        title = tr(self.spec.title_id)
        self.heading.value = (
            f'<h2 style="margin:0.2em 0;color:#0b3d6e">{escape(title)}</h2>'
            f'<div style="font-size:1.15em">{escape(tr("widgets.app.welcome", title=title))}</div>'
        )
        self.number_label.value = f"<b>{escape(tr('widgets.app.number'))}</b>&nbsp;"
        self.number.placeholder = tr("widgets.app.number_tip")
        self.play_button.description = tr("widgets.app.play")
        self.back_button.description = tr("widgets.app.back")
        self.back_button.layout.display = None if self.board is not None else "none"
        self.seats.render(tr)
        self._draw_saves()

    def _how_html(self) -> str:
        lines = self.tr(self.spec.how_id, **self.spec.rules()).split("\n")
        items = "".join(f"<li>{escape(line)}</li>" for line in lines)
        return f'<div lang="{self.language}"><ul>{items}</ul></div>'

    def _draw_saves(self) -> None:
        tr = self.tr
        listed = self.store.listed()
        self.saves_button.description = tr("widgets.app.saves", count=len(listed))
        welcome = self.welcome.layout.display != "none"
        shown = self.saves_open or (welcome and bool(listed))
        self.saves.layout.display = None if shown else "none"
        if not shown:
            return
        rows: list[w.Widget] = [w.HTML(f"<b>{escape(tr('widgets.app.saves_title'))}</b>")]
        if not listed:
            rows.append(w.HTML(f"<i>{escape(tr('widgets.app.saves_none'))}</i>"))
        for entry in listed:
            said = tr("widgets.app.saved_row", when=entry["when"], names=entry["players"],
                      moves=entry["moves"] or 0)  # fmt: skip
            if entry["number"] is not None:
                said += " · " + tr("widgets.game_number", number=entry["number"])
            go_on = button(
                tr("widgets.app.go_on"),
                lambda k=entry["key"]: self.go_on(k),
                button_style="primary",
                css="mathplay-app-go-on",
            )
            forget = button(
                tr("widgets.app.delete"),
                lambda k=entry["key"]: self.delete(k),
                css="mathplay-app-delete",
            )
            row = w.HBox(
                [go_on, forget, w.HTML(escape(said))], _dom_classes=("mathplay-app-saved-game",)
            )
            rows.append(row)
        self.saves.children = rows


def _game_number(text: str) -> int | None:
    """The game number typed (``None``: none, a new game); a clear error if it is not one."""
    text = text.strip()
    if not text:
        return None
    if not (text.isdecimal() and 0 < int(text) < GAME_NUMBERS):
        raise MathplayError("widgets.app.bad_number", most=GAME_NUMBERS - 1)
    return int(text)
