"""The printable materials for the unplugged activities (mathplay.classroom.printables): each
page's title is ``classroom.print.<name>`` (its name with ``_`` for ``-``), which the lessons'
plans link to, and ``classroom.print.<name>_how`` says how to print and cut it."""

MESSAGES: dict[str, dict[str, str]] = {
    "classroom.print.equations_cards": {
        "en": "Equations: the cards",
        "ja": "等式ゲーム：カード",
        "pl": "Gra w równania: karty",
    },
    "classroom.print.equations_cards_how": {
        "en": "Print at 100 % on card and cut along the dashed lines: {digits} digit cards, "
        "{operators} operator cards and {equals} “=” cards (three for the table and a spare). "
        "6 and 9 are underlined so that they are not turned upside down.",
        "ja": "厚紙に100%で印刷し、点線で切り取ります。数字カード{digits}枚、記号カード"
        "{operators}枚、イコールカード{equals}枚（場に3枚と予備1枚）。6 と 9 は上下が"
        "分かるように下線がついています。",
        "pl": "Wydrukuj w skali 100% na kartonie i wytnij wzdłuż linii przerywanych: "
        "{digits} kart z cyframi, {operators} kart ze znakami i {equals} karty „=” (trzy na "
        "stół i jedna zapasowa). 6 i 9 są podkreślone, żeby ich nie odwrócić.",
    },
    "classroom.print.memory_cards": {
        "en": "Memory Max: the cards",
        "ja": "メモリー・マックス（神経衰弱）：カード",
        "pl": "Memory Max: karty",
    },
    "classroom.print.memory_cards_how": {
        "en": "Print at 100 % on card (thick enough that the faces do not show through) and cut "
        "along the dashed lines: {count} cards, laid face down in 5 rows of 8.",
        "ja": "表が透けない厚紙に100%で印刷し、点線で切り取ります。カードは{count}枚。"
        "裏向きにして5行8列にならべます。",
        "pl": "Wydrukuj w skali 100% na kartonie (na tyle grubym, żeby nie było widać, co jest "
        "na odwrocie) i wytnij wzdłuż linii przerywanych: {count} kart, kładzionych zakrytych "
        "w 5 rzędach po 8.",
    },
    "classroom.print.chaos": {"en": "chaos", "ja": "カオス", "pl": "chaos"},
    "classroom.print.triolet_board": {
        "en": "Triolet: the board",
        "ja": "トリオレット：盤",
        "pl": "Triolet: plansza",
    },
    "classroom.print.triolet_board_how": {
        "en": "Print at 100 %: the squares are the size of the printed tiles. Rows and columns "
        "are numbered from 0, as in the lessons' moves (row,column=tile).",
        "ja": "100%で印刷します。マスの大きさは印刷したタイルと同じです。行と列は、"
        "レッスンの手の書き方（行,列=タイル）と同じく 0 から数えます。",
        "pl": "Wydrukuj w skali 100%: pola mają rozmiar wydrukowanych płytek. Wiersze i kolumny "
        "są numerowane od 0, jak w zapisie ruchów na lekcjach (wiersz,kolumna=płytka).",
    },
    "classroom.print.triolet_tiles": {
        "en": "Triolet: the tiles",
        "ja": "トリオレット：タイル",
        "pl": "Triolet: płytki",
    },
    "classroom.print.triolet_tiles_how": {
        "en": "Print at 100 % on card and cut along the dashed lines: {count} tiles, of which "
        "{wild} are wild. The small number in a tile's corner says how many tiles of that "
        "number there are, as on the real tiles. Put them in a bag.",
        "ja": "厚紙に100%で印刷し、点線で切り取ります。タイルは{count}枚で、そのうち{wild}枚は"
        "ワイルドタイルです。すみの小さな数は、本物のタイルと同じく、その数のタイルが"
        "何枚あるかを表します。袋に入れて使います。",
        "pl": "Wydrukuj w skali 100% na kartonie i wytnij wzdłuż linii przerywanych: {count} "
        "płytek, w tym {wild} dżokery. Mała liczba w rogu mówi, ile jest płytek z tą liczbą, "
        "jak na prawdziwych płytkach. Włóż je do woreczka.",
    },
    "classroom.print.exit_ticket": {
        "en": "Exit ticket",
        "ja": "確認問題（出口チケット）",
        "pl": "Bilet wyjścia",
    },
    "classroom.print.exit_ticket_how": {
        "en": "Four slips to a page: cut along the dashed lines. The answers, and what each "
        "typical wrong answer shows, are in the plan of the teachers' edition.",
        "ja": "1ページに4枚。点線で切り分けます。答えと、よくある誤答の原因は、教師用"
        "ノートブックの授業計画にあります。",
        "pl": "Cztery paski na stronie: wytnij wzdłuż linii przerywanych. Odpowiedzi i przyczyny "
        "typowych błędów są w planie lekcji w wersji dla nauczyciela.",
    },
    "classroom.print.wild": {"en": "wild", "ja": "ワイルド", "pl": "dżoker"},
    "classroom.print.footer": {
        "en": "mathplay · for the unplugged activities of the teachers' editions",
        "ja": "mathplay・教師用ノートブックの、コンピューターを使わない活動のために",
        "pl": "mathplay · do zajęć bez komputera z wersji dla nauczyciela",
    },
}
