"""The rulings of a captured page, recognized by positive evidence rather than kept because nothing
rejected them.

The part of the page after the card's own text is read line by line. A line is a date (maybe with
who published it, before or after: ``2018-01-19 · Wizards of the Coast``, ``WotC — 19.01.2018``), a
line with a date on it (``* 2018-01-19: text``, ``text (19 janvier 2018)``), or text. Then:

- where the page dates its rulings, it does so the same way for each: the date stands before its
  ruling or after it (the side where more dates touch a sentence wins). The sentence touching a date
  on that side is its ruling; more lines in the same entry (several rulings under one date) must
  read as rules (``evidence.reads_as_rules``) and follow on without a gap, so a footer, a newsletter
  or a consent banner after the last ruling is never one;
- a line that carries its own date is a ruling when it is a sentence and reads as rules, or when the
  page dates several lines so;
- a page without dates (a card page's rulings) gives the lines that read as rules, and a sentence
  between two of them.
"""

from __future__ import annotations

import csv
import functools
import itertools
import re
import unicodedata
from dataclasses import dataclass, replace

from lorehold.ingest.pages import langid
from lorehold.ingest.pages.chats import chat_heads, without_mention
from lorehold.ingest.pages.chrome import is_chrome, short_question
from lorehold.ingest.pages.comments import rulings_heading
from lorehold.ingest.pages.dates import (
    KNOWN_PUBLISHERS, RELATIVE, SEPARATORS, UPDATE_LABEL, DateLine, DateMatch, find_dates, parse_date_line, publisher_of,
)
from lorehold.ingest.pages.labels import type_line
from lorehold.ingest.pages.evidence import card_text_shape, game_terms, prose_like, reads_as_rules, rules_terms, size, starts_like_card_text
from lorehold.ingest.pages.footnotes import note_marked

#: (a task list's item: "- [x] ", "* [ ] ", its box ticked or not)
#: a source's name heading a ruling's text: in brackets, or followed by a colon, a dash or two spaces
_SOURCE_HEAD = re.compile(r"^(?:[(\[](?P<b>[^()\[\]]{2,30})[)\]]\s*[:—–-]?\s+|(?P<w>[^\s:()]{2,20}(?: [^\s:()]{2,20}){0,3})(?:\s*[:—–|]\s+|\s{2,}|\t)"
                          r"|(?P<k>WotC|Wizards of the Coast|Scryfall|Gatherer|Oracle) (?=[A-Z“\"‘']))")
#: a list item's marker: a bullet, a check box, a number ("1.", "(2)", "3)", "#4", "5/")
_BULLET = re.compile(r"^(?:(?:[-*+•]\s+)?\[[ xX✓✔]\]|[*•·▪◦‣∙●○■□–—»›▶►→⇒◆◇♦★☆✦✓#-]|\(?\d{1,3}[.)]|#\d{1,3}|\d{1,3}/)\s+")
_SENTENCE_END = re.compile(r"[.!?。！？:：;)）\"'”’»」』]$")
_MAX_PUBLISHER_WORDS = 6
#: ruling-versus-card-text log odds below which an English line is a card's text
_CARD_TEXT_ODDS = -0.2


_WORDS = re.compile(r"\w+", re.UNICODE)


def _similar(a: str, b: str) -> bool:
    """Worded almost alike (a card's printed text beside its oracle text): 80% of the words shared."""
    wa, wb = set(_WORDS.findall(a.lower())), set(_WORDS.findall(b.lower()))
    if len(wa) < 6 or len(wb) < 6:
        return False
    return len(wa & wb) / max(len(wa), len(wb)) >= 0.8


@dataclass
class Line:
    text: str  # the line without its date and publisher ("" for a date line)
    date: DateMatch | None = None
    publisher: str | None = None
    block: int = 0
    label: str = ""  # the words beside a date line's date, as written ("Prices updated", "le", "WotC ·")
    raw: str = ""  # the line as written
    sender: str = ""  # a chat message's sender, after its timestamp ("Judge Pieter (L2)")

    @property
    def date_only(self) -> bool:
        return self.date is not None and not self.text


@dataclass
class Ruling:
    text: str
    language: str
    date: DateMatch | None
    publisher: str | None
    group: int | None  # the date line it hangs from: rulings under one date share a group


def _publisher_like(text: str) -> bool:
    """A publisher's name beside a date: a few words, no sentence, no rules."""
    text = RELATIVE.sub(" ", text)  # how long ago says when, not who: "Wizards of the Coast ∣ 18 years ago"
    text = _NOTE_MARK.sub("", text.rstrip())  # a note's mark ends no name: "Does not target the creatures. [2]"
    words = re.findall(r"\w[\w'’.&-]*", text)  # separators are no words: "— Wizards of the Coast, le"
    bare = text.strip(SEPARATORS + " ,;:：")  # "WotC »": a separator is no sentence's end
    # (nor a name's brackets closing it: "来源：威世智（Wizards of the Coast）")
    bare = re.sub(r"\s*[(（][^()（）\d]*[)）]$", "", bare) or bare  # (not a number's: a chat's "小王(10482213)")
    return 0 < len(words) <= _MAX_PUBLISHER_WORDS and not _SENTENCE_END.search(bare) and not reads_as_rules(text)


#: character classes a list marker or a table's or a separator's token is made of, in any script
_MARK_CATEGORIES = frozenset(("Po", "Pd", "Pc", "Sm", "So", "Sk"))
#: of those, the ones a sentence may begin with ("'Khans' …", "¿…?", "+1/+1 …" is kept by the digit after it)
_SENTENCE_OPENERS = frozenset("\"'¡¿…")
#: a chat export's message head: "[19:42] RulesBot: ", "[7:05 PM] mana_burn: " (time, speaker, colon)
_SPEAKER = re.compile(r"^\[\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\]\s*[^\s:][^:]{0,30}?:\s+(?=\S)")


#: a message's sender after its timestamp: a name of up to four words (maybe with a bracketed rank) and a colon
_SENDER = re.compile(r"^[^\W\d_][^:.!?\n]{0,30}?:\s+(?=\S)")


def _mark(ch: str) -> bool:
    return unicodedata.category(ch) in _MARK_CATEGORIES and ch not in _SENTENCE_OPENERS


def edge_marks_off(text: str) -> str:
    """``text`` without the marks at its edges: a list marker of any script before it ("・", "•",
    "*", "‖", "＿", "::", a table's "|"), followed by a space or a letter, and tokens of marks only at
    its end (a table row's closing " |"). Told by Unicode category, not by a list of characters;
    a sentence's own opening quote, "¿" and "+1/+1" stay."""
    text = text.strip()
    first, last = text.split(" ")[0], text.split(" ")[-1]
    if first != text and any(unicodedata.category(ch) == "Me" for ch in first) and _wordless_token(first):
        return edge_marks_off(text[len(first):])  # an emoji keycap ("1️⃣ Text"): a digit enclosed is a list marker
    if first == last and len(first) >= 3 and text != first:
        return text  # a text framed by a rule of its own ("---------- The following rulings focus on … ----------")
    i = 0
    while i < len(text) and _mark(text[i]):
        i += 1
    # (or by a sentence's opening quote: "・“Flashback [cost]” means …")
    if 0 < i < len(text) and (text[i].isspace() or unicodedata.category(text[i]).startswith("L")
                              or (text[i] in _SENTENCE_OPENERS or unicodedata.category(text[i]) == "Pi")
                              and i + 1 < len(text) and text[i + 1].isalnum()):
        text = text[i:].lstrip()
    tokens = text.split(" ")
    # (a sentence's own end stays, however spaced: MTGJSON has "… protection from it .")
    while len(tokens) > 1 and tokens[-1] and all(_mark(ch) for ch in tokens[-1]) and tokens[-1] not in (".", "!", "?", "。"):
        tokens.pop()
    return " ".join(tokens).rstrip()


#: a quotation's opening mark and the mark that closes it
#: (the low mark opens German's „…“ and Polish's, Hungarian's, Romanian's „…”; the guillemets point either way)
#: (and a program's repr of a string with no apostrophe in it: 'If …'; one with an apostrophe is printed in double quotes)
_QUOTE_PAIRS = {"“": "”", '"': '"', "'": "'", "„": "“”", "«": "»", "»": "«", "「": "」", "『": "』", "‘": "’", "‹": "›", "‚": "‘’"}


def quotes_off(text: str) -> str:
    """``text`` without the quotation marks around the whole of it: a ruling quoted in a log or a
    post ("“If an effect refers to … an Adventure.”") is the ruling. Only when the opening mark's
    own closing mark ends the text: "“Colored spells” is not synonymous with …" keeps its quotes.
    (None of MTGJSON's 23,597 rulings is quoted whole.)"""
    text = text.strip()
    closes = _QUOTE_PAIRS.get(text[:1])
    if closes is None or len(text) < 3 or text[-1] not in closes:
        return text
    opening, close = text[0], text[-1]
    if opening == close:
        return text[1:-1].strip() if opening not in text[1:-1] else text
    depth = 0
    for i, ch in enumerate(text):
        if ch == opening:
            depth += 1
        elif ch == close:
            depth -= 1
            if depth == 0:
                return text[1:-1].strip() if i == len(text) - 1 else text
    return text


def _wordless_token(token: str) -> bool:
    return all(unicodedata.category(ch)[0] in "NMSPC" for ch in token)


_WIDE_BRACKETS = {"）": "（", "】": "【", "］": "［", "〕": "〔", "」": "「"}


def _last_brackets_ascii(text: str) -> str:
    """``text`` with its closing pair of full-width brackets as ASCII parentheses, so a date in
    them after a ruling ("…（2018/01/19）", "…【2018年1月19日】") reads as one in "(…)"."""
    if not text or text[-1] not in _WIDE_BRACKETS:
        return ""
    i = text.rfind(_WIDE_BRACKETS[text[-1]])
    return f"{text[:i]} ({text[i + 1:-1]})" if i > 0 else ""


