"""Captured pages read better by page-19 (each written for the test from a sample card's MTGJSON
rulings and card data, in the shape the real kind of page or copy has: web apps' grids, an outliner's
linked dates, a Next.js page's state, a chat bot's embed, a rulings popup saved on its own)."""

from __future__ import annotations

import datetime as dt
import html
import json
import lzma

import pytest

from lorehold.ingest import gatherer
from lorehold.ingest.formats import detect
from lorehold.ingest.pages.chrome import is_chrome
from tests.conftest import sample_file
from tests.test_pages_dating import GEISTS, read, rulings_of

RATS = rulings_of("FUT", "Stronghold Rats")  # four of 2021-03-19
PERIL = rulings_of("FUT", "Grave Peril")  # three of 2007-05-01
FLOW = rulings_of("EMN", "Incendiary Flow")  # one (its text opens with its name: "Incendiary Flow deals 3 damage …")


def got(bundle) -> list[tuple]:
    return [(r.date, r.text) for r in bundle.rulings]


def card_of(set_code: str, name: str) -> dict:
    data = json.loads(lzma.decompress(sample_file(set_code).read_bytes()))["data"]
    return next(c for c in data["cards"] if c["name"] == name)


# ------------------------------------------------------------------------------------ a chat bot's embed


def _discord_export(name: str, rulings: list[tuple[dt.date, str]]) -> str:
    """DiscordChatExporter's HTML: a user's "!rulings NAME", the bot's embed titled with the card and
    linking to Gatherer, a field per ruling with its date in italics, then a reply."""
    fields = "".join(
        f'<div class="chatlog__embed-field"><div class="chatlog__embed-field-name">Uitspraak {k}</div>'
        f'<div class="chatlog__embed-field-value">{html.escape(t)}<br><em>{d.day}-{d.month}-{d.year}</em></div></div>'
        for k, (d, t) in enumerate(rulings, 1))
    return (
        "<!DOCTYPE html><html><head><title>MTG Jury Benelux - regelvragen</title></head><body>"
        '<div class="preamble"><div class="preamble__entry">MTG Jury Benelux</div><div class="preamble__entry">regelvragen</div></div>'
        '<div class="chatlog"><div class="chatlog__message-group"><span class="chatlog__author">cardboard_crack</span>'
        f'<span class="chatlog__timestamp">14-3-2023 22:58</span><div class="chatlog__content">!rulings {name}</div></div>'
        '<div class="chatlog__message-group"><span class="chatlog__author">Regelbot</span><span class="chatlog__bot-label">APP</span>'
        '<span class="chatlog__timestamp">14-3-2023 22:58</span><div class="chatlog__embed">'
        f'<div class="chatlog__embed-title"><a href="https://gatherer.wizards.com/FUT/en-us/34/{name.lower().replace(" ", "-")}">'
        f'<div>{name}</div></a></div><div class="chatlog__embed-description">{len(rulings)} uitspraken</div>'
        f'<div class="chatlog__embed-fields">{fields}</div><div class="chatlog__embed-footer">Pagina 1/1 • 14-3-2023 22:58</div></div></div>'
        '<div class="chatlog__message-group"><span class="chatlog__author">mox_opal</span><span class="chatlog__timestamp">15-3-2023 00:19</span>'
        '<div class="chatlog__content">top, bedankt!</div></div></div>'
        '<div class="postamble"><div class="postamble__entry">Exported 399 message(s)</div></div></body></html>')


def test_a_page_linking_to_gatherer_is_no_gatherer_page() -> None:
    """A chat export whose bot's embed links to the card on Gatherer is read as a page of rulings
    (not refused as "a Gatherer page, but not a card page"); a page whose own address is Gatherer's
    (a canonical link, og:url, a saved-from comment) is a Gatherer page."""
    page = _discord_export("Stronghold Rats", RATS)
    assert not gatherer.sniff("chat.html", page.encode())
    assert detect("chat.html", page.encode()[:4096]).name == "page"
    assert got(read(page, "chat.html")) == RATS
    for head in ('<html><head><link rel="canonical" href="https://gatherer.wizards.com/FUT/en-us/34/stronghold-rats">',
                 '<html><head><meta property="og:url" content="https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=1">'):
        assert gatherer.sniff("card.html", head.encode())


