"""Captured pages read better by page-21 (each written for the test from a sample card's MTGJSON
rulings and card data, in the shape the real kind of page has: a gaming site's explainer, a card's
Oracle history, an encyclopedia's set article, a limited review quoting rulings, a collector's
printings guide, a collection tracker's card page)."""

from __future__ import annotations

import datetime as dt
import html
from pathlib import Path

from sqlalchemy import text

from lorehold.db.engine import get_engine
from lorehold.ingest.pages.chrome import is_chrome
from lorehold.ingest.pages.dates import parse_date_line
from lorehold.ingest.pages.langid import unprinted_language
from lorehold.ingest.pipeline import ingest
from lorehold.settings import Settings
from tests.conftest import sample_file
from tests.test_pages_dating import read, rulings_of

MIND = rulings_of("APC", "Mind Extraction")  # two of 2004-10-04, two of 2013-04-15
DEED = rulings_of("APC", "Pernicious Deed")  # two of 2018-03-16
FORGE = rulings_of("APC", "Battlefield Forge")  # two of 2015-06-22
TAILS = rulings_of("CHK", "Eight-and-a-Half-Tails")  # one of 2016-06-08

RO_MONTHS = "ian. feb. mar. apr. mai iun. iul. aug. sept. oct. nov. dec.".split()


def got(bundle) -> list[tuple]:
    return [(r.date, r.text) for r in bundle.rulings]


def _stored_from(tmp_path: Path, page: Path) -> tuple[list, list]:
    """Ingest the Apocalypse sample set and ``page``; the page's stored (language, name) translations
    and its rulings' dates."""
    settings = Settings.resolve(tmp_path / "home")
    report = ingest(settings, [str(sample_file("APC")), str(page)])
    assert [o.status for o in report.outcomes] == ["loaded", "loaded"], report.outcomes
    with get_engine(settings).connect() as conn:
        rows = conn.execute(text(
            "SELECT t.language, t.name FROM translations t JOIN translation_sources ts ON ts.translation_id = t.id "
            "JOIN sources s ON s.id = ts.source_id WHERE s.kind = 'page'")).all()
        dates = conn.execute(text(
            "SELECT rs.date FROM ruling_sources rs JOIN sources s ON s.id = rs.source_id WHERE s.kind = 'page'")).scalars().all()
    return rows, dates


def test_a_dash_and_a_few_words_after_the_sentence_date_it() -> None:
    """A Romanian explainer quotes each ruling with "— clarificarea din DATE" after it: the words
    after the dash are the sentence's attribution (no publisher named), whatever language they are
    in, even after a sentence of five words."""
    line = parse_date_line("Puff of smoke not included. — clarificarea din 18 feb. 2022")
    assert (line.date.date, line.rest, line.publisher) == (dt.date(2022, 2, 18), "Puff of smoke not included.", None)
    quoted = "\n\n".join(f"{t} — clarificarea din {d.day} {RO_MONTHS[d.month - 1]} {d.year}" for d, t in MIND)
    page = ("Tabletop Dispatch\n\nAcasă → Articole → Mind Extraction\n\nTot ce trebuie să știi despre Mind Extraction\n\n"
            "De Ana Pop | Publicat la 05.03.2021 | Actualizat la 07.07.2021\n\n1. Ce face cartea\n\nSorcery\n\n"
            "As an additional cost to cast this spell, sacrifice a creature.\n\n"
            "Target player reveals their hand and discards all cards of each of the sacrificed creature's colors.\n\n"
            f"2. Clarificările oficiale\n\n{quoted}\n\n3. Unde o poți juca\n\nEste legală în Commander, Vintage.\n\n"
            "© 2016–2022 Tabletop Dispatch\n")
    assert got(read(page, card="Mind Extraction")) == MIND


def test_an_oracle_history_dates_its_wording_notes_apart_from_its_rulings() -> None:
    """A card's Oracle history: each wording update dated ("Oracle update, Feb 11, 2014") over its note
    ("Updated to current templating."), then the rulings table, then the site's credit ("Oracle text
    and rulings are published by Wizards of the Coast."): the notes and the credit are no rulings."""
    rows = "".join(f"<tr><td><time datetime='{d.isoformat()}'>{d:%m/%d/%Y}</time></td><td>{html.escape(t)}</td></tr>"
                   for d, t in DEED)
    page = ("<html><head><title>Pernicious Deed: Oracle text history | Wording Watch</title></head><body>"
            "<h1>Pernicious Deed: Oracle text history</h1><h2>Current Oracle text, in effect since Apr 27, 2018</h2>"
            "<div><div>Enchantment</div><p>{X}, Sacrifice Pernicious Deed: Destroy each artifact, creature, and "
            "enchantment with mana value X or less.</p></div><section><h2>Changes</h2>"
            "<h3>Printed wording (Apocalypse, Jun 4, 2001)</h3><blockquote><p>{X}, Sacrifice Pernicious Deed: Destroy "
            "each artifact, creature, and enchantment with converted mana cost X or less.</p></blockquote>"
            "<h3>Oracle update, Jan 16, 2015</h3><p>Updated to current templating.</p>"
            "<h3>Oracle update, Apr 27, 2018</h3><p>Wording clarified.</p></section>"
            f"<h2>Rulings</h2><table>{rows}</table>"
            "<p><small>Oracle text and rulings are published by Wizards of the Coast.</small></p>"
            "<p><small>Last checked against the Oracle database on Nov 23, 2020</small></p></body></html>")
    assert got(read(page, "history.html")) == DEED
    assert is_chrome("Тексты Oracle и разъяснения публикует Wizards of the Coast.")
    assert is_chrome("Oracle 叙述与裁定由 Wizards of the Coast 发布。")
    assert not is_chrome("This free card preview was provided to Scryfall by Wizards of the Coast. Thank you!")


