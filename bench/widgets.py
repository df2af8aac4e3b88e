"""Real-browser click-to-update latency of each board, beside a bare ipywidgets Button.

    .venv/bin/python bench/widgets.py [--clicks 30]

Starts JupyterLab on a free loopback port and Debian's headless Chromium (as the browser
tests do), opens a notebook with a bare Button+Label and every board, and for each one
clicks an element from inside the page and waits for the board's DOM to change, timing it
with ``performance.now()``. Prints the median and p95 per board and the ratio of each p95
to the bare button's (target: at most 1.5×), and the time a full Triolet board takes to
render (target: under 1 s).
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


def place_tile_times(page, clicks: int) -> list[float]:
    """Pick a rack tile (not timed), click the centre square (timed until the tile shows
    there), take the tile back (not timed); on the bench's TrioletBoard."""
    root = ".mathplay-bench-triolet"
    rack = CASES["TrioletBoard"][2]
    centre = "root.querySelector('.mathplay-row-7').textContent"
    times = []
    for _ in range(clicks):
        page.evaluate(MEASURE_JS, [root, "root.querySelector('.mathplay-rack-tile')", rack])
        square = "root.querySelectorAll('.mathplay-row-7 button')[7]"
        times.append(page.evaluate(MEASURE_JS, [root, square, centre]))
        back = "root.querySelector('.mathplay-triolet-take-back')"
        page.evaluate(MEASURE_JS, [root, back, centre])
    return times


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clicks", type=int, default=30, help="clicks per board")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        lab = Lab(Path(tmp)).start()
        try:
            cells = [case[0] for case in CASES.values()] + [RENDER_CELL]
            path = lab.write_notebook("bench/latency.ipynb", cells)
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
                )
                page = browser.new_page(viewport={"width": 1400, "height": 1000})
                started = time.perf_counter()
                open_and_run(page, lab, path)
                print(f"notebook opened and run in {time.perf_counter() - started:.1f} s")
                results = {}
                for name, (_, pick, probe) in CASES.items():
                    page.locator(SELECTORS[name]).first.wait_for()
                    times = []
                    for _ in range(args.clicks):
                        try:
                            times.append(page.evaluate(MEASURE_JS, [SELECTORS[name], pick, probe]))
                        except Exception as err:  # a click that changed nothing in 10 s
                            print(f"{name}: {str(err).splitlines()[0]}")
                            break
                    results[name] = times
                results["TrioletBoard, place a tile"] = place_tile_times(page, args.clicks)
                renders = [
                    page.evaluate(
                        MEASURE_JS,
                        [".mathplay-bench-render", "root.querySelector('button')", RENDER_PROBE],
                    )
                    for _ in range(max(3, args.clicks // 5))
                ]
                browser.close()
        finally:
            lab.stop()
    base = percentile(results["bare button"], 0.95)
    print(f"{'board':<26} {'median ms':>10} {'p95 ms':>8} {'p95 / bare':>11}")
    for name, times in results.items():
        if not times:
            print(f"{name:<26} no measurement")
            continue
        p95 = percentile(times, 0.95)
        print(f"{name:<26} {statistics.median(times):>10.1f} {p95:>8.1f} {p95 / base:>10.2f}×")
    print(
        f"a full TrioletBoard, click to all 225 squares shown: median "
        f"{statistics.median(renders):.0f} ms, worst {max(renders):.0f} ms (target < 1,000 ms)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
