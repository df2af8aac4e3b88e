"""Answer readers: what a pupil typed, read as a value, a yes or no, a sign, a letter or an
expression made of given cards. A reader raises :class:`AnswerError` (with a friendly
verdict) when the answer cannot be read; text is read by :mod:`mathplay.expr`, never ``eval``.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from fractions import Fraction
from typing import Any

from mathplay.errors import ExpressionError, shown
from mathplay.expr import OPERATORS, Expr, ExprRules, evaluate, normalize_symbol, parse, split_cards
from mathplay.expr.cards import fold
from mathplay.lessons.verdicts import AnswerError, wrong

__all__ = [
    "MAX_DIGITS",
    "plain_answer",
    "read_choice",
    "read_expression",
    "read_number",
    "read_operator",
    "read_yes_no",
    "reading_in",
    "school_number",
]

MAX_DIGITS = 100
"""The most digits a number read as an answer may have (a longer one is "too long")."""
_NUMBER_RULES = ExprRules(unary_minus=True, max_length=MAX_DIGITS)
_LONG_VALUE = re.compile(r"[\d\s+\-/.,%]+")
_GROUPED_COMMA = re.compile(r"\d{1,3}(,\d{3})+")  # 85,320 (en, ja)
_GROUPED_SPACE = re.compile(r"\d{1,3}( \d{3})+")  # 85 320 (pl; a no-break space folds to one)
_DECIMAL = re.compile(r"\d+([.,]\d+)?")  # 7, 0.0575, 0,0575 (pl)
_LANGUAGE: ContextVar[str | None] = ContextVar("mathplay_answer_language", default=None)
_MINUS_SIGNS = str.maketrans({"−": "-", "–": "-", "ー": "-"})
_YES = {"yes", "y", "true", "t", "1", "はい", "tak"}
_NO = {"no", "n", "false", "f", "0", "いいえ", "nie"}


@contextmanager
def reading_in(language: str | None) -> Iterator[None]:
    """Read answers as ``language``'s school writes numbers (``"1,5"`` is 3/2 in Polish and
    1,5 is never a grouping there); ``None``: both ways, a comma before exactly three digits
    grouping them."""
    token = _LANGUAGE.set(language)
    try:
        yield
    finally:
        _LANGUAGE.reset(token)


def _unsigned(text: str) -> Fraction | None:
    """``85,320``, ``85 320``, ``0.0575``, ``0,0575``: a number without sign, or ``None``."""
    polish = _LANGUAGE.get() == "pl"
    if _GROUPED_SPACE.fullmatch(text) or (not polish and _GROUPED_COMMA.fullmatch(text)):
        return Fraction(text.replace(" ", "").replace(",", ""))
    if _DECIMAL.fullmatch(text):
        return Fraction(text.replace(",", "."))
    return None


def school_number(text: str) -> Fraction | None:
    """A number written as a school writes it, or ``None`` if ``text`` is not one: ``−73``,
    ``4904/85 320``, ``4904/85,320``, ``0,0575``, ``5,75%`` (a percentage is its value ÷ 100).
    A fraction over 0 raises ZeroDivisionError."""
    text = _value_text(text)
    percent = text.endswith("%")
    text = text.removesuffix("%").strip()
    sign = -1 if text.startswith("-") else 1
    text = text.removeprefix("-").removeprefix("+").strip()
    parts = [_unsigned(part.strip()) for part in text.split("/")]
    if len(parts) > 2 or None in parts:
        return None
    value = parts[0] if len(parts) == 1 else parts[0] / parts[1]  # type: ignore[operator]
    return sign * value / (100 if percent else 1)


def _value_text(text: str) -> str:
    """Full-width digits folded (``3²`` stays as typed), true minus signs made ASCII, outer
    spaces gone."""
    return fold(text).translate(_MINUS_SIGNS).strip()


def plain_answer(answer: Any) -> Any:
    """``answer`` with a subclass of ``str``, ``int``, ``float`` or ``Fraction`` made the
    plain type, so that no method of the pupil's own runs while it is judged; an object that
    breaks when looked at is an unreadable answer."""
    try:
        if type(answer) in (str, int, float, bool, Fraction) or answer is None:
            return answer
        if isinstance(answer, str):
            return str.__str__(answer)
        if isinstance(answer, int):
            return int.__int__(answer)
        if isinstance(answer, float):
            return float.__float__(answer)
        if isinstance(answer, Fraction):
            return Fraction(int.__int__(answer.numerator), int.__int__(answer.denominator))
    except Exception:  # an object whose own methods raise: a verdict, never a traceback
        raise AnswerError(wrong("lessons.answer.unreadable")) from None
    return answer


def _not_too_long(value: Fraction) -> Fraction:
    """``value``, if it can be an answer (written with at most MAX_DIGITS digits)."""
    if max(abs(value.numerator), value.denominator) >= 10**MAX_DIGITS:
        raise AnswerError(wrong("lessons.answer.too_long", limit=MAX_DIGITS))
    return value


def read_number(answer: Any) -> Fraction:
    """An exact value from ``7``, ``Fraction(5, 3)``, ``"5/3"``, ``"−73"``, ``"７"`` or ``2.5``,
    or as a school writes it (``"85 320"``, ``"0,0575"``, ``"5,75%"``: :func:`school_number`).

    A value question wants the value itself: a calculation such as ``"8 − 3 ÷ 3"`` is
    refused (``lessons.want_value``), even when its value is right. A float is taken as the
    decimal it prints as (``0.1`` is 1/10).
    """
    if isinstance(answer, bool) or answer is None:
        raise AnswerError(wrong("lessons.want_number", answer=shown(answer)))
    if isinstance(answer, int | Fraction):
        return _not_too_long(Fraction(answer))
    if isinstance(answer, float):
        if not math.isfinite(answer):
            raise AnswerError(wrong("lessons.answer.not_a_number", answer=repr(answer)))
        return _not_too_long(Fraction(repr(answer)))
    if not isinstance(answer, str):
        raise AnswerError(wrong("lessons.want_number", answer=shown(answer)))
    text = _value_text(answer)
    if len(text) > MAX_DIGITS and _LONG_VALUE.fullmatch(text):  # "9" × 5,000
        raise AnswerError(wrong("lessons.answer.too_long", limit=MAX_DIGITS))
    try:
        value = school_number(answer)
    except ZeroDivisionError:  # 5/0
        raise AnswerError(wrong("lessons.want_number", answer=shown(answer))) from None
    if value is not None:
        return _not_too_long(value)
    try:
        parse(answer, _NUMBER_RULES)
    except ExpressionError as err:
        raise AnswerError(wrong("lessons.want_number_text", answer=answer, reason=err)) from None
    raise AnswerError(wrong("lessons.want_value", answer=answer.strip()))


def read_yes_no(answer: Any) -> bool:
    """``True``/``False``, or ``"yes"``/``"no"`` (also はい/いいえ, tak/nie)."""
    if isinstance(answer, bool):
        return answer
    word = answer.strip().lower() if isinstance(answer, str) else None
    if word in _YES:
        return True
    if word in _NO:
        return False
    raise AnswerError(wrong("lessons.want_yes_no", answer=shown(answer)))


def read_operator(answer: Any) -> str:
    """One of + − × ÷, however it was typed (``"*"``, ``"x"``, ``":"``, ``"/"``, ``"-"``)."""
    symbol = normalize_symbol(answer.strip()) if isinstance(answer, str) else None
    if symbol not in OPERATORS:
        raise AnswerError(wrong("lessons.want_operator", answer=shown(answer)))
    return symbol


def read_choice(answer: Any, choices: Sequence[str]) -> str:
    """One of the letters ``choices`` (``"A"``, ``"b"``, ``"Ｂ"``), as a capital letter."""
    letter = _value_text(answer).upper() if isinstance(answer, str) else None
    if letter not in tuple(choices):
        raise AnswerError(
            wrong("lessons.want_choice", answer=shown(answer), choices=", ".join(choices))
        )
    return letter


def read_expression(answer: Any, cards: Iterable[str]) -> tuple[Expr, Fraction]:
    """An expression typed with exactly ``cards`` (all of them, each once), and its value."""
    if not isinstance(answer, str):
        raise AnswerError(wrong("lessons.want_expression", answer=shown(answer)))
    try:
        expr = parse(answer)
        value = evaluate(expr)
    except ExpressionError as err:
        raise AnswerError(wrong("lessons.bad_expression", reason=err)) from None
    wanted, used = Counter(split_cards(cards)), Counter(expr.cards())
    if used != wanted:
        missing = " ".join(sorted((wanted - used).elements())) or "–"
        extra = " ".join(sorted((used - wanted).elements())) or "–"
        raise AnswerError(wrong("lessons.wrong_cards", missing=missing, extra=extra))
    return expr, value
