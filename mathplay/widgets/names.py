"""How a board speaks of its players: a player named "You" is spoken to without the name
("Your turn: ...", not "Your turn, You: ..."), and a computer player named "Computer" is not
called "Computer (computer)".

Such a sentence has its own message: the id with ``.you`` (a player named "You", "あなた" or
"Ty", in whatever language the board speaks) or ``.computer`` (a name that says computer in
one of the languages) after it. :func:`worded` picks it when the catalog has one; every other
message reads the same for every name.
"""

from __future__ import annotations

from functools import cache

from mathplay.i18n import LANGUAGES, catalog, translate

__all__ = ["is_you", "says_computer", "worded"]


@cache
def _words(message_id: str) -> frozenset[str]:
    """The text of ``message_id`` in every language, case-folded."""
    return frozenset(translate(message_id, language).casefold() for language in LANGUAGES)


def is_you(name: object) -> bool:
    """Whether ``name`` is "You" (or あなた, or Ty): the pupil in front of the screen."""
    return isinstance(name, str) and name.strip().casefold() in _words("widgets.you")


def says_computer(name: object) -> bool:
    """Whether ``name`` already says that a computer plays ("Computer 2", "コンピューター")."""
    folded = str(name).casefold()
    return any(word in folded for word in _words("widgets.computer"))


def worded(message_id: str, player: object = None) -> str:
    """The id of the message to say ``message_id`` about ``player``: its ``.you`` or
    ``.computer`` form where the catalog has one for that name, else ``message_id``."""
    if player is None:
        return message_id
    for suffix, fits in ((".you", is_you), (".computer", says_computer)):
        if fits(player) and f"{message_id}{suffix}" in catalog():
            return f"{message_id}{suffix}"
    return message_id
