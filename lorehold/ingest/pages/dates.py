"""Ruling dates as pages write them: ``2018-01-19``, ``19/01/2018``, ``1/19/2018``, ``19.01.2018``,
``January 19, 2018``, ``19. Januar 2018``, ``19 janvier 2018``, ``19 de enero de 2018``,
``19 января 2018 г.``, ``2018年1月19日``, ``2018년 1월 19일``, optionally followed by who published
the ruling (``2023-11-10 · Wizards of the Coast``).

A numeric date whose two first numbers could both be a month (``05/06/2018``) is ambiguous:
``DateMatch`` keeps both readings and ``settle`` decides them for a whole page from its other dates.
"""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter
import unicodedata
from dataclasses import dataclass, replace


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in text if not unicodedata.combining(ch))


_MONTH_NAMES: dict[int, tuple[str, ...]] = {
    1: ("january", "jan", "januar", "janner", "janvier", "janv", "gennaio", "gen", "enero", "ene", "janeiro",
        "января", "январь", "янв"),
    2: ("february", "feb", "februar", "feber", "fevrier", "fevr", "fev", "febbraio", "febrero", "fevereiro",
        "февраля", "февраль", "фев"),
    3: ("march", "mar", "marz", "maerz", "mars", "marzo", "marco", "марта", "март", "мар"),
    4: ("april", "apr", "avril", "avr", "aprile", "abril", "abr", "апреля", "апрель", "апр"),
    5: ("may", "mai", "maggio", "mag", "mayo", "maio", "мая", "май"),
    6: ("june", "jun", "juni", "juin", "giugno", "giu", "junio", "junho", "июня", "июнь", "июн"),
    7: ("july", "jul", "juli", "juillet", "juil", "luglio", "lug", "julio", "julho", "июля", "июль", "июл"),
    8: ("august", "aug", "aout", "agosto", "ago", "августа", "август", "авг"),
    9: ("september", "sep", "sept", "septembre", "settembre", "set", "septiembre", "setiembre", "setembro",
        "сентября", "сентябрь", "сен", "сент"),
    10: ("october", "oct", "oktober", "okt", "octobre", "ottobre", "ott", "octubre", "outubro", "out",
         "октября", "октябрь", "окт"),
    11: ("november", "nov", "novembre", "noviembre", "novembro", "ноября", "ноябрь", "ноя"),
    12: ("december", "dec", "dezember", "dez", "decembre", "dicembre", "dic", "diciembre", "dezembro",
         "декабря", "декабрь", "дек"),
}
#: months in more languages pages are written in (Polish, Dutch, Turkish, Swedish, Danish and
#: Norwegian, Czech; nominative and genitive), as folded (no diacritics, lower case)
_MORE_MONTH_NAMES: dict[int, tuple[str, ...]] = {
    1: ("styczen", "stycznia", "januari", "ocak", "januar", "leden", "ledna"),
    2: ("luty", "lutego", "februari", "subat", "februar", "unor", "unora"),
    3: ("marzec", "marca", "maart", "mart", "mars", "marts", "brezen", "brezna"),
    4: ("kwiecien", "kwietnia", "nisan", "duben", "dubna"),
    5: ("maj", "maja", "mei", "mayis", "mayıs", "kveten", "kvetna"),
    6: ("czerwiec", "czerwca", "haziran", "juni", "cerven", "cervna"),
    7: ("lipiec", "lipca", "temmuz", "juli", "cervenec", "cervence"),
    8: ("sierpien", "sierpnia", "augustus", "agustos", "augusti", "srpen", "srpna"),
    9: ("wrzesien", "wrzesnia", "eylul", "zari"),
    10: ("pazdziernik", "pazdziernika", "ekim", "oktober", "rijen", "rijna"),
    11: ("listopad", "listopada", "kasim", "kasım", "listopadu"),
    12: ("grudzien", "grudnia", "aralik", "aralık", "prosinec", "prosince"),
}
#: and in Hungarian, Indonesian, Greek (nominative and genitive) and Finnish, as written (folded below)
_WRITTEN_MONTH_NAMES: dict[int, tuple[str, ...]] = {
    1: ("január", "Ιανουάριος", "Ιανουαρίου", "tammikuuta", "tammikuu"),
    2: ("február", "Φεβρουάριος", "Φεβρουαρίου", "helmikuuta", "helmikuu"),
    3: ("március", "maret", "Μάρτιος", "Μαρτίου", "maaliskuuta", "maaliskuu"),
    4: ("április", "Απρίλιος", "Απριλίου", "huhtikuuta", "huhtikuu"),
    5: ("május", "Μάιος", "Μαΐου", "toukokuuta", "toukokuu"),
    6: ("június", "Ιούνιος", "Ιουνίου", "kesäkuuta", "kesäkuu"),
    7: ("július", "Ιούλιος", "Ιουλίου", "heinäkuuta", "heinäkuu"),
    8: ("augusztus", "agustus", "Αύγουστος", "Αυγούστου", "elokuuta", "elokuu"),
    9: ("szeptember", "Σεπτέμβριος", "Σεπτεμβρίου", "syyskuuta", "syyskuu"),
    10: ("október", "Οκτώβριος", "Οκτωβρίου", "lokakuuta", "lokakuu"),
    11: ("Νοέμβριος", "Νοεμβρίου", "marraskuuta", "marraskuu"),
    12: ("desember", "Δεκέμβριος", "Δεκεμβρίου", "joulukuuta", "joulukuu"),
}
MONTHS: dict[str, int] = {
    name: month for table in (_MONTH_NAMES, _MORE_MONTH_NAMES) for month, names in table.items() for name in names
}
MONTHS.update({_fold(name): month for month, names in _WRITTEN_MONTH_NAMES.items() for name in names})
#: the full names (four letters or more), for a month abbreviated where no list has it ("нояб", "stycz")
_FULL_MONTHS = sorted((name, month) for name, month in MONTHS.items() if len(name) >= 4)


def _cldr_months() -> dict[str, int]:
    """The month names of 81 more languages, from the Unicode CLDR (``lorehold/data/months.tsv``,
    built by ``months_build``): "січня", "októbra", "spalio", "d’abril", "ביוני"'s "יוני", "अक्टूबर".
    A name that languages give to different months is left out; the lists above are kept first."""
    from importlib import resources

    seen: dict[str, set[int]] = {}
    for row in resources.files("lorehold.data").joinpath("months.tsv").read_text(encoding="utf-8").splitlines():
        name, month, _ = row.split("\t")
        seen.setdefault(name, set()).add(int(month))
    return {name: months.pop() for name, months in seen.items() if len(months) == 1 and name not in MONTHS}


MONTHS.update(_cldr_months())
#: Thai months, full and abbreviated (their abbreviations are dotted: "ม.ค."); a Thai year counts from the Buddha (+543)
_THAI_MONTHS = {
    name: k for k, names in enumerate((
        ("มกราคม", "ม.ค."), ("กุมภาพันธ์", "ก.พ."), ("มีนาคม", "มี.ค."), ("เมษายน", "เม.ย."), ("พฤษภาคม", "พ.ค."),
        ("มิถุนายน", "มิ.ย."), ("กรกฎาคม", "ก.ค."), ("สิงหาคม", "ส.ค."), ("กันยายน", "ก.ย."), ("ตุลาคม", "ต.ค."),
        ("พฤศจิกายน", "พ.ย."), ("ธันวาคม", "ธ.ค.")), start=1) for name in names
}
_THAI_MONTH = "|".join(re.escape(n) for n in sorted(_THAI_MONTHS, key=len, reverse=True))
_BUDDHIST_ERA = 543



def month_number(word: str) -> int | None:
    """The month a word names: a month's name or its abbreviation in the languages above, or the
    start (three letters or more) of a month's name that no other month's name starts with."""
    key = _fold(word).rstrip(".").replace("'", "׳")
    if key in MONTHS:
        return MONTHS[key]
    if key[:1] == "ב" and key[1:] in MONTHS:
        return MONTHS[key[1:]]  # Hebrew writes "in" on the month's name: "4 באוקטובר 2004"
    if len(key) < 3:
        return None
    found = {month for name, month in _FULL_MONTHS if name.startswith(key)}
    return found.pop() if len(found) == 1 else None

