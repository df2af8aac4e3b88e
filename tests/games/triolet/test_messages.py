"""Every message id the Triolet engine raises is in the catalog, in three languages, with
the same fields in each; every message of the catalog is used; the package docstring's
example is true."""

import doctest
import re
import string
from pathlib import Path

import pytest

import mathplay.games.triolet as triolet
from mathplay.i18n import LANGUAGES, catalog

MESSAGES = {i: texts for i, texts in catalog().items() if i.startswith("triolet.")}
SOURCE = Path(triolet.__file__).parent
USED = {
    match
    for path in SOURCE.glob("*.py")
    for match in re.findall(r'"(triolet\.[a-z_]+)"', path.read_text(encoding="utf-8"))
}


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_used_id_is_in_the_catalog():
    assert USED - set(MESSAGES) == set()


def test_every_message_is_used():
    assert set(MESSAGES) - USED == set()


@pytest.mark.parametrize("message_id", sorted(MESSAGES))
def test_three_languages_with_the_same_fields(message_id):
    texts = MESSAGES[message_id]
    assert set(texts) == set(LANGUAGES)
    assert all(text.strip() for text in texts.values())
    assert _fields(texts["ja"]) == _fields(texts["en"]) == _fields(texts["pl"])


def test_the_package_docstring_example():
    finder = doctest.DocTestFinder(recurse=False)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for test in finder.find(triolet):
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.attempted >= 5 and result.failed == 0
