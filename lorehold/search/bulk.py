"""A Whoosh segment writer for building an index from scratch, several times faster than the stock one.

The stock ``SegmentWriter`` sends every (field, term, document) posting through an external
sort pool and then through ``FieldWriter.add_postings`` one posting at a time, and writes a
compressed block even for a term found in one document (its inlining of short posting lists is
broken: ``set_inline`` vs ``set_inlined`` in whoosh 2.7). Measured on the full card data that
was about 35 µs a posting, most of a ~270 s build.

``BulkWriter`` keeps the documents' postings in memory grouped by field and term (they arrive
in document order, so each list is already sorted), then writes each term's list in blocks of
the codec's size, and stores lists of up to ``INLINE`` postings inside the term entry, which the
stock reader supports. Documents, stored fields and lengths go through the stock per-document
writer, so the segment files are the stock format: any Whoosh reader, merge or later
``SegmentWriter`` works with them.
"""

from __future__ import annotations

from array import array
from collections import defaultdict

import zlib
from pickle import dumps

from whoosh.codec.whoosh3 import WHOOSH3_HEADER_MAGIC, W3TermInfo
from whoosh.util.numeric import length_to_byte
from whoosh.system import pack_ushort
from whoosh.writing import SegmentWriter

INLINE = 8
#: zlib level of posting blocks: level 1 writes ~3x faster than the codec's 3 for a few % more bytes
BLOCK_COMPRESSION = 1


class _NoPool:
    """Stands in for the posting pool: postings never go there."""

    def add(self, item):  # pragma: no cover - only reached if a caller bypasses add_document
        raise RuntimeError("BulkWriter takes postings through add_document only")

    def iter_postings(self):
        return iter(())

    def cleanup(self):
        pass


class BulkWriter(SegmentWriter):
    """``SegmentWriter`` for a batch of new documents; ``commit()`` as usual.

    ``_lk=False`` and ``docbase`` are accepted as for the stock writer, so a worker process can
    write one segment of an index whose lock its parent holds.
    """

    def __init__(self, ix, **kwargs):
        super().__init__(ix, **kwargs)
        self.pool.cleanup()
        self.pool = _NoPool()
        # field -> its postings (``_FieldPostings``; a merge puts its own terms there)
        self._posts: dict = defaultdict(_FieldPostings)
        # field -> docnum -> field length (for the block statistics BM25's skipping uses)
        self._lengths: dict[str, dict[int, int]] = defaultdict(dict)

    def add_document(self, **fields):
        self._check_state()
        perdocwriter = self.perdocwriter
        schema = self.schema
        docnum = self.docnum
        posts = self._posts
        lengths = self._lengths
        perdocwriter.start_doc(docnum)
        for fieldname in sorted(k for k in fields if not k.startswith("_")):
            value = fields[fieldname]
            if value is None:
                continue
            field = schema[fieldname]
            length = 0
            if field.indexed:
                items = field.index(value)
                if field.scorable:
                    length = sum(item[1] for item in items)
                    lengths[fieldname][docnum] = length
                posts[fieldname].add(docnum, items)
            stored = value if field.stored else None
            perdocwriter.add_field(fieldname, field, stored, length)
            column = field.column_type
            if column:
                perdocwriter.add_column_value(fieldname, column, field.to_column_value(value))
        perdocwriter.finish_doc()
        self._added = True
        self.docnum += 1

    def _flush_segment(self):
        """Write every field's posting lists (this writer's own step; the rest is the stock writer's)."""
        self.perdocwriter.close()
        fw = self.fieldwriter
        f32: dict[float, float] = {}  # weights as the float32 array a block stores them in
        for fieldname in sorted(self._posts):
            _write_field(fw, fieldname, self.schema[fieldname], self._posts[fieldname],
                         self._lengths.get(fieldname, {}), f32)
        self._posts.clear()
        self._lengths.clear()
        fw.close()


class _FieldPostings:
    """One field's postings as they arrive, in flat arrays: a term id, document number and float32
    weight of 4 bytes each and a reference to the encoded value a posting (the positions' bytes,
    shared for the common one-position case), about 20 bytes a posting where a tuple a posting
    with its own term bytes and weight object took about 200 (a 2,500-card segment of the full
    data has 1.4 million postings: 320 MB of a worker's memory, now about 60).

    Flushed as ``_write_field`` reads a field's terms: iterated (then sorted), and each term's
    ``pop`` giving its document numbers in order and its (term, freq, weight, value) postings
    (freq is not written: ``_list_info`` and ``_single_info`` read the weight and value only)."""

    __slots__ = ("_ids", "_term", "_doc", "_weight", "_value", "_spans")

    def __init__(self):
        self._ids: dict[bytes, int] = {}  # term bytes -> term id, in order of first sight
        self._term = array("I")
        self._doc = array("I")
        self._weight = array("f")  # float32: what a posting block and a term entry store
        self._value: list = []
        self._spans = None  # term id -> (start, end) in ``_doc`` once grouped by term

    def add(self, docnum: int, items) -> None:
        ids, term, doc, weight, value = self._ids, self._term, self._doc, self._weight, self._value
        for btext, _freq, w, v in items:
            tid = ids.get(btext)
            if tid is None:
                tid = ids[btext] = len(ids)
            term.append(tid)
            doc.append(docnum)
            weight.append(w)
            value.append(v)

    def __len__(self) -> int:
        return len(self._ids)

    def __iter__(self):
        return iter(self._ids)

    def _group(self) -> None:
        """Order the postings by term, each term's still in document order (a stable sort)."""
        term = self._term
        order = sorted(range(len(term)), key=term.__getitem__)
        self._doc = array("I", map(self._doc.__getitem__, order))
        self._weight = array("f", map(self._weight.__getitem__, order))
        self._value = list(map(self._value.__getitem__, order))
        counts = [0] * len(self._ids)
        for tid in term:
            counts[tid] += 1
        self._term = array("I")
        spans, start = [], 0
        for n in counts:
            spans.append((start, start + n))
            start += n
        self._spans = spans

    def pop(self, btext: bytes) -> tuple:
        if self._spans is None:
            self._group()
        start, end = self._spans[self._ids.pop(btext)]
        return (self._doc[start:end],
                [(btext, 0, w, v) for w, v in zip(self._weight[start:end], self._value[start:end])])


