"""Real-browser click-to-update latency of each board, beside a bare ipywidgets Button.

    .venv/bin/python bench/widgets.py [--clicks 30] [--against OLD_CHECKOUT]

Starts JupyterLab on a free loopback port and Debian's headless Chromium (as the browser
tests do), opens a notebook with a bare Button+Label and every board, and for each one
clicks an element from inside the page and waits for the board's DOM to change, timing it
with ``performance.now()``. Prints the median and p95 per board and the ratio of each p95
to the bare button's (target: at most 1.5×), and the time a full Triolet board takes to
render (target: under 1 s).

``--against`` a checkout of an older commit (``git worktree add …``): the same notebook runs
a second time in another page of the same browser, its kernel importing ``mathplay`` from
there, and every measurement alternates between the two (same run, same machine load); the
figures are printed side by side.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from labdriver import CHROMIUM, CHROMIUM_ARGS, Lab, open_and_run  # noqa: E402

# Each case: the cell that displays the widget (with a CSS class to find it by), the
# JavaScript expression giving the element to click, and the JavaScript expression whose
# change means the click's visible update has arrived (``root`` is the widget's element;
# ``null`` while it is only partly there).
CASES: dict[str, tuple[str, str, str]] = {
    "bare button": (
        "import ipywidgets as w\n"
        "label = w.Label('0')\n"
        "def bump(_):\n    label.value = str(int(label.value) + 1)\n"
        "bare = w.Button(description='bump')\nbare.on_click(bump)\n"
        "box = w.VBox([bare, label])\nbox.add_class('mathplay-bench-bare')\nbox",
        "root.querySelector('button')",
        "root.querySelector('.widget-label').textContent",
    ),
    "ExpressionBuilder": (
        "from mathplay.widgets import ExpressionBuilder\n"
        "builder = ExpressionBuilder('9' * 40, goal=None)\n"
        "builder.add_class('mathplay-bench-builder')\n"
        "def reset(change):\n    if len(builder.placed) > 30: builder.clear()\n"
        "builder.row.observe(reset, 'value')\nbuilder",
        "[...root.querySelectorAll('.widget-hbox button')].find(b => !b.disabled)",
        "root.querySelectorAll('.mathplay-card').length + '/' + root.textContent.length",
    ),
    "TrioletBoard": (
        "from mathplay.widgets import TrioletBoard\n"
        "triolet = TrioletBoard(['Ann', 'Bob'], seed=3, private_racks=False)\n"
        "triolet.add_class('mathplay-bench-triolet')\ntriolet",
        "root.querySelector('.mathplay-rack-tile')",
        "[...root.querySelectorAll('.mathplay-rack-tile')]"
        ".map(b => b.className + b.textContent + b.getAttribute('style')).join('|')",
    ),
    "EquationsTable": (
        "from mathplay.widgets import EquationsTable\n"
        "equations = EquationsTable(['Ann', 'Bob'], seed=2024, private_hands=False)\n"
        "equations.add_class('mathplay-bench-equations')\nequations",
        "root.querySelector('.mathplay-hand-card')",
        "root.querySelectorAll('.mathplay-hand-selected').length",
    ),
    "EquationsTable, all gaps": (  # the same click, until every gap has turned yellow
        "from mathplay.widgets import EquationsTable\n"
        "gaps = EquationsTable(['Ann', 'Bob'], seed=2024, private_hands=False)\n"
        "gaps.add_class('mathplay-bench-gaps')\ngaps",
        "root.querySelector('.mathplay-hand-card')",
        "(() => { const gaps = [...root.querySelectorAll('.mathplay-eq-slot')]"
        ".filter(b => b.offsetParent !== null);"
        " const lit = gaps.filter(b => getComputedStyle(b).backgroundColor"
        " === 'rgb(240, 228, 66)').length;"
        " return lit === 0 || lit === gaps.length ? String(lit) : null; })()",
    ),
    "MemoryGrid": (
        "from mathplay.games.memory import Rules\n"
        "from mathplay.widgets import MemoryGrid\n"
        "memory = MemoryGrid(['Ann', 'Bob'], Rules(chaos_copies=0), seed=1)\n"
        "memory.add_class('mathplay-bench-memory')\nmemory",
        "root.querySelector('.mathplay-memory-down')",
        "[...root.querySelectorAll('.mathplay-memory-card')]"
        ".map(b => b.className + b.textContent).join('|')",
    ),
}
SELECTORS = {
    "bare button": ".mathplay-bench-bare",
    "ExpressionBuilder": ".mathplay-bench-builder",
    "TrioletBoard": ".mathplay-bench-triolet",
    "EquationsTable": ".mathplay-bench-equations",
    "EquationsTable, all gaps": ".mathplay-bench-gaps",
    "MemoryGrid": ".mathplay-bench-memory",
}

# A button that builds a new TrioletBoard and shows it: from the click until its 225 squares
# are on the page is the time a full board takes to render.
RENDER_CELL = (
    "import ipywidgets as w\n"
    "from IPython.display import display\n"
    "from mathplay.widgets import TrioletBoard\n"
    "shown = w.Output()\n"
    "def show_board(_):\n"
    "    shown.clear_output()\n"
    "    with shown:\n"
    "        display(TrioletBoard(['Ann', 'Bob'], seed=5, private_racks=False))\n"
    "again = w.Button(description='new board')\nagain.on_click(show_board)\n"
    "render = w.VBox([again, shown])\nrender.add_class('mathplay-bench-render')\nrender"
)
RENDER_PROBE = (
    "(() => { const board = root.querySelector('.mathplay-triolet');"
    " if (!board || board.querySelectorAll('.mathplay-squares button').length !== 225)"
    " return null;"
    " return [...board.classList].find(c => /^mathplay-triolet-b[0-9]+$/.test(c)); })()"
)

MEASURE_JS = """async ([selector, pick, probe]) => {
  const root = document.querySelector(selector);
  const target = (new Function('root', 'return ' + pick))(root);
  const read = new Function('root', 'return ' + probe);
  const before = read(root);
  const start = performance.now();
  target.click();
  await new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      const now = read(root);  // null: the update is still arriving
      if (now !== null && now !== before) { observer.disconnect(); resolve(); }
    });
    observer.observe(root, {subtree: true, childList: true, characterData: true, attributes: true});
    setTimeout(() => reject(new Error('no update within 10 s')), 10000);
  });
  return performance.now() - start;
}"""


def place_tile_time(page) -> float:
    """Pick a rack tile (not timed), click the centre square (timed until the tile shows
    there), take the tile back (not timed); on the bench's TrioletBoard."""
    root = ".mathplay-bench-triolet"
    rack = CASES["TrioletBoard"][2]
    centre = "root.querySelector('.mathplay-row-7').textContent"
    page.evaluate(MEASURE_JS, [root, "root.querySelector('.mathplay-rack-tile')", rack])
    square = "root.querySelectorAll('.mathplay-row-7 button')[7]"
    took = page.evaluate(MEASURE_JS, [root, square, centre])
    back = "root.querySelector('.mathplay-triolet-take-back')"
    page.evaluate(MEASURE_JS, [root, back, centre])
    return took


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def click_time(page, name: str) -> float | None:
    """One timed click of a case (``None``: the click changed nothing in 10 s)."""
    _, pick, probe = CASES[name]
    try:
        return page.evaluate(MEASURE_JS, [SELECTORS[name], pick, probe])
    except Exception as err:
        print(f"{name}: {str(err).splitlines()[0]}")
        return None


