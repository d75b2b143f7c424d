"""The analyzers as tables of cases: what a text turns into, index side and query side."""

import pytest

from lorehold.search import analysis
from lorehold.search.analysis import analyzer_for, compact_key, fold, name_key, split_compound


def terms(lang, text, index=True):
    """The stemmed terms (the words as written, marked '=', are tested apart)."""
    return [t for t, _, _ in analyzer_for(lang).terms(text, index=index) if not t.startswith("=")]


@pytest.mark.parametrize(
    "lang, text, written",
    [
        ("fr", "Piochez une carte", ["=piochez", "=une", "=carte"]),
        ("fr", "pioche une carte", ["=pioche", "=une", "=carte"]),
        ("en", "Draws a Card", ["=draws", "=a", "=card"]),
        ("de", "Kreatur erkundet", ["=kreatur", "=erkundet"]),
        ("fr", "l’empereur", ["=empereur"]),
    ],
)
def test_the_words_as_written_are_indexed_beside_their_stems(lang, text, written):
    analyzer = analyzer_for(lang)
    indexed = [t for t, _, _ in analyzer.terms(text, index=True)]
    assert [t for t in indexed if t.startswith("=")] == written
    # a quoted query asks for exactly those, at the positions of the stems
    assert analyzer.words(text, exact=True) == written
    stems = {p: t for t, p, _ in analyzer.terms(text, index=True) if not t.startswith("=")}
    exact = {p: t for t, p, _ in analyzer.terms(text, index=True) if t.startswith("=")}
    assert stems.keys() == exact.keys()
    # "piochez" and "pioche" share a stem, not a written form
    assert analyzer_for("fr").words("piochez")[0] == analyzer_for("fr").words("pioche")[0]


@pytest.mark.parametrize(
    "text, folded",
    [
        ("Späher", "spaher"),
        ("Avant-garde de l’Empereur", "avant-garde de l'empereur"),
        ("Straße", "strasse"),
        ("ＴＵＲＮ　１２３", "turn 123"),  # full-width letters, digits and space (NFKC)
        ("ﾀｰﾝ", "ターン"),  # half-width katakana
        ("Ёлка", "елка"),
        ("Йод", "йод"),  # й stays: the Russian stemmer needs it
        ("皇帝的先鋒", "皇帝的先锋"),  # Traditional -> Simplified (OpenCC t2s table)
        ("제국의 선봉대", "제국의 선봉대"),  # Hangul is never decomposed
        ("ガーディアン", "ガーディアン"),  # nor are Japanese voiced kana
        ("Æther Øresund Łódź", "aether oresund lodz"),
    ],
)
def test_fold(text, folded):
    assert fold(text) == folded


