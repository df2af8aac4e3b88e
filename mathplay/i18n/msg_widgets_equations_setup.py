"""Messages of the Equations setup form and the variants' controls (rearranging, trading)
of the table (mathplay.widgets.equations_setup, equations_variants); terms as in
msg_widgets_equations.py.
"""

MESSAGES: dict[str, dict[str, str]] = {
    "widgets.equations.setup_title": {
        "en": "A new game of Equations: who plays, and with which rules?",
        "ja": "等式ゲームを始めよう：だれが、どのルールで遊ぶ？",
        "pl": "Nowa gra w Równania: kto gra i na jakich zasadach?",
    },
    "widgets.equations.setup_name": {
        "en": "Player {number}",
        "ja": "プレイヤー{number}",
        "pl": "Gracz {number}",
    },
    "widgets.equations.setup_players": {
        "en": "Players",
        "ja": "プレイヤーの数",
        "pl": "Liczba graczy",
    },
    "widgets.equations.setup_person": {"en": "person", "ja": "人", "pl": "człowiek"},
    "widgets.equations.setup_random": {
        "en": "computer (random)",
        "ja": "コンピューター（でたらめ）",
        "pl": "komputer (losowy)",
    },
    "widgets.equations.setup_greedy": {
        "en": "computer (greedy)",
        "ja": "コンピューター（よくばり）",
        "pl": "komputer (zachłanny)",
    },
    "widgets.equations.setup_target": {
        "en": "Points to win",
        "ja": "勝つためのポイント",
        "pl": "Punkty do wygranej",
    },
    "widgets.equations.setup_penalty": {
        "en": "Penalty for each completion",
        "ja": "完成のたびのマイナスポイント",
        "pl": "Kara za każde ukończenie",
    },
    "widgets.equations.setup_void": {
        "en": "Void rule: a long equation that is not complete is void",
        "ja": "無効のルール：長くなって完成しない等式は無効",
        "pl": "Unieważnianie: długie nieukończone równanie zostaje unieważnione",
    },
    "widgets.equations.setup_void_at": {"en": "cards", "ja": "枚", "pl": "kart"},
    "widgets.equations.setup_gentle": {
        "en": "Gentle arithmetic: only + and − cards",
        "ja": "やさしい計算：＋と−のカードだけ",
        "pl": "Łagodna arytmetyka: tylko karty + i −",
    },
    "widgets.equations.setup_pass_hands": {
        "en": "Passing hands: after every turn, hands go to the right",
        "ja": "手札まわし：手番のたびに手札を右の人へ",
        "pl": "Podawanie kart: po każdej turze karty idą w prawo",
    },
    "widgets.equations.setup_language": {"en": "Language", "ja": "言語", "pl": "Język"},
    "widgets.equations.setup_start": {
        "en": "Start the game",
        "ja": "ゲームを始める",
        "pl": "Zacznij grę",
    },
    "widgets.equations.variant_rearrange": {
        "en": "Rearranging: you may pay points to reorder the table's cards or turn one face down.",
        "ja": "組み替えあり：ポイントを払って場のカードを並べ替えたり、1枚を裏向きにしたりできます。",
        "pl": "Przestawianie: możesz zapłacić punktami, aby "
        "przestawić karty na stole albo zakryć jedną z "
        "nich.",
    },
    "widgets.equations.variant_trading": {
        "en": "Trading: players may swap cards, or cards for points, if both agree.",
        "ja": "取り引きあり：おたがいが賛成すれば、カードどうし、またはカードとポイントを交換できます。",
        "pl": "Wymiana: można wymieniać się kartami albo kartami za "
        "punkty, jeśli obie strony się zgodzą.",
    },
    "widgets.equations.rearrange_title": {
        "en": "Rearrange before you play: {one:points} to reorder "
        "the cards of one equation, {all:points} to move "
        "cards between equations or to turn a table card face "
        "down.",
        "ja": "カードを出す前に組み替えられます。1つの等式の中で並べ替えるなら{one:points}、等式どうしでカードを動かすか、場のカード1枚を裏向きにするなら{all:points}。",
        "pl": "Przed zagraniem możesz przestawić karty. Zmiana "
        "kolejności kart w jednym równaniu kosztuje "
        "{one:points}, a przeniesienie kart między równaniami "
        "albo zakrycie karty na stole {all:points}.",
    },
    "widgets.equations.rearrange_equation": {
        "en": "Equation {equation}",
        "ja": "等式{equation}",
        "pl": "Równanie {equation}",
    },
    "widgets.equations.rearrange_button": {
        "en": "Rearrange the table",
        "ja": "場を組み替える",
        "pl": "Przestaw karty na stole",
    },
    "widgets.equations.face_down_button": {
        "en": "Turn a card face down ({cost:points})",
        "ja": "カードを1枚裏向きにする（{cost:points}）",
        "pl": "Zakryj kartę ({cost:points})",
    },
    "widgets.equations.face_down_stop": {
        "en": "Do not turn a card face down",
        "ja": "裏向きにするのをやめる",
        "pl": "Nie zakrywaj karty",
    },
    "widgets.equations.face_down_now": {
        "en": "{player}, click the card on the table to turn face down ({cost:points}).",
        "ja": "{player}、裏向きにする場のカードをクリックしてください（{cost:points}）。",
        "pl": "{player}, kliknij kartę na stole, którą chcesz zakryć ({cost:points}).",
    },
    "widgets.equations.rearrange_three": {
        "en": "Write all three equations, each with one “=”.",
        "ja": "3つの等式をすべて、それぞれイコールを1つ入れて書いてください。",
        "pl": "Zapisz wszystkie trzy równania, każde z jednym „=”.",
    },
    "widgets.equations.trade_title": {
        "en": "Trade: only when both of you agree.",
        "ja": "取り引き：2人とも賛成したときだけ。",
        "pl": "Wymiana: tylko gdy obie strony się zgadzają.",
    },
    "widgets.equations.trade_partner": {"en": "With", "ja": "相手", "pl": "Z kim"},
    "widgets.equations.trade_give": {"en": "You give", "ja": "渡すカード", "pl": "Dajesz"},
    "widgets.equations.trade_take": {"en": "You get", "ja": "もらうカード", "pl": "Dostajesz"},
    "widgets.equations.trade_give_points": {
        "en": "Points you give",
        "ja": "渡すポイント",
        "pl": "Punkty, które oddajesz",
    },
    "widgets.equations.trade_take_points": {
        "en": "Points you get",
        "ja": "もらうポイント",
        "pl": "Punkty, które dostajesz",
    },
    "widgets.equations.trade_button": {"en": "Trade", "ja": "取り引きする", "pl": "Wymień"},
    "widgets.equations.trade_with_bot": {
        "en": "Trading is agreed between people, and the computer plays for {player}.",
        "ja": "取り引きは人どうしで決めるものです。{player}はコンピューターです。",
        "pl": "Wymianę uzgadniają ludzie, a {player} to komputer.",
    },
}
