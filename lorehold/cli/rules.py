"""The ``rule`` command: a Comprehensive Rules entry by number or keyword, in a language, or what
changed in it since an earlier version."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Optional

import typer

from lorehold.cli.base import app, emit_json, state
from lorehold.errors import LoreholdError


@app.command()
def rule(
    ctx: typer.Context,
    query: Annotated[str, typer.Argument(help="A rule number (701.44, 701, 7) or a keyword or glossary term (explore, 勘察).")],
    lang: Annotated[Optional[str], typer.Option("--lang", "-l", help="Show the rule in this language (e.g. zhs), when a translation was ingested.")] = None,
    diff: Annotated[Optional[str], typer.Option("--diff", help="Show what changed since the version in force on this ISO date, across renumbering.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of text.")] = False,
) -> None:
    """A Comprehensive Rules entry with its subrules and glossary entry, or what changed since a version."""
    from lorehold.db.sqlite_reads import connect
    from lorehold.rules.diff import diff_rule
    from lorehold.rules.lookup import lookup_rule

    language = None
    if lang:
        from lorehold.languages import normalize_language

        language = normalize_language(lang)
    since = _date(diff) if diff else None
    with connect(state(ctx).settings) as conn:
        data = diff_rule(conn, query, since, language) if since else lookup_rule(conn, query, language)
    if as_json:
        emit_json(data)
    elif since:
        render_diff(data)
    else:
        render_rule(data)


def _date(value: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except ValueError:
        raise LoreholdError(f"--diff {value!r} is not an ISO date (YYYY-MM-DD)") from None


def _head(entry: dict) -> str:
    number = entry["number"]
    return f"{number}." if entry["kind"] in ("section", "chapter", "rule") else number


def _print_entry(echo, entry: dict, indent: str = "") -> None:
    lines = entry["text"].split("\n")
    echo(f"{indent}{_head(entry)} {lines[0]}")
    for line in lines[1:]:
        echo(f"{indent}     {line}")
    for example in entry["examples"]:
        echo(f"{indent}     Example: {example}")


def render_rule(data: dict) -> None:
    echo = typer.echo
    date = data["effective_date"] or "undated"
    echo(f"Comprehensive Rules ({data['language']}, effective {date})")
    _print_entry(echo, data)
    for child in data["children"]:
        _print_entry(echo, child)
    if data.get("english"):
        en = data["english"]
        echo(f"English ({en['effective_date']}): {en['number']} {en['text'].splitlines()[0]}")
    for entry in data["glossary"]:
        echo(f"Glossary: {entry['term']}: {entry['definition']}")
    if data.get("note"):
        echo(f"Note: {data['note']}")
    others = [h for h in data.get("history", []) if (h["language"], h["effective_date"]) != (data["language"], data["effective_date"])]
    if others:
        echo("In other versions: " + ", ".join(f"{h['number']} ({h['language']} {h['effective_date'] or 'undated'})" for h in others))


def render_diff(data: dict) -> None:
    echo = typer.echo
    echo(f"Changes in {data['query']!r} ({data['language']}) from {data['from']} to {data['to']}:")
    if not data["changes"]:
        echo("  none")
    for change in data["changes"]:
        kinds = ", ".join(change["change"])
        old, new = change.get("old"), change.get("new")
        if old and new and old["number"] != new["number"]:
            where = f"{old['number']} -> {new['number']}"
        else:
            where = (new or old)["number"]
        echo(f"  {where}  [{kinds}]")
        if "added" in change["change"]:
            echo(f"      + {new['text']}")
        elif "removed" in change["change"]:
            echo(f"      - {old['text']}")
        elif "text_diff" in change:
            echo(f"      {change['text_diff']}")
        elif "reworded" in change["change"]:
            echo("      (examples changed)")
    echo(f"  {data['unchanged']} unchanged")


def render_rule_hits(hits: list[dict]) -> None:
    """Text output of ``search --rules`` (``lorehold.rules.search.search_rules`` results)."""
    echo = typer.echo
    if not hits:
        echo("no rules match")
        return
    first = hits[0]
    echo(f"Comprehensive Rules ({first['language']}, effective {first['effective_date'] or 'undated'})")
    for hit in hits:
        label = hit["number"] if hit["kind"] == "rule" else f"Glossary: {hit['term']}"
        text = hit["text"].split("\n")[0]
        echo(f"{label}  {text}")
