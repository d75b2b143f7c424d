"""Text analysis for the search index and the name resolver: folding, tokens, stems, CJK bigrams.

Everything here is plain Python (no Whoosh import), so the name resolver can fold a name on the
cold ``card NAME`` path. ``Analyzer`` objects are also what the Whoosh schema calls: Whoosh only
needs a picklable callable that yields token objects.

The pipeline, the same at index and query time so both sides meet:

1. ``fold``: NFKC (full-width digits and punctuation as in Japanese texts, half-width katakana),
   case folding (``ß`` -> ``ss``), accent folding for Latin, Greek and Cyrillic letters (``ё`` ->
   ``е``, but not ``й``, which the Russian stemmer needs), typographic apostrophes to ``'``, and
   Traditional -> Simplified Chinese characters through OpenCC's character table (t2s).
2. Tokens: mana symbols (``{t}``), power/toughness changes (``+1/+1``), words, and runs of CJK or
   Hangul characters, which become overlapping two-character pieces (a one-character run stays
   one piece; at index time the run's last character is also kept alone, so a one-character
   query can be answered with a prefix query).
3. Words per language: French and Italian elision (``l'``, ``d'``, ``dell'``), apostrophes
   dropped (``emperor's`` -> ``emperors``), German umlaut spellings (``ae`` -> ``a``, as Lucene's
   GermanNormalizationFilter), Snowball stemming for en de fr it es pt ru; at index time German
   compounds also yield their parts (``artefaktkreatur`` -> ``artefakt``, ``kreatur``) from a
   vocabulary the index builder collects from the German texts (``set_german_parts``).
4. Text inside parentheses (reminder text) gets a lower weight (``REMINDER_BOOST``).
"""

from __future__ import annotations

import os
import re
import unicodedata

#: weight of a token inside parentheses (reminder text), relative to 1.0 for rules text
REMINDER_BOOST = 0.3
#: weight of the parts of a German compound, relative to the compound itself
COMPOUND_PART_BOOST = 0.5
#: the mark of an index term that is a word as written, not its stem
EXACT = "="
#: languages with a Snowball stemmer (Whoosh ships them)
STEMMED = ("en", "de", "fr", "it", "es", "pt", "ru")
#: languages written without spaces between words: bigram analysis
CJK_LANGS = ("ja", "ko", "zhs", "zht")

# ---------------------------------------------------------------------------------------------
# 1. folding

_APOSTROPHES = "\u2019\u2018\u02bc\u02bb`\u00b4\uff07\u201b\u2032"
_HYPHENS = "\u2010\u2011\u00ad"
_SPECIAL = {
    "ø": "o", "æ": "ae", "œ": "oe", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i",
    "ħ": "h", "ŧ": "t", "ŀ": "l",
}
# Ranges whose letters lose their accents: Latin-1 to Latin Extended-B, Greek, Cyrillic,
# Latin Extended Additional. CJK and Hangul are never decomposed (NFD would split Hangul
# syllables into jamo and strip Japanese voicing marks).
_FOLD_RANGES = ((0x00C0, 0x0250), (0x0370, 0x0400), (0x0400, 0x0530), (0x1E00, 0x1F00))
_KEEP = {"й"}

_fold_table: dict[int, str] | None = None


def _t2s_characters() -> dict[str, str]:
    """OpenCC's Traditional -> Simplified character table (first candidate of each entry)."""
    try:
        import opencc  # the package ships OpenCC's dictionaries as text files
    except ImportError:  # pragma: no cover - a declared dependency
        return {}
    path = os.path.join(os.path.dirname(opencc.__file__), "dictionary", "TSCharacters.txt")
    table: dict[str, str] = {}
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            parts = line.rstrip("\n").split("\t")
            if len(parts) == 2 and len(parts[0]) == 1:
                target = parts[1].split(" ")[0]
                if len(target) == 1 and target != parts[0]:
                    table[parts[0]] = target
    return table


def fold_table() -> dict[int, str]:
    """The character table applied after NFKC and case folding (built once, on first use)."""
    global _fold_table
    if _fold_table is None:
        table: dict[int, str] = {ord(c): "'" for c in _APOSTROPHES}
        table.update({ord(c): "-" for c in _HYPHENS})
        for lo, hi in _FOLD_RANGES:
            for cp in range(lo, hi):
                ch = chr(cp)
                if ch in _KEEP or not ch.isalpha():
                    continue
                if ch in _SPECIAL:
                    table[cp] = _SPECIAL[ch]
                    continue
                base = "".join(c for c in unicodedata.normalize("NFD", ch) if not unicodedata.combining(c))
                if base and base != ch:
                    table[cp] = base.casefold()
        for k, v in _SPECIAL.items():
            table[ord(k)] = v
        for trad, simp in _t2s_characters().items():
            table[ord(trad)] = simp
        _fold_table = table
    return _fold_table


