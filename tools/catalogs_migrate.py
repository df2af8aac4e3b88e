"""The old message dicts (``mathplay/i18n/msg_*.py``, until December 2026) into the gettext
catalogs: ``python tools/catalogs.py migrate [--from REF] [--into [--base REF]]``.

The catalogs were written from the dicts once; a branch begun before that, which still adds
messages to dicts, brings them in with ``--into`` when it merges main
(``docs/translating.md``, "A branch that still wrote msg_*.py dicts"). The dicts are read as
literals (``ast.literal_eval``), never run.
"""

from __future__ import annotations

import ast
import io
import subprocess
from pathlib import Path

import catalogs
from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po


def _files(ref: str | None, pattern: str) -> dict[str, str]:
    """Path -> text of the files matching ``pattern`` in the working tree or at a git ref."""
    if ref is None:
        return {
            p.relative_to(catalogs.ROOT).as_posix(): p.read_text(encoding="utf-8")
            for p in sorted(catalogs.ROOT.glob(pattern))
        }
    listed = subprocess.run(
        ["git", "ls-tree", "-r", "--name-only", ref, "mathplay/i18n"],
        cwd=catalogs.ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return {
        name: subprocess.run(
            ["git", "show", f"{ref}:{name}"], cwd=catalogs.ROOT, capture_output=True, check=True
        ).stdout.decode("utf-8")
        for name in sorted(listed)
        if Path(name).match(pattern)
    }


def old_messages(ref: str | None = None, *, required: bool = True) -> dict[str, dict[str, str]]:
    """Every ``MESSAGES`` dict of ``mathplay/i18n/msg_*.py``: id -> language -> text."""
    merged: dict[str, dict[str, str]] = {}
    for name, text in _files(ref, "mathplay/i18n/msg_*.py").items():
        for message_id, by_language in _literal_messages(text, name).items():
            if message_id in merged:
                raise SystemExit(f"message id {message_id!r} is defined twice ({name})")
            merged[message_id] = by_language
    if not merged and required:
        raise SystemExit("no mathplay/i18n/msg_*.py with MESSAGES: nothing to migrate")
    return merged


def _literal_messages(text: str, name: str) -> dict[str, dict[str, str]]:
    """The ``MESSAGES = {...}`` literal of an old catalog module, read, never run."""
    for node in ast.parse(text, name).body:
        target = node.targets[0] if isinstance(node, ast.Assign) else getattr(node, "target", None)
        if isinstance(target, ast.Name) and target.id == "MESSAGES":
            return ast.literal_eval(node.value)
    raise SystemExit(f"{name}: no MESSAGES = {{...}}")


def old_nouns(ref: str | None = None) -> dict[str, dict[str, tuple[str, ...]]]:
    """Counted nouns: noun -> language -> plural forms, from the noun catalogs in the old
    form (``locale/<lang>/.../mathplay.po``: msgid "cards", no context) or the new one
    (msgctxt "count.cards", English in the msgids of the template)."""
    nouns: dict[str, dict[str, tuple[str, ...]]] = {}
    files = _files(ref, f"mathplay/i18n/locale/*/LC_MESSAGES/{catalogs.DOMAIN}.po")
    files |= _files(ref, f"mathplay/i18n/locale/{catalogs.DOMAIN}.pot")
    for name, text in files.items():
        language = Path(name).parts[-3] if name.endswith(".po") else None
        for message in catalogs.messages(read_po(io.StringIO(text), locale=language)):
            if not message.pluralizable:
                continue
            if message.context is None:  # the old form
                nouns.setdefault(message.id[0], {})[language] = tuple(message.string)
            elif message.context.startswith(catalogs.COUNT):
                forms = nouns.setdefault(message.context.removeprefix(catalogs.COUNT), {})
                forms[catalogs.SOURCE_LANGUAGE] = tuple(message.id)
                if language is not None:
                    forms[language] = tuple(message.string)
    return nouns


def migrate(
    ref: str | None = None,
    locale: Path = catalogs.LOCALE,
    *,
    into: bool = False,
    base: str | None = None,
) -> list[str]:
    """Write the template and every .po from the old dicts and noun catalogs: afresh (the
    same every time from the same dicts), or ``into`` the catalogs there are (a branch that
    still wrote dicts, merged after this): each id the dicts hold replaced or added, or, with
    ``base`` (the commit of main the branch last merged), only the ids the branch added,
    changed or removed since ``base``, so that what main changed since stays main's."""
    dicts = old_messages(ref)
    nouns = old_nouns(ref)
    before: dict[str, dict[str, str]] = {}
    removed: list[str] = []
    if base is not None:
        if not into or ref is None:
            raise SystemExit("--base goes with --into and --from (the branch's own commit)")
        before = old_messages(base, required=False)
        removed = sorted(set(before) - set(dicts) - set(catalogs.LIST_PATTERNS))
        dicts = {key: texts for key, texts in dicts.items() if before.get(key) != texts}
        old = old_nouns(base)
        nouns = {key: forms for key, forms in nouns.items() if old.get(key) != forms}
    english = Locale.parse(catalogs.SOURCE_LANGUAGE).list_patterns["standard"]
    for message_id, key in catalogs.LIST_PATTERNS.items():  # generated from CLDR from now on
        old_pattern = dicts.pop(message_id, {}).get(catalogs.SOURCE_LANGUAGE)
        if old_pattern is not None and old_pattern != catalogs._list_pattern(english[key]):
            print(f"note: {message_id} was {old_pattern!r}, CLDR says {english[key]!r}")
    wanted = sorted({lang for t in dicts.values() for lang in t} - {catalogs.SOURCE_LANGUAGE})
    if into:
        wanted = sorted(set(wanted) | set(catalogs.languages(locale)) - {catalogs.SOURCE_LANGUAGE})
        targets = {None: catalogs.read(catalogs.template_path(locale))} | {
            lang: catalogs.read(catalogs.po_path(lang, locale), lang)
            if catalogs.po_path(lang, locale).exists()
            else catalogs.new_catalog(lang)
            for lang in wanted
        }
    else:
        targets = {None: catalogs.new_catalog(None)} | {
            lang: catalogs.new_catalog(lang) for lang in wanted
        }
    for message_id, by_language in sorted(dicts.items()):
        now = _texts_of(targets, message_id)
        if message_id in before and now and now != _given(before[message_id]):
            print(f"note: {message_id} changed on main too; the branch's text is kept")
        source = by_language[catalogs.SOURCE_LANGUAGE]
        _put(targets[None], source, None, message_id)
        for language in wanted:
            _put(targets[language], source, by_language.get(language, ""), message_id)
    for noun, by_language in sorted(nouns.items()):
        one, other = by_language[catalogs.SOURCE_LANGUAGE]
        _put(targets[None], (one, other), None, catalogs.COUNT + noun)
        for language in wanted:
            forms = by_language.get(language, ("",) * targets[language].num_plurals)
            _put(targets[language], (one, other), forms, catalogs.COUNT + noun)
    for message_id in removed:
        for catalog in targets.values():
            _drop(catalog, message_id)
    if base is not None:
        print(
            f"from the branch: {len(dicts)} message(s) added or changed, {len(nouns)} "
            f"counted noun(s), {len(removed)} removed ({', '.join(removed) or 'none'})"
        )
    catalogs.write_if_changed(catalogs.template_path(locale), catalogs.render(targets[None], None))
    for language in wanted:
        catalogs.write_if_changed(
            catalogs.po_path(language, locale), catalogs.render(targets[language], language)
        )
    stray = catalogs.mo_path(catalogs.SOURCE_LANGUAGE, locale).with_suffix(".po")
    if stray.exists():  # the old English noun catalog: English is the template now
        stray.unlink()
    return [catalogs.SOURCE_LANGUAGE, *wanted]


def _given(by_language: dict[str, str]) -> dict[str, str]:
    return {language: text for language, text in by_language.items() if text}


def _texts_of(targets: dict[str | None, Catalog], context: str) -> dict[str, str]:
    """A message's texts in the catalogs as a dict of the old form: language -> text."""
    found = {}
    for language, catalog in targets.items():
        for message in catalogs.messages(catalog):
            if message.context == context:
                found[language or catalogs.SOURCE_LANGUAGE] = (
                    message.string if language else message.id
                )
    return _given(found)


def _drop(catalog: Catalog, context: str) -> None:
    for message in [m for m in catalogs.messages(catalog) if m.context == context]:
        catalog.delete(message.id, message.context)


def _put(catalog: Catalog, msgid, string, context: str) -> None:
    """The entry of ``context`` in ``catalog``, whatever English it had before."""
    _drop(catalog, context)
    catalog.add(msgid, string, context=context)
