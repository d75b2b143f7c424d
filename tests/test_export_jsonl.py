"""The JSONL export read back by ``ingest``: a round trip through a fresh home gives the same
``card --json`` for every card; re-ingesting is idempotent, a changed file replaces what it gave."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from lorehold.ingest import jsonl


def rows(home: Path, query: str) -> list[tuple]:
    """A query's rows in a home's database, whichever backend it is on."""
    from sqlalchemy import text

    from lorehold.db.engine import get_engine
    from lorehold.settings import Settings

    with get_engine(Settings.resolve(home)).connect() as conn:
        return [tuple(r) for r in conn.execute(text(query))]


def all_cards(home: Path) -> dict[tuple, dict]:
    """Every card object of a home, keyed by (oracle id, English name)."""
    from sqlalchemy import text

    from lorehold.card_view import card_dicts
    from lorehold.db.engine import get_engine
    from lorehold.settings import Settings

    with get_engine(Settings.resolve(home)).connect() as conn:
        ids = conn.execute(text("SELECT id FROM cards")).scalars().all()
        return {(c["oracle_id"], c["name"]): c for c in card_dicts(conn, ids)}


@pytest.fixture(scope="module")
def _exports(tmp_path_factory) -> dict:
    """The module's JSONL exports of the sample, one per backend, made by the first test that asks."""
    return {"folder": tmp_path_factory.mktemp("exports")}


@pytest.fixture
def exported(sample_home, backend, cli, tmp_path, _exports) -> Path:
    """The JSONL export of this test's copy of the sample (and its manifest), in a folder of the
    test's own. Every test's copy holds the same sample and exports the same bytes (the export is
    deterministic), so it is made once per backend and copied."""
    made = _exports.get(backend)
    if made is None:
        made = _exports["folder"] / backend / "cards.jsonl"
        made.parent.mkdir()  # export refuses to make a missing folder (issue 16)
        result = cli(sample_home, "export", "--format", "jsonl", "--out", str(made))
        assert result.exit_code == 0, result.output
        _exports[backend] = made
    out = tmp_path / "export"
    shutil.copytree(made.parent, out)
    return out / made.name


@pytest.mark.slow  # a whole export of the sample (and its ingest)
def test_round_trip_gives_the_same_card_objects(sample_home, fresh_home, exported, cli):
    result = cli(fresh_home, "ingest", "--no-index", str(exported))
    assert result.exit_code == 0, result.output
    before, after = all_cards(sample_home), all_cards(fresh_home)
    assert len(after) == len(before) == 2259
    different = [key for key in before if before[key] != after.get(key)]
    assert different == []
    # the same through the command, by names in several languages (a translated face name too)
    for name in ("Imperiale Vorhut", "皇帝的先鋒", "Fire // Ice", "Werwolf-Einsacker"):
        a, b = (cli(home, "card", name, "--json") for home in (sample_home, fresh_home))
        assert a.exit_code == b.exit_code == 0, (name, b.output)
        assert json.loads(a.stdout) == json.loads(b.stdout)
    vanguard = json.loads(cli(fresh_home, "card", "Emperor's Vanguard", "--json").stdout)
    (source,) = {(s["source"], s["document"]) for r in vanguard["rulings"] for s in r["sources"]}
    assert source == ("mtgjson", "XLN.json.xz")
    assert [r["date"] for r in vanguard["rulings"]] == ["2018-01-19"] * 3


@pytest.mark.slow  # a whole export of the sample (and its ingest)
@pytest.mark.sqlite_only  # reads lorehold.db with sqlite3
def test_round_trip_keeps_table_contents(sample_home, fresh_home, exported, cli):
    assert cli(fresh_home, "ingest", "--no-index", str(exported)).exit_code == 0
    queries = {
        "translations": "SELECT c.oracle_id, p.set_code, p.number, t.language, t.name, t.type_line, t.text, "
                        "t.flavor_text, t.multiverse_id FROM translations t JOIN cards c ON c.id = t.card_id "
                        "LEFT JOIN printings p ON p.id = t.printing_id",
        "translation_faces": "SELECT p.set_code, p.number, t.language, f.position, f.name, f.name_key, f.text, "
                             "f.multiverse_id FROM translation_faces f JOIN translations t ON t.id = f.translation_id "
                             "LEFT JOIN printings p ON p.id = t.printing_id",
        "printings": "SELECT set_code, number, rarity, artist, multiverse_id, scryfall_id, mtgjson_uuid, "
                     "printed_type_line, printed_text, flavor_text FROM printings",
        "faces": "SELECT c.oracle_id, f.position, f.side, f.name, f.oracle_text FROM faces f JOIN cards c ON c.id = f.card_id",
        "keywords": "SELECT c.oracle_id, k.keyword FROM card_keywords k JOIN cards c ON c.id = k.card_id",
        "rulings": "SELECT c.oracle_id, r.date, r.language, r.text, r.text_key FROM rulings r JOIN cards c ON c.id = r.card_id",
    }
    for name, query in queries.items():
        rows_a, rows_b = (sorted(rows(home, query), key=repr) for home in (sample_home, fresh_home))
        assert len(rows_a) > 0 and rows_a == rows_b, name


