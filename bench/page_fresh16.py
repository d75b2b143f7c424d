"""The fresh-16 part of the page corpus (held out until page-15, tuning now) (``bench/page_corpus.py``).

Written without reading the page parser (nor any code that reads pages, nor its tests), before any
parser run on it and without seeing which pages of any part fail. Only the corpus's interface was
read (``bench/page_corpus.py``, ``bench/page_fresh15.py``, ``bench/page_accuracy.py``,
``tests/test_page_fresh_corpus.py``) and the other parts' layout names grepped. Every page is one of
fresh-16's own layouts, each modelled on a workplace or open-source chat export, an issue tracker or
a structured file where a card's rulings turn up, written in new words:

- zulip-topic: a Zulip stream topic saved (HTML) or copied (text), German, French or English client:
  the left sidebar (views, channels), the recipient bar "#mtg-regeln > NAME" with the day "4. März
  2021", messages with sender and time, one listing the rulings "**DATE**: text", "text (DATE)" or a
  quote "DATE — text", emoji reactions, the composer;
- mattermost-channel: a Mattermost channel copied or saved (Spanish, Portuguese or English client):
  team and channel sidebar, the channel header, date separators "jueves, 4 de marzo de 2021", posts
  "Name" then "2:22 PM" then the message, one post listing "DATE - text" or "text (DATE)", replies,
  the "Escribe a ~reglas" box;
- element-export: a Matrix room exported by Element as HTML (English, Italian or French locale): the
  export header "This is the start of export of ROOM. Exported by @user:server at 04/03/2021", date
  separators (mx_DateSeparator), event tiles with display name and timestamp, joins and topic
  changes, one message whose ordered list reads "text — DATE" or "DATE: text";
- qq-message-record: a QQ "消息记录" .txt (Chinese): the export header, "消息分组"/"消息对象" between
  "====" rules, "2021-03-04 14:22:10 小王(12345678)" heads, a message pasting the Chinese printed
  name and text now and then, one listing "2018年1月19日：text" or "text（2018-01-19）", [图片] and
  [表情] placeholders;
- messenger-json (names no card): a Facebook "Download your information" message_1.json: participants,
  messages newest first with sender_name, timestamp_ms and content in Facebook's mojibake (UTF-8
  bytes escaped as \\u00c3\\u00a9), reactions, one message listing "DATE: text" or "text (DATE)" in
  Spanish, Italian, Portuguese or English forms;
- telegram-result-json: a Telegram Desktop export result.json (Russian, English or German group):
  service messages (joins, pins), messages with date and date_unixtime, "text" as a list of plain
  strings and entities (bold dates, italic notes) and its "text_entities" twin, one message listing
  the rulings "DATE — text" (the date a bold entity) or "text (DATE)", the Russian printed name and
  text now and then;
- google-chat-copy: a Google Chat space copied (Korean, Japanese or English client): the space name,
  "N명의 회원", heads "김민준, 2021년 3월 4일 오후 2:22", replies in a thread, one message listing "DATE
  text" or "text (DATE)", the Korean or Japanese printed name and text now and then, reactions;
- redmine-issue: a Redmine issue (French, Italian or English): "Anomalie #1234", "Ajouté par X il y
  a environ 3 ans. Mis à jour il y a plus de 2 ans.", the attributes table (status, priority, start
  date in the rulings' numeric form, % done), the description's rulings (a textile table of date and
  text, or a list "DATE : text"), the history with journal details ("Statut changé de Nouveau à
  Résolu") and a note adding the remaining rulings, the sidebar and footer;
- bugzilla-bug: a Bugzilla bug (English): "Bug 1634221 - ...", status, product, component, "Reported:
  2021-03-04 14:22 UTC by X", "Modified:", CC list, comments "X 2021-03-04 14:22:10 UTC Comment 2"
  in <pre>, one listing "DATE  text" or "text (DATE)", attachments and the bottom links;
- gitlab-mr-discussion: a GitLab merge request's overview (Japanese, German or English UI): "!42",
  state, "requested to merge a into main 3 years ago", tabs with counts, the pipeline widget,
  approvals, threads with "@user · 3年前", a note whose markdown table has a date column and a ruling
  column (or a list "DATE: text"), "Resolved", the reply box;
- ics-event: an iCalendar file (German, French or English calendar) for a rules evening: VCALENDAR
  and VEVENT properties, CRLF lines folded at 75 octets (inside words and dates), the DESCRIPTION
  listing the rulings "DATE – text" or "text (DATE)" with escaped commas, semicolons and newlines, a
  location with escaped commas, a VALARM;
- gemtext-capsule: a Gemini gemtext page (French, English or Japanese): "# title", "=>" link lines,
  "## DATE" headings above the rulings of that date (or "* text (DATE)" lines), a preformatted block
  with the printed name and text now and then, "> " quotes, the capsule's footer links;
- groff-man-source: a man page source (English): the .TH line, NAME "slug \\- ...", SYNOPSIS with
  the name, DESCRIPTION with the card's text, RULINGS as ".TP / .B DATE / text", ".SS DATE" groups
  or ".IP \\(bu" bullets "text (DATE)", SEE ALSO, AUTHORS, BUGS;
- joplin-raw-note: a Joplin RAW export note (Portuguese, Spanish, German or English): the title, the
  markdown body (a table "| Data | Ruling |", or "- **DATE** — text"), the printed name and text now
  and then as a quote, then the metadata footer (id, parent_id, created_time, ..., type_: 1);
- odf-content-xml: an OpenDocument text's content.xml (Italian, Spanish or German minutes of a club
  meeting): namespaces, automatic styles, text:h headings, text:p paragraphs with spans and
  <text:s/>, &apos; entities, rulings as list items "DATE – text" or a table:table of date and text
  cells, other agenda items;
- har-capture: an HTTP Archive (HAR 1.2) saved from a browser's network panel (English, Korean or
  German site): the creator, pages, entries for the document, fonts, analytics and the card's API
  calls whose response.content.text is a JSON string (the card with its printed name, then its
  rulings "published_at": "2018-01-19" or a site's own display dates "2018.01.19" / "19.01.2018").

Chrome: chat sidebars, channel headers, composers, reactions, read receipts, joins, service
messages, export headers, participants and thread paths, timestamps of the tools' own (as numbers,
ISO stamps and localized words), tracker attributes, journal details, CC lists, pipeline and approval
widgets, calendar properties and alarms, capsule links, man page sections, note metadata, minutes'
other agenda items, HAR headers and other requests, footers.

Dates in 10 languages: English (ISO, January 19, 2018, Jan 19, 2018, 1/19/2018, 19 January 2018),
German, French (1er for the first), Spanish, Portuguese, Italian, Russian, Japanese, Korean and
Chinese, before or after the ruling, in brackets, as bold entities, in table cells, in headings above
groups, inside JSON strings (twice-encoded in a HAR) and folded iCalendar lines. Every ruling carries
its real MTGJSON date.

Each page's generator is seeded with the corpus seed + 65173, so the earlier parts draw exactly the
pages they drew before.

First run on main's parser at 1c62bd1 (the branch at 15157f7; ``bench/page_accuracy.py --seed 7|21 --show 0``
with every other part at 0 pages, the 61-set archive; its failures not printed, not looked at: only
these aggregate figures were read; no page changed after it). Seed 7: 71.3% of 662 rulings right (47
of 200 pages refused, chrome 22, wrong date 19, missed 27, wrong card 7, extra 23, translations
14/22). Seed 21: 67.3% of 608 rulings right (46 refused, chrome 17, wrong date 32, missed 15, wrong
card 0, extra 19, translations 9/18). Per layout, rulings right / pages refused (of pages) / chrome
/ wrong card, seed 7 | seed 21:

    bugzilla-bug             100.0%  0/12   6  0  |  100.0%  0/12   6  0
    element-export           100.0%  0/13   9  0  |  100.0%  0/13   5  0
    gemtext-capsule          100.0%  0/12   0  0  |  100.0%  0/12   0  0   (translations 6/6 | 3/3)
    gitlab-mr-discussion     100.0%  0/12   0  0  |  100.0%  0/12   0  0
    google-chat-copy         100.0%  0/13   0  0  |  100.0%  0/13   0  0   (translations 3/5 | 1/1)
    groff-man-source          50.0%  0/12   0  7  |   40.0%  0/12   0  0
    har-capture                0.0% 12/12   0  0  |    0.0% 12/12   0  0   (translations 0/1 | 0/1)
    ics-event                  0.0%  7/12   2  0  |    0.0%  8/12   0  0
    joplin-raw-note          100.0%  0/12   0  0  |  100.0%  0/12   0  0   (translations 3/3 | 2/2)
    mattermost-channel        97.5%  1/13   0  0  |  100.0%  0/13   0  0
    messenger-json             0.0% 13/13   0  0  |    0.0% 13/13   0  0
    odf-content-xml           70.3%  1/12   3  0  |   53.3%  0/12   3  0
    qq-message-record        100.0%  0/13   2  0  |  100.0%  0/13   3  0   (translations 2/3 | 3/5)
    redmine-issue            100.0%  0/13   0  0  |  100.0%  0/13   0  0
    telegram-result-json       0.0% 13/13   0  0  |    0.0% 13/13   0  0   (translations 0/4 | 0/6)
    zulip-topic              100.0%  0/13   0  0  |  100.0%  0/13   0  0

Not run through the parser when written. Held out (failures printed only with --show-fresh16) until
71.3% and 67.3% on page-14 (1c62bd1); looked at while tuning page-15 (JSON documents, iCalendar, man page sources, OpenDocument tables
came of it), so tuning now: its failures print like any tuning part's. The held-out part is fresh-18.

    .venv/bin/python bench/page_fresh16.py            # the self-test on data/sample, seeds 7 and 21
"""

from __future__ import annotations

import datetime as dt
import html
import json
import random
import re

from page_corpus import MONTHS, CardData, Page, fold

SEED_OFFSET = 65173
STORED = ("de", "fr", "it", "es", "pt", "ja", "ko", "ru", "zhs", "zht")

# --- dates -------------------------------------------------------------------------------------------

_SHORT = {
    "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(),
    "de": "Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.".split(),
    "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split(),
    "it": "gen feb mar apr mag giu lug ago set ott nov dic".split(),
    "es": "ene feb mar abr may jun jul ago sept oct nov dic".split(),
    "pt": "jan fev mar abr mai jun jul ago set out nov dez".split(),
}
_WEEKDAYS = {
    "en": "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split(),
    "de": "Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag".split(),
    "fr": "lundi mardi mercredi jeudi vendredi samedi dimanche".split(),
    "es": "lunes martes miércoles jueves viernes sábado domingo".split(),
    "pt": "segunda-feira terça-feira quarta-feira quinta-feira sexta-feira sábado domingo".split(),
    "it": "lunedì martedì mercoledì giovedì venerdì sabato domenica".split(),
    "ko": "월 화 수 목 금 토 일".split(),
    "ja": "月 火 水 木 金 土 日".split(),
}

#: fresh-16's date forms ("lang:form")
FORMS16 = [
    "en:iso", "en:month d, y", "en:mon d, y", "en:m/d/y", "en:d month y",
    "de:dd.mm.y", "de:d. month y", "fr:d month y", "fr:dd/mm/y", "es:d de month de y", "es:dd/mm/y",
    "pt:d de month de y", "pt:dd/mm/y", "it:d month y", "it:dd/mm/y", "ru:dd.mm.y", "ru:d month y г.",
    "ja:y年m月d日", "ja:y/mm/dd", "ko:y년 m월 d일", "ko:y. m. d.", "ko:y.mm.dd", "zh:y年m月d日", "zh:iso",
]


def render16(d: dt.date, form: str) -> str:
    """A date in one of fresh-16's forms (``FORMS16``)."""
    y, m, da = d.year, d.month, d.day
    lang, f = form.split(":", 1)
    month = MONTHS.get(lang, MONTHS["en"])[m - 1]
    if f == "iso":
        return d.isoformat()
    if lang == "en":
        return {"month d, y": f"{month} {da}, {y}", "mon d, y": f"{month[:3]} {da}, {y}", "m/d/y": f"{m}/{da}/{y}",
                "d month y": f"{da} {month} {y}"}[f]
    if lang == "fr" and f == "d month y":
        return f"{'1er' if da == 1 else da} {month} {y}"
    return {"dd.mm.y": f"{da:02d}.{m:02d}.{y}", "d. month y": f"{da}. {month} {y}", "d month y": f"{da} {month} {y}",
            "dd/mm/y": f"{da:02d}/{m:02d}/{y}", "d de month de y": f"{da} de {month} de {y}", "d month y г.": f"{da} {month} {y} г.",
            "y年m月d日": f"{y}年{m}月{da}日", "y/mm/dd": f"{y}/{m:02d}/{da:02d}", "y년 m월 d일": f"{y}년 {m}월 {da}일",
            "y. m. d.": f"{y}. {m}. {da}.", "y.mm.dd": f"{y}.{m:02d}.{da:02d}"}[f]


