"""The fresh-30 part of the page corpus (held out) (``bench/page_corpus.py``).

Written without reading the page parser (nor any code that reads pages, nor its tests), before any
parser run on it and without seeing which pages of any part fail. Only the corpus's interface was
read (``bench/page_corpus.py``, ``bench/page_fresh28.py`` and ``bench/page_fresh27.py``'s code as
models, ``bench/page_accuracy.py``, ``tests/test_page_fresh_corpus.py``) and the docstrings and layout
names of the earlier parts and of fresh-29 (to repeat none). Theme: cards with more than one face, and
cards whose names are hard. The corpus's cards are all single-faced (``load_cards`` keeps MTGJSON's
"normal" layout only, so no split, flip, transforming, modal double-faced, adventure, aftermath or meld
card is anyone's answer and none of them gets a translation): every page is about one single-faced card,
a hard-named one most of the time (commas, apostrophes straight or curly, hyphens, "of the", "the"), on a
site built for cards with faces (face tabs and toggles with the back one greyed, a greyed "Transform",
"This card has only one face.", "Layout: normal"), with real cards with faces all around it, their faces'
names joined as sites join them ("Fire // Ice", "Fire / Ice", "Fire/Ice", "Fire／Ice", "Fire | Ice"): rails
of a set's double-faced cards, navigation boxes of split and flip cards, deck lists, checklists, search
results, "frequently bought together", a question about an adventurer card. The card's own name comes in
the shapes people meet it in: capitals in a store's product title, curly apostrophes, the name without its
punctuation as a search query, the short name before the comma, a slug, break chances (<wbr>) after its
hyphens and commas in saved pages, the printed name in the page's language. Saved (HTML) or copied (text,
as a browser's Select all / Copy gives it: blocks on their lines, table cells by tabs, inline runs with no
space between them, hidden parts left out); every layout comes in both. Page ids are "d000"–"d199".

- face-tabs-card-view: a card database's card view built for faces (English, German, French, Spanish,
  Italian, Portuguese): face tabs with the back greyed, a greyed "⟲ Transform", "Layout: normal", the
  Oracle text, the printed text now and then, the rulings (a table or "DATE: text"), the set's
  double-faced cards ("Loyal Cathar // Unhallowed Cathar"), "last updated";
- deck-popover-face-names: a deck builder's deck page with one card's pop-over open (English, Polish,
  Dutch, Portuguese): the deck, its author and "updated DATE", the list with quantities where cards with
  faces are written as players type them ("Fire // Ice", "Fire/Ice", the front face only), the pop-over
  (name, type line, text, "Rulings (N)" as "text (DATE)" or "DATE — text");
- face-switch-modal-untitled (names no card): a collection's card modal opened on its own (English,
  German, French, Japanese, Korean): the card only its image, the face buttons and "Transform" greyed,
  "Rulings (N)" with the date over each text or "DATE — text", "close", "added to collection DATE";
- name-guess-game-untitled (names no card): a daily "guess the card" game (English, Spanish, Polish,
  Turkish): the puzzle's number and day, the name hidden as blocks keeping its punctuation ("█████, ███
  ███████ ████"), its letter count, "one face", the rulings as clues (the date over the text or "DATE —
  text"), the guess box, "give up", the streak, "next card in HH:MM:SS";
- wiki-split-navbox-article: a fan wiki's article (English, German, Italian, Dutch, Czech): a hatnote "Not
  to be confused with OTHER.", the infobox, the Oracle text, "Rulings" as "DATE — text", "DATE: text" or
  "text (DATE)", the navigation boxes of split and flip cards ("Fire // Ice · Life // Death"), categories,
  "last edited on DATE";
- caps-title-store-listing: a card store's listing (English, Spanish, French, Turkish) titled in capitals
  with the set and condition ("YOSEI, THE MORNING STAR – CHAMPIONS OF KAMIGAWA – NM"), the details table
  giving the name as printed, price and stock, the rulings tab ("DATE: text" or a table), "frequently
  bought together" flip and transforming cards ("Budoka Gardener / Dokai, Weaver of Life"), reviews,
  "last updated";
- adventure-interaction-qa: a rules Q&A site's question on the card beside an adventurer card (English,
  German, Spanish, Czech): "How does NAME work with adventurer cards like Bonecrusher Giant // Stomp?",
  asked and answered by and when, votes, the accepted answer ("Here are NAME's official rulings:", then
  "DATE — text" or "text (DATE)") with its note on adventures, another answer, tags;
- ja-double-faced-list-page: a Japanese card database's page titled in the printed name most of the time
  ("英語名：NAME"): the printed text, "このカードは片面のみです。", the rulings ("2018年1月19日" over the text,
  "text（2018/01/19）" or "DATE：text"), the set's double-faced cards and split cards, "最終更新", comments;
- ko-face-toggle-card: a Korean card page ("영문명: NAME"): the 앞면/뒷면 toggle with 뒷면 and 변신 greyed, the
  printed text, the rulings ("2018. 1. 19." or "2018년 1월 19일", over the text, in a table or after it),
  the set's double-faced cards, views, comments;
- zh-split-related-card: a Chinese card page ("英文名：NAME"): the 正面/背面 toggle, the printed text, the
  rulings ("2018年1月19日" over the text, "text（2018/1/19）" or "DATE：text"), split cards ("Fire／Ice") and flip
  cards, an ad;
- ru-transform-button-db: a Russian card database ("Оригинальное название: NAME"): "Трансформировать"
  greyed, "У этой карты только одна сторона.", the printed text, the rulings ("19 января 2018 г." over the
  text, a table or "text (19.01.2018)"), the set's double-faced cards, comments;
- didyoumean-search-results: a card search's results (English, Italian, Portuguese, Dutch) for the name
  typed without its punctuation and capitals: "N results for “query”", "Did you mean NAME?", sort and
  face filters, the best match opened (name, type line, text, rulings "DATE: text" or "text (DATE)"),
  the other results (other cards, cards with faces), "searched on DATE";
- nl-webshop-curly-apostrophe: a Dutch web shop naming the card with curly apostrophes and its set in
  brackets ("Kodama’s Reach (Champions of Kamigawa)"): price, stock, delivery, the "Uitspraken" tab ("19
  januari 2018: text", a table or the date over the text), double-faced cards, the Kiyoh score, "Prijs
  bijgewerkt op DATE", the KvK and VAT line;
- pl-forum-faces-topic: a Polish rules forum's topic: "[Zasady] NAME a karty dwustronne", replies and
  views, posts stamped "pon., 04.03.2024, 14:22", the answer pasting the rulings under "Oficjalne
  orzeczenia:" ("19 stycznia 2018 r. – text", "text (19.01.2018)" or the date over the text), a reply on
  split cards ("Fire // Ice to jedna karta"), signatures, "Strefa czasowa UTC+01:00";
- tr-card-guide-faces: a Turkish card guide: "Kart rehberi: NAME", the byline and its date, "Bu kartın tek
  yüzü var…", the Oracle text, "Resmî kurallar" ("19 Ocak 2018 — text", the date over the text or "DATE:
  text"), a sidebar of double-faced and adventure cards, comments;
- cz-katalog-faces: a Czech shop's catalogue page: the name, "Edice: SET", "Rozvržení: běžné", the Oracle
  text, price in Kč and stock, the rulings ("19. ledna 2018: text", a table or "text (19. 1. 2018)"), the
  set's double-faced and split cards ("Fire / Ice"), "Naposledy upraveno DATE", the IČO line;
- checklist-row-expanded: a set checklist (English, German, French, Spanish) with the card's row opened:
  the table (number, name, rarity) of other cards and cards with faces, the opened row (name, type line,
  text, rulings "DATE — text" or a table), the face filter, "checklist updated DATE";
- name-variants-permalink: a card page showing the name in every shape it is looked up by (English,
  German, Italian, Portuguese): the permalink with its slug, "copy name", "also searched as" (the name
  without punctuation, the short name before the comma), the printed names, the Oracle text, the printed
  text now and then, the rulings ("DATE — text", the date over the text or a table), double-faced cards.

Chrome on every page, in the site's language: consent notices, headers (the site, the navigation, search,
sign in and create account), breadcrumbs, footers (newsletter forms, legal links, © years, the fan-content
line), ads, comments with their dates and times, forum posts and signatures, votes and tags, prices, stock,
reviews, shops' registration lines; the face furniture (face tabs and toggles, greyed "Transform" buttons,
"only one face", "Layout: normal") and other cards' names, most of them cards with faces joined in the
site's way; and the pages' own dates, none of them one of the card's ruling dates: updated, posted, asked,
answered, searched, edited, added to a collection, a puzzle's day, prices updated, comments.

Dates in fourteen languages: English (month first, "January 19, 2018", "1/19/2018", and day first, "19
January 2018", "19/01/2018"), German ("19. Januar 2018", "19.01.2018"), French, Spanish, Italian,
Portuguese, Russian ("19 января 2018 г."), Japanese ("2018年1月19日(金)"), Korean ("2018. 1. 19."), Chinese
("2018年1月19日", "2018-01-19"), Dutch ("19 januari 2018", "19-01-2018"), Polish ("19 stycznia 2018 r.",
"pt., 19.01.2018"), Czech ("19. ledna 2018", "19. 1. 2018") and Turkish ("19 Ocak 2018", "19.01.2018").
Every ruling carries its real MTGJSON date; titles in English and in the card's printed names (German,
French, Spanish, Italian, Portuguese, Russian, Japanese, Korean, Chinese).

Each page's generator is seeded with the corpus seed + 178559 (``SEED_OFFSET``), so the other parts draw
exactly the pages they drew before. The self-test (``python bench/page_fresh30.py [SETS]``) passes at
seeds 7 and 21 on the bundled sample. Held out: not run through the parser when written; its first run,
on page-21 (d65db57, the parser of aed3b0a), per-layout figures: 100% and 100% of rulings with the right
date at seeds 7 and 21, chrome 0 and 0, every translation, no page refused. bench/page_accuracy.py prints
its failures only with --show-fresh30.
"""

from __future__ import annotations

import datetime as dt
import html
import re

from page_corpus import CardData, Page, fold
from page_parts import SinglePartGenerator, date_lang, fill, named, rows, single_part_main, single_self_test, slug

SEED_OFFSET = 178559
STORED = ("de", "fr", "it", "es", "pt", "ja", "ko", "ru", "zhs", "zht")

# --- dates -------------------------------------------------------------------------------------------
# Month words by language (Russian, Polish and Czech in the genitive a date takes); weekdays Monday first.

MONTHS = {k: v.split() for k, v in {
    "en": "January February March April May June July August September October November December",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro",
    "ru": "января февраля марта апреля мая июня июля августа сентября октября ноября декабря",
    "nl": "januari februari maart april mei juni juli augustus september oktober november december",
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia",
    "cs": "ledna února března dubna května června července srpna září října listopadu prosince",
    "tr": "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık",
}.items()}

MON = {k: v.split() for k, v in {
    "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
    "de": "Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.",
    "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.",
    "nl": "jan. feb. mrt. apr. mei jun. jul. aug. sep. okt. nov. dec.",
    "tr": "Oca Şub Mar Nis May Haz Tem Ağu Eyl Eki Kas Ara",
}.items()}

DAYS = {k: v.split() for k, v in {
    "en": "Mon Tue Wed Thu Fri Sat Sun", "de": "Mo. Di. Mi. Do. Fr. Sa. So.", "ja": "月 火 水 木 金 土 日",
    "ko": "월 화 수 목 금 토 일", "zh": "周一 周二 周三 周四 周五 周六 周日", "pl": "pon. wt. śr. czw. pt. sob. niedz.",
}.items()}

