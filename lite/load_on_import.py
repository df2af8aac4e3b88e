"""The site's packages, loaded the first time code imports them (see docs/lite.md).

Run by ``start.js`` in the kernel's worker once the kernel has started. The kernel itself only
loads the packages a cell's *own* imports name; mathplay imports SymPy, pandas and matplotlib
inside the functions that need them, so a board never pays for them and a lesson loads each
when a cell first needs it. This finder comes last in ``sys.meta_path``: when an import finds
nothing and the site's ``pyodide-lock.json`` has the package, it fetches the package (and what
it depends on, not yet loaded) from the site, checks each file's sha256 against the lock,
unpacks it into site-packages and lets the import go on. A worker may wait for a request
(``XMLHttpRequest`` in its synchronous form), and an extension module (``.so``) is compiled
when Python opens it, so the import needs no ``await``.

``INDEX_URL`` (the site's Pyodide folder) is given by ``start.js``. Here too: jedi's stubs,
unpacked at the first completion a pupil asks for.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import io
import json
import sys
import sysconfig
import zipfile

__all__ = ["LoadOnImport", "stubs_at_first_completion", "to_load"]


def to_load(packages: dict, loaded: set[str], name: str) -> list[str]:
    """``name`` and what it depends on that is not ``loaded`` yet, each after its dependencies.

    Only packages unpacked into a Python folder can be loaded here (a shared library must be
    linked by Pyodide's own loader): ``[]`` if one of them is not one."""
    unpacked = ("package", "cpython_module")
    order: list[str] = []

    def visit(package: str) -> bool:
        if package in loaded or package in order:
            return True
        entry = packages.get(package)
        if entry is None or entry.get("package_type", "package") not in unpacked:
            return False
        if not all(visit(d) for d in entry["depends"]):
            return False
        order.append(package)
        return True

    return order if visit(name) else []


class LoadOnImport(importlib.abc.MetaPathFinder):
    """Finds a top-level module that no other finder found, by loading its package from the
    site first."""

    def __init__(self, index_url: str, lock: dict, fetch, loaded, tell, folders=None) -> None:
        self.index_url = index_url
        self.packages = lock["packages"]
        self.by_import = {i: n for n, e in self.packages.items() for i in e["imports"]}
        self.fetch, self.loaded, self.tell = fetch, loaded, tell
        paths = sysconfig.get_paths()  # where a package of each install_dir is unpacked
        self.folders = folders or {"site": paths["purelib"], "stdlib": paths["stdlib"]}

    def find_spec(self, fullname, path=None, target=None):
        if path is not None or fullname not in self.by_import:
            return None  # a submodule, or nothing the site carries
        names = to_load(self.packages, self.loaded(), self.by_import[fullname])
        if not names:
            return None
        self.tell({"step": "import", "names": names})
        try:
            for name in names:
                self.install(name)
            importlib.invalidate_caches()
            spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        except BaseException:
            self.tell({"step": "imported"})
            raise
        if spec is None or spec.loader is None:
            self.tell({"step": "imported"})
            return spec
        spec.loader = Told(spec.loader, self.tell)
        return spec

    def install(self, name: str) -> None:
        entry = self.packages[name]
        data = self.fetch(self.index_url + entry["file_name"])
        if hashlib.sha256(data).hexdigest() != entry["sha256"]:
            raise ImportError(f"{entry['file_name']} from the site is not the one its lock lists")
        with zipfile.ZipFile(io.BytesIO(data)) as wheel:
            wheel.extractall(self.folders[entry["install_dir"]])
        self.mark_loaded(name, len(data))

    def mark_loaded(self, name: str, size: int) -> None:
        """Pyodide's own record (so that the kernel never loads it again), and a measure."""


class Told(importlib.abc.Loader):
    """The package's own loader, telling the page when its import is over (then the module
    keeps its own loader)."""

    def __init__(self, loader, tell) -> None:
        self.loader, self.tell = loader, tell

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module) -> None:
        module.__loader__ = module.__spec__.loader = self.loader
        try:
            self.loader.exec_module(module)
        finally:
            self.tell({"step": "imported"})

    def __getattr__(self, name: str):
        return getattr(self.loader, name)


TYPESHED = "jedi-typeshed.zip"  # jedi's stubs, left out of its wheel (tools/lite_trim.py)


def stubs_at_first_completion(kernel, install) -> None:
    """jedi's stubs of Python's types (1,300 files, more than half of what the kernel would
    unpack at every start) are unpacked by ``install()`` at the first completion (Tab)."""

    def first(code, cursor_pos):
        del kernel.complete  # the kernel's own from now on
        try:
            install()
        except Exception as err:  # completion goes on with IPython's own
            print(f"mathplay: no completion stubs ({err})", file=sys.__stderr__)
        return kernel.complete(code, cursor_pos)

    kernel.complete = first


def _in_the_browser() -> LoadOnImport:
    import js
    import pyodide_js
    from pyodide.ffi import to_js

    def fetch(url: str) -> bytes:
        request = js.XMLHttpRequest.new()
        request.open("GET", url, False)
        request.responseType = "arraybuffer"
        request.send()
        if request.status != 200:
            raise ImportError(f"could not fetch {url} from the site ({request.status})")
        return request.response.to_bytes()

    def tell(progress: dict) -> None:
        message = {"mathplayProgress": progress}
        js.postMessage(to_js(message, dict_converter=js.Object.fromEntries))

    def loaded() -> set[str]:
        return set(pyodide_js.loadedPackages.object_keys())

    class InTheBrowser(LoadOnImport):
        def install(self, name: str) -> None:
            self.started = js.performance.now()
            super().install(name)

        def mark_loaded(self, name: str, size: int) -> None:
            js.Reflect.set(pyodide_js.loadedPackages, name, "load_on_import")
            detail = to_js({"names": [name], "bytes": size}, dict_converter=js.Object.fromEntries)
            options = {"start": self.started, "end": js.performance.now(), "detail": detail}
            js.performance.measure(
                "mathplay:import", to_js(options, dict_converter=js.Object.fromEntries)
            )

    lock = json.loads(fetch(INDEX_URL + "pyodide-lock.json"))  # noqa: F821 (start.js gives it)
    finder = InTheBrowser(INDEX_URL, lock, fetch, loaded, tell)  # noqa: F821

    def typeshed() -> None:
        data = fetch(INDEX_URL + "../mathplay/" + TYPESHED)  # noqa: F821
        with zipfile.ZipFile(io.BytesIO(data)) as stubs:
            stubs.extractall(finder.folders["site"])

    import pyodide_kernel

    stubs_at_first_completion(pyodide_kernel.kernel_instance, typeshed)
    return finder


if sys.platform == "emscripten" and "INDEX_URL" in globals():
    sys.meta_path.append(_in_the_browser())
