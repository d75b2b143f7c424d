"""Captured pages (page-25): a wrap that broke a line at a word's own hyphen, as Python's textwrap does
("… before state-" / "based actions are checked"), and a blog's sidebar listing its recent posts' card
names above the post about another card. Written for the test from the sample sets' MTGJSON data."""

from __future__ import annotations

import html
import json
import lzma
import textwrap

import pytest

from lorehold.ingest import pages
from lorehold.ingest.pages import entries
from lorehold.ingest.pages.blocks import form_feed_pages, hyphenated_words
from tests.conftest import sample_file
from tests.test_pages_dating import read, rulings_of


def _message(body: list[str]) -> str:
    return "\n".join([
        "[judges-rules] Re: Rules question", "",
        "Anneke de Vries anneke.de.vries at judges.example.org", "Fri Dec 26 14:02:41 CET 2025", "",
        "Messages sorted by: [ date ] [ thread ] [ subject ] [ author ]", "",
        *body, "", "--", "Anneke de Vries", "Level 2 Judge", "",
        "More information about the judges-rules mailing list",
    ])


def _wrapped_page(rulings, width: int) -> str:
    body = ["Here is what Gatherer says:", ""]
    for d, t in rulings:
        body += [f"{d:%B} {d.day}, {d.year}", "", *textwrap.wrap(t, width), ""]
    return _message(body)


def test_a_wrap_at_a_words_own_hyphen_keeps_it() -> None:
    """Tarmogoyf's rulings wrapped at 72 columns by textwrap, which breaks "state-based" after its hyphen
    ("… graveyard before state-" / "based actions …"): the ruling is read with the word whole, hyphen and all
    (not "statebased", not "state- based")."""
    goyf = rulings_of("FUT", "Tarmogoyf")
    assert any(line.endswith("state-") for _, t in goyf for line in textwrap.wrap(t, 72))
    bundle = read(_wrapped_page(goyf, 72), "pipermail.txt", card="Tarmogoyf")
    assert [(r.date, r.text) for r in bundle.rulings] == goyf


def test_two_hyphen_breaks_in_one_card_s_rulings() -> None:
    """Spellweaver Volute's rulings at 68 columns: two of them break after "state-". Both are whole."""
    volute = rulings_of("FUT", "Spellweaver Volute")
    assert sum(line.endswith("state-") for _, t in volute for line in textwrap.wrap(t, 68)) == 2
    bundle = read(_wrapped_page(volute, 68), "pipermail.txt", card="Spellweaver Volute")
    assert [(r.date, r.text) for r in bundle.rulings] == volute


def test_the_vocabulary_holds_the_words_rulings_write_with_a_hyphen() -> None:
    """The words come from MTGJSON's texts and rulings (``hyphens_build``), casefolded: the sample's rulings'
    "state-based", "non-Human", "Two-Headed"; a word a PDF hyphenates only to wrap it is none."""
    words = hyphenated_words()
    assert {"state-based", "non-human", "two-headed", "double-faced"} <= words
    assert "perma-nent" not in words and "graveyard" not in words


def test_a_pdfs_hyphenation_of_one_word_still_joins_it_whole() -> None:
    """A guard: a word hyphenated only to wrap it (a PDF's "con-" / "troller’s") is joined whole, as before
    page-25. Dungeon Geists's rulings wrapped at 64 columns, the first long word that starts a line
    hyphenated where its first syllable fits on the line above."""
    geists = rulings_of("DKA", "Dungeon Geists")
    body = ["Here is what Gatherer says:", ""]
    broken = 0
    for d, t in geists:
        lines = textwrap.wrap(t, 64)
        for k in range(len(lines) - 1):
            word = lines[k + 1].split()[0]
            if not broken and len(word) >= 8 and word.isalpha() and len(lines[k]) + 5 <= 64:
                lines[k] += f" {word[:3]}-"
                lines[k + 1] = lines[k + 1][3:]
                assert f"{word[:3]}-{word[3:]}".casefold() not in hyphenated_words()
                broken += 1
        body += [f"{d:%B} {d.day}, {d.year}", "", *lines, ""]
    assert broken == 1
    bundle = read(_message(body), "pipermail.txt", card="Dungeon Geists")
    assert [(r.date, r.text) for r in bundle.rulings] == geists