def test_a_sentence_telling_its_own_dates_is_no_ruling() -> None:
    """An encyclopedia's article on the card's set: the infobox's "Prerelease" over its date, then the
    set's description ("… It was released on June 4, 2001, its prerelease held on May 19, 2001.") is
    no ruling under that date; the card's subsection keeps its dated ruling."""
    (d, t), _ = FORGE
    page = ("Apocalypse\n\nFrom the Card Encyclopedia\n\nRelease date\n\nJune 4, 2001\n\nSize\n\n143 cards\n\n"
            "Prerelease\n\nMay 19, 2001\n\nApocalypse is a Magic: The Gathering expansion. It was released on June 4, "
            "2001, its prerelease held on May 19, 2001.\n\nNotable cards[edit]\n\nBattlefield Forge[edit]\n\nLand\n\n"
            "{T}: Add {C}.\n{T}: Add {R} or {W}. Battlefield Forge deals 1 damage to you.\n\n"
            f"The Oracle rulings for Battlefield Forge are:\n\n{d:%B} {d.day}, {d.year}: {t}\n\nReferences[edit]\n")
    assert got(read(page, "apocalypse.txt", card="Battlefield Forge")) == [(d, t)]


def test_a_citations_dash_on_a_line_of_its_own_is_its_citations() -> None:
    """A review quoting the rulings as blockquotes, each with "<footer>— <cite>Wizards of the Coast,
    DATE</cite></footer>": the cite's own line leaves the dash alone on a line; it is the citation's,
    so every citation dates the ruling above it (the first one too)."""
    quotes = "".join(f"<blockquote><p>{html.escape(t)}</p><footer>— <cite>Wizards of the Coast, {d:%d.%m.%Y}</cite>"
                     "</footer></blockquote>" for d, t in MIND)
    page = ("<html lang='pl'><head><title>Mind Extraction — recenzja do Limited | Limited Lab</title></head><body>"
            "<article><h1>Mind Extraction — recenzja do Limited</h1><p>W drafcie cieszy w środku boostera.</p>"
            "<div><div>Sorcery</div><p>As an additional cost to cast this spell, sacrifice a creature.</p><p>Target player "
            "reveals their hand and discards all cards of each of the sacrificed creature's colors.</p></div>"
            f"<h2>Orzeczenia, które pojawiają się przy stole</h2>{quotes}</article></body></html>")
    assert got(read(page, "recenzja.html")) == MIND


def test_a_printings_summary_with_a_middle_dot_is_no_ruling() -> None:
    """A collector's guide: "2 stampe · stampata per la prima volta in Apocalypse · legale in Commander
    (4 giugno 2001)" above the printings table is the guide's summary, not a dated ruling."""
    rulings = "\n".join(f"{d:%d/%m/%Y}\n{t}" for d, t in DEED)
    page = ("Foil Atlas\n\nPernicious Deed — tutte le stampe e varianti\n\n"
            "2 stampe · stampata per la prima volta in Apocalypse · legale in Commander (4 giugno 2001)\n\n"
            "Espansione\tN.\tCornice\tUscita\nApocalypse\t114\tClassica\t4 giugno 2001\n\nEnchantment\n\n"
            "{X}, Sacrifice Pernicious Deed: Destroy each artifact, creature, and enchantment with mana value X or less.\n\n"
            f"Chiarimenti\n\n{rulings}\n\nLista verificata il 11 dicembre 2021\n")
    assert got(read(page, "varianti.txt")) == DEED


