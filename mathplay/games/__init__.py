"""Rules engines of the three games (pure Python): ``equations``, ``memory``, ``triolet``.

Each game has a ``Rules`` value (frozen dataclass, the rules page's defaults), a ``State``
(``<game>/state.py``: every field declared once with its bounds, :mod:`.schema`) and a
game class that holds it and inherits :class:`~mathplay.games.base.Game`, the contract every
board, bot, lesson and test relies on (see :mod:`mathplay.games.base`); :func:`game_class`
finds a game's class by its name, :mod:`.bot_table` a saved bot's.
"""

from __future__ import annotations

import importlib

from mathplay.errors import MathplayError
from mathplay.games.base import Game, GameRandom, LegalMoves, Outcome, Turn
from mathplay.games.bot import Bot, play

__all__ = [
    "GAMES",
    "Bot",
    "Game",
    "GameRandom",
    "LegalMoves",
    "Outcome",
    "Turn",
    "game_class",
    "play",
]

GAMES: dict[str, str] = {
    "equations": "mathplay.games.equations:EquationsGame",
    "memory": "mathplay.games.memory:MemoryGame",
    "triolet": "mathplay.games.triolet:TrioletGame",
}
"""Every game by its name (``Game.name``), as ``module:class``."""


def game_class(name: str) -> type[Game]:
    """The state class of the game called ``name`` (``"equations"``, ...)."""
    if name not in GAMES:
        raise MathplayError("game.unknown_game", game=str(name), known=", ".join(GAMES))
    module, _, cls = GAMES[name].partition(":")
    return getattr(importlib.import_module(module), cls)
