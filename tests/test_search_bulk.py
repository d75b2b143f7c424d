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


@pytest.mark.slow  # the whole sample indexed again in one process, in 76 segments, then merged (35-80 s of CPU)
def test_a_build_merged_into_one_segment_searches_as_its_segments(indexed_master, tmp_path, monkeypatch):
    """The sample built in segments of 40 cards, then merged (``index.merge_indexes``): one segment
    per index, and every truth query finds the same cards, labels and scores as the segments did."""
    from lorehold.search import index
    from lorehold.search.searching import Searcher
    from lorehold.settings import Settings
    from tests.truth_queries import QUERIES

    home = tmp_path / "home"
    shutil.copytree(indexed_master, home, ignore=shutil.ignore_patterns("index"))
    settings = Settings.resolve(home)
    monkeypatch.setattr(index, "SEGMENT_CARDS", 40)
    monkeypatch.setattr(index, "SEGMENT_RULINGS", 200)
    index.build(settings, procs=1)
    before = {sub: len(windex.open_dir(str(home / "index" / sub))._segments()) for sub in ("cards", "rulings")}
    assert min(before.values()) > 1
    searcher = Searcher(settings.index_dir)
    queries = [q for q, _ in QUERIES] + ["explore", "Imperiale Vorhut", "destroy target creature"]
    want = {q: [(h.oracle_id, h.language, round(h.score, 4)) for h in searcher.search(q, limit=10**6)] for q in queries}
    ruled = [(h.oracle_id, h.snippet, round(h.score, 4)) for h in searcher.search_rulings("explore", limit=1000)]
    searcher.close()
    monkeypatch.undo()
    index.merge_indexes(home / "index")
    assert {sub: len(windex.open_dir(str(home / "index" / sub))._segments()) for sub in before} == {"cards": 1, "rulings": 1}
    searcher = Searcher(settings.index_dir)
    got = {q: [(h.oracle_id, h.language, round(h.score, 4)) for h in searcher.search(q, limit=10**6)] for q in queries}
    assert [q for q in queries if got[q] != want[q]] == []
    assert [(h.oracle_id, h.snippet, round(h.score, 4)) for h in searcher.search_rulings("explore", limit=1000)] == ruled
    searcher.close()


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
