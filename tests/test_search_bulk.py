"""The bulk segment writer writes what Whoosh's own writer would: same postings, same scores."""

from __future__ import annotations

import shutil

import pytest
from whoosh import index as windex
from whoosh import query as wq

from lorehold.search.bulk import INLINE, BulkWriter
from lorehold.search.schema import card_schema

DOCS = [
    {"cid": "1", "name_en": ["Emperor's Vanguard"], "text_en": ["Whenever Emperor's Vanguard deals combat damage to a player, it explores. (Reveal the top card of your library.)"],
     "name_de": ["Imperiale Vorhut"], "text_de": ["Immer wenn die Imperiale Vorhut einem Spieler Kampfschaden zufügt, erkundet sie."],
     "name_zhs": ["皇帝的先锋"], "langs": "de en zhs", "sets": "xln", "mv": 4.0, "pow": 4.0, "date": [20170929], "nk": "en:emperorsvanguard de:imperialevorhut"},
    {"cid": "2", "name_en": ["Lurking Chupacabra"], "text_en": ["Whenever a creature you control explores, target creature an opponent controls gets -2/-2 until end of turn."],
     "name_de": ["Lauernder Chupacabra"], "text_de": ["Immer wenn eine Kreatur, die du kontrollierst, erkundet, erhält eine Kreatur deiner Wahl -2/-2 bis zum Ende des Zuges."],
     "langs": "de en", "sets": "xln", "mv": 4.0, "pow": 2.0, "date": [20170929], "nk": "en:lurkingchupacabra"},
] + [
    {"cid": str(10 + i), "name_en": [f"Filler {i}"], "text_en": [f"Flying. Whenever this creature attacks, draw {i} cards."],
     "langs": "en", "mv": float(i % 5), "date": [20100101 + i]}
    for i in range(3 * INLINE)  # "flying" gets a posting list longer than the inline limit
]

QUERIES = [
    wq.Term("text_en", "explor"),
    wq.Term("text_en", "fli"),
    wq.Phrase("text_en", ["combat", "damag", "to", "a", "player"]),
    wq.And([wq.Term("text_de", "erkundet"), wq.Term("langs", "de")]),
    wq.NumericRange("mv", 3, None),
    wq.NumericRange("date", 20100105, 20100110),
    wq.Term("nk", "de:imperialevorhut"),
    wq.Or([wq.Term("name_en", "chupacabra"), wq.Term("text_en", "reveal")]),
]


def build(path, writer_class):
    path.mkdir()
    ix = windex.create_in(str(path), card_schema())
    writer = writer_class(ix)
    for doc in DOCS:
        writer.add_document(**doc)
    writer.commit()
    return windex.open_dir(str(path))


@pytest.mark.parametrize("query", QUERIES, ids=str)
def test_bulk_writer_matches_stock_writer(tmp_path, query):
    from whoosh.writing import SegmentWriter

    stock = build(tmp_path / "stock", SegmentWriter)
    bulk = build(tmp_path / "bulk", BulkWriter)
    with stock.searcher() as a, bulk.searcher() as b:
        ra = [(hit["cid"], round(hit.score, 5)) for hit in a.search(query, limit=None)]
        rb = [(hit["cid"], round(hit.score, 5)) for hit in b.search(query, limit=None)]
        assert ra == rb and ra
        # term statistics agree too
        for fieldname, text in query.iter_all_terms():
            assert a.doc_frequency(fieldname, text) == b.doc_frequency(fieldname, text)
            assert a.frequency(fieldname, text) == pytest.approx(b.frequency(fieldname, text))


def test_bulk_index_takes_stock_updates(tmp_path):
    ix = build(tmp_path / "bulk", BulkWriter)
    writer = ix.writer()
    writer.delete_by_term("cid", "1")
    writer.add_document(cid="1", name_en=["Emperor's Vanguard"], text_en=["It explores twice."], langs="en")
    writer.commit()
    with ix.searcher() as s:
        assert sorted(h["cid"] for h in s.search(wq.Term("text_en", "explor"), limit=None)) == ["1", "2"]
        assert not list(s.search(wq.Term("text_en", "combat")))  # the old document is gone
        assert s.doc_count() == len(DOCS)
        assert not list(s.search(wq.Term("nk", "de:imperialevorhut")))


