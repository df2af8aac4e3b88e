"""What a shortcut reads of the search it runs in, declared below the shortcuts so that they
never import the pipeline: :class:`~mathplay.search.pipeline.context.SearchContext` is one."""

from __future__ import annotations

from fractions import Fraction
from typing import Protocol

from mathplay.deadline import Deadline
from mathplay.expr import ExprRules
from mathplay.search.closest.store import ValueStore
from mathplay.search.model.hand import Hand
from mathplay.search.model.layout import Layout

__all__ = ["ShortcutContext", "ShortcutOptions"]


class ShortcutOptions(Protocol):
    """The options a shortcut reads (:class:`~mathplay.search.SearchOptions`)."""

    @property
    def absorbed_work(self) -> int: ...
    @property
    def gadget_hands(self) -> int: ...
    @property
    def plain_and_product(self) -> int: ...
    def uses(self, name: str) -> bool: ...


class ShortcutContext(Protocol):
    """The search a shortcut runs in: its rules, options, time limit, value store, the
    shortcuts' own memos, and the quick bounds and extremes of a hand."""

    rules: ExprRules
    deadline: Deadline
    options: ShortcutOptions
    store: ValueStore
    memo: dict[str, dict]

    def bounds(
        self, hand: Hand, wild: tuple[int, int, int] = (0, 0, 0)
    ) -> tuple[Fraction, Fraction] | None: ...
    def extreme(self, hand: Hand, direction: int) -> tuple[Fraction, Layout] | None: ...