def _write_field(fw, fieldname: str, fieldobj, terms: dict, flengths: dict, f32: dict) -> None:
    """One field's terms in order, each list inlined in its term entry or written in blocks;
    ``terms`` is emptied as it goes (so its memory goes back as the file grows)."""
    fw.start_field(fieldname, fieldobj)
    pw = fw._postwriter
    compression = min(pw._compression, BLOCK_COMPRESSION)
    fixedsize = fieldobj.format.fixed_value_size()
    prefix = pack_ushort(fw._fieldid)
    tadd = fw._tindex.add
    for btext in sorted(terms):
        docnums, items = terms.pop(btext)
        if len(docnums) == 1:  # most terms: one document
            tadd(prefix + btext, _single_info(docnums[0], items[0], flengths, f32).to_bytes())
            continue
        fw._btext = btext
        tadd(prefix + btext, _list_info(fw._postfile, docnums, items, flengths, pw._blocklimit,
                                        fixedsize, compression).to_bytes())
    fw.finish_field()


def _single_info(d: int, item: tuple, flengths: dict, f32: dict) -> W3TermInfo:
    """The term entry of a term found in one document (what ``_list_info`` computes, directly)."""
    _t, _f, w, v = item
    w = f32.get(w) or f32.setdefault(w, array("f", [w])[0])
    n = flengths.get(d, 0) if flengths else 0
    info = W3TermInfo()
    info._weight = info._maxweight = w
    info._df = 1
    info._minlength = n or None
    info._maxlength = n
    info._minid = info._maxid = d
    info._inlined = ((d,), (w,), (v,) if v else ())
    return info


def _list_info(postfile, docnums: list, items: list, flengths: dict, limit: int, fixedsize,
               compression: int) -> W3TermInfo:
    """The term entry of a longer posting list: inlined up to ``INLINE`` postings, else its blocks
    written to ``postfile`` and their extent recorded."""
    ids = array("I", docnums)
    _t, _f, weights, values = zip(*items)
    weights = array("f", weights)
    lengths = list(map(flengths.__getitem__, docnums)) if flengths else [0] * len(docnums)
    info = W3TermInfo()
    info._weight = sum(weights)
    info._df = len(ids)
    nz = [n for n in lengths if n]
    info._minlength = min(nz) if nz else None
    info._maxlength = max(lengths)
    info._maxweight = max(weights)
    info._minid = ids[0]
    info._maxid = ids[-1]
    if len(ids) <= INLINE:
        info.set_inlined(ids, weights, [v for v in values if v])
        return info
    start_offset = postfile.tell()
    postfile.write(WHOOSH3_HEADER_MAGIC)
    for start in range(0, len(ids), limit):
        end = start + limit
        _write_block(postfile, ids[start:end], weights[start:end], values[start:end],
                     lengths[start:end], fixedsize, end >= len(ids), compression)
    info.set_extent(start_offset, postfile.tell() - start_offset)
    return info


def _write_block(postfile, ids, weights, values, lengths, fixedsize, last: bool, compression: int) -> None:
    """One block of a posting list, byte for byte what ``W3PostingsWriter._write_block`` writes."""
    n = len(ids)
    mini_ids = (ids[0],) + tuple(b - a for a, b in zip(ids, ids[1:])) if n > 1 else (ids[0],)
    if weights.count(1.0) == n:
        mini_weights = None
    elif weights.count(weights[0]) == n:
        mini_weights = weights[0]
    else:
        mini_weights = tuple(weights)
    values = [v for v in values if v]
    if fixedsize is None or fixedsize < 0:
        mini_values = tuple(values)
    elif fixedsize == 0:
        mini_values = None
    else:
        mini_values = b"".join(values)
    databytes = dumps((mini_ids, mini_weights, mini_values), 2)
    if compression:
        databytes = zlib.compress(databytes, compression)
    nz = [x for x in lengths if x]
    infobytes = dumps((n, ids[-1], max(weights), compression, length_to_byte(min(nz) if nz else None),
                       length_to_byte(max(lengths))), 2)
    length = len(infobytes) + len(databytes)
    postfile.write_int(-length if last else length)
    postfile.write(infobytes)
    postfile.write(databytes)
