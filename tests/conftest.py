"""Shared fixtures: the bundled sample ingested once per session, fresh homes, the CLI runner."""

from __future__ import annotations

import os
import shutil
import sys
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


# ---------------------------------------------------------------- built once per run (issue 12)
# The expensive homes ("masters") are built once per test run and copied by the tests that change
# them. Under pytest-xdist (``-n``) every worker is a process with a session of its own; the masters
# live in the run's shared temporary folder, each behind a lock: whoever holds it builds, the others
# wait and then use the same one. The first worker starts a builder process for the masters its
# run's tests need before any test runs (``pytest_collection_finish``), so the masters are made
# while the workers run the tests that need none. Without xdist the folder is the session's own and
# a master is built by the first test that needs it.


def run_folder(tmp_path_factory) -> Path:
    """This run's temporary folder: shared by its xdist workers (their own folders sit in it)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def built_once(tmp_path_factory, name: str) -> Path:
    """``<run folder>/<name>``, built by ``MASTERS[name]`` in the first process of the run to ask."""
    import fcntl

    folder = run_folder(tmp_path_factory)
    with open(folder / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes, also if the build fails
        _build_unless_done(folder, name)
    return folder / name


def _build_unless_done(folder: Path, name: str) -> None:
    """Build master ``name`` in ``folder`` unless done (the caller holds its lock)."""
    target, done = folder / name, folder / f"{name}.done"
    if not done.exists():
        shutil.rmtree(target, ignore_errors=True)  # a build that failed half-way
        if not _from_cache(name, target):
            target.mkdir()
            MASTERS[name](target)
            _to_cache(name, target)
        done.touch()


# The SQLite masters are also kept between runs, in pytest's cache folder (``.pytest_cache/d/
# lorehold-masters/<key>/``), under a key that hashes everything they are made of; a run whose key
# differs builds them again (and drops the older ones). ``pytest --cache-clear`` or ``-p
# no:cacheprovider`` builds them afresh. PostgreSQL's master lives on the server: built every run.
CACHED_MASTERS = ("sample-run",)  # the SQLite sample homes are copies of it
_MASTER_CACHE: list[Path] = []  # the cache folder, when pytest's cache is on (pytest_configure)


def master_key() -> str:
    """A hash of what the SQLite masters are made of: the sample's files with their sizes and
    times (the sources table records them), lorehold's code and data, this file (the builders), the
    installed packages' versions, Python's, the checkout's place (the sources' paths), the number of
    cores (the index build's workers) and the day (the change log's dates); the README's test, whose
    runner makes the sample run (``build_sample_run``)."""
    import datetime as dt
    import hashlib
    from importlib import metadata

    digest = hashlib.sha256()
    digest.update(f"{REPO}\0{sys.version}\0{os.cpu_count()}\0{dt.datetime.now(dt.timezone.utc).date()}\0".encode())
    for path in sorted(SAMPLE.rglob("*")):
        if path.is_file():
            stat = path.stat()
            digest.update(f"{path.name}\0{stat.st_size}\0{stat.st_mtime_ns}\0".encode() + path.read_bytes())
    for path in sorted([*(REPO / "lorehold").rglob("*"), Path(__file__), REPO / "tests" / "test_readme.py"]):
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(f"{path.relative_to(REPO)}\0".encode() + path.read_bytes())
    versions = sorted(f"{dist.metadata['Name']}=={dist.version}" for dist in metadata.distributions())
    digest.update("\n".join(versions).encode())
    return digest.hexdigest()[:20]


def _cached(name: str) -> Path | None:
    """Where master ``name`` is kept between runs under this run's key (None: not kept)."""
    if not _MASTER_CACHE or name not in CACHED_MASTERS:
        return None
    if len(_MASTER_CACHE) == 1:
        _MASTER_CACHE.append(_MASTER_CACHE[0] / master_key())  # computed once per process
    return _MASTER_CACHE[1] / name


def _from_cache(name: str, target: Path) -> bool:
    """Copy master ``name`` from the cache into ``target`` if it is kept there."""
    kept = _cached(name)
    if kept is None or not kept.is_dir():
        return False
    shutil.copytree(kept, target)
    return True


