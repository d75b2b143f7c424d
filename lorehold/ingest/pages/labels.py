"""A card shown as labelled fields: "Card Name: NAME", "Types: TYPE", "Card Text: TEXT", with the
mana cost, rarity, artist and the like between them (the Gatherer's details page, a wiki's infobox,
a shop's specifications), each value on the label's line (after a colon or a tab) or on the lines
after it. ``labelled_card`` puts the name, the type line and the text as the reader expects a card
(a name, its type line, its text: a block each) where the fields stood, and drops the other fields
(a flavor text, a legality list or a collector number is no ruling). Pages without such fields are
returned as they were."""

from __future__ import annotations

import re

_NAME = ("card name", "name", "kartenname", "nom", "nom de la carte", "nombre", "nome", "nome da carta",
         "カード名", "名前", "卡牌名称", "卡牌名稱", "카드 이름", "название", "имя")
_TYPE = ("types", "type", "type line", "card type", "typ", "kartentyp", "tipo", "tipos", "タイプ", "类别", "類別",
         "유형", "тип")
_TEXT = ("card text", "oracle text", "rules text", "text", "kartentext", "texte", "texte de règles", "texto",
         "texto de regras", "testo", "テキスト", "规则叙述", "規則敘述", "텍스트", "текст", "oracle")
_OTHER = ("mana cost", "converted mana cost", "mana value", "cmc", "cost", "p/t", "power/toughness", "loyalty",
          "expansion", "set", "rarity", "card number", "collector number", "number", "artist", "illustrator",
          "flavor text", "flavour text", "all sets", "legalities", "legality", "format legality", "watermark",
          "manakosten", "manabetrag", "seltenheit", "künstler", "illustration", "flavortext", "coût de mana",
          "coût converti de mana", "rareté", "artiste", "texte d'ambiance", "coste de maná", "rareza", "artista",
          "costo di mana", "rarità", "custo de mana", "raridade", "マナ・コスト", "マナコスト", "レアリティ", "イラスト",
          "法术力费用", "稀有度", "画师", "마나 비용", "희귀도", "стоимость", "редкость", "художник")
_FIELDS = {**{k: "name" for k in _NAME}, **{k: "type" for k in _TYPE}, **{k: "text" for k in _TEXT},
           **{k: "other" for k in _OTHER}}
_LABEL = re.compile(r"^\s*(?P<label>[^\t:：]{1,30}?)\s*(?:[:：]\s*|\t+)(?P<value>.*)$")


def _field(line: str) -> tuple[str, str] | None:
    """(field, value on the line) when ``line`` starts with a card field's label, else None."""
    m = _LABEL.match(line)
    if m is None:
        return None
    kind = _FIELDS.get(m.group("label").strip().casefold())
    return (kind, m.group("value").strip()) if kind else None


def _fields(lines: list[str]) -> list[tuple[int, int, str, str]]:
    """(first line, line after, field, value) for every labelled field of ``lines``; a value not on
    the label's line runs on until the next label or blank line."""
    found: list[tuple[int, int, str, str]] = []
    i = 0
    while i < len(lines):
        hit = _field(lines[i])
        if hit is None:
            i += 1
            continue
        kind, value = hit
        j = i + 1
        if not value:
            taken = []
            while j < len(lines) and lines[j].strip() and _field(lines[j]) is None:
                taken.append(lines[j].strip())
                j += 1
            value = "\n".join(taken)
        found.append((i, j, kind, value))
        i = j
    return found


def labelled_card(blocks: list[str]) -> list[str]:
    """``blocks`` with a card's labelled fields (three or more, its type line among them)
    turned into the name, the type line and the text, a block each. Without a name field, the
    card's name is the heading just above the fields (a wiki's infobox under the card's name)."""
    lines = [line for block in blocks for line in (*block.split("\n"), "")]
    found = _fields(lines)
    kinds = [kind for _, _, kind, _ in found]
    # a card shows its type line: a data file's "name:", "set:" and a ruling's "text:" are no card
    if len(found) < 3 or "type" not in kinds or any(kinds.count(k) > 1 for k in ("name", "type", "text")):
        return blocks  # (a field given again: a list of records, each with its "text:", is no card)
    if "name" not in kinds:
        heading = _heading_above(lines, found[0][0])
        if heading is None:
            return blocks
        found.insert(0, (heading, heading + 1, "name", lines[heading].strip()))
    first = {kind: value for _, _, kind, value in reversed(found)}  # the first value of each field
    card = [first[k] for k in ("name", "type", "text") if first.get(k)]
    spans = {k for start, stop, _, _ in found for k in range(start, stop)}
    out_lines: list[str] = []
    placed = False
    for k, line in enumerate(lines):
        if k in spans:
            if not placed:
                out_lines += ["", *(part for value in card for part in (value, "")), ""]
                placed = True
            continue
        out_lines.append(line)
    return [b.strip("\n") for b in "\n".join(out_lines).split("\n\n") if b.strip()]


