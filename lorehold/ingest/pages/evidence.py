"""Positive evidence that a line of a captured page is a ruling (or a card's text): the words of
the game's rules, in the language the line is written in.

A ruling talks about spells, abilities, creatures, players, the battlefield, the stack, costs and
counters; a consent banner, a newsletter line or a shop's footer does not. ``rules_terms`` counts
the distinct game words a line uses (the card's own names count as one), and ``reads_as_rules``
asks for enough of them for the line's length. Word lists are the rules' own vocabulary in each
language the cards are printed in (stems, so that "creatures", "Kreaturen" and "créatures" match).
"""

from __future__ import annotations

import functools
import re
import unicodedata

# Latin-script and Cyrillic languages: stems matched at the start of a word
_STEMS: dict[str, tuple[str, ...]] = {
    "en": (
        "abilit", "activat", "resolut", "vote", "voting", "protection", "landwalk", "forest", "island",
        "swamp", "mountain", "plains", "attack", "aura", "battlefield", "block", "cast", "card", "cost", "control",
        "counter", "creature", "damage", "destroy", "discard", "draw", "effect", "enchant", "equip",
        "exile", "flashback", "graveyard", "hand", "instant", "land", "librar", "life", "loyalt", "mana",
        "opponent", "permanent", "planeswalker", "player", "power", "resolv", "reveal", "sacrific", "sorcer",
        "spell", "stack", "tap", "untap", "target", "token", "toughness", "trigger", "turn", "upkeep",
        "combat", "artifact", "colou", "color", "copy", "copie", "flying", "trample", "haste", "vigilance",
        "deathtouch", "lifelink", "reach", "first strike", "double strike", "hexproof", "indestructible",
        "menace", "defender", "flash", "kicker", "morph", "cycling", "prevent", "regenerat", "shuffle",
        "search", "owner", "controller", "legendary", "emblem", "phase", "step", "declar", "chooses", "choose",
        "value", "zone", "commander", "mulligan", "scry", "explore", "proliferat", "transform",
        "face", "split", "adventure", "keyword", "characteristic", "converted", "monarch", "cumulative",
        "rule", "replacement", "legal", "illegal", "countered", "enters", "leaves", "dies", "returned",
        "pay", "paid", "mode", "type", "state-based", "end of turn", "mechanic", "double-faced", "meld", "white",
        "blue", "black", "red", "green", "colorless", "multicolored", "sliver", "wizard", "human", "goblin",
        "elf", "zombie", "vampire", "werewolf", "spirit", "angel", "dragon", "aura", "cmc", "attach", "tapped",
        "untapped", "blocked", "unblocked", "exiled", "ward", "leave", "storm", "cascade", "convoke", "delve", "kick",
        "basic", "deck", "decks", "draft", "sideboard", "conspirac", "scheme", "casting", "tapping", "untapping", "drawing", "dealt", "lands", "nonland", "noncreature", "nontoken", "multiplayer", "two-headed", "game", "win", "lose",
    ),
    "de": (
        "fähigkeit", "kreatur", "karte", "spieler", "schlachtfeld", "friedhof", "bibliothek", "zauber",
        "spontanzauber", "hexerei", "kosten", "marke", "schaden", "kontroll", "gegner", "bleibende", "stapel",
        "tappe", "enttapp", "ziel", "spielstein", "widerstandskraft", "stärke", "auslös", "verrechn",
        "lebenspunkt", "mana", "hand", "runde", "zug", "angriff", "block", "opfer", "exil", "verbann", "ablegen",
        "zieh", "aura", "artefakt", "land", "länder", "effekt", "erkund", "fliegend",
    ),
    "fr": (
        "capacit", "créature", "carte", "joueur", "champ de bataille", "cimetière", "bibliothèque", "sort",
        "éphémère", "rituel", "coût", "marqueur", "blessure", "contrôl", "adversaire", "permanent", "pile",
        "engag", "dégag", "cible", "jeton", "endurance", "force", "déclench", "résou", "points de vie", "mana",
        "main", "tour", "attaqu", "bloqu", "sacrifi", "exil", "défauss", "pioch", "aura", "artefact", "terrain",
        "effet", "vol",
    ),
    "it": (
        "abilità", "creatura", "creature", "carta", "carte", "giocator", "campo di battaglia", "cimitero",
        "grimorio", "magia", "magie", "istantane", "stregoneri", "costo", "segnalin", "danno", "controll",
        "avversari", "permanent", "pila", "tapp", "stapp", "bersaglio", "pedin", "costituzione", "forza",
        "innesc", "risol", "punti vita", "mana", "mano", "turno", "attacc", "blocc", "sacrific", "esili",
        "scart", "pesc", "aura", "artefatt", "terra", "terre", "effett", "volare",
    ),
    "es": (
        "habilidad", "criatura", "carta", "jugador", "campo de batalla", "cementerio", "biblioteca", "hechizo",
        "instantáneo", "conjuro", "coste", "costo", "contador", "daño", "control", "oponente", "permanente",
        "pila", "gira", "endereza", "objetivo", "ficha", "resistencia", "fuerza", "dispar", "resuelv",
        "vidas", "maná", "mano", "turno", "ataca", "bloque", "sacrific", "exili", "descart", "roba", "aura",
        "artefacto", "tierra", "efecto", "vuela",
    ),
    "pt": (
        "habilidade", "criatura", "card", "carta", "jogador", "campo de batalha", "cemitério", "grimório",
        "mágica", "instantâne", "feitiço", "custo", "marcador", "dano", "control", "oponente", "permanente",
        "pilha", "desvir", "alvo", "ficha", "resistência", "poder", "dispar", "resolv", "pontos de vida",
        "mana", "mão", "turno", "ataca", "bloque", "sacrific", "exíli", "exila", "descart", "compra", "aura",
        "artefato", "terreno", "efeito", "voar",
    ),
    "ru": (
        "способност", "существ", "карт", "игрок", "поле битвы", "кладбищ", "библиотек", "заклинан",
        "мгновенн", "волшебств", "стоимост", "жетон", "счетчик", "повреждени", "контрол", "оппонент",
        "перманент", "стек", "поверн", "разверн", "цел", "выносливост", "сил", "срабатыва", "разреш",
        "жизн", "ман", "рук", "ход", "атак", "блок", "пожертв", "изгна", "сброс", "возьм", "аур", "артефакт",
        "земл", "эффект", "полет",
    ),
}