#: a date in brackets at a line's end, set in Markdown's emphasis inside them: "… not included. (**18 फ़रवरी 2022**)"
_EMPHASIZED_LAST = re.compile(r"[(（]\s*([*_]{1,3})(?P<inner>[^()（）*_]+)\1\s*[)）]\s*$")


#: a document's comment mark after a sentence ("…the stack.[a]", Google Docs' text export)
_COMMENT_MARK = re.compile(r"(?<=[.!?)\"'”’])\[[a-z]{1,2}\]$")


#: a time of day beside a date in a cell ("4.1.2021, 20:51", "3/8/2017 2:20am")
_TIME_OF_DAY = re.compile(r"\b\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?", re.IGNORECASE)

#: the gap between two cells of a table row copied as text, its tab turned to spaces
_CELL_GAP = re.compile(r" {3,}")


def _record_row(raw: str, block: int) -> Line | None:
    """A data row pasted as text (CSV: ``"Name",2018-01-19,"Text, quoted",Gatherer``; a table's row,
    its cells split by tabs: ``DATE<TAB>Text<TAB>Release notes`` or by bars: ``Text | WotC | DATE``): one field is a date and nothing
    else, the longest field is a sentence; that sentence is the ruling, so dated, and a rulings
    publisher among the other fields publishes it."""
    if raw.count("\t") <= 1 and (term := _term_row(raw, block)) is not None:
        return term
    if raw.count("\t") >= 2:
        fields = [f.strip() for f in raw.split("\t")]
    elif len(_CELL_GAP.findall(raw.strip())) >= 2:
        # (a table's cells copied with their tabs turned to spaces: "01-05-2012    WotC    Text")
        fields = [f.strip() for f in _CELL_GAP.split(raw.strip())]
    elif raw.count(" | ") >= 2 or (raw.count(" | ") == 1 and raw.rstrip().endswith(("|", "| " ))):
        # a table's row as a terminal or Markdown draws it: "text | scryfall | 2019-08-23"
        fields = [f.strip() for f in raw.strip().strip("|").split(" | ")]
    else:
        fields = _csv_fields(raw)
        if fields is None:
            return None
    if len(fields) < 3:
        return None
    dates = [parse_date_line(f) for f in fields]
    dated = [d for k, d in enumerate(dates) if d is not None and not d.rest and d.date.start == 0 and not _TIME_OF_DAY.search(fields[k])]
    if not dated:
        dated = [d for d in dates if d is not None and not d.rest and d.date.start == 0]
    text = max(fields, key=len).strip()
    if not dated or len(dated) > 2 or not prose_like(text) or parse_date_line(text) is not None:
        return None
    # (a row's other date, timed or later, is when someone edited or checked the row: a web app's grid
    # copied with its "Last modified" column; the ruling is dated first)
    dated = sorted(dated, key=lambda d: d.date.date)[:1]
    publishers = [publisher_of(f) for f in fields if f != text and f and parse_date_line(f) is None]
    publisher = dated[0].publisher or next((p for p in publishers if p in KNOWN_PUBLISHERS), None)
    return Line(text, dated[0].date, publisher, block, raw=raw)


#: a flashcard's term that names its card and, in brackets, its day, then its definition after the export's
#: separator, a tab or a comma, or none: "Catch // Release (15 avr. 2013)<TAB>Catch can target …;"
_TERM_DATED = re.compile(r"^(?P<name>[^()（）\t,;]{2,80}?)\s*[(（](?P<day>[^()（）]{4,40})[)）](?:\s*[\t,]\s*|(?=[^\W\d_]))(?P<text>\S.*)$")


def _term_row(raw: str, block: int) -> Line | None:
    """A flashcard set's row as its export writes it, the term and the definition split by a tab or a comma
    and the row ended by its separator (";"): a term naming the card with the ruling's day in brackets over
    a definition that is a sentence is that ruling, so dated."""
    m = _TERM_DATED.match(raw)
    if m is None:
        return None
    text = re.sub(r"(?<=[.!?)\"'”’])\s*;$", "", m.group("text").strip())
    day = parse_date_line(m.group("day"))
    if day is None or day.rest or find_dates(m.group("name")) or not prose_like(text):
        return None
    return Line(text, day.date, day.publisher, block, raw=raw)


def term_rows_apart(block: str) -> str:
    """A flashcard set exported with its rows ended by ";" and no line break, all on one line ("NAME (DAY),
    Text.;NAME (DAY),Text.;…"): a row a line, where the line's first row's term starts each."""
    out = []
    for line in block.split("\n"):
        m = _TERM_DATED.match(line)
        if m is not None and line.count(";" + m.group("name")) >= 1:
            out += [row for row in re.split(rf";(?={re.escape(m.group('name'))}\s*[(（])", line) if row.strip()]
        else:
            out.append(line)
    return "\n".join(out)


def _csv_fields(raw: str) -> list[str] | None:
    """A CSV row's fields, its delimiter the comma or the semicolon (a spreadsheet's export where the
    comma is the decimal mark): the one that stands against the quotes of quoted fields (``"a";"b"``)
    more often; None for no quoted CSV row."""
    if '"' not in raw:
        return None
    delimiter = max((",", ";"), key=lambda d: (raw.count(f'"{d}') + raw.count(f'{d}"'), d == ","))
    if raw.count(delimiter) < 2:
        return None
    try:
        return next(csv.reader([raw], delimiter=delimiter, skipinitialspace=True))
    except (csv.Error, StopIteration):
        return None


def read_line(raw: str, block: int = 0) -> Line:
    raw = _COMMENT_MARK.sub("", raw.strip())
    row = _record_row(raw, block)
    if row is not None:
        return row
    spoken = _SPEAKER.sub("", raw.strip())
    text = edge_marks_off(without_mention(spoken) if len(spoken) < len(raw.strip()) else spoken)  # ("@tombecker Text")
    labelled = _label_dated(text, block, raw)
    if labelled is not None:
        return labelled
    found = parse_date_line(text)  # before any bullet goes: "1. Juni 2011" is a date, not item 1
    if found is None:
        text = _BULLET.sub("", text)
        found = (parse_date_line(text) or parse_date_line(_last_brackets_ascii(text))
                 or parse_date_line(_EMPHASIZED_LAST.sub(r"(\g<inner>)", text)))
    if found is None and _RULE_CITED.search(text):
        found = parse_date_line(rule_cited_off(text))  # "・Text（2017/04/18）（総合ルール 111.1）"
    if found is None:
        return Line(edge_marks_off(_SPEAKER.sub("", raw.strip())), block=block, raw=raw.strip())
    rest = edge_marks_off(found.rest)
    if not any(ch.isalnum() for ch in rest):
        rest = ""  # only marks beside the date: a callout's "📅", a quote's ">", an arrow
    if found.date.start > 0:
        rest = _BULLET.sub("", rest)  # "1. Text (WotC, 2018-03-16)": the item's number is no part of it
        if not found.date.timed:
            # a recording's chapter mark before the text: "11:08 – Text (4 de outubro de 2019)"
            rest = _MEDIA_MARK.sub("", rest)
    said = _stamped_message(text)
    if said is not None:
        # a message that is a date or ends with one ("[13/12/25, 21:27:29] Marco: *4/15/2013*", its ruling
        # on the lines under it; "28/4/25, 17:32 - Lucía: Text (15 de abril de 2013)"): the date it says,
        # not the time it was sent
        sender, line = said
        return Line(edge_marks_off(line.rest) if any(ch.isalnum() for ch in line.rest) else "", line.date,
                    line.publisher, block, raw=raw.strip(), sender=sender)
    if rest and copy_stamp(rest):
        # when a source was read ("Gatherer (accessed DATE)") or a copy made ("Sent to Kindle on DATE"): no ruling nor its date
        return Line("", block=block, raw=raw.strip())
    if rest and _publisher_like(rest):
        # "Wizards of the Coast · 2018-01-19", "Veröffentlicht am 19.01.2018", "Prices updated 2026-03-04"
        label = re.sub(r"\d+", "#", " ".join(rest.casefold().split()))  # "2楼 · 发表于", "3楼 · 发表于": one wording
        return Line("", found.date, publisher_of(rest), block, label=label, raw=raw.strip())
    if rest and len(find_dates(rest)) and parse_date_line(rest) is not None and not prose_like(rest):
        return Line(raw.strip(), block=block, raw=raw.strip())  # two dates: a range, a timestamp; not a ruling's date
    source = _SOURCE_HEAD.match(rest)
    name = source and (source["b"] or source["w"] or source["k"])
    if name and publisher_of(name) in KNOWN_PUBLISHERS and prose_like(rest[source.end():]):
        # the ruling's source before its text: "(Oracle) Text", "WotC    Text", "Scryfall: Text"
        rest = rest[source.end():]
        found = replace(found, publisher=found.publisher or publisher_of(name))
    sender = ""
    if found.date.timed and found.date.start <= 2:
        m = _SENDER.match(rest)  # a timestamped message's sender: "… 10:27 - Judge Pieter (L2): text"
        if m:
            sender, rest = m.group(0).rstrip(": \t"), rest[m.end():]
    label = " ".join((found.publisher or "").split())
    return Line(rest, found.date, found.publisher, block, label=label, raw=raw.strip(), sender=sender)


#: a position in a recording, then a dash: a show's chapter mark ("11:08 – ", "[1:06:45] - ")
_MEDIA_MARK = re.compile(r"^[\[(]?\d{1,2}(?::[0-5]\d){1,2}[\])]?\s*[–—-]\s+(?=\S)")


#: a label dated in brackets before a colon, then the text it labels: "Uzasadnienie (orzeczenie z
#: 19.03.2021): Text", "Motivazione (chiarimento del 1 feb 2009): «Text»"
_LABEL_DATED = re.compile(r"^(?P<label>[^\W\d_][^():：\n]{0,40}?)\s*[(（](?P<inner>[^()（）]{4,48})[)）]\s*[:：]\s*(?P<text>\S.*)?$")


