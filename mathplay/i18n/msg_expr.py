"""Messages of mathplay.expr: every way a typed expression or a row of cards can be wrong."""

MESSAGES: dict[str, dict[str, str]] = {
    "expr.invalid": {
        "en": "This is not a valid expression.",
        "ja": "正しい式ではありません。",
        "pl": "To nie jest poprawne wyrażenie arytmetyczne.",
    },
    "expr.not_text": {
        "en": "An expression must be text, not {kind}.",
        "ja": "式は文字で入力してください（{kind}ではなく）。",
        "pl": "Wyrażenie musi być tekstem, a nie {kind}.",
    },
    "expr.empty": {
        "en": "The expression is empty: put at least one number here.",
        "ja": "式が空です。少なくとも1つの数を置いてください。",
        "pl": "Wyrażenie jest puste: połóż tu co najmniej jedną liczbę.",
    },
    "expr.dangling_operator": {
        "en": "The expression ends with {op}: a number must come after it.",
        "ja": "式が{op}で終わっています。記号のあとには数が必要です。",
        "pl": "Wyrażenie kończy się znakiem „{op}”, a po nim musi stać liczba.",
    },
    "expr.leading_operator": {
        "en": "The expression starts with {op}: it must start with a number.",
        "ja": "式が{op}で始まっています。式は数で始めてください。",
        "pl": "Wyrażenie zaczyna się znakiem „{op}”, a musi zaczynać się od liczby.",
    },
    "expr.unary_minus": {
        "en": "A minus sign cannot start the expression (no negative numbers in this game).",
        "ja": "式を − で始めることはできません（このゲームでは負の数は使いません）。",
        "pl": "Wyrażenie nie może zaczynać się minusem (w tej grze nie ma liczb ujemnych).",
    },
    "expr.two_operators": {
        "en": "Two signs in a row ({first} {second}): put a number between them.",
        "ja": "記号が2つ続いています（{first} {second}）。間に数を入れてください。",
        "pl": "Dwa znaki obok siebie ({first} {second}): wstaw między nie liczbę.",
    },
    "expr.leading_zero": {
        "en": "The number {number} starts with 0: a number with two or more digits cannot.",
        "ja": "{number}は0で始まっています。2けた以上の数は0で始められません。",
        "pl": "Liczba {number} zaczyna się od 0: liczba wielocyfrowa nie może.",
    },
    "expr.digits_not_joined": {
        "en": "Two digits in a row ({first} {second}): in this game they need a sign between.",
        "ja": "数字が2つ続いています（{first} {second}）。このゲームでは間に記号が必要です。",
        "pl": "Dwie cyfry obok siebie ({first} {second}): w tej grze potrzebny jest między nimi znak.",
    },
    "expr.division_by_zero": {
        "en": "Division by zero: nothing can be divided by 0.",
        "ja": "0で割ることはできません。",
        "pl": "Dzielenie przez zero: przez 0 nie można dzielić.",
    },
    "expr.unknown_symbol": {
        "en": "Unknown symbol {symbol!r}: use digits 0–9 and + − × ÷.",
        "ja": "{symbol!r}は使えません。数字0〜9と ＋ − × ÷ を使ってください。",
        "pl": "Nieznany symbol {symbol!r}: używaj cyfr 0–9 i znaków + − × ÷.",
    },
    "expr.not_plain": {
        "en": "{symbol} is a raised, lowered or circled form, not a card: write plain digits 0–9 and + − × ÷.",
        "ja": "{symbol}は上付き・下付き・丸囲みの文字で、カードではありません。ふつうの数字0〜9と ＋ − × ÷ で書いてください。",
        "pl": "{symbol} to znak w indeksie albo w kółku, a nie karta: pisz zwykłymi cyframi 0–9 i znakami + − × ÷.",
    },
    "expr.not_cards": {
        "en": 'Cards are a text such as "2 + 3" or a list such as ["2", "+", "3"], not {cards}.',
        "ja": 'カードは「2 + 3」のような文字列か「["2", "+", "3"]」のようなリストです。{cards}ではありません。',
        "pl": 'Karty to tekst, np. "2 + 3", albo lista, np. ["2", "+", "3"], a nie {cards}.',
    },
    "expr.too_many_cards": {
        "en": "Too many cards: at most {limit}.",
        "ja": "カードが多すぎます。最大{limit}枚です。",
        "pl": "Za dużo kart: najwyżej {limit}.",
    },
    "expr.not_a_card": {
        "en": "{card!r} is not one card: each card is one digit, one sign, = or Y.",
        "ja": "{card!r}は1枚のカードではありません。カードは数字1つ、記号1つ、＝ または Y です。",
        "pl": "{card!r} to nie jest jedna karta: karta to jedna cyfra, jeden znak, = albo Y.",
    },
    "expr.too_long": {
        "en": "The expression is too long ({length:characters}; at most {limit}).",
        "ja": "式が長すぎます（{length}文字。最大{limit}文字）。",
        "pl": "Wyrażenie jest za długie ({length:characters}; najwyżej {limit}).",
    },
    "expr.unexpected_equals": {
        "en": "An expression has no =: use equation_holds for an equation.",
        "ja": "式に ＝ は入りません。等式には equation_holds を使ってください。",
        "pl": "Wyrażenie nie zawiera =: dla równania użyj equation_holds.",
    },
    "expr.no_equals": {
        "en": "An equation needs an = between its two sides.",
        "ja": "等式には左右の間に ＝ が必要です。",
        "pl": "Równanie potrzebuje znaku = między dwiema stronami.",
    },
    "expr.wildcard": {
        "en": "The Y card must first become a digit or a sign.",
        "ja": "変数Y は先に数字か記号に決めてください。",
        "pl": "Karta Y (zmienna) musi najpierw stać się cyfrą albo znakiem.",
    },
}
