"""Localized official card pages, a set's release notes, a judge's log and a shop's reviews, written
here in our own words for cards of the sample's Ixalan (the printed names and texts are MTGJSON's):

* an Italian card page: the printed name as the heading, "Testo della carta" over the text, then
  "Nome inglese: …"; a Japanese one with a definition list (タイプ / テキスト) and "日本語名：…" under
  the English heading; a Japanese text capture whose heading is "NAME（English name）";
* release notes of several cards, the notes (bulleted) under one of them only;
* a floor judge's log quoting each ruling whole in quotation marks;
* a shop's card page: a tab bar "Card details / Rulings / Reviews", and customers' reviews dated
  as the rulings are, under their own heading.

The translation stored is the printed name and text only (no label, no English name); labels,
other cards' texts, reviews and quotation marks are never a ruling's.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from lorehold.db.engine import get_engine
from lorehold.ingest.pages.entries import quotes_off
from lorehold.ingest.pages.labels import printed_type_line
from lorehold.ingest.pipeline import ingest
from lorehold.settings import Settings
from tests.conftest import sample_file

BANNER = "Vanquisher's Banner"
BANNER_IT = ("Vessillo del Trionfatore", "Mentre il Vessillo del Trionfatore entra nel campo di battaglia, scegli un tipo di creatura.\n"
             "Le creature che controlli del tipo scelto prendono +1/+1.\n"
             "Ogniqualvolta lanci una magia creatura del tipo scelto, pesca una carta.")
BANNER_JA = ("勝者の戦旗", "勝者の戦旗が戦場に出るに際し、クリーチャー・タイプ１つを選ぶ。\n"
             "あなたがコントロールしていてその選ばれたタイプを持つクリーチャーは＋１/＋１の修整を受ける。\n"
             "あなたがその選ばれたタイプのクリーチャー・呪文を唱えるたび、カードを１枚引く。")
TISHANA_JA = ("轟く声、ティシャーナ", "轟く声、ティシャーナのパワーとタフネスは、それぞれあなたの手札にあるカードの枚数に等しい。\n"
              "あなたの手札の上限はなくなる。\n"
              "轟く声、ティシャーナが戦場に出たとき、あなたがコントロールしているクリーチャー１体につきカードを１枚引く。")

ITALIAN_PAGE = f"""\
Magic – il sito
Negozio · Eventi · Carte

Carte › Ixalan › {BANNER_IT[0]}

{BANNER_IT[0]}

Testo della carta
{BANNER_IT[1]}
Nome inglese: {BANNER}

Chiarimenti

La scelta del tipo di creatura avviene mentre il Vessillo entra; nessuno può rispondere alla scelta.
29 settembre 2017

Ultimo aggiornamento: 3 marzo 2026
"""

JAPANESE_HTML = f"""<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>{BANNER} | カード</title></head>
<body><h1>{BANNER}</h1>
<dl><dt>タイプ</dt><dd>アーティファクト</dd>
<dt>テキスト</dt><dd>{BANNER_JA[1].replace(chr(10), '<br>')}</dd></dl>
<p>日本語名：{BANNER_JA[0]}</p>
<h2>裁定</h2>
<ul><li>2017年9月29日：The banner's type is chosen as it enters the battlefield, and nobody can respond to that choice.</li></ul>
<p>更新日：2026年2月1日</p></body></html>
"""

JAPANESE_TEXT = f"""\
カードリスト ＞ イクサラン ＞ {TISHANA_JA[0]}

{TISHANA_JA[0]}（Tishana, Voice of Thunder）

タイプ：伝説のクリーチャー — マーフォーク・シャーマン
テキスト：
{TISHANA_JA[1]}

エキスパンション：イクサラン
イラストレーター：Someone

裁定

