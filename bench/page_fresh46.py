"""The fresh-46 held-out part of the page corpus (``bench/page_corpus.py``): where players, judges and translators keep and
share a card's rulings outside websites, 2018-2026: personal notes, knowledge bases, study tools and localization files,
each written in its tool's own export or save format (the file itself, and where the tool has one, its HTML export or
the page it shows). Each page is about one card (a card with several faces on half of the pages, a single-faced one on
the other half), with that card's official rulings and their real dates, written as the tool writes them: Obsidian's
Markdown (YAML front matter, wikilinks, callouts, dataview fields) and Obsidian Publish, Logseq's outline (``key::
value`` properties, ``id::`` block references, journal links) and its published HTML, Notion's HTML export (``page sans``,
property rows, toggles, a database table) and its Markdown export, a judge candidate's study sheet (CSV or TSV, and
Google Sheets' "Web page" download with its ``waffle`` table), Evernote's ENEX (``en-note`` in CDATA) and its HTML export
(the Created/Updated table), a OneNote page as the Graph API gives it (absolutely positioned outlines) and copied,
Google Keep's Takeout (HTML notes with chips, and their JSON), Joplin's Markdown with front matter and its HTML export,
an Org file (property drawers, inactive timestamps, ``SCHEDULED:``) and its ox-html export, a TiddlyWiki tiddler (.tid
fields and the rendered tiddler), Roam's JSON export (``create-time`` in epoch milliseconds) and a Roam page, HackMD's
note (YAML header, ``:::info`` blocks) and its published view; Anki's plain-text notes export (``#separator:tab``,
``#html:true``, HTML in fields) and its Card Info window, a Quizlet set (its page, or its Export dialog's rows), a judge exam practice
question explaining its answer by the rulings; Google Docs' HTML and plain-text downloads, a Confluence page's HTML export
and wiki markup, a GitHub issue in a judges' tool repository (saved, and copied), a Trello card (its JSON and its back),
a Jira issue's XML and printable view; a gettext catalogue (.po, ``POT-Creation-Date:``) and Weblate's string list,
XLIFF 1.2 and 2.0 files, Android ``strings.xml`` or i18n JSON (keys like ``ruling_2021_03_19_1``) and their GitHub blob
view; and two pages naming no card: a daily journal note with rulings pasted among the day's tasks, and Anki's reviewer
showing a flashcard's answer (the card only as an image on its front).

The rulings repeat now and then (a quiz's option and its explanation, an XLIFF source copied into its target), yet each is
the page's ruling once.
The tools' own days are everywhere and none is a ruling's: front matter ``created``/``updated``, ENEX and TiddlyWiki
stamps (``20260312T101530Z``), epoch milliseconds, ``POT-Creation-Date``/``PO-Revision-Date``, XLIFF's ``date``,
export, sync and review-due days, spaced-repetition intervals, comment and activity times, daily-note titles and
"Last edited" lines; some in the rulings' very form. The rulings' dates are in the tools' forms (Org's ``[2021-03-19
Fri]``, Logseq's ``[[Mar 19th, 2021]]``, Roam's ``[[March 19th, 2021]]``, ISO in files and keys) and in twelve
languages' forms (``page_parts.render_day``), the app's locale. Where a file format escapes text (JSON, gettext, an
Android string), the rulings stand escaped as the format writes them (``\\"``, ``\\n``); where it is XML or HTML, as
entities; the self-test reads them as the format's reader would.

Written without reading the page parser (nor any code that reads pages, nor its tests), before any parser run on it, and
never run through it. Only the corpus's interface was read (``bench/page_corpus.py``: ``Page``, ``CardData``, ``fold``,
``load_cards``, ``multiface_cards``), the parts' scaffolding (``bench/page_parts.py``), ``bench/page_fresh45.py`` as the
model (its structure, page start, titles, translations, ``--card`` and the self-test's shape), ``bench/page_accuracy.py``
(the wiring), ``tests/test_page_fresh_corpus.py`` and ``tests/conftest.py``, and the MTGJSON sample data.

Layouts (the formats each is written in; the languages, each in turn first, then drawn):

- nb-obsidian-vault-note: an Obsidian note (.md) or its Obsidian Publish page; en de fr ja pt ru;
- nb-logseq-page-outline: a Logseq page (.md outline) or its published HTML; en de zhs ko es;
- nb-notion-page-export: Notion's HTML export or its Markdown export; en ko ja fr de es;
- nb-judge-study-sheet: a study spreadsheet as CSV/TSV or Google Sheets' "Web page" download; en de es it pt ru pl;
- nb-evernote-enex: an Evernote .enex or Evernote's HTML export; en de fr ja ru zhs;
- nb-onenote-graph-page: a OneNote page's HTML from the Graph API, or the page copied; en de fr es ja it;
- nb-keep-takeout-note: a Google Keep Takeout note (HTML) or its JSON; en de pt it ko ru;
- nb-joplin-note-export: Joplin's Markdown + front matter export or its HTML export; en fr de es ru zhs;
- nb-orgmode-rulings-file: an Org file or its ox-html export; en de fr ja ru es;
- nb-tiddlywiki-tiddler: a .tid file or the rendered tiddler; en de fr zhs ja;
- nb-roam-graph-export: Roam's JSON export or a Roam page saved; en de fr pt;
- nb-hackmd-shared-note: a HackMD note's Markdown or its published page; en ja zht ko de;
- nb-anki-notes-card-info: Anki's "Notes in Plain Text" export, or the Card Info window with the card's preview; en de fr ja es pt ko;
- nb-quizlet-set-export: a Quizlet set's page, or its Export dialog (term TAB definition, custom separators); en de es fr pt it;
- nb-judge-practice-quiz: a judge exam practice question, answered, its explanation quoting the rulings; en es pt it de ja;
- nb-gdocs-download: Google Docs' "Web page (.html)" or "Plain text (.txt)" download; en de fr es it pt ru pl;
- nb-confluence-space-export: a Confluence page's HTML export or its wiki markup; en de fr ja es;
- nb-github-issue-thread: a GitHub issue in a judges' tool repository, saved or copied; en de ja pt zhs ko;
- nb-trello-card-export: a Trello board's JSON (the card, its checklist, its comments) or the card's back; en de fr es pt ja;
- nb-jira-issue-xml: a Jira issue's XML or its printable view; en de fr ja es;
- nb-gettext-po-catalog: a community translation's .po file or Weblate's string list; de fr es it pt ja ko ru zhs;
- nb-xliff-bilingual-file (text): XLIFF 1.2 or 2.0 with the card's strings; de fr es it ja ko zht pt;
- nb-android-strings-i18n: Android strings.xml or i18n JSON, or its GitHub blob view; de fr es ja ko ru zhs pt;
- nb-daily-journal-untitled (names no card): a daily note with rulings pasted under the day's tasks; en de fr es ja it;
- nb-anki-review-untitled (names no card): Anki's reviewer with a card's answer showing; en de fr pt ko ja.

The untitled layouts' ``--card`` is, in turn, the whole English name, one face's English name (a single-faced card's
name) or a printed name in another language. Titled pages name the card in the tool's language now and then when the
card was printed in it; the rulings stay in their official English. Each page's generator is seeded with the corpus
seed + 330007 (``SEED_OFFSET``); ``bench/page_corpus.py`` hands this part the single-faced cards and then
``multiface_cards``. Page ids are "nb000"–"nb199". The self-test (``python bench/page_fresh46.py [SETS]``) passes at
seeds 7 and 21 on the bundled sample. Held out: not run through the parser when written; bench/page_accuracy.py prints
its failures only with --show-fresh46.
"""

import calendar
import datetime as dt
import html
import json
import re
from types import SimpleNamespace

from page_corpus import CardData, Page
from page_parts import (D, DAY_MON, DAY_MONTHS, DAY_PATTERNS, E, LANG_LABEL, N, R, SITE_COLS, SITE_COOKIE, SITE_FIELD,
                        SITE_UI, T, X, EncodedPartGenerator, PageDays, fill, hex_digits, leaves, page_answer_problems,
                        part_main, plain, problems_of_pages, reading_views, render_day, rows, seen_in, slug, to_html,
                        to_text, varied_part_problems, variety_problems)

SEED_OFFSET = 330007
#: the share of pages about a single-faced card (the rest are about cards with several faces)
SINGLE_SHARE = 0.5
#: the first and last days a page of the part is written on
FIRST_DAY, LAST_DAY = dt.date(2026, 1, 8), dt.date(2026, 11, 20)
#: how far after the page's own day a date it shows may lie (a review due, a card's due date)
FUTURE_DAYS = 400
LABELS = {**LANG_LABEL, "pl": "Polski"}
HTML_LANG = {"zhs": "zh-CN", "zht": "zh-TW", "pt": "pt-BR", "en": "en", "ko": "ko", "ja": "ja"}
#: the layouts whose files escape their strings (JSON, gettext, Android): the self-test reads them unescaped too
ESCAPED = frozenset({"nb-keep-takeout-note", "nb-roam-graph-export", "nb-trello-card-export", "nb-gettext-po-catalog",
                     "nb-android-strings-i18n"})


# --- the days as the tools write them --------------------------------------------------------------------------

#: Org mode's weekday abbreviations in each locale (its timestamps' "[2021-03-19 Fri]")
ORG_WD = {k: v.split("|") for k, v in {
    "en": "Mon|Tue|Wed|Thu|Fri|Sat|Sun", "de": "Mo|Di|Mi|Do|Fr|Sa|So", "fr": "lun.|mar.|mer.|jeu.|ven.|sam.|dim.",
    "es": "lun|mar|mié|jue|vie|sáb|dom", "ja": "月|火|水|木|金|土|日", "ru": "Пн|Вт|Ср|Чт|Пт|Сб|Вс",
}.items()}


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st (the English journal links' day)."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def render46(d: dt.date, form: str) -> str:
    """A day in one of the forms ("lang:kind"): ``page_parts.render_day``'s, and the tools' own: "org" (Org mode's inactive
    timestamp in the locale), "logseq" (Logseq's default journal title, "Mar 19th, 2021"), "roam" (Roam's daily page,
    "March 19th, 2021")."""
    lang, kind = form.split(":", 1)
    if kind == "org":
        return f"[{d.isoformat()} {ORG_WD[lang][d.weekday()]}]"
    if kind == "logseq":
        return f"{DAY_MON['en'][d.month - 1]} {ordinal(d.day)}, {d.year}"
    if kind == "roam":
        return f"{DAY_MONTHS['en'][d.month - 1]} {ordinal(d.day)}, {d.year}"
    return render_day(d, form)


#: each language's forms of a day (``render_day``'s, the full-width and AP ones left out)
FORMS = {lang: [f"{lang}:{k}" for k in kinds if k not in ("kanjizen", "ap")] for lang, kinds in DAY_PATTERNS.items() if lang != "cs"}


def epoch_ms(t: dt.datetime) -> int:
    """A moment as milliseconds since 1970 (UTC), as Keep, Roam and Trello store it."""
    return calendar.timegm(t.timetuple()) * 1000 + t.microsecond // 1000


def xe(s: str) -> str:
    """Text as XML writes it (quotes left alone)."""
    return html.escape(s, quote=False)


def jstr(s: str) -> str:
    """A string as JSON writes it (quoted, escaped; characters past ASCII as they are)."""
    return json.dumps(s, ensure_ascii=False)


def po_str(s: str) -> str:
    """A gettext string's body (backslashes, quotes and line breaks escaped)."""
    return s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def C(text: str = "") -> N:
    """A comment: never copied."""
    return N("x-comment", text, hidden=True)


_COMMENT = re.compile(r"<x-comment hidden>(.*?)</x-comment>", re.S)


def serialize(n: N) -> str:
    """An element as a saved page holds it, its comments written as comments."""
    return _COMMENT.sub(lambda m: "<!--" + html.unescape(m.group(1)) + "-->", to_html(n))


_UNESCAPE = re.compile(r'\\(["\\/nt])')


def unescaped(s: str) -> str:
    """A JSON, gettext or Android string's escapes read back (``\\"`` ``\\n`` ``\\\\`` ...)."""
    return _UNESCAPE.sub(lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), s)


def views46(p: Page) -> list[str]:
    """The page as a careful reader reads it (``reading_views``), and a file that escapes its strings with its escapes
    read."""
    out = reading_views(p)
    if p.layout in ESCAPED:
        out += reading_views(SimpleNamespace(content=unescaped(p.content)))
    return out




# --- the tools' words ---------------------------------------------------------------------------------------

NB = rows("notes tags created modified exported source due author backlinks unlinked words printed synced question answer todo remark", {
    "en": "My notes|Tags|Created|Last modified|Exported|Source|Due|Author|Backlinks|Unlinked mentions|{n} words|Printed text|Synced {}|"
          "Question|Answer|Check this at the next PPTQ|Asked about this at FNM — the second ruling settled it.",
    "de": "Meine Notizen|Tags|Erstellt|Zuletzt geändert|Exportiert|Quelle|Fällig|Autor|Rückverweise|Nicht verlinkte Erwähnungen|{n} Wörter|"
          "Gedruckter Text|Synchronisiert: {}|Frage|Antwort|Beim nächsten PPTQ prüfen|Beim FNM danach gefragt – der zweite Hinweis hat es geklärt.",
    "fr": "Mes notes|Étiquettes|Créé|Dernière modification|Exporté|Source|Échéance|Auteur|Rétroliens|Mentions non liées|{n} mots|"
          "Texte imprimé|Synchronisé le {}|Question|Réponse|À vérifier au prochain PPTQ|Question posée au FNM — la deuxième précision a tranché.",
    "it": "Le mie note|Tag|Creato|Ultima modifica|Esportato|Fonte|Scadenza|Autore|Backlink|Menzioni non collegate|{n} parole|"
          "Testo stampato|Sincronizzato il {}|Domanda|Risposta|Da verificare al prossimo PPTQ|Chiesto al FNM: la seconda sentenza ha chiarito tutto.",
    "es": "Mis notas|Etiquetas|Creado|Última modificación|Exportado|Fuente|Vence|Autor|Retroenlaces|Menciones sin enlazar|{n} palabras|"
          "Texto impreso|Sincronizado el {}|Pregunta|Respuesta|Revisar en el próximo PPTQ|Lo pregunté en el FNM: la segunda resolución lo aclaró.",
    "pt": "Minhas notas|Tags|Criado|Última modificação|Exportado|Fonte|Vencimento|Autor|Backlinks|Menções não vinculadas|{n} palavras|"
          "Texto impresso|Sincronizado em {}|Pergunta|Resposta|Conferir no próximo PPTQ|Perguntei no FNM — a segunda decisão resolveu.",
    "ja": "メモ|タグ|作成日|最終更新|エクスポート|出典|期限|作成者|バックリンク|リンクされていない言及|{n} 語|印刷テキスト|同期：{}|問題|解答|"
          "次のPPTQで確認する|FNMで質問された。2つ目の裁定で解決。",
    "ko": "내 메모|태그|만든 날짜|마지막 수정|내보낸 날짜|출처|기한|작성자|백링크|연결되지 않은 언급|{n}단어|인쇄된 텍스트|동기화: {}|질문|답|"
          "다음 PPTQ에서 확인|FNM에서 질문받음 — 두 번째 판정으로 해결.",
    "ru": "Мои заметки|Теги|Создано|Изменено|Экспортировано|Источник|Срок|Автор|Обратные ссылки|Несвязанные упоминания|{n} слов|"
          "Напечатанный текст|Синхронизировано {}|Вопрос|Ответ|Проверить на следующем PPTQ|Спрашивали на FNM — второе разъяснение всё решило.",
    "zhs": "我的笔记|标签|创建时间|最后修改|导出时间|来源|到期|作者|反向链接|未链接的提及|{n} 字|印刷文字|同步于 {}|问题|答案|下次 PPTQ 时确认|"
           "在 FNM 被问到——第二条裁定解决了。",
    "zht": "我的筆記|標籤|建立時間|最後修改|匯出時間|來源|到期|作者|反向連結|未連結的提及|{n} 字|印刷文字|同步於 {}|問題|答案|下次 PPTQ 時確認|"
           "在 FNM 被問到——第二則判定解決了。",
    "pl": "Moje notatki|Tagi|Utworzono|Ostatnia zmiana|Wyeksportowano|Źródło|Termin|Autor|Linki zwrotne|Niepowiązane wzmianki|{n} słów|"
          "Tekst drukowany|Zsynchronizowano {}|Pytanie|Odpowiedź|Sprawdzić na następnym PPTQ|Pytali o to na FNM — drugie orzeczenie rozstrzygnęło.",
})
PEOPLE = ["Lena Vogt", "Marco Bellini", "Aiko Tanaka", "Rafael Souza", "Chloé Martin", "Jae-won Kim", "Olga Petrova", "Wei Chen",
          "Sam Porter", "Inés Delgado", "Tomasz Nowak", "Emma Schulz"]
HANDLES = ["judge-lena", "mbellini", "aiko_t", "rsouza", "chloe-m", "jwkim", "opetrova", "weichen", "sporter", "idelgado"]
OTHER_NOTES = {
    "en": ["Pick up sleeves before Saturday", "Email the TO about the floor plan", "Read the MTR update", "Ask Sam about the L2 mentor call"],
    "de": ["Hüllen vor Samstag kaufen", "Dem Veranstalter wegen des Hallenplans schreiben", "MTR-Update lesen", "Sam wegen des L2-Mentorings fragen"],
    "fr": ["Acheter des protège-cartes avant samedi", "Écrire à l'orga pour le plan de salle", "Lire la mise à jour des MTR",
           "Demander à Sam pour l'appel de mentorat L2"],
    "es": ["Comprar fundas antes del sábado", "Escribir al organizador sobre el plano", "Leer la actualización del MTR",
           "Preguntar a Sam por la llamada de mentoría L2"],
    "it": ["Comprare le bustine prima di sabato", "Scrivere all'organizzatore per la piantina", "Leggere l'aggiornamento delle MTR",
           "Chiedere a Sam della call di mentoring L2"],
    "pt": ["Comprar sleeves antes de sábado", "Mandar e-mail ao organizador sobre o salão", "Ler a atualização do MTR",
           "Perguntar ao Sam sobre a mentoria L2"],
    "ja": ["土曜までにスリーブを買う", "会場レイアウトについて主催者にメール", "MTRの更新を読む", "L2メンター通話についてSamに聞く"],
    "ko": ["토요일 전에 슬리브 사기", "대회 주최자에게 배치도 메일 보내기", "MTR 업데이트 읽기", "L2 멘토링 통화 Sam에게 묻기"],
    "ru": ["Купить протекторы до субботы", "Написать организатору про план зала", "Прочитать обновление MTR", "Спросить Сэма про менторский звонок L2"],
    "zhs": ["周六前买卡套", "给主办方发邮件确认场地", "阅读 MTR 更新", "问 Sam L2 导师通话的事"],
    "zht": ["週六前買卡套", "寫信給主辦方確認場地", "閱讀 MTR 更新", "問 Sam L2 導師通話的事"],
    "pl": ["Kupić koszulki przed sobotą", "Napisać do organizatora w sprawie sali", "Przeczytać aktualizację MTR", "Zapytać Sama o rozmowę mentorską L2"],
}


# --- the generator -------------------------------------------------------------------------------------

class Item:
    """One ruling as a page shows it: its date as shown (a ``D``), its text (an ``R``), its day."""

    __slots__ = ("shown", "text", "day")

    def __init__(self, shown: str, text: str, day: dt.date) -> None:
        self.shown, self.text, self.day = D(shown), R(text), day


