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
}
