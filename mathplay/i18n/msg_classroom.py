"""Messages of the class report (mathplay.classroom): its words and its errors, for a teacher."""

MESSAGES: dict[str, dict[str, str]] = {
    # ----- errors: the whole report ---------------------------------------------------------
    "classroom.not_a_course": {
        "en": "{path} is not a course folder: it has no gradebook.db (nbgrader) and no source/ folder (mathplay homework).",
        "ja": "{path} はコースのフォルダーではありません。gradebook.db（nbgrader）も source/ フォルダー（mathplay homework）もありません。",
        "pl": "{path} nie jest folderem kursu: nie ma w nim pliku gradebook.db (nbgrader) ani folderu source/ (mathplay homework).",
    },
    "classroom.bad_gradebook": {
        "en": "nbgrader's gradebook {path} cannot be read: {reason}",
        "ja": "nbgrader の成績簿 {path} を読めません：{reason}",
        "pl": "Nie da się odczytać dziennika ocen nbgradera {path}: {reason}",
    },
    "classroom.needs_nbgrader": {
        "en": "The class report reads nbgrader's gradebook and checksums, and nbgrader is not installed here: install it with pip install nbgrader (make teach sets it up).",
        "ja": "クラスレポートは nbgrader の成績簿とチェックサムを読みますが、ここには nbgrader が入っていません。pip install nbgrader でインストールしてください（make teach でも用意されます）。",
        "pl": "Raport klasy czyta dziennik ocen i sumy kontrolne nbgradera, a nbgrader nie jest tu zainstalowany: zainstaluj go poleceniem pip install nbgrader (make teach robi to sam).",
    },
    "classroom.which_assignment": {
        "en": "The course has several assignments ({known}): choose one with --assignment.",
        "ja": "このコースには課題がいくつかあります（{known}）。--assignment で1つ選んでください。",
        "pl": "Kurs ma kilka zadań domowych ({known}): wybierz jedno opcją --assignment.",
    },
    "classroom.no_such_assignment": {
        "en": "The course has no assignment {assignment}: choose one of {known}.",
        "ja": "このコースに課題 {assignment} はありません。{known} から選んでください。",
        "pl": "Kurs nie ma zadania domowego {assignment}: wybierz jedno z {known}.",
    },
    "classroom.no_submissions": {
        "en": "The gradebook lists {count} pupils but nobody's work on {assignment}: collect and autograde the submissions first (nbgrader collect, nbgrader autograde).",
        "ja": "成績簿には {count} 人の児童がいますが、{assignment} の提出物が1つもありません。先に提出物を集めて自動採点してください（nbgrader collect、nbgrader autograde）。",
        "pl": "Dziennik ocen wymienia {count} uczniów, ale żadnej pracy z {assignment}: najpierw zbierz i oceń prace (nbgrader collect, nbgrader autograde).",
    },
    "classroom.no_notebooks": {
        "en": "{path} holds no handed-in notebooks: save each one as ID.ipynb (the pupil's course id), ID/NAME.ipynb or ID/ASSIGNMENT/NAME.ipynb.",
        "ja": "{path} に提出されたノートブックがありません。1人ずつ ID.ipynb（児童のコースID）、ID/名前.ipynb または ID/課題/名前.ipynb として保存してください。",
        "pl": "W {path} nie ma oddanych notatników: zapisz każdy jako ID.ipynb (identyfikator ucznia w kursie), ID/NAZWA.ipynb albo ID/ZADANIE/NAZWA.ipynb.",
    },
    "classroom.no_results": {
        "en": "{path} holds no otter results: run otter run -o FOLDER/ID for each pupil's notebook, then give FOLDER.",
        "ja": "{path} に otter の採点結果がありません。児童のノートブックごとに otter run -o フォルダー/ID を実行して、そのフォルダーを指定してください。",
        "pl": "W {path} nie ma wyników otter: uruchom otter run -o FOLDER/ID dla notatnika każdego ucznia i podaj FOLDER.",
    },
    # ----- errors: one pupil's work (the report is made for everyone else) --------------------
    "classroom.not_submitted": {
        "en": "the work on {assignment} has not been handed in.",
        "ja": "{assignment} を提出していません。",
        "pl": "praca z {assignment} nie została jeszcze oddana.",
    },
    "classroom.not_graded": {
        "en": "the work on {assignment} is not graded yet: run nbgrader autograde.",
        "ja": "{assignment} はまだ採点されていません。nbgrader autograde を実行してください。",
        "pl": "praca z {assignment} nie jest jeszcze oceniona: uruchom nbgrader autograde.",
    },
    "classroom.other_assignment": {
        "en": "this is work on {found}, not on {assignment}.",
        "ja": "これは {assignment} ではなく {found} の提出物です。",
        "pl": "to praca z {found}, a nie z {assignment}.",
    },
    "classroom.other_student": {
        "en": "the work was graded for {found}, not for this pupil.",
        "ja": "この提出物は、この児童ではなく {found} として採点されています。",
        "pl": "praca została oceniona jako praca {found}, a nie tego ucznia.",
    },
    "classroom.two_notebooks": {
        "en": "more than one notebook was handed in ({files}): keep the one to grade.",
        "ja": "ノートブックが2つ以上あります（{files}）。採点する1つだけを残してください。",
        "pl": "oddano więcej niż jeden notatnik ({files}): zostaw ten, który ma być oceniony.",
    },
    "classroom.not_json": {
        "en": "{file} is not a notebook: it is not JSON ({reason}).",
        "ja": "{file} はノートブックではありません。JSON ではありません（{reason}）。",
        "pl": "{file} nie jest notatnikiem: to nie jest JSON ({reason}).",
    },
    "classroom.not_otter_results": {
        "en": "{file} is not otter's results.json (it has no list of tests).",
        "ja": "{file} は otter の results.json ではありません（テストの一覧がありません）。",
        "pl": "{file} nie jest plikiem results.json otter (nie ma listy testów).",
    },
    "classroom.no_records": {
        "en": "{file} holds no grade records: grade it again with this course's autograder.",
        "ja": "{file} に採点記録がありません。このコースの autograder でもう一度採点してください。",
        "pl": "{file} nie zawiera zapisów ocen: oceń go jeszcze raz autograderem tego kursu.",
    },
    "classroom.mixed_records": {
        "en": "{file} holds the records of several pupils ({found}).",
        "ja": "{file} に複数の児童の採点記録があります（{found}）。",
        "pl": "{file} zawiera zapisy ocen kilku uczniów ({found}).",
    },
    "classroom.two_results": {
        "en": "there are two results for this pupil (one of them {file}): keep one.",
        "ja": "この児童の採点結果が2つあります（その1つは {file}）。1つだけ残してください。",
        "pl": "ten uczeń ma dwa wyniki (jeden z nich to {file}): zostaw jeden.",
    },
    "classroom.not_notebook": {
        "en": "{file} is JSON but not a notebook (it has no list of cells).",
        "ja": "{file} は JSON ですが、ノートブックではありません（セルの一覧がありません）。",
        "pl": "{file} to JSON, ale nie notatnik (nie ma listy komórek).",
    },
    "classroom.tampered": {
        "en": "the locked cell {cell} was changed (its checksum does not match what was handed out): look at this notebook yourself.",
        "ja": "ロックされたセル {cell} が書きかえられています（チェックサムが配布したものと合いません）。このノートブックは先生が直接確かめてください。",
        "pl": "zablokowana komórka {cell} została zmieniona (jej suma kontrolna nie zgadza się z rozdaną): sprawdź ten notatnik samodzielnie.",
    },
    "classroom.bad_record": {
        "en": "a grade record cannot be read (its field {field} is wrong): grade this work again.",
        "ja": "採点記録を読めません（{field} の値が正しくありません）。もう一度採点してください。",
        "pl": "nie da się odczytać zapisu oceny (pole {field} jest błędne): oceń tę pracę jeszcze raz.",
    },
    "classroom.not_a_value": {
        "en": "The answer cell holds a calculation or a name, not a value: handed-in notebooks are read, never run.",
        "ja": "答えのセルに値ではなく計算や名前が書かれています。提出されたノートブックは読むだけで、実行はしません。",
        "pl": "Komórka odpowiedzi zawiera działanie albo nazwę, a nie wartość: oddane notatniki są czytane, nigdy uruchamiane.",
    },
    # ----- the report's words -----------------------------------------------------------------
    "classroom.title": {
        "en": "Class report: {assignment}",
        "ja": "クラスレポート：{assignment}",
        "pl": "Raport klasy: {assignment}",
    },
    "classroom.summary": {
        "en": "Pupils: {pupils}. Exercises: {exercises}.",
        "ja": "児童：{pupils}人。練習：{exercises}問。",
        "pl": "Uczniowie: {pupils}. Zadania: {exercises}.",
    },
    "classroom.exercise": {
        "en": "Ex. {number}",
        "ja": "練習{number}",
        "pl": "Zad. {number}",
    },
    "classroom.pupil": {
        "en": "Pupil (course id)",
        "ja": "児童（コースID）",
        "pl": "Uczeń (identyfikator w kursie)",
    },
    "classroom.total": {
        "en": "Right",
        "ja": "正解数",
        "pl": "Dobrze",
    },
    "classroom.all": {
        "en": "All",
        "ja": "合計",
        "pl": "Razem",
    },
    "classroom.status.right": {
        "en": "right",
        "ja": "正解",
        "pl": "dobrze",
    },
    "classroom.status.wrong": {
        "en": "wrong",
        "ja": "不正解",
        "pl": "źle",
    },
    "classroom.status.empty": {
        "en": "empty",
        "ja": "無回答",
        "pl": "brak",
    },
    "classroom.wrong_because": {
        "en": "{status}: {name}",
        "ja": "{status}：{name}",
        "pl": "{status}: {name}",
    },
    "classroom.misconception": {
        "en": "Misconception",
        "ja": "つまずき",
        "pl": "Błędne rozumienie",
    },
    "classroom.misconceptions": {
        "en": "What the class misunderstood",
        "ja": "クラスのつまずき",
        "pl": "Czego klasa nie zrozumiała",
    },
    "classroom.chart.title": {
        "en": "Misconceptions in {assignment}, the most common first",
        "ja": "{assignment} のつまずき（多い順）",
        "pl": "Błędne rozumienie w {assignment}, od najczęstszego",
    },
    "classroom.chart.pupils": {
        "en": "wrong answers that showed it",
        "ja": "そのつまずきが見られた答えの数",
        "pl": "liczba błędnych odpowiedzi, które to pokazały",
    },
    "classroom.none": {
        "en": "None.",
        "ja": "ありません。",
        "pl": "Brak.",
    },
    "classroom.copies": {
        "en": "Possibly copied",
        "ja": "写した可能性がある提出物",
        "pl": "Możliwe odpisanie",
    },
    "classroom.copy": {
        "en": "{student}: {matches} of {compared} answers fit the numbers of {like}, not the pupil's own (counting the exercises where their numbers differ).",
        "ja": "{student}：{like} と数がちがう{compared}問のうち{matches}問の答えが、自分の数ではなく {like} の数に合っています。",
        "pl": "{student}: {matches} z {compared} odpowiedzi pasuje do liczb {like}, a nie do własnych (licząc zadania, w których ich liczby się różnią).",
    },
    "classroom.pupil_line": {
        "en": "{student}: {text}",
        "ja": "{student}：{text}",
        "pl": "{student}: {text}",
    },
    "classroom.problems": {
        "en": "Work that could not be read (the report covers everyone else)",
        "ja": "読めなかった提出物（レポートはほかの全員分です）",
        "pl": "Prace, których nie dało się odczytać (raport obejmuje wszystkich pozostałych)",
    },
    "classroom.practice": {
        "en": "Practice sheets",
        "ja": "練習プリント",
        "pl": "Karty ćwiczeń",
    },
    "classroom.practice.title": {
        "en": "More practice",
        "ja": "もう少し練習しよう",
        "pl": "Jeszcze trochę ćwiczeń",
    },
    "classroom.private": {
        "en": "Made on this computer from the course folder; nothing was sent anywhere. Pupils appear by their course ids only.",
        "ja": "このコンピューターでコースのフォルダーから作りました。どこにも送信していません。児童はコースIDだけで表しています。",
        "pl": "Utworzono na tym komputerze z folderu kursu; nic nie zostało nigdzie wysłane. Uczniowie występują tylko pod identyfikatorami z kursu.",
    },
}
