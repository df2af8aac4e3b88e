// A page that cannot reach its own Python says so (see docs/lite.md), never a silent hang.
//
// The site's kernel runs the Pyodide the site carries. If those files cannot be fetched (the
// network to the site dropped, a copy of the site without its static/pyodide folder), the
// kernel never starts and JupyterLab would wait for ever without a word. This script asks the
// site for Pyodide's core files at once and, if one does not come, shows a short message.
(() => {
  const root = new URL('.', document.currentScript.src);
  const files = ['pyodide/pyodide.asm.wasm', 'mathplay/python_stdlib.zip', 'pyodide/pyodide-lock.json'];
  const say = (missing) => {
    const box = document.createElement('div');
    box.className = 'mathplay-unreachable';
    box.setAttribute('role', 'alert');
    box.style.cssText =
      'position:fixed;top:0;left:0;right:0;z-index:100000;padding:0.8em 1.2em;' +
      'background:#fde7e7;color:#5c0000;border-bottom:2px solid #b00020;font:16px sans-serif';
    box.textContent =
      'Python cannot start: this page could not load ' + missing.join(', ') +
      ' from the site. Check the connection to the site, then reload the page.';
    const show = () => document.body.appendChild(box);
    document.body ? show() : addEventListener('DOMContentLoaded', show);
  };
  Promise.all(
    files.map((path) =>
      fetch(new URL(`static/${path}`, root), { method: 'HEAD', cache: 'no-store' })
        .then((response) => (response.ok ? null : path.split('/').pop()))
        .catch(() => path.split('/').pop()),
    ),
  ).then((results) => {
    const missing = results.filter(Boolean);
    if (missing.length) say(missing);
  });
})();
