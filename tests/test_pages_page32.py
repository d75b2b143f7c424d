"""Captured pages (page-32): a card's rulings as developers' tools hold them (fresh-47's first misses). SQL dumps
(mysqldump's INSERTs with backslash escapes, pg_dump's COPY block, SQLite's .dump with its quotes doubled and
replace(…, char(10))), read as the rows they store; a search engine's hits (their "_source", days stored as
midnight); MongoDB's export (one document a line, Extended JSON's "$date"); psql's expanded display and MySQL's
vertical output, each record a row; a semicolon CSV a terminal showed; a protocol buffer message as text; a YAML
fixture's moments; an Excel 2003 XML workbook. The dumps', files' and sessions' own dates (dump, fetch, update,
creation) date no ruling.
Written for the test from the sample sets' MTGJSON data."""

from __future__ import annotations

import datetime as dt
import json

from tests.test_pages_dating import GEISTS, read

_EPOCH = dt.datetime(1970, 1, 1, tzinfo=dt.timezone.utc)


def _rulings(bundle) -> list[tuple]:
    return [(r.date, r.text) for r in bundle.rulings]


def _mysql(s: str) -> str:
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"


def test_a_mysqldump_s_rows_are_read_as_rows() -> None:
    """mysqldump: the dump's header and its "Dump completed on" day are the tool's; the rulings' extended INSERT
    holds each ruling's day and text (its quotes escaped with backslashes) and the day it was fetched."""
    rows = ",".join(f"({k},'0f3c','{d.isoformat()}',{_mysql(t)},'2026-04-05 13:14:19')" for k, (d, t) in enumerate(GEISTS, 1))
    page = ("-- MySQL dump 10.13  Distrib 8.4.3, for Linux (x86_64)\n--\n-- Host: localhost    Database: rulings_app\n"
            "/*!40101 SET NAMES utf8mb4 */;\nDROP TABLE IF EXISTS `cards`;\nCREATE TABLE `cards` (\n  `uuid` char(36) NOT NULL,\n"
            "  `name` varchar(255) NOT NULL\n) ENGINE=InnoDB;\nINSERT INTO `cards` VALUES ('0f3c','Dungeon Geists');\n"
            "LOCK TABLES `rulings` WRITE;\n"
            f"INSERT INTO `rulings` VALUES {rows};\nUNLOCK TABLES;\n\n-- Dump completed on 2026-07-14 11:39:37\n")
    assert _rulings(read(page, "rulings.sql")) == GEISTS


def test_a_pg_dump_s_copy_block_is_read_as_rows() -> None:
    """pg_dump's plain output: a COPY block, its columns apart by tabs, a missing value "\\N"."""
    rows = "\n".join(f"{k}\tDungeon Geists\t{d.isoformat()}\t{t}\t\\N" for k, (d, t) in enumerate(GEISTS, 1))
    page = ("--\n-- PostgreSQL database dump\n--\n\n-- Dumped from database version 16.2\n-- Started on 2026-05-02 10:11:12 UTC\n\n"
            "SET statement_timeout = 0;\n\nCOPY public.rulings (id, card, day, text, checked) FROM stdin;\n"
            f"{rows}\n\\.\n\n-- Completed on 2026-05-02 10:11:13 UTC\n")
    assert _rulings(read(page, "rulings.sql")) == GEISTS


def test_sqlite_s_dump_with_its_quotes_doubled_and_line_breaks_replaced() -> None:
    """sqlite3's .dump: a text's quotes doubled; one with a line break written replace('…\\n…','\\n',char(10))."""
    lines = ["PRAGMA foreign_keys=OFF;", "BEGIN TRANSACTION;",
             "CREATE TABLE cardRulings (uuid TEXT, date DATE, text TEXT);"]
    for d, t in GEISTS:
        lines.append(f"INSERT INTO cardRulings VALUES('0f3c','{d.isoformat()}','{t.replace(chr(39), chr(39) * 2)}');")
    lines += ["INSERT INTO meta VALUES('2026-03-01','5.2.0');", "COMMIT;"]
    assert _rulings(read("\n".join(lines) + "\n", "AllPrintings.sql")) == GEISTS