@pytest.mark.parametrize(
    "lang, text, expected",
    [
        # English: possessive apostrophe dropped, Porter2 stems, reminder text still indexed
        ("en", "Emperor's Vanguard explores.", ["emperor", "vanguard", "explor"]),
        ("en", "Emperors Vanguard", ["emperor", "vanguard"]),
        ("en", "{T}: Add {G}.", ["{t}", "add", "{g}"]),
        ("en", "gets +1/+1 until end of turn", ["get", "+1/+1", "1", "until", "end", "of", "turn"]),
        ("es", "contador −2/−0 sobre", ["contador", "-2/-0", "2", "0", "sobr"]),
        # French elision: l' d' qu' go, the word stays (and stems)
        ("fr", "l’empereur", ["empereur"]),
        ("fr", "d'un adversaire qu'il contrôle", ["un", "adversair", "il", "control"]),
        ("fr", "L'Avant-garde", ["avant", "avantgard", "gard"]),
        # Italian elision too
        ("it", "dell'avversario", ["avversar"]),
        # German: umlauts and their ae/oe/ue spellings meet; stems
        ("de", "Späher", ["spah"]),
        ("de", "Spaeher", ["spah"]),
        ("de", "Kreaturen", ["kreatur"]),
        ("de", "neue Feuer", ["neu", "feu"]),  # "ue" after "e" is not an umlaut
        ("es", "criaturas", ["criatur"]),
        ("pt", "criaturas", ["criatur"]),
        ("ru", "существа", ["существ"]),
        # Japanese: full-width digits and signs normalized; overlapping pairs over the kana/kanji run
        ("ja", "＋１/＋１", ["+1/+1", "1"]),
        ("ja", "探検を行う", ["探検", "検を", "を行", "行う", "う"]),
        # Chinese: Traditional and Simplified give the same pieces
        ("zht", "皇帝的先鋒", ["皇帝", "帝的", "的先", "先锋", "锋"]),
        ("zhs", "皇帝的先锋", ["皇帝", "帝的", "的先", "先锋", "锋"]),
        # Korean: pairs over the Hangul words, across the space (spacing typed differently
        # meets the text); each word's last syllable alone
        ("ko", "제국의 선봉대", ["제국", "국의", "의선", "선봉", "봉대", "의", "대"]),
        # Japanese across a sentence's end and a comma: the pieces of the run without them
        ("ja", "破壊する。その上、", ["破壊", "壊す", "する", "るそ", "その", "の上", "る", "上"]),
        ("ko", "탐험", ["탐험", "험"]),
        # a one-character run stays one piece
        ("ja", "火", ["火"]),
    ],
)
def test_index_terms(lang, text, expected):
    assert terms(lang, text) == expected


@pytest.mark.parametrize(
    "lang, text, expected",
    [
        # the query side never adds the run's last character alone
        ("ja", "探検", ["探検"]),
        ("zht", "先鋒", ["先锋"]),
        ("fr", "avant-garde", ["avant", "gard"]),
        ("en", "explores", ["explor"]),
    ],
)
def test_query_terms(lang, text, expected):
    assert analyzer_for(lang).words(text) == expected


def test_reminder_text_weighs_less():
    got = analyzer_for("en").terms("Flying (This creature can't be blocked.) Haste")
    boosts = {t: b for t, _, b in got}
    assert boosts["fli"] == 1.0 and boosts["hast"] == 1.0
    assert boosts["block"] == analysis.REMINDER_BOOST
    # Japanese reminder text in full-width parentheses too
    got = analyzer_for("ja").terms("飛行（このクリーチャーは）")
    assert {b for t, _, b in got if t == "飞行"} == {1.0}  # folded to Simplified
    assert {b for t, _, b in got if t == "クリ"} == {analysis.REMINDER_BOOST}


def test_positions_are_consecutive_across_cjk_runs():
    # the lone last character shares the last pair's position, so phrases over runs still line up
    got = analyzer_for("ja").terms("探検 行う")
    assert {(p, t) for t, p, _ in got} == {(0, "検"), (0, "探検"), (1, "検行"), (2, "う"), (2, "行う")}
    # a run typed without the text's punctuation, or with it, is the same pieces at the same
    # positions as the text's (a phrase over it matches across the sentence's end)
    text = [(t, p) for t, p, _ in analyzer_for("ja").terms("破壊する。そのクリーチャー", index=True) if len(t) == 2]
    for typed in ("破壊するそのクリ", "破壊する。そのクリ", "破壊する、 そのクリ"):
        query = analyzer_for("ja").terms(typed, index=False)
        assert [(t, p) for t, p, _ in query] == text[: len(query)]
    # but not across parentheses (reminder text weighs less)
    assert "るそ" not in analyzer_for("ja").words("破壊する（その")


