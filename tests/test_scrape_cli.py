"""``lorehold ingest URL``, ``ingest --offline``, ``scrape`` and ``cache prune`` through the CLI."""

from __future__ import annotations

import gzip
import json

import pytest

from tests.test_net_support import (  # noqa: F401
    FIXTURES, _server, card_path, loopback_only, quick_waits, scryfall_cards, site,
)

# the default rate's 0.5 s between requests is not what these test; nor is the first making of the schema
pytestmark = [pytest.mark.usefixtures("quick_waits"), pytest.mark.schema_made]

PHELDDAGRIF = json.loads((FIXTURES / "scryfall" / "search_prints_lang-any_phelddagrif_de-es-fr-it-pt.json").read_bytes())
PHELDDAGRIF_DE = next(c for c in PHELDDAGRIF["data"] if c["lang"] == "de")


def test_ingest_a_url_then_again_offline(site, fresh_home, cli):
    site.robots(None)
    url = site.page("/cards/all/115/de", json.dumps(PHELDDAGRIF_DE), "application/json; charset=utf-8",
                    headers={"ETag": '"de-1"'})
    result = cli(fresh_home, "ingest", "--no-index", url, "--json")
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert out["summary"] == {"loaded": 1, "unchanged": 0, "failed": 0}
    assert out["sources"][0]["locator"] == url and out["sources"][0]["kind"] == "scryfall"
    card = json.loads(cli(fresh_home, "card", "Phelddagrif", "--lang", "de", "--json").stdout)
    assert card["translations"][0]["type_line"] == "Beschwörung einer Legende"

    site.server.clear()  # the site is gone: only the cache can answer
    result = cli(fresh_home, "ingest", "--offline", "--no-index", url)
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == "0 loaded, 1 unchanged, 0 failed"
    assert len(site.server.log) == 0

    missing = site.url("/cards/all/115/fr")
    result = cli(fresh_home, "ingest", "--offline", "--no-index", missing)
    assert result.exit_code == 1
    assert f"failed: {missing}: not in the cache (offline)" in result.stderr  # the URL once (issue 16)
    failed = json.loads(cli(fresh_home, "sources", "--failed", "--json").stdout)
    assert [(s["locator"], s["error"]) for s in failed] == [(missing, "not in the cache (offline)")]


def test_a_refetch_of_an_unchanged_url_is_conditional(site, fresh_home, cli):
    site.robots(None)
    conditional = []

    def handler(request):
        from werkzeug import Response

        conditional.append(request.headers.get("If-None-Match"))
        if request.headers.get("If-None-Match") == '"de-1"':
            return Response(status=304)
        return Response(json.dumps(PHELDDAGRIF_DE), content_type="application/json", headers={"ETag": '"de-1"'})

    url = site.handler("/cards/all/115/de", handler)
    assert cli(fresh_home, "ingest", "--no-index", url).exit_code == 0
    result = cli(fresh_home, "ingest", "--no-index", url)
    assert result.stdout.strip() == "0 loaded, 1 unchanged, 0 failed"
    assert conditional == [None, '"de-1"']


def test_a_failed_refetch_keeps_the_stored_copy(site, fresh_home, cli):
    site.robots(None)
    url = site.page("/cards/all/115/de", json.dumps(PHELDDAGRIF_DE), "application/json")
    assert cli(fresh_home, "ingest", "--no-index", url).exit_code == 0
    site.server.clear()
    site.robots(None)
    site.page("/cards/all/115/de", "gone", status=410)
    result = cli(fresh_home, "ingest", "--no-index", url)
    assert result.exit_code == 1
    assert "HTTP 410 GONE (the copy stored earlier is kept)" in result.stderr
    sources = json.loads(cli(fresh_home, "sources", "--json").stdout)
    assert [(s["locator"], s["status"]) for s in sources] == [(url, "ok")]


def test_ingest_mixes_files_and_urls(site, fresh_home, cli, tmp_path):
    from tests.test_net_support import MTGJSON_XLN

    site.robots(None)
    url = site.page("/cards/all/115/de", json.dumps(PHELDDAGRIF_DE), "application/json")
    result = cli(fresh_home, "ingest", "--no-index", str(MTGJSON_XLN), url, "--json")
    assert result.exit_code == 0, result.output
    kinds = [(s["kind"], s["status"]) for s in json.loads(result.stdout)["sources"]]
    assert kinds == [("mtgjson", "loaded"), ("scryfall", "loaded")]
    card = json.loads(cli(fresh_home, "card", "Imperiale Vorhut", "--json").stdout)
    assert card["name"] == "Emperor's Vanguard"


