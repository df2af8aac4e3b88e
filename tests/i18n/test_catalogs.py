"""Every message exists in English, Japanese and Polish, and every id used exists."""

import re
from pathlib import Path

import pytest

from mathplay.errors import MathplayError
from mathplay.i18n import LANGUAGES, catalog, get_language, set_language, translate

PACKAGE = Path(__file__).resolve().parents[2] / "mathplay"
FIELD = re.compile(r"\{(\w+)")


def test_every_message_in_every_language():
    missing = [
        (message_id, language)
        for message_id, texts in catalog().items()
        for language in LANGUAGES
        if not texts.get(language, "").strip()
    ]
    assert missing == []


def test_translations_use_the_same_fields():
    for message_id, texts in catalog().items():
        fields = {language: set(FIELD.findall(text)) for language, text in texts.items()}
        assert len({frozenset(f) for f in fields.values()}) == 1, message_id


def test_ids_are_prefixed_by_their_area():
    assert all(re.fullmatch(r"[a-z0-9_]+(\.[a-z0-9_]+)+", message_id) for message_id in catalog())


def test_every_literal_message_id_in_the_code_exists():
    used = set()
    pattern = re.compile(
        r"(?:Error|IllegalMove|InvalidState|translate|_t|tr)\(\s*\"([a-z0-9_]+\.[a-z0-9_.]+)\""
    )
    for path in PACKAGE.rglob("*.py"):
        used |= set(pattern.findall(path.read_text(encoding="utf-8")))
    assert used, "the pattern finds the ids"
    assert sorted(used - set(catalog())) == []


def test_translate_fills_fields_and_falls_back():
    assert translate("expr.leading_zero", "en", number="07").startswith("The number 07")
    assert translate("no.such.id", "en") == "no.such.id"
    assert "{number}" in translate("expr.leading_zero", "pl")


def test_package_language_switch():
    before = get_language()
    try:
        set_language("ja")
        assert str(MathplayError("move.illegal")) == "そこには置けません。"
        set_language("pl")
        assert str(MathplayError("move.illegal")) == "Niedozwolony ruch."
    finally:
        set_language(before)


def test_unknown_language_is_a_clear_error():
    with pytest.raises(MathplayError) as info:
        set_language("de")
    assert "Unknown language 'de'" in info.value.localized("en")
    assert get_language() == "en"