def _heading_above(lines: list[str], start: int) -> int | None:
    """The line just above the first field (blank lines aside), when it reads as a card's name."""
    k = start - 1
    while k >= 0 and not lines[k].strip():
        k -= 1
    if k < 0:
        return None
    line = lines[k].strip()
    return k if 0 < len(line) <= 60 and "\t" not in line and not line.endswith((":", "：", ".")) else None


_COST = re.compile(r"^\s*(\{[^{}\s]{1,5}\}\s*)+$|^\s*(\([^()\s]{1,5}\)\s*)+$")
_STATS = re.compile(r"^\s*[\d*+XYx½∞-]{1,4}\s*/\s*[\d*+XYx½∞-]{1,4}\s*$|^\s*(loyalty|defense)\s*[:：]?\s*\d+\s*$", re.I)
#: the words of a type line before its dash: supertypes and card types ("Legendary Creature")
SUPERTYPES = ("legendary", "basic", "snow", "world", "ongoing")
TYPE_WORDS = {
    *SUPERTYPES, "artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery", "tribal",
    "kindred", "battle", "conspiracy", "plane", "scheme", "phenomenon", "vanguard", "dungeon",
}
_CARD_TYPES = "|".join(sorted(TYPE_WORDS - set(SUPERTYPES)))
#: a type line standing under a card's name: its supertypes, its card types, then its subtypes after a dash
_TYPE_HEAD = re.compile(
    rf"^(?:(?:{'|'.join(SUPERTYPES)}) )*(?:{_CARD_TYPES})(?: (?:{_CARD_TYPES}))*(?:\s+[—―–-]\s+\S.*)?$", re.I)


def stacked_card(blocks: list[str]) -> list[str]:
    """``blocks`` with a card given as one block of lines (its name, its mana cost, its type line,
    its power and toughness, its text: a set's release notes, a blog's card under discussion) split
    into the name, the type line and the text, a block each, as the reader expects a card; the mana
    cost and the power and toughness lines are dropped. Other blocks stay as they were."""
    out: list[str] = []
    for block in blocks:
        lines = [line.strip() for line in block.split("\n") if line.strip()]
        out += _split_stacked(lines) or [block]
    return out


def _split_stacked(lines: list[str]) -> list[str] | None:
    """The name, type line and text of a stacked card's lines, or None when they are not one."""
    if len(lines) < 3 or len(lines[0]) > 60 or _field(lines[0]) is not None:
        return None
    typed = next((k for k in range(1, min(4, len(lines))) if _TYPE_HEAD.match(lines[k])), None)
    if typed is None or not all(_COST.match(line) or _STATS.match(line) for line in lines[1:typed]):
        return None
    text = [line for line in lines[typed + 1:] if not _STATS.match(line) and not _COST.match(line)]
    if not text:
        return None
    return [lines[0], lines[typed], "\n".join(text)]


def card_segments(blocks: list[str]) -> list[list[str]] | None:
    """A page of several cards (a set's release notes: each card's name, type line and text, then
    its notes) cut before each card's name: the blocks of each card, or None when the page shows
    fewer than two different cards this way. What comes before the first card (the document's
    title and general notes) belongs to none."""
    heads = [i for i in range(len(blocks) - 2) if _card_head(blocks, i)]
    if len({blocks[i].strip().casefold() for i in heads}) < 2:
        return None
    return [blocks[start:stop] for start, stop in zip(heads, [*heads[1:], len(blocks)])]


def _card_head(blocks: list[str], i: int) -> bool:
    """Block ``i`` is a card's name, over its type line and its text."""
    name, type_line = blocks[i].strip(), blocks[i + 1].strip()
    return ("\n" not in name and "\n" not in type_line and 0 < len(name) <= 60 and _field(name) is None
            and not name.endswith((":", ".", "?", "!")) and sum(ch.isdigit() for ch in name) <= 2
            and _TYPE_HEAD.match(type_line) is not None)
