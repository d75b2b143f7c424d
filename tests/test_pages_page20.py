"""Captured pages read better by page-20 (each written for the test from a sample card's MTGJSON
rulings and card data, in the shape the real kind of page or copy has: a site's text-only version, a
blog post quoting rulings with their citations, a podcast's show notes, a scanner app's export, a
phone site's "Read more", a store's newsletter, a marketplace's offers, an AMP article)."""

from __future__ import annotations

import datetime as dt
import html

from lorehold.ingest.pages.chrome import is_chrome
from lorehold.ingest.pages.dates import publisher_of
from tests.test_pages_dating import read, rulings_of

MIND = rulings_of("APC", "Mind Extraction")  # two of 2004-10-04, two of 2013-04-15
RINGLEADER = rulings_of("APC", "Goblin Ringleader")  # one of 2019-07-12
DEED = rulings_of("APC", "Pernicious Deed")  # two of 2018-03-16
FORGE = rulings_of("APC", "Battlefield Forge")  # two of 2015-06-22
PRISON = rulings_of("CHK", "Ghostly Prison")  # 2007-02-01, 2014-02-01
JOURNEY = rulings_of("CHK", "Otherworldly Journey")  # 2004-12-01, two of 2005-08-01
HINDER = rulings_of("CHK", "Hinder")  # one of 2020-08-07
AURORA = rulings_of("ORI", "The Great Aurora")  # four of 2015-06-22; the third reads as a card's text would
TIDE = rulings_of("CHK", "Tide of War")  # three of 2004-12-01, two opening "Tide of War’s"

CS_MONTHS = "ledna února března dubna května června července srpna září října listopadu prosince".split()
IT_MONTHS = "gen feb mar apr mag giu lug ago set ott nov dic".split()
PT_MONTHS = "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split()


def got(bundle) -> list[tuple]:
    return [(r.date, r.text) for r in bundle.rulings]


# ------------------------------------------------------------------------------- a text-only version


def test_date_of_ruling_after_each_ruling_on_a_text_only_site() -> None:
    """A card site's text-only version copied as text: the labelled type and text, then each ruling
    with "Date of ruling: DATE" on the line under it (no quiz's "X or Y:" question), the page's
    generation stamp and the accessibility statement's review date under them."""
    entries = "\n".join(f"{t}\nDate of ruling: {d.isoformat()}" for d, t in MIND)
    page = ("Skip to main content\n\nText-only version | Switch to full site\n\nText size: A | A+ | A++\n\n"
            "Mind Extraction\n\nType: Sorcery\n\nCard text:\n\n"
            "As an additional cost to cast this spell, sacrifice a creature.\n\n"
            "Target player reveals their hand and discards all cards of each of the sacrificed creature's colors.\n\n"
            f"Rulings\n\n{entries}\n\nPage generated 3/14/2023 at 9:12 PM\n\n"
            "Accessibility statement (last reviewed July 17, 2022)\n\nAccess keys: 0 Accessibility · 1 Home · 4 Search\n")
    assert got(read(page)) == MIND
    assert not is_chrome("Date of ruling: 2013-04-15")
    assert is_chrome("True or false: Mind Extraction can be cast without a sacrifice.")


def test_a_czech_ruling_label_dates_its_one_ruling() -> None:
    """The same site in Czech with one ruling: "Datum rozhodnutí: pátek 12. července 2019" (the
    rulings' date label, in the language of the site) dates it; "Stránka vytvořena …" does not."""
    (d, text), = RINGLEADER
    page = ("Přeskočit na obsah\n\nTextová verze | Přejít na plnou verzi\n\nGoblin Ringleader\n\n"
            "Typ: Creature — Goblin\n\nText karty:\n\n"
            "Haste (This creature can attack and {T} as soon as it comes under your control.)\n\n"
            "When Goblin Ringleader enters the battlefield, reveal the top four cards of your library. Put all "
            "Goblin cards revealed this way into your hand and the rest on the bottom of your library in any order.\n\n"
            f"Rozhodnutí\n\n{text}\nDatum rozhodnutí: pátek {d.day}. {CS_MONTHS[d.month - 1]} {d.year}\n\n"
            "Stránka vytvořena 27. 6. 2023 v 22:29\n\n"
            "Prohlášení o přístupnosti (naposledy revidováno 3. května 2022)\n")
    assert got(read(page)) == RINGLEADER


