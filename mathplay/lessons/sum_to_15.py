"""Lesson 3, sum to 15 (Triolet): what its notebook imports (the tiles, every trio, counting
racks and the chance of a trio, as tables and worked steps) and the pupils' ``check``.

The counting itself is :mod:`mathplay.lessons.trios` (real tiles: ``Rules.distribution``,
81 numbered tiles, the wild tiles left out); the exercises, with their answers and
variants, are teacher-side: :mod:`mathplay.lessons.keys.sum_to_15`. Scoring and strategy
are lesson 4 (:mod:`mathplay.lessons.triolet_moves`).

>>> check(1, 5)
✅ Right! 6 + 4 + 5 = 15: a trio.
>>> racks_steps((3, 5, 7))
3 + 5 + 7: 8 × 8 × 6 = 384
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mathplay.games.triolet import Rules
from mathplay.games.triolet.strategy import holding_chances
from mathplay.i18n import get_language, translate
from mathplay.lessons.lesson_check import LessonCheck
from mathplay.lessons.trios import (
    TARGET,
    all_racks,
    chance_steps,
    rack_trio_chance,
    racks_making,
    racks_steps,
    simulate_racks,
    tile_copies,
    trio_racks,
    trios,
    trios_with,
    trios_with_any,
)
from mathplay.lessons.verdicts import format_percent, group_digits

if TYPE_CHECKING:
    import pandas

__all__ = [
    "TARGET",
    "all_racks",
    "chance_steps",
    "check",
    "pair_risk_table",
    "rack_trio_chance",
    "racks_making",
    "racks_steps",
    "simulate_racks",
    "simulation_table",
    "tile_table",
    "trio_racks",
    "trio_table",
    "trios",
    "trios_with",
]


def _head(key: str, language: str | None) -> str:
    return translate(f"lessons.trio.table.{key}", get_language() if language is None else language)


def simulation_table(
    draws: Sequence[int] = (200, 2000, 20_000), seed: int = 2024, language: str | None = None
) -> pandas.DataFrame:
    """For each number of racks drawn at random (the same draws for everyone): how many
    were trios, and what share; the last row is the exact chance."""
    import pandas

    language = get_language() if language is None else language
    rows = []
    for n in draws:
        found = simulate_racks(n, seed)
        rows.append((group_digits(n, language), found, format_percent(found / n, language)))
    exact = _head("exact", language)
    rows.append((exact, "", format_percent(float(rack_trio_chance()), language)))
    columns = [_head(key, language) for key in ("drawn", "trios", "share")]
    return pandas.DataFrame(rows, columns=columns).set_index(columns[0])


def tile_table(rules: Rules = Rules(), language: str | None = None) -> pandas.DataFrame:
    """The numbered tiles: each value and how many copies the bag holds (one row each)."""
    import pandas

    table = pandas.DataFrame(
        [list(rules.distribution)],
        columns=range(len(rules.distribution)),
        index=[_head("copies", language)],
    )
    table.columns.name = _head("tile", language)
    return table


def trio_table(
    racks: bool = True, rules: Rules = Rules(), language: str | None = None
) -> pandas.DataFrame:
    """Every trio (one row each), with how many different racks hold exactly it
    (``racks=False``: the trios only)."""
    import pandas

    table = pandas.DataFrame({_head("trio", language): trios_with_any(rules)})
    table.index += 1  # trio 1 to trio 27: the last number counts them
    if racks:
        table[_head("racks", language)] = [racks_making(trio, rules) for trio in trios(rules)]
    return table


def pair_risk_table(rules: Rules = Rules(), language: str | None = None) -> pandas.DataFrame:
    """For a pair left open on the board: the tile that makes it a trio, how many copies
    exist, and the chance (%) that a full rack drawn from the bag holds one."""
    import pandas

    copies = tile_copies(rules)
    chances = holding_chances(copies, rules.rack_size)
    rows = [
        (total, TARGET - total, copies[TARGET - total], round(100 * chances.get(TARGET - total, 0)))
        for total in range(TARGET + 1)
    ]
    columns = [_head(key, language) for key in ("pair_sum", "needed", "copies", "chance")]
    return pandas.DataFrame(rows, columns=columns)


check = LessonCheck("sum-to-15")
"""The pupils' check: right or wrong, and what a wrong answer shows (never an answer)."""
