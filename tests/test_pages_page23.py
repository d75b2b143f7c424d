"""Captured pages of questions and answers, and note exports (page-23): written for the test from the
sample sets' MTGJSON data of the card."""

from __future__ import annotations

from tests.test_pages_dating import read, rulings_of


def test_an_answers_own_words_after_the_rulings_it_quotes_are_no_ruling() -> None:
    """A Japanese Q&A site's best answer quotes Pernicious Deed's official rulings, each under its
    date, then explains in its own (Japanese) words under the last one. The explanation uses game
    words, but it is in another language than the ruling it follows, and no other entry goes on in
    another language: it is no ruling, and no part of the last one."""
    deed = rulings_of("APC", "Pernicious Deed")
    assert len(deed) >= 2
    page = "\n".join([
        "Yahoo!知恵袋", "トップ > エンターテインメントと趣味 > ゲーム > トレーディングカードゲーム", "",
        "Pernicious Deedについて質問です。破壊されないパーマネントはどうなりますか？",
        "質問日時：2024/02/11 18:40", "回答数：2", "",
        "ベストアンサー", "rulesjudgeさん", "2024/02/11 19:05", "公式の裁定にこうあります。",
        *(line for d, t in deed for line in (f"{d:%Y/%m/%d}", t)),
        "なので、破壊されないパーマネントは戦場に残ります。X の値はマナ総量で比べてください。",
        "ナイス！ 12", "", "質問者からのお礼コメント", "よくわかりました。ありがとうございます。",
        "お礼日時：2024/02/12 8:11",
    ])
    bundle = read(page, "chiebukuro.txt", card="Pernicious Deed")
    assert [(r.date, r.text) for r in bundle.rulings] == deed


def test_a_note_exports_property_rows_are_fields_not_rulings() -> None:
    """A note app's HTML export of a clipped card page: a properties table (source, created on a date,
    a description of the page in rules words, tags) above the card and its rulings. The created date
    dates no ruling, and the description is a field of the note, not a ruling."""
    deed = rulings_of("APC", "Pernicious Deed")
    rows = "".join(f"<div class='ruling'><p>{d:%B} {d.day}, {d.year}</p><p>{t}</p></div>" for d, t in deed)
    page = f"""<!DOCTYPE html><html><head><title>Pernicious Deed</title></head><body>
<table class="properties">
<tr><th>source</th><td><a href="https://cards.example/apc/102">https://cards.example/apc/102</a></td></tr>
<tr><th>created</th><td>2026-05-04</td></tr>
<tr><th>description</th><td>Oracle text, printings and official rulings of the card.</td></tr>
<tr><th>tags</th><td>#mtg #rulings</td></tr></table>
<h1>Pernicious Deed</h1><p>Enchantment</p>
<p>{{X}}, Sacrifice Pernicious Deed: Destroy each artifact, creature, and enchantment with mana value X or less.</p>
<h2>Rulings</h2>{rows}</body></html>"""
    bundle = read(page, "clip.html")
    assert [(r.date, r.text) for r in bundle.rulings] == deed


def _wrapped(text: str, width: int = 72) -> list[str]:
    """A text cut into lines of at most ``width`` characters at spaces, as a mail client wraps it."""
    import textwrap

    return textwrap.wrap(text, width)


def test_a_mail_archives_wrapped_rulings_each_end_with_their_date() -> None:
    """A mailing list archive's message (its lines wrapped at 72 characters) quotes Dungeon Geists's
    rulings, each ending with its date after a dash ("… — 15 apr. 2013"), the date itself cut over
    two lines at times: each ruling is read whole, with its date, and the list's own header dates
    (the message's) date none of them."""
    geists = rulings_of("DKA", "Dungeon Geists")
    body = []
    for d, t in geists:
        body += _wrapped(f"{t} — {d.day} {FR_MONTHS_SHORT[d.month - 1]} {d.year}")
    page = "\n".join([
        "[judges-nl] Re: Regelvraag over Dungeon Geists", "Kenji Sato kenji.sato at judges.example.org",
        "Wed Oct 15 17:13:04 CET 2025", "Messages sorted by: [ date ] [ thread ] [ subject ] [ author ]", "",
        "goldfish_gus at example.com wrote:", "> Wie heeft gelijk?", "",
        "Dit zijn de officiële uitspraken (uit Gatherer):", "", *body, "", "--", "Kenji Sato",
    ])
    assert any(len(line) < 20 for line in body)  # (some date goes on to a line of its own, or most of it)
    bundle = read(page, "pipermail.txt", card="Dungeon Geists")
    assert [(r.date, r.text) for r in bundle.rulings] == geists


