"""The fresh-21 part of the page corpus (held out until page-16, tuning now) (``bench/page_corpus.py``).

Written without reading the page parser (nor any code that reads pages, nor its tests), before any
parser run on it and without seeing which pages of any part fail. Only the corpus's interface was
read (``bench/page_corpus.py``, ``bench/page_fresh20.py``'s code, ``bench/page_accuracy.py``,
``tests/test_page_fresh_corpus.py``) and the layout names of the earlier parts (to repeat none).
Theme: pages seen through something else. Card and rulings pages as they arrive after passing
through a wrapper, a proxy, an archive, an app or an export, each adding its own chrome and its own
dates that are not ruling dates:

- archive-toolbar-capture: a card database page (German, French, Spanish, Italian, Portuguese,
  Polish, Dutch, Hungarian, English) under a web archive's toolbar (capture counts, the month strip,
  "About this capture", "COLLECTED BY", the crawl's time stamp and the original URL), or under
  Arquivo.pt's bar ("Página arquivada em 5 de março de 2024"); the site's own "last updated" date;
- translate-proxy-frame: an English rulings page through a translation proxy into Greek, Romanian,
  Ukrainian, Vietnamese, Indonesian, Thai, Turkish, Hungarian or Hebrew: the site's chrome and the
  date lines translated (Thai dates in the Buddhist era), the rulings (marked translate="no") as
  published, the proxy's "Original text" / "Rate this translation" tooltip and its URL;
- read-later-export: a blog article as a read-it-later app shows it (wallabag in five languages,
  Omnivore, Readwise Reader, Pocket): "Added on", "Saved on", "Published", reading time, tags;
- print-to-pdf-pages: a browser's print-to-PDF text of a card page: on every printed page a header
  with the print date and time (in the browser's locale) and the title, and a footer with the URL and
  "2/4" ("Seite 2 von 4", "Side 2 av 4"...), the rulings wrapped at the printed width, a page break
  now and then inside a ruling;
- gmail-quoted-reply: a plain-text (or Gmail HTML) reply chain quoting a forwarded message of
  rulings with "> " and ">> " (or "> > ") prefixes and rewrapped lines, attributions and forward
  headers in eight languages ("Am Mo., 4. März 2024 um 21:17 Uhr schrieb ...");
- outlook-fw-localized: an Outlook forward with its localized header block ("Gesendet: Dienstag, 5.
  März 2024 14:03", "Elküldve: 2024. március 5., kedd 14:03"...), external-sender warnings, mobile
  signatures and disclaimers in twelve languages, the rulings dated the same way as the header;
- rss-content-encoded: a WordPress RSS 2.0 feed: channel, lastBuildDate and pubDate (RFC 822), the
  post's HTML in content:encoded, a second unrelated item (Indonesian, Vietnamese, Romanian, Greek,
  Turkish, Portuguese, Hungarian, English);
- feed-reader-entry: the same kind of post in a feed reader (Miniflux in eight languages): the
  sidebar with unread counts, the entry's date line, "Mark as read", "Fetch original content";
- clipper-frontmatter-md: a note app's Markdown export of a clipped card page: Obsidian Web
  Clipper, Joplin (YAML front matter with created/updated/published dates and tags), Notion
  (property lines) or Bear (hashtags), rulings dated in Czech, Greek, Ukrainian, Hungarian,
  Norwegian, Danish, Romanian, German or Japanese;
- flashcard-deck-tsv: an Anki-like deck export, tab-separated, with its "#separator:tab" header
  lines, a notetype and deck column, a source column with the retrieval date, or "#deck:" with a date;
- ax-tree-outline: the accessibility tree of a card page as a browser's inspector copies it (Chrome's
  "RootWebArea", "StaticText", "heading ... level: 2"; Firefox's "text leaf:"), the site in
  Vietnamese, Thai, Hebrew, Indonesian, Turkish, German, Greek or English;
- repo-readme-render: a code host's rendered README (GitHub, GitLab, Codeberg): the repository's nav
  bar, "Latest commit" with its date, the file tree, stars and forks, "History", the README in
  English, Ukrainian, Vietnamese, Indonesian, Romanian, Turkish, Greek or Polish, its rulings in a table;
- app-tabbar-view: a mobile app's card view: a status bar, "‹ Back", "Pull to refresh", "Last
  synced", the tab bar ("Beranda Cari Koleksi Profil"), the printed name and text in Japanese, Korean,
  Portuguese, Spanish or Russian now and then;
- ocr-screenshot-text (names no card): the OCR'd text of a phone screenshot cropped to the rulings:
  the screenshot's file name with its date, the status bar ("9:41 ▮▮▮ 87%"), the browser's address
  bar and buttons, the rulings broken at the screen's width;
- rules-bot-chat-export: a chat with a rules bot exported from a messenger (Viber's CSV with doubled
  quotes, or "[05.03.2024, 14:03] Name: text" lines), messages' time stamps, the bot's "data updated" line;
- mhtml-single-file: a page saved as MHTML by a browser: the MIME headers ("From: <Saved by
  Blink>", "Snapshot-Content-Location", "Date"), the HTML part in quoted-printable (soft line breaks
  inside the rulings, "=C3=A9"), a CSS part;
- saved-from-url-html: an HTML page saved with "Save as… Webpage, Complete" ("<!-- saved from
  url=(0061)... -->") or SingleFile (its comment with the saved date, now and then its info bar),
  inline styles and data URIs, the site in Greek, Romanian, Ukrainian, Hungarian, Hebrew, Polish,
  Czech, Norwegian, Finnish or English;
- clipboard-history-export (names no card): a clipboard manager's history: rulings copied one by
  one with their dates, each entry under the time and app it was copied from, other clips between.

Dates in many languages' real forms: English (month-first and day-first), German, French, Spanish,
Italian, Portuguese, Dutch, Swedish, Danish, Norwegian, Finnish, Polish, Czech ("19. 1. 2018"),
Hungarian ("2018. január 19."), Turkish, Greek, Romanian, Ukrainian, Russian, Indonesian, Vietnamese
("19 tháng 1, 2018", "ngày 19 tháng 01 năm 2018"), Thai (Buddhist era: "19 ม.ค. 2561"), Hebrew
("19 בינואר 2018"), Japanese, Korean and Chinese. Every ruling carries its real MTGJSON date; every page
carries dates of its wrapper or site (captures, prints, saves, mails, front matter, updates) that are
no ruling's date.

The self-test passes at seeds 7 and 21 on the bundled sample and on the bench's own cards (60 archive
sets). First run on main's parser at 696d836 (this part's commit on top, no parser change), every other
generated part at 0 pages, failures neither shown nor looked at (totals only, nothing per layout):
Seed 7: 77.3% of 598 rulings right (24 with a wrong date, 78 missed, 0 on a wrong card, 74 extra,
6 carrying chrome; translations 7/8; 13 of 200 pages failed).

Each page's generator is seeded with the corpus seed + 94613, so the earlier parts draw exactly the
pages they drew before. Held out: its failures are printed only with --show-fresh21.
"""

from __future__ import annotations

import datetime as dt
import html
import quopri
import random
import re
import textwrap
import unicodedata

from page_corpus import MONTHS, CardData, Page, fold

SEED_OFFSET = 94613
STORED = ("de", "fr", "it", "es", "pt", "ja", "ko", "ru", "zhs", "zht")

# --- dates -------------------------------------------------------------------------------------------

M_FULL = {k: MONTHS[k] for k in ("en", "de", "fr", "it", "es", "pt", "ru")}
M_FULL.update({
    "nl": "januari februari maart april mei juni juli augustus september oktober november december".split(),
    "sv": "januari februari mars april maj juni juli augusti september oktober november december".split(),
    "da": "januar februar marts april maj juni juli august september oktober november december".split(),
    "nb": "januar februar mars april mai juni juli august september oktober november desember".split(),
    "fi": ("tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta "
           "lokakuuta marraskuuta joulukuuta").split(),
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split(),
    "cs": "ledna února března dubna května června července srpna září října listopadu prosince".split(),
    "hu": "január február március április május június július augusztus szeptember október november december".split(),
    "tr": "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık".split(),
    "el": ("Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου "
           "Νοεμβρίου Δεκεμβρίου").split(),
    "ro": "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie".split(),
    "uk": "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня".split(),
    "id": "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember".split(),
    "th": "มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน ตุลาคม พฤศจิกายน ธันวาคม".split(),
    "he": "בינואר בפברואר במרץ באפריל במאי ביוני ביולי באוגוסט בספטמבר באוקטובר בנובמבר בדצמבר".split(),
})

M_ABBR = {
    "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(),
    "de": "Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.".split(),
    "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split(),
    "it": "gen feb mar apr mag giu lug ago set ott nov dic".split(),
    "es": "ene feb mar abr may jun jul ago sept oct nov dic".split(),
    "pt": "jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.".split(),
    "ru": "янв. февр. мар. апр. мая июн. июл. авг. сент. окт. нояб. дек.".split(),
    "nl": "jan. feb. mrt. apr. mei jun. jul. aug. sep. okt. nov. dec.".split(),
    "sv": "jan. feb. mars apr. maj juni juli aug. sep. okt. nov. dec.".split(),
    "da": "jan. feb. mar. apr. maj jun. jul. aug. sep. okt. nov. dec.".split(),
    "nb": "jan. feb. mar. apr. mai jun. jul. aug. sep. okt. nov. des.".split(),
    "pl": "sty lut mar kwi maj cze lip sie wrz paź lis gru".split(),
    "hu": "jan. febr. márc. ápr. máj. jún. júl. aug. szept. okt. nov. dec.".split(),
    "tr": "Oca Şub Mar Nis May Haz Tem Ağu Eyl Eki Kas Ara".split(),
    "el": "Ιαν Φεβ Μαρ Απρ Μαΐ Ιουν Ιουλ Αυγ Σεπ Οκτ Νοε Δεκ".split(),
    "ro": "ian. feb. mar. apr. mai iun. iul. aug. sept. oct. nov. dec.".split(),
    "uk": "січ. лют. бер. квіт. трав. черв. лип. серп. вер. жовт. лист. груд.".split(),
    "id": "Jan Feb Mar Apr Mei Jun Jul Agu Sep Okt Nov Des".split(),
    "th": "ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. ธ.ค.".split(),
    "he": "בינו׳ בפבר׳ במרץ באפר׳ במאי ביוני ביולי באוג׳ בספט׳ באוק׳ בנוב׳ בדצמ׳".split(),
    "vi": [f"thg {k}" for k in range(1, 13)],
}

WD_FULL = {
    "en": "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split(),
    "de": "Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag".split(),
    "fr": "lundi mardi mercredi jeudi vendredi samedi dimanche".split(),
    "nl": "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag".split(),
    "pl": "poniedziałek wtorek środa czwartek piątek sobota niedziela".split(),
    "hu": "hétfő kedd szerda csütörtök péntek szombat vasárnap".split(),
    "ro": "luni marți miercuri joi vineri sâmbătă duminică".split(),
    "fi": "maanantai tiistai keskiviikko torstai perjantai lauantai sunnuntai".split(),
    "nb": "mandag tirsdag onsdag torsdag fredag lørdag søndag".split(),
    "tr": "Pazartesi Salı Çarşamba Perşembe Cuma Cumartesi Pazar".split(),
    "el": "Δευτέρα Τρίτη Τετάρτη Πέμπτη Παρασκευή Σάββατο Κυριακή".split(),
    "uk": "понеділок вівторок середа четвер пʼятниця субота неділя".split(),
    "cs": "pondělí úterý středa čtvrtek pátek sobota neděle".split(),
}
WD_ABBR = {
    "en": "Mon Tue Wed Thu Fri Sat Sun".split(), "de": "Mo. Di. Mi. Do. Fr. Sa. So.".split(),
    "fr": "lun. mar. mer. jeu. ven. sam. dim.".split(), "pl": "pon. wt. śr. czw. pt. sob. niedz.".split(),
    "fi": "ma ti ke to pe la su".split(), "nl": "ma di wo do vr za zo".split(),
    "ro": "lun. mar. mie. joi vin. sâm. dum.".split(), "es": "lun mar mié jue vie sáb dom".split(),
}

#: the kinds of ruling date a site in each language prints
KINDS = {
    "en": ["full", "abbr", "num", "dfull", "dnum", "iso"], "de": ["full", "abbr", "num"], "fr": ["full", "abbr", "num"],
    "es": ["full", "abbr", "num"], "it": ["full", "abbr", "num"], "pt": ["full", "abbr", "num"], "ru": ["full", "abbr", "num"],
    "nl": ["full", "abbr", "num"], "sv": ["full", "num"], "da": ["full", "abbr", "num"], "nb": ["full", "abbr", "num"],
    "fi": ["full", "num"], "pl": ["full", "abbr", "num"], "cs": ["full", "num"], "hu": ["full", "abbr", "num"],
    "tr": ["full", "abbr", "num"], "el": ["full", "abbr", "num"], "ro": ["full", "abbr", "num"], "uk": ["full", "abbr", "num"],
    "id": ["full", "abbr", "num"], "vi": ["full", "long", "abbr", "num"], "th": ["full", "abbr", "num"],
    "he": ["full", "abbr", "num"], "ja": ["full", "num"], "ko": ["full", "num"], "zh": ["full", "num", "iso"],
}


def render_fresh21_date(d: dt.date, form: str) -> str:
    """A date in one of fresh-21's forms ("lang:kind")."""
    lang, kind = form.split(":", 1)
    y, m, da = d.year, d.month, d.day
    if kind == "iso":
        return d.isoformat()
    if kind == "dfull":
        return f"{da} {M_FULL['en'][m - 1]} {y}"
    if kind == "dnum":
        return f"{da:02d}/{m:02d}/{y}"
    if kind == "long":  # vi
        return f"ngày {da} tháng {m:02d} năm {y}"
    if kind == "full":
        if lang in ("ja", "zh"):
            return f"{y}年{m}月{da}日"
        if lang == "ko":
            return f"{y}년 {m}월 {da}일"
        if lang == "vi":
            return f"{da} tháng {m}, {y}"
        mo = M_FULL[lang][m - 1]
        return {"en": f"{mo} {da}, {y}", "de": f"{da}. {mo} {y}", "da": f"{da}. {mo} {y}", "nb": f"{da}. {mo} {y}",
                "fi": f"{da}. {mo} {y}", "cs": f"{da}. {mo} {y}", "es": f"{da} de {mo} de {y}", "pt": f"{da} de {mo} de {y}",
                "ru": f"{da} {mo} {y} г.", "uk": f"{da} {mo} {y} р.", "hu": f"{y}. {mo} {da}.", "th": f"{da} {mo} {y + 543}",
                "fr": f"{'1er' if da == 1 else da} {mo} {y}"}.get(lang, f"{da} {mo} {y}")
    if kind == "abbr":
        mo = M_ABBR[lang][m - 1]
        return {"en": f"{mo} {da}, {y}", "de": f"{da}. {mo} {y}", "da": f"{da}. {mo} {y}", "nb": f"{da}. {mo} {y}",
                "pt": f"{da} de {mo} de {y}", "ru": f"{da} {mo} {y} г.", "uk": f"{da} {mo} {y} р.", "hu": f"{y}. {mo} {da}.",
                "th": f"{da} {mo} {y + 543}", "vi": f"{da} {mo}, {y}"}.get(lang, f"{da} {mo} {y}")
    if kind == "num":
        return {"en": f"{m}/{da}/{y}", "nl": f"{da:02d}-{m:02d}-{y}", "sv": d.isoformat(), "fi": f"{da}.{m}.{y}",
                "cs": f"{da}. {m}. {y}", "hu": f"{y}. {m:02d}. {da:02d}.", "th": f"{da}/{m}/{y + 543}", "he": f"{da}.{m}.{y}",
                "ja": f"{y}/{m:02d}/{da:02d}", "ko": f"{y}. {m}. {da}.", "zh": f"{y}/{m}/{da}",
                "fr": f"{da:02d}/{m:02d}/{y}", "es": f"{da:02d}/{m:02d}/{y}", "it": f"{da:02d}/{m:02d}/{y}",
                "pt": f"{da:02d}/{m:02d}/{y}", "el": f"{da:02d}/{m:02d}/{y}", "id": f"{da:02d}/{m:02d}/{y}",
                "vi": f"{da:02d}/{m:02d}/{y}"}.get(lang, f"{da:02d}.{m:02d}.{y}")
    raise ValueError(form)


def _hm(t: dt.datetime, lang: str) -> str:
    """A clock time as the locale writes it."""
    if lang == "en":
        return f"{(t.hour - 1) % 12 + 1}:{t.minute:02d} {'AM' if t.hour < 12 else 'PM'}"
    if lang == "el":
        return f"{(t.hour - 1) % 12 + 1}:{t.minute:02d} {'π.μ.' if t.hour < 12 else 'μ.μ.'}"
    if lang == "fi":
        return f"{t.hour}.{t.minute:02d}"
    return f"{t.hour:02d}:{t.minute:02d}"


def _rfc822(t: dt.datetime, tz: str = "+0000") -> str:
    return f"{WD_ABBR['en'][t.weekday()]}, {t.day:02d} {M_ABBR['en'][t.month - 1]} {t.year} {t:%H:%M:%S} {tz}"


# --- helpers -----------------------------------------------------------------------------------------

def _h(s: str) -> str:
    return html.escape(s, quote=False).replace("\n", "<br>\n")


def _named(name: str, text: str) -> bool:
    return bool(re.search(r"(?<!\w)" + re.escape(fold(name)) + r"(?!\w)", fold(text)))


def _wrap(text: str, width: int) -> list[str]:
    return textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False) or [text]


def _slug(name: str) -> str:
    s = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-") or "card"


def _cl(lang: str) -> str:
    return "zh" if lang in ("zhs", "zht") else lang


SITE = {
    "en": ("cardvault.net", "Card Vault", "card"), "de": ("mtg-kartenarchiv.de", "Kartenarchiv", "karte"),
    "fr": ("grimoire-magic.fr", "Le Grimoire", "carte"), "es": ("archivodecartas.es", "Archivo de Cartas", "carta"),
    "it": ("archiviomagic.it", "Archivio Magic", "carta"), "pt": ("cartasmagic.pt", "Cartas Magic", "carta"),
    "pl": ("kartymagic.pl", "Karty Magic", "karta"), "nl": ("kaartenbak.nl", "De Kaartenbak", "kaart"),
    "hu": ("mtgkartyatar.hu", "MTG Kártyatár", "kartya"), "el": ("magickartes.gr", "Magic Κάρτες", "karta"),
    "ro": ("cartimagic.ro", "Cărți Magic", "carte"), "uk": ("mtg-karty.com.ua", "MTG Карти", "karta"),
    "cs": ("magickarty.cz", "Magic Karty", "karta"), "tr": ("mtgkart.com.tr", "MTG Kart", "kart"),
    "fi": ("korttikirjasto.fi", "Korttikirjasto", "kortti"), "nb": ("kortbasen.no", "Kortbasen", "kort"),
    "id": ("kartumagic.id", "Kartu Magic", "kartu"), "vi": ("thebaimagic.vn", "Thẻ Bài Magic", "the-bai"),
    "th": ("mtgthai.co.th", "MTG ไทย", "card"), "he": ("mtg-kalfim.co.il", "קלפי מג'יק", "card"),
    "da": ("kortarkivet.dk", "Kortarkivet", "kort"), "sv": ("kortarkivet.se", "Kortarkivet", "kort"),
    "ja": ("mtg-card-db.jp", "MTGカードDB", "card"), "ko": ("mtgcard.co.kr", "MTG 카드 DB", "card"),
    "zh": ("mtgka.cn", "万智牌卡牌库", "card"), "ru": ("mtg-karty.ru", "МТГ Карты", "karta"),
}

