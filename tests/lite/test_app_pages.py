"""App pages: each play notebook as a board without code, on a server (Voila, ``make app``) and
in the static site (Voici), in Chromium: the board renders, no code shows, a move by real
clicks works and the bot replies. Every request off the loopback server is aborted and fails.
"""

from __future__ import annotations

import subprocess
import sys
import time
import urllib.request

import pytest
from boardplay import PLAY, code_on_page
from labdriver import screenshot
from sitedriver import ROOT, OffSiteRequests, free_port, only_the_board_was_loaded

sys.path.insert(0, str(ROOT / "tools"))
from app_pages import app_folder, voila_command, voila_env


@pytest.fixture(scope="module")
def voila(tmp_path_factory):
    """``make app``'s Voila, on a free loopback port."""
    folder = tmp_path_factory.mktemp("app")
    names = app_folder(folder / "notebooks")
    port = free_port()
    log = (folder / "voila.log").open("w")
    process = subprocess.Popen(
        voila_command(folder / "notebooks", port),
        env=voila_env(),
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(base + "/", timeout=2)
            break
        except OSError:
            time.sleep(0.3)
    yield base, names
    process.terminate()
    process.wait(timeout=20)


def open_app(page, url, origin):
    offsite = OffSiteRequests(origin).watch(page.context)
    page.goto(url, timeout=120_000)
    return offsite


@pytest.mark.parametrize("notebook", sorted(PLAY))
def test_voila_app_page_plays(voila, browser, notebook):
    base, names = voila
    assert sorted(names) == sorted(n.split("/")[-1] for n in PLAY)
    context = browser.new_context(viewport={"width": 1400, "height": 1100})
    page = context.new_page()
    page.set_default_timeout(90_000)
    offsite = open_app(page, f"{base}/voila/render/{notebook.split('/')[-1]}", base)
    PLAY[notebook](page)
    assert code_on_page(page) == 0
    screenshot(page, "voila-" + notebook.split("/")[-1].removesuffix(".ipynb"))
    context.close()
    assert offsite.blocked == [], offsite.blocked  # our template: no Font Awesome CDN


@pytest.mark.parametrize("notebook", sorted(PLAY))
def test_voici_app_page_plays(site_server, browser, notebook):
    context = browser.new_context(viewport={"width": 1400, "height": 1100})
    page = context.new_page()
    page.set_default_timeout(90_000)
    offsite = open_app(page, site_server.app_url(notebook), site_server.origin)
    PLAY[notebook](page)
    assert code_on_page(page) == 0
    only_the_board_was_loaded(page)
    screenshot(page, "voici-" + notebook.split("/")[-1].removesuffix(".ipynb"))
    context.close()
    assert offsite.blocked == [], offsite.blocked
