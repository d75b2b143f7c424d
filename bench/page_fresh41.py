"""The fresh-41 held-out part of the page corpus (``bench/page_corpus.py``): documents as office, publishing and document
tools save or export them, 2010–2026. A judge's handout, a club's newsletter, a store's card sheet, a translator's
glossary, a league's rules packet, a teacher's worksheet, a player's notes, a mail: each about one card (a card with
several faces on half of the pages, a single-faced one on the other half) with that card's official rulings and their
real dates amid the tool's own furniture (document properties, "Last updated on …", print dates in running headers,
page numbers, tracked changes and comments, mail headers, slide numbers, style blocks) and the writer's own words.

Written without reading the page parser (nor any code that reads pages, nor its tests), and never run through it. Only
the corpus's interface was read (``bench/page_corpus.py``: ``Page`` and its ``encoding``, ``CardData``, ``fold``,
``load_cards``, ``multiface_cards``; ``bench/page_fresh40.py`` as the model, from which the date patterns, the card
picker, the titles, translations and ``--card`` helpers and the self-test's shape are taken), ``bench/page_accuracy.py``
(the wiring), ``tests/test_page_fresh_corpus.py`` and ``tests/conftest.py``, and the MTGJSON sample data.

Layouts, each saved as HTML and as the tool's text:

- office-word-mso-web-page: Word's "Web Page" (the Office namespaces, ``<o:DocumentProperties>`` with Created and
  LastSaved in a conditional comment, ``MsoNormal``/``MsoTitle`` paragraphs with ``<o:p></o:p>``, the rulings as
  ``MsoListParagraphCxSpFirst/Middle/Last`` bullets behind ``<![if !supportLists]>``, a ``MsoTableGrid``, a tracked
  insertion and a comment with its ``[JD1]`` anchor now and then, the source wrapped at 76 columns with CRLF), English,
  German, French, Spanish, Italian or Portuguese, in windows-1252 (the rest as entities) or UTF-8; as text Word's "Plain
  Text" (CRLF; windows-1252, UTF-16 with its BOM, or UTF-8 with its BOM);
- office-word-filtered-newsletter: "Web Page, Filtered" (German or Italian), or ``docx2txt``'s text with "Seite 1 von 2";
- office-gdocs-html-export: Google Docs' "Web page (.html)" (generated c0… classes, ``lst-kix`` lists, a comment as
  ``[a]``), or its .txt (a BOM, CRLF, "* " items), English, Spanish or Portuguese;
- office-libreoffice-writer-glossary: LibreOffice Writer's HTML (generator, created and changed metas, ``<font face>``,
  ``<col width>`` tables), French, Italian or German; its text export (LF or CRLF, UTF-8 or windows-1252);
- office-cocoa-textedit-notes: the Cocoa HTML Writer (``<p class="p1"><span class="s1">``); or TextEdit's RTF (ASCII
  with ``\\'e9`` escapes);
- office-pdf2htmlex-rules-packet: pdf2htmlEX (``pf``/``pc`` page containers, one positioned ``<div class="t m0 x1 …">``
  per printed line, running header, "Page 1 of 2"), or ``pdftotext -layout`` (columns of spaces, form feeds); English
  or German;
- office-pdftohtml-card-sheet: poppler's ``pdftohtml -c`` (``<a name=1></a>``, ``<p style="position:absolute;…">``),
  or ``pdftotext``; a Portuguese or Spanish store's sheet with "Impresso em …";
- office-word-ja-shift-jis, office-word-ru-cp1251, office-wps-zh-gb2312: a Japanese, Russian or Chinese writer's Word
  (WPS Office for Chinese) document saved as Web Page in the system's code page (``charset=shift_jis`` over CP932 bytes,
  windows-1251, ``gb2312`` over GBK bytes; traditional Chinese in UTF-8) or as Plain Text in it (CRLF);
- office-hancom-hwp-ko: Hancom Hangul's HTML (``<P CLASS=HStyle0>``, 함초롬바탕, ``ks_c_5601-1987`` over CP949 bytes or
  UTF-8), or its text save (CP949 or UTF-16);
- office-epub-calibre-chapter: a rules primer's chapter as Calibre's XHTML (``calibre1`` classes, an ``epub:type``
  footnote), or Calibre's TXT output;
- office-sphinx-rtd-page: Sphinx with the Read the Docs theme ("Edit on GitHub", "Last updated on …", "Built with
  Sphinx"), English or Japanese; or the text builder's .txt;
- office-mkdocs-material-page: MkDocs Material (the git revision date, "Made with Material for MkDocs"), English or
  Spanish; or the page's Markdown with YAML front matter;
- office-quarto-worksheet: a teacher's worksheet rendered by Quarto (title block, "Published", a callout), English or
  French; or ``pandoc -t plain``;
- office-outlook-mail-save: an Outlook mail saved as HTML (From/Sent/To/Subject block, signature) or as text, English or
  German;
- office-thunderbird-message: a Thunderbird message as .eml (headers with Date:, charset, 8bit, lines at 72) or saved as
  HTML (the ``moz-header-part1`` table), French or Italian;
- office-ppt-quiz-slide-untitled (names no card): a rules class's PowerPoint slide saved as Web Page (``v:shape``
  placeholders, notes, slide number) or its handout through ``pdftotext``;
- office-excel-rulings-log-untitled (names no card): a store's rulings log in Excel, "Save as Web Page" (``x:num``
  serials beside the shown dates, ``mso-number-format``) or "Text (Tab delimited)" (windows-1252, CRLF);
- office-notion-page-export: Notion's HTML export (``<article class="page sans">``, the properties table with Created
  and Last edited time) or its Markdown export;
- office-typora-obsidian-note: Typora's HTML export (``<div id='write'>``) or an Obsidian note with YAML front matter;
- office-asciidoctor-page: Asciidoctor's HTML (header, revision, "Last updated" footer) or the .adoc source.

The untitled layouts' ``--card`` is, in turn, the whole English name, one face's English name (a single-faced card's
name) or a printed name in another language. Rulings' dates in eleven languages' forms (English month-first numeric,
long, AP and ISO and day-first long; German, French, Italian, Spanish, Portuguese and Russian day-first; Japanese,
Korean, Simplified and Traditional Chinese year-first); the tools' own dates (document properties, last updated,
printed, sent, revised) on every page, none of them a ruling's day nor after the page's moment; titles in the card's
printed languages as the document's language shows them or in English. Each page's generator is seeded with the corpus
seed + 280001 (``SEED_OFFSET``); ``bench/page_corpus.py`` hands this part the single-faced cards and then
``multiface_cards``. Page ids are "o000"–"o199". The self-test (``python bench/page_fresh41.py [SETS]``) passes at seeds
7 and 21 on the bundled sample. Held out: not run through the parser when written; bench/page_accuracy.py prints its
failures only with --show-fresh41.

The scaffolding this part shared with the parts before it (the card picker, names, titles, translations, ``--card``,
days, chrome's bookkeeping, helpers and the self-test's common checks) now lives in ``bench/page_parts.py``
(``EncodedPartGenerator``); this module keeps the part's own layouts, words, date forms and checks.
"""

import datetime as dt
import html
import re

from page_corpus import CardData, Page, fold
from page_parts import (DAY_MON, DAY_MONTHS, DAY_WEEKDAYS, EncodedPartGenerator, answer_problems, chrome_problems, clock12,
                        encodings_line, entitize, multi_share, one_format_problems, own_date_problems, part_basics, part_main,
                        problems_of_pages, seen_in, slug, title_problems, translation_problems, variety_problems, wrap)

SEED_OFFSET = 280001
#: the share of pages about a single-faced card (the rest are about cards with several faces)
SINGLE_SHARE = 0.5
#: the first and last days a document of the part is saved on
FIRST_DAY, LAST_DAY = dt.date(2010, 1, 4), dt.date(2026, 2, 20)

# --- dates: the rulings' days as the writers wrote them (the old web's forms: page_parts.render_day) ---------

# --- helpers -----------------------------------------------------------------------------------------


def mso_wrap(line: str, width: int = 76) -> str:
    """A line of Word's HTML as Word writes it: broken at spaces into lines of about ``width`` columns (CRLF)."""
    if len(line) <= width:
        return line
    out, cur = [], ""
    for w in line.split(" "):
        if cur and len(cur) + 1 + len(w) > width:
            out.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    return "\r\n".join(out + [cur])


def rtf_esc(s: str) -> str:
    """Text as RTF writes it: backslashes and braces escaped, windows-1252 characters past ASCII as \\'hh, the others as
    \\uN? (a signed 16-bit number and "?" for readers without Unicode)."""
    out = []
    for ch in s:
        if ch in "\\{}":
            out.append("\\" + ch)
        elif ord(ch) < 128:
            out.append(ch)
        else:
            try:
                out.append("".join(f"\\'{b:02x}" for b in ch.encode("cp1252")))
            except UnicodeEncodeError:
                for k in range(0, len(ch.encode("utf-16-le")), 2):
                    u = int.from_bytes(ch.encode("utf-16-le")[k:k + 2], "little")
                    out.append(f"\\u{u - 65536 if u > 32767 else u}?")
    return "".join(out)


def rtf_text(s: str) -> str:
    """An RTF document's text as a reader shows it (for the self-test: escapes decoded, control words and groups'
    braces dropped, the font and colour tables left in)."""
    s = re.sub(r"\\'([0-9a-f]{2})", lambda m: bytes([int(m.group(1), 16)]).decode("cp1252"), s)
    s = re.sub(r"\\u(-?\d+)\?", lambda m: chr(int(m.group(1)) % 65536), s)
    s = s.replace("\\\n", "\n").replace("\\{", "\x01").replace("\\}", "\x02").replace("\\\\", "\x03")
    s = re.sub(r"\\[a-z]+-?\d* ?", "", s)
    s = s.replace("{", "").replace("}", "")
    return s.replace("\x01", "{").replace("\x02", "}").replace("\x03", "\\")


# --- encodings -----------------------------------------------------------------------------------------

#: a declared charset (as the page writes it, lowercased) -> the codecs its bytes may be in: the label's own and the
#: superset browsers read it as (windows-1252 for ISO-8859-1, windows-31J for Shift_JIS, windows-949 for EUC-KR, GBK
#: for GB2312, Big5 with Microsoft's additions)
DECLARED = {
    "iso-8859-1": {"latin-1", "cp1252"}, "windows-1252": {"cp1252"}, "iso-8859-15": {"iso8859_15"}, "iso-8859-2": {"iso8859_2"},
    "windows-1250": {"cp1250"}, "windows-1251": {"cp1251"}, "koi8-r": {"koi8_r"}, "shift_jis": {"shift_jis", "cp932"},
    "euc-jp": {"euc_jp"}, "iso-2022-jp": {"iso2022_jp"}, "gbk": {"gbk"}, "gb2312": {"gb2312", "gbk"}, "big5": {"big5", "cp950"},
    "euc-kr": {"euc_kr", "cp949"}, "ks_c_5601-1987": {"euc_kr", "cp949"}, "utf-8": {"utf-8"}, "us-ascii": {"ascii"},
}


DOCTYPES = {
    "html32": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">',
    "html4": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">',
    "frameset": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN" "http://www.w3.org/TR/html4/frameset.dtd">',
    "xhtml": '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
    "xhtml-strict": '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">',
    "html5": "<!DOCTYPE html>",
}


# --- the writers' words ---------------------------------------------------------------------------------

#: each language's words of a document about one card: the rulings' headings, the table's columns, the Oracle and printed
#: text's labels, the set's label, what a writer says before the rulings and after them, the colon before a ruling
W = {
    "en": dict(rul=["Official rulings", "Rulings", "Rulings (from Gatherer)", "What the official rulings say"], date="Date", ruling="Ruling",
               oracle="Oracle text", printed="Printed text", set="Set", colon=": ",
               intro=["Below are the card's official rulings with the dates they were published.",
                      "Please read these before the event and ask a judge if anything is unclear.",
                      "Quick reference for the floor: the card's Oracle text and every official ruling.",
                      "Notes for Thursday's rules class. We'll go through these one by one."],
               outro=["Questions? Ask the head judge before round one.", "Corrections welcome: leave a comment on this document.",
                      "Rulings copied from Gatherer; check there for newer ones.", "Next week: the stack, priority and triggered abilities."]),
    "de": dict(rul=["Offizielle Rulings", "Regelklarstellungen", "Rulings (aus Gatherer)"], date="Datum", ruling="Regelung",
               oracle="Oracle-Text", printed="Gedruckter Text", set="Edition", colon=": ",
               intro=["Hier die offiziellen Rulings zur Karte mit ihrem jeweiligen Datum.", "Bitte vor dem Turnier lesen; bei Fragen einen Judge ansprechen.",
                      "Für den Spieleabend am Freitag: Kartentext und alle Rulings auf einen Blick."],
               outro=["Fragen? Einfach beim Headjudge melden.", "Ergänzungen bitte per Mail an den Vorstand.", "Rulings aus Gatherer übernommen, ohne Gewähr."]),
    "fr": dict(rul=["Décisions officielles", "Rulings officiels", "Précisions de règles (Gatherer)"], date="Date", ruling="Décision",
               oracle="Texte Oracle", printed="Texte imprimé (VF)", set="Extension", colon=" : ",
               intro=["Voici les décisions officielles sur la carte, avec leur date de publication.",
                      "Glossaire de travail : les rulings restent en anglais, comme dans Gatherer.",
                      "À lire avant le tournoi ; en cas de doute, appelez un arbitre."],
               outro=["Des questions ? Demandez à l'arbitre principal.", "Merci de signaler toute erreur au club.", "Source : Gatherer. Document non officiel."]),
    "it": dict(rul=["Ruling ufficiali", "Chiarimenti ufficiali (ruling)"], date="Data", ruling="Ruling", oracle="Testo Oracle",
               printed="Testo stampato", set="Espansione", colon=": ",
               intro=["Ecco i ruling ufficiali della carta, con la data di pubblicazione.", "Da leggere prima del torneo; per dubbi chiamate un arbitro.",
                      "Appunti per la serata di venerdì al circolo."],
               outro=["Domande? Chiedete all'arbitro capo.", "Segnalate eventuali errori nei commenti.", "Fonte: Gatherer. Documento non ufficiale."]),
    "es": dict(rul=["Aclaraciones oficiales (rulings)", "Rulings oficiales"], date="Fecha", ruling="Aclaración", oracle="Texto de Oracle",
               printed="Texto impreso", set="Expansión", colon=": ",
               intro=["Estas son las aclaraciones oficiales de la carta, con su fecha de publicación.",
                      "Léelo antes del torneo; si tienes dudas, llama a un juez.", "Hoja de trabajo para la clase de reglas del martes."],
               outro=["¿Dudas? Pregunta al juez principal.", "Cualquier corrección, en los comentarios.", "Fuente: Gatherer. Documento no oficial."]),
    "pt": dict(rul=["Esclarecimentos oficiais", "Rulings oficiais"], date="Data", ruling="Esclarecimento", oracle="Texto Oracle",
               printed="Texto impresso", set="Coleção", colon=": ",
               intro=["Seguem os esclarecimentos oficiais da carta, com a data de publicação.", "Leia antes do torneio; qualquer dúvida, chame um juiz.",
                      "Folha de referência da loja para o pré-lançamento."],
               outro=["Dúvidas? Fale com o juiz principal.", "Correções são bem-vindas nos comentários.", "Fonte: Gatherer. Documento não oficial."]),
    "ru": dict(rul=["Официальные разъяснения", "Рулинги (Gatherer)"], date="Дата", ruling="Разъяснение", oracle="Текст Oracle",
               printed="Печатный текст", set="Выпуск", colon=": ",
               intro=["Ниже официальные разъяснения по карте с датами их публикации.", "Прочитайте перед турниром; если что-то неясно, зовите судью.",
                      "Памятка для судей клуба."],
               outro=["Вопросы — к главному судье.", "Об ошибках пишите в комментариях.", "Источник: Gatherer. Неофициальный документ."]),
    "ja": dict(rul=["公式裁定（英語原文）", "裁定（Gatherer より）"], date="日付", ruling="裁定", oracle="オラクル・テキスト",
               printed="日本語版テキスト", set="エキスパンション", colon="：",
               intro=["このカードの公式裁定を、公開日とともにまとめました。", "大会前に目を通しておいてください。不明点はジャッジへ。", "店舗大会用の配布資料です。"],
               outro=["質問はヘッドジャッジまで。", "誤りがあればコメントでお知らせください。", "出典：Gatherer（非公式資料）"]),
    "ko": dict(rul=["공식 룰링", "룰링 (Gatherer)"], date="날짜", ruling="룰링", oracle="오라클 텍스트", printed="한국어판 텍스트",
               set="확장판", colon=": ",
               intro=["이 카드의 공식 룰링을 발표 날짜와 함께 정리했습니다.", "대회 전에 읽어 주세요. 궁금한 점은 저지에게 문의하세요.", "매장 대회용 배포 자료입니다."],
               outro=["질문은 헤드 저지에게.", "오류가 있으면 댓글로 알려 주세요.", "출처: Gatherer (비공식 자료)"]),
    "zhs": dict(rul=["官方裁定", "裁定（摘自 Gatherer）"], date="日期", ruling="裁定", oracle="Oracle 规则叙述", printed="中文版叙述", set="系列",
                colon="：", intro=["以下是此牌的官方裁定及其发布日期。", "赛前请阅读；如有疑问请找裁判。", "店赛用参考资料。"],
                outro=["有问题请联系主裁判。", "如有错误请在评论中指出。", "来源：Gatherer（非官方文件）"]),
    "zht": dict(rul=["官方判定", "判定（摘自 Gatherer）"], date="日期", ruling="判定", oracle="Oracle 內文", printed="中文版內文", set="系列",
                colon="：", intro=["以下是此卡的官方判定及發布日期。", "賽前請先閱讀；如有疑問請找裁判。", "店賽用參考資料。"],
                outro=["有問題請洽主裁判。", "如有錯誤請留言告知。", "來源：Gatherer（非官方文件）"]),
}

