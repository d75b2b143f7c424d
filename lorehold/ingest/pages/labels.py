"""A card shown as labelled fields: "Card Name: NAME", "Types: TYPE", "Card Text: TEXT", with the
mana cost, rarity, artist and the like between them (the Gatherer's details page, a wiki's infobox,
a shop's specifications), each value on the label's line (after a colon or a tab) or on the lines
after it. ``labelled_card`` puts the name, the type line and the text as the reader expects a card
(a name, its type line, its text: a block each) where the fields stood, and drops the other fields
(a flavor text, a legality list or a collector number is no ruling). Pages without such fields are
returned as they were."""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

from lorehold.ingest.pages.chrome import is_chrome
from lorehold.ingest.pages.dates import find_dates

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
_TEXT += ("text of the card", "testo della carta", "texto de la carta", "texte de la carte", "texto da carta",
          "текст карты", "カードテキスト", "卡牌叙述", "카드 텍스트", "texto do card", "texto do cartão", "texte de carte", "卡牌敘述", "卡牌叙述", "卡牌文字", "カード文章", "effekt", "effet", "efecto", "effetto", "efeito")
_OTHER += ("エキスパンション", "イラストレーター", "セット", "フレーバーテキスト", "系列", "系列名称", "画家", "背景叙述",
           "확장판", "일러스트레이터", "세트", "extension", "édition", "edición", "espansione", "expansão", "erweiterung",
           "выпуск", "сет", "изображение", "illustratore", "ilustrador", "illustrateur")
#: the card's English name given beside a localized card ("Nome inglese: Magmatic Force")
_ENGLISH = ("english name", "name in english", "englischer name", "englischer kartenname", "nom anglais", "nom en anglais",
            "nombre en inglés", "nombre inglés", "nombre en ingles", "nome inglese", "nome in inglese", "nome em inglês",
            "nome inglês", "nome original", "английское название", "название на английском", "英語名", "英語版カード名",
            "英文名", "英文名称", "英文名稱", "영어 이름", "영문명", "영문 이름", "original name", "oracle name")
#: the card's name in the page's language beside its English name ("日本語名：グルールの芝地")
_LOCAL = ("中文卡名", "中文牌名", "한글판 카드명", "한국어판 카드명", "한글 카드명", "日本語版カード名", "日本語名", "日本語カード名", "中文名", "中文名称", "中文名稱", "简体中文名", "繁體中文名", "한국어 이름", "한글 이름",
          "한글명", "deutscher name", "deutscher kartenname", "nom français", "nom en français", "nombre en español",
          "nome italiano", "nome in italiano", "nome em português", "русское название", "japanese name", "german name",
          "french name", "italian name", "spanish name", "portuguese name", "russian name", "korean name",
          "chinese name", "localized name", "printed name")
_FIELDS = {**{k: "name" for k in _NAME}, **{k: "type" for k in _TYPE}, **{k: "text" for k in _TEXT},
           **{k: "other" for k in _OTHER}, **{k: "english" for k in _ENGLISH}, **{k: "local" for k in _LOCAL}}
_LABEL = re.compile(r"^\s*(?P<label>[^\t:：]{1,30}?)\s*(?:[:：]\s*|\t+)(?P<value>.*)$")


def _field(line: str) -> tuple[str, str] | None:
    """(field, value on the line) when ``line`` starts with a card field's label, else None; a
    card text's label alone on its line ("Kartentext", "Testo della carta") heads the lines after it."""
    m = _LABEL.match(line)
    if m is None:
        bare = line.strip().casefold()
        return ("text", "") if _FIELDS.get(bare) == "text" and len(bare.split()) >= 2 or bare in _BARE_TEXT else None
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
        if not value or kind == "text":  # (a text runs on over the lines under its label's: "Card Text: Flying\n…")
            taken = [value] if value else []
            while j < len(lines) and lines[j].strip() and _field(lines[j]) is None and not (value and find_dates(lines[j])):
                taken.append(lines[j].strip())
                j += 1
            value = "\n".join(taken)
        found.append((i, j, kind, value))
        i = j
    return found


#: one-word labels of a card's text that stand alone over it (two-word ones are told by their words)
_BARE_TEXT = {"kartentext", "カードテキスト", "テキスト", "oracle text", "card text"}


#: lines between two fields of one card at most (blank lines count: a block's end is one)
_FIELD_GAP = 4


def _nearest_fields(found: list[tuple[int, int, str, str]]) -> list[tuple[int, int, str, str]]:
    """The run of fields that stand together and give the card's text (or its type line): a comment
    form's "名前:" / "コメント:" at the page's foot is no field of the card above."""
    runs: list[list[tuple[int, int, str, str]]] = []
    for field in found:
        if runs and field[0] - runs[-1][-1][1] <= _FIELD_GAP:
            runs[-1].append(field)
        else:
            runs.append([field])
    carded = [run for run in runs if any(kind in ("text", "type") for _, _, kind, _ in run)]
    return max(carded, key=len) if carded else []