#: each language's date patterns by kind: {d} {dd} day, {m} {mm} month, {y} year, {M} month word, {Mb} its
#: abbreviation, {W} weekday, {iso} the ISO date
PATTERNS = {
    "en": {"long": "{M} {d}, {y}", "abbr": "{Mb} {d}, {y}", "num": "{m}/{d}/{y}", "iso": "{iso}", "gb": "{d} {M} {y}",
           "gbnum": "{dd}/{mm}/{y}", "wd": "{W}, {Mb} {d}, {y}"},
    "de": {"long": "{d}. {M} {y}", "num": "{dd}.{mm}.{y}", "abbr": "{d}. {Mb} {y}", "wd": "{W}, {dd}.{mm}.{y}"},
    "fr": {"long": "{d} {M} {y}", "num": "{dd}/{mm}/{y}", "abbr": "{d} {Mb} {y}"},
    "it": {"long": "{d} {M} {y}", "num": "{dd}/{mm}/{y}", "dot": "{dd}.{mm}.{y}"},
    "es": {"long": "{d} de {M} de {y}", "num": "{dd}/{mm}/{y}", "short": "{d}/{m}/{y}"},
    "pt": {"long": "{d} de {M} de {y}", "num": "{dd}/{mm}/{y}", "dash": "{dd}-{mm}-{y}"},
    "ru": {"long": "{d} {M} {y} г.", "num": "{dd}.{mm}.{y}", "bare": "{d} {M} {y}"},
    "ja": {"long": "{y}年{m}月{d}日", "num": "{y}/{mm}/{dd}", "wd": "{y}年{m}月{d}日({W})", "dot": "{y}.{m}.{d}"},
    "ko": {"long": "{y}년 {m}월 {d}일", "num": "{y}. {m}. {d}.", "dot": "{y}.{mm}.{dd}"},
    "zh": {"long": "{y}年{m}月{d}日", "num": "{y}/{m}/{d}", "dash": "{y}-{mm}-{dd}"},
    "nl": {"long": "{d} {M} {y}", "num": "{dd}-{mm}-{y}", "abbr": "{d} {Mb} {y}"},
    "pl": {"long": "{d} {M} {y}", "year": "{d} {M} {y} r.", "num": "{dd}.{mm}.{y}", "wd": "{W}, {dd}.{mm}.{y}"},
    "cs": {"long": "{d}. {M} {y}", "num": "{d}. {m}. {y}", "pad": "{dd}.{mm}.{y}"},
    "tr": {"long": "{d} {M} {y}", "num": "{dd}.{mm}.{y}", "abbr": "{d} {Mb} {y}"},
}


def render30(d: dt.date, form: str) -> str:
    """A date in one of fresh-30's forms ("lang:kind")."""
    lang, kind = form.split(":", 1)
    months = MONTHS.get(lang, MONTHS["en"])
    mon = MON.get(lang, months)
    days = DAYS.get(lang, DAYS["en"])
    return PATTERNS[lang][kind].format(d=d.day, dd=f"{d.day:02d}", m=d.month, mm=f"{d.month:02d}", y=d.year, iso=d.isoformat(),
                                       M=months[d.month - 1], Mb=mon[d.month - 1], W=days[d.weekday()])


def clock(t: dt.datetime, lang: str) -> str:
    """A time of day as the language's sites print it."""
    if lang == "en":
        return f"{(t.hour - 1) % 12 + 1}:{t.minute:02d} {'AM' if t.hour < 12 else 'PM'}"
    if lang == "ko":
        return f"{'오전' if t.hour < 12 else '오후'} {(t.hour - 1) % 12 + 1}:{t.minute:02d}"
    return f"{t.hour:02d}:{t.minute:02d}"


# --- one element tree, written out as the saved HTML or as the copied text --------------------------------

BLOCKS = {"html", "body", "div", "p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "dl", "dt", "dd", "table",
          "thead", "tbody", "tfoot", "tr", "section", "header", "footer", "nav", "aside", "main", "article", "form",
          "details", "summary", "fieldset", "figure", "figcaption", "blockquote", "address", "caption", "legend", "center",
          "amp-carousel", "amp-accordion", "amp-sidebar", "amp-consent", "amp-list", "dialog", "pre"}
PARAGRAPHS = {"p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl", "table", "blockquote", "figure", "address"}
VOIDS = {"br", "img", "input", "meta", "hr", "link", "source", "wbr"}
UNCOPIED = {"script", "style", "img", "input", "meta", "link", "template", "noscript", "svg", "amp-img", "select", "wbr"}


class N:
    """An element: its tag, attributes and children (strings or elements)."""

    __slots__ = ("tag", "attrs", "kids")

    def __init__(self, tag: str, *kids, **attrs) -> None:
        self.tag = tag
        self.kids = [k for k in kids if k is not None and k != ""]
        self.attrs = {k.rstrip("_").replace("__", "-"): v for k, v in attrs.items() if v is not None}

    def add(self, *kids) -> "N":
        self.kids += [k for k in kids if k is not None and k != ""]
        return self

    @property
    def hidden(self) -> bool:
        style = self.attrs.get("style", "").replace(" ", "")
        return "hidden" in self.attrs or "display:none" in style


def E(tag: str, *kids, cls: str | None = None, **attrs) -> N:
    n = N(tag, *kids, **attrs)
    if cls:
        n.attrs = {"class": cls, **n.attrs}
    return n


def to_html(n, depth: int = 0) -> str:
    """The element as a saved page holds it: block children on their own indented lines, inline runs
    kept together as they were written."""
    if isinstance(n, str):
        return html.escape(n, quote=False)
    attrs = "".join(f" {k}" if v is True else f' {k}="{html.escape(str(v))}"' for k, v in n.attrs.items())
    if n.tag in VOIDS:
        return f"<{n.tag}{attrs}>"
    if n.tag in ("script", "style"):
        return f"<{n.tag}{attrs}>{''.join(k for k in n.kids if isinstance(k, str))}</{n.tag}>"
    if any(isinstance(k, N) and k.tag in BLOCKS for k in n.kids):
        pad = "\n" + "  " * (depth + 1)
        inner = "".join(pad + to_html(k, depth + 1) for k in n.kids) + "\n" + "  " * depth
    else:
        inner = "".join(to_html(k, depth + 1) for k in n.kids)
    return f"<{n.tag}{attrs}>{inner}</{n.tag}>"


def _copy_tokens(n, out: list) -> None:
    """The element's run of copied text: strings, and line breaks as numbers (1: a line, 2: a blank
    line); table cells start with a tab."""
    if isinstance(n, str):
        out.append(re.sub(r"[ \t\r\n]+", " ", n))
        return
    if n.hidden or n.tag in UNCOPIED:
        return
    if n.tag in ("br", "hr"):
        out.append(1 if n.tag == "br" else 2)
        return
    if n.tag in ("td", "th"):
        out.append("\t")
    gap = 2 if n.tag in PARAGRAPHS else 1 if n.tag in BLOCKS else 0
    if gap:
        out.append(gap)
    for k in n.kids:
        _copy_tokens(k, out)
    if gap:
        out.append(gap)


def to_text(n) -> str:
    """The element as a browser copies it (Select all, Copy): blocks on their own lines, paragraphs,
    headings, lists and tables between blank lines, cells by tabs, hidden parts and images left out,
    and inline runs exactly as written (no space where the page had none)."""
    toks: list = []
    _copy_tokens(n, toks)
    lines: list[str] = []
    cur, pending = "", 0
    for tok in toks:
        if isinstance(tok, int):
            pending = max(pending, tok)
            continue
        if pending:
            if cur.strip():
                lines.append(cur)
            if pending == 2 and lines and lines[-1] != "":
                lines.append("")
            cur, pending = "", 0
        cur += tok
    if cur.strip():
        lines.append(cur)
    out = [re.sub(r" +$", "", re.sub(r"^[ \t]+", "", ln)) if ln else "" for ln in lines]
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(out))
    return text.strip("\n") + "\n"


def page_html(title: str, body: N, lang: str, head_extra: list[str] | None = None, *, amp: bool = False,
              doctype: str = "<!DOCTYPE html>") -> str:
    head = ['<meta charset="utf-8">', f"<title>{html.escape(title)}</title>",
            '<meta name="viewport" content="width=device-width,initial-scale=1,minimum-scale=1">'] + (head_extra or [])
    root = f'<html {"⚡ " if amp else ""}lang="{lang}">'
    return f"{doctype}\n{root}\n<head>\n" + "\n".join(head) + "\n</head>\n" + to_html(body) + "\n</html>\n"




# --- the sites' words, by the site's language ----------------------------------------------------------

LANGS = ("en", "de", "fr", "es", "it", "pt", "ru", "ja", "ko", "zhs", "nl", "pl", "cs", "tr")

