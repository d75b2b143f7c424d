"""The table formats: one CSV or Parquet file per table, with the columns of ``tables.COLUMNS``.

CSV: UTF-8 without a byte-order mark, a header row, RFC 4180 quoting (CRLF between records; texts
keep their own line breaks inside quotes), empty for null, ``true``/``false``, ISO dates.
Parquet: through pyarrow, typed (int64, float64, bool, date32, timestamp[us, UTC], string), one row
group per batch of rows read from the database.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lorehold.export.tables import TABLES, columns_of, kind_of, stream

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection

    from lorehold.export.scope import Scope

Progress = Callable[[str, int], None] | None


def _csv_value(kind: str) -> Callable[[Any], Any]:
    if kind == "bool":
        return lambda v: "" if v is None else ("true" if v else "false")
    if kind in ("date", "datetime"):
        return lambda v: "" if v is None else v.isoformat()
    if kind == "float":
        return lambda v: "" if v is None else repr(float(v))
    return lambda v: v


def write_csv(conn: "Connection", scope: "Scope", folder: Path, progress: Progress = None) -> dict[str, int]:
    import csv

    counts: dict[str, int] = {}
    for name in TABLES:
        columns = columns_of(name)
        converters = [(i, _csv_value(kind_of(c))) for i, c in enumerate(columns) if kind_of(c) != "str" and kind_of(c) != "int"]
        n = 0
        with open(folder / f"{name}.csv", "w", encoding="utf-8", newline="") as f:
            writer = csv.writer(f, lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL)
            writer.writerow([c.name for c in columns])
            for batch in stream(conn, scope, name, columns):
                if converters:
                    rows = []
                    for row in batch:
                        row = list(row)
                        for i, convert in converters:
                            row[i] = convert(row[i])
                        rows.append(row)
                    batch = rows
                writer.writerows(batch)
                n += len(batch)
                if progress:
                    progress(name, len(batch))
        counts[name] = n
    return counts


def arrow_type(kind: str):
    import pyarrow as pa

    return {
        "int": pa.int64(),
        "float": pa.float64(),
        "bool": pa.bool_(),
        "date": pa.date32(),
        "datetime": pa.timestamp("us", tz="UTC"),
        "str": pa.string(),
    }[kind]


def arrow_schema(name: str):
    import pyarrow as pa

    return pa.schema(
        [pa.field(c.name, arrow_type(kind_of(c)), nullable=bool(c.nullable) and not c.primary_key) for c in columns_of(name)]
    )


def write_parquet(conn: "Connection", scope: "Scope", folder: Path, progress: Progress = None) -> dict[str, int]:
    import pyarrow as pa
    import pyarrow.parquet as pq

    counts: dict[str, int] = {}
    for name in TABLES:
        columns = columns_of(name)
        schema = arrow_schema(name)
        n = 0
        with pq.ParquetWriter(folder / f"{name}.parquet", schema, compression="zstd") as writer:
            for batch in stream(conn, scope, name, columns):
                arrays = [pa.array([row[i] for row in batch], type=field.type) for i, field in enumerate(schema)]
                writer.write_table(pa.Table.from_arrays(arrays, schema=schema))
                n += len(batch)
                if progress:
                    progress(name, len(batch))
            if n == 0:
                writer.write_table(schema.empty_table())
        counts[name] = n
    return counts