# ------------------------------------------------------------------------------------ web apps' grids


def test_a_grid_copied_among_an_apps_lines_is_read_as_a_sheet() -> None:
    """An Airtable grid view copied as text (a --card page): the app's toolbar, a header row whose first
    cell is blank over the row numbers, the ruling's date beside a "last modified" stamp with its time
    and a status column, then "4 poster"; each ruling is dated by its date column, not the stamp."""
    rows = [f"{k}\tKontrollerad\t{d.isoformat()}\t{t}\tAnna Schmidt\t2022-09-{20 + k} 22:53\t{'se CR 601.2' if k % 2 else ''}"
            for k, (d, t) in enumerate(GEISTS, 1)]
    page = "\n".join(["Domarklubbens kunskapsbas", "", "Förtydliganden att kontrollera", "Rutnätsvy",
                      "Hide fields  Filter  Group  Sort  Color  Row height  Share view", "Filtrerat på kort-ID = 29276", "",
                      "\tStatus\tDatum\tFörtydligande\tKontrollerad av\tSenast ändrad\tAnteckningar", *rows, "",
                      f"{len(GEISTS)} poster", "", "Copy another view  Download CSV  Sign up for free  Made with Airtable"])
    assert got(read(page, "grid.txt", card="Dungeon Geists")) == GEISTS


def test_a_grids_dates_it_leaves_open_stay_ambiguous() -> None:
    """The same grid under English labels, its dates written day first with no day past 12 anywhere
    ("1/5/2007"): the order is no more than a guess by the labels' language, so each date is marked
    ambiguous (the loader settles it by the official date) and read either way."""
    rows = [f"Verified\t{d.day}/{d.month}/{d.year}\t{t}\tMatteo Bianchi\t{k}/8/2017 2:20am\tasked at FNM"
            for k, (d, t) in enumerate(PERIL, 3)]
    page = "\n".join(["Judge Club Knowledge Base", "", "Grid view", "Hide fields  Filter  Group  Sort", "",
                      "Status\tDate\tRuling\tChecked by\tLast modified\tNotes", *rows, "", "3 records"])
    bundle = read(page, "grid.txt", card="Grave Peril")
    assert [r.text for r in bundle.rulings] == [t for _, t in PERIL]
    assert all(r.date_ambiguous and r.date in (d, dt.date(d.year, d.day, d.month)) for r, (d, _) in zip(bundle.rulings, PERIL))


@pytest.mark.parametrize("rulings", [GEISTS, GEISTS[:1]], ids=["four", "one"])
def test_an_aria_grids_rows_are_table_rows(rulings) -> None:
    """A published Coda doc: the rulings a grid of <div role="row"> and <div role="gridcell">, each row
    its number, its date, its text, a checkbox and a "modified" stamp with its time; a callout over the
    grid ("Rows are added every night…") is no ruling, though a grid of one row leaves its date
    between the callout and the ruling."""
    cells = "".join(
        f'<div role="row" class="kr-row"><div class="kr-row-number">{k}</div><div role="gridcell" class="kr-cell">{d:%d.%m.%Y}</div>'
        f'<div role="gridcell" class="kr-cell">{html.escape(t)}</div><div role="gridcell" class="kr-cell">'
        f'<span role="checkbox" aria-checked="true" class="kr-checkbox"></span></div><div role="gridcell" class="kr-cell">4.1.2021, 20:{10 + k}</div></div>'
        for k, (d, t) in enumerate(rulings, 1))
    page = ('<html><head><title>Regeln · Judge-Team-Zentrale</title></head><body><div id="app">'
            '<div class="kr-doc-header"><span>Judge-Team-Zentrale</span><button>Copy doc</button><a>Made with Coda</a></div>'
            '<nav><a>Start</a><a>Regelhinweise</a></nav><main class="kr-canvas"><h1 class="kr-page-title">Dungeon Geists</h1>'
            '<p class="kr-page-subtitle">Regelnotizen zu Dungeon Geists</p><div class="kr-callout" data-icon="ℹ️"><p>Zeilen kommen '
            'jede Nacht über das Gatherer-Pack; bitte nicht von Hand ändern.</p></div><div class="kr-table-header">'
            '<span class="kr-table-title">Regelhinweise</span><div class="kr-table-toolbar"><button>Search</button><button>Filter</button>'
            '</div></div><div role="grid" class="kr-grid"><div role="row" class="kr-header-row"><div class="kr-row-number"></div>'
            '<div role="columnheader">Datum</div><div role="columnheader">Hinweis</div><div role="columnheader">Geprüft</div>'
            f'<div role="columnheader">Geändert</div></div>{cells}</div><div class="kr-table-footer">{len(rulings)} Zeilen</div>'
            '</main></div></body></html>')
    assert got(read(page, "doc.html")) == rulings


