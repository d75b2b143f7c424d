"""The query language as tables: strings -> trees, strings -> query objects, strings -> errors."""

import pytest

from lorehold.errors import InvalidQuery
from lorehold.search import query as q
from lorehold.search.query import parse_query
from lorehold.search.syntax import And, Exact, Field, Not, Or, Word, parse


def shape(node):
    """A compact, position-free picture of a tree."""
    if isinstance(node, Word):
        return f'"{node.text}"' if node.quoted else node.text
    if isinstance(node, Exact):
        return f"!{node.text}"
    if isinstance(node, Field):
        return f"{node.name}{node.op}{node.value}"
    if isinstance(node, Not):
        return ("not", shape(node.child))
    if isinstance(node, And):
        return ("and",) + tuple(shape(c) for c in node.children)
    if isinstance(node, Or):
        return ("or",) + tuple(shape(c) for c in node.children)
    raise AssertionError(node)


@pytest.mark.parametrize(
    "text, tree",
    [
        ("explore", "explore"),
        ("deals combat damage", ("and", "deals", "combat", "damage")),
        ('"combat damage" explores', ("and", '"combat damage"', "explores")),
        ("-t:creature", ("not", "type:creature")),
        ("explore -t:creature set:xln", ("and", "explore", ("not", "type:creature"), "set:xln")),
        ("a or b", ("or", "a", "b")),
        ("or cast a spell", ("and", "or", "cast", "a", "spell")),  # at an end, "or" is a word
        ("attack or", ("and", "attack", "or")),
        ("(a or) b", ("and", ("and", "a", "or"), "b")),
        ("a b OR c", ("or", ("and", "a", "b"), "c")),
        ("a and b", ("and", "a", "b")),
        ("(a or b) c", ("and", ("or", "a", "b"), "c")),
        ("-(a or b)", ("not", ("or", "a", "b"))),
        ('!"Emperor\'s Vanguard"', "!Emperor's Vanguard"),
        ("!Explore", "!Explore"),
        ('o:"erkundet" lang:de t:kreatur', ("and", "oracle:erkundet", "lang:de", "type:kreatur")),
        ("n:vanguard name:emperor", ("and", "name:vanguard", "name:emperor")),
        ("oracle:explores l:ja", ("and", "oracle:explores", "lang:ja")),
        ("type:Human e:rix s:XLN", ("and", "type:Human", "set:rix", "set:XLN")),
        ("r:mythic r>=rare", ("and", "rarity:mythic", "rarity>=rare")),
        ("c:rg id<=esper color=c", ("and", "color:rg", "identity<=esper", "color=c")),
        ("mv>=3 cmc<2 pow=4 tou!=1 mv:0", ("and", "mv>=3", "mv<2", "pow=4", "tou!=1", "mv:0")),
        ("kw:flying ft:dragon a:Avon", ("and", "keyword:flying", "flavor:dragon", "artist:Avon")),
        ("year>=2018 date<2019-01-01", ("and", "year>=2018", "date<2019-01-01")),
        ("o:{T} o:+1/+1", ("and", "oracle:{T}", "oracle:+1/+1")),
        ("-1/-1", "-1/-1"),  # a minus before a digit is part of the word
        ("Circle of Protection: Red", ("and", "Circle", "of", "Protection:", "Red")),
        ("“curly quotes”", '"curly quotes"'),
        ("勘察", "勘察"),
        ("皇帝的先鋒 lang:zht", ("and", "皇帝的先鋒", "lang:zht")),
    ],
)
def test_parse(text, tree):
    assert shape(parse(text)) == tree


@pytest.mark.parametrize(
    "text, position, reason",
    [
        ("", 1, "the query is empty"),
        ("   ", 1, "the query is empty"),
        ('o:"unclosed', 3, "unterminated quote"),
        ("(a or b", 1, "'(' is never closed"),
        ("a or b)", 7, "unmatched ')'"),
        ("()", 2, "empty parentheses"),
        ("(or a", 1, "'(' is never closed"),
        ("a - b", 3, "'-' needs a term right after it"),
        ("foo:bar", 1, "unknown field 'foo'"),
        ("t: creature", 1, "'t:' needs a value"),
        ("!", 1, "'!' needs a name right after it"),
        ("lang:klingon", 6, "unknown language 'klingon'"),
        ("mv>=three", 5, "'mv' compares with a number, not 'three'"),
        ("year=20x8", 6, "'year' compares with a number"),
        ("c:purple", 3, "'purple' is not a colour"),
        ("r:legendary", 3, "unknown rarity 'legendary'"),
        ("date>=2018-13-01", 7, "'2018-13-01' is not a date"),
        ("o>3", 1, "'oracle' takes ':' (not '>')"),
        ("s:x", 3, "'x' is not a set code"),
        ("new:art", 5, "new:art is not supported"),
        ("new:color", 5, "unknown 'new:color' (known: rarity, frame, flavor, language)"),
        ("new>rarity", 1, "'new' takes ':'"),
    ],
)
def test_errors(text, position, reason):
    with pytest.raises(InvalidQuery) as info:
        parse_query(text)
    message = str(info.value)
    assert f"position {position}:" in message
    assert reason in message
    # the message shows the query with a caret under the problem
    lines = message.split("\n")
    assert lines[1] == text and lines[2].index("^") == position - 1


