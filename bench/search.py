"""Expression search: how fast best_expression is, before and after, beside each other.

    python bench/search.py [--hands 20] [--seed 0] [--sizes 8,9] [--rounds 3] [--cap 30]
                           [--finale-games 30] [--finale-cap 10] [--baseline aea40f1]
                           [--no-finale] [--finale-only] [--complete] [--without a,b]

Two versions of the search run in the same run, each in its own worker process, taking
turns; times are CPU seconds of the worker (one core; a busy machine slows the wall
clock, not this). *Before* is the package as it was at ``--baseline`` (extracted from git with ``git
archive`` into a temporary folder; nothing of it is kept), *after* is this checkout. The
workers get the same hands in the same order, time each call themselves and report the
value, so the bench also checks that both versions agree.

1. Random hands of 6, 8, 9, 12, 16, 20, 24 and 30 cards (about a third operators), each
   goal (max, min, zero, closest to 100): median and worst time per version and the ratio
   of the medians (above 1: faster now). For 8 and 9 cards also the slow exact method of
   this checkout (``mathplay.search.reference``, the largest value: a dynamic programme over
   every split of the cards) and each version's ratio to it. Each
   size is measured ``--rounds`` times, every round from a cold start (every cache
   forgotten), each hand's fastest round kept, so a busy machine's noise stays out.
2. Memory Max finales: the hands that seeded random games end with (2 to 6 players,
   perfect-memory bots, the default deck and its variants: ``operators="+-"``, no chaos
   cards, six Y cards); the seeds are printed. Per goal the median, the 95th percentile,
   the worst time and how many hands were not proven within 1 s (a search still running
   after ``--finale-cap`` seconds of wall clock is stopped: on a busy machine a search takes
   several times more seconds of wall clock than of CPU, so the cap is well above the 1 s
   of CPU that is counted). One round from a cold start.

``--complete`` adds the new version with every shortcut switched off (the complete method
alone, ``SearchOptions(strategies=())``); ``--without a,b+c`` one worker per shortcut named
(or ``meet``), with just that one off (``b+c``: both): the ablation. ``--baseline`` may name several
revisions (comma-separated), each its own worker.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZES = (6, 8, 9, 12, 16, 20, 24, 30)
ORACLE_SIZES = (8, 9)
GOALS = ("max", "min", "zero", ("target", 100))
BASELINE = "aea40f1"  # main before issue 18
PROVEN_WITHIN = 1.0  # seconds: the finale target


# -- the hands ---------------------------------------------------------------------------


def random_hand(rng: random.Random, size: int) -> list[str]:
    """About a third operators, the rest digits, shuffled."""
    operators = round(size / 3)
    cards = [rng.choice("0123456789") for _ in range(size - operators)]
    cards += [rng.choice("+−×÷") for _ in range(operators)]
    rng.shuffle(cards)
    return cards


def finale_variants() -> dict:
    from mathplay.games.memory.rules import Rules

    return {
        "default": Rules(),
        "+-": Rules(operators="+-"),
        "no chaos": Rules(chaos_copies=0),
        "six Y": Rules(wildcard_copies=6, chaos_copies=2),
    }


def finale_hands(games: int) -> list[dict]:
    """Every player's hand at the end of ``games`` seeded games per deck variant."""
    from mathplay.games.memory import PerfectMemoryBot, play_game

    hands = []
    for name, rules in finale_variants().items():
        for seed in range(games):
            players = 2 + seed % 5
            bots = [PerfectMemoryBot(seed * 10 + i) for i in range(players)]
            game = play_game(bots, seed=seed, rules=rules)
            for player in range(players):
                cards = game.hand(player)
                if cards:
                    hands.append(
                        {
                            "cards": list(cards),
                            "wildcard_values": rules.wildcard_choices(),
                            "rules": {"leading_zero": rules.leading_zero},
                            "label": f"{name}, seed {seed}, {players} players, player {player}",
                        }
                    )
    return hands


def goal_name(goal) -> str:
    return goal if isinstance(goal, str) else f"closest to {goal[1]}"


