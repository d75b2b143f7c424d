"""The fresh-31 part of the page corpus (held out) (``bench/page_corpus.py``): sites built for multi-face cards.

Written without reading the page parser (nor any code that reads pages, nor its tests), before any
parser run on it and without seeing which pages of any part fail. Only the corpus's interface was read
(``bench/page_corpus.py`` with its ``multiface_cards``, ``bench/page_fresh29.py`` and
``bench/page_fresh30.py``'s code as models, ``bench/page_accuracy.py``, ``tests/test_page_fresh_corpus.py``,
``tests/conftest.py``) and the MTGJSON data. Theme: until now every page of the corpus was about a
single-faced card; here four pages in five are about a card with several faces (split, flip, transforming,
modal double-faced, adventurer, aftermath: every kind the sets read have, each kind drawn by weight so the
rare ones show up too), the rest about single-faced cards for contrast, on sites as they present such
cards. The page's card is always the database's card, the whole English name ("Delver of Secrets //
Insectile Aberration"), and its rulings the whole card's; the page may be titled with the whole name,
the front face, the back face (players search the back face) or a face's printed name. Translations are
what the page shows word for word: one printed face's name and text, or the whole printed name with the
faces' printed texts joined by a line "//". Saved (HTML) or copied (text, as a browser's Select all / Copy
gives it: blocks on their lines, table cells by tabs, inline runs with no space between them, hidden parts
such as an inactive face tab's panel left out); every layout comes in both. Page ids are "e000"–"e199".

- scry-both-faces-oracle: a card search site's page (English): the whole name (or, viewing a foreign
  printing, the whole printed name with each printed face), each face's name, type line and Oracle text,
  "⟳ Transform" / "↻ Turn over" / "⤾ Flip", the artist, legalities, prints with prices, "Notes and Rules
  Information for NAME:" and each ruling with its ISO date under it in brackets or after it;
- gatherer-one-face-detail: an official-database-like page of ONE face (English): "Card Name:" the front's
  or the back's name, its type line and text, the set and rarity, "51b", the artist, the switcher naming
  both faces, the tabs, the rating, and the whole card's rulings (a Date | Text table, month first, or the
  date over each text);
- face-tab-panels-eu: a card page with a tab per face ("Vorderseite | Rückseite", "Recto | Verso",
  "Anverso | Reverso", "Fronte | Retro", "Frente | Verso"; a split, aftermath or adventurer card's tabs
  named for its faces) in German, French, Spanish, Italian or Portuguese, the other panel hidden, the shown
  face printed or in English, "Rückseite anzeigen", the kind of card, rulings in a table or "DATE: text";
- storybook-inset-frame: a card viewer drawing the frame (English, Spanish, French): the main face and its
  inset (the adventure's box, the other half, an aftermath half "↻", a flip card's upside-down half, a back
  face), the frame line, the artist, the whole printed card now and then, rulings "DATE — text" or dated over;
- halves-columns-mechanic-notes: halves or faces side by side (English, German, Italian, Polish) with the
  site's notes ("Fuse: …", "Aftermath: …", "Adventure: …"), a greyed face button, rulings "DATE — text" or a
  table, related cards;
- mdfc-land-slot-guide: a deck-building guide "Does FRONT count as a land?" (English, Portuguese, Spanish,
  Dutch): the byline with its date, a facts table (each face's type line, yes/no), both faces, "Official
  rulings" ("DATE: text" or "DATE — text"), more cards like it, comments;
- deck-list-front-face: a deck builder's page (English, German, Dutch, Polish) naming every card by its
  front face ("4 Delver of Secrets"), the selected card's panel titled with the front face, "Rulings (N)"
  as "text (DATE)" or "DATE — text", the Arena export, the deck's author, date, price and mana curve;
- printed-face-wiki-article: a fan wiki's article (Japanese, Simplified Chinese, Korean, Russian,
  Portuguese) titled with one face's printed name: "英語名：WHOLE NAME", the kind, the set, the contents, a
  section per face (printed or English) with "[編集]", the rulings dated over or before or after the text,
  categories, "last edited";
- back-face-forum-thread: a phpBB-like rules forum (English, German, French, Spanish, Italian), the thread
  titled with the BACK face: the question, posts stamped with date and time, the answer pointing to the
  whole card and pasting all or some of its rulings ("DATE: text", "text (DATE)" or dated over), signatures;
- translator-face-columns: a translation tool's review (German, French, Italian, Spanish, Portuguese,
  Japanese) titled with the whole English name: each face's name, type line and text, English source and
  printed target side by side in a table, status and buttons, the reference rulings in the translator's dates;
- face-lightbox-untitled (names no card): a card image in a lightbox (English, Spanish, German, Japanese):
  "Face 1 of 2" and "Show back face" / "Ver reverso" / "Rückseite anzeigen" / "裏面を見る" (a "Flip" or
  "Rotate" button for other kinds), zoom and download, "close", the rulings drawer;
- day-night-face-toggle: "☀ Day / ☾ Night" for a transforming card, "Front / Back" for others (English,
  French, Italian): the shown face, its printed text now and then, the other face under the toggle, rulings
  dated over or under the text;
- price-listing-face-names: a marketplace's price page (English, German, French, Dutch): trend, average,
  "Prices updated DATE", a sparkline, offers whose sellers name the card their own ways (the front face,
  "FRONT / BACK", "BACK // FRONT", "FRONT [SET]"), the rulings tab ("DATE: text" or a table);
- app-share-card-text: a card app's share text (English, Spanish, Korean, Italian) as a chat shows it (or
  the link's landing page): the whole name (printed now and then, with the whole printed text), else each
  face with "//" between them, "Rulings:" and "• DATE: text" lines, "Shared from…", the link;
- scanner-result-untitled (names no card): a card scanner's result (English, Italian, Portuguese, Korean,
  Polish): "Scan complete ✓", "Front side detected", "Scan back side", the kind, condition, price, "Add to
  collection", "Scanned DATE TIME", the rulings dated over or "DATE: text";
- ko-face-switch-db: a Korean card page titled with a printed name (the whole card's or a face's): "영문명:",
  the 앞면/뒷면 tabs and "⟳ 변신", the faces printed or English, rulings "2018. 1. 19.", views, comments;
- zh-dual-face-detail: a Chinese card page (Simplified or Traditional) titled with the whole printed name
  most of the time: "英文名：", 正面 / 背面 and "⟳ 转化", the card's text (the printed faces joined by a line
  "//" or the English faces), rulings "2018年1月19日", "2018-01-19" or "2018/1/19", an ad;
- fr-fiche-recto-verso: a French card sheet titled with the printed front face or whole name: "Recto |
  Verso", "Voir le verso", the printed recto, the other face in English, legalities, rulings ("1er janvier
  2018", "19/01/2018", "19 janv. 2018"), comments;
- spoiler-reveal-both-faces: a news site's reveal (English, Russian, Italian, Polish): "Card reveal: NAME",
  the byline and date, "Front face" / "Back face", "From the release notes" and the rulings, comments;
- face-search-hit-expanded: a card search (English, German, Polish, Dutch, Russian) for a word of one face
  ("Results for “insectile”"): the count, the face filter, the hit with "matched on the back face" (or
  "on one half"), both faces, the rulings ("DATE: text" or "text (DATE)"), other results.

The untitled layouts' ``--card`` is, in turn, the whole English name, one face's English name, or one
face's printed name in another language. Chrome on every page, in the site's language: consent notices,
headers, navigation, search, account links, breadcrumbs, footers, newsletter forms, fan-content lines, ads,
comments with their dates and times, forum posts' stamps and signatures, prices, offers and sellers, deck
lists and exports of other cards, related cards (other cards with faces, joined as sites join them), and
the face furniture: face tabs and toggles, "Transform", "Turn over", "Flip", "Rotate", "Show back face",
"Ver reverso", "Rückseite anzeigen", "Voir le verso", "裏面を見る", "뒷면 보기", "☀ Day / ☾ Night", "Face 1 of
2", the kind of card ("Transforming double-faced card", "Abenteurerkarte", "分割カード"…). The pages' own
dates (updated, posted, scanned, prices updated, comments) are none of the card's ruling days.

Dates in twelve languages: English (month first and day first, ISO), German, French ("1er"), Spanish,
Italian, Portuguese, Russian, Japanese, Korean, Chinese, Dutch and Polish. Every ruling carries its real
MTGJSON date; titles in English and in printed names (German, French, Spanish, Italian, Portuguese,
Russian, Japanese, Korean, Simplified and Traditional Chinese).

Each page's generator is seeded with the corpus seed + 187067 (``SEED_OFFSET``), so the other parts draw
exactly the pages they drew before; ``bench/page_corpus.py`` hands this part the single-faced cards and
then ``multiface_cards``. The self-test (``python bench/page_fresh31.py [SETS]``) passes at seeds 7 and 21
on the bundled sample and on the archive's 60 sets. Held out: not run through the parser when written;
bench/page_accuracy.py prints its failures only with --show-fresh31.

The scaffolding this part shares with the parts after it (the generator's base with its names, translations, days,
chrome's bookkeeping and page loop, the helpers and the self-test's common checks) lives in ``bench/page_parts.py``
(``SitePartGenerator``); this module keeps its own picker, names, rulings' days, moment, sites, words and date forms.
"""

from __future__ import annotations

import datetime as dt
import html
import re

from page_corpus import CardData, Page, fold
from page_parts import (SITE_COLS, STORED, SitePartGenerator, clock, fill, reading_views, rows, slug, title_problems,
                        translation_problems)

SEED_OFFSET = 187067
#: the share of pages about a single-faced card (the rest are about cards with several faces)
SINGLE_SHARE = 0.15

# --- dates -------------------------------------------------------------------------------------------
# Month words by language (Russian and Polish in the genitive a date takes); weekdays Monday first.

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
}.items()}

MON = {k: v.split() for k, v in {
    "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
    "de": "Jan. Feb. März Apr. Mai Juni Juli Aug. Sep. Okt. Nov. Dez.",
    "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.",
    "it": "gen feb mar apr mag giu lug ago set ott nov dic",
    "es": "ene feb mar abr may jun jul ago sept oct nov dic",
    "pt": "jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.",
    "ru": "янв. февр. мар. апр. мая июн. июл. авг. сент. окт. нояб. дек.",
    "nl": "jan feb mrt apr mei jun jul aug sep okt nov dec",
    "pl": "sty lut mar kwi maj cze lip sie wrz paź lis gru",
}.items()}

DAYS = {k: v.split() for k, v in {
    "en": "Mon Tue Wed Thu Fri Sat Sun", "de": "Mo. Di. Mi. Do. Fr. Sa. So.", "ja": "月 火 水 木 金 土 日",
    "ko": "월 화 수 목 금 토 일", "zh": "周一 周二 周三 周四 周五 周六 周日", "fr": "lun. mar. mer. jeu. ven. sam. dim.",
}.items()}

#: each language's date patterns by kind: {d} {dd} day ({d1} the French "1er"), {m} {mm} month, {y} year,
#: {M} month word, {Mb} its abbreviation, {W} weekday, {iso} the ISO date
PATTERNS = {
    "en": {"long": "{M} {d}, {y}", "abbr": "{Mb} {d}, {y}", "num": "{m}/{d}/{y}", "iso": "{iso}", "gb": "{d} {M} {y}",
           "gbnum": "{dd}/{mm}/{y}", "gbabbr": "{d} {Mb} {y}"},
    "de": {"long": "{d}. {M} {y}", "num": "{dd}.{mm}.{y}", "short": "{d}.{m}.{y}", "abbr": "{d}. {Mb} {y}"},
    "fr": {"long": "{d1} {M} {y}", "num": "{dd}/{mm}/{y}", "abbr": "{d} {Mb} {y}"},
    "it": {"long": "{d} {M} {y}", "num": "{dd}/{mm}/{y}", "abbr": "{d} {Mb} {y}"},
    "es": {"long": "{d} de {M} de {y}", "num": "{dd}/{mm}/{y}", "short": "{d}/{m}/{y}", "abbr": "{d} {Mb} {y}"},
    "pt": {"long": "{d} de {M} de {y}", "num": "{dd}/{mm}/{y}", "abbr": "{d} de {Mb} de {y}"},
    "ru": {"long": "{d} {M} {y} г.", "num": "{dd}.{mm}.{y}", "bare": "{d} {M} {y}"},
    "ja": {"long": "{y}年{m}月{d}日", "num": "{y}/{mm}/{dd}", "pad": "{y}年{mm}月{dd}日", "wd": "{y}年{m}月{d}日({W})"},
    "ko": {"long": "{y}년 {m}월 {d}일", "num": "{y}. {m}. {d}.", "dot": "{y}.{mm}.{dd}"},
    "zh": {"long": "{y}年{m}月{d}日", "dash": "{y}-{mm}-{dd}", "num": "{y}/{m}/{d}"},
    "nl": {"long": "{d} {M} {y}", "num": "{dd}-{mm}-{y}", "abbr": "{d} {Mb} {y}"},
    "pl": {"long": "{d} {M} {y}", "year": "{d} {M} {y} r.", "num": "{dd}.{mm}.{y}"},
}


def render31(d: dt.date, form: str) -> str:
    """A date in one of fresh-31's forms ("lang:kind")."""
    lang, kind = form.split(":", 1)
    months = MONTHS.get(lang, MONTHS["en"])
    mon = MON.get(lang, months)
    days = DAYS.get(lang, DAYS["en"])
    return PATTERNS[lang][kind].format(d=d.day, d1="1er" if d.day == 1 else d.day, dd=f"{d.day:02d}", m=d.month,
                                       mm=f"{d.month:02d}", y=d.year, iso=d.isoformat(), M=months[d.month - 1],
                                       Mb=mon[d.month - 1], W=days[d.weekday()])


# --- one element tree, written out as the saved HTML or as the copied text --------------------------------

BLOCKS = {"html", "body", "div", "p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "dl", "dt", "dd", "table",
          "thead", "tbody", "tfoot", "tr", "section", "header", "footer", "nav", "aside", "main", "article", "form",
          "details", "summary", "fieldset", "figure", "figcaption", "blockquote", "address", "caption", "legend",
          "dialog", "pre"}
PARAGRAPHS = {"p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl", "table", "blockquote", "figure", "address"}
VOIDS = {"br", "img", "input", "meta", "hr", "link", "source", "wbr"}
UNCOPIED = {"script", "style", "img", "input", "meta", "link", "template", "noscript", "svg", "select", "wbr"}


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