def test_a_blogs_sidebar_of_recent_posts_names_no_card_of_the_post(sample_home, tmp_path) -> None:
    """A WordPress-like blog copied as text: a consent banner, then its sidebar ("Recent Posts": three other
    cards' names, one a line, the last "Emrakul, the Promised End"), come before the post about Dungeon Geists
    (its title, the byline, the type line, the card's text, its first ruling under its date). The list of
    names is no card's text: the ruling is stored as Dungeon Geists's, not as the last name listed's."""
    from sqlalchemy import text

    from lorehold.db.engine import get_engine
    from lorehold.ingest.pipeline import ingest
    from lorehold.settings import Settings

    geists = rulings_of("DKA", "Dungeon Geists")[:1]  # (one ruling: too few for the card whose stored rulings a page repeats)
    page = tmp_path / "blog.txt"
    page.write_text("\n".join([
        "We value your privacy", "",
        "We and our 214 partners use cookies to personalise content and ads and to analyse our traffic.", "",
        "Accept allReject allManage settings", "", "Didomi", "",
        "Tabletop Quill", "", "Skip to content\nMenu\nHome\nAbout\nContact", "", "Archives", "",
        "January 2026 (1)\nDecember 2025 (4)", "", "Recent Posts", "",
        "Bellowing Aegisaur\nSpellweaver Volute\nEmrakul, the Promised End", "", "Categories", "", "Meta", "", "Log in", "", "Entries feed", "",
        "Dungeon Geists", "", "Posted on 30.06.2025 18:49 by Léa Morel", "", "Creature — Spirit", "",
        "Flying\nWhen Dungeon Geists enters the battlefield, tap target creature an opponent controls. That "
        "creature doesn't untap during its controller's untap step for as long as you control Dungeon Geists.", "",
        "Rulings", "", *[f"{d:%B} {d.day}, {d.year}: {t}" for d, t in geists], "",
        "Share this:", "", "Leave a Reply", "", "Proudly powered by WordPress"]), encoding="utf-8")
    outcome = ingest(Settings.resolve(sample_home), [str(page)]).outcomes[0]
    assert outcome.status == "loaded", outcome.reason
    with get_engine(Settings.resolve(sample_home)).connect() as conn:
        stored = conn.execute(text(
            "SELECT c.name, r.text FROM ruling_sources rs JOIN sources s ON s.id = rs.source_id "
            "JOIN rulings r ON r.id = rs.ruling_id JOIN cards c ON c.id = r.card_id WHERE s.locator = :l"),
            {"l": str(page.resolve())}).all()
    assert sorted(stored) == sorted(("Dungeon Geists", t) for _, t in geists)


# Lord of the Pit as MTGJSON's Revised Edition file (3ED, v5.2.0 of 2022-04-25) gives it: not in the sample sets
LORD_OF_THE_PIT = {
    "name": "Lord of the Pit", "type": "Creature — Demon",
    "text": "Flying, trample\nAt the beginning of your upkeep, sacrifice a creature other than Lord of the Pit. "
            "If you can't, Lord of the Pit deals 7 damage to you.",
    "rulings": [
        ("2017-11-17", "If you control any other creatures as Lord of the Pit’s triggered ability resolves, you must "
                       "sacrifice one. You can’t choose to be dealt 7 damage instead."),
        ("2017-11-17", "If Lord of the Pit has gained lifelink, being dealt 7 damage by it doesn’t cause your life total "
                       "to change, even though you gain and lose life. If your life total is less than 7, you won’t lose the game."),
        ("2017-11-17", "If you have two Lords of the Pit, you can sacrifice them to each other."),
    ],
}
_PT_MONTHS = "jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.".split()


