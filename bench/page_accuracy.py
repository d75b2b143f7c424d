"""How much of a captured page lorehold recovers exactly, by language and by date form.

Renders a few hundred pages from MTGJSON set files in the shapes of tests/fixtures/pages (a card's
name and text in several languages in a random order, the English block among them, set names,
the printed text and undated rulings; or a rulings page titled with the card's name in some
language and any case, each ruling with a date in one of the forms pages use, before or after it),
as text or HTML, with site chrome (cookie banners, navigation, prices, shop and legal lines) mixed
in. Then ingests the cards' MTGJSON sets and the pages into a fresh home, reads back what each page
gave and prints the share recovered exactly:

- a translation: a row linked to the page with the page's language, name and text;
- a ruling: a link from the page with its text, its date (ISO, not ambiguous) or none when the
  page gave none;
- chrome: any stored name or text of a page that carries a chrome string (should be 0).

Cards are drawn among those the language model was not built from (``langid_build.held_out``).

    .venv/bin/python bench/page_accuracy.py [--mtgjson /tmp/mtgjson] [--pages 400] [--seed 7]
"""

from __future__ import annotations

import argparse
import datetime as dt
import html
import json
import random
import sys
import tempfile
import time
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

from lorehold.ingest.pages.langid_build import MTGJSON_LANGUAGES, held_out

MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
           "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
           "novembre", "décembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
           "ottobre", "novembre", "dicembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
           "noviembre", "diciembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
           "novembro", "dezembro"],
    "ru": ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября",
           "ноября", "декабря"],
}


def render_date(d: dt.date, form: str) -> str:
    if form == "d/m/y":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if form == "m/d/y":
        return f"{d.month}/{d.day}/{d.year}"
    if form == "d.m.y":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if form == "iso":
        return d.isoformat()
    if form == "iso · source":
        return f"{d.isoformat()} · Wizards of the Coast"
    if form == "month d, y":
        return f"{MONTHS['en'][d.month - 1]} {d.day}, {d.year}"
    if form == "d. Monat y (de)":
        return f"{d.day}. {MONTHS['de'][d.month - 1]} {d.year}"
    if form == "d mois y (fr)":
        return f"{'1er' if d.day == 1 else d.day} {MONTHS['fr'][d.month - 1]} {d.year}"
    if form == "d mese y (it)":
        return f"{d.day} {MONTHS['it'][d.month - 1]} {d.year}"
    if form == "d de mes de y (es)":
        return f"{d.day} de {MONTHS['es'][d.month - 1]} de {d.year}"
    if form == "d de mês de y (pt)":
        return f"{d.day} de {MONTHS['pt'][d.month - 1]} de {d.year}"
    if form == "d месяца y г. (ru)":
        return f"{d.day} {MONTHS['ru'][d.month - 1]} {d.year} г."
    if form == "y年m月d日":
        return f"{d.year}年{d.month}月{d.day}日"
    if form == "y년 m월 d일":
        return f"{d.year}년 {d.month}월 {d.day}일"
    raise ValueError(form)


DATE_FORMS = [
    "d/m/y", "m/d/y", "d.m.y", "iso", "iso · source", "month d, y", "d. Monat y (de)", "d mois y (fr)",
    "d mese y (it)", "d de mes de y (es)", "d de mês de y (pt)", "d месяца y г. (ru)", "y年m月d日", "y년 m월 d일",
]

# chrome: what card sites wrap around a card; the markers must never reach the database
CHROME_TOP = [
    ["We use cookies to give you the best experience on our site. By continuing you accept our use of cookies.",
     "Accept all", "Manage preferences"],
    ["Wir verwenden Cookies, um Ihnen das beste Erlebnis zu bieten.", "Alle akzeptieren"],
    ["Home", "Sets", "Advanced Search", "Random Card", "Sign in"],
    ["Startseite", "Suche", "Anmelden"],
    ["English | Deutsch | Français | Italiano | Español | Português | 日本語"],
    ["Accueil", "Recherche avancée", "Connexion"],
]
CHROME_MIDDLE = ["€0,25", "$0.19 · €0.12 · 0.02 tix", "Buy on TCGplayer", "Add to cart", "Market price: $1.49",
                 "In stock", "★★★★☆", "Rating: 4.2 / 5", "(31 votes)", "Advertisement", "Share on Facebook"]