def test_a_cards_activated_abilities_make_no_single_date_a_stray() -> None:
    """A collection tracker's card page: the card's abilities each a block ("{1}{W}: …"), its Japanese
    printed text with full-width colons, one ruling under its one date and the tracker's "last synced"
    stamp: the abilities are the card's text, never rulings, so the one date is the ruling's."""
    (d, t), = TAILS
    page = ("コレクション\n\nEight-and-a-Half-Tails\n\nChampions of Kamigawa · #8\n\n所持数：2\n\n"
            "Legendary Creature — Fox Cleric\n\n"
            "{1}{W}: Target permanent you control gains protection from white until end of turn.\n\n"
            "{1}: Target spell or permanent becomes white until end of turn.\n\n印刷されたテキスト (JA)\n八ツ尾半\n"
            "{1}{W}：あなたがコントロールするパーマネント１つを対象とする。それはターン終了時までプロテクション（白）を得る。\n"
            "{1}：呪文１つかパーマネント１つを対象とする。それはターン終了時まで白になる。\n\n"
            f"{d.isoformat()}\n\n{t}\n\n最終同期 2019-07-01 13:32\n\nトップへ戻る\n")
    assert got(read(page, "tracker.txt")) == [(d, t)]


def test_a_paragraph_in_a_language_no_card_is_printed_in_is_no_translation() -> None:
    """A Czech limited review's section heading over its paragraph ("Jak se hraje" / "V draftu potěší …")
    is no printed name and text in a language cards are printed in."""
    assert unprinted_language("V draftu potěší uprostřed boosteru; v sealedu se dostane do většiny balíčků ve svých barvách.") == "cs"
    assert unprinted_language("Як тільки ця істота виходить на поле бою, візьміть карту, а потім скиньте карту зі своєї руки.") == "uk"
    assert unprinted_language("Die Kreatur erhält +2/+2 bis zum Ende des Zuges, solange du eine andere Kreatur kontrollierst.") is None
    page = ("<html lang='cs'><head><title>Pernicious Deed — recenze pro Limited | Limited Lab</title></head><body>"
            "<h1>Pernicious Deed — recenze pro Limited</h1><h2>Jak se hraje</h2>"
            "<p>V draftu potěší uprostřed boosteru; v sealedu se dostane do většiny balíčků ve svých barvách.</p>"
            "<div><div>Enchantment</div><p>{X}, Sacrifice Pernicious Deed: Destroy each artifact, creature, and "
            "enchantment with mana value X or less.</p></div><h2>Rozhodnutí</h2>"
            + "".join(f"<p>{d:%d.%m.%Y}: {html.escape(t)}</p>" for d, t in DEED) + "</body></html>")
    bundle = read(page, "recenze.html")
    assert got(bundle) == DEED
    assert bundle.translations == []


def test_a_commentary_without_the_cards_symbols_is_stored_as_no_translation(tmp_path: Path) -> None:
    """A Russian review of an Apocalypse card (never printed in Russian): its section heading over a
    paragraph of commentary reads as a printed name and text, but the card's text has a symbol ("{X},
    Sacrifice …") and the paragraph none and no number: the loader stores no translation; the
    rulings are stored with their dates."""
    page = tmp_path / "obzor.html"
    page.write_text(
        "<html lang='ru'><head><title>Pernicious Deed — обзор для лимитеда</title></head><body>"
        "<h1>Pernicious Deed — обзор для лимитеда</h1><h2>Как она играется</h2>"
        "<p>В драфте её рады видеть в середине бустера, а в силеде она попадает почти в каждую колоду своих цветов.</p>"
        "<div><div>Enchantment</div><p>{X}, Sacrifice Pernicious Deed: Destroy each artifact, creature, and "
        "enchantment with mana value X or less.</p></div><h2>Разъяснения</h2>"
        + "".join(f"<p>{html.escape(t)} ({d:%d.%m.%Y})</p>" for d, t in DEED) + "</body></html>", encoding="utf-8")
    rows, dates = _stored_from(tmp_path, page)
    assert rows == []
    assert sorted(str(x) for x in dates) == sorted(d.isoformat() for d, _ in DEED)


# ------------------------------------------------------------------ page-21, from fresh-28's pages

RINGERS = rulings_of("APC", "Dead Ringers")  # two of 2004-10-04, the second "Colors are checked on resolution."


def test_a_sites_rules_citation_after_a_ruling_is_no_part_of_it() -> None:
    """A Korean rules site cites the Comprehensive Rules after each ruling ("[종합 규칙 508.1]"), a
    Japanese shop after its date ("（2018/03/16）（総合ルール 111.1）"): the ruling is the text before
    them, dated. A bare rule number some of MTGJSON's rulings end with is theirs."""
    korean = "\n\n".join(f"{d:%Y.%m.%d} — {t} [종합 규칙 608.2]" for d, t in DEED)
    page = ("룰북 라운지\n\n홈 / 룰 / 카드 / Pernicious Deed\n\nPernicious Deed — 판정과 관련 규칙\n\nEnchantment\n\n"
            "{X}, Sacrifice Pernicious Deed: Destroy each artifact, creature, and enchantment with mana value X or less.\n\n"
            f"규칙 번호는 2018년 5월 2일부터 시행된 종합 규칙을 따릅니다.\n\n공식 판정\n\n{korean}\n\n© 2018 룰북 라운지\n")
    assert got(read(page, "deed.txt")) == DEED
    japanese = "".join(f"<p>・{html.escape(t)}（{d:%Y/%m/%d}）（総合ルール 111.1）</p>" for d, t in MIND)
    page = ("<html><head><title>【ルール解説】Mind Extractionの裁定をチェック！</title></head><body><h1>【ルール解説】Mind "
            "Extractionの裁定をチェック！</h1><p>店舗ジャッジ 鈴木 <time>2018.7.1</time></p><div><div>Sorcery</div><p>As an "
            "additional cost to cast this spell, sacrifice a creature.</p><p>Target player reveals their hand and discards all "
            f"cards of each of the sacrificed creature's colors.</p></div><h2>公式裁定</h2><div>{japanese}</div>"
            "<p><small>出典：ウィザーズ・オブ・ザ・コースト</small></p></body></html>")
    assert got(read(page, "column.html")) == MIND
    from lorehold.ingest.pages.entries import rule_cited_off

    assert rule_cited_off("Creatures you control with toughness of 0 or less remain on the battlefield. (704.5f)").endswith("(704.5f)")


