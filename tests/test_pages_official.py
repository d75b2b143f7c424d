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


CHUPACABRA_RULED = """<html><body><h1>Lurking Chupacabra</h1><p>Creature — Beast Horror</p>
<p>Whenever a creature you control explores, target creature an opponent controls gets -2/-2 until end of turn.</p>
<h2>Rulings</h2>
<div><p>When a creature you control explores and you reveal a nonland card, put a +1/+1 counter on that creature, then target creature an opponent controls gets -2/-2 until end of turn.</p><p>— September 29, 2017</p></div>
<div><p>The -2/-2 lasts until the turn ends.</p><p>— September 29, 2017</p></div>
<section><span>Customer Reviews</span><a>★★★★ Sam</a><span>September 29, 2017</span><a>The card arrived in a toploader; the creature art has no damage.</a></section>
</body></html>
"""


def test_the_first_ruling_dated_after_it_may_read_like_card_text_once_the_card_text_was_read(xln_home, tmp_path):
    """The card's name, type line and text come first; the first ruling under them, worded much as
    a card's text is, is dated by the line after it like the next. The reviews' section, its heading
    written on one line with the first review (inline elements), gives none."""
    page = _ingest_page(xln_home, tmp_path, "chupacabra.html", CHUPACABRA_RULED)
    rulings, _ = _page_rows(xln_home, page)
    assert sorted(rulings) == [
        ("Lurking Chupacabra", "2017-09-29", "The -2/-2 lasts until the turn ends."),
        ("Lurking Chupacabra", "2017-09-29", "When a creature you control explores and you reveal a nonland card, put a +1/+1 "
                                             "counter on that creature, then target creature an opponent controls gets -2/-2 until end of turn."),
    ]


BLOG_TITLE = """<html lang="es"><body><h1>Carta del día: Lurking Chupacabra</h1>
<p>Hoy miramos el Chupacabra, una carta que sigue apareciendo en muchas mesas de Limitado.</p>
<h2>Las aclaraciones</h2>
<ul><li>You don’t choose a target for Lurking Chupacabra’s ability until after your creature has finished exploring. (29 de septiembre de 2017)</li></ul>
</body></html>
"""

FACES = """Lurking Chupacabra

Oracle
Lurking Chupacabra
Creature — Beast Horror
Whenever a creature you control explores, target creature an opponent controls gets -2/-2 until end of turn.

Printed (Japanese)
隠れ潜むチュパカブラ
クリーチャー — ビースト・ホラー
あなたがコントロールしているクリーチャーが１体探検を行うたび、対戦相手がコントロールしているクリーチャー１体を対象とする。ターン終了時まで、それは－２/－２の修整を受ける。

Rulings

2017-09-29 · You don’t choose a target for Lurking Chupacabra’s ability until after your creature has finished exploring.
"""


def test_a_title_and_its_paragraph_are_no_translation_but_a_face_printed_in_japanese_is(xln_home, tmp_path):
    """A Spanish blog's title over its opening paragraph reads as a name and a text; the card is
    printed in Spanish as "Chupacabras acechante", so it is none of its translations. The face headed
    "Printed (Japanese)" is the Japanese printing's name and text."""
    blog = _ingest_page(xln_home, tmp_path, "blog.html", BLOG_TITLE)
    rulings, translations = _page_rows(xln_home, blog)
    assert translations == []
    assert [c for c, _d, _t in rulings] == ["Lurking Chupacabra"]
    faces = _ingest_page(xln_home, tmp_path, "faces.txt", FACES)
    _, translations = _page_rows(xln_home, faces)
    assert translations == [("Lurking Chupacabra", "ja", "隠れ潜むチュパカブラ",
                             "あなたがコントロールしているクリーチャーが１体探検を行うたび、対戦相手がコントロールしているクリーチャー１体を"
                             "対象とする。ターン終了時まで、それは－２/－２の修整を受ける。")]


RUSSIAN_BLOG = """<html lang="ru"><body><h1>Карта дня: Force of Will</h1>
<p>Сегодня вспоминаем старую карту, которую до сих пор кладут в колоды почти каждого формата.</p>
<h2>Разъяснения</h2>
<ul><li>Чтобы узнать итоговую стоимость заклинания, начните с мановой стоимости или альтернативной стоимости. (7 августа 2020)</li>
<li>To determine the total cost of a spell, start with the mana cost or alternative cost you're paying, add any cost increases, then apply any cost reductions. (7 августа 2020)</li></ul>
</body></html>
"""


def test_a_title_holding_the_english_name_is_no_printed_name(tmp_path_factory, tmp_path):
    """Alliances printed Force of Will in no Russian edition, so the loader has no Russian name to
    match a page's against: a blog's "Карта дня: Force of Will" over its opening paragraph is still
    no Russian printing (a printed name is never the English one inside a phrase)."""
    home = tmp_path_factory.mktemp("alliances")
    assert [o.status for o in ingest(Settings.resolve(home), [str(sample_file("ALL"))]).outcomes] == ["loaded"]
    page = _ingest_page(home, tmp_path, "fow.html", RUSSIAN_BLOG)
    rulings, translations = _page_rows(home, page)
    assert translations == []
    assert ("Force of Will", "2020-08-07", "To determine the total cost of a spell, start with the mana cost or alternative "
            "cost you're paying, add any cost increases, then apply any cost reductions.") in rulings



def test_a_translation_whose_text_names_the_card_in_english_is_dropped(xln_home):
    """A Greek forum's "Reply" heading over a reader's question can read as a name and a text; a
    printed text calls its card by its printed name, so a text naming the card in English, as
    written, is no printing's. A printed name that is the English one keeps its text."""
    from sqlalchemy import text

    from lorehold.db.engine import get_engine
    from lorehold.ingest.load_pages import without_titled_translations
    from lorehold.ingest.records import CardBundle, CardRecord, TranslationRecord

    question = "Μπορεί κάποιος να βάλει τις επίσημες διευκρινίσεις για το Lurking Chupacabra; Στην παρέα διαφωνούμε."
    printed = "Όποτε ένα πλάσμα που ελέγχεις εξερευνά, το πλάσμα-στόχος παίρνει -2/-2 μέχρι το τέλος του γύρου."
    bundle = CardBundle(card=CardRecord(name="Lurking Chupacabra"), translations=[
        TranslationRecord(language="grc", name="Απάντηση", text=question),
        TranslationRecord(language="grc", name="Κρυμμένο Τσουπακάμπρα", text=printed)])
    with get_engine(Settings.resolve(xln_home)).connect() as conn:
        card_id = conn.execute(text("SELECT id FROM cards WHERE name = 'Lurking Chupacabra'")).scalar()
        assert without_titled_translations(conn, [bundle], [card_id]) == 1
    assert [t.name for t in bundle.translations] == ["Κρυμμένο Τσουπακάμπρα"]