RULINGS_WORD = {
    "en": "Rulings", "de": "Regelhinweise", "fr": "Décisions", "es": "Aclaraciones", "it": "Chiarimenti",
    "pt": "Esclarecimentos", "pl": "Wyjaśnienia zasad", "nl": "Uitspraken", "hu": "Szabálypontosítások",
    "el": "Διευκρινίσεις κανόνων", "ro": "Clarificări de reguli", "uk": "Роз'яснення правил", "cs": "Upřesnění pravidel",
    "tr": "Kural açıklamaları", "fi": "Sääntötarkennukset", "nb": "Regelavklaringer", "id": "Penjelasan aturan",
    "vi": "Giải thích luật", "th": "คำชี้แจงกฎ", "he": "הבהרות חוקים", "da": "Regelafklaringer", "sv": "Regelförtydliganden",
    "ja": "裁定", "ko": "판정", "zh": "裁定", "ru": "Пояснения к правилам",
}

NAV = {
    "en": "Home · Cards · Sets · Decks · Forum", "de": "Startseite · Karten · Editionen · Decks · Forum",
    "fr": "Accueil · Cartes · Éditions · Decks · Forum", "es": "Inicio · Cartas · Ediciones · Mazos · Foro",
    "it": "Home · Carte · Espansioni · Mazzi · Forum", "pt": "Início · Cartas · Coleções · Decks · Fórum",
    "pl": "Strona główna · Karty · Dodatki · Talie · Forum", "nl": "Home · Kaarten · Sets · Decks · Forum",
    "hu": "Kezdőlap · Lapok · Kiadások · Paklik · Fórum", "el": "Αρχική · Κάρτες · Σετ · Τράπουλες · Φόρουμ",
    "ro": "Acasă · Cărți · Ediții · Pachete · Forum", "uk": "Головна · Карти · Випуски · Колоди · Форум",
    "cs": "Úvod · Karty · Edice · Balíčky · Fórum", "tr": "Ana Sayfa · Kartlar · Setler · Desteler · Forum",
    "fi": "Etusivu · Kortit · Sarjat · Pakat · Foorumi", "nb": "Hjem · Kort · Sett · Kortstokker · Forum",
    "id": "Beranda · Kartu · Set · Dek · Forum", "vi": "Trang chủ · Thẻ bài · Bộ thẻ · Bộ bài · Diễn đàn",
    "th": "หน้าแรก · การ์ด · ชุด · เด็ค · กระทู้", "he": "דף הבית · קלפים · סטים · חפיסות · פורום",
    "da": "Forside · Kort · Udvidelser · Decks · Forum", "sv": "Hem · Kort · Expansioner · Lekar · Forum",
    "ja": "ホーム · カード · エキスパンション · デッキ · フォーラム", "ko": "홈 · 카드 · 세트 · 덱 · 포럼",
    "zh": "首页 · 卡牌 · 系列 · 套牌 · 论坛", "ru": "Главная · Карты · Выпуски · Колоды · Форум",
}

SEARCH = {
    "en": "Search cards…", "de": "Karte suchen…", "fr": "Rechercher une carte…", "es": "Buscar carta…", "it": "Cerca una carta…",
    "pt": "Pesquisar carta…", "pl": "Szukaj karty…", "nl": "Kaart zoeken…", "hu": "Lap keresése…", "el": "Αναζήτηση κάρτας…",
    "ro": "Caută o carte…", "uk": "Пошук карти…", "cs": "Hledat kartu…", "tr": "Kart ara…", "fi": "Hae korttia…",
    "nb": "Søk etter kort…", "id": "Cari kartu…", "vi": "Tìm thẻ bài…", "th": "ค้นหาการ์ด…", "he": "חיפוש קלף…",
    "da": "Søg efter kort…", "sv": "Sök kort…", "ja": "カードを検索…", "ko": "카드 검색…", "zh": "搜索卡牌…", "ru": "Поиск карты…",
}

FOOTER = {
    "en": "Privacy · Terms · Contact", "de": "Datenschutz · Impressum · Kontakt", "fr": "Confidentialité · Mentions légales · Contact",
    "es": "Privacidad · Aviso legal · Contacto", "it": "Privacy · Note legali · Contatti", "pt": "Privacidade · Termos · Contacto",
    "pl": "Prywatność · Regulamin · Kontakt", "nl": "Privacy · Voorwaarden · Contact", "hu": "Adatvédelem · Impresszum · Kapcsolat",
    "el": "Απόρρητο · Όροι · Επικοινωνία", "ro": "Confidențialitate · Termeni · Contact", "uk": "Конфіденційність · Умови · Контакти",
    "cs": "Ochrana soukromí · Podmínky · Kontakt", "tr": "Gizlilik · Koşullar · İletişim", "fi": "Tietosuoja · Käyttöehdot · Yhteystiedot",
    "nb": "Personvern · Vilkår · Kontakt", "id": "Privasi · Ketentuan · Kontak", "vi": "Quyền riêng tư · Điều khoản · Liên hệ",
    "th": "ความเป็นส่วนตัว · ข้อกำหนด · ติดต่อ", "he": "פרטיות · תנאי שימוש · צור קשר", "da": "Privatliv · Vilkår · Kontakt",
    "sv": "Integritet · Villkor · Kontakt", "ja": "プライバシー · 利用規約 · お問い合わせ", "ko": "개인정보처리방침 · 이용약관 · 문의",
    "zh": "隐私 · 条款 · 联系我们", "ru": "Конфиденциальность · Условия · Контакты",
}

UPDATED = {
    "en": "Last updated: ", "de": "Zuletzt aktualisiert: ", "fr": "Dernière mise à jour : ", "es": "Última actualización: ",
    "it": "Ultimo aggiornamento: ", "pt": "Última atualização: ", "pl": "Ostatnia aktualizacja: ", "nl": "Laatst bijgewerkt: ",
    "hu": "Utoljára frissítve: ", "el": "Τελευταία ενημέρωση: ", "ro": "Ultima actualizare: ", "uk": "Останнє оновлення: ",
    "cs": "Naposledy aktualizováno: ", "tr": "Son güncelleme: ", "fi": "Päivitetty viimeksi: ", "nb": "Sist oppdatert: ",
    "id": "Terakhir diperbarui: ", "vi": "Cập nhật lần cuối: ", "th": "อัปเดตล่าสุด: ", "he": "עודכן לאחרונה: ",
    "da": "Sidst opdateret: ", "sv": "Senast uppdaterad: ", "ja": "最終更新: ", "ko": "최종 업데이트: ", "zh": "最后更新：",
    "ru": "Последнее обновление: ",
}

FAN = {
    "en": "Unofficial fan site. Magic: The Gathering is a trademark of Wizards of the Coast LLC.",
    "de": "Inoffizielle Fanseite. Magic: The Gathering ist eine Marke der Wizards of the Coast LLC.",
    "fr": "Site de fans non officiel. Magic: The Gathering est une marque de Wizards of the Coast LLC.",
    "es": "Sitio de fans no oficial. Magic: The Gathering es una marca de Wizards of the Coast LLC.",
    "it": "Sito amatoriale non ufficiale. Magic: The Gathering è un marchio di Wizards of the Coast LLC.",
    "pt": "Site de fãs não oficial. Magic: The Gathering é uma marca da Wizards of the Coast LLC.",
    "pl": "Nieoficjalna strona fanów. Magic: The Gathering jest znakiem towarowym Wizards of the Coast LLC.",
    "nl": "Onofficiële fansite. Magic: The Gathering is een handelsmerk van Wizards of the Coast LLC.",
    "hu": "Nem hivatalos rajongói oldal. A Magic: The Gathering a Wizards of the Coast LLC védjegye.",
    "el": "Ανεπίσημος ιστότοπος θαυμαστών. Το Magic: The Gathering είναι εμπορικό σήμα της Wizards of the Coast LLC.",
    "ro": "Site neoficial al fanilor. Magic: The Gathering este o marcă înregistrată a Wizards of the Coast LLC.",
    "uk": "Неофіційний фан-сайт. Magic: The Gathering є торговою маркою Wizards of the Coast LLC.",
    "cs": "Neoficiální fanouškovský web. Magic: The Gathering je ochranná známka společnosti Wizards of the Coast LLC.",
    "tr": "Resmî olmayan hayran sitesi. Magic: The Gathering, Wizards of the Coast LLC'nin ticari markasıdır.",
    "fi": "Epävirallinen fanisivusto. Magic: The Gathering on Wizards of the Coast LLC:n tavaramerkki.",
    "nb": "Uoffisiell fanside. Magic: The Gathering er et varemerke for Wizards of the Coast LLC.",
    "id": "Situs penggemar tidak resmi. Magic: The Gathering adalah merek dagang Wizards of the Coast LLC.",
    "vi": "Trang web không chính thức của người hâm mộ. Magic: The Gathering là nhãn hiệu của Wizards of the Coast LLC.",
    "th": "เว็บไซต์แฟนคลับที่ไม่เป็นทางการ Magic: The Gathering เป็นเครื่องหมายการค้าของ Wizards of the Coast LLC",
    "he": "אתר מעריצים לא רשמי. Magic: The Gathering הוא סימן מסחרי של Wizards of the Coast LLC.",
    "ja": "非公式ファンサイトです。Magic: The Gathering は Wizards of the Coast LLC の商標です。",
    "ko": "비공식 팬 사이트입니다. Magic: The Gathering은 Wizards of the Coast LLC의 상표입니다.",
    "zh": "非官方粉丝网站。Magic: The Gathering 是 Wizards of the Coast LLC 的商标。",
    "ru": "Неофициальный фанатский сайт. Magic: The Gathering — товарный знак Wizards of the Coast LLC.",
}

PEOPLE = ["Anna Kowalska", "Mika Virtanen", "Jonas Weber", "Ioana Popescu", "Nikos Papadakis", "Oleh Kovalenko",
          "Kovács Péter", "Elif Yılmaz", "Ingrid Solberg", "Marie Dubois", "Jan de Vries", "Lucía Fernández",
          "Nguyễn Minh Anh", "Putri Lestari", "Tomáš Novák", "Somchai Srisuk"]


def _addr(person: str, domain: str) -> str:
    base = unicodedata.normalize("NFKD", person).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z]+", ".", base).strip(".") + "@" + domain


class _Out:
    """A page being written, as HTML or as its text capture (blocks separated by blank lines); every
    chrome line handed to it goes into the page's answers."""

    def __init__(self, page: Page, rng: random.Random, html_mode: bool, lang: str = "en") -> None:
        self.r, self.page, self.html, self.lang = rng, page, html_mode, lang
        page.fmt = "html" if html_mode else "text"
        self.blocks: list[str] = []
        self.title = ""
        self.head_extra = ""
        self.before_html = ""

    def chrome(self, *lines: str, tag: str | None = None, sep: str = "\n") -> None:
        lines = tuple(x for x in lines if x)
        if not lines:
            return
        self.page.chrome.extend(lines)
        if self.html:
            tag = tag or self.r.choice(["div", "nav", "aside", "section", "footer"])
            el = "li" if tag in ("ul", "ol") else self.r.choice(["span", "a", "div", "p"])
            self.blocks.append(f"<{tag} class=\"{self.r.choice(['bar', 'meta', 'tb', 'x-chrome', 'site-part'])}\">\n"
                               + "\n".join(f"<{el}>{_h(x)}</{el}>" for x in lines) + f"\n</{tag}>")
        else:
            self.blocks.append(sep.join(lines))

    def line(self, text: str, chrome: bool = False, tag: str = "p") -> None:
        if chrome:
            self.page.chrome.append(text)
        self.blocks.append(f"<{tag}>{_h(text)}</{tag}>" if self.html else text)

    def add(self, markup: str, text: str) -> None:
        self.blocks.append(markup if self.html else text)

    def render(self) -> str:
        if not self.html:
            return "\n\n".join(b for b in self.blocks if b) + "\n"
        code = {"zhs": "zh-Hans", "zht": "zh-Hant"}.get(self.lang, self.lang)
        rtl = " dir=\"rtl\"" if self.lang == "he" else ""
        return "\n".join([self.before_html + "<!DOCTYPE html>", f"<html lang=\"{code}\"{rtl}><head><meta charset=\"utf-8\">",
                          f"<title>{html.escape(self.title or 'Rulings', quote=False)}</title>{self.head_extra}", "</head>",
                          "<body>", *[b for b in self.blocks if b], "</body></html>", ""])


INTRO = {
    "en": "Here are the official rulings for {name}.", "de": "Hier sind die offiziellen Regelhinweise zu {name}.",
    "fr": "Voici les décisions officielles concernant {name}.", "es": "Estas son las aclaraciones oficiales de {name}.",
    "it": "Ecco i chiarimenti ufficiali su {name}.", "pt": "Seguem os esclarecimentos oficiais sobre {name}.",
    "nl": "Hieronder de officiële uitspraken over {name}.", "sv": "Här är de officiella regelförtydligandena för {name}.",
    "da": "Her er de officielle regelafklaringer for {name}.", "nb": "Her er de offisielle regelavklaringene for {name}.",
    "fi": "Tässä viralliset sääntötarkennukset kortille {name}.", "pl": "Oto oficjalne wyjaśnienia zasad dla {name}.",
    "cs": "Zde jsou oficiální upřesnění pravidel ke kartě {name}.", "hu": "Íme a(z) {name} hivatalos szabálypontosításai.",
    "tr": "{name} için resmî kural açıklamaları aşağıdadır.", "el": "Ακολουθούν οι επίσημες διευκρινίσεις για το {name}.",
    "ro": "Iată clarificările oficiale pentru {name}.", "uk": "Ось офіційні роз'яснення щодо {name}.",
    "id": "Berikut penjelasan aturan resmi untuk {name}.", "vi": "Dưới đây là các giải thích luật chính thức cho {name}.",
    "th": "ต่อไปนี้คือคำชี้แจงกฎอย่างเป็นทางการของ {name}", "he": "להלן ההבהרות הרשמיות עבור {name}.",
    "ja": "{name}の公式裁定は以下のとおりです。", "ko": "{name}의 공식 판정은 다음과 같습니다.", "zh": "以下是{name}的官方裁定。",
    "ru": "Ниже приведены официальные пояснения к {name}.",
}

DATE_TEXT_WORDS = {
    "en": ("Date", "Ruling"), "uk": ("Дата", "Роз'яснення"), "vi": ("Ngày", "Nội dung"), "id": ("Tanggal", "Penjelasan"),
    "ro": ("Data", "Clarificare"), "tr": ("Tarih", "Açıklama"), "el": ("Ημερομηνία", "Διευκρίνιση"), "pl": ("Data", "Wyjaśnienie"),
    "cs": ("Datum", "Text"), "hu": ("Dátum", "Szöveg"), "nb": ("Dato", "Tekst"), "da": ("Dato", "Tekst"), "de": ("Datum", "Text"),
    "ja": ("日付", "内容"), "fr": ("Date", "Décision"), "es": ("Fecha", "Aclaración"), "it": ("Data", "Chiarimento"),
    "pt": ("Data", "Esclarecimento"), "nl": ("Datum", "Uitspraak"),
}

GT_BAR = {  # a translation proxy's own wording, in the language it translates into
    "el": ("Google Μετάφραση", "Αρχικό κείμενο", "Αξιολογήστε αυτήν τη μετάφραση",
           "Τα σχόλιά σας θα χρησιμοποιηθούν για τη βελτίωση της Google Μετάφρασης", "Αγγλικά → Ελληνικά", "Εμφάνιση πρωτοτύπου"),
    "ro": ("Google Traducere", "Text original", "Evaluează această traducere",
           "Feedbackul tău va fi folosit pentru a îmbunătăți Google Traducere", "Engleză → Română", "Afișează originalul"),
    "uk": ("Google Перекладач", "Оригінальний текст", "Оцініть цей переклад",
           "Ваш відгук допоможе покращити Google Перекладач", "Англійська → Українська", "Показати оригінал"),
    "vi": ("Google Dịch", "Văn bản gốc", "Đánh giá bản dịch này",
           "Ý kiến phản hồi của bạn sẽ được dùng để cải thiện Google Dịch", "Tiếng Anh → Tiếng Việt", "Hiển thị bản gốc"),
    "id": ("Google Terjemahan", "Teks asli", "Beri rating terjemahan ini",
           "Masukan Anda akan digunakan untuk membantu meningkatkan Google Terjemahan", "Inggris → Indonesia", "Tampilkan yang asli"),
    "th": ("Google แปลภาษา", "ข้อความต้นฉบับ", "ให้คะแนนคำแปลนี้",
           "ความคิดเห็นของคุณจะนำไปใช้ในการปรับปรุง Google แปลภาษา", "อังกฤษ → ไทย", "แสดงต้นฉบับ"),
    "tr": ("Google Çeviri", "Orijinal metin", "Bu çeviriyi değerlendirin",
           "Geri bildiriminiz Google Çeviri'yi geliştirmek için kullanılacaktır", "İngilizce → Türkçe", "Orijinali göster"),
    "hu": ("Google Fordító", "Eredeti szöveg", "Fordítás értékelése",
           "Visszajelzése segít a Google Fordító fejlesztésében", "angol → magyar", "Eredeti megjelenítése"),
    "he": ("Google Translate", "טקסט מקורי", "דרגו את התרגום", "המשוב שלכם ישמש לשיפור Google Translate", "אנגלית ← עברית",
           "הצגת המקור"),
}
GT_CODE = {"el": "el", "ro": "ro", "uk": "uk", "vi": "vi", "id": "id", "th": "th", "tr": "tr", "hu": "hu", "he": "iw"}

