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
        "en": "{expression} = {value}. Every card is used once. {how}{proof}",
        "ja": "{expression} = {value}。すべてのカードを1回ずつ使っています。{how}{proof}",
        "pl": "{expression} = {value}. Każda karta jest użyta raz. {how}{proof}",
    },
    "search.explain.min": {
        "en": "{expression} = {value}. Every card is used once. {how}{proof}",
        "ja": "{expression} = {value}。すべてのカードを1回ずつ使っています。{how}{proof}",
        "pl": "{expression} = {value}. Każda karta jest użyta raz. {how}{proof}",
    },
    "search.how.max_digits": {
        "en": "The digits make one number, the biggest digit first. ",
        "ja": "数字は1つの数になり、いちばん大きい数字が先頭です。",
        "pl": "Cyfry tworzą jedną liczbę, największa cyfra na początku. ",
    },
    "search.how.max_places": {
        "en": "To make a value big, the biggest digits go in the highest places (tens before ones). ",
        "ja": "値を大きくするには、大きい数字を上の位（一の位より十の位）に置きます。",
        "pl": "Żeby wynik był duży, największe cyfry idą na najwyższe miejsca (dziesiątki przed jednościami). ",
    },
    "search.how.max_times": {
        "en": "To make a value big, the × cards multiply the numbers made of the largest digits. ",
        "ja": "値を大きくするには、× で大きい数字からできた数どうしをかけます。",
        "pl": "Żeby wynik był duży, karty × mnożą liczby złożone z największych cyfr. ",
    },
    "search.how.max_minus": {
        "en": "What is taken away (after −) is as small as it can be. ",
        "ja": "− のあとでひく数は、できるだけ小さくします。",
        "pl": "To, co się odejmuje (po −), jest jak najmniejsze. ",
    },
    "search.how.max_divide": {
        "en": "What is divided by (after ÷) is as small as it can be. ",
        "ja": "÷ のあとでわる数は、できるだけ小さくします。",
        "pl": "To, przez co się dzieli (po ÷), jest jak najmniejsze. ",
    },
    "search.how.min_minus": {
        "en": "To make a value small, one big part is taken away (after −). ",
        "ja": "値を小さくするには、大きなかたまりを − のあとに置いてひきます。",
        "pl": "Żeby wynik był mały, jeden duży składnik odejmuje się (po −). ",
    },
    "search.how.min_divide": {
        "en": "Small numbers are divided by long numbers (after ÷). ",
        "ja": "小さい数を、÷ のあとの長い数でわります。",
        "pl": "Małe liczby dzieli się (po ÷) przez długie liczby. ",
    },
    "search.how.min_digits": {
        "en": "The digits make one number, the smallest digits first (a number never starts with 0). ",
        "ja": "数字は1つの数になり、小さい数字が先です（0 で始まる数はありません）。",
        "pl": "Cyfry tworzą jedną liczbę, najmniejsze cyfry na początku (liczba nie zaczyna się od 0). ",
    },
    "search.how.min_small": {
        "en": "To make a value small, the smallest digits go in the highest places. ",
        "ja": "値を小さくするには、小さい数字を上の位に置きます。",
        "pl": "Żeby wynik był mały, najmniejsze cyfry idą na najwyższe miejsca. ",
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
        "en": "The search checked every way to share the cards between the parts joined by {signs}: none gives more than {bound}.",
        "ja": "カードを {signs} でつながるかたまりに分けるすべての方法を調べました。どれも{bound}より大きくなりません。",
        "pl": "Sprawdzono każdy sposób podziału kart między części połączone przez {signs}: żaden nie daje więcej niż {bound}.",
    },
    "search.proof.lower_bound": {
        "en": "The search checked every way to share the cards between the parts joined by {signs}: none gives less than {bound}.",
        "ja": "カードを {signs} でつながるかたまりに分けるすべての方法を調べました。どれも{bound}より小さくなりません。",
        "pl": "Sprawdzono każdy sposób podziału kart między części połączone przez {signs}: żaden nie daje mniej niż {bound}.",
    },
    "search.proof.upper_bound_one_part": {
        "en": "The search checked every way to lay these cards: none gives more than {bound}.",
        "ja": "このカードの並べ方をすべて調べました。どれも{bound}より大きくなりません。",
        "pl": "Sprawdzono każdy sposób ułożenia tych kart: żaden nie daje więcej niż {bound}.",
    },
    "search.proof.lower_bound_one_part": {
        "en": "The search checked every way to lay these cards: none gives less than {bound}.",
        "ja": "このカードの並べ方をすべて調べました。どれも{bound}より小さくなりません。",
        "pl": "Sprawdzono każdy sposób ułożenia tych kart: żaden nie daje mniej niż {bound}.",
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