def _to_cache(name: str, built: Path) -> None:
    """Keep a copy of the master just built (written aside, then renamed: a kept master is whole);
    masters kept under other keys are dropped."""
    kept = _cached(name)
    if kept is None:
        return
    for other in kept.parent.parent.iterdir():
        if other != kept.parent:
            shutil.rmtree(other, ignore_errors=True)
    kept.parent.mkdir(parents=True, exist_ok=True)
    aside = kept.parent / f"{name}.part-{os.getpid()}"
    shutil.copytree(built, aside)
    try:
        os.rename(aside, kept)
    except OSError:  # another run kept it first
        shutil.rmtree(aside, ignore_errors=True)


def build_sample_run(run: Path) -> None:
    """The README's first example, run once for the whole suite: ``lorehold ingest data/sample`` in
    the checkout (so the sources are the checkout's sample files) with ``LOREHOLD_HOME`` set to
    ``run/home``, by the README test's own runner; it ingests the sample and builds its search index.
    Its output goes to ``run/output.txt`` (tests/test_readme.py compares it with the README's). The
    SQLite sample homes are copies of that home: one ingest and one index build for the README's
    examples and every other test (the README test used to make a third of its own)."""
    from tests.test_readme import BUILD, Step, run_steps

    home = run / "home"
    [output] = run_steps([Step(BUILD, [])], home, REPO)
    (run / "output.txt").write_text("".join(f"{line}\n" for line in output), encoding="utf-8")
    assert output and output[-1].endswith(", 0 failed"), output


def sample_run_output(run: Path) -> list[str]:
    """The output lines of the README's first example, as ``build_sample_run`` kept them."""
    return (run / "output.txt").read_text(encoding="utf-8").splitlines()


def _top_level_index(folder, names):
    """shutil.copytree's ignore: the home's ``index`` folder (only at the top of the home)."""
    return ["index"] if Path(folder).parent.name == "sample-run" and "index" in names else []


def build_sample_home(home: Path) -> None:
    """The whole bundled sample ingested into ``home``: the sample run's home without its index
    (building the index writes nothing to the database)."""
    shutil.copytree(home.parent / "sample-run" / "home", home, ignore=_top_level_index, dirs_exist_ok=True)
    assert not (home / "index").exists()


def build_indexed_home(home: Path) -> None:
    """The ingested sample with its search index built: the sample run's home, whole."""
    from lorehold.search.index import read_meta

    shutil.copytree(home.parent / "sample-run" / "home", home, dirs_exist_ok=True)
    meta = read_meta(home / "index")
    assert meta["cards"] == 2259 and meta["rulings"] == 3603 and meta["db_state"], meta


def build_pg_sample_home(home: Path) -> None:
    """The sample ingested into a new PostgreSQL database (its URL in ``pg-sample-home.url``
    beside the home, so that copies of the home stay clean)."""
    from lorehold.db.engine import dispose_all
    from lorehold.ingest.pipeline import ingest
    from lorehold.settings import Settings

    shared = bool(os.environ.get("PYTEST_XDIST_WORKER"))
    url = create_pg_database(pg_admin_url(), name=run_database_name("sample") if shared else None)
    (home.parent / "pg-sample-home.url").write_text(url)
    report = ingest(Settings.resolve(home, url), [str(SAMPLE)])
    assert not report.failed, report.failed
    dispose_all()  # a template database must have no open connections


def build_pg_indexed_home(home: Path) -> None:
    """A copy of the run's PostgreSQL sample (a new database, its URL in ``pg-indexed-home.url``)
    with its search index built from PostgreSQL (the PostgreSQL sample is done)."""
    from lorehold.db.engine import dispose_all
    from lorehold.search.index import build as build_index
    from lorehold.settings import Settings

    shared = bool(os.environ.get("PYTEST_XDIST_WORKER"))
    shutil.copytree(home.parent / "pg-sample-home", home, dirs_exist_ok=True)
    template = (home.parent / "pg-sample-home.url").read_text()
    url = create_pg_database(pg_admin_url(), template=template, name=run_database_name("indexed") if shared else None)
    (home.parent / "pg-indexed-home.url").write_text(url)
    report = build_index(Settings.resolve(home, url))
    assert report.cards == 2259 and report.rulings == 3603
    dispose_all()  # a template database must have no open connections


