"""PostgreSQL: the same migrations, the same command output as SQLite, concurrent ingests.

Every test taking ``sample_home`` or ``fresh_home`` already runs on both databases (conftest.py);
these are the checks that need both at once, two writers at once, or the server itself.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from tests.conftest import REPO, SAMPLE, private_pg_database, sample_file

pytestmark = pytest.mark.postgres


# ------------------------------------------------------------------------------------ schema


def test_migrations_build_an_empty_postgres_database_to_match_the_models(pg_url):
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from sqlmodel import SQLModel

    import lorehold.db.schema  # noqa: F401  (every table module)
    from lorehold.db.migrate import current_revision, revisions, upgrade

    engine = create_engine(pg_url)
    assert upgrade(engine) == revisions()[1]
    with engine.connect() as conn:
        assert current_revision(conn) == revisions()[1]
        context = MigrationContext.configure(conn, opts={"compare_type": True})
        assert compare_metadata(context, SQLModel.metadata) == []
        tables = set(conn.execute(text("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).scalars())
    assert {"cards", "printings", "translations", "rulings", "ruling_sources", "sources", "alembic_version"} <= tables
    engine.dispose()


def test_a_command_upgrades_an_empty_postgres_database_by_itself(pg_url, cli, tmp_path):
    result = cli(tmp_path, "--database-url", pg_url, "db", "current", "--json")
    assert json.loads(result.stdout)["current"] is None  # db current looks, never upgrades
    result = cli(tmp_path, "--database-url", pg_url, "stats", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["cards"] == 0
    assert json.loads(cli(tmp_path, "--database-url", pg_url, "db", "current", "--json").stdout)["up_to_date"] is True
    assert not (tmp_path / "lorehold.db").exists()  # nothing went to SQLite


def test_a_newer_postgres_schema_is_refused(pg_url, cli, tmp_path):
    from lorehold.db.engine import dispose_all

    assert cli(tmp_path, "--database-url", pg_url, "db", "upgrade").exit_code == 0
    engine = create_engine(pg_url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '9999_future'"))
    engine.dispose()
    dispose_all()
    result = cli(tmp_path, "--database-url", pg_url, "card", "Lure")
    assert result.exit_code == 1
    assert "newer than this lorehold knows" in result.stderr and "Traceback" not in result.output


@pytest.mark.slow  # CLI processes
def test_two_processes_upgrading_one_empty_database_at_once(pg_url):
    """The advisory lock in migrate.upgrade: both succeed, the schema is made once."""
    code = "import sys; from lorehold.cli.app import main; sys.argv = ['lorehold', *sys.argv[1:]]; main()"
    args = [sys.executable, "-c", code, "--database-url", pg_url, "db", "upgrade"]
    procs = [subprocess.Popen(args, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    outs = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    engine = create_engine(pg_url)
    with engine.connect() as conn:
        assert conn.execute(text("SELECT COUNT(*) FROM alembic_version")).scalar_one() == 1
    engine.dispose()


# -------------------------------------------------------------------- the same output on both


@pytest.fixture(scope="module")
def both(tmp_path_factory, request):
    """(SQLite home, PostgreSQL home and URL) with the sample ingested and indexed on each."""
    from typer.testing import CliRunner

    from lorehold.cli.app import app

    sqlite_home = tmp_path_factory.mktemp("both-sqlite")
    # the SQLite side: the session's indexed sample (its index built as `index rebuild` builds it)
    shutil.copytree(request.getfixturevalue("indexed_master"), sqlite_home, dirs_exist_ok=True)
    # the PostgreSQL side: the run's PostgreSQL sample with its index built from PostgreSQL
    master_home, master_url = request.getfixturevalue("pg_indexed_master")
    pg_home = tmp_path_factory.mktemp("both-pg")
    shutil.copytree(master_home, pg_home, dirs_exist_ok=True)
    pg_url = private_pg_database(request, template=master_url)
    result = CliRunner().invoke(app, ["--home", str(pg_home), "--database-url", pg_url, "index", "check"])
    assert result.exit_code == 0, result.output
    return sqlite_home, pg_home, pg_url


def _normalize(out: str) -> str:
    # when a source was ingested (or an export made) differs between the two copies; its format must not
    import re

    return re.sub(r"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "<time>", out)


PARITY = [
    # (arguments, the exit code both give)
    (("card", "Imperiale Vorhut", "--json"), 0),
    (("card", "皇帝的先鋒", "--lang", "zht", "--lang", "de"), 0),
    (("card", "Fire // Ice", "--json"), 0),
    (("card", "Lure", "--json"), 0),
    (("card", "Nonexistent Card Name"), 1),
    (("rulings", "Lure", "--json"), 0),
    (("rulings", "Emperor's Vanguard", "--since", "2018-01-01"), 0),
    (("stats", "--json"), 0),
    (("sources", "--json"), 0),
    (("search", "explore", "--json"), 0),
    (("search", "Kampfschaden", "--lang", "de", "--json"), 0),
    (("complete", "Imper", "--json"), 0),
    (("translate", "-", "--to", "de", "--json"), 1),  # Lightning Bolt is not in the sample
    (("sources",), 0),
    (("export", "--format", "jsonl", "--out", "-"), 0),
    (("export", "--format", "json", "--lang", "de", "--out", "-"), 0),
]


@pytest.mark.slow  # the sample indexed on PostgreSQL (module fixture)
@pytest.mark.parametrize("args, code", PARITY, ids=lambda a: " ".join(a)[:40] if isinstance(a, tuple) else str(a))
def test_every_command_prints_the_same_on_both_databases(both, runner, args, code):
    from lorehold.cli.app import app

    sqlite_home, pg_home, pg_url = both
    stdin = "4 Lightning Bolt\n2 Emperor's Vanguard\n1 Lure\n"
    on_sqlite = runner.invoke(app, ["--home", str(sqlite_home), *args], input=stdin)
    on_pg = runner.invoke(app, ["--home", str(pg_home), "--database-url", pg_url, *args], input=stdin)
    assert (on_sqlite.exit_code, on_pg.exit_code) == (code, code), (on_sqlite.output, on_pg.output)
    assert on_pg.stdout.strip() or on_pg.stderr.strip()  # something real was compared
    assert _normalize(on_pg.stdout) == _normalize(on_sqlite.stdout)
    assert on_pg.stderr == on_sqlite.stderr


@pytest.mark.slow  # the sample indexed on PostgreSQL (module fixture)
def test_the_postgres_copy_holds_the_real_data(both, runner):
    from lorehold.cli.app import app

    _sqlite_home, pg_home, pg_url = both
    card = json.loads(runner.invoke(app, ["--home", str(pg_home), "--database-url", pg_url, "card", "Imperiale Vorhut", "--json"]).stdout)
    assert card["name"] == "Emperor's Vanguard"
    de = next(t for t in card["translations"] if t["language"] == "de")
    assert (de["name"], de["type_line"]) == ("Imperiale Vorhut", "Kreatur — Mensch, Späher")
    assert [r["date"] for r in card["rulings"]] == ["2018-01-19"] * 3
    assert card["printings"][0]["release_date"] == "2017-09-29"


# ------------------------------------------------------------------------- the bulk loader


UPSERT_CASES = [
    # (rows in one call, the stored set after it): later rows win, a null never blanks a value
    ([{"code": "X1", "name": None, "release_date": None, "type": "core"}], ("X1", None, None, "core")),
    (
        [
            {"code": "X1", "name": "First", "release_date": dt.date(2001, 2, 3), "type": None},
            {"code": "X1", "name": None, "release_date": None, "type": "expansion"},
            {"code": "X1", "name": "Third", "release_date": None, "type": None},
        ],
        ("X1", "Third", dt.date(2001, 2, 3), "expansion"),
    ),
    (
        [{"code": "X1", "name": "Ünïcödé — “quotes” \\ back\\slash, {braces} \"dq\" 'sq'", "release_date": None, "type": None}],
        ("X1", "Ünïcödé — “quotes” \\ back\\slash, {braces} \"dq\" 'sq'", None, None),
    ),
    ([{"code": "X1", "name": "NULL", "release_date": None, "type": ""}], ("X1", "NULL", None, "")),
]


@pytest.mark.parametrize("rows, stored", UPSERT_CASES)
def test_upsert_of_many_rows_in_one_call(database_url, tmp_path, rows, stored):
    """The PostgreSQL path (one INSERT … SELECT unnest per batch) stores what SQLite's does."""
    from lorehold.db.engine import get_engine
    from lorehold.ingest.load import sets_t, upsert
    from lorehold.settings import Settings

    settings = Settings(home=tmp_path, database_url=database_url)
    engine = get_engine(settings)
    many = [{"code": f"B{i:05d}", "name": f"set {i}", "release_date": dt.date(2000, 1, 1) + dt.timedelta(days=i), "type": None}
            for i in range(12_345)]  # more than one batch
    with engine.begin() as conn:
        upsert(conn, sets_t, rows + many, ["code"], ["name", "release_date", "type"])
    with engine.connect() as conn:
        got = tuple(conn.execute(text("SELECT code, name, release_date, type FROM sets WHERE code = 'X1'")).one())
        assert conn.execute(text("SELECT COUNT(*) FROM sets")).scalar_one() == 1 + len(many)
        last = conn.execute(text("SELECT name, release_date FROM sets WHERE code = 'B12344'")).one()
    if isinstance(got[2], str):  # SQLite hands the date back as text through text()
        got = (got[0], got[1], dt.date.fromisoformat(got[2]), got[3])
    assert got == stored
    assert last[0] == "set 12344" and str(last[1]) == "2033-10-18"