def test_scrape_a_url_file(site, fresh_home, cli, tmp_path):
    site.robots(None)
    cards = scryfall_cards()[:4]
    urls = [site.page(card_path(c), json.dumps(c), "application/json") for c in cards]
    urls_file = tmp_path / "urls.txt"
    missing = site.page("/cards/zzz/1/en", '{"object":"error","status":404}', "application/json", status=404)
    urls_file.write_text("# four cards and a typo\n" + "\n".join(urls) + "\n" + missing + "\n", encoding="utf-8")
    result = cli(fresh_home, "scrape", str(urls_file), "--rate", "50/s", "--no-index", "--json")
    assert result.exit_code == 1, result.output  # one URL failed
    out = json.loads(result.stdout)
    assert {k: out[k] for k in ("queued", "done", "failed", "pending", "fetched", "from_cache")} == {
        "queued": 5, "done": 4, "failed": 1, "pending": 0, "fetched": 4, "from_cache": 0}
    assert out["failures"] == [{"url": missing, "reason": "HTTP 404 NOT FOUND", "attempts": 1}]
    again = cli(fresh_home, "scrape", str(urls_file), "--no-index")
    assert again.exit_code == 0, again.output
    assert again.stdout.startswith("0 done, 0 failed, 0 pending (0 fetched, 0 from the cache, 0 requests")


def test_scrape_a_sitemap_index_with_a_limit_then_continue(site, fresh_home, cli):
    site.robots(None)
    cards = scryfall_cards()[:5]
    urls = [site.page(card_path(c), json.dumps(c), "application/json") for c in cards]
    ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
    part1 = f'<?xml version="1.0" encoding="UTF-8"?><urlset {ns}>' + "".join(f"<url><loc>{u}</loc></url>" for u in urls[:3]) + \
        "<url><loc>https://elsewhere.example/cards/x</loc></url></urlset>"
    part2 = f'<urlset {ns}>' + "".join(f"<url><loc>{u}</loc></url>" for u in urls[3:]) + "</urlset>"
    site.page("/sitemap-1.xml", part1, "application/xml")
    site.page("/sitemap-2.xml.gz", gzip.compress(part2.encode()), "application/x-gzip")
    index = site.page("/sitemap.xml", f'<sitemapindex {ns}><sitemap><loc>{site.url("/sitemap-1.xml")}</loc></sitemap>'
                      f'<sitemap><loc>{site.url("/sitemap-2.xml.gz")}</loc></sitemap></sitemapindex>', "application/xml")
    result = cli(fresh_home, "scrape", "--sitemap", index, "--limit", "3", "--rate", "100/s", "--no-index", "--json")
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert (out["queued"], out["done"], out["pending"]) == (5, 3, 2)  # the other host's URL is not queued
    result = cli(fresh_home, "scrape", "--no-index", "--json")
    out = json.loads(result.stdout)
    assert (out["queued"], out["done"], out["pending"]) == (0, 2, 0)
    assert sorted(s["locator"] for s in json.loads(cli(fresh_home, "sources", "--json").stdout)) == sorted(urls)


def test_scrape_refuses_a_bad_rate_and_a_missing_file(fresh_home, cli, tmp_path):
    result = cli(fresh_home, "scrape", "--rate", "fast")
    assert result.exit_code == 1
    assert result.stderr.strip() == "error: --rate 'fast': expected a positive number of requests, e.g. 2/s, 30/min"
    result = cli(fresh_home, "scrape", str(tmp_path / "nope.txt"))
    assert result.exit_code == 1
    assert result.stderr.strip() == f"error: {tmp_path / 'nope.txt'}: cannot read the URL list (No such file or directory)"


def test_cache_prune(site, fresh_home, cli):
    site.robots(None)
    url = site.page("/cards/all/115/de", json.dumps(PHELDDAGRIF_DE), "application/json")
    assert cli(fresh_home, "ingest", "--no-index", url).exit_code == 0
    kept = json.loads(cli(fresh_home, "cache", "prune", "--older-than", "1", "--json").stdout)
    assert (kept["removed"], kept["kept"]) == (0, 1)
    gone = json.loads(cli(fresh_home, "cache", "prune", "--max-size", "0", "--json").stdout)
    assert (gone["removed"], gone["kept"]) == (1, 0)
    result = cli(fresh_home, "ingest", "--offline", "--no-index", url)
    assert "not in the cache (offline)" in result.stderr


def test_help_texts(runner):
    from lorehold.cli.app import app

    for args in (["scrape", "--help"], ["cache", "prune", "--help"], ["ingest", "--help"]):
        result = runner.invoke(app, args)
        assert result.exit_code == 0
    assert "--offline" in runner.invoke(app, ["ingest", "--help"]).stdout
    assert "--sitemap" in runner.invoke(app, ["scrape", "--help"]).stdout
