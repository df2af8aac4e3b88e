"""No wrong answer's feedback gives the answer away: not in a hint, not in a message naming a
mistake, in no language and for no variant (lesson 3's hint once said "like 4904/85320")."""

from __future__ import annotations

import importlib
import re

import pytest

from mathplay.expr import ExpressionError, evaluate
from mathplay.i18n import LANGUAGES
from mathplay.i18n.notation import notation
from mathplay.lessons.checks import Lesson
from mathplay.lessons.keys.biggest_expression import Options, lesson
from mathplay.lessons.readers import read_number, reading_in
from mathplay.lessons.source import lesson_sources
from mathplay.lessons.verdicts import AnswerError, Message, Verdict, group_digits, render

PROBES = (0, 1, 2, 3, 4, 5, 7, 10, 100, "1/2", "A", "B", "C", "yes", "no", "+", "×", "Greedy")
"""Wrong answers every exercise is tried with, besides its own typical ones."""
TOURNAMENT_SEEDS_ELSEWHERE = {("triolet-moves", 7), ("triolet-moves", 8)}
"""Variants of these play other tournaments (seconds each): their lesson's own is checked."""


def _lessons() -> list[Lesson]:
    keys = [importlib.import_module(f"mathplay.lessons.keys.{s.module}") for s in lesson_sources()]
    return [key.LESSON for key in keys] + [lesson(Options(negatives=False))]


def _exercises():
    for each in _lessons():
        for number, exercise in each.exercises.items():
            others = (
                ()
                if (each.name, number) in TOURNAMENT_SEEDS_ELSEWHERE
                else each.variants.get(number, ())
            )
            for at, one in enumerate((exercise, *others)):
                yield pytest.param(each, one, id=f"{each.name}-{number}-{at}")


def _forms(answer: str, language: str) -> set[str]:
    """The answer as it could be written: ``4904/85320``, ``4904/85,320``, ``613/10665``,
    ``3 − 86`` and ``3 − 86`` in the language's notation."""
    forms = {answer, notation(answer, language)}
    try:
        with reading_in(language):
            value = read_number(answer)
    except AnswerError:
        try:
            value = evaluate(answer)  # a row: its value would give it away too
        except ExpressionError:
            return forms
        forms.add(str(value).replace("-", "−"))
        return {f for f in forms if len(f) > 1}
    parts = answer.split("/")
    if len(parts) == 2 and all(p.strip().isdigit() for p in parts):
        top, bottom = (int(p) for p in parts)
        forms.add(f"{group_digits(top, language)}/{group_digits(bottom, language)}")
    if value.denominator != 1:
        forms.add(f"{value.numerator}/{value.denominator}")
    return forms


def _shows(text: str, form: str) -> bool:
    """Whether ``form`` stands in ``text`` as a whole (5 is not in 15, 2/3 not in 12/35)."""
    return bool(re.search(rf"(?<![\d/.,]){re.escape(form)}(?![\d/]|[.,]\d)", text))


ECHO = {"given", "steps", "line", "total", "sum", "answer", "made", "sign", "value", "letter"}
"""Parameters that say back what the pupil answered (``6 + 4 + 6 = 16``): everything else a
check says (its hints, the mistake it names, the reason it asks for) is what is checked."""


def _said(message_id: str, params, language: str) -> str:
    """The feedback without the pupil's own answer said back to them."""
    shown = {}
    for name, value in params.items():
        if name in ECHO:
            value = "…"
        elif isinstance(value, Message | Verdict):
            value = _said(value.message_id, value.params, language)
        shown[name] = value
    return render(message_id, shown, language)


FRACTION = re.compile(r"\d+(?:[ ,\u00a0]\d{3})*\s*/\s*\d+(?:[ ,\u00a0]\d{3})*")


def _fractions_equal_to(answer: str, text: str, language: str) -> list[str]:
    """The fractions in ``text`` worth as much as a fraction ``answer`` (4904/85,320 is
    613/10665)."""
    with reading_in(language):
        try:
            value = read_number(answer)
        except AnswerError:
            return []
        if value.denominator == 1:
            return []
        return [f for f in FRACTION.findall(text) if read_number(f) == value]


@pytest.mark.parametrize(("owner", "exercise"), list(_exercises()))
def test_no_wrong_answer_is_told_the_answer(owner, exercise):
    answer = str(exercise.answer)
    if len(answer) < 2 and not answer.isdigit():
        pytest.skip("a sign, a letter or yes/no: telling it is the reason's business")
    probes = [*exercise.typical, *PROBES]
    for language in LANGUAGES:
        asked = notation(exercise.prompt_text(language), language)
        forms = {form for form in _forms(answer, language) if not _shows(asked, form)}
        for probe in probes:
            verdict = owner.judge(exercise, probe)
            if verdict.correct or verdict.message_id.startswith("lessons.want_"):
                continue
            text = _said(verdict.message_id, verdict.params, language)
            for form in forms:
                assert not _shows(text, form), (language, probe, form, text)
            assert not _fractions_equal_to(answer, text, language), (language, probe, text)


def test_a_fraction_worth_the_answer_is_found_however_it_is_written():
    """The old hint's "like 4904/85320" is the answer 613/10665: the test above sees that."""
    old_hint = 'Hint: trio racks ÷ all racks, written as a fraction like "4904/85320".'
    assert _fractions_equal_to("613/10665", old_hint, "en") == ["4904/85320"]
    assert _fractions_equal_to("613/10665", "4904/85 320", "pl") == ["4904/85 320"]
    assert not _fractions_equal_to("613/10665", 'like "2/3"', "en")
    assert _shows("not 33", "33") and not _shows("not 133", "33") and not _shows("3/86", "86")
