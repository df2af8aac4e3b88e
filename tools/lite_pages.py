"""The site's own pages, written after ``jupyter lite build``: the landing page, the app pages'
index, the manifest; and the clean-up that keeps the site self-contained.

- ``index.html``: where a teacher's link lands: the lessons, the games (as app pages and as
  notebooks) and the notebooks' index, each a plain link (the puzzle maker is a teachers'
  notebook: not on this site). It keeps JupyterLite's (empty) root
  config element: every app page reads the config of each folder up to the root.
- ``voici/``: only the play notebooks stay as app pages (Voici renders every notebook; a lesson
  as an app makes no sense), their kernel paths made relative to the root, and
  ``voici/index.html`` lists them.
- every page: no stylesheet or script from another site (Voici's templates link a CDN).
- ``mathplay-site.json``: the release and each notebook's sha256, read by ``fresh.js``
  (``lite/fresh.js``), which runs before JupyterLite starts and keeps lessons fresh without
  losing a pupil's work (see docs/lite.md).
- ``reachable.js`` (``lite/reachable.js``) first on every page that starts a kernel: when the
  site's Pyodide cannot be fetched, the page says so instead of waiting without a word.
- ``stores.js`` (``lite/stores.js``) first on JupyterLab's apps, which start once it is done:
  the browser storage made in one step, so that two pages starting at once do not stop each
  other.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
import shutil
from pathlib import Path

__all__ = ["APP_PREFIX", "OFFSITE_ASSET", "write_pages"]

APP_PREFIX = "notebooks/play-"  # the notebooks that become app pages
OFFSITE_ASSET = re.compile(
    r"<link\b[^>]*\bhref=\"https?://[^\"]*\"[^>]*>|<script\b[^>]*\bsrc=\"https?://[^\"]*\"[^>]*>\s*</script>"
)
# an app page in the pupil's language: ``?lang=`` (the page remembers it for next time)
LANGUAGES = {"en": "English", "ja": "日本語", "pl": "polski"}
TITLES = {
    "notebooks/play-equations.ipynb": "Equations",
    "notebooks/play-memory.ipynb": "Memory Max",
    "notebooks/play-triolet.ipynb": "Triolet",
}


def app_page(path: str) -> str:
    """The app page of a play notebook, relative to the site's root."""
    return f"voici/render/{path.removesuffix('.ipynb')}.html"


