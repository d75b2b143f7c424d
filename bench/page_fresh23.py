"""The fresh-23 part of the page corpus (held out until page-18, tuning now) (``bench/page_corpus.py``).

Written without reading the page parser (nor any code that reads pages, nor its tests), before any
parser run on it and without seeing which pages of any part fail. Only the corpus's interface was
read (``bench/page_corpus.py``, ``bench/page_fresh22.py``'s code, ``bench/page_accuracy.py``,
``tests/test_page_fresh_corpus.py``) and the layout names of the earlier parts (to repeat none).
Theme: pages saved from modern web apps (single-page apps and workspace tools), as HTML saved with
Ctrl+S or an app's own export, or copied as text (Select all, Copy). Each app adds its own furniture
(sidebars, page trees, property tables, reactions, vote counts, activity feeds, share and subscribe
boxes, composer boxes) and its own dates that are no ruling's (creation and edit times, "last
modified on", activity stamps, day dividers, export stamps, build data, relative ages):

- notion-toggle-database: a Notion page exported as HTML (or as Markdown): icon and title, the
  property table with "Created" and "Last edited time" (``<time>@March 4, 2021 2:22 PM</time>``),
  owner, status and tags, a callout, the rulings as toggle blocks whose summary is the date or as an
  inline database with a date column (Notion's date formats: full, M/D/Y, D/M/Y, Y/M/D, the UI
  language's), the printed name and text in a property now and then; the Markdown export keeps the
  callout in ``<aside>`` and the toggles as indented bullets; English, German, French, Spanish,
  Portuguese, Japanese or Korean UI;
- confluence-page-tree: a Confluence Server page copied as text or saved as HTML: the space's page
  tree with other cards' pages beside the card's, breadcrumbs, "Created by X, last modified by Y on
  Mar 04, 2021" (in the UI language), an info panel, the rulings in a table (a date lozenge
  ``<time datetime>`` or a typed date, columns in several orders, a source column), likes, "No
  labels", a comment "X commented on DATE"; English, German, French, Spanish, Japanese, Dutch, Polish;
- nextdata-json-script: a Next.js card site saved as HTML: the server-rendered header, title, "last
  updated" line with its ``<time dateTime>``, the rulings list (``<time dateTime>`` and the locale's
  date), now and then only the first two or three rendered behind a "show all" button, every ruling
  with its ISO date in the ``__NEXT_DATA__`` JSON (``<``, ``>`` and ``&`` escaped as Next does), its
  update and revalidation stamps, build id and locales; the printed name and text in the locale's
  language now and then; eleven locales;
- airtable-grid-tsv (names no card): an Airtable shared grid view copied as text: base and view
  names, the view bar, a filter on the card's id, the header row and the records tab-separated (a
  row number now and then; ruling, its date in the field's format, status, checker, "Last
  modified" with its time, notes, in the base's column order), the record count, Airtable's footer;
  English, German, French, Spanish, Italian, Swedish, Turkish or Japanese bases;
- gh-discussion-answered: a GitHub Discussion in the Q&A category, copied as text or saved as HTML:
  the repository's tabs, "asked this question in Q&A", "Answered by", each post "on Mar 4, 2021"
  (``relative-time`` in HTML), "edited", reactions, the maintainer's answer listing the rulings in
  the community's language and date form (bullets, "text (DATE)" or a table), a commit reference,
  the asker's thanks, "Answer selected by", the category, labels and participants;
- shreddit-comment-copy: a new-Reddit thread copied as text or saved as HTML (``shreddit-post``,
  ``faceplate-timeago``): the subreddit bar, the post with its flair, "• 3y ago" in the UI language,
  vote and comment counts, "Share", the sort bar, the top comment ("Top 1% Commenter", "Edited")
  listing the rulings, the OP's thanks, the sidebar with the subreddit's creation date and member
  counts, Reddit's legal line; English, German, French, Spanish, Portuguese or Italian;
- discord-embed-fields: a Discord channel exported by DiscordChatExporter as HTML: the preamble
  (server, category and channel, topic), message groups with the export locale's time stamps (the
  long form in their titles), a "!rulings" command, a rules bot's embed (the card's name as its
  title; the rulings as fields named by their date, as numbered fields with the date under the
  text, or as description lines), its footer, reactions, a thanks, the postamble;
- slack-day-dividers: a Slack channel in the web client, copied as text or saved as HTML: the
  workspace's sidebar, the channel header with member count and bookmarks, day dividers ("Thursday,
  March 4th, 2021" in the UI language), "Name  2:22 PM" messages, the pasted rulings as "• DATE –
  text" bullets, a quote or "text (DATE)", "(edited)", reactions, "3 replies  Last reply 2 years
  ago", a pin note, the composer;
- trello-checklist-activity: a Trello card's back (copied as text or saved as HTML) in a Spanish,
  Italian, Portuguese, Dutch, Polish, Turkish, German or Russian client: the board, the list, labels,
  the due date, the description, a checklist whose items are the rulings ("DATE – text" or "text
  (DATE)") with its percentage, the activity feed (checklist added, card moved, a comment) stamped in
  Trello's forms;
- linear-issue-activity: a Linear issue copied as text: the workspace sidebar, team and issue key,
  the title, the description listing the rulings in the team's language ("DATE: text" or "text —
  DATE" bullets), sub-issues, the activity feed ("created the issue · Mar 4, 2021", status changes,
  a linked pull request, a comment), the properties (cycle with its date range, due date, branch);
- apple-notes-icloud: an Apple Note on iCloud.com, copied as text (folders, the note list with other
  notes' titles and short dates, the open note's "4. März 2021 um 14:22" header) or saved as HTML
  (``<div>`` lines, a bold date line over each ruling or the date after it in a bullet, a dash list,
  the printed name and text in the device's language now and then); ten device languages;
- outliner-date-refs: a Roam Research or Logseq page copied as text: property blocks ("type::",
  "set:: [[...]]", "tags::", a printed name and text now and then), a "Rulings" block whose children
  start or end with a reference to the ruling's journal page in the graph's journal title format
  (``[[January 19th, 2018]]``, ``[[Jan 19th, 2018]]``, ``[[19.01.2018]]``, ``[[Freitag, 19.01.2018]]``,
  ``[[2018-01-19]]``...), then "Linked References" under the writer's own journal days;
- gitbook-hint-tabs: a GitBook space's published page, saved as HTML or copied as text: header with
  "Ask or search…", the page tree, the title, an info hint with the page's "as of" date, a tabs block
  with the English text and the printed text (the other panels hidden in HTML), the rulings as a
  table or as bold-dated lines, "Last updated 3 years ago", "Was this helpful?", previous and next;
  eight languages, Simplified Chinese among them;
- hackmd-published-note: a HackMD note in its published view (Traditional Chinese, Japanese, Korean,
  German, Russian or English), copied as text or saved as HTML: owner line, "Published", "Linked with
  GitHub", like, bookmark and subscribe, view count, the tags line, the table of contents, an info box
  with the last check's date, the printed name and text now and then, the rulings as a table or
  "DATE：text" lines (the language's colon), "changed 3 years ago";
- obsidian-publish-grouped: an Obsidian Publish page, saved as HTML or copied as text: site name,
  search, the file tree with other cards' notes, the properties (created, updated, tags), the rulings
  grouped under one heading per publication day (every paragraph under a heading has that date),
  "Links to this page", the graph pane, "On this page" repeating the day headings;
- coda-published-grid: a Coda doc published to the web and saved as HTML: "Copy doc", "Made with
  Coda", the page list, title and subtitle, a callout, the rulings in Coda's grid (ruling, its date in
  the doc's locale, a "Reviewed" checkbox, a "Modified" date-time, columns in the doc's order), the
  row count and the toolbar.

Dates in the forms those apps print in their UI languages: English (month-first and day-first),
German, French, Spanish, Italian, Portuguese, Dutch, Swedish, Polish, Turkish, Russian, Japanese,
Korean and Chinese (Simplified and Traditional), ISO, Roam's and Logseq's journal titles, Airtable's,
Notion's and Confluence's date formats. Every ruling carries its real MTGJSON date; every page carries
dates of its own (14 date languages, titles in 9 or more languages at seeds 7 and 21).

Each page's generator is seeded with the corpus seed + 116531, so the earlier parts draw exactly the
pages they drew before. Held out until its first run on page-18 (c589032): 80.0% and 82.2% of rulings
with the right date at seeds 7 and 21, chrome 46 and 59, 16 and 15 pages refused (airtable-grid-tsv 0%,
discord-embed-fields every page refused, outliner-date-refs 60.6%/85.2%); looked at while tuning page-19
(tuning now: its failures print like any tuning part's).
"""

from __future__ import annotations

import datetime as dt
import html
import json
import random
import re
import unicodedata

from page_corpus import CardData, Page, fold

SEED_OFFSET = 116531
STORED = ("de", "fr", "it", "es", "pt", "ja", "ko", "ru", "zhs", "zht")

# --- dates -------------------------------------------------------------------------------------------

M_FULL = {
    "en": "January February March April May June July August September October November December".split(),
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(),
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(),
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(),
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(),
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split(),
    "ru": "января февраля марта апреля мая июня июля августа сентября октября ноября декабря".split(),
    "uk": "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня".split(),
    "el": ("Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου "
           "Νοεμβρίου Δεκεμβρίου").split(),
    "ro": "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie".split(),
    "id": "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember".split(),
    "th": "มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน ตุลาคม พฤศจิกายน ธันวาคม".split(),
    "tr": "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık".split(),
    "hu": "január február március április május június július augusztus szeptember október november december".split(),
    "fi": ("tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta "
           "lokakuuta marraskuuta joulukuuta").split(),
    "nb": "januar februar mars april mai juni juli august september oktober november desember".split(),
    "da": "januar februar marts april maj juni juli august september oktober november december".split(),
    "sv": "januari februari mars april maj juni juli augusti september oktober november december".split(),
    "nl": "januari februari maart april mei juni juli augustus september oktober november december".split(),
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split(),
    "cs": "ledna února března dubna května června července srpna září října listopadu prosince".split(),
    "he": "בינואר בפברואר במרץ באפריל במאי ביוני ביולי באוגוסט בספטמבר באוקטובר בנובמבר בדצמבר".split(),
}

M_ABBR = {
    "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(),
    "de": "Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.".split(),
    "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split(),
    "es": "ene. feb. mar. abr. may. jun. jul. ago. sept. oct. nov. dic.".split(),
    "it": "gen feb mar apr mag giu lug ago set ott nov dic".split(),
    "pt": "jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.".split(),
    "ru": "янв. февр. мар. апр. мая июн. июл. авг. сент. окт. нояб. дек.".split(),
    "uk": "січ. лют. бер. квіт. трав. черв. лип. серп. вер. жовт. лист. груд.".split(),
    "el": "Ιαν Φεβ Μαρ Απρ Μαΐ Ιουν Ιουλ Αυγ Σεπ Οκτ Νοε Δεκ".split(),
    "ro": "ian. feb. mar. apr. mai iun. iul. aug. sept. oct. nov. dec.".split(),
    "id": "Jan Feb Mar Apr Mei Jun Jul Agu Sep Okt Nov Des".split(),
    "th": "ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. ธ.ค.".split(),
    "tr": "Oca Şub Mar Nis May Haz Tem Ağu Eyl Eki Kas Ara".split(),
    "hu": "jan. febr. márc. ápr. máj. jún. júl. aug. szept. okt. nov. dec.".split(),
    "nb": "jan. feb. mar. apr. mai jun. jul. aug. sep. okt. nov. des.".split(),
    "da": "jan. feb. mar. apr. maj jun. jul. aug. sep. okt. nov. dec.".split(),
    "sv": "jan. feb. mars apr. maj juni juli aug. sep. okt. nov. dec.".split(),
    "nl": "jan. feb. mrt. apr. mei jun. jul. aug. sep. okt. nov. dec.".split(),
    "pl": "sty lut mar kwi maj cze lip sie wrz paź lis gru".split(),
}

WD_FULL = {  # Monday first
    "en": "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split(),
    "de": "Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag".split(),
    "fr": "lundi mardi mercredi jeudi vendredi samedi dimanche".split(),
    "es": "lunes martes miércoles jueves viernes sábado domingo".split(),
    "it": "lunedì martedì mercoledì giovedì venerdì sabato domenica".split(),
    "pt": "segunda-feira terça-feira quarta-feira quinta-feira sexta-feira sábado domingo".split(),
    "ru": "понедельник вторник среда четверг пятница суббота воскресенье".split(),
    "uk": "понеділок вівторок середа четвер пʼятниця субота неділя".split(),
    "el": "Δευτέρα Τρίτη Τετάρτη Πέμπτη Παρασκευή Σάββατο Κυριακή".split(),
    "ro": "luni marți miercuri joi vineri sâmbătă duminică".split(),
    "id": "Senin Selasa Rabu Kamis Jumat Sabtu Minggu".split(),
    "th": "จันทร์ อังคาร พุธ พฤหัสบดี ศุกร์ เสาร์ อาทิตย์".split(),
    "tr": "Pazartesi Salı Çarşamba Perşembe Cuma Cumartesi Pazar".split(),
    "hu": "hétfő kedd szerda csütörtök péntek szombat vasárnap".split(),
    "fi": "maanantai tiistai keskiviikko torstai perjantai lauantai sunnuntai".split(),
    "nb": "mandag tirsdag onsdag torsdag fredag lørdag søndag".split(),
    "da": "mandag tirsdag onsdag torsdag fredag lørdag søndag".split(),
    "sv": "måndag tisdag onsdag torsdag fredag lördag söndag".split(),
    "nl": "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag".split(),
    "pl": "poniedziałek wtorek środa czwartek piątek sobota niedziela".split(),
    "cs": "pondělí úterý středa čtvrtek pátek sobota neděle".split(),
    "vi": ["Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ Nhật"],
    "he": ["יום שני", "יום שלישי", "יום רביעי", "יום חמישי", "יום שישי", "יום שבת", "יום ראשון"],
    "ja": list("月火水木金土日"), "ko": list("월화수목금토일"),
    "zh": ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"],
}


#: the kinds of ruling date each UI language's apps print
KINDS23 = {
    "en": ["long", "dlong", "abbr", "mdy", "dmy", "iso", "wd"], "de": ["long", "abbr", "num", "wd"],
    "fr": ["long", "abbr", "num", "wd"], "es": ["long", "abbr", "num", "wd"], "it": ["long", "abbr", "num", "wd"],
    "pt": ["long", "abbr", "num", "wd"], "ru": ["long", "abbr", "num"], "uk": ["long", "num"],
    "tr": ["long", "abbr", "num", "wd"], "nl": ["long", "abbr", "num", "wd"], "sv": ["long", "abbr", "num"],
    "pl": ["long", "abbr", "num"], "cs": ["long", "num"], "da": ["long", "num"], "nb": ["long", "num"],
    "fi": ["long", "num"], "ja": ["long", "num", "wd"], "ko": ["long", "num", "wd"], "zh": ["long", "num"],
}