def test_the_first_ruling_right_under_the_rulings_heading_is_one() -> None:
    """The text-only version saved as HTML: an ordered list under "Rozhodnutí", each item the ruling,
    a line break and its date label; the first item, right under the heading, is a ruling however
    much it reads like a card's text ("The number of cards you draw is equal to …"), where the
    card's text stands labelled above."""
    listed = [AURORA[2], AURORA[0], AURORA[1], AURORA[3]]
    items = "".join(f"<li>{html.escape(t)}<br>Datum rozhodnutí: {d.day}. {CS_MONTHS[d.month - 1]} {d.year}</li>"
                    for d, t in listed)
    page = ("<!DOCTYPE html><html lang='cs'><head><meta charset='utf-8'><title>The Great Aurora (Textová verze)</title></head>"
            "<body><p><a href='#main'>Přeskočit na obsah</a></p><hr><h1 id='main'>The Great Aurora</h1><p>Typ: Sorcery</p>"
            "<p>Text karty:</p><blockquote><p>Each player shuffles all cards from their hand and all permanents they own into "
            "their library, then draws that many cards. Each player may put any number of land cards from their hand onto the "
            "battlefield. Exile The Great Aurora.</p>"
            f"</blockquote><h2>Rozhodnutí</h2><ol>{items}</ol><hr><p>Stránka vytvořena 26. 8. 2023 v 08:41</p></body></html>")
    assert got(read(page, "lite.html")) == listed


# ------------------------------------------------------------------------------- quotations cited


def test_a_quotations_footer_cites_its_ruling() -> None:
    """A blog post quoting each ruling in a <blockquote> whose <footer><cite> says "— Chiarimento
    ufficiale, 1 dic 2004": the footer is the quotation's citation (not the page's footer), so each
    ruling has its date, credited to Wizards, and the card's text in its box is no ruling."""
    quotes = "".join(
        f"<blockquote><p>{html.escape(t)}</p><footer><cite>— Chiarimento ufficiale, {d.day} {IT_MONTHS[d.month - 1]} "
        f"{d.year}</cite></footer></blockquote>" for d, t in JOURNEY)
    page = ("<!DOCTYPE html><html lang='it'><head><title>Carta in evidenza: Otherworldly Journey – Floor Notes</title></head><body>"
            "<header class='topbar'><a href='/'>Floor Notes</a></header><article><h1>Carta in evidenza: Otherworldly Journey</h1>"
            "<div class='meta'><span>Pubblicato il 11 settembre 2018 da Tom H.</span> · <span>9 min di lettura</span></div>"
            "<p>È saltata fuori tre volte all'ultimo torneo, ecco cosa dicono i chiarimenti ufficiali.</p>"
            "<div class='oracle'><div class='type-line'>Instant — Arcane</div><p>Exile target creature. At the beginning of the "
            "next end step, return that card to the battlefield under its owner's control with a +1/+1 counter on it.</p></div>"
            f"{quotes}<p class='tags'>Tag: rulings, judging</p></article>"
            "<footer><p>© 2018 Floor Notes</p><p><a href='/privacy'>Privacy</a></p></footer></body></html>")
    bundle = read(page, "post.html")
    assert got(bundle) == JOURNEY
    assert {r.publisher for r in bundle.rulings} == {"wotc"}


