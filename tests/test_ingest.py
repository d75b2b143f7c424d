"""Ingesting MTGJSON files: counts, idempotence, compressed and archived inputs, bad files."""

from __future__ import annotations

import bz2
import gzip
import io
import shutil
import tarfile
import zipfile

import orjson
import pytest
from sqlalchemy import text

from lorehold.card_view import stats
from lorehold.db.engine import get_engine
from lorehold.ingest.pipeline import ingest
from lorehold.settings import Settings
from tests.conftest import SAMPLE, read_sample, sample_file

# Counted independently from the raw sample files (distinct oracle ids, (set, number) pairs,
# foreignData (set, number, language) entries, (oracle id, ruling text) pairs and their sets).
SAMPLE_COUNTS = {
    "cards": 2259, "printings": 2460, "sets": 11, "translations": 21486,
    "rulings": 3603, "ruling_sources": 3651, "sources": 11,
}


def _stats(home):
    with get_engine(Settings.resolve(home)).connect() as conn:
        return stats(conn)


def test_sample_counts(sample_home):
    data = _stats(sample_home)
    assert {k: data[k] for k in SAMPLE_COUNTS} == SAMPLE_COUNTS
    assert data["translations_by_language"]["de"] == 2444
    assert data["failed_sources"] == 0


def test_reingest_changes_nothing(sample_home):
    before = _stats(sample_home)
    report = ingest(Settings.resolve(sample_home), [str(SAMPLE)])
    assert report.summary() == {"loaded": 0, "unchanged": 11, "failed": 0}
    assert _stats(sample_home) == before


def test_rulings_repeated_per_printing_are_stored_once(sample_home):
    # Lure is printed in CHK and M12; MTGJSON repeats its 2 rulings in both files
    with get_engine(Settings.resolve(sample_home)).connect() as conn:
        rows = conn.execute(text(
            "SELECT r.id, COUNT(rs.source_id) FROM rulings r JOIN cards c ON c.id = r.card_id "
            "JOIN ruling_sources rs ON rs.ruling_id = r.id WHERE c.name = 'Lure' GROUP BY r.id"
        )).all()
    assert [n for _, n in rows] == [2, 2]


def _sample_xln_apc(tmp_path):
    return read_sample("XLN"), read_sample("APC")


@pytest.mark.parametrize("kind", ["gz", "bz2", "zip", "tar.gz", "tar.xz", "plain-folder", "allprintings", "allprintings.gz"])
def test_compressed_and_archived_inputs(tmp_path, kind):
    xln, apc = read_sample("XLN"), read_sample("APC")
    if kind == "gz":
        (tmp_path / "XLN.json.gz").write_bytes(gzip.compress(xln))
        target = tmp_path / "XLN.json.gz"
    elif kind == "bz2":
        (tmp_path / "XLN.json.bz2").write_bytes(bz2.compress(xln))
        target = tmp_path / "XLN.json.bz2"
    elif kind == "zip":
        target = tmp_path / "sets.zip"
        with zipfile.ZipFile(target, "w") as z:
            z.writestr("XLN.json", xln)
            z.writestr("APC.json", apc)
    elif kind.startswith("tar"):
        target = tmp_path / f"sets.{kind}"
        with tarfile.open(target, "w:" + kind.split(".")[1]) as t:
            for name, data in (("sets/XLN.json", xln), ("sets/APC.json", apc)):
                info = tarfile.TarInfo(name)
                info.size = len(data)
                t.addfile(info, io.BytesIO(data))
    elif kind == "plain-folder":
        target = tmp_path / "folder"
        (target / "sub").mkdir(parents=True)
        (target / "XLN.json").write_bytes(xln)
        shutil.copy(sample_file("APC"), target / "sub" / "APC.json.xz")
    else:
        doc = {"meta": {"date": "2022-04-25"},
               "data": {"APC": orjson.loads(apc)["data"], "XLN": orjson.loads(xln)["data"]}}
        raw = orjson.dumps(doc)
        target = tmp_path / ("AllPrintings.json" + (".gz" if kind.endswith("gz") else ""))
        target.write_bytes(gzip.compress(raw) if kind.endswith("gz") else raw)
    home = tmp_path / "home"
    report = ingest(Settings.resolve(home), [str(target)])
    assert not report.failed, report.failed
    data = _stats(home)
    expected_sets = 1 if kind in ("gz", "bz2") else 2
    assert data["sets"] == expected_sets
    assert data["translations_by_language"]["ja"] >= 270  # XLN alone has 279 Japanese entries


