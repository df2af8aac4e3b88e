"""Messages about a player named "You" (``.you``: spoken to without the name) or a computer
player whose name says so (``.computer``: no "Computer (computer)"), picked by
mathplay.widgets.names.worded; and the default names themselves.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "widgets.you": {"en": "You", "ja": "あなた", "pl": "Ty"},
    "widgets.computer": {"en": "Computer", "ja": "コンピューター", "pl": "Komputer"},
    "widgets.computer_number": {
        "en": "Computer {number}",
        "ja": "コンピューター{number}",
        "pl": "Komputer {number}",
    },
    "widgets.your_turn.you": {"en": "Your turn.", "ja": "あなたの番です。", "pl": "Twoja kolej."},
    # ----- Triolet ------------------------------------------------------------------------
    "widgets.triolet.your_turn.you": {
        "en": "Your turn: pick a tile, then a square.",
        "ja": "あなたの番です。タイルを選んでから、マスを選ぼう。",
        "pl": "Twoja kolej: wybierz płytkę, a potem pole.",
    },
    "widgets.triolet.extra_turn.you": {
        "en": "Replay square! Play again: pick a tile, then a square.",
        "ja": "リプレイ枠！もう一度どうぞ。タイルを選んでから、マスを選ぼう。",
        "pl": "Pole „zagraj ponownie”! Zagraj jeszcze raz: wybierz płytkę, a potem pole.",
    },
    "widgets.triolet.bot_playing.computer": {
        "en": "Now playing: {player}…",
        "ja": "{player}の番です…",
        "pl": "Teraz gra: {player}…",
    },
    # ----- Equations ----------------------------------------------------------------------
    "widgets.equations.your_turn.you": {
        "en": "Your turn: pick a card from your hand, then a gap ▾ in one equation.",
        "ja": "あなたの番です。手札からカードを選んで、等式のすき間▾をクリックしよう。",
        "pl": "Twoja kolej: wybierz kartę z ręki, a potem szczelinę ▾ w jednym równaniu.",
    },
    "widgets.equations.turn_draw.you": {
        "en": "Draw {count:cards}: choose the piles.",
        "ja": "山からカードを{count:cards}引こう。どの山から引くか選んでね。",
        "pl": "Dobierz {count:cards_acc}: wybierz stosy.",
    },
    "widgets.equations.turn_draw_again.you": {
        "en": "Your hand is small (under {below:cards}): draw {count:more_cards}, or end your turn.",
        "ja": "手札が{below:cards}より少ないので、{count:more_cards}引けます。引くか、手番を終えよう。",
        "pl": "Masz mało kart (mniej niż {below}): dobierz {count:more_cards} albo zakończ turę.",
    },
    "widgets.equations.turn_pass.you": {
        "en": "You have no cards to play: pass.",
        "ja": "出せるカードがありません。パスしよう。",
        "pl": "Nie masz kart do położenia: spasuj.",
    },
    "widgets.equations.face_down_now.you": {
        "en": "Click the card on the table to turn face down ({cost:points}).",
        "ja": "裏向きにする場のカードをクリックしてください（{cost:points}）。",
        "pl": "Kliknij kartę na stole, którą chcesz zakryć ({cost:points}).",
    },
    "widgets.equations.bot_playing.computer": {
        "en": "Now playing: {player}…",
        "ja": "{player}の番です…",
        "pl": "Teraz gra: {player}…",
    },
    "widgets.equations.trade_with_bot.computer": {
        "en": "Trading is agreed between people, not with the computer.",
        "ja": "取り引きは人どうしで決めるものです。コンピューターとは取り引きできません。",
        "pl": "Wymianę uzgadniają tylko ludzie, nie komputer.",
    },
    # ----- Memory Max ---------------------------------------------------------------------
    "widgets.memory.first_flip.you": {
        "en": "Your turn: flip two cards.",
        "ja": "あなたの番です。カードを2枚めくろう。",
        "pl": "Twoja kolej: odwróć dwie karty.",
    },
    "widgets.memory.second_flip.you": {
        "en": "Now flip a second card. Can you find the pair?",
        "ja": "2枚目をめくろう。ペアは見つかるかな？",
        "pl": "Teraz odwróć drugą kartę. Znajdziesz parę?",
    },
    "widgets.memory.after_pair.you": {
        "en": "A pair! Flip two more cards, or stop and let the next player go.",
        "ja": "ペア！もう2枚めくるか、やめて次の人にゆずろう。",
        "pl": "Para! Odwróć jeszcze dwie karty albo zakończ i oddaj kolej.",
    },
    "widgets.memory.choose_chaos.you": {
        "en": "A chaos card! Choose how many face-down cards to shuffle (2 to {most}).",
        "ja": "カオスのカードです！裏向きのカードを何枚まぜるか選ぼう（2〜{most}枚）。",
        "pl": "Karta chaos! Wybierz, ile zakrytych kart potasować (od 2 do {most}).",
    },
    "widgets.memory.build_yours.you": {
        "en": "Click your cards in order, then “Check” or “Announce”.",
        "ja": "カードを順番にクリックして、「チェック」か「発表する」を押そう。",
        "pl": "Klikaj swoje karty po kolei, potem „Sprawdź” albo „Ogłoś”.",
    },
    "widgets.memory.pair.you": {
        "en": "A pair for you: {faces}! The cards are yours.",
        "ja": "ペアを見つけました：{faces}！カードはあなたのものです。",
        "pl": "Para {faces}! Te karty są twoje.",
    },
    "widgets.memory.chaos_pair.you": {
        "en": "Two chaos cards for you! They make one shuffle, then they are put away.",
        "ja": "カオスのペアを見つけました！1回だけまぜて、そのカードは捨てます。",
        "pl": "Dwie karty chaos! Jedno tasowanie, potem obie odpadają.",
    },
    "widgets.memory.chaos_taken.you": {
        "en": "A chaos card for you: it must be used at once, then it is put away.",
        "ja": "カオスのカードをもらいました。すぐに使って、そのあと捨てます。",
        "pl": "Karta chaos! Trzeba jej użyć od razu, potem odpada.",
    },
    "widgets.memory.no_cards.you": {
        "en": "You have no cards, so no expression.",
        "ja": "カードがないので、式はありません。",
        "pl": "Brak kart, więc nie ma wyrażenia.",
    },
    "widgets.memory.no_number.you": {
        "en": "You have no number card: no expression can be made of only {faces}.",
        "ja": "数字のカードがないので、{faces}だけでは式を作れません。",
        "pl": "Brak kart z cyfrą, a z samych znaków {faces} nie da się ułożyć wyrażenia.",
    },
    "widgets.memory.bot_playing.computer": {
        "en": "Now playing: {player}…",
        "ja": "{player}の番です…",
        "pl": "Teraz gra: {player}…",
    },
    "widgets.memory.look_bot.computer": {
        "en": "Remember these cards! Click “Continue”: next is {player}.",
        "ja": "このカードを覚えよう！「つづける」を押すと{player}の番です。",
        "pl": "Zapamiętaj te karty! Kliknij „Dalej”, a potem gra: {player}.",
    },
    "widgets.memory.not_a_person.computer": {
        "en": "For {player}, the best expression counts.",
        "ja": "{player}はいちばんよい式を使います。",
        "pl": "{player}: używa najlepszego wyrażenia.",
    },
}