def _label_dated(text: str, block: int, raw: str) -> Line | None:
    """A labelled line whose label's brackets date the sentence after its colon (or under it, when
    nothing follows the colon); ``None`` for any other."""
    m = _LABEL_DATED.match(text.strip())
    if m is None or (m["text"] and not prose_like(m["text"])):
        return None
    dates = find_dates(m["inner"])
    if len(dates) != 1:
        return None
    words = (m["inner"][: dates[0].start] + m["inner"][dates[0].end:]).split()
    if len(words) > 4 or _RETRIEVED.search(m["inner"]):
        return None
    # (the label alone, the text on the next line: a date line)
    return Line(quotes_off(m["text"] or ""), dates[0], None, block, label=" ".join(m["label"].casefold().split()), raw=raw.strip())


#: the words that date the reading of a source, not its ruling ("retrieved", "consultado em", "abgerufen am")
_RETRIEVED = re.compile(r"(?<!\w)(?:retrieved|accessed|fetched|recuperado|取得日|閲覧日|获取于|访问日期|擷取於|검색일|접속일|consultad[oa]|consulté|consultée|consultato|abgerufen|opgehaald|pobrano|"
                        r"dostęp|получено|просмотрено|erişim|hämtad|hentet|haettu|letöltve|truy cập|diakses)(?!\w)", re.IGNORECASE)


#: the words a copy's stamp opens with, a short label beside its date ("Sent to Kindle on DATE",
#: "Clipped DATE", "Gespeichert am DATE"): when the copy was made, not a ruling's date
_CAPTURED = re.compile(r"(?<!\w)(?:saved|clipped|sent to kindle|exported|archived|captured|downloaded|printed|bookmarked|"
                       r"gespeichert|exportiert|archiviert|gedruckt|enregistré|exporté|archivé|imprimé|guardado|exportado|"
                       r"archivado|impreso|salvato|esportato|archiviato|stampato|salvo|impresso|сохранено|экспортировано|"
                       r"распечатано|zapisano|wyeksportowano|opgeslagen|geëxporteerd|保存日?|エクスポート|印刷日?|저장|내보내기|"
                       r"导出|導出|打印)(?!\w)", re.IGNORECASE)


_NO_SENDER = re.compile(r"^(?:[:：-]\s+)?(?=@\w)")


def _stamped_message(text: str) -> tuple[str, DateLine] | None:
    """``_message_date`` of a line that starts with a message's stamp (a date with its time of day)."""
    first = find_dates(text[:60])
    if not first or not first[0].timed or first[0].start > 2:
        return None
    # (the words after the stamp as written but for its separator: a mention's "@" is no edge mark there)
    return _message_date(text[first[0].end:].strip().lstrip(",，;-–—·|] \t"))


def _message_date(rest: str) -> tuple[str, DateLine] | None:
    """(sender, what the message says read as a date line) of a timestamped message whose words are a
    date, or start or end with one."""
    m = _SENDER.match(rest) or _NO_SENDER.match(rest)  # (a sender's name the page's chrome took: ": @pablo_o Text")
    if m is None or not find_dates(rest[m.end():]):
        return None
    said = parse_date_line(without_mention(rest[m.end():]))
    if said is None or said.date.timed:
        return None
    return m.group(0).rstrip(": \t"), said


def copy_stamp(label: str) -> bool:
    """The words beside a date say when a source was read or a copy of it made ("accessed",
    "Sent to Kindle on"): the date is no ruling's."""
    label = label.strip(" \t-–—·|:([")
    return bool(_RETRIEVED.search(label) or (_CAPTURED.match(label) and len(label.split()) <= 6))


_CITATION_DASHES = frozenset({"—", "―", "–", "--", "~"})


#: a reading tool's Markdown link after a sentence, and its tags ("… resolves. ([View Highlight](https://…)) #rules"):
#: the tool's, not the sentence's (no ruling ends with a Markdown link)
_LINK_AFTER = re.compile(r"(?<=[.!?。)”\"'’])\s*\(?\[[^\]\n]{1,40}\]\([^()\s]+\)\)?(?:\s+#[\w-]+)*\s*$")


def lines_of(blocks: list[str], card_text: bool = False) -> list[Line]:
    """The lines of ``blocks`` read (``card_text``: the page printed the card's own text above them)."""
    out = []
    dash = ""
    for b, block in enumerate(blocks):
        for raw in block.split("\n"):
            if raw.strip() in _CITATION_DASHES:
                dash = raw.strip()  # a citation's dash on a line of its own ("—" / "Wizards of the Coast, DATE"): its citation's
            elif raw.strip():
                raw = _LINK_AFTER.sub("", raw)
                out.append(read_line(f"{dash} {raw.strip()}" if dash else raw, b))
                dash = ""
    return odd_dates_out(field_labels_off(footnotes_dated(rows_spanned(senders_out(_messages_read(chat_heads(out)))))), card_text)


#: a chat message's head: a sender's name (a word or a few, maybe a handle) and the time of day
_MESSAGE_HEAD = re.compile(r"^[^\W\d_][\w .'’@()-]{0,30}?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?$")


def _head_like(line: Line) -> bool:
    """A short line that is no sentence and uses no game word: a sender's name ("Me", "Alex")."""
    text = line.text
    return (line.date is None and 0 < len(text) <= 32 and len(text.split()) <= 4 and not _SENTENCE_END.search(text)
            and not rules_terms(text) and parse_date_line(text) is None)


def _messages_read(lines: list[Line]) -> list[Line]:
    """A chat message's text read as a line of its own once its head is off: a date it starts or ends
    with is the ruling's ("13:27<TAB>佐藤 健<TAB>• 2021年4月16日：Text", LINE's export)."""
    out = []
    for line in lines:
        if line.sender and line.date is None and line.text and find_dates(line.text):
            read = read_line(line.text, line.block)
            if read.date is not None:
                line = replace(read, raw=line.raw, sender=line.sender)
        out.append(line)
    return out


def senders_out(lines: list[Line]) -> list[Line]:
    """A chat export's lines without the heads of its messages: a sender with the time of day
    ("RulesBot 21:44"), or a short name standing between a date line and the sentence it dates
    (iMessage's "Me"), and that name wherever else it heads a message; the date then touches the
    message it dates."""
    names = set()
    for i, line in enumerate(lines):
        if (0 < i < len(lines) - 1 and lines[i - 1].date_only and _head_like(line) and lines[i + 1].date is None
                and prose_like(lines[i + 1].text)):
            names.add(line.text)
    return [line for line in lines if not (line.date is None and (line.text in names or _MESSAGE_HEAD.match(line.text)))]


def rows_spanned(lines: list[Line]) -> list[Line]:
    """A table whose date cell spans the rows of that date's rulings: as text, a dated row ("DATE<TAB>
    text") is followed by rows of text only; each such sentence of rules takes the
    date of the row above it."""
    out = list(lines)
    for i in range(1, len(out)):
        above, line = out[i - 1], out[i]
        if (above.date is not None and above.text and "\t" in above.raw and line.date is None
                and "\t" not in line.raw and _sentence(line) and reads_as_rules(line.text)
                # (in the rows' language: an assistant's "まとめると、…" after the English rows it quoted is its own)
                and langid.identify(line.text) == langid.identify(above.text)):
            out[i] = Line(line.text, above.date, above.publisher, line.block, above.label, raw=above.raw)
    return out


#: a footnote's mark at the end of a text: "…resolves.[2]", "…[^2]", "…²"
_NOTE_MARK = re.compile(r"\s?\[(?:\^([\w-]{1,16})|(\d{1,3}))\]$|([¹²³⁴⁵⁶⁷⁸⁹⁰]+)$")  # Markdown's "[^r1]" too
#: a reference's number: "2. ↑ Release notes (…)", "[2] …", "^2 …", "² …" (several may share a line)
_NOTE_REF = re.compile(r"(?:^|\s)\[?\^?(\d{1,3})[.\])]\s*[↑^]?\s*|(?:^|\s)\^\s*(\d{1,3})\s+|([¹²³⁴⁵⁶⁷⁸⁹⁰]+)\s|"
                       r"(?:^|\s)\[\^([\w-]{1,16})\]:\s*")
_SUPERSCRIPTS = str.maketrans("¹²³⁴⁵⁶⁷⁸⁹⁰", "1234567890")


def footnotes_dated(lines: list[Line]) -> list[Line]:
    """A wiki's rulings that give their dates in footnotes: each text ending with a mark ("[2]") takes
    the date of the reference of that number ("2. ↑ Release notes (15/04/2013)"), and the references
    date nothing themselves."""
    marks: dict[str, int] = {}
    for i, line in enumerate(lines):
        m = _NOTE_MARK.search(line.text) if line.date is None and line.text else None
        if m and line.text[: m.start()].strip():  # (a line that is only "[1]" heads the note, marks no text)
            marks.setdefault(_note_label(m), i)
    if not marks:
        return _marks_off(lines)
    found: dict[str, tuple[DateMatch, str | None]] = {}
    references: set[int] = set()
    for j, line in enumerate(lines):
        if j in marks.values():
            continue
        spans = [(d.start, d.end) for d in find_dates(line.raw)]  # "2014. 05. 29.": no note numbered 5 nor 29
        starts = [a for a in _NOTE_REF.finditer(line.raw) if not any(s <= a.start(1 if a.group(1) else 0) < e for s, e in spans)]
        if starts and starts[0].group(3):  # "¹ … 19. März 2021. ² …": only superscripts number these references
            starts = [a for a in starts if a.group(3)]
        for a, b in zip(starts, [*starts[1:], None]):
            number = _note_label(a)
            segment = line.raw[a.end(): b.start() if b else None]
            dates = find_dates(segment)
            if number in marks and dates and number not in found:
                label = (segment[: dates[0].start] + segment[dates[0].end:]).strip(" ()[],;")
                found[number] = (dates[0], publisher_of(label))
                references.add(j)
    out = list(lines)
    for number, i in marks.items():
        if number in found:
            line = lines[i]
            date, publisher = found[number]
            text = _BULLET.sub("", _NOTE_MARK.sub("", line.text).rstrip())  # "1. Text[^1]": the item's number is no word
            out[i] = Line(text, date, publisher, line.block, raw=line.raw)
    for j in references:
        out[j] = Line("", block=lines[j].block, raw=lines[j].raw)  # a reference is no text of its own: never a ruling
    return _marks_off(out)


