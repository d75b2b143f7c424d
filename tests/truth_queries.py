"""The truth queries: each query of the search language with a predicate over ``truth.py``'s
reading of raw MTGJSON set files (no lorehold code), for tests/test_search_truth.py (the
sample) and bench/search_truth.py (the full data)."""

from __future__ import annotations

import re

try:
    from tests import truth
except ImportError:  # run from bench/
    import truth  # type: ignore[no-redef]

P = truth.has_phrase
N = truth.number


def _any(card, test):
    return any(test(p) for p in card.printings)


def _foreign(card, langs, part):
    """Some printing's text (part 2), type (1) or name (0) in one of ``langs`` passes ``part``."""
    return any(part(face) for p in card.printings for lang in langs for face in p.foreign.get(lang, ()))


def _self(card, phrase):
    text = card.text
    for name in sorted({card.name, *card.face_names()}, key=len, reverse=True):
        text = text.replace(name, " cardselfname ")
    return P(text, phrase.replace("~", " cardselfname "))


CJK = ("ja", "ko", "zhs", "zht")


def _mana(cost):
    """A mana cost as a multiset: generic mana as its amount under '#'."""
    out = {}
    for sym in re.findall(r"\{([^}]+)\}", cost or ""):
        if sym.isdigit():
            out["#"] = out.get("#", 0) + int(sym)
        else:
            out[sym] = out.get(sym, 0) + 1
    return out


def _at_least(have, need):
    return all(have.get(k, 0) >= v for k, v in need.items())


def _english(card, test):
    """The card's English name (or a face's) or Oracle text passes ``test``."""
    return any(test(text) for text in (card.name, *card.face_names(), card.text))


def _printed_in(card, lang):
    return _any(card, lambda p: lang in p.langs)


def _word(word):
    """A bare English word as the analyzer finds it: as written or plural ("goblin", "goblins")."""
    return lambda text: bool({word, word + "s"} & set(truth.words(text)))


def T(card, word):
    """``t:WORD`` in English: a word of the Oracle type line that starts with WORD (Scryfall allows
    partial type words: ``t:legend`` is Legendary)."""
    return any(w.startswith(word) for w in truth.words(card.type))


def _front(card):
    return card.type.split(" // ")[0].lower().split()


def _cn(number):
    m = re.match(r"\d+", number)
    return int(m.group()) if m else None

