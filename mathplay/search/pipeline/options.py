"""How a search runs: which shortcuts it tries and what each may spend (:class:`SearchOptions`).

The answers never depend on these options, only the time: every shortcut only looks for an
exact hit (which needs no proof), and the complete method that follows is exact on its
own. ``SearchOptions(strategies=())`` runs the complete method alone; the tests run the
whole known-answer table that way.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mathplay.errors import MathplayError
from mathplay.search.shortcuts import STRATEGY_NAMES

__all__ = ["STRATEGY_NAMES", "SearchOptions"]


@dataclass(frozen=True, slots=True)
class SearchOptions:
    """Options of :func:`~mathplay.search.best_expression`.

    - ``strategies``: the shortcuts to try, by name (:data:`STRATEGY_NAMES`); ``None``:
      all of them; ``()``: none, the complete method alone;
    - ``meet``: small hands met in the middle (``None``: by their size, as measured;
      ``True``: every hand; ``False``: none, the branch-and-bound instead);
    - the budgets of the other shortcuts (each says what it counts).
    """

    strategies: tuple[str, ...] | None = None
    meet: bool | None = None
    plain_hit_nodes: int = 2_000  # nodes of the units-first walk
    absorbed_work: int = 1_500  # nodes of each try of the absorbed numbers
    gadget_hands: int = 60  # small hands searched beside gadgets (and 40 beside a zero term)
    plain_and_product: int = 150_000  # products looked at
    _enabled: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        names = STRATEGY_NAMES if self.strategies is None else self.strategies
        if isinstance(names, str) or not all(isinstance(n, str) for n in names):
            raise MathplayError("search.strategy", name=repr(names))
        unknown = [n for n in names if n not in STRATEGY_NAMES]
        if unknown:
            raise MathplayError("search.strategy", name=repr(unknown[0]))
        object.__setattr__(self, "_enabled", frozenset(names))

    def uses(self, name: str) -> bool:
        """Whether the shortcut ``name`` may run."""
        return name in self._enabled
