"""Captured pages (page-33): a card's rulings in developers' tools' output (fresh-47's remaining misses). An HTTP
session whose JSON answer gives each day twice (ISO and the Accept-Language's display form); pytest's full diff of two
lists of rulings (pprint's split literals, "- "/"+ " lines); parquet-tools' ``cat`` (days since 1970 under a DATE
column) and ``show`` (a box whose header rule is inside the borders); the sqlite3 shell's box mode, its prompts
starting commands; ``git log -p`` of a rulings file (the file added whole, then a hunk adding one ruling) and cgit's
commit page; a service's slog JSON, logfmt and Python logging lines; Datasette's JSON (columns and rows); ``yq -y``'s
YAML in a console; mongosh's printed document. The tools' own days (headers, commit, log and fetch times, the file's
mtime) date no ruling.
Written for the test from the sample sets' MTGJSON data."""

from __future__ import annotations

import datetime as dt
import json
import pprint

from tests.test_pages_dating import FR_MONTHS, GEISTS, read, rulings_of

_EPOCH = dt.date(1970, 1, 1)


def _rulings(bundle) -> set[tuple]:
    return {(r.date, r.text) for r in bundle.rulings}


def _fr(d: dt.date) -> str:
    return f"{d.day} {FR_MONTHS[d.month - 1]} {d.year}"


def test_an_http_session_s_json_answer_with_each_day_twice() -> None:
    """HTTPie's verbose session: the request, the answer's headers (Date, Last-Modified, Expires), then the JSON body
    whose rulings each give their day as ISO and as the French display form: one day, not two."""
    body = {"card": {"name": "Dungeon Geists", "lang": "fr", "printed_name": "Geists du donjon"},
            "data": [{"object": "ruling", "source": "wotc", "published_at": d.isoformat(),
                      "published_at_display": _fr(d), "comment": t} for d, t in GEISTS],
            "generated_at": "2026-01-15T19:54:38Z"}
    page = ("$ https -v rulings.example/v2/cards/dka-36/rulings Accept-Language:fr-FR\n"
            "GET /v2/cards/dka-36/rulings HTTP/1.1\nAccept: */*\nAccept-Language: fr-FR\nHost: rulings.example\n"
            "User-Agent: HTTPie/3.2.2\n\n\n\nHTTP/1.1 200 OK\nContent-Language: fr-FR\nContent-Type: application/json\n"
            "Date: Wed, 21 Jan 2026 11:02:14 GMT\nExpires: Thu, 22 Jan 2026 11:02:14 GMT\n"
            "Last-Modified: Thu, 15 Jan 2026 19:54:38 GMT\n\n" + json.dumps(body, indent=4, ensure_ascii=False) + "\n")
    assert _rulings(read(page, "session.txt")) == set(GEISTS)


def test_pytest_s_full_diff_of_two_lists_of_rulings() -> None:
    """A failing test's explanation: the one-line assertion (truncated as pytest truncates it), then "Full diff:",
    the lists in pprint's layout (long strings split into adjacent literals), the ruling one side lacks marked "- "."""
    got = [{"date": d.isoformat(), "text": t} for d, t in GEISTS[:2]]
    want = [{"date": d.isoformat(), "text": t} for d, t in GEISTS]
    diff = []
    for k, line in enumerate(pprint.pformat(want, width=80).split("\n")):
        missing = k >= len(pprint.pformat(got, width=80).split("\n")) - 1 and line.strip() != "]"
        diff.append(f"E         {'-' if missing else ' '} {line}")
    page = ("tests/test_rulings.py::test_rulings_match[DKA-36] FAILED\n\n"
            "    def test_rulings_match(card):\n>       assert fetched == card.rulings\n"
            f"E       AssertionError: assert {str(got)[:60]}...\nE         \nE         Full diff:\n" + "\n".join(diff) +
            "\n\ntests/test_rulings.py:31: AssertionError\n"
            "2026-10-18 20:47:23 [    INFO] rulings.client: GET /v2/cards/dka-36/rulings (cassette recorded 2026-08-23)\n"
            "========================= 1 failed, 2 passed in 1.09s ==========================\n")
    assert any(line.endswith("'") and line.split("'")[1][-1:] == " " for line in diff)  # (a string split over lines)
    assert any(line.startswith("E         - ") for line in diff)
    assert _rulings(read(page, "pytest.txt")) == set(GEISTS)