def test_an_official_ruling_in_german_names_wizards() -> None:
    """One quoted ruling cited "— Offizieller Regelhinweis, 07.08.2020" under the post's own date:
    "official" and a rulings word in any language name Wizards, so the date is the ruling's."""
    (d, text), = HINDER
    page = ("<!DOCTYPE html><html lang='de'><head><title>Karte im Fokus: Hinder</title></head><body><article>"
            "<h1>Karte im Fokus: Hinder</h1><div class='meta'>Veröffentlicht am 2. März 2021 von Jonas K. · 4 Min. Lesezeit</div>"
            "<div class='oracle'><div>Instant</div><p>Counter target spell. If that spell is countered this way, put that card "
            "on the top or bottom of its owner's library instead of into that player's graveyard.</p></div>"
            f"<blockquote><p>{html.escape(text)}</p><footer><cite>— Offizieller Regelhinweis, {d:%d.%m.%Y}</cite></footer>"
            "</blockquote><p>Schlagwörter: rulings, judging</p></article></body></html>")
    assert got(read(page, "fokus.html")) == HINDER
    assert publisher_of("Offizieller Regelhinweis") == "wotc" and publisher_of("Chiarimento ufficiale") == "wotc"
    assert publisher_of("Neuigkeiten") == "neuigkeiten"


# ------------------------------------------------------------------------------- show notes


def test_a_chapter_mark_before_a_ruling_is_no_part_of_it() -> None:
    """A podcast's show notes: the chapters, then each ruling behind the moment it is discussed,
    dated in brackets after it ("11:08 – Text (16 de março de 2018)"): the text without the mark."""
    lines = "\n".join(f"{11 + k}:{8 * k:02d} – {t} ({d.day} de {PT_MONTHS[d.month - 1]} de {d.year})"
                      for k, (d, t) in enumerate(DEED))
    page = ("Judge Call Radio\n\n#179 — Pernicious Deed e a pilha\n\nEpisódio 179 · 54 min · 14 de setembro de 2020\n\n"
            "Capítulos\n\n00:00 Abertura\n02:58 Notícias da semana\n08:55 Pernicious Deed: os esclarecimentos\n"
            f"37:01 Perguntas dos ouvintes\n\nOs esclarecimentos oficiais que comentamos\n\n{lines}\n\n"
            "Próximo episódio: quarta-feira, 9 de dezembro de 2020\n\n© 2020 Judge Call Radio\n")
    assert got(read(page, "episode.txt", card="Pernicious Deed")) == DEED


# ------------------------------------------------------------------------------- saved HTML


def test_a_table_cells_link_runs_on_into_its_words() -> None:
    """A scanner app's exported rulings table whose texts link the card's name ("<a>Tide of War</a>’s
    ability"): a cell's inline elements run on as a browser shows them ("War’s", no space put in)."""
    rows = "".join(
        f"<tr><td>{k}</td><td>{html.escape(t).replace('Tide of War', '<a class=card-ref href=/c/tide-of-war>Tide of War</a>')}"
        f"</td><td>{d.isoformat()}</td></tr>" for k, (d, t) in enumerate(TIDE, 1))
    page = ("<html><head><title>Tide of War – export</title></head><body><h1>Tide of War</h1>"
            "<p>Exported 2023-05-12 at 14:02 from CardScan 3.2 (Android)</p>"
            f"<h2>Rulings (synced 2023-05-11)</h2><table class='rulings'><tr><th>#</th><th>Ruling</th><th>Date</th></tr>{rows}</table>"
            "</body></html>")
    assert got(read(page, "export.html")) == TIDE


def test_a_read_more_preview_beside_the_whole_text_is_left_out() -> None:
    """A phone site's rulings cut to a preview ("… The damage dealt…") with the whole text hidden
    beside it and a "Read more" button: each ruling is stored once, whole."""
    entries = "".join(
        f"<div class='ruling'><div class='r-date'>{d:%d.%m.%Y}</div><p><span class='preview'>{html.escape(t[:60])}…</span>"
        f"<span class='full' hidden>{html.escape(t)}</span></p><button class='more' type='button'>Weiterlesen</button></div>"
        for d, t in FORGE)
    page = ("<html lang='de'><head><title>Battlefield Forge</title></head><body><h1>Battlefield Forge</h1><div>Land</div>"
            "<p>{T}: Add {C}.</p><p>{T}: Add {R} or {W}. Battlefield Forge deals 1 damage to you.</p>"
            f"<h2>Regelhinweise (2)</h2>{entries}<p>aktualisiert 22.06.2023</p></body></html>")
    assert got(read(page, "forge.html")) == FORGE


