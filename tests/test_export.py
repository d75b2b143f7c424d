"""Exports of the ingested sample, read back with independent readers (json, csv, pyarrow, sqlite3)
and compared with the database itself."""

from __future__ import annotations

import csv
import datetime as dt
import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from lorehold.export.tables import COLUMNS, TABLES

pytestmark = pytest.mark.slow  # whole exports of the sample, every format, several times

VANGUARD = "5007425e-a626-46f7-ab7d-777af97ee724"


@pytest.fixture(scope="module")
def home(indexed_master, tmp_path_factory) -> Path:
    """The ingested sample with its search index (for --query), a copy for this module."""
    home = tmp_path_factory.mktemp("export-home") / "home"
    shutil.copytree(indexed_master, home)
    return home


@pytest.fixture(scope="module")
def exports(home, tmp_path_factory) -> dict[str, Path]:
    """Every format of the whole sample, written once through the CLI."""
    from typer.testing import CliRunner

    from lorehold.cli.app import app

    out = tmp_path_factory.mktemp("exports")
    paths = {}
    for fmt in ("jsonl", "json", "csv", "parquet", "sqlite"):
        path = out / f"all.{fmt}"
        result = CliRunner().invoke(app, ["--home", str(home), "export", "--format", fmt, "--out", str(path)])
        assert result.exit_code == 0, result.output
        paths[fmt] = path
    return paths


def db(home: Path) -> sqlite3.Connection:
    return sqlite3.connect(home / "lorehold.db")


def db_count(home: Path, table: str, where: str = "") -> int:
    with db(home) as conn:
        return conn.execute(f"SELECT COUNT(*) FROM {table} {where}").fetchone()[0]


# ------------------------------------------------------------------------------------------ JSONL


def test_jsonl_has_one_card_object_per_card_as_card_json_shows_it(home, exports, cli):
    raw = exports["jsonl"].read_bytes()
    lines = raw.split(b"\n")[:-1]
    assert len(lines) == db_count(home, "cards") == 2259
    # texts with U+2028 (MTGJSON has some) stay on their line: escaped, the same string once read
    assert "\u2028".encode() not in raw and raw.count(b"\\u2028") > 100
    cards = [json.loads(line) for line in lines]
    vanguard = next(c for c in cards if c["oracle_id"] == VANGUARD)
    assert vanguard == json.loads(cli(home, "card", "Emperor's Vanguard", "--json").stdout)
    de = next(t for t in vanguard["translations"] if t["language"] == "de")
    assert (de["name"], de["printings"]) == ("Imperiale Vorhut", ["XLN/189"])
    # ordered by English name, so exports of two homes line up
    names = [c["name"] for c in cards]
    assert names == sorted(names)


def test_jsonl_manifest_counts_and_sources(home, exports):
    manifest = json.loads(Path(str(exports["jsonl"]) + ".manifest.json").read_text(encoding="utf-8"))
    assert manifest["format"] == "jsonl" and manifest["lorehold_version"] == "0.1.0"
    assert manifest["schema_revision"] == db(home).execute("SELECT version_num FROM alembic_version").fetchone()[0]
    assert dt.datetime.strptime(manifest["created_at"], "%Y-%m-%dT%H:%M:%SZ")
    assert (manifest["query"], manifest["languages"], manifest["since"]) == (None, None, None)
    for table in ("cards", "printings", "translations", "rulings", "ruling_sources", "sets"):
        assert manifest["counts"][table] == db_count(home, table), table
    with db(home) as conn:
        hashes = dict(conn.execute("SELECT locator, content_hash FROM sources WHERE status = 'ok'"))
    assert {s["locator"]: s["content_hash"] for s in manifest["sources"]} == hashes
    assert any(s["locator"].endswith("XLN.json.xz") for s in manifest["sources"])
    assert manifest["files"] == {"cards": "all.jsonl"}


def test_json_is_meta_and_the_same_cards(exports):
    data = json.loads(exports["json"].read_bytes())
    assert list(data) == ["meta", "cards"]
    assert data["meta"]["format"] == "json" and data["meta"]["counts"]["cards"] == 2259
    jsonl = [json.loads(line) for line in exports["jsonl"].read_bytes().splitlines()]
    assert data["cards"] == jsonl


# -------------------------------------------------------------------------------------------- CSV