def page_html(title: str, body: N, lang: str, head_extra: list[str] | None = None) -> str:
    head = ['<meta charset="utf-8">', f"<title>{html.escape(title)}</title>",
            '<meta name="viewport" content="width=device-width,initial-scale=1">'] + (head_extra or [])
    return f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n' + "\n".join(head) + "\n</head>\n" + to_html(body) + "\n</html>\n"


# --- the sites' words, by the site's language ----------------------------------------------------------

LANGS = ("en", "de", "fr", "es", "it", "pt", "ru", "ja", "ko", "zhs", "zht", "nl", "pl")

UI = rows("home cards search login register privacy terms contact top news subscribe fan rulings comments reply ad ad_text "
           "updated posted front back show_back show_front transform turn flip rotate adventure printings related cart stock", {
    "en": "Home|Cards|Search cards…|Sign in|Create account|Privacy|Terms|Contact|Back to top|Get new rulings by email|Subscribe|"
          "Card names and text © Wizards of the Coast. This site is not affiliated with Wizards.|Rulings|Comments ({n})|Reply|"
          "Advertisement|Double-sleeve your double-faced cards: inner sleeves 20% off|Last updated {d}|Posted {d}|Front|Back|"
          "Show back face|Show front face|Transform|Turn over|Flip|Rotate|View adventure|Printings|Related cards|Add to cart|In stock: {n}",
    "de": "Startseite|Karten|Karten suchen…|Anmelden|Konto erstellen|Datenschutz|AGB|Kontakt|Nach oben|Neue Regelhinweise per E-Mail|"
          "Abonnieren|Kartennamen und -texte © Wizards of the Coast. Diese Seite steht in keiner Verbindung zu Wizards.|Regelhinweise|"
          "Kommentare ({n})|Antworten|Anzeige|Doppelt sleeven: Innenhüllen für doppelseitige Karten 20 % günstiger|Zuletzt aktualisiert am {d}|"
          "Veröffentlicht am {d}|Vorderseite|Rückseite|Rückseite anzeigen|Vorderseite anzeigen|Transformieren|Umdrehen|Um 180° drehen|"
          "Drehen|Abenteuer ansehen|Drucke|Verwandte Karten|In den Warenkorb|Auf Lager: {n}",
    "fr": "Accueil|Cartes|Rechercher une carte…|Connexion|Créer un compte|Confidentialité|CGU|Contact|Haut de page|"
          "Recevoir les nouvelles décisions par e-mail|S'abonner|Noms et textes des cartes © Wizards of the Coast. Site non affilié à Wizards.|"
          "Précisions de règles|Commentaires ({n})|Répondre|Publicité|Double protection pour vos cartes recto verso : -20 % sur les sous-pochettes|"
          "Dernière mise à jour le {d}|Publié le {d}|Recto|Verso|Voir le verso|Voir le recto|Transformer|Retourner|Tourner à 180°|Pivoter|"
          "Voir l'aventure|Impressions|Cartes liées|Ajouter au panier|En stock : {n}",
    "es": "Inicio|Cartas|Buscar cartas…|Entrar|Crear cuenta|Privacidad|Términos|Contacto|Volver arriba|Recibe las nuevas resoluciones por correo|"
          "Suscribirme|Nombres y textos de cartas © Wizards of the Coast. Sitio no afiliado a Wizards.|Resoluciones|Comentarios ({n})|Responder|"
          "Publicidad|Fundas interiores para tus cartas de dos caras con un 20 % de descuento|Última actualización: {d}|Publicado el {d}|"
          "Anverso|Reverso|Ver reverso|Ver anverso|Transformar|Dar la vuelta|Girar 180°|Girar|Ver aventura|Impresiones|Cartas relacionadas|"
          "Añadir al carrito|En stock: {n}",
    "it": "Home|Carte|Cerca carte…|Accedi|Crea un account|Privacy|Termini|Contatti|Torna su|Ricevi le nuove sentenze via e-mail|Iscriviti|"
          "Nomi e testi delle carte © Wizards of the Coast. Sito non affiliato a Wizards.|Sentenze|Commenti ({n})|Rispondi|Pubblicità|"
          "Bustine interne per le carte bifronte scontate del 20%|Ultimo aggiornamento: {d}|Pubblicato il {d}|Fronte|Retro|Mostra il retro|"
          "Mostra il fronte|Trasforma|Gira|Capovolgi|Ruota|Mostra l'avventura|Stampe|Carte correlate|Aggiungi al carrello|Disponibili: {n}",
    "pt": "Início|Cards|Buscar cards…|Entrar|Criar conta|Privacidade|Termos|Contato|Voltar ao topo|Receba as novas decisões por e-mail|Assinar|"
          "Nomes e textos dos cards © Wizards of the Coast. Site não afiliado à Wizards.|Decisões|Comentários ({n})|Responder|Publicidade|"
          "Sleeves internos para cards dupla face com 20% de desconto|Atualizado em {d}|Publicado em {d}|Frente|Verso|Ver verso|Ver frente|"
          "Transformar|Virar|Girar 180°|Girar|Ver aventura|Impressões|Cards relacionados|Adicionar ao carrinho|Em estoque: {n}",
    "ru": "Главная|Карты|Поиск карт…|Войти|Регистрация|Конфиденциальность|Условия|Контакты|Наверх|Новые разъяснения на почту|Подписаться|"
          "Названия и тексты карт © Wizards of the Coast. Сайт не связан с Wizards.|Разъяснения|Комментарии ({n})|Ответить|Реклама|"
          "Внутренние протекторы для двусторонних карт со скидкой 20%|Обновлено {d}|Опубликовано {d}|Лицевая сторона|Обратная сторона|"
          "Показать обратную сторону|Показать лицевую сторону|Трансформировать|Перевернуть|Повернуть на 180°|Повернуть|Показать приключение|"
          "Издания|Похожие карты|В корзину|В наличии: {n}",
    "ja": "トップ|カード|カード検索…|ログイン|新規登録|プライバシー|利用規約|お問い合わせ|ページの先頭へ|新しい裁定をメールでお届け|登録する|"
          "カード名およびテキストの著作権はウィザーズ・オブ・ザ・コーストに帰属します。当サイトはウィザーズ社とは無関係です。|裁定|コメント（{n}）|返信|"
          "広告|両面カード用インナースリーブ20%オフ|最終更新：{d}|投稿日：{d}|第1面|第2面|裏面を見る|表面を見る|変身|裏返す|反転|回転|"
          "出来事を見る|収録セット|関連カード|カートに入れる|在庫：{n}",
    "ko": "홈|카드|카드 검색…|로그인|회원가입|개인정보처리방침|이용약관|고객센터|맨 위로|새 판정을 메일로 받아보세요|구독|"
          "카드 이름과 텍스트의 저작권은 위저즈 오브 더 코스트에 있으며 본 사이트는 위저즈와 무관합니다.|판정|댓글 ({n})|답글|광고|"
          "양면 카드용 이너 슬리브 20% 할인|최종 수정: {d}|작성일: {d}|앞면|뒷면|뒷면 보기|앞면 보기|변신|뒤집기|180도 회전|회전|모험 보기|"
          "수록 세트|관련 카드|장바구니 담기|재고: {n}",
    "zhs": "首页|卡牌|搜索卡牌…|登录|注册|隐私政策|用户协议|联系我们|返回顶部|新裁定邮件提醒|订阅|卡牌名称与文字版权归威世智所有，本站与威世智无关。|"
           "裁定|评论（{n}）|回复|广告|双面牌内套八折|最后更新：{d}|发布于 {d}|正面|背面|查看背面|查看正面|转化|翻面|翻转|旋转|查看冒险|"
           "收录系列|相关卡牌|加入购物车|库存：{n}",
    "zht": "首頁|卡牌|搜尋卡牌…|登入|註冊|隱私權政策|使用條款|聯絡我們|回到頂端|新判定電子報|訂閱|卡牌名稱與文字版權屬於威世智，本站與威世智無關。|"
           "判定|留言（{n}）|回覆|廣告|雙面牌內套八折|最後更新：{d}|發佈於 {d}|正面|背面|查看背面|查看正面|轉化|翻面|翻轉|旋轉|查看冒險|"
           "收錄系列|相關卡牌|加入購物車|庫存：{n}",
    "nl": "Home|Kaarten|Kaarten zoeken…|Inloggen|Account aanmaken|Privacy|Voorwaarden|Contact|Naar boven|Nieuwe uitspraken per e-mail|Aanmelden|"
          "Kaartnamen en -teksten © Wizards of the Coast. Deze site is niet verbonden aan Wizards.|Uitspraken|Reacties ({n})|Reageren|"
          "Advertentie|Binnenhoesjes voor dubbelzijdige kaarten 20% korting|Laatst bijgewerkt op {d}|Geplaatst op {d}|Voorkant|Achterkant|"
          "Achterkant tonen|Voorkant tonen|Transformeren|Omdraaien|180° draaien|Draaien|Avontuur bekijken|Drukken|Gerelateerde kaarten|"
          "In winkelwagen|Op voorraad: {n}",
    "pl": "Strona główna|Karty|Szukaj kart…|Zaloguj się|Załóż konto|Prywatność|Regulamin|Kontakt|Do góry|Nowe orzeczenia na e-mail|Zapisz się|"
          "Nazwy i teksty kart © Wizards of the Coast. Strona niezwiązana z Wizards.|Orzeczenia|Komentarze ({n})|Odpowiedz|Reklama|"
          "Koszulki wewnętrzne do kart dwustronnych 20% taniej|Ostatnia aktualizacja: {d}|Opublikowano {d}|Awers|Rewers|Pokaż rewers|"
          "Pokaż awers|Przekształć|Odwróć|Obróć o 180°|Obróć|Pokaż przygodę|Wydania|Powiązane karty|Do koszyka|Dostępne: {n}",
})

#: what a site calls each kind of card
KIND_W = rows("transform modal_dfc flip split aftermath adventure normal", {
    "en": "Transforming double-faced card|Modal double-faced card|Flip card|Split card|Aftermath card|Adventurer card|Single-faced card",
    "de": "Transformierende doppelseitige Karte|Modale doppelseitige Karte|Flip-Karte|Split-Karte|Nachwirkungskarte|Abenteurerkarte|Einseitige Karte",
    "fr": "Carte recto verso transformable|Carte recto verso modale|Carte retournable|Carte double|Carte à Répercussion|Carte d'aventurier|Carte à une face",
    "es": "Carta transformable de dos caras|Carta modal de dos caras|Carta giratoria|Carta partida|Carta con Secuela|Carta de aventurero|Carta de una cara",
    "it": "Carta bifronte trasformabile|Carta bifronte modale|Carta capovolgibile|Carta doppia|Carta con Conseguenza|Carta avventuriero|Carta a faccia singola",
    "pt": "Card dupla face transformável|Card dupla face modal|Card virável|Card dividido|Card com Resultado|Card de aventureiro|Card de face única",
    "ru": "Трансформирующаяся двусторонняя карта|Модальная двусторонняя карта|Переворачивающаяся карта|Расщеплённая карта|Карта с последствием|"
          "Карта искателя приключений|Односторонняя карта",
    "ja": "変身する両面カード|モードを持つ両面カード|反転カード|分割カード|余波カード|出来事を持つカード|片面カード",
    "ko": "변신하는 양면 카드|모드 양면 카드|뒤집기 카드|분할 카드|여파 카드|모험 카드|단면 카드",
    "zhs": "转化双面牌|模式双面牌|翻转牌|分割牌|余波牌|冒险者牌|单面牌",
    "zht": "轉化雙面牌|模式雙面牌|翻轉牌|分割牌|餘波牌|冒險者牌|單面牌",
    "nl": "Transformerende dubbelzijdige kaart|Modale dubbelzijdige kaart|Omkeerkaart|Gesplitste kaart|Nasleepkaart|Avonturierskaart|Enkelzijdige kaart",
    "pl": "Przekształcająca się karta dwustronna|Modalna karta dwustronna|Karta odwracana|Karta dzielona|Karta z następstwem|"
          "Karta poszukiwacza przygód|Karta jednostronna",
})

CONSENT = rows("title text accept reject", {
    "en": "Cookies on this site|We use cookies to keep you signed in, remember your last searched faces and count visits.|Allow cookies|Only necessary",
    "de": "Cookies auf dieser Seite|Wir verwenden Cookies, damit du angemeldet bleibst und wir Besuche zählen können.|Cookies erlauben|Nur notwendige",
    "fr": "Cookies sur ce site|Nous utilisons des cookies pour garder votre session ouverte et compter les visites.|Autoriser les cookies|Uniquement nécessaires",
    "es": "Cookies en este sitio|Usamos cookies para mantener tu sesión iniciada y contar las visitas.|Permitir cookies|Solo necesarias",
    "it": "Cookie su questo sito|Usiamo i cookie per mantenerti connesso e contare le visite.|Consenti i cookie|Solo necessari",
    "pt": "Cookies neste site|Usamos cookies para manter sua sessão e contar as visitas.|Permitir cookies|Somente necessários",
    "ru": "Файлы cookie на этом сайте|Мы используем cookie, чтобы вы оставались в аккаунте, и для подсчёта посещений.|Разрешить|Только необходимые",
    "ja": "Cookieの利用について|ログイン状態の保持とアクセス数の計測のためにCookieを利用しています。|Cookieを許可|必須のみ",
    "ko": "쿠키 사용 안내|로그인 유지와 방문 통계를 위해 쿠키를 사용합니다.|쿠키 허용|필수 쿠키만",
    "zhs": "Cookie 使用说明|我们使用 Cookie 保持您的登录状态并统计访问量。|允许 Cookie|仅必要",
    "zht": "Cookie 使用說明|我們使用 Cookie 保持您的登入狀態並統計造訪次數。|允許 Cookie|僅必要",
    "nl": "Cookies op deze site|We gebruiken cookies om je ingelogd te houden en bezoeken te tellen.|Cookies toestaan|Alleen noodzakelijke",
    "pl": "Pliki cookie na tej stronie|Używamy plików cookie, by utrzymać logowanie i liczyć odwiedziny.|Zezwól na cookie|Tylko niezbędne",
})