def measure(pages: dict[str, object], clicks: int) -> dict[str, dict[str, list[float]]]:
    """Every case on every page, the pages taking turns click by click."""
    results: dict[str, dict[str, list[float]]] = {label: {} for label in pages}
    timed = {name: (lambda page, name=name: click_time(page, name)) for name in CASES}
    timed["TrioletBoard, place a tile"] = place_tile_time
    timed["a full TrioletBoard"] = lambda page: page.evaluate(
        MEASURE_JS, [".mathplay-bench-render", "root.querySelector('button')", RENDER_PROBE]
    )
    for name, once in timed.items():
        for page in pages.values():
            page.locator(SELECTORS.get(name, ".mathplay-bench-triolet")).first.wait_for()
        count = max(3, clicks // 5) if name == "a full TrioletBoard" else clicks
        for _ in range(count):
            for label, page in pages.items():
                took = once(page)
                if took is not None:
                    results[label].setdefault(name, []).append(took)
    return results


def report(results: dict[str, dict[str, list[float]]]) -> None:
    """Median, p95 and p95 ÷ the bare button's of each board, one column group per page."""
    labels = list(results)
    head = f"{'board':<26}" + "".join(
        f" | {label[:24]:<24} {'median':>7} {'p95':>7} {'÷ bare':>6}" for label in labels
    )
    print(head)
    names = [name for name in results[labels[0]] if name != "a full TrioletBoard"]
    for name in names:
        row = f"{name:<26}"
        for label in labels:
            times = results[label].get(name, [])
            if not times:
                row += f" | {'no measurement':<48}"
                continue
            base = percentile(results[label]["bare button"], 0.95)
            p95 = percentile(times, 0.95)
            row += f" | {'':<24} {statistics.median(times):>7.1f} {p95:>7.1f} {p95 / base:>5.2f}×"
        print(row)
    for label in labels:
        renders = results[label].get("a full TrioletBoard", [])
        if renders:
            print(
                f"{label}: a full TrioletBoard, click to all 225 squares shown: median "
                f"{statistics.median(renders):.0f} ms, worst {max(renders):.0f} ms "
                "(target < 1,000 ms)"
            )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clicks", type=int, default=30, help="clicks per board")
    parser.add_argument(
        "--against", type=Path, help="a checkout of an older commit, measured in the same run"
    )
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    cells = [case[0] for case in CASES.values()] + [RENDER_CELL]
    notebooks = {"this checkout": ("bench/latency.ipynb", cells)}
    if args.against:
        older = str(args.against.resolve())
        first = (
            f"import sys\nsys.path.insert(0, {older!r})\nimport mathplay\n"
            f"assert mathplay.__file__.startswith({older!r}), mathplay.__file__\n" + cells[0]
        )
        notebooks[f"against {args.against.name}"] = (
            "bench/latency-against.ipynb",
            [first, *cells[1:]],
        )
    with tempfile.TemporaryDirectory() as tmp:
        lab = Lab(Path(tmp)).start()
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
                )
                pages = {}
                for label, (name, code) in notebooks.items():
                    page = browser.new_page(viewport={"width": 1400, "height": 1000})
                    started = time.perf_counter()
                    open_and_run(page, lab, lab.write_notebook(name, code))
                    print(
                        f"{label}: notebook opened and run in {time.perf_counter() - started:.1f} s"
                    )
                    pages[label] = page
                results = measure(pages, args.clicks)
                browser.close()
        finally:
            lab.stop()
    report(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
