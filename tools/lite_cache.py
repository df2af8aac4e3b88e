"""A second visit starts warm: the site's files from the browser's cache while unchanged
(docs/lite.md, "A second visit starts warm").

Static hosts decide their own caching (GitHub Pages: 10 minutes, then asks again), so the site
caches itself, in JupyterLite's service worker (one per site, already registered by every page
that starts a kernel):

- ``mathplay-cache.json``: every file of the built site with a hash of its content (written
  last, when no file changes any more);
- ``service-worker.js``: JupyterLite's, its ``maybeFromCache`` replaced by ``lite/cache.js``'s
  (the build stops if JupyterLite's worker no longer has one to replace);
- ``warm.js`` (``lite/warm.js``) on every page that starts a kernel: tells the worker which
  files the page loaded before the worker served it.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
from pathlib import Path

from lite_pages import run_first

__all__ = ["CACHE_LIST", "cache_site", "file_hashes"]

CACHE_LIST = "mathplay-cache.json"
WORKER = "service-worker.js"
THEIRS = "async function maybeFromCache("
# never from the cache: the lists (fetched fresh at each page), the worker, JupyterLite's /api/
UNCACHED = re.compile(rf"^({re.escape(CACHE_LIST)}|mathplay-site\.json|{WORKER}|api/.*)$")


def file_hashes(site: Path) -> dict[str, str]:
    """Each cacheable file of ``site`` (its path in the site) with a hash of its content."""
    hashes = {}
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        relative = path.relative_to(site).as_posix()
        if not UNCACHED.match(relative):
            hashes[relative] = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    return hashes


def cache_site(site: Path, lite: Path) -> int:
    """Make the built ``site`` cache itself; how many files its list holds."""
    worker = site / WORKER
    text = worker.read_text(encoding="utf-8")
    if text.count(THEIRS) != 1:
        raise ValueError(f"{worker}: JupyterLite's worker has no single {THEIRS}...) to replace")
    ours = (lite / "cache.js").read_text(encoding="utf-8")
    renamed = text.replace(THEIRS, "async function jupyterliteFromCache(")
    worker.write_text(renamed.rstrip("\n") + "\n" + ours, encoding="utf-8")
    shutil.copyfile(lite / "warm.js", site / "warm.js")
    run_first(site, "warm.js")
    hashes = file_hashes(site)
    (site / CACHE_LIST).write_text(json.dumps({"files": hashes}, indent=0) + "\n")
    return len(hashes)
