// The keyboard layer of a mathplay board (loaded by mathplay/widgets/keys.py as an anywidget
// module: no JupyterLab build step). It finds the board it sits in and gives it:
// - one Tab stop per group of buttons (squares, rack, cards, ...): a roving tabindex;
// - arrow keys that move inside a group by where the buttons are on the screen;
// - the board's own keys (a digit picks a rack tile, C confirms) from the model's `shortcuts`;
// - Enter and Space act as on any button, and JupyterLab's own shortcuts do not see them;
// - the focus kept where the pupil is when a redraw replaces the focused button: put back
//   before the next key event, so that no key a pupil types is lost to a redraw;
// - a board key typed ahead (its button disabled until the board answers the click just
//   before it) pressed as soon as a redraw enables it, unless another key or click comes first;
// - `aria-label` from each button's tooltip, and `lang` on the board for the screen reader.

const TYPED_AHEAD_MS = 1500; // how long a key typed ahead waits for the board's answer
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

function visible(button) {
  return !button.disabled && button.offsetParent !== null;
}

function groupOf(board, groups, element) {
  for (const selector of groups) {
    const found = element.closest(selector);
    if (found && board.contains(found)) return selector;
  }
  return null;
}

function members(board, selector) {
  const found = new Set();
  for (const node of board.querySelectorAll(selector)) {
    if (node.tagName === "BUTTON") found.add(node);
    else for (const button of node.querySelectorAll("button")) found.add(button);
  }
  return [...found];
}

// The button nearest to `from` in direction (dx, dy): the same row (or column) first.
function step(buttons, from, dx, dy) {
  const a = from.getBoundingClientRect();
  const ax = a.left + a.width / 2;
  const ay = a.top + a.height / 2;
  let best = null;
  let bestScore = Infinity;
  for (const button of buttons) {
    if (button === from || !visible(button)) continue;
    const b = button.getBoundingClientRect();
    const along = (b.left + b.width / 2 - ax) * dx + (b.top + b.height / 2 - ay) * dy;
    if (along <= 1) continue;
    const across = Math.abs(
      dx ? b.top + b.height / 2 - ay : b.left + b.width / 2 - ax,
    );
    const score = across * 4 + along;
    if (score < bestScore) {
      bestScore = score;
      best = button;
    }
  }
  return best;
}

