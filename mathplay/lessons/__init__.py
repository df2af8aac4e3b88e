"""The lessons: their sources, their exercises' checks, and the shared check machinery.

One module per lesson, with its tables, its exercises' builders and the pupils' ``check``
(source: ``mathplay/lessons/sources/NN-name.lesson``, notebooks ``lessons/<lang>/NN-name.ipynb``
and ``teachers/<lang>/NN-name.ipynb``); the exercises with their answers, ``LESSON``,
``answer_key`` and ``teacher_notes`` are teacher-side, in :mod:`mathplay.lessons.keys`:

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
