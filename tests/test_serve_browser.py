"""The web pages in a real browser: the system's Chromium (``/usr/bin/chromium``, installed by
.ci/run from Debian's packages; never a downloaded browser) driven by Playwright, against a real
``lorehold serve`` process on 127.0.0.1. A person's path: type a German name, pick it from the
suggestions, read the Japanese translation and a dated ruling, follow the keyword to its rule.
Screenshots are kept in pytest's temporary folder (printed), not committed."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import in_ci
from tests.serve_support import server, serve_home  # noqa: F401  (fixtures)

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync"]
VANGUARD = "5007425e-a626-46f7-ab7d-777af97ee724"

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def browser():
    if not CHROMIUM.exists():
        reason = f"no Chromium at {CHROMIUM} (apt-get install chromium; .ci/run does)"
        if in_ci():
            pytest.fail(reason, pytrace=False)
        pytest.skip(reason)
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS, headless=True)
        yield b
        b.close()


def test_german_name_to_card_to_rule(browser, server, tmp_path_factory):
    shots = tmp_path_factory.mktemp("screenshots")
    page = browser.new_page(viewport={"width": 1100, "height": 900}, locale="de-DE")
    page.set_default_timeout(15_000)
    page.goto(server.base + "/")
    page.locator("#q").press_sequentially("Imperiale Vor", delay=40)
    suggestion = page.locator("#suggestions a", has_text="Imperiale Vorhut")
    suggestion.wait_for()
    page.screenshot(path=str(shots / "suggestions.png"))
    suggestion.click()
    page.wait_for_url(f"**/card/{VANGUARD}#lang-de")
    assert page.locator("h1").inner_text().startswith("Emperor's Vanguard")
    japanese = page.locator("#lang-ja")
    assert "皇帝の先兵" in japanese.inner_text()
    assert japanese.get_attribute("lang") == "ja"
    german = page.locator("#lang-de")
    assert "Imperiale Vorhut" in german.inner_text()
    ruling = page.locator(".rulings li").first
    assert ruling.locator("time").inner_text() == "2018-01-19"
    assert "explore" in ruling.inner_text()
    assert page.locator(".card-head .ms-g").get_attribute("title") == "{G}"  # a mana symbol, not "{G}" text
    page.screenshot(path=str(shots / "card.png"), full_page=True)
    page.locator(".keywords a", has_text="Explore").click()
    page.wait_for_url("**/rule/701.44")
    assert page.locator("h1").inner_text() == "701.44 Explore"
    assert "701.44a" in page.locator(".subrules").inner_text()
    page.screenshot(path=str(shots / "rule.png"), full_page=True)
    page.close()
    phone = browser.new_page(viewport={"width": 390, "height": 844}, device_scale_factor=2, is_mobile=True)
    phone.goto(f"{server.base}/card/{VANGUARD}#lang-ja")
    width = phone.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the card page scrolls sideways on a phone ({width} px)"
    phone.screenshot(path=str(shots / "card-phone.png"))
    phone.close()
    print(f"\nscreenshots: {shots}")


def test_without_javascript(browser, server):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto(server.base + "/")
    page.locator("#q").fill("Imperiale")
    page.locator("#q").press("Enter")
    page.wait_for_url("**/search?q=Imperiale")
    page.locator(".namelist a", has_text="Imperiale Vorhut").click()
    page.wait_for_url(f"**/card/{VANGUARD}#lang-de")
    assert "皇帝の先兵" in page.locator("#lang-ja").inner_text()
    page.goto(server.base + "/search?q=" + "o%3Aerkundet+lang%3Ade")
    names = page.locator(".hits .hit-name").all_inner_texts()
    assert "Imperiale Vorhut" in names
    context.close()