FR_MONTHS_SHORT = "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split()


def test_post_stamps_date_no_ruling_and_answers_words_in_another_language_are_none() -> None:
    """A Korean Q&A page: the question stamped "작성일 DATE", an adopted answer in Korean quoting
    Bellowing Aegisaur's official rulings (each under its date) with its own Korean words before and
    after them, stamped "답변일 DATE" after its text, and another answer. The answers' days (later
    than every ruling's) date nothing; the Korean words are no rulings, though they use game words
    and the stamp stands right under them."""
    aegisaur = rulings_of("XLN", "Bellowing Aegisaur")
    page = "\n".join([
        "네이버 지식iN", "Q&A", "", "질문", "Bellowing Aegisaur 복사본 관련 질문",
        "게임 모임에서 논쟁이 있었는데 아무도 룰을 몰랐어요.", "내공 10 · 조회수 1052 · 작성일 2025.09.18.", "",
        "답변 2", "질문자 채택", "tokens_theo 지식인 등급 영웅", "핵심은 해결될 때 한 번만 확인한다는 점입니다.",
        "공식 판정(Gatherer)을 인용합니다.",
        *(line for d, t in aegisaur for line in (f"{d:%Y.%m.%d}", t)),
        "조금 다릅니다. 능력이 스택에 올라가니까 대응할 수 있어요.", "답변일 2025.09.19.", "좋아요 38 댓글 신고 공유", "",
        "judge_noor 지식인 등급 영웅", "저희 모임은 몇 년 동안 잘못 플레이했네요.", "답변일 2025.09.22.",
    ])
    bundle = read(page, "kin.txt", card="Bellowing Aegisaur")
    assert [(r.date, r.text) for r in bundle.rulings] == aegisaur


