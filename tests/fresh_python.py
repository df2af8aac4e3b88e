"""What the import tests share: which modules a fresh Python holds after some code."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterable


def loaded_after(code: str, modules: Iterable[str]) -> list[str]:
    """Those of ``modules`` that a fresh Python (its own ``sys.modules``) holds after running
    ``code``, in the order given."""
    check = (
        f"\nimport json, sys\nprint(json.dumps([m for m in {list(modules)!r} if m in sys.modules]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code + check], capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout)
