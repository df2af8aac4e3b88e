// A second visit starts warm (see docs/lite.md): on a page's first visit the site's service
// worker (cache.js) starts only after the page has loaded its first files; this tells it which
// files the page loaded, so that it caches them too.
(() => {
  const tell = () => {
    const worker = navigator.serviceWorker && navigator.serviceWorker.controller;
    if (!worker) return;
    const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
    worker.postMessage({ mathplayWarm: [location.href, ...urls] });
  };
  addEventListener('load', () => [0, 10000, 30000].forEach((wait) => setTimeout(tell, wait)));
})();
