"""The Comprehensive Rules parser on every rules fixture: encodings, line ends, structure, counts,
exact texts, glossary, links, and rejection of damaged files."""

from __future__ import annotations

import codecs
import datetime as dt
from functools import cache
from pathlib import Path

import pytest

from lorehold.errors import UnreadableSource
from lorehold.rules.decode import decode
from lorehold.rules.parse import parse_rules

FIXTURES = Path(__file__).parent / "fixtures" / "rules"
EN_2017 = "MagicCompRules_en_20170925_cp1252_crlf.txt"
EN_2024 = "MagicCompRules_en_20240412_pair-of-zh_utf8_lf.txt"
EN_2026 = "MagicCompRules_en_20260116_utf8bom_cr-and-crlf.txt"
ZH_2024 = "MagicCompRules_zh-hans_20240412_judge-translation_utf8_lf.txt"
KO_2021 = "cr_ko_section1-game-concepts_fan-translation_jekyll-md_2021.md"


def raw(name: str) -> bytes:
    return (FIXTURES / name).read_bytes()


@cache
def doc(name: str):
    return parse_rules(raw(name), name)


# file, language, effective date, encoding, line ends, sections, chapters, rules, subrules, examples, glossary
COUNTS = [
    (EN_2017, "en", dt.date(2017, 9, 29), "cp1252", ("CRLF",), 9, 129, 918, 1320, 244, 534),
    (EN_2024, "en", dt.date(2024, 4, 12), "utf-8", ("LF",), 9, 144, 1115, 1847, 277, 681),
    (EN_2026, "en", dt.date(2026, 1, 16), "utf-8-sig", ("CR", "CRLF"), 9, 146, 1157, 1957, 276, 725),
    (ZH_2024, "zhs", dt.date(2024, 4, 12), "utf-8", ("LF",), 9, 144, 1115, 1847, 277, 681),
    (KO_2021, "ko", None, "utf-8", ("CR", "CRLF", "LF"), 1, 23, 179, 255, 24, 0),
]


@pytest.mark.parametrize(
    "name,language,date,encoding,line_ends,sections,chapters,rules,subrules,examples,glossary", COUNTS
)
def test_counts_and_detection(name, language, date, encoding, line_ends, sections, chapters, rules, subrules, examples, glossary):
    d = doc(name)
    assert (d.language, d.effective_date, d.encoding, d.line_ends) == (language, date, encoding, line_ends)
    assert d.counts() == {
        "section": sections,
        "chapter": chapters,
        "rule": rules,
        "subrule": subrules,
        "examples": examples,
        "glossary": glossary,
    }


# Explore moves: 701.38 (2017), 701.40 (2024), 701.44 (2026); checked with grep on the files.
EXPLORE = [
    (EN_2017, "701.38", "Explore", ["701.38a", "701.38b", "701.38c"],
     "Certain abilities instruct a permanent to explore. To do so, that permanent’s controller reveals the top "
     "card of his or her library. If a land card is revealed this way, that player puts that card into his or "
     "her hand. Otherwise, that player puts a +1/+1 counter on the exploring permanent and may put the revealed "
     "card into his or her graveyard."),
    (EN_2024, "701.40", "Explore", ["701.40a", "701.40b", "701.40c"],
     "Certain abilities instruct a permanent to explore. To do so, that permanent’s controller reveals the top "
     "card of their library. If a land card is revealed this way, that player puts that card into their hand. "
     "Otherwise, that player puts a +1/+1 counter on the exploring permanent and may put the revealed card into "
     "their graveyard."),
    (EN_2026, "701.44", "Explore", ["701.44a", "701.44b", "701.44c", "701.44d"],
     "Certain spells and abilities instruct a permanent to explore. To do so, that permanent’s controller reveals "
     "the top card of their library. If a land card is revealed this way, that player puts that card into their "
     "hand. Otherwise, that player puts a +1/+1 counter on the exploring permanent and may put the revealed card "
     "into their graveyard."),
    (ZH_2024, "701.40", "勘察", ["701.40a", "701.40b", "701.40c"],
     "某些异能会令永久物进行勘察。其意指，该永久物的操控者展示其牌库顶牌。如果以此法展示出地牌，则该牌手将该牌置于其手上。"
     "若否，则该牌手在该进行勘察的永久物上放置一个+1/+1指示物，且可以将所展示的牌置入其坟墓场。"),
]


