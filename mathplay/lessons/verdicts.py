"""Verdicts on answers: right or wrong, and the message (an id and its parameters) that says why.

Messages are written out in a language only when shown (:func:`render`), so one verdict can
be shown in English, Japanese or Polish.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from mathplay.errors import SHOWN_LENGTH, MathplayError
from mathplay.i18n import translate
from mathplay.i18n.notation import notation

__all__ = [
    "AnswerError",
    "Message",
    "Percent",
    "Verdict",
    "format_number",
    "format_percent",
    "group_digits",
    "render",
    "right",
    "wrong",
]

GROUP_SEPARATOR = {"en": ",", "ja": ",", "pl": "\u00a0"}
"""How each school groups the digits of a big number: 85,320 (en, ja), 85 320 (pl)."""
DECIMAL_MARK = {"en": ".", "ja": ".", "pl": ","}


@dataclass(frozen=True)
class Message:
    """A message id and its parameters, written out in a language only when shown."""

    message_id: str
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Verdict:
    """What a judge decided: right or wrong, and the message id that says why."""

    correct: bool
    message_id: str
    params: Mapping[str, Any] = field(default_factory=dict)


def right(message_id: str, **params: Any) -> Verdict:
    """A verdict for a right answer."""
    return Verdict(True, message_id, params)


def wrong(message_id: str, **params: Any) -> Verdict:
    """A verdict for a wrong answer."""
    return Verdict(False, message_id, params)


class AnswerError(Exception):
    """Raised by an answer reader when the answer cannot be read; carries a wrong verdict."""

    def __init__(self, verdict: Verdict) -> None:
        super().__init__(verdict.message_id)
        self.verdict = verdict


def format_number(value: Fraction | int) -> str:
    """``7``, ``5/3``, ``−73``: a number as a pupil writes it (true minus sign)."""
    value = Fraction(value)
    text = (
        str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    )
    return text.replace("-", "−")


def group_digits(value: int, language: str) -> str:
    """A whole number as the pupil's school writes it: ``85,320`` (en, ja) or ``85 320`` (pl,
    a no-break space); under five digits it stays as worked steps write it (``4904``)."""
    digits = str(abs(value)) if abs(value) < 10_000 else f"{abs(value):,}"
    return ("−" if value < 0 else "") + digits.replace(",", GROUP_SEPARATOR.get(language, ","))


@dataclass(frozen=True)
class Percent:
    """A chance shown as a percentage in the pupil's language (see :func:`format_percent`)."""

    value: float
    places: int = 2


def format_percent(value: float, language: str, places: int = 2) -> str:
    """``5.75%`` (en, ja) or ``5,75%`` (pl): ``value`` (a chance, 0 to 1) in per cent."""
    return f"{100 * value:.{places}f}".replace(".", DECIMAL_MARK.get(language, ".")) + "%"


class _Count(int):
    """A whole number shown as the school groups its digits (``85 320``) that a message can
    still count with (``{count:rows}``: "72 różne rzędy")."""

    text: str

    def __new__(cls, value: int, text: str) -> _Count:
        number = super().__new__(cls, value)
        number.text = text
        return number

    def __format__(self, spec: str) -> str:
        return self.text if not spec else super().__format__(spec)

    def __str__(self) -> str:
        return self.text


def render(message_id: str, params: Mapping[str, Any], language: str) -> str:
    """The message in ``language``; numbers and nested errors inside it are written out too,
    × ÷ as the language's school writes them (:func:`~mathplay.i18n.notation.notation`), and
    the pupil's own ``answer`` is quoted at most :data:`SHOWN_LENGTH` characters long."""
    shown: dict[str, Any] = {}
    for name, value in params.items():
        if name == "answer" and isinstance(value, str) and len(value) > SHOWN_LENGTH:
            value = value[: SHOWN_LENGTH - 1] + "…"
        elif isinstance(value, MathplayError):
            value = value.localized(language).split("\n")[0]
        elif isinstance(value, Fraction | int) and not isinstance(value, bool):
            whole = Fraction(value).denominator == 1
            number = int(value) if whole else 0
            value = (
                _Count(number, group_digits(number, language)) if whole else format_number(value)
            )
        elif isinstance(value, Percent):
            value = format_percent(value.value, language, value.places)
        elif isinstance(value, Message | Verdict):
            value = render(value.message_id, value.params, language)
        shown[name] = value
    return notation(translate(message_id, language, **shown), language)
