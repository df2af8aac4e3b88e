"""Lesson 3, sum to 15 (Triolet): the tiles, every trio, counting racks and the chance of a trio.

The tables count real tiles (``Rules.distribution``: 81 numbered tiles, the wild tiles left
out). Scoring and strategy are lesson 4 (:mod:`mathplay.lessons.triolet_moves`).

>>> check(1, 5)
✅ Right! 6 + 4 + 5 = 15: a trio.
>>> racks_steps((3, 5, 7))
3 + 5 + 7: 8 × 8 × 6 = 384
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction
from math import comb, prod
from typing import TYPE_CHECKING, Any

from mathplay.games.triolet import Rules
from mathplay.games.triolet.rules import TARGET, trio_tile
from mathplay.games.triolet.strategy import holding_chances
from mathplay.i18n import get_language, translate
from mathplay.i18n.notation import notation
from mathplay.lessons.checks import (
    Exercise,
    Message,
    Percent,
    Reason,
    Verdict,
    format_number,
    format_percent,
    group_digits,
    judge_number,
    judge_yes_no,
    read_number,
    read_yes_no,
    right,
    wrong,
)
from mathplay.lessons.feedback import Check
from mathplay.lessons.pictures import Table
from mathplay.lessons.reasons import choice_only
from mathplay.lessons.steps import Work

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


def _copies(rules: Rules) -> Counter[int]:
    """How many numbered tiles of each value the bag holds."""
    return Counter({value: n for value, n in enumerate(rules.distribution) if n})


def _head(key: str, language: str | None) -> str:
    return translate(f"lessons.trio.table.{key}", get_language() if language is None else language)


def trios(rules: Rules = Rules()) -> list[tuple[int, int, int]]:
    """Every trio of tile values, smallest first (``(0, 0, 15)`` ... ``(5, 5, 5)``), that the
    tiles of the game can make."""
    copies = _copies(rules)
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
    copies = _copies(rules)
    return prod(comb(copies[value], n) for value, n in Counter(trio).items())


def racks_steps(trio: Sequence[int], rules: Rules = Rules(), language: str | None = None) -> Work:
    """``3 + 5 + 7: 8 × 8 × 6 = 384`` — the copies of each tile, multiplied (three different
    tiles; a tile that repeats is chosen among its copies: ``comb``)."""
    language = get_language() if language is None else language
    copies = _copies(rules)
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


def simulate_racks(racks: int, seed: int = 2024, rules: Rules = Rules()) -> int:
    """Draw ``racks`` racks of three numbered tiles (seeded: always the same draws) and
    count the trios among them."""
    bag = [tile for tile in rules.all_tiles() if tile != "*"]
    draw = random.Random(seed)
    return sum(sum(draw.sample(bag, 3)) == TARGET for _ in range(racks))


def tile_picture(language: str | None = None, rules: Rules = Rules()) -> Table:
    """:func:`tile_table` without pandas: what homework shows under a question."""
    copies = [_head("copies", language), *rules.distribution]
    return Table([_head("tile", language), *range(len(rules.distribution))], [copies])


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


def trios_with_any(rules: Rules = Rules()) -> list[str]:
    """Every trio, written out."""
    return [" + ".join(map(str, trio)) for trio in trios(rules)]


def pair_risk_table(rules: Rules = Rules(), language: str | None = None) -> pandas.DataFrame:
    """For a pair left open on the board: the tile that makes it a trio, how many copies
    exist, and the chance (%) that a full rack drawn from the bag holds one."""
    import pandas

    copies = _copies(rules)
    chances = holding_chances(copies, rules.rack_size)
    rows = [
        (total, TARGET - total, copies[TARGET - total], round(100 * chances.get(TARGET - total, 0)))
        for total in range(TARGET + 1)
    ]
    columns = [_head(key, language) for key in ("pair_sum", "needed", "copies", "chance")]
    return pandas.DataFrame(rows, columns=columns)


# ----- the exercises --------------------------------------------------------------------
def trio_exercise(number: int, tiles: Sequence[int], rack: Sequence[int] = (), goal: int = 1):
    """Which tile (from ``rack``, if given) makes a trio with ``tiles``?"""
    needed = trio_tile(tiles)
    shown = " + ".join(str(t) for t in tiles)

    def judge(answer: Any) -> Verdict:
        tile = read_number(answer)
        if rack and tile not in rack:
            rack_text = ", ".join(str(t) for t in rack)
            return wrong("lessons.trio.not_on_rack", tile=tile, rack=rack_text)
        if tile == needed:
            return right("lessons.trio.right", line=f"{shown} + {tile}")
        return wrong("lessons.trio.wrong_sum", line=f"{shown} + {tile}", total=sum(tiles) + tile)

    rack_text = ", ".join(map(str, rack))
    on_rack = f" Your rack holds {rack_text}." if rack else ""
    kind = "rack" if rack else "tile"
    return Exercise(
        number,
        f"Which tile makes a trio with {shown}?{on_rack}",
        str(needed),
        judge,
        goal=goal,
        typical=(TARGET - sum(tiles) + 1, sum(tiles)),
        material=(f"{shown} + ?",),
        prompt=Message(f"lessons.trio.q.{kind}", {"tiles": shown, "rack": rack_text}),
        reader=read_number,
    )


def count_trios_exercise(number: int, tile: int) -> Exercise:
    """How many different trios use ``tile``?"""
    found = trios_with(tile)
    twice = [" + ".join(map(str, t)) for t in trios() if tile in t and len(set(t)) < 3]
    short = {  # the trios with a tile twice (7 + 7 + 1, 4 + 4 + 7) are the ones pupils miss
        Fraction(len(found) - n): Message(
            "lessons.trio.count_twice", {"value": len(found) - n, "trios": " / ".join(twice)}
        )
        for n in range(1, len(twice) + 1)
    }

    def judge(answer: Any) -> Verdict:
        return judge_number(
            answer,
            len(found),
            Message("lessons.trio.count_right", {"trios": ", ".join(found)}),
            hint=Message("lessons.trio.hint_count", {"tile": tile, "rest": TARGET - tile}),
            mistakes=short,
        )

    return Exercise(
        number,
        f"How many different trios use the tile {tile}?",
        str(len(found)),
        judge,
        goal=1,
        typical=(len(found) - 1,),
        material=(f"trios_with({tile})",),
        prompt=Message("lessons.trio.q.count", {"tile": tile}),
        reader=read_number,
    )


def racks_exercise(number: int, trio: tuple[int, int, int], half: bool) -> Exercise:
    """How many racks hold exactly ``trio`` (three different tiles)? ``half``: the copies
    are given."""
    copies = _copies(Rules())
    factors = [copies[t] for t in trio]
    count = racks_making(trio)
    shown = " + ".join(map(str, trio))

    def judge(answer: Any) -> Verdict:
        success = Message("lessons.trio.racks_right", {"steps": racks_steps(trio)})
        mistakes = {
            Fraction(sum(factors)): Message("lessons.trio.racks_added", {"value": sum(factors)})
        }
        hint = Message("lessons.trio.hint_racks")
        return judge_number(answer, count, success, hint=hint, mistakes=mistakes)

    copies_text = ", ".join(map(str, factors))
    return Exercise(
        number,
        f"How many different racks hold exactly {shown}?",
        str(count),
        judge,
        goal=2,
        typical=(sum(factors),),
        material=(shown,),
        prompt=Message(
            f"lessons.trio.q.racks_{'half' if half else 'alone'}",
            {"trio": shown, "copies": copies_text},
        ),
        picture=None if half else tile_picture,
        reader=read_number,
    )


def _judge_chance(answer: Any) -> Verdict:
    chance = rack_trio_chance()
    every = comb(sum(Rules().distribution), 3)
    trio_racks = chance * every
    each_trio_once = Fraction(len(trios()), every)
    mistakes = {
        trio_racks: Message("lessons.trio.chance_count", {"value": trio_racks}),
        each_trio_once: Message("lessons.trio.chance_trios", {"value": each_trio_once}),
    }
    success = Message(
        "lessons.trio.chance_right", {"chance": chance, "percent": Percent(float(chance))}
    )
    hint = Message("lessons.trio.hint_chance")
    return judge_number(answer, chance, success, hint=hint, mistakes=mistakes)


def trio_chance_exercise(number: int, trio: tuple[int, int, int]) -> Exercise:
    """What fraction of all racks hold exactly ``trio`` (three different tiles)?"""
    copies = _copies(Rules())
    racks, every = racks_making(trio), comb(sum(Rules().distribution), 3)
    chance = Fraction(racks, every)
    shown = " + ".join(map(str, trio))
    added = Fraction(sum(copies[t] for t in trio), every)

    def judge(answer: Any) -> Verdict:
        percent = Percent(float(chance))
        success = Message(
            "lessons.trio.trio_chance_right", {"racks": racks, "all": every, "percent": percent}
        )
        mistakes = {
            Fraction(racks): Message("lessons.trio.chance_count", {"value": racks}),
            added: Message("lessons.trio.racks_added", {"value": format_number(added)}),
        }
        hint = Message("lessons.trio.hint_racks")
        return judge_number(answer, chance, success, hint=hint, mistakes=mistakes)

    return Exercise(
        number,
        f"What fraction of all racks hold exactly {shown}?",
        f"{racks}/{every}",
        judge,
        goal=3,
        typical=(racks,),
        material=(shown,),
        prompt=Message("lessons.trio.q.trio_chance", {"trio": shown, "all": every}),
        picture=tile_picture,
        reader=read_number,
    )


def about_exercise(number: int, racks: int) -> Exercise:
    """Predict: about how many trios among ``racks`` racks? Within 15 % of the expected
    number is right (a prediction, not a count)."""
    expected = rack_trio_chance() * racks
    low, high = int(expected * Fraction(85, 100)), int(expected * Fraction(115, 100)) + 1

    def judge(answer: Any) -> Verdict:
        given = read_number(answer)
        params = {"racks": racks, "expected": round(expected), "given": given}
        if low <= given <= high:
            return right("lessons.trio.about_right", **params)
        key = "about_low" if given < low else "about_high"
        return wrong(f"lessons.trio.{key}", **params)

    return Exercise(
        number,
        f"About how many trios are there among {racks:,} racks?",
        str(round(expected)),
        judge,
        goal=3,
        typical=(racks // 3, round(expected) * 10),
        material=(f"simulate_racks({racks}",),
        prompt=Message("lessons.trio.q.about", {"racks": racks}),
        reader=read_number,
    )


def pair_exercise(number: int, a: int, b: int) -> Exercise:
    """May ``a`` lie next to ``b`` (just the two of them)?"""
    allowed = a + b <= TARGET

    def judge(answer: Any) -> Verdict:
        params = {"a": a, "b": b, "sum": a + b}
        return judge_yes_no(
            answer,
            allowed,
            Message(f"lessons.trio.pair_right_{'yes' if allowed else 'no'}", params),
            Message("lessons.trio.pair_wrong", params),
        )

    return Exercise(
        number,
        f"May a {a} lie next to a {b} as a pair? (yes or no)",
        "yes" if allowed else "no",
        choice_only(judge),
        goal=4,
        typical=("no" if allowed else "yes",),
        material=(f"{a} next to a {b}",),
        prompt=Message("lessons.trio.q.pair", {"a": a, "b": b}),
        reader=choice_only(read_yes_no),
        reason=Reason(Message("lessons.trio.reason_pair", {"a": a, "b": b}), a + b),
    )


def biggest_neighbour_exercise(number: int, tile: int) -> Exercise:
    """The biggest tile that may lie next to ``tile`` as a pair."""
    biggest = TARGET - tile

    def judge(answer: Any) -> Verdict:
        given = read_number(answer)
        params = {"tile": tile, "given": given, "sum": tile + given, "biggest": biggest}
        if given == biggest:
            return right("lessons.trio.neighbour_right", **params)
        key = "neighbour_too_big" if given > biggest else "neighbour_bigger"
        return wrong(f"lessons.trio.{key}", **params)

    return Exercise(
        number,
        f"What is the biggest tile that may lie next to a {tile}?",
        str(biggest),
        judge,
        goal=4,
        typical=(biggest + 1, biggest - 1),
        material=(f"next to a {tile}",),
        prompt=Message("lessons.trio.q.neighbour", {"tile": tile}),
        reader=read_number,
    )


check = Check(lesson="sum-to-15")
"""The pupils' check: right or wrong, and what a wrong answer shows (never an answer)."""
