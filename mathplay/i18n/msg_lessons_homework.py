"""Messages of homework notebooks (mathplay.puzzles.homework and .graders)."""

MESSAGES: dict[str, dict[str, str]] = {
    "homework.no_such_lesson": {
        "en": "There is no lesson {name!r}: choose one of {known}.",
        "ja": "レッスン {name!r} はありません。{known} から選んでください。",
        "pl": "Nie ma lekcji {name!r}: wybierz jedną z {known}.",
    },
    "homework.bad_feedback": {
        "en": 'Feedback is "now" (right or wrong at once) or "later" (after marking), not {feedback!r}.',
        "ja": 'feedback は "now"（すぐに正誤を表示）か "later"（採点のあと）です。{feedback!r} ではありません。',
        "pl": 'Informacja zwrotna to "now" (od razu dobrze lub źle) albo "later" (po ocenieniu), a nie {feedback!r}.',
    },
    "homework.bad_recipe": {
        "en": 'A homework recipe names a lesson ({{"lesson": ...}}) or puzzles ({{"puzzles": [...]}}).',
        "ja": '宿題のレシピには、レッスン（{{"lesson": ...}}）かパズル（{{"puzzles": [...]}}）が必要です。',
        "pl": 'Przepis na pracę domową wskazuje lekcję ({{"lesson": ...}}) albo łamigłówki ({{"puzzles": [...]}}).',
    },
    "homework.saved": {
        "en": "Answer {number} can be read. It is marked after you hand in the homework.",
        "ja": "答え{number}は読み取れました。採点は宿題を提出したあとです。",
        "pl": "Odpowiedź {number} da się odczytać. Zostanie oceniona po oddaniu pracy domowej.",
    },
    "homework.title": {
        "en": "Homework: {lesson}",
        "ja": "宿題：{lesson}",
        "pl": "Praca domowa: {lesson}",
    },
    "homework.intro.now": {
        "en": "1. Run every cell from the top: the questions are your own.\n2. Under each question, replace `...` with your answer and run the cell below it: a green box means right, a red one tells you what to look at.\n3. Save the notebook and hand it in.",
        "ja": "1. 上から順に全部のセルを実行しましょう。問題はあなただけのものです。\n2. 問題の下の `...` を答えに書きかえて、その下のセルを実行しましょう。緑の枠は正解、赤い枠は見直すところを教えてくれます。\n3. ノートブックを保存して提出しましょう。",
        "pl": "1. Uruchom wszystkie komórki od góry: pytania są tylko dla ciebie.\n2. Pod każdym pytaniem zamień `...` na swoją odpowiedź i uruchom komórkę poniżej: zielona ramka oznacza dobrą odpowiedź, czerwona mówi, co sprawdzić.\n3. Zapisz zeszyt i oddaj go.",
    },
    "homework.intro.later": {
        "en": "1. Run every cell from the top: the questions are your own.\n2. Under each question, replace `...` with your answer and run the cell below it: it tells you whether your answer can be read. The marks come after you hand in.\n3. Save the notebook and hand it in.",
        "ja": "1. 上から順に全部のセルを実行しましょう。問題はあなただけのものです。\n2. 問題の下の `...` を答えに書きかえて、その下のセルを実行しましょう。答えが読み取れるかどうかを教えてくれます。採点は提出したあとです。\n3. ノートブックを保存して提出しましょう。",
        "pl": "1. Uruchom wszystkie komórki od góry: pytania są tylko dla ciebie.\n2. Pod każdym pytaniem zamień `...` na swoją odpowiedź i uruchom komórkę poniżej: powie, czy odpowiedź da się odczytać. Oceny są po oddaniu pracy.\n3. Zapisz zeszyt i oddaj go.",
    },
    "homework.work": {
        "en": "# work it out here (Shift + Enter runs the cell), then write your answer below",
        "ja": "# ここで計算してみよう（Shift + Enter で実行）。答えはその下に書こう",
        "pl": "# tu możesz liczyć (Shift + Enter uruchamia komórkę), a odpowiedź wpisz niżej",
    },
    "homework.exercise": {
        "en": "## Exercise {number}",
        "ja": "## 練習{number}",
        "pl": "## Zadanie {number}",
    },
    "homework.named": {
        "en": "Homework for {student}: {count} exercises, with your own numbers.",
        "ja": "{student} さんの宿題：練習は {count} 問、あなただけの数です。",
        "pl": "Praca domowa dla: {student}. Zadań: {count}, z twoimi własnymi liczbami.",
    },
    "homework.practice": {
        "en": "Practice numbers ({count} exercises): these are not your homework numbers. Open the homework your teacher gave you to get yours.",
        "ja": "練習用の数です（練習は {count} 問）。あなたの宿題の数ではありません。先生から配られた宿題を開くと、あなたの数になります。",
        "pl": "Liczby do ćwiczenia (zadań: {count}): to nie są liczby z twojej pracy domowej. Otwórz pracę domową od nauczyciela, a dostaniesz swoje.",
    },
    "homework.same_for_all": {
        "en": "Homework: {count} exercises, the same for the whole class.",
        "ja": "宿題：練習は {count} 問、クラス全員同じ問題です。",
        "pl": "Praca domowa: zadań: {count}, takie same dla całej klasy.",
    },
    "homework.graded.right": {
        "en": "Exercise {number}: right.",
        "ja": "練習{number}：正解。",
        "pl": "Zadanie {number}: dobrze.",
    },
    "homework.graded.wrong": {
        "en": "Exercise {number}: not right.",
        "ja": "練習{number}：まちがい。",
        "pl": "Zadanie {number}: źle.",
    },
    "homework.graded.empty": {
        "en": "Exercise {number}: no answer.",
        "ja": "練習{number}：答えがありません。",
        "pl": "Zadanie {number}: brak odpowiedzi.",
    },
    "homework.no_such_assignment": {
        "en": "This course has no assignment {assignment!r} (it has: {known}).",
        "ja": "このコースに課題 {assignment!r} はありません（あるのは：{known}）。",
        "pl": "W tym kursie nie ma zadania {assignment!r} (są: {known}).",
    },
    "homework.no_course_key": {
        "en": "No course key in {folder}: make the homework there with `mathplay homework --out COURSE` (it writes mathplay-course-key.json).",
        "ja": "{folder} にコースの鍵がありません。`mathplay homework --out COURSE` で宿題を作ってください（mathplay-course-key.json ができます）。",
        "pl": "Brak klucza kursu w {folder}: utwórz tam pracę domową poleceniem `mathplay homework --out COURSE` (zapisze mathplay-course-key.json).",
    },
    "homework.bad_key_file": {
        "en": "{path} is not a mathplay course key, or it was changed (its checksum does not match). Restore it from a copy.",
        "ja": "{path} は mathplay のコースの鍵ではないか、書きかえられています（チェックサムが合いません）。コピーから戻してください。",
        "pl": "{path} nie jest kluczem kursu mathplay albo został zmieniony (suma kontrolna się nie zgadza). Przywróć go z kopii.",
    },
    "homework.no_student_id": {
        "en": "nbgrader is grading in {folder}, which is not COURSE/autograded/<student id>/<assignment>: the student id cannot be read from it.",
        "ja": "nbgrader が {folder} で採点していますが、COURSE/autograded/<学生ID>/<課題> の形ではないので、学生IDがわかりません。",
        "pl": "nbgrader ocenia w {folder}, a to nie jest COURSE/autograded/<id>/<zadanie>: nie da się z tego odczytać id.",
    },
    "homework.not_homework": {
        "en": "This is not a mathplay homework notebook (no `hw = Homework.release(...)` cell).",
        "ja": "これは mathplay の宿題ノートブックではありません（`hw = Homework.release(...)` のセルがありません）。",
        "pl": "To nie jest zeszyt pracy domowej mathplay (brak komórki `hw = Homework.release(...)`).",
    },
    "homework.no_pupil": {
        "en": "This notebook of {assignment!r} belongs to no pupil: it is the shared release, not a pupil's own notebook.",
        "ja": "この {assignment!r} のノートブックは、だれのものでもありません。配布用の共通ノートブックで、個人用ではありません。",
        "pl": "Ten zeszyt zadania {assignment!r} nie ma właściciela: to wspólne wydanie, a nie zeszyt z własnym id.",
    },
    "homework.bad_signature": {
        "en": "The notebook of {student!r} for {assignment!r} was not made for this pupil by this course (its id or signature was changed).",
        "ja": "{student!r} さんの {assignment!r} のノートブックは、このコースがこの人のために作ったものではありません（IDか署名が書きかえられています）。",
        "pl": "Zeszyt z id {student!r} do zadania {assignment!r} nie został zrobiony dla tego id w tym kursie (zmieniono id albo podpis).",
    },
    "homework.bad_student_id": {
        "en": '{student!r} cannot be a student id: it is empty or holds / \\ : * ? " < > |.',
        "ja": '{student!r} は学生IDにできません。空か、/ \\ : * ? " < > | がふくまれています。',
        "pl": '{student!r} nie może być id: jest puste albo zawiera / \\ : * ? " < > |.',
    },
    "homework.same_student_twice": {
        "en": "A student id is listed twice: each pupil gets one notebook.",
        "ja": "同じ学生IDが2回あります。ノートブックは1人に1つです。",
        "pl": "To samo id jest na liście dwa razy: każde id dostaje jeden zeszyt.",
    },
    "homework.bad_assignment": {
        "en": "An assignment name is letters, digits, - and _, not {assignment!r}.",
        "ja": "課題の名前には、文字、数字、- と _ だけが使えます。{assignment!r} は使えません。",
        "pl": "Nazwa zadania to litery, cyfry, - i _, a nie {assignment!r}.",
    },
    "homework.not_a_course": {
        "en": "{folder} is a file, not a course folder.",
        "ja": "{folder} はファイルで、コースのフォルダーではありません。",
        "pl": "{folder} to plik, a nie folder kursu.",
    },
    "homework.teachers_only": {
        "en": "This is the teacher's tool: it does not run in homework that is being graded.",
        "ja": "これは先生用の道具です。採点中の宿題の中では動きません。",
        "pl": "To narzędzie dla nauczyciela: nie działa w ocenianej pracy domowej.",
    },
    "homework.unreadable": {
        "en": "Answer {number} cannot be read: write a number, a word or an expression in quotes.",
        "ja": "答え{number}は読み取れません。数、ことば、または式を引用符の中に書きましょう。",
        "pl": "Odpowiedzi {number} nie da się odczytać: wpisz liczbę, słowo albo wyrażenie w cudzysłowie.",
    },
}
