"""mathplay's message catalogs: gettext files kept and compiled with Babel.

    python tools/catalogs.py update          # the .pot's messages into every .po (Babel's update)
    python tools/catalogs.py init LANG       # a new language's .po from the .pot
    python tools/catalogs.py compile         # every .mo from its .pot/.po (the build does it)
    python tools/catalogs.py check           # exit 1 when a .mo is missing or older than its source
    python tools/catalogs.py pseudo [LANG]   # LANG's .mo (pl) in the pseudo-locale, to look at
    python tools/catalogs.py migrate [--from REF] [--into [--base REF]]  # old msg_*.py dicts in

The files (``docs/translating.md``): ``mathplay/i18n/locale/mathplay.pot`` holds every message
in English (``msgctxt`` is the id the code asks for, ``msgid`` the English text) and is the
template of ``mathplay/i18n/locale/<lang>/LC_MESSAGES/mathplay.po`` (Japanese, Polish, ...).
A counted noun (``{count:cards}`` in a message) is a plural entry with the context
``count.cards`` and the language's ``Plural-Forms`` (from CLDR, through Babel).

``compile`` writes ``<lang>/LC_MESSAGES/mathplay.mo`` for every language, English included
(its texts are the msgids, as GNU ``msgen`` makes an English catalog), and adds to each the
language's list patterns (``i18n.list_*``, "7, Y, and +") from Babel's CLDR data, so that no
pattern is copied by hand and Babel never reaches the browser: ``mathplay.i18n`` reads the
.mo files with the standard library's :mod:`gettext`. The build runs ``compile``
(``hatch_build.py``, for wheels and editable installs); the .mo files are not committed.

Output is deterministic: messages sorted by id, lines wrapped as Babel wraps them, no dates
but the ones already in a file.
"""

from __future__ import annotations

import argparse
import gettext
import io
import re
import string
import sys
import tomllib
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "mathplay" / "i18n" / "locale"
DOMAIN = "mathplay"
SOURCE_LANGUAGE = "en"
COUNT = "count."
"""Context prefix of a counted noun: ``{n:cards}`` in a message is the entry ``count.cards``."""
NOUN = re.compile(r"\{\w+:[A-Za-z_]{2,}\}")
"""A field with a counted noun: ``{count:cards}``."""
LIST_PATTERNS = {  # message id -> CLDR's standard list pattern
    "i18n.list_two": "2",
    "i18n.list_start": "start",
    "i18n.list_middle": "middle",
    "i18n.list_end": "end",
}
MIGRATED = datetime(2026, 12, 4, tzinfo=UTC)
"""The date the catalogs were made from the Python dicts: the headers' dates, until an editor
(Poedit, Weblate) writes its own."""
HEADER_COMMENT = """\
# mathplay's messages{language}.
# msgctxt: the message id the code asks for. Keep every {{field}} of the
# English text; a counted noun may take another form ({{n:cards_acc}}).
# How to translate, add a language, update: docs/translating.md"""
BUGS = "https://github.com/mathplay/mathplay/issues"


def template_path(locale: Path = LOCALE) -> Path:
    return locale / f"{DOMAIN}.pot"


def po_path(language: str, locale: Path = LOCALE) -> Path:
    return locale / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(language: str, locale: Path = LOCALE) -> Path:
    return po_path(language, locale).with_suffix(".mo")


def languages(locale: Path = LOCALE) -> list[str]:
    """English (the template) and every language with a .po file."""
    found = {path.parts[-3] for path in locale.glob(f"*/LC_MESSAGES/{DOMAIN}.po")}
    return sorted(found | {SOURCE_LANGUAGE})


# -- reading and writing --------------------------------------------------------------------


def read(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=language, domain=DOMAIN, ignore_obsolete=True)


def messages(catalog: Catalog) -> list[Message]:
    """The catalog's messages (the header left out)."""
    return [message for message in catalog if message.id]


def render(catalog: Catalog, language: str | None) -> bytes:
    """The catalog as a .po (or .pot) file: sorted by id, standard flags, one header comment."""
    ordered = sorted(messages(catalog), key=lambda m: (m.context or "", str(m.id)))
    for message in ordered:
        catalog.delete(message.id, message.context)
    for message in ordered:
        # The messages are str.format templates: "python-format" is Babel's guess from a "%"
        # ("40% of the time"). "python-brace-format" on an entry with fields lets Poedit and
        # msgfmt -c check them; they cannot read a counted noun ({n:cards}), so an entry with
        # one is left to tests/i18n (the same fields in every language).
        message.flags -= {"python-format", "python-brace-format"}
        ids = texts(message)[: 2 if message.pluralizable else 1]
        if any(fields(text) for text in ids) and not any(map(NOUN.search, texts(message))):
            message.flags.add("python-brace-format")
        catalog[message.id] = message
    name = f" in {Locale.parse(language).english_name}" if language else " (the English template)"
    catalog.header_comment = HEADER_COMMENT.format(language=name)
    out = io.BytesIO()
    # no "#| msgid" lines: Babel does not read them back, so a second update would drop them
    write_po(out, catalog, width=76, no_location=True, ignore_obsolete=True)
    return out.getvalue()


