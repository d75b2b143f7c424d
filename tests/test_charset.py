"""Charsets from headers and documents, checked against the bytes: a table of real cases."""

from __future__ import annotations

import codecs
import json
import lzma
import textwrap

import pytest

from lorehold.charset import decode, document_charset, to_utf8
from tests.conftest import sample_file
from tests.test_pages_dating import GEISTS as GEISTS_RULINGS
from tests.test_net_support import FIXTURES

RULES_1252 = (FIXTURES / "rules" / "MagicCompRules_en_20170925_cp1252_crlf.txt").read_bytes()[:3000]
JA_PAGE = (FIXTURES / "gatherer" / "details_printed_birds-of-paradise_ja_264287_2012.html").read_bytes()

GERMAN = "Zusammengeschusterte Flügel — Artefakt, Ausrüstung"
JAPANESE = "<p>極楽鳥 クリーチャー ― - 鳥</p>"

CASES = [
    # (what, body, Content-Type header, expected text contains, expected codec, how decided)
    ("UTF-8, labelled", GERMAN.encode("utf-8"), "text/plain; charset=utf-8", GERMAN, "utf-8", "header"),
    ("UTF-8, no label", GERMAN.encode("utf-8"), None, GERMAN, "utf-8", "detected"),
    ("UTF-8 labelled ISO-8859-1 (wrong header)", GERMAN.encode("utf-8"), "text/html; charset=ISO-8859-1", GERMAN, "utf-8", "mislabelled"),
    ("Windows-1252 labelled UTF-8 (wrong header)", RULES_1252, "text/plain; charset=UTF-8", "who’ve moved beyond", "cp1252", "detected"),
    ("Windows-1252 labelled ISO-8859-1 (read as browsers do)", RULES_1252, "text/plain; charset=iso-8859-1", "Gathering®", "cp1252", "header"),
    ("Windows-1252, meta charset", b'<meta charset="windows-1252"><p>\x93Fire\x94 \x97 Ice</p>', None, "“Fire” — Ice", "cp1252", "document"),
    ("UTF-16 LE with BOM", codecs.BOM_UTF16_LE + GERMAN.encode("utf-16-le"), "text/plain", GERMAN, "utf-16", "bom"),
    ("UTF-16 BE with BOM, header says UTF-8", codecs.BOM_UTF16_BE + JAPANESE.encode("utf-16-be"), "text/html; charset=utf-8", JAPANESE, "utf-16", "bom"),
    ("UTF-8 BOM beats a Shift_JIS header", codecs.BOM_UTF8 + JAPANESE.encode("utf-8"), "text/html; charset=Shift_JIS", JAPANESE, "utf-8-sig", "bom"),
    ("Shift_JIS, labelled", JAPANESE.encode("shift_jis"), "text/html; charset=Shift_JIS", JAPANESE, "cp932", "header"),
    ("Shift_JIS, x-sjis label", JAPANESE.encode("shift_jis"), "text/html; charset=x-sjis", JAPANESE, "cp932", "header"),
    ("Shift_JIS, meta only", b'<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS">' + JAPANESE.encode("shift_jis"), "text/html", JAPANESE, "cp932", "document"),
    ("Shift_JIS, no label at all", JAPANESE.encode("shift_jis"), "text/html", JAPANESE, "cp932", "detected"),
    ("Shift_JIS labelled UTF-8 (wrong header), meta right", b'<meta charset="shift_jis">' + JAPANESE.encode("shift_jis"), "text/html; charset=utf-8", JAPANESE, "cp932", "document"),
    ("UTF-16 LE without BOM, by its zero bytes", "Emperor's Vanguard".encode("utf-16-le"), None, "Emperor's Vanguard", "utf-16-le", "detected"),
    ("unknown label ignored", GERMAN.encode("utf-8"), "text/plain; charset=x-nonsense", GERMAN, "utf-8", "detected"),
    ("cp1252's undefined bytes kept as C1 controls", b"caf\xe9 \x81", None, "café \x81", "cp1252", "fallback"),
]


@pytest.mark.parametrize("what, body, header, expected, codec, how", CASES, ids=[c[0] for c in CASES])
def test_decode(what, body, header, expected, codec, how):
    decoded = decode(body, header)
    assert expected in decoded.text
    assert (decoded.encoding, decoded.how) == (codec, how)


def test_document_charset_reads_xml_declarations_and_meta():
    assert document_charset(b'<?xml version="1.0" encoding="Shift_JIS"?><root/>') == "Shift_JIS"
    assert document_charset(b'<html><head><meta charset=euc-jp></head>') == "euc-jp"
    assert document_charset(JA_PAGE) == "utf-8"
    assert document_charset(b"{\"object\": \"card\"}") is None


def test_utf8_bodies_are_handed_on_untouched():
    data, decoded = to_utf8(JA_PAGE, "text/html; charset=Shift_JIS")  # a wrong header changes nothing
    assert data is JA_PAGE and decoded.how == "mislabelled"


