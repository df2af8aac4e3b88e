// Lessons never go stale, and nothing a pupil typed is lost (see docs/lite.md).
//
// JupyterLite keeps a pupil's saved copy of a notebook in the browser, and shows it instead of
// the site's file from then on. Before JupyterLite starts, this script compares the site's
// manifest (mathplay-site.json: a release and each notebook's sha256) with the one this browser
// saw last time. For every notebook the site has changed since, a saved copy is renamed
// "NAME (my work until DATE).ipynb" beside it: the new lesson opens at its usual place, and the
// pupil's work sits next to it. A notebook the site did not change keeps the pupil's copy.
window.mathplayFresh = (async () => {
  const root = new URL('.', document.currentScript.src);
  const seenKey = `mathplay-site-seen - ${root.pathname}`;
  const storeName = `JupyterLite Storage - ${root.pathname}`; // JupyterLite's contents database
  try {
    const response = await fetch(new URL('mathplay-site.json', root), { cache: 'no-cache' });
    const manifest = await response.json();
    const seen = JSON.parse(localStorage.getItem(seenKey) || 'null');
    if (seen && seen.release !== manifest.release) {
      const changed = Object.keys(manifest.files).filter(
        (path) => seen.files[path] && seen.files[path] !== manifest.files[path],
      );
      if (changed.length) await keepPupilsCopies(storeName, changed);
    }
    localStorage.setItem(seenKey, JSON.stringify(manifest));
  } catch (err) {
    console.warn('mathplay: could not look for newer lessons', err);
  }
})();

function request(r) {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

async function keepPupilsCopies(storeName, paths) {
  if (indexedDB.databases && !(await indexedDB.databases()).some((d) => d.name === storeName)) {
    return; // nothing saved in this browser yet
  }
  const db = await request(indexedDB.open(storeName));
  try {
    if (!db.objectStoreNames.contains('files')) return;
    const store = db.transaction('files', 'readwrite').objectStore('files');
    const day = new Date().toISOString().slice(0, 10);
    for (const path of paths) {
      const model = await request(store.get(path));
      if (!model) continue;
      const stem = path.replace(/\.ipynb$/, '');
      let copy = `${stem} (my work until ${day}).ipynb`;
      for (let n = 2; await request(store.get(copy)); n++) {
        copy = `${stem} (my work until ${day}, ${n}).ipynb`;
      }
      await request(store.put({ ...model, path: copy, name: copy.split('/').pop() }, copy));
      await request(store.delete(path));
      console.info(`mathplay: ${path} is new on the site; your work is in ${copy}`);
    }
  } finally {
    db.close();
  }
}
