"""Messages shared by every part of mathplay."""

MESSAGES: dict[str, dict[str, str]] = {
    "error.generic": {
        "en": "Something is not right.",
        "ja": "何かがおかしいようです。",
        "pl": "Coś jest nie tak.",
    },
    "i18n.unknown_language": {
        "en": "Unknown language {language!r}: choose one of {known}.",
        "ja": "{language!r}という言語はありません。{known}から選んでください。",
        "pl": "Nieznany język {language!r}: wybierz jeden z {known}.",
    },
    "move.bad_field": {
        "en": "This move is not one of the game: its {field} cannot be {value}.",
        "ja": "この手はゲームの手ではありません。{field}を{value}にすることはできません。",
        "pl": "To nie jest ruch tej gry: {field} nie może mieć wartości {value}.",
    },
    "move.illegal": {
        "en": "That move is not allowed.",
        "ja": "そこには置けません。",
        "pl": "Niedozwolony ruch.",
    },
    "state.invalid": {
        "en": "This game position is not possible under the rules.",
        "ja": "この局面はルール上ありえません。",
        "pl": "Taka sytuacja w grze jest niemożliwa według zasad.",
    },
    "game.players_type": {
        "en": "Players are a number or a list of names, not a {kind}.",
        "ja": "プレイヤーは人数か名前のリストで指定してください（{kind}ではなく）。",
        "pl": "Graczy podaje się jako liczbę albo listę imion, a nie {kind}.",
    },
    "game.players_duplicate": {
        "en": "Two players have the same name: give each player a different name.",
        "ja": "同じ名前のプレイヤーがいます。別々の名前にしてください。",
        "pl": "Dwóch graczy ma to samo imię: nadaj każdemu inne.",
    },
    "game.not_rules": {
        "en": "The rules must be the game's Rules, not {kind}.",
        "ja": "ルールはこのゲームのRulesで指定してください（{kind}ではなく）。",
        "pl": "Zasady muszą być obiektem Rules tej gry, a nie {kind}.",
    },
    "game.player_name": {
        "en": "A player's name is a text of at most {most:characters}.",
        "ja": "プレイヤーの名前は{most}文字以内にしてください。",
        "pl": "Imię gracza może mieć najwyżej {most:characters}.",
    },
    "game.players_count": {
        "en": "This game is for {minimum} to {maximum:players}, not {count}.",
        "ja": "このゲームは{minimum}〜{maximum}人用です（{count}人ではできません）。",
        "pl": "W tę grę gra od {minimum} do {maximum:players_gen}, a nie {count}.",
    },
}
