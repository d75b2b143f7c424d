"""Captured pages of the kinds fresh-14 and fresh-15 model (looked at for page-14): each page here is
written for the test from a sample card's MTGJSON rulings, in the shape the real kind of file has
(an SMS backup's XML, a video's SubRip or WebVTT subtitles, ...), not copied from the corpus."""

from __future__ import annotations

import html
import textwrap

from tests.test_pages_dating import AEGISAUR, GEISTS, read


def got(bundle) -> list[tuple]:
    return [(r.date, r.text) for r in bundle.rulings]


# ------------------------------------------------------------------------------ an SMS backup's XML


def test_rulings_pasted_into_a_text_message_of_an_sms_backup_are_read_from_its_body_attribute() -> None:
    """SMS Backup & Restore writes each message as attributes of an empty element; the message that
    pastes the rulings holds them in ``body`` with its line breaks escaped (``&#10;``)."""
    body = "From Gatherer:\n" + "\n".join(f"{t} ({d.day} {d:%B} {d.year})" for d, t in AEGISAUR)
    messages = [("Do you remember the rulings on that dinosaur from yesterday?", "1"), ("Hang on, looking them up", "2"),
                (body, "2"), ("Great, thanks! 😊", "1")]
    sms = "\n".join(
        f'  <sms protocol="0" address="+1 555-0100" date="15318252{k}0000" type="{kind}" subject="null" '
        f'body="{html.escape(b, quote=True).replace(chr(10), "&#10;")}" toa="null" sc_toa="null" read="1" status="-1" '
        f'locked="0" readable_date="17 Jul 2018 17:2{k}:49" contact_name="Sam" />'
        for k, (b, kind) in enumerate(messages))
    page = ("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
            "<!--File Created By SMS Backup & Restore v10.20.002 on 17/07/2018 00:01:29-->\n"
            '<?xml-stylesheet type="text/xsl" href="sms.xsl"?>\n'
            f'<smses count="{len(messages)}" backup_set="66359160" backup_date="1532602800000" type="full">\n{sms}\n</smses>\n')
    bundle = read(page, "sms-20180717.xml", card="Bellowing Aegisaur")
    assert got(bundle) == AEGISAUR


# --------------------------------------------------------------------------------- subtitles files


def _cues(captions: list[str], vtt: bool) -> str:
    out = ["WEBVTT", "Kind: captions", "Language: en", ""] if vtt else []
    t = 1.0
    for k, caption in enumerate(captions, 1):
        lines = textwrap.wrap(caption, 42)
        stamp = (lambda s: f"00:{int(s) // 60:02d}:{int(s) % 60:02d}{'.' if vtt else ','}{int(s * 1000) % 1000:03d}")
        out += ([] if vtt and k % 2 == 0 else [str(k)]) + [f"{stamp(t)} --> {stamp(t + 2.5 * len(lines))}"] + lines + [""]
        t += 2.5 * len(lines) + 0.2
    return "\n".join(out)


def test_subrip_subtitles_give_each_ruling_read_out_whole_with_the_date_said_before_it() -> None:
    captions = ["Hi all, welcome back to the rules corner.", "Today we're looking at Dungeon Geists."]
    for d, t in GEISTS:
        captions += [f"The ruling from {d.day} {d:%B} {d.year} says:", t]
    # (the sign-off names "the card", a word any talk of cards uses: no ruling for it)
    captions += ["Thanks for watching, and remember: read the card.", "This episode was recorded on 10 September 2019."]
    assert got(read(_cues(captions, vtt=False), "rules-corner.srt")) == GEISTS


