"""Messages of the Equations table (mathplay.widgets.equations); terms from docs/glossary.md:
hand / 手札 / karty w ręce, draw pile / 山 / stos do dobierania, discard pile / 捨て札 /
stos kart odrzuconych, insert between cards / 割り込ませる / wstawić między karty, complete /
完成 / ukończyć, void / 無効 / unieważnić, score chip / スコアチップ / żeton, digit card /
数字カード / karta z cyfrą, operator card / 記号カード / karta ze znakiem, equals card /
イコールカード / karta „=”, equation / 等式 / równanie.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "widgets.equations.title": {"en": "Equations", "ja": "等式ゲーム", "pl": "Równania"},
    "widgets.equations.goal": {
        "en": "Insert cards so that both sides of an equation are equal. "
        "Completing one scores its cards (with “=”) minus {penalty}. The "
        "first to reach {target:points} wins!",
        "ja": "カードを割り込ませて、等式の左右を同じ値にしよう。完成させると、カードの枚数（イコールカードも数える）マイナス{penalty}ポイント。先に{target:points}になった人の勝ち！",
        "pl": "Wstawiaj karty tak, aby obie strony równania były równe. "
        "Ukończone równanie daje tyle punktów, ile ma kart (razem z "
        "„=”), minus {penalty}. Wygrywa, kto pierwszy zdobędzie "
        "{target:points}!",
    },
    "widgets.equations.your_turn": {
        "en": "Your turn, {player}: pick a card from your hand, then a gap ▾ in one equation.",
        "ja": "{player}の番です。手札からカードを選んで、等式のすき間▾をクリックしよう。",
        "pl": "Twoja kolej, {player}: wybierz kartę z ręki, a potem szczelinę ▾ w jednym równaniu.",
    },
    "widgets.equations.turn_draw": {
        "en": "{player}, draw {count:cards}: choose the piles.",
        "ja": "{player}、山からカードを{count:cards}引こう。どの山から引くか選んでね。",
        "pl": "{player}, dobierz {count:cards_acc}: wybierz stosy.",
    },
    "widgets.equations.turn_draw_again": {
        "en": "{player}, your hand is small (under {below:cards}): "
        "draw {count:more_cards}, or end your turn.",
        "ja": "{player}、手札が{below:cards}より少ないので、{count:more_cards}引けます。引くか、手番を終えよう。",
        "pl": "{player}, masz mało kart (mniej niż {below}): "
        "dobierz {count:more_cards} albo zakończ turę.",
    },
    "widgets.equations.turn_pass": {
        "en": "{player}, you have no cards to play: pass.",
        "ja": "{player}、出せるカードがありません。パスしよう。",
        "pl": "{player}, nie masz kart do położenia: spasuj.",
    },
    "widgets.equations.bot_playing": {
        "en": "The computer plays for {player}…",
        "ja": "{player}（コンピューター）の番です…",
        "pl": "Komputer gra za: {player}…",
    },
    "widgets.equations.game_over": {
        "en": "The game is over. Click “New game” to play again.",
        "ja": "ゲームは終わりました。もう一度遊ぶには「新しいゲーム」を押してください。",
        "pl": "Gra się skończyła. Kliknij „Nowa gra”, żeby zagrać jeszcze raz.",
    },
    "widgets.equations.variant_operators": {
        "en": "Only the operator cards {operators}.",
        "ja": "記号カードは{operators}だけ。",
        "pl": "Tylko karty ze znakami {operators}.",
    },
    "widgets.equations.variant_no_void": {
        "en": "No void rule: equations may grow as long as you like.",
        "ja": "無効のルールなし：等式はいくらでも長くできます。",
        "pl": "Bez unieważniania: równania mogą być dowolnie długie.",
    },
    "widgets.equations.variant_void_at": {
        "en": "An equation of {count:cards} that is not complete is void.",
        "ja": "{count:cards}になって完成していない等式は無効。",
        "pl": "Nieukończone równanie, które ma {count:cards_acc}, zostaje unieważnione.",
    },
    "widgets.equations.variant_pass_hands": {
        "en": "After every turn, everyone passes their hand to the right.",
        "ja": "手番のたびに、全員が手札を右の人に渡します。",
        "pl": "Po każdej turze wszyscy podają swoje karty graczowi po prawej.",
    },
    "widgets.equations.row_values": {
        "en": "left {left} · right {right}",
        "ja": "左{left}・右{right}",
        "pl": "lewa {left} · prawa {right}",
    },
    "widgets.equations.row_count": {
        "en": "{count:cards} (void at {most})",
        "ja": "カード{count:cards}（{most}枚で無効）",
        "pl": "{count:cards} (unieważnienie przy {most})",
    },
    "widgets.equations.row_face_down": {
        "en": "{count:cards} face down",
        "ja": "伏せたカード{count:cards}",
        "pl": "zakryte: {count:cards}",
    },
    "widgets.equations.gap_tip": {
        "en": "Put the picked card here",
        "ja": "選んだカードをここに割り込ませる",
        "pl": "Wstaw tu wybraną kartę",
    },
    "widgets.equations.hand_of": {
        "en": "Hand · {player}",
        "ja": "手札・{player}",
        "pl": "Karty w ręce · {player}",
    },
    "widgets.equations.hand_waiting": {
        "en": "The hands are hidden until it is a person's turn.",
        "ja": "人の番になるまで手札は見せません。",
        "pl": "Karty w ręce są ukryte, dopóki nie przyjdzie kolej człowieka.",
    },
    "widgets.equations.show_hand": {
        "en": "Show my cards ({player})",
        "ja": "手札を見る（{player}）",
        "pl": "Pokaż moje karty ({player})",
    },
    "widgets.equations.start": {
        "en": "Pick a card from your hand, then click a gap ▾ to insert it between the cards.",
        "ja": "手札からカードを選んで、すき間 ▾ をクリックするとカードの間に割り込ませられます。",
        "pl": "Wybierz kartę z ręki, a potem kliknij szczelinę ▾, aby wstawić ją między karty.",
    },
    "widgets.equations.now_gap": {
        "en": "Now click a yellow gap ▾ in one equation.",
        "ja": "次に、等式の黄色いすき間 ▾ をクリックしよう。",
        "pl": "Teraz kliknij żółtą szczelinę ▾ w jednym równaniu.",
    },
    "widgets.equations.use_hint": {
        "en": "Use the hint",
        "ja": "ヒントのとおりに置く",
        "pl": "Użyj podpowiedzi",
    },
    "widgets.equations.draw_label": {
        "en": "Draw {count:cards}: which piles?",
        "ja": "カードを{count:cards}引こう。どの山から？",
        "pl": "Dobierz {count:cards_acc}: z których stosów?",
    },
    "widgets.equations.draw_again_label": {
        "en": "Fewer than {below:cards} in your hand: draw {count:more_cards}?",
        "ja": "手札が{below:cards}より少ないので、{count:more_cards}引けます。",
        "pl": "Masz w ręce mniej niż {below:cards}: dobierasz {count:more_cards}?",
    },
    "widgets.equations.draw_tip": {"en": "{drawn}", "ja": "{drawn}", "pl": "{drawn}"},
    "widgets.equations.end_turn": {
        "en": "No, end my turn",
        "ja": "引かずに手番を終える",
        "pl": "Nie, kończę turę",
    },
    "widgets.equations.preview_of": {
        "en": "Equation {equation} with your cards:",
        "ja": "あなたのカードを入れた等式{equation}：",
        "pl": "Równanie {equation} z twoimi kartami:",
    },
    "widgets.equations.left_side": {"en": "Left side:", "ja": "左辺：", "pl": "Lewa strona:"},
    "widgets.equations.right_side": {"en": "Right side:", "ja": "右辺：", "pl": "Prawa strona:"},
    "widgets.equations.side_value": {
        "en": "(value {value})",
        "ja": "（値{value}）",
        "pl": "(wartość {value})",
    },
    "widgets.equations.side_empty": {"en": "empty", "ja": "まだ何もありません", "pl": "pusta"},
    "widgets.equations.preview_illegal": {
        "en": "Not allowed. {reason}",
        "ja": "置けません。{reason}",
        "pl": "Tak nie wolno. {reason}",
    },
    "widgets.equations.preview_complete": {
        "en": "Complete! {cards:cards} with “=” − {penalty} = {points:points}. Click “Confirm”!",
        "ja": "完成！イコールカードを入れて{cards:cards} − {penalty} = "
        "{points:points}。「確定」を押そう！",
        "pl": "Ukończone! {cards:cards} z „=” − {penalty} = {points:points}. Kliknij „Zatwierdź”!",
    },
    "widgets.equations.preview_wins": {
        "en": "You reach {target:points} and win!",
        "ja": "{target:points}に届いて勝ち！",
        "pl": "Masz {target:points} i wygrywasz!",
    },
    "widgets.equations.preview_void": {
        "en": "Allowed, but equation {equation} would hold "
        "{count:cards} and not be complete: it is void, its "
        "cards are discarded and nobody scores.",
        "ja": "置けますが、等式{equation}は{count:cards}になって完成しないので無効になります。カードは捨て札になり、だれも得点しません。",
        "pl": "Wolno, ale równanie {equation} miałoby {count:cards_acc} i "
        "nie byłoby ukończone: zostanie unieważnione, karty "
        "trafią na stos kart odrzuconych i nikt nie dostanie "
        "punktów.",
    },
    "widgets.equations.preview_not_complete": {
        "en": "Allowed, but the equation is not complete yet: "
        "both sides must be finished and equal to score.",
        "ja": "置けますが、まだ完成していません。得点するには左右の式が完成していて同じ値になる必要があります。",
        "pl": "Wolno, ale równanie nie jest jeszcze ukończone: "
        "obie strony muszą być skończone i równe, żeby "
        "dostać punkty.",
    },
    "widgets.equations.hint_best": {
        "en": "Hint (the best possible): complete equation {equation} "
        "like this for {points:points}.",
        "ja": "ヒント（いちばんよい手）：等式{equation}をこのように完成させると{points:points}。",
        "pl": "Podpowiedź (najlepsza możliwa): ukończ tak równanie "
        "{equation}, a dostaniesz {points:points}.",
    },
    "widgets.equations.hint_found": {
        "en": "Hint (the best found in the time, there may be better): "
        "complete equation {equation} like this for "
        "{points:points}.",
        "ja": "ヒント（時間内に見つかったいちばんよい手。もっとよい手があるかもしれません）：等式{equation}をこのように完成させると{points:points}。",
        "pl": "Podpowiedź (najlepsza znaleziona w tym czasie, może być "
        "lepsza): ukończ tak równanie {equation}, a dostaniesz "
        "{points:points}.",
    },
    "widgets.equations.hint_none": {
        "en": "No equation can be completed with your cards now: play a card that helps nobody.",
        "ja": "いまの手札では、どの等式も完成できません。だれの得にもならないカードを出そう。",
        "pl": "Teraz żadnego równania nie da się ukończyć twoimi kartami: "
        "połóż kartę, która nikomu nie pomoże.",
    },
    "widgets.equations.hint_none_yet": {
        "en": "No completion found in the time (there may be one with more cards).",
        "ja": "時間内に完成させる手は見つかりませんでした（もっと多くのカードを使えばあるかもしれません）。",
        "pl": "W tym czasie nie ma sposobu na ukończenie (może istnieje z większą liczbą kart).",
    },
    "widgets.equations.no_hint": {
        "en": "Ask for a hint first.",
        "ja": "先にヒントを押してください。",
        "pl": "Najpierw poproś o podpowiedź.",
    },
    "widgets.equations.seats_mismatch": {
        "en": "This game is {players_count:for_players}, not {seats:seats}.",
        "ja": "このゲームは{players_count:for_players}です（席は{seats:seats}）。",
        "pl": "Ta gra jest {players_count:for_players}, a nie na {seats:seats}.",
    },
    "widgets.equations.unknown_variant": {
        "en": "There is no variant called {name!r}: choose one of {known}.",
        "ja": "{name!r}というヴァリアントはありません。{known}から選んでください。",
        "pl": "Nie ma wariantu {name!r}: wybierz jeden z {known}.",
    },
    "widgets.equations.hand_covered": {
        "en": "{player}, click “Show my cards” first.",
        "ja": "{player}、先に「手札を見る」を押してください。",
        "pl": "{player}, najpierw kliknij „Pokaż moje karty”.",
    },
    "widgets.equations.draw_first": {
        "en": "Now it is time to draw: choose the piles below.",
        "ja": "いまはカードを引く番です。下で山を選んでください。",
        "pl": "Teraz dobierasz karty: wybierz stosy poniżej.",
    },
    "widgets.equations.no_such_card": {
        "en": "There is no card number {index} in your hand: it holds {count:cards}.",
        "ja": "手札に{index}番のカードはありません。手札は{count:cards}です。",
        "pl": "W ręce nie ma karty numer {index}: masz {count:cards_acc}.",
    },
    "widgets.equations.no_such_side": {
        "en": "There is no side {side!r} of equation {equation}: "
        "equations 0, 1, 2 each have a left and a right side.",
        "ja": "等式{equation}の{side!r}という側はありません。等式0、1、2にはそれぞれ left と right があります。",
        "pl": "Równanie {equation} nie ma strony {side!r}: równania 0, "
        "1, 2 mają stronę left i right.",
    },
    "widgets.equations.no_such_gap": {
        "en": "There is no gap {index} on that side: choose 0 to {most}.",
        "ja": "その側に{index}番のすき間はありません。0〜{most}から選んでください。",
        "pl": "Po tej stronie nie ma szczeliny {index}: wybierz od 0 do {most}.",
    },
    "widgets.equations.no_such_table_card": {
        "en": "There is no card {index} on that side: choose 0 to {most}.",
        "ja": "その側に{index}番のカードはありません。0〜{most}から選んでください。",
        "pl": "Po tej stronie nie ma karty {index}: wybierz od 0 do {most}.",
    },
    "widgets.equations.pick_first": {
        "en": "Pick a card from your hand first, then click a gap.",
        "ja": "先に手札からカードを選んでから、すき間をクリックしてください。",
        "pl": "Najpierw wybierz kartę z ręki, potem kliknij szczelinę.",
    },
    "widgets.equations.table_card": {
        "en": "Cards on the table never move: pick a card from your hand "
        "and click a gap ▾ next to it.",
        "ja": "場のカードは動かせません。手札からカードを選んで、となりのすき間 ▾ をクリックしてください。",
        "pl": "Karty na stole się nie przesuwają: wybierz kartę z ręki i kliknij szczelinę ▾ obok.",
    },
    "widgets.equations.bad_piles": {
        "en": "Choose a pile for each card ({count:cards}): “digit” or “operator” (not {piles}).",
        "ja": "カード（{count:cards}）それぞれについて山を選んでください：「digit」（数字）か「operator」（記号）（{piles}ではなく）。",
        "pl": "Wybierz stos dla każdej karty ({count:cards}): „digit” "
        "(cyfry) albo „operator” (znaki), a nie {piles}.",
    },
    "widgets.equations.points": {
        "en": "{points:points}",
        "ja": "{points:points}",
        "pl": "{points:points}",
    },
    "widgets.equations.cards_in_hand": {
        "en": "{count:cards_in_hand}",
        "ja": "{count:cards_in_hand}",
        "pl": "{count:cards_in_hand}",
    },
    "widgets.equations.piles_digit": {
        "en": "Digit cards 0–9: draw pile {draw}, discard pile {discards}",
        "ja": "数字カード0〜9：山{draw:cards}・捨て札{discards:cards}",
        "pl": "Karty z cyframi 0–9: stos do dobierania {draw}, stos kart odrzuconych {discards}",
    },
    "widgets.equations.piles_operator": {
        "en": "Operator cards {operators}: draw pile {draw}, discard pile {discards}",
        "ja": "記号カード{operators}：山{draw:cards}・捨て札{discards:cards}",
        "pl": "Karty ze znakami {operators}: stos do dobierania "
        "{draw}, stos kart odrzuconych {discards}",
    },
    "widgets.equations.log_title": {"en": "Moves", "ja": "これまでの手", "pl": "Ruchy"},
    "widgets.equations.log_empty": {
        "en": "No moves yet.",
        "ja": "まだだれも動いていません。",
        "pl": "Jeszcze nie było ruchów.",
    },
    "widgets.equations.log_play": {
        "en": "{player} played into equation {equation}: {text}.",
        "ja": "{player}が等式{equation}にカードを出しました：{text}。",
        "pl": "{player}: karty w równaniu {equation}, {text}.",
    },
    "widgets.equations.log_complete": {
        "en": "{player} completed equation {equation}, {text}: {points:points}!",
        "ja": "{player}が等式{equation}（{text}）を完成させました：{points:points}！",
        "pl": "{player}: równanie {equation} ukończone, {text}: {points:points}!",
    },
    "widgets.equations.log_void": {
        "en": "Equation {equation} ({text}) had too many cards: it is void.",
        "ja": "等式{equation}（{text}）はカードが多すぎて無効になりました。",
        "pl": "Równanie {equation} ({text}) ma za dużo kart: zostaje unieważnione.",
    },
    "widgets.equations.log_seed": {
        "en": "Equation {equation} starts again with one card from the pile: {text}.",
        "ja": "等式{equation}は山から1枚めくってやり直し：{text}。",
        "pl": "Równanie {equation} zaczyna się od nowa jedną kartą ze stosu: {text}.",
    },
    "widgets.equations.log_draw": {
        "en": "{player} drew {drawn}.",
        "ja": "{player}が引いたカード：{drawn}。",
        "pl": "{player}: dobrane {drawn}.",
    },
    "widgets.equations.log_nothing_drawn": {
        "en": "{player} could not draw: the piles are empty.",
        "ja": "{player}は引けませんでした。山が空です。",
        "pl": "{player}: nie da się dobrać, stosy są puste.",
    },
    "widgets.equations.log_recycle_digit": {
        "en": "The digit discard pile was shuffled into a new draw pile.",
        "ja": "数字カードの捨て札を混ぜて、新しい山にしました。",
        "pl": "Stos odrzuconych kart z cyframi przetasowano w nowy stos do dobierania.",
    },
    "widgets.equations.log_recycle_operator": {
        "en": "The operator discard pile was shuffled into a new draw pile.",
        "ja": "記号カードの捨て札を混ぜて、新しい山にしました。",
        "pl": "Stos odrzuconych kart ze znakami przetasowano w nowy stos do dobierania.",
    },
    "widgets.equations.log_pass": {
        "en": "{player} passed.",
        "ja": "{player}はパスしました。",
        "pl": "{player}: pas.",
    },
    "widgets.equations.log_end_turn": {
        "en": "{player} ended the turn.",
        "ja": "{player}は手番を終えました。",
        "pl": "{player}: koniec tury.",
    },
    "widgets.equations.log_pass_hands": {
        "en": "Everyone passed their hand to the right.",
        "ja": "全員が手札を右の人に渡しました。",
        "pl": "Wszystkie karty z ręki idą do osoby po prawej.",
    },
    "widgets.equations.log_rearrange": {
        "en": "{player} paid {points:points} and rearranged the table.",
        "ja": "{player}が{points:points}払って、場を組み替えました。",
        "pl": "{player}: {points:points} za przestawienie kart na stole.",
    },
    "widgets.equations.log_face_down": {
        "en": "{player} paid {points:points} and turned a card of equation {equation} face down.",
        "ja": "{player}が{points:points}払って、等式{equation}のカードを1枚裏向きにしました。",
        "pl": "{player}: {points:points} za zakrycie karty w równaniu {equation}.",
    },
    "widgets.equations.log_trade": {
        "en": "{player} traded with {partner}: gave {give}, got {take}.",
        "ja": "{player}と{partner}が取り引きしました。渡したもの：{give}、もらったもの：{take}。",
        "pl": "{player} i {partner}: wymiana, oddane {give}, otrzymane {take}.",
    },
    "widgets.equations.trade_points": {
        "en": "{points:points}",
        "ja": "{points:points}",
        "pl": "{points:points}",
    },
    "widgets.equations.trade_nothing": {"en": "nothing", "ja": "なし", "pl": "nic"},
    "widgets.equations.log_no_winner": {
        "en": "Game over: nobody can play any more, and nobody wins.",
        "ja": "ゲーム終了：もうだれも出せないので、勝者はいません。",
        "pl": "Koniec gry: nikt nie może już zagrać i nikt nie wygrywa.",
    },
    "widgets.equations.turns_played": {
        "en": "Turns played: {turns}",
        "ja": "手番の数：{turns}",
        "pl": "Rozegrane tury: {turns}",
    },
    "widgets.equations.final_scores": {
        "en": "Final scores",
        "ja": "最終得点",
        "pl": "Wyniki końcowe",
    },
    "widgets.equations.legend_title": {"en": "What you see", "ja": "見方", "pl": "Co widzisz"},
    "widgets.equations.legend_digit": {
        "en": "digit card",
        "ja": "数字カード",
        "pl": "karta z cyfrą",
    },
    "widgets.equations.legend_operator": {
        "en": "operator card",
        "ja": "記号カード",
        "pl": "karta ze znakiem",
    },
    "widgets.equations.legend_equals": {
        "en": "equals card: the middle of an equation",
        "ja": "イコールカード：等式のまん中",
        "pl": "karta „=”: środek równania",
    },
    "widgets.equations.legend_pending": {
        "en": "your card, not confirmed yet (click it to take it back)",
        "ja": "まだ確定していないあなたのカード（クリックすると手札にもどります）",
        "pl": "twoja karta, jeszcze nie zatwierdzona (kliknij, aby ją cofnąć)",
    },
    "widgets.equations.legend_gap": {
        "en": "a gap: click it to insert the picked card",
        "ja": "すき間：クリックすると選んだカードを割り込ませます",
        "pl": "szczelina: kliknij, aby wstawić wybraną kartę",
    },
    "widgets.equations.legend_hint": {
        "en": "a card of the hint",
        "ja": "ヒントのカード",
        "pl": "karta z podpowiedzi",
    },
    "widgets.equations.legend_red_chip": {
        "en": "red score chip: 1 point",
        "ja": "赤のスコアチップ：1ポイント",
        "pl": "czerwony żeton: 1 punkt",
    },
    "widgets.equations.legend_black_chip": {
        "en": "black score chip: 5 points",
        "ja": "黒のスコアチップ：5ポイント",
        "pl": "czarny żeton: 5 punktów",
    },
    "widgets.equations.no_such_player": {
        "en": "There is no player {player} at this table.",
        "ja": "このテーブルに{player}というプレイヤーはいません。",
        "pl": "Przy tym stole nie ma gracza {player}.",
    },
    "widgets.equations.preview_unequal": {
        "en": "Allowed, but not equal yet: the left side is "
        "{left_value}, the right side is {right_value}.",
        "ja": "置けますが、まだ等しくありません。左辺は{left_value}、右辺は{right_value}です。",
        "pl": "Wolno, ale strony nie są jeszcze równe: lewa strona "
        "to {left_value}, prawa to {right_value}.",
    },
    "widgets.equations.log_seed_completed": {
        "en": "Equation {equation} was completed: it starts "
        "again with one card from the pile, {text}.",
        "ja": "等式{equation}が完成したので、山から1枚めくってやり直し：{text}。",
        "pl": "Równanie {equation} jest ukończone: zaczyna się "
        "od nowa jedną kartą ze stosu, {text}.",
    },
    "widgets.equations.digit_cards": {
        "en": "{count:digit_cards}",
        "ja": "{count:digit_cards}",
        "pl": "{count:digit_cards}",
    },
    "widgets.equations.operator_cards": {
        "en": "{count:operator_cards}",
        "ja": "{count:operator_cards}",
        "pl": "{count:operator_cards}",
    },
    "widgets.equations.keys": {
        "en": "Keys: the Tab key goes to the equations, your hand and the buttons; arrows move; Enter or Space acts.",
        "ja": "キー操作：Tabで等式・手札・ボタンへ、矢印で移動、EnterかSpaceで決定。",
        "pl": "Klawisze: klawisz Tab przechodzi do równań, kart w ręce i przycisków, strzałki przesuwają, Enter lub spacja działa.",
    },
}
