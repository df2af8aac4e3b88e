"""How the site's Python starts: the kernel's start script, packages loaded on import, and the
progress line the pupil sees meanwhile (docs/lite.md, "How Python starts").

- ``static/mathplay/start.js`` (``lite/start.js``): the kernel's ``pyodideUrl`` in
  ``jupyter-lite.json``; loads the official ``static/pyodide/pyodide.js``, tells the page each
  step and marks it in the worker's performance timeline;
- ``static/mathplay/load_on_import.py`` (``lite/load_on_import.py``): run by ``start.js`` once
  the kernel has started; a package of the site's lock is loaded when code first imports it;
- the kernel's own packages (``loadPyodideOptions.packages`` in ``lite/jupyter-lite.json``)
  loaded in one batch by ``start.js``: the kernel's wheels that Pyodide's lock lacks (piplite,
  ipykernel, pyodide_kernel, from the kernel's extension) join the site's lock;
- ``progress.js`` (``lite/progress.js``, with mathplay's ``site.progress.*`` messages filled
  in): first on every page that starts a kernel, shows those steps in the pupil's language.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from lite_pages import run_first
from lite_pyodide import SiteBuildError, canonical, lock_entry_for_wheel

__all__ = ["PROGRESS_IDS", "install_start"]

PROGRESS_IDS = "site.progress."
MESSAGES_SLOT = "const MESSAGES = {};"
OFFICIAL_START = 'static/pyodide/pyodide.js"'  # the kernel's pyodideUrl as jupyter lite writes it
OUR_START = 'static/mathplay/start.js"'


def progress_messages() -> dict[str, dict[str, str]]:
    """mathplay's messages of the progress line, by id and language."""
    from mathplay.i18n import catalog

    return {k: v for k, v in sorted(catalog().items()) if k.startswith(PROGRESS_IDS)}


def install_start(site: Path, lite: Path) -> None:
    """Put the start script, the finder and the progress line into the built ``site``."""
    folder = site / "static" / "mathplay"
    folder.mkdir(parents=True, exist_ok=True)
    for name in ("start.js", "load_on_import.py"):
        shutil.copyfile(lite / name, folder / name)
    script = (lite / "progress.js").read_text(encoding="utf-8")
    if MESSAGES_SLOT not in script:
        raise ValueError(f"lite/progress.js has no {MESSAGES_SLOT!r} for the messages")
    messages = json.dumps(progress_messages(), ensure_ascii=False)
    script = script.replace(MESSAGES_SLOT, f"const MESSAGES = {messages};", 1)
    (site / "progress.js").write_text(script, encoding="utf-8")
    run_first(site, "progress.js")
    start_with(site)
    kernel_wheels_in_lock(site)


def start_with(site: Path) -> None:
    """The kernel's ``pyodideUrl``, in the site's config and each Voici page's: our start."""
    for config in [site / "jupyter-lite.json", *(site / "voici" / "render").rglob("*.html")]:
        text = config.read_text(encoding="utf-8")
        if OFFICIAL_START not in text:
            raise ValueError(f"{config}: no pyodideUrl {OFFICIAL_START[:-1]} to replace")
        config.write_text(text.replace(OFFICIAL_START, OUR_START), encoding="utf-8")


KERNEL_WHEELS = Path("extensions/@jupyterlite/pyodide-kernel-extension/static/pypi")


def kernel_wheels_in_lock(site: Path) -> list[str]:
    """Each package of ``loadPyodideOptions.packages`` that the site's lock lacks, taken from
    the kernel's extension into the site's Pyodide and its lock; their names."""
    config = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))
    plugin = config["jupyter-config-data"]["litePluginSettings"]
    wanted = plugin["@jupyterlite/pyodide-kernel-extension:kernel"]["loadPyodideOptions"]
    pyodide = site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    wheels = {canonical(w.name.split("-")[0]): w for w in (site / KERNEL_WHEELS).glob("*.whl")}
    added = []
    for name in map(canonical, wanted["packages"]):
        if name in lock["packages"]:
            continue
        if name not in wheels:
            raise SiteBuildError(
                f"the kernel's package {name} is in neither the lock nor {KERNEL_WHEELS}"
            )
        shutil.copyfile(wheels[name], pyodide / wheels[name].name)
        lock["packages"][name] = lock_entry_for_wheel(wheels[name])
        added.append(name)
    (pyodide / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    return added