def texts(message: Message) -> list[str]:
    """The message's English (one or two forms), then its translation's forms."""
    ids = message.id if isinstance(message.id, tuple | list) else (message.id,)
    strings = message.string if isinstance(message.string, tuple | list) else (message.string,)
    return [*ids, *(text or "" for text in strings)]


def fields(text: str) -> list[str]:
    """The names of a str.format template's fields."""
    try:
        return [name for _, name, _, _ in string.Formatter().parse(text) if name is not None]
    except ValueError:  # not a format string
        return []


def write_if_changed(path: Path, data: bytes) -> bool:
    if path.is_file() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(data)
    tmp.replace(path)
    return True


def new_catalog(language: str | None, dates_from: Catalog | None = None) -> Catalog:
    dates = dates_from.creation_date if dates_from else MIGRATED
    revised = dates_from.revision_date if dates_from else MIGRATED
    return Catalog(
        locale=language,
        domain=DOMAIN,
        project="mathplay",
        version=tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"],
        msgid_bugs_address=BUGS,
        creation_date=dates,
        revision_date=revised,
        language_team="mathplay",
        last_translator="mathplay",
        fuzzy=False,
    )


# -- compiling ------------------------------------------------------------------------------


def _list_pattern(pattern: str) -> str:
    return pattern.replace("{0}", "{first}").replace("{1}", "{last}")


def runtime_catalog(
    language: str, locale: Path = LOCALE, template: Catalog | None = None
) -> Catalog:
    """What the language's .mo holds: its translations (English: the template's texts) and
    its list patterns from CLDR (``i18n.list_*``; msgid: the English pattern)."""
    template = template or read(template_path(locale))
    if language == SOURCE_LANGUAGE:
        catalog = new_catalog(language, template)
        for message in messages(template):
            catalog.add(message.id, message.id, context=message.context)
    else:
        catalog = read(po_path(language, locale), language)
    english = Locale.parse(SOURCE_LANGUAGE).list_patterns["standard"]
    own = Locale.parse(language).list_patterns["standard"]
    for message_id, key in LIST_PATTERNS.items():
        catalog.add(_list_pattern(english[key]), _list_pattern(own[key]), context=message_id)
    return catalog


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog)  # fuzzy and untranslated entries are left out: English shows
    return out.getvalue()


def compile_all(locale: Path = LOCALE) -> list[Path]:
    """Write every language's .mo; returns the files that changed."""
    changed = []
    template = read(template_path(locale))
    for language in languages(locale):
        path = mo_path(language, locale)
        if write_if_changed(path, mo_bytes(runtime_catalog(language, locale, template))):
            changed.append(path)
    return changed


def entries(mo: bytes) -> dict:
    """A compiled catalog's entries as the standard library reads them (the header aside)."""
    translations = gettext.GNUTranslations(io.BytesIO(mo))
    return {key: text for key, text in translations._catalog.items() if key != ""}


def stale(locale: Path = LOCALE) -> list[str]:
    """The languages whose .mo is missing or says something else than its source."""
    found = []
    template = read(template_path(locale))
    for language in languages(locale):
        path = mo_path(language, locale)
        expected = entries(mo_bytes(runtime_catalog(language, locale, template)))
        if not path.is_file() or entries(path.read_bytes()) != expected:
            found.append(language)
    return found


# -- the pseudo-locale ----------------------------------------------------------------------

ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ",
)
VOWELS = set("aeiouyAEIOUY")
FIELD = re.compile(r"\{\{|\}\}|\{[^{}]*\}")
"""A field of a str.format template (kept as it is), or an escaped brace."""
WORD = re.compile(r"[A-Za-z]+")


def _longer(word: str, share: float) -> str:
    """``word`` ``share`` longer (at least a letter): its vowels (else its last letter) drawn
    out, every letter accented."""
    extra = max(1, round(len(word) * share))
    stretch = [i for i, char in enumerate(word) if char in VOWELS] or [len(word) - 1]
    counts = [1] * len(word)
    for n in range(extra):
        counts[stretch[n % len(stretch)]] += 1
    longer = "".join(char * count for char, count in zip(word, counts, strict=True))
    return longer.translate(ACCENTED)


def pseudo_text(text: str, longer: float = 0.4) -> str:
    """The pseudo-locale's text: about ``longer`` (40 %) longer, every letter accented, every
    field (``{count:cards}``, ``{name!r}``) as it was: "Your turn, {player}!" is
    "Ýóóúúŕ ţúúúŕñ, {player}!"."""
    parts = FIELD.split(text)
    fields = FIELD.findall(text)
    letters = sum(len(word) for part in parts for word in WORD.findall(part))
    share = longer * sum(map(len, parts)) / letters if letters else 0
    out = [WORD.sub(lambda m: _longer(m[0], share), part) for part in parts]
    return "".join(part + field for part, field in zip(out, [*fields, ""], strict=True))


