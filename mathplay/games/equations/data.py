"""An Equations game read out: ``to_dict``/``from_dict``, ``to_text``/``from_text``, views,
hints.

:class:`GameData` is part of :class:`~mathplay.games.equations.EquationsGame` (a mixin,
for a file of one idea): it reads the state, it never changes it; building a game from data
is :mod:`.state_check` and :mod:`.text`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from mathplay.errors import MathplayError
from mathplay.games.base import is_index
from mathplay.games.equations.cards import Pile, sort_cards
from mathplay.games.equations.equation import Equation
from mathplay.games.equations.finder import Completion, best_on_table, completing_moves
from mathplay.games.equations.rules import Rules
from mathplay.games.equations.variants import EQUATIONS

if TYPE_CHECKING:
    from mathplay.games.base import GameRandom, Turn
    from mathplay.games.equations.game import EquationsGame, Phase, Seeder
    from mathplay.games.equations.moves import Event

__all__ = ["GameData", "GameState"]


class GameState:
    """The state of :class:`EquationsGame`, declared once for the parts of the game that
    live in their own files (this module's views, :mod:`~mathplay.games.equations.turn_end`)."""

    rules: Rules
    players: list[str]
    equations: list[Equation]
    hands: list[list[str]]
    draw_piles: dict[Pile, list[str]]
    discards: dict[Pile, list[str]]
    history: list[Turn]
    phase: Phase
    turn: int
    winner: int | None
    last_events: tuple[Event, ...]
    _scores: list[int]
    _current: int
    _paid: bool
    _passed: bool
    _drawn: int
    _idle_turns: int
    _rng: GameRandom


class GameData(GameState):
    """The data views of :class:`EquationsGame` (they read the state, never change it)."""

    def _player(self, player: int | None) -> int:
        raise NotImplementedError

    def hand(self, player: int | None = None) -> tuple[str, ...]:
        raise NotImplementedError

    def hint(self, player: int | None = None) -> Completion | None:
        """The best completion of any equation with ``player``'s hand (default: the current
        player's), or ``None``: the most points, then the lowest equation number. Exact:
        a few hundredths of a second for a usual hand, longer for 12 cards and more."""
        return best_on_table(self.equations, self.hand(player), self.rules)

    def completions(self, index: int, player: int | None = None) -> list[Completion]:
        """Every way ``player`` (default: the current player) can complete equation
        ``index`` now, best first."""
        if not is_index(index, EQUATIONS):
            raise MathplayError("equations.no_such_equation", equation=index)
        return completing_moves(self.equations[index], self.hand(player), self.rules, index=index)

    def to_dict(self) -> dict[str, Any]:
        """Everything about the game as plain JSON-ready data (the random generator too;
        not the seeder, which is code)."""
        return {
            "rules": self.rules.to_dict(),
            "players": list(self.players),
            "equations": [_equation_dict(e) for e in self.equations],
            "hands": [list(hand) for hand in self.hands],
            "draw_piles": {str(pile): list(cards) for pile, cards in self.draw_piles.items()},
            "discards": {str(pile): list(cards) for pile, cards in self.discards.items()},
            "scores": list(self._scores),
            "current_player": self._current,
            "phase": str(self.phase),
            "turn": self.turn,
            "winner": self.winner,
            "paid": self._paid,
            "passed": self._passed,
            "drawn": self._drawn,
            "idle_turns": self._idle_turns,
            "history": [turn.to_dict() for turn in self.history],
            "rng": self._rng.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], *, seeder: Seeder | None = None) -> EquationsGame:
        """The game ``to_dict`` described; :class:`InvalidState` if the rules cannot make it."""
        from mathplay.games.equations.state_check import game_from_dict

        return game_from_dict(cls, data, seeder)

    def to_text(self) -> str:
        """The position as text (see :mod:`mathplay.games.equations.text`)::

        game: equations
        random: seed 0, draws 95
        players: Ana | Ben
        scores: 0 | 0
        hands: 2 3 5 7 + × | 0 1 4 9 − −
        to play: Ana
        table:
          8 =
          = 5
          3 ×
        digit pile: 2 6 ...
        operator pile: + × ...
        """
        from mathplay.games.equations.text import position_text

        return position_text(self)

    @classmethod
    def from_text(
        cls,
        text: str | Sequence[str],
        hand: str | Iterable[str] | None = None,
        *,
        players: int | Sequence[str] = 2,
        seed: int | None = 0,
        rules: Rules = Rules(),
        other_hands: Sequence[str | Iterable[str]] | None = None,
        scores: Sequence[int] | None = None,
        seeder: Seeder | None = None,
    ) -> EquationsGame:
        """The position of :meth:`to_text` (a hand-written one may leave out the piles and
        more: see :mod:`mathplay.games.equations.text`).

        With a ``hand``, a position for a lesson or a puzzle the short way: ``text`` is
        three equations (a list, or one per line) and ``hand`` the hand of the player to
        move (player 0). The other players get ``other_hands`` or a normal deal; the rest
        of the cards are shuffled into the piles.

        >>> from mathplay.games.equations import EquationsGame
        >>> game = EquationsGame.from_text(["8 =", "3 + = 7", "= 5"], "− 3 ÷ 3 7 2")
        >>> game.hint().text, game.hint().score
        ('3 ÷ 3 + 72 = 73', 6)
        """
        if hand is None:
            from mathplay.games.equations.text import game_from_text

            return game_from_text(cls, text, seeder)  # type: ignore[arg-type]
        from mathplay.games.equations.state_check import game_from_table

        return game_from_table(cls, text, hand, players, seed, rules, other_hands, scores, seeder)

    def view(self, player: int) -> dict[str, Any]:
        """What ``player`` sees: the table (each equation's cards, text and number of
        face-down cards), the scores, their own hand; of the others only how many cards
        they hold, of the draw piles only their size; the discard piles face up."""
        self._player(player)
        return {
            "player": player,
            "players": list(self.players),
            "current_player": self._current,
            "phase": str(self.phase),
            "turn": self.turn,
            "scores": list(self._scores),
            "target": self.rules.target,
            "winner": self.winner,
            "equations": [
                {
                    "left": list(e.left),
                    "right": list(e.right),
                    "text": e.to_text(),
                    "face_down": len(e.face_down),
                }
                for e in self.equations
            ],
            "hand": list(self.hands[player]),
            "hand_sizes": [len(hand) for hand in self.hands],
            "draw_piles": {str(pile): len(cards) for pile, cards in self.draw_piles.items()},
            "discards": {str(pile): sort_cards(cards) for pile, cards in self.discards.items()},
            "last_events": [event.to_dict() for event in self.last_events],
        }

    def summary(self) -> str:
        """The table and the current player's hand, for a quick look."""
        lines = [f"{i}: {e.to_text()}" for i, e in enumerate(self.equations)]
        scores = ", ".join(f"{n} {s}" for n, s in zip(self.players, self._scores, strict=True))
        lines.append(f"scores: {scores}")
        lines.append(f"{self.players[self._current]} ({self.phase}): {' '.join(self.hand())}")
        return "\n".join(lines)


def _equation_dict(equation: Equation) -> dict[str, list[str]]:
    return {
        "left": list(equation.left),
        "right": list(equation.right),
        "face_down": list(equation.face_down),
    }
