"""Equations: how fast the move finder is, against brute force measured in the same run.

    python bench/equations.py [--instances 20] [--seed 0] [--oracle-limit 10] [--all-limit 30]

For hands of 6, 8, 10 and 12 cards on equations of 1–6 cards (random cards from the deck,
the equation sizes taken in turn), prints the median and worst time of ``best_completion``
(the hint) and of ``completing_moves`` (every completion), and of the brute-force oracle
where it finishes within ``--oracle-limit`` seconds, with the ratios per position (median).
Every completion and the oracle are asked for only a few positions of 10 and 12 cards
(``--all-instances``, ``--oracle-big``): they take minutes or never finish there.
Where the oracle finishes, the answers are compared. Times are CPU seconds of this process
(``time.process_time``), so a busy machine does not distort them; each call is stopped
after its limit (then counted as "not finished"). Targets: the hint for a 10-card hand under
0.25 s median; every completion of a 6-card hand under 1 s.
"""

from __future__ import annotations

import argparse
import random
import signal
import statistics
import time
from collections.abc import Callable
from typing import Any

from mathplay.games.equations import (
    Equation,
    Rules,
    best_completion,
    brute_force_completions,
    completing_moves,
)

HANDS = (6, 8, 10, 12)


class OutOfTime(Exception):
    """A call ran past its CPU-time limit."""


def _out_of_time(signum: int, frame: Any) -> None:
    raise OutOfTime


def timed(call: Callable[[], Any], limit: float) -> tuple[float | None, Any]:
    """CPU seconds and result of ``call()``, or ``(None, None)`` past ``limit`` seconds."""
    signal.signal(signal.SIGPROF, _out_of_time)
    signal.setitimer(signal.ITIMER_PROF, limit)
    start = time.process_time()
    try:
        result = call()
    except OutOfTime:
        return None, None
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
    return time.process_time() - start, result


def positions(size: int, count: int, seed: int) -> list[tuple[Equation, tuple[str, ...]]]:
    """``count`` (equation, hand) pairs: ``size`` cards in hand, equations of 1–6 cards."""
    rng = random.Random(seed * 100 + size)
    deck = list(Rules().cards())
    found = []
    for i in range(count):
        rng.shuffle(deck)
        table = deck[size : size + 1 + i % 6]
        cut = rng.randint(0, len(table))
        found.append((Equation(tuple(table[:cut]), tuple(table[cut:])), tuple(deck[:size])))
    return found


def summary(times: list[float | None]) -> str:
    """Median and worst of the calls that finished, and how many did."""
    done = [t for t in times if t is not None]
    if not done:
        return f"{'—':>8} {'—':>8}  (0/{len(times)} finished)"
    note = f"  ({len(done)}/{len(times)} finished)" if len(done) < len(times) else ""
    return f"{statistics.median(done):8.3f} {max(done):8.3f}{note}"


def ratio(rows: list[dict[str, float | None]], slow: str, fast: str) -> str:
    """Median of ``slow / fast`` over the positions where both ran and finished."""
    pairs = [r[slow] / r[fast] for r in rows if r.get(slow) and r.get(fast)]
    return f"{statistics.median(pairs):8.0f}×" if pairs else "       —"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--instances", type=int, default=20, help="positions per hand size")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--oracle-limit", type=float, default=10.0, help="CPU s per oracle call")
    parser.add_argument("--oracle-instances", type=int, default=8, help="oracle calls, 6-8 cards")
    parser.add_argument("--oracle-big", type=int, default=2, help="oracle calls, 10+ cards")
    parser.add_argument("--all-limit", type=float, default=30.0, help="CPU s per call")
    parser.add_argument(
        "--all-instances", type=int, default=3, help="completing_moves calls, 10+ cards"
    )
    args = parser.parse_args()
    Equation.from_text("1 = 1").is_complete()  # load SymPy before the clock runs

    print("CPU seconds: median and worst; ratio = brute force ÷ finder, median per position")
    print(f"{'hand':>4}  {'function':<18} {'median':>8} {'worst':>8}")
    checked = mismatches = 0
    for size in HANDS:
        rows: list[dict[str, float | None]] = []
        for index, (equation, hand) in enumerate(positions(size, args.instances, args.seed)):
            row: dict[str, float | None] = {}
            row["hint"], hint = timed(lambda e=equation, h=hand: best_completion(e, h), 3600)
            found = oracle = None
            if size <= 8 or index < args.all_instances:
                row["all"], found = timed(
                    lambda e=equation, h=hand: completing_moves(e, h), args.all_limit
                )
            if index < (args.oracle_instances if size <= 8 else args.oracle_big):
                row["oracle"], oracle = timed(
                    lambda e=equation, h=hand: brute_force_completions(e, h), args.oracle_limit
                )
            if oracle is not None:
                checked += 1
                best = max(oracle.values(), default=None)
                same = (hint.score if hint else None) == best
                if found is not None:
                    same &= {c.text: c.score for c in found} == oracle
                mismatches += not same
            rows.append(row)
        label = str(size)
        for key, name in (
            ("hint", "best_completion"),
            ("all", "completing_moves"),
            ("oracle", "brute force"),
        ):
            print(f"{label:>4}  {name:<18} {summary([r[key] for r in rows if key in r])}")
            label = ""
        print(
            f"{'':>4}  {'ratio':<18} hint {ratio(rows, 'oracle', 'hint')}"
            f"   all {ratio(rows, 'oracle', 'all')}"
        )
    print(f"answers checked against brute force: {checked}, disagreements: {mismatches}")


if __name__ == "__main__":
    main()