function install(board, model) {
  if (board.dataset.mathplayKeys) return;
  board.dataset.mathplayKeys = "1";
  board.setAttribute("data-lm-suppress-shortcuts", "true");
  const remembered = { ...model.get("start") }; // group -> index of its tab stop
  let focusedAt = null; // [group, index] of the focused button, while the focus is inside
  const groups = () => model.get("groups");

  // Right after a redraw (before the next key event), only for the buttons it added: none
  // is a Tab stop of its own but the group's remembered one; no layout read.
  function quickRoving(records) {
    const added = new Map(); // group -> its new buttons
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        const buttons = node.tagName === "BUTTON" ? [node] : node.querySelectorAll("button");
        for (const button of buttons) {
          const selector = groupOf(board, groups(), button);
          if (!selector) continue;
          if (!added.has(selector)) added.set(selector, []);
          added.get(selector).push(button);
        }
      }
    }
    for (const [selector, buttons] of added) {
      const stop = members(board, selector)[remembered[selector] ?? 0];
      for (const button of buttons) button.tabIndex = button === stop ? 0 : -1;
    }
  }

  // once a frame: one Tab stop per group (a button that can be pressed), aria-labels
  function roving() {
    for (const selector of groups()) {
      const buttons = members(board, selector);
      if (!buttons.length) continue;
      let index = remembered[selector] ?? 0;
      if (!buttons[index] || !visible(buttons[index])) {
        index = buttons.findIndex(visible);
      }
      buttons.forEach((button, i) => {
        button.tabIndex = i === index ? 0 : -1;
        const tip = button.getAttribute("title");
        if (tip && button.getAttribute("aria-label") !== tip) {
          button.setAttribute("aria-label", tip);
        }
      });
    }
    for (const button of board.querySelectorAll("button[title]")) {
      const tip = button.getAttribute("title");
      if (!groupOf(board, groups(), button) && button.getAttribute("aria-label") !== tip) {
        button.setAttribute("aria-label", tip);
      }
    }
  }

  // After a redraw (or a button that became disabled) took the focus away: the same place,
  // else the nearest button of its group that can be pressed, else another group's stop.
  function restore() {
    const active = document.activeElement;
    if (!focusedAt || !board.isConnected) return;
    const inside = active && board.contains(active);
    // a focused button this redraw hid still holds the focus until the browser drops it at
    // its next rendering, which no redraw of ours may follow: the focus is lost already
    if (inside && active.offsetParent !== null) return;
    if (active && active !== document.body && !inside) return; // the pupil went elsewhere
    const [selector, index] = focusedAt;
    const buttons = members(board, selector);
    let target = buttons[Math.min(index, buttons.length - 1)];
    if (!target || !visible(target)) {
      const near = buttons.map((b, i) => [Math.abs(i - index), b]).filter(([, b]) => visible(b));
      near.sort((a, b) => a[0] - b[0]);
      target = near.length ? near[0][1] : null;
    }
    for (const other of groups()) {
      if (target) break;
      target = members(board, other).find((b) => b.tabIndex === 0 && visible(b)) || null;
    }
    if (target) target.focus({ preventScroll: true });
  }

  board.addEventListener("focusin", (event) => {
    const selector = groupOf(board, groups(), event.target);
    if (selector) {
      const index = members(board, selector).indexOf(event.target);
      remembered[selector] = index;
      focusedAt = [selector, index];
      roving();
    } else {
      focusedAt = null;
    }
  });
  board.addEventListener("focusout", (event) => {
    // a redraw removes the focused button: keep `focusedAt` so that it can come back
    if (event.relatedTarget && !board.contains(event.relatedTarget)) focusedAt = null;
  });
  // the pupil went elsewhere while the focus was lost to a redraw: never pull it back
  document.addEventListener("focusin", (event) => {
    if (!board.contains(event.target)) focusedAt = null;
  });

  // A board key typed ahead waits for its button: a pupil who types "1", Enter, "C" fast
  // presses C before the board has answered Enter and enabled Confirm. Only right after a
  // click (the answer is on its way), and a later key or click cancels it.
  let waiting = null;
  let lastClick = -Infinity;
  board.addEventListener("click", (event) => {
    lastClick = performance.now();
    if (event.isTrusted) waiting = null;
  }, true);
  function pressWaiting() {
    if (!waiting) return;
    const button = board.querySelectorAll(waiting.shortcut[0])[waiting.shortcut[1]];
    if (button && visible(button)) {
      waiting = null;
      button.click();
    } else if (performance.now() > waiting.until) {
      waiting = null;
    }
  }

  board.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    waiting = null; // a new key: the pupil's latest intent
    const target = event.target;
    if (target.tagName === "INPUT" || target.tagName === "TEXTAREA") return;
    const shortcut = model.get("shortcuts")[event.key.toLowerCase()];
    if (event.key in ARROWS) {
      const selector = groupOf(board, groups(), target);
      if (!selector) return;
      const [dx, dy] = ARROWS[event.key];
      const next = step(members(board, selector), target, dx, dy);
      if (next) next.focus();
      event.preventDefault();
      event.stopPropagation();
    } else if (event.key === "Enter" || event.key === " ") {
      event.stopPropagation(); // the button's own click; never the notebook's Enter
    } else if (shortcut) {
      waiting = { shortcut, until: lastClick + TYPED_AHEAD_MS };
      pressWaiting();
      event.preventDefault();
      event.stopPropagation();
    }
  });

  // After a redraw: the focus back at once (a mutation observer runs before the next key
  // event: a key typed right after a click reaches the board), new buttons out of the Tab
  // order; then, once per frame, the full pass and a board key that waits for its button.
  let pending = false;
  const observer = new MutationObserver((records) => {
    quickRoving(records);
    const active = document.activeElement;
    if (!active || active === document.body) restore(); // the focus lost to this redraw
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      roving();
      restore();
      pressWaiting();
    });
  });
  observer.observe(board, { childList: true, subtree: true, attributes: true,
    attributeFilter: ["title", "disabled", "style", "class"] });
  const language = () => board.setAttribute("lang", model.get("language"));
  model.on("change:language", language);
  language();
  roving();
}

function render({ model, el }) {
  el.style.display = "none";
  let tries = 0;
  const find = () => {
    const board = el.closest(".mathplay-board");
    if (board) install(board, model);
    else if (tries++ < 200) setTimeout(find, 50);
  };
  find();
}

export default { render };