CHROME_BOTTOM = [
    "Wizards of the Coast, Magic: The Gathering, and their logos are trademarks of Wizards of the Coast LLC. "
    "© 1995-2024 Wizards. All rights reserved.",
    "Portions of this site are unofficial Fan Content permitted under the Wizards of the Coast Fan Content Policy.",
    "© 2024 CardSite · Privacy Policy · Terms of Service",
    "Back to top",
]
CHROME_MARKERS = ["cookie", "Cookie", "€", "$", "TCGplayer", "©", "Privacy", "Advanced Search", "Fan Content",
                  "★", "votes", "Advertisement", "Facebook", "Startseite", "Accueil", "Sign in", "Add to cart"]


def load_sets(folder: Path, rng: random.Random, n_sets: int) -> list[dict]:
    paths = sorted(folder.glob("*.json"))
    sets = []
    for path in paths:
        data = json.loads(path.read_text(encoding="utf-8"))["data"]
        languages = {f["language"] for c in data.get("cards", []) for f in c.get("foreignData") or () if f.get("text")}
        if len(languages) >= 5 and data.get("type") in ("expansion", "core", "masters", "draft_innovation"):
            sets.append((path, data))
    rng.shuffle(sets)
    return [{"path": p, "data": d} for p, d in sets[:n_sets]]


def candidates(sets: list[dict]) -> list[dict]:
    """Held-out single-faced cards with a text and translations with texts, one entry per card."""
    seen: set[str] = set()
    out = []
    for s in sets:
        for card in s["data"]["cards"]:
            name = card["name"]
            if name in seen or not held_out(name) or card.get("layout") != "normal" or not card.get("text"):
                continue
            translations = {}
            for foreign in card.get("foreignData") or ():
                lang = MTGJSON_LANGUAGES.get(foreign.get("language"))
                if lang and foreign.get("name") and foreign.get("text") and lang not in translations:
                    translations[lang] = (foreign["name"], foreign["text"])
            if len(translations) < 2:
                continue
            seen.add(name)
            out.append({"card": card, "set": s["data"], "translations": translations})
    return out


def _case(text: str, rng: random.Random) -> str:
    return rng.choice([text, text, text.upper(), text.lower()])


def card_page(entry: dict, rng: random.Random) -> tuple[list[list[str]], dict]:
    """Blocks (each a list of lines) of a card page, and what it should give."""
    card = entry["card"]
    languages = list(entry["translations"])
    rng.shuffle(languages)
    chosen = languages[: rng.randint(min(2, len(languages)), len(languages))]
    blocks: list[list[str]] = []
    order = chosen + ["en"]
    rng.shuffle(order)
    for lang in order:
        name, text = (card["name"], card["text"]) if lang == "en" else entry["translations"][lang]
        name_block = [name]
        if rng.random() < 0.15:
            name_block.append(rng.choice(CHROME_MIDDLE))  # a price beside the name
        blocks.append(name_block)
        blocks.append(text.split("\n"))
        if rng.random() < 0.2:
            blocks.append([rng.choice(CHROME_MIDDLE)])
    set_name = entry["set"]["name"]
    if rng.random() < 0.7:
        blocks.append([set_name + " Promos"])
        blocks.append([set_name])
        printed = card.get("originalText") or card["text"]
        blocks.append(printed.split("\n"))
    rulings = [r["text"] for r in card.get("rulings") or ()]
    rulings = rulings[: rng.randint(0, len(rulings))]
    for text in rulings:
        blocks.append([text])
    expected = {
        "kind": "card",
        "card": card["name"],
        "translations": [(lang, *entry["translations"][lang]) for lang in chosen],
        "rulings": [(text, None) for text in dict.fromkeys(rulings)],
    }
    return blocks, expected


def rulings_page(entry: dict, rng: random.Random, form: str) -> tuple[list[list[str]], dict]:
    card = entry["card"]
    rulings = list({r["text"]: r for r in card.get("rulings") or ()}.values())
    title_lang = rng.choice(["en", *entry["translations"]])
    title = card["name"] if title_lang == "en" else entry["translations"][title_lang][0]
    title = _case(title, rng)
    affix = rng.random()
    if affix < 0.15:
        title = f"Rulings for {title}"
    elif affix < 0.3:
        title = f"{title} — Rulings"
    blocks: list[list[str]] = [[title]]
    after = rng.random() < 0.3
    inline = rng.random() < 0.2
    for r in rulings:
        date = render_date(dt.date.fromisoformat(r["date"]), form)
        if inline and not form.endswith("source"):
            blocks.append([f"{r['text']} ({date})" if after else f"{date}: {r['text']}"])
        elif after:
            blocks.append([r["text"]])
            blocks.append([date])
        else:
            blocks.append([date])
            blocks.append([r["text"]])
        if rng.random() < 0.1:
            blocks.append([rng.choice(CHROME_MIDDLE)])
    expected = {
        "kind": "rulings",
        "card": card["name"],
        "form": form,
        "translations": [],
        "rulings": [(r["text"], r["date"]) for r in rulings],
    }
    return blocks, expected


