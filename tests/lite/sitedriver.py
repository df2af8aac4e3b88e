"""The built static site (``_site/``) served on a free loopback port, the way a school's web
server or GitHub Pages serves it, for Debian's Chromium driven by Playwright.

The site is served by ``python -m http.server`` under a sub-path (``/mathplay/``, as GitHub
Pages serves a project), so an absolute link in the site would break here first. Every request
to anything but this loopback server fails and is counted: the site must be self-contained.
"""

from __future__ import annotations

import fcntl
import json
import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_site"
PREFIX = "mathplay"


def build_site() -> Path:
    """``make lite`` (a no-op when the site is up to date), one process at a time."""
    lock = ROOT / ".cache" / "lite" / "build.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    with lock.open("w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        done = subprocess.run(
            [sys.executable, str(ROOT / "tools" / "lite_build.py")],
            capture_output=True,
            text=True,
        )
    if done.returncode != 0:
        raise RuntimeError(f"make lite failed:\n{done.stdout}\n{done.stderr}")
    return SITE


def site_of_links(site: Path, folder: Path) -> Path:
    """A copy of ``site`` made of links to its files (a site a test or the bench may change:
    replace a link by a file of its own)."""
    for path in site.rglob("*"):
        target = folder / path.relative_to(site)
        if path.is_dir():
            target.mkdir(parents=True, exist_ok=True)
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            os.symlink(path.resolve(), target)
    return folder


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class SiteServer:
    """``python -m http.server`` serving ``site`` at ``http://127.0.0.1:PORT/mathplay/``."""

    def __init__(self, site: Path, workdir: Path, mbit: float | None = None) -> None:
        self.site = site
        self.workdir = workdir
        self.mbit = mbit  # a school network's speed (slow_server.py), or the loopback's
        self.port = free_port()
        self.origin = f"http://127.0.0.1:{self.port}"
        self.base = f"{self.origin}/{PREFIX}/"
        self.process: subprocess.Popen | None = None

    def start(self) -> SiteServer:
        root = self.workdir / "www"
        root.mkdir(parents=True, exist_ok=True)
        (root / PREFIX).symlink_to(self.site.resolve(), target_is_directory=True)
        log = (self.workdir / "http.log").open("w")
        served = ["-m", "http.server", str(self.port), "--bind", "127.0.0.1", "--directory"]
        if self.mbit:
            served = [str(Path(__file__).with_name("slow_server.py")), str(self.port)]
        self.process = subprocess.Popen(
            [sys.executable, *served, str(root), *([str(self.mbit)] if self.mbit else [])],
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(self.base + "jupyter-lite.json", timeout=2):
                    return self
            except OSError:
                time.sleep(0.2)
        raise RuntimeError("the site's web server did not start")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)

    def url(self, path: str) -> str:
        """A notebook opened in the site's JupyterLab (the interface ``labdriver`` drives)."""
        path, _, _ = path.partition("?")
        return f"{self.base}lab/index.html?path={path}"

    def app_url(self, notebook: str) -> str:
        """A play notebook as a Voici app page (the board, no code)."""
        return f"{self.base}voici/render/{notebook.removesuffix('.ipynb')}.html"


# Chromium sends everything but loopback traffic to a proxy that is not there (the discard
# port): a request off the site fails at once, whoever makes it (page, worker, service worker).
NO_WAY_OUT = ["--proxy-server=http://127.0.0.1:9"]


class OffSiteRequests:
    """Keeps every request of a browser context that is not for the site's own server (they
    fail: see ``NO_WAY_OUT``). Listening, not routing: the site's own files go at full speed."""

    def __init__(self, origin: str) -> None:
        self.origin = origin
        self.blocked: list[str] = []

    def watch(self, context) -> OffSiteRequests:
        context.on("request", self)
        return self

    def __call__(self, request) -> None:
        url = request.url
        if not url.startswith((self.origin + "/", "data:", "blob:")):
            self.blocked.append(url)


NOTEBOOK_ERRORS = """() => {
  const panel = window.jupyterapp.shell.currentWidget;
  const cells = panel.content.model.cells;
  const found = [];
  for (let i = 0; i < cells.length; i++) {
    const cell = cells.get(i);
    if (cell.type !== 'code') continue;
    for (const out of cell.outputs.toJSON()) {
      if (out.output_type === 'error') found.push(`cell ${i}: ${out.ename}: ${out.evalue}`);
      if (out.output_type === 'stream' && out.name === 'stderr')
        found.push(`cell ${i} stderr: ${[].concat(out.text).join('')}`);
    }
  }
  return found;
}"""

# Set on every page before it loads: once the notebook's kernel is idle, run all cells, then
# note how long each part took (seconds since the page started) in window.__mathplay.
AUTORUN = """(() => {
  const state = (window.__mathplay = { idle: null, done: null, error: null });
  const until = async (test) => { while (!test()) await new Promise((r) => setTimeout(r, 200)); };
  const kernel = () => {
    const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    return w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
  };
  const running = () =>
    [...document.querySelectorAll('.jp-InputArea-prompt')].some((p) => p.textContent.includes('*'));
  (async () => {
    try {
      await until(() => kernel() && kernel().status === 'idle');
      state.idle = performance.now() / 1000;
      await window.jupyterapp.commands.execute('notebook:run-all-cells');
      await until(() => kernel().status === 'idle' && !running());
      state.done = performance.now() / 1000;
    } catch (err) {
      state.error = String(err);
    }
  })();
})();"""


