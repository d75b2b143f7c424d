"""Captured pages copied second-hand (page-24): a list archive's wrapped message, a screen reader's log
saved as HTML or text in other languages, a text file a browser showed and saved as HTML. Written for
the test from the sample sets' MTGJSON data of the card."""

from __future__ import annotations

import html
import re
import textwrap

from tests.test_pages_dating import read, rulings_of


def _message(body: list[str]) -> str:
    return "\n".join([
        "[judges-rules] Re: Rules question", "",
        "Anneke de Vries anneke.de.vries at judges.example.org", "Fri Dec 26 14:02:41 CET 2025", "",
        "Previous message (by thread): [judges-rules] Sideboarding in Bo1 events",
        "Messages sorted by: [ date ] [ thread ] [ subject ] [ author ]", "",
        "On Mon, Dec 22, 2025, tokens_theo wrote:", "> My friend and I disagree about this card. Who is right?", "",
        *body, "", "--", "Anneke de Vries", "Level 2 Judge", "",
        "More information about the judges-rules mailing list",
    ])


def test_a_wrap_that_cut_where_a_sentence_ended_goes_on() -> None:
    """A list archive's message wraps each ruling at 72 columns under its date. Dungeon Geists's second
    ruling of 2019 has a sentence ending exactly where the wrap cut ("… its effect expires." fills the line and
    the next word would not have fit): the paragraph goes on, and the ruling is read whole."""
    geists = rulings_of("DKA", "Dungeon Geists")
    lines = textwrap.wrap(geists[1][1], 72)
    assert lines[0].endswith(".") and len(lines) > 2  # (the wrap cut at a sentence's end, then went on)
    body = ["Here is what Gatherer says:", ""]
    for d, t in geists:
        body += [f"{d:%B} {d.day}, {d.year}", "", *textwrap.wrap(t, 72), ""]
    bundle = read(_message(body), "pipermail.txt", card="Dungeon Geists")
    assert [(r.date, r.text) for r in bundle.rulings] == geists


def test_a_lead_in_presenting_the_rulings_heads_them() -> None:
    """An answer's own sentence (with game words) stands above the line presenting the rulings ("Here
    are the official rulings (from Gatherer):"), each of Dragonskull Summit's rulings under its date. The
    lead-in heads the rulings as a heading does: the answer's sentence is no ruling, and the first date
    is the first ruling's, not the answer's."""
    summit = rulings_of("M12", "Dragonskull Summit")
    assert len(summit) >= 2
    body = ["The key is that the game only checks once, when the ability resolves.", "",
            "Here are the official rulings (from Gatherer):", ""]
    for d, t in summit:
        body += [f"{d:%B} {d.day}, {d.year}", "", *textwrap.wrap(t, 76), ""]
    bundle = read(_message(body), "pipermail.txt", card="Dragonskull Summit")
    assert [(r.date, r.text) for r in bundle.rulings] == summit


def test_a_screen_readers_log_saved_as_html_in_portuguese() -> None:
    """A screen reader's speech viewer, its log saved as HTML (an element a list item, runs of spaces
    collapsed) in Portuguese: landmarks ("ponto de referência banner"), lists ("lista com 4 itens",
    "fora da lista"), roles before the text ("link  Cartas", "cabeçalho nível 2  Decisões",
    "marcador  TEXT (DATE)"). The roles are no part of the rulings, the announcements no lines."""
    geists = rulings_of("DKA", "Dungeon Geists")
    pt = "jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.".split()
    log = ["Dungeon Geists - Runebinder", "ponto de referência banner", "link  Runebinder", "ponto de referência navegação",
           "lista com 3 itens", "link  Cartas", "link  Coleções", "link  Entrar", "fora da lista", "ponto de referência principal",
           "cabeçalho nível 1  Dungeon Geists", "Creature — Spirit", "Flying",
           "When Dungeon Geists enters the battlefield, tap target creature an opponent controls. That creature doesn't untap "
           "during its controller's untap step for as long as you control Dungeon Geists.",
           "cabeçalho nível 2  Decisões", f"lista com {len(geists)} itens",
           *(f"marcador  {t} ({d.day} de {pt[d.month - 1]} de {d.year})" for d, t in geists),
           "fora da lista", "Última atualização: 29 de julho de 2025", "link  Voltar ao topo",
           "ponto de referência informações de conteúdo", "© 2025 Runebinder. Todos os direitos reservados."]
    page = ("<!DOCTYPE html><html lang='pt'><head><title>Speech Viewer</title></head><body><h1>Speech Viewer</h1>"
            "<ol class='speech-log'>" + "".join(f"<li>{html.escape(x)}</li>" for x in log) + "</ol></body></html>")
    bundle = read(page, "speech.html")
    assert [(r.date, r.text) for r in bundle.rulings] == geists


