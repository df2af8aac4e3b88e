"""The static site, offline, in Debian's Chromium: every board plays, every notebook runs.

- On each board of the play notebooks a person plays by real clicks, the bot replies and a
  hint is asked for: the *same* scenarios as in JupyterLab (``tests/browser/``), checked
  against the same engine, in the other kernel (Pyodide: no threads).
- Every other notebook and every lesson, in each of its languages (``BROWSER_LANGUAGES``), is
  opened in its own fresh browser profile and all its cells are run by the Pyodide kernel;
  no cell may show an error or write to stderr.
  Two run side by side (the next one starts while a test waits for its own).
- Every request to anything but the site's own loopback server fails, and fails the test.

One module, one Chromium: Playwright's sync API keeps an event loop running while it is open.
"""

from __future__ import annotations

import base64
import functools
import json
import sys
from pathlib import Path

import labdriver
import pytest
from labdriver import screenshot
from playwright.sync_api import expect
from sitedriver import ROOT, NotebookRun, notebook_errors, run_in_kernel, site_file

sys.path.insert(0, str(ROOT / "tools"))
from notebook_sets import app_notebooks, pupil_notebooks
from test_equations_board import (
    test_real_clicks_complete_an_equation_draw_and_the_bot_answers as equations_scenario,
)
from test_memory_board import (
    test_real_clicks_play_the_boards_of_the_play_notebook as memory_scenario,
)
from test_triolet_board import (
    test_real_clicks_play_a_move_the_bot_answers_and_the_hint_shows as triolet_scenario,
)

PLAYED = {p.relative_to(ROOT).as_posix() for p in app_notebooks(ROOT)}  # run by the scenarios
# Every pupil's edition runs in the browser: a Japanese or Polish lesson calls its checks and
# pictures in its own language (a cold Pyodide kernel costs 20-70 s on 2 shared cores).
BROWSER_LANGUAGES = ("en", "ja", "pl")
NOTEBOOKS = [
    path
    for path in (p.relative_to(ROOT).as_posix() for p in pupil_notebooks(ROOT))
    if path not in PLAYED
    and not (path.count("/") == 2 and path.split("/")[1] not in BROWSER_LANGUAGES)
]
# Matplotlib's first import in a fresh Pyodide (every page load) says so on stderr.
HARMLESS_STDERR = ("Matplotlib is building the font cache; this may take a moment.",)


class NotebookQueue:
    """The notebooks to run, started in order, at most ``side_by_side`` at a time."""

    def __init__(self, browser, server, paths: list[str], side_by_side: int = 2) -> None:
        self.browser, self.server, self.paths = browser, server, paths
        self.side_by_side = side_by_side
        self.runs: dict[str, NotebookRun] = {}

    def run(self, path: str) -> NotebookRun:
        index = self.paths.index(path)
        for ahead in self.paths[index : index + self.side_by_side]:
            if ahead not in self.runs:
                self.runs[ahead] = NotebookRun(self.browser, self.server, ahead).start()
        return self.runs[path]

    def close(self) -> None:
        for run in self.runs.values():
            run.close()


@pytest.fixture(scope="module")
def notebooks(browser, site_server):
    queue = NotebookQueue(browser, site_server, NOTEBOOKS)
    yield queue
    queue.close()


@pytest.fixture
def patient(monkeypatch):
    """The JupyterLab scenarios wait up to 5 minutes for the Pyodide kernel (a cold start on
    a busy machine), not their 2."""
    slow = functools.partial(labdriver.open_and_run, timeout=300_000)
    for scenario in (equations_scenario, memory_scenario, triolet_scenario):
        monkeypatch.setitem(scenario.__globals__, "open_and_run", slow)


def real_errors(errors: list[str]) -> list[str]:
    return [e for e in errors if not any(text in e for text in HARMLESS_STDERR)]


def test_the_play_notebooks_are_played():
    assert {
        "notebooks/play-equations.ipynb",
        "notebooks/play-memory.ipynb",
        "notebooks/play-triolet.ipynb",
    } == PLAYED


SAVE_AND_LOAD = """
import mathplay.widgets
board = next(v for v in Out.values() if type(v).__name__ == "GameApp").board  # the app's
path = board.save("my-triolet.json")
again = mathplay.widgets.load(path)
print(path.resolve(), again.game == board.game, len(again.game.history), again.game.scores)
"""