def build_pg_schema_home(home: Path) -> None:
    """A new PostgreSQL database with lorehold's schema made and nothing in it (its URL in
    ``pg-schema-home.url``): the template of the ``schema_made`` tests' fresh databases."""
    from lorehold.db.engine import dispose_all, get_engine
    from lorehold.settings import Settings

    shared = bool(os.environ.get("PYTEST_XDIST_WORKER"))
    url = create_pg_database(pg_admin_url(), name=run_database_name("schema") if shared else None)
    (home.parent / "pg-schema-home.url").write_text(url)
    get_engine(Settings.resolve(home, url))
    dispose_all()  # a template database must have no open connections


MASTERS = {"sample-run": build_sample_run, "sample-home": build_sample_home, "indexed-home": build_indexed_home, "pg-sample-home": build_pg_sample_home,
           "pg-schema-home": build_pg_schema_home, "pg-indexed-home": build_pg_indexed_home}


def _masters_needed(items) -> set[str]:
    """The masters the tests ``items`` ask for through their fixtures."""
    needed = set()
    for item in items:
        names = set(getattr(item, "fixturenames", ()))
        backend = getattr(getattr(item, "callspec", None), "params", {}).get("backend")
        if "sample_run_master" in names:
            needed.add("sample-run")
        if "indexed_master" in names:
            needed |= {"sample-run", "sample-home", "indexed-home"}
        if "sample_home_master" in names or ("sample_home" in names and backend == "sqlite"):
            needed |= {"sample-run", "sample-home"}
        if "pg_sample_master" in names or ("sample_home" in names and backend == "postgres"):
            needed.add("pg-sample-home")
        if "pg_indexed_master" in names:
            needed |= {"pg-sample-home", "pg-indexed-home"}
        if "fresh_home" in names and backend == "postgres" and item.get_closest_marker("schema_made"):
            needed.add("pg-schema-home")
    return needed


_BUILDERS: list = []  # this worker's builder processes


@pytest.hookimpl(tryfirst=True)  # before xdist tells the controller its collection: no test runs yet
def pytest_collection_finish(session):
    """The first xdist worker starts building the masters its run's tests need, in the background:
    one process for the SQLite ones (the sample, then its index), one for PostgreSQL's."""
    if os.environ.get("PYTEST_XDIST_WORKER") != "gw0":
        return
    needed = _masters_needed(session.items)
    folder = run_folder(session.config._tmp_path_factory)  # the factory the tmp_path fixtures use
    for chain in (["sample-run", "sample-home", "indexed-home"], ["pg-schema-home", "pg-sample-home", "pg-indexed-home"]):
        chain = [name for name in chain if name in needed]
        if chain:
            _start_builder(folder, chain)


def _start_builder(folder: Path, names: list[str]) -> None:
    """A process building the masters ``names`` in order, holding their locks (taken here, before it
    starts, and handed to it): a worker that needs one waits for it; one it failed, the worker
    builds itself, and so sees the failure."""
    import fcntl
    import subprocess

    locks = []
    for name in names:
        handle = open(folder / f"{name}.lock", "w")
        fcntl.flock(handle, fcntl.LOCK_EX)
        locks.append((name, handle))
    env = {k: v for k, v in os.environ.items() if k not in ("LOREHOLD_HOME", "LOREHOLD_DATABASE_URL")}
    with open(folder / f"build-{names[0]}.log", "wb") as log:
        _BUILDERS.append(subprocess.Popen(
            [sys.executable, "-c", "from tests.conftest import build_masters; build_masters()", str(folder),
             str(_MASTER_CACHE[0]) if _MASTER_CACHE else "",
             *(f"{name}={handle.fileno()}" for name, handle in locks)],
            cwd=REPO, env=env, pass_fds=[handle.fileno() for _, handle in locks], stdout=log, stderr=subprocess.STDOUT))
    for _, handle in locks:
        handle.close()  # the builder's copies hold the locks now


def build_masters() -> None:
    """The builder process: ``FOLDER CACHE NAME=FD…``; builds each master in order (or copies it
    from the cache folder CACHE, if not empty), freeing its lock (the inherited descriptor FD) when
    done; stops at the first failure (exiting frees the rest)."""
    folder = Path(sys.argv[1])
    if sys.argv[2]:
        _MASTER_CACHE[:] = [Path(sys.argv[2])]
    for arg in sys.argv[3:]:
        name, fd = arg.split("=")
        _build_unless_done(folder, name)
        os.close(int(fd))


def _stop_builders() -> None:
    """A builder still running when its worker is done is not needed any more."""
    for proc in _BUILDERS:
        if proc.poll() is None:
            proc.kill()
        proc.wait()


