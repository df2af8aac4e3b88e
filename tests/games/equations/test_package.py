"""The package's public face: light imports, true examples, every message in three languages."""

import doctest

import pytest

import mathplay.games.equations as equations
from mathplay.games.equations import game
from mathplay.games.equations.steps import _WHAT_NOW
from mathplay.i18n import LANGUAGES, catalog
from tests.fresh_python import loaded_after


def test_importing_the_engine_loads_no_heavy_dependency():
    heavy = ("sympy", "pandas", "ipywidgets", "IPython")
    assert loaded_after("import mathplay.games.equations", heavy) == []


@pytest.mark.parametrize("module", [equations, game], ids=lambda m: m.__name__)
def test_docstring_examples(module):
    failures, tried = doctest.testmod(module)
    assert tried > 0 and failures == 0


def test_public_api_is_exported():
    for name in equations.__all__:
        assert getattr(equations, name) is not None


def test_every_equations_message_in_every_language():
    ids = [i for i in catalog() if i.startswith("equations.")]
    assert len(ids) > 40
    for message_id in [*ids, *_WHAT_NOW.values()]:
        assert all(catalog()[message_id].get(language) for language in LANGUAGES)