# ------------------------------------------------------------------------------- newsletters and shops


def test_an_event_under_its_date_is_no_ruling() -> None:
    """A store's newsletter (tables): the card of the week, its rulings table with the date cell
    first, then the coming events, each a date over its name ("Commander-Liga, 3. Runde"): the
    events are not rulings."""
    (d, text), = RINGLEADER
    page = ("<html lang='de'><head><title>Spielbrett Kiel – Newsletter</title></head><body><table>"
            "<tr><td>Karte der Woche</td></tr><tr><td><h2>Goblin Ringleader</h2><p>Angebot gültig bis 16. November 2019</p></td></tr>"
            "<tr><td>Creature — Goblin</td></tr><tr><td><table><tr><th>Datum</th><th>Regelhinweis</th></tr>"
            f"<tr><td>{d:%d.%m.%Y}</td><td>{html.escape(text)}</td></tr></table></td></tr>"
            "<tr><td><h3>Demnächst im Laden</h3><table>"
            "<tr><td><strong>Freitag, 22. November 2019</strong></td><td>Freitagsturnier</td></tr>"
            "<tr><td><strong>Sonntag, 24. November 2019</strong></td><td>Commander-Liga, 3. Runde</td></tr>"
            "</table></td></tr><tr><td>Du erhältst diese E-Mail, weil du dich am 18.09.2018 angemeldet hast.</td></tr>"
            "</table></body></html>")
    assert got(read(page, "mail.html")) == RINGLEADER


def test_an_english_cards_text_does_not_make_a_dutch_page_english() -> None:
    """A Dutch marketplace's offers for an English card, its rulings dated "1/2/2007": the page's own
    words are Dutch (the card's English text is no part of them), so the date reads day first."""
    entries = "\n\n".join(f"{d.day}/{d.month}/{d.year} — {t}" for d, t in PRISON)
    page = ("☰ Menu\nCardbazaar\n\nGhostly Prison\n\nChampions of Kamigawa\n\nBeschikbare artikelen: 197 · vanaf € 0,25\n\n"
            "Verkoper\tBeoordeling\tVerzonden uit\tPrijs\nkartenwurm\t98,6% · 7.302 verkopen\tDuitsland\t€ 0,32\n\n"
            "Verzending binnen 1–2 werkdagen\nVerwachte levering: 19-12-2020 – 22-12-2020\n\nLaatste beoordelingen voor "
            "kartenwurm\n\nLid sinds 09-12-2015\n\n★★★★★ 16-11-2020\n\nTopverkoper, netjes in een toploader.\n\n"
            "★★★★★ 10-11-2020\n\nSnelle verzending, kaart zoals beschreven.\n\n"
            "Kaartinfo\n\nEnchantment\n\nCreatures can't attack you unless their controller pays {2} for each creature they "
            f"control that's attacking you.\n\nUitspraken\n\n{entries}\n\n© 2020 Cardbazaar\n\nPrivacy · Voorwaarden\n")
    assert [(r.date, r.text) for r in read(page, "offers.txt").rulings] == PRISON


def test_a_rulings_label_in_another_language_dates_its_ruling() -> None:
    """An AMP article: the ruling, then "Regelhinweis · <time>2019-07-12</time>" (the site's word for
    a ruling as its label), then more articles each with its own date: the label names no publisher,
    so the one dated ruling keeps its date beside the articles' dates."""
    (d, text), = RINGLEADER
    more = "".join(f"<li><a href='#'>{h}</a><div>{day}</div></li>" for h, day in (
        ("Fünf günstige Upgrades für dein erstes Commander-Deck", "2024-04-15"),
        ("Was sich mit der neuen Bannliste ändert", "2024-03-11"), ("Sealed-Rückblick: eine Woche Prerelease", "2024-02-18")))
    page = ("<!doctype html><html ⚡ lang='de'><head><title>Goblin Ringleader – The Stack Daily</title></head><body><article>"
            "<h1>Goblin Ringleader</h1><div>Creature — Goblin</div><p>When Goblin Ringleader enters the battlefield, reveal the top "
            "four cards of your library.</p><h2>Regelhinweise</h2>"
            f"<div class='ruling'><p>{html.escape(text)}</p><p class='meta'><span>Regelhinweis</span> · "
            f"<time datetime='{d.isoformat()}'>{d.isoformat()}</time></p></div></article>"
            f"<section><h2>Mehr von The Stack Daily</h2><ul>{more}</ul></section></body></html>")
    assert got(read(page, "amp.html")) == RINGLEADER
    assert dt.date(2024, 4, 15) not in {r.date for r in read(page, "amp.html").rulings}


