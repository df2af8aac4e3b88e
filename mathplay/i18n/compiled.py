"""The compiled message catalogs, read with the standard library's :mod:`gettext`.

``locale/<lang>/LC_MESSAGES/mathplay.mo`` is compiled with Babel from the gettext catalogs
(``locale/mathplay.pot`` in English, ``locale/<lang>/LC_MESSAGES/mathplay.po``) when the
package is built or installed (``tools/catalogs.py``, run by ``hatch_build.py``), so neither
Babel nor its CLDR data is needed here (nor in the browser). In every catalog a message's
context (msgctxt) is its id and its msgid the English text: a text is
``pgettext(id, english)``, a counted noun ``npgettext("count." + noun, ...)``; a language
without a text falls back to English.
"""

from __future__ import annotations

import gettext
import os
from functools import cache

__all__ = ["COUNT", "LOCALE_DIR", "Catalog", "english", "nouns", "reload", "translation"]

LOCALE_DIR = os.path.join(os.path.dirname(__file__), "locale")  # no pathlib: a fast import
DOMAIN = "mathplay"
SOURCE = "en"
COUNT = "count."
"""The context of a counted noun: ``{n:cards}`` in a message is the plural entry ``count.cards``."""


class Catalog(gettext.GNUTranslations):
    """One language's compiled catalog, and what it holds."""

    def texts(self) -> dict[tuple[str, str], str]:
        """``(context, msgid) -> text`` of its own singular messages (no fallback)."""
        found = {}
        for key, text in self._catalog.items():  # how GNUTranslations keeps a .mo's entries
            if isinstance(key, str) and "\x04" in key:
                context, _, msgid = key.partition("\x04")
                found[context, msgid] = text
        return found

    def plural_contexts(self) -> dict[str, str]:
        """``context -> singular msgid`` of its own plural entries."""
        found = {}
        for key in self._catalog:  # a plural entry's forms are kept as (msgid, n)
            if isinstance(key, tuple) and key[1] == 0 and "\x04" in key[0]:
                context, _, msgid = key[0].partition("\x04")
                found[context] = msgid
        return found


@cache
def translation(language: str) -> Catalog:
    """The language's catalog, English behind it."""
    path = os.path.join(LOCALE_DIR, language, "LC_MESSAGES", f"{DOMAIN}.mo")
    try:
        with open(path, "rb") as file:
            catalog = Catalog(file)
    except FileNotFoundError:
        raise FileNotFoundError(
            f"mathplay's message catalogs are not compiled ({DOMAIN}.mo of {language!r} is "
            "missing): install the package (pip install -e .) or run "
            "python tools/catalogs.py compile"
        ) from None
    if language != SOURCE:
        catalog.add_fallback(translation(SOURCE))
    return catalog


@cache
def english() -> dict[str, str]:
    """Message id -> English text: every message there is."""
    return {context: msgid for context, msgid in translation(SOURCE).texts()}


@cache
def nouns() -> dict[str, str]:
    """Counted noun -> its English singular (the msgid of ``count.<noun>``)."""
    return {
        context.removeprefix(COUNT): msgid
        for context, msgid in translation(SOURCE).plural_contexts().items()
        if context.startswith(COUNT)
    }


def reload() -> None:
    """Read the .mo files again (after ``tools/catalogs.py compile``, or another folder)."""
    for cached in (translation, english, nouns):
        cached.cache_clear()