COMMENTS = {k: v.split(";") for k, v in {
    "en": "Always forget the back side exists.;Sleeve it so you can see both sides!;Finally understand how this works.;Thanks for listing them.",
    "de": "Vergesse immer, dass es eine Rückseite gibt.;Danke für die Übersicht!;Jetzt habe ich es verstanden.",
    "fr": "J'oublie toujours qu'il y a un verso.;Merci pour le récapitulatif !;Enfin clair pour moi.",
    "es": "Siempre me olvido del reverso.;¡Gracias por la lista!;Por fin lo entiendo.",
    "it": "Mi dimentico sempre del retro.;Grazie per il riepilogo!;Finalmente ho capito.",
    "pt": "Sempre esqueço que tem verso.;Valeu pela lista!;Agora entendi.",
    "ru": "Всегда забываю про обратную сторону.;Спасибо за подборку!;Теперь понятно.",
    "ja": "裏面の存在をいつも忘れます。;まとめありがとうございます。;やっと理解できました。",
    "ko": "뒷면이 있다는 걸 자꾸 잊어요.;정리 감사합니다!;이제 이해했어요.",
    "zhs": "总是忘记还有背面。;感谢整理！;终于明白了。",
    "zht": "總是忘記還有背面。;感謝整理！;終於明白了。",
    "nl": "Vergeet altijd dat er een achterkant is.;Bedankt voor het overzicht!;Nu snap ik het.",
    "pl": "Zawsze zapominam o rewersie.;Dzięki za zestawienie!;Teraz rozumiem.",
}.items()}

HANDLES = ["nightbound_nell", "two_sided_sam", "moonrise_mo", "halfsies_hal", "storybook_sue", "rotate_ricky", "backface_bo",
           "dfc_dana", "fuse_fitz", "graveyard_gwen"]

SITES = ["Faceplate", "Dual Side DB", "Cardhalf", "Sidewise", "Manaleaf Index", "Twinface"]

#: how sites join a card's faces' names
JOINS = [" // ", " / ", "/", " | "]


# --- layout words ------------------------------------------------------------------------------------------

GATHERER_ROWS = ["Card Name:", "Types:", "Card Text:", "Expansion:", "Rarity:", "Card Number:", "Artist:"]
GATHERER_TABS = ["Details", "Sets & Legality", "Language", "Discussion"]
ARTISTS = ["Nils Hamm", "Jason Chan", "Eric Deschamps", "Svetlin Velinov", "Magali Villeneuve", "Ryan Pancoast", "Anna Steinbauer"]
RARITIES = ["Common", "Uncommon", "Rare", "Mythic Rare"]

#: a card frame's inset (the adventure's box, a split card's other half...), by language and kind of card
INSET_W = rows("adventure split aftermath transform modal_dfc flip frame artist printed rulings", {
    "en": "Adventure|Other half|Aftermath half ↻|Back face ▸|Back face ▸|Upside-down half ⤾|Frame: 2015 · Border: black|Illustrated by|"
          "Printed text|Rulings",
    "es": "Aventura|Otra mitad|Mitad de Secuela ↻|Cara posterior ▸|Cara posterior ▸|Mitad invertida ⤾|Marco: 2015 · Borde: negro|Ilustrado por|"
          "Texto impreso|Resoluciones",
    "fr": "Aventure|Autre moitié|Moitié Répercussion ↻|Verso ▸|Verso ▸|Moitié retournée ⤾|Cadre : 2015 · Bordure : noire|Illustré par|"
          "Texte imprimé|Précisions de règles",
})

#: notes under a card's halves shown side by side, by language and kind of card
NOTES_W = rows("halves faces split aftermath adventure transform modal_dfc flip normal fuse", {
    "en": "Both halves|Both faces|Each half is a separate spell: you cast one half at a time.|Aftermath: the second half can be cast only from your "
          "graveyard.|Adventure: cast the Adventure, then the creature later from exile.|Only the front face is in your hand, library and "
          "graveyard.|Modal: choose which face to play.|Flip: the card turns upside down when its condition is met.|This card has one face.|"
          "Fuse: you may cast both halves from your hand.",
    "de": "Beide Hälften|Beide Seiten|Jede Hälfte ist ein eigener Zauberspruch: Du wirkst immer nur eine Hälfte.|Nachwirkung: Die zweite Hälfte kann nur "
          "aus dem Friedhof gewirkt werden.|Abenteuer: Erst das Abenteuer wirken, später die Kreatur aus dem Exil.|Nur die Vorderseite zählt "
          "auf der Hand, in der Bibliothek und auf dem Friedhof.|Modal: Du wählst, welche Seite du spielst.|Flip: Die Karte wird umgedreht, "
          "sobald ihre Bedingung erfüllt ist.|Diese Karte hat nur eine Seite.|Fusion: Du kannst beide Hälften aus der Hand wirken.",
    "it": "Entrambe le metà|Entrambe le facce|Ogni metà è una magia a sé: ne lanci una alla volta.|Conseguenza: la seconda metà si lancia solo dal cimitero.|"
          "Avventura: lanci l'Avventura, poi la creatura dall'esilio.|Solo il fronte conta in mano, nel grimorio e nel cimitero.|"
          "Modale: scegli quale faccia giocare.|Capovolgibile: la carta si gira quando la condizione è soddisfatta.|Questa carta ha una sola "
          "faccia.|Fusione: puoi lanciare entrambe le metà dalla mano.",
    "pl": "Obie połowy|Obie strony|Każda połowa to osobny czar: rzucasz jedną naraz.|Następstwo: drugą połowę można rzucić tylko z cmentarza.|"
          "Przygoda: najpierw rzucasz Przygodę, potem stwora z wygnania.|Tylko awers liczy się w ręce, bibliotece i na cmentarzu.|"
          "Modalna: wybierasz, którą stronę zagrać.|Odwracana: karta obraca się, gdy spełni warunek.|Ta karta ma jedną stronę.|"
          "Fuzja: możesz rzucić obie połowy z ręki.",
})

GUIDE_W = rows("title byline front back counts yes no play official more read", {
    "en": "Does {name} count as a land?|By {who} · {d}|Front face|Back face|Counts as a land in your deck|Yes|No|"
          "Play it as either face, one at a time.|Official rulings|More cards like this|{n} min read",
    "pt": "{name} conta como terreno?|Por {who} · {d}|Face da frente|Face de trás|Conta como terreno no deck|Sim|Não|"
          "Jogue com uma das faces, uma de cada vez.|Decisões oficiais|Mais cards assim|Leitura de {n} min",
    "es": "¿{name} cuenta como tierra?|Por {who} · {d}|Cara frontal|Cara posterior|Cuenta como tierra en el mazo|Sí|No|"
          "Juégala por cualquiera de sus caras, una cada vez.|Resoluciones oficiales|Más cartas así|{n} min de lectura",
    "nl": "Telt {name} als land?|Door {who} · {d}|Voorkant|Achterkant|Telt als land in je deck|Ja|Nee|"
          "Speel één van de twee kanten, steeds één tegelijk.|Officiële uitspraken|Meer kaarten zoals deze|{n} min lezen",
})

DECK_W = rows("main side export copy curve by updated total", {
    "en": "Mainboard ({n})|Sideboard ({m})|Export to Arena|Copy list|Mana curve|by {who}|Updated {d}|Deck price: ${p}",
    "de": "Hauptdeck ({n})|Sideboard ({m})|Nach Arena exportieren|Liste kopieren|Manakurve|von {who}|Aktualisiert am {d}|Deckpreis: {p} €",
    "nl": "Hoofddeck ({n})|Sideboard ({m})|Exporteren naar Arena|Lijst kopiëren|Manacurve|door {who}|Bijgewerkt op {d}|Deckprijs: € {p}",
    "pl": "Talia główna ({n})|Sideboard ({m})|Eksportuj do Areny|Kopiuj listę|Krzywa many|autor: {who}|Zaktualizowano {d}|Cena talii: {p} zł",
})

WIKI_W = rows("en_name face1 face2 edit toc cats edited kind set", {
    "ja": "英語名：|第1面|第2面|[編集]|目次|カテゴリ: 両面カード · 裁定のあるカード|最終更新 {d}|カードの種類：|収録：",
    "zhs": "英文名：|第一面|第二面|[编辑]|目录|分类: 双面牌 · 有裁定的卡牌|最后编辑于 {d}|卡牌类别：|收录：",
    "ko": "영문명: |첫 번째 면|두 번째 면|[편집]|목차|분류: 양면 카드 · 판정이 있는 카드|마지막 편집: {d}|카드 종류: |수록: ",
    "ru": "Английское название: |Первая сторона|Вторая сторона|[править]|Содержание|Категории: Двусторонние карты · Карты с разъяснениями|"
          "Последнее изменение: {d}|Тип карты: |Выпуск: ",
    "pt": "Nome em inglês: |Primeira face|Segunda face|[editar]|Índice|Categorias: Cards dupla face · Cards com decisões|"
          "Última edição em {d}|Tipo de card: |Coleção: ",
})

FORUM_W = rows("board q op ans thanks joined posts sig powered quote", {
    "en": "Rules Q&A|{name} — does it keep counters when it changes?|Quick question about {name}: what happens to it when it turns "
          "around?|The official rulings are listed under the whole card, {whole}:|Thanks, that clears it up!|Joined: {y}|Posts: {n}|"
          "Level 1 Judge · Limited addict|Powered by phpBB® Forum Software © phpBB Limited|Quote",
    "de": "Regelfragen|{name} – bleiben die Marken beim Wechsel?|Kurze Frage zu {name}: Was passiert, wenn die Karte die Seite "
          "wechselt?|Die offiziellen Regelhinweise stehen bei der ganzen Karte, {whole}:|Danke, jetzt ist es klar!|Registriert: {y}|"
          "Beiträge: {n}|Judge Level 1 · Draft-Fan|Powered by phpBB® Forum Software © phpBB Limited|Zitieren",
    "fr": "Questions de règles|{name} : garde-t-il ses marqueurs ?|Petite question sur {name} : que se passe-t-il quand la carte change "
          "de face ?|Les précisions officielles sont rangées sous la carte entière, {whole} :|Merci, c'est clair maintenant !|Inscription : {y}|"
          "Messages : {n}|Arbitre niveau 1 · fan de draft|Powered by phpBB® Forum Software © phpBB Limited|Citer",
    "es": "Dudas de reglas|{name}: ¿conserva los contadores?|Pregunta rápida sobre {name}: ¿qué pasa cuando cambia de cara?|"
          "Las resoluciones oficiales están en la carta completa, {whole}:|¡Gracias, ahora lo entiendo!|Registrado: {y}|Mensajes: {n}|"
          "Juez nivel 1 · adicto al draft|Powered by phpBB® Forum Software © phpBB Limited|Citar",
    "it": "Domande sulle regole|{name}: mantiene i segnalini?|Domanda veloce su {name}: cosa succede quando cambia faccia?|"
          "Le sentenze ufficiali sono sotto la carta intera, {whole}:|Grazie, ora è chiaro!|Iscritto: {y}|Messaggi: {n}|"
          "Arbitro livello 1 · drafter incallito|Powered by phpBB® Forum Software © phpBB Limited|Cita",
})

TRANSL_W = rows("lang field source target name type text status glossary save tm project rulings", {
    "de": "Deutsch|Feld|Englisch (Quelle)|Deutsch (Ziel)|Name, Seite {k}|Typzeile, Seite {k}|Regeltext, Seite {k}|Status: geprüft ✓|Glossar|"
          "Speichern und weiter|Übersetzungsspeicher: 100 % Treffer|Projekt: Kartentexte|Regelhinweise (nicht übersetzt, zur Referenz)",
    "fr": "Français|Champ|Anglais (source)|Français (cible)|Nom, face {k}|Ligne de type, face {k}|Texte de règles, face {k}|Statut : relu ✓|"
          "Glossaire|Enregistrer et suivant|Mémoire de traduction : 100 %|Projet : textes des cartes|Précisions (non traduites, pour référence)",
    "it": "Italiano|Campo|Inglese (origine)|Italiano (destinazione)|Nome, faccia {k}|Riga del tipo, faccia {k}|Testo, faccia {k}|"
          "Stato: revisionato ✓|Glossario|Salva e continua|Memoria di traduzione: 100%|Progetto: testi delle carte|"
          "Sentenze (non tradotte, per riferimento)",
    "es": "Español|Campo|Inglés (origen)|Español (destino)|Nombre, cara {k}|Línea de tipo, cara {k}|Texto, cara {k}|Estado: revisado ✓|"
          "Glosario|Guardar y siguiente|Memoria de traducción: 100 %|Proyecto: textos de cartas|Resoluciones (sin traducir, como referencia)",
    "pt": "Português|Campo|Inglês (origem)|Português (destino)|Nome, face {k}|Linha de tipo, face {k}|Texto, face {k}|Status: revisado ✓|"
          "Glossário|Salvar e próximo|Memória de tradução: 100%|Projeto: textos dos cards|Decisões (não traduzidas, para referência)",
    "ja": "日本語|項目|英語（原文）|日本語（訳文）|名前（第{k}面）|タイプ行（第{k}面）|ルール文章（第{k}面）|ステータス：レビュー済み ✓|用語集|"
          "保存して次へ|翻訳メモリ：100%一致|プロジェクト：カードテキスト|裁定（未翻訳・参考）",
})

DAYNIGHT_W = rows("day night face printed", {
    "en": "☀ Day|☾ Night|Face shown:|Printed text",
    "fr": "☀ Jour|☾ Nuit|Face affichée :|Texte imprimé",
    "it": "☀ Giorno|☾ Notte|Faccia mostrata:|Testo stampato",
})

PRICE_W = rows("seller cond language price listing trend avg history updated buy foil", {
    "en": "Seller|Condition|Language|Price|Listing|Trend: ${a}|30-day average: ${b}|Price history (90 days)|Prices updated {d}|Buy|Foil",
    "de": "Verkäufer|Zustand|Sprache|Preis|Angebot|Preistrend: {a} €|30-Tage-Durchschnitt: {b} €|Preisverlauf (90 Tage)|"
          "Preise aktualisiert am {d}|Kaufen|Foil",
    "fr": "Vendeur|État|Langue|Prix|Annonce|Tendance : {a} €|Moyenne sur 30 jours : {b} €|Historique des prix (90 jours)|"
          "Prix mis à jour le {d}|Acheter|Foil",
    "nl": "Verkoper|Conditie|Taal|Prijs|Aanbieding|Trend: € {a}|Gemiddelde 30 dagen: € {b}|Prijsverloop (90 dagen)|"
          "Prijzen bijgewerkt op {d}|Kopen|Foil",
})
SELLERS = ["cardkingdom_eu", "Kartenhaus24", "LeGrimoire", "mtg-dealer-nl", "TopDeckTrading", "Planeswalker_Shop"]
CONDITIONS = ["NM", "EX", "GD", "LP", "Near Mint", "Excellent"]

SHARE_W = rows("rulings shared open get", {
    "en": "Rulings:|Shared from CardVault for Android|Open in CardVault|Get the app",
    "es": "Resoluciones:|Compartido desde CardVault para Android|Abrir en CardVault|Descargar la app",
    "ko": "판정:|CardVault 앱에서 공유됨|CardVault에서 열기|앱 받기",
    "it": "Sentenze:|Condiviso da CardVault per Android|Apri in CardVault|Scarica l'app",
})