# ------------------------------------------------------------------------------- published notes


def test_a_notes_properties_and_contents_date_no_ruling() -> None:
    """An Obsidian Publish note copied as text: its properties ("created" / DATE, "updated" / DATE),
    an intro sentence, the "Rulings" heading, a date heading over the ruling, and the "On this page"
    outline repeating the headings (the date among them): the intro is no ruling and the outline
    dates nothing."""
    (d, text), = HINDER
    page = ("Judge Garden\nSearch\n\nCards\n  Hinder\n  Tide of War\nPolicy\nDaily\n\nHinder\n\n"
            "created\n2020-11-06\nupdated\n2021-06-07\ntags\n#mtg #rulings\n\n"
            "Official rulings, grouped by the day they were published.\n\nRulings\n\n"
            f"{d.isoformat()}\n\n{text}\n\nLinks to this page\nTide of War\n\nInteractive graph\n\n"
            f"On this page\nRulings\n{d.isoformat()}\n\nPowered by Obsidian Publish\n")
    assert got(read(page, "note.txt")) == HINDER


def test_a_consent_dialogs_description_of_the_website_is_chrome() -> None:
    """A consent manager's category descriptions speak of the website ("These items are required to
    enable basic website functionality."): chrome, even under a dated ruling's entry."""
    (d, text), = HINDER
    page = ("<html><head><title>Hinder</title></head><body><h1>Hinder</h1><div>Instant</div><p>Counter target spell. If "
            "that spell is countered this way, put that card on the top or bottom of its owner's library instead of into "
            f"that player's graveyard.</p><h2>Rulings</h2><div>{d.isoformat()}</div><p>{html.escape(text)}</p>"
            "<div class='cat'><h4>Essential</h4><div>Always Active</div><p>These items are required to enable basic website "
            "functionality.</p></div><div class='cat'><h4>Analytics and Customization</h4><p>These items help us understand "
            "how our website performs and how visitors interact with it.</p></div></body></html>")
    assert got(read(page, "hinder.html")) == HINDER
    assert is_chrome("These items are required to enable basic website functionality.")
    assert not is_chrome("Navegador Térmico")


def test_a_shops_stock_line_is_no_part_of_a_printed_text() -> None:
    """A shop's product copied as text: the printed name and text, then "Disponibilità: 13 pezzi" on
    the line under the text (the stock, as a field): chrome, not the translation's last line."""
    page = ("Home › Singole › Tide of War\n\nMarea di Guerra\n"
            "Ogniqualvolta una o più creature bloccano, lancia una moneta. Se vinci il lancio, ogni creatura bloccante "
            "viene sacrificata dal suo controllore. Se perdi il lancio, ogni creatura bloccata viene sacrificata dal suo "
            "controllore.\nDisponibilità: 13 pezzi\nAggiungi al carrello\n\nChiarimenti\n\n"
            + "\n\n".join(f"{d:%d/%m/%Y}\n{t}" for d, t in TIDE) + "\n")
    bundle = read(page, "negozio.txt", card="Tide of War")
    assert [(t.language, t.name) for t in bundle.translations] == [("it", "Marea di Guerra")]
    assert bundle.translations[0].text.endswith("viene sacrificata dal suo controllore.")
    assert is_chrome("Disponibilità: 13 pezzi") and is_chrome("Verfügbarkeit: 4 Stück")


