"""Captured pages of multi-face cards (page-22): a page about one face of a double-faced, split or
adventure card, written for the test from the sample sets' MTGJSON data of the card."""

from __future__ import annotations

import json
import lzma
from pathlib import Path

from sqlalchemy import text

from lorehold.db.engine import get_engine
from lorehold.ingest.pipeline import ingest
from lorehold.settings import Settings
from tests.conftest import sample_file


def _faces(set_code: str, name: str) -> list[dict]:
    """A multi-face card's entries in MTGJSON's set file, one per face, in side order."""
    data = json.loads(lzma.decompress(sample_file(set_code).read_bytes()))["data"]
    return sorted((c for c in data["cards"] if c["name"] == name), key=lambda c: c["side"])


def _german(face: dict) -> dict:
    return next(f for f in face["foreignData"] if f["language"] == "German")


def _page_translations(settings: Settings) -> list[tuple]:
    with get_engine(settings).connect() as conn:
        return [tuple(r) for r in conn.execute(text(
            "SELECT t.language, t.name, t.text, t.printing_id IS NOT NULL FROM translations t "
            "JOIN translation_sources ts ON ts.translation_id = t.id "
            "JOIN sources s ON s.id = ts.source_id WHERE s.kind = 'page'")).all()]


def test_a_translation_of_one_face_confirms_the_printed_translation_of_the_whole_card(tmp_path: Path) -> None:
    """A translation site's table of the front face of Delver of Secrets: the English and German face
    names, then the face's texts. The German printing translates the whole card (MTGJSON's
    "Geheimnisstöberer // Insekten-Scheußlichkeit", the faces' texts); the page confirms that
    translation, which it leaves as the printing has it, and stores no face-only translation."""
    front, back = _faces("ISD", "Delver of Secrets // Insectile Aberration")
    german_front, german_back = _german(front), _german(back)
    rulings = [(r["date"], r["text"]) for r in front["rulings"]]
    d, t = rulings[0]
    page = tmp_path / "uebersetzung.html"
    page.write_text(f"""<!DOCTYPE html><html><head><title>{german_front["faceName"]} | Kartenübersetzungen</title></head>
<body><h1>{german_front["faceName"]}</h1>
<table><tr><th>English</th><th>Deutsch</th></tr>
<tr><td>{front["faceName"]}</td><td>{german_front["faceName"]}</td></tr>
<tr><td>{front["text"]}</td><td>{german_front["text"]}</td></tr></table>
<h2>Offizielle Regelhinweise</h2><p>{d[8:]}.{d[5:7]}.{d[:4]} {t}</p>
<footer><p>Inoffizielle Fanseite.</p></footer></body></html>""", encoding="utf-8")
    settings = Settings.resolve(tmp_path / "home")
    report = ingest(settings, [str(sample_file("ISD")), str(page)])
    assert [o.status for o in report.outcomes] == ["loaded", "loaded"], report.outcomes
    assert _page_translations(settings) == [(
        "de", german_front["name"], f"{german_front['text']}\n//\n{german_back['text']}", True)]
    assert german_front["name"] == "Geheimnisstöberer // Insekten-Scheußlichkeit"
