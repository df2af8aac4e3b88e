"""Expression search: how fast best_expression is, per hand size and goal, against brute force.

    python bench/search.py [--hands 20] [--seed 0] [--cap 30] [--sizes 8,9] [--rounds 3]

For random hands of 6, 9, 12, 16, 20, 24 and 30 cards (about a third operators) it prints
the median and the worst time of ``best_expression`` for each goal (max, min, zero, closest
to 100). For 8 and 9 cards it also times the brute-force oracle (every distinct
arrangement of the cards, evaluated exactly) on the same hands, and prints the ratio of the
medians; it also times zero and closest to 100 again with the small-hand method switched
off (the branch-and-bound alone, as before that method existed) and prints how much slower
that is ("0.5× slower" means twice as fast). A search still running after ``--cap``
seconds is stopped by ``time_limit`` and counted as unfinished, so one hard hand cannot
stall the run; the count is printed. ``--sizes`` picks some of the sizes.

Each size is measured ``--rounds`` times, every round from a cold start (every value set
and cache of the search forgotten, see :func:`cold_start`) and in the same order (each
goal over all the hands in turn, brute force last), so every round repeats the same
experiment; each hand's time is its fastest round. This keeps a busy machine's noise out
of the figures (single rounds on a shared machine varied by up to 2×) without letting a
search profit from having seen its own hand before.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from contextlib import contextmanager

from mathplay.expr import ExprRules
from mathplay.search import best_expression, engine, meet
from mathplay.search.brute import best_by_brute_force
from mathplay.search.hand import Hand, read_goal

SIZES = (6, 9, 12, 16, 20, 24, 30)
BRUTE_SIZES = (8, 9)
GOALS = ("max", "min", "zero", ("target", 100))


def random_hand(rng: random.Random, size: int) -> list[str]:
    """About a third operators, the rest digits, shuffled."""
    operators = round(size / 3)
    cards = [rng.choice("0123456789") for _ in range(size - operators)]
    cards += [rng.choice("+−×÷") for _ in range(operators)]
    rng.shuffle(cards)
    return cards


def timed(call) -> tuple[float, object]:
    start = time.perf_counter()
    result = call()
    return time.perf_counter() - start, result


def goal_name(goal) -> str:
    return goal if isinstance(goal, str) else f"closest to {goal[1]}"


def cold_start() -> None:
    """Forget every value set and cache the search keeps between calls."""
    engine_modules = [m for name, m in sys.modules.items() if name.startswith("mathplay.search")]
    for module in engine_modules:
        for value in vars(module).values():
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()
    meet.clear_store()


def measure(size: int, hands: int, seed: int, cap: float, rounds: int) -> dict:
    """Times of best_expression per goal (and of brute force for small sizes): each hand's
    fastest of ``rounds`` rounds, each round from a cold start."""
    rng = random.Random(seed * 1000 + size)
    cards_list = [random_hand(rng, size) for _ in range(hands)]
    runs = [_one_round(cards_list, size, cap) for _ in range(rounds)]
    out: dict = {"goals": {}}
    for goal in GOALS:
        name = goal_name(goal)
        times = _fastest(runs, name)
        # unfinished: stopped at the cap even in its fastest round
        unfinished = sum(seconds >= cap for seconds in times)
        out["goals"][name] = (times, unfinished)
    if size in BRUTE_SIZES:
        out["brute"] = _fastest(runs, "brute")
        out["searched"] = {
            goal_name(g): _fastest(runs, ("searched", goal_name(g))) for g in GOALS[2:]
        }
    return out


def _fastest(runs: list[dict], key) -> list[float]:
    """Each hand's fastest time over the rounds."""
    return [min(times) for times in zip(*(run[key] for run in runs), strict=True)]


def _one_round(cards_list: list[list[str]], size: int, cap: float) -> dict:
    """One round from a cold start: per goal the time of each hand, in order."""
    cold_start()
    out: dict = {}
    for goal in GOALS:
        out[goal_name(goal)] = [
            timed(lambda c=cards, g=goal: best_expression(c, g, time_limit=cap))[0]
            for cards in cards_list
        ]
    if size in BRUTE_SIZES:
        out["brute"] = [  # brute force lists every arrangement whatever the goal
            timed(
                lambda c=cards: best_by_brute_force(
                    Hand.from_symbols(c), read_goal("max"), ExprRules()
                )
            )[0]
            for cards in cards_list
        ]
        for goal in GOALS[2:]:  # the goals the small-hand method serves, without it
            cold_start()
            with _without_meet():
                out[("searched", goal_name(goal))] = [
                    timed(lambda c=c, g=goal: best_expression(c, g))[0] for c in cards_list
                ]
    return out


@contextmanager
def _without_meet():
    """Every hand to the branch-and-bound, as before the small-hand method."""
    saved = engine.suits
    engine.suits = lambda hand: False
    try:
        yield
    finally:
        engine.suits = saved


def ms(seconds: float) -> str:
    return f"{seconds * 1000:9.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20, help="random hands per size")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cap", type=float, default=30.0, help="seconds before a search stops")
    parser.add_argument(
        "--sizes", default="", help="comma-separated hand sizes (default: all of them)"
    )
    parser.add_argument(
        "--rounds", type=int, default=3, help="rounds per size, each hand's fastest kept"
    )
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s.strip()] or sorted({*SIZES, *BRUTE_SIZES})
    print(
        f"best_expression on {args.hands} random hands per size (about 1/3 operators), "
        f"fastest of {args.rounds} rounds from a cold start"
    )
    print(f"{'cards':>5}  {'goal':<16}{'median':>12}{'worst':>12}  unfinished")
    for size in sizes:
        result = measure(size, args.hands, args.seed, args.cap, args.rounds)
        for goal, (times, unfinished) in result["goals"].items():
            line = f"{size:>5}  {goal:<16}{ms(statistics.median(times))}{ms(max(times))}"
            print(f"{line}  {unfinished}")
        if "brute" in result:
            brute = statistics.median(result["brute"])
            print(f"{size:>5}  {'brute force':<16}{ms(brute)}{ms(max(result['brute']))}")
            for goal, (times, _) in result["goals"].items():
                ratio = brute / statistics.median(times)
                print(f"{'':>5}  ratio to brute force, {goal}: {ratio:,.0f}×")
            for goal, times in result["searched"].items():
                now = statistics.median(result["goals"][goal][0])
                line = f"{size:>5}  {goal:<16}{ms(statistics.median(times))}{ms(max(times))}"
                print(
                    f"{line}  branch-and-bound only, {statistics.median(times) / now:,.1f}× slower"
                )
    print("targets: 9 cards ≥ 100× brute force; 20 cards < 100 ms median (max, min);")
    print("         30 cards < 1 s for every goal")


if __name__ == "__main__":
    main()
