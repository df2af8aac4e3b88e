"""Messages of saved boards (mathplay.widgets.saving): saving, loading, bad files."""

MESSAGES: dict[str, dict[str, str]] = {
    "saves.button": {
        "en": "Save",
        "ja": "保存",
        "pl": "Zapisz",
    },
    "saves.button_tip": {
        "en": "Save this game in a file, to go on with it another day.",
        "ja": "このゲームをファイルに保存して、別の日に続きができるようにします。",
        "pl": "Zapisz tę grę w pliku, żeby dokończyć ją innego dnia.",
    },
    "saves.saved": {
        "en": "Saved in {path}.",
        "ja": "{path}に保存しました。",
        "pl": "Zapisano w pliku {path}.",
    },
    "saves.seats_mismatch": {
        "en": "This game is {players_count:for_players}, but the board was given {seats:seats}.",
        "ja": "このゲームのプレイヤーは{players_count}人ですが、席が{seats}人分あります。",
        "pl": "Ta gra jest {players_count:for_players}, a podano {seats:seats}.",
    },
    "saves.bad_path": {
        "en": '{path} is not a file name: write one like "my-game.json".',
        "ja": "{path}はファイル名ではありません。「my-game.json」のように書いてください。",
        "pl": '{path} to nie jest nazwa pliku: napisz na przykład "my-game.json".',
    },
    "saves.cannot_write": {
        "en": "The game could not be saved in {path} ({reason}); the last save is as it was.",
        "ja": "{path}に保存できませんでした（{reason}）。前に保存したものはそのままです。",
        "pl": "Nie udało się zapisać gry w pliku {path} ({reason}); poprzedni zapis jest nietknięty.",
    },
    "saves.not_json": {
        "en": "The file {path} is damaged or cut short: it is not a saved game any more.",
        "ja": "ファイル{path}は壊れているか途中で切れています。保存したゲームとして読めません。",
        "pl": "Plik {path} jest uszkodzony albo ucięty: nie jest już zapisaną grą.",
    },
    "saves.not_a_save": {
        "en": "The file {path} is not a game saved by mathplay.",
        "ja": "ファイル{path}は mathplay で保存したゲームではありません。",
        "pl": "Plik {path} nie jest grą zapisaną przez mathplay.",
    },
    "saves.not_a_save_file": {
        "en": "{path} is another file, not a saved game: choose a new name so it is not lost.",
        "ja": "{path}は保存したゲームではない別のファイルです。消えないように、新しい名前を選んでください。",
        "pl": "{path} to inny plik, nie zapisana gra: wybierz nową nazwę, żeby go nie stracić.",
    },
    "saves.newer": {
        "en": "The file {path} was saved by a newer mathplay (format {version}; this one reads up to {known}): update mathplay to open it.",
        "ja": "ファイル{path}は新しい mathplay で保存されています（形式{version}。この版は{known}まで）。mathplay を更新してから開いてください。",
        "pl": "Plik {path} zapisał nowszy mathplay (format {version}; ta wersja czyta do {known}): zaktualizuj mathplay, żeby go otworzyć.",
    },
    "saves.unknown_game": {
        "en": "The file {path} holds a game this mathplay does not know ({game}).",
        "ja": "ファイル{path}には、この mathplay が知らないゲーム（{game}）が入っています。",
        "pl": "Plik {path} zawiera grę, której ten mathplay nie zna ({game}).",
    },
    "saves.bad_part": {
        "en": "Its {part} cannot be {value}.",
        "ja": "{part}が{value}ではいけません。",
        "pl": "Pole {part} nie może mieć wartości {value}.",
    },
    "saves.unknown_option": {
        "en": "The board has no option {option}.",
        "ja": "ボードに{option}というオプションはありません。",
        "pl": "Plansza nie ma opcji {option}.",
    },
    "saves.bad_game": {
        "en": "The game in {path} cannot be played on. {reason}",
        "ja": "{path}のゲームは続けられません。{reason}",
        "pl": "Gry z pliku {path} nie da się kontynuować. {reason}",
    },
}
