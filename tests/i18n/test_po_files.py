"""The gettext catalogs as files: every message in every language, the same fields, each
language's plural rule, compiled .mo files up to date, and the translators' workflow
(``tools/catalogs.py``: update, init, the pseudo-locale) doing what docs/translating.md says."""

from __future__ import annotations

import shutil
import string
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import catalogs  # noqa: E402
import catalogs_migrate  # noqa: E402

from mathplay.i18n import compiled  # noqa: E402

TEMPLATE = catalogs.read(catalogs.template_path())
TRANSLATED = [language for language in catalogs.languages() if language != "en"]


def _read(language: str) -> Catalog:
    return catalogs.read(catalogs.po_path(language), language)


def _fields(text: str) -> set[str]:
    return set(catalogs.fields(text))


def test_the_languages_are_the_packages():
    from mathplay.i18n import LANGUAGES

    assert catalogs.languages() == sorted(LANGUAGES)
    assert Path(compiled.LOCALE_DIR) == catalogs.LOCALE


def test_every_compiled_catalog_is_up_to_date():
    assert catalogs.stale() == [], "a .mo is older than its .po: python tools/catalogs.py compile"


def test_every_message_has_an_id_and_counted_nouns_are_plural():
    entries = catalogs.messages(TEMPLATE)
    assert len(entries) > 900
    assert all(m.context for m in entries)
    nouns = {m.context for m in entries if m.pluralizable}
    assert {"count.cards", "count.tiles", "count.points"} <= nouns
    assert nouns == {m.context for m in entries if m.context.startswith(catalogs.COUNT)}
    assert not any(m.context in catalogs.LIST_PATTERNS for m in entries)  # from CLDR


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_message_is_translated_from_the_current_english(language):
    catalog = _read(language)
    assert {(m.context, m.id) for m in catalogs.messages(catalog)} == {
        (m.context, m.id) for m in catalogs.messages(TEMPLATE)
    }, "python tools/catalogs.py update"
    untranslated = [m.context for m in catalogs.messages(catalog) if not all(catalogs.texts(m))]
    fuzzy = [m.context for m in catalogs.messages(catalog) if m.fuzzy]
    assert untranslated == [] and fuzzy == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_plural_rule_is_the_languages_and_every_form_is_there(language):
    catalog = _read(language)
    assert catalog.plural_forms == Catalog(locale=language).plural_forms  # CLDR's, via Babel
    for message in catalogs.messages(catalog):
        if message.pluralizable:
            assert len(message.string) == catalog.num_plurals, message.context
            assert all("{count}" in form for form in message.string), message.context


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_translation_keeps_the_fields_of_its_english(language):
    wrong = []
    for message in catalogs.messages(_read(language)):
        english = message.id if message.pluralizable else (message.id,)
        texts = message.string if message.pluralizable else (message.string,)
        if any(_fields(text) != _fields(english[-1]) for text in texts):
            wrong.append(f"{message.context}: {texts}")
    assert wrong == []


def test_translators_tools_check_the_fields():
    """Poedit and msgfmt -c check a python-brace-format entry: every entry with fields has
    the flag but one with a counted noun (GNU gettext cannot read {n:cards}), and GNU msgfmt
    finds nothing wrong."""
    flagged = _flags_as_written(catalogs.template_path())  # Babel guesses flags as it reads
    for message in catalogs.messages(TEMPLATE):
        has_fields = any(map(_fields, catalogs.texts(message)))
        plain = not any(map(catalogs.NOUN.search, catalogs.texts(message)))
        flags = flagged[message.context]
        assert ("python-brace-format" in flags) == (has_fields and plain), message.context
        assert "python-format" not in flags
    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        pytest.skip("GNU gettext's msgfmt is not installed")
    for path in [catalogs.template_path(), *map(catalogs.po_path, TRANSLATED)]:
        run = subprocess.run([msgfmt, "-c", "-o", "/dev/null", str(path)], capture_output=True)
        assert run.returncode == 0, run.stderr.decode()


def _flags_as_written(path: Path) -> dict[str, set[str]]:
    """msgctxt -> the flags (``#,`` line) of every entry of a catalog file."""
    found = {}
    for entry in path.read_text(encoding="utf-8").split("\n\n"):
        lines = entry.splitlines()
        context = [line for line in lines if line.startswith("msgctxt ")]
        flags = [line[2:] for line in lines if line.startswith("#, ")]
        if context:
            found[context[0][9:-1]] = {f.strip() for f in ",".join(flags).split(",") if f.strip()}
    return found


def _locale_copy(tmp_path: Path) -> Path:
    locale = tmp_path / "locale"
    shutil.copytree(catalogs.LOCALE, locale, ignore=shutil.ignore_patterns("*.mo"))
    return locale