def test_translated_rulings_dated_as_the_english_ones_stay_and_an_answers_words_under_their_own_day_go() -> None:
    """A card page that gives Bellowing Aegisaur's rulings in English and, for two of them, in German
    too, each under its date (as a real captured page does), keeps the German ones; a French answer's
    "Pas tout à fait. La capacité va sur la pile …" under the answer's own date ("Réponse de NAME le
    6 novembre 2025"), a day no English ruling has, is no ruling."""
    aegisaur = rulings_of("XLN", "Bellowing Aegisaur")
    german = [(aegisaur[1][0], "Wenn mehrere Quellen gleichzeitig einer Kreatur mit einer Wutausbruch-Fähigkeit "
                               "Schaden zufügen, wird die Fähigkeit nur einmal ausgelöst."),
              (aegisaur[2][0], "Wenn einer Kreatur mit einer Wutausbruch-Fähigkeit tödlicher Schaden zugefügt wird, "
                               "wird sie zerstört, bevor die Fähigkeit verrechnet wird.")]
    entries = [aegisaur[0], aegisaur[1], german[0], aegisaur[2], german[1]]
    page = "\n\n".join(["Bellowing Aegisaur", *(f"{d:%d/%m/%Y}\n\n{t}" for d, t in entries),
                        "Réponse de Goblin Bazaar le 6 novembre 2025",
                        "Pas tout à fait. La capacité va sur la pile, tu peux donc y répondre, et le jeu vérifie la cible."])
    bundle = read(page, "regeln.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == entries


def test_a_chat_apps_thread_pane_quoting_one_dated_ruling_is_the_pages_content() -> None:
    """A chat app's channel saved as HTML: the channel's messages under the day's divider, and the
    thread pane (an <aside>) where an answer quotes Pernicious Deed's one ruling of the day it shows,
    its date after it. The pane is the page's content: the ruling is read with its date, and the
    question under the channel's day divider is no ruling."""
    (d, t), _ = rulings_of("APC", "Pernicious Deed")
    page = f"""<!DOCTYPE html><html lang="fr"><head><title>Question sur Pernicious Deed | #regles | Slack</title></head>
<body><header><h2>#regles</h2></header>
<div class="c-divider">20 décembre 2025</div>
<div class="c-message"><div><b>lgs_lena</b> <span class="c-timestamp">07:12</span></div>
<p>Question sur Pernicious Deed et les jetons</p><p>On s'est disputés en soirée jeux et personne n'avait les règles.</p>
<p><a>3 réponses</a></p></div>
<aside class="p-flexpane"><h3>Fil de discussion</h3>
<div class="c-message"><div><b>goldfish_gus</b> <span class="c-timestamp">13:27</span></div>
<p>Voici la précision officielle (Gatherer) :</p>
<ul class="rulings"><li>{t} — <i>{d:%d/%m/%Y}</i></li></ul><p>🙏 1</p></div>
<div class="c-message"><div><b>lgs_lena</b> <span class="c-timestamp">13:37</span></div><p>Merci, c'est plus clair !</p></div>
</aside></body></html>"""
    bundle = read(page, "slack.html", card="Pernicious Deed")
    assert [(r.date, r.text) for r in bundle.rulings] == [(d, t)]


def test_a_line_led_by_a_label_is_no_more_of_the_ruling_above_it() -> None:
    """An answer quotes Dungeon Geists's rulings, each under its date, then adds "My take: …" in game
    words under the last one: the labelled line is the answerer's, no part of the last ruling."""
    geists = rulings_of("DKA", "Dungeon Geists")
    page = "\n".join([
        "Dungeon Geists: what do the official rulings say?", "asked Jan 2, 2026 at 20:01 judge_noor", "",
        "Here are the official rulings (from Gatherer):",
        *(line for d, t in geists for line in (f"{d:%B} {d.day}, {d.year}", t)),
        "My take: So in practice the creature stays tapped as long as you control Dungeon Geists.",
        "answered Feb 19, 2026 at 10:43 mulligan_mia",
    ])
    bundle = read(page, "se.txt")
    assert [(r.date, r.text) for r in bundle.rulings] == geists


def test_a_rulings_panel_beside_the_cards_longer_text_is_the_pages_content() -> None:
    """A price tracker's page: the card's text in full, and an <aside class="rulings-panel"> headed
    "Regelhinweise (1)" holding Pernicious Deed's one ruling in a table (its date in one cell, its text
    in the next): the panel is the page's content, though the card's text has more words."""
    (d, t), _ = rulings_of("APC", "Pernicious Deed")
    page = f"""<!DOCTYPE html><html lang="de"><head><title>Pernicious Deed Preisverlauf | MTGPriceWatch</title></head>
<body><header><a>MTGPriceWatch</a> <a>Anmelden</a></header><main><h1>Pernicious Deed</h1>
<p>Aktueller Preis: <b>27,66 €</b></p>
<table><tr><th>Händler</th><th>Preis</th><th></th></tr><tr><td>Cardhoarder</td><td>17,38 €</td><td>Stand: 23.12.2025</td></tr></table>
<aside class="rulings-panel"><h2>Regelhinweise (1)</h2><table class="rulings"><tr><th>Datum</th><th>Regelhinweis</th></tr>
<tr><td>{d.day}.{d.month}.{d.year}</td><td>{t}</td></tr></table></aside>
<div class="card-face"><h3>Pernicious Deed</h3><p class="type-line">Enchantment</p>
<p>{{X}}, Sacrifice Pernicious Deed: Destroy each artifact, creature, and enchantment with mana value X or less.
Pernicious Deed can't be countered by spells or abilities that would counter enchantments, and it stays until sacrificed.</p></div>
</main><footer>© 2025 MTGPriceWatch</footer></body></html>"""
    bundle = read(page, "preis.html")
    assert [(r.date, r.text) for r in bundle.rulings] == [(d, t)]
