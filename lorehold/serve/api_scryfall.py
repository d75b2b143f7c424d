"""Scryfall's paths, parameters and objects over the local database (the fields lorehold has).

Names are resolved by ``lorehold.card_view`` (``name_matches`` for ``exact``, ``resolve_name`` for
``fuzzy``, as ``lorehold card`` does), searches by the ``Searcher`` with the query language of
``lorehold search``, completion by ``lorehold.search.completion``; card objects are built from what
``lorehold.serve.shown`` reads of the shown printing (the fields of ``card_dicts``' object that a
Scryfall object shows) and reshaped by ``lorehold.serve.scryfall``.
"""

from __future__ import annotations

import random
from typing import Any
from urllib.parse import urlencode

from fastapi import APIRouter, Query, Request, Response
from starlette.concurrency import run_in_threadpool

from lorehold.errors import AmbiguousCard, UnknownCard
from lorehold.serve import lookups
from lorehold.serve.errors import ERROR_RESPONSES, ApiError
from lorehold.serve.respond import json_response
from lorehold.serve.scryfall import PAGE_SIZE, catalog, list_object, ruling_object, set_object

router = APIRouter(tags=["Scryfall-compatible"], responses=ERROR_RESPONSES)

# Most endpoints are ``async``: they run in the worker's event loop, sparing the hop to a thread
# and back, which cost as much as the work of the quick ones (a rulings answer: 0.48 -> 0.26 ms
# CPU). The searches too: the interpreter runs one thread at a time anyway, and a search sent to a
# thread waited there behind the loop's quick answers (under the bench's load its median was
# 115 ms for 9 ms of work, the mix's p95 153 ms; answered in turn, 39 ms and 111 ms). The price:
# a worker answers nothing else while one search runs (most take a few milliseconds, the largest
# tens). What reads without bound runs in the thread pool: a collection, the catalogs, the bulk
# downloads, and the slow paths of the quick endpoints (a name found only by searching, the first
# lookup of a printing's id in another language, the page of a card with hundreds of printings).

MAX_QUERY = 1000
MAX_IDENTIFIERS = 75
NAME_MATCHES = ("exact", "name", "fuzzy")
ORDERS = ("name", "relevance", "released", "set", "rarity", "cmc", "power", "toughness", "artist")
_RARITY = {"common": 0, "uncommon": 1, "rare": 2, "mythic": 3, "special": 4, "bonus": 5}


def _backend(request: Request):
    return request.app.state.backend


def _base(request: Request) -> str:
    return str(request.base_url).rstrip("/")


def _object(request: Request, conn, card_id: int, lang: str = "en", set_code: str | None = None,
            number: str | None = None) -> dict:
    """The card's Scryfall object, its printing picked by ``shown_cards`` (kept by the worker:
    ``Backend.card_objects``; shared, so not to be changed)."""
    from lorehold.serve.shown import NO_PRINTING

    found = _backend(request).card_objects(conn, [(card_id, lang, set_code, number)], _base(request))[0]
    if found is None:
        raise UnknownCard(NO_PRINTING)
    return found


def pick_printing(card: dict, lang: str = "en", set_code: str | None = None, number: str | None = None) -> tuple[dict, str]:
    """The printing a Scryfall object shows: the newest one (in ``set_code``, with ``number``)
    printed in ``lang``, else the newest in English."""
    printings = card.get("printings") or []
    if set_code:
        printings = [p for p in printings if p["set"].lower() == set_code.lower()]
    if number is not None:
        printings = [p for p in printings if p["number"] == number]
    if not printings:
        raise UnknownCard("No card found with the given ID or set code and collector number.")
    for p in reversed(printings):  # oldest first in the card object
        if lang in (p.get("languages") or ["en"]):
            return p, lang
    return printings[-1], "en"


def _query(q: str | None) -> str:
    if q is None or not q.strip():
        raise ApiError(400, "You didn't provide any search terms.")
    if len(q) > MAX_QUERY:
        raise ApiError(400, f"Your query is {len(q)} characters long; queries are limited to {MAX_QUERY} characters.")
    return q


# ------------------------------------------------------------------------------------------ named

