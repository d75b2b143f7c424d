"""The fresh-48 held-out part of the page corpus (``bench/page_corpus.py``): a card's official rulings as they stand in
markup, typesetting and document-interchange sources and in their converters' outputs, 2005-2026: the authored source
text itself (a judge handout in LaTeX, a man page, a wiki page's wikitext, an RTF document, an InDesign story, ...), or
what a converter made of it (``pdftotext -layout``, ``man``'s rendering, ``makeinfo``'s Info file, docutils', Asciidoctor's
and pandoc's HTML, pandoc's JSON AST, ``pod2text``, tesseract's hOCR), each written exactly as its format or tool writes it.
Each page is about one card (a card with several faces on half of the pages, a single-faced one on the other half), with
that card's official rulings and their real dates in the format's and the language's forms: ISO, the locales' long and
numeric forms, LaTeX's ``4.~Oktober 2019`` and ``\\DTMdate{2019-10-04}``, troff's ``2019\\-10\\-04``, TEI's and EPUB's
``<date when="2019-10-04">`` / ``<time datetime=...>`` with the display form, SSML's ``<say-as interpret-as="date">``.

The rulings stand escaped exactly as each format escapes them: LaTeX's specials, accents (``\\"a``, ``{\\'e}``), quotes
(````...''``) and dashes (``---``); troff's ``\\-``, ``\\(em``, ``\\(cq``, ``\\e`` and the leading-dot protection ``\\&.``;
Texinfo's ``@{ @} @@``; reStructuredText's, Markdown's, AsciiDoc's and Jira's backslashes; wikitext's ``<nowiki>`` and
``{{!}}``; DokuWiki's ``%%...%%``; Textile's ``==...==``; XML entities (and numeric references in an US-ASCII DocBook);
RTF's ``\\'e9``, ``\\uN?``, ``\\rquote`` and ``\\{``; JSON (Jira's REST answer, pandoc's AST, whose text is split into
``Str`` and ``Space`` inlines); an InDesign story split into character-style ranges around the mana symbols; hyphenated and
justified lines in two columns with running headers and footers (pdftotext), or in man's and makeinfo's filled text. The
truth is the unescaped text; the self-test reads each page as the format's reader would (``DECODE``: the TeX, troff,
Texinfo, RTF, IDML, pandoc-AST and two-column readers, ...). Every page carries the format's own days, none a ruling's:
``.TH``'s date, ``\\creatim``/``\\revtim``, ``dc:date`` and ``dcterms:modified``, ``:revdate:``/``:Date:``, ``<date>`` in
DocBook's info, DITA's critdates, TEI's publication and change dates, FictionBook's document-info, Vim's "Last change",
footers' "Stand: ...", unzip's member times, XMP's CreateDate/ModifyDate, Jira's created/updated, phpBB's quote time,
build and fetch days in comments; and its own chrome (preambles, macro definitions, headers/footers, menus, tables of
contents, license lines), on every page and inside no ruling.

Written without reading the page parser (nor any code that reads pages, nor its tests), before any parser run on it, and
never run through it. Only the corpus's interface was read (``bench/page_corpus.py``), the parts' scaffolding
(``bench/page_parts.py``), ``bench/page_fresh47.py`` as the model (its structure, page start, titles, translations,
``--card`` and the self-test's shape), ``bench/page_accuracy.py`` (the wiring), ``tests/test_page_fresh_corpus.py`` and
``tests/conftest.py``, and the MTGJSON data.

Layouts (the formats each is written in; the languages, each in turn first, then drawn):

- mk-latex-handout: a KOMA-Script judge handout (babel, scrlayer-scrpage's footer "Stand: ...", ``description`` or
  ``itemize``; accents as ``\\"a``/``{\\'e}`` for pdflatex, or UTF-8 as is); de fr pl cs nl sv es it pt en;
- mk-beamer-deck: a beamer slide deck (``\\DTMdate`` with datetime2, frames of rulings with overlays); fr it es de pt en;
- mk-groff-man: a man page's source (``.TH`` with its date, ``.SH``, ``.TP``, troff's escapes) or ``man``'s rendering of it
  (justified, hyphenated, its header and footer); en de fr pl ru;
- mk-texinfo-manual: a Texinfo manual (``@set UPDATED``, ``@copying``, ``@node``, ``@table``) or its Info file; en de fr es it;
- mk-rst-docutils (text, html): a reStructuredText document (docinfo ``:Date:``, a definition list, ``.. note::``) or
  docutils' HTML5; de en fr es ja zhs;
- mk-asciidoc-doc (text, html): an AsciiDoc document (revision line, ``:revdate:``, ``term::`` lists, admonitions) or
  Asciidoctor's HTML; de fr en es pt it;
- mk-docbook5-article: a DocBook 5 article (``<info><date>``, revhistory, ``<variablelist>``; UTF-8 or US-ASCII with
  numeric references); fr de en es it;
- mk-dita-reference: a DITA reference topic (critdates, ``<properties>``); ja ko zhs zht en de;
- mk-tei-p5-edition: a TEI P5 edition (teiHeader, ``<date when=...>``, revisionDesc, a gloss list); it es en fr de pt;
- mk-epub3-package: an EPUB 3 read with ``unzip`` (member times, the OPF's ``dc:date`` and ``dcterms:modified``, a chapter's
  XHTML with ``<time datetime>``); es pt it fr de en;
- mk-fictionbook2: a FictionBook 2 book (title-info, document-info with its dates and history); ru;
- mk-mediawiki-source: a wiki page's wikitext (``action=raw``: an infobox, ruling templates, ``<ref>`` with an access
  date, categories, interlanguage links); en de fr es it pt ja ru;
- mk-dokuwiki-page: a DokuWiki page's source (``%%...%%``, ``~~NOTOC~~``, tags); de en nl pl it fr;
- mk-textile-redmine: a Redmine wiki page exported as Textile (``h1.``, ``{{toc}}``, ``|_.`` tables, ``==...==``); en ru de ja;
- mk-jira-wiki-markup: a Jira issue from the REST API (created, updated) whose description is Jira wiki markup; en de fr;
- mk-bbcode-post: a forum post's BBCode source (``[quote=... time=...]``, ``[list]``, an edit note); de fr it es pl ru pt en;
- mk-pandoc-json-ast: ``pandoc -t json`` of a Markdown rulings file (meta, Str/Space inlines); en de fr es it;
- mk-pandoc-markdown (text, html): Pandoc Markdown with a YAML metadata block, or ``pandoc -s``'s HTML; de en fr it es pt;
- mk-static-site-frontmatter: a Hugo page (TOML front matter, shortcodes) or a Jekyll post (YAML front matter,
  kramdown); it es pt en fr de;
- mk-rtf-word: an RTF document as Word writes it (``\\info`` with ``\\creatim``/``\\revtim``, code-page escapes); de fr es it pt pl ru en;
- mk-perl-pod: a Perl module's POD (``=head1``, ``=over``/``=item``) or ``pod2text``'s output; en de ja;
- mk-vim-help: a Vim help file (``*tag*``, ``|link|``, "Last change:", the modeline); en ja fr de;
- mk-pdftotext-columns: ``pdftotext -layout`` of a two-column typeset handout (running headers, footers with the day and
  page numbers, hyphenated justified lines, form feeds); de fr cs nl en es it pt pl sv;
- mk-idml-story: an InDesign IDML package read with ``unzip`` (member times, XMP dates, a story's XML); de ja fr it en es;
- mk-hocr-scan-untitled (html, names no card): tesseract's hOCR of a scanned printout of a rulings page (the browser's
  print header and footer with their days); en de fr es it pt nl;
- mk-ssml-segment-untitled (names no card): an SSML script reading "the card on screen"'s rulings for a stream (its
  metadata's dc:date, the generator's comment); en de fr es it ja.

The untitled layouts' ``--card`` is, in turn, the whole English name, one face's English name (a single-faced card's
name) or a printed name in another language. Each page's generator is seeded with the corpus seed + 350007
(``SEED_OFFSET``); ``bench/page_corpus.py`` hands this part the single-faced cards and then ``multiface_cards``. Page ids
are "mk000"-"mk199". The self-test (``python bench/page_fresh48.py [SETS]``) passes at seeds 7 and 21 on the bundled
sample. Held out: not run through the parser when written; bench/page_accuracy.py prints its failures only with
--show-fresh48.
"""

import datetime as dt
import html
import json
import re
import unicodedata

from page_corpus import CardData, Page
from page_parts import (D, DAY_MON, DAY_MONTHS, LANG_LABEL, R, STORED, T, EncodedPartGenerator, PageDays, decoded_views,
                        hex_digits, page_answer_problems, part_main, problems_of_pages, render_day, rows,
                        seen_in, slug, varied_part_problems, variety_problems)

SEED_OFFSET = 350007
#: the share of pages about a single-faced card (the rest are about cards with several faces)
SINGLE_SHARE = 0.5
#: the first and last days a page of the part is written on
FIRST_DAY, LAST_DAY = dt.date(2025, 2, 3), dt.date(2026, 11, 20)
#: how far after the page's own day a date it shows may lie
FUTURE_DAYS = 400
WD3 = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


# --- the days as the formats and languages write them ----------------------------------------------------------

MONTHS48 = {**DAY_MONTHS,
            "nl": "januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december".split("|"),
            "sv": "januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december".split("|")}
#: more forms of a day than ``page_parts.render_day``'s, by language and kind ({yy}: two-digit year)
EXTRA48 = {
    "en": {"mdy2": "{m}/{d}/{yy}", "dmy": "{d} {M} {y}"},
    "de": {"num2": "{dd}.{mm}.{yy}"},
    "fr": {"plain": "{d} {M} {y}"},
    "nl": {"long": "{d} {M} {y}", "num": "{d}-{m}-{y}", "num2": "{dd}-{mm}-{yy}"},
    "sv": {"long": "{d} {M} {y}", "num": "{y}-{mm}-{dd}"},
    "cs": {"num2": "{d}.{m}.{yy}"},
    "es": {"num2": "{d}/{m}/{yy}"},
    "it": {"num2": "{dd}/{mm}/{yy}"},
    "pt": {"num2": "{dd}/{mm}/{yy}"},
    "pl": {"num2": "{dd}.{mm}.{yy}"},
    "ru": {"num2": "{dd}.{mm}.{yy}"},
}


def render48(d: dt.date, form: str) -> str:
    """A day in one of the forms ("lang:kind"): ``page_parts.render_day``'s, ``EXTRA48``'s, and the formats' own: "iso"
    2019-10-04, "dtm" ``\\DTMdate{2019-10-04}`` (LaTeX's datetime2, shown in the document's language)."""
    lang, kind = form.split(":", 1)
    if kind == "iso":
        return d.isoformat()
    if kind == "dtm":
        return f"\\DTMdate{{{d.isoformat()}}}"
    pattern = EXTRA48.get(lang, {}).get(kind)
    if pattern:
        return pattern.format(d=d.day, dd=f"{d.day:02d}", m=d.month, mm=f"{d.month:02d}", y=d.year, yy=f"{d.year % 100:02d}",
                              M=MONTHS48.get(lang, MONTHS48["en"])[d.month - 1])
    return render_day(d, form)


#: the forms a ruling's day takes in a document written in each language (a long form first)
LOCAL_FORMS = {"en": ["en:long", "en:iso", "en:dmy"], "de": ["de:long", "de:num"], "fr": ["fr:long", "fr:num"], "es": ["es:long", "es:num"],
               "it": ["it:long", "it:num"], "pt": ["pt:long", "pt:num"], "pl": ["pl:long", "pl:num"], "ru": ["ru:long", "ru:num"],
               "ja": ["ja:kanji", "ja:slash"], "ko": ["ko:hangul", "ko:dot"], "zhs": ["zhs:kanji", "zhs:dash"], "zht": ["zht:kanji", "zht:slash"],
               "nl": ["nl:long", "nl:num"], "cs": ["cs:long", "cs:num"], "sv": ["sv:long", "sv:num"]}
#: each language's long form (a document's own date line)
LONG = {k: v[0] for k, v in LOCAL_FORMS.items()}
NUMERIC = {"en": "en:mdy0", "de": "de:num", "fr": "fr:num", "es": "es:num", "it": "it:num", "pt": "pt:num", "pl": "pl:num", "ru": "ru:num",
           "ja": "ja:slash", "ko": "ko:dot", "zhs": "zhs:dash", "zht": "zht:slash", "nl": "nl:num", "cs": "cs:num", "sv": "sv:num"}

#: a document's words in its language
W48 = rows("rulings asof page of handout contents source printed card date updated fetched", {
    "en": "Rulings|As of|Page|of|Judge handout|Contents|Source|Printed text|Card|Date|Last updated|fetched",
    "de": "Regelhinweise|Stand|Seite|von|Schiedsrichter-Handout|Inhalt|Quelle|Gedruckter Text|Karte|Datum|Zuletzt aktualisiert|abgerufen am",
    "fr": "Précisions|Mis à jour le|Page|sur|Fiche arbitre|Sommaire|Source|Texte imprimé|Carte|Date|Dernière mise à jour|consulté le",
    "es": "Aclaraciones|Actualizado|Página|de|Hoja para jueces|Índice|Fuente|Texto impreso|Carta|Fecha|Última actualización|consultado el",
    "it": "Chiarimenti|Aggiornato al|Pagina|di|Scheda per arbitri|Indice|Fonte|Testo stampato|Carta|Data|Ultimo aggiornamento|consultato il",
    "pt": "Esclarecimentos|Atualizado em|Página|de|Folha para juízes|Sumário|Fonte|Texto impresso|Card|Data|Última atualização|consultado em",
    "pl": "Orzeczenia|Stan na|Strona|z|Ściągawka sędziowska|Spis treści|Źródło|Tekst drukowany|Karta|Data|Ostatnia aktualizacja|pobrano",
    "ru": "Разъяснения|По состоянию на|Страница|из|Памятка судьи|Содержание|Источник|Печатный текст|Карта|Дата|Последнее обновление|получено",
    "ja": "裁定|更新日|ページ|/|ジャッジ用資料|目次|出典|印刷テキスト|カード|日付|最終更新|取得日",
    "ko": "판정|업데이트|페이지|/|저지 핸드아웃|목차|출처|인쇄 텍스트|카드|날짜|마지막 업데이트|가져온 날짜",
    "zhs": "裁定|更新于|页|/|裁判讲义|目录|来源|印刷文本|牌|日期|最后更新|获取于",
    "zht": "裁定|更新於|頁|/|裁判講義|目錄|來源|印刷文字|牌|日期|最後更新|取得於",
    "nl": "Uitspraken|Bijgewerkt|Pagina|van|Hand-out voor judges|Inhoud|Bron|Gedrukte tekst|Kaart|Datum|Laatst bijgewerkt|opgehaald op",
    "cs": "Rozhodnutí|Stav k|Strana|z|Podklady pro rozhodčí|Obsah|Zdroj|Tištěný text|Karta|Datum|Naposledy aktualizováno|staženo",
    "sv": "Regelbeslut|Uppdaterad|Sida|av|Domarblad|Innehåll|Källa|Tryckt text|Kort|Datum|Senast uppdaterad|hämtad",
})
LOCALE = {"en": "en-US", "de": "de-DE", "fr": "fr-FR", "it": "it-IT", "es": "es-ES", "pt": "pt-BR", "ja": "ja-JP", "ko": "ko-KR", "ru": "ru-RU",
          "zhs": "zh-CN", "zht": "zh-TW", "pl": "pl-PL", "nl": "nl-NL", "cs": "cs-CZ", "sv": "sv-SE"}
ISO639 = {"zhs": "zh-Hans", "zht": "zh-Hant"}
PEOPLE = ["Lena Vogt", "Marco Bellini", "Aiko Tanaka", "Rafael Souza", "Chloé Martin", "Jae-won Kim", "Olga Petrova", "Wei Chen",
          "Sam Porter", "Inés Delgado", "Tomasz Nowak", "Emma Schulz", "Pieter de Vries", "Jana Nováková", "Erik Lindqvist"]
USERS = ["lena", "mbellini", "aiko", "rsouza", "chloe", "jwkim", "opetrova", "wchen", "sporter", "idelgado", "tnowak", "eschulz"]
#: the bodies that publish a handout, by language
ORGS = {"en": "Judge Academy North", "de": "Judge-Akademie Rhein-Main", "fr": "Ligue des arbitres Île-de-France", "es": "Comunidad de Jueces Ibérica",
        "it": "Associazione Arbitri Lombardia", "pt": "Juízes de Magic Brasil", "pl": "Stowarzyszenie Sędziów MtG", "ru": "Судейское сообщество МТГ",
        "ja": "ジャッジ勉強会", "ko": "저지 커뮤니티", "zhs": "裁判交流会", "zht": "裁判交流會", "nl": "Judge Netwerk Benelux", "cs": "Česká komunita rozhodčích",
        "sv": "Svenska domarnätverket"}


# --- the formats' escapes, and reading them back ----------------------------------------------------------------

def xe(s: str) -> str:
    """Text as XML writes it in an element (quotes left alone)."""
    return html.escape(s, quote=False)


def xa(s: str) -> str:
    """Text in an XML attribute."""
    return html.escape(s, quote=True).replace("&#x27;", "&apos;")


def ncr(s: str) -> str:
    """XML text in an US-ASCII document: every character past ASCII as a hexadecimal character reference."""
    return "".join(ch if ord(ch) < 128 else f"&#x{ord(ch):X};" for ch in xe(s))


TEX_ACCENTS = {"ä": '\\"a', "ö": '\\"o', "ü": '\\"u', "Ä": '\\"A', "Ö": '\\"O', "Ü": '\\"U', "ß": "\\ss{}", "é": "{\\'e}", "è": "{\\`e}",
               "ê": "{\\^e}", "ë": '{\\"e}', "à": "{\\`a}", "â": "{\\^a}", "á": "{\\'a}", "í": "{\\'\\i}", "ì": "{\\`\\i}", "î": "{\\^\\i}",
               "ï": '{\\"\\i}', "ó": "{\\'o}", "ò": "{\\`o}", "ô": "{\\^o}", "ú": "{\\'u}", "ù": "{\\`u}", "û": "{\\^u}", "ñ": "{\\~n}",
               "ç": "{\\c c}", "ã": "{\\~a}", "õ": "{\\~o}", "É": "{\\'E}", "È": "{\\`E}", "À": "{\\`A}", "Á": "{\\'A}", "Ó": "{\\'O}",
               "Ú": "{\\'U}", "Í": "{\\'I}", "Î": "{\\^I}", "Ô": "{\\^O}", "Ç": "{\\c C}", "œ": "{\\oe}", "Œ": "{\\OE}", "ą": "{\\k a}",
               "ę": "{\\k e}", "ł": "{\\l}", "Ł": "{\\L}", "ś": "{\\'s}", "ź": "{\\'z}", "ż": "{\\.z}", "ć": "{\\'c}", "ń": "{\\'n}",
               "Ś": "{\\'S}", "Ż": "{\\.Z}", "č": "{\\v c}", "ř": "{\\v r}", "š": "{\\v s}", "ž": "{\\v z}", "ě": "{\\v e}", "ů": "{\\r u}",
               "ý": "{\\'y}", "Č": "{\\v C}", "Š": "{\\v S}", "Ř": "{\\v R}", "Ž": "{\\v Z}", "å": "{\\aa}", "Å": "{\\AA}"}
