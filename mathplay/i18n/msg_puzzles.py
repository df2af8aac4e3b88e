"""Messages of the puzzles for teachers (mathplay.puzzles, the worksheets, the CLI)."""

MESSAGES: dict[str, dict[str, str]] = {
    # ----- the generator's arguments -----------------------------------------------------
    "puzzles.unknown_kind": {
        "en": "There is no puzzle kind {kind!r}: choose one of {known}.",
        "ja": "{kind!r} というパズルの種類はありません。{known} から選んでください。",
        "pl": "Nie ma rodzaju zagadki {kind!r}: wybierz jeden z {known}.",
    },
    "puzzles.bad_difficulty": {
        "en": "The difficulty is a whole number from 1 to 5, not {difficulty!r}.",
        "ja": "難しさは 1〜5 の整数です（{difficulty!r} ではありません）。",
        "pl": "Poziom trudności to liczba całkowita od 1 do 5, a nie {difficulty!r}.",
    },
    "puzzles.bad_count": {
        "en": "The number of puzzles is a whole number from 1 to {most}, not {count!r}.",
        "ja": "パズルの数は 1〜{most} の整数です（{count!r} ではありません）。",
        "pl": "Liczba zagadek to liczba całkowita od 1 do {most}, a nie {count!r}.",
    },
    "puzzles.bad_seed": {
        "en": "The seed is a whole number, 0 or more, not {seed!r}.",
        "ja": "シードは 0 以上の整数です（{seed!r} ではありません）。",
        "pl": "Ziarno (seed) to liczba całkowita, 0 lub więcej, a nie {seed!r}.",
    },
    "puzzles.bad_student": {
        "en": "A student is given by a name or a number, not {student!r}.",
        "ja": "生徒は名前か番号で指定してください（{student!r} ではありません）。",
        "pl": "Podaj imię albo numer, a nie {student!r}.",
    },
    "puzzles.bad_data": {
        "en": "This is not a saved puzzle ({problem}).",
        "ja": "これは保存されたパズルではありません（{problem}）。",
        "pl": "To nie jest zapisana zagadka ({problem}).",
    },
    "puzzles.no_puzzles": {
        "en": "A worksheet needs at least one puzzle.",
        "ja": "プリントには少なくとも1問のパズルが必要です。",
        "pl": "Karta pracy potrzebuje co najmniej jednej zagadki.",
    },
    "puzzles.not_a_puzzle": {
        "en": "A worksheet is made of puzzles, not {kind}.",
        "ja": "プリントはパズルから作ります（{kind} ではありません）。",
        "pl": "Karta pracy składa się z zagadek, a nie z {kind}.",
    },
    "puzzles.no_such_puzzle": {
        "en": "There is no puzzle {number}: the numbers go from 1 to {count}.",
        "ja": "{number} 番のパズルはありません。番号は 1〜{count} です。",
        "pl": "Nie ma zagadki {number}: numery idą od 1 do {count}.",
    },
    # ----- worksheets, keys, notebooks ------------------------------------------------------
    "puzzles.sheet.name": {
        "en": "Name:",
        "ja": "名前：",
        "pl": "Imię i nazwisko:",
    },
    "puzzles.sheet.date": {
        "en": "Date:",
        "ja": "日付：",
        "pl": "Data:",
    },
    "puzzles.sheet.puzzle": {
        "en": "Puzzle {number}",
        "ja": "問題 {number}",
        "pl": "Zagadka {number}",
    },
    "puzzles.sheet.answer": {
        "en": "Answer:",
        "ja": "答え：",
        "pl": "Odpowiedź:",
    },
    "puzzles.sheet.code": {
        "en": "Sheet {code} · made with mathplay",
        "ja": "プリント {code} · mathplay で作成",
        "pl": "Karta {code} · przygotowana w mathplay",
    },
    "puzzles.sheet.key_title": {
        "en": "Answer key: {title}",
        "ja": "解答：{title}",
        "pl": "Odpowiedzi: {title}",
    },
    "puzzles.sheet.recipe": {
        "en": "{kind}, difficulty {difficulty}, seed {seed}",
        "ja": "{kind}、難しさ {difficulty}、シード {seed}",
        "pl": "{kind}, poziom {difficulty}, ziarno {seed}",
    },
    "puzzles.notebook.intro": {
        "en": "Run the first code cell once. Then, for each puzzle, replace `...` with your answer and run the check cell under it.",
        "ja": "最初のコードセルを1回実行しよう。それから各問題の `...` をあなたの答えに書きかえて、その下の確認セルを実行しよう。",
        "pl": "Uruchom raz pierwszą komórkę z kodem. Potem w każdej zagadce zamień `...` na swoją odpowiedź i uruchom komórkę sprawdzającą pod nią.",
    },
    "puzzles.title.complete_equation": {
        "en": "Complete the equations",
        "ja": "等式を完成させよう",
        "pl": "Ukończ równania",
    },
    "puzzles.title.missing_card": {
        "en": "Find the missing card",
        "ja": "かくれたカードを見つけよう",
        "pl": "Znajdź brakującą kartę",
    },
    "puzzles.title.precedence_trap": {
        "en": "True or false? Mind the order of operations",
        "ja": "正しい？計算の順序に気をつけよう",
        "pl": "Prawda czy fałsz? Uwaga na kolejność wykonywania działań",
    },
    "puzzles.title.best_expression": {
        "en": "The best expression",
        "ja": "最高の式",
        "pl": "Najlepsze wyrażenie",
    },
    "puzzles.title.triolet_best_move": {
        "en": "Triolet: find the best move",
        "ja": "トリオレット：最善手を見つけよう",
        "pl": "Triolet: znajdź najlepszy ruch",
    },
    "puzzles.title.triolet_score": {
        "en": "Triolet: count the points",
        "ja": "トリオレット：得点を数えよう",
        "pl": "Triolet: policz punkty",
    },
    "puzzles.title.trio_finder": {
        "en": "Triolet: find the trio",
        "ja": "トリオレット：トリオをさがそう",
        "pl": "Triolet: znajdź trio",
    },
    "puzzles.title.mixed": {
        "en": "Maths puzzles",
        "ja": "算数パズル",
        "pl": "Zagadki matematyczne",
    },
    # ----- the teachers' form (teachers/puzzle-maker.ipynb) --------------------------------
    "puzzles.form.kind": {"en": "Kind", "ja": "種類", "pl": "Rodzaj"},
    "puzzles.form.difficulty": {"en": "Difficulty", "ja": "難しさ", "pl": "Poziom"},
    "puzzles.form.count": {"en": "Puzzles", "ja": "問題の数", "pl": "Liczba zagadek"},
    "puzzles.form.language": {"en": "Language", "ja": "言語", "pl": "Język"},
    "puzzles.form.seed": {"en": "Seed", "ja": "シード", "pl": "Ziarno"},
    "puzzles.form.title": {"en": "Title", "ja": "タイトル", "pl": "Tytuł"},
    "puzzles.form.students": {"en": "Students", "ja": "生徒", "pl": "Dla kogo"},
    "puzzles.form.students_hint": {
        "en": "names or numbers, with commas (each gets their own sheet)",
        "ja": "名前か番号をカンマで区切って（一人ずつ別のプリント）",
        "pl": "imiona lub numery po przecinku (każdy dostaje własną kartę)",
    },
    "puzzles.form.folder": {"en": "Save in", "ja": "保存先", "pl": "Zapisz w"},
    "puzzles.form.preview": {"en": "Preview", "ja": "プレビュー", "pl": "Podgląd"},
    "puzzles.form.save": {
        "en": "Save sheet and key",
        "ja": "プリントと解答を保存",
        "pl": "Zapisz kartę i odpowiedzi",
    },
    "puzzles.form.homework": {
        "en": "Homework (nbgrader, otter)",
        "ja": "宿題（nbgrader・otter）",
        "pl": "Praca domowa (nbgrader, otter)",
    },
    "puzzles.form.saved": {"en": "Saved:", "ja": "保存しました：", "pl": "Zapisano:"},
    "puzzles.form.open": {"en": "Open {name}", "ja": "{name}を開く", "pl": "Otwórz {name}"},
    "puzzles.form.homework_of": {"en": "Homework of", "ja": "宿題の中身", "pl": "Praca domowa"},
    "puzzles.form.these_puzzles": {
        "en": "these puzzles",
        "ja": "このパズル",
        "pl": "te zagadki",
    },
    # ----- kinds: names and what they ask (the CLI's --help, the docs, the form) ---------
    "puzzles.kind.complete_equation": {
        "en": "Complete the equation: put cards from the hand into an equation so that both sides are equal.",
        "ja": "等式を完成させよう：手札のカードを等式に入れて、左右を等しくする。",
        "pl": "Ukończ równanie: wstaw karty z ręki tak, żeby obie strony były równe.",
    },
    "puzzles.kind.missing_card": {
        "en": "Missing card: one card of a true equation is hidden; which card was it?",
        "ja": "かくれたカード：正しい等式のカードが1枚かくれています。どのカードでしょう？",
        "pl": "Brakująca karta: jedna karta prawdziwego równania jest zakryta; która to karta?",
    },
    "puzzles.kind.precedence_trap": {
        "en": "Precedence trap: is this equation true? Working from left to right gets it wrong.",
        "ja": "計算の順序のわな：この等式は正しい？左から順に計算すると間違えます。",
        "pl": "Pułapka kolejności działań: czy to równanie jest prawdziwe? Liczenie od lewej do prawej prowadzi do błędu.",
    },
    "puzzles.kind.best_expression": {
        "en": "Best expression: use all the cards to make the biggest or smallest value, or the one closest to 0 or to a number.",
        "ja": "最高の式：すべてのカードを使って、最大の値・最小の値・0 やある数に最も近い値を作ろう。",
        "pl": "Najlepsze wyrażenie: użyj wszystkich kart, żeby uzyskać największą albo najmniejszą wartość, albo najbliższą zera lub danej liczby.",
    },
    "puzzles.kind.triolet_best_move": {
        "en": "Triolet best move: a board and a rack of three tiles; find the move that scores the most.",
        "ja": "トリオレットの最善手：盤面とラックの3枚のタイル。いちばん得点の高い手を見つけよう。",
        "pl": "Najlepszy ruch w Triolet: plansza i stojak z trzema płytkami; znajdź ruch za najwięcej punktów.",
    },
    "puzzles.kind.triolet_score": {
        "en": "Triolet score: a board and a move; how many points does the move score?",
        "ja": "トリオレットの得点：盤面と1つの手。その手は何ポイント？",
        "pl": "Punkty w Triolet: plansza i ruch; ile punktów daje ten ruch?",
    },
    "puzzles.kind.trio_finder": {
        "en": "Trio finder: which tile from the bag makes a trio (three tiles in a line that make 15)?",
        "ja": "トリオさがし：袋のどのタイルでトリオ（一列の3枚で合計15）ができる？",
        "pl": "Szukanie tria: która płytka z woreczka tworzy trio (trzy płytki w linii, razem 15)?",
    },
    # ----- what each difficulty means (the CLI's --help, the form) ----------------------
    "puzzles.levels.complete_equation": {
        "en": "difficulty: 1-2 one way to complete (2, 3 hand cards); 3-4 most points (4, 5 cards); 5 find every way.",
        "ja": "難しさ：1〜2 完成させる方法が1つ（手札2枚・3枚）、3〜4 いちばん高い得点（4枚・5枚）、5 すべての方法を見つける。",
        "pl": "poziom: 1–2 jeden sposób ukończenia (2, 3 karty w ręce); 3–4 najwięcej punktów (4, 5 kart); 5 wszystkie sposoby.",
    },
    "puzzles.levels.missing_card": {
        "en": "difficulty: 1 a one-digit number hidden, + and − only; 2 any card; 3 an operator, × and ÷; 4 a digit of a two-digit number; 5 longer equations, any card.",
        "ja": "難しさ：1 1けたの数がかくれている（＋と−だけ）、2 どのカードでも、3 記号（× ÷ あり）、4 2けたの数の1つの数字、5 長い等式でどのカードでも。",
        "pl": "poziom: 1 zakryta liczba jednocyfrowa, tylko + i −; 2 dowolna karta; 3 znak, z × i ÷; 4 cyfra liczby dwucyfrowej; 5 dłuższe równania, dowolna karta.",
    },
    "puzzles.levels.precedence_trap": {
        "en": "difficulty: 1 a + or − then a × (3 numbers); 2 any two operators; 3 three operators, numbers to 12; 4 expressions on both sides; 5 four numbers, and + before − or × before ÷ also changes the value.",
        "ja": "難しさ：1 ＋か−のあとに×（数3つ）、2 どの記号でも2つ、3 記号3つ・12までの数、4 両側が式、5 数4つで、−より＋を先に、÷より×を先に計算しても値が変わる。",
        "pl": "poziom: 1 + lub −, potem × (3 liczby); 2 dowolne dwa znaki; 3 trzy znaki, liczby do 12; 4 wyrażenia po obu stronach; 5 cztery liczby, a liczenie + przed − lub × przed ÷ też zmienia wartość.",
    },
    "puzzles.levels.best_expression": {
        "en": "difficulty: 1 3 digits and + or ×, biggest; 2 4 digits, one operator, biggest or smallest; 3 4 digits, two operators; 4 5 digits with ÷, also closest to 0; 5 5 digits, 3 operators, closest to 0 or to a number.",
        "ja": "難しさ：1 数字3枚と＋か×で最大、2 数字4枚と記号1枚で最大か最小、3 数字4枚と記号2枚、4 数字5枚で÷あり・0に最も近いも、5 数字5枚と記号3枚で0やある数に最も近い値。",
        "pl": "poziom: 1 3 cyfry i + lub ×, największa; 2 4 cyfry, jeden znak, największa lub najmniejsza; 3 4 cyfry, dwa znaki; 4 5 cyfr z ÷, także najbliżej 0; 5 5 cyfr, 3 znaki, najbliżej 0 lub danej liczby.",
    },
    "puzzles.levels.triolet_best_move": {
        "en": "difficulty: by the number of legal moves and the lead of the best move: 1 up to 8 moves; 2 9-16; 3 17-30; 4 20 or more, best ahead by 10 or less; 5 30 or more, best ahead by 5 or less.",
        "ja": "難しさ：置ける手の数と最善手の差で決まる。1 8手まで、2 9〜16手、3 17〜30手、4 20手以上で差10以下、5 30手以上で差5以下。",
        "pl": "poziom: według liczby dozwolonych ruchów i przewagi najlepszego: 1 do 8 ruchów; 2 9–16; 3 17–30; 4 20 lub więcej, przewaga do 10; 5 30 lub więcej, przewaga do 5.",
    },
    "puzzles.levels.triolet_score": {
        "en": "difficulty: 1 one pair; 2 two lines or one trio; 3 a double or triple square counts; 4 three lines or more, or a triolet; 5 a triolet with a premium square or more lines.",
        "ja": "難しさ：1 ペア1つ、2 2列かトリオ1つ、3 ダブル枠かトリプル枠を数える、4 3列以上かトリオレット、5 プレミアム枠や他の列もあるトリオレット。",
        "pl": "poziom: 1 jedna para; 2 dwie linie lub jedno trio; 3 liczy się pole podwójne lub potrójne; 4 trzy linie lub więcej albo triolet; 5 triolet z polem premiowym lub kolejnymi liniami.",
    },
    "puzzles.levels.trio_finder": {
        "en": "difficulty: 1 the end of a line of two; 2 also a gap in the middle, and the bag may lack the tile; 3 a tile beside the square too; 4 every tile of the bag that makes a trio, 2-5 places; 5 the same with 6 places or more, some blocked.",
        "ja": "難しさ：1 2枚の列のはし、2 列のまん中のすき間も・袋にないことも、3 横にもタイルがある、4 トリオを作れる袋のタイルをすべて（2〜5か所）、5 同じく6か所以上で置けない所も。",
        "pl": "poziom: 1 koniec linii dwóch płytek; 2 także luka w środku, a w woreczku może brakować płytki; 3 także płytka z boku pola; 4 wszystkie płytki z woreczka tworzące trio, 2–5 miejsc; 5 to samo, 6 miejsc lub więcej, niektóre zablokowane.",
    },
    # ----- how to write an answer on the printed sheet (paper: no quotes) ----------------------------------------------------------
    "puzzles.format.expression": {
        "en": "Write an expression, like 12 + 3 × 4.",
        "ja": "式を書こう。例：12 + 3 × 4",
        "pl": "Zapisz wyrażenie, na przykład 12 + 3 × 4.",
    },
    "puzzles.format.equation": {
        "en": "Write the whole equation, like 8 − 3 ÷ 3 = 7.",
        "ja": "等式全体を書こう。例：8 − 3 ÷ 3 = 7",
        "pl": "Zapisz całe równanie, na przykład 8 − 3 ÷ 3 = 7.",
    },
    "puzzles.format.card": {
        "en": "Write one card, like 7 or ×.",
        "ja": "カードを1枚書こう。例：7、×",
        "pl": "Zapisz jedną kartę, na przykład 7 albo ×.",
    },
    "puzzles.format.yes_no": {
        "en": "Answer yes or no.",
        "ja": "「はい」か「いいえ」で答えよう。",
        "pl": "Odpowiedz tak albo nie.",
    },
    "puzzles.format.move": {
        "en": "For each tile write its row, its column and the tile, like 7,6=7 7,7=6 (row 7, column 6: tile 7).",
        "ja": "タイルごとに 行,列=タイル と書こう。例：7,6=7 7,7=6（7行6列にタイル7）",
        "pl": "Dla każdej płytki zapisz wiersz, kolumnę i płytkę, na przykład 7,6=7 7,7=6 (wiersz 7, kolumna 6: płytka 7).",
    },
    "puzzles.format.number": {
        "en": "Answer with a number.",
        "ja": "数で答えよう。",
        "pl": "Odpowiedz liczbą.",
    },
    "puzzles.format.values": {
        "en": "Write the tile values, like 5 or 3, 7, or none.",
        "ja": "タイルの数を書こう。例：5、3と7。ないときは「なし」",
        "pl": "Zapisz wartości płytek, na przykład 5 albo 3, 7, albo brak.",
    },
    # ----- complete-equation ---------------------------------------------------------------
    "puzzles.equation.prompt_one": {
        "en": "Complete the equation with cards from your hand: {hand}. Cards may go on either side and between the cards; the cards already there stay in their order. There is exactly one way.",
        "ja": "手札のカード {hand} を使って等式を完成させよう。カードは左右どちらにも、カードの間にも割り込ませられます。置いてあるカードの順番は変えません。完成させる方法はちょうど1つです。",
        "pl": "Ukończ równanie kartami z ręki: {hand}. Karty można kłaść po obu stronach i wstawiać między karty; karty, które już leżą, zostają w swojej kolejności. Jest dokładnie jeden sposób.",
    },
    "puzzles.equation.prompt_most": {
        "en": "Complete the equation with cards from your hand: {hand}. Cards may go on either side and between the cards; the cards already there stay in their order. Score as many points as you can: use as many cards as you can.",
        "ja": "手札のカード {hand} を使って等式を完成させよう。カードは左右どちらにも、カードの間にも割り込ませられます。置いてあるカードの順番は変えません。できるだけ多くのカードを使って、得点をいちばん高くしよう。",
        "pl": "Ukończ równanie kartami z ręki: {hand}. Karty można kłaść po obu stronach i wstawiać między karty; karty, które już leżą, zostają w swojej kolejności. Zdobądź jak najwięcej punktów: użyj jak najwięcej kart.",
    },
    "puzzles.equation.prompt_all": {
        "en": "Find every way to complete the equation with cards from your hand: {hand}. Cards may go on either side and between the cards; the cards already there stay in their order. Write each finished equation on its own line.",
        "ja": "手札のカード {hand} で等式を完成させる方法を、すべて見つけよう。カードは左右どちらにも、カードの間にも割り込ませられます。置いてあるカードの順番は変えません。完成した等式を1行に1つずつ書こう。",
        "pl": "Znajdź wszystkie sposoby ukończenia równania kartami z ręki: {hand}. Karty można kłaść po obu stronach i wstawiać między karty; karty, które już leżą, zostają w swojej kolejności. Każde ukończone równanie zapisz w osobnym wierszu.",
    },
    "puzzles.equation.solution_most": {
        "en": "{equation} ({points} points; any other way with as many cards is as good)",
        "ja": "{equation}（{points} ポイント。同じ枚数を使う別の方法でも正解）",
        "pl": "{equation} ({points} punktów; każdy inny sposób z tyloma kartami jest równie dobry)",
    },
    "puzzles.equation.want_text": {
        "en": 'Write the finished equation as text in quotes, like "8 − 3 ÷ 3 = 7" (not {answer}).',
        "ja": '完成した等式を "8 − 3 ÷ 3 = 7" のように引用符の中に書こう（{answer} ではなく）。',
        "pl": 'Zapisz ukończone równanie jako tekst w cudzysłowie, na przykład "8 − 3 ÷ 3 = 7" (a nie {answer}).',
    },
    "puzzles.equation.want_list": {
        "en": "Write the finished equations as text, one on each line (not {answer}).",
        "ja": "完成した等式を文字で、1行に1つずつ書こう（{answer} ではなく）。",
        "pl": "Zapisz ukończone równania jako tekst, każde w osobnym wierszu (a nie {answer}).",
    },
    "puzzles.equation.unreadable": {
        "en": "That is not an equation yet. {reason}",
        "ja": "まだ等式になっていません。{reason}",
        "pl": "To jeszcze nie jest równanie. {reason}",
    },
    "puzzles.equation.keep_table": {
        "en": "Keep the cards on the table in their order ({equation}) and only add cards from your hand.",
        "ja": "置いてあるカード（{equation}）は順番を変えずに残し、手札のカードだけを加えよう。",
        "pl": "Zostaw karty leżące na stole w ich kolejności ({equation}) i dokładaj tylko karty z ręki.",
    },
    "puzzles.equation.not_your_cards": {
        "en": "These cards are not in your hand: {cards}.",
        "ja": "このカードは手札にありません：{cards}。",
        "pl": "Tych kart nie masz w ręce: {cards}.",
    },
    "puzzles.equation.no_cards": {
        "en": "Play at least one card from your hand.",
        "ja": "手札から少なくとも1枚のカードを出そう。",
        "pl": "Zagraj co najmniej jedną kartę z ręki.",
    },
    "puzzles.equation.not_equal": {
        "en": "The two sides are not equal: the left side is {left}, the right side is {right}.",
        "ja": "左右が等しくありません：左側は {left}、右側は {right} です。",
        "pl": "Strony nie są równe: lewa strona to {left}, prawa to {right}.",
    },
    "puzzles.equation.right_one": {
        "en": "Right! {equation}: both sides are equal.",
        "ja": "正解！{equation}：左右が等しくなりました。",
        "pl": "Dobrze! {equation}: obie strony są równe.",
    },
    "puzzles.equation.right_most": {
        "en": "Right! {equation} scores {points} points, and no way scores more.",
        "ja": "正解！{equation} は {points} ポイント。これより高い得点の方法はありません。",
        "pl": "Dobrze! {equation} daje {points} punktów i żaden sposób nie daje więcej.",
    },
    "puzzles.equation.fewer": {
        "en": "{equation} is complete and scores {points} points, but you can score {best}: use more cards.",
        "ja": "{equation} は完成していて {points} ポイントですが、{best} ポイントにできます。もっと多くのカードを使おう。",
        "pl": "{equation} jest ukończone i daje {points} punktów, ale można zdobyć {best}: użyj więcej kart.",
    },
    "puzzles.equation.not_a_way": {
        "en": "{equation} does not work: {reason}",
        "ja": "{equation} は正しくありません：{reason}",
        "pl": "{equation} nie pasuje: {reason}",
    },
    "puzzles.equation.right_all": {
        "en": "Right! You found all {count} ways.",
        "ja": "正解！{count} 通りすべて見つけました。",
        "pl": "Dobrze! Masz wszystkie sposoby ({count}).",
    },
    "puzzles.equation.found_some": {
        "en": "Good, but there are more: you found {found} of the {count} ways.",
        "ja": "いいですね。でもまだあります：{count} 通りのうち {found} 通りを見つけました。",
        "pl": "Dobrze, ale jest ich więcej: masz {found} z {count} sposobów.",
    },
    # ----- missing-card ------------------------------------------------------------------
    "puzzles.missing.prompt": {
        "en": "One card of this true equation lies face down (?). Which card is it?",
        "ja": "この正しい等式のカードが1枚、裏向き（?）になっています。どのカードでしょう？",
        "pl": "Jedna karta tego prawdziwego równania leży zakryta (?). Jaka to karta?",
    },
    "puzzles.missing.solution": {
        "en": "{card}: {equation}",
        "ja": "{card}：{equation}",
        "pl": "{card}: {equation}",
    },
    "puzzles.missing.want_card": {
        "en": "The answer is one card: a digit 0–9 or one of + − × ÷ (not {answer}).",
        "ja": "答えはカード1枚です：数字 0〜9 か ＋ − × ÷ のどれか（{answer} ではありません）。",
        "pl": "Odpowiedzią jest jedna karta: cyfra 0–9 albo jeden ze znaków + − × ÷ (a nie {answer}).",
    },
    "puzzles.missing.right": {
        "en": "Right! With {card}, the left side is {left} and the right side is {right}.",
        "ja": "正解！{card} なら、左側は {left}、右側は {right} です。",
        "pl": "Dobrze! Z kartą {card} lewa strona to {left}, a prawa {right}.",
    },
    "puzzles.missing.wrong": {
        "en": "Not quite: {equation} is not true. The left side is {left}, the right side is {right}.",
        "ja": "{equation} は正しくありません。左側は {left}、右側は {right} です。",
        "pl": "Jeszcze nie: {equation} nie jest prawdziwe. Lewa strona to {left}, prawa to {right}.",
    },
    # ----- best-expression ---------------------------------------------------------------
    "puzzles.best.prompt_max": {
        "en": "Use all the cards {cards} each once to make the biggest value you can.",
        "ja": "カード {cards} をすべて1回ずつ使って、できるだけ大きい値を作ろう。",
        "pl": "Użyj wszystkich kart {cards}, każdej raz, żeby uzyskać jak największą wartość.",
    },
    "puzzles.best.prompt_min": {
        "en": "Use all the cards {cards} each once to make the smallest value you can.",
        "ja": "カード {cards} をすべて1回ずつ使って、できるだけ小さい値を作ろう。",
        "pl": "Użyj wszystkich kart {cards}, każdej raz, żeby uzyskać jak najmniejszą wartość.",
    },
    "puzzles.best.prompt_zero": {
        "en": "Use all the cards {cards} each once to make a value as close to 0 as you can.",
        "ja": "カード {cards} をすべて1回ずつ使って、0 にできるだけ近い値を作ろう。",
        "pl": "Użyj wszystkich kart {cards}, każdej raz, żeby uzyskać wartość jak najbliższą 0.",
    },
    "puzzles.best.prompt_target": {
        "en": "Use all the cards {cards} each once to make a value as close to {target} as you can.",
        "ja": "カード {cards} をすべて1回ずつ使って、{target} にできるだけ近い値を作ろう。",
        "pl": "Użyj wszystkich kart {cards}, każdej raz, żeby uzyskać wartość jak najbliższą {target}.",
    },
    "puzzles.best.solution": {
        "en": "{expression} = {value}",
        "ja": "{expression} = {value}",
        "pl": "{expression} = {value}",
    },
    "puzzles.best.solution_near": {
        "en": "{expression} = {value} ({distance} away from {target})",
        "ja": "{expression} = {value}（{target} との差は {distance}）",
        "pl": "{expression} = {value} (różnica od {target}: {distance})",
    },
    "puzzles.best.right_max": {
        "en": "Right! {steps}, and no expression with these cards is bigger.",
        "ja": "正解！{steps}。このカードでこれより大きい式はありません。",
        "pl": "Dobrze! {steps} i żadne wyrażenie z tych kart nie jest większe.",
    },
    "puzzles.best.right_min": {
        "en": "Right! {steps}, and no expression with these cards is smaller.",
        "ja": "正解！{steps}。このカードでこれより小さい式はありません。",
        "pl": "Dobrze! {steps} i żadne wyrażenie z tych kart nie jest mniejsze.",
    },
    "puzzles.best.right_zero": {
        "en": "Right! {steps}, and no expression with these cards comes closer to 0.",
        "ja": "正解！{steps}。このカードでこれより 0 に近い式はありません。",
        "pl": "Dobrze! {steps} i żadne wyrażenie z tych kart nie jest bliżej 0.",
    },
    "puzzles.best.right_target": {
        "en": "Right! {steps}, and no expression with these cards comes closer to {target}.",
        "ja": "正解！{steps}。このカードでこれより {target} に近い式はありません。",
        "pl": "Dobrze! {steps} i żadne wyrażenie z tych kart nie jest bliżej {target}.",
    },
    "puzzles.best.better_max": {
        "en": "{steps}. Good try, but you can make more: the best is {best}.",
        "ja": "{steps}。よくできました。でも、もっと大きくできます。最大は {best} です。",
        "pl": "{steps}. Dobra próba, ale da się więcej: najlepszy wynik to {best}.",
    },
    "puzzles.best.better_min": {
        "en": "{steps}. Good try, but you can make less: the best is {best}.",
        "ja": "{steps}。よくできました。でも、もっと小さくできます。最小は {best} です。",
        "pl": "{steps}. Dobra próba, ale da się mniej: najlepszy wynik to {best}.",
    },
    "puzzles.best.better_zero": {
        "en": "{steps}, {distance} away from 0. You can get closer: the best is only {best_distance} away.",
        "ja": "{steps}。0 との差は {distance} です。もっと近づけます。いちばん近い式の差は {best_distance} です。",
        "pl": "{steps}, różnica od 0 to {distance}. Da się bliżej: najlepsze wyrażenie różni się tylko o {best_distance}.",
    },
    "puzzles.best.better_target": {
        "en": "{steps}, {distance} away from {target}. You can get closer: the best is only {best_distance} away.",
        "ja": "{steps}。{target} との差は {distance} です。もっと近づけます。いちばん近い式の差は {best_distance} です。",
        "pl": "{steps}, różnica od {target} to {distance}. Da się bliżej: najlepsze wyrażenie różni się tylko o {best_distance}.",
    },
    # ----- precedence-trap ---------------------------------------------------------------
    "puzzles.trap.prompt": {
        "en": "Is this equation true? Answer yes or no.",
        "ja": "この等式は正しいでしょうか？「はい」か「いいえ」で答えよう。",
        "pl": "Czy to równanie jest prawdziwe? Odpowiedz tak albo nie.",
    },
    "puzzles.trap.yes_number": {
        "en": "Yes: {steps}.",
        "ja": "はい：{steps}。",
        "pl": "Tak: {steps}.",
    },
    "puzzles.trap.no_number": {
        "en": "No: {steps}, not {right}.",
        "ja": "いいえ：{steps} で、{right} ではありません。",
        "pl": "Nie: {steps}, a nie {right}.",
    },
    "puzzles.trap.yes_sides": {
        "en": "Yes: the left side is {steps} and the right side is {right}.",
        "ja": "はい：左側は {steps}、右側は {right} です。",
        "pl": "Tak: lewa strona to {steps}, a prawa to {right}.",
    },
    "puzzles.trap.no_sides": {
        "en": "No: the left side is {steps}, but the right side is {right}.",
        "ja": "いいえ：左側は {steps} ですが、右側は {right} です。",
        "pl": "Nie: lewa strona to {steps}, ale prawa to {right}.",
    },
    "puzzles.trap.right": {
        "en": "Right! {explanation}",
        "ja": "正解！{explanation}",
        "pl": "Dobrze! {explanation}",
    },
    "puzzles.trap.wrong": {
        "en": "Not quite. Working from left to right gives {misread}, but × and ÷ come before + and −. {explanation}",
        "ja": "左から順に計算すると {misread} になりますが、× と ÷ は ＋ と − より先に計算します。{explanation}",
        "pl": "Jeszcze nie. Licząc od lewej do prawej dostajesz {misread}, ale × i ÷ wykonujemy przed + i −. {explanation}",
    },
    "puzzles.sheet_is_key": {
        "en": "The pupils' sheet and the answer key would be one file ({path}): give them two names.",
        "ja": "生徒用のシートと解答が同じファイル（{path}）になってしまいます。別々の名前にしてください。",
        "pl": "Karta z zadaniami i klucz odpowiedzi byłyby jednym plikiem ({path}): nadaj im dwie nazwy.",
    },
}