#: a month's name: letters, with the vowel signs and points some scripts write them with ("अक्टूबर")
_LETTER = r"(?:[^\W\d_]|[\u0591-\u05c7\u064b-\u065f\u0900-\u0dff\u0e31-\u0e4e\u0eb1-\u0ecd\u102b-\u103e\u17b4-\u17d3])"
# (two letters: Telugu "మే", Tamil "மே"; a Hebrew abbreviation ends with a geresh: "דצמ׳", typed "דצמ'")
_MONTH = rf"(?P<month>{_LETTER}{{2,16}}(?:׳|(?<=[\u05d0-\u05ea])'(?=\s))?)\.?"
_YEAR = r"(?P<year>\d{4})"
#: a year of two digits after an apostrophe ("Jan 19 '18"): a month's name makes the rest plain
_YEAR_OR_SHORT = r"(?:(?P<year>\d{4})|['’‘](?P<yy>\d{2})(?!\d))"
_DAY = r"(?P<day>\d{1,2})"
#: the abbreviated word for "year" some languages write after it (ru/bg "г.", uk "р.", lt "m.", pl "r.", hy "թ.")
_YEAR_MARK = r"(?:\s*(?:г\.|года|г(?!\w)|р\.|m\.|r\.|roku(?!\w)|թ\.))?"
_ROMAN = "XII|XI|X|IX|VIII|VII|VI|V|IV|III|II|I"
_CN = "〇零一二三四五六七八九十"
#: the eras a Japanese or Taiwanese date may count its years from, and the year before each's first
_ERAS = {"令和": 2018, "平成": 1988, "昭和": 1925, "民國": 1911, "民国": 1911, "R": 2018, "H": 1988, "S": 1925}
_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    # 平成30年1月19日, 令和元年5月1日 (ja), 民國107年1月19日 (zht, also 中華民國…): a year of an era
    # (平成二十五年六月七日: its numbers in Chinese numerals)
    ("era", re.compile(r"(?:中華|中华)?(?P<era>令和|平成|昭和|民國|民国)\s*(?P<eyear>\d{1,3}|元|[一二三四五六七八九十]{1,4})\s*年\s*"
                       r"(?P<month>\d{1,2}|[一二三四五六七八九十]{1,3})\s*月\s*(?P<day>\d{1,2}|[一二三四五六七八九十]{1,4})\s*日")),
    # H30.1.19, R1.5.1: a Japanese era abbreviated to its initial (Heisei, Reiwa, Showa)
    ("era", re.compile(r"(?<![\w.])(?P<era>[HRS])(?P<eyear>\d{1,2})\.(?P<month>\d{1,2})\.(?P<day>\d{1,2})(?![\d.])")),
    # 111/2/18, 107.04.27 (a dot or a dash between two digits each, not a version's 111.2.3): Taiwan's numeric date, its year the ROC's (three digits: 2011 on; never a Western year)
    ("roc", re.compile(r"(?<![\w/.,:-])(?P<eyear>1[0-2]\d)(?P<sep>[/.-])(?=\d\d[.-]\d\d(?!\d)|(?<=/)\d{1,2}/\d{1,2}(?!\d))(?P<month>\d{1,2})(?P=sep)(?P<day>\d{1,2})(?![\d/.,:-]\d|\d)")),
    # ngày 19 tháng 1 năm 2018 (Vietnamese: day, month's number, year)
    ("vi", re.compile(rf"(?:ngày\s+)?{_DAY}\s+(?:tháng|thg)\s+(?P<month>\d{{1,2}})\s*(?:năm|,)\s*{_YEAR}", re.IGNORECASE)),
    # 19 ม.ค. 2561, 19 มกราคม 2561 (Thai, a Buddhist-era year; ค.ศ. 2018, the Western one)
    ("thai", re.compile(rf"{_DAY}\s*(?P<month>{_THAI_MONTH})\s*(?:[พค]\.ศ\.\s*)?{_YEAR}")),
    # 二〇一八年一月十九日: Chinese numerals
    ("cjk-numerals", re.compile(rf"(?P<year>[{_CN}]{{4}})\s*年\s*(?P<month>[{_CN}]{{1,2}})\s*月\s*(?P<day>[{_CN}]{{1,3}})\s*[日号號]")),
    # 2018年1月19日 (ja, zh), 2018년 1월 19일 (ko)
    # (2004年（平成16年）10月4日: the era's year in brackets after the Western one)
    ("cjk", re.compile(rf"{_YEAR}\s*[年년]\s*(?:[(（][^()（）]{{1,8}}[)）]\s*)?(?P<month>\d{{1,2}})\s*[月월]\s*{_DAY}\s*[日일]?")),
    # 17년 7월 14일, 18年1月19日: a two-digit year (the day's mark too, as the year's alone says little)
    ("cjk", re.compile(r"(?<![\d年년])(?P<yy>\d{2})\s*[年년]\s*(?P<month>\d{1,2})\s*[月월]\s*(?P<day>\d{1,2})\s*[日일]")),
    # 4月 26, 2014 / 4월 26, 2014: Java's short month in Japanese or Korean, then day and year (Confluence, Jira)
    ("cjk", re.compile(r"(?<![\d年년])(?P<month>\d{1,2})\s*[月월]\s+(?P<day>\d{1,2}),\s*(?P<year>\d{4})(?!\d)")),
    # 2018-01-19, 2018/01/19, 2018.01.19, 2018. 1. 19. (ko)
    ("ymd", re.compile(rf"{_YEAR}\s*(?P<sep>[-/.])\s*(?P<month>\d{{1,2}})\s*(?P=sep)\s*{_DAY}(?!\d)\.?")),
    # 19/01/2018, 1/19/2018, 19.01.2018, 19-01-2018
    ("numeric", re.compile(
        rf"(?<!\d)(?P<a>\d{{1,2}})\s*(?P<sep>[/.\-])\s*(?P<b>\d{{1,2}})\s*(?P=sep)\s*{_YEAR}(?!\d)(?:\s*(?:г\.|года|г(?!\w)|r\.|roku(?!\w)))?"
    )),
    # 19.01.18, 18.01.19, 1/19/18: a two-digit year, first or last; the page's dates decide which (``settle``)
    ("short-year", re.compile(r"(?<![\w.,:/-])(?P<a>\d{1,2})(?P<sep>[./-])(?P<b>\d{1,2})(?P=sep)(?P<c>\d{2})(?![\d])(?![.,:/-]\d)")),
    # Mon May  1 13:58:02 2006: C's asctime, as logs and mbox "From " lines write it (the time between day and year)
    ("month-day", re.compile(rf"{_MONTH}\s+{_DAY}\s+\d{{1,2}}:\d{{2}}(?::\d{{2}})?\s+(?P<year>\d{{4}})(?!\d)")),
    # January 19, 2018 / Jan. 19th 2018 / Jan 19 '18
    ("month-day", re.compile(rf"{_MONTH}\s+{_DAY}(?:st|nd|rd|th)?,?\s+{_YEAR_OR_SHORT}")),
    # 22 Meán Fómhair 2011 (ga): a month's name of two words (a match whose words name no month is no date)
    ("day-month", re.compile(rf"(?<!\d){_DAY}\.?\s+(?P<month>{_LETTER}{{2,16}}\s{_LETTER}{{2,16}})\s+{_YEAR}(?!\d)")),
    # 19 January 2018 / 19. Januar 2018 / 1er février 2018 / 19 de enero de 2018 / 19 января 2018 г.
    # 19, జనవరి 2018 (te) / 19, جنوري, 2018 (ps) / 19 جنوری، 2018 (ur) (a comma after the day only before a
    # month's name in a script of its own: "Rule 19, January 2018" is no date of the 19th)
    # 23-avgust, 2019 (uz) / 23 ta’ Awwissu 2019 (mt) / 23mh dhen Lùnastal 2019 (gd)
    # «19» января 2018 г. (a Russian document's day in quotes)
    ("day-month", re.compile(
        rf"(?:«(?=\d{{1,2}}»))?{_DAY}(?:(?<=«\d)»|(?<=«\d\d)»)?(?:\.|er|º|°|st|nd|rd|th|mh|-|,(?=\s*[^\W\d_A-Za-z\u00c0-\u024f]))?\s*(?:de\s+|of\s+|d['’]|ta['’]\s*|dhen\s+)?{_MONTH}[,،]?\s+(?:de\s+|del\s+)?{_YEAR}{_YEAR_MARK}",
        re.IGNORECASE,
    )),
    # 2021(e)ko ekainaren 18(a), 2021eko ekainaren 18a (Basque: the year's "-ko", the month's genitive "-ren", the day's "-a")
    ("year-month", re.compile(rf"(?<!\d){_YEAR}\s*(?:\(e\)|e)?ko\s+(?P<month>[^\W\d_]{{3,12}}?)(?:ren|\.)\s+{_DAY}(?:\(a\)|a)?(?![\w])", re.IGNORECASE)),
    # 2018 ж. 19 қаңтар, 2016 жылғы 8 сәуір (kk), 2018-ж., 19-январь (ky), 2018. gada 19. janvāris (lv): the year and its word, the day, the month's name
    ("year-day-month", re.compile(rf"(?<!\d){_YEAR}\.?(?:\s*|-)(?:ж\.|жылғы|gada),?\s*{_DAY}(?:\.|-)?\s*{_MONTH}(?![^\W\d_])", re.IGNORECASE)),
    # 2019 оны 8-р сарын 23 (Mongolian: the year, the month's number, the day)
    ("year-month", re.compile(rf"{_YEAR}\s*оны\s+(?P<month>\d{{1,2}})\s*-\s*р\s+сар(?:ын)?\s+{_DAY}(?!\d)")),
    # 2018. január 19. (Hungarian), 2018 Jan 19: the year, the month's name, the day
    ("year-month", re.compile(rf"(?<!\d){_YEAR}\.?{_YEAR_MARK}\s+{_MONTH}\s+{_DAY}(?!\d)\.?(?:\s?d\.)?")),
    # 19-Jan-2018, 19/jan/2018, 19-janv.-2018: a month's name between dashes or slashes
    # (19.jan.2018, 29.mai.2014: or between dots)
    ("day-month", re.compile(rf"(?<![\d.]){_DAY}(?P<sep>[-/.])(?P<month>[^\W\d_]{{3,12}})\.?(?P=sep){_YEAR}(?!\d)", re.IGNORECASE)),
    # 18/Feb/22, 18-Feb-22 (Jira's and Oracle databases' default): a two-digit year after a month's name between slashes or dashes
    ("day-month", re.compile(rf"(?<![\d.]){_DAY}(?P<sep>[-/])(?P<month>[^\W\d_]{{3,12}})\.?(?P=sep)(?P<yy>\d{{2}})(?![\d.,:/-]\d|\d)", re.IGNORECASE)),
    # 2022-Feb-18, 2022/Feb/18: the year, a month's name, the day
    ("year-month", re.compile(rf"(?<![\d.]){_YEAR}(?P<sep>[-/])(?P<month>[^\W\d_]{{3,12}})\.?(?P=sep){_DAY}(?!\d)", re.IGNORECASE)),
    # Feb-18-2022, Aug/23/2019: a month's name, then the day and the year, between dashes or slashes
    ("month-day", re.compile(rf"(?<![\w.-])(?P<month>[^\W\d_]{{3,12}})\.?(?P<sep>[-/]){_DAY}(?P=sep){_YEAR}(?!\d)", re.IGNORECASE)),
    # 27 avr. 18, 7 déc. 18, 19 Jan 18, 23 agosto '19: a day, a month's name, a year of two digits (the name makes it plain)
    ("day-month", re.compile(rf"(?<![\d.,/:-]){_DAY}\.?\s+{_MONTH}\s+['’‘]?(?P<yy>\d{{2}})(?![\d.,:/-]\d|\d)")),
    # 20070501: ISO 8601's basic form, alone or in a cell of its own (a year of this era, a month, a day)
    ("ymd", re.compile(r"(?<![\w.,/:-])(?P<year>(?:19|20)\d{2})(?P<month>0[1-9]|1[0-2])(?P<day>0[1-9]|[12]\d|3[01])(?![\w.,/:-])")),
    # 2004-W41-1, 2004W411: an ISO 8601 week date (the year, its week, the day of the week)
    ("iso-week", re.compile(r"(?<![\w-])(?P<year>\d{4})-?W(?P<week>\d{2})-?(?P<wday>[1-7])(?![\w-])")),
    # 19.I.2018, 19 XII 2018, 19-IV-2018: a month in Roman numerals (Polish, Czech, Russian, Italian usage)
    ("roman", re.compile(rf"(?<!\d){_DAY}\s*(?P<sep>[.\-/ ])\s*(?P<month>{_ROMAN})\s*(?P=sep)\s*{_YEAR}(?!\d)")),
]