def test_a_keyword_line_under_the_type_line_names_no_card() -> None:
    """A Polish shop's product copied as text: the card's type line, then its text opening with the
    keyword line "Flash" (also a card's name), then a ruling table: "Flash" is neither the card's
    name nor one the page may give it by (the card is named in the product's heading)."""
    (d, text), = rulings_of("CHK", "Masako the Humorless")
    page = ("Smocza Jama Karty\nKarty Dodatki Aktualności\nZaloguj się | Załóż konto\n\n"
            "Strona główna › Karty › Champions of Kamigawa › Masako the Humorless\n\n"
            "Masako the Humorless (Champions of Kamigawa) – Pojedyncza karta\n\nKod produktu: CHK-33-EN\n"
            "Dodaj do koszyka\nStan: Near Mint\n\nOpis\nWyjaśnienia zasad\nOpinie (2)\n\nOpis\n\n"
            "Legendary Creature — Human Advisor\n\nFlash\n\n"
            "Tapped creatures you control can block as though they were untapped.\n\n"
            f"Wyjaśnienia zasad\n\nData\tWyjaśnienia zasad\n{d:%d.%m.%Y}\t{text}\n\nOpinie (3)\n\n★★★★★\n"
            "J. Okafor, 04.08.2021\n\nSzybka wysyłka, karta w idealnym stanie.\n")
    bundle = read(page, "sklep.txt")
    assert got(bundle) == [(d, text)]
    lookup = bundle.card.lookup
    assert lookup.name != "Flash" and "Flash" not in lookup.alternatives


# ------------------------------------------------------------------------------- the judge's desk


def test_an_oracle_attribution_in_another_language_after_the_ruling() -> None:
    """A newsletter's answer quoting each ruling with "(esclarecimento do Oracle de 01/12/2004)" after
    it, and a coverage sheet's "（オラクル、2004年12月1日）": the words name Wizards' rulings, so the
    date is the ruling's and the credit is Wizards'."""
    pt = "\n\n".join(f"{t} (esclarecimento do Oracle de {d:%d/%m/%Y})" for d, t in JOURNEY)
    page = ("Priority Pass\n\nEdição nº 189 · 6 mar 2023 · 6 min de leitura\n\nQ: Pavel, de Utrecht, pergunta:\n\n"
            "Meu grupo discute toda semana sobre Otherworldly Journey. Como a carta funciona de verdade?\n\nA:\n\n"
            f"Boa pergunta. Veja o que dizem os esclarecimentos oficiais:\n\n{pt}\n\nTem uma pergunta? É só responder.\n")
    bundle = read(page, "edicao.txt", card="Otherworldly Journey")
    assert got(bundle) == JOURNEY and {r.publisher for r in bundle.rulings} == {"wotc"}
    ja = "\n\n".join(f"• {t}（オラクル、{d.year}年{d.month}月{d.day}日）" for d, t in JOURNEY)
    page = f"Otherworldly Journey\n\nInstant — Arcane\n\n裁定\n\n{ja}\n\n最終編集：2023/03/29 09:13\n"
    assert got(read(page, "sheet.txt")) == JOURNEY


def test_a_forms_rulings_with_their_date_labels_and_its_closing_words() -> None:
    """An appeal form's confirmation: the player's account, the rulings the floor judge attached, each
    followed by "Ruling date:DATE" (no space after the colon), then "The head judge will hear your
    appeal …; a copy … is on its way to your e-mail." The dates follow their rulings (the closing
    sentence is no ruling); one ruling labelled in German ("Datum des Regelhinweises:") or Korean
    ("판정 날짜:") keeps its date."""
    def page(rulings, label: str) -> str:
        entries = "".join(f"<p>{html.escape(t)}</p><p><span>{label}</span>{d:%d.%m.%Y}</p>" for d, t in rulings)
        return ("<html><head><title>Your appeal was submitted</title></head><body><h1>Your appeal was submitted</h1>"
                "<p>Submitted on Thursday, 11 January 2024 at 09:29</p><dl><dt>Table</dt><dd>19</dd>"
                "<dt>What happened</dt><dd>My opponent's trigger was resolved before I could respond and I disagree "
                "with the floor judge.</dd></dl><h2>Rulings attached by the floor judge</h2>"
                f"{entries}<h2>What happens next</h2><p>The head judge will hear your appeal at the table; a copy of this "
                "answer is on its way to your e-mail.</p><p>Submit another response</p></body></html>")
    assert got(read(page(TIDE, "Ruling date:"), "appeal.html", card="Tide of War")) == TIDE
    for label in ("Datum des Regelhinweises:", "판정 날짜:"):
        assert got(read(page(HINDER, label), "appeal.html", card="Hinder")) == HINDER, label
    assert is_chrome("A copy of this answer is on its way to your e-mail.")


