"""The web pages: server-rendered HTML (Jinja2), usable without JavaScript.

- ``/``: the search box; ``/search?q=``: names starting with the words (in any language, the
  no-JavaScript autocomplete) and the search's results with the matched language's name and text;
  a query naming one card exactly goes straight to its page.
- ``/card/{oracle_id}`` (``/card?name=`` redirects there; ``/card/{set}/{number}/{lang}`` to the
  printing's card): English text and every translation side by side, printings, rulings with
  dates and sources, keyword rules linked to their rule pages.
- ``/rule/{number or term}``: a Comprehensive Rules entry; ``/syntax``: the query language.

A small script (``static/suggest.js``) adds suggestions under the search box as one types; the
pages work the same without it.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from urllib.parse import quote

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, RedirectResponse
from markupsafe import Markup, escape

from lorehold.errors import UnknownCard
from lorehold.serve.errors import ApiError

HERE = Path(__file__).resolve().parent
router = APIRouter(include_in_schema=False)
_templates = None

LANGUAGE_NAMES = {
    "en": "English", "de": "Deutsch", "fr": "Français", "it": "Italiano", "es": "Español", "pt": "Português",
    "ja": "日本語", "ko": "한국어", "ru": "Русский", "zhs": "简体中文", "zht": "繁體中文", "he": "עברית",
    "la": "Latina", "grc": "Ἑλληνική", "ar": "العربية", "sa": "संस्कृतम्", "ph": "Phyrexian",
}
_SYMBOL = re.compile(r"\{([^{}]{1,8})\}")
_RULE_REF = re.compile(r"\b(\d{3}\.\d+[a-z]?)\b")


def mana(text: str | None) -> Markup:
    """Text with each {X} shown as a mana symbol (a styled, labelled span), the rest escaped.
    (Plain string joins: ``Markup.format`` cost a card page a third of its rendering.)"""
    if not text:
        return Markup("")
    if "{" not in text:
        return escape(text)
    out = []
    last = 0
    for m in _SYMBOL.finditer(text):
        out.append(escape(text[last:m.start()]))
        out.append(_symbol(m.group(1)))
        last = m.end()
    out.append(escape(text[last:]))
    return Markup("".join(out))


@lru_cache(maxsize=1024)  # the few dozen symbols there are, and a bound for any others
def _symbol(symbol: str) -> str:
    css = re.sub(r"[^a-z0-9]", "", symbol.lower()) or "x"
    shown = escape(symbol)
    return f'<abbr class="ms ms-{css}" title="{{{shown}}}">{shown}</abbr>'


def paragraphs(text: str | None) -> Markup:
    if not text:
        return Markup("")
    return Markup("".join(f"<p>{mana(line)}</p>" for line in text.split("\n") if line.strip()))


def rule_links(text: str | None) -> Markup:
    """Rule text with rule numbers linked to their pages."""
    if not text:
        return Markup("")
    out, last = [], 0
    for m in _RULE_REF.finditer(text):
        out.append(mana(text[last:m.start()]))
        out.append(f'<a href="/rule/{m.group(1)}">{m.group(1)}</a>')  # (digits, a dot, a letter: nothing to escape)
        last = m.end()
    out.append(mana(text[last:]))
    return Markup("".join(out))


def language_links(printing: dict) -> Markup:
    """A printing's languages, each linked to its Scryfall-style JSON: made here, not in the
    template (a card page's printings have some fifteen of them; the template's loop, escaping
    each piece, was nearly half of rendering the page)."""
    base = f"/cards/{escape(str(printing['set']).lower())}/{escape(quote(str(printing['number']), safe=''))}/"
    return Markup(" ".join(
        f'<a href="{base}{code}" title="Scryfall-style JSON of this printing in {escape(LANGUAGE_NAMES.get(code, code))}">'
        f"{code}</a>" for code in map(escape, printing["languages"])))


def templates():
    global _templates
    if _templates is None:
        from fastapi.templating import Jinja2Templates

        _templates = Jinja2Templates(directory=str(HERE / "templates"))
        env = _templates.env
        env.auto_reload = False  # the templates are the package's files: no stat of each at every page
        env.filters["mana"] = mana
        env.filters["paragraphs"] = paragraphs
        env.filters["rule_links"] = rule_links
        env.filters["language_links"] = language_links
        env.filters["urlquote"] = lambda v: quote(str(v), safe="")
        env.globals["language_name"] = lambda code: LANGUAGE_NAMES.get(code, code)
    return _templates


def warm() -> None:
    """Compile every template once, before the first request."""
    env = templates().env
    for name in env.list_templates(extensions=["html"]):
        env.get_template(name)


def render(request: Request, name: str, status_code: int = 200, **context) -> HTMLResponse:
    return templates().TemplateResponse(request, name, context, status_code=status_code)


def error_page(request: Request, status: int, details: str) -> HTMLResponse:
    return render(request, "error.html", status, status=status, details=details, q=request.query_params.get("q", ""))


def mount_static(app) -> None:
    from fastapi.staticfiles import StaticFiles

    app.mount("/static", StaticFiles(directory=str(HERE / "static")), name="static")


def _backend(request: Request):
    return request.app.state.backend


def card_href(oracle_id: str | None, name: str) -> str:
    return f"/card/{oracle_id}" if oracle_id else f"/card?name={quote(name, safe='')}"


@router.get("/", response_class=HTMLResponse)
async def home(request: Request):
    return render(request, "home.html", q="")


@router.get("/syntax", response_class=HTMLResponse)
async def syntax(request: Request):
    return render(request, "syntax.html", q="")


@router.get("/search", response_class=HTMLResponse)
def search(request: Request, q: str = "", lang: str = "", page: int = 1):
    from lorehold.serve.api_scryfall import MAX_QUERY, query_langs

    q = q.strip()
    if not q:
        return RedirectResponse("/", status_code=303)
    if len(q) > MAX_QUERY:
        raise ApiError(400, f"Your query is {len(q)} characters long; queries are limited to {MAX_QUERY} characters.")
    backend = _backend(request)
    langs = query_langs([lang]) if lang else None
    suggestions = []
    if ":" not in q and len(q) >= 2:
        suggestions = backend.complete(q, langs, 12)
    hits = backend.search(q, langs, snippets=False)  # the snippets of the page's hits only, below
    if hits and (len(hits) == 1 or hits[0].match == "exact" and q.casefold() in (hits[0].matched_name.casefold(), hits[0].name.casefold())):
        return RedirectResponse(card_href(hits[0].oracle_id, hits[0].name) + _lang_anchor(hits[0].language), status_code=303)
    per_page = 60
    start = (max(page, 1) - 1) * per_page
    shown = backend.add_snippets(hits[start:start + per_page])
    return render(request, "search.html", q=q, lang=lang, hits=shown, total=len(hits), page=page,
                  more=start + per_page < len(hits), suggestions=suggestions, card_href=card_href)


def _lang_anchor(lang: str) -> str:
    return "" if lang == "en" else f"#lang-{lang}"


@router.get("/suggest", response_class=HTMLResponse)
async def suggest(request: Request, q: str = ""):
    """The suggestion list under the search box (an HTML fragment for the script)."""
    q = q.strip()[:200]
    names = _backend(request).complete(q, None, 10) if len(q) >= 2 else []
    with _backend(request).db() as conn:
        items = [(n, _oracle_id_of(conn, n.english_name)) for n in names]
    return render(request, "_suggestions.html", items=items, card_href=card_href)


def _oracle_id_of(conn, english_name: str) -> str | None:
    from lorehold.db.sqlite_reads import run

    return run(conn, "SELECT oracle_id FROM cards WHERE name = :name ORDER BY id LIMIT 1", {"name": english_name}).scalar()


@router.get("/card", response_class=HTMLResponse)
def card_by_name(request: Request, name: str = ""):
    from lorehold.card_view import card_to_dict, resolve_name

    if not name.strip():
        return RedirectResponse("/", status_code=303)
    with _backend(request).db() as conn:
        card_id = resolve_name(conn, name)
        data = card_to_dict(conn, card_id, details=False)  # (what the page shows)
    if data.get("oracle_id"):
        return RedirectResponse(f"/card/{data['oracle_id']}", status_code=303)
    return _card_page(request, data)


@router.get("/card/{set_code}/{number}/{lang}", response_class=HTMLResponse)
def card_by_printing(request: Request, set_code: str, number: str, lang: str):
    from lorehold.card_view import card_to_dict
    from lorehold.serve import lookups

    with _backend(request).db() as conn:
        data = card_to_dict(conn, lookups.by_set_number(conn, set_code, number), details=False)
    if data.get("oracle_id"):
        return RedirectResponse(f"/card/{data['oracle_id']}{_lang_anchor(lang)}", status_code=303)
    return _card_page(request, data)


#: a card page of up to this many printings is made in the event loop (a few milliseconds; a
#: request sent to a thread waits there behind the loop's own), one of more in a thread (the
#: basic lands' 600 printings: ~80 ms)
QUICK_PRINTINGS = 40


@router.get("/card/{oracle_id}", response_class=HTMLResponse)
async def card(request: Request, oracle_id: str):
    from starlette.concurrency import run_in_threadpool

    from lorehold.db.sqlite_reads import run
    from lorehold.serve import lookups

    try:
        with _backend(request).db() as conn:
            card_id = lookups.by_oracle_id(conn, oracle_id)
            # how many printings: from the server's kept order of them when it has one (only
            # where the page is made depends on it)
            order = conn.info.get("printing_order") if hasattr(conn, "info") else None
            if order is not None and card_id in order.of:
                printings = len(order.of[card_id])
            else:
                printings = run(conn, "SELECT COUNT(*) FROM printings WHERE card_id = :id", {"id": card_id}).scalar()
    except UnknownCard:
        raise ApiError(404, f"No card with the oracle id {oracle_id}.") from None
    if printings <= QUICK_PRINTINGS:
        return _card_page_of(request, card_id)
    return await run_in_threadpool(_card_page_of, request, card_id)


def _card_page_of(request: Request, card_id: int) -> HTMLResponse:
    from lorehold.card_view import card_to_dict

    with _backend(request).db() as conn:
        data = card_to_dict(conn, card_id, details=False)  # (what the page shows)
    return _card_page(request, data)


def _card_page(request: Request, data: dict) -> HTMLResponse:
    rule_of = {r["keyword"]: r["rule"] for r in data.get("rules", [])}
    languages = sorted({t["language"] for t in data["translations"]}, key=lambda c: list(LANGUAGE_NAMES).index(c)
                       if c in LANGUAGE_NAMES else 99)
    return render(request, "card.html", card=data, q="", languages=languages, rule_of=rule_of)


@router.get("/rule/{query}", response_class=HTMLResponse)
def rule(request: Request, query: str, lang: str = ""):
    from lorehold.rules.lookup import lookup_rule

    with _backend(request).db() as conn:
        data = lookup_rule(conn, query, lang or None)
    return render(request, "rule.html", rule=data, q="")


def _schema_type(schema: dict) -> str:
    """"string", "integer", "array of string"; an optional one's type without its null."""
    if "anyOf" in schema:
        return " or ".join(t for t in (_schema_type(s) for s in schema["anyOf"]) if t and t != "null")
    kind = schema.get("type", "")
    if kind == "array":
        return f"array of {_schema_type(schema.get('items') or {})}".strip()
    return kind


@router.get("/docs", response_class=HTMLResponse)
def docs(request: Request):
    """The OpenAPI document (``/openapi.json``) as a page: every endpoint, its parameters."""
    spec = request.app.openapi()
    groups: dict[str, list] = {}
    for path, methods in spec.get("paths", {}).items():
        for method, op in methods.items():
            params = [
                {"name": p["name"], "in": p["in"], "required": p.get("required", False),
                 "type": _schema_type(p.get("schema") or {}), "description": p.get("description") or ""}
                for p in op.get("parameters", [])
            ]
            body = "requestBody" in op
            groups.setdefault((op.get("tags") or ["other"])[0], []).append(
                {"method": method.upper(), "path": path, "summary": op.get("summary") or "", "params": params, "body": body})
    return render(request, "docs.html", q="", groups=groups, title=spec["info"]["title"], version=spec["info"]["version"],
                  description=spec["info"].get("description", ""))