def test_webvtt_subtitles_with_the_date_said_after_each_ruling_and_a_sentence_split_over_cues() -> None:
    """WebVTT's header and cues without numbers; a ruling's sentence may run on into the next cue."""
    captions = ["Bonjour à tous, c'est l'heure du coin des règles.", "Aujourd'hui on parle de Bellowing Aegisaur."]
    for d, t in AEGISAUR:
        words = t.split(" ")
        half = len(words) // 2
        captions += [" ".join(words[:half]), " ".join(words[half:])] if words[half - 1][-1] not in ".:;,)" else [t]
        captions += [f"Celle-ci date du {d.day} {['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'][d.month - 1]} {d.year}."]
    page = _cues(captions, vtt=True)
    assert "-->" in page and page.startswith("WEBVTT")
    assert got(read(page, "coin-des-regles.vtt")) == AEGISAUR


# ------------------------------------------------------------------ threads, posts and their comments


def test_emoji_bullets_with_a_presentation_selector_are_bullets() -> None:
    """A Facebook post's "▪️ text (23 de agosto de 2019)": the square is followed by U+FE0F."""
    months = "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split()
    lines = ["Magic: The Gathering Brasil - Regras", "Pra quem perguntou sobre Bellowing Aegisaur, seguem os rulings oficiais:"]
    lines += [f"\u25aa\ufe0f {t} ({d.day} de {months[d.month - 1]} de {d.year})" for d, t in AEGISAUR]
    lines += ["👍❤️ 119", "28 comentários", "Curtir", "Comentar", "Compartilhar"]
    assert got(read("\n".join(lines), card="Bellowing Aegisaur")) == AEGISAUR


def test_rulings_a_reader_pasted_into_a_comment_are_kept_where_the_page_has_no_others() -> None:
    """A Hacker News item: the rulings stand only in one comment (``class="comment"``, which names
    chrome), in a ``<pre><code>`` block a line each; a reply's "This is why I love this game's rules
    documents." reads as rules too, but the comment holds most of the page's rules words."""
    code = "\n".join(f"  {t} ({d.month}/{d.day}/{d.year})" for d, t in GEISTS)
    page = f"""<!DOCTYPE html><html><head><title>The strangest card in Magic: Dungeon Geists | Hacker News</title></head><body>
<h1>The strangest card in Magic: Dungeon Geists (rulesblog.example.com)</h1>
<div class="subtext"><p>183 points by manaflood 5 years ago | hide | past | favorite | 31 comments</p></div>
<div class="reply-form"><a>add comment</a></div>
<tr class="athing comtr"><td><span class="comhead">thopter_pilot 5 years ago | parent | next [–]</span>
<div class="comment"><span class="commtext">The official rulings are worth reading in full:<p><pre><code>{html.escape(code)}</code></pre>
<p>Rules lawyering at its finest.</span><div class="reply"><a>reply</a></div></div></td></tr>
<div class="comtr"><p>eot_draw 5 years ago | parent | prev | next [–]</p><p>This is why I love this game's rules documents.</p><p>reply</p></div>
</body></html>"""
    bundle = read(page, "item.html")
    assert got(bundle) == GEISTS
    assert bundle.card.lookup.name != "add comment"


def test_a_forum_quote_head_does_not_take_the_answer_pasting_the_ruling_with_it() -> None:
    """jeuxvideo.com: "NAME a écrit :" heads the quoted question, the answer under it pastes the
    ruling ("Le 19/01/2018 : text"); the posts stamped "19 août 2013 à 08:11:25" are no rulings."""
    d, t = AEGISAUR[1]
    lines = ["Sujet : Bellowing Aegisaur, comment ça marche ?", "", "counterspell_irl", "19 août 2013 à 08:11:25",
             "Salut, hier en tournoi mon adversaire a joué cette carte et personne n'était d'accord. Quelqu'un connaît les décisions officielles ?",
             "", "sideboard_sam", "20 août 2013 à 11:43:05", "", "counterspell_irl a écrit :",
             "Salut, hier en tournoi mon adversaire a joué cette carte et …", "", "Voilà ce que dit Gatherer :",
             f"Le {d:%d/%m/%Y} : {t}", "", "Mono-rouge un jour, mono-rouge toujours.", "", "counterspell_irl",
             "23 août 2013 à 13:48:56", "Merci beaucoup, c'est bien plus clair !", "", "Répondre", "Connectés : 19"]
    assert got(read("\n".join(lines))) == [(d, t)]


