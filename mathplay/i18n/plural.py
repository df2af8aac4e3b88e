"""Counted words and lists in each language's grammar, through stdlib :mod:`gettext`.

A number with its noun ("1 card", "2 cards"; Polish "1 karta", "2 karty", "5 kart";
Japanese "5枚") comes from a gettext catalog, ``locale/<lang>/LC_MESSAGES/mathplay.po``:
its standard ``Plural-Forms`` header is the language's rule, and
:meth:`gettext.GNUTranslations.ngettext` picks the form by it. No plural rule is written
in Python. The catalog is read as it is, compiled in memory into the binary form gettext
reads (so no compiled file can go stale). In a message template a count names its noun
as a format spec: ``"{count:cards}"``. A list parameter (a list or tuple) is joined as the
language joins lists (``"7 and Y"``, ``"7、Y"``, ``"7 i Y"``) by the catalog's list patterns
(``i18n.list_*`` in ``msg_lists.py``, from CLDR's standard list patterns;
:func:`mathplay.i18n.join_list`).
"""

from __future__ import annotations

import gettext
import io
import struct
from functools import cache
from pathlib import Path

__all__ = ["LOCALE_DIR", "counted", "read_po"]

LOCALE_DIR = Path(__file__).with_name("locale")
_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}


def read_po(text: str) -> dict[str, tuple[str, ...]]:
    """The entries of a ``.po`` catalog: ``msgid`` → its ``msgstr`` forms (``""``: the
    header). Only what these catalogs use: msgid, msgid_plural, msgstr, msgstr[n]."""
    entries: dict[str, tuple[str, ...]] = {}
    fields: dict[str, str] = {}
    last = ""

    def flush() -> None:
        if "msgid" in fields:
            forms = [v for k, v in sorted(fields.items()) if k.startswith("msgstr")]
            entries[fields["msgid"]] = tuple(forms)
        fields.clear()

    for raw in [*text.splitlines(), ""]:
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("#"):
            continue
        elif line.startswith('"'):
            fields[last] += _unquote(line)
        else:
            keyword, _, value = line.partition(" ")
            if keyword == "msgid" and "msgid" in fields and last.startswith("msgstr"):
                flush()
            last = keyword
            fields[keyword] = _unquote(value)
    return entries


def _unquote(text: str) -> str:
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f"not a quoted catalog string: {text!r}")
    out, chars = [], iter(text[1:-1])
    for char in chars:
        out.append(_ESCAPES[next(chars)] if char == "\\" else char)
    return "".join(out)


def _mo(entries: dict[str, tuple[str, ...]]) -> bytes:
    """The GNU ``.mo`` form of the entries, as :class:`gettext.GNUTranslations` reads it."""
    pairs = sorted(
        ((key if key == "" else f"{key}\0{key}").encode(), "\0".join(forms).encode())
        for key, forms in entries.items()
    )
    count = len(pairs)
    start = 7 * 4 + 16 * count
    keys, values, offsets = b"", b"", []
    for key, value in pairs:
        offsets.append((len(key), len(keys), len(value), len(values)))
        keys += key + b"\0"
        values += value + b"\0"
    table = [struct.pack("<2I", n, start + at) for n, at, _, _ in offsets]
    table += [struct.pack("<2I", n, start + len(keys) + at) for _, _, n, at in offsets]
    header = struct.pack("<7I", 0x950412DE, 0, count, 28, 28 + 8 * count, 0, 0)
    return header + b"".join(table) + keys + values


@cache
def _catalog(language: str) -> gettext.GNUTranslations:
    po = LOCALE_DIR / language / "LC_MESSAGES" / "mathplay.po"
    return gettext.GNUTranslations(io.BytesIO(_mo(read_po(po.read_text(encoding="utf-8")))))


def counted(noun: str, count: int, language: str) -> str:
    """``count`` with ``noun`` in ``language``'s plural form: ``counted("cards", 5, "pl")``
    is ``"5 kart"``. A noun missing from the catalog raises ``KeyError``."""
    form = _catalog(language).ngettext(noun, noun, count)
    if form == noun:  # not translated: the English form
        form = _catalog("en").ngettext(noun, noun, count)
    if form == noun:
        raise KeyError(noun)
    return form.format(count=count)