WALLABAG = {  # reading time, added on, published on, published by, original article, mark as read, favourite, delete, tags
    "en": ("Reading time: {n} min", "Added on {d}", "Published on {d}", "Published by {a}", "Original article", "Mark as read",
           "Favorite", "Delete", "Tags"),
    "de": ("Lesezeit: {n} Min.", "Hinzugefügt am {d}", "Veröffentlicht am {d}", "Veröffentlicht von {a}", "Ursprünglicher Artikel",
           "Als gelesen markieren", "Favorisieren", "Löschen", "Tags"),
    "fr": ("Durée de lecture : {n} min", "Ajouté le {d}", "Publié le {d}", "Publié par {a}", "Article original", "Marquer comme lu",
           "Mettre en favori", "Supprimer", "Étiquettes"),
    "es": ("Tiempo de lectura: {n} min", "Añadido el {d}", "Publicado el {d}", "Publicado por {a}", "Artículo original",
           "Marcar como leído", "Marcar como favorito", "Eliminar", "Etiquetas"),
    "it": ("Tempo di lettura: {n} min", "Aggiunto il {d}", "Pubblicato il {d}", "Pubblicato da {a}", "Articolo originale",
           "Segna come letto", "Aggiungi ai preferiti", "Elimina", "Etichette"),
}
ARTICLE_TITLE = {
    "en": "{name}: the official rulings", "de": "{name}: die offiziellen Regelhinweise", "fr": "{name} : les décisions officielles",
    "es": "{name}: las aclaraciones oficiales", "fi": "{name}: viralliset sääntötarkennukset",
    "nb": "{name}: de offisielle regelavklaringene", "id": "{name}: penjelasan aturan resmi", "ro": "{name}: clarificările oficiale",
    "it": "{name}: i chiarimenti ufficiali", "sv": "{name}: de officiella regelförtydligandena", "da": "{name}: de officielle regelafklaringer",
    "hu": "{name}: a hivatalos szabálypontosítások", "nl": "{name}: de officiële uitspraken", "pl": "{name}: oficjalne wyjaśnienia zasad",
    "tr": "{name}: resmî kural açıklamaları", "el": "{name}: οι επίσημες διευκρινίσεις",
}

PRINT_STAMP = {  # Chrome's header date and time, by the browser's locale
    "en": lambda t: f"{t.month}/{t.day}/{t:%y}, {_hm(t, 'en')}", "de": lambda t: f"{t:%d.%m.%y}, {t:%H:%M}",
    "fi": lambda t: f"{t.day}.{t.month}.{t.year} klo {_hm(t, 'fi')}", "nb": lambda t: f"{t:%d.%m.%Y}, {t:%H:%M}",
    "hu": lambda t: f"{t.year}. {t:%m}. {t:%d}. {t:%H:%M}", "tr": lambda t: f"{t.day}.{t:%m}.{t.year} {t:%H:%M}",
    "el": lambda t: f"{t.day}/{t.month}/{t:%y}, {_hm(t, 'el')}", "pl": lambda t: f"{t.day}.{t:%m}.{t.year}, {t:%H:%M}",
}
PAGE_OF = {"en": "Page {k} of {n}", "de": "Seite {k} von {n}", "fi": "Sivu {k}/{n}", "nb": "Side {k} av {n}", "hu": "{k}. oldal / {n}",
           "tr": "Sayfa {k} / {n}", "el": "Σελίδα {k} από {n}", "pl": "Strona {k} z {n}"}

COOKIE_SHORT = {
    "en": ("We use cookies", "Accept all"), "de": ("Wir verwenden Cookies", "Alle akzeptieren"), "fi": ("Käytämme evästeitä", "Hyväksy kaikki"),
    "nb": ("Vi bruker informasjonskapsler", "Godta alle"), "hu": ("Sütiket használunk", "Az összes elfogadása"),
    "tr": ("Çerez kullanıyoruz", "Tümünü kabul et"), "el": ("Χρησιμοποιούμε cookies", "Αποδοχή όλων"), "pl": ("Używamy plików cookie", "Akceptuję wszystkie"),
    "vi": ("Chúng tôi sử dụng cookie", "Chấp nhận tất cả"), "th": ("เว็บไซต์นี้ใช้คุกกี้", "ยอมรับทั้งหมด"), "he": ("אתר זה משתמש בעוגיות", "אישור הכול"),
    "id": ("Kami menggunakan cookie", "Terima semua"), "ro": ("Folosim cookie-uri", "Accept toate"), "uk": ("Ми використовуємо файли cookie", "Прийняти всі"),
    "cs": ("Používáme soubory cookie", "Přijmout vše"), "fr": ("Nous utilisons des cookies", "Tout accepter"), "it": ("Usiamo i cookie", "Accetta tutti"),
}
SKIP = {"vi": "Chuyển đến nội dung chính", "th": "ข้ามไปยังเนื้อหาหลัก", "he": "דלג לתוכן הראשי", "id": "Langsung ke konten utama",
        "tr": "Ana içeriğe geç", "de": "Zum Inhalt springen", "el": "Μετάβαση στο κύριο περιεχόμενο", "en": "Skip to main content"}

GMAIL = {  # reply attribution, forward marker, "From" label, the forwarder's reply, the first reply, the digest's intro
    "en": ("On {wd}, {mon} {d}, {y} at {hm} {who} <{mail}> wrote:", "---------- Forwarded message ---------", "From",
           "Date: {wd}, {mon} {d}, {y} at {hm}", "Thanks, that settles it for Friday's tournament.",
           "See the rulings below, straight from Gatherer.", "Rulings for {name}:"),
    "de": ("Am {wd}, {d}. {month} {y} um {HM} Uhr schrieb {who} <{mail}>:", "---------- Weitergeleitete Nachricht ---------", "Von",
           "Date: {wd}, {d}. {month} {y} um {HM} Uhr", "Danke, damit ist die Frage für Freitag geklärt.",
           "Siehe die Regelhinweise unten, direkt aus dem Gatherer.", "Regelhinweise zu {name}:"),
    "fr": ("Le {wd} {d} {month} {y} à {HM}, {who} <{mail}> a écrit :", "---------- Message transféré ---------", "De",
           "Date: {wd} {d} {month} {y} à {HM}", "Merci, ça règle la question pour vendredi.",
           "Voir les décisions ci-dessous, tirées de Gatherer.", "Décisions pour {name} :"),
    "pl": ("{wd} {d} {mon} {y} o {HM} {who} <{mail}> napisał(a):", "---------- Forwarded message ---------", "Od",
           "Date: {wd}, {d} {mon} {y} o {HM}", "Dzięki, to rozstrzyga sprawę na piątek.",
           "Poniżej oficjalne wyjaśnienia z Gatherera.", "Wyjaśnienia dla {name}:"),
    "fi": ("{wd} {d}.{m}.{y} klo {hm} {who} ({mail}) kirjoitti:", "---------- Välitetty viesti ---------", "Lähettäjä",
           "Date: {wd} {d}.{m}.{y} klo {hm}", "Kiitos, tämä ratkaisee asian perjantaiksi.",
           "Alla viralliset tarkennukset suoraan Gathererista.", "Tarkennukset kortille {name}:"),
    "nl": ("Op {wd} {d} {mon} {y} om {HM} schreef {who} <{mail}>:", "---------- Doorgestuurd bericht ---------", "Van",
           "Date: {wd} {d} {mon} {y} om {HM}", "Bedankt, daarmee is het voor vrijdag duidelijk.",
           "Zie de uitspraken hieronder, rechtstreeks uit Gatherer.", "Uitspraken voor {name}:"),
    "ro": ("În {wd}, {d} {mon} {y} la {HM}, {who} <{mail}> a scris:", "---------- Forwarded message ---------", "De la",
           "Date: {wd}, {d} {mon} {y} la {HM}", "Mulțumesc, asta lămurește problema pentru vineri.",
           "Mai jos sunt clarificările oficiale din Gatherer.", "Clarificări pentru {name}:"),
    "es": ("El {wd}, {d} {mon} {y} a las {HM}, {who} (<{mail}>) escribió:", "---------- Forwarded message ---------", "De",
           "Date: {wd}, {d} {mon} {y} a las {HM}", "Gracias, eso lo aclara para el viernes.",
           "Abajo están las aclaraciones oficiales de Gatherer.", "Aclaraciones para {name}:"),
}


def _gmail_when(pattern: str, t: dt.datetime, lang: str, **kw) -> str:
    mon = M_ABBR[lang][t.month - 1] if lang in M_ABBR else ""
    if lang == "nl":
        mon = mon.rstrip(".")
    return pattern.format(wd=WD_ABBR[lang][t.weekday()], mon=mon, month=M_FULL[lang][t.month - 1], d=t.day, m=t.month, y=t.year,
                          hm=_hm(t, lang), HM=f"{t:%H:%M}", **kw)


OUTLOOK = {  # from, sent, to, subject, forward prefix, when, external warning, mobile signature, note, greeting, intro, bye,
    #          disclaimer, "original message" separator
    "en": ("From", "Sent", "To", "Subject", "FW:", lambda t: f"{WD_FULL['en'][t.weekday()]}, {M_FULL['en'][t.month - 1]} {t.day}, {t.year} {_hm(t, 'en')}",
           "CAUTION: This email originated from outside of the organization. Do not click links or open attachments unless you recognize the sender and know the content is safe.",
           "Sent from my iPhone", "FYI – see below.", "Hi all,", "here are the official rulings for {name}, as discussed:", "Best regards,",
           "This e-mail and any attachments are confidential and intended solely for the addressee.", "-----Original Message-----"),
    "de": ("Von", "Gesendet", "An", "Betreff", "WG:", lambda t: f"{WD_FULL['de'][t.weekday()]}, {t.day}. {M_FULL['de'][t.month - 1]} {t.year} {t:%H:%M}",
           "ACHTUNG: Diese E-Mail stammt von einem externen Absender. Klicken Sie nur auf Links oder öffnen Sie Anhänge, wenn Sie den Absender kennen.",
           "Von meinem iPhone gesendet", "Zur Info – siehe unten.", "Hallo zusammen,", "hier die offiziellen Regelhinweise zu {name}, wie besprochen:",
           "Viele Grüße", "Diese E-Mail enthält vertrauliche Informationen und ist ausschließlich für den Empfänger bestimmt.",
           "-----Ursprüngliche Nachricht-----"),
    "fr": ("De", "Envoyé", "À", "Objet", "TR:", lambda t: f"{WD_FULL['fr'][t.weekday()]} {t.day} {M_FULL['fr'][t.month - 1]} {t.year} {t:%H:%M}",
           "ATTENTION : Ce courriel provient de l'extérieur de l'organisation. Ne cliquez pas sur les liens et n'ouvrez pas les pièces jointes si vous ne connaissez pas l'expéditeur.",
           "Envoyé de mon iPhone", "Pour info, voir ci-dessous.", "Bonjour à tous,", "voici les décisions officielles pour {name}, comme convenu :",
           "Cordialement,", "Ce message et ses pièces jointes sont confidentiels et destinés exclusivement à leur destinataire.",
           "-----Message d'origine-----"),
    "nl": ("Van", "Verzonden", "Aan", "Onderwerp", "FW:", lambda t: f"{WD_FULL['nl'][t.weekday()]} {t.day} {M_FULL['nl'][t.month - 1]} {t.year} {t:%H:%M}",
           "LET OP: Deze e-mail is afkomstig van buiten de organisatie. Klik niet op links en open geen bijlagen tenzij u de afzender herkent.",
           "Verzonden vanaf mijn iPhone", "Ter info, zie hieronder.", "Hoi allemaal,", "hierbij de officiële uitspraken voor {name}, zoals besproken:",
           "Met vriendelijke groet,", "Deze e-mail is vertrouwelijk en uitsluitend bestemd voor de geadresseerde.", "-----Oorspronkelijk bericht-----"),
    "pl": ("Od", "Wysłane", "Do", "Temat", "PD:", lambda t: f"{WD_FULL['pl'][t.weekday()]}, {t.day} {M_FULL['pl'][t.month - 1]} {t.year} {t:%H:%M}",
           "UWAGA: Ta wiadomość pochodzi spoza organizacji. Nie klikaj linków i nie otwieraj załączników, jeśli nie znasz nadawcy.",
           "Wysłane z iPhone'a", "Do wiadomości – poniżej.", "Cześć,", "oto oficjalne wyjaśnienia do {name}, tak jak ustaliliśmy:", "Pozdrawiam",
           "Ta wiadomość jest poufna i przeznaczona wyłącznie dla adresata.", "-----Wiadomość oryginalna-----"),
    "hu": ("Feladó", "Elküldve", "Címzett", "Tárgy", "TOV:", lambda t: f"{t.year}. {M_FULL['hu'][t.month - 1]} {t.day}., {WD_FULL['hu'][t.weekday()]} {t:%H:%M}",
           "FIGYELEM: Ez az e-mail a szervezeten kívülről érkezett. Ne kattintson a hivatkozásokra, és ne nyissa meg a mellékleteket, ha nem ismeri a feladót.",
           "iPhone-ról küldve", "Tájékoztatásul, lásd lent.", "Sziasztok!", "Íme a hivatalos szabálypontosítások a(z) {name} laphoz, ahogy megbeszéltük:",
           "Üdv,", "Ez az e-mail bizalmas információt tartalmaz, és kizárólag a címzettnek szól.", "-----Eredeti üzenet-----"),
    "ro": ("De la", "Trimis", "Către", "Subiect", "FW:", lambda t: f"{WD_FULL['ro'][t.weekday()]}, {t.day} {M_FULL['ro'][t.month - 1]} {t.year} {t:%H:%M}",
           "ATENȚIE: Acest e-mail provine din afara organizației. Nu accesați linkurile și nu deschideți atașamentele dacă nu cunoașteți expeditorul.",
           "Trimis de pe iPhone-ul meu", "Spre informare, vezi mai jos.", "Salutare,", "iată clarificările oficiale pentru {name}, cum am discutat:",
           "Cu stimă,", "Acest mesaj este confidențial și destinat exclusiv destinatarului.", "-----Mesaj original-----"),
    "fi": ("Lähettäjä", "Lähetetty", "Vastaanottaja", "Aihe", "VL:",
           lambda t: f"{WD_FULL['fi'][t.weekday()]} {t.day}. {M_FULL['fi'][t.month - 1]} {t.year} {_hm(t, 'fi')}",
           "HUOM: Tämä viesti on tullut organisaation ulkopuolelta. Älä avaa linkkejä tai liitteitä, ellet tunnista lähettäjää.",
           "Lähetetty iPhonesta", "Tiedoksi, katso alta.", "Hei kaikki,", "tässä viralliset sääntötarkennukset kortille {name}, kuten sovittiin:",
           "Terveisin", "Tämä viesti on luottamuksellinen ja tarkoitettu vain vastaanottajalle.", "-----Alkuperäinen viesti-----"),
    "nb": ("Fra", "Sendt", "Til", "Emne", "VS:", lambda t: f"{WD_FULL['nb'][t.weekday()]} {t.day}. {M_FULL['nb'][t.month - 1]} {t.year} {t:%H:%M}",
           "OBS: Denne e-posten kommer fra utenfor organisasjonen. Ikke klikk på lenker eller åpne vedlegg med mindre du kjenner avsenderen.",
           "Sendt fra min iPhone", "Til orientering, se under.", "Hei alle sammen,", "her er de offisielle regelavklaringene for {name}, som avtalt:",
           "Mvh", "Denne e-posten er konfidensiell og kun ment for mottakeren.", "-----Opprinnelig melding-----"),
    "tr": ("Kimden", "Gönderildi", "Kime", "Konu", "İLT:", lambda t: f"{t.day} {M_FULL['tr'][t.month - 1]} {t.year} {WD_FULL['tr'][t.weekday()]} {t:%H:%M}",
           "DİKKAT: Bu e-posta kuruluşun dışından gönderilmiştir. Göndereni tanımıyorsanız bağlantılara tıklamayın ve ekleri açmayın.",
           "iPhone'umdan gönderildi", "Bilginize, aşağıya bakınız.", "Merhaba,", "konuştuğumuz gibi {name} için resmî kural açıklamaları:",
           "Saygılarımla,", "Bu e-posta gizlidir ve yalnızca alıcısına yöneliktir.", "-----Özgün İleti-----"),
    "el": ("Από", "Στάλθηκε", "Προς", "Θέμα", "ΠΡΘ:", lambda t: f"{WD_FULL['el'][t.weekday()]}, {t.day} {M_FULL['el'][t.month - 1]} {t.year} {_hm(t, 'el')}",
           "ΠΡΟΣΟΧΗ: Αυτό το μήνυμα προέρχεται από αποστολέα εκτός του οργανισμού. Μην ανοίγετε συνδέσμους ή συνημμένα αν δεν γνωρίζετε τον αποστολέα.",
           "Στάλθηκε από το iPhone μου", "Για ενημέρωση, δείτε παρακάτω.", "Γεια σε όλους,",
           "ακολουθούν οι επίσημες διευκρινίσεις για το {name}, όπως συζητήσαμε:", "Φιλικά,",
           "Το παρόν μήνυμα είναι εμπιστευτικό και προορίζεται αποκλειστικά για τον παραλήπτη.", "-----Αρχικό μήνυμα-----"),
    "uk": ("Від", "Надіслано", "Кому", "Тема", "FW:", lambda t: f"{WD_FULL['uk'][t.weekday()]}, {t.day} {M_FULL['uk'][t.month - 1]} {t.year} р. {t:%H:%M}",
           "УВАГА: Цей лист надійшов ззовні організації. Не переходьте за посиланнями й не відкривайте вкладення, якщо не знаєте відправника.",
           "Надіслано з iPhone", "До відома, див. нижче.", "Привіт усім,", "ось офіційні роз'яснення щодо {name}, як домовлялися:", "З повагою,",
           "Цей лист є конфіденційним і призначений лише для адресата.", "-----Вихідне повідомлення-----"),
    "cs": ("Od", "Odesláno", "Komu", "Předmět", "FW:", lambda t: f"{WD_FULL['cs'][t.weekday()]} {t.day}. {M_FULL['cs'][t.month - 1]} {t.year} {t:%H:%M}",
           "POZOR: Tento e-mail pochází z externího zdroje. Neklikejte na odkazy a neotevírejte přílohy, pokud odesílatele neznáte.",
           "Odesláno z iPhonu", "Pro info, viz níže.", "Ahoj všichni,", "posílám oficiální upřesnění pravidel ke kartě {name}, jak jsme se domluvili:",
           "S pozdravem", "Tento e-mail je důvěrný a je určen výhradně adresátovi.", "-----Původní zpráva-----"),
}

BLOG = {  # name, tagline, category, "read more", another post's title and excerpt, language tag
    "id": ("Catatan Juri MTG", "Aturan, penjelasan, dan kabar turnamen", "Aturan", "Baca selengkapnya",
           "Jadwal Friday Night Magic bulan ini", "Turnamen setiap Jumat pukul 19.00 di toko kami.", "id-ID"),
    "vi": ("Góc Trọng Tài MTG", "Luật chơi, giải thích và tin giải đấu", "Luật chơi", "Đọc tiếp",
           "Lịch Friday Night Magic tháng này", "Giải đấu mỗi tối thứ Sáu lúc 19:00 tại cửa hàng.", "vi"),
    "ro": ("Colțul Arbitrului", "Reguli, clarificări și turnee", "Reguli", "Citește mai mult",
           "Programul Friday Night Magic luna aceasta", "Turnee în fiecare vineri de la ora 19:00 în magazin.", "ro-RO"),
    "el": ("Η Γωνιά του Διαιτητή", "Κανόνες, διευκρινίσεις και τουρνουά", "Κανόνες", "Διαβάστε περισσότερα",
           "Πρόγραμμα Friday Night Magic αυτόν τον μήνα", "Τουρνουά κάθε Παρασκευή στις 19:00 στο κατάστημα.", "el"),
    "tr": ("Hakem Köşesi", "Kurallar, açıklamalar ve turnuvalar", "Kurallar", "Devamını oku",
           "Bu ayın Friday Night Magic programı", "Her cuma saat 19.00'da mağazamızda turnuva.", "tr"),
    "pt": ("Canto do Juiz", "Regras, esclarecimentos e torneios", "Regras", "Ler mais",
           "Calendário Friday Night Magic deste mês", "Torneios todas as sextas às 19h00 na loja.", "pt-PT"),
    "hu": ("Bírói Sarok", "Szabályok, pontosítások és versenyek", "Szabályok", "Tovább olvasom",
           "E havi Friday Night Magic menetrend", "Minden pénteken 19:00-tól verseny a boltban.", "hu-HU"),
    "en": ("The Judge's Corner", "Rules, rulings and tournament news", "Rules", "Continue reading",
           "Friday Night Magic schedule for this month", "Tournaments every Friday at 7 pm at the store.", "en-US"),
}

