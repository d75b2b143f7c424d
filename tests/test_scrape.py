"""Scraping saved pages from a local site that misbehaves on purpose: every page ends stored or
failed with its reason, the run never stops for one, and the queue says what is left."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from sqlalchemy import text
from werkzeug import Response

from lorehold.net.queue import ScrapeQueue
from lorehold.net.scrape import read_url_list, scrape
from lorehold.settings import Settings
from tests.test_net_support import (  # noqa: F401
    FIXTURES, _server, card_path, fast_policy, loopback_only, scryfall_cards, site,
)

pytestmark = pytest.mark.schema_made  # fresh homes on PostgreSQL start from the run's upgraded empty database

REPO = Path(__file__).resolve().parent.parent
JA_PAGE = (FIXTURES / "gatherer" / "details_printed_birds-of-paradise_ja_264287_2012.html").read_bytes()
DE_PAGE = (FIXTURES / "gatherer" / "details_printed_birds-of-paradise_de_263789_2012.html").read_bytes()
RULES_2017 = (FIXTURES / "rules" / "MagicCompRules_en_20170925_cp1252_crlf.txt").read_bytes()
PHELDDAGRIF = json.loads((FIXTURES / "scryfall" / "search_prints_lang-any_phelddagrif_de-es-fr-it-pt.json").read_bytes())


def _db(home: Path):
    from lorehold.db.engine import get_engine

    return get_engine(Settings.resolve(home))


def _rows(home: Path, sql: str, **params) -> list:
    with _db(home).connect() as conn:
        return [tuple(r) for r in conn.execute(text(sql), params)]


def _serve_cards(site, cards) -> list[str]:
    return [site.page(card_path(c), json.dumps(c), "application/json; charset=utf-8") for c in cards]


def _once_then(first, then):
    calls = []

    def handler(_request):
        calls.append(1)
        return first() if len(calls) == 1 else then()

    return handler


def _ok_json(card):
    return lambda: Response(json.dumps(card), content_type="application/json")


def test_a_scrape_through_misbehaving_pages_ends_each_as_it_should(site, fresh_home):
    cards = scryfall_cards()
    site.robots("User-agent: *\nDisallow: /private/\n")
    good = _serve_cards(site, cards[:10])

    def slow():
        time.sleep(0.6)
        return _ok_json(cards[13])()

    def truncated():
        return Response(iter([b'{"object":']), headers={"Content-Length": "5000", "Connection": "close"}, content_type="application/json")

    cases = {
        # path: (handler, expected state, expected reason or None)
        card_path(cards[10]): (_once_then(lambda: Response("wait", status=429, headers={"Retry-After": "0"}), _ok_json(cards[10])), "done", None),
        card_path(cards[11]): (_once_then(lambda: Response("oops", status=500), _ok_json(cards[11])), "done", None),
        card_path(cards[12]): (_once_then(lambda: Response("oops", status=503), _ok_json(cards[12])), "done", None),
        card_path(cards[13]): (_once_then(slow, _ok_json(cards[13])), "done", None),
        "/cards/cut/1/en": (lambda _r: truncated(), "failed", "truncated body (received 10 bytes, expected 5000) (gave up after 4 attempts)"),
        "/loop/a": (lambda _r: Response("", status=302, headers={"Location": "/loop/b"}), "failed", "redirect loop: {a} -> {b} -> {a}"),
        "/loop/b": (lambda _r: Response("", status=302, headers={"Location": "/loop/a"}), "failed", "redirect loop: {b} -> {a} -> {b}"),
        "/cards/huge/1/en": (lambda _r: Response(b"[" + b"1," * 40000 + b"1]", content_type="application/json"), "failed", "body of 80003 bytes is over the 65536-byte limit"),
        "/cards/gone/1/en": (lambda _r: Response('{"object":"error"}', status=404, content_type="application/json"), "failed", "HTTP 404 NOT FOUND"),
        "/cards/broken/1/en": (lambda _r: Response(b'{"object":"card","name":', content_type="application/json"), "failed", "not valid JSON"),
    }
    urls = list(good)
    for path, (handler, _state, _reason) in cases.items():
        urls.append(site.handler(path, handler))
    urls.append(site.page("/private/decks", "secret"))
    report = scrape(Settings.resolve(fresh_home), urls=urls, policy=fast_policy(timeout=0.3, max_bytes=65536))

    assert (report.done, report.failed, report.pending) == (14, 7, 0), report.as_dict()
    queue = ScrapeQueue(_db(fresh_home))
    loop = {"a": site.url("/loop/a"), "b": site.url("/loop/b")}
    for path, (_handler, state, reason) in cases.items():
        item = queue.get(site.url(path))
        assert item.state == state, (path, item)
        if reason is None:
            assert item.reason is None
        elif reason == "not valid JSON":
            assert "not valid JSON" in item.reason
        else:
            assert item.reason == reason.format(**loop)
    assert queue.get(site.url(card_path(cards[11]))).attempts == 2
    forbidden = queue.get(site.url("/private/decks"))
    assert (forbidden.state, forbidden.reason) == ("failed", f"forbidden by {site.origin}/robots.txt")
    assert "/private/decks" not in site.hits()

    # every stored page is a source once; every failure a failed source with its reason
    sources = dict(_rows(fresh_home, "SELECT locator, status FROM sources"))
    assert sum(1 for s in sources.values() if s == "ok") == 14
    assert all(sources[u] == "ok" for u in good)
    failed = dict(_rows(fresh_home, "SELECT locator, error FROM sources WHERE status = 'failed'"))
    assert set(failed) == {site.url(p) for p, c in cases.items() if c[1] == "failed"} | {site.url("/private/decks")}
    assert failed[site.url("/cards/huge/1/en")].endswith("body of 80003 bytes is over the 65536-byte limit")
    # a page that failed to parse stored nothing: the cards are exactly the good ones
    names = {r[0] for r in _rows(fresh_home, "SELECT name FROM cards")}
    assert names == {c["name"] for c in cards[:14]}


def test_the_queue_remembers_and_a_second_run_fetches_nothing(site, fresh_home):
    site.robots(None)
    urls = _serve_cards(site, scryfall_cards()[:5])
    settings = Settings.resolve(fresh_home)
    first = scrape(settings, urls=urls, policy=fast_policy())
    second = scrape(settings, urls=urls, policy=fast_policy())
    assert (first.done, first.queued) == (5, 5)
    assert (second.done, second.queued, second.requests) == (0, 0, 0)
    assert all(n == 1 for path, n in site.hits().items() if path.startswith("/cards/"))


def test_failed_urls_are_retried_on_request(site, fresh_home):
    site.robots(None)
    card = scryfall_cards()[0]
    url = site.page(card_path(card), "down", status=503)
    settings = Settings.resolve(fresh_home)
    assert scrape(settings, urls=[url], policy=fast_policy(retries=1)).failed == 1
    site.server.clear()
    site.robots(None)
    _serve_cards(site, [card])
    assert scrape(settings, policy=fast_policy()).done == 0  # failed URLs stay failed
    again = scrape(settings, retry_failed=True, policy=fast_policy())
    assert (again.done, again.failed) == (1, 0)
    item = ScrapeQueue(_db(fresh_home)).get(url)
    assert (item.state, item.attempts, item.reason) == ("done", 3, None)
    assert _rows(fresh_home, "SELECT status, error FROM sources WHERE locator = :u", u=url) == [("ok", None)]


def _paginate(site, cards: list[dict], per_page: int) -> str:
    pages = [cards[i : i + per_page] for i in range(0, len(cards), per_page)]
    for n, chunk in enumerate(pages, 1):
        body = {"object": "list", "total_cards": len(cards), "has_more": n < len(pages), "data": chunk}
        if n < len(pages):
            body["next_page"] = site.url(f"/cards/search?q=phelddagrif&unique=prints&page={n + 1}")
        site.page("/cards/search", json.dumps(body), "application/json", query=f"q=phelddagrif&unique=prints&page={n}")
    return site.url("/cards/search?q=phelddagrif&unique=prints&page=1")


def test_a_paginated_list_is_followed_to_its_last_page(site, fresh_home, cli):
    site.robots(None)
    first = _paginate(site, PHELDDAGRIF["data"], per_page=3)
    report = scrape(Settings.resolve(fresh_home), urls=[first], policy=fast_policy())
    assert (report.done, report.failed, report.queued) == (3, 0, 3)
    queue = ScrapeQueue(_db(fresh_home))
    page3 = queue.get(site.url("/cards/search?q=phelddagrif&unique=prints&page=3"))
    assert (page3.state, page3.found_on) == ("done", site.url("/cards/search?q=phelddagrif&unique=prints&page=2"))
    card = json.loads(cli(fresh_home, "card", "Phelddagrif", "--lang", "de", "--json").stdout)
    assert [(t["language"], t["name"], t["type_line"]) for t in card["translations"]] == [
        ("de", "Phelddagrif", "Beschwörung einer Legende")]
    assert [(p["set"], p["number"], p["languages"]) for p in card["printings"]] == [
        ("ALL", "115", ["de", "en", "es", "fr", "it", "pt"]), ("ME1", "150", ["en"])]


def test_limit_stops_early_and_the_next_run_continues(site, fresh_home):
    site.robots(None)
    first = _paginate(site, PHELDDAGRIF["data"], per_page=2)  # four pages
    settings = Settings.resolve(fresh_home)
    one = scrape(settings, urls=[first], limit=2, policy=fast_policy())
    assert (one.done, one.pending) == (2, 1)  # page 3 is queued, not fetched
    assert "/cards/search?q=phelddagrif&unique=prints&page=3" not in site.hits()
    two = scrape(settings, policy=fast_policy())
    assert (two.done, two.pending) == (2, 0)
    pages = {p: n for p, n in site.hits().items() if p.startswith("/cards/")}
    assert len(pages) == 4 and set(pages.values()) == {1}


def test_a_shift_jis_page_with_wrong_labels_is_read_as_japanese(site, fresh_home, cli):
    # the page's header and its own meta both say UTF-8; the bytes are Shift_JIS
    assert cli(fresh_home, "ingest", "--no-index", str(REPO / "data" / "sample" / "M12.json.xz")).exit_code == 0
    site.robots(None)
    ja = site.page("/Pages/Card/Details.aspx", JA_PAGE.decode("utf-8").encode("cp932"), "text/html; charset=utf-8",
                   query="printed=true&multiverseid=264287")
    de = site.page("/Pages/Card/Details.aspx", DE_PAGE, "text/html; charset=iso-8859-1",  # UTF-8 labelled Latin-1
                   query="multiverseid=263789&printed=true")
    report = scrape(Settings.resolve(fresh_home), urls=[ja, de], policy=fast_policy())
    assert (report.done, report.failed) == (2, 0), report.failures
    stored = _rows(fresh_home, """
        SELECT s.locator, t.language, t.name FROM translations t
        JOIN translation_sources ts ON ts.translation_id = t.id JOIN sources s ON s.id = ts.source_id
        WHERE s.locator IN (:ja, :de) ORDER BY t.language""", ja=ja, de=de)
    assert [(lang, name) for _l, lang, name in stored] == [("de", "Paradiesvögel"), ("ja", "極楽鳥")]


def test_a_windows_1252_rules_file_labelled_utf8_keeps_its_punctuation(site, fresh_home):
    site.robots(None)
    url = site.page("/downloads/MagicCompRules_20170925.txt", RULES_2017, "text/plain; charset=utf-8")
    report = scrape(Settings.resolve(fresh_home), urls=[url], policy=fast_policy())
    assert (report.done, report.failed) == (1, 0), report.failures
    (rule,) = _rows(fresh_home, "SELECT r.text FROM rules r JOIN rules_versions v ON v.id = r.version_id WHERE r.number = '108.2b'")
    assert rule[0].startswith("Tokens aren’t considered cards—even a card-sized game supplement")


def test_read_url_list_skips_comments_and_names_the_bad_line():
    from lorehold.errors import LoreholdError

    text = "# Phelddagrif prints\nhttps://api.scryfall.com/cards/all/115/de\n\nHTTPS://API.SCRYFALL.COM/cards/all/115/fr#x\n"
    assert read_url_list(text) == ["https://api.scryfall.com/cards/all/115/de", "https://api.scryfall.com/cards/all/115/fr"]
    with pytest.raises(LoreholdError, match="urls.txt line 2: not an http"):
        read_url_list("https://api.scryfall.com/cards/all/115/de\napi.scryfall.com/cards/all/115/it\n", "urls.txt")


def test_the_progress_bar_shows_done_failed_rate_and_time_left(site, fresh_home):
    import io

    from rich.console import Console

    from lorehold.cli.progress import TerminalProgress

    site.robots(None)
    urls = _serve_cards(site, scryfall_cards()[:4])
    urls.append(site.page("/cards/zzz/1/en", "{}", "application/json", status=404))
    screen = io.StringIO()
    progress = TerminalProgress(console=Console(file=screen, force_terminal=True, width=120, color_system=None))
    report = scrape(Settings.resolve(fresh_home), urls=urls, policy=fast_policy(), progress=progress)
    assert (report.done, report.failed) == (4, 1)
    import re

    lines = [re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", line) for line in screen.getvalue().splitlines()]
    last = [line for line in lines if line.strip()][-1]
    assert "scraping" in last and "5/5" in last and "1 failed" in last and "pages/s" in last and "0:00:00" in last


def test_offline_scrape_uses_the_cache_and_leaves_the_rest_pending(site, fresh_home, cli):
    site.robots(None)
    cards = scryfall_cards()[:3]
    urls = _serve_cards(site, cards)
    assert cli(fresh_home, "ingest", "--no-index", urls[0]).exit_code == 0  # only the first is cached
    site.server.clear()
    report = scrape(Settings.resolve(fresh_home), urls=urls, offline=True, policy=fast_policy())
    assert (report.done, report.skipped, report.failed, report.pending, report.from_cache) == (1, 2, 0, 2, 1)
    assert len(site.server.log) == 0
    assert [i.url for i in ScrapeQueue(_db(fresh_home)).pending()] == urls[1:]


def test_a_loader_crash_on_one_page_fails_that_page_only(site, fresh_home, monkeypatch):
    import lorehold.ingest.pipeline

    cards = scryfall_cards()[:3]
    site.robots(None)
    urls = _serve_cards(site, cards)
    real_load = lorehold.ingest.pipeline.load  # the loader the pipeline calls

    def load(conn, source_id, parsed):
        if any(bundle.card.name == cards[1]["name"] for bundle in parsed.cards):
            raise RuntimeError("a bug in the loader")
        return real_load(conn, source_id, parsed)

    monkeypatch.setattr(lorehold.ingest.pipeline, "load", load)
    report = scrape(Settings.resolve(fresh_home), urls=urls, policy=fast_policy())
    assert (report.done, report.failed, report.pending) == (2, 1, 0)
    assert report.failures[0].reason == f"{urls[1]}: cannot store (RuntimeError: a bug in the loader)"
    assert {r[0] for r in _rows(fresh_home, "SELECT name FROM cards")} == {cards[0]["name"], cards[2]["name"]}
    assert _rows(fresh_home, "SELECT status FROM sources WHERE locator = :u", u=urls[1]) == [("failed",)]