# Han, kana and Hangul languages: substrings
_CJK_TERMS: dict[str, tuple[str, ...]] = {
    "ja": ("能力", "クリーチャー", "カード", "プレイヤー", "戦場", "墓地", "ライブラリー", "呪文", "インスタント",
           "ソーサリー", "コスト", "カウンター", "ダメージ", "コントロール", "対戦相手", "パーマネント", "スタック",
           "タップ", "アンタップ", "対象", "トークン", "タフネス", "パワー", "誘発", "解決", "ライフ", "マナ",
           "手札", "ターン", "攻撃", "ブロック", "生け贄", "追放", "捨て", "引く", "オーラ", "アーティファクト",
           "土地", "効果", "飛行"),
    "zh": ("异能", "異能", "生物", "牌手", "玩家", "战场", "戰場", "坟墓场", "墳墓場", "牌库", "牌庫", "咒语", "咒語",
           "瞬间", "瞬間", "法术", "法術", "费用", "費用", "指示物", "伤害", "傷害", "操控", "对手", "對手", "永久物",
           "堆叠", "堆疊", "横置", "橫置", "重置", "目标", "目標", "衍生物", "防御力", "防禦力", "力量", "触发", "觸發",
           "结算", "結算", "生命", "法术力", "法術力", "手上", "回合", "攻击", "攻擊", "阻挡", "阻擋", "牺牲", "犧牲",
           "放逐", "弃", "棄", "抓", "灵气", "靈氣", "神器", "地", "效应", "效應", "飞行", "飛行", "牌"),
    "ko": ("능력", "생물", "카드", "플레이어", "전장", "무덤", "서고", "주문", "순간마법", "집중마법", "비용",
           "카운터", "피해", "조종", "상대", "지속물", "스택", "탭", "언탭", "목표", "토큰", "방어력", "공격력",
           "유발", "해결", "생명점", "마나", "손", "턴", "공격", "방어", "희생", "추방", "버린", "뽑", "부여마법",
           "마법물체", "대지", "효과", "비행"),
}

