"""The lessons' exercise checks: ``check(number, answer)`` gives feedback in words.

One module per lesson, each with ``check`` and ``answer_key``:

- :mod:`mathplay.lessons.order_of_operations` — lesson 1, ``lessons/01-order-of-operations.ipynb``;
- :mod:`mathplay.lessons.biggest_expression` — lesson 2, ``lessons/02-biggest-expression.ipynb``;
- :mod:`mathplay.lessons.sum_to_15` — lesson 3, ``lessons/03-sum-to-15.ipynb``.

A right answer returns a :class:`~mathplay.lessons.checks.Feedback`; a wrong one raises
:class:`~mathplay.lessons.checks.CheckFailed` (an ``AssertionError``) with the same kind of
message, so the call works unchanged in nbgrader and otter-grader test cells.
"""