def read_csv(folder: Path, table: str) -> list[dict]:
    with open(folder / f"{table}.csv", encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def test_csv_has_every_table_with_the_database_counts(home, exports):
    folder = exports["csv"]
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    assert sorted(p.name for p in folder.iterdir()) == sorted([f"{t}.csv" for t in TABLES] + ["manifest.json"])
    for table in TABLES:
        with open(folder / f"{table}.csv", encoding="utf-8", newline="") as f:
            header, *rows = list(csv.reader(f))
        assert header == list(COLUMNS[table])
        where = "WHERE status = 'ok'" if table == "sources" else ""
        assert len(rows) == db_count(home, table, where) == manifest["counts"][table], table


def test_csv_rows_match_the_database(home, exports):
    folder = exports["csv"]
    printings = {r["id"]: r for r in read_csv(folder, "printings")}
    cards = {r["id"]: r for r in read_csv(folder, "cards")}
    german = [r for r in read_csv(folder, "translations") if r["name"] == "Imperiale Vorhut"]
    assert len(german) == 1 and german[0]["language"] == "de"
    printing = printings[german[0]["printing_id"]]
    assert (printing["set_code"], printing["number"]) == ("XLN", "189")
    assert cards[german[0]["card_id"]]["oracle_id"] == VANGUARD
    assert cards[german[0]["card_id"]]["mana_value"] == "4.0"
    # multi-line texts come back intact, byte for byte
    with db(home) as conn:
        texts = dict(conn.execute("SELECT id, text FROM translations WHERE text LIKE '%' || char(10) || '%'"))
    assert len(texts) > 1000
    read = {int(r["id"]): r["text"] for r in read_csv(folder, "translations")}
    assert all(read[i] == text for i, text in texts.items())
    rulings = read_csv(folder, "rulings")
    with db(home) as conn:
        expected = conn.execute("SELECT id, date, date_ambiguous, text FROM rulings ORDER BY id").fetchall()
    assert [(int(r["id"]), r["date"] or None, r["date_ambiguous"], r["text"]) for r in rulings] == [
        (i, d, "true" if a else "false", t) for i, d, a, t in expected
    ]
    assert any(r["date"] == "2018-01-19" for r in rulings)


def test_csv_quotes_as_rfc4180(home, exports):
    raw = (exports["csv"] / "translations.csv").read_bytes()
    assert raw.startswith(b"id,card_id,printing_id,language,name,type_line,text,flavor_text,multiverse_id\r\n")
    assert not raw.startswith(b"\xef\xbb\xbf")
    # a text with line breaks and quotes is one quoted field: inner quotes doubled, its own "\n" kept
    with db(home) as conn:
        text = conn.execute(
            "SELECT text FROM translations WHERE text LIKE '%\"%' AND text LIKE '%' || char(10) || '%' ORDER BY id"
        ).fetchone()[0]
    assert "\r" not in text
    assert b'"' + text.replace('"', '""').encode("utf-8") + b'"' in raw


# ---------------------------------------------------------------------------------------- Parquet


def test_parquet_is_typed_and_matches_the_database(home, exports):
    import pyarrow as pa
    import pyarrow.parquet as pq

    folder = exports["parquet"]
    for table in TABLES:
        read = pq.read_table(folder / f"{table}.parquet")
        where = "WHERE status = 'ok'" if table == "sources" else ""
        assert read.num_rows == db_count(home, table, where), table
        assert read.column_names == list(COLUMNS[table])
    rulings = pq.read_table(folder / "rulings.parquet")
    assert rulings.schema.field("date").type == pa.date32()
    assert rulings.schema.field("date_ambiguous").type == pa.bool_()
    assert rulings.schema.field("id").type == pa.int64()
    with db(home) as conn:
        expected = conn.execute("SELECT id, card_id, date, text FROM rulings ORDER BY id").fetchall()
    got = rulings.select(["id", "card_id", "date", "text"]).to_pylist()
    assert [(r["id"], r["card_id"], r["date"].isoformat() if r["date"] else None, r["text"]) for r in got] == expected
    cards = pq.read_table(folder / "cards.parquet")
    assert cards.schema.field("mana_value").type == pa.float64()
    vanguard = [r for r in cards.to_pylist() if r["oracle_id"] == VANGUARD]
    assert vanguard[0]["mana_value"] == 4.0 and vanguard[0]["mana_cost"] == "{3}{G}"
    sources = pq.read_table(folder / "sources.parquet")
    assert sources.schema.field("ingested_at").type == pa.timestamp("us", tz="UTC")
    printings = pq.read_table(folder / "printings.parquet").to_pylist()
    assert {(p["set_code"], p["number"]) for p in printings if p["multiverse_id"] == 435344} == {("XLN", "189")}


# ----------------------------------------------------------------------------------------- SQLite


def test_sqlite_copy_has_the_same_rows_and_schema(home, exports):
    copy = sqlite3.connect(exports["sqlite"])
    with db(home) as conn:
        for table in TABLES:
            order = "1, 2" if table in ("card_keywords", "faces", "translation_faces", "translation_sources",
                                        "ruling_sources", "set_translations") else "1"
            where = "WHERE status = 'ok'" if table == "sources" else ""
            assert copy.execute(f"SELECT * FROM {table} ORDER BY {order}").fetchall() == conn.execute(
                f"SELECT * FROM {table} {where} ORDER BY {order}"
            ).fetchall(), table
        assert copy.execute("SELECT version_num FROM alembic_version").fetchall() == conn.execute(
            "SELECT version_num FROM alembic_version"
        ).fetchall()
    (manifest,) = copy.execute("SELECT manifest FROM export_manifest").fetchone()
    assert json.loads(manifest)["counts"]["translations"] == db_count(home, "translations")
    assert copy.execute("PRAGMA journal_mode").fetchone()[0] == "delete"


def test_sqlite_copy_opens_as_a_lorehold_database(home, exports, runner, tmp_path):
    from lorehold.cli.app import app

    copy = shutil.copy(exports["sqlite"], tmp_path / "copy.db")
    result = runner.invoke(app, ["--home", str(tmp_path), "--database-url", f"sqlite:///{copy}", "card", "Imperiale Vorhut", "--json"])
    assert result.exit_code == 0, result.output
    original = runner.invoke(app, ["--home", str(home), "card", "Imperiale Vorhut", "--json"])
    assert json.loads(result.stdout) == json.loads(original.stdout)


# ------------------------------------------------------------------------------------ determinism


def _masked(data: bytes, created_at: str) -> bytes:
    assert data.count(created_at.encode()) == 1
    return data.replace(created_at.encode(), b"YYYY-MM-DDTHH:MM:SSZ")


@pytest.mark.parametrize("fmt", ["jsonl", "json", "csv", "parquet", "sqlite"])
def test_two_runs_give_the_same_bytes(home, exports, cli, tmp_path, fmt):
    again = tmp_path / f"again.{fmt}"
    assert cli(home, "export", "--format", fmt, "--out", str(again)).exit_code == 0
    first = exports[fmt]
    if fmt in ("csv", "parquet"):
        assert sorted(p.name for p in again.iterdir()) == sorted(p.name for p in first.iterdir())
        for path in first.iterdir():
            if path.name != "manifest.json":
                assert (again / path.name).read_bytes() == path.read_bytes(), path.name
        a, b = (json.loads((p / "manifest.json").read_text()) for p in (first, again))
        assert {**a, "created_at": None} == {**b, "created_at": None}
    elif fmt == "jsonl":
        assert again.read_bytes() == first.read_bytes()
        a, b = (json.loads(Path(f"{p}.manifest.json").read_text()) for p in (first, again))
        assert {**a, "created_at": None, "files": None} == {**b, "created_at": None, "files": None}
    elif fmt == "json":
        a, b = (json.loads(p.read_bytes())["meta"]["created_at"] for p in (first, again))
        assert _masked(again.read_bytes(), b) == _masked(first.read_bytes(), a)
    else:
        stamps = [
            json.loads(sqlite3.connect(p).execute("SELECT manifest FROM export_manifest").fetchone()[0])["created_at"]
            for p in (first, again)
        ]
        assert _masked(again.read_bytes(), stamps[1]) == _masked(first.read_bytes(), stamps[0])


# ---------------------------------------------------------------------------------------- filters


def test_lang_keeps_only_those_translations(home, cli, tmp_path):
    out = tmp_path / "de-ja"
    result = cli(home, "export", "--format", "csv", "--lang", "de", "--lang", "Japanese", "--out", str(out))
    assert result.exit_code == 0, result.output
    translations = read_csv(out, "translations")
    assert {t["language"] for t in translations} == {"de", "ja"}
    assert len(translations) == db_count(home, "translations", "WHERE language IN ('de', 'ja')")
    assert len(read_csv(out, "cards")) == db_count(home, "cards")  # English: the cards themselves
    faces = read_csv(out, "translation_faces")
    ids = {t["id"] for t in translations}
    assert faces and all(f["translation_id"] in ids for f in faces)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["languages"] == ["de", "ja"]

    jsonl = tmp_path / "de.jsonl"
    assert cli(home, "export", "--format", "jsonl", "--lang", "de", "--out", str(jsonl)).exit_code == 0
    cards = [json.loads(line) for line in jsonl.read_bytes().splitlines()]
    assert {t["language"] for c in cards for t in c["translations"]} == {"de"}
    vanguard = next(c for c in cards if c["oracle_id"] == VANGUARD)
    assert vanguard == json.loads(cli(home, "card", "Emperor's Vanguard", "--lang", "de", "--json").stdout)


def test_since_keeps_later_rulings(home, cli, tmp_path):
    out = tmp_path / "since"
    assert cli(home, "export", "--format", "parquet", "--since", "2018-01-19", "--out", str(out)).exit_code == 0
    import pyarrow.parquet as pq

    rulings = pq.read_table(out / "rulings.parquet").to_pylist()
    assert len(rulings) == db_count(home, "rulings", "WHERE date >= '2018-01-19'")
    assert min(r["date"] for r in rulings) == dt.date(2018, 1, 19)
    links = pq.read_table(out / "ruling_sources.parquet").to_pylist()
    assert {l["ruling_id"] for l in links} == {r["id"] for r in rulings}
    result = cli(home, "export", "--format", "jsonl", "--since", "2018-01-19", "--out", "-")
    dates = [r["date"] for line in result.stdout.rstrip("\n").split("\n") for r in json.loads(line)["rulings"]]
    assert len(dates) == len(rulings) and min(dates) == "2018-01-19"
    bad = cli(home, "export", "--format", "csv", "--since", "19.01.2018", "--out", str(tmp_path / "x"))
    assert bad.exit_code == 1 and "ISO date" in bad.output


def test_a_query_export_covers_only_its_cards(home, tmp_path, monkeypatch):
    """The scope plumbing, with the query's card ids given (the search language is tested with it)."""
    import lorehold.export as export_module
    from lorehold.settings import Settings

    with db(home) as conn:
        xln = [r[0] for r in conn.execute("SELECT DISTINCT card_id FROM printings WHERE set_code = 'XLN'")]
    monkeypatch.setattr(export_module, "query_card_ids", lambda settings, conn, query: sorted(xln))
    out = tmp_path / "xln.sqlite"
    result = export_module.export(Settings.resolve(home), "sqlite", out, query="set:xln")
    copy = sqlite3.connect(out)
    assert copy.execute("SELECT COUNT(*) FROM cards").fetchone()[0] == len(xln) == result.manifest["counts"]["cards"]
    sets = [r[0] for r in copy.execute("SELECT code FROM sets")]
    with db(home) as conn:
        expected_sets = {r[0] for r in conn.execute(
            f"SELECT DISTINCT set_code FROM printings WHERE card_id IN ({','.join(map(str, xln))})")}
    assert "XLN" in sets and set(sets) == expected_sets
    assert copy.execute("SELECT COUNT(*) FROM translations WHERE card_id NOT IN (SELECT id FROM cards)").fetchone()[0] == 0
    assert copy.execute("SELECT COUNT(*) FROM rulings").fetchone()[0] == db_count(
        home, "rulings", f"WHERE card_id IN ({','.join(map(str, xln))})")
    ids = ",".join(map(str, xln))
    with db(home) as conn:
        linked = {r[0] for r in conn.execute(
            "SELECT s.locator FROM sources s WHERE s.id IN (SELECT source_id FROM translation_sources ts "
            f"JOIN translations t ON t.id = ts.translation_id WHERE t.card_id IN ({ids})) OR s.id IN "
            f"(SELECT source_id FROM ruling_sources rs JOIN rulings r ON r.id = rs.ruling_id WHERE r.card_id IN ({ids}))")}
    assert {r[0] for r in copy.execute("SELECT locator FROM sources")} == linked
    assert any(locator.endswith("XLN.json.xz") for locator in linked)
    assert result.manifest["query"] == "set:xln"
    assert {s["locator"] for s in result.manifest["sources"]} == linked


def test_query_uses_the_search_language(home, cli):
    result = cli(home, "export", "--format", "jsonl", "--query", "set:xln", "--out", "-")
    assert result.exit_code == 0, result.output
    cards = [json.loads(line) for line in result.stdout.rstrip("\n").split("\n")]
    assert cards and all(any(p["set"] == "XLN" for p in c["printings"]) for c in cards)
    assert len(cards) == db_count(home, "cards", "WHERE id IN (SELECT card_id FROM printings WHERE set_code = 'XLN')")
    explore = cli(home, "export", "--format", "json", "--query", "o:explore", "--out", "-")
    assert "Emperor's Vanguard" in [c["name"] for c in json.loads(explore.stdout)["cards"]]
    bad = cli(home, "export", "--format", "jsonl", "--query", "mv>>3", "--out", "-")
    assert bad.exit_code == 1 and "mv" in bad.stderr and "Traceback" not in bad.output


# ------------------------------------------------------------------------- outputs: --force, stdout


def test_an_existing_output_needs_force(home, cli, tmp_path):
    out = tmp_path / "cards.jsonl"
    out.write_text("mine\n")
    result = cli(home, "export", "--format", "jsonl", "--out", str(out))
    assert result.exit_code == 1 and "--force" in result.output
    assert out.read_text() == "mine\n"
    assert cli(home, "export", "--format", "jsonl", "--out", str(out), "--force").exit_code == 0
    assert out.read_bytes().count(b"\n") == 2259
    folder = tmp_path / "notes"
    folder.mkdir()
    (folder / "todo.txt").write_text("keep me")
    refused = cli(home, "export", "--format", "csv", "--out", str(folder), "--force")
    assert refused.exit_code == 1 and "not replacing" in refused.output
    assert (folder / "todo.txt").read_text() == "keep me"
    csv_out = tmp_path / "csv"
    assert cli(home, "export", "--format", "csv", "--out", str(csv_out)).exit_code == 0
    assert cli(home, "export", "--format", "csv", "--out", str(csv_out)).exit_code == 1
    assert cli(home, "export", "--format", "csv", "--out", str(csv_out), "--force").exit_code == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.jsonl", "cards.jsonl.manifest.json", "csv", "notes"]


@pytest.mark.parametrize("fmt", ["jsonl", "csv", "sqlite"])
def test_a_failed_export_leaves_nothing(home, tmp_path, monkeypatch, fmt):
    import lorehold.export.tables as tables
    from lorehold import card_view as cards
    from lorehold.export import export
    from lorehold.settings import Settings

    def broken(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(cards, "card_dicts", broken)
    monkeypatch.setattr(tables, "stream", broken)
    monkeypatch.setattr("lorehold.export.tabular.stream", broken)
    monkeypatch.setattr("lorehold.export.sqlitefile.stream", broken)
    (tmp_path / "out").mkdir()  # a missing folder is refused, not made (issue 16)
    with pytest.raises(RuntimeError, match="disk on fire"):
        export(Settings.resolve(home), fmt, tmp_path / "out" / f"all.{fmt}")
    assert list((tmp_path / "out").iterdir()) == []


def test_stdout_takes_json_formats_only(home, cli):
    result = cli(home, "export", "--format", "jsonl", "--out", "-", "--lang", "de")
    assert result.exit_code == 0
    assert len(result.stdout.rstrip("\n").split("\n")) == 2259
    bad = cli(home, "export", "--format", "csv", "--out", "-")
    assert bad.exit_code == 1 and "json or jsonl" in bad.output
    unknown = cli(home, "export", "--format", "xml", "--out", "x.xml")
    assert unknown.exit_code == 1 and "unknown export format" in unknown.output
    assert cli(home, "export", "--help").exit_code == 0


# ------------------------------------------------------------------------------------ every backend


def test_every_backend_exports_the_same_cards(sample_home, exports, tmp_path, monkeypatch):
    """The sample in each database (SQLite, PostgreSQL) exports the same JSONL bytes (ids may
    differ, card objects do not), and a query's export (its temporary table) works there."""
    from sqlalchemy import text

    import lorehold.export as export_module
    from lorehold.db.engine import get_engine
    from lorehold.settings import Settings

    settings = Settings.resolve(sample_home)
    out = tmp_path / "again.jsonl"
    export_module.export(settings, "jsonl", out)
    assert out.read_bytes() == exports["jsonl"].read_bytes()

    with get_engine(settings).connect() as conn:
        xln = conn.execute(text("SELECT DISTINCT card_id FROM printings WHERE set_code = 'XLN'")).scalars().all()
    monkeypatch.setattr(export_module, "query_card_ids", lambda settings, conn, query: sorted(xln))
    result = export_module.export(settings, "parquet", tmp_path / "xln", query="set:xln", languages=["de"])
    assert result.manifest["counts"]["cards"] == len(xln) > 200
    import pyarrow.parquet as pq

    languages = pq.read_table(tmp_path / "xln" / "translations.parquet").column("language").to_pylist()
    assert set(languages) == {"de"} and len(languages) == result.manifest["counts"]["translations"] > 200
