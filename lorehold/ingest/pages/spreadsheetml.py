"""An Excel 2003 XML workbook (SpreadsheetML, ``<?mso-application progid="Excel.Sheet"?>``), read with ``lxml`` as
its sheets' rows: each row a line, its cells apart by tabs, as a sheet copied as text is read (``sheets.py``). A
``DateTime`` cell is its day where it is a midnight; a number under a date style ("Short Date", "dd/mm/yyyy") is
Excel's serial day (days since 1899-12-30). The workbook's properties (Created, LastSaved) are the file's."""

from __future__ import annotations

import datetime as dt
import re

_ROOT = re.compile(r'^\s*(?:<\?xml[^>]*\?>\s*)?(?:<\?mso-application\s+progid="Excel\.Sheet"\?>|<Workbook\s[^>]*urn:schemas-microsoft-com:office:spreadsheet)')
_SS = "{urn:schemas-microsoft-com:office:spreadsheet}"
_DATE_FORMAT = re.compile(r"date|[dmy]{1,4}[/.\-][dmy]{1,4}", re.IGNORECASE)


def is_spreadsheetml(text: str) -> bool:
    return bool(_ROOT.match(text.lstrip("\ufeff")[:2000]))


def spreadsheetml_text(text: str) -> str | None:
    from lorehold.ingest.pages.catalogs import xml_root

    root = xml_root(text, recover=True)
    if root is None:
        return None
    date_styles = {style.get(f"{_SS}ID") for style in root.iter(f"{_SS}Style")
                   for fmt in style.iter(f"{_SS}NumberFormat") if _DATE_FORMAT.search(fmt.get(f"{_SS}Format") or "")}
    lines = []
    for row in root.iter(f"{_SS}Row"):
        cells = [_cell(cell, date_styles) for cell in row.iter(f"{_SS}Cell")]
        if any(cells):
            lines.append("\t".join(cells))
    return "\n".join(lines) if lines else None


def _cell(cell, date_styles: set) -> str:
    data = cell.find(f"{_SS}Data")
    if data is None:
        return ""
    value = " ".join("".join(data.itertext()).split())
    kind = data.get(f"{_SS}Type")
    if kind == "DateTime":
        return re.sub(r"T00:00:00(?:\.0+)?$", "", value)
    if kind == "Number" and cell.get(f"{_SS}StyleID") in date_styles and re.fullmatch(r"\d{4,5}(?:\.0+)?", value):
        return (dt.date(1899, 12, 30) + dt.timedelta(days=int(float(value)))).isoformat()
    return value
