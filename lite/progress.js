// While Python starts, the page says what it is doing and how far along it is (docs/lite.md).
//
// The kernel's worker (start.js) posts `{mathplayProgress: {step, names}}` messages: Python
// downloaded and started, the kernel's packages, the kernel, ready; later, a package that a
// cell's code needs for the first time. This script, first on every page that starts a
// kernel, listens to every worker the page makes and shows one short line with a bar at the
// bottom of the page, in the pupil's language: an app page's ?lang=, else the page's lesson
// folder (lessons/ja/...), else the language chosen last on the site, else the browser's. The build fills in MESSAGES from
// mathplay's catalogs (mathplay/i18n/locale: the messages site.progress.*).
(() => {
  const MESSAGES = {}; // filled in by the build: {id: {en, ja, pl}}
  const LANGUAGES = ['en', 'ja', 'pl'];
  const language = (() => {
    const asked = new URLSearchParams(location.search).get('lang'); // an app page's ?lang=
    if (LANGUAGES.includes(asked)) return asked;
    const where = decodeURIComponent(location.pathname + location.search);
    const folder = where.match(/\/(en|ja|pl)\//);
    if (folder) return folder[1];
    let chosen = null;
    try {
      chosen = localStorage.getItem('mathplay-language');
    } catch (err) {
      // storage blocked: the browser's language
    }
    if (LANGUAGES.includes(chosen)) return chosen;
    const browser = (navigator.languages || [navigator.language || 'en'])
      .map((l) => String(l).slice(0, 2).toLowerCase())
      .find((l) => LANGUAGES.includes(l));
    return browser || 'en';
  })();
  const say = (id, fields = {}) => {
    const texts = MESSAGES[id] || {};
    const text = texts[language] || texts.en || id;
    return text.replace(/\{(\w+)\}/g, (all, key) => (key in fields ? fields[key] : all));
  };
  // the steps of a start, and how much of the wait each is (bench/lite.py --breakdown)
  const STEPS = { python: [1, 0.05], packages: [2, 0.45], kernel: [3, 0.7] };
  const appPage = location.pathname.includes('/voici/');
  const total = appPage ? 4 : 3;

  let box = null;
  const show = (text, done) => {
    if (!box) {
      box = document.createElement('div');
      box.className = 'mathplay-progress';
      box.setAttribute('role', 'status');
      box.setAttribute('aria-live', 'polite');
      box.style.cssText =
        'position:fixed;left:50%;bottom:1.2em;transform:translateX(-50%);z-index:99999;' +
        'max-width:90vw;padding:0.6em 1em 0.7em;border-radius:8px;background:#f3f7fb;' +
        'color:#123;border:1px solid #9bb7d0;box-shadow:0 2px 8px rgba(0,0,0,0.15);' +
        'font:15px sans-serif';
      box.innerHTML =
        '<div class="mathplay-progress-text"></div>' +
        '<div style="height:6px;margin-top:0.45em;background:#d8e3ee;border-radius:3px">' +
        '<div class="mathplay-progress-bar" style="height:6px;width:0;background:#0072B2;' +
        'border-radius:3px;transition:width 0.4s"></div></div>';
      const put = () => document.body.appendChild(box);
      document.body ? put() : addEventListener('DOMContentLoaded', put);
    }
    box.style.display = '';
    box.querySelector('.mathplay-progress-text').textContent = text;
    box.querySelector('.mathplay-progress-bar').style.width = `${Math.round(done * 100)}%`;
  };
  const hide = () => {
    if (box) box.style.display = 'none';
  };
  const names = (list) => (list || []).join(', ');
  const stepLine = (n, what, fields) =>
    say('site.progress.step', { n, total, what: say(`site.progress.${what}`, fields) });

  // starting (Python's steps), board (an app page, until its board shows), idle (a cell may
  // load a package the first time it needs it)
  let state = 'idle';
  const onBoard = () => {
    const seen = () => document.querySelector('.jupyter-widgets, .widget-area .jp-OutputArea');
    const done = () => {
      state = 'idle';
      hide();
    };
    if (seen()) return done();
    const watch = new MutationObserver(() => {
      if (seen()) {
        watch.disconnect();
        done();
      }
    });
    watch.observe(document.documentElement, { childList: true, subtree: true });
  };

  const hear = (event) => {
    const progress = event.data && event.data.mathplayProgress;
    if (!progress) return;
    const { step } = progress;
    if (step in STEPS) {
      state = 'starting';
      const [n, done] = STEPS[step];
      show(stepLine(n, step, { names: names(progress.names) }), done);
    } else if (step === 'ready' && appPage) {
      state = 'board';
      show(stepLine(4, 'board', {}), 0.9);
      onBoard();
    } else if (step === 'ready') {
      state = 'idle';
      hide();
    } else if (step === 'import' && state === 'idle') {
      show(say('site.progress.import', { names: names(progress.names) }), 0.5);
    } else if (step === 'imported' && state === 'idle') {
      hide();
    }
  };

  const Official = window.Worker;
  if (!Official) return;
  window.Worker = class extends Official {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', hear);
    }
  };
})();
