"""The site's packages loaded the first time code imports them (lite/load_on_import.py), in
this Python: a lock, wheels served by a fake site, an import that finds them."""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import io
import sys
import zipfile

import pytest
from sitedriver import ROOT

spec = importlib.util.spec_from_file_location("load_on_import", ROOT / "lite" / "load_on_import.py")
load_on_import = importlib.util.module_from_spec(spec)
spec.loader.exec_module(load_on_import)


def wheel(files: dict[str, str]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return buffer.getvalue()


def entry(name: str, data: bytes, depends=(), kind="package") -> dict:
    return {
        "name": name,
        "file_name": f"{name}-1.0-py3-none-any.whl",
        "sha256": hashlib.sha256(data).hexdigest(),
        "imports": [name.replace("-", "_")],
        "depends": list(depends),
        "install_dir": "site",
        "package_type": kind,
    }


def test_a_package_comes_after_what_it_depends_on_and_only_what_is_not_loaded():
    packages = {
        "pandas": {"depends": ["numpy", "python-dateutil", "pytz"]},
        "numpy": {"depends": []},
        "python-dateutil": {"depends": ["six"]},
        "six": {"depends": []},
        "pytz": {"depends": []},
        "ssl": {"depends": ["openssl"], "package_type": "cpython_module"},
        "openssl": {"depends": [], "package_type": "shared_library"},
    }
    assert load_on_import.to_load(packages, set(), "pandas") == [
        "numpy",
        "six",
        "python-dateutil",
        "pytz",
        "pandas",
    ]
    assert load_on_import.to_load(packages, {"numpy", "six"}, "pandas") == [
        "python-dateutil",
        "pytz",
        "pandas",
    ]
    assert load_on_import.to_load(packages, set(), "ssl") == []  # a shared library: not here
    assert load_on_import.to_load(packages, set(), "scipy") == []  # not in the site


@pytest.fixture
def site(tmp_path, monkeypatch):
    """A fake site: two packages, one depending on the other; what was fetched and told."""
    dep = wheel({"mpdep/__init__.py": "VALUE = 41\n"})
    top = wheel({"mptop/__init__.py": "from mpdep import VALUE\nANSWER = VALUE + 1\n"})
    files = {"mpdep-1.0-py3-none-any.whl": dep, "mptop-1.0-py3-none-any.whl": top}
    lock = {"packages": {"mpdep": entry("mpdep", dep), "mptop": entry("mptop", top, ["mpdep"])}}
    folder = tmp_path / "site-packages"
    folder.mkdir()
    monkeypatch.syspath_prepend(str(folder))
    seen = {"fetched": [], "told": [], "loaded": set()}

    def fetch(url: str) -> bytes:
        seen["fetched"].append(url)
        return files[url.removeprefix("https://site/")]

    finder = load_on_import.LoadOnImport(
        "https://site/", lock, fetch, lambda: seen["loaded"], seen["told"].append, {"site": folder}
    )
    monkeypatch.setattr(sys, "meta_path", [*sys.meta_path, finder])
    yield seen, files, lock
    for name in ("mptop", "mpdep"):
        sys.modules.pop(name, None)


def test_an_import_loads_the_package_and_what_it_needs_then_goes_on(site):
    seen, _, _ = site
    module = importlib.import_module("mptop")
    assert module.ANSWER == 42
    assert seen["fetched"] == [
        "https://site/mpdep-1.0-py3-none-any.whl",
        "https://site/mptop-1.0-py3-none-any.whl",
    ]
    assert seen["told"] == [{"step": "import", "names": ["mpdep", "mptop"]}, {"step": "imported"}]


def test_a_file_that_is_not_the_locks_is_refused(site):
    seen, files, _ = site
    files["mpdep-1.0-py3-none-any.whl"] = wheel({"mpdep/__init__.py": "VALUE = 666\n"})
    with pytest.raises(ImportError, match="not the one its lock lists"):
        importlib.import_module("mptop")
    assert seen["told"][-1] == {"step": "imported"}  # the page's line goes away


def test_what_the_site_does_not_carry_is_not_found_as_before(site):
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("mathplay_no_such_module")
    assert site[0]["fetched"] == []
