"""A real JupyterLab and a real headless Chromium for the browser tests.

JupyterLab runs from this virtual environment on a free loopback port with an empty token,
serving a temporary copy of ``lessons/`` and ``notebooks/`` (the committed notebooks are
never touched). Chromium is Debian's (``/usr/bin/chromium``), driven by Playwright through
``executable_path``: no browser is ever downloaded.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = os.environ.get("MATHPLAY_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
# JupyterLab as `make run` starts it for pupils: no grading menus, no news pop-up
PUPILS_CONFIG = ROOT / "jupyter" / "pupils"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Lab:
    """A running JupyterLab server; ``url(path)`` opens a notebook in the lab UI."""

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir
        self.root = workdir / "root"
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen | None = None
        self.log = workdir / "jupyterlab.log"

    def start(self) -> Lab:
        self.root.mkdir(parents=True)
        for folder in ("lessons", "notebooks"):
            if (ROOT / folder).is_dir():
                shutil.copytree(ROOT / folder, self.root / folder)
        env = dict(
            os.environ,
            JUPYTER_CONFIG_PATH=str(PUPILS_CONFIG),
            JUPYTERLAB_SETTINGS_DIR=str(self.workdir / "settings"),
            JUPYTERLAB_WORKSPACES_DIR=str(self.workdir / "workspaces"),
            JUPYTER_RUNTIME_DIR=str(self.workdir / "runtime"),
            JUPYTER_CONFIG_DIR=str(self.workdir / "config"),
        )
        command = [
            sys.executable,
            "-m",
            "jupyter",
            "lab",
            "--no-browser",
            f"--port={self.port}",
            "--ServerApp.ip=127.0.0.1",
            "--ServerApp.port_retries=0",
            "--IdentityProvider.token=",
            "--ServerApp.password=",
            "--ServerApp.disable_check_xsrf=True",
            "--expose-app-in-browser",
            f"--ServerApp.root_dir={self.root}",
        ]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            command.append("--allow-root")
        self.process = subprocess.Popen(
            command, stdout=self.log.open("w"), stderr=subprocess.STDOUT, env=env, cwd=self.root
        )
        self._wait_until_up()
        return self

    def _wait_until_up(self, timeout: float = 90) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process and self.process.poll() is not None:
                raise RuntimeError(f"JupyterLab exited:\n{self.log.read_text()[-3000:]}")
            try:
                with urllib.request.urlopen(f"{self.base}/api/status", timeout=2) as reply:
                    if reply.status == 200:
                        return
            except OSError:
                time.sleep(0.3)
        raise RuntimeError(f"JupyterLab did not start:\n{self.log.read_text()[-3000:]}")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def url(self, path: str) -> str:
        """The notebook in the lab UI; ``?reset``: no tabs restored from earlier tests."""
        return f"{self.base}/lab/tree/{path}" + ("" if "?" in path else "?reset")

    def write_notebook(self, path: str, cells: list[str]) -> str:
        """A notebook of code cells under the served root, with a python3 kernelspec."""
        notebook = nbformat.v4.new_notebook()
        notebook.metadata["kernelspec"] = {
            "name": "python3",
            "display_name": "Python 3",
            "language": "python",
        }
        notebook.cells = [nbformat.v4.new_code_cell(source) for source in cells]
        target = self.root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(notebook, target)
        return path


RUN_ALL_WITHIN = """async (ms) => {
  const ran = window.jupyterapp.commands.execute('notebook:run-all-cells').then(() => true);
  return Promise.race([ran, new Promise((done) => setTimeout(() => done(false), ms))]);
}"""


def open_and_run(page, lab: Lab, path: str, *, timeout: float = 120_000) -> None:
    """Open a notebook in JupyterLab, wait for its kernel, run every cell, wait for the end."""
    page.goto(lab.url(path))
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=timeout)
    page.locator(".jp-NotebookPanel .jp-Notebook").first.wait_for(timeout=timeout)
    page.wait_for_function(
        """() => { const w = window.jupyterapp.shell.currentWidget;
                   return w && w.sessionContext && w.sessionContext.session &&
                          w.sessionContext.session.kernel &&
                          w.sessionContext.session.kernel.status === 'idle'; }""",
        timeout=timeout,
    )
    dismiss_notifications(page)
    # a page.evaluate has no timeout of its own: the command is given ``timeout`` to end
    ran = page.evaluate(RUN_ALL_WITHIN, timeout)
    assert ran, f"the notebook's cells did not all run within {timeout / 1000:.0f} s"
    page.wait_for_function(
        """() => { const w = window.jupyterapp.shell.currentWidget;
                   const k = w.sessionContext.session.kernel;
                   const busy = document.querySelectorAll('.jp-InputArea-prompt');
                   const running = [...busy].some(p => p.textContent.includes('*'));
                   return k.status === 'idle' && !running; }""",
        timeout=timeout,
    )


def dismiss_notifications(page) -> None:
    """Close JupyterLab's toasts (news prompt and the like) if any are shown."""
    for label in ("No", "Dismiss"):
        buttons = page.locator(".jp-toast-button", has_text=label)
        for index in range(buttons.count()):
            buttons.nth(index).click()


def cell_errors(page) -> list[str]:
    """Tracebacks shown in the notebook's outputs."""
    return page.locator(
        ".jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr']"
    ).all_inner_texts()


def screenshot(page, name: str) -> Path:
    """Keep a screenshot as a test artefact."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    target = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(target), full_page=True)
    return target


def eventually(read, expected, *, timeout: float = 60, what: str = "the page") -> None:
    """Wait until ``read()`` gives ``expected`` (the page shows the state the test needs):
    the widgets' updates come one message at a time, so one part may lag another."""
    deadline = time.monotonic() + timeout
    got = read()
    while got != expected and time.monotonic() < deadline:
        time.sleep(0.1)
        got = read()
    assert got == expected, f"{what}: {got!r} != {expected!r}"


def start_the_app(page, names=("Ann", "Robo"), number: int | None = 2024, timeout=120_000):
    """On the app of the page (a play notebook's ``GameApp``, or an app page): type the
    players' names and the game number (``None``: a new game), click "Play!"; the game
    number the board shows. Typed, the number deals a known game (the scenarios' twins)."""
    app = page.locator(".mathplay-app").first
    play = app.locator(".mathplay-app-play")
    play.wait_for(timeout=timeout)
    for at, name in enumerate(names):
        app.locator(".mathplay-app-name input").nth(at).fill(name)
    if number is not None:
        app.locator(".mathplay-app-number input").fill(str(number))
    play.click()
    shown = app.locator(".mathplay-game-number")
    shown.filter(has_text=re.compile(r"\d")).wait_for(timeout=timeout)
    dealt = int(re.search(r"\d+", shown.inner_text())[0])
    assert number is None or dealt == number, (dealt, number)
    return dealt


RUN_A_NEW_CELL = """async (source) => {
  const app = window.jupyterapp;
  const notebook = app.shell.currentWidget.content;
  notebook.activeCellIndex = notebook.widgets.length - 1;
  await app.commands.execute('notebook:insert-cell-below');
  notebook.activeCell.model.sharedModel.setSource(source);
  await app.commands.execute('notebook:run-cell');
}"""


def run_a_new_cell(page, source: str) -> None:
    """Add a code cell at the end of the notebook in view and run it (as a pupil would)."""
    page.evaluate(RUN_A_NEW_CELL, source)