def test_parquet_tools_cat_s_days_since_1970() -> None:
    """parquet-tools ``meta`` declares the column a DATE; ``cat`` prints each record's fields "name = value", the day
    as the number of days since 1970, the fetch time in microseconds."""
    records = "\n\n".join(f"name = Dungeon Geists\ndate = {(d - _EPOCH).days}\ntext = {t}\nfetched_at = 1774241657376203"
                          for d, t in GEISTS)
    page = ("$ ls -l --time-style=long-iso rulings-dka.parquet\n-rw-r--r-- 1 s s 8021 2026-04-04 00:11 rulings-dka.parquet\n"
            "$ parquet-tools meta rulings-dka.parquet\nfile:        file:/home/s/rulings-dka.parquet\n\n"
            "file schema: spark_schema\n" + "-" * 80 + "\nname:        OPTIONAL BINARY L:STRING R:0 D:1\n"
            "date:        OPTIONAL INT32 L:DATE R:0 D:1\ntext:        OPTIONAL BINARY L:STRING R:0 D:1\n"
            "fetched_at:  OPTIONAL INT64 L:TIMESTAMP(MICROS,true) R:0 D:1\n\n"
            f"$ parquet-tools cat rulings-dka.parquet\n{records}\n")
    assert _rulings(read(page, "parquet.txt")) == set(GEISTS)


def test_parquet_tools_show_s_box_a_row_a_line() -> None:
    """parquet-tools ``show``: tabulate's psql box, the rule under the header inside the borders ("|---+---|"), a
    row a line with no border between rows."""
    width = max(len(t) for _, t in GEISTS)
    rule = f"+{'-' * 16}+{'-' * 12}+{'-' * (width + 2)}+{'-' * 27}+"
    rows = "\n".join(f"| Dungeon Geists | {d.isoformat()} | {t.ljust(width)} | 2026-02-27 15:05:48+00:00 |" for d, t in GEISTS)
    page = (f"$ parquet-tools show rulings-dka.parquet\n{rule}\n| name           | date       | {'text'.ljust(width)} | "
            f"fetched_at                |\n{rule.replace('+', '|', 1)[:-1]}|\n{rows}\n{rule}\n")
    assert _rulings(read(page, "show.txt")) == set(GEISTS)


def test_the_sqlite_shell_s_box_mode_and_its_prompts() -> None:
    """sqlite3's ``.mode box``: a table drawn with box-drawing characters, a row a line; the timer's line ("Run Time:
    …") does not run on into the next prompt's command."""
    width = max(len(t) for _, t in GEISTS)
    top, mid, bottom = (f"{a}{'─' * 16}{b}{'─' * 12}{b}{'─' * (width + 2)}{c}" for a, b, c in ("┌┬┐", "├┼┤", "└┴┘"))
    rows = "\n".join(f"│ Dungeon Geists │ {d.isoformat()} │ {t.ljust(width)} │" for d, t in GEISTS)
    page = ("$ sqlite3 var/cards.sqlite3\nSQLite version 3.45.1 2024-01-30 16:01:20\nEnter \".help\" for usage hints.\n"
            "sqlite> .mode box\nsqlite> .timer on\nsqlite> SELECT date, version FROM meta;\n"
            "┌────────────┬────────────────┐\n│    date    │    version     │\n├────────────┼────────────────┤\n"
            "│ 2026-06-26 │ 5.2.2+20260626 │\n└────────────┴────────────────┘\nRun Time: real 0.000 user 0.000099 sys 0.000000\n"
            "sqlite> SELECT c.name, r.date, r.text FROM rulings r JOIN cards c USING (uuid) WHERE c.name = 'Dungeon Geists';\n"
            f"{top}\n│      name      │    date    │ {'text'.center(width)} │\n{mid}\n{rows}\n{bottom}\n"
            "Run Time: real 0.001 user 0.000234 sys 0.000206\nsqlite> .quit\n")
    bundle = read(page, "sqlite.txt")
    assert _rulings(bundle) == set(GEISTS)
    assert not any("Run Time" in r.text or "sqlite>" in r.text for r in bundle.rulings)