@router.get("/cards/named", summary="One card by its exact or fuzzy name, in any language")
async def named(request: Request, exact: str | None = None, fuzzy: str | None = None, set: str | None = None):
    name = exact if exact is not None else fuzzy
    if name is None or not name.strip():
        raise ApiError(400, "You must provide either an exact or fuzzy name.")
    _query(name)
    backend = _backend(request)
    card_id = _named_id(backend, exact, fuzzy)
    if card_id is None:  # not a name (nor a typo of one): the search, in a thread
        card_id = await run_in_threadpool(_fuzzy_by_words, backend, fuzzy)
    try:
        with backend.db() as conn:
            obj = _object(request, conn, card_id, "en", set)
    except UnknownCard:
        raise ApiError(404, f"No cards found matching “{name}” in set “{set}”.") from None
    return json_response(request, obj)


def _named_id(backend, exact: str | None, fuzzy: str | None) -> int | None:
    """The card an exact name names, or a fuzzy one (as ``lorehold card`` resolves it); None
    when a fuzzy name is neither a name nor a typo of one."""
    from lorehold.card_view import name_matches, resolve_name

    with backend.db() as conn:
        if exact is not None:
            ids = sorted({m[0] for m in name_matches(conn, exact)})
            if not ids:
                raise ApiError(404, f"No cards found matching “{exact}”.")
            if len(ids) > 1:
                raise ApiError(404, f"Too many cards match ambiguous name “{exact}”. Add more words to refine your search.",
                               type_="ambiguous")
            return ids[0]
        try:
            return resolve_name(conn, fuzzy)
        except AmbiguousCard:
            raise ApiError(404, f"Too many cards match ambiguous name “{fuzzy}”. Add more words to refine your search.",
                           type_="ambiguous") from None
        except UnknownCard:
            return None


def _fuzzy_by_words(backend, fuzzy: str) -> int:
    """A name not found whole: the search's name matches, else the cards whose name (in the
    language it matched) holds every word typed; more than one is Scryfall's "ambiguous"."""
    from lorehold.search.analysis import fold

    hits = backend.search(fuzzy, None, 40, snippets=False)
    named_hits = [h for h in hits if h.match in NAME_MATCHES]
    if named_hits:
        return named_hits[0].card_id
    words = fold(fuzzy).split()
    found = list(dict.fromkeys(h.card_id for h in hits if all(w in fold(h.matched_name) for w in words)))
    if len(found) == 1:
        return found[0]
    if found:
        raise ApiError(404, f"Too many cards match ambiguous name “{fuzzy}”. Add more words to refine your search.",
                       type_="ambiguous")
    raise ApiError(404, f"No cards found matching “{fuzzy}”.")


# ----------------------------------------------------------------------------------------- search

def _sort_keys(conn, card_ids: list[int], order: str) -> dict[int, Any]:
    from lorehold.db.sqlite_reads import run

    ids = ",".join(str(int(i)) for i in card_ids) or "NULL"
    if order in ("cmc", "power", "toughness"):
        column = {"cmc": "mana_value"}.get(order, order)
        out = {}
        for cid, value in run(conn, f"SELECT id, {column} FROM cards WHERE id IN ({ids})"):
            try:
                out[cid] = float(value)
            except (TypeError, ValueError):
                out[cid] = float("inf")
        return out
    if order in ("released", "set"):
        return {cid: str(date or "") for cid, date in run(conn, (
            "SELECT p.card_id, MAX(s.release_date) FROM printings p JOIN sets s ON s.code = p.set_code "
            f"WHERE p.card_id IN ({ids}) GROUP BY p.card_id"))}
    if order == "rarity":
        out = {}
        for cid, rarity in run(conn, f"SELECT card_id, rarity FROM printings WHERE card_id IN ({ids})"):
            out[cid] = max(out.get(cid, -1), _RARITY.get(rarity or "", -1))
        return out
    if order == "artist":
        return {cid: artist or "" for cid, artist in run(conn, (
            f"SELECT card_id, MIN(artist) FROM printings WHERE card_id IN ({ids}) GROUP BY card_id"))}
    return {}


