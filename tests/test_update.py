"""``lorehold update`` against a local mirror of the three official sites (tests/update_mirror.py):
everything loaded once, nothing downloaded the second time, and each fault one clear line, exit 1,
with the database and the last good download as they were."""

from __future__ import annotations

import json
import socket

import pytest

from tests import update_mirror as um
from tests.test_net_support import _server, fast_policy, loopback_only  # noqa: F401

pytestmark = pytest.mark.slow  # updates from a local mirror: downloads, ingests, retries


def _fast_client(settings):
    """The polite client with waits of milliseconds and two retries."""
    from lorehold.net.cache import Cache
    from lorehold.net.client import Client

    return Client(contact="tests@example.org", policy=fast_policy(retries=2), cache=Cache(settings.home / "cache"))


@pytest.fixture
def mirror(_server, monkeypatch):
    _server.clear()
    served = um.Mirror(_server)
    served.serve(um.base_files(served.origin))

    monkeypatch.setattr("lorehold.update.run.make_client", _fast_client)
    monkeypatch.delenv("LOREHOLD_MIRROR", raising=False)
    yield served
    _server.clear()


def _db(home):
    from lorehold.db.engine import get_engine
    from lorehold.settings import Settings

    return get_engine(Settings.resolve(home)).connect()


def _scalar(home, sql, **params):
    from sqlalchemy import text

    with _db(home) as conn:
        return conn.execute(text(sql), params).scalar()


def _expected(sets):
    """Counts read from the mirror's own JSON, independently of lorehold's loader."""
    oracle_ids = {c["identifiers"]["scryfallOracleId"] for s in sets.values() for c in s["cards"]}
    printings = {(s["code"], c["number"]) for s in sets.values() for c in s["cards"]}
    return oracle_ids, printings


def test_the_first_update_loads_everything_and_the_second_downloads_nothing(fresh_home, cli, mirror):
    first = cli(fresh_home, "update", "--mirror", mirror.origin, "--no-index")
    assert first.exit_code == 0, first.output
    assert "mtgjson: updated to 5.2.0+20220425" in first.output
    assert "rules: updated to " + mirror.origin + "/downloads/MagicCompRules%2020240412.txt" in first.output
    assert "3 done, 0 failed" in first.output
    oracle_ids, printings = _expected(um.base_sets())
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM cards") == len(oracle_ids)
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM printings") == len(printings)
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM sources WHERE locator LIKE 'https://mtgjson.com/api/v5/AllPrintings.json.xz!%'") == 2
    # the Scryfall rulings file's rulings are the same words as MTGJSON's: one ruling, two sources
    vanguard = _scalar(fresh_home, "SELECT id FROM cards WHERE name = :n", n=um.VANGUARD)
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM rulings WHERE card_id = :c", c=vanguard) == 3
    assert _scalar(fresh_home, "SELECT COUNT(DISTINCT rs.source_id) FROM ruling_sources rs JOIN rulings r ON r.id = rs.ruling_id "
                               "WHERE r.card_id = :c", c=vanguard) == 2
    assert str(_scalar(fresh_home, "SELECT effective_date FROM rules_versions WHERE language = 'en'")) == "2024-04-12"
    card = cli(fresh_home, "card", "Imperiale Vorhut", "--json")
    assert json.loads(card.output)["name"] == um.VANGUARD
    downloads = fresh_home / "downloads"
    assert (downloads / "mtgjson" / "AllPrintings.json.xz").read_bytes() == mirror.files["/api/v5/AllPrintings.json.xz"]
    assert not list(downloads.rglob("*.part")) and not list(downloads.rglob("*.new"))
    snapshots = _scalar(fresh_home, "SELECT COUNT(*) FROM snapshots")
    assert snapshots == 3

    mirror.log.clear()
    second = cli(fresh_home, "update", "--mirror", mirror.origin, "--no-index", "--json")
    assert second.exit_code == 0, second.output
    data = json.loads(second.output)
    assert [(s["name"], s["status"]) for s in data["sources"]] == [("mtgjson", "unchanged"), ("scryfall", "unchanged"), ("rules", "unchanged")]
    asked = [(path, headers) for path, headers in mirror.log if path != "/robots.txt"]  # robots.txt: asked once a run
    assert sorted(path for path, _ in asked) == ["/api/v5/Meta.json", "/bulk-data", "/en/rules"]  # no file downloaded again
    assert all("If-None-Match" in headers for _, headers in asked)  # and each one conditional
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM snapshots") == snapshots


