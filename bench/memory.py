"""Memory Max: how fast the engine plays, what the final scoring costs, and how much a good
memory is worth (a simulation of well over 1,000 bot games).

    python bench/memory.py [--games 100] [--seed 0] [--workers 2] [--plot memory.png]

Prints: the engine's time per move beside a bare random playout (the baseline, measured in
the same run), the time of the end-of-game scoring (``best_expression`` for every player)
per game, and the tables of :func:`mathplay.games.memory.memory_value` against a perfect
memory (every setting) and against a random player (a few settings). The settings run in
``--workers`` processes.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor, as_completed

from mathplay.games.memory import (
    MemoryGame,
    PerfectMemoryBot,
    RandomBot,
    memory_value,
    play_game,
    plot_memory_value,
)

# (cards remembered, chances to forget) per opponent; forgetting with chance 0 is the same
# bot as remembering all cards, so it is left out.
SETTINGS = {
    PerfectMemoryBot: ((0, 1, 2, 3, 4, 5, 6, 7, 8, 10, None), (0.05, 0.1, 0.2, 0.3, 0.5, 1.0)),
    RandomBot: ((0, 1, 2, 3, 4, None), (0.5, 1.0)),
}


class CountingBot(PerfectMemoryBot):
    """A perfect memory that counts its own moves."""

    moves = 0

    def choose_move(self, game):
        self.moves += 1
        return super().choose_move(game)


def bare_playout(seed: int) -> int:
    """The baseline: uniformly random legal moves, no bot, no memory; the number of moves."""
    rng = random.Random(seed)
    game = MemoryGame(2, seed)
    moves = 0
    while not game.is_terminal:
        game.apply(rng.choice(list(game.legal_moves())))
        moves += 1
    return moves


def bots_playout(seed: int) -> int:
    """Two perfect memories playing a whole game; the number of moves."""
    bots = [CountingBot(seed), CountingBot(~seed)]
    play_game(bots, seed=seed)
    return sum(bot.moves for bot in bots)


def time_per_move(play, games: int = 200) -> tuple[float, float]:
    """Seconds per move and per game over ``games`` games of ``play(seed) -> moves``."""
    start = time.perf_counter()
    moves = sum(play(seed) for seed in range(games))
    elapsed = time.perf_counter() - start
    return elapsed / moves, elapsed / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games per bot and opponent")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2, help="processes for the simulation")
    parser.add_argument("--plot", help="save the plot of the table to this file")
    parser.add_argument("--csv", help="save the table to this file")
    args = parser.parse_args()
    import pandas

    bare, _ = time_per_move(bare_playout)
    bots, play = time_per_move(bots_playout)
    print("engine (2 players, 40 cards), time per move:")
    print(f"  random legal moves, no bots (baseline)  {bare * 1e6:6.1f} µs")
    print(f"  two PerfectMemoryBots watching          {bots * 1e6:6.1f} µs   ({bots / bare:.2f}x)")
    print(f"  a whole game between them: {play * 1e3:.2f} ms ({1 / play:.0f} games/s)")

    finished = [play_game([PerfectMemoryBot(s), RandomBot(s + 1)], seed=s) for s in range(100)]
    scoring = []
    for game in finished:
        start = time.perf_counter()
        game.standings()
        scoring.append(time.perf_counter() - start)
    sizes = [len(game.hand(p)) for game in finished for p in (0, 1)]
    print(f"scoring with best_expression (hands of {min(sizes)}–{max(sizes)} cards, goal max):")
    print(
        f"  median {statistics.median(scoring) * 1e3:.1f} ms, worst {max(scoring) * 1e3:.1f} ms"
        f" per game ({statistics.median(scoring) / play:.0f}x playing it)"
    )

    jobs = [
        (capacities, forget, opponent, args.games, args.seed)
        for opponent, (all_capacities, all_forget) in SETTINGS.items()
        for capacities, forget in [((c,), ()) for c in all_capacities]
        + [((), (p,)) for p in all_forget]
    ]
    start = time.perf_counter()
    print("\nhow much memory is worth (a line per bot as it finishes):")
    with ProcessPoolExecutor(args.workers) as pool:
        futures = [pool.submit(one_setting, job) for job in jobs]
        for done in as_completed(futures):
            row = done.result().iloc[0]
            print(
                f"  {row['model']} {row['setting']} vs {row['opponent']}: win rate"
                f" {row['win_rate']:.2f} [{row['low']:.2f}, {row['high']:.2f}]"
                f" ({time.perf_counter() - start:.0f} s)",
                flush=True,
            )
    table = pandas.concat([future.result() for future in futures], ignore_index=True)
    print(f"\n{table['games'].sum()} games in {time.perf_counter() - start:.0f} s")
    columns = ["model", "setting", "games", "wins", "draws", "win_rate", "low", "high", "cards"]
    for opponent, rows in table.groupby("opponent", sort=False):
        print(f"\nagainst {opponent}")
        print(rows[columns].to_string(index=False, float_format=lambda x: f"{x:.2f}"))
    if args.csv:
        table.to_csv(args.csv, index=False)
    if args.plot:
        plot_memory_value(table).savefig(args.plot, dpi=120)
        print(f"\nplot saved to {args.plot}")


def one_setting(job):
    """The :func:`memory_value` row(s) of one bot against one opponent (for a process pool)."""
    capacities, forget, opponent, games, seed = job
    return memory_value(capacities, forget, opponent=opponent, games=games, seed=seed)


if __name__ == "__main__":
    main()
