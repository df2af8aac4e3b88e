"""The teachers' editions' plan: its headings and labels (mathplay.lessons.plan)."""

MESSAGES: dict[str, dict[str, str]] = {
    "lessons.plan.heading": {
        "en": "### Plan for 45 minutes",
        "ja": "### 45分の授業計画",
        "pl": "### Plan lekcji na 45 minut",
    },
    "lessons.plan.core_path": {
        "en": "The core path fills {minutes} minutes, logging in included. The ⭐ optional parts "
        "replace or extend a step, as you choose.",
        "ja": "ログインもふくめて、基本の流れで{minutes}分です。⭐ の部分は選択で、"
        "ほかの活動と入れかえたり、時間があるときに加えたりします。",
        "pl": "Część podstawowa zajmuje {minutes} minut, razem z logowaniem. Części oznaczone ⭐ "
        "są do wyboru: zastępują jeden z kroków albo go rozszerzają.",
    },
    "lessons.plan.minutes": {"en": "minutes", "ja": "時間（分）", "pl": "minuty"},
    "lessons.plan.part": {"en": "part", "ja": "段階", "pl": "etap"},
    "lessons.plan.what": {"en": "what happens", "ja": "学習活動", "pl": "co się dzieje"},
    "lessons.plan.part.login": {"en": "Logging in", "ja": "ログイン・準備", "pl": "Logowanie"},
    "lessons.plan.part.starter": {"en": "Starter", "ja": "導入", "pl": "Rozgrzewka"},
    "lessons.plan.part.core": {"en": "Core", "ja": "展開", "pl": "Część główna"},
    "lessons.plan.part.optional": {
        "en": "⭐ Optional",
        "ja": "⭐ 選択",
        "pl": "⭐ Do wyboru",
    },
    "lessons.plan.part.plenary": {"en": "Plenary", "ja": "まとめ", "pl": "Podsumowanie"},
    "lessons.plan.part.exit": {
        "en": "Exit ticket",
        "ja": "確認問題（出口チケット）",
        "pl": "Bilet wyjścia",
    },
    "lessons.plan.answer": {"en": "answer", "ja": "答え", "pl": "odpowiedź"},
    "lessons.plan.watch": {
        "en": "a typical wrong answer: what it shows",
        "ja": "よくある誤答：その原因",
        "pl": "typowa błędna odpowiedź: co pokazuje",
    },
    "lessons.plan.printables": {
        "en": "Printable materials (A4, print at 100 %)",
        "ja": "印刷用の教材（A4、100%で印刷）",
        "pl": "Materiały do wydruku (A4, w skali 100%)",
    },
    "lessons.plan.curriculum": {
        "en": "### Objectives in the curriculum",
        "ja": "### 学習指導要領との関連",
        "pl": "### Wymagania z podstawy programowej",
    },
    "lessons.plan.prerequisites": {
        "en": "Before this lesson",
        "ja": "前提となる学習",
        "pl": "Co trzeba umieć wcześniej",
    },
    "lessons.plan.vocabulary": {
        "en": "Key vocabulary",
        "ja": "大切なことば",
        "pl": "Najważniejsze pojęcia",
    },
    "lessons.plan.support": {
        "en": "Support:",
        "ja": "支援（つまずいている子に）：",
        "pl": "Wsparcie:",
    },
    "lessons.plan.stretch": {
        "en": "Stretch:",
        "ja": "発展（早く終わった子に）：",
        "pl": "Wyzwanie:",
    },
}
