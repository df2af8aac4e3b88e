"""The static site in Chromium: how fast a pupil gets a board, cold and warm; how fast it answers.

    python bench/lite.py [--clicks 15] [--rounds 1] [--breakdown] [--network 20] [--only TEXT]

(It builds _site/ first if needed: make lite.)

Measured in one run, on the same server and browser: a bare Lite notebook with one ipywidgets
Button (the baseline, served as a file of the site like any notebook), lesson 1, each play
notebook (JupyterLab) and each app page (Voici). Each page is opened twice:

- **cold**: in a fresh browser profile (nothing cached, a first visit);
- **warm**: again in the same profile, the site unchanged (a second visit: the site's service
  worker serves its files from the browser's cache).

For each: from opening the page to the kernel ready and to the first board drawn (all cells run;
on a play page, the app's welcome filled in by the bench and Play! clicked, the time the bench
spends typing left out: a pupil's time, not the page's; a board that JupyterLab's windowing
keeps hidden above the running cells counts once drawn, then is scrolled to and checked on
screen), the board's time against the bare notebook's (cold; measured again just before each
page, as the load of a shared machine drifts) and warm against cold. ``--rounds N`` measures
each page (and its bare notebook) N times and prints the medians, each round's ratios in
brackets, and the breakdown of the median round. In the first cold run also: a click on the
board until the page shows its answer (median and p95 of ``--clicks``), against the bare
Button's; Triolet's bot reply (less the board's 0.8 s of pacing) and a click on a square while
the bot is to move; the hints (Triolet, Equations).

``--network MBIT`` serves the site at that speed (``tests/lite/slow_server.py``): a pupil's
share of a school's connection, where a first visit pays for its downloads; by default the
loopback, where downloads cost nearly nothing and only the browser's work remains.

``--breakdown`` splits each load, cold and warm: the page's own files, Pyodide's download,
Python's start, the kernel's own packages and start, the packages loaded for the page and each
loaded on import (name, bytes, seconds), the first cell (mathplay's import), the other cells
until the board (the slowest named); read from the kernel worker's performance timeline
(``lite/start.js``). And Pyodide's wasm compiled alone. ``--only TEXT``: only the pages whose
name has TEXT (and the bare notebook).

Targets on the 2-core machine: each board within 1.25× the bare notebook's time, lesson 1's
first board within 1.5×; a warm board within 0.5× its cold time; a click within 1.5× the bare
Button's; a bot reply and a hint within 1 s, the board answering meanwhile.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests" / "lite"), str(ROOT / "tests" / "browser")]

from labdriver import CHROMIUM, CHROMIUM_ARGS, start_the_app  # noqa: E402
from sitedriver import (  # noqa: E402
    AUTORUN,
    NO_WAY_OUT,
    OffSiteRequests,
    SiteServer,
    build_site,
    kernel_timeline,
    site_of_links,
)

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
PLAYED_AT = """addEventListener('click', (e) => {
  if (e.target.closest && e.target.closest('.mathplay-app-play')) {
    window.__played = performance.now();
  }
}, true);"""
SCROLL_TO_BOARD = """async (selector) => {
  const shown = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const notebook = shown && shown.content;
  const cells = (notebook && notebook.widgets) || [];
  const cell = cells.find((c) => c.node.querySelector(selector));
  if (cell) await notebook.scrollToCell(cell, 'start');
}"""
BOARD_AT = """((selector) => {  // when the board's element first joins the page (or its class)
  const found = (n) => n.nodeType === 1 && (n.matches(selector) || n.querySelector(selector));
  const watch = new MutationObserver((records) => {
    if (records.some((r) => found(r.target) || [...r.addedNodes].some(found))) {
      window.__boardAt = performance.now();
      watch.disconnect();
    }
  });
  watch.observe(document, { childList: true, subtree: true, attributeFilter: ['class'] });
})(%s);"""
PLAYED = "() => window.__played / 1e3"
DONE = "() => window.__mathplay && (window.__mathplay.done || window.__mathplay.error)"
BARE_PATH = "bench-bare.ipynb"
LESSON = "lessons/en/01-order-of-operations.ipynb"
GAMES = {
    "triolet": ".mathplay-triolet",
    "equations": ".mathplay-equations",
    "memory": ".mathplay-memory",
}
COMPILE = """async (url) => { const bytes = await (await fetch(url)).arrayBuffer();
  const t = performance.now(); await WebAssembly.compile(bytes);
  return (performance.now() - t) / 1e3; }"""


class Page:
    """One page of the run: where it is, how it is opened, what shows its board."""

    def __init__(
        self, name: str, path: str, board: str, app: bool = False, kind: str | None = None
    ):
        self.name, self.path, self.board, self.app, self.kind = name, path, board, app, kind

    def url(self, server: SiteServer) -> str:
        return server.app_url(self.path) if self.app else server.url(self.path)


def pages() -> list[Page]:
    found = [
        Page("bare notebook (one Button)", BARE_PATH, ".bench-button", kind="bare"),
        Page("lesson 1 (English)", LESSON, ".mathplay-board"),
    ]
    for game, board in GAMES.items():
        path = f"notebooks/play-{game}.ipynb"
        kind = game if game != "memory" else None
        found.append(Page(f"play {game} (notebook)", path, board, kind=kind))
        found.append(Page(f"play {game} (app page)", path, board, app=True))
    return found


def with_the_bare_notebook(site: Path, folder: Path) -> Path:
    """A copy of the site (links to its files) that also serves the bare notebook, so that
    its first load is as cold as any other page's."""
    site_of_links(site, folder)
    (folder / "files" / BARE_PATH).write_text(json.dumps(BARE), encoding="utf-8")
    listing = folder / "api" / "contents" / "all.json"
    contents = json.loads(listing.read_text(encoding="utf-8"))
    entry = {**contents["content"][0], "name": BARE_PATH, "path": BARE_PATH, "type": "notebook"}
    contents["content"].append(entry)
    listing.unlink()
    listing.write_text(json.dumps(contents), encoding="utf-8")
    return folder


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