def test_the_text_past_a_keyword_line_under_the_type_line_is_the_cards_own() -> None:
    """A Brazilian price guide: the prices' own date ("Preços atualizados em 22 de abril de 2026") above the
    card's fields, its type line, its keyword line ("Flying, trample") and the rest of its text, then each
    ruling under its date. The text past the keyword line is the card's, not a ruling dated after it:
    each date dates the ruling under it, the last ruling ("If you have two Lords of the Pit, …") too."""
    card = LORD_OF_THE_PIT
    rulings = "".join(
        f'<div class="ruling"><div class="r-date"><time datetime="{d}">{int(d[8:])} de {_PT_MONTHS[int(d[5:7]) - 1]} de '
        f'{d[:4]}</time></div><p>{html.escape(t)}</p></div>' for d, t in card["rulings"])
    page = f"""<!DOCTYPE html><html lang="pt"><head><meta charset="utf-8"><title>Lord of the Pit | LigaMana</title></head>
<body><header><div class="topbar">Frete grátis acima de R$ 150 nas lojas participantes</div><a class="logo" href="/">LigaMana</a>
<div class="account"><a href="#">Entrar</a> | <a href="#">Cadastrar</a></div>
<nav><ul><li><a href="#">Cards</a></li><li><a href="#">Edições</a></li><li><a href="#">Lojas</a></li></ul></nav></header>
<main><nav class="breadcrumb"><a href="#">Magic</a> :: <a href="#">Cards</a> :: <span>Lord of the Pit</span></nav>
<div class="product"><h1>Lord of the Pit</h1>
<table class="offers"><thead><tr><th>Loja</th><th>Qualidade</th><th>Estoque</th><th>Preço</th></tr></thead>
<tbody><tr><td>Loja Goblin Sorridente</td><td>NM</td><td>6</td><td>R$ 90,83</td></tr></tbody></table>
<p><small>Preços atualizados em 22 de abril de 2026</small></p><ul class="usp"><li>Avise-me quando baixar de preço</li></ul></div>
<div role="tablist"><button role="tab">Preços</button> <button role="tab">Detalhes</button> <button role="tab">Rulings</button></div>
<section class="tab-panel"><h2>Detalhes</h2><table class="card-fields"><tbody><tr><th>Edição</th><td>Revised Edition (3ED)</td></tr>
<tr><th>Número</th><td>116</td></tr><tr><th>Raridade</th><td>Comum</td></tr></tbody></table>
<div class="card-face"><p class="type-line">{card["type"]}</p>{"".join(f"<p>{html.escape(x)}</p>" for x in card["text"].split(chr(10)))}</div></section>
<section class="tab-panel"><h2>Rulings</h2><div class="rulings">{rulings}</div></section></main>
<footer><p>LigaMana © 2011-2026 — Todos os direitos reservados</p></footer></body></html>"""
    bundle = read(page, "ligamana.html")
    assert [(r.date.isoformat(), r.text) for r in bundle.rulings] == card["rulings"]


_PL_MONTHS = "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split()


def _faces(set_code: str, name: str) -> tuple[dict, dict]:
    data = json.loads(lzma.decompress(sample_file(set_code).read_bytes()))["data"]
    front = next(c for c in data["cards"] if c["name"] == name and c.get("side") == "a")
    back = next(c for c in data["cards"] if c["name"] == name and c.get("side") == "b")
    return front, back


@pytest.mark.parametrize(("set_code", "name"), [("DKA", "Elbrus, the Binding Blade // Withengar Unbound"),
                                                ("DKA", "Soul Seizer // Ghastly Haunting")])
