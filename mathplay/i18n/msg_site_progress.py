"""Messages of the static site while Python starts in the browser (lite/progress.js)."""

MESSAGES: dict[str, dict[str, str]] = {
    "site.progress.step": {
        "en": "Getting Python ready, step {n} of {total}: {what}…",
        "ja": "Python を準備しています（{n}/{total}）：{what}…",
        "pl": "Przygotowuję Pythona, krok {n} z {total}: {what}…",
    },
    "site.progress.python": {
        "en": "downloading and starting Python",
        "ja": "Python をダウンロードして起動中",
        "pl": "pobieram i uruchamiam Pythona",
    },
    "site.progress.packages": {
        "en": "loading {names}",
        "ja": "{names} を読み込み中",
        "pl": "wczytuję {names}",
    },
    "site.progress.kernel": {
        "en": "starting the notebook's Python",
        "ja": "ノートブックの Python を起動中",
        "pl": "uruchamiam Pythona notatnika",
    },
    "site.progress.board": {
        "en": "setting up the game",
        "ja": "ゲームを準備中",
        "pl": "przygotowuję grę",
    },
    "site.progress.import": {
        "en": "Loading {names} for this cell…",
        "ja": "このセルのために {names} を読み込み中…",
        "pl": "Wczytuję {names} dla tej komórki…",
    },
}
