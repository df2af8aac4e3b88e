"""Build the static JupyterLite site into ``_site/``: every lesson and play notebook (the
pupils' kit: never ``teachers/``), with mathplay ready to import and its own Pyodide.

    python tools/lite_build.py [--out _site] [--force]      # make lite

Steps (each cached under ``.cache/lite/``, so a second build takes seconds):

1. the build tools of ``lite/requirements.txt`` in their own venv;
2. the ``mathplay`` wheel, built from this checkout;
3. the site's Pyodide (:mod:`lite_pyodide`: official files, each checked by sha256);
4. the contents: the pupils' notebooks (:mod:`notebook_sets`; never ``teachers/``, no
   answer-key cell), set to the Pyodide kernel;
5. ``jupyter lite build`` (JupyterLab, Notebook and Voici apps), then the landing page,
   the site's manifest and the script that keeps lessons fresh (:mod:`lite_pages`).

Nothing is rebuilt when no input changed (``--force`` rebuilds). A failure says what is
wrong and exits 1.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import nbformat
from app_pages import TEMPLATE, voila_env
from lite_cache import cache_site
from lite_pages import write_pages
from lite_pyc import compile_site
from lite_pyodide import ROOT, SiteBuildError, assemble
from lite_start import install_start
from lite_trim import trim_site
from notebook_sets import ANSWER_KEY_CALL, notebook_imports, pupil_notebooks

from mathplay.ipynb import write_ipynb

CACHE = ROOT / ".cache" / "lite"
LITE = ROOT / "lite"
PYODIDE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
APPS = ["lab", "notebooks", "tree", "voici"]
# a picture from another site (a Binder badge): the pupils' site shows its words instead
OFFSITE_IMAGE = re.compile(r"!\[([^\]]*)\]\(https?://[^)]*\)")


def inputs_digest(root: Path = ROOT) -> str:
    """A digest of everything the site is made from: a change anywhere means a new build."""
    paths = [
        root / "pyproject.toml",
        *sorted((root / "mathplay").rglob("*.py")),
        *sorted((root / "mathplay" / "i18n" / "locale").rglob("*.po*")),  # .pot, .po
        root / "hatch_build.py",
        root / "tools" / "catalogs.py",  # what compiles them into the wheel
        *sorted(p for p in (root / "lite").rglob("*") if p.is_file()),
        *sorted((root / "tools").glob("lite_*.py")),
        root / "tools" / "notebook_sets.py",
        root / "tools" / "app_pages.py",
        *sorted(p for p in (root / "tools" / "voila").rglob("*") if p.is_file()),
        *pupil_notebooks(root),
    ]
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def tools_venv() -> Path:
    """The venv of the build tools (made again when lite/requirements.txt changes)."""
    venv = CACHE / "venv"
    wanted = hashlib.sha256((LITE / "requirements.txt").read_bytes()).hexdigest()
    stamp = venv / ".requirements.sha256"
    if stamp.is_file() and stamp.read_text() == wanted:
        return venv
    shutil.rmtree(venv, ignore_errors=True)
    run([sys.executable, "-m", "venv", str(venv)], "making the build tools' venv")
    run(
        [
            str(venv / "bin" / "python"),
            "-m",
            "pip",
            "install",
            "--quiet",
            "--disable-pip-version-check",
            "-r",
            str(LITE / "requirements.txt"),
        ],
        "installing lite/requirements.txt",
    )
    stamp.write_text(wanted)
    return venv


def mathplay_wheel() -> Path:
    """The mathplay wheel of this checkout (pip wheel, as pip would build it)."""
    folder = CACHE / "wheel"
    shutil.rmtree(folder, ignore_errors=True)
    run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--disable-pip-version-check",
            "--wheel-dir",
            str(folder),
            str(ROOT),
        ],
        "building the mathplay wheel",
    )
    (wheel,) = folder.glob("mathplay-*.whl")
    return wheel


def pupil_copy(source: Path, target: Path) -> int:
    """Copy a notebook for the site: the Pyodide kernel, no answer-key cell, no picture from
    another site. Returns how many cells were left out."""
    notebook = nbformat.read(source, as_version=4)
    notebook["metadata"]["kernelspec"] = PYODIDE_KERNELSPEC
    notebook["metadata"].pop("widgets", None)
    cells = notebook["cells"]
    for cell in cells:
        if cell["cell_type"] == "markdown":
            cell["source"] = OFFSITE_IMAGE.sub(r"\1", "".join(cell["source"]))
    kept = [
        c
        for c in cells
        if not (c["cell_type"] == "code" and ANSWER_KEY_CALL.search("".join(c["source"])))
    ]
    notebook["cells"] = kept
    write_ipynb(target, notebook)  # validated, written whole
    return len(cells) - len(kept)


def stage_contents(stage: Path) -> list[str]:
    """The pupils' notebooks under ``stage/files`` (their paths in the site)."""
    files = stage / "files"
    shutil.rmtree(files, ignore_errors=True)
    paths = []
    for notebook in pupil_notebooks(ROOT):
        relative = notebook.relative_to(ROOT)
        dropped = pupil_copy(notebook, files / relative)
        if dropped:
            print(f"  {relative}: {dropped} answer-key cell(s) left out of the pupils' site")
        paths.append(relative.as_posix())
    return paths


