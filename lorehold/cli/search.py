"""Commands over the search index: search, complete, translate, index rebuild|check."""

from __future__ import annotations

import sys
from typing import Annotated, Optional

import typer
from typer.core import TyperCommand

from lorehold.cli.base import LoreholdGroup, app, emit_json, state

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")]
LangOption = Annotated[
    Optional[list[str]],
    typer.Option("--lang", "-l", help="Only this language (code such as de, ja, zhs, or a name); repeatable."),
]


def _langs(values: list[str] | None) -> tuple[str, ...] | None:
    from lorehold.languages import normalize_language

    return tuple(dict.fromkeys(normalize_language(v) for v in values)) if values else None


def _searcher(ctx: typer.Context):
    from lorehold.search.searching import Searcher

    return Searcher(state(ctx).settings.index_dir)


def _warn_if_stale(ctx: typer.Context) -> None:
    from lorehold.search.freshness import warn_if_stale

    warn_if_stale(state(ctx).settings)


def _echo_hit(hit, rulings: bool) -> None:
    bold = sys.stdout.isatty()
    text = hit.snippet
    for a, b in reversed(hit.highlights):
        mark = ("\x1b[1m", "\x1b[0m") if bold else ("[", "]")
        text = text[:a] + mark[0] + text[a:b] + mark[1] + text[b:]
    if rulings:
        typer.echo(f"{hit.name}  ({hit.date or 'undated'})")
    else:
        shown = hit.name if hit.matched_name == hit.name else f"{hit.name}  ({hit.language}: {hit.matched_name})"
        where = f"  {hit.printing}" if getattr(hit, "printing", None) else ""
        typer.echo(f"{shown}  [{hit.language}]{where}  {hit.oracle_id or ''}".rstrip())
    if text:
        typer.echo(f"    {text}")


class QueryCommand(TyperCommand):
    """A command whose argument is a query: a query that starts with ``-`` (Scryfall's negation,
    ``-t:creature``) is the query, not an unknown option. A token is an option only when it reads
    as one of the command's own: a known name (``--json``, ``-n``), a known short option with its
    value attached that the option takes (``-n5``, ``-lde``), or a cluster of known flags."""

    def parse_args(self, ctx, args):
        return super().parse_args(ctx, _query_last(self, ctx, list(args)))


def _query_last(command, ctx, args: list[str]) -> list[str]:
    """``args`` with the first token that does not read as an option moved after ``--``."""
    import click

    if "--" in args:
        return args
    longs, shorts = {}, {}
    for param in command.get_params(ctx):
        if isinstance(param, click.Option):
            for name in (*param.opts, *param.secondary_opts):
                (longs if name.startswith("--") else shorts)[name] = param
    i = 0
    while i < len(args):
        token = args[i]
        if token.startswith("--"):  # a long option (an unknown one is click's error)
            option = longs.get(token.split("=", 1)[0])
            i += 2 if option is not None and "=" not in token and not option.is_flag else 1
        elif token.startswith("-") and len(token) > 1:
            option = shorts.get(token[:2])
            if option is None or not _reads_as(option, token[2:], shorts, ctx):
                return [*args[:i], *args[i + 1:], "--", token]
            i += 2 if len(token) == 2 and not option.is_flag else 1
        else:
            i += 1
    return args


def _reads_as(option, rest: str, shorts: dict, ctx) -> bool:
    """Whether ``rest``, attached to a short option, is what that option takes."""
    import click

    if not rest:
        return True
    if option.is_flag:  # a cluster of flags: -hq
        return all(getattr(shorts.get("-" + ch), "is_flag", False) for ch in rest)
    if option.name == "lang":
        from lorehold.errors import UnknownLanguage
        from lorehold.languages import normalize_language

        try:
            normalize_language(rest)
        except UnknownLanguage:
            return False
        return True
    try:
        option.type.convert(rest, option, ctx)
    except click.BadParameter:
        return False
    return True


