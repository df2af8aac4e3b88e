"""What every board shares: language, messages, error safety, and slow work off the kernel.

A board is an ``ipywidgets.VBox`` holding a reference to an engine state. A click becomes a
call to the engine; the engine checks and applies it; the board re-renders from the state.
Nothing here knows a game rule.

Slow work (a bot's move, an exact hint) goes through :meth:`Board.run_slow`: in a running
kernel the board shows that it is thinking while the work runs off the event loop (in a worker
thread, or in steps where there are no threads: see :mod:`.slow`), and the result is applied on
the kernel's event loop, so the board and other cells keep answering; in a plain Python
process (headless tests, scripts) it runs at once, so tests are deterministic.
"""

from __future__ import annotations

import asyncio
import html
import logging
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import ipywidgets as w

from mathplay.errors import MathplayError
from mathplay.i18n import get_language, translate
from mathplay.i18n.notation import notation
from mathplay.widgets.browser_kernel import mend_widget_messages
from mathplay.widgets.names import worded
from mathplay.widgets.parts import SPINNER, button, escape, strip_tags
from mathplay.widgets.saving import Saving
from mathplay.widgets.slow import Steps, finish, slow_result

__all__ = [
    "Board",
    "GameBoard",
    "NewGame",
    "new_seed",
    "running_loop",
]

log = logging.getLogger(__name__)
T = TypeVar("T")
mend_widget_messages()  # in JupyterLite's kernel, a trait set to None must reach the page

LANGUAGE_NAMES = {"en": "English", "ja": "日本語", "pl": "polski"}  # each in its own words
GAME_NUMBERS = 100_000  # a game number is 1 to 99,999: short to say, to write, to type


def new_seed() -> int:
    """A new game number, drawn at random: the seed of a new deal, shown on the board so that
    a teacher can deal the same game again (``seed=`` the number)."""
    return random.SystemRandom().randrange(1, GAME_NUMBERS)