#: who a page says published a ruling -> the publisher stored
_PUBLISHERS = {
    "wizards of the coast": "wotc", "wizards": "wotc", "wotc": "wotc", "gatherer": "wotc",
    "scryfall": "scryfall",
}
#: the documents Wizards publishes rulings in, when a label is only that ("(Release notes, 4.X.2004)";
#: not "Magic Online Downtime and Release Notes", a page's own title)
_DOCUMENTS = {"release notes": "wotc", "set release notes": "wotc", "update bulletin": "wotc", "oracle": "wotc",
              "oracle update": "wotc", "official ruling": "wotc", "official rulings": "wotc", "gatherer ruling": "wotc",
              "faq": "wotc", "set faq": "wotc"}
#: "official" in the languages pages are written in: beside a rulings word it names Wizards
#: ("Offizieller Regelhinweis, 07.12.2018", "Chiarimento ufficiale, 1 lug 2013")
OFFICIAL_WORDS = frozenset({
    "official", "officiel", "officiels", "officielle", "officielles", "offizielle", "offiziellen", "offizieller",
    "offizielles", "oficial", "oficiales", "ufficiale", "ufficiali", "oficiais", "officiële", "officiele", "officiella",
    "officiell", "officielt", "oficjalne", "oficjalny", "oficjalna", "официальные", "официальное", "официальный",
    "официальная", "oficiální", "oficiálne", "hivatalos", "resmi", "resmî", "virallinen", "viralliset", "oficiale",
    "офіційні", "офіційне", "офіційний", "επίσημοι", "επίσημες", "公式", "官方", "공식",
})
#: the words naming Wizards' rulings inside a label in any language ("esclarecimento do Oracle de")
_WIZARDS_WORDS = frozenset({"oracle", "gatherer", "wotc", "wizards", "オラクル", "오라클", "оракул"})
#: what separates a date from its label or publisher: dots, dashes, bars, slashes, arrows, guillemets, diamonds
SEPARATORS = "·•‧∙|—–-~/»«›‹・◆◇♦►▶→⇒｜／"
_SOURCE_TRIM = " \t:()[]<>,;（）【】「」：、" + SEPARATORS
#: the publishers a ruling's date line may name (what ``publisher_of`` gives for them)
KNOWN_PUBLISHERS = frozenset(_PUBLISHERS.values())


@dataclass(frozen=True)
class DateMatch:
    """A date found in a text. ``candidates`` holds both readings of an ambiguous numeric date
    (day first, month first); ``date`` is the one chosen, ``ambiguous`` says nothing settled it."""

    date: dt.date
    form: str  # cjk, ymd, numeric, month-day, day-month
    start: int
    end: int
    ambiguous: bool = False
    candidates: tuple[dt.date, ...] = ()
    separator: str = ""
    day_first: bool | None = None  # for numeric dates: the reading taken
    padded: bool = False  # a numeric date written with a leading zero (02/09/2017), as day-first writers do
    timed: bool = False  # a time of day follows it: a message's or a post's timestamp
    readings: tuple[tuple[str, dt.date], ...] = ()  # a two-digit year's: ("dmy", date), ("mdy", …), ("ymd", …)

    def reading(self, day_first: bool) -> "DateMatch":
        """This date read day first or month first (when both readings exist)."""
        if self.form != "numeric" or len(self.candidates) < 2:
            return self
        return replace(self, date=self.candidates[0 if day_first else 1], ambiguous=False, day_first=day_first)


def _safe(year: int, month: int, day: int) -> dt.date | None:
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


def _cn_number(text: str) -> int:
    """二〇一八 -> 2018 (digit by digit), 十九 -> 19, 二十 -> 20, 十 -> 10."""
    digits = {ch: i for i, ch in enumerate("〇一二三四五六七八九")} | {"零": 0}
    if "十" not in text:
        return int("".join(str(digits[ch]) for ch in text))
    tens, _, ones = text.partition("十")
    return (digits[tens] if tens else 1) * 10 + (digits[ones] if ones else 0)


def _year_of(form: str, m: re.Match[str]) -> int:
    if form == "thai" and int(m["year"]) > 2400:
        return int(m["year"]) - _BUDDHIST_ERA
    if form == "era":
        return _ERAS[m["era"]] + (1 if m["eyear"] == "元" else int(m["eyear"]) if m["eyear"].isdigit() else _cn_number(m["eyear"]))
    if form == "roc":
        return _ERAS["民國"] + int(m["eyear"])
    if form == "cjk-numerals":
        return _cn_number(m["year"])
    if "yy" in m.re.groupindex and m["yy"]:
        return 2000 + int(m["yy"]) if int(m["yy"]) < 70 else 1900 + int(m["yy"])
    year = int(m["year"])
    # a year of the Buddhist era (Thai pages: "5/10/2561" is 5 October 2018): no card's ruling is
    # dated in the Common Era's 26th century
    return year - _BUDDHIST_ERA if 1990 + _BUDDHIST_ERA <= year <= 2100 + _BUDDHIST_ERA else year


_ROMAN_MONTHS = {name: k for k, name in enumerate("I II III IV V VI VII VIII IX X XI XII".split(), start=1)}


def _short_year(m: re.Match[str]) -> DateMatch | None:
    """A date with a two-digit year, every reading of it that is a date (day, month, year first)."""
    a, b, c = int(m["a"]), int(m["b"]), int(m["c"])

    def year(yy: int) -> int:
        return 2000 + yy if yy < 70 else 1900 + yy

    readings = tuple((order, d) for order, d in (
        ("dmy", _safe(year(c), b, a)), ("mdy", _safe(year(c), a, b)), ("ymd", _safe(year(a), b, c))) if d)
    if not readings:
        return None
    return DateMatch(readings[0][1], "short-year", m.start(), m.end(), ambiguous=len({d for _, d in readings}) > 1,
                     separator=m["sep"], readings=readings)


def _from_match(form: str, m: re.Match[str]) -> DateMatch | None:
    if form == "short-year":
        return _short_year(m)
    year = _year_of(form, m)
    if not 1990 <= year <= 2100:
        return None
    if form == "numeric":
        a, b = int(m["a"]), int(m["b"])
        day_first = _safe(year, b, a)
        month_first = _safe(year, a, b)
        sep = m["sep"]
        if day_first and month_first and a != b:
            # dotted dates are written day first wherever dots are used (19.01.2018)
            if sep == ".":
                return DateMatch(day_first, form, m.start(), m.end(), separator=sep, day_first=True,
                                 candidates=(day_first, month_first))
            return DateMatch(day_first, form, m.start(), m.end(), ambiguous=True, candidates=(day_first, month_first),
                             separator=sep, day_first=True, padded=m["a"].startswith("0") or m["b"].startswith("0"))
        if day_first and month_first:  # 05/05/2018: both readings agree
            return DateMatch(day_first, form, m.start(), m.end(), separator=sep)
        if day_first:
            return DateMatch(day_first, form, m.start(), m.end(), separator=sep, day_first=True)
        if month_first:
            return DateMatch(month_first, form, m.start(), m.end(), separator=sep, day_first=False)
        return None
    if form == "iso-week":
        try:
            return DateMatch(dt.date.fromisocalendar(year, int(m["week"]), int(m["wday"])), form, m.start(), m.end())
        except ValueError:
            return None
    month_text = m["month"]
    if form == "cjk-numerals" or (form == "era" and not (month_text + m["day"]).isdigit()):
        month, day = (int(t) if t.isdigit() else _cn_number(t) for t in (month_text, m["day"]))
    else:
        day = int(m["day"])
        month = (int(month_text) if month_text.isdigit() else _THAI_MONTHS.get(month_text) or _ROMAN_MONTHS.get(month_text)
                 or month_number(month_text))
        if month == 11 and _CROATIAN_OCTOBER.match(m.string, m.start("day")):
            month = 10  # "4. listopada 2019.": Croatian writes the day's dot, Polish ("4 listopada 2019") doesn't
    if month is None:
        return None
    date = _safe(year, month, day)
    return DateMatch(date, form, m.start(), m.end()) if date else None


