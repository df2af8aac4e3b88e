"""Messages of mathplay.games.triolet: why a move is not allowed, and the score texts.

Terms from docs/glossary.md: tile / タイル / płytka, rack / ラック / stojak, bag / 袋 / woreczek,
trio / トリオ / trio, triolet / トリオレット / triolet, wild tile / ワイルドタイル / dżoker.
"""

MESSAGES: dict[str, dict[str, str]] = {
    # -- placing tiles ----------------------------------------------------------------------
    "triolet.no_tiles": {
        "en": "Put at least one tile on the board.",
        "ja": "タイルを少なくとも1枚ボードに置いてください。",
        "pl": "Połóż na planszy co najmniej jedną płytkę.",
    },
    "triolet.too_many_tiles_in_move": {
        "en": "You may place at most {most:tiles} in one turn, not {count}.",
        "ja": "1回の番で置けるタイルは{most}枚までです（{count}枚は置けません）。",
        "pl": "W jednym ruchu możesz położyć najwyżej {most:tiles_acc}, a nie {count}.",
    },
    "triolet.off_board": {
        "en": "Square ({row}, {col}) is not on the board: rows and columns go from 0 to {last}.",
        "ja": "{row}行{col}列はボードの外です。行と列は0から{last}までです。",
        "pl": "Pola ({row}, {col}) nie ma na planszy: wiersze i kolumny mają numery od 0 do {last}.",
    },
    "triolet.bad_value": {
        "en": "There is no tile {value}: tiles go from 0 to 15.",
        "ja": "{value}のタイルはありません。タイルは0から15までです。",
        "pl": "Nie ma płytki {value}: płytki mają liczby od 0 do 15.",
    },
    "triolet.occupied": {
        "en": "Square ({row}, {col}) already has a tile.",
        "ja": "{row}行{col}列にはもうタイルがあります。",
        "pl": "Na polu ({row}, {col}) już leży płytka.",
    },
    "triolet.same_square": {
        "en": "Two tiles on the same square ({row}, {col}): one tile per square.",
        "ja": "同じマス（{row}行{col}列）に2枚置こうとしています。1つのマスにタイルは1枚です。",
        "pl": "Dwie płytki na tym samym polu ({row}, {col}): na jednym polu leży jedna płytka.",
    },
    "triolet.too_many_wilds_in_move": {
        "en": "At most {most:wild_tiles} per turn, not {count}.",
        "ja": "ワイルドタイルは1回の番に{most}枚までです（{count}枚は使えません）。",
        "pl": "W jednym ruchu możesz użyć najwyżej {most} dżokera, a nie {count}.",
    },
    "triolet.not_in_line": {
        "en": "The tiles you place must be in one row or one column.",
        "ja": "置くタイルは、たて1列か横1列に並べてください。",
        "pl": "Płytki, które kładziesz, muszą leżeć w jednym wierszu albo w jednej kolumnie.",
    },
    "triolet.gap": {
        "en": "There is an empty square at ({row}, {col}) between your tiles: no gaps.",
        "ja": "置いたタイルの間（{row}行{col}列）が空いています。すき間なく並べてください。",
        "pl": "Między twoimi płytkami jest puste pole ({row}, {col}): bez przerw.",
    },
    "triolet.first_move_centre": {
        "en": "The first move must cover the centre mark ({row}, {col}).",
        "ja": "最初のタイルは必ず中央のマーク（{row}行{col}列）の上に置きます。",
        "pl": "Pierwszy ruch musi zakryć pole środkowe ({row}, {col}).",
    },
    "triolet.not_touching": {
        "en": "At least one of your tiles must touch a tile already on the board.",
        "ja": "少なくとも1枚は、ボードにあるタイルのとなりに置いてください。",
        "pl": "Co najmniej jedna twoja płytka musi stykać się z płytką, która już leży na planszy.",
    },
    "triolet.line_too_long": {
        "en": "That makes a line of {length:tiles} ({tiles}): a line has at most 3 tiles.",
        "ja": "{length}枚の列（{tiles}）になってしまいます。1列は3枚までです。",
        "pl": "Tu rząd miałby {length:tiles_acc} ({tiles}), a może mieć najwyżej 3 płytki.",
    },
    "triolet.pair_over": {
        "en": "{tiles} = {total}: two tiles side by side must make {target} or less.",
        "ja": "{tiles} = {total}。となり合う2枚の合計は{target}以下にしてください。",
        "pl": "{tiles} = {total}: dwie płytki obok siebie mogą dać razem najwyżej {target}.",
    },
    "triolet.trio_not_target": {
        "en": "{tiles} = {total}: three tiles in a line must make exactly {target}.",
        "ja": "{tiles} = {total}。3枚並べるときは、合計がちょうど{target}になるようにします。",
        "pl": "{tiles} = {total}: trzy płytki w rzędzie muszą dać razem dokładnie {target}.",
    },
    "triolet.square_block": {
        "en": "The tile on ({row}, {col}) would fill a 2 × 2 square of tiles: not allowed here.",
        "ja": "{row}行{col}列に置くと、タイルが2 × 2の正方形になります。このルールでは置けません。",
        "pl": "Płytka na polu ({row}, {col}) wypełniłaby kwadrat 2 × 2: tu to niedozwolone.",
    },
    # -- racks, bag, turns -------------------------------------------------------------------
    "triolet.not_in_rack": {
        "en": "You have no tile {tile} on your rack.",
        "ja": "あなたのラックに{tile}のタイルはありません。",
        "pl": "Na twoim stojaku nie ma płytki {tile}.",
    },
    "triolet.wild_not_in_rack": {
        "en": "You have no wild tile on your rack.",
        "ja": "あなたのラックにワイルドタイルはありません。",
        "pl": "Na twoim stojaku nie ma dżokera.",
    },
    "triolet.exchange_bag_small": {
        "en": "You can exchange tiles only while the bag holds at least {least} (it has {bag}).",
        "ja": "タイルを交換できるのは、袋に{least}枚以上あるときだけです（今は{bag}枚）。",
        "pl": "Płytki można wymienić tylko, gdy w woreczku jest co najmniej {least} (jest {bag}).",
    },
    "triolet.exchange_off": {
        "en": "Exchanging tiles is not part of these rules.",
        "ja": "このルールでは、タイルを交換することはできません。",
        "pl": "W tych zasadach nie można wymieniać płytek.",
    },
    "triolet.exchange_empty": {
        "en": "Choose at least one tile to exchange.",
        "ja": "交換するタイルを少なくとも1枚選んでください。",
        "pl": "Wybierz co najmniej jedną płytkę do wymiany.",
    },
    "triolet.game_over": {
        "en": "The game is over: start a new game to play again.",
        "ja": "ゲームは終わりました。もう一度遊ぶには新しいゲームを始めてください。",
        "pl": "Gra się skończyła: zacznij nową grę, żeby zagrać jeszcze raz.",
    },
    "triolet.no_such_player": {
        "en": "There is no player {player}: players are numbered 0 to {count} - 1.",
        "ja": "プレイヤー{player}はいません。プレイヤーの番号は0から{count} - 1までです。",
        "pl": "Nie ma gracza {player}: gracze mają numery od 0 do {count} - 1.",
    },
    # -- moves as values and text -----------------------------------------------------------
    "triolet.not_a_move": {
        "en": "A move is a placement of tiles, an exchange or a pass, not a {kind}.",
        "ja": "手は、タイルを置く・タイルを交換する・パスのどれかです（{kind}ではありません）。",
        "pl": "Ruch to położenie płytek, wymiana albo pas, a nie {kind}.",
    },
    "triolet.not_a_placement": {
        "en": "{text} is not a placement: give a row, a column and a value 0–15.",
        "ja": "{text}はタイルの置き方ではありません。行・列・0〜15の値を指定してください。",
        "pl": "{text} to nie położenie płytki: podaj wiersz, kolumnę i liczbę 0–15.",
    },
    "triolet.bad_tile": {
        "en": "{tile} is not a tile: tiles are 0 to 15, or * for a wild tile.",
        "ja": "{tile}はタイルではありません。タイルは0〜15か、ワイルドタイルの * です。",
        "pl": "{tile} to nie płytka: płytki to liczby od 0 do 15 albo * (dżoker).",
    },
    "triolet.move_text": {
        "en": "Cannot read the move {text!r}: write e.g. '7,6=7 7,7=6', 'exchange 3 *' or 'pass'.",
        "ja": "{text!r}は読めません。例：「7,6=7 7,7=6」「exchange 3 *」「pass」。",
        "pl": "Nie rozumiem ruchu {text!r}: napisz np. '7,6=7 7,7=6', 'exchange 3 *' albo 'pass'.",
    },
    # -- boards and saved games ---------------------------------------------------------------
    "triolet.board_rows": {
        "en": "The board text has {rows:rows}: the board has only {size}.",
        "ja": "盤の文字が{rows}行あります。ボードは{size}行しかありません。",
        "pl": "Tekst planszy ma {rows:rows}, a plansza ma ich tylko {size}.",
    },
    "triolet.board_columns": {
        "en": (
            "Row {row} of the board text has {count:squares}: the board has only "
            "{size:columns_acc}."
        ),
        "ja": "盤の文字の{row}行目に{count}マスあります。ボードは{size}列しかありません。",
        "pl": "Wiersz {row} tekstu planszy ma {count:squares}, a plansza ma tylko {size:columns_acc}.",
    },
    "triolet.board_token": {
        "en": "{token!r} at ({row}, {col}) is not a square: write ., a number 0–15 or e.g. 7*.",
        "ja": "{row}行{col}列の{token!r}は読めません。「.」、0〜15の数、または「7*」のように書きます。",
        "pl": "{token!r} na polu ({row}, {col}) to nie pole: pisz ., liczbę 0–15 albo np. 7*.",
    },
    "triolet.board_tile_count": {
        "en": "The board holds {count:tiles} with {value}, but the game has only {copies}.",
        "ja": "ボードに{value}のタイルが{count}枚ありますが、ゲームには{copies}枚しかありません。",
        "pl": "Na planszy jest za dużo płytek {value} ({count}): w grze jest ich tylko {copies}.",
    },
    "triolet.board_wild_count": {
        "en": "The board holds {count:wild_tiles}, but the game has only {most}.",
        "ja": "ボードにワイルドタイルが{count}枚ありますが、ゲームには{most}枚しかありません。",
        "pl": "Na planszy jest za dużo dżokerów ({count}): w grze są tylko {most}.",
    },
    "triolet.board_line": {
        "en": "The line {tiles} starting at ({row}, {col}) breaks the line rules.",
        "ja": "{row}行{col}列から始まる並び{tiles}はルールに合いません。",
        "pl": "Rząd {tiles} od pola ({row}, {col}) łamie zasady gry.",
    },
    "triolet.tiles_lost": {
        "en": "Some tiles are missing or counted twice (bag + racks + board).",
        "ja": "タイルが足りないか、二重に数えられています（袋・ラック・ボード）。",
        "pl": "Brakuje płytek albo są policzone dwa razy (woreczek + stojaki + plansza).",
    },
    "triolet.bad_saved_game": {
        "en": "This saved game cannot be read: {problem}",
        "ja": "この保存されたゲームは読み込めません：{problem}",
        "pl": "Nie da się wczytać zapisanej gry: {problem}",
    },
    "triolet.bad_rules": {
        "en": "The Triolet rules option {option} has a value that cannot work.",
        "ja": "トリオレットのルール設定{option}の値が正しくありません。",
        "pl": "Opcja zasad gry Triolet {option} ma niemożliwą wartość.",
    },
    # -- scores -----------------------------------------------------------------------------
    "triolet.score_triolet": {
        "en": "Triolet bonus: +{points}",
        "ja": "トリオレットボーナス：+{points}",
        "pl": "Premia za triolet: +{points}",
    },
    "triolet.score_total": {
        "en": "Total: {points:points}",
        "ja": "合計{points}ポイント",
        "pl": "Razem {points:points}",
    },
    "triolet.bag_count": {
        "en": "{count:tiles_in_bag}",
        "ja": "袋のタイル：{count}枚",
        "pl": "{count:tiles_in_bag}",
    },
}
