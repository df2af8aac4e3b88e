"""Message catalogs in English, Japanese and Polish, and the package-wide language.

Each area of the package keeps its messages in a module ``mathplay/i18n/msg_<area>.py`` that
defines ``MESSAGES = {"area.id": {"en": ..., "ja": ..., "pl": ...}}``; this package finds them
all. Texts use ``str.format`` fields filled from the error's or widget's parameters; a count
names its noun (``{count:cards}``: "1 card", "5 kart", "5枚") and a list is joined in the
language's way (:mod:`mathplay.i18n.plural`, stdlib gettext catalogs). Game terms
follow ``docs/glossary.md`` (from the seed texts: トリオ, トリオレット, zmienna, chaos, ...).
"""

from __future__ import annotations

import importlib
import pkgutil
import string
from functools import cache
from typing import Any

__all__ = [
    "LANGUAGES",
    "catalog",
    "get_language",
    "set_language",
    "translate",
]

LANGUAGES: tuple[str, ...] = ("en", "ja", "pl")
FIELD_LIMIT = 1000
"""The most characters one field of a message shows (a nested message is well below it)."""
_state = {"language": "en"}


def _check_language(language: str) -> str:
    if language not in LANGUAGES:
        from mathplay.errors import MathplayError

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
    """Every message id with its texts, merged from all ``msg_*`` modules."""
    merged: dict[str, dict[str, str]] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if not info.name.startswith("msg_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        for message_id, texts in module.MESSAGES.items():
            if message_id in merged:
                raise RuntimeError(f"message id {message_id!r} is defined twice")
            merged[message_id] = texts
    return merged


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
        from mathplay.errors import shown

        if isinstance(value, _Unwritable):
            return shown(value.value)
        try:
            text = self._format_field(value, format_spec)
        except Exception:  # a value with no text of its own
            return shown(value)
        return text if len(text) <= FIELD_LIMIT else text[: FIELD_LIMIT - 1] + "…"

    def _format_field(self, value: Any, format_spec: str) -> str:
        from mathplay.errors import MathplayError
        from mathplay.i18n.plural import counted, join_list

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
    texts = catalog().get(message_id)
    if texts is None:
        return message_id if not params else f"{message_id} {params}"
    language = get_language() if language is None else _check_language(language)
    template = texts.get(language) or texts.get("en") or message_id
    return _Formatter(language).vformat(template, (), _KeepMissing(params))