QUERIES = [
    # colours (card level)
    ("c:c", lambda c: not c.colors),
    ("c:colorless", lambda c: not c.colors),
    ("-c:c", lambda c: bool(c.colors)),
    ("c=c", lambda c: not c.colors),
    ("c:r", lambda c: "R" in c.colors),
    ("c=rg", lambda c: c.colors == {"R", "G"}),
    ("c:m", lambda c: len(c.colors) >= 2),
    ("c:azorius", lambda c: {"W", "U"} <= c.colors),
    ("id<=wu", lambda c: c.identity <= {"W", "U"}),
    ("id:c", lambda c: not c.identity),
    # numbers; "*" is not a number
    ("mv=3", lambda c: c.mv == 3),
    ("mv>=6", lambda c: c.mv >= 6),
    ("pow=0", lambda c: N(c.power) == 0),
    ("tou>=5", lambda c: (N(c.toughness) or 0) >= 5 and N(c.toughness) is not None),
    ("pow>3 t:creature", lambda c: (N(c.power) is not None and N(c.power) > 3) and T(c, "creature")),
    # English types: the Oracle type line
    ("t:creature", lambda c: T(c, "creature")),
    ('t:"legendary creature"', lambda c: P(c.type, "legendary creature")),
    ("t:goblin", lambda c: T(c, "goblin")),
    # partial type words, as Scryfall's "t:merfolk t:legend"
    ("t:legend", lambda c: T(c, "legend")),
    ("t:merfolk t:legend", lambda c: T(c, "merfolk") and T(c, "legend")),
    ("t:gob", lambda c: T(c, "gob")),
    ("t:creature -t:legend", lambda c: T(c, "creature") and not T(c, "legend")),
    ("-t:creature t:artifact", lambda c: not T(c, "creature") and T(c, "artifact")),
    ("t:aura", lambda c: T(c, "aura")),
    # types in other languages (CJK: as a run of characters)
    ("t:ゴブリン", lambda c: _foreign(c, CJK, lambda f: "ゴブリン" in f[1])),
    ("t:고블린", lambda c: _foreign(c, CJK, lambda f: "고블린" in f[1])),
    ("t:éphémère", lambda c: _foreign(c, ("fr",), lambda f: any(w.startswith("ephemere") for w in truth.words(f[1])))),
    # a word of another language that English uses too ("lancer", to throw; "main", hand;
    # "sable", sand): the English Oracle text or type line as well as that language's
    ('o:"lancer"', lambda c: "lancer" in truth.words(c.text) or _foreign(c, ("fr",), lambda f: "lancer" in truth.words(f[2]))),
    ('o:"main"', lambda c: "main" in truth.words(c.text) or _foreign(c, ("fr",), lambda f: "main" in truth.words(f[2]))),
    ("t:sable", lambda c: T(c, "sable") or _foreign(c, ("fr",), lambda f: any(w.startswith("sable") for w in truth.words(f[1])))),
    # a partial type word in another language
    ("t:kreat lang:de", lambda c: _foreign(c, ("de",), lambda f: any(w.startswith("kreat") for w in truth.words(f[1])))),
    ('t:"créature légendaire"', lambda c: _foreign(c, ("fr",), lambda f: P(f[1], "créature légendaire"))),
    # quoted phrases match the words as written
    ('o:"pioche une carte"', lambda c: _foreign(c, ("fr",), lambda f: P(f[2], "pioche une carte"))),
    ('o:"piochez une carte"', lambda c: _foreign(c, ("fr",), lambda f: P(f[2], "piochez une carte"))),
    ('o:"draw a card"', lambda c: P(c.text, "draw a card")),
    ('o:"draws a card"', lambda c: P(c.text, "draws a card")),
    ('o:"comes into play"', lambda c: P(c.text, "comes into play")),
    ('o:"deals 2 damage"', lambda c: P(c.text, "deals 2 damage")),
    ('o:"erkundet" lang:de', lambda c: _foreign(c, ("de",), lambda f: P(f[2], "erkundet"))),
    ('o:"カードを1枚引く"', lambda c: _foreign(c, CJK, lambda f: P(f[2], "カードを1枚引く"))),
    ('o:"抓一张牌"', lambda c: _foreign(c, CJK, lambda f: P(f[2], "抓一张牌"))),
    # apostrophes inside words fold away, as on Scryfall: o:dont is "don't", "duls" is Lim-Dûl's
    # (an English word is read as English only: French "dont" is not looked for)
    ("o:dont", lambda c: "dont" in truth.words(c.text)),
    ('o:"dont" t:creature', lambda c: "dont" in truth.words(c.text) and T(c, "creature")),
    ('o:"duls"', lambda c: "duls" in truth.words(c.text)),
    # the printed English wording has its own field
    ('printed:"comes into play"', lambda c: _any(c, lambda p: P(p.original_text, "comes into play"))),
    ('printedtype:"enchant creature"', lambda c: _any(c, lambda p: P(p.original_type, "enchant creature"))),
    # ~ is the card's own name
    ('o:"~ deals"', lambda c: _self(c, "~ deals")),
    ('o:"when ~ enters the battlefield"', lambda c: _self(c, "when ~ enters the battlefield")),
    # artists, on one printing
    ('a:"rebecca guay"', lambda c: _any(c, lambda p: P(p.artist, "rebecca guay"))),
    ("a:guay s:all", lambda c: _any(c, lambda p: P(p.artist, "guay") and p.set == "all")),
    ('a:"john avon" -s:m12', lambda c: _any(c, lambda p: P(p.artist, "john avon") and p.set != "m12")),
    # sets and rarities, on one printing
    ("s:xln r:mythic", lambda c: _any(c, lambda p: p.set == "xln" and p.rarity == "mythic")),
    ("s:m12 r:rare", lambda c: _any(c, lambda p: p.set == "m12" and p.rarity == "rare")),
    ("s:ori r:common t:creature", lambda c: _any(c, lambda p: p.set == "ori" and p.rarity == "common")
     and T(c, "creature")),
    ("-s:xln t:dinosaur", lambda c: _any(c, lambda p: p.set != "xln") and T(c, "dinosaur")),
    ("s:m12 -r:common", lambda c: _any(c, lambda p: p.set == "m12" and p.rarity != "common")),
    ("r>=rare s:isd", lambda c: _any(c, lambda p: p.set == "isd" and p.rarity in ("rare", "mythic"))),
    ("e:chk or e:apc", lambda c: _any(c, lambda p: p.set in ("chk", "apc"))),
    ("r:mythic", lambda c: _any(c, lambda p: p.rarity == "mythic")),
    ("s:m12 s:ori", lambda c: False),  # no printing is in two sets
    ("s:xln (r:mythic or t:dragon)", lambda c: _any(c, lambda p: p.set == "xln" and (
        p.rarity == "mythic" or T(c, "dragon")))),
    ("-(s:xln r:mythic) t:dinosaur", lambda c: _any(c, lambda p: not (p.set == "xln" and p.rarity == "mythic"))
     and T(c, "dinosaur")),
    ("r!=common s:ori", lambda c: _any(c, lambda p: p.set == "ori" and p.rarity != "common")),
    # dates: the printing's own
    ("year=2011", lambda c: _any(c, lambda p: p.date[:4] == "2011")),
    ("year<2005 r:uncommon", lambda c: _any(c, lambda p: p.date[:4] < "2005" and p.rarity == "uncommon")),
    ("date>=2015-01-01 r:mythic", lambda c: _any(c, lambda p: p.date >= "2015-01-01" and p.rarity == "mythic")),
    ("date=2011-07-15", lambda c: _any(c, lambda p: p.date == "2011-07-15")),
    ("year!=2011 t:goblin", lambda c: _any(c, lambda p: p.date[:4] != "2011") and T(c, "goblin")),
    # languages, on one printing
    ("lang:ja s:isd", lambda c: _any(c, lambda p: "ja" in p.langs and p.set == "isd")),
    ("lang:ko t:goblin", lambda c: _any(c, lambda p: "ko" in p.langs) and T(c, "goblin")),
    ("lang:zhs r:mythic", lambda c: _any(c, lambda p: "zhs" in p.langs and p.rarity == "mythic")),
    ("lang:ru s:all", lambda c: _any(c, lambda p: "ru" in p.langs and p.set == "all")),
    # keywords
    ("kw:flying", lambda c: "flying" in c.keywords),
    ("kw:flying lang:de", lambda c: "flying" in c.keywords and _any(c, lambda p: "de" in p.langs)),
    ("kw:explore", lambda c: "explore" in c.keywords),
    ("kw:flying pow>=4 -c:w", lambda c: "flying" in c.keywords and (N(c.power) or 0) >= 4 and N(c.power) is not None
     and "W" not in c.colors),
    # words in English with lang:X: the English name or Oracle text, on a card printed in X
    # (Scryfall's "lang:de Lightning Bolt"); a card never printed in X is not found
    ('"storm crow" lang:de', lambda c: (_english(c, lambda t: P(t, "storm crow"))
                                        or _foreign(c, ("de",), lambda f: P(f[0], "storm crow") or P(f[2], "storm crow")))
     and _printed_in(c, "de")),
    ('lang:ko "storm crow"', lambda c: _english(c, lambda t: P(t, "storm crow")) and _printed_in(c, "ko")),
    ('lang:ja "draw a card" t:creature', lambda c: _english(c, lambda t: P(t, "draw a card")) and T(c, "creature")
     and _printed_in(c, "ja")),
    ("lang:ru goblin", lambda c: _english(c, _word("goblin")) and _printed_in(c, "ru")),
    ("name:crow lang:it", lambda c: any(_word("crow")(n) for n in (c.name, *c.face_names())) and _printed_in(c, "it")),
    ('!"storm crow" lang:it', lambda c: c.name == "Storm Crow"),
    ('!"storm crow" lang:ko', lambda c: False),
    # exact names, in any language
    ('!"Imperiale Vorhut"', lambda c: _foreign(c, ("de",), lambda f: f[0] == "Imperiale Vorhut")),
    ('!"Fire // Ice"', lambda c: c.name == "Fire // Ice"),
    # flavor text
    ('ft:"the sun"', lambda c: _any(c, lambda p: P(p.flavor, "the sun"))),
    # the flavor text belongs to a printing: with another printing condition, on the same one
    ('ft:"of the" s:m12', lambda c: _any(c, lambda p: p.set == "m12" and P(p.flavor, "of the"))),
    ('s:ori ft:"is"', lambda c: _any(c, lambda p: p.set == "ori" and P(p.flavor, "is"))),
    ('ft:"to" -s:m12 t:instant', lambda c: _any(c, lambda p: p.set != "m12" and P(p.flavor, "to"))
     and T(c, "instant")),
    # new: a printing that is its card's first with that rarity, frame, flavor text, language
    ("new:rarity s:ori", lambda c: any(p.set == "ori" for p in truth.new_printings(c, "rarity"))),
    ("new:rarity r:mythic", lambda c: any(p.rarity == "mythic" for p in truth.new_printings(c, "rarity"))),
    ("s:m12 -new:rarity", lambda c: any(p.set == "m12" and p not in truth.new_printings(c, "rarity") for p in c.printings)),
    ("new:frame s:xln", lambda c: any(p.set == "xln" for p in truth.new_printings(c, "frame"))),
    ("new:flavor s:chk", lambda c: any(p.set == "chk" for p in truth.new_printings(c, "flavor"))),
    ("new:flavor t:land", lambda c: truth.new_printings(c, "flavor") and T(c, "land")),
    ("new:language s:ori", lambda c: any(p.set == "ori" for p in truth.new_printings(c, "language"))),
    ("new:language lang:ko s:xln", lambda c: any(p.set == "xln" and "ko" in p.langs for p in truth.new_printings(c, "language"))),
    # set types (Scryfall's st:), on one printing
    ("st:core r:mythic", lambda c: _any(c, lambda p: p.set_type == "core" and p.rarity == "mythic")),
    ("st:expansion -s:xln t:dinosaur", lambda c: _any(c, lambda p: p.set_type == "expansion" and p.set != "xln")
     and T(c, "dinosaur")),
    ("-st:expansion t:goblin", lambda c: _any(c, lambda p: p.set_type != "expansion") and T(c, "goblin")),
    ("st:core lang:ko", lambda c: _any(c, lambda p: p.set_type == "core" and "ko" in p.langs)),
    # groups and negation
    ("(t:goblin or t:elf) c:r", lambda c: (T(c, "goblin") or T(c, "elf")) and "R" in c.colors),
    ("t:creature -kw:flying mv<=1 c:w", lambda c: T(c, "creature") and "flying" not in c.keywords
     and c.mv <= 1 and "W" in c.colors),
    ('t:instant (o:"counter target spell" or o:"draw a card")', lambda c: T(c, "instant")
     and (P(c.text, "counter target spell") or P(c.text, "draw a card"))),
    # mana costs: the symbols, generic mana by its amount
    # mana costs, face by face: the symbols, generic mana by its amount
    ("m>={2}{U}", lambda c: any(_at_least(_mana(f.get("manaCost")), {"#": 2, "U": 1}) for f in c.faces)),
    ("m:2uu", lambda c: any(_at_least(_mana(f.get("manaCost")), {"#": 2, "U": 2}) for f in c.faces)),
    ("m={R}{R}", lambda c: any(_mana(f.get("manaCost")) == {"R": 2} for f in c.faces)),
    ("m:{B/P}", lambda c: any(_at_least(_mana(f.get("manaCost")), {"B/P": 1}) for f in c.faces)),
    ("mv:even t:creature", lambda c: c.mv % 2 == 0 and T(c, "creature")),
    ("mv:odd c:u", lambda c: c.mv % 2 == 1 and "U" in c.colors),
    # one field against another
    ("pow>tou", lambda c: N(c.power) is not None and N(c.toughness) is not None and N(c.power) > N(c.toughness)),
    ("tou>=mv t:creature c:g", lambda c: N(c.toughness) is not None and N(c.toughness) >= c.mv
     and T(c, "creature") and "G" in c.colors),
    ("loy>=4", lambda c: N(c.loyalty) is not None and N(c.loyalty) >= 4),
    # collector numbers, watermarks, games: on one printing
    ("cn:15", lambda c: _any(c, lambda p: p.number == "15")),
    ("cn>=280 r:rare", lambda c: _any(c, lambda p: (_cn(p.number) or 0) >= 280 and p.rarity == "rare")),
    ("wm:phyrexian r:rare", lambda c: _any(c, lambda p: p.watermark == "phyrexian" and p.rarity == "rare")),
    ("game:arena", lambda c: _any(c, lambda p: "arena" in p.games)),
    ("game:mtgo s:all", lambda c: _any(c, lambda p: "mtgo" in p.games and p.set == "all")),
    ("is:reprint s:m12", lambda c: _any(c, lambda p: "reprint" in p.flags and p.set == "m12")),
    ("not:reprint t:elf", lambda c: _any(c, lambda p: "reprint" not in p.flags) and T(c, "elf")),
    # the card's layout and kind
    ("is:split", lambda c: c.layout == "split"),
    ("is:transform", lambda c: c.layout == "transform"),
    ("is:vanilla", lambda c: "creature" in _front(c) and not c.text.strip()),
    ("is:permanent c:w mv=1", lambda c: bool({"artifact", "creature", "enchantment", "land", "planeswalker"} & set(_front(c)))
     and "W" in c.colors and c.mv == 1),
    ("is:historic c:b", lambda c: bool({"legendary", "artifact", "saga"} & set(_front(c))) and "B" in c.colors),
    # formats (restricted counts as legal, as on Scryfall)
    ("f:modern t:goblin", lambda c: c.legalities.get("modern") in ("legal", "restricted") and T(c, "goblin")),
    ("banned:legacy", lambda c: c.legalities.get("legacy") == "banned"),
    ("restricted:vintage", lambda c: c.legalities.get("vintage") == "restricted"),
    ("-f:standard t:dinosaur", lambda c: c.legalities.get("standard") not in ("legal", "restricted")
     and T(c, "dinosaur")),
    # in: is about the card (some printing), apart from the other conditions
    ("in:m12 in:ori", lambda c: _any(c, lambda p: p.set == "m12") and _any(c, lambda p: p.set == "ori")),
    ("in:ko t:goblin", lambda c: _any(c, lambda p: "ko" in p.langs) and T(c, "goblin")),
    ("-in:xln t:pirate", lambda c: not _any(c, lambda p: p.set == "xln") and T(c, "pirate")),
    # regular expressions over the English name, Oracle text and type line
    ("o:/^{T}: add/", lambda c: re.search(r"^{T}: add", c.text, re.I) is not None),
    ("name:/^a.*b$/", lambda c: re.search(r"^a.*b$", c.name, re.I) is not None),
    ("t:/legendary.*dragon/", lambda c: re.search(r"legendary.*dragon", c.type, re.I) is not None),
    ("o:/deals \\d+ damage to any target/ c:r", lambda c: re.search(r"deals \d+ damage to any target", c.text, re.I) is not None
     and "R" in c.colors),
]

