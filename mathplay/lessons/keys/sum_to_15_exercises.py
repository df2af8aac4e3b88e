"""Lesson 3, sum to 15: the builders of its exercises, each making an exercise
with its answer (teacher-side). The lesson's exercises and their variants:
:mod:`mathplay.lessons.keys.sum_to_15`.

Why the builders have a module of their own, holding no lesson and no key:
:mod:`mathplay.lessons.keys`.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import comb
from typing import Any

from mathplay.games.triolet import Rules
from mathplay.games.triolet.rules import TARGET, trio_tile
from mathplay.i18n import get_language, translate
from mathplay.lessons.checks import (
    Exercise,
    Message,
    Percent,
    Reason,
    Verdict,
    format_number,
    judge_number,
    judge_yes_no,
    read_number,
    read_yes_no,
    right,
    wrong,
)
from mathplay.lessons.pictures import Table
from mathplay.lessons.reasons import choice_only
from mathplay.lessons.trios import (
    rack_trio_chance,
    racks_making,
    racks_steps,
    tile_copies,
    trios,
    trios_with,
)

__all__ = [
    "about_exercise",
    "biggest_neighbour_exercise",
    "count_trios_exercise",
    "pair_exercise",
    "racks_exercise",
    "tile_picture",
    "trio_chance_exercise",
    "trio_exercise",
]


def tile_picture(language: str | None = None, rules: Rules = Rules()) -> Table:
    """The lesson's ``tile_table`` without pandas: what homework shows under a question."""
    language = get_language() if language is None else language
    copies = [translate("lessons.trio.table.copies", language), *rules.distribution]
    tile = translate("lessons.trio.table.tile", language)
    return Table([tile, *range(len(rules.distribution))], [copies])


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
    copies = tile_copies(Rules())
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
    copies = tile_copies(Rules())
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