def test_other_cards_rulings_cut_short_in_a_link_rail_are_no_rulings() -> None:
    """A card database lists, beside the card's rulings, links to other cards' rulings: a name, a count,
    an excerpt cut short with an ellipsis and its date. The excerpts are no rulings of this card."""
    (d, t), _ = FORGE
    page = ("CardLexicon\n\nInicio > Cartas > Battlefield Forge\n\nBattlefield Forge: todas las aclaraciones\n\nLand\n\n"
            "{T}: Add {C}.\n{T}: Add {R} or {W}. Battlefield Forge deals 1 damage to you.\n\nAclaraciones oficiales\n\n"
            f"{t} ({d.day} jun {d.year})\n\nFuente: Wizards of the Coast\n\nAclaraciones relacionadas\n\n"
            "Estas son aclaraciones de otras cartas\n\nPernicious Deed · 2 aclaraciones\n"
            "If a permanent has {X} in its mana cost, X is consid…\n16 mar 2018\n\nMind Extraction · 4 aclaraciones\n"
            "If you sacrifice a multicolored creature, all cards that sh…\n4 oct 2004\n\n© 2024 CardLexicon\n")
    assert got(read(page, "forge.txt")) == [(d, t)]


def test_a_source_credit_under_each_quoted_ruling_dates_the_one_above_it() -> None:
    """A Chinese card breakdown quotes each ruling with "来源：威世智（Wizards of the Coast） · DATE" under
    it, then closes with its verdict ("懂规则的玩家会从这张牌中获益。…"): each credit dates the ruling
    above it; the verdict is no ruling."""
    quotes = "".join(f"<blockquote><p>{html.escape(t)}</p><footer>来源：威世智（Wizards of the Coast） · "
                     f"<time datetime='{d.isoformat()}'>{d.year}/{d.month}/{d.day}</time></footer></blockquote>" for d, t in MIND)
    page = ("<html lang='zh-CN'><head><title>卡牌解析：Mind Extraction</title></head><body><article><h1>卡牌解析：Mind "
            "Extraction</h1><p>作者：张伟 · 发布于 2021/9/22 · 阅读约 3 分钟</p><h2>为什么重要</h2><p>这张牌经常出现在规则问题里。</p>"
            f"<h2>官方裁定</h2>{quotes}<h2>我们的评价</h2><p>懂规则的玩家会从这张牌中获益。下次比赛前请先读一读下面的裁定。</p>"
            "</article></body></html>")
    assert got(read(page, "jiexi.html")) == MIND


def test_a_short_ruling_in_a_table_with_a_rules_column() -> None:
    """A Chinese rules table copied as text ("日期<TAB>裁定<TAB>规则"): the date column (its CJK
    characters are no words), the rulings column however short its text (Fallen Angel's MTGJSON ruling
    "Can sacrifice itself."), the rules column's citations ("完整规则 701.17a") no rulings."""
    from lorehold.ingest.pages.sheets import sheet_text

    assert sheet_text("日期\t裁定\t规则\n2004年10月04日\tCan sacrifice itself.\t完整规则 701.17a", block=True) == (
        "2004-10-04 — Can sacrifice itself.")
    rows = "\n".join(f"{d.year}年{d.month:02d}月{d.day:02d}日\t{t}\t完整规则 608.2" for d, t in RINGERS)
    page = ("规则书屋\n\n首页 / 卡牌 / Dead Ringers\n\nDead Ringers — 裁定与相关规则\n\nSorcery\n\n"
            "Destroy two target nonblack creatures unless either one is a color the other isn't. They can't be regenerated.\n\n"
            f"官方裁定\n\n日期\t裁定\t规则\n{rows}\n\n© 2024 规则书屋\n")
    assert got(read(page, "ringers.txt")) == RINGERS