@pytest.mark.parametrize("name,number,title,subrules,first_text", EXPLORE)
def test_explore_rule_and_subrules(name, number, title, subrules, first_text):
    d = doc(name)
    rule = d.rule(number)
    assert (rule.kind, rule.title, rule.parent) == ("rule", title, "701")
    assert d.keywords()[title] == number
    children = d.children(number)
    assert [c.number for c in children] == subrules
    assert all(c.kind == "subrule" for c in children)
    assert children[0].text == first_text
    # "701.40b … described in rule 701.40a …" links to its sibling
    assert children[1].refs == [subrules[0]]


def test_explore_identity_is_the_same_across_versions_and_renumbering():
    identities = {doc(n).rule(num).identity for n, num in [(EN_2017, "701.38"), (EN_2024, "701.40"), (EN_2026, "701.44")]}
    assert identities == {"Additional Rules/Keyword Actions/Explore"}
    assert doc(EN_2026).rule("701.44d").identity == "Additional Rules/Keyword Actions/Explore|d"
    # 701.40 is another keyword in 2026
    assert doc(EN_2026).rule("701.40").title == "Manifest"


GLOSSARY = [
    (EN_2017, "Explore",
     "A keyword action that causes a player to reveal the top card of his or her library and then to take "
     "different actions depending on whether a land card is revealed this way. See rule 701.38, “Explore.”",
     ["701.38"]),
    (EN_2026, "Explore",
     "A keyword action that causes a player to reveal the top card of their library and then to take different "
     "actions depending on whether a land card is revealed this way. See rule 701.44, “Explore.”",
     ["701.44"]),
    (EN_2024, "Ability",
     "1. Text on an object that explains what that object does or can do.\n"
     "2. An activated or triggered ability on the stack. This kind of ability is an object.\n"
     "See rule 113, “Abilities,” and section 6, “Spells, Abilities, and Effects.”",
     ["113", "6"]),
    (ZH_2024, "勘察",
     "一个关键字动作，使牌手展示其牌库顶牌，然后根据展示的牌是否是地牌采取不同的动作。参见规则701.40，“勘察”。",
     ["701.40"]),
]


@pytest.mark.parametrize("name,term,definition,refs", GLOSSARY)
def test_glossary_entries(name, term, definition, refs):
    entries = {e.term: e for e in doc(name).glossary}
    assert entries[term].definition == definition
    assert entries[term].refs == refs


@pytest.mark.parametrize(
    "name,first,last",
    [(EN_2017, "Abandon", "Zone-Change Triggers"), (EN_2026, "Abandon", "Zone-Change Triggers"), (ZH_2024, "终止", "改变区域触发")],
)
def test_glossary_bounds(name, first, last):
    g = doc(name).glossary
    assert (g[0].term, g[-1].term) == (first, last)


def test_toc_intro_credits_and_closing():
    d = doc(EN_2024)
    assert d.title == "Magic: The Gathering Comprehensive Rules"
    assert d.introduction.startswith("This document is the ultimate authority for Magic: The Gathering®")
    assert (d.toc[0].number, d.toc[0].title) == ("1", "Game Concepts")
    assert (d.toc[-1].number, d.toc[-1].title) == ("905", "Conspiracy Draft")
    assert len(d.toc) == 153
    assert d.credits.startswith("Magic: The Gathering Original Game Design: Richard Garfield")
    assert d.credits.endswith("who have contributed to this product.")
    assert d.closing.startswith("These rules are effective as of April 12, 2024.\nPublished by Wizards of the Coast LLC")
    zh = doc(ZH_2024)
    assert zh.title == "万智牌完整规则"
    assert zh.credits.startswith("万智牌游戏原始设计：Richard Garfield")


