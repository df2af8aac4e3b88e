"""How fast the puzzle generators are: puzzles per second, by kind and difficulty.

    python bench/puzzles.py [--count N] [--seeds S]

For each kind and difficulty it generates ``--count`` puzzles (a worksheet's worth, 30 by
default) for each of ``--seeds`` seeds, and prints puzzles per second, the median and the
worst time of one 30-puzzle worksheet against the target (5 s), and the ratio to a
baseline measured in the same run: drawing one puzzle's raw material without solving it
(the best-expression hand, the Triolet position, the true equation), so the ratio shows
what the exact solvers and the uniqueness checks cost on top.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from mathplay.puzzles import KIND_NAMES, generate
from mathplay.puzzles.triolet_positions import TURNS, play_position
from mathplay.puzzles.true_equations import true_equation

TARGET_SECONDS = 5.0


def baseline(kind: str, difficulty: int, count: int) -> float:
    """Seconds to draw ``count`` puzzles' raw material, unsolved and unchecked."""
    rng = random.Random(difficulty)
    start = time.perf_counter()
    for _ in range(count):
        if kind.startswith("trio"):
            play_position(rng, TURNS[difficulty])
        elif kind == "best-expression":
            sorted(rng.randrange(10) for _ in range(5))
        else:
            true_equation(rng, ("+−×÷",) * 2, 9, False)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=30, help="puzzles per sheet (30)")
    parser.add_argument("--seeds", type=int, default=3, help="sheets per kind and level (3)")
    args = parser.parse_args()
    generate("precedence-trap", count=1)  # SymPy's first import is not a puzzle's cost
    print(f"{args.count}-puzzle worksheets, {args.seeds} seeds each; target {TARGET_SECONDS} s")
    print(
        f"{'kind':<20}{'level':>6}{'puzzles/s':>11}{'median s':>10}{'worst s':>9}"
        f"{'target':>8}{'x raw':>8}"
    )
    worst_overall = 0.0
    for kind in KIND_NAMES:
        for difficulty in range(1, 6):
            times = []
            for seed in range(args.seeds):
                start = time.perf_counter()
                generate(kind, seed=seed, difficulty=difficulty, count=args.count)
                times.append(time.perf_counter() - start)
            raw = baseline(kind, difficulty, args.count)
            rate = args.count * len(times) / sum(times)
            worst = max(times)
            worst_overall = max(worst_overall, worst)
            verdict = "ok" if worst < TARGET_SECONDS else "SLOW"
            print(
                f"{kind:<20}{difficulty:>6}{rate:>11.1f}{statistics.median(times):>10.2f}"
                f"{worst:>9.2f}{verdict:>8}{statistics.median(times) / raw:>8.1f}"
            )
    print(f"slowest worksheet: {worst_overall:.2f} s (target {TARGET_SECONDS} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