# ------------------------------------------------------------------------------------ an outliner's links


def test_an_outliners_linked_dates_date_their_rulings() -> None:
    """A Logseq page copied as text: properties with [[links]], each ruling a bullet ending with its
    date linked to the journal ("[[2021-03-19]]"), then the linked references: journal days over what
    was noted that day, none of them a ruling."""
    page = "\n".join(["Stronghold Rats", "", "- type:: Creature — Rat", "  set:: [[Future Sight]]",
                      "  tags:: [[MTG]], [[Rulings]]", "- Rulings",
                      *[f"\t- {t} [[{d.isoformat()}]]" for d, t in RATS], "", "Linked References", "",
                      "2022-05-27", "- Asked about [[Stronghold Rats]] at the judge meetup", "",
                      "2022-04-02", "- Checked [[Stronghold Rats]] before the prerelease", "", "Unlinked References"])
    assert got(read(page, "page.txt")) == RATS


# ------------------------------------------------------------------------------------ a page's app state


def test_a_nextjs_pages_state_gives_the_rulings_it_does_not_show() -> None:
    """A Next.js card page shows two rulings and "Show all (4)"; its __NEXT_DATA__ holds all four, and
    readers' comments (dated, with sentences) none of which the page shows: the rulings are the four,
    the comments none."""
    state = {"props": {"pageProps": {
        "card": {"name": "Dungeon Geists", "rulings": [{"date": d.isoformat(), "source": "wotc", "text": t} for d, t in GEISTS]},
        "comments": [{"createdAt": "2022-03-04T10:00:00Z", "body": "This card is great in my Commander deck, it taps their best creature."}],
        "updatedAt": "2020-01-02T09:45:13.000Z"}}, "page": "/cards/[slug]"}
    shown = "".join(f"<li><time dateTime='{d}'>{d:%d.%m.%Y}</time><p>{html.escape(t)}</p></li>" for d, t in GEISTS[:2])
    page = ("<html><head><title>Dungeon Geists – Regeln | Karciarnia</title></head><body><div id='__next'>"
            "<header><a>Karciarnia</a></header><main><h1>Dungeon Geists</h1><section><h2>Rulings</h2>"
            f"<ul>{shown}</ul><button>Show all ({len(GEISTS)})</button></section></main></div>"
            f"<script id='__NEXT_DATA__' type='application/json'>{json.dumps(state)}</script></body></html>")
    assert got(read(page, "card.html")) == GEISTS


# ------------------------------------------------------------------------------------ site furniture


def test_a_rulings_popup_saved_on_its_own_is_the_page() -> None:
    """A card site's rulings popup saved on its own (a --card page): the whole page is a <div
    class="popup">, which elsewhere is chrome over a page; here it holds the rulings."""
    boxes = "".join(f"<div class='ruling'><h3>{d.day} may {d.year}</h3><p>{html.escape(t)}</p></div>" for d, t in PERIL)
    page = ("<html lang='es'><head><title>Aclaraciones – Manabase</title></head><body><div class='popup'>"
            "<div class='popup-head'><a class='logo'>Manabase</a> <a>Cerrar ventana</a> <a>Imprimir</a></div>"
            f"<h1>Aclaraciones ({len(PERIL)})</h1>{boxes}"
            "<p><small>Aclaraciones proporcionadas por Wizards of the Coast. Última sincronización: 26/02/2022.</small></p></div>"
            "<footer><p>©Wizards of the Coast LLC.</p></footer></body></html>")
    assert got(read(page, "popup.html", card="Grave Peril")) == PERIL


