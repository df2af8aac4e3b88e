"""Memory Max: how fast the engine plays, what the final scoring costs, and how much a good
memory is worth (a simulation of well over 1,000 bot games).

    python bench/memory.py [--games 60] [--seed 0] [--plot memory.png]

Prints: complete bot games per second beside a bare random playout (the baseline, measured
in the same run), the time of the end-of-game scoring (``best_expression`` for every
player) per game, and the table of :func:`mathplay.games.memory.memory_value` against a
perfect memory and against a random player.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from mathplay.games.memory import (
    MemoryGame,
    PerfectMemoryBot,
    RandomBot,
    memory_value,
    play_game,
    plot_memory_value,
)

CAPACITIES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, None)
FORGET = (0.0, 0.05, 0.1, 0.2, 0.3, 0.5, 1.0)


def bare_playout(seed: int) -> MemoryGame:
    """The baseline: uniformly random legal moves, no bot, no memory."""
    rng = random.Random(seed)
    game = MemoryGame(2, seed)
    while not game.is_terminal:
        game.apply(rng.choice(game.legal_moves()))
    return game


def per_game(play, games: int) -> list[float]:
    times = []
    for seed in range(games):
        start = time.perf_counter()
        play(seed)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=60, help="games per bot and opponent")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--plot", help="save the plot of the table to this file")
    args = parser.parse_args()

    bare = per_game(bare_playout, 200)
    bots = per_game(lambda s: play_game([PerfectMemoryBot(s), PerfectMemoryBot(~s)], seed=s), 200)
    print("engine (2 players, 40 cards), median per complete game:")
    print(f"  bare random playout (baseline)   {statistics.median(bare) * 1e3:7.2f} ms")
    print(
        f"  two PerfectMemoryBots            {statistics.median(bots) * 1e3:7.2f} ms"
        f"   ({statistics.median(bots) / statistics.median(bare):.2f}x the baseline,"
        f" {1 / statistics.median(bots):.0f} games/s)"
    )

    finished = [play_game([PerfectMemoryBot(s), RandomBot(s + 1)], seed=s) for s in range(100)]
    scoring = per_game(lambda i: finished[i].standings(), len(finished))
    sizes = [len(game.hand(p)) for game in finished for p in (0, 1)]
    print(f"scoring with best_expression (hands of {min(sizes)}–{max(sizes)} cards, goal max):")
    print(
        f"  median {statistics.median(scoring) * 1e3:.1f} ms, worst {max(scoring) * 1e3:.1f} ms"
        f" per game ({statistics.median(scoring) / statistics.median(bots):.1f}x playing it)"
    )

    start = time.perf_counter()
    tables = [
        memory_value(CAPACITIES, FORGET, opponent=opponent, games=args.games, seed=args.seed)
        for opponent in (PerfectMemoryBot, RandomBot)
    ]
    elapsed = time.perf_counter() - start
    played = sum(int(table["games"].sum()) for table in tables)
    print(f"how much memory is worth: {played} games in {elapsed:.0f} s")
    columns = ["model", "setting", "games", "wins", "draws", "win_rate", "low", "high", "cards"]
    for table in tables:
        print(f"\nagainst {table['opponent'].iloc[0]}")
        print(table[columns].to_string(index=False, float_format=lambda x: f"{x:.2f}"))
    if args.plot:
        import pandas

        plot_memory_value(pandas.concat(tables)).savefig(args.plot, dpi=120)
        print(f"\nplot saved to {args.plot}")


if __name__ == "__main__":
    main()