def labelled_card(blocks: list[str]) -> list[str]:
    """``blocks`` with a card's labelled fields (three or more, its type line among them)
    turned into the name, the type line and the text, a block each. Without a name field, the
    card's name is the heading just above the fields (a wiki's infobox under the card's name)."""
    lines = [line for block in blocks for line in (*block.split("\n"), "")]
    found = _nearest_fields(_fields(lines))
    kinds = [kind for _, _, kind, _ in found]
    # a card shows its type line: a data file's "name:", "set:" and a ruling's "text:" are no card;
    # a localized card's text beside its English name ("Nome inglese: Magmatic Force") is one
    named = "text" in kinds and ("english" in kinds or "local" in kinds)
    if (len(found) < 3 or "type" not in kinds) and not named or any(kinds.count(k) > 1 for k in ("name", "type", "text")):
        return blocks  # (a field given again: a list of records, each with its "text:", is no card)
    if "local" in kinds:  # the name the page prints its text under
        found = [(a, b, "name" if k == "local" else "other" if k == "name" else k, v) for a, b, k, v in found]
        kinds = [kind for _, _, kind, _ in found]
    if "name" not in kinds:
        heading = _heading_above(lines, found[0][0])
        if heading is None:
            return blocks
        found.insert(0, (heading, heading + 1, "name", _english_off(lines[heading].strip())))
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
    while k >= 0 and (not lines[k].strip() or is_chrome(lines[k])):
        k -= 1  # (a tab bar's "Card details / Rulings / Reviews" over the fields names no card)
    if k < 0:
        return None
    line = lines[k].strip()
    if _LABEL.match(line) and _field(line) is None and not _ENGLISH_AFTER.match(line):
        return None  # another field ("Condition: NM"): the card's name is not just above
    return k if 0 < len(line) <= 60 and "\t" not in line and not line.endswith((":", "：", ".")) else None


#: a localized name with the English one after it in brackets: "駆動メカ（Mobilizer Mech）"
_ENGLISH_AFTER = re.compile(r"^(?P<name>.+?)\s*[（(](?P<english>[A-Za-z][^()（）]*)[)）]$")


def _english_off(name: str) -> str:
    """A heading's name without the English name bracketed after it, when the name itself is in
    another script or words (a Latin name in brackets after a Latin name is part of the name)."""
    m = _ENGLISH_AFTER.match(name)
    if m is None or m.group("name").isascii():
        return name
    return m.group("name")


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
    notes = _notes_start(text)
    if not text[:notes]:
        return None
    return [lines[0], lines[typed], "\n".join(text[:notes]), *(["\n".join(text[notes:])] if text[notes:] else [])]


_BULLET = re.compile(r"^\s*[-•*·▪–]\s+\S")
#: a mode's or a choice's label before its text ("• Khans — At the beginning of combat …")
_MODE_LABEL = re.compile(r"^\s*[-•*·▪–]\s+[^.!?]{1,40}?\s[—–]\s")


def _notes_start(text: list[str]) -> int:
    """Where a stacked card's notes start: the first bulleted line that is no mode of the card's
    own text (a mode follows "Choose one —" or is labelled "Khans — …"); ``len(text)`` when none."""
    for k, line in enumerate(text):
        if k and _BULLET.match(line) and not _MODE_LABEL.match(line) and not text[k - 1].rstrip().endswith(("—", "–", ":", "-")):
            if not (_BULLET.match(text[k - 1]) and _k_mode(text, k)):
                return k
    return len(text)


def _k_mode(text: list[str], k: int) -> bool:
    """Line ``k`` continues a run of modes (the run started after "Choose one —")."""
    j = k
    while j > 0 and _BULLET.match(text[j - 1]):
        j -= 1
    return j > 0 and text[j - 1].rstrip().endswith(("—", "–", ":", "-"))


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


@cache
def _type_heads() -> frozenset[str]:
    """The heads of the type lines cards are printed with in other languages (``lorehold/data/type_heads.tsv``,
    built by ``types_build`` from MTGJSON: "Spontanzauber", "Legendäres Land", "土地", "Мгновенное заклинание")."""
    rows = resources.files("lorehold.data").joinpath("type_heads.tsv").read_text(encoding="utf-8").splitlines()
    return frozenset(row.split("\t", 1)[1].casefold() for row in rows if "\t" in row)


def type_line(text: str) -> bool:
    """``text`` is a card's type line ("Sorcery", "Legendary Creature — Human Soldier", "Hexerei")."""
    text = " ".join(text.split())
    return bool(text) and len(text) <= 80 and (_TYPE_HEAD.match(text) is not None or printed_type_line(text))


def printed_type_line(text: str) -> bool:
    """``text`` is a type line as cards print it in another language with no subtypes ("Hexerei",
    "土地", "Criatura artefacto")."""
    text = " ".join(text.split()).casefold()
    return 0 < len(text) <= 40 and text in _type_heads()