def visit(context, server: SiteServer, page_of: Page) -> tuple:
    """Open the page in ``context``, run it to its board; the page and its figures."""
    page = context.new_page()
    page.set_default_timeout(300_000)
    page.goto(page_of.url(server))
    welcome = typing = None
    if page_of.path.startswith("notebooks/play-"):  # the app's welcome: Ann, Robo, game 2024
        page.locator(".mathplay-app-play").first.wait_for(timeout=300_000)
        welcome = page.evaluate("() => performance.now() / 1e3")
        start_the_app(page, timeout=300_000)
        typing = page.evaluate(PLAYED) - welcome
    board_on_page = page.locator(page_of.board).first
    # drawn: a board off screen (lesson 1's, above the cells still running) is hidden by
    # JupyterLab's windowing, so its cell is scrolled into view once the board is on the page
    board_on_page.wait_for(state="attached", timeout=300_000)
    board = page.evaluate("() => (window.__boardAt || performance.now()) / 1e3")
    page.evaluate(SCROLL_TO_BOARD, page_of.board)
    board_on_page.wait_for(timeout=300_000)
    if not page_of.app:
        page.wait_for_function(DONE, timeout=300_000)
    timeline = kernel_timeline(page)
    kernel = next((m["end"] for m in timeline["marks"] if m["name"] == "kernel"), None)
    # the page's time: to its board, less the bench's own typing in the welcome (a pupil's
    # time, not the page's; a pupil types slower, and the board's code loads meanwhile)
    page_time = board - (typing or 0.0)
    figures = {"kernel ready": kernel, "board": board, "page": page_time, "timeline": timeline}
    if welcome is not None:
        figures.update(welcome=welcome, typing=typing)
    return page, figures