def fold(text: str) -> str:
    """NFKC, case, accent and Traditional->Simplified folding: the form both sides compare in."""
    return unicodedata.normalize("NFKC", text).casefold().translate(fold_table())


_KEY_DROP = re.compile(r"['\u00b7\u30fb]")
_KEY_SPACE = re.compile(r"[^\w]+|_")


def name_key(name: str) -> str:
    """A name as words: folded, apostrophes dropped, other punctuation as spaces.

    >>> name_key("Emperor's Vanguard")
    'emperors vanguard'
    >>> name_key("Avant-garde de l’empereur")
    'avant garde de lempereur'
    """
    text = _KEY_DROP.sub("", fold(name))
    text = text.replace("'", "")
    return " ".join(_KEY_SPACE.sub(" ", text).split())


def compact_key(name: str) -> str:
    """``name_key`` without spaces: ``avantgardedelempereur`` whatever the punctuation typed."""
    return name_key(name).replace(" ", "")


# ---------------------------------------------------------------------------------------------
# 2. tokens

_CJK_CHARS = (
    "\u3005-\u3007\u3040-\u309f\u30a0-\u30fa\u30fc-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
    "\uf900-\ufaff\uac00-\ud7af\u1100-\u11ff\u3130-\u318f\U00020000-\U0002ffff"
)
_CJK_RUN = re.compile(f"[{_CJK_CHARS}]+")
#: what may stand between two CJK or Hangul characters of one run: spaces and sentence
#: punctuation (not parentheses, which open reminder text). A run goes on across them, so the
#: piece that spans them is indexed too: "破壊する。その" is the pieces of "破壊するその", and words
#: typed in text order meet the text across a sentence's end (and Korean across its spaces)
_BRIDGE = "\\s\u3001\u3002,.:;!?\u30fb\u300c-\u300f"
_BRIDGE_RUN = re.compile(f"[{_BRIDGE}]+")
_TOKEN = re.compile(
    r"(?P<sym>\{[^{}\s]{1,12}\})"
    r"|(?P<pt>[+\-\u2212]?[\dx*]+/[+\-\u2212]?[\dx*]+)"
    f"|(?P<cjk>[{_CJK_CHARS}]+(?:[{_BRIDGE}]+[{_CJK_CHARS}]+)*)"
    f"|(?P<word>[^\\W_{_CJK_CHARS}]+(?:['\\-][^\\W_{_CJK_CHARS}]+)*)"
    r"|(?P<open>\()|(?P<close>\))"
)


_NUMBER = re.compile(r"\d+")


def is_cjk(text: str) -> bool:
    """Whether the text holds any CJK or Hangul character."""
    return _CJK_RUN.search(text) is not None


# ---------------------------------------------------------------------------------------------
# 3. words per language

_german_parts: frozenset[str] = frozenset()
_CACHES: dict[str, tuple[dict, dict]] = {}


def set_german_parts(words) -> None:
    """Give the German analyzer the vocabulary compounds are split against (index time only)."""
    global _german_parts
    _german_parts = frozenset(words)
    for cache in _CACHES.get("de", ()):
        cache.clear()


def german_parts() -> frozenset[str]:
    return _german_parts


_GERMAN_UMLAUT = re.compile(r"(?<![eiqy])([aou])e")
_GERMAN_LINKS = ("s", "n", "en", "es", "e")
_MIN_PART = 4


def german_normalize(word: str) -> str:
    """``ae``/``oe``/``ue`` as the umlaut they spell (after accent folding made ``ä`` an ``a``)."""
    return _GERMAN_UMLAUT.sub(r"\1", word)


def split_compound(word: str, parts: frozenset[str], depth: int = 0) -> list[str]:
    """The parts of a German compound found in ``parts``, longest last part first; [] if none."""
    if depth > 2 or len(word) < 2 * _MIN_PART:
        return []
    for i in range(_MIN_PART, len(word) - _MIN_PART + 1):
        tail = word[i:]
        if tail not in parts:
            continue
        head = word[:i]
        heads = [head] + [head[: -len(link)] for link in _GERMAN_LINKS if head.endswith(link)]
        for h in heads:
            if len(h) >= _MIN_PART and h in parts:
                return [h, tail]
        for h in heads:
            sub = split_compound(h, parts, depth + 1)
            if sub:
                return sub + [tail]
    return []


def _stemmer(lang: str):
    from whoosh.lang.snowball import classes

    return classes[lang]().stem


