"""Counted words and lists in each language's grammar, through stdlib :mod:`gettext`.

A number with its noun ("1 card", "2 cards"; Polish "1 karta", "2 karty", "5 kart";
Japanese "5枚") is a plural entry of the catalogs (context ``count.<noun>``, msgid and
msgid_plural the English forms): :meth:`gettext.GNUTranslations.npgettext` picks the form by
the catalog's standard ``Plural-Forms`` header (CLDR's rule, written by Babel). No plural rule
is written in Python. In a message template a count names its noun as a format spec:
``"{count:cards}"``. A list parameter (a list or tuple) is joined as the language joins lists
(``"7 and Y"``, ``"7、Y"``, ``"7 i Y"``) by the messages ``i18n.list_*``: CLDR's standard list
patterns, put into each compiled catalog by the build (``tools/catalogs.py``;
:func:`mathplay.i18n.join_list`).
"""

from __future__ import annotations

from mathplay.i18n import compiled

__all__ = ["counted"]


def counted(noun: str, count: int, language: str) -> str:
    """``count`` with ``noun`` in ``language``'s plural form: ``counted("cards", 5, "pl")``
    is ``"5 kart"``. A noun missing from the catalogs raises ``KeyError``."""
    singular = compiled.nouns()[noun]
    form = compiled.translation(language).npgettext(
        compiled.COUNT + noun, singular, singular, count
    )
    return form.format(count=count)
