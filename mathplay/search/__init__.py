"""Expression-space search: the exact best expression of a hand of cards, and its values.

>>> from mathplay.search import best_expression
>>> best = best_expression("9 8 + 1 × 7")
>>> best.expression, best.value
('9 × 87 + 1', Fraction(784, 1))

- :func:`best_expression` — the best arrangement of all the cards for ``"max"``, ``"min"``,
  ``"zero"`` or a target number, proven best (or best-so-far when its time limit,
  :data:`DEFAULT_TIME_LIMIT` seconds unless given, runs out);
- :func:`all_values` — every value the cards can make, with how many arrangements make it;
- :func:`count_arrangements` — how many different valid expressions the cards make;
- :class:`SearchOptions` — which shortcuts the search tries (never what it answers), by
  the names of :data:`STRATEGY_NAMES`;
- :func:`goal_distance` — how far a value is from a goal (smaller is better);
- :func:`row_text` — a row of cards written as an expression;
- :data:`MAX_CARDS` — the largest hand searched: the largest a game of Memory Max deals.

The package is laid out by stage, as ``docs/search.md`` draws it: ``model/`` (what the
search reads and writes: a hand, its layouts, the answer), ``pipeline/`` (the choices for
the Y cards, then one hand through its stages), ``extremes/`` (the largest and smallest
value), ``closest/`` (the value closest to a target), ``shortcuts/`` (quick exact hits, one
module per name of :data:`STRATEGY_NAMES`), and ``reference.py`` (the slow exact method).
"""

from mathplay.search.explore import all_values, count_arrangements
from mathplay.search.model.hand import MAX_CARDS, goal_distance
from mathplay.search.model.solution import Solution, row_text
from mathplay.search.pipeline.options import SearchOptions
from mathplay.search.pipeline.solver import DEFAULT_TIME_LIMIT, best_expression
from mathplay.search.shortcuts import STRATEGY_NAMES

__all__ = [
    "DEFAULT_TIME_LIMIT",
    "MAX_CARDS",
    "STRATEGY_NAMES",
    "SearchOptions",
    "Solution",
    "all_values",
    "best_expression",
    "count_arrangements",
    "goal_distance",
    "row_text",
]