class Analyzer:
    """One language's analysis, callable as a Whoosh analyzer.

    ``lang`` is a language code; languages without a stemmer get folding and bigrams only.
    """

    def __init__(self, lang: str = "generic"):
        self.lang = lang
        # word -> (term, extra terms); shared by every instance of a language, since Whoosh
        # unpickles its own copies of the schema's analyzers
        caches = _CACHES.setdefault(lang, ({}, {}))
        self._qcache, self._icache = caches
        self._stem = None

    # pickling (Whoosh stores the schema): only the language travels
    def __getstate__(self):
        return {"lang": self.lang}

    def __setstate__(self, state):
        self.__init__(state["lang"])

    def __eq__(self, other):
        return isinstance(other, Analyzer) and other.lang == self.lang

    def __hash__(self):
        return hash(("lorehold.Analyzer", self.lang))

    def __repr__(self):
        return f"Analyzer({self.lang!r})"

    def _word(self, word: str, index: bool) -> tuple[str, tuple[str, ...], str | None]:
        """(term, extra terms at the same position, the word as written) for one folded word;
        cached. The word as written (``=`` and the folded word, for the stemmed languages) is
        what a quoted phrase matches: "pioche une carte" is not "piochez une carte"."""
        lang = self.lang
        w = word
        if "'" in w:
            if lang in ("fr", "it"):
                w = w.rsplit("'", 1)[1] or w.replace("'", "")
            w = w.replace("'", "")
        extras: tuple[str, ...] = ()
        exact = None
        if lang in STEMMED:
            if self._stem is None:
                self._stem = _stemmer(lang)
            stem = self._stem
            exact = EXACT + w
            if lang == "de":
                w = german_normalize(w)
                if index and _german_parts:
                    extras = tuple(stem(p) for p in split_compound(w, _german_parts))
            term = stem(w)
            extras = tuple(e for e in extras if e != term)
        else:
            term = w
        result = (term, extras, exact)
        cache = self._icache if index else self._qcache
        if len(cache) < 500_000:
            cache[word] = result
        return result

    def terms(self, text: str, index: bool = True, exact: bool = False) -> list[tuple[str, int, float]]:
        """(term, position, boost) for each token of a text. ``index=False`` is the query side;
        ``exact`` (query side) gives the words as written instead of their stems."""
        out: list[tuple[str, int, float]] = []
        pos = -1
        depth = 0
        boost = 1.0
        for sym, pt, cjk, word, opening, closing in _TOKEN.findall(fold(text)):
            if word:
                pos = self._word_terms(word, pos, boost, index, exact, out)
            elif cjk:
                pos = _cjk_terms(cjk, pos, boost, index, out)
            elif opening:
                depth += 1
                boost = REMINDER_BOOST
            elif closing:
                if depth:
                    depth -= 1
                    if not depth:
                        boost = 1.0
            else:  # a mana symbol or a +N/+N
                pos = _symbol_terms(sym, pt, pos, boost, index, out)
        return out

    def _word_terms(self, word: str, pos: int, boost: float, index: bool, exact: bool, out: list) -> int:
        """A word's terms into ``out`` (a hyphenated word: its parts, and at index time the
        joined form at the first part's position); returns the last position."""
        add = out.append
        cache = self._icache if index else self._qcache
        word_of = self._word
        parts = [p for p in word.split("-") if p] if "-" in word else [word]
        joined = word_of("".join(parts), index)[0] if index and len(parts) > 1 else None
        for j, part in enumerate(parts):
            pos += 1
            term, extras, written = cache.get(part) or word_of(part, index)
            if exact and written:
                add((written, pos, boost))
                continue
            add((term, pos, boost))
            if index and written:
                add((written, pos, boost))
            for e in extras:
                add((e, pos, boost * COMPOUND_PART_BOOST))
            if j == 0 and joined and joined != term:
                add((joined, pos, boost))
        return pos

    def positions(self, text: str, base: int, poses: dict, extra: dict) -> int:
        """Index side of ``terms`` straight into ``poses`` (term -> positions, offset by
        ``base``) and ``extra`` (term -> weight beyond 1.0 a token); returns the last position.
        The same tokens as ``terms(text)``, without a tuple per token: most of a build's time."""
        cache = self._icache
        word_of = self._word
        pos = base - 1
        boost = 1.0
        depth = 0
        for sym, pt, cjk, word, opening, closing in _TOKEN.findall(fold(text)):
            if word and "-" not in word:
                pos += 1
                hit = cache.get(word)
                if hit is None:
                    hit = word_of(word, True)
                term = hit[0]
                plist = poses.get(term)
                if plist is None:
                    poses[term] = [pos]
                else:
                    plist.append(pos)
                if boost != 1.0:
                    extra[term] = extra.get(term, 0.0) + boost - 1.0
                written = hit[2]
                if written:
                    plist = poses.get(written)
                    if plist is None:
                        poses[written] = [pos]
                    else:
                        plist.append(pos)
                    if boost != 1.0:
                        extra[written] = extra.get(written, 0.0) + boost - 1.0
                for e in hit[1]:
                    poses.setdefault(e, []).append(pos)
                    extra[e] = extra.get(e, 0.0) + boost * COMPOUND_PART_BOOST - 1.0
            elif opening:
                depth += 1
                boost = REMINDER_BOOST
            elif closing:
                if depth:
                    depth -= 1
                    if not depth:
                        boost = 1.0
            else:
                # the rarer tokens (hyphenated words, CJK runs, symbols) take the general path
                start = pos
                for term, p, b in self.terms(sym or pt or cjk or word, index=True):
                    p += start + 1
                    poses.setdefault(term, []).append(p)
                    weight = b * boost  # b: 1.0, or a compound part's share
                    if weight != 1.0:
                        extra[term] = extra.get(term, 0.0) + weight - 1.0
                    pos = max(pos, p)
        return pos

    def words(self, text: str, exact: bool = False) -> list[str]:
        """The query-side terms of a text, in order (what a query word turns into); ``exact``:
        the words as written (a quoted phrase)."""
        return [t for t, _, _ in self.terms(text, index=False, exact=exact)]

    # -- Whoosh's analyzer protocol -------------------------------------------------------------
    def __call__(self, value, positions=False, chars=False, keeporiginal=False, removestops=True,
                 start_pos=0, start_char=0, tokenize=True, mode="", **kwargs):
        token = _Token()
        token.positions, token.chars, token.removestops, token.mode = positions, chars, removestops, mode
        for term, pos, boost in self.terms(value, index=mode != "query"):
            token.text = term
            token.pos = start_pos + pos
            token.boost = boost
            token.startchar = token.endchar = start_char
            yield token

    def clean(self):
        self._qcache.clear()
        self._icache.clear()


