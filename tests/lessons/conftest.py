"""Each test starts with the lessons' checks fresh: a wrong choice in one test does not make
the next test give its reason (see mathplay.lessons.reasons)."""

import importlib

import pytest

from mathplay.lessons.source import lesson_sources


@pytest.fixture(autouse=True)
def _fresh_lessons():
    lessons = [
        importlib.import_module(f"mathplay.lessons.{source.module}").LESSON
        for source in lesson_sources()
    ]
    for lesson in lessons:
        lesson.start_over()
    yield
