""" "How to play" on the app pages (mathplay.widgets.app): each game's rules in a few short
lines (one per line of the message), in the words of docs/glossary.md; the numbers come from
the game's default Rules."""

MESSAGES: dict[str, dict[str, str]] = {
    "widgets.app.how_triolet": {
        "en": "On your turn put 1, 2 or 3 tiles from your rack in one row or one column, touching a tile on the board (the first tile covers the centre ★).\n"
        "Two tiles side by side make 15 or less: they score their sum.\n"
        "Three tiles in a line make exactly 15: a trio, 30 points. A line never holds more than three tiles.\n"
        "All three of your tiles as one trio: a triolet, 50 points more!\n"
        "×2 and ×3 squares multiply your tile, ↻ lets you play again. A wild tile ✱ can be any number from 0 to 15.\n"
        "Instead, you may exchange tiles or pass. When the bag is empty and someone places the last tile, the game ends: the highest score wins.\n"
        "Click a tile, then a square: the board says what the move scores. “Confirm” plays it, “Hint” shows the best move.",
        "ja": "自分の番には、ラックのタイルを1〜3枚、たてか横の1列に置こう。盤のタイルにくっつけて置きます（最初のタイルは中央のマーク★の上）。\n"
        "となり合う2枚の合計は15以下。その合計が得点です。\n"
        "3枚並べたら合計はちょうど15：トリオ、30ポイント！1列に4枚以上は並べられません。\n"
        "自分のタイル3枚でトリオを作るとトリオレット：さらに50ポイント！\n"
        "ダブル枠とトリプル枠はタイルの数を2倍・3倍に、リプレイ枠↻ならもう一度プレイ。ワイルドタイル✱は0〜15のどの数にもなれます。\n"
        "置くかわりに、タイルを交換するかパスもできます。袋が空になって、だれかが最後のタイルを置いたら終わり。得点がいちばん高い人の勝ち。\n"
        "タイルをクリックしてからマスをクリック。得点が表示されます。「確定」で決まり、「ヒント」でいちばんよい手が見られます。",
        "pl": "W swojej kolejce połóż 1, 2 albo 3 płytki ze stojaka w jednym wierszu lub w jednej kolumnie, tak żeby dotykały płytki na planszy (pierwsza płytka leży na polu środkowym ★).\n"
        "Dwie płytki obok siebie dają razem najwyżej 15: zdobywasz tyle punktów, ile wynosi ich suma.\n"
        "Trzy płytki w linii dają dokładnie 15: to trio, 30 punktów. W linii nigdy nie ma więcej niż trzy płytki.\n"
        "Wszystkie trzy twoje płytki jako jedno trio to triolet: 50 punktów więcej!\n"
        "Pola ×2 i ×3 mnożą płytkę, pole ↻ daje jeszcze jeden ruch. Dżoker ✱ może być dowolną liczbą od 0 do 15.\n"
        "Zamiast tego możesz wymienić płytki albo spasować. Gdy woreczek jest pusty i ktoś położy ostatnią płytkę, gra się kończy: wygrywa najwyższy wynik.\n"
        "Kliknij płytkę, a potem pole: plansza pokaże, ile wart jest ruch. „Zatwierdź” go gra, „Podpowiedź” pokazuje najlepszy ruch.",
    },
    "widgets.app.how_equations": {
        "en": "Three equations lie on the table. Make both sides of an equation equal!\n"
        "On your turn put cards from your hand into one equation: at either end of a side, or between two cards. Digits side by side make one number: 2 and 5 make 25.\n"
        "An equation is complete when both sides have the same value. × and ÷ come before + and −.\n"
        "Completing it scores its cards (the = card too) minus {penalty}.\n"
        "Then draw {draw:cards}. An equation of {void_at:cards} that is not complete is void: nobody scores.\n"
        "The first to reach {target:points} wins.\n"
        "Click a card, then a yellow gap ▾: the board shows both sides and their values. “Confirm” plays, “Hint” helps.",
        "ja": "場に等式が3つあります。等式の両側を等しくしよう！\n"
        "自分の番には、手札のカードを1つの等式に出そう。左右のはしでも、カードの間に割り込ませてもいい。数字がとなり合うと1つの数になります（2と5で25）。\n"
        "両側の値が同じになったら完成。×と÷は＋と−より先に計算します。\n"
        "完成させると、カードの枚数（イコールカードも数える）から{penalty}を引いたポイントがもらえます。\n"
        "そのあと山からカードを{draw:cards}引こう。{void_at:cards}になっても完成しない等式は無効で、だれも得点しません。\n"
        "先に{target:points}になった人の勝ち。\n"
        "カードをクリックしてから黄色いすき間▾をクリック。両側とその値が表示されます。「確定」で決まり、「ヒント」で手助け。",
        "pl": "Na stole leżą trzy równania. Spraw, żeby obie strony równania były równe!\n"
        "W swojej kolejce połóż karty z ręki w jednym równaniu: na końcu strony albo między dwiema kartami. Cyfry obok siebie tworzą jedną liczbę: 2 i 5 to 25.\n"
        "Równanie jest ukończone, gdy obie strony mają tę samą wartość. × i ÷ wykonuje się przed + i −.\n"
        "Za ukończenie dostajesz tyle punktów, ile kart ma równanie (z kartą „=”), minus {penalty}.\n"
        "Potem dobierz {draw:cards_acc}. Nieukończone równanie z {void_at:cards} zostaje unieważnione: nikt nie dostaje punktów.\n"
        "Wygrywa pierwszy gracz z {target:points}.\n"
        "Kliknij kartę, a potem żółtą szczelinę ▾: plansza pokaże obie strony i ich wartości. „Zatwierdź” gra, „Podpowiedź” pomaga.",
    },
    "widgets.app.how_memory": {
        "en": "The cards lie face down. On your turn flip two cards.\n"
        "Two cards that match are yours, and you flip again.\n"
        "No match? A number card goes back face down: remember where it is! A sign, Y or chaos card is a bonus card: you keep it.\n"
        "A chaos card shuffles face-down cards: you choose how many.\n"
        "At the end each player builds one expression from all their cards, in any order. × and ÷ come before + and −, digits side by side make one number, Y can be any digit or sign.\n"
        "The highest value wins. Then see the best expression, and why it is the best.",
        "ja": "カードは裏向きに並んでいます。自分の番にはカードを2枚めくろう。\n"
        "同じカードならペア：自分のものになって、もう一度めくれます。\n"
        "ペアでなければ、数字カードは裏向きにもどります。場所を覚えておこう！記号カード、変数Y、カオスのカードはボーナスカード：そのままもらえます。\n"
        "カオスのカードを取ったら、裏向きのカードをまぜます。何枚まぜるかは自分で決めます。\n"
        "最後に、取ったカードを全部使って式を1つ作ります。×と÷は＋と−より先、となり合う数字は1つの数、変数Yはどの数字にも記号にもなれます。\n"
        "値がいちばん大きい人の勝ち。そのあと、いちばんよい式とその理由が見られます。",
        "pl": "Karty leżą zakryte. W swojej kolejce odwróć dwie karty.\n"
        "Dwie takie same karty są twoje i odwracasz jeszcze raz.\n"
        "Nie ma pary? Karta z cyfrą wraca zakryta: zapamiętaj, gdzie leży! Karta ze znakiem, zmienna Y albo chaos to karta nagrody: zostaje u ciebie.\n"
        "Karta chaos tasuje zakryte karty: ty decydujesz, ile.\n"
        "Na końcu każdy gracz układa jedno wyrażenie ze wszystkich swoich kart. × i ÷ wykonuje się przed + i −, cyfry obok siebie tworzą jedną liczbę, zmienna Y może być dowolną cyfrą albo znakiem.\n"
        "Wygrywa najwyższy wynik. Potem zobaczysz najlepsze wyrażenie i dowiesz się, dlaczego jest najlepsze.",
    },
}