MINIFLUX = {  # nav, entry actions, reading time, absolute date
    "en": (["Unread", "Starred", "History", "Feeds", "Categories", "Settings", "Logout"],
           ["Mark as read", "Star", "Save", "Fetch original content"], "{n} min read", lambda t: f"{M_FULL['en'][t.month - 1]} {t.day}, {t.year} {_hm(t, 'en')}"),
    "de": (["Ungelesen", "Lesezeichen", "Verlauf", "Abonnements", "Kategorien", "Einstellungen", "Abmelden"],
           ["Als gelesen markieren", "Lesezeichen hinzufügen", "Speichern", "Originalinhalt holen"], "{n} Min. Lesezeit", lambda t: f"{t:%d.%m.%Y %H:%M}"),
    "fr": (["Non lus", "Favoris", "Historique", "Abonnements", "Catégories", "Réglages", "Se déconnecter"],
           ["Marquer comme lu", "Favori", "Sauvegarder", "Récupérer le contenu original"], "{n} min de lecture", lambda t: f"{t:%d/%m/%Y %H:%M}"),
    "nl": (["Ongelezen", "Favorieten", "Geschiedenis", "Feeds", "Categorieën", "Instellingen", "Uitloggen"],
           ["Markeer als gelezen", "Favoriet", "Opslaan", "Originele inhoud ophalen"], "{n} min. leestijd", lambda t: f"{t:%d-%m-%Y %H:%M}"),
    "pl": (["Nieprzeczytane", "Ulubione", "Historia", "Kanały", "Kategorie", "Ustawienia", "Wyloguj"],
           ["Oznacz jako przeczytane", "Oznacz gwiazdką", "Zapisz", "Pobierz oryginalną treść"], "{n} min czytania", lambda t: f"{t:%d.%m.%Y %H:%M}"),
    "tr": (["Okunmamış", "Yıldızlı", "Geçmiş", "Beslemeler", "Kategoriler", "Ayarlar", "Çıkış"],
           ["Okundu olarak işaretle", "Yıldızla", "Kaydet", "Orijinal içeriği getir"], "{n} dk okuma", lambda t: f"{t:%d.%m.%Y %H:%M}"),
    "el": (["Μη αναγνωσμένα", "Με αστέρι", "Ιστορικό", "Ροές", "Κατηγορίες", "Ρυθμίσεις", "Αποσύνδεση"],
           ["Σήμανση ως αναγνωσμένο", "Αστέρι", "Αποθήκευση", "Λήψη αρχικού περιεχομένου"], "{n} λεπτά ανάγνωσης", lambda t: f"{t:%d/%m/%Y %H:%M}"),
    "fi": (["Lukemattomat", "Tähdellä merkityt", "Historia", "Syötteet", "Kategoriat", "Asetukset", "Kirjaudu ulos"],
           ["Merkitse luetuksi", "Merkitse tähdellä", "Tallenna", "Hae alkuperäinen sisältö"], "{n} min lukuaika",
           lambda t: f"{t.day}.{t.month}.{t.year} {_hm(t, 'fi')}"),
}

ANKI = {  # card front, notetype, source column ("retrieved on"), deck with a date, "rulings"
    "de": ("{name} – Regelhinweis {i}/{n}", "Einfach", "Gatherer (abgerufen am {d})", "MTG::Regeln (Stand {d})", "Regeln"),
    "fr": ("{name} — décision {i}/{n}", "Basique", "Gatherer (consulté le {d})", "MTG::Règles (màj {d})", "Règles"),
    "es": ("{name}: aclaración {i} de {n}", "Básico", "Gatherer (consultado el {d})", "MTG::Reglas (act. {d})", "Reglas"),
    "vi": ("{name} – giải thích {i}/{n}", "Cơ bản", "Gatherer (truy cập ngày {d})", "MTG::Luật (cập nhật {d})", "Luật"),
    "id": ("{name} – penjelasan {i}/{n}", "Dasar", "Gatherer (diakses {d})", "MTG::Aturan (per {d})", "Aturan"),
    "tr": ("{name} – açıklama {i}/{n}", "Temel", "Gatherer (erişim {d})", "MTG::Kurallar ({d} itibarıyla)", "Kurallar"),
    "it": ("{name} – chiarimento {i}/{n}", "Base", "Gatherer (consultato il {d})", "MTG::Regole (agg. {d})", "Regole"),
    "pt": ("{name} – esclarecimento {i}/{n}", "Básico", "Gatherer (consultado em {d})", "MTG::Regras (atualizado em {d})", "Regras"),
}

APP = {  # back, pull to refresh, last synced, tab bar, add to collection
    "id": ("‹ Kembali", "Tarik untuk menyegarkan", "Terakhir disinkronkan: ", "Beranda  Cari  Koleksi  Profil", "+ Tambah ke koleksi"),
    "vi": ("‹ Quay lại", "Kéo để làm mới", "Đồng bộ lần cuối: ", "Trang chủ  Tìm kiếm  Bộ sưu tập  Hồ sơ", "+ Thêm vào bộ sưu tập"),
    "th": ("‹ กลับ", "ดึงลงเพื่อรีเฟรช", "ซิงค์ล่าสุด: ", "หน้าแรก  ค้นหา  คอลเลกชัน  โปรไฟล์", "+ เพิ่มในคอลเลกชัน"),
    "tr": ("‹ Geri", "Yenilemek için aşağı çekin", "Son eşitleme: ", "Ana Sayfa  Ara  Koleksiyon  Profil", "+ Koleksiyona ekle"),
    "he": ("‹ חזרה", "משכו למטה לרענון", "סונכרן לאחרונה: ", "בית  חיפוש  אוסף  פרופיל", "+ הוספה לאוסף"),
    "el": ("‹ Πίσω", "Τραβήξτε για ανανέωση", "Τελευταίος συγχρονισμός: ", "Αρχική  Αναζήτηση  Συλλογή  Προφίλ", "+ Προσθήκη στη συλλογή"),
    "uk": ("‹ Назад", "Потягніть, щоб оновити", "Остання синхронізація: ", "Головна  Пошук  Колекція  Профіль", "+ Додати до колекції"),
    "ja": ("‹ 戻る", "引っ張って更新", "最終同期: ", "ホーム  検索  コレクション  プロフィール", "+ コレクションに追加"),
    "ko": ("‹ 뒤로", "당겨서 새로고침", "마지막 동기화: ", "홈  검색  컬렉션  프로필", "+ 컬렉션에 추가"),
    "pt": ("‹ Voltar", "Puxe para atualizar", "Última sincronização: ", "Início  Buscar  Coleção  Perfil", "+ Adicionar à coleção"),
    "es": ("‹ Atrás", "Desliza para actualizar", "Última sincronización: ", "Inicio  Buscar  Colección  Perfil", "+ Añadir a la colección"),
    "ru": ("‹ Назад", "Потяните, чтобы обновить", "Последняя синхронизация: ", "Главная  Поиск  Коллекция  Профиль", "+ Добавить в коллекцию"),
    "zhs": ("‹ 返回", "下拉刷新", "上次同步：", "首页  搜索  收藏  我的", "+ 加入收藏"),
}

BOT = {  # welcome, thanks, the bot's reply to thanks, the source line with its update date
    "uk": ("Привіт! Надішліть /rulings і назву карти.", "Дякую!", "Радий допомогти 🙂", "Джерело: Gatherer · дані оновлено {d}"),
    "ro": ("Salut! Trimite /rulings urmat de numele cărții.", "Mulțumesc!", "Cu plăcere 🙂", "Sursa: Gatherer · date actualizate la {d}"),
    "el": ("Γεια! Στείλτε /rulings και το όνομα της κάρτας.", "Ευχαριστώ!", "Παρακαλώ 🙂", "Πηγή: Gatherer · ενημέρωση δεδομένων {d}"),
    "vi": ("Xin chào! Gửi /rulings kèm tên lá bài.", "Cảm ơn!", "Rất vui được giúp 🙂", "Nguồn: Gatherer · cập nhật dữ liệu {d}"),
    "fi": ("Hei! Lähetä /rulings ja kortin nimi.", "Kiitos!", "Ole hyvä 🙂", "Lähde: Gatherer · tiedot päivitetty {d}"),
    "tr": ("Merhaba! /rulings ve kart adını gönderin.", "Teşekkürler!", "Rica ederim 🙂", "Kaynak: Gatherer · veriler {d} tarihinde güncellendi"),
    "he": ("שלום! שלחו /rulings ואת שם הקלף.", "תודה!", "בשמחה 🙂", "מקור: Gatherer · הנתונים עודכנו ב-{d}"),
    "id": ("Halo! Kirim /rulings diikuti nama kartu.", "Makasih!", "Sama-sama 🙂", "Sumber: Gatherer · data diperbarui {d}"),
}

TZ_NAME = {
    "el": ("+0200", "Χειμερινή ώρα Ανατολικής Ευρώπης"), "ro": ("+0200", "Ora standard a Europei de Est"),
    "uk": ("+0200", "за східноєвропейським стандартним часом"), "hu": ("+0100", "közép-európai téli idő"),
    "he": ("+0200", "שעון ישראל (חורף)"), "pl": ("+0100", "czas środkowoeuropejski standardowy"),
    "cs": ("+0100", "středoevropský standardní čas"), "nb": ("+0100", "sentraleuropeisk normaltid"),
    "fi": ("+0200", "Itä-Euroopan normaaliaika"), "en": ("+0000", "Greenwich Mean Time"),
}

CLIP = {  # title, search, pinned, clear, "copied from", other clips
    "en": ("Clipboard History", "Search clipboard…", "📌 Pinned", "Clear history", "Copied from {app} · {stamp}",
           ["+44 7700 900123", "Friday 7pm at the shop?", "https://discord.gg/k7Rb2pQ"]),
    "de": ("Zwischenablage-Verlauf", "Verlauf durchsuchen…", "📌 Angeheftet", "Verlauf löschen", "Kopiert aus {app} · {stamp}",
           ["+49 170 1234567", "Freitag 19 Uhr im Laden?", "Hauptstraße 12, 50667 Köln"]),
    "fi": ("Leikepöydän historia", "Hae historiasta…", "📌 Kiinnitetyt", "Tyhjennä historia", "Kopioitu sovelluksesta {app} · {stamp}",
           ["+358 40 1234567", "Perjantaina klo 19 kaupalla?", "Mannerheimintie 5, 00100 Helsinki"]),
    "nb": ("Utklippstavlehistorikk", "Søk i historikken…", "📌 Festet", "Tøm historikk", "Kopiert fra {app} · {stamp}",
           ["+47 912 34 567", "Fredag kl. 19 i butikken?", "Storgata 7, 0155 Oslo"]),
    "hu": ("Vágólap-előzmények", "Keresés az előzményekben…", "📌 Kitűzött", "Előzmények törlése", "Másolva innen: {app} · {stamp}",
           ["+36 30 123 4567", "Pénteken 19-kor a boltban?", "Király utca 8, 1061 Budapest"]),
    "ro": ("Istoricul clipboardului", "Caută în istoric…", "📌 Fixate", "Golește istoricul", "Copiat din {app} · {stamp}",
           ["+40 721 234 567", "Vineri la 19 la magazin?", "Strada Lipscani 10, București"]),
    "el": ("Ιστορικό προχείρου", "Αναζήτηση στο ιστορικό…", "📌 Καρφιτσωμένα", "Εκκαθάριση ιστορικού", "Αντιγράφηκε από {app} · {stamp}",
           ["+30 691 234 5678", "Παρασκευή στις 7 στο μαγαζί;", "Ερμού 20, 105 63 Αθήνα"]),
    "tr": ("Pano geçmişi", "Geçmişte ara…", "📌 Sabitlenenler", "Geçmişi temizle", "{app} uygulamasından kopyalandı · {stamp}",
           ["+90 532 123 45 67", "Cuma 19.00'da dükkanda mıyız?", "İstiklal Cd. 15, Beyoğlu"]),
}


def _gt(s: str) -> str:
    """A string as a translation proxy leaves it in the page's markup."""
    return f"<font style=\"vertical-align: inherit;\"><font style=\"vertical-align: inherit;\">{_h(s)}</font></font>"