#: "listopad(a)" is November in Polish and October in Croatian, which writes the day as an ordinal
#: ("4. listopada 2019."); Czech's November with a dot is "listopadu"
_CROATIAN_OCTOBER = re.compile(r"\d{1,2}\.\s*listopada?(?!\w)", re.IGNORECASE)


#: full-width forms (２０１８年１月１９日) to ASCII, one character for one, so positions still hold
_FULLWIDTH = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)} | {0x3000: 0x20}


def _digits() -> dict[int, int]:
    """Every script's decimal digits (Arabic-Indic, Persian, Devanagari, …) to ASCII, one for one."""
    out = {}
    for code in range(0x0660, 0x10000):
        ch = chr(code)
        if unicodedata.category(ch) == "Nd":
            out[code] = 0x30 + unicodedata.decimal(ch)
    return out


#: marks of writing direction an Arabic or Hebrew date holds between its numbers ("19\u200f/1\u200f/2018"): spaces
_BIDI = {code: 0x20 for code in (0x200E, 0x200F, 0x061C)}
_TO_ASCII = _FULLWIDTH | _digits() | _BIDI


def find_dates(text: str) -> list[DateMatch]:
    """Every date in ``text``, left to right, without overlaps (positions are ``text``'s). A day of
    the week beside a date is part of it: "Montag, 4. Oktober 2004", "2017年9月29日(金)", "(Fri)".
    Digits of any script count ("٤ أكتوبر ٢٠٠٤", "۲۰۰۴/۱۰/۰۴")."""
    text = text.translate(_TO_ASCII)
    if "(" in text or "（" in text:
        text = _MONTH_ALIAS.sub(_alias_blanked, text)
    if "://" in text:
        # (a web address's digits are no date of the text's: "… Mechanics article (https://…-mechanics-2021-09-02).")
        text = _URL.sub(lambda m: " " * len(m.group()), text)
    found: list[DateMatch] = []
    for form, pattern in _PATTERNS:
        for m in pattern.finditer(text):
            if any(m.start() < f.end and f.start < m.end() for f in found):
                continue
            parsed = _from_match(form, m)
            if parsed and parsed.separator == "." and text[parsed.end:parsed.end + 1] == "." and text[parsed.end + 1:parsed.end + 2] in ("", " "):
                parsed = replace(parsed, end=parsed.end + 1)  # "18.02.2022." (the period some languages end a date with)
            if parsed:
                found.append(parsed)
    return sorted((_with_weekday(text, d) for d in found), key=lambda d: d.start)


_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://[^\s<>\"'）)]+", re.IGNORECASE)


#: a month's name with another name of the same month in brackets after it, as the Levant writes it
#: ("20 أيلول (سبتمبر) 2014"): the bracket is blanked (positions kept) and the date read as usual
_MONTH_ALIAS = re.compile(r"(?P<name>[^\W\d_]+(?: [^\W\d_]+)?)(?P<alias>\s*[(（][^\W\d_]+(?: [^\W\d_]+)?[)）])")


def _alias_blanked(m: re.Match) -> str:
    alias = m["alias"].strip().strip("()（）")
    words = m["name"].split()
    names = [" ".join(words[k:]) for k in range(len(words))]  # ("تشرين الأول", "الأول")
    month = next((found for n in names if (found := month_number(n))), None)
    if month is None or month_number(alias) != month:
        return m.group(0)
    return m["name"] + " " * len(m["alias"])


_WEEKDAY_NAMES = """
monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
montag dienstag mittwoch donnerstag freitag samstag sonntag mo di mi do fr sa so
lundi mardi mercredi jeudi vendredi samedi dimanche lun mar mer jeu ven sam dim
lunes martes miércoles miercoles jueves viernes sábado sabado domingo
lunedì lunedi martedì martedi mercoledì mercoledi giovedì giovedi venerdì venerdi sabato domenica
segunda terça terca quarta quinta sexta segunda-feira terça-feira quarta-feira quinta-feira sexta-feira
понедельник вторник среда четверг пятница суббота воскресенье пн вт ср чт пт сб вс
""".split()


def _cldr_weekdays() -> list[str]:
    """The weekdays of the 81 languages of ``months.tsv``, written out (``lorehold/data/weekdays.tsv``,
    built by ``months_build`` from the Unicode CLDR): "Κυριακή", "pazartesi", "poniedziałek"."""
    from importlib import resources

    rows = resources.files("lorehold.data").joinpath("weekdays.tsv").read_text(encoding="utf-8").splitlines()
    return [row.split("\t")[0] for row in rows]


def _cldr_short_weekdays() -> list[str]:
    """The same weekdays abbreviated (``lorehold/data/weekdays_short.tsv``): "sex", "mié", "czw", "пн"."""
    from importlib import resources

    rows = resources.files("lorehold.data").joinpath("weekdays_short.tsv").read_text(encoding="utf-8").splitlines()
    return [row.split("\t")[0] for row in rows]


_WEEKDAY_NAMES = sorted(set(_WEEKDAY_NAMES) | set(_cldr_weekdays()))
_WEEKDAY_WORD = "|".join(sorted((re.escape(w) for w in _WEEKDAY_NAMES), key=len, reverse=True))
_SHORT_WEEKDAY = "|".join(sorted((re.escape(w) for w in set(_cldr_short_weekdays())), key=len, reverse=True))
_CJK_WEEKDAY = r"(?:星期|礼拜|禮拜|週|周)?[一二三四五六日天]|[月火水木金土日](?:曜日?)?|[월화수목금토일](?:요일)?"
#: a weekday before a date ("Friday, ", "vendredi ") or after it (" (金)", "（週五）", " 星期五", ", Friday")
#: (an abbreviation only with its dot or a comma after it: "sex, 13 de julho de 2018", "mié. 19 de enero";
#: the article a German or Scandinavian date takes after the weekday: "Freitag, den 14. Juli 2017", "fredag den 14 juli";
#: an abbreviation alone before a date that opens its line or cell: "mån 1 maj 2006")
_WEEKDAY_BEFORE = re.compile(
    rf"(?<![^\W\d_])(?:(?:{_WEEKDAY_WORD})\.?,?|(?:{_SHORT_WEEKDAY})(?:\.,?|,))(?:\s*den)?[^\S\t]*$"  # (a tab parts cells: "… to pay.<TAB>DATE")
    rf"|(?:^|\t)(?:{_SHORT_WEEKDAY})\s+$", re.IGNORECASE)
_WEEKDAY_AFTER = re.compile(
    rf"^\s*(?:[(（]\s*(?:{_WEEKDAY_WORD}|{_CJK_WEEKDAY})\.?\s*[)）]|(?:星期|礼拜|禮拜|周|週)[一二三四五六日天]|,\s*(?:{_WEEKDAY_WORD})(?![^\W\d_])"
    rf"|\s(?:{_WEEKDAY_WORD})\.?(?=\s*[>)\]）】])"  # inside the date's own brackets: Org-mode's "<2018-01-19 Fri>"
    # (a weekday written out after the date, then a dash or a colon before the text: Turkish "29 Nisan 2022 Cuma — …")
    rf"|\s+(?=[^\W\d_]{{3}})(?:{_WEEKDAY_WORD})(?![^\W\d_])(?=\s*(?:[—–:|·]|-\s|\t|$))"
    r"|\s?(?:[월화수목금토일]요일|[月火水木金土日]曜日))",  # a Korean or Japanese weekday, its word for "day" written out
    re.IGNORECASE,
)


#: a time of day after a date, maybe after a word for "at" or a comma, with seconds, a 12-hour mark
#: or a zone: "2019-01-25 14:03", "…T14:03:00Z", "18/07/2014 à 14:03", "8 aprile 2016, 14:03",
#: "12.03.2021 um 9:15 Uhr", "3 мая 2019 в 14:03" (a post's or a message's timestamp dates it too)
_TIME_AFTER = re.compile(
    r"^(?:T|,?\s*(?:à|às|as|at|um|в|alle|a las|a la|om|o|kl\.?|ore|@|-)?\s*)(?:(?:오전|오후|午前|午後|上午|下午)\s*)?"
    r"\d{1,2}\s?[:h時时시]\s?\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s?[AaPp]\.?[Mm]\.?)?(?:\s?[分분])?"
    r"(?:\s?(?:Z|(?:UTC|GMT)?[+-]\d{2}:?\d{2}(?:\s?\([^()]{2,40}\))?|UTC|GMT|MEZ|CET))?(?:\s?(?:(?:Uhr|h)(?![^\W\d_])|時|时))?(?!\d)"
    r"|^,?\s*(?:klo|kl\.)\s*\d{1,2}[.:]\d{2}(?!\d)",  # Finnish and Scandinavian "klo 14.03" (the dot as the colon)
    re.IGNORECASE,
)


#: the week's number in brackets after a date: "04.10.2004 (KW 41)", "(week 41)", "(v. 41)", "(第41週)"
_WEEK_AFTER = re.compile(
    r"^\s*[(\[（]\s*(?:(?:kw|cw|wk|week|woche|semaine|sem\.?|settimana|semana|vecka|uge|uke|viikko|tydzień|týden|"
    r"неделя|нед\.?|v\.?|w\.?|wn)\s*\.?\s*\d{1,2}|第?\s*\d{1,2}\s*(?:週|周|주))\s*[)\]）]",
    re.IGNORECASE,
)


