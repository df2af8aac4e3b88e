"""Python compiled at build time, so that a pupil's browser does not compile it at every start.

    python tools/lite_pyc.py SITE      # (make lite does it; the site's Pyodide under node)

Pyodide's packages and its standard library hold Python sources only: every page load compiled
the kernel's ~450 modules again (IPython, traitlets, ...; ~5 MB of source), a third of the
kernel's start. Here the site's own Pyodide, run by node, compiles once what the site's pages
import (``PROFILE``: the kernel, the widgets, every mathplay module and what they import inside
functions: SymPy, pandas, matplotlib), found by importing it all under node:

- each pure-Python wheel of the site's lock gets ``__pycache__/NAME.cpython-312.pyc`` beside
  each of those modules (listed in its RECORD; mathplay's own: every module); the lock gets the
  wheel's new sha256. Wheels with compiled code (numpy, pandas, ...) stay Pyodide's own files;
- the standard library: ``static/mathplay/python_stdlib.zip`` is the official zip with a
  ``NAME.pyc`` beside each of those ``NAME.py`` (where ``zipimport`` looks), the kernel's
  ``stdLibURL``; the official zip leaves the site.

The ``.pyc`` files are "unchecked hash" ones (PEP 552): Python uses them without looking at the
source's time (which unpacking a wheel does not keep); the sources stay for tracebacks. A
module the profile missed is compiled in the browser as before. Results are cached in
``.cache/lite/pyc/`` by their inputs (the profile by every package but mathplay).
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import NamedTuple

from lite_pyodide import ROOT, SiteBuildError, canonical, sha256_of

__all__ = ["STDLIB", "compile_site"]

STDLIB = "python_stdlib.zip"
PURE_WHEEL = "-none-any.whl"
WASM_WHEEL = "_wasm32.whl"  # an official build with compiled code: kept as it is

MATHPLAY = "mathplay"  # every module of it is compiled; the profile walks them all
PROFILE = [
    "piplite.piplite",  # the kernel's package manager, imported before the kernel
    "pyodide_kernel",
    "ipywidgets",
    "anywidget",
    MATHPLAY,
    "sympy",
    "pandas",
    "matplotlib.pyplot",
]

# Runs in Pyodide under node: maybe the profile (what importing PROFILE imports), then each
# job's zip (a wheel or the standard library) with the .pyc of the modules it lists.
COMPILE = r"""
import importlib, importlib.util, json, pkgutil, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

TAG = sys.implementation.cache_tag
WHERE = {
    "wheel": "/lib/python3.12/site-packages/",
    "companion": "/lib/python3.12/site-packages/",
    "stdlib": "/lib/python312.zip/",
}

def profile(names):
    for name in names:
        module = importlib.import_module(name)
        if name == "mathplay":
            for info in pkgutil.walk_packages(module.__path__, "mathplay."):
                if not info.name.endswith("__main__"):  # the command line: it would run
                    try:
                        importlib.import_module(info.name)
                    except ModuleNotFoundError as error:  # a teacher's tool (otter, nbgrader):
                        if (error.name or "").partition(".")[0] == "mathplay":  # never on a
                            raise  # pupil's page, whose packages the site leaves out
    files = (getattr(m, "__file__", None) for m in list(sys.modules.values()))
    return sorted({f for f in files if f and f.endswith(".py")})

def pyc(source, where):
    code = compile(source, where, "exec", dont_inherit=True)
    return _code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)

def compiled(name, kind):
    if kind == "stdlib":
        return name + "c"
    folder, _, file = name.rpartition("/")
    return f"{folder + '/' if folder else ''}__pycache__/{file[:-3]}.{TAG}.pyc"

def one(job, wanted):
    kind = job["kind"]  # "wheel" or "stdlib": the zip and its .pyc; "companion": the .pyc only
    with zipfile.ZipFile(job["src"]) as src, zipfile.ZipFile(job["dst"], "w") as dst:
        record, added = None, []
        for info in src.infolist():
            data = src.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                record = (info, data)
                continue
            if kind != "companion":
                dst.writestr(info, data, compress_type=info.compress_type)
            where = WHERE[kind] + info.filename
            if not (job["all"] and info.filename.endswith(".py") or where in wanted):
                continue
            try:
                code = pyc(data, where)
            except (SyntaxError, ValueError):
                continue  # not Python 3.12: left to fail as it would
            name = compiled(info.filename, kind)
            dst.writestr(name, code, compress_type=zipfile.ZIP_DEFLATED)
            added.append(name)
        if kind == "companion":  # a wheel of its own: the .pyc of an official one
            info = job["dist"] + ".dist-info/"
            name, version = job["dist"].split("-")
            metadata = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
            dst.writestr(info + "METADATA", metadata)
            wheel = "Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
            dst.writestr(info + "WHEEL", wheel)
            dst.writestr(info + "RECORD", "".join(f"{n},,\n" for n in added) + f"{info}RECORD,,\n")
        elif record is not None:
            info, data = record
            lines = data.decode().rstrip("\n") + "\n" + "".join(f"{n},,\n" for n in added)
            dst.writestr(info, lines.encode(), compress_type=info.compress_type)
    return len(added)

task = json.load(open("/work/task.json"))
if task["profile"] is not None:
    json.dump(profile(task["profile"]), open("/work/profile.json", "w"))
