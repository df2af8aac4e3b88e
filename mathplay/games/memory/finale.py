"""The end of a Memory Max game: best expressions, checking one's own, results, outcome.

:class:`Finale` is part of :class:`~mathplay.games.memory.MemoryGame` (a mixin, for a file
of one idea): it reads the state, it never changes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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

    from mathplay.search import Solution

__all__ = ["Finale"]


class Finale:
    """Results of a Memory Max game (the expressions part of the state it reads)."""

    players: list[str]
    rules: Any
    declared: list[str | None]
    _solutions: dict[tuple[str, ...], Solution | None]

    def hand(self, player: int) -> tuple[str, ...]:
        raise NotImplementedError

    def _check_player(self, player: int) -> None:
        raise NotImplementedError

    def best_expression(self, player: int) -> Solution | None:
        """The best expression of ``player``'s cards for the goal (``None``: none exists)."""
        key = tuple(sorted(self.hand(player)))
        if key not in self._solutions:
            self._solutions[key] = best_for(key, self.rules)
        return self._solutions[key]

    def check_expression(self, player: int, text: str) -> ExpressionCheck:
        """Check ``player``'s own expression exactly and compare it with the best.

        Raises :class:`~mathplay.errors.ExpressionError` or
        :class:`~mathplay.errors.IllegalMove` (wrong cards); changes nothing.
        """
        self._check_player(player)
        expression, value = read_expression(self.hand(player), text, self.rules)
        best = self.best_expression(player)
        is_best = best is not None and goal_distance(self.rules.goal, value) <= goal_distance(
            self.rules.goal, best.value
        )
        return ExpressionCheck(expression, value, best, is_best)

    def standings(self) -> list[Standing]:
        """Every player's result, in seat order: a declared expression, else the best (in the
        finale, before everyone has announced, the results so far)."""
        rows = []
        for player, name in enumerate(self.players):
            best = self.best_expression(player)
            declared = self.declared[player]
            if declared is not None:
                expression, value = read_expression(self.hand(player), declared, self.rules)
            elif best is not None:
                expression, value = best.expression, best.value
            else:
                expression, value = None, None
            rows.append((player, name, expression, value, declared is not None, best))
        ranks = rank([row[3] for row in rows], self.rules.goal)
        return [
            Standing(player, name, self.hand(player), expression, value, place, declared, best)
            for (player, name, expression, value, declared, best), place in zip(
                rows, ranks, strict=True
            )
        ]

    def _outcome(self) -> Outcome:
        standings = self.standings()
        return Outcome(
            tuple(s.value for s in standings),
            tuple(s.rank for s in standings),
            tuple(s.player for s in standings if s.rank == 1),
            "finale",
        )

    def results_table(self) -> pandas.DataFrame:
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
            for s in sorted(self.standings(), key=lambda s: (s.rank, s.player))
        ]
        return pandas.DataFrame.from_records(records)
