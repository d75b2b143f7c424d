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
