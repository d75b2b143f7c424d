"""What `lorehold serve` does to be fast must not change what it answers: the lighter card objects
(no rulings or keyword rules read for a Scryfall object, translations filtered in SQL, only the
printings an object can show), the word-start table of the completion, searches without snippets,
and a completion that does not wait behind a search. Expected answers come from the printed cards (Imperiale Vorhut = Emperor's
Vanguard, XLN 189, with Explore; Jace, Vryn's Prodigy // Jace, Telepath Unbound) or from a plain
scan of the same data."""

from __future__ import annotations

import sqlite3
import threading

import pytest

from tests.serve_support import serve_home  # noqa: F401  (a fixture)

pytest.importorskip("fastapi")


def _card_id(home, name: str) -> int:
    conn = sqlite3.connect(home / "lorehold.db")
    try:
        return conn.execute("SELECT id FROM cards WHERE name = ?", (name,)).fetchone()[0]
    finally:
        conn.close()


@pytest.fixture(scope="module")
def conn(serve_home):
    from lorehold.db.sqlite_reads import connect
    from lorehold.settings import Settings

    c = connect(Settings.resolve(serve_home))
    yield c
    c.close()


def test_card_dicts_can_leave_out_rulings_and_rules(serve_home, conn):
    from lorehold.card_view import card_dicts

    vanguard = _card_id(serve_home, "Emperor's Vanguard")
    full, = card_dicts(conn, [vanguard])
    light, = card_dicts(conn, [vanguard], rulings=False, rules=False)
    assert full["rulings"], "the sample has Scryfall's rulings of Emperor's Vanguard"
    assert "Explore" in [r["keyword"] for r in full["rules"]]
    assert light["rulings"] == [] and light["rules"] == []
    for key in full:
        if key not in ("rulings", "rules"):
            assert light[key] == full[key], key


def test_card_dicts_languages_pick_the_same_translations(serve_home, conn):
    from lorehold.card_view import card_dicts

    vanguard = _card_id(serve_home, "Emperor's Vanguard")
    jace = _card_id(serve_home, "Jace, Vryn's Prodigy // Jace, Telepath Unbound")
    full = card_dicts(conn, [vanguard, jace])
    german = card_dicts(conn, [vanguard, jace], ["de"])
    assert "Imperiale Vorhut" in [t["name"] for t in german[0]["translations"]]
    for every, only in zip(full, german):
        assert only["translations"] == [t for t in every["translations"] if t["language"] == "de"]
        for p_all, p_de in zip(every["printings"], only["printings"]):
            assert p_de["languages"] == p_all["languages"]  # a printing's languages stay whole
            assert p_de["foreign"] == {k: v for k, v in p_all["foreign"].items() if k == "de"}
    # the German faces of Jace's Magic Origins printing (printed: Jace, Wunderkind von Vryn)
    ori = [p for p in german[1]["printings"] if p["set"] == "ORI"][0]
    assert ori["foreign"]["de"]["faces"][0]["name"].startswith("Jace")
    assert {"de", "ja"} <= set(ori["languages"])
    nothing = card_dicts(conn, [vanguard], ["xx'); DROP TABLE cards; --"])
    assert nothing[0]["translations"] == []  # not a language code: nothing matches, nothing runs


@pytest.fixture(params=["read each time", "kept order"])
def shown_conn(request, conn):
    """The connection, without and with the order of every card's printings that a server keeps
    (``conn.info["printing_order"]``, read once)."""
    from lorehold.serve.shown import PrintingOrder

    if request.param == "kept order":
        conn.info["printing_order"] = PrintingOrder(conn)
    yield conn
    conn.info.pop("printing_order", None)