def test_the_cards_own_text_names_it_over_a_set_name_above_its_type_line() -> None:
    """A store's card box: the card's name, the set's name ("Apocalypse", a card's name too), the type
    line and the text: the text says "Sacrifice Pernicious Deed", so the card is Pernicious Deed."""
    rulings = "\n".join(f"{d:%d/%m/%Y}: {t}" for d, t in DEED)
    page = ("Planeswalker Store\n\nHome > Cards > Pernicious Deed\n\nPernicious Deed\nApocalypse\nEnchantment\n"
            "{X}, Sacrifice Pernicious Deed: Destroy each artifact, creature, and enchantment with mana value X or less.\n\n"
            f"Market price\n£2.23\nPrice updated 19/10/2023\n\nOfficial rulings\n\n{rulings}\n\nBack to top ↑\n")
    bundle = read(page, "deed.txt")
    assert bundle.card.name == "Pernicious Deed"
    assert got(bundle) == DEED


def test_a_heading_over_commentary_in_a_language_the_card_was_not_printed_in(tmp_path: Path) -> None:
    """A Russian review of an Apocalypse card printed in six languages, never in Russian: its heading
    "Как она играется" over a paragraph of commentary reads as a printed name and text (the card's text
    has no symbol to tell them apart), but no printing of the card is Russian: no translation is stored."""
    page = tmp_path / "obzor.html"
    page.write_text(
        "<html lang='ru'><head><title>Dead Ringers — обзор для лимитеда</title></head><body>"
        "<h1>Dead Ringers — обзор для лимитеда</h1><h2>Как она играется</h2>"
        "<p>В драфте её рады видеть в середине бустера, а в силеде она попадает почти в каждую колоду своих цветов.</p>"
        "<div><div>Sorcery</div><p>Destroy two target nonblack creatures unless either one is a color the other isn't. "
        "They can't be regenerated.</p></div><h2>Разъяснения</h2>"
        + "".join(f"<p>{html.escape(t)} ({d:%d.%m.%Y})</p>" for d, t in RINGERS) + "</body></html>", encoding="utf-8")
    rows, dates = _stored_from(tmp_path, page)
    assert rows == []
    assert sorted(str(x) for x in dates) == sorted(d.isoformat() for d, _ in RINGERS)


# ------------------------------------------------------------- page-21, more of fresh-27 and fresh-28


def test_a_rulings_heading_that_says_which_rulings_is_no_cards_name() -> None:
    """A German limited review shows the card's printed name and text ("Böse Tat", from MTGJSON), then
    heads its rulings "Entscheidungen, die am Tisch auftauchen" over the first quoted ruling: the
    heading is a rulings heading (a rulings word, then which ones), not one more printed name over its
    text, so the first ruling is one."""
    quotes = "".join(f"<blockquote><p>{html.escape(t)}</p><footer>— <cite>Wizards of the Coast, {d:%d.%m.%Y}</cite>"
                     "</footer></blockquote>" for d, t in DEED)
    page = ("<html lang='de'><head><title>Böse Tat — Limited-Review | Limited Lab</title></head><body>"
            "<article><h1>Böse Tat — Limited-Review</h1><h2>So spielt sie sich</h2><p>Im Draft freut man sich über die "
            "Karte in der Mitte eines Boosters.</p><div><div>Enchantment</div><p>{X}, Sacrifice Pernicious Deed: Destroy "
            "each artifact, creature, and enchantment with mana value X or less.</p></div><div lang='de'><div>Böse Tat</div>"
            "<div>{X}, opfere die Böse Tat: Zerstöre jedes Artefakt, jede Kreatur und jede Verzauberung mit umgewandelten "
            f"Manakosten von X oder weniger.</div></div><h2>Entscheidungen, die am Tisch auftauchen</h2>{quotes}</article>"
            "</body></html>")
    assert got(read(page, "review.html")) == DEED
    from lorehold.ingest.pages.comments import rulings_heading

    assert rulings_heading("Entscheidungen, die am Tisch auftauchen")
    assert rulings_heading("Aclaraciones que salen en la mesa")
    assert not rulings_heading("Rules of the game here")


def test_a_collections_rows_dated_when_added_are_no_rulings() -> None:
    """A collection tracker's card page: the copies owned, one row each with the day it was added and
    its price ("4<TAB>Magic Origins<TAB>Near Mint<TAB>DE<TAB>Normal<TAB>23. Dez. 2019<TAB>21,49 €"), then
    the card and its one ruling above its date: the rows are no rulings, and the one date is the ruling's."""
    (d, t), _ = FORGE
    page = ("BinderBase\n\nBattlefield Forge\n\nMagic Origins · #244\n\nIn deiner Sammlung: 7 (3 Foil)\n\nDeine Exemplare\n\n"
            "Anz.\n\nEdition\n\nZustand\n\nSprache\n\nAusführung\n\nHinzugefügt\n\nPreis\n\n"
            "4\tMagic Origins\tNear Mint\tDE\tNormal\t23. Dez. 2019\t21,49 €\n\n3\tMagic Origins\tNear Mint\tPT\tFoil\t5. Nov. 2020\t"
            "38,10 €\n\nNotizen\n\nOrdner 5, Seite 10\n\nLand\n{T}: Add {C}.\n{T}: Add {R} or {W}. Battlefield Forge deals 1 "
            f"damage to you.\n\n{t}\n\n{d:%d.%m.%Y}\n\nZuletzt synchronisiert 15.11.2021 21:30\n")
    assert got(read(page, "sammlung.txt")) == [(d, t)]
    from lorehold.ingest.pages.entries import _sentence_inline, read_line

    assert not _sentence_inline(read_line("23.12.2019\t4\tMagic Origins\tNear Mint\tDE\tNormal"))


