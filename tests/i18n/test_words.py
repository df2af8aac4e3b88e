"""Every message a pupil can see in a board, rendered with tricky parameters, read against the
rules of each language (written down in docs/boards.md, "Words").

The messages: the boards' own (``widgets.``), and the engines' that a board shows as they are
(why a move is refused, a score line, a saved file): Equations, Memory Max, Triolet, the
expression parser, the game contract, saving, and the shared ones.

The parameters: the name "You" (as in every lesson) and "Ann"; counts 0, 1, 2, 5 and 22;
lists of one and of two items. Each rule below is a regular expression that must not match
the rendered text (or, where marked, the template).
"""

from __future__ import annotations

import itertools
import re
import string

import pytest

from mathplay.i18n import LANGUAGES, catalog, translate

SCOPE = (  # the boards' messages, the list patterns, and the engines' messages boards show
    "widgets.",
    "i18n.",
    "equations.",
    "memory.",
    "triolet.",
    "expr.",
    "game.",
    "saves.",
    "files.",
    "error.",
    "move.",
    "state.",
)
NAMES = {"player", "partner", "winner", "name", "next"}
COUNTS = {
    "count",
    "points",
    "cards",
    "digits",
    "operators_drawn",
    "below",
    "moves",
    "left",
    "turns",
    "most",
    "draw",
    "discards",
    "bag",
    "cost",
    "target",
    "penalty",
    "total",
    "players_count",
    "seats",
    "shuffled",
    "distance",
    "copies",
    "found",
    "wanted",
    "least",
    "minimum",
    "maximum",
    "length",
    "limit",
    "rows",
    "cols",
    "size",
    "void_at",
}
LISTS = {"players", "faces", "tiles", "cards_list", "drawn", "names", "choices"}
OTHER = {  # params that are neither names, counts nor lists: a plausible value
    "expression": "7 + 8",
    "value": "15",
    "best": "16",
    "text": "7 + 8 = 15",
    "reason": "The tiles must lie in one line.",
    "breakdown": "9 + 6 = 15",
    "lines": "9 + 6 = 15",
    "line": "9 + 6 = 15",
    "equation": 2,
    "row": 7,
    "col": 7,
    "last": 14,
    "index": 3,
    "what": "double square, empty",
    "tile": "7",
    "symbol": "×",
    "operators": "+ −",
    "goal": "15",
    "seat": "'x'",
    "known": "en, ja, pl",
    "language": "'xx'",
    "piles": "'up'",
    "side": "'up'",
    "give": "7",
    "take": "2 points",
    "face": "7",
    "left_value": "9 ÷ 2",
    "right_value": "6",
    "kind": "digit",
    "card": "row 1, column 2, 7",
    "number": 3,
    "name_of": "Ann",
    "key": "1",
    "keys": "1, 2, 3",
    "first": "A",
    "content": "empty",
    "state": "just taken",
    "right": "6",
    "one": 1,
    "all": 2,
    "pile": "'digit'",
    "item": "(0, 'left')",
    "after": "8 = 7",
    "before": "8 =",
    "entry": "('7', -1)",
    "option": "'goal'",
    "problem": "the scores are not numbers",
    "field": "racks[1]",
    "variant": "'trading'",
    "move": "play 0L1 − 3",
    "op": "+",
    "second": "×",
    "seed": "'x'",
    "game": "'chess'",
    "bot": "'Robo'",
    "capacity": "-1",
    "forget": "1.5",
    "position": 12,
    "detail": "a card is twice in a hand",
    "part": "bot_delay",
    "indices": "'0 2'",
    "grid": "(0, 8)",
    "path": "my-game.json",
    "version": 9,
    "token": "'x'",
    "digit": "9",
    "other": "49",
    "worse": "less",
    "a": "9",
    "b": "4",
    "when": "12 Mar 2026, 14:05",
    "title": "Triolet",
}