def test_segments_merged_into_one_search_as_one_build_of_the_same_documents(tmp_path):
    """``merge.merge_segments`` on four segments (one holding a posting list longer than the
    inline limit, the others short ones that only merged outgrow it): one segment, and every query
    finds the same documents with the same scores and term statistics as one build of them all."""
    from lorehold.search.merge import merge_segments

    path = tmp_path / "segments"
    path.mkdir()
    ix = windex.create_in(str(path), card_schema())
    for start, stop in [(0, 3), (3, 5), (5, 7 + INLINE), (7 + INLINE, len(DOCS))]:
        writer = BulkWriter(ix)
        for doc in DOCS[start:stop]:
            writer.add_document(**doc)
        writer.commit(merge=False)
    assert len(windex.open_dir(str(path))._segments()) == 4
    assert merge_segments(str(path))
    merged, whole = windex.open_dir(str(path)), build(tmp_path / "whole", BulkWriter)
    assert len(merged._segments()) == 1
    with merged.searcher() as a, whole.searcher() as b:
        assert list(a.all_stored_fields()) == list(b.all_stored_fields())
        for query in QUERIES:
            ra = [(hit["cid"], round(hit.score, 5)) for hit in a.search(query, limit=None)]
            assert ra == [(hit["cid"], round(hit.score, 5)) for hit in b.search(query, limit=None)] and ra
            for fieldname, text in query.iter_all_terms():
                assert a.doc_frequency(fieldname, text) == b.doc_frequency(fieldname, text)
                assert a.frequency(fieldname, text) == pytest.approx(b.frequency(fieldname, text))


def _segments(home) -> dict[str, int]:
    return {sub: len(windex.open_dir(str(home / "index" / sub))._segments()) for sub in ("cards", "rulings")}


@pytest.mark.slow  # the whole sample indexed in segments, then merged (about 30 s of CPU)
def test_index_check_rebuild_and_a_merge_into_one_segment(cli, indexed_master, tmp_path, monkeypatch):
    """``index check`` on a home without an index says to rebuild it; ``index rebuild`` builds it
    and ``index check`` finds it matches the database. A default build keeps the segments its
    workers wrote (the sample in segments of 400 cards and 1,000 rulings); merged into one segment
    per index (``index.merge_indexes``, what ``--one-segment`` runs), every truth query finds the
    same cards, labels and scores as the segments did, and the index still matches the database."""
    from lorehold.search import index
    from lorehold.search.searching import Searcher
    from lorehold.settings import Settings
    from tests.truth_queries import QUERIES

    home = tmp_path / "home"
    shutil.copytree(indexed_master, home, ignore=shutil.ignore_patterns("index"))
    settings = Settings.resolve(home)
    monkeypatch.setattr(index, "SEGMENT_CARDS", 400)
    monkeypatch.setattr(index, "SEGMENT_RULINGS", 1000)

    def results():
        searcher = Searcher(settings.index_dir)
        try:
            # the hits' cards, languages and scores, not their snippets (snippets=False: the same
            # hits in the same order, without highlighting each card's text, most of a search's time)
            found = {q: [(h.oracle_id, h.language, round(h.score, 4))
                         for h in searcher.search(q, limit=10**6, snippets=False)] for q in queries}
            ruled = [(h.oracle_id, h.snippet, round(h.score, 4)) for h in searcher.search_rulings("explore", limit=1000)]
        finally:
            searcher.close()
        return found, ruled

    queries = [q for q, _ in QUERIES] + ["explore", "Imperiale Vorhut", "destroy target creature"]
    result = cli(home, "index", "check")  # no index yet
    assert result.exit_code == 1 and "lorehold index rebuild" in result.stderr
    result = cli(home, "index", "rebuild")
    assert result.exit_code == 0, result.output
    assert "indexed 2259 cards, 3603 rulings" in result.stdout
    assert min(_segments(home).values()) > 1
    result = cli(home, "index", "check")
    assert result.exit_code == 0, result.output
    assert "cards: 2259 in the database, 2259 in the index" in result.stdout
    assert "index matches the database" in result.stdout
    want, ruled = results()
    index.merge_indexes(home / "index")
    assert _segments(home) == {"cards": 1, "rulings": 1}
    got, got_ruled = results()
    assert [q for q in queries if got[q] != want[q]] == []
    assert got_ruled == ruled
    assert cli(home, "index", "check").exit_code == 0


