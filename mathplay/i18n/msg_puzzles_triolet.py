"""Messages of the Triolet puzzles for teachers (mathplay.puzzles: the board, moves,
triolet-best-move, triolet-score, trio-finder).
"""

MESSAGES: dict[str, dict[str, str]] = {
    # ----- Triolet: the board, moves ------------------------------------------------------
    "puzzles.legend.new": {
        "en": "[7] (framed) a tile placed in this move",
        "ja": "[7]（枠つき）この手で置いたタイル",
        "pl": "[7] (w ramce) płytka położona w tym ruchu",
    },
    "puzzles.legend.new_double": {
        "en": "[7]² a tile placed in this move on a double square",
        "ja": "[7]² この手でダブル枠に置いたタイル",
        "pl": "[7]² płytka położona w tym ruchu na polu podwójnym",
    },
    "puzzles.legend.new_triple": {
        "en": "[7]³ a tile placed in this move on a triple square",
        "ja": "[7]³ この手でトリプル枠に置いたタイル",
        "pl": "[7]³ płytka położona w tym ruchu na polu potrójnym",
    },
    "puzzles.legend.ask": {
        "en": "? the square asked about",
        "ja": "? 問題のマス",
        "pl": "? pole, o które chodzi",
    },
    "puzzles.legend.double": {
        "en": "2× double square",
        "ja": "2× ダブル枠",
        "pl": "2× pole podwójne",
    },
    "puzzles.legend.triple": {
        "en": "3× triple square",
        "ja": "3× トリプル枠",
        "pl": "3× pole potrójne",
    },
    "puzzles.legend.replay": {
        "en": "↻ replay square",
        "ja": "↻ リプレイ枠",
        "pl": "↻ pole „zagraj ponownie”",
    },
    "puzzles.legend.centre": {
        "en": "★ centre mark (a double square)",
        "ja": "★ 中央のマーク（ダブル枠）",
        "pl": "★ pole środkowe (pole podwójne)",
    },
    "puzzles.legend.wild": {
        "en": "7* a wild tile played as 7",
        "ja": "7* 7 として置いたワイルドタイル",
        "pl": "7* dżoker położony jako 7",
    },
    "puzzles.move.want_text": {
        "en": 'Write the move as text in quotes, like "7,6=7 7,7=6" (not {answer}).',
        "ja": '手は "7,6=7 7,7=6" のように引用符の中に書こう（{answer} ではなく）。',
        "pl": 'Zapisz ruch jako tekst w cudzysłowie, na przykład "7,6=7 7,7=6" (a nie {answer}).',
    },
    "puzzles.move.unreadable": {
        "en": 'I cannot read {answer!r} as a move: write row,column=tile for each tile, like "7,6=7 7,7=6".',
        "ja": '{answer!r} を手として読めません。タイルごとに 行,列=タイル と書こう。例："7,6=7 7,7=6"。',
        "pl": 'Nie umiem odczytać {answer!r} jako ruchu: dla każdej płytki napisz wiersz,kolumna=płytka, na przykład "7,6=7 7,7=6".',
    },
    "puzzles.move.not_your_tiles": {
        "en": "Use only tiles from your rack: {rack}.",
        "ja": "ラックのタイルだけを使おう：{rack}。",
        "pl": "Używaj tylko płytek ze swojego stojaka: {rack}.",
    },
    "puzzles.move.illegal": {
        "en": "That move is not allowed: {reason}",
        "ja": "その手は置けません：{reason}",
        "pl": "Taki ruch jest niedozwolony: {reason}",
    },
    # ----- triolet-best-move --------------------------------------------------------------
    "puzzles.best_move.prompt": {
        "en": "Your rack: {rack}. Which move scores the most points? Exactly one move does.",
        "ja": "あなたのラック：{rack}。いちばん得点の高い手はどれ？そういう手はちょうど1つです。",
        "pl": "Twój stojak: {rack}. Który ruch daje najwięcej punktów? Jest dokładnie jeden taki ruch.",
    },
    "puzzles.best_move.right": {
        "en": "Right! That is the best move: {breakdown}, {points} points.",
        "ja": "正解！それが最善手です：{breakdown}、{points} ポイント。",
        "pl": "Dobrze! To najlepszy ruch: {breakdown}, {points} punktów.",
    },
    "puzzles.best_move.better": {
        "en": "That move scores {points} ({breakdown}). The best move scores {best}. {hint}",
        "ja": "その手は {points} ポイント（{breakdown}）。最善手は {best} ポイントです。{hint}",
        "pl": "Ten ruch daje {points} punktów ({breakdown}). Najlepszy ruch daje {best}. {hint}",
    },
    "puzzles.best_move.hint": {
        "en": "Look for a trio, and for double and triple squares.",
        "ja": "トリオと、ダブル枠・トリプル枠をさがそう。",
        "pl": "Szukaj tria oraz pól podwójnych i potrójnych.",
    },
    # ----- triolet-score -----------------------------------------------------------------
    "puzzles.score.prompt": {
        "en": "The move {move} has just been played (the new tiles are framed). How many points does it score?",
        "ja": "{move} という手を置いたところです（新しいタイルは枠で囲んであります）。この手は何ポイント？",
        "pl": "Właśnie zagrano ruch {move} (nowe płytki są w ramkach). Ile punktów daje ten ruch?",
    },
    "puzzles.score.right": {
        "en": "Right! {breakdown}: {points} points.",
        "ja": "正解！{breakdown}：{points} ポイント。",
        "pl": "Dobrze! {breakdown}: {points} punktów.",
    },
    "puzzles.score.hint": {
        "en": "Score every line that holds a new tile: a pair scores its sum, a trio 30.",
        "ja": "新しいタイルをふくむ列をすべて数えよう：ペアは合計、トリオは 30 ポイント。",
        "pl": "Policz każdą linię z nową płytką: para daje swoją sumę, trio 30.",
    },
    "puzzles.score.no_premium": {
        "en": "{value} forgets the premium square: a new tile on a double (triple) square counts its line twice (three times).",
        "ja": "{value} は特別な枠を忘れています：ダブル枠（トリプル枠）に置いた新しいタイルの列は、2倍（3倍）になります。",
        "pl": "{value} pomija pole premiowe: nowa płytka na polu podwójnym (potrójnym) liczy swoją linię podwójnie (potrójnie).",
    },
    "puzzles.score.premium_everywhere": {
        "en": "{value} counts a double or triple square on every line, but it counts on one line only: the one that gives the most.",
        "ja": "{value} は、ダブル枠やトリプル枠をすべての列で数えています。でも数えるのは1つの列だけ（いちばん得点が高くなる列）です。",
        "pl": "{value} liczy pole podwójne lub potrójne w każdej linii, a liczy się ono tylko w jednej: tej, która daje najwięcej.",
    },
    "puzzles.score.no_trio_bonus": {
        "en": "{value} forgets the trio bonus: a trio scores 15 + 15 = 30.",
        "ja": "{value} はトリオのボーナスを忘れています：トリオは 15 + 15 = 30 ポイントです。",
        "pl": "{value} pomija premię za trio: trio daje 15 + 15 = 30.",
    },
    "puzzles.score.no_triolet_bonus": {
        "en": "{value} forgets the triolet bonus: three rack tiles that make a trio together earn 50 more.",
        "ja": "{value} はトリオレットのボーナスを忘れています：ラックの3枚だけでトリオを作ると、さらに 50 ポイントです。",
        "pl": "{value} pomija premię za triolet: trzy płytki ze stojaka tworzące razem trio dają 50 więcej.",
    },
    "puzzles.score.missed_line": {
        "en": "{value} leaves out a line: {line}.",
        "ja": "{value} では1つの列を数え忘れています：{line}。",
        "pl": "{value} pomija jedną linię: {line}.",
    },
    # ----- trio-finder -------------------------------------------------------------------
    "puzzles.trio.prompt_square": {
        "en": 'Which tile makes a trio on the square marked ? (row {row}, column {col})? Tiles left in the bag: {bag}. If none of them can, answer "none".',
        "ja": "? のマス（{row} 行、{col} 列）でトリオを作れるタイルはどれ？袋に残っているタイル：{bag}。どれもだめなら「なし」と答えよう。",
        "pl": "Która płytka tworzy trio na polu ? (wiersz {row}, kolumna {col})? Płytki w woreczku: {bag}. Jeśli żadna nie pasuje, odpowiedz „brak”.",
    },
    "puzzles.trio.prompt_board": {
        "en": "Which tiles from the bag can make a trio somewhere on this board, placed alone? Tiles left in the bag: {bag}. Write each value once.",
        "ja": "袋のどのタイルなら、1枚置くだけでこの盤面のどこかにトリオを作れる？袋に残っているタイル：{bag}。それぞれの数を1回ずつ書こう。",
        "pl": "Które płytki z woreczka, położone pojedynczo, tworzą gdzieś na tej planszy trio? Płytki w woreczku: {bag}. Zapisz każdą wartość raz.",
    },
    "puzzles.trio.solution_none": {
        "en": "none",
        "ja": "なし",
        "pl": "brak",
    },
    "puzzles.trio.want_values": {
        "en": 'The answer here is tile values, like 5 or "3, 7", or "none" (not {answer}).',
        "ja": 'ここの答えはタイルの数です。5 や "3, 7"、または "なし"（{answer} ではありません）。',
        "pl": 'Odpowiedzią są tu wartości płytek, na przykład 5 albo "3, 7", albo "brak" (a nie {answer}).',
    },
    "puzzles.trio.no_such_tile": {
        "en": "There is no tile {value}: tiles go from 0 to 15.",
        "ja": "{value} のタイルはありません。タイルは 0〜15 です。",
        "pl": "Nie ma płytki {value}: płytki mają wartości od 0 do 15.",
    },
    "puzzles.trio.want_one": {
        "en": 'One square takes one tile: give one value, or "none".',
        "ja": "1つのマスに置けるタイルは1枚です。数を1つ書くか、「なし」と答えよう。",
        "pl": "Na jednym polu leży jedna płytka: podaj jedną wartość albo „brak”.",
    },
    "puzzles.trio.right": {
        "en": "Right! {line}: a trio.",
        "ja": "正解！{line}：トリオです。",
        "pl": "Dobrze! {line}: trio.",
    },
    "puzzles.trio.right_none": {
        "en": "Right: no tile from the bag makes a trio there. {reason}",
        "ja": "正解：袋のどのタイルでも、そこではトリオになりません。{reason}",
        "pl": "Dobrze: żadna płytka z woreczka nie tworzy tam tria. {reason}",
    },
    "puzzles.trio.missed": {
        "en": "A tile does fit: {line}, and there is a {value} in the bag.",
        "ja": "置けるタイルがあります：{line}。袋には {value} があります。",
        "pl": "Jest pasująca płytka: {line}, a w woreczku jest {value}.",
    },
    "puzzles.trio.not_15": {
        "en": "{line}, not 15: a trio makes exactly 15.",
        "ja": "{line} で、15 ではありません。トリオはちょうど 15 です。",
        "pl": "{line}, a nie 15: trio daje dokładnie 15.",
    },
    "puzzles.trio.cannot": {
        "en": "That tile cannot make a trio there. {reason}",
        "ja": "そのタイルでは、そこにトリオを作れません。{reason}",
        "pl": "Ta płytka nie utworzy tam tria. {reason}",
    },
    "puzzles.trio.over_15": {
        "en": "{tiles} is already more than 15.",
        "ja": "{tiles} で、もう 15 をこえています。",
        "pl": "{tiles} to już więcej niż 15.",
    },
    "puzzles.trio.not_in_bag": {
        "en": "A trio needs a {value} here, and there is no {value} left in the bag.",
        "ja": "ここでトリオを作るには {value} が必要ですが、袋に {value} は残っていません。",
        "pl": "Trio potrzebuje tu płytki {value}, a w woreczku nie ma już {value}.",
    },
    "puzzles.trio.right_all": {
        "en": "Right! {values}",
        "ja": "正解！{values}",
        "pl": "Dobrze! {values}",
    },
    "puzzles.trio.wrong_all": {
        "en": "Not quite. Missing: {missing}. Cannot make a trio: {extra}.",
        "ja": "まだです。足りない数：{missing}。トリオを作れない数：{extra}。",
        "pl": "Jeszcze nie. Brakuje: {missing}. Nie tworzą tria: {extra}.",
    },
}