NAME_PARAM = "|".join(sorted(NAMES))
COUNT_PARAM = "|".join(sorted(COUNTS))
NOUN_STEMS_EN = "card|tile|point|move|player|value|time|character|row|column|square|seat"
NOUNS_EN = NOUN_STEMS_EN.replace("|", "s|") + "s"
NOUNS_PL = "kart|płyt|punkt|pkt|ruch|gracz|wartoś|znak|pól|pola|wiersz|kolumn|raz|miejsc"
JA = "[ぁ-んァ-ヶー一-龯]"  # a Japanese character (kana or kanji)
RULES: dict[str, list[tuple[str, str, str]]] = {
    # language -> (what it checks, "text" or "template", pattern that must not match)
    "en": [
        ("no possessive glued to a name", "template", rf"\{{({NAME_PARAM})\}}'s"),
        ("no present-tense verb after a name", "text", r"\bYou (is|has|does|was|\w+[^s\W]s)\b"),
        ("one is singular", "text", rf"\b1 ([a-z-]+ )?({NOUNS_EN})\b"),
        (
            "other counts are plural",
            "text",
            r"\b(0|2|5|22) ([a-z-]+ )?(card|tile|point|move)\b(?!s)",
        ),
        ("no hand-made plural", "template", r"\w\(s\)"),
        ("no capital after a colon", "template", r": (?!Y\b)[A-Z]"),
        (
            "a count names its noun",
            "template",
            rf"\{{({COUNT_PARAM})\}} ([a-z-]+ )?({NOUN_STEMS_EN})s?\b",
        ),
        ("no capital after a colon", "text", r": (?!(You|Ann|Y)\b)[A-Z]"),
    ],
    "ja": [
        (
            "full-width punctuation (code may stand in 「」)",
            "literal",
            r"[:!?(),;\"']|\.(?!\.)|\.$",
        ),
        (
            "no space between a number or a field and Japanese",
            "template",
            rf"[}}\d] {JA}|{JA} [{{\d]",
        ),
        ("no space between sentences", "template", r"[。！？：、」] | [。！？：、「]"),
        (
            "a square is マス (the seed's special squares keep 枠)",
            "template",
            r"(?<!ダブル)(?<!トリプル)(?<!リプレイ)(?<!スペシャル)枠",
        ),
        ("no さん glued to a name", "template", rf"\{{({NAME_PARAM})\}} ?さん"),
        ("no space inside Japanese", "literal", r"[ぁ-んァ-ヶ一-龯] [ぁ-んァ-ヶ一-龯]"),
    ],
    "pl": [
        ("no capital after a colon", "template", r": (?!Y\b)[A-ZĄĆĘŁŃÓŚŹŻ]"),
        (
            "a count names its noun",
            "template",
            rf"\{{({COUNT_PARAM})\}} ?({NOUNS_PL})",
        ),
        (
            "no 'noun: number'",
            "template",
            rf"(kart|płytek|punktów|pkt|ruchów|graczy)\w*: \{{({COUNT_PARAM})\}}",
        ),
        (
            "gender-neutral verbs (no 1st/2nd person past, no -li)",
            "text",
            r"\b(?!(jeśli|czyli|symboli)\b)\w+(łem|łam|łeś|łaś|li)\b",
        ),
        ("gender-neutral pronouns", "template", r"\bkt(óry|órzy)\b"),
        ("no gendered endings in brackets", "template", r"\w\((a|y|e)\)"),
        (
            "a name is never the subject of a verb",
            "template",
            rf"\{{({NAME_PARAM})\}} (?!(i|to)\b)[a-ząćęłńóśźż]",
        ),
        ("no capital after a colon", "text", r": (?!(You|Ann|Y)\b)[A-ZĄĆĘŁŃÓŚŹŻ]"),
    ],
}


def _fields(template: str) -> list[str]:
    return [name for _, name, _, _ in string.Formatter().parse(template) if name]


def _literal(template: str) -> str:
    """The template's own text, without its fields and without code quoted in 「」."""
    text = "".join(text for text, _, _, _ in string.Formatter().parse(template))
    return re.sub("「[^」]*」", "「」", text)


def _samples(fields: list[str]):
    """Parameter sets: every count value, both list sizes, both names."""
    for count, size, name in itertools.product((0, 1, 2, 5, 22), (1, 2), ("You", "Ann")):
        params = {}
        for field in fields:
            if field in NAMES:
                params[field] = name
            elif field in COUNTS:
                params[field] = count
            elif field in LISTS:
                params[field] = (
                    ["Ann", "You"][:size] if field in {"players", "names"} else ["7", "Y"][:size]
                )
            else:
                params[field] = OTHER.get(field, f"<{field}>")
        yield params


MESSAGES = sorted(i for i in catalog() if i.startswith(SCOPE))


def test_every_board_message_has_every_language():
    for message_id in MESSAGES:
        texts = catalog()[message_id]
        assert set(texts) == set(LANGUAGES), message_id


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_reads_right(language):
    broken = []
    for message_id in MESSAGES:
        template = catalog()[message_id][language]
        fields = _fields(template)
        unknown = [f for f in fields if f not in NAMES | COUNTS | LISTS | set(OTHER)]
        if unknown:
            broken.append(f"{message_id}: unknown parameter {unknown} (add it to the test)")
        for what, where, pattern in RULES[language]:
            if where == "template" and re.search(pattern, template):
                broken.append(f"{message_id}: {what}: {template!r}")
            if where == "literal" and re.search(pattern, _literal(template)):
                broken.append(f"{message_id}: {what}: {template!r}")
        for params in _samples(fields):
            text = translate(message_id, language, **params)
            if "{" in text or "}" in text:
                broken.append(f"{message_id}: a field is left: {text!r}")
            for what, where, pattern in RULES[language]:
                if where == "text" and re.search(pattern, text):
                    broken.append(f"{message_id}: {what}: {text!r}")
                    break
    assert not broken, "\n".join(sorted(set(broken)))
