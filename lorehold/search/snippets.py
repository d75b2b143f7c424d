"""Snippets: a window of a card's (or ruling's) text around the first word a query matched, with
the matched words' spans (character offsets) to highlight."""

from __future__ import annotations

import re

from lorehold.search.analysis import analyzer_for, fold, is_cjk

SNIPPET_CHARS = 160

_WORDS = re.compile(r"\{[^{}\s]{1,12}\}|[+\-−]?[\dXx*]+/[+\-−]?[\dXx*]+|[^\W_]+(?:['’\-][^\W_]+)*")

#: (language, word) -> its index terms: snippets analyze the same few thousand words again and again
_STEMS: dict[tuple[str, str], tuple[str, ...]] = {}
_STEMS_MAX = 200_000


def clip(text: str) -> str:
    """The text on one line, cut to SNIPPET_CHARS (with an ellipsis when cut)."""
    text = " ".join(text.split())
    return text if len(text) <= SNIPPET_CHARS else text[: SNIPPET_CHARS - 1].rstrip() + "…"


def highlight(text: str, lang: str, terms: set[str]) -> tuple[str, list[tuple[int, int]]]:
    """A window of ``text`` around the first matched word, and the matched spans within it
    (character offsets). ``terms`` are index terms (stemmed, folded) of ``lang``'s analyzer."""
    flat = " ".join(text.split())
    if not terms:
        return clip(flat), []
    spans = _matched_spans(flat, lang, terms)
    if not spans:
        return clip(flat), []
    return _window(flat, _merge(spans))


def _matched_spans(flat: str, lang: str, terms: set[str]) -> list[tuple[int, int]]:
    """The spans of the words of ``flat`` whose index terms are among ``terms``."""
    analyzer = analyzer_for(lang)
    spans: list[tuple[int, int]] = []
    for m in _WORDS.finditer(flat):
        word = m.group()
        if is_cjk(word):
            for run in re.finditer(r"\S+", word):
                _cjk_spans(run.group(), m.start() + run.start(), terms, spans)
            continue
        key = (lang, word)
        stems = _STEMS.get(key)
        if stems is None:
            if len(_STEMS) > _STEMS_MAX:
                _STEMS.clear()
            stems = _STEMS[key] = tuple(t for t, _, _ in analyzer.terms(word, index=False)) + \
                tuple(t for t, _, _ in analyzer.terms(word, index=False, exact=True))
        if any(t in terms for t in stems):
            spans.append((m.start(), m.end()))
    return spans


def _window(flat: str, spans: list[tuple[int, int]]) -> tuple[str, list[tuple[int, int]]]:
    """SNIPPET_CHARS of ``flat`` from a little before the first span, and the spans inside it."""
    start = max(0, spans[0][0] - SNIPPET_CHARS // 3)
    if start:
        space = flat.rfind(" ", 0, start)
        start = space + 1 if space >= 0 and start - space < 20 else start
    end = min(len(flat), start + SNIPPET_CHARS)
    window = flat[start:end]
    prefix = "…" if start else ""
    suffix = "…" if end < len(flat) else ""
    shift = len(prefix) - start
    inside = [(a + shift, b + shift) for a, b in spans if a >= start and b <= end]
    return prefix + window + suffix, inside


def _cjk_spans(run: str, offset: int, terms: set[str], spans: list) -> None:
    """The matched one- and two-character pieces of a run of CJK characters."""
    folded = fold(run)
    if len(folded) != len(run):  # NFKC changed the length: compare piece by piece anyway
        folded = "".join(fold(ch)[:1] or ch for ch in run)
    for i in range(len(folded) - 1):
        if folded[i: i + 2] in terms:
            spans.append((offset + i, offset + i + 2))
    for i, ch in enumerate(folded):
        if ch in terms:
            spans.append((offset + i, offset + i + 1))


def _merge(spans):
    """Overlapping spans as one."""
    spans.sort()
    out = [spans[0]]
    for a, b in spans[1:]:
        if a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out