class Run:
    def __init__(self, browser, server: SiteServer, clicks: int) -> None:
        self.browser, self.server, self.clicks = browser, server, clicks

    def measure(self, page_of: Page, answers: bool = True) -> dict:
        """Cold, then warm; with ``answers``, the clicks, hints and bot replies too."""
        context = self.browser.new_context(viewport={"width": 1400, "height": 1200})
        offsite = OffSiteRequests(self.server.origin).watch(context)
        context.add_init_script(AUTORUN)
        context.add_init_script(PLAYED_AT)
        context.add_init_script(BOARD_AT % json.dumps(page_of.board))
        page, cold = visit(context, self.server, page_of)
        if page_of.kind and answers:
            cold["clicks"] = clicks(page, self.clicks, page_of.kind)
        if page_of.kind == "triolet":
            cold.update(triolet_timings(page))
        if page_of.kind == "equations":
            cold["hint"] = timed(
                page,
                page.locator(".mathplay-eq-hint").first.click,
                "() => { const e = document.querySelector('.mathplay-eq-hint-line');"
                " return e && /complete equation/.test(e.textContent); }",
            )
        page.close()
        page, warm = visit(context, self.server, page_of)
        page.close()
        context.close()
        return {"cold": cold, "warm": warm, "requests off the site": len(offsite.blocked)}


def clicks(page, count: int, kind: str) -> list[float]:
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


WAITING = "(() => document.body.textContent.includes('Wait a moment'))"
REPLIED = """(() => /Ann, your turn|Your turn, Ann/.test(
  document.querySelector('.mathplay-triolet-turn').textContent))"""


def triolet_timings(page) -> dict:
    """The hint, then the hinted move played and the bot's reply, with a click meanwhile."""
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
    # the move confirmed, then a click on an empty square as soon as the bot is to move
    start = page.evaluate("() => performance.now()")
    page.locator(".mathplay-triolet-confirm").click()
    page.wait_for_function(f"() => !{REPLIED}()", timeout=60_000)
    clicked = page.evaluate("() => performance.now()")
    page.locator(".mathplay-squares button").first.click()
    # the page's answer to that click, or the bot's reply if it came first (a loaded machine)
    answered = page.wait_for_function(
        f"() => ({WAITING}() || {REPLIED}()) && [performance.now(), {WAITING}()]",
        timeout=60_000,
    ).json_value()
    replied = page.wait_for_function(f"() => {REPLIED}() && performance.now()").json_value()
    figures["bot reply (less 0.8 s pacing)"] = (replied - start) / 1e3 - 0.8
    if answered[1]:
        figures["click while the bot plays"] = (answered[0] - clicked) / 1e3
    return figures


def ratios(rounds: list[dict]) -> tuple[list[float], list[float]]:
    """Per round: the page's cold board ÷ the bare notebook's measured just before it (the
    load of a shared machine drifts), and its warm board ÷ its cold one."""
    paired = [r["cold"]["page"] / r.get("bare", r)["cold"]["page"] for r in rounds]
    warm = [r["warm"]["page"] / r["cold"]["page"] for r in rounds]
    return paired, warm


