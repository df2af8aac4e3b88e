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

__all__ = ["GameRandom"]

_SEED_BITS = 64


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
        if not (isinstance(a, int) and not isinstance(a, bool)):
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
        """The generator seeded with ``seed`` after ``draws`` 32-bit words."""
        if not (type(draws) is int and draws >= 0):
            raise InvalidState("game.bad_seed", seed=f"{seed!r} after {draws!r} draws")
        generator = cls(seed)
        if draws:
            super(GameRandom, generator).getrandbits(32 * draws)
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

    @classmethod
    def from_dict(cls, data: Any) -> GameRandom:
        """The generator of :meth:`to_dict`'s data; :class:`InvalidState` if it is not one."""
        try:
            seed, draws = data["seed"], data["draws"]
        except (KeyError, TypeError, IndexError):
            raise InvalidState("game.bad_seed", seed=repr(data)) from None
        return cls.resumed(seed, draws)

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