def test_a_blog_greeting_under_the_posts_date_in_another_language_is_no_ruling() -> None:
    """A Hatena blog post dated 2013-06-13 opens with a Japanese greeting, then lists one English
    ruling: the greeting uses one game word at most and is in no language of the ruling."""
    d, t = AEGISAUR[0]
    lines = ["2013-06-13", "【MTG】《吠えるイージサウルス》の裁定まとめ", "#MTG #裁定",
             "こんにちは。今日は質問の多かったこのカードの公式裁定を整理しておきます。", "公式裁定（英語原文）",
             f"{d:%Y/%m/%d}：{t}", "以上です。間違いがあればコメントで教えてください。"]
    assert got(read("\n\n".join(lines), card="Bellowing Aegisaur")) == [(d, t)]


def test_a_jira_table_dated_day_month_name_and_two_digit_year() -> None:
    rows = "".join(f"<tr><td>{d.day:02d}/{d:%b}/{d:%y}</td><td>{t}</td></tr>" for d, t in GEISTS)
    page = ("<html><head><title>[RULES-390] Add the official rulings for Dungeon Geists - Jira</title></head><body>"
            "<h1>Add the official rulings for Dungeon Geists</h1><aside><p>Created: 20/Oct/22 9:23 PM</p></aside>"
            "<h3>Description</h3><p>Copy these from Gatherer into the card page, keep the dates as they are:</p>"
            f"<table><tr><th>Date</th><th>Ruling</th></tr>{rows}</table></body></html>")
    assert got(read(page, "RULES-390.html")) == GEISTS


# ----------------------------------------------------------------- a translation under a label's name


def _foreign(name: str, language: str) -> tuple[str, str]:
    import json
    import lzma

    from tests.conftest import sample_file

    data = json.loads(lzma.decompress(sample_file("XLN").read_bytes()))["data"]
    card = next(c for c in data["cards"] if c["name"] == name)
    found = next(f for f in card["foreignData"] if f["language"] == language)
    return found["name"], found["text"]


def _stored_translations(home, path, content: str) -> list[tuple]:
    """``content`` ingested as the page ``path`` into ``home``: the translations stored from it."""
    from sqlalchemy import text as sql

    from lorehold.db.engine import get_engine
    from lorehold.ingest.pipeline import ingest
    from lorehold.settings import Settings

    path.write_text(content, encoding="utf-8")
    [outcome] = ingest(Settings.resolve(home), [str(path)]).outcomes
    assert outcome.status == "loaded", outcome
    with get_engine(Settings.resolve(home)).connect() as conn:
        return [tuple(r) for r in conn.execute(sql(
            "SELECT t.language, t.name, t.text FROM translations t JOIN translation_sources ts ON ts.translation_id = t.id "
            "JOIN sources s ON s.id = ts.source_id WHERE s.locator = :l"), {"l": str(path.resolve())})]


def test_a_translation_whose_name_line_is_a_label_is_stored_under_the_printed_name_the_page_shows(xln_home, tmp_path) -> None:
    """A WeChat article: "中文名：NAME" above the label "卡牌描述" and the printed text; the reader
    takes the label for the name, the loader finds the card's printed Simplified Chinese name shown
    on the page and stores the translation under it."""
    name, printed = _foreign("Bellowing Aegisaur", "Chinese Simplified")
    rulings = "".join(f"<p>{d.year}年{d.month}月{d.day}日：{t}</p>" for d, t in AEGISAUR)
    page = (f"<html><head><title>一张牌讲清楚｜{name}</title></head><body><h1>一张牌讲清楚｜{name}</h1>"
            "<p>万智牌规则研究所 2021-03-04 14:22 发表于四川</p>"
            f"<p>中文名：{name}</p><p>卡牌描述</p><p>{printed}</p><h2>官方裁定</h2>{rulings}"
            "<p>阅读 1.2万</p><p>在看 36</p></body></html>")
    assert _stored_translations(xln_home, tmp_path / "wechat.html", page) == [("zhs", name, printed)]


