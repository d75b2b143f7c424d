"""JSON responses: UTF-8 bytes from orjson, keys in the order the library built them."""

from __future__ import annotations

import json

import orjson
from starlette.responses import Response


def dumps(content, indent: bool = False) -> bytes:
    """orjson's bytes; the standard library's for what orjson refuses (an integer past 64 bits
    echoed from a request, as in a collection's ``not_found``)."""
    try:
        return orjson.dumps(content, option=orjson.OPT_INDENT_2 if indent else None)
    except TypeError:
        return json.dumps(content, ensure_ascii=False, indent=2 if indent else None,
                          separators=None if indent else (",", ":")).encode()


class JSONBytes(Response):
    media_type = "application/json; charset=utf-8"

    def render(self, content) -> bytes:
        return dumps(content)


def json_response(request, data, status: int = 200) -> Response:
    if request.query_params.get("pretty") in ("true", "1"):
        return Response(dumps(data, indent=True), status, media_type=JSONBytes.media_type)
    return JSONBytes(data, status)
