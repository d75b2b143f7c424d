"""Alembic environment: the models' metadata, the URL from lorehold's settings, batch mode for SQLite."""

from alembic import context

from lorehold.db import schema  # noqa: F401  (registers every table)
from sqlmodel import SQLModel

config = context.config
target_metadata = SQLModel.metadata


def run_migrations() -> None:
    connection = config.attributes.get("connection")
    if connection is None:
        from sqlalchemy import create_engine

        engine = create_engine(config.get_main_option("sqlalchemy.url"))
        with engine.begin() as connection:
            _configure_and_run(connection)
        engine.dispose()
    else:
        _configure_and_run(connection)


def _configure_and_run(connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


run_migrations()