def _with_weekday(text: str, date: DateMatch) -> DateMatch:
    """``date`` with the day of the week, its week's number and the time of day written beside it
    taken into its span."""
    start, end = date.start, date.end
    before = _WEEKDAY_BEFORE.search(text[:start])
    if before:
        start = before.start()
    after = _WEEKDAY_AFTER.match(text[end:])
    if after:
        end += after.end()
    week = _WEEK_AFTER.match(text[end:])
    if week:
        end += week.end()
    other = _OTHER_CALENDAR_AFTER.match(text[end:])
    if other:
        end += other.end()  # the same day in the site's own calendar: "4 أكتوبر 2019 (4 صفر 1441هـ)"
    at = _TIME_AFTER.match(text[end:])
    if at and at.group(0).strip():
        if date.ambiguous and re.search(r"[AaPp]\.?[Mm]\.?", at.group(0)):
            date = date.reading(day_first=False)  # a 12-hour clock is the United States' habit, month first
        return replace(date, start=start, end=end + at.end(), timed=True)
    return replace(date, start=start, end=end) if (start, end) != (date.start, date.end) else date


_HIJRI_MONTHS = ("محرم|صفر|ربيع\\s+الأول|ربيع\\s+الآخر|ربيع\\s+الثاني|جمادى\\s+الأولى|جمادى\\s+الآخرة|جمادى\\s+الثانية|"
                 "رجب|شعبان|رمضان|شوال|ذو\\s+القعدة|ذو\\s+الحجة")
_SOLAR_HIJRI_MONTHS = "فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند"
_OTHER_DAY = (rf"(?:\d{{1,2}}\s+(?:{_HIJRI_MONTHS})\s+\d{{3,4}}\s*(?:هـ|ه)?"
              rf"|\d{{1,2}}\s+(?:{_SOLAR_HIJRI_MONTHS})\s+\d{{3,4}}(?:\s*(?:ه\.?\s*ش\.?|شمسی))?"
              r"|(?:พ\.ศ\.?|B\.E\.)\s*\d{4})")
#: the same day in the calendar a site also keeps, written after the Gregorian date: the Hijri ("(4 صفر 1441هـ)",
#: "الموافق 16 رجب 1443هـ"), the Solar Hijri ("میلادی (16 آذر 1397)") or the Buddhist era's year ("/ พ.ศ. 2565"):
#: part of the date, no word of the text beside it
_OTHER_CALENDAR_AFTER = re.compile(
    rf"\s*(?:میلادی|ميلادي|ميلادية|م(?=\s))?\s*(?:[(（]\s*{_OTHER_DAY}\s*[)）]|/\s*{_OTHER_DAY}|(?:الموافق|مطابق(?:\s+با)?)\s+{_OTHER_DAY}"
    rf"|{_OTHER_DAY})|\s*(?:میلادی|ميلادي|ميلادية)(?!\w)")


#: words that stand beside a date and say only that it is one: prepositions, "published", "date",
#: the day of the week (in the languages rulings pages are written in); not "updated", which dates a
#: page's prices or its text, not a ruling
_DATE_WORDS = frozenset("""
on at dated date published released issued ruling rulings from the of as stand
ruled decided entschieden décidé decide decidido dictaminado deciso
am vom den datum veröffentlicht veroffentlicht erschienen
le du en date publié publie publiée publiee
el del de fecha publicado publicada
il data pubblicato pubblicata
em do da publicado
от дата опубликовано г
sentenza decisione regel regelung entscheidung décision decision regla fallo decisão decisao разъяснение решение
la della dello dei des van het av för z ze із від tarih tarihi tarihli дата datum datë päivämäärä dato din
zveřejněno vydáno opublikowano gepubliceerd publicerad yayınlanma опубліковано 일자
西暦 公元 서기 日付 公開日 公開 掲載日 掲載 날짜 게시일 작성일 등록 등록일 판정일 日期 发布 發布 发布于 發布於 裁定日 裁定 判定日
发表 發表 发表于 發表於 楼 樓 投稿 投稿日
monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
montag dienstag mittwoch donnerstag freitag samstag sonntag mo di mi do fr sa so
lundi mardi mercredi jeudi vendredi samedi dimanche lun mar mer jeu ven sam dim
lunes martes miércoles miercoles jueves viernes sábado sabado domingo
lunedì lunedi martedì martedi mercoledì mercoledi giovedì giovedi venerdì venerdi sabato domenica
segunda terça terca quarta quinta sexta feira segunda-feira terça-feira quarta-feira quinta-feira sexta-feira
понедельник вторник среда четверг пятница суббота воскресенье пн вт ср чт пт сб вс
月 火 水 木 金 土 日 월 화 수 목 금 토 일 星期一 星期二 星期三 星期四 星期五 星期六 星期日 星期天
pazartesi salı çarşamba perşembe cuma cumartesi pazar maandag dinsdag woensdag donderdag vrijdag zaterdag zondag
poniedziałek wtorek środa czwartek piątek sobota niedziela pondělí úterý středa čtvrtek pátek neděle
måndag tisdag onsdag torsdag fredag lördag söndag понеділок вівторок середа четвер п'ятниця п’ятниця субота неділя
hétfő kedd szerda csütörtök péntek szombat vasárnap maanantai tiistai keskiviikko torstai perjantai lauantai sunnuntai
周一 周二 周三 周四 周五 周六 周日 週一 週二 週三 週四 週五 週六 週日 曜日 月曜日 火曜日 水曜日 木曜日 金曜日 土曜日 日曜日
""".split())
#: a ruling in the languages pages label its date in ("Datum rozhodnutí", "Regelhinweis · DATE",
#: "Fecha de la aclaración:", "판정 날짜"): a label of these and date words names no publisher
#: the word "date" as a label's first word ("Datum för förtydligande:", "Date of the ruling:")
_DATE_NOUNS = frozenset("date datum fecha data дата tarih päivämäärä dato dátum datë 日付 날짜 日期".split())
_RULING_WORDS = frozenset("""
aclaración aclaracion clarification chiarimento esclarecimento rozhodnutí rozhodnuti orzeczenie orzeczenia uitspraak
avgörande avgorande beslut karar kararı kararin рішення роз'яснення роз’яснення разъяснения
regelhinweis regelhinweise regelhinweises regelhinweisen hinweis hinweises entscheids regelentscheidung regelungen
entscheidungen décisions clarifications aclaraciones fallos chiarimenti decisioni esclarecimentos decisões uitspraken
avgöranden kendelse kendelser kararlar resolución resolucion resoluciones resolução resoluções rulingi 판정 판정일자
clarificare clarificarea clarificări clarificările hotărâre hotărârea précision précisions
""".split())
_DATE_WORDS = _DATE_WORDS | _RULING_WORDS
_LABEL_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


_N = r"(?:\d+|an?|one|un|une|uno|una|um|uma|ein|einem|einer)"
#: how long ago, beside a date that says when ("8 years ago (2018-01-19)", "vor 22 Jahren (04.10.2004)",
#: "il y a 3 ans", "hace 2 años", "2 anni fa", "há 8 anos", "5 лет назад", "3年前", "7년 전", "8 lat temu")
RELATIVE = re.compile(
    rf"(?<!\w)(?:{_N}\s*(?:years?|yrs?\.?|months?|weeks?|days?|hours?|minutes?|y|mo|w|d|h)\s+ago"
    rf"|vor\s+{_N}\s+(?:jahren|jahr|monaten|monat|wochen|woche|tagen|tag|stunden)"
    rf"|il\s+y\s+a\s+{_N}\s+(?:ans?|mois|semaines?|jours?|heures?)"
    rf"|hace\s+{_N}\s+(?:años?|mes(?:es)?|semanas?|días?|horas?)"
    rf"|{_N}\s+(?:anni|anno|mesi|mese|settimane|giorni|giorno|ore)\s+fa"
    rf"|h[áa]\s+{_N}\s+(?:anos?|m[eê]s(?:es)?|semanas?|dias?|horas?)"
    rf"|\d+\s+(?:лет|года?|месяц(?:а|ев)?|недел[ьяи]|дн(?:я|ей)|день|час(?:а|ов)?)\s+назад"
    rf"|\d+\s+(?:lat[a]?|rok|miesi[ęe]c(?:y|e)?|tygodni|dni)\s+temu"
    rf"|\d+\s+(?:jaar|maanden|maand|weken|dagen)\s+geleden"
    rf"|\d+\s+(?:yıl|yil|ay|hafta|gün|gun)\s+önce"
    rf"|\d+\s*(?:年|か月|ヶ月|カ月|个月|個月|週間|周|日|天|小时|時間)前"
    rf"|\d+\s*(?:년|개월|주|일|시간)\s*전)(?!\w)",
    re.IGNORECASE,
)


#: how long ago just after a leading date, in brackets or after a dot or comma
_RELATIVE_AFTER = re.compile(rf"^(?:[(\[（【]\s*(?:{RELATIVE.pattern})\s*[)\]）】]|[·,]\s*(?:{RELATIVE.pattern}))\s*", re.IGNORECASE)

#: how long ago just before a trailing date, in the brackets the date is in or its own
_RELATIVE_BEFORE = re.compile(rf"\s*(?P<open>[(\[（【]?)\s*(?:{RELATIVE.pattern})\s*[,·:—–-]?\s*(?P<inner>[(\[（【]?)$", re.IGNORECASE)


