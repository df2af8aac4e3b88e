"""Messages of declared fields (mathplay.games.schema): a value that a game's state, a
game's rules or a bot's memory cannot hold, whoever gave it (a file, a text, a caller)."""

MESSAGES: dict[str, dict[str, str]] = {
    "state.bad_value": {
        "en": "{field} cannot be {value}.",
        "ja": "{field}を{value}にすることはできません。",
        "pl": "{field} nie może mieć wartości {value}.",
    },
    "state.not_whole": {
        "en": "{field} must be a whole number, not {value}.",
        "ja": "{field}は整数にしてください（{value}ではなく）。",
        "pl": "{field} musi być liczbą całkowitą, a nie {value}.",
    },
    "state.out_of_range": {
        "en": "{field} must be from {least} to {most}, not {value}.",
        "ja": "{field}は{least}から{most}までにしてください（{value}ではなく）。",
        "pl": "{field} musi mieć wartość od {least} do {most}, a nie {value}.",
    },
    "state.not_number": {
        "en": "{field} must be a number, not {value}.",
        "ja": "{field}は数にしてください（{value}ではなく）。",
        "pl": "{field} musi być liczbą, a nie {value}.",
    },
    "state.not_flag": {
        "en": "{field} must be true or false, not {value}.",
        "ja": "{field}はtrueかfalseにしてください（{value}ではなく）。",
        "pl": "{field} musi mieć wartość true albo false, a nie {value}.",
    },
    "state.not_text": {
        "en": "{field} must be text, not {value}.",
        "ja": "{field}は文字列にしてください（{value}ではなく）。",
        "pl": "{field} musi być tekstem, a nie {value}.",
    },
    "state.bad_length": {
        "en": "{field} must have a length from {least} to {most} ({value} does not).",
        "ja": "{field}の長さは{least}から{most}までにしてください（{value}）。",
        "pl": "{field} musi mieć długość od {least} do {most} ({value} jej nie ma).",
    },
    "state.not_list": {
        "en": "{field} must be a list, not {value}.",
        "ja": "{field}はリストにしてください（{value}ではなく）。",
        "pl": "{field} musi być listą, a nie {value}.",
    },
    "state.not_mapping": {
        "en": "{field} must be a mapping of names to values, not {value}.",
        "ja": "{field}は名前と値の対応表にしてください（{value}ではなく）。",
        "pl": "{field} musi być słownikiem nazw i wartości, a nie {value}.",
    },
    "state.bad_keys": {
        "en": "{field} must have exactly the keys {keys} ({value} does not).",
        "ja": "{field}のキーは{keys}だけにしてください（{value}）。",
        "pl": "{field} musi mieć dokładnie klucze {keys} ({value} ich nie ma).",
    },
    "state.not_choice": {
        "en": "{field} must be one of {known}, not {value}.",
        "ja": "{field}は{known}のどれかにしてください（{value}ではなく）。",
        "pl": "{field} musi mieć jedną z wartości {known}, a nie {value}.",
    },
    "state.missing": {
        "en": "{field} is missing.",
        "ja": "{field}がありません。",
        "pl": "Brakuje pola {field}.",
    },
    "state.unknown_field": {
        "en": "There is no field called {field} here.",
        "ja": "{field}という項目はありません。",
        "pl": "Nie ma tu pola {field}.",
    },
    "state.bad_part": {
        "en": "{field}: {problem}",
        "ja": "{field}：{problem}",
        "pl": "{field}: {problem}",
    },
}