def test_an_english_change_reaches_every_language_as_gettext_does(tmp_path):
    """A changed English text makes its translations fuzzy (compiling leaves them out, so
    English shows until a translator looks), a new message arrives empty."""
    locale = _locale_copy(tmp_path)
    pot = catalogs.template_path(locale)
    text = pot.read_text(encoding="utf-8")
    assert 'msgid "That move is not allowed."' in text
    text = text.replace('msgid "That move is not allowed."', 'msgid "You cannot play that."')
    pot.write_text(text + '\nmsgctxt "zz.new"\nmsgid "New, {name}."\nmsgstr ""\n', "utf-8")
    assert catalogs.update(locale) == TRANSLATED
    polish = catalogs.read(catalogs.po_path("pl", locale), "pl")
    changed = polish.get("You cannot play that.", context="move.illegal")
    assert changed.fuzzy
    assert changed.string == "Niedozwolony ruch."
    new = polish.get("New, {name}.", context="zz.new")
    assert new.string == "" and "python-brace-format" in new.flags
    assert catalogs.update(locale) == []  # once is enough: the files are as the tool writes them


def test_a_new_language_starts_from_the_template_with_its_plural_rule(tmp_path):
    locale = _locale_copy(tmp_path)
    catalogs.init("uk", locale)
    ukrainian = catalogs.read(catalogs.po_path("uk", locale), "uk")
    assert (
        ukrainian.num_plurals == 3 and ukrainian.plural_forms == Catalog(locale="uk").plural_forms
    )
    assert len(catalogs.messages(ukrainian)) == len(catalogs.messages(TEMPLATE))
    for message in catalogs.messages(ukrainian):
        assert not any(catalogs.texts(message)[2 if message.pluralizable else 1 :])
    assert "uk" in catalogs.languages(locale)


def test_the_pseudo_locale_is_longer_accented_and_keeps_every_field():
    pseudo = catalogs.pseudo_catalog()
    english = {m.context: m for m in catalogs.messages(TEMPLATE)}
    total = longer = 0
    for message in catalogs.messages(pseudo):
        texts = message.string if message.pluralizable else (message.string,)
        ids = message.id if message.pluralizable else (message.id,)
        for text, source in zip(texts, ids, strict=True):
            assert _fields(text) == _fields(source), message.context
            assert not catalogs.WORD.search(_literal(text)), text
            total += len(source)
            longer += len(text)
    assert set(english) <= {m.context for m in catalogs.messages(pseudo)}
    assert 1.25 < longer / total < 1.45


def _literal(template: str) -> str:
    return "".join(text for text, _, _, _ in string.Formatter().parse(template))


def _dicts(path: Path, **texts: str) -> None:
    """An old msg_*.py: each id ``zz.<key>`` with its English and made-up translations."""
    messages = {
        f"zz.{key}": {"en": en, "ja": en + "(ja)", "pl": en + "(pl)"} for key, en in texts.items()
    }
    path.write_text(f"MESSAGES = {messages!r}\n", encoding="utf-8")


def test_a_branch_merged_after_the_catalogs_brings_only_its_own_changes(tmp_path, monkeypatch):
    """``migrate --into --from HEAD --base <main it last merged>`` (docs/translating.md):
    what the branch added, changed or removed since its base reaches the catalogs; a message
    main changed since, which the branch's dicts still hold as it was, stays main's."""
    locale = _locale_copy(tmp_path / "mathplay" / "i18n")
    dicts = locale.parent / "msg_x.py"
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-C", str(tmp_path)]
    subprocess.run([*git, "init", "-q"], check=True)
    monkeypatch.setattr(catalogs, "ROOT", tmp_path)
    _dicts(dicts, kept="Kept.", gone="Gone.", main="Old.", branch="Before.")
    subprocess.run([*git, "add", str(dicts)], check=True)
    subprocess.run([*git, "commit", "-qm", "base"], check=True)
    _dicts(dicts, kept="Kept.", gone="Gone.", main="New on main.", branch="Before.")
    catalogs_migrate.migrate(locale=locale, into=True)  # main: the catalogs, a change of its own
    _dicts(dicts, kept="Kept.", main="Old.", branch="After.", new="New.")
    subprocess.run([*git, "commit", "-qam", "branch"], check=True)
    catalogs_migrate.migrate("HEAD", locale, into=True, base="HEAD~1")
    polish = {
        m.context: m for m in catalogs.messages(catalogs.read(catalogs.po_path("pl", locale), "pl"))
    }
    assert (polish["zz.new"].id, polish["zz.new"].string) == ("New.", "New.(pl)")
    assert (polish["zz.branch"].id, polish["zz.branch"].string) == ("After.", "After.(pl)")
    assert polish["zz.main"].id == "New on main."
    assert "zz.gone" not in polish and "zz.kept" in polish
    assert len(polish) == len(catalogs.messages(TEMPLATE)) + 4
