"""The Binder set-up cannot rot: a fresh venv from binder/requirements.txt runs a lesson.

repo2docker ignores the root pyproject.toml when binder/ exists and installs
binder/requirements.txt from inside binder/; this test does exactly the same.
"""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LESSONS = sorted(ROOT.glob("lessons/**/*.ipynb")) or sorted(ROOT.glob("notebooks/*.ipynb"))


def test_runtime_and_requirements_are_declared():
    assert (ROOT / "binder/runtime.txt").read_text().strip().startswith("python-3.")
    lines = (ROOT / "binder/requirements.txt").read_text().split("\n")
    assert any(line.strip().startswith("-e ..") for line in lines), "installs mathplay itself"


@pytest.mark.slow
@pytest.mark.skipif(not LESSONS, reason="no lesson to run yet")
def test_fresh_binder_environment_runs_a_lesson(tmp_path):
    venv = tmp_path / "binder-venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "-r", "requirements.txt"],
        cwd=ROOT / "binder",
        check=True,
        capture_output=True,
    )
    lesson = LESSONS[0]
    out = tmp_path / "executed.ipynb"
    result = subprocess.run(
        [
            str(venv / "bin" / "jupyter"),
            "nbconvert",
            "--to",
            "notebook",
            "--execute",
            "--ExecutePreprocessor.timeout=600",
            "--output",
            str(out),
            str(lesson),
        ],
        cwd=lesson.parent,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert '"output_type": "error"' not in out.read_text()
