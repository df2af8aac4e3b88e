"""The small interface all three games share, and helpers every engine uses."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol, Self, runtime_checkable

from mathplay.errors import MathplayError

__all__ = ["Bot", "GameState", "player_names"]


@runtime_checkable
class GameState(Protocol):
    """What a board, a bot and a test may rely on in every game (OpenSpiel's shape)."""

    players: list[str]

    @property
    def current_player(self) -> int: ...

    def legal_moves(self) -> Iterable[Any]: ...

    def apply(self, move: Any) -> None:
        """Check and apply ``move``; raise ``IllegalMove`` and change nothing if illegal."""

    @property
    def is_terminal(self) -> bool: ...

    @property
    def scores(self) -> list[Any]: ...

    def clone(self) -> Self: ...

    def to_dict(self) -> dict[str, Any]: ...

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self: ...

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` may see: other players' hidden cards or tiles left out."""


class Bot(Protocol):
    """A player: chooses a legal move for the current player of ``state``."""

    def choose_move(self, state: Any) -> Any: ...


def player_names(players: int | Sequence[str], minimum: int, maximum: int) -> list[str]:
    """Names from a count (``"Player 1"``, ...) or a list; checks the count is allowed."""
    if isinstance(players, bool):
        raise MathplayError("game.players_type", kind="bool")
    if isinstance(players, int):
        names = [f"Player {i + 1}" for i in range(players)]
    elif isinstance(players, str):
        raise MathplayError("game.players_type", kind="str")
    else:
        names = [str(name) for name in players]
        if len(set(names)) != len(names):
            raise MathplayError("game.players_duplicate")
    if not minimum <= len(names) <= maximum:
        raise MathplayError(
            "game.players_count", count=len(names), minimum=minimum, maximum=maximum
        )
    return names
