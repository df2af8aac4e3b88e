"""Messages of the strategy activities: Pick 15 on the magic square (lesson 3,
mathplay.lessons.magic_square and its board) and "which move would you play?" (lesson 4)."""

MESSAGES: dict[str, dict[str, str]] = {
    # ----- the magic square -------------------------------------------------------------
    "lessons.magic.title": {
        "en": "The magic square: every row, column and diagonal makes 15",
        "ja": "魔方陣：たて、横、ななめのどの列も 15 になる",
        "pl": "Kwadrat magiczny: każdy wiersz, kolumna i przekątna dają 15",
    },
    "lessons.magic.row": {"en": "row {number}", "ja": "{number}行目", "pl": "wiersz {number}"},
    "lessons.magic.column": {
        "en": "column {number}",
        "ja": "{number}列目",
        "pl": "kolumna {number}",
    },
    "lessons.magic.diagonal": {
        "en": "diagonal {number}",
        "ja": "ななめ{number}",
        "pl": "przekątna {number}",
    },
    "lessons.magic.head_trio": {
        "en": "three numbers that make 15",
        "ja": "合わせて 15 になる3つの数",
        "pl": "trzy liczby dające 15",
    },
    "lessons.magic.head_line": {
        "en": "line of the square",
        "ja": "魔方陣の列",
        "pl": "linia kwadratu",
    },
    "lessons.magic.over": {
        "en": "This game is over: start a new one.",
        "ja": "このゲームは終わりました。新しいゲームを始めよう。",
        "pl": "Ta gra już się skończyła: zacznij nową.",
    },
    "lessons.magic.not_a_number": {
        "en": "Pick one of the numbers 1 to 9, not {number}.",
        "ja": "1 から 9 までの数を1つ選ぼう（{number} ではありません）。",
        "pl": "Wybierz jedną z liczb od 1 do 9, a nie {number}.",
    },
    "lessons.magic.taken": {
        "en": "{number} is taken already: pick a number nobody has.",
        "ja": "{number} はもう取られています。まだだれも持っていない数を選ぼう。",
        "pl": "{number} jest już zajęta: wybierz liczbę, której nikt nie ma.",
    },
    # ----- the Pick 15 board ------------------------------------------------------------
    "widgets.pick15.rules": {
        "en": "Pick 15: take turns to pick a number. The first to hold three numbers that make 15 wins.",
        "ja": "15取りゲーム：交代で数を1つずつ取ります。合わせて15になる3つの数を先に持った人の勝ち。",
        "pl": "Wybierz 15: na zmianę wybieracie liczby. Wygrywa ten, kto pierwszy ma trzy liczby dające razem 15.",
    },
    "widgets.pick15.turn_you": {
        "en": "Your turn ({mark}): pick a number.",
        "ja": "あなたの番（{mark}）：数を1つ選ぼう。",
        "pl": "Twój ruch ({mark}): wybierz liczbę.",
    },
    "widgets.pick15.turn_computer": {
        "en": "The computer ({mark}) is picking…",
        "ja": "コンピューター（{mark}）が選んでいます…",
        "pl": "Komputer ({mark}) wybiera…",
    },
    "widgets.pick15.turn_player": {
        "en": "Player {mark}: pick a number.",
        "ja": "{mark}の人の番：数を1つ選ぼう。",
        "pl": "Gracz {mark}: wybierz liczbę.",
    },
    "widgets.pick15.win_you": {
        "en": "You win: {trio} = 15!",
        "ja": "あなたの勝ち：{trio} = 15！",
        "pl": "Wygrywasz: {trio} = 15!",
    },
    "widgets.pick15.win_computer": {
        "en": "The computer wins: {trio} = 15. Look at the magic square: where was its line?",
        "ja": "コンピューターの勝ち：{trio} = 15。魔方陣で、どの列だったか見てみよう。",
        "pl": "Wygrywa komputer: {trio} = 15. Spójrz na kwadrat magiczny: gdzie była jego linia?",
    },
    "widgets.pick15.win_player": {
        "en": "Player {mark} wins: {trio} = 15!",
        "ja": "{mark}の人の勝ち：{trio} = 15！",
        "pl": "Wygrywa gracz {mark}: {trio} = 15!",
    },
    "widgets.pick15.draw": {
        "en": "A draw: nobody made 15. Just like noughts and crosses between careful players.",
        "ja": "引き分け：だれも15を作れませんでした。上手な人どうしの三目並べと同じです。",
        "pl": "Remis: nikt nie ułożył 15. Tak jak w kółko i krzyżyk między uważnymi graczami.",
    },
    "widgets.pick15.show_square": {
        "en": "Show the magic square",
        "ja": "魔方陣を見せる",
        "pl": "Pokaż kwadrat magiczny",
    },
    "widgets.pick15.hide_square": {
        "en": "Hide the magic square",
        "ja": "魔方陣をかくす",
        "pl": "Ukryj kwadrat magiczny",
    },
    "widgets.pick15.name_you": {"en": "You {mark}", "ja": "あなた{mark}", "pl": "Ty {mark}"},
    "widgets.pick15.name_computer": {
        "en": "Computer {mark}",
        "ja": "コンピューター{mark}",
        "pl": "Komputer {mark}",
    },
    "widgets.pick15.name_player": {
        "en": "Player {mark}",
        "ja": "{mark}の人",
        "pl": "Gracz {mark}",
    },
    # ----- which move would you play? (lesson 4) ------------------------------------------
    "lessons.moves.which_rack": {
        "en": "Your rack: {rack}",
        "ja": "あなたのラック：{rack}",
        "pl": "Twój stojak: {rack}",
    },
    "lessons.moves.q.which": {
        "en": 'Which move would you play? Your rack: {rack}. A: {a}, B: {b}, C: {c}. Answer "A", "B" or "C".',
        "ja": "どの手を選びますか。あなたのラック：{rack}。A：{a}、B：{b}、C：{c}。\"A\"、\"B\"、\"C\" のどれかで答えよう。",
        "pl": 'Który ruch wybierasz? Twój stojak: {rack}. A: {a}, B: {b}, C: {c}. Odpowiedz "A", "B" albo "C".',
    },
    "lessons.moves.which_summary": {
        "en": "{letter} ({move}) scores {points} now and leaves {spots:trio_spots} (the best worth {best}, for a {tile}): about {percent}% of racks can take one.",
        "ja": "{letter}（{move}）は今 {points} 点で、トリオを作れる場所を相手に{spots:trio_spots}残します（いちばん高いのは {tile} を置く場所で {best} 点）。そのどれかに置けるタイルを持つラックはおよそ {percent}% です。",
        "pl": "{letter} ({move}) daje teraz {points} pkt i zostawia przeciwnikowi {spots:trio_spots} (najlepsze warte {best} pkt, dla płytki {tile}): mniej więcej {percent}% stojaków może zająć jedno z nich.",
    },
    "lessons.moves.which_summary_safe": {
        "en": "{letter} ({move}) scores {points} now and leaves no spot for a trio.",
        "ja": "{letter}（{move}）は今 {points} 点で、相手がトリオを作れる場所を残しません。",
        "pl": "{letter} ({move}) daje teraz {points} pkt i nie zostawia przeciwnikowi miejsca na trio.",
    },
    "lessons.moves.which_right": {
        "en": "Right! {best} Compare: {other1} {other2}",
        "ja": "正解！{best}くらべてみよう：{other1}{other2}",
        "pl": "Dobrze! {best} Porównaj: {other1} {other2}",
    },
    "lessons.moves.which_gives_away": {
        "en": "{chosen} More points now, but look at what it leaves your opponent. Is there a move that scores well and leaves less?",
        "ja": "{chosen}今の点は多いけれど、相手に何を残すか見てみよう。点がよくて、相手に残すものが少ない手はないかな？",
        "pl": "{chosen} Teraz więcej punktów, ale zobacz, co zostawia przeciwnikowi. Czy jest ruch, który daje dużo i zostawia mniej?",
    },
    "lessons.moves.which_scores_less": {
        "en": "{chosen} Could another move score more without leaving your opponent more?",
        "ja": "{chosen}相手に残すものをふやさずに、もっと点の取れる手はないかな？",
        "pl": "{chosen} Czy inny ruch nie da więcej punktów, nie zostawiając przeciwnikowi więcej?",
    },
    "lessons.moves.reason_which": {
        "en": "How many points does the move you choose score now?",
        "ja": "あなたの選んだ手は、今何点になりますか？",
        "pl": "Ile punktów daje teraz wybrany przez ciebie ruch?",
    },
}
