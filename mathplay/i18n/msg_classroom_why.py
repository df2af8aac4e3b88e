"""Why a pupil gives a typical wrong answer, in a teacher's words (mathplay.classroom.notes):
the thinking behind it and what helps. One sentence or two, for the teachers' editions."""

MESSAGES: dict[str, dict[str, str]] = {
    "classroom.notes.why": {
        "en": "what the pupil was thinking, and what helps",
        "ja": "その答えになる理由と手だて",
        "pl": "skąd ten błąd i co pomaga",
    },
    # ----- order of operations -----------------------------------------------------------------
    "classroom.why.left_to_right": {
        "en": "Reads the expression like a sentence, or like a basic calculator that works out each "
        "step as it is typed. Ask them to underline the × or ÷ part first.",
        "ja": "式を文のように左から読んでいる（1つずつ計算する電卓と同じ）。先に × や ÷ の部分に"
        "下線を引かせるとよい。",
        "pl": "Czyta wyrażenie jak zdanie albo jak prosty kalkulator, który liczy każdy krok od razu. "
        "Pomaga podkreślenie najpierw mnożenia lub dzielenia.",
    },
    "classroom.why.times_before_divide": {
        "en": "Takes a mnemonic (BODMAS, PEMDAS) as a strict order: × before ÷. They are on the "
        "same level, worked left to right.",
        "ja": "「かけ算が先、わり算があと」と順位をつけて覚えている。× と ÷ は同じ順位で、"
        "左から順に計算する。",
        "pl": "Traktuje kolejność z zapamiętanej listy dosłownie: mnożenie przed dzieleniem. To ten "
        "sam poziom, liczony od lewej do prawej.",
    },
    "classroom.why.plus_before_minus": {
        "en": "Believes + always comes before − (a mnemonic read as a ranking). They are on the "
        "same level: left to right. Money in and out of a pocket helps.",
        "ja": "「たし算が先、ひき算があと」と思いこんでいる。＋ と − は同じ順位で、左から順。"
        "おこづかいの出し入れで考えさせるとよい。",
        "pl": "Sądzi, że dodawanie jest zawsze przed odejmowaniem. To ten sam poziom: od lewej do "
        "prawej. Pomaga przykład z pieniędzmi w kieszeni.",
    },
    "classroom.why.rounded_division": {
        "en": "Expects a whole-number answer, as in earlier division with a remainder, and drops the "
        "remainder. The quotient as a fraction (9 ÷ 2 = 9/2) is the new idea.",
        "ja": "答えは整数だと思い、あまりを切り捨てている（「4 あまり 1」のあまりを忘れる）。"
        "わり算の商を分数で表す（9 ÷ 2 = 9/2）ことが新しい考え。",
        "pl": "Oczekuje wyniku całkowitego, jak przy dzieleniu z resztą, i pomija resztę. Nowa myśl "
        "to iloraz jako ułamek (9 ÷ 2 = 9/2).",
    },
    "classroom.why.dangling_sign": {
        "en": "Checks that the numbers work and does not read the signs: a sign with no number after "
        "it asks a question the expression never answers.",
        "ja": "数だけを見て、記号を読んでいない。あとに数のない記号は、答えの出ない式になる。",
        "pl": "Sprawdza liczby, a nie czyta znaków: znak, po którym nie ma liczby, zostawia działanie "
        "bez drugiej liczby.",
    },
    "classroom.why.false_equation": {
        "en": "Chose by how the equation looks, or worked the left side left to right. Ask for the "
        "value of each side before the choice.",
        "ja": "見た目で選んだか、左の式を左から順に計算した。選ぶ前に、両側の値を出させる。",
        "pl": "Wybór na oko albo lewa strona liczona od lewej do prawej. Przed wyborem niech obliczą "
        "wartość obu stron.",
    },
    "classroom.why.wrong_sign": {
        "en": "Tried a sign with the numbers as they stand, left to right, or stopped at the first "
        "sign that came close. Trying all four signs in turn settles it.",
        "ja": "左から順に計算して記号をためしたか、近い値になった記号で止めた。4つの記号を順に"
        "全部ためさせる。",
        "pl": "Sprawdzanie znaku od lewej do prawej albo zatrzymanie się na pierwszym, który dał "
        "coś bliskiego. Pomaga sprawdzenie po kolei wszystkich czterech.",
    },
    "classroom.why.missed_target": {
        "en": "Used every card but did not aim: start from the × part closest to the target, then "
        "adjust with + or −.",
        "ja": "カードは全部使ったが、目標の数をねらっていない。目標に近い × の部分から考え、"
        "＋ や − で調整させる。",
        "pl": "Wszystkie karty użyte, ale bez celowania: zacząć od mnożenia najbliższego celowi, "
        "potem poprawić dodawaniem lub odejmowaniem.",
    },
    "classroom.why.digits_as_one_card": {
        "en": "Counts numbers, not cards: 12 is one number but two digit cards. Laying the real "
        "cards shows it.",
        "ja": "カードではなく数を数えている。12 は1つの数だが、数字カードは2枚。本物のカードを"
        "ならべると分かる。",
        "pl": "Liczy liczby, a nie karty: 12 to jedna liczba, ale dwie karty z cyframi. Widać to "
        "na prawdziwych kartach.",
    },
    "classroom.why.no_penalty": {
        "en": "Knows the cards count but forgot the rule that takes 3 off every completed equation "
        "(so that short equations are not worth much).",
        "ja": "カードの枚数は数えたが、完成した等式から3を引くきまりを忘れた（短い等式では"
        "ほとんど点にならないためのきまり）。",
        "pl": "Karty policzone, ale pominięta zasada: od każdego ukończonego równania odejmuje się 3 "
        "(żeby krótkie równania nie dawały wiele).",
    },
    "classroom.why.copied_calculation": {
        "en": "Typed the calculation itself instead of its value: the question asks for the number "
        "the pupil works out.",
        "ja": "値ではなく式をそのまま書いた。問題は、自分で計算した数をたずねている。",
        "pl": "Wpisane samo działanie zamiast jego wartości: pytanie dotyczy liczby, którą trzeba "
        "obliczyć.",
    },
    # ----- the biggest expression --------------------------------------------------------------
    "classroom.why.times_always_more": {
        "en": "Has only met × with numbers above 1, where it does make more. With a 1 (or a 0), "
        "+ wins: try 6 + 1 and 6 × 1 side by side.",
        "ja": "1 より大きい数のかけ算しか経験がなく、× はいつも大きくなると思っている。"
        "1（や 0）では ＋ のほうが大きい：6 + 1 と 6 × 1 をならべて見せる。",
        "pl": "Zna mnożenie tylko przez liczby większe od 1, gdzie rzeczywiście daje więcej. "
        "Z 1 (albo 0) wygrywa dodawanie: porównaj 6 + 1 i 6 × 1.",
    },
    "classroom.why.missed_best": {
        "en": "Found a valid row but stopped at the first idea (for the biggest value, often the "
        "biggest digit alone as the multiplier). Ask: which digit changes the value most when it "
        "moves to the tens place? Then compare the two rows.",
        "ja": "正しい列は作れたが、最初の考えで止まった（最大の値なら、大きい数字を1つだけ"
        "かける数にすることが多い）。「どの数字を十の位に動かすと、値がいちばん変わる？」と"
        "問い、2つの列をくらべさせる。",
        "pl": "Poprawny rząd, ale zatrzymanie się na pierwszym pomyśle (przy największej wartości "
        "często największa cyfra sama jako mnożnik). Zapytaj: która cyfra najbardziej zmienia "
        "wartość, gdy przejdzie do rzędu dziesiątek? Potem porównajcie oba rzędy.",
    },
    "classroom.why.orders_only": {
        "en": "Counted the orders of the digits and forgot that the sign card can stand in "
        "several places too: count the places, then multiply.",
        "ja": "数字のならべ方だけを数え、記号カードを置ける場所も何通りかあることを忘れた。"
        "場所の数を数えてからかける。",
        "pl": "Policzone kolejności cyfr, ale pominięte, że karta ze znakiem też może stać w kilku "
        "miejscach: policz miejsca, potem pomnóż.",
    },
    "classroom.why.rows_not_values": {
        "en": "Counted rows, not values: different rows can have the same value (12 + 56 and "
        "56 + 12). The question asks for different values.",
        "ja": "値ではなく列を数えた。ちがう列でも同じ値になることがある（12 + 56 と 56 + 12）。"
        "問題は、ちがう値の数をたずねている。",
        "pl": "Policzone rzędy, a nie wartości: różne rzędy mogą mieć tę samą wartość (12 + 56 "
        "i 56 + 12). Pytanie dotyczy różnych wartości.",
    },
    # ----- sum to 15 ---------------------------------------------------------------------------
    "classroom.why.not_15": {
        "en": "Added to the wrong total or slipped in the sum: a trio is always exactly 15. "
        "Counting on to 15 helps.",
        "ja": "合計をまちがえたか、たし算をまちがえた。トリオはいつもちょうど 15。15 まで"
        "数えたしさせる。",
        "pl": "Pomyłka w sumie albo inna suma: trio to zawsze dokładnie 15. Pomaga doliczanie do 15.",
    },
    "classroom.why.repeated_tile": {
        "en": "Left out the trios with the same tile twice (7 + 4 + 4): there are several copies of "
        "most tiles, so a trio may repeat a value.",
        "ja": "同じ数を2回使うトリオ（7 + 4 + 4 など）をぬかした。ほとんどのタイルは何枚も"
        "あるので、同じ数が2回入ってもよい。",
        "pl": "Pominięte tria z tą samą płytką dwa razy (7 + 4 + 4): większości płytek jest kilka, "
        "więc trio może powtarzać liczbę.",
    },
    "classroom.why.added_copies": {
        "en": "Added the copies instead of multiplying: each tile of one kind goes with every tile "
        "of the others. A tree or arrows on paper show the product.",
        "ja": "枚数をかけずにたした。ある数のタイル1枚1枚が、ほかの数のタイル全部と組になる。"
        "樹形図や矢印で積になることが分かる。",
        "pl": "Liczby płytek dodane zamiast pomnożone: każda płytka jednego rodzaju łączy się z każdą "
        "płytką pozostałych. Drzewko albo strzałki pokazują iloczyn.",
    },
    "classroom.why.count_not_chance": {
        "en": "Gave how many racks are trios, not what part of all racks: a chance is that count "
        "divided by all the racks.",
        "ja": "トリオになるラックの数を答え、全体の中の割合にしていない。確率は、その数を"
        "全部のラックの数でわったもの。",
        "pl": "Podana liczba stojaków z trio, a nie ich część wśród wszystkich: prawdopodobieństwo "
        "to ta liczba podzielona przez liczbę wszystkich stojaków.",
    },
    "classroom.why.bad_estimate": {
        "en": "Guessed without the chance (one rack in 17), or divided the wrong way. Ask: how "
        "many seventeens are there in 2,000?",
        "ja": "確率（17回に1回）を使わずに予想したか、わる向きをまちがえた。「2000 の中に 17 は"
        "いくつ？」と問う。",
        "pl": "Przewidywanie bez prawdopodobieństwa (jeden stojak na 17) albo dzielenie w złą "
        "stronę. Zapytaj: ile razy 17 mieści się w 2000?",
    },
    "classroom.why.pair_over_15": {
        "en": "Knows the trio rule (15) but not the pair rule: two tiles side by side may make at "
        "most 15, or no trio could ever be finished there.",
        "ja": "トリオのきまり（15）は知っているが、ペアのきまりを知らない。となりどうしの2枚は "
        "15 まで。そうでないと、そこでトリオを完成できない。",
        "pl": "Zna zasadę trio (15), ale nie zasadę pary: dwie płytki obok siebie dają najwyżej 15, "
        "inaczej nie dałoby się tam skończyć trio.",
    },
    "classroom.why.neighbour_limit": {
        "en": "Did not work out the limit (15 minus the tile already there): guessed, or counted "
        "one too far. Counting on to 15 settles it.",
        "ja": "上限（15 から、置いてあるタイルの数をひいた数）を計算していない。あてずっぽうか、"
        "1つ数えすぎ。15 まで数えたしさせる。",
        "pl": "Nieobliczona granica (15 minus płytka, która już leży): zgadywanie albo policzenie "
        "o jeden za daleko. Pomaga doliczanie do 15.",
    },
    "classroom.why.not_on_rack": {
        "en": "Found the tile the pair needs but did not check the rack: the move must use a tile "
        "the player holds.",
        "ja": "ペアに必要な数は分かったが、ラックを確かめていない。手は、自分のラックにある"
        "タイルで打つ。",
        "pl": "Znaleziona płytka, której potrzebuje para, ale bez sprawdzenia stojaka: ruch można "
        "zrobić tylko płytką, którą się ma.",
    },
    # ----- Triolet moves -----------------------------------------------------------------------
    "classroom.why.forgot_pair": {
        "en": "Scored the line they were looking at and missed the other line a new tile also "
        "touches: every line with a new tile in it scores.",
        "ja": "見ていた列だけを数え、新しいタイルがふれているもう1つの列を忘れた。新しいタイルが"
        "入った列は全部得点になる。",
        "pl": "Policzona linia, na którą się patrzy, a pominięta druga linia z nową płytką: punktuje "
        "każda linia, w której jest nowa płytka.",
    },
    "classroom.why.no_bonus": {
        "en": "Scored the trio but forgot the 50-point triolet bonus for three rack tiles that make "
        "a trio together.",
        "ja": "トリオは数えたが、ラックの3枚でトリオを作ったときのトリオレットのボーナス 50 点を"
        "忘れた。",
        "pl": "Trio policzone, ale pominięta premia 50 punktów za triolet, czyli trio z trzech "
        "płytek ze stojaka.",
    },
    "classroom.why.trio_only": {
        "en": "Scored the trio alone and stopped: the triolet bonus and the other lines the move "
        "makes score too.",
        "ja": "トリオだけを数えて止まった。トリオレットのボーナスや、その手でできたほかの列も"
        "得点になる。",
        "pl": "Policzone samo trio: premia za triolet i inne linie, które tworzy ruch, też punktują.",
    },
    "classroom.why.forgot_premium": {
        "en": "Did not notice the tile on a double or triple square: look at the square under every "
        "new tile.",
        "ja": "ダブル枠やトリプル枠の上のタイルに気づいていない。新しいタイルの下の枠を毎回"
        "確かめる。",
        "pl": "Niezauważona płytka na polu podwójnym lub potrójnym: trzeba spojrzeć na pole pod "
        "każdą nową płytką.",
    },
    "classroom.why.bonus_multiplied": {
        "en": "Multiplied the whole score, bonus included: the square doubles the trio (30) but "
        "never the triolet's 50.",
        "ja": "ボーナスもふくめて全部を2倍にした。枠で2倍になるのはトリオ（30）で、"
        "トリオレットの 50 は2倍にならない。",
        "pl": "Pomnożony cały wynik razem z premią: pole podwaja trio (30), ale nigdy 50 za "
        "triolet.",
    },
    "classroom.why.premium_every_line": {
        "en": "Used the premium square on every line through it: it acts on one line only (the one "
        "that gives the most).",
        "ja": "ダブル枠を、そこを通る全部の列で使った。枠が効くのは1つの列だけ（いちばん得点が"
        "大きくなる列）。",
        "pl": "Pole premiowe użyte w każdej linii, która przez nie przechodzi: działa tylko na jedną "
        "(tę, która daje najwięcej).",
    },
    "classroom.why.safer_pair": {
        "en": "Judged the pair by its size, not by the tile that completes it: count how many "
        "copies of the missing tile exist.",
        "ja": "ペアの大きさで判断し、トリオにするのに足りないタイルを見ていない。その数のタイルが"
        "何枚あるかを数えさせる。",
        "pl": "Ocena pary po jej wielkości, a nie po płytce, która ją uzupełnia: trzeba policzyć, "
        "ile jest płytek brakującej liczby.",
    },
    "classroom.why.luck_over_skill": {
        "en": "Expects luck to even things out over a few games. A player who picks the best move "
        "nearly always wins: the tournament shows it.",
        "ja": "数試合なら運で勝てると思っている。いつもよい手を選ぶプレイヤーはほとんど勝つ。"
        "対戦の結果で確かめる。",
        "pl": "Oczekuje, że w kilku grach szczęście wyrówna szanse. Gracz, który wybiera najlepszy "
        "ruch, wygrywa prawie zawsze: pokazuje to turniej.",
    },
    "classroom.why.read_chart": {
        "en": "Read the wrong column or row of the tournament's table (wins instead of the average). "
        "Cover the other columns.",
        "ja": "対戦表のちがう列や行を読んだ（平均ではなく勝ち数など）。ほかの列をかくして読ませる。",
        "pl": "Odczytana zła kolumna albo wiersz tabeli turnieju (wygrane zamiast średniej). Niech "
        "zasłonią pozostałe kolumny.",
    },
}
