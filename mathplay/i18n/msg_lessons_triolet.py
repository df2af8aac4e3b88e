"""Messages of lessons 3 and 4, Triolet (mathplay.lessons.sum_to_15 and .triolet_moves)."""

MESSAGES: dict[str, dict[str, str]] = {
    "lessons.trio.right": {
        "en": "Right! {line} = 15: a trio.",
        "ja": "正解！{line} = 15：トリオです。",
        "pl": "Dobrze! {line} = 15: trio.",
    },
    "lessons.trio.wrong_sum": {
        "en": "Not quite: {line} = {total}, not 15. Try again!",
        "ja": "{line} = {total} で、15 になりません。もう一度やってみよう！",
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
        "en": "Look again: two tiles side by side may sum to 15 at most.",
        "ja": "もう一度見てみよう：となり合う2枚のタイルの和は 15 までです。",
        "pl": "Sprawdź jeszcze raz: dwie płytki obok siebie mogą dać razem najwyżej 15.",
    },
    "lessons.trio.reason_pair": {
        "en": "What is {a} + {b}?",
        "ja": "{a} + {b} はいくつですか？",
        "pl": "Ile to {a} + {b}?",
    },
    "lessons.trio.neighbour_right": {
        "en": "Right! {tile} + {biggest} = 15, and one more would be too much.",
        "ja": "正解！{tile} + {biggest} = 15。これより1大きいと多すぎます。",
        "pl": "Dobrze! {tile} + {biggest} = 15, a o jeden więcej to już za dużo.",
    },
    "lessons.trio.neighbour_too_big": {
        "en": "Not quite: {tile} + {given} = {sum}, more than 15. Try a smaller tile.",
        "ja": "{tile} + {given} = {sum} で、15 をこえています。もっと小さいタイルにしよう。",
        "pl": "Jeszcze nie: {tile} + {given} = {sum}, więcej niż 15. Spróbuj mniejszej płytki.",
    },
    "lessons.trio.neighbour_bigger": {
        "en": "{tile} + {given} = {sum} is allowed, but a bigger tile is allowed too. How far can you go?",
        "ja": "おしい！{tile} + {given} = {sum} は置けますが、もっと大きいタイルも置けます。どこまで大きくできるかな？",
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
        "ja": "{value} は枚数をたしています。1つ目のタイルのどの1枚も、2つ目のどの1枚とも組めて、さらに3つ目のどの1枚とも組めます。かけ算をしよう。",
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
        "ja": "{value} はトリオになるラックの数です。確率は、その数をすべてのラックの数でわったものです。",
        "pl": "Jeszcze nie: {value} to liczba stojaków z trio. Prawdopodobieństwo to ta liczba podzielona przez liczbę wszystkich stojaków.",
    },
    "lessons.trio.chance_trios": {
        "en": "Not quite: {value} counts each trio once. But common trios, like 3 + 5 + 7, can be made by many racks: add up the racks.",
        "ja": "{value} はトリオを1つずつしか数えていません。3 + 5 + 7 のようによくあるトリオは、たくさんのラックで作れます。ラックの数をたそう。",
        "pl": "Jeszcze nie: {value} liczy każde trio raz. Ale częste trio, jak 3 + 5 + 7, może dać wiele stojaków: dodaj liczby stojaków.",
    },
    "lessons.trio.count_twice": {
        "en": "Not quite: {value} is too few. Did you count the trios with the same tile twice? ({trios})",
        "ja": "おしい！{value} では少なすぎます。同じタイルを2回使うトリオも数えたかな？（{trios}）",
        "pl": "Jeszcze nie: {value} to za mało. Czy liczysz też trio z tą samą płytką dwa razy? ({trios})",
    },
    "lessons.trio.q.trio_chance": {
        "en": "There are {all} different racks of three tiles. What **fraction** of them hold exactly **{trio}**? Write it as a fraction in quotes.",
        "ja": "3枚のタイルのラックは全部で {all} 通りあります。そのうち、ちょうど **{trio}** になるのは**何分のいくつ**ですか。分数を引用符の中に書きましょう。",
        "pl": "Jest {all} różnych stojaków z trzema płytkami. Jaka **część** z nich zawiera dokładnie **{trio}**? Zapisz ułamek w cudzysłowie.",
    },
    "lessons.trio.trio_chance_right": {
        "en": "Right! {racks} of the {all} racks, about {percent}.",
        "ja": "正解！{all} 通りのうち {racks} 通り、およそ {percent} です。",
        "pl": "Dobrze! {racks} z {all} stojaków, około {percent}.",
    },
    "lessons.trio.hint_chance": {
        "en": 'Hint: divide the number of trio racks by the number of all racks, and write it as a fraction, like "2/3".',
        "ja": 'ヒント：トリオになるラックの数を、すべてのラックの数でわります。"2/3" のように分数で書こう。',
        "pl": 'Podpowiedź: podziel liczbę stojaków z trio przez liczbę wszystkich stojaków i zapisz wynik jako ułamek, na przykład "2/3".',
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
        "pl": "**Najpierw przewiduj.** Komputer losuje z pełnego woreczka {racks:racks_acc}. Mniej więcej ile z nich to trio?",
    },
    "lessons.trio.q.pair": {
        "en": 'May a **{a}** lie next to a **{b}** (just the two of them)? Answer "yes" or "no".',
        "ja": '**{a}** を **{b}** のとなりに置けますか（2枚だけの列）。"yes"（はい）か "no"（いいえ）で答えましょう。',
        "pl": 'Czy **{a}** może leżeć obok **{b}** (tylko te dwie)? Odpowiedz "tak" albo "nie".',
    },
    "lessons.trio.q.neighbour": {
        "en": "What is the **biggest** tile that may lie next to a **{tile}** (just the two of them)?",
        "ja": "**{tile}** のとなりに置ける**いちばん大きい**タイルはどれですか（2枚だけの列）。",
        "pl": "Jaka jest **największa** płytka, która może leżeć obok **{tile}** (tylko te dwie)?",
    },
    "lessons.trio.table.tile": {
        "en": "tile",
        "ja": "タイル",
        "pl": "płytka",
    },
    "lessons.trio.table.copies": {
        "en": "copies",
        "ja": "枚数",
        "pl": "liczba kopii",
    },
    "lessons.trio.table.trio": {
        "en": "trio",
        "ja": "トリオ",
        "pl": "trio",
    },
    "lessons.trio.table.racks": {
        "en": "racks",
        "ja": "ラックの数",
        "pl": "liczba stojaków",
    },
    "lessons.trio.table.drawn": {
        "en": "racks drawn",
        "ja": "引いたラック",
        "pl": "wylosowane stojaki",
    },
    "lessons.trio.table.trios": {
        "en": "trios",
        "ja": "トリオ",
        "pl": "trio",
    },
    "lessons.trio.table.share": {
        "en": "share",
        "ja": "割合",
        "pl": "część",
    },
    "lessons.trio.table.exact": {
        "en": "exact chance",
        "ja": "ぴったりの確率",
        "pl": "dokładne prawdopodobieństwo",
    },
    "lessons.trio.table.pair_sum": {
        "en": "pair sum",
        "ja": "ペアの和",
        "pl": "suma pary",
    },
    "lessons.trio.table.needed": {
        "en": "tile needed",
        "ja": "必要なタイル",
        "pl": "potrzebna płytka",
    },
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
        "ja": "{value} はトリオだけの得点です。この手では、ほかに何が得点になるかな？",
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
        "ja": "{value} はペアまで2倍にしています。特別な枠が効くのは1つの列だけ、いちばん得点が高くなる列です。",
        "pl": "Jeszcze nie: {value} podwaja też parę. Pole premiowe działa tylko na jedną linię: tę, która daje najwięcej.",
    },
    "lessons.trio.pair_tripled": {
        "en": "Not quite: {value} triples the pair too. A premium square counts for one line only: the one worth the most.",
        "ja": "{value} はペアまで3倍にしています。特別な枠が効くのは1つの列だけ、いちばん得点が高くなる列です。",
        "pl": "Jeszcze nie: {value} potraja też parę. Pole premiowe działa tylko na jedną linię: tę, która daje najwięcej.",
    },
    "lessons.trio.hint_double": {
        "en": "Hint: a new tile on a double (triple) square makes its whole trio count twice (three times); the triolet bonus 50 is added after that.",
        "ja": "ヒント：ダブル枠（トリプル枠）の上の新しいタイルは、トリオ全体を2倍（3倍）にします。トリオレットの 50 はそのあとでたします。",
        "pl": "Podpowiedź: nowa płytka na polu podwójnym (potrójnym) sprawia, że całe trio liczy się podwójnie (potrójnie); premię 50 za triolet dodaje się potem.",
    },
    "lessons.trio.bonus_doubled": {
        "en": "Not quite: {value} doubles the triolet bonus too. The +50 is never multiplied.",
        "ja": "{value} はトリオレットの 50 まで2倍にしています。＋50 は何倍にもなりません。",
        "pl": "Jeszcze nie: {value} podwaja też premię za triolet. Premii +50 nigdy się nie mnoży.",
    },
    "lessons.trio.bonus_tripled": {
        "en": "Not quite: {value} triples the triolet bonus too. The +50 is never multiplied.",
        "ja": "{value} はトリオレットの 50 まで3倍にしています。＋50 は何倍にもなりません。",
        "pl": "Jeszcze nie: {value} potraja też premię za triolet. Premii +50 nigdy się nie mnoży.",
    },
    "lessons.trio.no_double": {
        "en": "Not quite: {value} forgets the double square. The {tile} lies on it, so the whole trio counts twice.",
        "ja": "おしい！{value} はダブル枠をわすれています。{tile} がダブル枠の上にあるので、トリオ全体が2倍になります。",
        "pl": "Jeszcze nie: {value} pomija pole podwójne. Leży na nim {tile}, więc całe trio liczy się podwójnie.",
    },
    "lessons.trio.no_triple": {
        "en": "Not quite: {value} forgets the triple square. The {tile} lies on it, so the whole trio counts three times.",
        "ja": "おしい！{value} はトリプル枠をわすれています。{tile} がトリプル枠の上にあるので、トリオ全体が3倍になります。",
        "pl": "Jeszcze nie: {value} pomija pole potrójne. Leży na nim {tile}, więc całe trio liczy się potrójnie.",
    },
    "lessons.trio.no_premium_pair": {
        "en": "Not quite: {value} forgets the premium square. The {tile} lies on it, so in its pair it counts {times} times.",
        "ja": "おしい！{value} は特別な枠をわすれています。{tile} がその上にあるので、ペアの中では {times} 倍に数えます。",
        "pl": "Jeszcze nie: {value} pomija pole premiowe. Leży na nim {tile}, więc w swojej parze liczy się {times} razy.",
    },
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
        "en": 'Which pair is safer to leave open for your opponent: A **{a}** or B **{b}**? Answer "A" or "B".',
        "ja": '相手のために空けておくなら、どちらのペアが安全ですか：A **{a}** か B **{b}** か。"A" か "B" で答えましょう。',
        "pl": 'Którą parę bezpieczniej zostawić otwartą dla przeciwnika: A **{a}** czy B **{b}**? Odpowiedz "A" albo "B".',
    },
    "lessons.moves.q.lowest": {
        "en": 'Which computer player had the **lowest average score** in the tournament? Answer "Random", "Greedy" or "Strategic".',
        "ja": 'トーナメントで**平均点がいちばん低かった**コンピューターはどれですか。"Random"、"Greedy"、"Strategic" のどれかで答えましょう。',
        "pl": 'Który gracz komputerowy miał w turnieju **najniższy średni wynik**? Odpowiedz "Random", "Greedy" albo "Strategic".',
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
    "lessons.moves.reason_safer": {
        "en": "How many copies are there of the tile that the pair you choose waits for?",
        "ja": "あなたの選んだペアが待っているタイルは、何枚ありますか？",
        "pl": "Ile jest płytek, na które czeka wybrana para?",
    },
    "lessons.moves.want_bot": {
        "en": "Answer with a player's name: {bots} (not {answer}).",
        "ja": "プレイヤーの名前で答えよう：{bots}（{answer} ではありません）。",
        "pl": "Odpowiedz nazwą gracza: {bots} (a nie {answer}).",
    },
    "lessons.moves.reason_average": {
        "en": "What was the average score of the player you choose?",
        "ja": "あなたの選んだコンピューターの平均点はいくつでしたか？",
        "pl": "Jaki średni wynik miał wybrany gracz?",
    },
    "lessons.moves.lowest_right": {
        "en": "Right! {bot} scored {points:points} on average, the fewest: choosing moves well matters more than luck.",
        "ja": "正解！{bot} の平均点は {points} ポイントでいちばん低いです。運よりも、手をよく選ぶことのほうが大事です。",
        "pl": "Dobrze! {bot} zdobywał średnio {points:points}, najmniej: dobre wybieranie ruchów znaczy więcej niż szczęście.",
    },
    "lessons.moves.lowest_wrong": {
        "en": "Not {bot}: it scored {points:points} on average. Look at the right-hand picture: which bar is the shortest?",
        "ja": "{bot} ではありません。平均点は {points} ポイントです。右のグラフを見よう：いちばん短い棒はどれかな？",
        "pl": "Nie {bot}: zdobywał średnio {points:points}. Spójrz na prawy wykres: który słupek jest najkrótszy?",
    },
    "lessons.moves.table.bot": {
        "en": "bot",
        "ja": "コンピューター",
        "pl": "komputer",
    },
    "lessons.moves.table.games": {
        "en": "games",
        "ja": "試合数",
        "pl": "gry",
    },
    "lessons.moves.table.wins": {
        "en": "wins",
        "ja": "勝ち",
        "pl": "wygrane",
    },
    "lessons.moves.table.average": {
        "en": "average score",
        "ja": "平均点",
        "pl": "średni wynik",
    },
    "lessons.moves.q.random": {
        "en": "**Predict first.** Each computer player plays 8 games. How many of its 8 games does Random win?",
        "ja": "**先に予想しよう**　コンピューターはそれぞれ8試合します。Random は8試合のうち何試合勝つでしょう。",
        "pl": "**Najpierw przewiduj.** Każdy gracz komputerowy rozgrywa 8 partii. Ile z nich wygra Random?",
    },
    "lessons.moves.random_right": {
        "en": "Right! Random wins {wins}: a move chosen at random rarely beats a move chosen well.",
        "ja": "正解！Random の勝ちは {wins} 試合です。でたらめに選んだ手が、よく選んだ手に勝つことはめったにありません。",
        "pl": "Dobrze! Random wygrywa {wins}: ruch wybrany losowo rzadko wygrywa z ruchem wybranym dobrze.",
    },
    "lessons.moves.random_wrong": {
        "en": "You predicted {given}. Now run the tournament below and count Random's wins: was your prediction right?",
        "ja": "予想は {given} 試合ですね。下のトーナメントを実行して、Random の勝った試合を数えよう。予想は当たったかな？",
        "pl": "Przewidywanie: {given}. Teraz uruchom turniej poniżej i policz wygrane Randoma: czy przewidywanie się sprawdziło?",
    },
    "lessons.moves.q.highest": {
        "en": 'Which computer player had the **highest average score** in the tournament? Answer "Random", "Greedy" or "Strategic".',
        "ja": 'トーナメントで**平均点がいちばん高かった**コンピューターはどれですか。"Random"、"Greedy"、"Strategic" のどれかで答えましょう。',
        "pl": 'Który gracz komputerowy miał w turnieju **najwyższy średni wynik**? Odpowiedz "Random", "Greedy" albo "Strategic".',
    },
    "lessons.moves.highest_right": {
        "en": "Right! {bot} scored {points:points} on average, the most.",
        "ja": "正解！{bot} の平均点は {points} ポイントでいちばん高いです。",
        "pl": "Dobrze! {bot} zdobywał średnio {points:points}, najwięcej.",
    },
    "lessons.moves.highest_wrong": {
        "en": "Not {bot}: it scored {points:points} on average. Look at the right-hand picture: which bar is the tallest?",
        "ja": "{bot} ではありません。平均点は {points} ポイントです。右のグラフを見よう：いちばん高い棒はどれかな？",
        "pl": "Nie {bot}: zdobywał średnio {points:points}. Spójrz na prawy wykres: który słupek jest najwyższy?",
    },
}
