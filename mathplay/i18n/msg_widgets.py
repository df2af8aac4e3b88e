"""Messages shared by every board, and those of the ExpressionBuilder."""

MESSAGES: dict[str, dict[str, str]] = {
    "widgets.thinking": {
        "en": "Thinking…",
        "ja": "考え中…",
        "pl": "Myślę…",
    },
    "widgets.internal_error": {
        "en": "Oops, something went wrong. The game is unchanged: try again.",
        "ja": "うまくいきませんでした。ゲームはそのままです。もう一度やってみてください。",
        "pl": "Ups, coś poszło nie tak. Gra się nie zmieniła: spróbuj jeszcze raz.",
    },
    "widgets.take_back": {"en": "Take back", "ja": "取り消し", "pl": "Cofnij"},
    "widgets.clear": {"en": "Clear", "ja": "全部もどす", "pl": "Wyczyść"},
    # a card's face, as the board's language writes it (× is · in Polish)
    "widgets.card_face": {"en": "{symbol}", "ja": "{symbol}", "pl": "{symbol}"},
    "widgets.check": {"en": "Check", "ja": "チェック", "pl": "Sprawdź"},
    "widgets.confirm": {"en": "Confirm", "ja": "確定", "pl": "Zatwierdź"},
    "widgets.hint": {"en": "Hint", "ja": "ヒント", "pl": "Podpowiedź"},
    "widgets.pass": {"en": "Pass", "ja": "パス", "pl": "Pas"},
    "widgets.new_game": {"en": "New game", "ja": "新しいゲーム", "pl": "Nowa gra"},
    "widgets.your_turn": {
        "en": "{player}, your turn.",
        "ja": "{player}の番です。",
        "pl": "{player}, twoja kolej.",
    },
    "widgets.winner": {
        "en": "Game over! The winner: {player}",
        "ja": "ゲーム終了！勝ったのは{player}！",
        "pl": "Koniec gry! Wygrywa {player}!",
    },
    "widgets.bot": {"en": "(computer)", "ja": "（コンピューター）", "pl": "(komputer)"},
    "widgets.person": {"en": "person", "ja": "人", "pl": "człowiek"},
    "widgets.builder.goal_max": {
        "en": "Use all the cards to make the highest value.",
        "ja": "すべてのカードを使って、いちばん大きな値を作ろう。",
        "pl": "Użyj wszystkich kart, aby otrzymać najwyższy wynik.",
    },
    "widgets.builder.goal_min": {
        "en": "Use all the cards to make the smallest value.",
        "ja": "すべてのカードを使って、いちばん小さな値を作ろう。",
        "pl": "Użyj wszystkich kart, aby otrzymać najmniejszy wynik.",
    },
    "widgets.builder.goal_zero": {
        "en": "Use all the cards to get as close to zero as you can.",
        "ja": "すべてのカードを使って、できるだけ0に近い値を作ろう。",
        "pl": "Użyj wszystkich kart, aby być jak najbliżej zera.",
    },
    "widgets.builder.goal_target": {
        "en": "Use all the cards to get as close to {target} as you can.",
        "ja": "すべてのカードを使って、できるだけ{target}に近い値を作ろう。",
        "pl": "Użyj wszystkich kart, aby być jak najbliżej liczby {target}.",
    },
    "widgets.builder.goal_none": {
        "en": "Click the cards to build an expression.",
        "ja": "カードをクリックして式を作ろう。",
        "pl": "Klikaj karty, aby ułożyć wyrażenie.",
    },
    "widgets.builder.empty_row": {
        "en": "Click a card to start.",
        "ja": "カードをクリックして始めよう。",
        "pl": "Kliknij kartę, aby zacząć.",
    },
    "widgets.builder.no_cards": {
        "en": "There are no cards to build with.",
        "ja": "使えるカードがありません。",
        "pl": "Nie ma kart do ułożenia.",
    },
    "widgets.builder.no_such_card": {
        "en": "There is no card number {index}.",
        "ja": "{index}番のカードはありません。",
        "pl": "Nie ma karty numer {index}.",
    },
    "widgets.builder.card_used": {
        "en": "That card is already in your row.",
        "ja": "そのカードはもう並べてあります。",
        "pl": "Ta karta już leży w twoim rzędzie.",
    },
    "widgets.builder.wildcard_tip": {
        "en": "Y can become any one digit or sign.",
        "ja": "変数Yは、数字か記号のどれか1つになれます。",
        "pl": "Zmienna Y może stać się dowolną cyfrą albo znakiem.",
    },
    "widgets.builder.choose_wildcard": {
        "en": "What should Y become?",
        "ja": "Yを何にしますか？",
        "pl": "Czym ma być Y?",
    },
    "widgets.builder.no_wildcard": {
        "en": "Click the Y card first.",
        "ja": "先にYのカードをクリックしてください。",
        "pl": "Najpierw kliknij kartę Y.",
    },
    "widgets.builder.bad_wildcard": {
        "en": "Y cannot become {symbol} in this game.",
        "ja": "このゲームではYを{symbol}にはできません。",
        "pl": "W tej grze Y nie może stać się {symbol}.",
    },
    "widgets.builder.use_all": {
        "en": "Use every card: {left:cards_to_place}.",
        "ja": "すべてのカードを使ってください。あと{left:cards}です。",
        "pl": "Użyj wszystkich kart: {left:cards_to_place}.",
    },
    "widgets.builder.value_is": {
        "en": "Your expression is worth {value}.",
        "ja": "あなたの式の値は{value}です。",
        "pl": "Twoje wyrażenie ma wartość {value}.",
    },
    "widgets.builder.best": {
        "en": "Excellent! {value} is the best possible.",
        "ja": "すばらしい！{value}がいちばんよい答えです。",
        "pl": "Świetnie! {value} to najlepszy możliwy wynik.",
    },
    "widgets.builder.not_best": {
        "en": "Yours is {value}. It can be better: {expression} = {best}.",
        "ja": "あなたの値は{value}。もっとよくできます：{expression} = {best}。",
        "pl": "Twój wynik to {value}. Można lepiej: {expression} = {best}.",
    },
    "widgets.bad_seat": {
        "en": "A seat is a player's name or a bot, not {seat}.",
        "ja": "席にはプレイヤーの名前かコンピューターを指定してください（{seat}ではなく）。",
        "pl": "Miejsce przy stole to imię gracza albo komputer, a nie {seat}.",
    },
    "widgets.wait_for_bot": {
        "en": "Wait a moment: the computer is playing.",
        "ja": "少し待ってね。コンピューターの番です。",
        "pl": "Chwileczkę: teraz gra komputer.",
    },
    "widgets.bots_stopped": {
        "en": "Stopped: the computer players made {moves:moves} in a row and the game did not end.",
        "ja": "コンピューターが{moves:moves}続けても終わらないので、止めました。",
        "pl": "Zatrzymano grę komputerów: {moves:moves} z rzędu bez końca gry.",
    },
}
