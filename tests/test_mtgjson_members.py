"""The sets of an AllPrintings file cut out of the stream (lorehold.ingest.mtgjson.members): the same
sets, in the same order, as the standard library's json reads from the whole file, whatever the
layout; the cut's guesses checked, and ijson taking over where the cut does not read the file."""

from __future__ import annotations

import io
import json
import lzma
from contextlib import contextmanager

import ijson
import pytest

from lorehold.ingest.mtgjson import members
from lorehold.ingest.mtgjson.members import data_members
from tests import update_mirror as um


def _opener(raw: bytes):
    @contextmanager
    def open_stream():
        yield io.BytesIO(raw)
    return open_stream


def _read(raw: bytes) -> list[tuple[str, object]]:
    return list(data_members(_opener(raw)))


def _expected(raw: bytes) -> list[tuple[str, object]]:
    return list(json.loads(raw)["data"].items())


@pytest.fixture
def cut_only(monkeypatch):
    """Fail the test if ijson has to take over (the cut alone must read the file)."""
    def no_fallback(*_args, **_kwargs):
        raise AssertionError("the cut gave up: ijson took over")
        yield  # pragma: no cover

    monkeypatch.setattr(members, "_ijson_members", no_fallback)


@pytest.fixture
def small_chunks(monkeypatch):
    """Chunks of a few bytes and an eager drop, so every cut meets a chunk's edge."""
    monkeypatch.setattr(members, "CHUNK", 97)
    monkeypatch.setattr(members, "KEEP_BEHIND", 1000)


SETS = um.base_sets()  # the sample's APC and XLN, as MTGJSON gives them


def _all_printings(sets: dict, *, meta_first: bool = True, **dumps) -> bytes:
    meta = {"date": "2022-04-25", "version": "5.2.0+20220425"}
    root = {"meta": meta, "data": sets} if meta_first else {"data": sets, "meta": meta}
    return json.dumps(root, **dumps).encode()


@pytest.mark.parametrize("dumps", [{}, {"indent": 2}, {"separators": (",", ":")}, {"ensure_ascii": False}],
                         ids=["spaced", "indented", "compact", "utf8"])
@pytest.mark.parametrize("meta_first", [True, False], ids=["meta-first", "data-first"])
def test_the_sets_are_cut_as_json_reads_them(cut_only, small_chunks, dumps, meta_first):
    raw = _all_printings(SETS, meta_first=meta_first, **dumps)
    got = _read(raw)
    assert [code for code, _ in got] == ["APC", "XLN"]
    assert got == _expected(raw)
    assert {card["setCode"] for card in got[1][1]["cards"]} == {"XLN"}


def test_an_xz_file_read_through_the_update_s_decompressing_reader(cut_only, tmp_path):
    from lorehold.update.run import _decompressed

    raw = _all_printings(SETS)
    path = tmp_path / "AllPrintings.json.xz"
    path.write_bytes(lzma.compress(raw))
    assert list(data_members(lambda: _decompressed(path, "rb"))) == _expected(raw)


def test_an_object_inside_a_set_that_looks_like_the_end_of_a_set_is_a_guess_that_fails(cut_only, small_chunks,
                                                                                      monkeypatch):
    misses = []
    real = members._parsed

    def counted(buffer, start, end):
        value = real(buffer, start, end)
        misses.append(value is None)
        return value

    monkeypatch.setattr(members, "_parsed", counted)
    sets = json.loads(json.dumps(SETS))
    # keys shaped like set codes whose values are objects, inside the first set
    sets["APC"]["cards"][0]["foreignNames"] = {"DE": {"name": "x"}, "FR": {"name": "y"}, "JA": {"name": "z"}}
    raw = _all_printings(sets, separators=(",", ":"))
    assert _read(raw) == _expected(raw)
    # '},"FR":{' and '},"JA":{' guessed, checked and passed over; then the last set's end is the
    # third '}' from the end of the file (the root's and data's first)
    assert misses == [True, True, False, True, True, False]


def test_a_data_key_inside_meta_is_not_the_root_s(cut_only):
    raw = json.dumps({"meta": {"data": {"XLN": {"cards": []}}}, "data": SETS}).encode()
    assert _read(raw) == _expected(raw)


def test_an_empty_data_object_gives_no_sets(cut_only):
    assert _read(b'{"meta": {}, "data": {}}') == []
    assert _read(b'{"data": { } , "meta": {}}') == []


@pytest.mark.parametrize("change", ["escaped key", "lower-case key", "integer over 64 bits", "non-object set"])
def test_what_the_cut_does_not_read_is_read_by_ijson_with_the_same_result(change, small_chunks):
    sets = json.loads(json.dumps(SETS))
    if change == "escaped key":
        sets = {"X\"LN": sets["XLN"], "APC": sets["APC"]}
    elif change == "lower-case key":
        sets = {"xln": sets["XLN"], "apc": sets["APC"], "M19": sets["XLN"]}
    elif change == "integer over 64 bits":
        sets["APC"]["cards"][0]["edhrecRank"] = 2 ** 70
    else:
        sets["APC"] = [1, 2]
    raw = _all_printings(sets)
    assert _read(raw) == _expected(raw)


def test_a_broken_file_raises_ijson_s_error_after_the_sets_before_it():
    raw = _all_printings(SETS, separators=(",", ":"))
    broken = raw[: raw.index(b'"XLN":') + 200] + b"]]]]"
    got = []
    with pytest.raises(ijson.JSONError):
        for member in data_members(_opener(broken)):
            got.append(member)
    assert [code for code, _ in got] == ["APC"]


def test_a_file_with_no_data_object_gives_no_sets():
    # as ijson.kvitems: nothing under "data"
    assert _read(b'{"meta": {"version": "5"}}') == []
