"""A page as a screen reader speaks it, saved as text (NVDA's speech viewer, VoiceOver's or JAWS's
transcript): each element's role before its text ("heading level 1, NAME", "link, Home",
"time, 2010-08-15", "heading  level 2  Rulings"), the page's landmarks and lists announced on lines
of their own ("main region", "list, 4 items", "end of list", "out of main landmark").

``screen_reader_text`` gives the page as its text alone: the announcements dropped, each role taken
off its element's text, so a date is a date line and a heading is a title."""

from __future__ import annotations

import re

_LANDMARKS = r"(?:banner|navigation|main|content ?info|complementary|search|form|region|article)"
#: the word for a landmark, as screen readers speak it in the languages pages are read in ("banner landmark",
#: "Navigation Orientierungspunkt", "point de repère principal", "punto de referencia banner", "メイン ランドマーク",
#: "배너 랜드마크", "ориентир баннер"), the landmark's name on either side
_LANDMARK_WORD = (r"(?:landmark|landmarke|orientierungspunkt|point de repère|repère|punto de referencia|punto di riferimento|"
                  r"ponto de referência|oriëntatiepunt|punkt orientacyjny|ориентир|ランドマーク|랜드마크|地标|地標)")
_LIST_WORD = r"(?:list|liste|lista|elenco|lijst|список\w*|リスト|목록|列表|清單|清单)"
_TABLE_WORD = r"(?:table|tabelle|tableau|tabla|tabella|tabela|tabel|таблиц\w*|表|표)"
#: leaving a list, a table or a landmark ("out of list", "außerhalb der Liste", "sortie de liste", "fuera de
#: lista", "fuori dall'elenco", "fora da lista", "リストの外", "목록 밖", "вне списка")
_LEAVING = (rf"(?:(?:end of|out of|leaving)\s.*|(?:außerhalb (?:der|des)|ende (?:der|des)|sortie d[eu']|fin d[eu']|fuera de|fuori dal?l?['’]?|"
            rf"fine d[ei]l?l?['’]?|fora d[ao]|fim d[ao]|buiten|poza|вне|выход из|конец)\s*(?:\S+\s+){{0,2}}(?:{_LIST_WORD}|{_TABLE_WORD}|"
            rf"{_LANDMARK_WORD}|region|bereich|région|región|regione|região)\W*|(?:{_LIST_WORD}|{_TABLE_WORD}).{{0,4}}(?:の外|밖|之外|外)|"
            rf"(?:{_LIST_WORD}|{_TABLE_WORD})\s+verlassen)")
#: a line that only announces the page's structure
_STRUCTURE = re.compile(
    rf"^(?:{_LANDMARKS}\s+(?:region|landmark)\b.*|(?=(?:\S+\s+){{0,5}}\S+$)(?=[\w\s'’-]+$).*{_LANDMARK_WORD}.*|{_LEAVING}|"
    rf"{_LIST_WORD}\W*(?:\S+\s+){{0,2}}\d+\s*\S*(?:\s+\S+){{0,2}}|{_TABLE_WORD}\W*(?:\S+\s+){{0,2}}\d+\s*\S*(?:\s+\S+){{0,4}}|separator|trennlinie|séparateur)$",
    re.IGNORECASE,
)
_LANDMARK = re.compile(rf"^{_LANDMARKS}\s+(?:region|landmark)\b|^(?=(?:\S+\s+){{0,5}}\S+$)(?=[\w\s'’-]+$).*{_LANDMARK_WORD}", re.IGNORECASE)
#: an element's role spoken before its text, in English and as other languages' screen readers say it
#: ("Überschrift Ebene 2", "titre niveau 2", "見出し レベル2", "제목 수준 2"; "Link", "lien", "vínculo", "リンク";
#: a list item's "bullet", "Aufzählungszeichen", "puce", "viñeta", "行頭文字", "글머리 기호")
_HEADING = (r"(?:heading|überschrift|titre|encabezado|intestazione|cabeçalho|kop|nagłówek|заголовок|見出し|제목|标题|標題)"
            r"(?:,\s*|\s+)(?:level|ebene|niveau|nivel|livello|nível|poziom|уровень|レベル|수준|级别|級別)\s*\d")