def test_allprintings_is_streamed_when_large(tmp_path, monkeypatch):
    """Above the threshold the file is read set by set (ijson), never whole."""
    import lorehold.ingest.mtgjson as mtgjson_module
    import lorehold.ingest.pipeline as pipeline

    monkeypatch.setattr(pipeline, "STREAM_THRESHOLD", 1000)
    streamed = []
    original = mtgjson_module.parse_stream

    def spy(stream, name):
        for chunk in original(stream, name):
            streamed.append(chunk.sets[0].code)
            yield chunk

    monkeypatch.setattr(mtgjson_module, "parse_stream", spy)
    doc = {"meta": {}, "data": {"APC": orjson.loads(read_sample("APC"))["data"], "XLN": orjson.loads(read_sample("XLN"))["data"]}}
    target = tmp_path / "AllPrintings.json"
    target.write_bytes(orjson.dumps(doc))
    report = ingest(Settings.resolve(tmp_path / "home"), [str(target)])
    assert not report.failed
    assert streamed == ["APC", "XLN"]
    assert _stats(tmp_path / "home")["sets"] == 2


def test_truncated_file_fails_alone_and_keeps_nothing(sample_home, tmp_path):
    before = _stats(sample_home)
    good = tmp_path / "batch"
    good.mkdir()
    raw = read_sample("XLN")
    (good / "A_truncated.json").write_bytes(raw[: len(raw) // 2])
    bad_gz = good / "B_broken.json.gz"
    bad_gz.write_bytes(gzip.compress(raw)[:5000])
    report = ingest(Settings.resolve(sample_home), [str(good), str(tmp_path / "missing.json"), str(sample_file("XLN"))])
    statuses = [(o.locator.rsplit("/", 1)[-1], o.status) for o in report.outcomes]
    assert statuses == [("A_truncated.json", "failed"), ("B_broken.json.gz", "failed"), ("missing.json", "failed"), ("XLN.json.xz", "unchanged")]
    assert "not valid JSON" in report.outcomes[0].reason
    after = _stats(sample_home)
    assert {k: after[k] for k in SAMPLE_COUNTS if k != "sources"} == {k: before[k] for k in SAMPLE_COUNTS if k != "sources"}
    assert after["failed_sources"] == 2  # the two unreadable files are recorded with their reason


def test_a_folder_with_nothing_to_read_fails_instead_of_loading_nothing(sample_home, tmp_path):
    empty, pictures = tmp_path / "empty", tmp_path / "pictures"
    empty.mkdir()
    pictures.mkdir()
    (pictures / "scan.jpg").write_bytes(b"\xff\xd8\xff\xe0 not a source")
    (pictures / ".hidden.json").write_text("{}")
    before = _stats(sample_home)
    report = ingest(Settings.resolve(sample_home), [str(empty), str(pictures), str(sample_file("XLN"))])
    statuses = [(o.locator.rsplit("/", 1)[-1], o.status) for o in report.outcomes]
    assert statuses == [("empty", "failed"), ("pictures", "failed"), ("XLN.json.xz", "unchanged")]
    assert "a folder with no file lorehold reads" in report.outcomes[0].reason
    assert _stats(sample_home)["cards"] == before["cards"]


def test_changed_source_replaces_what_it_gave(tmp_path):
    """A file edited since its last ingest is loaded again: a ruling it no longer gives is gone."""
    home = tmp_path / "home"
    target = tmp_path / "XLN.json"
    doc = orjson.loads(read_sample("XLN"))
    target.write_bytes(orjson.dumps(doc))
    ingest(Settings.resolve(home), [str(target)])
    rulings_before = _stats(home)["rulings"]
    card = next(c for c in doc["data"]["cards"] if c["name"] == "Emperor's Vanguard")
    dropped = card["rulings"].pop()
    target.write_bytes(orjson.dumps(doc))
    report = ingest(Settings.resolve(home), [str(target)])
    assert report.summary()["loaded"] == 1
    assert _stats(home)["rulings"] == rulings_before - 1
    with get_engine(Settings.resolve(home)).connect() as conn:
        texts = conn.execute(text(
            "SELECT r.text FROM rulings r JOIN cards c ON c.id = r.card_id WHERE c.name = 'Emperor''s Vanguard'"
        )).scalars().all()
    assert len(texts) == 2 and dropped["text"] not in texts


def test_a_good_source_that_later_fails_to_read_keeps_its_data_and_status(tmp_path):
    home = tmp_path / "home"
    target = tmp_path / "XLN.json.gz"
    target.write_bytes(gzip.compress(read_sample("XLN")))
    ingest(Settings.resolve(home), [str(target)])
    before = _stats(home)
    target.write_bytes(gzip.compress(read_sample("XLN"))[:3000])  # now a broken gzip stream
    report = ingest(Settings.resolve(home), [str(target)])
    assert report.summary()["failed"] == 1
    after = _stats(home)
    assert after == before  # same rows, and the source is still counted as ok, not failed
