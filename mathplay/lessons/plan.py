"""A lesson's teaching plan: the 45 minutes, the curriculum, the words, support and stretch.

Each lesson has a plan beside its source, ``mathplay/lessons/plans/NN-name.toml`` (TOML,
read by the standard library's ``tomllib``), every text in en, ja and pl:

- ``[[step]]``: the lesson minute by minute; ``part`` is ``login``, ``starter``, ``core``,
  ``optional``, ``plenary`` or ``exit``. Every part but ``optional`` is the core path, and
  its minutes add up to :data:`LESSON_MINUTES`; an optional step names what it replaces or
  extends (the teacher chooses);
- ``[starter]``, ``[plenary]``: what the teacher says and does;
- ``[[exit]]``: the exit ticket, three quick questions with their answers (``answer``: one
  text, or one per language when it holds words) and the typical wrong answer with what it
  shows (``watch``), in a table read at a glance;
- ``[curriculum.en|ja|pl]``: each country's document (``document``) and the objectives the
  lesson meets (``objectives``), in that country's language: England's national curriculum
  in the English edition, Japan's 学習指導要領 in the Japanese, Poland's podstawa programowa
  in the Polish;
- ``[prerequisites]``, ``[[vocabulary]]`` (one term in the three languages, as the lessons
  and the catalog use it), ``[[exercise]]`` (``number``, ``support``, ``stretch``);
- ``printables``: the printable pages the unplugged activities use (their names in
  :data:`mathplay.classroom.printables.PRINTABLES`, each page in
  ``teachers/<lang>/printables/NAME.html``), linked from the plan with the lesson's own
  exit ticket (``NN-name-exit-ticket``).

:func:`load_plan` reads and checks a plan: a :class:`PlanError` names what is missing.
:func:`opening_markdown` and :func:`exercise_markdown` are the teachers' edition's cells
(:mod:`mathplay.lessons.source` writes them), in the school's notation.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from mathplay.i18n import LANGUAGES, translate
from mathplay.i18n.notation import notation

__all__ = [
    "LESSON_MINUTES",
    "PARTS",
    "Plan",
    "PlanError",
    "Step",
    "exercise_markdown",
    "exit_ticket_page",
    "load_plan",
    "opening_markdown",
    "plan_names",
]

LESSON_MINUTES = 45
PARTS = ("login", "starter", "core", "optional", "plenary", "exit")
"""The parts of a plan's steps; every one but ``optional`` is the core path."""
REQUIRED_PARTS = ("login", "starter", "core", "plenary", "exit")
EXIT_QUESTIONS = 3

Texts = dict[str, str]


class PlanError(ValueError):
    """A plan that misses a part, a language or a minute."""


@dataclass(frozen=True)
class Step:
    """One row of the plan: its part, minutes and what happens (per language)."""

    part: str
    minutes: int
    text: Texts

    @property
    def core(self) -> bool:
        return self.part != "optional"


@dataclass(frozen=True)
class ExitQuestion:
    """A question of the exit ticket, its answer and what the typical wrong answer shows."""

    question: Texts
    answer: Texts
    watch: Texts


@dataclass(frozen=True)
class Curriculum:
    document: str
    objectives: tuple[str, ...]


@dataclass(frozen=True)
class Plan:
    """A lesson's plan (see the module's docstring)."""

    lesson: str
    steps: tuple[Step, ...]
    starter: Texts
    plenary: Texts
    exit: tuple[ExitQuestion, ...]
    curriculum: dict[str, Curriculum]
    prerequisites: dict[str, tuple[str, ...]]
    vocabulary: tuple[Texts, ...]
    support: dict[int, Texts]
    stretch: dict[int, Texts]
    printables: tuple[str, ...]

    @property
    def core_minutes(self) -> int:
        return sum(step.minutes for step in self.steps if step.core)

    def timetable(self) -> list[tuple[int | None, int | None, Step]]:
        """Each step with its start and end minute (``None`` for an optional step)."""
        rows: list[tuple[int | None, int | None, Step]] = []
        minute = 0
        for step in self.steps:
            if step.core:
                rows.append((minute, minute + step.minutes, step))
                minute += step.minutes
            else:
                rows.append((None, None, step))
        return rows


