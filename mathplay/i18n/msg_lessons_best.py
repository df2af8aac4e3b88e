"""Messages of lesson 2, the biggest expression (mathplay.lessons.biggest_expression)."""

MESSAGES: dict[str, dict[str, str]] = {
    "lessons.best.right_max": {
        "en": "Right! {steps}, and no expression with these cards is bigger.",
        "ja": "正解！{steps}。このカードでこれより大きな式はありません。",
        "pl": "Dobrze! {steps} i z tych kart nie da się ułożyć większego wyniku.",
    },
    "lessons.best.right_min": {
        "en": "Right! {steps}, and no expression with these cards is smaller.",
        "ja": "正解！{steps}。このカードでこれより小さな式はありません。",
        "pl": "Dobrze! {steps} i z tych kart nie da się ułożyć mniejszego wyniku.",
    },
    "lessons.best.right_zero": {
        "en": "Right! {steps}, and no expression with these cards is closer to zero.",
        "ja": "正解！{steps}。このカードでこれより 0 に近い式はありません。",
        "pl": "Dobrze! {steps} i z tych kart nie da się być bliżej zera.",
    },
    "lessons.best.better_max": {
        "en": "{steps} is a good try, but these cards can make more. {hint}",
        "ja": "{steps} はいい線です。でも、このカードでもっと大きくできます。{hint}",
        "pl": "{steps} to niezła próba, ale z tych kart da się ułożyć więcej. {hint}",
    },
    "lessons.best.better_min": {
        "en": "{steps} is a good try, but these cards can make less. {hint}",
        "ja": "{steps} はいい線です。でも、このカードでもっと小さくできます。{hint}",
        "pl": "{steps} to niezła próba, ale z tych kart da się ułożyć mniej. {hint}",
    },
    "lessons.best.better_zero": {
        "en": "{steps} is a good try, but these cards can get closer to zero. {hint}",
        "ja": "{steps} はいい線です。でも、このカードでもっと 0 に近づけます。{hint}",
        "pl": "{steps} to niezła próba, ale z tych kart da się być bliżej zera. {hint}",
    },
    "lessons.best.not_made": {
        "en": "No row of these cards makes {value}. Write the row you mean, in quotes. {hint}",
        "ja": "このカードの並べ方で {value} になるものはありません。考えた並びを引用符の中に書こう。{hint}",
        "pl": "Żaden rząd tych kart nie daje {value}. Zapisz w cudzysłowie rząd, o który chodzi. {hint}",
    },
    "lessons.best.hint_join": {
        "en": "Hint: × beats +, so three digits go into the product (two joined into one number, times the third) and one digit is added. Which digit is best to add?",
        "ja": "ヒント：× は ＋ より大きくするので、3つの数字をかけ算に使います（2つをくっつけた数 × 残りの1つ）。たすのは、どの数字がよいかな？",
        "pl": "Podpowiedź: mnożenie daje więcej niż dodawanie, więc trzy cyfry idą do iloczynu (dwie połączone w liczbę razy trzecia), a jedną się dodaje. Którą cyfrę najlepiej dodać?",
    },
    "lessons.best.plus_or_times": {
        "en": 'Answer "+" or "×": which makes more with {a} and {b}?',
        "ja": '"+" か "×" で答えよう：{a} と {b} で大きくなるのはどちら？',
        "pl": 'Odpowiedz "+" albo "×": co daje więcej z {a} i {b}?',
    },
    "lessons.best.sign_right": {
        "en": "Right! {a} + {b} = {plus} and {a} × {b} = {times}. × makes more only when neither number is 0 or 1.",
        "ja": "正解！{a} + {b} = {plus}、{a} × {b} = {times}。× で大きくなるのは、どちらの数も 0 や 1 でないときだけです。",
        "pl": "Dobrze! {a} + {b} = {plus}, a {a} × {b} = {times}. Mnożenie daje więcej tylko wtedy, gdy żadna z liczb nie jest 0 ani 1.",
    },
    "lessons.best.sign_wrong": {
        "en": "Not {sign}: {a} {sign} {b} = {made}. Can the other sign make more?",
        "ja": "{sign} ではありません：{a} {sign} {b} = {made}。もう1つの記号なら、もっと大きくなるかな？",
        "pl": "Nie {sign}: {a} {sign} {b} = {made}. Czy drugi znak da więcej?",
    },
    "lessons.best.reason_sign": {
        "en": "What does the sign you choose make with {a} and {b}?",
        "ja": "あなたの選んだ記号だと、{a} と {b} でいくつになりますか？",
        "pl": "Ile daje wybrany znak z liczbami {a} i {b}?",
    },
    "lessons.best.values_right": {
        "en": "Right! {rows:card_rows}, but only {values:different_values}: many rows share a value.",
        "ja": "正解！並べ方は {rows} 通りでも、ちがう値は {values} 個だけです。同じ値になる並べ方がたくさんあります。",
        "pl": "Dobrze! {rows:card_rows}, ale tylko {values:different_values}: wiele rzędów ma tę samą wartość.",
    },
    "lessons.best.values_rows": {
        "en": "Not quite: {value} is the number of rows. Some rows have the same value: how many different values are there?",
        "ja": "{value} は並べ方の数です。同じ値になる並べ方もあります。ちがう値はいくつあるかな？",
        "pl": "Jeszcze nie: {value} to liczba rzędów. Niektóre rzędy mają tę samą wartość: ile jest różnych wartości?",
    },
    "lessons.best.hint_values": {
        "en": 'Hint: run all_values("{cards}") in an empty cell and count its rows (len(...)).',
        "ja": 'ヒント：空のセルで all_values("{cards}") を実行して、表の行の数を数えよう（len(...)）。',
        "pl": 'Podpowiedź: uruchom all_values("{cards}") w pustej komórce i policz wiersze tabeli (len(...)).',
    },
    "lessons.best.q.plus_or_times": {
        "en": '**Predict first.** Which makes more with the numbers **{a}** and **{b}**: + or ×? Answer "+" or "×".',
        "ja": '**先に予想しよう**　数 **{a}** と **{b}** で、大きくなるのは ＋ と × のどちらですか。"+" か "×" で答えましょう。',
        "pl": '**Najpierw przewiduj.** Co daje więcej z liczbami **{a}** i **{b}**: + czy ×? Odpowiedz "+" albo "×".',
    },
    "lessons.best.q.half_max": {
        "en": "Use all the cards **{cards}** to make the **biggest** value. Half done: the biggest digit goes in the tens place, so the row starts with {first}. Write the whole row in quotes.",
        "ja": "カード **{cards}** を全部使って、**いちばん大きい**値を作りましょう。とちゅうまで：いちばん大きい数字を十の位に置くので、並びは {first} で始まります。並び全体を引用符の中に書きましょう。",
        "pl": "Użyj wszystkich kart **{cards}** i ułóż **największą** wartość. W połowie zrobione: największa cyfra idzie na miejsce dziesiątek, więc rząd zaczyna się od {first}. Zapisz cały rząd w cudzysłowie.",
    },
    "lessons.best.q.best_max": {
        "en": "Use all the cards **{cards}**, each once, to make the **biggest** value. Write the row in quotes.",
        "ja": "カード **{cards}** を全部1回ずつ使って、**いちばん大きい**値を作りましょう。並びを引用符の中に書きます。",
        "pl": "Użyj wszystkich kart **{cards}**, każdej raz, i ułóż **największą** wartość. Zapisz rząd w cudzysłowie.",
    },
    "lessons.best.q.best_min": {
        "en": "Use all the cards **{cards}**, each once, to make the **smallest** value. Write the row in quotes.",
        "ja": "カード **{cards}** を全部1回ずつ使って、**いちばん小さい**値を作りましょう。並びを引用符の中に書きます。",
        "pl": "Użyj wszystkich kart **{cards}**, każdej raz, i ułóż **najmniejszą** wartość. Zapisz rząd w cudzysłowie.",
    },
    "lessons.best.q.best_zero": {
        "en": "Use all the cards **{cards}**, each once, to get **as close to zero** as you can. Write the row in quotes.",
        "ja": "カード **{cards}** を全部1回ずつ使って、**できるだけ 0 に近い**値を作りましょう。並びを引用符の中に書きます。",
        "pl": "Użyj wszystkich kart **{cards}**, każdej raz, i ułóż wartość **jak najbliższą zera**. Zapisz rząd w cudzysłowie.",
    },
    "lessons.best.q.count": {
        "en": "How many **different rows** can you lay with the cards **{cards}** (every card used once)? Work it out, then check with `count_arrangements`.",
        "ja": "カード **{cards}** を全部1回ずつ使うと、**ちがう並べ方**は何通りありますか。考えてから `count_arrangements` で確かめましょう。",
        "pl": "Ile **różnych rzędów** da się ułożyć z kart **{cards}** (każda karta raz)? Policz, a potem sprawdź za pomocą `count_arrangements`.",
    },
    "lessons.best.q.values": {
        "en": "How many **different values** can the cards **{cards}** make? Use `all_values` in an empty cell to find out.",
        "ja": "カード **{cards}** で作れる**ちがう値**はいくつありますか。空のセルで `all_values` を使って調べましょう。",
        "pl": "Ile **różnych wartości** da się uzyskać z kart **{cards}**? Sprawdź za pomocą `all_values` w pustej komórce.",
    },
    "lessons.best.table.cards": {
        "en": "cards",
        "ja": "カードの枚数",
        "pl": "liczba kart",
    },
    "lessons.best.table.rows": {
        "en": "rows",
        "ja": "並べ方",
        "pl": "liczba rzędów",
    },
    "lessons.best.table.time": {
        "en": "time to try them all",
        "ja": "全部ためすのにかかる時間",
        "pl": "czas sprawdzenia wszystkich",
    },
    "lessons.best.table.hand": {
        "en": "cards",
        "ja": "カード",
        "pl": "karty",
    },
    "lessons.best.table.example": {
        "en": "example",
        "ja": "例",
        "pl": "przykład",
    },
    "lessons.best.table.player": {
        "en": "player",
        "ja": "プレイヤー",
        "pl": "gracz",
    },
    "lessons.best.table.row": {
        "en": "best row",
        "ja": "いちばんよい並び",
        "pl": "najlepszy rząd",
    },
    "lessons.best.table.value": {
        "en": "value",
        "ja": "値",
        "pl": "wartość",
    },
    "lessons.best.table.rank": {
        "en": "place",
        "ja": "順位",
        "pl": "miejsce",
    },
    "lessons.best.table.rows_with_value": {
        "en": "rows with this value",
        "ja": "この値になる並べ方の数",
        "pl": "rzędy o tej wartości",
    },
    "lessons.best.time.years": {
        "en": "{n} years",
        "ja": "{n} 年",
        "pl": "{n} lat",
    },
    "lessons.best.time.days": {
        "en": "{n} days",
        "ja": "{n} 日",
        "pl": "{n} dni",
    },
    "lessons.best.time.hours": {
        "en": "{n} hours",
        "ja": "{n} 時間",
        "pl": "{n} godz.",
    },
    "lessons.best.time.minutes": {
        "en": "{n} minutes",
        "ja": "{n} 分",
        "pl": "{n} min",
    },
    "lessons.best.time.seconds": {
        "en": "{n} seconds",
        "ja": "{n} 秒",
        "pl": "{n} s",
    },
    "lessons.best.time.instant": {
        "en": "less than a second",
        "ja": "1秒より短い",
        "pl": "mniej niż sekunda",
    },
    "lessons.best.hint_tens": {
        "en": "Hint: a digit in the tens place is worth ten times as much.",
        "ja": "ヒント：十の位の数字は、一の位の10倍の値になります。",
        "pl": "Podpowiedź: cyfra na miejscu dziesiątek jest warta dziesięć razy więcej.",
    },
    "lessons.best.hint_alone": {
        "en": "Hint: make the two numbers you multiply about the same size: the two biggest digits go in front, and the last digit goes to the number that is smaller so far.",
        "ja": "ヒント：かけ合わせる2つの数を同じくらいの大きさにしよう。大きい2つの数字を前に置き、残りの数字は、そこまでで小さいほうの数につけます。",
        "pl": "Podpowiedź: mnożone liczby mają być podobnej wielkości: dwie największe cyfry idą na początek, a ostatnia cyfra do liczby, która na razie jest mniejsza.",
    },
    "lessons.best.hint_product": {
        "en": "Hint: × beats +. Make the product as big as you can, then add what is left.",
        "ja": "ヒント：＋ より × のほうが大きくなります。かけ算をできるだけ大きくして、残りをたそう。",
        "pl": "Podpowiedź: mnożenie daje więcej niż dodawanie. Zrób jak największy iloczyn, a potem dodaj resztę.",
    },
    "lessons.best.hint_take_away": {
        "en": "Hint: start small and take away the biggest number you can make.",
        "ja": "ヒント：小さい数から、作れるいちばん大きな数をひこう。",
        "pl": "Podpowiedź: zacznij od małej liczby i odejmij największą liczbę, jaką da się ułożyć.",
    },
    "lessons.best.hint_divide": {
        "en": "Hint: divide the smallest number by the biggest number you can make.",
        "ja": "ヒント：いちばん小さい数を、作れるいちばん大きな数でわろう。",
        "pl": "Podpowiedź: podziel najmniejszą liczbę przez największą, jaką da się ułożyć.",
    },
    "lessons.best.hint_zero": {
        "en": "Hint: which two digits add up to almost the third one?",
        "ja": "ヒント：どの2つの数字をたすと、残りの数字にいちばん近くなるかな？",
        "pl": "Podpowiedź: które dwie cyfry dają razem prawie tyle, co trzecia?",
    },
    "lessons.best.count_right": {
        "en": "Right! These cards make {count:different_rows}.",
        "ja": "正解！このカードでちがう並べ方は {count} 通りです。",
        "pl": "Dobrze! Z tych kart da się ułożyć {count:different_rows}.",
    },
    "lessons.best.count_orders": {
        "en": "Not quite: {value} counts the orders of the digits only. For each order, the sign can lie in several places between two digits: multiply by them too.",
        "ja": "{value} は数字の並べ方だけを数えています。並べ方のそれぞれで、記号は数字と数字の間のいくつかの場所に置けます。その数もかけよう。",
        "pl": "Jeszcze nie: {value} to tylko liczba ustawień cyfr. Przy każdym ustawieniu znak może leżeć w kilku miejscach między cyframi: pomnóż też przez ich liczbę.",
    },
    "lessons.best.hint_count": {
        "en": "Hint: first count the orders of the digits (how many can go first, then second, ...), then the places between two digits where the sign can lie.",
        "ja": "ヒント：まず数字の並べ方の数（1番目に来られるのは何枚、2番目は…）を数え、次に記号を置ける数字と数字の間の数を数えよう。",
        "pl": "Podpowiedź: najpierw policz, na ile sposobów można ustawić cyfry (ile może być pierwsza, ile druga, ...), a potem, w ilu miejscach między cyframi może leżeć znak.",
    },
}
