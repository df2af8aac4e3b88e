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