def test_a_wording_update_dates_its_note_on_either_side() -> None:
    """An Italian Oracle history copied as text: the card's text, its printed wording, each update dated
    on its label's line ("Aggiornamento Oracle del 26 mar 2019") over its note ("Adeguato al modello
    attuale."), then the rulings, each dated in its row: the notes are no rulings."""
    oracle = "Destroy two target nonblack creatures unless either one is a color the other isn't. They can't be regenerated."
    rows = "\n".join(f"{d.day} ott {d.year}\t{t}" for d, t in RINGERS)
    page = ("Errata Log\nHome\nCarte\nCerca carte\nHome > Carte > Dead Ringers\nDead Ringers: cronologia del testo Oracle\n"
            f"Testo Oracle attuale, in vigore dal 26 mar 2019\nSorcery\n{text}\nModifiche\n"
            f"Testo stampato (Apocalypse, 4 giu 2001)\n{text}\nAggiornamento Oracle del 25 giu 2018\n"
            "Formulazione chiarita, nessun cambio di funzionamento.\nAggiornamento Oracle del 26 mar 2019\n"
            f"Adeguato al modello attuale.\nChiarimenti\n{rows}\nUltimo controllo sul database Oracle: 16 ago 2020\n"
            "Privacy\n© 2020 Errata Log\n")
    texts = [r.text for r in read(page, "cronologia.txt").rulings]
    assert "Adeguato al modello attuale." not in texts
    assert [t for _, t in RINGERS if t in texts] == [t for _, t in RINGERS]


def test_a_page_that_spells_out_its_date_order_is_read_so() -> None:
    """A store set to its United States region says "Dates are shown as MM/DD/YYYY.": "06/08/2016" is
    the eighth of June, however zero-padded, and no longer a guess."""
    (d, t), = TAILS
    page = ("Planeswalker Store\n\nRegion: English (United States)\n\nEight-and-a-Half-Tails\n\nLegendary Creature — Fox Cleric\n\n"
            "{1}{W}: Target permanent you control gains protection from white until end of turn.\n"
            "{1}: Target spell or permanent becomes white until end of turn.\n\nOfficial rulings\n\n"
            f"Date\tRuling\n{d:%m/%d/%Y}\t{t}\n\nDates are shown as MM/DD/YYYY.\n")
    bundle = read(page, "tails.txt")
    assert [(r.date, r.date_ambiguous) for r in bundle.rulings] == [(d, False)]


def test_a_time_elements_machine_date_settles_its_shown_numeric_date() -> None:
    """An English rules blog shows its ruling's date as "06/08/2016" inside <time datetime="2016-06-08">:
    where the shown date reads either way, the machine's ISO date says which."""
    (d, t), = TAILS
    page = ("<html lang='en'><head><title>Card breakdown: Eight-and-a-Half-Tails | The Rules Desk</title></head><body>"
            "<h1>Card breakdown: Eight-and-a-Half-Tails</h1><p>Published Jan 8, 2015</p><h2>Official rulings</h2>"
            f"<ul><li><time datetime='{d.isoformat()}'>{d:%m/%d/%Y}</time> — {html.escape(t)}</li></ul>"
            "<p><small>Source: Wizards of the Coast</small></p></body></html>")
    assert [(r.date, r.date_ambiguous) for r in read(page, "tails.html").rulings] == [(d, False)]


def test_a_readers_question_with_its_context_is_no_ruling() -> None:
    """A rules board's solved topic: the asker's post ("How does Pernicious Deed work with this? My
    opponent and I couldn't agree last night.") under its posted date, then the answer quoting Gatherer:
    the question is no ruling however it ends, the quoted ruling is."""
    (d, t), _ = DEED
    page = ("Rules Board\n\nForums > Rules Q&A > Pernicious Deed and tokens\n\nPernicious Deed and tokens\n\nKarel Dvořák\n\n"
            "Posted June 17, 2022\n\nHow does Pernicious Deed work with this? My opponent and I couldn't agree last night.\n\n"
            f"Ondřej Novák\n\nPosted June 20, 2022\n\nSolution\n\nQuote from Gatherer\n\n{t} ({d.isoformat()})\n\n"
            "Like 1\n\nReply to this topic...\n")
    assert got(read(page, "topic.txt")) == [(d, t)]