#: a date labelled as an update of the card's wording ("Oracle update, 2021-01-16", "Aggiornamento Oracle
#: del …", "Обновление Oracle", "Oracle 更新（2020/10/29）"): it dates a change of the text, not a ruling
UPDATE_LABEL = re.compile(
    r"(?<!\w)(?:updated?|errata|erratum|aktualisierung|änderung|mise à jour|actualizaci[oó]n|aggiornamento|"
    r"atualiza[cç][aã]o|обновлени[ея]|изменени[ея]|оновлення|aktualizacja|aktualizace|güncelleme|bijwerking|"
    r"uppdatering|opdatering|oppdatering|päivitys|frissítés|actualizare)(?!\w)|更新|変更|修正|업데이트|변경",
    re.IGNORECASE)


def publisher_of(source: str) -> str | None:
    """"Wizards of the Coast" -> "wotc", "Scryfall" -> "scryfall", a known publisher anywhere in the
    label ("Quelle: Wizards of the Coast"); a label of date words only ("le", "Veröffentlicht am",
    "Friday", "(金)") names none; other names as written, lower case."""
    key = " ".join(RELATIVE.sub(" ", source).strip(_SOURCE_TRIM).split()).lower()
    if not key:
        return None  # (only how long ago: "8 years ago", "vor 22 Jahren", "7년 전" say when, not who)
    if key in _PUBLISHERS:
        return _PUBLISHERS[key]
    if key in _DOCUMENTS:
        return _DOCUMENTS[key]
    words = _LABEL_WORD.findall(key)
    for name in sorted(_PUBLISHERS, key=len, reverse=True):
        if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", key):
            return _PUBLISHERS[name]
    if all(w in _DATE_WORDS or _cjk_date_word(w) for w in words):
        return None
    if all(w in OFFICIAL_WORDS or w in _DATE_WORDS or w in _WIZARDS_WORDS for w in words) and (
            any(w in _WIZARDS_WORDS for w in words) or any(w in OFFICIAL_WORDS for w in words) and any(w in _DATE_WORDS for w in words)):
        # an official ruling in another language: "Offizieller Regelhinweis", "Chiarimento ufficiale",
        # "esclarecimento do Oracle de"
        return "wotc"
    field, colon, value = key.rpartition(":")
    if colon and len(field.split()) <= 2 and value.strip() and publisher_of(value) in (None, "wotc"):
        # a field's label before what it holds: a translation tool's "Explicação: Official ruling" is an
        # official ruling's label, "Note: dated" none
        return publisher_of(value)
    return key


def _cjk(word: str) -> bool:
    return any("\u3040" <= ch <= "\u9fff" or "\uac00" <= ch <= "\ud7af" for ch in word)


_CJK_DATE_PIECES = sorted((w for w in _DATE_WORDS if len(w) >= 2 and _cjk(w)), key=len, reverse=True)


def _cjk_date_word(word: str) -> bool:
    """A word of Chinese, Japanese or Korean date words run together ("发布日期", "裁定日", "게시일")."""
    if not _cjk(word):
        return False
    # (a particle joins the date to them: "2017年2月9日 の裁定", "2017年2月9日的裁定")
    word = word.removeprefix("の").removeprefix("的") or word
    ends = {0}  # the positions up to which the word splits into date words
    for i in range(1, len(word) + 1):
        if any(i - len(p) in ends and word[i - len(p):i] == p for p in _CJK_DATE_PIECES):
            ends.add(i)
    return len(word) in ends


@dataclass(frozen=True)
class DateLine:
    """A line that is a date, maybe with who published it, maybe followed or preceded by text."""

    date: DateMatch
    publisher: str | None
    rest: str  # text on the same line that is not the date or the publisher


_MAX_SOURCE_WORDS = 5


def parse_date_line(line: str) -> DateLine | None:
    """A line made of a date (``2023-11-10 · Wizards of the Coast``), or starting with one
    (``2018-01-19: Text``) or ending with one (``Text (2018-01-19)``). None otherwise."""
    text = line.strip()  # the rest of the line is returned as written: a ruling keeps its words
    dates = find_dates(text)
    if not dates:
        return None
    first, last = dates[0], dates[-1]
    # (how long ago before the date says when too: "vor 7 Jahren (04.10.2019) — Text")
    lead = RELATIVE.sub(" ", text[: first.start]).strip(_SOURCE_TRIM).casefold().split()
    if (first.start == 0 or not lead or (len(lead) <= 4 and all(w in _DATE_WORDS for w in lead))
            or (_FIELD_HEAD.fullmatch(text[: first.start]) and len(_LABEL_WORD.findall(text[first.end :])) >= 4)
            or (len(lead) <= 4 and lead[0] in _DATE_NOUNS and text[: first.start].rstrip().endswith((":", "："))
                and len(_LABEL_WORD.findall(text[first.end :])) >= 4)):
        # (a date's label of a few words: "Datum för förtydligande: 16 september 2007 …", a screen reader's)
        # (a field's label before it: "Antwort: 24.09.2021: Text", "Réponse : 24/09/2021 — Text")
        # (a date word before it is part of it: "am 25. August 2015<TAB>Text", "le 3 mars 2019 : Text")
        return _date_first(text, first)
    tail = text[last.end :].strip()
    before = text[: last.start].rstrip()
    if len(dates) == 1 and tail in (":", "：") and _announces_ruling(before):
        # "[00:04:28] Nuria Campos: Esta es la aclaración del 19 de noviembre de 2021:" over the ruling it reads out
        return DateLine(last, None, "")
    relative = _RELATIVE_BEFORE.search(before)
    if relative:  # "Text (vor 8 Jahren (05.10.2018))", "Text (22년 전 (2004.10.04))": how long ago says when
        base = before[: relative.start()].rstrip()
        # "(Release notes, 16 years ago (Mar 1, 2010))": the attribution opened the brackets, keep it as the label
        attributed = re.search(r"[(\[（【][^()\[\]（）【】]*[^\W\d_][^()\[\]（）【】]*,$", base)
        before = base if attributed else (base + " " + (relative["open"] or relative["inner"])).rstrip()
    # a trailing date is set apart ("Text (2018-01-19)", "Text — 19/01/2018", "Text. 2018.06.07.",
    # a table's "Text<TAB>2018-06-07"), not part of a sentence (the separator stands apart:
    # "…mechanics-2021-09-02)" ends an address, not a ruling); after a label of a few words, a
    # comma or a slash will do ("Wizards of the Coast, 22 de enero de 2011", "le 25 août 2017")
    if _nothing_after(tail):
        # (full-width brackets stand apart without a space: "…敗北する。（2021年3月19日）")
        if re.search(rf"(?:^|\s)[(\[（【{_SEP_CLASS}]$|[（【]$", before):
            return DateLine(last, None, before[:-1].strip())
        # (or a table's cell: "Text<TAB>le 1 mars 2010")
        # (or a label with its colon: "Text (Stand: 19.03.2021)", "Text (as of: 2021-03-19)")
        worded = re.search(rf"(?:(?:^|\s)[(\[（【{_SEP_CLASS}]|[（【]|\t)((?:\s*[^\W\d_][\w'’.&-]*){{1,5}})[,:：、，]?$", before)
        if worded and (_attribution(worded.group(1)) or _bracketed_after_sentence(before, worded)):
            # "Text (le 19 mars 2021)", "Text. (WotC, vendredi 16 mars 2018)", "Text — Wizards, 2004-10-04"
            label = worded.group(1)
            return DateLine(last, publisher_of(label), before[: worded.start(1) - 1].strip())
        if re.search(r"[.!?。！？\"”’»」』)）]$", before) and len(before.split()) > _MAX_SOURCE_WORDS or "\t" in text[: last.start][-2:]:
            return DateLine(last, None, before.strip())
        if len(dates) == 1 and _label_like(before):
            return DateLine(last, None, before.rstrip(",;:").strip())
    if len(dates) == 1 and _post_header(text[: first.start], text[first.end :]):
        # a post's header: "2 名前：名無しさん＠お腹いっぱい。 投稿日：2019/10/04(金) 14:03:00.12 ID:xY9zQ0w1"
        return DateLine(first, None, "")
    return _headed_by_date(text, first) or _signed(text, dates) or _set_apart(text, dates)


def names_ruling(text: str) -> bool:
    """A few words that name a ruling ("Official ruling, DATE", "Regelhinweis vom DATE")."""
    return any(w.casefold() in _RULING_WORDS or w.casefold() in ("ruling", "rulings") for w in _LABEL_WORD.findall(text))


def _announces_ruling(before: str) -> bool:
    """A few words before a date and its closing colon that name a ruling ("Here's the ruling from",
    "Esta es la aclaración del", "Hier ist der Regelhinweis vom"): the line announces the ruling under it."""
    words = [w.casefold() for w in _LABEL_WORD.findall(before)]
    return 0 < len(words) <= 14 and any(w in _RULING_WORDS or w in ("ruling", "rulings") for w in words[-4:])


#: a few CJK characters naming what a date is of, then the colon before the text ("の裁定：", "裁定："):
#: the text starts after the colon
_CJK_MARK_WORD = re.compile(r"^[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]{1,4}\s?(?=[:：])")


