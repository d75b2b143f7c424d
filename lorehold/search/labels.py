"""A card document's label (its English name, oracle id, rank and name in each language, packed
into one stored string) and which language a text hit matched in, from the terms it matched."""

from __future__ import annotations


LABEL_SEP = "\x1f"


def pack_label(d: dict):
    """A stored document's label as one string: English name, oracle id, rank, then language and
    name pairs (as a tuple when a name holds the separator or the rank is not a whole number)."""
    rank = d.get("r")
    parts = [d["n"], d["o"] or "", "" if rank is None else str(rank)]
    for lang, entry in d["l"].items():
        parts += (lang, entry[0] or "")
    packed = LABEL_SEP.join(parts)
    if packed.count(LABEL_SEP) != len(parts) - 1 or not (rank is None or type(rank) is int):
        return d["n"], d["o"], rank, {lang: entry[0] for lang, entry in d["l"].items()}
    return packed


def unpack_label(packed: str) -> tuple:
    parts = packed.split(LABEL_SEP)
    names = {lang: name or None for lang, name in zip(parts[3::2], parts[4::2])}
    return parts[0], parts[1] or None, int(parts[2]) if parts[2] else None, names


def label_head(label) -> tuple:
    """(English name, oracle id, EDHREC rank) of a label (``pack_label``'s), without its names."""
    if type(label) is not str:
        return label[:3]
    parts = label.split(LABEL_SEP, 3)
    return parts[0], parts[1] or None, int(parts[2]) if parts[2] else None


def matched_in(label, terms, langs, literal) -> tuple[str, str, frozenset]:
    """A text hit's language (the one it matched in), its name there and the words matched in
    it, from its label and matched (field, term) pairs."""
    english, _oracle_id, _rank, names = unpack_label(label) if type(label) is str else label
    by_lang, name_langs = matched_languages(terms)
    typed = {lang for lang, name in names.items() if name in literal} if literal else set()
    lang = pick_language(by_lang, name_langs | typed, langs, names, typed)
    name = names[lang] if lang in names else names["en"]
    return lang, name or english, frozenset(by_lang.get(lang, ()))


def matched_languages(terms) -> tuple[dict[str, set[str]], set[str]]:
    """From a hit's matched (field, term) pairs: language -> the words matched in it, and the
    languages whose names matched (numbers, keywords, sets tell no language)."""
    by_lang: dict[str, set[str]] = {}
    name_langs: set[str] = set()
    for fieldname, term in terms:
        if fieldname != "nk" and not fieldname.startswith(("name_", "text_", "type_", "flavor_", "ptext_", "ptype_", "self_")):
            continue
        word = term.decode("utf-8") if isinstance(term, bytes) else term
        if fieldname == "nk":  # an exact name (!"..."): "<lang>:<key>"
            lang = word.split(":", 1)[0]
            by_lang.setdefault(lang, set())
            name_langs.add(lang)
            continue
        kind, lang = fieldname.split("_", 1)
        by_lang.setdefault(lang, set()).add(word)
        if kind == "name":
            name_langs.add(lang)
    return by_lang, name_langs


def pick_language(by_lang, name_langs, scope, display, typed=frozenset()) -> str:
    """The language a hit matched in: a name typed exactly as printed, a name match, then most
    matched words, then the scope's order, then English."""
    candidates = [lang for lang in by_lang if lang in display]
    if scope and any(lang in display for lang in scope):
        # lang:de (or --lang de) shows the German printing, also when the words matched its
        # English name or Oracle text ("lang:de Lightning Bolt", "lang:de o:flying")
        candidates = [lang for lang in candidates if lang in scope]
    if candidates:
        order = list(scope or ()) + ["en"]
        return sorted(candidates, key=lambda lang: (lang not in typed, lang not in name_langs, -len(by_lang[lang]),
                                                     order.index(lang) if lang in order else len(order), lang))[0]
    for lang in scope or ():
        if lang in display:
            return lang
    return "en"