@pytest.mark.parametrize(
    "word, parts, expected",
    [
        ("artefaktkreatur", {"artefakt", "kreatur"}, ["artefakt", "kreatur"]),
        ("lebenspunkte", {"leben", "punkte"}, ["leben", "punkte"]),  # linking s
        ("kreaturenkarte", {"kreatur", "karte"}, ["kreatur", "karte"]),  # linking en
        ("spielsteinkreatur", {"spiel", "stein", "kreatur"}, ["spiel", "stein", "kreatur"]),
        ("kreatur", {"kreatur"}, []),
        ("einhorn", {"horn"}, []),  # parts shorter than four letters are not split off
    ],
)
def test_split_compound(word, parts, expected):
    assert split_compound(word, frozenset(parts)) == expected


def test_german_compound_parts_are_indexed_not_queried():
    analysis.set_german_parts({"artefakt", "kreatur"})
    try:
        got = analyzer_for("de").terms("Artefaktkreatur")
        assert [t for t, _, _ in got] == ["artefaktkreatur", "=artefaktkreatur", "artefakt", "kreatur"]
        assert {t: b for t, _, b in got}["kreatur"] == analysis.COMPOUND_PART_BOOST
        assert analyzer_for("de").words("Artefaktkreatur") == ["artefaktkreatur"]
    finally:
        analysis.set_german_parts(())


@pytest.mark.parametrize(
    "name, key, compact",
    [
        ("Emperor's Vanguard", "emperors vanguard", "emperorsvanguard"),
        ("EMPERORS-VANGUARD", "emperors vanguard", "emperorsvanguard"),
        ("Avant-garde de l’empereur", "avant garde de lempereur", "avantgardedelempereur"),
        ("avant garde de l empereur", "avant garde de l empereur", "avantgardedelempereur"),
        ("Fire // Ice", "fire ice", "fireice"),
        ("皇帝的先鋒", "皇帝的先锋", "皇帝的先锋"),
        ("ジェイス・ベレレン", "ジェイスベレレン", "ジェイスベレレン"),
    ],
)
def test_name_keys(name, key, compact):
    assert name_key(name) == key
    assert compact_key(name) == compact


def test_analyzer_pickles_without_its_cache():
    import pickle

    a = analyzer_for("de")
    a.terms("Kreaturen")
    b = pickle.loads(pickle.dumps(a))
    assert b == a and b.lang == "de"
    assert b.words("Kreaturen") == ["kreatur"]


@pytest.mark.parametrize(
    "lang, text",
    [
        ("en", "Whenever Emperor's Vanguard deals combat damage to a player, it explores. (Reveal the top card.)"),
        ("en", "{T}: Add {G}. Target creature gets +1/+1 until end of turn (nested (reminder) text) after."),
        ("fr", "L'Avant-garde de l'empereur inflige 2 blessures."),
        ("de", "Artefaktkreatur — Mensch; Lebenspunkte (Kreaturenkarte)"),
        ("ja", "探検を行う。（あなたのライブラリーの一番上のカードを公開する。）＋１/＋１"),
        ("zht", "每當皇帝的先鋒對任一玩家造成戰鬥傷害時，令它勘察。"),
        ("ko", "제국의 선봉대가 플레이어에게 전투 피해를 입힐 때마다, 그것은 탐험한다."),
        ("ru", "Имперский авангард исследует — «ёлка» (напоминание)"),
    ],
)
def test_positions_fast_path_matches_terms(lang, text):
    analysis.set_german_parts({"artefakt", "kreatur", "leben", "punkte", "karte"})
    try:
        a = analyzer_for(lang)
        want_poses: dict = {}
        want_extra: dict = {}
        last = -1
        for term, pos, boost in a.terms(text):
            want_poses.setdefault(term, []).append(pos)
            if boost != 1.0:
                want_extra[term] = want_extra.get(term, 0.0) + boost - 1.0
            last = max(last, pos)
        poses: dict = {}
        extra: dict = {}
        assert a.positions(text, 0, poses, extra) == last
        assert {t: sorted(p) for t, p in poses.items()} == {t: sorted(p) for t, p in want_poses.items()}
        assert extra == pytest.approx(want_extra)
    finally:
        analysis.set_german_parts(())