class Board(w.VBox):
    """Base of every mathplay board: language, status line, thinking indicator, safety.

    ``arithmetic``: the board's words and cards show × and ÷, written as the language's
    school writes them (· and : in Polish, :mod:`mathplay.i18n.notation`); Triolet's do not
    (its ×2 marks a premium square)."""

    arithmetic = True
    css_classes = "mathplay-board"  # given at once: each add_class is one more message

    def __init__(self, *, language: str | None = None, **kwargs: Any) -> None:
        super().__init__(_dom_classes=tuple(self.css_classes.split()), **kwargs)
        self.language = language or get_language()
        translate("error.generic", self.language)  # a clear error for an unknown language
        self.status = w.HTML(layout=w.Layout(min_height="1.6em"))
        self.thinking = w.HTML(layout=w.Layout(min_height="1.2em"))
        self.last_error: BaseException | None = None
        self.shown_message: tuple[Callable[[str], str], str] | None = None  # (text, kind)
        self.thinking_id: str | None = None
        self.busy = False
        self._task: asyncio.Future | None = None

    # ----- language -------------------------------------------------------------------
    def tr(self, message_id: str, **params: Any) -> str:
        """The board's text for ``message_id`` in the board's language (about a ``player``
        named "You" or "Computer", its own wording: :mod:`.names`)."""
        text = translate(worded(message_id, params.get("player")), self.language, **params)
        return self.written(text)

    def written(self, text: str) -> str:
        """``text`` with × and ÷ as the board's language writes them (a board of
        ``arithmetic``; a card's face too: ``tr("widgets.card_face", symbol=...)``)."""
        return notation(text, self.language) if self.arithmetic else text

    def set_language(self, language: str) -> None:
        """Switch every text of this board to ``"en"``, ``"ja"`` or ``"pl"``, the message
        already shown too."""
        translate("error.generic", language)
        self.language = language
        self.render()
        self._draw_message()
        if self.thinking_id is not None:
            self._draw_thinking()

    def render(self) -> None:
        """Redraw every part of the board from the engine state."""
        raise NotImplementedError

    # ----- messages and errors --------------------------------------------------------
    def say(self, message_id: str, *, kind: str = "info", **params: Any) -> None:
        """Show a message in the board's status line (kept as its id and parameters: a
        change of language says it again in the new one)."""
        message_id = worded(message_id, params.get("player"))
        self.show_message(lambda language: translate(message_id, language, **params), kind=kind)

    def show_message(self, text: Callable[[str], str], *, kind: str = "info") -> None:
        """Show ``text(language)`` in the status line, again after each change of language."""
        self.shown_message = (text, kind)
        self._draw_message()

    def show_text(self, text: str, *, kind: str = "info") -> None:
        """Show a text that is the same in every language (a path, a number)."""
        self.show_message(lambda _language: text, kind=kind)

    def clear_message(self) -> None:
        """Empty the status line."""
        self.shown_message = None
        self.status.value = ""

    def _draw_message(self) -> None:
        if self.shown_message is None:
            return
        text, kind = self.shown_message
        colour = {"info": "#1a4d8f", "error": "#a4000f", "good": "#1b6e20"}[kind]
        shown = escape(self.written(text(self.language)))
        self.status.value = f'<span style="color:{colour};font-size:1.1em">{shown}</span>'

    @property
    def message(self) -> str:
        """The status line as plain text (for tests and screen readers)."""
        return html.unescape(strip_tags(self.status.value))

    def safely(self, action: Callable[..., T], *args: Any) -> T | None:
        """Run a gesture: a rule error becomes a message in the board, never a traceback."""
        try:
            return action(*args)
        except Exception as err:  # the board must keep responding
            self.report(err)
        return None

    def report(self, err: Exception) -> None:
        """Show an error in the board: the rule's reason, or a generic apology."""
        self.last_error = err
        if isinstance(err, MathplayError):
            self.show_message(lambda language: err.localized(language).split("\n")[0], kind="error")
        else:
            log.exception("mathplay board error", exc_info=err)
            self.say("widgets.internal_error", kind="error")

    # ----- slow work ------------------------------------------------------------------
    def run_slow(
        self,
        work: Callable[[], T | Steps[T]],
        done: Callable[[T], None],
        *,
        delay: float = 0.0,
        message_id: str = "widgets.thinking",
    ) -> None:
        """Run ``work()`` off the kernel's event loop, then ``done(result)`` on it.

        ``work`` returns the result, or is a generator of steps (see :mod:`.slow`) that
        returns it: where a kernel has no threads, the board answers clicks between two
        steps."""
        if running_loop() is None:  # plain Python: at once, deterministic
            try:
                result = finish(work())
            except Exception as err:
                self.report(err)
                return
            self.safely(done, result)
            return
        self.busy = True
        self.thinking_id = message_id
        self._draw_thinking()
        self._task = asyncio.ensure_future(self._run_async(work, done, delay))

    async def _run_async(
        self,
        work: Callable[[], T | Steps[T]],
        done: Callable[[T], None],
        delay: float,
    ) -> None:
        try:
            if delay:
                await asyncio.sleep(delay)
            result = await slow_result(work)
        except Exception as err:
            self.report(err)
            return
        finally:
            self.busy = False
            self.thinking_id = None
            self.thinking.value = ""
        self.safely(done, result)

    def _draw_thinking(self) -> None:
        self.thinking.value = f"{SPINNER}<i>{escape(self.tr(self.thinking_id or ''))}</i>"


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's event loop when called inside a running kernel, else ``None``."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class NewGame:
    """A board's "New game" button, there at any time, and the game number beside it (the
    seed: the same number deals the same game again). In the middle of a game the button
    first asks, so that a slip of the mouse loses nothing."""

    def __init__(self, board: GameBoard) -> None:
        self.board = board
        self.asking = False
        self.button = button("", self.ask, button_style="primary", css="mathplay-new-game")
        self.number = w.HTML(
            layout=w.Layout(margin="0 0.6em"), _dom_classes=("mathplay-game-number",)
        )
        self.question = w.HTML()
        self.yes = button("", board.new_game, button_style="danger", css="mathplay-new-game-yes")
        self.no = button("", self.cancel, css="mathplay-new-game-no")
        self.confirm = w.HBox([self.question, self.yes, self.no], layout=w.Layout(display="none"))
        self.box = w.HBox(
            [self.button, self.number, self.confirm],
            layout=w.Layout(align_items="center", flex_flow="row wrap", flex="0 0 auto"),
            _dom_classes=("mathplay-new-game-box",),
        )

    def ask(self) -> None:
        """The button: a new game at once when nothing would be lost, else the question."""
        game = self.board.game
        if game is None or game.is_terminal or not game.history:
            self.board.new_game()
            return
        self.asking = True
        self.render()

    def cancel(self) -> None:
        """ "No, go on": the question goes away, the game goes on."""
        self.asking = False
        self.render()

    def render(self) -> None:
        tr = self.board.tr
        seed = self.board.seed
        self.button.description = tr("widgets.new_game")
        self.button.layout.display = "none" if self.asking else None
        number = "" if seed is None else escape(tr("widgets.game_number", number=seed))
        self.number.value = f'<span style="color:#555">{number}</span>'
        self.number.layout.display = "none" if self.asking else None
        self.confirm.layout.display = "flex" if self.asking else "none"
        self.question.value = f"<b>{escape(tr('widgets.new_game_ask'))}</b>"
        self.yes.description = tr("widgets.new_game_yes")
        self.no.description = tr("widgets.new_game_no")