def test_a_write_that_fails_fails_its_whole_transaction(database_url, tmp_path):
    """On PostgreSQL, inserts whose result nobody reads are sent without waiting (pipeline mode):
    a read in the same transaction still sees them, and one that fails (a card that does not
    exist) still fails the transaction, as SQLAlchemy's IntegrityError, keeping nothing of it."""
    from sqlalchemy.exc import IntegrityError

    from lorehold.db.engine import get_engine
    from lorehold.ingest.load import keywords_t, sets_t, upsert
    from lorehold.settings import Settings

    engine = get_engine(Settings(home=tmp_path, database_url=database_url))
    with pytest.raises(IntegrityError):
        with engine.begin() as conn:
            upsert(conn, sets_t, [{"code": f"S{i}"} for i in range(3)], ["code"])
            assert conn.execute(text("SELECT COUNT(*) FROM sets")).scalar_one() == 3
            upsert(conn, sets_t, [{"code": "S3"}], ["code"])
            upsert(conn, keywords_t, [{"card_id": 999_999, "keyword": "Flying"}], ["card_id", "keyword"])
            upsert(conn, sets_t, [{"code": "S4"}], ["code"])
    with engine.begin() as conn:  # the connection is usable again, and nothing was kept
        assert conn.execute(text("SELECT COUNT(*) FROM sets")).scalar_one() == 0
        upsert(conn, sets_t, [{"code": "S9"}], ["code"])
    with engine.connect() as conn:
        assert conn.execute(text("SELECT code FROM sets")).scalars().all() == ["S9"]