・2017年9月29日：Tishana counts the creatures you control only as its last ability resolves.
"""


def _rows(home: Path, query: str, **params) -> list:
    with get_engine(Settings.resolve(home)).connect() as conn:
        return conn.execute(text(query), params).all()


@pytest.fixture(scope="module")
def xln_home(tmp_path_factory) -> Path:
    home = tmp_path_factory.mktemp("official")
    assert [o.status for o in ingest(Settings.resolve(home), [str(sample_file("XLN"))]).outcomes] == ["loaded"]
    return home


def _ingest_page(home: Path, tmp_path: Path, name: str, content: str):
    page = tmp_path / name
    page.write_text(content, encoding="utf-8")
    outcome = ingest(Settings.resolve(home), [str(page)]).outcomes[0]
    assert outcome.status == "loaded", outcome.reason
    return page


def _page_rows(home: Path, page: Path) -> tuple[list[tuple], list[tuple]]:
    """(card, date, text) of the page's rulings; (card, language, name, text) of its translations."""
    rulings = _rows(home, "SELECT c.name, rs.date, COALESCE(rs.text, r.text) FROM ruling_sources rs JOIN rulings r "
                          "ON r.id = rs.ruling_id JOIN cards c ON c.id = r.card_id JOIN sources s ON s.id = rs.source_id "
                          "WHERE s.locator = :l", l=str(page.resolve()))
    translations = _rows(home, "SELECT c.name, t.language, t.name, t.text FROM translation_sources ts JOIN translations t "
                               "ON t.id = ts.translation_id JOIN cards c ON c.id = t.card_id JOIN sources s ON s.id = ts.source_id "
                               "WHERE s.locator = :l", l=str(page.resolve()))
    return [(c, str(d) if d else None, t) for c, d, t in rulings], [tuple(t) for t in translations]


@pytest.mark.parametrize("name, content, card, language, printed, ruling", [
    ("banner-it.txt", ITALIAN_PAGE, BANNER, "it", BANNER_IT,
     ("2017-09-29", "La scelta del tipo di creatura avviene mentre il Vessillo entra; nessuno può rispondere alla scelta.")),
    ("banner-ja.html", JAPANESE_HTML, BANNER, "ja", BANNER_JA,
     ("2017-09-29", "The banner's type is chosen as it enters the battlefield, and nobody can respond to that choice.")),
    ("tishana-ja.txt", JAPANESE_TEXT, "Tishana, Voice of Thunder", "ja", TISHANA_JA,
     ("2017-09-29", "Tishana counts the creatures you control only as its last ability resolves.")),
])
def test_a_localized_card_page_gives_the_printed_name_and_text_without_its_labels(
        xln_home, tmp_path, name, content, card, language, printed, ruling):
    page = _ingest_page(xln_home, tmp_path, name, content)
    rulings, translations = _page_rows(xln_home, page)
    assert translations == [(card, language, *printed)]
    assert rulings == [(card, *ruling)]


RELEASE_NOTES = """\
Ixalan Release Notes

Compiled by a rules manager
Last updated September 15, 2017

These notes explain how some of the set's cards work. They are not the rules themselves.

CARD-SPECIFIC NOTES

Lurking Chupacabra
Creature — Beast Horror
Whenever a creature you control explores, target creature an opponent controls gets -2/-2 until end of turn.

Kopala, Warden of Waves
Legendary Creature — Merfolk Wizard
Spells your opponents cast that target a Merfolk you control cost {2} more to cast.
Abilities your opponents activate that target a Merfolk you control cost {2} more to activate.
- Kopala's abilities don't touch triggered abilities that target one of your Merfolk.
- A spell that targets two of your Merfolk costs only {2} more, not {4}.

Vanquisher's Banner
Artifact
As Vanquisher's Banner enters the battlefield, choose a creature type.
Creatures you control of the chosen type get +1/+1.
Whenever you cast a creature spell of the chosen type, draw a card.
"""