#: the ruling-day forms a writer in each language uses (numeric ones in the order the writer's readers know)
FORMS = {
    "en": ["en:mdy", "en:long", "en:ap", "en:iso", "en:dmy"], "de": ["de:num", "de:long"], "fr": ["fr:num", "fr:long"],
    "it": ["it:num", "it:long"], "es": ["es:num", "es:long"], "pt": ["pt:num", "pt:long"], "ru": ["ru:long", "ru:num"],
    "ja": ["ja:kanji", "ja:slash"], "ko": ["ko:hangul", "ko:dot"], "zhs": ["zhs:kanji", "zhs:iso"], "zht": ["zht:kanji", "zht:slash"],
}
#: a writer's own dates (modified, printed, sent), in the same language's ways
OWN = {"en": "en:long", "de": "de:num", "fr": "fr:num", "it": "it:num", "es": "es:num", "pt": "pt:num", "ru": "ru:num", "ja": "ja:kanji",
       "ko": "ko:dot", "zhs": "zhs:kanji", "zht": "zht:kanji"}
PEOPLE = {"en": ["Sarah Miller", "Tom Becker", "Priya Patel", "Jonas Weber"], "de": ["Jana Schulz", "Markus Vogel", "Lea Hoffmann"],
          "fr": ["Camille Martin", "Julien Moreau"], "it": ["Giulia Ricci", "Luca Bianchi"], "es": ["Lucía Fernández", "Diego Ramos"],
          "pt": ["Mariana Souza", "Rafael Lima"], "ru": ["Анна Смирнова", "Дмитрий Орлов"], "ja": ["佐藤 健", "鈴木 美咲"],
          "ko": ["김민준", "이서연"], "zhs": ["王磊", "李娜"], "zht": ["陳怡君", "林志明"]}
WORD_LANG = {"en": "EN-US", "de": "DE", "fr": "FR", "it": "IT", "es": "ES", "pt": "PT-BR", "ru": "RU", "ja": "JA", "ko": "KO", "zhs": "ZH-CN", "zht": "ZH-TW"}


# --- the generator -------------------------------------------------------------------------------------

