"""Readers' comments under a post (WordPress's "NAME says:", a forum's "NAME wrote:", "Reply"): what a
reader wrote, dated like a ruling but no ruling. Told by the marks of authorship a comment carries,
not by its words: a head naming who speaks ("Anna says:", "Lucía ha detto:", "Jens schreibt:",
"Пётр пишет:") with the comment's timestamp (a date with a time of day) under it or a reply button
("Reply", "Rispondi", "Antworten", "返信") closing it.

``comments_out`` drops each comment, its head to its reply button (or its block's end), before the
page is read.
"""

from __future__ import annotations

import re

from lorehold.ingest.pages.dates import OFFICIAL_WORDS as _OFFICIAL, find_dates
from lorehold.ingest.pages.evidence import reads_as_rules

#: the verbs a comment's head says its author spoke with, in the languages pages are written in
_SPEECH = (
    "says", "said", "wrote", "writes", "replied", "replies", "commented", "comments", "asks", "asked", "posted",
    "schreibt", "schrieb", "sagt", "sagte", "meint", "antwortete", "kommentierte",
    "dit", "a dit", "écrit", "a écrit", "répond", "a répondu",
    "dice", "dijo", "escribe", "escribió", "comentó", "respondió",
    "ha detto", "dice", "ha scritto", "scrive", "ha commentato", "ha risposto",
    "diz", "disse", "escreve", "escreveu", "comentou", "respondeu",
    "пишет", "написал", "написала", "сказал", "сказала", "ответил", "ответила", "говорит",
    "zegt", "schreef", "schrijft", "zei", "reageerde",
    "pisze", "napisał", "napisała", "powiedział", "powiedziała", "odpowiedział",
    "skriver", "skrev", "sier", "siger", "sa", "sade", "svarade",
    "sanoo", "kirjoitti", "kirjoittaa", "vastasi",
    "yazdı", "diyor", "dedi", "napsal", "napsala", "říká", "írta", "mondta", "scrie", "a scris", "a spus",
    "λέει", "έγραψε", "說", "说", "写道", "寫道", "表示", "より", "さんのコメント", "의 말", "님의 말", "님 말씀",
)
_HEAD = re.compile(
    r"^(?P<name>[^\s:：][^:：\n]{0,40}?)\s*(?:" + "|".join(re.escape(v) for v in sorted(set(_SPEECH), key=len, reverse=True))
    + r")\s*[:：]?\s*$",
    re.IGNORECASE,
)
#: a reply button or link that closes a comment
_REPLY = {
    "reply", "reply ↓", "↳ reply", "rispondi", "antworten", "répondre", "responder", "responda", "ответить",
    "antwoorden", "reageer", "odpowiedz", "svara", "svar", "vastaa", "yanıtla", "odpovědět", "válasz",
    "răspunde", "απάντηση", "回复", "回覆", "返信", "답글", "답장", "quote", "like", "report",
}
_MAX_HEAD_WORDS = 6
#: a comment's lines at most (its head, timestamp, text and reply button; a long comment's paragraphs)
_MAX_COMMENT_LINES = 12


def _reply(line: str) -> bool:
    return " ".join(line.casefold().split()).strip(" ·|•↓↳⤷→()[]") in _REPLY


def _head(line: str) -> bool:
    """A comment's head: a short line naming who speaks, ending with the verb ("Anna K. says:")."""
    line = line.strip()
    return len(line.split()) <= _MAX_HEAD_WORDS and bool(_HEAD.match(line)) and not find_dates(line)


def _timestamp(line: str) -> bool:
    """A date with a time of day and nothing else to speak of (a comment's "6 June 2023 at 2:48 am")."""
    found = find_dates(line)
    return bool(found) and (found[0].timed or bool(re.search(r"\d{1,2}:\d{2}", line))) and len(line.split()) <= 10


def _comment_end(lines: list[str], start: int) -> int | None:
    """The index after the comment whose head is ``lines[start]``; ``None`` when no mark of a comment
    follows the head (no timestamp under it, no reply button before the next head)."""
    timed = start + 1 < len(lines) and _timestamp(lines[start + 1])
    last = min(len(lines), start + _MAX_COMMENT_LINES)
    for k in range(start + 1, last):
        if _reply(lines[k]):
            return k + 1
        if _head(lines[k]):
            return k if timed else None
    return last if timed and last == len(lines) else (start + 3 if timed else None)