def kept_open(master: Path):
    """Yields ``master`` with its SQLite database held open by this process. Tests read a master
    in place and copy it; a reader opening the database makes its ``-wal`` and ``-shm`` files and the
    last one to close deletes them, so a copy made meanwhile by another worker could list them and
    then miss them (shutil.Error, seen in a run). Held open by every worker that uses the master,
    from before its first test, they stay until the workers are done (empty: no one writes there)."""
    import sqlite3

    keeper = sqlite3.connect(master / "lorehold.db")
    keeper.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
    try:
        yield master
    finally:
        keeper.close()


@pytest.fixture(scope="session")
def sample_run_master(tmp_path_factory) -> Path:
    """The folder of the README's first example run once (``build_sample_run``): ``home/``, the
    sample ingested and indexed by ``lorehold ingest data/sample``, and ``output.txt``, what it
    printed. Copy the home before using it."""
    return built_once(tmp_path_factory, "sample-run")


@pytest.fixture(scope="session")
def sample_home_master(sample_run_master, tmp_path_factory) -> Path:
    """A home with the whole bundled sample ingested (built once; copy it before changing it)."""
    yield from kept_open(built_once(tmp_path_factory, "sample-home"))


@pytest.fixture(scope="session")
def indexed_master(sample_home_master, tmp_path_factory) -> Path:
    """The ingested sample with its search index built (copy it before changing it)."""
    yield from kept_open(built_once(tmp_path_factory, "indexed-home"))


@pytest.fixture
def sample_home(request, backend, tmp_path) -> Path:
    """A private copy of the ingested sample, free to change (run once per backend: on
    PostgreSQL the home's database is a private copy of the sample database)."""
    home = tmp_path / "home"
    if backend == "postgres":
        master_home, master_url = request.getfixturevalue("pg_sample_master")
        shutil.copytree(master_home, home)
        request.getfixturevalue("pg_homes")[home] = private_pg_database(request, template=master_url)
        return home
    shutil.copytree(request.getfixturevalue("sample_home_master"), home)
    return home


@pytest.fixture
def fresh_home(request, backend, tmp_path) -> Path:
    """An empty home (run once per backend: on PostgreSQL with an empty database of its own). In a
    test marked ``schema_made`` that database has lorehold's schema already (a copy of the run's
    upgraded empty database), so the test does not wait for the migrations on the server; tests of
    how the schema is first made (test_migrations, test_postgres) do not take the mark."""
    home = tmp_path / "fresh-home"
    if backend == "postgres":
        template = None
        if request.node.get_closest_marker("schema_made"):
            template = request.getfixturevalue("pg_schema_master")
        request.getfixturevalue("pg_homes")[home] = private_pg_database(request, template=template)
    return home


def _click_command_once():
    """Typer's CliRunner builds the app's click command again at every ``invoke`` (about 28 ms
    of CPU: Typer reads each command's signature and evaluates its annotations), 24 s of the
    quick loop's CPU. The command of an app is the same each time (the commands are registered
    when ``lorehold.cli.app`` is imported and click makes a new context per run), so every
    runner in the tests, this file's or a test module's own, builds it once per app and process."""
    import typer.testing

    build = typer.testing._get_command
    built: dict[int, tuple] = {}

    def command_of(app):
        kept = built.get(id(app))
        if kept is None or kept[0] is not app:
            kept = built[id(app)] = (app, build(app))
        return kept[1]

    typer.testing._get_command = command_of


_click_command_once()


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


@pytest.hookimpl(hookwrapper=True)
def pytest_collection(session):
    """The test modules' rewritten code is cached even when PYTHONDONTWRITEBYTECODE is set (this
    machine's environment, so CI's too): otherwise pytest rewrites every test module's asserts again
    on each run, in each worker (about 1.5 s of CPU a process). Only while collecting: lorehold's
    own modules imported then are cached as well (in the ignored ``__pycache__`` folders)."""
    before = sys.dont_write_bytecode
    sys.dont_write_bytecode = False
    try:
        yield
    finally:
        sys.dont_write_bytecode = before


# ------------------------------------------------------------------------- PostgreSQL (issue 7)
# Every test taking ``sample_home`` or ``fresh_home`` runs twice, ``[sqlite]`` and ``[postgres]``.
# On PostgreSQL the home gets a private database on the server named by LOREHOLD_TEST_PG_URL
# (default: the local server), and Settings.resolve(home) (so the CLI's --home too) points there.
# Mark a test ``@pytest.mark.sqlite_only`` when it opens the SQLite file itself. Without a server
# the postgres cases skip with the reason; in CI (CI=true) they fail instead.