def test_a_forms_date_field_and_the_cards_text_date_no_ruling() -> None:
    """A judge review: "Observed on" over its date, the situation, then the reference rulings with
    their dates under them; and a lesson whose one dated ruling stands under the card's text block
    (its type line first): neither the review's date nor the card's text takes a ruling."""
    entries = "".join(f"<p>{html.escape(t)}</p><p>{d:%d/%m/%Y}</p>" for d, t in PRISON)
    page = ("<html><head><title>Review 99308</title></head><body><h1>Review 99308</h1><p>Submitted 23/01/2022</p>"
            "<p>Reviewer</p><p>Bence Szabó (L3)</p><p>Role</p><p>Floor judge</p><p>Observed on</p><p>17/01/2022</p>"
            "<p>In round 3 a player called about Ghostly Prison. The floor judge was asked how it works.</p>"
            f"<h3>Reference rulings</h3>{entries}<p>Acknowledged by the reviewed judge on 29/01/2022</p></body></html>")
    assert got(read(page, "review.html", card="Ghostly Prison")) == PRISON
    (d, text), = HINDER
    page = ("<html><head><title>핵심 카드: Hinder</title></head><body><h1>핵심 카드: Hinder</h1>"
            "<div class='card'><p>Instant</p><p>Counter target spell.</p><p>If that spell is countered this way, put that "
            "card on the top or bottom of its owner's library instead of into that player's graveyard.</p></div>"
            f"<h3>꼭 알아야 할 판정</h3><p>{d.isoformat()}</p><p>{html.escape(text)}</p><p>레슨 업데이트: 2020년 9월 13일</p>"
            "</body></html>")
    assert got(read(page, "lesson.html", card="Hinder")) == HINDER


def test_a_weekday_after_the_date_before_its_colon() -> None:
    """"1 Aralık 2004 Çarşamba: Text" (a Turkish store's card of the week): the weekday is the date's,
    not the ruling's first word."""
    items = "".join(f"<li><b>{d.day} Aralık {d.year} Çarşamba:</b> {html.escape(t)}</li>" for d, t in JOURNEY[:1])
    page = (f"<html><head><title>Haftanın kartı</title></head><body><h2>Otherworldly Journey</h2><h3>Kural kararları</h3>"
            f"<ul>{items}</ul></body></html>")
    assert got(read(page, "etkinlik.html", card="Otherworldly Journey")) == JOURNEY[:1]


def test_a_slips_fields_in_a_language_no_card_is_printed_in_are_no_translation() -> None:
    """A judge's printed ruling slip in Czech, given by --card: its heading over the slip's fields
    ("Turnaj: … Kolo: 7 Stůl: 109") is no printed name over a printed text (the fields are in no
    language the pair could be given); the rulings keep their dates."""
    rulings = "\n\n".join(f"{t} ({d.day}. {d.month}. {d.year})" for d, t in TIDE)
    page = ("ZÁZNAM ROZHODNUTÍ\n\nTurnaj:\tRegional Championship Leipzig\nKolo:\t7\tStůl:\t109\n"
            "Rozhodčí:\tPavel Smirnov (L1)\tČas:\t12:20\nKarta:\t________________________\n\n"
            f"Související rozhodnutí\n\n{rulings}\n\nTrest: žádný · Vrácení: netýká se\n\n"
            "Vytištěno 30. 7. 2019 v 12:32 z JudgeKit 1.11\n")
    bundle = read(page, "slip.txt", card="Tide of War")
    assert got(bundle) == TIDE
    assert bundle.translations == []