class Fresh21Generator:
    """The generator of the fresh-21 part: its own layouts only, each page through its own wrapper."""

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        self.cards = cards
        self.set_names = set_names
        self.rng = random.Random(seed)

    # ---- helpers ----
    def _title(self, page: Page, card: CardData, prefer: str | None = None, p: float = 0.5) -> str:
        f = card.foreign.get(prefer or "", {})
        if prefer and f.get("name") and self.rng.random() < p:
            page.title_lang = prefer
            return f["name"]
        page.title_lang = "en"
        return card.name

    def _translation(self, page: Page, card: CardData, lang: str, p: float = 0.6) -> tuple[str, str] | None:
        f = card.foreign.get(lang)
        if lang in STORED and f and f.get("name") and f.get("text") and self.rng.random() < p:
            page.translations.append((lang, f["name"], f["text"]))
            return f["name"], f["text"]
        return None

    def _form(self, page: Page, tag: str, lang: str, kinds: list[str] | None = None) -> str:
        form = f"{lang}:{self.rng.choice(kinds or KINDS[lang])}"
        page.date_forms.append(f"{form} {tag}")
        return form

    def _dated(self, page: Page, card: CardData, form: str) -> list[tuple[str, str]]:
        """The card's rulings as (shown date, text), recorded as the page's answers."""
        rs = list(card.rulings)
        if self.rng.random() < 0.2:
            rs.reverse()
        items = []
        for d, t in rs:
            ds = render_fresh21_date(d, form)
            page.rulings.append((d.isoformat(), t))
            page.__dict__.setdefault("shown", []).append(ds)
            items.append((ds, t))
        return items

    def _free(self, card: CardData, d: dt.date) -> dt.date:
        """``d``, or the next day that is none of the card's ruling dates."""
        taken = {x for x, _ in card.rulings}
        while d in taken:
            d += dt.timedelta(days=1)
        return d

    def _when(self, card: CardData) -> dt.datetime:
        """The wrapper's moment (a capture, a print, a save, a mail): after the card's last ruling, never after 2025."""
        r = self.rng
        last = max(d for d, _ in card.rulings)
        d = min(last + dt.timedelta(days=r.randint(90, 1600)), dt.date(2025, r.randint(1, 11), r.randint(1, 28)))
        d = self._free(card, max(d, last + dt.timedelta(days=1)))
        return dt.datetime(d.year, d.month, d.day, r.randint(7, 22), r.randint(0, 59), r.randint(0, 59))

    def _between(self, card: CardData, until: dt.date) -> dt.date:
        """A date of the site's own (an update, a post): after the last ruling, before ``until``."""
        last = max(d for d, _ in card.rulings)
        span = max(1, (until - last).days - 1)
        return self._free(card, last + dt.timedelta(days=self.rng.randint(1, span)))

    def _own(self, page: Page, shown: str, d: dt.date) -> str:
        """Record a wrapper's or site's own date as shown in the page (never a ruling date)."""
        page.__dict__.setdefault("own_dates", []).append((shown, d.isoformat()))
        return shown

    def page(self, i: int, layout: str, split: str = "fresh21") -> Page:
        method, titled = self.LAYOUTS21[layout]
        card = self.rng.choice(self.cards)
        page = Page(id=f"u{i:03d}", layout=layout, split=split, fmt="text", card=card.name,
                    card_arg=None if titled else card.name, title_lang=None)
        getattr(self, method)(page, card)
        inside = [fold(t) for _, t in page.rulings] + [fold(f"{n} {t or ''}") for _, n, t in page.translations]
        inside += [fold(card.text or ""), fold(card.type_line or "")]
        page.chrome = sorted({c.strip() for c in page.chrome
                              if len(c.strip()) >= 2 and not any(fold(c) in x for x in inside)})
        return page

    def fresh_corpus(self, n: int, part: str = "fresh21") -> list[Page]:
        layouts = list(self.LAYOUTS21)
        return [self.page(i, layouts[i % len(layouts)], part) for i in range(n)]

    # ---- layouts ----
    def layout_archive_toolbar_capture(self, page, card):
        """A card database page under a web archive's toolbar (Wayback Machine or Arquivo.pt)."""
        r = self.rng
        lang = r.choice(["de", "fr", "es", "it", "pt", "pl", "nl", "hu", "en"])
        out = _Out(page, r, r.random() < 0.4, lang)
        name = self._title(page, card, lang if lang in STORED else None, 0.5)
        form = self._form(page, "archived card page, date before each ruling", lang, [k for k in KINDS[lang] if k != "iso"])
        when = self._when(card)
        domain, site, path = SITE[lang]
        url = f"https://www.{domain}/{path}/{_slug(card.name)}"
        ts = f"{when:%Y%m%d%H%M%S}"
        if lang == "pt" and r.random() < 0.7:
            shown = self._own(page, f"{when.day} de {M_FULL['pt'][when.month - 1]} de {when.year}", when.date())
            bar = ["Arquivo.pt", "Pesquisar páginas  |  Pesquisar imagens", f"Página arquivada em {shown}, às {when:%H:%M}",
                   f"Endereço original: {url}", "Ver outras versões", "Partilhar", "Imprimir", "Ajuda", "Sair do modo arquivo"]
            top = f"https://arquivo.pt/wayback/{ts}/{url}"
        else:
            caps = r.randint(2, 480)
            first = self._free(card, when.date() - dt.timedelta(days=r.randint(30, 900)))
            lastc = self._free(card, when.date() + dt.timedelta(days=r.randint(1, 300)))
            strip = [M_ABBR["en"][(when.month - 2) % 12].upper(), M_ABBR["en"][when.month - 1].upper(), M_ABBR["en"][when.month % 12].upper()]
            fs = self._own(page, f"{first.day:02d} {M_ABBR['en'][first.month - 1]} {first.year}", first)
            ls = self._own(page, f"{lastc.day:02d} {M_ABBR['en'][lastc.month - 1]} {lastc.year}", lastc)
            span = f"{fs} - {ls}"
            org = r.choice([("Organization: Archive Team", "Formed in 2009, the Archive Team (not to be confused with the archive.org "
                             "Archive-It Team) is a rogue archivist collective dedicated to saving copies of rapidly dying or deleted "
                             "websites for the sake of history and digital heritage.", "Collection: ArchiveBot: The Archive Team Crowdsourced Crawler"),
                            ("Collection: Save Page Now", "Pages captured by users of the Save Page Now feature of the Wayback Machine.", ""),
                            ("Collection: Common Crawl", "Web crawl data from Common Crawl.", "")])
            bar = [f"The Wayback Machine - https://web.archive.org/web/{ts}/{url}", "INTERNET ARCHIVE", "Wayback Machine", url, "Go",
                   f"{caps:,} captures", span, "   ".join(strip), f"{when.day:02d}", f"{when.year - 1}   {when.year}   {when.year + 1}",
                   "success", "fail", "About this capture", "COLLECTED BY", *org, "TIMESTAMPS", "loading"]
            top = f"https://web.archive.org/web/{ts}/{url}"
        if out.html:
            page.chrome.extend(x for x in bar if x)
            out.head_extra = "\n<script src=\"//archive.org/includes/athena.js\" type=\"text/javascript\"></script>"
            rows = [x for x in bar if x]
            out.add("<!-- BEGIN WAYBACK TOOLBAR INSERT -->\n<div id=\"wm-ipp-base\" lang=\"en\" style=\"display:block\" direction=\"ltr\">"
                    f"<div id=\"wm-ipp\">\n<div><a href=\"{html.escape(top)}\">{_h(rows[0])}</a></div>\n"
                    + "\n".join(f"<div>{_h(x)}</div>" for x in rows[1:]) + "\n</div></div>\n<!-- END WAYBACK TOOLBAR INSERT -->", "")
        else:
            page.chrome.extend(x for x in bar if x)
            out.add("", "\n".join(x for x in bar if x))
        out.chrome(site, NAV[lang], SEARCH[lang], tag="header")
        out.line(name, tag="h1")
        printed = self._translation(page, card, lang, 0.65)
        if printed:
            out.add(f"<p class=\"printed\"><b>{_h(printed[0])}</b><br>{_h(printed[1])}</p>", f"{printed[0]}\n{printed[1]}")
        elif card.type_line and r.random() < 0.5:
            out.line(card.type_line)
        out.line(RULINGS_WORD[lang], chrome=True, tag="h2")
        items = self._dated(page, card, form)
        style = r.choice(["block", "dash", "table"])
        if style == "block":
            out.add("".join(f"<div class=\"ruling\"><span class=\"date\">{_h(ds)}</span><p>{_h(t)}</p></div>" for ds, t in items),
                    "\n\n".join(f"{ds}\n{t}" for ds, t in items))
        elif style == "dash":
            out.add("<ul>" + "".join(f"<li>{_h(ds)} – {_h(t)}</li>" for ds, t in items) + "</ul>",
                    "\n".join(f"{ds} – {t}" for ds, t in items))
        else:
            dw, tw = DATE_TEXT_WORDS.get(lang, ("Date", "Ruling"))
            page.chrome.extend([dw, tw])
            out.add(f"<table><tr><th>{dw}</th><th>{tw}</th></tr>" + "".join(f"<tr><td>{_h(ds)}</td><td>{_h(t)}</td></tr>" for ds, t in items)
                    + "</table>", f"{dw}\t{tw}\n" + "\n".join(f"{ds}\t{t}" for ds, t in items))
        upd = self._between(card, when.date())
        out.chrome(UPDATED[lang] + self._own(page, render_fresh21_date(upd, f"{lang}:num"), upd), FOOTER[lang], FAN[lang],
                   f"© {upd.year} {site}", tag="footer")
        out.title = f"{name} | {site}"
        page.content = out.render()

    def layout_translate_proxy_frame(self, page, card):
        """An English rulings page through a translation proxy: chrome and date lines translated, rulings as published."""
        r = self.rng
        lang = r.choice(list(GT_BAR))
        html_mode = r.random() < 0.5
        out = _Out(page, r, html_mode, lang)
        name = self._title(page, card)
        form = self._form(page, "translated date line above each ruling, ruling as published", lang, [k for k in KINDS[lang] if k != "iso"])
        product, original, rate, feedback, pair, show = GT_BAR[lang]
        domain = r.choice(["cardvault.net", "rulingsarchive.com", "mtgnotes.org"])
        site = {"cardvault.net": "Card Vault", "rulingsarchive.com": "Rulings Archive", "mtgnotes.org": "MTG Notes"}[domain]
        tl = GT_CODE[lang]
        url = (f"https://{domain.replace('.', '-')}.translate.goog/card/{_slug(card.name)}?_x_tr_sl=en&_x_tr_tl={tl}"
               f"&_x_tr_hl={tl}&_x_tr_pto=wapp")
        out.title = f"{name} – {RULINGS_WORD[lang]} | {site}"
        when = self._when(card)
        upd = self._between(card, when.date())
        upd_s = self._own(page, render_fresh21_date(upd, f"{lang}:{r.choice(['full', 'num'])}"), upd)
        items = self._dated(page, card, form)
        tt = [original, rate, feedback]
        page.chrome += [product, pair, show, url, *tt, NAV[lang], SEARCH[lang], RULINGS_WORD[lang], FOOTER[lang], FAN[lang],
                        UPDATED[lang] + upd_s]
        if html_mode:
            out.add(f"<div id=\"gt-nvframe\" class=\"notranslate\"><span>{_h(product)}</span> <span>{_h(pair)}</span> "
                    f"<a href=\"{html.escape(url)}\">{_h(show)}</a></div>", "")
            out.add(f"<header><div class=\"logo\">{_h(site)}</div><nav>{_gt(NAV[lang])}</nav>"
                    f"<input placeholder=\"{html.escape(SEARCH[lang])}\"><span>{_gt(SEARCH[lang])}</span></header>", "")
            out.add(f"<main><h1 translate=\"no\" class=\"notranslate\">{_h(name)}</h1><h2>{_gt(RULINGS_WORD[lang])}</h2>"
                    + "".join(f"<div class=\"ruling\"><time>{_gt(ds)}</time><p translate=\"no\" class=\"notranslate\">{_h(t)}</p></div>"
                              for ds, t in items) + "</main>", "")
            out.add(f"<footer><p>{_gt(UPDATED[lang] + upd_s)}</p><p>{_gt(FOOTER[lang])}</p><p>{_gt(FAN[lang])}</p></footer>", "")
            out.add("<div id=\"goog-gt-tt\" class=\"skiptranslate\" dir=\"ltr\"><div style=\"padding: 8px;\"><div><div class=\"logo\">"
                    f"</div></div></div><div class=\"top\"><h1 class=\"title gray\">{_h(original)}</h1></div><div class=\"middle\">"
                    f"<div class=\"original-text\"></div></div><div class=\"bottom\"><div class=\"activity-links\">"
                    f"<span class=\"activity-link\">{_h(rate)}</span></div><div class=\"started-activity-container\">"
                    f"<hr><div class=\"activity-root\">{_h(feedback)}</div></div></div></div>", "")
            page.chrome.append(site)
        else:
            bar_top = r.random() < 0.6
            if bar_top:
                out.add("", "\n".join([product, pair, show, url]))
            out.add("", "\n".join([site, NAV[lang], SEARCH[lang]]))
            page.chrome.append(site)
            out.add("", name)
            out.add("", RULINGS_WORD[lang])
            sep = r.choice(["\n", "\n\n"])
            out.add("", "\n\n".join(f"{ds}{sep}{t}" for ds, t in items))
            out.add("", "\n".join([UPDATED[lang] + upd_s, FOOTER[lang], FAN[lang]]))
            out.add("", "\n".join(tt))
            if not bar_top:
                out.add("", "\n".join([product, pair, show, url]))
        page.content = out.render()

    def layout_read_later_export(self, page, card):
        """A blog article in a read-it-later app (wallabag, Omnivore, Readwise Reader): saved and published dates, tags."""
        r = self.rng
        app = r.choice(["wallabag", "wallabag", "omnivore", "readwise"])
        ui = r.choice(list(WALLABAG)) if app == "wallabag" else "en"
        alang = ui if r.random() < 0.5 else r.choice(["en", "de", "fr", "es", "fi", "nb", "id", "ro", "it", "sv", "da", "hu"])
        out = _Out(page, r, r.random() < 0.5, alang)
        name = self._title(page, card)
        form = self._form(page, "article in a read-later app, dated rulings", alang, [k for k in KINDS[alang] if k != "iso"])
        when = self._when(card)
        pub = self._between(card, when.date())
        domain = r.choice(["judgecorner.blog", "mtg-rules.substack.com", "rulesnotes.wordpress.com", "stackofcards.net"])
        author = r.choice(PEOPLE)
        n = r.randint(2, 6)
        title = ARTICLE_TITLE[alang].format(name=name)
        out.title = title
        if app == "wallabag":
            w = WALLABAG[ui]
            dnum = {"en": lambda x: f"{x.month:02d}/{x.day:02d}/{x.year}", "de": lambda x: f"{x:%d.%m.%Y}"}.get(ui, lambda x: f"{x:%d/%m/%Y}")
            meta = [w[0].format(n=n), w[1].format(d=self._own(page, dnum(when.date()), when.date())),
                    w[2].format(d=self._own(page, dnum(pub), pub)), w[3].format(a=author)]
            out.chrome("wallabag", w[5], w[6], w[7], w[8] + ": mtg, " + r.choice(["rules", "regeln", "règles", "judge"]), tag="nav")
            out.line(title, tag="h1")
            out.chrome(*meta, f"{w[4]}: {domain}", tag="aside")
        elif app == "omnivore":
            saved = self._own(page, f"{M_ABBR['en'][when.month - 1]} {when.day}, {when.year}", when.date())
            out.chrome("Omnivore", "Home", "Library", "Highlights", tag="nav")
            out.line(title, tag="h1")
            out.chrome(f"{domain} · {n} min read", f"Saved on {saved}", f"By {author}", "Labels: MTG, Rules", "Notebook",
                       "Open original", "Archive", "Remove", tag="aside")
        else:
            saved = self._own(page, f"{M_ABBR['en'][when.month - 1]} {when.day}, {when.year}", when.date())
            publ = self._own(page, f"{M_ABBR['en'][pub.month - 1]} {pub.day}, {pub.year}", pub)
            out.chrome("Library", "Inbox  Later  Shortlist  Archive", "Feed", tag="nav")
            out.line(title, tag="h1")
            out.chrome(f"{domain}  ·  {author}  ·  {n} mins", f"Saved {saved}", f"Published {publ}", "Highlights 0", "Notebook  Info  Links",
                       tag="aside")
        out.line(INTRO[alang].format(name=name))
        items = self._dated(page, card, form)
        style = r.choice(["colon", "lines", "paren"])
        if style == "colon":
            out.add("<ul>" + "".join(f"<li><strong>{_h(ds)}</strong>: {_h(t)}</li>" for ds, t in items) + "</ul>",
                    "\n".join(f"• {ds}: {t}" for ds, t in items))
        elif style == "lines":
            out.add("".join(f"<h3>{_h(ds)}</h3><p>{_h(t)}</p>" for ds, t in items), "\n\n".join(f"{ds}\n{t}" for ds, t in items))
        else:
            out.add("".join(f"<p>{_h(t)} <em>({_h(ds)})</em></p>" for ds, t in items), "\n\n".join(f"{t} ({ds})" for ds, t in items))
        if app == "wallabag":
            out.chrome(WALLABAG[ui][4], tag="footer")
        page.content = out.render()

    def layout_print_to_pdf_pages(self, page, card):
        """A browser's print-to-PDF text: a header and footer on every printed page, breaks anywhere."""
        r = self.rng
        loc = r.choice(list(PRINT_STAMP))
        lang = loc if r.random() < 0.75 else r.choice(["en", "de", "fi", "nb", "hu", "tr", "el", "pl", "ro", "uk"])
        page.fmt = "text"
        name = self._title(page, card)
        form = self._form(page, "printed page, date line above each wrapped ruling", lang)
        domain, site, path = SITE[lang]
        url = f"https://{domain}/{path}/{_slug(card.name)}"
        title = f"{name} – {RULINGS_WORD[lang]} | {site}"
        when = self._when(card)
        stamp = self._own(page, PRINT_STAMP[loc](when), when.date())
        width = r.choice([78, 88, 96, 104])
        lines: list[tuple[str, int]] = []  # (text, ruling index or -1)
        cookie = COOKIE_SHORT.get(lang)
        for x in [site, NAV[lang]] + ([f"{cookie[0]}  [{cookie[1]}]"] if cookie and r.random() < 0.5 else []):
            lines.append((x, -1))
            page.chrome.append(x)
        lines.append(("", -1))
        lines.append((name, -1))
        if card.type_line:
            lines.append((card.type_line, -1))
        lines += [(x, -1) for x in _wrap(card.text or "", width)] if card.text and r.random() < 0.6 else []
        lines.append(("", -1))
        lines.append((RULINGS_WORD[lang], -1))
        page.chrome.append(RULINGS_WORD[lang])
        items = self._dated(page, card, form)
        gap = r.random() < 0.5
        for k, (ds, t) in enumerate(items):
            lines.append((ds, -1))
            lines += [(x, k) for x in _wrap(t, width)]
            if gap:
                lines.append(("", -1))
        upd = self._between(card, when.date())
        for x in ["", UPDATED[lang] + self._own(page, render_fresh21_date(upd, f"{lang}:num"), upd), FOOTER[lang], FAN[lang]]:
            lines.append((x, -1))
            if x:
                page.chrome.append(x)
        per = r.randint(8, 15)
        cuts, at = [], per
        while at < len(lines) - 2:
            cut = at
            if 0 < cut < len(lines) and lines[cut - 1][1] >= 0 and lines[cut - 1][1] == lines[cut][1] and r.random() < 0.6:
                while cut < len(lines) and lines[cut][1] == lines[cut - 1][1]:
                    cut += 1  # most breaks fall between rulings; now and then one splits a ruling
            cuts.append(cut)
            at = cut + per
        cuts = sorted(set(c for c in cuts if 0 < c < len(lines)))
        n = len(cuts) + 1
        firefox = r.random() < 0.35
        sep = r.choice(["    ", "\t", "\n"])

        def header(k: int) -> str:
            return f"{title}{sep}{url}" if firefox else f"{stamp}{sep}{title}"

        def footer(k: int) -> str:
            return f"{PAGE_OF[loc].format(k=k, n=n)}{sep}{stamp}" if firefox else f"{url}{sep}{k}/{n}"

        ff = r.random() < 0.5
        chunks, start = [], 0
        for c in cuts + [len(lines)]:
            chunks.append("\n".join(x for x, _ in lines[start:c]).strip("\n"))
            start = c
        breaks = []
        text = header(1) + "\n\n" + chunks[0]
        for k in range(1, n):
            brk = footer(k) + "\n" + ("\f" if ff else "") + header(k + 1)
            breaks.append(brk)
            text += "\n" + brk + "\n" + chunks[k]
        text += "\n" + footer(n) + "\n"
        for k in range(1, n + 1):
            page.chrome += [*header(k).split("\n"), *footer(k).split("\n")]
        page.__dict__["breaks"] = breaks
        page.__dict__["transforms"] = ["unbreak"]
        page.content = text

    def layout_gmail_quoted_reply(self, page, card):
        """A reply chain quoting a forwarded digest of rulings with "> " and ">> " prefixes, rewrapped."""
        r = self.rng
        lang = r.choice(list(GMAIL))
        attr_p, fwd_mark, from_label, fwd_date_p, top_text, mid_text, intro_p = GMAIL[lang]
        agree = {"en": "Agreed – see below.", "de": "Stimmt – siehe unten.", "fr": "D'accord – voir plus bas.",
                 "pl": "Zgadza się – patrz niżej.", "fi": "Samaa mieltä – katso alta.", "nl": "Klopt – zie hieronder.",
                 "ro": "De acord – vezi mai jos.", "es": "De acuerdo – ver abajo."}[lang]
        out = _Out(page, r, r.random() < 0.35, lang)
        name = self._title(page, card)
        form = self._form(page, "quoted forwarded digest, date with each ruling", lang)
        when = self._when(card)
        t1 = when - dt.timedelta(hours=r.randint(2, 30), minutes=r.randint(0, 59))
        t1b = t1 - dt.timedelta(minutes=r.randint(10, 600))
        t0 = t1b - dt.timedelta(minutes=r.randint(5, 300))
        me, friend = r.sample(PEOPLE, 2)
        dom = r.choice(["gmail.com", "example.org", "judges.example.net"])
        me_a, fr_a = _addr(me, dom), _addr(friend, dom)
        digest, digest_a = "Rules Digest", "digest@rules-digest.example"
        subject0 = f"{name} – {RULINGS_WORD[lang]}"
        fwd_when = self._own(page, _gmail_when(fwd_date_p, t0, lang), t0.date())
        fwd = [fwd_mark, f"{from_label}: {digest} <{digest_a}>", fwd_when, f"Subject: {subject0}", f"To: <{me_a}>"]
        intro = intro_p.format(name=name)
        sig = ["-- ", "Rules Digest · https://rules-digest.example/unsubscribe"]
        items = self._dated(page, card, form)
        style = r.choice(["colon", "star", "two"])
        depth = r.choice([1, 2])
        attr_fr = self._own(page, _gmail_when(attr_p, t1, lang, who=friend, mail=fr_a), t1.date())
        attr_me = _gmail_when(attr_p, t1b, lang, who=me, mail=me_a)
        page.chrome += [top_text, mid_text, attr_fr, *fwd, intro, *sig]
        if depth == 2:
            page.chrome += [agree, self._own(page, attr_me, t1b.date())]
        if out.html:
            def bq(attr: str, inner: str) -> str:
                return (f"<div class=\"gmail_quote\"><div dir=\"ltr\" class=\"gmail_attr\">{_h(attr)}<br></div><blockquote "
                        "class=\"gmail_quote\" style=\"margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex\">"
                        f"{inner}</blockquote></div>")
            body = (f"<div>{_h(intro)}</div><div><br></div><ul>" + "".join(
                f"<li>{_h(ds)}: {_h(t)}</li>" if style != "star" else f"<li>{_h(t)} ({_h(ds)})</li>" for ds, t in items)
                + f"</ul><div>-- <br>{_h(sig[1])}</div>")
            fwd_html = (f"<div dir=\"ltr\">{_h(mid_text)}<br><br><div class=\"gmail_quote\"><div dir=\"ltr\" class=\"gmail_attr\">"
                        f"{_h(fwd_mark)}<br>{_h(from_label)}: <strong class=\"gmail_sendername\" dir=\"auto\">{digest}</strong> "
                        f"<span dir=\"auto\">&lt;{digest_a}&gt;</span><br>{_h(fwd_when)}<br>Subject: {_h(subject0)}<br>"
                        f"To: &lt;{me_a}&gt;<br></div><br><br>{body}</div></div>")
            inner = fwd_html if depth == 1 else f"<div dir=\"ltr\">{_h(agree)}</div><br>" + bq(attr_me, fwd_html)
            out.add(f"<div dir=\"ltr\">{_h(top_text)}</div><br>" + bq(attr_fr, inner), "")
            out.chrome(f"Re: Fwd: {subject0}", f"{me} <{me_a}>", tag="header")
            out.blocks.insert(0, out.blocks.pop())
            out.title = f"Re: Fwd: {subject0}"
            page.content = out.render()
            return
        gm = r.random() < 0.5
        width = r.choice([66, 70, 72]) - 2 * depth

        def quote(lines: list[str]) -> list[str]:
            res = []
            for x in lines:
                if not x:
                    res.append(">")
                elif x.startswith(">") and not gm:
                    res.append(">" + x)
                else:
                    res.append("> " + x)
            return res

        rl = []
        for ds, t in items:
            if style == "colon":
                rl += _wrap(f"{ds}: {t}", width)
            elif style == "star":
                rl += _wrap(f"* {t} ({ds})", width)
            else:
                rl += [ds] + _wrap(t, width) + [""]
        inner = [mid_text, "", *fwd, "", intro, "", *rl, "", *sig]
        lines = [top_text, "", attr_fr] + (quote(inner) if depth == 1 else quote([agree, "", attr_me] + quote(inner)))
        when_s = self._own(page, _rfc822(when, r.choice(["+0100", "+0200", "+0000", "-0500"])), when.date())
        heads = ["MIME-Version: 1.0", f"Date: {when_s}", f"Message-ID: <CA+{r.randrange(16 ** 12):012x}@mail.gmail.com>",
                 f"Subject: Re: Fwd: {subject0}", f"From: {me} <{me_a}>", f"To: {friend} <{fr_a}>",
                 "Content-Type: text/plain; charset=\"UTF-8\""]
        page.chrome += heads
        page.__dict__["transforms"] = ["unquote"]
        page.fmt = "text"
        page.content = "\n".join(heads) + "\n\n" + "\n".join(lines) + "\n"

    def layout_outlook_fw_localized(self, page, card):
        """An Outlook forward with its localized header block, warnings, signatures and a disclaimer."""
        r = self.rng
        lang = r.choice(list(OUTLOOK))
        lf, ls, lt, lsub, pre, whenf, banner, mobile, note, greet, intro_p, bye, discl, orig = OUTLOOK[lang]
        out = _Out(page, r, r.random() < 0.4, lang)
        name = self._title(page, card)
        form = self._form(page, "forwarded mail, rulings dated like its header", lang, [k for k in KINDS[lang] if k != "iso"])
        when = self._when(card)
        t0 = when - dt.timedelta(days=r.randint(0, 6), hours=r.randint(1, 8), minutes=r.randint(0, 59))
        sender, fwdr, to = r.sample(PEOPLE, 3)
        dom = r.choice(["club.example", "verein.example", "judges.example.org"])
        subject = f"{RULINGS_WORD[lang]}: {name}"
        sent0 = self._own(page, whenf(t0), t0.date())
        sent1 = self._own(page, whenf(when), when.date())
        outer = [f"{lf}: {fwdr} <{_addr(fwdr, dom)}>", f"{ls}: {sent1}", f"{lt}: {to} <{_addr(to, dom)}>", f"{lsub}: {pre} {subject}"]
        inner = [f"{lf}: {sender} <{_addr(sender, dom)}>", f"{ls}: {sent0}", f"{lt}: {fwdr} <{_addr(fwdr, dom)}>", f"{lsub}: {subject}"]
        sep_line = "________________________________" if r.random() < 0.6 else orig
        items = self._dated(page, card, form)
        style = r.choice(["bullet", "colon", "paren", "num"])
        rl = [{"bullet": f"• {ds} – {t}", "colon": f"{ds}: {t}", "paren": f"- {t} ({ds})", "num": f"{k}. {t} [{ds}]"}[style]
              for k, (ds, t) in enumerate(items, 1)]
        intro = intro_p.format(name=name)
        show_banner = r.random() < 0.6
        page.chrome += [*outer, *inner, note, fwdr.split()[0], mobile, greet, intro, bye, sender, discl] + ([banner] if show_banner else [])
        if out.html:
            def hdr(lines: list[str]) -> str:
                return ("<div id=\"divRplyFwdMsg\" dir=\"ltr\"><font face=\"Calibri, sans-serif\" style=\"font-size:11pt\" color=\"#000000\">"
                        + "<br>".join(f"<b>{_h(x.split(': ', 1)[0])}:</b> {_h(x.split(': ', 1)[1])}" for x in lines)
                        + "</font><div>&nbsp;</div></div>")
            out.add(hdr(outer), "")
            if show_banner:
                out.add(f"<table style=\"background:#fff4ce\"><tr><td>{_h(banner)}</td></tr></table>", "")
            out.add(f"<div>{_h(note)}</div><div>{_h(fwdr.split()[0])}</div><div><br></div><div id=\"ms-outlook-mobile-signature\">"
                    f"{_h(mobile)}</div><hr style=\"display:inline-block;width:98%\" tabindex=\"-1\">", "")
            out.add(hdr(inner), "")
            out.add(f"<div><p>{_h(greet)}</p><p>{_h(intro)}</p>" + "".join(f"<p>{_h(x)}</p>" for x in rl)
                    + f"<p>{_h(bye)}<br>{_h(sender)}</p><p style=\"font-size:8pt;color:#777\">{_h(discl)}</p></div>", "")
            out.title = f"{pre} {subject}"
            page.content = out.render()
            return
        page.chrome.append(sep_line)
        blocks = ["\n".join(outer)]
        if show_banner:
            blocks.append(banner)
        blocks += [f"{note}\n\n{fwdr.split()[0]}", mobile, f"{sep_line}\n" + "\n".join(inner), f"{greet}\n\n{intro}",
                   ("\n" if r.random() < 0.6 else "\n\n").join(rl), f"{bye}\n{sender}", discl]
        page.fmt = "text"
        page.content = "\n\n".join(blocks) + "\n"

    def layout_rss_content_encoded(self, page, card):
        """A WordPress RSS 2.0 feed: the post's HTML in content:encoded, RFC 822 dates, another item."""
        r = self.rng
        lang = r.choice(list(BLOG))
        bname, tagline, cat, more, other_t, other_d, ltag = BLOG[lang]
        page.fmt = "text"
        name = self._title(page, card)
        form = self._form(page, "feed item's HTML, date before each ruling", lang, [k for k in KINDS[lang] if k != "iso"])
        when = self._when(card)
        pub = when - dt.timedelta(days=r.randint(0, 12), hours=r.randint(0, 12), minutes=r.randint(0, 59))
        other = when - dt.timedelta(days=r.randint(0, 20), hours=r.randint(1, 12))
        domain = f"{_slug(bname)}.{r.choice(['blog', 'net', 'org'])}"
        slug = f"{_slug(card.name)}-{_slug(RULINGS_WORD[lang])}"
        title = f"{name}: {RULINGS_WORD[lang]}"
        items = self._dated(page, card, form)
        style = r.choice(["li", "p", "table"])
        if style == "li":
            rulings = ("<ul class=\"wp-block-list\">\n" + "\n".join(f"<li><strong>{_h(ds)}</strong> – {_h(t)}</li>" for ds, t in items)
                       + "\n</ul>")
        elif style == "p":
            rulings = "\n\n".join(f"<p>{_h(ds)}<br />\n{_h(t)}</p>" for ds, t in items)
        else:
            dw, tw = DATE_TEXT_WORDS.get(lang, ("Date", "Ruling"))
            page.chrome += [dw, tw]
            rulings = (f"<figure class=\"wp-block-table\"><table><thead><tr><th>{dw}</th><th>{tw}</th></tr></thead><tbody>"
                       + "".join(f"<tr><td>{_h(ds)}</td><td>{_h(t)}</td></tr>" for ds, t in items) + "</tbody></table></figure>")
        intro = INTRO[lang].format(name=name)
        content = (f"<p>{_h(intro)}</p>\n\n<h2 class=\"wp-block-heading\">{_h(RULINGS_WORD[lang])}</h2>\n\n{rulings}\n"
                   + (f"<p>The post <a rel=\"nofollow\" href=\"https://{domain}/{slug}/\">{_h(title)}</a> appeared first on "
                      f"<a rel=\"nofollow\" href=\"https://{domain}\">{_h(bname)}</a>.</p>\n" if lang == "en" else ""))
        def x(v: str) -> str:
            return html.escape(v, quote=False)

        last_s = self._own(page, _rfc822(when), when.date())
        pub_s = self._own(page, _rfc822(pub), pub.date())
        oth_s = self._own(page, _rfc822(other), other.date())
        item = [
            "\t<item>", f"\t\t<title>{x(title)}</title>", f"\t\t<link>https://{domain}/{slug}/</link>",
            f"\t\t<comments>https://{domain}/{slug}/#respond</comments>",
            f"\t\t<dc:creator><![CDATA[{r.choice(PEOPLE)}]]></dc:creator>", f"\t\t<pubDate>{pub_s}</pubDate>",
            f"\t\t\t\t<category><![CDATA[{cat}]]></category>",
            f"\t\t<guid isPermaLink=\"false\">https://{domain}/?p={r.randint(100, 9999)}</guid>",
            f"\t\t<description><![CDATA[{intro} [&#8230;]]]></description>",
            f"\t\t<content:encoded><![CDATA[{content}]]></content:encoded>",
            f"\t\t<wfw:commentRss>https://{domain}/{slug}/feed/</wfw:commentRss>", "\t\t<slash:comments>0</slash:comments>", "\t</item>"]
        oslug = _slug(other_t)
        oitem = [
            "\t<item>", f"\t\t<title>{x(other_t)}</title>", f"\t\t<link>https://{domain}/{oslug}/</link>",
            f"\t\t<dc:creator><![CDATA[{r.choice(PEOPLE)}]]></dc:creator>", f"\t\t<pubDate>{oth_s}</pubDate>",
            f"\t\t\t\t<category><![CDATA[FNM]]></category>",
            f"\t\t<guid isPermaLink=\"false\">https://{domain}/?p={r.randint(100, 9999)}</guid>",
            f"\t\t<description><![CDATA[{other_d} <a href=\"https://{domain}/{oslug}/\">{more}</a>]]></description>",
            f"\t\t<content:encoded><![CDATA[<p>{x(other_d)}</p>]]></content:encoded>", "\t</item>"]
        head = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?><rss version=\"2.0\"",
            "\txmlns:content=\"http://purl.org/rss/1.0/modules/content/\"", "\txmlns:wfw=\"http://wellformedweb.org/CommentAPI/\"",
            "\txmlns:dc=\"http://purl.org/dc/elements/1.1/\"", "\txmlns:atom=\"http://www.w3.org/2005/Atom\"",
            "\txmlns:sy=\"http://purl.org/rss/1.0/modules/syndication/\"", "\txmlns:slash=\"http://purl.org/rss/1.0/modules/slash/\"",
            "\t>", "", "<channel>", f"\t<title>{x(bname)}</title>",
            f"\t<atom:link href=\"https://{domain}/feed/\" rel=\"self\" type=\"application/rss+xml\" />", f"\t<link>https://{domain}</link>",
            f"\t<description>{x(tagline)}</description>", f"\t<lastBuildDate>{last_s}</lastBuildDate>", f"\t<language>{ltag}</language>",
            "\t<sy:updatePeriod>\n\thourly\t</sy:updatePeriod>", "\t<sy:updateFrequency>\n\t1\t</sy:updateFrequency>",
            f"\t<generator>https://wordpress.org/?v=6.{r.randint(1, 5)}.{r.randint(0, 3)}</generator>"]
        body = (oitem + item) if other > pub else (item + oitem)
        page.chrome += [bname, tagline, other_t, other_d, more, f"https://{domain}/feed/", "hourly"]
        page.content = "\n".join(head + body + ["</channel>", "</rss>", ""])

    def layout_feed_reader_entry(self, page, card):
        """A rulings post in a feed reader (Miniflux): sidebar with unread counts, the entry's date line, actions."""
        r = self.rng
        lang = r.choice(list(MINIFLUX))
        nav, actions, rt, absf = MINIFLUX[lang]
        blang = lang if r.random() < 0.6 else r.choice(["sv", "nb", "fi", "da", "hu", "ro", "de", "nl", "pl", "tr", "el", "en"])
        out = _Out(page, r, r.random() < 0.5, lang)
        name = self._title(page, card)
        form = self._form(page, "feed entry in a reader, dated rulings", blang, [k for k in KINDS[blang] if k != "iso"])
        when = self._when(card)
        feed = r.choice(["Judge's Corner", "Stack of Cards", "Rules Notes", "Kartenkiste", "Regelrådet", "Korttipöytä"])
        feeds = [f"{feed} ({r.randint(1, 9)})", f"MTG Arena News ({r.randint(2, 40)})", f"Limited Resources ({r.randint(1, 6)})"]
        out.title = f"{name} - Miniflux"
        out.chrome("Miniflux", *[f"{x} ({r.randint(3, 120)})" if k == 0 else x for k, x in enumerate(nav)], tag="nav")
        out.chrome(*feeds, tag="aside")
        title = ARTICLE_TITLE.get(blang, "{name}: " + RULINGS_WORD.get(blang, "Rulings")).format(name=name)
        out.line(title, tag="h1")
        stamp = self._own(page, absf(when), when.date())
        out.chrome(f"{feed} · {r.choice(PEOPLE)} · {stamp} · {rt.format(n=r.randint(1, 5))}", "  ".join(actions), tag="div")
        out.line(INTRO[blang].format(name=name))
        items = self._dated(page, card, form)
        style = r.choice(["dl", "dash", "lines"])
        if style == "dl":
            out.add("<dl>" + "".join(f"<dt>{_h(ds)}</dt><dd>{_h(t)}</dd>" for ds, t in items) + "</dl>",
                    "\n".join(f"{ds}\n{t}" for ds, t in items))
        elif style == "dash":
            out.add("<ul>" + "".join(f"<li>{_h(ds)} — {_h(t)}</li>" for ds, t in items) + "</ul>", "\n".join(f"– {ds} — {t}" for ds, t in items))
        else:
            out.add("".join(f"<p><b>{_h(ds)}</b><br>{_h(t)}</p>" for ds, t in items), "\n\n".join(f"{ds}\n{t}" for ds, t in items))
        out.chrome("  ".join(actions[:2]), tag="footer")
        page.content = out.render()

    def layout_clipper_frontmatter_md(self, page, card):
        """A note app's Markdown export of a clipped card page: YAML front matter, property lines or hashtags."""
        r = self.rng
        app = r.choice(["obsidian", "joplin", "notion", "bear"])
        lang = r.choice(["cs", "el", "uk", "hu", "nb", "da", "ro", "de", "ja"])
        page.fmt = "text"
        name = self._title(page, card, lang if lang in STORED else None, 0.5)
        form = self._form(page, "clipped page in Markdown, dated rulings", lang, [k for k in KINDS[lang] if k != "iso"])
        when = self._when(card)
        pub = self._between(card, when.date())
        domain, site, path = SITE[lang]
        url = f"https://{domain}/{path}/{_slug(card.name)}"
        title = f"{name} | {site}"
        items = self._dated(page, card, form)
        navs = NAV[lang].split(" · ")
        crumb = f"[{navs[0]}](https://{domain}/) › [{navs[1]}](https://{domain}/{path}/) › {name}"
        body = [crumb, "", f"## {name}", ""]
        if card.type_line and r.random() < 0.5:
            body += [f"*{card.type_line}*", ""]
        body += [f"### {RULINGS_WORD[lang]}", ""]
        style = r.choice(["bold", "colon", "table"])
        if style == "bold":
            body += [f"- **{ds}** — {t}" for ds, t in items]
        elif style == "colon":
            body += [f"- {ds}: {t}" for ds, t in items]
        else:
            dw, tw = DATE_TEXT_WORDS[lang]
            body += [f"| {dw} | {tw} |", "| --- | --- |"] + [f"| {ds} | {t} |" for ds, t in items]
            page.chrome += [f"| {dw} | {tw} |", "| --- | --- |"]
        upd_line = UPDATED[lang] + self._own(page, render_fresh21_date(pub, f"{lang}:num"), pub)
        img = f"![]({'https://' + domain}/img/{_slug(card.name)}.jpg)"
        body += ["", upd_line, "", img]
        page.chrome += [crumb, f"### {RULINGS_WORD[lang]}", upd_line, img]
        created = when - dt.timedelta(minutes=r.randint(2, 90))
        if app == "obsidian":
            fm = ["---", f"title: \"{title}\"", f"source: \"{url}\"", "author:", f"  - \"[[{site}]]\"",
                  f"published: {self._own(page, pub.isoformat(), pub)}", f"created: {self._own(page, when.date().isoformat(), when.date())}",
                  "tags:", "  - \"clippings\"", "---", ""]
        elif app == "joplin":
            fm = ["---", f"title: {title}", f"updated: {self._own(page, f'{when:%Y-%m-%d %H:%M:%S}', when.date())}Z",
                  f"created: {self._own(page, f'{created:%Y-%m-%d %H:%M:%S}', created.date())}Z", f"source: {url}",
                  "tags:", "  - mtg", f"  - {_slug(RULINGS_WORD[lang]) or 'rules'}", "---", ""]
        elif app == "notion":
            cs = self._own(page, f"{M_FULL['en'][created.month - 1]} {created.day}, {created.year} {_hm(created, 'en')}", created.date())
            es = self._own(page, f"{M_FULL['en'][when.month - 1]} {when.day}, {when.year} {_hm(when, 'en')}", when.date())
            fm = [f"# {title}", "", f"Created: {cs}", f"Last edited time: {es}", "Tags: MTG, Rules", f"URL: {url}", ""]
        else:
            fm = [f"# {title}", "", f"[{url}]({url})", ""]
            body += ["", f"#mtg/{_slug(RULINGS_WORD[lang]) or 'rules'} #clippings"]
            page.chrome.append(body[-1])
        page.chrome += [x for x in fm if x and x != "---" and x != title]
        page.content = "\n".join(fm + body) + "\n"

    def layout_flashcard_deck_tsv(self, page, card):
        """An Anki-like deck export: "#separator:tab" headers, one note per ruling, the date in the answer."""
        r = self.rng
        lang = r.choice(list(ANKI))
        front_p, notetype, src_p, deck_p, rword = ANKI[lang]
        page.fmt = "text"
        name = self._title(page, card, lang if lang in STORED else None, 0.5)
        form = self._form(page, "flashcard rows, the date in the answer", lang, [k for k in KINDS[lang] if k != "iso"])
        when = self._when(card)
        dstr = self._own(page, render_fresh21_date(when.date(), f"{lang}:num"), when.date())
        items = self._dated(page, card, form)
        n = len(items)
        fronts = [front_p.format(name=name, i=i, n=n) for i in range(1, n + 1)]
        page.chrome += fronts
        if r.random() < 0.6:
            html_on = r.random() < 0.6
            guid = r.random() < 0.4
            cols = (["guid"] if guid else []) + ["notetype", "deck", "Front", "Back", "Source", "tags"]
            heads = ["#separator:tab", f"#html:{'true' if html_on else 'false'}"] + (["#guid column:1"] if guid else [])
            heads += [f"#notetype column:{cols.index('notetype') + 1}", f"#deck column:{cols.index('deck') + 1}", f"#tags column:{len(cols)}"]
            deck = f"MTG::{rword}::{card.set_name}"
            src = src_p.format(d=dstr)
            tags = f"mtg {_slug(rword)} {_slug(card.set_name)}"
            rows = []
            for front, (ds, t) in zip(fronts, items):
                if html_on:
                    back = f"{ds}<br>{html.escape(t, quote=False)}" if r.random() < 0.5 else f"{html.escape(t, quote=False)}<br><i>{ds}</i>"
                else:
                    back = f"{t} ({ds})"
                g = ["".join(r.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~")
                             for _ in range(10))] if guid else []
                rows.append("\t".join(g + [notetype, deck, front, back, src, tags]))
            page.chrome += heads + [deck, src, tags]
            page.content = "\n".join(heads + rows) + "\n"
        else:
            deck = deck_p.format(d=dstr)
            heads = ["#separator:tab", "#html:false", f"#deck:{deck}", f"#tags:mtg {_slug(rword)}"]
            two = r.random() < 0.5
            rows = [f"{front}\t{t} — {ds}" if two else f"{front}\t{ds}: {t}" for front, (ds, t) in zip(fronts, items)]
            page.chrome += heads
            page.content = "\n".join(heads + rows) + "\n"

    def layout_ax_tree_outline(self, page, card):
        """A card page's accessibility tree as a browser's inspector copies it (Chrome or Firefox)."""
        r = self.rng
        lang = r.choice(["vi", "th", "he", "id", "tr", "de", "el", "en"])
        page.fmt = "text"
        name = self._title(page, card)
        form = self._form(page, "accessibility tree, date node before each ruling", lang)
        domain, site, path = SITE[lang]
        url = f"https://{domain}/{path}/{_slug(card.name)}"
        title = f"{name} – {site}"
        when = self._when(card)
        upd = self._between(card, when.date())
        upd_s = UPDATED[lang] + self._own(page, render_fresh21_date(upd, f"{lang}:{r.choice(['num', 'full'])}"), upd)
        items = self._dated(page, card, form)
        nav = NAV[lang].split(" · ")
        ck = COOKIE_SHORT[lang]
        lines: list[str] = []

        def node(depth: int, s: str, chrome: bool = True) -> None:
            lines.append("  " * depth + s)
            if chrome:
                page.chrome.append(s)

        if r.random() < 0.6:
            node(0, f"RootWebArea \"{title}\" focusable: true url: \"{url}\"")
            node(1, "banner")
            node(2, f"link \"{SKIP[lang]}\"")
            node(3, f"StaticText \"{SKIP[lang]}\"")
            node(2, f"link \"{site}\"")
            node(2, "navigation")
            node(3, "list")
            for x in nav:
                node(4, "listitem")
                node(5, f"link \"{x}\"")
            node(2, "search")
            node(3, f"searchbox \"{SEARCH[lang]}\"")
            node(1, "main")
            node(2, f"heading \"{name}\" level: 1")
            node(3, f"StaticText \"{name}\"", False)
            if card.type_line:
                node(2, f"StaticText \"{card.type_line}\"", False)
            node(2, f"heading \"{RULINGS_WORD[lang]}\" level: 2")
            node(3, f"StaticText \"{RULINGS_WORD[lang]}\"")
            node(2, "list")
            for ds, t in items:
                node(3, "listitem")
                node(4, "time")
                node(5, f"StaticText \"{ds}\"", False)
                node(4, "paragraph")
                node(5, f"StaticText \"{t}\"", False)
            node(1, "contentinfo")
            node(2, f"StaticText \"{upd_s}\"")
            for x in FOOTER[lang].split(" · "):
                node(2, f"link \"{x}\"")
            node(2, f"StaticText \"{FAN[lang]}\"")
            node(1, f"dialog \"{ck[0]}\" modal: true")
            node(2, f"button \"{ck[1]}\" focusable: true")
        else:
            node(0, f"document: \"{title}\"")
            node(1, "landmark: \"\"")
            node(2, f"link: \"{SKIP[lang]}\"")
            node(3, f"text leaf: \"{SKIP[lang]}\"")
            node(2, "list: \"\"")
            for x in nav:
                node(3, "listitem: \"\"")
                node(4, f"link: \"{x}\"")
                node(5, f"text leaf: \"{x}\"")
            node(2, f"entry: \"{SEARCH[lang]}\"")
            node(1, "landmark: \"\"")
            node(2, f"heading: \"{name}\"")
            node(3, f"text leaf: \"{name}\"", False)
            node(2, f"heading: \"{RULINGS_WORD[lang]}\"")
            node(3, f"text leaf: \"{RULINGS_WORD[lang]}\"")
            node(2, "list: \"\"")
            for ds, t in items:
                node(3, "listitem: \"\"")
                node(4, f"text leaf: \"{ds}\"", False)
                node(4, "paragraph: \"\"")
                node(5, f"text leaf: \"{t}\"", False)
            node(1, "landmark: \"\"")
            node(2, f"text leaf: \"{upd_s}\"")
            node(2, f"text leaf: \"{FAN[lang]}\"")
            node(1, f"dialog: \"{ck[0]}\"")
            node(2, f"push button: \"{ck[1]}\"")
        page.content = "\n".join(lines) + "\n"

    def layout_repo_readme_render(self, page, card):
        """A code host's rendered README about a card: the repository's chrome, the latest commit's date, a rulings table."""
        r = self.rng
        host = r.choice(["github", "github", "gitlab", "codeberg"])
        lang = r.choice(["en", "uk", "vi", "id", "ro", "tr", "el", "pl"])
        out = _Out(page, r, r.random() < 0.5, lang)
        name = self._title(page, card)
        form = self._form(page, "rendered README, rulings table or list", lang, KINDS[lang])
        when = self._when(card)
        user = r.choice(["jdoe", "kartograf", "mtg-notes", "rules-nerd", "oleh-k", "ioana-p", "putril", "minhanh"])
        repo = r.choice(["mtg-rulings-notes", "card-rulings", "magic-rules-cache", "mtg-judge-notes"])
        sha = "".join(r.choice("0123456789abcdef") for _ in range(7))
        cdate = self._own(page, f"{M_ABBR['en'][when.month - 1]} {when.day}, {when.year}", when.date())
        msg = f"Add rulings for {name}"
        stars, forks, commits = r.randint(0, 90), r.randint(0, 12), r.randint(5, 400)
        files = [f"cards\tUpdate card index\t{r.randint(2, 11)} months ago", f"data\tRefresh MTGJSON dump\t{r.randint(2, 5)} weeks ago",
                 f"README.md\t{msg}\t{cdate}", f"LICENSE\tInitial commit\t{r.randint(2, 4)} years ago"]
        if host == "github":
            out.chrome("Skip to content", "Navigation Menu", "Search or jump to...", "Sign in", "Sign up", tag="header")
            out.chrome(f"{user} / {repo}", "Public", "Notifications", f"Fork {forks}", f"Star {stars}", tag="div")
            out.chrome("Code", "Issues", "Pull requests", "Actions", "Projects", "Security", "Insights", tag="nav")
            out.chrome("main", f"{r.randint(1, 4)} Branches", "0 Tags", "Go to file", "Code", "Folders and files",
                       "Name\tLast commit message\tLast commit date", "Latest commit", user, msg, f"{sha} · {cdate}", "History",
                       f"{commits} Commits", *files, "Repository files navigation", "README", "MIT license", tag="div")
        elif host == "gitlab":
            out.chrome("Skip to content", "GitLab", "Explore", "Sign in", "Register", tag="header")
            out.chrome(f"{user} / {repo}", f"Project ID: {r.randint(10 ** 7, 10 ** 8)}", f"Star {stars}", f"Fork {forks}",
                       f"{commits} Commits", f"{r.randint(1, 4)} Branches", "0 Tags", "README", "MIT License", tag="div")
            out.chrome(f"{msg}", f"{user} authored {cdate}", sha, "Find file", "Code", "Name\tLast commit\tLast update", *files, tag="div")
        else:
            out.chrome("Codeberg", "Explore", "Help", "Register", "Sign in", tag="header")
            out.chrome(f"{user}/{repo}", "Watch 1", f"Star {stars}", f"Fork {forks}", "Code", "Issues", "Pull requests", "Releases",
                       "Wiki", "Activity", f"{commits} Commits", f"{r.randint(1, 4)} Branches", "0 Tags",
                       f"{sha} {msg} {cdate}", *files, tag="div")
        out.line(name, tag="h1")
        if card.text and r.random() < 0.5:
            out.add(f"<blockquote><p>{_h(card.text)}</p></blockquote>", card.text)
        out.line(RULINGS_WORD[lang], chrome=True, tag="h2")
        items = self._dated(page, card, form)
        dw, tw = DATE_TEXT_WORDS[lang]
        if r.random() < 0.6:
            page.chrome += [dw, tw, f"{dw}\t{tw}"]
            out.add(f"<markdown-accessiblity-table><table><thead><tr><th>{dw}</th><th>{tw}</th></tr></thead><tbody>"
                    + "".join(f"<tr><td>{_h(ds)}</td><td>{_h(t)}</td></tr>" for ds, t in items) + "</tbody></table></markdown-accessiblity-table>",
                    f"{dw}\t{tw}\n" + "\n".join(f"{ds}\t{t}" for ds, t in items))
        else:
            out.add("<ul>" + "".join(f"<li><strong>{_h(ds)}</strong>: {_h(t)}</li>" for ds, t in items) + "</ul>",
                    "\n".join(f"{ds}: {t}" for ds, t in items))
        if r.random() < 0.5:
            upd = self._between(card, when.date())
            out.line(UPDATED[lang] + self._own(page, render_fresh21_date(upd, f"{lang}:num"), upd), chrome=True)
        if host == "github":
            out.chrome("About", "Notes on Magic card rulings, by set.", "Readme", "MIT license", "Activity", f"{stars} stars",
                       f"{r.randint(1, 5)} watching", f"{forks} forks", "Releases", "No releases published", "Languages", "Python 100.0%",
                       tag="aside")
            out.chrome("Footer", f"© {when.year} GitHub, Inc.", "Terms", "Privacy", "Security", "Status", "Docs", "Contact", tag="footer")
        elif host == "gitlab":
            out.chrome("Help", "About GitLab", "Community forum", tag="footer")
        else:
            out.chrome("Powered by Forgejo", f"Version: {r.randint(7, 9)}.0.{r.randint(0, 3)}", "Licenses", "API", tag="footer")
        out.title = f"{user}/{repo}: Notes on Magic card rulings, by set."
        page.content = out.render()

    def layout_app_tabbar_view(self, page, card):
        """A mobile app's card view: status bar, back, pull to refresh, last synced, the tab bar."""
        r = self.rng
        code = r.choice(list(APP))
        back, pull, synced, tabs, add = APP[code]
        lang = _cl(code)
        out = _Out(page, r, r.random() < 0.3, code)
        name = self._title(page, card, code if code in STORED else None, 0.6)
        form = self._form(page, "app card view, dated rulings", lang, [k for k in KINDS[lang] if k != "iso"])
        when = self._when(card)
        sync = self._own(page, render_fresh21_date(when.date(), f"{lang}:num"), when.date())
        status = r.choice(["9:41  ▮▮▮ 5G  87%", f"{when:%H:%M}  ⏰ ▂▄▆█ 62%", f"{when:%H:%M}  • 4G ▂▄▆ 54%"])
        out.chrome(status, back, pull, tag="header")
        out.line(name, tag="h1")
        printed = self._translation(page, card, code, 0.6)
        if printed:
            if printed[0] != name:
                out.line(printed[0])
            out.add(f"<p>{_h(printed[1])}</p>", printed[1])
        elif card.type_line:
            out.line(card.type_line)
        price = {"id": "≈ Rp 12.500", "vi": "≈ 45.000 ₫", "th": "≈ ฿35", "tr": "≈ ₺48,90", "he": "≈ ₪9.90", "el": "≈ 1,20 €",
                 "uk": "≈ 45 ₴", "ja": "≈ ¥180", "ko": "≈ ₩1,500", "pt": "≈ R$ 6,90", "es": "≈ 1,20 €", "ru": "≈ 95 ₽",
                 "zh": "≈ ¥8.50"}[lang]
        out.chrome(price, add, tag="div")
        out.line(RULINGS_WORD[lang], chrome=True, tag="h2")
        items = self._dated(page, card, form)
        style = r.choice(["above", "after", "chip"])
        if style == "above":
            out.add("".join(f"<div class=\"cell\"><small>{_h(ds)}</small><p>{_h(t)}</p></div>" for ds, t in items),
                    "\n\n".join(f"{ds}\n{t}" for ds, t in items))
        elif style == "after":
            out.add("".join(f"<div class=\"cell\"><p>{_h(t)}</p><small>— {_h(ds)}</small></div>" for ds, t in items),
                    "\n\n".join(f"{t}\n— {ds}" for ds, t in items))
        else:
            out.add("".join(f"<div class=\"cell\"><span class=\"chip\">{_h(ds)}</span> {_h(t)}</div>" for ds, t in items),
                    "\n".join(f"[{ds}] {t}" for ds, t in items))
        out.chrome(f"{synced}{sync} {when:%H:%M}", tabs, tag="nav")
        out.title = name
        page.content = out.render()

    def layout_ocr_screenshot_text(self, page, card):
        """The OCR'd text of a phone screenshot cropped to the rulings: file name, status bar, address bar; no card name."""
        r = self.rng
        lang = r.choice(["en", "tr", "id", "vi", "ro", "uk", "hu", "fi"])
        page.fmt = "text"
        form = self._form(page, "OCR of a screenshot, lines broken at the screen's width", lang)
        when = self._when(card)
        fname = r.choice([f"Screenshot_{when:%Y%m%d-%H%M%S}.png", f"Screenshot {when:%Y-%m-%d} at {when:%H.%M.%S}.png",
                          f"Screenshot_{when:%Y%m%d_%H%M%S}_Chrome.jpg"])
        self._own(page, fname, when.date())
        domain = SITE[lang][0] if lang != "en" else r.choice(["scryfall.com", "gatherer.wizards.com", "cardvault.net"])
        head = [f"=== {fname} ==="] if r.random() < 0.5 else [fname]
        if r.random() < 0.4:
            head += ["Google Lens", "Select all  Copy text  Listen  Translate"]
        ios = r.random() < 0.5
        head += [r.choice(["9:41 ▮▮▮ 87%", "9:41 .ıll 令 87%", f"{when:%H:%M} ▂▄▆ 4G 54%"]),
                 f"AA  🔒 {domain}" if ios else f"⌂  {domain}  ⋮"]
        items = self._dated(page, card, form)
        width = r.randint(30, 44)
        body = [RULINGS_WORD[lang]] if r.random() < 0.5 else []
        if body:
            page.chrome.append(RULINGS_WORD[lang])
        after = r.random() < 0.35
        gap = r.random() < 0.5
        for ds, t in items:
            body += (_wrap(t, width) + [f"({ds})"]) if after else ([ds] + _wrap(t, width))
            if gap:
                body.append("")
        foot = ["<   >   ⬆   📖   ⧉"] if ios else ["◁    ○    □"]
        page.chrome += head + foot
        page.content = "\n".join(head + body + foot) + "\n"

    def layout_rules_bot_chat_export(self, page, card):
        """A chat with a rules bot exported from a messenger (Viber's CSV or bracketed time stamps)."""
        r = self.rng
        lang = r.choice(list(BOT))
        welcome, thanks, reply, src_p = BOT[lang]
        page.fmt = "text"
        name = self._title(page, card)
        form = self._form(page, "bot's message, a date with each ruling", lang, [k for k in KINDS[lang] if k != "iso"])
        when = self._when(card)
        user = r.choice(PEOPLE)
        bot = r.choice(["RulesBot", "MTG Rules Bot", "Gatherer Bot 🤖", "JudgeBot"])
        upd = self._between(card, when.date())
        dsrc = self._own(page, render_fresh21_date(upd, f"{lang}:num"), upd)
        items = self._dated(page, card, form)
        first = f"📜 {RULINGS_WORD[lang]} — {name} ({len(items)}):"
        sep = r.choice([" — ", ": ", "\n"])
        rl = [f"• {ds}{sep}{t}" if sep != "\n" else f"{ds}\n{t}" for ds, t in items]
        bot_msg = "\n".join([first, *rl, src_p.format(d=dsrc)])
        t_w = when - dt.timedelta(days=r.randint(1, 60), minutes=r.randint(0, 600))
        t0 = when - dt.timedelta(minutes=r.randint(2, 50))
        msgs = [(t_w, bot, welcome), (t0, user, f"/rulings {name}"), (t0 + dt.timedelta(seconds=r.randint(1, 9)), bot, bot_msg),
                (t0 + dt.timedelta(minutes=r.randint(1, 5)), user, thanks), (t0 + dt.timedelta(minutes=r.randint(5, 7)), bot, reply)]
        page.chrome += [welcome, thanks, reply, src_p.format(d=dsrc), first]
        if lang in ("uk", "ro", "el", "vi"):
            import csv
            import io
            buf = io.StringIO()
            w = csv.writer(buf, lineterminator="\n")
            w.writerow(["Date", "Time", "Sender", "Message"])
            for t, who, m in msgs:
                w.writerow([self._own(page, f"{t:%d/%m/%Y}", t.date()), f"{t:%H:%M:%S}", who, m])
            page.chrome += ["Date,Time,Sender,Message"] + [f"{t:%d/%m/%Y},{t:%H:%M:%S},{who}," for t, who, _ in msgs]
            page.__dict__["transforms"] = ["csv"]
            page.content = buf.getvalue()
        else:
            rows = []
            for t, who, m in msgs:
                stamp = f"[{self._own(page, f'{t:%d.%m.%Y}', t.date())}, {t:%H:%M}] {who}: "
                rows.append(stamp + m)
                page.chrome.append(stamp + m.split("\n")[0])
            page.content = "\n".join(rows) + "\n"

    def layout_mhtml_single_file(self, page, card):
        """A page saved as MHTML: MIME headers, the HTML part in quoted-printable, a CSS part."""
        r = self.rng
        lang = r.choice(["de", "cs", "pl", "hu", "ro", "el", "uk", "fr", "it"])
        page.fmt = "text"
        name = self._title(page, card, lang if lang in STORED else None, 0.5)
        form = self._form(page, "MHTML's quoted-printable HTML, date before each ruling", lang, [k for k in KINDS[lang] if k != "iso"])
        when = self._when(card)
        domain, site, path = SITE[lang]
        url = f"https://{domain}/{path}/{_slug(card.name)}"
        title = f"{name} – {site}"
        upd = self._between(card, when.date())
        upd_s = UPDATED[lang] + self._own(page, render_fresh21_date(upd, f"{lang}:{r.choice(['num', 'full'])}"), upd)
        items = self._dated(page, card, form)
        printed = self._translation(page, card, lang, 0.65)
        ck = COOKIE_SHORT[lang]
        cid = "".join(r.choice("0123456789ABCDEF") for _ in range(32))
        parts = [f"<!DOCTYPE html><html lang=\"{lang}\"><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=UTF-8\">",
                 f"<title>{html.escape(title)}</title><link rel=\"stylesheet\" type=\"text/css\" href=\"cid:css-{cid}@mhtml.blink\" /></head><body>",
                 f"<header class=\"site-header\"><a class=\"logo\" href=\"https://{domain}/\">{_h(site)}</a><nav>{_h(NAV[lang])}</nav>",
                 f"<form><input type=\"search\" placeholder=\"{html.escape(SEARCH[lang])}\"></form></header>",
                 f"<main><h1 class=\"card-name\">{_h(name)}</h1>"]
        if printed:
            parts.append(f"<div class=\"printed\"><p>{_h(printed[0])}</p><p>{_h(printed[1])}</p></div>")
        parts.append(f"<h2>{_h(RULINGS_WORD[lang])}</h2><ul class=\"rulings\">")
        parts += [f"<li><span class=\"date\">{_h(ds)}</span> {_h(t)}</li>" for ds, t in items]
        parts += ["</ul></main>", f"<footer><p>{_h(upd_s)}</p><p>{_h(FOOTER[lang])}</p><p>{_h(FAN[lang])}</p></footer>",
                  f"<div id=\"cookie-banner\" class=\"cc-window\"><p>{_h(ck[0])}</p><button>{_h(ck[1])}</button></div>", "</body></html>"]
        inner = "\n".join(parts)
        qp = quopri.encodestring(inner.encode("utf-8")).decode("ascii")
        css = ("@charset \"utf-8\";\n\nbody { font-family: system-ui, sans-serif; margin: 0px; }\n\n.rulings li { margin: 0.5em 0px; }\n\n"
               ".date { color: rgb(102, 102, 102); font-size: 0.9em; }")
        boundary = "----MultipartBoundary--" + "".join(r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
                                                        for _ in range(42)) + "----"
        from email.header import Header
        subject = title if title.isascii() else Header(title, "utf-8").encode()
        date_s = self._own(page, f"{WD_ABBR['en'][when.weekday()]}, {when.day} {M_ABBR['en'][when.month - 1]} {when.year} {when:%H:%M:%S} -0000",
                           when.date())
        head = ["From: <Saved by Blink>", f"Snapshot-Content-Location: {url}", f"Subject: {subject}", f"Date: {date_s}",
                "MIME-Version: 1.0", "Content-Type: multipart/related;", "\ttype=\"text/html\";", f"\tboundary=\"{boundary}\""]
        doc = head + ["", "", f"--{boundary}", "Content-Type: text/html", f"Content-ID: <frame-{cid[:16]}@mhtml.blink>",
                      "Content-Transfer-Encoding: quoted-printable", f"Content-Location: {url}", "", qp,
                      f"--{boundary}", "Content-Type: text/css", "Content-Transfer-Encoding: quoted-printable",
                      f"Content-Location: cid:css-{cid}@mhtml.blink", "", quopri.encodestring(css.encode()).decode("ascii"), "",
                      f"--{boundary}--", ""]
        eol = "\r\n" if r.random() < 0.5 else "\n"
        page.chrome += [x.strip() for x in head if x.strip()] + [site, NAV[lang], SEARCH[lang], RULINGS_WORD[lang], upd_s, FOOTER[lang],
                                                                  FAN[lang], ck[0], ck[1], "Content-Transfer-Encoding: quoted-printable"]
        page.__dict__["transforms"] = ["qp"]
        page.content = eol.join(x.replace("\n", eol) for x in doc)

    def layout_saved_from_url_html(self, page, card):
        """A page saved as HTML by "Save as… Webpage, Complete" (its "saved from url" comment) or SingleFile."""
        r = self.rng
        lang = r.choice(["el", "ro", "uk", "hu", "he", "pl", "cs", "nb", "fi", "en"])
        page.fmt = "html"
        name = self._title(page, card)
        form = self._form(page, "saved page, date element before each ruling", lang, [k for k in KINDS[lang] if k != "iso"])
        when = self._when(card)
        domain, site, path = SITE[lang]
        url = f"https://www.{domain}/{path}/{_slug(card.name)}"
        title = f"{name} – {RULINGS_WORD[lang]} | {site}"
        upd = self._between(card, when.date())
        upd_s = UPDATED[lang] + self._own(page, render_fresh21_date(upd, f"{lang}:{r.choice(['num', 'full', 'abbr'] if 'abbr' in KINDS[lang] else ['num', 'full'])}"), upd)
        items = self._dated(page, card, form)
        iso_attr = r.random() < 0.5
        slug = _slug(card.name)
        rtl = " dir=\"rtl\"" if lang == "he" else ""
        nav = NAV[lang].split(" · ")
        ck = COOKIE_SHORT.get(lang, COOKIE_SHORT["en"])
        crumb = f"{nav[0]} › {nav[1]} › {name}"
        body = [f"<body class=\"card-page\"><header style=\"background:#1b1b1f;color:#fff;padding:8px 16px\"><a href=\"https://www.{domain}/\" "
                f"class=\"logo\">{_h(site)}</a><ul class=\"menu\">" + "".join(f"<li><a href=\"#\">{_h(x)}</a></li>" for x in nav) + "</ul>",
                f"<form class=\"search\"><input type=\"search\" placeholder=\"{html.escape(SEARCH[lang])}\"><button>🔍</button></form></header>",
                f"<nav class=\"crumbs\">{_h(crumb)}</nav>", "<main>",
                "<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==\" alt=\"\" "
                "style=\"width:244px;height:340px\">", f"<h1 class=\"name\">{_h(name)}</h1>"]
        if card.type_line:
            body.append(f"<p class=\"type\">{_h(card.type_line)}</p>")
        body.append(f"<section class=\"rulings\"><h2>{_h(RULINGS_WORD[lang])}</h2>")
        rs = sorted(card.rulings, key=lambda x: x[0])
        iso_of = {render_fresh21_date(d, form): d.isoformat() for d, _ in rs}
        for ds, t in items:
            attr = f" datetime=\"{iso_of[ds]}\"" if iso_attr else ""
            body.append(f"<article class=\"ruling\" style=\"border-bottom:1px solid #ddd\"><time{attr}>{_h(ds)}</time><p>{_h(t)}</p></article>")
        body += ["</section></main>", f"<footer><p>{_h(upd_s)}</p><p>{_h(FOOTER[lang])}</p><p>{_h(FAN[lang])}</p></footer>"]
        if r.random() < 0.5:
            body.append(f"<div class=\"cookie-notice\" style=\"position:fixed;bottom:0\"><span>{_h(ck[0])}</span><button>{_h(ck[1])}</button></div>")
            page.chrome += [ck[0], ck[1]]
        body.append("</body></html>")
        page.chrome += [site, *nav, SEARCH[lang], crumb, RULINGS_WORD[lang], upd_s, FOOTER[lang], FAN[lang]]
        if r.random() < 0.4:
            cmt = f"saved from url=({len(url):04d}){url}"
            page.chrome.append(cmt)
            head = [f"<!DOCTYPE html>\n<!-- {cmt} -->", f"<html lang=\"{lang}\"{rtl}><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=UTF-8\">",
                    f"<title>{html.escape(title, quote=False)}</title>", f"<link rel=\"stylesheet\" href=\"./{slug}_files/style.css\">",
                    f"<script async=\"\" src=\"./{slug}_files/app.js\"></script></head>"]
        else:
            off, zone = TZ_NAME[lang]
            saved = self._own(page, f"{WD_ABBR['en'][when.weekday()]} {M_ABBR['en'][when.month - 1]} {when.day:02d} {when.year}", when.date())
            sline = f"saved date: {saved} {when:%H:%M:%S} GMT{off} ({zone})"
            page.chrome += ["Page saved with SingleFile", f"url: {url}", sline]
            head = [f"<!DOCTYPE html> <html lang=\"{lang}\"{rtl}><!--\n Page saved with SingleFile \n url: {url} \n {sline}\n--><head>"
                    "<meta charset=\"utf-8\">", f"<title>{html.escape(title, quote=False)}</title>",
                    "<style>body{font-family:system-ui,sans-serif;margin:0}.ruling time{color:#666;font-size:.9em}"
                    ".menu li{display:inline-block;margin:0 8px}</style>",
                    "<meta name=\"referrer\" content=\"no-referrer\">", f"<link rel=\"canonical\" href=\"{url}\">",
                    "<style>.sf-hidden{display:none!important}</style></head>"]
        page.content = "\n".join(head + body) + "\n"

    def layout_clipboard_history_export(self, page, card):
        """A clipboard manager's history: rulings copied one by one with their dates, under copy time stamps; no card name."""
        r = self.rng
        lang = r.choice(list(CLIP))
        title, search, pinned, clear, copied, others = CLIP[lang]
        page.fmt = "text"
        form = self._form(page, "clips under copy time stamps, a date in each clip", lang)
        when = self._when(card)
        items = self._dated(page, card, form)
        app = r.choice(["Safari", "Google Chrome", "Firefox", "Microsoft Edge"])
        style = r.choice(["tab", "dash", "after"])
        clips = [{"tab": f"{ds}\t{t}", "dash": f"{ds} — {t}", "after": f"{t}\n{ds}"}[style] for ds, t in reversed(items)]
        extra = r.sample(others[:2], r.randint(1, 2))
        seq = [("r", c) for c in clips]
        for x in extra:
            seq.insert(r.randint(0, len(seq)), ("o", x))
        t = when
        entries = []
        for kind, c in seq:
            stamp = copied.format(app=app if kind == "r" else r.choice(["Messages", "WhatsApp", "Notes", app]),
                                  stamp=f"{self._own(page, render_fresh21_date(t.date(), f'{lang}:num'), t.date())} {t:%H:%M}")
            page.chrome.append(stamp)
            if kind == "o":
                page.chrome.append(c)
            entries.append(f"{stamp}\n{c}")
            t -= dt.timedelta(seconds=r.randint(15, 400))
        head = [title, search, pinned, others[2]]
        page.chrome += head + [clear]
        page.content = "\n".join(head) + "\n\n" + "\n\n".join(entries) + f"\n\n{clear}\n"

    LAYOUTS21 = {
        "archive-toolbar-capture": ("layout_archive_toolbar_capture", True),
        "translate-proxy-frame": ("layout_translate_proxy_frame", True),
        "read-later-export": ("layout_read_later_export", True),
        "print-to-pdf-pages": ("layout_print_to_pdf_pages", True),
        "gmail-quoted-reply": ("layout_gmail_quoted_reply", True),
        "outlook-fw-localized": ("layout_outlook_fw_localized", True),
        "rss-content-encoded": ("layout_rss_content_encoded", True),
        "feed-reader-entry": ("layout_feed_reader_entry", True),
        "clipper-frontmatter-md": ("layout_clipper_frontmatter_md", True),
        "flashcard-deck-tsv": ("layout_flashcard_deck_tsv", True),
        "ax-tree-outline": ("layout_ax_tree_outline", True),
        "repo-readme-render": ("layout_repo_readme_render", True),
        "app-tabbar-view": ("layout_app_tabbar_view", True),
        "ocr-screenshot-text": ("layout_ocr_screenshot_text", False),
        "rules-bot-chat-export": ("layout_rules_bot_chat_export", True),
        "mhtml-single-file": ("layout_mhtml_single_file", True),
        "saved-from-url-html": ("layout_saved_from_url_html", True),
        "clipboard-history-export": ("layout_clipboard_history_export", False),
    }