class Fresh41Generator(EncodedPartGenerator):
    """The generator of the fresh-41 part: its own layouts only, each one card's document as an office, publishing or
    document tool saved or exported it (2010-2026), in the tool's own markup or text and its encoding (a card with several
    faces half of the time), with the card's rulings and their dates amid the tool's furniture and the writer's words."""

    PART = "fresh41"
    SINGLE_SHARE = SINGLE_SHARE
    START = dt.datetime(2005, 1, 1)

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        super().__init__(cards, set_names, seed)
        self._prof: dict[str, list[str]] = {}  # the page's members' profiles (rank, join day, posts), shown alike on each post

    # ---- days ----
    def _moment_of(self, card: CardData) -> dt.datetime:
        """The moment the document was saved: three weeks to four years after the card's last ruling, from 2010 to
        February 2026; never a ruling's day."""
        r = self.rng
        last = max(d for d, _ in card.rulings)
        lo = max(last + dt.timedelta(days=21), FIRST_DAY)
        hi = min(lo + dt.timedelta(days=4 * 365), LAST_DAY)
        d = self._between(card, min(lo, hi), hi)
        return dt.datetime(d.year, d.month, d.day, r.randint(7, 23), r.randint(0, 59), r.randint(0, 59))

    # ---- the page ----
    def page(self, i: int, layout: str, split: str = "fresh41", single: bool = False) -> Page:
        """One page of the layout: the format (its first page HTML, its second text, then either), the encoding the tool
        writes (drawn from the layout's), the card (one the encoding can carry in a text page), the document's moment;
        written; its chrome sorted, none of it inside a ruling, translation or the card's text."""
        r = self.rng
        method, titled = self.LAYOUTS41[layout]
        S = SITES41[layout]
        turn = self._turns.get(layout, 0)
        self._turns[layout] = turn + 1
        self.html = turn == 0 if turn < 2 else r.random() < 0.5
        self.lang = r.choice(S["langs"])
        opts = S.get(self.lang, S)["html" if self.html else "text"]
        self.enc, self.decl = r.choices([(c, d) for c, d, _ in opts], weights=[w for *_, w in opts])[0]
        self.S, self._layout, self._untitled = S, layout, not titled
        self._rstyle = "colon"
        card = self._pick(single)
        page = Page(id=f"o{i:03d}", layout=layout, split=split, fmt="html" if self.html else "text", card=card.name, card_arg=None,
                    title_lang=None, encoding=self.enc)
        self._now = self._moment_of(card)
        page.__dict__["now"] = self._now.date().isoformat()
        page.__dict__["declared"] = None
        getattr(self, method)(page, card)
        return self.settle_chrome(page, card)

    # ---- the document: the writer's words, the card, its rulings ----
    def compose(self, page: Page, card: CardData, forms: list[str], tag: str, *, styles=("colon", "dash", "paren", "bracket", "dateline"),
                table: float = 0.25, oracle: float = 0.6, tr: float = 0.5, titled: bool = True, intro: bool = True) -> list[tuple]:
        """The document's blocks: ("title", s), ("h", s) and ("p", s) (the writer's words, chrome), ("cardh", s) and ("card", s)
        (the card's Oracle text or a printed card), ("rul", runs) (a ruling's paragraph: (text, is_date) runs) or ("table",
        rows); a titled one names the card (printed in the document's language most of the time), shows its Oracle text or
        its printed text now and then; the rulings with their days in one of ``forms``."""
        r = self.rng
        L = W[self.lang]
        out: list[tuple] = []
        if titled:
            out.append(("title", self._title(page, card)))
            if r.random() < 0.5:
                code, sname = self.set_of(card)
                out.append(("p", self._c(page, f"{L['set']}: {sname} ({code}) · #{card.number}" if self.fits("·") else f"{L['set']}: {sname} ({code}), #{card.number}")))
        if intro:
            out.append(("p", self._c(page, r.choice(L["intro"]))))
        if titled and r.random() < oracle and self.oracle(card):
            out.append(("h", self._c(page, L["oracle"])))
            for name, typ, lines in self.oracle(card):
                out += ([("cardh", name)] if name else []) + ([("card", typ)] if typ else []) + [("card", x) for x in lines]
            page.printed_text = card.text
        if titled and self.lang != "en" and r.random() < tr:
            got = self._tr(page, card, self.lang)
            if got:
                out += [("h", self._c(page, L["printed"])), ("cardh", got[0])] + [("card", x) for x in got[1].split("\n") if x.strip()]
        out.append(("h", self._c(page, r.choice(L["rul"]))))
        form = self._form(page, tag, forms)
        items = self._dated(page, card, form)
        if r.random() < table:
            self._rstyle = "table"
            page.date_forms[-1] += " (table)"
            out.append(("table", [[self._c(page, L["date"]), self._c(page, L["ruling"])]] + [[ds, t] for ds, t, _ in items]))
        else:
            self._rstyle = r.choice(list(styles))
            page.date_forms[-1] += f" ({self._rstyle})"
            for ds, t, _ in items:
                out += [("rul", runs) for runs in self.rparas(ds, t, L["colon"])]
        if r.random() < 0.7:
            out.append(("p", self._c(page, r.choice(L["outro"]))))
        return out

    def rparas(self, ds: str, t: str, colon: str) -> list[list[tuple[str, bool]]]:
        """A ruling's paragraphs in the document's style: "DAY: text", "DAY – text", "text (DAY)", "[DAY] text", or the
        day over the text."""
        s = self._rstyle
        if s == "colon":
            return [[(ds, True), (colon, False), (t, False)]]
        if s == "dash":
            return [[(ds, True), (" – " if self.fits("–") else " - ", False), (t, False)]]
        if s == "paren":
            return [[(t, False), (" (", False), (ds, True), (")", False)]]
        if s == "bracket":
            return [[("[", False), (ds, True), ("] ", False), (t, False)]]
        return [[(ds, True)], [(t, False)]]

    def html_of(self, blocks: list[tuple], T: dict) -> str:
        """The blocks as a tool's HTML: ``T`` maps each kind to a format string with "{}" (or a function): "title", "h",
        "p", "cardh", "card", "rp" (a ruling's paragraph), "li" (a ruling as a list item, "{pos}" First/Middle/Last),
        "date" (a day's markup), "table" (a function of the rows), "ul" (the list's open and close tags)."""
        e = lambda s: html.escape(s, quote=False)  # noqa: E731
        bullets = T.get("bullets") and self._rstyle not in ("dateline", "table")
        ruls = [k for k, (kind, _) in enumerate(blocks) if kind == "rul"]
        out: list[str] = []
        for k, (kind, x) in enumerate(blocks):
            if kind == "rul":
                txt = "".join(T.get("date", "<b>{}</b>").format(e(s)) if d else e(s) for s, d in x)
                if bullets:
                    pos = "First" if k == ruls[0] else "Last" if k == ruls[-1] else "Middle"
                    if k == ruls[0] and T.get("ul"):
                        out.append(T["ul"][0])
                    out.append(T["li"].format(txt, pos=pos))
                    if k == ruls[-1] and T.get("ul"):
                        out.append(T["ul"][1])
                else:
                    out.append(T["rp"].format(txt))
            elif kind == "table":
                out.append(T["table"]([[e(c) for c in row] for row in x]))
            else:
                f = T.get(kind, T["p"])
                out.append(f(e(x)) if callable(f) else f.format(e(x)))
        return "\n".join(out)

    def text_of(self, blocks: list[tuple], *, bullet: str = "", title=None, head=None, gap: bool = True, width: int | None = None,
                table: str = "tab", date=lambda s: s, indent: str = "") -> list[str]:
        """The blocks as a tool's text: each paragraph a line (wrapped at ``width`` with a hanging indent for a list item),
        a blank line between paragraphs (``gap``; a card's lines kept together), the title and headings as ``title`` and
        ``head`` make them, a ruling as a list item (``bullet``) in a list's style, a table by tabs, as a Markdown pipe
        table or as reStructuredText's list table."""
        out: list[str] = []
        prev = None
        bullets = bullet and self._rstyle not in ("dateline", "table")

        def para(lines: list[str], kind: str) -> None:
            nonlocal prev
            if out and gap and not (kind in ("card", "cardh") and prev in ("card", "cardh")) and not (kind == "rul" and prev == "rul" and bullets):
                out.append("")
            out.extend(lines)
            prev = kind

        for kind, x in blocks:
            if kind == "title":
                para(title(x) if title else [x], kind)
            elif kind == "h":
                para(head(x) if head else [x], kind)
            elif kind == "rul":
                s = "".join(date(s) if d else s for s, d in x)
                lead = bullet if bullets else ""
                para(wrap(s, width, indent + lead, indent + " " * len(lead)) if width else [indent + lead + s], kind)
            elif kind == "table":
                if table == "pipe":
                    rows = [f"| {a} | {b} |" for a, b in x]
                    rows.insert(1, "| --- | --- |")
                elif table == "rst":
                    rows = [".. list-table::", "   :header-rows: 1", ""] + [y for a, b in x for y in (f"   * - {a}", f"     - {b}")]
                else:
                    rows = [f"{a}\t{b}" for a, b in x]
                para(rows, kind)
            else:
                para(wrap(x, width, indent, indent) if width and kind == "p" else [indent + x], kind)
        return out

    def doc_days(self, page: Page, card: CardData) -> tuple[dt.datetime, dt.datetime]:
        """The document's created and modified moments (modified: the page's moment)."""
        created = self._past(card, self._now.date() - dt.timedelta(days=self.rng.randint(5, 500)), 1)
        c = dt.datetime(created.year, created.month, created.day, self.rng.randint(8, 22), self.rng.randint(0, 59))
        return c, self._now

    def iso_z(self, page: Page, m: dt.datetime) -> str:
        return self._own(page, m.date(), f"{m:%Y-%m-%dT%H:%M:00Z}")

    def finish(self, page: Page, doc: str, label: str | None = None) -> None:
        """A saved HTML document: the characters its encoding lacks as decimal entities (as Word and its kin write them)."""
        page.content = doc if self.enc.startswith("utf") else entitize(doc, self.enc, self.S.get("ents", "dec"))
        page.__dict__["declared"] = label.lower() if label else None

    def crlf(self, lines: list[str]) -> str:
        return "\r\n".join(lines) + "\r\n"

    # ---- the tools' documents ----
    def who(self) -> str:
        return self.rng.choice(PEOPLE[self.lang])

    def own(self, page: Page, card: CardData, days: int = 60) -> tuple[dt.date, str]:
        """A day of the document's own before its moment (a print day, an edit) in the writer's language."""
        d = self._moments(card, 1, days)[0].date()
        return d, self._stamp(page, d, OWN[self.lang])

    def word_html(self, page: Page, card: CardData, blocks: list[tuple], *, filtered: bool, version: str = "15") -> str:
        """Word's "Web Page" (unfiltered: the Office namespaces, the document properties in conditional comments, <o:p>,
        tracked changes and comments kept) or "Web Page, Filtered"."""
        r = self.rng
        author = self.who()
        created, saved = self.doc_days(page, card)
        lang = WORD_LANG[self.lang]
        li = ("<p class=MsoListParagraphCxSp{pos} style='margin-left:36.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l0 level1 lfo1'>"
              "<![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol;mso-bidi-font-family:Symbol'>"
              "<span style='mso-list:Ignore'>·<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span>"
              "<![endif]>{}<o:p></o:p></p>")
        if filtered:
            li = ("<p class=MsoListParagraphCxSp{pos} style='text-indent:-18.0pt'><span style='font-family:Symbol'>·<span "
                  "style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span>{}</p>")
        op = "" if filtered else "<o:p></o:p>"

        def table(rows):
            cells = lambda row, b: "".join(  # noqa: E731
                f"  <td width={w} valign=top style='width:{w * 0.75:.1f}pt;border:solid windowtext 1.0pt;padding:0cm 5.4pt 0cm 5.4pt'>\n"
                f"  <p class=MsoNormal>{'<b>' if b else ''}{c}{'</b>' if b else ''}{op}</p>\n  </td>\n" for c, w in zip(row, (110, 494)))
            return ("<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;border:none'>\n"
                    + "".join(f" <tr>\n{cells(row, k == 0)} </tr>\n" for k, row in enumerate(rows)) + "</table>")

        T = dict(title=f"<p class=MsoTitle>{{}}{op}</p>", h=f"<h2>{{}}{op}</h2>", p=f"<p class=MsoNormal>{{}}{op}</p>",
                 cardh=f"<p class=MsoNormal><b>{{}}</b>{op}</p>", card=f"<p class=MsoNormal style='margin-left:18.0pt'><i>{{}}</i>{op}</p>",
                 rp=f"<p class=MsoNormal>{{}}{op}</p>", li=li, bullets=r.random() < 0.6, date="<b>{}</b>", table=table)
        body = self.html_of(blocks, T)
        extras = []
        if not filtered and r.random() < 0.6:  # a tracked insertion and a comment the writer left
            ins = self._c(page, r.choice({"de": ["(bitte ausdrucken)", "(Entwurf)"], "fr": ["(brouillon)", "(version 2)"], "it": ["(bozza)"],
                                          "es": ["(borrador)"], "pt": ["(rascunho)"], "ru": ["(черновик)"], "ja": ["（下書き）"]}.get(
                self.lang, ["(updated after the last rules update)", "(version 2)", "(draft)"])))
            body = body.replace(f"{op}</p>", f"<span class=msoIns><ins cite=\"mailto:{author}\" datetime=\"{saved:%Y-%m-%dT%H:%M}\">"
                                f" {ins}</ins></span>{op}</p>", 1)
            com = self._c(page, r.choice({"de": ["Schriftgröße für den Aushang vergrößern?"], "it": ["Tradurre anche i ruling?"],
                                          "fr": ["Traduire aussi les rulings ?"], "es": ["¿Traducimos también los rulings?"],
                                          "pt": ["Traduzir também os rulings?"], "ru": ["Перевести разъяснения?"], "ja": ["裁定も翻訳しますか？"]}.get(
                self.lang, ["Check this against the newest update before printing.", "Add the card image here?"])))
            initials = "".join(x[0] for x in author.split()[:2])
            extras.append(f"<div style='mso-element:comment-list'><![if !supportAnnotations]>\n\n<hr class=msocomoff align=left size=1 width=\"33%\">\n\n"
                          f"<![endif]>\n\n<div style='mso-element:comment'><![if !supportAnnotations]>\n\n<div id=\"_com_1\" class=msocomtxt\n"
                          f"language=JavaScript onmouseover=\"msoCommentShow('_anchor_1','_com_1')\"\nonmouseout=\"msoCommentHide('_com_1')\"><![endif]>\n\n"
                          f"<p class=MsoCommentText><span class=MsoCommentReference><span style='mso-special-character:comment'>&nbsp;</span></span>"
                          f"{html.escape(com, quote=False)}</p>\n\n<![if !supportAnnotations]></div>\n\n<![endif]></div>\n\n</div>")
            body = body.replace("</p>", f"<span class=MsoCommentReference><a class=msocomanchor id=\"_anchor_1\" href=\"#_msocom_1\" "
                                f"name=\"_msoanchor_1\">[{initials}1]</a>&nbsp;</span></p>", 1)
        stand = {"de": "Stand", "fr": "Mise à jour", "it": "Aggiornato il", "es": "Actualizado", "pt": "Atualizado em", "ru": "Обновлено",
                 "ja": "更新日", "ko": "수정일", "zhs": "更新日期", "zht": "更新日期"}.get(self.lang, "Last updated")
        body += "\n" + f"<p class=MsoNormal align=right style='text-align:right'><span style='font-size:8.0pt'>" + \
            html.escape(self._c(page, f"{stand}: {self._stamp(page, saved.date(), OWN[self.lang])}"), quote=False) + f"</span>{op}</p>"
        gen = f"Microsoft Word {version}" + (" (filtered)" if filtered else "")
        charset = self.decl or "utf-8"
        head = [f"<meta http-equiv=Content-Type content=\"text/html; charset={charset}\">"]
        if not filtered:
            head += ["<meta name=ProgId content=Word.Document>", f"<meta name=Generator content=\"{gen}\">",
                     f"<meta name=Originator content=\"{gen}\">", f"<link rel=File-List href=\"{slug(author)}-files/filelist.xml\">",
                     f"<title>{html.escape(page.__dict__.get('title') or 'Handout', quote=False)}</title>",
                     "<!--[if gte mso 9]><xml>\n <o:DocumentProperties>\n"
                     f"  <o:Author>{author}</o:Author>\n  <o:LastAuthor>{author}</o:LastAuthor>\n  <o:Revision>{r.randint(2, 14)}</o:Revision>\n"
                     f"  <o:TotalTime>{r.randint(8, 240)}</o:TotalTime>\n  <o:Created>{self.iso_z(page, created)}</o:Created>\n"
                     f"  <o:LastSaved>{self.iso_z(page, saved)}</o:LastSaved>\n  <o:Pages>{r.randint(1, 3)}</o:Pages>\n"
                     f"  <o:Words>{r.randint(180, 900)}</o:Words>\n  <o:Characters>{r.randint(1100, 5200)}</o:Characters>\n"
                     f"  <o:Lines>{r.randint(12, 60)}</o:Lines>\n  <o:Paragraphs>{r.randint(4, 20)}</o:Paragraphs>\n  <o:Version>16.00</o:Version>\n"
                     " </o:DocumentProperties>\n <o:OfficeDocumentSettings>\n  <o:AllowPNG/>\n </o:OfficeDocumentSettings>\n</xml><![endif]-->",
                     "<!--[if gte mso 9]><xml>\n <w:WordDocument>\n  <w:SpellingState>Clean</w:SpellingState>\n  <w:GrammarState>Clean</w:GrammarState>\n"
                     f"  <w:TrackMoves>false</w:TrackMoves>\n  <w:HyphenationZone>21</w:HyphenationZone>\n  <w:LidThemeOther>{lang}</w:LidThemeOther>\n"
                     "  <w:LidThemeAsian>X-NONE</w:LidThemeAsian>\n  <w:Compatibility>\n   <w:BreakWrappedTables/>\n   <w:SplitPgBreakAndParaMark/>\n"
                     "  </w:Compatibility>\n </w:WordDocument>\n</xml><![endif]-->"]
        else:
            head += [f"<meta name=Generator content=\"{gen}\">", f"<title>{html.escape(page.__dict__.get('title') or 'Handout', quote=False)}</title>"]
        font = "Calibri" if self.lang not in ("ja", "ko", "zhs", "zht") else {"ja": "ＭＳ 明朝", "ko": "맑은 고딕", "zhs": "宋体", "zht": "新細明體"}[self.lang]
        style = ("<style>\n<!--\n /* Font Definitions */\n @font-face\n\t{font-family:\"Cambria Math\";\n\tpanose-1:2 4 5 3 5 4 6 3 2 4;"
                 + ("" if filtered else "\n\tmso-font-charset:0;\n\tmso-generic-font-family:roman;\n\tmso-font-pitch:variable;") +
                 f"}}\n @font-face\n\t{{font-family:\"{font}\";}}\n /* Style Definitions */\n p.MsoNormal, li.MsoNormal, div.MsoNormal\n\t{{"
                 + ("" if filtered else "mso-style-unhide:no;\n\tmso-style-qformat:yes;\n\tmso-style-parent:\"\";\n\t") +
                 f"margin-top:0cm;\n\tmargin-right:0cm;\n\tmargin-bottom:8.0pt;\n\tmargin-left:0cm;\n\tline-height:107%;\n\tfont-size:11.0pt;\n\t"
                 f"font-family:\"{font}\",sans-serif;}}\np.MsoTitle, li.MsoTitle, div.MsoTitle\n\t{{margin:0cm;\n\tfont-size:28.0pt;\n\t"
                 "font-family:\"Calibri Light\",sans-serif;\n\tletter-spacing:-.5pt;}}\n@page WordSection1\n\t{size:595.3pt 841.9pt;\n\t"
                 "margin:70.85pt 70.85pt 2.0cm 70.85pt;" + ("" if filtered else "\n\tmso-header-margin:35.4pt;\n\tmso-footer-margin:35.4pt;\n\tmso-paper-source:0;")
                 + "}\ndiv.WordSection1\n\t{page:WordSection1;}\n-->\n</style>")
        ns = "" if filtered else (" xmlns:v=\"urn:schemas-microsoft-com:vml\"\nxmlns:o=\"urn:schemas-microsoft-com:office:office\"\n"
                                  "xmlns:w=\"urn:schemas-microsoft-com:office:word\"\nxmlns:m=\"http://schemas.microsoft.com/office/2004/12/omml\"\n"
                                  "xmlns=\"http://www.w3.org/TR/REC-html40\"")
        doc = (f"<html{ns}>\n\n<head>\n" + "\n".join(head) + "\n" + style + "\n" +
               ("<!--[if gte mso 10]>\n<style>\n /* Style Definitions */\n table.MsoNormalTable\n\t{mso-style-name:\"Normale Tabelle\";\n\t"
                "mso-tstyle-rowband-size:0;\n\tmso-padding-alt:0cm 5.4pt 0cm 5.4pt;}\n</style>\n<![endif]-->\n" if not filtered else "") +
               f"</head>\n\n<body lang={lang} style='tab-interval:35.4pt;word-wrap:break-word'>\n\n<div class=WordSection1>\n\n{body}\n\n</div>\n\n"
               + "\n".join(extras) + "\n</body>\n\n</html>\n")
        return "\r\n".join(mso_wrap(ln) for ln in doc.split("\n"))

    def word_text(self, page: Page, card: CardData, blocks: list[tuple]) -> str:
        """Word's "Plain Text" save: each paragraph a line, CRLF, list items after a bullet and a tab, table cells by tabs,
        headers and footers left out (the writer's "last updated" line kept)."""
        lines = self.text_of(blocks, bullet="•\t" if self.fits("•") else "o\t", gap=self.rng.random() < 0.5)
        d, s = self.own(page, card, 20)
        lines += ["", self._c(page, {"de": f"Stand: {s}", "ru": f"Обновлено: {s}", "ja": f"更新日：{s}", "fr": f"Mise à jour : {s}"}.get(self.lang, f"Last updated: {s}"))]
        return self.crlf(lines)

    def layout_word_mso(self, page, card):
        """A judge's handout or a club's newsletter page in Word: saved as "Web Page" (Word's full HTML: the Office
        namespaces, the document properties with their Created and LastSaved, MsoNormal paragraphs with <o:p>, the
        rulings as MsoListParagraph bullets, tracked changes and a comment now and then), or as "Plain Text" (CRLF, in
        the system's code page, Unicode or UTF-8)."""
        blocks = self.compose(page, card, FORMS[self.lang], "a Word handout")
        page.content = self.word_html(page, card, blocks, filtered=False, version=self.rng.choice(["15", "14", "12"])) if self.html \
            else self.word_text(page, card, blocks)
        if self.html:
            self.finish(page, page.content, self.decl)

    def layout_word_filtered(self, page, card):
        """A club's newsletter in Word saved as "Web Page, Filtered" (MsoNormal classes, no Office markup), or its text as
        ``docx2txt`` prints the .docx (paragraphs between blank lines, list items after a tab)."""
        blocks = self.compose(page, card, FORMS[self.lang], "a filtered Word page")
        if self.html:
            self.finish(page, self.word_html(page, card, blocks, filtered=True), self.decl)
            return
        lines = self.text_of(blocks, bullet="\t" if self.rng.random() < 0.5 else "", gap=True)
        d, s = self.own(page, card, 30)
        foot = self._c(page, {"de": f"Vereinsblatt – Ausgabe vom {s}", "it": f"Notiziario del circolo – {s}"}.get(self.lang, f"Newsletter – {s}"))
        page.content = "\n".join([foot, ""] + lines + ["", "", self._c(page, "Seite 1 von 2" if self.lang == "de" else "Pagina 1 di 2" if self.lang == "it" else "Page 1 of 2")]) + "\n"

    def layout_gdocs(self, page, card):
        """A player's notes in Google Docs: "Download → Web page (.html)" (one <style> of generated classes c0…c9, lists
        as <ul class="lst-kix_…">, the comments as [a] links with their texts at the end), or "Plain text (.txt)" (a BOM,
        CRLF, list items after "* ")."""
        r = self.rng
        blocks = self.compose(page, card, FORMS[self.lang], "a Google Docs export")
        d, s = self.own(page, card, 40)
        note = self._c(page, {"es": f"Última revisión: {s}", "pt": f"Última revisão: {s}"}.get(self.lang, f"Last edited {s}"))
        blocks.insert(1, ("p", note))
        if not self.html:
            page.content = "\ufeff" + self.crlf(self.text_of(blocks, bullet="* ", gap=r.random() < 0.6))
            return
        kix = "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(12))
        comment = self._c(page, r.choice(["check the newest Gatherer update", "¿esto sigue vigente?", "perguntar ao juiz", "add to the deck notes"]))
        T = dict(title='<p class="c7 title" id="h.' + kix[:10] + '"><span class="c9">{}</span></p>', h='<h2 class="c5"><span class="c8">{}</span></h2>',
                 p='<p class="c1"><span class="c0">{}</span></p>', cardh='<p class="c1"><span class="c3">{}</span></p>',
                 card='<p class="c1 c6"><span class="c0">{}</span></p>', rp='<p class="c1"><span class="c0">{}</span></p>',
                 li='<li class="c1 c4 li-bullet-0"><span class="c0">{}</span></li>', bullets=r.random() < 0.6, date='</span><span class="c3">{}</span><span class="c0">',
                 ul=(f'<ul class="c2 lst-kix_{kix}-0 start">', "</ul>"),
                 table=lambda rows: '<table class="c10">' + "".join(
                     f'<tr class="c11">' + "".join(f'<td class="c12" colspan="1" rowspan="1"><p class="c1"><span class="{"c3" if k == 0 else "c0"}">{c}</span></p></td>'
                                                 for c in row) + "</tr>" for k, row in enumerate(rows)) + "</table>")
        body = self.html_of(blocks, T)
        body = body.replace('<span class="c0"></span>', "")
        body += (f'<div><p class="c1"><a href="#cmnt_ref1" id="cmnt1">[a]</a><span class="c0">{html.escape(comment, quote=False)}</span></p></div>')
        style = ('<style type="text/css">@import url(https://themes.googleusercontent.com/fonts/css?kit=fpjTOVmNbO4Lz34iLyptLUXza5VhXFHPvgzNXs1AVpk);'
                 f'ul.lst-kix_{kix}-0{{list-style-type:none}}.lst-kix_{kix}-0>li:before{{content:"\\0025cf   "}}'
                 'ol{margin:0;padding:0}table td,table th{padding:0}.c0{color:#000000;font-weight:400;text-decoration:none;vertical-align:baseline;'
                 'font-size:11pt;font-family:"Arial";font-style:normal}.c3{color:#000000;font-weight:700;font-size:11pt;font-family:"Arial"}'
                 '.c1{padding-top:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:left}.c2{padding:0;margin:0}'
                 '.c9{font-size:26pt;font-family:"Arial"}.c8{font-size:16pt;font-weight:400}.c4{margin-left:36pt;padding-left:0pt}'
                 '.c6{margin-left:18pt}.c10{border-spacing:0;border-collapse:collapse;margin-right:auto}.c5{padding-top:18pt;padding-bottom:6pt}'
                 '.c7{padding-top:0pt;padding-bottom:3pt}.title{padding-top:0pt;color:#000000;font-size:26pt;padding-bottom:3pt}</style>')
        self.finish(page, f'<html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type">{style}</head>'
                          f'<body class="c13 doc-content">{body}</body></html>', "utf-8")

    def layout_libreoffice(self, page, card):
        """A translator's glossary entry or a club's sheet in LibreOffice Writer: "HTML Document (Writer)" (the generator
        meta, the document's created and changed metas, <p style="margin-bottom: 0cm">, <font face=…>, a <table> of
        rulings with <col> widths), or "Text (.txt)" (LF or CRLF, UTF-8 or windows-1252)."""
        r = self.rng
        blocks = self.compose(page, card, FORMS[self.lang], "a LibreOffice Writer export", table=0.45)
        created, saved = self.doc_days(page, card)
        if not self.html:
            lines = self.text_of(blocks, gap=r.random() < 0.5)
            d, s = self.own(page, card, 15)
            lines = [self._c(page, {"fr": f"Glossaire MTG – révision du {s}", "it": f"Glossario MTG – revisione del {s}",
                                    "de": f"Glossar MTG – Überarbeitung vom {s}"}[self.lang]), ""] + lines
            page.content = (self.crlf(lines) if r.random() < 0.5 else "\n".join(lines) + "\n")
            return
        ver = r.choice(["6.4.7.2 (Linux)", "7.3.7.2 (X86_64)", "7.6.4.1 (X86_64)", "24.2.3.2 (X86_64)"])
        fnt = r.choice(["Liberation Serif, serif", "Liberation Sans, sans-serif", "DejaVu Sans, sans-serif"])
        T = dict(title='<h1 class="western">{}</h1>', h='<h2 class="western">{}</h2>',
                 p=f'<p style="margin-bottom: 0cm; line-height: 100%"><font face="{fnt}">{{}}</font></p>',
                 cardh='<p style="margin-bottom: 0cm; line-height: 100%"><b>{}</b></p>', card='<p style="margin-left: 1cm; margin-bottom: 0cm"><i>{}</i></p>',
                 rp='<p style="margin-bottom: 0.25cm; line-height: 115%">{}</p>', li='<li><p style="margin-bottom: 0cm">{}</p></li>', ul=("<ul>", "</ul>"),
                 bullets=r.random() < 0.5, date="<b>{}</b>",
                 table=lambda rows: ('<table width="100%" cellpadding="4" cellspacing="0">\n\t<col width="64*"/>\n\t<col width="192*"/>\n'
                                     + "".join("\t<tr valign=\"top\">\n" + "".join(f'\t\t<td width="{w}%" style="border: 1px solid #000000; padding: 0.1cm"><p>{c}</p>\n\t\t</td>\n'
                                                                                for c, w in zip(row, (25, 75))) + "\t</tr>\n" for row in rows) + "</table>"))
        body = self.html_of(blocks, T)
        dc = lambda m: self._own(page, m.date(), f"{m:%Y-%m-%dT%H:%M:%S}.{self.rng.randint(100000000, 999999999)}")  # noqa: E731
        foot = self._c(page, f"{self.who()} – {self._stamp(page, saved.date(), OWN[self.lang])}")
        doc = (f'<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">\n<html lang="{self.lang}">\n<head>\n'
               f'\t<meta http-equiv="content-type" content="text/html; charset={self.decl}"/>\n'
               f'\t<title>{html.escape(page.__dict__.get("title", ""), quote=False)}</title>\n\t<meta name="generator" content="LibreOffice {ver}"/>\n'
               f'\t<meta name="author" content="{self.who()}"/>\n\t<meta name="created" content="{dc(created)}"/>\n'
               f'\t<meta name="changed" content="{dc(saved)}"/>\n\t<style type="text/css">\n\t\t@page {{ size: 21cm 29.7cm; margin: 2cm }}\n'
               '\t\tp { line-height: 115%; margin-bottom: 0.25cm; background: transparent }\n\t\th1 { margin-bottom: 0.21cm; background: transparent; '
               'page-break-after: avoid }\n\t\th1.western { font-family: "Liberation Sans", sans-serif; font-size: 18pt; font-weight: bold }\n'
               '\t\ttd p { orphans: 2; widows: 2; margin-bottom: 0cm; background: transparent }\n\t</style>\n</head>\n'
               f'<body lang="{WORD_LANG[self.lang].lower()}" dir="ltr"><p style="margin-bottom: 0cm; line-height: 100%" align="right"><font size="1" style="font-size: 8pt">'
               f'{html.escape(foot, quote=False)}</font></p>\n{body}\n</body>\n</html>')
        self.finish(page, doc, self.decl)

    def layout_cocoa(self, page, card):
        """A player's notes in TextEdit or Pages on a Mac: saved as HTML by the Cocoa HTML Writer (<p class="p1"><span
        class="s1">, the style block per paragraph kind, the Mac's meta tags), or as TextEdit's RTF (\\cocoartf, the font
        and colour tables, escapes for every character past ASCII)."""
        r = self.rng
        blocks = self.compose(page, card, FORMS[self.lang], "a TextEdit note", styles=("colon", "dash", "paren"), table=0)
        d, s = self.own(page, card, 25)
        blocks.insert(1, ("p", self._c(page, {"it": f"Appunti del {s}", "fr": f"Notes du {s}"}.get(self.lang, f"Notes, {s}"))))
        if self.html:
            cls = {"title": "p1", "h": "p2", "p": "p3", "cardh": "p3", "card": "p4", "rp": "p3"}
            T = {k: f'<p class="{v}"><span class="s1">{{}}</span></p>' for k, v in cls.items()}
            T["cardh"] = '<p class="p3"><span class="s1"><b>{}</b></span></p>'
            T.update(date="<b>{}</b>", table=lambda rows: "")
            body = self.html_of(blocks, T)
            ver = r.choice(["2299.7", "2487.2", "2113.6"])
            doc = ('<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">\n<html>\n<head>\n'
                   '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">\n<meta http-equiv="Content-Style-Type" content="text/css">\n'
                   f'<title></title>\n<meta name="Generator" content="Cocoa HTML Writer">\n<meta name="CocoaVersion" content="{ver}">\n'
                   '<style type="text/css">\n  p.p1 {margin: 0.0px 0.0px 0.0px 0.0px; font: 18.0px \'Helvetica Neue\'}\n'
                   '  p.p2 {margin: 0.0px 0.0px 0.0px 0.0px; font: 14.0px \'Helvetica Neue\'; min-height: 17.0px}\n'
                   '  p.p3 {margin: 0.0px 0.0px 0.0px 0.0px; font: 12.0px Helvetica}\n  p.p4 {margin: 0.0px 0.0px 0.0px 18.0px; font: 12.0px Helvetica; color: #555555}\n'
                   '  span.s1 {font-kerning: none}\n</style>\n</head>\n<body>\n' + body + "\n</body>\n</html>\n")
            self.finish(page, doc, "utf-8")
            return
        lines = ["{\\rtf1\\ansi\\ansicpg1252\\cocoartf" + r.choice(["2639", "2761", "2818"]) + "\n\\cocoatextscaling0\\cocoaplatform0{\\fonttbl"
                 "\\f0\\fswiss\\fcharset0 Helvetica;\\f1\\fswiss\\fcharset0 Helvetica-Bold;}\n{\\colortbl;\\red255\\green255\\blue255;}\n"
                 "{\\*\\expandedcolortbl;;}\n\\paperw11900\\paperh16840\\margl1440\\margr1440\\vieww11520\\viewh8400\\viewkind0\n"
                 "\\pard\\tx566\\tx1133\\tx1700\\tx2267\\tx2834\\tx3401\\tx3968\\tx4535\\tx5102\\tx5669\\tx6236\\tx6803\\pardirnatural\\partightenfactor0\n"]
        for kind, x in blocks:
            if kind == "rul":
                s = "".join(("\\f1\\b " + rtf_esc(t) + "\\f0\\b0 ") if dd else rtf_esc(t) for t, dd in x)
            elif kind in ("title", "h", "cardh"):
                s = "\\f1\\b\\fs" + ("36 " if kind == "title" else "28 " if kind == "h" else "24 ") + rtf_esc(x) + "\\f0\\b0\\fs24 "
            else:
                s = "\\f0\\fs24 \\cf0 " + rtf_esc(x)
            lines.append(s + "\\\n")
        page.content = "".join(lines).rstrip("\\\n") + "}"
        page.__dict__["rtf"] = True

    def layout_pdf2htmlex(self, page, card):
        """A league's rules packet printed to PDF and turned into HTML by pdf2htmlEX (the page containers pf/pc, every
        printed line an absolutely placed <div class="t m0 x… h… y… ff… fs… fc0 sc0 ls0 ws0">, the running header and the
        page numbers), or into text by ``pdftotext -layout`` (the header's columns of spaces, the form feed between pages)."""
        r = self.rng
        blocks = self.compose(page, card, FORMS[self.lang], "a PDF rules packet", table=0, styles=("colon", "dash", "bracket", "paren"))
        d, s = self.own(page, card, 30)
        league = self._c(page, r.choice({"en": ["Tuesday Night Commander League – Rules Packet", "Spring League 2024 – Player Packet"],
                                         "de": ["Liga-Regelheft – Saison Frühjahr", "Turnierregeln der Donnerstagsliga"]}[self.lang]))
        printed = self._c(page, {"en": f"Revised {s}", "de": f"Stand {s}"}[self.lang])
        lines: list[tuple[str, str]] = []  # (kind, printed line)
        for kind, x in blocks:
            s2 = "".join(t for t, _ in x) if kind == "rul" else x
            for k, ln in enumerate(wrap(s2, 88 if kind != "title" else 60)):
                lines.append((kind if k == 0 else kind + "+", ln))
        per = 38
        paras: list[list] = []
        for kind, ln in lines:
            if kind.endswith("+"):
                paras[-1].append((kind, ln))
            else:
                paras.append([(kind, ln)])
        fixed: list[list] = [[]]
        for p in paras:  # never a page break inside a paragraph
            if fixed[-1] and len(fixed[-1]) + len(p) > per:
                fixed.append([])
            fixed[-1] += p
        pnum = lambda k: self._c(page, (f"Page {k} of {len(fixed)}" if self.lang == "en" else f"Seite {k} von {len(fixed)}"))  # noqa: E731
        if not self.html:
            out = []
            for k, pg in enumerate(fixed, 1):
                out.append(f"{league}{' ' * max(2, 100 - len(league) - len(printed))}{printed}\n\n")
                out += [("      " if kind.startswith("card") else "") + ln + "\n" + ("\n" if kind in ("title", "h") else "") for kind, ln in pg]
                out.append("\n" + " " * 44 + pnum(k) + "\n\f")
            page.content = "".join(out)
            return
        divs = []
        for k, pg in enumerate(fixed, 1):
            y = 1080
            items = [f'<div class="t m0 x0 h2 y{k}00 ff2 fs1 fc1 sc0 ls0 ws0">{html.escape(league, quote=False)}</div>',
                     f'<div class="t m0 x9 h2 y{k}01 ff2 fs1 fc1 sc0 ls0 ws0">{html.escape(printed, quote=False)}</div>']
            for j, (kind, ln) in enumerate(pg):
                ff, fs = ("ff3", "fs4") if kind.startswith("title") else ("ff3", "fs2") if kind.startswith("h") else ("ff1", "fs0")
                items.append(f'<div class="t m0 x{1 if not kind.startswith("card") else 3} h{3 if ff == "ff3" else 4} y{k}{j + 10:02x} {ff} {fs} fc0 sc0 ls0 ws0">'
                             f'{html.escape(ln, quote=False)}</div>')
                y -= 22
            items.append(f'<div class="t m0 x5 h2 y{k}ff ff1 fs1 fc1 sc0 ls0 ws0">{pnum(k)}</div>')
            divs.append(f'<div id="pf{k:x}" class="pf w0 h0" data-page-no="{k:x}"><div class="pc pc{k:x} w0 h0">'
                        f'<img class="bi x0 y0 w1 h1" alt="" src="bg{k:x}.png"/>' + "".join(items) + '</div><div class="pi" data-data=\'{"ctm":[1.5,0,0,1.5,0,0]}\'></div></div>')
        doc = ('<!DOCTYPE html>\n<!-- Created by pdf2htmlEX (https://github.com/pdf2htmlEX/pdf2htmlEX) -->\n<html xmlns="http://www.w3.org/1999/xhtml">\n<head>\n'
               '<meta charset="utf-8"/>\n<meta name="generator" content="pdf2htmlEX"/>\n<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1"/>\n'
               '<style type="text/css">\n/*! \n * Base CSS for pdf2htmlEX\n * Copyright 2012,2013 Lu Wang <coolwanglu@gmail.com> \n * https://github.com/pdf2htmlEX/pdf2htmlEX/blob/master/share/LICENSE\n */'
               '#sidebar{position:absolute;top:0;left:0;bottom:0;width:250px;padding:0;margin:0;overflow:auto}#page-container{position:absolute;top:0;left:0;margin:0;padding:0;border:0}'
               '.pf{position:relative;background-color:white;overflow:hidden;margin:0;border:0}.pc{position:absolute;border:0;padding:0;margin:0;top:0;left:0;width:100%;height:100%;overflow:hidden;display:block}'
               '.t{position:absolute;white-space:pre;font-size:1px;transform-origin:0 100%;unicode-bidi:bidi-override;font-feature-settings:"liga" 0}\n'
               '.ff1{font-family:ff1;line-height:0.891000;font-style:normal;font-weight:normal;visibility:visible;}\n.fs0{font-size:40.000000px;}.fs2{font-size:52.000000px;}\n'
               '.x1{left:85.039500px;}.x3{left:113.385000px;}\n</style>\n'
               f'<title>{html.escape(league, quote=False)}</title>\n</head>\n<body>\n<div id="sidebar">\n<div id="outline">\n</div>\n</div>\n'
               '<div id="page-container">\n' + "\n".join(divs) + '\n</div>\n<div class="loading-indicator">\n</div>\n</body>\n</html>\n')
        self.finish(page, doc, "utf-8")

    def layout_pdftohtml(self, page, card):
        """A store's card sheet (Portuguese or Spanish) printed to PDF, then ``pdftohtml -c`` (poppler: <a name=1></a>
        page anchors, every line a <p style="position:absolute;top:…;left:…" class="ft0…">, the page's background image,
        the document's outline), or ``pdftotext`` in its reading order (a form feed ending each page)."""
        r = self.rng
        blocks = self.compose(page, card, FORMS[self.lang], "a store's PDF card sheet", table=0, styles=("colon", "dash", "paren"))
        store = self._c(page, r.choice(["Loja Covil do Dragão", "Cards & Cia", "Tienda El Duende", "La Mazmorra Juegos"]))
        d, s = self.own(page, card, 20)
        stamp = self._c(page, {"pt": f"Impresso em {s}", "es": f"Impreso el {s}"}[self.lang])
        lines = []
        for kind, x in blocks:
            s2 = "".join(t for t, _ in x) if kind == "rul" else x
            lines += [(kind, ln) for ln in wrap(s2, 90)]
        if not self.html:
            page.content = "\n".join([store, stamp, ""] + [ln for _, ln in lines] + ["", "1"]) + "\n\f"
            return
        ps = [f'<p style="position:absolute;top:{54 + 18 * k}px;left:{72 if not kind.startswith("card") else 96}px;white-space:nowrap" class="ft0{2 if kind in ("title", "h") else 1}">'
              f'{html.escape(ln, quote=False)}</p>' for k, (kind, ln) in enumerate(lines)]
        doc = ('<!DOCTYPE html><html>\n<head>\n<title>' + html.escape(page.__dict__.get("title", ""), quote=False) + '</title>\n\n'
               '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>\n <br/>\n<style type="text/css">\n<!--\n\tp {margin: 0; padding: 0;}'
               '\t.ft00{font-size:11px;font-family:Times;color:#000000;}\n\t.ft01{font-size:12px;font-family:ABCDEE+Calibri;color:#000000;}\n'
               '\t.ft02{font-size:18px;font-family:ABCDEE+Calibri-Bold;color:#1f3864;}\n-->\n</style>\n</head>\n<body bgcolor="#A0A0A0" vlink="blue" link="blue">\n'
               '<div id="page1-div" style="position:relative;width:892px;height:1263px;">\n<img width="892" height="1263" src="ficha001.png" alt="background image"/>\n'
               f'<p style="position:absolute;top:20px;left:72px;white-space:nowrap" class="ft00">{html.escape(store, quote=False)}</p>\n'
               f'<p style="position:absolute;top:20px;left:640px;white-space:nowrap" class="ft00">{html.escape(stamp, quote=False)}</p>\n'
               + "\n".join(ps) + '\n<p style="position:absolute;top:1200px;left:440px;white-space:nowrap" class="ft00">1</p>\n</div>\n</body>\n</html>\n')
        self.finish(page, doc.replace('<div id="page1-div"', '<a name=1></a>\n<div id="page1-div"'), "utf-8")

    def layout_word_cjk_ru(self, page, card):
        """A Japanese, Russian or Chinese writer's Word document (a store's handout, a club's памятка): saved as Web Page
        in the system's code page (Shift_JIS over CP932 bytes, windows-1251, GB2312 over GBK bytes; the rest as entities),
        its fonts the language's; or as Plain Text in that code page, CRLF."""
        self.layout_word_mso(page, card)
        if self.html and self.S.get("wps"):
            page.content = page.content.replace("Microsoft Word 15", "WPS Office").replace("Microsoft Word 14", "WPS Office").replace(
                "Microsoft Word 12", "WPS Office")

    def layout_hwp(self, page, card):
        """A Korean club's handout in Hancom Office Hangul: "Save as HTML" (the generator meta, <P CLASS=HStyle0>, spans
        in 함초롬바탕, the document's own style block), or "Save as Text" (CP949, CRLF)."""
        r = self.rng
        blocks = self.compose(page, card, FORMS["ko"], "a Hangul (HWP) document")
        d, s = self.own(page, card, 30)
        blocks.append(("p", self._c(page, f"작성일: {s}")))
        if not self.html:
            page.content = self.crlf(self.text_of(blocks, bullet="- ", gap=r.random() < 0.5))
            return
        T = dict(title='<P CLASS=HStyle0 STYLE=\'text-align:center;\'><SPAN STYLE=\'font-size:16.0pt;font-weight:"bold";line-height:160%\'>{}</SPAN></P>',
                 h='<P CLASS=HStyle0><SPAN STYLE=\'font-weight:"bold"\'>{}</SPAN></P>', p="<P CLASS=HStyle0>{}</P>",
                 cardh="<P CLASS=HStyle0><SPAN STYLE='font-weight:\"bold\"'>{}</SPAN></P>", card="<P CLASS=HStyle0 STYLE='margin-left:20.0pt;'>{}</P>",
                 rp="<P CLASS=HStyle0>{}</P>", date="<SPAN STYLE='font-weight:\"bold\"'>{}</SPAN>",
                 table=lambda rows: "<TABLE border=\"1\" cellspacing=\"0\" cellpadding=\"0\" style='border-collapse:collapse;border:none;'>" + "".join(
                     "<TR>" + "".join(f"<TD valign=\"middle\" style='border:solid #000000 0.4pt;padding:1.4pt 5.1pt 1.4pt 5.1pt'><P CLASS=HStyle0>{c}</P></TD>" for c in row)
                     + "</TR>" for row in rows) + "</TABLE>")
        body = self.html_of(blocks, T).replace("<P CLASS=HStyle0></P>", "<P CLASS=HStyle0>&nbsp;</P>")
        ver = r.choice(["9.6.1.10111", "10.0.0.11688", "12.0.0.2234"])
        doc = (f'<HTML>\n<HEAD>\n<META NAME="Generator" CONTENT="Hancom HWP {ver}">\n<meta http-equiv="Content-Type" content="text/html; charset={self.decl}">\n'
               f'<TITLE>{html.escape(page.__dict__.get("title", ""), quote=False)}</TITLE>\n<STYLE type="text/css">\n<!--\n'
               'p.HStyle0\n\t{style-name:"바탕글"; margin-top:0.0pt; margin-bottom:0.0pt; text-align:justify; text-indent:0.0pt; line-height:160%; '
               'font-size:10.0pt; font-family:함초롬바탕; letter-spacing:0; font-weight:"normal"; font-style:"normal"; color:#000000;}\n-->\n</STYLE>\n'
               f'</HEAD>\n\n<BODY>\n\n{body}\n\n</BODY>\n\n</HTML>\n')
        self.finish(page, doc, self.decl)

    def layout_calibre(self, page, card):
        """A chapter of a club's rules primer as an EPUB holds it (Calibre's XHTML: calibre1… classes, the epub:type
        footnote with its back link, the book's running title), or Calibre's "TXT output" of the book (the chapter's
        title, paragraphs between blank lines, the footnote at the chapter's end)."""
        r = self.rng
        blocks = self.compose(page, card, FORMS[self.lang], "an EPUB chapter", table=0.15)
        book = self._c(page, r.choice({"en": ["The Kitchen Table Rules Primer", "Rules You Keep Forgetting"], "de": ["Das kleine Regelbuch für Vereinsspieler"],
                                       "fr": ["Le petit guide des règles du club"]}[self.lang]))
        chap = self._c(page, {"en": f"Chapter {r.randint(3, 19)}", "de": f"Kapitel {r.randint(3, 19)}", "fr": f"Chapitre {r.randint(3, 19)}"}[self.lang])
        d, s = self.own(page, card, 200)
        note = self._c(page, {"en": f"Rulings as of {s}.", "de": f"Rulings mit Stand vom {s}.", "fr": f"Décisions à jour au {s}."}[self.lang])
        if not self.html:
            lines = [book, "", chap, ""] + self.text_of(blocks, gap=True) + ["", "[1] " + note, ""]
            page.content = "\n".join(lines)
            return
        T = dict(title='<h2 class="calibre4" id="calibre_toc_1">{}</h2>', h='<h3 class="calibre5">{}</h3>', p='<p class="calibre2">{}</p>',
                 cardh='<p class="calibre6"><span class="bold">{}</span></p>', card='<p class="calibre7">{}</p>', rp='<p class="calibre2">{}</p>',
                 date='<span class="bold">{}</span>', li='<li class="calibre8">{}</li>', ul=('<ul class="calibre3">', "</ul>"), bullets=r.random() < 0.5,
                 table=lambda rows: '<table class="calibre9">' + "".join("<tr>" + "".join(f'<td class="calibre10">{c}</td>' for c in row) + "</tr>" for row in rows) + "</table>")
        body = self.html_of(blocks, T)
        doc = ('<?xml version=\'1.0\' encoding=\'utf-8\'?>\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" '
               f'lang="{self.lang}" xml:lang="{self.lang}">\n  <head>\n    <title>{html.escape(book, quote=False)}</title>\n'
               '    <meta http-equiv="Content-Type" content="text/html; charset=utf-8"/>\n  <link href="stylesheet.css" rel="stylesheet" type="text/css"/>\n'
               '<link href="page_styles.css" rel="stylesheet" type="text/css"/>\n</head>\n  <body class="calibre">\n'
               f'<p class="calibre1"><span class="italic">{html.escape(chap, quote=False)}</span><a id="noteref1" href="#note1" epub:type="noteref" class="calibre11">1</a></p>\n'
               f'{body}\n<aside id="note1" epub:type="footnote" class="calibre12"><p class="calibre13"><a href="#noteref1" class="calibre11">1</a> '
               f'{html.escape(note, quote=False)}</p></aside>\n</body></html>\n')
        self.finish(page, doc, "utf-8")

    def layout_sphinx(self, page, card):
        """A judges' wiki page built with Sphinx (the Read the Docs theme: the search box, the breadcrumbs, "Edit on
        GitHub", "Previous"/"Next", "© Copyright", "Built with Sphinx", "Last updated on …"), or its text builder's .txt
        (the title underlined with asterisks, headings with equals signs, bullets "* ", lines wrapped at 70)."""
        r = self.rng
        blocks = self.compose(page, card, FORMS[self.lang], "a Sphinx page", table=0.2)
        d, s = self.own(page, card, 45)
        upd = self._c(page, {"en": f"Last updated on {s}.", "ja": f"最終更新: {s}"}[self.lang])
        proj = self._c(page, r.choice(["Regional Judges Wiki", "Card Rulings Notebook", "ジャッジ勉強会ノート"] if self.lang == "ja" else ["Regional Judges Wiki", "Card Rulings Notebook"]))
        if not self.html:
            lines = self.text_of(blocks, bullet="* ", width=70, title=lambda x: [x, "*" * max(3, len(x))], head=lambda x: [x, "=" * max(3, len(x))], table="tab")
            page.content = "\n".join(lines + ["", f"{proj} — {upd}"]) + "\n"
            return
        nav = self._cs(page, "Search docs", "Previous", "Next", "Edit on GitHub", "Built with Sphinx using a theme provided by Read the Docs.")
        year = self._now.year
        copy = self._c(page, f"© Copyright {year - r.randint(1, 4)}-{year}, {proj}.")
        T = dict(title='<h1>{}<a class="headerlink" href="#" title="Link to this heading">¶</a></h1>', h='<h2>{}<a class="headerlink" href="#rulings" title="Link to this heading">¶</a></h2>',
                 p="<p>{}</p>", cardh="<p><strong>{}</strong></p>", card='<div class="line-block"><div class="line">{}</div></div>', rp="<p>{}</p>",
                 li="<li><p>{}</p></li>", ul=('<ul class="simple">', "</ul>"), bullets=r.random() < 0.7, date="<strong>{}</strong>",
                 table=lambda rows: '<table class="docutils align-default">\n<thead>\n<tr class="row-odd">' + "".join(f'<th class="head"><p>{c}</p></th>' for c in rows[0])
                 + "</tr>\n</thead>\n<tbody>\n" + "".join(f'<tr class="row-{"even" if k % 2 else "odd"}">' + "".join(f"<td><p>{c}</p></td>" for c in row) + "</tr>\n"
                                                          for k, row in enumerate(rows[1:])) + "</tbody>\n</table>")
        body = self.html_of(blocks, T)
        doc_slug = slug(page.__dict__.get("title", "card")) if self.lang == "en" else "card"
        built = nav[4].replace("Sphinx", '<a href="https://www.sphinx-doc.org/">Sphinx</a>')
        doc = (f'<!DOCTYPE html>\n<html class="writer-html5" lang="{self.lang}" data-content_root="../">\n<head>\n  <meta charset="utf-8" />\n'
               f'  <meta name="viewport" content="width=device-width, initial-scale=1.0" />\n  <title>{html.escape(page.__dict__.get("title", ""), quote=False)} &mdash; '
               f'{html.escape(proj, quote=False)} documentation</title>\n  <link rel="stylesheet" type="text/css" href="../_static/css/theme.css?v=e59714d7" />\n'
               '  <script src="../_static/documentation_options.js?v=5929fcd5"></script>\n</head>\n<body class="wy-body-for-nav">\n<div class="wy-grid-for-nav">\n'
               f'<nav data-toggle="wy-nav-shift" class="wy-nav-side"><div class="wy-side-scroll"><div class="wy-side-nav-search"><a href="../index.html" class="icon icon-home">{html.escape(proj, quote=False)}</a>'
               f'<div role="search"><form id="rtd-search-form" class="wy-form" action="../search.html" method="get"><input type="text" name="q" placeholder="{nav[0]}" /></form></div></div></div></nav>\n'
               f'<section data-toggle="wy-nav-shift" class="wy-nav-content-wrap"><div class="wy-nav-content"><div class="rst-content">\n'
               f'<div role="navigation" aria-label="Page navigation"><ul class="wy-breadcrumbs"><li><a href="../index.html" class="icon icon-home" aria-label="Home"></a></li>'
               f'<li class="breadcrumb-item"><a href="index.html">Cards</a></li><li class="wy-breadcrumbs-aside"><a href="https://github.com/judges/wiki/blob/main/docs/cards/{doc_slug}.rst" class="fa fa-github"> {nav[3]}</a></li></ul><hr/></div>\n'
               f'<div role="main" class="document" itemscope="itemscope" itemtype="http://schema.org/Article"><div itemprop="articleBody">\n<section id="{doc_slug}">\n{body}\n</section>\n</div></div>\n'
               f'<footer><div class="rst-footer-buttons" role="navigation" aria-label="Footer"><a href="prev.html" class="btn btn-neutral float-left" accesskey="p" rel="prev"><span class="fa fa-arrow-circle-left" aria-hidden="true"></span> {nav[1]}</a>'
               f'<a href="next.html" class="btn btn-neutral float-right" accesskey="n" rel="next">{nav[2]} <span class="fa fa-arrow-circle-right" aria-hidden="true"></span></a></div><hr/>'
               f'<div role="contentinfo"><p>{html.escape(copy, quote=False)}</p><p>{html.escape(upd, quote=False)}</p></div>\n  {built}\n</footer>\n'
               '</div></div></section>\n</div>\n</body>\n</html>\n')
        self.finish(page, doc, "utf-8")

    def layout_mkdocs(self, page, card):
        """A league's rules site built with MkDocs Material (the header, the search, the table of contents "On this page"/
        "En esta página", the "Last update" line of the git-revision plugin, "Made with Material for MkDocs"), or the page's
        Markdown source with its YAML front matter (what the writer keeps in the repository)."""
        r = self.rng
        blocks = self.compose(page, card, FORMS[self.lang], "a MkDocs page")
        es = self.lang == "es"
        if not self.html:
            d = self._moments(card, 1, 50)[0].date()
            fm = ["---", f"title: \"{page.__dict__.get('title', '')}\"", f"date: {self._own(page, d, d.isoformat())}", "tags:", "  - rulings", "---", ""]
            self._cs(page, "title:", "tags:", "- rulings")
            lines = self.text_of(blocks, bullet="- ", title=lambda x: [f"# {x}"], head=lambda x: [f"## {x}"], table="pipe", date=lambda x: f"**{x}**")
            page.content = "\n".join(fm + lines) + "\n"
            return
        d, s = self.own(page, card, 50)
        site = self._c(page, r.choice(["Liga Comunitaria de Commander", "Reglas del club"] if es else ["Community League Docs", "League Handbook"]))
        lu = self._c(page, f"{'Última actualización' if es else 'Last update'}: {s}")
        toc, made = self._cs(page, "En esta página" if es else "Table of contents", "Made with Material for MkDocs")
        T = dict(title='<h1 id="top">{}</h1>', h='<h2 id="rulings">{}<a class="headerlink" href="#rulings" title="Permanent link">&para;</a></h2>', p="<p>{}</p>",
                 cardh="<p><strong>{}</strong></p>", card="<p>{}</p>", rp="<p>{}</p>", li="<li>{}</li>", ul=("<ul>", "</ul>"), bullets=r.random() < 0.6,
                 date="<strong>{}</strong>", table=lambda rows: "<table>\n<thead>\n<tr>" + "".join(f"<th>{c}</th>" for c in rows[0]) + "</tr>\n</thead>\n<tbody>\n"
                 + "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>\n" for row in rows[1:]) + "</tbody>\n</table>")
        body = self.html_of(blocks, T)
        made_a = made.replace("Material for MkDocs", '<a href="https://squidfunk.github.io/mkdocs-material/">Material for MkDocs</a>')
        doc = (f'<!doctype html>\n<html lang="{self.lang}" class="no-js">\n  <head>\n    <meta charset="utf-8">\n    <meta name="generator" content="mkdocs-1.6.0, mkdocs-material-9.5.27">\n'
               f'    <title>{html.escape(page.__dict__.get("title", ""), quote=False)} - {html.escape(site, quote=False)}</title>\n  </head>\n'
               f'  <body dir="ltr" data-md-color-scheme="default">\n    <header class="md-header" data-md-component="header"><nav class="md-header__inner md-grid">'
               f'<div class="md-header__title"><span class="md-ellipsis">{html.escape(site, quote=False)}</span></div></nav></header>\n'
               f'    <div class="md-container"><main class="md-main"><div class="md-main__inner md-grid">\n<div class="md-sidebar md-sidebar--secondary"><nav class="md-nav md-nav--secondary">'
               f'<label class="md-nav__title" for="__toc">{toc}</label></nav></div>\n<div class="md-content" data-md-component="content"><article class="md-content__inner md-typeset">\n'
               f'{body}\n<aside class="md-source-file"><span class="md-source-file__fact"><span class="git-revision-date-localized-plugin git-revision-date-localized-plugin-date">{html.escape(lu, quote=False)}</span></span></aside>\n'
               f'</article></div></div></main>\n<footer class="md-footer"><div class="md-footer-meta md-typeset"><div class="md-copyright">{made_a}</div></div></footer>\n'
               '    </div>\n  </body>\n</html>\n')
        self.finish(page, doc, "utf-8")

    def layout_quarto(self, page, card):
        """A teacher's worksheet written in Quarto or pandoc Markdown and rendered standalone (the title block with
        "Author"/"Published", the callout, the TOC, pandoc's <header id="title-block-header">), or ``pandoc -t plain``'s
        text of it (the title, headings in capitals with no marks, paragraphs wrapped at 72, bullets "-   ")."""
        r = self.rng
        blocks = self.compose(page, card, FORMS[self.lang], "a Quarto worksheet", table=0)
        fr = self.lang == "fr"
        author = self.who()
        d, s = self.own(page, card, 40)
        task = self._c(page, "Exercice : lisez les décisions puis répondez aux questions 1 à 3." if fr else "Task: read the rulings, then answer questions 1–3 below.")
        blocks.insert(1, ("p", task))
        if not self.html:
            lines = self.text_of(blocks, bullet="-   ", width=72)
            page.content = "\n".join([page.__dict__.get("title", ""), "", self._c(page, author), "", s, ""] + lines[1:]) + "\n"
            return
        labels = self._cs(page, "Auteur·rice" if fr else "Author", "Publié" if fr else "Published", "Table des matières" if fr else "Table of contents")
        T = dict(title="", h='<h2 class="anchored" data-anchor-id="rulings">{}</h2>', p="<p>{}</p>", cardh="<p><strong>{}</strong></p>",
                 card='<div class="line-block">{}</div>', rp="<p>{}</p>", li="<li>{}</li>", ul=("<ul>", "</ul>"), bullets=r.random() < 0.6, date="<strong>{}</strong>",
                 table=lambda rows: "")
        body = self.html_of([b for b in blocks if b[0] != "title"], T)
        title = html.escape(page.__dict__.get("title", ""), quote=False)
        doc = (f'<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" lang="{self.lang}" xml:lang="{self.lang}"><head>\n\n<meta charset="utf-8">\n'
               f'<meta name="generator" content="quarto-1.{r.randint(3, 6)}.{r.randint(10, 550)}">\n<meta name="author" content="{html.escape(author)}">\n'
               f'<title>{title}</title>\n<script src="worksheet_files/libs/quarto-html/quarto.js"></script>\n</head>\n\n<body>\n\n'
               f'<div id="quarto-content" class="page-columns page-rows-contents page-layout-article">\n<div id="quarto-margin-sidebar" class="sidebar margin-sidebar">\n'
               f'<nav id="TOC" role="doc-toc" class="toc-active"><h2 id="toc-title">{labels[2]}</h2><ul><li><a href="#rulings" class="nav-link active">…</a></li></ul></nav></div>\n'
               f'<main class="content" id="quarto-document-content">\n\n<header id="title-block-header" class="quarto-title-block default">\n<div class="quarto-title">\n'
               f'<h1 class="title">{title}</h1>\n</div>\n\n<div class="quarto-title-meta">\n<div>\n<div class="quarto-title-meta-heading">{html.escape(labels[0], quote=False)}</div>\n'
               f'<div class="quarto-title-meta-contents"><p>{html.escape(author, quote=False)}</p></div>\n</div>\n<div>\n<div class="quarto-title-meta-heading">{labels[1]}</div>\n'
               f'<div class="quarto-title-meta-contents"><p class="date">{html.escape(s, quote=False)}</p></div>\n</div>\n</div>\n</header>\n\n'
               f'<div class="callout callout-style-default callout-note callout-titled"><div class="callout-header d-flex align-content-center"><div class="callout-title-container flex-fill">'
               f'{"Note" if not fr else "Remarque"}</div></div><div class="callout-body-container callout-body">\n{body}\n</div></div>\n\n</main>\n</div>\n</body></html>\n')
        self._c(page, "Remarque" if fr else "Note")
        self._c(page, author)
        self.finish(page, doc, "utf-8")

    def mail_head(self, page: Page, card: CardData) -> tuple[str, str, str, str, str]:
        """(from, sent, to, subject, the day shown) of a mail about the card."""
        r = self.rng
        m = self._moments(card, 1, 20)[0]
        frm = self.who()
        to = r.choice(PEOPLE[self.lang])
        return frm, m, to, page.__dict__.get("title", ""), m

    def layout_outlook(self, page, card):
        """A judge's mail to a store, saved from Outlook "as HTML" (Word's mail markup: MsoNormal, the From/Sent/To/
        Subject block over the body, the signature, the confidentiality line), or "as Text Only" (the header lines
        "From:", "Sent:", tabs, CRLF)."""
        r = self.rng
        de = self.lang == "de"
        blocks = self.compose(page, card, FORMS[self.lang], "an Outlook mail", table=0.15, oracle=0.3)
        frm, m, to, subj, _ = self.mail_head(page, card)
        wd = DAY_WEEKDAYS["de" if de else "en"][m.weekday()]
        sent = self._own(page, m.date(), f"{wd}, {m.day}. {DAY_MONTHS['de'][m.month - 1]} {m.year} {m:%H:%M}" if de else
                         f"{wd}, {DAY_MONTHS['en'][m.month - 1]} {m.day}, {m.year} {clock12(m)}")
        labels = self._cs(page, *(["Von:", "Gesendet:", "An:", "Betreff:"] if de else ["From:", "Sent:", "To:", "Subject:"]))
        subject = f"{'AW' if de else 'RE'}: {subj}"
        greet = self._c(page, f"Hallo {to.split()[0]}," if de else f"Hi {to.split()[0]},")
        sig = self._cs(page, f"{'Viele Grüße' if de else 'Best regards'},", frm, "Level 2 Judge" if not de else "Schiedsrichter (L2)")
        hdr = [(labels[0], self._c(page, frm)), (labels[1], sent), (labels[2], self._c(page, to)), (labels[3], subject)]
        if not self.html:
            lines = [f"{a}\t{b}" for a, b in hdr] + ["", greet, ""] + self.text_of([b for b in blocks if b[0] != "title"], bullet="•\t" if self.fits("•") else "-\t")
            page.content = self.crlf(lines + [""] + sig)
            return
        T = dict(title="<p class=MsoNormal><b>{}</b><o:p></o:p></p>", h="<p class=MsoNormal><b><u>{}</u></b><o:p></o:p></p>", p="<p class=MsoNormal>{}<o:p></o:p></p>",
                 cardh="<p class=MsoNormal><b>{}</b><o:p></o:p></p>", card="<p class=MsoNormal style='margin-left:36.0pt'>{}<o:p></o:p></p>",
                 rp="<p class=MsoNormal>{}<o:p></o:p></p>", li="<li class=MsoListParagraph style='margin-left:0cm;mso-list:l0 level1 lfo1'>{}<o:p></o:p></li>",
                 ul=("<ul style='margin-top:0cm' type=disc>", "</ul>"), bullets=r.random() < 0.5, date="<b>{}</b>",
                 table=lambda rows: "<table class=MsoNormalTable border=1 cellspacing=0 cellpadding=0>" + "".join(
                     "<tr>" + "".join(f"<td style='padding:.75pt .75pt .75pt .75pt'><p class=MsoNormal>{c}<o:p></o:p></p></td>" for c in row) + "</tr>" for row in rows) + "</table>")
        body = self.html_of([("p", greet)] + blocks + [("p", x) for x in sig], T)
        e = lambda s: html.escape(s, quote=False)  # noqa: E731
        head = "".join(f"<p class=MsoNormal><b><span style='font-size:11.0pt;font-family:\"Calibri\",sans-serif'>{e(a)}</span></b><span style='font-size:11.0pt;"
                       f"font-family:\"Calibri\",sans-serif'> {e(b)}<o:p></o:p></span></p>\n" for a, b in hdr)
        doc = ('<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" '
               'xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" xmlns="http://www.w3.org/TR/REC-html40">\n<head>\n'
               f'<meta http-equiv=Content-Type content="text/html; charset={self.decl}">\n<meta name=Generator content="Microsoft Word 15 (filtered medium)">\n'
               f'<title>{e(subject)}</title>\n<style><!--\np.MsoNormal, li.MsoNormal, div.MsoNormal\n\t{{margin:0cm;\n\tfont-size:11.0pt;\n\tfont-family:"Calibri",sans-serif;}}\n'
               'span.E-MailFormatvorlage18\n\t{mso-style-type:personal-reply;\n\tfont-family:"Calibri",sans-serif;\n\tcolor:windowtext;}\n--></style>\n</head>\n'
               f'<body lang={WORD_LANG[self.lang]} link="#0563C1" vlink="#954F72" style=\'word-wrap:break-word\'>\n<div class=WordSection1>\n'
               f"<div style='border:none;border-bottom:solid #E1E1E1 1.0pt;padding:0cm 0cm 3.0pt 0cm'>\n{head}</div>\n<p class=MsoNormal><o:p>&nbsp;</o:p></p>\n"
               f'{body}\n</div>\n</body>\n</html>\n')
        self.finish(page, doc, self.decl)

    def layout_thunderbird(self, page, card):
        """A club's mail in Thunderbird: the message saved as a file (.eml: its headers, MIME-Version, Content-Type with
        its charset, 8bit, the text wrapped at 72 with format=flowed's trailing spaces), or printed/saved as HTML (the
        moz-header table of Subject/From/Date/To over the body's <div class="moz-text-flowed">)."""
        r = self.rng
        blocks = self.compose(page, card, FORMS[self.lang], "a Thunderbird message", table=0, oracle=0.3, styles=("colon", "dash", "paren", "dateline"))
        frm, m, to, subj, _ = self.mail_head(page, card)
        it = self.lang == "it"
        subject = f"Ruling della settimana: {subj}" if it else f"Le ruling de la semaine : {subj}"
        addr = f"{slug(frm).replace('-', '.')}@example.org"
        rcpt = "club@example.org"
        date_hdr = self._own(page, m.date(), f"{DAY_WEEKDAYS['en3'][m.weekday()]}, {m.day} {DAY_MON['en'][m.month - 1]} {m.year} {m:%H:%M:%S} +0{r.choice([1, 2])}00")
        sig = self._cs(page, "-- ", frm, "Club Magic di Torino" if it else "Club Magic de Lyon")
        if not self.html:
            self._cs(page, "Message-ID:", "MIME-Version: 1.0", "User-Agent:", "Content-Language:", "Content-Transfer-Encoding: 8bit")
            lines = self.text_of([b for b in blocks if b[0] != "title"], width=72, bullet="- ")
            hdr = [f"Message-ID: <{r.randint(10**7, 10**8)}.{r.randint(1000, 9999)}@example.org>", f"Date: {date_hdr}", "MIME-Version: 1.0",
                   f"User-Agent: Mozilla Thunderbird", f"Content-Language: {self.lang}-{self.lang.upper()}", f"To: {rcpt}",
                   f"From: {frm} <{addr}>", f"Subject: {subject}", f"Content-Type: text/plain; charset={self.decl}; format=flowed",
                   "Content-Transfer-Encoding: 8bit", ""]
            page.content = self.crlf(hdr + lines + [""] + sig)
            page.__dict__["declared_text"] = self.decl.lower()
            return
        labels = self._cs(page, "Oggetto:" if it else "Sujet :", "Mittente:" if it else "De :", "Data:" if it else "Date :", "A:" if it else "Pour :")
        e = lambda s: html.escape(s, quote=False)  # noqa: E731
        T = dict(title="", h="<b>{}</b><br>", p="{}<br>", cardh="<b>{}</b><br>", card="{}<br>", rp="{}<br>", date="<b>{}</b>", table=lambda rows: "")
        body = self.html_of([b for b in blocks if b[0] != "title"], T)
        rows = [(labels[0], subject), (labels[1], f"{frm} <{addr}>"), (labels[2], date_hdr), (labels[3], rcpt)]
        doc = ('<!DOCTYPE html>\n<html><head>\n<meta http-equiv="content-type" content="text/html; charset=UTF-8"><title>' + e(subject) + '</title>\n</head>\n<body>\n'
               '<table class="moz-header-part1 moz-main-header" width="100%" cellspacing="0" cellpadding="0" border="0"><tbody>'
               + "".join(f'<tr><td><div class="moz-header-display-name" style="display:inline;">{e(a)} </div>{e(b)}</td></tr>' for a, b in rows)
               + f'</tbody></table><br>\n<div class="moz-text-flowed" style="font-family: -moz-fixed; font-size: 12px;" lang="x-unicode">{body}<br>\n'
               f'<div class="moz-txt-sig"><span class="moz-txt-tag">-- <br>\n</span>{e(sig[1])}<br>\n{e(sig[2])}<br>\n</div></div>\n</body>\n</html>\n')
        self.finish(page, doc, "utf-8")

    def layout_ppt_untitled(self, page, card):
        """A rules class's slides in PowerPoint, naming no card (the card on the slide is its picture): "Save as Web
        Page" (the slide's .htm: the VML namespaces, the title and body placeholders' <div v:shape=…>, the speaker's notes,
        the slide number), or the handout printed to PDF and run through ``pdftotext`` (each slide's title and text, its
        notes, "Slide N", a form feed). Names no card."""
        r = self.rng
        self._card_arg(page, card)
        de = self.lang == "de"
        blocks = self.compose(page, card, FORMS[self.lang], "a PowerPoint slide", titled=False, table=0, styles=("colon", "dash", "paren"))
        n = r.randint(4, 17)
        title = self._c(page, "Quiz: Was passiert hier?" if de else "Quiz: what happens here?")
        sub = self._c(page, "(Karte im Bild)" if de else "(card shown in the picture)")
        notes = self._c(page, "Erst raten lassen, dann die Rulings zeigen." if de else "Let the class guess first, then reveal the rulings.")
        d, s = self.own(page, card, 30)
        course = self._c(page, f"{'Regelkurs' if de else 'Rules class'} – {s}")
        sl = self._c(page, f"{'Folie' if de else 'Slide'} {n}")
        if not self.html:
            lines = [course, "", title, sub, ""] + self.text_of(blocks, gap=False) + ["", notes, "", sl, "\f"]
            page.content = "\n".join(lines)
            return
        e = lambda s: html.escape(s, quote=False)  # noqa: E731
        T = dict(h="<div><span style='font-size:24pt'>{}</span></div>", p="<div><span>{}</span></div>", rp="<div style='mso-margin-left-alt:216;mso-char-wrap:1'><span>{}</span></div>",
                 date="<b>{}</b>", table=lambda rows: "")
        body = self.html_of(blocks, T)
        doc = ('<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:p="urn:schemas-microsoft-com:office:powerpoint" '
               'xmlns="http://www.w3.org/TR/REC-html40">\n\n<head>\n<meta http-equiv=Content-Type content="text/html; charset=' + (self.decl or "utf-8") + '">\n'
               '<meta name=ProgId content=PowerPoint.Slide>\n<meta name=Generator content="Microsoft PowerPoint 15">\n<link id=Main-File rel=Main-File href="../quiz.htm">\n'
               f'<title>{e(title)}</title>\n<![if !ppt]><script src=script.js></script><![endif]>\n</head>\n\n<body lang={WORD_LANG[self.lang]} style=\'margin:0px\'>\n'
               f'<div v:shape="_x0000_s2050" class=T>{e(title)}</div>\n<div v:shape="_x0000_s2051" class=B>\n<div><span>{e(sub)}</span></div>\n{body}\n</div>\n'
               f'<div v:shape="_x0000_s2052" class=O><div style=\'text-align:right\'><span>{n}</span></div></div>\n'
               f'<div v:shape="_x0000_s2053" class=O><div><span>{e(course)}</span></div></div>\n'
               f'<div id=NotesPane style=\'display:none\'><div class=N>{e(notes)}</div></div>\n<![if !ppt]><div id=SlideNo>{e(sl)}</div><![endif]>\n</body>\n\n</html>\n')
        self.finish(page, doc, self.decl)

    def layout_excel_untitled(self, page, card):
        """A store's rulings log in Excel naming no card (the sheet's rows are one card's rulings, its name only in the
        file's other sheet): "Save as Web Page" (the x: namespaces, the <x:ExcelWorkbook> block, class=xl65…, a date cell's
        x:num serial beside its shown text, mso-number-format), or "Text (Tab delimited)" (windows-1252, CRLF, the dates as
        the sheet shows them). Names no card."""
        r = self.rng
        self._card_arg(page, card)
        L = W[self.lang]
        form = self._form(page, "an Excel sheet's date cells", FORMS[self.lang][:2])
        items = self._dated(page, card, form)
        hdr = self._cs(page, "#", L["date"], L["ruling"], {"fr": "Vérifié", "es": "Revisado"}.get(self.lang, "Checked"))
        sheet = {"fr": "Décisions", "es": "Aclaraciones"}.get(self.lang, "Rulings")
        d, s = self.own(page, card, 10)
        checked = {"fr": "oui", "es": "sí"}.get(self.lang, "yes")
        self._c(page, checked)
        if not self.html:
            q = lambda t: t if '"' not in t else '"' + t.replace('"', '""') + '"'  # noqa: E731
            lines = ["\t".join(hdr)] + ["\t".join([str(k), ds, q(t), checked]) for k, (ds, t, _) in enumerate(items, 1)]
            lines += ["", f"\t{self._c(page, {'fr': 'Mis à jour le', 'es': 'Actualizado'}.get(self.lang, 'Updated'))}\t{s}"]
            page.content = self.crlf(lines)
            return
        e = lambda x: html.escape(x, quote=False)  # noqa: E731
        numfmt = {"en:mdy": "Short Date", "en:long": "\\[$-409\\]mmmm\\ d\\,\\ yyyy\\;\\@", "fr:num": "dd\\/mm\\/yyyy", "fr:long": "\\[$-40C\\]d\\ mmmm\\ yyyy\\;\\@",
                  "es:num": "dd\\/mm\\/yyyy", "es:long": "\\[$-C0A\\]d\\ \\\\d\\\\e\\ mmmm\\ \\\\d\\\\e\\ yyyy\\;\\@"}.get(form, "Short Date")
        self._c(page, sheet)
        rows = "".join(f" <tr height=40 style='height:30.0pt'>\n  <td height=40 class=xl66 align=right style='height:30.0pt' x:num>{k}</td>\n"
                       f"  <td class=xl67 align=right x:num=\"{(dd - dt.date(1899, 12, 30)).days}\">{e(ds)}</td>\n  <td class=xl68 width=620 style='width:465pt'>{e(t)}</td>\n"
                       f"  <td class=xl66>{e(checked)}</td>\n </tr>\n" for k, (ds, t, dd) in enumerate(items, 1))
        author = self.who()
        created, saved = self.doc_days(page, card)
        doc = ('<html xmlns:v="urn:schemas-microsoft-com:vml"\nxmlns:o="urn:schemas-microsoft-com:office:office"\nxmlns:x="urn:schemas-microsoft-com:office:excel"\n'
               'xmlns="http://www.w3.org/TR/REC-html40">\n\n<head>\n<meta http-equiv=Content-Type content="text/html; charset=' + self.decl + '">\n'
               '<meta name=ProgId content=Excel.Sheet>\n<meta name=Generator content="Microsoft Excel 15">\n<link rel=File-List href="log-files/filelist.xml">\n'
               f'<!--[if gte mso 9]><xml>\n <o:DocumentProperties>\n  <o:Author>{author}</o:Author>\n  <o:LastAuthor>{author}</o:LastAuthor>\n'
               f'  <o:Created>{self.iso_z(page, created)}</o:Created>\n  <o:LastSaved>{self.iso_z(page, saved)}</o:LastSaved>\n  <o:Version>16.00</o:Version>\n'
               ' </o:DocumentProperties>\n</xml><![endif]-->\n<style>\n<!--table\n\t{mso-displayed-decimal-separator:"\\.";\n\tmso-displayed-thousand-separator:"\\,";}\n'
               f'.xl66\n\t{{mso-style-parent:style0;\n\tvertical-align:top;}}\n.xl67\n\t{{mso-style-parent:style0;\n\tmso-number-format:"{numfmt}";\n\tvertical-align:top;}}\n'
               '.xl68\n\t{mso-style-parent:style0;\n\tvertical-align:top;\n\twhite-space:normal;}\n-->\n</style>\n'
               f'<!--[if gte mso 9]><xml>\n <x:ExcelWorkbook>\n  <x:ExcelWorksheets>\n   <x:ExcelWorksheet>\n    <x:Name>{e(sheet)}</x:Name>\n    <x:WorksheetOptions>\n'
               '     <x:Selected/>\n     <x:FreezePanes/>\n     <x:SplitHorizontal>1</x:SplitHorizontal>\n    </x:WorksheetOptions>\n   </x:ExcelWorksheet>\n'
               '  </x:ExcelWorksheets>\n  <x:WindowHeight>12300</x:WindowHeight>\n </x:ExcelWorkbook>\n</xml><![endif]-->\n</head>\n\n<body link="#0563C1" vlink="#954F72">\n\n'
               "<table border=0 cellpadding=0 cellspacing=0 width=860 style='border-collapse:collapse;table-layout:fixed;width:645pt'>\n"
               " <col width=40 style='width:30pt'>\n <col width=110 style='mso-width-source:userset;width:82.5pt'>\n <col width=620 style='width:465pt'>\n"
               " <tr height=20 style='height:15.0pt'>\n" + "".join(f"  <td class=xl66 style='font-weight:700'>{e(h)}</td>\n" for h in hdr) + " </tr>\n" + rows +
               " <tr height=20 style='height:15.0pt'>\n  <td></td>\n  <td class=xl66>" + e(self._c(page, {"fr": "Mis à jour le", "es": "Actualizado"}.get(self.lang, "Updated")))
               + f"</td>\n  <td class=xl66>{e(s)}</td>\n </tr>\n</table>\n\n</body>\n\n</html>\n")
        self.finish(page, doc, self.decl)

    def layout_notion(self, page, card):
        """A player's card page in Notion: exported as HTML (<article class="page sans">, the page title, the properties
        table with "Created" and "Last edited time" and tags, the page's blocks), or as Markdown (the title, the
        properties as "Key: value" lines, the blocks)."""
        r = self.rng
        blocks = self.compose(page, card, FORMS[self.lang], "a Notion page", table=0.3)
        created, saved = self.doc_days(page, card)
        nd = lambda m: self._own(page, m.date(), f"{DAY_MONTHS['en'][m.month - 1]} {m.day}, {m.year} {clock12(m).lstrip('0')}")  # noqa: E731
        props = self._cs(page, "Created", "Last edited time", "Tags", "Deck notes", "Rules")
        if not self.html:
            lines = self.text_of(blocks, bullet="- ", title=lambda x: [f"# {x}"], head=lambda x: [f"## {x}"], table="pipe", date=lambda x: f"**{x}**")
            page.content = "\n".join(lines[:1] + ["", f"{props[0]}: {nd(created)}", f"{props[1]}: {nd(saved)}", f"{props[2]}: {props[3]}, {props[4]}"] + lines[1:]) + "\n"
            return
        uid = "".join(r.choice("0123456789abcdef") for _ in range(32))
        T = dict(title="", h='<h2 id="' + uid[:8] + '" class="">{}</h2>', p='<p id="' + uid[8:16] + '" class="">{}</p>',
                 cardh='<p class=""><strong>{}</strong></p>', card='<p class="block-color-gray">{}</p>', rp='<p class="">{}</p>',
                 li='<ul class="bulleted-list"><li style="list-style-type:disc">{}</li></ul>', bullets=r.random() < 0.6, date="<strong>{}</strong>",
                 table=lambda rows: '<table class="simple-table"><tbody>' + "".join("<tr>" + "".join(f'<td class="">{c}</td>' for c in row) + "</tr>" for row in rows) + "</tbody></table>")
        body = self.html_of([b for b in blocks if b[0] != "title"], T)
        title = html.escape(page.__dict__.get("title", ""), quote=False)
        doc = (f'<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"/><title>{title}</title><style>\n/* cspell:disable-file */\n'
               '/* webkit printing magic: print all background colors */\nhtml {\n\t-webkit-print-color-adjust: exact;\n}\n* {\n\tbox-sizing: border-box;\n}\n</style></head>'
               f'<body><article id="{uid}" class="page sans"><header><h1 class="page-title">{title}</h1><p class="page-description"></p>'
               f'<table class="properties"><tbody><tr class="property-row property-row-created_time"><th>{props[0]}</th><td><time>@{nd(created)}</time></td></tr>'
               f'<tr class="property-row property-row-last_edited_time"><th>{props[1]}</th><td><time>@{nd(saved)}</time></td></tr>'
               f'<tr class="property-row property-row-multi_select"><th>{props[2]}</th><td><span class="selected-value select-value-color-blue">{props[3]}</span>'
               f'<span class="selected-value select-value-color-red">{props[4]}</span></td></tr></tbody></table></header><div class="page-body">{body}</div></article>'
               '<span class="sans" style="font-size:14px;padding-top:2em"></span></body></html>')
        self.finish(page, doc, "utf-8")

    def layout_typora(self, page, card):
        """A player's notes in a Markdown editor: Typora's "Export → HTML" (<div class='typora-export-content'><div
        id='write'>, the theme's long style block), or the note itself as Obsidian or Bear keeps it (YAML front matter
        with created/updated and tags, wiki links, a callout)."""
        r = self.rng
        blocks = self.compose(page, card, FORMS[self.lang], "a Markdown note", table=0.25)
        created, saved = self.doc_days(page, card)
        if not self.html:
            fm = ["---", f"created: {self._own(page, created.date(), f'{created:%Y-%m-%d %H:%M}')}", f"updated: {self._own(page, saved.date(), f'{saved:%Y-%m-%d %H:%M}')}",
                  "tags: [mtg, rulings]", "---", ""]
            self._cs(page, "tags: [mtg, rulings]", "created:", "updated:")
            link = self._c(page, r.choice(["[[Rules class index]]", "[[Deck – Izzet tempo]]", "[[Indice regole]]"]))
            lines = self.text_of(blocks, bullet="- ", title=lambda x: [f"# {x}"], head=lambda x: [f"## {x}"], table="pipe", date=lambda x: f"**{x}**")
            page.content = "\n".join(fm + lines + ["", link]) + "\n"
            return
        T = dict(title="<h1 id='{}'><span>{}</span></h1>", h="<h2 id='rulings'><span>{}</span></h2>", p="<p><span>{}</span></p>", cardh="<p><strong><span>{}</span></strong></p>",
                 card="<p><span>{}</span></p>", rp="<p>{}</p>", li="<li><p>{}</p></li>", ul=("<ul>", "</ul>"), bullets=r.random() < 0.6, date="<strong><span>{}</span></strong>",
                 table=lambda rows: "<figure><table><thead><tr>" + "".join(f"<th><span>{c}</span></th>" for c in rows[0]) + "</tr></thead><tbody>"
                 + "".join("<tr>" + "".join(f"<td><span>{c}</span></td>" for c in row) + "</tr>" for row in rows[1:]) + "</tbody></table></figure>")
        T["title"] = lambda x: f"<h1 id='{x.lower().replace(' ', '-')}'><span>{x}</span></h1>"
        body = self.html_of(blocks, T)
        stamp = self._c(page, f"{self._stamp(page, saved.date(), OWN[self.lang])}")
        doc = ("<!doctype html>\n<html>\n<head>\n<meta charset='UTF-8'><meta name='viewport' content='width=device-width initial-scale=1'>\n"
               f"<title>{html.escape(page.__dict__.get('title', ''), quote=False)}</title>\n<style type='text/css'>html {{overflow-x: initial !important;}}:root {{ --bg-color: #ffffff; "
               "--text-color: #333333; --select-text-bg-color: #B5D6FC; }}\nhtml { font-size: 14px; background-color: var(--bg-color); color: var(--text-color); "
               "font-family: \"Helvetica Neue\", Helvetica, Arial, sans-serif; -webkit-font-smoothing: antialiased; }\n#write { max-width: 860px; margin: 0 auto; padding: 30px; }\n"
               "</style>\n</head>\n<body class='typora-export'><div class='typora-export-content'>\n<div id='write'  class=''>"
               f"<p style='text-align:right'><em><span>{html.escape(stamp, quote=False)}</span></em></p>{body}</div></div>\n</body>\n</html>")
        self.finish(page, doc, "utf-8")

    def layout_asciidoctor(self, page, card):
        """A league's rules page written in AsciiDoc: Asciidoctor's HTML (the header with author and revision line, sect1
        divs, paragraphs in <div class="paragraph"><p>, the footer "Version … Last updated …"), or the .adoc source (the
        document header with its attributes, "==" sections, "* " items)."""
        r = self.rng
        blocks = self.compose(page, card, FORMS[self.lang], "an AsciiDoc page", table=0.25)
        author = self.who()
        created, saved = self.doc_days(page, card)
        rev = f"{r.randint(1, 3)}.{r.randint(0, 9)}"
        revdate = self._own(page, created.date(), created.date().isoformat())
        if not self.html:
            src = [f"= {page.__dict__.get('title', '')}", author, f"v{rev}, {revdate}", ":toc:", ":icons: font", ""]
            self._cs(page, ":toc:", ":icons: font", author)
            for kind, x in blocks[1:]:
                if kind == "h":
                    src += [f"== {x}", ""]
                elif kind == "rul":
                    src += [("* " if self._rstyle != "dateline" else "") + "".join(f"*{t}*" if d else t for t, d in x), ""]
                elif kind == "table":
                    src += ['[cols="1,4",options="header"]', "|===", *[f"|{a} |{b}" for a, b in x], "|===", ""]
                    self._cs(page, '[cols="1,4",options="header"]')
                elif kind in ("card", "cardh"):
                    src += [x + " +"]
                else:
                    src += [x, ""]
            page.content = "\n".join(src) + "\n"
            return
        T = dict(title="", h='</div></div>\n<div class="sect1">\n<h2 id="_rulings">{}</h2>\n<div class="sectionbody">', p='<div class="paragraph">\n<p>{}</p>\n</div>',
                 cardh='<div class="paragraph">\n<p><strong>{}</strong></p>\n</div>', card='<div class="paragraph">\n<p>{}</p>\n</div>',
                 rp='<div class="paragraph">\n<p>{}</p>\n</div>', li="<li>\n<p>{}</p>\n</li>", ul=('<div class="ulist">\n<ul>', "</ul>\n</div>"), bullets=r.random() < 0.7,
                 date="<strong>{}</strong>", table=lambda rows: '<table class="tableblock frame-all grid-all stretch">\n<thead>\n<tr>' + "".join(
                     f'<th class="tableblock halign-left valign-top">{c}</th>' for c in rows[0]) + "</tr>\n</thead>\n<tbody>\n" + "".join(
                     "<tr>" + "".join(f'<td class="tableblock halign-left valign-top"><p class="tableblock">{c}</p></td>' for c in row) + "</tr>\n" for row in rows[1:]) + "</tbody>\n</table>")
        body = self.html_of(blocks[1:], T)
        e = lambda s: html.escape(s, quote=False)  # noqa: E731
        lu = self._own(page, saved.date(), f"{saved:%Y-%m-%d %H:%M:%S} +0100")
        ver, last = self._cs(page, f"Version {rev}", "Last updated")
        title = e(page.__dict__.get("title", ""))
        doc = (f'<!DOCTYPE html>\n<html lang="{self.lang}">\n<head>\n<meta charset="UTF-8">\n<meta name="generator" content="Asciidoctor 2.0.{r.randint(10, 23)}">\n'
               f'<meta name="author" content="{e(author)}">\n<title>{title}</title>\n<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Open+Sans:300,300italic,400">\n'
               f'</head>\n<body class="article toc2 toc-left">\n<div id="header">\n<h1>{title}</h1>\n<div class="details">\n<span id="author" class="author">{e(author)}</span><br>\n'
               f'<span id="revnumber">version {rev},</span>\n<span id="revdate">{revdate}</span>\n</div>\n</div>\n<div id="content">\n<div id="preamble">\n<div class="sectionbody">\n'
               f'{body}\n</div>\n</div>\n</div>\n<div id="footer">\n<div id="footer-text">\n{ver}<br>\n{last} {lu}\n</div>\n</div>\n</body>\n</html>\n')
        self.finish(page, doc, "utf-8")

    LAYOUTS41: dict[str, tuple[str, bool]] = {
        "office-word-mso-web-page": ("layout_word_mso", True),
        "office-word-filtered-newsletter": ("layout_word_filtered", True),
        "office-gdocs-html-export": ("layout_gdocs", True),
        "office-libreoffice-writer-glossary": ("layout_libreoffice", True),
        "office-cocoa-textedit-notes": ("layout_cocoa", True),
        "office-pdf2htmlex-rules-packet": ("layout_pdf2htmlex", True),
        "office-pdftohtml-card-sheet": ("layout_pdftohtml", True),
        "office-word-ja-shift-jis": ("layout_word_cjk_ru", True),
        "office-word-ru-cp1251": ("layout_word_cjk_ru", True),
        "office-wps-zh-gb2312": ("layout_word_cjk_ru", True),
        "office-hancom-hwp-ko": ("layout_hwp", True),
        "office-epub-calibre-chapter": ("layout_calibre", True),
        "office-sphinx-rtd-page": ("layout_sphinx", True),
        "office-mkdocs-material-page": ("layout_mkdocs", True),
        "office-quarto-worksheet": ("layout_quarto", True),
        "office-outlook-mail-save": ("layout_outlook", True),
        "office-thunderbird-message": ("layout_thunderbird", True),
        "office-ppt-quiz-slide-untitled": ("layout_ppt_untitled", False),
        "office-excel-rulings-log-untitled": ("layout_excel_untitled", False),
        "office-notion-page-export": ("layout_notion", True),
        "office-typora-obsidian-note": ("layout_typora", True),
        "office-asciidoctor-page": ("layout_asciidoctor", True),
    }
    LAYOUTS = LAYOUTS41