def test_a_double_faced_cards_faces_under_its_rulings_are_one_cards_page(set_code: str, name: str) -> None:
    """A Polish shop's page: the front face's name as its heading, offers, the rulings tab ("Rulingi": each
    ruling after its date, "24 września 2021 r. — …"), then the description tab with both faces, each its
    name, type line and text. The faces are one card's, not two cards of a list each with its text read
    as its rulings: the page's dated rulings are the card's."""
    front, back = _faces(set_code, name)

    def face(c: dict) -> str:
        return (f'<div class="card-face"><h4 class="face-name">{html.escape(c["faceName"])}</h4><p class="type-line">'
                f'{html.escape(c["type"])}</p>' + "".join(f"<p>{html.escape(x)}</p>" for x in c["text"].split("\n")) + "</div>")

    rulings = "".join(f'<li><time datetime="{r["date"]}">{int(r["date"][8:])} {_PL_MONTHS[int(r["date"][5:7]) - 1]} '
                      f'{r["date"][:4]} r.</time> — {html.escape(r["text"])}</li>' for r in front["rulings"])
    page = f"""<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>{html.escape(front['faceName'])} | Smocza Jama</title></head>
<body><header><div class="topbar">Darmowa dostawa od 200 zł</div><a class="logo" href="/">Smocza Jama</a>
<div class="account"><a href="#">Zaloguj się</a> | <a href="#">Załóż konto</a> | <a href="#">Koszyk (0)</a></div></header>
<main><div class="product"><h1>{html.escape(front['faceName'])}</h1>
<table class="offers"><thead><tr><th>Stan</th><th>Język</th><th>Cena</th><th>Dostępność</th></tr></thead>
<tbody><tr><td>NM</td><td>angielski</td><td>33,20 zł</td><td>5 szt.</td></tr></tbody></table>
<p><small>Cena z dnia 22 marca 2026 r.</small></p></div>
<section class="tab-panel" id="tab-rulings"><h2>Rulingi</h2><ul class="rulings">{rulings}</ul></section>
<section class="tab-panel"><h2>Opis</h2>{face(front)}{face(back)}</section></main>
<footer><p>© 2026 Smocza Jama</p></footer></body></html>"""
    [bundle] = pages.parse(page.encode("utf-8"), "smocza.html").cards
    assert [(r.date.isoformat(), r.text) for r in bundle.rulings] == [(r["date"], r["text"]) for r in front["rulings"]]