def test_card_objects_from_what_they_show_only(serve_home, shown_conn):
    """A Scryfall object read by ``shown_cards`` (the shown printing and language only) is the
    object built from the whole card object (every printing, every translation) as
    ``pick_printing`` picks: for many cards, in several languages, with and without a set and
    number, one at a time and all at once (a page); the same with the printings' order kept."""
    import sqlite3

    from lorehold.card_view import card_dicts
    from lorehold.errors import UnknownCard
    from lorehold.serve.api_scryfall import pick_printing
    from lorehold.serve.scryfall import card_object
    from lorehold.serve.shown import shown_cards

    conn = shown_conn

    db = sqlite3.connect(serve_home / "lorehold.db")
    try:  # the cards with the most printings, multi-faced cards, and a few printings' sets and numbers
        ids = [r[0] for r in db.execute("SELECT card_id FROM printings GROUP BY card_id ORDER BY COUNT(*) DESC, card_id LIMIT 40")]
        ids += [r[0] for r in db.execute("SELECT DISTINCT card_id FROM faces ORDER BY card_id LIMIT 40")]
        numbered = db.execute("SELECT card_id, set_code, number FROM printings ORDER BY id LIMIT 300").fetchall()[::10]
    finally:
        db.close()
    wanted = [(cid, lang, None, None) for cid in ids for lang in ("en", "de", "ja", "zhs", "fr")]
    wanted += [(cid, lang, code.lower(), number) for cid, code, number in numbered for lang in ("en", "fr")]
    wanted += [(ids[0], "de", "nope", None)]  # no such printing
    expected = []
    for cid, lang, code, number in wanted:
        full, = card_dicts(conn, [cid], None, rulings=False, rules=False)
        try:
            expected.append(card_object(full, *pick_printing(full, lang, code, number), "http://x"))
        except UnknownCard:
            expected.append(None)
    shown = [s for w in wanted for s in _shown_or_none(shown_cards, conn, w)]
    assert [card_object(*s, "http://x") if s else None for s in shown] == expected
    page = [w for w, e in zip(wanted, expected) if e is not None]
    assert [card_object(*s, "http://x") for s in shown_cards(conn, page)] == [e for e in expected if e is not None]
    assert sum(1 for e in expected if e and e["lang"] != "en" and "printed_name" in e) > 20  # translations shown
    assert sum(1 for e in expected if e and "card_faces" in e) > 20  # faces shown
    assert shown_cards(conn, [(10 ** 9, "en", None, None)]) == [None]  # an unknown card


def test_a_kept_printing_order_older_than_the_database_is_not_trusted(serve_home, tmp_path):
    """A server keeps the order of every card's printings; when the database changes under it
    (an ingest), a printing it kept may be gone: the object shows the newest printing there is
    now, as the whole card object picks it, not an error."""
    import shutil
    import sqlite3

    from lorehold.card_view import card_dicts
    from lorehold.db.sqlite_reads import connect
    from lorehold.serve.api_scryfall import pick_printing
    from lorehold.serve.scryfall import card_object
    from lorehold.serve.shown import PrintingOrder, shown_cards
    from lorehold.settings import Settings

    home = tmp_path / "home"
    home.mkdir()
    shutil.copy(serve_home / "lorehold.db", home / "lorehold.db")
    db = sqlite3.connect(home / "lorehold.db")
    try:  # the card with the most printings in the sample
        card_id, count = db.execute("SELECT card_id, COUNT(*) FROM printings GROUP BY card_id "
                                    "ORDER BY COUNT(*) DESC, card_id LIMIT 1").fetchone()
    finally:
        db.close()
    assert count >= 2, "a printing is left when the shown one is gone"
    conn = connect(Settings.resolve(home))
    try:
        conn.info["printing_order"] = PrintingOrder(conn)
        before, = shown_cards(conn, [(card_id, "en", None, None)])
        shown_id = before[1]["scryfall_id"]
        db = sqlite3.connect(home / "lorehold.db")
        try:  # the printing shown is deleted under the kept order
            db.execute("PRAGMA foreign_keys = ON")
            db.execute("DELETE FROM printings WHERE scryfall_id = ?", (shown_id,))
            db.commit()
        finally:
            db.close()
        full, = card_dicts(conn, [card_id], None, rulings=False, rules=False)
        expected = card_object(full, *pick_printing(full, "en"), "http://x")
        after, = shown_cards(conn, [(card_id, "en", None, None)])
        assert card_object(*after, "http://x") == expected
        assert expected["id"] != shown_id
    finally:
        conn.close()


def _shown_or_none(shown_cards, conn, wanted):
    from lorehold.errors import UnknownCard

    try:
        return shown_cards(conn, [wanted])
    except UnknownCard:
        return [None]