def _dated_rule(lines: list[str], j: int) -> bool:
    """``lines[j]`` reads as rules and is dated: on its own line, or by a date line alone above it or,
    a citation's dash before it, below it ("Text" / "— 2021-11-19")."""
    if not reads_as_rules(lines[j]):
        return False
    return bool(find_dates(lines[j])) or (j > 0 and bool(find_dates(lines[j - 1])) and len(lines[j - 1].split()) <= 6) or (
        j + 1 < len(lines) and lines[j + 1].lstrip().startswith(("—", "–", "―")) and bool(find_dates(lines[j + 1]))
        and len(lines[j + 1].split()) <= 6)


def comments_out(blocks: list[str]) -> list[str]:
    """``blocks`` without the readers' comments in them (blocks left empty go). A comment may run
    over blocks (its head, its timestamp, its text and its reply button each a paragraph)."""
    lines = [(b, line) for b, block in enumerate(blocks) for line in block.split("\n")]
    texts = [line for _, line in lines]
    dropped: set[int] = set()
    k = 0
    while k < len(texts):
        end = _comment_end(texts, k) if _head(texts[k]) else None
        if end is None:
            k += 1
            continue
        # a comment never takes a dated ruling with it: a forum's quote head ("NAME a écrit :") over
        # the quoted post, then the answer pasting the rulings, "Le 22/01/2011 : text"
        end = next((j for j in range(k + 1, end) if _dated_rule(texts, j)), end)
        dropped.update(range(k, end))
        k = end
    if not dropped:
        return blocks
    out: dict[int, list[str]] = {}
    for k, (b, line) in enumerate(lines):
        if k not in dropped:
            out.setdefault(b, []).append(line)
    return ["\n".join(out[b]) for b in sorted(out)]


#: headings of a section of what readers or customers wrote (reviews, comments), in the languages pages are written in
_READERS = {
    "reviews", "customer reviews", "product reviews", "user reviews", "comments", "reader comments", "user comments",
    "discussion", "leave a reply", "leave a comment", "responses", "replies",
    "bewertungen", "kundenbewertungen", "rezensionen", "kommentare", "leserkommentare",
    "avis", "avis clients", "avis des clients", "commentaires", "opiniones", "reseñas", "valoraciones",
    "comentarios", "recensioni", "commenti", "avaliações", "comentários", "отзывы", "комментарии",
    "beoordelingen", "recensies", "reacties", "opinie", "opinie klientów", "recenzje", "komentarze", "omdömen", "anmeldelser",
    "seller feedback", "feedback", "buyer feedback", "verkäuferbewertungen", "évaluations du vendeur",
    "valoraciones del vendedor", "feedback del venditore", "avaliações do vendedor", "отзывы о продавце",
    "questions and answers", "questions & answers", "q&a", "customer questions", "customer questions & answers",
    "preguntas y respuestas", "preguntas", "perguntas e respostas", "perguntas", "fragen und antworten",
    "questions et réponses", "domande e risposte", "вопросы и ответы", "vragen en antwoorden", "pytania i odpowiedzi",
    "質問と回答", "商品に関する質問", "问答", "問與答", "상품 문의", "문의",
    "kundenmeinungen", "kundenrezensionen", "avis des clients", "opiniones de clientes", "comentarios de clientes",
    "recensioni dei clienti", "avaliações de clientes", "отзывы покупателей", "отзывы клиентов", "klantbeoordelingen",
    "hodnocení", "vásárlói vélemények", "müşteri yorumları", "購入者のレビュー", "商品レビュー", "顧客評價", "用户评价", "구매평",
    "kommentarer", "arvostelut", "kommentit", "yorumlar", "recenze", "komentáře", "vélemények",
    "レビュー", "カスタマーレビュー", "コメント", "评论", "评价", "評論", "評價", "留言", "리뷰", "댓글", "상품평",
}
#: headings of a page's rulings section, where a section of readers' writing above it ends
_RULINGS = {
    "rulings", "card rulings", "official rulings", "notes and rules information", "rules", "rules notes",
    "regelungen", "regeln", "entscheidungen", "règles", "décisions", "clarifications", "aclaraciones",
    "reglas", "fallos", "regole", "chiarimenti", "decisioni", "regras", "esclarecimentos", "decisões",
    "разъяснения", "правила", "裁定", "ルーリング", "規則", "裁定与说明", "规则", "판정", "규칙", "룰링", "uitspraken",
    "rulingi", "orzeczenia", "zasady", "pravidla", "szabályok", "kurallar",
    "resoluciones", "resoluções", "sentenze", "regelbeslut", "avgöranden", "kendelser", "kararlar",
    "kural kararları", "rozhodnutí", "hotărâri", "ratkaisut", "官方裁定", "公式裁定", "공식 판정", "公式裁定一覧",
    # "rules clarifications", as sites in more languages head their rulings
    "précisions", "précisions de règles", "clarifications de règles", "aclaraciones de reglas",
    "aclaraciones de las reglas", "chiarimenti sulle regole", "chiarimenti delle regole", "esclarecimentos de regras",
    "esclarecimentos das regras", "regelklarstellungen", "разъяснения правил",
    "kural açıklamaları", "wyjaśnienia zasad", "regelavklaringer", "regelförtydliganden", "regelafklaringer",
    "clarificări de reguli", "clarificări", "διευκρινίσεις κανόνων", "penjelasan aturan", "giải thích luật",
    "คำชี้แจงกฎ", "הבהרות חוקים", "роз'яснення правил", "роз’яснення правил", "szabálypontosítások",
    "sääntöselvennykset", "vyjasnění pravidel", "regelverduidelijkingen", "upřesnění pravidel",
}
#: the one-word rulings headings, as a longer heading's first word
_RULING_WORDS_ALONE = frozenset(h for h in _RULINGS if " " not in h and h not in ("rules", "regeln", "règles", "reglas", "regole",
                                                                                  "regras", "правила", "zasady", "pravidla",
                                                                                  "szabályok", "kurallar", "규칙", "规则", "規則"))
