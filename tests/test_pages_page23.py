"""Captured pages of questions and answers, and note exports (page-23): written for the test from the
sample sets' MTGJSON data of the card."""

from __future__ import annotations

from tests.test_pages_dating import read, rulings_of


def test_an_answers_own_words_after_the_rulings_it_quotes_are_no_ruling() -> None:
    """A Japanese Q&A site's best answer quotes Pernicious Deed's official rulings, each under its
    date, then explains in its own (Japanese) words under the last one. The explanation uses game
    words, but it is in another language than the ruling it follows, and no other entry goes on in
    another language: it is no ruling, and no part of the last one."""
    deed = rulings_of("APC", "Pernicious Deed")
    assert len(deed) >= 2
    page = "\n".join([
        "Yahoo!知恵袋", "トップ > エンターテインメントと趣味 > ゲーム > トレーディングカードゲーム", "",
        "Pernicious Deedについて質問です。破壊されないパーマネントはどうなりますか？",
        "質問日時：2024/02/11 18:40", "回答数：2", "",
        "ベストアンサー", "rulesjudgeさん", "2024/02/11 19:05", "公式の裁定にこうあります。",
        *(line for d, t in deed for line in (f"{d:%Y/%m/%d}", t)),
        "なので、破壊されないパーマネントは戦場に残ります。X の値はマナ総量で比べてください。",
        "ナイス！ 12", "", "質問者からのお礼コメント", "よくわかりました。ありがとうございます。",
        "お礼日時：2024/02/12 8:11",
    ])
    bundle = read(page, "chiebukuro.txt", card="Pernicious Deed")
    assert [(r.date, r.text) for r in bundle.rulings] == deed


def test_a_note_exports_property_rows_are_fields_not_rulings() -> None:
    """A note app's HTML export of a clipped card page: a properties table (source, created on a date,
    a description of the page in rules words, tags) above the card and its rulings. The created date
    dates no ruling, and the description is a field of the note, not a ruling."""
    deed = rulings_of("APC", "Pernicious Deed")
    rows = "".join(f"<div class='ruling'><p>{d:%B} {d.day}, {d.year}</p><p>{t}</p></div>" for d, t in deed)
    page = f"""<!DOCTYPE html><html><head><title>Pernicious Deed</title></head><body>
<table class="properties">
<tr><th>source</th><td><a href="https://cards.example/apc/102">https://cards.example/apc/102</a></td></tr>
<tr><th>created</th><td>2026-05-04</td></tr>
<tr><th>description</th><td>Oracle text, printings and official rulings of the card.</td></tr>
<tr><th>tags</th><td>#mtg #rulings</td></tr></table>
<h1>Pernicious Deed</h1><p>Enchantment</p>
<p>{{X}}, Sacrifice Pernicious Deed: Destroy each artifact, creature, and enchantment with mana value X or less.</p>
<h2>Rulings</h2>{rows}</body></html>"""
    bundle = read(page, "clip.html")
    assert [(r.date, r.text) for r in bundle.rulings] == deed
