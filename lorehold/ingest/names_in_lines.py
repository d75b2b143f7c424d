"""The stored card a page's lines name somewhere inside them (issue 15): "[Question] NAME",
"【SET】NAME", "name: NAME", "Subject: [judges-l] NAME rulings", "Home › Cards › NAME".

Each line is folded as ``lorehold card NAME`` folds a name (``text.name_key``) and cut into
tokens: words, and single characters of the scripts written without spaces (Han, kana, Hangul,
where a name runs into the words around it). Every run of whole tokens is a candidate key, looked up
in the indexed ``name_key`` columns of the database (cards, faces, translations and their faces):
the index is the token trie, so nothing is loaded per page. A card's evidence is the longest name
it matches in each line (a name inside a longer one it matches is no second match), weighted by the
line's place (the page's title lines first) and by a match that is the whole line, plus the rulings
that name it in English.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from sqlalchemy import select

from lorehold.db.bulk import chunks
from lorehold.db.models import Card, Face, Ruling, Translation, TranslationFace
from lorehold.text import fold, name_key

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

_CJK = "\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af"
_TOKEN = re.compile(rf"[{_CJK}]|[^\W_{_CJK}]+")
#: the longest run of tokens tried (a name of twelve words, of sixteen characters without spaces)
_MAX_TOKENS = 16
#: keys shorter than this name no card inside a line ("Opt" must be the whole line)
_MIN_KEY = {"cjk": 2, "other": 4}
_LINES = 40
#: a character of a script without spaces says as much of a name as about three letters do
_CJK_WEIGHT = 3.0
#: a line longer than this is a ruling or a paragraph: no title
_MAX_LINE = 200


def _tokens(line: str) -> list[tuple[str, bool]]:
    """The folded line's tokens, each with whether it is a character of a script without spaces."""
    return [(m.group(0), bool(re.match(rf"[{_CJK}]", m.group(0)))) for m in _TOKEN.finditer(fold(line))]


def _spans(line: str, shortest: int = _MIN_KEY["other"]) -> list[tuple[int, int, str, bool, bool]]:
    """Every run of whole tokens: (start, end, key, whether it is the whole line, whether it is
    written without spaces); a key of words ``shortest`` letters long at least."""
    tokens = _tokens(line)
    out = []
    for i in range(len(tokens)):
        for j in range(i + 1, min(len(tokens), i + _MAX_TOKENS) + 1):
            key = name_key("".join(t for t, _ in tokens[i:j]))
            cjk = all(c for _, c in tokens[i:j])
            if len(key) >= (_MIN_KEY["cjk"] if cjk else shortest) or (i == 0 and j == len(tokens)):
                out.append((i, j, key, i == 0 and j == len(tokens), cjk))
    return out


def _cards_by_key(conn: "Connection", keys: set[str]) -> dict[str, set[int]]:
    """key -> the cards with a name of that key (card, face, translation, translated face)."""
    found: dict[str, set[int]] = {}
    cards, faces, translations, tr_faces = (t.__table__ for t in (Card, Face, Translation, TranslationFace))
    for chunk in chunks(sorted(keys)):
        queries = [
            select(cards.c.name_key, cards.c.id).where(cards.c.name_key.in_(chunk)),
            select(faces.c.name_key, faces.c.card_id).where(faces.c.name_key.in_(chunk)),
            select(translations.c.name_key, translations.c.card_id).where(translations.c.name_key.in_(chunk)),
            select(tr_faces.c.name_key, translations.c.card_id)
            .join(translations, translations.c.id == tr_faces.c.translation_id)
            .where(tr_faces.c.name_key.in_(chunk)),
        ]
        for query in queries:
            for key, card_id in conn.execute(query):
                found.setdefault(key, set()).add(card_id)
    return found


def _line_weight(rank: int) -> float:
    """The page's first lines (its title, the lines nearest its rulings) count most."""
    return 1.0 + 2.0 / (1 + rank)


