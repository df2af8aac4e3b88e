"""Error types of mathplay: one root, each error with a message id for the catalogs.

Every error carries ``message_id`` and ``params`` so that a widget can show it in the
student's language (:func:`mathplay.i18n.translate`); ``str(err)`` uses the package-wide
default language. An error a game raises also carries ``move`` (the move refused, or
``None``) and ``position`` (the game's text position, :meth:`Game.to_text`): both follow the
reason in ``str(err)``, on lines of their own, so that the first line is what a pupil reads.
Errors survive pickling with every attribute.

The root, :class:`MathplayError`, and :func:`shown` live on the floor below
(:mod:`mathplay.i18n`: an error is a message, and a wrong language is an error); import them
from here.
"""

from __future__ import annotations

from typing import Any

from mathplay.i18n import SHOWN_LENGTH, MathplayError, get_language, shown
from mathplay.i18n.notation import notation

__all__ = [
    "SHOWN_LENGTH",
    "ExpressionError",
    "IllegalMove",
    "InvalidState",
    "MathplayError",
    "shown",
]


class ExpressionError(MathplayError):
    """A text or a row of cards that is not a valid expression.

    ``text`` is the source, ``span`` the ``(start, end)`` character range of the fault;
    ``str(err)`` draws the text with a caret under it.
    """

    default_message_id = "expr.invalid"

    def __init__(
        self,
        message_id: str | None = None,
        /,
        *,
        text: str = "",
        span: tuple[int, int] | None = None,
        **params: Any,
    ) -> None:
        self.text = text
        self.span = span
        super().__init__(message_id, **params)

    def caret_line(self) -> str:
        """``^^^`` under the faulty part of ``text`` ("" without a span)."""
        if self.span is None or not self.text:
            return ""
        start, end = self.span
        start = max(0, min(start, len(self.text)))
        end = max(start + 1, min(end, len(self.text) + 1))
        return " " * start + "^" * (end - start)

    def localized(self, language: str | None = None) -> str:
        language = get_language() if language is None else language
        first, *rest = super().localized(language).split("\n")
        first = notation(first, language)  # the reason: ":" for ÷ in Polish
        caret = self.caret_line()
        if caret:
            first = f"{first}\n  {self.text}\n  {caret}"
        return "\n".join([first, *rest])


class IllegalMove(MathplayError):
    """A move the rules do not allow; the game state is left exactly as it was."""

    default_message_id = "move.illegal"

    def __init__(self, message_id: str | None = None, /, *, move: Any = None, **params: Any):
        self.move = move
        super().__init__(message_id, **params)


class InvalidState(MathplayError):
    """A game state (from text or from a dict) that the rules cannot produce."""

    default_message_id = "state.invalid"