def test_a_search_engine_s_hits_are_their_sources() -> None:
    """Elasticsearch's answer under the curl line that asked: each hit's "_source" holds a ruling, its day stored
    as midnight UTC; the index's own stamps ("indexed_at") are moments, no days."""
    hits = [{"_index": "rulings-v3", "_id": f"a{k}", "_score": None,
             "_source": {"card": {"name": "Dungeon Geists", "set": "DKA", "updated_at": "2026-03-28T20:09:46Z"},
                         "date": f"{d.isoformat()}T00:00:00Z", "text": t, "indexed_at": "2026-04-15T21:40:12.196Z"},
             "sort": [int((dt.datetime.combine(d, dt.time(), dt.timezone.utc) - _EPOCH).total_seconds() * 1000)]}
            for k, (d, t) in enumerate(GEISTS)]
    answer = json.dumps({"took": 23, "timed_out": False, "hits": {"total": {"value": 4}, "hits": hits}}, indent=2, ensure_ascii=False)
    page = f"$ curl -s 'http://es01:9200/rulings-v3/_search?pretty' -d '{{\"size\": 50}}'\n{answer}\n"
    assert _rulings(read(page, "search.txt")) == GEISTS


def test_mongoexport_s_documents_one_a_line() -> None:
    """mongoexport: its log line, then one document a line, each ruling's day Extended JSON's "$date" (as an ISO
    string, or as milliseconds)."""
    docs = []
    for k, (d, t) in enumerate(GEISTS):
        midnight = dt.datetime.combine(d, dt.time(), dt.timezone.utc)
        day = {"$date": midnight.strftime("%Y-%m-%dT%H:%M:%SZ")} if k % 2 else {"$date": {"$numberLong": str(int((midnight - _EPOCH).total_seconds() * 1000))}}
        docs.append({"_id": {"$oid": f"{k:024x}"}, "card": "Dungeon Geists", "date": day, "text": t,
                     "fetchedAt": {"$date": "2026-02-07T06:50:04.311Z"}})
    page = ("$ mongoexport --db=mtg --collection=rulings\n2026-07-14T11:39:37.145+0000\tconnected to: mongodb://localhost/\n"
            + "\n".join(json.dumps(doc, ensure_ascii=False) for doc in docs) + "\n2026-07-14T11:39:37.151+0000\texported 4 records\n")
    assert _rulings(read(page, "export.txt")) == GEISTS


def test_psql_s_expanded_records_and_mysql_s_vertical_rows() -> None:
    """psql with \\x on (DateStyle SQL, MDY) and the mysql client's \\G: each record's name, day, text and fetch
    time, one field a line; each record is a row."""
    psql = ["rulings=> \\x", "Expanded display is on.", "rulings=> SELECT c.name, r.day, r.text, r.fetched_at FROM rulings r;"]
    mysql = ["mysql> SELECT name, day, text, fetched_at FROM rulings\\G"]
    for k, (d, t) in enumerate(GEISTS, 1):
        psql += [f"-[ RECORD {k} ]" + "-" * 40, "name       | Dungeon Geists", f"day        | {d:%m/%d/%Y}",
                 f"text       | {t}", "fetched_at | 08/19/2026 12:45:12.576606 UTC"]
        mysql += [f"*************************** {k}. row ***************************", "      name: Dungeon Geists",
                  f"       day: {d.isoformat()}", f"      text: {t}", "fetched_at: 2026-08-19 12:45:12"]
    psql += ["", "Time: 1.234 ms"]
    mysql += ["4 rows in set (0.00 sec)"]
    assert _rulings(read("\n".join(psql) + "\n", "session.txt")) == GEISTS
    assert _rulings(read("\n".join(mysql) + "\n", "session.txt")) == GEISTS


