// A link that opens a file the kernel wrote (a worksheet, its key) in a new browser tab
// (loaded by mathplay/puzzles/filelink.py as an anywidget module). The page's own copy of the
// file's text becomes a blob: URL, so the link works wherever the kernel runs: on a Jupyter
// server, and in the static site, whose server has no such file (its files/ URL is a 404).

function render({ model, el }) {
  const link = document.createElement("a");
  link.className = "mathplay-file-link";
  link.target = "_blank";
  link.rel = "noopener";
  link.style.fontWeight = "bold";
  let url = null;
  const draw = () => {
    if (url) URL.revokeObjectURL(url);
    url = URL.createObjectURL(new Blob([model.get("content")], { type: model.get("mime") }));
    link.href = url;
    link.textContent = model.get("label");
    link.title = model.get("name");
  };
  draw();
  model.on("change:content change:label change:mime", draw);
  el.appendChild(link);
  return () => {
    if (url) URL.revokeObjectURL(url);
  };
}

export default { render };
