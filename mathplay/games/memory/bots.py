"""Bots for Memory Max that remember what they have seen, with a memory model.

A bot sees only what a player at the table sees: the face-down positions, the face-up card
and :attr:`MemoryGame.last_events` (every card shown, taken, turned back or shuffled). Call
:meth:`MemoryBot.observe` for every bot after every move, whoever made it (the
:func:`~mathplay.games.memory.simulate.play_game` driver does), and
:meth:`MemoryBot.choose_move` when it is the bot's turn.

Strategy: take a known pair if there is one; otherwise flip a card it does not know (and,
for the second card, the partner of the first if it remembers one). With a chaos card it
shuffles as few cards as the rules allow (2), which spoils its own memory least.
"""

from __future__ import annotations

import random

from mathplay.errors import MathplayError
from mathplay.games.memory.game import MemoryGame, Phase
from mathplay.games.memory.moves import Chaos, EventKind, Flip

__all__ = ["ForgetfulBot", "LimitedMemoryBot", "MemoryBot", "PerfectMemoryBot", "RandomBot"]

_FORGETS = (EventKind.PAIR, EventKind.BONUS, EventKind.SHUFFLE)


class MemoryBot:
    """A player with a memory: at most ``capacity`` cards (``None``: no limit; the oldest
    memory goes first), each forgotten with probability ``forget`` at the end of every turn.
    ``seed`` drives its own choices and forgetting."""

    def __init__(
        self, capacity: int | None = None, forget: float = 0.0, seed: int | None = 0
    ) -> None:
        if capacity is not None and not (isinstance(capacity, int) and capacity >= 0):
            raise MathplayError("memory.bot_capacity", capacity=capacity)
        if not (isinstance(forget, int | float) and 0.0 <= forget <= 1.0):
            raise MathplayError("memory.bot_forget", forget=forget)
        self.capacity = capacity
        self.forget = forget
        self.memory: dict[int, str] = {}  # position -> face, oldest first
        self._rng = random.Random(seed)
        self._turn = 0

    def __repr__(self) -> str:
        return f"{type(self).__name__}(capacity={self.capacity}, forget={self.forget})"

    def observe(self, game: MemoryGame) -> None:
        """Remember what the last move showed; forget a little as turns go by."""
        for event in game.last_events:
            if event.kind == EventKind.FLIP:
                self._remember(event.positions[0], event.faces[0])
            elif event.kind in _FORGETS:
                for position in event.positions:
                    self.memory.pop(position, None)
        for _ in range(game.turn - self._turn):
            self._decay()
        self._turn = game.turn

    def choose_move(self, game: MemoryGame) -> Flip | Chaos:
        """A known pair, else the remembered partner of the face-up card, else an unknown card."""
        if game.phase == Phase.CHAOS:
            return Chaos(self._chaos_count(len(game.face_down())))
        down = game.face_down()
        on_table = set(down)
        known = {p: face for p, face in self.memory.items() if p in on_table}
        up = game.face_up()
        wanted = next(iter(up.values())) if up else None
        seen: dict[str, int] = {}
        for position, face in known.items():
            if wanted is None and face in seen:  # first flip: one card of a known pair
                return Flip(seen[face])
            if face == wanted:  # second flip: the partner of the face-up card
                return Flip(position)
            seen.setdefault(face, position)
        unknown = [p for p in down if p not in known]
        return Flip(self._rng.choice(unknown or down))

    def _chaos_count(self, face_down: int) -> int:
        return 2

    def _remember(self, position: int, face: str) -> None:
        if self.capacity == 0:
            return
        self.memory.pop(position, None)
        self.memory[position] = face
        if self.capacity is not None and len(self.memory) > self.capacity:
            del self.memory[next(iter(self.memory))]

    def _decay(self) -> None:
        if self.forget:
            self.memory = {
                p: face for p, face in self.memory.items() if self._rng.random() >= self.forget
            }


class PerfectMemoryBot(MemoryBot):
    """Remembers every card it has seen, for ever."""

    def __init__(self, seed: int | None = 0) -> None:
        super().__init__(seed=seed)

    def __repr__(self) -> str:
        return "PerfectMemoryBot()"


class ForgetfulBot(MemoryBot):
    """Forgets each remembered card with probability ``p`` at the end of every turn."""

    def __init__(self, p: float, seed: int | None = 0) -> None:
        super().__init__(forget=p, seed=seed)

    def __repr__(self) -> str:
        return f"ForgetfulBot({self.forget})"


class LimitedMemoryBot(MemoryBot):
    """Remembers only the last ``capacity`` cards it has seen."""

    def __init__(self, capacity: int, seed: int | None = 0) -> None:
        super().__init__(capacity=capacity, seed=seed)

    def __repr__(self) -> str:
        return f"LimitedMemoryBot({self.capacity})"


class RandomBot(MemoryBot):
    """Remembers nothing: flips face-down cards at random and shuffles a random number."""

    def __init__(self, seed: int | None = 0) -> None:
        super().__init__(capacity=0, seed=seed)

    def __repr__(self) -> str:
        return "RandomBot()"

    def _chaos_count(self, face_down: int) -> int:
        return self._rng.randint(2, face_down)