# ``--lang L`` (the command's option, the API's ``lang``) is ``lang:L`` (Scryfall's ``lang:de`` finds
# only the cards printed in German): a card with no printing in L is not found, and the
# printing in L is the one the query's other printing conditions hold on. Several: any of them.
LANG_QUERIES = [
    (("de",), "kw:flying", lambda c: "flying" in c.keywords and _any(c, lambda p: "de" in p.langs)),
    # Alliances (ALL) was printed in English, French, German and Italian only
    (("ja",), "kw:flying", lambda c: "flying" in c.keywords and _any(c, lambda p: "ja" in p.langs)),
    (("ko",), "t:goblin", lambda c: _any(c, lambda p: "ko" in p.langs) and T(c, "goblin")),
    (("ru",), "s:all", lambda c: _any(c, lambda p: "ru" in p.langs and p.set == "all")),
    (("it",), "s:all r:rare", lambda c: _any(c, lambda p: "it" in p.langs and p.set == "all" and p.rarity == "rare")),
    (("zhs",), "r:mythic c:r", lambda c: _any(c, lambda p: "zhs" in p.langs and p.rarity == "mythic") and "R" in c.colors),
    (("ja", "ko"), "kw:flying c:w", lambda c: "flying" in c.keywords and "W" in c.colors
     and _any(c, lambda p: p.langs & {"ja", "ko"})),
    (("de",), "s:chk or s:all", lambda c: _any(c, lambda p: "de" in p.langs and p.set in ("chk", "all"))),
    (("fr",), "-s:m12 t:goblin", lambda c: _any(c, lambda p: "fr" in p.langs and p.set != "m12") and T(c, "goblin")),
]