def _file(rulings, updated: str) -> list[str]:
    text = json.dumps({"uuid": "0f3c", "name": "Dungeon Geists", "set": "DKA", "updated": updated,
                       "rulings": [{"date": d.isoformat(), "text": t} for d, t in rulings]}, indent=2, ensure_ascii=False)
    return text.split("\n")


def test_git_log_p_of_a_rulings_file() -> None:
    """``git log -p``: the newest commit's hunk adds a ruling with three lines of context (part of the file), the
    oldest adds the file whole; the commits' days and the file's "updated" day date no ruling."""
    first = _file(GEISTS[:3], "2025-05-11")
    after = _file(GEISTS, "2026-01-10")
    # the hunk that adds the last ruling: "    }" of the third becomes "    },", then the new object
    at = len(first) - 3  # (index of the third ruling's closing "    }")
    hunk = [" " + line for line in first[at - 3:at]] + ["-" + first[at]] + ["+" + line for line in after[at:at + 5]] + \
           [" " + line for line in first[at + 1:]]
    page = "\n".join([
        "$ git log -p -- data/rulings/dka/36.json", "commit 7896784a55aef82420d52ecae6f06308766436e1",
        "Author: Tomasz Nowak <tomasz@example.org>", "Date:   Sun Jan 11 15:28:48 2026 +0100", "",
        "    Sync rulings from MTGJSON", "", "diff --git a/data/rulings/dka/36.json b/data/rulings/dka/36.json",
        "index 2070df7..1531aa2 100644", "--- a/data/rulings/dka/36.json", "+++ b/data/rulings/dka/36.json",
        f"@@ -{at - 2},7 +{at - 2},11 @@", *hunk, "", "commit 0ac92d09f4fe35721d4233f4d4ddcc86f6164170",
        "Author: Wei Chen <wei@example.org>", "Date:   Mon May 12 01:19:37 2025 +0100", "", "    Add rulings for DKA #36", "",
        "diff --git a/data/rulings/dka/36.json b/data/rulings/dka/36.json", "new file mode 100644",
        "index 0000000..2070df7", "--- /dev/null", "+++ b/data/rulings/dka/36.json", f"@@ -0,0 +1,{len(first)} @@",
        *["+" + line for line in first], ""])
    bundle = read(page, "gitlog.txt")
    assert "Dungeon Geists" in bundle.card.lookup.page_lines  # (a line of its own: the card the loader looks up)
    assert _rulings(bundle) == set(GEISTS)


