"""Captured pages (page-27): a PDF converted to HTML page by page (pdf2htmlEX, pdftohtml) prints a
running header over every page; its date ("Stand 07.05.2021") is the handout's, no ruling's. Written
for the test from the sample sets' MTGJSON data."""

from __future__ import annotations

import datetime as dt
import html
import textwrap

import pytest

from tests.test_pages_dating import AEGISAUR, read, rulings_of

JACE = rulings_of("ORI", "Jace, Vryn's Prodigy // Jace, Telepath Unbound")
STAND = dt.date(2021, 5, 7)


def _pdf2htmlex(rulings: list[tuple[dt.date, str]], per_page: int = 5) -> str:
    """pdf2htmlEX's page boxes, one positioned element a printed line; each page headed by the league's
    title and the day the packet was last revised, footed by its number."""
    # (a word processor breaks no word at its hyphen, a web address neither)
    lines = [textwrap.wrap(f"{t} ({d:%d.%m.%Y})", 86, break_on_hyphens=False, break_long_words=False) for d, t in rulings]
    chunks = [lines[k:k + per_page] for k in range(0, len(lines), per_page)]
    boxes = []
    for n, chunk in enumerate(chunks, 1):
        body = [("Turnierregeln der Donnerstagsliga", "x0"), (f"Stand {STAND:%d.%m.%Y}", "x9")]
        if n == 1:
            body += [("Jace, Vryn's Prodigy", "x1"), ("Rulings (aus Gatherer)", "x1")]
        body += [(line, "x1") for ruling in chunk for line in ruling]
        body.append((f"Seite {n} von {len(chunks)}", "x5"))
        divs = "".join(f'<div class="t m0 {x} h4 y{k:x} ff1 fs0 fc0 sc0 ls0 ws0">{html.escape(text)}</div>'
                       for k, (text, x) in enumerate(body, 256))
        boxes.append(f'<div id="pf{n}" class="pf w0 h0" data-page-no="{n}"><div class="pc pc{n} w0 h0">'
                     f'<img class="bi x0 y0 w1 h1" alt="" src="bg{n}.png"/>{divs}</div></div>')
    return ('<!DOCTYPE html><html><head><meta charset="utf-8"/><meta name="generator" content="pdf2htmlEX"/>'
            '<title>Turnierregeln der Donnerstagsliga</title></head><body><div id="sidebar"><div id="outline"></div></div>'
            f'<div id="page-container">{"".join(boxes)}</div></body></html>')


@pytest.mark.parametrize("per_page", [4, 5])
def test_a_pdf_s_running_header_dates_no_ruling(per_page) -> None:
    """Every page opens with the packet's "Stand" date; the rulings end with their own in brackets. A
    ruling at a page's top keeps its own date, and the header's date is no ruling's."""
    assert len(JACE) > 2 * per_page  # three pages at least
    bundle = read(_pdf2htmlex(JACE, per_page), "packet.html")
    assert [(r.date, r.text) for r in bundle.rulings] == JACE
    assert STAND not in {r.date for r in bundle.rulings}


def _profile(user: str, rank: str, posts: int, karma: str) -> str:
    return (f'<td valign="top" width="16%"><b><a href="#">{user}</a></b><div class="smalltext">{rank}<br />Desconectado'
            f'<br />Mensajes: {posts}<br />Reputación: {karma}<br />Ver perfil</div></td>')


def _forum_post(user: str, rank: str, posts: int, karma: str, subject: str, stamp: str, body: str) -> str:
    return (f'<table class="bordercolor" width="100%"><tr>{_profile(user, rank, posts, karma)}<td valign="top">'
            f'<div class="subject"><b>{subject}</b></div><div class="smalltext">« en: {stamp} »</div><hr />'
            f'<div class="post">{body}</div><div align="right">Citar</div></td></tr></table>')


def test_a_forum_s_profile_box_is_no_translation() -> None:
    """An old forum thread in Spanish (SMF's table layout): beside each post its author's box (rank, status,
    posts, reputation, a link to the profile), the asker's twice. The box under the asker's name is no
    Spanish printing of the card: the page prints its lines (but for the numbers) more often than the box."""
    rulings = "<br />".join(f"{d:%d/%m/%Y}: {html.escape(t)}" for d, t in AEGISAUR)
    thread = "".join([
        _forum_post("Dinomante", "Usuario avanzado", 87, "+12/-1", "Bellowing Aegisaur",
                    "3 de Marzo de 2019, 18:40:02", "¿Cómo funciona Bellowing Aegisaur con daño de combate?"),
        _forum_post("JuezMadrid", "Moderador", 2310, "+140/-2", "Re: Bellowing Aegisaur",
                    "3 de Marzo de 2019, 20:11:45", f"Rulings oficiales de Wizards:<br />{rulings}"),
        _forum_post("Dinomante", "Usuario avanzado", 87, "+12/-1", "Re: Bellowing Aegisaur",
                    "4 de Marzo de 2019, 09:02:13", "¡Gracias!"),
    ])
    page = ('<html><head><meta charset="utf-8"><title>Bellowing Aegisaur</title></head><body>'
            '<div class="nav"><a href="#">Foro Magic España</a> » <a href="#">Reglas</a> » Bellowing Aegisaur</div>'
            f'<table class="titlebg"><tr><td>Autor</td><td>Tema: Bellowing Aegisaur (Leído 412 veces)</td></tr></table>'
            f'{thread}<div align="center"><span class="smalltext">Powered by SMF 1.1.11</span></div></body></html>')
    bundle = read(page, "tema.html")
    assert [(r.date, r.text) for r in bundle.rulings] == AEGISAUR
    assert [(t.language, t.name) for t in bundle.translations] == []


