"""Messages of the Triolet board (mathplay.widgets.triolet); terms from docs/glossary.md:
tile / タイル / płytka, rack / ラック / stojak, bag / 袋 / woreczek, trio / トリオ / trio,
triolet / トリオレット / triolet, double square / ダブル枠 (a square: マス) / pole podwójne, triple
square / トリプル枠 / pole potrójne, replay square / リプレイ枠 / pole „zagraj ponownie”, centre
mark / 中央のマーク / pole środkowe, wild tile / ワイルドタイル / dżoker, exchange tiles / タイルを交換する /
wymienić płytki.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "widgets.triolet.title": {
        "en": "Triolet",
        "ja": "トリオレット",
        "pl": "Triolet",
    },
    "widgets.triolet.goal": {
        "en": "Two tiles side by side make 15 or less. Three in a line make exactly 15: a trio!",
        "ja": "となり合う2枚の合計は15以下。3枚並べたら合計はちょうど15：トリオ！",
        "pl": "Dwie płytki obok siebie dają razem najwyżej 15. Trzy w rzędzie dają dokładnie 15: to trio!",
    },
    "widgets.triolet.your_turn": {
        "en": "Your turn, {player}: pick a tile, then a square.",
        "ja": "{player}の番です。タイルを選んでから、マスを選ぼう。",
        "pl": "Twoja kolej, {player}: wybierz płytkę, a potem pole.",
    },
    "widgets.triolet.extra_turn": {
        "en": "Replay square! Play again, {player}: pick a tile, then a square.",
        "ja": "リプレイ枠！{player}はもう一度どうぞ。タイルを選んでから、マスを選ぼう。",
        "pl": "Pole „zagraj ponownie”! Zagraj jeszcze raz, {player}: wybierz płytkę, a potem pole.",
    },
    "widgets.triolet.bot_playing": {
        "en": "The computer plays for {player}…",
        "ja": "{player}（コンピューター）の番です…",
        "pl": "Komputer gra za: {player}…",
    },
    "widgets.triolet.game_over": {
        "en": "The game is over. Click “New game” to play again.",
        "ja": "ゲームは終わりました。もう一度遊ぶには「新しいゲーム」を押してください。",
        "pl": "Gra się skończyła. Kliknij „Nowa gra”, żeby zagrać jeszcze raz.",
    },
    "widgets.triolet.seats_mismatch": {
        "en": "This game is {players_count:for_players}, not {seats:seats}.",
        "ja": "このゲームは{players_count:for_players}です（席は{seats:seats}）。",
        "pl": "Ta gra jest {players_count:for_players}, a nie na {seats:seats}.",
    },
    "widgets.triolet.rack_of": {
        "en": "Rack · {player}",
        "ja": "ラック・{player}",
        "pl": "Stojak · {player}",
    },
    "widgets.triolet.show_rack": {
        "en": "Show my tiles ({player})",
        "ja": "自分のタイルを見る（{player}）",
        "pl": "Pokaż moje płytki ({player})",
    },
    "widgets.triolet.rack_covered": {
        "en": "This rack is hidden. {player}, when nobody else can see the screen, click “Show my tiles”.",
        "ja": "このラックはかくしてあります。{player}、ほかの人が画面を見ていないときに「自分のタイルを見る」を押してね。",
        "pl": "Ten stojak jest zakryty. {player}, gdy nikt inny nie patrzy na ekran, kliknij „Pokaż moje płytki”.",
    },
    "widgets.triolet.rack_waiting": {
        "en": "The racks are hidden until a person plays.",
        "ja": "人の番になるまで、ラックは見えません。",
        "pl": "Stojaki są ukryte, dopóki nie zagra człowiek.",
    },
    "widgets.triolet.exchange_which": {
        "en": "Say which tiles to give back as a list of their places, such as [0, 2] (not {indices}).",
        "ja": "返すタイルは「[0, 2]」のように場所のリストで書いてください（{indices}ではなく）。",
        "pl": "Podaj płytki do oddania jako listę ich miejsc, np. [0, 2] (a nie {indices}).",
    },
    "widgets.triolet.no_such_tile": {
        "en": "There is no tile number {index} on the rack: it holds {count:tiles}.",
        "ja": "ラックに{index}番のタイルはありません（{count:tiles}です）。",
        "pl": "Na stojaku nie ma płytki numer {index}: stojak ma {count:tiles_acc}.",
    },
    "widgets.triolet.wild_tip": {
        "en": "A wild tile: you choose its number (0 to 15) when you place it.",
        "ja": "ワイルドタイル：置くときに数（0〜15）を決めます。",
        "pl": "Dżoker: gdy go kładziesz, wybierasz jego liczbę (od 0 do 15).",
    },
    "widgets.triolet.no_such_square": {
        "en": "There is no square ({row}, {col}): rows and columns go from 0 to {last}.",
        "ja": "{row}行{col}列というマスはありません。行と列は0から{last}までです。",
        "pl": "Nie ma pola ({row}, {col}): wiersze i kolumny mają numery od 0 do {last}.",
    },
    "widgets.triolet.square_taken": {
        "en": "Square ({row}, {col}) already has a tile: choose an empty square.",
        "ja": "{row}行{col}列にはもうタイルがあります。空いているマスを選んでね。",
        "pl": "Na polu ({row}, {col}) już leży płytka: wybierz puste pole.",
    },
    "widgets.triolet.pick_first": {
        "en": "First pick a tile from your rack, then click a square.",
        "ja": "まずラックからタイルを選んで、それからマスをクリックしてね。",
        "pl": "Najpierw wybierz płytkę ze stojaka, a potem kliknij pole.",
    },
    "widgets.triolet.choose_wild": {
        "en": "Which number is your wild tile? Click 0 to 15.",
        "ja": "ワイルドタイルをいくつにしますか？0〜15をクリックしてね。",
        "pl": "Jaką liczbą ma być dżoker? Kliknij od 0 do 15.",
    },
    "widgets.triolet.wild_value_first": {
        "en": "First choose the number of your wild tile (0 to 15).",
        "ja": "先にワイルドタイルの数（0〜15）を決めてね。",
        "pl": "Najpierw wybierz liczbę dla dżokera (od 0 do 15).",
    },
    "widgets.triolet.no_wild_waiting": {
        "en": "Put your wild tile on a square first, then choose its number.",
        "ja": "先にワイルドタイルをマスに置いてから、数を決めてね。",
        "pl": "Najpierw połóż dżokera na polu, a potem wybierz jego liczbę.",
    },
    "widgets.triolet.bad_wild_value": {
        "en": "A wild tile can be a number from 0 to 15, not {value}.",
        "ja": "ワイルドタイルにできるのは0〜15の数です（{value}はできません）。",
        "pl": "Dżoker może być liczbą od 0 do 15, a nie {value}.",
    },
    "widgets.triolet.start_hint": {
        "en": "Pick a tile from your rack, then click a square on the board.",
        "ja": "ラックのタイルを選んで、ボードのマスをクリックしよう。",
        "pl": "Wybierz płytkę ze stojaka, a potem kliknij pole na planszy.",
    },
    "widgets.triolet.preview_legal": {
        "en": "✓ Allowed! {breakdown}",
        "ja": "✓ 置けます！{breakdown}",
        "pl": "✓ Dozwolone! {breakdown}",
    },
    "widgets.triolet.preview_illegal": {
        "en": "✗ Not yet. {reason}",
        "ja": "✗ まだ置けません。{reason}",
        "pl": "✗ Jeszcze nie. {reason}",
    },
    "widgets.triolet.preview_replay": {
        "en": "↻ A replay square: you will play again.",
        "ja": "↻ リプレイ枠：もう一度プレイできます。",
        "pl": "↻ Pole „zagraj ponownie”: zagrasz jeszcze raz.",
    },
    "widgets.triolet.first_move_double": {
        "en": "★ The first move scores double.",
        "ja": "★ 最初の手はポイントが2倍です。",
        "pl": "★ Pierwszy ruch liczy się podwójnie.",
    },
    "widgets.triolet.one_line_equals": {
        "en": "{line} = {points:points}",
        "ja": "{line} = {points:points}",
        "pl": "{line} = {points:points}",
    },
    "widgets.triolet.one_line_arrow": {
        "en": "{line} → {points:points}",
        "ja": "{line} → {points:points}",
        "pl": "{line} → {points:points}",
    },
    "widgets.triolet.lines_total": {
        "en": "{lines}: {points:points} in all",
        "ja": "{lines}、合計{points:points}",
        "pl": "{lines}: razem {points:points}",
    },
    "widgets.triolet.exchange": {
        "en": "Exchange…",
        "ja": "タイルを交換する…",
        "pl": "Wymień płytki…",
    },
    "widgets.triolet.exchange_go": {
        "en": "Exchange {count:tiles}",
        "ja": "{count:tiles}を交換する",
        "pl": "Wymień {count:tiles_acc}",
    },
    "widgets.triolet.cancel": {
        "en": "Cancel",
        "ja": "やめる",
        "pl": "Anuluj",
    },
    "widgets.triolet.exchange_choose": {
        "en": "Click the tiles you want to give back to the bag, then “Exchange”. That ends your turn.",
        "ja": "袋にもどしたいタイルをクリックして、「交換する」を押そう。それであなたの番は終わりです。",
        "pl": "Kliknij płytki, które chcesz oddać do woreczka, a potem „Wymień”. To kończy twoją kolej.",
    },
    "widgets.triolet.cannot_exchange": {
        "en": "You can exchange tiles only while the bag holds enough tiles (now {bag:tiles}).",
        "ja": "タイルを交換できるのは、袋に十分なタイルがあるときだけです（今は{bag:tiles}）。",
        "pl": "Płytki można wymienić tylko, gdy w woreczku jest ich dość (teraz {bag:tiles}).",
    },
    "widgets.triolet.exchanging": {
        "en": "You are choosing tiles to exchange: click your tiles, or “Cancel”.",
        "ja": "いまは交換するタイルを選んでいます。タイルをクリックするか、「やめる」を押してね。",
        "pl": "Teraz wybierasz płytki do wymiany: kliknij swoje płytki albo „Anuluj”.",
    },
    "widgets.triolet.hint_found": {
        "en": "Hint: the best move now is {tiles} (the dashed squares). {breakdown}",
        "ja": "ヒント：いちばんよい手は{tiles}（点線のマス）。{breakdown}",
        "pl": "Podpowiedź: najlepszy ruch teraz to {tiles} (pola z przerywaną ramką). {breakdown}",
    },
    "widgets.triolet.hint_none": {
        "en": "No tile fits anywhere now: exchange tiles or pass.",
        "ja": "今はどこにもタイルを置けません。タイルを交換するか、パスしよう。",
        "pl": "Teraz żadna płytka nigdzie nie pasuje: wymień płytki albo spasuj.",
    },
    "widgets.triolet.tile_on": {
        "en": "{tile} on ({row}, {col})",
        "ja": "{row}行{col}列に{tile}",
        "pl": "{tile} na ({row}, {col})",
    },
    "widgets.triolet.points": {
        "en": "{points:points}",
        "ja": "{points:points}",
        "pl": "{points:points}",
    },
    "widgets.triolet.tiles_on_rack": {
        "en": "{count:tiles_on_rack}",
        "ja": "{count:tiles_on_rack}",
        "pl": "{count:tiles_on_rack}",
    },
    "widgets.triolet.bag": {
        "en": "{count:tiles_in_bag}",
        "ja": "{count:tiles_in_bag}",
        "pl": "{count:tiles_in_bag}",
    },
    "widgets.triolet.log_title": {
        "en": "Moves",
        "ja": "これまでの手",
        "pl": "Ruchy",
    },
    "widgets.triolet.log_empty": {
        "en": "No moves yet.",
        "ja": "まだ手はありません。",
        "pl": "Nie było jeszcze ruchów.",
    },
    "widgets.triolet.log_place": {
        "en": "{player} placed {tiles}: {points:points}.",
        "ja": "{player}が{tiles}を置きました：{points:points}。",
        "pl": "{player}: {tiles} na planszy, {points:points}.",
    },
    "widgets.triolet.log_extra": {
        "en": "↻ Another turn for {player}.",
        "ja": "↻ {player}はもう一度プレイします。",
        "pl": "↻ Jeszcze raz: {player}.",
    },
    "widgets.triolet.log_exchange": {
        "en": "{player} exchanged {count:tiles} with the bag.",
        "ja": "{player}がタイルを{count:tiles}交換しました。",
        "pl": "{player}: {count:tiles_exchanged} z woreczkiem.",
    },
    "widgets.triolet.log_pass": {
        "en": "{player} passed.",
        "ja": "{player}はパスしました。",
        "pl": "{player}: pas.",
    },
    "widgets.triolet.log_end_bonus": {
        "en": "{player} placed the last tile: +{points:points} for the tiles left on the other racks.",
        "ja": "{player}が最後のタイルを置きました：ほかのラックに残ったタイルで+{points:points}。",
        "pl": "{player}: ostatnia płytka! +{points:points} za płytki na stojakach innych graczy.",
    },
    "widgets.triolet.tie": {
        "en": "Game over! A tie between {players}.",
        "ja": "ゲーム終了！{players}の引き分けです。",
        "pl": "Koniec gry! Remis: {players}.",
    },
    "widgets.triolet.all_passed": {
        "en": "Nobody could place a tile, so the game ended.",
        "ja": "だれもタイルを置けなくなったので、ゲームは終わりました。",
        "pl": "Nikt nie może położyć płytki, więc gra się skończyła.",
    },
    "widgets.triolet.round_passed": {
        "en": "Everyone passed, so the game ended.",
        "ja": "全員がパスしたので、ゲームは終わりました。",
        "pl": "Same pasy, więc gra się skończyła.",
    },
    "widgets.triolet.final_scores": {
        "en": "Final scores",
        "ja": "最終得点",
        "pl": "Wyniki końcowe",
    },
    "widgets.triolet.tiles_left": {
        "en": "left on the rack: {tiles}",
        "ja": "ラックに残ったタイル：{tiles}",
        "pl": "zostało na stojaku: {tiles}",
    },
    "widgets.triolet.none_left": {
        "en": "no tiles left",
        "ja": "残ったタイルなし",
        "pl": "brak płytek",
    },
    "widgets.triolet.your_result": {
        "en": "Your move: {points:points}. {breakdown}",
        "ja": "あなたの手：{points:points}。{breakdown}",
        "pl": "Twój ruch: {points:points}. {breakdown}",
    },
    "widgets.triolet.legend_title": {
        "en": "What the squares mean",
        "ja": "マスの見かた",
        "pl": "Co oznaczają pola",
    },
    "widgets.triolet.legend_empty": {
        "en": "an empty square",
        "ja": "空いているマス",
        "pl": "puste pole",
    },
    "widgets.triolet.legend_centre": {
        "en": "centre mark: the first tile goes here (the first move scores double)",
        "ja": "中央のマーク：最初のタイルはここに置きます（最初の手は2倍）",
        "pl": "pole środkowe: tu kładzie się pierwszą płytkę (pierwszy ruch liczy się podwójnie)",
    },
    "widgets.triolet.legend_double": {
        "en": "double square: the tile counts ×2 (a trio: 60)",
        "ja": "ダブル枠：タイルが2倍（トリオなら60）",
        "pl": "pole podwójne: płytka liczy się ×2 (trio: 60)",
    },
    "widgets.triolet.legend_triple": {
        "en": "triple square: the tile counts ×3 (a trio: 90)",
        "ja": "トリプル枠：タイルが3倍（トリオなら90）",
        "pl": "pole potrójne: płytka liczy się ×3 (trio: 90)",
    },
    "widgets.triolet.legend_replay": {
        "en": "replay square: cover it and play again",
        "ja": "リプレイ枠：ここに置くともう一度プレイできる",
        "pl": "pole „zagraj ponownie”: zakryj je i graj jeszcze raz",
    },
    "widgets.triolet.legend_tile": {
        "en": "a tile on the board",
        "ja": "ボードの上のタイル",
        "pl": "płytka na planszy",
    },
    "widgets.triolet.legend_wild": {
        "en": "a wild tile (✱): it counts 0 in a pair",
        "ja": "ワイルドタイル（✱）：ペアでは0と数える",
        "pl": "dżoker (✱): w parze liczy się jako 0",
    },
    "widgets.triolet.legend_last": {
        "en": "the tiles of the last move",
        "ja": "さっき置かれたタイル",
        "pl": "płytki z ostatniego ruchu",
    },
    "widgets.triolet.legend_pending": {
        "en": "your tiles this turn (not confirmed yet)",
        "ja": "この番に置いたタイル（まだ確定していない）",
        "pl": "twoje płytki w tej kolejce (jeszcze niezatwierdzone)",
    },
    "widgets.triolet.legend_hint": {
        "en": "the hint: the best move now",
        "ja": "ヒント：いまいちばんよい手",
        "pl": "podpowiedź: najlepszy ruch teraz",
    },
    "widgets.triolet.square_tip": {
        "en": "row {row}, column {col}, {what}",
        "ja": "{row}行{col}列、{what}",
        "pl": "wiersz {row}, kolumna {col}, {what}",
    },
    "widgets.triolet.square_empty": {
        "en": "empty",
        "ja": "空き",
        "pl": "puste",
    },
    "widgets.triolet.square_tile": {
        "en": "tile {tile}",
        "ja": "タイル{tile}",
        "pl": "płytka {tile}",
    },
    "widgets.triolet.rack_tile_tip": {
        "en": "rack tile {index}: {tile}",
        "ja": "ラックの{index}番目：{tile}",
        "pl": "płytka {index} na stojaku: {tile}",
    },
    "widgets.triolet.keys": {
        "en": "Keys: arrows move over the squares, Enter or Space acts, 1 2 3 pick a rack tile, C confirms.",
        "ja": "キー操作：矢印でマスを移動、EnterかSpaceで決定、1・2・3でラックのタイル、Cで確定。",
        "pl": "Klawisze: strzałki przesuwają po polach, Enter lub spacja działa, 1 2 3 wybierają płytkę, C zatwierdza.",
    },
    "widgets.triolet.square_what": {
        "en": "{kind}, {content}",
        "ja": "{kind}、{content}",
        "pl": "{kind}, {content}",
    },
    "widgets.triolet.kind_double": {"en": "double square", "ja": "ダブル枠", "pl": "pole podwójne"},
    "widgets.triolet.kind_triple": {
        "en": "triple square",
        "ja": "トリプル枠",
        "pl": "pole potrójne",
    },
    "widgets.triolet.kind_replay": {
        "en": "replay square",
        "ja": "リプレイ枠",
        "pl": "pole „zagraj ponownie”",
    },
    "widgets.triolet.kind_centre": {
        "en": "centre mark",
        "ja": "中央のマーク",
        "pl": "pole środkowe",
    },
    "widgets.triolet.square_wild": {
        "en": "wild tile {tile}",
        "ja": "ワイルドタイル{tile}",
        "pl": "dżoker {tile}",
    },
    "widgets.triolet.square_last": {
        "en": "tile {tile}, last move",
        "ja": "タイル{tile}、さっきの手",
        "pl": "płytka {tile}, ostatni ruch",
    },
    "widgets.triolet.square_pending": {
        "en": "your tile {tile}, not confirmed",
        "ja": "あなたのタイル{tile}、まだ確定していない",
        "pl": "twoja płytka {tile}, jeszcze niezatwierdzona",
    },
    "widgets.triolet.square_hint": {
        "en": "hint: {tile}",
        "ja": "ヒント：{tile}",
        "pl": "podpowiedź: {tile}",
    },
    "widgets.triolet.rack_wild_tip": {
        "en": "rack tile {index}: a wild tile, you choose its number (0 to 15) when you place it",
        "ja": "ラックの{index}番目：ワイルドタイル、置くときに数（0〜15）を決めます",
        "pl": "płytka {index} na stojaku: dżoker, jego liczbę (od 0 do 15) wybierasz przy kładzeniu",
    },
}