def _own_date(r: random.Random, card: CardData, lo: int = 20, hi: int = 1300, floor: dt.date | None = None) -> dt.date:
    """A date of the tool's own (a message, an issue, an event) after the card's last ruling and after
    ``floor`` (when the tool began), never after 2025: it dates no ruling."""
    last = max(d for d, _ in card.rulings)
    d = last + dt.timedelta(days=r.randint(lo, hi))
    if floor and d < floor:
        d = floor + dt.timedelta(days=r.randint(0, 400))
    return min(d, dt.date(2025, r.randint(1, 11), r.randint(1, 28)))


def _hm(r: random.Random, seconds: bool = False) -> str:
    return f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}" + (f":{r.randint(0, 59):02d}" if seconds else "")


def _hm12(r: random.Random) -> str:
    return f"{r.randint(1, 12)}:{r.randint(0, 59):02d} {r.choice(['AM', 'PM'])}"


def _ago(lang: str, years: int) -> str:
    return {"en": f"{years} years ago", "de": f"vor {years} Jahren", "ja": f"{years}年前", "fr": f"il y a environ {years} ans",
            "it": f"circa {years} anni fa"}[lang]


# --- chrome ------------------------------------------------------------------------------------------

PEOPLE16 = ["Lena Hoffmann", "Julien Moreau", "Lucía Ortega", "João Pereira", "Chiara Bianchi", "Ana Ribeiro", "Tobias Krüger",
            "Camille Laurent", "Diego Ramírez", "Matteo Greco", "Noah Fischer", "Emma Clarke", "Ravi Patel", "Hugo Martin"]
NICKS16 = ["tapout", "mana_screw", "judge_jonas", "proxy_king", "deckcheck", "splashgreen", "topdeck_tina", "cardboard_crack",
           "mulligan_max", "storm_count"]


def _e(s: str) -> str:
    """Text as an HTML text node (line breaks kept as <br>)."""
    return html.escape(s, quote=False).replace("\n", "<br>\n")


class _Out:
    """A page being written, as HTML or as its text capture (blocks separated by blank lines); every
    line of chrome handed to it goes into the page's answers."""

    def __init__(self, gen: "Fresh16Generator", page: Page, html_mode: bool, lang: str = "en") -> None:
        self.r, self.page, self.html, self.lang = gen.rng, page, html_mode, lang
        page.fmt = "html" if html_mode else "text"
        self.blocks: list[str] = []
        self.title = ""
        self.head = ""
        self.body_attrs = ""

    def chrome(self, *lines: str, tag: str | None = None, cls: str | None = None, sep: str = "\n", el: str | None = None) -> None:
        lines = tuple(x for x in lines if x)
        if not lines:
            return
        self.page.chrome += lines
        if self.html:
            tag = tag or self.r.choice(["div", "nav", "aside", "section", "footer"])
            cls = cls or self.r.choice(["panel", "meta", "bar", "region", "side"])
            el = el or ("li" if tag in ("ul", "ol") else self.r.choice(["span", "a", "div", "p"]))
            self.blocks.append(f"<{tag} class=\"{cls}\">\n" + "\n".join(f"<{el}>{_e(x)}</{el}>" for x in lines) + f"\n</{tag}>")
        else:
            self.blocks.append(sep.join(lines))

    def heading(self, text: str, level: int = 1) -> None:
        self.blocks.append(f"<h{level}>{_e(text)}</h{level}>" if self.html else text)

    def para(self, text: str, chrome: bool = False) -> None:
        if chrome:
            self.page.chrome.append(text)
        self.blocks.append(f"<p>{_e(text)}</p>" if self.html else text)

    def add(self, markup: str, text: str) -> None:
        """A piece of the page: ``markup`` in HTML, ``text`` in the text capture."""
        self.blocks.append(markup if self.html else text)

    def render(self) -> str:
        if not self.html:
            return "\n\n".join(b for b in self.blocks if b) + "\n"
        return "\n".join(["<!DOCTYPE html>", f"<html lang=\"{self.lang}\"><head><meta charset=\"utf-8\">",
                          f"<title>{html.escape(self.title or 'Page', quote=False)}</title>", self.head, "</head>",
                          f"<body{self.body_attrs}>", *self.blocks, "</body></html>", ""])


def _mojibake(s: str) -> str:
    """Text as Facebook's export writes it: each UTF-8 byte of a non-ASCII character as its own \\u00XX."""
    return s.encode("utf-8").decode("latin-1")


def _ics_escape(s: str) -> str:
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def _ics_fold(line: str) -> str:
    """One content line folded at 75 octets (RFC 5545 3.1), never inside a UTF-8 character."""
    out, cur, size = [], "", 0
    for ch in line:
        n = len(ch.encode("utf-8"))
        if size + n > 75:
            out.append(cur)
            cur, size = " ", 1
        cur += ch
        size += n
    out.append(cur)
    return "\r\n".join(out)


def _roff(s: str) -> str:
    """A text line of a man page: a leading dot or quote is kept from being read as a request."""
    s = s.replace("\\", "\\e")
    return "\\&" + s if s.startswith((".", "'")) else s


def _xml(s: str) -> str:
    """Text as LibreOffice writes it into content.xml (quotes and apostrophes as entities, runs of
    spaces as <text:s/>)."""
    s = html.escape(s, quote=True).replace("&#x27;", "&apos;")
    return re.sub(r"  +", lambda m: " " + (f"<text:s text:c=\"{len(m.group()) - 1}\"/>" if len(m.group()) > 2 else "<text:s/>"), s)


