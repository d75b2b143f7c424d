"""Captured pages (page-29): a help desk's macro heading its reply ("Macro applicata: Domanda regole –
sentenze") is no card's name, so the reply's opening paragraph under it is no translation. Written for
the test from the sample sets' MTGJSON data."""

from __future__ import annotations

from tests.test_pages_dating import GEISTS, read


def test_a_help_desk_macro_over_its_reply_is_no_translation() -> None:
    """A Zendesk ticket mailed as text, in Italian: the ticket's fields, the agent's reply under the
    macro's name, then the card's rulings each closed by its day in brackets."""
    lines = ["##- Scrivi la tua risposta sopra questa riga -##", "", "Come funziona Dungeon Geists con la pila?", "",
             "Richiesta #93388 · Priorità: Normale · Tipo: Domanda", "", "Stato\tRisolta", "Creata\t7 febbraio 2026 19:37",
             "", "Jonas · 16 febbraio 2026 07:19", "", "Macro applicata: Domanda regole – sentenze", "",
             "In breve: sì, funziona. L'abilità si risolve comunque.", "", "Ecco le sentenze ufficiali (da Gatherer):", ""]
    lines += [f"{t} ({d.day:02d}/{d.month:02d}/{d.year})" for d, t in GEISTS]
    lines += ["", "Questa e-mail è un servizio di Assistenza. Fornito da Zendesk"]
    bundle = read("\n".join(lines) + "\n", "ticket.txt")
    assert [(t.name, t.text) for t in bundle.translations] == []
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS
