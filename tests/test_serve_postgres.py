"""`lorehold serve` on PostgreSQL: the same answers as on SQLite for the same data (the sample and
the Comprehensive Rules on each), and a database the server cannot write."""

from __future__ import annotations

import shutil

import pytest

from tests.serve_support import RULES_2017, RULES_2026, serve_home  # noqa: F401  (a fixture)

pytest.importorskip("fastapi")
from fastapi.testclient import TestClient  # noqa: E402

pytestmark = [pytest.mark.postgres, pytest.mark.slow]

PATHS = [
    "/cards/named?fuzzy=imperiale+vorhut",
    "/cards/named?exact=%E7%9A%87%E5%B8%9D%E3%81%AE%E5%85%88%E5%85%B5",
    "/cards/named?fuzzy=jace",
    "/cards/search?q=o%3Aerkundet+lang%3Ade",
    "/cards/search?q=s%3Axln&page=2",
    "/cards/search?q=%21%22Forest%22&unique=prints",
    "/cards/autocomplete?q=Imperiale",
    "/cards/ori/60/ja",
    "/cards/02d6d693-f1f3-4317-bcc0-c21fa8490d38/rulings",
    "/cards/multiverse/400096",
    "/sets/xln",
    "/catalog/card-names",
    "/v1/cards/Imperiale%20Vorhut",
    "/v1/rules/explore?diff=2017-10-01",
]


def _pg_home(pg_indexed_master, pg_server, tmp_path_factory):
    """A copy of the run's indexed PostgreSQL sample with the two rules files ingested (the
    index brought up to date as `lorehold ingest` brings it)."""
    from lorehold.db.engine import dispose_all, get_engine
    from lorehold.ingest.pipeline import ingest
    from lorehold.search.freshness import staleness
    from lorehold.search.index import update_after_ingest
    from lorehold.settings import Settings
    from tests.conftest import create_pg_database, drop_pg_database

    master_home, master_url = pg_indexed_master
    url = create_pg_database(pg_server, template=master_url)
    home = tmp_path_factory.mktemp("serve-pg-home")
    shutil.copytree(master_home, home, dirs_exist_ok=True)
    settings = Settings(home=home, database_url=url)
    report = ingest(settings, [str(RULES_2017), str(RULES_2026)])
    assert not report.failed, report.failed
    update_after_ingest(settings, report)
    with get_engine(settings).connect() as conn:
        assert staleness(conn, settings.index_dir) is None
    dispose_all()
    return settings, lambda: drop_pg_database(pg_server, url)


@pytest.fixture(scope="module")
def pg_settings(pg_indexed_master, pg_server, tmp_path_factory):
    settings, drop = _pg_home(pg_indexed_master, pg_server, tmp_path_factory)
    yield settings
    drop()


@pytest.fixture(scope="module")
def clients(pg_settings, serve_home):
    from lorehold.serve.app import create_app
    from lorehold.settings import Settings

    with TestClient(create_app(pg_settings)) as pg, TestClient(create_app(Settings.resolve(serve_home))) as lite:
        yield pg, lite


@pytest.mark.parametrize("path", PATHS)
def test_same_answers_as_sqlite(clients, path):
    pg, lite = clients
    a, b = pg.get(path), lite.get(path)
    assert a.status_code == b.status_code
    assert a.json() == b.json()


def test_pages_on_postgres(clients):
    pg, _ = clients
    page = pg.get("/card/5007425e-a626-46f7-ab7d-777af97ee724").text
    assert "皇帝の先兵" in page and '<a href="/rule/701.44">Explore</a>' in page and "2018-01-19" in page


def test_the_server_cannot_write(pg_settings):
    from sqlalchemy.exc import DBAPIError

    from lorehold.serve.backend import Backend

    backend = Backend(pg_settings)
    with backend.db() as conn:
        with pytest.raises(DBAPIError, match="read-only transaction"):
            conn.exec_driver_sql("DELETE FROM rulings")
    with backend.db() as conn:
        assert conn.exec_driver_sql("SELECT COUNT(*) FROM rulings").scalar_one() == 3603