#: each layout's languages and the encodings its HTML and its text come in: (Python codec of the bytes, the charset the
#: HTML declares (a text: the charset its header names) or None, weight); a language's own list where the tool writes
#: that language's code page
_U8 = [("utf-8", "utf-8", 1)]
SITES41: dict[str, dict] = {
    "office-word-mso-web-page": dict(langs=["en", "en", "de", "fr", "es", "it", "pt"], html=[("cp1252", "windows-1252", 5), ("utf-8", "utf-8", 2)],
                                     text=[("cp1252", None, 5), ("utf-16", None, 2), ("utf-8", None, 1)]),
    "office-word-filtered-newsletter": dict(langs=["de", "it"], html=[("cp1252", "windows-1252", 3), ("utf-8", "utf-8", 1)], text=_U8),
    "office-gdocs-html-export": dict(langs=["en", "es", "pt"], html=_U8, text=_U8),
    "office-libreoffice-writer-glossary": dict(langs=["fr", "it", "de"], html=[("utf-8", "utf-8", 3), ("cp1252", "windows-1252", 1)],
                                               text=[("utf-8", None, 3), ("cp1252", None, 1)]),
    "office-cocoa-textedit-notes": dict(langs=["en", "it", "fr"], html=_U8, text=[("ascii", None, 1)]),
    "office-pdf2htmlex-rules-packet": dict(langs=["en", "de"], html=_U8, text=_U8),
    "office-pdftohtml-card-sheet": dict(langs=["pt", "es"], html=_U8, text=_U8),
    "office-word-ja-shift-jis": dict(langs=["ja"], html=[("cp932", "shift_jis", 4), ("utf-8", "utf-8", 1)], text=[("cp932", None, 4), ("utf-16", None, 1)]),
    "office-word-ru-cp1251": dict(langs=["ru"], html=[("cp1251", "windows-1251", 4), ("utf-8", "utf-8", 1)], text=[("cp1251", None, 4), ("utf-8", None, 1)]),
    "office-wps-zh-gb2312": dict(langs=["zhs", "zhs", "zht"], wps=True, zhs=dict(html=[("gbk", "gb2312", 3), ("utf-8", "utf-8", 1)], text=[("gbk", None, 3), ("utf-8", None, 1)]),
                                 zht=dict(html=_U8, text=[("utf-8", None, 2), ("utf-16", None, 1)])),
    "office-hancom-hwp-ko": dict(langs=["ko"], html=[("cp949", "ks_c_5601-1987", 3), ("utf-8", "utf-8", 2)], text=[("cp949", None, 3), ("utf-16", None, 1)]),
    "office-epub-calibre-chapter": dict(langs=["en", "de", "fr"], html=_U8, text=_U8),
    "office-sphinx-rtd-page": dict(langs=["en", "en", "ja"], html=_U8, text=_U8),
    "office-mkdocs-material-page": dict(langs=["es", "en"], html=_U8, text=_U8),
    "office-quarto-worksheet": dict(langs=["en", "fr"], html=_U8, text=_U8),
    "office-outlook-mail-save": dict(langs=["en", "de"], html=[("cp1252", "windows-1252", 2), ("utf-8", "utf-8", 1)], text=[("cp1252", None, 2), ("utf-8", None, 1)]),
    "office-thunderbird-message": dict(langs=["fr", "it"], html=_U8, text=[("utf-8", "utf-8", 3), ("cp1252", "windows-1252", 1), ("latin-1", "iso-8859-1", 1)]),
    "office-ppt-quiz-slide-untitled": dict(langs=["en", "de"], html=[("cp1252", "windows-1252", 2), ("utf-8", "utf-8", 1)], text=_U8),
    "office-excel-rulings-log-untitled": dict(langs=["en", "fr", "es"], html=[("cp1252", "windows-1252", 2), ("utf-8", "utf-8", 1)], text=[("cp1252", None, 1)]),
    "office-notion-page-export": dict(langs=["en", "pt", "de"], html=_U8, text=_U8),
    "office-typora-obsidian-note": dict(langs=["en", "it", "ja"], html=_U8, text=_U8),
    "office-asciidoctor-page": dict(langs=["en", "de"], html=_U8, text=_U8),
}