def test_a_semicolon_csv_a_terminal_showed() -> None:
    """`cat` of a German spreadsheet's CSV (a byte order mark, semicolons, local days) after an `ls -l` line
    whose day is the file's: the header's rows are dated rulings."""
    rows = [f"Verliesgeist;{d.day:02d}.{d.month:02d}.{d.year};{t};01.03.2026 14:29" for d, t in GEISTS]
    page = ("$ ls -l --time-style=long-iso 'Regelhinweise.csv'\n-rw-r--r-- 1 anna anna 1135 2026-03-13 21:17 Regelhinweise.csv\n"
            "$ cat 'Regelhinweise.csv'\n\ufeffKarte;Datum;Regelhinweis;Abgerufen am\n" + "\n".join(rows) + "\n$ \n")
    assert _rulings(read(page, "terminal.txt")) == GEISTS


def test_a_protocol_buffer_message_as_text() -> None:
    """protoc --decode's output: a google.type.Date message for each ruling's day, strings with octal escapes;
    the comment's decoding time is the tool's."""
    body = "".join(f"rulings {{\n  date {{\n    year: {d.year}\n    month: {d.month}\n    day: {d.day}\n  }}\n"
                   f"  text: {json.dumps(t, ensure_ascii=False)}\n  source: SOURCE_WOTC\n}}\n" for d, t in GEISTS)
    page = ("# proto-file: mtg/rulings/v1/rulings.proto\n# proto-message: mtg.rulings.v1.CardRulings\n# decoded 2026-01-16T20:51:48Z\n\n"
            'card {\n  name: "Dungeon Geists"\n  printed {\n    language: "de"\n    name: "Verliesgeist"\n  }\n}\n' + body)
    assert _rulings(read(page, "dka-36.txtpb")) == GEISTS


def test_a_fixture_s_moments_date_no_ruling() -> None:
    """A Rails fixture (YAML): each record's ruling_date a day, its text a folded block, its created_at a moment
    (when the record was written) and its updated_at ERB."""
    records = "".join(f"geists_{k}:\n  card: dungeon_geists\n  ruling_date: {d.isoformat()}\n  text: >-\n    {t}\n"
                      "  created_at: 2026-04-24 08:54:11\n  updated_at: <%= Time.zone.now %>\n\n" for k, (d, t) in enumerate(GEISTS, 1))
    page = "# Rulings of Dungeon Geists (DKA #36), refreshed 2026-06-22\n\n" + records
    assert _rulings(read(page, "rulings.yml")) == GEISTS


def test_an_excel_2003_xml_workbook() -> None:
    """SpreadsheetML: the workbook's Created and LastSaved are the file's; the rows' days are DateTime cells at
    midnight, or Excel's serial days under a Short Date style."""
    rows = ['<Row><Cell><Data ss:Type="String">Card</Data></Cell><Cell><Data ss:Type="String">Date</Data></Cell>'
            '<Cell><Data ss:Type="String">Ruling</Data></Cell></Row>']
    for k, (d, t) in enumerate(GEISTS):
        day = (f'<Cell ss:StyleID="s62"><Data ss:Type="DateTime">{d.isoformat()}T00:00:00.000</Data></Cell>' if k % 2 else
               f'<Cell ss:StyleID="s62"><Data ss:Type="Number">{(d - dt.date(1899, 12, 30)).days}</Data></Cell>')
        rows.append(f'<Row><Cell><Data ss:Type="String">Dungeon Geists</Data></Cell>{day}'
                    f'<Cell><Data ss:Type="String">{t}</Data></Cell></Row>')
    page = ('<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" '
            'xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet"><DocumentProperties xmlns="urn:schemas-microsoft-com:office:office">'
            '<Created>2026-03-01T12:08:22Z</Created><LastSaved>2026-08-09T08:17:08Z</LastSaved></DocumentProperties>'
            '<Styles><Style ss:ID="s62"><NumberFormat ss:Format="Short Date"/></Style></Styles>'
            f'<Worksheet ss:Name="Rulings"><Table>{"".join(rows)}</Table></Worksheet></Workbook>')
    assert _rulings(read(page, "rulings.xml")) == GEISTS
