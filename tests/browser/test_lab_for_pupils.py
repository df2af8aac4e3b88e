"""JupyterLab as `make run` starts it for pupils (``jupyter/pupils/``): no grading menus and no
news pop-up, though nbgrader is installed; `make teach` (``jupyter/teachers/``) keeps them for
the teacher (``tests/test_lab_config.py`` reads both page configs)."""

from __future__ import annotations

from labdriver import screenshot
from playwright.sync_api import expect

PLUGINS = "() => window.jupyterapp.listPlugins()"


def test_pupils_see_no_grading_menus_and_no_news(lab, page):
    page.goto(lab.url("notebooks/index.ipynb"))
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell")
    page.locator(".jp-NotebookPanel .jp-Notebook").first.wait_for()
    plugins = page.evaluate(PLUGINS)
    assert "@jupyterlab/notebook-extension:tracker" in plugins  # the list is the real one
    assert [p for p in plugins if p.startswith("@jupyter/nbgrader")] == []
    assert "@jupyterlab/apputils-extension:announcements" not in plugins  # the news prompt
    menus = page.locator(".lm-MenuBar-itemLabel").all_inner_texts()
    assert "File" in menus and not any("nbgrader" in m.lower() for m in menus), menus
    toolbar = page.locator(".jp-NotebookPanel-toolbar").first
    expect(toolbar).to_be_visible()
    assert "Validate" not in toolbar.inner_text()
    assert page.locator(".jp-toast-container .Toastify__toast").count() == 0
    screenshot(page, "lab-for-pupils")