TEX_SPECIAL = {"\\": "\\textbackslash{}", "{": "\\{", "}": "\\}", "&": "\\&", "%": "\\%", "$": "\\$", "#": "\\#", "_": "\\_",
               "~": "\\textasciitilde{}", "^": "\\textasciicircum{}", "’": "'", "‘": "`", "“": "``", "”": "''", "„": "\\glqq{}",
               "«": "\\guillemotleft{}", "»": "\\guillemotright{}", "—": "---", "–": "--", "…": "\\dots{}", '"': "\\textquotedbl{}",
               "<": "\\textless{}", ">": "\\textgreater{}", "\n": "\\\\\n"}


def tex_esc(s: str, accents: bool = True) -> str:
    """Text as a LaTeX author writes it: the specials escaped, quotes as ````...''``, dashes as ``--``/``---``, a line
    break as ``\\\\``; with ``accents``, Latin letters with diacritics as ``\\"a``, ``{\\'e}``, ``\\ss{}`` (pdflatex with T1),
    else as they are (UTF-8)."""
    out = []
    for ch in s:
        if ch in TEX_SPECIAL:
            out.append(TEX_SPECIAL[ch])
        elif accents and ch in TEX_ACCENTS:
            out.append(TEX_ACCENTS[ch])
        else:
            out.append(ch)
    return "".join(out)


_TEX_BACK = sorted([(v, k) for k, v in TEX_ACCENTS.items()] +
                   [(v, k) for k, v in TEX_SPECIAL.items() if v.startswith("\\") and k not in "\n"], key=lambda x: -len(x[0]))


def _untex(s: str) -> str:
    """LaTeX source read back as text: accents and specials, ``---``/``--``, ````''``, ``~`` and ``\\,`` as spaces,
    ``\\\\`` as a line break."""
    keep = {}
    for k, (esc, ch) in enumerate(_TEX_BACK):
        mark = f"\x00{k}\x00"
        keep[mark] = ch
        s = s.replace(esc, mark)
    s = s.replace("\\\\", "\n").replace("---", "—").replace("--", "–").replace("``", "“").replace("''", "”").replace("`", "‘")
    s = s.replace("\\,", "\u2009").replace("~", " ")
    return re.sub(r"\x00\d+\x00", lambda m: keep[m.group(0)], s)


ROFF_CHARS = {"—": "\\(em", "–": "\\(en", "’": "\\(cq", "‘": "\\(oq", "“": "\\(lq", "”": "\\(rq", "'": "\\(aq", "-": "\\-", "\\": "\\e"}


def roff_esc(s: str) -> str:
    """Text as a man page's source writes it: troff's character escapes (``\\-``, ``\\(em``, ``\\(cq``, ``\\e``), a sentence
    a line, a line starting with a dot or an apostrophe protected with ``\\&``."""
    body = "".join(ROFF_CHARS.get(ch, ch) for ch in s)
    lines = []
    for para in body.split("\n"):
        lines += [x for x in re.split(r"(?<=[.?!]) (?=\S)", para) if x]
    return "\n".join("\\&" + x if x[:1] in ".'" else x for x in lines)


def _unroff(s: str) -> str:
    """troff source read back: the character escapes, ``\\&``, font changes, ``\\e`` last."""
    s = s.replace("\\e", "\x00")
    for ch, esc in ROFF_CHARS.items():
        if ch != "\\":
            s = s.replace(esc, ch)
    s = re.sub(r"\\f[BIRP]", "", s.replace("\\&", ""))
    return s.replace("\x00", "\\")


def texi_esc(s: str) -> str:
    """Text in a Texinfo source: ``@@``, ``@{``, ``@}``, quotes and dashes as TeX's, ``@dots{}``."""
    s = s.replace("@", "@@").replace("{", "@{").replace("}", "@}")
    for a, b in (("’", "'"), ("‘", "`"), ("“", "``"), ("”", "''"), ("—", "---"), ("–", "--"), ("…", "@dots{}")):
        s = s.replace(a, b)
    return s


def _untexi(s: str) -> str:
    s = s.replace("@@", "\x00").replace("@{", "{").replace("@}", "}").replace("@dots{}", "…").replace("---", "—").replace("--", "–")
    return s.replace("``", "“").replace("''", "”").replace("\x00", "@")


def backslashed(s: str, chars: str) -> str:
    """Each of ``chars`` (and the backslash) escaped with a backslash."""
    return "".join("\\" + ch if ch in chars or ch == "\\" else ch for ch in s)


def _unbackslash(s: str) -> str:
    return re.sub(r"\\([^\w\s])", r"\1", s)


def rst_esc(s: str) -> str:
    """Text in reStructuredText: inline markup's characters backslash-escaped."""
    return backslashed(s, "*`|_")


def adoc_esc(s: str) -> str:
    """Text in AsciiDoc: attribute references (``\\{T}``) and constrained bold/italic escaped."""
    return backslashed(s, "{*_")


def md_esc(s: str) -> str:
    """Text in Pandoc Markdown (as pandoc's own writer escapes it): inline markup's characters, a leading number and dot."""
    s = backslashed(s, "*_`[]<>@~^$#")
    return re.sub(r"^(\d+)\.(?= )", r"\1\\.", s)


def jira_esc(s: str) -> str:
    """Text in Jira wiki markup: macros' braces, links' brackets, table pipes and the inline markup escaped."""
    return backslashed(s, "{}[]|*_+^~!")


def wiki_param(s: str) -> str:
    """A ruling as a template parameter's value: ``<nowiki>`` around text with braces or brackets, ``{{!}}`` for a pipe."""
    s = s.replace("|", "{{!}}")
    return f"<nowiki>{s}</nowiki>" if re.search(r"[{}\[\]]|''|~~~", s.replace("{{!}}", "")) else s


def _unwiki(s: str) -> str:
    return s.replace("<nowiki>", "").replace("</nowiki>", "").replace("{{!}}", "|")


def doku_esc(s: str) -> str:
    """Text in DokuWiki: ``%%...%%`` around text DokuWiki would read as markup (``//`` outside an address, ``**``, ...)."""
    return f"%%{s}%%" if re.search(r"(?<!:)//|\*\*|__|''|\[\[|\{\{|\\\\|<|>", s) else s


def textile_esc(s: str) -> str:
    """Text in Textile: ``==...==`` (notextile) around text Textile would read as markup."""
    return f"=={s}==" if re.search(r"[*_+^~@|]", s) or s[:1] in "({[" else s


def _undoku(s: str) -> str:
    return s.replace("%%", "")


def _untextile(s: str) -> str:
    return s.replace("==", "")


RTF_WORDS = {"’": "\\rquote ", "‘": "\\lquote ", "“": "\\ldblquote ", "”": "\\rdblquote ", "—": "\\emdash ", "–": "\\endash ", "•": "\\bullet "}
RTF_BACK = {"rquote": "’", "lquote": "‘", "ldblquote": "“", "rdblquote": "”", "emdash": "—", "endash": "–", "bullet": "•", "par": "\n",
            "line": "\n", "tab": "\t", "sect": "\n", "page": "\n"}


def rtf_esc(s: str, cp: str) -> str:
    """Text in RTF: ``\\\\``, ``\\{``, ``\\}``; Word's symbol words for quotes and dashes; a character of the document's code
    page as ``\\'hh``, any other as ``\\uN?`` (signed 16 bits, ``?`` its fallback); a line break as ``\\line``."""
    out = []
    for ch in s:
        if ch in "\\{}":
            out.append("\\" + ch)
        elif ch in RTF_WORDS:
            out.append(RTF_WORDS[ch])
        elif ch == "\n":
            out.append("\\line ")
        elif ord(ch) < 128:
            out.append(ch)
        else:
            try:
                out.append("".join(f"\\'{b:02x}" for b in ch.encode(cp)))
            except UnicodeEncodeError:
                n = ord(ch)
                out.append(f"\\u{n - 65536 if n > 32767 else n}?")
    return "".join(out)


_RTF_TOKEN = re.compile(r"\\'([0-9a-fA-F]{2})|\\u(-?\d+) ?|\\([a-zA-Z]+)(-?\d+)? ?|\\([\\{}~_\-*])|([{}])|(\r?\n)|([^\\{}\r\n]+)")


def _unrtf(s: str) -> str:
    """RTF read as its text: ``\\'hh`` bytes in the document's code page, ``\\uN`` with its fallback skipped, the symbol
    words, ``\\par`` and ``\\line`` as line breaks, the other control words and the groups' braces dropped."""
    m = re.search(r"\\ansicpg(\d+)", s)
    cp = f"cp{m.group(1)}" if m else "cp1252"
    out: list[str] = []
    skip = 0
    for hexb, uni, word, _, sym, _brace, _nl, text in _RTF_TOKEN.findall(s):
        if hexb:
            if skip:
                skip -= 1
                continue
            out.append(bytes([int(hexb, 16)]).decode(cp, "replace"))
        elif uni:
            n = int(uni)
            out.append(chr(n + 65536 if n < 0 else n))
            skip = 1
        elif word:
            out.append(RTF_BACK.get(word, ""))
        elif sym:
            out.append({"~": "\xa0", "_": "\u2011", "-": "", "*": ""}.get(sym, sym))
        elif text:
            if skip:
                text, skip = text[1:], 0
            out.append(text)
    return "".join(out)


def _unjson(s: str) -> str:
    return re.sub(r'\\(u[0-9a-fA-F]{4}(?:\\u[0-9a-fA-F]{4})?|["\\/bfnrt])', lambda m: json.loads('"' + m.group(0) + '"'), s)


def pandoc_inlines(s: str) -> list[dict]:
    """Text as pandoc's Markdown reader makes it: ``Str`` words between ``Space`` (``SoftBreak`` for a line break)."""
    out: list[dict] = []
    for k, line in enumerate(s.split("\n")):
        if k:
            out.append({"t": "SoftBreak"})
        for j, w in enumerate(line.split()):
            if j:
                out.append({"t": "Space"})
            out.append({"t": "Str", "c": w})
    return out


def _pandoc_text(x) -> str:
    """A pandoc AST (or a part of it) as its text: inlines joined, blocks a line each."""
    if isinstance(x, list):
        return "".join(_pandoc_text(v) for v in x)
    if not isinstance(x, dict) or "t" not in x:
        return ""
    t, c = x["t"], x.get("c")
    if t == "Str":
        return c
    if t in ("Space", "SoftBreak"):
        return " "
    if t == "LineBreak":
        return "\n"
    if t in ("Emph", "Strong", "Underline", "SmallCaps", "Strikeout", "Plain", "Para", "BlockQuote", "MetaInlines", "MetaBlocks", "MetaList"):
        return _pandoc_text(c) + ("\n" if t in ("Plain", "Para", "MetaInlines") else "")
    if t == "MetaString":
        return c + "\n"
    if t == "Quoted":
        return "“" + _pandoc_text(c[1]) + "”"
    if t in ("Span", "Div", "Link"):
        return _pandoc_text(c[1]) + ("\n" if t == "Div" else "")
    if t == "Header":
        return _pandoc_text(c[2]) + "\n"
    if t in ("Code", "RawInline", "CodeBlock", "RawBlock"):
        return c[1]
    if t == "DefinitionList":
        return "".join(_pandoc_text(term) + "\n" + "".join(_pandoc_text(d) for d in defs) for term, defs in c)
    if t in ("BulletList",):
        return "".join(_pandoc_text(item) for item in c)
    return ""


def _unpandoc(s: str) -> str:
    """``pandoc -t json``'s output read as the document's text (its meta and blocks), the shell lines kept."""
    out = []
    for line in s.split("\n"):
        if line.startswith('{"pandoc-api-version"'):
            doc = json.loads(line)
            out += [_pandoc_text(v) for _, v in sorted(doc["meta"].items())] + [_pandoc_text(b) for b in doc["blocks"]]
        else:
            out.append(line)
    return "\n".join(out)


#: the column where the right column of a two-column page starts in ``pdftotext -layout``'s output
COL2 = 48


def _dehyphen(s: str) -> str:
    """Lines joined where a word was hyphenated at the line's end, or an address broken after a slash."""
    s = re.sub(r"(?<=[^\W\d_])-\n[ \t]*(?=[^\W\d_])", "", s)
    return re.sub(r"(?<=\w/)\n[ \t]*(?=[\w-])", "", s)


def _uncolumns(s: str) -> str:
    """``pdftotext -layout`` of two-column pages read in order: each page (form feeds between) without its head (the
    lines before its first blank one) and foot (from its last blank one), the left column, then the right; words
    hyphenated at a line's end joined."""
    out = []
    for pg in s.split("\f"):
        lines = pg.rstrip("\n").split("\n")
        blanks = [k for k, x in enumerate(lines) if not x.strip()]
        if len(blanks) < 2:
            out += lines
            continue
        body = lines[blanks[0] + 1:blanks[-1]]
        out += [x[:COL2].rstrip() for x in body] + [x[COL2:].strip() for x in body]
    return _dehyphen("\n".join(out))


def _unidml(s: str) -> str:
    """An IDML story read as InDesign reads it: its ``<Content>`` runs joined, ``<Br/>`` a paragraph's end."""
    return "".join(c if c or not br else "\n" for c, br in re.findall(r"<Content>(.*?)</Content>|(<Br/>)", s, flags=re.S))


#: the format readers the self-test reads pages with (each a chain of steps over the whole page)
DECODE = {"tex": _untex, "roff": _unroff, "dehyph": _dehyphen, "texi": _untexi, "bs": _unbackslash, "wiki": _unwiki, "doku": _undoku,
          "textile": _untextile, "json": _unjson, "pandoc": _unpandoc, "rtf": _unrtf, "cols": _uncolumns, "idml": _unidml}


def views48(p: Page) -> list[str]:
    """The page as a careful reader reads it (``reading_views``), and as its format's readers read it."""
    return decoded_views(p, SITES48[p.layout]["dec"], DECODE)


# --- text set in lines -----------------------------------------------------------------------------------------