wanted = set(json.load(open("/work/profile.json")))
json.dump({job["dst"]: one(job, wanted) for job in task["zips"]}, open("/work/done.json", "w"))
"""

RUN = """
const [pyodideFolder, stdlib, work, profile] = process.argv.slice(1);
const { loadPyodide } = require(`${pyodideFolder}/pyodide.js`);
(async () => {
  const pyodide = await loadPyodide({ indexURL: `${pyodideFolder}/`, stdLibURL: stdlib });
  if (profile === 'profile') {
    const lock = JSON.parse(require('fs').readFileSync(`${pyodideFolder}/pyodide-lock.json`));
    await pyodide.loadPackage(Object.keys(lock.packages), { messageCallback: () => {} });
  }
  pyodide.FS.mkdirTree('/work');
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: work }, '/work');
  pyodide.runPython(require('fs').readFileSync(`${work}/compile.py`, 'utf8'));
})().catch((err) => { console.error(err); process.exit(1); });
"""


def digest(*parts: object) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:20]


class Job(NamedTuple):
    """A zip to compile: a wheel (the same, with .pyc), the standard library (likewise) or a
    companion (a wheel of its own holding only the .pyc of an official wheel)."""

    source: Path
    target: Path
    kind: str
    dist: str = ""  # a companion's NAME-VERSION


def compile_zips(pyodide: Path, jobs: list[Job], stdlib: Path, cache: Path) -> None:
    """Compile each job (mathplay's wheel whole) with the profile of ``pyodide`` (the site's
    folder, its original wheels), each result cached by its input and the profile."""
    folder = cache / "pyc"
    folder.mkdir(parents=True, exist_ok=True)
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    others = {n: e["sha256"] for n, e in lock["packages"].items() if n != MATHPLAY}
    profile = folder / f"profile-{digest(others, sha256_of(stdlib), PROFILE, COMPILE)}.json"

    def cached(job: Job) -> Path:
        key = digest(sha256_of(job.source), profile.name, job.kind, job.dist)
        return folder / f"{key}-{job.target.name}"

    todo = [(i, job) for i, job in enumerate(jobs) if not cached(job).is_file()]
    if todo:
        with tempfile.TemporaryDirectory() as tmp:
            work = Path(tmp)
            (work / "compile.py").write_text(COMPILE)
            zips = []
            for index, job in todo:
                shutil.copyfile(job.source, work / f"in-{index}.zip")
                zips.append(
                    {
                        "src": f"/work/in-{index}.zip",
                        "dst": f"/work/out-{index}.zip",
                        "kind": job.kind,
                        "dist": job.dist,
                        "all": job.source.name.startswith(f"{MATHPLAY}-"),
                    }
                )
            if profile.is_file():
                shutil.copyfile(profile, work / "profile.json")
            task = {"profile": None if profile.is_file() else PROFILE, "zips": zips}
            (work / "task.json").write_text(json.dumps(task))
            mode = "compile" if profile.is_file() else "profile"
            done = subprocess.run(
                ["node", "-e", RUN, str(pyodide.resolve()), str(stdlib.resolve()), str(work), mode],
                capture_output=True,
                text=True,
            )
            if done.returncode != 0:
                raise SiteBuildError(
                    f"compiling the site's Python under node failed:\n{done.stderr[-3000:]}"
                )
            if not profile.is_file():
                shutil.copyfile(work / "profile.json", profile)
            for index, job in todo:
                shutil.move(work / f"out-{index}.zip", cached(job))
    for job in jobs:
        shutil.copyfile(cached(job), job.target)


def companion(entry: dict) -> dict:
    """The lock entry of the .pyc of an official wheel (``entry``), which depends on it."""
    dist = f"{entry['name'].replace('-', '_')}_pyc-{entry['version']}"
    return {
        "name": canonical(f"{entry['name']}-pyc"),
        "version": entry["version"],
        "file_name": f"{dist}-py3-none-any.whl",
        "install_dir": "site",
        "sha256": "",
        "package_type": "package",
        "imports": [],
        "depends": [],
        "unvendored_tests": False,
    }


def compile_site(site: Path, cache: Path) -> dict:
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
    official = {
        name: entry
        for name, entry in lock["packages"].items()
        if entry["file_name"].endswith(WASM_WHEEL) and entry["package_type"] == "package"
    }
    companions = {name: companion(entry) for name, entry in official.items()}
    with tempfile.TemporaryDirectory() as tmp:
        originals = Path(tmp)
        jobs = []
        for wheel in wheels.values():
            original = originals / wheel.name
            shutil.copyfile(wheel, original)
            jobs.append(Job(original, wheel, "wheel"))
        for name, entry in official.items():
            target = pyodide / companions[name]["file_name"]
            dist = target.name.split("-py3-")[0]
            jobs.append(Job(pyodide / entry["file_name"], target, "companion", dist))
        (site / "static" / "mathplay").mkdir(parents=True, exist_ok=True)
        jobs.append(Job(pyodide / STDLIB, site / "static" / "mathplay" / STDLIB, "stdlib"))
        compile_zips(pyodide, jobs, pyodide / STDLIB, cache)
    (pyodide / STDLIB).unlink()  # the compiled one is used (``stdLibURL``)
    for name, wheel in wheels.items():
        lock["packages"][name]["sha256"] = sha256_of(wheel)
    for name, entry in companions.items():
        wheel = pyodide / entry["file_name"]
        with zipfile.ZipFile(wheel) as archive:
            if not any(n.endswith(".pyc") for n in archive.namelist()):
                wheel.unlink()  # nothing of it is imported by the site's pages
                continue
        lock["packages"][entry["name"]] = {**entry, "sha256": sha256_of(wheel)}
        lock["packages"][name]["depends"] = sorted({*official[name]["depends"], entry["name"]})
    lock_path.write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    return {"wheels": sorted(wheels), "stdlib": True}


def main(argv: list[str]) -> int:
    print(json.dumps(compile_site(Path(argv[0]), ROOT / ".cache" / "lite"), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
