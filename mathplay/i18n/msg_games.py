"""Messages of the contract every game keeps (mathplay.games.base, text positions, bots)."""

MESSAGES: dict[str, dict[str, str]] = {
    "error.move": {
        "en": "Move: {move}",
        "ja": "手：{move}",
        "pl": "Ruch: {move}",
    },
    "error.position": {
        "en": "Position:",
        "ja": "局面：",
        "pl": "Pozycja:",
    },
    "game.over": {
        "en": "The game is over: no more moves.",
        "ja": "ゲームは終わりました。もう手は打てません。",
        "pl": "Gra się skończyła: nie ma już ruchów.",
    },
    "game.unknown_game": {
        "en": "There is no game {game!r}: choose one of {known}.",
        "ja": "{game!r}というゲームはありません。{known}から選んでください。",
        "pl": "Nie ma gry {game!r}: wybierz jedną z {known}.",
    },
    "game.bad_seed": {
        "en": "{seed} is not a random seed: use a whole number.",
        "ja": "{seed}は乱数のシードではありません。整数を使ってください。",
        "pl": "{seed} to nie jest ziarno losowania: użyj liczby całkowitej.",
    },
    "game.bad_number": {
        "en": "{value} is not a whole number of the right size.",
        "ja": "{value}は正しい範囲の整数ではありません。",
        "pl": "{value} to nie jest liczba całkowita z właściwego zakresu.",
    },
    "game.text_not_text": {
        "en": "A position is written as text, not as a {kind}.",
        "ja": "局面は文字で書きます（{kind}ではなく）。",
        "pl": "Pozycję zapisuje się tekstem, a nie jako {kind}.",
    },
    "game.text_line": {
        "en": 'Line {line} of the position is not "key: value": {text!r}.',
        "ja": "局面の{line}行目が「キー: 値」の形になっていません（{text!r}）。",
        "pl": "Wiersz {line} pozycji nie ma postaci „klucz: wartość”: {text!r}.",
    },
    "game.text_twice": {
        "en": "The position gives {key!r} twice (again on line {line}).",
        "ja": "局面に{key!r}が2回書かれています（{line}行目）。",
        "pl": "Pozycja podaje {key!r} dwa razy (ponownie w wierszu {line}).",
    },
    "game.text_key": {
        "en": "This game's positions have no {key!r} (line {line}).",
        "ja": "このゲームの局面に{key!r}という項目はありません（{line}行目）。",
        "pl": "Pozycje tej gry nie mają pola {key!r} (wiersz {line}).",
    },
    "game.text_block": {
        "en": "{key!r} (line {line}) takes one line of text after its colon.",
        "ja": "{key!r}（{line}行目）はコロンの後に1行で書きます。",
        "pl": "{key!r} (wiersz {line}) zapisuje się w jednym wierszu po dwukropku.",
    },
    "game.text_other_game": {
        "en": "This is a position of {found!r}, not of {game}.",
        "ja": "これは{game}ではなく{found!r}の局面です。",
        "pl": "To pozycja gry {found!r}, a nie {game}.",
    },
    "game.text_value": {
        "en": "The value of {key!r} cannot be read: {text!r}.",
        "ja": "{key!r}の値が読めません（{text!r}）。",
        "pl": "Nie da się odczytać wartości {key!r}: {text!r}.",
    },
    "game.text_count": {
        "en": "{key!r} gives {count:values} {players_count:for_players}.",
        "ja": "{key!r}の値が{count}個あります（プレイヤーは{players_count}人）。",
        "pl": "{key!r} podaje {count:values} {players_count:for_players}.",
    },
    "game.text_player": {
        "en": "{name!r} is not one of the players.",
        "ja": "{name!r}というプレイヤーはいません。",
        "pl": "{name!r} nie jest żadnym z graczy.",
    },
    "game.unknown_bot": {
        "en": "Unknown bot {bot}: a saved board may only seat the bots of mathplay.",
        "ja": "{bot}というボットはありません。保存した盤にはmathplayのボットだけを座らせることができます。",
        "pl": "Nieznany bot {bot}: zapisana plansza może mieć tylko boty z mathplay.",
    },
    "game.bad_bot": {
        "en": "The saved bot {bot} cannot be read: {problem}",
        "ja": "保存されたボット{bot}は読み込めません：{problem}",
        "pl": "Nie da się wczytać zapisanego bota {bot}: {problem}",
    },
}