_COUNT = re.compile(r"^\s*(?:\(?\d+\)?\s+)?(?P<head>[^\d()]+?)\s*(?:\(\d[\d,.\s]*\)|\d+)?\s*[:：]?\s*$")


def _section(line: str, names: set[str]) -> bool:
    m = _COUNT.match(line)
    if m is None:
        return False
    words = m.group("head").casefold().split()
    # (an "official" beside the heading's word, in any language: "Règles officielles", "Offizielle Regeln")
    return " ".join(words) in names or (len(words) == 2 and any(
        " ".join(w for w in words if w != o) in names for o in words if o in _OFFICIAL))


#: "official" as headings write it


def opens_readers(line: str) -> bool:
    """A line that is a readers' heading, or starts with one run into a review's or a comment's
    stars or date (a page's inline elements written on one line: "Customer Reviews ★★★★ Jeroen July 13, 2025 …")."""
    if _section(line, _READERS):
        return True
    folded = " ".join(line.split()).casefold()
    for head in _READERS_LONGEST_FIRST:
        rest = folded[len(head):].lstrip(" :：")
        if folded.startswith(head) and rest and not rest[0].isalpha() or folded.startswith(head + " ") and find_dates(rest[:40]):
            return True  # (its stars, a count, or a reviewer's name and date after it)
    return False


_READERS_LONGEST_FIRST = sorted(_READERS, key=len, reverse=True)


def _tab(block: str) -> bool:
    """A block that is one short label (a tab bar's "Opis" / "Rulingi" / "Opinie (2)", each its
    own element): a readers' heading after it is the bar's next tab, no section's heading."""
    return "\n" not in block and 0 < len(block.split()) <= 3 and not any(ch.isdigit() for ch in block) \
        and not block.rstrip().endswith((".", "!", "?", ":"))


#: a post's counter ("조회 945", "Views 1,204", "1.2K views"): a readers' heading after it ("댓글 9")
#: is the stats bar's next counter, no section's heading
_COUNTER = re.compile(r"^\s*(?:[^\W\d_]+\s+[\d][\d,.]*[KkMm만천]?|[\d][\d,.]*[KkMm만천]?\s+[^\W\d_]+)\s*$")


def readers_sections_out(blocks: list[str]) -> list[str]:
    """``blocks`` without a section of readers' or customers' writing: from a heading that opens
    a block ("Reviews", "3 Comments", "Kundenbewertungen (12)", "댓글") to the next rulings heading
    that opens a block, or the page's end. Reviews and comments are dated like rulings but are
    none; a tab bar's "Card details / Rulings / Reviews" opens no section."""
    out: list[str] = []
    dropping = False
    quoted = 0  # (the blocks of a reader's quotation of the rulings, kept: see _quoted_rulings)
    for k, block in enumerate(blocks):
        first = block.split("\n", 1)[0]
        if dropping and _section(first, _RULINGS):
            dropping = False
        elif not dropping and opens_readers(first) and not (k and (_tab(blocks[k - 1]) or _COUNTER.match(blocks[k - 1]))):
            dropping = True
        if dropping and not quoted:
            quoted = _quoted_rulings(blocks, k)
        if not dropping or quoted:
            out.append(block)
            quoted = max(0, quoted - 1)
    kept_words, all_words = _rules_words(out), _rules_words(blocks)
    if len(out) == len(blocks) or all_words - kept_words > kept_words:
        # (the rulings may be a reader's: a pinned comment quoting them, a forum's answer; a video's
        # description above, "every ruling on the card, with examples from real games", is none)
        return blocks
    return out


