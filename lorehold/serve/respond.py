"""JSON responses: UTF-8 bytes from orjson, keys in the order the library built them."""

from __future__ import annotations

import orjson
from starlette.responses import Response


class JSONBytes(Response):
    media_type = "application/json; charset=utf-8"

    def render(self, content) -> bytes:
        return orjson.dumps(content)


def json_response(request, data, status: int = 200) -> Response:
    if request.query_params.get("pretty") in ("true", "1"):
        return Response(orjson.dumps(data, option=orjson.OPT_INDENT_2), status, media_type=JSONBytes.media_type)
    return JSONBytes(data, status)