def test_cgit_s_commit_page_of_a_rulings_file() -> None:
    """cgit's commit page: the diff a <div> a line (context, removed, added); the whole file in one hunk (its
    "updated" day changed)."""
    old, new = _file(GEISTS, "2026-01-27"), _file(GEISTS, "2026-11-14")
    import html

    def div(cls: str, mark: str, line: str) -> str:
        return f"<div class='{cls}'>{html.escape(mark + line, quote=False)}</div>"

    lines = []
    for a, b in zip(old, new):
        lines += [div("ctx", " ", a)] if a == b else [div("del", "-", a), div("add", "+", b)]
    page = ("<!DOCTYPE html>\n<html lang='en'>\n<head>\n<title>rulings-data - MTG rulings as JSON</title>\n"
            "<meta name='generator' content='cgit v1.2.3'/>\n</head>\n<body>\n<div id='cgit'>\n"
            "<table class='commit-info'><tr><th>author</th><td>Olga Petrova</td><td class='right'>2026-11-15 23:10:54 +0900</td></tr></table>\n"
            "<div class='commit-subject'>Sync rulings from MTGJSON 5.2.2+20261113</div>\n<table summary='diff' class='diff'><tr><td>"
            "<div class='head'>diff --git a/data/rulings/dka/36.json b/data/rulings/dka/36.json<br/>--- a/data/rulings/dka/36.json"
            f"<br/>+++ b/data/rulings/dka/36.json</div><div class='hunk'>@@ -1,{len(old)} +1,{len(new)} @@</div>{''.join(lines)}"
            "</td></tr></table>\n<div class='footer'>generated by cgit v1.2.3 at 2026-11-16 22:27:41 +0000</div>\n</div>\n</body>\n</html>\n")
    bundle = read(page, "commit.html")
    assert "Dungeon Geists" in bundle.card.lookup.page_lines  # (a line of its own: the card the loader looks up)
    assert _rulings(bundle) == set(GEISTS)


def test_a_service_s_log_lines() -> None:
    """A sync service's logs: slog's JSON a line (the page starts with "{"), logfmt, Python logging with each
    ruling's text as Python prints it (single quotes where it holds no apostrophe); the log's times date nothing."""
    slog = "\n".join(json.dumps({"time": f"2026-02-26T22:22:1{k}.43Z", "level": "DEBUG", "msg": "ruling",
                                 "card_uuid": "0f3c", "date": d.isoformat(), "text": t}, ensure_ascii=False)
                     for k, (d, t) in enumerate(GEISTS))
    slog = json.dumps({"time": "2026-02-26T22:22:12Z", "level": "INFO", "msg": "sync started", "build": "2026-02-21"}) + "\n" + slog + \
        "\n" + json.dumps({"time": "2026-02-26T22:22:13Z", "level": "INFO", "msg": "rulings stored", "card": "Dungeon Geists", "count": 4})
    logfmt = "\n".join(['time="2026-06-18T09:10:44Z" level=info msg="sync started" source=mtgjson build=2026-06-14'] +
                       [f'time="2026-06-18T09:10:4{k}Z" level=debug msg=ruling card_uuid=0f3c date={d.isoformat()} text={json.dumps(t, ensure_ascii=False)}'
                        for k, (d, t) in enumerate(GEISTS)] +
                       ['time="2026-06-18T09:10:49Z" level=info msg="rulings stored" card="Dungeon Geists" count=4'])
    python = "\n".join(["2026-06-23 21:58:52,637 INFO rulings.sync: sync started, MTGJSON build 2026-06-18"] +
                       [f"2026-06-23 21:58:5{k},769 DEBUG rulings.sync: ruling {d.isoformat()} {t!r}" for k, (d, t) in enumerate(GEISTS)] +
                       ["2026-06-23 21:58:59,135 INFO rulings.sync: stored 4 rulings for 'Dungeon Geists' (0f3c)"])
    assert any(repr(t).startswith("'") for _, t in GEISTS)  # (one printed in single quotes at least)
    for page in (slog, logfmt, python):
        assert _rulings(read(page + "\n", "sync.log")) == set(GEISTS)


def test_datasette_s_json_columns_and_rows() -> None:
    """Datasette's JSON: the table's column names, then its rows as arrays of values."""
    answer = {"database": "rulings", "table": "rulings", "human_description_en": 'where name = "Dungeon Geists"',
              "rows": [[k, "Dungeon Geists", d.isoformat(), t, "2026-03-01 10:11:12"] for k, (d, t) in enumerate(GEISTS, 1)],
              "columns": ["rowid", "name", "date", "text", "imported_at"], "query_ms": 4.2}
    page = "$ curl -s 'https://data.example.org/rulings/rulings.json?name=dungeon-geists'\n" + json.dumps(answer, ensure_ascii=False) + "\n"
    assert _rulings(read(page, "datasette.txt")) == set(GEISTS)