def typical(rounds: list[dict]) -> int:
    """The round whose board-to-bare ratio is the median one (the breakdown's)."""
    paired = ratios(rounds)[0]
    return sorted(zip(paired, range(len(rounds)), strict=True))[(len(rounds) - 1) // 2][1]


def summary(name: str, rounds: list[dict], bare: dict) -> str:
    """One page's line: cold and warm, against the bare notebook and against cold (medians
    over the rounds, each round's ratio in brackets when there are several)."""
    paired, warm = ratios(rounds)
    median = statistics.median

    def each(values: list[float]) -> str:
        return f" [{', '.join(f'{v:.2f}' for v in values)}]" if len(values) > 1 else ""

    boards = [r["cold"]["page"] for r in rounds]
    bares = [r.get("bare", r)["cold"]["page"] for r in rounds]
    board = "board, less the bench's typing," if "typing" in rounds[0]["cold"] else "board"
    readies = [r["cold"]["kernel ready"] for r in rounds if r["cold"]["kernel ready"]]
    ready = f"kernel ready {median(readies):.1f} s, " if readies else ""
    parts = [
        f"  {name}: cold {ready}{board} {median(boards):.1f} s "
        f"({median(paired):.2f}×{each(paired)} the bare notebook's {median(bares):.1f} s); "
        f"warm {board} {median(r['warm']['page'] for r in rounds):.1f} s "
        f"({median(warm):.2f}×{each(warm)} cold)"
    ]
    cold = rounds[0]["cold"]  # the clicks, hints and bot replies: the first round's
    if "clicks" in cold:
        ratio = statistics.median(cold["clicks"]) / statistics.median(bare["cold"]["clicks"])
        parts.append(f"click {stats(cold['clicks'])} ({ratio:.2f}× the bare Button)")
    for key in ("hint", "bot reply (less 0.8 s pacing)", "click while the bot plays"):
        if key in cold:
            parts.append(f"{key} {1e3 * cold[key]:.0f} ms")
    parts.append(f"requests off the site: {sum(r['requests off the site'] for r in rounds)}")
    return "; ".join(parts)


def megabytes(files: list[dict]) -> str:
    return f"{sum(f['bytes'] for f in files) / 1e6:.1f} MB"


def parts(visit: dict) -> dict[str, tuple[float, str]]:
    """A visit's time, part by part: {part: (seconds, what)} in the order they happened."""
    timeline = visit["timeline"]
    marks, files = timeline["marks"], timeline["files"]
    if timeline["worker"] is None:
        return {}
    by_name = {f["name"]: f for f in files}
    core = [
        by_name[n]
        for n in ("pyodide.asm.wasm", "pyodide.asm.js", "python_stdlib.zip")
        if n in by_name
    ]
    found: dict[str, tuple[float, str]] = {
        "page": (timeline["worker"], "the page's own files (JupyterLab), until the kernel's worker")
    }
    downloaded = max((f["end"] for f in core), default=timeline["worker"])
    if core:
        found["download"] = (
            downloaded - min(f["start"] for f in core),
            f"Pyodide's download ({megabytes(core)})",
        )
    for mark in (m for m in marks if m["start"] < visit["board"]):  # the board's part only
        detail, seconds = mark["detail"] or {}, mark["end"] - mark["start"]
        if mark["name"] == "python":
            found["python"] = (mark["end"] - downloaded, "Python's start")
        elif mark["name"] == "load":
            names = {n.lower().replace("_", "-") for n in detail["names"]}
            wheels = [
                f for f in files if f["name"].split("-")[0].lower().replace("_", "-") in names
            ]
            key = "page packages" if detail["ready"] else "kernel packages"
            what = "packages for the page" if detail["ready"] else "the kernel's own packages"
            found[key] = (seconds, f"{what} ({len(names)}, {megabytes(wheels)})")
        elif mark["name"] == "import":
            key = f"import {detail['names'][0]}"
            found[key] = (
                seconds,
                f"loaded on import: {detail['names'][0]} ({detail['bytes'] / 1e6:.1f} MB)",
            )
        elif mark["name"] in ("setup", "kernel"):
            before = found.get("kernel start", (0.0, ""))[0]
            found["kernel start"] = (before + seconds, "the kernel's start (IPython and the rest)")
    starts = [m for m in marks if m["name"] == "pre_run_cell"]
    ends = [m for m in marks if m["name"] == "post_run_cell"]
    if starts and ends:
        found["first cell"] = (
            ends[0]["end"] - starts[0]["start"],
            f"the first cell: {starts[0]['detail']}",
        )
        if "welcome" in visit:  # the app: its welcome, the bench typing, then Play to the board
            found["draw"] = (visit["welcome"] - ends[0]["end"], "the welcome on screen")
            found["typing"] = (visit["typing"], "the bench types two names and the game number")
            found["play"] = (
                visit["board"] - visit["welcome"] - visit["typing"],
                "Play! clicked, until the board is on screen",
            )
        else:
            found["draw"] = (
                visit["board"] - ends[0]["end"],
                "the other cells, until the board is on screen",
            )
        cells = list(zip(starts[1:], ends[1:], strict=False))
        slow = sorted(cells, key=lambda p: p[0]["start"] - p[1]["end"])[:3]
        for start, end in slow:
            if end["end"] - start["start"] > 0.3 and end["end"] < visit["board"]:
                found[f"cell {start['detail']}"] = (
                    end["end"] - start["start"],
                    f"  of which the cell: {start['detail']}",
                )
    return found


def breakdown(name: str, figures: dict) -> list[str]:
    """Where a page's time went, part by part, cold and warm."""
    cold, warm = parts(figures["cold"]), parts(figures["warm"])
    lines = [
        f"  {name}: board on screen after {figures['cold']['board']:.1f} s cold, "
        f"{figures['warm']['board']:.1f} s warm"
    ]
    for key in [*cold, *(k for k in warm if k not in cold)]:
        seconds = [f"{v[key][0]:5.1f} s" if key in v else "      -" for v in (cold, warm)]
        lines.append(f"    {seconds[0]}  {seconds[1]}  {(cold.get(key) or warm[key])[1]}")
    return lines


def load_average() -> str:
    return f"{os.getloadavg()[0]:.1f}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=15)
    parser.add_argument("--breakdown", action="store_true", help="where each cold load's time goes")
    parser.add_argument(
        "--rounds",
        type=int,
        default=1,
        help="each page this many times (medians), each after the bare notebook",
    )
    parser.add_argument("--only", help="only the pages whose name has this (and the bare one)")
    parser.add_argument(
        "--network", type=float, help="serve the site at this many Mbit/s (a school's network)"
    )
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    work = Path(tempfile.mkdtemp())
    site = with_the_bare_notebook(build_site(), work / "site")
    server = SiteServer(site, work, args.network).start()
    loads = [load_average()]
    where = f"served at {args.network:g} Mbit/s" if args.network else "on the loopback"
    print(
        f"The static site in Chromium, {where} (one run, {args.rounds} round(s); cold: a fresh "
        "profile, warm: again)"
    )
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM, headless=True, args=[*CHROMIUM_ARGS, *NO_WAY_OUT]
            )
            run = Run(browser, server, args.clicks)
            every = [p for p in pages() if p.kind == "bare" or (args.only or "") in p.name]
            bare = run.measure(every[0])  # the bare notebook, with its clicks
            results = {every[0].name: [bare]}
            print(summary(every[0].name, [bare], bare))
            for page_of in every[1:]:
                rounds = results[page_of.name] = []
                for _ in range(args.rounds):  # the bare notebook just before each
                    paired = run.measure(every[0], answers=False)
                    rounds.append({**run.measure(page_of, answers=not rounds), "bare": paired})
                print(summary(page_of.name, rounds, bare))
                loads.append(load_average())
            compile_seconds = wasm_compile(browser, server)
            browser.close()
    finally:
        server.stop()
    print(f"load average during the run: {' '.join(loads)}")
    if args.breakdown:
        print(
            "Where the time goes, cold and warm "
            f"(Pyodide's wasm compiled alone: {compile_seconds:.1f} s):"
        )
        for page_of in every:
            rounds = results[page_of.name]
            print("\n".join(breakdown(page_of.name, rounds[typical(rounds)])))
    return 0


def wasm_compile(browser, server: SiteServer) -> float:
    """Seconds to compile Pyodide's wasm file alone, in a page of the site (no cache)."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(server.base + "index.html")
    seconds = page.evaluate(COMPILE, server.base + "static/pyodide/pyodide.asm.wasm")
    context.close()
    return seconds


if __name__ == "__main__":
    started = time.monotonic()
    code = main(sys.argv[1:])
    print(f"({time.monotonic() - started:.0f} s)")
    sys.exit(code)