def pseudo_catalog(locale: Path = LOCALE) -> Catalog:
    """Every message of the template in the pseudo-locale (English's plural rule), and the
    English list patterns likewise: what a language would look like if its words were long
    and its letters unusual, to find text no catalog holds and layouts that break."""
    template = read(template_path(locale))
    catalog = new_catalog(SOURCE_LANGUAGE, template)
    for message in messages(template):
        ids = message.id if message.pluralizable else (message.id,)
        forms = tuple(pseudo_text(text) for text in ids)
        catalog.add(
            message.id, forms if message.pluralizable else forms[0], context=message.context
        )
    english = Locale.parse(SOURCE_LANGUAGE).list_patterns["standard"]
    for message_id, key in LIST_PATTERNS.items():
        pattern = _list_pattern(english[key])
        catalog.add(pattern, pseudo_text(pattern), context=message_id)
    return catalog


# -- updating and adding languages ----------------------------------------------------------


def normalize_template(locale: Path = LOCALE) -> Catalog:
    template = read(template_path(locale))
    write_if_changed(template_path(locale), render(template, None))
    return read(template_path(locale))


def _follow_english(catalog: Catalog, template: Catalog) -> None:
    """A translation whose English changed (the same id, another msgid) follows it, marked
    fuzzy: the context is the id, so no guess by likeness is needed (or wanted)."""
    current = {m.context: m for m in messages(catalog)}
    for message in messages(template):
        old = current.get(message.context)
        if old is not None and old.id != message.id:
            catalog.delete(old.id, old.context)
            old.id = message.id
            old.flags.add("fuzzy")
            catalog[old.id] = old


def update(locale: Path = LOCALE) -> list[str]:
    """Every .po brought up to the template, as ``pybabel update --no-fuzzy-matching`` does
    (new messages empty, removed ones gone), and a changed English text marks its
    translation fuzzy (English shows until a translator confirms it)."""
    template = normalize_template(locale)
    changed = []
    for language in languages(locale):
        if language == SOURCE_LANGUAGE:
            continue
        catalog = read(po_path(language, locale), language)
        _follow_english(catalog, template)
        catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
        if write_if_changed(po_path(language, locale), render(catalog, language)):
            changed.append(language)
    return changed


def init(language: str, locale: Path = LOCALE) -> Path:
    """A new language's .po: every message of the template, untranslated, and the language's
    Plural-Forms from CLDR (Babel), as ``pybabel init`` does."""
    Locale.parse(language)  # an unknown code fails here
    path = po_path(language, locale)
    if path.exists():
        raise SystemExit(f"{path} exists already: use update")
    template = read(template_path(locale))
    catalog = new_catalog(language)
    for message in messages(template):
        catalog.add(message.id, context=message.context, flags=message.flags)
    write_if_changed(path, render(catalog, language))
    return path


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("update", help="the template's messages into every .po")
    commands.add_parser("compile", help="every .mo from its .pot/.po")
    commands.add_parser("check", help="fail when a .mo is missing or stale")
    new = commands.add_parser("init", help="a new language's .po")
    new.add_argument("language", help="a language code, e.g. de, uk, pt_BR")
    look = commands.add_parser("pseudo", help="a language's .mo in the pseudo-locale")
    look.add_argument("language", nargs="?", default="pl", help="whose place it takes (pl)")
    old = commands.add_parser("migrate", help="the old msg_*.py dicts into the catalogs")
    old.add_argument("--from", dest="ref", help="read the dicts at this git ref (e.g. main)")
    old.add_argument("--into", action="store_true", help="into the catalogs there are (not afresh)")
    old.add_argument(
        "--base",
        help="with --into: only what the dicts changed since this ref (git merge-base HEAD main)",
    )
    args = parser.parse_args(argv)
    if args.command == "update":
        print("updated:", ", ".join(update()) or "nothing")
    elif args.command == "init":
        print("written:", init(args.language).relative_to(ROOT))
    elif args.command == "migrate":
        from catalogs_migrate import migrate  # the dicts' history: docs/translating.md

        print("catalogs written:", ", ".join(migrate(args.ref, into=args.into, base=args.base)))
        print("compiled:", len(compile_all()), "file(s)")
    elif args.command == "pseudo":
        write_if_changed(mo_path(args.language), mo_bytes(pseudo_catalog()))
        print(f"{args.language} is the pseudo-locale now; tools/catalogs.py compile undoes it")
    elif args.command == "compile":
        print("compiled:", len(compile_all()), "file(s)")
    elif args.command == "check":
        bad = stale()
        if bad:
            print(f"stale or missing .mo: {', '.join(bad)}: run python tools/catalogs.py compile")
            return 1
        print("every .mo is up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