def _texts(value: Any, where: str) -> Texts:
    if not isinstance(value, dict):
        raise PlanError(f"{where}: a text in every language")
    missing = [lang for lang in LANGUAGES if not str(value.get(lang, "")).strip()]
    if missing:
        raise PlanError(f"{where}: no text in {', '.join(missing)}")
    return {lang: str(value[lang]).strip() for lang in LANGUAGES}


def _answer(value: Any, where: str) -> Texts:
    """An answer: one text for every language (a number, an expression), or one each."""
    if isinstance(value, str) and value.strip():
        return dict.fromkeys(LANGUAGES, value.strip())
    return _texts(value, where)


def _lines(value: Any, where: str) -> dict[str, tuple[str, ...]]:
    if not isinstance(value, dict):
        raise PlanError(f"{where}: a list in every language")
    out = {}
    for lang in LANGUAGES:
        items = value.get(lang)
        if not isinstance(items, list) or not items or not all(str(i).strip() for i in items):
            raise PlanError(f"{where}: no list in {lang}")
        out[lang] = tuple(str(i).strip() for i in items)
    return out


def parse_plan(data: dict[str, Any]) -> Plan:
    """The plan in ``data`` (a parsed TOML file), checked whole."""
    lesson = str(data.get("lesson", ""))
    steps = []
    for index, step in enumerate(data.get("step", []), 1):
        part, minutes = step.get("part"), step.get("minutes")
        if part not in PARTS or not isinstance(minutes, int) or minutes <= 0:
            raise PlanError(f"{lesson} step {index}: a part of {PARTS} and its minutes")
        steps.append(Step(part, minutes, _texts(step, f"{lesson} step {index}")))
    plan_parts = {step.part for step in steps}
    missing = [part for part in REQUIRED_PARTS if part not in plan_parts]
    if missing:
        raise PlanError(f"{lesson}: the plan has no {', '.join(missing)}")
    exits = tuple(
        ExitQuestion(
            _texts(q, f"{lesson} exit {i}"),
            _answer(q.get("answer"), f"{lesson} exit {i} answer"),
            _texts(q.get("watch"), f"{lesson} exit {i} watch"),
        )
        for i, q in enumerate(data.get("exit", []), 1)
    )
    if len(exits) != EXIT_QUESTIONS:
        raise PlanError(f"{lesson}: an exit ticket of {EXIT_QUESTIONS} questions with answers")
    curriculum = {}
    for lang in LANGUAGES:
        entry = data.get("curriculum", {}).get(lang, {})
        document, objectives = entry.get("document", ""), entry.get("objectives", [])
        if not document or not objectives:
            raise PlanError(f"{lesson}: curriculum.{lang} needs its document and objectives")
        curriculum[lang] = Curriculum(document, tuple(objectives))
    vocabulary = tuple(_texts(v, f"{lesson} vocabulary") for v in data.get("vocabulary", []))
    if not vocabulary:
        raise PlanError(f"{lesson}: no vocabulary")
    support, stretch = {}, {}
    for entry in data.get("exercise", []):
        number = entry.get("number")
        support[number] = _texts(entry.get("support"), f"{lesson} exercise {number} support")
        stretch[number] = _texts(entry.get("stretch"), f"{lesson} exercise {number} stretch")
    plan = Plan(
        lesson,
        tuple(steps),
        _texts(data.get("starter"), f"{lesson} starter"),
        _texts(data.get("plenary"), f"{lesson} plenary"),
        exits,
        curriculum,
        _lines(data.get("prerequisites"), f"{lesson} prerequisites"),
        vocabulary,
        support,
        stretch,
        tuple(data.get("printables", ())),
    )
    if plan.core_minutes != LESSON_MINUTES:
        raise PlanError(f"{lesson}: the core path takes {plan.core_minutes} minutes, not 45")
    return plan


def plan_names() -> list[str]:
    """The lessons that have a plan, in lesson order."""
    folder = resources.files("mathplay.lessons") / "plans"
    return sorted(
        f.name.removesuffix(".toml") for f in folder.iterdir() if f.name.endswith(".toml")
    )


def exit_ticket_page(lesson: str) -> str:
    """The name of lesson ``lesson``'s printable exit ticket (``NN-name-exit-ticket``)."""
    return f"{lesson}-exit-ticket"