def _ord(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def render23(d: dt.date, form: str) -> str:
    """A date in one of fresh-23's forms ("lang:kind")."""
    lang, kind = form.split(":", 1)
    y, m, da = d.year, d.month, d.day
    if kind == "iso":
        return d.isoformat()
    if kind == "mdy":
        return f"{m:02d}/{da:02d}/{y}"
    if kind == "mdy1":
        return f"{m}/{da}/{y}"
    if kind == "dmy":
        return f"{da:02d}/{m:02d}/{y}"
    if kind == "dmy1":
        return f"{da}/{m}/{y}"
    if kind == "ymd":
        return f"{y}/{m:02d}/{da:02d}"
    if kind == "dlong":
        return f"{da} {M_FULL['en'][m - 1]} {y}"
    if kind == "roam":
        return f"{M_FULL['en'][m - 1]} {_ord(da)}, {y}"
    if kind == "mmmo":  # Logseq's default journal title
        return f"{M_ABBR['en'][m - 1]} {_ord(da)}, {y}"
    if kind == "wdnum":  # a journal title "EEEE, dd.MM.yyyy" in the writer's language
        return f"{WD_FULL[lang][d.weekday()]}, {da:02d}.{m:02d}.{y}"
    if kind == "conf":  # Confluence's MMM dd, yyyy in the UI language
        if lang in ("ja", "zh"):
            return f"{m}月 {da:02d}, {y}"
        if lang == "ko":
            return f"{m}월 {da:02d}, {y}"
        return f"{M_ABBR[lang][m - 1]} {da:02d}, {y}"
    if kind == "long":
        if lang in ("ja", "zh"):
            return f"{y}年{m}月{da}日"
        if lang == "ko":
            return f"{y}년 {m}월 {da}일"
        mo = M_FULL[lang][m - 1]
        return {"en": f"{mo} {da}, {y}", "de": f"{da}. {mo} {y}", "fr": f"{'1er' if da == 1 else da} {mo} {y}",
                "es": f"{da} de {mo} de {y}", "pt": f"{da} de {mo} de {y}", "ru": f"{da} {mo} {y} г.",
                "uk": f"{da} {mo} {y} р.", "fi": f"{da}. {mo} {y}", "nb": f"{da}. {mo} {y}", "da": f"{da}. {mo} {y}",
                "pl": f"{da} {mo} {y} r.", "cs": f"{da}. {mo} {y}"}.get(lang, f"{da} {mo} {y}")
    if kind == "abbr":
        mo = M_ABBR[lang][m - 1]
        return {"en": f"{mo} {da}, {y}", "de": f"{da}. {mo} {y}", "pt": f"{da} de {mo} de {y}", "es": f"{da} {mo} {y}",
                "ru": f"{da} {mo} {y} г.", "nb": f"{da}. {mo} {y}", "da": f"{da}. {mo} {y}"}.get(lang, f"{da} {mo} {y}")
    if kind == "num":
        return {"en": f"{m}/{da}/{y}", "fi": f"{da}.{m}.{y}", "sv": d.isoformat(), "nl": f"{da:02d}-{m:02d}-{y}",
                "cs": f"{da}. {m}. {y}", "ja": f"{y}/{m:02d}/{da:02d}", "ko": f"{y}. {m}. {da}.", "zh": f"{y}/{m}/{da}",
                "fr": f"{da:02d}/{m:02d}/{y}", "es": f"{da:02d}/{m:02d}/{y}", "it": f"{da:02d}/{m:02d}/{y}",
                "pt": f"{da:02d}/{m:02d}/{y}", "tr": f"{da:02d}.{m:02d}.{y}"}.get(lang, f"{da:02d}.{m:02d}.{y}")
    if kind == "wd":
        w = WD_FULL[lang][d.weekday()]
        if lang == "ja":
            return f"{y}年{m}月{da}日({w})"
        if lang == "ko":
            return f"{y}년 {m}월 {da}일 ({w})"
        if lang == "zh":
            return f"{y}年{m}月{da}日 {w}"
        mo = M_FULL[lang][m - 1]
        return {"en": f"{w}, {mo} {da}, {y}", "de": f"{w}, {da}. {mo} {y}", "fr": f"{w} {da} {mo} {y}",
                "es": f"{w}, {da} de {mo} de {y}", "it": f"{w} {da} {mo} {y}", "pt": f"{w}, {da} de {mo} de {y}",
                "tr": f"{da} {mo} {y} {w}", "nl": f"{w} {da} {mo} {y}", "sv": f"{w} {da} {mo} {y}",
                "pl": f"{w}, {da} {mo} {y}", "ru": f"{w}, {da} {mo} {y} г."}.get(lang, f"{w}, {da} {mo} {y}")
    raise ValueError(form)


def _hm(t: dt.datetime, lang: str) -> str:
    if lang == "en":
        return f"{(t.hour - 1) % 12 + 1}:{t.minute:02d} {'AM' if t.hour < 12 else 'PM'}"
    if lang == "ko":
        return f"{'오전' if t.hour < 12 else '오후'} {(t.hour - 1) % 12 + 1}:{t.minute:02d}"
    return f"{t.hour:02d}:{t.minute:02d}"


def _ago(days: int, lang: str) -> str:
    """A relative age as the apps print it ("3 years ago", "vor 3 Jahren")."""
    if days >= 365:
        n, u = days // 365, "y"
    elif days >= 30:
        n, u = days // 30, "mo"
    else:
        n, u = max(days, 1), "d"
    words = {
        "en": {"y": ("year", "years"), "mo": ("month", "months"), "d": ("day", "days")},
        "de": {"y": ("Jahr", "Jahren"), "mo": ("Monat", "Monaten"), "d": ("Tag", "Tagen")},
        "fr": {"y": ("an", "ans"), "mo": ("mois", "mois"), "d": ("jour", "jours")},
        "es": {"y": ("año", "años"), "mo": ("mes", "meses"), "d": ("día", "días")},
        "it": {"y": ("anno", "anni"), "mo": ("mese", "mesi"), "d": ("giorno", "giorni")},
        "pt": {"y": ("ano", "anos"), "mo": ("mês", "meses"), "d": ("dia", "dias")},
        "nl": {"y": ("jaar", "jaar"), "mo": ("maand", "maanden"), "d": ("dag", "dagen")},
        "pl": {"y": ("rok", "lata" if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else "lat"),
               "mo": ("miesiąc", "miesiące" if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else "miesięcy"), "d": ("dzień", "dni")},
    }
    if lang == "ja":
        return f"{n}{ {'y': '年', 'mo': 'か月', 'd': '日'}[u]}前"
    if lang == "ko":
        return f"{n}{ {'y': '년', 'mo': '개월', 'd': '일'}[u]} 전"
    if lang == "zh":
        return f"{n}{ {'y': '年', 'mo': '个月', 'd': '天'}[u]}前"
    if lang == "ru":
        return f"{n} { {'y': 'г.', 'mo': 'мес.', 'd': 'дн.'}[u]} назад"
    if lang == "tr":
        return f"{n} { {'y': 'yıl', 'mo': 'ay', 'd': 'gün'}[u]} önce"
    if lang == "sv":
        return f"för {n} { {'y': 'år', 'mo': 'månader', 'd': 'dagar'}[u]} sedan"
    w = words.get(lang, words["en"])[u][0 if n == 1 else 1]
    return {"de": f"vor {n} {w}", "fr": f"il y a {n} {w}", "es": f"hace {n} {w}", "it": f"{n} {w} fa",
            "pt": f"há {n} {w}", "nl": f"{n} {w} geleden", "pl": f"{n} {w} temu"}.get(lang, f"{n} {w} ago")


# --- helpers -----------------------------------------------------------------------------------------

def _h(s: str) -> str:
    return html.escape(s, quote=False)


def _a(s: str) -> str:
    return html.escape(s, quote=True)


def _named(name: str, text: str) -> bool:
    return bool(re.search(r"(?<!\w)" + re.escape(fold(name)) + r"(?!\w)", fold(text)))


def _slug(name: str) -> str:
    s = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-") or "card"


def _cl(lang: str) -> str:
    return "zh" if lang in ("zhs", "zht") else lang


def _user(person: str) -> str:
    base = unicodedata.normalize("NFKD", person).encode("ascii", "ignore").decode().lower()
    parts = re.findall(r"[a-z]+", base)
    return (parts[0][0] + parts[-1]) if len(parts) > 1 else (parts[0] if parts else "user")


def _hex(r: random.Random, n: int) -> str:
    return "".join(r.choice("0123456789abcdef") for _ in range(n))


PEOPLE = ["Anna Schmidt", "Jonas Weber", "Camille Durand", "Lucía Fernández", "Matteo Bianchi", "João Almeida",
          "Sanne de Vries", "Erik Lindqvist", "Agnieszka Nowak", "Elif Yılmaz", "Дмитрий Орлов", "佐藤 健",
          "김지훈", "王芳", "Tomáš Novák", "Olivia Bennett", "Marcus Reed", "Ingrid Solberg"]

HANDLES = ["judge_anna", "tapped_out", "stack_wizard", "mana_leak", "priority_pass", "lhurgoyf42", "planeswalker_p",
           "deathtouch_dan", "cardboard_crack", "flash_back", "sol_ring_sam", "mox_opal", "bant_charm", "izzet_ivy"]

RULINGS_WORD = {
    "en": "Rulings", "de": "Regelhinweise", "fr": "Décisions", "es": "Aclaraciones", "it": "Chiarimenti",
    "pt": "Esclarecimentos", "ru": "Пояснения к правилам", "uk": "Роз'яснення правил", "tr": "Kural açıklamaları",
    "nl": "Uitspraken", "sv": "Regelförtydliganden", "pl": "Wyjaśnienia zasad", "cs": "Upřesnění pravidel",
    "ja": "裁定", "ko": "판정", "zh": "裁定", "da": "Regelafklaringer", "nb": "Regelavklaringer", "fi": "Sääntötarkennukset",
}


# --- fresh-23's apps: their furniture, by UI language ---------------------------------------------------

NOTION = {  # Notion's UI and a workspace page's properties, by the UI language
    "en": dict(created="Created", edited="Last edited time", tags="Tags", tag="Rules", status="Status", done="Done",
               callout="Copied from Gatherer. Check the Oracle text again before the tournament.", h="Rulings",
               printed="Printed text", db="Rulings", c_date="Date", c_ruling="Ruling", owner="Owner",
               kinds=["long", "mdy", "dmy", "ymd"]),
    "de": dict(created="Erstellt", edited="Zuletzt bearbeitet", tags="Tags", tag="Regeln", status="Status", done="Erledigt",
               callout="Aus dem Gatherer kopiert. Vor dem Turnier den Oracle-Text noch einmal prüfen.", h="Regelhinweise",
               printed="Gedruckter Text", db="Regelhinweise", c_date="Datum", c_ruling="Hinweis", owner="Verantwortlich",
               kinds=["long", "num", "ymd"]),
    "fr": dict(created="Créé le", edited="Dernière modification", tags="Étiquettes", tag="Règles", status="Statut",
               done="Terminé", callout="Copié depuis Gatherer. Revérifier le texte Oracle avant le tournoi.", h="Décisions",
               printed="Texte imprimé", db="Décisions", c_date="Date", c_ruling="Décision", owner="Responsable",
               kinds=["long", "num", "ymd"]),
    "es": dict(created="Creado", edited="Última edición", tags="Etiquetas", tag="Reglas", status="Estado", done="Listo",
               callout="Copiado de Gatherer. Revisar el texto Oracle antes del torneo.", h="Aclaraciones",
               printed="Texto impreso", db="Aclaraciones", c_date="Fecha", c_ruling="Aclaración", owner="Responsable",
               kinds=["long", "num", "ymd"]),
    "pt": dict(created="Criado em", edited="Última edição", tags="Etiquetas", tag="Regras", status="Status", done="Concluído",
               callout="Copiado do Gatherer. Conferir o texto Oracle antes do torneio.", h="Esclarecimentos",
               printed="Texto impresso", db="Esclarecimentos", c_date="Data", c_ruling="Esclarecimento", owner="Responsável",
               kinds=["long", "num", "ymd"]),
    "ja": dict(created="作成日時", edited="最終更新日時", tags="タグ", tag="ルール", status="ステータス", done="完了",
               callout="Gathererからコピー。大会前にオラクルテキストを再確認すること。", h="裁定",
               printed="日本語版テキスト", db="裁定一覧", c_date="日付", c_ruling="裁定", owner="担当者",
               kinds=["long", "num", "ymd"]),
    "ko": dict(created="생성 일시", edited="최종 편집 일시", tags="태그", tag="규칙", status="상태", done="완료",
               callout="Gatherer에서 복사함. 대회 전에 오라클 텍스트를 다시 확인할 것.", h="판정",
               printed="한국어판 텍스트", db="판정 목록", c_date="날짜", c_ruling="판정", owner="담당자",
               kinds=["long", "num"]),
}

CONF = {  # Confluence Server / Data Center, by the UI language
    "en": dict(nav="Spaces  People  Calendars  Create", space="Judge Team", pages="Pages", tree=["Tournament policy", "Card rulings",
               "Meeting notes"], created="Created by {a}, last modified by {b} on {d}", own="en:conf",
               info="This page is maintained by the rules team. Rulings are copied verbatim; do not paraphrase them.",
               cols=("Date", "Ruling", "Source"), like="Like", first="Be the first to like this", labels="No labels",
               comment="Write a comment…", reply="Reply  Like", commented="{who} commented on {d}",
               remark="Checked against Gatherer, nothing new since the last release.", tools="Edit  Save for later  Watch  Share",
               kinds=["conf", "long", "dlong", "iso"]),
    "de": dict(nav="Bereiche  Personen  Kalender  Erstellen", space="Schiedsrichter-Team", pages="Seiten",
               tree=["Turnierregeln", "Regelhinweise zu Karten", "Besprechungsnotizen"],
               created="Erstellt von {a}, zuletzt geändert von {b} am {d}", own="de:num",
               info="Diese Seite pflegt das Regelteam. Die Hinweise werden wörtlich übernommen, bitte nicht umformulieren.",
               cols=("Datum", "Regelhinweis", "Quelle"), like="Gefällt mir", first="Sei der Erste, dem das gefällt",
               labels="Keine Stichwörter", comment="Kommentar schreiben …", reply="Antworten  Gefällt mir",
               commented="{who} hat am {d} kommentiert", remark="Mit dem Gatherer abgeglichen, seit dem letzten Release nichts Neues.",
               tools="Bearbeiten  Für später speichern  Beobachten  Teilen", kinds=["conf", "num", "long"]),
    "fr": dict(nav="Espaces  Personnes  Calendriers  Créer", space="Équipe arbitrage", pages="Pages",
               tree=["Règlement des tournois", "Décisions par carte", "Comptes rendus"],
               created="Créé par {a}, dernière modification par {b} le {d}", own="fr:conf",
               info="Cette page est tenue à jour par l'équipe règles. Les décisions sont recopiées telles quelles.",
               cols=("Date", "Décision", "Source"), like="J'aime", first="Soyez le premier à aimer ceci", labels="Aucun libellé",
               comment="Écrire un commentaire…", reply="Répondre  J'aime", commented="{who} a commenté le {d}",
               remark="Vérifié sur Gatherer, rien de neuf depuis la dernière extension.", tools="Modifier  Enregistrer pour plus tard  Surveiller  Partager",
               kinds=["conf", "num", "long"]),
    "es": dict(nav="Espacios  Personas  Calendarios  Crear", space="Equipo de árbitros", pages="Páginas",
               tree=["Normas de torneo", "Aclaraciones por carta", "Actas de reuniones"],
               created="Creado por {a}, modificado por última vez por {b} el {d}", own="es:conf",
               info="El equipo de reglas mantiene esta página. Las aclaraciones se copian literalmente.",
               cols=("Fecha", "Aclaración", "Fuente"), like="Me gusta", first="Sé el primero en indicar que te gusta",
               labels="Sin etiquetas", comment="Escribe un comentario…", reply="Responder  Me gusta", commented="{who} comentó el {d}",
               remark="Revisado en Gatherer, nada nuevo desde la última colección.", tools="Editar  Guardar para más tarde  Seguir  Compartir",
               kinds=["conf", "num", "long"]),
    "ja": dict(nav="スペース  ユーザー  カレンダー  作成", space="ジャッジチーム", pages="ページ",
               tree=["大会ルール", "カード別裁定", "議事録"], created="作成者 : {a}, 最終変更者 : {b} 日付 : {d}", own="ja:conf",
               info="このページはルールチームが管理しています。裁定は原文のまま転記してください。",
               cols=("日付", "裁定", "出典"), like="いいね", first="最初に「いいね！」しましょう", labels="ラベルなし",
               comment="コメントを書く…", reply="返信  いいね", commented="{who} が {d} にコメント",
               remark="Gathererと照合済み。前回のリリース以降、変更なし。", tools="編集  後で読む  ウォッチ  共有",
               kinds=["conf", "num", "long"]),
    "nl": dict(nav="Ruimtes  Personen  Agenda's  Maken", space="Juryteam", pages="Pagina's",
               tree=["Toernooireglement", "Uitspraken per kaart", "Vergadernotulen"],
               created="Gemaakt door {a}, laatst gewijzigd door {b} op {d}", own="nl:conf",
               info="Deze pagina wordt bijgehouden door het regelteam. Uitspraken worden letterlijk overgenomen.",
               cols=("Datum", "Uitspraak", "Bron"), like="Vind ik leuk", first="Wees de eerste die dit leuk vindt",
               labels="Geen labels", comment="Schrijf een opmerking…", reply="Beantwoorden  Vind ik leuk",
               commented="{who} reageerde op {d}", remark="Gecontroleerd met Gatherer, niets nieuws sinds de laatste set.",
               tools="Bewerken  Bewaren voor later  Volgen  Delen", kinds=["conf", "num", "long"]),
    "pl": dict(nav="Przestrzenie  Osoby  Kalendarze  Utwórz", space="Zespół sędziów", pages="Strony",
               tree=["Regulamin turniejów", "Wyjaśnienia do kart", "Notatki ze spotkań"],
               created="Utworzone przez {a}, ostatnio zmodyfikowane przez {b} dnia {d}", own="pl:conf",
               info="Tę stronę prowadzi zespół zasad. Wyjaśnienia kopiujemy dosłownie.",
               cols=("Data", "Wyjaśnienie", "Źródło"), like="Lubię to", first="Polub to jako pierwszy", labels="Brak etykiet",
               comment="Napisz komentarz…", reply="Odpowiedz  Lubię to", commented="{who} skomentował(a) {d}",
               remark="Sprawdzone w Gathererze, nic nowego od ostatniego dodatku.", tools="Edytuj  Zapisz na później  Obserwuj  Udostępnij",
               kinds=["conf", "num", "long"]),
}

NEXT = {  # a Next.js card site, by locale: site name, route, words
    "en": dict(site="Cardvault", route="cards", updated="Last updated:", show="Show all {n} rulings", printed="Printed text",
               nav=["Cards", "Sets", "Decks", "Rules", "Sign in"], foot="© {y} Cardvault · Imprint · Privacy · Cookie settings",
               cookie="We use cookies to remember your settings. Accept all  Reject  Customize", kinds=["long", "abbr", "dmy"]),
    "de": dict(site="Kartenkeller", route="karten", updated="Zuletzt aktualisiert:", show="Alle {n} Regelhinweise anzeigen",
               printed="Gedruckter Text", nav=["Karten", "Editionen", "Decks", "Regeln", "Anmelden"],
               foot="© {y} Kartenkeller · Impressum · Datenschutz · Cookie-Einstellungen",
               cookie="Wir verwenden Cookies, um deine Einstellungen zu speichern. Alle akzeptieren  Ablehnen  Anpassen",
               kinds=["long", "abbr", "num"]),
    "fr": dict(site="La Carterie", route="cartes", updated="Dernière mise à jour :", show="Afficher les {n} décisions",
               printed="Texte imprimé", nav=["Cartes", "Éditions", "Decks", "Règles", "Connexion"],
               foot="© {y} La Carterie · Mentions légales · Confidentialité · Paramètres des cookies",
               cookie="Nous utilisons des cookies pour mémoriser vos préférences. Tout accepter  Refuser  Personnaliser",
               kinds=["long", "abbr", "num"]),
    "es": dict(site="Cartoteca", route="cartas", updated="Última actualización:", show="Mostrar las {n} aclaraciones",
               printed="Texto impreso", nav=["Cartas", "Colecciones", "Mazos", "Reglas", "Iniciar sesión"],
               foot="© {y} Cartoteca · Aviso legal · Privacidad · Configuración de cookies",
               cookie="Usamos cookies para recordar tus ajustes. Aceptar todas  Rechazar  Personalizar", kinds=["long", "abbr", "num"]),
    "it": dict(site="Cartoteca Italia", route="carte", updated="Ultimo aggiornamento:", show="Mostra tutti i {n} chiarimenti",
               printed="Testo stampato", nav=["Carte", "Espansioni", "Mazzi", "Regole", "Accedi"],
               foot="© {y} Cartoteca Italia · Note legali · Privacy · Impostazioni cookie",
               cookie="Usiamo i cookie per ricordare le tue impostazioni. Accetta tutti  Rifiuta  Personalizza", kinds=["long", "abbr", "num"]),
    "pt": dict(site="Baralhoteca", route="cartas", updated="Última atualização:", show="Mostrar todos os {n} esclarecimentos",
               printed="Texto impresso", nav=["Cartas", "Coleções", "Decks", "Regras", "Entrar"],
               foot="© {y} Baralhoteca · Termos · Privacidade · Preferências de cookies",
               cookie="Usamos cookies para lembrar suas preferências. Aceitar todos  Recusar  Personalizar", kinds=["long", "abbr", "num"]),
    "nl": dict(site="Kaartenbak", route="kaarten", updated="Laatst bijgewerkt:", show="Alle {n} uitspraken tonen",
               printed="Gedrukte tekst", nav=["Kaarten", "Sets", "Decks", "Regels", "Inloggen"],
               foot="© {y} Kaartenbak · Colofon · Privacy · Cookie-instellingen",
               cookie="We gebruiken cookies om je instellingen te onthouden. Alles accepteren  Weigeren  Aanpassen", kinds=["long", "abbr", "num"]),
    "sv": dict(site="Kortlådan", route="kort", updated="Senast uppdaterad:", show="Visa alla {n} förtydliganden",
               printed="Tryckt text", nav=["Kort", "Expansioner", "Lekar", "Regler", "Logga in"],
               foot="© {y} Kortlådan · Om oss · Integritet · Cookie-inställningar",
               cookie="Vi använder cookies för att komma ihåg dina inställningar. Godkänn alla  Avvisa  Anpassa", kinds=["long", "abbr", "num"]),
    "pl": dict(site="Karciarnia", route="karty", updated="Ostatnia aktualizacja:", show="Pokaż wszystkie wyjaśnienia ({n})",
               printed="Tekst z karty", nav=["Karty", "Dodatki", "Talie", "Zasady", "Zaloguj się"],
               foot="© {y} Karciarnia · Regulamin · Prywatność · Ustawienia cookies",
               cookie="Używamy plików cookie, aby zapamiętać Twoje ustawienia. Akceptuj wszystkie  Odrzuć  Dostosuj", kinds=["long", "abbr", "num"]),
    "ja": dict(site="カードの蔵", route="cards", updated="最終更新:", show="裁定をすべて表示（{n}件）", printed="日本語版テキスト",
               nav=["カード", "エキスパンション", "デッキ", "ルール", "ログイン"], foot="© {y} カードの蔵 · 利用規約 · プライバシー · Cookie設定",
               cookie="設定を保存するためにCookieを使用します。すべて許可  拒否  カスタマイズ", kinds=["long", "num", "wd"]),
    "ko": dict(site="카드창고", route="cards", updated="최종 업데이트:", show="판정 {n}개 모두 보기", printed="한국어판 텍스트",
               nav=["카드", "확장판", "덱", "규칙", "로그인"], foot="© {y} 카드창고 · 이용약관 · 개인정보처리방침 · 쿠키 설정",
               cookie="설정을 기억하기 위해 쿠키를 사용합니다. 모두 허용  거부  맞춤 설정", kinds=["long", "num", "wd"]),
}

AIRTABLE = {  # an Airtable base shared as a view, by the base's language: names, columns, statuses, notes
    "en": dict(base="Judge Club Knowledge Base", view="Rulings to check", grid="Grid view", filt="Filtered by Card ID = {n}",
               cols=("Ruling", "Date", "Status", "Checked by", "Last modified", "Notes"), status=["Verified", "To review", "Verified"],
               notes=["asked at FNM", "", "see CR 601.2", ""], recs="{k} records", kinds=["mdy1", "dmy1", "long", "iso"]),
    "de": dict(base="Judge-Stammtisch Wissensbasis", view="Regelhinweise zum Prüfen", grid="Rasteransicht",
               filt="Gefiltert nach Karten-ID = {n}", cols=("Regelhinweis", "Datum", "Status", "Geprüft von", "Zuletzt geändert", "Notizen"),
               status=["Geprüft", "Offen", "Geprüft"], notes=["beim FNM gefragt", "", "siehe CR 601.2", ""], recs="{k} Datensätze",
               kinds=["num", "iso", "long"]),
    "fr": dict(base="Base de connaissances du club", view="Décisions à vérifier", grid="Vue grille", filt="Filtré par ID de carte = {n}",
               cols=("Décision", "Date", "Statut", "Vérifié par", "Dernière modification", "Remarques"),
               status=["Vérifié", "À revoir", "Vérifié"], notes=["posé au FNM", "", "voir CR 601.2", ""], recs="{k} enregistrements",
               kinds=["num", "iso", "long"]),
    "es": dict(base="Base de conocimiento del club", view="Aclaraciones por revisar", grid="Vista de cuadrícula",
               filt="Filtrado por ID de carta = {n}", cols=("Aclaración", "Fecha", "Estado", "Revisado por", "Última modificación", "Notas"),
               status=["Verificado", "Pendiente", "Verificado"], notes=["preguntado en FNM", "", "ver CR 601.2", ""], recs="{k} registros",
               kinds=["num", "iso", "long"]),
    "it": dict(base="Archivio regole del club", view="Chiarimenti da verificare", grid="Vista griglia", filt="Filtrato per ID carta = {n}",
               cols=("Chiarimento", "Data", "Stato", "Verificato da", "Ultima modifica", "Note"),
               status=["Verificato", "Da rivedere", "Verificato"], notes=["chiesto al FNM", "", "vedi CR 601.2", ""], recs="{k} record",
               kinds=["num", "iso", "long"]),
    "sv": dict(base="Domarklubbens kunskapsbas", view="Förtydliganden att kontrollera", grid="Rutnätsvy", filt="Filtrerat på kort-ID = {n}",
               cols=("Förtydligande", "Datum", "Status", "Kontrollerad av", "Senast ändrad", "Anteckningar"),
               status=["Kontrollerad", "Att granska", "Kontrollerad"], notes=["frågat på FNM", "", "se CR 601.2", ""], recs="{k} poster",
               kinds=["num", "long"]),
    "tr": dict(base="Hakem Kulübü Bilgi Bankası", view="Kontrol edilecek açıklamalar", grid="Izgara görünümü",
               filt="Kart kimliğine göre filtrelendi = {n}", cols=("Açıklama", "Tarih", "Durum", "Kontrol eden", "Son değişiklik", "Notlar"),
               status=["Doğrulandı", "İncelenecek", "Doğrulandı"], notes=["FNM'de soruldu", "", "bkz. CR 601.2", ""], recs="{k} kayıt",
               kinds=["num", "long"]),
    "ja": dict(base="ジャッジ勉強会ナレッジベース", view="確認待ちの裁定", grid="グリッドビュー", filt="カードID = {n} で絞り込み",
               cols=("裁定", "日付", "ステータス", "確認者", "最終更新", "メモ"), status=["確認済み", "要確認", "確認済み"],
               notes=["FNMで質問あり", "", "CR 601.2参照", ""], recs="{k}件のレコード", kinds=["num", "long", "iso"]),
}

GHD = {  # a GitHub Discussion in a community's language: repo, title, question, answer intro, thanks, label
    "pt": dict(repo="mtg-br/regras", title="Esclarecimentos sobre {name}?", q="Alguém tem os esclarecimentos oficiais de {name}? "
               "Não achei no site e a dúvida apareceu no nosso torneio de sábado.", a="Aqui estão, tirados da página da carta "
               "(o commit {sha} já adiciona ao `data/esclarecimentos.json`):", thanks="Valeu! Marquei como resposta.",
               label="duvida-de-regra"),
    "pl": dict(repo="mtg-pl/zasady", title="Wyjaśnienia do {name}?", q="Czy ktoś ma oficjalne wyjaśnienia do {name}? "
               "Pytanie padło na ostatnim turnieju i nie mogliśmy ich znaleźć.", a="Proszę, skopiowane ze strony karty "
               "(commit {sha} dodaje je do `data/wyjasnienia.json`):", thanks="Dzięki! Oznaczam jako odpowiedź.", label="pytanie-o-zasady"),
    "es": dict(repo="mtg-es/reglas", title="¿Aclaraciones de {name}?", q="¿Alguien tiene las aclaraciones oficiales de {name}? "
               "Surgió la duda en el torneo del sábado.", a="Aquí están, copiadas de la página de la carta "
               "(el commit {sha} ya las añade a `data/aclaraciones.json`):", thanks="¡Gracias! Lo marco como respuesta.",
               label="duda-de-reglas"),
    "de": dict(repo="mtg-de/regelwerk", title="Regelhinweise zu {name}?", q="Hat jemand die offiziellen Regelhinweise zu {name}? "
               "Die Frage kam beim Turnier am Samstag auf.", a="Hier sind sie, von der Kartenseite kopiert "
               "(Commit {sha} nimmt sie in `data/regelhinweise.json` auf):", thanks="Danke! Als Antwort markiert.", label="regelfrage"),
    "ja": dict(repo="mtg-jp/rulings", title="{name}の裁定について", q="{name}の公式裁定をまとめている方はいますか？"
               "土曜の大会で質問が出ました。", a="カードページからコピーしました（コミット {sha} で `data/rulings.json` に追加済み）：",
               thanks="ありがとうございます！回答としてマークしました。", label="ルール質問"),
    "ko": dict(repo="mtg-kr/rulings", title="{name} 판정 있나요?", q="{name}의 공식 판정을 정리해 두신 분 계신가요? "
               "토요일 대회에서 질문이 나왔습니다.", a="카드 페이지에서 복사했습니다 (커밋 {sha}에서 `data/rulings.json`에 추가함):",
               thanks="감사합니다! 답변으로 표시했어요.", label="규칙-질문"),
    "tr": dict(repo="mtg-tr/kurallar", title="{name} için kural açıklamaları?", q="{name} kartının resmî kural açıklamaları olan var mı? "
               "Cumartesi turnuvasında soru çıktı.", a="Buyrun, kart sayfasından kopyaladım ({sha} commit'i bunları "
               "`data/aciklamalar.json` dosyasına ekliyor):", thanks="Teşekkürler! Cevap olarak işaretledim.", label="kural-sorusu"),
    "en": dict(repo="judge-tools/rulings-db", title="Rulings for {name}?", q="Does anyone have the official rulings for {name}? "
               "It came up at our Saturday event and we couldn't find them.", a="Here they are, copied from the card page "
               "(commit {sha} adds them to `data/rulings.json`):", thanks="Thanks! Marked as answer.", label="rules-question"),
}

SHRED = {  # new Reddit (shreddit), by UI language; the subreddit's people write in it too
    "en": dict(sub="r/mtgrules", flair="Rules Question", title="How does {name} work with the stack?",
               body="Had a disagreement at my LGS last night about {name}. Can someone post the official rulings?",
               intro="From the Gatherer rulings:", thanks="Perfect, thank you!", share="Share", reply="Reply", award="Award",
               edited="Edited", ago="{n}y ago", created="Created {d}", created_form="en:abbr", members="Members", online="Online",
               about="A place to ask rules questions about Magic: The Gathering.", sort="Sort by:", best="Best",
               search="Search Comments", top="Top 1% Commenter", op="OP", back="Back",
               legal="Reddit Rules  Privacy Policy  User Agreement  Reddit, Inc. © 2025. All rights reserved."),
    "de": dict(sub="r/magicTCG_de", flair="Regelfrage", title="Wie funktioniert {name} mit dem Stapel?",
               body="Gestern im Laden gab es Streit um {name}. Kann jemand die offiziellen Regelhinweise posten?",
               intro="Aus den Gatherer-Regelhinweisen:", thanks="Super, danke dir!", share="Teilen", reply="Antworten",
               award="Auszeichnen", edited="Bearbeitet", ago="vor {n} J.", created="Erstellt am {d}", created_form="de:abbr",
               members="Mitglieder", online="Online", about="Deutschsprachige Community rund um Magic: The Gathering.",
               sort="Sortieren nach:", best="Beste", search="Kommentare durchsuchen", top="Top 1 % der Kommentierenden", op="OP",
               back="Zurück", legal="Reddit-Regeln  Datenschutzerklärung  Nutzervereinbarung  Reddit, Inc. © 2025. Alle Rechte vorbehalten."),
    "fr": dict(sub="r/magicfr", flair="Question de règles", title="Comment marche {name} avec la pile ?",
               body="Grosse discussion hier soir en boutique à propos de {name}. Quelqu'un aurait les décisions officielles ?",
               intro="Tiré des décisions de Gatherer :", thanks="Parfait, merci !", share="Partager", reply="Répondre",
               award="Récompenser", edited="Modifié", ago="il y a {n} a", created="Créé le {d}", created_form="fr:abbr",
               members="Membres", online="En ligne", about="La communauté francophone de Magic: The Gathering.",
               sort="Trier par :", best="Meilleurs", search="Rechercher dans les commentaires", top="Top 1 % des commentateurs",
               op="OP", back="Retour", legal="Règles de Reddit  Politique de confidentialité  Contrat d'utilisation  Reddit, Inc. © 2025. Tous droits réservés."),
    "es": dict(sub="r/magicTCG_es", flair="Duda de reglas", title="¿Cómo funciona {name} con la pila?",
               body="Ayer en la tienda discutimos sobre {name}. ¿Alguien puede poner las aclaraciones oficiales?",
               intro="Sacado de las aclaraciones de Gatherer:", thanks="¡Perfecto, gracias!", share="Compartir", reply="Responder",
               award="Premiar", edited="Editado", ago="hace {n} a", created="Creada el {d}", created_form="es:abbr", members="Miembros",
               online="En línea", about="Comunidad hispanohablante de Magic: The Gathering.", sort="Ordenar por:", best="Mejores",
               search="Buscar comentarios", top="1 % de comentaristas principales", op="OP", back="Volver",
               legal="Reglas de Reddit  Política de privacidad  Acuerdo de usuario  Reddit, Inc. © 2025. Todos los derechos reservados."),
    "pt": dict(sub="r/magicbrasil", flair="Dúvida de regra", title="Como {name} funciona com a pilha?",
               body="Rolou uma discussão ontem na loja sobre {name}. Alguém pode postar os esclarecimentos oficiais?",
               intro="Dos esclarecimentos do Gatherer:", thanks="Perfeito, valeu!", share="Compartilhar", reply="Responder",
               award="Premiar", edited="Editado", ago="há {n} a", created="Criada em {d}", created_form="pt:abbr", members="Membros",
               online="Online", about="Comunidade brasileira de Magic: The Gathering.", sort="Ordenar por:", best="Melhores",
               search="Pesquisar comentários", top="1% dos principais comentaristas", op="OP", back="Voltar",
               legal="Regras do Reddit  Política de Privacidade  Contrato do Usuário  Reddit, Inc. © 2025. Todos os direitos reservados."),
    "it": dict(sub="r/magicitalia", flair="Domanda sulle regole", title="Come funziona {name} con la pila?",
               body="Ieri sera al negozio abbiamo litigato su {name}. Qualcuno può postare i chiarimenti ufficiali?",
               intro="Dai chiarimenti di Gatherer:", thanks="Perfetto, grazie!", share="Condividi", reply="Rispondi", award="Premia",
               edited="Modificato", ago="{n} a fa", created="Creata il {d}", created_form="it:abbr", members="Membri", online="Online",
               about="La community italiana di Magic: The Gathering.", sort="Ordina per:", best="Migliori", search="Cerca nei commenti",
               top="Top 1% dei commentatori", op="OP", back="Indietro",
               legal="Regole di Reddit  Informativa sulla privacy  Accordo per l'utente  Reddit, Inc. © 2025. Tutti i diritti riservati."),
}

DCE = {  # a Discord server exported by DiscordChatExporter (HTML), by the server's and the export's locale
    "en": dict(guild="MTG Judges Hangout", cat="Text Channels", chan="rules-questions", topic="Ask here, a judge will answer. No deck help.",
               thanks="perfect, thanks!", bot="Rulebot", field="Ruling {k}", page="Page {k}/{n}", desc="{n} rulings",
               exported="Exported {n} message(s)", tz="Timezone: UTC+0"),
    "de": dict(guild="MTG Regelstammtisch", cat="Textkanäle", chan="regelfragen", topic="Fragen hier stellen, ein Judge antwortet.",
               thanks="super, danke!", bot="Regelbot", field="Hinweis {k}", page="Seite {k}/{n}", desc="{n} Regelhinweise",
               exported="Exported {n} message(s)", tz="Timezone: UTC+1"),
    "fr": dict(guild="Arbitres MTG francophones", cat="Salons textuels", chan="questions-règles", topic="Posez vos questions, un arbitre répond.",
               thanks="parfait, merci !", bot="Botrègles", field="Décision {k}", page="Page {k}/{n}", desc="{n} décisions",
               exported="Exported {n} message(s)", tz="Timezone: UTC+1"),
    "ja": dict(guild="MTGジャッジ部", cat="テキストチャンネル", chan="ルール質問", topic="質問はここへ。ジャッジが答えます。",
               thanks="助かりました、ありがとう！", bot="裁定ボット", field="裁定 {k}", page="ページ {k}/{n}", desc="裁定 {n} 件",
               exported="Exported {n} message(s)", tz="Timezone: UTC+9"),
    "ru": dict(guild="MTG Судьи", cat="Текстовые каналы", chan="вопросы-по-правилам", topic="Задавайте вопросы, судья ответит.",
               thanks="отлично, спасибо!", bot="Бот правил", field="Пояснение {k}", page="Страница {k}/{n}", desc="Пояснений: {n}",
               exported="Exported {n} message(s)", tz="Timezone: UTC+3"),
    "pl": dict(guild="Sędziowie MTG Polska", cat="Kanały tekstowe", chan="pytania-o-zasady", topic="Pytajcie tutaj, sędzia odpowie.",
               thanks="super, dzięki!", bot="Botzasad", field="Wyjaśnienie {k}", page="Strona {k}/{n}", desc="Wyjaśnień: {n}",
               exported="Exported {n} message(s)", tz="Timezone: UTC+1"),
    "nl": dict(guild="MTG Jury Benelux", cat="Tekstkanalen", chan="regelvragen", topic="Stel hier je vraag, een judge antwoordt.",
               thanks="top, bedankt!", bot="Regelbot", field="Uitspraak {k}", page="Pagina {k}/{n}", desc="{n} uitspraken",
               exported="Exported {n} message(s)", tz="Timezone: UTC+1"),
    "ko": dict(guild="MTG 저지 라운지", cat="채팅 채널", chan="규칙-질문", topic="여기에 질문하면 저지가 답해 드립니다.",
               thanks="감사합니다!", bot="판정봇", field="판정 {k}", page="페이지 {k}/{n}", desc="판정 {n}개",
               exported="Exported {n} message(s)", tz="Timezone: UTC+9"),
}


def _dce_stamp(t: dt.datetime, lang: str) -> str:
    """A message's time stamp as DiscordChatExporter prints it in the export's locale."""
    return {"en": f"{t.month}/{t.day}/{t.year} {_hm(t, 'en')}", "de": f"{t:%d.%m.%Y %H:%M}", "fr": f"{t:%d/%m/%Y %H:%M}",
            "ja": f"{t:%Y/%m/%d %H:%M}", "ru": f"{t:%d.%m.%Y %H:%M}", "pl": f"{t.day}.{t:%m.%Y %H:%M}",
            "nl": f"{t.day}-{t.month}-{t.year} {t:%H:%M}", "ko": f"{t.year}. {t.month}. {t.day}. {_hm(t, 'ko')}"}[lang]

SLACK = {  # the Slack web client, by UI language
    "en": dict(ws="Judge Collective", chan="rules", members="{n} members", bookmark="Add a bookmark", compose="Message #rules",
               paste="Pasting the official rulings here so we stop arguing :sweat_smile:", q="Does anyone have the rulings for {name}?",
               thanks="Thanks, pinned it.", replies="{n} replies", last="Last reply {ago}", edited="(edited)", pinned="Pinned by {who}",
               home="Home  DMs  Activity  Later  More", threads="Threads", huddles="Huddles", channels="Channels",
               other=["general", "events", "random"]),
    "de": dict(ws="Judge-Kollektiv", chan="regeln", members="{n} Mitglieder", bookmark="Lesezeichen hinzufügen",
               compose="Nachricht an #regeln", paste="Ich kopiere die offiziellen Regelhinweise hier rein, damit der Streit aufhört :sweat_smile:",
               q="Hat jemand die Regelhinweise zu {name}?", thanks="Danke, angeheftet.", replies="{n} Antworten",
               last="Letzte Antwort {ago}", edited="(bearbeitet)", pinned="Angeheftet von {who}",
               home="Home  DMs  Aktivität  Später  Mehr", threads="Threads", huddles="Huddles", channels="Channels",
               other=["allgemein", "turniere", "zufällig"]),
    "fr": dict(ws="Collectif arbitres", chan="regles", members="{n} membres", bookmark="Ajouter un favori", compose="Envoyer un message à #regles",
               paste="Je colle les décisions officielles ici pour qu'on arrête de débattre :sweat_smile:",
               q="Quelqu'un a les décisions pour {name} ?", thanks="Merci, épinglé.", replies="{n} réponses",
               last="Dernière réponse {ago}", edited="(modifié)", pinned="Épinglé par {who}",
               home="Accueil  Messages  Activité  Plus tard  Plus", threads="Fils de discussion", huddles="Huddles", channels="Canaux",
               other=["general", "tournois", "aleatoire"]),
    "es": dict(ws="Colectivo de árbitros", chan="reglas", members="{n} miembros", bookmark="Añadir un marcador",
               compose="Enviar un mensaje a #reglas", paste="Pego aquí las aclaraciones oficiales para dejar de discutir :sweat_smile:",
               q="¿Alguien tiene las aclaraciones de {name}?", thanks="Gracias, lo he fijado.", replies="{n} respuestas",
               last="Última respuesta {ago}", edited="(editado)", pinned="Fijado por {who}",
               home="Inicio  MD  Actividad  Más tarde  Más", threads="Hilos", huddles="Huddles", channels="Canales",
               other=["general", "torneos", "aleatorio"]),
    "pt": dict(ws="Coletivo de juízes", chan="regras", members="{n} membros", bookmark="Adicionar um favorito",
               compose="Enviar mensagem para #regras", paste="Colando aqui os esclarecimentos oficiais pra acabar com a discussão :sweat_smile:",
               q="Alguém tem os esclarecimentos de {name}?", thanks="Valeu, fixei.", replies="{n} respostas",
               last="Última resposta {ago}", edited="(editado)", pinned="Fixado por {who}",
               home="Página inicial  MDs  Atividade  Mais tarde  Mais", threads="Conversas", huddles="Huddles", channels="Canais",
               other=["geral", "torneios", "aleatorio"]),
    "it": dict(ws="Collettivo arbitri", chan="regole", members="{n} membri", bookmark="Aggiungi un segnalibro",
               compose="Invia un messaggio a #regole", paste="Incollo qui i chiarimenti ufficiali così la smettiamo di discutere :sweat_smile:",
               q="Qualcuno ha i chiarimenti di {name}?", thanks="Grazie, l'ho fissato.", replies="{n} risposte",
               last="Ultima risposta {ago}", edited="(modificato)", pinned="Fissato da {who}",
               home="Home  DM  Attività  Più tardi  Altro", threads="Thread", huddles="Huddle", channels="Canali",
               other=["generale", "tornei", "casuale"]),
    "ja": dict(ws="ジャッジ集会所", chan="ルール", members="{n} 人のメンバー", bookmark="ブックマークを追加する", compose="#ルール へのメッセージ",
               paste="議論が終わらないので公式の裁定をここに貼ります :sweat_smile:", q="{name}の裁定を持っている人いますか？",
               thanks="ありがとう、ピン留めしました。", replies="{n} 件の返信", last="最終返信：{ago}", edited="(編集済み)",
               pinned="{who}さんがピン留めしました", home="ホーム  DM  アクティビティ  後で  その他", threads="スレッド", huddles="ハドル",
               channels="チャンネル", other=["雑談", "大会", "一般"]),
    "ko": dict(ws="저지 모임", chan="규칙", members="멤버 {n}명", bookmark="책갈피 추가", compose="#규칙에 메시지 보내기",
               paste="논쟁을 끝내기 위해 공식 판정을 여기에 붙여 둡니다 :sweat_smile:", q="{name} 판정 가지고 계신 분?",
               thanks="감사합니다, 고정했어요.", replies="답글 {n}개", last="마지막 답글 {ago}", edited="(편집됨)",
               pinned="{who}님이 고정함", home="홈  DM  활동  나중에  더 보기", threads="스레드", huddles="허들", channels="채널",
               other=["일반", "대회", "잡담"]),
}


def _slack_divider(d: dt.date, lang: str, year: bool) -> str:
    """Slack's day divider in the UI language (the year only for another year than the current one)."""
    w = WD_FULL[lang][d.weekday()]
    if lang == "en":
        return f"{w}, {M_FULL['en'][d.month - 1]} {_ord(d.day)}" + (f", {d.year}" if year else "")
    if lang == "ja":
        return (f"{d.year}年" if year else "") + f"{d.month}月{d.day}日 ({w}曜日)"
    if lang == "ko":
        return (f"{d.year}년 " if year else "") + f"{d.month}월 {d.day}일 {w}요일"
    mo = M_FULL[lang][d.month - 1]
    y = f" {d.year}" if year else ""
    return {"de": f"{w}, {d.day}. {mo}{y}", "fr": f"{w} {d.day} {mo}{y}", "es": f"{w}, {d.day} de {mo}" + (f" de {d.year}" if year else ""),
            "pt": f"{w}, {d.day} de {mo}" + (f" de {d.year}" if year else ""), "it": f"{w} {d.day} {mo}{y}"}[lang]

TRELLO = {  # a Trello card's back, by UI language
    "es": dict(board="Club de árbitros", list="en la lista {l}", lists=["Por revisar", "Revisado ✅"], watch="Seguir", labels="Etiquetas",
               label="Reglas", due="Vencimiento", desc="Descripción", edit="Editar", checklist="Aclaraciones", hide="Ocultar elementos marcados",
               delete="Eliminar", add="Añadir un elemento", activity="Actividad", details="Mostrar detalles", write="Escribe un comentario…",
               desc_text="Aclaraciones oficiales copiadas de Gatherer. Marcad cada una cuando la hayamos comentado en la reunión.",
               added="{who} ha añadido {c} a esta tarjeta", moved="{who} ha movido esta tarjeta de {a} a {b}",
               comment="Comentadas todas en la reunión del jueves.", actions="Acciones  Mover  Copiar  Archivar  Compartir",
               stamp="es"),
    "it": dict(board="Club arbitri", list="nella lista {l}", lists=["Da verificare", "Verificato ✅"], watch="Segui", labels="Etichette",
               label="Regole", due="Scadenza", desc="Descrizione", edit="Modifica", checklist="Chiarimenti", hide="Nascondi elementi spuntati",
               delete="Elimina", add="Aggiungi un elemento", activity="Attività", details="Mostra dettagli", write="Scrivi un commento…",
               desc_text="Chiarimenti ufficiali copiati da Gatherer. Spuntateli quando li abbiamo discussi alla riunione.",
               added="{who} ha aggiunto {c} a questa scheda", moved="{who} ha spostato questa scheda da {a} a {b}",
               comment="Discussi tutti alla riunione di giovedì.", actions="Azioni  Sposta  Copia  Archivia  Condividi", stamp="it"),
    "pt": dict(board="Clube de juízes", list="na lista {l}", lists=["A revisar", "Revisado ✅"], watch="Seguir", labels="Etiquetas",
               label="Regras", due="Data de entrega", desc="Descrição", edit="Editar", checklist="Esclarecimentos",
               hide="Ocultar itens marcados", delete="Excluir", add="Adicionar um item", activity="Atividade", details="Mostrar detalhes",
               write="Escrever um comentário…",
               desc_text="Esclarecimentos oficiais copiados do Gatherer. Marquem cada um depois de discutido na reunião.",
               added="{who} adicionou {c} a este cartão", moved="{who} moveu este cartão de {a} para {b}",
               comment="Discutidos todos na reunião de quinta.", actions="Ações  Mover  Copiar  Arquivar  Compartilhar", stamp="pt"),
    "nl": dict(board="Juryclub", list="in lijst {l}", lists=["Na te kijken", "Gecontroleerd ✅"], watch="Volgen", labels="Labels",
               label="Regels", due="Vervaldatum", desc="Beschrijving", edit="Bewerken", checklist="Uitspraken", hide="Afgevinkte items verbergen",
               delete="Verwijderen", add="Item toevoegen", activity="Activiteit", details="Details weergeven", write="Schrijf een opmerking…",
               desc_text="Officiële uitspraken overgenomen uit Gatherer. Vink ze af zodra we ze op de bijeenkomst besproken hebben.",
               added="{who} heeft {c} aan deze kaart toegevoegd", moved="{who} heeft deze kaart verplaatst van {a} naar {b}",
               comment="Allemaal besproken op de bijeenkomst van donderdag.", actions="Acties  Verplaatsen  Kopiëren  Archiveren  Delen",
               stamp="nl"),
    "pl": dict(board="Klub sędziów", list="na liście {l}", lists=["Do sprawdzenia", "Sprawdzone ✅"], watch="Obserwuj", labels="Etykiety",
               label="Zasady", due="Termin", desc="Opis", edit="Edytuj", checklist="Wyjaśnienia", hide="Ukryj zaznaczone elementy",
               delete="Usuń", add="Dodaj element", activity="Aktywność", details="Pokaż szczegóły", write="Napisz komentarz…",
               desc_text="Oficjalne wyjaśnienia skopiowane z Gatherera. Odhaczcie każde po omówieniu na spotkaniu.",
               added="{who} dodał(a) {c} do tej karty", moved="{who} przeniósł(-osła) tę kartę z {a} do {b}",
               comment="Wszystkie omówione na czwartkowym spotkaniu.", actions="Akcje  Przenieś  Kopiuj  Archiwizuj  Udostępnij", stamp="pl"),
    "tr": dict(board="Hakem Kulübü", list="{l} listesinde", lists=["İncelenecek", "İncelendi ✅"], watch="Takip et", labels="Etiketler",
               label="Kurallar", due="Bitiş tarihi", desc="Açıklama", edit="Düzenle", checklist="Kural açıklamaları",
               hide="İşaretli öğeleri gizle", delete="Sil", add="Öğe ekle", activity="Etkinlik", details="Ayrıntıları göster",
               write="Yorum yazın…", desc_text="Resmî açıklamalar Gatherer'dan kopyalandı. Toplantıda konuştukça işaretleyin.",
               added="{who}, {c} öğesini bu karta ekledi", moved="{who} bu kartı {a} listesinden {b} listesine taşıdı",
               comment="Hepsi perşembe toplantısında konuşuldu.", actions="Eylemler  Taşı  Kopyala  Arşivle  Paylaş", stamp="tr"),
    "de": dict(board="Judge-Stammtisch", list="in Liste {l}", lists=["Zu prüfen", "Geprüft ✅"], watch="Beobachten", labels="Labels",
               label="Regeln", due="Fälligkeitsdatum", desc="Beschreibung", edit="Bearbeiten", checklist="Regelhinweise",
               hide="Abgehakte Elemente ausblenden", delete="Löschen", add="Element hinzufügen", activity="Aktivität",
               details="Details anzeigen", write="Kommentar schreiben …",
               desc_text="Offizielle Regelhinweise aus dem Gatherer kopiert. Abhaken, sobald wir sie beim Treffen besprochen haben.",
               added="{who} hat {c} zu dieser Karte hinzugefügt", moved="{who} hat diese Karte von {a} nach {b} verschoben",
               comment="Alle beim Treffen am Donnerstag besprochen.", actions="Aktionen  Verschieben  Kopieren  Archivieren  Teilen",
               stamp="de"),
    "ru": dict(board="Клуб судей", list="в списке {l}", lists=["Проверить", "Проверено ✅"], watch="Подписаться", labels="Метки",
               label="Правила", due="Срок", desc="Описание", edit="Изменить", checklist="Пояснения", hide="Скрыть отмеченные элементы",
               delete="Удалить", add="Добавить элемент", activity="Действия", details="Показать подробности", write="Напишите комментарий…",
               desc_text="Официальные пояснения скопированы из Gatherer. Отмечайте, когда обсудим на встрече.",
               added="{who} добавил(а) {c} в эту карточку", moved="{who} переместил(а) эту карточку из {a} в {b}",
               comment="Все обсудили на встрече в четверг.", actions="Действия  Переместить  Копировать  Архивировать  Поделиться",
               stamp="ru"),
}


def _trello_stamp(t: dt.datetime, lang: str) -> str:
    """An activity's time as Trello prints it in the UI language."""
    d, hm = t.date(), f"{t:%H:%M}"
    mo = {"es": "ene feb mar abr may jun jul ago sept oct nov dic".split(), "it": M_ABBR["it"], "pt": M_ABBR["pt"],
          "nl": "jan feb mrt apr mei jun jul aug sep okt nov dec".split(), "pl": M_ABBR["pl"], "tr": M_ABBR["tr"],
          "de": M_ABBR["de"], "ru": M_ABBR["ru"]}[lang][d.month - 1]
    return {"es": f"{d.day} {mo} {d.year}, {hm}", "it": f"{d.day} {mo} {d.year}, {hm}", "pt": f"{d.day} de {mo} de {d.year} {hm}",
            "nl": f"{d.day} {mo} {d.year} {hm}", "pl": f"{d.day} {mo} {d.year}, {hm}", "tr": f"{d.day} {mo} {d.year} {hm}",
            "de": f"{d.day}. {mo} {d.year}, {hm}", "ru": f"{d.day} {mo} {d.year} г., {hm}"}[lang]

LINEAR = {  # a Linear workspace's team, writing in its own language (Linear's UI is English)
    "de": dict(team="Kartendatenbank", key="KDB", title="Regelhinweise für {name} ergänzen",
               desc="Auf der Kartenseite fehlen die offiziellen Regelhinweise. Aus dem Gatherer:", comment="Ist eingepflegt und live.",
               project="Kartenseiten v2", labels=["inhalt", "regeln"]),
    "fr": dict(team="Base de cartes", key="BDC", title="Ajouter les décisions de {name}",
               desc="La page de la carte n'a pas les décisions officielles. Depuis Gatherer :", comment="C'est intégré et en ligne.",
               project="Pages cartes v2", labels=["contenu", "règles"]),
    "es": dict(team="Base de cartas", key="BDC", title="Añadir las aclaraciones de {name}",
               desc="A la página de la carta le faltan las aclaraciones oficiales. De Gatherer:", comment="Ya está integrado y publicado.",
               project="Páginas de cartas v2", labels=["contenido", "reglas"]),
    "pt": dict(team="Base de cartas", key="BC", title="Adicionar os esclarecimentos de {name}",
               desc="A página da carta está sem os esclarecimentos oficiais. Do Gatherer:", comment="Integrado e publicado.",
               project="Páginas de cartas v2", labels=["conteudo", "regras"]),
    "sv": dict(team="Kortdatabasen", key="KD", title="Lägg till förtydliganden för {name}",
               desc="Kortsidan saknar de officiella förtydligandena. Från Gatherer:", comment="Inlagt och publicerat.",
               project="Kortsidor v2", labels=["innehåll", "regler"]),
    "nl": dict(team="Kaartendatabase", key="KDB", title="Uitspraken voor {name} toevoegen",
               desc="Op de kaartpagina ontbreken de officiële uitspraken. Uit Gatherer:", comment="Staat erin en is live.",
               project="Kaartpagina's v2", labels=["inhoud", "regels"]),
    "pl": dict(team="Baza kart", key="BK", title="Dodać wyjaśnienia do {name}",
               desc="Na stronie karty brakuje oficjalnych wyjaśnień. Z Gatherera:", comment="Dodane i opublikowane.",
               project="Strony kart v2", labels=["tresc", "zasady"]),
    "ja": dict(team="カードDB", key="CDB", title="{name}の裁定を追加", desc="カードページに公式裁定がありません。Gathererより：",
               comment="反映済み、公開しました。", project="カードページ v2", labels=["コンテンツ", "ルール"]),
    "en": dict(team="Card Database", key="CDB", title="Add rulings to {name}", desc="The card page is missing the official rulings. From Gatherer:",
               comment="Merged and live.", project="Card pages v2", labels=["content", "rules"]),
}

NOTES = {  # Apple Notes (iCloud.com or the Mac app), by the device language
    "en": dict(folders=["iCloud", "All iCloud", "Notes", "Judge prep", "Recently Deleted"], count="{n} notes", at="{d} at {t}",
               dform="en:dlong", printed="Printed text ({l}):", others=["Shopping list", "FNM pairings", "Deck ideas"],
               intro="Official rulings (copied from Gatherer)", todo=["Print for Saturday", "Ask Marcus about the trigger"],
               search="Search", shared="Shared"),
    "de": dict(folders=["iCloud", "Alle iCloud-Notizen", "Notizen", "Judge-Vorbereitung", "Zuletzt gelöscht"], count="{n} Notizen",
               at="{d} um {t}", dform="de:long", printed="Gedruckter Text ({l}):", others=["Einkaufsliste", "FNM-Paarungen", "Deckideen"],
               intro="Offizielle Regelhinweise (aus dem Gatherer kopiert)", todo=["Für Samstag ausdrucken", "Marcus wegen des Triggers fragen"],
               search="Suchen", shared="Geteilt"),
    "fr": dict(folders=["iCloud", "Tout iCloud", "Notes", "Préparation arbitrage", "Suppressions récentes"], count="{n} notes",
               at="{d} à {t}", dform="fr:long", printed="Texte imprimé ({l}) :", others=["Liste de courses", "Appariements FNM",
               "Idées de decks"], intro="Décisions officielles (copiées depuis Gatherer)", todo=["Imprimer pour samedi",
               "Demander à Marcus pour le déclencheur"], search="Rechercher", shared="Partagé"),
    "es": dict(folders=["iCloud", "Todo iCloud", "Notas", "Preparación árbitros", "Eliminado recientemente"], count="{n} notas",
               at="{d}, {t}", dform="es:long", printed="Texto impreso ({l}):", others=["Lista de la compra", "Emparejamientos FNM",
               "Ideas de mazos"], intro="Aclaraciones oficiales (copiadas de Gatherer)", todo=["Imprimir para el sábado",
               "Preguntar a Marcus por la habilidad disparada"], search="Buscar", shared="Compartido"),
    "it": dict(folders=["iCloud", "Tutto iCloud", "Note", "Preparazione arbitri", "Eliminati di recente"], count="{n} note",
               at="{d} alle ore {t}", dform="it:long", printed="Testo stampato ({l}):", others=["Lista della spesa", "Abbinamenti FNM",
               "Idee mazzi"], intro="Chiarimenti ufficiali (copiati da Gatherer)", todo=["Stampare per sabato", "Chiedere a Marcus per l'innesco"],
               search="Cerca", shared="Condivise"),
    "nl": dict(folders=["iCloud", "Alle iCloud", "Notities", "Jurevoorbereiding", "Recent verwijderd"], count="{n} notities",
               at="{d} om {t}", dform="nl:long", printed="Gedrukte tekst ({l}):", others=["Boodschappenlijst", "FNM-indeling", "Deckideeën"],
               intro="Officiële uitspraken (overgenomen uit Gatherer)", todo=["Printen voor zaterdag", "Marcus vragen over de trigger"],
               search="Zoek", shared="Gedeeld"),
    "sv": dict(folders=["iCloud", "Hela iCloud", "Anteckningar", "Domarförberedelser", "Nyligen raderade"], count="{n} anteckningar",
               at="{d} kl. {t}", dform="sv:long", printed="Tryckt text ({l}):", others=["Inköpslista", "FNM-lottning", "Lekidéer"],
               intro="Officiella förtydliganden (kopierade från Gatherer)", todo=["Skriv ut till lördag", "Fråga Marcus om triggern"],
               search="Sök", shared="Delade"),
    "ru": dict(folders=["iCloud", "Все iCloud", "Заметки", "Подготовка судей", "Недавно удаленные"], count="Заметок: {n}",
               at="{d}, {t}", dform="ru:long", printed="Печатный текст ({l}):", others=["Список покупок", "Пары FNM", "Идеи колод"],
               intro="Официальные пояснения (скопировано из Gatherer)", todo=["Распечатать к субботе", "Спросить Маркуса про триггер"],
               search="Поиск", shared="Общие"),
    "ja": dict(folders=["iCloud", "すべてのiCloud", "メモ", "ジャッジ準備", "最近削除した項目"], count="{n}件のメモ", at="{d} {t}",
               dform="ja:long", printed="印刷されたテキスト（{l}）：", others=["買い物リスト", "FNM対戦表", "デッキ案"],
               intro="公式裁定（Gathererからコピー）", todo=["土曜日用に印刷", "誘発についてMarcusに聞く"], search="検索", shared="共有"),
    "pl": dict(folders=["iCloud", "Całe iCloud", "Notatki", "Przygotowanie sędziów", "Ostatnio usunięte"], count="Notatki: {n}",
               at="{d} o {t}", dform="pl:long", printed="Tekst z karty ({l}):", others=["Lista zakupów", "Pary FNM", "Pomysły na talie"],
               intro="Oficjalne wyjaśnienia (skopiowane z Gatherera)", todo=["Wydrukować na sobotę", "Zapytać Marcusa o wyzwalacz"],
               search="Szukaj", shared="Udostępnione"),
}

LANG_NAMES = {"de": "Deutsch", "fr": "Français", "it": "Italiano", "es": "Español", "pt": "Português", "ja": "日本語",
              "ko": "한국어", "ru": "Русский", "zhs": "简体中文", "zht": "繁體中文"}


def _notes_short(d: dt.date, lang: str) -> str:
    """A note list's short date in the device's region format."""
    return {"en": f"{d.day:02d}/{d.month:02d}/{d.year}", "de": f"{d.day:02d}.{d.month:02d}.{d.year % 100:02d}",
            "fr": f"{d.day:02d}/{d.month:02d}/{d.year}", "es": f"{d.day}/{d.month}/{d.year % 100:02d}",
            "it": f"{d.day:02d}/{d.month:02d}/{d.year % 100:02d}", "nl": f"{d.day:02d}-{d.month:02d}-{d.year}",
            "sv": d.isoformat(), "ru": f"{d.day:02d}.{d.month:02d}.{d.year}", "ja": f"{d.year}/{d.month:02d}/{d.day:02d}",
            "pl": f"{d.day:02d}.{d.month:02d}.{d.year}"}[lang]

OUTLINER = {  # an outliner's graph (Roam Research or Logseq), by the writer's language and journal title format
    "en": dict(rulings="Rulings", tags="MTG", refs="Linked References", unref="Unlinked References", daily="Looked up [[{name}]] before the prerelease",
               daily2="Asked about [[{name}]] at the judge meeting", set="set", typ="type", forms=["en:roam", "en:mmmo", "en:iso"]),
    "de": dict(rulings="Regelhinweise", tags="MTG", refs="Verlinkte Referenzen", unref="Unverlinkte Referenzen",
               daily="[[{name}]] vor dem Prerelease nachgeschlagen", daily2="[[{name}]] beim Judge-Treffen angesprochen", set="edition",
               typ="typ", forms=["de:num", "de:wdnum", "en:iso"]),
    "fr": dict(rulings="Décisions", tags="MTG", refs="Références liées", unref="Références non liées",
               daily="Regardé [[{name}]] avant l'avant-première", daily2="Question sur [[{name}]] à la réunion d'arbitres", set="edition",
               typ="type", forms=["fr:num", "en:iso"]),
    "nl": dict(rulings="Uitspraken", tags="MTG", refs="Gekoppelde verwijzingen", unref="Niet-gekoppelde verwijzingen",
               daily="[[{name}]] opgezocht voor de prerelease", daily2="[[{name}]] besproken op de juryavond", set="set", typ="type",
               forms=["nl:num", "en:iso"]),
    "pl": dict(rulings="Wyjaśnienia", tags="MTG", refs="Powiązane odniesienia", unref="Niepowiązane odniesienia",
               daily="Sprawdziłem [[{name}]] przed prereleasem", daily2="Pytanie o [[{name}]] na spotkaniu sędziów", set="dodatek",
               typ="typ", forms=["pl:num", "en:iso"]),
    "ru": dict(rulings="Пояснения", tags="MTG", refs="Связанные ссылки", unref="Несвязанные ссылки",
               daily="Посмотрел [[{name}]] перед пре-релизом", daily2="Спросили про [[{name}]] на встрече судей", set="выпуск", typ="тип",
               forms=["ru:num", "en:iso"]),
    "ja": dict(rulings="裁定", tags="MTG", refs="リンクされた参照", unref="リンクされていない参照", daily="プレリリース前に[[{name}]]を確認",
               daily2="ジャッジ会で[[{name}]]について質問", set="セット", typ="タイプ", forms=["ja:long", "ja:num", "en:iso"]),
    "sv": dict(rulings="Förtydliganden", tags="MTG", refs="Länkade referenser", unref="Olänkade referenser",
               daily="Kollade [[{name}]] inför förpremiären", daily2="Frågade om [[{name}]] på domarträffen", set="utgåva", typ="typ",
               forms=["sv:num"]),
}

GITBOOK = {  # a GitBook space published as a site, by its language
    "en": dict(space="Judge Notes", search="Ask or search…", nav=["Welcome", "Tournament basics", "Card rulings", "Glossary"],
               updated="Last updated {ago}", helpful="Was this helpful?", prev="Previous", next="Next", asof="As of {d}, checked after every new set.",
               cols=("Date", "Ruling"), tabs="English", on="On this page", powered="Powered by GitBook", dform="en:long"),
    "de": dict(space="Judge-Notizen", search="Fragen oder suchen …", nav=["Willkommen", "Turniergrundlagen", "Regelhinweise zu Karten", "Glossar"],
               updated="Zuletzt aktualisiert {ago}", helpful="War das hilfreich?", prev="Zurück", next="Weiter",
               asof="Stand: {d}, nach jeder neuen Edition geprüft.", cols=("Datum", "Regelhinweis"), tabs="Deutsch", on="Auf dieser Seite",
               powered="Powered by GitBook", dform="de:long"),
    "fr": dict(space="Notes d'arbitrage", search="Demander ou rechercher…", nav=["Bienvenue", "Bases des tournois", "Décisions par carte",
               "Glossaire"], updated="Dernière mise à jour {ago}", helpful="Cela vous a-t-il été utile ?", prev="Précédent", next="Suivant",
               asof="Mis à jour le {d}, vérifié à chaque nouvelle extension.", cols=("Date", "Décision"), tabs="Français",
               on="Sur cette page", powered="Powered by GitBook", dform="fr:long"),
    "es": dict(space="Notas de arbitraje", search="Pregunta o busca…", nav=["Bienvenida", "Fundamentos de torneo", "Aclaraciones por carta",
               "Glosario"], updated="Última actualización {ago}", helpful="¿Te ha resultado útil?", prev="Anterior", next="Siguiente",
               asof="Actualizado el {d}; se revisa con cada colección nueva.", cols=("Fecha", "Aclaración"), tabs="Español",
               on="En esta página", powered="Powered by GitBook", dform="es:long"),
    "pt": dict(space="Notas de arbitragem", search="Pergunte ou pesquise…", nav=["Boas-vindas", "Noções de torneio", "Esclarecimentos por carta",
               "Glossário"], updated="Última atualização {ago}", helpful="Isso foi útil?", prev="Anterior", next="Próximo",
               asof="Atualizado em {d}; revisado a cada nova coleção.", cols=("Data", "Esclarecimento"), tabs="Português",
               on="Nesta página", powered="Powered by GitBook", dform="pt:long"),
    "ja": dict(space="ジャッジノート", search="質問または検索…", nav=["ようこそ", "大会の基本", "カード別裁定", "用語集"],
               updated="最終更新 {ago}", helpful="役に立ちましたか？", prev="前へ", next="次へ", asof="{d}時点。新セットごとに確認しています。",
               cols=("日付", "裁定"), tabs="日本語", on="このページの内容", powered="Powered by GitBook", dform="ja:long"),
    "zh": dict(space="裁判笔记", search="提问或搜索…", nav=["欢迎", "比赛基础", "卡牌裁定", "术语表"], updated="最后更新于 {ago}",
               helpful="这有帮助吗？", prev="上一页", next="下一页", asof="截至{d}，每个新系列发布后核对。", cols=("日期", "裁定"),
               tabs="简体中文", on="本页内容", powered="Powered by GitBook", dform="zh:long"),
    "ru": dict(space="Заметки судьи", search="Спросите или найдите…", nav=["Добро пожаловать", "Основы турниров", "Пояснения к картам",
               "Глоссарий"], updated="Последнее обновление {ago}", helpful="Это было полезно?", prev="Назад", next="Далее",
               asof="По состоянию на {d}; проверяется после каждого нового выпуска.", cols=("Дата", "Пояснение"), tabs="Русский",
               on="На этой странице", powered="Powered by GitBook", dform="ru:long"),
}

HACKMD = {  # a HackMD note published, by the UI and the writer's language
    "zht": dict(ui="zh", owned="擁有了這份筆記", published="已發布", linked="已連結到 GitHub", like="按讚", bookmark="收藏",
                subscribe="訂閱", edit="編輯", changed="變更於 {ago}", checked="最後核對：{d}", tags="mtg 裁定", toc="目錄",
                cols=("日期", "裁定"), sep="：", rul="裁定", printed="中文版卡牌文字", kinds=["long", "num"], ago_lang="zh"),
    "ja": dict(ui="ja", owned="がこのノートを所有", published="公開済み", linked="GitHub と連携済み", like="いいね", bookmark="ブックマーク",
               subscribe="購読", edit="編集", changed="{ago}に変更", checked="最終確認：{d}", tags="mtg 裁定", toc="目次",
               cols=("日付", "裁定"), sep="：", rul="裁定", printed="日本語版テキスト", kinds=["long", "num", "wd"], ago_lang="ja"),
    "ko": dict(ui="ko", owned="님이 이 노트를 소유함", published="게시됨", linked="GitHub와 연결됨", like="좋아요", bookmark="북마크",
               subscribe="구독", edit="편집", changed="{ago} 변경됨", checked="마지막 확인: {d}", tags="mtg 판정", toc="목차",
               cols=("날짜", "판정"), sep=": ", rul="판정", printed="한국어판 텍스트", kinds=["long", "num"], ago_lang="ko"),
    "de": dict(ui="de", owned="besitzt diese Notiz", published="Veröffentlicht", linked="Mit GitHub verknüpft", like="Gefällt mir",
               bookmark="Lesezeichen", subscribe="Abonnieren", edit="Bearbeiten", changed="geändert {ago}", checked="Zuletzt geprüft: {d}",
               tags="mtg regelhinweise", toc="Inhalt", cols=("Datum", "Regelhinweis"), sep=": ", rul="Regelhinweise",
               printed="Deutscher Kartentext", kinds=["long", "num"], ago_lang="de"),
    "en": dict(ui="en", owned="owned this note", published="Published", linked="Linked with GitHub", like="Like", bookmark="Bookmark",
               subscribe="Subscribe", edit="Edit", changed="changed {ago}", checked="Last checked: {d}", tags="mtg rulings", toc="Contents",
               cols=("Date", "Ruling"), sep=": ", rul="Rulings", printed="Printed text", kinds=["long", "dlong", "iso"], ago_lang="en"),
    "ru": dict(ui="ru", owned="владеет этой заметкой", published="Опубликовано", linked="Связано с GitHub", like="Нравится",
               bookmark="Закладка", subscribe="Подписаться", edit="Редактировать", changed="изменено {ago}", checked="Последняя проверка: {d}",
               tags="mtg пояснения", toc="Содержание", cols=("Дата", "Пояснение"), sep=": ", rul="Пояснения", printed="Русский текст карты",
               kinds=["long", "num"], ago_lang="ru"),
}

OBSIDIAN = {  # an Obsidian Publish site, by the writer's language
    "en": dict(site="Judge Garden", search="Search", graph="Interactive graph", on="On this page", back="Links to this page",
               created="created", updated="updated", tags="tags", rul="Rulings", intro="Official rulings, grouped by the day they were published.",
               powered="Powered by Obsidian Publish", kinds=["long", "dlong", "iso"], folders=["Cards", "Policy", "Daily"]),
    "de": dict(site="Judge-Garten", search="Suchen", graph="Interaktiver Graph", on="Auf dieser Seite", back="Links auf diese Seite",
               created="erstellt", updated="aktualisiert", tags="tags", rul="Regelhinweise",
               intro="Offizielle Regelhinweise, nach dem Tag ihrer Veröffentlichung gruppiert.", powered="Powered by Obsidian Publish",
               kinds=["long", "num", "wd"], folders=["Karten", "Turnierregeln", "Tagebuch"]),
    "fr": dict(site="Jardin d'arbitre", search="Rechercher", graph="Graphe interactif", on="Sur cette page", back="Liens vers cette page",
               created="créé", updated="modifié", tags="tags", rul="Décisions", intro="Décisions officielles, regroupées par jour de publication.",
               powered="Powered by Obsidian Publish", kinds=["long", "num", "wd"], folders=["Cartes", "Règlement", "Journal"]),
    "it": dict(site="Giardino dell'arbitro", search="Cerca", graph="Grafo interattivo", on="In questa pagina", back="Link a questa pagina",
               created="creato", updated="aggiornato", tags="tags", rul="Chiarimenti",
               intro="Chiarimenti ufficiali, raggruppati per giorno di pubblicazione.", powered="Powered by Obsidian Publish",
               kinds=["long", "num", "wd"], folders=["Carte", "Regolamento", "Diario"]),
    "pt": dict(site="Jardim do juiz", search="Pesquisar", graph="Grafo interativo", on="Nesta página", back="Links para esta página",
               created="criado", updated="atualizado", tags="tags", rul="Esclarecimentos",
               intro="Esclarecimentos oficiais, agrupados pelo dia em que foram publicados.", powered="Powered by Obsidian Publish",
               kinds=["long", "num", "wd"], folders=["Cartas", "Regulamento", "Diário"]),
    "ru": dict(site="Сад судьи", search="Поиск", graph="Интерактивный граф", on="На этой странице", back="Ссылки на эту страницу",
               created="создано", updated="обновлено", tags="tags", rul="Пояснения",
               intro="Официальные пояснения, сгруппированные по дню публикации.", powered="Powered by Obsidian Publish",
               kinds=["long", "num"], folders=["Карты", "Правила турниров", "Дневник"]),
    "ko": dict(site="저지의 정원", search="검색", graph="대화형 그래프", on="이 페이지에서", back="이 페이지로의 링크", created="생성",
               updated="수정", tags="tags", rul="판정", intro="공식 판정을 발표일별로 묶었습니다.", powered="Powered by Obsidian Publish",
               kinds=["long", "num", "wd"], folders=["카드", "대회 규정", "일지"]),
    "tr": dict(site="Hakem Bahçesi", search="Ara", graph="Etkileşimli grafik", on="Bu sayfada", back="Bu sayfaya bağlantılar",
               created="oluşturuldu", updated="güncellendi", tags="tags", rul="Kural açıklamaları",
               intro="Resmî açıklamalar, yayımlandıkları güne göre gruplandı.", powered="Powered by Obsidian Publish",
               kinds=["long", "num", "wd"], folders=["Kartlar", "Turnuva kuralları", "Günlük"]),
}

CODA = {  # a Coda doc published to the web, by the doc's language (Coda's own chrome is English)
    "en": dict(doc="Judge Team Hub", pages=["Home", "Card rulings", "Events", "Team"], table="Rulings", cols=("Ruling", "Date", "Reviewed", "Modified"),
               callout="Rows are added by the Gatherer pack every night; do not edit them by hand.", kinds=["mdy1", "long", "iso"],
               mod="en", count="{n} rows", sub="Rules notes for {name}"),
    "de": dict(doc="Judge-Team-Zentrale", pages=["Start", "Regelhinweise", "Turniere", "Team"], table="Regelhinweise",
               cols=("Hinweis", "Datum", "Geprüft", "Geändert"), callout="Zeilen kommen jede Nacht über das Gatherer-Pack; bitte nicht von Hand ändern.",
               kinds=["num", "long", "iso"], mod="de", count="{n} Zeilen", sub="Regelnotizen zu {name}"),
    "fr": dict(doc="QG de l'équipe d'arbitrage", pages=["Accueil", "Décisions", "Tournois", "Équipe"], table="Décisions",
               cols=("Décision", "Date", "Vérifiée", "Modifiée"), callout="Les lignes sont ajoutées chaque nuit par le pack Gatherer ; ne pas les modifier.",
               kinds=["num", "long"], mod="fr", count="{n} lignes", sub="Notes de règles pour {name}"),
    "es": dict(doc="Central del equipo arbitral", pages=["Inicio", "Aclaraciones", "Torneos", "Equipo"], table="Aclaraciones",
               cols=("Aclaración", "Fecha", "Revisada", "Modificada"), callout="El pack de Gatherer añade las filas cada noche; no las edites a mano.",
               kinds=["num", "long"], mod="es", count="{n} filas", sub="Notas de reglas de {name}"),
    "it": dict(doc="Base del team arbitri", pages=["Home", "Chiarimenti", "Tornei", "Team"], table="Chiarimenti",
               cols=("Chiarimento", "Data", "Verificato", "Modificato"), callout="Le righe arrivano ogni notte dal pack Gatherer; non modificarle a mano.",
               kinds=["num", "long"], mod="it", count="{n} righe", sub="Note sulle regole di {name}"),
    "nl": dict(doc="Juryteam-centrale", pages=["Home", "Uitspraken", "Toernooien", "Team"], table="Uitspraken",
               cols=("Uitspraak", "Datum", "Gecontroleerd", "Gewijzigd"), callout="Rijen komen elke nacht binnen via het Gatherer-pack; niet met de hand aanpassen.",
               kinds=["num", "long"], mod="nl", count="{n} rijen", sub="Regelnotities bij {name}"),
    "pt": dict(doc="Central da equipe de juízes", pages=["Início", "Esclarecimentos", "Torneios", "Equipe"], table="Esclarecimentos",
               cols=("Esclarecimento", "Data", "Revisado", "Modificado"), callout="As linhas chegam toda noite pelo pack do Gatherer; não edite à mão.",
               kinds=["num", "long"], mod="pt", count="{n} linhas", sub="Notas de regras de {name}"),
    "ja": dict(doc="ジャッジチームハブ", pages=["ホーム", "裁定", "大会", "チーム"], table="裁定", cols=("裁定", "日付", "確認済み", "更新日時"),
               callout="行は毎晩Gathererパックで追加されます。手で編集しないでください。", kinds=["num", "long"], mod="ja", count="{n} 行",
               sub="{name}のルールメモ"),
}


def _coda_modified(t: dt.datetime, lang: str) -> str:
    """A Coda date-time column as the doc's locale shows it."""
    return {"en": f"{t.month}/{t.day}/{t.year} {_hm(t, 'en')}", "de": f"{t.day}.{t.month}.{t.year}, {t:%H:%M}",
            "fr": f"{t:%d/%m/%Y %H:%M}", "es": f"{t.day}/{t.month}/{t.year}, {t:%H:%M}", "it": f"{t.day}/{t.month}/{t.year}, {t:%H:%M}",
            "nl": f"{t.day}-{t.month}-{t.year} {t:%H:%M}", "pt": f"{t:%d/%m/%Y %H:%M}", "ja": f"{t.year}/{t.month}/{t.day} {t:%H:%M}"}[lang]

class Fresh23Generator:
    """The generator of the fresh-23 part: its own layouts only, each page a modern web app's page
    saved as HTML or copied as text."""

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        self.cards = cards
        self.set_names = set_names
        self.rng = random.Random(seed)

    # ---- helpers ----
    def _title(self, page: Page, card: CardData, prefer: str | None = None, p: float = 0.5) -> str:
        f = card.foreign.get(prefer or "", {})
        if prefer in STORED and f.get("name") and self.rng.random() < p:
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
        form = f"{lang}:{self.rng.choice(kinds or KINDS23[lang])}"
        page.date_forms.append(f"{form} {tag}")
        return form

    def _dated(self, page: Page, card: CardData, form: str) -> list[tuple[str, str]]:
        """The card's rulings as (shown date, text), recorded as the page's answers."""
        rs = list(card.rulings)
        if self.rng.random() < 0.2:
            rs.reverse()
        items = []
        for d, t in rs:
            ds = render23(d, form)
            page.rulings.append((d.isoformat(), t))
            page.__dict__.setdefault("shown", []).append(ds)
            items.append((ds, t))
        return items

    def _dated_raw(self, page: Page, card: CardData) -> list[tuple[dt.date, str]]:
        """The card's rulings as (date, text) for a layout that renders each date itself (recording
        what it shows with ``_shown``)."""
        rs = list(card.rulings)
        if self.rng.random() < 0.2:
            rs.reverse()
        for d, t in rs:
            page.rulings.append((d.isoformat(), t))
        return rs

    def _shown(self, page: Page, s: str) -> str:
        page.__dict__.setdefault("shown", []).append(s)
        return s

    def _free(self, card: CardData, d: dt.date) -> dt.date:
        """``d``, or the next day that is none of the card's ruling dates."""
        taken = {x for x, _ in card.rulings}
        while d in taken:
            d += dt.timedelta(days=1)
        return d

    def _when(self, card: CardData, since: int = 2004) -> dt.datetime:
        """The page's moment (a save, an edit, a post): after the card's last ruling and in a year
        the app existed (``since``), never after 2025."""
        r = self.rng
        last = max(d for d, _ in card.rulings)
        d = min(last + dt.timedelta(days=r.randint(90, 1600)), dt.date(2025, r.randint(1, 11), r.randint(1, 28)))
        if d.year < since:
            d = dt.date(since, r.randint(1, 12), r.randint(1, 28)) + dt.timedelta(days=r.randint(0, 900))
        d = self._free(card, max(d, last + dt.timedelta(days=1)))
        return dt.datetime(d.year, d.month, d.day, r.randint(7, 22), r.randint(0, 59), r.randint(0, 59))

    def _later(self, card: CardData, d: dt.date, lo: int = 1, hi: int = 40) -> dt.date:
        return self._free(card, d + dt.timedelta(days=self.rng.randint(lo, hi)))

    def _moment(self, card: CardData, t: dt.datetime, lo_h: int, hi_h: int) -> dt.datetime:
        """A moment ``lo_h``..``hi_h`` hours after ``t`` on a day that is none of the card's ruling dates."""
        u = t + dt.timedelta(hours=self.rng.randint(lo_h, hi_h), minutes=self.rng.randint(0, 59))
        taken = {x for x, _ in card.rulings}
        while u.date() in taken:
            u += dt.timedelta(days=1)
        return u

    def _before(self, card: CardData, t: dt.datetime, most: int = 400, since: int = 2004) -> dt.datetime:
        """A moment before ``t`` (at most ``most`` days) yet after the card's last ruling and in a
        year the app existed, on no ruling's day."""
        last = max(max(d for d, _ in card.rulings), min(dt.date(since, 1, 1), t.date() - dt.timedelta(days=2)))
        room = max(0, min(most, (t.date() - last).days - 1))
        u = t - dt.timedelta(days=self.rng.randint(0, room), hours=self.rng.randint(0, 6))
        return self._moment(card, max(u, dt.datetime(last.year, last.month, last.day) + dt.timedelta(days=1)), 0, 3)

    def _own(self, page: Page, shown: str, d: dt.date) -> str:
        """Record a page's own date as shown in the page (never a ruling date)."""
        page.__dict__.setdefault("own_dates", []).append((shown, d.isoformat()))
        return shown

    def _chrome(self, page: Page, *lines: str) -> list[str]:
        page.chrome.extend(x for x in lines if x)
        return [x for x in lines if x]

    def page(self, i: int, layout: str, split: str = "fresh23") -> Page:
        method, titled = self.LAYOUTS23[layout]
        card = self.rng.choice(self.cards)
        page = Page(id=f"w{i:03d}", layout=layout, split=split, fmt="text", card=card.name,
                    card_arg=None if titled else card.name, title_lang=None)
        getattr(self, method)(page, card)
        inside = [fold(t) for _, t in page.rulings] + [fold(f"{n} {t or ''}") for _, n, t in page.translations]
        inside += [fold(card.text or ""), fold(card.type_line or "")]
        page.chrome = sorted({c.strip() for c in page.chrome
                              if len(c.strip()) >= 2 and not any(fold(c) in x for x in inside)})
        return page

    def fresh_corpus(self, n: int, part: str = "fresh23") -> list[Page]:
        layouts = list(self.LAYOUTS23)
        return [self.page(i, layouts[i % len(layouts)], part) for i in range(n)]

    # ---- layouts ----

    def layout_notion_toggle_database(self, page, card):
        """A Notion page exported as HTML (or as Markdown): icon, title, the property table with its
        created and edited times, a callout, the rulings as toggles (the date the toggle's summary) or
        as an inline database with a date column; the printed name and text in a property now and then."""
        r = self.rng
        lang = r.choice(list(NOTION))
        s = NOTION[lang]
        page.fmt = r.choice(["html", "html", "text"])
        tl = {"ja": "ja", "ko": "ko", "de": "de", "fr": "fr", "es": "es", "pt": "pt"}.get(lang)
        name = self._title(page, card, tl, 0.5)
        form = self._form(page, "Notion date property or toggle summary", lang, s["kinds"])
        when = self._when(card, 2017)
        created = self._before(card, when, since=2017)
        edited = self._moment(card, when, 0, 30)
        fmt_t = lambda t: f"{render23(t.date(), lang + ':long')} {_hm(t, lang)}"  # noqa: E731
        c_s = self._own(page, fmt_t(created), created.date())
        e_s = self._own(page, fmt_t(edited), edited.date())
        who = r.choice(PEOPLE)
        tr = self._translation(page, card, tl, 0.5) if tl else None
        items = self._dated(page, card, form)
        style = r.choice(["toggle", "toggle", "db"]) if page.fmt == "html" else "toggle"
        self._chrome(page, s["created"], s["edited"], s["tags"], s["tag"], s["status"], s["done"], s["owner"], who, s["callout"])
        if page.fmt == "text":
            out = [f"# {name}", "", f"{s['created']}: {c_s}", f"{s['edited']}: {e_s}", f"{s['owner']}: {who}",
                   f"{s['status']}: {s['done']}", f"{s['tags']}: {s['tag']}, MTG"]
            if tr:
                out += [f"{s['printed']}: {tr[0]} — {tr[1]}".replace("\n", " ")]
            out += ["", "<aside>", f"💡 {s['callout']}", "", "</aside>", "", f"## {s['h']}", ""]
            for ds, t in items:
                out += [f"- {ds}", "    ", f"    {t}", "    "]
            page.content = "\n".join(out) + "\n"
            return
        pid = lambda: f"{_hex(r, 8)}-{_hex(r, 4)}-{_hex(r, 4)}-{_hex(r, 4)}-{_hex(r, 12)}"  # noqa: E731
        props = [("created_time", s["created"], f"<time>@{_h(c_s)}</time>"),
                 ("last_edited_time", s["edited"], f"<time>@{_h(e_s)}</time>"),
                 ("person", s["owner"], f'<span class="user"><img src="https://s3-us-west-2.amazonaws.com/public.notion-static.com/'
                                         f'{pid()}/avatar.png" class="icon user-icon"/>{_h(who)}</span>'),
                 ("status", s["status"], f'<span class="status-value select-value-color-green"><div class="status-dot '
                                         f'status-dot-color-green"></div>{_h(s["done"])}</span>'),
                 ("multi_select", s["tags"], f'<span class="selected-value select-value-color-blue">{_h(s["tag"])}</span>'
                                             f'<span class="selected-value select-value-color-purple">MTG</span>')]
        if tr:
            props.append(("text", s["printed"], _h(tr[1]).replace("\n", "<br/>")))
        rows = "".join(f'<tr class="property-row property-row-{k}"><th><span class="icon property-icon"><svg role="graphics-symbol" '
                       f'viewBox="0 0 16 16" style="width:14px;height:14px"><path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1z"></path></svg>'
                       f'</span>{_h(lab)}</th><td>{v}</td></tr>' for k, lab, v in props)
        body = [f'<figure class="block-color-gray_background callout" style="white-space:pre-wrap;display:flex" id="{pid()}">'
                f'<div style="font-size:1.5em"><span class="icon">💡</span></div><div style="width:100%">{_h(s["callout"])}</div></figure>']
        if tr:
            body.append(f'<h3 id="{pid()}" class="">{_h(tr[0])}</h3>')
        body.append(f'<h2 id="{pid()}" class="">{_h(s["h"])}</h2>')
        if style == "toggle":
            for ds, t in items:
                body.append(f'<ul id="{pid()}" class="toggle"><li><details open=""><summary>{_h(ds)}</summary>'
                            f'<p id="{pid()}" class="">{_h(t)}</p></details></li></ul>')
        else:
            self._chrome(page, s["db"])
            trs = "".join(f'<tr id="{pid()}"><td class="cell-title"><a href="{_a(s["db"])}%20{_hex(r, 32)}/{_hex(r, 6)}.html">'
                          f'{_h(t)}</a></td><td class="cell-{_hex(r, 4)}"><time>@{_h(ds)}</time></td></tr>' for ds, t in items)
            body.append(f'<div id="{pid()}" class="collection-content"><h4 class="collection-title">{_h(s["db"])}</h4>'
                        f'<table class="collection-content"><thead><tr><th><span class="icon property-icon"></span>{_h(s["c_ruling"])}</th>'
                        f'<th><span class="icon property-icon"></span>{_h(s["c_date"])}</th></tr></thead><tbody>{trs}</tbody>'
                        f'</table><br/><br/></div>')
        body.append(f'<p id="{pid()}" class="">\n</p>')
        style_css = ("/* cspell:disable-file */\n/* webkit printing magic: print all background colors */\n"
                     "html {\n\t-webkit-print-color-adjust: exact;\n}\n* {\n\tbox-sizing: border-box;\n\t-webkit-print-color-adjust: exact;\n}\n"
                     "html,\nbody {\n\tmargin: 0;\n\tpadding: 0;\n}\n@media only screen {\n\tbody {\n\t\tmargin: 2em auto;\n\t\tmax-width: 900px;\n"
                     "\t\tcolor: rgb(55, 53, 47);\n\t}\n}\n.page-title {\n\tfont-size: 2.5rem;\n\tfont-weight: 700;\n}\n")
        page.content = (f'<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"/><title>{_h(name)}</title>'
                        f"<style>{style_css}</style></head><body><article id=\"{pid()}\" class=\"page sans\"><header>"
                        f'<div class="page-header-icon undefined"><span class="icon">🃏</span></div><h1 class="page-title">{_h(name)}</h1>'
                        f'<p class="page-description"></p><table class="properties"><tbody>{rows}</tbody></table></header>'
                        f'<div class="page-body">{"".join(body)}</div></article><span class="sans" style="font-size:14px;padding-top:2em">'
                        f"</span></body></html>")

    def layout_confluence_page_tree(self, page, card):
        """A Confluence page (copied as text or saved as HTML): the space's page tree with other
        cards' pages, breadcrumbs, "Created by X, last modified by Y on DATE", an info panel, the
        rulings in a table (a date lozenge or a typed date), likes, labels and a dated comment."""
        r = self.rng
        lang = r.choice(list(CONF))
        s = CONF[lang]
        page.fmt = r.choice(["html", "text"])
        tl = {"de": "de", "fr": "fr", "es": "es", "ja": "ja"}.get(lang)
        name = self._title(page, card, tl, 0.4)
        lozenge = page.fmt == "html" and r.random() < 0.5
        form = self._form(page, "Confluence table" + (" (date lozenge)" if lozenge else ""), lang,
                          ["conf"] if lozenge else s["kinds"])
        when = self._when(card, 2008)
        a, b, c = r.sample(PEOPLE, 3)
        mod = self._own(page, render23(when.date(), s["own"]), when.date())
        created = s["created"].format(a=a, b=b, d=mod)
        com_t = self._moment(card, when, 20, 400)
        com_d = self._own(page, render23(com_t.date(), s["own"]), com_t.date())
        commented = s["commented"].format(who=c, d=com_d)
        others = [x.name for x in r.sample(self.cards, 4) if x.name != card.name][:3]
        tree = s["tree"]
        items = self._dated(page, card, form)
        order = r.choice([(0, 1, 2), (0, 1), (1, 0), (1, 0, 2)])
        self._chrome(page, s["nav"], s["space"], s["pages"], *tree, s["info"], s["like"], s["first"], s["labels"], s["comment"],
                     s["reply"], commented, s["remark"], s["tools"], created)
        head = [s["cols"][k] for k in order]
        src = "Gatherer"
        if page.fmt == "text":
            out = ["Skip to end of metadata"] if lang == "en" else []
            out += [s["nav"], "", s["space"], s["pages"], ""]
            for x in tree:
                out.append(f"  {x}")
                if x == tree[1]:
                    out += [f"      {n}" for n in sorted(others + [name])]
            out += ["", f"{s['pages']} / {s['space']} / {tree[1]}", "", s["tools"], "", name, created, "", s["info"], ""]
            out.append("\t".join(head))
            for ds, t in items:
                cell = {0: ds, 1: t, 2: src}
                out.append("\t".join(cell[k] for k in order))
            out += ["", s["like"], s["first"], s["labels"], "", c, commented,
                    s["remark"], s["reply"], "", s["comment"], ""]
            page.content = "\n".join(out)
            return
        pid = r.randint(10000000, 99999999)
        user = lambda p: f'<a href="/display/~{_user(p)}" class="url fn confluence-userlink userlink-0" data-username="{_user(p)}">{_h(p)}</a>'  # noqa: E731
        created_html = _h(s["created"]).format(a=f'<span class="author">{user(a)}</span>', b=f'<span class="editor">{user(b)}</span>',
                                               d=f'<a class="last-modified" title="Show changes" href="/pages/diffpagesbyversion.action'
                                                 f'?pageId={pid}&amp;selectedPageVersions=7&amp;selectedPageVersions=6">{_h(mod)}</a>')

        def cell(k: int, ds: str, t: str, d: dt.date) -> str:
            if k == 0:
                v = f'<time datetime="{d.isoformat()}" class="date-past">{_h(ds)}</time>' if lozenge else _h(ds)
            else:
                v = _h(t) if k == 1 else f'<a href="https://gatherer.wizards.com/" class="external-link" rel="nofollow">{src}</a>'
            return f'<td class="confluenceTd"><p>{v}</p></td>'
        dates = [dt.date.fromisoformat(d) for d, _ in page.rulings]
        trs = "".join("<tr>" + "".join(cell(k, ds, t, d) for k in order) + "</tr>" for (ds, t), d in zip(items, dates))
        table = ('<div class="table-wrap"><table data-layout="default" class="confluenceTable"><colgroup>'
                 + "".join(f'<col style="width: {w}.0px;"/>' for w in (140, 480, 120)[:len(order)]) + "</colgroup><tbody><tr>"
                 + "".join(f'<th class="confluenceTh"><p><strong>{_h(x)}</strong></p></th>' for x in head) + "</tr>" + trs
                 + "</tbody></table></div>")
        kids = "".join(f'<li><div class="plugin_pagetree_children_content"><span class="plugin_pagetree_current">'
                       f'<a href="/display/JUDGE/{_slug(n)}">{_h(n)}</a></span></div></li>' for n in sorted(others + [name]))
        tree_html = "".join(f'<li><div class="plugin_pagetree_childtoggle_container"><a class="plugin_pagetree_childtoggle '
                            f'aui-icon aui-icon-small aui-iconfont-chevron-right"></a></div><div class="plugin_pagetree_children_content">'
                            f'<span class="plugin_pagetree_current"><a href="/display/JUDGE/{_slug(x)}">{_h(x)}</a></span></div>'
                            + (f'<ul class="plugin_pagetree_children_list">{kids}</ul>' if x == tree[1] else "") + "</li>" for x in tree)
        page.content = (
            f'<!DOCTYPE html><html lang="{lang}"><head><title>{_h(name)} - {_h(s["space"])} - Confluence</title>'
            '<meta name="ajs-version-number" content="7.19.8"><meta name="ajs-page-id" content="' + str(pid) + '">'
            '</head><body id="com-atlassian-confluence" class="theme-default aui-layout aui-theme-default">'
            f'<header id="header" role="banner"><nav class="aui-header aui-dropdown2-trigger-group"><div class="aui-header-primary">'
            f'<ul class="aui-nav">{"".join(f"<li><a>{_h(x)}</a></li>" for x in s["nav"].split("  "))}</ul></div></nav></header>'
            f'<div class="ia-fixed-sidebar"><div class="acs-side-bar"><div class="ia-title-container"><a class="space-title">{_h(s["space"])}'
            f'</a></div><div class="acs-nav-sections"><h5>{_h(s["pages"])}</h5><div class="plugin_pagetree"><ul class="plugin_pagetree_children_list">'
            f'{tree_html}</ul></div></div></div></div>'
            f'<div id="main" class="aui-page-panel"><div id="main-header"><div id="navigation" class="content-navigation view">'
            f'<ul class="ajs-menu-bar">{"".join(f"<li><a><span>{_h(x)}</span></a></li>" for x in s["tools"].split("  "))}</ul></div>'
            f'<div id="breadcrumb-section"><nav aria-label="Breadcrumbs"><ol id="breadcrumbs"><li class="first"><span><a>{_h(s["pages"])}</a>'
            f'</span></li><li><span><a>{_h(s["space"])}</a></span></li><li><span><a>{_h(tree[1])}</a></span></li></ol></nav></div>'
            f'<h1 id="title-heading" class="pagetitle with-breadcrumbs"><span id="title-text"><a href="/display/JUDGE/{_slug(name)}">'
            f'{_h(name)}</a></span></h1></div><div id="content" class="page view"><div id="action-messages"></div>'
            f'<div class="page-metadata"><ul><li class="page-metadata-modification-info">{created_html}</li></ul></div>'
            f'<div id="main-content" class="wiki-content"><div class="confluence-information-macro confluence-information-macro-information">'
            f'<span class="aui-icon aui-icon-small aui-iconfont-info confluence-information-macro-icon"></span>'
            f'<div class="confluence-information-macro-body"><p>{_h(s["info"])}</p></div></div>{table}</div>'
            f'<div id="likes-and-labels-container"><div id="likes-section"><a href="" class="like-button"><span class="aui-icon '
            f'aui-icon-small aui-iconfont-like"></span><span>{_h(s["like"])}</span></a><span class="like-summary">{_h(s["first"])}</span></div>'
            f'<div id="labels-section" class="pageSection group"><ul class="label-list"><li class="no-labels-message">{_h(s["labels"])}'
            f'</li></ul></div></div><div id="comments-section" class="pageSection group"><div class="comment-threads">'
            f'<div class="comment-header"><h4 class="author">{user(c)}</h4></div><div class="comment-body"><div class="comment-content '
            f'wiki-content"><p>{_h(s["remark"])}</p></div></div><div class="comment-actions"><ul class="comment-action-list">'
            f'<li>{_h(s["reply"])}</li><li class="comment-date"><a title="{_a(commented)}">{_h(commented)}</a></li></ul></div></div>'
            f'<div class="quick-comment-container"><textarea placeholder="{_a(s["comment"])}"></textarea><p>{_h(s["comment"])}</p></div>'
            f'</div></div></div></body></html>')

    def layout_nextdata_json_script(self, page, card):
        """A Next.js card page saved as HTML: the server-rendered header, title, "last updated" time,
        the rulings list (each ``<time dateTime>`` and its localized date), now and then only the first
        few rendered and a "show all" button, the rest only in the ``__NEXT_DATA__`` JSON, whose page
        props carry every ruling with its ISO date, the update stamp, the build id and the locales."""
        r = self.rng
        lang = r.choice(list(NEXT))
        s = NEXT[lang]
        page.fmt = "html"
        tl = lang if lang in STORED else None
        name = self._title(page, card, tl, 0.5)
        form = self._form(page, "Next.js server-rendered list", lang, s["kinds"])
        when = self._when(card, 2018)
        upd = self._own(page, render23(when.date(), f"{lang}:long"), when.date())
        stamp = when.strftime("%Y-%m-%dT%H:%M:%S.000Z")
        self._own(page, stamp, when.date())
        built = self._moment(card, when, 24, 900)
        tr = self._translation(page, card, tl, 0.5) if tl else None
        rs = self._dated_raw(page, card)
        cut = len(rs) if len(rs) <= 3 or r.random() < 0.6 else r.randint(2, 3)
        lis = []
        for k, (d, t) in enumerate(rs):
            if k < cut:
                ds = self._shown(page, render23(d, form))
                lis.append(f'<li class="Rulings_item__Qe2xV"><time dateTime="{d.isoformat()}" class="Rulings_date__8Hn1c">{_h(ds)}</time>'
                           f'<p class="Rulings_text__v3Fq0">{_h(t)}</p></li>')
            else:
                self._shown(page, d.isoformat())
        if cut < len(rs):
            page.date_forms.append("en:iso Next.js __NEXT_DATA__ only")
        more = (f'<button type="button" class="Rulings_more__Zb6Yt">{_h(s["show"].format(n=len(rs)))}</button>'
                if cut < len(rs) else "")
        slug = _slug(card.name)
        build_id = "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") for _ in range(21))
        props = {"pageProps": {"card": {"id": f"{_hex(r, 8)}-{_hex(r, 4)}-{_hex(r, 4)}-{_hex(r, 4)}-{_hex(r, 12)}", "slug": slug,
                                        "name": card.name, "set": {"code": card.set_code.lower(), "name": card.set_name},
                                        "collectorNumber": card.number,
                                        "rulings": [{"date": d.isoformat(), "source": "wotc", "text": t} for d, t in rs]},
                               "updatedAt": stamp, "revalidatedAt": built.strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z",
                               "_nextI18Next": {"initialLocale": lang, "ns": ["common", "card"], "userConfig": None}},
                 "__N_SSG": True}
        if tr:
            props["pageProps"]["card"]["printed"] = {"lang": tl, "name": tr[0], "text": tr[1]}
        data = {"props": props, "page": f"/{s['route']}/[slug]", "query": {"slug": slug}, "buildId": build_id, "isFallback": False,
                "gsp": True, "locale": lang, "locales": sorted(NEXT), "defaultLocale": "en", "scriptLoader": []}
        blob = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        blob = blob.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
        page.__dict__["transforms"] = ["json"]
        foot = s["foot"].format(y=when.year)
        self._chrome(page, s["site"], *s["nav"], s["updated"], foot, s["cookie"], RULINGS_WORD[lang])
        if more:
            self._chrome(page, s["show"].format(n=len(rs)))
        h = lambda: _hex(r, 16)  # noqa: E731
        printed = (f'<section class="CardPage_printed__p0Ly1"><h2>{_h(s["printed"])}</h2><h3 lang="{_cl(tl)}">{_h(tr[0])}</h3>'
                   f'<p lang="{_cl(tl)}" class="CardPage_oracle__kk2s1">{_h(tr[1]).replace(chr(10), "<br/>")}</p></section>') if tr else ""
        nav = "".join(f'<a href="/{lang}/{_slug(x)}">{_h(x)}</a>' for x in s["nav"])
        sub = f'<p class="CardPage_sub__Lr0vZ">{_h(card.name)}</p>' if name != card.name else ""
        page.content = (
            f'<!DOCTYPE html><html lang="{lang}"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, '
            f'initial-scale=1"/><title>{_h(name)} – {_h(RULINGS_WORD[lang])} | {_h(s["site"])}</title>'
            f'<meta name="next-head-count" content="9"/><link rel="preload" href="/_next/static/css/{h()}.css" as="style"/>'
            f'<link rel="stylesheet" href="/_next/static/css/{h()}.css" data-n-g=""/><noscript data-n-css=""></noscript>'
            f'<script defer="" nomodule="" src="/_next/static/chunks/polyfills-{h()}.js"></script>'
            f'<script src="/_next/static/chunks/webpack-{h()}.js" defer=""></script>'
            f'<script src="/_next/static/chunks/framework-{h()}.js" defer=""></script>'
            f'<script src="/_next/static/chunks/pages/{s["route"]}/%5Bslug%5D-{h()}.js" defer=""></script>'
            f'<script src="/_next/static/{build_id}/_buildManifest.js" defer=""></script></head><body><div id="__next">'
            f'<div class="Layout_root__u1bQx"><header class="Header_header__Ks0aE"><a class="Header_logo__3PpXn" href="/{lang}">'
            f'{_h(s["site"])}</a><nav>{nav}</nav></header>'
            f'<main class="CardPage_main__Sx1cT"><h1 class="CardPage_title__9sSkW">{_h(name)}</h1>{sub}'
            f'<p class="CardPage_updated__mQx0a">{_h(s["updated"])} <time dateTime="{stamp}">{_h(upd)}</time></p>{printed}'
            f'<section class="Rulings_root__fD4pw"><h2>{_h(RULINGS_WORD[lang])}</h2><ul class="Rulings_list__j2Xo9">{"".join(lis)}</ul>'
            f'{more}</section></main><footer class="Footer_footer__h7Ryk">{_h(foot)}</footer>'
            f'<div class="CookieBanner_root__e4CzM" role="dialog">{_h(s["cookie"])}</div></div>'
            f'<next-route-announcer><p aria-live="assertive" id="__next-route-announcer__" role="alert"></p></next-route-announcer></div>'
            f'<script id="__NEXT_DATA__" type="application/json">{blob}</script></body></html>')

    def layout_airtable_grid_tsv(self, page, card):
        """An Airtable shared grid view copied as text (names no card): the base's and the view's name,
        the view bar, a filter on the card's id, the header row and the records tab-separated (a row
        number now and then, the ruling, its date in the field's format, status, checker, a "last
        modified" time and notes, columns in the base's order), the record count, Airtable's footer."""
        r = self.rng
        lang = r.choice(list(AIRTABLE))
        s = AIRTABLE[lang]
        page.fmt = "text"
        form = self._form(page, "Airtable date field", lang, s["kinds"])
        when = self._when(card, 2016)
        items = self._dated(page, card, form)
        order = r.choice([(0, 1, 2, 3, 4, 5), (1, 0, 2, 3, 4), (0, 1, 2, 4), (2, 1, 0, 3, 4, 5), (0, 1, 5, 4)])
        numbered = r.random() < 0.5
        head = ([""] if numbered else []) + [s["cols"][k] for k in order]
        ampm = lang == "en" and r.random() < 0.7
        rows = []
        t = when
        for k, (ds, txt) in enumerate(items, 1):
            t = self._moment(card, t, 0, 60)
            ms = render23(t.date(), form if form.split(":")[1] not in ("long",) else f"{lang}:num" if lang != "en" else "en:mdy1")
            hm = f"{(t.hour - 1) % 12 + 1}:{t.minute:02d}{'am' if t.hour < 12 else 'pm'}" if ampm else f"{t.hour}:{t.minute:02d}"
            mod = self._own(page, f"{ms} {hm}", t.date())
            cells = {0: txt, 1: ds, 2: r.choice(s["status"]), 3: r.choice(PEOPLE), 4: mod, 5: r.choice(s["notes"])}
            rows.append(([str(k)] if numbered else []) + [cells[c] for c in order])
            self._chrome(page, *(cells[c] for c in order if c in (2, 3, 5) and cells[c]))
        filt = s["filt"].format(n=r.randint(1000, 99999))
        recs = s["recs"].format(k=len(items))
        bar = "Hide fields  Filter  Group  Sort  Color  Row height  Share view" if lang == "en" or r.random() < 0.5 else \
            {"de": "Felder ausblenden  Filtern  Gruppieren  Sortieren  Farbe  Zeilenhöhe  Ansicht teilen",
             "fr": "Masquer les champs  Filtrer  Regrouper  Trier  Couleur  Hauteur de ligne  Partager la vue",
             "es": "Ocultar campos  Filtrar  Agrupar  Ordenar  Color  Altura de fila  Compartir vista",
             "ja": "フィールドを非表示  フィルター  グループ  並べ替え  色  行の高さ  ビューを共有"}.get(
                lang, "Hide fields  Filter  Group  Sort  Color  Row height  Share view")
        foot = "Copy another view  Download CSV  Sign up for free" + ("" if r.random() < 0.5 else "  Made with Airtable")
        self._chrome(page, s["base"], s["view"], s["grid"], bar, filt, "\t".join(x for x in head if x), recs, foot)
        out = [s["base"], "", s["view"], s["grid"], bar, filt, "", "\t".join(head)]
        out += ["\t".join(row) for row in rows]
        out += ["", recs, "", foot, ""]
        page.content = "\n".join(out)

    def layout_gh_discussion_answered(self, page, card):
        """A GitHub Discussion in the Q&A category, copied as text or saved as HTML: the repository's
        tabs, "asked this question in Q&A", "Answered by", posts "on Mar 4, 2021" (``relative-time``
        in HTML), an "edited" mark, reactions, the answer listing the rulings in the community's
        language and date form, a commit reference, the sidebar (category, labels, participants)."""
        r = self.rng
        lang = r.choice(list(GHD))
        s = GHD[lang]
        page.fmt = r.choice(["text", "text", "html"])
        tl = lang if lang in STORED else None
        name = self._title(page, card, tl, 0.5)
        form = self._form(page, "GitHub Discussion answer", lang, [k for k in KINDS23[lang] if k != "wd"] + ["iso"])
        asker, helper = r.sample(HANDLES, 2)
        asked = self._before(card, self._when(card, 2021), 200, since=2021)
        answered = self._moment(card, asked, 2, 60)
        thanked = self._moment(card, answered, 1, 30)
        gh = lambda t: f"{M_ABBR['en'][t.month - 1]} {t.day}, {t.year}"  # noqa: E731
        a_s, b_s, c_s = (self._own(page, gh(t), t.date()) for t in (asked, answered, thanked))
        sha = _hex(r, 7)
        num = r.randint(12, 480)
        items = self._dated(page, card, form)
        style = r.choice(["colon", "dash", "after", "table"])
        edited = r.random() < 0.5
        react = f"👍 {r.randint(1, 9)}" + (f" 🎉 {r.randint(1, 3)}" if r.random() < 0.5 else "")
        title = s["title"].format(name=name)
        q = s["q"].format(name=name)
        a = s["a"].format(sha=sha)
        a_plain = a.replace("`", "")
        repo = s["repo"].replace("/", " / ") if page.fmt == "text" else s["repo"]
        tabs = ["Code", f"Issues {r.randint(1, 40)}", f"Pull requests {r.randint(0, 9)}", "Discussions", "Actions", "Wiki", "Insights"]
        side = ["Category", "❓ Q&A", "Labels", s["label"], f"{r.randint(2, 5)} participants"]
        self._chrome(page, repo, *tabs, f"Answered by {helper}", f"{asker} asked this question in Q&A", q, react, a_plain,
                     s["thanks"], f"Answer selected by {asker}", "Maintainer", "Author", *side, "Write a reply", "Mark as answer")
        self._chrome(page, "edited" if edited else "", f"Replies: 1 comment · 1 reply")
        if style == "colon":
            body = [f"{ds}: {t}" for ds, t in items]
        elif style == "dash":
            body = [f"{ds} — {t}" for ds, t in items]
        elif style == "after":
            body = [f"{t} ({ds})" for ds, t in items]
        else:
            body = []
        if page.fmt == "text":
            out = ["Skip to content", "Navigation Menu", repo, "", "Type / to search", "", *tabs, "",
                   f"{title} #{num}", f"Answered by {helper}", f"{asker} asked this question in Q&A", "", asker, f"on {a_s}", "",
                   q, "", react, "", f"Answered by {helper}", "View full answer", "", "Replies: 1 comment · 1 reply", "",
                   helper, f"on {b_s}"] + (["edited"] if edited else []) + ["Maintainer", "", a_plain, ""]
            if style == "table":
                w = {"pt": "Data\tTexto", "pl": "Data\tTreść", "es": "Fecha\tTexto", "de": "Datum\tText", "ja": "日付\t裁定",
                     "ko": "날짜\t판정", "tr": "Tarih\tAçıklama", "en": "Date\tRuling"}[lang]
                self._chrome(page, w)
                out += [w] + [f"{ds}\t{t}" for ds, t in items]
            else:
                out += body
            out += ["", "👍 2", "", "1 reply", "", asker, f"on {c_s}", "Author", "", s["thanks"], "", f"Answer selected by {asker}",
                    "Mark as answer", "", "Write a reply", "", *side, ""]
            page.content = "\n".join(out)
            return
        rt = lambda t, s_: f'<relative-time class="no-wrap" datetime="{t:%Y-%m-%dT%H:%M:%SZ}">on {_h(s_)}</relative-time>'  # noqa: E731
        if style == "table":
            hd = {"pt": ("Data", "Texto"), "pl": ("Data", "Treść"), "es": ("Fecha", "Texto"), "de": ("Datum", "Text"),
                  "ja": ("日付", "裁定"), "ko": ("날짜", "판정"), "tr": ("Tarih", "Açıklama"), "en": ("Date", "Ruling")}[lang]
            self._chrome(page, *hd)
            md = (f'<markdown-accessiblity-table><table><thead><tr><th>{_h(hd[0])}</th><th>{_h(hd[1])}</th></tr></thead><tbody>'
                  + "".join(f"<tr><td>{_h(ds)}</td><td>{_h(t)}</td></tr>" for ds, t in items)
                  + "</tbody></table></markdown-accessiblity-table>")
        else:
            md = "<ul>" + "".join(f"<li>{_h(x)}</li>" for x in body) + "</ul>"
        a_html = _h(a).replace(f"`data/", "<code>data/").replace(".json`", ".json</code>").replace(
            sha, f'<a href="https://github.com/{s["repo"]}/commit/{sha}{_hex(r, 33)}" class="commit-link"><tt>{sha}</tt></a>')
        post = lambda who, when, s_, inner, badge: (  # noqa: E731
            f'<div class="timeline-comment-group"><div class="timeline-comment-header"><h3 class="f5 text-normal">'
            f'<a class="author Link--primary text-bold" href="/{who}">{who}</a> {rt(when, s_)}'
            + ('<details class="details-overlay d-inline-block"><summary class="btn-link Link--secondary">edited</summary></details>'
               if edited and who == helper else "") + f'<span class="Label">{badge}</span></h3></div>'
            f'<div class="comment-body markdown-body js-comment-body">{inner}</div>'
            f'<div class="comment-reactions"><button class="social-reaction-summary-item">{_h(react)}</button></div></div>')
        page.content = (
            f'<!DOCTYPE html><html lang="en" data-color-mode="auto"><head><meta charset="utf-8"><title>{_h(title)} · '
            f'{_h(s["repo"])} · Discussion #{num} · GitHub</title></head><body class="logged-in env-production page-responsive">'
            f'<div class="position-relative js-header-wrapper"><a href="#start-of-content" class="p-3 color-bg-accent-emphasis '
            f'show-on-focus js-skip-to-content">Skip to content</a><header class="AppHeader"><span>Navigation Menu</span>'
            f'<span class="AppHeader-context-item-label">{_h(s["repo"])}</span><span>Type / to search</span></header></div>'
            f'<nav class="UnderlineNav">' + "".join(f'<a class="UnderlineNav-item">{_h(x)}</a>' for x in tabs) + "</nav>"
            f'<main><div class="gh-header"><h1 class="gh-header-title"><span class="js-issue-title markdown-title">{_h(title)}</span> '
            f'<span class="f1-light color-fg-muted">#{num}</span></h1><span class="State State--merged">Answered by {helper}</span>'
            f'<span>{asker} asked this question in <a href="/{s["repo"]}/discussions/categories/q-a">Q&amp;A</a></span></div>'
            f'<div class="discussion-timeline">'
            + post(asker, asked, a_s, f"<p>{_h(q)}</p>", "")
            + f'<h2 class="h4">Replies: 1 comment · 1 reply</h2>'
            + post(helper, answered, b_s, f"<p>{a_html}</p>{md}", "Maintainer")
            + post(asker, thanked, c_s, f"<p>{_h(s['thanks'])}</p>", "Author")
            + f'<div class="discussion-timeline-item">Answer selected by {asker}</div><button>Mark as answer</button>'
            f'<textarea placeholder="Write a reply"></textarea><p>Write a reply</p></div>'
            f'<div class="discussion-sidebar"><div class="discussion-sidebar-item"><h3>Category</h3><p>❓ Q&amp;A</p></div>'
            f'<div class="discussion-sidebar-item"><h3>Labels</h3><span class="IssueLabel">{_h(s["label"])}</span></div>'
            f'<div class="discussion-sidebar-item"><h3>{_h(side[4])}</h3></div></div></main></body></html>')

    def layout_shreddit_comment_copy(self, page, card):
        """A new-Reddit (shreddit) thread copied as text or saved as HTML: the subreddit bar, the
        post with its flair, "• 3y ago", vote counts, "Share", the sort bar, the top comment (a top
        commenter badge, "Edited") listing the rulings in the sub's language, the OP's thanks, the
        sidebar with the subreddit's creation date, member counts and Reddit's legal line."""
        r = self.rng
        lang = r.choice(list(SHRED))
        s = SHRED[lang]
        page.fmt = r.choice(["text", "html"])
        tl = lang if lang in STORED else None
        name = self._title(page, card, tl, 0.4)
        form = self._form(page, "Reddit comment", lang, [k for k in KINDS23[lang] if k != "wd"])
        posted = self._before(card, self._when(card, 2012), 300, since=2012)
        commented = self._moment(card, posted, 1, 20)
        thanked = self._moment(card, commented, 1, 20)
        saved = self._moment(card, thanked, 24 * 200, 24 * 1500)
        yrs = lambda t: max(1, (saved - t).days // 365)  # noqa: E731
        ago = s["ago"].format(n=yrs(posted))
        made = self._free(card, dt.date(r.randint(2008, 2016), r.randint(1, 12), r.randint(1, 28)))
        created = s["created"].format(d=self._own(page, render23(made, s["created_form"]), made))
        asker, helper = r.sample(HANDLES, 2)
        title = s["title"].format(name=name)
        body = s["body"].format(name=name)
        items = self._dated(page, card, form)
        style = r.choice(["colon", "bullets", "after"])
        up, c_up, n_com = r.randint(5, 300), r.randint(10, 400), r.randint(4, 60)
        mem, onl = f"{r.randint(2, 90)}K", str(r.randint(5, 400))
        self._chrome(page, s["sub"], s["flair"], body, s["intro"], s["thanks"], s["share"], s["reply"], s["award"], s["about"],
                     created, s["members"], s["online"], s["sort"], s["best"], s["search"], s["top"], s["legal"], s["back"])
        lines = {"colon": [f"{ds}: {t}" for ds, t in items], "bullets": [f"• {ds} — {t}" for ds, t in items],
                 "after": [f"{t} ({ds})" for ds, t in items]}[style]
        if page.fmt == "text":
            out = ["Skip to main content", s["sub"], "Log In", "", s["back"], s["sub"], "•", ago, f"u/{asker}", s["flair"], title, "",
                   body, "", "Upvote", str(up), "Downvote", str(n_com), s["share"], "", s["sort"], s["best"], s["search"], "",
                   helper, "•", ago, f"• {s['edited']} {ago}", s["top"], "", s["intro"], ""]
            out += lines
            out += ["", "Upvote", str(c_up), "Downvote", s["reply"], s["award"], s["share"], "", asker, s["op"], "•", ago, "",
                    s["thanks"], "", "Upvote", "3", "Downvote", s["reply"], s["award"], s["share"], "", s["sub"], s["about"], "",
                    created, mem, s["members"], onl, s["online"], "", s["legal"], ""]
            page.content = "\n".join(out)
            return
        ts = lambda t: f"{t:%Y-%m-%dT%H:%M:%S}.{r.randint(0, 999):03d}000+0000"  # noqa: E731
        p_ts, c_ts, t_ts = ts(posted), ts(commented), ts(thanked)
        for t, x in ((posted, p_ts), (commented, c_ts), (thanked, t_ts)):
            self._own(page, x[:10], t.date())
        ft = lambda x: (f'<faceplate-timeago ts="{x}" format="short"><time datetime="{x}">{_h(ago)}</time></faceplate-timeago>')  # noqa: E731
        md = "".join(f"<p>{_h(x)}</p>" for x in lines) if style != "bullets" else \
            "<ul>" + "".join(f"<li><p>{_h(ds)} — {_h(t)}</p></li>" for ds, t in items) + "</ul>"
        cid = "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(7))
        actions = (f'<shreddit-comment-action-row score="{c_up}"><button>Upvote</button><faceplate-number number="{c_up}">{c_up}'
                   f'</faceplate-number><button>Downvote</button><button>{_h(s["reply"])}</button><button>{_h(s["award"])}</button>'
                   f'<button>{_h(s["share"])}</button></shreddit-comment-action-row>')
        page.content = (
            f'<!DOCTYPE html><html lang="{lang}" class="theme-beta"><head><title>{_h(title)} : {_h(s["sub"][2:])}</title></head>'
            f'<body><a href="#main-content" class="sr-only">Skip to main content</a><reddit-header-large><a href="/{s["sub"]}/">'
            f'{_h(s["sub"])}</a><faceplate-tracker><a>Log In</a></faceplate-tracker></reddit-header-large><main id="main-content">'
            f'<pdp-back-button><button aria-label="{_a(s["back"])}">{_h(s["back"])}</button></pdp-back-button>'
            f'<shreddit-post author="{asker}" created-timestamp="{p_ts}" post-title="{_a(title)}" score="{up}" comment-count="{n_com}" '
            f'subreddit-prefixed-name="{s["sub"]}" post-type="text"><a slot="credit-bar">{_h(s["sub"])}</a> <span>•</span> {ft(p_ts)}'
            f'<a slot="authorName">u/{asker}</a><shreddit-post-flair><span class="flair-content">{_h(s["flair"])}</span></shreddit-post-flair>'
            f'<h1 slot="title">{_h(title)}</h1><div slot="text-body"><div class="md"><p>{_h(body)}</p></div></div>'
            f'<button>Upvote</button><faceplate-number number="{up}">{up}</faceplate-number><button>Downvote</button>'
            f'<span>{n_com}</span><shreddit-post-share-button><span>{_h(s["share"])}</span></shreddit-post-share-button></shreddit-post>'
            f'<shreddit-sort-dropdown><span>{_h(s["sort"])}</span> <span>{_h(s["best"])}</span></shreddit-sort-dropdown>'
            f'<faceplate-search-input placeholder="{_a(s["search"])}"><span>{_h(s["search"])}</span></faceplate-search-input>'
            f'<shreddit-comment-tree><shreddit-comment author="{helper}" thingid="t1_{cid}" depth="0" score="{c_up}" created="{c_ts}">'
            f'<a slot="commentAvatar">{helper}</a> <span>•</span> {ft(c_ts)} <span>• {_h(s["edited"])} {_h(ago)}</span>'
            f'<span class="flair">{_h(s["top"])}</span><div slot="comment" id="t1_{cid}-comment-rtjson-content" class="md">'
            f'<p>{_h(s["intro"])}</p>{md}</div>{actions}'
            f'<shreddit-comment author="{asker}" depth="1" score="3" created="{t_ts}"><a slot="commentAvatar">{asker}</a> '
            f'<span class="op">{s["op"]}</span> <span>•</span> {ft(t_ts)}<div slot="comment" class="md"><p>{_h(s["thanks"])}</p></div>'
            f'{actions.replace(str(c_up), "3")}</shreddit-comment></shreddit-comment></shreddit-comment-tree></main>'
            f'<aside id="right-sidebar-container"><shreddit-subreddit-header prefixed-name="{s["sub"]}"><h2>{_h(s["sub"])}</h2>'
            f'<p>{_h(s["about"])}</p><div>{_h(created)}</div><div><faceplate-number>{mem}</faceplate-number> {_h(s["members"])}</div>'
            f'<div><faceplate-number>{onl}</faceplate-number> {_h(s["online"])}</div></shreddit-subreddit-header>'
            f'<div class="legal-links">{_h(s["legal"])}</div></aside></body></html>')

    def layout_discord_embed_fields(self, page, card):
        """A Discord channel exported by DiscordChatExporter as HTML: the preamble (server, category
        and channel, topic), message groups with author, "APP" label and the export locale's time
        stamp (the long form in its title), a rules bot's embed answering a command (the card's name
        as the title, the rulings as fields named by their date, as numbered fields with the date in
        the value, or as description lines), reactions, a thanks, the postamble."""
        r = self.rng
        lang = r.choice(list(DCE))
        s = DCE[lang]
        page.fmt = "html"
        tl = lang if lang in STORED else None
        name = self._title(page, card, tl, 0.5)
        form = self._form(page, "Discord bot embed", lang, [k for k in KINDS23[lang] if k != "wd"])
        t0 = self._before(card, self._when(card, 2017), 500, since=2017)
        t1 = t0 + dt.timedelta(seconds=r.randint(1, 3))
        t2 = self._moment(card, t1, 0, 2)
        asker, thanker = r.sample(HANDLES, 2)
        items = self._dated(page, card, form)
        style = r.choice(["named", "numbered", "description"])
        ids = iter(range(r.randint(10 ** 17, 9 * 10 ** 17), 10 ** 19, r.randint(10 ** 12, 10 ** 13)))
        stamps = []
        for t in (t0, t1, t2):
            x = self._own(page, _dce_stamp(t, lang), t.date())
            stamps.append(x)
        long_t = lambda t: f"{render23(t.date(), 'en:wd')} {_hm(t, 'en')}"  # noqa: E731
        cmd = f"!rulings {name}"
        color = r.choice(["rgb(46, 204, 113)", "rgb(52, 152, 219)", "rgb(155, 89, 182)", "rgb(230, 126, 34)"])

        def msg(author: str, t: dt.datetime, stamp: str, content: str, bot: bool = False, first: bool = True) -> str:
            mid = next(ids)
            head = (f'<div class="chatlog__header"><span class="chatlog__author" style="color:{color}" title="{author}" '
                    f'data-user-id="{next(ids)}">{_h(author)}</span>' + ('<span class="chatlog__bot-label">APP</span>' if bot else "")
                    + f'<span class="chatlog__timestamp" title="{_a(long_t(t))}"><a href="#chatlog__message-container-{mid}">'
                    f'{_h(stamp)}</a></span></div>') if first else ""
            return (f'<div id="chatlog__message-container-{mid}" class="chatlog__message-container" data-message-id="{mid}">'
                    f'<div class="chatlog__message"><div class="chatlog__message-aside">'
                    + (f'<img class="chatlog__avatar" src="https://cdn.discordapp.com/embed/avatars/{r.randint(0, 5)}.png" alt="Avatar" '
                       f'loading="lazy">' if first else f'<div class="chatlog__short-timestamp" title="{_a(long_t(t))}">{t:%H:%M}</div>')
                    + f'</div><div class="chatlog__message-primary">{head}{content}</div></div></div>')
        md = lambda x: f'<div class="chatlog__markdown chatlog__markdown-preserve">{x}</div>'  # noqa: E731
        if style == "named":
            fields = "".join(f'<div class="chatlog__embed-field"><div class="chatlog__embed-field-name">{md(_h(ds))}</div>'
                             f'<div class="chatlog__embed-field-value">{md(_h(t))}</div></div>' for ds, t in items)
            desc = _h(s["desc"].format(n=len(items)))
            self._chrome(page, s["desc"].format(n=len(items)))
        elif style == "numbered":
            fields = "".join(f'<div class="chatlog__embed-field"><div class="chatlog__embed-field-name">'
                             f'{md(_h(s["field"].format(k=k)))}</div><div class="chatlog__embed-field-value">'
                             f'{md(_h(t) + "<br><em>" + _h(ds) + "</em>")}</div></div>' for k, (ds, t) in enumerate(items, 1))
            desc = _h(s["desc"].format(n=len(items)))
            self._chrome(page, s["desc"].format(n=len(items)))
        else:
            fields = ""
            desc = "<br>".join(f"<strong>{_h(ds)}</strong> {_h(t)}" for ds, t in items)
        foot = f'{s["page"].format(k=1, n=1)} • {stamps[1]}'
        embed = (f'<div class="chatlog__embed"><div class="chatlog__embed-color-pill" style="background-color:rgba(88,101,242,1)"></div>'
                 f'<div class="chatlog__embed-content-container"><div class="chatlog__embed-content"><div class="chatlog__embed-text">'
                 f'<div class="chatlog__embed-author-container"><span class="chatlog__embed-author">{_h(s["bot"])}</span></div>'
                 f'<div class="chatlog__embed-title"><a class="chatlog__embed-title-link" href="https://gatherer.wizards.com/'
                 f'{card.set_code}/en-us/{card.number}/{_slug(card.name)}">{md(_h(name))}</a></div>'
                 f'<div class="chatlog__embed-description">{md(desc)}</div><div class="chatlog__embed-fields">{fields}</div></div></div>'
                 f'<div class="chatlog__embed-footer"><span class="chatlog__embed-footer-text">{_h(foot)}</span></div></div></div>')
        reacts = (f'<div class="chatlog__reactions"><div class="chatlog__reaction" title="thumbsup"><img class="chatlog__emoji '
                  f'chatlog__emoji--small" alt="👍" src="https://cdn.jsdelivr.net/gh/twitter/twemoji@latest/assets/svg/1f44d.svg" '
                  f'loading="lazy"><span class="chatlog__reaction-count">{r.randint(1, 6)}</span></div></div>')
        n_msgs = r.randint(40, 900)
        self._chrome(page, s["guild"], f'{s["cat"]} / {s["chan"]}', s["topic"], s["bot"], "APP", foot, s["thanks"],
                     s["exported"].format(n=n_msgs), s["tz"])
        group = lambda inner: f'<div class="chatlog__message-group">{inner}</div>'  # noqa: E731
        page.content = (
            f'<!DOCTYPE html><html lang="en"><head><title>{_h(s["guild"])} - {_h(s["chan"])}</title><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width"><style>.chatlog__message-group{{display:grid;margin:0 .6em;'
            f'padding:.9em 0;border-top:1px solid rgba(79,84,92,.48)}}.chatlog__author{{font-weight:500}}.chatlog__timestamp{{'
            f'margin-left:.3em;color:#a3a6aa;font-size:.75em}}</style></head><body><div class="preamble"><div class="preamble__guild-icon-'
            f'container"><img class="preamble__guild-icon" src="https://cdn.discordapp.com/icons/{next(ids)}/{_hex(r, 32)}.png" '
            f'alt="Guild icon" loading="lazy"></div><div class="preamble__entries-container"><div class="preamble__entry">'
            f'{_h(s["guild"])}</div><div class="preamble__entry">{_h(s["cat"])} / {_h(s["chan"])}</div><div class="preamble__entry '
            f'preamble__entry--small">{_h(s["topic"])}</div></div></div><div class="chatlog">'
            + group(msg(asker, t0, stamps[0], f'<div class="chatlog__content chatlog__markdown"><span class="chatlog__markdown-preserve">'
                                             f'{_h(cmd)}</span></div>'))
            + group(msg(s["bot"], t1, stamps[1], embed + reacts, bot=True))
            + group(msg(thanker if r.random() < 0.4 else asker, t2, stamps[2], f'<div class="chatlog__content chatlog__markdown">'
                                                                          f'<span class="chatlog__markdown-preserve">{_h(s["thanks"])}'
                                                                          f'</span></div>'))
            + f'</div><div class="postamble"><div class="postamble__entry">{_h(s["exported"].format(n=n_msgs))}</div>'
            f'<div class="postamble__entry">{_h(s["tz"])}</div></div></body></html>')

    def layout_slack_day_dividers(self, page, card):
        """A Slack channel in the web client, copied as text or saved as HTML: the workspace's sidebar,
        the channel header with its member count and bookmarks bar, day dividers ("Thursday, March
        4th, 2021", in the UI language), messages "Name  2:22 PM", a question, the pasted rulings as
        "• DATE – text" bullets (or a quote, or "text (DATE)"), "(edited)", reactions, a thread's
        "3 replies  Last reply 2 years ago", a pin note and the composer."""
        r = self.rng
        lang = r.choice(list(SLACK))
        s = SLACK[lang]
        page.fmt = r.choice(["text", "html"])
        tl = lang if lang in STORED else None
        name = self._title(page, card, tl, 0.4)
        form = self._form(page, "Slack message", _cl(lang), [k for k in KINDS23[_cl(lang)] if k != "wd"])
        t0 = self._before(card, self._when(card, 2015), 500, since=2015)
        t1 = t0 + dt.timedelta(minutes=r.randint(1, 50))
        if t1.date() != t0.date():
            t1 = t0 + dt.timedelta(seconds=30)
        t2 = self._moment(card, t1, 20, 70)
        saved = t2 + dt.timedelta(days=r.randint(400, 1400))
        ago = _ago((saved - t2).days, lang)
        a, b, c = r.sample([p for p in PEOPLE], 3)
        items = self._dated(page, card, form)
        style = r.choice(["bullets", "quote", "after"])
        div1 = self._own(page, _slack_divider(t0.date(), lang, True), t0.date())
        div2 = self._own(page, _slack_divider(t2.date(), lang, True), t2.date()) if t2.date() != t1.date() else None
        q = s["q"].format(name=name)
        n_rep = r.randint(2, 6)
        rep = f"{s['replies'].format(n=n_rep)}  {s['last'].format(ago=ago)}"
        members = s["members"].format(n=r.randint(8, 300))
        pinned = s["pinned"].format(who=c)
        self._chrome(page, s["ws"], s["home"], s["threads"], s["huddles"], s["channels"], *(f"# {x}" for x in s["other"]),
                     f"# {s['chan']}", members, s["bookmark"], s["paste"], s["edited"], rep, pinned, s["thanks"], s["compose"], a, b, c)
        if style == "bullets":
            lines = [f"• {ds} – {t}" for ds, t in items]
        elif style == "quote":
            lines = [x for ds, t in items for x in (ds, t)]
        else:
            lines = [f"• {t} ({ds})" for ds, t in items]
        tm = lambda t: _hm(t, lang)  # noqa: E731
        if page.fmt == "text":
            out = [s["ws"], s["home"], "", s["threads"], s["huddles"], s["channels"]] + [f"# {x}" for x in [s["chan"]] + s["other"]]
            out += ["", f"# {s['chan']}", members, s["bookmark"], "", div1, "", a, f"  {tm(t0)}", q, "", b, f"  {tm(t1)}", s["paste"]]
            out += (["> " + x for x in lines] if style == "quote" else lines) + [s["edited"], "👍 " + str(r.randint(1, 9)) + "  ✅ 1", rep, pinned]
            if div2:
                out += ["", div2]
            out += ["", c, f"  {tm(t2)}", s["thanks"], "", s["compose"], ""]
            page.content = "\n".join(out)
            return
        body = ("<blockquote>" + "<br>".join(_h(x) for x in lines) + "</blockquote>" if style == "quote"
                else '<ul class="p-rich_text_list p-rich_text_list__bullet">' + "".join(f"<li>{_h(x[2:])}</li>" for x in lines) + "</ul>")
        ts = lambda t: f"{int(t.replace(tzinfo=dt.timezone.utc).timestamp())}.{r.randint(0, 999999):06d}"  # noqa: E731

        def message(who: str, t: dt.datetime, inner: str, extra: str = "") -> str:
            return (f'<div class="c-virtual_list__item" role="listitem" data-item-key="{ts(t)}"><div class="c-message_kit__background">'
                    f'<div class="c-message_kit__gutter"><img class="c-base_icon" src="https://ca.slack-edge.com/T0{_hex(r, 8).upper()}-'
                    f'U0{_hex(r, 8).upper()}-{_hex(r, 12)}-48" alt=""><div class="c-message_kit__gutter__right">'
                    f'<span class="c-message__sender"><button class="c-message__sender_button">{_h(who)}</button></span>'
                    f'<a class="c-timestamp" href="/archives/C0{_hex(r, 8).upper()}/p{ts(t).replace(".", "")}">'
                    f'<span class="c-timestamp__label">{_h(tm(t))}</span></a><div class="c-message_kit__blocks"><div class="p-rich_text_section">'
                    f"{inner}</div></div>{extra}</div></div></div></div>")

        def divider(x: str) -> str:
            return (f'<div class="c-virtual_list__item" role="presentation"><div class="c-message_list__day_divider">'
                    f'<button class="c-message_list__day_divider__label__pill">{_h(x)}</button></div></div>')
        extra = (f'<span class="c-message__edited_label">{_h(s["edited"])}</span><div class="c-reaction_bar"><button class="c-reaction">'
                 f'<img alt=":+1:" class="c-emoji"><span class="c-reaction__count">{r.randint(1, 9)}</span></button></div>'
                 f'<div class="c-message__reply_bar"><span class="c-message__reply_count">{_h(s["replies"].format(n=n_rep))}</span> '
                 f'<span class="c-message__reply_bar_description">{_h(s["last"].format(ago=ago))}</span></div>'
                 f'<div class="c-message_kit__labels">{_h(pinned)}</div>')
        page.chrome.remove(rep)
        self._chrome(page, s["replies"].format(n=n_rep), s["last"].format(ago=ago))
        side = "".join(f'<div class="p-channel_sidebar__channel"><span class="p-channel_sidebar__name"># {_h(x)}</span></div>'
                       for x in [s["chan"]] + s["other"])
        page.content = (
            f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{_h(s["chan"])} ({_h(s["ws"])}) - Slack</title></head>'
            f'<body class="p-client_container"><div class="p-ia4_client"><nav class="p-tab_rail">{_h(s["home"])}</nav>'
            f'<div class="p-channel_sidebar"><div class="p-ia4_home_header_menu__team_name">{_h(s["ws"])}</div>'
            f'<div>{_h(s["threads"])}</div><div>{_h(s["huddles"])}</div><div class="p-channel_sidebar__section_heading">{_h(s["channels"])}</div>'
            f'{side}</div><div class="p-view_contents"><div class="p-view_header"><span class="p-view_header__channel_title"># {_h(s["chan"])}'
            f'</span><span class="p-view_header__member_count">{_h(members)}</span><div class="p-bookmarks_bar">{_h(s["bookmark"])}</div></div>'
            f'<div class="c-message_list" role="list">' + divider(div1) + message(a, t0, _h(q))
            + message(b, t1, f"{_h(s['paste'])}<br>{body}", extra) + (divider(div2) if div2 else "") + message(c, t2, _h(s["thanks"]))
            + f'</div><div class="p-message_input"><div class="ql-editor" data-placeholder="{_a(s["compose"])}"></div>'
            f'<span class="p-message_input__placeholder">{_h(s["compose"])}</span></div></div></div></body></html>')

    def layout_trello_checklist_activity(self, page, card):
        """A Trello card's back (copied as text or saved as HTML) in a Spanish, Italian, Portuguese,
        Dutch, Polish, Turkish, German or Russian client: the list it sits in, labels, the due date,
        the description, a checklist whose items are the rulings ("DATE – text" or "text (DATE)", the
        progress bar's percentage), the activity feed (checklist added, card moved, a comment) with
        Trello's time stamps."""
        r = self.rng
        lang = r.choice(list(TRELLO))
        s = TRELLO[lang]
        page.fmt = r.choice(["text", "html"])
        tl = lang if lang in STORED else None
        name = self._title(page, card, tl, 0.4)
        form = self._form(page, "Trello checklist item", lang, [k for k in KINDS23[lang] if k != "wd"])
        t_add = self._before(card, self._when(card, 2013), 300, since=2013)
        t_com = self._moment(card, t_add, 24, 24 * 9)
        t_move = self._moment(card, t_com, 0, 5)
        due = self._moment(card, t_add, 24 * 2, 24 * 8)
        a, b = r.sample(PEOPLE, 2)
        items = self._dated(page, card, form)
        after = r.random() < 0.4
        texts = [f"{t} ({ds})" if after else f"{ds} – {t}" for ds, t in items]
        done = r.randint(0, len(items))
        pct = f"{round(100 * done / len(items))}%"
        st = {k: self._own(page, _trello_stamp(t, lang), t.date()) for k, t in (("add", t_add), ("com", t_com), ("move", t_move))}
        due_s = self._own(page, _trello_stamp(due, lang), due.date())
        lst = s["list"].format(l=s["lists"][1])
        added = s["added"].format(who=a, c=s["checklist"])
        moved = s["moved"].format(who=b, a=s["lists"][0], b=s["lists"][1])
        self._chrome(page, lst, s["watch"], s["labels"], s["label"], s["due"], s["desc"], s["edit"], s["desc_text"], s["checklist"],
                     s["hide"], s["delete"], s["add"], s["activity"], s["details"], s["write"], added, moved, s["comment"], s["actions"],
                     s["board"], pct)
        if page.fmt == "text":
            out = [s["board"], "", name, lst, "", s["watch"], "", s["labels"], s["label"], "", s["due"], due_s, "", s["desc"], s["edit"], s["desc_text"],
                   "", s["checklist"], s["hide"], s["delete"], pct] + texts + [s["add"], "", s["activity"], s["details"], "", s["write"],
                   "", b, moved, st["move"], "", b, st["com"], s["comment"], "", a, added, st["add"], "", s["actions"], ""]
            page.content = "\n".join(out)
            return
        lis = "".join(f'<li data-testid="check-item-container" class="_7tFC_3ARU2A"><input type="checkbox" data-testid="check-item-checkbox"'
                      + (' checked=""' if k < done else "") + f'><div class="_2Kc2_lyJ6W0"><span data-testid="check-item-name">{_h(x)}</span>'
                      f'</div></li>' for k, x in enumerate(texts))
        act = lambda who, txt, stamp: (  # noqa: E731
            f'<li data-testid="card-back-action"><span class="member-avatar">{_h(who[:1])}</span><div class="phenom-desc">'
            f'<span class="inline-member">{_h(who)}</span>{_h(txt[len(who):])}</div>'
            f'<a class="date" data-testid="card-back-action-date" href="/c/{_hex(r, 8)}">{_h(stamp)}</a></li>')
        page.content = (
            f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{_h(name)} | Trello</title></head><body>'
            f'<div id="trello-root"><header data-testid="board-header"><h1 data-testid="board-name-display">{_h(s["board"])}</h1></header>'
            f'<div class="window-overlay" role="dialog"><div class="card-detail-window"><div class="window-header">'
            f'<h2 id="js-dialog-title" data-testid="card-back-title-input">{_h(name)}</h2><p class="js-current-list">{_h(lst)}</p>'
            f'<button>{_h(s["watch"])}</button></div><div class="card-detail-data"><h3>{_h(s["labels"])}</h3><span data-testid="card-label" '
            f'class="card-label-green">{_h(s["label"])}</span><h3>{_h(s["due"])}</h3><span data-testid="due-date-badge">{_h(due_s)}</span>'
            f'</div><section data-testid="card-back-description"><h3>{_h(s["desc"])}</h3><button>{_h(s["edit"])}</button>'
            f'<div class="description-content js-desc-content"><p>{_h(s["desc_text"])}</p></div></section>'
            f'<section data-testid="checklist-section"><h3 data-testid="checklist-title">{_h(s["checklist"])}</h3><button>{_h(s["hide"])}'
            f'</button><button>{_h(s["delete"])}</button><div data-testid="checklist-progress"><span class="checklist-progress-percentage">'
            f'{pct}</span><div class="checklist-progress-bar"></div></div><ul data-testid="checklist-items">{lis}</ul>'
            f'<button data-testid="check-item-add-button">{_h(s["add"])}</button></section><section data-testid="card-back-activity">'
            f'<h3>{_h(s["activity"])}</h3><button>{_h(s["details"])}</button><textarea placeholder="{_a(s["write"])}"></textarea>'
            f'<p>{_h(s["write"])}</p><ul>' + act(b, moved, st["move"])
            + f'<li data-testid="card-back-comment"><span class="inline-member">{_h(b)}</span><a class="date">{_h(st["com"])}</a>'
            f'<div class="comment-container"><p>{_h(s["comment"])}</p></div></li>' + act(a, added, st["add"])
            + f'</ul></section><div class="window-sidebar">{_h(s["actions"])}</div></div></div></div></body></html>')

    def layout_linear_issue_activity(self, page, card):
        """A Linear issue copied as text: the workspace's sidebar, the team and the issue key, the
        title, the description listing the rulings in the team's language ("DATE: text" bullets or
        "text — DATE"), sub-issues, the activity feed ("created the issue · Mar 4, 2021", status
        changes, a linked pull request, a comment) and the properties panel (status, priority,
        assignee, labels, project, cycle with its date range, due date)."""
        r = self.rng
        lang = r.choice(list(LINEAR))
        s = LINEAR[lang]
        page.fmt = "text"
        tl = lang if lang in STORED else None
        name = self._title(page, card, tl, 0.4)
        form = self._form(page, "Linear issue description", lang, [k for k in KINDS23[lang] if k != "wd"])
        t0 = self._before(card, self._when(card, 2020), 300, since=2020)
        t1 = self._moment(card, t0, 2, 60)
        t2 = self._moment(card, t1, 1, 30)
        t3 = self._moment(card, t2, 0, 10)
        due = self._moment(card, t0, 24 * 3, 24 * 14)
        lin = lambda t: f"{M_ABBR['en'][t.month - 1]} {t.day}, {t.year}"  # noqa: E731
        a, b = r.sample(PEOPLE, 2)
        key = f"{s['key']}-{r.randint(40, 900)}"
        items = self._dated(page, card, form)
        after = r.random() < 0.35
        body = [f"{t} — {ds}" if after else f"{ds}: {t}" for ds, t in items]
        st = [self._own(page, lin(t), t.date()) for t in (t0, t1, t2, t3)]
        due_s = self._own(page, lin(due), due.date())
        cyc0 = t0.date() - dt.timedelta(days=t0.weekday())
        cyc = f"Cycle {r.randint(8, 40)} ({M_ABBR['en'][cyc0.month - 1]} {cyc0.day} – " \
              f"{M_ABBR['en'][(cyc0 + dt.timedelta(days=13)).month - 1]} {(cyc0 + dt.timedelta(days=13)).day})"
        branch = f"{_user(b)}/{key.lower()}-{_slug(card.name)[:24]}"
        pr = f"#{r.randint(100, 2000)} {s['title'].format(name=name)[:40]}"
        acts = [f"{a} created the issue · {st[0]}", f"{b} self-assigned the issue · {st[1]}",
                f"{b} moved from Todo to In Progress · {st[1]}", f"{b} linked pull request {pr} · {st[2]}",
                f"{b} moved from In Review to Done · {st[3]}"]
        self._chrome(page, s["team"], "Inbox", "My issues", "Views", "Teams", "Issues", "Active", "Backlog", key, s["desc"],
                     "+ Add sub-issues", "Activity", *acts, s["comment"], "Leave a comment...", "Properties", "Status", "Done", "Priority",
                     "High", "Assignee", "Labels", *s["labels"], "Project", s["project"], "Cycle", cyc, "Due date", due_s, "Copy git branch name",
                     branch)
        out = [s["team"], "Inbox", "My issues", "Views", "", "Teams", s["team"], "Issues", "Active", "Backlog", "", f"{s['team']}  ›  {key}", "",
               s["title"].format(name=name), "", s["desc"], ""]
        out += [f"• {x}" for x in body]
        out += ["", "+ Add sub-issues", "", "Activity", ""] + acts[:4]
        out += ["", b, f"· {st[2]}", s["comment"], "", acts[4], "", "Leave a comment...", "", "Properties", "Status", "Done", "Priority", "High",
                "Assignee", b, "Labels", *s["labels"], "Project", s["project"], "Cycle", cyc, "Due date", due_s, "", "Copy git branch name",
                branch, ""]
        page.content = "\n".join(out)

    def layout_apple_notes_icloud(self, page, card):
        """An Apple Note, copied from iCloud.com as text (the folder list, the note list with other
        notes' titles and short dates, the open note's "4. März 2021 um 14:22" header) or saved as
        HTML (the note's body as Notes writes it: ``<div>`` lines, a bold date line over each ruling
        or the date in a bullet, a dash list, the printed name and text in the device's language now
        and then)."""
        r = self.rng
        lang = r.choice(list(NOTES))
        s = NOTES[lang]
        page.fmt = r.choice(["text", "html"])
        tl = lang if lang in STORED else None
        name = self._title(page, card, tl, 0.4)
        form = self._form(page, "Apple Notes line", lang, [k for k in KINDS23[lang] if k != "wd"])
        when = self._when(card, 2015)
        edited = self._own(page, s["at"].format(d=render23(when.date(), s["dform"]), t=f"{when:%H:%M}"), when.date())
        tr = self._translation(page, card, tl, 0.5) if tl else None
        items = self._dated(page, card, form)
        style = r.choice(["bold", "bullet"])
        others = []
        t = when
        for o in s["others"]:
            t = self._moment(card, t - dt.timedelta(days=r.randint(2, 90)), 0, 2)
            others.append((o, self._own(page, _notes_short(t.date(), lang), t.date())))
        self._chrome(page, *s["folders"], s["count"].format(n=len(others) + 1), s["intro"], *s["todo"], s["search"], s["shared"],
                     *(o for o, _ in others))
        if page.fmt == "text":
            out = [*s["folders"], s["shared"], "", s["search"], s["count"].format(n=len(others) + 1), "", name, _notes_short(when.date(), lang)]
            self._own(page, _notes_short(when.date(), lang), when.date())
            for o, d in others:
                out += [o, d]
            out += ["", edited, "", name, "", s["intro"], ""]
            for ds, t in items:
                out += [ds, t, ""] if style == "bold" else [f"• {t} ({ds})"]
            if tr:
                out += ["", s["printed"].format(l=LANG_NAMES[tl]), tr[0], tr[1]]
            out += ["", *s["todo"], ""]
            page.content = "\n".join(out)
            return
        self._chrome(page, edited)
        body = [f'<div><h1>{_h(name)}</h1></div>', "<div><br></div>", f"<div>{_h(s['intro'])}</div>", "<div><br></div>"]
        if style == "bold":
            for ds, t in items:
                body += [f"<div><b>{_h(ds)}</b></div>", f"<div>{_h(t)}</div>", "<div><br></div>"]
        else:
            body.append("<ul>" + "".join(f"<li>{_h(t)} ({_h(ds)})</li>" for ds, t in items) + "</ul>")
        if tr:
            body += ["<div><br></div>", f"<div><i>{_h(s['printed'].format(l=LANG_NAMES[tl]))}</i></div>", f"<div><b>{_h(tr[0])}</b></div>"]
            body += [f"<div>{_h(x) or '<br>'}</div>" for x in tr[1].split("\n")]
        body += ["<div><br></div>", '<ul class="Apple-dash-list">' + "".join(f"<li>{_h(x)}</li>" for x in s["todo"]) + "</ul>"]
        page.content = (f'<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>{_h(name)}</title>'
                        f'<meta name="created" content="{(when - dt.timedelta(days=r.randint(0, 3))):%Y-%m-%dT%H:%M:%S}Z">'
                        f'</head><body><p class="note-meta">{_h(edited)}</p><nav class="folders">'
                        + " · ".join(_h(x) for x in s["folders"]) + " · " + _h(s["search"]) + " · " + _h(s["shared"])
                        + f'</nav><aside class="note-list"><p>{_h(s["count"].format(n=len(others) + 1))}</p>'
                        + "".join(f"<p>{_h(o)} <span>{_h(d)}</span></p>" for o, d in others)
                        + "</aside>" + "".join(body) + "</body></html>")

    def layout_outliner_date_refs(self, page, card):
        """A Roam Research or Logseq page copied as text: the page title, property blocks ("type::",
        "set:: [[...]]", "tags::"), a "Rulings" block whose children start or end with a reference
        to the ruling's journal page (``[[January 19th, 2018]]`` in Roam, the graph's journal title
        format in Logseq: ``[[Jan 19th, 2018]]``, ``[[19.01.2018]]``, ``[[Freitag, 19.01.2018]]``...),
        then "Linked References" grouped under the journal pages (the writer's own days) that mention
        the page, and "Unlinked References"."""
        r = self.rng
        lang = r.choice(list(OUTLINER))
        s = OUTLINER[lang]
        page.fmt = "text"
        roam = lang == "en" and r.random() < 0.5
        tl = lang if lang in STORED else None
        name = self._title(page, card, tl, 0.4)
        fm = "en:roam" if roam else r.choice(s["forms"])
        page.date_forms.append(f"{fm} {'Roam' if roam else 'Logseq'} journal page reference")
        when = self._when(card, 2019)
        items = self._dated(page, card, fm)
        after = r.random() < 0.3
        ind = "    " if roam else "\t"
        tr = self._translation(page, card, tl, 0.4) if tl else None
        out = [name, ""]
        props = [f"{s['typ']}:: {card.type_line or ''}".rstrip(), f"{s['set']}:: [[{card.set_name}]]", f"tags:: [[{s['tags']}]], [[{s['rulings']}]]"]
        if tr:
            props.append(f"printed-{_cl(tl)}:: {tr[0]} — {tr[1]}".replace("\n", " "))
        bullet = "- "
        out += [bullet + props[0]] + [("  " if not roam else ind) + x for x in props[1:]]
        out.append(f"{bullet}{s['rulings']}")
        for ds, t in items:
            out.append(f"{ind}{bullet}{t} [[{ds}]]" if after else f"{ind}{bullet}[[{ds}]] {t}")
        d1 = self._before(card, when, 600, since=2019)
        d2 = self._moment(card, d1, 24 * 3, 24 * 200)
        self._chrome(page, s["refs"], s["unref"], s["daily"].format(name=name), s["daily2"].format(name=name), f"tags:: [[{s['tags']}]], [[{s['rulings']}]]",
                     props[1].strip(), "2 pages" if lang == "en" else "")
        out += ["", s["refs"], "2 pages" if lang == "en" else ""]
        for dd, txt in ((d2, s["daily2"]), (d1, s["daily"])):
            out += [self._own(page, render23(dd.date(), fm), dd.date()), f"{bullet}{txt.format(name=name)}", ""]
        out += [s["unref"], ""]
        page.content = "\n".join(out)

    def layout_gitbook_hint_tabs(self, page, card):
        """A GitBook space's published page, saved as HTML or copied as text: the space's header with
        "Ask or search…", the page tree, the title, an info hint carrying the page's "as of" date,
        a tabs block with the card's text in English and its printed text (the other tabs' panels
        hidden in the HTML, absent from a copy), the rulings in a table or as a list with bold
        dates, "Last updated 3 years ago", "Was this helpful?", previous and next pages, the
        outline and "Powered by GitBook"."""
        r = self.rng
        lang = r.choice(list(GITBOOK))
        s = GITBOOK[lang]
        page.fmt = r.choice(["html", "html", "text"])
        tl = {"zh": "zhs"}.get(lang, lang) if {"zh": "zhs"}.get(lang, lang) in STORED else None
        name = self._title(page, card, tl, 0.4)
        form = self._form(page, "GitBook page", lang, [k for k in KINDS23[lang] if k != "wd"])
        when = self._when(card, 2018)
        saved = when + dt.timedelta(days=r.randint(200, 1500))
        ago = _ago((saved - when).days, lang)
        asof_d = self._before(card, when, 60, since=2018)
        asof = s["asof"].format(d=self._own(page, render23(asof_d.date(), s["dform"]), asof_d.date()))
        items = self._dated(page, card, form)
        tr = self._translation(page, card, tl, 0.7) if (tl and page.fmt == "html") else None
        table = r.random() < 0.5
        prev, nxt = s["nav"][1], s["nav"][3]
        upd = s["updated"].format(ago=ago)
        self._chrome(page, s["space"], s["search"], *s["nav"], asof, upd, s["helpful"], s["prev"], s["next"], s["on"], s["powered"],
                     f"{s['prev']} {prev}" if page.fmt == "text" else "", f"{s['next']} {nxt}" if page.fmt == "text" else "")
        if table:
            self._chrome(page, "\t".join(s["cols"]) if page.fmt == "text" else "")
        if page.fmt == "text":
            out = [s["space"], s["search"], "Ctrl K", ""] + s["nav"] + ["", name, "", f"ℹ️ {asof}", "", "English"]
            out += [card.text or "", "", RULINGS_WORD[_cl(lang)], ""]
            out += (["\t".join(s["cols"])] + [f"{ds}\t{t}" for ds, t in items]) if table else [f"{ds} — {t}" for ds, t in items]
            out += ["", upd, "", s["helpful"], "", f"{s['prev']} {prev}", f"{s['next']} {nxt}", "", s["on"], RULINGS_WORD[_cl(lang)], "",
                    s["powered"], ""]
            self._chrome(page, "English", "Ctrl K")
            page.content = "\n".join(out)
            return
        self._own(page, when.strftime("%Y-%m-%dT%H:%M:%S.000Z")[:10], when.date())
        tabs = [("English", card.text or "")]
        if tr:
            tabs.append((s["tabs"], tr[1]))
        tab_btns = "".join(f'<button role="tab" aria-selected="{str(k == 0).lower()}" class="tab">{_h(lab)}</button>'
                           for k, (lab, _) in enumerate(tabs))
        panels = "".join(f'<div role="tabpanel" class="tabpanel"{"" if k == 0 else " hidden"}>'
                         + (f"<p><strong>{_h(tr[0])}</strong></p>" if k and tr else "")
                         + "".join(f"<p>{_h(x)}</p>" for x in txt.split("\n")) + "</div>" for k, (_, txt) in enumerate(tabs))
        if table:
            rows = "".join(f'<div role="row" class="grid-row"><div role="cell"><p>{_h(ds)}</p></div><div role="cell"><p>{_h(t)}</p></div></div>'
                           for ds, t in items)
            rul = (f'<div class="table-wrap" role="table"><div role="rowgroup"><div role="row" class="grid-row">'
                   f'<div role="columnheader">{_h(s["cols"][0])}</div><div role="columnheader">{_h(s["cols"][1])}</div></div></div>'
                   f'<div role="rowgroup">{rows}</div></div>')
            self._chrome(page, *s["cols"])
        else:
            rul = "<ul>" + "".join(f"<li><p><strong>{_h(ds)}</strong> — {_h(t)}</p></li>" for ds, t in items) + "</ul>"
        side = "".join(f'<li><a href="/{_slug(x)}" class="toclink{" active" if x == s["nav"][2] else ""}">{_h(x)}</a></li>' for x in s["nav"])
        page.content = (
            f'<!DOCTYPE html><html lang="{lang}"><head><meta charSet="utf-8"/><title>{_h(name)} | {_h(s["space"])}</title>'
            f'<meta name="generator" content="GitBook (8.{r.randint(1, 99)}.{r.randint(0, 9)})"/></head><body><div class="scroll-nojump">'
            f'<header class="gitbook-header"><a class="space-title">{_h(s["space"])}</a><div class="search"><span>{_h(s["search"])}</span>'
            f'<kbd>Ctrl</kbd><kbd>K</kbd></div></header><aside class="table-of-contents"><ul>{side}</ul></aside><main>'
            f'<header><h1 class="page-title">{_h(name)}</h1></header><div class="hint hint-info" data-style="info"><svg class="gb-icon">'
            f'</svg><p>{_h(asof)}</p></div><div class="tabs" role="tablist">{tab_btns}</div>{panels}'
            f'<h2 id="{_slug(RULINGS_WORD[_cl(lang)])}">{_h(RULINGS_WORD[_cl(lang)])}</h2>{rul}'
            f'<div class="page-footer"><p>{_h(s["updated"]).format(ago=f"<time datetime={chr(34)}{when:%Y-%m-%dT%H:%M:%S}.000Z{chr(34)}>{_h(ago)}</time>")}</p>'
            f'<div class="page-feedback"><span>{_h(s["helpful"])}</span><button>😞</button><button>😐</button><button>😃</button></div>'
            f'<nav class="page-navigation"><a class="prev"><span>{_h(s["prev"])}</span><span>{_h(prev)}</span></a>'
            f'<a class="next"><span>{_h(s["next"])}</span><span>{_h(nxt)}</span></a></nav></div></main>'
            f'<aside class="page-outline"><p>{_h(s["on"])}</p><ul><li><a href="#{_slug(RULINGS_WORD[_cl(lang)])}">'
            f'{_h(RULINGS_WORD[_cl(lang)])}</a></li></ul></aside><a class="powered-by" href="https://www.gitbook.com/">{_h(s["powered"])}</a>'
            f'</div></body></html>')

    def layout_hackmd_published_note(self, page, card):
        """A HackMD note in its published view (Traditional Chinese, Japanese, Korean, German, Russian
        or English), copied as text or saved as HTML: the owner line, "Published", "Linked with
        GitHub", like, bookmark and subscribe buttons, "changed 3 years ago", the rendered note
        (tags line, table of contents, an info box with the last check's date, the printed name and
        text now and then, the rulings as a table or as "DATE：text" lines with the language's colon)."""
        r = self.rng
        key = r.choice(list(HACKMD))
        s = HACKMD[key]
        lang = s["ui"]
        page.fmt = r.choice(["text", "html"])
        tl = key if key in STORED else ("zht" if key == "zht" else None)
        name = self._title(page, card, tl, 0.5)
        form = self._form(page, "HackMD note", lang, s["kinds"])
        when = self._when(card, 2017)
        saved = when + dt.timedelta(days=r.randint(100, 1400))
        ago = _ago((saved - when).days, s["ago_lang"])
        chk = self._before(card, when, 40, since=2017)
        checked = s["checked"].format(d=self._own(page, render23(chk.date(), f"{lang}:num" if lang != "en" else "en:long"), chk.date()))
        owner = r.choice(HANDLES)
        tr = self._translation(page, card, tl, 0.5) if tl else None
        items = self._dated(page, card, form)
        table = r.random() < 0.5
        stats = f"{r.randint(40, 3000)} views"
        self._chrome(page, s["owned"], s["published"], s["linked"], s["like"], s["bookmark"], s["subscribe"], s["edit"],
                     s["changed"].format(ago=ago), checked, s["toc"], stats, owner)
        if table and page.fmt == "text":
            self._chrome(page, "\t".join(s["cols"]))
        lines = [f"{ds}{s['sep']}{t}" for ds, t in items]
        if page.fmt == "text":
            out = ["HackMD", "", f"{name}", "", f"{owner} {s['owned']}" if lang in ("en", "de", "ru") else f"{owner}{s['owned']}",
                   s["published"], s["linked"], f"{s['like']} {r.randint(0, 20)}", s["bookmark"], s["subscribe"], s["edit"], stats, "",
                   name, f"tags: {s['tags']}", "", s["toc"], f"{s['rul']}", "", checked, ""]
            if tr:
                out += [s["printed"], tr[0], tr[1], ""]
            out += [s["rul"], ""]
            out += (["\t".join(s["cols"])] + [f"{ds}\t{t}" for ds, t in items]) if table else lines
            out += ["", s["changed"].format(ago=ago), ""]
            self._chrome(page, f"tags: {s['tags']}")
            page.content = "\n".join(out)
            return
        ms = int(when.replace(tzinfo=dt.timezone.utc).timestamp() * 1000)
        body = (f'<h1 id="{_a(_slug(name))}" data-id="{_a(_slug(name))}"><span>{_h(name)}</span></h1>'
                f'<h6 id="tags" data-id="tags">tags: ' + " ".join(f"<code>{_h(x)}</code>" for x in s["tags"].split()) + "</h6>"
                f'<p></p><div class="toc"><ul><li><a href="#rulings">{_h(s["rul"])}</a></li></ul></div><p></p>'
                f'<div class="alert alert-info"><p>{_h(checked)}</p></div>')
        if tr:
            body += f'<blockquote><p><strong>{_h(s["printed"])}</strong><br>{_h(tr[0])}<br>' + "<br>".join(
                _h(x) for x in tr[1].split("\n")) + "</p></blockquote>"
        body += f'<h2 id="rulings" data-id="rulings"><span>{_h(s["rul"])}</span></h2>'
        if table:
            body += (f'<table><thead><tr><th>{_h(s["cols"][0])}</th><th>{_h(s["cols"][1])}</th></tr></thead><tbody>'
                     + "".join(f"<tr><td>{_h(ds)}</td><td>{_h(t)}</td></tr>" for ds, t in items) + "</tbody></table>")
            self._chrome(page, *s["cols"])
        else:
            body += "<ul>" + "".join(f"<li><strong>{_h(ds)}</strong>{_h(s['sep'])}{_h(t)}</li>" for ds, t in items) + "</ul>"
        page.content = (
            f'<!DOCTYPE html><html lang="{ {"zh": "zh-TW"}.get(lang, lang)}"><head><meta charset="utf-8"><title>{_h(name)} - HackMD</title>'
            f'<meta name="description" content="{_a(s["tags"])}"></head><body><nav class="navbar"><a class="navbar-brand" href="/">HackMD</a>'
            f'</nav><div class="ui-infobar container-fluid"><small><span class="ui-owner"><a href="/@{owner}">{owner}</a> {_h(s["owned"])}'
            f'</span></small><small><span class="ui-published-note">{_h(s["published"])}</span> <span class="ui-github">{_h(s["linked"])}</span>'
            f'</small><div class="ui-actions"><a class="ui-like">{_h(s["like"])} <span>{r.randint(0, 20)}</span></a> '
            f'<a class="ui-bookmark">{_h(s["bookmark"])}</a> <a class="ui-subscribe">{_h(s["subscribe"])}</a> <a class="ui-edit">{_h(s["edit"])}'
            f'</a></div><span class="ui-viewcount">{stats}</span></div><div id="doc" class="markdown-body container-fluid" lang="{lang}">'
            f'{body}</div><div class="ui-toc dropup"><div class="toc-title">{_h(s["toc"])}</div></div><div class="ui-infobar-bottom">'
            f'<span class="ui-lastchange text-uppercase" data-updatetime="{ms}">{_h(s["changed"].format(ago=ago))}</span></div>'
            f'</body></html>')

    def layout_obsidian_publish_grouped(self, page, card):
        """An Obsidian Publish site's page, saved as HTML or copied as text: the site name, search,
        the file tree (folders, other cards' notes), the properties block (created and updated
        dates, tags), an intro line, the rulings grouped under one heading per publication day (in
        the writer's language; every paragraph under a heading has its date), "Links to this page"
        with other notes, the graph pane, "On this page" repeating the day headings, the footer."""
        r = self.rng
        lang = r.choice(list(OBSIDIAN))
        s = OBSIDIAN[lang]
        page.fmt = r.choice(["html", "text"])
        tl = lang if lang in STORED else None
        name = self._title(page, card, tl, 0.4)
        form = self._form(page, "Obsidian Publish day heading", lang, s["kinds"])
        when = self._when(card, 2020)
        made = self._before(card, when, 300, since=2020)
        c_s = self._own(page, made.date().isoformat(), made.date())
        u_s = self._own(page, when.date().isoformat(), when.date())
        rs = self._dated_raw(page, card)
        groups: dict[dt.date, list[str]] = {}
        for d, t in rs:
            groups.setdefault(d, []).append(t)
        heads = []
        for d in groups:
            h = render23(d, form)
            heads.append((h, groups[d]))
            for _ in groups[d]:
                self._shown(page, h)
        others = sorted({x.name for x in r.sample(self.cards, 5)} - {card.name})[:4]
        backs = others[:2]
        tags = f"#mtg #{_slug(s['rul'])}" if lang in ("en", "de", "fr", "it", "pt", "tr") else "#mtg"
        self._chrome(page, s["site"], s["search"], s["graph"], s["on"], s["back"], s["powered"], s["intro"], *s["folders"],
                     f"{s['created']}", f"{s['updated']}")
        if page.fmt == "text":
            out = [s["site"], s["search"], ""]
            for f in s["folders"]:
                out.append(f)
                if f == s["folders"][0]:
                    out += [f"  {x}" for x in sorted(others + [name])]
            out += ["", name, "", f"{s['created']}", c_s, f"{s['updated']}", u_s, f"{s['tags']}", tags, "", s["intro"], "", s["rul"], ""]
            for h, ts in heads:
                out += [h, ""] + [x for t in ts for x in (t, "")]
            out += [s["back"]] + backs + ["", s["graph"], "", s["on"], s["rul"]] + [h for h, _ in heads] + ["", s["powered"], ""]
            page.content = "\n".join(out)
            return
        tree = "".join(f'<div class="tree-item nav-folder"><div class="tree-item-self nav-folder-title">{_h(f)}</div>'
                       + (('<div class="tree-item-children">' + "".join(
                           f'<div class="tree-item nav-file"><a class="tree-item-self nav-file-title{" mod-active" if x == name else ""}" '
                           f'href="/{_a(s["folders"][0])}/{_a(_slug(x))}">{_h(x)}</a></div>' for x in sorted(others + [name])) + "</div>")
                          if f == s["folders"][0] else "") + "</div>" for f in s["folders"])
        props = (f'<div class="metadata-container"><div class="metadata-properties">'
                 f'<div class="metadata-property" data-property-key="created"><div class="metadata-property-key">{_h(s["created"])}</div>'
                 f'<div class="metadata-property-value"><time datetime="{c_s}">{c_s}</time></div></div>'
                 f'<div class="metadata-property" data-property-key="updated"><div class="metadata-property-key">{_h(s["updated"])}</div>'
                 f'<div class="metadata-property-value"><time datetime="{u_s}">{u_s}</time></div></div>'
                 f'<div class="metadata-property" data-property-key="tags"><div class="metadata-property-key">{_h(s["tags"])}</div>'
                 f'<div class="metadata-property-value">' + "".join(f'<a class="tag" href="#{x[1:]}">{_h(x)}</a>' for x in tags.split())
                 + "</div></div></div></div>")
        body = "".join(f'<div class="el-h3"><h3 data-heading="{_a(h)}" class="publish-h3">{_h(h)}</h3></div>'
                       + "".join(f'<div class="el-p"><p>{_h(t)}</p></div>' for t in ts) for h, ts in heads)
        page.content = (
            f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{_h(name)} - {_h(s["site"])}</title>'
            f'<meta property="og:site_name" content="{_a(s["site"])}"></head><body class="theme-light publish css-settings-manager">'
            f'<div class="published-container"><div class="site-body"><div class="site-body-left-column"><div class="site-header">'
            f'<a class="site-body-left-column-site-name">{_h(s["site"])}</a></div><div class="search-view-outer"><input type="search" '
            f'placeholder="{_a(s["search"])}"><span>{_h(s["search"])}</span></div><div class="nav-view-outer"><div class="nav-view">{tree}'
            f'</div></div></div><div class="site-body-center-column"><div class="render-container"><div class="markdown-preview-view '
            f'markdown-rendered"><div class="markdown-preview-sizer"><div class="el-h1"><h1 class="page-header">{_h(name)}</h1></div>'
            f'{props}<div class="el-p"><p>{_h(s["intro"])}</p></div><div class="el-h2"><h2 data-heading="{_a(s["rul"])}">{_h(s["rul"])}'
            f'</h2></div>{body}<div class="mod-footer"><div class="backlinks"><div class="published-section-header">{_h(s["back"])}</div>'
            + "".join(f'<div class="backlink-item"><a href="/{_a(_slug(x))}">{_h(x)}</a></div>' for x in backs)
            + f'</div></div></div></div></div></div><div class="site-body-right-column"><div class="graph-view-outer"><div '
            f'class="published-section-header">{_h(s["graph"])}</div><canvas></canvas></div><div class="outline-view-outer">'
            f'<div class="published-section-header">{_h(s["on"])}</div><div class="outline-view">'
            + "".join(f'<div class="tree-item"><a class="tree-item-self">{_h(h)}</a></div>' for h, _ in heads)
            + f'</div></div></div></div><div class="site-footer"><a href="https://publish.obsidian.md">{_h(s["powered"])}</a></div>'
            f'</div></body></html>')

    def layout_coda_published_grid(self, page, card):
        """A Coda doc published to the web and saved as HTML: the doc's header ("Copy doc", "Made
        with Coda", "Sign in"), the page list, the page's title and subtitle, a callout, the rulings
        table as Coda's grid (``role="row"`` divs; the ruling, its date in the doc's locale, a
        "Reviewed" checkbox, a "Modified" date-time column, columns in the doc's order), the row count,
        the grid's toolbar."""
        r = self.rng
        lang = r.choice(list(CODA))
        s = CODA[lang]
        page.fmt = "html"
        tl = lang if lang in STORED else None
        name = self._title(page, card, tl, 0.5)
        form = self._form(page, "Coda table date column", lang, s["kinds"])
        when = self._when(card, 2019)
        items = self._dated(page, card, form)
        order = r.choice([(0, 1, 2, 3), (1, 0, 2, 3), (0, 1, 3), (1, 0, 3, 2)])
        cells_rows = []
        t = self._before(card, when, 200, since=2019)
        for ds, txt in items:
            t = self._moment(card, t, 0, 48)
            mod = self._own(page, _coda_modified(t, s["mod"]), t.date())
            chk = r.random() < 0.7
            cells = {0: _h(txt), 1: _h(ds), 2: f'<span role="checkbox" aria-checked="{str(chk).lower()}" class="kr-checkbox"></span>',
                     3: _h(mod)}
            cells_rows.append("".join(f'<div role="gridcell" class="kr-cell kr-col-{k}">{cells[k]}</div>' for k in order))
        head = "".join(f'<div role="columnheader" class="kr-column-header">{_h(s["cols"][k])}</div>' for k in order)
        rows = "".join(f'<div role="row" class="kr-row" data-row-index="{i}"><div class="kr-row-number">{i + 1}</div>{c}</div>'
                       for i, c in enumerate(cells_rows))
        sub = s["sub"].format(name=name)
        count = s["count"].format(n=len(items))
        self._chrome(page, s["doc"], *s["pages"], "Copy doc", "Made with Coda", "Sign in", s["callout"], s["table"], count,
                     *(s["cols"][k] for k in order), "Search", "Filter", "Sort", "Options")
        nav = "".join(f'<a class="kr-page-list-item{" kr-active" if p == s["pages"][1] else ""}" href="/d/{_slug(s["doc"])}_d{_hex(r, 10)}/'
                      f'{_slug(p)}_su{_hex(r, 5)}">{_h(p)}</a>' for p in s["pages"])
        page.content = (
            f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{_h(s["pages"][1])} · {_h(s["doc"])}</title>'
            f'<meta property="og:site_name" content="Coda"><script>window.codaConfig={{"docId":"{_hex(r, 10)}","published":true}}'
            f'</script></head><body><div id="app"><div class="kr-doc-header"><span class="kr-doc-title">{_h(s["doc"])}</span>'
            f'<button class="kr-copy-doc">Copy doc</button><a class="kr-made-with" href="https://coda.io">Made with Coda</a>'
            f'<a class="kr-sign-in">Sign in</a></div><nav class="kr-page-list">{nav}</nav><main class="kr-canvas">'
            f'<h1 class="kr-page-title">{_h(name)}</h1><p class="kr-page-subtitle">{_h(sub)}</p><div class="kr-callout" data-icon="ℹ️">'
            f'<p>{_h(s["callout"])}</p></div><div class="kr-table-header"><span class="kr-table-title">{_h(s["table"])}</span>'
            f'<div class="kr-table-toolbar"><button>Search</button><button>Filter</button><button>Sort</button><button>Options</button></div>'
            f'</div><div role="grid" class="kr-grid" aria-label="{_a(s["table"])}"><div role="row" class="kr-header-row">'
            f'<div class="kr-row-number"></div>{head}</div>{rows}</div><div class="kr-table-footer">{_h(count)}</div></main></div>'
            f'</body></html>')

    LAYOUTS23 = {
        "notion-toggle-database": ("layout_notion_toggle_database", True),
        "confluence-page-tree": ("layout_confluence_page_tree", True),
        "nextdata-json-script": ("layout_nextdata_json_script", True),
        "airtable-grid-tsv": ("layout_airtable_grid_tsv", False),
        "gh-discussion-answered": ("layout_gh_discussion_answered", True),
        "shreddit-comment-copy": ("layout_shreddit_comment_copy", True),
        "discord-embed-fields": ("layout_discord_embed_fields", True),
        "slack-day-dividers": ("layout_slack_day_dividers", True),
        "trello-checklist-activity": ("layout_trello_checklist_activity", True),
        "linear-issue-activity": ("layout_linear_issue_activity", True),
        "apple-notes-icloud": ("layout_apple_notes_icloud", True),
        "outliner-date-refs": ("layout_outliner_date_refs", True),
        "gitbook-hint-tabs": ("layout_gitbook_hint_tabs", True),
        "hackmd-published-note": ("layout_hackmd_published_note", True),
        "obsidian-publish-grouped": ("layout_obsidian_publish_grouped", True),
        "coda-published-grid": ("layout_coda_published_grid", True),
    }


def fresh23_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-23 part's pages, drawn with their own generator (seed + 116531)."""
    return Fresh23Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh23")


# --- self-test ---------------------------------------------------------------------------------------

MIN_LAYOUTS, MIN_DATE_LANGS = 14, 12


def _transformed(page: Page, name: str) -> list[str]:
    """The page's content as a careful reader undoes its app's encoding."""
    s = page.content
    if name == "json":  # a JSON string's escapes (the app's own data in a script tag)
        return [re.sub(r'\\(["\\/])', r"\1", s).replace("\\n", "\n")]
    raise ValueError(name)


def reading_views(page: Page) -> list[str]:
    """The page as a careful reader reads it (folded): as written and as its app's encoding is undone
    (JSON escapes); any markup in it without its tags (joined, and spaced), with its entities resolved."""
    bases = [page.content]
    for t in page.__dict__.get("transforms", []):
        bases += _transformed(page, t)
    views = []
    for b in bases:
        views.append(fold(b))
        if "<" in b or "&" in b:
            views.append(fold(html.unescape(re.sub(r"<[^>]+>", "", b))))
            views.append(fold(html.unescape(re.sub(r"<[^>]+>", " ", b))))
            views.append(fold(html.unescape(b)))
    return views


def self_test(pages: list[Page], gen: Fresh23Generator) -> list[str]:
    """What is wrong with the answers: every ruling text, translation, chrome line, shown date and
    page date is in the page as read; the rulings are the card's own with their real dates; the
    pages' own dates are none of the card's ruling dates; titled pages show their title, untitled
    ones name the card nowhere but inside a ruling; at least 14 layouts (all fresh-23's own), 12 date
    languages, 5 stored title languages, both formats, valid ISO dates, chrome on every page."""
    problems = []
    layouts = {p.layout for p in pages}
    if len(layouts) < MIN_LAYOUTS or not layouts <= set(Fresh23Generator.LAYOUTS23):
        problems.append(f"layouts: {sorted(layouts)}")
    langs = {f.split(":")[0] for p in pages for f in p.date_forms}
    if len(langs) < MIN_DATE_LANGS:
        problems.append(f"only {len(langs)} date languages: {sorted(langs)}")
    if len({p.title_lang for p in pages if p.title_lang and p.title_lang != "en"}) < 5:
        problems.append("fewer than 5 stored title languages")
    if {p.fmt for p in pages} != {"html", "text"}:
        problems.append("not both formats")
    if not any(p.translations for p in pages):
        problems.append("no translations")
    by_name = {c.name: c for c in gen.cards}
    for p in pages:
        views = reading_views(p)
        seen = lambda s: any(fold(s) in v for v in views)  # noqa: E731
        card = by_name[p.card]
        truth = {(d.isoformat(), t) for d, t in card.rulings}
        ruling_dates = {d.isoformat() for d, _ in card.rulings}
        if not p.rulings:
            problems.append(f"{p.id} {p.layout}: no rulings")
        if len(p.rulings) != len(card.rulings) or len(set(p.rulings)) != len(set(truth)):
            problems.append(f"{p.id} {p.layout}: {len(p.rulings)} rulings of {len(card.rulings)}")
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
            problems.append(f"{p.id} {p.layout}: no date of the page's own")
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
        titled = Fresh23Generator.LAYOUTS23[p.layout][1]
        if (p.card_arg is None) != titled or (not titled and p.card_arg != p.card):
            problems.append(f"{p.id} {p.layout}: card_arg {p.card_arg!r}")
        if titled:
            name = p.card if p.title_lang == "en" else card.foreign[p.title_lang]["name"]
            if not seen(name):
                problems.append(f"{p.id} {p.layout}: title {name!r} not in page")
        else:
            rest = fold(p.content)
            for _, t in p.rulings:
                rest = rest.replace(fold(t), " ").replace(fold(_h(t)), " ")
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
        gen = Fresh23Generator(cards, set_names, seed + SEED_OFFSET)
        pages = gen.fresh_corpus(200, "fresh23")
        again = fresh23_corpus(cards, set_names, seed, 200)
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
