"""The package's bots, by the name a saved board gives them: the only bots a file may seat.

A saved board names each bot's class (``"mathplay.games.triolet.bots.StrategicBot"``) and
what it knows. :func:`bot_from_dict` looks the name up in :data:`BOTS`, a fixed table of
classes imported here: a file never makes Python import anything, and a name that is not
in the table is refused. The bot's attributes are read by its declaration (``Bot.saved``)
and checked as a game's state is, so a saved bot that would fail on its first move
(``{"candidates": "many"}``) is refused when the board is loaded.
"""

from __future__ import annotations

from typing import Any

from mathplay.errors import InvalidState
from mathplay.games.bot import Bot, bot_name
from mathplay.games.equations import bots as equations
from mathplay.games.memory import bots as memory
from mathplay.games.schema import FieldError, describe
from mathplay.games.triolet import bots as triolet

__all__ = ["BOTS", "bot_from_dict"]

BOTS: dict[str, type[Bot]] = {
    bot_name(cls): cls
    for cls in (
        equations.RandomBot,
        equations.GreedyBot,
        memory.MemoryBot,
        memory.PerfectMemoryBot,
        memory.ForgetfulBot,
        memory.LimitedMemoryBot,
        memory.RandomBot,
        triolet.RandomBot,
        triolet.GreedyBot,
        triolet.StrategicBot,
    )
}
"""Every bot a saved board may name, by that name."""


def bot_from_dict(data: Any) -> Bot:
    """The bot of ``Bot.to_dict()``'s data; :class:`InvalidState` (``game.unknown_bot``) if
    it names no bot of the table, ``game.bad_bot`` if what it knows cannot be a bot's."""
    if not (type(data) is dict and set(data) == {"type", "state"} and type(data["type"]) is str):
        kind = data.get("type") if isinstance(data, dict) else data
        raise InvalidState("game.unknown_bot", bot=describe(kind))
    cls = BOTS.get(data["type"])
    if cls is None:
        raise InvalidState("game.unknown_bot", bot=describe(data["type"]))
    try:
        return cls.restored(data["state"])
    except FieldError as error:
        raise InvalidState("game.bad_bot", bot=cls.__name__, problem=error) from None