def fresh21_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-21 part's pages, drawn with their own generator (seed + 94613)."""
    return Fresh21Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh21")


# --- self-test ---------------------------------------------------------------------------------------

def _qp_html(s: str) -> str:
    """The HTML part of an MHTML file, decoded."""
    s = s.replace("\r\n", "\n")
    m = re.search(r"boundary=\"([^\"]+)\"", s)
    if not m:
        return ""
    for part in s.split("--" + m.group(1)):
        headers, _, body = part.lstrip("\n").partition("\n\n")
        if "Content-Type: text/html" in headers and "quoted-printable" in headers:
            return quopri.decodestring(body.encode("ascii")).decode("utf-8")
    return ""


def _transformed(page: Page, name: str) -> str:
    s = page.content
    if name == "unquote":
        return re.sub(r"(?m)^(?:> ?)+", "", s)
    if name == "unbreak":
        for b in page.__dict__.get("breaks", []):
            s = s.replace(b, "\n")
        return s
    if name == "qp":
        return _qp_html(s)
    if name == "csv":
        return s.replace("\"\"", "\"")
    raise ValueError(name)


def reading_views(page: Page) -> list[str]:
    """The page as a careful reader reads it (folded): as written and as its wrapper is undone (quotes
    unquoted, print headers and footers between pages dropped, quoted-printable decoded, CSV quotes
    undoubled); any markup in it without its tags (joined, and spaced), with its entities resolved."""
    bases = [page.content] + [_transformed(page, t) for t in page.__dict__.get("transforms", [])]
    views = []
    for b in bases:
        views.append(fold(b))
        if "<" in b or "&" in b:
            views.append(fold(html.unescape(re.sub(r"<[^>]+>", "", b))))
            views.append(fold(html.unescape(re.sub(r"<[^>]+>", " ", b))))
            views.append(fold(html.unescape(b)))
    return views


