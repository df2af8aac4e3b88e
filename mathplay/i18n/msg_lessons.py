"""Messages of the lessons' checks (mathplay.lessons): shared ones, lesson 1 and the editions;
feedback for a 10–12 year old."""

MESSAGES: dict[str, dict[str, str]] = {
    "lessons.no_such_exercise": {
        "en": "There is no exercise {number} in this lesson: choose one of {known}.",
        "ja": "このレッスンに練習{number} はありません。{known} から選んでください。",
        "pl": "W tej lekcji nie ma zadania {number}: wybierz jedno z {known}.",
    },
    "lessons.bad_option": {
        "en": "The lesson option {name} is true or false, not {value!r}.",
        "ja": "レッスンの設定 {name} は True か False です。{value!r} ではありません。",
        "pl": "Ustawienie lekcji {name} to True albo False, a nie {value!r}.",
    },
    "lessons.unknown_option": {
        "en": "This lesson has no option {value!r}.",
        "ja": "このレッスンに設定 {value!r} はありません。",
        "pl": "Ta lekcja nie ma ustawienia {value!r}.",
    },
    "lessons.not_answered": {
        "en": "Exercise {number} is not answered yet: replace ... with your answer and run the cell again.",
        "ja": "練習{number} はまだ答えていません。... をあなたの答えに書きかえて、もう一度セルを実行しよう。",
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
        "pl": "Odpowiedz tak albo nie (albo True, albo False), a nie {answer}.",
    },
    "lessons.want_operator": {
        "en": "The answer here is one sign: +, −, × or ÷ (not {answer}).",
        "ja": "ここの答えは記号1つです：＋、−、×、÷ のどれか（{answer} ではありません）。",
        "pl": "Odpowiedzią jest tu jeden znak: +, −, · albo : (a nie {answer}).",
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
        "pl": "Użyj dokładnie tych kart, które masz, każdej raz. Brakuje: {missing}. Nie twoje: {extra}.",
    },
    "lessons.not_exact": {
        "en": "{answer} is close, but not exact: give the exact fraction, like 7/2.",
        "ja": "おしい！{answer} は近いけれど、ぴったりではありません。7/2 のように、ぴったりの分数で書こう。",
        "pl": "{answer} to blisko, ale niedokładnie: podaj dokładny ułamek, na przykład 7/2.",
    },
    "lessons.want_value": {
        "en": "Write the value itself, not the calculation: {answer} is still a calculation. What number does it make?",
        "ja": "計算の式ではなく、答えの数そのものを書こう。{answer} はまだ計算の式です。計算するといくつになるかな？",
        "pl": "Wpisz samą wartość, a nie działanie: {answer} to wciąż działanie. Jaka liczba z niego wychodzi?",
    },
    "lessons.want_choice": {
        "en": "Answer with one of the letters {choices} (not {answer}).",
        "ja": "{choices} のどれか1つの文字で答えよう（{answer} ではありません）。",
        "pl": "Odpowiedz jedną z liter: {choices} (a nie {answer}).",
    },
    "lessons.no_point": {
        "en": "Exercise {number}: no point yet. The box above says what to look at.",
        "ja": "練習{number}：まだ得点になりません。上の枠に見直すところが書いてあります。",
        "pl": "Zadanie {number}: na razie bez punktu. W ramce powyżej jest napisane, co sprawdzić.",
    },
    "lessons.notes.answer": {
        "en": "Exercise {number}, answer: {answer}",
        "ja": "練習{number} の答え：{answer}",
        "pl": "Zadanie {number}, odpowiedź: {answer}",
    },
    "lessons.notes.typical": {
        "en": "a typical wrong answer",
        "ja": "よくある間違い",
        "pl": "typowa błędna odpowiedź",
    },
    "lessons.notes.feedback": {
        "en": "what the check says (and what it reveals)",
        "ja": "チェックの返事（どこでつまずいたか）",
        "pl": "co odpowiada sprawdzanie (i co to mówi o błędzie)",
    },
    "lessons.wrong_number": {
        "en": "Not quite: {answer} is not right. {hint}",
        "ja": "{answer} ではありません。{hint}",
        "pl": "Jeszcze nie: {answer} to zła odpowiedź. {hint}",
    },
    "lessons.try_again": {
        "en": "Look again, step by step, and try once more.",
        "ja": "1つずつ見直して、もう一度やってみよう。",
        "pl": "Sprawdź jeszcze raz, krok po kroku, i spróbuj ponownie.",
    },
    "lessons.right_steps": {
        "en": "Right! {steps}",
        "ja": "正解！{steps}",
        "pl": "Dobrze! {steps}",
    },
    "lessons.reason.ask": {
        "en": '{said} Before you choose again, work this out: {question} Then write your choice and this answer in quotes, with a comma between them: "your choice, your answer".',
        "ja": '{said}もう一度選ぶ前に、これを考えよう：{question}そのあと、選んだ答えとこの答えを "選んだ答え, この答え" のようにコンマで区切って、引用符の中に書こう。',
        "pl": '{said} Zanim wybierzesz jeszcze raz, ustal: {question} Potem wpisz w cudzysłowie swój wybór i tę odpowiedź, oddzielone przecinkiem: "twój wybór, twoja odpowiedź".',
    },
    "lessons.reason.missing": {
        "en": 'First work this out: {question} Then write your choice and this answer in quotes: "your choice, your answer".',
        "ja": 'まずこれを考えよう：{question}そのあと、"選んだ答え, この答え" のように両方を引用符の中に書こう。',
        "pl": 'Najpierw ustal: {question} Potem wpisz w cudzysłowie oba: "twój wybór, twoja odpowiedź".',
    },
    "lessons.reason.wrong": {
        "en": "Not yet: {given} does not answer this: {question} Work it out step by step; your choice is checked once this answer is right.",
        "ja": "まだです：{given} はこの問いの答えではありません：{question}1つずつ考えよう。この答えが合ったら、選んだ答えを確かめます。",
        "pl": "Jeszcze nie: {given} to nie jest odpowiedź na pytanie: {question} Policz krok po kroku; twój wybór sprawdzimy, gdy ta odpowiedź będzie dobra.",
    },
    "lessons.order.left_to_right": {
        "en": "Not quite: {value} is what you get by working from left to right. But × and ÷ come before + and −. Try again!",
        "ja": "{value} は、左から順に計算したときの答えです。でも × と ÷ は ＋ と − より先に計算します。もう一度やってみよう！",
        "pl": "Jeszcze nie: {value} wychodzi, gdy liczysz od lewej do prawej. Ale mnożenie i dzielenie wykonujemy przed dodawaniem i odejmowaniem. Spróbuj jeszcze raz!",
    },
    "lessons.order.plus_first": {
        "en": "Not quite: {value} is what you get by adding before subtracting. + and − are on the same level: work them from left to right. Try again!",
        "ja": "{value} は、たし算をひき算より先にしたときの答えです。＋ と − は同じ順位なので、左から順に計算します。もう一度やってみよう！",
        "pl": "Jeszcze nie: {value} wychodzi, gdy dodajesz przed odejmowaniem. Dodawanie i odejmowanie są na tym samym poziomie: wykonuj je od lewej do prawej. Spróbuj jeszcze raz!",
    },
    "lessons.order.times_first": {
        "en": "Not quite: {value} is what you get by multiplying before dividing. × and ÷ are on the same level: work them from left to right. Try again!",
        "ja": "{value} は、かけ算をわり算より先にしたときの答えです。× と ÷ は同じ順位なので、左から順に計算します。もう一度やってみよう！",
        "pl": "Jeszcze nie: {value} wychodzi, gdy mnożysz przed dzieleniem. Mnożenie i dzielenie są na tym samym poziomie: wykonuj je od lewej do prawej. Spróbuj jeszcze raz!",
    },
    "lessons.order.rounded_division": {
        "en": "Not quite: {value} is what you get by rounding a division down to a whole number (like 7 ÷ 2 = 3 remainder 1). In these games division is exact: 7 ÷ 2 is 7/2, three and a half. Try again!",
        "ja": "{value} は、わり算を整数で止めて、あまりをすてたときの答えです（7 ÷ 2 = 3 あまり 1 の 3 のように）。このゲームのわり算はぴったり計算します：7 ÷ 2 は 7/2（3と2分の1）です。もう一度やってみよう！",
        "pl": "Jeszcze nie: {value} wychodzi, gdy wynik dzielenia obcinasz do liczby całkowitej (jak 7 : 2 = 3 reszty 1). W tych grach dzielenie jest dokładne: 7 : 2 to 7/2, trzy i pół. Spróbuj jeszcze raz!",
    },
    "lessons.order.hint_levels": {
        "en": "First do × and ÷ from left to right, then + and − from left to right.",
        "ja": "まず × と ÷ を左から順に、つぎに ＋ と − を左から順に計算しよう。",
        "pl": "Najpierw wykonaj mnożenie i dzielenie od lewej do prawej, potem dodawanie i odejmowanie od lewej do prawej.",
    },
    "lessons.order.exact_right": {
        "en": "Right! Nothing is rounded: {steps}",
        "ja": "正解！途中で切り捨てはしません：{steps}",
        "pl": "Dobrze! Nic nie zaokrąglamy: {steps}",
    },
    "lessons.order.exact_wrong": {
        "en": "Look again: 7 ÷ 2 is not 3 here, it is exactly 7/2 (three and a half). What is 7/2 × 2?",
        "ja": "もう一度見てみよう：ここでは 7 ÷ 2 は 3 あまり 1 ではなく、ぴったり 7/2（3と2分の1）です。7/2 × 2 はいくつ？",
        "pl": "Sprawdź jeszcze raz: 7 ÷ 2 to tutaj nie 3, tylko dokładnie 7/2 (trzy i pół). Ile to 7/2 × 2?",
    },
    "lessons.order.dangling_right": {
        "en": "Right! The left side is not an expression. {reason}",
        "ja": "正解！左の式は正しい式ではありません。{reason}",
        "pl": "Dobrze! Lewa strona nie jest poprawnym wyrażeniem. {reason}",
    },
    "lessons.order.dangling_wrong": {
        "en": "Not quite: read each side again, card by card. Is each side a whole expression?",
        "ja": "ちがいます。左右の式を、カードを1枚ずつ読み直そう。どちらの式も、終わりまでちゃんとした式になっているかな？",
        "pl": "Jeszcze nie: przeczytaj obie strony jeszcze raz, karta po karcie. Czy każda strona jest całym wyrażeniem?",
    },
    "lessons.order.reason_dangling": {
        "en": "What is the last card of the left side?",
        "ja": "左の式の最後のカードは何ですか？",
        "pl": "Jaka jest ostatnia karta lewej strony?",
    },
    "lessons.order.sign_wrong": {
        "en": "Not this sign: {steps}, not {target}. Try another one!",
        "ja": "その記号ではありません：{steps} で、{target} になりません。ほかの記号をためそう！",
        "pl": "Nie ten znak: {steps}, a nie {target}. Spróbuj innego!",
    },
    "lessons.order.reason_sign": {
        "en": "{equation}: what number must {part} make?",
        "ja": "{equation}：{part} はいくつになればよいですか？",
        "pl": "{equation}: jaką liczbę musi dać {part}?",
    },
    "lessons.order.build_wrong": {
        "en": "Your expression gives {steps}, not {target}. Which two cards should be multiplied first?",
        "ja": "あなたの式は {steps} で、{target} になりません。どの2枚のカードを先にかけるとよいかな？",
        "pl": "Twoje wyrażenie daje {steps}, a nie {target}. Które dwie karty trzeba najpierw pomnożyć?",
    },
    "lessons.order.choice_right": {
        "en": "Right! {equation} is true: {steps}.",
        "ja": "正解！{equation} は正しい等式です：{steps}。",
        "pl": "Dobrze! Równość {equation} jest prawdziwa: {steps}.",
    },
    "lessons.order.choice_wrong": {
        "en": 'Not {letter}: equation_holds("{equation}") says False. Try the others with equation_holds too!',
        "ja": '{letter} ではありません。equation_holds("{equation}") は False になります。ほかの等式も equation_holds で確かめよう！',
        "pl": 'Nie {letter}: equation_holds("{equation}") daje False. Sprawdź pozostałe też za pomocą equation_holds!',
    },
    "lessons.order.reason_choice": {
        "en": "What is the value of the left side, {left}?",
        "ja": "左の式 {left} の値はいくつですか？",
        "pl": "Jaka jest wartość lewej strony, {left}?",
    },
    "lessons.order.points_right": {
        "en": "Right! The equation has {cards:cards} (every digit is a card, and so is =), so it scores {cards} − 3 = {points:points}.",
        "ja": "正解！この等式のカードは {cards} 枚（数字1つが1枚、＝も1枚）なので、{cards} − 3 = {points} ポイントです。",
        "pl": "Dobrze! Równość ma {cards:cards} (każda cyfra to jedna karta, znak = też), więc daje {cards} − 3 = {points:points}.",
    },
    "lessons.order.points_one_card": {
        "en": "Not quite: {value} counts each number as one card. But a number with two digits is two digit cards: 12 is the cards 1 and 2.",
        "ja": "{value} は、数を1つで1枚と数えています。でも2けたの数は2枚の数字カードです：12 は 1 と 2 のカードです。",
        "pl": "Jeszcze nie: {value} liczy każdą liczbę jako jedną kartę. Ale liczba dwucyfrowa to dwie karty z cyframi: 12 to karty 1 i 2.",
    },
    "lessons.order.points_no_penalty": {
        "en": "Not quite: {value} is the number of cards. A completed equation scores its cards minus 3.",
        "ja": "おしい！{value} はカードの枚数です。完成した等式の得点は、カードの枚数から 3 をひいた数です。",
        "pl": "Prawie: {value} to liczba kart. Ukończona równość daje tyle punktów, ile ma kart, minus 3.",
    },
    "lessons.order.hint_points": {
        "en": "Hint: count every card, the = card too, then take away 3.",
        "ja": "ヒント：＝のカードもふくめて全部のカードを数え、3 をひこう。",
        "pl": "Podpowiedź: policz wszystkie karty, także kartę =, a potem odejmij 3.",
    },
    "lessons.order.q.value": {
        "en": "What is the value of **{expression}**?",
        "ja": "**{expression}** の値はいくつですか。",
        "pl": "Jaka jest wartość wyrażenia **{expression}**?",
    },
    "lessons.order.q.half": {
        "en": "Work out **{expression}**. The first step is done for you: {step}. What is the value?",
        "ja": "**{expression}** を計算しましょう。最初の計算はしてあります：{step}。値はいくつですか。",
        "pl": "Oblicz **{expression}**. Pierwszy krok jest gotowy: {step}. Jaka jest wartość?",
    },
    "lessons.order.q.cards": {
        "en": "The cards on the table are **{expression}**. What is their value?",
        "ja": "場のカードは **{expression}** です。値はいくつですか。",
        "pl": "Na stole leżą karty **{expression}**. Jaka jest ich wartość?",
    },
    "lessons.order.q.predict": {
        "en": "Predict first, then check: what is the value of **{expression}**? (Nothing is rounded.)",
        "ja": "先に予想してから確かめよう：**{expression}** の値はいくつですか（切り捨てはしません）。",
        "pl": "Najpierw przewiduj, potem sprawdź: jaka jest wartość wyrażenia **{expression}**? (Nic nie zaokrąglamy.)",
    },
    "lessons.order.q.dangling": {
        "en": 'Is **{equation}** a complete equation? Answer "yes" or "no".',
        "ja": '**{equation}** は完成した等式ですか。"yes"（はい）か "no"（いいえ）で答えましょう。',
        "pl": 'Czy **{equation}** to ukończone równanie? Odpowiedz "tak" albo "nie".',
    },
    "lessons.order.q.choice": {
        "en": 'Only one of these equations is true: {choices}. Which one? Check them with equation_holds, then answer "A", "B" or "C".',
        "ja": '次の等式のうち、正しいのは1つだけです：{choices}。どれでしょう。equation_holds で確かめてから、"A"、"B"、"C" のどれかで答えましょう。',
        "pl": 'Tylko jedna z tych równości jest prawdziwa: {choices}. Która? Sprawdź je za pomocą equation_holds i odpowiedz "A", "B" albo "C".',
    },
    "lessons.order.q.sign": {
        "en": 'Which sign makes **{equation}** true? Answer with one sign, like "+".',
        "ja": '**{equation}** を正しい等式にする記号はどれですか。"+" のように記号を1つ書きましょう。',
        "pl": 'Jaki znak sprawia, że równość **{equation}** jest prawdziwa? Odpowiedz jednym znakiem, na przykład "+".',
    },
    "lessons.order.q.points": {
        "en": "How many points does completing **{equation}** score?",
        "ja": "**{equation}** を完成させると何ポイントですか。",
        "pl": "Ile punktów daje ukończenie równości **{equation}**?",
    },
    "lessons.order.q.build": {
        "en": "Use all the cards **{cards}**, each once, to make an expression worth **{target}**. Write it in quotes.",
        "ja": "カード **{cards}** を全部1回ずつ使って、値が **{target}** になる式を作りましょう。引用符の中に書きます。",
        "pl": "Użyj wszystkich kart **{cards}**, każdej raz, i ułóż wyrażenie o wartości **{target}**. Zapisz je w cudzysłowie.",
    },
    "lessons.order.table.expression": {
        "en": "expression",
        "ja": "式",
        "pl": "wyrażenie",
    },
    "lessons.order.table.school": {
        "en": "× and ÷ first (right)",
        "ja": "× と ÷ が先（正しい）",
        "pl": "najpierw mnożenie i dzielenie (dobrze)",
    },
    "lessons.order.table.left_to_right": {
        "en": "left to right (wrong)",
        "ja": "左から順に（まちがい）",
        "pl": "od lewej do prawej (źle)",
    },
    "lessons.order.table.equation": {
        "en": "equation",
        "ja": "等式",
        "pl": "równość",
    },
    "lessons.order.table.cards": {
        "en": "cards",
        "ja": "カードの枚数",
        "pl": "liczba kart",
    },
    "lessons.order.table.complete": {
        "en": "complete?",
        "ja": "完成？",
        "pl": "ukończone?",
    },
    "lessons.order.table.points": {
        "en": "points",
        "ja": "ポイント",
        "pl": "punkty",
    },
    "lessons.yes": {
        "en": "yes",
        "ja": "はい",
        "pl": "tak",
    },
    "lessons.no": {
        "en": "no",
        "ja": "いいえ",
        "pl": "nie",
    },
    "lessons.edition.homework": {
        "en": "### As homework\n\nThe exercises of this lesson, each pupil with their own numbers, graded by nbgrader or otter-grader:\n\n```bash\nmathplay homework --lesson {name} --lang en --out course\n```\n\nThis writes an nbgrader course folder (`course/source/{name}/`: solution regions, locked grade cells worth a point each, hidden tests) and an otter-grader assignment (`course/otter/{name}/`, for `otter assign`). Pupils write their name in the first cell; `--feedback later` tells them only whether an answer can be read, and the marks come after they hand in.",
        "ja": "### 宿題として\n\nこのレッスンの練習を、児童・生徒ごとにちがう数で出し、nbgrader か otter-grader で採点できます。\n\n```bash\nmathplay homework --lesson {name} --lang ja --out course\n```\n\nnbgrader のコースフォルダー（`course/source/{name}/`：解答の部分、1問1点のロックされた採点セル、かくれたテスト）と、otter-grader の課題（`course/otter/{name}/`、`otter assign` 用）ができます。児童・生徒は最初のセルに自分の名前を書きます。`--feedback later` にすると、答えが読み取れるかどうかだけを伝え、採点は提出のあとになります。",
        "pl": "### Jako praca domowa\n\nZadania tej lekcji, każda osoba z własnymi liczbami, oceniane przez nbgrader albo otter-grader:\n\n```bash\nmathplay homework --lesson {name} --lang pl --out course\n```\n\nPowstaje folder kursu nbgrader (`course/source/{name}/`: miejsca na rozwiązania, zablokowane komórki oceniające po punkcie, ukryte testy) i zadanie otter-grader (`course/otter/{name}/`, dla `otter assign`). Każda osoba wpisuje swoje imię w pierwszej komórce; przy `--feedback later` dowiaduje się tylko, czy odpowiedź da się odczytać, a oceny są po oddaniu pracy.",
    },
    "lessons.edition.teacher_banner": {
        "en": "> **Teachers' edition** of lesson {name}. It holds the answers, the typical wrong answers and what they reveal, a 45-minute plan, unplugged activities and how to set the lesson as homework. Give pupils the pupils' edition (the folder `lessons/`): it holds no answers.",
        "ja": "> これはレッスン {name} の**先生用**です。答え、よくある間違いとそこから分かること、45分の授業計画、コンピューターを使わない活動、宿題の出し方がのっています。児童・生徒には答えのない児童・生徒用（フォルダー `lessons/`）を配ってください。",
        "pl": "> **Wersja dla nauczyciela** lekcji {name}. Zawiera odpowiedzi, typowe błędne odpowiedzi i to, co o nich mówią, plan lekcji na 45 minut, zajęcia bez komputera i sposób zadania lekcji jako pracy domowej. Dzieciom daj wersję z folderu `lessons/`: nie ma w niej odpowiedzi.",
    },
}
