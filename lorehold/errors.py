"""The library's exceptions. The CLI catches LoreholdError in one place and prints one line."""


class LoreholdError(Exception):
    """Base class: a failure the user can act on. ``exit_code`` is what the CLI exits with."""

    exit_code = 1


class UnknownCard(LoreholdError):
    """No card has this name (in any language) or identifier; ``nearest`` lists (name, language,
    English name) of the names nearest to it, when the index could tell."""

    def __init__(self, message: str, nearest: list[tuple[str, str, str]] | None = None):
        self.nearest = nearest or []
        super().__init__(message)


class AmbiguousCard(LoreholdError):
    """Several cards match; ``candidates`` lists (english name, oracle id, matched name, language)."""

    def __init__(self, query: str, candidates: list[tuple[str, str | None, str, str]]):
        self.query = query
        self.candidates = candidates
        names = ", ".join(sorted({c[0] for c in candidates}))
        super().__init__(f"{query!r} matches {len(candidates)} cards: {names}")


class InvalidQuery(LoreholdError):
    """A search query that does not parse; the message points at the position."""


class UnreadableSource(LoreholdError):
    """A file, archive or page that cannot be read or parsed."""


class NotThisFormat(UnreadableSource):
    """A document its format's sniffing took for that format whose parser finds none of the format's
    kinds of document in it (a page titled as Gatherer's that is not Gatherer's old layout): read as a
    captured page unless the format was asked for."""


class UnknownLanguage(LoreholdError):
    """A language code or name lorehold does not know."""


class IndexMissing(LoreholdError):
    """There is no search index (``lorehold index rebuild`` makes one from the database)."""


class SchemaTooNew(LoreholdError):
    """The database was written by a newer lorehold."""


class UsageProblem(LoreholdError):
    """An argument the command cannot use (an empty query): one line, exit 2 like Typer's usage errors."""

    exit_code = 2
