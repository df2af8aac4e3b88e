"""Triolet speed: legal-move generation and whole greedy games (figures, never asserted).

Positions: the 100 recorded mid-game positions of ``tests/games/triolet/data/positions.json``
(greedy games, full racks). Times are this process's CPU time (one core), so that other
work on the machine does not blur them. Prints, for ``generate_placements``: the median and
worst time per position (best of 5 runs), placements per second, and the ratio to the slow reference
generator (every candidate through ``check_move``) measured on the same positions in this
run; then whole greedy-vs-greedy 2-player games per second of CPU time (and of wall-clock
time, which other processes on the machine slow down). Targets: median under
5 ms per position; at least 20 games per second.

Run: ``.venv/bin/python bench/triolet.py [--baseline-positions N]``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from mathplay.games.triolet import Board, GreedyBot, generate_placements, play_game
from mathplay.games.triolet.movegen import reference_placements

POSITIONS = Path(__file__).parent.parent / "tests/games/triolet/data/positions.json"
MEDIAN_TARGET_MS = 5.0
GAMES_TARGET = 20.0


def load_positions() -> list[tuple[Board, list]]:
    data = json.loads(POSITIONS.read_text())
    return [(Board.from_text("\n".join(p["board"])), p["rack"]) for p in data]


def time_generator(generate, positions, repeat: int) -> tuple[list[float], int]:
    """Best-of-``repeat`` CPU seconds per position, and the number of placements found."""
    times, found = [], 0
    for board, rack in positions:
        best = float("inf")
        for _ in range(repeat):
            start = time.process_time()
            moves = generate(board, rack)
            best = min(best, time.process_time() - start)
        times.append(best)
        found += len(moves)
    return times, found


def greedy_games_per_second(games: int) -> tuple[float, float]:
    """Games per second of this process's CPU time (one core), and of wall-clock time."""
    cpu, wall = time.process_time(), time.perf_counter()
    for seed in range(games):
        play_game([GreedyBot(), GreedyBot()], seed=seed)
    return games / (time.process_time() - cpu), games / (time.perf_counter() - wall)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline-positions", type=int, default=10)
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args()
    positions = load_positions()

    times, found = time_generator(generate_placements, positions, repeat=5)
    median_ms = statistics.median(times) * 1e3
    print(f"legal-move generation, {len(positions)} recorded mid-game positions (full racks)")
    print(
        f"  median {median_ms:.2f} ms   worst {max(times) * 1e3:.2f} ms   "
        f"target median < {MEDIAN_TARGET_MS} ms: {MEDIAN_TARGET_MS / median_ms:.1f}× under"
    )
    print(f"  {found / sum(times):,.0f} placements per second ({found} placements)")

    sample = positions[: args.baseline_positions]
    slow, _ = time_generator(reference_placements, sample, repeat=1)
    fast = times[: len(sample)]
    print(
        f"  reference generator on {len(sample)} of them: median "
        f"{statistics.median(slow) * 1e3:.0f} ms; fast/reference speed-up "
        f"{sum(slow) / sum(fast):.0f}×"
    )

    rate, wall_rate = greedy_games_per_second(args.games)
    print(
        f"greedy vs greedy, 2 players, {args.games} games: {rate:.1f} games per second of CPU "
        f"time on one core, target ≥ {GAMES_TARGET:.0f}: {rate / GAMES_TARGET:.2f}× the target "
        f"({wall_rate:.1f} per wall-clock second on this machine now)"
    )


if __name__ == "__main__":
    main()
