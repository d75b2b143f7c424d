"""What the update tests share (no tests here): a local mirror of the three official sites, built
from the bundled sample and the rules fixtures, served on 127.0.0.1 with ETag, Last-Modified and
Range as real servers answer them, and faults on request.

``base_files``: MTGJSON's /api/v5/Meta.json, AllPrintings.json.xz (XLN and APC) and its .sha256;
Scryfall's /bulk-data catalog and a rulings file in Scryfall's shape (one object per ruling of
every card, ``source`` wotc, ``published_at``, ``comment``); the rules page /en/rules linking the
2024-04-12 rules text. ``newer_files``: the same a release later, with exactly these differences:
Emperor's Vanguard's oracle text reworded, one of its rulings reworded and one added, the set ALL
added (two of its cards), the printing XLN/263 (a Plains) removed, and the 2026-01-16 rules.
"""

from __future__ import annotations

import copy
import hashlib
import json
import lzma
import re
import threading
from pathlib import Path

from werkzeug import Request, Response

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "data" / "sample"
RULES = REPO / "tests" / "fixtures" / "rules"
RULES_2024 = RULES / "MagicCompRules_en_20240412_pair-of-zh_utf8_lf.txt"
RULES_2026 = RULES / "MagicCompRules_en_20260116_utf8bom_cr-and-crlf.txt"

VANGUARD = "Emperor's Vanguard"
OLD_TEXT_PART = "deals combat damage to a player,"
NEW_TEXT_PART = "deals combat damage to a player or battle,"
REWORDED_FROM = "Once an ability that causes a creature to explore begins to resolve, no player may take any other actions until it’s done."
REWORDED_TO = "Once an ability that causes a creature to explore begins to resolve, no player may take any actions until it’s done."
ADDED_RULING = {"date": "2026-11-20", "text": "Emperor's Vanguard explores once for each combat damage step in which it deals combat damage to a player."}
REMOVED_PRINTING = ("XLN", "263")
ADDED_SET_CARDS = ("Exile", "Inheritance")


def sample_set(code: str) -> dict:
    return json.loads(lzma.decompress((SAMPLE / f"{code}.json.xz").read_bytes()))["data"]


def base_sets() -> dict[str, dict]:
    return {"APC": sample_set("APC"), "XLN": sample_set("XLN")}


def newer_sets() -> dict[str, dict]:
    sets = copy.deepcopy(base_sets())
    xln = sets["XLN"]
    for card in xln["cards"]:
        if card["name"] == VANGUARD:
            card["text"] = card["text"].replace(OLD_TEXT_PART, NEW_TEXT_PART)
            for ruling in card["rulings"]:
                if ruling["text"].startswith(REWORDED_FROM):
                    ruling["text"] = REWORDED_TO + ruling["text"][len(REWORDED_FROM):]
            card["rulings"].append(dict(ADDED_RULING))
    xln["cards"] = [c for c in xln["cards"] if (xln["code"], c["number"]) != REMOVED_PRINTING]
    added = sample_set("ALL")
    added["cards"] = [c for c in added["cards"] if c["name"] in ADDED_SET_CARDS]
    sets["ALL"] = added
    return sets


def scryfall_rulings(sets: dict[str, dict]) -> list[dict]:
    """The rulings of every card as Scryfall's bulk file gives them (one object per ruling)."""
    seen, out = set(), []
    for code in sorted(sets):
        for card in sets[code]["cards"]:
            oracle_id = card["identifiers"].get("scryfallOracleId")
            for ruling in card.get("rulings") or ():
                key = (oracle_id, ruling["date"], ruling["text"])
                if oracle_id and key not in seen:
                    seen.add(key)
                    out.append({"object": "ruling", "oracle_id": oracle_id, "source": "wotc",
                                "published_at": ruling["date"], "comment": ruling["text"]})
    return out


