"""Fixtures of the class report's tests (helpers: ``classkit.py``)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))  # classkit

from classkit import EXAMPLE


@pytest.fixture
def example(tmp_path: Path) -> Path:
    """A copy of the example course, to spoil."""
    return Path(shutil.copytree(EXAMPLE, tmp_path / "course"))