def test_examples_and_continuation_paragraphs():
    d = doc(EN_2024)
    assert d.rule("101.2").examples == [
        "If one effect reads “You may play an additional land this turn” and another reads “You can’t play lands "
        "this turn,” the effect that precludes you from playing lands wins."
    ]
    # 205.4c continues on an indented line of its own
    text = doc(EN_2026).rule("205.4c").text
    assert text.count("\n") == 1
    assert text.split("\n")[1].startswith("Cards printed in sets prior to the Eighth Edition core set didn’t use")


def test_links_to_rules_chapters_and_sections():
    r = doc(EN_2024).rule("100.2d")
    assert r.refs == ["108.2a", "717", "901", "904"]
    assert [r.text[link.start : link.end] for link in r.links] == ["108.2a", "717", "901", "904"]
    assert doc(EN_2024).rule("100.1b").refs == ["8"]  # "See section 8, “Multiplayer Rules.”"
    # "rules 614 and 615": a list after one lead word
    assert any("614" in r.refs and "615" in r.refs for r in doc(EN_2024).rules)
    # Chinese "参见规则903" and "第8章"
    assert doc(ZH_2024).rule("100.2c").refs == ["903"]
    assert doc(ZH_2024).rule("100.1b").refs == ["8"]


def test_quirks_of_the_2026_file_are_kept_as_warnings():
    d = doc(EN_2026)
    assert d.rule("606.5").kind == "rule"
    assert d.rule("119.1d").kind == "subrule"
    assert d.warnings == [
        "line 1054: subrule 119.1d is written with a period",
        "line 2708: rule 606.5 is written without its period",
    ]


def test_translation_lines_up_with_english_rule_by_rule():
    en, zh = doc(EN_2024), doc(ZH_2024)
    assert [r.number for r in en.rules] == [r.number for r in zh.rules]
    assert zh.rule("701.40").identity == "附加规则/关键字动作/勘察"


def test_korean_markdown_page():
    d = doc(KO_2021)
    assert d.format == "jekyll-md"
    assert d.rule("1").title == "게임의 컨셉"
    assert d.rule("100").title == "일반"
    assert d.rule("100.1").text == "이 Magic 규칙은 두 명 혹은 그 이상의 플레이어가 참여하는 모든 Magic 게임에 적용됩니다."
    assert d.rule("100.1a").text == "2인전은 두 명으로 시작하는 게임을 말합니다."
    # markdown links become plain numbers and rule links, also to rules outside this page
    assert d.rule("100.2c").text.endswith("See rule 903, \"Commander\".")
    assert d.rule("122.1d").refs == ["704", "810"]
    # mana symbol images become {T}; the example paragraph belongs to the rule before it
    assert d.rule("106.5").examples[0].startswith('Meteor Crater는 다음과 같은 능력을 가지고 있습니다. "{T}: 당신이')
    assert d.notes == ["[1] 주-Jushi Apprentice와 Tomoya the Revealer는 서로 플립되는 관계", "[2] 주-흔히 '스택 쌓고'라고 하지요"]
    # the fan page gives 101.4d and 120.4c twice: the first is kept, the rest reported
    assert d.warnings[:2] == ["line 134: 101.4d given twice; the first is kept", "line 1744: 120.4c given twice; the first is kept"]


# --- encodings and line ends produced from real text ----------------------------------------

def test_utf16_with_bom_parses_like_the_utf8_original():
    text = raw(EN_2024).decode("utf-8")
    for codec, bom, encoding in [("utf-16-le", codecs.BOM_UTF16_LE, "utf-16-le"), ("utf-16-be", codecs.BOM_UTF16_BE, "utf-16-be")]:
        d = parse_rules(bom + text.encode(codec), "utf16.txt")
        assert d.encoding == encoding
        assert d.counts() == doc(EN_2024).counts()
        assert d.rule("701.40a").text == doc(EN_2024).rule("701.40a").text