@pytest.mark.slow  # every word start of the sample's names
def test_completion_word_starts_agree_with_a_scan(serve_home):
    from lorehold.search.names import NameIndex

    index = NameIndex.load(serve_home / "index" / "names.bin")
    spaced = index.spaced
    prefixes = {"vorh", "of", "the", "a", "dr", "von", "wunder", "ab"}
    prefixes |= {s.split()[1][:3] for s in spaced[::7] if len(s.split()) > 1}
    for key in sorted(prefixes):
        scanned = [i for i, s in enumerate(spaced) if f" {key}" in f" {s}" and not s.startswith(key)]
        found = [i for i in index._with_word_starting(key) if not spaced[i].startswith(key)]
        assert found == scanned, key
    names = [(h.name, h.language) for h in index.complete("vorhut")]
    assert ("Imperiale Vorhut", "de") in names


def test_search_without_snippets_finds_the_same_cards(serve_home):
    from lorehold.search.searching import Searcher
    from lorehold.settings import Settings

    searcher = Searcher(Settings.resolve(serve_home).index_dir)
    try:
        for text in ("erkundet", "o:explore", "t:creature c:g", "imperiale vorhut"):
            with_snippets = searcher.search(text, None, 200)
            without = searcher.search(text, None, 200, snippets=False)
            assert with_snippets, text
            assert [(h.card_id, h.language, h.matched_name, h.match) for h in without] == \
                   [(h.card_id, h.language, h.matched_name, h.match) for h in with_snippets], text
            assert all(h.snippet == "" and h.highlights == [] for h in without if h.match == "text")
        assert any(h.snippet for h in searcher.search("erkundet", None, 200))
    finally:
        searcher.close()


def test_completion_does_not_wait_behind_a_search(serve_home):
    from lorehold.serve.backend import Backend
    from lorehold.settings import Settings

    backend = Backend(Settings.resolve(serve_home))
    got: list = []
    with backend._lock:  # a long search holds the searcher
        worker = threading.Thread(target=lambda: got.append(backend.complete("imperiale vor")))
        worker.start()
        worker.join(timeout=30)
        assert not worker.is_alive(), "the completion waited for the search's lock"
    assert "Imperiale Vorhut" in [c.name for c in got[0]]
    backend.close()


def test_scryfall_search_answers_as_before(serve_home):
    """The API's search (without snippets) against the library's search with them: the same
    cards, in the same languages, in the same order."""
    from fastapi.testclient import TestClient

    from lorehold.search.searching import Searcher
    from lorehold.serve.app import create_app
    from lorehold.settings import Settings

    settings = Settings.resolve(serve_home)
    searcher = Searcher(settings.index_dir)
    try:
        expected = [(h.name, h.language) for h in searcher.search("erkundet", None, 20_000)]
    finally:
        searcher.close()
    with TestClient(create_app(settings)) as client:
        answer = client.get("/cards/search", params={"q": "erkundet", "order": "relevance"}).json()
    assert [(c["name"], c["lorehold"]["language"]) for c in answer["data"]] == expected[:175]
    assert "Emperor's Vanguard" in [c["name"] for c in answer["data"]]


def test_answer_cache_size_from_the_environment():
    import os
    import subprocess
    import sys

    probe = "from lorehold.serve import app; print(app.CACHE_BYTES)"
    env = {k: v for k, v in os.environ.items() if k != "LOREHOLD_SERVE_CACHE_MB"}
    default = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True)
    none = subprocess.run([sys.executable, "-c", probe], env={**env, "LOREHOLD_SERVE_CACHE_MB": "0"},
                          capture_output=True, text=True, check=True)
    assert int(default.stdout) == 32 * 1024 * 1024
    assert int(none.stdout) == 0


def test_a_search_decodes_only_the_documents_it_shows(serve_home):
    """Ranking and labelling a search's hits read the index's labels (read once, all of them by
    ``warm``): only the hits returned are decoded, for their snippets; without snippets none.
    The answers are the same as a searcher's that reads each document as it meets it."""
    from lorehold.search.searching import Searcher
    from lorehold.settings import Settings

    index_dir = Settings.resolve(serve_home).index_dir
    warm, cold = Searcher(index_dir), Searcher(index_dir)
    try:
        warm.warm()
        decoded: list[int] = []
        read = warm._decoded
        warm._decoded = lambda docnum: (decoded.append(docnum), read(docnum))[1]
        for text in ("t:creature", "o:explore", "erkundet", "flying lifelink"):
            many = warm.search(text, None, 200, snippets=False)
            assert len(many) > 5, text
            if text != "flying lifelink":  # (words side by side: their texts are read to rank)
                assert decoded == [], text
            decoded.clear()
            few = warm.search(text, None, 5)
            assert len(few) == 5, text
            assert len(set(decoded)) == 5 or text == "flying lifelink", text
            decoded.clear()
            for mine, theirs in ((many, cold.search(text, None, 200, snippets=False)), (few, cold.search(text, None, 5))):
                assert [(h.card_id, h.language, h.matched_name, h.match, h.snippet, h.highlights) for h in mine] == \
                       [(h.card_id, h.language, h.matched_name, h.match, h.snippet, h.highlights) for h in theirs], text
    finally:
        warm.close()
        cold.close()


