// How the site's Python starts, in the kernel's worker (see docs/lite.md, "How Python starts").
//
// JupyterLite's Pyodide kernel loads this file as its `pyodideUrl` and calls `loadPyodide`.
// It loads the official pyodide.js from the site and, around it:
// - loads the kernel's own packages (`loadPyodideOptions.packages` in jupyter-lite.json) in one
//   batch, so that the kernel finds them ready instead of installing them one by one;
// - tells the page what it is doing and how far along it is (`{mathplayProgress: ...}`
//   messages, which progress.js shows to the pupil), and marks each part in the worker's
//   performance timeline (`mathplay:...`, read by bench/lite.py --breakdown);
// - once the kernel has started, lets code import any package the site carries
//   (load_on_import.py): SymPy, pandas or matplotlib load when a cell first needs them.
(() => {
  const tell = (progress) => {
    try {
      self.postMessage({ mathplayProgress: progress });
    } catch (err) {
      // a page that cannot hear it still starts
    }
  };
  const measure = (name, start, detail) => {
    try {
      performance.measure(`mathplay:${name}`, { start, end: performance.now(), detail });
    } catch (err) {
      // a browser without detailed measures: no figures, the same start
    }
  };

  // The notebook's folder (''), looked in last for a module: the kernel's folder lives in the
  // page (/drive), so every look there is a round trip to it, and Python looked there first
  // for each module it imports (about a hundred while the kernel starts).
  const LAST = "import sys\nif '' in sys.path:\n    sys.path.remove('')\n    sys.path.append('')";
  // The standard library's zip read once. Each package load ends with
  // importlib.invalidate_caches(), which makes Python 3.12 read the zip's whole directory again
  // for each of its packages imported so far: 0.15 s at every load. The zip never changes in a
  // page (Python 3.13 reads it again only when next needed, gh-103200); any other zip is read
  // again as before.
  const STDLIB_ONCE = `import sys, zipimport
def read_once(archives=frozenset(p for p in sys.path if p.endswith('.zip')),
              read_again=zipimport.zipimporter.invalidate_caches):
    def invalidate_caches(self):
        if self.archive not in archives:
            read_again(self)
    return invalidate_caches
zipimport.zipimporter.invalidate_caches = read_once()`;
  // Each cell's start and end in the worker's timeline (bench/lite.py --breakdown).
  const CELLS = `import js, pyodide_kernel
from pyodide.ffi import to_js
def started(info):
    detail = {"detail": (info.raw_cell or "").strip().split("\\n")[0][:60]}
    js.performance.mark("mathplay:pre_run_cell", to_js(detail, dict_converter=js.Object.fromEntries))
def ended(*_):
    js.performance.mark("mathplay:post_run_cell")
pyodide_kernel.ipython_shell.events.register("pre_run_cell", started)
pyodide_kernel.ipython_shell.events.register("post_run_cell", ended)`;

  self.loadPyodide = async (options) => {
    const started = performance.now();
    const { packages = [], mathplayNotLoaded = [], ...rest } = options;
    const finder = fetch(new URL('../mathplay/load_on_import.py', options.indexURL))
      .then((r) => (r.ok ? r.text() : null))
      .catch(() => null);
    tell({ step: 'python' });
    importScripts(new URL('pyodide.js', options.indexURL).href); // the official loadPyodide
    const official = self.loadPyodide;
    const pyodide = await official(rest);
    measure('python', started);
    pyodide.runPython(LAST);
    pyodide.runPython(STDLIB_ONCE, { globals: pyodide.toPy({}) });

    // packages loaded: the kernel's at its start, then those a cell's imports name
    let ready = false;
    const loaded = () => new Set(Object.keys(pyodide.loadedPackages));
    const loading = async (load, names) => {
      const before = loaded();
      const start = performance.now();
      if (names.length) tell({ step: ready ? 'import' : 'packages', names });
      try {
        return await load();
      } finally {
        const added = [...loaded()].filter((name) => !before.has(name));
        if (added.length) measure('load', start, { names: added, ready });
        if (ready && names.length) tell({ step: 'imported' });
      }
    };
    const loadPackage = pyodide.loadPackage;
    pyodide.loadPackage = (names, more) =>
      loading(
        () => loadPackage(names, more),
        [].concat(names).map((name) => String(name).split('/').pop()),
      );
    const fromImports = pyodide.loadPackagesFromImports;
    pyodide.loadPackagesFromImports = async (code, more) => {
      let told = false; // Pyodide says which packages it loads just before it does
      const said = (message) => {
        if (!message.startsWith('Loading ')) return;
        told = true;
        tell({ step: ready ? 'import' : 'packages', names: message.slice(8).split(', ') });
      };
      try {
        return await loading(() => fromImports(code, { ...more, messageCallback: said }), []);
      } finally {
        if (told && ready) tell({ step: 'imported' });
      }
    };
    const runPythonAsync = pyodide.runPythonAsync.bind(pyodide);
    pyodide.runPythonAsync = async (code, more) => {
      const start = performance.now();
      const kernel = code.includes('import pyodide_kernel');
      if (kernel) {
        tell({ step: 'kernel' });
        pyodide.runPython(LAST);
      }
      const result = await runPythonAsync(code, more);
      measure(kernel ? 'kernel' : 'setup', start);
      if (kernel) {
        pyodide.runPython(LAST);
        pyodide.runPython(CELLS, { globals: pyodide.toPy({}) });
        const source = await finder;
        if (source) {
          const globals = pyodide.toPy({ INDEX_URL: options.indexURL, __name__: 'load_on_import' });
          pyodide.runPython(source, { globals });
        }
        ready = true;
        tell({ step: 'ready' });
      }
      return result;
    };
    const kernels = packages.filter((name) => !mathplayNotLoaded.includes(name));
    if (kernels.length) await pyodide.loadPackage(kernels);
    return pyodide;
  };
})();