# -- the workers -------------------------------------------------------------------------


def worker() -> None:
    """Answer timing requests on stdin (JSON lines), one reply line each."""
    from mathplay.expr import ExprRules
    from mathplay.search import best_expression

    options = None
    try:
        from mathplay.search import SearchOptions

        options = SearchOptions(strategies=())
    except ImportError:
        pass
    for line in sys.stdin:
        job = json.loads(line)
        reply: dict = {}
        if job["op"] == "cold":
            cold_start()
        elif job["op"] == "oracle":  # this checkout's slow exact method (a yardstick)
            from mathplay.search import reference

            start = time.process_time()
            reference.best_key(job["cards"], "max")
            reply["seconds"] = time.process_time() - start
        else:
            goal = job["goal"] if isinstance(job["goal"], str) else ("target", job["goal"][1])
            kwargs = {"rules": ExprRules(**job.get("rules", {})), "time_limit": job["cap"]}
            if job.get("wildcard_values"):
                kwargs["wildcard_values"] = job["wildcard_values"]
            if job["op"] == "complete":
                if options is None:
                    print(json.dumps({"missing": True}), flush=True)
                    continue
                kwargs["options"] = options
            if job.get("without"):
                kwargs["options"] = _options_without(job["without"])
            start = time.process_time()
            found = best_expression(job["cards"], goal, **kwargs)
            reply["seconds"] = time.process_time() - start
            reply["value"] = None if found is None else str(Fraction(found.value))
            reply["proven"] = found is None or found.proven_optimal
        print(json.dumps(reply), flush=True)


def cold_start() -> None:
    """Forget every value set and cache the search keeps between calls (the version
    before issue 18 kept some in its modules; the version after keeps none)."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("mathplay.search"):
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()
        clear = getattr(module, "clear_store", None)
        if callable(clear):
            clear()


class Worker:
    """A worker process running one version of the package."""

    def __init__(self, name: str, path: Path) -> None:
        self.name = name
        env = dict(os.environ, PYTHONPATH=str(path), PYTHONHASHSEED="0")
        self.process = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--worker"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=tempfile.gettempdir(),
        )

    def ask(self, job: dict) -> dict:
        assert self.process.stdin and self.process.stdout
        self.process.stdin.write(json.dumps(job) + "\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())

    def close(self) -> None:
        if self.process.stdin:
            self.process.stdin.close()
        self.process.wait()


def baseline_tree(revision: str, folder: Path) -> Path:
    """The ``mathplay`` package as it was at ``revision``, extracted into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    archive = folder / "baseline.tar"
    with archive.open("wb") as out:
        subprocess.run(
            ["git", "-C", str(ROOT), "archive", revision, "mathplay"], stdout=out, check=True
        )
    with tarfile.open(archive) as tar:
        tar.extractall(folder, filter="data")
    return folder


# -- measuring ---------------------------------------------------------------------------


def run_round(workers: list[Worker], jobs: list[dict], flip: bool) -> dict[str, list[dict]]:
    """Every worker answers every job, from a cold start; the workers take turns job by
    job (in the other order when ``flip``), so a change in the machine's load hits both."""
    order = list(reversed(workers)) if flip else workers
    out: dict[str, list[dict]] = {w.name: [] for w in workers}
    for w in order:
        w.ask({"op": "cold"})
    for job in jobs:
        for w in order:
            out[w.name].append(w.ask(job))
    return out


def fastest(rounds: list[list[dict]]) -> list[dict]:
    """Each job's fastest reply over the rounds."""
    return [min(replies, key=lambda r: r["seconds"]) for replies in zip(*rounds, strict=True)]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms" if seconds < 10 else f"{seconds:.1f} s"


