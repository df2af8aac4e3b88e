"""A seeded random generator whose whole state is two numbers: the seed and the draws.

Every shuffle and draw of a game goes through :class:`GameRandom`: it is
:class:`random.Random` (the same Mersenne Twister, so a seed gives the same games as
before), and it counts the 32-bit words it has drawn. The seed and that count say exactly
where the generator stands, short enough for a text position: :meth:`GameRandom.resumed`
brings a generator back to it, in one call to the C generator however long the game.
"""

from __future__ import annotations

import random
from typing import Any

from mathplay.errors import InvalidState, shown

__all__ = ["MAX_DRAWS", "MAX_SEED", "GameRandom"]

_SEED_BITS = 64
MAX_SEED = 2**_SEED_BITS - 1
"""Seeds are whole numbers of at most 64 bits (either sign): a fresh seed is one."""
MAX_DRAWS = 10**7
"""The most 32-bit words a generator may have drawn: far beyond any game (a long one draws a
few thousand), and resuming there takes a fifth of a second."""
_CHUNK = 2**20  # words drawn at a time when resuming: 4 MB of bits at most


class GameRandom(random.Random):
    """``random.Random(seed)`` that knows its state as ``(seed, draws)``.

    ``seed=None`` picks a fresh random seed (so that the game can still be written down).
    Only the methods a game uses are counted: ``getrandbits`` (through ``randrange``,
    ``choice``, ``shuffle``, ``sample``, ``randint``) and ``random``.
    """

    def __init__(self, seed: int | None = None) -> None:
        self.draws = 0
        super().__init__(seed)

    def seed(self, a: Any = None, version: int = 2) -> None:
        if a is None:
            a = random.SystemRandom().getrandbits(_SEED_BITS)
        if type(a) is not int or abs(a) > MAX_SEED:
            raise InvalidState("game.bad_seed", seed=shown(a))
        super().seed(a, version)
        self.start = a
        self.draws = 0

    def getrandbits(self, k: int) -> int:
        self.draws += (k + 31) // 32
        return super().getrandbits(k)

    def random(self) -> float:
        self.draws += 2  # a float takes two 32-bit words
        return super().random()

    @classmethod
    def resumed(cls, seed: int, draws: int) -> GameRandom:
        """The generator seeded with ``seed`` after ``draws`` 32-bit words (at most
        :data:`MAX_DRAWS`)."""
        if not (type(draws) is int and 0 <= draws <= MAX_DRAWS):
            raise InvalidState("game.bad_seed", seed=f"{shown(seed)} after {shown(draws)} draws")
        generator = cls(seed)
        advance = super(GameRandom, generator).getrandbits
        for done in range(0, draws, _CHUNK):
            advance(32 * min(_CHUNK, draws - done))
        generator.draws = draws
        return generator

    @property
    def state(self) -> tuple[int, int]:
        """``(seed, draws)``: everything :meth:`resumed` needs."""
        return (self.start, self.draws)

    def copy(self) -> GameRandom:
        """An independent generator in the same state."""
        other = GameRandom.__new__(GameRandom)
        other.setstate(self.getstate())
        other.start, other.draws = self.start, self.draws
        return other

    def to_dict(self) -> dict[str, int]:
        return {"seed": self.start, "draws": self.draws}

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameRandom):
            return NotImplemented
        return self.getstate() == other.getstate()

    __hash__ = None  # type: ignore[assignment]

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restored, (self.start, self.draws, self.getstate()))

    def __repr__(self) -> str:
        return f"GameRandom(seed={self.start}, draws={self.draws})"


def _restored(seed: int, draws: int, state: Any) -> GameRandom:
    generator = GameRandom.__new__(GameRandom)
    generator.setstate(state)
    generator.start, generator.draws = seed, draws
    return generator