def evidence(conn: "Connection", lines: list[str], most: int = _LINES,
             shortest: int = _MIN_KEY["other"]) -> dict[int, tuple[float, int, bool, bool]]:
    """card id -> (how strongly ``lines``, most likely title first, name it; in how many lines; whether
    a whole line is one of its names; whether the first line names it). The first ``most`` lines only;
    names inside a line ``shortest`` letters long at least."""
    lines = [line for line in lines if line and len(line) <= _MAX_LINE][:most]
    spans = [_spans(line, shortest) for line in lines]
    keys = {span[2] for line_spans in spans for span in line_spans if span[2]}
    if not keys:
        return {}
    by_key = _cards_by_key(conn, keys)
    scores: dict[int, tuple[float, int, bool, bool]] = {}
    for rank, line_spans in enumerate(spans):
        hits = [span for span in line_spans if span[2] in by_key]
        # the longest names first; a name inside one already matched is no match of its own
        hits.sort(key=lambda h: (-(h[1] - h[0]), -len(h[2])))
        covered: list[tuple[int, int]] = []
        best: dict[int, tuple[float, bool]] = {}
        for i, j, key, whole, cjk in hits:
            if any(a <= i and j <= b for a, b in covered):
                continue
            covered.append((i, j))
            weight = len(key) * (_CJK_WEIGHT if cjk else 1.0) * _line_weight(rank) * (1.5 if whole else 1.0) / len(by_key[key])
            for card_id in by_key[key]:
                if weight > best.get(card_id, (0.0, False))[0]:
                    best[card_id] = (weight, whole)
        for card_id, (value, whole) in best.items():
            score, count, any_whole, first = scores.get(card_id, (0.0, 0, False, False))
            scores[card_id] = (score + value, count + 1, any_whole or whole, first or rank == 0)
    return scores


def english_mentions(conn: "Connection", card_ids: list[int], texts: list[str] | tuple[str, ...]) -> dict[int, int]:
    """card id -> how many of ``texts`` (the page's rulings) name the card in English."""
    if not texts or not card_ids:
        return {}
    cards = Card.__table__
    out: dict[int, int] = {}
    for card_id, name in conn.execute(select(cards.c.id, cards.c.name).where(cards.c.id.in_(card_ids))):
        names = [name, *name.split(" // ")]
        out[card_id] = sum(1 for t in texts if any(n and n in t for n in names))
    return out


def card_named_in(conn: "Connection", lines: list[str], texts: list[str] | tuple[str, ...] = (),
                  strict: bool = False) -> int | None:
    """The one card ``lines`` name best (the rulings ``texts`` that name it in English add to it), or
    None when none does or two do equally. ``strict`` (a page whose own English name, the first line,
    is no stored card's): only a card the first line names inside it, a whole line names, or two
    lines name."""
    found = evidence(conn, lines)
    if not found:
        return None
    mentions = english_mentions(conn, sorted(found), texts)
    ranked = sorted(((score * (1.0 + 0.25 * min(mentions.get(c, 0), 4)), c) for c, (score, *_) in found.items()),
                    reverse=True)
    if len(ranked) > 1 and ranked[0][0] <= ranked[1][0] * 1.05:
        return None
    card_id = ranked[0][1]
    _, count, whole, first = found[card_id]
    if strict and not (whole or first or count >= 2):
        return None
    return card_id