def test_triolet_board_plays_in_the_browser_kernel(site_server, page, patient):
    triolet_scenario(site_server, page)
    assert real_errors(notebook_errors(page)) == []
    # the game saved and loaded again by the Pyodide kernel, the file in the browser's storage
    where, same, turns, scores = run_in_kernel(page, SAVE_AND_LOAD).split(" ", 3)
    assert (where, same, turns) == ("/drive/notebooks/my-triolet.json", "True", "2"), where
    saved = site_file(page, "notebooks/my-triolet.json")
    assert saved is not None, "the save is in the browser's storage"
    content = saved["content"]
    if saved["format"] == "base64":
        content = base64.b64decode(content).decode("utf-8")
    data = content if isinstance(content, dict) else json.loads(content)
    assert data["game"] == "triolet" and str(data["state"]["scores"]) == scores.strip()
    # a package the site does not carry: named at once (no PyPI, no hang), the kernel goes on
    missing = run_in_kernel(page, "import scipy")  # the kernel names the class: <class '...'>
    assert "ModuleNotFoundError" in missing and missing.endswith(": No module named 'scipy'")
    assert run_in_kernel(page, "print(len(board.game.history))") == "2\n"
    assert page.locator(".mathplay-unreachable").count() == 0


@pytest.mark.parametrize("app", ["lab", "voici"])
def test_a_page_that_cannot_reach_its_python_says_so(site_server, page, app):
    """The network to the site gone after the page (or a copy without Pyodide's files)."""
    page.context.route("**/static/pyodide/pyodide.asm.wasm", lambda route: route.abort())
    url = {"lab": site_server.url, "voici": site_server.app_url}[app]
    page.goto(url("notebooks/play-triolet.ipynb"))
    expect(page.locator(".mathplay-unreachable")).to_have_text(
        "Python cannot start: this page could not load pyodide.asm.wasm from the site. "
        "Check the connection to the site, then reload the page."
    )


def test_equations_board_plays_in_the_browser_kernel(site_server, page, patient):
    equations_scenario(site_server, page)
    assert real_errors(notebook_errors(page)) == []


def test_memory_board_plays_in_the_browser_kernel(site_server, page, patient):
    memory_scenario(site_server, page)
    assert real_errors(notebook_errors(page)) == []


@pytest.mark.parametrize("path", NOTEBOOKS)
def test_notebook_runs_in_the_browser(notebooks, path):
    run = notebooks.run(path)
    report = run.wait(timeout=300)
    assert report["error"] is None, report["error"]
    assert report["unexecuted"] == 0
    assert real_errors(report["errors"]) == []
    screenshot(run.page, "notebook-" + Path(path).with_suffix("").as_posix().replace("/", "-"))
    assert run.offsite.blocked == [], f"requests off the site: {run.offsite.blocked}"
    print(f"{path}: kernel idle {report['idle']:.0f} s, all cells run {report['done']:.0f} s")


# ----- lessons never go stale, and nothing a pupil typed is lost ---------------------------
CONTENTS = """async ([action, path, marker]) => {
  const contents = window.jupyterapp.serviceManager.contents;
  if (action === 'save') {
    const model = await contents.get(path, {content: true});
    model.content.cells.push({cell_type: 'markdown', metadata: {}, source: marker});
    await contents.save(path, {type: 'notebook', format: 'json', content: model.content});
    return null;
  }
  const listing = action === 'list' ? await contents.get(path, {content: true}) : null;
  if (listing) return listing.content.map((m) => m.path);
  const model = await contents.get(path, {content: true});
  return JSON.stringify(model.content).includes(marker);
}"""


def test_a_new_lesson_replaces_the_old_and_the_pupils_work_is_kept(site_server, page):
    lesson = next(p for p in NOTEBOOKS if p.startswith("lessons/"))
    other = "notebooks/index.ipynb"
    page.goto(site_server.base + "lab/index.html")  # no notebook open that could save over it
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.serviceManager")
    for path in (lesson, other):  # the pupil saves work in both
        page.evaluate(CONTENTS, ["save", path, "MY-ANSWER"])
        assert page.evaluate(CONTENTS, ["has", path, "MY-ANSWER"])
    # this browser last saw an older release, in which the lesson differed (the other did not)
    key = f"mathplay-site-seen - /{site_server.base.split('/', 3)[3]}"
    page.evaluate(
        """([key, lesson]) => { const seen = JSON.parse(localStorage.getItem(key));
             seen.release = 'an older one'; seen.files[lesson] = 'an older sha256';
             localStorage.setItem(key, JSON.stringify(seen)); }""",
        [key, lesson],
    )
    page.reload()
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.serviceManager")
    assert not page.evaluate(CONTENTS, ["has", lesson, "MY-ANSWER"]), "the new lesson shows"
    folder = lesson.rsplit("/", 1)[0]
    copies = [p for p in page.evaluate(CONTENTS, ["list", folder, ""]) if "my work until" in p]
    assert len(copies) == 1 and copies[0].startswith(lesson.removesuffix(".ipynb"))
    assert page.evaluate(CONTENTS, ["has", copies[0], "MY-ANSWER"]), "the pupil's work is kept"
    assert page.evaluate(CONTENTS, ["has", other, "MY-ANSWER"]), "an unchanged one is untouched"
