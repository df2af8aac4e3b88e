// Two pages of the site starting at once (a pupil opening two lessons, a browser restoring its
// tabs) must not stop each other (see docs/lite.md, "Two pages at once").
//
// JupyterLite keeps a pupil's files, checkpoints, counters and settings in one IndexedDB
// database, one object store each, through localforage. localforage makes a store the first
// time it is asked for one by opening the database again at its version + 1. In a fresh
// browser two pages starting at once each raise the version from the one they read, and one
// of them fails ("VersionError: The requested version (3) is less than the existing version
// (4)"): its notebook never opens, its kernel never starts, and the page waits without a word.
// This script, first on JupyterLab's pages, makes every store JupyterLite asks for in one
// step, and the page starts JupyterLite once it is done (`window.mathplayStores`); localforage
// then finds them all and never changes the version. The browser answers the requests to open
// one database in the order they came, so a second page finds the stores the first one made.
// (Voici's app pages keep their files in a database of their own with one store: two pages
// both make it at version 2, no race.)
window.mathplayStores = (async () => {
  const root = new URL('.', document.currentScript.src);
  const name = `JupyterLite Storage - ${root.pathname}`; // as JupyterLite names it
  // JupyterLite's contents (files, counters, checkpoints), its settings, and the store
  // localforage makes with the database (it tries a Blob there)
  const stores = ['files', 'counters', 'checkpoints', 'settings', 'local-forage-detect-blob-support'];
  const open = (version) =>
    new Promise((resolve, reject) => {
      const request = version ? indexedDB.open(name, version) : indexedDB.open(name);
      request.onupgradeneeded = () => {
        const db = request.result;
        for (const store of stores) {
          if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
        }
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      const db = await open(); // a new database is made at version 1, with every store
      const missing = stores.filter((store) => !db.objectStoreNames.contains(store));
      db.close();
      if (!missing.length) return;
      try {
        (await open(db.version + 1)).close(); // an older database: the stores it lacks
        return;
      } catch (err) {
        if (err.name !== 'VersionError') throw err; // another page made them meanwhile: again
      }
    }
  } catch (err) {
    console.warn('mathplay: could not prepare the browser storage', err); // JupyterLite's own way
  }
})();