class Fresh46Generator(PageDays, EncodedPartGenerator):
    """The generator of the fresh-46 part: its own layouts only, each a note, knowledge base, study tool or localization
    file about one card (a card with several faces half of the time), with the card's rulings and their dates amid the
    tool's own stamps, fields and chrome."""
    PART = "fresh46"
    PREFIX = "nb"
    SINGLE_SHARE = SINGLE_SHARE
    START = dt.datetime(2026, 1, 8)
    TITLE_PRINTED = 0.5
    RENDER = staticmethod(render46)
    _card: CardData | None = None
    _rform: str | None = None

    # ---- the page ----
    def page_tables(self) -> None:
        """The notebook's words, the UI's, the fields' and the columns' in the page's language."""
        self.W = NB[self.lang]
        self.U = SITE_UI.get(self.lang, SITE_UI["en"])
        self.F = SITE_FIELD.get(self.lang, SITE_FIELD["en"])
        self.Cw = SITE_COLS.get(self.lang, SITE_COLS["en"])

    # ---- the card ----
    def oracle_lines(self, card: CardData) -> list[tuple[str | None, str | None, list[str]]]:
        """The card's English Oracle text: (face name or None, type line, text lines) per face."""
        return [(f["name"] if card.faces else None, f.get("type"), [x for x in (f.get("text") or "").split("\n") if x.strip()])
                for f in self.faces_of(card)]

    # ---- rulings and their dates ----
    def items(self, page: Page, card: CardData, tag: str, kinds: list[str] | None = None, lang: str | None = None) -> list[Item]:
        """The card's rulings (each text once) with their dates in one of the forms (``kinds``, or the language's), recorded
        as the page's answers with their real MTGJSON dates; the form is the page's ruling form from then on."""
        lang = lang or self.lang
        self._rform = self._form(page, tag, kinds or FORMS[lang])
        return [Item(shown, t, d) for shown, t, d in self._dated(page, card, self._rform)]

    # ---- the page's own days ----
    def _moment_of(self, card: CardData) -> dt.datetime:
        """The moment the page was written or exported: in 2026, never a ruling's day."""
        r = self.rng
        d = self._between(card, FIRST_DAY, LAST_DAY)
        return dt.datetime(d.year, d.month, d.day, r.randint(7, 23), r.randint(0, 59), r.randint(0, 59))

    def at(self, d: dt.date) -> dt.datetime:
        """A moment of day ``d``."""
        r = self.rng
        return dt.datetime(d.year, d.month, d.day, r.randint(7, 22), r.randint(0, 59), r.randint(0, 59))

    def ago_t(self, days_lo: int, days_hi: int) -> dt.datetime:
        """A moment some days before the page's (its day none of the card's ruling days), never after the page's moment."""
        return min(self.at(self.day(-days_hi, -days_lo)), self._now)

    def own(self, page: Page, d: dt.date, form: str | None = None, pattern: str = "{}") -> str:
        """One of the page's own days in a form ("lang:kind"; the language's drawn), recorded (moved back a day while the
        page already shows that day, or it is a ruling's), within ``pattern``."""
        used = {x for _, x in page.__dict__.get("own_dates", [])}
        while d.isoformat() in used:
            d = self.off(d - dt.timedelta(days=1))
        form = form or self.oform()
        shown = render46(d, form)
        if form == self._rform:
            page.__dict__["same_form"] = True
        page.__dict__.setdefault("own_dates", []).append((shown, d.isoformat()))
        return pattern.replace("{}", shown)

    def shown(self, page: Page, d: dt.date, text: str) -> str:
        """One of the page's own days written some other way (a stamp, epoch milliseconds), recorded as shown."""
        page.__dict__.setdefault("own_dates", []).append((text, d.isoformat()))
        return text

    def oform(self) -> str:
        return self.rng.choice(FORMS[self.lang])

    def maybe_same(self, page: Page, d: dt.date, pattern: str = "{}", p: float = 0.5) -> str:
        """One of the page's own days in the rulings' very form (with chance ``p``), else in another of the language's."""
        if self._rform and self._rform.split(":")[1] in DAY_PATTERNS.get(self._rform.split(":")[0], {}) and self.rng.random() < p:
            return self.own(page, d, self._rform, pattern)
        return self.own(page, d, self.oform(), pattern)

    def stamp(self, page: Page, t: dt.datetime, how: str) -> str:
        """A moment as a tool stores it, recorded: "enex" 20260312T101530Z, "tid" 20260312101530123, "iso" 2026-03-12T10:15:30Z,
        "isoms" …30.123Z, "space" 2026-03-12 10:15:30, "ms" epoch milliseconds, "rfc" Thu, 12 Mar 2026 10:15:30 +0000."""
        s = {"enex": f"{t:%Y%m%dT%H%M%S}Z", "tid": f"{t:%Y%m%d%H%M%S}{self.rng.randint(100, 999)}", "iso": f"{t:%Y-%m-%dT%H:%M:%S}Z",
             "isoms": f"{t:%Y-%m-%dT%H:%M:%S}.{self.rng.randint(100, 999)}Z", "space": f"{t:%Y-%m-%d %H:%M:%S}", "ms": str(epoch_ms(t)),
             "rfc": f"{['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][t.weekday()]}, {t.day:02d} {DAY_MON['en'][t.month - 1]} {t.year} "
                    f"{t:%H:%M:%S} +0000", "po": f"{t:%Y-%m-%d %H:%M}+0000"}[how]
        return self.shown(page, t.date(), s)

    def clock(self, t: dt.datetime) -> str:
        """A time of day in the page's language."""
        if self.lang == "en":
            return f"{(t.hour - 1) % 12 + 1}:{t.minute:02d} {'PM' if t.hour >= 12 else 'AM'}"
        if self.lang == "ko":
            return f"{'오후' if t.hour >= 12 else '오전'} {(t.hour - 1) % 12 + 1}:{t.minute:02d}"
        return f"{t:%H:%M}"

    # ---- writing the page ----
    def _collect(self, page: Page, runs) -> None:
        for s in runs:
            if plain(s):
                page.chrome += [x.strip() for x in s.split("\n") if x.strip()]

    def html_lang(self) -> str:
        return HTML_LANG.get(self.lang, self.lang)

    def emit(self, page: Page, body: N, title: str = "", *, head=(), doctype: str = "<!DOCTYPE html>\n", before: str = "",
             meta: list[str] | None = None, fragment: bool = False, text_body: N | None = None, attrs: str = "") -> None:
        """The page from a tree: its HTML (the document around ``body``) or its text as a browser copies it (``text_body``
        when the copy is of another tree); what a reader sees recorded as chrome but the card's words, rulings, their dates
        and ids."""
        seen_tree = body if self.html else (text_body or body)
        self._collect(page, leaves(seen_tree))
        if not self.html:
            page.content = to_text(seen_tree)
            return
        if fragment:
            page.content = before + serialize(body) + "\n"
            return
        metas = meta if meta is not None else ['<meta charset="utf-8">']
        head_s = "\n".join(metas + [f"<title>{html.escape(title, quote=False)}</title>"] + list(head))
        page.content = f'{doctype}{before}<html lang="{self.html_lang()}"{attrs}>\n<head>\n{head_s}\n</head>\n{serialize(body)}\n</html>\n'

    def file(self, page: Page, text: str, *chrome: str) -> None:
        """A page that is a file as its tool writes it (its chrome recorded by the layout, ``chrome`` besides)."""
        self._cs(page, *chrome)
        page.content = text if text.endswith("\n") else text + "\n"

    def c(self, page: Page, s: str) -> str:
        """A chrome string, recorded, returned."""
        return self._c(page, s)

    def uuid(self) -> str:
        r = self.rng
        return f"{hex_digits(r, 8)}-{hex_digits(r, 4)}-4{hex_digits(r, 3)}-{r.choice('89ab')}{hex_digits(r, 3)}-{hex_digits(r, 12)}"

    # ---- pieces the notes share ----
    def md_oracle(self, card: CardData, quote: str = "") -> list[str]:
        """The card's Oracle text as Markdown lines (each face's name in bold, its type line, its text)."""
        out = []
        for face, typ, lines in self.oracle_lines(card):
            if face:
                out.append(f"{quote}**{face}**" + (f" — {typ}" if typ else ""))
            elif typ:
                out.append(f"{quote}*{typ}*")
            out += [f"{quote}{ln}" for ln in lines]
        return out

    def tree_oracle(self, card: CardData, tag: str = "p") -> list[N]:
        """The card's Oracle text as elements (a face's name in bold with its type, the text's lines)."""
        out = []
        for face, typ, lines in self.oracle_lines(card):
            if face:
                out.append(E(tag, E("strong", T(face)), *([" — ", T(typ)] if typ else [])))
            elif typ:
                out.append(E(tag, E("em", T(typ))))
            out += [E(tag, T(ln)) for ln in lines]
        return out

    def user_line(self, page: Page, key: str = "modified", lo: int = -60, hi: int = -1) -> str:
        """A line the note's writer keeps ("Last modified: 12.03.2026"), one of the page's own days in the language's form."""
        return self.own(page, self.day(lo, hi), None, f"{self.W[key]}: {{}}")

    def remark(self) -> str:
        return self.W["remark"] if self.rng.random() < 0.5 else self.W["todo"]

    # ---- notes ----
    def layout_obsidian(self, page, card):
        """An Obsidian note: YAML front matter (aliases with the printed name, tags, created and updated stamps, the
        set), the card's heading, the Oracle text in an ``[!info]`` callout, the rulings as ``[!quote]`` callouts titled
        by their day, as a list with dataview fields (``[date:: …]``) or a table, wikilinks to other notes; or the
        note as Obsidian Publish renders it (its frontmatter panel, callouts, "Links to this page", the site's nav)."""
        r, W = self.rng, self.W
        name = self.title(page, card)
        style = r.choice(["callout", "dataview", "table"])
        kinds = ["en:iso"] if style == "dataview" else None
        items = self.items(page, card, f"an Obsidian note ({style}, {self.lang})", kinds)
        page.__dict__.setdefault("styles", []).append(f"obsidian/{style}")
        tr = self.tr(page, card) if r.random() < 0.7 else None
        created, updated = self.ago_t(60, 300), self.ago_t(1, 40)
        others = self.others(card, 3)
        tags = ["mtg/rulings", r.choice(["judge/study", "mtg/cards", "l2-prep"])]
        if not self.html:
            c = self.stamp(page, created, "space")[:16]
            page.__dict__["own_dates"][-1] = (c, created.date().isoformat())
            u = self.shown(page, updated.date(), f"{updated:%Y-%m-%dT%H:%M}")
            lines = ["---", "aliases:"] + ([f"  - {tr[0]}"] if tr else [f"  - {slug(card.name)}"]) + ["tags:"] + [f"  - {t}" for t in tags]
            lines += [f"created: {c}", f"updated: {u}", f"set: {card.set_code}", f"number: \"{card.number}\"", "---", f"# {name}", "",
                      "> [!info] Oracle"] + self.md_oracle(card, "> ") + [""]
            if tr:
                lines += [f"### {self.c(page, W['printed'])} ({LABELS[self.lang]})", f"**{tr[0]}**  "]
                lines += [f"{x}  " for x in tr[1].split("\n") if x.strip()] + [""]
            lines.append(f"## {self.c(page, self.U['rulings'])}")
            if style == "callout":
                for it in items:
                    lines += [f"> [!quote] {it.shown}", f"> {it.text}", ""]
            elif style == "dataview":
                lines += [f"- {it.text} [date:: {it.shown}]" for it in items] + [""]
            else:
                lines += [f"| {self.c(page, self.Cw['date'])} | {self.c(page, self.Cw['ruling'])} |", "| --- | --- |"]
                lines += [f"| {it.shown} | {it.text} |" for it in items] + [""]
            lines += [f"## {self.c(page, W['notes'])}", f"- {self.c(page, self.remark())}",
                      f"- {self.c(page, 'See also')}: " + ", ".join(f"[[{o}]]" for o in others), f"- [[MTR 4.1]] · [[{self.c(page, 'Judge study index')}]]"]
            self._cs(page, "aliases:", "tags:", "[!info] Oracle", "created:", "updated:", *tags)
            self.file(page, "\n".join(lines))
            return
        c = self.own(page, created.date())
        u = self.maybe_same(page, updated.date())
        front = E("div", E("div", E("span", "created", cls="metadata-property-key"), E("span", c, cls="metadata-property-value"), cls="metadata-property"),
                  E("div", E("span", "updated", cls="metadata-property-key"), E("span", u, cls="metadata-property-value"), cls="metadata-property"),
                  E("div", E("span", "tags", cls="metadata-property-key"), E("span", *[E("a", f"#{t}", href=f"#{t}", cls="tag") for t in tags],
                                                                               cls="metadata-property-value"), cls="metadata-property"),
                  cls="metadata-container")
        callout = lambda kind, title, *kids: E("div", E("div", E("div", title, cls="callout-title-inner"), cls="callout-title"),  # noqa: E731
                                               E("div", *kids, cls="callout-content"), cls="callout", data__callout=kind)
        if style == "callout":
            rl = [callout("quote", it.shown, E("p", it.text)) for it in items]
        elif style == "dataview":
            rl = [E("ul", *[E("li", it.text, " ", E("span", E("span", "date", cls="dataview inline-field-key"), E("span", it.shown, cls="dataview inline-field-value"),
                                                        cls="dataview inline-field")) for it in items])]
        else:
            rl = [E("table", E("thead", E("tr", E("th", self.Cw["date"]), E("th", self.Cw["ruling"]))),
                    E("tbody", *[E("tr", E("td", it.shown), E("td", it.text)) for it in items]))]
        sizer = E("div", E("div", E("h1", name, cls="page-header"), cls="mod-header"), front,
                  callout("info", "Oracle", *self.tree_oracle(card)),
                  callout("abstract", f"{W['printed']} ({LABELS[self.lang]})", E("p", E("strong", tr[0])), *[E("p", T(x)) for x in tr[1].split("\n") if x.strip()]) if tr else None,
                  E("h2", self.U["rulings"]), *rl, E("h2", W["notes"]),
                  E("ul", E("li", self.remark()), E("li", "See also: ", *[x for o in others for x in (E("a", o, href=f"{slug(o)}", cls="internal-link", data__href=o), " ")])),
                  E("div", E("div", "Links to this page", cls="published-section-header"),
                    E("ul", *[E("li", E("a", o, cls="internal-link")) for o in self.others(card, 2)]), cls="backlinks"),
                  cls="markdown-preview-sizer markdown-preview-section")
        site = self.S["tool"]
        left = E("div", E("div", E("a", site, href="/", cls="site-header-text"), cls="site-body-left-column-site-name"),
                 E("div", E("div", "Cards", cls="tree-item-self"), E("div", "Judge study index", cls="tree-item-self"), cls="nav-view-outer"),
                 cls="site-body-left-column")
        center = E("div", E("div", sizer, cls="markdown-preview-view markdown-rendered is-readable-line-width"), cls="site-body-center-column")
        right = E("div", E("a", "Powered by Obsidian Publish", href="https://publish.obsidian.md", cls="site-footer"), cls="site-body-right-column")
        body = E("body", E("div", E("div", left, center, right, cls="site-body"), cls="published-container print theme-dark"))
        self.emit(page, body, f"{name} - {site}", head=['<meta name="viewport" content="width=device-width, initial-scale=1">',
                                                        f'<link rel="stylesheet" href="https://publish.obsidian.md/app.css?{hex_digits(r, 8)}">'])

    def layout_logseq(self, page, card):
        """A Logseq page: its page properties (``title::``, ``tags::``, ``set::``), the Oracle block, the rulings as child
        blocks with a ``ruling-date::`` property (a journal link, "[[Mar 19th, 2021]]" in English) and an ``id::``, notes
        with block references and a ``SCHEDULED:`` review; or the published page (``ls-block``, page-property keys,
        page refs, "Linked References")."""
        r, W = self.rng, self.W
        name = self.title(page, card)
        kinds = ["en:logseq"] if self.lang == "en" else [f for f in FORMS[self.lang] if f.split(":")[1] in ("num", "kanji", "dash", "iso", "hangul", "slash")]
        items = self.items(page, card, f"a Logseq page ({self.lang})", kinds)
        inline = r.random() < 0.4
        page.__dict__.setdefault("styles", []).append(f"logseq/{'inline' if inline else 'property'}")
        ids = [self.uuid() for _ in items]
        rev = self.day(3, 20)
        rev_s = self.shown(page, rev, f"<{rev.isoformat()} {ORG_WD['en'][rev.weekday()]}>")
        made = self.ago_t(30, 200)
        tags = ["MTG", "rulings", r.choice(["judge", "L1-prep", "cards"])]
        others = self.others(card, 2)
        journal = self.own(page, made.date(), "en:logseq" if self.lang == "en" else self.oform())
        if not self.html:
            lines = [f"title:: {name}", f"tags:: {', '.join(f'[[{t}]]' for t in tags)}", f"set:: [[{card.set_code}]]", f"created:: [[{journal}]]", "",
                     "- ## Oracle"] + [f"\t- {x}" for x in self.md_oracle(card)]
            lines.append(f"- ## {self.c(page, self.U['rulings'])}")
            for it, bid in zip(items, ids, strict=True):
                if inline:
                    lines += [f"\t- [[{it.shown}]] {it.text}", f"\t  id:: {bid}"]
                else:
                    lines += [f"\t- {it.text}", f"\t  ruling-date:: [[{it.shown}]]", f"\t  id:: {bid}"]
            lines += [f"- ## {self.c(page, W['notes'])}", f"\t- {self.c(page, self.remark())} (({r.choice(ids)}))",
                      f"\t- TODO {self.c(page, W['todo'])}", f"\t  SCHEDULED: {rev_s}", f"\t- [[{others[0]}]] · [[{others[1]}]]"]
            self._cs(page, "title::", "tags::", "set::", "created::", "- ## Oracle", *([] if inline else ["ruling-date::"]))
            self.file(page, "\n".join(lines))
            return
        prop = lambda k, *v: E("div", E("span", k, cls="page-property-key font-medium"), E("span", ":", cls="mr-1"),  # noqa: E731
                               E("div", *v, cls="page-property-value inline"))
        ref = lambda s: E("a", s, cls="page-ref", data__ref=str(s).lower())  # noqa: E731
        block = lambda bid, *kids, level=2: E("div", E("div", E("div", *kids, cls="block-content"), cls="block-content-wrapper"),  # noqa: E731
                                              cls="ls-block", blockid=bid, level=str(level))
        rblocks = []
        for it, bid in zip(items, ids, strict=True):
            if inline:
                rblocks.append(block(bid, E("span", ref(it.shown), " ", it.text, cls="inline")))
            else:
                rblocks.append(block(bid, E("span", it.text, cls="inline"), E("div", prop("ruling-date", ref(it.shown)), cls="block-properties")))
        pageb = E("div", E("h1", name, cls="title page-title"),
                  E("div", prop("tags", *[x for t in tags for x in (ref(t), " ")]), prop("set", ref(card.set_code)), prop("created", ref(journal)),
                    cls="page-properties"),
                  block(self.uuid(), E("h2", "Oracle"), level=1), *[block(self.uuid(), E("span", *x.kids, cls="inline")) for x in self.tree_oracle(card)],
                  block(self.uuid(), E("h2", self.U["rulings"]), level=1), *rblocks,
                  block(self.uuid(), E("h2", W["notes"]), level=1), block(self.uuid(), E("span", self.remark(), cls="inline")),
                  block(self.uuid(), E("span", E("span", "TODO", cls="marker-switch"), " ", W["todo"], cls="inline"),
                        E("div", E("span", "SCHEDULED: ", E("time", rev_s)), cls="timestamp")),
                  E("div", E("h2", "2 Linked References"), E("ul", *[E("li", ref(o)) for o in others]), cls="references"), cls="page")
        body = E("body", E("div", E("div", E("div", pageb, cls="cp__sidebar-main-content"), cls="cp__sidebar-main-layout"), id="root"))
        self.emit(page, body, f"{name} - Logseq", head=['<link href="static/css/style.css" rel="stylesheet" type="text/css">'])

    def layout_notion(self, page, card):
        """A Notion page exported as HTML (``article.page.sans``, the properties table with its icons and ``<time>@…``, toggles
        of the rulings titled by their day, or an inline database of them with a Date property), or exported as Markdown
        (``Created: …`` property lines, the toggles as list items, the database as a table)."""
        r, W = self.rng, self.W
        name = self.title(page, card)
        style = r.choice(["toggle", "database"])
        kinds = ["en:long", "en:mdy0", "en:dmy", "en:iso"] if self.lang == "en" else None
        items = self.items(page, card, f"a Notion page ({style}, {self.lang})", kinds)
        page.__dict__.setdefault("styles", []).append(f"notion/{style}")
        tr = self.tr(page, card) if r.random() < 0.6 else None
        created, edited = self.ago_t(40, 250), self.ago_t(1, 30)
        cs = self.own(page, created.date()) + " " + self.clock(created)
        es = self.maybe_same(page, edited.date()) + " " + self.clock(edited)
        tags = ["rulings", r.choice(["judge", "study", "commander"])]
        if not self.html:
            lines = [f"# {name}", "", f"{W['created']}: {cs}", f"{W['modified']}: {es}", f"{W['tags']}: {', '.join(tags)}", f"Set: {card.set_code}", ""]
            lines += self.md_oracle(card) + [""]
            if tr:
                lines += [f"**{tr[0]}**", ""] + [x for x in tr[1].split("\n") if x.strip()] + [""]
            lines += [f"## {self.c(page, self.U['rulings'])}", ""]
            if style == "toggle":
                for it in items:
                    lines += [f"- {it.shown}", "    ", f"    {it.text}", "    "]
            else:
                lines += [f"| {self.c(page, self.Cw['ruling'])} | {self.c(page, self.Cw['date'])} |", "| --- | --- |"]
                lines += [f"| {it.text} | {it.shown} |" for it in items]
            lines += ["", f"## {self.c(page, W['notes'])}", "", f"- [ ] {self.c(page, W['todo'])}"]
            self._cs(page, f"{W['created']}: {cs}", f"{W['modified']}: {es}", f"{W['tags']}: {', '.join(tags)}")
            self.file(page, "\n".join(lines))
            return
        prow = lambda kind, label, *v: E("tr", E("th", E("span", cls=f"icon property-icon"), label), E("td", *v), cls=f"property-row property-row-{kind}")  # noqa: E731
        props = E("table", E("tbody", prow("created_time", W["created"], E("time", "@" + cs)), prow("last_edited_time", W["modified"], E("time", "@" + es)),
                                     prow("multi_select", W["tags"], *[E("span", t, cls=f"selected-value select-value-color-{c}") for t, c in zip(tags, ["blue", "gray"], strict=True)]),
                                     prow("text", "Set", card.set_code)), cls="properties")
        if style == "toggle":
            rl = [E("ul", E("li", E("details", E("summary", it.shown), E("p", it.text, id=self.uuid()), open="")), id=self.uuid(), cls="toggle") for it in items]
        else:
            rl = [E("table", E("thead", E("tr", E("th", E("span", "Aa", cls="icon property-icon"), self.Cw["ruling"]), E("th", self.Cw["date"]))),
                    E("tbody", *[E("tr", E("td", it.text, cls="cell-title"), E("td", E("time", "@", it.shown), cls="cell-date"), id=self.uuid()) for it in items]),
                    cls="collection-content")]
        bodyk = [*self.tree_oracle(card)]
        if tr:
            bodyk.append(E("blockquote", E("strong", tr[0]), *[x for ln in tr[1].split("\n") if ln.strip() for x in (E("br"), ln)], id=self.uuid()))
        bodyk += [E("h2", self.U["rulings"], id=self.uuid()), *rl, E("h2", W["notes"], id=self.uuid()),
                  E("ul", E("li", E("div", cls="checkbox checkbox-off"), " ", W["todo"]), cls="to-do-list", id=self.uuid())]
        art = E("article", E("header", E("div", E("span", "🃏", cls="icon"), cls="page-header-icon undefined"), E("h1", name, cls="page-title"),
                             E("p", cls="page-description"), props),
                E("div", *bodyk, cls="page-body"), id=self.uuid(), cls="page sans")
        self.emit(page, E("body", art), str(name), meta=['<meta http-equiv="Content-Type" content="text/html; charset=utf-8"/>'],
                  head=["<style>/* cspell:disable-file */ /* webkit printing magic: print all background colors */ html { -webkit-print-color-adjust: exact; }</style>"])

    SHEET = rows("card source reviewed confidence sheet", {
        "en": "Card|Source|Reviewed|Confidence|Rulings to learn", "de": "Karte|Quelle|Wiederholt|Sicherheit|Regelhinweise lernen",
        "es": "Carta|Fuente|Repasado|Seguridad|Resoluciones para estudiar", "it": "Carta|Fonte|Ripassato|Sicurezza|Sentenze da studiare",
        "pt": "Card|Fonte|Revisado|Confiança|Decisões para estudar", "ru": "Карта|Источник|Повторено|Уверенность|Разъяснения для изучения",
        "pl": "Karta|Źródło|Powtórzono|Pewność|Orzeczenia do nauki",
    })

    def layout_sheet(self, page, card):
        """A judge candidate's study spreadsheet: a row per ruling (the card, the ruling, its day in the sheet's locale, the
        source, the day it was last reviewed, a confidence score), downloaded as CSV (quoted as spreadsheets quote) or TSV,
        or as Google Sheets' "Web page" download (the ``waffle`` table, row and column headers, ``s0``… classes)."""
        r = self.rng
        Sh = self.SHEET[self.lang]
        name = self.title(page, card, 0.3)
        items = self.items(page, card, f"a study sheet ({self.lang})", [f for f in FORMS[self.lang] if f.split(":")[1] in ("num", "mdy", "mdy0", "iso", "dot", "short", "r")])
        rev = [self.own(page, self.day(-90, -2), self._rform) for _ in items]
        conf = [str(r.randint(1, 5)) for _ in items]
        src = r.choice(["Gatherer", "WotC", "MTGJSON"])
        head = [Sh["card"], self.Cw["ruling"], self.Cw["date"], Sh["source"], Sh["reviewed"], Sh["confidence"]]
        rows_ = [[name, it.text, it.shown, src, rv, cf] for it, rv, cf in zip(items, rev, conf, strict=True)]
        exam = self.own(page, self.day(10, 150), self._rform if r.random() < 0.5 else None)
        top = [Sh["sheet"], "", "", self.W["due"], exam, ""]
        self._cs(page, *head, src, Sh["sheet"], self.W["due"])
        if not self.html:
            if r.random() < 0.5:
                q = lambda s: f'"{s}"' if any(ch in s for ch in ',"\n') else s  # noqa: E731
                lines = [",".join(q(x.replace('"', '""')) for x in row) for row in [top, head] + rows_]
                page.__dict__.setdefault("styles", []).append("sheet/csv")
            else:
                lines = ["\t".join(row) for row in [top, head] + rows_]
                page.__dict__.setdefault("styles", []).append("sheet/tsv")
            self.file(page, "\r\n".join(lines))
            return
        page.__dict__.setdefault("styles", []).append("sheet/waffle")
        cols = "ABCDEF"
        thead = E("thead", E("tr", E("th", cls="row-header freezebar-origin-ltr"),
                             *[E("th", X(cols[k]), id=f"0C{k}", style=f"width:{[160, 520, 90, 90, 90, 70][k]}px;", cls="column-headers-background") for k in range(6)]))
        trs = []
        for n, row in enumerate([top, head] + rows_):
            cells = []
            for k, v in enumerate(row):
                v = T(v) if k == 0 and n > 1 else R(v) if k == 1 and n > 1 else D(v) if k == 2 and n > 1 else v
                cells.append(E("td", v, cls=f"s{0 if n < 2 else k % 3 + 1}", dir="ltr"))
            trs.append(E("tr", E("th", E("div", X(str(n + 1)), cls="row-header-wrapper", style="line-height: 20px"), id=f"0R{n}", style="height: 20px;",
                                 cls="row-headers-background"), *cells, style="height: 20px"))
        body = E("div", E("table", thead, E("tbody", *trs), cls="waffle", cellspacing="0", cellpadding="0"), cls="ritz grid-container", dir="ltr")
        before = ('<meta http-equiv="Content-Type" content="text/html; charset=utf-8"><link type="text/css" rel="stylesheet" href="resources/sheet.css" >'
                  '<style type="text/css">.ritz .waffle a { color: inherit; }.ritz .waffle .s0{border-bottom:1px SOLID #000000;background-color:#ffffff;'
                  'text-align:left;font-weight:bold;}.ritz .waffle .s1{background-color:#ffffff;text-align:left;}.ritz .waffle .s2{text-align:right;}</style>')
        self.emit(page, body, fragment=True, before=before)

    def enml(self, page: Page, card: CardData, name: T, items: list[Item], tr) -> str:
        """A note's ENML body (Evernote's XHTML): the card's name, Oracle text, printed text, the rulings, a to-do."""
        W = self.W
        out = [f"<div><b>{xe(name)}</b></div>"] + [f"<div>{xe(x)}</div>" for x in self.md_oracle(card)]
        if tr:
            out += [f"<div><br/></div><div><i>{xe(self.c(page, W['printed']))}:</i> {xe(tr[0])}</div>"] + [f"<div>{xe(x)}</div>" for x in tr[1].split("\n") if x.strip()]
        out.append(f"<div><br/></div><h3>{xe(self.c(page, self.U['rulings']))}</h3><ul>")
        out += [f"<li><div><b>{xe(it.shown)}</b> — {xe(it.text)}</div></li>" for it in items]
        out.append(f"</ul><div><en-todo checked=\"false\"/>{xe(self.c(page, W['todo']))}</div>")
        return "".join(out)

    def layout_enex(self, page, card):
        """An Evernote note exported as ENEX (``en-export`` with its export date, the note's created and updated stamps, tags,
        author and source URL, the ENML content in CDATA), or Evernote's HTML export of it (the metadata table with the
        Created, Updated, Author, Tags and Source rows in the app's language, then the note)."""
        r, W = self.rng, self.W
        name = self.title(page, card)
        items = self.items(page, card, f"an Evernote note ({self.lang})")
        tr = self.tr(page, card) if r.random() < 0.55 else None
        created, updated, exported = self.ago_t(60, 400), self.ago_t(2, 50), self._now
        author = r.choice(PEOPLE)
        tags = ["MTG", self.c(page, self.U["rulings"]), r.choice(["Judge", "Study", "Commander"])]
        url = f"https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid={r.randint(100000, 600000)}"
        if not self.html:
            page.__dict__.setdefault("styles", []).append("enex/cdata")
            ex, c, u = self.stamp(page, exported, "enex"), self.stamp(page, created, "enex"), self.stamp(page, updated, "enex")
            note = self.enml(page, card, name, items, tr)
            text = (f'<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export4.dtd">\n'
                    f'<en-export export-date="{ex}" application="Evernote" version="10.{r.randint(60, 120)}.{r.randint(1, 9)}">\n  <note>\n'
                    f'    <title>{xe(name)}</title>\n    <created>{c}</created>\n    <updated>{u}</updated>\n'
                    + "".join(f"    <tag>{xe(t)}</tag>\n" for t in tags)
                    + f'    <note-attributes>\n      <author>{author}</author>\n      <source>web.clip7</source>\n      <source-url>{xe(url)}</source-url>\n'
                    f'    </note-attributes>\n    <content>\n      <![CDATA[<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
                    f'<!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd">\n<en-note>{note}</en-note>      ]]>\n    </content>\n  </note>\n</en-export>')
            self.file(page, text, *tags[:1], author)
            return
        page.__dict__.setdefault("styles", []).append("enex/html")
        c = self.own(page, created.date()) + " " + self.clock(created)
        u = self.maybe_same(page, updated.date()) + " " + self.clock(updated)
        row = lambda k, *v: E("tr", E("td", E("b", f"{k}:")), E("td", E("i", *v)))  # noqa: E731
        meta_t = E("table", row(W["created"], c), row(W["modified"], u), row(W["author"], author), row(W["tags"], ", ".join(tags)),
                   E("tr", E("td", E("b", f"{W['source']}:")), E("td", E("a", E("i", X(url)), href=url))), bgcolor="#D4DDE5", border="0")
        kids = [E("div", E("b", name))] + [E("div", x) for x in self.tree_oracle(card, "span")]
        if tr:
            kids += [E("div", E("i", W["printed"], ":"), " ", tr[0])] + [E("div", T(x)) for x in tr[1].split("\n") if x.strip()]
        kids += [E("h3", self.U["rulings"]), E("ul", *[E("li", E("div", E("b", it.shown), " — ", it.text)) for it in items]),
                 E("div", E("input", type="checkbox"), W["todo"])]
        body = E("body", meta_t, E("hr"), E("div", *kids))
        st = self.stamp(page, created, "space")
        meta = ['<meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>',
                f'<meta name="exporter-version" content="Evernote Windows/{r.randint(300000, 310000)} ({self.html_lang()}); Windows/10.0.19045 (Win64);"/>',
                f'<meta name="author" content="{author}"/>', f'<meta name="created" content="{st} +0000"/>', '<meta name="source" content="web.clip7"/>']
        self.emit(page, body, str(name), meta=meta, doctype='<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
                  '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n', attrs=' xmlns="http://www.w3.org/1999/xhtml"')

    ONE_WD = {k: v.split("|") for k, v in {
        "en": "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday", "de": "Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag",
        "fr": "lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche", "es": "lunes|martes|miércoles|jueves|viernes|sábado|domingo",
        "ja": "月曜日|火曜日|水曜日|木曜日|金曜日|土曜日|日曜日", "it": "lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica",
    }.items()}

    def layout_onenote(self, page, card):
        """A OneNote page as the Microsoft Graph API gives its content (``data-absolute-enabled``, outlines as absolutely
        positioned divs with ``div:{guid}{n}`` ids, the created stamp in a meta element, the rulings in a table or a list,
        a to-do tag), or the page copied from OneNote (its title, the day and time under it, the outline)."""
        r, W = self.rng, self.W
        name = self.title(page, card)
        items = self.items(page, card, f"a OneNote page ({self.lang})")
        style = r.choice(["table", "list"])
        page.__dict__.setdefault("styles", []).append(f"onenote/{style}")
        created = self.ago_t(20, 300)
        wd = self.ONE_WD[self.lang][created.weekday()]
        line = self.own(page, created.date(), None, f"{wd}, {{}}" if self.lang not in ("ja",) else f"{{}} {wd}") + "   " + self.clock(created)
        gid = "{" + self.uuid() + "}"
        if style == "table":
            rl = E("table", E("tr", E("td", E("p", E("b", self.Cw["date"]))), E("td", E("p", E("b", self.Cw["ruling"])))),
                   *[E("tr", E("td", E("p", it.shown)), E("td", E("p", it.text))) for it in items], id=f"table:{gid}{{{r.randint(40, 60)}}}",
                   style="border:1px solid;border-collapse:collapse")
        else:
            rl = E("ul", *[E("li", it.shown, ": ", it.text) for it in items])
        outline = E("div", *[E("p", *x.kids, style="margin-top:0pt;margin-bottom:0pt") for x in self.tree_oracle(card)],
                    E("h2", self.U["rulings"], style="font-size:14pt;color:#2e75b5;margin-top:0pt;margin-bottom:0pt"), rl,
                    E("p", self.remark(), data__tag="to-do", style="margin-top:5.5pt;margin-bottom:5.5pt"),
                    E("p", self.user_line(page), style="margin-top:0pt;margin-bottom:0pt;color:#767676"),
                    id=f"div:{gid}{{1}}", data__id="_default", style="position:absolute;left:48px;top:115px;width:624px")
        if not self.html:
            text_body = E("body", E("h1", name), E("p", line), outline)
            self._c(page, line)
            self.emit(page, text_body, text_body=text_body)
            return
        cstamp = self.shown(page, created.date(), f"{created:%Y-%m-%dT%H:%M:%S}.0000000")
        self._c(page, line)
        body = E("body", E("div", E("p", line, style="font-size:10pt;color:#767676;margin-top:0pt;margin-bottom:0pt"), id=f"div:{gid}{{2}}",
                           style="position:absolute;left:48px;top:80px;width:360px"), outline,
                 data__absolute__enabled="true", style="font-family:Calibri;font-size:11pt")
        self.emit(page, body, str(name), doctype="", meta=['<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />',
                                                           f'<meta name="created" content="{cstamp}" />'])

    KEEP = {"en": "Note archived", "de": "Notiz archiviert", "pt": "Nota arquivada", "it": "Nota archiviata", "ko": "보관처리된 메모", "ru": "Заметка в архиве"}

    def layout_keep(self, page, card):
        """A Google Keep note from Takeout: its HTML (the heading with the note's edit time in the account's locale, the
        title, the content with ``<br>``s or a checklist, the label chips), or its JSON (``textContent`` or
        ``listContent``, ``userEditedTimestampUsec`` and ``createdTimestampUsec`` in microseconds, labels)."""
        r, W = self.rng, self.W
        name = self.title(page, card)
        items = self.items(page, card, f"a Keep note ({self.lang})")
        check = r.random() < 0.4
        page.__dict__.setdefault("styles", []).append(f"keep/{'list' if check else 'text'}")
        tr = self.tr(page, card) if r.random() < 0.55 else None
        edited, created = self.ago_t(1, 60), self.ago_t(61, 500)
        labels = ["MTG", r.choice(["Judge", "Regeln" if self.lang == "de" else "Rules", "FNM"])]
        lines = [f"{it.shown} – {it.text}" for it in items]
        if not self.html:
            extra = [tr[0]] + [x for x in tr[1].split("\n") if x.strip()] if tr else []
            data = {"color": r.choice(["DEFAULT", "YELLOW", "TEAL"]), "isTrashed": False, "isPinned": r.random() < 0.3, "isArchived": False}
            if check:
                data["listContent"] = [{"textHtml": xe(ln), "text": ln, "isChecked": r.random() < 0.3} for ln in lines]
                if extra:
                    data["textContent"] = "\n".join(extra)
            else:
                data["textContent"] = "\n".join([f"{self.U['rulings']}:"] + lines + ([""] + extra if extra else []))
                data["textContentHtml"] = "".join(f'<p dir="ltr" style="line-height:1.38;margin-top:0.0pt;margin-bottom:0.0pt;"><span>{xe(x)}</span></p>'
                                                  for x in [f"{self.U['rulings']}:"] + lines)
            data["title"] = str(name)
            data["userEditedTimestampUsec"] = int(self.stamp(page, edited, "ms")) * 1000
            page.__dict__["own_dates"][-1] = (str(data["userEditedTimestampUsec"]), edited.date().isoformat())
            data["createdTimestampUsec"] = epoch_ms(created) * 1000
            self.shown(page, created.date(), str(data["createdTimestampUsec"]))
            data["labels"] = [{"name": x} for x in labels]
            self._cs(page, *labels, '"isTrashed": false', "userEditedTimestampUsec")
            self.file(page, json.dumps(data, ensure_ascii=False))
            return
        when = self.own(page, edited.date()) + ", " + self.clock(edited) + f":{edited.second:02d}"
        if check:
            content = E("div", E("ul", *[E("li", E("span", "☐" if r.random() < 0.7 else "☑", cls="bullet"), E("span", D(it.shown), " – ", it.text, cls="text"),
                                            cls="listitem") for it in items], cls="list"), cls="content")
        else:
            kids: list = [f"{self.U['rulings']}:", E("br")]
            for it in items:
                kids += [it.shown, " – ", it.text, E("br")]
            if tr:
                kids += [E("br"), tr[0], E("br")] + [x for ln in tr[1].split("\n") if ln.strip() for x in (T(ln), E("br"))]
            kids += [E("br"), self.user_line(page)]
            content = E("div", *kids, cls="content")
        if check:
            content.add(E("div", self.user_line(page)))
        if check and tr:
            content.add(E("div", tr[0], E("br"), *[x for ln in tr[1].split("\n") if ln.strip() for x in (T(ln), E("br"))]))
        note = E("div", E("div", E("div", E("span", cls="archived", title=self.KEEP[self.lang]), cls="meta-icons"), when, cls="heading"),
                 E("div", name, cls="title"), content,
                 E("div", *[E("span", E("span", x, cls="label-name"), cls="chip label") for x in labels], cls="chips"), cls="note DEFAULT")
        self._c(page, when)
        self.emit(page, E("body", note), str(name), doctype="", meta=['<meta http-equiv="Content-Type" content="text/html; charset=utf-8">'],
                  head=['<style type="text/css">body { margin: 0; background-color: #eee; } .note { font-family: \'Roboto\', sans-serif; }</style>'])

    def layout_joplin(self, page, card):
        """A Joplin note exported as "Markdown + Front Matter" (``title``, ``updated``, ``created`` in UTC, ``tags``, the
        Markdown body with the rulings in a table or a list), or as Joplin's HTML export (``exported-note``, the title,
        ``rendered-md``)."""
        r, W = self.rng, self.W
        name = self.title(page, card)
        style = r.choice(["table", "list"])
        items = self.items(page, card, f"a Joplin note ({style}, {self.lang})")
        page.__dict__.setdefault("styles", []).append(f"joplin/{style}")
        created, updated = self.ago_t(60, 400), self.ago_t(1, 50)
        tags = ["mtg", "rulings"] + ([r.choice(["judge", "l2"])] if r.random() < 0.5 else [])
        if not self.html:
            c = self.shown(page, created.date(), f"{created:%Y-%m-%d %H:%M:%S}Z")
            u = self.shown(page, updated.date(), f"{updated:%Y-%m-%d %H:%M:%S}Z")
            lines = ["---", f"title: {name}", f"updated: {u}", f"created: {c}", "tags:"] + [f"  - {t}" for t in tags] + ["---", "", f"# {name}", ""]
            lines += self.md_oracle(card) + ["", f"## {self.c(page, self.U['rulings'])}", ""]
            if style == "table":
                lines += [f"| {self.c(page, self.Cw['date'])} | {self.c(page, self.Cw['ruling'])} |", "|---|---|"] + [f"| {it.shown} | {it.text} |" for it in items]
            else:
                lines += [f"* **{it.shown}**: {it.text}" for it in items]
            lines += ["", f"- [ ] {self.c(page, W['todo'])}", "", f"*{self.c(page, W['modified'])}: {self.maybe_same(page, updated.date())}*"]
            self._cs(page, "updated:", "created:", "tags:")
            self.file(page, "\n".join(lines))
            return
        if style == "table":
            rl = E("table", E("thead", E("tr", E("th", self.Cw["date"]), E("th", self.Cw["ruling"]))), E("tbody", *[E("tr", E("td", it.shown), E("td", it.text)) for it in items]))
        else:
            rl = E("ul", *[E("li", E("strong", it.shown), ": ", it.text) for it in items])
        md = E("div", E("h1", name, id=slug(card.name)), *self.tree_oracle(card), E("h2", self.U["rulings"]), rl,
               E("ul", E("li", E("input", type="checkbox", disabled=True), " ", W["todo"], cls="md-checkbox joplin-checkbox"), cls="joplin-checklist"),
               E("p", E("em", W["modified"], ": ", self.maybe_same(page, updated.date()))), E("p", E("em", W["created"], ": ", self.own(page, created.date()))),
               id="rendered-md")
        body = E("body", E("div", E("div", name, cls="exported-note-title"), md, cls="exported-note"))
        self.emit(page, body, str(name), head=['<style>body { font-size: 13px; } .exported-note-title { font-size: 2em; font-weight: bold; }</style>'])

    ORG = rows("toc author date created", {
        "en": "Table of Contents|Author|Date|Created", "de": "Inhaltsverzeichnis|Autor|Datum|Erstellt",
        "fr": "Table des matières|Auteur|Date|Créé le", "ja": "目次|著者|日付|作成日", "ru": "Содержание|Автор|Дата|Создан",
        "es": "Índice|Autor|Fecha|Creado",
    })

    def layout_org(self, page, card):
        """An Org file (``#+TITLE:``, ``#+DATE:``, ``#+FILETAGS:``, a property drawer with the card's set and a CREATED
        timestamp, the rulings as headings led by their inactive timestamp, as headings with a RULING_DATE property, or as a
        description list, a TODO with ``SCHEDULED:``), or its ox-html export (the outline containers, section numbers,
        ``timestamp`` spans, the postamble's Date, Author and Created)."""
        r = self.rng
        O = self.ORG[self.lang]
        name = self.title(page, card)
        style = r.choice(["heading", "drawer", "dlist"])
        items = self.items(page, card, f"an Org file ({style}, {self.lang})", [f"{self.lang}:org"])
        page.__dict__.setdefault("styles", []).append(f"org/{style}")
        author = r.choice(PEOPLE)
        created, made = self.ago_t(30, 300), self.ago_t(0, 3)
        dd = self.day(-300, -30)
        date_s = self.shown(page, dd, f"<{dd.isoformat()} {ORG_WD[self.lang][dd.weekday()]}>")
        sch = self.day(2, 30)
        sch_s = self.shown(page, sch, f"<{sch.isoformat()} {ORG_WD[self.lang][sch.weekday()]}>")
        if not self.html:
            cr = self.shown(page, created.date(), f"[{created.date().isoformat()} {ORG_WD[self.lang][created.weekday()]} {created:%H:%M}]")
            lines = [f"#+TITLE: {name}", f"#+AUTHOR: {author}", f"#+DATE: {date_s}", "#+FILETAGS: :mtg:rulings:", f"#+LANGUAGE: {self.lang}",
                     "#+STARTUP: overview", "", "* Oracle", "  :PROPERTIES:", f"  :SET:      {card.set_code}", f"  :NUMBER:   {card.number}",
                     f"  :CREATED:  {cr}", "  :END:"] + [f"  {x}" for x in self.md_oracle(card)]
            lines.append(f"* {self.c(page, self.U['rulings'])}")
            for k, it in enumerate(items, 1):
                if style == "heading":
                    lines.append(f"** {it.shown} {it.text}")
                elif style == "drawer":
                    lines += [f"** {self.c(page, self.Cw['ruling'])} {k}", "   :PROPERTIES:", f"   :RULING_DATE: {it.shown}", "   :END:", f"   {it.text}"]
                else:
                    lines.append(f"- {it.shown} :: {it.text}")
            lines += [f"* TODO {self.c(page, self.W['todo'])}", f"  SCHEDULED: {sch_s}"]
            self._cs(page, "#+TITLE:", "#+AUTHOR:", "#+FILETAGS: :mtg:rulings:", "#+STARTUP: overview", ":PROPERTIES:", ":END:", author)
            self.file(page, "\n".join(lines))
            return
        ts = lambda s: E("span", E("span", s, cls="timestamp"), cls="timestamp-wrapper")  # noqa: E731
        oid = lambda: f"org{hex_digits(r, 7)}"  # noqa: E731
        ids = [oid(), oid(), oid()]
        if style == "dlist":
            rl = [E("dl", *[x for it in items for x in (E("dt", ts(it.shown)), E("dd", it.text))], cls="org-dl")]
        else:
            rl = []
            for k, it in enumerate(items, 1):
                hid = oid()
                head = [ts(it.shown), " ", it.text] if style == "heading" else [f"{self.Cw['ruling']} {k}"]
                kids = [E("h3", E("span", f"2.{k}.", cls=f"section-number-3"), " ", *head, id=hid)]
                if style == "drawer":
                    kids.append(E("div", E("p", "RULING_DATE: ", ts(it.shown)), E("p", it.text), cls="outline-text-3", id=f"text-2-{k}"))
                rl.append(E("div", *kids, id=f"outline-container-{hid}", cls="outline-3"))
        toc = E("div", E("h2", O["toc"]), E("div", E("ul", E("li", E("a", "1. Oracle", href=f"#{ids[0]}")), E("li", E("a", f"2. {self.U['rulings']}", href=f"#{ids[1]}")),
                                                       E("li", E("a", f"3. TODO {self.W['todo']}", href=f"#{ids[2]}"))), id="text-table-of-contents", role="doc-toc"),
                id="table-of-contents", role="doc-toc")
        content = E("div", E("h1", name, cls="title"), toc,
                    E("div", E("h2", E("span", "1.", cls="section-number-2"), " Oracle", id=ids[0]), E("div", *self.tree_oracle(card), cls="outline-text-2", id="text-1"),
                      id=f"outline-container-{ids[0]}", cls="outline-2"),
                    E("div", E("h2", E("span", "2.", cls="section-number-2"), " ", self.U["rulings"], id=ids[1]), *rl, id=f"outline-container-{ids[1]}", cls="outline-2"),
                    E("div", E("h2", E("span", "3.", cls="section-number-2"), " ", E("span", "TODO", cls="todo TODO"), " ", self.W["todo"], id=ids[2]),
                      E("p", E("span", "SCHEDULED:", cls="timestamp-kwd"), " ", ts(sch_s), cls="scheduled"), id=f"outline-container-{ids[2]}", cls="outline-2"),
                    id="content", cls="content")
        post = E("div", E("p", f"{O['date']}: ", date_s, cls="date"), E("p", f"{O['author']}: {author}", cls="author"),
                 E("p", f"{O['created']}: ", self.shown(page, made.date(), f"{made.date().isoformat()} {ORG_WD[self.lang][made.weekday()]} {made:%H:%M}"), cls="date"),
                 E("p", E("a", "Validate", href="https://validator.w3.org/check?uri=referer"), cls="validation"), id="postamble", cls="status")
        self.emit(page, E("body", content, post), str(name), attrs=f' xmlns="http://www.w3.org/1999/xhtml" xml:lang="{self.lang}"',
                  meta=[f"<!-- {made.date().isoformat()} {ORG_WD[self.lang][made.weekday()]} {made:%H:%M} -->",
                        '<meta http-equiv="Content-Type" content="text/html;charset=utf-8" />', f'<meta name="author" content="{author}" />',
                        '<meta name="generator" content="Org Mode" />'])

    def tw_stamp(self, page: Page, t: dt.datetime) -> str:
        """TiddlyWiki's subtitle stamp ("1st March 2026 at 6:40pm"; the translated editions' own), recorded."""
        if self.lang == "en":
            s = f"{ordinal(t.day)} {DAY_MONTHS['en'][t.month - 1]} {t.year} at {(t.hour - 1) % 12 + 1}:{t.minute:02d}{'pm' if t.hour >= 12 else 'am'}"
            return self.shown(page, t.date(), s)
        joiner = {"de": " um ", "fr": " à ", "zhs": " ", "ja": " "}[self.lang]
        return self.own(page, t.date(), None, "{}" + joiner + f"{t:%H:%M}")

    def layout_tiddlywiki(self, page, card):
        """A TiddlyWiki tiddler: its .tid file (``created:``/``modified:`` in TiddlyWiki's 17-digit UTC stamps, creator,
        tags with ``[[…]]``, title, type, then WikiText: ``!!`` headings, a table with ``|!`` header cells, or a list with
        ``''bold''`` dates), or the tiddler as the wiki renders it (the tiddler frame, its subtitle with the modifier and
        the day, tag pills, the body)."""
        r, W = self.rng, self.W
        name = self.title(page, card)
        style = r.choice(["table", "list"])
        items = self.items(page, card, f"a TiddlyWiki tiddler ({style}, {self.lang})")
        page.__dict__.setdefault("styles", []).append(f"tiddly/{style}")
        who = r.choice(["LenaVogt", "AikoT", "WeiChen", "ChloeM"])
        created, modified = self.ago_t(40, 400), self.ago_t(1, 39)
        tags = ["MTG", "Rulings", "Judge study"]
        if not self.html:
            c, m = self.stamp(page, created, "tid"), self.stamp(page, modified, "tid")
            lines = [f"created: {c}", f"creator: {who}", f"modified: {m}", f"modifier: {who}", "tags: MTG Rulings [[Judge study]]", f"title: {name}",
                     "type: text/vnd.tiddlywiki", "", "!! Oracle", ""] + [x.replace("**", "''") for x in self.md_oracle(card)]
            lines += ["", f"!! {self.c(page, self.U['rulings'])}", ""]
            if style == "table":
                lines += [f"|!{self.c(page, self.Cw['date'])} |!{self.c(page, self.Cw['ruling'])} |"] + [f"|{it.shown} |{it.text} |" for it in items]
            else:
                lines += [f"* ''{it.shown}'' — {it.text}" for it in items]
            lines += ["", f"<<tag-pill Rulings>> {self.c(page, W['todo'])}"]
            self._cs(page, "created:", "creator:", "modified:", "modifier:", "tags: MTG Rulings [[Judge study]]", "type: text/vnd.tiddlywiki", who)
            self.file(page, "\n".join(lines))
            return
        if style == "table":
            rl = E("table", E("tbody", E("tr", E("th", self.Cw["date"]), E("th", self.Cw["ruling"]), cls="evenRow"),
                              *[E("tr", E("td", it.shown), E("td", it.text), cls="oddRow" if k % 2 == 0 else "evenRow") for k, it in enumerate(items)]))
        else:
            rl = E("ul", *[E("li", E("strong", it.shown), " — ", it.text) for it in items])
        frame = E("div", E("div", E("div", E("span", *[E("button", E("svg", cls="tc-image-button"), cls="tc-btn-invisible", title=t) for t in ("more", "edit", "close")],
                                              cls="tc-tiddler-controls"), E("h2", name, cls="tc-title"), cls="tc-titlebar"), cls="tc-tiddler-title"),
                  E("div", E("a", who, href=f"#{who}", cls="tc-tiddlylink tc-tiddlylink-missing"), " ", self.tw_stamp(page, modified), cls="tc-subtitle"),
                  E("div", *[E("span", E("span", t, cls="tc-tag-label tc-btn-invisible", style="background-color:#ec6;"), cls="tc-tag-list-item") for t in tags],
                    cls="tc-tags-wrapper"),
                  E("div", E("h2", "Oracle"), *self.tree_oracle(card), E("h2", self.U["rulings"]), rl, E("p", W["todo"]),
                    E("p", E("em", self.user_line(page, "created", -400, -41))), cls="tc-tiddler-body tc-reveal"),
                  cls="tc-tiddler-frame tc-tiddler-view-frame tc-tiddler-exists tc-tagged-MTG", data__tiddler__title=str(name), role="article")
        body = E("body", E("section", E("div", frame, cls="tc-story-river"), cls="tc-story-river-wrapper"), E("p", "TiddlyWiki 5.3.3", cls="tc-version"), cls="tc-body")
        self.emit(page, body, f"{name} — {self.S['tool']}", meta=['<meta http-equiv="Content-Type" content="text/html;charset=utf-8" />',
                                                                  '<meta name="generator" content="TiddlyWiki" />'])

    def layout_roam(self, page, card):
        """A Roam Research page: its JSON export (``title``, nested ``children`` with ``string``, ``uid``, ``create-time``
        and ``edit-time`` in epoch milliseconds, the rulings as blocks led by their daily-page link "[[March 19th, 2021]]"
        or the user's own day), or the page as Roam shows it (``rm-block`` containers, ``rm-page-ref`` links, Linked and
        Unlinked References)."""
        r = self.rng
        name = self.title(page, card)
        kinds = ["en:roam"] if self.lang == "en" or r.random() < 0.5 else None
        items = self.items(page, card, f"a Roam page ({self.lang})", kinds)
        linked = kinds is not None
        page.__dict__.setdefault("styles", []).append(f"roam/{'daily-link' if linked else 'plain'}")
        created, edited = self.ago_t(30, 400), self.ago_t(1, 29)
        email = f"{r.choice(HANDLES).replace('-', '.')}@example.com"
        rtext = lambda it: f"[[{it.shown}]] {it.text}" if linked else f"{it.shown} — {it.text}"  # noqa: E731
        if not self.html:
            ct, et = epoch_ms(created), epoch_ms(edited)
            self.shown(page, created.date(), str(ct))
            self.shown(page, edited.date(), str(et))
            blk = lambda s, kids=None: {**{"string": s, "uid": hex_digits(r, 9), "create-time": ct + r.randint(1000, 90000), "edit-time": et, "create-email": email},  # noqa: E731
                                        **({"children": kids} if kids else {})}
            data = [{"title": str(name), "children": [blk("Oracle", [blk(x) for x in self.md_oracle(card)]),
                                                      blk(self.U["rulings"], [blk(rtext(it)) for it in items]),
                                                      blk(f"{{{{[[TODO]]}}}} {self.W['todo']} #judge")],
                     "create-time": ct, "edit-time": et, "edit-email": email, "create-email": email}]
            self._cs(page, self.U["rulings"], self.W["todo"], email)
            self.file(page, json.dumps(data, ensure_ascii=False))
            return
        ref = lambda s: E("span", E("span", "[[", cls="rm-page-ref__brackets"), E("span", s, data__link__title=str(s), cls="rm-page-ref rm-page-ref--link"),  # noqa: E731
                          E("span", "]]", cls="rm-page-ref__brackets"))
        blk = lambda *kids, children=None: E("div", E("div", E("div", E("span", E("span", cls="rm-bullet__inner"), cls="rm-bullet"), cls="controls rm-block__controls"),  # noqa: E731
                                                      E("div", E("span", *kids), id=f"block-input-{hex_digits(r, 9)}", cls="rm-block__input roam-block"), cls="rm-block-main"),
                                                E("div", *(children or []), cls="rm-block-children rm-block__children") if children else None,
                                                cls="roam-block-container rm-block rm-block--open")
        rl = [blk(ref(it.shown), " ", it.text) if linked else blk(it.shown, " — ", it.text) for it in items]
        art = E("div", E("h1", E("span", name), cls="rm-title-display"),
                E("div", blk("Oracle", children=[blk(*x.kids) for x in self.tree_oracle(card)]), blk(self.U["rulings"], children=rl),
                  blk(E("span", "TODO", cls="bp3-button bp3-small rm-checkbox"), " ", self.W["todo"]), cls="rm-block-children"),
                E("div", E("div", "2 Linked References", cls="rm-reference-main"),
                  E("div", E("div", ref(self.own(page, created.date(), "en:roam" if self.lang == "en" else None)), cls="rm-ref-page-view-title"),
                    *[E("div", ref(o)) for o in self.others(card, 2)]),
                  E("div", "Unlinked References", cls="rm-reference-main"), cls="rm-reference-container"), cls="roam-article")
        own_edit = self.own(page, edited.date(), "en:roam" if self.lang == "en" else None)
        body = E("body", E("div", E("div", E("div", "Daily Notes", cls="log-button"), E("div", "Graph Overview", cls="log-button"),
                                    E("div", "All Pages", cls="log-button"), E("div", E("span", "Shortcuts"), E("div", ref(own_edit)), cls="starred-pages"),
                                    cls="roam-sidebar-content"), cls="roam-sidebar-container"), E("div", art, cls="roam-main"), cls="roam-app")
        self.emit(page, body, f"{name} | Roam Research")

    def layout_hackmd(self, page, card):
        """A HackMD note: its Markdown (a YAML header with title, tags, description and lang, ``:::info`` and ``:::warning``
        blocks, the rulings in a table, the ``###### tags:`` line), or its published view (``markdown-body``, ``alert``
        boxes, anchors, the info bar with the last change's author and time and ``data-createtime``)."""
        r, W = self.rng, self.W
        name = self.title(page, card)
        items = self.items(page, card, f"a HackMD note ({self.lang})")
        created, changed = self.ago_t(50, 400), self.ago_t(1, 49)
        who = r.choice(HANDLES)
        lang = {"en": "en-US", "ja": "ja-jp", "zht": "zh-tw", "ko": "ko-kr", "de": "de-de"}[self.lang]
        if not self.html:
            lines = ["---", f"title: {name}", "tags: mtg, judge, rulings", f"description: {self.c(page, self.U['rulings'])} · {card.set_code}", f"lang: {lang}",
                     "robots: noindex, nofollow", "---", "", f"# {name}", "", ":::info"] + self.md_oracle(card) + [":::", "",
                     f"## {self.U['rulings']}", "", f"| {self.c(page, self.Cw['date'])} | {self.c(page, self.Cw['ruling'])} |", "| -------- | -------- |"]
            lines += [f"| {it.shown} | {it.text} |" for it in items]
            lines += ["", ":::warning", self.c(page, self.remark()), self.c(page, self.user_line(page, "created", -400, -50)), ":::", "",
                      f"> {self.c(page, W['modified'])}: {self.maybe_same(page, changed.date())} · @{who}", "", "###### tags: `mtg` `rulings`"]
            self._cs(page, "tags: mtg, judge, rulings", "robots: noindex, nofollow", ":::info", ":::warning")
            self.file(page, "\n".join(lines))
            return
        anchor = lambda s, tag="h1": E(tag, E("a", E("i", cls="fa fa-link"), href=f"#{slug(str(s))}", cls="anchor hidden-xs"), E("span", s), id=slug(str(s)))  # noqa: E731
        doc = E("div", anchor(name), E("div", *self.tree_oracle(card), cls="alert alert-info"), anchor(self.U["rulings"], "h2"),
                E("table", E("thead", E("tr", E("th", self.Cw["date"]), E("th", self.Cw["ruling"]))), E("tbody", *[E("tr", E("td", it.shown), E("td", it.text)) for it in items])),
                E("div", E("p", self.remark()), cls="alert alert-warning"), E("h6", "tags: ", E("code", "mtg"), " ", E("code", "rulings"), id="tags-mtg-rulings"),
                id="doc", cls="markdown-body container-fluid comment-enabled", lang=lang)
        cms, ums = epoch_ms(created), epoch_ms(changed)
        self.shown(page, created.date(), str(cms))
        info = E("div", E("small", E("span", E("span", who, cls="ui-lastchangeuser"), " ", E("span", "changed", cls="text-uppercase ui-status-lastchange"), " ",
                                     E("span", self.maybe_same(page, changed.date()), cls="ui-lastchange text-uppercase", data__createtime=str(cms), data__updatetime=str(ums)))),
                 cls="ui-infobar container-fluid unselectable hidden-print")
        body = E("body", E("div", info, doc, cls="ui-content"), E("div", "Published on HackMD", cls="ui-published-note"))
        self.emit(page, body, f"{name} - HackMD", meta=['<meta charset="utf-8">', f'<meta name="description" content="{self.U["rulings"]}">'])

    ANKI = rows("added first latest due interval ease reviews lapses avg total ctype ntype deck cid nid date kind rating time learn review days "
                "show again hard good easy question", {
        "en": "Added|First Review|Latest Review|Due|Interval|Ease|Reviews|Lapses|Average Time|Total Time|Card Type|Note Type|Deck|Card ID|Note ID|"
              "Date|Type|Rating|Time|Learn|Review|{n} days|Show Answer|Again|Hard|Good|Easy|What are the official rulings?",
        "de": "Hinzugefügt|Erste Wiederholung|Letzte Wiederholung|Fällig|Intervall|Schwierigkeit|Wiederholungen|Fehler|Durchschnittliche Zeit|"
              "Gesamtzeit|Kartentyp|Notiztyp|Stapel|Karten-ID|Notiz-ID|Datum|Typ|Bewertung|Zeit|Lernen|Wiederholen|{n} Tage|Antwort zeigen|"
              "Nochmal|Schwer|Gut|Einfach|Welche offiziellen Regelhinweise gibt es?",
        "fr": "Ajoutée|Première révision|Dernière révision|Échéance|Intervalle|Facilité|Révisions|Oublis|Temps moyen|Temps total|Type de carte|"
              "Type de note|Paquet|ID de la carte|ID de la note|Date|Type|Évaluation|Temps|Apprentissage|Révision|{n} jours|Afficher la réponse|"
              "À revoir|Difficile|Correct|Facile|Quelles sont les précisions officielles ?",
        "ja": "追加日|最初の復習|最新の復習|期日|間隔|易しさ|復習回数|忘却回数|平均時間|合計時間|カードの種類|ノートタイプ|デッキ|カードID|ノートID|"
              "日付|種類|評価|時間|学習|復習|{n}日|解答を表示|もう一度|難しい|正解|簡単|公式裁定は？",
        "es": "Añadida|Primer repaso|Último repaso|Vence|Intervalo|Facilidad|Repasos|Fallos|Tiempo promedio|Tiempo total|Tipo de tarjeta|"
              "Tipo de nota|Mazo|ID de tarjeta|ID de nota|Fecha|Tipo|Valoración|Tiempo|Aprender|Repasar|{n} días|Mostrar respuesta|"
              "Otra vez|Difícil|Bien|Fácil|¿Cuáles son las resoluciones oficiales?",
        "pt": "Adicionado|Primeira revisão|Última revisão|Vencimento|Intervalo|Facilidade|Revisões|Lapsos|Tempo médio|Tempo total|Tipo de cartão|"
              "Tipo de nota|Baralho|ID do cartão|ID da nota|Data|Tipo|Avaliação|Tempo|Aprender|Revisar|{n} dias|Mostrar resposta|"
              "De novo|Difícil|Bom|Fácil|Quais são as decisões oficiais?",
        "ko": "추가됨|첫 복습|마지막 복습|기한|간격|쉬움 정도|복습 횟수|실패 횟수|평균 시간|총 시간|카드 유형|노트 유형|덱|카드 ID|노트 ID|"
              "날짜|유형|평가|시간|학습|복습|{n}일|정답 보기|다시|어려움|알맞음|쉬움|공식 판정은?",
    })

    def layout_anki(self, page, card):
        """An Anki deck's "Notes in Plain Text" export (``#separator:tab``, ``#html:true``, the guid, notetype, deck and
        tags columns; a note per card with the rulings as an HTML list in its back field, or a note per ruling with its day
        on the front), or Anki's Card Info window (the card's preview, then Added, First and Latest Review, Due,
        Interval, Ease, Reviews, Lapses, the card and note types, deck and ids, the review log with its days)."""
        r = self.rng
        A = self.ANKI[self.lang]
        name = self.title(page, card)
        per = r.choice(["card", "ruling"])
        items = self.items(page, card, f"an Anki note ({per}, {self.lang})")
        page.__dict__.setdefault("styles", []).append(f"anki/{per}")
        tr = self.tr(page, card) if per == "card" and r.random() < 0.6 else None
        deck = f"MTG::{self.U['rulings']}::{card.set_code}"
        tags = "mtg rulings judge::L1"
        if not self.html:
            head = ["#separator:tab", "#html:true", "#guid column:1", "#notetype column:2", "#deck column:3", "#tags column:7"]
            src = lambda: f"Gatherer · {self.own(page, self.day(-300, -30), self._rform)}<br>{xe(self.user_line(page))}"  # noqa: E731
            guid = lambda: "".join(r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&") for _ in range(10))  # noqa: E731
            if per == "card":
                back = "<ul>" + "".join(f"<li><i>{xe(it.shown)}</i> — {xe(it.text)}</li>" for it in items) + "</ul>"
                extra = f"<b>{xe(tr[0])}</b><br>" + "<br>".join(xe(x) for x in tr[1].split("\n") if x.strip()) if tr else ""
                body = [f"{guid()}\tBasic\t{deck}\t<b>{xe(name)}</b><br><i>{xe(A['question'])}</i>\t{back}\t{src()}\t{tags}"]
                if extra:
                    body[0] = body[0].replace(f"\t{tags}", f"<hr>{extra}\t{tags}")
            else:
                body = [f"{guid()}\tBasic (and reversed card)\t{deck}\t{xe(name)}<br><span style=\"color:#888\">{xe(it.shown)}</span>\t{xe(it.text)}\t{src()}\t{tags}"
                        for it in items]
            self._cs(page, *head, "Basic", tags, *([A["question"]] if per == "card" else []))
            self.file(page, "\n".join(head + body))
            return
        added, first, latest = self.ago_t(120, 400), self.ago_t(90, 119), self.ago_t(1, 20)
        ivl = r.randint(8, 90)
        due = self.day(2, 60)
        form = self.oform()
        F = lambda t: self.own(page, t.date() if isinstance(t, dt.datetime) else t, form)  # noqa: E731
        info = [(A["added"], F(added)), (A["first"], F(first)), (A["latest"], F(latest)), (A["due"], F(due)), (A["interval"], fill(A["days"], n=ivl)),
                (A["ease"], f"{r.choice([210, 230, 250, 270])}%"), (A["reviews"], str(r.randint(4, 15))), (A["lapses"], str(r.randint(0, 3))),
                (A["avg"], f"{r.uniform(4, 30):.1f}s"), (A["ctype"], "Basic"), (A["ntype"], "Basic"), (A["deck"], deck),
                (A["cid"], X(str(r.randint(10 ** 12, 2 * 10 ** 12)))), (A["nid"], X(str(r.randint(10 ** 12, 2 * 10 ** 12))))]
        stats = E("table", *[E("tr", E("th", k, style="text-align:start"), E("td", v)) for k, v in info], cls="stats-table")
        log = E("table", E("thead", E("tr", *[E("th", A[k]) for k in ("date", "kind", "rating", "interval", "ease", "time")])),
                E("tbody", *[E("tr", E("td", F(self.ago_t(k * 9 + 1, k * 9 + 8))), E("td", A["review"] if k else A["learn"], cls="review-count"),
                               E("td", str(r.randint(1, 4))), E("td", fill(A["days"], n=max(1, ivl - k * 5))), E("td", f"{r.choice([230, 250])}%"),
                               E("td", f"{r.randint(3, 40)}s")) for k in range(3)]), cls="revlog")
        if per == "card":
            back = [E("ul", *[E("li", E("i", it.shown), " — ", it.text) for it in items])]
        else:
            back = [E("div", E("span", it.shown, style="color:#888"), E("br"), it.text) for it in items]
        if tr:
            back += [E("hr"), E("b", tr[0]), *[x for ln in tr[1].split("\n") if ln.strip() for x in (E("br"), T(ln))]]
        preview = E("div", E("div", E("b", name), E("br"), E("i", A["question"]), E("hr", id="answer"), *back, cls="card card1"), id="qa")
        body = E("body", preview, E("div", stats, log, cls="card-info"), cls="card-info-container nightMode")
        self.emit(page, body, "Card Info", head=['<style>.card { font-family: arial; font-size: 20px; text-align: center; }</style>'])

    QUIZLET = rows("terms created flash learn test match sort export between_td comma custom between_rows newline semicolon copy", {
        "en": "Terms in this set ({n})|Created by|Flashcards|Learn|Test|Match|Original|Export|Between term and definition|Comma|Custom|"
              "Between rows|New line|Semicolon|Copy text",
        "de": "Begriffe in diesem Set ({n})|Erstellt von|Karteikarten|Lernen|Test|Zuordnen|Original|Exportieren|Zwischen Begriff und Definition|"
              "Komma|Benutzerdefiniert|Zwischen Zeilen|Neue Zeile|Semikolon|Text kopieren",
        "es": "Términos de esta serie ({n})|Creado por|Tarjetas|Aprender|Probar|Combinar|Original|Exportar|Entre término y definición|Coma|"
              "Personalizado|Entre filas|Nueva línea|Punto y coma|Copiar texto",
        "fr": "Termes de cette liste ({n})|Créée par|Cartes|Apprendre|Test|Associer|Original|Exporter|Entre le terme et la définition|Virgule|"
              "Personnalisé|Entre les lignes|Nouvelle ligne|Point-virgule|Copier le texte",
        "pt": "Termos neste conjunto ({n})|Criado por|Cartões|Aprender|Testar|Combinar|Original|Exportar|Entre termo e definição|Vírgula|"
              "Personalizado|Entre linhas|Nova linha|Ponto e vírgula|Copiar texto",
        "it": "Termini in questo set ({n})|Creato da|Schede|Impara|Verifica|Abbina|Originale|Esporta|Tra termine e definizione|Virgola|"
              "Personalizzato|Tra le righe|Nuova riga|Punto e virgola|Copia testo",
    })

    def layout_quizlet(self, page, card):
        """A Quizlet set of a card's rulings: its export (each term — the card and the ruling's day — then the definition,
        separated by a tab or a comma, rows by new lines or semicolons), or the set's page (its title, the creator and
        the set's day, the study modes, the terms, a consent banner)."""
        r = self.rng
        Q = self.QUIZLET[self.lang]
        name = self.title(page, card)
        items = self.items(page, card, f"a Quizlet set ({self.lang})")
        who = r.choice(HANDLES)
        cookie = SITE_COOKIE.get(self.lang, SITE_COOKIE["en"])
        made = self.ago_t(100, 900)
        export = r.random() < 0.5
        terms = [E("div", E("div", E("div", E("span", name, " (", it.shown, ")", cls=f"TermText notranslate lang-{self.lang}"), cls="SetPageTerm-wordText"),
                              E("div", E("span", it.text, cls="TermText notranslate lang-en"), cls="SetPageTerm-definitionText"), cls="SetPageTerm-content"),
                       cls="SetPageTerms-term") for it in items]
        dialog = None
        if export:
            sep, rowsep = r.choice([("\t", "\n"), ("\t", ";\n"), (" - ", "\n"), (",", ";")])
            page.__dict__.setdefault("styles", []).append(f"quizlet/export {sep!r} {rowsep!r}")
            rows_ = []
            for k, it in enumerate(items):
                rows_ += ([rowsep] if k else []) + [name, " (", it.shown, ")", sep, it.text]
            box = E("textarea", *rows_, readonly=True, cls="ExportModal-textarea") if self.html else E("pre", *rows_)
            dialog = E("div", E("h2", Q["export"]), E("p", Q["between_td"], " ", E("label", E("input", type="radio", checked=True if sep == "\t" else None), " Tab"), " ",
                                                     E("label", E("input", type="radio", checked=True if sep == "," else None), " ", Q["comma"]), " ",
                                                     E("label", E("input", type="radio", checked=True if sep == " - " else None), " ", Q["custom"])),
                       E("p", Q["between_rows"], " ", E("label", E("input", type="radio", checked=True if rowsep == "\n" else None), " ", Q["newline"]), " ",
                         E("label", E("input", type="radio", checked=True if rowsep != "\n" else None), " ", Q["semicolon"])),
                       box, E("button", Q["copy"], type="button"), role="dialog", aria__modal="true", cls="ExportModal")
        else:
            page.__dict__.setdefault("styles", []).append("quizlet/page")
        body = E("body", E("header", E("a", "Quizlet", href="/", cls="SiteHeader-logo"), E("input", type="search", placeholder="Search")),
                 E("main", E("h1", name, " — ", self.U["rulings"], cls="SetPage-setTitle"),
                   E("div", E("span", Q["created"], " ", E("a", who, href=f"/user/{who}")), " · ", self.own(page, made.date()), cls="SetPage-creator"),
                   E("p", self.user_line(page), cls="SetPage-updated"),
                   E("nav", *[E("a", Q[k], href=f"#{k}", cls="SetPageModes-link") for k in ("flash", "learn", "test", "match")], cls="SetPageModes"),
                   E("section", E("h2", fill(Q["terms"], n=len(items))), E("div", E("span", Q["sort"]), cls="SetPageTerms-sort"),
                     *(terms if not export else terms[:0]), cls="SetPageTerms-termsList")),
                 dialog,
                 E("div", E("div", E("h2", cookie["title"], id="onetrust-policy-title"), E("p", cookie["body"], id="onetrust-policy-text"),
                            E("button", cookie["accept"], id="onetrust-accept-btn-handler"), id="onetrust-banner-sdk"), id="onetrust-consent-sdk"))
        self.emit(page, body, f"{name} Flashcards | Quizlet")

    QUIZ = rows("exam question of correct explanation per next score started report history", {
        "en": "Practice exam|Question {n} of {m}|Which of these is an official ruling for this card?|Correct!|Explanation|Ruling of {}:|Next question|"
              "Score: {n}/{m}|Practice started {}|Report an error|Your past attempts",
        "es": "Examen de práctica|Pregunta {n} de {m}|¿Cuál de estas es una resolución oficial de esta carta?|¡Correcto!|Explicación|Resolución del {}:|"
              "Siguiente pregunta|Puntuación: {n}/{m}|Práctica iniciada el {}|Informar de un error|Tus intentos anteriores",
        "pt": "Simulado|Questão {n} de {m}|Qual destas é uma decisão oficial deste card?|Correto!|Explicação|Decisão de {}:|Próxima questão|"
              "Pontuação: {n}/{m}|Simulado iniciado em {}|Reportar erro|Suas tentativas anteriores",
        "it": "Esame di prova|Domanda {n} di {m}|Quale di queste è una sentenza ufficiale di questa carta?|Corretto!|Spiegazione|Sentenza del {}:|"
              "Domanda successiva|Punteggio: {n}/{m}|Prova iniziata il {}|Segnala un errore|I tuoi tentativi precedenti",
        "de": "Übungsprüfung|Frage {n} von {m}|Welche davon ist ein offizieller Regelhinweis zu dieser Karte?|Richtig!|Erklärung|Regelhinweis vom {}:|"
              "Nächste Frage|Punkte: {n}/{m}|Übung begonnen am {}|Fehler melden|Deine bisherigen Versuche",
        "ja": "模擬試験|問題 {n} / {m}|このカードの公式裁定はどれ？|正解！|解説|{} の裁定：|次の問題|スコア：{n}/{m}|開始日：{}|誤りを報告|過去の受験",
    })
    DISTRACT = ["It can't be countered by spells or abilities.", "Its ability triggers only once each turn, however often its condition is met.",
                "If it leaves the battlefield, the effect of its ability ends at once.", "Copies of it don't have its abilities.",
                "Its controller may ignore its triggered ability as it resolves."]

    def layout_quiz(self, page, card):
        """A judge exam practice question about the card: the exam's header, the question's number, four options (one of the
        card's rulings, three wrong statements), the answer marked correct, the explanation quoting every ruling with its
        day, the score, the day the practice started and past attempts."""
        r = self.rng
        Q = self.QUIZ[self.lang]
        name = self.title(page, card, 0.3)
        items = self.items(page, card, f"a practice exam's explanation ({self.lang})")
        n, m = r.randint(3, 18), 20
        right = r.randrange(4)
        wrong = r.sample(self.DISTRACT, 3)
        opts = wrong[:right] + [R(items[0].text)] + wrong[right:]
        options = E("ol", *[E("li", E("label", E("input", type="radio", name="q", checked=True if k == right else None), " ", o),
                              cls="option correct" if k == right else "option") for k, o in enumerate(opts)], type="A", cls="options")
        per = Q["per"].split("{}")
        expl = E("section", E("h3", Q["explanation"]), *[E("p", per[0], it.shown, per[1], " ", E("q", it.text)) for it in items], cls="explanation")
        started = self.ago_t(0, 2)
        hist = E("ul", *[E("li", self.own(page, self.day(-k * 11 - 3, -k * 11 - 1)), f" — {r.randint(12, 20)}/20") for k in range(1, 4)])
        body = E("body", E("header", E("a", self.S["tool"], href="/"), " · ", Q["exam"]),
                 E("main", E("p", fill(Q["question"], n=n, m=m), cls="progress"), E("h1", name), E("p", Q["of"]), options,
                   E("p", "✔ ", Q["correct"], cls="feedback"), expl, E("p", fill(Q["score"], n=n, m=n + r.randint(0, 2))),
                   E("button", Q["next"], type="button"), E("a", Q["report"], href="/report")),
                 E("aside", E("p", self.own(page, started.date(), None, Q["started"])), E("h3", Q["history"]), hist))
        self.emit(page, body, f"{Q['exam']} — {self.S['tool']}")

    GDOCS = rows("status comment", {
        "en": "Last updated: {}|Double-check this with the L2 before the exam.", "de": "Stand: {}|Vor der Prüfung noch mit dem L2 abklären.",
        "fr": "Mis à jour le {}|À revoir avec le L2 avant l'examen.", "es": "Actualizado: {}|Confirmarlo con el L2 antes del examen.",
        "it": "Aggiornato al {}|Da ricontrollare con il L2 prima dell'esame.", "pt": "Atualizado em {}|Confirmar com o L2 antes da prova.",
        "ru": "Обновлено: {}|Уточнить у L2 перед экзаменом.", "pl": "Stan na {}|Sprawdzić z L2 przed egzaminem.",
    })

    def layout_gdocs(self, page, card):
        """A Google Doc of study notes downloaded as "Web page (.html)" (its ``c1``… classes, ``h.`` heading ids, the
        ``lst-kix_`` lists, a comment's ``[a]`` anchor and its text at the end) or as "Plain text (.txt)" (a byte order mark,
        CRLF lines, ``*`` bullets, the comment after a ``________________`` line)."""
        r = self.rng
        G = self.GDOCS[self.lang]
        name = self.title(page, card)
        items = self.items(page, card, f"a Google Doc ({self.lang})")
        upd = self.maybe_same(page, self.day(-40, -1), G["status"])
        exam = self.own(page, self.day(10, 120), None, f"L2 · {self.W['due']}: {{}}")
        cmt = G["comment"]
        who = r.choice(PEOPLE)
        if not self.html:
            lines = [f"\ufeff{name}", self.c(page, upd), self.c(page, exam), "", "", "Oracle"] + [x.replace("**", "") for x in self.md_oracle(card)]
            lines += ["", "", self.c(page, self.U["rulings"])] + [f"   * {it.shown}: {it.text}" for it in items]
            lines[-1] += "[a]"
            lines += ["", "", "________________", f"[a]{self.c(page, cmt)}"]
            self.file(page, "\r\n".join(lines) + "\r\n")
            return
        hid = lambda: f"h.{hex_digits(r, 12)}" if r.random() < 0.5 else f"h.{''.join(r.choice('abcdefghijklmnopqrstuvwxyz0123456789') for _ in range(12))}"  # noqa: E731
        lst = f"lst-kix_{''.join(r.choice('abcdefghijklmnopqrstuvwxyz0123456789') for _ in range(12))}-0"
        lis = [E("li", E("span", it.shown, cls="c3"), E("span", ": ", cls="c1"), E("span", it.text, cls="c1"), cls="c2 li-bullet-0")
               for it in items]
        lis[-1].add(E("sup", E("a", "[a]", href="#cmnt1", id="cmnt_ref1")))
        body = E("body", E("p", E("span", name, cls="c6"), cls="c5 title", id=hid()), E("p", E("span", upd, cls="c1"), cls="c2"), E("p", E("span", exam, cls="c1"), cls="c2"),
                 E("h2", E("span", "Oracle", cls="c8"), cls="c4", id=hid()), *[E("p", E("span", *x.kids, cls="c1"), cls="c2") for x in self.tree_oracle(card)],
                 E("h2", E("span", self.U["rulings"], cls="c8"), cls="c4", id=hid()), E("ul", *lis, cls=f"c0 {lst} start"),
                 E("div", E("p", E("a", "[a]", href="#cmnt_ref1", id="cmnt1"), E("span", cmt, cls="c1"), cls="c2"), E("p", E("span", who, cls="c7"), cls="c2"), cls="c9"),
                 cls="c10 doc-content")
        self.emit(page, body, str(name), doctype="", meta=['<meta content="text/html; charset=UTF-8" http-equiv="content-type">'],
                  head=['<style type="text/css">ol{margin:0;padding:0}table td,table th{padding:0}.c1{color:#000000;font-weight:400;font-size:11pt;'
                        'font-family:"Arial"}.c3{font-weight:700}.c6{font-size:26pt}</style>'])

    CONF = rows("modified generated info", {
        "en": "Created by {who}, last modified on {}|Document generated by Confluence on {}|Sourced from Gatherer; check before the event.",
        "de": "Erstellt von {who}, zuletzt geändert am {}|Dokument generiert von Confluence am {}|Quelle: Gatherer; vor dem Event prüfen.",
        "fr": "Créé par {who}, dernière modification le {}|Document généré par Confluence le {}|Source : Gatherer ; à vérifier avant l'événement.",
        "ja": "{who} によって作成、最終更新日 {}|このドキュメントは Confluence によって {} に生成されました|出典：Gatherer。イベント前に確認すること。",
        "es": "Creado por {who}, última modificación el {}|Documento generado por Confluence el {}|Fuente: Gatherer; comprobar antes del evento.",
    })

    def layout_confluence(self, page, card):
        """A Confluence page exported to HTML (breadcrumbs, ``title-heading`` "Space : Page", the page metadata "Created by
        …, last modified on …", an info macro, the rulings in a ``confluenceTable``, the footer "Document generated by
        Confluence on …"), or its wiki markup (``h1.``, ``||Date||Ruling||`` rows, ``{info}``)."""
        r = self.rng
        Cf = self.CONF[self.lang]
        name = self.title(page, card)
        items = self.items(page, card, f"a Confluence page ({self.lang})")
        space = self.S["tool"]
        who = r.choice(PEOPLE)
        info = Cf["info"]
        if not self.html:
            lines = [f"h1. {name}", "", f"_{self.c(page, self.user_line(page, 'created', -400, -61))}_", "", f"{{info}}{self.c(page, info)}{{info}}", "", "h2. Oracle"] + [x.replace("**", "*") for x in self.md_oracle(card)]
            lines += ["", f"h2. {self.c(page, self.U['rulings'])}", f"||{self.c(page, self.Cw['date'])}||{self.c(page, self.Cw['ruling'])}||"]
            lines += [f"|{it.shown}|{it.text}|" for it in items]
            lines += ["", f"{{note}}{self.c(page, self.remark())}{{note}}", "", f"_{self.c(page, self.own(page, self.day(-60, -2), None, Cf['modified'].replace('{who}', who)))}_"]
            self.file(page, "\n".join(lines), "{info}", "{note}")
            return
        meta = self.maybe_same(page, self.day(-60, -2), Cf["modified"].replace("{who}", who))
        gen = self.own(page, self.today, None, Cf["generated"]).replace(self.today.isoformat(), self.today.isoformat())
        gen += f" {self._now:%H:%M}"
        table = E("div", E("table", E("colgroup", E("col"), E("col")), E("tbody", E("tr", E("th", self.Cw["date"], cls="confluenceTh"), E("th", self.Cw["ruling"], cls="confluenceTh")),
                                                                          *[E("tr", E("td", it.shown, cls="confluenceTd"), E("td", it.text, cls="confluenceTd")) for it in items]),
                           cls="confluenceTable"), cls="table-wrap")
        main = E("div", E("div", E("div", E("ol", E("li", E("span", E("a", space, href="index.html")), cls="first"),
                                              E("li", E("span", E("a", self.U["rulings"], href=f"{self.U['rulings']}_{r.randint(10 ** 6, 10 ** 7)}.html"))), id="breadcrumbs"),
                                         id="breadcrumb-section"),
                                E("h1", E("span", space, " : ", name, id="title-text"), id="title-heading", cls="pagetitle"), id="main-header"),
                 E("div", E("div", meta, cls="page-metadata"),
                   E("div", E("div", E("span", cls="aui-icon aui-icon-small aui-iconfont-info confluence-information-macro-icon"),
                              E("div", E("p", info), cls="confluence-information-macro-body"), cls="confluence-information-macro confluence-information-macro-information"),
                     E("h2", "Oracle", id=f"{slug(card.name)}-Oracle"), *self.tree_oracle(card), E("h2", self.U["rulings"]), table,
                     id="main-content", cls="wiki-content group"), id="content", cls="view"), id="main", cls="aui-page-panel")
        foot = E("div", E("section", E("p", gen), E("div", E("a", "Atlassian", href="http://www.atlassian.com/"), id="footer-logo"), cls="footer-body"), id="footer", role="contentinfo")
        self.emit(page, E("body", E("div", main, foot, id="page"), cls="theme-default aui-theme-default"), f"{space} : {name}",
                  meta=['<link rel="stylesheet" href="styles/site.css" type="text/css" />', '<META http-equiv="Content-Type" content="text/html; charset=UTF-8">'])

    GH = rows("opened body comment thanks", {
        "en": "opened this issue on {}|The app still shows the old rulings for this card. Gatherer lists these:|Confirmed, the MTGJSON build we ship is stale.|"
              "Fixed in the next data refresh, thanks!",
        "de": "opened this issue on {}|Die App zeigt für diese Karte noch die alten Regelhinweise. Gatherer listet diese:|Bestätigt, unser MTGJSON-Stand ist veraltet.|"
              "Mit dem nächsten Datenupdate behoben, danke!",
        "ja": "opened this issue on {}|このカードの裁定がアプリで古いままです。Gathererの一覧は以下のとおり：|確認しました。同梱のMTGJSONが古いです。|次回のデータ更新で修正済み、ありがとう！",
        "pt": "opened this issue on {}|O app ainda mostra as decisões antigas deste card. O Gatherer lista estas:|Confirmado, o MTGJSON que usamos está desatualizado.|"
              "Corrigido na próxima atualização de dados, valeu!",
        "zhs": "opened this issue on {}|应用里这张牌的裁定还是旧的。Gatherer 上列出的是：|确认，我们打包的 MTGJSON 版本过旧。|下次数据更新已修复，谢谢！",
        "ko": "opened this issue on {}|앱에 이 카드의 판정이 아직 예전 것으로 나옵니다. Gatherer 목록은 다음과 같습니다:|확인했습니다. 포함된 MTGJSON이 오래됐네요.|"
              "다음 데이터 갱신에서 수정했습니다. 감사합니다!",
    })

    def gh_time(self, page: Page, t: dt.datetime) -> N:
        """GitHub's ``<relative-time>`` with its ISO stamp and the day as the page shows it ("Mar 4, 2026"), recorded."""
        shown = self.shown(page, t.date(), f"{DAY_MON['en'][t.month - 1]} {t.day}, {t.year}")
        return E("relative-time", shown, datetime=f"{t:%Y-%m-%dT%H:%M:%S}Z", cls="no-wrap")

    def layout_github(self, page, card):
        """A GitHub issue in a judges' rules-tool repository (saved, or copied): the title naming the card, "Open", the
        opener and day, the body listing the card's rulings with their days in the reporter's language, comments with
        ``<relative-time>`` stamps and reactions, labels, the sidebar (assignees, labels, projects, milestone,
        participants), the timeline's label events."""
        r = self.rng
        G = self.GH[self.lang]
        name = self.title(page, card, 0.3)
        items = self.items(page, card, f"a GitHub issue ({self.lang})")
        num = r.randint(40, 900)
        users = r.sample(HANDLES, 3)
        t0 = self.ago_t(5, 40)
        t1, t2 = t0 + dt.timedelta(hours=r.randint(2, 30)), t0 + dt.timedelta(days=r.randint(1, 4))
        t1, t2 = min(self.at(self.off(t1.date())), self._now), min(self.at(self.off(t2.date())), self._now)
        style = r.choice(["ul", "table"])
        page.__dict__.setdefault("styles", []).append(f"github/{style}")
        if style == "ul":
            rl = E("ul", *[E("li", E("strong", it.shown), ": ", it.text) for it in items])
        else:
            rl = E("table", E("thead", E("tr", E("th", self.Cw["date"]), E("th", self.Cw["ruling"]))), E("tbody", *[E("tr", E("td", it.shown), E("td", it.text)) for it in items]))
        comment = lambda who, t, *kids, react=None: E("div", E("div", E("img", src=f"https://avatars.githubusercontent.com/u/{r.randint(10 ** 5, 10 ** 7)}?s=80", alt=f"@{who}",  # noqa: E731
                                                                         cls="avatar avatar-user", width="40", height="40"), cls="TimelineItem-avatar"),
                                                      E("div", E("h3", E("strong", E("a", X(who), href=f"/{who}", cls="author Link--primary text-bold")), " commented ",
                                                                 E("a", self.gh_time(page, t), href=f"#issuecomment-{r.randint(10 ** 9, 2 * 10 ** 9)}", cls="Link--secondary js-timestamp"),
                                                                 cls="f5 text-normal timeline-comment-header-text"),
                                                        E("td", *kids, cls="d-block comment-body markdown-body js-comment-body"),
                                                        E("div", E("button", E("g-emoji", "👍", alias="+1"), f" {react}", cls="social-reaction-summary-item") if react else None,
                                                          cls="comment-reactions"), cls="timeline-comment"), cls="TimelineItem js-comment-container")
        head = E("div", E("h1", E("bdi", "Rulings out of date: ", name, cls="js-issue-title markdown-title"), " ", E("span", X(f"#{num}"), cls="f1-light color-fg-muted"), cls="gh-header-title"),
                 E("div", E("span", "Open", title="Status: Open", cls="State State--open"), " ", E("a", X(users[0]), cls="author"), " ",
                   G["opened"].split("{}")[0], self.gh_time(page, t0), " · 2 comments", cls="gh-header-meta"), cls="gh-header")
        thread = E("div", comment(users[0], t0, E("p", G["body"]), rl, react=r.randint(1, 9)),
                   E("div", E("a", X(users[1])), " added the ", E("span", "data", cls="IssueLabel"), " label ", self.gh_time(page, t0 + dt.timedelta(minutes=r.randint(5, 50))),
                     cls="TimelineItem-body"),
                   comment(users[1], t1, E("p", G["comment"])), comment(users[2], t2, E("p", G["thanks"]), react=r.randint(1, 4)), cls="js-discussion")
        side = E("div", *[E("div", E("div", k, cls="discussion-sidebar-heading text-bold"), E("p", v), cls="discussion-sidebar-item")
                          for k, v in (("Assignees", users[1]), ("Labels", "data, good first issue"), ("Projects", "None yet"), ("Milestone", "v2.4"),
                                       ("Development", "No branches or pull requests"), ("Participants", ", ".join(users)))], cls="Layout-sidebar")
        repo = f"{r.choice(['judgetools', 'mtg-rules-lab', 'stackcheck'])}/{r.choice(['rulings-app', 'judge-helper', 'oracle-notes'])}"
        body = E("body", E("header", E("a", "GitHub", href="https://github.com/", aria__label="Homepage"), E("span", X(repo), cls="AppHeader-context-item-label"),
                           E("nav", *[E("a", x) for x in ("Code", "Issues 23", "Pull requests 4", "Actions", "Wiki", "Security", "Insights")], cls="UnderlineNav-body")),
                 E("main", head, E("div", E("div", thread, cls="Layout-main"), side, cls="Layout")),
                 E("footer", E("p", f"© {self.today.year} GitHub, Inc."), E("ul", *[E("li", x) for x in ("Terms", "Privacy", "Security", "Status", "Docs", "Contact")])))
        self.emit(page, body, f"Rulings out of date: {name} · Issue #{num} · {repo}", attrs=' data-color-mode="auto" data-light-theme="light"')

    TRELLO = rows("in_list due desc checklist activity list", {
        "en": "in list {}|Due date|Description|Checklist|Activity|To check", "de": "in Liste {}|Fälligkeitsdatum|Beschreibung|Checkliste|Aktivität|Zu prüfen",
        "fr": "dans la liste {}|Date d'échéance|Description|Checklist|Activité|À vérifier", "es": "en la lista {}|Fecha de vencimiento|Descripción|Checklist|Actividad|Por revisar",
        "pt": "na lista {}|Data de entrega|Descrição|Checklist|Atividade|Para conferir", "ja": "リスト「{}」内|期限|説明|チェックリスト|アクティビティ|確認待ち",
    })

    def layout_trello(self, page, card):
        """A Trello card: the board's JSON export (the board's ``dateLastActivity``, the card with its ``due`` and labels,
        its checklist whose items are the rulings with their days, its comment actions with their ``date``s), or the card's
        back as Trello shows it (the list, the due date, the description, the checklist with its progress, the activity
        with the comments' times)."""
        r = self.rng
        Tr = self.TRELLO[self.lang]
        name = self.title(page, card)
        items = self.items(page, card, f"a Trello card ({self.lang})")
        who = r.choice(PEOPLE)
        due = self.at(self.day(3, 30))
        ctimes = sorted(self.ago_t(1, 30) for _ in range(2))
        done = r.randint(0, len(items))
        remarks = [self.W["remark"], self.W["todo"]]
        if not self.html:
            oid = lambda: hex_digits(r, 24)  # noqa: E731
            cid, lid = oid(), oid()
            data = {"id": oid(), "name": self.S["tool"], "desc": "", "closed": False, "dateLastActivity": self.stamp(page, self._now, "isoms"),
                    "url": f"https://trello.com/b/{hex_digits(r, 8)}/judge-study",
                    "lists": [{"id": lid, "name": Tr["list"], "closed": False, "pos": 16384}],
                    "cards": [{"id": cid, "name": str(name), "desc": "", "dateLastActivity": self.stamp(page, ctimes[-1], "isoms"),
                               "due": self.stamp(page, due, "isoms"), "dueComplete": False, "idList": lid, "labels": [{"name": self.U["rulings"], "color": "green"}],
                               "shortUrl": f"https://trello.com/c/{hex_digits(r, 8)}"}],
                    "checklists": [{"id": oid(), "name": self.U["rulings"], "idCard": cid,
                                    "checkItems": [{"id": oid(), "name": f"{it.shown} — {it.text}", "state": "complete" if k < done else "incomplete",
                                                    "pos": 16384 * (k + 1)} for k, it in enumerate(items)]}],
                    "actions": [{"id": oid(), "type": "commentCard", "date": self.stamp(page, t, "isoms"), "data": {"text": rm, "card": {"id": cid, "name": str(name)}},
                                 "memberCreator": {"fullName": who, "username": slug(who).replace("-", "")}} for t, rm in zip(ctimes, remarks, strict=True)]}
            self._cs(page, self.S["tool"], Tr["list"], *remarks, who, '"type": "commentCard"')
            self.file(page, json.dumps(data, ensure_ascii=False))
            return
        stamp = lambda t: self.own(page, t.date()) + " " + self.clock(t)  # noqa: E731
        checks = [E("div", E("input", type="checkbox", checked=True if k < done else None), E("div", E("span", it.shown, " — ", it.text, cls="checklist-item-details-text markeddown"),
                                                                                                  cls="checklist-item-details"), cls="checklist-item") for k, it in enumerate(items)]
        win = E("div", E("div", E("h2", name, cls="card-detail-title-assist js-title-helper"), E("p", Tr["in_list"].split("{}")[0], E("a", Tr["list"], href="#"),
                                                                                                   Tr["in_list"].split("{}")[1], cls="u-inline-block"), cls="window-header"),
                E("div", E("div", E("h3", Tr["due"], cls="card-detail-item-header"), E("span", stamp(due), cls="card-detail-due-date-text"), cls="card-detail-item"),
                  E("span", self.U["rulings"], cls="card-label card-label-green"), cls="card-detail-data"),
                E("div", E("h3", Tr["desc"]), E("div", *self.tree_oracle(card), cls="description-content")),
                E("div", E("h3", self.U["rulings"]), E("div", E("span", f"{round(100 * done / len(items))}%", cls="checklist-progress-percentage"), cls="checklist-progress"),
                  *checks, cls="checklist"),
                E("div", E("h3", Tr["activity"]), *[E("div", E("div", who, cls="phenom-creator"), E("div", E("a", stamp(t), cls="date"), cls="phenom-meta"),
                                                         E("div", E("div", E("p", rm), cls="action-comment markeddown"), cls="comment-container"), cls="phenom mod-comment-type")
                                                   for t, rm in zip(ctimes, remarks, strict=True)], cls="js-list-actions"),
                cls="window-wrapper js-fill-card-detail-wrapper")
        self.emit(page, E("body", E("div", E("div", self.S["tool"], cls="board-header"), cls="board-wrapper"), E("div", win, cls="window")), f"{name} | Trello")

    def jira_rfc(self, page: Page, t: dt.datetime) -> str:
        """Jira's RSS stamp ("Mon, 2 Mar 2026 10:15:30 +0000"), recorded."""
        return self.shown(page, t.date(), f"{['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][t.weekday()]}, {t.day} {DAY_MON['en'][t.month - 1]} {t.year} {t:%H:%M:%S} +0000")

    def layout_jira(self, page, card):
        """A Jira issue: its XML export (the RSS channel and build info, the item's key, summary naming the card, the
        description as escaped HTML listing the rulings, created, updated and due stamps, comments), or its printable view
        (the summary, "Created: 02/Mar/26 10:15 AM" lines, the fields table, the description, the comments, "Generated at
        …")."""
        r = self.rng
        name = self.title(page, card, 0.2)
        items = self.items(page, card, f"a Jira issue ({self.lang})")
        key = f"JT-{r.randint(20, 400)}"
        who, rep = r.sample(PEOPLE, 2)
        created, updated, ctime = self.ago_t(10, 60), self.ago_t(0, 2), self.ago_t(3, 9)
        due = self.at(self.day(3, 40))
        remark = self.W["remark"]
        summary = f"{self.U['rulings']}: {name}"
        if not self.html:
            desc = f"<p>{xe(self.W['todo'])}</p><ul>" + "".join(f"<li>{xe(it.shown)} – {xe(it.text)}</li>" for it in items) + "</ul>"
            gen = self._now
            text = (f"<!-- \nRSS generated by JIRA (9.12.2#9120002-sha1:{hex_digits(r, 40)}) at {gen:%a %b %d %H:%M:%S} UTC {gen.year}\n"
                    f"It is possible to restrict the fields that are returned in this document by specifying the 'field' parameter in your request.\n-->\n"
                    f'<rss version="0.92" >\n<channel>\n    <title>Judge Tools Jira</title>\n    <link>https://jira.example.org</link>\n'
                    f"    <description>This file is an XML representation of an issue</description>\n    <language>en-us</language>"
                    f"    <build-info>\n        <version>9.12.2</version>\n        <build-number>9120002</build-number>\n        <build-date>23-01-2024</build-date>\n"
                    f"    </build-info>\n\n<item>\n            <title>[{key}] {xe(summary)}</title>\n                <link>https://jira.example.org/browse/{key}</link>\n"
                    f'                <project id="10100" key="JT">Judge Tools</project>\n                    <description>{xe(desc)}</description>\n'
                    f"                <environment></environment>\n        <key id=\"{r.randint(10000, 30000)}\">{key}</key>\n            <summary>{xe(summary)}</summary>\n"
                    f'                <type id="10002" iconUrl="https://jira.example.org/secure/viewavatar?size=xsmall&amp;avatarId=10318&amp;avatarType=issuetype">Task</type>\n'
                    f'                <priority id="3" iconUrl="https://jira.example.org/images/icons/priorities/medium.svg">Medium</priority>\n'
                    f'                        <status id="10000" iconUrl="https://jira.example.org/" description="">To Do</status>\n'
                    f'                    <resolution id="-1">Unresolved</resolution>\n                    <assignee username="{slug(who)}">{who}</assignee>\n'
                    f'                    <reporter username="{slug(rep)}">{rep}</reporter>\n                    <labels>\n                    <label>rulings</label>\n'
                    f"                    </labels>\n                <created>{self.jira_rfc(page, created)}</created>\n                <updated>{self.jira_rfc(page, updated)}</updated>\n"
                    f"                <due>{self.jira_rfc(page, due.replace(hour=0, minute=0, second=0))}</due>\n                <votes>0</votes>\n"
                    f"                <watches>2</watches>\n                <comments>\n"
                    f'                    <comment id="{r.randint(10 ** 5, 10 ** 6)}" author="{slug(who)}" created="{self.jira_rfc(page, ctime)}" >{xe("<p>" + xe(remark) + "</p>")}</comment>\n'
                    f"                </comments>\n    </item>\n</channel>\n</rss>")
            self.file(page, text, "Judge Tools Jira", "This file is an XML representation of an issue", "Unresolved", who, rep, self.W["todo"], remark)
            return
        jd = lambda t, clock=True: self.shown(page, t.date(), f"{t.day:02d}/{DAY_MON['en'][t.month - 1]}/{t:%y}" + (f" {(t.hour - 1) % 12 + 1}:{t.minute:02d} {'PM' if t.hour >= 12 else 'AM'}" if clock else ""))  # noqa: E731
        fields = [("Status:", "To Do"), ("Project:", "Judge Tools"), ("Component/s:", "Rulings"), ("Type:", "Task"), ("Priority:", "Medium"),
                  ("Reporter:", rep), ("Assignee:", who), ("Labels:", "rulings")]
        body = E("body", E("table", E("tr", E("td", E("h3", E("a", X(key), href=f"https://jira.example.org/browse/{key}"), " ", self.U["rulings"], ": ", name, cls="formtitle"),
                                                E("span", "Created: ", jd(created), "  Updated: ", jd(updated), "  Due: ", jd(due, False), cls="subText"),
                                                bgcolor="#f0f0f0", colspan="2")),
                                *[E("tr", E("td", E("b", k), bgcolor="#f0f0f0", width="20%"), E("td", v)) for k, v in fields],
                                E("tr", E("td", E("b", "Description:"), bgcolor="#f0f0f0"), E("td", E("p", self.W["todo"]), E("ul", *[E("li", it.shown, " – ", it.text) for it in items]))),
                                cls="tableBorder", cellpadding="0", cellspacing="0", border="0", width="100%"),
                 E("br"), E("table", E("tr", E("td", E("b", "Comments"))), E("tr", E("td", E("font", f"Comment by {who} [ ", jd(ctime, False), " ]", size="-2"), E("br"), E("p", remark))),
                           width="100%", cls="grid"),
                 E("br"), E("span", "Generated at ", self.shown(page, self.today, f"{self._now:%a %b %d %H:%M:%S} UTC {self.today.year}"), f" by {rep} using Jira 9.12.2#9120002-sha1:{hex_digits(r, 7)}.",
                            cls="footer"), cls="print-view")
        self.emit(page, body, f"[{key}] {self.U['rulings']}: {name} - Judge Tools Jira")

    # ---- localization files ----
    LANGUAGE_NAMES = {"de": "German", "fr": "French", "es": "Spanish", "it": "Italian", "pt": "Portuguese (Brazil)", "ja": "Japanese", "ko": "Korean",
                      "ru": "Russian", "zhs": "Chinese (Simplified)", "zht": "Chinese (Traditional)"}
    LOCALE = {"de": "de", "fr": "fr", "es": "es", "it": "it", "pt": "pt_BR", "ja": "ja", "ko": "ko", "ru": "ru", "zhs": "zh_Hans", "zht": "zh_Hant"}
    WEBLATE = rows("source translation untranslated translated last_change explanation context file", {
        "de": "Quelltext|Übersetzung|Nicht übersetzt|Übersetzt|Letzte Änderung|Erläuterung|Kontext|Übersetzungsdatei",
        "fr": "Chaîne source|Traduction|Non traduit|Traduit|Dernière modification|Explication|Contexte|Fichier de traduction",
        "es": "Cadena de origen|Traducción|Sin traducir|Traducido|Último cambio|Explicación|Contexto|Archivo de traducción",
        "it": "Stringa di origine|Traduzione|Non tradotto|Tradotto|Ultima modifica|Spiegazione|Contesto|File di traduzione",
        "pt": "Texto de origem|Tradução|Não traduzido|Traduzido|Última alteração|Explicação|Contexto|Arquivo de tradução",
        "ja": "原文|翻訳|未翻訳|翻訳済み|最終変更|説明|コンテキスト|翻訳ファイル",
        "ko": "원본 문자열|번역|번역되지 않음|번역됨|마지막 변경|설명|컨텍스트|번역 파일",
        "ru": "Исходная строка|Перевод|Не переведено|Переведено|Последнее изменение|Пояснение|Контекст|Файл перевода",
        "zhs": "源字符串|翻译|未翻译|已翻译|最后更改|解释|上下文|翻译文件",
    })

    def english_text(self, card: CardData, which: str) -> str:
        """The card's English Oracle text: the whole card's, or its front face's."""
        if which == "whole" or not card.faces:
            return card.text or ""
        return card.faces[0].get("text") or ""

    def layout_po(self, page, card):
        """A community translation's gettext catalogue (.po): the header comments and the header entry (``POT-Creation-Date``,
        ``PO-Revision-Date``, ``Last-Translator``, ``Language-Team``, ``X-Generator``), the card's name and text translated
        (``msgctxt``, ``msgid``, ``msgstr``, the text's line breaks as ``\\n``), the rulings as untranslated entries, each
        with an extracted comment giving its day and its ISO day in the context; or Weblate's list of the same strings
        (source, translation, state, explanation and context, the last change)."""
        r = self.rng
        name = self.title(page, card, 0.0)
        which = page.__dict__["title_kind"]
        items = self.items(page, card, f"a gettext catalogue's comments ({self.lang})", ["en:iso", "en:long", "en:mdy"], lang="en")
        tr = self.tr(page, card)
        ctx = f"{card.set_code}|{card.number}"
        who = r.choice(PEOPLE)
        pot, rev = self.ago_t(20, 90), self.ago_t(1, 19)
        if not self.html:
            pot_s, rev_s = self.stamp(page, pot, "po"), self.stamp(page, rev, "po")
            head = [f"# {self.LANGUAGE_NAMES[self.lang]} translation of the MTG rulings notes.", f"# Copyright (C) {pot.year} The Rulings Translation Team",
                    "# This file is distributed under the same license as the mtg-rulings package.", f"# {who} <{slug(who)}@example.org>, {rev.year}.", "#",
                    'msgid ""', 'msgstr ""', '"Project-Id-Version: mtg-rulings 2.4\\n"', '"Report-Msgid-Bugs-To: https://github.com/judgetools/rulings-app/issues\\n"',
                    f'"POT-Creation-Date: {pot_s}\\n"', f'"PO-Revision-Date: {rev_s}\\n"', f'"Last-Translator: {who} <{slug(who)}@example.org>\\n"',
                    f'"Language-Team: {self.LANGUAGE_NAMES[self.lang]} <https://hosted.weblate.org/projects/mtg-rulings/cards/{self.LOCALE[self.lang]}/>\\n"',
                    f'"Language: {self.LOCALE[self.lang]}\\n"', '"MIME-Version: 1.0\\n"', '"Content-Type: text/plain; charset=UTF-8\\n"',
                    '"Content-Transfer-Encoding: 8bit\\n"', '"Plural-Forms: nplurals=2; plural=n != 1;\\n"', f'"X-Generator: Weblate 5.{r.randint(3, 9)}\\n"', ""]
            ent = ["#. Card name", f"#: cards/{card.set_code.lower()}.json:{r.randint(10, 900)}", f'msgctxt "card|{ctx}|name"', f'msgid "{po_str(name)}"',
                   f'msgstr "{po_str(tr[0]) if tr else ""}"', "", "#. Oracle text", f'msgctxt "card|{ctx}|text"',
                   f'msgid "{po_str(self.english_text(card, which))}"', f'msgstr "{po_str(tr[1]) if tr else ""}"', ""]
            for k, it in enumerate(items, 1):
                ent += [f"#. Official ruling, {it.shown}", f"#: rulings/{card.set_code.lower()}.json:{r.randint(10, 2000)}",
                        f'msgctxt "ruling|{ctx}|{it.day.isoformat()}|{k}"', f'msgid "{po_str(it.text)}"', 'msgstr ""', ""]
            self._cs(page, "#. Card name", "#. Oracle text", "#. Official ruling,", "Content-Type: text/plain; charset=UTF-8", who)
            self.file(page, "\n".join(head + ent))
            return
        Wb = self.WEBLATE[self.lang]
        rowsn = [E("tr", E("td", E("div", T(name), cls="list-group-item-text"), E("div", E("span", Wb["context"]), ": ", X(f"card|{ctx}|name"), cls="context"), cls="source"),
                       E("td", tr[0] if tr else E("span", Wb["untranslated"], cls="empty"), cls="translation"),
                       E("td", E("span", Wb["translated"] if tr else Wb["untranslated"], cls="badge")))]
        rowsn.append(E("tr", E("td", E("div", *[x for k, ln in enumerate(self.english_text(card, which).split("\n")) for x in ((E("br") if k else None), T(ln))],
                                       cls="list-group-item-text"), cls="source"),
                       E("td", *([x for k, ln in enumerate(tr[1].split("\n")) for x in ((E("br") if k else None), ln)] if tr else [E("span", Wb["untranslated"], cls="empty")]),
                         cls="translation"), E("td", E("span", Wb["translated"] if tr else Wb["untranslated"], cls="badge"))))
        for k, it in enumerate(items, 1):
            rowsn.append(E("tr", E("td", E("div", it.text, cls="list-group-item-text"),
                                   E("div", E("span", Wb["explanation"]), ": Official ruling, ", it.shown, cls="source-comment"),
                                   E("div", E("span", Wb["context"]), ": ", X(f"ruling|{ctx}|{it.day.isoformat()}|{k}"), cls="context"), cls="source"),
                           E("td", E("span", Wb["untranslated"], cls="empty"), cls="translation"), E("td", E("span", Wb["untranslated"], cls="badge badge-danger"))))
        table = E("table", E("thead", E("tr", E("th", Wb["source"]), E("th", Wb["translation"]), E("th", ""))), E("tbody", *rowsn), cls="table table-listing translation-table")
        crumbs = E("ol", *[E("li", E("a", x)) for x in ("MTG Rulings", "Cards", self.LANGUAGE_NAMES[self.lang])], cls="breadcrumb")
        body = E("body", E("nav", E("a", "Weblate", href="/", cls="navbar-brand"), crumbs, cls="navbar navbar-default"),
                 E("div", table, E("p", Wb["last_change"], ": ", self.own(page, rev.date(), None), " · ", who, cls="text-muted"),
                   E("p", "POT: ", self.own(page, pot.date(), None), cls="text-muted"),
                   E("p", Wb["file"], ": ", X(f"po/{self.LOCALE[self.lang]}.po"), cls="text-muted"), cls="container-fluid main-content"),
                 E("footer", E("p", "Powered by ", E("a", "Weblate 5.4", href="https://weblate.org/")), E("p", "About Weblate · Legal · Contact · Documentation · Donate to Weblate")))
        self.emit(page, body, f"MTG Rulings/Cards — {self.LANGUAGE_NAMES[self.lang]} @ Weblate")

    def layout_xliff(self, page, card):
        """An XLIFF file with the card's strings: version 1.2 (``file`` with its languages and ``date``, the tool in the
        header, ``trans-unit``s: the name and text translated, each ruling with its source copied into an untranslated
        target and a note giving its day) or 2.0 (``srcLang``/``trgLang``, ``unit``s with ``notes`` and ``segment`` states)."""
        r = self.rng
        name = self.title(page, card, 0.0)
        which = page.__dict__["title_kind"]
        items = self.items(page, card, f"an XLIFF file's notes ({self.lang})")
        tr = self.tr(page, card)
        when = self.ago_t(2, 60)
        v2 = self.turn("xliff") % 2 == 1
        page.__dict__.setdefault("styles", []).append(f"xliff/{'2.0' if v2 else '1.2'}")
        note_w = self.Cw["ruling"]
        if not v2:
            self._cs(page, note_w)
        loc = self.LOCALE[self.lang].replace("_", "-")
        src = f"cards/{card.set_code.lower()}-{card.number}.json"
        if not v2:
            out = ['<?xml version="1.0" encoding="UTF-8"?>', '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">',
                   f'  <file original="{src}" source-language="en" target-language="{loc}" datatype="plaintext" date="{self.stamp(page, when, "iso")}">',
                   "    <header>", f'      <tool tool-id="crowdin" tool-name="Crowdin" tool-version="{r.randint(1, 9)}.{r.randint(0, 40)}"/>',
                   f"      <note>{self.c(page, self.user_line(page, 'exported', -1, 0))}</note>", "    </header>", "    <body>",
                   '      <trans-unit id="name" resname="card.name">', f"        <source>{xe(name)}</source>",
                   f'        <target state="{"translated" if tr else "needs-translation"}">{xe(tr[0]) if tr else ""}</target>', "      </trans-unit>",
                   '      <trans-unit id="text" resname="card.text">', f"        <source>{xe(self.english_text(card, which))}</source>",
                   f'        <target state="{"translated" if tr else "needs-translation"}">{xe(tr[1]) if tr else ""}</target>', "      </trans-unit>"]
            for k, it in enumerate(items, 1):
                out += [f'      <trans-unit id="ruling-{k}" resname="ruling.{it.day.isoformat()}.{k}" translate="no">', f"        <source>{xe(it.text)}</source>",
                        f'        <target state="needs-translation">{xe(it.text)}</target>', f'        <note from="developer">{xe(note_w)} · {xe(it.shown)}</note>',
                        "      </trans-unit>"]
            out += ["    </body>", "  </file>", "</xliff>"]
        else:
            out = ['<?xml version="1.0" encoding="UTF-8"?>', f'<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="{loc}">',
                   f'  <file id="f1" original="{src}">', f'    <notes><note category="exported">{self.stamp(page, when, "iso")}</note><note category="created">{self.stamp(page, self.ago_t(61, 300), "iso")}</note></notes>',
                   '    <unit id="name">', f'      <segment state="{"translated" if tr else "initial"}">', f"        <source>{xe(name)}</source>",
                   f"        <target>{xe(tr[0]) if tr else ''}</target>", "      </segment>", "    </unit>", '    <unit id="text">',
                   f'      <segment state="{"translated" if tr else "initial"}">', f"        <source>{xe(self.english_text(card, which))}</source>",
                   f"        <target>{xe(tr[1]) if tr else ''}</target>", "      </segment>", "    </unit>"]
            for k, it in enumerate(items, 1):
                out += [f'    <unit id="ruling_{k}" translate="no">', f'      <notes><note category="ruling-date">{xe(it.shown)}</note></notes>',
                        '      <segment state="initial">', f"        <source>{xe(it.text)}</source>", "      </segment>", "    </unit>"]
            out += ["  </file>", "</xliff>"]
        self.file(page, "\n".join(out), 'datatype="plaintext"' if not v2 else 'category="ruling-date"')

    def layout_android(self, page, card):
        """The card's strings in an app's resources: Android's ``strings.xml`` (a generator comment with its day, the name and
        text translated, the rulings kept in English as ``translatable="false"`` strings in double quotes, each under a
        comment giving its day and keyed by it: ``ruling_khm_123_2021_03_19_1``) or an i18n JSON file keyed the same way;
        the file itself, or its GitHub blob view (line numbers, the file's last commit and its day)."""
        r = self.rng
        name = self.title(page, card, 0.0)
        which = page.__dict__["title_kind"]
        xml = self.turn("android") % 2 == 0
        items = self.items(page, card, f"{'Android strings' if xml else 'i18n JSON'} ({self.lang})", None if xml else ["en:iso"])
        tr = self.tr(page, card)
        base = f"{card.set_code.lower()}_{slug(card.number).replace('-', '_')}"
        gen = self.ago_t(1, 30)
        page.__dict__.setdefault("styles", []).append("android/xml" if xml else "android/json")
        esc = po_str
        lines: list[list] = []
        if xml:
            lines += [['<?xml version="1.0" encoding="utf-8"?>'], [f"<!-- Generated by Crowdin on {self.stamp(page, gen, 'space')} -->"],
                      [f"<!-- Source strings updated {self.stamp(page, self.ago_t(31, 200), 'iso')} -->"],
                      ['<resources xmlns:tools="http://schemas.android.com/tools">']]
            lines.append([f'    <string name="card_{base}_name_en" translatable="false">', T(name), "</string>"])
            if tr:
                lines += [[f'    <string name="card_{base}_name">', tr[0], "</string>"], [f'    <string name="card_{base}_text">"', T(esc(tr[1])), '"</string>']]
            lines.append(["    <!-- Official rulings: English only -->"])
            for k, it in enumerate(items, 1):
                lines += [["    <!-- ", it.shown, " -->"], [f'    <string name="ruling_{base}_{it.day:%Y_%m_%d}_{k}" translatable="false">"', R(esc(it.text)), '"</string>']]
            lines.append(["</resources>"])
            path = f"app/src/main/res/values-{self.LOCALE[self.lang].replace('_', '-r')}/strings.xml"
        else:
            lines += [["{"], ['  "_meta": {'], [f'    "locale": "{self.LOCALE[self.lang]}",'], [f'    "exported": "{self.stamp(page, gen, "iso")}",'],
                      [f'    "sourceUpdated": "{self.stamp(page, self.ago_t(31, 200), "iso")}"'], ["  },"], ['  "card": {']]
            lines += [['    "name_en": ', T(jstr(name)), ","], ['    "name": ', T(jstr(tr[0])) if tr else T(jstr(name)), ","], ['    "text": ', T(jstr(tr[1] if tr else self.english_text(card, which)))], ["  },"],
                      ['  "rulings": {']]
            for k, it in enumerate(items, 1):
                lines.append([f'    "ruling_{base}_', it.shown.replace("-", "_"), f'_{k}": ', R(jstr(it.text)), "," if k < len(items) else ""])
            lines += [["  }"], ["}"]]
            path = f"src/locales/{self.LOCALE[self.lang]}.json"
        if not xml:
            page.__dict__["shown"] = [s.replace("-", "_") for s in page.__dict__["shown"]]
        if not self.html:
            self.file(page, "\n".join("".join(str(x) for x in ln) for ln in lines), "Official rulings: English only" if xml else '"_meta": {')
            return
        who = r.choice(HANDLES)
        commit = self.ago_t(1, 20)
        trs = [E("tr", E("td", id=f"L{n}", cls="blob-num js-line-number js-blob-rnum", data__line__number=str(n)),
                     E("td", *[x if isinstance(x, (R, T, D)) else X(str(x)) for x in ln], id=f"LC{n}", cls="blob-code blob-code-inner js-file-line"))
               for n, ln in enumerate(lines, 1)]
        repo = "judgetools/rulings-app"
        body = E("body", E("header", E("a", "GitHub", href="https://github.com/"), " ", E("span", X(repo))),
                 E("main", E("nav", E("span", X(path)), cls="file-navigation"),
                   E("div", E("a", X(who)), " ", "Translated using Weblate" if r.random() < 0.5 else "New Crowdin updates", " · ",
                     E("relative-time", self.own(page, commit.date(), "en:long"), datetime=f"{commit:%Y-%m-%dT%H:%M:%S}Z"), cls="latest-commit"),
                   E("div", E("span", f"{len(lines)} lines ({len(lines) - 2} loc) · {r.uniform(1, 9):.1f} KB"), " ",
                     *[E("a", x, cls="btn-sm") for x in ("Preview", "Code", "Blame", "Raw")], cls="file-header"),
                   E("table", E("tbody", *trs), cls="highlight tab-size js-file-line-container", data__tab__size="8",
                     data__tagsearch__lang="XML" if xml else "JSON", data__tagsearch__path=path)),
                 E("footer", E("p", f"© {self.today.year} GitHub, Inc.")))
        self.emit(page, body, f"rulings-app/{path} at main · {repo}")

    # ---- naming no card ----
    JOURNAL = rows("tasks pasted notes", {
        "en": "Tasks|Rulings to remember (pasted from Gatherer)|Notes", "de": "Aufgaben|Regelhinweise merken (aus Gatherer kopiert)|Notizen",
        "fr": "Tâches|Précisions à retenir (copiées depuis Gatherer)|Notes", "es": "Tareas|Resoluciones para recordar (copiadas de Gatherer)|Notas",
        "ja": "タスク|覚えておく裁定（Gathererから貼り付け）|メモ", "it": "Attività|Sentenze da ricordare (copiate da Gatherer)|Note",
    })
    DAY_WD = {"en": "{W}, {}", "de": "{W}, {}", "fr": "{W} {}", "es": "{W}, {}", "ja": "{} {W}", "it": "{W} {}"}

    def layout_journal_untitled(self, page, card):
        """A daily note (naming no card): Obsidian's ``YYYY-MM-DD.md`` (front matter, the day as its heading, links to the days
        around it, the day's tasks, the rulings pasted from Gatherer with their days, a note), or Logseq's journals page
        exported as HTML (the journal's title, its blocks)."""
        r = self.rng
        J = self.JOURNAL[self.lang]
        items = self.items(page, card, f"a daily note's pasted rulings ({self.lang})")
        day = self.today
        wd = self.ONE_WD[self.lang][day.weekday()]
        heading = "" if self.html and self.lang == "en" else self.own(page, day, None, self.DAY_WD[self.lang].replace("{W}", wd))
        prev, nxt = self.off(day - dt.timedelta(days=1)), day + dt.timedelta(days=1)
        tasks = r.sample(OTHER_NOTES[self.lang], 3)
        done = [r.random() < 0.5 for _ in tasks]
        if not self.html:
            p_s, n_s = self.shown(page, prev, prev.isoformat()), nxt.isoformat()
            lines = ["---", f"date: {self.shown(page, day, day.isoformat())}", "tags: [daily]", "---", f"# {heading}", f"<< [[{p_s}]] | [[{n_s}]] >>", "",
                     f"## {self.c(page, J['tasks'])}"] + [f"- [{'x' if d else ' '}] {self.c(page, t)}" for t, d in zip(tasks, done, strict=True)]
            lines += ["", f"## {self.c(page, J['pasted'])}"] + [f"- {it.shown}: {it.text}" for it in items]
            lines += ["", f"## {self.c(page, J['notes'])}", f"- {self.c(page, self.W['remark'])}"]
            self._cs(page, heading, "tags: [daily]")
            self.file(page, "\n".join(lines))
            return
        title = self.shown(page, day, render46(day, "en:logseq")) if self.lang == "en" else heading
        blk = lambda *kids: E("div", E("div", E("div", *kids, cls="block-content"), cls="block-content-wrapper"), cls="ls-block", blockid=self.uuid())  # noqa: E731
        jr = E("div", E("div", E("h1", title, cls="title journal-title"),
                        blk(E("h2", J["tasks"])), *[blk(E("span", "DONE" if d else "TODO", cls="marker-switch"), " ", t) for t, d in zip(tasks, done, strict=True)],
                        blk(E("h2", J["pasted"])), *[blk(it.shown, ": ", it.text) for it in items],
                        blk(E("h2", J["notes"])), blk(self.W["remark"]), cls="journal page"), cls="journal-item content")
        older = E("div", E("h1", self.shown(page, prev, render46(prev, "en:logseq")) if self.lang == "en" else self.own(page, prev), cls="title journal-title"),
                  blk(r.choice(OTHER_NOTES[self.lang])), cls="journal-item content")
        self._c(page, title)
        self.emit(page, E("body", E("div", E("div", jr, older, id="journals"), id="root")), "Journals - Logseq")

    def layout_anki_review_untitled(self, page, card):
        """Anki's reviewer with a card's answer showing (naming no card): the front is the card's image and the question, the
        back lists the rulings with their days and the note's source field with the day it was added; the top bar, the
        due counts and the answer buttons with their intervals; or the answer copied."""
        r = self.rng
        A = self.ANKI[self.lang]
        items = self.items(page, card, f"an Anki card's answer ({self.lang})")
        added = self.ago_t(30, 300)
        src = self.own(page, added.date(), None, "Gatherer · {}")
        img = f"paste-{hex_digits(r, 40)}.jpg"
        style = r.choice(["ul", "br"])
        page.__dict__.setdefault("styles", []).append(f"anki-review/{style}")
        if style == "ul":
            back = [E("ul", *[E("li", E("b", it.shown), " — ", it.text) for it in items], style="text-align:left")]
        else:
            back = [x for it in items for x in (E("span", it.shown, cls="date"), E("br"), it.text, E("br"), E("br"))]
        qa = E("div", E("div", E("img", src=img), E("br"), E("i", A["question"]), cls="front"), E("hr", id="answer"), *back,
               E("div", src, E("br"), self.user_line(page), cls="source", style="font-size:12px;color:#888"), id="qa")
        due = E("span", E("span", str(r.randint(0, 30)), cls="new-count"), " + ", E("span", str(r.randint(0, 9)), cls="learn-count"), " + ",
                E("span", str(r.randint(5, 90)), cls="review-count"), cls="stat")
        ivl = ["<1m", "<6m", f"{r.randint(1, 3)}d", f"{r.randint(4, 12)}d"]
        bar = E("table", E("tr", E("td", due, cls="stat"),
                           *[E("td", E("button", E("span", ivl[k], cls="nobold"), E("br"), A[w], title=f"Shortcut key: {k + 1}", data__ease=str(k + 1)), align="center")
                             for k, w in enumerate(("again", "hard", "good", "easy"))]), id="innertable")
        top = E("div", *[E("a", x, href="#", cls="hitem") for x in ("Decks", "Add", "Browse", "Stats", "Sync")], id="header")
        body = E("body", top, E("div", qa, cls="card card1"), E("div", bar, id="bottom"), cls="card card1 nightMode night_mode")
        self.emit(page, body, "Anki", text_body=E("body", qa), head=['<style>.card { font-family: arial; font-size: 20px; text-align: center; }</style>'])

    LAYOUTS46: dict[str, tuple[str, bool]] = {
        "nb-obsidian-vault-note": ("layout_obsidian", True),
        "nb-logseq-page-outline": ("layout_logseq", True),
        "nb-notion-page-export": ("layout_notion", True),
        "nb-judge-study-sheet": ("layout_sheet", True),
        "nb-evernote-enex": ("layout_enex", True),
        "nb-onenote-graph-page": ("layout_onenote", True),
        "nb-keep-takeout-note": ("layout_keep", True),
        "nb-joplin-note-export": ("layout_joplin", True),
        "nb-orgmode-rulings-file": ("layout_org", True),
        "nb-tiddlywiki-tiddler": ("layout_tiddlywiki", True),
        "nb-roam-graph-export": ("layout_roam", True),
        "nb-hackmd-shared-note": ("layout_hackmd", True),
        "nb-anki-notes-card-info": ("layout_anki", True),
        "nb-quizlet-set-export": ("layout_quizlet", True),
        "nb-judge-practice-quiz": ("layout_quiz", True),
        "nb-gdocs-download": ("layout_gdocs", True),
        "nb-confluence-space-export": ("layout_confluence", True),
        "nb-github-issue-thread": ("layout_github", True),
        "nb-trello-card-export": ("layout_trello", True),
        "nb-jira-issue-xml": ("layout_jira", True),
        "nb-gettext-po-catalog": ("layout_po", True),
        "nb-xliff-bilingual-file": ("layout_xliff", True),
        "nb-android-strings-i18n": ("layout_android", True),
        "nb-daily-journal-untitled": ("layout_journal_untitled", False),
        "nb-anki-review-untitled": ("layout_anki_review_untitled", False),
    }
    LAYOUTS = LAYOUTS46


#: each layout's formats (the first page of a layout in the first, the second in the second, then drawn), languages (each
#: in turn first, then drawn) and tool
_BOTH = ("text", "html", "text")
_HTML_FIRST = ("html", "text", "html")
_TEXT = ("text",)


def _site(fmts: tuple, langs: list[str], tool: str) -> dict:
    return dict(fmts=fmts, langs=langs, tool=tool)


SITES46: dict[str, dict] = {
    "nb-obsidian-vault-note": _site(_BOTH, ["en", "de", "fr", "ja", "pt", "ru"], "Rules Garden"),
    "nb-logseq-page-outline": _site(_BOTH, ["en", "de", "zhs", "ko", "es"], "Logseq"),
    "nb-notion-page-export": _site(_HTML_FIRST, ["en", "ko", "ja", "fr", "de", "es"], "Notion"),
    "nb-judge-study-sheet": _site(_BOTH, ["en", "de", "es", "it", "pt", "ru", "pl"], "Google Sheets"),
    "nb-evernote-enex": _site(_BOTH, ["en", "de", "fr", "ja", "ru", "zhs"], "Evernote"),
    "nb-onenote-graph-page": _site(_HTML_FIRST, ["en", "de", "fr", "es", "ja", "it"], "OneNote"),
    "nb-keep-takeout-note": _site(_HTML_FIRST, ["en", "de", "pt", "it", "ko", "ru"], "Google Keep"),
    "nb-joplin-note-export": _site(_BOTH, ["en", "fr", "de", "es", "ru", "zhs"], "Joplin"),
    "nb-orgmode-rulings-file": _site(_BOTH, ["en", "de", "fr", "ja", "ru", "es"], "Org mode"),
    "nb-tiddlywiki-tiddler": _site(_BOTH, ["en", "de", "fr", "zhs", "ja"], "Judge Notebook"),
    "nb-roam-graph-export": _site(_BOTH, ["en", "de", "fr", "pt"], "Roam Research"),
    "nb-hackmd-shared-note": _site(_BOTH, ["en", "ja", "zht", "ko", "de"], "HackMD"),
    "nb-anki-notes-card-info": _site(_BOTH, ["en", "de", "fr", "ja", "es", "pt", "ko"], "Anki"),
    "nb-quizlet-set-export": _site(_HTML_FIRST, ["en", "de", "es", "fr", "pt", "it"], "Quizlet"),
    "nb-judge-practice-quiz": _site(_HTML_FIRST, ["en", "es", "pt", "it", "de", "ja"], "Judge Prep"),
    "nb-gdocs-download": _site(_HTML_FIRST, ["en", "de", "fr", "es", "it", "pt", "ru", "pl"], "Google Docs"),
    "nb-confluence-space-export": _site(_HTML_FIRST, ["en", "de", "fr", "ja", "es"], "Judge Team"),
    "nb-github-issue-thread": _site(_HTML_FIRST, ["en", "de", "ja", "pt", "zhs", "ko"], "GitHub"),
    "nb-trello-card-export": _site(_BOTH, ["en", "de", "fr", "es", "pt", "ja"], "Judge Study Board"),
    "nb-jira-issue-xml": _site(_BOTH, ["en", "de", "fr", "ja", "es"], "Jira"),
    "nb-gettext-po-catalog": _site(_BOTH, ["de", "fr", "es", "it", "pt", "ja", "ko", "ru", "zhs"], "Weblate"),
    "nb-xliff-bilingual-file": _site(_TEXT, ["de", "fr", "es", "it", "ja", "ko", "zht", "pt"], "Crowdin"),
    "nb-android-strings-i18n": _site(_BOTH, ["de", "fr", "es", "ja", "ko", "ru", "zhs", "pt"], "GitHub"),
    "nb-daily-journal-untitled": _site(_BOTH, ["en", "de", "fr", "es", "ja", "it"], "Obsidian"),
    "nb-anki-review-untitled": _site(_HTML_FIRST, ["en", "de", "fr", "pt", "ko", "ja"], "Anki"),
}

LAYOUTS46 = tuple(Fresh46Generator.LAYOUTS46)
Fresh46Generator.SITES = SITES46  # the layouts' tables, for ``PageDays.page``


def fresh46_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-46 part's pages, drawn with their own generator (seed + 330007) from ``cards`` (single-faced ones and
    cards with faces alike)."""
    return Fresh46Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh46")


# --- the self-test ---------------------------------------------------------------------------------------

def _part_problems(pages: list[Page], gen: Fresh46Generator) -> list[str]:
    """What the part as a whole lacks: its layouts (all its own, each in every format it is written in), date languages
    (twelve at least), title languages (six besides English), cards with faces on about half of the pages; the rest in
    ``_part_variety``."""
    return varied_part_problems(pages, gen, LAYOUTS46, _part_variety)


def _part_variety(pages: list[Page], gen: Fresh46Generator, layouts: set[str], multi: list[Page], by_name: dict) -> list[str]:
    """The rest of ``_part_problems`` (a whole part only): formats, kinds of cards, of titles, of ``--card`` and of
    translations, translations on some pages, the tools' own forms of the rulings' days, own days in the rulings' very form
    on some pages, no undated ruling."""
    problems = []
    short = sorted(lay for lay in layouts if {p.fmt for p in pages if p.layout == lay} != set(SITES46[lay]["fmts"]))
    if short:
        problems.append(f"layouts not in each of their formats: {short}")
    problems += variety_problems(pages, gen, multi, by_name)
    kinds = {f.split()[0].split(":")[1] for p in pages for f in p.date_forms}
    if not {"org", "logseq", "roam", "iso"} <= kinds:
        problems.append(f"the tools' own day forms missing: {sorted({'org', 'logseq', 'roam', 'iso'} - kinds)}")
    same = sum(1 for p in pages if p.__dict__.get("same_form"))
    if not 0.15 * len(pages) <= same <= 0.9 * len(pages):
        problems.append(f"{same} pages show a day of their own in the rulings' very form (some wanted)")
    if any(d is None for p in pages for d, _ in p.rulings):
        problems.append("undated rulings")
    return problems


def _page_problems(p: Page, card: CardData, gen: Fresh46Generator) -> list[str]:
    """What is wrong with one page's answers (see ``self_test``)."""
    views = views46(p)
    seen = seen_in(views)
    return page_answer_problems(p, card, gen, views, seen, "nb", "fresh46", at_least=2, late_days=FUTURE_DAYS)