def test_yq_s_yaml_in_a_console() -> None:
    """``yq -y`` over a set file, after the file's stat and ``jq .meta``: the YAML record the command printed (its
    foreign data and its rulings lists, each item a "- key:" line at the margin, a ruling's text folded over lines)."""
    import yaml

    record = {"name": "Dungeon Geists", "number": "36",
              "foreignData": [{"language": "French", "name": "Geists du donjon", "type": "Créature : esprit"}],
              "rulings": [{"date": d.isoformat(), "text": t} for d, t in GEISTS]}
    page = ("$ stat -c '%y' DKA.json\n2026-11-08 19:49:31.331782000 +0000\n$ jq .meta DKA.json\n{\n  \"date\": \"2026-10-20\",\n"
            "  \"version\": \"5.2.2+20261020\"\n}\n$ yq -y 'first(.data.cards[] | select(.name == \"Dungeon Geists\")) | "
            "{name, number, rulings}' DKA.json\n" + yaml.safe_dump(record, allow_unicode=True, sort_keys=False, width=80))
    assert "- date:" in page
    assert _rulings(read(page, "yq.txt")) == set(GEISTS)


def test_mongosh_s_printed_document() -> None:
    """mongosh's findOne: a JavaScript object literal (bare keys, single quotes, ObjectId and ISODate), each ruling's
    day an ISODate at midnight, the document's fetch and update moments its own."""
    rulings = ",\n".join(f"    {{\n      date: ISODate('{d.isoformat()}T00:00:00.000Z'),\n      text: {_js(t)}\n    }}" for d, t in GEISTS)
    page = ("$ mongosh mtg --quiet\nmtg> db.printings.findOne({ name: 'Dungeon Geists' })\n{\n"
            "  _id: ObjectId('086703fb223db4b662a29f92'),\n  name: 'Dungeon Geists',\n  setCode: 'DKA',\n"
            f"  rulings: [\n{rulings}\n  ],\n  fetchedAt: ISODate('2026-07-28T20:26:47.412Z'),\n"
            "  updatedAt: ISODate('2026-09-17T19:33:00.031Z')\n}\nmtg> \n")
    assert _rulings(read(page, "mongosh.txt")) == set(GEISTS)


def _js(s: str) -> str:
    """A string as Node's util.inspect prints it: single quotes, double where it holds a single one."""
    return json.dumps(s, ensure_ascii=False) if "'" in s else "'" + s + "'"


def test_a_sqlite_dump_s_tables_read_by_their_columns() -> None:
    """sqlite3's .dump of an MTGJSON-shaped database: the meta row's day, the card's row (its text with line breaks
    in ``replace(…, char(10))``) and its foreign data row are no rulings; each ruling row is, by its table's columns."""
    def q(s: str) -> str:
        return "'" + s.replace("'", "''") + "'"

    text = ("Flying\\nWhen Dungeon Geists enters the battlefield, tap target creature an opponent controls. That creature "
            "doesn't untap during its controller's untap step for as long as you control Dungeon Geists.")
    lines = ["PRAGMA foreign_keys=OFF;", "BEGIN TRANSACTION;", "CREATE TABLE meta (date DATE, version TEXT);",
             "INSERT INTO meta VALUES('2026-05-09','5.2.2+20260509');",
             "CREATE TABLE cards (uuid VARCHAR(36) NOT NULL, name TEXT, setCode TEXT, number TEXT, type TEXT, text TEXT);",
             f"INSERT INTO cards VALUES('0f3c','Dungeon Geists','DKA','36','Creature — Spirit',replace({q(text)},'\\n',char(10)));",
             "CREATE TABLE cardForeignData (language TEXT, name TEXT, type TEXT, uuid VARCHAR(36) NOT NULL);",
             "INSERT INTO cardForeignData VALUES('French','Geists du donjon','Créature : esprit','0f3c');",
             "CREATE TABLE cardRulings (date DATE, text TEXT, uuid VARCHAR(36) NOT NULL, PRIMARY KEY (uuid, text));"]
    lines += [f"INSERT INTO cardRulings VALUES('{d.isoformat()}',{q(t)},'0f3c');" for d, t in GEISTS]
    lines += ["CREATE INDEX cardRulings_uuid ON cardRulings(uuid);", "COMMIT;"]
    bundle = read("\n".join(lines) + "\n", "c15.sql")
    assert _rulings(bundle) == set(GEISTS)
    assert "Dungeon Geists" in bundle.card.lookup.page_lines