@pytest.mark.parametrize(
    "text, expected",
    [
        ("lang:de", q.LangQ("de")),
        ("lang:German", q.LangQ("de")),
        ("l:zh-TW", q.LangQ("zht")),
        ("lang:jp", q.LangQ("ja")),
        ("s:XLN", q.SetQ("xln")),
        ("r:m", q.RarityQ(":", "mythic")),
        ("r>=rare", q.RarityQ(">=", "rare")),
        ("c:gr", q.ColorQ("colors", ":", "rg")),
        ("c:azorius", q.ColorQ("colors", ":", "wu")),
        ("id<=esper", q.ColorQ("identity", "<=", "wub")),
        ("c:colorless", q.ColorQ("colors", ":", "")),
        ("c:m", q.ColorQ("colors", ":", "m")),
        ("mv>=3", q.NumberQ("mv", ">=", 3.0)),
        ("cmc=0.5", q.NumberQ("mv", "=", 0.5)),
        ("year<2000", q.NumberQ("year", "<", 1999.0 + 1)),
        ("date>=2018-01-19", q.DateQ(">=", 20180119, 20180119)),
        ("date:2018", q.DateQ(":", 20180101, 20181231)),
        ("date<2018-02", q.DateQ("<", 20180201, 20180231)),
        ("kw:Explore", q.KeywordQ("explore")),
        ('!"Imperiale Vorhut"', q.ExactNameQ("Imperiale Vorhut", None)),
        ("o:erkundet", q.TextQ("oracle", "erkundet", False, None)),
        ('ft:"the sun"', q.TextQ("flavor", "the sun", True, None, exact=True)),
        ("lang:any", q.AllQ([])),
        ("new:Rarity", q.PrintFactQ("new", ":", "rarity")),
        ("new:language", q.PrintFactQ("new", ":", "language")),
    ],
)
def test_compile(text, expected):
    assert parse_query(text) == expected


def test_lang_scopes_the_text_terms_beside_it():
    got = parse_query('o:"erkundet" lang:de t:kreatur')
    assert got == q.AllQ([
        q.TextQ("oracle", "erkundet", True, ("de",), True),
        q.LangQ("de"),
        q.TextQ("type", "kreatur", False, ("de",)),
    ])
    # --lang outside the query scopes everything (not narrowed across an "or"), and is a
    # condition as lang: is: a printing in that language
    got = parse_query("explore or lang:de erkundet", langs=("en",))
    assert got == q.AllQ([q.AnyQ([
        q.TextQ("any", "explore", False, ("en",)),
        q.AllQ([q.LangQ("de"), q.TextQ("any", "erkundet", False, ("en",))]),
    ]), q.LangQ("en")])


@pytest.mark.parametrize(
    "text, reason",
    [
        ("t:creature", "'type:' does not apply to rulings"),
        ('!"Explore"', "does not apply to rulings"),
    ],
)
def test_rulings_errors(text, reason):
    with pytest.raises(InvalidQuery, match=reason):
        parse_query(text, rulings=True)


def test_rulings_accept_words_and_dates():
    got = parse_query("left the battlefield date>=2019-01-01", rulings=True)
    assert isinstance(got, q.AllQ) and got.children[-1] == q.DateQ(">=", 20190101, 20190101)


@pytest.mark.parametrize(
    "text, bare",
    [
        ("Emperor's Vanguard", "Emperor's Vanguard"),
        ("Imperiale Vorhut", "Imperiale Vorhut"),
        ("皇帝的先鋒", "皇帝的先鋒"),
        ('"Emperor\'s Vanguard"', None),
        ("explore t:creature", None),
        ("a or b", None),
    ],
)
def test_bare_text(text, bare):
    assert q.bare_text(parse(text)) == bare


@pytest.mark.parametrize("text, expected", [
    ("st:core", q.PrintFactQ("settype", ":", "core")),
    ("settype:Duel_Deck", q.PrintFactQ("settype", ":", "duel_deck")),
    ("st:draft-innovation", q.PrintFactQ("settype", ":", "draft_innovation")),
])
def test_set_type(text, expected):
    assert parse_query(text) == expected


@pytest.mark.parametrize("text, position, reason", [
    ("st:42", 4, "'42' is not a set type"),
    ("st>core", 1, "'settype' takes ':'"),
])
def test_set_type_errors(text, position, reason):
    with pytest.raises(InvalidQuery) as info:
        parse_query(text)
    assert f"position {position}:" in str(info.value) and reason in str(info.value)


def test_set_types_are_kept_by_an_update_and_missing_ones_ask_for_a_rebuild():
    from lorehold.errors import IndexMissing
    from lorehold.search.prints import CARD_COLUMNS, COLUMNS, SET_TYPES, Prints, merge_prints

    def columns(rows, set_types):
        out = {c: [] for c in COLUMNS}
        for card, set_code in rows:
            for c in COLUMNS:
                out[c].append({"card": card, "set": set_code, "date": 0, "flavor": 0}.get(c, ""))
        out["flavor_texts"] = []
        out["cards"] = {c: [] for c in CARD_COLUMNS}
        if set_types is not None:
            out[SET_TYPES] = set_types
        return out

    old = columns([(1, "m12"), (2, "xln")], {"m12": "core", "xln": "expansion"})
    new = columns([(2, "xln"), (2, "ddu")], {"xln": "expansion", "ddu": "duel_deck"})
    merged = Prints(merge_prints(old, [2], new))
    assert merged.set_type("duel_deck") == {2} and merged.set_type("core") == {0}
    before = Prints(columns([(1, "m12")], None))  # an index written before st:
    with pytest.raises(IndexMissing, match="index rebuild"):
        before.set_type("core")