@pytest.mark.slow  # two index builds of one set
def test_index_rebuild_one_segment_merges_what_a_default_build_leaves_in_segments(cli, tmp_path, monkeypatch):
    """A default build of Ixalan in segments of 100 cards keeps them; ``index rebuild
    --one-segment`` leaves one segment per index, and the index still matches the database."""
    from lorehold.search import index
    from tests.conftest import sample_file

    home = tmp_path / "home"
    assert cli(home, "ingest", str(sample_file("XLN")), "--no-index").exit_code == 0
    monkeypatch.setattr(index, "SEGMENT_CARDS", 100)
    monkeypatch.setattr(index, "SEGMENT_RULINGS", 100)
    assert cli(home, "index", "rebuild").exit_code == 0
    assert min(_segments(home).values()) > 1
    result = cli(home, "index", "rebuild", "--one-segment")
    assert result.exit_code == 0, result.output
    assert _segments(home) == {"cards": 1, "rulings": 1}
    assert cli(home, "index", "check").exit_code == 0


def _postings(ix):
    """Every (field, term) of an index with its postings (document, weight, value) and term statistics."""
    out = {}
    with ix.reader() as reader:
        for fieldname, text in reader.all_terms():
            m = reader.postings(fieldname, text)
            listed = []
            while m.is_active():
                listed.append((m.id(), m.weight(), m.value() or None))  # no value: None or "" by the reader
                m.next()
            info = reader.term_info(fieldname, text)
            out[fieldname, text] = (listed, info.weight(), info.doc_frequency(), info.max_weight())
    return out


def test_bulk_writer_writes_every_posting_the_stock_writer_does(tmp_path):
    from whoosh.writing import SegmentWriter

    stock = _postings(build(tmp_path / "stock", SegmentWriter))
    bulk = _postings(build(tmp_path / "bulk", BulkWriter))
    assert stock.keys() == bulk.keys() and len(stock) > 100
    for key, (listed, weight, df, top) in stock.items():
        b_listed, b_weight, b_df, b_top = bulk[key]
        assert [(d, v) for d, _w, v in listed] == [(d, v) for d, _w, v in b_listed], key
        assert [w for _d, w, _v in b_listed] == pytest.approx([w for _d, w, _v in listed], rel=1e-6), key
        assert (b_weight, b_df, b_top) == pytest.approx((weight, df, top), rel=1e-6), key


def test_bulk_writer_holds_a_few_bytes_a_posting(tmp_path):
    """A segment's postings wait in memory until it is written: in flat arrays, not a tuple a
    posting (which was about 200 bytes a posting, 320 MB of a worker on the full data)."""
    import tracemalloc

    ix = windex.create_in(str(tmp_path), card_schema())
    docs = [{**doc, "cid": f"{copy}-{doc['cid']}"} for copy in range(150) for doc in DOCS]
    schema = ix.schema
    postings = sum(len(list(schema[f].index(v))) for doc in docs for f, v in doc.items() if schema[f].indexed)
    writer = BulkWriter(ix)
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for doc in docs:
            writer.add_document(**doc)
        held = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    writer.cancel()
    assert postings > 20000
    assert held / postings < 60, f"{held / postings:.0f} bytes a posting"