def test_a_shops_name_over_its_menu_is_no_translation() -> None:
    """A Spanish shop's page copied as text: its name ("La Posada del Maná") over its menu, one link a line
    ("Cartas sueltas" / "Sobres y cajas" / …), then the card and its rulings each under "DATE · Wizards of
    the Coast". The menu is no printed text: the page gives no translation named after the shop."""
    geists = rulings_of("DKA", "Dungeon Geists")
    page = "\n".join([
        "Envío gratis en pedidos superiores a 40 €\nLa Posada del Maná\nMi cuenta | Carrito (0) | Lista de deseos", "",
        "Cartas sueltas\nSobres y cajas\nAccesorios\nTorneos\nBlog\nCompramos tu colección", "",
        "Magic » Cartas sueltas » Dark Ascension » Dungeon Geists", "", "Dungeon Geists", "", "Dark Ascension (DKA) · #36", "",
        "Precio actualizado el 28/2/2026", "", "Resoluciones (4)", "",
        *[f"{d.day}/{d.month}/{d.year} · Wizards of the Coast\n\n{t}\n" for d, t in geists],
        "Descripción", "", "Creature — Spirit", "", "Flying", "",
        "When Dungeon Geists enters the battlefield, tap target creature an opponent controls. That creature doesn't untap "
        "during its controller's untap step for as long as you control Dungeon Geists."])
    bundle = read(page, "posada.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == geists
    assert bundle.translations == []


def test_a_rulings_source_and_date_ending_two_printed_pages_is_no_running_footer() -> None:
    """A card page saved as PDF and read by pdftotext: three pages parted by form feeds, each with its
    running header (the time printed, the page's title) and footer (its address, "1/3"). Each ruling is a
    bullet closed by its source and date ("— WotC, 12 juillet 2019"); the second and the third end a page.
    That line ends two pages of three, not every one: it is the rulings' date, not the pages' furniture."""
    geists = rulings_of("DKA", "Dungeon Geists")
    fr = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split()
    head = "28/01/2026 13:18                                                  Dungeon Geists | Scrybase"
    url = "https://www.scrybase.example/card/dka/36/dungeon-geists"

    def item(d, t) -> list[str]:
        lines = textwrap.wrap(t, 100)
        return ["•  " + lines[0], *("   " + x for x in lines[1:]), f"   — WotC, {d.day} {fr[d.month - 1]} {d.year}", ""]

    pages_ = [
        [head, "", "Dungeon Geists", "", "Creature — Spirit", "Flying",
         "When Dungeon Geists enters the battlefield, tap target creature an opponent controls. That creature doesn't",
         "untap during its controller's untap step for as long as you control Dungeon Geists.", "",
         "Précisions (4)", "", *item(*geists[0]), *item(*geists[1]), f"{url}{' ' * 30}1/3"],
        [head, "", *item(*geists[2]), f"{url}{' ' * 30}2/3"],
        [head, "", *item(*geists[3]), "Dernière mise à jour : 5 décembre 2025", "", f"{url}{' ' * 30}3/3"],
    ]
    text = "\f".join("\n".join(page) for page in pages_) + "\f"
    kept = form_feed_pages(text)
    assert kept.count("— WotC, 12 juillet 2019") == 3 and head not in kept and url not in kept
    bundle = read(text, "geists.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == geists


_AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
_FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
# Dungeon Geists's two days in the calendars the sites keep beside the Gregorian one (Umm al-Qura Hijri, Solar Hijri)
_HIJRI = {"2013-04-15": "5 جمادى الآخرة 1434هـ", "2019-07-12": "9 ذو القعدة 1440هـ"}
_SOLAR = {"2013-04-15": "26 فروردین 1392", "2019-07-12": "21 تیر 1398"}


def test_a_right_to_left_shops_marks_and_hijri_dates_are_no_part_of_the_rulings() -> None:
    """An Egyptian shop's page, right to left: each row of its rulings table is the date with a right-to-left
    mark before it and the Hijri date beside it ("‏١٥ أبريل ٢٠١٣ (٥ جمادى الآخرة ١٤٣٤هـ)"), a tab, then the English
    ruling with a left-to-right mark before it. The marks and the Hijri date are no part of the rulings."""
    geists = rulings_of("DKA", "Dungeon Geists")
    months = "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split()
    rows = "".join(
        f"<tr><td>\u200f{f'{d.day} {months[d.month - 1]} {d.year}'.translate(_AR_DIGITS)} "
        f"({_HIJRI[d.isoformat()].translate(_AR_DIGITS)})</td><td>\u200e{html.escape(t)}</td></tr>" for d, t in geists)
    page = f"""<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>Dungeon Geists | دار الكروت</title></head>
<body><header><div>شحن مجاني للطلبات فوق ١٠٠٠ ج.م داخل القاهرة والجيزة</div><a href="/">دار الكروت</a>
<div><a href="#">تسجيل الدخول</a> | <a href="#">إنشاء حساب</a> | <a href="#">السلة (٠)</a></div></header>
<main><h1>Dungeon Geists</h1><p>Dark Ascension (DKA) · #36</p>
<p>آخر تحديث للأسعار: ١٧/٣/٢٠٢٦ (٢٨ رمضان ١٤٤٧هـ)</p>
<h2>الأحكام الرسمية</h2><table><thead><tr><th>التاريخ</th><th>الحكم</th></tr></thead><tbody>{rows}</tbody></table></main>
<footer><p>© ٢٠٢٦ دار الكروت</p></footer></body></html>"""
    bundle = read(page, "dar.html")
    assert [(r.date, r.text) for r in bundle.rulings] == geists


def test_a_persian_gregorian_date_with_its_solar_hijri_day_dates_the_ruling_beside_it() -> None:
    """A Persian blog writes each ruling's date as the Gregorian day with "میلادی" and the Solar Hijri day in
    brackets, Persian digits throughout ("۱۲ ژوئیه ۲۰۱۹ میلادی (۲۱ تیر ۱۳۹۸) — …"). The date is the Gregorian
    one; neither "میلادی" nor the bracket is part of the ruling."""
    geists = rulings_of("DKA", "Dungeon Geists")
    months = "ژانویه فوریه مارس آوریل مه ژوئن ژوئیه اوت سپتامبر اکتبر نوامبر دسامبر".split()
    lines = [f"\u200f{f'{d.day} {months[d.month - 1]} {d.year}'.translate(_FA_DIGITS)} میلادی "
             f"({_SOLAR[d.isoformat()].translate(_FA_DIGITS)}) — \u200e{t}" for d, t in geists]
    page = "\n\n".join(["ویرگول", "Dungeon Geists: رولینگ‌های رسمی", "نوشته‌ی سارا احمدی · ۱۴ اسفند ۱۴۰۴ · ۳ دقیقه مطالعه",
                        "رولینگ‌های رسمی", *lines, "۱۲ نفر این نوشته را پسندیدند"])
    bundle = read(page, "virgool.txt", card="Dungeon Geists")
    assert [(r.date, r.text) for r in bundle.rulings] == geists


def test_a_levantine_month_with_its_egyptian_name_in_brackets_and_a_turkish_weekday() -> None:
    """The Levant writes a month by its Syriac name with the other name in brackets ("١٢ تموز (يوليو) ٢٠١٩", from
    the CLDR's ar_SY months); a Turkish listing puts the weekday after the date ("12 Temmuz 2019 Cuma — …").
    Both dates are read, neither name nor weekday is left in the rulings."""
    geists = rulings_of("DKA", "Dungeon Geists")
    levant = "كانون الثاني|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين الأول|تشرين الثاني|كانون الأول".split("|")
    egypt = "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split()
    tr_months = "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık".split()
    tr_days = "Pazartesi Salı Çarşamba Perşembe Cuma Cumartesi Pazar".split()
    for lines in (
        [f"▫️ {f'{d.day} {levant[d.month - 1]} ({egypt[d.month - 1]}) {d.year}'.translate(_AR_DIGITS)} — {t}" for d, t in geists],
        [f"{d.day} {tr_months[d.month - 1]} {d.year} {tr_days[d.weekday()]} — {t}" for d, t in geists],
    ):
        page = "\n\n".join(["📌 Dungeon Geists", "الأحكام الرسمية:", *lines, "#أحكام #ماجيك"])
        bundle = read(page, "channel.txt", card="Dungeon Geists")
        assert [(r.date, r.text) for r in bundle.rulings] == geists



def test_a_date_in_brackets_set_in_markdown_bold_after_each_ruling() -> None:
    """A Discord channel exported as text: the judge's message gives each ruling with its date after it in
    brackets, the date in Markdown's bold ("… as normal. (**12 July 2019**)"). Each date is read, and
    the ruling is read without it (each line is a dated ruling, not left to the reader of last resort, which
    takes only sentences with game words)."""
    geists = rulings_of("DKA", "Dungeon Geists")
    for d, t in geists:
        line = entries.read_line(f"{t} (**{d.day} {d:%B} {d.year}**)")
        assert (line.date.date, line.text) == (d, t)
    page = "\n".join([
        "=" * 62, "Guild: MTG Judges Lounge", "Channel: rules / rules-questions", "=" * 62, "",
        "[13/06/2026 18:43] arjun.edh", "How does Dungeon Geists work if it leaves?", "",
        "[13/06/2026 22:22] rahul_mtg", "Official rulings (Wizards of the Coast):",
        *[f"{t} (**{d.day} {d:%B} {d.year}**)" for d, t in geists], "",
        "[13/06/2026 23:50] arjun.edh", "great, thanks!", "", "=" * 62, "Exported 3 message(s)", "=" * 62])
    bundle = read(page, "discord.txt", card="Dungeon Geists")
    assert [(r.date, r.text) for r in bundle.rulings] == geists