def compare_sizes(workers, args) -> list[str]:
    names = [w.name for w in workers]
    mismatches: list[str] = []
    print(f"\n1. random hands, {args.hands} per size, fastest of {args.rounds} rounds")
    head = "".join(f"{n + ' median / worst':>28}" for n in names)
    print(f"{'cards':>5}  {'goal':<16}{head}{'ratio':>9}  unfinished")
    for size in args.sizes:
        rng = random.Random(args.seed * 1000 + size)
        hands = [random_hand(rng, size) for _ in range(args.hands)]
        medians: dict[tuple[str, str], float] = {}
        for goal in GOALS:
            jobs = [{"op": "solve", "cards": h, "goal": goal, "cap": args.cap} for h in hands]
            rounds = [run_round(workers, jobs, r % 2 == 1) for r in range(args.rounds)]
            best = {n: fastest([r[n] for r in rounds]) for n in names}
            line = f"{size:>5}  {goal_name(goal):<16}"
            for n in names:
                times = [r["seconds"] for r in best[n]]
                medians[goal_name(goal), n] = statistics.median(times)
                line += f"{ms(medians[goal_name(goal), n]) + ' / ' + ms(max(times)):>28}"
            after = "after" if "after" in names else names[-1]
            ratio = medians[goal_name(goal), names[0]] / medians[goal_name(goal), after]
            unfinished = [sum(not r["proven"] for r in best[n]) for n in names]
            print(f"{line}{ratio:>8.2f}×  {' / '.join(map(str, unfinished))}", flush=True)
            mismatches += _disagreements(hands, goal, best, names)
        if size in ORACLE_SIZES:  # the same oracle for every version: timed once
            jobs = [{"op": "oracle", "cards": h} for h in hands]
            after = [w for w in workers if w.name == "after"]
            slow = fastest([run_round(after, jobs, False)["after"] for _ in range(args.rounds)])
            median = statistics.median(r["seconds"] for r in slow)
            print(f"{size:>5}  {'reference, max':<16}{ms(median):>28}")
            for goal in GOALS:
                ratios = [f"{n} {median / medians[goal_name(goal), n]:,.0f}×" for n in names]
                print(f"{'':>5}  ratio to the reference, {goal_name(goal)}: {', '.join(ratios)}")
    return mismatches


def _key(goal, value: str | None):
    """Smaller is better: ``-value`` for max, ``value`` for min, else the distance."""
    if value is None:
        return None
    number = Fraction(value)
    if goal == "max":
        return -number
    if goal == "min":
        return number
    return abs(number - (0 if goal == "zero" else goal[1]))


def _disagreements(hands, goal, best, names) -> list[str]:
    """Hands whose proven answers are not equally good in every version."""
    out = []
    if len(names) < 2:
        return out
    for index, hand in enumerate(hands):
        replies = [best[n][index] for n in names]
        keys = {_key(goal, r["value"]) for r in replies}
        if all(r["proven"] for r in replies) and len(keys) > 1:
            values = ", ".join(f"{n} {r['value']}" for n, r in zip(names, replies, strict=True))
            out.append(f"{' '.join(hand)} | {goal_name(goal)}: {values}")
    return out