LIGHTBOX_W = rows("close zoom_in zoom_out download counter rulings", {
    "en": "Close ✕|Zoom in|Zoom out|Download image|Face {k} of {n}|Rulings ({n})",
    "es": "Cerrar ✕|Ampliar|Reducir|Descargar imagen|Cara {k} de {n}|Resoluciones ({n})",
    "de": "Schließen ✕|Vergrößern|Verkleinern|Bild herunterladen|Seite {k} von {n}|Regelhinweise ({n})",
    "ja": "閉じる ✕|拡大|縮小|画像をダウンロード|{n}面中{k}面目|裁定（{n}件）",
})

SCAN_W = rows("done front back cond qty add price scanned rulings", {
    "en": "Scan complete ✓|Front side detected|Scan back side|Condition: NM|Qty: 1|Add to collection|≈ ${p}|Scanned {d} {t}|Rulings",
    "it": "Scansione completata ✓|Rilevato il fronte|Scansiona il retro|Condizione: NM|Quantità: 1|Aggiungi alla collezione|≈ {p} €|"
          "Scansionata il {d} alle {t}|Sentenze",
    "pt": "Digitalização concluída ✓|Frente detectada|Digitalizar o verso|Condição: NM|Qtd.: 1|Adicionar à coleção|≈ R$ {p}|"
          "Digitalizado em {d} às {t}|Decisões",
    "ko": "스캔 완료 ✓|앞면 인식됨|뒷면 스캔|상태: NM|수량: 1|컬렉션에 추가|≈ ₩{p}|스캔 일시: {d} {t}|판정",
    "pl": "Skanowanie zakończone ✓|Wykryto awers|Skanuj rewers|Stan: NM|Ilość: 1|Dodaj do kolekcji|≈ {p} zł|Zeskanowano {d} o {t}|Orzeczenia",
})

SPOIL_W = rows("title byline intro front back notes", {
    "en": "Card reveal: {name}|by {who}, {d}|Here is today's double-faced reveal, both sides.|Front face|Back face|From the release notes",
    "ru": "Анонс карты: {name}|{who}, {d}|Сегодняшний анонс: двусторонняя карта, обе стороны.|Лицевая сторона|Обратная сторона|"
          "Из примечаний к выпуску",
    "it": "Anteprima: {name}|di {who}, {d}|Ecco l'anteprima di oggi, entrambe le facce.|Fronte|Retro|Dalle note di pubblicazione",
    "pl": "Zapowiedź karty: {name}|{who}, {d}|Dzisiejsza zapowiedź, obie strony karty.|Awers|Rewers|Z notatek do wydania",
})

SEARCH_W = rows("results count front_hit back_hit half_hit filter other", {
    "en": "Results for “{q}”|{n} results|matched on the front face|matched on the back face|matched on one half|Faces: any · front · back|"
          "Other results",
    "de": "Ergebnisse für „{q}“|{n} Treffer|Treffer auf der Vorderseite|Treffer auf der Rückseite|Treffer in einer Kartenhälfte|"
          "Seiten: alle · Vorderseite · Rückseite|Weitere Ergebnisse",
    "pl": "Wyniki dla „{q}”|{n} wyników|dopasowano awers|dopasowano rewers|dopasowano jedną połowę|Strony: dowolna · awers · rewers|Inne wyniki",
    "nl": "Resultaten voor “{q}”|{n} resultaten|gevonden op de voorkant|gevonden op de achterkant|gevonden in één helft|"
          "Kanten: alle · voorkant · achterkant|Andere resultaten",
    "ru": "Результаты по запросу «{q}»|Найдено: {n}|совпадение на лицевой стороне|совпадение на обратной стороне|совпадение в одной половине|"
          "Стороны: любая · лицевая · обратная|Другие результаты",
})


# --- the generator -------------------------------------------------------------------------------------