PG_DEFAULT_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/postgres"


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def pg_admin_url() -> str:
    """A URL on the test server that may create and drop databases."""
    return os.environ.get("LOREHOLD_TEST_PG_URL") or PG_DEFAULT_URL


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def backend(request) -> str:
    return request.param


@pytest.fixture(scope="session")
def pg_server() -> str:
    """The admin URL of a reachable PostgreSQL server: skips without one (fails in CI)."""
    from sqlalchemy import create_engine, text

    url = pg_admin_url()
    try:
        engine = create_engine(url, connect_args={"connect_timeout": 5})
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
        engine.dispose()
    except Exception as exc:  # any failure to reach it: driver missing, refused, auth
        reason = f"no PostgreSQL server at {url} ({type(exc).__name__}: {str(exc).splitlines()[0]})"
        if in_ci():
            pytest.fail(f"{reason}; CI must run the PostgreSQL tests (set LOREHOLD_TEST_PG_URL)", pytrace=False)
        pytest.skip(reason)
    return url


def create_pg_database(admin_url: str, template: str | None = None, name: str | None = None) -> str:
    """A new database ``name``, by default ``lorehold_test_<random>`` (a copy of ``template``'s
    database if given); its URL."""
    import uuid

    from sqlalchemy import create_engine
    from sqlalchemy.engine import make_url

    name = name or f"lorehold_test_{uuid.uuid4().hex[:12]}"
    engine = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as conn:
            source = f' TEMPLATE "{make_url(template).database}"' if template else ""
            if template and conn.dialect.server_version_info >= (15,):
                # a copy of the files, not of every block through the WAL (PostgreSQL 15's default):
                # for the 26 MB sample 0.07 s of the server's CPU instead of 0.4 s, and no dirty
                # buffers left for the checkpoint of the DROP DATABASE after the test
                source += " STRATEGY FILE_COPY"
            conn.exec_driver_sql(f'CREATE DATABASE "{name}"{source}')
            # a commit does not wait for its WAL to reach the disk (about 6 ms each on this machine's
            # server): what each session sees, and when, is unchanged; only a crash of the server
            # itself could lose the last commits of a database that is dropped after the test anyway
            conn.exec_driver_sql(f'ALTER DATABASE "{name}" SET synchronous_commit TO off')
    finally:
        engine.dispose()
    return make_url(admin_url).set(database=name).render_as_string(hide_password=False)


def drop_pg_database(admin_url: str, url: str, wait: bool = True) -> None:
    """Drop the database at ``url``; with ``wait=False`` in this process's dropper thread, so the
    next test need not wait for it (a DROP DATABASE waits for a checkpoint: a second or more on a
    busy server). Every drop is done before the session ends (``pytest_sessionfinish``)."""
    from lorehold.db.engine import dispose_all

    dispose_all()  # pooled connections to it would keep it open
    if wait:
        _drop_now(admin_url, url)
    else:
        _dropper().put((admin_url, url))


def _drop_now(admin_url: str, url: str) -> None:
    from sqlalchemy import create_engine
    from sqlalchemy.engine import make_url

    engine = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as conn:
            conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{make_url(url).database}" WITH (FORCE)')
    finally:
        engine.dispose()


_DROPS: list = []  # the dropper's queue, once started
DROPS_AT_ONCE = 8


def _dropper():
    """The queue of databases to drop, served by a daemon thread of this process. Each DROP
    DATABASE waits for a checkpoint of the whole server (seconds on a busy one: the drops of a run
    fell behind its tests by 18 to 37, and the run waited 90 to 110 s for them at its end); drops
    requested together share one, so the thread drops what has queued up at once, up to
    ``DROPS_AT_ONCE``, each on a connection of its own."""
    if not _DROPS:
        import queue
        import threading

        drops: queue.Queue = queue.Queue()

        def serve() -> None:
            from concurrent.futures import ThreadPoolExecutor

            with ThreadPoolExecutor(DROPS_AT_ONCE, thread_name_prefix="pg-drop") as pool:
                while True:
                    batch = [drops.get()]
                    while len(batch) < DROPS_AT_ONCE and not drops.empty():
                        batch.append(drops.get())
                    for _ in pool.map(_drop_reported, batch):
                        drops.task_done()

        threading.Thread(target=serve, name="pg-dropper", daemon=True).start()
        _DROPS.append(drops)
    return _DROPS[0]