LAYOUTS41 = tuple(Fresh41Generator.LAYOUTS41)


def fresh41_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-41 part's pages, drawn with their own generator (seed + 280001) from ``cards`` (single-faced ones and
    cards with faces alike)."""
    return Fresh41Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh41")


# --- the self-test ---------------------------------------------------------------------------------------

def reading_views(page: Page) -> list[str]:
    """The page as a careful reader reads it (folded): as written; and a saved page without its tags (joined, and
    spaced), with its entities resolved."""
    b = page.content
    views = [fold(b)]
    if b.startswith("{\\rtf"):
        views.append(fold(rtf_text(b)))
    if "<" in b or "&" in b:
        views.append(fold(html.unescape(re.sub(r"<[^>]+>", "", b))))
        views.append(fold(html.unescape(re.sub(r"<[^>]+>", " ", b))))
        views.append(fold(html.unescape(b)))
    return views


#: the layouts whose tool prints no date of its own (none: every document carries one)
UNDATED_SITES: set[str] = set()


def _encoding_problems(p: Page) -> list[str]:
    """The page's bytes: its content encodes in its encoding and decodes back the same, without replacement or C1
    control characters; a declared charset is in the page and names the bytes' codec (or the subset a browser reads as
    it); a mail's Content-Type names its bytes."""
    problems = []
    try:
        raw = p.content.encode(p.encoding)
    except UnicodeEncodeError as e:
        return [f"content does not encode in {p.encoding}: {p.content[e.start:e.end]!r}"]
    if raw.decode(p.encoding) != p.content or "\ufffd" in p.content or re.search("[\x80-\x9f]", p.content):
        problems.append(f"content does not survive {p.encoding}")
    label = p.__dict__.get("declared")
    if p.fmt == "html" and label and (label not in DECLARED or p.encoding not in DECLARED[label] or not re.search("charset=[\"']?" + re.escape(label), p.content.lower())):
        problems.append(f"declared {label!r}, bytes {p.encoding}")
    told = p.__dict__.get("declared_text")
    if told and (p.encoding not in DECLARED[told] or f"charset={told}" not in p.content.lower()):
        problems.append(f"text declares {told}, bytes {p.encoding}")
    return problems