def test_release_notes_give_the_notes_to_the_one_card_they_stand_under(xln_home, tmp_path):
    """Three cards, notes under the second only: the notes are Kopala's, undated (the page's "Last
    updated" dates no note), and no card's text is anyone's ruling."""
    page = _ingest_page(xln_home, tmp_path, "notes.txt", RELEASE_NOTES)
    rulings, _ = _page_rows(xln_home, page)
    assert sorted(rulings) == [
        ("Kopala, Warden of Waves", None, "A spell that targets two of your Merfolk costs only {2} more, not {4}."),
        ("Kopala, Warden of Waves", None, "Kopala's abilities don't touch triggered abilities that target one of your Merfolk."),
    ]


JUDGE_LOG = """\
Floor notes, Saturday 14 March 2026

10:42 — table 7: question about the explore trigger, looked it up.
Read out:
“If no card is revealed, most likely because that player’s library is empty, the exploring creature receives a +1/+1 counter.” (Gatherer, 19 January 2018)
“Nobody may act while an explore ability is resolving, so the creature can’t be removed after the reveal.” (Gatherer, 19 January 2018)

11:05 — players happy, no appeal.
"""


def test_rulings_quoted_whole_are_stored_without_their_quotation_marks(xln_home, tmp_path):
    page = tmp_path / "log.txt"
    page.write_text(JUDGE_LOG, encoding="utf-8")
    outcome = ingest(Settings.resolve(xln_home), [str(page)], card="Emperor's Vanguard").outcomes[0]
    assert outcome.status == "loaded", outcome.reason
    rulings, _ = _page_rows(xln_home, page)
    assert sorted(rulings) == [
        ("Emperor's Vanguard", "2018-01-19", "If no card is revealed, most likely because that player’s library is empty, "
                                             "the exploring creature receives a +1/+1 counter."),
        ("Emperor's Vanguard", "2018-01-19", "Nobody may act while an explore ability is resolving, so the creature can’t be "
                                             "removed after the reveal."),
    ]


SHOP_PAGE = """\
Card Cellar
Singles · Sealed · Basket (0)

Lurking Chupacabra [XLN]
£0.40
Add to basket

Card details
Rulings
Reviews

Type: Creature — Beast Horror
Rules text: Whenever a creature you control explores, target creature an opponent controls gets -2/-2 until end of turn.

Rulings

You don’t choose a target for Lurking Chupacabra’s ability until after your creature has finished exploring. (29 Sep 2017)

Reviews
★★★★★ Priya
3 Jan 2026
Arrived quickly, exactly as pictured.
★★★★ Tom
29 Sep 2017
Fine copy, a little edge wear on the back.

Card Cellar Ltd · Returns · Privacy
"""


def test_customers_reviews_dated_like_rulings_are_no_rulings(xln_home, tmp_path):
    page = _ingest_page(xln_home, tmp_path, "shop.txt", SHOP_PAGE)
    rulings, _ = _page_rows(xln_home, page)
    assert rulings == [("Lurking Chupacabra", "2017-09-29", "You don’t choose a target for Lurking Chupacabra’s ability "
                                                            "until after your creature has finished exploring.")]


@pytest.mark.parametrize("line, printed", [
    ("Artefatto", True), ("Spontanzauber", True), ("Legendäres Land", True), ("アーティファクト", True),
    ("Vessillo del Trionfatore", False), ("Emperor's Vanguard", False), ("勝者の戦旗", False),
])
def test_a_type_line_printed_in_another_language(line, printed):
    assert printed_type_line(line) is printed


@pytest.mark.parametrize("quoted, plain", [
    ("“It can’t be countered.”", "It can’t be countered."),
    ("“A card that “has an Adventure.” is one of these.”", "A card that “has an Adventure.” is one of these."),
    ("„Sie wird nicht neutralisiert.“", "Sie wird nicht neutralisiert."),
    ("«Il ne peut pas être contrecarré.»", "Il ne peut pas être contrecarré."),
    ("“Colored spells” is not synonymous with “colored cards.”", "“Colored spells” is not synonymous with “colored cards.”"),
    ('"One" and "two"', '"One" and "two"'),
])
def test_quotation_marks_around_a_whole_ruling_only(quoted, plain):
    assert quotes_off(quoted) == plain