def test_calc_s_html_export_gives_each_day_by_its_serial() -> None:
    """LibreOffice Calc's HTML export: each day cell holds its serial day (``sdval``) and shows it in the locale's
    short form ("12/07/19", Spanish DD/MM/AA, read month first it would be 7 December): the serial is the day."""
    rows = "".join(
        f'<tr><td height="17" align="left">Dungeon Geists</td><td align="right" sdval="{(d - dt.date(1899, 12, 30)).days}" '
        f'sdnum="3082;3082;DD/MM/AA">{d:%d/%m/%y}</td><td align="left">{t}</td></tr>\n' for d, t in GEISTS[1:])
    page = ('<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0 Transitional//EN">\n<html>\n<head>\n<title></title>\n'
            '<meta name="generator" content="LibreOffice 24.2.1.2 (Linux)"/>\n<meta name="created" content="2026-03-15T00:23:15.312359590"/>\n'
            '<meta name="changed" content="2026-05-09T07:12:11.443560460"/>\n</head>\n<body>\n<table cellspacing="0" border="0">\n'
            '<tr><td height="17" align="left"><b>Carta</b></td><td align="left"><b>Fecha</b></td><td align="left"><b>Resolución</b></td></tr>\n'
            f'{rows}</table>\n</body>\n</html>\n')
    assert _rulings(read(page, "rulings.html")) == set(GEISTS[1:])  # (all three of 2019-07-12: nothing else tells)


def test_a_semicolon_csv_in_a_terminal_with_a_semicolon_in_a_quoted_text() -> None:
    """A German Excel's CSV shown by ``cat``: semicolons apart, a ruling that holds a semicolon quoted as CSV quotes
    it; the rows after it are the sheet's too. Each row's fetch time is the file's."""
    fling = rulings_of("M12", "Fling")
    assert any(";" in t for _, t in fling[:-1])
    rows = "\n".join(f"Schleudern;{d:%d.%m.%Y};{chr(34) + t + chr(34) if ';' in t else t};23.02.2026 21:11" for d, t in fling)
    page = ("$ ls -l --time-style=long-iso 'Regelhinweise.csv'\n-rw-r--r-- 1 u u 4041 2026-03-05 07:21 Regelhinweise.csv\n"
            f"$ cat 'Regelhinweise.csv'\n\ufeffKarte;Datum;Regelhinweis;Abgerufen am\n{rows}\n")
    assert _rulings(read(page, "terminal.txt")) == set(fling)


def test_sqlite3_s_html_rows_with_no_document_around_them() -> None:
    """``sqlite3 -html -header``: table rows alone, no <table> nor <html> around them, a cell a line; the fetch and
    expiry moments are the cache's."""
    head = "<TR><TH>name</TH>\n<TH>date</TH>\n<TH>text</TH>\n<TH>fetched_at</TH>\n<TH>expires_at</TH>\n</TR>\n"
    rows = "".join(f"<TR><TD>Dungeon Geists</TD>\n<TD>{d.isoformat()}</TD>\n<TD>{t.replace('&', '&amp;')}</TD>\n"
                   "<TD>2026-04-27 19:42:54</TD>\n<TD>2026-06-02 04:02:04</TD>\n</TR>\n" for d, t in GEISTS)
    assert _rulings(read(head + rows, "rulings.html")) == set(GEISTS)
