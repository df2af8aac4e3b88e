"""A player that is a program: :class:`Bot`, and :func:`play`, which lets bots play a game on.

Every game's bots (``games/<game>/bots.py``) are :class:`Bot` subclasses; a saved board keeps
its bots by :func:`bot_name` (which names a file may hold: :mod:`mathplay.games.bot_table`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Self

from mathplay.games.base import Game, Turn
from mathplay.games.schema import Kind, load_fields

__all__ = ["Bot", "bot_name", "play"]


class Bot:
    """A player: :meth:`choose_move` picks a legal move for the current player of a game
    (never changing it); :meth:`observe` is told every turn of the game, whoever played it
    (a bot with a memory remembers what the turn showed).

    ``saved`` declares every attribute a bot keeps, with its kind (:mod:`.schema`):
    ``to_dict()`` writes them, :meth:`restored` reads them back checked as a game's state is
    (a saved board keeps its bots and what they know). Which classes a file may name is
    :mod:`mathplay.games.bot_table`'s fixed list.
    """

    saved: ClassVar[Mapping[str, Kind]] = {}
    """Every attribute of the bot, by name, with its kind."""

    def choose_move(self, game: Any) -> Any:
        raise NotImplementedError

    def observe(self, turn: Turn) -> None:
        """Learn from a turn just played (nothing, unless the bot remembers)."""

    def to_dict(self) -> dict[str, Any]:
        """The bot's class and every attribute it declares, as JSON-ready data."""
        return {
            "type": bot_name(type(self)),
            "state": {name: kind.dump(getattr(self, name)) for name, kind in self.saved.items()},
        }

    @classmethod
    def restored(cls, state: Any) -> Self:
        """The bot of ``to_dict()["state"]``, every attribute checked by its kind (then
        :meth:`check_saved`); :class:`FieldError` naming the attribute if one is wrong."""
        values = load_fields(cls.saved, state, "state")
        bot = cls.__new__(cls)
        for name, value in values.items():
            setattr(bot, name, value)
        bot.check_saved()
        return bot

    def check_saved(self) -> None:
        """Check every declared attribute (a constructor calls it on its arguments)."""
        for name, kind in self.saved.items():
            kind.check(getattr(self, name), name)

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


def bot_name(cls: type) -> str:
    """The name a saved board gives a bot class: ``module.Class``."""
    return f"{cls.__module__}.{cls.__qualname__}"


def play(game: Game, bots: Sequence[Bot], *, until: Callable[[Game], bool] | None = None) -> Game:
    """Play ``game`` on: the bot of the current seat chooses, every bot observes every
    turn; until the end (or until ``until(game)`` is true). Returns ``game``."""
    while not game.is_terminal and not (until is not None and until(game)):
        turn = game.apply(bots[game.current_player].choose_move(game))
        for bot in bots:
            bot.observe(turn)
    return game