def _date_first(text: str, first: DateMatch) -> DateLine:
    """A line that starts with its date (after date words or a field's label): a date line alone, with
    who published it, or with the text after it."""
    after = text[first.end :]
    stripped = after.strip(_SOURCE_TRIM)
    if not stripped or stripped == ".":  # (a Croatian date's year ends with a dot: "4. listopada 2019.")
        return DateLine(first, None, "")
    if after[:1] in SEPARATORS + "(（," or after.lstrip()[:1] in SEPARATORS + "(（" or publisher_of(stripped) is None:
        words = stripped.split()
        if len(words) <= _MAX_SOURCE_WORDS and not re.search(r"[.!?。]$", stripped):
            return DateLine(first, publisher_of(stripped), "")
    rest = after.lstrip()
    # a weekday after the date, before its colon: "1 Ekim 2005 Cumartesi: Text", "1. Oktober 2005, Samstag: Text"
    weekday = re.match(r"^,?\s*([^\W\d_]+)\s*(?=[:：])", rest)
    if weekday and weekday.group(1).casefold() in _DATE_WORDS:
        rest = rest[weekday.end():]
    # how long ago after the date says when too: "04.10.2019 (6 лет назад) — Text", "2019-10-04 · 6 years ago: Text"
    rest = _RELATIVE_AFTER.sub("", rest, count=1)
    # a CJK word for what the date is of, before its colon: "2019/10/04の裁定：Text"
    rest = _CJK_MARK_WORD.sub("", rest, count=1)
    # the brackets the date was opened in close before the text: "(2018-01-19) Text",
    # "(le 4 octobre 2004) Text", "(vor 22 Jahren (04.10.2004)) Text"
    lead_text = text[: first.start]
    opened = sum(lead_text.count(c) for c in "([（【<") - sum(lead_text.count(c) for c in ")]）】>")
    while opened > 0 and rest[:1] in (")", "]", "）", "】", ">"):
        rest, opened = rest[1:].lstrip(), opened - 1
    if rest[:1] in (":", "：") or rest[:1] in SEPARATORS:
        rest = rest[1:]
    return DateLine(first, None, rest.strip())


#: one word and its colon heading a line (an answer's "Antwort:", "Réponse :", "回答：")
_FIELD_HEAD = re.compile(r"\s*[^\W\d_][^\W\d_-]{0,19}\s?[:：]\s*")


def _nothing_after(tail: str) -> bool:
    """Nothing follows a line's last date but its brackets' close and a full stop, or a quote's head's
    colon or link arrow ("Gatherer wrote (4 Oct 2004):", "Quote from the release notes (09.02.2017) »")."""
    return (tail.strip(")]）】.") == "" or tail.strip(")]）】 ") in (":", "：", "»", "›", "→")
            or bool(_SAYS.fullmatch(tail.strip(")]）】 "))))


#: what a date line announcing a ruling says after its date ("The ruling from 15 June 2010 says:",
#: "La décision du 1er octobre 2009 dit :")
_SAYS = re.compile(r"(?:says|said|reads|states|dit|sagt|besagt|lautet|dice|recita|diz|говорит|гласит)\s*[:：]", re.IGNORECASE)


#: a head of a few words before a bracketed date and a colon: "Aether Inspector (9 Feb 2017): text"
_HEAD_BEFORE = re.compile(r"^([^.!?。:：()\[\]（）]{1,60}?)\s*[(\[（]\s*$")
_COLON_AFTER = re.compile(r"^\s*[)\]）]\s*[:：]\s+(?=\S)")


def _headed_by_date(text: str, first: DateMatch) -> DateLine | None:
    """A line whose head names what it answers (a card's name, a source) with the date in brackets,
    then a colon and the text: "NAME (jueves 9 de febrero de 2017): text", as a chat bot answers."""
    head, after = _HEAD_BEFORE.match(text[: first.start]), _COLON_AFTER.match(text[first.end :])
    if head is None or after is None or len(head.group(1).split()) > _MAX_SOURCE_WORDS:
        return None
    rest = text[first.end + after.end():].strip()
    publisher = publisher_of(head.group(1))
    return DateLine(first, publisher if publisher in KNOWN_PUBLISHERS else None, rest) if rest else None


#: a wiki talk page's signature closing a line: the user, the talk page's link in brackets, the time,
#: the date and the zone ("Anna (talk) 14:03, 5 October 2018 (UTC)", "Ivan (обс.) 14:03, 5 октября 2018 (UTC)",
#: "Ana (discussão) 14h03min de 8 de junho de 2016 (UTC)")
_SIGNATURE = re.compile(
    r"(?:^|\s)[^\s()]{1,40}\s\([^\W\d_][^\W\d_ .-]{0,14}\.?\)\s+\d{1,2}[:h]\d{2}(?:min)?,?\s+(?:de\s+)?"
    r"(?P<date>[^()]{6,40}?)\s+\((?:UTC|GMT|CES?T|MES?Z|[A-Z]{2,5}|UTC[+-]\d{1,2})\)$"
)


def _signed(text: str, dates: list[DateMatch]) -> DateLine | None:
    """A line closed by a wiki talk page's signature: its date dates the text before the signature (not
    a question: a reader asks it, it rules nothing)."""
    m = _SIGNATURE.search(text)
    date = next((d for d in dates if m and d.start >= m.start("date") and d.end <= m.end("date")), None)
    signed = text[: m.start()].strip() if m else ""
    return DateLine(date, None, signed) if date and not signed.endswith(("?", "？")) else None


def _wordless(text: str) -> bool:
    """No word in it: marks, symbols, numbers, a time of day ("[11:39]", "* '''", "📅", "1️⃣")."""
    return not any(unicodedata.category(ch).startswith("L") for ch in text)


def _set_apart(text: str, dates: list[DateMatch]) -> DateLine | None:
    """A line's one date set apart from its sentence by marks of any kind, nothing but marks, numbers
    or a timestamp on its other side ("* '''1. Okt. 2009''' — Text", "[11:39] 01-02-2009 — Text",
    "1️⃣ Text 📅 29. Mai 2014"): the date dates the sentence. Told by the line's structure (no word on
    one side, a sentence on the other), not by a list of marks."""
    if len(dates) != 1:
        return None
    date = dates[0]
    before, after = text[: date.start], text[date.end :]
    if _wordless(before) and len(_LABEL_WORD.findall(after)) >= 3 and (not after or not after[0].isalnum()):
        return DateLine(date, None, _marks_stripped(after, lead=True))
    if (len(_LABEL_WORD.findall(after)) >= 3 and _label_like(before) and publisher_of(before) in KNOWN_PUBLISHERS
            and (not after or after[0].isspace())):
        # a rulings publisher, its date, then the text: "Wizards of the Coast ‖ 07.08.2020 um 14:03 Uhr Text"
        return DateLine(date, publisher_of(before), _marks_stripped(after, lead=True))
    if _wordless(after) and len(_LABEL_WORD.findall(before)) >= 3 and (not before or before[-1].isspace()):
        # (the date stands apart, with a mark beside it: "…mechanics-2021-09-02)" ends an address)
        if before.strip()[-1:].isalnum() and after.strip() in (".", "。"):
            return None  # the sentence's own word, its stop after it: "… legal in Vintage starting July 27, 2023."
        rest = _marks_stripped(before, lead=False)
        if before.strip()[len(rest):].strip() or after.strip():
            return DateLine(date, None, rest)
    return None


def _marks_stripped(text: str, *, lead: bool) -> str:
    """``text`` without the marks between it and the date (on its leading or trailing side); a
    sentence's own opening quote or closing stop stays."""
    chars = list(text.strip())
    while chars:
        ch, near = (chars[0], chars[1:2]) if lead else (chars[-1], chars[-2:-1])
        keep = (ch in "\"'“‘«¿¡(" and near and near[0].isalnum()) if lead else ch in ".!?)\"'”’»。！？"
        if not (ch.isspace() or unicodedata.category(ch)[0] in "PSMC") or keep:
            break
        chars.pop(0 if lead else -1)
    return "".join(chars).strip()


def _post_header(before: str, after: str) -> bool:
    """A post's or a message's header around its date: a few words (a number, a name) and a date
    word with its colon before the date ("投稿日：", "Posted:", "Date:"), an id or nothing after it."""
    words = before.split()
    if not words or len(words) > 8 or not words[-1].endswith((":", "：")) or len(after.split()) > 3:
        return False
    label = words[-1].rstrip(":：").split("：")[-1].split(":")[-1].casefold()
    return (label in _DATE_WORDS or _cjk_date_word(label) or label in ("posted", "sent")) and not re.search(
        r"[.!?。]$", after.strip())


_SEP_CLASS = re.escape(SEPARATORS)


def _bracketed_after_sentence(before: str, worded: re.Match[str]) -> bool:
    """A few words and the date in brackets or after a dash, after a sentence's end ("… has no color.
    (uitspraak van 7 december 2018)", "… (orzeczenie z 7 grudnia 2018)", "… resolves. — clarificarea din
    18 feb. 2022"): the sentence's own attribution, in whatever language, told by where it stands."""
    opener = before[worded.start(1) - 1: worded.start(1)]
    text = before[: worded.start(1) - 1].rstrip()
    # (after a dash, a short sentence will do: "Puff of smoke not included. — clarificarea din 18 feb. 2022")
    least = 3 if opener in "—–" else _MAX_SOURCE_WORDS + 1
    return (opener in "([（【—–" and len(worded.group(1).split()) <= 3 and len(text.split()) >= least
            and bool(re.search(r"[.!?。！？\"”’»」』)）]$", text)))


def _attribution(label: str) -> bool:
    """The words of a ruling's attribution beside its date: date words only ("le"), or a rulings
    publisher's name ("WotC", "Wizards of the Coast", "esclarecimento do Oracle de")."""
    words = label.casefold().split()
    return all(w in _DATE_WORDS for w in words) or publisher_of(label) in KNOWN_PUBLISHERS


_INITIAL = re.compile(r"(?<![^\W\d_])[^\W\d_]\.(?=\s|$)")