_ROLE_WORDS = (r"schalter|aufzählungszeichen|lien|bouton|puce|vínculo|enlace|botón|viñeta|collegamento|pulsante|punto elenco|"
               r"botão|marcador|knop|opsommingsteken|łącze|przycisk|punktor|ссылка|кнопка|маркер|リンク|ボタン|行頭文字|링크|버튼|"
               r"글머리 기호|链接|按钮|項目符號|项目符号|連結|按鈕")
_ROLE = re.compile(
    rf"^(?:{_HEADING}|(?:visited\s+)?link|time|button|image|graphic|list item|clickable|bullet|"
    rf"paragraph|blockquote|text|article|cell|row header|column header|{_ROLE_WORDS})(?:,\s*|\s{{2,}})(?=\S)",
    re.IGNORECASE,
)


def is_screen_reader(text: str) -> bool:
    """A screen reader's transcript: three lines or more announce the page's structure, one of them a landmark."""
    if text.lstrip()[:1] == "<":
        return False  # (markup: a page saved as HTML is read by its elements, ``spoken_blocks``)
    # (a line's first announcement will do, where the reader set others and the element's text beside it,
    # two spaces apart: "Navigations-Landmark  Liste  mit 5 Einträgen  Link  Karten")
    heads = [re.split(r"\s{2,}", ln.strip(), maxsplit=1)[0] for ln in text[:20000].split("\n")]
    announced = [head for head in heads if _STRUCTURE.match(head) or _WORD_ALONE.match(head)]
    return len(announced) >= 3 and any(_LANDMARK.match(head) for head in announced)


def screen_reader_text(text: str) -> str:
    """The transcript's text alone, an element a line (see the module's doc)."""
    out = []
    for line in text.split("\n"):
        stripped = line.strip()
        if _STRUCTURE.match(stripped):
            out.append("")
            continue
        out.append(_announcements_off(stripped))
    return "\n".join(out)


#: a list's count spoken apart from its word ("Liste  mit 5 Einträgen", "list  with 5 items")
_COUNT_SPOKEN = re.compile(r"^(?:with|mit|avec|de|con|com|di|met|z|с)\s+\d+\s+\S+$", re.IGNORECASE)
_WORD_ALONE = re.compile(rf"^(?:\S*{_LANDMARK_WORD}\S*|{_LIST_WORD}|{_TABLE_WORD}|{_LANDMARKS})$", re.IGNORECASE)


def _announcements_off(line: str) -> str:
    """A line of the log without what the reader announced before the element's text, however many
    (NVDA's speech viewer sets them on the element's line two spaces apart: "Navigations-Landmark  Liste
    mit 5 Einträgen  Link  Karten", "Liste  mit 5 Einträgen  Aufzählungszeichen  There are …")."""
    while True:
        role = _ROLE.match(line)
        if role:
            line = line[role.end():]
            continue
        gap = re.search(r"\s{2,}", line)
        head, rest = (line[: gap.start()], line[gap.end():]) if gap else (line, "")
        if rest and (_STRUCTURE.match(head) or _WORD_ALONE.match(head) or _COUNT_SPOKEN.match(head)):
            line = rest
            continue
        return line


def spoken_blocks(blocks: list[str]) -> list[str]:
    """An HTML page's blocks as they are, or, where they are a screen reader's log saved as HTML (a speech
    viewer's list, an element a line), its text alone as ``screen_reader_text`` gives it."""
    if any("\n" in b for b in blocks):
        return blocks
    text = "\n".join(blocks)
    if not is_screen_reader(text):
        return blocks
    # (an HTML page's text has its runs of spaces collapsed: the role words no sentence opens with
    # ("heading level 2", "link", "bullet") come off before one space too)
    return [_SPOKEN_ROLE.sub("", line) for line in screen_reader_text(text).split("\n") if line.strip()]


#: the roles no sentence opens with, spoken before an element's text: a heading's level, a link, a button, a list's bullet
_SPOKEN_ROLE = re.compile(rf"^(?:{_HEADING}|(?:visited\s+)?link|button|bullet|{_ROLE_WORDS})(?:,\s*|\s+)(?=\S)", re.IGNORECASE)