def dwidth(s: str) -> int:
    """A string's width on a terminal (East Asian wide characters count two)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in s)


_VOWELS = set("aeiouyäöüéèàáíóúâêîôûåæøœ")


def _split_word(w: str, room: int) -> tuple[str, str] | None:
    """A word of letters hyphenated to fit ``room`` columns (its first part and the hyphen), between a vowel and a
    consonant, three letters at least on each side; None when it cannot be."""
    if len(w) < 7 or not w.isalpha():
        return None
    for k in range(min(len(w) - 3, room - 1), 2, -1):
        if w[k - 1].lower() in _VOWELS and w[k].lower() not in _VOWELS:
            return w[:k] + "-", w[k:]
    return None


def _split_url(w: str, room: int, width: int) -> tuple[str, str] | None:
    """A word too long for any line (an address) broken after a slash, as LaTeX's url package breaks it: its first part
    fitting ``room`` columns (no hyphen added); None when it is not too long or has no slash to break after."""
    if len(w) <= width or "/" not in w:
        return None
    cuts = [k for k in range(1, min(room, len(w) - 1)) if w[k] == "/" and w[k - 1].isalnum()]
    return (w[:cuts[-1] + 1], w[cuts[-1] + 1:]) if cuts else None


def set_lines(text: str, width: int, hyphenate: bool = False, justify: bool = False) -> list[str]:
    """Text set in lines of ``width`` columns at most, broken at spaces (each paragraph of ``text`` on lines of its own);
    with ``hyphenate``, a long word hyphenated at a line's end; with ``justify``, every line but a paragraph's last
    filled with spaces between its words. No line ends with a word's own hyphen."""
    out: list[str] = []
    for para in text.split("\n"):
        words = para.split()
        lines: list[list[str]] = []
        cur: list[str] = []
        while words:
            w = words.pop(0)
            used = len(" ".join(cur))
            if not cur and hyphenate and len(w) > width and _split_url(w, width, width):
                head, rest = _split_url(w, width, width)
                lines.append([head])
                words.insert(0, rest)
                continue
            if not cur or used + 1 + len(w) <= width:
                cur.append(w)
                continue
            cut = (_split_url(w, width - used - 1, width) or _split_word(w, width - used - 1)) if hyphenate else None
            if cut:
                cur.append(cut[0])
                words.insert(0, cut[1])
            else:
                words.insert(0, w)
            if len(cur) > 1 and cur[-1].endswith("-") and not cut:
                words.insert(0, cur.pop())
            lines.append(cur)
            cur = []
        if cur:
            lines.append(cur)
        for k, ln in enumerate(lines):
            if justify and k < len(lines) - 1 and len(ln) > 1:
                gaps, extra = len(ln) - 1, width - len("".join(ln))
                sp = [extra // gaps + (1 if j < extra % gaps else 0) for j in range(gaps)]
                out.append("".join(w + " " * s for w, s in zip(ln, sp + [0], strict=True)))
            else:
                out.append(" ".join(ln))
    return out


def mana_runs(s: str) -> list[tuple[bool, str]]:
    """Text split into runs: (is a run of mana symbols like ``{2}{U}``, the run)."""
    parts = re.split(r"((?:\{[^{}\s]+\})+)", s)
    return [(k % 2 == 1, x) for k, x in enumerate(parts) if x]


def camel(name: str) -> str:
    """A Perl package's last part made of a card's name (``DelverOfSecrets``)."""
    return "".join(w.capitalize() for w in slug(name).split("-")) or "Card"


class Item:
    """One ruling as a page shows it: its date as shown (a ``D``), its text (an ``R``), its day."""

    __slots__ = ("shown", "text", "day")

    def __init__(self, shown: str, text: str, day: dt.date) -> None:
        self.shown, self.text, self.day = D(shown), R(text), day


# --- the generator -------------------------------------------------------------------------------------

class Fresh48Generator(PageDays, EncodedPartGenerator):
    """The generator of the fresh-48 part: its own layouts only, each a markup, typesetting or interchange source (or a
    converter's output) about one card (a card with several faces half of the time), with the card's rulings escaped as
    the format escapes them and their dates amid the document's own dates, boilerplate and chrome."""
    PART = "fresh48"
    PREFIX = "mk"
    SINGLE_SHARE = SINGLE_SHARE
    START = dt.datetime(2025, 2, 3)
    TITLE_PRINTED = 0.6
    RENDER = staticmethod(render48)
    _card: CardData | None = None
    _rform: str | None = None

    # ---- the page ----
    def page_tables(self) -> None:
        """The document's words in its language."""
        self.W = W48.get(self.lang, W48["en"])

    def variant(self, page: Page, key: str, options: list[str]) -> str:
        """The layout's variants in turn (recorded as the page's style)."""
        v = options[self.turn(key) % len(options)]
        page.__dict__.setdefault("styles", []).append(f"{key}/{v}")
        return v

    def card_ok(self, card: CardData) -> bool:
        """A document written in a language the card was printed in (``loc``) is mostly about a card printed in it."""
        if self.S.get("loc") and self.lang in STORED:
            return bool((card.foreign.get(self.lang) or {}).get("name"))
        return True

    def which(self) -> str:
        """The whole card or its front face, in turn (a title)."""
        return ["whole", "front"][self.turn("which") % 2]

    def uuid(self) -> str:
        r = self.rng
        return f"{hex_digits(r, 8)}-{hex_digits(r, 4)}-{r.choice('45')}{hex_digits(r, 3)}-{r.choice('89ab')}{hex_digits(r, 3)}-{hex_digits(r, 12)}"

    def person(self) -> str:
        return self.rng.choice(PEOPLE)

    def tr_maybe(self, page: Page, card: CardData, p: float, lang: str | None = None) -> tuple[T, T] | None:
        """With chance ``p``, the card printed in ``lang`` (the page's language by default), recorded as a translation."""
        if self._untitled or self.rng.random() >= p:
            return None
        return self.tr(page, card, lang or self.lang)

    def printed_lang(self, card: CardData) -> str | None:
        """A language the card was printed in with a text (the page's when it was)."""
        have = [x for x in STORED if (card.foreign.get(x) or {}).get("text")]
        if self.lang in have:
            return self.lang
        return self.rng.choice(have) if have else None

    # ---- rulings and their dates ----
    def items(self, page: Page, card: CardData, tag: str, kinds: list[str]) -> list[Item]:
        """The card's rulings (each text once) with their dates in one of the forms (``kinds``), recorded as the page's
        answers with their real MTGJSON dates."""
        self._rform = self._form(page, tag, kinds)
        return [Item(shown, t, d) for shown, t, d in self._dated(page, card, self._rform)]

    # ---- the page's own days ----
    def _moment_of(self, card: CardData) -> dt.datetime:
        """The moment the document was written or converted: 2025-2026, never a ruling's day."""
        r = self.rng
        d = self._between(card, FIRST_DAY, LAST_DAY)
        return dt.datetime(d.year, d.month, d.day, r.randint(7, 23), r.randint(0, 59), r.randint(0, 59))

    def at(self, d: dt.date) -> dt.datetime:
        r = self.rng
        return dt.datetime(d.year, d.month, d.day, r.randint(6, 23), r.randint(0, 59), r.randint(0, 59))

    def ago_t(self, days_lo: int, days_hi: int) -> dt.datetime:
        """A moment some days before the page's (its day none of the card's ruling days), never after the page's moment."""
        return min(self.at(self.day(-days_hi, -days_lo)), self._now)

    def shown(self, page: Page, d: dt.date, text: str) -> str:
        """One of the page's own days as the page writes it, recorded."""
        page.__dict__.setdefault("own_dates", []).append((str(text), d.isoformat()))
        return str(text)

    def own(self, page: Page, d: dt.date, form: str) -> str:
        """One of the page's own days in a day form ("lang:kind"), recorded."""
        return self.shown(page, d, render48(d, form))

    def stamp(self, page: Page, t: dt.datetime, how: str) -> str:
        """A moment as a format writes it, recorded as one of the page's own days."""
        return self.shown(page, t.date(), self.fmt_t(t, how))

    @staticmethod
    def tz(t: dt.datetime) -> int:
        """Central European time's offset in hours on ``t``'s day (summer time from the last Sunday of March to the last
        of October)."""
        def last_sunday(m: int) -> dt.date:
            d = dt.date(t.year, m, 31)
            return d - dt.timedelta(days=(d.weekday() + 1) % 7)
        return 2 if last_sunday(3) <= t.date() < last_sunday(10) else 1

    def fmt_t(self, t: dt.datetime, how: str) -> str:
        """"iso" 2026-03-12T10:15:30Z, "isooff" …30+01:00, "jira" …30.000+0100, "space" 2026-03-12 10:15:30, "date" 2026-03-12,
        "unzip" 03-12-2026 10:15, "vim" 2026 Mar 12, "rtf" \\yr2026\\mo3\\dy12\\hr10\\min15, "s" epoch seconds, "compact"
        20260312, "hm" 2026-03-12 10:15."""
        off = self.tz(t)
        epoch = int((t - dt.timedelta(hours=off) - dt.datetime(1970, 1, 1)).total_seconds())
        return {"iso": f"{t:%Y-%m-%dT%H:%M:%S}Z", "isooff": f"{t:%Y-%m-%dT%H:%M:%S}+0{off}:00", "jira": f"{t:%Y-%m-%dT%H:%M:%S}.000+0{off}00",
                "space": f"{t:%Y-%m-%d %H:%M:%S}", "date": t.date().isoformat(), "unzip": f"{t:%m-%d-%Y %H:%M}",
                "vim": f"{t.year} {DAY_MON['en'][t.month - 1]} {t.day:02d}", "rtf": f"\\yr{t.year}\\mo{t.month}\\dy{t.day}\\hr{t.hour}\\min{t.minute}",
                "s": str(epoch), "compact": f"{t:%Y%m%d}", "hm": f"{t:%Y-%m-%d %H:%M}"}[how]

    # ---- writing the page ----
    def file(self, page: Page, text: str, *chrome: str) -> None:
        """A page that is a file or a terminal's output as its format or tool writes it (``chrome``: its own lines)."""
        self._cs(page, *chrome)
        page.content = text if text.endswith("\n") else text + "\n"

    # ---- the TeX family ----
    BABEL = {"de": "ngerman", "fr": "french", "es": "spanish", "it": "italian", "pt": "brazil", "pl": "polish", "cs": "czech", "nl": "dutch",
             "sv": "swedish", "en": "english"}

    def tex_day(self, d: dt.date, accents: bool) -> str:
        """A day as a LaTeX author writes it in the document's language (a tie after the day: ``12.~M\\"arz 2026``)."""
        s = tex_esc(render48(d, LONG[self.lang]), accents)
        return s.replace(". ", ".~", 1) if self.lang in ("de", "cs") else s.replace(" ", "~", 1)

    def layout_latex(self, page, card):
        """A judge handout in LaTeX (KOMA-Script's scrartcl): the preamble (fontenc, babel in the language, enumitem,
        scrlayer-scrpage's head and foot with "Stand: ..."), ``% comments`` with the source's day, ``\\title``, ``\\author``
        and a fixed ``\\date``; the rulings as a ``description`` list (``\\item[4.~Oktober 2019]``) or an ``itemize`` with
        bold dates; the card printed in the language as a ``quote``. Written for pdflatex with the accents as ``\\"a`` and
        ``{\\'e}`` most of the time, else in UTF-8."""
        r = self.rng
        W = self.W
        style = self.variant(page, "latex", ["description", "itemize"])
        accents = self.lang != "en" and r.random() < 0.7
        t = lambda s: tex_esc(s, accents)  # noqa: E731
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"LaTeX ({self.lang})", LOCAL_FORMS[self.lang])
        tr = self.tr_maybe(page, card, 0.4)
        who = self.person()
        fetched = self.ago_t(2, 30)
        doc_day = self.shown(page, self.today, self.tex_day(self.today, accents))
        stand = self.own(page, self.today, NUMERIC.get(self.lang, "de:num"))
        src = self.stamp(page, fetched, "date")
        fname = f"{slug(W['rulings'])}-{slug(card.name)}.tex"
        lines = ["% !TEX program = pdflatex" if accents else "% !TEX program = lualatex", f"% {fname} -- {W['handout']}",
                 f"% {W['source']}: Gatherer / MTGJSON, {src}", "\\documentclass[a4paper,11pt]{scrartcl}", "\\usepackage[T1]{fontenc}"]
        lines += [] if accents else ["\\usepackage[utf8]{inputenc}"]
        lines += ["\\usepackage{lmodern}", f"\\usepackage[{self.BABEL[self.lang]}]{{babel}}", "\\usepackage{enumitem}",
                  "\\usepackage[automark]{scrlayer-scrpage}", "\\usepackage[hidelinks]{hyperref}", "",
                  "\\pagestyle{scrheadings}", f"\\ihead{{{t(W['handout'])}}}", f"\\ohead{{{t(ORGS[self.lang])}}}",
                  f"\\ifoot{{{t(W['asof'])}: {stand}}}", "\\ofoot{\\pagemark}"]
        lines += ["\\setlist[description]{style=nextline,leftmargin=2em}"] if style == "description" else []
        lines += ["", f"\\title{{{t(W['rulings'])}: {t(str(name))}}}", f"\\author{{{t(who)}}}", f"\\date{{{doc_day}}}", "", "\\begin{document}",
                  "\\maketitle", "", f"\\section*{{{t(W['rulings'])}}}"]
        if style == "description":
            lines += ["\\begin{description}"] + [f"  \\item[{self.tex_date(it, accents)}] {t(str(it.text))}" for it in items] + ["\\end{description}"]
        else:
            lines += ["\\begin{itemize}"] + [f"  \\item \\textbf{{{self.tex_date(it, accents)}}}: {t(str(it.text))}" for it in items] + ["\\end{itemize}"]
        if tr:
            lines += ["", f"\\subsection*{{{t(W['printed'])} ({t(LANG_LABEL.get(self.lang, self.lang))})}}", "\\begin{quote}",
                      f"\\textbf{{{t(str(tr[0]))}}}\\\\", t(str(tr[1])), "\\end{quote}"]
        lines += ["", "\\end{document}"]
        self.file(page, "\n".join(lines), "\\documentclass[a4paper,11pt]{scrartcl}", "\\begin{document}", "\\end{document}", "\\maketitle",
                  "\\usepackage[T1]{fontenc}", "\\pagestyle{scrheadings}", "\\ofoot{\\pagemark}")

    @staticmethod
    def tex_date(it: Item, accents: bool) -> str:
        """A ruling's day in a LaTeX list: a tie after the day's number."""
        s = tex_esc(str(it.shown), accents)
        return re.sub(r"^(\d+\.?) ", r"\1~", s) if re.match(r"^\d+\.? \D", s) else s

    def layout_beamer(self, page, card):
        """A beamer slide deck (Madrid theme) of a card's rulings for a judge seminar: datetime2 with the region's style,
        ``\\date{\\DTMdate{...}}``, a title frame, the rulings on frames of four (``\\item<1->`` overlays, each day as
        ``\\DTMdate{2019-10-04}``), a last frame with the source and the day it was fetched; UTF-8 source."""
        W = self.W
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"beamer \\DTMdate ({self.lang})", [f"{self.lang}:dtm"])
        tr = self.tr_maybe(page, card, 0.3)
        t = lambda s: tex_esc(s, False)  # noqa: E731
        who = self.person()
        fetched = self.ago_t(2, 40)
        made = self.shown(page, self.today, f"\\DTMdate{{{self.today.isoformat()}}}")
        src = self.stamp(page, fetched, "date")
        colon = "~:" if self.lang == "fr" else ":"
        lines = ["% !TeX TS-program = xelatex", f"% {W['handout']} -- {t(ORGS[self.lang])}", "\\documentclass[10pt,aspectratio=169]{beamer}",
                 "\\usetheme{Madrid}", "\\usecolortheme{beaver}", "\\usepackage{fontspec}", f"\\usepackage[{self.BABEL[self.lang]}]{{babel}}",
                 "\\usepackage[useregional]{datetime2}", "\\setbeamertemplate{navigation symbols}{}", "",
                 f"\\title{{{t(W['rulings'])}}}", f"\\subtitle{{{t(str(name))}}}", f"\\author{{{t(who)}}}",
                 f"\\institute{{{t(ORGS[self.lang])}}}", f"\\date{{{made}}}", "", "\\begin{document}", "", "\\begin{frame}", "  \\titlepage",
                 "\\end{frame}"]
        chunks = [items[k:k + 4] for k in range(0, len(items), 4)]
        for n, chunk in enumerate(chunks, 1):
            head = t(W["rulings"]) + (f" ({n}/{len(chunks)})" if len(chunks) > 1 else "")
            lines += ["", f"\\begin{{frame}}{{{head}}}", "  \\begin{itemize}"]
            lines += [f"    \\item<{k}-> \\textbf{{{it.shown}}}{colon} {t(str(it.text))}" for k, it in enumerate(chunk, 1)]
            lines += ["  \\end{itemize}", "\\end{frame}"]
        if tr:
            lines += ["", f"\\begin{{frame}}{{{t(W['printed'])}}}", f"  \\begin{{block}}{{{t(str(tr[0]))}}}", "    " + t(str(tr[1])),
                      "  \\end{block}", "\\end{frame}"]
        lines += ["", f"\\begin{{frame}}{{{t(W['source'])}}}", f"  Gatherer, MTGJSON 5.2.2 ({src}).", "  \\vfill",
                  f"  \\small {t(W['asof'])} \\insertdate", "\\end{frame}", "", "\\end{document}"]
        self.file(page, "\n".join(lines), "\\documentclass[10pt,aspectratio=169]{beamer}", "\\usetheme{Madrid}", "\\titlepage", "\\end{document}",
                  "\\usepackage[useregional]{datetime2}")

    # ---- troff and Texinfo ----
    MAN_W = rows("name see_also manual", {
        "en": "NAME|SEE ALSO|Judge Handbook", "de": "BEZEICHNUNG|SIEHE AUCH|Handbuch für Schiedsrichter", "fr": "NOM|VOIR AUSSI|Manuel de l'arbitre",
        "pl": "NAZWA|ZOBACZ TAKŻE|Podręcznik sędziego", "ru": "НАЗВАНИЕ|СМОТРИТЕ ТАКЖЕ|Справочник судьи",
    })

    def layout_man(self, page, card):
        """A man page of a card's rulings in section 7: its source (a generator's comment with the data's day, ``.TH`` with
        the page's date, ``.SH NAME``, ``.TP`` per ruling with ``.B`` and its day, a sentence a line, troff's escapes), or
        ``man``'s rendering of it as ``col -b`` keeps it (the header, indented sections, justified and hyphenated lines,
        the footer with the source, date and title)."""
        r = self.rng
        W, M = self.W, self.MAN_W[self.lang]
        style = self.variant(page, "man", ["source", "rendered"])
        name = self.title(page, card, 0.5, self.which())
        kinds = ["en:iso"] if self.lang == "en" else [LONG[self.lang], "en:iso"]
        items = self.items(page, card, f"man ({style}, {self.lang})", kinds)
        th = self.shown(page, self.today, self.today.isoformat())
        build = self.ago_t(1, 20)
        b = self.stamp(page, build, "date")
        topic = slug(card.name).upper()
        source = f"mtg-rulings {r.randint(1, 3)}.{r.randint(0, 9)}"
        desc = f"{W['rulings']}: {name}"
        colophon = f"{source}; Gatherer, MTGJSON 5.2.2 ({b})."
        if style == "source":
            lines = [f'.\\" Generated by rulings2man 0.7 from MTGJSON 5.2.2 (built {b}); do not edit.', f'.\\" {W["handout"]}',
                     f'.TH {topic.replace("-", chr(92) + "-")} 7 "{th}" "{source}" "{M["manual"]}"', f".SH {M['name']}",
                     f"{roff_esc(slug(card.name))} \\- {roff_esc(desc)}", f".SH {roff_esc(W['rulings'].upper())}"]
            for it in items:
                day = roff_esc(str(it.shown))
                lines += [".TP", f'.B "{day}"' if " " in day else f".B {day}", roff_esc(str(it.text))]
            lines += [f".SH {M['see_also']}", ".BR mtg\\-rules (7),", ".BR mtg\\-judge (1)", ".SH COLOPHON", roff_esc(colophon)]
            self.file(page, "\n".join(lines), f".SH {M['name']}", f".SH {M['see_also']}", ".BR mtg\\-judge (1)", f'.\\" {W["handout"]}')
            return
        left = f"{topic}(7)"
        width = 78
        gap = max(2, width - 2 * len(left) - len(M["manual"]))
        head = left + " " * (gap // 2) + M["manual"] + " " * (gap - gap // 2) + left
        gap2 = max(2, width - len(source) - len(th) - len(left))
        foot = source + " " * (gap2 // 2) + th + " " * (gap2 - gap2 // 2) + left
        lines = [head, "", M["name"]] + ["       " + x for x in set_lines(f"{slug(card.name)} - {desc}", width - 7, True, False)]
        lines += ["", W["rulings"].upper()]
        for it in items:
            lines += ["       " + str(it.shown)] + ["              " + x for x in set_lines(str(it.text), width - 14, True, True)] + [""]
        lines += [M["see_also"], "       mtg-rules(7), mtg-judge(1)", "", "COLOPHON"] + ["       " + x for x in set_lines(colophon, width - 7)] + ["", foot]
        self.file(page, "\n".join(lines), head, M["see_also"], "mtg-rules(7), mtg-judge(1)")

    TEXI_W = rows("lang intro menu", {
        "en": "en|This manual holds the official rulings of one card|The card's rulings.",
        "de": "de|Dieses Handbuch enthält die offiziellen Regelhinweise zu einer Karte|Die Regelhinweise der Karte.",
        "fr": "fr|Ce manuel rassemble les précisions officielles d'une carte|Les précisions de la carte.",
        "es": "es|Este manual recoge las aclaraciones oficiales de una carta|Las aclaraciones de la carta.",
        "it": "it|Questo manuale raccoglie i chiarimenti ufficiali di una carta|I chiarimenti della carta.",
    })

    def layout_texinfo(self, page, card):
        """A Texinfo manual of a card's rulings: its header (``\\input texinfo``, ``@setfilename``, ``@documentencoding``,
        ``@documentlanguage``, ``@settitle``), ``@set UPDATED`` and ``@set VERSION``, ``@copying``, the title page, the Top
        node and menu, a chapter with a ``@table @asis`` of the rulings (``@item`` the day), ``@bye``; or the Info file
        ``makeinfo`` made of it (its first line, the copying text, node lines after ``^_``, filled paragraphs, the tag
        table and the local variables)."""
        r = self.rng
        W, X = self.W, self.TEXI_W[self.lang]
        style = self.variant(page, "texinfo", ["source", "info"])
        name = self.title(page, card, 0.5, self.which())
        items = self.items(page, card, f"Texinfo ({style}, {self.lang})", LOCAL_FORMS[self.lang])
        who = self.person()
        fetched = self.ago_t(2, 30)
        upd = self.own(page, self.today, LONG[self.lang])
        f = self.stamp(page, fetched, "date")
        ver = f"{r.randint(1, 4)}.{r.randint(0, 12)}"
        base = f"rulings-{slug(card.name)}"
        node = W["rulings"]
        if style == "source":
            lines = ["\\input texinfo   @c -*-texinfo-*-", "@c %**start of header", f"@setfilename {base}.info", "@documentencoding UTF-8",
                     f"@documentlanguage {X['lang']}", f"@settitle {texi_esc(W['rulings'])}: {texi_esc(str(name))}", "@c %**end of header", "",
                     f"@c MTGJSON 5.2.2, {W['fetched']} {f}", f"@set UPDATED {upd}", f"@set VERSION {ver}", "", "@copying",
                     f"{texi_esc(X['intro'])} (@value{{VERSION}}, @value{{UPDATED}}).", "", f"Gatherer, MTGJSON 5.2.2 ({f}).", "",
                     f"Copyright @copyright{{}} {self.today.year} {texi_esc(who)}.", "@end copying", "", "@titlepage",
                     f"@title {texi_esc(W['rulings'])}", f"@subtitle {texi_esc(str(name))}", f"@author {texi_esc(who)}", "@page",
                     "@vskip 0pt plus 1filll", "@insertcopying", "@end titlepage", "", "@contents", "", "@ifnottex", "@node Top",
                     f"@top {texi_esc(W['rulings'])}: {texi_esc(str(name))}", "", "@insertcopying", "@end ifnottex", "", "@menu",
                     f"* {node}::{' ' * max(2, 20 - len(node))}{X['menu']}", "@end menu", "", f"@node {node}", f"@chapter {node}", "", "@table @asis"]
            for it in items:
                lines += [f"@item {texi_esc(str(it.shown))}", texi_esc(str(it.text)), ""]
            lines += ["@end table", "", "@bye"]
            self.file(page, "\n".join(lines), "\\input texinfo   @c -*-texinfo-*-", "@c %**start of header", "@c %**end of header", "@insertcopying",
                      "@end table", "@bye", "@vskip 0pt plus 1filll")
            return
        top = f"{W['rulings']}: {name}"
        copying = set_lines(f"{X['intro']} ({ver}, {upd}).", 72) + ["", f"Gatherer, MTGJSON 5.2.2 ({f}).", "",
                                                                     f"   Copyright © {self.today.year} {who}."]
        n1 = [f"File: {base}.info,  Node: Top,  Next: {node},  Up: (dir)", "", top, "*" * dwidth(top), ""] + copying + ["", "* Menu:", "",
              f"* {node}::{' ' * max(2, 20 - len(node))}{X['menu']}", ""]
        n2 = [f"File: {base}.info,  Node: {node},  Prev: Top,  Up: Top", "", f"1 {node}", "*" * (dwidth(node) + 2), ""]
        for it in items:
            n2 += [str(it.shown)] + ["     " + x for x in set_lines(str(it.text), 67)] + [""]
        pre = [f"This is {base}.info, produced by makeinfo version 7.1 from", f"{base}.texi.", ""] + copying + [""]
        head = "\n".join(pre) + "\n"
        p1 = len(head.encode())
        p2 = p1 + len(("\x1f\n" + "\n".join(n1) + "\n").encode())
        out = head + "\x1f\n" + "\n".join(n1) + "\n\x1f\n" + "\n".join(n2) + "\n\n\x1f\nTag Table:\n"
        out += f"Node: Top\x7f{p1}\nNode: {node}\x7f{p2}\n\x1f\nEnd Tag Table\n\n\x1f\nLocal Variables:\ncoding: utf-8\nEnd:\n"
        self.file(page, out, f"This is {base}.info, produced by makeinfo version 7.1 from", "* Menu:", "End Tag Table", "Local Variables:",
                  "coding: utf-8")

    # ---- reStructuredText and AsciiDoc ----
    RST_W = rows("author date version note", {
        "en": "Author|Date|Version|Note", "de": "Autor|Datum|Version|Bemerkung", "fr": "Auteur|Date|Version|Note",
        "es": "Autor|Fecha|Versión|Nota", "ja": "著者|日付|バージョン|備考", "zhs": "作者|日期|版本|注解",
    })

    def layout_rst(self, page, card):
        """A reStructuredText document of a card's rulings: the comment of the generator with the day it fetched the data,
        the title and subtitle over- and underlined, the docinfo field list in the language (``:Datum: 2026-03-12``),
        ``.. contents::``, a definition list of the rulings (the day the term, ``4\\. Oktober 2019`` escaped as docutils
        needs), the card printed in the language, ``.. note::``; inline markup's characters backslash-escaped. Or
        docutils' HTML5 of it (``<meta name="generator" content="Docutils ...">``, ``dcterms.date``, ``<dl class="docinfo
        simple">``, ``<aside class="admonition note">``)."""
        r = self.rng
        W, F = self.W, self.RST_W[self.lang]
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"reStructuredText ({self.lang})", LOCAL_FORMS[self.lang])
        tr = self.tr_maybe(page, card, 0.35)
        who = self.person()
        fetched = self.ago_t(2, 30)
        day = self.shown(page, self.today, self.today.isoformat())
        f = self.stamp(page, fetched, "date")
        ver = f"{r.randint(1, 3)}.{r.randint(0, 9)}"
        note = f"{W['source']}: Gatherer, MTGJSON 5.2.2 ({W['fetched']} {f})."
        if self.html:
            dl = ["<dl>"] + [x for it in items for x in (f"<dt>{xe(str(it.shown))}</dt>", f"<dd><p>{xe(str(it.text))}</p>", "</dd>")] + ["</dl>"]
            trs = [f'<section id="{slug(W["printed"])}">', f"<h3>{xe(W['printed'])} ({xe(LANG_LABEL.get(self.lang, self.lang))})</h3>",
                   f"<p><strong>{xe(str(tr[0]))}</strong></p>"] + [f"<p>{xe(x)}</p>" for x in str(tr[1]).split("\n") if x.strip()] + ["</section>"] if tr else []
            gen = "Docutils 0.21.2: https://docutils.sourceforge.io/"
            out = ["<!DOCTYPE html>", f'<html lang="{ISO639.get(self.lang, self.lang)}">', "<head>", '<meta charset="utf-8" />',
                   '<meta name="viewport" content="width=device-width, initial-scale=1" />', f'<meta name="generator" content="{gen}" />',
                   f'<meta name="author" content="{xa(who)}" />', f'<meta name="dcterms.date" content="{day}" />',
                   f"<title>{xe(str(name))}</title>", '<link rel="stylesheet" href="minimal.css" type="text/css" />',
                   '<link rel="stylesheet" href="plain.css" type="text/css" />', "</head>", "<body>", f'<main id="{slug(card.name)}">',
                   f'<h1 class="title">{xe(str(name))}</h1>', f'<p class="subtitle" id="{slug(W["rulings"])}">{xe(W["rulings"])}</p>',
                   '<dl class="docinfo simple">', f'<dt class="author">{F["author"]}<span class="colon">:</span></dt>',
                   f'<dd class="author"><p>{xe(who)}</p></dd>', f'<dt class="date">{F["date"]}<span class="colon">:</span></dt>',
                   f'<dd class="date">{day}</dd>', f'<dt class="version">{F["version"]}<span class="colon">:</span></dt>',
                   f'<dd class="version">{ver}</dd>', "</dl>", f'<nav class="contents local" id="{slug(W["contents"])}" role="doc-toc">',
                   "<ul class=\"simple\">", f'<li><p><a class="reference internal" href="#{slug(W["rulings"])}-1" id="toc-entry-1">{xe(W["rulings"])}</a></p></li>',
                   "</ul>", "</nav>", f'<section id="{slug(W["rulings"])}-1">', f'<h2><a class="toc-backref" href="#toc-entry-1" role="doc-backlink">'
                   f'{xe(W["rulings"])}</a></h2>'] + dl + trs + ['<aside class="admonition note">', f'<p class="admonition-title">{F["note"]}</p>',
                   f"<p>{xe(note)}</p>", "</aside>", "</section>", "</main>", "</body>", "</html>"]
            self.file(page, "\n".join(out), f'<meta name="generator" content="{gen}" />', f'<p class="admonition-title">{F["note"]}</p>',
                      '<link rel="stylesheet" href="minimal.css" type="text/css" />')
            return
        title = rst_esc(str(name))
        bar = "=" * dwidth(title)
        sub = "-" * dwidth(W["rulings"])
        lines = [".. -*- coding: utf-8 -*-", f".. Generated by rulings2rst from MTGJSON 5.2.2 ({W['fetched']} {f}); edit rulings.yaml, not this file.",
                 "", bar, title, bar, sub, W["rulings"], sub, "", f":{F['author']}: {who}", f":{F['date']}: {day}", f":{F['version']}: {ver}", "",
                 f".. contents:: {W['contents']}", "   :local:", "", W["rulings"], "=" * dwidth(W["rulings"]), ""]
        for it in items:
            term = re.sub(r"^(\d+)\.(?= )", r"\1\\.", rst_esc(str(it.shown)))
            lines += [term] + ["   " + x for x in set_lines(rst_esc(str(it.text)), 76)] + [""]
        if tr:
            h = f"{W['printed']} ({LANG_LABEL.get(self.lang, self.lang)})"
            lines += [h, "-" * dwidth(h), "", f"**{rst_esc(str(tr[0]))}**", ""]
            lines += [y for x in str(tr[1]).split("\n") if x.strip() for y in (rst_esc(x), "")]
        lines += [".. note::", "", f"   {rst_esc(note)}"]
        self.file(page, "\n".join(lines), ".. -*- coding: utf-8 -*-", f".. contents:: {W['contents']}", ".. note::", "   :local:")

    ADOC_FORMS = {"en": ["en:long", "en:iso"], "de": ["de:num"], "fr": ["fr:long", "fr:num"], "es": ["es:long", "es:num"], "pt": ["pt:long"],
                  "it": ["it:long", "it:num"]}

    def layout_asciidoc(self, page, card):
        """An AsciiDoc document of a card's rulings: the header (title, author line, revision line ``v1.4, 2026-03-12:
        remark``, ``:lang:``, ``:toc:``, ``:revdate:`` implied), a ``[NOTE]`` block with the source's day, a labeled list
        (``4 octobre 2019::``) with attribute references and constrained markup escaped (``\\{T}``); or Asciidoctor's HTML
        of it (``<meta name="generator" content="Asciidoctor 2.0.23">``, ``<span id="revdate">``, the dlist, the footer's
        "Last updated" with the file's modification time)."""
        r = self.rng
        W = self.W
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"AsciiDoc ({self.lang})", self.ADOC_FORMS[self.lang])
        who = self.person()
        mail = f"{slug(who).replace('-', '.')}@judges.example"
        fetched = self.ago_t(2, 30)
        rev = self.shown(page, self.today, self.today.isoformat())
        f = self.stamp(page, fetched, "date")
        ver = f"{r.randint(1, 3)}.{r.randint(0, 9)}"
        remark = f"{W['source']}: Gatherer"
        note = f"{W['source']}: Gatherer, MTGJSON 5.2.2 ({W['fetched']} {f})."
        title = f"{W['rulings']}: {name}"
        if self.html:
            mt = self._now
            off = self.tz(mt)
            upd = self.shown(page, mt.date(), f"{mt:%Y-%m-%d %H:%M:%S} +0{off}00")

            def ad(s: str) -> str:
                return re.sub(r"(?<=\w)'(?=\w)", "&#8217;", xe(s))
            out = ["<!DOCTYPE html>", f'<html lang="{self.lang}">', "<head>", '<meta charset="UTF-8">', '<meta http-equiv="X-UA-Compatible" content="IE=edge">',
                   '<meta name="viewport" content="width=device-width, initial-scale=1.0">', '<meta name="generator" content="Asciidoctor 2.0.23">',
                   f'<meta name="author" content="{xa(who)}">', f"<title>{ad(title)}</title>",
                   '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Open+Sans:300,300italic,400,400italic,600,600italic%7CNoto+Serif:400,400italic,700,700italic%7CDroid+Sans+Mono:400,700">',
                   "<style>", "/*! Asciidoctor default stylesheet | MIT License | https://asciidoctor.org */", "/* Uncomment the following line when using as a custom stylesheet */",
                   "/* @import \"https://fonts.googleapis.com/css?family=Open+Sans:300,300italic,400,400italic,600,600italic%7CNoto+Serif:400,400italic,700,700italic%7CDroid+Sans+Mono:400,700\"; */",
                   "html{font-family:sans-serif;-webkit-text-size-adjust:100%}", "a{background:none}", "</style>", "</head>",
                   '<body class="article toc2 toc-left">', '<div id="header">', f"<h1>{ad(title)}</h1>", '<div class="details">',
                   f'<span id="author" class="author">{xe(who)}</span><br>', f'<span id="email" class="email"><a href="mailto:{mail}">{mail}</a></span><br>',
                   f'<span id="revnumber">version {ver},</span>', f'<span id="revdate">{rev}</span>', f'<br><span id="revremark">{ad(remark)}</span>', "</div>",
                   '<div id="toc" class="toc2">', f'<div id="toctitle">{xe(W["contents"])}</div>', '<ul class="sectlevel1">',
                   f'<li><a href="#_{slug(W["rulings"]).replace("-", "_")}">{xe(W["rulings"])}</a></li>', "</ul>", "</div>", "</div>", '<div id="content">',
                   '<div class="admonitionblock note">', "<table>", "<tr>", '<td class="icon">', '<div class="title">Note</div>', "</td>", '<td class="content">',
                   ad(note), "</td>", "</tr>", "</table>", "</div>", '<div class="sect1">', f'<h2 id="_{slug(W["rulings"]).replace("-", "_")}">{xe(W["rulings"])}</h2>',
                   '<div class="sectionbody">', '<div class="dlist">', "<dl>"]
            for it in items:
                out += [f'<dt class="hdlist1">{xe(str(it.shown))}</dt>', "<dd>", f"<p>{ad(str(it.text))}</p>", "</dd>"]
            out += ["</dl>", "</div>", "</div>", "</div>", "</div>", '<div id="footer">', '<div id="footer-text">', f"Version {ver}<br>",
                    f"Last updated {upd}", "</div>", "</div>", "</body>", "</html>"]
            self.file(page, "\n".join(out), '<meta name="generator" content="Asciidoctor 2.0.23">', "/*! Asciidoctor default stylesheet | MIT License | https://asciidoctor.org */",
                      '<div class="title">Note</div>', '<body class="article toc2 toc-left">')
            return
        lines = [f"= {adoc_esc(title)}", f"{who} <{mail}>", f"v{ver}, {rev}: {remark}", f":lang: {self.lang}", ":toc:", f":toc-title: {W['contents']}",
                 ":sectanchors:", ":icons: font", "", "[NOTE]", "====", adoc_esc(note), "====", "", f"== {W['rulings']}", ""]
        for it in items:
            lines += [f"{adoc_esc(str(it.shown))}::", adoc_esc(str(it.text)), ""]
        lines += ["// vim: set syntax=asciidoc:"]
        self.file(page, "\n".join(lines), ":toc:", ":sectanchors:", ":icons: font", "[NOTE]", "// vim: set syntax=asciidoc:", f":toc-title: {W['contents']}")

    # ---- XML documents ----
    def layout_docbook(self, page, card):
        """A DocBook 5 article of a card's rulings: the generator's comment with its moment, ``<info>`` (title, author,
        ``<date>``, ``<revhistory>`` of two revisions with their dates, ``<legalnotice>``), a section with a
        ``<variablelist>`` (the day in ``<term><date>``, the ruling in ``<para>``), the card printed in the language as a
        ``<blockquote>``; UTF-8, or an US-ASCII file (as xsltproc writes one) with numeric character references."""
        r = self.rng
        W = self.W
        style = self.variant(page, "docbook", ["utf-8", "us-ascii"])
        x = xe if style == "utf-8" else ncr
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"DocBook ({self.lang})", LOCAL_FORMS[self.lang])
        tr = self.tr_maybe(page, card, 0.35)
        who = self.person()
        first, last = who.split(" ", 1)
        made = self._now
        prev = self.ago_t(20, 120)
        gen = self.stamp(page, made, "iso")
        d1 = self.shown(page, self.today, self.today.isoformat())
        d0 = self.stamp(page, prev, "date")
        ini = "".join(w[0] for w in who.split())
        lines = [f'<?xml version="1.0" encoding="{style.upper()}"?>', f"<!-- generated by rulings2docbook 1.2 on {gen} -->",
                 f'<article xmlns="http://docbook.org/ns/docbook" xmlns:xlink="http://www.w3.org/1999/xlink" version="5.0" xml:lang="{self.lang}">',
                 "  <info>", f"    <title>{x(W['rulings'])}: {x(str(name))}</title>",
                 f"    <author><personname><firstname>{x(first)}</firstname><surname>{x(last)}</surname></personname></author>",
                 f"    <date>{d1}</date>", "    <revhistory>",
                 f"      <revision><revnumber>1.{r.randint(2, 9)}</revnumber><date>{d1}</date><authorinitials>{ini}</authorinitials>"
                 f"<revremark>{x(W['updated'])}</revremark></revision>",
                 f"      <revision><revnumber>1.0</revnumber><date>{d0}</date><authorinitials>{ini}</authorinitials></revision>", "    </revhistory>",
                 f"    <legalnotice><para>{x(ORGS[self.lang])}. CC BY-SA 4.0.</para></legalnotice>", "  </info>",
                 f'  <section xml:id="{slug(W["rulings"])}">', f"    <title>{x(W['rulings'])}</title>", "    <variablelist>"]
        for it in items:
            lines += ["      <varlistentry>", f"        <term><date>{x(str(it.shown))}</date></term>",
                      f"        <listitem><para>{x(str(it.text))}</para></listitem>", "      </varlistentry>"]
        lines += ["    </variablelist>"]
        if tr:
            lines += [f'    <blockquote xml:lang="{self.lang}">', f"      <title>{x(str(tr[0]))}</title>"]
            lines += [f"      <para>{x(p)}</para>" for p in str(tr[1]).split("\n") if p.strip()] + ["    </blockquote>"]
        lines += ["  </section>", "</article>"]
        self.file(page, "\n".join(lines), "<revhistory>", "</variablelist>", "</article>", "<variablelist>",
                  '<article xmlns="http://docbook.org/ns/docbook" xmlns:xlink="http://www.w3.org/1999/xlink" version="5.0" xml:lang="' + self.lang + '">')

    def layout_dita(self, page, card):
        """A DITA 1.3 reference topic of a card's rulings: the doctype, ``<reference xml:lang="ja-JP">``, title and shortdesc,
        ``<prolog>`` (author, ``<critdates>`` with ``<created date>`` and ``<revised modified>``, keywords), the rulings as
        ``<properties>`` (``<proptype>`` the day, ``<propvalue>`` the ruling), the card printed in the language as a
        section."""
        W = self.W
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"DITA ({self.lang})", LOCAL_FORMS[self.lang])
        tr = self.tr_maybe(page, card, 0.35)
        who = self.person()
        created = self.ago_t(30, 300)
        c = self.stamp(page, created, "date")
        m = self.shown(page, self.today, self.today.isoformat())
        loc = LOCALE[self.lang]
        lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<!DOCTYPE reference PUBLIC "-//OASIS//DTD DITA Reference//EN" "reference.dtd">',
                 f'<reference id="rulings_{slug(card.name).replace("-", "_")}" xml:lang="{loc}">', f"  <title>{xe(str(name))}</title>",
                 f"  <shortdesc>{xe(W['rulings'])}</shortdesc>", "  <prolog>", f'    <author type="creator">{xe(who)}</author>', "    <critdates>",
                 f'      <created date="{c}"/>', f'      <revised modified="{m}"/>', "    </critdates>",
                 f"    <metadata><keywords><keyword>{xe(W['rulings'])}</keyword><keyword>{xe(card.set_code)}</keyword></keywords></metadata>",
                 "  </prolog>", "  <refbody>", "    <properties>",
                 f"      <prophead><proptypehd>{xe(W['date'])}</proptypehd><propvaluehd>{xe(W['rulings'])}</propvaluehd></prophead>"]
        for it in items:
            lines += ["      <property>", f"        <proptype>{xe(str(it.shown))}</proptype>", f"        <propvalue>{xe(str(it.text))}</propvalue>",
                      "      </property>"]
        lines += ["    </properties>"]
        if tr:
            lines += [f'    <section id="printed" xml:lang="{loc}">', f"      <title>{xe(W['printed'])}: {xe(str(tr[0]))}</title>"]
            lines += [f"      <p>{xe(p)}</p>" for p in str(tr[1]).split("\n") if p.strip()] + ["    </section>"]
        lines += ["  </refbody>", "</reference>"]
        self.file(page, "\n".join(lines), '<!DOCTYPE reference PUBLIC "-//OASIS//DTD DITA Reference//EN" "reference.dtd">', "<critdates>",
                  "</properties>", "</reference>", "<prolog>")

    TEI_W = rows("resp consulted change", {
        "it": "trascrizione e codifica|consultato il|Aggiunti i chiarimenti", "es": "transcripción y codificación|consultado el|Aclaraciones añadidas",
        "en": "transcription and encoding|consulted on|Rulings added", "fr": "transcription et encodage|consulté le|Ajout des précisions",
        "de": "Transkription und Kodierung|abgerufen am|Regelhinweise ergänzt", "pt": "transcrição e codificação|consultado em|Esclarecimentos adicionados",
    })

    def layout_tei(self, page, card):
        """A TEI P5 edition of a card's rulings: the ``xml-model`` line, ``<teiHeader>`` (titleStmt with its respStmt,
        publicationStmt with ``<date when="2026-03-12">12 marzo 2026</date>`` and the licence, sourceDesc with the day
        Gatherer was consulted, revisionDesc's ``<change when=...>``), the body's gloss list (``<label><date
        when="2019-10-04">4 ottobre 2019</date></label><item>...</item>``), the card printed in the language as a div."""
        W, X = self.W, self.TEI_W[self.lang]
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"TEI ({self.lang})", [LONG[self.lang]])
        tr = self.tr_maybe(page, card, 0.35)
        who = self.person()
        xid = "".join(w[0] for w in who.split())
        consulted = self.ago_t(2, 40)
        pub = self.own(page, self.today, LONG[self.lang])
        con = self.own(page, consulted.date(), LONG[self.lang])
        lines = ['<?xml version="1.0" encoding="UTF-8"?>',
                 '<?xml-model href="http://www.tei-c.org/release/xml/tei/custom/schema/relaxng/tei_all.rng" type="application/xml" '
                 'schematypens="http://relaxng.org/ns/structure/1.0"?>', f'<TEI xmlns="http://www.tei-c.org/ns/1.0" xml:lang="{self.lang}">', "  <teiHeader>",
                 "    <fileDesc>", "      <titleStmt>", f"        <title>{xe(W['rulings'])}: {xe(str(name))}</title>",
                 f'        <respStmt><resp>{xe(X["resp"])}</resp><name xml:id="{xid}">{xe(who)}</name></respStmt>', "      </titleStmt>",
                 "      <publicationStmt>", f"        <publisher>{xe(ORGS[self.lang])}</publisher>",
                 f'        <date when="{self.today.isoformat()}">{xe(pub)}</date>',
                 '        <availability><licence target="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</licence></availability>',
                 "      </publicationStmt>", "      <sourceDesc>",
                 f'        <bibl><title>Gatherer</title>, <publisher>Wizards of the Coast</publisher>, {xe(X["consulted"])} '
                 f'<date when="{consulted.date().isoformat()}">{xe(con)}</date></bibl>', "      </sourceDesc>", "    </fileDesc>", "    <revisionDesc>",
                 f'      <change when="{self.today.isoformat()}" who="#{xid}">{xe(X["change"])}</change>', "    </revisionDesc>", "  </teiHeader>",
                 "  <text>", "    <body>", '      <div type="rulings">', f"        <head>{xe(W['rulings'])}</head>", '        <list type="gloss">']
        for it in items:
            lines += [f'          <label><date when="{it.day.isoformat()}">{xe(str(it.shown))}</date></label>', f"          <item>{xe(str(it.text))}</item>"]
        lines += ["        </list>", "      </div>"]
        if tr:
            lines += [f'      <div type="translation" xml:lang="{self.lang}">', f"        <head>{xe(str(tr[0]))}</head>", "        <p>" +
                      "<lb/>\n           ".join(xe(p) for p in str(tr[1]).split("\n")) + "</p>", "      </div>"]
        lines += ["    </body>", "  </text>", "</TEI>"]
        self.file(page, "\n".join(lines), "<teiHeader>", "</teiHeader>", '<list type="gloss">', "</TEI>",
                  '<availability><licence target="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</licence></availability>')

    def layout_epub(self, page, card):
        """An EPUB 3 of a card's rulings read in a terminal: ``unzip -l`` (its members with their times), the package
        document (``unzip -p … EPUB/package.opf``: dc:identifier, dc:title, dc:language, dc:creator, ``dc:date``,
        ``<meta property="dcterms:modified">``, manifest and spine), then the chapter's XHTML (``epub:type="chapter"``, the
        rulings as a ``<dl>`` with ``<time datetime="2019-10-04">`` and the display form, the card printed in the language
        as an aside)."""
        r = self.rng
        W = self.W
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"EPUB ({self.lang})", LOCAL_FORMS[self.lang])
        tr = self.tr_maybe(page, card, 0.35)
        who = self.person()
        built = self._now
        pubd = self.ago_t(20, 200)
        book = f"{slug(W['rulings'])}-{slug(card.name)}.epub"
        u = self.stamp(page, built, "unzip")
        lang = ISO639.get(self.lang, self.lang)
        chapter = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE html>",
                   f'<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="{lang}" lang="{lang}">', "<head>",
                   '<meta charset="utf-8"/>', f"<title>{xe(W['rulings'])}</title>", '<link rel="stylesheet" type="text/css" href="../css/style.css"/>',
                   "</head>", '<body epub:type="bodymatter">', '<section id="ch02" epub:type="chapter" role="doc-chapter">',
                   f"<h1>{xe(W['rulings'])}: {xe(str(name))}</h1>", '<dl class="rulings">']
        for it in items:
            chapter += [f'<dt><time datetime="{it.day.isoformat()}">{xe(str(it.shown))}</time></dt>', f"<dd><p>{xe(str(it.text))}</p></dd>"]
        chapter += ["</dl>"]
        if tr:
            chapter += [f'<aside epub:type="sidebar" lang="{lang}" xml:lang="{lang}">', f"<h2>{xe(str(tr[0]))}</h2>",
                        "<p>" + "<br/>\n".join(xe(p) for p in str(tr[1]).split("\n")) + "</p>", "</aside>"]
        chapter += ["</section>", "</body>", "</html>"]
        opf = ['<?xml version="1.0" encoding="UTF-8"?>', f'<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="pub-id" xml:lang="{lang}">',
               '  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">', f'    <dc:identifier id="pub-id">urn:uuid:{self.uuid()}</dc:identifier>',
               f"    <dc:title>{xe(W['rulings'])}: {xe(str(name))}</dc:title>", f"    <dc:language>{lang}</dc:language>", f"    <dc:creator>{xe(who)}</dc:creator>",
               f"    <dc:publisher>{xe(ORGS[self.lang])}</dc:publisher>", f"    <dc:date>{self.stamp(page, pubd, 'date')}</dc:date>",
               f'    <meta property="dcterms:modified">{self.stamp(page, built, "iso")}</meta>', "    <dc:rights>CC BY-NC 4.0</dc:rights>", "  </metadata>",
               "  <manifest>", '    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
               '    <item id="css" href="css/style.css" media-type="text/css"/>', '    <item id="ch01" href="text/ch01.xhtml" media-type="application/xhtml+xml"/>',
               '    <item id="ch02" href="text/ch02.xhtml" media-type="application/xhtml+xml"/>', "  </manifest>", "  <spine>", '    <itemref idref="ch01"/>',
               '    <itemref idref="ch02"/>', "  </spine>", "</package>"]
        sizes = [20, 244, len("\n".join(opf).encode()) + 1, r.randint(900, 1400), r.randint(2000, 4000), r.randint(700, 1600), len("\n".join(chapter).encode()) + 1]
        names = ["mimetype", "META-INF/container.xml", "EPUB/package.opf", "EPUB/nav.xhtml", "EPUB/css/style.css", "EPUB/text/ch01.xhtml", "EPUB/text/ch02.xhtml"]
        listing = [f"$ unzip -l {book}", f"Archive:  {book}", "  Length      Date    Time    Name", "---------  ---------- -----   ----"]
        listing += [f"{n:>9}  {u}   {m}" for n, m in zip(sizes, names, strict=True)]
        listing += ["---------                     -------", f"{sum(sizes):>9}                     {len(names)} files"]
        out = listing + [f"$ unzip -p {book} EPUB/package.opf"] + opf + [f"$ unzip -p {book} EPUB/text/ch02.xhtml"] + chapter
        self.file(page, "\n".join(out), "  Length      Date    Time    Name", '<body epub:type="bodymatter">', "<dc:rights>CC BY-NC 4.0</dc:rights>",
                  '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>', f"Archive:  {book}")

    def layout_fb2(self, page, card):
        """A FictionBook 2 book of a card's rulings in Russian: ``<description>`` (title-info with the genre, author,
        book-title, annotation, ``<date value=...>``, lang and src-lang; document-info with the program used, its own
        ``<date value="2026-03-12">12.03.2026</date>``, id, version and history), the body (its title, a section of the
        rulings: each day in ``<strong>``, then its paragraph, ``<empty-line/>``), the card printed in Russian as a
        ``<cite>``."""
        r = self.rng
        W = self.W
        name = self.title(page, card, 0.7, self.which())
        items = self.items(page, card, f"FictionBook ({self.lang})", LOCAL_FORMS[self.lang])
        tr = self.tr_maybe(page, card, 0.4)
        first, last = r.choice([("Ольга", "Петрова"), ("Илья", "Смирнов"), ("Анна", "Кузнецова")])
        started = self.ago_t(20, 200)
        d1 = self.own(page, self.today, "ru:num")
        d0 = self.own(page, started.date(), "ru:num")
        ver = f"1.{r.randint(1, 9)}"
        lines = ['<?xml version="1.0" encoding="utf-8"?>',
                 '<FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0" xmlns:l="http://www.w3.org/1999/xlink">', " <description>",
                 "  <title-info>", "   <genre>ref_guide</genre>", f"   <author><first-name>{first}</first-name><last-name>{last}</last-name></author>",
                 f"   <book-title>{xe(W['rulings'])}: {xe(str(name))}</book-title>",
                 f"   <annotation><p>{xe(W['handout'])}. {xe(ORGS[self.lang])}.</p></annotation>",
                 f'   <date value="{self.today.isoformat()}">{self.today.year}</date>', "   <lang>ru</lang>", "   <src-lang>en</src-lang>", "  </title-info>",
                 "  <document-info>", f"   <author><nickname>{r.choice(USERS)}</nickname></author>",
                 "   <program-used>FictionBook Editor Release 2.6.7</program-used>", f'   <date value="{self.today.isoformat()}">{d1}</date>',
                 f"   <id>{self.uuid()}</id>", f"   <version>{ver}</version>",
                 f"   <history><p>1.0 — {d0}, первая версия</p><p>{ver} — {d1}, добавлены разъяснения</p></history>", "  </document-info>",
                 " </description>", " <body>", f"  <title><p>{xe(str(name))}</p></title>", "  <section>", f"   <title><p>{xe(W['rulings'])}</p></title>"]
        for it in items:
            lines += [f"   <p><strong>{xe(str(it.shown))}</strong></p>", f"   <p>{xe(str(it.text))}</p>", "   <empty-line/>"]
        if tr:
            lines += ["   <cite>", f"    <p><strong>{xe(str(tr[0]))}</strong></p>"] + [f"    <p>{xe(p)}</p>" for p in str(tr[1]).split("\n")]
            lines += [f"    <text-author>{xe(W['printed'])}</text-author>", "   </cite>"]
        lines += ["  </section>", " </body>", "</FictionBook>"]
        self.file(page, "\n".join(lines), "<program-used>FictionBook Editor Release 2.6.7</program-used>", "<genre>ref_guide</genre>", "</FictionBook>",
                  "<src-lang>en</src-lang>")

    # ---- wikis and forums ----
    WIKI_W = rows("tpl date text cat refs intro foreign", {
        "en": "Ruling|date|text|Category:Cards with rulings|References|'''{name}''' is a card from [[{set}]].|Printed",
        "de": "Regelhinweis|datum|text|Kategorie:Karten mit Regelhinweisen|Einzelnachweise|'''{name}''' ist eine Karte aus [[{set}]].|Gedruckt",
        "fr": "Précision|date|texte|Catégorie:Cartes avec précisions|Références|'''{name}''' est une carte de l'extension [[{set}]].|Imprimé",
        "es": "Aclaración|fecha|texto|Categoría:Cartas con aclaraciones|Referencias|'''{name}''' es una carta de [[{set}]].|Impreso",
        "it": "Chiarimento|data|testo|Categoria:Carte con chiarimenti|Note|'''{name}''' è una carta dell'espansione [[{set}]].|Stampato",
        "pt": "Esclarecimento|data|texto|Categoria:Cards com esclarecimentos|Referências|'''{name}''' é um card da coleção [[{set}]].|Impresso",
        "ja": "裁定|日付|本文|Category:裁定のあるカード|脚注|'''{name}'''は[[{set}]]のカードである。|印刷",
        "ru": "Разъяснение|дата|текст|Категория:Карты с разъяснениями|Примечания|'''{name}''' — карта из выпуска [[{set}]].|Печать",
    })

    def layout_mediawiki(self, page, card):
        """A card's page on an MTG wiki as its wikitext (``index.php?title=…&action=raw``): the infobox template, the lead
        sentence, the rulings section as one ruling template per ruling (``{{Ruling|date=…|text=…}}`` in the wiki's
        language, the text in ``<nowiki>`` when it has braces or brackets, ``{{!}}`` for a pipe) after a ``<ref>`` with
        the ``cite web`` template's access-date, the bot's hidden comment with the day it synced, ``<references />``,
        the category and interlanguage links; the card printed in the language as a template."""
        r = self.rng
        W, X = self.W, self.WIKI_W[self.lang]
        name = self.title(page, card, 0.7, "whole")
        kinds = ["en:long", "en:iso"] if self.lang == "en" else LOCAL_FORMS[self.lang]
        items = self.items(page, card, f"wikitext ({self.lang})", kinds)
        tr = self.tr_maybe(page, card, 0.35)
        synced = self._now
        access = self.ago_t(1, 30)
        sync = self.stamp(page, synced, "date")
        acc = self.stamp(page, access, "date")
        code, set_name = self.set_of(card)
        host = f"mtg.{'wiki' if self.lang == 'en' else self.lang + '.wiki'}.example"
        lines = [f"$ curl -s 'https://{host}/index.php?title={slug(str(name))}&action=raw'", "{{Infobox card", f"| name = {name}",
                 f"| image = {slug(card.name)}.jpg", f"| set = {set_name}", f"| number = {card.number}", "}}",
                 X["intro"].replace("{name}", str(name)).replace("{set}", set_name), "", f"== {W['rulings']} ==",
                 f"<!-- RulingsBot {sync}: synced from Gatherer; do not edit by hand -->",
                 f"{W['source']}: Gatherer.<ref>{{{{cite web |url=https://gatherer.wizards.com/ |title=Gatherer |publisher=Wizards of the Coast "
                 f"|access-date={acc}}}}}</ref>"]
        lines += [f"{{{{{X['tpl']}|{X['date']}={it.shown}|{X['text']}={wiki_param(str(it.text))}}}}}" for it in items]
        if tr:
            lines += ["", f"=== {X['foreign']} ===", f"{{{{{X['foreign']}|lang={self.lang}|name={wiki_param(str(tr[0]))}|{X['text']}={wiki_param(str(tr[1]))}}}}}"]
        lines += ["", f"== {X['refs']} ==", "<references />", "", f"[[{X['cat']}]]", f"[[{X['cat'].split(':')[0]}:{code}]]"]
        others = [x for x in ("de", "fr", "it", "es", "ja") if x != self.lang and (card.foreign.get(x) or {}).get("name")]
        lines += [f"[[{x}:{card.foreign[x]['name']}]]" for x in others[:r.randint(0, 3)]]
        self.file(page, "\n".join(lines), "{{Infobox card", "<references />", f"[[{X['cat']}]]", f"== {X['refs']} ==")

    def layout_dokuwiki(self, page, card):
        """A DokuWiki page's source (``?do=export_raw``): the title heading, ``~~NOTOC~~``, an italic line with the day it
        was last revised and the source's day, the rulings as a list (``  * **04.10.2019** — …``, the text inside
        ``%%…%%`` where DokuWiki would read it as markup), the tag plugin's line and ``~~DISCUSSION~~``."""
        W = self.W
        name = self.title(page, card, 0.0, self.which())
        kinds = {"de": ["de:num"], "nl": ["nl:long", "nl:num"], "pl": ["pl:num"], "it": ["it:num"], "fr": ["fr:num"], "en": ["en:iso"]}[self.lang]
        items = self.items(page, card, f"DokuWiki ({self.lang})", kinds)
        who = self.rng.choice(USERS)
        fetched = self.ago_t(1, 30)
        asof = self.own(page, self.today, NUMERIC[self.lang])
        f = self.stamp(page, fetched, "date")
        host = f"wiki.{slug(ORGS[self.lang])}.example"
        lines = [f"$ curl -s 'https://{host}/doku.php?id=rulings:{slug(card.name)}&do=export_raw'", f"====== {name} ======", "~~NOTOC~~", "",
                 f"//{W['asof']}: {asof} ({who}) · {W['source']}: Gatherer, {W['fetched']} {f}//", "", f"===== {W['rulings']} =====", ""]
        lines += [f"  * **{it.shown}** — {doku_esc(str(it.text))}" for it in items]
        lines += ["", f"{{{{tag>{slug(W['rulings'])} {card.set_code.lower()}}}}}", "", "~~DISCUSSION~~"]
        self.file(page, "\n".join(lines), "~~NOTOC~~", "~~DISCUSSION~~", f"===== {W['rulings']} =====")

    def layout_textile(self, page, card):
        """A Redmine wiki page exported as Textile (``/wiki/<page>.txt``): ``h1.`` with the card, the ``{{toc}}`` macro, a
        ``p(meta).`` line with the day it was updated and the source's day, ``h2.`` and a table (``|_.`` headers) of the
        rulings, the text inside ``==…==`` where Textile would read it as markup; the card printed in the language
        as ``bq.``."""
        W = self.W
        name = self.title(page, card, 0.6, self.which())
        kinds = {"en": ["en:iso", "en:long"], "ru": ["ru:num", "ru:long"], "de": ["de:num"], "ja": ["ja:slash", "ja:kanji"]}[self.lang]
        items = self.items(page, card, f"Textile ({self.lang})", kinds)
        tr = self.tr_maybe(page, card, 0.3)
        who = self.rng.choice(USERS)
        fetched = self.ago_t(1, 30)
        upd = self.shown(page, self.today, self.today.isoformat())
        f = self.stamp(page, fetched, "date")
        lines = [f"$ curl -s -H 'X-Redmine-API-Key: ********' https://redmine.example.org/projects/judges/wiki/{slug(card.name)}.txt", f"h1. {name}", "",
                 "{{toc}}", "", f"p(meta). {W['updated']}: {upd} ({who}) · {W['source']}: Gatherer ({W['fetched']} {f})", "", f"h2. {W['rulings']}", "",
                 f"|_. {W['date']} |_. {W['rulings']} |"]
        lines += [f"| {it.shown} | {textile_esc(str(it.text))} |" for it in items]
        if tr:
            lines += ["", f"h2. {W['printed']}", "", f"p. *{tr[0]}*", ""] + [f"bq. {textile_esc(p)}" if k == 0 else textile_esc(p)
                                                                            for k, p in enumerate(str(tr[1]).split("\n"))]
        self.file(page, "\n".join(lines), "{{toc}}", f"h2. {W['rulings']}", f"|_. {W['date']} |_. {W['rulings']} |")

    def layout_jira(self, page, card):
        """A Jira issue about a card's rulings from the REST API (``curl … /rest/api/2/issue/RUL-482 | jq .``: expand, id,
        self, key, the fields: summary, ``created`` and ``updated`` as Jira writes them, the description in Jira wiki
        markup: ``h2.``, a ``||Date||Ruling||`` table whose cells escape braces, brackets, pipes and the inline markup with
        backslashes, a ``{panel}`` with the source, the card printed in the language in ``{quote}``)."""
        r = self.rng
        W = self.W
        name = self.title(page, card, 0.0 if self.lang == "en" else 0.5, self.which())
        kinds = {"en": ["en:iso", "en:long"], "de": ["de:num", "de:long"], "fr": ["fr:num"]}[self.lang]
        items = self.items(page, card, f"Jira wiki markup ({self.lang})", kinds)
        tr = self.tr_maybe(page, card, 0.3)
        created, updated = self.ago_t(5, 60), self._now
        fetched = self.ago_t(1, 4)
        desc = [f"h2. {W['rulings']}", "", f"||{W['date']}||{W['rulings']}||"] + [f"|{it.shown}|{jira_esc(str(it.text))}|" for it in items]
        if tr:
            desc += ["", "{quote}", f"*{jira_esc(str(tr[0]))}*", jira_esc(str(tr[1])), "{quote}"]
        desc += ["", f"{{panel:title={W['source']}}}", f"Gatherer, MTGJSON 5.2.2 ({W['fetched']} {self.stamp(page, fetched, 'date')})", "{panel}"]
        n, key = r.randint(100000, 199999), f"RUL-{r.randint(100, 999)}"
        issue = {"expand": "renderedFields,names,schema,operations,editmeta,changelog,versionedRepresentations", "id": str(n),
                 "self": f"https://jira.example.org/rest/api/2/issue/{n}", "key": key,
                 "fields": {"summary": f"{W['rulings']}: {name}", "created": self.stamp(page, created, "jira"), "updated": self.stamp(page, updated, "jira"),
                            "description": "\n".join(desc)}}
        out = [f"$ curl -s -u {r.choice(USERS)}:******** 'https://jira.example.org/rest/api/2/issue/{key}?fields=summary,created,updated,description' | jq .",
               json.dumps(issue, indent=2, ensure_ascii=False)]
        self.file(page, "\n".join(out), '"expand": "renderedFields,names,schema,operations,editmeta,changelog,versionedRepresentations",', "{panel}")

    BB_W = rows("ask answer edited at", {
        "de": "Gibt es offizielle Regelhinweise zu|Hier die offiziellen Regelhinweise zu|Zuletzt bearbeitet von|am",
        "fr": "Il y a des précisions officielles sur|Voici les précisions officielles sur|Dernière modification par|le",
        "it": "Ci sono chiarimenti ufficiali su|Ecco i chiarimenti ufficiali su|Ultima modifica di|il",
        "es": "¿Hay aclaraciones oficiales sobre|Aquí están las aclaraciones oficiales sobre|Última edición por|el",
        "pl": "Czy są oficjalne orzeczenia do|Oto oficjalne orzeczenia do|Ostatnio edytowany przez|dnia",
        "ru": "Есть ли официальные разъяснения по|Вот официальные разъяснения по|Последний раз редактировалось|",
        "pt": "Existem esclarecimentos oficiais sobre|Aqui estão os esclarecimentos oficiais sobre|Última edição por|em",
        "en": "Are there official rulings on|Here are the official rulings on|Last edited by|on",
    })

    def layout_bbcode(self, page, card):
        """A forum post's BBCode source as the editor shows it (phpBB): the quoted question (``[quote="…" post_id=…
        time=… user_id=…]``, the time in epoch seconds), the answer naming the card in ``[b]``, the source's day, the
        rulings as a ``[list]`` of ``[*][b]04.10.2019[/b]: …``, the card printed in the language in a ``[spoiler]``, the
        edit note in ``[size=85][color=#808080]`` with its day."""
        r = self.rng
        W, X = self.W, self.BB_W[self.lang]
        name = self.title(page, card, 0.7, self.which())
        items = self.items(page, card, f"BBCode ({self.lang})", LOCAL_FORMS[self.lang])
        tr = self.tr_maybe(page, card, 0.35)
        asker, me = r.sample(USERS, 2)
        asked = self.ago_t(1, 6)
        fetched = self.ago_t(0, 1)
        t = self.stamp(page, asked, "s")
        ed = self._now
        edited = self.own(page, ed.date(), NUMERIC[self.lang]) + f", {ed:%H:%M}"
        lines = [f'[quote="{asker}" post_id={r.randint(100000, 999999)} time={t} user_id={r.randint(100, 9999)}]{X["ask"]} [i]{name}[/i]?[/quote]', "",
                 f"{X['answer']} [b]{name}[/b] ([url=https://gatherer.wizards.com/]Gatherer[/url], {W['asof']} {self.stamp(page, fetched, 'date')}):", "",
                 "[list]"] + [f"[*][b]{it.shown}[/b]: {it.text}" for it in items] + ["[/list]"]
        if tr:
            lines += ["", f"[spoiler={LANG_LABEL.get(self.lang, self.lang)}][b]{tr[0]}[/b]", str(tr[1]), "[/spoiler]"]
        lines += ["", f"[size=85][color=#808080]{X['edited']} {me} {X['at']} {edited}[/color][/size]".replace("  ", " ")]
        self.file(page, "\n".join(lines), "[/list]", "[list]", "[/quote]", "[url=https://gatherer.wizards.com/]Gatherer[/url]")

    # ---- pandoc and static sites ----
    def layout_pandoc_json(self, page, card):
        """``pandoc -f markdown -t json`` of a Markdown rulings file (after ``ls -l`` of it): pandoc's AST on one line
        (``"pandoc-api-version":[1,23,1]``, the meta's title, author, date and lang as ``MetaInlines``, a ``Header``, a
        ``Para`` with the source, a ``DefinitionList`` of the rulings), every text split into ``Str`` words and ``Space``
        inlines."""
        W = self.W
        name = self.title(page, card, 0.5, self.which())
        items = self.items(page, card, f"pandoc JSON ({self.lang})", LOCAL_FORMS[self.lang])
        who = self.person()
        fetched, mt = self.ago_t(2, 30), self._now
        day = self.own(page, self.today, LONG[self.lang])
        src = f"{W['source']}: Gatherer, MTGJSON 5.2.2 ({W['fetched']} {self.stamp(page, fetched, 'date')})."
        meta = {"author": {"t": "MetaList", "c": [{"t": "MetaInlines", "c": pandoc_inlines(who)}]}, "date": {"t": "MetaInlines", "c": pandoc_inlines(day)},
                "lang": {"t": "MetaInlines", "c": pandoc_inlines(LOCALE[self.lang])},
                "title": {"t": "MetaInlines", "c": pandoc_inlines(f"{W['rulings']}: {name}")}}
        hid = slug(W["rulings"]) if slug(W["rulings"]) != "card" else "section"
        blocks = [{"t": "Header", "c": [1, [hid, [], []], pandoc_inlines(W["rulings"])]},
                  {"t": "Para", "c": [{"t": "Emph", "c": pandoc_inlines(src)}]},
                  {"t": "DefinitionList", "c": [[pandoc_inlines(str(it.shown)), [[{"t": "Para", "c": pandoc_inlines(str(it.text))}]]] for it in items]}]
        doc = {"pandoc-api-version": [1, 23, 1], "meta": meta, "blocks": blocks}
        f = f"{slug(W['rulings'])}-{slug(card.name)}.md"
        user = self.rng.choice(USERS)
        lines = [f"$ ls -l --time-style=long-iso {f}", f"-rw-r--r-- 1 {user} {user} {self.rng.randint(900, 4000)} {self.stamp(page, mt, 'hm')} {f}",
                 f"$ pandoc -f markdown -t json {f}", json.dumps(doc, ensure_ascii=False, separators=(",", ":"))]
        self.file(page, "\n".join(lines), f"$ pandoc -f markdown -t json {f}", '"pandoc-api-version":[1,23,1]')

    def layout_pandoc_md(self, page, card):
        """A Pandoc Markdown file of a card's rulings: the YAML metadata block (title, author, date, lang, keywords), a
        definition list of the rulings (a leading ``4\\. `` escaped as pandoc's writer does, inline markup backslashed),
        the card printed in the language as a fenced div, the source's line; or ``pandoc -s``'s HTML of it (the
        ``generator`` and ``dcterms.date`` metas, its stylesheet, the title block header, ``<dl>``)."""
        W = self.W
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"Pandoc Markdown ({self.lang})", LOCAL_FORMS[self.lang])
        tr = self.tr_maybe(page, card, 0.35)
        who = self.person()
        fetched = self.ago_t(2, 30)
        day = self.shown(page, self.today, self.today.isoformat())
        src = f"{W['source']}: Gatherer, MTGJSON 5.2.2 ({W['fetched']} {self.stamp(page, fetched, 'date')})."
        title = f"{W['rulings']}: {name}"
        loc = LOCALE[self.lang]
        if self.html:
            dl = ["<dl>"] + [x for it in items for x in (f"<dt>{xe(str(it.shown))}</dt>", "<dd>", f"<p>{xe(str(it.text))}</p>", "</dd>")] + ["</dl>"]
            div = ([f'<div lang="{self.lang}">', f"<p><strong>{xe(str(tr[0]))}</strong></p>"] + [f"<p>{xe(p)}</p>" for p in str(tr[1]).split("\n")] +
                   ["</div>"]) if tr else []
            out = ["<!DOCTYPE html>", f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{loc}" xml:lang="{loc}">', "<head>", '  <meta charset="utf-8" />',
                   '  <meta name="generator" content="pandoc" />', '  <meta name="viewport" content="width=device-width, initial-scale=1.0, user-scalable=yes" />',
                   f'  <meta name="author" content="{xa(who)}" />', f'  <meta name="dcterms.date" content="{day}" />', f"  <title>{xe(title)}</title>",
                   "  <style>", "    html {", "      color: #1a1a1a;", "      background-color: #fdfdfd;", "    }", "    body {", "      margin: 0 auto;",
                   "      max-width: 36em;", "      padding-left: 50px;", "      padding-right: 50px;", "      padding-top: 50px;", "      padding-bottom: 50px;",
                   "      hyphens: auto;", "      overflow-wrap: break-word;", "      text-rendering: optimizeLegibility;", "      font-kerning: normal;", "    }",
                   "  </style>", "</head>", "<body>", '<header id="title-block-header">', f'<h1 class="title">{xe(title)}</h1>',
                   f'<p class="author">{xe(who)}</p>', f'<p class="date">{day}</p>', "</header>", f'<h1 id="{slug(W["rulings"])}">{xe(W["rulings"])}</h1>'] + dl + div
            out += ["<hr />", f"<p><em>{xe(src)}</em></p>", "</body>", "</html>"]
            self.file(page, "\n".join(out), '<meta name="generator" content="pandoc" />', '<header id="title-block-header">', "      hyphens: auto;")
            return
        lines = ["---", f"title: {json.dumps(title, ensure_ascii=False)}", f"author: {who}", f"date: {day}", f"lang: {loc}",
                 f"keywords: [{slug(W['rulings'])}, {card.set_code}]", "---", "", f"# {W['rulings']}", ""]
        for it in items:
            lines += [md_esc(str(it.shown)), f":   {md_esc(str(it.text))}", ""]
        if tr:
            lines += [f"::: {{lang={self.lang}}}", f"**{md_esc(str(tr[0]))}**", ""] + [y for p in str(tr[1]).split("\n") for y in (md_esc(p), "")][:-1] + [":::", ""]
        lines += ["---", "", f"*{md_esc(src)}*"]
        self.file(page, "\n".join(lines), f"lang: {loc}", f"keywords: [{slug(W['rulings'])}, {card.set_code}]")

    def layout_frontmatter(self, page, card):
        """A static site's page of a card's rulings as written: a Hugo content file (TOML front matter between ``+++``:
        title, date, lastmod, draft, slug, tags, params; the rulings as ``{{< ruling date="2019-10-04" >}}`` shortcodes)
        or a Jekyll post (YAML front matter: layout, title, date, last_modified_at, lang, categories; kramdown's list of the
        rulings with their days in the language, a Liquid include and filter)."""
        W = self.W
        style = self.variant(page, "ssg", ["hugo", "jekyll"])
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"{style} ({self.lang})", ["en:iso"] if style == "hugo" else [LONG[self.lang]])
        posted = self.ago_t(5, 90)
        mod = self._now
        off_p, off_m = self.tz(posted), self.tz(mod)
        code = card.set_code
        if style == "hugo":
            toml = lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'  # noqa: E731
            lines = [f"$ cat content/{self.lang}/cards/{slug(card.name)}.md", "+++", f"title = {toml(str(name))}",
                     f"date = {self.stamp(page, posted, 'date')}T{posted:%H:%M:%S}+0{off_p}:00",
                     f"lastmod = {self.stamp(page, mod, 'date')}T{mod:%H:%M:%S}+0{off_m}:00", "draft = false", f'slug = "{slug(card.name)}"',
                     f'tags = ["{slug(W["rulings"])}", "{code.lower()}"]', "", "[params]", f'  set = "{code}"', f'  number = "{card.number}"', "+++", "",
                     f'{{{{< card-image set="{code}" number="{card.number}" >}}}}', "", f"## {W['rulings']}", ""]
            for it in items:
                lines += [f'{{{{< ruling date="{it.shown}" >}}}}', str(it.text), "{{< /ruling >}}", ""]
            self.file(page, "\n".join(lines), "draft = false", "{{< /ruling >}}", "[params]")
            return
        lines = [f"$ cat _posts/{self.stamp(page, posted, 'date')}-{slug(card.name)}.md", "---", "layout: card", f"title: {json.dumps(str(name), ensure_ascii=False)}",
                 f"date: {posted:%Y-%m-%d %H:%M:%S} +0{off_p}00", f"last_modified_at: {self.stamp(page, mod, 'space')} +0{off_m}00", f"lang: {self.lang}",
                 f"categories: [{slug(W['rulings'])}, {code.lower()}]", "---", "", f'{{% include card-image.html set="{code}" number="{card.number}" %}}', "",
                 f"## {W['rulings']}", ""]
        lines += [f"* **{it.shown}** — {md_esc(str(it.text))}" for it in items]
        lines += ["", f'<small>{W["asof"]} {{{{ page.last_modified_at | date: "%d/%m/%Y" }}}}</small>']
        self.file(page, "\n".join(lines), "layout: card", f'{{% include card-image.html set="{code}" number="{card.number}" %}}',
                  "{{ page.last_modified_at | date: \"%d/%m/%Y\" }}")

    # ---- word processors ----
    RTF_LANG = {"en": (1033, "1252", 0), "de": (1031, "1252", 0), "fr": (1036, "1252", 0), "es": (3082, "1252", 0), "it": (1040, "1252", 0),
                "pt": (1046, "1252", 0), "pl": (1045, "1250", 238), "ru": (1049, "1251", 204)}

    def layout_rtf(self, page, card):
        """An RTF document of a card's rulings as Word saves it: ``{\\rtf1\\adeflang1025\\ansi\\ansicpg1252…``, the font
        table (its charset for the code page), the colour table, ``{\\info{\\title…}{\\author…}{\\creatim\\yr2026\\mo3\\dy2
        \\hr9\\min15}{\\revtim…}…}``, the page setup, a heading, the source's line, a paragraph per ruling (the day bold,
        ``\\tab``, the text), the card printed in the language in italics; text escaped as RTF does (``\\'e9`` in the
        code page, ``\\uN?`` beyond it, ``\\rquote``, ``\\ldblquote``, ``\\emdash``, ``\\{``)."""
        r = self.rng
        W = self.W
        lcid, cpn, charset = self.RTF_LANG[self.lang]
        cp = f"cp{cpn}"
        e = lambda s: rtf_esc(s, cp)  # noqa: E731
        name = self.title(page, card, 0.7, self.which())
        items = self.items(page, card, f"RTF ({self.lang})", LOCAL_FORMS[self.lang])
        tr = self.tr_maybe(page, card, 0.35)
        who = self.person()
        created, fetched = self.ago_t(5, 90), self.ago_t(1, 4)
        rev = self._now
        title = f"{W['rulings']}: {name}"
        info = (f"{{\\info{{\\title {e(title)}}}{{\\author {e(who)}}}{{\\operator {e(who)}}}{{\\creatim{self.stamp(page, created, 'rtf')}}}"
                f"{{\\revtim{self.stamp(page, rev, 'rtf')}}}{{\\version{r.randint(2, 9)}}}{{\\edmins{r.randint(5, 90)}}}{{\\nofpages1}}"
                f"{{\\nofwords{r.randint(200, 900)}}}{{\\nofchars{r.randint(1200, 5000)}}}{{\\company {e(ORGS[self.lang])}}}{{\\vern{r.choice([57, 121, 123])}}}}}")
        lines = [f"{{\\rtf1\\adeflang1025\\ansi\\ansicpg{cpn}\\uc1\\adeff31507\\deff0\\stshfdbch31505\\stshfloch31506\\stshfhich31506\\stshfbi31507"
                 f"\\deflang{lcid}\\deflangfe{lcid}\\themelang{lcid}\\themelangfe0\\themelangcs0{{\\fonttbl{{\\f0\\fbidi \\froman\\fcharset{charset}\\fprq2"
                 f"{{\\*\\panose 02020603050405020304}}Times New Roman;}}{{\\f1\\fbidi \\fswiss\\fcharset{charset}\\fprq2{{\\*\\panose 020f0502020204030204}}Calibri;}}}}",
                 "{\\colortbl;\\red0\\green0\\blue0;\\red68\\green84\\blue106;}", info,
                 "\\paperw11906\\paperh16838\\margl1417\\margr1417\\margt1417\\margb1134\\gutter0\\ltrsect",
                 f"\\pard\\plain \\ltrpar\\s1\\sb240\\sa60\\keepn\\f1\\fs32\\b {e(title)}\\par",
                 f"\\pard\\plain \\ltrpar\\sa120\\f1\\fs20\\cf2 {e(W['source'])}: Gatherer, MTGJSON 5.2.2 ({e(W['fetched'])} {self.stamp(page, fetched, 'date')})\\par"]
        for it in items:
            lines.append(f"\\pard\\plain \\ltrpar\\li567\\fi-567\\sa120\\f1\\fs22{{\\b {e(str(it.shown))}}}\\tab {e(str(it.text))}\\par")
        if tr:
            lines.append(f"\\pard\\plain \\ltrpar\\sb240\\sa120\\f1\\fs22\\i {{\\b {e(str(tr[0]))}}}\\line {e(str(tr[1]))}\\par")
        lines.append("}")
        self.file(page, "\r\n".join(lines), "{\\colortbl;\\red0\\green0\\blue0;\\red68\\green84\\blue106;}",
                  "\\paperw11906\\paperh16838\\margl1417\\margr1417\\margt1417\\margb1134\\gutter0\\ltrsect")

    # ---- programmers' documentation ----
    POD_W = rows("about version released author license", {
        "en": "rulings of|version|released|AUTHOR|This is free software; you can redistribute it and/or modify it under the same terms as the Perl 5 programming language system itself.",
        "de": "Regelhinweise zu|Version|veröffentlicht am|AUTOR|Dies ist freie Software; sie darf unter denselben Bedingungen wie Perl 5 weitergegeben und verändert werden.",
        "ja": "の裁定|バージョン|公開日|作者|このライブラリはフリーソフトウェアです。Perl 5 と同じ条件で再配布・改変できます。",
    })

    def layout_pod(self, page, card):
        """A Perl module's documentation in POD (``=encoding utf8``, ``=head1 NAME`` with the card, VERSION with the release
        day, SYNOPSIS, the rulings as ``=over 4`` / ``=item <day>`` / the ruling's paragraph / ``=back``, SOURCE with the
        data's day, AUTHOR, COPYRIGHT AND LICENSE, ``=cut``), or ``pod2text``'s rendering of it (headings flush left,
        paragraphs filled at four columns' indent, items' paragraphs at eight)."""
        r = self.rng
        W, X = self.W, self.POD_W[self.lang]
        style = self.variant(page, "pod", ["source", "pod2text"])
        name = self.title(page, card, 0.6, self.which())
        kinds = ["en:iso"] if self.lang == "en" else [LONG[self.lang], "en:iso"]
        items = self.items(page, card, f"POD ({style}, {self.lang})", kinds)
        who = self.person()
        fetched = self.ago_t(1, 20)
        rel = self.shown(page, self.today, self.today.isoformat())
        f = self.stamp(page, fetched, "date")
        pkg = f"MTG::Rulings::{camel(card.name)}"
        about = f"{name}{X['about']}" if self.lang == "ja" else f"{X['about']} {name}"
        ver = f"0.{r.randint(10, 40)}"
        secs = [("NAME", [f"{pkg} - {about}"]), ("VERSION", [f"{X['version']} {ver}, {X['released']} {rel}"]),
                ("SYNOPSIS", None), (W["rulings"].upper() if self.lang != "ja" else W["rulings"], "items"),
                ("SOURCE", [f"Gatherer, MTGJSON 5.2.2 ({W['fetched']} {f})."]), (X["author"], [f"{who} <{slug(who).split('-')[-1].upper()}@cpan.example>"]),
                ("COPYRIGHT AND LICENSE", [f"This software is copyright (c) {self.today.year} by {who}.", X["license"]])]
        syn = [f"  use {pkg};", f"  my @rulings = {pkg}->rulings;"]
        out: list[str] = []
        if style == "source":
            out = ["=encoding utf8", ""]
            for head, body in secs:
                out += [f"=head1 {head}", ""]
                if body == "items":
                    out += ["=over 4", ""] + [y for it in items for y in (f"=item {it.shown}", "", str(it.text), "")] + ["=back", ""]
                elif body is None:
                    out += syn + [""]
                else:
                    out += [y for p in body for y in (p, "")]
            out += ["=cut"]
            self.file(page, "\n".join(out), "=encoding utf8", "=head1 SYNOPSIS", "=head1 COPYRIGHT AND LICENSE", "=cut", "=over 4", "=back")
            return
        for head, body in secs:
            out.append(head)
            if body == "items":
                for it in items:
                    out += [f"    {it.shown}"] + ["        " + x for x in set_lines(str(it.text), 68)] + [""]
            elif body is None:
                out += ["    " + x for x in syn] + [""]
            else:
                for p in body:
                    out += ["    " + x for x in set_lines(p, 72)] + [""]
        self.file(page, "\n".join(out).rstrip("\n"), "SYNOPSIS", "COPYRIGHT AND LICENSE", f"    use {pkg};")

    VIM_W = rows("head for", {"en": "Rulings of|For Vim version 9.1.", "ja": "の裁定|For Vim バージョン 9.1.", "fr": "Précisions pour|For Vim version 9.1.",
                              "de": "Regelhinweise zu|For Vim version 9.1."})

    def layout_vimhelp(self, page, card):
        """A Vim help file of a card's rulings (a plugin's ``doc/…txt``, or ``.jax`` in Japanese): the first line with its
        ``*tag*``, the Vim version and ``Last change: 2026 Mar 12``, the maintainer, the contents with ``|links|``, the
        sections with right-aligned ``*tags*``, each ruling's day and its tagged number, its text indented by a tab and
        wrapped at 78, the source's day, the modeline."""
        W, X = self.W, self.VIM_W[self.lang]
        name = self.title(page, card, 0.6, self.which())
        kinds = ["en:iso"] if self.lang == "en" else [LONG[self.lang], "en:iso"]
        items = self.items(page, card, f"Vim help ({self.lang})", kinds)
        tr = self.tr_maybe(page, card, 0.3)
        who = self.person()
        fetched = self.ago_t(1, 30)
        base = f"mtg-{slug(card.name)[:22].rstrip('-')}"
        ext = "jax" if self.lang == "ja" else "txt"
        change = self.stamp(page, self._now, "vim")
        f = self.stamp(page, fetched, "date")

        def tagged(left: str, tag: str) -> str:
            pad = max(1, 78 - dwidth(left) - len(tag) - 2)
            return f"{left}{' ' * pad}*{tag}*"
        head = f"{name}{X['head']}" if self.lang == "ja" else f"{X['head']} {name}"
        sep = "=" * 78
        lines = [f"*{base}.{ext}*\t{X['for']}\tLast change: {change}", "", f"\t\t{head}", "", f"Maintainer: {who}", "", sep,
                 tagged(W["contents"].upper() if self.lang != "ja" else W["contents"], f"{base}-contents"), "",
                 f"    1. {W['rulings']} {'.' * max(3, 40 - dwidth(W['rulings']))} |{base}-rulings|",
                 f"    2. {W['source']} {'.' * max(3, 40 - dwidth(W['source']))} |{base}-source|", "", sep, tagged(f"1. {W['rulings']}", f"{base}-rulings"), ""]
        for k, it in enumerate(items, 1):
            lines += [tagged(str(it.shown), f"{base}-{k}")] + ["\t" + x for x in set_lines(str(it.text), 70)] + [""]
        if tr:
            lines += [f"{W['printed']} ({LANG_LABEL.get(self.lang, self.lang)}): {tr[0]}"] + ["\t" + x for p in str(tr[1]).split("\n") for x in set_lines(p, 70)] + [""]
        lines += [sep, tagged(f"2. {W['source']}", f"{base}-source"), "", f"Gatherer, MTGJSON 5.2.2 ({W['fetched']} {f}).", "",
                  " vim:tw=78:ts=8:noet:ft=help:norl:"]
        self.file(page, "\n".join(lines), " vim:tw=78:ts=8:noet:ft=help:norl:", f"Maintainer: {who}", X["for"])

    # ---- typeset pages, scans and speech ----
    def layout_pdftotext(self, page, card):
        """``pdftotext -layout`` of a two-column judge handout typeset with justified, hyphenated text: the first page's
        centred title and subtitle, each further page's running head, the two columns side by side (the right one from
        column 48), the day's line above each ruling, the card printed in the language, the source's line; every page's
        foot with "Stand: …", the publisher and "Seite 1 von 2"; a form feed after each page."""
        W = self.W
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"pdftotext ({self.lang})", LOCAL_FORMS[self.lang])
        tr = self.tr_maybe(page, card, 0.3)
        fetched = self.ago_t(2, 30)
        asof = self.own(page, self.today, NUMERIC[self.lang])
        f = self.stamp(page, fetched, "date")
        cw, width = COL2 - 4, 2 * COL2 - 4
        stream: list[str] = []
        for it in items:
            stream += [str(it.shown)] + set_lines(str(it.text), cw, hyphenate=True, justify=True) + [""]
        if tr:
            stream += [f"{W['printed']} ({LANG_LABEL.get(self.lang, self.lang)}):", str(tr[0])]
            stream += [x for p in str(tr[1]).split("\n") for x in set_lines(p, cw, hyphenate=True, justify=True)] + [""]
        stream += [f"{W['source']}: Gatherer, MTGJSON 5.2.2", f"({W['fetched']} {f})"]
        heights = [44] + [52] * 20
        pages_rows: list[tuple[list[str], list[str]]] = []
        k = 0
        while k < len(stream):
            h = heights[len(pages_rows)]
            pages_rows.append((stream[k:k + h], stream[k + h:k + 2 * h]))
            k += 2 * h
        total = len(pages_rows)
        title = f"{W['rulings']}: {name}"
        sub = f"{W['handout']} · {ORGS[self.lang]}"
        centre = lambda s: " " * max(0, (width - dwidth(s)) // 2) + s  # noqa: E731

        def spread(left: str, right: str) -> str:
            return left + " " * max(3, width - dwidth(left) - dwidth(right)) + right
        out = []
        for n, (lc, rc) in enumerate(pages_rows, 1):
            head = [centre(title), centre(sub)] if n == 1 else [spread(title, sub)]
            body = [(lc[j] if j < len(lc) else "").ljust(COL2) + (rc[j] if j < len(rc) else "") for j in range(max(len(lc), len(rc)))]
            foot = spread(f"{W['asof']}: {asof} · {ORGS[self.lang]}", f"{W['page']} {n} {W['of']} {total}")
            out.append("\n".join(head + [""] + [x.rstrip() for x in body] + ["", foot]) + "\n\f")
        chrome = [sub, f"{W['page']} 1 {W['of']} {total}", f"{W['asof']}: {asof} · {ORGS[self.lang]}"]
        self.file(page, "".join(out), *chrome)

    def layout_idml(self, page, card):
        """An InDesign handout's IDML package read in a terminal: ``unzip -l`` (its members and their times), the XMP
        metadata's creator tool, CreateDate, MetadataDate and ModifyDate (``grep`` of META-INF/metadata.xml), then a story
        (``Stories/Story_u1d4.xml``: its preferences, a ``ParagraphStyleRange`` per paragraph, ``CharacterStyleRange`` runs
        with the mana symbols in a character style of their own, ``<Content>`` and ``<Br/>``)."""
        r = self.rng
        W = self.W
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"IDML ({self.lang})", LOCAL_FORMS[self.lang])
        tr = self.tr_maybe(page, card, 0.3)
        created, mod = self.ago_t(10, 120), self._now
        fetched = self.ago_t(1, 9)
        pkg = f"{slug(W['handout'])}-{slug(card.name)}.idml"
        story_id = f"u{hex_digits(r, 3)}"
        none = "CharacterStyle/$ID/[No character style]"

        def para(style: str, text: str, last: bool = False) -> list[str]:
            out = [f'\t\t<ParagraphStyleRange AppliedParagraphStyle="ParagraphStyle/{style}">']
            runs = mana_runs(text) or [(False, "")]
            for k, (mana, run) in enumerate(runs):
                out += [f'\t\t\t<CharacterStyleRange AppliedCharacterStyle="{"CharacterStyle/Mana" if mana else none}">', f"\t\t\t\t<Content>{xe(run)}</Content>"]
                out += [] if last or k < len(runs) - 1 else ["\t\t\t\t<Br/>"]
                out.append("\t\t\t</CharacterStyleRange>")
            return out + ["\t\t</ParagraphStyleRange>"]
        story = ['<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
                 '<idPkg:Story xmlns:idPkg="http://ns.adobe.com/AdobeInDesign/idml/1.0/packaging" DOMVersion="20.1">',
                 f'\t<Story Self="{story_id}" UserText="true" IsEndnoteStory="false" AppliedTOCStyle="n" TrackChanges="false" StoryTitle="$ID/" AppliedNamedGrid="n">',
                 '\t\t<StoryPreference OpticalMarginAlignment="false" OpticalMarginSize="12" FrameType="TextFrameType" StoryOrientation="Horizontal" '
                 'StoryDirection="LeftToRightDirection"/>', '\t\t<InCopyExportOption IncludeGraphicProxies="true" IncludeAllResources="false"/>']
        story += para("Title", str(name)) + para("Subtitle", f"{W['handout']} · {ORGS[self.lang]}") + para("Heading 1", W["rulings"])
        for it in items:
            story += para("Rulings%3aDate", str(it.shown)) + para("Rulings%3aText", str(it.text))
        if tr:
            story += para("Printed%3aName", str(tr[0])) + [y for p in str(tr[1]).split("\n") for y in para("Printed%3aText", p)]
        story += para("Source", f"{W['source']}: Gatherer, MTGJSON 5.2.2 ({W['fetched']} {self.stamp(page, fetched, 'date')})", last=True)
        story += ["\t</Story>", "</idPkg:Story>"]
        u = self.stamp(page, mod, "unzip")
        members = [("mimetype", 24), ("designmap.xml", r.randint(9000, 14000)), ("META-INF/container.xml", 594), ("META-INF/metadata.xml", r.randint(20000, 40000)),
                   ("Resources/Fonts.xml", r.randint(40000, 90000)), ("Resources/Styles.xml", r.randint(60000, 120000)),
                   ("Spreads/Spread_ub6.xml", r.randint(3000, 9000)), (f"Stories/Story_{story_id}.xml", len("\n".join(story).encode()) + 1)]
        off = self.tz(mod)
        lines = [f"$ unzip -l {pkg}", f"Archive:  {pkg}", "  Length      Date    Time    Name", "---------  ---------- -----   ----"]
        lines += [f"{n:>9}  {u}   {m}" for m, n in members] + ["---------                     -------", f"{sum(n for _, n in members):>9}                     {len(members)} files"]
        lines += [f"$ unzip -p {pkg} META-INF/metadata.xml | grep -E '<xmp:(CreatorTool|CreateDate|MetadataDate|ModifyDate)>'",
                  "         <xmp:CreatorTool>Adobe InDesign 20.1 (Macintosh)</xmp:CreatorTool>",
                  f"         <xmp:CreateDate>{self.stamp(page, created, 'isooff')}</xmp:CreateDate>",
                  f"         <xmp:MetadataDate>{mod:%Y-%m-%dT%H:%M:%S}+0{off}:00</xmp:MetadataDate>",
                  f"         <xmp:ModifyDate>{self.stamp(page, mod, 'isooff')}</xmp:ModifyDate>", f"$ unzip -p {pkg} Stories/Story_{story_id}.xml"] + story
        self.file(page, "\n".join(lines), "  Length      Date    Time    Name", "<xmp:CreatorTool>Adobe InDesign 20.1 (Macintosh)</xmp:CreatorTool>",
                  '<InCopyExportOption IncludeGraphicProxies="true" IncludeAllResources="false"/>', "</idPkg:Story>")

    #: Chrome's print header's moment in each language, and tesseract's language codes
    PRINT_T = {"en": lambda t: (f"{t.month}/{t.day}/{t:%y}", f"{t.month}/{t.day}/{t:%y}, {(t.hour - 1) % 12 + 1}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"),
               "de": lambda t: (f"{t:%d.%m.%y}", f"{t:%d.%m.%y}, {t:%H:%M}"), "fr": lambda t: (f"{t:%d/%m/%Y}", f"{t:%d/%m/%Y} {t:%H:%M}"),
               "es": lambda t: (f"{t.day}/{t.month}/{t:%y}", f"{t.day}/{t.month}/{t:%y}, {t:%H:%M}"),
               "it": lambda t: (f"{t:%d/%m/%y}", f"{t:%d/%m/%y}, {t:%H:%M}"), "pt": lambda t: (f"{t:%d/%m/%Y}", f"{t:%d/%m/%Y}, {t:%H:%M}"),
               "nl": lambda t: (f"{t:%d-%m-%Y}", f"{t:%d-%m-%Y} {t:%H:%M}")}
    TESS = {"en": "eng", "de": "deu", "fr": "fra", "es": "spa", "it": "ita", "pt": "por", "nl": "nld"}

    def layout_hocr_untitled(self, page, card):
        """tesseract's hOCR of a scanned printout of a rulings lookup page whose card is cut off (naming no card): the XHTML
        head with the OCR system and capabilities, an ``ocr_page`` whose title names the scan's image (its day in the file
        name), then areas, paragraphs, lines and words (``ocrx_word`` spans with their bbox and x_wconf, quotes escaped
        as tesseract does): the browser's print header (its day and time, the page's title), the heading, the day the
        rulings were generated, each ruling's day and its lines, the print footer (the address and "1/1")."""
        r = self.rng
        W = self.W
        kinds = ["en:long", "en:mdy0"] if self.lang == "en" else LOCAL_FORMS[self.lang]
        items = self.items(page, card, f"hOCR ({self.lang})", kinds)
        printed = self.ago_t(0, 3)
        gen = self.ago_t(4, 40)
        scan = self._now
        pday, ptime = self.PRINT_T[self.lang](printed)
        self.shown(page, printed.date(), pday)
        img = f"scan_{self.stamp(page, scan, 'compact')}_{scan:%H%M%S}.png"
        site = f"{W['rulings']} – Judge Tools"
        blocks: list[list[str]] = [[ptime + "   " + site], [W["rulings"]], [f"{W['updated']}: {self.stamp(page, gen, 'date')} · MTGJSON 5.2.2"]]
        for it in items:
            blocks.append([str(it.shown)] + set_lines(str(it.text), 72))
        blocks.append([f"https://judgetools.example/r/{hex_digits(r, 6)}   1/1"])
        esc = lambda w: w.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&#39;")  # noqa: E731
        lang = self.TESS[self.lang]
        out = ['<?xml version="1.0" encoding="UTF-8"?>', '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"',
               '    "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">', f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{self.lang}" lang="{self.lang}">',
               " <head>", "  <title></title>", '  <meta http-equiv="Content-Type" content="text/html;charset=utf-8"/>',
               "  <meta name='ocr-system' content='tesseract 5.3.4' />",
               "  <meta name='ocr-capabilities' content='ocr_page ocr_carea ocr_par ocr_line ocrx_word ocrp_wconf'/>", " </head>", " <body>",
               f"  <div class='ocr_page' id='page_1' title='image \"{img}\"; bbox 0 0 2480 3508; ppageno 0; scan_res 300 300'>"]
        y, wn, ln = 96, 0, 0
        for b, block in enumerate(blocks, 1):
            y0 = y
            h = 62 * len(block)
            out += [f"   <div class='ocr_carea' id='block_1_{b}' title=\"bbox 118 {y0} 2362 {y0 + h - 10}\">",
                    f"    <p class='ocr_par' id='par_1_{b}' lang='{lang}' title=\"bbox 118 {y0} 2362 {y0 + h - 10}\">"]
            for line in block:
                ln += 1
                words = line.split()
                out.append(f"     <span class='ocr_line' id='line_1_{ln}' title=\"bbox 118 {y} {118 + 24 * len(line)} {y + 52}; baseline 0 -12; "
                           f"x_size 52; x_descenders 12; x_ascenders 14\">")
                x = 118
                for w in words:
                    wn += 1
                    out.append(f"      <span class='ocrx_word' id='word_1_{wn}' title='bbox {x} {y} {x + 24 * len(w)} {y + 52}; x_wconf {r.randint(82, 96)}'>{esc(w)}</span>")
                    x += 24 * (len(w) + 1)
                out.append("     </span>")
                y += 62
            out += ["    </p>", "   </div>"]
            y += 40
        out += ["  </div>", " </body>", "</html>"]
        self.file(page, "\n".join(out), "<meta name='ocr-system' content='tesseract 5.3.4' />",
                  "<meta name='ocr-capabilities' content='ocr_page ocr_carea ocr_par ocr_line ocrx_word ocrp_wconf'/>", "Judge Tools")

    SSML_W = rows("title intro outro", {
        "en": "Ruling of the day|Here are the official rulings for the card on screen.|That's all for today's rulings.",
        "de": "Regelhinweis des Tages|Hier die offiziellen Regelhinweise zur Karte auf dem Bildschirm.|Das waren die Regelhinweise für heute.",
        "fr": "La précision du jour|Voici les précisions officielles pour la carte à l'écran.|C'est tout pour les précisions du jour.",
        "es": "La aclaración del día|Estas son las aclaraciones oficiales de la carta en pantalla.|Eso es todo por hoy.",
        "it": "Il chiarimento del giorno|Ecco i chiarimenti ufficiali per la carta sullo schermo.|È tutto per oggi.",
        "ja": "今日の裁定|画面のカードの公式裁定です。|今日の裁定は以上です。",
    })
    SSML_DATE = {"en": ("mdy", "en:mdy0"), "de": ("dmy", "de:num"), "fr": ("dmy", "fr:num"), "es": ("dmy", "es:num"), "it": ("dmy", "it:num"),
                 "ja": ("ymd", "ja:slash")}

    def layout_ssml_untitled(self, page, card):
        """An SSML 1.1 script a stream's text-to-speech reads over the card on screen (naming no card): the XML declaration,
        ``<speak version="1.1" … xml:lang=…>``, ``<metadata>`` with Dublin Core's title, ``dc:date`` and creator, the
        generator's comment with its moment, an intro, each ruling's day as ``<say-as interpret-as="date" format="dmy">``
        and its text as a paragraph (CDATA when it has markup's characters), ``<break>``s, an outro."""
        r = self.rng
        X = self.SSML_W[self.lang]
        fmt, form = self.SSML_DATE[self.lang]
        items = self.items(page, card, f"SSML say-as ({self.lang})", [form])
        made = self._now
        planned = self.ago_t(1, 5)
        loc = LOCALE[self.lang]
        text = lambda s: f"<![CDATA[{s}]]>" if re.search(r"[<&]", s) else s  # noqa: E731
        lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis"',
                 '       xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
                 '       xsi:schemaLocation="http://www.w3.org/2001/10/synthesis http://www.w3.org/TR/speech-synthesis11/synthesis.xsd"',
                 f'       xml:lang="{loc}">', "  <metadata>",
                 '    <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/">',
                 f'      <rdf:Description rdf:about="" dc:title="{xa(X["title"])}" dc:date="{self.stamp(page, planned, "date")}" '
                 f'dc:creator="stream-tts {r.randint(1, 3)}.{r.randint(0, 9)}"/>', "    </rdf:RDF>", "  </metadata>",
                 f"  <!-- rendered {self.stamp(page, made, 'iso')} by stream-tts; voice {loc}-Neural{r.randint(1, 3)} -->",
                 f'  <p><prosody rate="95%">{xe(X["intro"])}</prosody></p>', '  <break time="700ms"/>']
        for it in items:
            lines += [f'  <p><say-as interpret-as="date" format="{fmt}">{it.shown}</say-as></p>', '  <break time="300ms"/>',
                      f"  <p>{text(str(it.text))}</p>", '  <break time="900ms"/>']
        lines += [f"  <p>{xe(X['outro'])}</p>", "</speak>"]
        self.file(page, "\n".join(lines), '<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis"', "</speak>", '<break time="700ms"/>',
                  '       xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"')

    LAYOUTS48: dict[str, tuple[str, bool]] = {
        "mk-latex-handout": ("layout_latex", True),
        "mk-beamer-deck": ("layout_beamer", True),
        "mk-groff-man": ("layout_man", True),
        "mk-texinfo-manual": ("layout_texinfo", True),
        "mk-rst-docutils": ("layout_rst", True),
        "mk-asciidoc-doc": ("layout_asciidoc", True),
        "mk-docbook5-article": ("layout_docbook", True),
        "mk-dita-reference": ("layout_dita", True),
        "mk-tei-p5-edition": ("layout_tei", True),
        "mk-epub3-package": ("layout_epub", True),
        "mk-fictionbook2": ("layout_fb2", True),
        "mk-mediawiki-source": ("layout_mediawiki", True),
        "mk-dokuwiki-page": ("layout_dokuwiki", True),
        "mk-textile-redmine": ("layout_textile", True),
        "mk-jira-wiki-markup": ("layout_jira", True),
        "mk-bbcode-post": ("layout_bbcode", True),
        "mk-pandoc-json-ast": ("layout_pandoc_json", True),
        "mk-pandoc-markdown": ("layout_pandoc_md", True),
        "mk-static-site-frontmatter": ("layout_frontmatter", True),
        "mk-rtf-word": ("layout_rtf", True),
        "mk-perl-pod": ("layout_pod", True),
        "mk-vim-help": ("layout_vimhelp", True),
        "mk-pdftotext-columns": ("layout_pdftotext", True),
        "mk-idml-story": ("layout_idml", True),
        "mk-hocr-scan-untitled": ("layout_hocr_untitled", False),
        "mk-ssml-segment-untitled": ("layout_ssml_untitled", False),
    }
    LAYOUTS = LAYOUTS48


