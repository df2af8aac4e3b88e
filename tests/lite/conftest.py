"""Fixtures of the static-site tests: the built ``_site/``, its web server, Chromium.

The site is built by ``make lite`` (a prerequisite of ``make test``); a test run without it
builds it first, under a file lock, so parallel workers build it once.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))  # sitedriver
sys.path.insert(0, str(HERE.parent / "browser"))  # labdriver: the same driver as JupyterLab's

import labdriver  # noqa: E402
from labdriver import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from sitedriver import NO_WAY_OUT, OffSiteRequests, SiteServer, build_site  # noqa: E402

ARTIFACTS = labdriver.ARTIFACTS / "lite"


def pytest_collection_modifyitems(items):
    for item in items:
        name = Path(item.fspath).name
        if name in (
            "test_site_in_browser.py",
            "test_app_pages.py",
            "test_app_pupils.py",
        ) or name.startswith("test_site_lessons_"):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def site_server(tmp_path_factory):
    server = SiteServer(build_site(), tmp_path_factory.mktemp("site")).start()
    yield server
    server.stop()


@pytest.fixture(scope="module")
def browser():
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"Debian's chromium is missing at {CHROMIUM}: `make test` installs it")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=[*CHROMIUM_ARGS, *NO_WAY_OUT]
        )
        yield chromium
        chromium.close()


@pytest.fixture
def offsite(site_server):
    return OffSiteRequests(site_server.origin)


@pytest.fixture
def page(browser, site_server, offsite, monkeypatch):
    """A fresh browser profile (nothing stored from another test) where every request off
    the site's own server fails; the test fails if there was any."""
    monkeypatch.setattr(labdriver, "ARTIFACTS", ARTIFACTS)  # screenshots: test-artifacts/lite
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    offsite.watch(context)
    page = context.new_page()
    page.set_default_timeout(90_000)
    yield page
    context.close()
    assert offsite.blocked == [], f"requests off the site: {offsite.blocked}"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A failed browser test leaves a screenshot of its page behind (test-artifacts/lite)."""
    outcome = yield
    report = outcome.get_result()
    page = item.funcargs.get("page") if hasattr(item, "funcargs") else None
    if report.when == "call" and report.failed and page is not None and not page.is_closed():
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"FAILED-{item.name}.png"), full_page=True)