def _note_label(m: re.Match) -> str:
    """A note's number or label as written in its mark and its reference ("²" and "2" alike, "r1")."""
    label = next(g for g in m.groups() if g).translate(_SUPERSCRIPTS)
    return str(int(label)) if label.isdigit() else label


def _marks_off(lines: list[Line]) -> list[Line]:
    """A note's mark after a sentence ("…creature. [2]", "…stack.³") is no word of it, whether its
    note dates it or only links a source: taken off every line's text."""
    out = list(lines)
    for i, line in enumerate(lines):
        if line.text and note_marked(line.text):
            out[i] = replace(line, text=_NOTE_MARK.sub("", line.text).rstrip())
    return out


#: a field's name before its value: a word to four and a colon ("Ruling: ", "Décision : ", "裁定：", a
#: screen reader's "Text des Rulings: ")
_FIELD = re.compile(r"^([^\W\d_][^\W\d_'’ -]{0,20}(?: [^\W\d_]{1,20}){0,3})\s?[:：]\s*(?=\S)")
#: the names a page gives a ruling's field, in the languages rulings pages are written in
_RULING_FIELDS = frozenset("""
ruling rulings note notes answer text regel regelung antwort entscheidung décision decision réponse note
regla fallo respuesta sentenza risposta decisão decisao resposta разъяснение ответ решение 裁定 回答 판정 답변
a r о 答 답
""".split())  # the last row: an FAQ's answer marks ("A: ", "R: " for réponse/respuesta, "О: ", "答：", "답: ")


def field_labels_off(lines: list[Line]) -> list[Line]:
    """Lines of a label/value layout ("Date: 19/3/2021" then "Ruling: Text") without the label: a
    label the page puts before several lines, or one that names a ruling's field, is the field's
    name, not the ruling's first word."""
    heads: dict[str, int] = {}
    for line in lines:
        m = _FIELD.match(line.text) if line.text else None
        if m:
            heads[m.group(1).casefold()] = heads.get(m.group(1).casefold(), 0) + 1
    out = []
    for line in lines:
        m = _FIELD.match(line.text) if line.text else None
        key = m.group(1).casefold() if m else ""
        # (a field named in words with a ruling's: a screen reader's "Text des Rulings: ", "Tekst van de ruling: ")
        named = key in _RULING_FIELDS or (len(key.split()) > 1 and any(len(w) > 2 and w in _RULING_FIELDS for w in key.split()))
        # (a label of three words or four only where it names a ruling: "Sacrifice a creature: …" is a card's cost)
        if m and (heads[key] >= 2 and len(key.split()) <= 2 or named) and prose_like(line.text[m.end():]):
            line = Line(_unquoted(line.text[m.end():]), line.date, line.publisher, line.block, line.label, line.raw, line.sender)
        out.append(line)
    return out


def _unquoted(value: str) -> str:
    """A field's value without the quotes a data file (YAML, JSON) puts around it: ``"It can't…"``."""
    if len(value) > 2 and value[0] == value[-1] == '"' and '"' not in value[1:-1].replace('\\"', ""):
        return value[1:-1].replace('\\"', '"')
    return value


#: an account's handle on a social network ("@judgerosa", "@rosa@mtg.social")
#: the badges a forum or a code host shows under a post's author and date (GitHub, Discourse, GitLab)
_ROLE_BADGES = frozenset((
    "author", "maintainer", "collaborator", "member", "contributor", "owner", "moderator", "admin", "administrator",
    "staff", "original poster", "op", "first-time contributor", "sponsor", "team member", "leader", "regular",
))
#: a user's login on a line of its own, as a code host shows it over "on DATE" (GitHub: "flash_back")
_LOGIN = re.compile(r"^[a-z0-9](?=[a-z0-9_.-]*[_\d.-])[a-z0-9_.-]{1,38}$")
_HANDLE = re.compile(r"(?:^|\s)@[\w.]{2,30}(?:@[\w.-]+)?(?:\s|$)")


#: the names of a page's own dates as a note's or a wiki's properties show them, over their value, and a
#: form's field dating what it reports ("Observed" / DATE on a judge's review)
_PAGE_STAMPS = frozenset("""
created|updated|modified|edited|last updated|last modified|last edited|date created|date modified|
erstellt|aktualisiert|geändert|bearbeitet|zuletzt bearbeitet|zuletzt geändert|créé|créée|mis à jour|modifié|
creado|actualizado|modificado|creato|aggiornato|modificato|criado|atualizado|aangemaakt|bijgewerkt|gewijzigd|
utworzono|zaktualizowano|zmodyfikowano|vytvořeno|aktualizováno|upraveno|skapad|uppdaterad|ändrad|oluşturuldu|
güncellendi|создано|обновлено|изменено|створено|оновлено|змінено|作成日|更新日|作成日時|更新日時|创建时间|更新时间|
建立時間|更新時間|생성일|수정일|업데이트|
observed|date observed|beobachtet|observé|observée|observado|observada|osservato|osservata|waargenomen|zaobserwowano|pozorováno
""".replace("\n", "").split("|"))


#: the words a label ends with when its date follows ("Observed on", "Osservato il", "Beobachtet am")
_LEADS_TO_DATE = frozenset("on am le il el em op den dne dnia på".split())


def _field_over_date(raw: str) -> bool:
    """A label over a date line that names the page's own date: a note's property ("updated"), or a
    few words naming something other than a ruling that end with a word leading to a date."""
    label = " ".join(raw.casefold().split()).rstrip(":：")
    if label in _PAGE_STAMPS:
        return True
    words = label.split()
    return (2 <= len(words) <= 4 and words[-1] in _LEADS_TO_DATE and not _SENTENCE_END.search(label)
            and publisher_of(label) not in (None, *KNOWN_PUBLISHERS))


def odd_dates_out(lines: list[Line], card_text: bool = True) -> list[Line]:
    """Date lines that are not the page's way of dating its rulings, as text: a page dates each
    ruling alike ("WotC · DATE", "Veröffentlicht am DATE", a bare date), so a date line worded as no
    other is ("Prices updated DATE", "Published DATE · 6 min read" among bare dates) dates the page,
    not a ruling. With no wording shared, a date beside words that name no publisher goes too."""
    shapes: dict[str, int] = {}
    for line in lines:
        if line.date is not None:
            shapes[line.label] = shapes.get(line.label, 0) + 1
    common = any(count >= 2 for count in shapes.values())
    # a page without the card's own text whose one date touches its one sentence of rules (a single
    # toot: "Text" then "DATE · 🌐 · Web"): that date is the ruling's (a card page's one date, "Last
    # updated: DATE" under its undated rulings, is the page's)
    sole = None if card_text or sum(shapes.values()) != 1 else _sole_ruling_date(lines)
    # date lines of two kinds, two or more of each: stamped with the time of day ("Copied from Firefox
    # · 2025. 03. 28. 11:36" over each clip) and by the day alone (each clip's "2021. 03. 19."): the
    # rulings are dated by the day, the stamps date the page's own doings
    stamps = (sum(1 for line in lines if line.date_only and line.date.timed) >= 2
              and sum(1 for line in lines if line.date is not None and not line.date.timed) >= 2)
    out = []
    for i, line in enumerate(lines):
        odd = (
            stamps and line.date_only and line.date.timed
        ) or (
            # a post's own date over its author's role ("on May 28, 2022" / "Maintainer" in a GitHub discussion)
            line.date_only and (i + 1 < len(lines) and " ".join(lines[i + 1].raw.casefold().split()) in _ROLE_BADGES
                                or i > 0 and _LOGIN.match(lines[i - 1].raw.strip()) is not None and line.raw.lower().startswith("on "))
        ) or (
            # a note's property under its name ("updated" / "2021-06-07" in Obsidian, Notion), or a form's
            # field whose label leads to its date ("Osservato il" / "17/01/2022"): the page's own
            line.date_only and i > 0 and lines[i - 1].date is None and _field_over_date(lines[i - 1].raw)
        ) or (
            # a date over the card's type line ("Stand: 30.05.2020" between the name and "Sorcery") is the
            # page's: no ruling opens with a type line
            line.date_only and i + 1 < len(lines) and lines[i + 1].date is None and type_line(lines[i + 1].text)
        ) or (
            line.date is not None and line.label and shapes[line.label] == 1
            and line.publisher not in KNOWN_PUBLISHERS and (common or line.publisher is not None)
            # a post's header naming its author by handle ("Judge Rosa @judgerosa · DATE") dates the post
            and not (not common and _HANDLE.search(line.label))
            and i != sole
        )
        out.append(Line(line.raw, block=line.block, raw=line.raw) if odd else line)
    return out


def _sole_ruling_date(lines: list[Line]) -> int | None:
    """The page's one date line, when the page's one sentence of rules touches it."""
    rules = [i for i, line in enumerate(lines) if line.date is None and line.text and reads_as_rules(line.text)]
    dated = [i for i, line in enumerate(lines) if line.date_only]
    if len(rules) == 1 and len(dated) == 1 and abs(rules[0] - dated[0]) == 1:
        return dated[0]
    return None


def ends_sentence(text: str) -> bool:
    """``text`` ends as a sentence does (a stop, a question or exclamation mark, a closing quote); a
    count in brackets ends none (a shop's category, "Magic: The Gathering (1204)")."""
    return bool(_SENTENCE_END.search(text.rstrip())) and not _COUNTED.search(text.rstrip())


#: a count in brackets closing a text (the reader's ``_COUNTED`` also takes a field's count, "CC List: 5", as no name)
_COUNTED = re.compile(r"\s[(（]\d[\d.,]*[)）]$")


def _sentence(line: Line) -> bool:
    """What may stand next to a date as its ruling: a sentence, not chrome, not another date."""
    return line.date is None and prose_like(line.text) and not is_chrome(line.text)