# ---------------------------------------------------------------------------- concurrency


def _ingest_process(home: Path, url: str, *paths: Path) -> subprocess.Popen:
    code = "import sys; from lorehold.cli.app import main; sys.argv = ['lorehold', *sys.argv[1:]]; main()"
    return subprocess.Popen(
        [sys.executable, "-c", code, "--home", str(home), "--database-url", url, "ingest", "--no-index", "--json",
         *map(str, paths)],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={k: v for k, v in os.environ.items() if not k.startswith("LOREHOLD_")},
    )


def _counts(url: str) -> dict:
    from lorehold.card_view import stats

    engine = create_engine(url)
    with engine.connect() as conn:
        data = stats(conn)
        data["duplicate_translations"] = conn.execute(text(
            "SELECT COUNT(*) FROM (SELECT printing_id, language FROM translations WHERE printing_id IS NOT NULL "
            "GROUP BY printing_id, language HAVING COUNT(*) > 1) d"
        )).scalar_one()
        data["duplicate_ruling_links"] = conn.execute(text(
            "SELECT COUNT(*) FROM (SELECT ruling_id, source_id FROM ruling_sources GROUP BY 1, 2 HAVING COUNT(*) > 1) d"
        )).scalar_one()
    engine.dispose()
    return data


@pytest.mark.slow  # CLI processes ingesting at once, then one by one
def test_two_ingests_of_overlapping_data_at_once(request, tmp_path):
    """Two processes load overlapping sets into one database at the same moment (the same files,
    and the same set under another name): both succeed and the result is the sequential one."""
    copy = tmp_path / "copies" / "M12-again.json.xz"
    copy.parent.mkdir()
    shutil.copy(sample_file("M12"), copy)
    first = [sample_file(c) for c in ("XLN", "M12", "CHK", "ISD")]
    second = [sample_file(c) for c in ("ISD", "CHK", "XLN", "DKA")] + [copy]

    together = private_pg_database(request)
    procs = [_ingest_process(tmp_path / "a", together, *first), _ingest_process(tmp_path / "b", together, *second)]
    outs = [p.communicate(timeout=600) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    summaries = [json.loads(out)["summary"] for out, _err in outs]
    assert all(s["failed"] == 0 for s in summaries), summaries
    # every source was loaded or found unchanged by each process
    assert [s["loaded"] + s["unchanged"] for s in summaries] == [4, 5]

    one_by_one = private_pg_database(request)
    for paths in (first, second):
        proc = _ingest_process(tmp_path / "c", one_by_one, *paths)
        assert proc.communicate(timeout=600)[0] and proc.returncode == 0

    got, expected = _counts(together), _counts(one_by_one)
    assert got == expected
    assert got["duplicate_translations"] == 0 and got["duplicate_ruling_links"] == 0
    assert got["sources"] == 6 and got["sets"] == 5 and got["translations_by_language"]["de"] > 1000


@pytest.mark.slow  # a CLI process ingesting the whole sample
def test_readers_see_a_source_whole_or_not_at_all(request, tmp_path, sample_home_master):
    """While an ingest runs, lookups keep answering and each set is either absent or complete."""
    from lorehold.db.engine import get_engine
    from lorehold.settings import Settings

    sqlite = get_engine(Settings.resolve(sample_home_master))
    with sqlite.connect() as conn:
        final = dict(conn.execute(text("SELECT set_code, COUNT(*) FROM printings GROUP BY set_code")).all())
        final_tr = dict(conn.execute(text(
            "SELECT p.set_code, COUNT(*) FROM translations t JOIN printings p ON p.id = t.printing_id GROUP BY p.set_code"
        )).all())

    url = private_pg_database(request)
    engine = create_engine(url)
    from lorehold.db.migrate import upgrade

    upgrade(engine)
    seen: list[tuple] = []
    errors: list[BaseException] = []
    stop = threading.Event()

    def read() -> None:
        try:
            while not stop.is_set():
                started = time.monotonic()
                with engine.connect() as conn:
                    # one statement, so one snapshot: printings and translations of each set together
                    rows = conn.execute(text(
                        "SELECT p.set_code, COUNT(DISTINCT p.id), COUNT(t.id) FROM printings p "
                        "LEFT JOIN translations t ON t.printing_id = p.id GROUP BY p.set_code"
                    )).all()
                assert time.monotonic() - started < 10, "a reader waited on the writer"
                seen.append(tuple(sorted(rows)))
                time.sleep(0.01)
        except BaseException as exc:  # handed to the test thread
            errors.append(exc)

    reader = threading.Thread(target=read)
    reader.start()
    try:
        proc = _ingest_process(tmp_path / "home", url, SAMPLE)
        out, err = proc.communicate(timeout=600)
    finally:
        stop.set()
        reader.join()
    assert proc.returncode == 0, err
    assert not errors, errors
    for state in seen:
        for set_code, printings, translations in state:
            assert (printings, translations) == (final[set_code], final_tr.get(set_code, 0)), (set_code, state)
    partial = {len(state) for state in seen if 0 < len(state) < len(final)}
    assert len(partial) >= 2, "the reader never saw the ingest half done; the test proved nothing"
    with engine.connect() as conn:
        assert dict(conn.execute(text("SELECT set_code, COUNT(*) FROM printings GROUP BY set_code")).all()) == final
    engine.dispose()


# ------------------------------------------------------------------ CI never skips PostgreSQL


@pytest.mark.parametrize("ci, expected_code, expected_text", [
    ("true", 1, "CI must run the PostgreSQL tests"),
    ("", 0, "no PostgreSQL server at"),
])
def test_without_a_server_ci_fails_and_a_laptop_skips(tmp_path, ci, expected_code, expected_text):
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "LOREHOLD_TEST_PG_URL")}
    env.update(CI=ci, LOREHOLD_TEST_PG_URL="postgresql+psycopg://postgres@127.0.0.1:9/nowhere")
    target = "tests/test_postgres.py::test_migrations_build_an_empty_postgres_database_to_match_the_models"
    result = subprocess.run(
        [sys.executable, "-m", "pytest", target, "-rs", "-p", "no:cacheprovider", "-q", "-n", "0"],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == expected_code, result.stdout[-3000:]
    assert expected_text in result.stdout
