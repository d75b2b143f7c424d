"""The server's errors: ``ApiError`` carries a Scryfall error object's status, details and type;
library errors (``LoreholdError``) map onto the same objects."""

from __future__ import annotations


class ApiError(Exception):
    def __init__(self, status: int, details: str, type_: str | None = None, warnings: list[str] | None = None):
        super().__init__(details)
        self.status = status
        self.details = details
        self.type = type_
        self.warnings = warnings


def from_library(exc: Exception) -> ApiError:
    """The HTTP form of a library error: unknown names and rules 404, ambiguous names 404 with
    type "ambiguous" (as Scryfall), a bad query or language 400, a missing index 503."""
    from lorehold.errors import AmbiguousCard, InvalidQuery, UnknownCard, UnknownLanguage

    name = type(exc).__name__
    if isinstance(exc, AmbiguousCard):
        return ApiError(404, f"Too many cards match ambiguous name “{exc.query}”. Add more words to refine your search.",
                        type_="ambiguous")
    if isinstance(exc, UnknownCard) or name == "UnknownRule":
        return ApiError(404, str(exc))
    if isinstance(exc, (InvalidQuery, UnknownLanguage)):
        return ApiError(400, str(exc).split("\n")[0], warnings=str(exc).split("\n")[1:] or None)
    if name == "IndexMissing":
        return ApiError(503, str(exc))
    return ApiError(400, str(exc))


#: Scryfall's error object, as the OpenAPI document describes it (``scryfall.error`` builds it)
ERROR_SCHEMA = {
    "type": "object",
    "title": "Error",
    "required": ["object", "code", "status", "details"],
    "properties": {
        "object": {"type": "string", "enum": ["error"]},
        "code": {"type": "string", "examples": ["not_found"]},
        "status": {"type": "integer", "examples": [404]},
        "details": {"type": "string"},
        "type": {"type": "string", "examples": ["ambiguous"]},
        "warnings": {"type": "array", "items": {"type": "string"}},
    },
}

#: the error answers every API endpoint may give, for the OpenAPI document (``/docs``)
ERROR_RESPONSES: dict = {
    status: {"description": description, "content": {"application/json": {"schema": ERROR_SCHEMA}}}
    for status, description in (
        (400, "A bad parameter or query (an error object; `warnings` says more about a query)"),
        (404, "No such card, printing, set, rule or page; an ambiguous name (`type`: `ambiguous`)"),
        (413, "A request body over 64 KiB"),
        (422, "A page past the last, or a collection of more than 75 identifiers"),
        (500, "A fault of the server (the traceback goes to its log)"),
        (503, "The database or the search index cannot be read now"),
    )
}
