"""What an export covers: the cards (all, or a query's), the languages and the rulings' dates, as one
SQL ``SELECT`` per table, and the order rows come out in.

Every table's rows follow from the cards in scope: a card's faces, keywords, printings, the sets
of those printings, its translations (limited to ``languages``), its rulings (limited to those
dated on or after ``since``), and the sources those translations and rulings came from. Rows are
ordered by primary key, and cards for the JSON formats by (English name, oracle id, id), so the
same database and arguments always give the same bytes.

A query's card ids go into a temporary table (``export_scope``) the other queries join, so no
statement carries thousands of bound values.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

#: the card data tables, parents before children (the SQLite writer inserts in this order)
CARD_TABLES = (
    "sources", "sets", "set_translations", "cards", "card_keywords", "faces", "printings",
    "translations", "translation_faces", "translation_sources", "rulings", "ruling_sources",
)

_ORDER = {
    "sources": "id",
    "sets": "code",
    "set_translations": "set_code, language",
    "cards": "id",
    "card_keywords": "card_id, keyword",
    "faces": "card_id, position",
    "printings": "id",
    "translations": "id",
    "translation_faces": "translation_id, position",
    "translation_sources": "translation_id, source_id",
    "rulings": "id",
    "ruling_sources": "ruling_id, source_id",
}

SCOPE_TABLE = "export_scope"


@dataclass
class Scope:
    """The filters of one export. ``card_ids`` None means every card."""

    card_ids: list[int] | None = None
    languages: list[str] | None = None
    since: dt.date | None = None
    query: str | None = None
    changed_since: dt.date | None = None  # card_ids are the cards updates changed since then
    _installed: bool = field(default=False, repr=False)

    def __post_init__(self) -> None:
        for code in self.languages or ():
            # codes come from lorehold.languages (validated), and are inlined into SQL below
            if not re.fullmatch(r"[a-z]{2,4}", code):
                raise ValueError(f"not a language code: {code!r}")

    @property
    def everything(self) -> bool:
        return self.card_ids is None and not self.languages and self.since is None

    # ----------------------------------------------------------------------------- temp table

    def install(self, conn: "Connection") -> None:
        """Create the temporary table of the query's card ids (nothing to do for every card), in
        the export's transaction: its rollback drops the table."""
        if self.card_ids is None or self._installed:
            return
        from sqlalchemy import text

        conn.execute(text(f"DROP TABLE IF EXISTS {SCOPE_TABLE}"))
        conn.execute(text(f"CREATE TEMPORARY TABLE {SCOPE_TABLE} (id INTEGER PRIMARY KEY)"))
        ids = sorted(set(self.card_ids))
        insert = f"INSERT INTO {SCOPE_TABLE} (id) VALUES (:id)"
        for start in range(0, len(ids), 5000):
            conn.execute(text(insert), [{"id": i} for i in ids[start : start + 5000]])
        self._installed = True

    # ---------------------------------------------------------------------------- conditions

    def _cards(self, column: str) -> list[str]:
        return [] if self.card_ids is None else [f"{column} IN (SELECT id FROM {SCOPE_TABLE})"]

    def _languages(self, column: str) -> list[str]:
        if not self.languages:
            return []
        return [f"{column} IN ({', '.join(repr(code) for code in sorted(set(self.languages)))})"]

    def _since(self, column: str) -> list[str]:
        return [] if self.since is None else [f"{column} >= :since"]

    def where(self, table: str) -> str:
        """The condition (possibly empty) selecting ``table``'s rows in scope."""
        parts: list[str]
        if table == "cards":
            parts = self._cards("id")
        elif table in ("card_keywords", "faces", "printings"):
            parts = self._cards("card_id")
        elif table == "sets":
            parts = [] if self.card_ids is None else [
                f"code IN (SELECT set_code FROM printings WHERE {self._cards('card_id')[0]})"
            ]
        elif table == "set_translations":
            parts = ([] if self.card_ids is None else [f"set_code IN (SELECT code FROM sets WHERE {self.where('sets')})"])
            parts += self._languages("language")
        elif table == "translations":
            parts = self._cards("card_id") + self._languages("language")
        elif table in ("translation_faces", "translation_sources"):
            inner = self.where("translations")
            parts = [f"translation_id IN (SELECT id FROM translations WHERE {inner})"] if inner else []
        elif table == "rulings":
            parts = self._cards("card_id") + self._since("date")
        elif table == "ruling_sources":
            inner = self.where("rulings")
            parts = [f"ruling_id IN (SELECT id FROM rulings WHERE {inner})"] if inner else []
        elif table == "sources":
            parts = ["status = 'ok'"]
            if self.card_ids is not None:
                # a query's export names the sources its translations and rulings came from
                links = []
                for link in ("translation_sources", "ruling_sources"):
                    links.append(f"id IN (SELECT source_id FROM {link} WHERE {self.where(link)})")
                parts.append("(" + " OR ".join(links) + ")")
        else:
            raise KeyError(table)
        return " AND ".join(parts)

    def select(self, table: str, columns: list[str]) -> str:
        """``SELECT columns FROM table WHERE … ORDER BY primary key`` (run it with ``statement``)."""
        exprs = []
        for column in columns:
            if table == "rulings" and column == "translation_of_id" and self.since is not None:
                # the English original may be older than --since and so not exported
                exprs.append(
                    f"CASE WHEN translation_of_id IN (SELECT id FROM rulings WHERE {self.where('rulings')}) "
                    "THEN translation_of_id END AS translation_of_id"
                )
            else:
                exprs.append(column)
        where = self.where(table)
        sql = f"SELECT {', '.join(exprs)} FROM {table}" + (f" WHERE {where}" if where else "")
        return sql + f" ORDER BY {_ORDER[table]}"

    def count(self, conn: "Connection", table: str) -> int:
        where = self.where(table)
        sql = f"SELECT COUNT(*) FROM {table}" + (f" WHERE {where}" if where else "")
        return conn.execute(self.statement(sql)).scalar_one()

    def statement(self, sql: str, columns=()):
        """A text statement with ``:since`` bound as a Date (each backend stores dates its own way)
        and, given table columns, results converted to their Python types."""
        from sqlalchemy import Date, bindparam, text

        clause = text(sql)
        if ":since" in sql:
            clause = clause.bindparams(bindparam("since", value=self.since, type_=Date))
        return clause.columns(*columns) if columns else clause

    # ---------------------------------------------------------------------------------- cards

    def ordered_card_ids(self, conn: "Connection") -> list[int]:
        """The cards in scope by English name, then oracle id, then id: an order that does not
        depend on the order sources were ingested in (nor on the backend's collation)."""
        from sqlalchemy import text

        where = self.where("cards")
        rows = conn.execute(text("SELECT id, name, oracle_id FROM cards" + (f" WHERE {where}" if where else ""))).all()
        rows.sort(key=lambda r: (r[1], r[2] is None, r[2] or "", r[0]))
        return [r[0] for r in rows]
