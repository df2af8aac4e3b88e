"""Matplotlib for the lessons' pictures, imported without a word on stderr.

In a fresh Pyodide kernel (the JupyterLite site) matplotlib's first import builds its font
cache and logs "Matplotlib is building the font cache; this may take a moment." on every
page load: a pink line a pupil cannot do anything about. :func:`pyplot` imports it with
that logger quiet.
"""

from __future__ import annotations

import logging
from typing import Any

__all__ = ["pyplot"]


def pyplot() -> Any:
    """``matplotlib.pyplot``, imported with the font manager's log at ERROR for the import."""
    log = logging.getLogger("matplotlib.font_manager")
    level = log.level
    log.setLevel(logging.ERROR)
    try:
        import matplotlib.pyplot as plt
    finally:
        log.setLevel(level)
    return plt