# -------------------------------------------------------------- posts, videos and boards around rulings


def test_a_videos_pinned_comment_quoting_the_rulings_is_kept_under_its_comments_heading(xln_home, tmp_path) -> None:
    """A YouTube page copied as text: "265 Comments" opens the readers' section, but the pinned comment
    holds the page's rulings; the description's "every ruling on the card, with examples from real
    games" reads as rules too, yet the comments hold most of the rules' words. The site's buttons and
    counters are chrome (never the card's name)."""
    d, t = AEGISAUR[0]
    lines = ["Skip navigation", "Search", "Sign in", "", "Bellowing Aegisaur – every official ruling explained", "",
             "Combate y Pila", "76K subscribers", "Subscribe", "👍 5K", "Share", "Download", "Clip", "Save", "",
             "58K views  2 years ago", "In this video we go through every ruling on the card, with examples from real games.",
             "0:00 Intro", "3:54 Rulings", "...more", "", "265 Comments", "Sort by", "Add a comment...", "",
             "📌 Pinned by @Combate y Pila", "@Combate y Pila", "2 years ago", "Rulings mentioned in the video:",
             f"{d.month}/{d.day}/{d.year} – {t}", "👍 140", "Reply", "", "@priority_pass", "2 years ago",
             "This cleared up an argument at my LGS, thank you!", "👍 21", "Reply"]
    bundle = read("\n".join(lines))
    assert got(bundle) == [(d, t)]
    assert bundle.card.lookup.name not in ("Skip navigation", "Search", "Sign in", "76K subscribers", "Download")
    from sqlalchemy import text as sql

    from lorehold.db.engine import get_engine
    from lorehold.ingest.pipeline import ingest
    from lorehold.settings import Settings

    path = tmp_path / "video.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    assert [o.status for o in ingest(Settings.resolve(xln_home), [str(path)]).outcomes] == ["loaded"]
    with get_engine(Settings.resolve(xln_home)).connect() as conn:
        assert conn.execute(sql(
            "SELECT DISTINCT c.name FROM ruling_sources rs JOIN rulings r ON r.id = rs.ruling_id JOIN cards c ON c.id = r.card_id "
            "JOIN sources s ON s.id = rs.source_id WHERE s.locator = :l"), {"l": str(path.resolve())}).scalars().all() == ["Bellowing Aegisaur"]


def test_a_slides_speaker_notes_are_not_rulings_though_the_title_slides_date_stands_above() -> None:
    d, t = GEISTS[0]
    lines = ["Slide 1", "Judge Workshop: Cards Players Keep Asking About", "Presented by Femke de Vries", "6/16/2022",
             "Notes: Welcome everyone, phones on silent.", "", "Slide 2", "Dungeon Geists", f"• {t}",
             f"  ({d.month}/{d.day}/{d.year})", "Notes: Keep this one short, five minutes max.", "", "Slide 3", "Questions?"]
    assert got(read("\n".join(lines))) == [(d, t)]


def test_a_boards_activity_stamped_with_its_time_is_no_ruling_beside_rulings_dated_by_the_day() -> None:
    """A Trello card: the description pastes dated rulings; the activity feed's "NAME moved this card
    from To do to Rulings to check" (stamped with a time) uses "card" and "Rulings", words any post
    about rulings uses, and no other game word."""
    lines = ["Trello", "Workspaces", "", "Dungeon Geists", "", "in list Rulings to check", "Labels", "Oracle", "", "Description", ""]
    lines += [f"- {t} ({d:%b} {d.day}, {d.year})" for d, t in GEISTS]
    lines += ["", "Activity", "Show details", "", "Beatriz Lopes", "May 9, 2025, 5:24 AM", "Copied from Gatherer, dates checked.",
              "Reply · Edit · Delete", "", "Lin Pei-shan", "Apr 28, 2025, 1:20 PM", "Looks right to me.", "Reply · Edit · Delete",
              "", "Noah Carter moved this card from To do to Rulings to check Apr 5, 2025, 4:47 PM", "", "Add to card", "Members"]
    assert got(read("\n".join(lines))) == GEISTS


