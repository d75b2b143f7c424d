"""The schema is made only by Alembic migrations, and they agree with the models."""

from __future__ import annotations

import pytest
from sqlalchemy import create_engine, inspect, text

from lorehold.db.engine import dispose_all
from lorehold.db.migrate import alembic_config, current_revision, revisions, upgrade


def _compare(connection):
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext
    from sqlmodel import SQLModel

    import lorehold.db.schema  # noqa: F401  (every table module)

    context = MigrationContext.configure(connection, opts={"compare_type": True, "render_as_batch": True})
    return compare_metadata(context, SQLModel.metadata)


def test_upgrade_on_an_empty_database_reaches_head(tmp_path):
    engine = create_engine(f"sqlite:///{tmp_path / 'x.db'}")
    assert upgrade(engine) == revisions()[1]
    with engine.connect() as conn:
        tables = set(inspect(conn).get_table_names())
    assert {"cards", "faces", "sets", "set_translations", "printings", "translations", "translation_faces",
            "translation_sources", "rulings", "ruling_sources", "sources", "card_keywords", "alembic_version"} <= tables


def test_models_and_migrations_agree(tmp_path):
    engine = create_engine(f"sqlite:///{tmp_path / 'x.db'}")
    upgrade(engine)
    with engine.connect() as conn:
        assert _compare(conn) == []


def test_revision_chain_read_from_files_matches_alembic():
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(alembic_config())
    order, head = revisions()
    assert head == script.get_current_head()
    assert order[0] == "0001_initial"


@pytest.mark.sqlite_only  # opens the SQLite file (tests/test_postgres.py does it on PostgreSQL)
def test_commands_upgrade_an_empty_database_by_themselves(fresh_home, cli):
    result = cli(fresh_home, "stats", "--json")
    assert result.exit_code == 0, result.output
    engine = create_engine(f"sqlite:///{fresh_home / 'lorehold.db'}")
    with engine.connect() as conn:
        assert current_revision(conn) == revisions()[1]


@pytest.mark.sqlite_only  # opens the SQLite file (tests/test_postgres.py does it on PostgreSQL)
def test_a_newer_schema_is_refused(fresh_home, cli):
    assert cli(fresh_home, "db", "upgrade").exit_code == 0
    engine = create_engine(f"sqlite:///{fresh_home / 'lorehold.db'}")
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '9999_future'"))
    dispose_all()  # as a new process would: an engine checks the schema once
    result = cli(fresh_home, "stats")
    assert result.exit_code == 1, result.output
    assert "newer than this lorehold knows" in result.stderr
    assert "Traceback" not in result.output


def test_db_current_reports_head(fresh_home, cli):
    cli(fresh_home, "db", "upgrade")
    result = cli(fresh_home, "db", "current", "--json")
    assert result.exit_code == 0
    assert '"up_to_date": true' in result.stdout