#: each layout's formats (the first page of a layout in the first, the second in the second, then drawn), languages (each
#: in turn first, then drawn), the format readers its pages are read with (``DECODE``'s steps, in chains) and whether
#: its documents are mostly about cards printed in their language (``loc``)
_TEXT = ("text",)
_BOTH = ("text", "html", "text")


def _site(fmts: tuple, langs: list[str], dec: list[tuple[str, ...]] = (), loc: bool = False) -> dict:
    return dict(fmts=fmts, langs=langs, dec=list(dec), loc=loc)


SITES48: dict[str, dict] = {
    "mk-latex-handout": _site(_TEXT, ["de", "fr", "pl", "cs", "nl", "sv", "es", "it", "pt", "en"], [("tex",)], loc=True),
    "mk-beamer-deck": _site(_TEXT, ["fr", "it", "es", "de", "pt", "en"], [("tex",)], loc=True),
    "mk-groff-man": _site(_TEXT, ["en", "de", "fr", "pl", "ru"], [("roff",), ("dehyph",)]),
    "mk-texinfo-manual": _site(_TEXT, ["en", "de", "fr", "es", "it"], [("texi",)]),
    "mk-rst-docutils": _site(_BOTH, ["de", "en", "fr", "es", "ja", "zhs"], [("bs",)], loc=True),
    "mk-asciidoc-doc": _site(_BOTH, ["de", "fr", "en", "es", "pt", "it"], [("bs",)]),
    "mk-docbook5-article": _site(_TEXT, ["fr", "de", "en", "es", "it"], loc=True),
    "mk-dita-reference": _site(_TEXT, ["ja", "ko", "zhs", "zht", "en", "de"], loc=True),
    "mk-tei-p5-edition": _site(_TEXT, ["it", "es", "en", "fr", "de", "pt"], loc=True),
    "mk-epub3-package": _site(_TEXT, ["es", "pt", "it", "fr", "de", "en"], loc=True),
    "mk-fictionbook2": _site(_TEXT, ["ru"], loc=True),
    "mk-mediawiki-source": _site(_TEXT, ["en", "de", "fr", "es", "it", "pt", "ja", "ru"], [("wiki",)], loc=True),
    "mk-dokuwiki-page": _site(_TEXT, ["de", "en", "nl", "pl", "it", "fr"], [("doku",)]),
    "mk-textile-redmine": _site(_TEXT, ["en", "ru", "de", "ja"], [("textile",)]),
    "mk-jira-wiki-markup": _site(_TEXT, ["en", "de", "fr"], [("json", "bs")]),
    "mk-bbcode-post": _site(_TEXT, ["de", "fr", "it", "es", "pl", "ru", "pt", "en"], loc=True),
    "mk-pandoc-json-ast": _site(_TEXT, ["en", "de", "fr", "es", "it"], [("pandoc",)]),
    "mk-pandoc-markdown": _site(_BOTH, ["de", "en", "fr", "it", "es", "pt"], [("bs",)], loc=True),
    "mk-static-site-frontmatter": _site(_TEXT, ["it", "es", "pt", "en", "fr", "de"], [("bs",)], loc=True),
    "mk-rtf-word": _site(_TEXT, ["de", "fr", "es", "it", "pt", "pl", "ru", "en"], [("rtf",)], loc=True),
    "mk-perl-pod": _site(_TEXT, ["en", "de", "ja"]),
    "mk-vim-help": _site(_TEXT, ["en", "ja", "fr", "de"]),
    "mk-pdftotext-columns": _site(_TEXT, ["de", "fr", "cs", "nl", "en", "es", "it", "pt", "pl", "sv"], [("cols",)], loc=True),
    "mk-idml-story": _site(_TEXT, ["de", "ja", "fr", "it", "en", "es"], [("idml",)], loc=True),
    "mk-hocr-scan-untitled": _site(("html",), ["en", "de", "fr", "es", "it", "pt", "nl"]),
    "mk-ssml-segment-untitled": _site(_TEXT, ["en", "de", "fr", "es", "it", "ja"]),
}

