"""Messages of the Memory Max finale's "Why is it the best?" (mathplay.widgets.memory_why).

Words a child of 10 to 12 follows: digits, numbers, the cards' names; never "terms" or 項.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "widgets.memory.why.digits_only": {
        "en": "All your cards are digits, so together they make one number.",
        "ja": "カードが全部数字なので、つなげて1つの数にします。",
        "pl": "Wszystkie twoje karty to cyfry, więc razem tworzą jedną liczbę.",
    },
    "widgets.memory.why.order": {
        "en": (
            "In {number} the {digit} goes first: in front a digit counts the most. With "
            "{other} instead it makes {expression} = {value}: {worse}."
        ),
        "ja": (
            "{number}では{digit}を前に置きます。前の位ほど数字の重みが大きいからです。"
            "逆の{other}にすると{expression} = {value}で、{worse}。"
        ),
        "pl": (
            "W liczbie {number} z przodu stoi {digit}: z przodu cyfra znaczy najwięcej. "
            "Odwrotnie, jako {other}, wychodzi {expression} = {value}: {worse}."
        ),
    },
    "widgets.memory.why.order_alone": {
        "en": (
            "In {number} the {digit} goes first: in front a digit counts the most. {other} "
            "instead is {worse}."
        ),
        "ja": (
            "{number}では{digit}を前に置きます。前の位ほど数字の重みが大きいからです。"
            "逆の{other}では{worse}。"
        ),
        "pl": (
            "W liczbie {number} z przodu stoi {digit}: z przodu cyfra znaczy najwięcej. "
            "Odwrotnie, {other}, to {worse}."
        ),
    },
    "widgets.memory.why.swap": {
        "en": "Swap the {a} and the {b}, and it makes {expression} = {value}: {worse}.",
        "ja": "{a}と{b}を入れかえると{expression} = {value}で、{worse}。",
        "pl": "Po zamianie {a} i {b} wychodzi {expression} = {value}: {worse}.",
    },
    "widgets.memory.why.move": {
        "en": "Put the {op} anywhere else, and at best it makes {expression} = {value}: {worse}.",
        "ja": "{op}をほかの場所に置くと、いちばんよくても{expression} = {value}で、{worse}。",
        "pl": "Gdy {op} stoi gdzie indziej, w najlepszym razie wychodzi {expression} = {value}: {worse}.",
    },
    "widgets.memory.why.worse_max": {"en": "less", "ja": "小さくなります", "pl": "mniej"},
    "widgets.memory.why.worse_min": {"en": "more", "ja": "大きくなります", "pl": "więcej"},
    "widgets.memory.why.worse_target": {
        "en": "farther from {target}",
        "ja": "{target}から遠くなります",
        "pl": "dalej od {target}",
    },
    "widgets.memory.why.wildcard": {
        "en": "The Y card became {choices}: its best choice.",
        "ja": "Yのカードは{choices}にしました。それがいちばんよい選び方です。",
        "pl": "Karta Y zamienia się tu w {choices}: to najlepszy wybór.",
    },
    "widgets.memory.why.wildcards": {
        "en": "The Y cards became {choices}: their best choice.",
        "ja": "Yのカードは{choices}にしました。それがいちばんよい選び方です。",
        "pl": "Karty Y zamieniają się tu w {choices}: to najlepszy wybór.",
    },
    "widgets.memory.why.proven_max": {
        "en": "The computer tried every way to lay out these cards: none makes more than {value}.",
        "ja": "コンピューターがこのカードの並べ方を全部調べました。{value}より大きくなる並べ方はありません。",
        "pl": "Komputer sprawdził każde ułożenie tych kart: żadne nie daje więcej niż {value}.",
    },
    "widgets.memory.why.proven_min": {
        "en": "The computer tried every way to lay out these cards: none makes less than {value}.",
        "ja": "コンピューターがこのカードの並べ方を全部調べました。{value}より小さくなる並べ方はありません。",
        "pl": "Komputer sprawdził każde ułożenie tych kart: żadne nie daje mniej niż {value}.",
    },
    "widgets.memory.why.proven_target": {
        "en": "The computer tried every way to lay out these cards: none comes closer to {target}.",
        "ja": "コンピューターがこのカードの並べ方を全部調べました。{target}にもっと近くなる並べ方はありません。",
        "pl": "Komputer sprawdził każde ułożenie tych kart: żadne nie jest bliżej {target}.",
    },
    "widgets.memory.why.exact": {
        "en": "It makes exactly {target}: nothing can be closer.",
        "ja": "ちょうど{target}になるので、これより近い式はありません。",
        "pl": "Wychodzi dokładnie {target}: bliżej się nie da.",
    },
    "widgets.memory.why.not_proven": {
        "en": (
            "The computer looked for a while and found nothing better, but it could not try "
            "every way."
        ),
        "ja": "コンピューターがしばらくさがしましたが、これよりよい式は見つかりませんでした。ただし、全部の並べ方は調べられませんでした。",
        "pl": "Komputer szukał przez chwilę i nie znalazł nic lepszego, ale nie sprawdził wszystkich ułożeń.",
    },
}
