"""Equations: a bot tournament — how often the greedy bot wins, and how much the seat matters.

    python bench/equations_tournament.py [--games 100] [--seed 0] [--workers 2]

Plays ``--games`` games for each lineup, rotating the seats so every bot sits everywhere
equally often: one GreedyBot against random bots (2, 3 and 4 players), against a careless
greedy bot (which plays a random card when it cannot complete), and greedy bots only (what
the first seat is worth). Prints win rates with 95 % Wilson intervals, wins by seat, the
mean number of turns and the games nobody won within 1,000 turns; and the CPU time of a
greedy turn against a random turn (the baseline), measured in the same run.
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor

from mathplay.games.equations import (
    EquationsGame,
    GreedyBot,
    RandomBot,
    TournamentResult,
    tournament,
)

LINEUPS = {
    "greedy vs careless": ("greedy", "careless"),
    "greedy vs random": ("greedy", "random"),
    "greedy vs 2 random": ("greedy", "random", "random"),
    "greedy vs 3 random": ("greedy", "random", "random", "random"),
    "2 greedy": ("greedy", "greedy"),
    "3 greedy": ("greedy", "greedy", "greedy"),
    "4 greedy": ("greedy", "greedy", "greedy", "greedy"),
}
BOTS = {
    "greedy": GreedyBot,
    "careless": lambda seed: GreedyBot(seed, careful=False),
    "random": RandomBot,
}


def run(lineup: str, games: int, seed: int) -> tuple[str, TournamentResult, float]:
    names = LINEUPS[lineup]
    start = time.process_time()
    result = tournament([BOTS[n] for n in names], names, games=games, seed=seed)
    return lineup, result, time.process_time() - start


def wilson(wins: float, games: int) -> tuple[float, float]:
    """The 95 % Wilson interval of a win rate."""
    if not games:
        return 0.0, 1.0
    z, rate = 1.96, wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games))
    return centre - half / (1 + z * z / games), centre + half / (1 + z * z / games)


def turn_time(bot: GreedyBot | RandomBot, seed: int, turns: int = 300) -> float:
    """CPU seconds per turn of ``bot`` in every seat of a 3-player game."""
    game = EquationsGame(3, seed)
    start = time.process_time()
    while game.turn < turns and not game.is_terminal:
        game.apply(bot.choose_move(game))
    return (time.process_time() - start) / max(1, game.turn)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games per lineup")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()

    with ProcessPoolExecutor(args.workers) as pool:
        jobs = [pool.submit(run, lineup, args.games, args.seed) for lineup in LINEUPS]
        results = [job.result() for job in jobs]
    total = sum(result.games for _, result, _ in results)
    print(f"{total} games, default rules (target 15), seats rotated every game\n")
    print(f"{'lineup':<20} {'greedy wins':>11} {'rate':>6} {'95 % interval':>14} {'turns':>6}")
    for lineup, result, _ in results:
        if len(set(result.names)) > 1:
            wins = result.wins[0]
            low, high = wilson(wins, result.games)
            print(
                f"{lineup:<20} {wins:>11} {wins / result.games:>6.1%} "
                f"{f'{low:.0%}–{high:.0%}':>14} {result.turns / result.games:>6.1f}"
            )
    print(f"\n{'lineup':<20} {'wins by seat':<16} {'seat 1':>7} {'95 % interval':>14} {'fair':>6}")
    for lineup, result, _ in results:
        if len(set(result.names)) == 1:
            first = result.seat_wins[0]
            low, high = wilson(first, result.games)
            print(
                f"{lineup:<20} {' '.join(map(str, result.seat_wins)):<16} "
                f"{first / result.games:>7.1%} {f'{low:.0%}–{high:.0%}':>14} "
                f"{1 / len(result.names):>6.1%}"
            )
    unfinished = sum(result.no_winner for _, result, _ in results)
    print(f"\ngames with no winner after 1,000 turns: {unfinished}")
    baseline = turn_time(RandomBot(args.seed), args.seed)
    greedy = turn_time(GreedyBot(args.seed), args.seed)
    print(
        f"\nCPU per turn: random {baseline * 1000:.2f} ms (the baseline), "
        f"greedy {greedy * 1000:.1f} ms ({greedy / baseline:.0f}× the baseline)"
    )


if __name__ == "__main__":
    main()
