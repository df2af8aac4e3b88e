"""Every answer a pupil can type gets a verdict box: a few hundred hostile answers (huge
numbers, nan and inf, bytes, lists, dicts, None, objects whose own methods raise, very long
texts, control characters, raised and circled digits, mixed scripts) against every check of
every lesson and every puzzle kind, and hypothesis answers on top."""

from __future__ import annotations

import importlib
import re
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mathplay.lessons.checks import Feedback, Lesson
from mathplay.lessons.readers import MAX_DIGITS, read_number
from mathplay.lessons.verdicts import AnswerError
from mathplay.puzzles import KIND_NAMES, generate, worksheet
from tests.hostile import Raises, json_values

LESSONS = ["order_of_operations", "biggest_expression", "sum_to_15", "triolet_moves"]
PLACEHOLDER = re.compile(r"\{[a-z_]+(![rs])?(:[a-z_]+)?\}")


class SlyText(str):
    """A text whose own methods raise."""

    def strip(self, *args):
        raise RuntimeError("strip")

    def __eq__(self, other):
        raise RuntimeError("eq")

    __hash__ = str.__hash__


class SlyNumber(int):
    def __eq__(self, other):
        raise RuntimeError("eq")

    def __repr__(self):
        raise RuntimeError("repr")

    __hash__ = int.__hash__


class SlyFloat(float):
    def __repr__(self):
        raise RuntimeError("repr")


class SlyFraction(Fraction):
    @property
    def numerator(self):
        raise RuntimeError("numerator")


class BadClass:
    """An object whose ``__class__`` raises (``isinstance`` itself asks it)."""

    @property
    def __class__(self):
        raise RuntimeError("class")


def _hostile() -> list[object]:
    numbers: list[object] = [0, 1, -1, 7, 2**63, 10**MAX_DIGITS, 10**MAX_DIGITS - 1]
    numbers += [10**k for k in (20, 99, 101, 300, 4299, 4301, 5000)]
    numbers += [-(10**5000), Fraction(10**5000, 3), Fraction(1, 10**5000), Fraction(-7, 2)]
    numbers += [float(x) for x in ("nan", "inf", "-inf", "1e309", "1e308", "-0.0", "5e-324")]
    numbers += [1.5, 0.1, 1e-300, 1e300, complex(1, 2), Decimal("1.5"), Decimal("NaN")]
    numbers += [True, False, None]
    texts = ["", " ", "\t", "\r\n", "7", " 7 ", "７", "−7", "-7", "+7", "--7", "7.", ".5"]
    texts += ["9" * n for n in (MAX_DIGITS, MAX_DIGITS + 1, 4301, 5000)]
    texts += ["-" + "9" * 5000, "1/" + "9" * 5000, "9" * 5000 + "/3", "0." + "1" * 5000]
    texts += ["nan", "NaN", "inf", "-inf", "Infinity", "1e309", "1e3", "0x10", "1_000"]
    texts += ["5/0", "0/0", "1/3", "1 / 3", "7,5", "7 000", "7 7", "sieben", "七", "Ψ"]
    texts += ["yes", "no", "tak", "nie", "はい", "いいえ", "A", "b", "Ｂ", "C", "Z"]
    texts += ["+", "-", "×", "÷", ":", "*", "x", "/", "Y", "y", "=", "= 7", "8 − 3 ÷ 3 = 7"]
    texts += ["8 − 3 ÷ 3", "8-3/3", "(8 − 3) ÷ 3", "[" * 1000, "(" * 1000, "1" * 2000]
    texts += ["a" * 1_000_000, "7" + " " * 100_000, "\ud800", "7\ud800", "\ufeff7", "7\u200b"]
    texts += ["\u202e7", "Greedy", "greedy ", "RANDOM", "Strategic", "none", "なし", "brak"]
    controls = [chr(c) for c in [*range(32), 127, 0x85, 0xA0, 0x2028]]
    texts += [c + "7" for c in controls] + [f"7{c}7" for c in controls]
    raised = "⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉①②③④⑤⑥⑦⑧⑨⑩⁺⁻₊½⅓¼"
    texts += [f"3{c}" for c in raised] + list(raised)
    zeros = [0x660, 0x6F0, 0x966, 0x9E6, 0xE50, 0xFF10, 0x1D7CE, 0x1D7EC]  # other scripts
    texts += [chr(z + 1) + chr(z + 2) for z in zeros] + [f"{chr(z + 3)} + 4" for z in zeros]
    texts += ["Ⅶ", "З", "О", "l", "I", "7 + Ⅶ"]  # numerals and look-alikes
    objects: list[object] = [b"7", bytearray(b"7"), [7], [], {}, {"a": 7}, (7,), {7}, (1, 2, 3)]
    objects += [frozenset(), range(3), object(), type, print, iter([1]), [[1, 2], [3]]]
    objects += [["7", "+", 10**5000], [Raises()], {"row": 1}, [None] * 1000, [[[[[]]]]]]
    objects += [Raises(), SlyText("7"), SlyNumber(7), SlyFloat(1.5), SlyFraction(1, 2)]
    objects += [BadClass(), Exception("7"), Lesson, Fraction]
    return numbers + texts + objects