def _label_like(text: str) -> bool:
    """A few words before a date that are no sentence: a publisher, "le", "Veröffentlicht am"."""
    bare = text.strip(_SOURCE_TRIM)
    # (an initial's dot ends no sentence: "Asked by Brian K. on")
    return 0 < len(bare.split()) <= _MAX_SOURCE_WORDS + 1 and not re.search(r"[.!?。！？]", _INITIAL.sub("", bare)) and (
        not re.search(r"\d", bare) or len(re.sub(r"\D", "", bare)) <= 3)  # a forum floor's number: "2楼 · 发表于"


def settle(dates: list[DateMatch], prefer_day_first: bool = True, year_first: bool = False,
           told: bool = False) -> list[DateMatch]:
    """Decide the ambiguous numeric dates of one page from its other numeric dates: a page that
    writes 19/01/2018 somewhere writes day first everywhere (per separator). Dates nothing settles
    stay ambiguous, read day first or month first as ``prefer_day_first`` says (a zero-padded one day first).
    ``year_first``: two-digit years are read year first where they can be (rulings headed in Korean,
    Japanese or Chinese: "판정" over "21.06.18"). ``told``: the page spelled its order out ("JJ/MM/AA"),
    so ``prefer_day_first`` is no guess."""
    dates = _settle_short_years(dates, prefer_day_first, year_first, told)
    votes: dict[str, set[bool]] = {}
    for d in dates:
        if d.form == "numeric" and not d.ambiguous and d.day_first is not None and len(d.candidates) < 2:
            votes.setdefault(d.separator, set()).add(d.day_first)
        elif d.form == "numeric" and d.ambiguous and len(d.candidates) == 2:
            # a ruling's date one reading of which falls before any ruling was dated ("10/4/2004" is no
            # 10 April 2004): the page writes that way throughout
            in_era = [k for k, c in enumerate(d.candidates) if c >= FIRST_RULING_DATE]
            if len(in_era) == 1:
                votes.setdefault(d.separator, set()).add(in_era[0] == 0)
    out = []
    for d in dates:
        if d.ambiguous:
            vote = votes.get(d.separator, set())
            in_era = [k for k, c in enumerate(d.candidates[:2]) if c >= FIRST_RULING_DATE]
            if d.form == "short-year":
                pass  # (settled above)
            elif len(vote) == 1:
                d = d.reading(next(iter(vote)))
            elif told and d.form == "numeric":
                d = d.reading(prefer_day_first)  # (the page spelled its order out: "Dates are shown as MM/DD/YYYY.")
            elif len(d.candidates) == 2 and len(in_era) == 1:
                d = d.reading(in_era[0] == 0)  # (one reading falls before any ruling was dated: "4/10/2004")
            elif not prefer_day_first and not d.padded:
                # an English page reads month first, unless its dates are zero-padded ("02/09/2017"):
                # month-first writers (Gatherer: "2/9/2017") seldom pad, day-first ones do
                d = replace(d, date=d.candidates[1], day_first=False)
        out.append(d)
    return out


#: the first day a rulings database dates rulings on (Gatherer's oldest: MTGJSON's earliest ruling date)
FIRST_RULING_DATE = dt.date(2004, 10, 4)


def _settle_short_years(dates: list[DateMatch], prefer_day_first: bool, year_first: bool = False,
                        told: bool = False) -> list[DateMatch]:
    """The page's dates with two-digit years read one way, per separator: the first order (day first
    unless an English page writes month first on slashes; then year first) under which every such
    date of the page is a date of the rulings era (2004-10-04 to next year), else a date at all."""
    short = [d for d in dates if d.form == "short-year"]
    if not short:
        return dates
    latest = dt.date.today().year + 1
    chosen: dict[str, str] = {}
    guessed: dict[str, bool] = {}
    for sep in {d.separator for d in short}:
        group = [dict(d.readings) for d in short if d.separator == sep]
        orders = ["dmy", "ymd", "mdy"] if prefer_day_first or sep != "/" else ["mdy", "dmy", "ymd"]
        if year_first:
            orders = ["ymd", *(o for o in orders if o != "ymd")]
        plausible = [o for o in orders if all(o in r and FIRST_RULING_DATE <= r[o] and r[o].year <= latest for r in group)]
        valid = [o for o in orders if all(o in r for r in group)]
        if plausible or valid:
            chosen[sep] = (plausible or valid)[0]
            # day first or month first both plausible for every such date, and the page did not say which:
            # the reading is a guess (by the page's language), left open for a source that dates the ruling
            guessed[sep] = not (told or year_first) and {"dmy", "mdy"} <= set(plausible) and chosen[sep] in ("dmy", "mdy")
    out = []
    for d in dates:
        order = chosen.get(d.separator) if d.form == "short-year" else None
        if order is not None:
            d = replace(d, date=dict(d.readings)[order], ambiguous=guessed[d.separator] and _swapped_reading(d))
        out.append(d)
    return out


def _swapped_reading(d: DateMatch) -> bool:
    """The date's day-first and month-first readings are one another with day and month swapped."""
    r = dict(d.readings)
    a, b = r.get("dmy"), r.get("mdy")
    return a is not None and b is not None and a != b and (a.day, a.month) == (b.month, b.day)


#: what may stand between a date and the colon that makes it a ruling's mark: nothing, a few CJK
#: characters ("2019/10/04の裁定：") or a few words after a comma ("On Dec. 7, 2018, the ruling was:"); no
#: ruling of MTGJSON's has a date so marked in its text
_MARK_COLON = re.compile(r"^(?:[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]{1,4}|,\s*[^\W\d_][^.!?:：\d]{0,30})?\s?[:：]\s*(?=\S)")
#: a few words after the date that name a ruling, then the colon ("Am 2019-10-04 lautete das Ruling: …")
_WORDED_MARK = re.compile(r"^\s+((?:[^\W\d_][\w'’-]*\s+){0,3}[^\W\d_][\w'’-]*)\s?[:：]\s*(?=\S)")


def _mark_end(after: str) -> int | None:
    """Where the text starts after a date's mark and its colon (``after``: the line after the date), if so marked."""
    mark = _MARK_COLON.match(after)
    if mark:
        return mark.end()
    worded = _WORDED_MARK.match(after)
    return worded.end() if worded and _announces_ruling(worded.group(1)) else None


#: the end of a sentence before a mark's few words ("… en anglais. Du 4 octobre 2019 : …")
_SENTENCE_BEFORE = re.compile(r"(?:[.!?。！？)）][”\"’»」』]?\s+|[。！？])(?=[^.!?。！？]*$)")


def marked_dates_apart(line: str) -> list[str]:
    """A line that reads out several dated rulings one after the other, each under its date and a
    colon ("… en anglais. Du 4 octobre 2019 : A creature … Du 4 octobre 2019 : An adventurer card …",
    "… Sanctuary. 続いて２０１９年１０月４日：When casting …", a transcript's speaker turn): a line for
    each ruling, "DATE: text" (the few words leading to the date, "Du", "Then, on", "続いて", and those
    between it and its colon go), and one for the words before the first; the line as it is where two
    such marks are not found (one will do where a CJK word names it, mid-line: "…公式裁定です。2004/10/04の裁定：…")."""
    if ":" not in line and "：" not in line:
        return [line]
    cuts: list[tuple[int, int]] = []  # (where the words before end, where the ruling's line starts)
    marks: dict[int, tuple[str, int]] = {}  # a ruling's start: its date, where its text starts
    named = False  # a CJK word names what the date is of: one such mark will do
    for d in find_dates(line):
        mark = _mark_end(line[d.end:])
        if mark is None:
            continue
        named = named or bool(_CJK_MARK_WORD.match(line[d.end:]))
        marks[d.start] = (line[d.start: d.end], d.end + mark)
        before = line[:d.start]
        end = None
        for end in _SENTENCE_BEFORE.finditer(before):
            pass
        lead = before[end.end():] if end is not None else before
        cuts.append((end.end() if end is not None and len(lead.split()) <= 3 else d.start, d.start))
    if len(cuts) < 2 and not (cuts and named and cuts[0][1] > 0):
        return [line]
    pieces = [line[: cuts[0][0]]] + [f"{marks[start][0]}: {line[marks[start][1]: nxt[0]]}"
                                     for (_, start), nxt in zip(cuts, [*cuts[1:], (len(line), 0)])]
    return [p.strip() for p in pieces if p.strip()]


def marks_led_alike(blocks: list[str]) -> list[str]:
    """Rulings read out one a line, each led to its date and colon by the same few words ("Then, on
    October 4, 2019: If a spell …", "Ensuite, le 4 octobre 2019 : …", a voice app's answer): those
    words go, each line "DATE: text", where two lines of the page or more are so led; other lines as
    they are."""
    led: dict[tuple[int, int], tuple[str, str]] = {}  # (block, line): (its lead, the line without it)
    split = [b.split("\n") for b in blocks]
    for i, lines in enumerate(split):
        for j, line in enumerate(lines):
            if (":" not in line and "：" not in line) or not any(ch.isdigit() for ch in line):
                continue
            dates = find_dates(line)
            mark = _mark_end(line[dates[0].end:]) if dates else None
            lead = line[: dates[0].start].strip() if dates else ""
            if mark is not None and lead and len(lead.split()) <= 3 and not re.search(r"[.!?。！？:：\d]", lead):
                led[(i, j)] = (lead.casefold(), f"{line[dates[0].start: dates[0].end]}: {line[dates[0].end + mark:]}")
    counts = Counter(lead for lead, _ in led.values())
    for (i, j), (lead, bare) in led.items():
        if counts[lead] >= 2:
            split[i][j] = bare
    return ["\n".join(lines) for lines in split]