def compare_finales(workers, args) -> list[str]:
    names = [w.name for w in workers]
    hands = finale_hands(args.finale_games)
    sizes = [len(h["cards"]) for h in hands]
    print(
        f"\n2. Memory Max finales: {len(hands)} hands of {min(sizes)}-{max(sizes)} cards "
        f"from games with seeds 0-{args.finale_games - 1} per deck variant "
        f"({', '.join(finale_variants())}; 2 + seed % 5 players), "
        f"stopped after {args.finale_cap:g} s"
    )
    head = "".join(f"{n + ':  median':>17}{'p95':>10}{'worst':>10}{'>1 s':>6}" for n in names)
    print(f"{'goal':<16}{head}")
    mismatches: list[str] = []
    slowest = []
    for goal in GOALS:
        jobs = [
            {
                "op": "solve",
                "cards": h["cards"],
                "goal": goal,
                "cap": args.finale_cap,
                "wildcard_values": h["wildcard_values"],
                "rules": h["rules"],
            }
            for h in hands
        ]
        replies = run_round(workers, jobs, False)
        line = f"{goal_name(goal):<16}"
        for n in names:
            times = sorted(r["seconds"] for r in replies[n])
            late = sum(r["seconds"] >= PROVEN_WITHIN or not r["proven"] for r in replies[n])
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            median = statistics.median(times)
            line += f"{ms(median):>17}{ms(p95):>10}{ms(times[-1]):>10}{late:>6}"
        print(line, flush=True)
        mismatches += _disagreements([h["cards"] for h in hands], goal, replies, names)
        slowest += [
            (r["seconds"], goal_name(goal), hands[i]) for i, r in enumerate(replies[names[-1]])
        ]
    slowest.sort(key=lambda item: -item[0])
    print(f"slowest finales ({names[-1]}):")
    for seconds, goal, hand in slowest[:5]:
        print(f"  {ms(seconds):>9}  {goal:<16}{' '.join(hand['cards'])}  ({hand['label']})")
    return mismatches


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--hands", type=int, default=20, help="random hands per size")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cap", type=float, default=30.0, help="seconds before a search stops")
    parser.add_argument("--sizes", default="", help="comma-separated hand sizes (default: all)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds, each hand's fastest kept")
    parser.add_argument("--finale-games", type=int, default=30, help="games per deck variant")
    parser.add_argument("--finale-cap", type=float, default=10.0)
    parser.add_argument("--baseline", default=BASELINE, help="git revision of 'before'")
    parser.add_argument("--no-baseline", action="store_true", help="only this checkout")
    parser.add_argument("--no-finale", action="store_true")
    parser.add_argument("--finale-only", action="store_true")
    parser.add_argument("--complete", action="store_true", help="also every shortcut off")
    parser.add_argument(
        "--without",
        default="",
        help="comma-separated shortcuts (or 'meet'; a+b: both): one more worker each, those off",
    )
    args = parser.parse_args()
    if args.worker:
        worker()
        return
    args.sizes = [int(s) for s in args.sizes.split(",") if s.strip()] or list(SIZES)
    with tempfile.TemporaryDirectory() as folder:
        workers = []
        revisions = [] if args.no_baseline else args.baseline.split(",")
        for revision in revisions:
            name = "before" if len(revisions) == 1 else revision
            workers.append(Worker(name, baseline_tree(revision, Path(folder) / revision)))
        workers.append(Worker("after", ROOT))
        for name in args.without.split(",") if args.without else ():
            workers.append(_WithoutWorker(name, ROOT))
        if args.complete:
            complete = _CompleteWorker("complete", ROOT)
            probe = {"op": "solve", "cards": ["1"], "goal": "max", "cap": 1.0}
            if complete.ask(probe).get("missing"):
                print("(this checkout has no SearchOptions: --complete ignored)")
                complete.close()
            else:
                workers.append(complete)
        print(
            f"best_expression, before = {args.baseline if not args.no_baseline else '-'}, "
            f"after = this checkout (one core each, taking turns)"
        )
        mismatches = []
        try:
            if not args.finale_only:
                mismatches += compare_sizes(workers, args)
            if not args.no_finale:
                mismatches += compare_finales(workers, args)
        finally:
            for w in workers:
                w.close()
    print(f"\nanswers that differ between the versions: {len(mismatches)}")
    for line in mismatches:
        print("  " + line)
    print("targets: every finale proven in under 1 s (median under 10 ms); 30 cards < 1 s")


def _options_without(name: str):
    """The options of this checkout with one shortcut (or meeting in the middle) off."""
    from mathplay.search import STRATEGY_NAMES, SearchOptions

    off = name.split("+")
    meet = False if "meet" in off else None
    return SearchOptions(strategies=tuple(n for n in STRATEGY_NAMES if n not in off), meet=meet)


class _WithoutWorker(Worker):
    """This checkout with one shortcut switched off (its name is the worker's)."""

    def ask(self, job: dict) -> dict:
        if job["op"] == "solve":
            job = dict(job, without=self.name)
        return super().ask(job)


class _CompleteWorker(Worker):
    """The new version with every shortcut switched off."""

    def ask(self, job: dict) -> dict:
        if job["op"] == "solve":
            job = dict(job, op="complete")
        return super().ask(job)


if __name__ == "__main__":
    main()