def _quoted_rulings(blocks: list[str], k: int) -> int:
    """How many blocks from ``k`` on are a reader's quotation of the rulings in a section of readers'
    writing (a shop's answer, a forum post): a line presenting them ("Oto oficjalne orzeczenia (z
    Gatherera):", "For this card, the official rulings:") and the dated entries right under it, each
    a block starting with its date or a date's block over its text. 0 where block ``k`` presents none."""
    if not rulings_heading(blocks[k].split("\n", 1)[0]):
        return 0
    n = 1
    while k + n < len(blocks):
        found = find_dates(blocks[k + n][:48])
        if not found or found[0].start > 3:
            break
        rest = blocks[k + n][found[0].end:].strip(" \t—–-:·|")
        n += 1 if rest else 2  # (a date alone over its text)
    return n if n > 1 else 0


#: a heading over a change log or a list of known issues ("History of this section", "Changelog", "Known
#: issues", "Änderungsverlauf", "変更履歴"): its entries are dated as rulings are, and are none
_CHANGES_HEAD = re.compile(
    r"^(?!.*(?:ruling|regel|règle|regla|regol|resoluç|裁定|판정)).{0,40}(?:(?<!\w)(?:history|change ?log|changes|revision history|"
    r"revisions|known (?:issues|bugs)|historique|journal des modifications|problèmes connus|änderungen|änderungsverlauf|"
    r"versionsgeschichte|versionshistorie|bekannte (?:probleme|fehler)|historial(?: de cambios)?|problemas conocidos|"
    r"cronologia(?: delle modifiche)?|problemi noti|histórico(?: de alterações)?|problemas conhecidos|история изменений|"
    r"известные проблемы|versiegeschiedenis|wijzigingen|bekende problemen|historia zmian|znane problemy)(?!\w)|"
    r"変更履歴|更新履歴|改訂履歴|既知の問題|修订记录|更新日志|变更记录|已知问题|修訂記錄|更新日誌|已知問題|변경 이력|업데이트 내역|알려진 문제)"
    r"[^.!?。]{0,30}$", re.IGNORECASE)


def changes_sections_out(blocks: list[str]) -> list[str]:
    """``blocks`` without a change log's or an issue list's entries: under a short heading that names
    one ("History of this section", "Known Issues"), the blocks that give a date, after at most four
    labels (a table's head: "Issue", "Reported", "Status"), up to the first that gives none. A
    policy's revisions and a game client's bugs are dated as rulings are, and are none (where no
    line reading as rules would be left, the blocks stay: the heading was no such section's)."""
    out: list[str] = []
    k = 0
    while k < len(blocks):
        first = blocks[k].split("\n", 1)[0].strip()
        if len(first.split()) <= 6 and _CHANGES_HEAD.match(first) and not find_dates(first):
            inside = "\n" in blocks[k] and _dated_entry(blocks[k].split("\n", 1)[1])  # (its entries under it in its block)
            end = _entries_end(blocks, k + 1, labels=0 if inside else 4)
            if end > k + 1 or inside:
                k = end
                continue
        out.append(blocks[k])
        k += 1
    return out if len(out) == len(blocks) or _rules_words(out) else blocks


def _entries_end(blocks: list[str], k: int, labels: int) -> int:
    """Where the dated entries from ``blocks[k]`` end (after at most ``labels`` labels of one word to
    three, a table's head; a rulings heading is none: it opens the next section)."""
    skipped = 0
    while (k + skipped < len(blocks) and skipped < labels and not find_dates(blocks[k + skipped])
           and _tab(blocks[k + skipped]) and not rulings_heading(blocks[k + skipped])):
        skipped += 1
    end = k + skipped
    while end < len(blocks) and _dated_entry(blocks[end]):
        end += 1
    return end if end > k + skipped else k


def _dated_entry(block: str) -> bool:
    """A block with a line that gives a date and five words or more beside it: a log's entry ("2024-03-22
    — Triggers that … are no longer an infraction.", an issue's row). A date with its source alone
    ("02/18/2022 · Wizards of the Coast") heads a ruling under it: no log's."""
    for line in block.split("\n"):
        dates = find_dates(line)
        if dates:
            rest = line[: dates[0].start] + " " + line[dates[-1].end:]
            if sum(1 for word in rest.split() if any(ch.isalpha() for ch in word)) >= 5:
                return True
    return False