def _sentence_or_short(line: Line) -> bool:
    """A sentence, or a short statement with a game word ("Can sacrifice itself.": MTGJSON has such),
    as the one text touching a date may be."""
    return _sentence(line) or (line.date is None and _short_statement(line.text) and not is_chrome(line.text))


def _placed_between(lines: list[Line], dated: list[int], exclude: set[str], under_type: set[str]) -> set[int]:
    """The lines that stand where a ruling stands: between two date lines (a card's own text is never
    dated, so the model's card-text reading does not rule it out there), and the first quotation a
    citation under it dates."""
    between = {i for a, b in zip(dated, dated[1:]) for i in range(a + 1, b) if b - a == 2}
    if _cites_above(lines, dated):
        between.add(dated[0] - 1)
    if dated and dated[0] == 1 and any(len(t) > 20 for t in exclude) and lines[0].text not in under_type:
        # the card's text was read above these lines: the one text above the first date is no card
        # text however much it reads like one ("If you have no creature cards in your library, …")
        between.add(0)
    return between


def read_rulings(lines: list[Line], names: list[str], exclude: set[str] = frozenset(),
                  card_text: bool | None = None, under_type: set[str] = frozenset()) -> list[Ruling]:
    """The rulings among ``lines`` (see the module docstring). ``names``: the card's names on the page
    (they count as rules words); ``exclude``: texts that are the card's own (oracle or printed text);
    ``card_text``: the page showed the card's text (by default: a long text among ``exclude``);
    ``under_type``: texts the page showed right under a type line, the card's own unless they stand
    where only a ruling stands."""
    names = [n for n in names if n]
    out: list[tuple[int, Ruling]] = []
    taken: set[int] = set()
    lines = _post_stamps_out(lines)

    dated = [i for i, line in enumerate(lines) if line.date_only]
    if not dated or lines[dated[0]].publisher is not None or lines[dated[0]].label:
        under_type = frozenset()  # (a date line crediting its publisher may cite the text above it, the page showing no card text)
    dated_between = _placed_between(lines, dated, exclude, under_type)

    def usable(i: int, placed: bool = False, face_text: bool = False) -> bool:
        # (``face_text``: the text under a type line is the card's even where a date after it would place it)
        # (a post's own timestamp is no ruling's date: a question under "20 janvier 2010 à 11:52:32" is a post's)
        beside_date = any(0 <= j < len(lines) and lines[j].date_only and not lines[j].date.timed for j in (i - 1, i + 1))
        # (or after its own: "10/1/2012: multiple instances of lifelink …"; not a wrap's last line before the
        # date that closes it, "its ability will force you to return it to your hand. (15.4.2013)")
        own_first = (lines[i].date is not None and not lines[i].date_only and not lines[i].date.timed
                     and lines[i].raw.rstrip().endswith(lines[i].text.rstrip()))
        if _no_statement(lines[i].text) and not ((beside_date or own_first) and _SENTENCE_END.search(lines[i].text)):
            return False  # (by a date, a statement in lower case still ends as one: not a bot's "ruling NAME")
        if i > 0 and lines[i - 1].block == lines[i].block and lines[i - 1].date is None and type_line(lines[i - 1].text):
            return False  # (the line under a type line in its block is the card's text: "Instant" over "Kami's Flare deals …")
        if (face_text or not placed) and lines[i].text in under_type and lines[i].date is None and i not in dated_between:
            return False  # (a face's text under its type line, above the first date: "Creature — Human Wizard" / "At the beginning of …")
        placed = placed or lines[i].date is not None or i in dated_between
        return _usable(lines[i].text, names, exclude, placed=placed)

    inline = [i for i, line in enumerate(lines) if line.date is not None and not line.date_only]
    _inline_rulings(lines, names, inline, usable, out, taken)
    if _dates_apart(lines, dated, taken):
        dated = []
    if dated:
        shown = any(len(t) > 20 for t in exclude) if card_text is None else card_text
        _dated_rulings(lines, names, dated, usable, out, taken, card_text=shown)
        if _stray_date(lines, names, dated, inline, taken, usable):
            # one date line on a page of undated rulings (a page's own "작성일 DATE" glued to the last
            # one): it dates none of them
            lines[dated[0]] = Line(lines[dated[0]].raw, block=lines[dated[0]].block, raw=lines[dated[0]].raw)
            out.clear()
            _undated_rulings(lines, names, usable, out)
    elif not out:
        # (no date line, and no line dated inline that reads as a ruling: a page's own
        # "آخرین به‌روزرسانی: DATE" label under undated rulings dates none of them)
        _undated_rulings(lines, names, usable, out, any(len(t) > 20 for t in exclude) if card_text is None else card_text)
    out.sort(key=lambda pair: pair[0])
    return [r for _, r in _answering_senders(lines, names, out)]


def _dates_apart(lines: list[Line], dated: list[int], taken: set[int]) -> bool:
    """Rulings that carry their own dates, and date lines apart from them: the page dates its rulings
    one way, so the date lines are the page's: one beside two rulings or more ("Опубликовано: DATE" at
    the foot of patch notes), or several each later than every ruling's own date (a column's entries,
    "June 25, 2020" over a reader's question, one of whose answers quotes the rulings "… (Dec. 7, 2018)")."""
    if not taken or not dated:
        return False
    for i in dated:
        line = lines[i]
        # (not one crediting a rulings publisher, "WotC – 1 de abr. de 2008": a ruling's, whatever the news box dates)
        # (a date in brackets alone on its line is a wrapped ruling's own: "…untap step.\n(2019-07-12)")
        if line.publisher in KNOWN_PUBLISHERS or line.raw.startswith(("(", "[", "（", "【")):
            return False
        if line.label and any(lines[j].label == line.label for j in taken):
            return False  # (labelled as the rulings' own dates are: "Zdůvodnění (rozhodnutí z DATE):" over its text)
    if len(dated) == 1:
        return len(taken) >= 2
    latest = max((lines[j].date.date for j in taken if lines[j].date is not None), default=None)
    return latest is not None and all(lines[i].date.date > latest for i in dated)


#: the words that stamp a post, a question, an answer or a message with its own day, never a ruling's
#: ("Réponse de NAME le 6 novembre 2025" too)
#: ("answered Oct 12, 2023 at 19:05", "NAME » Posted …", "Geantwortet am …", "回答日時：…", "답변일 …",
#: "发布于 …"), as Q&A sites, forums and mail archives write them
_POST_WORDS = frozenset("""
posted answered asked edited modified replied commented wrote sent
answer question reply comment antwort frage kommentar réponse commentaire respuesta pregunta comentario
resposta pergunta comentário risposta domanda commento antwoord vraag reactie odpowiedź pytanie komentarz
ответ вопрос комментарий
gepostet gefragt geantwortet beantwortet bearbeitet geschrieben verfasst gesendet
posté répondu demandé modifié envoyé écrit
preguntado preguntada respondido respondida editado editada enviado enviada escrito escrita postado postada perguntado perguntada
chiesto chiesta risposto risposta modificato modificata inviato inviata scritto scritta
gevraagd beantwoord geplaatst bewerkt verzonden
zapytano odpowiedziano edytowano wysłano napisano
спросил спросила ответил ответила отредактировано изменено отправлено написал написала
質問日時 回答日時 投稿日 投稿日時 お礼日時 回答日 質問日
작성일 답변일 질문일 수정일 등록일 작성 답변
发布于 编辑于 发表于 回答于 提问于 回复于 發佈於 編輯於 發表於
""".split())


def _post_stamps_out(lines: list[Line]) -> list[Line]:
    """The lines with the dates of posts' stamps (``_post_stamp``) taken off, where each is later than
    every other date of the page: the answer quoting rulings is posted after them. (Where the posts'
    days are the only ones, or no later than the others, each post is the ruling it dates: a forum's
    "投稿日：2018年10月5日" over each ruling, under the page's "Опубликовано: … (Jun 4, 2026)".)"""
    stamped = {i for i, line in enumerate(lines) if _post_stamp(line)}
    others = [line.date.date for i, line in enumerate(lines) if line.date is not None and i not in stamped]
    if not stamped or not others:
        return lines
    latest = max(others)
    return [Line(line.raw, block=line.block, raw=line.raw) if i in stamped and line.date.date > latest else line
            for i, line in enumerate(lines)]


def _post_stamp(line: Line) -> bool:
    """A date line that stamps a post or a message (``_POST_WORDS`` last before its date, a name or
    nothing after it): the post's day, which dates no ruling near it."""
    if line.date is None or len(line.text.split()) > 3:
        return False
    raw = line.raw.casefold()
    return (any(word in _POST_WORDS for word in re.split(r"[\s·|»>:：,，・()（）]+", raw))
            or any(word in raw for word in _POST_CJK))