@app.command(cls=QueryCommand)
def search(
    ctx: typer.Context,
    query: Annotated[str, typer.Argument(help="A query (words, \"phrases\", -not, or, (groups), name: o: t: lang: s: r: c: id: mv pow tou kw: ft: a: year date ...), or - to read one query a line from stdin.")],
    lang: LangOption = None,
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, help="At most this many results.")] = 20,
    rulings: Annotated[bool, typer.Option("--rulings", help="Search rulings instead of cards.")] = False,
    rules: Annotated[bool, typer.Option("--rules", help="Search the Comprehensive Rules instead of cards.")] = False,
    as_json: JsonOption = False,
) -> None:
    """Full-text search over cards in every language (rulings with --rulings, rules with --rules)."""
    from lorehold.errors import UsageProblem

    langs = _langs(lang)
    if not query.strip():
        raise UsageProblem("an empty query: give words to search for (see lorehold search --help)")
    if rules:
        _search_rules(ctx, query, langs, limit, as_json)
        return
    searcher = _searcher(ctx)
    run = searcher.search_rulings if rulings else searcher.search
    if query == "-":
        # one query a line, one JSON line per query: a thousand lookups, one process start
        import orjson

        from lorehold.errors import LoreholdError

        out = sys.stdout
        asked = 0
        for line in sys.stdin:
            text = line.strip()
            if not text:
                continue
            asked += 1
            try:
                record = {"query": text, "results": [h.to_dict() for h in run(text, langs, limit)]}
            except LoreholdError as exc:
                record = {"query": text, "error": str(exc).split("\n")[0], "results": []}
            out.write(orjson.dumps(record).decode() + "\n")
        if not asked:
            raise UsageProblem("search -: no query on stdin (one query a line)")
        _warn_if_stale(ctx)
        return
    hits = run(query, langs, limit)
    _warn_if_stale(ctx)
    partial = bool(hits) and all(h.match == "partial" for h in hits)
    if as_json:
        record = {"query": query, "results": [h.to_dict() for h in hits]}
        if partial:
            record["partial"] = True
        emit_json(record)
        return
    if not hits:
        typer.echo("no results", err=True)
        return
    if partial:
        typer.echo("no card has every word; the nearest (most of the words):")
    for hit in hits:
        _echo_hit(hit, rulings)


def _search_rules(ctx, query, langs, limit, as_json) -> None:
    from lorehold.db.engine import get_engine
    from lorehold.rules.search import search_rules

    with get_engine(state(ctx).settings).connect() as conn:
        hits = search_rules(conn, query, langs[0] if langs else None, limit)
    if as_json:
        emit_json({"query": query, "results": hits})
    else:
        from lorehold.cli.rules import render_rule_hits

        render_rule_hits(hits)


@app.command()
def complete(
    ctx: typer.Context,
    prefix: Annotated[str, typer.Argument(help="The start of a card name, in any language.")],
    lang: LangOption = None,
    as_json: JsonOption = False,
) -> None:
    """Up to 20 card names starting with PREFIX, nearest first, in any language (or --lang)."""
    from lorehold.errors import UsageProblem
    from lorehold.search.completion import complete as run

    if not prefix.strip():
        raise UsageProblem("an empty prefix: give the start of a card name (see lorehold complete --help)")
    names = run(state(ctx).settings.index_dir, prefix, _langs(lang))
    _warn_if_stale(ctx)
    if as_json:
        emit_json([{"name": n.name, "language": n.language, "english_name": n.english_name} for n in names])
        return
    for n in names:
        tail = "" if n.name == n.english_name else f"  ({n.english_name})"
        typer.echo(f"{n.name}  [{n.language}]{tail}")