def test_a_posts_opening_sentence_under_an_ip_location_is_no_translation() -> None:
    """A WeChat article's meta line ends with the author's province ("四川"), then the post opens
    with a sentence using one game word ("这张牌"): no printed name and text."""
    d, t = AEGISAUR[0]
    page = ("<html><body><h1>【规则速递】《Bellowing Aegisaur》官方裁定整理</h1>"
            "<div class='rich_media_meta_list'><div>原创</div><div>裁判小林</div><div>2018-11-27 10:19</div><div>四川</div></div>"
            "<p>上周的店赛里，这张牌引发了不少争议，今天一次讲清楚。</p><p>英文名：Bellowing Aegisaur</p>"
            f"<p>▌官方裁定（英文原文）</p><section><p>{d.isoformat()}：{t}</p></section></body></html>")
    bundle = read(page, "wechat.html")
    assert bundle.translations == [] and got(bundle) == [(d, t)]


def test_a_posts_own_date_above_rulings_each_cited_below_dates_none_of_them() -> None:
    """A newsletter post: its date ("mayo 19, 2026") stands right above the first ruling, and each
    ruling is cited below it ("— Ruling, octubre 1, 2008"): the citations date the rulings."""
    months = "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
    lines = ["Rules corner — Dungeon Geists", "Subscribe  Sign in", "Jun Park", "mayo 19, 2026", ""]
    for d, t in GEISTS:
        lines += [t, f"— Ruling, {months[d.month - 1]} {d.day}, {d.year}", ""]
    lines += ["Discussion about this post", "Comments  Restacks", "Ready for more?"]
    assert got(read("\n".join(lines))) == GEISTS


def test_a_printed_name_and_text_the_page_shows_whole_are_stored_though_no_pair_was_read(xln_home, tmp_path) -> None:
    """A Pikabu post: the Russian name and text stand under the post's title and tags, where the
    reader pairs nothing; the card's Russian printing's name and text are both on the page, line
    for line, so the page gives that translation. A name shown without its text gives none."""
    ru_name, ru_text = _foreign("Bellowing Aegisaur", "Russian")
    ja_name, _ = _foreign("Bellowing Aegisaur", "Japanese")
    lines = ["Пикабу", "Горячее", "Войти", "", "tapped_out_tom", "21 авг 2021", "+218", "",
             f"{ru_name}: официальные разъяснения", "", "Magic: The Gathering", "Правила", "Длиннопост", "",
             ru_name, ru_text, "", f"(по-японски: {ja_name})", "",
             "В комментариях к прошлому посту спорили, как работает эта карта. Вот официальные разъяснения:", ""]
    lines += [f"{d:%d.%m.%Y} — {t}" for d, t in AEGISAUR]
    lines += ["", "70 комментариев", "Поделиться"]
    assert _stored_translations(xln_home, tmp_path / "pikabu.txt", "\n".join(lines)) == [("ru", ru_name, ru_text)]


# ------------------------------------------------------- the tuning parts' last misses (fresh-9, fresh-10)