def test_list_shows_the_sources_their_mirrored_addresses_and_state(fresh_home, cli, mirror):
    before = cli(fresh_home, "update", "--list", "--mirror", mirror.origin, "--json")
    listed = {s["name"]: s for s in json.loads(before.output)}
    assert listed["mtgjson"]["urls"]["meta"] == mirror.origin + "/api/v5/Meta.json"
    assert listed["scryfall"]["urls"]["catalog"] == mirror.origin + "/bulk-data"
    assert listed["rules"]["urls"]["page"] == mirror.origin + "/en/rules"
    assert listed["mtgjson"]["last"] is None and mirror.log == []  # --list downloads nothing
    cli(fresh_home, "update", "--source", "mtgjson", "--mirror", mirror.origin, "--no-index")
    after = cli(fresh_home, "update", "--list")
    assert "  meta     https://mtgjson.com/api/v5/Meta.json" in after.output  # no mirror: the official address
    assert "  last     5.2.0+20220425 (" in after.output
    assert "AllPrintings.json.xz  " in after.output


@pytest.mark.sqlite_only
def test_one_source_only(fresh_home, cli, mirror):
    result = cli(fresh_home, "update", "--source", "rules", "--mirror", mirror.origin, "--no-index")
    assert result.exit_code == 0, result.output
    assert {p for p, _ in mirror.log} == {"/robots.txt", "/en/rules", "/downloads/MagicCompRules 20240412.txt"}
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM cards") == 0
    bad = cli(fresh_home, "update", "--source", "gatherer")
    assert bad.exit_code == 1 and "unknown source 'gatherer' (expected one of: mtgjson, scryfall, rules)" in bad.output


@pytest.mark.sqlite_only
def test_the_mirror_setting_of_the_environment(fresh_home, cli, mirror, monkeypatch):
    monkeypatch.setenv("LOREHOLD_MIRROR", mirror.origin)
    result = cli(fresh_home, "update", "--source", "rules", "--no-index")
    assert result.exit_code == 0, result.output


# ------------------------------------------------------------------------------------------ faults


def _good_first(home, cli, mirror):
    result = cli(home, "update", "--source", "mtgjson", "--mirror", mirror.origin, "--no-index")
    assert result.exit_code == 0, result.output
    return (home / "downloads" / "mtgjson" / "AllPrintings.json.xz").read_bytes()


@pytest.mark.sqlite_only
def test_a_checksum_that_does_not_match_keeps_the_data_and_the_last_good_download(fresh_home, cli, mirror):
    good = _good_first(fresh_home, cli, mirror)
    cards = _scalar(fresh_home, "SELECT COUNT(*) FROM cards")
    newer = um.newer_files(mirror.origin)
    newer["/api/v5/AllPrintings.json.xz.sha256"] = b"0" * 64 + b"  AllPrintings.json.xz\n"
    mirror.serve(newer)
    result = cli(fresh_home, "update", "--source", "mtgjson", "--mirror", mirror.origin, "--no-index")
    assert result.exit_code == 1
    line = [l for l in result.output.splitlines() if l.startswith("failed: ")]
    assert len(line) == 1 and "checksum mismatch: sha256 " in line[0] and f"published {'0' * 64}" in line[0]
    assert (fresh_home / "downloads" / "mtgjson" / "AllPrintings.json.xz").read_bytes() == good
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM cards") == cards
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM sets WHERE code = 'ALL'") == 0
    assert not list((fresh_home / "downloads").rglob("*.part"))  # the bad bytes are not resumed


