"""Captured pages (page-36): a shop's questions and answers (a section of customers' writing, left out) whose answer
quotes the card's official rulings under a line presenting them: the quotation is kept, the rest of the section is
not. Written for the test from the sample sets' MTGJSON data."""

from __future__ import annotations

import datetime as dt
import json
import lzma

from tests.conftest import sample_file
from tests.test_pages_dating import read

ES_MONTHS = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()


def _card(set_code: str, name: str) -> dict:
    data = json.loads(lzma.decompress(sample_file(set_code).read_bytes()))["data"]
    return next(c for c in data["cards"] if c["name"] == name)


def test_a_shop_answer_quoting_the_official_rulings_keeps_them() -> None:
    """A shop's page for a card whose text has rules words enough to outweigh its rulings' (Thought Lash: cumulative
    upkeep and two abilities), then "Preguntas y respuestas (2)": customers' questions, dated as rulings are, and none.
    Its first answer presents the rulings ("Estas son las aclaraciones oficiales (de Gatherer):") and lists the one
    that answers, "• DAY — text"; the second answers in the shop's own words. The ruling is read with its day, and
    nothing of the rest of the section."""
    card = _card("ALL", "Thought Lash")
    quoted = [(dt.date.fromisoformat(r["date"]), r["text"]) for r in card["rulings"] if r["text"].startswith("If your library")]
    assert len(quoted) == 1
    name = card["name"]
    page = (f"<html lang=\"es\"><head><title>{name} | Tienda Kraken</title></head><body>\n"
            "<nav><a>Tienda Kraken</a> › <a>Cartas sueltas</a></nav>\n"
            f"<h1>{name}</h1>\n<p><b>1,20 €</b> · En stock (3)</p>\n<button>Añadir al carrito</button>\n"
            f"<p>{card['type']}</p>\n" + "".join(f"<p>{line}</p>\n" for line in card["text"].split("\n"))
            + "<section><h2>Preguntas y respuestas (2)</h2>\n<p><small>Ordenar: más recientes</small></p>\n"
            f"<details open><summary>Pregunta sobre {name} con la biblioteca vacía</summary>\n"
            "<p><small>Pregunta de tomas_mtg, 12/01/2026</small></p>\n"
            "<p><small>Respuesta de Tienda Kraken, 14/01/2026</small></p>\n"
            "<p>No, no se puede.</p>\n<p>Estas son las aclaraciones oficiales (de Gatherer):</p>\n"
            + "".join(f"<div>• <time datetime=\"{d}\">{d.day} de {ES_MONTHS[d.month - 1]} de {d.year}</time> — {t}</div>\n"
                      for d, t in quoted)
            + "<p><small>¿Te resultó útil? Sí (6) · No (1)</small></p></details>\n"
            "<details open><summary>¿Y si mi oponente la controla?</summary>\n"
            "<p><small>Pregunta de ana.r, 02/02/2026</small></p>\n<p><small>Respuesta de Tienda Kraken, 03/02/2026</small></p>\n"
            "<p>Entonces es su biblioteca la que cuenta.</p>\n"
            "<p><small>¿Te resultó útil? Sí (2) · No (0)</small></p></details></section>\n"
            "<footer><p>© 2026 Tienda Kraken</p></footer></body></html>\n")
    bundle = read(page, "lash.html")
    assert [(r.date, r.text) for r in bundle.rulings] == quoted


BREATH = _card("CHK", "Blessed Breath")  # four rulings, all of 2013-06-07; printed in Spanish and French


def _printed(card: dict, language: str) -> dict:
    return next(f for f in card["foreignData"] if f["language"] == language)


def test_one_day_over_many_rulings_under_a_printed_text_and_over_a_list_of_titles_and_days() -> None:
    """A Spanish blog post (a Ghost site copied): the card's printed name, type line and text, then one day over each of
    the card's rulings a line, then the site's "Lo último" list, each post's title over its day. The titles touch no
    ruling, so the day is read before the rulings: all four are dated, and the Spanish text is no ruling."""
    es = _printed(BREATH, "Spanish")
    rulings = [(dt.date.fromisoformat(r["date"]), r["text"]) for r in BREATH["rulings"]]
    assert len(rulings) >= 3 and len({d for d, _ in rulings}) == 1
    day = rulings[0][0]
    page = ("Regelecke Wójcik\nInicio\nRules\nAbout\nIniciar sesión\nSuscribirse\n\n"
            f"ACLARACIONES\n{es['name']}\n\nOwen Hartley\n26 de noviembre de 2025 — 4 min de lectura\n\n"
            f"{es['type']}\n{es['text']}\n\n\n{day:%d/%m/%Y}\n" + "\n".join(t for _, t in rulings) + "\n\n"
            "Suscríbete para leer más como esto.\nIntroduce tu correo\nSuscribirse\n\n"
            "Lo último\nMulligan rules explained\n03/03/2026\nLayers, part 2\n01/03/2026\n\n"
            "Regelecke Wójcik © 2026\nPowered by Ghost\n")
    bundle = read(page, "breath.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == rulings


def test_a_publisher_line_over_each_ruling_under_a_printed_text() -> None:
    """A French blog post: the card's printed name, type line and text, then "DAY · Wizards of the Coast" over each
    ruling, single newlines, then the site's latest posts with their days. Either way one text is left without a
    day: the French printed text above the first, or the last English ruling. Wizards words its rulings in English:
    the day is read before each ruling, and the French text is no ruling."""
    fr = _printed(BREATH, "French")
    rulings = [(dt.date.fromisoformat(r["date"]), r["text"]) for r in BREATH["rulings"]]
    page = ("Regelecke\nAccueil\nSe connecter\nS'abonner\n\n"
            f"PRÉCISIONS DE RÈGLES\n{fr['name']}\n\nFelix Wagner\n9 novembre 2025 — 4 min de lecture\n\n"
            f"{fr['name']}\n{fr['type']}\n{fr['text']}\n\n\n"
            + "".join(f"{d} · Wizards of the Coast\n{t}\n" for d, t in rulings)
            + "\nInscrivez-vous pour en lire plus.\nSaisissez votre e-mail\n\n"
            "Derniers articles\nLes mulligans expliqués\n18/12/2025\nLes couches, deuxième partie\n12/12/2025\n\n"
            "Regelecke © 2026\nPowered by Ghost\n")
    bundle = read(page, "breath-fr.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == rulings