def notebook_title(site: Path, path: str) -> str:
    """The first heading of a notebook, or its file name."""
    notebook = json.loads((site / "files" / path).read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return Path(path).stem


def keep_only_app_pages(site: Path, paths: list[str]) -> None:
    """Remove Voici's pages of the notebooks that are no apps, and its tree of them."""
    render = site / "voici" / "render"
    apps = {app_page(p) for p in paths if p.startswith(APP_PREFIX)}
    for page in render.rglob("*.html"):
        if page.relative_to(site).as_posix() not in apps:
            page.unlink()
    for folder in sorted(render.rglob("*"), reverse=True):  # the deepest first
        if folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
    shutil.rmtree(site / "voici" / "tree", ignore_errors=True)


def root_relative_kernel_urls(site: Path) -> None:
    """Voici's pages carry the site's config as it is, but resolve its ``./`` kernel paths
    from the page's own folder: point them at the site's root (the page's ``baseUrl``)."""
    for page in (site / "voici" / "render").rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        base = re.search(r'"baseUrl": "([./]*)"', text)
        if base is None:
            raise ValueError(f"{page}: no baseUrl in Voici's page config")
        for folder in ("static/pyodide/", "extensions/"):
            text = text.replace(f'"./{folder}', f'"{base[1]}{folder}')
        page.write_text(text, encoding="utf-8")


FRESH_APPS = ("lab", "notebooks", "tree")  # the apps that open the pupils' saved copies
BOOT = re.compile(r"await import\(\s*'\.\./config-utils\.js")


def keep_lessons_fresh(site: Path, fresh_js: Path) -> None:
    """Run ``fresh.js`` before JupyterLite starts on each app page (the build fails if a
    page no longer boots the way this expects)."""
    shutil.copyfile(fresh_js, site / "fresh.js")
    for app in FRESH_APPS:
        page = site / app / "index.html"
        text = page.read_text(encoding="utf-8")
        if not BOOT.search(text) or "<head>" not in text:
            raise ValueError(f"{page}: JupyterLite's start-up is not where fresh.js expects it")
        text = text.replace("<head>", '<head>\n    <script src="../fresh.js"></script>', 1)
        text = BOOT.sub(lambda m: "await window.mathplayFresh;\n        " + m[0], text, count=1)
        page.write_text(text, encoding="utf-8")


def start_after_the_stores(site: Path, stores_js: Path) -> None:
    """Run ``stores.js`` first on JupyterLab's apps, and start each once it is done (the build
    fails if a page no longer boots the way this expects). Voici's pages keep their files in
    a database of their own with a single store, which two pages make at the same version."""
    shutil.copyfile(stores_js, site / stores_js.name)
    for app in FRESH_APPS:
        page = site / app / "index.html"
        text = page.read_text(encoding="utf-8")
        if not BOOT.search(text) or "<head>" not in text:
            raise ValueError(f"{page}: its start is not where {stores_js.name} expects it")
        text = BOOT.sub(lambda m: "await window.mathplayStores;\n        " + m[0], text, count=1)
        tag = f'<head>\n    <script src="../{stores_js.name}"></script>'
        page.write_text(text.replace("<head>", tag, 1), encoding="utf-8")


def kernel_pages(site: Path) -> list[Path]:
    """Every page that starts a kernel: JupyterLab's apps and the Voici pages."""
    pages = [site / app / "index.html" for app in FRESH_APPS]
    return pages + sorted((site / "voici" / "render").rglob("*.html"))


def run_first(site: Path, name: str) -> int:
    """Run the site's script ``name`` first on every page that starts a kernel; pages changed."""
    pages = kernel_pages(site)
    for page in pages:
        up = "../" * (len(page.relative_to(site).parts) - 1)
        text = page.read_text(encoding="utf-8")
        if "<head>" not in text:
            raise ValueError(f"{page}: no <head> to put {name} in")
        tag = f'<head>\n    <script src="{up}{name}"></script>'
        page.write_text(text.replace("<head>", tag, 1), encoding="utf-8")
    return len(pages)


def say_when_python_is_unreachable(site: Path, script: Path) -> int:
    """Run ``reachable.js`` first on every page that starts a kernel: it says so when the
    site's Pyodide cannot be fetched. Pages changed."""
    shutil.copyfile(script, site / script.name)
    return run_first(site, script.name)


def strip_offsite_assets(site: Path) -> int:
    """Remove every stylesheet or script link to another site from the site's pages."""
    removed = 0
    for page in site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        cleaned, count = OFFSITE_ASSET.subn("", text)
        if count:
            page.write_text(cleaned, encoding="utf-8")
            removed += count
    return removed


def link(href: str, text: str) -> str:
    return f'<a href="{html.escape(href)}">{html.escape(text)}</a>'


def landing_page(site: Path, paths: list[str]) -> str:
    lessons = [p for p in paths if p.startswith("lessons/")]
    games = [p for p in paths if p.startswith(APP_PREFIX)]
    others = [p for p in paths if p not in lessons and p not in games]

    def item(path: str, extra: str = "") -> str:
        title = notebook_title(site, path)
        lab = link(f"lab/index.html?path={path}", "JupyterLab")
        return (
            f"<li>{link(f'notebooks/index.html?path={path}', title)}"
            f" <small>({lab}{extra})</small></li>"
        )

    game_items = "".join(
        f"<li>{link(app_page(p), TITLES.get(p, notebook_title(site, p)))} <small>("
        + " · ".join(link(f"{app_page(p)}?lang={code}", name) for code, name in LANGUAGES.items())
        + f"; {link(f'notebooks/index.html?path={p}', 'as a notebook')})</small></li>"
        for p in games
    )
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>mathplay: maths games to play and learn with</title>
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{{}}</script>
<style>body{{font-family:sans-serif;max-width:46em;margin:2em auto;padding:0 1em;line-height:1.5}}
h1{{color:#0072B2}} li{{margin:0.3em 0}} small{{color:#555}}</style></head>
<body><h1>mathplay</h1>
<p>Three maths games and the lessons behind them. Everything runs in this browser:
nothing to install, and nothing you type leaves this computer. Python starts in this browser:
the first time, this site sends about 25 MB and a game is on screen after about 20 seconds
(measured on a 2-core computer over a 20 Mbit/s connection); the browser keeps those files, so
a later visit downloads nothing and has its game in about 8 seconds.</p>
<h2>Play</h2><ul>{game_items}</ul>
<h2>Lessons</h2><ul>{"".join(item(p) for p in lessons)}</ul>
<h2>More</h2><ul>{"".join(item(p) for p in others)}</ul>
<p><small>{link("lab/index.html", "All files in JupyterLab")}</small></p>
<noscript><p>This site needs JavaScript.</p></noscript>
</body></html>
"""


def apps_index(site: Path, paths: list[str]) -> str:
    items = "".join(
        f"<li>{link('render/' + p.removesuffix('.ipynb') + '.html', TITLES.get(p, p))}</li>"
        for p in paths
        if p.startswith(APP_PREFIX)
    )
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>mathplay games'
        f"</title></head><body><h1>mathplay games</h1><ul>{items}</ul></body></html>\n"
    )


def write_pages(site: Path, paths: list[str], release: str, fresh_js: Path) -> dict:
    """Write the site's own pages into the built ``site``; return what was done."""
    keep_only_app_pages(site, paths)
    keep_lessons_fresh(site, fresh_js)
    say_when_python_is_unreachable(site, fresh_js.with_name("reachable.js"))
    start_after_the_stores(site, fresh_js.with_name("stores.js"))
    root_relative_kernel_urls(site)
    removed = strip_offsite_assets(site)
    (site / "index.html").write_text(landing_page(site, paths), encoding="utf-8")
    (site / "voici" / "index.html").write_text(apps_index(site, paths), encoding="utf-8")
    files = {
        p: hashlib.sha256((site / "files" / p).read_bytes()).hexdigest() for p in sorted(paths)
    }
    manifest = {"release": release[:16], "files": files}
    (site / "mathplay-site.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return {"offsite_assets_removed": removed}