@cache
def load_plan(lesson: str) -> Plan:
    """Lesson ``lesson``'s plan (``"01-order-of-operations"``), read and checked."""
    path = resources.files("mathplay.lessons") / "plans" / f"{lesson}.toml"
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise PlanError(f"{lesson}: no plan") from None
    plan = parse_plan(tomllib.loads(text))
    if plan.lesson != lesson:
        raise PlanError(f"{path.name} says it is {plan.lesson!r}")
    return plan


# ----- the teachers' edition's cells ------------------------------------------------------
def _t(message_id: str, language: str, **params: Any) -> str:
    return translate(message_id, language, **params)


def _cell_text(text: str) -> str:
    return " ".join(text.split())  # one table row


def plan_markdown(plan: Plan, language: str) -> str:
    """The 45 minutes: a table (core path with its minutes, ⭐ optional parts), then the
    starter, the plenary and the exit ticket with its answers."""
    head = "| {} | {} | {} |".format(
        _t("lessons.plan.minutes", language),
        _t("lessons.plan.part", language),
        _t("lessons.plan.what", language),
    )
    dash = "〜" if language == "ja" else "–"
    rows = [head, "|---|---|---|"]
    for start, end, step in plan.timetable():
        when = f"{start}{dash}{end}" if start is not None else f"⭐ +{step.minutes}"
        part = _t(f"lessons.plan.part.{step.part}", language)
        rows.append(f"| {when} | {part} | {_cell_text(step.text[language])} |")
    exit_lines = [f"{i}. {q.question[language]}" for i, q in enumerate(plan.exit, 1)]
    answers = [
        "| | {} | {} |".format(
            _t("lessons.plan.answer", language), _t("lessons.plan.watch", language)
        ),
        "|---|---|---|",
        *(
            f"| {i} | {q.answer[language]} | {q.watch[language]} |"
            for i, q in enumerate(plan.exit, 1)
        ),
    ]
    parts = [
        _t("lessons.plan.heading", language),
        _t("lessons.plan.core_path", language, minutes=plan.core_minutes),
        "\n".join(rows),
        "#### " + _t("lessons.plan.part.starter", language),
        plan.starter[language],
        "#### " + _t("lessons.plan.part.plenary", language),
        plan.plenary[language],
        "#### " + _t("lessons.plan.part.exit", language),
        "\n".join(exit_lines),
        "\n".join(answers),
    ]
    pages = [(name, name.replace("-", "_")) for name in plan.printables]
    pages.append((exit_ticket_page(plan.lesson), "exit_ticket"))
    links = [
        f"- [{_t('classroom.print.' + key, language)}](printables/{name}.html)"
        for name, key in pages
    ]
    parts += ["#### " + _t("lessons.plan.printables", language), "\n".join(links)]
    return notation("\n\n".join(parts), language)


def objectives_markdown(plan: Plan, language: str) -> str:
    """The curriculum of the edition's country, the prerequisites and the key vocabulary."""
    curriculum = plan.curriculum[language]
    parts = [
        _t("lessons.plan.curriculum", language),
        f"*{curriculum.document}*",
        "\n".join(f"- {line}" for line in curriculum.objectives),
        "#### " + _t("lessons.plan.prerequisites", language),
        "\n".join(f"- {line}" for line in plan.prerequisites[language]),
        "#### " + _t("lessons.plan.vocabulary", language),
        "\n".join(f"- {term[language]}" for term in plan.vocabulary),
    ]
    return notation("\n\n".join(parts), language)


def opening_markdown(plan: Plan, language: str) -> list[str]:
    """The cells that open a teachers' edition, after its title."""
    return [plan_markdown(plan, language), objectives_markdown(plan, language)]


def exercise_markdown(plan: Plan, number: int, language: str) -> str:
    """Support and stretch for exercise ``number`` (a :class:`PlanError` when it has none)."""
    if number not in plan.support:
        raise PlanError(f"{plan.lesson}: exercise {number} has no support and stretch")
    lines = [
        f"**{_t('lessons.plan.support', language)}** {plan.support[number][language]}",
        f"**{_t('lessons.plan.stretch', language)}** {plan.stretch[number][language]}",
    ]
    return notation("\n\n".join(lines), language)
