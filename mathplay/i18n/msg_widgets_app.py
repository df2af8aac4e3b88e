"""Messages of every board's "New game" control and of the app pages (mathplay.widgets.app):
the welcome, the players, "How to play", saving in the browser."""

MESSAGES: dict[str, dict[str, str]] = {
    "widgets.game_number": {
        "en": "Game number {number}",
        "ja": "ゲーム番号{number}",
        "pl": "Gra numer {number}",
    },
    "widgets.new_game_ask": {
        "en": "Start a new game? This one ends.",
        "ja": "新しいゲームを始めますか？今のゲームは終わります。",
        "pl": "Zacząć nową grę? Ta gra się skończy.",
    },
    "widgets.new_game_yes": {
        "en": "Yes, a new game",
        "ja": "はい、新しいゲーム",
        "pl": "Tak, nowa gra",
    },
    "widgets.new_game_no": {"en": "No, go on", "ja": "いいえ、つづける", "pl": "Nie, gramy dalej"},
    # ----- the welcome --------------------------------------------------------------
    "widgets.app.welcome": {
        "en": "Welcome to {title}! Choose who plays, then click “Play!”.",
        "ja": "{title}へようこそ！だれが遊ぶか決めて「遊ぶ！」を押してね。",
        "pl": "Witaj w grze {title}! Wybierz, kto gra, i kliknij „Graj!”.",
    },
    "widgets.app.who": {"en": "Who plays?", "ja": "だれが遊ぶ？", "pl": "Kto gra?"},
    "widgets.app.name": {"en": "Name", "ja": "名前", "pl": "Imię"},
    "widgets.app.player_number": {
        "en": "Player {number}",
        "ja": "プレイヤー{number}",
        "pl": "Gracz {number}",
    },
    "widgets.app.person": {"en": "Person", "ja": "人", "pl": "Człowiek"},
    "widgets.app.easy": {
        "en": "Computer, easy",
        "ja": "コンピューター（かんたん）",
        "pl": "Komputer, łatwy",
    },
    "widgets.app.medium": {
        "en": "Computer, medium",
        "ja": "コンピューター（ふつう）",
        "pl": "Komputer, średni",
    },
    "widgets.app.hard": {
        "en": "Computer, hard",
        "ja": "コンピューター（つよい）",
        "pl": "Komputer, trudny",
    },
    "widgets.app.add_player": {
        "en": "Add a player",
        "ja": "プレイヤーを増やす",
        "pl": "Dodaj gracza",
    },
    "widgets.app.remove_player": {
        "en": "Remove a player",
        "ja": "プレイヤーを減らす",
        "pl": "Usuń gracza",
    },
    "widgets.app.number": {"en": "Game number", "ja": "ゲーム番号", "pl": "Numer gry"},
    "widgets.app.number_tip": {
        "en": "empty: a new game",
        "ja": "空のままなら新しいゲーム",
        "pl": "puste pole: nowa gra",
    },
    "widgets.app.bad_number": {
        "en": "A game number is a whole number from 1 to {most}, like 4821.",
        "ja": "ゲーム番号は1から{most}までの整数です（例：4821）。",
        "pl": "Numer gry to liczba całkowita od 1 do {most}, na przykład 4821.",
    },
    "widgets.app.play": {"en": "Play!", "ja": "遊ぶ！", "pl": "Graj!"},
    "widgets.app.back": {"en": "Back to the game", "ja": "ゲームにもどる", "pl": "Wróć do gry"},
    # ----- the toolbar --------------------------------------------------------------
    "widgets.app.how": {"en": "How to play", "ja": "遊び方", "pl": "Jak grać"},
    "widgets.app.players": {"en": "Players", "ja": "プレイヤー", "pl": "Gracze"},
    "widgets.app.saves": {
        "en": "Saved games ({count})",
        "ja": "保存したゲーム（{count}）",
        "pl": "Zapisane gry ({count})",
    },
    # ----- saved games --------------------------------------------------------------
    "widgets.app.saved": {
        "en": "Saved! This browser keeps the game: find it under “Saved games”, even after closing the page.",
        "ja": "保存しました！ゲームはこのブラウザーに残ります。ページを閉じても「保存したゲーム」から続きができます。",
        "pl": "Zapisano! Ta przeglądarka przechowa grę: znajdziesz ją w „Zapisanych grach”, nawet po zamknięciu strony.",
    },
    "widgets.app.saves_title": {
        "en": "Your saved games",
        "ja": "保存したゲーム",
        "pl": "Twoje zapisane gry",
    },
    "widgets.app.saves_none": {
        "en": "No saved game yet: click “Save” during a game.",
        "ja": "保存したゲームはまだありません。ゲーム中に「保存」を押してね。",
        "pl": "Nie ma jeszcze zapisanych gier: kliknij „Zapisz” w czasie gry.",
    },
    "widgets.app.saved_row": {
        "en": "{when} · {names} · {moves:moves}",
        "ja": "{when}・{names}・{moves:moves}",
        "pl": "{when} · {names} · {moves:moves}",
    },
    "widgets.app.go_on": {"en": "Go on", "ja": "続ける", "pl": "Graj dalej"},
    "widgets.app.delete": {"en": "Delete", "ja": "消す", "pl": "Usuń"},
    "widgets.app.cannot_load": {
        "en": "This saved game cannot be opened any more.",
        "ja": "この保存したゲームはもう開けません。",
        "pl": "Tej zapisanej gry nie da się już otworzyć.",
    },
    "widgets.app.not_kept": {
        "en": "The browser did not keep the game (its storage is full or switched off).",
        "ja": "ブラウザーにゲームを保存できませんでした（保存する場所がいっぱいか、使えない設定です）。",
        "pl": "Przeglądarka nie zapisała gry (jej pamięć jest pełna albo wyłączona).",
    },
    "widgets.app.unknown_game": {
        "en": "There is no game {game} here: choose one of {names}.",
        "ja": "{game}というゲームはありません。{names}から選んでください。",
        "pl": "Nie ma tu gry {game}: wybierz jedną z {names}.",
    },
}
