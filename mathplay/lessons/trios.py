"""Lesson 3's counting (Triolet): every trio, the racks that hold one, the chance of a trio.

The lesson's maths, below both its notebook's tables (:mod:`mathplay.lessons.sum_to_15`) and
its exercises (:mod:`mathplay.lessons.keys.sum_to_15`), as :mod:`mathplay.lessons.steps` is
for lesson 1. It counts real tiles (``Rules.distribution``: 81 numbered tiles, the wild
tiles left out).

>>> racks_steps((3, 5, 7))
3 + 5 + 7: 8 × 8 × 6 = 384
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from math import comb, prod

from mathplay.games.triolet import Rules
from mathplay.games.triolet.rules import TARGET
from mathplay.i18n import get_language
from mathplay.i18n.notation import notation
from mathplay.lessons.steps import Work
from mathplay.lessons.verdicts import format_number, format_percent, group_digits

__all__ = [
    "TARGET",
    "all_racks",
    "chance_steps",
    "rack_trio_chance",
    "racks_making",
    "racks_steps",
    "simulate_racks",
    "tile_copies",
    "trio_racks",
    "trios",
    "trios_with",
    "trios_with_any",
]


def tile_copies(rules: Rules) -> Counter[int]:
    """How many numbered tiles of each value the bag holds."""
    return Counter({value: n for value, n in enumerate(rules.distribution) if n})


def trios(rules: Rules = Rules()) -> list[tuple[int, int, int]]:
    """Every trio of tile values, smallest first (``(0, 0, 15)`` ... ``(5, 5, 5)``), that the
    tiles of the game can make."""
    copies = tile_copies(rules)
    found = []
    for a in range(TARGET + 1):
        for b in range(a, (TARGET - a) // 2 + 1):
            trio = (a, b, TARGET - a - b)
            if all(copies[v] >= n for v, n in Counter(trio).items()):
                found.append(trio)
    return found


def trios_with(tile: int, rules: Rules = Rules()) -> list[str]:
    """The trios that use ``tile``, written out: ``['0 + 0 + 15', '0 + 1 + 14', ...]``."""
    return [" + ".join(map(str, trio)) for trio in trios(rules) if tile in trio]


def racks_making(trio: Sequence[int], rules: Rules = Rules()) -> int:
    """How many different racks (sets of real tiles) hold exactly the tiles of ``trio``."""
    copies = tile_copies(rules)
    return prod(comb(copies[value], n) for value, n in Counter(trio).items())


def racks_steps(trio: Sequence[int], rules: Rules = Rules(), language: str | None = None) -> Work:
    """``3 + 5 + 7: 8 × 8 × 6 = 384`` — the copies of each tile, multiplied (three different
    tiles; a tile that repeats is chosen among its copies: ``comb``)."""
    language = get_language() if language is None else language
    copies = tile_copies(rules)
    factors = []
    for value, n in sorted(Counter(trio).items()):
        factors.append(str(copies[value]) if n == 1 else f"C({copies[value]}, {n})")
    shown = " + ".join(map(str, trio))
    return Work(notation(f"{shown}: {' × '.join(factors)} = {racks_making(trio, rules)}", language))


def all_racks(rules: Rules = Rules(), language: str | None = None) -> Work:
    """``81 × 80 × 79 ÷ 6 = 85,320``: every rack of three numbered tiles."""
    language = get_language() if language is None else language
    n = sum(rules.distribution)
    text = f"{n} × {n - 1} × {n - 2} ÷ 6 = {group_digits(comb(n, 3), language)}"
    return Work(notation(text, language))


def rack_trio_chance(rules: Rules = Rules()) -> Fraction:
    """The chance that three numbered tiles drawn from the full bag make a trio."""
    racks = sum(racks_making(trio, rules) for trio in trios(rules))
    return Fraction(racks, comb(sum(rules.distribution), 3))


def trio_racks(rules: Rules = Rules()) -> Work:
    """``36 + 81 + ... = 4904``: the racks of every trio, added up."""
    counts = [racks_making(trio, rules) for trio in trios(rules)]
    return Work(f"{' + '.join(map(str, counts))} = {sum(counts)}")


def chance_steps(rules: Rules = Rules(), language: str | None = None) -> Work:
    """``4904 ÷ 85,320 ≈ 5.75%``: the chance that a rack is a trio, worked out."""
    language = get_language() if language is None else language
    chance = rack_trio_chance(rules)
    every = comb(sum(rules.distribution), 3)
    racks = chance * every
    shown = f"{format_number(racks)} ÷ {group_digits(every, language)}"
    return Work(notation(f"{shown} ≈ {format_percent(float(chance), language)}", language))


def trios_with_any(rules: Rules = Rules()) -> list[str]:
    """Every trio, written out."""
    return [" + ".join(map(str, trio)) for trio in trios(rules)]


def simulate_racks(racks: int, seed: int = 2024, rules: Rules = Rules()) -> int:
    """Draw ``racks`` racks of three numbered tiles (seeded: always the same draws) and
    count the trios among them."""
    bag = [tile for tile in rules.all_tiles() if tile != "*"]
    draw = random.Random(seed)
    return sum(sum(draw.sample(bag, 3)) == TARGET for _ in range(racks))