def _part_problems(pages: list[Page], gen: Fresh41Generator) -> list[str]:
    """What the part as a whole lacks: its layouts (all its own, both formats each), date languages (nine at least),
    title languages (five besides English), code pages besides UTF-8 (windows-1252, CP932, windows-1251, GBK, CP949),
    a UTF-16 text and a text with a BOM, an RTF, Word's Office markup; cards with faces on about half of the pages,
    titles and ``--card`` of each kind, translations on some pages, chrome on every page."""
    problems, full, layouts = part_basics(pages, LAYOUTS41, 9, 5)
    if not full:
        return problems
    encs = {p.encoding for p in pages}
    if not {"utf-8", "cp1252", "cp932", "cp1251", "gbk", "cp949", "utf-16", "ascii"} <= encs:
        problems.append(f"encodings: {sorted(encs)}")
    if not any(p.content.startswith("\ufeff") for p in pages) or not any(p.content.startswith("{\\rtf") for p in pages):
        problems.append("no text with a BOM or no RTF")
    if not any("<o:p></o:p>" in p.content and "mso-list" in p.content for p in pages):
        problems.append("no Word HTML with its Office markup and lists")
    more, pages, multi, by_name = multi_share(pages, gen)
    return problems + more + one_format_problems(pages, layouts) + variety_problems(pages, gen, multi, by_name)