def test_a_shift_jis_page_is_handed_on_as_utf8_with_its_declarations_fixed():
    page = JA_PAGE.decode("utf-8")
    sjis = page.encode("cp932")
    data, decoded = to_utf8(sjis, "text/html; charset=Shift_JIS")
    assert decoded.encoding == "cp932"
    assert data.startswith(codecs.BOM_UTF8)
    text = data[3:].decode("utf-8")
    assert "極楽鳥" in text
    assert text == page  # its own declarations already said utf-8; nothing else changed
    # a page that declares Shift_JIS itself gets the declaration rewritten
    declared = '<?xml version="1.0" encoding="Shift_JIS"?><html><head><meta charset="Shift_JIS"></head><body>極楽鳥</body></html>'
    data, _ = to_utf8(declared.encode("cp932"), None)
    assert data[3:].decode("utf-8") == declared.replace("Shift_JIS", "utf-8")


def test_json_is_reencoded_without_a_bom():
    body = '{"printed_name": "Imperiale Vorhut", "flavor": "„Für den Kaiser!“"}'.encode("utf-16")
    data, decoded = to_utf8(body, "application/json", json=True)
    assert decoded.how == "bom"
    assert data == '{"printed_name": "Imperiale Vorhut", "flavor": "„Für den Kaiser!“"}'.encode("utf-8")


def _printed(language: str) -> str:
    """Dungeon Geists as MTGJSON's sample prints it in one language: name, text, flavour text."""
    data = json.loads(lzma.decompress(sample_file("DKA").read_bytes()))["data"]
    card = next(c for c in data["cards"] if c["name"] == "Dungeon Geists")
    printed = next(f for f in card["foreignData"] if f["language"] == language)
    return "\n".join(filter(None, (printed["name"], printed.get("text"), printed.get("flavorText"))))


UNLABELLED = [
    ("Japanese", "cp932"), ("Japanese", "euc_jp"), ("Japanese", "iso2022_jp"),
    ("Chinese Simplified", "gbk"), ("Chinese Traditional", "big5"), ("Korean", "euc_kr"),
    ("Russian", "cp1251"), ("Russian", "koi8_r"), ("Russian", "cp866"),
    ("German", "cp1252"), ("French", "cp1252"), ("Portuguese (Brazil)", "latin-1"),
]


@pytest.mark.parametrize("language, codec", UNLABELLED, ids=[f"{lang}-{codec}" for lang, codec in UNLABELLED])
def test_a_card_s_printed_text_in_its_language_s_old_code_page_reads_back_without_a_label(language, codec):
    """Old sites saved their pages in their language's code page and often said nothing of it (a text file,
    a page with no meta): the printed name, text and flavour text read back exactly, the Western ones in
    Windows-1252 (not as Japanese, not in Central European Windows-1250, which reads them almost alike)."""
    text = _printed(language)
    assert not text.isascii()
    decoded = decode(text.encode(codec))
    assert decoded.text == text
    assert decoded.how in ("detected", "fallback")  # (a few umlauts tell no code page from another)
    if codec in ("cp1252", "latin-1"):
        assert decoded.encoding == "cp1252"


def test_a_japanese_home_page_quoting_english_rulings_reads_as_shift_jis():
    """A Japanese personal site's page in Shift_JIS with no declaration: a few lines of Japanese (the card's
    printed name, the site's welcome, counter, menu and last update) around long English rulings, whose
    typographic apostrophes Shift_JIS writes in two bytes. A menu's run of short words between bars looks
    chaotic in a chunk of its own; it does not make the Japanese reading fail."""
    rulings = [text for _, text in GEISTS_RULINGS]
    page = "\n".join(["マジック裁定まとめ倉庫", "ようこそいらっしゃいました♪", "あなたは 044721 人目のお客様です。",
                      "トップ | 日記 | カード裁定集 | デッキ | リンク | 掲示板 | 管理人について", "最終更新日：2013/06/17", "",
                      f"■ {_printed('Japanese').splitlines()[0]}", "（Dungeon Geists）", "◆公式裁定（英語原文）", "",
                      *(f"・２０１９年７月１２日: {text}" for text in rulings), "", "リンクフリーです。"])
    assert any("’" in text for text in rulings)
    decoded = decode(page.encode("shift_jis"))
    assert (decoded.text, decoded.encoding) == (page, "cp932")


def test_english_rulings_with_windows_1252_quotes_are_not_read_as_korean():
    """A rules summary saved by an old Windows editor: Distended Mindbender's English rulings wrapped at 72
    columns, their apostrophes and dashes Windows-1252's single bytes (0x92, 0x97). Read in Korean's
    double-byte code page, each would glue a syllable into a word ("you뭨e"); they read in Windows-1252."""
    data = json.loads(lzma.decompress(sample_file("EMN").read_bytes()))["data"]
    card = next(c for c in data["cards"] if c["name"] == "Distended Mindbender")
    text = "\n".join(textwrap.fill(f"  * {r['date']} -- {r['text']}", 72, subsequent_indent="    ")
                     for r in card["rulings"] if "’" in r["text"] or "—" in r["text"])
    decoded = decode(text.encode("cp1252"))
    assert (decoded.text, decoded.encoding) == (text, "cp1252")