UI = rows("home cards search login register privacy terms contact top news subscribe fan rulings comments reply ad ad_text "
           "updated posted front back transform one_face layout faces_rail split_box flip_box also cart stock", {
    "en": "Home|Cards|Search cards…|Sign in|Create account|Privacy|Terms|Contact|Back to top|New rulings in your inbox|Subscribe|"
          "Unofficial Fan Content permitted under the Fan Content Policy. Not approved/endorsed by Wizards.|Rulings|Comments ({n})|Reply|"
          "Advertisement|Sleeves 30% off this week only|Last updated {d}|Posted {d}|Front face|Back face|Transform|This card has only one face.|"
          "Layout: normal|Double-faced cards in {set}|Split cards|Flip cards|You may also like|Add to cart|In stock: {n}",
    "de": "Startseite|Karten|Karten suchen…|Anmelden|Konto erstellen|Datenschutz|AGB|Kontakt|Nach oben|Neue Regelentscheidungen per E-Mail|Abonnieren|"
          "Inoffizieller Fan-Content gemäß der Fan Content Policy. Nicht von Wizards genehmigt.|Regelhinweise|Kommentare ({n})|Antworten|"
          "Anzeige|Kartenhüllen diese Woche 30 % günstiger|Zuletzt aktualisiert am {d}|Veröffentlicht am {d}|Vorderseite|Rückseite|Transformieren|"
          "Diese Karte hat nur eine Seite.|Layout: normal|Doppelseitige Karten in {set}|Split-Karten|Flip-Karten|Das könnte dir auch gefallen|"
          "In den Warenkorb|Auf Lager: {n}",
    "fr": "Accueil|Cartes|Rechercher une carte…|Connexion|Créer un compte|Confidentialité|CGU|Contact|Haut de page|Les nouvelles décisions par e-mail|S'abonner|"
          "Contenu de fan non officiel autorisé par la Fan Content Policy. Non approuvé par Wizards.|Précisions de règles|Commentaires ({n})|Répondre|"
          "Publicité|Protège-cartes à -30 % cette semaine|Dernière mise à jour le {d}|Publié le {d}|Recto|Verso|Transformer|Cette carte n'a qu'une face.|"
          "Disposition : normale|Cartes recto verso de {set}|Cartes doubles|Cartes retournables|Vous aimerez aussi|Ajouter au panier|En stock : {n}",
    "es": "Inicio|Cartas|Buscar cartas…|Entrar|Crear cuenta|Privacidad|Términos|Contacto|Volver arriba|Nuevas resoluciones en tu correo|Suscribirme|"
          "Contenido de fans no oficial permitido por la Fan Content Policy. No aprobado por Wizards.|Resoluciones|Comentarios ({n})|Responder|"
          "Publicidad|Fundas con un 30 % de descuento esta semana|Última actualización: {d}|Publicado el {d}|Cara frontal|Cara posterior|Transformar|"
          "Esta carta tiene una sola cara.|Diseño: normal|Cartas de dos caras en {set}|Cartas partidas|Cartas giratorias|También te puede gustar|"
          "Añadir al carrito|En stock: {n}",
    "it": "Home|Carte|Cerca carte…|Accedi|Crea un account|Privacy|Termini|Contatti|Torna su|Le nuove sentenze via e-mail|Iscriviti|"
          "Contenuto amatoriale non ufficiale consentito dalla Fan Content Policy. Non approvato da Wizards.|Sentenze|Commenti ({n})|Rispondi|"
          "Pubblicità|Bustine protettive scontate del 30% questa settimana|Ultimo aggiornamento: {d}|Pubblicato il {d}|Fronte|Retro|Trasforma|"
          "Questa carta ha una sola faccia.|Layout: normale|Carte bifronte in {set}|Carte doppie|Carte capovolgibili|Potrebbe interessarti anche|"
          "Aggiungi al carrello|Disponibili: {n}",
    "pt": "Início|Cards|Buscar cards…|Entrar|Criar conta|Privacidade|Termos|Contato|Voltar ao topo|Novas decisões no seu e-mail|Assinar|"
          "Conteúdo de fã não oficial permitido pela Fan Content Policy. Não aprovado pela Wizards.|Decisões|Comentários ({n})|Responder|"
          "Publicidade|Sleeves com 30% de desconto só esta semana|Atualizado em {d}|Publicado em {d}|Frente|Verso|Transformar|"
          "Este card tem apenas uma face.|Layout: normal|Cards dupla face em {set}|Cards divididos|Cards viráveis|Você também pode gostar|"
          "Adicionar ao carrinho|Em estoque: {n}",
    "ru": "Главная|Карты|Поиск карт…|Войти|Регистрация|Конфиденциальность|Условия|Контакты|Наверх|Новые разъяснения на почту|Подписаться|"
          "Неофициальный фан-контент в рамках Fan Content Policy. Не одобрен Wizards.|Разъяснения|Комментарии ({n})|Ответить|"
          "Реклама|Протекторы со скидкой 30% только на этой неделе|Обновлено {d}|Опубликовано {d}|Лицевая сторона|Обратная сторона|Трансформировать|"
          "У этой карты только одна сторона.|Макет: обычный|Двусторонние карты в {set}|Расщеплённые карты|Переворачивающиеся карты|Вам также может понравиться|"
          "В корзину|В наличии: {n}",
    "ja": "トップ|カード|カード検索…|ログイン|新規登録|プライバシー|利用規約|お問い合わせ|ページの先頭へ|新しい裁定をメールでお届け|登録する|"
          "本サイトはファンコンテンツ・ポリシーに基づく非公式のファンサイトです。ウィザーズ社の承認を受けたものではありません。|裁定|コメント（{n}）|返信|"
          "広告|スリーブ今週だけ30%オフ|最終更新：{d}|投稿日：{d}|第1面|第2面|変身|このカードは片面のみです。|レイアウト：通常|{set}の両面カード|"
          "分割カード|反転カード|こちらもおすすめ|カートに入れる|在庫：{n}",
    "ko": "홈|카드|카드 검색…|로그인|회원가입|개인정보처리방침|이용약관|고객센터|맨 위로|새 판정을 메일로 받아보세요|구독|"
          "본 사이트는 팬 콘텐츠 정책에 따른 비공식 팬 사이트이며 위저즈의 승인을 받지 않았습니다.|판정|댓글 ({n})|답글|"
          "광고|슬리브 이번 주만 30% 할인|최종 수정: {d}|작성일: {d}|앞면|뒷면|변신|이 카드는 앞면만 있습니다.|레이아웃: 일반|{set}의 양면 카드|"
          "분할 카드|뒤집기 카드|함께 보면 좋은 카드|장바구니 담기|재고: {n}",
    "zhs": "首页|卡牌|搜索卡牌…|登录|注册|隐私政策|用户协议|联系我们|返回顶部|新裁定邮件提醒|订阅|"
           "本站为依据粉丝内容政策制作的非官方粉丝站，未经威世智认可。|裁定|评论（{n}）|回复|"
           "广告|卡套本周七折|最后更新：{d}|发布于 {d}|正面|背面|转化|此牌只有一面。|版式：普通|{set}中的双面牌|分割牌|翻转牌|你可能还喜欢|"
           "加入购物车|库存：{n}",
    "nl": "Home|Kaarten|Kaarten zoeken…|Inloggen|Account aanmaken|Privacy|Voorwaarden|Contact|Naar boven|Nieuwe uitspraken in je mailbox|Aanmelden|"
          "Onofficiële fancontent toegestaan onder de Fan Content Policy. Niet goedgekeurd door Wizards.|Uitspraken|Reacties ({n})|Reageren|"
          "Advertentie|Sleeves deze week 30% korting|Laatst bijgewerkt op {d}|Geplaatst op {d}|Voorkant|Achterkant|Transformeren|"
          "Deze kaart heeft maar één kant.|Indeling: normaal|Dubbelzijdige kaarten in {set}|Gesplitste kaarten|Omdraaikaarten|Misschien ook leuk|"
          "In winkelwagen|Op voorraad: {n}",
    "pl": "Strona główna|Karty|Szukaj kart…|Zaloguj się|Załóż konto|Prywatność|Regulamin|Kontakt|Do góry|Nowe orzeczenia na e-mail|Zapisz się|"
          "Nieoficjalne treści fanowskie zgodne z Fan Content Policy. Niezatwierdzone przez Wizards.|Orzeczenia|Komentarze ({n})|Odpowiedz|"
          "Reklama|Koszulki 30% taniej tylko w tym tygodniu|Ostatnia aktualizacja: {d}|Opublikowano {d}|Awers|Rewers|Przekształć|"
          "Ta karta ma tylko jedną stronę.|Układ: zwykły|Karty dwustronne w {set}|Karty dzielone|Karty odwracane|Może Ci się spodobać|"
          "Do koszyka|Dostępne: {n}",
    "cs": "Domů|Karty|Hledat karty…|Přihlásit|Registrace|Ochrana soukromí|Podmínky|Kontakt|Nahoru|Nová rozhodnutí e-mailem|Odebírat|"
          "Neoficiální fanouškovský obsah podle Fan Content Policy. Neschváleno společností Wizards.|Rozhodnutí|Komentáře ({n})|Odpovědět|"
          "Reklama|Obaly tento týden o 30 % levněji|Naposledy upraveno {d}|Zveřejněno {d}|Přední strana|Zadní strana|Transformovat|"
          "Tato karta má jen jednu stranu.|Rozvržení: běžné|Oboustranné karty v {set}|Dělené karty|Otočné karty|Mohlo by se vám líbit|"
          "Do košíku|Skladem: {n}",
    "tr": "Ana Sayfa|Kartlar|Kart ara…|Giriş yap|Hesap oluştur|Gizlilik|Koşullar|İletişim|Başa dön|Yeni kararlar e-postana gelsin|Abone ol|"
          "Fan Content Policy kapsamında resmî olmayan hayran içeriği. Wizards tarafından onaylanmamıştır.|Kurallar|Yorumlar ({n})|Yanıtla|"
          "Reklam|Kart kılıfları bu hafta %30 indirimli|Son güncelleme: {d}|Yayınlanma: {d}|Ön yüz|Arka yüz|Dönüştür|Bu kartın tek yüzü var.|"
          "Düzen: normal|{set} setindeki çift yüzlü kartlar|Bölünmüş kartlar|Çevrilen kartlar|Bunları da beğenebilirsin|Sepete ekle|Stokta: {n}",
})

CONSENT = rows("title text accept reject", {
    "en": "We value your privacy|We and our partners use cookies to remember your card searches and to measure traffic.|Accept all|Reject all",
    "de": "Wir respektieren deine Privatsphäre|Wir nutzen Cookies, um deine Kartensuchen zu speichern und Besuche zu messen.|Alle akzeptieren|Alle ablehnen",
    "fr": "Nous respectons votre vie privée|Nos partenaires et nous utilisons des cookies pour mesurer l'audience du site.|Tout accepter|Tout refuser",
    "es": "Valoramos tu privacidad|Usamos cookies propias y de terceros para medir las visitas.|Aceptar todo|Rechazar todo",
    "it": "La tua privacy è importante|Usiamo cookie tecnici e, con il tuo consenso, di misurazione.|Accetta tutti|Rifiuta tutti",
    "pt": "Sua privacidade importa|Usamos cookies para lembrar suas buscas e medir o tráfego.|Aceitar todos|Recusar todos",
    "ru": "Мы используем файлы cookie|Оставаясь на сайте, вы соглашаетесь с использованием файлов cookie.|Хорошо|Отказаться",
    "ja": "Cookieの使用について|当サイトではアクセス解析のためにCookieを使用しています。|同意する|拒否する",
    "ko": "쿠키 사용 안내|이 사이트는 이용 통계를 위해 쿠키를 사용합니다.|모두 허용|거부",
    "zhs": "我们使用 Cookie|本站使用 Cookie 来统计访问量并改进服务。|同意|拒绝",
    "nl": "Wij gebruiken cookies|Met cookies onthouden we je zoekopdrachten en meten we het bezoek.|Alles accepteren|Weigeren",
    "pl": "Szanujemy Twoją prywatność|Używamy plików cookie do analizy ruchu i zapamiętywania wyszukiwań.|Akceptuję wszystkie|Odrzuć",
    "cs": "Vážíme si vašeho soukromí|Soubory cookie používáme k měření návštěvnosti.|Přijmout vše|Odmítnout vše",
    "tr": "Çerez kullanıyoruz|Ziyaretleri ölçmek ve aramalarını hatırlamak için çerezler kullanıyoruz.|Tümünü kabul et|Reddet",
})

COMMENTS = {k: v.split(";") for k, v in {
    "en": "Finally someone explains this properly.;I always mix up the comma in the name.;Bookmarked for my next draft.;Great page, thanks!",
    "de": "Endlich verständlich erklärt.;Danke, genau das habe ich gesucht.;Gut zu wissen für den nächsten Draft.",
    "fr": "Enfin une explication claire.;Merci, c'est exactement ce que je cherchais.;Bon à savoir pour le prochain tournoi.",
    "es": "Por fin alguien lo explica bien.;Gracias, justo lo que buscaba.;Muy útil para el próximo torneo.",
    "it": "Finalmente una spiegazione chiara.;Grazie, era proprio quello che cercavo.;Utile per il prossimo torneo.",
    "pt": "Finalmente alguém explicou direito.;Valeu, era isso que eu procurava.;Muito útil pro próximo torneio.",
    "ru": "Наконец-то понятно объяснили.;Спасибо, как раз искал.;Полезно перед турниром.",
    "ja": "分かりやすい解説ありがとうございます。;ずっと気になっていました。;次の大会の参考にします。",
    "ko": "정리 감사합니다.;이거 계속 헷갈렸어요.;다음 대회 전에 다시 볼게요.",
    "zhs": "终于有人讲清楚了。;感谢整理！;下次比赛前再看一遍。",
    "nl": "Eindelijk duidelijk uitgelegd.;Bedankt, precies wat ik zocht.;Handig voor het volgende toernooi.",
    "pl": "Wreszcie ktoś to jasno wyjaśnił.;Dzięki, właśnie tego szukałem.;Przyda się przed turniejem.",
    "cs": "Konečně srozumitelně vysvětleno.;Díky, přesně tohle jsem hledal.;Hodí se na příští turnaj.",
    "tr": "Sonunda biri düzgün açıklamış.;Teşekkürler, tam aradığım buydu.;Bir sonraki turnuva için çok faydalı.",
}.items()}

HANDLES = ["facedown_fred", "split_second", "back_face_bea", "comma_chameleon", "oracle_owl", "flip_the_script", "mdfc_maria",
           "aftermath_al", "two_names_tom", "nonbo_nina"]

#: real cards with more than one face (their faces), shown around the page's own single-faced card
MULTI = [
    ("split", ("Fire", "Ice")), ("split", ("Life", "Death")), ("split", ("Wear", "Tear")), ("split", ("Turn", "Burn")),
    ("split", ("Dead", "Gone")), ("split", ("Far", "Away")), ("split", ("Boom", "Bust")),
    ("flip", ("Budoka Gardener", "Dokai, Weaver of Life")), ("flip", ("Bushi Tenderfoot", "Kenzo the Hardhearted")),
    ("flip", ("Erayo, Soratami Ascendant", "Erayo's Essence")), ("flip", ("Akki Lavarunner", "Tok-Tok, Volcano Born")),
    ("transform", ("Delver of Secrets", "Insectile Aberration")), ("transform", ("Loyal Cathar", "Unhallowed Cathar")),
    ("transform", ("Huntmaster of the Fells", "Ravager of the Fells")), ("transform", ("Civilized Scholar", "Homicidal Brute")),
    ("transform", ("Garruk Relentless", "Garruk, the Veil-Cursed")), ("transform", ("Kessig Prowler", "Sinuous Predator")),
    ("modal_dfc", ("Valki, God of Lies", "Tibalt, Cosmic Impostor")), ("modal_dfc", ("Emeria's Call", "Emeria, Shattered Skyclave")),
    ("modal_dfc", ("Agadeem's Awakening", "Agadeem, the Undercrypt")), ("modal_dfc", ("Shatterskull Smashing", "Shatterskull, the Hammer Pass")),
    ("adventure", ("Bonecrusher Giant", "Stomp")), ("adventure", ("Brazen Borrower", "Petty Theft")),
    ("adventure", ("Murderous Rider", "Swift End")), ("adventure", ("Lovestruck Beast", "Heart's Desire")),
    ("aftermath", ("Commit", "Memory")), ("aftermath", ("Cut", "Ribbons")), ("aftermath", ("Driven", "Despair")),
]

#: how sites join a card's faces' names
JOINS = [" // ", " / ", "/", " // ", " | "]

HARD = re.compile(r"[,'’\-]|\b(of|the)\b")

COLS = rows("date ruling", {
    "en": "Date|Ruling", "de": "Datum|Regelhinweis", "fr": "Date|Précision", "es": "Fecha|Resolución", "it": "Data|Sentenza",
    "pt": "Data|Decisão", "ru": "Дата|Разъяснение", "ja": "日付|裁定", "ko": "날짜|판정", "zhs": "日期|裁定", "nl": "Datum|Uitspraak",
    "pl": "Data|Orzeczenie", "cs": "Datum|Rozhodnutí", "tr": "Tarih|Karar",
})