def test_a_forms_observed_field_dates_its_narrative_not_a_ruling() -> None:
    """A judge review form: "Observed" over the day it reports on, the narrative under it ("During round 6 a
    player called about …"), then the reference ruling with its date: the narrative is no ruling."""
    (d, t), _ = DEED
    page = ("Judge Exchange\n\nReview #98415\n\nSubmitted 2021-05-05\n\nReviewer\tOndřej Novák (L1)\nSubject\tChen Wei (L2)\n\n"
            "Observed\n\n2021-05-03\n\nDuring round 6 a player called about Pernicious Deed. The floor judge was asked how it works.\n\n"
            f"Reference rulings\n\n{d.isoformat()}\t{t}\n\nAcknowledged by the subject on 2021-05-17\n")
    assert got(read(page, "review.txt", card="Pernicious Deed")) == [(d, t)]


# --------------------------------------------------------------------- page-21, from fresh-29's pages


def test_a_screen_readers_labels_copied_with_each_ruling() -> None:
    """An accessibility-first card page whose list items carry visually hidden labels a copy keeps:
    "Datum des Rulings: 16.03.2018 Text des Rulings: …", "Datum för förtydligande: 16 mars 2018
    Förtydligande: …": the labels are the fields' names, the date the ruling's."""
    hidden = "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)"
    items = "".join(f"<li><span class='visually-hidden' style='{hidden}'>Datum des Rulings:</span> <time datetime='{d.isoformat()}'>"
                    f"{d:%d.%m.%Y}</time> <span class='visually-hidden' style='{hidden}'>Text des Rulings:</span> {html.escape(t)}</li>"
                    for d, t in DEED)
    page = ("<html lang='de'><head><title>Böse Tat (Pernicious Deed) – barrierefreie Kartenseite</title></head><body>"
            "<a href='#main'>Zum Inhalt springen</a><h1 id='main'>Böse Tat</h1><p>Englischer Name: Pernicious Deed</p>"
            f"<h2>Offizielle Rulings</h2><ul aria-label='Offizielle Rulings, 2 Einträge'>{items}</ul>"
            "<p>Seite zuletzt geprüft: 9. August 2024</p></body></html>")
    assert got(read(page, "karte.html")) == DEED
    swedish = "\n\n".join(f"Datum för förtydligande: {d.day} mars {d.year} Förtydligande: {t}" for d, t in DEED)
    page = ("Pernicious Deed – tillgänglig kortsida\n\nHoppa till innehållet\n\nPernicious Deed\n\nEnchantment\n\n"
            "{X}, Sacrifice Pernicious Deed: Destroy each artifact, creature, and enchantment with mana value X or less.\n\n"
            f"Officiella regelförtydliganden\n\n{swedish}\n\nSidan granskades senast: 15 oktober 2023\n")
    assert got(read(page, "kort.txt")) == DEED


def test_a_speaker_announcing_the_ruling_of_a_date_dates_the_line_under_it() -> None:
    """A podcast's transcript, each line timed and spoken: the host's welcome, then "[00:04:28] Nuria Campos:
    Esta es la aclaración del 16 de marzo de 2018:" over the ruling she reads out: the ruling has that date;
    the welcome is no ruling."""
    (d, t), _ = DEED
    page = ("Charla de Pila\nEpisodio 41: Las reglas de Acción perniciosa\nPublicado el 19 de agosto de 2025 · 66 min\n"
            "Presentador: Pablo Iglesias Rey\nInvitada: Nuria Campos\nCapítulos\n00:00 Intro\n03:49 Acción perniciosa\n"
            "Transcripción\nEsta transcripción se generó automáticamente y puede contener errores.\n"
            "[00:03:18] Pablo Iglesias Rey: Bienvenidos a Charla de Pila. Hoy hablamos de Acción perniciosa, una carta por "
            "la que se llama mucho al juez.\n[00:03:56] Nuria Campos: Exacto, y las aclaraciones oficiales resuelven casi "
            "todo. Las leo.\n[00:04:28] Nuria Campos: Esta es la aclaración del 16 de marzo de 2018:\n"
            f"[00:04:44] Nuria Campos: {t}\n[00:05:20] Pablo Iglesias Rey: Eso es todo por esta semana.\nSuscribirse\n")
    assert got(read(page, "episodio.txt", card="Pernicious Deed")) == [(d, t)]


