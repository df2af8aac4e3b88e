"""Counted words and lists in each language's grammar, through stdlib :mod:`gettext`.

A number with its noun ("1 card", "2 cards"; Polish "1 karta", "2 karty", "5 kart";
Japanese "5枚") is a plural entry of the catalogs (context ``count.<noun>``, msgid and
msgid_plural the English forms): :meth:`gettext.GNUTranslations.npgettext` picks the form by
the catalog's standard ``Plural-Forms`` header (CLDR's rule, written by Babel). No plural rule
is written in Python. In a message template a count names its noun as a format spec:
``"{count:cards}"``. A list parameter (a list or tuple) is joined as the language joins lists
(``"7 and Y"``, ``"7、Y"``, ``"7 i Y"``) by the messages ``i18n.list_*``: CLDR's standard list
patterns, put into each compiled catalog by the build (``tools/catalogs.py``).
"""

from __future__ import annotations

from collections.abc import Sequence

from mathplay.i18n import compiled

__all__ = ["counted", "join_list"]


def counted(noun: str, count: int, language: str) -> str:
    """``count`` with ``noun`` in ``language``'s plural form: ``counted("cards", 5, "pl")``
    is ``"5 kart"``. A noun missing from the catalogs raises ``KeyError``."""
    singular = compiled.nouns()[noun]
    form = compiled.translation(language).npgettext(
        compiled.COUNT + noun, singular, singular, count
    )
    return form.format(count=count)


def join_list(items: Sequence[object], language: str) -> str:
    """The items joined as ``language`` joins a list: ``"A"``, ``"A and B"``,
    ``"A, B, and C"`` (CLDR's standard list patterns, compiled into the catalogs)."""
    from mathplay.i18n import translate

    texts = [str(item) for item in items]
    if len(texts) <= 1:
        return "".join(texts)
    if len(texts) == 2:
        return translate("i18n.list_two", language, first=texts[0], last=texts[1])
    joined = translate("i18n.list_end", language, first=texts[-2], last=texts[-1])
    for text in reversed(texts[1:-2]):
        joined = translate("i18n.list_middle", language, first=text, last=joined)
    return translate("i18n.list_start", language, first=texts[0], last=joined)