def _drop_reported(item: tuple[str, str]) -> None:
    """Drop one queued database; a failure is reported, not raised (the test it served has passed)."""
    admin_url, url = item
    try:
        _drop_now(admin_url, url)
    except Exception as exc:
        print(f"warning: could not drop {url}: {exc}", file=sys.stderr)


def finish_drops() -> None:
    """Wait for the dropper thread's queue to empty."""
    if _DROPS:
        _DROPS[0].join()


def private_pg_database(request, template: str | None = None) -> str:
    """An empty PostgreSQL database (or a copy of ``template``'s) for this test or fixture alone,
    dropped after it."""
    admin = request.getfixturevalue("pg_server")
    url = create_pg_database(admin, template)
    request.addfinalizer(lambda: drop_pg_database(admin, url, wait=False))
    return url


_private_pg_database = private_pg_database  # the name test modules imported before


@pytest.fixture
def pg_url(request) -> str:
    """The URL of an empty PostgreSQL database for this test alone (dropped after it)."""
    return private_pg_database(request)


@pytest.fixture
def database_url(request, backend, tmp_path) -> str:
    """An empty database of each backend: a SQLite file, or a PostgreSQL database of its own."""
    if backend == "postgres":
        return request.getfixturevalue("pg_url")
    return f"sqlite:///{tmp_path / 'lorehold.db'}"


@pytest.fixture
def pg_homes(monkeypatch) -> dict[Path, str]:
    """Homes whose database is on PostgreSQL in this test: Settings.resolve(home) maps them."""
    from lorehold.settings import Settings

    resolve = Settings.resolve.__func__

    def resolve_mapped(cls, home=None, database_url=None):
        settings = resolve(cls, home, database_url)
        if database_url is None and not os.environ.get("LOREHOLD_DATABASE_URL"):
            url = homes.get(settings.home.resolve())
            if url:
                return cls(home=settings.home, database_url=url)
        return settings

    class Homes(dict):
        def __setitem__(self, home, url):
            super().__setitem__(Path(home).resolve(), url)

    homes = Homes()
    monkeypatch.setattr(Settings, "resolve", classmethod(resolve_mapped))
    return homes


def _pg_master(name: str, pg_server, tmp_path_factory):
    """Yields (home, database URL) of PostgreSQL master ``name``, built once per run; copied per
    test (CREATE DATABASE … TEMPLATE), never used directly. Without xdist this session drops its
    database at its end; under xdist the controller does, once every worker is done
    (``pytest_sessionfinish``: the databases named after the run)."""
    home = built_once(tmp_path_factory, name)
    url = (home.parent / f"{name}.url").read_text()
    try:
        yield home, url
    finally:
        if not os.environ.get("PYTEST_XDIST_WORKER"):
            drop_pg_database(pg_server, url)


@pytest.fixture(scope="session")
def pg_sample_master(pg_server, tmp_path_factory):
    """(home, database URL) with the bundled sample ingested on PostgreSQL (``_pg_master``)."""
    yield from _pg_master("pg-sample-home", pg_server, tmp_path_factory)


@pytest.fixture(scope="session")
def pg_indexed_master(pg_sample_master, pg_server, tmp_path_factory):
    """(home, database URL): the PostgreSQL sample with its search index built from PostgreSQL
    (``_pg_master``); copy both, the home's folder and the database, before use."""
    yield from _pg_master("pg-indexed-home", pg_server, tmp_path_factory)


@pytest.fixture(scope="session")
def pg_schema_master(pg_server, tmp_path_factory) -> str:
    """The URL of a PostgreSQL database with lorehold's schema and no rows (``_pg_master``),
    copied by ``fresh_home`` in ``schema_made`` tests."""
    for _home, url in _pg_master("pg-schema-home", pg_server, tmp_path_factory):
        yield url


def run_database_name(name: str) -> str:
    """The name of a database this xdist run's workers share (``lorehold_test_run<uid>_<name>``)."""
    return f"lorehold_test_run{os.environ['PYTEST_XDIST_TESTRUNUID'][:12]}_{name}"