@pytest.mark.slow  # a whole export of the sample (and its ingest)
@pytest.mark.sqlite_only  # reads lorehold.db with sqlite3
def test_reingest_is_idempotent_and_a_changed_file_replaces_its_rulings(fresh_home, exported, cli, tmp_path):
    assert cli(fresh_home, "ingest", "--no-index", str(exported)).exit_code == 0
    again = cli(fresh_home, "ingest", "--no-index", str(exported), "--json")
    assert json.loads(again.stdout)["summary"] == {"loaded": 0, "unchanged": 1, "failed": 0}

    # the same file without one of Emperor's Vanguard's three rulings
    lines = exported.read_bytes().splitlines()
    changed = []
    for line in lines:
        card = json.loads(line)
        if card["name"] == "Emperor's Vanguard":
            dropped = card["rulings"].pop(0)["text"]
            line = json.dumps(card, ensure_ascii=False).encode("utf-8")
        changed.append(line)
    exported.write_bytes(b"\n".join(changed) + b"\n")
    result = cli(fresh_home, "ingest", "--no-index", str(exported), "--json")
    assert json.loads(result.stdout)["summary"]["loaded"] == 1
    vanguard = json.loads(cli(fresh_home, "card", "Emperor's Vanguard", "--json").stdout)
    assert len(vanguard["rulings"]) == 2 and dropped not in [r["text"] for r in vanguard["rulings"]]
    # the stand-ins for the copied sources carry the new file's hash; none is left over
    assert len(set(rows(fresh_home, "SELECT content_hash FROM sources"))) == 1
    assert rows(fresh_home, "SELECT COUNT(*) FROM rulings WHERE id NOT IN (SELECT ruling_id FROM ruling_sources)") == [(0,)]


@pytest.mark.slow  # a whole export of the sample (and its ingest)
def test_a_big_file_is_read_as_a_stream_in_chunks(sample_home, fresh_home, exported, monkeypatch):
    """The streaming path (files above the threshold) with small chunks gives the same cards."""
    import lorehold.ingest.pipeline as pipeline
    from lorehold.ingest.pipeline import ingest
    from lorehold.settings import Settings

    monkeypatch.setattr(pipeline, "STREAM_THRESHOLD", 1000)
    monkeypatch.setattr(jsonl.parser, "CHUNK", 150)  # where the parser reads it
    chunks = list(jsonl.parse_stream(exported.open("rb"), exported.name))
    assert len(chunks) == 16 and sum(len(c.cards) for c in chunks) == 2259
    report = ingest(Settings.resolve(fresh_home), [str(exported)])
    assert not report.failed and len(report.changed_card_ids) == 2259
    assert all_cards(fresh_home) == all_cards(sample_home)


@pytest.mark.slow  # a whole export of the sample (and its ingest)
@pytest.mark.sqlite_only  # reads lorehold.db with sqlite3
def test_a_broken_line_fails_the_file_by_line_and_keeps_nothing(fresh_home, exported, cli):
    lines = exported.read_bytes().splitlines()
    lines[41] = lines[41][:-20]
    exported.write_bytes(b"\n".join(lines) + b"\n")
    result = cli(fresh_home, "ingest", "--no-index", str(exported))
    assert result.exit_code == 1
    assert "cards.jsonl: line 42: not valid JSON" in result.output
    assert rows(fresh_home, "SELECT COUNT(*) FROM cards") == [(0,)]


@pytest.mark.parametrize(
    "name, head, expected",
    [
        ("cards.jsonl", b'{"oracle_id":"5007425e-a626-46f7-ab7d-777af97ee724","name":"Emperor\'s Vanguard"', True),
        ("x.txt", b'\xef\xbb\xbf{"oracle_id":null,"name":"Unknown"', True),
        ("XLN.json", b'{"meta": {"date": "2022-04-25", "version": "5.2.0"}, "data": {"baseSetSize"', False),
        ("cards.jsonl.manifest.json", b'{\n  "lorehold_version": "0.1.0",\n  "schema_revision": "0002_rules"', True),
        ("other.json", b'{\n  "lorehold_version": "0.1.0"', False),
        ("cards.jsonl", b'{"name": "Lightning Bolt"}', False),
    ],
)
def test_sniff(name, head, expected):
    assert jsonl.sniff(name, head) is expected


@pytest.mark.slow  # a whole export of the sample (and its ingest)
def test_the_manifest_beside_an_export_loads_nothing(exported):
    manifest = Path(f"{exported}.manifest.json")
    assert jsonl.parse(manifest.read_bytes(), manifest.name).cards == []
    parsed = jsonl.parse(exported.read_bytes(), exported.name)
    vanguard = next(b for b in parsed.cards if b.card.name == "Emperor's Vanguard")
    (printing,) = vanguard.printings
    de = next(t for t in printing.translations if t.language == "de")
    assert (printing.set_code, printing.number, de.name) == ("XLN", "189", "Imperiale Vorhut")
    assert {s.code for s in parsed.sets} == {"ALL", "APC", "CHK", "DKA", "EMN", "FUT", "ISD", "M12", "NPH", "ORI", "XLN"}
