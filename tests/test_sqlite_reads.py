"""Lookups on SQLite through the standard library (lorehold.db.sqlite_reads): the same answers as through
SQLAlchemy, used only on an up-to-date database, and a cold `card` that never imports SQLAlchemy."""

from __future__ import annotations

import subprocess
import sys

import pytest

from lorehold.card_view import card_to_dict, resolve_name, rulings, stats
from lorehold.db.engine import dispose_all, get_engine
from lorehold.db.sqlite_reads import LiteConnection, connect
from lorehold.errors import LoreholdError
from lorehold.rules.lookup import lookup_rule
from lorehold.settings import Settings

NAMES = ["Emperor's Vanguard", "Fire // Ice", "Afflicted Deserter", "Lure", "皇帝的先鋒", "Kitsune Mystic"]


@pytest.fixture
def settings(sample_home_master):
    yield Settings.resolve(sample_home_master)
    dispose_all()


def test_light_and_engine_connections_answer_alike(settings):
    with connect(settings) as lite, get_engine(settings).connect() as full:
        assert isinstance(lite, LiteConnection) and not isinstance(full, LiteConnection)
        for name in NAMES:
            card_id = resolve_name(lite, name)
            assert card_id == resolve_name(full, name)
            assert card_to_dict(lite, card_id) == card_to_dict(full, card_id)
            assert rulings(lite, card_id) == rulings(full, card_id)
        assert stats(lite) == stats(full)
        assert card_to_dict(lite, resolve_name(lite, "Emperor's Vanguard"))["rulings"][0]["date"] == "2018-01-19"


def test_rules_lookups_alike(sample_home_master, tmp_path, cli):
    home = tmp_path / "home"
    import shutil

    shutil.copytree(sample_home_master, home)
    from tests.conftest import FIXTURES

    rules = sorted((FIXTURES / "rules").glob("*.txt"))
    assert rules, "the Comprehensive Rules fixture"
    assert cli(home, "ingest", "--no-index", str(rules[0])).exit_code == 0  # the rules only: no search
    settings = Settings.resolve(home)
    with connect(settings) as lite, get_engine(settings).connect() as full:
        assert isinstance(lite, LiteConnection)
        assert lookup_rule(lite, "702.19") == lookup_rule(full, "702.19")
    dispose_all()


def test_missing_database_goes_through_the_engine(tmp_path):
    settings = Settings.resolve(tmp_path / "new-home")
    with connect(settings) as conn:  # the engine makes the schema
        assert not isinstance(conn, LiteConnection)
    with connect(settings) as conn:  # now at head: the light connection
        assert isinstance(conn, LiteConnection)
        assert stats(conn)["cards"] == 0
    dispose_all()


def test_a_newer_database_is_refused_not_read(settings, tmp_path):
    import shutil
    import sqlite3

    home = tmp_path / "home"
    shutil.copytree(settings.home, home)
    with sqlite3.connect(home / "lorehold.db") as db:
        db.execute("UPDATE alembic_version SET version_num = 'ffffffffffff'")
    with pytest.raises(LoreholdError, match="newer"):
        connect(Settings.resolve(home))
    dispose_all()


def test_cold_card_lookup_does_not_import_sqlalchemy(sample_home_master):
    code = (
        "import sys\n"
        "from lorehold.cli.app import main\n"
        f"sys.argv = ['lorehold', '--home', {str(sample_home_master)!r}, 'card', 'Imperiale Vorhut', '--json']\n"
        "try:\n    main()\nexcept SystemExit as exc:\n    assert not exc.code, exc.code\n"
        "print('SQLALCHEMY' if 'sqlalchemy' in sys.modules else 'NO-SQLALCHEMY')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert '"name": "Emperor\'s Vanguard"' in out.stdout
    assert out.stdout.rstrip().endswith("NO-SQLALCHEMY")
