// The browser's own storage for an app page (loaded by mathplay/widgets/store.py as an
// anywidget module): the games a pupil saved, and the language the pupil chose last.
// Nothing leaves the browser. A saved game is one localStorage entry,
// "mathplay-save:<game>:<time>" -> {"about": {...}, "board": <the board's save file>};
// the newest `keep` of each game are kept.

const PREFIX = "mathplay-save:";
const LANGUAGE = "mathplay-language";

function read(key) {
  try {
    return window.localStorage.getItem(key);
  } catch (err) {
    return null; // storage off (a private window's settings): nothing saved
  }
}

function remember(language) {
  try {
    window.localStorage.setItem(LANGUAGE, language);
  } catch (err) {
    // storage off: the choice lasts for this page only
  }
}

function entries(game) {
  const found = [];
  let storage;
  try {
    storage = window.localStorage;
  } catch (err) {
    return found;
  }
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key || !key.startsWith(`${PREFIX}${game}:`)) continue;
    try {
      const about = JSON.parse(storage.getItem(key)).about || {};
      found.push({ ...about, key });
    } catch (err) {
      // not a save of ours: left alone, not listed
    }
  }
  return found.sort((a, b) => String(b.saved).localeCompare(String(a.saved)));
}

function listed(model) {
  const language = model.get("language") || "en";
  return entries(model.get("game")).map((entry) => {
    let when = "";
    try {
      when = new Date(entry.saved).toLocaleString(language, {
        dateStyle: "medium",
        timeStyle: "short",
      });
    } catch (err) {
      when = String(entry.saved || "");
    }
    return { ...entry, when };
  });
}

function publish(model) {
  model.set("saves", listed(model));
  model.save_changes();
}

function answer(model, msg) {
  const storage = window.localStorage;
  if (msg.put) {
    const about = { ...msg.about, saved: new Date().toISOString() };
    storage.setItem(msg.put, JSON.stringify({ about, board: msg.board }));
    for (const old of entries(model.get("game")).slice(msg.keep || 10)) {
      storage.removeItem(old.key);
    }
    model.send({ stored: msg.put });
  }
  if (msg.remove) storage.removeItem(msg.remove);
  if (msg.get) {
    const text = read(msg.get);
    let board = null;
    try {
      board = text === null ? null : JSON.parse(text).board;
    } catch (err) {
      board = null;
    }
    model.send({ got: msg.get, board });
  }
}

function initialize({ model }) {
  // the language: the page's ?lang= first, then the one this browser chose last time
  const fromPage = new URLSearchParams(window.location.search).get("lang");
  const asked = fromPage || read(LANGUAGE);
  if (asked && (model.get("languages") || []).includes(asked)) {
    model.set("language", asked);
    if (fromPage) remember(asked);
  }
  publish(model);
  model.on("change:language", () => {
    remember(model.get("language"));
    publish(model); // the dates in the new language
  });
  model.on("msg:custom", (msg) => {
    try {
      answer(model, msg);
    } catch (err) {
      model.send({ failed: msg.put || msg.get || msg.remove || "", error: String(err) });
    }
    publish(model);
  });
}

function render({ el }) {
  el.style.display = "none"; // nothing to see: the app shows the saved games
}

export default { initialize, render };
