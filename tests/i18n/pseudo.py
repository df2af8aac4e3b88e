"""The pseudo-locale (``tools/catalogs.py``, ``pseudo_catalog``: every message 40 % longer
and accented) compiled into a copy of the locale folder in Polish's place, and switched on
in a process: this one (``test_pseudo_locale.py``) or a JupyterLab kernel
(``tests/browser/test_pseudo_layout.py``, whose first cell calls :func:`use_locale`)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PSEUDO = "pl"  # the language whose catalog the pseudo-locale takes the place of


def write_locale(folder: Path) -> Path:
    """Every language's compiled catalog copied into ``folder``, Polish's the pseudo-locale."""
    if str(ROOT / "tools") not in sys.path:
        sys.path.insert(0, str(ROOT / "tools"))
    import catalogs  # tools/catalogs.py: Babel, never needed by a kernel that only reads

    for language in catalogs.languages():
        target = catalogs.mo_path(language, folder)
        target.parent.mkdir(parents=True, exist_ok=True)
        if language == PSEUDO:
            target.write_bytes(catalogs.mo_bytes(catalogs.pseudo_catalog()))
        else:
            shutil.copyfile(catalogs.mo_path(language), target)
    return folder


def forget() -> None:
    """Forget every catalog read and every text remembered from one."""
    from mathplay.i18n import reload
    from mathplay.widgets import names, triolet_look

    reload()
    names._words.cache_clear()  # "You" in every language, remembered
    triolet_look.square_tip.cache_clear()  # what a screen reader says for a square, too


def use_locale(folder: str | Path) -> None:
    """Read the catalogs from ``folder`` (made by :func:`write_locale`) from now on."""
    from mathplay.i18n import compiled

    compiled.LOCALE_DIR = str(folder)
    forget()