def self_test(pages: list[Page], gen: Fresh21Generator) -> list[str]:
    """What is wrong with the answers: every ruling text, translation, chrome line, shown date and
    wrapper date is in the page as read; the rulings are the card's own with their real dates; the
    wrapper's and site's own dates are none of the card's ruling dates; titled pages show their title,
    untitled ones name the card nowhere but inside a ruling; at least 16 layouts (all fresh-21's own),
    12 date languages, 5 stored title languages, both formats, valid ISO dates, chrome on every page."""
    problems = []
    layouts = {p.layout for p in pages}
    if len(layouts) < 16 or not layouts <= set(Fresh21Generator.LAYOUTS21):
        problems.append(f"layouts: {sorted(layouts)}")
    langs = {f.split(":")[0] for p in pages for f in p.date_forms}
    if len(langs) < 12:
        problems.append(f"only {len(langs)} date languages: {sorted(langs)}")
    if len({p.title_lang for p in pages if p.title_lang and p.title_lang != "en"}) < 5:
        problems.append("fewer than 5 stored title languages")
    if {p.fmt for p in pages} != {"html", "text"}:
        problems.append("not both formats")
    by_name = {c.name: c for c in gen.cards}
    for p in pages:
        views = reading_views(p)
        seen = lambda s: any(fold(s) in v for v in views)  # noqa: E731
        card = by_name[p.card]
        truth = {(d.isoformat(), t) for d, t in card.rulings}
        ruling_dates = {d.isoformat() for d, _ in card.rulings}
        if not p.rulings:
            problems.append(f"{p.id} {p.layout}: no rulings")
        for d, t in p.rulings:
            if not seen(t):
                problems.append(f"{p.id} {p.layout}: ruling not in page: {t[:60]}")
            if d is None or dt.date.fromisoformat(d).isoformat() != d or (d, t) not in truth:
                problems.append(f"{p.id} {p.layout}: not the card's ruling and date: {d} {t[:40]}")
        shown = p.__dict__.get("shown", [])
        if len(shown) != len(p.rulings):
            problems.append(f"{p.id} {p.layout}: {len(shown)} shown dates for {len(p.rulings)} rulings")
        for s in shown:
            if not seen(s):
                problems.append(f"{p.id} {p.layout}: date not shown as written: {s[:60]}")
        own = p.__dict__.get("own_dates", [])
        if not own:
            problems.append(f"{p.id} {p.layout}: no date of the wrapper's or site's own")
        for s, d in own:
            if not seen(s):
                problems.append(f"{p.id} {p.layout}: own date not in page: {s[:60]}")
            if d in ruling_dates:
                problems.append(f"{p.id} {p.layout}: own date {d} is a ruling date")
        for l, n, t in p.translations:
            if l not in STORED or not seen(n) or not t or not seen(t) or card.foreign.get(l, {}).get("text") != t \
                    or card.foreign[l].get("name") != n:
                problems.append(f"{p.id} {p.layout}: translation {l} not in page or not the card's")
        for c in p.chrome:
            if not seen(c):
                problems.append(f"{p.id} {p.layout}: chrome not in page: {c[:60]}")
            if any(fold(c) in fold(t) for _, t in p.rulings):
                problems.append(f"{p.id} {p.layout}: chrome inside a ruling: {c[:60]}")
        if not p.chrome:
            problems.append(f"{p.id} {p.layout}: no chrome")
        titled = Fresh21Generator.LAYOUTS21[p.layout][1]
        if (p.card_arg is None) != titled or (not titled and p.card_arg != p.card):
            problems.append(f"{p.id} {p.layout}: card_arg {p.card_arg!r}")
        if titled:
            name = p.card if p.title_lang == "en" else card.foreign[p.title_lang]["name"]
            if not seen(name):
                problems.append(f"{p.id} {p.layout}: title {name!r} not in page")
        else:
            rest = views[0]
            for _, t in p.rulings:
                rest = rest.replace(fold(t), " ")
            names = [card.name] + [f["name"] for f in card.foreign.values() if f.get("name")]
            if any(_named(n, rest) for n in names):
                problems.append(f"{p.id} {p.layout}: names its card outside the rulings")
            if p.translations:
                problems.append(f"{p.id} {p.layout}: an untitled page with translations")
    return problems