def test_wizards_of_the_coast_llc_before_a_date_credits_a_ruling() -> None:
    """A rules-help page crediting each ruling "Wizards of the Coast LLC – 19.03.2021" under it, its
    own "last updated" date above the card: the credit is a ruling's date line, not the legal line
    "©Wizards of the Coast LLC." (which stays chrome)."""
    card = card_of("FUT", "Stronghold Rats")
    body = [x for d, t in RATS for x in (t, "", f"Wizards of the Coast LLC – {d:%d.%m.%Y}", "")]
    page = "\n".join(["Stack & Priority", "", "Startseite / Karten / Stronghold Rats", "", "Stronghold Rats", "",
                      "Zuletzt aktualisiert am 21. Juli 2021", card["type"], "", card["text"], "", "Regelhinweise", "",
                      *body, "War das hilfreich? Ja Nein", "", "©Wizards of the Coast LLC."])
    assert got(read(page)) == RATS
    assert is_chrome("©Wizards of the Coast LLC.") and not is_chrome("Wizards of the Coast LLC – 19.03.2021")


def test_a_date_over_the_cards_type_line_dates_no_ruling() -> None:
    """A store's rules corner copied as text: "Stand: DATE" between the card's name and its type line,
    then the card's text, then its one ruling in a box headed "#1 · Regelhinweis vom DATE": the card's
    text is no ruling, though the page's own date stands right above it."""
    card = card_of("EMN", "Incendiary Flow")
    months = "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split()
    boxes = [x for k, (d, t) in enumerate(FLOW, 1) for x in (f"#{k} · Regelhinweis vom {d.day}. {months[d.month - 1]} {d.year}\n{t}", "")]
    page = "\n".join(["Startseite / Karten / Regelecke / Incendiary Flow", "", "Regelecke", "", "Incendiary Flow", "",
                      f"Stand: 30.05.2020\n{card['type']}", "", card["text"], "", *boxes, "Teilen: X · Telegram · Facebook"])
    assert got(read(page)) == FLOW


# ------------------------------------------------------------------------------------ posts and footers


def test_a_code_hosts_post_dates_date_no_ruling() -> None:
    """A GitHub discussion copied as text: each post its author's login, "on DATE" and maybe a role
    ("Maintainer"), then its text; the question and the thanks are dated by their posts, no rulings;
    the answer quotes the ruling with its own date."""
    d, t = PERIL[0]
    page = "\n".join([
        "Skip to content", "judge-tools / rulings-db", "", "Rulings for Grave Peril? #416", "Answered by sol_ring_sam",
        "flash_back asked this question in Q&A", "", "flash_back", "on May 28, 2022", "",
        "Does anyone have the official rulings for Grave Peril? It came up at our Saturday event and we couldn't find them.",
        "", "👍 1", "", "Answered by sol_ring_sam", "View full answer", "", "sol_ring_sam", "on May 28, 2022", "Maintainer", "",
        "Here they are, copied from the card page (commit 1c152a3 adds them to data/rulings.json):", "",
        f"{t} ({d:%b} {d.day}, {d.year})", "", "1 reply", "", "flash_back", "on May 29, 2022", "",
        "Thanks! Marked as answer.", "", "Answer selected by flash_back", "Write a reply"])
    assert got(read(page)) == [(d, t)]


def test_a_sentence_dating_itself_ends_the_entry_above() -> None:
    """A rulings popup's footer under its last ruling, "Rulings provided by Wizards of the Coast. Last
    synced on DATE.": a sentence with its own date is not one more ruling of the date above (the page's
    consent manager, below, left in the page)."""
    body = "".join(f"<div class='ruling'><h3>{d.day}. März {d.year}</h3><p>{html.escape(t)}</p></div>" for d, t in RATS[:2])
    page = (f"<html><body><div class='rulings'><h1>Regelhinweise (2)</h1>{body}<p><small>Regelhinweise bereitgestellt von "
            "Wizards of the Coast. Zuletzt abgeglichen am 13.11.2021.</small></p></div><footer><p>©Wizards of the Coast LLC."
            "</p></footer><div id='usercentrics-root'><div class='usercentrics-preferences' role='dialog'><h3>Privatsphäre-"
            "Einstellungen</h3><p>Dienste (678)</p><div class='cat'><div><span>Essenziell</span><span>Immer aktiv</span></div>"
            "<p>Diese Technologien sind erforderlich, um die Kernfunktionalität der Website zu aktivieren.</p></div>"
            "<div class='cat'><div><span>Funktional</span></div><p>Diese Technologien ermöglichen es uns, die Nutzung der "
            "Website zu analysieren, um die Leistung zu messen und zu verbessern.</p></div><button>Speichern</button>"
            "</div></div></body></html>")
    assert got(read(page, "popup.html", card="Stronghold Rats")) == RATS[:2]