@app.command()
def translate(
    ctx: typer.Context,
    file: Annotated[str, typer.Argument(help="A decklist file ('4 Lightning Bolt' lines), or - for stdin.")] = "-",
    to: Annotated[str, typer.Option("--to", help="The language to print the names in.")] = ...,  # type: ignore[assignment]
    source: Annotated[Optional[str], typer.Option("--from", help="The list's language, when known (helps short or ambiguous names).")] = None,
    as_json: JsonOption = False,
) -> None:
    """Print a decklist with each card name in language --to; unknown names go to stderr (exit 1)."""
    from lorehold.errors import UnreadableSource
    from lorehold.search.translate import translate_decklist

    settings = state(ctx).settings
    if file == "-":
        data = sys.stdin.buffer.read()
    else:
        try:
            with open(file, "rb") as fh:
                data = fh.read()
        except OSError as exc:
            raise UnreadableSource(f"cannot read {file}: {exc.strerror}") from None
    text = decklist_text(data, "standard input" if file == "-" else file)
    langs = _langs([to])
    result = translate_decklist(settings, text, langs[0], _langs([source])[0] if source else None)
    _warn_if_stale(ctx)
    if as_json:
        emit_json(result.to_dict())
    else:
        for line in result.lines:
            typer.echo(line.output)
        for note in result.notes:  # names kept in English (the JSON has them as "notes")
            typer.echo(f"note: {note}", err=True)
    for problem in result.unresolved:
        typer.echo(f"unknown card on line {problem.number}: {problem.name}", err=True)
    if result.unresolved:
        raise typer.Exit(1)


def decklist_text(data: bytes, where: str) -> str:
    """A decklist's text: UTF-8 (with or without a byte order mark) or UTF-16 with its mark, as
    editors save text; anything else is refused in one line (UnreadableSource)."""
    from lorehold.errors import UnreadableSource

    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            pass
    else:
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            pass
        else:
            if "\x00" not in text:
                return text
    raise UnreadableSource(f"{where} is not a decklist in UTF-8 text (save it as UTF-8 and try again)")


index_app = typer.Typer(rich_markup_mode=None, cls=LoreholdGroup, help="The search index (derived from the database).", no_args_is_help=True)
app.add_typer(index_app, name="index")


@index_app.command("rebuild")
def index_rebuild(
    ctx: typer.Context,
    one_segment: Annotated[bool, typer.Option(
        "--one-segment", help="Merge each index into one segment: faster searches (for a server), "
                              "about twice the build's CPU and 1.7 GB peak on the full data.")] = False,
    as_json: JsonOption = False,
) -> None:
    """Build the search index from the database, from scratch."""
    from lorehold.cli.progress import spinner
    from lorehold.search.index import build

    with spinner("building the search index"):
        report = build(state(ctx).settings, one_segment=one_segment)
    if as_json:
        emit_json({"cards": report.cards, "rulings": report.rulings, "names": report.names,
                   "seconds": round(report.seconds, 1)})
    else:
        typer.echo(f"indexed {report.cards} cards, {report.rulings} rulings, {report.names} names "
                   f"in {report.seconds:.1f} s")


@index_app.command("check")
def index_check(
    ctx: typer.Context,
    sample: Annotated[int, typer.Option("--sample", min=0, help="How many cards to compare document by document.")] = 200,
    as_json: JsonOption = False,
) -> None:
    """Report whether the search index matches the database (counts and a sample of documents)."""
    from lorehold.search.index import check

    report = check(state(ctx).settings, sample=sample)
    if as_json:
        emit_json({"ok": report.ok, "counts": report.counts, "sampled": report.sampled, "problems": report.problems})
    else:
        for what, pair in report.counts.items():
            typer.echo(f"{what}: {pair['database']} in the database, {pair['index']} in the index")
        typer.echo(f"{report.sampled} sampled documents compared")
        for problem in report.problems:
            typer.echo(f"problem: {problem}")
        typer.echo("index matches the database" if report.ok else "index does not match the database: run lorehold index rebuild")
    if not report.ok:
        raise typer.Exit(1)