class _Token:
    """The token object Whoosh reads (text, pos, boost, ...); one instance reused per call."""

    __slots__ = ("text", "pos", "boost", "startchar", "endchar", "stopped", "positions", "chars",
                 "removestops", "mode", "original")

    def __init__(self):
        self.stopped = False
        self.boost = 1.0
        self.original = ""


def _cjk_terms(run: str, pos: int, boost: float, index: bool, out: list) -> int:
    """A CJK or Hangul run's overlapping two-character pieces into ``out`` (across the spaces
    and punctuation inside the run, which are dropped); at index time also the last character
    of each stretch between them alone, at its last piece's position (phrases unaffected).
    Returns the last position."""
    add = out.append
    stretches = [p for p in _BRIDGE_RUN.split(run) if p]
    chars = "".join(stretches)
    if len(chars) == 1:
        add((chars, pos + 1, boost))
        return pos + 1
    first = pos + 1
    for i in range(len(chars) - 1):
        pos += 1
        add((chars[i: i + 2], pos, boost))
    if index:
        end = 0
        for stretch in stretches:
            end += len(stretch)
            # the piece ending with the stretch's last character (the first piece for a
            # one-character stretch at the start)
            add((chars[end - 1], first + max(end - 2, 0), boost))
    return pos


def _symbol_terms(sym: str, pt: str, pos: int, boost: float, index: bool, out: list) -> int:
    """A mana symbol or a +N/+N into ``out`` (at index time a +N/+N's numbers too: text copied
    without its sign and slash); returns its position."""
    pos += 1
    token = (sym or pt).replace("\u2212", "-")
    out.append((token, pos, boost))
    if pt and index:
        for number in dict.fromkeys(_NUMBER.findall(pt)):
            out.append((number, pos, boost))
    return pos


_INSTANCES: dict[str, Analyzer] = {}


def vocabulary(lang: str) -> set[str]:
    """The folded words this process has analyzed for the index in ``lang`` (before stemming):
    what the index builder keeps to tell which languages a query's words belong to."""
    caches = _CACHES.get(lang)
    return set(caches[1]) if caches else set()


def surface_words(text: str) -> list[str]:
    """The folded words of a text as ``vocabulary`` holds them (hyphenated words as parts)."""
    out = []
    for _sym, _pt, _cjk, word, _o, _c in _TOKEN.findall(fold(text)):
        if word:
            out.extend(p for p in word.split("-") if p)
    return out


def analyzer_for(lang: str) -> Analyzer:
    """The shared analyzer of a language code (CJK languages share one, unstemmed ones another)."""
    key = lang if lang in STEMMED else ("cjk" if lang in CJK_LANGS else "generic")
    inst = _INSTANCES.get(key)
    if inst is None:
        inst = _INSTANCES[key] = Analyzer(key)
    return inst
