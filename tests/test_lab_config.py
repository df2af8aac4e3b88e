"""`make run` starts JupyterLab with jupyter/pupils/ on its config path and `make teach` with
jupyter/teachers/: the page config each one gives, as JupyterLab's server reads it (the
browser test tests/browser/test_lab_for_pupils.py sees the pupils' JupyterLab itself)."""

from __future__ import annotations

from pathlib import Path

import pytest
from jupyterlab_server.config import get_static_page_config

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(("folder", "nbgrader"), [("pupils", False), ("teachers", True)])
def test_grading_menus_for_teachers_only_and_no_news_pop_up(
    folder, nbgrader, monkeypatch, tmp_path
):
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", str(ROOT / "jupyter" / folder))
    monkeypatch.setenv("JUPYTER_CONFIG_DIR", str(tmp_path))  # not this machine's settings
    off = get_static_page_config(level="all").get("disabledExtensions", {})
    assert off.get("@jupyterlab/apputils-extension:announcements") is True
    assert off.get("@jupyter/nbgrader", False) is not nbgrader
    recipe = (ROOT / "Makefile").read_text()
    target = {"pupils": "\nrun:", "teachers": "\nteach:"}[folder]
    assert f"$(call LAB_CONFIG,{folder})" in recipe.split(target, 1)[1].split("\n\n")[0]
