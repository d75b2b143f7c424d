"""What a captured page says about a printing: the set name as the page writes it and the printed
text it shows, one row per printing and page (issue 15). Written only when the page's set name is
a set lorehold knows and the card has a printing in it; removed with the page's source."""

from __future__ import annotations

from sqlalchemy import ForeignKey
from sqlmodel import Field, SQLModel

from lorehold.db import models as _models  # noqa: F401  (the naming convention)


class PrintingPageText(SQLModel, table=True):
    __tablename__ = "printing_page_texts"

    printing_id: int = Field(
        primary_key=True, sa_column_args=[ForeignKey("printings.id", ondelete="CASCADE")]
    )
    source_id: int = Field(
        primary_key=True, index=True, sa_column_args=[ForeignKey("sources.id", ondelete="CASCADE")]
    )
    #: the set's name as the page writes it ("Ixalan")
    set_name: str
    #: the printed text the page shows, when it shows one
    printed_text: str | None = None
