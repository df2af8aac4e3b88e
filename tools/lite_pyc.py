"""Python compiled at build time, so that a pupil's browser does not compile it at every start.

    python tools/lite_pyc.py SITE      # (make lite does it; the site's Pyodide under node)

Pyodide's packages and its standard library hold Python sources only: every page load compiled
the kernel's ~450 modules again (IPython, traitlets, ...; ~5 MB of source), a third of the
kernel's start. Here the site's own Pyodide, run by node, compiles each source once:

- each pure-Python wheel of the site's lock gets ``__pycache__/NAME.cpython-312.pyc`` beside
  each module (listed in its RECORD); the lock gets the wheel's new sha256. Wheels with
  compiled code (numpy, pandas, ...) stay Pyodide's own files, untouched;
- the standard library: ``static/mathplay/python_stdlib.zip`` is the official zip with a
  ``NAME.pyc`` beside each ``NAME.py`` (how ``zipimport`` finds them), used as ``stdLibURL``.

The ``.pyc`` files are "unchecked hash" ones (PEP 552): Python uses them without looking at the
source's time (which unpacking a wheel does not keep); the sources stay for tracebacks. Each
result is cached by its input's sha256 in ``.cache/lite/pyc/``.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from lite_pyodide import CONFIG, ROOT, SiteBuildError, fetch_core, sha256_of

__all__ = ["STDLIB", "compile_site"]

STDLIB = "python_stdlib.zip"
PURE_WHEEL = "-none-any.whl"

# Runs in Pyodide under node: compiles each job's zip (a wheel or the standard library).
COMPILE = r"""
import importlib.util, json, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

TAG = sys.implementation.cache_tag
SITE = "/lib/python3.12/site-packages/"
STDLIB = "/lib/python312.zip/"

def pyc(source, where):
    code = compile(source, where, "exec", dont_inherit=True)
    return _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)

def compiled(name, stdlib):
    folder, _, file = name.rpartition("/")
    if stdlib:
        return name + "c"
    return f"{folder + '/' if folder else ''}__pycache__/{file[:-3]}.{TAG}.pyc"

def one(job):
    stdlib = job["kind"] == "stdlib"
    with zipfile.ZipFile(job["src"]) as src, zipfile.ZipFile(job["dst"], "w") as dst:
        record, added = None, []
        for info in src.infolist():
            data = src.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                record = (info, data)
                continue
            dst.writestr(info, data, compress_type=info.compress_type)
            top = info.filename.split("/")[0]
            if not info.filename.endswith(".py") or top.endswith((".data", ".dist-info")):
                continue
            try:
                code = pyc(data, (STDLIB if stdlib else SITE) + info.filename)
            except (SyntaxError, ValueError):
                continue  # not Python 3.12 (a test's data file): left as it is
            name = compiled(info.filename, stdlib)
            dst.writestr(name, code, compress_type=zipfile.ZIP_DEFLATED)
            added.append(name)
        if record is not None:
            info, data = record
            lines = data.decode().rstrip("\n") + "\n" + "".join(f"{n},,\n" for n in added)
            dst.writestr(info, lines.encode(), compress_type=info.compress_type)
    return len(added)

jobs = json.load(open("/work/jobs.json"))
print(json.dumps({job["dst"]: one(job) for job in jobs}))
"""

RUN = """
const [core, work] = process.argv.slice(1);
const { loadPyodide } = require(`${core}/pyodide.js`);
(async () => {
  const pyodide = await loadPyodide({ indexURL: `${core}/` });
  pyodide.FS.mkdirTree('/work');
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: work }, '/work');
  pyodide.setStdout({ batched: (line) => console.log(line) });
  pyodide.runPython(require('fs').readFileSync(`${work}/compile.py`, 'utf8'));
})().catch((err) => { console.error(err); process.exit(1); });
"""


def compile_zips(jobs: list[tuple[Path, Path, str]], core: Path, cache: Path) -> None:
    """Compile each ``(source zip, target, kind)``; results cached by the source's sha256."""
    folder = cache / "pyc"
    folder.mkdir(parents=True, exist_ok=True)
    todo = []
    for source, _, kind in jobs:
        cached = folder / f"{sha256_of(source)[:20]}-{source.name}"
        if not cached.is_file():
            todo.append((source, cached, kind))
    if todo:
        with tempfile.TemporaryDirectory() as tmp:
            work = Path(tmp)
            (work / "compile.py").write_text(COMPILE)
            listed = []
            for index, (source, _, kind) in enumerate(todo):
                shutil.copyfile(source, work / f"in-{index}.zip")
                listed.append(
                    {"src": f"/work/in-{index}.zip", "dst": f"/work/out-{index}.zip", "kind": kind}
                )
            (work / "jobs.json").write_text(json.dumps(listed))
            done = subprocess.run(
                ["node", "-e", RUN, str(core.resolve()), str(work)], capture_output=True, text=True
            )
            if done.returncode != 0:
                raise SiteBuildError(
                    f"compiling the site's Python under node failed:\n{done.stderr[-3000:]}"
                )
            for index, (_, cached, _) in enumerate(todo):
                shutil.move(work / f"out-{index}.zip", cached)
    for source, target, _ in jobs:
        shutil.copyfile(folder / f"{sha256_of(source)[:20]}-{source.name}", target)


def compile_site(site: Path, core: Path, cache: Path) -> dict:
    """Compile the pure-Python wheels of ``site``'s Pyodide (their lock entries get the new
    sha256) and write the compiled standard library; what was compiled."""
    pyodide = site / "static" / "pyodide"
    lock_path = pyodide / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    wheels = {
        name: pyodide / entry["file_name"]
        for name, entry in lock["packages"].items()
        if entry["file_name"].endswith(PURE_WHEEL)
    }
    with tempfile.TemporaryDirectory() as tmp:
        originals = Path(tmp)
        jobs = []
        for wheel in wheels.values():
            original = originals / wheel.name
            shutil.copyfile(wheel, original)
            jobs.append((original, wheel, "wheel"))
        (site / "static" / "mathplay").mkdir(parents=True, exist_ok=True)
        jobs.append((pyodide / STDLIB, site / "static" / "mathplay" / STDLIB, "stdlib"))
        compile_zips(jobs, core, cache)
    (pyodide / STDLIB).unlink()  # the compiled one is used (``stdLibURL``)
    for name, wheel in wheels.items():
        lock["packages"][name]["sha256"] = sha256_of(wheel)
    lock_path.write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    return {"wheels": sorted(wheels), "stdlib": True}


def main(argv: list[str]) -> int:
    cache = ROOT / ".cache" / "lite"
    core = fetch_core(json.loads(CONFIG.read_text()), cache)
    print(json.dumps(compile_site(Path(argv[0]), core, cache), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