def test_a_printed_name_titling_the_page_over_a_set_name_names_the_card(tmp_path: Path) -> None:
    """A Spanish store's card page: the printed name "Similitud mortal" (the page's title too), the set's
    name "Apocalypse" (a card's name too), the English type line and text, which does not name the card:
    the page names its card by the printed name (the set's name only an alternative), and the loader
    stores the rulings on Dead Ringers."""
    oracle = "Destroy two target nonblack creatures unless either one is a color the other isn't. They can't be regenerated."
    page = tmp_path / "similitud.html"
    page.write_text(f"<html lang='es'><head><title>Similitud mortal | Tienda Arcana</title></head><body><p>Tienda Arcana</p>"
                    f"<p>Similitud mortal</p><p>Apocalypse</p><div><div>Sorcery</div><p>{html.escape(oracle)}</p></div>"
                    "<h2>Aclaraciones oficiales</h2>" + "".join(f"<p>{d:%d/%m/%Y}: {html.escape(t)}</p>" for d, t in RINGERS)
                    + "</body></html>", encoding="utf-8")
    lookup = read(page.read_text(encoding="utf-8"), "similitud.html").card.lookup
    assert (lookup.name, lookup.alternatives[:1]) == ("Similitud mortal", ["Apocalypse"])
    settings = Settings.resolve(tmp_path / "home")
    report = ingest(settings, [str(sample_file("APC")), str(page)])
    assert [o.status for o in report.outcomes] == ["loaded", "loaded"], report.outcomes
    with get_engine(settings).connect() as conn:
        cards = conn.execute(text(
            "SELECT DISTINCT c.name FROM ruling_sources rs JOIN rulings r ON r.id = rs.ruling_id JOIN cards c ON c.id = r.card_id "
            "JOIN sources s ON s.id = rs.source_id WHERE s.kind = 'page'")).scalars().all()
    assert cards == ["Dead Ringers"]


def test_a_dutch_sellers_numeric_dates_are_day_first() -> None:
    """A Dutch classifieds advert pastes the rulings of an English card with numeric dates ("8-6-2016");
    the site's own words are Dutch (a language no card is printed in), whose writers put the day first."""
    (d, t), = TAILS
    page = ("<html lang='nl'><head><title>Eight-and-a-Half-Tails – Champions of Kamigawa – NM</title></head><body>"
            "<div role='dialog'><p><strong>Cookies op deze site</strong></p><p>Wij en onze 143 partners gebruiken cookies om "
            "je ingelogd te houden, bezoeken te meten en advertenties te personaliseren.</p><button>Alles accepteren</button>"
            "<button>Alles weigeren</button></div><header><a href='/'>Kaartplaats</a><a href='/home'>Home</a>"
            "<a href='/cards'>Kaarten</a><a href='/login'>Inloggen</a> · <a href='/signup'>Registreren</a></header><main>"
            "<h1>Eight-and-a-Half-Tails – Champions of Kamigawa – NM</h1><p><strong>€ 21,47</strong></p><p><span>Geplaatst "
            "op 28-09-2024</span> · <span>631x bekeken</span> · <a href='#'>Bewaren</a></p><div class='description'>Te koop, "
            "kaart in nette staat (NM). Voor wie twijfelt over de regels, hier de officiële rulings:<br>"
            f"{d.day}-{d.month}-{d.year}: {html.escape(t)}</div><p><a href='#'>Advertentie melden</a></p></main><aside>"
            "<h3>Verkoper</h3><p><b>l2_in_progress</b></p><p>Actief sinds 2014</p><p>Reageert meestal binnen een uur</p>"
            "<p>Eindhoven</p><button>Bericht sturen</button><button>Bieden</button></aside></body></html>")
    assert got(read(page, "advertentie.html")) == [(d, t)]


def test_a_date_one_reading_of_which_precedes_every_ruling_settles_the_pages_order() -> None:
    """A Gatherer table copied onto an Italian shop's page: "10/4/2004" can only be 4 October 2004 (the day
    Gatherer's oldest rulings are dated; 10 April 2004 precedes them), so the page writes the month first,
    and its "4/1/2008" is 1 April 2008, whatever the language of its chrome."""
    from lorehold.ingest.pages.dates import find_dates, settle

    later, first = (find_dates(s)[0] for s in ("4/1/2008", "10/4/2004"))
    assert [d.date for d in settle([later, first], prefer_day_first=True)] == [dt.date(2008, 4, 1), dt.date(2004, 10, 4)]


def test_a_polish_readers_opening_question_is_no_ruling() -> None:
    """The same solved topic on a Polish board, each post under its bare date: "Jak działa Pernicious Deed w
    takiej sytuacji? Wczoraj nie mogliśmy się z przeciwnikiem dogadać." is the asker's question, no ruling;
    the quoted ruling, dated in its own line, is one."""
    (d, t), _ = DEED
    page = ("Pytania o zasady\n\nJak działa Pernicious Deed w takiej sytuacji? Rozwiązany\n\n13 grudnia 2014\n\n"
            "Jak działa Pernicious Deed w takiej sytuacji? Wczoraj nie mogliśmy się z przeciwnikiem dogadać.\n\n"
            f"13 grudnia 2014\n\nRozwiązanie\n\nCytat z Gatherera\n\n{t} ({d.isoformat()})\n\n"
            "Edytowano 15 gru 2014 przez Rachel Okafor\n\nLubię to 12\n\nOdpowiedz w tym temacie...\n")
    assert got(read(page, "temat.txt")) == [(d, t)]
