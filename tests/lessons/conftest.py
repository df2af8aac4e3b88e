"""Each test starts with the lessons' checks fresh: a wrong choice in one test does not make
the next test give its reason (see mathplay.lessons.reasons). Both the pupils' ``check`` of
each lesson's module and the teachers' ``LESSON`` of its key remember choices."""

import importlib

import pytest

from mathplay.lessons.source import lesson_sources


@pytest.fixture(autouse=True)
def _fresh_lessons():
    checks = []
    for source in lesson_sources():
        checks.append(importlib.import_module(f"mathplay.lessons.{source.module}").check)
        checks.append(importlib.import_module(f"mathplay.lessons.keys.{source.module}").LESSON)
    for check in checks:
        check.start_over()
    yield


@pytest.fixture
def plan_data():
    """A small plan's data (lesson ``09-sample``, exercise 1): every part, every language."""

    def every(**more):
        return {"en": "E", "ja": "日", "pl": "P", **more}

    parts = [("login", 5), ("starter", 5), ("core", 25), ("optional", 10), ("plenary", 5)]
    return {
        "lesson": "09-sample",
        "step": [every(part=part, minutes=m) for part, m in [*parts, ("exit", 5)]],
        "starter": every(),
        "plenary": every(),
        "exit": [every(answer="1", watch=every()) for _ in range(3)],
        "curriculum": {lang: {"document": "D", "objectives": ["O"]} for lang in ("en", "ja", "pl")},
        "prerequisites": {lang: ["R"] for lang in ("en", "ja", "pl")},
        "vocabulary": [every()],
        "exercise": [{"number": 1, "support": every(), "stretch": every()}],
    }