class NotebookRun:
    """A notebook opened in a page of ``context``, all its cells run as soon as its kernel is
    ready, in the background (the browser runs it while the test does other things)."""

    def __init__(self, context, server: SiteServer, path: str) -> None:
        self.server = server
        self.path = path
        self.page = context.new_page()

    def start(self) -> NotebookRun:
        self.page.goto(self.server.url(self.path), wait_until="commit")
        return self

    def wait(self, timeout: float) -> dict:
        """Wait until all cells ran (or failed to); what the notebook shows and the times."""
        self.page.wait_for_function(
            "() => window.__mathplay && (window.__mathplay.done || window.__mathplay.error)",
            timeout=timeout * 1000,
        )
        state = self.page.evaluate("() => window.__mathplay")
        return {
            **state,
            "errors": notebook_errors(self.page) if state["error"] is None else [],
            "unexecuted": unexecuted_cells(self.page) if state["error"] is None else -1,
        }

    def close(self) -> None:
        self.page.close()


def notebook_errors(page) -> list[str]:
    """Error outputs and stderr text in the notebook in view (from its model, not the DOM)."""
    return page.evaluate(NOTEBOOK_ERRORS)


def unexecuted_cells(page) -> int:
    """Code cells of the notebook in view that have not run (no execution count)."""
    return page.evaluate(
        """() => { const cells = window.jupyterapp.shell.currentWidget.content.model.cells;
                   let n = 0;
                   for (let i = 0; i < cells.length; i++) {
                     const c = cells.get(i);
                     if (c.type === 'code' && c.sharedModel.source.trim() &&
                         c.executionCount === null) n++;
                   }
                   return n; }"""
    )


RUN_IN_KERNEL = """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const future = kernel.requestExecute({ code, store_history: false });
  let text = '';
  future.onIOPub = (msg) => {
    const c = msg.content;
    if (msg.header.msg_type === 'stream') text += c.text;
    if (msg.header.msg_type === 'error') text += `${c.ename}: ${c.evalue}`;
  };
  await future.done;
  return text;
}"""


def run_in_kernel(page, code: str) -> str:
    """Run ``code`` in the kernel of the notebook in view (as a cell would); what it printed."""
    return page.evaluate(RUN_IN_KERNEL, code)


COMPLETE = """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const reply = await kernel.requestComplete({ code, cursor_pos: code.length });
  return reply.content.matches;
}"""


def complete_in_kernel(page, code: str) -> list[str]:
    """What the kernel of the notebook in view offers to complete ``code`` with (Tab)."""
    return page.evaluate(COMPLETE, code)


def site_file(page, path: str) -> dict | None:
    """A file of the browser's storage (the pupil's files: what the kernel wrote), or None."""
    return page.evaluate(
        """async (path) => { try {
             return (await window.jupyterapp.serviceManager.contents.get(path, {content: true}));
           } catch (err) { return null; } }""",
        path,
    )


# The kernel worker's timeline: mathplay's marks (lite/start.js) and every file it fetched.
TIMELINE = """() => ({
  origin: performance.timeOrigin,
  marks: performance.getEntries().filter((e) => e.name.startsWith('mathplay:')).map((e) =>
    ({ name: e.name.slice(9), start: e.startTime / 1e3, end: (e.startTime + e.duration) / 1e3,
       detail: e.detail || null })),
  files: performance.getEntriesByType('resource').map((e) =>
    ({ name: decodeURIComponent(e.name.split('?')[0].split('/').pop()), start: e.startTime / 1e3,
       end: e.responseEnd / 1e3, bytes: e.encodedBodySize })),
})"""


def kernel_timeline(page) -> dict:
    """The kernel worker's marks and files, in seconds since the page was opened
    (``worker``: when the worker started; None if the page has no kernel worker)."""
    origin = page.evaluate("() => performance.timeOrigin")
    for worker in page.workers:
        seen = worker.evaluate(TIMELINE)
        if any(m["name"] == "python" for m in seen["marks"]):
            shift = (seen["origin"] - origin) / 1e3
            for item in seen["marks"] + seen["files"]:
                item["start"] += shift
                item["end"] += shift
            return {"worker": shift, **seen}
    return {"worker": None, "marks": [], "files": []}


def loaded_packages(page, site: Path = SITE) -> dict[str, set[str]]:
    """The packages of the site's lock whose files the page's kernel fetched while it started,
    and after (for its cells)."""
    lock = json.loads((site / "static/pyodide/pyodide-lock.json").read_text(encoding="utf-8"))
    by_file = {entry["file_name"]: name for name, entry in lock["packages"].items()}
    timeline = kernel_timeline(page)
    started = next(m["end"] for m in timeline["marks"] if m["name"] == "kernel")
    loaded: dict[str, set[str]] = {"start": set(), "after": set()}
    for file in timeline["files"]:
        if file["name"] in by_file:
            loaded["start" if file["start"] < started else "after"].add(by_file[file["name"]])
    return loaded


# what a board may load beyond the kernel's own start: the widgets and mathplay, no more
BOARD_PACKAGES = {"mathplay", "ipywidgets", "anywidget", "psygnal", "typing-extensions"}
ON_IMPORT = {"sympy", "mpmath", "pandas", "numpy", "matplotlib"}  # the lessons', on import


def only_the_board_was_loaded(page) -> None:
    """The page's kernel loaded the widgets and mathplay for its board, nothing heavier."""
    loaded = loaded_packages(page)
    assert "mathplay" in loaded["after"], loaded
    assert loaded["after"] <= BOARD_PACKAGES, loaded["after"] - BOARD_PACKAGES
    assert not ON_IMPORT & loaded["start"], loaded
