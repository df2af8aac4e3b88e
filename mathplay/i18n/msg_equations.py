"""Messages of the equations game (mathplay.games.equations)."""

MESSAGES: dict[str, dict[str, str]] = {
    # -- moves ----------------------------------------------------------------------------
    "equations.game_over": {
        "en": "The game is over.",
        "ja": "ゲームは終わりました。",
        "pl": "Gra się skończyła.",
    },
    "equations.unknown_move": {
        "en": "That is not a move of this game.",
        "ja": "このゲームにはない手です。",
        "pl": "W tej grze nie ma takiego ruchu.",
    },
    "equations.play_first": {
        "en": "First play cards from your hand into one equation.",
        "ja": "まず手札からカードを1つの等式に出してください。",
        "pl": "Najpierw połóż karty z ręki w jednym równaniu.",
    },
    "equations.draw_now": {
        "en": "Now draw 2 cards: choose the piles.",
        "ja": "山からカードを2枚引いてください。どの山から引くか選びます。",
        "pl": "Teraz dobierz 2 karty: wybierz stosy.",
    },
    "equations.draw_again_or_end": {
        "en": "You may draw 2 more cards, or end your turn.",
        "ja": "もう2枚引くか、手番を終えてください。",
        "pl": "Możesz dobrać jeszcze 2 karty albo zakończyć turę.",
    },
    "equations.empty_play": {
        "en": "Play at least one card.",
        "ja": "カードを少なくとも1枚出してください。",
        "pl": "Połóż co najmniej jedną kartę.",
    },
    "equations.not_a_placement": {
        "en": "Each card of a play needs its equation, side and place ({item} is not one).",
        "ja": "出すカードにはそれぞれ、等式・側・場所が必要です（{item}は違います）。",
        "pl": "Każda karta w ruchu potrzebuje równania, strony i miejsca ({item} tego nie ma).",
    },
    "equations.not_a_card": {
        "en": "{card!r} is not a card of this game: use one digit 0–9 or one of + − × ÷.",
        "ja": "{card!r}はこのゲームのカードではありません。数字0〜9か ＋ − × ÷ を1つ使います。",
        "pl": "{card!r} to nie karta tej gry: użyj jednej cyfry 0–9 albo znaku + − × ÷.",
    },
    "equations.not_in_hand": {
        "en": "You do not have the card {card} in your hand.",
        "ja": "手札に{card}のカードがありません。",
        "pl": "Nie masz w ręce karty {card}.",
    },
    "equations.no_such_equation": {
        "en": "There is no equation number {equation}: the equations are 0, 1 and 2.",
        "ja": "{equation}番の等式はありません。等式は0、1、2番です。",
        "pl": "Nie ma równania numer {equation}: równania mają numery 0, 1 i 2.",
    },
    "equations.no_such_side": {
        "en": "{side!r} is not a side: choose left or right.",
        "ja": "{side!r}という側はありません。左（left）か右（right）を選んでください。",
        "pl": "{side!r} to nie strona: wybierz lewą (left) albo prawą (right).",
    },
    "equations.no_such_place": {
        "en": "There is no place {index} on that side: choose 0 to {most}.",
        "ja": "その側に{index}番の場所はありません。0〜{most}から選んでください。",
        "pl": "Po tej stronie nie ma miejsca {index}: wybierz od 0 do {most}.",
    },
    "equations.two_equations": {
        "en": "All the cards of one turn go into the same equation.",
        "ja": "1回の手番で出すカードは、すべて同じ等式に置きます。",
        "pl": "Wszystkie karty z jednej tury kładzie się w tym samym równaniu.",
    },
    "equations.must_play": {
        "en": "You have cards, so you must play at least one.",
        "ja": "手札があるので、少なくとも1枚出さなければなりません。",
        "pl": "Masz karty, więc musisz położyć co najmniej jedną.",
    },
    "equations.draw_count": {
        "en": "Choose how many of the cards come from the digit pile: 0 to {most}.",
        "ja": "数字カードの山から何枚引くか選んでください（0〜{most}枚）。",
        "pl": "Wybierz, ile kart wziąć ze stosu z cyframi: od 0 do {most}.",
    },
    "equations.variant_off": {
        "en": "This game is played without the {variant} variant.",
        "ja": "このゲームでは{variant}のヴァリアントを使っていません。",
        "pl": "W tej grze nie używa się wariantu {variant}.",
    },
    "equations.paid_once": {
        "en": "You can pay for only one change of the table in a turn.",
        "ja": "ポイントを払って場を変えられるのは1回の手番に1度だけです。",
        "pl": "Za zmianę na stole można zapłacić tylko raz w turze.",
    },
    "equations.cannot_afford": {
        "en": "This costs {cost:points} and you have {points:points}.",
        "ja": "これには{cost}ポイント必要ですが、あなたは{points}ポイントです。",
        "pl": "To kosztuje {cost:points}, a masz {points:points}.",
    },
    "equations.rearrange_table": {
        "en": "A rearranged table has exactly three equations.",
        "ja": "組み替えた後も、場には等式がちょうど3つ必要です。",
        "pl": "Po przestawieniu na stole muszą być dokładnie trzy równania.",
    },
    "equations.rearrange_face_down": {
        "en": "Cards turned face down stay where they are.",
        "ja": "伏せたカードは動かせません。",
        "pl": "Zakrytych kart nie wolno przenosić.",
    },
    "equations.rearrange_nothing": {
        "en": "Nothing changes on the table.",
        "ja": "場は何も変わっていません。",
        "pl": "Na stole nic się nie zmienia.",
    },
    "equations.rearrange_cards": {
        "en": "Rearranging moves the cards on the table: none may come or go.",
        "ja": "組み替えでは場のカードを並べ替えるだけです。カードを足したり取ったりできません。",
        "pl": "Przestawiając, zmieniasz tylko miejsca kart na stole: żadnej nie dokładasz ani nie zabierasz.",
    },
    "equations.complete_by_playing": {
        "en": "Equation {equation} would be complete: complete it by playing a card instead.",
        "ja": "{equation}番の等式が完成してしまいます。完成はカードを出して行ってください。",
        "pl": "Równanie {equation} byłoby ukończone: ukończ je, kładąc kartę.",
    },
    "equations.no_such_card": {
        "en": "There is no card {index} on that side: choose 0 to {most}.",
        "ja": "その側に{index}番のカードはありません。0〜{most}から選んでください。",
        "pl": "Po tej stronie nie ma karty {index}: wybierz od 0 do {most}.",
    },
    "equations.trade_partner": {
        "en": "Trade with another player at the table (not {player}).",
        "ja": "場にいる別のプレイヤーと取り引きしてください（{player}ではなく）。",
        "pl": "Wymieniaj się z innym graczem przy stole (nie {player}).",
    },
    "equations.trade_cards": {
        "en": "A trade swaps cards: name the cards each player gives.",
        "ja": "取り引きではカードを交換します。それぞれが渡すカードを決めてください。",
        "pl": "Wymiana to zamiana kart: podaj karty, które daje każdy gracz.",
    },
    "equations.trade_points": {
        "en": "{player} cannot give those points.",
        "ja": "{player}はそのポイントを渡せません。",
        "pl": "{player}: za mało punktów, żeby je oddać.",
    },
    # -- equations and plays as text ------------------------------------------------------
    "equations.one_equals": {
        "en": "An equation has exactly one = card (here: {count}).",
        "ja": "等式にはイコールカードがちょうど1枚あります（ここでは{count}枚）。",
        "pl": "Równanie ma dokładnie jedną kartę „=” (tutaj: {count}).",
    },
    "equations.move_text": {
        "en": '{text!r} is not a move: write for example "play 0L1 − 3; 0R0 7", "draw 2 digits", "end turn" or "pass".',
        "ja": "{text!r}は手ではありません。「play 0L1 − 3; 0R0 7」「draw 2 digits」「end turn」「pass」のように書いてください。",
        "pl": "{text!r} to nie jest ruch: napisz na przykład „play 0L1 − 3; 0R0 7”, „draw 2 digits”, „end turn” albo „pass”.",
    },
    "equations.play_text": {
        "en": "Write a play like '0: 8 [− 3 ÷ 3] = [7]': the equation, new cards in brackets.",
        "ja": "「0: 8 [− 3 ÷ 3] = [7]」のように書いてください。等式の番号と、新しいカードは [ ] の中です。",
        "pl": "Zapisz ruch jak '0: 8 [− 3 ÷ 3] = [7]': numer równania, nowe karty w nawiasach.",
    },
    "equations.not_an_extension": {
        "en": "{after} is not {before} with cards inserted: table cards never move.",
        "ja": "{after}は{before}にカードを割り込ませたものではありません。場のカードは動かせません。",
        "pl": "{after} to nie {before} z wstawionymi kartami: karty na stole się nie przesuwają.",
    },
    # -- games built from data -------------------------------------------------------------
    "equations.not_rules": {
        "en": "The rules must be equations Rules, not {kind}.",
        "ja": "ルールは equations の Rules で指定してください（{kind}ではなく）。",
        "pl": "Zasady muszą być obiektem Rules gry w równania, a nie {kind}.",
    },
    "equations.unknown_player": {
        "en": "There is no player {player}.",
        "ja": "プレイヤー{player}はいません。",
        "pl": "Nie ma gracza {player}.",
    },
    "equations.bad_seeder": {
        "en": "The seeder chose pile {pile!r} and side {side!r}: use digit/operator and left/right.",
        "ja": "最初のカードの山{pile!r}と側{side!r}が正しくありません（digit/operator と left/right）。",
        "pl": "Wybrano stos {pile!r} i stronę {side!r}: użyj digit/operator oraz left/right.",
    },
    "equations.three_equations": {
        "en": "The table has three equations, not {count}.",
        "ja": "場の等式は3つです（{count}ではありません）。",
        "pl": "Na stole są trzy równania, a nie {count}.",
    },
    "equations.table_complete": {
        "en": "Equation {equation} ({text}) is already complete: it would have been scored.",
        "ja": "{equation}番の等式（{text}）はもう完成しています。得点されているはずです。",
        "pl": "Równanie {equation} ({text}) jest już ukończone: zostałoby policzone.",
    },
    "equations.too_many_cards": {
        "en": "The game has only {copies:cards} {card}.",
        "ja": "このゲームには{card}のカードが{copies}枚しかありません。",
        "pl": "Gra ma tylko {copies:cards_acc} {card}.",
    },
    "equations.other_hands": {
        "en": "Give one hand for each of the other players ({wanted:players}), not {count}.",
        "ja": "ほかの{wanted}人のプレイヤーの手札を指定してください（{count}人分ではなく）。",
        "pl": "Podaj karty w ręce {wanted} pozostałych graczy, a nie {count}.",
    },
    "equations.cards_mismatch": {
        "en": "The card {card} is in the game {found:times} instead of {wanted:times}.",
        "ja": "{card}のカードが{wanted}枚ではなく{found}枚あります。",
        "pl": "Karta {card} jest w grze {found:times} zamiast {wanted:times}.",
    },
    "equations.wrong_pile": {
        "en": "A card is on the wrong {pile} pile.",
        "ja": "{pile}の山に違う種類のカードがあります。",
        "pl": "Na stosie {pile} leży karta innego rodzaju.",
    },
    "equations.state_data": {
        "en": "This saved game cannot be read: {problem}",
        "ja": "この保存されたゲームは読み込めません：{problem}",
        "pl": "Nie można wczytać zapisanej gry: {problem}",
    },
    "equations.finder_disagrees": {
        "en": "The move finder and SymPy disagree about {equation}.",
        "ja": "{equation}について、探索と SymPy の答えが一致しません。",
        "pl": "Wyszukiwarka ruchów i SymPy nie zgadzają się co do {equation}.",
    },
    # -- rules ----------------------------------------------------------------------------
    "equations.rules_number": {
        "en": "The option {option} must be a whole number from {least} to {most}.",
        "ja": "{option}は{least}から{most}までの整数にしてください。",
        "pl": "Opcja {option} musi być liczbą całkowitą od {least} do {most}.",
    },
    "equations.rules_flag": {
        "en": "The option {option} is True or False.",
        "ja": "{option}は True か False にしてください。",
        "pl": "Opcja {option} to True albo False.",
    },
    "equations.rules_deck": {
        "en": "A deck lists cards and how many of each ({entry} is not right).",
        "ja": "デッキにはカードとその枚数を書きます（{entry}は正しくありません）。",
        "pl": "Talia to karty i liczba każdej z nich ({entry} jest niepoprawne).",
    },
    "equations.rules_operators": {
        "en": "Operators are some of + − × ÷, each once ({text} is not right).",
        "ja": "記号は ＋ − × ÷ から、それぞれ1回ずつ選びます（{text}は正しくありません）。",
        "pl": "Znaki to niektóre z + − × ÷, każdy raz ({text} jest niepoprawne).",
    },
    "equations.rules_unknown_option": {
        "en": "There is no option {option} in the equations rules.",
        "ja": "equations のルールに{option}というオプションはありません。",
        "pl": "W zasadach gry w równania nie ma opcji {option}.",
    },
}
