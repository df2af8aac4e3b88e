"""Every play notebook as an app page: Voila serves each game's app without code or notes.

    python tools/app_pages.py [--port 8866]         # make app

For a teacher projecting a game or a pupil who should not see code: ``make app`` serves the
play notebooks (``notebooks/play-*.ipynb``: each one ``GameApp``, its welcome and its board)
on ``http://127.0.0.1:PORT/``, each at
``/voila/render/play-NAME.ipynb``. The static site has the same pages without a server (Voici,
``voici/render/notebooks/play-NAME.html``).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from notebook_sets import ROOT, app_notebooks

__all__ = ["TEMPLATE", "app_folder", "voila_command", "voila_env"]

# Voila's templates plus ours (``voila/templates/mathplay``: no stylesheet from a CDN, no
# notebook notes: the game alone), for Voila here and Voici in the static site
TEMPLATES = Path(__file__).resolve().parent
TEMPLATE = "mathplay"


def app_folder(target: Path) -> list[str]:
    """A folder holding links to the play notebooks only (what Voila lists); their names."""
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    names = []
    for notebook in app_notebooks(ROOT):
        (target / notebook.name).symlink_to(notebook)
        names.append(notebook.name)
    return names


def voila_command(folder: Path, port: int) -> list[str]:
    """Voila on the loopback address only, with no browser of its own and no tracebacks."""
    return [
        sys.executable, "-m", "voila", str(folder),
        f"--port={port}", "--Voila.ip=127.0.0.1", "--no-browser",
        "--VoilaConfiguration.show_tracebacks=False", f"--template={TEMPLATE}",
    ]  # fmt: skip


def voila_env(env: dict[str, str] | None = None) -> dict[str, str]:
    """``env`` (default: this process's) with our Voila template on the Jupyter path."""
    env = dict(os.environ if env is None else env)
    env["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(TEMPLATES), env.get("JUPYTER_PATH")]))
    return env


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8866)
    args = parser.parse_args(argv)
    folder = ROOT / ".cache" / "app"
    for name in app_folder(folder):
        print(f"  http://127.0.0.1:{args.port}/voila/render/{name}")
    command = voila_command(folder, args.port)
    os.execve(command[0], command, voila_env())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