LAYOUTS48 = tuple(Fresh48Generator.LAYOUTS48)
Fresh48Generator.SITES = SITES48  # the layouts' tables, for ``PageDays.page``


def fresh48_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-48 part's pages, drawn with their own generator (seed + 350007) from ``cards`` (single-faced ones and
    cards with faces alike)."""
    return Fresh48Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh48")


# --- the self-test ---------------------------------------------------------------------------------------

#: the formats' own forms of a ruling's day the part must show (ISO, LaTeX's ``\\DTMdate``)
FORMAT_KINDS = {"iso", "dtm"}


def _part_problems(pages: list[Page], gen: Fresh48Generator) -> list[str]:
    """What the part as a whole lacks: its layouts (all its own, each in every format it is written in), date languages
    (twelve at least), title languages (six besides English), cards with faces on about half of the pages; the rest in
    ``_part_variety``."""
    return varied_part_problems(pages, gen, LAYOUTS48, _part_variety)


def _part_variety(pages: list[Page], gen: Fresh48Generator, layouts: set[str], multi: list[Page], by_name: dict) -> list[str]:
    """The rest of ``_part_problems`` (a whole part only): formats, kinds of cards, of titles, of ``--card`` and of
    translations, translations on some pages, the formats' own day forms, no undated ruling, every reader used."""
    problems = []
    short = sorted(lay for lay in layouts if {p.fmt for p in pages if p.layout == lay} != set(SITES48[lay]["fmts"]))
    if short:
        problems.append(f"layouts not in each of their formats: {short}")
    problems += variety_problems(pages, gen, multi, by_name)
    kinds = {f.split()[0].split(":")[1] for p in pages for f in p.date_forms}
    if not FORMAT_KINDS <= kinds:
        problems.append(f"the formats' own day forms missing: {sorted(FORMAT_KINDS - kinds)}")
    if any(d is None for p in pages for d, _ in p.rulings):
        problems.append("undated rulings")
    used = {step for lay in layouts for chain in SITES48[lay]["dec"] for step in chain}
    if used != set(DECODE):
        problems.append(f"readers no layout uses: {sorted(set(DECODE) - used)}")
    return problems


