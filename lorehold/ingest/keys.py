"""The name and ruling keys of a bundle: the names a card goes by in each language, which ruling
keys replace with a placeholder, and their folding ahead of the loader. Pure: nothing is read
or written.
"""

from __future__ import annotations

from lorehold.ingest.records import CardBundle, ParsedSource
from lorehold.text import name_key, ruling_key


def fold_ahead(parsed: ParsedSource) -> None:
    """Compute the name and ruling keys ``load`` will ask for, ahead of it: the read-ahead thread
    calls this while the writer waits on the database, and the keys' caches hand the results over.
    Pure: nothing is written."""
    for bundle in parsed.cards:
        card = bundle.card
        for name in (card.name, *(f.name for f in card.faces)):
            if name:
                name_key(name)
        for t in (*(t for p in bundle.printings for t in p.translations), *bundle.translations):
            name_key(t.name)
            for face in t.faces:
                if face.name:
                    name_key(face.name)
        if bundle.rulings and card.name:  # a nameless record's keys need its stored names
            names = names_by_language(bundle)
            for r in bundle.rulings:
                ruling_key(r.text, names.get(r.language, names["en"]))


def names_by_language(bundle: CardBundle, stored: list[str] | tuple[str, ...] = ()) -> dict[str, list[str]]:
    """The card's own names by language, which ruling keys replace with a placeholder. ``stored``:
    the found card's English names (card, then faces), first, for a bundle that does not give
    them itself or may give them otherwise (a page)."""
    by_language: dict[str, list[str]] = {"en": []}

    def add(language: str, name: str | None) -> None:
        if not name:
            return
        names = by_language.setdefault(language, [])
        for n in (name, *name.split(" // ")) if " // " in name else (name,):
            if n not in names:
                names.append(n)

    # the stored card's names first, in its order (card, then faces): a page calling Giant Killer //
    # Chop Down "Giant Killer" keys its rulings as the set data did, placeholder for placeholder
    for name in stored:
        add("en", name)
    add("en", bundle.card.name)
    for face in bundle.card.faces:
        add("en", face.name)
    if bundle.card.lookup and bundle.card.lookup.name:
        add(bundle.card.lookup.language or "en", bundle.card.lookup.name)
    if len(by_language) > 1 or any(r.language != "en" for r in bundle.rulings):
        for p in bundle.printings:
            for t in p.translations:
                add(t.language, t.name)
        for t in bundle.translations:
            add(t.language, t.name)
    return by_language
