"""The misconceptions a wrong answer shows, in a teacher's words (mathplay.classroom.misconceptions):
short, so that they fit a table cell and a chart label."""

MESSAGES: dict[str, dict[str, str]] = {
    # ----- order of operations -----------------------------------------------------------------
    "classroom.mis.left_to_right": {
        "en": "worked left to right (× ÷ not first)",
        "ja": "左から順に計算した（× ÷ を先にしていない）",
        "pl": "liczenie od lewej do prawej (× ÷ nie najpierw)",
    },
    "classroom.mis.plus_before_minus": {
        "en": "did + before −",
        "ja": "− より先に ＋ を計算した",
        "pl": "dodawanie przed odejmowaniem",
    },
    "classroom.mis.times_before_divide": {
        "en": "did × before ÷",
        "ja": "÷ より先に × を計算した",
        "pl": "mnożenie przed dzieleniem",
    },
    "classroom.mis.rounded_division": {
        "en": "rounded a division to a whole number",
        "ja": "わり算の答えを整数に丸めた",
        "pl": "zaokrąglenie wyniku dzielenia",
    },
    "classroom.mis.dangling_sign": {
        "en": "took a side ending in a sign as complete",
        "ja": "記号で終わる辺を完成とみなした",
        "pl": "strona kończąca się znakiem uznana za pełną",
    },
    "classroom.mis.false_equation": {
        "en": "chose an equation that is not true",
        "ja": "成り立たない等式を選んだ",
        "pl": "wybór równości, która nie jest prawdziwa",
    },
    "classroom.mis.wrong_sign": {
        "en": "chose a sign that does not make it true",
        "ja": "等式が成り立たない記号を選んだ",
        "pl": "znak, z którym równość nie jest prawdziwa",
    },
    "classroom.mis.missed_target": {
        "en": "built an expression that misses the target",
        "ja": "目標の数にならない式を作った",
        "pl": "wyrażenie, które nie daje celu",
    },
    "classroom.mis.digits_as_one_card": {
        "en": "counted a two-digit number as one card",
        "ja": "2けたの数を1枚のカードと数えた",
        "pl": "liczba dwucyfrowa liczona jako jedna karta",
    },
    "classroom.mis.no_penalty": {
        "en": "forgot the 3 taken off a completed equation",
        "ja": "完成した等式からマイナス3ポイントを忘れた",
        "pl": "pominięte odjęcie 3 punktów za ukończone równanie",
    },
    # ----- the biggest expression --------------------------------------------------------------
    "classroom.mis.times_always_more": {
        "en": "thought × always makes more than +",
        "ja": "× はいつも ＋ より大きくなると考えた",
        "pl": "przekonanie, że × zawsze daje więcej niż +",
    },
    "classroom.mis.missed_best": {
        "en": "a valid expression, but not the best",
        "ja": "式は正しいが、最善ではない",
        "pl": "poprawne wyrażenie, ale nie najlepsze",
    },
    "classroom.mis.orders_only": {
        "en": "counted the orders of the digits only",
        "ja": "数字の並べ方だけを数えた",
        "pl": "policzone tylko kolejności cyfr",
    },
    "classroom.mis.rows_not_values": {
        "en": "counted rows, not different values",
        "ja": "ちがう値ではなく、行の数を数えた",
        "pl": "policzone wiersze zamiast różnych wartości",
    },
    # ----- sum to 15 ---------------------------------------------------------------------------
    "classroom.mis.not_15": {
        "en": "a line that does not make 15",
        "ja": "合計が15にならない列",
        "pl": "linia, która nie daje 15",
    },
    "classroom.mis.repeated_tile": {
        "en": "missed the trios with a tile used twice",
        "ja": "同じ数のタイルを2枚使うトリオを数え忘れた",
        "pl": "pominięte tria z powtórzoną płytką",
    },
    "classroom.mis.added_copies": {
        "en": "added the copies instead of multiplying",
        "ja": "かけ算のかわりに枚数をたした",
        "pl": "dodawanie liczby płytek zamiast mnożenia",
    },
    "classroom.mis.count_not_chance": {
        "en": "gave a count, not a chance",
        "ja": "確率ではなく個数を答えた",
        "pl": "liczba zamiast prawdopodobieństwa",
    },
    "classroom.mis.trios_not_racks": {
        "en": "counted each trio once, not every rack",
        "ja": "トリオを1回ずつ数え、ラックの数を数えなかった",
        "pl": "każde trio liczone raz zamiast każdego stojaka",
    },
    "classroom.mis.bad_estimate": {
        "en": "an estimate far from one rack in 17",
        "ja": "見積もりが「17ラックに1つ」から遠い",
        "pl": "szacunek daleki od „jeden stojak na 17”",
    },
    "classroom.mis.pair_over_15": {
        "en": "two tiles side by side making more than 15",
        "ja": "となり合う2枚の合計が15をこえた",
        "pl": "dwie sąsiednie płytki o sumie ponad 15",
    },
    "classroom.mis.neighbour_limit": {
        "en": "not the biggest tile allowed beside another",
        "ja": "となりに置ける最大のタイルではない",
        "pl": "nie największa płytka dozwolona obok innej",
    },
    "classroom.mis.not_on_rack": {
        "en": "used a tile that is not on the rack",
        "ja": "ラックにないタイルを使った",
        "pl": "użycie płytki spoza stojaka",
    },
    # ----- Triolet scores and moves ------------------------------------------------------------
    "classroom.mis.forgot_pair": {
        "en": "forgot a line the move also scores",
        "ja": "この手で得点になるほかの列を忘れた",
        "pl": "pominięta linia, za którą ruch też punktuje",
    },
    "classroom.mis.trio_only": {
        "en": "scored the trio alone",
        "ja": "トリオだけを数えた",
        "pl": "policzone tylko trio",
    },
    "classroom.mis.no_bonus": {
        "en": "forgot the triolet bonus",
        "ja": "トリオレットのボーナスを忘れた",
        "pl": "pominięta premia za triolet",
    },
    "classroom.mis.forgot_trio_bonus": {
        "en": "forgot the trio bonus",
        "ja": "トリオのボーナスを忘れた",
        "pl": "pominięta premia za trio",
    },
    "classroom.mis.premium_every_line": {
        "en": "counted a premium square on every line",
        "ja": "ダブル枠・トリプル枠をすべての列に数えた",
        "pl": "pole premiowe liczone w każdej linii",
    },
    "classroom.mis.bonus_multiplied": {
        "en": "multiplied the triolet bonus",
        "ja": "トリオレットのボーナスまで倍にした",
        "pl": "pomnożona premia za triolet",
    },
    "classroom.mis.forgot_premium": {
        "en": "forgot a premium square",
        "ja": "ダブル枠・トリプル枠を忘れた",
        "pl": "pominięte pole premiowe",
    },
    "classroom.mis.safer_pair": {
        "en": "did not see which pair is safer",
        "ja": "どちらのペアが安全か見分けられなかった",
        "pl": "nierozpoznana bezpieczniejsza para",
    },
    "classroom.mis.luck_over_skill": {
        "en": "thought luck beats a well-chosen move",
        "ja": "運がよく選んだ手に勝つと考えた",
        "pl": "przecenione szczęście wobec dobrego wyboru ruchu",
    },
    "classroom.mis.read_chart": {
        "en": "misread the tournament's chart",
        "ja": "大会のグラフを読みちがえた",
        "pl": "źle odczytany wykres turnieju",
    },
    # ----- puzzle homework -----------------------------------------------------------------------
    "classroom.mis.wrong_card": {
        "en": "a card that does not make the equation true",
        "ja": "等式が成り立たないカード",
        "pl": "karta, z którą równość nie jest prawdziwa",
    },
    "classroom.mis.sides_not_equal": {
        "en": "an equation whose sides are not equal",
        "ja": "両辺が等しくない等式",
        "pl": "równość o nierównych stronach",
    },
    "classroom.mis.moved_table_cards": {
        "en": "moved the cards already on the table",
        "ja": "場のカードを動かした",
        "pl": "przestawione karty leżące na stole",
    },
    "classroom.mis.not_most_points": {
        "en": "a completion, but not the one scoring most",
        "ja": "完成はしたが、いちばん得点が高い形ではない",
        "pl": "ukończone równanie, ale nie za najwięcej punktów",
    },
    "classroom.mis.missed_ways": {
        "en": "found some of the ways, not all",
        "ja": "すべてではなく一部の方法だけを見つけた",
        "pl": "znalezione tylko niektóre sposoby",
    },
    "classroom.mis.missed_trio": {
        "en": "missed a tile that makes a trio",
        "ja": "トリオになるタイルを見落とした",
        "pl": "przeoczona płytka, która tworzy trio",
    },
    "classroom.mis.rule_breaks": {
        "en": "a trio where a rule forbids the tile",
        "ja": "ルールで置けない場所のトリオ",
        "pl": "trio tam, gdzie zasady nie pozwalają położyć płytki",
    },
    "classroom.mis.illegal_move": {
        "en": "a move the rules forbid",
        "ja": "ルールで認められない手",
        "pl": "ruch niezgodny z zasadami",
    },
    "classroom.mis.not_best_move": {
        "en": "a legal move, but not the best",
        "ja": "置ける手だが、いちばんよい手ではない",
        "pl": "dozwolony ruch, ale nie najlepszy",
    },
}
