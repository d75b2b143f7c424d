"""Shared fixtures: the bundled sample ingested once per session, fresh homes, the CLI runner."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "data" / "sample"
FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture(autouse=True)
def _isolated_environment(monkeypatch):
    """No test reads or writes the user's real lorehold home or database."""
    monkeypatch.delenv("LOREHOLD_HOME", raising=False)
    monkeypatch.delenv("LOREHOLD_DATABASE_URL", raising=False)
    from lorehold.db.engine import dispose_all

    yield
    dispose_all()


@pytest.fixture(scope="session")
def sample_home_master(tmp_path_factory) -> Path:
    """A home with the whole bundled sample ingested (built once; copy it before changing it)."""
    from lorehold.db.engine import dispose_all
    from lorehold.ingest.pipeline import ingest
    from lorehold.settings import Settings

    home = tmp_path_factory.mktemp("sample-home")
    report = ingest(Settings.resolve(home), [str(SAMPLE)])
    assert not report.failed, report.failed
    dispose_all()
    return home


@pytest.fixture
def sample_home(sample_home_master, tmp_path) -> Path:
    """A private copy of the ingested sample, free to change."""
    home = tmp_path / "home"
    shutil.copytree(sample_home_master, home)
    return home


@pytest.fixture
def fresh_home(tmp_path) -> Path:
    return tmp_path / "fresh-home"


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def cli(runner):
    """Run ``lorehold --home HOME ARGS…`` through Typer's runner; returns the Result."""
    from lorehold.cli.app import app

    def invoke(home: Path, *args: str, input: str | None = None):
        return runner.invoke(app, ["--home", str(home), *args], input=input)

    return invoke


def sample_file(code: str) -> Path:
    return SAMPLE / f"{code}.json.xz"


def read_sample(code: str) -> bytes:
    import lzma

    return lzma.decompress(sample_file(code).read_bytes())


os.environ.setdefault("COLUMNS", "200")