#: curly quotes and the straight ones a page may write for them
_QUOTES = (("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'))


def _ruling_key(text: str) -> str:
    """A ruling's words as a page may copy them: folded, straight quotes, spaces collapsed."""
    text = fold(text)
    for curly, straight in _QUOTES:
        text = text.replace(curly, straight)
    return " ".join(text.split())


def repeated_rulings(conn: "Connection", card_ids: list[int], texts: list[str] | tuple[str, ...]) -> dict[int, int]:
    """card id -> how many of ``texts`` (a page's rulings) are word for word one of the card's stored rulings."""
    wanted = {_ruling_key(t) for t in texts if t}
    found: dict[int, set[str]] = {}  # (a wording stored twice for a card is one ruling the page repeats)
    rulings = Ruling.__table__
    for chunk in chunks(sorted(card_ids)):
        for card_id, text in conn.execute(select(rulings.c.card_id, rulings.c.text).where(rulings.c.card_id.in_(chunk))):
            key = _ruling_key(text)
            if key in wanted:
                found.setdefault(card_id, set()).add(key)
    return {card_id: len(keys) for card_id, keys in found.items()}


_FIELD_END = re.compile(r"[,;\t|]")


def _first_field(line: str) -> str:
    """A long line's first field when a field separator comes early in it (a CSV or a table row)."""
    m = _FIELD_END.search(line, 0, 80)
    return line[: m.start()].strip().strip('"') if m else ""


def card_ruled_alike(conn: "Connection", lines: list[str], texts: list[str] | tuple[str, ...]) -> int | None:
    """Among the cards ``lines`` name anywhere (a title, a breadcrumb, a list of other cards, a
    heading taken for a name), the one whose stored rulings the page repeats word for word: more
    of them than any other such card, and half the page's rulings at least. None when no card does
    (rulings not stored yet, or translated or reworded by the page)."""
    if not texts:
        return None
    # a data row too long for a title may name its card in its first field ('"NAME",2018-01-19,"…"')
    lines = [line if len(line) <= _MAX_LINE else _first_field(line) for line in lines]
    lines = [line for line in lines if line]
    best = _ruled_alike(conn, lines, texts, _MIN_KEY["other"])
    # (else a short name too, "Dub" inside "a player called about Dub": the rulings are its word for word)
    return best if best is not None else _ruled_alike(conn, lines, texts, 3)


def _ruled_alike(conn: "Connection", lines: list[str], texts: list[str] | tuple[str, ...], shortest: int) -> int | None:
    """``card_ruled_alike`` among the cards named by names ``shortest`` letters long at least."""
    found = evidence(conn, list(dict.fromkeys(lines)), most=400, shortest=shortest)
    if not found:
        return None
    best = most_repeated(conn, sorted(found), texts, tied=True)
    if isinstance(best, list):
        # rulings several cards share (an aftermath card's, one of which names Destined // Lead as its
        # example): the one card of those the page names outside its rulings ("Labrar", "Market")
        outside = evidence(conn, [line for line in lines if not any(t in line or line in t for t in texts)], most=400,
                           shortest=shortest)
        named = sorted(((outside[c][1], c) for c in best if c in outside), reverse=True)  # (in how many lines)
        return named[0][1] if named and (len(named) == 1 or named[0][0] > named[1][0]) else None
    return best


def card_repeating(conn: "Connection", texts: list[str] | tuple[str, ...], lines: list[str] | tuple[str, ...] = ()) -> int | None:
    """The one stored card whose rulings the page's rulings ``texts`` repeat word for word, more of them
    than any other card's and half of them at least (``most_repeated`` over every card holding one of
    them, curly or straight quotes), or of the cards that repeat as many the one whose English name a
    line of the page holds as written ("Nature's KissAktualisiert am …"): a page whose lines name no card
    readably, or name one only inside a card's text ("{1}, Exile the top card of your graveyard: …")."""
    wanted: set[str] = set()
    for text in texts:
        straight = text
        for curly, plain in _QUOTES:
            straight = straight.replace(curly, plain)
        wanted |= {text, straight, straight.replace("'", "’")}
    rulings = Ruling.__table__
    card_ids: set[int] = set()
    for chunk in chunks(sorted(wanted)):
        card_ids.update(conn.execute(select(rulings.c.card_id).where(rulings.c.text.in_(chunk))).scalars())
    found = most_repeated(conn, sorted(card_ids), texts, tied=True) if card_ids else None
    if isinstance(found, list):
        cards = Card.__table__
        named = [card_id for card_id, name in conn.execute(select(cards.c.id, cards.c.name).where(cards.c.id.in_(found)))
                 if any(n in line for n in {name, *name.split(" // ")} for line in lines)]
        return named[0] if len(named) == 1 else None
    return found


def most_repeated(conn: "Connection", card_ids: list[int], texts: list[str] | tuple[str, ...],
                  tied: bool = False) -> int | list[int] | None:
    """The one card among ``card_ids`` whose stored rulings ``texts`` (a page's rulings) repeat word
    for word more of than any other card's, and half of them at least; None otherwise (``tied``:
    the cards that repeat the most, where several do)."""
    if not texts:
        return None
    counts = sorted(((n, c) for c, n in repeated_rulings(conn, card_ids, texts).items()), reverse=True)
    if not counts or 2 * counts[0][0] < len(texts):
        return None
    if len(counts) > 1 and counts[1][0] == counts[0][0]:
        return [c for n, c in counts if n == counts[0][0]] if tied else None
    return counts[0][1]