@pytest.mark.sqlite_only
def test_a_truncated_download_is_resumed_by_the_next_run(fresh_home, cli, mirror):
    path = "/api/v5/AllPrintings.json.xz"
    body = mirror.files[path]
    # the first run's download is cut, and its retries find the server down
    mirror.faults[path] = [um.cut_after(len(body) // 3), um.status(503), um.status(503)]
    first = cli(fresh_home, "update", "--source", "mtgjson", "--mirror", mirror.origin, "--no-index")
    assert first.exit_code == 1
    assert f"failed: mtgjson: {mirror.origin}{path}: HTTP 503 SERVICE UNAVAILABLE (gave up after 3 attempts)" in first.output
    part = fresh_home / "downloads" / "mtgjson" / "AllPrintings.json.xz.part"
    assert part.exists() and 0 < part.stat().st_size < len(body)
    kept = part.stat().st_size
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM cards") == 0
    mirror.log.clear()
    second = cli(fresh_home, "update", "--source", "mtgjson", "--mirror", mirror.origin, "--no-index")
    assert second.exit_code == 0, second.output
    ranges = [h.get("Range") for h in mirror.requests(path)]
    assert ranges == [f"bytes={kept}-"]
    assert (fresh_home / "downloads" / "mtgjson" / "AllPrintings.json.xz").read_bytes() == body
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM cards") == len(_expected(um.base_sets())[0])


@pytest.mark.sqlite_only
def test_a_server_error_is_retried_then_given_up_with_the_host_named(fresh_home, cli, mirror):
    mirror.faults["/api/v5/Meta.json"] = [um.status(500)] * 3
    result = cli(fresh_home, "update", "--source", "mtgjson", "--mirror", mirror.origin, "--no-index")
    assert result.exit_code == 1
    assert f"failed: mtgjson: {mirror.origin}/api/v5/Meta.json: HTTP 500 INTERNAL SERVER ERROR (gave up after 3 attempts)" in result.output
    assert len(mirror.requests("/api/v5/Meta.json")) == 3


@pytest.mark.sqlite_only
def test_a_429_with_retry_after_is_waited_for(fresh_home, cli, mirror):
    mirror.faults["/api/v5/AllPrintings.json.xz"] = [um.status(429, {"Retry-After": "0"})]
    result = cli(fresh_home, "update", "--source", "mtgjson", "--mirror", mirror.origin, "--no-index")
    assert result.exit_code == 0, result.output
    assert len(mirror.requests("/api/v5/AllPrintings.json.xz")) == 2


@pytest.mark.sqlite_only
def test_an_unreachable_host_is_named_as_such(fresh_home, cli, mirror):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    result = cli(fresh_home, "update", "--mirror", f"http://127.0.0.1:{port}", "--no-index")
    assert result.exit_code == 1
    lines = [l for l in result.output.splitlines() if l.startswith("failed: ")]
    assert len(lines) == 3
    assert lines[0].startswith(f"failed: mtgjson: http://127.0.0.1:{port}/api/v5/Meta.json: 127.0.0.1:{port} cannot be reached (connection error")
    # the other two sources on the same host say so without trying again
    assert lines[1].startswith(f"failed: scryfall: 127.0.0.1:{port} cannot be reached (connection error")
    assert lines[2].startswith(f"failed: rules: 127.0.0.1:{port} cannot be reached (connection error")
    assert "robots" not in result.output


@pytest.mark.sqlite_only
def test_a_catalog_without_the_rulings_entry(fresh_home, cli, mirror):
    catalog = json.loads(mirror.files["/bulk-data"])
    catalog["data"] = [e for e in catalog["data"] if e["type"] != "rulings"]
    mirror.files["/bulk-data"] = json.dumps(catalog).encode()
    result = cli(fresh_home, "update", "--source", "scryfall", "--mirror", mirror.origin, "--no-index")
    assert result.exit_code == 1
    assert f"failed: scryfall: {mirror.origin}/bulk-data: the catalog has no 'rulings' entry with a download_uri" in result.output


@pytest.mark.sqlite_only
def test_a_rules_page_without_a_txt_link(fresh_home, cli, mirror):
    mirror.files["/en/rules"] = b"<html><body><a href='/downloads/MagicCompRules.pdf'>PDF</a></body></html>"
    result = cli(fresh_home, "update", "--source", "rules", "--mirror", mirror.origin, "--no-index")
    assert result.exit_code == 1
    assert f"failed: rules: {mirror.origin}/en/rules: the rules page has no link to a rules .txt file" in result.output
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM rules_versions") == 0


def test_mirrored_addresses_keep_the_path():
    from lorehold.update.sources import MTGJSON, RULES, SCRYFALL, mirrored

    assert MTGJSON.url("file", "http://127.0.0.1:8000") == "http://127.0.0.1:8000/api/v5/AllPrintings.json.xz"
    assert MTGJSON.url("sha256", "http://127.0.0.1:8000/") == "http://127.0.0.1:8000/api/v5/AllPrintings.json.xz.sha256"
    assert SCRYFALL.url("catalog", "https://cache.example.org/mtg") == "https://cache.example.org/mtg/bulk-data"
    assert RULES.url("page", None) == "https://magic.wizards.com/en/rules"
    assert mirrored("https://api.scryfall.com/bulk-data?x=1", "http://h:1") == "http://h:1/bulk-data?x=1"


def test_the_rules_link_is_found_on_the_page():
    from lorehold.update.run import rules_link

    page = ('<a href="https://media.wizards.com/2025/downloads/MagicCompRules%2020251114.pdf">PDF</a>'
            '<a href="/notes.txt">notes</a>'
            '<a href="https://media.wizards.com/2025/downloads/MagicCompRules%2020251114.txt">TXT</a>')
    assert rules_link(page, "https://magic.wizards.com/en/rules") == "https://media.wizards.com/2025/downloads/MagicCompRules%2020251114.txt"
    assert rules_link("<a href='rules.TXT?x=1'>t</a>", "https://h/en/rules") == "https://h/en/rules.TXT"
    assert rules_link("<p>no link</p>", "https://h/") is None


@pytest.mark.sqlite_only
def test_a_download_cut_short_is_resumed_by_the_retry(fresh_home, cli, mirror):
    path = "/api/v5/AllPrintings.json.xz"
    body = mirror.files[path]
    mirror.faults[path] = [um.cut_after(len(body) // 2)]
    result = cli(fresh_home, "update", "--source", "mtgjson", "--mirror", mirror.origin, "--no-index")
    assert result.exit_code == 0, result.output
    ranges = [h.get("Range") for h in mirror.requests(path)]
    assert ranges[0] is None and ranges[1].startswith("bytes=") and int(ranges[1][6:-1]) > 0
    assert (fresh_home / "downloads" / "mtgjson" / "AllPrintings.json.xz").read_bytes() == body


@pytest.mark.sqlite_only
def test_an_update_interrupted_during_the_ingest_is_finished_by_the_next_run(fresh_home, cli, mirror, monkeypatch):
    from lorehold.update import run

    real = run.set_documents

    def one_set_then_ctrl_c(*args):
        documents = real(*args)
        yield next(documents)
        raise KeyboardInterrupt

    monkeypatch.setattr(run, "set_documents", one_set_then_ctrl_c)
    interrupted = cli(fresh_home, "update", "--source", "mtgjson", "--mirror", mirror.origin, "--no-index")
    assert interrupted.exit_code == 130
    assert interrupted.output.startswith("interrupted: what was loaded is kept")
    loaded = _scalar(fresh_home, "SELECT COUNT(*) FROM sources WHERE status = 'ok'")
    assert loaded == 1  # the first set was committed, the second never started
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM snapshots") == 0
    monkeypatch.setattr(run, "set_documents", real)
    mirror.log.clear()
    again = cli(fresh_home, "update", "--source", "mtgjson", "--mirror", mirror.origin, "--no-index", "--json")
    assert again.exit_code == 0, again.output
    assert json.loads(again.output)["sources"][0]["documents"] == {"loaded": 1, "unchanged": 1, "failed": 0}
    # the verified download was kept: asked for conditionally, not fetched again
    assert [h.get("If-None-Match") is not None for h in mirror.requests("/api/v5/AllPrintings.json.xz")] == [True]
    oracle_ids, printings = _expected(um.base_sets())
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM cards") == len(oracle_ids)
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM printings") == len(printings)


def test_changes_and_history_before_any_update(sample_home, cli):
    empty = cli(sample_home, "changes")
    assert empty.exit_code == 0 and empty.output == "no updates recorded (run: lorehold update)\n"
    assert json.loads(cli(sample_home, "changes", "--json").output) == {"snapshots": [], "totals": {}, "changes": {}}
    both = cli(sample_home, "changes", "--since", "2026-01-01", "--last")
    assert both.exit_code == 1 and "--since and --last exclude each other" in both.output
    history = cli(sample_home, "card", "Imperiale Vorhut", "--history")
    assert history.exit_code == 0
    assert history.output == "Emperor's Vanguard: no wording recorded yet (the history starts with the first `lorehold update`)\n"


@pytest.mark.sqlite_only
def test_a_partial_download_of_a_file_that_changed_since_starts_again(fresh_home, cli, mirror):
    path = "/api/v5/AllPrintings.json.xz"
    mirror.faults[path] = [um.cut_after(len(mirror.files[path]) // 3), um.status(503), um.status(503)]
    assert cli(fresh_home, "update", "--source", "mtgjson", "--mirror", mirror.origin, "--no-index").exit_code == 1
    mirror.serve(um.newer_files(mirror.origin))  # a release came out meanwhile
    mirror.log.clear()
    result = cli(fresh_home, "update", "--source", "mtgjson", "--mirror", mirror.origin, "--no-index")
    assert result.exit_code == 0, result.output
    asked = mirror.requests(path)
    assert len(asked) == 1 and asked[0]["Range"].startswith("bytes=") and asked[0]["If-Range"]
    # the server's ETag differs from the partial's: it sent the whole new file, which is what was kept
    assert (fresh_home / "downloads" / "mtgjson" / "AllPrintings.json.xz").read_bytes() == mirror.files[path]
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM sets WHERE code = 'ALL'") == 1


@pytest.mark.sqlite_only
def test_scryfall_all_cards_adds_every_printing(fresh_home, cli, mirror):
    from tests.test_net_support import SCRYFALL_BULK, scryfall_cards

    catalog = json.loads(mirror.files["/bulk-data"])
    catalog["data"].append({"object": "bulk_data", "type": "all_cards", "updated_at": "2022-04-25T10:10:00.000+00:00",
                            "size": SCRYFALL_BULK.stat().st_size, "download_uri": mirror.origin + "/file/all-cards.json",
                            "content_type": "application/json", "content_encoding": "gzip"})
    mirror.files["/bulk-data"] = json.dumps(catalog).encode()
    mirror.files["/file/all-cards.json"] = SCRYFALL_BULK.read_bytes()
    result = cli(fresh_home, "update", "--source", "scryfall", "--scryfall", "all_cards", "--mirror", mirror.origin,
                 "--no-index", "--json")
    assert result.exit_code == 0, result.output
    cards = scryfall_cards()
    # a reversible card keeps its oracle id on its faces
    oracle_ids = {c.get("oracle_id") or c["card_faces"][0]["oracle_id"] for c in cards}
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM cards") == len(oracle_ids)
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM printings") == len({(c["set"].upper(), c["collector_number"]) for c in cards})
    bad = cli(fresh_home, "update", "--source", "scryfall", "--scryfall", "everything", "--mirror", mirror.origin)
    assert bad.exit_code == 1 and "--scryfall 'everything': expected one of all_cards, default_cards, oracle_cards" in bad.output


@pytest.mark.sqlite_only
def test_an_empty_rulings_file_is_no_rulings(fresh_home, cli, mirror):
    catalog = json.loads(mirror.files["/bulk-data"])
    rulings = next(e for e in catalog["data"] if e["type"] == "rulings")
    mirror.files[rulings["download_uri"][len(mirror.origin):]] = b"[]"
    rulings["size"] = 2
    mirror.files["/bulk-data"] = json.dumps(catalog).encode()
    result = cli(fresh_home, "update", "--source", "scryfall", "--mirror", mirror.origin, "--no-index")
    assert result.exit_code == 0, result.output
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM rulings") == 0


@pytest.mark.sqlite_only
def test_a_full_disk_is_one_line_and_keeps_the_last_good_download(fresh_home, cli, mirror, monkeypatch):
    import errno

    good = _good_first(fresh_home, cli, mirror)
    cards = _scalar(fresh_home, "SELECT COUNT(*) FROM cards")
    mirror.serve(um.newer_files(mirror.origin))

    class Full:
        def __init__(self, path, mode):
            self.file = open(path, mode)
            self.written = 0

        def write(self, data):
            self.written += len(data)
            if self.written > 100_000:
                raise OSError(errno.ENOSPC, "No space left on device")
            return self.file.write(data)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.file.close()

    monkeypatch.setattr("lorehold.net.download._open_part", Full)
    result = cli(fresh_home, "update", "--source", "mtgjson", "--mirror", mirror.origin, "--no-index")
    assert result.exit_code == 1
    part = fresh_home / "downloads" / "mtgjson" / "AllPrintings.json.xz.part"
    assert f"failed: mtgjson: cannot write {part}: No space left on device" in result.output
    assert "Traceback" not in result.output
    assert (fresh_home / "downloads" / "mtgjson" / "AllPrintings.json.xz").read_bytes() == good
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM cards") == cards


@pytest.mark.sqlite_only
def test_an_allprintings_ingested_as_one_file_is_superseded_by_the_update(fresh_home, cli, mirror, tmp_path):
    """A home that ingested AllPrintings as one file, then updated: the update's sets replace the
    file's source, so a ruling the new data reworded does not live on through the old file."""
    local = tmp_path / "AllPrintings.json.xz"
    local.write_bytes(mirror.files["/api/v5/AllPrintings.json.xz"])
    ingested = cli(fresh_home, "ingest", str(local), "--no-index")
    assert ingested.exit_code == 0, ingested.output
    vanguard = _scalar(fresh_home, "SELECT id FROM cards WHERE name = :n", n=um.VANGUARD)
    worded = "SELECT COUNT(*) FROM rulings WHERE card_id = :c AND text LIKE :t"
    assert _scalar(fresh_home, worded, c=vanguard, t=um.REWORDED_FROM + "%") == 1
    mirror.serve(um.newer_files(mirror.origin))
    updated = cli(fresh_home, "update", "--source", "mtgjson", "--mirror", mirror.origin, "--no-index")
    assert updated.exit_code == 0, updated.output
    locators = {r[0] for r in _db(fresh_home).exec_driver_sql("SELECT locator FROM sources")}
    assert locators == {f"https://mtgjson.com/api/v5/AllPrintings.json.xz!{code}" for code in um.newer_sets()}
    assert _scalar(fresh_home, worded, c=vanguard, t=um.REWORDED_FROM + "%") == 0
    assert _scalar(fresh_home, worded, c=vanguard, t=um.REWORDED_TO + "%") == 1
    # each ruling of the new file once, with one source
    distinct = {(c["identifiers"]["scryfallOracleId"], r["date"], r["text"]) for s in um.newer_sets().values()
                for c in s["cards"] for r in c.get("rulings", [])}
    assert _scalar(fresh_home, "SELECT COUNT(*) FROM rulings") == len(distinct)
