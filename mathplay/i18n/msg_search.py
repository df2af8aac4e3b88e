"""Messages of mathplay.search: bad input to the solver, and why a best expression is best."""

MESSAGES: dict[str, dict[str, str]] = {
    "search.cards_type": {
        "en": "Cards are a card string like '98+1×7' or a list of cards, not {kind}.",
        "ja": "カードは '98+1×7' のような文字か、カードのリストで指定してください（{kind} ではなく）。",
        "pl": "Karty podaje się jako napis, np. '98+1×7', albo listę kart, a nie {kind}.",
    },
    "search.empty_hand": {
        "en": "There are no cards: give at least one card.",
        "ja": "カードがありません。少なくとも1枚のカードを入れてください。",
        "pl": "Nie ma żadnych kart: podaj co najmniej jedną kartę.",
    },
    "search.too_many_cards": {
        "en": "{count} cards are too many: a game of Memory Max deals at most {limit} cards "
        "to a player, and the search takes no more.",
        "ja": "{count} 枚は多すぎます。メモリー・マックスで一人に配られるのは最大 {limit} 枚で、"
        "探せるのもそこまでです。",
        "pl": "{count} kart to za dużo: w grze Memory Max gracz dostaje najwyżej {limit} kart "
        "i tyle można przeszukać.",
    },
    "search.equals_card": {
        "en": "An = card cannot be part of an expression: leave it out.",
        "ja": "イコールカード（＝）は式に入れられません。外してください。",
        "pl": "Karta „=” nie może być częścią wyrażenia arytmetycznego: odłóż ją.",
    },
    "search.goal": {
        "en": 'Unknown goal {goal}: use "max", "min", "zero", a number, or ("target", a number).',
        "ja": '{goal} という目標はありません。"max"、"min"、"zero"、数、("target", 数) のどれかを使ってください。',
        "pl": 'Nieznany cel {goal}: użyj "max", "min", "zero", liczby albo ("target", liczba).',
    },
    "search.wildcard_value": {
        "en": "A Y card can become a digit 0–9 or one of + − × ÷, not {value!r}.",
        "ja": "変数Y がなれるのは数字 0〜9 か ＋ − × ÷ です（{value!r} にはなれません）。",
        "pl": "Karta Y (zmienna) może stać się cyfrą 0–9 albo jednym ze znaków + − × ÷, a nie {value!r}.",
    },
    "search.wildcard_none": {
        "en": "A Y card must be able to become at least one card.",
        "ja": "変数Y がなれるカードを少なくとも1つ決めてください。",
        "pl": "Karta Y (zmienna) musi móc stać się co najmniej jedną kartą.",
    },
    "search.rules_type": {
        "en": "rules must be ExprRules (from mathplay.expr), not {kind}.",
        "ja": "rules には ExprRules（mathplay.expr）を指定してください（{kind} ではなく）。",
        "pl": "rules musi być typu ExprRules (z mathplay.expr), a nie {kind}.",
    },
    "search.options_type": {
        "en": "options must be SearchOptions (from mathplay.search), not {kind}.",
        "ja": "options には SearchOptions（mathplay.search）を指定してください（{kind} ではなく）。",
        "pl": "options musi być typu SearchOptions (z mathplay.search), a nie {kind}.",
    },
    "search.strategy": {
        "en": "Unknown shortcut {name}: the names are in mathplay.search.STRATEGY_NAMES.",
        "ja": "{name} という近道はありません。名前は mathplay.search.STRATEGY_NAMES にあります。",
        "pl": "Nieznany skrót {name}: nazwy są w mathplay.search.STRATEGY_NAMES.",
    },
    "search.time_limit": {
        "en": "The time limit must be a positive number of seconds, not {value!r}.",
        "ja": "制限時間は正の秒数で指定してください（{value!r} ではなく）。",
        "pl": "Limit czasu musi być dodatnią liczbą sekund, a nie {value!r}.",
    },
    "search.limit": {
        "en": "The limit must be a positive whole number, not {value!r}.",
        "ja": "上限は正の整数で指定してください（{value!r} ではなく）。",
        "pl": "Limit musi być dodatnią liczbą całkowitą, a nie {value!r}.",
    },
    "search.too_many_arrangements": {
        "en": (
            "These cards make {count} different expressions: too many to list them all "
            "(the limit is {limit}). Use best_expression to find the best one."
        ),
        "ja": (
            "このカードでは {count} 通りの式ができます。多すぎて全部は並べられません"
            "（上限 {limit}）。いちばん良い式は best_expression で探せます。"
        ),
        "pl": (
            "Z tych kart można ułożyć {count} różnych wyrażeń: za dużo, by wypisać wszystkie "
            "(limit to {limit}). Najlepsze znajdzie best_expression."
        ),
    },
    "search.explain.max": {
        "en": (
            "{expression} = {value}. Every card is used once. To make a value big, the "
            "× cards join the largest digits into long numbers that are multiplied; small "
            "digits go after ÷ and −. {proof}"
        ),
        "ja": (
            "{expression} = {value}。すべてのカードを1回ずつ使っています。値を大きくするには、"
            "× で大きな数字を長い数にしてかけ合わせ、小さな数字を ÷ と − のあとに置きます。{proof}"
        ),
        "pl": (
            "{expression} = {value}. Każda karta jest użyta raz. Żeby wynik był duży, karty × "
            "łączą największe cyfry w długie liczby, które się mnoży; małe cyfry idą po ÷ i −. {proof}"
        ),
    },
    "search.explain.min": {
        "en": (
            "{expression} = {value}. Every card is used once. To make a value small, one "
            "big part is taken away (after −), and small digits are divided by long "
            "numbers. {proof}"
        ),
        "ja": (
            "{expression} = {value}。すべてのカードを1回ずつ使っています。値を小さくするには、"
            "大きなかたまりを−のあとに置いて引き、小さな数字を長い数でわります。{proof}"
        ),
        "pl": (
            "{expression} = {value}. Każda karta jest użyta raz. Żeby wynik był mały, jeden "
            "duży składnik odejmuje się (po −), a małe cyfry dzieli się przez długie liczby. {proof}"
        ),
    },
    "search.explain.target": {
        "en": (
            "{expression} = {value}, which is {distance} away from {target}. Every card is "
            "used once. {proof}"
        ),
        "ja": (
            "{expression} = {value}。{target} との差は {distance} です。"
            "すべてのカードを1回ずつ使っています。{proof}"
        ),
        "pl": (
            "{expression} = {value}, czyli {distance} od {target}. Każda karta jest użyta "
            "raz. {proof}"
        ),
    },
    "search.proof.upper_bound": {
        "en": (
            "The search checked every way to share the cards between the parts joined by + and −: none "
            "gives more than {bound}."
        ),
        "ja": "カードを＋と−でつながるかたまりに分けるすべての方法を調べました。どれも{bound}より大きくなりません。",
        "pl": (
            "Sprawdzono każdy sposób podziału kart między składniki: żaden nie daje więcej "
            "niż {bound}."
        ),
    },
    "search.proof.lower_bound": {
        "en": (
            "The search checked every way to share the cards between the parts joined by + and −: none "
            "gives less than {bound}."
        ),
        "ja": "カードを＋と−でつながるかたまりに分けるすべての方法を調べました。どれも{bound}より小さくなりません。",
        "pl": (
            "Sprawdzono każdy sposób podziału kart między składniki: żaden nie daje mniej "
            "niż {bound}."
        ),
    },
    "search.proof.only": {
        "en": "This is the only value these cards can make.",
        "ja": "このカードで作れる値はこれだけです。",
        "pl": "Z tych kart można otrzymać tylko tę wartość.",
    },
    "search.proof.extreme": {
        "en": "It is the {extreme} value the cards can make, and {target} lies beyond it.",
        "ja": "これはこのカードで作れる{extreme}値で、{target} はその外側にあります。",
        "pl": "To {extreme} wartość, jaką dają te karty, a {target} leży poza nią.",
    },
    "search.extreme.max": {"en": "highest", "ja": "最大の", "pl": "najwyższa"},
    "search.extreme.min": {"en": "lowest", "ja": "最小の", "pl": "najniższa"},
    "search.proof.exact_hit": {
        "en": "It hits the target exactly, so nothing can be closer.",
        "ja": "目標にぴったりなので、これより近い式はありません。",
        "pl": "Trafia dokładnie w cel, więc nic nie może być bliżej.",
    },
    "search.proof.closest": {
        "en": (
            "The search looked at every arrangement that could come closer, and none does: "
            "nothing is nearer than {distance}."
        ),
        "ja": "もっと近くなりうる並べ方をすべて調べましたが、{distance} より近いものはありません。",
        "pl": (
            "Sprawdzono każde ułożenie, które mogłoby być bliżej, i żadne nie jest: nic nie "
            "jest bliżej niż {distance}."
        ),
    },
    "search.proof.not_proven": {
        "en": (
            "Time ran out before the search could prove this is the best: it is the best "
            "found so far. {bound_text}"
        ),
        "ja": "最善だと確かめる前に時間切れになりました。ここまでで見つかった一番良い式です。{bound_text}",
        "pl": (
            "Czas minął, zanim udało się udowodnić, że to najlepsze: to najlepsze znalezione "
            "do tej pory. {bound_text}"
        ),
    },
    "search.bound.max": {
        "en": "The best possible is at most {bound}.",
        "ja": "最善でも {bound} 以下です。",
        "pl": "Najlepszy możliwy wynik to co najwyżej {bound}.",
    },
    "search.bound.min": {
        "en": "The best possible is at least {bound}.",
        "ja": "最善でも {bound} 以上です。",
        "pl": "Najlepszy możliwy wynik to co najmniej {bound}.",
    },
    "search.bound.distance": {
        "en": "No expression can be closer than {bound}.",
        "ja": "{bound} より近い式はありえません。",
        "pl": "Żadne wyrażenie nie może być bliżej niż {bound}.",
    },
    "search.wildcards_became": {
        "en": "Y became {choices}.",
        "ja": "変数Y は {choices} になりました。",
        "pl": "Zmienna Y stała się: {choices}.",
    },
}