def _page_problems(p: Page, card: CardData, gen: Fresh41Generator) -> list[str]:
    """What is wrong with one page's answers (see ``self_test``)."""
    views = reading_views(p)
    seen = seen_in(views)
    problems = _encoding_problems(p) + answer_problems(p, card, seen, "o", "fresh41")
    problems += own_date_problems(p, card, seen, whose="site", at_least=int(p.layout not in UNDATED_SITES), late_days=0)
    problems += translation_problems(p, card, seen) + chrome_problems(p, seen)
    return problems + title_problems(p, card, gen, views)


def self_test(pages: list[Page], gen: Fresh41Generator) -> list[str]:
    """What is wrong with the answers: every page's content encodes in its encoding (and back), its declared charset
    names its bytes; every ruling text, translation, chrome line, shown date and the site's own dates are in the page
    as read (as written, and a saved page without its tags, its entities resolved); the rulings are the card's own
    with their real MTGJSON dates; the sites' own dates (posted, joined, edited, last updated, archived, counters'
    starts) are on every page, none of them a ruling's day nor after the page's; translations are the card's printed
    whole card or one printed face in a stored language; the card is the database's English name ("A // B" for a card
    with faces); titled pages show their title, untitled ones name the card nowhere but inside a ruling and carry no
    translation; chrome on every page and inside no ruling or translation; and for the part: every layout in both
    formats, dates in 12 languages, titles in 6 printed languages besides English, the encodings, quirks and
    declarations listed in ``_part_problems``, cards with faces on about half of the pages and of every kind, every
    kind of title and of ``--card``, translations of faces, of whole cards and of single-faced cards on some pages."""
    return _part_problems(pages, gen) + problems_of_pages(pages, gen, _page_problems)


def main() -> int:
    return part_main(Fresh41Generator, fresh41_corpus, self_test, SEED_OFFSET, encodings_line)


if __name__ == "__main__":
    raise SystemExit(main())
