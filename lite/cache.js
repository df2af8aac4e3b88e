// The site's files from the browser's cache while they are unchanged (see docs/lite.md,
// "A second visit starts warm"). The build appends this to JupyterLite's service worker, whose
// own `maybeFromCache` it replaces (JupyterLite's serves stale files, then fetches each again).
//
// `mathplay-cache.json` lists every file of the site with a hash of its content. At each page
// opened (a navigation) the worker asks the site for that list again (never from a cache),
// then serves each listed file from its cache under the key `PATH?v=HASH`: a file the build
// changed has a new key, so it is fetched from the site, and its old copy goes. A lesson the
// site changed is therefore never hidden (fresh.js keeps the pupil's own copy beside it). Files
// not listed (the lists themselves, JupyterLite's /api/) go to the site as before. Without the
// site (a dropped network), the last list and the cached files still serve the page.
const MATHPLAY_CACHE = 'mathplay-site';
const MATHPLAY_LIST = 'mathplay-cache.json';
let mathplayList = null; // a promise of {files: {path: hash}}, or null

function mathplayRoot() {
  return new URL(self.registration.scope);
}

function mathplayFiles(fresh) {
  if (fresh || !mathplayList) {
    const url = new URL(MATHPLAY_LIST, mathplayRoot()).href;
    mathplayList = fetch(url, { cache: 'no-cache' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${MATHPLAY_LIST}: ${response.status}`);
        const cache = await caches.open(MATHPLAY_CACHE);
        await cache.put(url, response.clone());
        return response.json();
      })
      .catch(async () => {
        const kept = await (await caches.open(MATHPLAY_CACHE)).match(url);
        return kept ? kept.json() : { files: {} };
      });
  }
  return mathplayList;
}

async function mathplayHash(response) {
  const digest = await crypto.subtle.digest('SHA-256', await response.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function mathplayCached(request, path, hash) {
  const cache = await caches.open(MATHPLAY_CACHE);
  const key = new URL(`${path}?v=${hash}`, mathplayRoot()).href;
  const kept = await cache.match(key);
  if (kept) return kept;
  // from the site itself, never from the browser's own cache (it may hold an older release)
  const fresh = { cache: 'no-cache', credentials: 'same-origin' };
  const response = await (request.mode === 'navigate'
    ? fetch(request.url, fresh)
    : fetch(new Request(request, fresh)));
  if (response.status === 200 && response.type === 'basic' && !response.redirected) {
    const [check, copy] = [response.clone(), response.clone()];
    const stale = new URL(path, mathplayRoot()).href;
    mathplayHash(check)
      .then(async (got) => {
        if (!got.startsWith(hash)) return; // not the listed file (a host's stale copy): not kept
        await cache.delete(stale, { ignoreSearch: true });
        await cache.put(key, copy);
      })
      .catch(() => {}); // a full disk: served all the same, cached next time
  }
  return response;
}

async function maybeFromCache(event) {
  const { request } = event;
  const url = new URL(request.url);
  const root = mathplayRoot();
  if (request.method === 'GET' && url.origin === root.origin && url.pathname.startsWith(root.pathname)) {
    const navigation = request.mode === 'navigate';
    let path = decodeURIComponent(url.pathname.slice(root.pathname.length));
    if (navigation && (path === '' || path.endsWith('/'))) path += 'index.html';
    const { files } = await mathplayFiles(navigation);
    if (files[path]) return mathplayCached(request, path, files[path]);
  }
  return jupyterliteFromCache(event);
}

// The page tells which files it loaded before this worker served it (its first visit):
// they are cached now, so that the next visit starts warm.
self.addEventListener('message', (event) => {
  const urls = event.data && event.data.mathplayWarm;
  if (!Array.isArray(urls)) return;
  event.waitUntil(
    mathplayFiles(false).then(({ files }) => {
      const root = mathplayRoot();
      return Promise.all(
        urls.map((href) => {
          const url = new URL(href);
          if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) return null;
          const path = decodeURIComponent(url.pathname.slice(root.pathname.length));
          return files[path] ? mathplayCached(new Request(href), path, files[path]) : null;
        }),
      ).catch(() => {});
    }),
  );
});