def test_a_screen_readers_log_as_text_in_korean() -> None:
    """The same log copied as text in Korean: "배너 랜드마크", "목록 5개 항목", "목록 밖", "제목 수준 2  판정",
    "글머리 기호  DATE — TEXT". The bullet's role is no part of the rulings. (A guard: read right before
    page-24 too, where the roles' two spaces set them apart.)"""
    geists = rulings_of("DKA", "Dungeon Geists")
    log = ["Dungeon Geists - Runebinder", "배너 랜드마크", "링크  Runebinder", "탐색 랜드마크", "목록 3개 항목", "링크  카드",
           "링크  세트", "링크  로그인", "목록 밖", "기본 랜드마크", "제목 수준 1  Dungeon Geists", "Creature — Spirit",
           "제목 수준 2  판정", f"목록 {len(geists)}개 항목",
           *(f"글머리 기호  {d.year}년 {d.month}월 {d.day}일 — {t}" for d, t in geists),
           "목록 밖", "콘텐츠 정보 랜드마크", "© 2025 Runebinder"]
    bundle = read("\n".join(log), "speech.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == geists


def _items(rulings, width: int) -> list[str]:
    """A text browser's bulleted items, wrapped at ``width`` with a hanging indent."""
    items = []
    for d, t in rulings:
        lines = textwrap.wrap(f"[{d.day} {d:%b} {d.year}] {t}", width)
        items += [f"     * {lines[0]}", *(f"       {x}" for x in lines[1:])]
    return items


def test_a_text_file_a_browser_showed_and_saved_as_html() -> None:
    """A text browser's dump of Fling's page (numbered links, bulleted rulings wrapped with a hanging
    indent, a line cut after a semicolon) opened in a browser and saved as HTML: the body one <pre>. It
    is read as the text it holds (its blank lines its blocks), and a line cut after a semicolon goes on."""
    fling = rulings_of("DKA", "Fling")
    width = next(w for w in range(60, 80) if any(x.endswith(";") for x in _items(fling, w)[:-1]))
    dump = "\n".join([
        "   [1]Skip to content", "", "   [2]Runebinder [3]Cards [4]Sets [5]Log in", "",
        "Fling", "", "   Instant",
        "   As an additional cost to cast this spell, sacrifice a creature.",
        "   Fling deals damage equal to the sacrificed creature's power to any target.", "",
        "Rulings", "", *_items(fling, width), "",
        "   Last updated 2026-03-22 · [6]Report a problem", "", "References", "",
        "   1. https://runebinder.example/#main", "   2. https://runebinder.example/",
    ])
    page = ("<!DOCTYPE html><html><head><meta charset='utf-8'><title>fling.txt</title></head><body>"
            f"<pre style=\"word-wrap: break-word; white-space: pre-wrap;\">{html.escape(dump)}</pre></body></html>")
    bundle = read(page, "fling.html")
    assert [(r.date, r.text) for r in bundle.rulings] == fling


def _pdf_pages(pages: list[list[str]], title: str, address: str) -> str:
    """A browser's print to PDF as pdftotext writes it: each page between its header (the time, the
    title) and its footer (the address, "N/M"), pages parted by form feeds."""
    n = len(pages)
    return "\f".join("\n".join([f"21/05/26, 09:57{' ' * 36}{title}", "", *lines, "",
                                f"{address}{' ' * 25}{k}/{n}"]) for k, lines in enumerate(pages, 1)) + "\f"


def _ruling_item(date: str, text: str) -> list[str]:
    lines = textwrap.wrap(text, 96)
    return [f"•  {lines[0]}", *(f"   {x}" for x in lines[1:]), f"   {date}", ""]


def test_a_printed_pages_rulings_dated_alike_at_the_page_breaks() -> None:
    """Tarmogoyf's page printed to PDF, then pdftotext: every ruling ends with its date on a line of its
    own, and two of the pages end with a ruling's date ("25/10/2018") right above the footer. A date
    that two pages print at their edge is no running footer unless every page does: each ruling keeps
    its date."""
    goyf = rulings_of("FUT", "Tarmogoyf")
    assert len(goyf) >= 4
    items = [_ruling_item(f"{d:%d/%m/%Y}", t) for d, t in goyf]
    head = ["Tarmogoyf", "", "Creature — Lhurgoyf", "", "Regole", ""]
    pages = [head + [x for it in items[:2] for x in it], [x for it in items[2:-1] for x in it],
             [x for it in items[-1:] for x in it] + ["Ultimo aggiornamento: 20 feb 2026", "", "© 2026 ManaCodex."]]
    assert pages[0][-2] == pages[1][-2] or pages[0][-2][-4:].isdigit()  # (a date ends the first two pages)
    text = _pdf_pages(pages, "Tarmogoyf | ManaCodex", "https://www.manacodex.example/card/fut/153/tarmogoyf")
    bundle = read(text, "tarmogoyf.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == goyf


def test_a_number_the_wrap_set_at_a_lines_start_mid_sentence() -> None:
    """Tree of Perdition's rulings wrapped with a hanging indent, where the wrap set a number and its
    period at a line's start in the middle of a sentence ("… to" / "0. If …"): the number is no list
    item's, and each ruling is read whole."""
    tree = rulings_of("EMN", "Tree of Perdition")
    width = next(w for w in range(80, 110) if any(re.match(r"\d{1,3}\. ", x) for _, t in tree for x in textwrap.wrap(t, w)[1:]))
    page = ["Tree of Perdition", "", "Creature — Plant", "", "Rulings", ""]
    for d, t in tree:
        wrapped = textwrap.wrap(t, width)
        page += [f"•  {wrapped[0]}", *(f"   {x}" for x in wrapped[1:]), f"   {d:%B} {d.day}, {d.year}", ""]
    bundle = read("\n".join(page), "tree-of-perdition.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == tree


def test_a_message_linking_the_rulings_is_no_ruling() -> None:
    """A team chat's channel: a day divider, a message linking a card page's rulings by its address
    ("Found the official rulings for this one: https://…"), the link's preview with one of Fling's
    rulings and its date, reactions, replies. The message points to rulings; it is none."""
    fling = rulings_of("DKA", "Fling")
    d, t = fling[0]
    page = "\n".join([
        "Sun, Mar 15, 2026", "sam.r 6:58 PM",
        "Found the official rulings for this one: https://www.deckwright.example/card/dka/95/fling (edited)",
        "Deckwright", "Fling", "Rulings", f"{d:%Y-%m-%d}: {t}", "👍 5✅ 1", "4 replies Last reply 6 days ago",
        "Mika thanks, that settles it", "Message #rules-help",
    ])
    bundle = read(page, "channel.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == [(d, t)]


def test_a_printed_legality_table_in_portuguese_is_no_translation() -> None:
    """A card page printed in Portuguese: a "Legalidade" heading over a table of formats ("Pioneer	Banido",
    "Brawl	Não legal"), then the rulings table. The legality table is chrome, not the card's text printed
    in Portuguese under the name "Legalidade". (The rows' statuses in Portuguese, Russian, Japanese and Korean
    are chrome since page-24; the page itself read right before, a guard.)"""
    from lorehold.ingest.pages.chrome import is_chrome

    assert all(is_chrome(row) for row in ("Pioneer\tBanido", "Brawl\tNão legal", "Modern\tзапрещена", "Legacy\t禁止",
                                          "Vintage\t제한"))
    geists = rulings_of("DKA", "Dungeon Geists")
    months = "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split()
    page = "\n".join([
        "15/04/2026, 16:51", "Dungeon Geists | Runebinder", "", "Dungeon Geists", "Dark Ascension (DKA) · #36", "",
        "Creature — Spirit", "Flying", "", "Legalidade", "Historic\tLegal", "Modern\tLegal", "Pioneer\tBanido",
        "Brawl\tNão legal", "", "Decisões", "Data\tDecisão",
        *(f"{d.day} de {months[d.month - 1]} de {d.year}\t{t}" for d, t in geists), "",
        "Última atualização: 18/01/2026", "Impresso em 15/04/2026",
    ])
    bundle = read(page, "print.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == geists
    assert not any(tr.name == "Legalidade" for tr in bundle.translations)


def test_a_short_chinese_answer_under_the_one_ruling_it_quotes_is_none() -> None:
    """A Zhihu answer quotes one of Faith's Shield's rulings (of 116 characters) under its date, then says
    in one short Chinese line (20 characters) that the asker is not quite right. The line is shorter than a
    Chinese translation of the ruling would be: it is the answer's own words, neither a ruling nor its
    translation."""
    shield = rulings_of("DKA", "Faith's Shield")
    d, t = next((d, t) for d, t in shield if 100 < len(t) < 133)
    page = "\n".join([
        "知乎 首页 发现 等你来答", "《Faith's Shield》的官方裁定是怎样的？", "我和朋友对这张牌的处理有分歧，谁是对的？",
        "关注者 153 · 被浏览 67928", "查看全部 2 个回答", "mulligan_mia", "49 人赞同了该回答",
        "确认一下，我们店的裁判也是这么说的。", "以下是官方裁定（来自 Gatherer）：", f"{d.year}/{d.month}/{d.day}", t,
        "不完全对。异能会进入堆叠，所以你可以回应。", "发布于 2025-10-01 09:51・IP 属地广东", "赞同 412 9 条评论 收藏 喜欢",
    ])
    bundle = read(page, "zhihu.txt", card="Faith's Shield")
    assert [(r.date, r.text) for r in bundle.rulings] == [(d, t)]


def test_a_credit_naming_wizards_and_its_rulings_in_spanish_is_chrome() -> None:
    """A site's credit under its rulings, in Spanish ("Las resoluciones son de Wizards of the Coast."), is
    no ruling: none of MTGJSON's rulings names Wizards of the Coast and its rulings."""
    from lorehold.ingest.pages.chrome import is_chrome

    assert is_chrome("Las resoluciones son de Wizards of the Coast. · [Informar de un problema](#)")
    assert is_chrome("As decisões são da Wizards of the Coast.")
    assert not any(is_chrome(t) for _, t in rulings_of("DKA", "Dungeon Geists"))


def test_a_blogs_archive_widget_does_not_date_the_rulings_dated_whole() -> None:
    """A blog post (copied as text, a line each) whose sidebar lists its monthly archive ("settembre 2025
    (6)") above the post, and whose rulings each start with a whole date ("15 apr 2013 — text"). The
    archive's months head no entries there: a line that starts with a date of its own is dated by it,
    not read as a day under the month above."""
    geists = rulings_of("DKA", "Dungeon Geists")
    it = "gen feb mar apr mag giu lug ago set ott nov dic".split()
    page = "\n".join([
        "Tabletop Quill", "Skip to content", "Archives", "novembre 2025 (9)", "ottobre 2025 (3)", "settembre 2025 (6)",
        "Recent Posts", "Categories", "Dungeon Geists", "Posted on 9 febbraio 2025 by Dmitri Orlov",
        "Creature — Spirit", "Flying", "Sentenze",
        *(f"{d.day} {it[d.month - 1]} {d.year} — {t}" for d, t in geists),
        "Share this:", "3 thoughts on this post", "Sanne de Vries · 9 set 2025", "Grazie per la spiegazione chiara!",
        "Leave a Reply", "Proudly powered by WordPress",
    ])
    bundle = read(page, "blog.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == geists


def test_a_newsletters_call_to_subscribe_is_chrome() -> None:
    """A newsletter post's "Thanks for reading …! Subscribe for free to receive new posts and support my
    work." between the rulings and the discussion is chrome: none of MTGJSON's rulings speaks of it."""
    from lorehold.ingest.pages.chrome import is_chrome

    assert is_chrome("Thanks for reading The Stack Ruling! Subscribe for free to receive new posts and support my work.")
    assert not any(is_chrome(t) for _, t in rulings_of("DKA", "Dungeon Geists") + rulings_of("FUT", "Tarmogoyf"))
