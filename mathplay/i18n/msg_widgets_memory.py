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
        "ja": "ペアを見つけてカードを集めよう。最後に {target} に最も近い値を作った人の勝ち。",
        "pl": "Szukaj par i zbieraj karty. Na końcu wygrywa wynik najbliżej liczby {target}.",
    },
    "widgets.memory.first_flip": {
        "en": "{player}, your turn: flip two cards.",
        "ja": "{player} さん、あなたの番です。カードを2枚めくろう。",
        "pl": "{player}, twoja kolej: odwróć dwie karty.",
    },
    "widgets.memory.second_flip": {
        "en": "{player}: flip a second card. Can you find the pair?",
        "ja": "{player} さん、2枚目をめくろう。ペアは見つかるかな？",
        "pl": "{player}: odwróć drugą kartę. Znajdziesz parę?",
    },
    "widgets.memory.choose_chaos": {
        "en": "{player}, you took a chaos card! Choose how many face-down cards to shuffle (2 to {most}).",
        "ja": "{player} さん、カオスのカードを取りました！裏向きのカードを何枚まぜるか選ぼう（2〜{most} 枚）。",
        "pl": "{player}, masz kartę chaos! Wybierz, ile zakrytych kart potasować (od 2 do {most}).",
    },
    "widgets.memory.bot_playing": {
        "en": "{player} (computer) is playing…",
        "ja": "{player}（コンピューター）の番です…",
        "pl": "{player} (komputer) gra…",
    },
    "widgets.memory.look": {
        "en": "Remember these cards! Then click “Continue” or flip a card. Next: {player}.",
        "ja": "このカードを覚えよう！それから「つづける」を押すか、カードをめくろう。次は {player} さん。",
        "pl": "Zapamiętaj te karty! Potem kliknij „Dalej” albo odwróć kartę. Teraz: {player}.",
    },
    "widgets.memory.look_bot": {
        "en": "Remember these cards! Click “Continue” and {player} (computer) plays.",
        "ja": "このカードを覚えよう！「つづける」を押すと {player}（コンピューター）の番です。",
        "pl": "Zapamiętaj te karty! Kliknij „Dalej”, a potem zagra {player} (komputer).",
    },
    "widgets.memory.finale": {
        "en": "No face-down cards are left! Each player builds one expression from all their cards.",
        "ja": "裏向きのカードはもうありません！自分のカードを全部使って、式を1つ作ろう。",
        "pl": "Nie ma już zakrytych kart! Każdy gracz układa jedno wyrażenie ze wszystkich swoich kart.",
    },
    "widgets.memory.pair": {
        "en": "{player} found a pair: {faces}! The cards go to {player}, who plays again.",
        "ja": "{player} さんがペアを見つけました：{faces}！カードをもらって、もう一度めくります。",
        "pl": "{player} znajduje parę: {faces}! Karty trafiają do gracza {player}, który gra dalej.",
    },
    "widgets.memory.no_pair": {
        "en": "{player} flipped {faces}: not a pair.",
        "ja": "{player} さんがめくったのは {faces}：ペアではありません。",
        "pl": "{player} odwraca {faces}: to nie jest para.",
    },
    "widgets.memory.turn_back": {
        "en": "Back face down, in the same place: {faces}.",
        "ja": "同じ場所に裏向きにもどします：{faces}。",
        "pl": "Z powrotem zakryte, na tym samym miejscu: {faces}.",
    },
    "widgets.memory.bonus": {
        "en": "{player} takes the bonus card {faces}.",
        "ja": "{player} さんはボーナスカード {faces} をもらいます。",
        "pl": "{player} bierze kartę nagrody {faces}.",
    },
    "widgets.memory.chaos_pair": {
        "en": "{player} found two chaos cards! They make one shuffle, then they are put away.",
        "ja": "{player} さんがカオスのペアを見つけました！1回だけまぜて、そのカードは捨てます。",
        "pl": "{player} znajduje dwie karty chaos! Jedno tasowanie, potem obie odpadają.",
    },
    "widgets.memory.chaos_taken": {
        "en": "{player} takes a chaos card: it must be used at once, then it is put away.",
        "ja": "{player} さんはカオスのカードをもらいました。すぐに使って、そのあと捨てます。",
        "pl": "{player} bierze kartę chaos: trzeba jej użyć od razu, potem odpada.",
    },
    "widgets.memory.shuffled": {
        "en": "Chaos! {player} shuffled {count} face-down cards (marked ⇄).",
        "ja": "カオス！{player} さんが裏向きのカードを {count} 枚まぜました（⇄ のカード）。",
        "pl": "Chaos! {player} tasuje {count} zakrytych kart (oznaczone ⇄).",
    },
    "widgets.memory.chaos_unused": {
        "en": "The chaos card is put away unused: fewer than two face-down cards are left.",
        "ja": "裏向きのカードが2枚より少ないので、カオスは使わずに捨てます。",
        "pl": "Karta chaos odpada nieużyta: zostało mniej niż dwie zakryte karty.",
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
        "en": "Face-down cards: {count}",
        "ja": "裏向きのカード：{count} 枚",
        "pl": "Zakryte karty: {count}",
    },
    "widgets.memory.cards_count": {
        "en": "{count} cards",
        "ja": "{count} 枚",
        "pl": "kart: {count}",
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
        "ja": "{row} 行 {col} 列にカードはありません。",
        "pl": "W rzędzie {row}, kolumnie {col} nie ma karty.",
    },
    "widgets.memory.no_such_player": {
        "en": "There is no player {player} in this game.",
        "ja": "このゲームにプレイヤー {player} はいません。",
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
    "widgets.memory.results": {
        "en": "Results",
        "ja": "結果",
        "pl": "Wyniki",
    },
    "widgets.memory.not_a_person": {
        "en": "{player} is the computer: it uses its best expression.",
        "ja": "{player} はコンピューターです。最大の値の式を使います。",
        "pl": "{player} to komputer: używa swojego najlepszego wyrażenia.",
    },
    "widgets.memory.no_cards": {
        "en": "{player} has no cards, so no expression.",
        "ja": "{player} さんはカードがないので、式はありません。",
        "pl": "{player} nie ma kart, więc nie ma wyrażenia.",
    },
    "widgets.memory.build_yours": {
        "en": "{player}: click your cards in order, then click “Announce”.",
        "ja": "{player} さん：カードを順番にクリックして、「発表する」を押そう。",
        "pl": "{player}: klikaj swoje karty po kolei, potem kliknij „Ogłoś”.",
    },
    "widgets.memory.announced": {
        "en": "{player} announced {expression} = {value}.",
        "ja": "{player} さんの式：{expression} = {value}。",
        "pl": "{player} ogłasza: {expression} = {value}.",
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
    "widgets.memory.rank": {"en": "Place", "ja": "順位", "pl": "Miejsce"},
    "widgets.memory.player": {"en": "Player", "ja": "プレイヤー", "pl": "Gracz"},
    "widgets.memory.cards": {"en": "Cards", "ja": "カード", "pl": "Karty"},
    "widgets.memory.expression": {
        "en": "Expression",
        "ja": "式",
        "pl": "Wyrażenie arytmetyczne",
    },
    "widgets.memory.value": {"en": "Value", "ja": "値", "pl": "Wynik"},
    "widgets.memory.best": {
        "en": "Best possible",
        "ja": "いちばんよい値",
        "pl": "Najlepszy możliwy",
    },
    "widgets.memory.own": {"en": "announced", "ja": "発表した式", "pl": "ogłoszone"},
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
        "en": "Game over: a tie between {players}!",
        "ja": "ゲーム終了：{players} さんが同点です！",
        "pl": "Koniec gry: remis między graczami {players}!",
    },
}