#: the post words written without spaces around them (Chinese, Japanese, Korean): found inside a line
_POST_CJK = tuple(w for w in _POST_WORDS if re.fullmatch(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+", w))


def _answering_senders(lines: list[Line], names: list[str], out: list[tuple[int, Ruling]]) -> list[tuple[int, Ruling]]:
    """In a chat, the rulings are the messages of whoever answers with rules: a message from a sender
    none of whose messages reads as rules ("ありがとうございます！", "thanks!") is chatter."""
    answering = {lines[i].sender for i, r in out if lines[i].sender and reads_as_rules(r.text, names)}
    if not answering:
        return out
    return [(i, r) for i, r in out if not lines[i].sender or lines[i].sender in answering]


def _stray_date(lines: list[Line], names: list[str], dated: list[int], inline: list[int], taken: set[int], usable) -> bool:
    """A single date line whose entry took a ruling or none, while three lines or more that read as
    rules stand undated elsewhere: the page's rulings are undated, the date is the page's."""
    if len(dated) != 1 or inline:
        return False
    # (not the card's own text: the lines of a block its type line opens, "Enchantment — Aura" / "Enchant creature" / …)
    heads = {line.block for k, line in enumerate(lines) if (k == 0 or lines[k - 1].block != line.block) and type_line(line.text)}
    left = [i for i, line in enumerate(lines) if i not in taken and line.date is None and _sentence(line)
            and reads_as_rules(line.text, names) and usable(i) and line.block not in heads]
    # (in the language of the ruling the date took: a list message's Russian words around the one
    # English ruling it quotes under its date are no undated rulings)
    languages = {langid.identify(lines[i].text) for i in taken}
    left = [i for i in left if not languages or langid.identify(lines[i].text) in languages]
    return len(left) >= 3 and len(taken) <= 1


def _no_statement(text: str) -> bool:
    """Not worded as a ruling is: a ruling is a statement that starts as a sentence does (3 in 10,000
    of MTGJSON's start in lower case, 2 in 10,000 end with a question), so a chat's "how does X work
    with a token copy?" is none, unless it stands by a date line of its own."""
    return text[:1].islower() or text.rstrip().endswith("?")


#: a text opening with a question ("How does Hellkite Tyrant work with this? My opponent and I …"): a
#: reader asks it (5 of MTGJSON's 23,597 rulings open with a question, none with these words)
_ASKS_FIRST = re.compile(
    r"^(?:how|what|why|does|do|can|wie|was|warum|funktioniert|comment|pourquoi|cómo|como|qué|por qué|come|perché|"
    r"funziona|funciona|как|почему|что|jak|czy|dlaczego|jaký|jaká|proč|hoe|waarom|nasıl|neden)\b[^.!?。]{0,160}[?？]\s",
    re.IGNORECASE)


#: a site's citation of the Comprehensive Rules closing a ruling, in brackets, the rules named in words
#: ("[종합 규칙 508.1]", "(完整规则 608.2)", "(CR 603.2)", "[Comprehensive Rules 704.5g]"); the bare rule number
#: some of MTGJSON's rulings end with ("… remain on the battlefield. (704.5f)") is the ruling's own
_RULE_CITED = re.compile(r"\s*[\[(（【](?=[^\[\]()（）【】]*[^\W\d_])[^\[\]()（）【】\d]{1,40}\d{3}(?:\.\d+[a-z]?)?[\])）】]$")


def rule_cited_off(text: str) -> str:
    """A ruling's text without a site's citation of the rules after it (see ``_RULE_CITED``)."""
    stripped = _RULE_CITED.sub("", text)
    return stripped if len(stripped.split()) >= 3 else text  # (none of MTGJSON's 23,597 rulings ends so)


def _ruling(lines: list[Line], index: int, date_index: int | None) -> tuple[int, Ruling]:
    """Line ``index`` as a ruling, with its own date or that of the date line ``date_index``."""
    line = lines[index]
    date_line = lines[date_index] if date_index is not None else None
    date = line.date if line.date is not None else (date_line.date if date_line else None)
    publisher = line.publisher or (date_line.publisher if date_line else None)
    group = date_index if date_index is not None else (index if line.date else None)
    text = rule_cited_off(line.text)
    return index, Ruling(text, langid.identify(text), date, publisher, group)


#: a text ending in an ellipsis: an excerpt a link to another page shows
_CUT = re.compile(r"(?:…|\.\.\.)\s*$")
#: an address inside a text (MTGJSON's rulings that link an article carry its date in the address)
_URL_IN = re.compile(r"https?://\S+|www\.\S+")
#: a user's handle inside a text ("@storm_count", "@judge_rosa")
_HANDLE_IN = re.compile(r"(?<![\w.])@[A-Za-z_]\w*")
#: a field's label opening a sentence ("Steps to reproduce: ", "Actual results: ")
_FIELD_RUN_IN = re.compile(r"(?:^|[.!?]\s+)[A-Z][a-z]+(?: [a-z]+){0,2}:\s")


def _usable(text: str, names: list[str], exclude: set[str], placed: bool = False) -> bool:
    """A text that may be a ruling: none of the card's own texts, not worded as card text (unless
    ``placed`` where only a ruling stands: with its own date, between two date lines)."""
    if (text in exclude or short_question(text) or starts_like_card_text(text, names) or card_text_shape(text)
            or any(_similar(text, own) for own in exclude)):
        return False
    if _ASKS_FIRST.match(text):
        return False  # a reader's question and its context, whatever date stands beside it
    if _CUT.search(text):
        return False  # an excerpt cut short ("If the exiled card is an Aura, that card's owner chooses wha…"): 1 of MTGJSON's 23,597 rulings ends so
    if find_dates(_URL_IN.sub(" ", text)):
        return False  # a sentence telling its own dates ("It was released on November 18, 2021"): none of MTGJSON's rulings does
    if _HANDLE_IN.search(text) or len(_FIELD_RUN_IN.findall(text)) >= 2:
        # a user's handle ("Exporté par @storm_count:matrix.org le …"), or a form's labelled fields
        # ("Steps to reproduce: … Actual results: …"): none of MTGJSON's 23,597 rulings has either
        return False
    if _unprinted(text, names):
        return False
    if placed:
        return True
    # an English paragraph that reads plainly as a card's text (one ruling in a thousand does)
    # (long ones only: a short line says too little to the model)
    return not (size(text) >= 15 and langid.identify(text) == "en" and langid.ruling_odds(text) < _CARD_TEXT_ODDS)


def _unprinted(text: str, names: list[str]) -> bool:
    """See ``_unprinted_cached`` (each candidate is asked several times while a page is read)."""
    return _unprinted_cached(text, tuple(names))


@functools.lru_cache(maxsize=4096)
def _unprinted_cached(text: str, names: tuple[str, ...]) -> bool:
    """A reader's words in a language no card is printed in, the card's names and what is bracketed
    aside (an Ekşi Sözlük entry's "(bkz: stack) yukarıdaki açıklamalar her şeyi özetliyor aslında.",
    a Dutch comment): no ruling, whatever date stands beside them. None of MTGJSON's 23,597 rulings
    reads so."""
    bare = _BRACKETED.sub(" ", text)
    for name in names:
        if name:
            bare = re.sub(re.escape(name), " ", bare, flags=re.IGNORECASE)
    if _ENGLISH_WORD.search(bare) or game_terms(bare) >= 2:
        return False  # (langdetect reads a few short English rulings otherwise: "You can’t sacrifice multiple creatures …")
    return langid.unprinted_language(bare, words=4) is not None


_BRACKETED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
#: words of English sentences no other language writes alone
_ENGLISH_WORD = re.compile(r"(?i)\b(?:the|you|your|if|of|to|and|this|that|its?|with|when|are|can[’']t|don[’']t|won[’']t|doesn[’']t|isn[’']t|itself|each|from|would|will)\b")


def _inline_rulings(lines, names, inline, usable, out, taken) -> None:
    """Lines with their own date: a sentence with a game word, or one of several dated so."""
    inline_ok = [i for i in inline if _sentence_inline(lines[i]) and usable(i) and not _signed(lines[i].text)]
    # in a chat, the rulings are the messages of whoever answers with rules: another sender's
    # message that reads as none ("This message was deleted", "ok thanks!!") is no ruling
    answering = {lines[i].sender for i in inline_ok if lines[i].sender and reads_as_rules(lines[i].text, names)}
    if answering:
        inline_ok = [i for i in inline_ok if not lines[i].sender or lines[i].sender in answering]
    many = len(inline_ok) >= 2
    for i in inline_ok:
        # a table's row (date, tab, text) is placed as a ruling is, however few its game words
        if many or rules_terms(lines[i].text, names) or "\t" in lines[i].raw:
            out.append(_ruling(lines, i, None))
            taken.add(i)


#: a source's label opening a date line, as a credit under what it credits does ("Source: Wizards of the
#: Coast · DATE", "来源：威世智 · DATE", "Fuente: Gatherer, DATE", "出典：… DATE")
_SOURCE_LABEL = re.compile(
    r"(?:source|sources|quelle|fuente|fonte|bron|źródło|zdroj|forrás|källa|kilde|lähde|sursa|kaynak|πηγή|"
    r"источник|джерело|来源|來源|出典|출처)\s*[:：]", re.IGNORECASE)


def _cites_above(lines: list[Line], dated: list[int]) -> bool:
    """Each date line opens with a dash, as a quotation's citation under it does ("— Official ruling, DATE"),
    or is a date in brackets alone (a wrapped ruling's "(2/1/2009)" on its last line); the first date
    line may be a post's own date above them all ("mayo 19, 2026" under the author's name)."""
    cites = [i for i in dated if lines[i].raw.lstrip().startswith(("—", "―", "–", "-- ", "~")) or _SOURCE_LABEL.match(lines[i].raw.lstrip())
             or (lines[i].raw.strip()[:1] in "([（【" and lines[i].raw.strip()[-1:] in ")]）】")]
    if not cites or cites[0] == 0:
        return False
    above = lines[cites[0] - 1]
    if not _sentence(above) or not (ends_sentence(above.text) or reads_as_rules(above.text)):
        # (nor a title: "巨森、オラン＝リーフ" over "(2009. 10. 1.)" and its ruling)
        return False  # (a citation cites a sentence above it; a heading's "官方裁定" over "【2004年10月4日】" is none)
    return len(cites) == len(dated) or (len(cites) >= 2 and cites == dated[1:])


def _direction(lines: list[Line], names: list[str], dated: list[int], taken: set[int], usable) -> int:
    """The side the page dates its rulings on: 1 (date before), -1 (date after), where more dates
    touch a sentence of rules (the card's own text above the first date is none); with no game
    word on either side, where more dates touch a sentence."""
    n = len(lines)
    if _cites_above(lines, dated):
        return -1  # each date cites the text above it, as a quotation's "— Official ruling, Feb 1, 2005" does
    if dated and all(lines[i].raw.rstrip().endswith((":", "：")) for i in dated):
        return 1  # each date line announces what follows it ("Motivazione (chiarimento del 1 feb 2009):")

    def touching(direction: int, terms: bool, at: list[int] = dated) -> int:
        score = 0
        for i in at:
            j = i + direction
            if direction == -1 and lines[i].raw.rstrip().endswith((":", "：")):
                continue  # (a date line that ends in a colon announces what follows it: "The ruling from DATE:")
            if not (0 <= j < n and j not in taken and _sentence_or_short(lines[j])
                    and usable(j, True, face_text=direction == -1 and i == dated[0])):
                continue
            if not terms:
                score += bool(_SENTENCE_END.search(lines[j].text))
            elif rules_terms(lines[j].text, names):
                score += 1 + reads_as_rules(lines[j].text, names)
        return score

    forward, backward = touching(1, True), touching(-1, True)
    # (the dates beside rules on either side: a blog's "Latest" list of titles over their days touches none)
    beside_rules = [i for i in dated if touching(1, True, [i]) or touching(-1, True, [i])]
    if forward == backward and forward and len(beside_rules) == 1:
        # one date touching rules on both sides: the side in English, where the other is not (an
        # answer's "Не совсем. Способность идёт в стек …" under the date of the English ruling above it:
        # Wizards words its rulings in English, and a page that translates them translates both sides)
        english = _english_touching(lines, beside_rules, 1), _english_touching(lines, beside_rules, -1)
        if english[0] != english[1]:
            forward, backward = english
    tied = forward == backward and forward
    if tied:
        # as many still: not the side where a site speaks to its reader in
        # its own voice ("We'll e-mail you when this card drops below your target price": 18 of
        # MTGJSON's 23,597 rulings say "we", "our" or "us")
        forward, backward = -_site_voices(lines, dated, 1), -_site_voices(lines, dated, -1)
        if forward == backward:
            # as many voices (most often none): not the side that leaves a sentence of rules beside
            # the first date (dates after their rulings) or the last one (dates before them) undated
            # ("Rulings attached by the floor judge" / Text / "Ruling date: DATE" … / "The head judge
            # will hear your appeal …")
            forward, backward = _left_over_sides(lines, names, beside_rules, taken, usable)
    if tied and forward == backward and _announced(lines, names, dated):
        return 1  # the first date beside rules comes under a heading that announces the entries ("… rulings:")
    if forward == backward:
        # as many game words on both sides (or none): where more dates touch a sentence ("Card prices
        # from …" after the last date is none)
        forward, backward = touching(1, False), touching(-1, False)
    return 1 if forward >= backward else -1


def _left_over_sides(lines: list[Line], names: list[str], dated: list[int], taken: set[int], usable) -> tuple[int, int]:
    """-1 for the side (date before, date after) that leaves a sentence of rules undated beside the first
    or the last of ``dated`` (the dates beside rules: a sidebar's days below the entries leave nothing
    over), else 0; the card's own text above the first date is no ruling left over. A sentence left over
    either way: -1 for the side that leaves one in English (a French page's printed text above "DATE ·
    Wizards of the Coast" over each English ruling is the card's, its last ruling Wizards' English)."""
    above, below = dated[0] - 1, dated[-1] + 1
    forward = -(_left_over(lines, names, above, taken) and usable(above, True, face_text=True))
    backward = -_left_over(lines, names, below, taken)
    if forward == backward == -1:
        return -_english_touching(lines, [above + 1], -1), -_english_touching(lines, [below - 1], 1)
    return forward, backward


def _announced(lines: list[Line], names: list[str], dated: list[int]) -> bool:
    """The first date with rules beside it is right under a line that ends in a colon, a heading that
    announces a list (a Telegram post's "الأحكام الرسمية للكرت …:" over dates each heading its ruling)."""
    for i in dated:
        if any(0 <= j < len(lines) and rules_terms(lines[j].text, names) for j in (i - 1, i + 1)):
            return i > 0 and lines[i - 1].raw.rstrip().endswith((":", "："))
    return False


def _english_touching(lines: list[Line], dated: list[int], direction: int) -> int:
    """How many of the sentences touching the dates on one side are in English."""
    return sum(1 for i in dated if 0 <= i + direction < len(lines) and lines[i + direction].text
               and langid.identify(lines[i + direction].text) == "en")


def _left_over(lines: list[Line], names: list[str], j: int, taken: set[int]) -> bool:
    """Line ``j`` is an undated sentence that reads as rules (one a side would leave without its date)."""
    return (0 <= j < len(lines) and j not in taken and lines[j].date is None and _sentence(lines[j])
            and reads_as_rules(lines[j].text, names))


#: a site speaking of itself: "we", "our", "us" (and the same in the languages pages are written in)
_SITE_VOICE = re.compile(r"\b(?:we|we'll|we’ll|we've|we’ve|our|us|wir|uns|unser\w*|nous|notre|nos|nosotros|nuestr[oa]s?|"
                         r"noi|nostr[oaie]|nós|nosso|nossa|мы|нас|наш\w*)\b", re.IGNORECASE)


def _site_voices(lines: list[Line], dated: list[int], direction: int) -> int:
    """How many of the sentences touching the dates on one side speak in a site's own voice."""
    return sum(1 for i in dated if 0 <= i + direction < len(lines) and _SITE_VOICE.search(lines[i + direction].text))


def _entry_runs(lines: list[Line], dated: list[int], direction: int, taken: set[int]) -> list[list[int]]:
    """For each date line, the undated lines of its entry, walking away from the date."""
    n = len(lines)
    bounds = dated + [n] if direction == 1 else [-1] + dated
    runs = []
    for k, i in enumerate(dated):
        entry = range(i + 1, bounds[k + 1]) if direction == 1 else range(i - 1, bounds[k], -1)
        run: list[int] = []
        for j in entry:
            if j in taken or lines[j].date is not None:
                break
            run.append(j)
        runs.append(run)
    return runs


def _dated_rulings(lines, names, dated, usable, out, taken, card_text: bool = True) -> None:
    """A page with date lines: the sentence touching each date on the page's side, and more
    lines of the entry when they read as rules. ``card_text``: the page showed the card's text above
    (else a sentence under its date is its ruling, however much it reads like a card's text)."""
    n = len(lines)
    direction = _direction(lines, names, dated, taken, usable)
    plain = _plain_pattern(lines, names, dated, direction)
    runs = _entry_runs(lines, dated, direction, taken)
    same_language = _language_kept(lines, runs)
    for k, (i, run) in enumerate(zip(dated, runs)):
        if not run:
            continue
        head = lines[run[0]]
        # the sentence touching the date: its place is the evidence, with one game word; where the
        # page's pattern is plain, the place outweighs a card-text reading (not above the first
        # ruling dated after it, where a card's own text stands)
        # (or the first ruling dated after it right under the rulings' heading: "Rulings" / text / DATE)
        placed = ((plain and not (direction == -1 and k == 0)) or (direction == 1 and not card_text)
                  or direction == -1 and k == 0 and any(j > 0 and rulings_heading(lines[j - 1].raw) for j in (run[0], run[-1])))
        if not (_sentence_or_short(head) and usable(run[0], placed)):
            continue
        # without a game word, the place vouches for a sentence when the page's pattern is plain or
        # the date line is a bare date (maybe with a rulings publisher): "Prices updated 2026-03-04"
        # or "Posted on … by admin" vouch for nothing ("This is not optional.")
        bare = lines[i].publisher is None or lines[i].publisher in KNOWN_PUBLISHERS
        if not _head_vouched(head.text, names, plain, bare):
            continue
        if _update_note(lines[i], head.text, names):
            continue
        kept = [run[0]]
        # an entry that runs on to the next date line is closed: no chrome stands inside it (not one
        # that runs back to a date above that dates no ruling: a post's own "Apr 3, 2016" over its
        # intro, where each ruling's date follows it)
        neighbour = k + direction
        closed = 0 <= neighbour < len(dated) and run[-1] == dated[neighbour] - direction and (
            direction == 1 or any(r.group == dated[neighbour] for _, r in out))
        # the last entry of a date group ends with its block: one more sentence there is its ruling
        block_end = direction == 1 and lines[run[-1]].block == lines[i].block and (
            run[-1] + 1 == n or lines[run[-1] + 1].block != lines[run[-1]].block)
        # (a sentence that dates itself, "Provided by Wizards of the Coast. Last synced on DATE.", ends the entry)
        more = list(itertools.takewhile(lambda j: not find_dates(lines[j].text) and same_language(run[0], j)
                                        and not _LEAD_LABEL.match(lines[j].text), run[1:]))
        if not (direction == -1 and k == 0):  # above the first ruling dated after it: the card's text, a heading
            kept += _more_rulings(
                more,
                strong=lambda j: usable(j) and _sentence(lines[j]) and reads_as_rules(lines[j].text, names),
                weak=lambda j: usable(j) and _sentence(lines[j]) and bool(_SENTENCE_END.search(lines[j].text)),
                closed=closed,
                block_end=block_end,
                tail=lambda j: (direction == 1 and usable(j) and _sentence(lines[j]) and bool(game_terms(lines[j].text, names))
                                and bool(_SENTENCE_END.search(lines[j].text)) and _before_chrome(lines, j, names, same_block=False)),
            )
        for j in kept:
            out.append(_ruling(lines, j, i))
            taken.add(j)
    _other_side(lines, names, dated, direction, usable, out, taken)


#: a line led by a label of a few words and its colon ("My take: …", "Edit: …", "Minha opinião: …",
#: "私の見解：…"): an item of its own, never more of the ruling above it
_LEAD_LABEL = re.compile(r"^[^\W\d_][^\W\d_'’]*(?:\s[^\W\d_][^\W\d_'’]*){0,2}\s?[:：]\s*\S")


def _plain_pattern(lines: list[Line], names: list[str], dated: list[int], direction: int) -> bool:
    """Three dated entries or more, each touching a sentence of rules on the page's side: the page's
    pattern is plain, and a sentence in that place is a ruling even without game words ("Puff of
    smoke not included."); or worded alike, each touching a sentence with a game word ("29. mai 2014 ·
    🌐 · Web" under each toot)."""
    touched = [lines[i + direction].text for i in dated if 0 <= i + direction < len(lines)]
    return sum(1 for t in touched if reads_as_rules(t, names)) >= 3 or (
        len({lines[i].label for i in dated}) == 1
        and sum(1 for t in touched if rules_terms(t, names) and _SENTENCE_END.search(t.rstrip())) >= 3)


def _language_kept(lines: list[Line], runs: list[list[int]]):
    """Whether line ``j`` may go on the entry that line ``i`` opens, by its language: a page that
    gives most of its rulings and then their translations under one date goes on in another language, so
    does its one entry; otherwise a text in another language than the entry's ruling is not part of
    it (a Q&A answer's own words after the last ruling it quotes: "なので、打ち消されなければ…")."""
    language = functools.lru_cache(maxsize=None)(lambda j: langid.identify(lines[j].text))
    heads = [run for run in runs if run]
    switching = sum(1 for run in heads if any(language(j) != language(run[0]) for j in run[1:]))
    if len(heads) <= 1 or 2 * switching > len(heads):
        return lambda i, j: True
    return lambda i, j: language(i) == language(j)


def _update_note(date_line: Line, text: str, names: list[str]) -> bool:
    """A wording update's date ("Oracle update, 2021-01-16") beside a text that does not read as rules:
    the update's note ("Updated to current templating."), on either side, not a ruling."""
    return bool(UPDATE_LABEL.search(date_line.raw)) and not reads_as_rules(text, names)


def _head_vouched(text: str, names: list[str], plain: bool, bare: bool) -> bool:
    """Whether the sentence touching a date line may be its ruling: with a game word, or where the
    page's pattern is ``plain`` or the date line is ``bare``, as a sentence that ends; not a few words
    ending no sentence that label the entry ("Goblin Electromancer – açıklama 2/3") or name an event
    under its date ("Lega Commander, turno 3")."""
    if not rules_terms(text, names) and not ((plain or bare) and _SENTENCE_END.search(text)):
        return False
    return not (size(text) <= 6 and not _SENTENCE_END.search(text.rstrip()) and (
        game_terms(text, names) < 2 or not (plain or reads_as_rules(text, names))))


def _other_side(lines, names, dated, direction, usable, out, taken) -> None:
    """A date line that dated nothing on the page's side, with an untaken sentence of rules touching
    it on the other: that sentence's (flash cards, most with "DATE" over the ruling, one with
    "ruling<br><i>DATE</i>")."""
    used = {r.group for _, r in out}
    shapes = {lines[g].label for g in used if g is not None}  # (worded as the dates that did date rulings: not a post's own)
    for i in dated:
        j = i - direction
        if i in used or lines[i].label not in shapes or not 0 <= j < len(lines) or j in taken or lines[j].date is not None:
            continue
        if _update_note(lines[i], lines[j].text, names):
            continue
        if _sentence(lines[j]) and usable(j) and game_terms(lines[j].text, names) and (
                _SENTENCE_END.search(lines[j].text.rstrip()) or reads_as_rules(lines[j].text, names)):
            # (not an event's name under its date: "Commander-Liga, 3. Runde")
            out.append(_ruling(lines, j, i))
            taken.add(j)


def _undated_rulings(lines, names, usable, out, card_text: bool = False) -> None:
    """A page without dates (a card page's rulings): the lines that read as rules, and a sentence
    between two of them."""
    rules = [i for i, line in enumerate(lines) if usable(i) and _sentence(line) and reads_as_rules(line.text, names)]
    if not rules and lines:
        rules = _sole_weak_ruling(lines, names, usable, card_text)
    chosen = set(rules)
    first = rules[0] if rules else None
    if first is not None and first > 0 and lines[first - 1].block >= lines[first].block - 1 and _edge_ruling(lines, first - 1, names, usable):
        chosen.add(first - 1)  # the first ruling, right after the card's own text, with one game word
    for a, b in zip(rules, rules[1:]):
        if b - a == 2 and usable(a + 1) and _sentence(lines[a + 1]) and lines[a + 1].text.rstrip().endswith((".", ".)", "。")):
            chosen.add(a + 1)  # a sentence between two rulings is one ("This ability is not optional.")
    last = rules[-1] if rules else None
    if last is not None and last + 1 < len(lines) and _edge_ruling(lines, last + 1, names, usable) and (
            _alone(lines, last + 1) or _before_chrome(lines, last + 1, names) or _ends_their_block(lines, last, names)):
        # the last ruling, a block of its own after the others (or with the footer glued on, or the
        # last of their list), one game word
        chosen.add(last + 1)
    for i in sorted(chosen):
        out.append(_ruling(lines, i, None))


def _sole_weak_ruling(lines: list[Line], names: list[str], usable, card_text: bool) -> list[int]:
    """No line reads as rules: a card page's one ruling with one game word, a block of its own first
    under the card's text ("This is a life loss and not a life payment …"), or the one line right
    under a rulings heading ("Gatherer rulings" / "Your opponent can't refuse your generous donation.")."""
    headed = rulings_heading(lines[0].raw) and len(lines) > 1
    i = 1 if headed else 0
    if not (headed or card_text and _alone(lines, 0) and size(lines[0].text) >= 8):
        return []
    if _edge_ruling(lines, i, names, usable) and game_terms(lines[i].text, names) and (
            not headed or i + 1 == len(lines) or lines[i + 1].block != lines[i].block):
        return [i]
    return []


def _ends_their_block(lines: list[Line], last: int, names: list[str]) -> bool:
    """The line after ruling ``last`` closes the block they share, with a game word beyond talk of cards
    ("- Multiple instances of shadow on the same creature are redundant." ending a seller's list)."""
    i = last + 1
    return (lines[i].block == lines[last].block and (i + 1 == len(lines) or lines[i + 1].block != lines[i].block)
            and game_terms(lines[i].text, names) >= 1)


def _before_chrome(lines: list[Line], i: int, names: list[str], same_block: bool = True) -> bool:
    """Line ``i`` is followed (in its block) by a line with no game word (a newsletter's, a footer's);
    or, across blocks, by a line of game words that is no sentence (a store's "Friday Night Magic ·
    7 PM Commander league every Sunday Shop singles"). A block with a date in it was cut into lines
    (``reader.explode_dated``): there the block says nothing."""
    if not (i + 1 < len(lines) and (lines[i + 1].block == lines[i].block or not same_block) and lines[i + 1].date is None):
        return False
    after = lines[i + 1].text
    return not rules_terms(after, names) or (not same_block and not _SENTENCE_END.search(after.rstrip())
                                             and not reads_as_rules(after, names))


def _alone(lines: list[Line], i: int) -> bool:
    """Line ``i`` is a block of its own (a footer's or a newsletter's lines come several to a block)."""
    return all(not (0 <= j < len(lines)) or lines[j].block != lines[i].block for j in (i - 1, i + 1))


def _edge_ruling(lines: list[Line], i: int, names: list[str], usable) -> bool:
    """A sentence just before the first line that reads as rules, with a game word: a ruling."""
    line = lines[i]
    return usable(i) and _sentence(line) and bool(rules_terms(line.text, names)) and line.text.rstrip().endswith((".", ".)", "。"))


def _more_rulings(run: list[int], strong, weak, closed: bool = False, block_end: bool = False, tail=None) -> list[int]:
    """The lines after an entry's first ruling that are rulings too: each reads as rules, or is a
    sentence and stands before one that reads as rules (so a newsletter's "Join 12,000 players …"
    after the last ruling, one game word and nothing after it, is none; in a ``closed`` entry, one that
    runs on to the next date, the last sentences are rulings too; at the end of the date's own block,
    the last one sentence). Stops at the first other line."""
    out: list[int] = []
    k = 0
    while k < len(run):
        if strong(run[k]):
            out.append(run[k])
            k += 1
            continue
        m = k
        while m < len(run) and weak(run[m]) and not strong(run[m]):
            m += 1
        if m > k and m < len(run) and strong(run[m]):
            out.extend(run[k:m])
            k = m
            continue
        if m > k and m == len(run) and (closed or (block_end and m - k == 1)):
            out.extend(run[k:m])
        elif m > k and tail is not None and tail(run[k]):
            out.append(run[k])  # one more sentence with a game word, then a footer with none glued on
        break
    return out


def _sentence_inline(line: Line) -> bool:
    """A dated line's text that may be a ruling: a sentence of four words or more, or a short one
    that ends as a statement and uses a game word ("Can sacrifice itself.": MTGJSON has such)."""
    # (not a listing's facts run together by a middle dot, "1 stampe · stampata per la prima volta in
    # Commander 2021 (9 ottobre 2017)": none of MTGJSON's 23,597 rulings has one)
    # (nor a table's row none of whose cells ends as a sentence: a collection's "4<TAB>RNA Guild Kit<TAB>Near
    # Mint<TAB>DE" dated when it was added)
    if "\t" in line.text and not any(_SENTENCE_END.search(cell.strip()) for cell in line.text.split("\t")):
        return False
    return (prose_like(line.text) or _short_statement(line.text)) and not is_chrome(line.text) and " · " not in line.text


#: a person's credit as a field ("译者：Aiko T.", "Reviewer: Ondřej S."), or a comment signed with a dash
#: and its author's name ("Great, that settles it! – Ilse V."): no ruling is signed so
_CREDIT = re.compile(r"^[^\W\d_][^:：]{0,19}[:：]\s*[^\W\d_][\w'’-]*(?:\s[^\W\d_][\w'’-]*\.?){1,2}$")
_SIGNATURE_END = re.compile(r"[.!?]\s+[–—-]\s*[^\W\d_][\w'’-]*(?:\s[^\W\d_][\w'’-]*\.?){0,2}$")


def _signed(text: str) -> bool:
    """A credit or a signed comment, not a ruling (see ``_CREDIT``)."""
    m = _CREDIT.match(text.strip())
    if m and all(w[:1].isupper() for w in re.split(r"[:：]", text, 1)[1].split()):
        return True
    m = _SIGNATURE_END.search(text.strip())
    name = re.sub(r"^[.!?]\s+[–—-]\s*", "", m.group(0)) if m else ""
    return bool(name) and all(w[:1].isupper() for w in name.split()) and publisher_of(name) not in KNOWN_PUBLISHERS


def _short_statement(text: str) -> bool:
    words = text.split()
    return 2 <= len(words) <= 3 and text[:1].isupper() and text.endswith(".") and rules_terms(text) >= 1