def _rules_words(blocks: list[str]) -> int:
    """How many words of ``blocks`` stand in lines that read as rules."""
    return sum(len(line.split()) for block in blocks for line in block.split("\n") if reads_as_rules(line))


def readers_element(texts: list[str]) -> bool:
    """An HTML element whose texts (in order) open with a readers' heading, hold a date and no rulings
    heading: a section of reviews or comments (its heading may be a button: "Customer reviews")."""
    texts = [" ".join(t.split()) for t in texts if t.strip()]
    # (a pinned comment quoting several rulings holds the page's rulings: kept)
    return (bool(texts) and opens_readers(texts[0]) and any(find_dates(t) for t in texts[1:])
            and not any(_section(t, _RULINGS) for t in texts[1:]) and sum(map(reads_as_rules, texts)) < 2)


_SOURCE_AFTER = re.compile(r"\s*[(（][^()（）]{1,40}[)）]\s*[:：]?\s*$")
#: where the rulings come from, named before the heading's word
_SOURCE_BEFORE = re.compile(r"^(?:official\s+)?(?:gatherer|oracle|scryfall|wotc|wizards(?:\s+of\s+the\s+coast)?|mtgjson)(?:\s+|-)",
                            re.IGNORECASE)


def rulings_heading(line: str) -> bool:
    """A rulings section's heading ("Rulings:", "Official rulings (from Gatherer):", "Regelungen", "裁定"),
    maybe after a few words leading to it ("Good to know — the official rulings:")."""
    if presents_rulings(line):
        return True
    head = _SOURCE_AFTER.sub("", line.strip()).rstrip(":：")
    head = _SOURCE_BEFORE.sub("", head) or head  # "Gatherer rulings", "Oracle-Rulings"
    if _section(head, _RULINGS):
        return True
    lead = _LEAD_IN.match(head)
    if lead is not None and _section(_ARTICLE.sub("", lead.group("rest")), _RULINGS):
        return True
    # a reader's words closing on the rulings' word and a colon ("For this card, the official rulings:", "Oto
    # oficjalne orzeczenia (z Gatherera):", "Voici les clarifications officielles :")
    if line.rstrip().endswith((":", "：")) and _closes_on_rulings(head):
        return True
    # a rulings word heading a few words that say which ("Aclaraciones que salen en la mesa", "Orzeczenia,
    # które pojawiają się przy stole", "Rulings you should know")
    words = head.split()
    return (3 <= len(words) <= 8 and words[0].strip(",:;").casefold() in _RULING_WORDS_ALONE
            and not re.search(r"[.!?。]$", head) and not any(ch.isdigit() for ch in head))


def _closes_on_rulings(head: str) -> bool:
    """A few words (ten at most, no figure, no sentence's end) whose last is a rulings' word that no
    other sense has ("rulings", "orzeczenia", "Regelhinweise"; not "rules"), or that word and "official"."""
    words = [w.strip(",;") for w in head.casefold().split()]
    if not 2 <= len(words) <= 10 or any(ch.isdigit() for ch in head) or re.search(r"[.!?。]", head):
        return False
    last = words[-2] if words[-1] in _OFFICIAL and len(words) > 2 else words[-1]
    return last in _RULING_WORDS_ALONE


#: a post's sentence presenting the rulings listed under it ("Here are the official rulings (from
#: Gatherer):", "Below you'll find the rulings:"): a lead-in closed by its colon heads them as a heading does
_PRESENTS = re.compile(r"^(?:[^\W\d_][\w'’]*[,\s]+){0,3}(?:here are|here's|below are|below you(?:'|’)ll find|the following)\b"
                       r"[^.!?]{0,60}\brulings\b[^.!?:：]{0,60}[:：]$", re.IGNORECASE)


def presents_rulings(line: str) -> bool:
    """A lead-in sentence ending in a colon that presents the rulings under it (a heading, no ruling)."""
    return bool(_PRESENTS.match(" ".join(line.split())))


#: a few words leading to a heading, then a dash or a colon ("Good to know — ", "FYI: ")
_LEAD_IN = re.compile(r"^(?:[^\W\d_][\w'’]*\s+){0,4}[^\W\d_][\w'’]*\s*(?:[—–-]|:)\s+(?P<rest>.+)$")
_ARTICLE = re.compile(r"^(?:the|die|les|las|los|le|la|gli|as|os)\s+", re.IGNORECASE)