def _page_problems(p: Page, card: CardData, gen: Fresh48Generator) -> list[str]:
    """What is wrong with one page's answers (see ``self_test``)."""
    views = views48(p)
    seen = seen_in(views)
    return page_answer_problems(p, card, gen, views, seen, "mk", "fresh48", at_least=2, late_days=FUTURE_DAYS)


def self_test(pages: list[Page], gen: Fresh48Generator) -> list[str]:
    """What is wrong with the answers: every page's content survives UTF-8; every ruling text, translation, chrome line,
    shown date and the page's own dates are in the page as read (as written; a saved page or XML without its tags, its
    entities resolved; a source read with its format's escapes undone: TeX's, troff's, Texinfo's, the backslashes of
    reStructuredText, AsciiDoc, Markdown and Jira, wikitext's nowiki, DokuWiki's and Textile's, JSON, RTF's code-page and
    Unicode escapes and control words, pandoc's AST as text, an IDML story's runs, two typeset columns with their
    hyphens joined); the rulings are all the card's own with their real MTGJSON dates; every page shows two days of its
    own at least, none a ruling's day nor more than FUTURE_DAYS after the page's; translations are the card's printed
    whole card or one printed face in a stored language; the card is the database's English name ("A // B" for a card
    with faces); titled pages name their card, untitled ones name it nowhere but inside a ruling and carry no
    translation; chrome on every page and inside no ruling or translation; and for the part: every layout in each of
    its formats, dates in 12 languages, titles in 6 printed languages besides English, cards with faces on about half of
    the pages and of every kind, every kind of title and of ``--card``, translations of faces, of whole cards and of
    single-faced cards on some pages, the formats' own day forms (ISO, ``\\DTMdate``), every reader used, and no undated
    ruling."""
    return _part_problems(pages, gen) + problems_of_pages(pages, gen, _page_problems)


def main() -> int:
    return part_main(Fresh48Generator, fresh48_corpus, self_test, SEED_OFFSET,
                     lambda pages: f"day forms: {len({f.split()[0] for p in pages for f in p.date_forms})}, "
                                   f"styles: {len({s for p in pages for s in p.__dict__.get('styles', [])})}")


if __name__ == "__main__":
    raise SystemExit(main())
