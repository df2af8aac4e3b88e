"""Every pupil's notebook run whole by the static site's kernel in Chromium, one test file per
language (``test_site_lessons_<language>.py``), so that ``make test``'s two workers share them.
Each lesson runs once, the languages taken in turn (``one_language_each``: lesson 1 in
Polish, 2 in Japanese, 3 in English, ...): every lesson and every language in the browser's
kernel, at a third of the cost; nbval runs every edition in the suite's own kernel.

In each file the notebooks run in one browser profile, one after the other: after the first,
Python starts warm, as on a pupil's computer. (Two pages starting cold at once hung once in a
fresh clone's run: the race of JupyterLite's stores, which ``lite/stores.js`` removed;
``test_site_in_browser.py`` opens two pages at once.)
For each notebook: all cells run, no error and nothing on stderr, no request off the site; the
page said how far along its start was, in the notebook's language; the kernel's start loaded
none of the packages that load on import (SymPy, pandas, NumPy, matplotlib), and a lesson of
``LOADED_ON_IMPORT`` loaded exactly those for its cells.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from labdriver import screenshot
from sitedriver import AUTORUN, ON_IMPORT, ROOT, NotebookRun, OffSiteRequests, loaded_packages

sys.path.insert(0, str(ROOT / "tools"))
from notebook_sets import app_notebooks, one_language_each, pupil_notebooks

from mathplay.i18n import catalog

PLAYED = {p.relative_to(ROOT).as_posix() for p in app_notebooks(ROOT)}  # run by the scenarios
# Matplotlib's first import in a fresh Pyodide (every page load) says so on stderr.
HARMLESS_STDERR = ("Matplotlib is building the font cache; this may take a moment.",)
# the packages a lesson's cells load on import: lesson 1 SymPy (its to_sympy and
# equation_holds cells), never pandas nor NumPy (its tables are light: no seconds of pandas
# before its first board)
LOADED_ON_IMPORT = {"01-order-of-operations": {"sympy", "mpmath"}}
# every line of the progress bar the page showed, in order
PROGRESS_SEEN = """(() => {
  const seen = (window.__progressSeen = []);
  new MutationObserver(() => {
    const line = document.querySelector('.mathplay-progress-text');
    const text = line && line.textContent;
    if (text && seen[seen.length - 1] !== text) seen.push(text);
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();"""


def language_of(path: str) -> str:
    """``lessons/ja/01-...`` is Japanese; the other notebooks are English."""
    parts = path.split("/")
    return parts[1] if parts[0] == "lessons" and len(parts) == 3 else "en"


def notebooks(language: str) -> list[str]:
    """The notebooks of one language, run here (the play notebooks: by their scenarios)."""
    paths = [p.relative_to(ROOT).as_posix() for p in one_language_each(pupil_notebooks(ROOT))]
    return [p for p in paths if p not in PLAYED and language_of(p) == language]


def real_errors(errors: list[str]) -> list[str]:
    return [e for e in errors if not any(text in e for text in HARMLESS_STDERR)]


class NotebookQueue:
    """The notebooks to run in one browser profile, started in order, at most
    ``side_by_side`` at a time."""

    def __init__(self, browser, server, paths: list[str], side_by_side: int = 2) -> None:
        self.server, self.paths, self.side_by_side = server, paths, side_by_side
        self.context = browser.new_context(viewport={"width": 1400, "height": 1000})
        self.offsite = OffSiteRequests(server.origin).watch(self.context)
        self.context.add_init_script(AUTORUN)
        self.context.add_init_script(PROGRESS_SEEN)
        self.runs: dict[str, NotebookRun] = {}

    def run(self, path: str) -> NotebookRun:
        index = self.paths.index(path)
        for ahead in self.paths[index : index + self.side_by_side]:
            if ahead not in self.runs:
                self.runs[ahead] = NotebookRun(self.context, self.server, ahead).start()
        return self.runs[path]

    def close(self) -> None:
        self.context.close()


def check(queue: NotebookQueue, path: str) -> None:
    """Run ``path`` to its end and check what it shows."""
    run = queue.run(path)
    report = run.wait(timeout=600)  # the first of a file starts cold; a loaded machine
    assert report["error"] is None, report["error"]
    assert report["unexecuted"] == 0
    assert real_errors(report["errors"]) == []
    screenshot(run.page, "notebook-" + Path(path).with_suffix("").as_posix().replace("/", "-"))
    assert queue.offsite.blocked == [], f"requests off the site: {queue.offsite.blocked}"
    step = catalog()["site.progress.step"][language_of(path)].split("{")[0]
    seen = run.page.evaluate("() => window.__progressSeen")
    assert seen and seen[0].startswith(step), seen
    assert run.page.locator(".mathplay-progress").is_hidden(), "the line went when Python was up"
    loaded = loaded_packages(run.page)
    assert not loaded["start"] & ON_IMPORT
    if Path(path).stem in LOADED_ON_IMPORT:
        assert loaded["after"] & ON_IMPORT == LOADED_ON_IMPORT[Path(path).stem], loaded
    print(f"{path}: kernel idle {report['idle']:.0f} s, all cells run {report['done']:.0f} s")
    run.close()


def notebook_tests(language: str):
    """The fixture and the test of one language's file."""
    paths = notebooks(language)

    @pytest.fixture(scope="module")
    def runs(browser, site_server):
        # one at a time: the first starts cold, the next ones warm, as on a pupil's computer
        queue = NotebookQueue(browser, site_server, paths, side_by_side=1)
        yield queue
        queue.close()

    @pytest.mark.parametrize("path", paths)
    def test_notebook_runs_in_the_browser(runs, path):
        check(runs, path)

    return runs, test_notebook_runs_in_the_browser