def build_files(origin: str, sets: dict[str, dict], version: str, date: str, rules: Path,
                rulings_stamp: str) -> dict[str, bytes]:
    """path -> bytes of a mirror whose links point at ``origin`` (http://127.0.0.1:PORT)."""
    all_printings = json.dumps({"meta": {"date": date, "version": version}, "data": sets}, ensure_ascii=False).encode()
    xz = lzma.compress(all_printings, preset=1)
    rulings = json.dumps(scryfall_rulings(sets), ensure_ascii=False).encode()
    rulings_path = f"/file/scryfall-bulk/rulings/rulings-{rulings_stamp}.json"
    rules_name = "MagicCompRules " + re.search(r"_(\d{8})_", rules.name).group(1) + ".txt"
    rules_path = "/downloads/" + rules_name.replace(" ", "%20")
    catalog = {"object": "list", "has_more": False, "data": [
        {"object": "bulk_data", "id": "a2d4c6f8-0000-4000-8000-000000000001", "type": "oracle_cards",
         "updated_at": f"{date}T10:02:00.000+00:00", "uri": f"{origin}/bulk-data/oracle-cards", "name": "Oracle Cards",
         "description": "One card per oracle id.", "size": 1, "download_uri": f"{origin}/file/scryfall-bulk/oracle-cards/none.json",
         "content_type": "application/json", "content_encoding": "gzip"},
        {"object": "bulk_data", "id": "a2d4c6f8-0000-4000-8000-000000000005", "type": "rulings",
         "updated_at": f"{date}T10:05:00.000+00:00", "uri": f"{origin}/bulk-data/rulings", "name": "Rulings",
         "description": "A JSON file containing all Rulings on Scryfall.", "size": len(rulings),
         "download_uri": origin + rulings_path, "content_type": "application/json", "content_encoding": "gzip"},
    ]}
    page = (f'<!doctype html><html><head><title>Rules | Magic: The Gathering</title></head><body>'
            f'<h2>Comprehensive Rules</h2><a href="{origin}/downloads/MagicCompRules.pdf">PDF</a> '
            f'<a href="{origin}{rules_path}">TXT</a> <a href="{origin}/downloads/MagicCompRules.docx">DOCX</a>'
            f'</body></html>').encode()
    return {
        "/api/v5/Meta.json": json.dumps({"meta": {"date": date, "version": version},
                                         "data": {"date": date, "version": version}}).encode(),
        "/api/v5/AllPrintings.json.xz": xz,
        "/api/v5/AllPrintings.json.xz.sha256": hashlib.sha256(xz).hexdigest().encode(),
        "/bulk-data": json.dumps(catalog).encode(),
        rulings_path: rulings,
        "/en/rules": page,
        "/downloads/" + rules_name: rules.read_bytes(),
    }


def base_files(origin: str) -> dict[str, bytes]:
    return _built_once("base", origin, lambda: build_files(
        origin, base_sets(), "5.2.0+20220425", "2022-04-25", RULES_2024, "20220425100500"))


def newer_files(origin: str) -> dict[str, bytes]:
    return _built_once("newer", origin, lambda: build_files(
        origin, newer_sets(), "5.2.1+20261201", "2026-12-01", RULES_2026, "20261201100500"))


_BUILT: dict[tuple[str, str], dict[str, bytes]] = {}


def _built_once(kind: str, origin: str, build) -> dict[str, bytes]:
    """The mirror's files, built once per process and origin (the test server's address is the
    session's): reading the sample sets and compressing AllPrintings took about 0.24 s of CPU for
    each of the update tests. A new dict each time (the bytes are immutable)."""
    if (kind, origin) not in _BUILT:
        _BUILT[kind, origin] = build()
    return dict(_BUILT[kind, origin])


_TYPES = {".json": "application/json", ".xz": "application/x-xz", ".sha256": "text/plain", ".txt": "text/plain"}


class Mirror:
    """Serves ``files`` (path -> bytes) with validators and ranges; ``faults[path]`` is a list of
    callables (request, body) -> Response | None used one per request before the file is served."""

    def __init__(self, server):
        self.server = server
        self.files: dict[str, bytes] = {}
        self.faults: dict[str, list] = {}
        self.log: list[tuple[str, dict]] = []  # (path, request headers)
        self._lock = threading.Lock()
        server.expect_request(re.compile(".*")).respond_with_handler(self._handle)

    @property
    def origin(self) -> str:
        return self.server.url_for("/").rstrip("/")

    def serve(self, files: dict[str, bytes]) -> None:
        self.files = dict(files)

    def requests(self, path: str | None = None) -> list[dict]:
        return [h for p, h in self.log if path is None or p == path]

    def _handle(self, request: Request) -> Response:
        from urllib.parse import unquote

        path = unquote(request.path)
        with self._lock:
            self.log.append((path, dict(request.headers)))
            faults = self.faults.get(path)
            fault = faults.pop(0) if faults else None
        if path == "/robots.txt" and path not in self.files:
            return Response("no robots here", status=404)
        body = self.files.get(path)
        if fault is not None:
            answer = fault(request, body)
            if answer is not None:
                return answer
        if body is None:
            return Response("not found", status=404)
        suffix = "." + path.rsplit(".", 1)[-1] if "." in path.rsplit("/", 1)[-1] else ""
        content_type = _TYPES.get(suffix, "application/json" if path == "/bulk-data" else "text/html; charset=utf-8")
        response = Response(body, content_type=content_type)
        response.set_etag(hashlib.sha256(body).hexdigest()[:16])
        response.last_modified = None
        return response.make_conditional(request, accept_ranges=True, complete_length=len(body))


def status(code: int, headers: dict | None = None):
    """A fault: answer ``code`` instead of the file."""
    return lambda request, body: Response(f"HTTP {code}", status=code, headers=headers or {})


def cut_after(n: int):
    """A fault: send the right headers for the whole file, then only its first ``n`` bytes and close."""

    def fault(request, body):
        if request.headers.get("Range"):
            return None

        def stream():
            yield body[:n]
            raise ConnectionResetError("cut")

        return Response(stream(), status=200, headers={"Content-Length": str(len(body)),
                                                       "ETag": '"' + hashlib.sha256(body).hexdigest()[:16] + '"',
                                                       "Content-Type": "application/x-xz"})

    return fault
