"""lorehold's own API under ``/v1/``: the objects of the CLI's ``--json`` output, over HTTP.

Each endpoint calls the library function its command calls: ``card`` (``resolve_name`` +
``card_to_dict``), ``rulings``, ``rule`` (``lookup_rule`` / ``diff_rule``), ``search`` (the
``Searcher``; ``--rulings`` and ``--rules`` too), ``complete``, ``translate`` and ``changes``
(``changes_report``)."""

from __future__ import annotations

import datetime as dt

from fastapi import APIRouter, Query, Request
from pydantic import BaseModel, Field

from lorehold.serve.errors import ERROR_RESPONSES, ApiError
from lorehold.serve.respond import json_response

router = APIRouter(prefix="/v1", tags=["lorehold v1"], responses=ERROR_RESPONSES)
MAX_LIMIT = 175


def _langs(values: list[str] | None) -> tuple[str, ...] | None:
    if not values:
        return None
    from lorehold.languages import normalize_language

    return tuple(dict.fromkeys(normalize_language(v) for v in values))


def _date(value: str | None, what: str) -> dt.date | None:
    if value is None:
        return None
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise ApiError(400, f"{what} {value!r} is not an ISO date (YYYY-MM-DD)") from None


def _text(value: str, what: str = "q") -> str:
    if not value.strip():
        raise ApiError(400, f"{what} is empty.")
    if len(value) > 1000:
        raise ApiError(400, f"{what} is {len(value)} characters long; at most 1000.")
    return value


@router.get("/cards/{name}", summary="The card object of `lorehold card NAME --json` (a name in any language)")
def card(request: Request, name: str, lang: list[str] = Query(default=[], description="Only these translations")):
    from lorehold.card_view import card_to_dict, resolve_name

    with request.app.state.backend.db() as conn:
        data = card_to_dict(conn, resolve_name(conn, _text(name, "name")), list(_langs(lang) or ()) or None)
    return json_response(request, data)


@router.get("/cards/{name}/rulings", summary="`lorehold rulings NAME --json`: every ruling with every source")
def rulings(request: Request, name: str, since: str | None = None, lang: str | None = None):
    from lorehold.card_view import english_name, resolve_name
    from lorehold.card_view import rulings as card_rulings

    since_date = _date(since, "since")
    language = _langs([lang])[0] if lang else None
    with request.app.state.backend.db() as conn:
        card_id = resolve_name(conn, _text(name, "name"))
        data = {"name": english_name(conn, card_id), "rulings": card_rulings(conn, card_id, since_date, language)}
    return json_response(request, data)


@router.get("/rules/{query}", summary="`lorehold rule QUERY --json`: a rule by number or term, with history; `diff` for changes since a date")
def rule(request: Request, query: str, lang: str | None = None, diff: str | None = None):
    from lorehold.rules.diff import diff_rule
    from lorehold.rules.lookup import lookup_rule

    language = _langs([lang])[0] if lang else None
    since = _date(diff, "diff")
    with request.app.state.backend.db() as conn:
        data = diff_rule(conn, _text(query, "query"), since, language) if since else lookup_rule(conn, query, language)
    return json_response(request, data)


@router.get("/search", summary="`lorehold search Q --json` (cards; `rulings=true` or `rules=true` for those)")
def search(request: Request, q: str, lang: list[str] = Query(default=[]), limit: int = Query(20, ge=1, le=MAX_LIMIT),
           rulings: bool = False, rules: bool = False):
    backend = request.app.state.backend
    langs = _langs(lang)
    q = _text(q)
    if rules:
        from lorehold.rules.search import search_rules

        with backend.engine_db() as conn:
            results = search_rules(conn, q, langs[0] if langs else None, limit)
    elif rulings:
        results = [h.to_dict() for h in backend.search_rulings(q, langs, limit)]
    else:
        results = [h.to_dict() for h in backend.search(q, langs, limit)]
    return json_response(request, {"query": q, "results": results})


@router.get("/complete", summary="`lorehold complete PREFIX --json`: up to 20 names in any language")
async def complete(request: Request, q: str, lang: list[str] = Query(default=[])):
    names = request.app.state.backend.complete(_text(q), _langs(lang))
    return json_response(request, [{"name": n.name, "language": n.language, "english_name": n.english_name} for n in names])


class DeckList(BaseModel):
    decklist: str = Field(description="'4 Lightning Bolt' lines (Arena and MTGO forms kept)", max_length=60_000)
    to: str = Field(description="The language to write the names in")
    source: str | None = Field(default=None, alias="from", description="The list's language, when known")


@router.post("/translate", summary="`lorehold translate --to L --json`: a decklist with each name in language L")
def translate(request: Request, body: DeckList):
    to = _langs([body.to])[0]
    source = _langs([body.source])[0] if body.source else None
    result = request.app.state.backend.translate(body.decklist, to, source)
    return json_response(request, result.to_dict())


@router.get("/changes", summary="`lorehold changes --json`: what the last update changed, or every update since a date")
def changes(request: Request, since: str | None = Query(default=None, description="Every update from this date (YYYY-MM-DD) on; without it, the last update")):
    from lorehold.update.changes import changes_report

    _date(since, "since")
    with request.app.state.backend.engine_db() as conn:
        data = changes_report(conn, since=since, last=not since)
    return json_response(request, data)