def with_chrome(blocks: list[list[str]], rng: random.Random) -> list[list[str]]:
    top = [[line] for line in rng.choice(CHROME_TOP)]
    bottom = [[line] for line in rng.sample(CHROME_BOTTOM, rng.randint(1, 3))]
    return top + blocks + bottom


def as_text(blocks: list[list[str]]) -> str:
    return "\n\n".join("\n".join(lines) for lines in blocks) + "\n"


def as_html(blocks: list[list[str]], title: str, rng: random.Random) -> str:
    parts = [
        "<!DOCTYPE html><html><head><meta charset='utf-8'>",
        f"<title>{html.escape(title)} | CardSite</title></head><body>",
        "<div id='cookie-consent' class='banner'><p>We use cookies to improve your experience.</p>"
        "<button>Accept all</button></div>",
        "<nav class='site-nav'><ul><li><a href='/'>Home</a></li><li><a href='/sets'>Sets</a></li>"
        "<li><a href='/search'>Advanced Search</a></li></ul></nav>",
        f"<div class='breadcrumb'>Home › Cards › {html.escape(title)}</div><main>",
    ]
    for lines in blocks:
        if len(lines) == 1 and len(lines[0]) < 80 and not lines[0].endswith("."):
            parts.append(f"<h2>{html.escape(lines[0])}</h2>")
        elif len(lines) > 1:
            body = "".join(f"<p>{html.escape(line)}</p>" for line in lines)
            parts.append(f"<div class='card-text'>{body}</div>")
        else:
            parts.append(f"<p>{html.escape(lines[0])}</p>")
        if rng.random() < 0.15:
            parts.append(f"<div class='price-box'>{html.escape(rng.choice(CHROME_MIDDLE))}</div>")
    parts.append("</main><footer><p>© 2024 CardSite</p><p>Privacy Policy</p></footer></body></html>")
    return "".join(parts)


