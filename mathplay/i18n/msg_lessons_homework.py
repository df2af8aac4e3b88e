"""Messages of homework notebooks (mathplay.puzzles.homework and .graders)."""

MESSAGES: dict[str, dict[str, str]] = {
    "homework.no_such_lesson": {
        "en": "There is no lesson {name!r}: choose one of {known}.",
        "ja": "レッスン {name!r} はありません。{known} から選んでください。",
        "pl": "Nie ma lekcji {name!r}: wybierz jedną z {known}.",
    },
    "homework.bad_feedback": {
        "en": 'Feedback is "now" (right or wrong at once) or "later" (after marking), not {feedback!r}.',
        "ja": 'feedback は "now"（すぐに正誤を表示）か "later"（採点のあと）です。{feedback!r} ではありません。',
        "pl": 'Informacja zwrotna to "now" (od razu dobrze lub źle) albo "later" (po ocenieniu), a nie {feedback!r}.',
    },
    "homework.bad_recipe": {
        "en": 'A homework recipe names a lesson ({{"lesson": ...}}) or puzzles ({{"puzzles": [...]}}).',
        "ja": '宿題のレシピには、レッスン（{{"lesson": ...}}）かパズル（{{"puzzles": [...]}}）が必要です。',
        "pl": 'Przepis na pracę domową wskazuje lekcję ({{"lesson": ...}}) albo łamigłówki ({{"puzzles": [...]}}).',
    },
    "homework.saved": {
        "en": "Answer {number} can be read. It is marked after you hand in the homework.",
        "ja": "答え{number}は読み取れました。採点は宿題を提出したあとです。",
        "pl": "Odpowiedź {number} da się odczytać. Zostanie oceniona po oddaniu pracy domowej.",
    },
    "homework.title": {
        "en": "Homework: {lesson}",
        "ja": "宿題：{lesson}",
        "pl": "Praca domowa: {lesson}",
    },
    "homework.intro.now": {
        "en": "1. Write your name (or your number) in the first code cell, in quotes, and run every cell from the top: the questions are your own.\n2. Under each question, replace `...` with your answer and run the cell below it: a green box means right, a red one tells you what to look at.\n3. Save the notebook and hand it in.",
        "ja": "1. 最初のコードセルに、自分の名前（または番号）を引用符の中に書き、上から順に全部のセルを実行しましょう。問題はあなただけのものになります。\n2. 問題の下の `...` を答えに書きかえて、その下のセルを実行しましょう。緑の枠は正解、赤い枠は見直すところを教えてくれます。\n3. ノートブックを保存して提出しましょう。",
        "pl": "1. W pierwszej komórce z kodem wpisz w cudzysłowie swoje imię (albo numer) i uruchom wszystkie komórki od góry: pytania są tylko dla ciebie.\n2. Pod każdym pytaniem zamień `...` na swoją odpowiedź i uruchom komórkę poniżej: zielona ramka oznacza dobrą odpowiedź, czerwona mówi, co sprawdzić.\n3. Zapisz zeszyt i oddaj go.",
    },
    "homework.intro.later": {
        "en": "1. Write your name (or your number) in the first code cell, in quotes, and run every cell from the top: the questions are your own.\n2. Under each question, replace `...` with your answer and run the cell below it: it tells you whether your answer can be read. The marks come after you hand in.\n3. Save the notebook and hand it in.",
        "ja": "1. 最初のコードセルに、自分の名前（または番号）を引用符の中に書き、上から順に全部のセルを実行しましょう。問題はあなただけのものになります。\n2. 問題の下の `...` を答えに書きかえて、その下のセルを実行しましょう。答えが読み取れるかどうかを教えてくれます。採点は提出したあとです。\n3. ノートブックを保存して提出しましょう。",
        "pl": "1. W pierwszej komórce z kodem wpisz w cudzysłowie swoje imię (albo numer) i uruchom wszystkie komórki od góry: pytania są tylko dla ciebie.\n2. Pod każdym pytaniem zamień `...` na swoją odpowiedź i uruchom komórkę poniżej: powie, czy odpowiedź da się odczytać. Oceny są po oddaniu pracy.\n3. Zapisz zeszyt i oddaj go.",
    },
    "homework.name_comment": {
        "en": '# your name or number, in quotes, like "Ana"',
        "ja": '# 自分の名前か番号を "はなこ" のように引用符の中に書こう',
        "pl": '# twoje imię albo numer w cudzysłowie, na przykład "Ala"',
    },
    "homework.work": {
        "en": "# work it out here (Shift + Enter runs the cell), then write your answer below",
        "ja": "# ここで計算してみよう（Shift + Enter で実行）。答えはその下に書こう",
        "pl": "# tu możesz liczyć (Shift + Enter uruchamia komórkę), a odpowiedź wpisz niżej",
    },
    "homework.exercise": {
        "en": "## Exercise {number}",
        "ja": "## 練習{number}",
        "pl": "## Zadanie {number}",
    },
    "homework.named": {
        "en": "Homework for {student}: {count} exercises, with your own numbers.",
        "ja": "{student} さんの宿題：練習は {count} 問、あなただけの数です。",
        "pl": "Praca domowa dla: {student}. Zadań: {count}, z twoimi własnymi liczbami.",
    },
    "homework.no_name": {
        "en": "No name yet: write your name in the first code cell and run the cells again, to get your own numbers ({count} exercises).",
        "ja": "まだ名前がありません。最初のコードセルに名前を書いて、もう一度セルを実行すると、あなただけの数になります（練習は {count} 問）。",
        "pl": "Nie ma jeszcze imienia: wpisz je w pierwszej komórce z kodem i uruchom komórki jeszcze raz, a dostaniesz własne liczby (zadań: {count}).",
    },
}
