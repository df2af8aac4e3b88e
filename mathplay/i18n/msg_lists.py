"""How each language joins a list: CLDR's standard list patterns (used by ``join_list``)."""

MESSAGES: dict[str, dict[str, str]] = {
    "i18n.list_two": {
        "en": "{first} and {last}",
        "ja": "{first}、{last}",
        "pl": "{first} i {last}",
    },
    "i18n.list_start": {"en": "{first}, {last}", "ja": "{first}、{last}", "pl": "{first}, {last}"},
    "i18n.list_middle": {"en": "{first}, {last}", "ja": "{first}、{last}", "pl": "{first}, {last}"},
    "i18n.list_end": {
        "en": "{first}, and {last}",
        "ja": "{first}、{last}",
        "pl": "{first} i {last}",
    },
}
