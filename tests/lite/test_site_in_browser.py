"""The static site, offline, in Debian's Chromium: every board plays; a warm page keeps lessons new.

- On each board of the play notebooks a person plays by real clicks, the bot replies and a
  hint is asked for: the *same* scenarios as in JupyterLab (``tests/browser/``), checked
  against the same engine, in the other kernel (Pyodide: no threads). The page loaded the
  widgets and mathplay, none of SymPy, pandas, NumPy or matplotlib.
- A second visit takes the site's files from the browser's cache, and still shows a lesson
  the site has changed since; a pupil's saved work in a changed lesson is kept beside it.
- Two pages starting at once in a fresh browser both start: the browser storage is made in
  one step before JupyterLite opens it (``lite/stores.js``).
- Every request to anything but the site's own loopback server fails, and fails the test.
- Every other notebook and every lesson runs whole: ``test_site_lessons_*.py``.

One module, one Chromium: Playwright's sync API keeps an event loop running while it is open.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import json
import time

import labdriver
import pytest
from notebook_runs import PLAYED, real_errors
from playwright.sync_api import expect
from sitedriver import (
    SITE,
    OffSiteRequests,
    SiteServer,
    complete_in_kernel,
    notebook_errors,
    only_the_board_was_loaded,
    run_in_kernel,
    site_file,
    site_of_links,
)
from test_equations_board import (
    test_real_clicks_complete_an_equation_draw_and_the_bot_answers as equations_scenario,
)
from test_memory_board import (
    test_real_clicks_play_the_boards_of_the_play_notebook as memory_scenario,
)
from test_triolet_board import (
    test_real_clicks_play_a_move_the_bot_answers_and_the_hint_shows as triolet_scenario,
)

LESSON = "lessons/en/01-order-of-operations.ipynb"


@pytest.fixture
def patient(monkeypatch):
    """The JupyterLab scenarios wait up to 5 minutes for the Pyodide kernel (a cold start on
    a busy machine), not their 2."""
    slow = functools.partial(labdriver.open_and_run, timeout=300_000)
    for scenario in (equations_scenario, memory_scenario, triolet_scenario):
        monkeypatch.setitem(scenario.__globals__, "open_and_run", slow)


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
    only_the_board_was_loaded(page)
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
    # an answer typed as the school writes it reaches the check as her text (lessons/typed.py:
    # installed in the Pyodide kernel's shell when a lesson's checks are imported)
    run_in_kernel(page, "import mathplay.lessons.feedback")
    assert run_in_kernel(page, "answer_3 = 96 × 87\nprint(repr(answer_3))") == "'96 × 87'\n"
    # the first Tab unpacks jedi's stubs (left out of the start), then completes as ever
    assert "floor" in complete_in_kernel(page, "import math\nmath.fl")
    assert "append" in complete_in_kernel(page, "[1, 2].app")
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
    only_the_board_was_loaded(page)  # its live preview draws maths without SymPy


def test_memory_board_plays_in_the_browser_kernel(site_server, page, patient):
    memory_scenario(site_server, page)
    assert real_errors(notebook_errors(page)) == []
    only_the_board_was_loaded(page)


# ----- two pages at once -------------------------------------------------------------------
STORAGE = """async () => Promise.all((await indexedDB.databases()).map(async ({ name }) => {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const found = [name, db.version, [...db.objectStoreNames].sort()];
  db.close();
  return found;
}))"""


def test_two_pages_starting_at_once_both_start(site_server, page):
    """Without stores.js, JupyterLite's localforage made its four stores one version of the
    database after the other, and of two pages starting at once in a fresh browser one could
    fail ("VersionError") and wait for ever (lesson 1 beside lesson 4, once in four tries).
    Now the stores are made at once: the database stays at version 1. Two file browsers
    (JupyterLite's start, without a kernel) are enough to show it."""
    pages = [page, page.context.new_page()]
    said: list[str] = []
    for each in pages:
        each.on("console", lambda message: said.append(message.text))
    for each in pages:
        each.goto(site_server.base + "tree/index.html", wait_until="commit")
    for each in pages:
        each.locator(".jp-DirListing-item").first.wait_for()
    stores = ["checkpoints", "counters", "files", "local-forage-detect-blob-support", "settings"]
    assert page.evaluate(STORAGE) == [["JupyterLite Storage - /mathplay/", 1, stores]]
    assert not [text for text in said if "VersionError" in text or "downgraded" in text]


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
    lesson = LESSON
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


# ----- a second visit starts warm, and still shows a lesson the site has changed ------------
CACHED = (f"files/{LESSON}", "build/lab/bundle.js", "static/pyodide/pyodide.asm.wasm")
CACHE_KEYS = """async () => (await (await caches.open('mathplay-site')).keys())
  .map((r) => decodeURIComponent(new URL(r.url).pathname))"""


def change_lesson(site, path: str, words: str) -> None:
    """A new release of the site in which ``path`` has one more cell (as ``make lite`` would
    write it: the notebook, the site's manifest, the cache's list)."""
    notebook = json.loads((site / "files" / path).read_text(encoding="utf-8"))
    notebook["cells"].insert(0, {"cell_type": "markdown", "metadata": {}, "source": words})
    data = json.dumps(notebook, ensure_ascii=False).encode()
    for name, update in (
        ("mathplay-site.json", hashlib.sha256(data).hexdigest()),
        ("mathplay-cache.json", hashlib.sha256(data).hexdigest()[:16]),
    ):
        listed = json.loads((site / name).read_text())
        listed["files"][path if name == "mathplay-site.json" else f"files/{path}"] = update
        listed["release"] = "a newer one"
        (site / name).unlink()
        (site / name).write_text(json.dumps(listed))
    (site / "files" / path).unlink()
    (site / "files" / path).write_bytes(data)


def test_a_warm_visit_takes_the_sites_files_from_the_cache_and_shows_a_changed_lesson(
    browser, tmp_path
):
    site = site_of_links(SITE, tmp_path / "site")
    server = SiteServer(site, tmp_path).start()
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    offsite = OffSiteRequests(server.origin).watch(context)
    try:
        page = context.new_page()
        page.set_default_timeout(120_000)
        page.goto(server.url(LESSON))
        deadline = time.monotonic() + 240
        while not all(f"/mathplay/{p}" in page.evaluate(CACHE_KEYS) for p in CACHED):
            assert time.monotonic() < deadline, f"not cached: {page.evaluate(CACHE_KEYS)}"
            time.sleep(1)
        change_lesson(site, LESSON, "A NEW CELL OF THIS RELEASE")
        log = tmp_path / "http.log"
        before = len(log.read_text().splitlines())
        page.goto(server.url(LESSON))  # the lesson again (JupyterLab took ?path= off the URL)
        new_cell = page.locator(".jp-Notebook p", has_text="A NEW CELL OF THIS RELEASE")
        expect(new_cell).to_be_visible(timeout=120_000)
        lines = log.read_text().splitlines()[before:]
        fetched = [line for line in lines if '"GET ' in line and '" 200 ' in line]
        assert any(f"/files/{LESSON} " in line for line in fetched), "the new lesson came"
        for path in CACHED[1:]:  # the rest came from the browser's cache
            assert not any(f"/{path}" in line for line in fetched), path
    finally:
        context.close()
        server.stop()
    assert offsite.blocked == [], offsite.blocked
