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


#: a cell of a spreadsheet's HTML export holding a number shown as a day (LibreOffice Calc's ``sdval="38626"
#: sdnum="3082;3082;DD/MM/AA"``: the serial day, the locale and the format the text shows it in)
_CALC_DAY_CELL = re.compile(r'(<td\b[^>]*\bsdval="(?P<serial>\d{4,6})(?:\.0+)?"[^>]*>)(?P<shown>[^<]{4,40})(</td>)', re.IGNORECASE)


def calc_cells_days(html: str) -> str:
    """A spreadsheet's HTML export with each cell that shows a day by its serial number (``sdval``) showing the
    ISO day instead: the locale's short form ("01/10/05") may be read either way, the serial is the day."""
    if "sdval=" not in html:
        return html
    from lorehold.ingest.pages.pasted import whole_date

    def day(m: re.Match) -> str:
        if not whole_date(m.group("shown").strip()):
            return m.group(0)
        iso = (dt.date(1899, 12, 30) + dt.timedelta(days=int(m.group("serial")))).isoformat()
        return m.group(1) + iso + m.group(4)

    return _CALC_DAY_CELL.sub(day, html)
