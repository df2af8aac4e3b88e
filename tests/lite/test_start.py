"""The Python that lite/start.js runs as the site's Python starts, run in this Python."""

from __future__ import annotations

import importlib
import re
import sys
import zipfile
import zipimport

from sitedriver import ROOT

START = (ROOT / "lite" / "start.js").read_text(encoding="utf-8")


def snippet(name: str) -> str:
    """The Python of ``const NAME = `...`;`` in start.js."""
    return re.search(rf"const {name} = `(.*?)`;", START, re.S)[1]


def zipped(path, modules: dict[str, str]) -> str:
    with zipfile.ZipFile(path, "w") as archive:
        for name, text in modules.items():
            archive.writestr(name, text)
    return str(path)


def test_the_standard_librarys_zip_is_read_once_and_any_other_zip_again(tmp_path, monkeypatch):
    stdlib = zipped(tmp_path / "python312.zip", {"stdpkg/__init__.py": "", "stdpkg/a.py": "A = 1"})
    monkeypatch.syspath_prepend(stdlib)  # a zip on sys.path as Python starts: the stdlib's
    monkeypatch.setattr(
        zipimport.zipimporter, "invalidate_caches", zipimport.zipimporter.invalidate_caches
    )
    monkeypatch.setattr(sys, "path_importer_cache", dict(sys.path_importer_cache))
    monkeypatch.setattr(sys, "modules", dict(sys.modules))
    exec(snippet("STDLIB_ONCE"), {})
    assert importlib.import_module("stdpkg.a").A == 1
    read = {p: sys.path_importer_cache[p]._files for p in (stdlib, stdlib + "/stdpkg")}
    importlib.invalidate_caches()
    assert all(sys.path_importer_cache[p]._files is files for p, files in read.items())

    pupils = tmp_path / "work.zip"  # a zip added later, then changed: read again
    monkeypatch.syspath_prepend(zipped(pupils, {"mine.py": "X = 1"}))
    assert importlib.import_module("mine").X == 1
    zipped(pupils, {"mine.py": "X = 1", "theirs.py": "Y = 2"})
    importlib.invalidate_caches()
    assert importlib.import_module("theirs").Y == 2