class GameBoard(Saving, Board):
    """A board over a game engine, with seats for people and bots (hot-seat play).

    Subclasses create ``self.game`` and call :meth:`after_move` after every applied move;
    bots then move by themselves, with ``bot_delay`` seconds between moves in a kernel so
    that a child can follow (at once, and without delay, in a plain Python process).
    ``autosave``: a file the board writes after every move (see :mod:`.saving`).
    """

    def __init__(
        self,
        *,
        bots: dict[int, Any],
        bot_delay: float = 0.8,
        autosave: str | os.PathLike[str] | None = None,
        **kwargs: Any,
    ):
        super().__init__(**kwargs)
        self.bots = bots
        self.bot_delay = bot_delay
        self.autosave = None if autosave is None else Path(autosave).expanduser()
        self.max_bot_moves = 5000  # in a row, in plain Python, before the board stops them
        self.game: Any = None
        self.seed: int | None = None
        self.new_game_control = NewGame(self)

    def new_game(self, seed: int | None = None) -> None:
        """Start again with the same seats and rules: a new deal (``seed``: the game number
        of a deal to play again)."""
        self.safely(self._start_again, seed)

    def _start_again(self, seed: int | None) -> None:
        if self.busy:
            self.say("widgets.wait_for_bot")
            return
        previous, self.seed = self.seed, new_seed() if seed is None else seed
        self.new_game_control.asking = False
        self.clear_message()
        try:
            self.deal(self.seed)  # the engine checks the seed before anything changes
        except Exception:
            self.seed = previous
            raise
        self.autosave_now()

    def deal(self, seed: int) -> None:
        """Replace the game by a new one dealt with ``seed`` (same seats and rules), forget
        what the board showed of the old one, redraw and let bots play."""
        raise NotImplementedError

    def bot_to_move(self) -> Any:
        """The bot whose turn it is, or ``None`` (a person's turn, or the game is over)."""
        if self.game is None or self.game.is_terminal:
            return None
        return self.bots.get(self.game.current_player)

    @property
    def person_to_act(self) -> bool:
        """Whether a person may act now: the game goes on, it is not a bot's turn, and no
        slow work (a bot's move, a hint) is running."""
        game = self.game
        return (
            game is not None
            and not game.is_terminal
            and self.bot_to_move() is None
            and not self.busy
        )

    def apply_move(self, move: Any) -> None:
        """Apply a move through the engine (which checks it), then redraw and let bots play."""
        self.observe_turn(self.game.apply(move))
        self.after_move()

    def observe_turn(self, turn: Any) -> None:
        """After every applied move, a person's or a bot's: every bot observes the turn;
        the ``autosave`` file is written."""
        for bot in self.bots.values():
            bot.observe(turn)
        self.autosave_now()

    def on_move_applied(self) -> None:
        """Hook called after every applied move, a person's or a bot's (bots may observe)."""

    def next_bot_delay(self) -> float:
        """Seconds a bot waits before moving, so that a child can follow."""
        return self.bot_delay

    def after_move(self) -> None:
        """After a move: the hook, a redraw, then bots play while it is their turn."""
        self.on_move_applied()
        self.play_bots()

    def play_bots(self) -> None:
        """Let bots move while it is their turn (at once in plain Python, paced in a kernel)."""
        if running_loop() is None:  # plain Python: the bots play at once, in a loop
            for _ in range(self.max_bot_moves):
                if (bot := self.bot_to_move()) is None:
                    break
                self.observe_turn(self.game.apply(bot.choose_move(self.game)))
                self.on_move_applied()
            else:  # bots alone may never finish (random play): stop and say so
                self.say("widgets.bots_stopped", moves=self.max_bot_moves)
            self.render()
            return
        self.render()
        bot = self.bot_to_move()
        if bot is not None and not self.busy:
            self.run_slow(
                lambda: bot.choose_move(self.game), self.apply_move, delay=self.next_bot_delay()
            )

    def gesture_allowed(self) -> bool:
        """People may click only on their own turn and while no bot is thinking."""
        if self.busy or self.bot_to_move() is not None:
            self.say("widgets.wait_for_bot")
            return False
        return True
