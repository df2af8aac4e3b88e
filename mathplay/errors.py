"""Error types of mathplay: one root, each error with a message id for the catalogs.

Every error carries ``message_id`` and ``params`` so that a widget can show it in the
student's language (:func:`mathplay.i18n.translate`); ``str(err)`` uses the package-wide
default language. An error a game raises also carries ``move`` (the move refused, or
``None``) and ``position`` (the game's text position, :meth:`Game.to_text`): both follow the
reason in ``str(err)``, on lines of their own, so that the first line is what a pupil reads.
Errors survive pickling with every attribute.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "ExpressionError",
    "IllegalMove",
    "InvalidState",
    "MathplayError",
    "shown",
]

SHOWN_LENGTH = 60
"""The most characters of a value a message quotes (the rest is cut to "…")."""


class MathplayError(ValueError):
    """Root of every error mathplay raises on purpose."""

    default_message_id = "error.generic"
    move: Any = None
    position: str | None = None

    def __init__(self, message_id: str | None = None, /, **params: Any) -> None:
        self.message_id = message_id or self.default_message_id
        self.params = params
        super().__init__(self.message_id)

    def reason(self, language: str | None = None) -> str:
        """Why, in ``language`` (default: the package-wide language): the first line."""
        from mathplay.i18n import translate

        return translate(self.message_id, language, **self.params)

    def localized(self, language: str | None = None) -> str:
        """The message in ``language``: the reason, then the move and the position if known."""
        from mathplay.i18n import translate

        lines = [self.reason(language)]
        if self.move is not None:
            lines.append(translate("error.move", language, move=_move_text(self.move)))
        if self.position is not None:
            lines.append(translate("error.position", language))
            lines += ["  " + line for line in self.position.splitlines()]
        return "\n".join(lines)

    def at(self, position: str | None, move: Any = None) -> MathplayError:
        """This error with the game's text position (and the move, if it has none yet)."""
        self.position = position
        if self.move is None and move is not None:
            self.move = move
        return self

    def __reduce__(self):  # pickling keeps every attribute (multiprocessing, hypothesis)
        return (_rebuild, (type(self), self.message_id), dict(self.__dict__))

    @property
    def message(self) -> str:
        return self.localized()

    def __str__(self) -> str:
        return self.localized()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.message_id!r}, **{self.params!r})"


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
        from mathplay.i18n import get_language
        from mathplay.i18n.notation import notation

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


def _rebuild(cls: type[MathplayError], message_id: str) -> MathplayError:
    error = cls.__new__(cls)
    Exception.__init__(error, message_id)
    return error


def shown(value: Any, limit: int = SHOWN_LENGTH) -> str:
    """``repr(value)`` for a message, cut to ``limit`` characters; never raises (an int of
    5,000 digits, an object whose ``__repr__`` fails: its type's name is shown)."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 4 * limit:
        return f"<{type(value).__name__} of about {int(value.bit_length() * 0.30103)} digits>"
    try:
        text = repr(value)
    except Exception:  # a hostile object: its type is all that is shown
        return f"<{type(value).__name__}>"
    if not isinstance(text, str):
        return f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _move_text(move: Any) -> str:
    if isinstance(move, str):
        return move
    try:
        return str(move)
    except Exception:  # a malformed move still gets a message
        return shown(move)