def site_modules(pyodide: Path) -> set[str]:
    """The modules a notebook of the site can import: Pyodide's standard library and the
    ``imports`` of every package in the site's lock."""
    stdlib = pyodide / "python_stdlib.zip"  # as assembled, or compiled in the built site
    if not stdlib.is_file():
        stdlib = pyodide.parent / "mathplay" / stdlib.name
    with zipfile.ZipFile(stdlib) as stdlib:
        names = {n.split("/")[0].removesuffix(".py") for n in stdlib.namelist()}
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    for entry in lock["packages"].values():
        names.update(entry["imports"])
    return names


def unsatisfied_imports(files: Path, pyodide: Path) -> dict[str, list[str]]:
    """For each notebook under ``files``, the modules it imports that the site cannot give."""
    available = site_modules(pyodide) | set(sys.builtin_module_names)
    missing = {}
    for notebook in sorted(files.rglob("*.ipynb")):
        wanted = notebook_imports(notebook) - available
        if wanted:
            missing[notebook.relative_to(files).as_posix()] = sorted(wanted)
    return missing


def build(out: Path, force: bool = False) -> bool:
    """Build the site into ``out`` unless it is up to date; True when it was built."""
    digest = inputs_digest()
    stamp = CACHE / "site-inputs.sha256"
    fresh = stamp.is_file() and stamp.read_text() == f"{digest} {out.resolve()}"
    if fresh and not force and (out / "jupyter-lite.json").is_file():
        print(f"make lite: {out.name}/ is up to date")
        return False
    started = time.monotonic()
    venv = tools_venv()
    stage = CACHE / "stage"
    stage.mkdir(parents=True, exist_ok=True)
    summary = assemble(stage / "static" / "pyodide", mathplay_wheel(), CACHE)
    print(
        f"  Pyodide {summary['pyodide']}: {len(summary['packages'])} packages, official files "
        f"from {sorted(set(summary['from_transports'].values()))}, "
        f"pure wheels from PyPI: {', '.join(summary['from_pypi'])}"
    )
    paths = stage_contents(stage)
    missing = unsatisfied_imports(stage / "files", stage / "static" / "pyodide")
    if missing:
        raise SiteBuildError(
            "notebooks import what the site does not carry (add it to lite/pyodide.json or "
            "lite/pypi-wheels.txt, or change the notebook):\n  "
            + "\n  ".join(f"{path}: {', '.join(names)}" for path, names in missing.items())
        )
    shutil.copyfile(LITE / "jupyter-lite.json", stage / "jupyter-lite.json")
    for state in stage.glob(".jupyterlite.doit.db*"):  # doit's memory of earlier builds:
        state.unlink()  # it would skip steps whose output this build starts afresh
    shutil.rmtree(out, ignore_errors=True)
    command = [
        str(venv / "bin" / "jupyter"),
        "lite",
        "build",
        "--lite-dir",
        str(stage),
        "--contents",
        str(stage / "files"),
        "--output-dir",
        str(out.resolve()),
        "--no-sourcemaps",
        "--no-unused-shared-packages",
        *[arg for app in APPS for arg in ("--apps", app)],
        f"--VoilaConfiguration.template={TEMPLATE}",  # the app pages: the game alone
    ]
    env = voila_env({k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")})
    run(command, "jupyter lite build", cwd=stage, env=env)
    done = write_pages(out, paths, digest, LITE / "fresh.js")
    install_start(out, LITE)
    compile_site(out, CACHE)
    trim_site(out)
    cache_site(out, LITE)  # last: it lists every file as built
    if done["offsite_assets_removed"]:
        print(f"  {done['offsite_assets_removed']} links to assets on other sites removed")
    stamp.write_text(f"{digest} {out.resolve()}")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(
        f"make lite: built {out.name}/ ({len(paths)} notebooks, {size / 1e6:.0f} MB) "
        f"in {time.monotonic() - started:.0f} s"
    )
    return True


def run(command: list[str], what: str, **kwargs) -> None:
    done = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if done.returncode != 0:
        raise SiteBuildError(f"{what} failed:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "_site")
    parser.add_argument("--force", action="store_true", help="build even if up to date")
    args = parser.parse_args(argv)
    try:
        build(args.out, args.force)
    except SiteBuildError as err:
        print(f"make lite: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
