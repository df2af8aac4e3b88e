"""Messages of the lessons' checks (mathplay.lessons): feedback for a 10–12 year old."""

MESSAGES: dict[str, dict[str, str]] = {
    # ----- shared by every lesson -------------------------------------------------------
    "lessons.no_such_exercise": {
        "en": "There is no exercise {number} in this lesson: choose one of {known}.",
        "ja": "このレッスンに練習{number} はありません。{known} から選んでください。",
        "pl": "W tej lekcji nie ma zadania {number}: wybierz jedno z {known}.",
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
        "pl": "Użyj dokładnie tych kart, które masz, każdej raz. Brakuje: {missing}. Nie twoje: {extra}.",
    },
    "lessons.not_exact": {
        "en": "{answer} is very close, but not exact: write the answer as a fraction, like 7/2.",
        "ja": "{answer} はとても近いけれど、ぴったりではありません。7/2 のように分数で書こう。",
        "pl": "{answer} jest bardzo blisko, ale niedokładnie: zapisz wynik jako ułamek, na przykład 7/2.",
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
        "ja": "正解！{steps}",
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
        "ja": "正解！途中で切り捨てはしません：{steps}",
        "pl": "Dobrze! Nic nie zaokrąglamy: {steps}",
    },
    "lessons.order.exact_wrong": {
        "en": "Look again: 7 ÷ 2 is not 3 here, it is exactly 7/2 (three and a half). What is 7/2 × 2?",
        "ja": "もう一度見てみよう：ここでは 7 ÷ 2 は 3 ではなく、ぴったり 7/2（3と2分の1）です。7/2 × 2 はいくつ？",
        "pl": "Sprawdź jeszcze raz: 7 ÷ 2 to tutaj nie 3, tylko dokładnie 7/2 (trzy i pół). Ile to 7/2 × 2?",
    },
    "lessons.order.dangling_right": {
        "en": "Right! The left side is not an expression. {reason}",
        "ja": "正解！左の式は正しい式ではありません。{reason}",
        "pl": "Dobrze! Lewa strona nie jest poprawnym wyrażeniem. {reason}",
    },
    "lessons.order.dangling_wrong": {
        "en": "Look at the end of the left side. {reason} So the equation is not complete.",
        "ja": "左の式の最後を見てみよう。{reason} だから等式は完成していません。",
        "pl": "Spójrz na koniec lewej strony. {reason} Więc równanie nie jest ukończone.",
    },
    "lessons.order.sign_wrong": {
        "en": "Not this sign: {steps}, not {target}. Try another one!",
        "ja": "その記号ではありません：{steps} で、{target} になりません。ほかの記号をためそう！",
        "pl": "Nie ten znak: {steps}, a nie {target}. Spróbuj innego!",
    },
    "lessons.order.build_wrong": {
        "en": "Your expression gives {steps}, not {target}. Which two cards should be multiplied first?",
        "ja": "あなたの式は {steps} で、{target} になりません。どの2枚のカードを先にかけるとよいかな？",
        "pl": "Twoje wyrażenie daje {steps}, a nie {target}. Które dwie karty trzeba najpierw pomnożyć?",
    },
    "lessons.order.choice_right": {
        "en": "Right! {equation} is true: {steps}.",
        "ja": "正解！{equation} は正しい等式です：{steps}。",
        "pl": "Dobrze! {equation} jest prawdziwe: {steps}.",
    },
    "lessons.order.choice_wrong": {
        "en": "Not {letter}: equation_holds(\"{equation}\") says False. Try the others with equation_holds too!",
        "ja": "{letter} ではありません。equation_holds(\"{equation}\") は False になります。ほかの等式も equation_holds でためそう！",
        "pl": "Nie {letter}: equation_holds(\"{equation}\") daje False. Sprawdź pozostałe też za pomocą equation_holds!",
    },
    "lessons.order.points_right": {
        "en": "Right! The equation has {cards} cards (every digit is a card, and so is =), so it scores {cards} − 3 = {points} points.",
        "ja": "正解！この等式のカードは {cards} 枚（数字1つが1枚、＝も1枚）なので、{cards} − 3 = {points} ポイントです。",
        "pl": "Dobrze! Równanie ma {cards} kart (każda cyfra to jedna karta, znak = też), więc liczba punktów to {cards} − 3 = {points}.",
    },
    "lessons.order.points_one_card": {
        "en": "Not quite: {value} counts each number as one card. But a number with two digits is two digit cards: 12 is the cards 1 and 2.",
        "ja": "おしい！{value} は数を1つで1枚と数えています。でも2けたの数は2枚の数字カードです：12 は 1 と 2 のカードです。",
        "pl": "Jeszcze nie: {value} liczy każdą liczbę jako jedną kartę. Ale liczba dwucyfrowa to dwie karty z cyframi: 12 to karty 1 i 2.",
    },
    "lessons.order.points_no_penalty": {
        "en": "Not quite: {value} is the number of cards. A completed equation scores its cards minus 3.",
        "ja": "おしい！{value} はカードの枚数です。完成した等式の得点は、カードの枚数から 3 をひいた数です。",
        "pl": "Jeszcze nie: {value} to liczba kart. Ukończone równanie daje tyle punktów, ile ma kart, minus 3.",
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
        "en": "Is **{equation}** a complete equation? Answer \"yes\" or \"no\".",
        "ja": "**{equation}** は完成した等式ですか。\"yes\"（はい）か \"no\"（いいえ）で答えましょう。",
        "pl": "Czy **{equation}** to ukończone równanie? Odpowiedz \"tak\" albo \"nie\".",
    },
    "lessons.order.q.choice": {
        "en": "Only one of these equations is true: {choices}. Which one? Check them with equation_holds, then answer \"A\", \"B\" or \"C\".",
        "ja": "次の等式のうち、正しいのは1つだけです：{choices}。どれでしょう。equation_holds で確かめてから、\"A\"、\"B\"、\"C\" のどれかで答えましょう。",
        "pl": "Tylko jedno z tych równań jest prawdziwe: {choices}. Które? Sprawdź je za pomocą equation_holds i odpowiedz \"A\", \"B\" albo \"C\".",
    },
    "lessons.order.q.sign": {
        "en": "Which sign makes **{equation}** true? Answer with one sign, like \"+\".",
        "ja": "**{equation}** を正しい等式にする記号はどれですか。\"+\" のように記号を1つ書きましょう。",
        "pl": "Jaki znak sprawia, że **{equation}** jest prawdziwe? Odpowiedz jednym znakiem, na przykład \"+\".",
    },
    "lessons.order.q.points": {
        "en": "How many points does completing **{equation}** score?",
        "ja": "**{equation}** を完成させると何ポイントですか。",
        "pl": "Ile punktów daje ukończenie równania **{equation}**?",
    },
    "lessons.order.q.build": {
        "en": "Use all the cards **{cards}**, each once, to make an expression worth **{target}**. Write it in quotes.",
        "ja": "カード **{cards}** を全部1回ずつ使って、値が **{target}** になる式を作りましょう。引用符の中に書きます。",
        "pl": "Użyj wszystkich kart **{cards}**, każdej raz, i ułóż wyrażenie o wartości **{target}**. Zapisz je w cudzysłowie.",
    },
    "lessons.order.table.expression": {"en": "expression", "ja": "式", "pl": "wyrażenie"},
    "lessons.order.table.school": {
        "en": "× and ÷ first (right)",
        "ja": "× と ÷ が先（正しい）",
        "pl": "najpierw × i ÷ (dobrze)",
    },
    "lessons.order.table.left_to_right": {
        "en": "left to right (wrong)",
        "ja": "左から順に（まちがい）",
        "pl": "od lewej do prawej (źle)",
    },
    "lessons.order.table.equation": {"en": "equation", "ja": "等式", "pl": "równanie"},
    "lessons.order.table.cards": {"en": "cards", "ja": "カードの枚数", "pl": "liczba kart"},
    "lessons.order.table.complete": {"en": "complete?", "ja": "完成？", "pl": "ukończone?"},
    "lessons.order.table.points": {"en": "points", "ja": "ポイント", "pl": "punkty"},
    "lessons.yes": {"en": "yes", "ja": "はい", "pl": "tak"},
    "lessons.no": {"en": "no", "ja": "いいえ", "pl": "nie"},
    "lessons.edition.homework": {
        "en": "### As homework\n\nThe exercises of this lesson, each pupil with their own numbers, graded by nbgrader or otter-grader:\n\n```bash\nmathplay homework --lesson {name} --lang en --out course\n```\n\nThis writes an nbgrader course folder (`course/source/{name}/`: solution regions, locked grade cells worth a point each, hidden tests) and an otter-grader assignment (`course/otter/{name}/`, for `otter assign`). Pupils write their name in the first cell; `--feedback later` tells them only whether an answer can be read, and the marks come after they hand in.",
        "ja": "### 宿題として\n\nこのレッスンの練習を、児童・生徒ごとにちがう数で出し、nbgrader か otter-grader で採点できます。\n\n```bash\nmathplay homework --lesson {name} --lang ja --out course\n```\n\nnbgrader のコースフォルダー（`course/source/{name}/`：解答の部分、1問1点のロックされた採点セル、かくれたテスト）と、otter-grader の課題（`course/otter/{name}/`、`otter assign` 用）ができます。児童・生徒は最初のセルに自分の名前を書きます。`--feedback later` にすると、答えが読み取れるかどうかだけを伝え、採点は提出のあとになります。",
        "pl": "### Jako praca domowa\n\nZadania tej lekcji, każdy uczeń z własnymi liczbami, oceniane przez nbgrader albo otter-grader:\n\n```bash\nmathplay homework --lesson {name} --lang pl --out course\n```\n\nPowstaje folder kursu nbgrader (`course/source/{name}/`: miejsca na rozwiązania, zablokowane komórki oceniające po punkcie, ukryte testy) i zadanie otter-grader (`course/otter/{name}/`, dla `otter assign`). Uczniowie wpisują swoje imię w pierwszej komórce; przy `--feedback later` dowiadują się tylko, czy odpowiedź da się odczytać, a oceny są po oddaniu pracy.",
    },
    "lessons.edition.teacher_banner": {
        "en": "> **Teachers' edition** of lesson {name}. It holds the answers, the typical wrong answers and what they reveal, a 45-minute plan, unplugged activities and how to set the lesson as homework. Give pupils the pupils' edition (the folder `lessons/`): it holds no answers.",
        "ja": "> これはレッスン {name} の**先生用**です。答え、よくある間違いとそこから分かること、45分の授業計画、コンピューターを使わない活動、宿題の出し方がのっています。児童・生徒には答えのない児童・生徒用（フォルダー `lessons/`）を配ってください。",
        "pl": "> **Wersja dla nauczyciela** lekcji {name}. Zawiera odpowiedzi, typowe błędne odpowiedzi i to, co o nich mówią, plan lekcji na 45 minut, zajęcia bez komputera i sposób zadania lekcji jako pracy domowej. Uczniom daj wersję dla ucznia (folder `lessons/`): nie ma w niej odpowiedzi.",
    },

    # ----- lesson 2: the biggest expression ---------------------------------------------
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
    "lessons.best.hint_join": {
        "en": "Hint: join two digits into one number, and let the biggest digit multiply it. Which two digits make the best pair?",
        "ja": "ヒント：2つの数字をくっつけて1つの数にし、いちばん大きい数字をかけよう。どの2つをくっつけるとよいかな？",
        "pl": "Podpowiedź: połącz dwie cyfry w jedną liczbę i pomnóż ją przez największą cyfrę. Które dwie cyfry najlepiej połączyć?",
    },
    "lessons.best.plus_or_times": {
        "en": "Answer \"+\" or \"×\": which makes more with {a} and {b}?",
        "ja": "\"+\" か \"×\" で答えよう：{a} と {b} で大きくなるのはどちら？",
        "pl": "Odpowiedz \"+\" albo \"×\": co daje więcej z {a} i {b}?",
    },
    "lessons.best.sign_right": {
        "en": "Right! {a} + {b} = {plus} and {a} × {b} = {times}.",
        "ja": "正解！{a} + {b} = {plus}、{a} × {b} = {times}。",
        "pl": "Dobrze! {a} + {b} = {plus}, a {a} × {b} = {times}.",
    },
    "lessons.best.sign_wrong": {
        "en": "Look again: {a} + {b} = {plus} and {a} × {b} = {times}. × makes more only when neither number is 0 or 1.",
        "ja": "もう一度見てみよう：{a} + {b} = {plus}、{a} × {b} = {times}。× で大きくなるのは、どちらの数も 0 や 1 でないときだけです。",
        "pl": "Sprawdź jeszcze raz: {a} + {b} = {plus}, a {a} × {b} = {times}. × daje więcej tylko wtedy, gdy żadna z liczb nie jest 0 ani 1.",
    },
    "lessons.best.values_right": {
        "en": "Right! {rows} rows, but only {values} different values: many rows share a value.",
        "ja": "正解！並べ方は {rows} 通りでも、ちがう値は {values} 個だけです。同じ値になる並べ方がたくさんあります。",
        "pl": "Dobrze! {rows} rzędów, ale tylko {values} różnych wartości: wiele rzędów ma tę samą wartość.",
    },
    "lessons.best.values_rows": {
        "en": "Not quite: {value} is the number of rows. Some rows have the same value: how many different values are there?",
        "ja": "おしい！{value} は並べ方の数です。同じ値になる並べ方もあります。ちがう値はいくつあるかな？",
        "pl": "Jeszcze nie: {value} to liczba rzędów. Niektóre rzędy mają tę samą wartość: ile jest różnych wartości?",
    },
    "lessons.best.hint_values": {
        "en": "Hint: run all_values(\"{cards}\") in an empty cell and count its rows (len(...)).",
        "ja": "ヒント：空のセルで all_values(\"{cards}\") を実行して、表の行の数を数えよう（len(...)）。",
        "pl": "Podpowiedź: uruchom all_values(\"{cards}\") w pustej komórce i policz wiersze tabeli (len(...)).",
    },
    "lessons.best.q.plus_or_times": {
        "en": "**Predict first.** Which makes more with the numbers **{a}** and **{b}**: + or ×? Answer \"+\" or \"×\".",
        "ja": "**先に予想しよう**　数 **{a}** と **{b}** で、大きくなるのは ＋ と × のどちらですか。\"+\" か \"×\" で答えましょう。",
        "pl": "**Najpierw przewiduj.** Co daje więcej z liczbami **{a}** i **{b}**: + czy ×? Odpowiedz \"+\" albo \"×\".",
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
    "lessons.best.table.cards": {"en": "cards", "ja": "カードの枚数", "pl": "liczba kart"},
    "lessons.best.table.rows": {"en": "rows", "ja": "並べ方", "pl": "liczba rzędów"},
    "lessons.best.table.time": {
        "en": "time to try them all",
        "ja": "全部ためすのにかかる時間",
        "pl": "czas sprawdzenia wszystkich",
    },
    "lessons.best.table.hand": {"en": "cards", "ja": "カード", "pl": "karty"},
    "lessons.best.table.example": {"en": "example", "ja": "例", "pl": "przykład"},
    "lessons.best.table.player": {"en": "player", "ja": "プレイヤー", "pl": "gracz"},
    "lessons.best.table.row": {"en": "best row", "ja": "いちばんよい並び", "pl": "najlepszy rząd"},
    "lessons.best.table.value": {"en": "value", "ja": "値", "pl": "wartość"},
    "lessons.best.table.rank": {"en": "place", "ja": "順位", "pl": "miejsce"},
    "lessons.best.table.rows_with_value": {
        "en": "rows with this value",
        "ja": "この値になる並べ方の数",
        "pl": "rzędy o tej wartości",
    },
    "lessons.best.time.years": {"en": "{n} years", "ja": "{n} 年", "pl": "{n} lat"},
    "lessons.best.time.days": {"en": "{n} days", "ja": "{n} 日", "pl": "{n} dni"},
    "lessons.best.time.hours": {"en": "{n} hours", "ja": "{n} 時間", "pl": "{n} godz."},
    "lessons.best.time.minutes": {"en": "{n} minutes", "ja": "{n} 分", "pl": "{n} min"},
    "lessons.best.time.seconds": {"en": "{n} seconds", "ja": "{n} 秒", "pl": "{n} s"},
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
        "en": "Hint: one digit stays alone and multiplies the two-digit number. Try each digit as the one alone.",
        "ja": "ヒント：1つの数字だけが1けたのままで、2けたの数にかけます。どの数字を1けたにするか、全部ためそう。",
        "pl": "Podpowiedź: jedna cyfra zostaje sama i mnoży liczbę dwucyfrową. Sprawdź po kolei każdą cyfrę jako tę samotną.",
    },
    "lessons.best.hint_product": {
        "en": "Hint: × beats +. Make the product as big as you can, then add what is left.",
        "ja": "ヒント：＋ より × のほうが大きくなります。かけ算をできるだけ大きくして、残りをたそう。",
        "pl": "Podpowiedź: × daje więcej niż +. Zrób jak największy iloczyn, a potem dodaj resztę.",
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
        "en": "Right! These cards make {count} different rows.",
        "ja": "正解！このカードでちがう並べ方は {count} 通りです。",
        "pl": "Dobrze! Z tych kart da się ułożyć {count} różnych rzędów.",
    },
    "lessons.best.hint_count": {
        "en": "Hint: first count the orders of the digits (how many can go first, then second, ...), then the places between two digits where the sign can lie.",
        "ja": "ヒント：まず数字の並べ方の数（1番目に来られるのは何枚、2番目は…）を数え、次に記号を置ける数字と数字の間の数を数えよう。",
        "pl": "Podpowiedź: najpierw policz, na ile sposobów można ustawić cyfry (ile może być pierwsza, ile druga, ...), a potem, w ilu miejscach między cyframi może leżeć znak.",
    },
    # ----- lesson 3: sum to 15 (Triolet) ------------------------------------------------
    "lessons.trio.right": {
        "en": "Right! {line} = 15: a trio.",
        "ja": "正解！{line} = 15：トリオです。",
        "pl": "Dobrze! {line} = 15: trio.",
    },
    "lessons.trio.wrong_sum": {
        "en": "Not quite: {line} = {total}, not 15. Try again!",
        "ja": "おしい！{line} = {total} で、15 になりません。もう一度やってみよう！",
        "pl": "Jeszcze nie: {line} = {total}, a nie 15. Spróbuj jeszcze raz!",
    },
    "lessons.trio.not_on_rack": {
        "en": "{tile} is not on your rack: you hold {rack}.",
        "ja": "{tile} はあなたのラックにありません。ラックにあるのは {rack} です。",
        "pl": "Nie masz {tile} na stojaku: masz {rack}.",
    },
    "lessons.trio.points_right": {
        "en": "Right! {points} points.",
        "ja": "正解！{points} ポイントです。",
        "pl": "Dobrze! Liczba punktów: {points}.",
    },
    "lessons.trio.hint_pair": {
        "en": "Hint: a pair scores the sum of its two tiles.",
        "ja": "ヒント：2枚のペアの得点は、2枚のタイルの和です。",
        "pl": "Podpowiedź: para płytek jest warta sumę obu płytek.",
    },
    "lessons.trio.pair_right_no": {
        "en": "Right! {a} + {b} = {sum}, and two tiles side by side may sum to 15 at most.",
        "ja": "正解！{a} + {b} = {sum}。となり合う2枚のタイルの和は 15 までです。",
        "pl": "Dobrze! {a} + {b} = {sum}, a dwie płytki obok siebie mogą dać razem najwyżej 15.",
    },
    "lessons.trio.pair_right_yes": {
        "en": "Right! {a} + {b} = {sum}: not more than 15, so they may lie side by side.",
        "ja": "正解！{a} + {b} = {sum}。15 をこえないので、となりに置けます。",
        "pl": "Dobrze! {a} + {b} = {sum}: nie więcej niż 15, więc mogą leżeć obok siebie.",
    },
    "lessons.trio.pair_wrong": {
        "en": "Look again: two tiles side by side may sum to 15 at most. What is {a} + {b}?",
        "ja": "もう一度見てみよう：となり合う2枚のタイルの和は 15 までです。{a} + {b} はいくつ？",
        "pl": "Sprawdź jeszcze raz: dwie płytki obok siebie mogą dać razem najwyżej 15. Ile to {a} + {b}?",
    },
    "lessons.trio.neighbour_right": {
        "en": "Right! {tile} + {biggest} = 15, and one more would be too much.",
        "ja": "正解！{tile} + {biggest} = 15。これより1大きいと多すぎます。",
        "pl": "Dobrze! {tile} + {biggest} = 15, a o jeden więcej to już za dużo.",
    },
    "lessons.trio.neighbour_too_big": {
        "en": "Not quite: {tile} + {given} = {sum}, more than 15. Try a smaller tile.",
        "ja": "おしい！{tile} + {given} = {sum} で、15 をこえています。もっと小さいタイルにしよう。",
        "pl": "Jeszcze nie: {tile} + {given} = {sum}, więcej niż 15. Spróbuj mniejszej płytki.",
    },
    "lessons.trio.neighbour_bigger": {
        "en": "{tile} + {given} = {sum} is allowed, but a bigger tile is allowed too. How far can you go?",
        "ja": "{tile} + {given} = {sum} は置けますが、もっと大きいタイルも置けます。どこまで大きくできるかな？",
        "pl": "{tile} + {given} = {sum} jest dozwolone, ale większa płytka też. Jak daleko można pójść?",
    },
    "lessons.trio.count_right": {
        "en": "Right! They are {trios}.",
        "ja": "正解！{trios} です。",
        "pl": "Dobrze! To {trios}.",
    },
    "lessons.trio.hint_count": {
        "en": "Hint: {tile} + ? + ? = 15, so the other two tiles sum to {rest}. List them from 0 + {rest} upwards (and count {tile} + {tile} too, if it fits).",
        "ja": "ヒント：{tile} + ? + ? = 15 なので、残りの2枚の和は {rest} です。0 + {rest} から順に書き出そう（{tile} が2枚入る組も、入るなら数えよう）。",
        "pl": "Podpowiedź: {tile} + ? + ? = 15, więc pozostałe dwie płytki dają razem {rest}. Wypisz je od 0 + {rest} w górę (i policz też {tile} + {tile}, jeśli pasuje).",
    },
    "lessons.trio.racks_right": {
        "en": "Right! {steps}: any copy of each tile can be on the rack.",
        "ja": "正解！{steps}：それぞれのタイルのどの1枚がラックにあってもよいからです。",
        "pl": "Dobrze! {steps}: na stojaku może być dowolna kopia każdej płytki.",
    },
    "lessons.trio.racks_added": {
        "en": "Not quite: {value} adds the copies. Each copy of the first tile goes with each copy of the second, and each of those with each copy of the third: multiply.",
        "ja": "おしい！{value} は枚数をたしています。1つ目のタイルのどの1枚も、2つ目のどの1枚とも組めて、さらに3つ目のどの1枚とも組めます。かけ算をしよう。",
        "pl": "Jeszcze nie: {value} to suma kopii. Każda kopia pierwszej płytki pasuje do każdej kopii drugiej, a każda taka para do każdej kopii trzeciej: trzeba mnożyć.",
    },
    "lessons.trio.hint_racks": {
        "en": "Hint: look up how many copies of each tile the bag holds, and multiply the three numbers.",
        "ja": "ヒント：袋にそれぞれのタイルが何枚あるかを調べて、3つの数をかけよう。",
        "pl": "Podpowiedź: sprawdź, ile kopii każdej płytki jest w woreczku, i pomnóż te trzy liczby.",
    },
    "lessons.trio.chance_right": {
        "en": "Right! {chance}, about {percent}: roughly one rack in 17.",
        "ja": "正解！{chance}、およそ {percent}。だいたい17回に1回です。",
        "pl": "Dobrze! {chance}, około {percent}: mniej więcej jeden stojak na 17.",
    },
    "lessons.trio.chance_count": {
        "en": "Not quite: {value} is how many racks are trios. A chance is that number divided by all the racks.",
        "ja": "おしい！{value} はトリオになるラックの数です。確率は、その数をすべてのラックの数でわったものです。",
        "pl": "Jeszcze nie: {value} to liczba stojaków z trio. Prawdopodobieństwo to ta liczba podzielona przez liczbę wszystkich stojaków.",
    },
    "lessons.trio.chance_trios": {
        "en": "Not quite: {value} counts each trio once. But common trios, like 3 + 5 + 7, can be made by many racks: add up the racks.",
        "ja": "おしい！{value} はトリオを1つずつしか数えていません。3 + 5 + 7 のようによくあるトリオは、たくさんのラックで作れます。ラックの数をたそう。",
        "pl": "Jeszcze nie: {value} liczy każde trio raz. Ale częste trio, jak 3 + 5 + 7, może dać wiele stojaków: dodaj liczby stojaków.",
    },
    "lessons.trio.hint_chance": {
        "en": "Hint: trio racks ÷ all racks, written as a fraction like \"4904/85320\".",
        "ja": "ヒント：トリオのラックの数 ÷ すべてのラックの数を、\"4904/85320\" のように分数で書こう。",
        "pl": "Podpowiedź: stojaki z trio ÷ wszystkie stojaki, zapisane jako ułamek, na przykład \"4904/85320\".",
    },
    "lessons.trio.about_right": {
        "en": "Good prediction! About {expected} are expected among {racks} racks; the computer draws them below.",
        "ja": "よい予想です！{racks} 回のうちトリオはおよそ {expected} 回と考えられます。下でコンピューターが引いてみます。",
        "pl": "Dobre przewidywanie! Wśród {racks} stojaków spodziewamy się około {expected} z trio; poniżej komputer je losuje.",
    },
    "lessons.trio.about_low": {
        "en": "{given} is too few: about one rack in 17 is a trio. What is {racks} ÷ 17?",
        "ja": "{given} では少なすぎます：トリオになるのはだいたい17回に1回です。{racks} ÷ 17 はいくつ？",
        "pl": "{given} to za mało: mniej więcej jeden stojak na 17 to trio. Ile to {racks} ÷ 17?",
    },
    "lessons.trio.about_high": {
        "en": "{given} is too many: about one rack in 17 is a trio. What is {racks} ÷ 17?",
        "ja": "{given} では多すぎます：トリオになるのはだいたい17回に1回です。{racks} ÷ 17 はいくつ？",
        "pl": "{given} to za dużo: mniej więcej jeden stojak na 17 to trio. Ile to {racks} ÷ 17?",
    },
    "lessons.trio.q.tile": {
        "en": "Which tile makes a trio with **{tiles}**?",
        "ja": "**{tiles}** とトリオになるタイルはどれですか。",
        "pl": "Jaka płytka tworzy trio z **{tiles}**?",
    },
    "lessons.trio.q.rack": {
        "en": "Which tile of your rack **{rack}** makes a trio with **{tiles}**?",
        "ja": "ラック **{rack}** のどのタイルが **{tiles}** とトリオになりますか。",
        "pl": "Która płytka ze stojaka **{rack}** tworzy trio z **{tiles}**?",
    },
    "lessons.trio.q.count": {
        "en": "How many different trios use the tile **{tile}**?",
        "ja": "タイル **{tile}** を使うトリオは何種類ありますか。",
        "pl": "Ile różnych trio zawiera płytkę **{tile}**?",
    },
    "lessons.trio.q.racks_half": {
        "en": "How many different racks hold exactly **{trio}**? Half done: the bag holds {copies} copies of these tiles.",
        "ja": "ちょうど **{trio}** になるラックは何通りありますか。とちゅうまで：袋にはこのタイルがそれぞれ {copies} 枚あります。",
        "pl": "Ile różnych stojaków zawiera dokładnie **{trio}**? W połowie zrobione: w woreczku jest {copies} kopii tych płytek.",
    },
    "lessons.trio.q.racks_alone": {
        "en": "How many different racks hold exactly **{trio}**? (Look up the copies in the tile table.)",
        "ja": "ちょうど **{trio}** になるラックは何通りありますか（枚数はタイルの表で調べよう）。",
        "pl": "Ile różnych stojaków zawiera dokładnie **{trio}**? (Liczby kopii są w tabeli płytek.)",
    },
    "lessons.trio.q.chance": {
        "en": "What **fraction** of all racks are trios? Write it as a fraction in quotes.",
        "ja": "すべてのラックのうち、トリオになるのは**何分のいくつ**ですか。分数を引用符の中に書きましょう。",
        "pl": "Jaka **część** wszystkich stojaków to trio? Zapisz ułamek w cudzysłowie.",
    },
    "lessons.trio.q.about": {
        "en": "**Predict first.** The computer draws {racks} racks from the full bag. About how many of them are trios?",
        "ja": "**先に予想しよう**　コンピューターが袋からラックを {racks} 回引きます。トリオになるのはおよそ何回でしょう。",
        "pl": "**Najpierw przewiduj.** Komputer losuje z pełnego woreczka {racks} stojaków. Mniej więcej ile z nich to trio?",
    },
    "lessons.trio.q.pair": {
        "en": "May a **{a}** lie next to a **{b}** (just the two of them)? Answer \"yes\" or \"no\".",
        "ja": "**{a}** を **{b}** のとなりに置けますか（2枚だけの列）。\"yes\"（はい）か \"no\"（いいえ）で答えましょう。",
        "pl": "Czy **{a}** może leżeć obok **{b}** (tylko te dwie)? Odpowiedz \"tak\" albo \"nie\".",
    },
    "lessons.trio.q.neighbour": {
        "en": "What is the **biggest** tile that may lie next to a **{tile}** (just the two of them)?",
        "ja": "**{tile}** のとなりに置ける**いちばん大きい**タイルはどれですか（2枚だけの列）。",
        "pl": "Jaka jest **największa** płytka, która może leżeć obok **{tile}** (tylko te dwie)?",
    },
    "lessons.trio.table.tile": {"en": "tile", "ja": "タイル", "pl": "płytka"},
    "lessons.trio.table.copies": {"en": "copies", "ja": "枚数", "pl": "liczba kopii"},
    "lessons.trio.table.trio": {"en": "trio", "ja": "トリオ", "pl": "trio"},
    "lessons.trio.table.racks": {"en": "racks", "ja": "ラックの数", "pl": "liczba stojaków"},
    "lessons.trio.table.pair_sum": {"en": "pair sum", "ja": "ペアの和", "pl": "suma pary"},
    "lessons.trio.table.needed": {"en": "tile needed", "ja": "必要なタイル", "pl": "potrzebna płytka"},
    "lessons.trio.table.chance": {
        "en": "chance the next rack holds one (%)",
        "ja": "次のラックにある確率（%）",
        "pl": "szansa, że następny stojak ją ma (%)",
    },
    "lessons.trio.hint_triolet": {
        "en": "Hint: a trio is worth 30, and a triolet (the three rack tiles make the trio) adds 50.",
        "ja": "ヒント：トリオは 30 ポイント。トリオレット（ラックの3枚だけでトリオを作る）なら 50 ポイント追加です。",
        "pl": "Podpowiedź: trio jest warte 30, a triolet (trzy płytki ze stojaka tworzą trio) dodaje 50.",
    },
    "lessons.trio.trio_only": {
        "en": "Not quite: {value} is the trio alone. What else does this move score?",
        "ja": "おしい！{value} はトリオだけの得点です。この手では、ほかに何が得点になるかな？",
        "pl": "Jeszcze nie: {value} to samo trio. Co jeszcze daje punkty w tym ruchu?",
    },
    "lessons.trio.no_bonus": {
        "en": "Not quite: {value} forgets the triolet bonus. All three tiles came from the rack and make the trio: 50 more!",
        "ja": "おしい！{value} はトリオレットのボーナスをわすれています。ラックの3枚だけでトリオを作ったので、さらに 50 ポイント！",
        "pl": "Jeszcze nie: {value} pomija premię za triolet. Wszystkie trzy płytki są ze stojaka i tworzą trio: 50 więcej!",
    },
    "lessons.trio.forgot_pair": {
        "en": "Not quite: {value} forgets the pair that one of your tiles makes with a tile already on the board. Every line with a new tile scores!",
        "ja": "おしい！{value} は、置いたタイルと盤上のタイルが作るペアをわすれています。新しいタイルをふくむ列は全部得点になります！",
        "pl": "Jeszcze nie: {value} pomija parę, którą twoja płytka tworzy z płytką leżącą już na planszy. Każda linia z nową płytką daje punkty!",
    },
    "lessons.trio.pair_doubled": {
        "en": "Not quite: {value} doubles the pair too. A premium square counts for one line only: the one worth the most.",
        "ja": "おしい！{value} はペアまで2倍にしています。特別な枠が効くのは1つの列だけ、いちばん得点が高くなる列です。",
        "pl": "Jeszcze nie: {value} podwaja też parę. Pole premiowe działa tylko na jedną linię: tę, która daje najwięcej.",
    },
    "lessons.trio.hint_double": {
        "en": "Hint: the double square doubles the whole trio (2 × 30); the triolet bonus 50 is added after that.",
        "ja": "ヒント：ダブル枠はトリオ全体を2倍にします（2 × 30）。トリオレットの 50 はそのあとでたします。",
        "pl": "Podpowiedź: pole podwójne podwaja całe trio (2 × 30); premię 50 za triolet dodaje się potem.",
    },
    "lessons.trio.bonus_doubled": {
        "en": "Not quite: {value} doubles the triolet bonus too. The +50 is never multiplied.",
        "ja": "おしい！{value} はトリオレットの 50 まで2倍にしています。＋50 は何倍にもなりません。",
        "pl": "Jeszcze nie: {value} podwaja też premię za triolet. Premii +50 nigdy się nie mnoży.",
    },
    "lessons.trio.no_double": {
        "en": "Not quite: {value} forgets the double square. The 4 lies on it, so the whole trio counts twice.",
        "ja": "おしい！{value} はダブル枠をわすれています。4 がダブル枠の上にあるので、トリオ全体が2倍になります。",
        "pl": "Jeszcze nie: {value} pomija pole podwójne. Leży na nim 4, więc całe trio liczy się podwójnie.",
    },
    # ----- lesson 4: Triolet moves ------------------------------------------------------
    "lessons.moves.q.half": {
        "en": "How many points does the move **{move}** score? Half done: one of its lines is {line}.",
        "ja": "手 **{move}** は何ポイントですか。とちゅうまで：列の1つは {line} です。",
        "pl": "Ile punktów daje ruch **{move}**? W połowie zrobione: jedna z jego linii to {line}.",
    },
    "lessons.moves.q.score": {
        "en": "How many points does the move **{move}** score?",
        "ja": "手 **{move}** は何ポイントですか。",
        "pl": "Ile punktów daje ruch **{move}**?",
    },
    "lessons.moves.q.safer": {
        "en": "Which pair is safer to leave open for your opponent: A **{a}** or B **{b}**? Answer \"A\" or \"B\".",
        "ja": "相手のために空けておくなら、どちらのペアが安全ですか：A **{a}** か B **{b}** か。\"A\" か \"B\" で答えましょう。",
        "pl": "Którą parę bezpieczniej zostawić otwartą dla przeciwnika: A **{a}** czy B **{b}**? Odpowiedz \"A\" albo \"B\".",
    },
    "lessons.moves.q.lowest": {
        "en": "Which computer player had the **lowest average score** in the tournament? Answer \"Random\", \"Greedy\" or \"Strategic\".",
        "ja": "トーナメントで**平均点がいちばん低かった**コンピューターはどれですか。\"Random\"、\"Greedy\"、\"Strategic\" のどれかで答えましょう。",
        "pl": "Który gracz komputerowy miał w turnieju **najniższy średni wynik**? Odpowiedz \"Random\", \"Greedy\" albo \"Strategic\".",
    },
    "lessons.moves.safer_right": {
        "en": "Right! {pair} waits for a {needed}: only {copies} of them exist, and the next rack holds one about {percent}% of the time.",
        "ja": "正解！{pair} は {needed} を待っています。{needed} は {copies} 枚しかなく、次のラックにある確率はおよそ {percent}% です。",
        "pl": "Dobrze! {pair} czeka na {needed}: takich płytek jest tylko {copies}, a następny stojak ma jedną mniej więcej w {percent}% przypadków.",
    },
    "lessons.moves.safer_wrong": {
        "en": "Look again: {pair} waits for a {needed}. There are {copies} of them, so the next rack holds one about {percent}% of the time. Which missing tile is rarer?",
        "ja": "もう一度見てみよう：{pair} は {needed} を待っています。{needed} は {copies} 枚あるので、次のラックにある確率はおよそ {percent}% です。足りないタイルがめずらしいのはどちらかな？",
        "pl": "Sprawdź jeszcze raz: {pair} czeka na {needed}. Takich płytek jest {copies}, więc następny stojak ma jedną mniej więcej w {percent}% przypadków. Której brakującej płytki jest mniej?",
    },
    "lessons.moves.want_bot": {
        "en": "Answer with a player's name: {bots} (not {answer}).",
        "ja": "プレイヤーの名前で答えよう：{bots}（{answer} ではありません）。",
        "pl": "Odpowiedz nazwą gracza: {bots} (a nie {answer}).",
    },
    "lessons.moves.lowest_right": {
        "en": "Right! {bot} scored {points} points on average, the fewest: choosing moves well matters more than luck.",
        "ja": "正解！{bot} の平均点は {points} ポイントでいちばん低いです。運よりも、手をよく選ぶことのほうが大事です。",
        "pl": "Dobrze! {bot} zdobywał średnio {points} punktów, najmniej: dobre wybieranie ruchów znaczy więcej niż szczęście.",
    },
    "lessons.moves.lowest_wrong": {
        "en": "Not {bot}: it scored {points} points on average. Look at the right-hand picture: which bar is the shortest?",
        "ja": "{bot} ではありません。平均点は {points} ポイントです。右のグラフを見よう：いちばん短い棒はどれかな？",
        "pl": "Nie {bot}: zdobywał średnio {points} punktów. Spójrz na prawy wykres: który słupek jest najkrótszy?",
    },
    "lessons.moves.table.bot": {"en": "bot", "ja": "コンピューター", "pl": "komputer"},
    "lessons.moves.table.games": {"en": "games", "ja": "試合数", "pl": "gry"},
    "lessons.moves.table.wins": {"en": "wins", "ja": "勝ち", "pl": "wygrane"},
    "lessons.moves.table.average": {"en": "average score", "ja": "平均点", "pl": "średni wynik"},
}