def _ordered(conn, hits, order: str, direction: str):
    """The search's hits (``Ranked``) in a Scryfall order: a view of them, ordered by what is
    known of each without making it into a ``Hit`` (only the page shown is made)."""
    positions = range(len(hits))
    if order == "relevance":
        return hits.view(reversed(positions)) if direction == "desc" else hits
    if order == "name":  # (a view made without the hits' order of relevance)
        out = hits.name_view()
        return out.view(range(len(out) - 1, -1, -1)) if direction == "desc" else out
    keys = _sort_keys(conn, [hits.card_id(i) for i in positions], order)
    descending = direction == "desc" or (direction == "auto" and order in ("released", "rarity"))
    missing = float("inf") if order in ("cmc", "power", "toughness") else ""
    out = sorted(positions, key=lambda i: (keys.get(hits.card_id(i), missing), hits.name(i)))
    return hits.view(reversed(out) if descending else out)


def search_page(request: Request, q: str, unique: str, order: str, dir: str, page: int) -> dict:
    backend = _backend(request)
    base = _base(request)
    if unique not in ("cards", "prints", "art"):
        raise ApiError(400, f"“{unique}” is not a valid value for unique (cards, prints or art).")
    if order not in ORDERS:
        raise ApiError(400, f"“{order}” is not a valid sort order (one of {', '.join(ORDERS)}).")
    if dir not in ("auto", "asc", "desc"):
        raise ApiError(400, f"“{dir}” is not a valid sort direction (auto, asc or desc).")
    if page < 1:
        raise ApiError(400, "page must be 1 or more.")
    hits = backend.search(q, snippets=False)
    if not hits:
        raise ApiError(404, "Your query didn’t match any cards. Adjust your search terms or refer to the syntax guide at /syntax")

    with backend.db() as conn:
        hits = _ordered(conn, hits, order, dir)
        if unique == "cards":
            entries = None  # the hits themselves (a list of thousands of pairs costs a large search ~1 ms)
        else:  # every printing of every card
            from lorehold.db.sqlite_reads import run

            ids = ",".join(str(hits.card_id(i)) for i in range(len(hits)))
            by_card: dict[int, list] = {}
            for cid, set_code, number in run(conn, (
                f"SELECT p.card_id, p.set_code, p.number FROM printings p LEFT JOIN sets s ON s.code = p.set_code "
                f"WHERE p.card_id IN ({ids}) ORDER BY s.release_date DESC, p.set_code, p.number")):
                by_card.setdefault(cid, []).append((set_code, number))
            entries = [(i, p) for i in range(len(hits)) for p in by_card.get(hits.card_id(i), [])]
        start = (page - 1) * PAGE_SIZE
        # (only the page's hits are made, and their languages picked)
        if entries is None:
            window = [(hit, None) for hit in hits[start:start + PAGE_SIZE]]
        else:
            window = [(hits[i], key) for i, key in entries[start:start + PAGE_SIZE]]
        if not window and page > 1:
            raise ApiError(422, f"page {page} is past the last page of this search.")
        objects = backend.card_objects(conn, [(h.card_id, h.language, *(key or (None, None))) for h, key in window], base)
    backend.prefill(base)
    data = []
    for (hit, _key), kept in zip(window, objects):
        if kept is None:
            continue
        obj = dict(kept)  # (kept objects are shared)
        obj["lorehold"] = {"language": hit.language, "matched_name": hit.matched_name, "match": hit.match}
        data.append(obj)
    next_page = None
    total = len(hits) if entries is None else len(entries)
    if start + PAGE_SIZE < total:
        next_page = f"{base}/cards/search?" + urlencode({"q": q, "unique": unique, "order": order, "dir": dir, "page": page + 1})
    return list_object(data, total=total, next_page=next_page)


@router.get("/cards/search", summary="Search with the query language of `lorehold search`, pages of 175")
async def search(request: Request, q: str | None = None, unique: str = "cards", order: str = "name", dir: str = "auto",
           page: int = 1):
    q = _query(q)
    return json_response(request, search_page(request, q, unique, order, dir, page))


@router.get("/cards/autocomplete", summary="Up to 20 names starting with q, in every language")
async def autocomplete(request: Request, q: str = "", lang: list[str] = Query(default=[])):
    if len(q) > MAX_QUERY:
        raise ApiError(400, f"Your query is {len(q)} characters long; queries are limited to {MAX_QUERY} characters.")
    langs = query_langs(lang)
    names = _backend(request).complete(q, langs) if q.strip() else []
    return json_response(request, catalog(
        [n.name for n in names],
        matches=[{"name": n.name, "language": n.language, "english_name": n.english_name} for n in names],
    ))