_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*|\d+")
#: the stems of several words ("state-based", "campo de batalla": a word's parts apart, as the text's
#: are), and the one-word stems, each once, in the order the languages give them
_PHRASES = tuple(dict.fromkeys(st.replace("-", " ") for stems in _STEMS.values() for st in stems if " " in st.replace("-", " ").strip()))
_SINGLE = tuple(dict.fromkeys(st for stems in _STEMS.values() for st in stems if " " not in st.replace("-", " ").strip()))
#: a character of Chinese, Japanese or Korean (kana, han, hangul)
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
_CJK = CJK
#: a mana or tap symbol, a power/toughness or its change ("{T}", "+1/+1", "3/3"); not a thread's
#: counter at a post's end ("Corrections welcome! (1/2)", a flash card's "NAME – açıklama 2/3")
_SYMBOLS = re.compile(r"\{[^{}]{1,8}\}|[+-]\d+/[+-]\d+|\b[+-]?\d+/[+-]?\d+\b(?!\)?\s*$)")
_SENTENCE = re.compile(r"[.!?。！？)）」\"”'’»]$")


def _fold(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def rules_terms(line: str, names: tuple[str, ...] | list[str] = ()) -> int:
    """How many distinct game words ``line`` uses, in any of the languages (a card's name counts once)."""
    return _rules_terms(line, tuple(names))


@functools.lru_cache(maxsize=16384)
def _rules_terms(line: str, names: tuple[str, ...]) -> int:
    """``rules_terms``, each line counted once however often a page's reading asks (the stems are many)."""
    text = _fold(line)
    hits: set[str] = set()
    words = _WORD.findall(text)
    padded = " " + " ".join(words) + " "
    for stem in _PHRASES:
        if f" {stem}" in padded:
            hits.add(stem)
    for word in set(words):
        # a word counts once, by the first stem it takes ("controlled" is "control" in English and
        # "controll" in Italian: one game word); a short stem takes a short ending only: "tour" is
        # not "tournament", "руки" is "рук"
        stem = next((st for st in _SINGLE if word.startswith(st) and (len(st) > 4 or len(word) - len(st) <= 3)), None)
        if stem is not None:
            hits.add(stem)
    if _CJK.search(text):
        for terms in _CJK_TERMS.values():
            hits.update(t for t in terms if t in text)
    if any(n and _fold(n) in text for n in names):
        hits.add("\x00name")
    if _SYMBOLS.search(text):
        hits.add("\x00symbol")
    return len(hits)


def size(line: str) -> int:
    """A line's length in words (a CJK character counts as half a word)."""
    words = len(_WORD.findall(line))
    cjk = len(_CJK.findall(line))
    return words + cjk // 2


#: the words anyone talking about cards and rulings uses as much as a ruling or a card's text does
#: ("this card", "the official rulings", "Diese Karte", "这张牌", "公式裁定"): no evidence of either
_TALK = re.compile(
    r"\b(?:cards?|karten?|cartes?|cartas?|карт[аыуе]?|rul(?:e|es|ing|ings)|regeln?|règles?|regol[ae]|reglas?|"
    r"regras?|правил\w*|official|offiziell\w*|officiel\w*|ufficial\w*|oficia\w*|официальн\w*|games?|decks?)\b|"
    r"カード|카드|卡牌|牌(?![库庫手])|ルール|裁定|규칙|판정|规则|規則|公式|공식|官方",
    re.IGNORECASE,
)


def game_terms(line: str, names: tuple[str, ...] | list[str] = ()) -> int:
    """``rules_terms`` without the words any talk about cards uses ("card", "ruling", "official")."""
    return rules_terms(_TALK.sub(" ", line), names)


def reads_as_rules(line: str, names: tuple[str, ...] | list[str] = ()) -> bool:
    """A sentence of the rules: at least four words, a sentence's end, and game words enough for
    its length (two, three from thirty words on)."""
    n = size(line)
    if n < 4:
        return False
    terms = rules_terms(line, names)
    need = 2 if n < 30 else 3
    return terms >= need and (bool(_SENTENCE.search(line.strip())) or n >= 12)


def dense_rules(line: str, names: tuple[str, ...] | list[str] = ()) -> bool:
    """A short card text ("Flying", "Enchant creature", "Ninjutsu {U}{B}", "飛行"): game words for at
    least half of its words, symbols aside ("Powered by OneTrust" has one game word in three)."""
    words = _WORD.findall(_fold(re.sub(r"\{[^{}]{1,8}\}", " ", line)))
    return bool(words) and 2 * rules_terms(line, names) >= len(words)


#: a token of an address, a path or an e-mail address: "https://cardvault.example/cards/dgm/10",
#: "example.org/a/b", "<rules-team@example.org>"
_ADDRESS = re.compile(r"\S*(?:://|^//|\w\.\w+/)\S*|\S+/\S+/\S*|\S*\w@\w[\w-]*\.\w\S*")


def prose_like(line: str) -> bool:
    """Reads as a sentence or more (what stands next to a ruling's date must): four words or more,
    not counting those inside an address or a path, not a heading that ends with a colon."""
    stripped = line.strip()
    return size(" ".join(_ADDRESS.sub(" ", t) for t in stripped.split())) >= 4 and not stripped.endswith((":", "："))


#: keyword abilities cards print at the start of their text, alone or before reminder text
_KEYWORDS = (
    "flying", "trample", "haste", "vigilance", "deathtouch", "lifelink", "reach", "first strike",
    "double strike", "hexproof", "indestructible", "menace", "defender", "flash", "shroud", "fear",
    "intimidate", "protection from [a-z]+", "landwalk", "[a-z]+walk", "banding", "flanking", "rampage",
    "echo", "kicker", "multikicker", "flashback", "cycling", "[a-z]+cycling", "madness", "morph", "megamorph",
    "ninjutsu", "bushido", "splice onto arcane", "soulshift", "convoke", "dredge", "transmute", "bloodthirst",
    "haunt", "replicate", "graft", "forecast", "ripple", "split second", "suspend", "vanishing", "fading",
    "absorb", "affinity for [a-z]+", "entwine", "modular", "sunburst", "storm", "buyback", "shadow",
    "cumulative upkeep", "phasing", "horsemanship", "persist", "wither", "evoke", "prowl", "reinforce",
    "conspire", "retrace", "exalted", "unearth", "cascade", "annihilator", "level up", "rebound", "totem armor",
    "infect", "battle cry", "living weapon", "undying", "miracle", "soulbond", "overload", "cipher", "evolve",
    "extort", "fuse", "bestow", "tribute", "dethrone", "hidden agenda", "outlast", "prowess", "dash",
    "exploit", "renown", "awaken", "devoid", "ingest", "myriad", "surge", "skulk", "emerge", "escalate",
    "crew", "fabricate", "partner", "embalm", "eternalize", "afflict", "aftermath", "enchant [a-z]+",
    "equip", "fortify", "mentor", "riot", "spectacle", "escape", "mutate", "companion", "boast", "foretell",
    "ward", "disturb", "daybound", "training", "cleave", "casualty", "blitz", "offspring", "changeling",
)
_CARD_TEXT_START = re.compile(
    rf"^(?:{'|'.join(_KEYWORDS)})(?: (?:\{{[^{{}}]{{1,8}}\}})+| \d+| —[^.]*?)?(?: \(| [A-Z])", re.IGNORECASE
)


_KEYWORD = rf"(?:{'|'.join(_KEYWORDS)})(?: (?:\{{[^{{}}]{{1,8}}\}})+| \d+)?"
#: a line of keyword abilities alone ("Flash", "Flying, vigilance", "Ward {2}"; "飛行", "비행", "飞行"):
#: the first line of a card's text, never a card's name
_KEYWORD_LINE = re.compile(
    rf"^(?:{_KEYWORD}(?:,\s*{_KEYWORD})*"
    r"|(?:飛行|先制攻撃|二段攻撃|速攻|警戒|瞬速|接死|絆魂|トランプル|到達|防衛|呪禁|破壊不能|威迫)(?:、\S+)*"
    r"|(?:飞行|先攻|连击|敏捷|警戒|闪现|死触|系命|践踏|延势|守军|辟邪|不灭|威慑)(?:，\S+)*"
    r"|(?:飛行|先攻|連擊|敏捷|警戒|閃現|死觸|系命|踐踏|延勢|守軍|辟邪|不滅|威懾)(?:，\S+)*"
    r"|(?:비행|선제공격|이단공격|신속|경계|순간마법|치명타|생명연결|돌진|도달|방어|방호|파괴불가|위협)(?:,\s*\S+)*)$",
    re.IGNORECASE,
)


def keyword_line(line: str) -> bool:
    """A line of keyword abilities alone: a card text's first line ("Flash", "飛行"), no name."""
    return bool(_KEYWORD_LINE.match(line.strip()))


def starts_like_card_text(line: str, names: tuple[str, ...] | list[str] = ()) -> bool:
    """A card's text, by its first words: a keyword ability, maybe with its cost or number, then its
    reminder text or the next ability run on ("Ninjutsu {U} (…", "Trample Ball Lightning may …");
    a ruling starts with a sentence, often with the card's name ("Storm Crow is …": not a keyword)."""
    text = line.strip()
    if any(n and text.startswith(n) for n in names):
        return False
    m = _CARD_TEXT_START.match(text)
    if not m:
        return False
    if m.group(0).endswith("("):
        return True
    # the next ability starts with a capital letter (case matters there, not in the keyword), and
    # the line reads more like card text than like a ruling ("Surge Node can be the target …" is
    # a ruling on a page that names its card in another language)
    from lorehold.ingest.pages import langid

    return m.group(0)[-1].isupper() and langid.ruling_odds(text) < 0


#: shapes of a card's own text that no ruling has (none of MTGJSON's 23,597): an activated
#: ability's cost first ("{3}{R}: Create …"), reminder text alone ("({B/R} can be paid …)"), a Saga's
#: chapter, a type line run into the text ("Legendary Creature — Merfolk Wizard When …")
_CARD_TEXT_SHAPES = re.compile(
    r"^(?:\{[^{}]{1,5}\})+(?:,\s*[^:：.]{0,40})?\s*(?::\s|：)"
    r"|^\([^()]*\)$"
    r"|^[IVX]+(?:,\s*[IVX]+)*\s+[—―–-]\s"  # a Saga's chapter ("I, II — Each opponent creates …")
    r"|^(?:(?:legendary|basic|snow|tribal|kindred)\s+)*(?:artifact|creature|enchantment|instant|sorcery|land|planeswalker|battle)"
    r"(?:\s+(?:artifact|creature|enchantment|land))*\s+[—―]\s+\S",
    re.IGNORECASE,
)


#: a spell's instruction opening a card's text ("Create a Food token. (Then exile this card. …)",
#: "Destroy target creature.", "Draw two cards."): none of MTGJSON's 23,597 rulings starts with one
_INSTRUCTION_FIRST = re.compile(
    r"^(?:Create|Destroy|Exile|Target|Put|Search|Sacrifice|Counter|Tap|Untap|Choose|Add|Surveil|Mill|Discard|Draw)"
    r"\s+(?:a|an|one|two|three|four|five|X|target|each|all|up|any|it|that|your|\d+|\{)\b|^Target\s+[a-z]")


def card_text_shape(text: str) -> bool:
    """``text`` is shaped as a card's own text is and no ruling ever is (see ``_CARD_TEXT_SHAPES``
    and ``_INSTRUCTION_FIRST``)."""
    text = text.strip()
    return bool(_CARD_TEXT_SHAPES.match(text) or _INSTRUCTION_FIRST.match(text))
