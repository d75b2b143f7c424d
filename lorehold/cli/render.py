"""Text output of cards, rulings and stats with rich."""

from __future__ import annotations

from lorehold.languages import language_name


def _console():
    from rich.console import Console

    class _Console(Console):
        def on_broken_pipe(self) -> None:  # rich exits 1; a closed pipe is not an error (the CLI exits 0)
            self.quiet = True
            raise BrokenPipeError

    return _Console(highlight=False, soft_wrap=True)


def render_card(card: dict) -> None:
    from rich.markup import escape

    console = _console()
    cost = f"  {card['mana_cost']}" if card.get("mana_cost") else ""
    console.print(f"[bold]{escape(card['name'])}[/bold]{escape(cost)}")
    if card.get("type_line"):
        console.print(escape(card["type_line"]))
    if card.get("oracle_text"):
        console.print(escape(card["oracle_text"]))
    stats = "/".join(x for x in (card.get("power"), card.get("toughness")) if x is not None)
    if stats:
        console.print(stats)
    if card.get("loyalty"):
        console.print(f"Loyalty: {card['loyalty']}")
    console.print(f"[dim]oracle id {card.get('oracle_id') or '(none)'}[/dim]")
    if card["translations"]:
        console.print(f"[bold]Translations[/bold] ({len(card['translations'])})")
        for t in card["translations"]:
            printings = ", ".join(t["printings"][:6]) + (" …" if len(t["printings"]) > 6 else "")
            type_line = f" — {escape(t['type_line'])}" if t.get("type_line") else ""
            console.print(f"  [bold]{t['language']}[/bold]  {escape(t['name'])}{type_line}  [dim]{printings}[/dim]")
            if t.get("text"):
                for line in t["text"].splitlines():
                    console.print(f"        {escape(line)}")
    if card["printings"]:
        console.print("[bold]Printings[/bold]")
        for p in card["printings"]:
            console.print(f"  {p['set']}/{p['number']}  {escape(p.get('set_name') or '')}  {p.get('release_date') or ''}  {p.get('rarity') or ''}  [dim]{' '.join(p['languages'])}[/dim]")
            for page in p.get("page_texts", []):  # what a captured page says of this printing
                console.print(f"        [dim]page:[/dim] {escape(page['set_name'])}  [dim]{escape(page['url'])}[/dim]")
                if page.get("printed_text"):
                    console.print(f"        [dim]printed:[/dim] {escape(page['printed_text'])}")
    if card.get("rules"):
        console.print("[bold]Rules[/bold]  " + escape(", ".join(f"{r['keyword']}: {r['rule']}" for r in card["rules"])))
    if card["rulings"]:
        render_rulings(None, card["rulings"], console)


def render_rulings(name: str | None, rulings: list[dict], console=None) -> None:
    from rich.markup import escape

    console = console or _console()
    console.print(f"[bold]Rulings{' for ' + escape(name) if name else ''}[/bold] ({len(rulings)})")
    for r in rulings:
        sources = ", ".join(sorted({s["source"] for s in r["sources"]}))
        lang = "" if r["language"] == "en" else f" [{r['language']}]"
        console.print(f"  {r['date'] or '(undated)'}{lang}  {escape(r['text'])}  [dim]({sources})[/dim]")


def render_stats(data: dict) -> None:
    console = _console()
    for key in ("cards", "faces", "printings", "sets", "set_translations", "translations", "rulings", "ruling_sources", "sources"):
        console.print(f"{key:<18} {data[key]:>9,}")
    if data["translations_by_language"]:
        console.print("translations by language:")
        for code, n in sorted(data["translations_by_language"].items(), key=lambda kv: -kv[1]):
            console.print(f"  {code:<5} {language_name(code):<22} {n:>9,}")
    if data.get("failed_sources"):
        console.print(f"failed sources     {data['failed_sources']:>9,}")
