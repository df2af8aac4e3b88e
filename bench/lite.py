"""The static site in Chromium: how fast a pupil gets a board, and how fast it answers.

    python bench/lite.py [--clicks 15]         # builds _site/ first if needed (make lite)

Measured in the same run, on the same server and browser: a bare Lite notebook with one
ipywidgets Button (the baseline), lesson 1 and each play notebook. For each, in a fresh browser
profile (a cold load: nothing cached):

- **cold load**: from opening the page to the kernel ready, and to the first board on screen
  after running all cells;
- **click**: a click on the board until the page shows its answer (median and p95 of
  ``--clicks`` clicks), against the bare Button's (a click that changes a label);
- **bot reply**: Triolet, from confirming a move until the bot's move is shown, less the board's
  ``bot_delay`` (0.8 s of pacing, so that a child can follow);
- **hint**: from the Hint click until the hint is shown (Triolet, Equations);
- **meanwhile**: a click on a square while the bot is to move, until the board says to wait.

Targets on the 2-core machine: a board within 15 s of a cold load; a click within 1.5× the bare
Button's; a bot reply and a hint within 1 s, the board answering meanwhile.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests" / "lite"), str(ROOT / "tests" / "browser")]

from labdriver import CHROMIUM, CHROMIUM_ARGS, start_the_app  # noqa: E402
from sitedriver import AUTORUN, NO_WAY_OUT, OffSiteRequests, SiteServer, build_site  # noqa: E402

BARE = {
    "cells": [
        {
            "cell_type": "code",
            "metadata": {},
            "outputs": [],
            "execution_count": None,
            "source": "import ipywidgets as w\nn = w.Label('0')\nb = w.Button(description='+1')\n"
            "b.add_class('bench-button')\nn.add_class('bench-label')\n"
            "b.on_click(lambda _: setattr(n, 'value', str(int(n.value) + 1)))\nw.HBox([b, n])",
        }
    ],
    "metadata": {"kernelspec": {"name": "python", "display_name": "Python (Pyodide)"}},
    "nbformat": 4,
    "nbformat_minor": 5,
}
SAVE = """async (nb) => { await window.jupyterapp.serviceManager.contents.save('bench-bare.ipynb',
  {type: 'notebook', format: 'json', content: nb}); }"""
DONE = "() => window.__mathplay && (window.__mathplay.done || window.__mathplay.error)"
BOARDS = {
    "bench-bare.ipynb": ".bench-button",
    "lessons": ".mathplay-board",
    "notebooks/play-equations.ipynb": ".mathplay-equations",
    "notebooks/play-memory.ipynb": ".mathplay-memory",
    "notebooks/play-triolet.ipynb": ".mathplay-triolet",
}


def timed(page, action, condition: str, arg=None, timeout: float = 60) -> float:
    """Seconds from ``action()`` until ``condition`` (a JS predicate) holds on the page."""
    page.evaluate("() => { window.__t0 = performance.now(); }")
    action()
    page.wait_for_function(condition, arg=arg, timeout=timeout * 1000, polling="raf")
    return (page.evaluate("() => performance.now()") - page.evaluate("() => window.__t0")) / 1e3


def stats(values: list[float]) -> str:
    values = sorted(values)
    p95 = values[min(len(values) - 1, int(0.95 * len(values)))]
    return f"median {1e3 * statistics.median(values):.0f} ms, p95 {1e3 * p95:.0f} ms"


class Bench:
    def __init__(self, browser, server: SiteServer) -> None:
        self.browser, self.server = browser, server

    def open(self, path: str):
        """A cold load: a fresh profile, the page opened, all cells run."""
        context = self.browser.new_context(viewport={"width": 1400, "height": 1200})
        offsite = OffSiteRequests(self.server.origin).watch(context)
        context.add_init_script(AUTORUN)
        page = context.new_page()
        page.set_default_timeout(180_000)
        if path == "bench-bare.ipynb":  # made in this profile's storage, then opened
            page.goto(self.server.base + "lab/index.html")
            page.wait_for_function("() => window.jupyterapp && window.jupyterapp.serviceManager")
            page.evaluate(SAVE, BARE)
        started = time.monotonic()
        page.goto(self.server.url(path))
        selector = BOARDS.get(path) or BOARDS["lessons"]
        if path.startswith("notebooks/play-"):  # the app's welcome: Ann against Robo, game 2024
            start_the_app(page, timeout=300_000)
        page.locator(selector).first.wait_for(timeout=300_000)
        board = time.monotonic() - started
        page.wait_for_function(DONE, timeout=300_000)
        state = page.evaluate("() => window.__mathplay")
        return context, page, offsite, {"kernel ready": state["idle"], "board": board}

    def clicks(self, page, count: int, kind: str) -> list[float]:
        """Seconds from each click until the clicked element (or the label) looks different."""
        target, watched = {
            "bare": (".bench-button", ".bench-label"),
            "triolet": (".mathplay-rack-tile", ".mathplay-rack-tile"),
            "equations": (".mathplay-hand-card", ".mathplay-hand-card"),
        }[kind]
        look = (
            "(s) => { const e = document.querySelector(s);"
            " return e.outerHTML + getComputedStyle(e).backgroundColor; }"
        )
        times = []
        for _ in range(count):  # the board: pick the tile or card, put it back, pick, ...
            before = page.evaluate(look, watched)
            times.append(
                timed(
                    page,
                    page.locator(target).first.click,
                    f"([s, v]) => ({look})(s) !== v",
                    [watched, before],
                )
            )
        if count % 2 and kind != "bare":
            page.locator(target).first.click()
        return times


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=15)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    site = build_site()
    server = SiteServer(site, Path(tempfile.mkdtemp())).start()
    lesson = next(p for p in sorted((site / "files" / "lessons").rglob("*.ipynb")))
    lesson_path = lesson.relative_to(site / "files").as_posix()
    results: dict[str, dict] = {}
    print("The static site in Chromium (cold loads, fresh profiles; one run, same machine)")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM, headless=True, args=[*CHROMIUM_ARGS, *NO_WAY_OUT]
            )
            bench = Bench(browser, server)
            for path, kind in [
                ("bench-bare.ipynb", "bare"),
                (lesson_path, None),
                ("notebooks/play-triolet.ipynb", "triolet"),
                ("notebooks/play-equations.ipynb", "equations"),
                ("notebooks/play-memory.ipynb", None),
            ]:
                context, page, offsite, figures = bench.open(path)
                if kind:
                    figures["clicks"] = bench.clicks(page, args.clicks, kind)
                if kind == "triolet":
                    figures.update(triolet_timings(page))
                if kind == "equations":
                    figures["hint"] = timed(
                        page,
                        page.locator(".mathplay-eq-hint").first.click,
                        "() => { const e = document.querySelector('.mathplay-eq-hint-line');"
                        " return e && /complete equation/.test(e.textContent); }",
                    )
                figures["requests off the site"] = len(offsite.blocked)
                results[path] = figures
                print(line(path, figures, results["bench-bare.ipynb"]), flush=True)
                context.close()
            browser.close()
    finally:
        server.stop()
    return 0


def triolet_timings(page) -> dict:
    """The hint, then the hinted move played and the bot's reply, with a click meanwhile."""
    sys.path.insert(0, str(ROOT / "tests" / "lite"))
    from boardplay import GreedyBot, Rules, TrioletBoard, hint, plain

    twin = plain(TrioletBoard, ["Ann", ("Robo", GreedyBot())], Rules(), 2024)
    best = hint(twin.game)
    figures = {
        "hint": timed(
            page,
            page.locator(".mathplay-triolet-hint").click,
            "() => document.body.textContent.includes('Hint: the best move now is')",
        )
    }
    rack = list(twin.rack())
    for p in best.move.placements:
        index = rack.index(p.value)
        rack[index] = None
        page.locator(".mathplay-rack-tile").nth(index).click()
        page.locator(".mathplay-squares button").nth(p.row * 15 + p.col).click()
    page.locator(".mathplay-triolet-preview").filter(has_text="Allowed!").wait_for()
    # the move confirmed, then at once a click on an empty square while the bot is to move
    start = page.evaluate("() => performance.now()")
    page.locator(".mathplay-triolet-confirm").click()
    clicked = page.evaluate("() => performance.now()")
    page.locator(".mathplay-squares button").first.click()
    answered = page.wait_for_function(
        "() => document.body.textContent.includes('Wait a moment') && performance.now()",
        timeout=60_000,
    ).json_value()
    replied = page.wait_for_function(
        "() => /Ann, your turn|Your turn, Ann/.test(document.querySelector("
        "'.mathplay-triolet-turn').textContent) && performance.now()",
        timeout=60_000,
    ).json_value()
    figures["bot reply (less 0.8 s pacing)"] = (replied - start) / 1e3 - 0.8
    figures["click while the bot plays"] = (answered - clicked) / 1e3
    return figures


def line(path: str, figures: dict, bare: dict) -> str:
    """One notebook's figures, the clicks against the bare Button's (measured first)."""
    parts = [
        f"  {path}: kernel ready {figures['kernel ready']:.1f} s, "
        f"first board {figures['board']:.1f} s"
    ]
    if "clicks" in figures:
        ratio = statistics.median(figures["clicks"]) / statistics.median(bare["clicks"])
        parts.append(f"click {stats(figures['clicks'])} ({ratio:.2f}× the bare Button)")
    for key in ("hint", "bot reply (less 0.8 s pacing)", "click while the bot plays"):
        if key in figures:
            parts.append(f"{key} {1e3 * figures[key]:.0f} ms")
    parts.append(f"requests off the site: {figures['requests off the site']}")
    return "; ".join(parts)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
