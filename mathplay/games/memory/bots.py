"""Bots for Memory Max that remember what they have seen, with a memory model.

A bot sees only what a player at the table sees: the face-down positions, the face-up card
and the events of every turn (every card shown, taken, turned back or shuffled, and when
the turn passes). Call :meth:`MemoryBot.observe` with every :class:`~mathplay.games.base.Turn`,
whoever played it (:func:`mathplay.games.base.play` and the boards do), and
:meth:`MemoryBot.choose_move` when it is the bot's turn.

Strategy: take a known pair if there is one; otherwise flip a card it does not know (and,
for the second card, the partner of the first if it remembers one). With a chaos card it
shuffles as few cards as the rules allow (2), which spoils its own memory least. In the
finale a bot lets its best expression count.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from mathplay.errors import MathplayError
from mathplay.games.base import GameRandom, Turn
from mathplay.games.bot import Bot
from mathplay.games.game_fields import BotRandom, Items
from mathplay.games.memory.game import MemoryGame, Phase
from mathplay.games.memory.moves import Chaos, EventKind, Flip, UseBest
from mathplay.games.memory.rules import MAX_CARDS
from mathplay.games.memory.state import FACE
from mathplay.games.schema import FieldError, Kind, Maybe, Real, Whole, describe

__all__ = ["ForgetfulBot", "LimitedMemoryBot", "MemoryBot", "PerfectMemoryBot", "RandomBot"]

_FORGETS = (EventKind.PAIR, EventKind.BONUS, EventKind.SHUFFLE)


class MemoryBot(Bot):
    """A player with a memory: at most ``capacity`` cards (``None``: no limit; the oldest
    memory goes first), each forgotten with probability ``forget`` at the end of every turn.
    ``seed`` drives its own choices and forgetting."""

    saved: ClassVar[Mapping[str, Kind]] = {
        "capacity": Maybe(Whole(0, MAX_CARDS)),
        "forget": Real(0.0, 1.0),
        "memory": Items(Whole(0, MAX_CARDS - 1), FACE, MAX_CARDS),
        "_rng": BotRandom(),
    }

    def __init__(
        self, capacity: int | None = None, forget: float = 0.0, seed: int | None = 0
    ) -> None:
        self.capacity = capacity
        self.forget = forget
        self.memory: dict[int, str] = {}  # position -> face, oldest first
        self._rng = GameRandom(seed)
        try:
            self.check_saved()
        except FieldError as error:
            name = error.field
            message_id = "memory.bot_capacity" if name == "capacity" else "memory.bot_forget"
            raise MathplayError(
                message_id, capacity=describe(capacity), forget=describe(forget)
            ) from None

    def check_saved(self) -> None:
        """Every attribute by its kind, and a memory within the bot's capacity."""
        super().check_saved()
        if self.capacity is not None and len(self.memory) > self.capacity:
            raise FieldError(
                "state.bad_length",
                field="memory",
                value=len(self.memory),
                least=0,
                most=self.capacity,
            )

    def __repr__(self) -> str:
        return f"{type(self).__name__}(capacity={self.capacity}, forget={self.forget})"

    def observe(self, turn: Turn) -> None:
        """Remember what the turn showed; forget a little each time the turn passes."""
        for event in turn.events:
            if event.kind == EventKind.FLIP:
                self._remember(event.positions[0], event.faces[0])
            elif event.kind in _FORGETS:
                for position in event.positions:
                    self.memory.pop(position, None)
            elif event.kind == EventKind.TURN_OVER:
                self._decay()

    def choose_move(self, game: MemoryGame) -> Flip | Chaos | UseBest:
        """A known pair, else the remembered partner of the face-up card, else an unknown
        card; in the finale, the best expression."""
        if game.in_finale:
            return UseBest(game.current_player)
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
