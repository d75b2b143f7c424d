"""The segments of a freshly built Whoosh index merged into one.

A build writes its segments in parallel (``index._write_indexes``); a search then looks every
term up once per segment (a doc-frequency, a posting list, a term's statistics) and keeps each
segment's tables in memory. One segment makes each of those one look-up. Whoosh's own merge
(``add_reader``) fails on these segments (an AssertionError in ``add_postings_to_pool``) and would
push every posting through its sort pool, so this merge is a ``BulkWriter`` fed from the
segments: the documents' stored fields, lengths and columns through the stock per-document
writer, and each term's postings read from the segments in document order (each segment's
document numbers shifted by the documents before it) and written by ``BulkWriter``'s own
posting writer, one term at a time, so memory holds one term's postings, not the index's.
"""

from __future__ import annotations

from itertools import repeat

from whoosh.codec.whoosh3 import W3LeafMatcher, W3TermInfo
from whoosh.system import pack_ushort, unpack_ushort

from lorehold.search.bulk import BulkWriter


def merge_segments(ix_dir: str) -> bool:
    """Rewrite the index at ``ix_dir`` as one segment; False (nothing done) when it has one
    already, or documents deleted (an index updated since its build)."""
    from whoosh import index as windex
    from whoosh.reading import SegmentReader

    ix = windex.open_dir(ix_dir)
    segments = ix._segments()
    if len(segments) < 2 or any(seg.has_deletions() for seg in segments):
        return False
    writer = MergeWriter(ix)
    readers = [SegmentReader(ix.storage, ix.schema, seg) for seg in segments]
    try:
        writer.add_segments(readers)
        segment = writer._finalize_segment()
    except BaseException:
        writer.cancel()
        raise
    finally:
        for reader in readers:
            reader.close()
    writer._commit_toc([segment])
    writer._finish()
    return True


class MergeWriter(BulkWriter):
    """``BulkWriter`` whose documents and postings come from the segments of an index."""

    def add_segments(self, readers) -> None:
        """Every document of ``readers`` (segments without deletions), in their order."""
        self._check_state()
        schema = self.schema
        fieldnames = set(schema.names())
        scorable = [name for name, field in schema.items() if field.scorable]
        totals = dict.fromkeys(scorable, 0)
        bases = []
        for reader in readers:
            base = self.docnum
            bases.append(base)
            self.write_per_doc(fieldnames, reader)
            for name in scorable:
                totals[name] += reader.field_length(name)
                lengths = self._lengths[name]
                for docnum in range(reader.doc_count_all()):
                    lengths[base + docnum] = reader.doc_field_length(docnum, name)
        # the exact totals (the per-document lengths above are the one-byte approximations a
        # segment stores): the averages scoring divides by stay what they were
        self.perdocwriter._fieldlengths.update(totals)
        parts = [(reader._terms, base) for reader, base in zip(readers, bases)]
        for name, field in schema.items():
            if field.indexed:
                terms = MergedTerms(parts, name, field.format)
                if terms:
                    self._posts[name] = terms
        self._added = True


class MergedTerms:
    """One field's terms across segments as ``BulkWriter`` flushes them: the terms (iterated,
    then sorted by the writer) and, popped one at a time, a term's (docnums, postings) read from
    each segment that has it."""

    def __init__(self, parts, fieldname: str, format_):
        self._format = format_
        self._parts = parts
        #: term bytes -> [(part index, term info bytes)], in segment order
        self._sources: dict[bytes, list[tuple[int, bytes]]] = {}
        for i, (terms, _base) in enumerate(parts):
            fieldid = terms._fieldmap.get(fieldname)
            if fieldid is None:
                continue
            prefix = pack_ushort(fieldid)
            for keybytes, valbytes in terms._tindex.items_from(prefix):
                if unpack_ushort(keybytes[:2])[0] != fieldid:
                    break
                self._sources.setdefault(keybytes[2:], []).append((i, valbytes))

    def __len__(self) -> int:
        return len(self._sources)

    def __iter__(self):
        return iter(self._sources)

    def pop(self, btext: bytes) -> tuple[list[int], list[tuple]]:
        docnums: list[int] = []
        items: list[tuple] = []
        for i, valbytes in self._sources.pop(btext):
            terms, base = self._parts[i]
            info = W3TermInfo.from_bytes(valbytes)
            for ids, weights, values in _blocks(terms._postfile, info, self._format):
                docnums.extend(d + base for d in ids)
                items.extend(zip(repeat(None), repeat(0), weights, values))
        return docnums, items


def _blocks(postfile, info: W3TermInfo, format_):
    """A term's postings in one segment, as (ids, weights, values) per stored block."""
    if info.is_inlined():
        ids, weights, values = info._inlined
        yield ids, weights, values if values else repeat(None, len(ids))
        return
    m = W3LeafMatcher(postfile, info._offset, info._length, format_)
    while True:
        m._read_ids()
        m._read_weights()
        m._read_values()
        yield m._ids, m._weights, m._values
        if m._lastblock:
            return
        m._goto(m._nextoffset)
