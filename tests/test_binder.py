"""Binder builds and runs every notebook: the environment made exactly as repo2docker makes it.

repo2docker (``buildpacks/python/__init__.py``, ``_get_pip_scripts``) runs
``${KERNEL_PYTHON_PREFIX}/bin/pip install --no-cache-dir -r "binder/requirements.txt"`` with
the repository root (``${REPO_DIR}``) as its working directory, in an image that already holds
JupyterLab, ipywidgets and ipykernel. The slow test makes a fresh venv, installs that image's
Jupyter packages, runs the same pip command line from the repository root, then runs every
play notebook and each lesson in that environment: each lesson once, the languages taken in
turn (``one_language_each``: every lesson and every language; nbval runs every edition in
the suite's own environment, and a lesson's code is the same in each language).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from notebook_sets import one_language_each, pupil_notebooks, third_party_imports  # noqa: E402

REQUIREMENTS = ROOT / "binder" / "requirements.txt"
# The Jupyter part of repo2docker's base image for Python 3.11
# (buildpacks/conda/environment.py-3.11-linux-64.lock).
BINDER_IMAGE = [
    "jupyterlab==4.4.9",
    "notebook==7.4.7",
    "jupyter_server==2.17.0",
    "ipykernel==7.0.1",
    "nbclient==0.10.2",
    "ipywidgets==8.1.7",
]
IN_IMAGE = {"ipython", "ipywidgets", "ipykernel", "jupyterlab", "notebook"}
IMPORT_NAMES = {"IPython": "ipython", "PIL": "pillow"}  # import name -> distribution name


def requirement_lines() -> list[tuple[str, str]]:
    """(requirement, comment) for every line that installs something."""
    found = []
    for line in REQUIREMENTS.read_text(encoding="utf-8").splitlines():
        requirement, _, comment = line.partition("#")
        if requirement.strip():
            found.append((requirement.strip(), comment.strip()))
    return found


def pinned() -> dict[str, str]:
    """Distribution name (normalised) -> pinned version."""
    pins = {}
    for requirement, _ in requirement_lines():
        if "==" in requirement:
            name, version = requirement.split("==")
            pins[normalise(name)] = version.strip()
    return pins


def normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower().strip()


def test_runtime_is_declared():
    assert (ROOT / "binder/runtime.txt").read_text().strip() == "python-3.11"


def test_local_paths_are_read_from_the_repository_root():
    local = [r for r, _ in requirement_lines() if r.lstrip("-e ").startswith(".")]
    assert local == ["."], "mathplay itself is installed from the root"
    for requirement in local:
        path = (ROOT / requirement).resolve()
        assert path == ROOT and (path / "pyproject.toml").is_file()


def test_every_line_says_why():
    assert all(comment for _, comment in requirement_lines())


def test_what_mathplay_and_the_lessons_need_is_pinned():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    needed = {normalise(re.split(r"[<>=!~;\[ ]", d)[0]) for d in project["dependencies"]}
    for name in third_party_imports(pupil_notebooks(ROOT)):
        needed.add(normalise(IMPORT_NAMES.get(name, name)))
    needed -= IN_IMAGE - {"ipywidgets"}  # ipywidgets is pinned to the image's own version
    assert needed <= set(pinned()), f"not pinned: {sorted(needed - set(pinned()))}"


def test_ipywidgets_pin_is_the_images_own():
    image = dict(p.split("==") for p in BINDER_IMAGE)
    assert pinned()["ipywidgets"] == image["ipywidgets"]


@pytest.mark.slow
def test_fresh_binder_environment_runs_every_lesson_and_play_notebook(tmp_path):
    notebooks = one_language_each(pupil_notebooks(ROOT))
    assert notebooks, "no lesson or play notebook found"
    venv = tmp_path / "binder-venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    env.update(
        PATH=f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}",
        JUPYTER_CONFIG_DIR=str(tmp_path / "config"),
        JUPYTER_DATA_DIR=str(tmp_path / "data"),
        JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"),
        PIP_DISABLE_PIP_VERSION_CHECK="1",
    )
    pip = str(venv / "bin" / "pip")
    image = subprocess.run(
        [pip, "install", "--quiet", *BINDER_IMAGE], env=env, capture_output=True, text=True
    )
    assert image.returncode == 0, image.stderr[-3000:]
    # repo2docker's own command line, from the repository root
    binder = subprocess.run(
        [pip, "install", "--no-cache-dir", "-r", "binder/requirements.txt"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    assert binder.returncode == 0, binder.stdout[-2000:] + binder.stderr[-3000:]

    python = str(venv / "bin" / "python")
    where = subprocess.run(
        [python, "-c", "import mathplay, pandas, sympy; print(mathplay.__file__)"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    assert where.returncode == 0, where.stderr
    assert str(venv) in where.stdout, "mathplay comes from the Binder environment"

    copies = []
    for notebook in notebooks:  # a copy: running a notebook may write beside it
        target = tmp_path / "repo" / notebook.relative_to(ROOT)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(notebook, target)
        copies.append(target)
    run = subprocess.run(
        [python, str(ROOT / "tools" / "run_notebooks.py"), "--jobs", "2", *map(str, copies)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    assert run.stdout.strip(), run.stderr[-3000:]
    report = json.loads(run.stdout)
    assert len(report) == len(notebooks)
    failed = {Path(k).relative_to(tmp_path / "repo").as_posix(): v for k, v in report.items() if v}
    assert not failed, json.dumps(failed, ensure_ascii=False, indent=1)
    assert run.returncode == 0, run.stderr[-3000:]


def test_readme_binder_links_open_existing_files():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    links = re.findall(r"https://mybinder\.org/v2/gh/[^)\s]*", readme)
    assert links, "the README links to Binder"
    for link in links:
        assert link.startswith(
            "https://mybinder.org/v2/gh/mathplay/mathplay/HEAD?urlpath=lab/tree/"
        )
        target = link.split("urlpath=lab/tree/", 1)[1].split("?")[0]
        assert (ROOT / target).exists(), f"{link} opens {target}, which is not in the repository"


def test_each_lesson_runs_once_and_every_language_runs():
    lessons = [p for p in pupil_notebooks(ROOT) if "lessons" in p.parts]
    chosen = [p for p in one_language_each(pupil_notebooks(ROOT)) if "lessons" in p.parts]
    assert sorted(p.name for p in chosen) == sorted({p.name for p in lessons})
    assert {p.parent.name for p in chosen} == {p.parent.name for p in lessons} == {"en", "ja", "pl"}
    assert next(p for p in chosen if p.name.startswith("01-")).parent.name == "pl"
    others = [p for p in pupil_notebooks(ROOT) if "lessons" not in p.parts]
    assert others and set(others) <= set(one_language_each(pupil_notebooks(ROOT)))
