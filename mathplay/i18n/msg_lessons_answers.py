"""Messages for answers a check cannot read as asked (mathplay.lessons.readers): numbers too
long to be an answer, values that are no number, objects that break when looked at."""

MESSAGES: dict[str, dict[str, str]] = {
    "lessons.answer.too_long": {
        "en": "That number is too long to be the answer: it has more than {limit} digits.",
        "ja": "その数は長すぎて答えになりません。{limit}けたより多くあります。",
        "pl": "Ta liczba jest za długa, żeby była odpowiedzią: ma więcej niż {limit} cyfr.",
    },
    "lessons.answer.not_a_number": {
        "en": "{answer} is not a number you can count with: write a number such as 7 or 5/3.",
        "ja": "{answer} は計算に使える数ではありません。7 や 5/3 のような数を書いてください。",
        "pl": "{answer} to nie jest liczba, którą da się liczyć: napisz liczbę, na przykład 7 albo 5/3.",
    },
    "lessons.answer.unreadable": {
        "en": 'This answer cannot be read: write a number, or text in quotes such as "yes".',
        "ja": 'この答えは読めません。数か、"yes" のように引用符の中の文字で書いてください。',
        "pl": 'Nie da się odczytać tej odpowiedzi: napisz liczbę albo tekst w cudzysłowie, np. "tak".',
    },
}