HOSTILE = _hostile()


def test_the_hostile_list_is_a_few_hundred():
    assert len(HOSTILE) > 300


def assert_a_verdict(feedback: object, answer: object = None) -> None:
    """A Feedback with a verdict, every placeholder of its message filled in (a `{name}` the
    pupil typed herself may be shown back to her, no more often than she typed it)."""
    assert isinstance(feedback, Feedback) and feedback.kind in ("good", "wrong")
    typed = len(PLACEHOLDER.findall(answer)) if type(answer) is str else 0
    assert feedback.text and len(PLACEHOLDER.findall(feedback.text)) <= typed
    assert len(feedback.text) < 2000


@pytest.mark.parametrize("name", LESSONS)
def test_every_hostile_answer_gets_a_verdict_in_every_lesson(name):
    lesson = importlib.import_module(f"mathplay.lessons.keys.{name}").LESSON
    for number in sorted(lesson.exercises):
        for index, answer in enumerate(HOSTILE):
            language = ("en", "ja", "pl")[index % 3]
            assert_a_verdict(lesson.check(number, answer, language=language, strict=False), answer)


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_every_hostile_answer_gets_a_verdict_in_every_puzzle_kind(kind):
    sheet = worksheet(generate(kind, count=1, seed=3, language="ja"))
    for answer in HOSTILE:
        assert_a_verdict(sheet.check(1, answer, strict=False), answer)


@pytest.mark.parametrize(
    ("answer", "message_id"),
    [
        ("9" * 5000, "lessons.answer.too_long"),
        (10**5000, "lessons.answer.too_long"),
        (Fraction(1, 10**5000), "lessons.answer.too_long"),
        (1e300, "lessons.answer.too_long"),
        (float("nan"), "lessons.answer.not_a_number"),
        (1e309, "lessons.answer.not_a_number"),
        ("3²", "lessons.want_number_text"),
        ("①", "lessons.want_number_text"),
        (Raises(), "lessons.want_number"),
    ],
    ids=["9×5000", "10**5000", "1/10**5000", "1e300", "nan", "1e309", "3²", "①", "raises"],
)
def test_the_issue_examples_get_a_friendly_reason(answer, message_id):
    with pytest.raises(AnswerError) as info:
        read_number(answer)
    assert info.value.verdict.message_id == message_id


def test_a_raised_digit_is_not_read_as_a_plain_one():
    from mathplay.lessons.keys.order_of_operations import LESSON

    for answer in ("3²", "10⁰", "①", "₇"):
        feedback = LESSON.check(1, answer, language="en", strict=False)
        assert not feedback.correct and "raised, lowered or circled" in feedback.text
    assert read_number("３２") == 32  # full-width digits are still plain digits


ANSWERS = (
    json_values()
    | st.text(max_size=200)
    | st.from_regex(r"[-+−]?[0-9０-９²³¹⁰①-⑨]{0,120}([./:][0-9]{0,120})?", fullmatch=True)
    | st.integers(min_value=-(10**400), max_value=10**400)
    | st.fractions()
    | st.binary(max_size=20)
)


@settings(max_examples=80)
@given(lesson=st.sampled_from(LESSONS), answer=ANSWERS, data=st.data())
def test_any_answer_gets_a_verdict(lesson, answer, data):
    checks = importlib.import_module(f"mathplay.lessons.keys.{lesson}").LESSON
    number = data.draw(st.sampled_from(sorted(checks.exercises)))
    assert_a_verdict(checks.check(number, answer, language="pl", strict=False), answer)
