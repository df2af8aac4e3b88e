"""Counted words and lists: stdlib gettext catalogs with each language's standard plural rule."""

import pytest

from mathplay.i18n import join_list, translate
from mathplay.i18n.plural import counted


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["0 cards", "1 card", "2 cards", "5 cards", "22 cards"]),
        ("pl", ["0 kart", "1 karta", "2 karty", "5 kart", "22 karty"]),
        ("ja", ["0枚", "1枚", "2枚", "5枚", "22枚"]),
    ],
)
def test_counted_cards(language, expected):
    assert [counted("cards", n, language) for n in (0, 1, 2, 5, 22)] == expected


def test_polish_has_three_forms_by_the_last_digits():
    forms = {n: counted("tiles", n, "pl") for n in (1, 2, 4, 5, 12, 14, 21, 22, 24, 25, 102, 112)}
    assert forms == {
        1: "1 płytka",
        2: "2 płytki",
        4: "4 płytki",
        5: "5 płytek",
        12: "12 płytek",
        14: "14 płytek",
        21: "21 płytek",
        22: "22 płytki",
        24: "24 płytki",
        25: "25 płytek",
        102: "102 płytki",
        112: "112 płytek",
    }


def test_a_template_names_its_counted_noun():
    assert [translate("widgets.equations.points", "pl", points=n) for n in (1, 3, 5)] == [
        "1 punkt",
        "3 punkty",
        "5 punktów",
    ]
    assert translate("widgets.equations.points", "en", points=1) == "1 point"
    assert translate("widgets.equations.points", "ja", points=30) == "30ポイント"


def test_an_unknown_noun_is_an_error_and_a_plain_spec_still_formats():
    with pytest.raises(KeyError):
        counted("dragons", 2, "en")
    assert translate("i18n.list_two", "en", first=f"{7:>3}", last="Y") == "  7 and Y"


@pytest.mark.parametrize(
    ("language", "one", "two", "three"),
    [
        ("en", "7", "7 and Y", "7, Y, and +"),
        ("pl", "7", "7 i Y", "7, Y i +"),
        ("ja", "7", "7、Y", "7、Y、+"),
    ],
)
def test_lists_are_joined_as_each_language_joins_them(language, one, two, three):
    assert join_list(["7"], language) == one
    assert join_list(["7", "Y"], language) == two
    assert join_list(["7", "Y", "+"], language) == three
    assert join_list([], language) == ""


def test_a_list_parameter_is_joined_in_the_message():
    assert translate("i18n.list_two", "en", first=["7", "Y"], last="+") == "7 and Y and +"
