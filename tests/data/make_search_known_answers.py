"""Write tests/data/search_known_answers.json: best values of hands too big for brute force.

Run once (it takes a long while, on one core): ``.venv/bin/python
tests/data/make_search_known_answers.py [--quick]``. Every best value in the table is
proven without ``mathplay.search``:

- by the slow exact method, :mod:`mathplay.search.reference` (dynamic programming over every
  split of the digit multiset for the largest and smallest values, and an enumeration of
  every term value pruned only by the exact extremes of the rest for the closest value),
  which assumes nothing about the shape of a best expression and has none of the
  search's shortcuts; or
- for an exact hit of a target, by the expression itself: it is stored in the table,
  evaluated exactly here and by SymPy, and checked to use exactly the cards (distance 0
  needs no other proof). The expression may come from anywhere (here: the search).

Hands whose reference computation does not finish within ``--cap`` seconds are left out
(the table says how many). Hands of 10–15 cards (all four goals) and of 16–30 cards (with
and without Y cards; the largest and smallest values up to 22 cards, beyond which the
reference's dynamic programme takes hours). ``tests/search/test_known_answers.py``
compares the search with the table, once as it runs and once with every shortcut off.
"""

from __future__ import annotations

import argparse
import json
import random
import signal
import sys
import time
from fractions import Fraction
from pathlib import Path

import sympy

from mathplay.expr import ExprRules, evaluate, parse, to_sympy
from mathplay.search import reference

OUT = Path(__file__).with_name("search_known_answers.json")
OPERATORS = "+−×÷"


def hand_of(rng: random.Random, size: int, wildcards: int, concatenate: bool, share=None):
    """``size`` cards: digits and operators (a share of ``share`` operators), ``wildcards``
    of them Y cards."""
    plain = size - wildcards
    share = share or rng.choice([0.25, 0.34, 0.4])
    ops = round(plain * share) if concatenate else plain // 2
    cards = [rng.choice("0123456789") for _ in range(plain - ops)]
    cards += [rng.choice(OPERATORS) for _ in range(ops)]
    rng.shuffle(cards)
    return cards + ["Y"] * wildcards


def entries(rng: random.Random, quick: bool):
    """``(cards, rules, goal, wildcard values)`` of the table, smaller hands first."""
    for _ in range(3 if quick else 12):  # largest and smallest, 12 to 15 cards
        concatenate = rng.random() < 0.8
        rules = ExprRules(concatenate, rng.random() < 0.15, rng.random() < 0.1)
        cards = hand_of(rng, rng.randint(12, 15), 0, concatenate)
        for goal in ("max", "min"):
            yield cards, rules, goal, None
    for _ in range(2 if quick else 8):  # closest to 0 or to a target, 10 to 13 cards
        concatenate = rng.random() < 0.85
        rules = ExprRules(concatenate, rng.random() < 0.15)
        cards = hand_of(rng, rng.randint(10, 13), 0, concatenate)
        yield cards, rules, _target_goal(rng), None
    for size in (16, 18, 20, 22, 24, 26, 28, 30):  # beyond brute force
        for wildcards in (0, 1):
            for _ in range(1 if quick else 3):
                rules = ExprRules(True, rng.random() < 0.1, rng.random() < 0.1)
                share = 0.45 if size > 22 else rng.choice([0.34, 0.4, 0.45])
                cards = hand_of(rng, size, wildcards, True, share)
                values = rng.choice([None, "0123456789+−×÷", "9×0−"]) if wildcards else None
                # the reference's largest and smallest values take too long beyond 22 cards
                goals = ["zero", _target_goal(rng), _target_goal(rng)]
                if size <= 22:
                    goals += ["max", "min"]
                for goal in rng.sample(goals, 2):
                    yield cards, rules, goal, values


def _target_goal(rng: random.Random):
    choices = [Fraction(0), Fraction(100), Fraction(rng.randint(1, 300)), Fraction(22, 7)]
    target = rng.choice(choices)
    return "zero" if target == 0 else ("target", target)


class _TooLong(Exception):
    pass


def _alarm(signum, frame):
    raise _TooLong


def proven_key(cards, rules: ExprRules, goal, wildcard_values, cap: float):
    """``(best key, how it is proven, expression or None)``; ``None`` if the reference did
    not finish within ``cap`` seconds."""
    if goal not in ("max", "min"):
        witness = _exact_witness(cards, rules, goal, wildcard_values)
        if witness is not None:
            return Fraction(0), "expression", witness
    signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, cap)
    try:
        key = reference.best_key(
            cards, goal, rules.concatenate, rules.leading_zero, rules.unary_minus, wildcard_values
        )
    except _TooLong:
        return None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    return key, "reference", None


def _exact_witness(cards, rules: ExprRules, goal, wildcard_values) -> str | None:
    """An expression of exactly the cards worth exactly the target, checked here."""
    from mathplay.search import best_expression  # only a source of candidate expressions

    target = Fraction(0) if goal == "zero" else Fraction(goal[1])
    found = best_expression(cards, goal, rules=rules, wildcard_values=wildcard_values)
    if found is None or found.value != target:
        return None
    assert check_witness(found.expression, cards, rules, target, wildcard_values)
    return found.expression


def check_witness(text: str, cards, rules: ExprRules, target: Fraction, wildcard_values) -> bool:
    """Whether ``text`` uses exactly the cards (each Y as one allowed card) and is worth
    exactly ``target``, by exact evaluation and by SymPy."""
    expr = parse(text, ExprRules(rules.concatenate, rules.leading_zero, rules.unary_minus, 10**6))
    written = sorted(expr.cards())
    fixed = [c for c in cards if c != "Y"]
    extra = list(written)
    for card in fixed:
        if card not in extra:
            return False
        extra.remove(card)
    allowed = reference.EVERY_CHOICE if wildcard_values is None else tuple(wildcard_values)
    if len(extra) != len(cards) - len(fixed) or any(c not in allowed for c in extra):
        return False
    exact = evaluate(expr, rules) == target
    return exact and to_sympy(expr) == sympy.Rational(target.numerator, target.denominator)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a few hands only (a trial run)")
    parser.add_argument("--cap", type=float, default=300.0, help="seconds per reference entry")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    rng = random.Random(2024)
    table, skipped, seen = [], 0, set()
    for cards, rules, goal, wildcard_values in entries(rng, args.quick):
        key = (" ".join(cards), str(goal), rules, wildcard_values)
        if key in seen:  # the same question twice
            continue
        seen.add(key)
        start = time.perf_counter()
        found = proven_key(cards, rules, goal, wildcard_values, args.cap)
        seconds = time.perf_counter() - start
        if found is None:
            skipped += 1
            print(f"skipped after {seconds:.0f} s: {' '.join(cards)} {goal}", file=sys.stderr)
            continue
        key, proof, expression = found
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
                "proof": proof,
                "expression": expression,
            }
        )
        print(f"{len(table)} ({seconds:.1f} s, {proof}): {table[-1]}", file=sys.stderr, flush=True)
    data = {"skipped": skipped, "entries": table}
    text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
    partial = args.out.with_suffix(".tmp")
    partial.write_text(text, encoding="utf-8")
    partial.replace(args.out)  # written atomically


if __name__ == "__main__":
    main()