def query_langs(values: list[str]) -> tuple[str, ...] | None:
    if not values:
        return None
    from lorehold.languages import normalize_language

    return tuple(dict.fromkeys(normalize_language(v) for v in values))


@router.get("/cards/random", summary="A random card (one of a search's cards with q)")
def random_card(request: Request, q: str | None = None):
    backend = _backend(request)
    with backend.db() as conn:
        if q is not None:
            hits = backend.search(_query(q), snippets=False)
            if not hits:
                raise ApiError(404, "Your query didn’t match any cards. Adjust your search terms or refer to the syntax guide at /syntax")
            hit = random.choice(hits)
            card_id, lang = hit.card_id, hit.language
        else:
            card_id, lang = lookups.random_card(conn), "en"
        obj = _object(request, conn, card_id, lang)
    response = json_response(request, obj)
    response.headers["Cache-Control"] = "no-store"
    return response


# ------------------------------------------------------------------------------------ collection

@router.post("/cards/collection", summary="Up to 75 cards by identifiers (id, multiverse_id, oracle_id, name, name+set, collector_number+set)")
async def collection(request: Request):
    try:
        body = await request.json()
    except ValueError:
        raise ApiError(400, "The request body must be JSON: {\"identifiers\": [...]}.") from None
    identifiers = body.get("identifiers") if isinstance(body, dict) else None
    if not isinstance(identifiers, list) or not identifiers:
        raise ApiError(422, "You must provide an array of identifiers in the “identifiers” field.")
    if len(identifiers) > MAX_IDENTIFIERS:
        raise ApiError(422, f"Too many identifiers: {len(identifiers)} given, at most {MAX_IDENTIFIERS} per request.")
    return json_response(request, await run_in_threadpool(_collection, request, identifiers))


def _collection(request: Request, identifiers: list) -> dict:
    from lorehold.card_view import name_matches, resolve_name

    data, not_found = [], []
    with _backend(request).db() as conn:
        for ident in identifiers:
            try:
                if not isinstance(ident, dict):
                    raise UnknownCard("not an identifier")
                set_code = ident.get("set")
                number, lang = None, "en"
                if "id" in ident:
                    card_id, set_code, number, lang = lookups.by_scryfall_id(conn, str(ident["id"]))
                elif "multiverse_id" in ident:
                    card_id, set_code, number, lang = lookups.by_multiverse_id(conn, int(ident["multiverse_id"]))
                elif "oracle_id" in ident:
                    card_id = lookups.by_oracle_id(conn, str(ident["oracle_id"]))
                elif "collector_number" in ident and set_code:
                    number = str(ident["collector_number"])
                    card_id = lookups.by_set_number(conn, str(set_code), number)
                elif "name" in ident:
                    ids = sorted({m[0] for m in name_matches(conn, str(ident["name"]))})
                    card_id = ids[0] if len(ids) == 1 else resolve_name(conn, str(ident["name"]))
                else:
                    raise UnknownCard("not an identifier")
                data.append(_object(request, conn, card_id, lang, set_code, number))
            except (UnknownCard, AmbiguousCard, ValueError, TypeError):
                not_found.append(ident)
    return list_object(data, not_found=not_found)


# ------------------------------------------------------------------------------ ids and numbers

@router.get("/cards/multiverse/{mvid}", summary="A printing by its multiverse id (any language)")
async def by_multiverse(request: Request, mvid: int):
    with _backend(request).db() as conn:
        card_id, set_code, number, lang = lookups.by_multiverse_id(conn, mvid)
        obj = _object(request, conn, card_id, lang, set_code, number)
    return json_response(request, obj)


@router.get("/cards/multiverse/{mvid}/rulings", summary="The rulings of a printing by multiverse id")
async def rulings_by_multiverse(request: Request, mvid: int):
    with _backend(request).db() as conn:
        card_id = lookups.by_multiverse_id(conn, mvid)[0]
        return json_response(request, _rulings(conn, card_id))


def _rulings(conn, card_id: int) -> dict:
    from lorehold.card_view import rulings
    from lorehold.db.sqlite_reads import run

    oracle_id = run(conn, "SELECT oracle_id FROM cards WHERE id = :id", {"id": card_id}).scalar()
    return list_object([ruling_object(r, oracle_id) for r in rulings(conn, card_id)])