@pytest.mark.parametrize(("text", "date"), [("4月 26, 2014", dt.date(2014, 4, 26)), ("9月 09, 2018", dt.date(2018, 9, 9)),
                                            ("4월 26, 2014", dt.date(2014, 4, 26))])
def test_javas_short_cjk_month_before_day_and_year(text, date) -> None:
    """Confluence and Jira in Japanese or Korean write Java's short month, "4月 26, 2014"."""
    from lorehold.ingest.pages.dates import find_dates

    [found] = find_dates(text)
    assert found.date == date and found.start == 0 and found.end == len(text)


# ------------------------------------------------------------------------------------ a shop's page


def test_consent_buttons_run_together_and_a_privacy_link_name_no_card() -> None:
    """An Italian-style shop's page copied as text (a Spanish shop on iubenda/Termly): the banner's
    buttons run together ("PreferenciasRechazarAceptar"), the US privacy link, the credit; then the
    card's printed name, its printed and Oracle texts and one dated ruling: the card's texts are no
    rulings, the ruling keeps its date."""
    card = card_of("FUT", "Grave Peril")
    d, t = PERIL[0]
    page = "\n".join(["Usamos cookies", "PreferenciasRechazarAceptar", "RechazarAceptarMás información y personalizar",
                      "No vender ni compartir mi información personal", "Guardar", "Powered by Termly", "Mazmorra de Cartas",
                      "Inicio > Cartas > Future Sight > Grave Peril", "Grave Peril", "Referencia: MTG-FUT-71",
                      "Precio: 0,25 €Precio actualizado el 23/11/2023 23:28", "Descripción", card["type"], card["text"],
                      "Aclaraciones oficiales", f"{d.day} de mayo de {d.year}", t, "Opiniones (1)", "★★★★★",
                      "Camille D. el 27/08/2021", "Llegó rápido y en perfecto estado."])
    from lorehold.ingest.pages.chrome import is_chrome as chrome

    assert chrome("PreferenciasRechazarAceptar") and chrome("No vender ni compartir mi información personal")
    assert chrome("Powered by Termly") and not chrome("Grave Peril")
    assert got(read(page)) == [(d, t)]


def test_a_rulings_publishers_date_line_is_no_pages_beside_dated_news() -> None:
    """A rules-help page's one ruling credited "WotC – 1 de abr. de DATE" under it, and a news box of
    dated headlines below: the news are no rulings, and they do not make the one date line the page's."""
    d, t = PERIL[1]
    months = "jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.".split()
    page = "\n\n".join(["Início / Cards / Grave Peril", "Grave Peril", "Esclarecimentos", t,
                        f"WotC – {d.day} de {months[d.month - 1]} de {d.year}", "Isto foi útil? Sim Não", "Notícias",
                        "16 de fevereiro de 2019 — Fim de semana de pré-lançamento: inscrições abertas\n"
                        "7 de fevereiro de 2019 — A noite de Commander agora é às quintas\n"
                        "14 de janeiro de 2019 — Novos cards avulsos na loja"])
    assert got(read(page)) == [(d, t)]


@pytest.mark.parametrize("line", ["FunktionalImmer aktiv", "Preferências: EssenciaisSempre ativoEstes itens são necessários.",
                                  "Настройка согласия: Сохранить мои настройки", "PreferenciasRechazarAceptar"])
def test_consent_labels_run_into_each_other_are_chrome(line) -> None:
    """A consent manager's category labels, "always active" and buttons as a copy runs them together
    (or sets a dialog's title and button as a field) are chrome, not a translation's name and text."""
    assert is_chrome(line)
