"""Expression-space search: the exact best expression of a hand of cards, and its values.

>>> from mathplay.search import best_expression
>>> best = best_expression("9 8 + 1 × 7")
>>> best.expression, best.value
('9 × 87 + 1', Fraction(784, 1))

- :func:`best_expression` — the best arrangement of all the cards for ``"max"``, ``"min"``,
  ``"zero"`` or a target number, proven best (or best-so-far under a time limit);
- :func:`all_values` — every value the cards can make, with how many arrangements make it;
- :func:`count_arrangements` — how many different valid expressions the cards make;
- :class:`SearchOptions` — which shortcuts the search tries (never what it answers);
- :func:`goal_distance` — how far a value is from a goal (smaller is better).
"""

from mathplay.search.explore import all_values, count_arrangements
from mathplay.search.model.hand import goal_distance
from mathplay.search.model.solution import Solution
from mathplay.search.pipeline.options import SearchOptions
from mathplay.search.pipeline.solver import best_expression

__all__ = [
    "SearchOptions",
    "Solution",
    "all_values",
    "best_expression",
    "count_arrangements",
    "goal_distance",
]
