"""Write tests/data/search_known_answers.json: best values of hands too big for brute force.

Run once (it takes minutes): ``.venv/bin/python tests/data/make_search_known_answers.py``.
It uses only the slow exact methods, which assume nothing about the shape of a best
expression: the dynamic programming over every split of the digit multiset
(:class:`mathplay.search.exhaustive.ExhaustiveSearch`) for the largest and the smallest
value, and the full value sets (:class:`mathplay.search.valuesets.ValueSets`) for the
value closest to a target. The fast solver is checked against the table in
tests/search/test_known_answers.py.
"""

from __future__ import annotations

import json
import random
import sys
from fractions import Fraction
from itertools import combinations_with_replacement
from pathlib import Path

from mathplay.expr import ExprRules
from mathplay.search.exhaustive import ExhaustiveSearch
from mathplay.search.extremes import sign_splits
from mathplay.search.hand import ALL_WILDCARD_VALUES, Hand, read_goal
from mathplay.search.timing import Deadline
from mathplay.search.valuesets import ValueSets

OUT = Path(__file__).with_name("search_known_answers.json")
OPERATORS = "+−×÷"


def hand_of(rng: random.Random, size: int, wildcards: int, concatenate: bool) -> list[str]:
    plain = size - wildcards
    # without concatenation every digit is its own number: one operator fewer than digits
    ops = round(plain * rng.choice([0.25, 0.34, 0.4])) if concatenate else plain // 2
    cards = [rng.choice("0123456789") for _ in range(plain - ops)]
    cards += [rng.choice(OPERATORS) for _ in range(ops)]
    rng.shuffle(cards)
    return cards + ["Y"] * wildcards


def values_of(hand: Hand, rules: ExprRules, goal) -> list[Fraction]:
    """The candidate best values of a hand without Y cards, by a slow exact method."""
    found = []
    if goal.kind in ("max", "min"):
        search = ExhaustiveSearch(rules)
        for positive, negative, _ in sign_splits(hand, rules):
            up, down = (positive, negative) if goal.kind == "max" else (negative, positive)
            best = search.maximum(hand.digits, up, down, hand.times, hand.divide)
            if best is not None:
                found.append(best[0] if goal.kind == "max" else -best[0])
        return found
    sets = ValueSets(rules, Deadline(None))
    for positive, negative, _ in sign_splits(hand, rules):
        found += sets.sums((hand.digits, positive, negative, hand.times, hand.divide))
    return found


def best_key(cards: list[str], rules: ExprRules, goal, wildcard_values: str | None):
    goal = read_goal(goal)
    fixed = [c for c in cards if c != "Y"]
    choices = ALL_WILDCARD_VALUES if wildcard_values is None else tuple(wildcard_values)
    keys = []
    for fill in combinations_with_replacement(choices, len(cards) - len(fixed)):
        keys += [goal.key(v) for v in values_of(Hand.from_symbols(fixed + list(fill)), rules, goal)]
    return min(keys, default=None)


def entries(rng: random.Random):
    for _ in range(24):  # largest and smallest, 12 to 15 cards
        concatenate = rng.random() < 0.8
        rules = ExprRules(concatenate, rng.random() < 0.15, rng.random() < 0.1)
        cards = hand_of(rng, rng.randint(12, 15), 0, concatenate)
        for goal in ("max", "min"):
            yield cards, rules, goal, None
    for _ in range(8):  # with a Y card
        rules = ExprRules()
        cards = hand_of(rng, rng.randint(11, 13), 1, True)
        for goal in ("max", "min"):
            yield cards, rules, goal, rng.choice(["9×0−", "0123456789+−×÷"])
    for _ in range(16):  # closest to 0 or to a target, 10 and 11 cards
        concatenate = rng.random() < 0.85
        rules = ExprRules(concatenate, rng.random() < 0.15)
        cards = hand_of(rng, rng.randint(10, 11), 0, concatenate)
        target = rng.choice([Fraction(0), Fraction(rng.randint(1, 300)), Fraction(22, 7)])
        yield cards, rules, "zero" if target == 0 else ("target", target), None


def main() -> None:
    rng = random.Random(2024)
    table = []
    for cards, rules, goal, wildcard_values in entries(rng):
        key = best_key(cards, rules, goal, wildcard_values)
        table.append(
            {
                "cards": " ".join(cards),
                "goal": goal if isinstance(goal, str) else ["target", str(goal[1])],
                "rules": {
                    "concatenate": rules.concatenate,
                    "leading_zero": rules.leading_zero,
                    "unary_minus": rules.unary_minus,
                },
                "wildcard_values": wildcard_values,
                "best_key": None if key is None else str(key),
            }
        )
        print(len(table), table[-1], file=sys.stderr, flush=True)
    OUT.write_text(json.dumps(table, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