def test_a_listings_one_undated_ruling_under_a_led_in_heading_above_dated_seller_feedback() -> None:
    """An auction listing: "Good to know — the official rulings:" over one undated ruling in the
    seller's description; the seller feedback below is dated by the day and is dropped as a readers'
    section (neither it nor the rest holds enough rules words to say otherwise)."""
    d, t = AEGISAUR[0]
    lines = ["MTG Bellowing Aegisaur - Ixalan - NM - x3", "Ended: Oct 06, 2026 14:02:11 PST", "", "Item specifics",
             "Condition: Near Mint or better", "", "Description",
             "You are buying one copy of Bellowing Aegisaur, pulled from a fresh pack and sleeved right away.",
             "Good to know — the official rulings:", f"✔ {t}", "", "Seller feedback (12,408)", "99.8% positive feedback",
             "Great seller, would buy again.", "g***y (2591) · Verified purchase · 17 Jul 2026",
             "Fast shipping, card exactly as described. A+++", "b***x (1790) · Verified purchase · 18 Jul 2026"]
    assert got(read("\n".join(lines))) == [(None, t)]


def test_hyphenated_game_words_count_as_the_text_writes_them() -> None:
    from lorehold.ingest.pages.evidence import rules_terms

    assert rules_terms("State-based actions are performed.") == 1
    assert rules_terms("A double-faced card transforms.") >= 2


def test_a_date_line_that_announces_what_the_ruling_says() -> None:
    """"The ruling from February 9, 2017 says:" dates the caption after it, as "Ruling from DATE:" does."""
    from lorehold.ingest.pages.dates import parse_date_line

    for line in ("The ruling from February 9, 2017 says:", "La décision du 9 février 2017 dit :",
                 "Die Entscheidung vom 9. Februar 2017 lautet:"):
        found = parse_date_line(line)
        assert found is not None and found.date.date.isoformat() == "2017-02-09", line
    lines = ["Hey everyone, welcome back to Stack Talk.", "Today we're looking at Dungeon Geists."]
    for d, t in GEISTS:
        lines += [f"The ruling from {d:%B} {d.day}, {d.year} says:", t]
    assert got(read("\n\n".join(lines))) == GEISTS


def test_a_guides_index_run_together_is_no_printed_name() -> None:
    """A Steam guide's index ("Anleitungsindex Übersicht Offizielle Rulings Schlusswort Kommentare") over
    its German summary is no name and text: two section words no card's name holds."""
    rulings = "<br><br>".join(f"{t} ({d:%d.%m.%Y})" for d, t in GEISTS)
    page = ("<html lang='de'><body><h1>Alles über Dungeon Geists (mit Rulings)</h1>"
            "<div class='stats'><p>Verfasst</p><p>29. Oktober 2022 um 20:54</p></div>"
            "<div class='guide-index'><a>Anleitungsindex</a> <a>Übersicht</a> <a>Offizielle Rulings</a> <a>Schlusswort</a> <a>Kommentare</a></div>"
            "<p>Eine kurze Anleitung für Arena-Spieler, die von dieser Karte immer wieder überrascht werden.</p>"
            f"<h2>Offizielle Rulings</h2><div>{rulings}</div></body></html>")
    bundle = read(page, "guide.html")
    assert bundle.translations == [] and got(bundle) == GEISTS


def test_undated_rulings_above_a_label_dated_inline_are_read_undated() -> None:
    """A card page (its name and text) with undated rulings whose only date is a label's ("آخرین به‌روزرسانی:
    วันจันทร์ที่ 8 มิถุนายน พ.ศ. 2569", last updated), dated inline and no ruling itself: the rulings are
    read, undated."""
    texts = [t for _, t in GEISTS]
    card = ("Flying\nWhen Dungeon Geists enters the battlefield, tap target creature an opponent controls. That creature "
            "doesn't untap during its controller's untap step for as long as you control Dungeon Geists.")
    blocks = ["Dungeon Geists", card, *texts[:-1], f"{texts[-1]}\nTumblr works better in the app\nUse the app ↗\nContinue in browser ›",
              "آخرین به‌روزرسانی: วันจันทร์ที่ 8 มิถุนายน พ.ศ. 2569", "Kopiereg © 2026 Магиска Книга. Alle regte voorbehou."]
    assert got(read("\n\n".join(blocks))) == [(None, t) for t in texts]