class Fresh16Generator:
    """The generator of the fresh-16 part: its own layouts only, each page with its own chrome."""

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        self.cards = cards
        self.set_names = set_names
        self.rng = random.Random(seed)

    # ---- helpers ----
    def _title(self, page: Page, card: CardData, prefer: str | None = None, p: float = 0.6, q: float = 0.05) -> str:
        """The card's name as the page shows it: the tool's language's printed name (chance ``p``) when
        the card was printed in it, now and then (chance ``q``) another stored language's, else English."""
        r = self.rng
        others = [l for l in STORED if l in card.foreign and l != prefer and card.foreign[l].get("name")]
        if prefer and prefer in card.foreign and card.foreign[prefer].get("name") and r.random() < p:
            lang = prefer
        elif others and r.random() < q:
            lang = r.choice(others)
        else:
            lang = "en"
        page.title_lang = lang
        return card.name if lang == "en" else card.foreign[lang]["name"]

    def _printed(self, card: CardData, lang: str) -> tuple[str, str] | None:
        f = card.foreign.get(lang)
        return (f["name"], f["text"]) if lang != "en" and f and f.get("name") and f.get("text") else None

    def _form(self, page: Page, tag: str, forms: list[str]) -> str:
        form = self.rng.choice(forms)
        page.date_forms.append(f"{form} {tag}")
        return form

    def _dated(self, page: Page, card: CardData, form: str) -> list[tuple[str, str]]:
        """The card's rulings as (shown date, text), recorded as the page's answers."""
        rs = list(card.rulings)
        if self.rng.random() < 0.15:
            rs.reverse()
        items = []
        for d, t in rs:
            ds = render16(d, form)
            page.rulings.append((d.isoformat(), t))
            page.__dict__.setdefault("shown", []).append(ds)
            items.append((ds, t))
        return items

    @staticmethod
    def _groups(items: list[tuple[str, str]]) -> list[tuple[str, list[str]]]:
        """The rulings grouped under their shown date, in order of first appearance."""
        groups: dict[str, list[str]] = {}
        for ds, t in items:
            groups.setdefault(ds, []).append(t)
        return list(groups.items())

    def _others(self, card: CardData, n: int) -> list[CardData]:
        return [c for c in self.rng.sample(self.cards, min(len(self.cards), n + 1)) if c.name != card.name][:n]

    def page(self, i: int, layout: str, split: str = "fresh16") -> Page:
        method, titled = self.LAYOUTS16[layout]
        card = self.rng.choice(self.cards)
        page = Page(id=f"s{i:03d}", layout=layout, split=split, fmt="text", card=card.name,
                    card_arg=None if titled else card.name, title_lang=None)
        getattr(self, method)(page, card)
        # a line of chrome inside a ruling, a translation or the card's own text can't be told from it
        inside = [fold(t) for _, t in page.rulings] + [fold(f"{n} {t or ''}") for _, n, t in page.translations]
        inside += [fold(card.text or ""), fold(card.type_line or "")]
        page.chrome = sorted({c for c in page.chrome if len(c.strip()) >= 2 and not any(fold(c) in x for x in inside)})
        return page

    def fresh_corpus(self, n: int, part: str = "fresh16") -> list[Page]:
        layouts = list(self.LAYOUTS16)
        return [self.page(i, layouts[i % len(layouts)], part) for i in range(n)]

    # ---- layouts ----
    def layout_zulip_topic(self, page, card):
        """A Zulip topic saved or copied: sidebar, recipient bar, messages, one listing the rulings."""
        r = self.rng
        lang = r.choice(["de", "fr", "en"])
        w = _ZULIP[lang]
        out = _Out(self, page, r.random() < 0.55, lang)
        name = self._title(page, card, lang, 0.5)
        style = r.choice(["bold", "after", "quote"])
        form = self._form(page, f"zulip message ({style})", w["forms"])
        t0 = _own_date(r, card, floor=dt.date(2016, 1, 1))
        day = render16(t0, w["own"])
        time = (lambda: _hm12(r)) if lang == "en" else (lambda: _hm(r))  # noqa: E731
        a, b, c = r.sample(PEOPLE16, 3)
        out.title = f"{name} - {w['stream']} - {w['org']} - Zulip"
        out.chrome(w["org"], *w["views"], tag="nav", cls="left-sidebar")
        out.chrome(w["channels"], w["stream"], "general", "turniere" if lang == "de" else "off-topic", tag="ul", cls="stream-list")
        head = f"#{w['stream']} > {name}"
        items = self._dated(page, card, form)
        if style == "bold":
            lines_h = [f"<li><strong>{_e(ds)}</strong>: {_e(t)}</li>" for ds, t in items]
            lines_t = [f"- **{ds}**: {t}" for ds, t in items]
            body_h = "<ul>\n" + "\n".join(lines_h) + "\n</ul>"
        elif style == "after":
            lines_t = [f"- {t} ({ds})" for ds, t in items]
            body_h = "<ul>\n" + "\n".join(f"<li>{_e(t)} ({_e(ds)})</li>" for ds, t in items) + "\n</ul>"
        else:
            lines_t = [f"> {ds} — {t}" for ds, t in items]
            body_h = "<blockquote>\n" + "\n".join(f"<p>{_e(ds)} — {_e(t)}</p>" for ds, t in items) + "\n</blockquote>"
        q = w["q"].format(n=name)
        msgs = [(a, time(), f"<p>{_e(q)}</p>", q), (b, time(), f"<p>{_e(w['intro'])}</p>\n{body_h}", w["intro"] + "\n" + "\n".join(lines_t)),
                (c, time(), f"<p>{_e(w['thanks'])}</p>", w["thanks"])]
        page.chrome += [a, b, c, w["intro"], w["thanks"], day]
        react = f"👍 {r.randint(1, 6)}"
        page.chrome.append(react)
        if out.html:
            rows = []
            for who, tm, mh, _ in msgs:
                page.chrome.append(tm)
                rows.append(f"<div class=\"message_row\"><div class=\"messagebox\"><div class=\"message_top_line\"><span class=\"message_sender\">"
                            f"<span class=\"sender_name\">{_e(who)}</span></span><a class=\"message_time\">{tm}</a></div>"
                            f"<div class=\"message_content rendered_markdown\">{mh}</div>"
                            f"<div class=\"message_reactions\"><div class=\"message_reaction\">{_e(react)}</div></div></div></div>")
            out.add(f"<div class=\"recipient_row\"><div class=\"message_header message_header_stream\"><div class=\"message-header-contents\">"
                    f"<a class=\"stream_label\">#{_e(w['stream'])}</a><span class=\"stream_topic_separator\">&gt;</span>"
                    f"<span class=\"stream_topic\"><a class=\"narrows_by_topic\">{_e(name)}</a></span>"
                    f"<span class=\"recipient_row_date\">{_e(day)}</span></div></div>\n" + "\n".join(rows) + "\n</div>", "")
        else:
            out.add("", f"{head} {day}\n" + "\n".join(f"{who}: {mt}" for who, _, _, mt in msgs) + f"\n{react}")
        out.chrome(w["compose"], w["send"], tag="div", cls="compose-box")
        out.chrome(*w["right"], tag="aside", cls="right-sidebar")
        page.content = out.render()

    def layout_mattermost_channel(self, page, card):
        """A Mattermost channel copied or saved: sidebar, header, date separators, posts."""
        r = self.rng
        lang = r.choice(["es", "pt", "en"])
        w = _MATTER[lang]
        out = _Out(self, page, r.random() < 0.45, lang)
        name = self._title(page, card, lang, 0.5)
        before = r.random() < 0.5
        form = self._form(page, "mattermost post, DATE - before or (DATE) after", w["forms"])
        t0 = _own_date(r, card, floor=dt.date(2016, 1, 1))
        wd = _WEEKDAYS[lang][t0.weekday()]
        sepd = w["sep"].format(wd=wd, d=render16(t0, w["own"]))
        time = (lambda: _hm12(r)) if lang == "en" else (lambda: _hm(r))  # noqa: E731
        a, b = r.sample(PEOPLE16, 2)
        out.title = f"{w['channel']} - {w['team']} Mattermost"
        out.chrome(w["team"], *w["sidebar"], tag="nav", cls="SidebarContainer")
        out.chrome(w["channel"], w["purpose"], f"{r.randint(5, 90)} {w['members']}", tag="div", cls="channel-header")
        page.chrome.append(sepd)
        items = self._dated(page, card, form)
        lines = [f"{ds} - {t}" if before else f"{t} ({ds})" for ds, t in items]
        q = w["q"].format(n=name)
        posts = [(a, time(), [q]), (b, time(), [w["intro"]] + lines), (a, time(), [w["thanks"]])]
        page.chrome += [a, b, w["intro"], w["thanks"]]
        if out.html:
            blocks = [f"<div class=\"date-separator\"><div class=\"separator__text\">{_e(sepd)}</div></div>"]
            for who, tm, body in posts:
                page.chrome.append(tm)
                blocks.append(f"<div class=\"post\"><div class=\"post__header\"><button class=\"user-popover\">{_e(who)}</button>"
                              f"<time class=\"post__time\">{tm}</time></div><div class=\"post-message__text\">"
                              + "".join(f"<p>{_e(x)}</p>" for x in body) + "</div></div>")
            out.add("\n".join(blocks), "")
        else:
            lines_out = [sepd]
            for who, tm, body in posts:
                page.chrome.append(tm)
                lines_out += ["", who, tm] + body
            out.add("", "\n".join(lines_out))
        out.chrome(w["reply"].format(k=r.randint(1, 4)), tag="div", cls="ThreadFooter")
        out.chrome(w["write"], tag="div", cls="post-create")
        page.content = out.render()

    def layout_element_export(self, page, card):
        """A Matrix room exported by Element as HTML: export header, date separators, event tiles."""
        r = self.rng
        lang = r.choice(["en", "it", "fr"])
        w = _ELEMENT[lang]
        out = _Out(self, page, True, lang)
        name = self._title(page, card, lang, 0.5)
        before = r.random() < 0.5
        form = self._form(page, "element message list, DATE: before or — DATE after", w["forms"])
        t0 = _own_date(r, card, floor=dt.date(2019, 6, 1))
        room = w["room"]
        user = f"@{r.choice(NICKS16)}:matrix.org"
        exported = f"{t0.day:02d}/{t0.month:02d}/{t0.year}" if lang != "en" else f"{t0.month}/{t0.day}/{t0.year}"
        wd = _WEEKDAYS[lang if lang != "en" else "en"][t0.weekday()]
        sepd = w["sep"].format(wd=wd[:3], d=t0.day, m=_SHORT[lang][t0.month - 1], y=t0.year)
        out.title = f"{w['exported']} - {room}"
        out.head = "<link href=\"css/style.css\" rel=\"stylesheet\"><script src=\"js/script.js\"></script>"
        out.body_attrs = " style=\"height: 100vh;\""
        a, b, c = r.sample(PEOPLE16, 3)
        header = w["start"].format(room=room, user=user, d=exported)
        page.chrome += [room, header, sepd, a, b, c, w["joined"].format(u=c)]
        items = self._dated(page, card, form)
        lines = [f"{ds}: {t}" if before else f"{t} — {ds}" for ds, t in items]
        q = w["q"].format(n=name)
        tiles = []

        def tile(who: str, body: str) -> None:
            tm = _hm(r)
            page.chrome.append(tm)
            tiles.append(f"<div class=\"mx_Export_EventWrapper\" id=\"${r.getrandbits(64):016x}\"><li class=\"mx_EventTile\">"
                         f"<div class=\"mx_DisambiguatedProfile\"><span class=\"mx_Username_color{r.randint(1, 8)} mx_DisambiguatedProfile_displayName\" dir=\"auto\">{_e(who)}</span></div>"
                         f"<a aria-label=\"{_e(sepd)}\"><span class=\"mx_MessageTimestamp\" aria-hidden=\"true\">{tm}</span></a>"
                         f"<div class=\"mx_EventTile_line\"><div class=\"mx_MTextBody mx_EventTile_content\"><div class=\"mx_EventTile_body markdown-body\" dir=\"auto\">{body}</div></div></div></li></div>")

        tiles.append(f"<div class=\"mx_Export_EventWrapper\"><li class=\"mx_GenericEventListSummary\"><div class=\"mx_TextualEvent\">{_e(w['joined'].format(u=c))}</div></li></div>")
        tile(a, _e(q))
        tile(b, _e(w["intro"]) + "<ol>" + "".join(f"<li>{_e(x)}</li>" for x in lines) + "</ol>")
        tile(c, _e(w["thanks"]))
        page.chrome += [w["intro"], w["thanks"]]
        out.add("<div class=\"mx_Export_header\"><div class=\"mx_RoomHeader_name\">" + _e(room) + "</div></div>"
                "<main><div class=\"mx_RoomView_body\"><ol class=\"mx_RoomView_MessageList\">\n"
                f"<div class=\"mx_NewRoomIntro\"><h2>{_e(room)}</h2><p>{_e(header)}</p></div>\n"
                f"<li role=\"separator\" aria-label=\"{_e(sepd)}\"><div class=\"mx_DateSeparator\"><hr role=\"none\"><h2 aria-hidden=\"true\">{_e(sepd)}</h2><hr role=\"none\"></div></li>\n"
                + "\n".join(tiles) + "\n</ol></div></main>", "")
        page.content = out.render()

    def layout_qq_message_record(self, page, card):
        """A QQ message record .txt: header, group, heads with the member's number, messages."""
        r = self.rng
        out = _Out(self, page, False, "zh")
        name = self._title(page, card, "zhs", 0.8)
        before = r.random() < 0.5
        form = self._form(page, "qq message, DATE：before or （DATE） after", ["zh:y年m月d日", "zh:iso"])
        t0 = _own_date(r, card, floor=dt.date(2012, 1, 1))
        rule = "=" * 64
        group = r.choice(["万智牌规则交流群", "上海万智牌玩家群", "MTG指挥官交流"])
        members = r.sample([("小王", "10482213"), ("牌佬阿杰", "23901877"), ("蓝控爱好者", "99120034"), ("裁判老李", "31245678")], 3)
        base = dt.datetime(t0.year, t0.month, t0.day, r.randint(9, 20), r.randint(0, 59), r.randint(0, 59))
        k = [0]

        def head(who: tuple[str, str]) -> str:
            k[0] += 1
            st = (base + dt.timedelta(seconds=37 * k[0] + r.randint(0, 30))).strftime("%Y-%m-%d %H:%M:%S")
            s = f"{st} {who[0]}({who[1]})"
            page.chrome.append(s)
            return s

        msgs = []
        q = f"有人知道《{name}》的官方裁定吗？昨天对局吵起来了"
        msgs.append(f"{head(members[0])}\n{q}")
        page.chrome.append(q)
        msgs.append(f"{head(members[1])}\n[表情]")
        printed = self._printed(card, "zhs")
        if printed and r.random() < 0.6:
            page.translations.append(("zhs", printed[0], printed[1]))
            msgs.append(f"{head(members[2])}\n{printed[0]}\n{printed[1]}")
        items = self._dated(page, card, form)
        lines = [f"{ds}：{t}" if before else f"{t}（{ds}）" for ds, t in items]
        intro = r.choice(["官方裁定（英文原文）：", "Gatherer上的裁定如下："])
        page.chrome.append(intro)
        msgs.append(f"{head(members[2])}\n{intro}\n" + "\n".join(lines))
        msgs.append(f"{head(members[0])}\n[图片]")
        msgs.append(f"{head(members[0])}\n谢谢大佬！")
        page.chrome += ["谢谢大佬！", "[图片]", "[表情]", group]
        hdr = ["消息记录（此消息记录为文本格式，不支持重新导入）", "", rule, "消息分组:我的群聊", rule, f"消息对象:{group}", rule, ""]
        page.chrome += [hdr[0], "消息分组:我的群聊", f"消息对象:{group}"]
        page.content = "\ufeff" * r.choice([0, 1]) + "\r\n".join(hdr + [("\n\n".join(msgs)).replace("\n", "\r\n"), ""])
        page.fmt = "text"

    def layout_messenger_json(self, page, card):
        """A Facebook message_1.json: participants, messages newest first, mojibake content."""
        r = self.rng
        lang = r.choice(["es", "it", "pt", "en"])
        w = _MESSENGER[lang]
        page.title_lang = None
        page.fmt = "text"
        before = r.random() < 0.5
        form = self._form(page, "messenger json content, DATE: before or (DATE) after", w["forms"])
        t0 = _own_date(r, card, floor=dt.date(2014, 1, 1))
        a, b = r.sample(PEOPLE16, 2)
        items = self._dated(page, card, form)
        lines = [f"{ds}: {t}" if before else f"{t} ({ds})" for ds, t in items]
        base = int(dt.datetime(t0.year, t0.month, t0.day, r.randint(8, 21), tzinfo=dt.timezone.utc).timestamp()) * 1000
        convo = [(a, w["q"]), (b, w["wait"]), (b, w["intro"] + "\n" + "\n".join(lines)), (a, w["thanks"])]
        msgs = []
        stamp = base
        for k, (who, text) in enumerate(convo):
            stamp += r.randint(20000, 900000) if k else 0
            m = {"sender_name": _mojibake(who), "timestamp_ms": stamp, "content": _mojibake(text)}
            if k == 2 and r.random() < 0.6:
                m["reactions"] = [{"reaction": _mojibake("❤"), "actor": _mojibake(a)}]
            m["is_geoblocked_for_viewer"] = False
            msgs.append(m)
            if k != 2:
                page.chrome.append(text)
        if r.random() < 0.5:
            msgs.insert(1, {"sender_name": _mojibake(b), "timestamp_ms": base + 500, "photos": [{"uri": "messages/inbox/photos/1234_n.jpg",
                            "creation_timestamp": base // 1000}], "is_geoblocked_for_viewer": False})
        msgs.reverse()
        page.chrome += [a, b, w["intro"]]
        slug = re.sub(r"[^a-z]", "", fold(b).lower().encode("ascii", "ignore").decode())
        doc = {"participants": [{"name": _mojibake(b)}, {"name": _mojibake(a)}], "messages": msgs, "title": _mojibake(b),
               "is_still_participant": True, "thread_path": f"inbox/{slug}_{r.randint(10**9, 10**10)}",
               "magic_words": [], "image": None, "joinable_mode": {"mode": 1, "link": ""}}
        page.content = json.dumps(doc, indent=2) + "\n"

    def layout_telegram_result_json(self, page, card):
        """A Telegram Desktop result.json: service messages, messages whose text is a list of entities."""
        r = self.rng
        lang = r.choice(["ru", "ru", "en", "de"])
        w = _TELEGRAM[lang]
        page.fmt = "text"
        name = self._title(page, card, lang, 0.6)
        before = r.random() < 0.5
        form = self._form(page, "telegram json text entities, bold DATE — before or (DATE) after", w["forms"])
        t0 = _own_date(r, card, floor=dt.date(2015, 1, 1))
        base = dt.datetime(t0.year, t0.month, t0.day, r.randint(8, 21), r.randint(0, 59))
        people = r.sample(w["people"], 3)
        msgs = []
        ids = [r.randint(1000, 90000)]

        def add(kind: str, who: str, parts: list, **extra) -> None:
            ids[0] += r.randint(1, 4)
            when = base + dt.timedelta(seconds=len(msgs) * 240 + r.randint(0, 200))
            m = {"id": ids[0], "type": kind, "date": when.strftime("%Y-%m-%dT%H:%M:%S"),
                 "date_unixtime": str(int(when.replace(tzinfo=dt.timezone.utc).timestamp()))}
            if kind == "service":
                m.update({"actor": who, "actor_id": f"user{r.randint(10**8, 10**9)}"}, **extra)
            else:
                m.update({"from": who, "from_id": f"user{r.randint(10**8, 10**9)}"}, **extra)
            ents = [p if isinstance(p, dict) else {"type": "plain", "text": p} for p in parts]
            m["text"] = parts[0] if len(parts) == 1 and isinstance(parts[0], str) else parts
            m["text_entities"] = ents
            msgs.append(m)

        add("service", people[2], [""], action="join_group_by_link", inviter="Group")
        q = w["q"].format(n=name)
        add("message", people[0], [q])
        page.chrome += [q, people[0], people[1], people[2], w["group"]]
        printed = self._printed(card, lang)
        if printed and r.random() < 0.5:
            page.translations.append((lang, printed[0], printed[1]))
            add("message", people[1], [{"type": "bold", "text": printed[0]}, "\n" + printed[1]])
        items = self._dated(page, card, form)
        parts: list = [w["intro"] + "\n"]
        for ds, t in items:
            if before:
                parts += [{"type": "bold", "text": ds}, f" — {t}\n"]
            else:
                parts += [f"{t} (", {"type": "italic", "text": ds}, ")\n"]
        add("message", people[1], parts, reply_to_message_id=ids[0])
        add("service", people[1], [""], action="pin_message", message_id=ids[0])
        add("message", people[0], [w["thanks"]], reply_to_message_id=ids[0] - 1)
        page.chrome += [w["intro"], w["thanks"]]
        doc = {"name": w["group"], "type": "public_supergroup", "id": r.randint(10**9, 10**10), "messages": msgs}
        page.content = json.dumps(doc, ensure_ascii=False, indent=1) + "\n"

    def layout_google_chat_copy(self, page, card):
        """A Google Chat space copied: space name, members, message heads with the day and time."""
        r = self.rng
        lang = r.choice(["ko", "ko", "ja", "en"])
        w = _GCHAT[lang]
        out = _Out(self, page, False, lang)
        name = self._title(page, card, lang, 0.7)
        before = r.random() < 0.5
        form = self._form(page, "google chat message, DATE before or (DATE) after", w["forms"])
        t0 = _own_date(r, card, floor=dt.date(2017, 3, 1))
        people = r.sample(w["people"], 3)

        clock = [r.randint(8 * 60, 20 * 60)]

        def stamp() -> str:
            clock[0] = min(clock[0] + r.randint(1, 25), 23 * 60 + 59)
            h24, mi = divmod(clock[0], 60)
            h, ampm = (h24 - 1) % 12 + 1, w["ampm"][h24 >= 12]
            if lang == "ko":
                return f"{t0.year}년 {t0.month}월 {t0.day}일 {ampm} {h}:{mi:02d}"
            if lang == "ja":
                return f"{t0.year}年{t0.month}月{t0.day}日 {ampm}{h}:{mi:02d}"
            return f"{_SHORT['en'][t0.month - 1]} {t0.day}, {t0.year}, {h}:{mi:02d} {ampm}"

        blocks = []

        def say(who: str, *body: str, chrome: bool = True) -> None:
            hd = f"{who}, {stamp()}"
            page.chrome.append(hd)
            if chrome:
                page.chrome.extend(body)
            blocks.append("\n".join([hd, *body]))

        out.chrome(w["space"], w["members"].format(k=r.randint(4, 40)), tag="div")
        say(people[0], w["q"].format(n=name))
        printed = self._printed(card, lang)
        if printed and r.random() < 0.6:
            page.translations.append((lang, printed[0], printed[1]))
            say(people[1], printed[0], printed[1], chrome=False)
        items = self._dated(page, card, form)
        lines = [f"{ds} {t}" if before else f"{t} ({ds})" for ds, t in items]
        page.chrome.append(w["intro"])
        say(people[2], w["intro"], *lines, chrome=False)
        say(people[0], w["thanks"])
        out.add("", "\n\n".join(blocks))
        out.chrome(w["react"].format(k=r.randint(1, 5)), w["reply"], tag="div")
        out.chrome(w["history"], tag="div")
        page.content = out.render()

    def layout_redmine_issue(self, page, card):
        """A Redmine issue: attributes, a description with rulings, the history with a note adding more."""
        r = self.rng
        lang = r.choice(["fr", "it", "en"])
        w = _REDMINE[lang]
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, lang, 0.4)
        table = r.random() < 0.5
        form = self._form(page, "redmine " + ("textile table DATE | text" if table else "list DATE : text"), w["forms"])
        t0 = _own_date(r, card, floor=dt.date(2010, 1, 1))
        num = r.randint(200, 9000)
        y1, y2 = r.randint(3, 5), r.randint(1, 2)
        out.title = f"{w['tracker']} #{num}: {w['subject'].format(n=name)} - {w['project']} - Redmine"
        out.chrome(w["top"], tag="div", cls="top-menu", sep=" ")
        out.chrome(w["project"], *w["tabs"], tag="div", cls="main-menu")
        out.heading(f"{w['tracker']} #{num}", 2)
        out.heading(w["subject"].format(n=name), 3)
        a, b = r.sample(PEOPLE16, 2)
        out.chrome(w["added"].format(u=a, x=_ago(lang, y1), y=_ago(lang, y2).replace("environ", "plus de") if lang == "fr" else _ago(lang, y2)),
                   tag="p", cls="author")
        attrs = [w["status"], w["priority"], w["assignee"].format(u=b), w["start"].format(d=render16(t0, w["own"])), w["done"]]
        out.chrome(*attrs, tag="div", cls="attributes")
        items = self._dated(page, card, form)
        k = max(1, len(items) - r.randint(0, 1)) if len(items) > 1 else 1
        first, rest = items[:k], items[k:]

        def block(its):
            if table:
                return ("<table>" + f"<tr><th>{_e(w['date'])}</th><th>{_e(w['ruling'])}</th></tr>"
                        + "".join(f"<tr><td>{_e(ds)}</td><td>{_e(t)}</td></tr>" for ds, t in its) + "</table>",
                        f"{w['date']}\t{w['ruling']}\n" + "\n".join(f"{ds}\t{t}" for ds, t in its))
            return ("<ul>" + "".join(f"<li>{_e(ds)} : {_e(t)}</li>" for ds, t in its) + "</ul>", "\n".join(f"{ds} : {t}" for ds, t in its))

        page.chrome += [w["description"], w["intro"], w["history"]]
        bh, bt = block(first)
        out.add(f"<div class=\"description\"><strong>{_e(w['description'])}</strong><div class=\"wiki\"><p>{_e(w['intro'])}</p>{bh}</div></div>",
                f"{w['description']}\n\n{w['intro']}\n{bt}")
        out.heading(w["history"], 3)
        j1 = w["updated"].format(u=b, x=_ago(lang, y1)) + " #1"
        out.chrome(j1, w["changed"], tag="div", cls="journal")
        if rest:
            j2 = w["updated"].format(u=a, x=_ago(lang, y2)) + " #2"
            page.chrome += [j2, w["more"]]
            rh, rt = block(rest)
            out.add(f"<div class=\"journal has-notes\"><h4>{_e(j2)}</h4><div class=\"wiki\"><p>{_e(w['more'])}</p>{rh}</div></div>", f"{j2}\n\n{w['more']}\n{rt}")
        out.chrome(w["closed"], tag="div", cls="journal")
        out.chrome(*w["side"], tag="div", cls="sidebar")
        out.chrome("Powered by Redmine © 2006-2023 Jean-Philippe Lang", tag="div", cls="footer")
        page.content = out.render()

    def layout_bugzilla_bug(self, page, card):
        """A Bugzilla bug: fields, CC list, preformatted comments, one listing the rulings."""
        r = self.rng
        out = _Out(self, page, r.random() < 0.5, "en")
        name = self._title(page, card, None, 0, 0.04)
        before = r.random() < 0.5
        form = self._form(page, "bugzilla comment, DATE  text or text (DATE)", ["en:iso", "en:m/d/y", "en:month d, y"])
        t0 = _own_date(r, card, floor=dt.date(2010, 1, 1))
        num = r.randint(1200000, 1800000)
        a, b, c = r.sample(PEOPLE16, 3)
        st = lambda d, s=False: f"{d.isoformat()} {_hm(r, s)} UTC"  # noqa: E731
        summary = f"{name}: rules engine resolves the card differently from the official rulings"
        out.title = f"{num} – {summary}"
        out.chrome("Home", "New", "Browse", "Search", "Reports", "Log In", "Forgot Password", tag="ul", cls="links")
        out.heading(f"Bug {num} - {summary}", 1)
        fields = ["Status: RESOLVED FIXED", "Alias: None", "Product: Card Engine", "Component: Rules", "Version: unspecified",
                  "Hardware: All All", f"Importance: {r.choice(['P2', 'P3'])} normal", f"Assignee: {b}", "URL:",
                  f"Reported: {st(t0)} by {a}", f"Modified: {st(t0 + dt.timedelta(days=r.randint(3, 90)))} ({r.randint(2, 9)} users)"]
        out.chrome(*fields, tag="table", cls="edit_form", el="td")
        out.chrome(f"CC List: {r.randint(2, 9)} users", "Attachments", "patch v1 (2.31 KB, patch)", f"{st(t0)}, {b}", "Details | Diff | Splinter Review",
                   "Add an attachment (proposed patch, testcase, etc.)", tag="div", cls="attachments")
        s0 = st(t0, True)
        d0 = f"{a} {s0}"
        desc = "Steps to reproduce: cast the card with a copy effect on the stack. Actual results: the engine asks for targets again."
        items = self._dated(page, card, form)
        lines = [f"{ds}  {t}" if before else f"{t} ({ds})" for ds, t in items]
        c1 = f"{b} {st(t0 + dt.timedelta(days=1), True)}"
        intro = "For reference, the official rulings as published:"
        tail = "The fix follows the first one; see the patch."
        page.chrome += [d0, "Description", desc, c1, "Comment 1", intro, tail]
        out.add(f"<div class=\"bz_comment bz_first_comment\"><div class=\"bz_comment_head\"><span class=\"bz_comment_number\">Description</span>"
                f"<span class=\"bz_comment_user\">{_e(a)}</span> <span class=\"bz_comment_time\">{s0}</span></div>"
                f"<pre class=\"bz_comment_text\">{_e(desc).replace('<br>', '')}</pre></div>\n"
                f"<div class=\"bz_comment\"><div class=\"bz_comment_head\"><span class=\"bz_comment_number\">Comment 1</span>"
                f"<span class=\"bz_comment_user\">{_e(b)}</span> <span class=\"bz_comment_time\">{c1[len(b) + 1:]}</span></div>"
                f"<pre class=\"bz_comment_text\">{html.escape(intro, quote=False)}\n\n" + "\n".join(html.escape(x, quote=False) for x in lines)
                + f"\n\n{html.escape(tail, quote=False)}</pre></div>",
                f"{d0}\nDescription\n{desc}\n\n{c1}\nComment 1\n{intro}\n\n" + "\n".join(lines) + f"\n\n{tail}")
        c2 = f"{c} {st(t0 + dt.timedelta(days=r.randint(3, 9)), True)}"
        out.chrome(c2, "Comment 2", "Verified with the nightly build. Marking fixed.", tag="div", cls="bz_comment")
        out.chrome("Note You need to log in before you can comment on or make changes to this bug.", tag="div", cls="bz_add_comment")
        out.chrome("Top of page", "First Last Prev Next", "This bug is not in your last search results.", tag="div", cls="navigation")
        page.content = out.render()

    def layout_gitlab_mr_discussion(self, page, card):
        """A GitLab merge request's overview: state, tabs, pipeline and approvals, discussion threads."""
        r = self.rng
        lang = r.choice(["ja", "de", "en"])
        w = _GITLAB[lang]
        out = _Out(self, page, True, lang)
        name = self._title(page, card, lang, 0.4)
        table = r.random() < 0.5
        form = self._form(page, "gitlab note, " + ("table DATE | text" if table else "list DATE: text"), w["forms"])
        num = r.randint(12, 900)
        y = r.randint(2, 4)
        ago = _ago(lang, y)
        a, b = r.sample(NICKS16, 2)
        out.title = f"{w['title'].format(n=name)} (!{num}) · {w['mrs']} · cards/rulings-data · GitLab"
        out.chrome(w["menu"], w["search"], tag="header", cls="navbar-gitlab")
        out.chrome("cards", "rulings-data", w["mrs"], f"!{num}", tag="nav", cls="breadcrumbs", sep=" / ")
        out.heading(w["title"].format(n=name), 1)
        out.chrome(w["state"], w["req"].format(u=a, x=ago), tag="div", cls="detail-page-header")
        out.chrome(f"{w['tabs'][0]} {r.randint(3, 9)}", f"{w['tabs'][1]} {r.randint(1, 4)}", f"{w['tabs'][2]} 1", f"{w['tabs'][3]} 1",
                   tag="ul", cls="merge-request-tabs")
        out.chrome(w["pipeline"].format(k=r.randint(10000, 99999)), w["approved"].format(u=b), w["merged"].format(u=b, x=ago), tag="div", cls="mr-widget")
        items = self._dated(page, card, form)
        if table:
            body = (f"<table><thead><tr><th>{_e(w['date'])}</th><th>{_e(w['ruling'])}</th></tr></thead><tbody>"
                    + "".join(f"<tr><td>{_e(ds)}</td><td>{_e(t)}</td></tr>" for ds, t in items) + "</tbody></table>")
        else:
            body = "<ul>" + "".join(f"<li>{_e(ds)}: {_e(t)}</li>" for ds, t in items) + "</ul>"
        n1 = f"{a} @{a} · {ago}"
        n2 = f"{b} @{b} · {ago}"
        page.chrome += [n1, n2, w["author"], w["maint"], w["intro"], w["check"], w["resolved"].format(u=a)]
        out.add("<ul class=\"notes main-notes-list timeline\">"
                f"<li class=\"note note-wrapper\"><div class=\"note-header\"><span class=\"note-header-author-name\">{_e(a)}</span>"
                f" <span class=\"note-headline-light\">@{_e(a)} · <time>{_e(ago)}</time></span><span class=\"note-role\">{_e(w['author'])}</span></div>"
                f"<div class=\"note-body\"><div class=\"md\"><p>{_e(w['intro'])}</p>{body}</div></div></li>"
                f"<li class=\"note note-wrapper\"><div class=\"note-header\"><span class=\"note-header-author-name\">{_e(b)}</span>"
                f" <span class=\"note-headline-light\">@{_e(b)} · <time>{_e(ago)}</time></span><span class=\"note-role\">{_e(w['maint'])}</span></div>"
                f"<div class=\"note-body\"><div class=\"md\"><p>{_e(w['check'])}</p></div></div>"
                f"<div class=\"discussion-resolved-text\">{_e(w['resolved'].format(u=a))}</div></li></ul>", "")
        out.chrome(w["reply"], w["comment"], tag="div", cls="discussion-reply-holder")
        out.chrome(*w["side"], tag="aside", cls="right-sidebar")
        page.content = out.render()

    def layout_ics_event(self, page, card):
        """An iCalendar file for a rules evening: folded lines, the rulings in an escaped DESCRIPTION."""
        r = self.rng
        lang = r.choice(["de", "fr", "en"])
        w = _ICS[lang]
        page.fmt = "text"
        name = self._title(page, card, lang, 0.5)
        before = r.random() < 0.5
        form = self._form(page, "ics description, DATE – before or (DATE) after", w["forms"])
        t0 = _own_date(r, card, floor=dt.date(2012, 1, 1))
        start = dt.datetime(t0.year, t0.month, t0.day, r.randint(16, 19), 0)
        z = lambda x: x.strftime("%Y%m%dT%H%M%SZ")  # noqa: E731
        items = self._dated(page, card, form)
        lines = [f"{ds} – {t}" if before else f"{t} ({ds})" for ds, t in items]
        desc = "\n".join([w["topic"].format(n=name), "", w["intro"]] + lines + ["", w["bring"]])
        page.chrome += [w["intro"], w["bring"], w["cal"], w["loc"]]
        props = ["BEGIN:VCALENDAR", f"PRODID:{w['prodid']}", "VERSION:2.0", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
                 f"X-WR-CALNAME:{_ics_escape(w['cal'])}", f"X-WR-TIMEZONE:{w['tz']}", "BEGIN:VEVENT",
                 f"DTSTART:{z(start)}", f"DTEND:{z(start + dt.timedelta(hours=3))}", f"DTSTAMP:{z(start - dt.timedelta(days=r.randint(2, 20)))}",
                 f"UID:{r.getrandbits(80):020x}@google.com", f"CREATED:{z(start - dt.timedelta(days=r.randint(21, 60)))}",
                 f"DESCRIPTION:{_ics_escape(desc)}", f"LAST-MODIFIED:{z(start - dt.timedelta(days=1))}",
                 f"LOCATION:{_ics_escape(w['loc'])}", "SEQUENCE:0", "STATUS:CONFIRMED", f"SUMMARY:{_ics_escape(w['summary'].format(n=name))}",
                 "TRANSP:OPAQUE", "BEGIN:VALARM", "ACTION:DISPLAY", f"DESCRIPTION:{_ics_escape(w['alarm'])}", "TRIGGER:-P0DT0H30M0S",
                 "END:VALARM", "END:VEVENT", "END:VCALENDAR"]
        page.chrome.append(w["alarm"])
        page.content = "\r\n".join(_ics_fold(p) for p in props) + "\r\n"

    def layout_gemtext_capsule(self, page, card):
        """A Gemini gemtext page: heading, link lines, date headings above their rulings or bullets."""
        r = self.rng
        lang = r.choice(["fr", "en", "ja"])
        w = _GEMINI[lang]
        out = _Out(self, page, False, lang)
        name = self._title(page, card, lang, 0.5)
        grouped = r.random() < 0.5
        form = self._form(page, "gemtext " + ("## DATE heading above its rulings" if grouped else "* text (DATE)"), w["forms"])
        t0 = _own_date(r, card, floor=dt.date(2020, 1, 1))
        out.add("", f"# {w['title'].format(n=name)}")
        out.chrome(f"=> gemini://{w['host']}/ {w['home']}", f"=> gemini://{w['host']}/log/ {w['log']}", tag="div")
        stamp = w["posted"].format(d=t0.isoformat())
        out.para(stamp, chrome=True)
        out.para(w["intro"], chrome=True)
        printed = self._printed(card, lang)
        if printed and r.random() < 0.6:
            page.translations.append((lang, printed[0], printed[1]))
            out.add("", f"```{w['alt']}\n{printed[0]}\n{printed[1]}\n```")
        items = self._dated(page, card, form)
        if grouped:
            out.add("", "\n\n".join(f"## {ds}\n" + "\n".join(f"* {t}" for t in ts) for ds, ts in self._groups(items)))
        else:
            out.add("", f"## {w['rulings']}\n" + "\n".join(f"* {t} ({ds})" for ds, t in items))
            page.chrome.append(f"## {w['rulings']}")
        out.add("", f"> {w['quote']}")
        page.chrome.append(f"> {w['quote']}")
        out.chrome(f"=> gemini://{w['host']}/log/ {w['back']}", f"=> gemini://{w['host']}/atom.xml {w['feed']}", w["license"], tag="div")
        page.content = out.render()

    def layout_groff_man_source(self, page, card):
        """A man page's source: .TH, NAME, SYNOPSIS (the name), DESCRIPTION, RULINGS, SEE ALSO."""
        r = self.rng
        page.fmt = "text"
        name = self._title(page, card, None, 0, 0.03)
        style = r.choice(["tp", "ss", "ip"])
        form = self._form(page, f"man page rulings ({style})", ["en:iso", "en:month d, y", "en:d month y"])
        t0 = _own_date(r, card, floor=dt.date(2010, 1, 1))
        slug = re.sub(r"[^a-z0-9]+", "-", fold(card.name).lower().encode("ascii", "ignore").decode()).strip("-") or "card"
        th_date = f"{MONTHS['en'][t0.month - 1]} {t0.year}"
        ver = f"mtg-rules {r.randint(1, 3)}.{r.randint(0, 9)}"
        out = [f".\\\" Manual page for {slug}", ".\\\" Generated from the card database; do not edit by hand.",
               f".TH {slug.upper()} 7 \"{th_date}\" \"{ver}\" \"Card Rulings Manual\"", ".SH NAME", f"{slug} \\- official rulings of a card",
               ".SH SYNOPSIS", f".B {name}"]
        page.chrome += [th_date, ver, "Card Rulings Manual", "NAME", f"{slug} - official rulings of a card", "SYNOPSIS", "DESCRIPTION",
                        "RULINGS", "SEE ALSO", "AUTHORS", "BUGS"]
        if card.type_line:
            out += [".br", _roff(card.type_line)]
        out += [".SH DESCRIPTION", ".PP"] + [_roff(x) for x in (card.text or "").split("\n") if x] + [".SH RULINGS"]
        items = self._dated(page, card, form)
        if style == "tp":
            for ds, t in items:
                out += [".TP", f".B {ds}", _roff(t)]
        elif style == "ss":
            for ds, ts in self._groups(items):
                out += [f".SS {ds}"] + sum(([".PP", _roff(t)] for t in ts), [])
        else:
            for ds, t in items:
                out += [".IP \\(bu 2", _roff(f"{t} ({ds})")]
        others = [re.sub(r"[^a-z0-9]+", "-", fold(c.name).lower().encode("ascii", "ignore").decode()).strip("-") for c in self._others(card, 2)]
        out += [".SH SEE ALSO", ".BR mtg-rules (1),", f".BR {others[0]} (7),", f".BR {others[1]} (7)",
                ".SH AUTHORS", "Generated by mtg-rules from the comprehensive rules database.",
                ".SH BUGS", "Report errors in the rulings at the project's issue tracker."]
        page.chrome += ["mtg-rules (1),", "Generated by mtg-rules from the comprehensive rules database.",
                        "Report errors in the rulings at the project's issue tracker."]
        page.content = "\n".join(out) + "\n"

    def layout_joplin_raw_note(self, page, card):
        """A Joplin RAW export note: title, markdown body, the metadata footer."""
        r = self.rng
        lang = r.choice(["pt", "es", "de", "en"])
        w = _JOPLIN[lang]
        page.fmt = "text"
        name = self._title(page, card, lang, 0.5)
        table = r.random() < 0.5
        form = self._form(page, "joplin note, " + ("table | DATE | text |" if table else "- **DATE** — text"), w["forms"])
        t0 = _own_date(r, card, floor=dt.date(2018, 1, 1))
        body = [name, "", w["intro"], ""]
        printed = self._printed(card, lang)
        if printed and r.random() < 0.5:
            page.translations.append((lang, printed[0], printed[1]))
            body += [f"**{printed[0]}**", "", printed[1], ""]
        body.append(f"## {w['rulings']}")
        body.append("")
        items = self._dated(page, card, form)
        if table:
            body += [f"| {w['date']} | Ruling |", "| --- | --- |"] + [f"| {ds} | {t} |" for ds, t in [(x, y.replace("|", "\\|")) for x, y in items]]
        else:
            body += [f"- **{ds}** — {t}" for ds, t in items]
        body += ["", w["tags"]]
        page.chrome += [w["intro"], f"## {w['rulings']}", w["tags"]]
        ms = lambda d: f"{d.isoformat()}T{_hm(r, True)}.{r.randint(100, 999)}Z"  # noqa: E731
        t1 = t0 + dt.timedelta(days=r.randint(0, 40))
        meta = [f"id: {r.getrandbits(128):032x}", f"parent_id: {r.getrandbits(128):032x}", f"created_time: {ms(t0)}",
                f"updated_time: {ms(t1)}", "is_conflict: 0", "latitude: 0.00000000", "longitude: 0.00000000", "altitude: 0.0000",
                "author: ", "source_url: ", "is_todo: 0", "todo_due: 0", "todo_completed: 0", "source: joplin-desktop",
                "source_application: net.cozic.joplin-desktop", "application_data: ", "order: 0", f"user_created_time: {ms(t0)}",
                f"user_updated_time: {ms(t1)}", "encryption_cipher_text: ", "encryption_applied: 0", "markup_language: 1",
                "is_shared: 0", "share_id: ", "conflict_original_id: ", "master_key_id: ", "user_data: ", "deleted_time: 0", "type_: 1"]
        page.chrome += [m.strip() for m in meta]
        page.content = "\n".join(body) + "\n\n" + "\n".join(meta)

    def layout_odf_content_xml(self, page, card):
        """An OpenDocument text's content.xml: minutes of a club meeting with the rulings as list items
        or as a table."""
        r = self.rng
        lang = r.choice(["it", "es", "de"])
        w = _ODF[lang]
        page.fmt = "text"
        name = self._title(page, card, lang, 0.5)
        table = r.random() < 0.5
        form = self._form(page, "odt " + ("table cells DATE | text" if table else "list items DATE – text"), w["forms"])
        t0 = _own_date(r, card, floor=dt.date(2010, 1, 1))
        people = r.sample(PEOPLE16, 3)
        P = lambda s, st="P1": f"<text:p text:style-name=\"{st}\">{s}</text:p>"  # noqa: E731
        title = w["title"].format(d=render16(t0, w["own"]))
        present = w["present"] + ", ".join(people)
        page.chrome += [title, present, w["item1"], w["item1_text"], w["item3"], w["item3_text"], w["intro"]]
        items = self._dated(page, card, form)
        tab = {"it": "Tabella1", "es": "Tabla1", "de": "Tabelle1"}[lang]
        if table:
            rows = "".join(f"<table:table-row><table:table-cell table:style-name=\"{tab}.A2\" office:value-type=\"string\">{P(_xml(ds), 'Table_20_Contents')}</table:table-cell>"
                           f"<table:table-cell table:style-name=\"{tab}.B2\" office:value-type=\"string\">{P(_xml(t), 'Table_20_Contents')}</table:table-cell></table:table-row>"
                           for ds, t in items)
            block = (f"<table:table table:name=\"{tab}\" table:style-name=\"{tab}\"><table:table-column table:style-name=\"{tab}.A\"/>"
                     f"<table:table-column table:style-name=\"{tab}.B\"/>"
                     f"<table:table-header-rows><table:table-row><table:table-cell office:value-type=\"string\">{P(_xml(w['date']), 'Table_20_Heading')}</table:table-cell>"
                     f"<table:table-cell office:value-type=\"string\">{P(_xml(w['ruling']), 'Table_20_Heading')}</table:table-cell></table:table-row></table:table-header-rows>"
                     + rows + "</table:table>")
            page.chrome += [w["date"], w["ruling"]]
        else:
            block = ("<text:list xml:id=\"list" + str(r.randint(10**8, 10**9)) + "\" text:style-name=\"L1\">"
                     + "".join(f"<text:list-item>{P(_xml(ds) + ' – ' + _xml(t), 'P3')}</text:list-item>" for ds, t in items) + "</text:list>")
        body = (f"<text:h text:style-name=\"P2\" text:outline-level=\"1\">{_xml(title)}</text:h>"
                + P(f"<text:span text:style-name=\"T1\">{_xml(w['present'])}</text:span>{_xml(', '.join(people))}")
                + f"<text:h text:style-name=\"Heading_20_2\" text:outline-level=\"2\">{_xml(w['item1'])}</text:h>" + P(_xml(w["item1_text"]))
                + f"<text:h text:style-name=\"Heading_20_2\" text:outline-level=\"2\">{_xml(w['item2'].format(n=name))}</text:h>"
                + P(_xml(w["intro"])) + block
                + f"<text:h text:style-name=\"Heading_20_2\" text:outline-level=\"2\">{_xml(w['item3'])}</text:h>" + P(_xml(w["item3_text"])))
        ns = ("xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" xmlns:style=\"urn:oasis:names:tc:opendocument:xmlns:style:1.0\" "
              "xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\" xmlns:table=\"urn:oasis:names:tc:opendocument:xmlns:table:1.0\" "
              "xmlns:fo=\"urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0\" "
              "xmlns:svg=\"urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0\" xmlns:loext=\"urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0\"")
        styles = ("<office:scripts/><office:font-face-decls><style:font-face style:name=\"Liberation Serif\" svg:font-family=\"&apos;Liberation Serif&apos;\" "
                  "style:font-family-generic=\"roman\" style:font-pitch=\"variable\"/></office:font-face-decls><office:automatic-styles>"
                  "<style:style style:name=\"P1\" style:family=\"paragraph\" style:parent-style-name=\"Standard\"/>"
                  "<style:style style:name=\"T1\" style:family=\"text\"><style:text-properties fo:font-weight=\"bold\"/></style:style>"
                  "<text:list-style style:name=\"L1\"><text:list-level-style-bullet text:level=\"1\" text:bullet-char=\"•\"/></text:list-style>"
                  "</office:automatic-styles>")
        page.content = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        f"<office:document-content {ns} office:version=\"1.3\">{styles}<office:body><office:text>"
                        "<text:sequence-decls><text:sequence-decl text:display-outline-level=\"0\" text:name=\"Illustration\"/></text:sequence-decls>"
                        f"{body}</office:text></office:body></office:document-content>")

    def layout_har_capture(self, page, card):
        """An HTTP Archive of a card page's requests: the card's API call and its rulings' API call,
        their JSON bodies as strings in response.content.text, among fonts and analytics."""
        r = self.rng
        site = r.choice(["en", "ko", "de"])
        w = _HAR[site]
        page.fmt = "text"
        name = self._title(page, card, site, 0.6) if site != "en" else self._title(page, card, None, 0, 0)
        form = self._form(page, "har response body, JSON date field", w["forms"])
        t0 = _own_date(r, card, floor=dt.date(2015, 1, 1))
        started = dt.datetime(t0.year, t0.month, t0.day, r.randint(8, 22), r.randint(0, 59), r.randint(0, 59))
        k = [0]
        items = self._dated(page, card, form)

        def entry(url: str, mime: str, text: str | None, status: int = 200) -> dict:
            k[0] += 1
            when = started + dt.timedelta(milliseconds=k[0] * r.randint(30, 400))
            content = {"size": len(text.encode("utf-8")) if text else r.randint(2000, 90000), "mimeType": mime}
            if text is not None:
                content["text"] = text
            return {"_initiator": {"type": "script" if "api" in url else "parser"}, "_priority": "High", "_resourceType": "fetch" if "api" in url else "other",
                    "cache": {}, "connection": str(r.randint(1000, 9999)), "pageref": "page_1",
                    "request": {"method": "GET", "url": url, "httpVersion": "http/2.0",
                                "headers": [{"name": ":authority", "value": w["host"]}, {"name": "accept", "value": "application/json" if "api" in url else "*/*"},
                                            {"name": "accept-language", "value": w["al"]}],
                                "queryString": [], "cookies": [], "headersSize": -1, "bodySize": 0},
                    "response": {"status": status, "statusText": "", "httpVersion": "http/2.0",
                                 "headers": [{"name": "content-type", "value": mime}, {"name": "cache-control", "value": "max-age=3600"}],
                                 "cookies": [], "content": content, "redirectURL": "", "headersSize": -1, "bodySize": -1, "_transferSize": r.randint(300, 9000)},
                    "serverIPAddress": f"104.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
                    "startedDateTime": when.strftime("%Y-%m-%dT%H:%M:%S.") + f"{r.randint(0, 999):03d}Z", "time": round(r.uniform(20, 400), 3),
                    "timings": {"blocked": round(r.uniform(0.5, 5), 3), "dns": -1, "ssl": -1, "connect": -1, "send": 0.2,
                                "wait": round(r.uniform(15, 300), 3), "receive": round(r.uniform(0.5, 9), 3), "_blocked_queueing": 1.1}}

        cid = f"{r.getrandbits(32):08x}-{r.getrandbits(16):04x}-4{r.getrandbits(12):03x}-a{r.getrandbits(12):03x}-{r.getrandbits(48):012x}"
        printed = self._printed(card, site) if site != "en" else None
        cobj = {w["k_name"]: name, "id": cid}
        if site == "en":
            cobj.update({"object": "card", "lang": "en", "oracle_text": card.text or "", "set_name": card.set_name, "rulings_uri": f"https://{w['host']}/cards/{cid}/rulings"})
        elif printed and name == printed[0]:
            cobj.update({w["k_text"]: printed[1], "name_en": card.name})
            if r.random() < 0.6:
                page.translations.append((site, printed[0], printed[1]))
        if site == "en":
            robj = {"object": "list", "has_more": False,
                    "data": [{"object": "ruling", "oracle_id": cid, "source": "wotc", "published_at": ds, "comment": t} for ds, t in items]}
        else:
            robj = {"result": "ok", "total": len(items), w["k_list"]: [{w["k_date"]: ds, w["k_body"]: t, "lang": "en"} for ds, t in items]}
        q = card.name.replace(" ", "+").replace("'", "%27")
        doc_title = w["doc_title"].format(n=name)
        entries = [entry(f"https://{w['site']}/card?name={q}", "text/html",
                         f"<!DOCTYPE html><html><head><title>{html.escape(doc_title, quote=False)}</title></head><body><div id=\"app\"></div>"
                         "<script src=\"/static/js/main.4f2a.js\"></script></body></html>"),
                   entry(f"https://{w['site']}/static/js/main.4f2a.js", "application/javascript", None),
                   entry("https://fonts.gstatic.com/s/notosans/v30/o-0IIpQlx3QUlC5A4PNr5TRA.woff2", "font/woff2", None),
                   entry(f"https://{w['host']}{w['card_path'].format(q=q)}", "application/json", json.dumps(cobj, ensure_ascii=False)),
                   entry(f"https://{w['host']}{w['rulings_path'].format(id=cid)}", "application/json", json.dumps(robj, ensure_ascii=False)),
                   entry("https://www.google-analytics.com/g/collect?v=2&tid=G-4X2B&en=page_view", "text/plain", "", 204)]
        har = {"log": {"version": "1.2", "creator": {"name": "WebInspector", "version": "537.36"},
                       "pages": [{"startedDateTime": started.strftime("%Y-%m-%dT%H:%M:%S.000Z"), "id": "page_1", "title": f"https://{w['site']}/card?name={q}",
                                  "pageTimings": {"onContentLoad": round(r.uniform(300, 900), 3), "onLoad": round(r.uniform(900, 2000), 3)}}],
                       "entries": entries}}
        page.chrome += ["WebInspector", "High", "max-age=3600", "application/json", w["al"], "page_1"]
        page.content = json.dumps(har, indent=2, ensure_ascii=False) + "\n"

    LAYOUTS16 = {
        "zulip-topic": ("layout_zulip_topic", True), "mattermost-channel": ("layout_mattermost_channel", True),
        "element-export": ("layout_element_export", True), "qq-message-record": ("layout_qq_message_record", True),
        "messenger-json": ("layout_messenger_json", False), "telegram-result-json": ("layout_telegram_result_json", True),
        "google-chat-copy": ("layout_google_chat_copy", True), "redmine-issue": ("layout_redmine_issue", True),
        "bugzilla-bug": ("layout_bugzilla_bug", True), "gitlab-mr-discussion": ("layout_gitlab_mr_discussion", True),
        "ics-event": ("layout_ics_event", True), "gemtext-capsule": ("layout_gemtext_capsule", True),
        "groff-man-source": ("layout_groff_man_source", True), "joplin-raw-note": ("layout_joplin_raw_note", True),
        "odf-content-xml": ("layout_odf_content_xml", True), "har-capture": ("layout_har_capture", True),
    }


def fresh16_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-16 part's pages, drawn with their own generator (seed + 65173)."""
    return Fresh16Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh16")


# --- words of the layouts ----------------------------------------------------------------------------

_ZULIP = {
    "de": dict(forms=["de:dd.mm.y", "de:d. month y"], own="de:d. month y", org="Spielrunde Köln", stream="mtg-regeln",
               views=["Posteingang", "Neueste Unterhaltungen", "Kombinierter Feed", "Erwähnungen", "Markierte Nachrichten"], channels="KANÄLE",
               q="Kennt jemand die offiziellen Rulings zu {n}? Wir waren uns gestern beim Draft nicht einig.",
               intro="Hier die offiziellen Entscheidungen aus dem Gatherer:", thanks="Danke, damit ist das geklärt!",
               compose="Nachricht verfassen", send="Senden", right=["Benutzer", "AKTIV", "Einladen"]),
    "fr": dict(forms=["fr:d month y", "fr:dd/mm/y"], own="fr:d month y", org="Club Magic de Lyon", stream="règles-mtg",
               views=["Boîte de réception", "Conversations récentes", "Flux combiné", "Mentions", "Messages favoris"], channels="CANAUX",
               q="Quelqu'un a les décisions officielles pour {n} ? On n'était pas d'accord hier soir.",
               intro="Voici les clarifications officielles de Gatherer :", thanks="Merci, c'est réglé !",
               compose="Écrire un message", send="Envoyer", right=["Utilisateurs", "ACTIFS", "Inviter des utilisateurs"]),
    "en": dict(forms=["en:iso", "en:month d, y"], own="en:mon d, y", org="Judge Academy Study Group", stream="rules-questions",
               views=["Inbox", "Recent conversations", "Combined feed", "Mentions", "Starred messages"], channels="CHANNELS",
               q="Does anyone have the official rulings for {n}? Came up at prerelease and nobody agreed.",
               intro="Straight from Gatherer, for the record:", thanks="Great, that settles it, thanks!",
               compose="Compose message", send="Send", right=["Users", "ACTIVE", "Invite users"]),
}

_MATTER = {
    "es": dict(forms=["es:d de month de y", "es:dd/mm/y"], own="es:d de month de y", sep="{wd}, {d}", team="Liga Magic Sevilla",
               sidebar=["Hilos", "Canales", "Mensajes directos", "Explorar canales"], channel="reglas-mtg",
               purpose="Dudas de reglas y resoluciones", members="miembros", q="¿Alguien tiene las resoluciones oficiales de {n}? Lo discutimos en el torneo.",
               intro="Aquí las tienes, copiadas de Gatherer:", thanks="¡Perfecto, gracias!", reply="{k} respuestas", write="Escribe a ~reglas-mtg"),
    "pt": dict(forms=["pt:d de month de y", "pt:dd/mm/y"], own="pt:d de month de y", sep="{wd}, {d}", team="Liga Magic Recife",
               sidebar=["Tópicos", "Canais", "Mensagens diretas", "Procurar canais"], channel="regras-mtg",
               purpose="Dúvidas de regras e rulings", members="membros", q="Alguém tem os rulings oficiais de {n}? Deu briga no torneio.",
               intro="Taí, direto do Gatherer:", thanks="Valeu, resolvido!", reply="{k} respostas", write="Escreva para ~regras-mtg"),
    "en": dict(forms=["en:m/d/y", "en:mon d, y"], own="en:mon d, y", sep="{wd}, {d}", team="Card Shop Staff",
               sidebar=["Threads", "Channels", "Direct Messages", "Browse channels"], channel="rules-desk",
               purpose="Rules questions from the counter", members="members", q="Customer is asking about {n}, anyone have the rulings handy?",
               intro="Pasted from Gatherer:", thanks="Perfect, told them.", reply="{k} replies", write="Write to ~rules-desk"),
}

_ELEMENT = {
    "en": dict(forms=["en:d month y", "en:iso"], room="MTG Rules Corner", sep="{wd}, {m} {d} {y}", exported="Exported Data",
               start="This is the start of export of {room}. Exported by {user} at {d}.", joined="{u} joined the room",
               q="Quick one: what are the official rulings on {n}?", intro="From Gatherer:", thanks="Thanks, that helps!"),
    "it": dict(forms=["it:d month y", "it:dd/mm/y"], room="Magic Regole Italia", sep="{wd} {d} {m} {y}", exported="Dati esportati",
               start="Questo è l'inizio dell'esportazione di {room}. Esportato da {user} il {d}.", joined="{u} è entrato nella stanza",
               q="Domanda veloce: quali sono i ruling ufficiali di {n}?", intro="Da Gatherer:", thanks="Grazie, utilissimo!"),
    "fr": dict(forms=["fr:d month y", "fr:dd/mm/y"], room="Magic Règles FR", sep="{wd} {d} {m} {y}", exported="Données exportées",
               start="Ceci est le début de l'export de {room}. Exporté par {user} le {d}.", joined="{u} a rejoint le salon",
               q="Petite question : quelles sont les décisions officielles pour {n} ?", intro="Depuis Gatherer :", thanks="Merci, très clair !"),
}

_MESSENGER = {
    "es": dict(forms=["es:dd/mm/y", "es:d de month de y"], q="Oye, ¿te acuerdas de las resoluciones de la carta de anoche?",
               wait="Espera que las busco", intro="Las oficiales, de Gatherer:", thanks="¡Genial, gracias! 😊"),
    "it": dict(forms=["it:dd/mm/y", "it:d month y"], q="Ehi, ti ricordi i ruling di quella carta di ieri sera?",
               wait="Aspetta che li cerco", intro="Quelli ufficiali, da Gatherer:", thanks="Perfetto, grazie! 😊"),
    "pt": dict(forms=["pt:dd/mm/y", "pt:d de month de y"], q="E aí, lembra dos rulings daquela carta de ontem à noite?",
               wait="Peraí que vou procurar", intro="Os oficiais, do Gatherer:", thanks="Show, valeu! 😊"),
    "en": dict(forms=["en:m/d/y", "en:month d, y"], q="hey do you still have the rulings for that card from last night?",
               wait="one sec, looking", intro="the official ones, from Gatherer:", thanks="amazing, thank you! 😊"),
}

_TELEGRAM = {
    "ru": dict(forms=["ru:dd.mm.y", "ru:d month y г."], group="MTG Москва | Правила", people=["Дмитрий", "Алексей Смирнов", "Катя", "Игорь Волков"],
               q="Кто знает официальные разъяснения по {n}? Вчера на драфте спорили.", intro="Официальные разъяснения (Gatherer):",
               thanks="Спасибо, всё понятно!"),
    "en": dict(forms=["en:iso", "en:month d, y"], group="MTG Rules Q&A", people=["Dmitri", "Emma Clarke", "Ravi", "Hugo M."],
               q="Who knows the official rulings on {n}? We argued at draft yesterday.", intro="Official rulings (Gatherer):",
               thanks="Thanks, all clear now!"),
    "de": dict(forms=["de:dd.mm.y", "de:d. month y"], group="MTG Regelfragen DE", people=["Lena", "Tobias Krüger", "Noah F.", "Jana"],
               q="Wer kennt die offiziellen Rulings zu {n}? Gestern beim Draft gab es Streit.", intro="Offizielle Rulings (Gatherer):",
               thanks="Danke, jetzt ist alles klar!"),
}

_GCHAT = {
    "ko": dict(forms=["ko:y년 m월 d일", "ko:y. m. d."], space="MTG 규칙 연구회", members="회원 {k}명", people=["김민준", "이서연", "박지훈", "최유나"],
               ampm=["오전", "오후"], q="{n} 공식 판정 아시는 분? 어제 게임에서 의견이 갈렸어요.", intro="게더러 공식 판정입니다:",
               thanks="감사합니다! 덕분에 해결됐어요.", react="👍 {k}", reply="답장", history="기록이 사용 설정되었습니다"),
    "ja": dict(forms=["ja:y年m月d日", "ja:y/mm/dd"], space="MTGルール研究会", members="{k} 人のメンバー", people=["佐藤 健", "鈴木 美咲", "高橋 翔", "田中 愛"],
               ampm=["午前", "午後"], q="{n}の公式裁定を知っている人いますか？昨日の対戦で意見が割れました。", intro="Gathererの公式裁定です：",
               thanks="ありがとうございます！解決しました。", react="👍 {k}", reply="返信", history="履歴がオンになっています"),
    "en": dict(forms=["en:mon d, y", "en:iso"], space="Store Judges", members="{k} members", people=["Emma Clarke", "Ravi Patel", "Noah Fischer", "Hugo Martin"],
               ampm=["AM", "PM"], q="Anyone have the official rulings on {n}? Table 4 is asking.", intro="Official rulings from Gatherer:",
               thanks="Thanks, passing it on.", react="👍 {k}", reply="Reply", history="History is on"),
}

_REDMINE = {
    "fr": dict(forms=["fr:dd/mm/y", "fr:d month y"], own="fr:dd/mm/y", tracker="Anomalie", subject="{n} : vérifier les décisions dans la base",
               project="Base de cartes", tabs=["Aperçu", "Activité", "Demandes", "Wiki", "Dépôt"], top="Accueil Ma page Projets Aide",
               added="Ajouté par {u} {x}. Mis à jour {y}.", status="Statut: Fermé", priority="Priorité: Normal", assignee="Assigné à: {u}",
               start="Début: {d}", done="% réalisé: 100%", description="Description", intro="Décisions officielles à reprendre telles quelles :",
               date="Date", ruling="Décision", history="Historique", updated="Mis à jour par {u} {x}", changed="Statut changé de Nouveau à En cours",
               more="Ajout des décisions manquantes :", closed="Statut changé de En cours à Fermé",
               side=["Demandes", "Voir toutes les demandes", "Résumé", "Calendrier", "Gantt"]),
    "it": dict(forms=["it:dd/mm/y", "it:d month y"], own="it:dd/mm/y", tracker="Segnalazione", subject="{n}: verificare i ruling nel database",
               project="Archivio carte", tabs=["Panoramica", "Attività", "Segnalazioni", "Wiki", "Repository"], top="Home La mia pagina Progetti Aiuto",
               added="Aggiunto da {u} {x}. Aggiornato {y}.", status="Stato: Chiusa", priority="Priorità: Normale", assignee="Assegnata a: {u}",
               start="Inizio: {d}", done="% completato: 100%", description="Descrizione", intro="Ruling ufficiali da riportare così come sono:",
               date="Data", ruling="Ruling", history="Storia", updated="Aggiornato da {u} {x}", changed="Stato cambiato da Nuova a In lavorazione",
               more="Aggiungo i ruling mancanti:", closed="Stato cambiato da In lavorazione a Chiusa",
               side=["Segnalazioni", "Vedi tutte le segnalazioni", "Riepilogo", "Calendario", "Gantt"]),
    "en": dict(forms=["en:m/d/y", "en:iso"], own="en:m/d/y", tracker="Bug", subject="{n}: check the rulings in the database",
               project="Card Database", tabs=["Overview", "Activity", "Issues", "Wiki", "Repository"], top="Home My page Projects Help",
               added="Added by {u} {x}. Updated {y}.", status="Status: Closed", priority="Priority: Normal", assignee="Assignee: {u}",
               start="Start date: {d}", done="% Done: 100%", description="Description", intro="Official rulings to be stored verbatim:",
               date="Date", ruling="Ruling", history="History", updated="Updated by {u} {x}", changed="Status changed from New to In Progress",
               more="Adding the missing rulings:", closed="Status changed from In Progress to Closed",
               side=["Issues", "View all issues", "Summary", "Calendar", "Gantt"]),
}

_GITLAB = {
    "ja": dict(forms=["ja:y/mm/dd", "ja:y年m月d日"], title="{n} の裁定を追加", mrs="マージリクエスト", menu="メニュー", search="GitLabを検索",
               state="マージ済み", req="{u} が feature/rulings から main へのマージをリクエストしました {x}",
               tabs=["概要", "コミット", "パイプライン", "変更"], pipeline="パイプライン #{k} 成功", approved="{u} が承認しました",
               merged="{u} がマージしました {x}", date="日付", ruling="裁定", author="作成者", maint="メンテナー",
               intro="Gathererの裁定をそのまま入れました。確認お願いします。", check="原文と一致しているのを確認しました 👍",
               resolved="{u} がスレッドを解決しました", reply="返信…", comment="コメント", side=["担当者", "レビュアー", "ラベル", "マイルストーン"]),
    "de": dict(forms=["de:dd.mm.y", "de:d. month y"], title="Rulings für {n} ergänzen", mrs="Merge Requests", menu="Menü", search="GitLab durchsuchen",
               state="Gemergt", req="{u} möchte feature/rulings in main mergen {x}", tabs=["Übersicht", "Commits", "Pipelines", "Änderungen"],
               pipeline="Pipeline #{k} erfolgreich", approved="Genehmigt von {u}", merged="Gemergt von {u} {x}", date="Datum", ruling="Ruling",
               author="Autor", maint="Maintainer", intro="Die Rulings aus dem Gatherer, unverändert übernommen. Bitte gegenlesen.",
               check="Mit dem Original abgeglichen, passt 👍", resolved="Thread von {u} gelöst", reply="Antworten…", comment="Kommentieren",
               side=["Beauftragte", "Reviewer", "Labels", "Meilenstein"]),
    "en": dict(forms=["en:iso", "en:month d, y"], title="Add rulings for {n}", mrs="Merge requests", menu="Menu", search="Search GitLab",
               state="Merged", req="{u} requested to merge feature/rulings into main {x}", tabs=["Overview", "Commits", "Pipelines", "Changes"],
               pipeline="Pipeline #{k} passed", approved="Approved by {u}", merged="Merged by {u} {x}", date="Date", ruling="Ruling",
               author="Author", maint="Maintainer", intro="Rulings copied verbatim from Gatherer, please double-check.",
               check="Checked against the source, all good 👍", resolved="Resolved by {u}", reply="Reply…", comment="Comment",
               side=["Assignee", "Reviewers", "Labels", "Milestone"]),
}

_ICS = {
    "de": dict(forms=["de:dd.mm.y", "de:d. month y"], prodid="-//Google Inc//Google Calendar 70.9054//EN", cal="MTG Regelabende",
               tz="Europe/Berlin", topic="Thema: {n}", intro="Die offiziellen Rulings vorab zum Nachlesen:",
               bring="Bitte eigene Decks mitbringen; Getränke gibt es vor Ort.", loc="Spielwiese Köln, Venloer Str. 12, 50672 Köln",
               summary="Regelabend: {n}", alarm="Erinnerung"),
    "fr": dict(forms=["fr:d month y", "fr:dd/mm/y"], prodid="-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN", cal="Soirées règles Magic",
               tz="Europe/Paris", topic="Sujet : {n}", intro="Les décisions officielles, à lire avant la soirée :",
               bring="Apportez vos decks ; boissons sur place.", loc="Le Dé Pipé, 14 rue de la Charité, 69002 Lyon",
               summary="Soirée règles : {n}", alarm="Rappel"),
    "en": dict(forms=["en:month d, y", "en:m/d/y", "en:iso"], prodid="-//Apple Inc.//macOS 13.4//EN", cal="Judge Study Nights",
               tz="America/Chicago", topic="Topic: {n}", intro="Official rulings to read beforehand:",
               bring="Bring your own decks; pizza is on the store, tips welcome.", loc="Dragon's Lair, 2438 W Anderson Ln, Austin, TX 78757",
               summary="Rules night: {n}", alarm="Reminder"),
}

_GEMINI = {
    "fr": dict(forms=["fr:d month y", "fr:dd/mm/y"], host="grimoire.flounder.online", title="Les décisions officielles de {n}", home="Accueil",
               log="Journal", posted="Publié le {d}", intro="Quelques notes pour moi-même, recopiées depuis Gatherer.", alt="carte",
               rulings="Décisions", quote="Les règles, c'est comme la cuisine : on suit la recette ou on rate le gâteau.",
               back="↩ Retour au journal", feed="Flux Atom", license="Contenu sous licence CC BY-SA 4.0"),
    "en": dict(forms=["en:iso", "en:d month y"], host="tapped.smol.pub", title="{n}: the official rulings", home="Home",
               log="Gemlog", posted="Posted {d}", intro="Writing these down so I stop looking them up every week.", alt="card",
               rulings="Rulings", quote="Read the card. Then read it again.", back="↩ Back to the gemlog", feed="Atom feed",
               license="All content CC BY-SA 4.0"),
    "ja": dict(forms=["ja:y年m月d日", "ja:y/mm/dd"], host="mtgnikki.gemlog.jp", title="《{n}》の公式裁定", home="ホーム",
               log="日記", posted="投稿日 {d}", intro="自分用のメモとして、Gathererの裁定を写しておく。", alt="カード",
               rulings="裁定", quote="カードに書いてある通りに。", back="↩ 日記に戻る", feed="Atomフィード", license="CC BY-SA 4.0"),
}

_JOPLIN = {
    "pt": dict(forms=["pt:dd/mm/y", "pt:d de month de y"], intro="Anotações para o pré-release.", rulings="Rulings oficiais", date="Data",
               tags="#mtg #regras"),
    "es": dict(forms=["es:dd/mm/y", "es:d de month de y"], intro="Notas para la liga del viernes.", rulings="Resoluciones oficiales", date="Fecha",
               tags="#mtg #reglas"),
    "de": dict(forms=["de:dd.mm.y", "de:d. month y"], intro="Notizen für den Prerelease.", rulings="Offizielle Rulings", date="Datum",
               tags="#mtg #regeln"),
    "en": dict(forms=["en:mon d, y", "en:iso"], intro="Notes for Friday's league.", rulings="Official rulings", date="Date", tags="#mtg #rules"),
}

_ODF = {
    "it": dict(forms=["it:d month y", "it:dd/mm/y"], own="it:d month y", title="Verbale della riunione del club – {d}", present="Presenti: ",
               item1="1. Calendario tornei", item1_text="Si conferma il torneo Commander del primo sabato del mese.",
               item2="2. Dubbi di regole: {n}", intro="Si riportano i ruling ufficiali (testo originale inglese):", date="Data", ruling="Ruling",
               item3="3. Varie ed eventuali", item3_text="Il prossimo incontro sarà comunicato sul gruppo."),
    "es": dict(forms=["es:d de month de y", "es:dd/mm/y"], own="es:d de month de y", title="Acta de la reunión del club – {d}", present="Asistentes: ",
               item1="1. Calendario de torneos", item1_text="Se confirma el torneo Commander del primer sábado de cada mes.",
               item2="2. Dudas de reglas: {n}", intro="Se recogen las resoluciones oficiales (texto original en inglés):", date="Fecha",
               ruling="Resolución", item3="3. Ruegos y preguntas", item3_text="La próxima reunión se anunciará en el grupo."),
    "de": dict(forms=["de:d. month y", "de:dd.mm.y"], own="de:d. month y", title="Protokoll der Vereinssitzung – {d}", present="Anwesend: ",
               item1="TOP 1: Turnierkalender", item1_text="Das Commander-Turnier am ersten Samstag im Monat bleibt bestehen.",
               item2="TOP 2: Regelfragen zu {n}", intro="Die offiziellen Rulings im englischen Wortlaut:", date="Datum", ruling="Ruling",
               item3="TOP 3: Verschiedenes", item3_text="Der nächste Termin wird in der Gruppe bekanntgegeben."),
}

_HAR = {
    "en": dict(forms=["en:iso"], host="api.scryfall.example", site="scryfall.example", al="en-US,en;q=0.9", k_name="name",
               card_path="/cards/named?exact={q}", rulings_path="/cards/{id}/rulings", doc_title="{n} · Card Search"),
    "ko": dict(forms=["ko:y.mm.dd", "ko:y. m. d."], host="api.mtgkorea.example", site="mtgkorea.example", al="ko-KR,ko;q=0.9,en;q=0.8",
               k_name="cardName", k_text="cardText", k_list="rulingList", k_date="regDate", k_body="content",
               card_path="/v1/cards/search?name={q}", rulings_path="/v1/cards/{id}/rulings", doc_title="{n} - 카드 검색"),
    "de": dict(forms=["de:dd.mm.y", "en:iso"], host="api.kartenwelt.example", site="kartenwelt.example", al="de-DE,de;q=0.9,en;q=0.8",
               k_name="name", k_text="text", k_list="rulings", k_date="datum", k_body="text",
               card_path="/karten?name={q}", rulings_path="/karten/{id}/rulings", doc_title="{n} | Kartenwelt"),
}


# --- self-test ---------------------------------------------------------------------------------------

def _json_strings(value, out: list[str]) -> None:
    """Every string value of a JSON document (not its keys), a JSON body inside a string read too."""
    if isinstance(value, dict):
        for v in value.values():
            _json_strings(v, out)
    elif isinstance(value, list):
        for v in value:
            _json_strings(v, out)
    elif isinstance(value, str):
        s = value.strip()
        if s[:1] in "{[":
            try:
                _json_strings(json.loads(s), out)
                return
            except ValueError:
                pass
        try:
            value = value.encode("latin-1").decode("utf-8")  # Facebook's mojibake, undone
        except (UnicodeEncodeError, UnicodeDecodeError):
            pass
        out.append(value)


def reading_views(page: Page) -> list[str]:
    """The page as a careful reader reads it (folded): as written; markup without its tags and with its
    entities resolved; a JSON document's strings (a string holding JSON read as JSON, Facebook's
    mojibake undone); an iCalendar file unfolded and unescaped; a man page's text without its
    requests and escapes. The last view is the one read most closely."""
    c = page.content.lstrip("\ufeff")
    views = [fold(c)]
    if page.fmt == "html" or c.lstrip().startswith("<?xml"):
        views.append(fold(html.unescape(re.sub(r"<[^>]+>", "", c))))
        views.append(fold(html.unescape(re.sub(r"<[^>]+>", " ", c))))
    elif c.lstrip().startswith("{"):
        strings: list[str] = []
        _json_strings(json.loads(c), strings)
        views.append(fold("\n".join(strings)))
    elif c.startswith("BEGIN:VCALENDAR"):
        un = re.sub(r"\r\n[ \t]", "", c)
        views.append(fold(re.sub(r"\\([\\;,nN])", lambda m: "\n" if m.group(1) in "nN" else m.group(1), un)))
    elif c.startswith(".\\\""):
        lines = []
        for line in c.split("\n"):
            if line.startswith(".\\\""):
                continue
            line = re.sub(r"^\.(B|I|BR|IR|SS|SH|TP|PP|br|TH|IP \\\(bu 2)( |$)", "", line)
            lines.append(line.replace("\\&", "").replace("\\-", "-").replace("\\e", "\\"))
        views.append(fold("\n".join(lines)))
    return views


def self_test(pages: list[Page], gen: Fresh16Generator) -> list[str]:
    """What is wrong with the answers: every ruling text, translation, chrome line and shown date is in
    the page as read; the rulings are the card's with their dates; titled pages show the title, untitled
    ones name the card nowhere but in a ruling; at least 15 layouts (all fresh-16's own), 8 date
    languages, valid ISO dates."""
    problems = []
    layouts = {p.layout for p in pages}
    if len(layouts) < 15 or not layouts <= set(Fresh16Generator.LAYOUTS16):
        problems.append(f"layouts: {sorted(layouts)}")
    langs = {f.split(":")[0] for p in pages for f in p.date_forms}
    if len(langs) < 8:
        problems.append(f"only {len(langs)} date languages: {sorted(langs)}")
    by_name = {c.name: c for c in gen.cards}
    for p in pages:
        views = reading_views(p)
        seen = lambda s: any(fold(s) in v for v in views)  # noqa: E731
        card = by_name[p.card]
        truth = {(d.isoformat(), t) for d, t in card.rulings}
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
        for l, n, t in p.translations:
            if l not in STORED or not seen(n) or not t or not seen(t) or card.foreign.get(l, {}).get("text") != t:
                problems.append(f"{p.id} {p.layout}: translation {l} not in page or not the card's")
        for c in p.chrome:
            if not seen(c):
                problems.append(f"{p.id} {p.layout}: chrome not in page: {c[:60]}")
            if any(fold(c) in fold(t) for _, t in p.rulings):
                problems.append(f"{p.id} {p.layout}: chrome inside a ruling: {c[:60]}")
        if not p.chrome:
            problems.append(f"{p.id} {p.layout}: no chrome")
        titled = Fresh16Generator.LAYOUTS16[p.layout][1]
        if (p.card_arg is None) != titled or (not titled and p.card_arg != p.card):
            problems.append(f"{p.id} {p.layout}: card_arg {p.card_arg!r}")
        if titled:
            name = p.card if p.title_lang == "en" else card.foreign[p.title_lang]["name"]
            if not seen(name):
                problems.append(f"{p.id} {p.layout}: title {name!r} not in page")
        else:
            rest = views[-1]
            for _, t in p.rulings:
                rest = rest.replace(fold(t), " ")
            names = [card.name] + [f["name"] for f in card.foreign.values() if f.get("name")]
            if any(re.search(r"(?<!\w)" + re.escape(fold(n)) + r"(?!\w)", rest) for n in names):
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
        gen = Fresh16Generator(cards, set_names, seed + SEED_OFFSET)
        pages = gen.fresh_corpus(200, "fresh16")
        again = fresh16_corpus(cards, set_names, seed, 200)
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
              f"{sum(len(p.chrome) for p in pages)} chrome lines, {sum(p.fmt == 'html' for p in pages)} HTML, "
              f"{sum(p.card_arg is not None for p in pages)} naming no card, "
              f"{len({p.title_lang for p in pages if p.title_lang})} title languages; {len(problems)} problems")
        for x in problems[:40]:
            print("  ", x)
        bad += len(problems)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
