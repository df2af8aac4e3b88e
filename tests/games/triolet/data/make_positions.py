"""Write positions.json: 100 mid-game positions with their known answers.

Each position comes from a greedy game (seed = its number, 2–4 players) stopped after
10–29 turns (or earlier if the game ends first), where the player to move holds a full rack
and has a legal placement. Its answers come from the slow
reference generator (every candidate through ``check_move``), never from the fast one:
how many legal placements, a digest of their sorted texts, and the best score.

Run from the repository root: ``.venv/bin/python tests/games/triolet/data/make_positions.py``.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from mathplay.games.triolet import GreedyBot, TrioletGame, score_move
from mathplay.games.triolet.movegen import reference_placements


def digest(moves) -> str:
    return hashlib.sha256("\n".join(sorted(str(m) for m in moves)).encode()).hexdigest()[:16]


def position(seed: int) -> dict:
    game = TrioletGame(2 + seed % 3, seed=seed)
    bot = GreedyBot()
    turns = 10 + seed % 20
    chosen = game.clone()
    while not game.is_terminal:
        if len(game.rack()) == 3 and game.legal_placements():
            chosen = game.clone()
            if len(game.history) >= turns:
                break
        game.apply(bot.choose_move(game))
    game = chosen
    legal = reference_placements(game.board, game.rack())
    best = max((score_move(game.board, m).total for m in legal), default=None)
    return {
        "seed": seed,
        "board": game.board.to_text().splitlines(),
        "rack": list(game.rack()),
        "placements": len(legal),
        "digest": digest(legal),
        "best": best,
    }


def main() -> None:
    positions = [position(seed) for seed in range(100)]
    path = Path(__file__).with_name("positions.json")
    path.write_text(json.dumps(positions, indent=1, ensure_ascii=False) + "\n")
    print(f"wrote {len(positions)} positions to {path.name}")


if __name__ == "__main__":
    main()
