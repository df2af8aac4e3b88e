"""Messages of the Memory Max board (mathplay.widgets.memory); terms from docs/glossary.md."""

MESSAGES: dict[str, dict[str, str]] = {
    "widgets.memory.title": {
        "en": "Memory Max",
        "ja": "メモリー・マックス（神経衰弱）",
        "pl": "Memory Max",
    },
    "widgets.memory.goal_max": {
        "en": "Find pairs and collect cards. At the end, the highest value wins.",
        "ja": "ペアを見つけてカードを集めよう。最後に最大の値を作った人の勝ち。",
        "pl": "Szukaj par i zbieraj karty. Na końcu wygrywa najwyższy wynik.",
    },
    "widgets.memory.goal_min": {
        "en": "Find pairs and collect cards. At the end, the smallest value wins.",
        "ja": "ペアを見つけてカードを集めよう。最後にいちばん小さな値を作った人の勝ち。",
        "pl": "Szukaj par i zbieraj karty. Na końcu wygrywa najmniejszy wynik.",
    },
    "widgets.memory.goal_zero": {
        "en": "Find pairs and collect cards. At the end, the value closest to zero wins.",
        "ja": "ペアを見つけてカードを集めよう。最後に0に最も近い値を作った人の勝ち。",
        "pl": "Szukaj par i zbieraj karty. Na końcu wygrywa wynik najbliżej zera.",
    },
    "widgets.memory.goal_target": {
        "en": "Find pairs and collect cards. At the end, the value closest to {target} wins.",
        "ja": "ペアを見つけてカードを集めよう。最後に{target}に最も近い値を作った人の勝ち。",
        "pl": "Szukaj par i zbieraj karty. Na końcu wygrywa wynik najbliżej liczby {target}.",
    },
    "widgets.memory.first_flip": {
        "en": "Your turn, {player}: flip two cards.",
        "ja": "{player}の番です。カードを2枚めくろう。",
        "pl": "Twoja kolej, {player}: odwróć dwie karty.",
    },
    "widgets.memory.second_flip": {
        "en": "Now flip a second card, {player}. Can you find the pair?",
        "ja": "{player}、2枚目をめくろう。ペアは見つかるかな？",
        "pl": "Teraz odwróć drugą kartę, {player}. Znajdziesz parę?",
    },
    "widgets.memory.after_pair": {
        "en": "A pair! {player}, flip two more cards, or stop and let the next player go.",
        "ja": "ペア！{player}、もう2枚めくるか、やめて次の人にゆずろう。",
        "pl": "Para! {player}, odwróć jeszcze dwie karty albo zakończ i oddaj kolej.",
    },
    "widgets.memory.stop": {
        "en": "Stop here",
        "ja": "ここでやめる",
        "pl": "Kończę",
    },
    "widgets.memory.stopped": {
        "en": "{player} stopped after a pair.",
        "ja": "{player}はペアのあとでやめました。",
        "pl": "{player}: koniec kolejki po parze.",
    },
    "widgets.memory.choose_chaos": {
        "en": "A chaos card, {player}! Choose how many face-down cards to shuffle (2 to {most}).",
        "ja": "{player}、カオスのカードです！裏向きのカードを何枚まぜるか選ぼう（2〜{most}枚）。",
        "pl": "Karta chaos, {player}! Wybierz, ile zakrytych kart potasować (od 2 do {most}).",
    },
    "widgets.memory.bot_playing": {
        "en": "The computer plays for {player}…",
        "ja": "{player}（コンピューター）の番です…",
        "pl": "Komputer gra za: {player}…",
    },
    "widgets.memory.look": {
        "en": "Remember these cards! Then click “Continue” or flip a card. Next: {player}.",
        "ja": "このカードを覚えよう！それから「つづける」を押すか、カードをめくろう。次は{player}。",
        "pl": "Zapamiętaj te karty! Potem kliknij „Dalej” albo odwróć kartę. Teraz: {player}.",
    },
    "widgets.memory.look_bot": {
        "en": "Remember these cards! Click “Continue” and the computer plays for {player}.",
        "ja": "このカードを覚えよう！「つづける」を押すと{player}（コンピューター）の番です。",
        "pl": "Zapamiętaj te karty! Kliknij „Dalej”, a potem komputer zagra za: {player}.",
    },
    "widgets.memory.finale": {
        "en": "No face-down cards are left! Each player builds one expression from all their cards.",
        "ja": "裏向きのカードはもうありません！自分のカードを全部使って、式を1つ作ろう。",
        "pl": "Nie ma już zakrytych kart! Każdy gracz układa jedno wyrażenie ze wszystkich swoich kart.",
    },
    "widgets.memory.pair": {
        "en": "A pair for {player}: {faces}! The cards go to {player}.",
        "ja": "{player}がペアを見つけました：{faces}！カードは{player}のものです。",
        "pl": "{player}: para {faces}! Te karty są twoje.",
    },
    "widgets.memory.no_pair": {
        "en": "{player} flipped {faces}: not a pair.",
        "ja": "{player}がめくったのは{faces}：ペアではありません。",
        "pl": "{player}: odkryte {faces}, to nie para.",
    },
    "widgets.memory.turn_back": {
        "en": "Back face down, in the same place: {faces}.",
        "ja": "同じ場所に裏向きにもどします：{faces}。",
        "pl": "Z powrotem zakryte, na tym samym miejscu: {faces}.",
    },
    "widgets.memory.bonus": {
        "en": "{player} took {count:bonus_cards}: {faces}.",
        "ja": "{player}はボーナスカード{faces}をもらいました（{count:cards}）。",
        "pl": "{player}: {count:bonus_cards} dla ciebie: {faces}.",
    },
    "widgets.memory.chaos_pair": {
        "en": "Two chaos cards for {player}! They make one shuffle, then they are put away.",
        "ja": "{player}がカオスのペアを見つけました！1回だけまぜて、そのカードは捨てます。",
        "pl": "{player}: dwie karty chaos! Jedno tasowanie, potem obie odpadają.",
    },
    "widgets.memory.chaos_taken": {
        "en": "A chaos card for {player}: it must be used at once, then it is put away.",
        "ja": "{player}はカオスのカードをもらいました。すぐに使って、そのあと捨てます。",
        "pl": "{player}: karta chaos! Trzeba jej użyć od razu, potem odpada.",
    },
    "widgets.memory.shuffled": {
        "en": "Chaos! {player} shuffled {count:face_down_cards} (marked ⇄).",
        "ja": "カオス！{player}が{count:face_down_cards}をまぜました（⇄のカード）。",
        "pl": "Chaos ({player}): {count:shuffled_cards} (oznaczone ⇄).",
    },
    "widgets.memory.chaos_unused": {
        "en": "The chaos card is put away unused: fewer than two face-down cards are left.",
        "ja": "裏向きのカードが2枚より少ないので、カオスは使わずに捨てます。",
        "pl": "Karta chaos odpada nieużyta: na stole jest mniej niż dwie zakryte karty.",
    },
    "widgets.memory.continue": {
        "en": "Continue",
        "ja": "つづける",
        "pl": "Dalej",
    },
    "widgets.memory.shuffle": {
        "en": "Shuffle",
        "ja": "まぜる",
        "pl": "Potasuj",
    },
    "widgets.memory.shuffle_count": {
        "en": "Cards to shuffle:",
        "ja": "まぜる枚数：",
        "pl": "Ile kart:",
    },
    "widgets.memory.face_down_left": {
        "en": "{count:face_down_cards} on the table",
        "ja": "テーブルに{count:face_down_cards}",
        "pl": "Na stole: {count:face_down_cards}",
    },
    "widgets.memory.cards_count": {
        "en": "{count:cards}",
        "ja": "{count:cards}",
        "pl": "{count:cards}",
    },
    "widgets.memory.no_cards_yet": {
        "en": "no cards yet",
        "ja": "まだカードはありません",
        "pl": "jeszcze bez kart",
    },
    "widgets.memory.chaos_face": {
        "en": "chaos",
        "ja": "カオス",
        "pl": "chaos",
    },
    "widgets.memory.card_down": {
        "en": "row {row}, column {col}, face down",
        "ja": "{row}行{col}列、裏向き",
        "pl": "wiersz {row}, kolumna {col}, zakryta",
    },
    "widgets.memory.card_face": {
        "en": "row {row}, column {col}, {face}",
        "ja": "{row}行{col}列、{face}",
        "pl": "wiersz {row}, kolumna {col}, {face}",
    },
    "widgets.memory.card_empty": {
        "en": "row {row}, column {col}, empty",
        "ja": "{row}行{col}列、空き",
        "pl": "wiersz {row}, kolumna {col}, puste",
    },
    "widgets.memory.legend_down": {
        "en": "face down",
        "ja": "裏向き",
        "pl": "zakryta",
    },
    "widgets.memory.legend_up": {
        "en": "face up now",
        "ja": "いま表向き",
        "pl": "teraz odkryta",
    },
    "widgets.memory.legend_back": {
        "en": "goes back face down: remember it!",
        "ja": "裏向きにもどる：覚えよう！",
        "pl": "wraca zakryta: zapamiętaj!",
    },
    "widgets.memory.legend_won": {
        "en": "just taken",
        "ja": "いま取ったカード",
        "pl": "właśnie zabrana",
    },
    "widgets.memory.legend_shuffled": {
        "en": "just shuffled (chaos)",
        "ja": "いままぜた（カオス）",
        "pl": "właśnie potasowana (chaos)",
    },
    "widgets.memory.legend_taken": {
        "en": "empty place",
        "ja": "空いた場所",
        "pl": "puste miejsce",
    },
    "widgets.memory.no_such_place": {
        "en": "There is no card in row {row}, column {col}.",
        "ja": "{row}行{col}列にカードはありません。",
        "pl": "W rzędzie {row}, kolumnie {col} nie ma karty.",
    },
    "widgets.memory.no_such_player": {
        "en": "There is no player {player} in this game.",
        "ja": "このゲームにプレイヤー{player}はいません。",
        "pl": "W tej grze nie ma gracza {player}.",
    },
    "widgets.memory.whose_expression": {
        "en": "Whose expression?",
        "ja": "だれの式？",
        "pl": "Czyje wyrażenie?",
    },
    "widgets.memory.declare": {
        "en": "Announce",
        "ja": "発表する",
        "pl": "Ogłoś",
    },
    "widgets.memory.check": {
        "en": "Check",
        "ja": "チェック",
        "pl": "Sprawdź",
    },
    "widgets.memory.results": {
        "en": "Results",
        "ja": "結果",
        "pl": "Wyniki",
    },
    "widgets.memory.not_a_person": {
        "en": "The computer plays for {player}: it uses the best expression.",
        "ja": "{player}はコンピューターです。いちばんよい式を使います。",
        "pl": "Komputer gra za: {player}. Używa najlepszego wyrażenia.",
    },
    "widgets.memory.no_cards": {
        "en": "No cards for {player}, so no expression.",
        "ja": "{player}はカードがないので、式はありません。",
        "pl": "{player}: brak kart, więc nie ma wyrażenia.",
    },
    "widgets.memory.no_number": {
        "en": "No number card for {player}: no expression can be made of only {faces}.",
        "ja": "{player}は数字のカードがないので、{faces}だけでは式を作れません。",
        "pl": "{player}: brak kart z cyfrą, a z samych znaków {faces} nie da się ułożyć wyrażenia.",
    },
    "widgets.memory.build_yours": {
        "en": "{player}: click your cards in order, then “Check” or “Announce”.",
        "ja": "{player}：カードを順番にクリックして、「チェック」か「発表する」を押そう。",
        "pl": "{player}: klikaj swoje karty po kolei, potem „Sprawdź” albo „Ogłoś”.",
    },
    "widgets.memory.only_yours": {
        "en": "You can check only your own expression: this is not your turn to build.",
        "ja": "チェックできるのは自分の式だけです。",
        "pl": "Sprawdzić można tylko własne wyrażenie.",
    },
    "widgets.memory.check_right": {
        "en": "✓ {expression} = {value}: a correct expression of all your cards.",
        "ja": "✓ {expression} = {value}：すべてのカードを使った正しい式です。",
        "pl": "✓ {expression} = {value}: poprawne wyrażenie ze wszystkich twoich kart.",
    },
    "widgets.memory.check_better": {
        "en": "Your best so far: {value}. Can you beat it?",
        "ja": "いままでのいちばん：{value}。もっとよくできるかな？",
        "pl": "Twój najlepszy wynik do tej pory: {value}. Dasz radę więcej?",
    },
    "widgets.memory.check_same": {
        "en": "The same as your best so far ({value}).",
        "ja": "いままでのいちばんと同じです（{value}）。",
        "pl": "Tyle samo, co twój najlepszy wynik ({value}).",
    },
    "widgets.memory.check_worse": {
        "en": "Your best so far was {value}: this one is {distance} away from it.",
        "ja": "いままでのいちばんは{value}。この式はそれより{distance}だけ離れています。",
        "pl": "Twój najlepszy wynik to {value}: to wyrażenie jest od niego o {distance} dalej.",
    },
    "widgets.memory.announced": {
        "en": "{player} announced {expression} = {value}.",
        "ja": "{player}の式：{expression} = {value}。",
        "pl": "Ogłoszone ({player}): {expression} = {value}.",
    },
    "widgets.memory.waiting_for": {
        "en": "The best expressions are shown when everyone has announced. Still to announce: {names}.",
        "ja": "全員が発表したら、いちばんよい式を見せます。まだ発表していない人：{names}。",
        "pl": "Najlepsze wyrażenia pokażemy, gdy wszyscy ogłoszą swoje. Czekamy jeszcze na: {names}.",
    },
    "widgets.memory.is_best": {
        "en": "That is the best possible!",
        "ja": "これがいちばんよい式です！",
        "pl": "To najlepszy możliwy wynik!",
    },
    "widgets.memory.best_is": {
        "en": "The best expression of these cards: {expression} = {value}.",
        "ja": "このカードでいちばんよい式：{expression} = {value}。",
        "pl": "Najlepsze wyrażenie z tych kart: {expression} = {value}.",
    },
    "widgets.memory.best_none": {
        "en": "These cards cannot form any expression.",
        "ja": "このカードでは式を作れません。",
        "pl": "Z tych kart nie da się ułożyć żadnego wyrażenia.",
    },
    "widgets.memory.why_best": {
        "en": "Why is it the best?",
        "ja": "なぜこれがいちばんよいの？",
        "pl": "Dlaczego to najlepsze?",
    },
    "widgets.memory.computing": {
        "en": "Looking for the best expressions…",
        "ja": "いちばんよい式をさがしています…",
        "pl": "Szukam najlepszych wyrażeń…",
    },
    "widgets.memory.rank": {
        "en": "Place",
        "ja": "順位",
        "pl": "Miejsce",
    },
    "widgets.memory.player": {
        "en": "Player",
        "ja": "プレイヤー",
        "pl": "Gracz",
    },
    "widgets.memory.cards": {
        "en": "Cards",
        "ja": "カード",
        "pl": "Karty",
    },
    "widgets.memory.expression": {
        "en": "Expression",
        "ja": "式",
        "pl": "Wyrażenie arytmetyczne",
    },
    "widgets.memory.value": {
        "en": "Value",
        "ja": "値",
        "pl": "Wynik",
    },
    "widgets.memory.best": {
        "en": "Best possible",
        "ja": "いちばんよい値",
        "pl": "Najlepszy możliwy",
    },
    "widgets.memory.own": {
        "en": "announced",
        "ja": "発表した式",
        "pl": "ogłoszone",
    },
    "widgets.memory.given_best": {
        "en": "best",
        "ja": "いちばんよい式",
        "pl": "najlepsze",
    },
    "widgets.memory.no_expression": {
        "en": "no expression",
        "ja": "式なし",
        "pl": "brak wyrażenia",
    },
    "widgets.memory.tie": {
        "en": "Game over! A tie between {players}.",
        "ja": "ゲーム終了！{players}が同点です。",
        "pl": "Koniec gry! Remis: {players}.",
    },
    "widgets.memory.keys": {
        "en": "Keys: arrows move over the cards, Enter or Space flips.",
        "ja": "キー操作：矢印でカードを移動、EnterかSpaceでめくる。",
        "pl": "Klawisze: strzałki przesuwają po kartach, Enter lub spacja odwraca.",
    },
    "widgets.memory.card_state": {
        "en": "{card}, {state}",
        "ja": "{card}、{state}",
        "pl": "{card}, {state}",
    },
}