GUESS_W = rows("site title day letters clues guess give_up streak next", {
    "en": "Cardle|Daily card guess #{n}|Puzzle of {d}|{n} letters|Clues: the card's rulings|Guess|Give up|Streak: {n}|Next card in",
    "es": "Cartadle|Adivina la carta n.º {n}|Reto del {d}|{n} letras|Pistas: las resoluciones de la carta|Adivinar|Rendirse|Racha: {n}|Siguiente carta en",
    "pl": "Kartle|Zgadnij kartę nr {n}|Zagadka z {d}|Liter: {n}|Wskazówki: orzeczenia tej karty|Zgaduję|Poddaję się|Seria: {n}|Następna karta za",
    "tr": "Kartle|Günün kartı #{n}|{d} bulmacası|{n} harf|İpuçları: kartın kuralları|Tahmin et|Pes et|Seri: {n}|Sonraki kart",
})

WIKI_W = rows("hatnote infobox set type cats edited", {
    "en": "Not to be confused with {other}.|Card information|Set|Type|Categories: Single-faced cards · Cards with rulings|This page was last edited on {d}.",
    "de": "Nicht zu verwechseln mit {other}.|Karteninformationen|Edition|Typ|Kategorien: Einseitige Karten · Karten mit Regelhinweisen|Diese Seite wurde zuletzt am {d} bearbeitet.",
    "it": "Da non confondere con {other}.|Informazioni sulla carta|Espansione|Tipo|Categorie: Carte a faccia singola · Carte con sentenze|Ultima modifica il {d}.",
    "nl": "Niet te verwarren met {other}.|Kaartgegevens|Set|Type|Categorieën: Enkelzijdige kaarten · Kaarten met uitspraken|Deze pagina is voor het laatst bewerkt op {d}.",
    "cs": "Nezaměňovat s kartou {other}.|Informace o kartě|Edice|Typ|Kategorie: Jednostranné karty · Karty s rozhodnutími|Stránka byla naposledy upravena {d}.",
})

STORE_W = rows("name set cond tab_desc bought reviews", {
    "en": "Card name|Set|Condition|Description|Frequently bought together|★★★★★ 4.8 (212 reviews)",
    "es": "Nombre de la carta|Edición|Estado|Descripción|Se compran juntos a menudo|★★★★★ 4,8 (212 opiniones)",
    "fr": "Nom de la carte|Extension|État|Description|Souvent achetés ensemble|★★★★★ 4,8 (212 avis)",
    "tr": "Kart adı|Set|Durum|Açıklama|Birlikte sık alınanlar|★★★★★ 4,8 (212 değerlendirme)",
})

QA_W = rows("q asked answered intro note accepted other tags", {
    "en": "How does {name} work with adventurer cards like {adv}?|asked {d} by {who}|answered {d} by {who}|Here are {name}'s official rulings:|"
          "Remember that {adv} is one card: while {spell} is on the stack it has only the adventure's characteristics.|✔ Accepted answer|"
          "Same answer as above, the official rulings cover it.|Tags: rules · adventure · interactions",
    "de": "Wie funktioniert {name} mit Abenteurerkarten wie {adv}?|gefragt am {d} von {who}|beantwortet am {d} von {who}|"
          "Hier die offiziellen Regelhinweise zu {name}:|Denk daran: {adv} ist eine Karte; solange {spell} auf dem Stapel liegt, hat sie nur die Eigenschaften des Abenteuers.|"
          "✔ Akzeptierte Antwort|Siehe oben, die offiziellen Hinweise decken das ab.|Tags: Regeln · Abenteuer · Interaktionen",
    "es": "¿Cómo funciona {name} con cartas de aventurero como {adv}?|preguntado el {d} por {who}|respondido el {d} por {who}|"
          "Estas son las resoluciones oficiales de {name}:|Recuerda que {adv} es una sola carta: mientras {spell} está en la pila solo tiene las características de la aventura.|"
          "✔ Respuesta aceptada|Lo mismo que arriba, las resoluciones oficiales lo cubren.|Etiquetas: reglas · aventura · interacciones",
    "cs": "Jak funguje {name} s kartami dobrodruhů, jako je {adv}?|dotaz {d}, {who}|odpověď {d}, {who}|Oficiální rozhodnutí ke kartě {name}:|"
          "Pamatujte, že {adv} je jedna karta: dokud je {spell} na zásobníku, má jen vlastnosti dobrodružství.|✔ Přijatá odpověď|"
          "Totéž co výše, oficiální rozhodnutí to pokrývají.|Štítky: pravidla · dobrodružství · interakce",
})

SEARCH_W = rows("count mean sort filter best seen", {
    "en": "{n} results for “{q}”|Did you mean {name}?|Sort: relevance ▾|Faces: one · two · split|Best match|Searched on {d}",
    "it": "{n} risultati per “{q}”|Forse cercavi {name}?|Ordina: pertinenza ▾|Facce: una · due · doppia|Miglior risultato|Ricerca del {d}",
    "pt": "{n} resultados para “{q}”|Você quis dizer {name}?|Ordenar: relevância ▾|Faces: uma · duas · dividida|Melhor resultado|Busca feita em {d}",
    "nl": "{n} resultaten voor “{q}”|Bedoelde je {name}?|Sorteren: relevantie ▾|Kanten: één · twee · gesplitst|Beste resultaat|Gezocht op {d}",
})

CHECK_W = rows("title num name rarity filter updated", {
    "en": "{set} checklist|No.|Name|Rarity|Show: all cards · single-faced · double-faced|Checklist updated {d}",
    "de": "Checkliste {set}|Nr.|Name|Seltenheit|Zeigen: alle Karten · einseitig · doppelseitig|Checkliste aktualisiert am {d}",
    "fr": "Liste de l'extension {set}|N°|Nom|Rareté|Afficher : toutes · une face · recto verso|Liste mise à jour le {d}",
    "es": "Lista de {set}|N.º|Nombre|Rareza|Mostrar: todas · de una cara · de dos caras|Lista actualizada el {d}",
})

PERMA_W = rows("perma copy also printed", {
    "en": "Permalink:|Copy name|Also searched as:|Printed names",
    "de": "Permalink:|Namen kopieren|Auch gesucht als:|Gedruckte Namen",
    "it": "Link permanente:|Copia il nome|Cercata anche come:|Nomi stampati",
    "pt": "Link permanente:|Copiar nome|Também buscado como:|Nomes impressos",
})

SITES = ["FaceFinder", "CardAtlas", "Two-Sided DB", "Nameplate", "Oracle Shelf", "Manabase Index"]


# --- the generator -------------------------------------------------------------------------------------

