"""Captured card pages and rulings pages, as text or HTML (``lorehold.ingest.pages.parse``)."""

KIND = "page"
