"""What of the site's pure-Python wheels a pupil's page never needs at start: left out, or
loaded later (docs/lite.md, "How Python starts").

Unpacking a wheel in the browser costs about as much per file as its bytes: jedi's stubs (the
types of Python's standard library, 1,300 files, and Django's, 470) were more than half of the
files the kernel unpacked at every start, and SymPy's own tests 680 of its 1,560 files.

- SymPy's tests, jedi's stubs of Django and of Python 2 are left out of the site's wheels;
- jedi's typeshed stubs move to ``static/mathplay/jedi-typeshed.zip``, which the kernel unpacks
  at the first completion (Tab) a pupil asks for (``lite/load_on_import.py``).

Every other file of those wheels stays as it is; their lock entries get the new sha256.
"""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path

from lite_pyodide import sha256_of

__all__ = ["LATER", "TRIM", "left_out", "trim_site"]

# package: (files left out, the folder loaded later or None)
TRIM = {
    "sympy": (re.compile(r"^sympy/(.+/)?tests/"), None),
    "jedi": (  # Django's stubs, and Python 2's
        re.compile(r"^jedi/third_party/(django-stubs/|typeshed/(stdlib|third_party)/2/)"),
        "jedi/third_party/typeshed/",
    ),
}
LATER = "jedi-typeshed.zip"


def left_out(package: str, member: str) -> bool:
    """Whether ``member`` of ``package``'s wheel is not in the site's wheel."""
    drop, later = TRIM.get(package, (None, None))
    return bool(drop and drop.match(member)) or bool(later and member.startswith(later))


def trim(wheel: Path, package: str, later: Path | None) -> int:
    """Rewrite ``wheel`` without what ``TRIM`` leaves out; the later part into ``later``.
    How many files left the wheel."""
    drop, later_folder = TRIM[package]
    original = wheel.with_suffix(".original")
    wheel.rename(original)
    with zipfile.ZipFile(original) as src, zipfile.ZipFile(wheel, "w") as dst:
        gone = {name for name in src.namelist() if left_out(package, name)}
        outside = zipfile.ZipFile(later, "w", zipfile.ZIP_DEFLATED) if later else None
        for info in src.infolist():
            name = info.filename
            if name in gone:
                if outside and name.startswith(later_folder) and not drop.match(name):
                    outside.writestr(info, src.read(info), compress_type=info.compress_type)
                continue
            if name.endswith(".dist-info/RECORD"):
                lines = src.read(info).decode().splitlines(keepends=True)
                kept = "".join(line for line in lines if line.split(",")[0] not in gone)
                dst.writestr(info, kept.encode(), compress_type=info.compress_type)
                continue
            dst.writestr(info, src.read(info), compress_type=info.compress_type)
        if outside:
            outside.close()
    original.unlink()
    return len(gone)


def trim_site(site: Path) -> dict[str, int]:
    """Trim the site's wheels named in ``TRIM`` (their lock entries get the new sha256)."""
    pyodide = site / "static" / "pyodide"
    lock_path = pyodide / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    done = {}
    for package, (_, later) in TRIM.items():
        entry = lock["packages"].get(package)
        if entry is None:
            continue
        wheel = pyodide / entry["file_name"]
        done[package] = trim(
            wheel, package, site / "static" / "mathplay" / LATER if later else None
        )
        entry["sha256"] = sha256_of(wheel)
    lock_path.write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    return done