@pytest.mark.parametrize(
    "data,encoding,lines,ends",
    [
        (b"caf\xc3\xa9\r\nx", "utf-8", ["café", "x"], ("CRLF",)),
        (b"\xef\xbb\xbfcaf\xc3\xa9\rx\r\ny\nz", "utf-8-sig", ["café", "x", "y", "z"], ("CR", "CRLF", "LF")),
        (b"it\x92s\r\r\nend", "cp1252", ["it’s", "", "end"], ("CR", "CRLF")),
        (codecs.BOM_UTF16_LE + "a\r\nb".encode("utf-16-le"), "utf-16-le", ["a", "b"], ("CRLF",)),
        ("rules\nof magic".encode("utf-16-le"), "utf-16-le", ["rules", "of magic"], ("LF",)),
    ],
)
def test_decode_table(data, encoding, lines, ends):
    d = decode(data, "t")
    assert (d.encoding, d.lines, d.line_ends) == (encoding, lines, ends)


def test_line_end_styles_do_not_change_the_parse():
    text = raw(EN_2024).decode("utf-8")
    reference = doc(EN_2024)
    for sep in ("\r\n", "\r"):
        d = parse_rules(text.replace("\n", sep).encode("utf-8"), "x.txt")
        assert d.counts() == reference.counts()
        assert d.rule("100.2d").text == reference.rule("100.2d").text


# --- damaged files ----------------------------------------------------------------------------

def _cut(name: str, marker: bytes) -> bytes:
    data = raw(name)
    return data[: data.index(marker)]


BAD = [
    ("empty", b"", "the file is empty"),
    ("binary", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary data"),
    ("html", b"<html><body>Comprehensive Rules</body></html>", "no effective-date line"),
    ("cp1252 undefined byte", b"These rules are effective as of \x81", "not UTF-8, UTF-16 or cp1252"),
    ("mid-rules", lambda: _cut(EN_2024, b"509.1b"), "truncated: the rules stop at line"),
    ("mid-glossary", lambda: _cut(EN_2024, b"\nZone\n"), "truncated: the glossary stops after the entry 'You, Your' with no 'Credits' after it"),
    ("before closing", lambda: _cut(EN_2024, b"Thanks to all our project"), "no closing effective-date line"),
    ("cut utf-8 char", lambda: raw(EN_2024)[: raw(EN_2024).index("’".encode()) + 1], "UTF-8 cut inside a character"),
    ("chapters spliced out", lambda: _splice(EN_2024), "3 headings in the contents are missing from the rules (903, 904, 905)"),
    ("no contents", lambda: raw(EN_2024).replace(b"\nContents\n", b"\nSummary\n"), "no table of contents"),
    ("md never closed", lambda: raw(KO_2021)[:5000], "truncated: the paragraph opened on line"),
]


def _splice(name: str) -> bytes:
    data = raw(name)
    start = data.index(b"\n903. Commander\n\n903.1.")
    end = data.index(b"\nGlossary\n\nAbandon")
    return data[:start] + data[end:]


@pytest.mark.parametrize("label,data,message", BAD, ids=[b[0] for b in BAD])
def test_damaged_files_are_rejected_with_one_line(label, data, message):
    payload = data() if callable(data) else data
    with pytest.raises(UnreadableSource) as info:
        parse_rules(payload, "bad.txt")
    text = str(info.value)
    assert text.startswith("bad.txt: ")
    assert message in text
    assert "\n" not in text


@pytest.mark.parametrize(
    "name,head,expected",
    [
        (EN_2017, raw(EN_2017)[:4096], True),
        (EN_2026, raw(EN_2026)[:4096], True),
        (ZH_2024, raw(ZH_2024)[:4096], True),
        (KO_2021, raw(KO_2021)[:4096], True),
        ("rules.txt", codecs.BOM_UTF16_LE + raw(EN_2024)[:2000].decode("utf-8", "ignore").encode("utf-16-le"), True),
        ("rules.txt", raw(ZH_2024)[:4095], True),  # a head cut inside a character
        ("AllPrintings.json", b'{"meta": {"date": "2024-01-01"}, "data": {}}', False),
        ("page.txt", "Imperiale Vorhut\n\nImmer wenn die Imperiale Vorhut".encode(), False),
        ("notes.md", b"---\ntitle: notes\n---\n# Hello", False),
    ],
)
def test_sniff(name, head, expected):
    from lorehold.rules.ingest import sniff

    assert sniff(name, head) is expected