def render(entries: list[dict], n_pages: int, rng: random.Random, folder: Path) -> list[dict]:
    pages = []
    with_rulings = [e for e in entries if e["card"].get("rulings")]
    for i in range(n_pages):
        if i % 5 < 3 or not with_rulings:
            entry = rng.choice(entries)
            blocks, expected = card_page(entry, rng)
        else:
            entry = rng.choice(with_rulings)
            form = DATE_FORMS[(i // 5) % len(DATE_FORMS)]
            blocks, expected = rulings_page(entry, rng, form)
        blocks = with_chrome(blocks, rng)
        if rng.random() < 0.5:
            path = folder / f"page_{i:04d}.txt"
            path.write_text(as_text(blocks), encoding="utf-8")
        else:
            path = folder / f"page_{i:04d}.html"
            path.write_text(as_html(blocks, entry["card"]["name"], rng), encoding="utf-8")
        expected["locator"] = str(path.resolve())
        expected["format"] = path.suffix[1:]
        pages.append(expected)
    return pages


def _norm(text: str | None) -> str | None:
    """Words as the loader compares them: a page's translation linked to a stored one written
    with full-width digits or curly quotes (the same words) is recovered."""
    from lorehold.text import normalize_ruling

    return normalize_ruling(text) if text is not None else None


def evaluate(home: Path, pages: list[dict]) -> dict:
    from sqlalchemy import text

    from lorehold.db.engine import get_engine
    from lorehold.settings import Settings

    out = {"translations": defaultdict(Counter), "rulings": defaultdict(Counter), "pages": Counter(), "leaks": []}
    with get_engine(Settings.resolve(home)).connect() as conn:
        for page in pages:
            row = conn.execute(text("SELECT id, status, error FROM sources WHERE locator = :l"), {"l": page["locator"]}).first()
            ok = row is not None and row.status == "ok"
            out["pages"][(page["kind"], "loaded" if ok else "failed")] += 1
            if not ok:
                out["pages_failed"] = out.get("pages_failed", []) + [(page["locator"], row.error if row else None)]
            stored_tr = set()
            stored_ru = {}
            if ok:
                for lang, name, body in conn.execute(text(
                    "SELECT t.language, t.name, t.text FROM translations t JOIN translation_sources ts "
                    "ON ts.translation_id = t.id WHERE ts.source_id = :s"), {"s": row.id}):
                    stored_tr.add((lang, _norm(name), _norm(body)))
                for r_text, s_text, s_date, s_amb in conn.execute(text(
                    "SELECT r.text, rs.text, rs.date, rs.date_ambiguous FROM ruling_sources rs JOIN rulings r "
                    "ON r.id = rs.ruling_id WHERE rs.source_id = :s"), {"s": row.id}):
                    date = None if s_date is None else str(s_date)[:10]
                    stored_ru[_norm(s_text or r_text)] = (date, bool(s_amb))
                for value in [*(n for _, n, _ in stored_tr), *(b for _, _, b in stored_tr), *stored_ru]:
                    if value and any(marker in value for marker in CHROME_MARKERS):
                        out["leaks"].append((page["locator"], value[:80]))
            for lang, name, body in page["translations"]:
                good = (lang, _norm(name), _norm(body)) in stored_tr
                out["translations"][lang][good] += 1
                if not good:
                    out.setdefault("missed_translations", []).append((page["locator"], lang, name))
            key = page.get("form", "card page (undated)")
            for body, date in page["rulings"]:
                got = stored_ru.get(_norm(body))
                good = got is not None and got == (date, False)
                out["rulings"][key][good] += 1
                if not good:
                    out.setdefault("missed_rulings", []).append((page["locator"], key, date, got, body[:60]))
    return out


def share(counter: Counter) -> str:
    total = counter[True] + counter[False]
    return f"{counter[True]:>5}/{total:<5} {100.0 * counter[True] / total:6.2f}%" if total else "    -"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mtgjson", default="/tmp/mtgjson", help="folder of MTGJSON set files")
    parser.add_argument("--pages", type=int, default=400)
    parser.add_argument("--sets", type=int, default=40, help="how many sets to draw cards from")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--keep", help="render into this folder and keep it, with the home (KEEP/home)")
    parser.add_argument("--verbose", action="store_true", help="list what was missed")
    args = parser.parse_args(argv)

    from lorehold.ingest.pipeline import ingest
    from lorehold.settings import Settings

    rng = random.Random(args.seed)
    sets = load_sets(Path(args.mtgjson), rng, args.sets)
    entries = candidates(sets)
    with tempfile.TemporaryDirectory(prefix="lorehold-pages-") as tmp:
        folder = Path(args.keep) if args.keep else Path(tmp) / "pages"
        folder.mkdir(parents=True, exist_ok=True)
        home = (Path(args.keep) if args.keep else Path(tmp)) / "home"
        pages = render(entries, args.pages, rng, folder)
        used_sets = sorted({s["path"] for s in sets})
        started = time.perf_counter()
        report = ingest(Settings.resolve(home), [str(p) for p in used_sets])
        assert not report.failed, report.failed
        loaded_sets = time.perf_counter()
        ingest(Settings.resolve(home), [p["locator"] for p in pages])
        loaded_pages = time.perf_counter()
        result = evaluate(home, pages)

    print(f"{len(pages)} pages ({sum(p['format'] == 'html' for p in pages)} HTML) of {len(entries)} held-out cards "
          f"from {len(used_sets)} MTGJSON sets; seed {args.seed}")
    print(f"ingest: sets {loaded_sets - started:.1f} s, pages {loaded_pages - loaded_sets:.1f} s "
          f"({1000 * (loaded_pages - loaded_sets) / len(pages):.0f} ms a page)")
    print("pages:", dict(result["pages"]))
    print("\ntranslations recovered exactly (language, name, text), by language:")
    total_tr = Counter()
    for lang in sorted(result["translations"]):
        print(f"  {lang:<4} {share(result['translations'][lang])}")
        total_tr.update(result["translations"][lang])
    print(f"  all  {share(total_tr)}")
    print("\nrulings recovered exactly (text, date, not ambiguous), by date form:")
    total_ru = Counter()
    for form in sorted(result["rulings"]):
        print(f"  {form:<22} {share(result['rulings'][form])}")
        total_ru.update(result["rulings"][form])
    print(f"  {'all':<22} {share(total_ru)}")
    print(f"\nchrome strings stored: {len(result['leaks'])}")
    if args.verbose:
        for item in result.get("pages_failed", []) + result.get("missed_translations", [])[:30] + result.get("missed_rulings", [])[:30] + result["leaks"][:20]:
            print("  ", item)
    return 0


if __name__ == "__main__":
    sys.exit(main())