class Fresh30Generator(SinglePartGenerator):
    """The generator of the fresh-30 part: its own layouts only, each a page about one single-faced card
    (a hard-named one most of the time) on a site built for cards with more than one face, saved or copied."""

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        super().__init__(cards, set_names, seed)
        self.hard = [c for c in cards if HARD.search(c.name)] or cards

    # ---- answers ----
    def _form(self, page: Page, tag: str, lang: str, kinds: list[str] | None = None) -> str:
        """A ruling-date form of the language (one of ``kinds`` it has), recorded with what it dates."""
        cl = date_lang(lang)
        have = [k for k in (kinds or []) if k in PATTERNS[cl]]
        form = f"{cl}:{self.rng.choice(have or list(PATTERNS[cl]))}"
        page.date_forms.append(f"{form} {tag}")
        return form

    def _dated(self, page: Page, card: CardData, form: str) -> list[tuple[str, str, str]]:
        """The card's rulings as (shown date, text, ISO date), recorded as the page's answers with their
        real MTGJSON dates (newest first now and then)."""
        rs = list(card.rulings)
        if self.rng.random() < 0.3:
            rs = sorted(rs, key=lambda x: x[0], reverse=True)
        items = []
        for d, t in rs:
            ds = render30(d, form)
            page.rulings.append((d.isoformat(), t))
            page.__dict__.setdefault("shown", []).append(ds)
            items.append((ds, t, d.isoformat()))
        return items

    def _when(self, card: CardData) -> dt.datetime:
        """The moment the page was saved or copied: five weeks or more after the card's last ruling, 2017
        on, never after November 2025; never a ruling's day."""
        r = self.rng
        last = max(d for d, _ in card.rulings)
        lo = max(last + dt.timedelta(days=35), dt.date(2017, 1, 1))
        d = lo + dt.timedelta(days=r.randint(0, max(0, (dt.date(2025, 11, 30) - lo).days)))
        while d in self._taken(card):
            d += dt.timedelta(days=1)
        return dt.datetime(d.year, d.month, d.day, r.randint(7, 23), r.randint(0, 59), r.randint(0, 59))

    def _between(self, card: CardData, lo: dt.date, hi: dt.date) -> dt.date:
        """A day from ``lo`` to ``hi`` that is none of the card's ruling days."""
        x = lo + dt.timedelta(days=self.rng.randint(0, max(0, (hi - lo).days)))
        while x in self._taken(card):
            x += dt.timedelta(days=1)
        return x

    def _moment(self, card: CardData, lo: dt.date, hi: dt.date) -> dt.datetime:
        """A moment on a day from ``lo`` to ``hi`` that is none of the card's ruling days."""
        d = self._between(card, lo, hi)
        return dt.datetime(d.year, d.month, d.day, self.rng.randint(0, 23), self.rng.randint(0, 59))

    def _after_last(self, card: CardData, when: dt.datetime) -> dt.date:
        """A day after the card's last ruling and before the page was saved (none of its ruling days)."""
        last = max(d for d, _ in card.rulings)
        return self._between(card, last + dt.timedelta(days=1), when.date() - dt.timedelta(days=1))

    def _of(self, lang: str, *kinds: str) -> str:
        """A form for the page's own dates: one of ``kinds`` the language has (else its numeric one)."""
        cl = date_lang(lang)
        have = [k for k in kinds if k in PATTERNS[cl]]
        return f"{cl}:{self.rng.choice(have) if have else 'num'}"

    def _stamp(self, page: Page, d: dt.date, form: str) -> str:
        """One of the page's own dates, rendered in ``form`` and recorded (never a ruling's day)."""
        shown = render30(d, form)
        page.__dict__.setdefault("own_dates", []).append((shown, d.isoformat()))
        return shown

    def _names(self, card: CardData) -> list[str]:
        return [card.name] + [f["name"] for f in card.foreign.values() if f.get("name")]

    def _others(self, card: CardData, k: int) -> list[CardData]:
        """Other (single-faced) cards, none of whose names contains one of this card's names (nor the other way)."""
        names = self._names(card)
        pool = [c for c in self.rng.sample(self.cards, min(len(self.cards), 4 * k + 8)) if c.name != card.name
                and not any(named(n, c.name) or named(c.name, n) for n in names)]
        return pool[:k]

    def _multi(self, card: CardData, k: int, kinds: tuple[str, ...] | None = None) -> list[tuple[str, tuple[str, ...]]]:
        """``k`` cards with more than one face (of ``kinds``), none of whose faces shares a name with this card."""
        names = self._names(card)
        pool = [(kind, faces) for kind, faces in MULTI if (kinds is None or kind in kinds)
                and not any(named(n, f) or named(f, n) for n in names for f in faces)]
        return self.rng.sample(pool, min(k, len(pool)))

    def _rtext(self, t: str, card: CardData) -> list:
        """A ruling's text; in a saved page the card's name in it now and then a link."""
        if self.html and not self._untitled and card.name in t and self.rng.random() < 0.5:
            out: list = []
            for k, bit in enumerate(t.split(card.name)):
                if k:
                    out.append(E("a", card.name, href=f"/card/{slug(card.name)}", cls="card-link"))
                out.append(bit)
            return out
        return [t]

    def _name_el(self, name: str) -> list:
        """A card's name as a saved page writes a long one: break chances (<wbr>) after its hyphens and
        commas now and then (nothing in a copy)."""
        if not self.html or not re.search(r"[-,]", name) or self.rng.random() < 0.5:
            return [name]
        out: list = []
        for bit in re.split(r"(?<=[-,])", name):
            out += [bit, E("wbr")]
        return out[:-1]

    # ---- pages ----
    def page(self, i: int, layout: str, split: str = "fresh30") -> Page:
        method, titled = self.LAYOUTS30[layout]
        card = self.rng.choice(self.hard if self.rng.random() < 0.7 else self.cards)
        page = Page(id=f"d{i:03d}", layout=layout, split=split, fmt="text", card=card.name,
                    card_arg=None if titled else card.name, title_lang=None)
        self._layout = layout
        self._untitled = not titled
        getattr(self, method)(page, card)
        inside = [fold(t) for _, t in page.rulings] + [fold(f"{n} {t or ''}") for _, n, t in page.translations]
        inside += [fold(card.text or ""), fold(card.type_line or ""), fold(card.original_text or "")]
        page.chrome = sorted({c.strip() for c in page.chrome if len(c.strip()) >= 2 and not any(fold(c) in x for x in inside)})
        return page

    def fresh_corpus(self, n: int, part: str = "fresh30") -> list[Page]:
        layouts = list(self.LAYOUTS30)
        return [self.page(i, layouts[i % len(layouts)], part) for i in range(n)]

    def _assemble(self, page: Page, lang: str, title: str, parts: list, *, body_cls: str | None = None) -> None:
        """The page saved (one HTML document) or copied (its text, as Select all / Copy gives it)."""
        body = E("body", *[x for x in parts if x is not None], cls=body_cls or self.rng.choice(["page", "site", "layout-wide", "theme-dark"]))
        if self.html:
            page.content = page_html(title, body, {"zhs": "zh-Hans"}.get(lang, lang))
        else:
            page.content = to_text(body)

    # ---- furniture ----
    def consent(self, page: Page, lang: str) -> N:
        """The site's consent notice in its language: title, text, buttons."""
        C = CONSENT[lang]
        self._cs(page, C["title"], C["text"], C["accept"], C["reject"])
        self._kit(page, "consent")
        return E("div", E("p", E("strong", C["title"])), E("p", C["text"]),
                 E("div", E("button", C["accept"], type="button"), E("button", C["reject"], type="button"), cls="cc-actions"),
                 cls="cc-banner", role="dialog")

    def header(self, page: Page, lang: str, site: str, *, search: bool = True) -> N:
        """The site's header: its name, the navigation, the search field, the account links."""
        U = UI[lang]
        self._cs(page, site, U["home"], U["cards"], U["login"], U["register"])
        parts = [E("div", E("a", site, href="/"), cls="logo"),
                 E("nav", E("ul", E("li", E("a", U["home"], href="/")), E("li", E("a", U["cards"], href="/cards"))), cls="site-nav")]
        if search:
            parts.append(E("form", E("input", type="search", placeholder=U["search"]), E("button", U["search"], type="submit"), role="search"))
            self._c(page, U["search"])
        parts.append(E("div", E("a", U["login"], href="/login"), " · ", E("a", U["register"], href="/signup"), cls="account"))
        self._kit(page, "nav")
        return E("header", *parts, cls="site-header")

    def crumbs(self, page: Page, lang: str, *trail: str) -> N:
        """Breadcrumbs: home, the trail, each a link but the last."""
        sep = self.rng.choice([" › ", " / ", " » ", " > "])
        items = [UI[lang]["home"], *trail]
        nav = E("nav", cls="breadcrumb")
        for k, x in enumerate(items):
            nav.add(sep if k else None, E("a", x, href="#") if k < len(items) - 1 else E("span", x))
        self._cs(page, *items[:-1])
        self._kit(page, "breadcrumbs")
        return nav

    def footer(self, page: Page, lang: str, site: str, when: dt.datetime, *, newsletter: bool | None = None) -> N:
        """The footer: now and then the newsletter form, the legal links, © year and the site, the
        fan-content line now and then, "back to top"."""
        r, U = self.rng, UI[lang]
        f = E("footer", cls="site-footer")
        if newsletter if newsletter is not None else r.random() < 0.5:
            f.add(E("form", E("p", U["news"]), E("input", type="email"), E("button", U["subscribe"], type="submit"), cls="newsletter"))
            self._cs(page, U["news"], U["subscribe"])
            self._kit(page, "newsletter")
        links = [U["privacy"], U["terms"], U["contact"]][: r.randint(2, 3)]
        line = f"© {when.year if r.random() < 0.6 else f'{when.year - r.randint(2, 9)}–{when.year}'} {site}"
        f.add(E("ul", *[E("li", E("a", x, href="#")) for x in links], cls="legal"), E("p", line))
        self._cs(page, *links, line, U["top"])
        if r.random() < 0.5:
            f.add(E("p", E("small", U["fan"])))
            self._c(page, U["fan"])
        f.add(E("p", E("a", U["top"], href="#top")))
        self._kit(page, "footer")
        return f

    def comments(self, page: Page, lang: str, card: CardData, lo: dt.date, hi: dt.date, k: int | None = None) -> N:
        """Readers' comments: handle, the moment (date and time, the page's own), text, "reply"."""
        r, U = self.rng, UI[lang]
        texts = r.sample(COMMENTS[lang], min(k or r.randint(1, 3), len(COMMENTS[lang])))
        head = fill(U["comments"], n=len(texts))
        box = E("section", E("h2", head), cls="comments")
        self._cs(page, head, U["reply"])
        form = self._of(lang, "num", "dot", "long")
        for text in texts:
            who, t = r.choice(HANDLES), self._moment(card, lo, hi)
            stamp = f"{self._stamp(page, t.date(), form)} {clock(t, lang)}"
            box.add(E("article", E("div", E("b", who), " ", E("time", stamp), cls="c-meta"), E("p", text), E("a", U["reply"], href="#")))
            self._cs(page, who, text)
        self._kit(page, "comments")
        return box

    def ad(self, page: Page, lang: str) -> N:
        """An ad slot: the label and the advertiser's line."""
        U = UI[lang]
        self._cs(page, U["ad"], U["ad_text"])
        self._kit(page, "ads")
        return E("aside", E("small", U["ad"]), E("p", E("a", U["ad_text"], href="#", rel="sponsored")), cls="ad-slot")

    def faces(self, page: Page, card: CardData, heading: str, k: int = 4, kinds: tuple[str, ...] | None = None,
              join: str | None = None) -> N:
        """A rail of other cards with more than one face, their faces' names joined as the site joins them."""
        join = join or self.rng.choice(JOINS)
        box = E("aside", E("h3", heading), cls="faces-rail")
        self._c(page, heading)
        for _, fs in self._multi(card, k, kinds):
            name = join.join(fs)
            box.add(E("p", E("a", name, href=f"/card/{slug(name)}")))
            self._c(page, name)
        self._kit(page, "faces")
        return box

    def oracle(self, card: CardData, type_line: bool = True) -> N:
        """The card's Oracle type line (unless told not) and text, a paragraph a line."""
        kids = [E("div", card.type_line, cls="type-line")] if card.type_line and type_line else []
        kids += [E("p", ln) for ln in (card.text or "").split("\n") if ln.strip()]
        return E("div", *kids, cls="oracle-text")

    def printed(self, name: str, text: str, lang: str) -> N:
        """A printed (localized) name and text, lines broken with <br>."""
        body = E("div", cls="printed-text", lang=lang)
        for k, x in enumerate([x for x in text.split("\n") if x.strip()]):
            body.add(E("br") if k else None, x)
        return E("div", E("div", name, cls="printed-name"), body, cls="printed", lang=lang)

    def rulings(self, page: Page, card: CardData, lang: str, tag: str, kinds: list[str], styles: list[str]) -> N:
        """The card's rulings in one of ``styles``: a date and ruling table, "DATE: text", "text (DATE)",
        the date over the text, "DATE — text" items or "text — DATE"."""
        form = self._form(page, tag, lang, kinds)
        items = self._dated(page, card, form)
        style = self.rng.choice(styles)
        cjk = lang in ("ja", "zhs")
        if style == "table":
            C = COLS[lang]
            self._cs(page, C["date"], C["ruling"])
            return E("table", E("thead", E("tr", E("th", C["date"]), E("th", C["ruling"]))),
                     E("tbody", *[E("tr", E("td", E("time", ds, datetime=iso)), E("td", *self._rtext(t, card))) for ds, t, iso in items]),
                     cls="rulings")
        if style == "colon":
            return E("div", *[E("p", E("b", f"{ds}{'：' if cjk else ':'}"), " ", *self._rtext(t, card)) for ds, t, _ in items], cls="rulings")
        if style == "paren":
            return E("ul", *[E("li", *self._rtext(t, card), f"（{ds}）" if cjk else f" ({ds})") for ds, t, _ in items], cls="rulings")
        if style == "over":
            return E("div", *[E("div", E("time", ds, datetime=iso, cls="r-date"), E("p", *self._rtext(t, card)), cls="ruling")
                              for ds, t, iso in items], cls="rulings")
        if style == "dash":
            return E("ul", *[E("li", E("time", ds, datetime=iso), " — ", *self._rtext(t, card)) for ds, t, iso in items], cls="rulings")
        return E("div", *[E("p", *self._rtext(t, card), " — ", E("em", ds)) for ds, t, _ in items], cls="rulings")

    # ---- layouts ----
    def layout_face_tabs_card_view(self, page, card):
        """A card database's card view built for cards with faces (English, German, French, Spanish,
        Italian, Portuguese): the name, face tabs ("Front face" active, "Back face" greyed), a greyed
        "Transform" button and "This card has only one face.", the layout line, the Oracle text, the printed
        name and text now and then, the rulings (a table or "DATE: text"), the set's double-faced cards
        ("Loyal Cathar // Unhallowed Cathar"), "last updated"."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["en", "de", "fr", "es", "it", "pt"])
        U = UI[lang]
        site = r.choice(SITES)
        name = self._title(page, card, lang, 0.4)
        tabs = E("div", E("button", U["front"], type="button", aria__selected="true"),
                 E("button", U["back"], type="button", disabled=True), cls="face-tabs", role="tablist")
        flip = E("p", E("button", "⟲ " + U["transform"], type="button", disabled=True), " ", E("small", U["one_face"]), cls="face-note")
        self._cs(page, U["front"], U["back"], "⟲ " + U["transform"], U["one_face"], U["layout"], U["rulings"])
        box = E("section", E("h1", *self._name_el(name)), tabs, flip, E("p", U["layout"]), self.oracle(card), cls="card-view")
        tr = self._translation(page, card, lang, 0.5)
        if tr:
            box.add(self.printed(tr[0], tr[1], lang))
        rul = self.rulings(page, card, lang, "a face-tab card view's rulings", ["num", "long", "iso", "gbnum"], ["table", "colon"])
        upd = fill(U["updated"], d=self._stamp(page, self._after_last(card, when), self._of(lang, "num", "long")))
        self._c(page, upd)
        rail = self.faces(page, card, fill(U["faces_rail"], set=card.set_name), 4, ("transform", "modal_dfc"), " // ")
        main = E("main", box, E("section", E("h2", U["rulings"]), rul, E("p", E("small", upd))), rail)
        parts = [self.consent(page, lang) if r.random() < 0.6 else None, self.header(page, lang, site),
                 self.crumbs(page, lang, U["cards"], card.set_name, name), main, self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{name} — {site}", parts)

    def layout_deck_popover_face_names(self, page, card):
        """A deck builder's deck page with one card's pop-over open (English, Polish, Dutch, Portuguese):
        the deck's name, author and "updated DATE", the list with quantities where cards with faces are
        written as players type them ("Fire // Ice", "Fire/Ice", "Delver of Secrets"), the hovered card's
        pop-over (its name, type line, text, "Rulings (N)" as "text (DATE)" or "DATE — text")."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["en", "pl", "nl", "pt"])
        U = UI[lang]
        site = r.choice(["DeckForge", "Brewlab", "ListSmith"])
        name = self._title(page, card, lang, 0.3)
        deck = r.choice(["Izzet Tempo", "Kamigawa Cube", "Two-Face Tribal", "Budget Flip Deck"]) + f" v{r.randint(2, 9)}"
        upd = fill(U["updated"], d=self._stamp(page, self._after_last(card, when), self._of(lang, "num", "long", "abbr")))
        by = f"✎ {r.choice(HANDLES)}"
        self._cs(page, deck, upd, by)
        rows = []
        for kind, fs in self._multi(card, 5):
            shown = r.choice([" // ".join(fs), "/".join(fs), fs[0]])
            rows.append(E("li", f"{r.randint(1, 4)} ", E("a", shown, href="#")))
            self._c(page, shown)
        for o in self._others(card, 3):
            rows.append(E("li", f"{r.randint(1, 4)} ", E("a", o.name, href="#")))
            self._c(page, o.name)
        r.shuffle(rows)
        rows.insert(r.randint(0, len(rows)), E("li", f"{r.randint(1, 4)} ", E("a", *self._name_el(name), href="#", cls="hovered")))
        head = f"{U['rulings']} ({len(card.rulings)})"
        self._c(page, head)
        pop = E("div", E("h3", *self._name_el(name)), self.oracle(card), E("h4", head),
                self.rulings(page, card, lang, "a deck builder's card pop-over", ["num", "long", "iso", "abbr", "gb"], ["paren", "dash"]),
                cls="card-popover", role="tooltip")
        self._kit(page, "faces")
        main = E("main", E("h1", deck), E("p", by, " · ", upd), E("ul", *rows, cls="decklist"), pop)
        parts = [self.header(page, lang, site), self.consent(page, lang) if r.random() < 0.5 else None, main,
                 self.ad(page, lang) if r.random() < 0.5 else None, self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{deck} — {site}", parts)

    def layout_face_switch_modal_untitled(self, page, card):
        """(Names no card.) A card's modal opened on its own from a collection's grid (English, German,
        French, Japanese, Korean): the card only its image (set code and number as its alt text), the
        face buttons (the back one greyed), "Transform" greyed, "Rulings (N)" with the date over each text
        or "DATE — text", "close", the collection's "added DATE"."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["en", "de", "fr", "ja", "ko"])
        U = UI[lang]
        close = {"en": "Close ✕", "de": "Schließen ✕", "fr": "Fermer ✕", "ja": "閉じる ✕", "ko": "닫기 ✕"}[lang]
        added = {"en": "Added to collection {d}", "de": "Zur Sammlung hinzugefügt am {d}", "fr": "Ajoutée à la collection le {d}",
                 "ja": "コレクション追加日：{d}", "ko": "컬렉션 추가일: {d}"}[lang]
        added = fill(added, d=self._stamp(page, self._after_last(card, when), self._of(lang, "num", "long", "dot")))
        head = f"{U['rulings']} ({len(card.rulings)})"
        self._cs(page, close, added, head, U["front"], U["back"], U["transform"], U["one_face"])
        img = E("img", src=f"/img/{card.set_code.lower()}/{card.number}.jpg", alt=f"{card.set_code} #{card.number}")
        btns = E("div", E("button", U["front"], type="button", aria__pressed="true"), E("button", U["back"], type="button", disabled=True),
                 E("button", U["transform"], type="button", disabled=True), cls="face-buttons")
        rul = self.rulings(page, card, lang, "a collection's card modal (naming no card)", ["num", "long", "dot", "iso"], ["over", "dash"])
        modal = E("div", E("div", E("button", close, type="button"), cls="modal-bar"), img, btns, E("p", E("small", U["one_face"])),
                  E("h2", head), rul, E("p", E("small", added)), cls="card-modal", role="dialog")
        self._kit(page, "faces")
        self._kit(page, "nav")
        self._assemble(page, lang, f"{U['cards']} · {head}", [modal], body_cls="modal-frame")

    def layout_name_guess_game_untitled(self, page, card):
        """(Names no card.) A daily "guess the card" game's page (English, Spanish, Polish, Turkish): the
        puzzle's number and day, the hidden name as blocks keeping its commas, apostrophes and hyphens
        ("█████, ███ ███████ ████"), its letter count, "one face", the rulings as clues (the date over each
        text or "DATE — text"), the guess box, "give up", the streak and "next card in HH:MM:SS"."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["en", "es", "pl", "tr"])
        W = GUESS_W[lang]
        U = UI[lang]
        masked = re.sub(r"\w", "█", card.name)
        day = self._after_last(card, when)
        title = fill(W["title"], n=r.randint(120, 1400))
        puzzle = fill(W["day"], d=self._stamp(page, day, self._of(lang, "long", "num", "year")))
        letters = fill(W["letters"], n=sum(ch.isalnum() for ch in card.name))
        streak = fill(W["streak"], n=r.randint(0, 60))
        nxt = f"{W['next']} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"
        self._cs(page, title, puzzle, masked, letters, U["one_face"], W["clues"], W["guess"], W["give_up"], streak, nxt)
        rul = self.rulings(page, card, lang, "a card-guessing game's clues (naming no card)", ["long", "num", "year", "abbr"], ["over", "dash"])
        game = E("main", E("h1", title), E("p", puzzle), E("p", E("code", masked), " ", E("small", letters), cls="masked-name"),
                 E("p", U["one_face"]), E("h2", W["clues"]), rul,
                 E("form", E("input", type="text", placeholder=W["guess"]), E("button", W["guess"], type="submit"),
                   E("button", W["give_up"], type="button"), cls="guess"),
                 E("p", streak, " · ", nxt, cls="stats"))
        self._kit(page, "faces")
        parts = [self.header(page, lang, W["site"], search=False), self.consent(page, lang) if r.random() < 0.6 else None, game,
                 self.ad(page, lang) if r.random() < 0.4 else None, self.footer(page, lang, W["site"], when, newsletter=False)]
        self._assemble(page, lang, f"{title} — {W['site']}", parts)

    def layout_wiki_split_navbox_article(self, page, card):
        """A fan wiki's article about the card (English, German, Italian, Dutch, Czech): a hatnote "Not to be
        confused with OTHER.", the infobox (layout normal, set, type), the Oracle text, "Rulings" as "DATE:
        text" bullets or "text (DATE)", the navigation boxes of split and flip cards ("Fire // Ice · Life //
        Death"), categories, "last edited DATE"."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["en", "de", "it", "nl", "cs"])
        W, U = WIKI_W[lang], UI[lang]
        site = r.choice(["Multiverse Wiki", "Planes Wiki", "Card Lore Wiki"])
        name = self._title(page, card, lang, 0.3)
        other = self._others(card, 1)
        hat = fill(W["hatnote"], other=other[0].name) if other else ""
        self._cs(page, hat, W["infobox"], U["layout"], W["set"], W["type"], U["rulings"], W["cats"])
        info = E("table", E("caption", W["infobox"]), E("tr", E("td", U["layout"])), E("tr", E("th", W["set"]), E("td", card.set_name)),
                 E("tr", E("th", W["type"]), E("td", card.type_line or "")), cls="infobox")
        rul = self.rulings(page, card, lang, "a wiki article's rulings bullets", ["long", "num", "iso", "gb", "pad"], ["dash", "colon", "paren"])
        boxes = []
        for key, kinds in (("split", ("split", "aftermath")), ("flip", ("flip",))):
            row = " · ".join(" // ".join(fs) for _, fs in self._multi(card, 4, kinds))
            label = U["split_box"] if key == "split" else U["flip_box"]
            self._cs(page, label, row)
            boxes.append(E("tr", E("th", label), E("td", row)))
        self._kit(page, "faces")
        edited = fill(W["edited"], d=self._stamp(page, self._after_last(card, when), self._of(lang, "long", "gb", "num")))
        self._c(page, edited)
        art = E("article", E("h1", *self._name_el(name)), E("p", E("i", hat), cls="hatnote") if hat else None, info, self.oracle(card, False),
                E("h2", U["rulings"]), rul, E("table", *boxes, cls="navbox"), E("p", W["cats"], cls="catlinks"), E("p", E("small", edited)))
        parts = [self.header(page, lang, site), self.crumbs(page, lang, U["cards"], name), art, self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{name} | {site}", parts)

    def layout_caps_title_store_listing(self, page, card):
        """A card store's listing (English, Spanish, French, Turkish) whose product title is in capitals
        with the set and condition ("YOSEI, THE MORNING STAR – CHAMPIONS OF KAMIGAWA – NM"), the details
        table giving the name as printed ("Card name: Yosei, the Morning Star"), price and stock, a
        "Rulings" tab ("DATE: text" or a table), "frequently bought together" flip and transforming cards
        written "Budoka Gardener / Dokai, Weaver of Life", the shop's reviews line."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["en", "es", "fr", "tr"])
        W, U = STORE_W[lang], UI[lang]
        site = r.choice(["Top Deck Singles", "Flip Side Cards", "Kart Dükkânı", "La Carta Doble"])
        page.title_lang = "en"
        caps = f"{card.name.upper()} – {card.set_name.upper()} – NM"
        price = r.choice(["$", "€", "₺"]) + f"{r.randint(0, 40)},{r.randint(0, 99):02d}"
        stock = fill(U["stock"], n=r.randint(1, 12))
        upd = self._c(page, fill(U["updated"], d=self._stamp(page, self._after_last(card, when), self._of(lang, "num", "long", "abbr"))))
        self._cs(page, W["name"], W["set"], W["cond"], price, stock, U["cart"], W["tab_desc"], U["rulings"], W["bought"], W["reviews"])
        details = E("table", E("tr", E("th", W["name"]), E("td", *self._name_el(card.name))), E("tr", E("th", W["set"]), E("td", card.set_name)),
                    E("tr", E("th", W["cond"]), E("td", "Near Mint")), cls="details")
        tabs = E("div", E("a", W["tab_desc"], href="#desc"), " ", E("a", U["rulings"], href="#rulings", cls="active"), cls="tabs")
        rul = self.rulings(page, card, lang, "a store listing's rulings tab", ["long", "num", "abbr", "short"], ["colon", "table"])
        bought = self.faces(page, card, W["bought"], 3, ("flip", "transform"), " / ")
        main = E("main", E("h1", caps), E("p", E("strong", price), " · ", stock), E("button", U["cart"], type="button"), details, tabs,
                 E("section", rul, id="rulings"), bought, E("p", W["reviews"]), E("p", E("small", upd)))
        parts = [self.consent(page, lang) if r.random() < 0.7 else None, self.header(page, lang, site),
                 self.crumbs(page, lang, U["cards"], card.set_name, card.name), main, self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{caps} | {site}", parts)

    def layout_adventure_interaction_qa(self, page, card):
        """A rules Q&A site's question about the card beside a card with an adventure (English, German,
        Spanish, Czech): "How does NAME work with adventurer cards like Bonecrusher Giant // Stomp?", asked
        by and when, votes, the accepted answer ("Here are NAME's official rulings:" then "DATE — text" or
        "text (DATE)"), the answer's note on adventures (no ruling of the card), another answer, tags."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["en", "de", "es", "cs"])
        W, U = QA_W[lang], UI[lang]
        site = r.choice(["Stack Rulings", "Judge Q&A", "Rules Exchange"])
        page.title_lang = "en"
        adv = ([fs for _, fs in self._multi(card, 1, ("adventure",))] or [("Bonecrusher Giant", "Stomp")])[0]
        adv_name = r.choice([" // ", " / "]).join(adv)
        q = fill(W["q"], name=card.name, adv=adv_name)
        last = max(d for d, _ in card.rulings)
        asked = self._moment(card, last + dt.timedelta(days=1), when.date() - dt.timedelta(days=3))
        own = self._of(lang, "num", "long", "abbr", "pad")
        asked_s = fill(W["asked"], d=f"{self._stamp(page, asked.date(), own)} {clock(asked, lang)}", who=r.choice(HANDLES))
        ans = self._moment(card, asked.date(), when.date())
        ans_s = fill(W["answered"], d=f"{self._stamp(page, ans.date(), own)} {clock(ans, lang)}", who=r.choice(HANDLES))
        intro = fill(W["intro"], name=card.name)
        note = fill(W["note"], adv=adv[0], spell=adv[1])
        votes = [str(r.randint(2, 90)), str(r.randint(0, 12))]
        self._cs(page, asked_s, ans_s, note, W["accepted"], W["tags"], W["other"], *votes)
        self._kit(page, "faces")
        rul = self.rulings(page, card, lang, "a rules Q&A answer listing the card's rulings", ["long", "num", "iso", "abbr", "pad"], ["dash", "paren"])
        qbox = E("section", E("h1", q), E("p", asked_s, cls="meta"), E("div", votes[0], cls="votes"), cls="question")
        abox = E("section", E("p", W["accepted"], cls="badge"), E("p", intro), rul, E("p", note), E("p", ans_s, cls="meta"), cls="answer")
        other = E("section", E("p", W["other"]), E("div", votes[1], cls="votes"), cls="answer")
        parts = [self.header(page, lang, site), self.consent(page, lang) if r.random() < 0.5 else None,
                 E("main", qbox, abox, other, E("p", W["tags"], cls="tags")), self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{q} - {site}", parts)

    def layout_ja_double_faced_list_page(self, page, card):
        """A Japanese card database's page (titled in the printed name most of the time, its commas "、"
        as printed): "英語名：NAME", the printed text, the rulings ("2018年1月19日" over the text, "・text
        （2018/01/19）" or "DATE：text"), "このカードは片面のみです。", lists of the set's double-faced cards and of
        split cards ("火／氷" written in English "Fire // Ice"), "最終更新", comments."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["ja"])
        U = UI[lang]
        site = r.choice(["MTG両面図鑑", "カード名辞典", "マナベース図書館"])
        name = self._title(page, card, "ja", 0.7)
        en = f"英語名：{card.name}"
        self._cs(page, U["one_face"], U["rulings"], U["layout"], "英語名：" if name != card.name else "")
        box = E("section", E("h1", name), E("p", en) if name != card.name else None, cls="card-head")
        tr = self._translation(page, card, "ja", 0.6)
        if tr:
            box.add(self.printed(tr[0], tr[1], "ja"))
        else:
            box.add(self.oracle(card))
        box.add(E("p", U["layout"], " / ", U["one_face"]))
        rul = self.rulings(page, card, lang, "a Japanese card page's rulings", ["long", "num", "wd", "dot"], ["over", "paren", "colon"])
        upd = fill(U["updated"], d=self._stamp(page, self._after_last(card, when), self._of(lang, "long", "num")))
        self._c(page, upd)
        rails = [self.faces(page, card, fill(U["faces_rail"], set=card.set_name), 3, ("transform", "modal_dfc"), " // "),
                 self.faces(page, card, U["split_box"], 3, ("split", "aftermath"), r.choice([" // ", "／"]))]
        main = E("main", box, E("h2", U["rulings"]), rul, E("p", E("small", upd)), *rails,
                 self.comments(page, lang, card, max(d for d, _ in card.rulings) + dt.timedelta(days=1), when.date()))
        parts = [self.consent(page, lang) if r.random() < 0.6 else None, self.header(page, lang, site),
                 self.crumbs(page, lang, U["cards"], name), main, self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{name}｜{site}", parts)

    def _cjk_card_page(self, page, card, lang: str, site: str, en_label: str, kinds: list[str], styles: list[str], tag: str) -> list:
        """A CJK or Russian card page's main part: the printed name (most of the time) with the English
        one labelled, the face toggle (front only, "transform" greyed, "only one face"), the printed text
        or the Oracle one, the rulings, the site's own update date."""
        U = UI[lang]
        name = self._title(page, card, lang, 0.65)
        toggle = E("div", E("button", U["front"], type="button", aria__pressed="true"), E("button", U["back"], type="button", disabled=True),
                   E("button", U["transform"], type="button", disabled=True), cls="face-toggle")
        self._cs(page, U["front"], U["back"], U["transform"], U["one_face"], U["rulings"], en_label if name != card.name else "")
        head = E("section", E("h1", name), E("p", f"{en_label}{card.name}") if name != card.name else None, toggle,
                 E("p", E("small", U["one_face"])), cls="card-head")
        tr = self._translation(page, card, lang, 0.6)
        head.add(self.printed(tr[0], tr[1], lang) if tr else self.oracle(card))
        rul = self.rulings(page, card, lang, tag, kinds, styles)
        when = self._page_when
        upd = self._c(page, fill(U["updated"], d=self._stamp(page, self._after_last(card, when), self._of(lang, "long", "num", "dot"))))
        self._kit(page, "faces")
        return [head, E("h2", U["rulings"]), rul, E("p", E("small", upd))]

    def layout_ko_face_toggle_card(self, page, card):
        """A Korean card page (titled in the printed name most of the time, "(영문명: NAME)"): the 앞면/뒷면
        toggle with 뒷면 and 변신 greyed, "이 카드는 앞면만 있습니다.", the printed text, the rulings ("2018. 1. 19."
        or "2018년 1월 19일" over each text, in a table or after it), the set's double-faced cards, views, comments."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["ko"])
        self._page_when = when
        site = r.choice(["MTG 카드 도감", "양면카드 사전", "마나 위키"])
        body = self._cjk_card_page(page, card, lang, site, "영문명: ", ["num", "long", "dot"], ["over", "table", "paren"],
                                   "a Korean card page with a face toggle")
        views = self._c(page, f"조회수 {r.randint(40, 9000):,}")
        rail = self.faces(page, card, fill(UI[lang]["faces_rail"], set=card.set_name), 3, ("transform", "modal_dfc"), " // ")
        lo = max(d for d, _ in card.rulings) + dt.timedelta(days=1)
        main = E("main", *body, E("p", views), rail, self.comments(page, lang, card, lo, when.date()))
        name = page.title_lang == "ko" and card.foreign["ko"]["name"] or card.name
        parts = [self.consent(page, lang) if r.random() < 0.6 else None, self.header(page, lang, site),
                 self.crumbs(page, lang, UI[lang]["cards"], name), main, self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{name} - {site}", parts)

    def layout_zh_split_related_card(self, page, card):
        """A Chinese card page (titled in the printed name most of the time, "英文名：NAME"): the 正面/背面
        toggle with 背面 and 转化 greyed, the printed text, the rulings ("2018年1月19日" over each text,
        "text（2018/1/19）" or "DATE：text"), lists of split cards ("Fire // Ice", "Fire／Ice") and flip
        cards, an ad, the site's footer."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["zhs"])
        self._page_when = when
        U = UI[lang]
        site = r.choice(["万智牌双面卡库", "旅法师卡牌库", "牌名百科"])
        body = self._cjk_card_page(page, card, lang, site, "英文名：", ["long", "num", "dash"], ["over", "paren", "colon"],
                                   "a Chinese card page beside lists of split and flip cards")
        rails = [self.faces(page, card, U["split_box"], 4, ("split", "aftermath"), r.choice([" // ", "／"])),
                 self.faces(page, card, U["flip_box"], 2, ("flip",), " // ")]
        name = page.title_lang == "zhs" and card.foreign["zhs"]["name"] or card.name
        parts = [self.consent(page, lang) if r.random() < 0.5 else None, self.header(page, lang, site),
                 self.crumbs(page, lang, U["cards"], name), E("main", *body, self.ad(page, lang), *rails), self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{name}_{site}", parts)

    def layout_ru_transform_button_db(self, page, card):
        """A Russian card database's page (titled in the printed name half the time, "Оригинальное название:
        NAME"): the face buttons with "Трансформировать" greyed, "У этой карты только одна сторона.", the
        printed text, the rulings ("19 января 2018 г." over each text, a table or "text (19.01.2018)"), the
        set's double-faced cards, comments."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["ru"])
        self._page_when = when
        U = UI[lang]
        site = r.choice(["Двуликая База", "MTG Карты RU", "Оракул-Архив"])
        body = self._cjk_card_page(page, card, lang, site, "Оригинальное название: ", ["long", "num", "bare"], ["over", "table", "paren"],
                                   "a Russian card database with a greyed transform button")
        rail = self.faces(page, card, fill(U["faces_rail"], set=card.set_name), 4, ("transform",), r.choice([" // ", " / "]))
        lo = max(d for d, _ in card.rulings) + dt.timedelta(days=1)
        name = page.title_lang == "ru" and card.foreign["ru"]["name"] or card.name
        parts = [self.consent(page, lang) if r.random() < 0.6 else None, self.header(page, lang, site),
                 self.crumbs(page, lang, U["cards"], card.set_name, name),
                 E("main", *body, rail, self.comments(page, lang, card, lo, when.date())), self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{name} — {site}", parts)

    def layout_didyoumean_search_results(self, page, card):
        """A card search's results page (English, Italian, Portuguese, Dutch) for the name typed without its
        punctuation and capitals ("yosei the morning star"): "N results for “query”", "Did you mean NAME?",
        the sort and face filters, the results (other cards, cards with faces written "Fire // Ice"), the
        best match expanded (its name, type line, text, rulings "DATE: text" or "text (DATE)"), "searched
        DATE"."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["en", "it", "pt", "nl"])
        W, U = SEARCH_W[lang], UI[lang]
        site = r.choice(["FaceFinder", "Nameplate", "CardAtlas"])
        page.title_lang = "en"
        q = re.sub(r"\s+", " ", re.sub(r"[^\w\s]", " ", card.name.lower())).strip()
        hits = [o.name for o in self._others(card, 3)] + [" // ".join(fs) for _, fs in self._multi(card, 3)]
        r.shuffle(hits)
        count = fill(W["count"], n=len(hits) + 1, q=q)
        mean = fill(W["mean"], name=card.name)
        seen = self._c(page, fill(W["seen"], d=self._stamp(page, self._after_last(card, when), self._of(lang, "long", "num", "abbr"))))
        self._cs(page, count, W["sort"], W["filter"], W["best"], U["rulings"], *hits)
        form = E("form", E("input", type="search", value=q), E("button", U["search"], type="submit"), role="search")
        best = E("article", E("p", W["best"], cls="badge"), E("h2", E("a", *self._name_el(card.name), href=f"/card/{slug(card.name)}")),
                 self.oracle(card), E("h3", U["rulings"]),
                 self.rulings(page, card, lang, "a search page's best match, expanded", ["long", "num", "iso", "abbr", "gb"], ["colon", "paren"]),
                 cls="best-match")
        lst = E("ol", *[E("li", E("a", h, href=f"/card/{slug(h)}")) for h in hits], cls="results")
        self._kit(page, "faces")
        main = E("main", form, E("p", count), E("p", E("em", mean)), E("p", W["sort"], " · ", W["filter"]), best, lst, E("p", E("small", seen)))
        parts = [self.consent(page, lang) if r.random() < 0.6 else None, self.header(page, lang, site, search=False), main,
                 self.ad(page, lang) if r.random() < 0.5 else None, self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{q} — {site}", parts)

    def layout_nl_webshop_curly_apostrophe(self, page, card):
        """A Dutch web shop's product page naming the card as a typesetter would (curly apostrophes, "Kodama’s
        Reach (Champions of Kamigawa)"): price, "op voorraad", delivery time, the "Uitspraken" tab ("19 januari
        2018: text", a table or the date over the text), double-faced cards of the set, the Kiyoh score,
        "prijs bijgewerkt op DATE", the shop's footer with its KvK number."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["nl"])
        U = UI[lang]
        site = r.choice(["Kaartenhoek", "De Dubbele Kaart", "Spellenzolder"])
        page.title_lang = "en"
        typeset = card.name.replace("'", "’")
        title = f"{typeset} ({card.set_name})"
        price = f"€ {r.randint(0, 25)},{r.randint(0, 99):02d}"
        stock = fill(U["stock"], n=r.randint(1, 9))
        ship = "Voor 22:00 besteld, morgen in huis"
        kiyoh = f"Kiyoh {r.randint(88, 99) / 10:.1f}".replace(".", ",") + f" · {r.randint(200, 3000)} beoordelingen"
        kvk = f"KvK {r.randint(10000000, 99999999)} · Btw NL{r.randint(100000000, 999999999)}B01"
        upd = self._c(page, f"Prijs bijgewerkt op {self._stamp(page, self._after_last(card, when), self._of(lang, 'long', 'num', 'abbr'))}")
        self._cs(page, price, stock, ship, U["cart"], U["rulings"], kiyoh, kvk, "Omschrijving")
        tabs = E("div", E("a", "Omschrijving", href="#omschrijving"), " ", E("a", U["rulings"], href="#uitspraken", cls="active"), cls="tabs")
        rul = self.rulings(page, card, lang, "a Dutch web shop's rulings tab", ["long", "num", "abbr"], ["colon", "table", "over"])
        rail = self.faces(page, card, fill(U["faces_rail"], set=card.set_name), 3, ("transform", "modal_dfc"), " // ")
        main = E("main", E("h1", title), E("p", E("strong", price), " · ", stock), E("p", ship), E("button", U["cart"], type="button"), tabs,
                 E("section", rul, id="uitspraken"), E("p", E("small", upd)), rail, E("p", kiyoh))
        foot = self.footer(page, lang, site, when)
        foot.add(E("p", E("small", kvk)))
        parts = [self.consent(page, lang) if r.random() < 0.7 else None, self.header(page, lang, site),
                 self.crumbs(page, lang, U["cards"], card.set_name, title), main, foot]
        self._assemble(page, lang, f"{title} kopen? | {site}", parts)

    def layout_pl_forum_faces_topic(self, page, card):
        """A Polish rules forum's topic (phpBB style): "[Zasady] NAME a karty dwustronne", views and replies,
        the question post with "pon. 04.03.2024, 14:22", the answer pasting the rulings ("19 stycznia 2018 r. –
        text" or "text (19.01.2018)") under "Oficjalne orzeczenia:", a reply on split cards ("Fire // Ice to
        jedna karta"), signatures, "Strefa czasowa UTC+01:00"."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["pl"])
        U = UI[lang]
        site = r.choice(["Forum MTG Polska", "Zasady i Karty", "Planeswalker.pl"])
        page.title_lang = "en"
        split = ([fs for _, fs in self._multi(card, 1, ("split",))] or [("Fire", "Ice")])[0]
        title = f"[Zasady] {card.name} a karty dwustronne"
        stats = f"Odpowiedzi: {r.randint(2, 9)} · Wyświetlenia: {r.randint(50, 4000)}"
        lo = max(d for d, _ in card.rulings) + dt.timedelta(days=1)
        t1 = self._moment(card, lo, when.date() - dt.timedelta(days=4))
        t2 = self._moment(card, t1.date(), when.date() - dt.timedelta(days=2))
        t3 = self._moment(card, t2.date(), when.date())
        own = "pl:wd"
        stamps = [f"{self._stamp(page, t.date(), own)}, {t.hour:02d}:{t.minute:02d}" for t in (t1, t2, t3)]
        who = r.sample(HANDLES, 3)
        q = "Czy ta karta działa jakoś inaczej z kartami dwustronnymi? Nie mogę znaleźć orzeczeń."
        reply = f"Pamiętaj, że {' // '.join(split)} to jedna karta z dwiema nazwami."
        sig = "Sędzia L1 · Kraków"
        self._cs(page, stats, *stamps, *who, q, "Oficjalne orzeczenia:", reply, sig, "Strefa czasowa UTC+01:00", "Cytuj", "Odpowiedz")
        self._kit(page, "faces")
        self._kit(page, "comments")
        rul = self.rulings(page, card, lang, "a Polish forum answer pasting the rulings", ["year", "long", "num"], ["dash", "paren", "over"])

        def post(k, *body):
            return E("article", E("p", E("b", who[k]), " » ", E("time", stamps[k]), cls="post-meta"), *body,
                     E("p", E("a", "Cytuj", href="#"), " ", E("a", "Odpowiedz", href="#")), cls="post")
        main = E("main", E("h1", title), E("p", stats), post(0, E("p", q)),
                 post(1, E("p", "Oficjalne orzeczenia:"), rul, E("p", E("small", sig), cls="signature")), post(2, E("p", reply)))
        parts = [self.header(page, lang, site), self.crumbs(page, lang, "Forum", "Zasady", title), main,
                 self.consent(page, lang) if r.random() < 0.6 else None, self.footer(page, lang, site, when), E("p", "Strefa czasowa UTC+01:00")]
        self._assemble(page, lang, f"{title} - {site}", parts)

    def layout_tr_card_guide_faces(self, page, card):
        """A Turkish card guide article: "Kart rehberi: NAME", the byline and its date, an intro on faces
        ("Bu kartın tek yüzü var; çift yüzlü kartlar gibi dönüşmez."), the Oracle text, "Resmî kurallar" as
        "19 Ocak 2018 — text" or the date over the text, the sidebar of double-faced and adventure cards,
        comments, the footer."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["tr"])
        U = UI[lang]
        site = r.choice(["Kart Rehberi TR", "Çift Yüz", "MTG Türkiye"])
        page.title_lang = "en"
        title = f"Kart rehberi: {card.name}"
        pub = self._after_last(card, when)
        by = f"Yazar: {r.choice(HANDLES)} · {self._stamp(page, pub, self._of(lang, 'long', 'num', 'abbr'))}"
        intro = "Bu kartın tek yüzü var; çift yüzlü kartlar gibi dönüşmez."
        mins = f"{r.randint(3, 9)} dk okuma"
        self._cs(page, by, intro, "Resmî kurallar", mins)
        rul = self.rulings(page, card, lang, "a Turkish card guide's official rulings", ["long", "num", "abbr"], ["dash", "over", "colon"])
        side = E("aside", self.faces(page, card, fill(U["faces_rail"], set=card.set_name), 3, ("transform", "modal_dfc"), " // "),
                 self.faces(page, card, "Macera kartları", 2, ("adventure",), " / "), cls="sidebar")
        art = E("article", E("h1", *self._name_el(title)), E("p", by, " · ", mins, cls="byline"), E("p", intro),
                self.oracle(card), E("h2", "Resmî kurallar"), rul)
        lo = pub
        parts = [self.consent(page, lang) if r.random() < 0.6 else None, self.header(page, lang, site), self.crumbs(page, lang, "Rehberler", title),
                 E("main", art, side, self.comments(page, lang, card, lo, when.date())), self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{title} | {site}", parts)

    def layout_cz_katalog_faces(self, page, card):
        """A Czech shop's card catalogue page: the name, "Edice: SET", "Rozvržení: běžné", price in Kč and
        stock, the rulings ("19. ledna 2018: text", a table or "text (19. 1. 2018)"), the set's double-faced
        cards and split cards ("Fire / Ice"), "Naposledy upraveno DATE", the shop's IČO line."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["cs"])
        U = UI[lang]
        site = r.choice(["Kouzelná karta", "Karetní sklep", "Dvojitá tvář"])
        page.title_lang = "en"
        price = f"{r.randint(3, 400)} Kč"
        stock = fill(U["stock"], n=r.randint(1, 20))
        ico = f"IČO: {r.randint(10000000, 99999999)} · Provozovna Brno"
        upd = self._c(page, fill(U["updated"], d=self._stamp(page, self._after_last(card, when), self._of(lang, "long", "num", "pad"))))
        self._cs(page, f"Edice: {card.set_name}", U["layout"], price, stock, U["cart"], U["rulings"], ico)
        rul = self.rulings(page, card, lang, "a Czech catalogue's rulings", ["long", "num", "pad"], ["colon", "table", "paren"])
        rails = [self.faces(page, card, fill(U["faces_rail"], set=card.set_name), 3, ("transform",), " // "),
                 self.faces(page, card, U["split_box"], 3, ("split", "aftermath"), " / ")]
        main = E("main", E("h1", *self._name_el(card.name)), E("p", f"Edice: {card.set_name}"), E("p", U["layout"]), self.oracle(card),
                 E("p", E("strong", price), " · ", stock), E("button", U["cart"], type="button"), E("h2", U["rulings"]), rul,
                 E("p", E("small", upd)), *rails)
        foot = self.footer(page, lang, site, when)
        foot.add(E("p", ico))
        parts = [self.consent(page, lang) if r.random() < 0.6 else None, self.header(page, lang, site),
                 self.crumbs(page, lang, U["cards"], card.set_name, card.name), main, foot]
        self._assemble(page, lang, f"{card.name} | {site}", parts)

    def layout_checklist_row_expanded(self, page, card):
        """A set checklist (English, German, French, Spanish) with one row opened: the set's heading, the
        table (number, name, rarity) with other cards and cards with faces ("Loyal Cathar // Unhallowed
        Cathar") as rows, the card's row opened under the table (its name, type line, text, the rulings
        as "DATE — text" or a table), the filter line, "checklist updated DATE"."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["en", "de", "fr", "es"])
        W, U = CHECK_W[lang], UI[lang]
        site = r.choice(["SetLists", "Checklist Vault", "CardAtlas"])
        page.title_lang = "en"
        head = fill(W["title"], set=card.set_name)
        names = [o.name for o in self._others(card, 4)] + [" // ".join(fs) for _, fs in self._multi(card, 3, ("transform", "flip", "split"))]
        r.shuffle(names)
        rows = [(str(r.randint(1, 280)), n, r.choice("CURM")) for n in names]
        rows.insert(r.randint(0, len(rows)), (card.number, card.name, r.choice("CURM")))
        body = E("tbody")
        for num, n, rar in rows:
            body.add(E("tr", E("td", num), E("td", E("a", n, href=f"#{slug(n)}")), E("td", rar), cls="open" if n == card.name else None))
            if n != card.name:
                self._c(page, n)
        upd = self._c(page, fill(W["updated"], d=self._stamp(page, self._after_last(card, when), self._of(lang, "long", "num", "abbr"))))
        self._cs(page, head, W["num"], W["name"], W["rarity"], W["filter"], U["rulings"])
        table = E("table", E("thead", E("tr", E("th", W["num"]), E("th", W["name"]), E("th", W["rarity"]))), body, cls="checklist")
        opened = E("section", E("h2", *self._name_el(card.name)), self.oracle(card), E("h3", U["rulings"]),
                   self.rulings(page, card, lang, "a set checklist's opened row", ["long", "num", "iso", "abbr"], ["dash", "table"]),
                   id=slug(card.name), cls="row-detail")
        self._kit(page, "faces")
        main = E("main", E("h1", head), E("p", W["filter"]), table, opened, E("p", E("small", upd)))
        parts = [self.consent(page, lang) if r.random() < 0.5 else None, self.header(page, lang, site),
                 self.crumbs(page, lang, card.set_name, head), main, self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{card.name} · {head} — {site}", parts)

    def layout_name_variants_permalink(self, page, card):
        """A card page that shows the card's name in every shape people look it up by (English, German,
        Italian, Portuguese): the name, the permalink with its slug, "copy name", "also searched as" (the
        name without its punctuation, its short name before the comma), the printed names, the Oracle text,
        the printed text now and then, the rulings ("DATE — text", the date over the text or a table), the
        set's double-faced cards, "last updated"."""
        r = self.rng
        lang, html_mode, when = self._setup(page, card, ["en", "de", "it", "pt"])
        W, U = PERMA_W[lang], UI[lang]
        site = r.choice(["Nameplate", "Oracle Shelf", "Two-Sided DB"])
        name = self._title(page, card, lang, 0.3)
        link = f"https://{slug(site)}.example/card/{card.set_code.lower()}/{card.number}/{slug(card.name)}"
        plain = re.sub(r"\s+", " ", re.sub(r"[^\w\s]", " ", card.name.lower())).strip()
        short = card.name.split(",")[0]
        also = f"{W['also']} {plain}" + (f" · {short}" if short != card.name else "")
        self._cs(page, W["perma"], link, W["copy"], also, W["printed"], U["rulings"])
        printed = E("ul", *[E("li", f"{code}: {f['name']}") for code, f in sorted(card.foreign.items())[:4]], cls="printed-names")
        box = E("section", E("h1", *self._name_el(name)), E("p", W["perma"], " ", E("code", link), " ", E("button", W["copy"], type="button")),
                E("p", E("small", also)), E("h3", W["printed"]), printed, self.oracle(card), cls="card")
        tr = self._translation(page, card, lang, 0.5)
        if tr:
            box.add(self.printed(tr[0], tr[1], lang))
        rul = self.rulings(page, card, lang, "a card page listing its name's shapes", ["long", "num", "iso", "gb", "dot"], ["dash", "over", "table"])
        upd = self._c(page, fill(U["updated"], d=self._stamp(page, self._after_last(card, when), self._of(lang, "long", "num"))))
        rail = self.faces(page, card, fill(U["faces_rail"], set=card.set_name), 3, ("transform", "modal_dfc"), r.choice(JOINS))
        parts = [self.consent(page, lang) if r.random() < 0.6 else None, self.header(page, lang, site),
                 self.crumbs(page, lang, U["cards"], name), E("main", box, E("h2", U["rulings"]), rul, E("p", E("small", upd)), rail),
                 self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{name} ({card.set_code}) — {site}", parts)

    # (layout methods)

    LAYOUTS30: dict[str, tuple[str, bool]] = {
        "face-tabs-card-view": ("layout_face_tabs_card_view", True),
        "deck-popover-face-names": ("layout_deck_popover_face_names", True),
        "face-switch-modal-untitled": ("layout_face_switch_modal_untitled", False),
        "name-guess-game-untitled": ("layout_name_guess_game_untitled", False),
        "wiki-split-navbox-article": ("layout_wiki_split_navbox_article", True),
        "caps-title-store-listing": ("layout_caps_title_store_listing", True),
        "adventure-interaction-qa": ("layout_adventure_interaction_qa", True),
        "ja-double-faced-list-page": ("layout_ja_double_faced_list_page", True),
        "ko-face-toggle-card": ("layout_ko_face_toggle_card", True),
        "zh-split-related-card": ("layout_zh_split_related_card", True),
        "ru-transform-button-db": ("layout_ru_transform_button_db", True),
        "didyoumean-search-results": ("layout_didyoumean_search_results", True),
        "nl-webshop-curly-apostrophe": ("layout_nl_webshop_curly_apostrophe", True),
        "pl-forum-faces-topic": ("layout_pl_forum_faces_topic", True),
        "tr-card-guide-faces": ("layout_tr_card_guide_faces", True),
        "cz-katalog-faces": ("layout_cz_katalog_faces", True),
        "checklist-row-expanded": ("layout_checklist_row_expanded", True),
        "name-variants-permalink": ("layout_name_variants_permalink", True),
        # (layout registry)
    }


def fresh30_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-30 part's pages, drawn with their own generator (seed + 178559)."""
    return Fresh30Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh30")

#: the kinds of furniture the part's pages carry (each page at least one; all of them in a full run)
KITS = {"consent", "nav", "breadcrumbs", "footer", "newsletter", "ads", "faces", "comments"}


def self_test(pages: list[Page], gen: Fresh30Generator) -> list[str]:
    """What is wrong with the answers: every ruling text, translation, chrome line, shown date and
    page date is in the page as read; the rulings are the card's own with their real dates; the
    pages' own dates are none of the card's ruling dates; titled pages show their title, untitled
    ones name the card nowhere but inside a ruling; every layout (all fresh-30's own) in both
    formats, dates in 12 languages, 5 stored title languages, translations, every kind of
    furniture, valid ISO dates, chrome on every page."""
    return single_self_test(pages, gen, Fresh30Generator.LAYOUTS30, KITS, 12)


def main() -> int:
    return single_part_main(Fresh30Generator, fresh30_corpus, self_test, SEED_OFFSET, "fresh30")


if __name__ == "__main__":
    raise SystemExit(main())
