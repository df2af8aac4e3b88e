"""Files the report reads and writes: bounded reads, atomic writes (:mod:`mathplay.files`).

Until the shared module is merged, the same two calls are provided here in their simplest
form (a temporary file beside the target, then ``os.replace``; at most ``limit`` bytes read).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from mathplay.errors import MathplayError

__all__ = ["read_bounded", "write_atomically"]

try:
    from mathplay.files import read_bounded, write_atomically
except ImportError:  # pragma: no cover - until mathplay.files is merged

    def write_atomically(
        path: str | os.PathLike[str], data: str | bytes, *, make_folders: bool = False
    ) -> Path:
        """Replace the file at ``path`` with ``data`` all at once."""
        target = Path(path)
        if make_folders:
            target.parent.mkdir(parents=True, exist_ok=True)
        payload = data.encode("utf-8") if isinstance(data, str) else data
        temporary = target.with_name(f".{target.name}.{os.getpid()}.tmp")
        try:
            temporary.write_bytes(payload)
            os.replace(temporary, target)
        finally:
            temporary.unlink(missing_ok=True)
        return target

    def read_bounded(path: str | os.PathLike[str], limit: int) -> bytes:
        """The bytes of the ordinary file at ``path``, if it holds at most ``limit``."""
        given = Path(path)
        if not stat.S_ISREG(os.stat(given).st_mode):
            raise MathplayError("classroom.not_a_file", path=str(given))
        with open(given, "rb") as file:
            data = file.read(limit + 1)
        if len(data) > limit:
            raise MathplayError("classroom.too_big", path=str(given), limit=limit // 1024)
        return data