@router.get("/cards/{sid}/rulings", summary="A card's rulings by a printing's id, each with every source")
async def rulings_by_id(request: Request, sid: str):
    card_id = (await _by_scryfall_id(request, sid))[0]
    with _backend(request).db() as conn:
        return json_response(request, _rulings(conn, card_id))


async def _by_scryfall_id(request: Request, sid: str) -> tuple[int, str, str, str]:
    """``lookups.by_scryfall_id``; in a thread when the id is not an English printing's (the
    first such lookup reads every printing in another language)."""
    backend = _backend(request)
    with backend.db() as conn:
        found = lookups.by_english_id(conn, sid)
    if found is not None:
        return found

    def other_language():
        with backend.db() as conn:
            return lookups.by_scryfall_id(conn, sid)

    return await run_in_threadpool(other_language)


@router.get("/cards/{code}/{number}/rulings", summary="A card's rulings by set code and collector number")
async def rulings_by_number(request: Request, code: str, number: str):
    with _backend(request).db() as conn:
        card_id = lookups.by_set_number(conn, code, number)
        return json_response(request, _rulings(conn, card_id))


@router.get("/cards/{code}/{number}", summary="A printing by set code and collector number")
async def by_number(request: Request, code: str, number: str):
    return _by_number(request, code, number, "en")


@router.get("/cards/{code}/{number}/{lang}", summary="A printing in a language: printed_name, printed_type_line, printed_text")
async def by_number_lang(request: Request, code: str, number: str, lang: str):
    from lorehold.languages import normalize_language

    return _by_number(request, code, number, normalize_language(lang), strict=True)


def _by_number(request: Request, code: str, number: str, lang: str, strict: bool = False):
    with _backend(request).db() as conn:
        obj = _object(request, conn, lookups.by_set_number(conn, code, number), lang, code, number)
    if strict and obj["lang"] != lang:
        raise ApiError(404, f"No card found with the given ID or set code and collector number in language “{lang}”.")
    return json_response(request, obj)


@router.get("/cards/{sid}", summary="A printing by its Scryfall id")
async def by_id(request: Request, sid: str):
    card_id, set_code, number, lang = await _by_scryfall_id(request, sid)
    with _backend(request).db() as conn:
        obj = _object(request, conn, card_id, lang, set_code, number)
    return json_response(request, obj)


# ------------------------------------------------------------------------------ catalogs, sets

@router.get("/catalog/card-names", summary="Every card's English name")
def card_names(request: Request):
    with _backend(request).db() as conn:
        names = lookups.card_names(conn)
    return json_response(request, catalog(names, _base(request), "/catalog/card-names"))


@router.get("/sets", summary="Every set")
def sets(request: Request):
    base = _base(request)
    with _backend(request).db() as conn:
        rows = lookups.sets(conn)
    return json_response(request, list_object([set_object(r, base) for r in rows]))


@router.get("/sets/{code}", summary="One set by its code")
async def one_set(request: Request, code: str):
    with _backend(request).db() as conn:
        rows = lookups.sets(conn, code)
    if not rows:
        raise ApiError(404, f"No set found for the given code “{code}”.")
    return json_response(request, set_object(rows[0], _base(request)))


@router.get("/bulk-data", summary="lorehold's own exports, as Scryfall bulk-data objects")
def bulk_data(request: Request):
    from lorehold.serve.bulk import bulk_objects

    return json_response(request, list_object(bulk_objects(request.app.state.backend, _base(request))))


@router.get("/bulk-data/{kind}", summary="One bulk-data object")
def bulk_data_one(request: Request, kind: str):
    from lorehold.serve.bulk import bulk_objects

    for obj in bulk_objects(request.app.state.backend, _base(request)):
        if kind in (obj["type"], obj["id"]):
            return json_response(request, obj)
    raise ApiError(404, f"No bulk data of type “{kind}”.")


@router.get("/bulk-data/{kind}/download", summary="Download an export (JSON Lines, one card object a line)",
            response_class=Response,
            responses={200: {"description": "The export, one JSON object a line",
                             "content": {"application/jsonl": {"schema": {"type": "string"}}}}})
def bulk_download(request: Request, kind: str):
    from lorehold.serve.bulk import download

    return download(request.app.state.backend, kind)