def main() -> int:
    import sys
    from pathlib import Path

    from page_corpus import load_cards

    sets = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "data/sample"
    bad = 0
    for seed in (7, 21):
        cards, set_names, _ = load_cards(sets, seed=seed)
        cards.sort(key=lambda c: c.name)
        gen = Fresh21Generator(cards, set_names, seed + SEED_OFFSET)
        pages = gen.fresh_corpus(200, "fresh21")
        again = fresh21_corpus(cards, set_names, seed, 200)
        same = [(p.content, p.rulings, p.translations, p.chrome) for p in pages] == [(p.content, p.rulings, p.translations, p.chrome) for p in again]
        problems = self_test(pages, gen)
        if len(pages) != 200:
            problems.append(f"{len(pages)} pages")
        if not same:
            problems.append("not deterministic for the seed")
        layouts = sorted({p.layout for p in pages})
        langs = sorted({f.split(":")[0] for p in pages for f in p.date_forms})
        print(f"seed {seed}: {len(pages)} pages, {len(layouts)} layouts, {len(langs)} date languages ({' '.join(langs)}), "
              f"{sum(len(p.rulings) for p in pages)} rulings, {sum(len(p.translations) for p in pages)} translations, "
              f"{sum(len(p.chrome) for p in pages)} chrome lines, {sum(len(p.__dict__.get('own_dates', [])) for p in pages)} own dates, "
              f"{sum(p.fmt == 'html' for p in pages)} HTML, {sum(p.card_arg is not None for p in pages)} naming no card, "
              f"{len({p.title_lang for p in pages if p.title_lang})} title languages; {len(problems)} problems")
        for x in problems[:30]:
            print("  ", x)
        bad += len(problems)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
