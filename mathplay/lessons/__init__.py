"""The lessons: their sources, their exercises' checks, and the shared check machinery.

One module per lesson, with what its notebook imports (tables, charts, worked steps) and the
pupils' ``check`` (source: ``mathplay/lessons/sources/NN-name.lesson``, notebooks
``lessons/<lang>/NN-name.ipynb`` and ``teachers/<lang>/NN-name.ipynb``); the exercises with
their answers and their builders, ``LESSON``, and ``answer_key`` are teacher-side, in
:mod:`mathplay.lessons.keys` (the teachers' notes under each exercise:
:mod:`mathplay.classroom.notes`; the teaching plans: :mod:`mathplay.lessons.plan`):

- :mod:`mathplay.lessons.order_of_operations` — lesson 1, order of operations;
- :mod:`mathplay.lessons.biggest_expression` — lesson 2, the biggest expression;
- :mod:`mathplay.lessons.sum_to_15` — lesson 3, trios and chances (Triolet);
- :mod:`mathplay.lessons.triolet_moves` — lesson 4, scoring and strategy (Triolet).

``check(number, answer)`` returns a :class:`~mathplay.lessons.feedback.Feedback` box (right,
wrong or not answered yet) and never raises while a pupil practises; under a grader it
raises :class:`~mathplay.lessons.feedback.CheckFailed` for a wrong or missing answer (see
:mod:`mathplay.lessons.feedback`). It holds the judges only: no answer, no key.
:mod:`mathplay.lessons.source` writes the notebooks.
"""