def self_test(pages: list[Page], gen: Fresh46Generator) -> list[str]:
    """What is wrong with the answers: every page's content survives UTF-8; every ruling text, translation, chrome line,
    shown date and the page's own dates are in the page as read (as written; a saved page without its tags, its entities
    resolved; a file that escapes its strings with its escapes read); the rulings are all the card's own with their real
    MTGJSON dates; every page shows two days of its own at least, none of them a ruling's day nor more than FUTURE_DAYS
    after the page's; translations are the card's printed whole card or one printed face in a stored language; the card
    is the database's English name ("A // B" for a card with faces); titled pages name their card, untitled ones name it
    nowhere but inside a ruling and carry no translation; chrome on every page and inside no ruling or translation; and for
    the part: every layout in each of its formats, dates in 12 languages, titles in 6 printed languages besides English,
    cards with faces on about half of the pages and of every kind, every kind of title and of ``--card``, translations of
    faces, of whole cards and of single-faced cards on some pages, the tools' own day forms (Org, Logseq, Roam, ISO), own
    days in the rulings' very form on some pages, and no undated ruling."""
    return _part_problems(pages, gen) + problems_of_pages(pages, gen, _page_problems)


def main() -> int:
    return part_main(Fresh46Generator, fresh46_corpus, self_test, SEED_OFFSET,
                     lambda pages: f"{sum(1 for p in pages if p.__dict__.get('same_form'))} pages with an own day in the rulings' form, "
                                   f"day forms: {len({f.split()[0] for p in pages for f in p.date_forms})}")


if __name__ == "__main__":
    raise SystemExit(main())
