"""Fixtures of the browser tests: one JupyterLab and one Chromium for the whole session."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # the driver module beside this file

from labdriver import CHROMIUM, CHROMIUM_ARGS, Lab


def pytest_collection_modifyitems(items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.fspath).parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    server = Lab(tmp_path_factory.mktemp("jupyterlab")).start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def browser():
    """Chromium for one test module: Playwright's sync API keeps an asyncio loop running
    while it is open, which would make every later test in the process look like a kernel."""
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"Debian's chromium is missing at {CHROMIUM}: `make test` installs it")
    from playwright.sync_api import expect, sync_playwright

    # an expectation waits for the state it needs as long as a click may (a busy machine
    # answers late, never wrongly); it returns as soon as the state is there
    expect.set_options(timeout=60_000)
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
        )
        yield chromium
        chromium.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield page
    context.close()