def pytest_configure(config):
    """Where the SQLite masters are kept between runs (pytest's cache). A process that is not an
    xdist worker forgets the worker variables it may have inherited (a test running pytest in a
    child process); the controller of an xdist run names the run, so that it can drop the run's
    shared databases."""
    if getattr(config, "cache", None) is not None:  # the cacheprovider plugin is on
        _MASTER_CACHE[:] = [Path(config.cache.mkdir("lorehold-masters"))]
    if not hasattr(config, "workerinput"):
        for name in ("PYTEST_XDIST_WORKER", "PYTEST_XDIST_TESTRUNUID", "PYTEST_XDIST_WORKER_COUNT"):
            os.environ.pop(name, None)
    if getattr(config.option, "numprocesses", None) and not hasattr(config, "workerinput"):
        if not config.getoption("testrunuid", None):
            import uuid

            config.option.testrunuid = uuid.uuid4().hex


def pytest_sessionfinish(session):
    """Every process waits for its queued drops (and stops its master builders); the xdist
    controller drops the PostgreSQL databases the run's workers shared."""
    _stop_builders()
    finish_drops()
    config = session.config
    uid = getattr(config.option, "testrunuid", None)
    if hasattr(config, "workerinput") or not uid or not getattr(config.option, "numprocesses", None):
        return
    try:
        from sqlalchemy import create_engine, text

        engine = create_engine(pg_admin_url(), isolation_level="AUTOCOMMIT", connect_args={"connect_timeout": 5})
        with engine.connect() as conn:
            names = conn.execute(text("SELECT datname FROM pg_database WHERE datname LIKE :p"),
                                 {"p": f"lorehold_test_run{uid[:12]}_%"}).scalars().all()
            for name in names:
                conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        engine.dispose()
    except Exception:  # no server (its tests skipped) or no driver: nothing was made there
        pass


def pytest_collection_modifyitems(config, items):
    """The postgres case of a ``sqlite_only`` test is not collected."""
    keep, dropped = [], []
    for item in items:
        params = getattr(getattr(item, "callspec", None), "params", {})
        if params.get("backend") == "postgres" and item.get_closest_marker("sqlite_only"):
            dropped.append(item)
        else:
            keep.append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = keep
    items[:] = files_in_run_order(items)


SLOW_WEIGHT = 30  # a slow test takes seconds, most others a few hundredths


def files_in_run_order(items) -> list:
    """``items`` grouped by file, the files in the order the xdist workers take them (pyproject's
    --no-loadscope-reorder keeps it): first the files that need no master, then those needing the
    sample homes, the indexed sample's last, so the workers run the others while the builder makes
    it instead of waiting for it (xdist's own order, most tests first, put test_search_truth and
    test_serve_api first). Within a group, the files that take longest first (a file whose long
    tests came last left one core idle at the end of the run: test_search_bulk's 40 s), the time
    reckoned as the file's tests, a ``slow`` one as ``SLOW_WEIGHT`` of them (in the quick loop, where
    none are, this is xdist's rule: more tests first)."""
    by_file: dict[str, list] = {}
    for item in items:
        by_file.setdefault(item.nodeid.split("::")[0], []).append(item)

    def rank(file_items) -> int:
        needed = _masters_needed(file_items)
        return 2 if "indexed-home" in needed else 1 if needed else 0

    def weight(file_items) -> int:
        return sum(SLOW_WEIGHT if item.get_closest_marker("slow") else 1 for item in file_items)

    order = sorted(by_file.values(), key=lambda file_items: (rank(file_items), -weight(file_items)))
    return [item for file_items in order for item in file_items]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """In CI a PostgreSQL test never passes by skipping: a skip is reported as a failure."""
    outcome = yield
    report = outcome.get_result()
    if in_ci() and report.skipped and not hasattr(report, "wasxfail") and item.get_closest_marker("postgres"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        report.outcome = "failed"
        report.longrepr = f"PostgreSQL test skipped in CI: {reason}"


@pytest.fixture(scope="module")
def xln_home(tmp_path_factory) -> Path:
    """A home holding the sample's Ixalan (XLN), made once per test module: the cards the page tests'
    own pages are written for."""
    from lorehold.ingest.pipeline import ingest
    from lorehold.settings import Settings

    home = tmp_path_factory.mktemp("xln")
    assert [o.status for o in ingest(Settings.resolve(home), [str(sample_file("XLN"))]).outcomes] == ["loaded"]
    return home
