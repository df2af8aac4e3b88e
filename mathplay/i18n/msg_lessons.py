"""Messages of the lessons' checks (mathplay.lessons): feedback for a 10–12 year old."""

MESSAGES: dict[str, dict[str, str]] = {
    # ----- shared by every lesson -------------------------------------------------------
    "lessons.no_such_exercise": {
        "en": "There is no exercise {number} in this lesson: choose one of {known}.",
        "ja": "このレッスンに練習 {number} はありません。{known} から選んでください。",
        "pl": "W tej lekcji nie ma zadania {number}: wybierz jedno z {known}.",
    },
    "lessons.not_answered": {
        "en": "Exercise {number} is not answered yet: replace ... with your answer and run the cell again.",
        "ja": "練習 {number} はまだ答えていません。... をあなたの答えに書きかえて、もう一度セルを実行しよう。",
        "pl": "Zadanie {number} nie ma jeszcze odpowiedzi: zamień ... na swoją odpowiedź i uruchom komórkę jeszcze raz.",
    },
    "lessons.want_number": {
        "en": "The answer here is a number (like 7 or 5/3), not {answer}.",
        "ja": "ここの答えは数です（7 や 5/3 など）。{answer} ではありません。",
        "pl": "Odpowiedzią jest tu liczba (na przykład 7 albo 5/3), a nie {answer}.",
    },
    "lessons.want_number_text": {
        "en": "I cannot read {answer} as a number. {reason}",
        "ja": "{answer} を数として読めません。{reason}",
        "pl": "Nie umiem odczytać {answer} jako liczby. {reason}",
    },
    "lessons.want_yes_no": {
        "en": "Answer with yes or no (or True or False), not {answer}.",
        "ja": "yes か no（または True か False）で答えてください。{answer} ではありません。",
        "pl": "Odpowiedz tak albo nie (albo True czy False), a nie {answer}.",
    },
    "lessons.want_operator": {
        "en": "The answer here is one sign: +, −, × or ÷ (not {answer}).",
        "ja": "ここの答えは記号1つです：＋、−、×、÷ のどれか（{answer} ではありません）。",
        "pl": "Odpowiedzią jest tu jeden znak: +, −, × albo ÷ (a nie {answer}).",
    },
    "lessons.want_expression": {
        "en": 'Write your expression as text in quotes, like "2 + 3 × 4" (not {answer}).',
        "ja": '式は "2 + 3 × 4" のように引用符の中に書いてください（{answer} ではありません）。',
        "pl": 'Zapisz wyrażenie jako tekst w cudzysłowie, na przykład "2 + 3 × 4" (a nie {answer}).',
    },
    "lessons.bad_expression": {
        "en": "That is not an expression yet. {reason}",
        "ja": "まだ正しい式になっていません。{reason}",
        "pl": "To jeszcze nie jest poprawne wyrażenie. {reason}",
    },
    "lessons.wrong_cards": {
        "en": "Use exactly the cards you were given, each once. Missing: {missing}. Not yours: {extra}.",
        "ja": "配られたカードを、ちょうど1回ずつ使おう。足りないカード：{missing}。ないはずのカード：{extra}。",
        "pl": "Użyj dokładnie tych kart, które dostałeś, każdej raz. Brakuje: {missing}. Nie twoje: {extra}.",
    },
    "lessons.not_exact": {
        "en": "{answer} is very close, but not exact: write the answer as a fraction, like 7/2.",
        "ja": "{answer} はとても近いけれど、ぴったりではありません。7/2 のように分数で書こう。",
        "pl": "{answer} jest bardzo blisko, ale niedokładnie: zapisz wynik jako ułamek, na przykład 7/2.",
    },
    "lessons.wrong_number": {
        "en": "Not quite: {answer} is not right. {hint}",
        "ja": "おしい！{answer} ではありません。{hint}",
        "pl": "Jeszcze nie: {answer} to zła odpowiedź. {hint}",
    },
    "lessons.try_again": {
        "en": "Look again, step by step, and try once more.",
        "ja": "1つずつ見直して、もう一度やってみよう。",
        "pl": "Sprawdź jeszcze raz, krok po kroku, i spróbuj ponownie.",
    },
    # ----- lesson 1: order of operations ------------------------------------------------
    "lessons.right_steps": {
        "en": "Right! {steps}",
        "ja": "正解！ {steps}",
        "pl": "Dobrze! {steps}",
    },
    "lessons.order.left_to_right": {
        "en": "Not quite: {value} is what you get by working from left to right. But × and ÷ come before + and −. Try again!",
        "ja": "おしい！{value} は左から順に計算したときの答えです。でも × と ÷ は ＋ と − より先に計算します。もう一度やってみよう！",
        "pl": "Jeszcze nie: {value} wychodzi, gdy liczysz od lewej do prawej. Ale × i ÷ wykonujemy przed + i −. Spróbuj jeszcze raz!",
    },
    "lessons.order.plus_first": {
        "en": "Not quite: {value} is what you get by adding before subtracting. + and − are on the same level: work them from left to right. Try again!",
        "ja": "おしい！{value} はたし算をひき算より先にしたときの答えです。＋ と − は同じ順位なので、左から順に計算します。もう一度やってみよう！",
        "pl": "Jeszcze nie: {value} wychodzi, gdy dodajesz przed odejmowaniem. + i − są na tym samym poziomie: licz je od lewej do prawej. Spróbuj jeszcze raz!",
    },
    "lessons.order.times_first": {
        "en": "Not quite: {value} is what you get by multiplying before dividing. × and ÷ are on the same level: work them from left to right. Try again!",
        "ja": "おしい！{value} はかけ算をわり算より先にしたときの答えです。× と ÷ は同じ順位なので、左から順に計算します。もう一度やってみよう！",
        "pl": "Jeszcze nie: {value} wychodzi, gdy mnożysz przed dzieleniem. × i ÷ są na tym samym poziomie: licz je od lewej do prawej. Spróbuj jeszcze raz!",
    },
    "lessons.order.rounded_division": {
        "en": "Not quite: {value} is what you get by rounding a division to a whole number. In these games division is exact: 7 ÷ 2 is 7/2, three and a half. Try again!",
        "ja": "おしい！{value} はわり算の答えを整数に切り捨てたときの答えです。このゲームのわり算はぴったり計算します：7 ÷ 2 は 7/2（3と2分の1）です。もう一度やってみよう！",
        "pl": "Jeszcze nie: {value} wychodzi, gdy zaokrąglasz wynik dzielenia do liczby całkowitej. W tych grach dzielenie jest dokładne: 7 ÷ 2 to 7/2, trzy i pół. Spróbuj jeszcze raz!",
    },
    "lessons.order.hint_levels": {
        "en": "First do × and ÷ from left to right, then + and − from left to right.",
        "ja": "まず × と ÷ を左から順に、つぎに ＋ と − を左から順に計算しよう。",
        "pl": "Najpierw wykonaj × i ÷ od lewej do prawej, potem + i − od lewej do prawej.",
    },
    "lessons.order.exact_right": {
        "en": "Right! Nothing is rounded: {steps}",
        "ja": "正解！ 途中で切り捨てはしません：{steps}",
        "pl": "Dobrze! Nic nie zaokrąglamy: {steps}",
    },
    "lessons.order.exact_wrong": {
        "en": "Look again: 7 ÷ 2 is not 3 here, it is exactly 7/2 (three and a half). What is 7/2 × 2?",
        "ja": "もう一度見てみよう：ここでは 7 ÷ 2 は 3 ではなく、ぴったり 7/2（3と2分の1）です。7/2 × 2 はいくつ？",
        "pl": "Sprawdź jeszcze raz: 7 ÷ 2 to tutaj nie 3, tylko dokładnie 7/2 (trzy i pół). Ile to 7/2 × 2?",
    },
    "lessons.order.dangling_right": {
        "en": "Right! The left side is not an expression. {reason}",
        "ja": "正解！ 左の式は正しい式ではありません。{reason}",
        "pl": "Dobrze! Lewa strona nie jest poprawnym wyrażeniem. {reason}",
    },
    "lessons.order.dangling_wrong": {
        "en": "Look at the end of the left side. {reason} So the equation is not complete.",
        "ja": "左の式の最後を見てみよう。{reason} だから方程式は完成していません。",
        "pl": "Spójrz na koniec lewej strony. {reason} Więc równanie nie jest ukończone.",
    },
    "lessons.order.sign_wrong": {
        "en": "Not this sign: {steps}, not 13. Try another one!",
        "ja": "その記号ではありません：{steps} で、13 になりません。ほかの記号をためそう！",
        "pl": "Nie ten znak: {steps}, a nie 13. Spróbuj innego!",
    },
    "lessons.order.build_wrong": {
        "en": "Your expression gives {steps}, not 14. Which card should be multiplied first?",
        "ja": "あなたの式は {steps} で、14 になりません。どのカードを先にかけるとよいかな？",
        "pl": "Twoje wyrażenie daje {steps}, a nie 14. Którą kartę trzeba najpierw pomnożyć?",
    },
}
