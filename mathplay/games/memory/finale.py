"""The end of a Memory Max game: best expressions, checking one's own, results, outcome.

Functions of a :class:`~mathplay.games.memory.state.State` (they read it, never change it)
and of a cache of best expressions by hand (a hand's best never changes, so a game and its
copies share one); :class:`~mathplay.games.memory.MemoryGame` answers with them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mathplay.games.base import Outcome
from mathplay.games.memory.rules import goal_distance
from mathplay.games.memory.scoring import (
    ExpressionCheck,
    Standing,
    best_for,
    rank,
    read_expression,
)

if TYPE_CHECKING:
    import pandas

    from mathplay.games.memory.state import State
    from mathplay.search import Solution

__all__ = [
    "Solutions",
    "best_expression",
    "check_expression",
    "outcome",
    "results_table",
    "standings",
]

Solutions = dict[tuple[str, ...], "Solution | None"]
"""Best expressions already found, by sorted hand."""


def best_expression(state: State, solutions: Solutions, player: int) -> Solution | None:
    """The best expression of ``player``'s cards for the goal (``None``: none exists)."""
    key = tuple(sorted(state.hand(player)))
    if key not in solutions:
        solutions[key] = best_for(key, state.rules)
    return solutions[key]


def check_expression(state: State, solutions: Solutions, player: int, text: str) -> ExpressionCheck:
    """Check ``player``'s own expression exactly and compare it with the best.

    Raises :class:`~mathplay.errors.ExpressionError` or
    :class:`~mathplay.errors.IllegalMove` (wrong cards); changes nothing.
    """
    rules = state.rules
    expression, value = read_expression(state.hand(player), text, rules)
    best = best_expression(state, solutions, player)
    is_best = best is not None and goal_distance(rules.goal, value) <= goal_distance(
        rules.goal, best.value
    )
    return ExpressionCheck(expression, value, best, is_best)


def standings(state: State, solutions: Solutions) -> list[Standing]:
    """Every player's result, in seat order: a declared expression, else the best (in the
    finale, before everyone has announced, the results so far)."""
    rows = []
    for player, name in enumerate(state.players):
        best = best_expression(state, solutions, player)
        declared = state.declared[player]
        if declared is not None:
            expression, value = read_expression(state.hand(player), declared, state.rules)
        elif best is not None:
            expression, value = best.expression, best.value
        else:
            expression, value = None, None
        rows.append((player, name, expression, value, declared is not None, best))
    ranks = rank([row[3] for row in rows], state.rules.goal)
    return [
        Standing(player, name, state.hand(player), expression, value, place, declared, best)
        for (player, name, expression, value, declared, best), place in zip(
            rows, ranks, strict=True
        )
    ]


def outcome(state: State, solutions: Solutions) -> Outcome:
    """The outcome of a finished game: the values that count, ranked (reason ``"finale"``)."""
    rows = standings(state, solutions)
    return Outcome(
        tuple(s.value for s in rows),
        tuple(s.rank for s in rows),
        tuple(s.player for s in rows if s.rank == 1),
        "finale",
    )


def results_table(state: State, solutions: Solutions) -> pandas.DataFrame:
    """The results as a pandas DataFrame, best rank first (ties in seat order).

    Columns: player, cards, expression, value, rank, declared, best_expression,
    best_value; "no expression" shows as a missing value (``isna()``).
    """
    import pandas

    records = [
        {
            "player": s.name,
            "cards": " ".join(s.cards),
            "expression": s.expression,
            "value": s.value,
            "rank": s.rank,
            "declared": s.declared,
            "best_expression": None if s.best is None else s.best.expression,
            "best_value": None if s.best is None else s.best.value,
        }
        for s in sorted(standings(state, solutions), key=lambda s: (s.rank, s.player))
    ]
    return pandas.DataFrame.from_records(records)
