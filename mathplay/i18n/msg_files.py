"""Messages of files read and written (mathplay.files): what failed, in words."""

MESSAGES: dict[str, dict[str, str]] = {
    "files.no_file": {
        "en": "There is no file {path}: check its name and folder.",
        "ja": "{path}というファイルはありません。名前とフォルダを確かめてください。",
        "pl": "Nie ma pliku {path}: sprawdź jego nazwę i folder.",
    },
    "files.cannot_read": {
        "en": "The file {path} cannot be read ({reason}).",
        "ja": "ファイル{path}を読めません（{reason}）。",
        "pl": "Nie da się odczytać pliku {path} ({reason}).",
    },
    "files.not_a_file": {
        "en": "{path} is not an ordinary file (it is a folder, a device or a pipe): choose a file.",
        "ja": "{path}はふつうのファイルではありません（フォルダ、デバイス、パイプです）。ファイルを選んでください。",
        "pl": "{path} nie jest zwykłym plikiem (to folder, urządzenie albo potok): wybierz plik.",
    },
    "files.too_big": {
        "en": "The file {path} is too big to be read here (more than {limit} KB).",
        "ja": "ファイル{path}は大きすぎて読めません（{limit} KBより大きい）。",
        "pl": "Plik {path} jest za duży, żeby go tu odczytać (ponad {limit} KB).",
    },
    "files.cannot_write": {
        "en": "Cannot write {path} ({reason}); nothing was changed.",
        "ja": "{path}に書き込めませんでした（{reason}）。何も変わっていません。",
        "pl": "Nie udało się zapisać pliku {path} ({reason}); nic nie zostało zmienione.",
    },
    "files.reason.disk_full": {
        "en": "the disk is full",
        "ja": "ディスクがいっぱいです",
        "pl": "dysk jest pełny",
    },
    "files.reason.denied": {
        "en": "no permission",
        "ja": "権限がありません",
        "pl": "brak uprawnień",
    },
    "files.reason.read_only_disk": {
        "en": "the disk or folder is read-only",
        "ja": "ディスクかフォルダが読み取り専用です",
        "pl": "dysk albo folder jest tylko do odczytu",
    },
    "files.reason.no_folder": {
        "en": "its folder does not exist",
        "ja": "フォルダがありません",
        "pl": "jego folder nie istnieje",
    },
    "files.reason.folder_is_a_file": {
        "en": "a file stands where its folder should be",
        "ja": "フォルダがあるべき場所にファイルがあります",
        "pl": "w miejscu jego folderu jest plik",
    },
    "files.reason.not_a_file": {
        "en": "it is a folder, a device or a pipe, not an ordinary file",
        "ja": "ふつうのファイルではなく、フォルダ、デバイス、パイプです",
        "pl": "to folder, urządzenie albo potok, a nie zwykły plik",
    },
    "files.reason.read_only": {
        "en": "the file is read-only",
        "ja": "ファイルは読み取り専用です",
        "pl": "plik jest tylko do odczytu",
    },
}