def test_a_large_search_picks_the_languages_of_the_hits_it_shows(serve_home, monkeypatch):
    """A text hit's language, name there and matched words are picked when first asked for: a
    search of many cards picks none of them, a Scryfall page only its own (at most 175); the
    languages and names are those of a searcher that picks every hit's at once."""
    from fastapi.testclient import TestClient

    from lorehold.search import searching
    from lorehold.serve.app import create_app
    from lorehold.settings import Settings

    settings = Settings.resolve(serve_home)
    picked: list[int] = []
    pick = searching.Hit._pick
    monkeypatch.setattr(searching.Hit, "_pick", lambda hit: (picked.append(hit.card_id), pick(hit))[1])
    searcher = searching.Searcher(settings.index_dir)
    try:
        hits = searcher.search("t:creature", None, 20_000, snippets=False)
        assert len(hits) > 175 and picked == []
        eager = [(h.card_id, h.language, h.matched_name) for h in searcher.search("kreatur", None, 20_000, snippets=False)]
    finally:
        searcher.close()
    assert {lang for _c, lang, _n in eager} == {"de"}  # a German word: every card labelled German
    picked.clear()
    with TestClient(create_app(settings)) as client:
        answer = client.get("/cards/search", params={"q": "kreatur", "order": "relevance"}).json()
    assert answer["total_cards"] == len(eager) and len(answer["data"]) == min(175, len(eager))
    assert len(picked) == len(answer["data"])
    assert [(c["lorehold"]["language"], c["lorehold"]["matched_name"]) for c in answer["data"]] == \
           [(lang, name) for _c, lang, name in eager[:175]]


def test_served_sqlite_connections_map_the_file_and_cannot_write(serve_home):
    """A worker's SQLite connection reads the file through a memory map (the operating system's
    cache, shared by the workers) and still refuses to write."""
    import sqlite3 as sqlite

    from lorehold.db.sqlite_reads import run
    from lorehold.serve.backend import MMAP_BYTES, Backend
    from lorehold.settings import Settings

    backend = Backend(Settings.resolve(serve_home))
    try:
        with backend.db() as conn:
            assert run(conn, "PRAGMA mmap_size").scalar() == MMAP_BYTES > 0
            assert run(conn, "SELECT COUNT(*) FROM cards").scalar() > 0
            with pytest.raises(sqlite.OperationalError):
                run(conn, "DELETE FROM cards")
    finally:
        backend.close()


def test_a_search_page_highlights_only_the_hits_it_shows(serve_home):
    """The web page's search is made without snippets and highlights only the page's hits
    (decoding only their documents): the same snippets as the library's search with them."""
    from lorehold.search.searching import Searcher
    from lorehold.serve.backend import Backend
    from lorehold.settings import Settings

    settings = Settings.resolve(serve_home)
    searcher = Searcher(settings.index_dir)
    try:
        full = searcher.search("kreatur", None, 20_000)
    finally:
        searcher.close()
    assert len(full) > 60 and all(h.snippet for h in full[:60])
    backend = Backend(settings)
    try:
        hits = backend.search("kreatur", None, snippets=False)
        assert [h.card_id for h in hits] == [h.card_id for h in full] and not any(h.snippet for h in hits)
        decoded: list[int] = []
        open_index = backend.searcher()
        read = open_index._decoded
        open_index._decoded = lambda docnum: (decoded.append(docnum), read(docnum))[1]
        page = backend.add_snippets(hits[60:120])
        assert len(set(decoded)) == len(page) == min(60, len(full) - 60)
        assert [(h.snippet, h.highlights, h.language) for h in page] == \
               [(h.snippet, h.highlights, h.language) for h in full[60:120]]
        assert not any(h.snippet for h in hits[:60])  # the other pages' hits untouched
    finally:
        backend.close()
