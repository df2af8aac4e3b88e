"""Messages of the Triolet board (mathplay.widgets.triolet); terms from docs/glossary.md:
tile / タイル / płytka, rack / ラック / stojak, bag / 袋 / woreczek, trio / トリオ / trio,
triolet / トリオレット / triolet, double square / ダブル枠 / pole podwójne, triple square /
トリプル枠 / pole potrójne, replay square / リプレイ枠 / pole „zagraj ponownie”, centre mark /
中央のマーク / pole środkowe, wild tile / ワイルドタイル / dżoker, exchange tiles / タイルを交換する /
wymienić płytki.
"""

MESSAGES: dict[str, dict[str, str]] = {
    # -- headings and turns ------------------------------------------------------------------
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
        "en": "{player}, your turn: pick a tile, then a square.",
        "ja": "{player} さん、あなたの番です。タイルを選んでから、枠を選ぼう。",
        "pl": "{player}, twoja kolej: wybierz płytkę, a potem pole.",
    },
    "widgets.triolet.extra_turn": {
        "en": "Replay square! {player}, play again: pick a tile, then a square.",
        "ja": "リプレイ枠！ {player} さん、もう一度どうぞ。タイルを選んでから、枠を選ぼう。",
        "pl": "Pole „zagraj ponownie”! {player}, zagraj jeszcze raz: wybierz płytkę, a potem pole.",
    },
    "widgets.triolet.bot_playing": {
        "en": "{player} (computer) is playing…",
        "ja": "{player}（コンピューター）の番です…",
        "pl": "{player} (komputer) gra…",
    },
    "widgets.triolet.game_over": {
        "en": "The game is over. Click “New game” to play again.",
        "ja": "ゲームは終わりました。もう一度遊ぶには「新しいゲーム」を押してください。",
        "pl": "Gra się skończyła. Kliknij „Nowa gra”, żeby zagrać jeszcze raz.",
    },
    "widgets.triolet.seats_mismatch": {
        "en": "This game has {players} players, but {seats} seats were given.",
        "ja": "このゲームのプレイヤーは {players} 人ですが、席が {seats} 人分あります。",
        "pl": "Ta gra ma {players} graczy, a podano {seats} miejsc przy stole.",
    },
    # -- the rack ----------------------------------------------------------------------------
    "widgets.triolet.rack_of": {
        "en": "{player}'s rack",
        "ja": "{player} さんのラック",
        "pl": "Stojak: {player}",
    },
    "widgets.triolet.show_rack": {
        "en": "{player}: show my tiles",
        "ja": "{player}：自分のタイルを見る",
        "pl": "{player}: pokaż moje płytki",
    },
    "widgets.triolet.rack_covered": {
        "en": "Only {player} may look: {player}, click “show my tiles”.",
        "ja": "見てよいのは {player} さんだけです。{player} さん、「自分のタイルを見る」を押してね。",
        "pl": "Patrzeć może tylko {player}: {player}, kliknij „pokaż moje płytki”.",
    },
    "widgets.triolet.rack_waiting": {
        "en": "The racks are hidden until a person plays.",
        "ja": "人の番になるまで、ラックは見えません。",
        "pl": "Stojaki są ukryte, dopóki nie zagra człowiek.",
    },
    "widgets.triolet.no_such_tile": {
        "en": "There is no tile number {index} on the rack: it has {count}.",
        "ja": "ラックに {index} 番のタイルはありません（{count} 枚です）。",
        "pl": "Na stojaku nie ma płytki numer {index}: są na nim {count}.",
    },
    "widgets.triolet.wild_tip": {
        "en": "A wild tile: you choose its number (0 to 15) when you place it.",
        "ja": "ワイルドタイル：置くときに数（0〜15）を決めます。",
        "pl": "Dżoker: gdy go kładziesz, wybierasz jego liczbę (od 0 do 15).",
    },
    # -- placing tiles -----------------------------------------------------------------------
    "widgets.triolet.no_such_square": {
        "en": "There is no square ({row}, {col}): rows and columns go from 0 to {last}.",
        "ja": "({row}, {col}) という枠はありません。行と列は 0 から {last} までです。",
        "pl": "Nie ma pola ({row}, {col}): wiersze i kolumny mają numery od 0 do {last}.",
    },
    "widgets.triolet.square_taken": {
        "en": "Square ({row}, {col}) already has a tile: choose an empty square.",
        "ja": "({row}, {col}) にはもうタイルがあります。空いている枠を選んでね。",
        "pl": "Na polu ({row}, {col}) już leży płytka: wybierz puste pole.",
    },
    "widgets.triolet.pick_first": {
        "en": "First pick a tile from your rack, then click a square.",
        "ja": "まずラックからタイルを選んで、それから枠をクリックしてね。",
        "pl": "Najpierw wybierz płytkę ze stojaka, a potem kliknij pole.",
    },
    "widgets.triolet.choose_wild": {
        "en": "Which number is your wild tile? Click 0 to 15.",
        "ja": "ワイルドタイルをいくつにしますか？ 0〜15 をクリックしてね。",
        "pl": "Jaką liczbą ma być dżoker? Kliknij od 0 do 15.",
    },
    "widgets.triolet.wild_value_first": {
        "en": "First choose the number of your wild tile (0 to 15).",
        "ja": "先にワイルドタイルの数（0〜15）を決めてね。",
        "pl": "Najpierw wybierz liczbę dla dżokera (od 0 do 15).",
    },
    "widgets.triolet.no_wild_waiting": {
        "en": "Put your wild tile on a square first, then choose its number.",
        "ja": "先にワイルドタイルを枠に置いてから、数を決めてね。",
        "pl": "Najpierw połóż dżokera na polu, a potem wybierz jego liczbę.",
    },
    "widgets.triolet.bad_wild_value": {
        "en": "A wild tile can be a number from 0 to 15, not {value}.",
        "ja": "ワイルドタイルにできるのは 0〜15 の数です（{value} はできません）。",
        "pl": "Dżoker może być liczbą od 0 do 15, a nie {value}.",
    },
    "widgets.triolet.start_hint": {
        "en": "Pick a tile from your rack, then click a square on the board.",
        "ja": "ラックのタイルを選んで、ボードの枠をクリックしよう。",
        "pl": "Wybierz płytkę ze stojaka, a potem kliknij pole na planszy.",
    },
    "widgets.triolet.preview_legal": {
        "en": "✓ Allowed! {breakdown} points",
        "ja": "✓ 置けます！ {breakdown} ポイント",
        "pl": "✓ Dozwolone! {breakdown} pkt",
    },
    "widgets.triolet.preview_illegal": {
        "en": "✗ Not yet: {reason}",
        "ja": "✗ まだ置けません：{reason}",
        "pl": "✗ Jeszcze nie: {reason}",
    },
    "widgets.triolet.preview_replay": {
        "en": "↻ A replay square: you will play again.",
        "ja": "↻ リプレイ枠：もう一度プレイできます。",
        "pl": "↻ Pole „zagraj ponownie”: zagrasz jeszcze raz.",
    },
    # -- exchanging, passing, hints ----------------------------------------------------------
    "widgets.triolet.exchange": {
        "en": "Exchange…",
        "ja": "タイルを交換する…",
        "pl": "Wymień płytki…",
    },
    "widgets.triolet.exchange_go": {
        "en": "Exchange the chosen tiles ({count})",
        "ja": "選んだタイルを交換する（{count} 枚）",
        "pl": "Wymień wybrane płytki ({count})",
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
        "en": "You can exchange tiles only while the bag holds enough tiles (now {bag}).",
        "ja": "タイルを交換できるのは、袋に十分なタイルがあるときだけです（今は {bag} 枚）。",
        "pl": "Płytki można wymienić tylko, gdy w woreczku jest ich dość (teraz {bag}).",
    },
    "widgets.triolet.exchanging": {
        "en": "You are choosing tiles to exchange: click your tiles, or “Cancel”.",
        "ja": "いまは交換するタイルを選んでいます。タイルをクリックするか、「やめる」を押してね。",
        "pl": "Teraz wybierasz płytki do wymiany: kliknij swoje płytki albo „Anuluj”.",
    },
    "widgets.triolet.hint_found": {
        "en": "Hint: the best move now is {tiles} (the dashed squares): {breakdown}.",
        "ja": "ヒント：いちばんよい手は {tiles}（点線の枠）：{breakdown}。",
        "pl": "Podpowiedź: najlepszy ruch teraz to {tiles} (pola z przerywaną ramką): {breakdown}.",
    },
    "widgets.triolet.hint_none": {
        "en": "No tile fits anywhere now: exchange tiles or pass.",
        "ja": "今はどこにもタイルを置けません。タイルを交換するか、パスしよう。",
        "pl": "Teraz żadna płytka nigdzie nie pasuje: wymień płytki albo spasuj.",
    },
    "widgets.triolet.tile_on": {
        "en": "{tile} on ({row}, {col})",
        "ja": "({row}, {col}) に {tile}",
        "pl": "{tile} na ({row}, {col})",
    },
    # -- players, bag, log, the end ----------------------------------------------------------
    "widgets.triolet.points": {
        "en": "{points} points",
        "ja": "{points} ポイント",
        "pl": "{points} pkt",
    },
    "widgets.triolet.tiles_on_rack": {
        "en": "tiles on the rack: {count}",
        "ja": "ラックに {count} 枚",
        "pl": "płytki na stojaku: {count}",
    },
    "widgets.triolet.bag": {
        "en": "Tiles in the bag: {count}",
        "ja": "袋のタイル：{count} 枚",
        "pl": "Płytki w woreczku: {count}",
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
        "en": "{player} placed {tiles}: {points} points.",
        "ja": "{player} さんが {tiles} を置きました：{points} ポイント。",
        "pl": "{player} kładzie {tiles}: {points} pkt.",
    },
    "widgets.triolet.log_extra": {
        "en": "↻ {player} plays again.",
        "ja": "↻ {player} さんはもう一度プレイします。",
        "pl": "↻ {player} gra jeszcze raz.",
    },
    "widgets.triolet.log_exchange": {
        "en": "{player} exchanged tiles with the bag ({count}).",
        "ja": "{player} さんがタイルを {count} 枚交換しました。",
        "pl": "{player} wymienia płytki z woreczkiem ({count}).",
    },
    "widgets.triolet.log_pass": {
        "en": "{player} passed.",
        "ja": "{player} さんはパスしました。",
        "pl": "{player} pasuje.",
    },
    "widgets.triolet.log_end_bonus": {
        "en": "{player} placed the last tile: +{points} for the tiles left on the other racks.",
        "ja": "{player} さんが最後のタイルを置きました：ほかのラックに残ったタイルで +{points}。",
        "pl": "{player} kładzie ostatnią płytkę: +{points} za płytki na stojakach innych graczy.",
    },
    "widgets.triolet.tie": {
        "en": "Game over: a tie between {players}!",
        "ja": "ゲーム終了：{players} さんの引き分け！",
        "pl": "Koniec gry: remis między graczami {players}!",
    },
    "widgets.triolet.all_passed": {
        "en": "Nobody could place a tile, so the game ended.",
        "ja": "だれもタイルを置けなくなったので、ゲームは終わりました。",
        "pl": "Nikt nie mógł położyć płytki, więc gra się skończyła.",
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
    # -- the legend and the squares' tooltips ------------------------------------------------
    "widgets.triolet.legend_title": {
        "en": "What the squares mean",
        "ja": "枠の見かた",
        "pl": "Co oznaczają pola",
    },
    "widgets.triolet.legend_empty": {
        "en": "an empty square",
        "ja": "空いている枠",
        "pl": "puste pole",
    },
    "widgets.triolet.legend_centre": {
        "en": "centre mark: the first tile goes here (counts double)",
        "ja": "中央のマーク：最初のタイルはここに置きます（ダブル枠）",
        "pl": "pole środkowe: tu kładzie się pierwszą płytkę (liczy się podwójnie)",
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
        "en": "row {row}, column {col}: {what}",
        "ja": "{row} 行 {col} 列：{what}",
        "pl": "wiersz {row}, kolumna {col}: {what}",
    },
}