class Fresh31Generator(SitePartGenerator):
    """The generator of the fresh-31 part: its own layouts only, each a page of a site built for cards with
    several faces, about such a card most of the time (a single-faced one now and then), saved or copied."""
    PART = "fresh31"
    PREFIX = "e"
    SINGLE_SHARE = SINGLE_SHARE
    PATTERNS = PATTERNS
    RENDER = staticmethod(render31)
    KIND_W = KIND_W
    JOINS = JOINS

    # ---- the card ----
    def _pick(self, single: bool) -> CardData:
        """A single-faced card, or a card with faces: its kind drawn by weights (each kind's card count,
        at least 4, at most 30: every kind present shows up), then a card of that kind."""
        r = self.rng
        if (single and self.single) or not self.multi:
            return r.choice(self.single)
        kinds = sorted(self.kinds)
        kind = r.choices(kinds, weights=[min(30, max(4, len(self.kinds[k]))) for k in kinds])[0]
        return r.choice(self.kinds[kind])

    def _name(self, card: CardData, lang: str, which: str) -> tuple[str, str]:
        """(name, its language): the card's whole name or its front or back face's, printed in ``lang``
        when the card has a printing there with a name of its own, else English."""
        k = {"whole": None, "front": 0, "back": -1}[which]
        faces = self.faces_of(card)
        en = card.name if k is None else faces[k]["name"]
        pf = self.printed_faces(card, lang) if lang != "en" else None
        if pf and len(pf) == len(faces):
            printed = card.foreign[lang]["name"] if k is None else pf[k]["name"]
            if printed and fold(printed) not in {fold(n) for n in [card.name] + [f["name"] for f in faces]}:
                return printed, lang
        return en, "en"

    # ---- rulings and dates ----
    def _dated(self, page: Page, card: CardData, form: str, subset: bool = False) -> list[tuple[str, str, str]]:
        """The card's rulings (or, with ``subset``, some of them) as (shown date, text, ISO date), recorded
        as the page's answers with their real MTGJSON dates (newest first now and then)."""
        r = self.rng
        rs = list(card.rulings)
        if subset and len(rs) > 2:
            keep = set(r.sample(range(len(rs)), r.randint(2, len(rs) - 1)))
            rs = [x for k, x in enumerate(rs) if k in keep]
        if r.random() < 0.25:
            rs = sorted(rs, key=lambda x: x[0], reverse=True)
        items = []
        for d, t in rs:
            ds = render31(d, form)
            page.rulings.append((d.isoformat(), t))
            page.__dict__.setdefault("shown", []).append(ds)
            items.append((ds, t, d.isoformat()))
        return items

    def _when(self, card: CardData) -> dt.datetime:
        """The moment the page was saved or copied: five weeks or more after the card's last ruling, 2018
        on, never after December 2025; never a ruling's day."""
        r = self.rng
        last = max(d for d, _ in card.rulings)
        lo = max(last + dt.timedelta(days=35), dt.date(2018, 1, 1))
        d = lo + dt.timedelta(days=r.randint(0, max(0, (dt.date(2025, 12, 20) - lo).days)))
        while d in self._taken(card):
            d += dt.timedelta(days=1)
        return dt.datetime(d.year, d.month, d.day, r.randint(7, 23), r.randint(0, 59), r.randint(0, 59))

    def _moment(self, card: CardData, lo: dt.date, hi: dt.date) -> dt.datetime:
        """A moment on a day from ``lo`` to ``hi`` that is none of the card's ruling days."""
        d = self._between(card, lo, hi)
        return dt.datetime(d.year, d.month, d.day, self.rng.randint(0, 23), self.rng.randint(0, 59))

    def _after_last(self, card: CardData, when: dt.datetime) -> dt.date:
        """A day after the card's last ruling and before the page was saved (none of its ruling days)."""
        last = max(d for d, _ in card.rulings)
        return self._between(card, last + dt.timedelta(days=1), when.date() - dt.timedelta(days=1))

    # ---- chrome ----
    def _rtext(self, t: str, card: CardData) -> list:
        """A ruling's text; in a saved titled page a face's name in it now and then a link."""
        names = [f["name"] for f in self.faces_of(card) if len(f["name"]) > 3]
        hit = next((n for n in sorted(names, key=len, reverse=True) if n in t), None)
        if self.html and not self._untitled and hit and self.rng.random() < 0.5:
            out: list = []
            for k, bit in enumerate(t.split(hit)):
                if k:
                    out.append(E("a", hit, href=f"/card/{slug(hit)}", cls="card-link"))
                out.append(bit)
            return out
        return [t]

    # ---- pages ----
    def _setup(self, page: Page, card: CardData, langs: list[str], p_html: float = 0.5) -> tuple[str, dt.datetime]:
        """The page's language, format (a layout's first page saved, its second copied, then either) and
        moment."""
        r = self.rng
        lang = r.choice(langs)
        turn = self._turns.get(self._layout, 0)
        self._turns[self._layout] = turn + 1
        self.html = turn == 0 if turn < 2 else r.random() < p_html
        page.fmt = "html" if self.html else "text"
        return lang, self._when(card)

    def _assemble(self, page: Page, lang: str, title: str, parts: list, *, body_cls: str | None = None) -> None:
        """The page saved (one HTML document) or copied (its text, as Select all / Copy gives it)."""
        body = E("body", *[x for x in parts if x is not None], cls=body_cls or self.rng.choice(["page", "site", "card-page", "theme-dark"]))
        if self.html:
            page.content = page_html(title, body, {"zhs": "zh-Hans", "zht": "zh-Hant"}.get(lang, lang))
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
                 cls="cookie-notice", role="dialog")

    def header(self, page: Page, lang: str, site: str, *, search: bool = True) -> N:
        """The site's header: its name, the navigation, the search field, the account links."""
        U = UI[lang]
        self._cs(page, site, U["home"], U["cards"], U["login"], U["register"])
        parts = [E("div", E("a", site, href="/"), cls="brand"),
                 E("nav", E("ul", E("li", E("a", U["home"], href="/")), E("li", E("a", U["cards"], href="/cards"))), cls="main-nav")]
        if search:
            parts.append(E("form", E("input", type="search", placeholder=U["search"]), E("button", U["search"], type="submit"), role="search"))
            self._c(page, U["search"])
        parts.append(E("div", E("a", U["login"], href="/login"), " · ", E("a", U["register"], href="/join"), cls="account"))
        self._kit(page, "nav")
        return E("header", *parts, cls="site-header")

    def crumbs(self, page: Page, lang: str, *trail: str) -> N:
        """Breadcrumbs: home, the trail, each a link but the last (the last, the card's name, is no chrome)."""
        sep = self.rng.choice([" › ", " / ", " » ", " > "])
        items = [UI[lang]["home"], *trail]
        nav = E("nav", cls="breadcrumbs")
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
        form = self._of(lang, "num", "dot", "long", "dash")
        for text, t in zip(texts, sorted(self._moment(card, lo, hi) for _ in texts)):
            who = r.choice(HANDLES)
            stamp = f"{self._stamp(page, t.date(), form)} {clock(t, lang)}"
            box.add(E("article", E("div", E("b", who), " ", E("time", stamp), cls="c-meta"), E("p", text), E("a", U["reply"], href="#")))
            self._cs(page, who, text, stamp)
        self._kit(page, "comments")
        return box

    def ad(self, page: Page, lang: str) -> N:
        """An ad slot: the label and the advertiser's line."""
        U = UI[lang]
        self._cs(page, U["ad"], U["ad_text"])
        self._kit(page, "ads")
        return E("aside", E("small", U["ad"]), E("p", E("a", U["ad_text"], href="#", rel="sponsored")), cls="ad-slot")

    def related(self, page: Page, card: CardData, heading: str, k: int = 3, join: str | None = None) -> N:
        """A rail of other cards with faces (their faces' names joined as the site joins them, or the front
        face only) and of single-faced ones."""
        join = join or self.rng.choice(JOINS)
        box = E("aside", E("h3", heading), cls="related")
        self._c(page, heading)
        for o in self._others(card, k, multi=True) + self._others(card, 1, multi=False):
            name = join.join(f["name"] for f in o.faces) if o.faces and self.rng.random() < 0.7 else self.faces_of(o)[0]["name"]
            box.add(E("p", E("a", name, href=f"/card/{slug(name)}")))
            self._c(page, name)
        self._kit(page, "related")
        return box

    # ---- the card's parts ----
    def switch(self, page: Page, card: CardData, lang: str, *, disabled: bool = False) -> N | None:
        """The face-switching control a site gives this kind of card (none for a single-faced one)."""
        U = UI[lang]
        label = {"transform": U["transform"], "modal_dfc": U["turn"], "flip": U["flip"], "split": U["rotate"],
                 "aftermath": U["rotate"], "adventure": U["adventure"]}.get(card.layout if card.faces else "")
        if not label:
            return None
        icon = {"transform": "⟳ ", "modal_dfc": "↻ ", "flip": "⤾ ", "split": "↷ ", "aftermath": "↷ "}.get(card.layout, "")
        self._c(page, icon + label)
        self._kit(page, "faces")
        return E("button", icon + label, type="button", cls="face-switch", disabled=disabled or None)

    def face_block(self, face: dict, *, heading: str = "h3", type_line: bool = True, name: bool = True) -> N:
        """One face in English: its name, type line and Oracle text (a paragraph a line)."""
        kids = [E(heading, face["name"], cls="face-name")] if name else []
        if type_line and face.get("type"):
            kids.append(E("p", face["type"], cls="type-line"))
        kids += [E("p", ln) for ln in (face.get("text") or "").split("\n") if ln.strip()]
        return E("div", *kids, cls="card-face")

    def printed_face(self, face: dict, lang: str, *, type_line: bool = False, heading: str = "h3") -> N:
        """One printed face: its name, its type line now and then, its text with lines broken by <br>."""
        body = E("p", cls="printed-text", lang=lang)
        for k, x in enumerate([x for x in (face.get("text") or "").split("\n") if x.strip()]):
            body.add(E("br") if k else None, x)
        kids = [E(heading, face["name"], cls="printed-name")]
        if type_line and face.get("type"):
            kids.append(E("p", face["type"], cls="printed-type"))
        return E("div", *kids, body, cls="printed-face", lang=lang)

    def kind_label(self, page: Page, card: CardData, lang: str, prefix: str = "") -> str:
        """The kind of card in the site's words, recorded."""
        return self._c(page, prefix + KIND_W[lang][card.layout if card.faces else "normal"])

    def rulings(self, page: Page, card: CardData, lang: str, tag: str, kinds: list[str], styles: list[str], *,
                subset: bool = False) -> N:
        """The card's rulings in one of ``styles``: a date and ruling table, "DATE: text", "text (DATE)",
        the date over the text, the date under the text in brackets, "DATE — text" items, "text — DATE"."""
        form = self._form(page, tag, lang, kinds)
        items = self._dated(page, card, form, subset)
        style = self.rng.choice(styles)
        page.date_forms[-1] += f" ({style})"
        cjk = lang in ("ja", "zhs", "zht")
        rt = lambda t: self._rtext(t, card)  # noqa: E731
        if style == "table":
            C = SITE_COLS[lang]
            self._cs(page, C["date"], C["ruling"])
            return E("table", E("thead", E("tr", E("th", C["date"]), E("th", C["ruling"]))),
                     E("tbody", *[E("tr", E("td", E("time", ds, datetime=iso)), E("td", *rt(t))) for ds, t, iso in items]), cls="rulings")
        if style == "colon":
            return E("div", *[E("p", E("b", f"{ds}{'：' if cjk else ':'}"), " ", *rt(t)) for ds, t, _ in items], cls="rulings")
        if style == "paren":
            return E("ul", *[E("li", *rt(t), f"（{ds}）" if cjk else f" ({ds})") for ds, t, _ in items], cls="rulings")
        if style == "over":
            return E("div", *[E("div", E("time", ds, datetime=iso, cls="r-date"), E("p", *rt(t)), cls="ruling") for ds, t, iso in items],
                     cls="rulings")
        if style == "under":
            return E("ul", *[E("li", E("p", *rt(t)), E("p", E("small", f"({ds})"), cls="ruling-date")) for ds, t, _ in items], cls="rulings")
        if style == "dash":
            return E("ul", *[E("li", E("time", ds, datetime=iso), " — ", *rt(t)) for ds, t, iso in items], cls="rulings")
        return E("div", *[E("p", *rt(t), " — ", E("em", ds)) for ds, t, _ in items], cls="rulings")

    # ---- layouts ----
    def layout_scry_both_faces_oracle(self, page, card):
        """A card search site's card page (English), titled with the whole name (or, viewing a foreign
        printing, the whole printed name): each face's name, type line and Oracle text (or printed text),
        the face button ("⟳ Transform", "↻ Turn over", "⤾ Flip"), the artist, legalities, prints with prices,
        "Notes and Rules Information for NAME:" and each ruling with its ISO date under it in brackets."""
        r = self.rng
        lang, when = self._setup(page, card, ["en"])
        U = UI["en"]
        site = r.choice(["Manafall", "Cardfall", "Spellgrid"])
        view = r.choice(sorted(x for x in ("de", "fr", "es", "it", "ja", "pt") if self._full_print(card, x)) or ["en"]) \
            if r.random() < 0.4 else "en"
        name = self._title(page, card, view, "whole", 1.0)
        box = E("div", E("h1", name, cls="card-title"), cls="card-text")
        if page.title_lang != "en":
            box.add(*[self.printed_face(self._face_tr(page, card, view, k, 1.0) or f, view, type_line=True, heading="h2")
                      for k, f in enumerate(self.printed_faces(card, view))])
            box.add(E("p", E("a", "Show Oracle text", href="?oracle=1")))
            self._c(page, "Show Oracle text")
        else:
            box.add(*[self.face_block(f, heading="h2") for f in self.faces_of(card)] if card.faces else [self.face_block(self.faces_of(card)[0], name=False)])
        artist = f"Illustrated by {r.choice(ARTISTS)}"
        legal = [f"{fmt} {r.choice(['Legal', 'Not Legal'])}" for fmt in ("Standard", "Pioneer", "Modern", "Legacy", "Commander")]
        sets = sorted(set(self.set_names.values()) - {card.set_name})
        prints = [f"{s} · ${r.randint(0, 9)}.{r.randint(0, 99):02d}" for s in [card.set_name] + r.sample(sets, min(2, len(sets)))]
        self._cs(page, artist, *legal, U["printings"], *prints)
        side = E("aside", E("h3", U["printings"]), E("ul", *[E("li", p) for p in prints]), cls="prints")
        head = f"Notes and Rules Information for {card.name}:"
        self._c(page, head)
        rul = self.rulings(page, card, "en", "a card search site's notes, the ISO date under each", ["iso"], ["under", "paren"])
        main = E("main", E("div", self.switch(page, card, "en"), cls="card-image"), box, E("p", artist),
                 E("dl", *[E("dd", x) for x in legal], cls="legalities"), side, E("section", E("h2", head), rul, cls="rulings-box"))
        parts = [self.header(page, "en", site), main, self.footer(page, "en", site, when)]
        self._assemble(page, "en", f"{name} · {card.set_name} ({card.set_code}) #{card.number} · {site}", parts)

    def _full_print(self, card: CardData, lang: str) -> bool:
        """Whether the card has a printing in ``lang`` whose every face has a name of its own and a text."""
        pf = self.printed_faces(card, lang)
        return bool(pf) and len(pf) == len(self.faces_of(card)) and all(f.get("text") for f in pf) and \
            self._name(card, lang, "whole")[1] == lang

    def layout_gatherer_one_face_detail(self, page, card):
        """An official-database-like page for ONE face (English): the face's name as "Card Name:", its type
        line and text, the set, rarity, number ("51b" for a back face), the artist, the faces' switcher
        naming both faces, the tabs, the community rating, and the whole card's rulings in a Date | Text
        table (month first) or with the date over each text."""
        r = self.rng
        lang, when = self._setup(page, card, ["en"])
        faces = self.faces_of(card)
        k = r.randrange(len(faces))
        name = self._title(page, card, "en", ["front", "back"][min(k, 1)] if card.faces else "whole")
        face, rarity, artist = faces[k], r.choice(RARITIES), r.choice(ARTISTS)
        number = f"{card.number}{'ab'[k]}" if card.faces else card.number
        text_cell = E("td", *[E("div", ln, cls="cardtextbox") for ln in (face.get("text") or "").split("\n") if ln.strip()])
        rows = [("Card Name:", E("td", name)), ("Types:", E("td", face.get("type") or "")), ("Card Text:", text_cell),
                ("Expansion:", E("td", f"{card.set_name} ({rarity})")), ("Rarity:", E("td", rarity)), ("Card Number:", E("td", number)),
                ("Artist:", E("td", artist))]
        self._cs(page, *GATHERER_ROWS, *GATHERER_TABS, rarity, artist, f"{card.set_name} ({rarity})", number)
        rating = f"Community Rating: {r.randint(20, 49) / 10} / 5  ({r.randint(3, 300)} votes)"
        self._cs(page, rating, "Rulings", "Gatherer is the Magic: The Gathering card database.", "Printable Card")
        tabs = E("ul", *[E("li", E("a", t, href="#")) for t in GATHERER_TABS], cls="tabs")
        switcher = None
        if card.faces:
            links = [E("a", f["name"], href=f"?face={j}", cls="selected" if j == k else None) for j, f in enumerate(faces)]
            switcher = E("div", links[0], " | ", *links[1:], cls="face-switcher")
            self._kit(page, "faces")
        table = E("table", *[E("tr", E("td", lab, cls="label"), cell) for lab, cell in rows], cls="card-details")
        rul = self.rulings(page, card, "en", "an official-database-like page of one face", ["num", "abbr", "long"], ["table", "over"])
        main = E("main", E("p", "Printable Card"), tabs, switcher, table, E("p", rating), E("h2", "Rulings"), rul)
        parts = [self.header(page, "en", "Gatherer", search=True), main,
                 E("footer", E("p", "Gatherer is the Magic: The Gathering card database."), cls="site-footer")]
        self._kit(page, "footer")
        self._assemble(page, "en", f"{name} - Gatherer - Magic: The Gathering", parts)

    def layout_face_tab_panels_eu(self, page, card):
        """A European card database's card page (German, French, Spanish, Italian, Portuguese) with a tab per
        face ("Vorderseite | Rückseite", "Recto | Verso"; a split, aftermath or adventurer card's tabs named
        for its faces), the other tab's panel hidden, the shown face printed (or in English), "Rückseite
        anzeigen", the kind of card, the rulings (a table or "DATE: text"), "last updated"."""
        r = self.rng
        lang, when = self._setup(page, card, ["de", "fr", "es", "it", "pt"])
        U = UI[lang]
        site = {"de": "Kartenwerk", "fr": "Le Grimoire", "es": "La Baraja", "it": "Il Mazzo", "pt": "Grimório"}[lang]
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.6)
        faces = self.faces_of(card)
        active = 0 if r.random() < 0.7 or not card.faces else len(faces) - 1
        tr = self._face_tr(page, card, lang, active, 0.7)
        pf = self.printed_faces(card, lang) if tr else None
        side_names = card.layout in ("transform", "modal_dfc", "flip")
        tabs, panels = E("div", cls="face-tabs", role="tablist"), []
        for k, face in enumerate(faces if card.faces else []):
            label = [U["front"], U["back"]][min(k, 1)] if side_names else (pf or faces)[k]["name"]
            if side_names:
                self._c(page, label)
            tabs.add(E("button", label, type="button", aria__selected="true" if k == active else "false"))
        for k, face in enumerate(faces):
            block = self.printed_face(pf[k], lang, type_line=True) if pf else self.face_block(face)
            panels.append(E("div", block, role="tabpanel", hidden=True if k != active else None))
        show = U["show_front"] if active else U["show_back"]
        btn = E("button", show, type="button") if card.faces else None
        if card.faces:
            self._c(page, show)
        upd = self._c(page, fill(U["updated"], d=self._stamp(page, self._after_last(card, when), self._of(lang, "long", "num"))))
        rul = self.rulings(page, card, lang, "a European card page with face tabs", ["long", "num", "short", "abbr"], ["table", "colon"])
        main = E("main", E("h1", name), E("p", self.kind_label(page, card, lang)), tabs if card.faces else None, *panels, btn,
                 self.switch(page, card, lang), E("h2", self._c(page, U["rulings"])), rul, E("p", E("small", upd)))
        parts = [self.consent(page, lang) if r.random() < 0.6 else None, self.header(page, lang, site),
                 self.crumbs(page, lang, U["cards"], card.set_name, name), main, self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{name} | {site}", parts)

    def layout_storybook_inset_frame(self, page, card):
        """A card viewer drawing the card's frame as text (English, Spanish, French): the main face, and in
        its inset the other face as the card prints it (an adventurer card's "Adventure" box, a split card's
        other half, an aftermath half on its side, a flip card's upside-down half, a double-faced card's back
        face), the frame line, the artist, the whole printed card now and then ("//" between its faces' texts),
        the rulings ("DATE — text" or the date over the text)."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "es", "fr"])
        W, U = INSET_W[lang], UI[lang]
        site = {"en": "FrameView", "es": "Vista de carta", "fr": "Cadre & Carte"}[lang]
        name = self._title(page, card, lang, r.choice(["whole", "whole", "front"]), 0.4)
        faces = self.faces_of(card)
        frame = E("div", self.face_block(faces[0], heading="h2"), cls=f"frame frame-{card.layout}")
        if card.faces:
            label = W.get(card.layout, W["split"])
            self._c(page, label)
            self._kit(page, "faces")
            frame.add(E("div", E("p", E("small", label)), *[self.face_block(f, heading="h3") for f in faces[1:]], cls="inset"))
        artist = f"{W['artist']} {r.choice(ARTISTS)}"
        self._cs(page, W["frame"], artist, W["rulings"])
        whole = self._whole_tr(page, card, lang, 0.75) if lang != "en" else None
        printed = None
        if whole:
            self._c(page, W["printed"])
            printed = E("section", E("h3", W["printed"]), E("p", E("b", whole["name"])),
                        *[E("p", ln) for ln in whole["text"].split("\n") if ln.strip()], cls="printed-card", lang=lang)
        rul = self.rulings(page, card, lang, "a card frame viewer's rulings", ["long", "abbr", "iso", "num"], ["dash", "over"])
        main = E("main", E("h1", name), frame, E("p", W["frame"]), E("p", artist), printed, E("h2", W["rulings"]), rul,
                 self.related(page, card, U["related"], 3))
        parts = [self.header(page, lang, site), self.consent(page, lang) if r.random() < 0.5 else None, main,
                 self.ad(page, lang) if r.random() < 0.5 else None, self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{name} — {site}", parts)

    def layout_halves_columns_mechanic_notes(self, page, card):
        """A card page setting the card's halves (or faces) side by side in two columns (English, German,
        Italian, Polish), with the site's notes on the kind of card under them ("Fuse: you may cast both
        halves from your hand.", "Aftermath: the second half can be cast only from your graveyard."), the
        rulings ("DATE — text" or a table), related cards."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "it", "pl"])
        W, U = NOTES_W[lang], UI[lang]
        site = {"en": "Halfway Cards", "de": "Zwei Hälften", "it": "Metà e Metà", "pl": "Pół na pół"}[lang]
        name = self._title(page, card, lang, "whole", 0.3)
        faces = self.faces_of(card)
        cols = E("table", E("tr", *[E("td", self.face_block(f, heading="h3")) for f in faces]), cls="halves")
        notes = [W.get(card.layout if card.faces else "normal", W["normal"])]
        if "Fuse" in (card.text or ""):
            notes.append(W["fuse"])
        self._cs(page, *notes, U["rulings"])
        self._kit(page, "faces")
        rul = self.rulings(page, card, lang, "a halves-side-by-side page's rulings", ["long", "num", "iso", "gb", "year"], ["dash", "table"])
        posted = self._c(page, fill(U["posted"], d=self._stamp(page, self._after_last(card, when), self._of(lang, "num", "long"))))
        heading = W["halves"] if card.layout in ("split", "aftermath", "adventure") else W["faces"]
        self._c(page, heading)
        main = E("main", E("h1", name), E("p", self.kind_label(page, card, lang)), E("h2", heading), cols,
                 E("ul", *[E("li", n) for n in notes], cls="notes"), self.switch(page, card, lang, disabled=True),
                 E("h2", U["rulings"]), rul, E("p", E("small", posted)), self.related(page, card, U["related"], 2, " // "))
        parts = [self.consent(page, lang) if r.random() < 0.5 else None, self.header(page, lang, site),
                 self.crumbs(page, lang, U["cards"], name), main, self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{name} – {site}", parts)

    def layout_mdfc_land_slot_guide(self, page, card):
        """A deck-building guide asking whether the card counts as a land (English, Portuguese, Spanish,
        Dutch), titled with its front face's name: the byline with its date and reading time, a facts
        table (each face's type line, "counts as a land": yes or no), how to play it, "Official rulings"
        ("DATE: text" or "DATE — text"), more cards like it, comments."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "pt", "es", "nl"])
        W, U = GUIDE_W[lang], UI[lang]
        site = r.choice(["Land Count", "Brew Notes", "Mana Math"])
        front = self._title(page, card, lang, "front", 0.4)
        faces = self.faces_of(card)
        title = fill(W["title"], name=front)
        pub = self._after_last(card, when)
        byline = self._c(page, fill(W["byline"], who=r.choice(HANDLES), d=self._stamp(page, pub, self._of(lang, "long", "abbr", "num"))))
        read = self._c(page, fill(W["read"], n=r.randint(3, 9)))
        land = any("Land" in (f.get("type") or "") for f in faces)
        heads = [W["front"], W["back"]][: len(faces)] if card.faces else [W["front"]]
        rows = [E("tr", E("th", h), E("td", f.get("type") or "")) for h, f in zip(heads, faces)]
        rows.append(E("tr", E("th", W["counts"]), E("td", W["yes"] if land else W["no"])))
        self._cs(page, *heads, W["counts"], W["yes"] if land else W["no"], W["play"], W["official"])
        self._kit(page, "faces")
        rul = self.rulings(page, card, lang, "a deck-building guide's official rulings", ["long", "abbr", "num", "iso"], ["colon", "dash"])
        art = E("article", E("h1", title), E("p", byline, " · ", read), E("table", *rows, cls="facts"),
                *[self.face_block(f, heading="h3") for f in faces], E("p", W["play"]), E("h2", W["official"]), rul,
                self.related(page, card, W["more"], 3, " // "),
                self.comments(page, lang, card, pub, when.date()) if r.random() < 0.6 else None)
        parts = [self.header(page, lang, site), self.consent(page, lang) if r.random() < 0.5 else None, art,
                 self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{title} | {site}", parts)

    def layout_deck_list_front_face(self, page, card):
        """A deck builder's deck page (English, German, Dutch, Polish) naming every card by its front face
        only ("4 Delver of Secrets"), the card selected in a side panel titled with its front face (its
        faces' texts, "Rulings (N)" as "text (DATE)" or "DATE — text"), the Arena export ("4 NAME (SET) 51"),
        the deck's name, author, date, price and mana curve."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "nl", "pl"])
        W, U = DECK_W[lang], UI[lang]
        site = {"en": "Decksmith", "de": "Deckschmiede", "nl": "Deckbouwer", "pl": "Kuźnia Talii"}[lang]
        front = self._title(page, card, "en", "front")
        deck = r.choice(["Nightbound Aggro", "Izzet Flip Tempo", "Storybook Adventures", "Dual-Face Cube"])
        others = [(r.randint(1, 4), self.faces_of(o)[0]["name"], o) for o in self._others(card, 6)]
        qty = r.randint(1, 4)
        rows = [E("li", f"{q} ", E("a", n, href="#")) for q, n, _ in others]
        rows.insert(r.randint(0, len(rows)), E("li", f"{qty} ", E("a", front, href="#", cls="selected")))
        main_n = sum(q for q, _, _ in others) + qty
        heads = [fill(W["main"], n=main_n), fill(W["side"], m=r.randint(0, 15)), W["export"], W["copy"], W["curve"]]
        by = fill(W["by"], who=r.choice(HANDLES))
        upd = fill(W["updated"], d=self._stamp(page, self._after_last(card, when), self._of(lang, "num", "long", "abbr")))
        total = fill(W["total"], p=f"{r.randint(20, 400)}.{r.randint(0, 99):02d}")
        curve = " ".join(f"{k}: {'▇' * r.randint(1, 8)}" for k in range(1, 6))
        self._cs(page, deck, *heads, by, upd, total, curve, *[f"{q} {n}" for q, n, _ in others])
        export = [f"{q} {n} ({o.set_code}) {o.number}" for q, n, o in others]
        self._cs(page, *export)
        head = f"{U['rulings']} ({len(card.rulings)})"
        self._c(page, head)
        self._kit(page, "faces")
        panel = E("aside", E("h3", front), *[self.face_block(f, heading="h4", name=bool(card.faces)) for f in self.faces_of(card)],
                  E("h4", head), self.rulings(page, card, lang, "a deck builder's card panel", ["num", "long", "iso", "abbr"], ["paren", "dash"]),
                  cls="card-panel")
        ex = E("div", E("p", W["export"]), *[E("p", x) for x in export[:3]], E("p", f"{qty} {front} ({card.set_code}) {card.number}"),
               *[E("p", x) for x in export[3:]], cls="export")
        main = E("main", E("h1", deck), E("p", by, " · ", upd, " · ", total), E("h2", heads[0]), E("ul", *rows, cls="decklist"),
                 E("p", heads[1]), E("p", heads[4], ": ", curve), panel, E("button", heads[3], type="button"), ex)
        parts = [self.header(page, lang, site), main, self.footer(page, lang, site, when, newsletter=False)]
        self._assemble(page, lang, f"{deck} — {site}", parts)

    def layout_printed_face_wiki_article(self, page, card):
        """A fan wiki's article in Japanese, Simplified Chinese, Korean, Russian or Portuguese, titled with
        one face's printed name (the front's or the back's): the English name labelled ("英語名：…"), the
        kind of card, the set, the contents, a section per face with its printed name and text (or its
        English one) and "[編集]" links, the rulings in the wiki's dates, categories, "last edited"."""
        r = self.rng
        lang, when = self._setup(page, card, ["ja", "zhs", "ko", "ru", "pt"])
        W, U = WIKI_W[lang], UI[lang]
        site = {"ja": "MTG裁定Wiki", "zhs": "万智牌百科", "ko": "MTG 위키", "ru": "МТГ Вики", "pt": "Wiki do Magic"}[lang]
        name = self._title(page, card, lang, r.choice(["front", "back"]), 0.85)
        faces = self.faces_of(card)
        heads = [W["face1"], W["face2"]][: len(faces)] if card.faces else []
        toc = [f"{k + 1} {h}" for k, h in enumerate(heads + [U["rulings"]])]
        self._cs(page, W["toc"], *toc, W["edit"], W["cats"], f"{W['set']}{card.set_name}")
        info = E("table", E("tr", E("td", f"{W['en_name']}{card.name}")), E("tr", E("td", self.kind_label(page, card, lang, W["kind"]))),
                 E("tr", E("td", f"{W['set']}{card.set_name}")), cls="infobox")
        secs = []
        for k, face in enumerate(faces):
            tr = self._face_tr(page, card, lang, k, 0.75)
            block = self.printed_face(tr, lang, type_line=True, heading="h3") if tr else self.face_block(face, heading="h3")
            secs.append(E("section", E("h2", heads[k], " ", E("span", W["edit"], cls="editsection")) if heads else None, block))
        self._kit(page, "faces")
        rul = self.rulings(page, card, lang, "a wiki article's rulings", ["long", "num", "pad", "dot", "dash", "bare", "abbr"], ["over", "colon", "paren"])
        edited = self._c(page, fill(W["edited"], d=self._stamp(page, self._after_last(card, when), self._of(lang, "long", "num"))))
        art = E("article", E("h1", name), info, E("div", E("p", W["toc"]), E("ol", *[E("li", t) for t in toc]), cls="toc"), *secs,
                E("h2", U["rulings"], " ", E("span", W["edit"], cls="editsection")), rul, E("p", W["cats"], cls="catlinks"),
                E("p", E("small", edited)))
        parts = [self.header(page, lang, site), art, self.footer(page, lang, site, when, newsletter=False)]
        self._assemble(page, lang, f"{name} - {site}", parts)

    def layout_back_face_forum_thread(self, page, card):
        """A rules forum's thread (English, German, French, Spanish, Italian) titled with the BACK face's
        name, the one players search for: the question naming the back face, posts with their dates and
        times, the answer pointing to the whole card and pasting its rulings ("DATE: text", "text (DATE)"
        or the date over the text; all or some of them), a thank-you, signatures, the board's furniture."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "it"])
        W, U = FORUM_W[lang], UI[lang]
        site = r.choice(["Stack Talk", "Judge Corner", "Rules Den"])
        back = self._title(page, card, lang, "back", 0.35)
        last = max(d for d, _ in card.rulings)
        t0 = self._moment(card, last + dt.timedelta(days=1), when.date() - dt.timedelta(days=2))
        t1 = self._moment(card, t0.date(), when.date() - dt.timedelta(days=1))
        t2 = self._moment(card, t1.date(), when.date())
        form = self._of(lang, "num", "long", "abbr")
        stamp = lambda t: f"{self._stamp(page, t.date(), form)} {clock(t, lang)}"  # noqa: E731
        who = r.sample(HANDLES, 3)
        metas = [f"{w} » {stamp(t)}" for w, t in zip(who, (t0, t1, t2))]
        joined = [fill(W["joined"], y=r.randint(2009, 2019)) + " · " + fill(W["posts"], n=r.randint(5, 4000)) for _ in who]
        self._cs(page, W["board"], *metas, *joined, W["thanks"], W["sig"], W["powered"], W["quote"], U["reply"])
        self._kit(page, "comments")
        q = E("h1", fill(W["q"], name=back))
        op = E("article", E("p", metas[0]), E("p", joined[0]), E("p", fill(W["op"], name=back)), cls="post")
        rul = self.rulings(page, card, lang, "a forum answer pasting the rulings", ["long", "num", "iso", "abbr", "short"],
                           ["colon", "paren", "over"], subset=r.random() < 0.4)
        ans = E("article", E("p", metas[1]), E("p", joined[1]), E("p", fill(W["ans"], whole=card.name)), rul,
                E("p", "—", E("br"), W["sig"], cls="signature"), E("a", W["quote"], href="#"), cls="post")
        thx = E("article", E("p", metas[2]), E("p", joined[2]), E("p", W["thanks"]), cls="post")
        parts = [self.header(page, lang, site), self.crumbs(page, lang, W["board"], back), E("main", q, op, ans, thx,
                 E("a", U["reply"], href="#")), E("footer", E("p", W["powered"]), cls="forum-footer")]
        self._kit(page, "footer")
        self._assemble(page, lang, f"{back} - {W['board']} - {site}", parts)

    def layout_translator_face_columns(self, page, card):
        """A translation tool's review of one card (German, French, Italian, Spanish, Portuguese, Japanese),
        titled with its whole English name: a table of fields (each face's name, type line and text) with the
        English source and the printed target side by side, the status, glossary and buttons, then the rulings
        "not translated, for reference" with dates in the translator's language."""
        r = self.rng
        have = [x for x in ("de", "fr", "it", "es", "pt", "ja") if self.printed_faces(card, x)]
        lang, when = self._setup(page, card, have or ["de", "fr", "it", "es", "pt", "ja"])
        W = TRANSL_W[lang]
        name = self._title(page, card, "en", "whole")
        faces, pf = self.faces_of(card), self.printed_faces(card, lang)
        rows = []
        for k, face in enumerate(faces):
            p = pf[k] if pf and k < len(pf) else {"name": "—", "type": "—", "text": "—"}
            if p.get("text") and p["name"] != "—":
                page.translations.append((lang, p["name"], p["text"]))
            for key, fld in (("name", "name"), ("type", "type"), ("text", "text")):
                label = fill(W[key], k=k + 1)
                self._c(page, label)
                rows.append(E("tr", E("th", label), E("td", *self._lines(face.get(fld))), E("td", *self._lines(p.get(fld)), lang=lang)))
        head = [W["field"], W["source"], W["target"]]
        self._cs(page, *head, W["status"], W["glossary"], W["save"], W["tm"], W["project"], W["rulings"])
        rul = self.rulings(page, card, lang, "a translation tool's reference rulings", ["num", "long", "pad", "short"], ["table", "dash"])
        main = E("main", E("p", W["project"]), E("h1", name), E("p", W["status"], " · ", W["tm"]),
                 E("table", E("tr", *[E("th", h) for h in head]), *rows, cls="segments"),
                 E("div", E("button", W["glossary"], type="button"), E("button", W["save"], type="button"), cls="actions"),
                 E("h2", W["rulings"]), rul)
        self._kit(page, "nav")
        self._assemble(page, lang, f"{name} · {W['lang']} · LocTool", [main], body_cls="app")

    def _lines(self, text: str | None) -> list:
        """A text's lines broken by <br>."""
        out: list = []
        for k, ln in enumerate([x for x in (text or "").split("\n") if x.strip()]):
            out += [E("br"), ln] if k else [ln]
        return out

    def layout_day_night_face_toggle(self, page, card):
        """A card page with a face toggle (English, French, Italian): "☀ Day / ☾ Night" for a transforming
        card, "Front / Back" for the others, "Face shown:" the front face in full and the other face under
        the toggle, the front face printed now and then, the rulings (the date over the text or under it)."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "fr", "it"])
        W, U = DAYNIGHT_W[lang], UI[lang]
        site = {"en": "Moonphase", "fr": "Lune & Soleil", "it": "Giorno e Notte"}[lang]
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.35)
        faces = self.faces_of(card)
        labels = [W["day"], W["night"]] if card.layout == "transform" else [U["front"], U["back"]]
        toggle = None
        if card.faces:
            toggle = E("div", E("button", labels[0], type="button", aria__pressed="true"), " / ",
                       E("button", labels[1], type="button", aria__pressed="false"), cls="face-toggle")
            self._cs(page, *labels, f"{labels[0]} / {labels[1]}", W["face"])
            self._kit(page, "faces")
        shown = E("section", E("p", W["face"], " ", E("b", labels[0])) if card.faces else None, self.face_block(faces[0], heading="h2"),
                  cls="face-shown")
        tr = self._face_tr(page, card, lang, 0, 0.5) if lang != "en" else None
        if tr:
            self._c(page, W["printed"])
            shown.add(E("h3", W["printed"]), self.printed_face(tr, lang, heading="h4"))
        rest = [E("section", E("h3", labels[1]), self.face_block(f, heading="h4"), cls="face-other") for f in faces[1:]]
        rul = self.rulings(page, card, lang, "a face-toggle card page's rulings", ["long", "gb", "num", "abbr", "iso"], ["over", "under"])
        upd = self._c(page, fill(U["updated"], d=self._stamp(page, self._after_last(card, when), self._of(lang, "long", "num"))))
        main = E("main", E("h1", name), toggle, self.switch(page, card, lang), shown, *rest, E("h2", self._c(page, U["rulings"])), rul,
                 E("p", E("small", upd)))
        parts = [self.consent(page, lang) if r.random() < 0.6 else None, self.header(page, lang, site), main,
                 self.ad(page, lang) if r.random() < 0.4 else None, self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{name} · {site}", parts)

    def layout_price_listing_face_names(self, page, card):
        """A marketplace's price page (English, German, French, Dutch) titled with the whole name (printed
        now and then): trend and average, "Prices updated DATE", the price history, the offers whose sellers
        name the card their own way (the front face, "FRONT / BACK", "BACK // FRONT"), a "Rulings" tab
        ("DATE: text" or a table)."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "nl"])
        W, U = PRICE_W[lang], UI[lang]
        site = {"en": "Spellprice", "de": "Kartenbörse", "fr": "La Bourse aux Cartes", "nl": "Kaartbeurs"}[lang]
        name = self._title(page, card, lang, "whole", 0.45)
        faces = [f["name"] for f in self.faces_of(card)]
        shapes = [faces[0], " / ".join(faces), " // ".join(reversed(faces)), f"{faces[0]} [{card.set_code}]", f"{card.name} - {card.set_name}"]
        money = lambda: f"{r.randint(0, 30)}.{r.randint(0, 99):02d}" if lang == "en" else f"{r.randint(0, 30)},{r.randint(0, 99):02d}"  # noqa: E731
        trend, avg = fill(W["trend"], a=money()), fill(W["avg"], b=money())
        upd = fill(W["updated"], d=self._stamp(page, when.date(), self._of(lang, "num", "long", "abbr")))
        head = [W["seller"], W["cond"], W["language"], W["price"], W["listing"]]
        spark = "".join(r.choice("▁▂▃▄▅▆▇") for _ in range(24))
        self._cs(page, trend, avg, upd, W["history"], spark, *head, W["buy"], U["rulings"])
        body = E("tbody")
        for _ in range(r.randint(3, 6)):
            cells = [r.choice(SELLERS), r.choice(CONDITIONS), r.choice(["English", "Deutsch", "Français", "日本語"]),
                     ("$" if lang == "en" else "€ ") + money()]
            self._cs(page, *cells)
            body.add(E("tr", *[E("td", c) for c in cells], E("td", r.choice(shapes)), E("td", E("button", W["buy"], type="button"))))
        self._kit(page, "prices")
        rul = self.rulings(page, card, lang, "a marketplace's rulings tab", ["num", "long", "abbr", "iso"], ["colon", "table"])
        main = E("main", E("h1", name), E("p", self.kind_label(page, card, lang)), E("p", trend, " · ", avg), E("p", E("small", upd)),
                 E("h2", W["history"]), E("p", spark, cls="sparkline"), E("table", E("thead", E("tr", *[E("th", h) for h in head])), body, cls="offers"),
                 E("div", E("a", U["rulings"], href="#rulings", cls="tab"), cls="tabs"), E("section", rul, id="rulings"))
        parts = [self.consent(page, lang) if r.random() < 0.7 else None, self.header(page, lang, site),
                 self.crumbs(page, lang, U["cards"], card.set_name, name), main, self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{name} ({card.set_name}) – {site}", parts)

    def layout_app_share_card_text(self, page, card):
        """A card app's share text (English, Spanish, Korean, Italian) as a chat or mail shows it (or the
        share link's landing page when saved): the whole name (printed now and then, with the faces' printed
        texts joined by a line "//"), else each face's type line and Oracle text with "//" between faces, the
        rulings after "Rulings:" as "• DATE: text" lines, "Shared from…", the link."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "es", "ko", "it"], p_html=0.4)
        W = SHARE_W[lang]
        name = self._title(page, card, lang, "whole", 0.45)
        whole = self._whole_tr(page, card, lang, 1.0) if page.title_lang != "en" else None
        lines: list = [E("div", E("b", name))]
        if whole:
            lines += [E("div", ln) for ln in whole["text"].split("\n") if ln.strip()]
        else:
            for k, f in enumerate(self.faces_of(card)):
                lines += ([E("div", "//"), E("div", f["name"])] if k else []) + [E("div", x) for x in [f.get("type")] + (f.get("text") or "").split("\n") if x]
        self._c(page, W["rulings"])
        form = self._form(page, "an app's share text, bullets", lang, ["iso", "num", "long", "short"])
        items = self._dated(page, card, form)
        link = f"https://cardvault.app/c/{card.set_code.lower()}/{card.number}"
        self._cs(page, W["shared"], link)
        msg = E("div", *lines, E("div", W["rulings"]), *[E("div", f"• {ds}: ", t) for ds, t, _ in items], E("div", W["shared"]),
                E("div", E("a", link, href=link)), cls="share-text")
        parts = [msg]
        if self.html:
            self._cs(page, W["open"], W["get"])
            parts = [E("div", E("a", W["open"], href=link), " ", E("a", W["get"], href="#"), cls="app-banner"), msg]
        self._kit(page, "share")
        self._assemble(page, lang, f"{name} — CardVault", parts, body_cls="share")

    def _card_arg(self, page: Page, card: CardData) -> None:
        """What the user passes as ``--card`` for an untitled page: the whole English name, one face's
        English name, or one face's printed name in another language (in turn)."""
        r = self.rng
        faces = self.faces_of(card)
        turn = self._turns.get(self._layout + ":arg", 0)
        self._turns[self._layout + ":arg"] = turn + 1
        printed = [(lang, pf[k]["name"]) for lang in sorted(STORED) for pf in [self.printed_faces(card, lang)] if pf
                   for k in range(len(pf)) if pf[k]["name"] and self._name(card, lang, ["front", "back"][min(k, 1)] if card.faces else "whole")[1] == lang]
        kind = ["whole", "face", "printed"][turn % 3]
        if kind == "printed" and printed:
            lang, arg = r.choice(printed)
            page.__dict__["arg_kind"] = f"printed:{lang}"
        elif kind != "whole" and card.faces:
            arg = r.choice(faces)["name"]
            page.__dict__["arg_kind"] = "face"
        else:
            arg = card.name
            page.__dict__["arg_kind"] = "whole"
        page.card_arg = arg

    def layout_face_lightbox_untitled(self, page, card):
        """(Names no card.) A card image opened in a lightbox on its own (English, Spanish, German, Japanese):
        the image only (no name in its alt text), "Face 1 of 2", "Show back face" ("Ver reverso", "Rückseite
        anzeigen", "裏面を見る"), zoom and download buttons, "close", and the rulings drawer ("Rulings (N)", the
        date over each text or "DATE — text"). The user names the card with --card."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "es", "de", "ja"])
        W, U = LIGHTBOX_W[lang], UI[lang]
        faces = self.faces_of(card)
        head = fill(W["rulings"], n=len(card.rulings))
        counter = fill(W["counter"], k=1, n=len(faces))
        self._cs(page, W["close"], W["zoom_in"], W["zoom_out"], W["download"], head)
        btns = E("div", E("button", W["zoom_in"], type="button"), E("button", W["zoom_out"], type="button"),
                 E("button", W["download"], type="button"), cls="tools")
        flip = None
        if card.layout in ("transform", "modal_dfc"):
            self._cs(page, counter, U["show_back"])
            flip = E("p", E("span", counter), " · ", E("button", U["show_back"], type="button"), cls="face-nav")
            self._kit(page, "faces")
        elif card.faces:
            flip = E("p", self.switch(page, card, lang), cls="face-nav")
        img = E("img", src=f"/img/{card.set_code.lower()}/{card.number}a.jpg", alt="")
        rul = self.rulings(page, card, lang, "a lightbox's rulings drawer (naming no card)", ["long", "num", "iso", "pad", "gb"], ["over", "dash"])
        box = E("div", E("div", E("button", W["close"], type="button"), cls="bar"), img, flip, btns,
                E("section", E("h2", head), rul, cls="drawer"), cls="lightbox", role="dialog")
        self._kit(page, "nav")
        self._card_arg(page, card)
        self._assemble(page, lang, head, [box], body_cls="lightbox-open")

    def layout_scanner_result_untitled(self, page, card):
        """(Names no card.) A card scanner app's result screen (English, Italian, Portuguese, Korean, Polish):
        "Scan complete ✓", "Front side detected" and "Scan back side" for a card with faces, the kind of card,
        condition, quantity, price, "Add to collection", when it was scanned, and the rulings (the date over
        each text or "DATE: text"). The user names the card with --card."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "it", "pt", "ko", "pl"])
        W = SCAN_W[lang]
        price = fill(W["price"], p=f"{r.randint(0, 40)}{'.' if lang == 'en' else ','}{r.randint(0, 99):02d}" if lang != "ko" else r.randint(100, 9000))
        scanned = fill(W["scanned"], d=self._stamp(page, when.date(), self._of(lang, "num", "long", "dot")), t=clock(when, lang))
        self._cs(page, W["done"], W["cond"], W["qty"], W["add"], price, scanned, W["rulings"])
        kind = self.kind_label(page, card, lang)
        sides = None
        if card.faces and card.layout in ("transform", "modal_dfc"):
            self._cs(page, W["front"], W["back"])
            sides = E("div", E("p", W["front"]), E("button", W["back"], type="button"), cls="sides")
            self._kit(page, "faces")
        img = E("img", src="/scan/last.jpg", alt="")
        rul = self.rulings(page, card, lang, "a scanner app's result (naming no card)", ["num", "long", "dot", "iso", "year"], ["over", "colon"])
        screen = E("main", E("p", E("b", W["done"])), img, sides, E("p", kind), E("p", W["cond"], " · ", W["qty"], " · ", price),
                   E("button", W["add"], type="button"), E("p", E("small", scanned)), E("h2", W["rulings"]), rul, cls="scan-result")
        self._kit(page, "prices")
        self._card_arg(page, card)
        self._assemble(page, lang, W["done"], [screen], body_cls="app")

    def layout_ko_face_switch_db(self, page, card):
        """A Korean card database's page titled with a printed name (the whole card's or a face's, now and
        then the English one): "영문명: NAME", the kind of card, the 앞면/뒷면 tabs and the face button, each
        face printed (or in English), the rulings ("2018. 1. 19.", "2018년 1월 19일" or "2018.01.19", over the
        text, in a table or before it), views, comments."""
        r = self.rng
        lang, when = self._setup(page, card, ["ko"])
        U = UI[lang]
        site = r.choice(["MTG 카드 사전", "양면 카드 DB", "마나 도서관"])
        name = self._title(page, card, lang, r.choice(["whole", "front", "back"]), 0.75)
        faces = self.faces_of(card)
        en = f"영문명: {card.name}"
        views = f"조회 {r.randint(100, 90000):,}"
        self._cs(page, views, U["rulings"])
        tabs = None
        if card.faces:
            self._cs(page, U["front"], U["back"])
            tabs = E("div", E("button", U["front"], type="button"), E("button", U["back"], type="button"), self.switch(page, card, lang),
                     cls="face-tabs")
        blocks = []
        for k, face in enumerate(faces):
            tr = self._face_tr(page, card, lang, k, 0.7)
            blocks.append(self.printed_face(tr, lang, type_line=True) if tr else self.face_block(face))
        rul = self.rulings(page, card, lang, "a Korean card page's rulings", ["num", "long", "dot"], ["over", "table", "colon"])
        last = max(d for d, _ in card.rulings)
        main = E("main", E("h1", name), E("p", en), E("p", self.kind_label(page, card, lang), " · ", views), tabs, *blocks,
                 E("h2", U["rulings"]), rul, self.comments(page, lang, card, last + dt.timedelta(days=1), when.date()))
        parts = [self.consent(page, lang) if r.random() < 0.6 else None, self.header(page, lang, site), main, self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{name} - {site}", parts)

    def layout_zh_dual_face_detail(self, page, card):
        """A Chinese card page (Simplified or Traditional) titled with the whole printed name most of the
        time: "英文名：NAME", the 正面/背面 toggle and the face button, the card's text block (the printed
        faces' texts joined by a line "//", or the English faces), the rulings ("2018年1月19日", "2018-01-19"
        or "2018/1/19"; over the text, "DATE：text" or "text（DATE）"), an ad."""
        r = self.rng
        lang, when = self._setup(page, card, ["zhs", "zht"])
        U = UI[lang]
        site = {"zhs": "万智牌卡查", "zht": "魔法風雲會卡查"}[lang]
        name = self._title(page, card, lang, "whole", 0.8)
        label = "英文名：" if lang == "zhs" else "英文名稱："
        text_head = "卡牌文字" if lang == "zhs" else "卡牌文字敘述"
        self._cs(page, text_head, U["rulings"], label)
        whole = self._whole_tr(page, card, lang, 0.85) if page.title_lang == lang else None
        if whole:
            text = E("div", E("p", E("b", whole["name"])), *[E("p", ln) for ln in whole["text"].split("\n") if ln.strip()], cls="card-text")
        else:
            text = E("div", *[self.face_block(f) for f in self.faces_of(card)], cls="card-text")
        toggle = None
        if card.faces:
            self._cs(page, U["front"], U["back"])
            toggle = E("div", E("a", U["front"], href="#"), " / ", E("a", U["back"], href="#"), self.switch(page, card, lang), cls="toggle")
        rul = self.rulings(page, card, lang, "a Chinese card page's rulings", ["long", "dash", "num"], ["over", "colon", "paren"])
        upd = self._c(page, fill(U["updated"], d=self._stamp(page, self._after_last(card, when), self._of(lang, "long", "dash"))))
        main = E("main", E("h1", name), E("p", label, card.name), toggle, E("h2", text_head), text, E("h2", U["rulings"]), rul, E("p", upd))
        parts = [self.header(page, lang, site), main, self.ad(page, lang), self.footer(page, lang, site, when, newsletter=False)]
        self._assemble(page, lang, f"{name} - {site}", parts)

    def layout_fr_fiche_recto_verso(self, page, card):
        """A French card sheet ("fiche"): the printed name of the front face or of the whole card most of
        the time, the "Recto | Verso" tabs (a split card's halves named), "Voir le verso", the kind of card,
        the recto printed (or each face in English), the legalities, the rulings ("1er janvier 2018",
        "19/01/2018" or "19 janv. 2018", a table, "DATE : text" or the date over the text), comments."""
        r = self.rng
        lang, when = self._setup(page, card, ["fr"])
        U = UI[lang]
        site = r.choice(["Le Grimoire Recto Verso", "Fiches Magic", "La Bibliothèque du Planeswalker"])
        name = self._title(page, card, lang, r.choice(["front", "whole"]), 0.65)
        faces = self.faces_of(card)
        tabs = None
        if card.layout in ("transform", "modal_dfc", "flip"):
            self._cs(page, U["front"], U["back"], U["show_back"])
            tabs = E("div", E("a", U["front"], href="#recto", cls="active"), " | ", E("a", U["back"], href="#verso"),
                     E("button", U["show_back"], type="button"), cls="onglets")
            self._kit(page, "faces")
        tr = self._face_tr(page, card, lang, 0, 0.6)
        blocks = [self.printed_face(tr, lang, type_line=True, heading="h2")] if tr else []
        blocks += [self.face_block(f, heading="h3") for f in (faces[1:] if tr else faces)]
        legal = f"Légalités : Modern {r.choice(['légale', 'interdite'])} · Commander {r.choice(['légale', 'interdite'])}"
        self._cs(page, legal, U["rulings"])
        rul = self.rulings(page, card, lang, "a French card sheet's rulings", ["long", "num", "abbr"], ["table", "colon", "over"])
        last = max(d for d, _ in card.rulings)
        main = E("main", E("h1", name), E("p", self.kind_label(page, card, lang)), tabs, *blocks, E("p", legal), E("h2", U["rulings"]),
                 rul, self.comments(page, lang, card, last + dt.timedelta(days=1), when.date()) if r.random() < 0.6 else None)
        parts = [self.consent(page, lang), self.header(page, lang, site), self.crumbs(page, lang, U["cards"], card.set_name, name), main,
                 self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{name} — {site}", parts)

    def layout_spoiler_reveal_both_faces(self, page, card):
        """A news site's card reveal (English, Russian, Italian, Polish): "Card reveal: NAME" (the whole name,
        printed now and then), the byline with its date, both faces under "Front face" and "Back face" (a
        split card's halves), "From the release notes" and the rulings (the date over the text or "DATE —
        text"), comments."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "ru", "it", "pl"])
        W, U = SPOIL_W[lang], UI[lang]
        site = {"en": "Spoiler Season", "ru": "Превью МТГ", "it": "Anteprime Magic", "pl": "Zapowiedzi MTG"}[lang]
        name = self._title(page, card, lang, "whole", 0.5)
        title = fill(W["title"], name=name)
        pub = self._after_last(card, when)
        by = self._c(page, fill(W["byline"], who=r.choice(HANDLES), d=self._stamp(page, pub, self._of(lang, "long", "num", "bare", "year"))))
        self._cs(page, W["intro"], W["notes"])
        faces = self.faces_of(card)
        heads = [W["front"], W["back"]] if card.layout in ("transform", "modal_dfc", "flip") else [None, None]
        secs = []
        for k, face in enumerate(faces):
            h = heads[min(k, 1)] if card.faces else None
            if h:
                self._c(page, h)
            secs.append(E("section", E("h2", h) if h else None, self.face_block(face, heading="h3")))
        self._kit(page, "faces")
        rul = self.rulings(page, card, lang, "a card reveal's release-notes rulings", ["long", "num", "bare", "year", "abbr"], ["over", "dash"])
        art = E("article", E("h1", title), E("p", by), E("p", W["intro"]), *secs, E("h2", W["notes"]), rul,
                self.comments(page, lang, card, pub, when.date()))
        parts = [self.header(page, lang, site), self.consent(page, lang) if r.random() < 0.5 else None, art,
                 self.ad(page, lang) if r.random() < 0.5 else None, self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{title} | {site}", parts)

    def layout_face_search_hit_expanded(self, page, card):
        """A card search's results (English, German, Polish, Dutch, Russian) for a query that matches one
        face ("Results for “insectile”"): the count, the face filter, the hit (the whole name, the matched
        word marked) with "matched on the back face", opened: each face's type line and text and the rulings
        ("DATE: text" or "text (DATE)"), then the other results."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "pl", "nl", "ru"])
        W, U = SEARCH_W[lang], UI[lang]
        site = {"en": "Faceseek", "de": "Kartensuche", "pl": "Szukajka", "nl": "Kaartzoeker", "ru": "Поиск карт МТГ"}[lang]
        name = self._title(page, card, "en", "whole")
        faces = self.faces_of(card)
        k = r.randrange(len(faces))
        word = max(re.findall(r"[A-Za-z]+", faces[k]["name"]) or [faces[k]["name"]], key=len)
        others = self._others(card, r.randint(1, 3))
        res = fill(W["results"], q=word.lower())
        count = fill(W["count"], n=len(others) + 1)
        hit = W["half_hit"] if card.layout in ("split", "aftermath", "adventure") else W["back_hit"] if k and card.faces else W["front_hit"]
        self._cs(page, res, count, W["filter"], hit, W["other"], U["rulings"], *[o.name for o in others])
        at = name.find(word)
        head = E("h2", name[:at], E("mark", word), name[at + len(word):]) if self.html and at >= 0 else E("h2", name)
        self._kit(page, "faces")
        rul = self.rulings(page, card, lang, "a search result opened", ["iso", "long", "num", "abbr", "bare", "year"], ["colon", "paren"])
        hitbox = E("article", head, E("p", E("small", hit)), *[self.face_block(f, heading="h3") for f in faces], E("h3", U["rulings"]), rul,
                   cls="result open")
        main = E("main", E("h1", res), E("p", count, " · ", W["filter"]), hitbox, E("h2", W["other"]),
                 E("ul", *[E("li", E("a", o.name, href="#")) for o in others]))
        parts = [self.header(page, lang, site), main, self.footer(page, lang, site, when)]
        self._assemble(page, lang, f"{res} — {site}", parts)

    # (layout methods)

    LAYOUTS31: dict[str, tuple[str, bool]] = {
        "scry-both-faces-oracle": ("layout_scry_both_faces_oracle", True),
        "gatherer-one-face-detail": ("layout_gatherer_one_face_detail", True),
        "face-tab-panels-eu": ("layout_face_tab_panels_eu", True),
        "storybook-inset-frame": ("layout_storybook_inset_frame", True),
        "halves-columns-mechanic-notes": ("layout_halves_columns_mechanic_notes", True),
        "mdfc-land-slot-guide": ("layout_mdfc_land_slot_guide", True),
        "deck-list-front-face": ("layout_deck_list_front_face", True),
        "printed-face-wiki-article": ("layout_printed_face_wiki_article", True),
        "back-face-forum-thread": ("layout_back_face_forum_thread", True),
        "translator-face-columns": ("layout_translator_face_columns", True),
        "face-lightbox-untitled": ("layout_face_lightbox_untitled", False),
        "day-night-face-toggle": ("layout_day_night_face_toggle", True),
        "price-listing-face-names": ("layout_price_listing_face_names", True),
        "app-share-card-text": ("layout_app_share_card_text", True),
        "scanner-result-untitled": ("layout_scanner_result_untitled", False),
        "ko-face-switch-db": ("layout_ko_face_switch_db", True),
        "zh-dual-face-detail": ("layout_zh_dual_face_detail", True),
        "fr-fiche-recto-verso": ("layout_fr_fiche_recto_verso", True),
        "spoiler-reveal-both-faces": ("layout_spoiler_reveal_both_faces", True),
        "face-search-hit-expanded": ("layout_face_search_hit_expanded", True),
        # (layout registry)
    }
    LAYOUTS = LAYOUTS31

#: the layouts of the part, their names
LAYOUTS31 = tuple(Fresh31Generator.LAYOUTS31)


def fresh31_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-31 part's pages, drawn with their own generator (seed + 187067) from ``cards`` (single-faced
    ones and cards with faces alike)."""
    return Fresh31Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh31")

#: the kinds of furniture the part's pages carry (each page at least one; all of them in a full run)
KITS = {"consent", "nav", "breadcrumbs", "footer", "newsletter", "ads", "faces", "comments", "related", "prices", "share"}


def _part_problems(pages: list[Page], gen: Fresh31Generator) -> list[str]:
    """What the part as a whole lacks: its layouts (all its own, both formats each), date and title
    languages, translations (of a face and of the whole card), furniture, cards with faces on four pages
    in five at least and of every kind the cards have, titles of each kind, each kind of ``--card``."""
    problems = []
    full = len(pages) >= 100
    layouts = {p.layout for p in pages}
    if (full and layouts != set(LAYOUTS31)) or not layouts <= set(LAYOUTS31):
        problems.append(f"layouts: {sorted(set(LAYOUTS31) - layouts)} missing")
    if full:
        one_format = sorted(lay for lay in layouts if len({p.fmt for p in pages if p.layout == lay}) < 2)
        if one_format:
            problems.append(f"layouts in one format only: {one_format}")
    langs = {f.split(":")[0] for p in pages for f in p.date_forms}
    if len(langs) < (10 if full else 1):
        problems.append(f"only {len(langs)} date languages: {sorted(langs)}")
    if len({p.title_lang for p in pages if p.title_lang and p.title_lang != "en"}) < (5 if full else 0):
        problems.append("fewer than 5 title languages besides English")
    kits = {k for p in pages for k in p.__dict__.get("kits", [])}
    by_name = {c.name: c for c in gen.cards}
    multi = [p for p in pages if by_name[p.card].faces]
    if gen.multi and len(multi) < 0.8 * len(pages):
        problems.append(f"only {len(multi)} of {len(pages)} pages about a card with faces")
    if not full:
        return problems
    if kits != KITS:
        problems.append(f"furniture missing: {sorted(KITS - kits)}, unlisted: {sorted(kits - KITS)}")
    if {by_name[p.card].layout for p in multi} != set(gen.kinds):
        problems.append(f"kinds of cards missing: {sorted(set(gen.kinds) - {by_name[p.card].layout for p in multi})}")
    kinds = {(p.__dict__.get("title_kind"), p.title_lang != "en") for p in multi if p.card_arg is None}
    if not {("whole", False), ("front", False), ("back", False), ("front", True), ("back", True)} <= kinds:
        problems.append(f"titles of some kinds missing: {sorted(kinds, key=str)}")
    args = {p.__dict__.get("arg_kind", "").split(":")[0] for p in multi if p.card_arg}
    if args != {"whole", "face", "printed"}:
        problems.append(f"--card of some kinds missing: {sorted(args)}")
    trs = {("face" if " // " not in n else "whole") for p in multi for _, n, _ in p.translations}
    if trs != {"face", "whole"} and any(c.foreign for c in gen.multi):
        problems.append(f"translations of a face or of the whole card missing: {sorted(trs)}")
    return problems


def _page_problems(p: Page, card: CardData, gen: Fresh31Generator) -> list[str]:
    """What is wrong with one page's answers (see ``self_test``)."""
    problems = []
    views = reading_views(p)
    seen = lambda s: any(fold(s) in v for v in views)  # noqa: E731
    truth = {(d.isoformat(), t) for d, t in card.rulings}
    if p.card != card.name or (card.faces and " // " not in p.card):
        problems.append(f"card {p.card!r}")
    if not p.rulings or len(set(p.rulings)) != len(p.rulings):
        problems.append(f"{len(p.rulings)} rulings ({len(set(p.rulings))} different)")
    for d, t in p.rulings:
        if not seen(t):
            problems.append(f"ruling not in page: {t[:60]}")
        if d is None or dt.date.fromisoformat(d).isoformat() != d or (d, t) not in truth:
            problems.append(f"not the card's ruling and date: {d} {t[:40]}")
    shown = p.__dict__.get("shown", [])
    if len(shown) != len(p.rulings):
        problems.append(f"{len(shown)} shown dates for {len(p.rulings)} rulings")
    problems += [f"date not shown as written: {s[:60]}" for s in shown if not seen(s)]
    for s, d in p.__dict__.get("own_dates", []):
        if not seen(s):
            problems.append(f"own date not in page: {s[:60]}")
        if d in {x.isoformat() for x, _ in card.rulings}:
            problems.append(f"own date {d} is a ruling date")
    problems += translation_problems(p, card, seen)
    inside = [fold(t) for _, t in p.rulings] + [fold(f"{f.get('name')} {f.get('text') or ''}") for f in card.foreign.values()]
    for c in p.chrome:
        if not seen(c):
            problems.append(f"chrome not in page: {c[:60]}")
        if any(fold(c) in x for x in inside):
            problems.append(f"chrome inside a ruling or translation: {c[:60]}")
    if not p.chrome or not p.__dict__.get("kits"):
        problems.append("no chrome or no furniture")
    return problems + title_problems(p, card, gen, views)


def self_test(pages: list[Page], gen: Fresh31Generator) -> list[str]:
    """What is wrong with the answers: every ruling text, translation, chrome line, shown date and page
    date is in the page as read; the rulings are the card's own (all or some) with their real dates; the
    pages' own dates are none of the card's ruling days; translations are the card's printed whole card or
    one printed face; the card is the whole English name; titled pages show their title (one of the card's
    names), untitled ones name the card nowhere but inside a ruling; chrome on every page and inside no
    ruling or translation; and for the part: every layout in both formats, dates in 10 languages, titles in
    5 besides English, cards with faces on 80% of the pages and of every kind, every kind of title and of
    ``--card``, translations of faces and of whole cards, every kind of furniture."""
    problems = _part_problems(pages, gen)
    by_name = {c.name: c for c in gen.cards}
    for p in pages:
        problems += [f"{p.id} {p.layout}: {x}" for x in _page_problems(p, by_name[p.card], gen)]
    return problems


def _cards(sets, seed: int):
    """The corpus's cards as bench/page_corpus.py hands them to this part: single-faced ones sorted by name,
    then the cards with faces."""
    from page_corpus import load_cards, multiface_cards

    cards, set_names, sets_read = load_cards(sets, sets_wanted=None if sets.is_dir() else 60, seed=seed)
    cards.sort(key=lambda c: c.name)
    return cards + multiface_cards(sets_read), set_names


def main() -> int:
    import sys
    from collections import Counter
    from pathlib import Path

    sets = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "data/sample"
    bad = 0
    for seed in (7, 21):
        cards, set_names = _cards(sets, seed)
        gen = Fresh31Generator(cards, set_names, seed + SEED_OFFSET)
        pages = gen.fresh_corpus(200, "fresh31")
        again = fresh31_corpus(cards, set_names, seed, 200)
        key = lambda ps: [(p.content, p.rulings, p.translations, p.chrome) for p in ps]  # noqa: E731
        problems = self_test(pages, gen) + ([] if key(pages) == key(again) else ["not deterministic for the seed"])
        by_name = {c.name: c for c in cards}
        kinds = Counter(by_name[p.card].layout for p in pages)
        langs = sorted({f.split(":")[0] for p in pages for f in p.date_forms})
        print(f"seed {seed}: {len(pages)} pages, {len({p.layout for p in pages})} layouts, cards {dict(sorted(kinds.items()))}, "
              f"{len(langs)} date languages ({' '.join(langs)}), titles in {sorted({p.title_lang for p in pages if p.title_lang})}, "
              f"{sum(len(p.rulings) for p in pages)} rulings, {sum(len(p.translations) for p in pages)} translations, "
              f"{sum(len(p.chrome) for p in pages)} chrome lines, {sum(p.fmt == 'html' for p in pages)} HTML, "
              f"{sum(p.card_arg is not None for p in pages)} naming no card; {len(problems)} problems")
        for x in problems[:30]:
            print("  ", x)
        bad += len(problems)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
