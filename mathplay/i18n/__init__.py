"""Messages in English, Japanese and Polish, and the package-wide language.

Every text a person reads is a message with an id (``"triolet.no_tiles"``), kept in gettext
catalogs: ``locale/mathplay.pot`` (English, the template) and one ``.po`` per language
(``docs/translating.md``), compiled to ``.mo`` at build time and read here with the standard
library's :mod:`gettext` (:mod:`mathplay.i18n.compiled`). Texts use ``str.format`` fields
filled from the error's or widget's parameters; a count names its noun (``{count:cards}``:
"1 card", "5 kart", "5枚") and a list is joined in the language's way
(:mod:`mathplay.i18n.plural`). Game terms follow ``docs/glossary.md`` (トリオ, トリオレット,
zmienna, chaos, ...).

This is the bottom floor of the package (``docs/architecture.md``), so the root of every
error is here too: a :class:`MathplayError` is a message id with its parameters, shown in
the pupil's language, and a wrong language is one. :mod:`mathplay.errors` adds the kinds of
errors and is where the package imports them from.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from functools import cache
from typing import Any

from mathplay.i18n import compiled
from mathplay.i18n.plural import counted

__all__ = [
    "LANGUAGES",
    "MathplayError",
    "catalog",
    "get_language",
    "join_list",
    "reload",
    "set_language",
    "shown",
    "translate",
]

LANGUAGES: tuple[str, ...] = ("en", "ja", "pl")
FIELD_LIMIT = 1000
"""The most characters one field of a message shows (a nested message is well below it)."""
_state = {"language": "en"}


def _check_language(language: str) -> str:
    if language not in LANGUAGES:
        raise MathplayError("i18n.unknown_language", language=language, known=", ".join(LANGUAGES))
    return language


def set_language(language: str) -> None:
    """Set the package-wide default language: ``"en"``, ``"ja"`` or ``"pl"``."""
    _state["language"] = _check_language(language)


def get_language() -> str:
    """The package-wide default language."""
    return _state["language"]


@cache
def catalog() -> dict[str, dict[str, str]]:
    """Every message id with its texts: ``{"move.illegal": {"en": ..., "ja": ..., "pl": ...}}``
    (a language without a text for an id, or with one for older English, leaves it out)."""
    texts = {language: compiled.translation(language).texts() for language in LANGUAGES}
    return {
        message_id: {
            language: texts[language][message_id, english]
            for language in LANGUAGES
            if (message_id, english) in texts[language]
        }
        for message_id, english in compiled.english().items()
    }


def reload() -> None:
    """Read the compiled catalogs again (after ``python tools/catalogs.py compile``)."""
    compiled.reload()
    catalog.cache_clear()


class _KeepMissing(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class _Formatter(string.Formatter):
    """``str.format`` in a language: ``{count:cards}`` is a counted noun, a list or tuple
    is joined as the language joins lists (:mod:`mathplay.i18n.plural`), an error is its
    reason in the language (``the disk is full``). A value that cannot be written (an int
    of 5,000 digits, an object whose ``__str__`` raises) is shown as :func:`~mathplay.errors.shown`
    shows it, and a field is cut to :data:`FIELD_LIMIT` characters: a message is always
    written, and never a wall of text."""

    def __init__(self, language: str) -> None:
        self.language = language

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        try:
            return super().convert_field(value, conversion)
        except Exception:
            return _Unwritable(value)

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, _Unwritable):
            return shown(value.value)
        try:
            text = self._format_field(value, format_spec)
        except Exception:  # a value with no text of its own
            return shown(value)
        return text if len(text) <= FIELD_LIMIT else text[: FIELD_LIMIT - 1] + "…"

    def _format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, MathplayError):
            value = value.reason(self.language)
        if isinstance(value, list | tuple):
            value = join_list(value, self.language)
        elif callable(getattr(value, "reason", None)):  # an error inside an error's message
            value = value.reason(self.language)
        if format_spec and isinstance(value, int) and not isinstance(value, bool):
            try:
                return counted(format_spec, value, self.language)
            except KeyError:
                pass
        return super().format_field(value, format_spec)


class _Unwritable:
    """A value whose conversion (``{x!r}``) raised: it is shown by type instead."""

    def __init__(self, value: Any) -> None:
        self.value = value


def translate(message_id: str, language: str | None = None, /, **params: Any) -> str:
    """The text of ``message_id`` in ``language`` (default: the package-wide one).

    Falls back to English, then to the id itself, so a missing text never raises.
    """
    english = compiled.english().get(message_id)
    if english is None:
        return message_id if not params else f"{message_id} {params}"
    language = get_language() if language is None else _check_language(language)
    template = compiled.translation(language).pgettext(message_id, english)
    return _Formatter(language).vformat(template, (), _KeepMissing(params))


def join_list(items: Sequence[object], language: str) -> str:
    """The items joined as ``language`` joins a list: ``"A"``, ``"A and B"``,
    ``"A, B, and C"`` (CLDR's standard list patterns, kept in the message catalog)."""
    texts = [str(item) for item in items]
    if len(texts) <= 1:
        return "".join(texts)
    if len(texts) == 2:
        return translate("i18n.list_two", language, first=texts[0], last=texts[1])
    joined = translate("i18n.list_end", language, first=texts[-2], last=texts[-1])
    for text in reversed(texts[1:-2]):
        joined = translate("i18n.list_middle", language, first=text, last=joined)
    return translate("i18n.list_start", language, first=texts[0], last=joined)


SHOWN_LENGTH = 60
"""The most characters of a value a message quotes (the rest is cut to "…")."""


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


class MathplayError(ValueError):
    """Root of every error mathplay raises on purpose (its kinds: :mod:`mathplay.errors`)."""

    __module__ = "mathplay.errors"  # where the package and its users import it from
    default_message_id = "error.generic"
    move: Any = None
    position: str | None = None

    def __init__(self, message_id: str | None = None, /, **params: Any) -> None:
        self.message_id = message_id or self.default_message_id
        self.params = params
        super().__init__(self.message_id)

    def reason(self, language: str | None = None) -> str:
        """Why, in ``language`` (default: the package-wide language): the first line."""
        return translate(self.message_id, language, **self.params)

    def localized(self, language: str | None = None) -> str:
        """The message in ``language``: the reason, then the move and the position if known."""
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


def _rebuild(cls: type[MathplayError], message_id: str) -> MathplayError:
    error = cls.__new__(cls)
    Exception.__init__(error, message_id)
    return error


def _move_text(move: Any) -> str:
    if isinstance(move, str):
        return move
    try:
        return str(move)
    except Exception:  # a malformed move still gets a message
        return shown(move)
