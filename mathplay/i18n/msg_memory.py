"""Messages of Memory Max (mathplay.games.memory); terms from docs/glossary.md."""

MESSAGES: dict[str, dict[str, str]] = {
    "memory.unknown_face": {
        "en": "{face!r} is not a Memory Max card: use digits 0–9, + − × ÷, Y or chaos.",
        "ja": "{face!r}はこのゲームのカードではありません。数字0〜9、＋ − × ÷、Y、カオスのどれかを使ってください。",
        "pl": "{face!r} to nie jest karta tej gry: używaj cyfr 0–9, znaków + − × ÷, Y albo chaos.",
    },
    "memory.rules_copies": {
        "en": "Card counts must be whole numbers, and each digit must come an even number of times.",
        "ja": "カードの枚数は整数で、数字カードはそれぞれ偶数枚にしてください。",
        "pl": "Liczby kart muszą być całkowite, a każda cyfra musi występować parzystą liczbę razy.",
    },
    "memory.rules_grid_shape": {
        "en": "The grid needs a number of rows and of columns, like (5, 8), not {grid}.",
        "ja": "並べ方は「(5, 8)」のように行と列の数で指定してください（{grid}ではなく）。",
        "pl": "Podaj liczbę rzędów i kolumn, na przykład (5, 8), a nie {grid}.",
    },
    "memory.rules_grid": {
        "en": "There is no room for {cards:cards} in a grid of {rows} × {cols}.",
        "ja": "{rows}行{cols}列には{cards}枚のカードが並びきりません。",
        "pl": "Siatka {rows} × {cols} nie ma miejsca na {cards:cards_acc}.",
    },
    "memory.rules_players": {
        "en": "The number of players must go from a small whole number to a bigger one.",
        "ja": "プレイヤーの人数は、少ない方から多い方への整数で指定してください。",
        "pl": "Liczba graczy musi być podana jako liczby całkowite: od mniejszej do większej.",
    },
    "memory.rules_symbols": {
        "en": "{text!r} is not a list of different {kind}.",
        "ja": "{text!r}は重なりのない{kind}の並びになっていません。",
        "pl": "{text!r} to nie jest lista różnych symboli ({kind}).",
    },
    "memory.rules_goal": {
        "en": 'Unknown goal {goal}: choose "max", "min", "zero" or ("target", a number).',
        "ja": '{goal}という目標はありません。「"max"」「"min"」「"zero"」「("target", 数)」から選んでください。',
        "pl": 'Nieznany cel {goal}: wybierz "max", "min", "zero" albo ("target", liczba).',
    },
    "memory.rules_unknown_option": {
        "en": "Memory Max has no rule called {option!r}.",
        "ja": "このゲームに{option!r}というルールはありません。",
        "pl": "W tej grze nie ma zasady {option!r}.",
    },
    "memory.face_not_in_game": {
        "en": "The {face} card is not used in this game.",
        "ja": "このゲームでは{face}のカードは使いません。",
        "pl": "W tej grze nie ma karty {face}.",
    },
    "memory.odd_numbers": {
        "en": "Each number card needs a partner: put an even number of these cards: {digits}.",
        "ja": "数字カードにはペアが必要です。次の数字を偶数枚にしてください：{digits}。",
        "pl": "Każda karta z cyfrą potrzebuje pary: tych kart musi być parzyście: {digits}.",
    },
    "memory.unknown_move": {
        "en": "That is not a move of Memory Max: flip a card, use chaos, or give your expression.",
        "ja": "このゲームの手ではありません。カードをめくる、カオスを使う、式を出す、のどれかです。",
        "pl": "To nie jest ruch w tej grze: odwróć kartę, użyj chaosu albo podaj wyrażenie.",
    },
    "memory.game_over": {
        "en": "No face-down cards are left: now build your expression.",
        "ja": "裏向きのカードはもうありません。式を作りましょう。",
        "pl": "Nie ma już zakrytych kart: teraz ułóż swoje wyrażenie arytmetyczne.",
    },
    "memory.chaos_pending": {
        "en": "Use your chaos card first: choose how many face-down cards to shuffle.",
        "ja": "先にカオスを使ってください。裏向きのカードを何枚まぜるか選びます。",
        "pl": "Najpierw użyj karty chaos: wybierz, ile zakrytych kart potasować.",
    },
    "memory.no_such_card": {
        "en": "There is no card at place {position}.",
        "ja": "{position}の場所にカードはありません。",
        "pl": "Na miejscu {position} nie ma karty.",
    },
    "memory.card_taken": {
        "en": "The card at place {position} has already been taken.",
        "ja": "{position}のカードはもう取られています。",
        "pl": "Karta z miejsca {position} została już zabrana.",
    },
    "memory.card_face_up": {
        "en": "The card at place {position} is already face up: flip a face-down card.",
        "ja": "{position}のカードはもう表向きです。裏向きのカードをめくってください。",
        "pl": "Karta na miejscu {position} jest już odkryta: odwróć zakrytą kartę.",
    },
    "memory.cannot_stop": {
        "en": "You can stop only right after taking a pair.",
        "ja": "やめられるのは、ペアを取った直後だけです。",
        "pl": "Możesz przerwać tylko zaraz po zabraniu pary.",
    },
    "memory.no_chaos": {
        "en": "There is no chaos card to use now.",
        "ja": "今使えるカオスのカードはありません。",
        "pl": "Teraz nie ma karty chaos do użycia.",
    },
    "memory.chaos_count": {
        "en": "Choose from {minimum} to {maximum:face_down_cards} to shuffle.",
        "ja": "まぜる裏向きのカードは{minimum}〜{maximum}枚から選んでください。",
        "pl": "Wybierz od {minimum} do {maximum} zakrytych kart do potasowania.",
    },
    "memory.not_over": {
        "en": "Expressions come at the end, when no face-down card is left.",
        "ja": "式を作るのは、裏向きのカードがなくなってからです。",
        "pl": "Wyrażenia układa się na końcu, gdy nie ma już zakrytych kart.",
    },
    "memory.unknown_player": {
        "en": "There is no player {player} in this game.",
        "ja": "このゲームにプレイヤー{player}はいません。",
        "pl": "W tej grze nie ma gracza {player}.",
    },
    "memory.already_declared": {
        "en": "{player}: the expression is already announced.",
        "ja": "{player}の式はもう発表されています。",
        "pl": "{player}: wyrażenie jest już ogłoszone.",
    },
    "memory.finished": {
        "en": "The game is over: every player has their expression.",
        "ja": "ゲームは終わりました。全員の式が決まっています。",
        "pl": "Gra się skończyła: każdy gracz ma już swoje wyrażenie.",
    },
    "memory.move_text": {
        "en": '{text!r} is not a move: write "flip 12", "chaos 3", "player 0: 9 × 7" or "player 0: best".',
        "ja": "{text!r}は手ではありません。「flip 12」「chaos 3」「player 0: 9 × 7」「player 0: best」のように書いてください。",
        "pl": "{text!r} to nie jest ruch: napisz „flip 12”, „chaos 3”, „player 0: 9 × 7” albo „player 0: best”.",
    },
    "memory.card_missing": {
        "en": "Use all your cards: the {card} card is missing.",
        "ja": "自分のカードを全部使ってください。{card}のカードが足りません。",
        "pl": "Użyj wszystkich swoich kart: brakuje karty {card}.",
    },
    "memory.card_extra": {
        "en": "{card} is one card too many: use only your own cards (each Y is one card).",
        "ja": "{card}が1枚多すぎます。自分のカードだけを使ってください（Y は1枚で1つ）。",
        "pl": "{card} to o jedną kartę za dużo: używaj tylko swoich kart (każde Y to jedna karta).",
    },
    "memory.wildcard_unused": {
        "en": "Use your {count:y_cards_gen} too: write the digit or sign each one stands for.",
        "ja": "変数Y（{count}枚）も使ってください。それぞれの Y を数字か記号にして書きます。",
        "pl": "Użyj też {count:y_cards_gen}: wpisz cyfrę albo znak, którym jest każda zmienna Y.",
    },
    "memory.wildcard_value": {
        "en": "Y cannot become {card} in this game.",
        "ja": "このゲームでは Y を{card}にすることはできません。",
        "pl": "W tej grze zmienna Y nie może stać się {card}.",
    },
    "memory.invalid_state": {
        "en": "This Memory Max position is not possible ({detail}).",
        "ja": "この局面はルール上ありえません（{detail}）。",
        "pl": "Taka sytuacja w grze jest niemożliwa ({detail}).",
    },
    "memory.rule_one_place": {
        "en": "every card must be in exactly one place",
        "ja": "カードはどれもちょうど1か所にあるはずです",
        "pl": "każda karta musi być dokładnie w jednym miejscu",
    },
    "memory.rule_discarded": {
        "en": "only used chaos cards are discarded",
        "ja": "捨てられるのは使ったカオスカードだけです",
        "pl": "odrzuca się tylko zużyte karty chaosu",
    },
    "memory.rule_chaos_kept": {
        "en": "chaos cards are never kept",
        "ja": "カオスカードは手元に残りません",
        "pl": "kart chaosu nie zatrzymuje się",
    },
    "memory.rule_face_up": {
        "en": "a card is face up only after the first flip of a turn, on the table",
        "ja": "表向きのカードは1枚目をめくった後だけで、場にあります",
        "pl": "karta jest odkryta tylko po pierwszym odkryciu w turze i leży na stole",
    },
    "memory.rule_finale": {
        "en": "the finale starts when no card is face down",
        "ja": "裏向きのカードがなくなったときに最後の発表が始まります",
        "pl": "finał zaczyna się, gdy nie ma już zakrytych kart",
    },
    "memory.rule_chaos": {
        "en": "a chaos card is used right after it is taken, while two cards or more are face down",
        "ja": "カオスカードは取ったすぐ後に、裏向きのカードが2枚以上あるときに使います",
        "pl": "kartę chaosu używa się zaraz po jej wzięciu, gdy są co najmniej dwie zakryte karty",
    },
    "memory.rule_stop": {
        "en": "a player may stop only right after a pair",
        "ja": "やめることができるのはペアを取った直後だけです",
        "pl": "przerwać można tylko zaraz po zebraniu pary",
    },
    "memory.rule_announced": {
        "en": "expressions are announced in the finale, each once",
        "ja": "式は最後の発表で1回だけ言います",
        "pl": "wyrażenia ogłasza się w finale, każde raz",
    },
    "memory.rule_end": {
        "en": "in the finale the first player still to announce is to play, and the game ends when all have announced",
        "ja": "最後の発表では、まだ発表していない最初のプレイヤーの番で、全員が発表したらゲームは終わります",
        "pl": "w finale ruch ma pierwsza osoba bez ogłoszonego wyrażenia, a gra kończy się, gdy wszystkie wyrażenia są ogłoszone",
    },
    "memory.bot_capacity": {
        "en": "A bot remembers a whole number of cards (0 or more), not {capacity}.",
        "ja": "コンピューターが覚えるカードの枚数は0以上の整数です（{capacity}ではなく）。",
        "pl": "Komputer pamięta całkowitą liczbę kart (0 lub więcej), a nie {capacity}.",
    },
    "memory.bot_forget": {
        "en": "The chance to forget is a number from 0 to 1, not {forget}.",
        "ja": "忘れる確率は0から1までの数です（{forget}ではなく）。",
        "pl": "Szansa zapomnienia to liczba od 0 do 1, a nie {forget}.",
    },
}
