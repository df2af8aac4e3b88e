"""Error types of mathplay: one root, each error with a message id for the catalogs.

Every error carries ``message_id`` and ``params`` so that a widget can show it in the
student's language (:func:`mathplay.i18n.translate`); ``str(err)`` uses the package-wide
default language.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "ExpressionError",
    "IllegalMove",
    "InvalidState",
    "MathplayError",
]


class MathplayError(ValueError):
    """Root of every error mathplay raises on purpose."""

    default_message_id = "error.generic"

    def __init__(self, message_id: str | None = None, /, **params: Any) -> None:
        self.message_id = message_id or self.default_message_id
        self.params = params
        super().__init__(self.message_id)

    def localized(self, language: str | None = None) -> str:
        """The message in ``language`` (default: the package-wide language)."""
        from mathplay.i18n import translate

        return translate(self.message_id, language, **self.params)

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
        message = super().localized(language)
        caret = self.caret_line()
        if not caret:
            return message
        return f"{message}\n  {self.text}\n  {caret}"

    def __reduce__(self):  # keeps pickling (multiprocessing, hypothesis) working
        return (_rebuild_expression_error, (self.message_id, self.text, self.span, self.params))


def _rebuild_expression_error(
    message_id: str, text: str, span: tuple[int, int] | None, params: dict[str, Any]
) -> ExpressionError:
    return ExpressionError(message_id, text=text, span=span, **params)


class IllegalMove(MathplayError):
    """A move the rules do not allow; the game state is left exactly as it was."""

    default_message_id = "move.illegal"

    def __init__(self, message_id: str | None = None, /, *, move: Any = None, **params: Any):
        self.move = move
        super().__init__(message_id, **params)


class InvalidState(MathplayError):
    """A game state (from text or from a dict) that the rules cannot produce."""

    default_message_id = "state.invalid"