def _card(set_code: str, name: str) -> dict:
    import json
    import lzma

    from tests.conftest import sample_file

    return next(c for c in json.loads(lzma.decompress(sample_file(set_code).read_bytes()))["data"]["cards"] if c["name"] == name)


@pytest.mark.parametrize("stamp", ["Sent to Kindle on Feb 9, 2026", "Saved on 9 February 2026", "Clipped 2026-02-09"])
def test_a_copy_s_stamp_dates_no_ruling(stamp) -> None:
    """A card page as a read-later or e-reader tool copies it: its stamp ("Sent to Kindle on …") at the
    top, the page's address, the card's text with its activated abilities, then the rulings each over
    its numeric date. The stamp's date is when the copy was made, no ruling's."""
    card = _card("CHK", "Sensei's Divining Top")
    rulings = [(dt.date.fromisoformat(r["date"]), r["text"]) for r in card["rulings"]]
    abilities = "".join(f"<p>{html.escape(line)}</p>" for line in card["text"].split("\n"))
    entries = "".join(f'<div class="ruling"><p>{html.escape(t)}</p><p><small>{d.month}/{d.day}/{d.year}</small></p></div>'
                      for d, t in rulings)
    page = ('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sensei&#x27;s Divining Top</title></head>'
            f'<body class="note"><h1>Sensei\'s Divining Top</h1><p>CardShelf</p><p><i>{stamp}</i></p>'
            '<p><small>https://cardshelf.example/card/chk/268/senseis-divining-top</small></p><p class="loc">Location 12 of 240</p>'
            '<nav class="breadcrumb">Home › Cards › Sets</nav>'
            f'<div class="card-face"><p class="type-line">Artifact</p>{abilities}</div><p class="legality">Legal in Commander</p>'
            '<p class="loc">Location 61 of 240</p>'
            f'<h2>Rulings ({len(rulings)})</h2><div class="rulings">{entries}</div></body></html>')
    bundle = read(page, "copy.html")
    assert [(r.date, r.text) for r in bundle.rulings] == rulings


#: Firemind's Research (GRN 171): its Oracle text and its one ruling, as MTGJSON's GRN.json (2022-04-25) gives them
FIREMIND = ["Whenever you cast an instant or sorcery spell, put a charge counter on Firemind's Research.",
            "{1}{U}, Remove two charge counters from Firemind's Research: Draw a card.",
            "{1}{R}, Remove five charge counters from Firemind's Research: It deals 5 damage to any target."]
FIREMIND_RULING = (dt.date(2018, 10, 5), "The triggered ability of Firemind’s Research resolves before the spell that caused "
                   "it to trigger. It resolves even if that spell is countered.")


@pytest.mark.parametrize("stamp", ["Sent to Kindle on Jan 3, 2026", "Gespeichert am 03.01.2026", "Clipped 2026-01-03"])
def test_the_reader_of_last_resort_takes_no_date_from_a_copy_s_stamp(stamp) -> None:
    """A card page copied by a reading tool, its stamp at the top, whose card text the line reading does
    not take for one (the reader of last resort reads it: each sentence of rules with the one date that
    can be its). The stamp's date is none: the ruling keeps its own."""
    date, text = FIREMIND_RULING
    lines = ["Firemind's Research", "CardVault", stamp, "https://cardvault.example/card/grn/171/firemind-s-research",
             "Location 18 of 307", "Home › Cards › Sets", "Enchantment", *FIREMIND, "Legal in Commander", "Location 86 of 307",
             "Rulings (1)", text, f"{date.month}/{date.day}/{date.year}", "Rulings are from Wizards of the Coast. · Report a problem"]
    bundle = read("\n\n".join(lines))
    assert [(r.date, r.text) for r in bundle.rulings if r.text == text] == [FIREMIND_RULING]
    assert dt.date(2026, 1, 3) not in {r.date for r in bundle.rulings}
