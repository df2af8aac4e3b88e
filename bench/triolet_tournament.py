"""StrategicBot against GreedyBot: win rate with its 95% confidence interval.

Each seed is played twice, the StrategicBot in the first seat and then in the second, with
the same bag, so that neither the draw nor the first move favours a bot. Seeds 0–499 (1,000
games) by default; the StrategicBot's weights were tuned on other seeds (1000 and up).
A tie counts as half a win. The interval is Wilson's score interval; the mean score margin
has a normal-approximation interval over the paired seeds.

Run: ``.venv/bin/python bench/triolet_tournament.py [--seeds 500] [--jobs 2]``.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from mathplay.games.triolet import GreedyBot, StrategicBot, play_game

Z95 = 1.959964


def play_seed(seed: int) -> list[tuple[int, int]]:
    """(StrategicBot's score, GreedyBot's score) for both seatings of one seed."""
    results = []
    for seat in (0, 1):
        bots = [GreedyBot(), GreedyBot()]
        bots[seat] = StrategicBot()
        scores = play_game(bots, seed=seed).scores
        results.append((scores[seat], scores[1 - seat]))
    return results


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a proportion."""
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = (
        z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    )
    return centre - half, centre + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=500)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    seeds = range(args.first_seed, args.first_seed + args.seeds)
    start = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        per_seed = list(pool.map(play_seed, seeds, chunksize=10))
    elapsed = time.perf_counter() - start
    games = [game for pair in per_seed for game in pair]
    wins = sum(ours > theirs for ours, theirs in games)
    ties = sum(ours == theirs for ours, theirs in games)
    rate = (wins + ties / 2) / len(games)
    low, high = wilson(wins + ties / 2, len(games))
    margins = [sum(ours - theirs for ours, theirs in pair) / 2 for pair in per_seed]
    mean = statistics.fmean(margins)
    spread = Z95 * statistics.stdev(margins) / math.sqrt(len(margins))
    greedy_mean = statistics.fmean(theirs for _, theirs in games)
    strategic_mean = statistics.fmean(ours for ours, _ in games)
    print(
        f"StrategicBot vs GreedyBot: {len(games)} games ({len(seeds)} seeds × 2 seats), "
        f"{elapsed:.0f} s on {args.jobs} processes"
    )
    print(f"  wins {wins}, ties {ties}, losses {len(games) - wins - ties}")
    print(
        f"  win rate {rate:.3f}, 95% confidence interval [{low:.3f}, {high:.3f}] "
        f"(a coin flip is 0.5: {rate / 0.5:.2f}× it)"
    )
    print(
        f"  mean score {strategic_mean:.0f} vs {greedy_mean:.0f}; margin per game "
        f"{mean:+.1f} ± {spread:.1f} (95%)"
    )


if __name__ == "__main__":
    main()
