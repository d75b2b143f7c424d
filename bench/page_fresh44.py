"""The fresh-44 held-out part of the page corpus (``bench/page_corpus.py``): how a card's rulings reach people outside a
web page, 2026. Feeds (an RSS 2.0 and an Atom file as saved, a feed reader's entry), mail (a newsletter as a mail client
saves it as text, a reply quoting it with ">", the HTML newsletter, Gmail's and Outlook's printed messages), subtitles and
transcripts (SRT, WebVTT, YouTube's transcript panel, a podcast episode's page, an Otter export), e-readers (Kindle's "My
Clippings.txt", a highlights export, an EPUB chapter's XHTML), text browsers (``lynx -dump``, ``w3m -dump``), assistive and
voice outputs (a screen reader's speech log, a browser's Reader View, a voice assistant's history, a skill's SSML
response as JSON), notes (an Obsidian or Logseq note, a Gist) and an iCalendar event: each about one card (a card with
several faces on half of the pages, a single-faced one on the other half), quoting that card's official rulings with
their real dates amid material full of other dates and times (mail headers, feed stamps, cue times, "Added on" stamps,
front matter, DTSTART lines, upload and publication days, event days), some in the very form of the rulings' days, and
each format's own chrome.

Written without reading the page parser (nor any code that reads pages, nor its tests), before any parser run on it,
and never run through it. Only the corpus's interface was read (``bench/page_corpus.py``: ``Page`` and its
``encoding``, ``CardData``, ``fold``, ``load_cards``, ``multiface_cards``, ``MONTHS``, ``WEEKDAYS``), the parts'
scaffolding (``bench/page_parts.py``: the generator's base, the day forms, the element tree and its HTML and copied
text, the self-test's checks), ``bench/page_fresh43.py`` as the model (its structure, card picker, titles,
translations, ``--card`` helpers and the self-test's shape), ``bench/page_accuracy.py`` (the wiring),
``tests/test_page_fresh_corpus.py`` and ``tests/conftest.py``, and the MTGJSON sample data; the earlier parts only for
their layout names.

Layouts (each in the formats its tool saves: HTML, text, or both; the text of an HTML page is the page as a browser
copies it unless said):

- ax-rss-feed-xml (text): a rules blog's RSS 2.0 file (WordPress: ``lastBuildDate``, ``pubDate`` RFC-822 stamps, the
  card's post in ``content:encoded`` as CDATA or as escaped HTML, other posts); English, Russian, Traditional Chinese,
  Spanish;
- ax-atom-feed-xml (text): a Hugo blog's Atom file (``updated``/``published`` ISO stamps, ``content type="html"``
  escaped); German, English, Simplified Chinese, French;
- ax-feedreader-entry: a web feed reader with the entry open (feeds and unread counts, the entry list's "3h", "Mar 12",
  the post with the rulings and now and then the printed card); English, Japanese, German, Spanish;
- ax-mail-newsletter-text (text): a newsletter saved as text by a mail client (Thunderbird's translated header block, the
  Mailchimp plain-text part: "View this email in your browser", "** " headings, wrapped lines, the footer's address and
  unsubscribe lines; CRLF now and then); English, German, French, Spanish;
- ax-mail-reply-quoted (text): a reply quoting a judge's answer with ">" (Gmail's attribution line in the client's
  language, nested quotes, the signature, "Sent from my iPhone"); six languages;
- ax-mail-newsletter-html: the HTML newsletter (Mailchimp's table layout, hidden preheader, issue day, events, footer);
  English, German, Italian, Portuguese, Polish;
- ax-gmail-print-thread: Gmail's "Print all" page (messages with their stamps, "[Quoted text hidden]"); English,
  Spanish, Japanese;
- ax-outlook-print-message: Outlook's printed message with the original below ("-----Original Message-----", Sent:
  lines); English, German, French;
- ax-srt-subtitles (text): a rules video's SRT file (BOM and CRLF now and then; rulings read across cues); English,
  Spanish, Portuguese;
- ax-webvtt-captions (text): a WebVTT caption file (``Kind``/``Language``, NOTE blocks, voice tags, cue settings; rulings
  across cues); English, German, French;
- ax-youtube-transcript-panel: a watch page with the transcript panel open ("0:42" stamps between segments, views and
  upload day, chapters); English, Japanese, Spanish;
- ax-podcast-episode-transcript: a podcast episode's page (episode day and length, show notes with chapters, a
  transcript with speaker labels and stamps); English, German, French;
- ax-kindle-my-clippings (text): Kindle's "My Clippings.txt" (BOM, CRLF, "==========", "Added on" stamps in the reader's
  language); six languages;
- ax-highlights-export: the Kindle notebook page saved (HTML) or a Readwise Markdown export (text);
- ax-epub-chapter-xhtml (HTML): a rules primer's chapter as EPUB XHTML (``epub:type``, page breaks, notes, soft hyphens
  now and then, the edition's day); English, German, French;
- ax-lynx-dump (text): ``lynx -dump`` of a card page (``[12]`` link numbers, indented and wrapped lines, the References
  list); English, German, French, Russian;
- ax-w3m-table-dump (text): ``w3m -dump`` of a card page (a borderless rulings table, wrapped cells); English, Japanese,
  German;
- ax-screenreader-speech-log (text): NVDA's Speech Viewer log of a card page ("heading level 2", "list with 5 items",
  "out of list"); English, German, French, Spanish;
- ax-reader-view: Firefox's Reader View saved or copied (domain, reading time, credits); English, Italian, Portuguese,
  Korean;
- ax-assistant-voice-history: a voice assistant's history (day groups, "You said", the answer reading the rulings, the
  device and time); English, German, Japanese, Spanish;
- ax-obsidian-note (text): an Obsidian note (YAML front matter, wiki links, a callout quoting the rulings, block ids)
  or a Logseq page (outline, properties, journal links); English, German, Portuguese, Traditional Chinese;
- ax-gist-markdown: a Gist's Markdown (raw) or its page saved (created, revisions, comments); English, Korean, Simplified
  Chinese;
- ax-ics-calendar-event (text): a store's rules night as an iCalendar file (CRLF, 75-octet folded lines, escaped
  DESCRIPTION with the rulings, DTSTART/DTSTAMP/CREATED); English, German, Italian;
- ax-skill-ssml-json (text): a voice skill's test console output as JSON (SSML speech, the card shown in the app,
  timestamps); English, German, Japanese;
- ax-otter-transcript-untitled (names no card): a store's rules Q&A recorded and transcribed (Otter's text export or its
  shared page): the judge reads the rulings of "this card";
- ax-daily-review-untitled (names no card): a highlights service's daily review mail, one highlight the reader's own
  note of the rulings of "the card in the photo".

The untitled layouts' ``--card`` is, in turn, the whole English name, one face's English name (a single-faced card's
name) or a printed name in another language. Titled pages name the card where the format does (a subject, an item's
title, a heading, a note's title, a SUMMARY), printed in the page's language most of the time on a localized page; the
rulings themselves stay in their official English. Some formats are read the way their tools read them: a quoted
mail's ">" marks, cues joined across their numbers and times, an iCalendar file unfolded and unescaped, a JSON string
unescaped, an XML file's escaped HTML unescaped twice, soft hyphens dropped. Rulings' days in twelve languages' forms
(``page_parts.DAY_PATTERNS``); the pages' own days (three at least on every page, none a ruling's day, some in the very
form of the rulings' days) in the tools' own forms besides. Each page's generator is seeded with the corpus seed +
310007 (``SEED_OFFSET``); ``bench/page_corpus.py`` hands this part the single-faced cards and then ``multiface_cards``.
Page ids are "ax000"–"ax199". The self-test (``python bench/page_fresh44.py [SETS]``) passes at seeds 7 and 21 on the
bundled sample. Held out: not run through the parser when written; bench/page_accuracy.py prints its failures only with
--show-fresh44.
"""

import datetime as dt
import html
import json
import re
from types import SimpleNamespace

from page_corpus import WEEKDAYS as CORPUS_WEEKDAYS
from page_corpus import CardData, Page
from page_parts import (D, DAY_PATTERNS, E, N, R, T, X, EncodedPartGenerator, PageDays, e, hex_digits, leaves,
                        multi_share, page_answer_problems, part_basics, part_main, plain, problems_of_pages,
                        reading_views, render_day, seen_in, slug, to_html, to_text, variety_problems, wrap)

SEED_OFFSET = 310007
#: the share of pages about a single-faced card (the rest are about cards with several faces)
SINGLE_SHARE = 0.5
#: the first and last days a page of the part is saved on
FIRST_DAY, LAST_DAY = dt.date(2024, 9, 2), dt.date(2026, 6, 20)
#: how far after the page's own day a date it shows may lie (an event, a next episode)
FUTURE_DAYS = 400

#: the ruling-day forms a page in each language uses ("lang:kind" of page_parts.DAY_PATTERNS)
FORMS = {lang: [f"{lang}:{kind}" for kind in kinds] for lang, kinds in DAY_PATTERNS.items()}
MON_EN = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
MONTH_EN = "January February March April May June July August September October November December".split()
WD_EN3 = "Mon Tue Wed Thu Fri Sat Sun".split()
WEEKDAYS = {**CORPUS_WEEKDAYS}
MONTHS = {
    "en": MONTH_EN,
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(),
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(),
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(),
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(),
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split(),
}
MON3 = {"es": "ene feb mar abr may jun jul ago sept oct nov dic".split(), "de": "Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.".split(),
        "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split(),
        "it": "gen feb mar apr mag giu lug ago set ott nov dic".split(), "pt": "jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.".split()}


def weekday(d: dt.date, lang: str) -> str:
    return WEEKDAYS.get(lang, WEEKDAYS["en"])[d.weekday()]


def h12(t: dt.datetime, sep: str = " ") -> str:
    """"9:14 PM"."""
    return f"{(t.hour - 1) % 12 + 1}:{t.minute:02d}{sep}{'PM' if t.hour >= 12 else 'AM'}"


def rfc822(t: dt.datetime, zone: str = "+0000") -> str:
    """"Sat, 15 Mar 2026 21:14:02 +0000" (RSS's pubDate, a mail's Date:)."""
    return f"{WD_EN3[t.weekday()]}, {t.day:02d} {MON_EN[t.month - 1]} {t.year} {t:%H:%M:%S} {zone}"


# --- how some formats are read ---------------------------------------------------------------------------------

_STAMP_LINE = re.compile(r"^\s*[\[(]?\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?[\])]?\s*$")


def unquote(s: str) -> str:
    """A quoted mail or a Markdown quote as read: the ">" marks at the lines' starts dropped (callouts' too)."""
    return re.sub(r"(?m)^[ \t]*(?:>[ \t]?)+(?:\[![a-z]+\][-+]?[ \t]*)?", "", s)


def uncue(s: str) -> str:
    """Subtitles and transcript panels as read: the cues' texts joined, without their ids, numbers, times, settings and
    tags (a block with a timing line: the lines after it; the file's header, NOTE and STYLE blocks left out; a transcript
    panel's lines but its stamps)."""
    s = re.sub(r"<[^>]+>", "", s.replace("\r\n", "\n"))
    keep = []
    for block in re.split(r"\n[ \t]*\n", s):
        lines = [x.strip() for x in block.split("\n") if x.strip()]
        timing = [k for k, x in enumerate(lines) if "-->" in x]
        if timing:
            keep += lines[timing[0] + 1:]
        elif lines and lines[0].split(" ")[0] in ("WEBVTT", "NOTE", "STYLE"):
            continue
        else:
            keep += [x for x in lines if not x.isdigit() and not _STAMP_LINE.match(x)]
    return html.unescape(" ".join(keep))


def unfold_ics(s: str) -> str:
    """An iCalendar file as read: its folded lines joined and its text values unescaped."""
    s = s.replace("\r\n ", "").replace("\n ", "").replace("\r\n\t", "").replace("\n\t", "")
    return re.sub(r"\\([nN,;\\])", lambda m: "\n" if m.group(1) in "nN" else m.group(1), s)


def unjson(s: str) -> str:
    """A JSON file's strings as read."""
    return re.sub(r'\\(["/\\nt])', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), s)


READERS = {"quote": unquote, "cues": uncue, "ics": unfold_ics, "json": unjson, "twice": html.unescape}


def views44(p: Page) -> list[str]:
    """The page as a careful reader reads it (``reading_views``), soft hyphens and zero-width spaces dropped; and as the
    page's format is read (``reads``: quotes, cues, iCalendar, JSON, twice-escaped HTML)."""
    base = re.sub("[\xad\u200b]", "", p.content)
    out = reading_views(SimpleNamespace(content=base))
    for kind in p.__dict__.get("reads", []):
        out += reading_views(SimpleNamespace(content=READERS[kind](base)))
    return out




# --- the tools' and places' words ------------------------------------------------------------------------------

PEOPLE = {
    "en": ["Dana Whitfield", "Marcus Hale", "Priya Raman", "Theo Marsh", "Keisha Grant", "Owen Castillo", "Ruth Adler", "Sam Okafor",
           "Maya Chen", "Callum Reid"],
    "de": ["Jana Schulz", "Markus Vogel", "Lea Hoffmann", "Timo Krause", "Svenja Roth", "Felix Brandt"],
    "fr": ["Camille Martin", "Julien Moreau", "Léa Bernard", "Hugo Petit", "Manon Girard"],
    "es": ["Lucía Fernández", "Diego Ramos", "Pablo Ortega", "Marta Vidal", "Sara Castro"],
    "it": ["Giulia Ricci", "Luca Bianchi", "Marco Conti", "Chiara Gallo", "Davide Greco"],
    "pt": ["Mariana Souza", "Rafael Lima", "Bruno Costa", "Larissa Rocha", "Thiago Alves"],
    "pl": ["Tomasz Nowak", "Agnieszka Wójcik", "Paweł Kamiński", "Kasia Lewandowska"],
    "ru": ["Анна Смирнова", "Дмитрий Орлов", "Иван Петров", "Мария Соколова"],
    "ja": ["佐藤 健", "鈴木 美咲", "高橋 翔", "田中 優", "伊藤 彩"],
    "ko": ["김민준", "이서연", "박지훈", "최유나"],
    "zhs": ["王磊", "李娜", "张伟", "陈静"],
    "zht": ["陳怡君", "林志明", "黃柏翰", "張雅婷"],
}
STORES = ["Dragon's Lair Games", "The Mana Well", "Owlbear Cards & Coffee", "Tolarian Tabletop", "Drachenhort Spiele", "Il Covo del Drago",
          "Spellbook Café"]
DECKS = ["Izzet Prowess", "Boros Energy", "Domain Zoo", "Golgari Midrange", "Azorius Control", "Mono-Red Aggro", "Dimir Midrange", "Amulet Titan"]

#: a blog's words in its feed, by language
BLOG = {
    "en": dict(site="Rules Corner", desc="A card a day, with its official rulings", cotd="Card of the Day: {}", cat="Card of the Day",
               intro="Today's card comes up at every store night. Here is what the official rulings say:", posted="Posted {}",
               appeared="The post {t} appeared first on {s}.", more="Read more", cont="Continue reading",
               others=["Weekly roundup: the judge calls of the week", "How the stack works, in five pictures", "Store night recap",
                       "Reader mailbag: copy effects"], next="Next rules night: {}", upd="Updated {}"),
    "ru": dict(site="Судейский уголок", desc="Карта дня и её официальные разъяснения", cotd="Карта дня: {}", cat="Карта дня",
               intro="Эта карта встречается на каждом турнире в клубе. Официальные разъяснения (на английском):", posted="Опубликовано {}",
               appeared="Запись {t} впервые появилась на {s}.", more="Читать далее", cont="Продолжить чтение",
               others=["Итоги недели: судейские вызовы", "Как работает стек — в пяти картинках", "Отчёт о пятничном турнире",
                       "Вопросы читателей: эффекты копирования"], next="Следующий вечер правил: {}", upd="Обновлено {}"),
    "zht": dict(site="規則小教室", desc="每日一卡，附官方判定", cotd="每日一卡：{}", cat="每日一卡",
                intro="這張牌在店賽常常出現。以下是官方判定（英文原文）：", posted="發表於 {}", appeared="{t} 這篇文章最早發佈於 {s}。",
                more="閱讀更多", cont="繼續閱讀", others=["本週裁判問答整理", "五張圖看懂堆疊", "週五店賽回顧", "讀者來信：複製效果"],
                next="下次規則之夜：{}", upd="更新於 {}"),
    "es": dict(site="El Rincón de las Reglas", desc="Una carta al día, con sus rulings oficiales", cotd="Carta del día: {}", cat="Carta del día",
               intro="La carta de hoy aparece en todas las noches de tienda. Esto dicen sus rulings oficiales (en inglés):", posted="Publicado el {}",
               appeared="La entrada {t} se publicó primero en {s}.", more="Leer más", cont="Seguir leyendo",
               others=["Resumen semanal: llamadas de juez", "Cómo funciona la pila, en cinco imágenes", "Crónica de la noche de tienda",
                       "Correo de lectores: efectos de copia"], next="Próxima noche de reglas: {}", upd="Actualizado el {}"),
    "de": dict(site="Regelecke", desc="Eine Karte am Tag, mit ihren offiziellen Rulings", cotd="Karte des Tages: {}", cat="Karte des Tages",
               intro="Die heutige Karte taucht an jedem Spieleabend auf. Das sagen ihre offiziellen Rulings (englischer Originaltext):",
               posted="Veröffentlicht am {}", appeared="Der Beitrag {t} erschien zuerst auf {s}.", more="Weiterlesen", cont="Weiterlesen",
               others=["Wochenrückblick: Judge-Calls der Woche", "Wie der Stapel funktioniert, in fünf Bildern", "Rückblick auf den Spieleabend",
                       "Leserpost: Kopiereffekte"], next="Nächster Regelabend: {}", upd="Aktualisiert am {}"),
    "zhs": dict(site="规则角", desc="每日一卡，附官方裁定", cotd="每日一卡：{}", cat="每日一卡", intro="这张牌在店赛里经常出现。以下是官方裁定（英文原文）：",
                posted="发布于 {}", appeared="{t} 最早发布于 {s}。", more="阅读更多", cont="继续阅读",
                others=["本周裁判问答汇总", "五张图看懂堆叠", "周五店赛回顾", "读者来信：复制效果"], next="下次规则之夜：{}", upd="更新于 {}"),
    "fr": dict(site="Le Coin des Règles", desc="Une carte par jour, avec ses rulings officiels", cotd="Carte du jour : {}", cat="Carte du jour",
               intro="La carte du jour revient à chaque soirée en boutique. Voici ses rulings officiels (en anglais) :", posted="Publié le {}",
               appeared="L'article {t} est apparu en premier sur {s}.", more="Lire la suite", cont="Lire la suite",
               others=["Le résumé de la semaine : appels juge", "La pile en cinq images", "Retour sur la soirée en boutique",
                       "Courrier des lecteurs : effets de copie"], next="Prochaine soirée règles : {}", upd="Mis à jour le {}"),
    "ja": dict(site="ルール研究室", desc="毎日1枚、公式裁定つき", cotd="今日のカード：{}", cat="今日のカード", intro="今日のカードは店舗大会でよく見かけます。公式裁定（英語原文）は次のとおりです：",
               posted="投稿日：{}", appeared="{t} は {s} で最初に公開されました。", more="続きを読む", cont="続きを読む",
               others=["今週のジャッジコールまとめ", "5枚の図でわかるスタック", "金曜店舗大会レポート", "読者のお便り：コピー効果"], next="次回ルールナイト：{}", upd="更新：{}"),
}

#: a mail client's header labels, its reply line and signature, by language
MAIL = {
    "en": dict(subject="Subject", frm="From", date="Date", to="To", re="Re: ", q="Question about {}", sent="Sent from my iPhone",
               wrote="On {wd}, {d} {mon} {y} at {t}, {who} <{addr}> wrote:", thanks="Thanks, that settles it! I'll bring this to Friday's event.",
               ask="Quick question before {day}: how does {c} work exactly?", ans="Hi! Here are the official rulings:",
               cc="Cc", hello="Hi {},", bye="Best,"),
    "de": dict(subject="Betreff", frm="Von", date="Datum", to="An", re="AW: ", q="Frage zu {}", sent="Von meinem iPhone gesendet",
               wrote="Am {wd}., {d}. {mon} {y} um {t} Uhr schrieb {who} <{addr}>:", thanks="Danke, damit ist alles klar! Ich nehme das zum Freitagsturnier mit.",
               ask="Kurze Frage vor {day}: Wie funktioniert {c} genau?", ans="Hallo! Hier die offiziellen Rulings (englischer Originaltext):",
               cc="Kopie", hello="Hallo {},", bye="Viele Grüße"),
    "fr": dict(subject="Objet", frm="De", date="Date", to="À", re="RE : ", q="Question sur {}", sent="Envoyé de mon iPhone",
               wrote="Le {wd}. {d} {mon} {y} à {t}, {who} <{addr}> a écrit :", thanks="Merci, c'est clair ! Je garde ça pour le tournoi de vendredi.",
               ask="Petite question avant {day} : comment marche {c} exactement ?", ans="Bonjour ! Voici les rulings officiels (en anglais) :",
               cc="Cc", hello="Bonjour {},", bye="Bonne journée,"),
    "es": dict(subject="Asunto", frm="De", date="Fecha", to="Para", re="RE: ", q="Pregunta sobre {}", sent="Enviado desde mi iPhone",
               wrote="El {wd}, {d} {mon} {y} a las {t}, {who} (<{addr}>) escribió:", thanks="¡Gracias, queda claro! Lo llevo al torneo del viernes.",
               ask="Una pregunta rápida antes del {day}: ¿cómo funciona exactamente {c}?", ans="¡Hola! Aquí tienes los rulings oficiales (en inglés):",
               cc="CC", hello="Hola, {}:", bye="Un saludo,"),
    "it": dict(subject="Oggetto", frm="Da", date="Data", to="A", re="R: ", q="Domanda su {}", sent="Inviato da iPhone",
               wrote="Il giorno {wd} {d} {mon} {y} alle ore {t} {who} <{addr}> ha scritto:", thanks="Grazie, ora è chiaro! Lo porto al torneo di venerdì.",
               ask="Domanda veloce prima del {day}: come funziona esattamente {c}?", ans="Ciao! Ecco i ruling ufficiali (in inglese):",
               cc="Cc", hello="Ciao {},", bye="A presto,"),
    "pt": dict(subject="Assunto", frm="De", date="Data", to="Para", re="RE: ", q="Dúvida sobre {}", sent="Enviado do meu iPhone",
               wrote="Em {wd}., {d} de {mon} de {y} às {t}, {who} <{addr}> escreveu:", thanks="Valeu, ficou claro! Vou levar isso pro torneio de sexta.",
               ask="Uma dúvida rápida antes de {day}: como {c} funciona exatamente?", ans="Oi! Seguem os rulings oficiais (em inglês):",
               cc="Cc", hello="Oi, {},", bye="Abraço,"),
    "ja": dict(subject="件名", frm="差出人", date="日付", to="宛先", re="Re: ", q="{}について質問", sent="iPhoneから送信",
               wrote="{y}年{m}月{d}日({wd}) {t} {who} <{addr}>:", thanks="ありがとうございます、よくわかりました！金曜の大会で使います。",
               ask="{day}の前にひとつ質問です。{c}は正確にはどう動きますか？", ans="こんにちは！公式裁定（英語原文）は次のとおりです：",
               cc="Cc", hello="{}さん", bye="よろしくお願いします。"),
}
WD_MAIL = {"en": WD_EN3, "de": "Mo Di Mi Do Fr Sa So".split(), "fr": "lun mar mer jeu ven sam dim".split(),
           "es": "lun mar mié jue vie sáb dom".split(), "it": "lun mar mer gio ven sab dom".split(), "pt": "seg ter qua qui sex sáb dom".split()}
MON_MAIL = {"en": MON_EN, "de": "Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.".split(),
            "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split(), "es": MON3["es"], "it": MON3["it"],
            "pt": "jan. fev. mar. abr. mai. jun. jul. ago. set. out. nov. dez.".split()}

#: a newsletter's words, by language
NEWS = {
    "en": dict(name="The Rules Digest", issue="Issue {n}", view="View this email in your browser", pre="This week: {} and three judge calls from the floor.",
               cotw="Card of the week", rul="Official rulings", upcoming="Upcoming", rn="Rules night at {store}", prerel="Prerelease weekend",
               copy="Copyright © {y} {org}, All rights reserved.", why="You are receiving this email because you opted in via our website.",
               addr="Our mailing address is:", change="Want to change how you receive these emails?",
               prefs="You can update your preferences or unsubscribe from this list.", upd="update your preferences", unsub="unsubscribe from this list",
               fwd="Forward to a friend", powered="Email Marketing Powered by Mailchimp", printed="Printed card ({lang})", date_h="Date", rul_h="Ruling"),
    "de": dict(name="Regel-Rundbrief", issue="Ausgabe {n}", view="E-Mail im Browser ansehen", pre="Diese Woche: {} und drei Judge-Calls vom Turnierboden.",
               cotw="Karte der Woche", rul="Offizielle Rulings (englischer Originaltext)", upcoming="Demnächst", rn="Regelabend bei {store}",
               prerel="Prerelease-Wochenende", copy="Copyright © {y} {org}, Alle Rechte vorbehalten.",
               why="Du erhältst diese E-Mail, weil du dich auf unserer Website angemeldet hast.", addr="Unsere Postanschrift:",
               change="Möchtest du ändern, wie du diese E-Mails erhältst?", prefs="Du kannst deine Einstellungen ändern oder dich von dieser Liste abmelden.",
               upd="Einstellungen ändern", unsub="von dieser Liste abmelden", fwd="An Freunde weiterleiten", powered="E-Mail-Marketing mit Mailchimp",
               printed="Gedruckte Karte ({lang})", date_h="Datum", rul_h="Ruling"),
    "fr": dict(name="La Lettre des Règles", issue="Numéro {n}", view="Voir cet e-mail dans votre navigateur",
               pre="Cette semaine : {} et trois appels juge.", cotw="Carte de la semaine", rul="Rulings officiels (en anglais)", upcoming="À venir",
               rn="Soirée règles chez {store}", prerel="Week-end d'avant-première", copy="Copyright © {y} {org}, Tous droits réservés.",
               why="Vous recevez cet e-mail car vous vous êtes inscrit sur notre site.", addr="Notre adresse postale :",
               change="Vous souhaitez modifier la réception de ces e-mails ?", prefs="Vous pouvez modifier vos préférences ou vous désinscrire de cette liste.",
               upd="modifier vos préférences", unsub="vous désinscrire de cette liste", fwd="Transférer à un ami", powered="E-mail marketing par Mailchimp",
               printed="Carte imprimée ({lang})", date_h="Date", rul_h="Ruling"),
    "es": dict(name="Boletín de Reglas", issue="Número {n}", view="Ver este correo en el navegador", pre="Esta semana: {} y tres llamadas de juez.",
               cotw="Carta de la semana", rul="Rulings oficiales (en inglés)", upcoming="Próximamente", rn="Noche de reglas en {store}",
               prerel="Fin de semana de presentación", copy="Copyright © {y} {org}, Todos los derechos reservados.",
               why="Recibes este correo porque te suscribiste en nuestra web.", addr="Nuestra dirección postal es:",
               change="¿Quieres cambiar cómo recibes estos correos?", prefs="Puedes actualizar tus preferencias o darte de baja de esta lista.",
               upd="actualizar tus preferencias", unsub="darte de baja de esta lista", fwd="Reenviar a un amigo", powered="Email marketing con Mailchimp",
               printed="Carta impresa ({lang})", date_h="Fecha", rul_h="Ruling"),
    "it": dict(name="Il Notiziario delle Regole", issue="Numero {n}", view="Visualizza questa email nel browser", pre="Questa settimana: {} e tre chiamate al giudice.",
               cotw="Carta della settimana", rul="Ruling ufficiali (in inglese)", upcoming="Prossimi eventi", rn="Serata regole da {store}",
               prerel="Weekend di prerelease", copy="Copyright © {y} {org}, Tutti i diritti riservati.",
               why="Ricevi questa email perché ti sei iscritto sul nostro sito.", addr="Il nostro indirizzo postale:",
               change="Vuoi cambiare il modo in cui ricevi queste email?", prefs="Puoi aggiornare le tue preferenze o annullare l'iscrizione a questa lista.",
               upd="aggiornare le tue preferenze", unsub="annullare l'iscrizione", fwd="Inoltra a un amico", powered="Email marketing con Mailchimp",
               printed="Carta stampata ({lang})", date_h="Data", rul_h="Ruling"),
    "pt": dict(name="Boletim de Regras", issue="Edição {n}", view="Ver este e-mail no navegador", pre="Nesta semana: {} e três chamadas de juiz.",
               cotw="Card da semana", rul="Rulings oficiais (em inglês)", upcoming="Próximos eventos", rn="Noite de regras na {store}",
               prerel="Fim de semana de pré-lançamento", copy="Copyright © {y} {org}, Todos os direitos reservados.",
               why="Você está recebendo este e-mail porque se inscreveu no nosso site.", addr="Nosso endereço postal:",
               change="Quer mudar a forma como recebe estes e-mails?", prefs="Você pode atualizar suas preferências ou cancelar a inscrição.",
               upd="atualizar suas preferências", unsub="cancelar a inscrição", fwd="Encaminhar para um amigo", powered="E-mail marketing por Mailchimp",
               printed="Card impresso ({lang})", date_h="Data", rul_h="Ruling"),
    "pl": dict(name="Biuletyn Zasad", issue="Numer {n}", view="Zobacz tę wiadomość w przeglądarce", pre="W tym tygodniu: {} i trzy wezwania sędziego.",
               cotw="Karta tygodnia", rul="Oficjalne rulingi (po angielsku)", upcoming="Nadchodzące", rn="Wieczór zasad w {store}",
               prerel="Weekend przedpremierowy", copy="Copyright © {y} {org}, Wszelkie prawa zastrzeżone.",
               why="Otrzymujesz tę wiadomość, ponieważ zapisałeś się na naszej stronie.", addr="Nasz adres pocztowy:",
               change="Chcesz zmienić sposób otrzymywania wiadomości?", prefs="Możesz zmienić ustawienia lub wypisać się z tej listy.",
               upd="zmienić ustawienia", unsub="wypisać się z tej listy", fwd="Prześlij znajomemu", powered="E-mail marketing: Mailchimp",
               printed="Wydrukowana karta ({lang})", date_h="Data", rul_h="Ruling"),
}
LANG_NAME = {"de": "Deutsch", "fr": "Français", "es": "Español", "it": "Italiano", "pt": "Português", "ja": "日本語", "ko": "한국어", "ru": "Русский",
             "zhs": "简体中文", "zht": "繁體中文", "pl": "Polski", "en": "English"}
ADDRESSES = {"en": "1200 Pike St, Seattle, WA 98101, USA", "de": "Hohe Str. 12, 50667 Köln, Deutschland", "fr": "12 rue de la Paix, 69002 Lyon, France",
             "es": "Calle Mayor 21, 28013 Madrid, España", "it": "Via Indipendenza 40, 40121 Bologna, Italia",
             "pt": "Rua Augusta 1500, São Paulo - SP, 01304-001, Brasil", "pl": "ul. Floriańska 3, 31-019 Kraków, Polska"}

#: a voice assistant's history, by language
VOICE = {
    "en": dict(title="Voice History", filt="Filter by date: Last 7 days", today="Today", yest="Yesterday", said="“{}”", ask="Alexa, ask Rules Corner for the rulings on {}",
               resp="Alexa's response", intro="Here are the official rulings for {}. ", first="On {}, the ruling was: ", nxt="Then, on {}: ",
               device="Kitchen Echo", other=["Alexa, what time is it?", "Alexa, set a timer for 20 minutes", "Alexa, what's the weather tomorrow?"],
               delete="Delete recording", unk="Audio was not intended for Alexa", on="{t} on {dev}"),
    "de": dict(title="Sprachverlauf", filt="Nach Datum filtern: Letzte 7 Tage", today="Heute", yest="Gestern", said="„{}“",
               ask="Alexa, frag Regelecke nach den Rulings zu {}", resp="Antwort von Alexa", intro="Hier sind die offiziellen Rulings zu {}. ",
               first="Am {} lautete das Ruling: ", nxt="Dann, am {}: ", device="Echo Küche",
               other=["Alexa, wie spät ist es?", "Alexa, stell einen Timer auf 20 Minuten", "Alexa, wie wird das Wetter morgen?"],
               delete="Aufnahme löschen", unk="Audio war nicht für Alexa bestimmt", on="{t} auf {dev}"),
    "ja": dict(title="音声履歴", filt="日付で絞り込み：過去7日間", today="今日", yest="昨日", said="「{}」", ask="アレクサ、ルール研究室で{}の裁定を教えて",
               resp="Alexaの応答", intro="{}の公式裁定です。", first="{}の裁定：", nxt="続いて{}：", device="リビングのEcho",
               other=["アレクサ、今何時？", "アレクサ、20分のタイマー", "アレクサ、明日の天気は？"], delete="録音を削除", unk="Alexaへの音声ではありませんでした", on="{t}・{dev}"),
    "es": dict(title="Historial de voz", filt="Filtrar por fecha: Últimos 7 días", today="Hoy", yest="Ayer", said="«{}»",
               ask="Alexa, pregunta a Rincón de las Reglas por los rulings de {}", resp="Respuesta de Alexa", intro="Estos son los rulings oficiales de {}. ",
               first="El {}, el ruling fue: ", nxt="Después, el {}: ", device="Echo de la cocina",
               other=["Alexa, ¿qué hora es?", "Alexa, pon un temporizador de 20 minutos", "Alexa, ¿qué tiempo hará mañana?"],
               delete="Eliminar grabación", unk="El audio no iba dirigido a Alexa", on="{t} en {dev}"),
}


# --- the generator -------------------------------------------------------------------------------------

class Item:
    """One ruling as a page shows it: its day as shown (a ``D``), its text (an ``R``), its day."""

    __slots__ = ("shown", "text", "day")

    def __init__(self, shown: str, text: str, day: dt.date) -> None:
        self.shown, self.text, self.day = D(shown), R(text), day


class Fresh44Generator(PageDays, EncodedPartGenerator):
    """The generator of the fresh-44 part: its own layouts only, each a feed, a mail, subtitles, an e-reader's file, a
    text browser's dump, an assistive or voice tool's output, a note or a calendar file about one card (a card with
    several faces half of the time), with the card's rulings and their days amid the format's own dates and times."""
    PART = "fresh44"
    PREFIX = "ax"
    SINGLE_SHARE = SINGLE_SHARE
    START = dt.datetime(2025, 6, 1)
    TITLE_PRINTED = 0.75
    RENDER = staticmethod(render_day)
    _card: CardData | None = None
    _rform: str | None = None

    # ---- the card ----
    def card_ok(self, card: CardData) -> bool:
        """Every card (the pages are UTF-8)."""
        return True

    def oracle(self, page: Page, card: CardData) -> list[T]:
        """The card's English Oracle text as lines (a card with faces: each face's name, then its text; "//" between)."""
        out: list[T] = []
        for k, f in enumerate(self.faces_of(card)):
            lines = [T(x) for x in (f.get("text") or "").split("\n") if x.strip()]
            out += ([T("//")] if k else []) + ([T(f["name"])] if card.faces else []) + lines
        if out:
            page.printed_text = card.text
        return out

    def person(self, lang: str | None = None, k: int = 1) -> list[str]:
        pool = PEOPLE.get(lang or self.lang, PEOPLE["en"])
        if k > len(pool):
            pool = pool + [x for x in PEOPLE["en"] if x not in pool]
        return self.rng.sample(pool, k)

    @staticmethod
    def addr(name: str, host: str) -> str:
        return X(f"{slug(name).replace('-', '.')}@{host}")

    # ---- rulings and their days ----
    def items(self, page: Page, card: CardData, tag: str, lang: str | None = None, kinds: list[str] | None = None) -> list[Item]:
        """The card's rulings (each text once) with their days in one of the forms of ``lang`` (the page's; ``kinds``
        when given; now and then the ISO form an English source gave them in), recorded as the page's answers with their
        real MTGJSON days. The form is the page's ruling form from then on."""
        lang = lang or self.lang
        forms = kinds or FORMS[lang] + (["en:iso"] if lang != "en" and self.rng.random() < 0.2 else [])
        self._rform = self._form(page, tag, forms)
        return [Item(shown, t, d) for shown, t, d in self._dated(page, card, self._rform)]

    def rgroups(self, items: list[Item], style: str, colon: str = ": ") -> list[list[list]]:
        """Each ruling's lines (runs) in a style: "DAY: text", "DAY — text", "text (DAY)", "[DAY] text", "• DAY: text", "1.
        DAY – text", the day on its line over the text, "text – DAY"."""
        out = []
        for k, it in enumerate(items, 1):
            d, t = it.shown, it.text
            out.append({"colon": [[d, colon, t]], "dash": [[d, " — ", t]], "paren": [[t, " (", d, ")"]], "bracket": [["[", d, "] ", t]],
                        "bullet": [["• ", d, colon, t]], "numbered": [[f"{k}. ", d, " – ", t]], "dateline": [[d], [t]],
                        "after": [[t, " – ", d]]}[style])
        return out

    def rblock(self, page: Page, items: list[Item], how: str, *, style: str = "colon", head: tuple | None = None, colon: str = ": ",
               cls: str = "rulings", time: bool = False) -> N | list:
        """The rulings as an HTML block: ``how`` "ul", "ol", "p" (a paragraph each), "quote", "table" (day and text cells under
        ``head``), "dl"; the day in a ``time`` element with ``time``."""
        page.__dict__.setdefault("styles", []).append(f"{how}/{style}")
        wrapd = (lambda it: E("time", it.shown, datetime=it.day.isoformat())) if time else (lambda it: it.shown)
        if how == "table":
            thead = E("thead", E("tr", E("th", head[0]), E("th", head[1]))) if head else None
            return E("table", thead, E("tbody", *[E("tr", E("td", wrapd(it), cls="date"), E("td", it.text)) for it in items]), cls=cls)
        if how == "dl":
            return E("dl", *[x for it in items for x in (E("dt", wrapd(it)), E("dd", it.text))], cls=cls)
        groups = self.rgroups(items, style, colon)
        if time:
            groups = [[[wrapd(items[k]) if isinstance(x, D) else x for x in ln] for ln in g] for k, g in enumerate(groups)]
        join = lambda g: [x for k, ln in enumerate(g) for x in ([E("br")] if k else []) + ln]  # noqa: E731
        if how in ("ul", "ol"):
            return E(how, *[E("li", *join(g)) for g in groups], cls=cls)
        if how == "quote":
            return E("blockquote", *[E("p", *join(g)) for g in groups], cls=cls)
        return E("div", *[E("p", *join(g)) for g in groups], cls=cls)

    def rtext(self, page: Page, items: list[Item], style: str, colon: str = ": ") -> list[list]:
        """The rulings as text lines (runs), the style recorded."""
        page.__dict__.setdefault("styles", []).append(f"lines/{style}")
        return [ln for g in self.rgroups(items, style, colon) for ln in g]

    # ---- the page's own days ----
    def _moment_of(self, card: CardData) -> dt.datetime:
        """The moment the page was saved: from September 2024 to June 2026, three weeks after the card's last ruling at
        the earliest; never a ruling's day."""
        r = self.rng
        last = max(d for d, _ in card.rulings)
        lo = max(last + dt.timedelta(days=21), FIRST_DAY)
        d = self._between(card, min(lo, LAST_DAY), LAST_DAY)
        return dt.datetime(d.year, d.month, d.day, r.randint(7, 23), r.randint(0, 59), r.randint(0, 59))

    def at(self, d: dt.date, hm: str | None = None) -> dt.datetime:
        """A moment of day ``d`` ("HH:MM", or drawn), seconds drawn."""
        hh, mm = (int(x) for x in hm.split(":")) if hm else (self.rng.randint(7, 22), self.rng.randint(0, 59))
        return dt.datetime(d.year, d.month, d.day, hh, mm, self.rng.randint(0, 59))

    def ago_t(self, days_lo: int, days_hi: int) -> dt.datetime:
        """A moment some days before the page's (its day none of the card's ruling days), never after the page's moment."""
        t = self.at(self.day(-days_hi, -days_lo))
        return min(t, self._now)

    def own(self, page: Page, d: dt.date, form: str, pattern: str = "{}") -> str:
        """One of the page's own days in a form ("lang:kind"), recorded; the day's text within ``pattern``."""
        shown = render_day(d, form)
        if form == self._rform:
            page.__dict__["same_form"] = True
        page.__dict__.setdefault("own_dates", []).append((shown, d.isoformat()))
        return pattern.format(shown)

    def same(self, page: Page, d: dt.date, pattern: str = "{}") -> str:
        """One of the page's own days in the very form of the rulings' days, recorded."""
        return self.own(page, d, self._rform, pattern)

    def maybe_same(self, page: Page, d: dt.date, pattern: str = "{}", p: float = 0.5, lang: str | None = None) -> str:
        """One of the page's own days in the rulings' very form (with chance ``p``), else in another of the language's."""
        if self._rform and self.rng.random() < p:
            return self.same(page, d, pattern)
        return self.own(page, d, self.rng.choice(FORMS[lang or self.lang]), pattern)

    def shown(self, page: Page, d: dt.date, text: str) -> str:
        """One of the page's own days written some other way (a stamp, a weekday, a time with it), recorded as shown."""
        page.__dict__.setdefault("own_dates", []).append((text, d.isoformat()))
        return text

    # ---- writing the page ----
    def _collect(self, page: Page, runs) -> None:
        for s in runs:
            if plain(s):
                page.chrome += [x.strip() for x in s.split("\n") if x.strip()]

    def txt(self, page: Page, *runs, esc: int = 0) -> str:
        """A piece of text from its runs (None left out), its plain runs recorded as chrome; its runs but markup (``X``)
        escaped for HTML ``esc`` times."""
        runs = [x for x in runs if x is not None]
        self._collect(page, runs)
        out = []
        for x in runs:
            s = str(x)
            for _ in range(0 if isinstance(x, X) else esc):
                s = e(s)
            out.append(s)
        return "".join(out)

    def emit(self, page: Page, body: N, title: str, lang: str, head: str = "", doctype: str = "<!DOCTYPE html>\n") -> None:
        """The page: its HTML (the document around ``body``) or its text as a browser copies it; the page's words
        recorded as chrome."""
        self._collect(page, leaves(body))
        if not self.html:
            page.content = to_text(body)
            return
        lang = {"zhs": "zh-Hans", "zht": "zh-Hant"}.get(lang, lang)
        page.content = (f'{doctype}<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
                        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>{e(title)}</title>\n{head}</head>\n'
                        + to_html(body) + "\n</html>\n")

    def emit_lines(self, page: Page, lines: list, *, bom: bool = False, crlf: bool = False, end: str = "\n") -> None:
        """A text page from its lines (each a string already recorded, or a list of runs); CRLF and a BOM when the tool
        writes them."""
        out = []
        for ln in lines:
            out.append(ln if isinstance(ln, str) else self.txt(page, *ln))
        text = "\n".join(out) + end
        if crlf:
            text = text.replace("\n", "\r\n")
            page.__dict__["crlf"] = True
        page.content = ("\ufeff" if bom else "") + text

    def wrapped(self, page: Page, runs: list, width: int, first: str = "", rest: str = "") -> list[str]:
        """A paragraph of runs wrapped at spaces to ``width`` columns (``first`` and ``rest``: the lines' prefixes)."""
        return wrap(self.txt(page, *runs), width, first, rest) or [first.rstrip()]

    def reads(self, page: Page, kind: str) -> None:
        """How the page's format is read besides as it is (see ``READERS``)."""
        if kind not in page.__dict__.setdefault("reads", []):
            page.__dict__["reads"].append(kind)

    # ---- feeds ----
    def post_runs(self, page: Page, L: dict, name: T, items: list[Item], title: list, url: str) -> list:
        """A blog post's HTML as runs (markup ``X``): the intro, the rulings as a list (or paragraphs), the next rules
        night's day, the "appeared first" line naming the post."""
        r = self.rng
        out = [X("<p>"), L["intro"], X("</p>\n")]
        if r.random() < 0.6:
            out.append(X("<ul>\n"))
            for it in items:
                out += [X("<li><strong>"), it.shown, X("</strong>: "), it.text, X("</li>\n")]
            out.append(X("</ul>\n"))
            page.__dict__.setdefault("styles", []).append("ul/colon")
        else:
            for it in items:
                out += [X("<p>"), it.text, " (", it.shown, X(")</p>\n")]
            page.__dict__.setdefault("styles", []).append("p/paren")
        nxt = self.day(3, 12)
        a, b = L["next"].split("{}")
        out += [X("<p><em>"), a, self.maybe_same(page, nxt), b, X("</em></p>\n")]
        ta, tb = L["appeared"].split("{t}")
        sa, sb = tb.split("{s}")
        out += [X("<p>"), ta, X(f'<a rel="nofollow" href="{url}">'), *title, X("</a>"), sa, X(f'<a rel="nofollow" href="{url.split("/20")[0]}/">'),
                L["site"], X("</a>"), sb, X("</p>")]
        return out

    def layout_rss(self, page, card):
        """A rules blog's RSS 2.0 file as saved (WordPress): the channel's lastBuildDate, the card's post (its pubDate,
        creator, category, the excerpt and the whole post in ``content:encoded``, as CDATA or escaped), the other posts."""
        r = self.rng
        L = BLOG[self.lang]
        name = self.title(page, card, p_printed=0.8)
        items = self.items(page, card, f"a blog's RSS item ({self.lang})")
        zone = {"en": "+0000", "ru": "+0300", "zht": "+0800", "es": "+0100"}[self.lang]
        host = f"{slug(L['site']) if self.lang in ('en', 'es') else 'rules-' + self.lang}.example"
        pub = self.ago_t(0, 2)
        built = min(self._now, pub + dt.timedelta(minutes=r.randint(5, 600)))
        a, b = L["cotd"].split("{}")
        title = [a, name, b]
        url = f"https://{host}/{pub:%Y/%m/%d}/{slug(card.name)}/"
        author = self.person()[0]
        inner = self.txt(page, *self.post_runs(page, L, name, items, title, url), esc=1)
        cdata = self.turn("rss-cdata") % 2 == 0
        if not cdata:
            self.reads(page, "twice")
        lines = [X('<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"'),
                 X('\txmlns:content="http://purl.org/rss/1.0/modules/content/"'), X('\txmlns:wfw="http://wellformedweb.org/CommentAPI/"'),
                 X('\txmlns:dc="http://purl.org/dc/elements/1.1/"'), X('\txmlns:atom="http://www.w3.org/2005/Atom"'),
                 X('\txmlns:sy="http://purl.org/rss/1.0/modules/syndication/"'), X('\txmlns:slash="http://purl.org/rss/1.0/modules/slash/"'), X("\t>"),
                 "", X("<channel>"), [X("\t<title>"), L["site"], X("</title>")],
                 X(f'\t<atom:link href="https://{host}/feed/" rel="self" type="application/rss+xml" />'), X(f"\t<link>https://{host}</link>"),
                 [X("\t<description>"), L["desc"], X("</description>")],
                 [X("\t<lastBuildDate>"), self.shown(page, built.date(), rfc822(built, zone)), X("</lastBuildDate>")],
                 X(f"\t<language>{ {'en': 'en-US', 'ru': 'ru-RU', 'zht': 'zh-TW', 'es': 'es-ES'}[self.lang]}</language>"),
                 X("\t<sy:updatePeriod>\n\thourly\t</sy:updatePeriod>"), X("\t<sy:updateFrequency>\n\t1\t</sy:updateFrequency>"),
                 X(f"\t<generator>https://wordpress.org/?v=6.{r.randint(4, 8)}.{r.randint(0, 3)}</generator>"), ""]
        item = [X("\t<item>"), [X("\t\t<title>"), *[type(x)(e(x)) for x in title], X("</title>")], X(f"\t\t<link>{url}</link>"),
                X(f"\t\t\t\t\t<comments>{url}#respond</comments>"), "", [X("\t\t<dc:creator><![CDATA["), author, X("]]></dc:creator>")],
                [X("\t\t<pubDate>"), self.shown(page, pub.date(), rfc822(pub, zone)), X("</pubDate>")],
                [X("\t\t<category><![CDATA["), L["cat"], X("]]></category>")], X(f'\t\t<guid isPermaLink="false">https://{host}/?p={r.randint(1000, 9999)}</guid>'),
                "", [X("\t\t\t\t\t<description><![CDATA["), L["intro"], X(" [&#8230;]]]></description>")],
                X("\t\t\t\t\t\t\t\t\t\t<content:encoded><![CDATA[" + inner + "]]></content:encoded>") if cdata else
                X("\t\t\t\t\t\t\t\t\t\t<content:encoded>" + e(inner) + "</content:encoded>"),
                X(f"\t\t\t\t\t<wfw:commentRss>{url}feed/</wfw:commentRss>"), X(f"\t\t\t<slash:comments>{r.randint(0, 9)}</slash:comments>"), X("\t\t</item>")]
        rest = []
        t = pub
        for other in r.sample(L["others"], 3):
            t = self.at(self.off(t.date() - dt.timedelta(days=r.randint(1, 4))))
            rest += [X("\t<item>"), [X("\t\t<title>"), e(other), X("</title>")], X(f"\t\t<link>https://{host}/{t:%Y/%m/%d}/{slug(other)}/</link>"),
                     [X("\t\t<dc:creator><![CDATA["), self.person()[0], X("]]></dc:creator>")],
                     [X("\t\t<pubDate>"), self.shown(page, t.date(), rfc822(t, zone)), X("</pubDate>")],
                     [X("\t\t<category><![CDATA["), L["cat"] if r.random() < 0.3 else "Rules", X("]]></category>")],
                     [X("\t\t<description><![CDATA["), other, X(" [&#8230;]]]></description>")], X("\t</item>")]
        self.emit_lines(page, lines + item + rest + [X("\t</channel>"), X("</rss>")])

    def iso_stamp(self, page: Page, t: dt.datetime, zone: str = "+01:00") -> str:
        return self.shown(page, t.date(), f"{t:%Y-%m-%dT%H:%M:%S}{zone}")

    def layout_atom(self, page, card):
        """A Hugo blog's Atom feed as saved: the feed's updated stamp, the card's entry (published and updated stamps, a
        category, its summary and content as escaped HTML), other entries."""
        r = self.rng
        L = BLOG[self.lang]
        name = self.title(page, card, p_printed=0.8)
        items = self.items(page, card, f"a blog's Atom entry ({self.lang})")
        zone = {"de": "+01:00", "en": "Z", "zhs": "+08:00", "fr": "+01:00"}[self.lang]
        host = f"{'regelecke' if self.lang == 'de' else 'rules-' + self.lang}.example"
        pub = self.ago_t(1, 4)
        upd = min(self._now, self.at(self.off(pub.date() + dt.timedelta(days=r.randint(1, 2)))))
        a, b = L["cotd"].split("{}")
        title = [a, name, b]
        url = f"https://{host}/posts/{slug(card.name)}/"
        inner = self.txt(page, *self.post_runs(page, L, name, items, title, url), esc=1)
        self.reads(page, "twice")
        lines = [X('<?xml version="1.0" encoding="utf-8" standalone="yes"?>'), X(f'<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="{self.lang}">'),
                 [X("  <title>"), L["site"], X("</title>")], [X("  <subtitle>"), L["desc"], X("</subtitle>")],
                 X(f'  <link href="https://{host}/index.xml" rel="self" type="application/atom+xml"/>'), X(f'  <link href="https://{host}/"/>'),
                 [X("  <updated>"), self.iso_stamp(page, upd, zone), X("</updated>")], X(f"  <id>https://{host}/</id>"),
                 X(f'  <generator uri="https://gohugo.io/" version="0.1{r.randint(30, 48)}.{r.randint(0, 3)}">Hugo</generator>'),
                 X("  <entry>"), [X('    <title type="html">'), *[type(x)(e(x)) for x in title], X("</title>")], X(f'    <link href="{url}"/>'),
                 X(f"    <id>{url}</id>"), [X("    <published>"), self.iso_stamp(page, pub, zone), X("</published>")],
                 [X("    <updated>"), self.iso_stamp(page, upd, zone), X("</updated>")],
                 [X("    <author><name>"), self.person()[0], X("</name></author>")], [X('    <category term="rules" label="'), L["cat"], X('"/>')],
                 [X('    <summary type="html">'), X(e(e(L["intro"]))), X("</summary>")], X('    <content type="html">' + e(inner) + "</content>"), X("  </entry>")]
        t = pub
        for other in r.sample(L["others"], 2):
            t = self.at(self.off(t.date() - dt.timedelta(days=r.randint(2, 6))))
            lines += [X("  <entry>"), [X('    <title type="html">'), e(other), X("</title>")], X(f'    <link href="https://{host}/posts/{slug(other) or hex_digits(r, 6)}/"/>'),
                      [X("    <published>"), self.iso_stamp(page, t, zone), X("</published>")], [X("    <updated>"), X(f"{t:%Y-%m-%dT%H:%M:%S}{zone}"), X("</updated>")],
                      [X('    <summary type="html">'), e(other), X("</summary>")], X("  </entry>")]
        self.emit_lines(page, lines + [X("</feed>")])

    FEEDR = {
        "en": dict(app="Inoreader", today="Today", later="Read later", all="All articles", feeds="Feeds", mark="Mark all as read", visit="Visit website",
                   unread="Unread", search="Search", add="Add new", by="by {}", share="Share", keep="Keep unread", h="h"),
        "ja": dict(app="Inoreader", today="今日", later="あとで読む", all="すべての記事", feeds="フィード", mark="すべて既読にする", visit="ウェブサイトを開く",
                   unread="未読", search="検索", add="新規追加", by="{}", share="共有", keep="未読のままにする", h="時間前"),
        "de": dict(app="Inoreader", today="Heute", later="Später lesen", all="Alle Artikel", feeds="Feeds", mark="Alle als gelesen markieren",
                   visit="Website besuchen", unread="Ungelesen", search="Suchen", add="Neu hinzufügen", by="von {}", share="Teilen", keep="Ungelesen lassen", h=" Std."),
        "es": dict(app="Inoreader", today="Hoy", later="Leer más tarde", all="Todos los artículos", feeds="Fuentes", mark="Marcar todo como leído",
                   visit="Visitar sitio web", unread="No leídos", search="Buscar", add="Añadir", by="por {}", share="Compartir", keep="Mantener sin leer", h=" h"),
    }

    def short_day(self, page: Page, d: dt.date, lang: str) -> str:
        """"Mar 12", "3月12日", "12. März", "12 mar": a day of the list without its year, recorded."""
        text = {"en": f"{MON_EN[d.month - 1]} {d.day}", "ja": f"{d.month}月{d.day}日", "de": f"{d.day}. {MONTHS['de'][d.month - 1]}",
                "es": f"{d.day} {MON3['es'][d.month - 1]}"}[lang]
        return self.shown(page, d, text)

    def layout_feedreader(self, page, card):
        """A web feed reader with an entry open: the sidebar (today, read later, feeds with unread counts), the entry list
        (titles, feeds, "3h" or "Mar 12"), the open post (its title, feed, author and day, the rulings, the printed card
        now and then), the reader's buttons."""
        r = self.rng
        F = self.FEEDR[self.lang]
        L = BLOG[self.lang if self.lang in BLOG else "en"]
        name = self.title(page, card, p_printed=0.8)
        items = self.items(page, card, f"a feed reader's open entry ({self.lang})")
        pub = self.ago_t(1, 3)
        a, b = L["cotd"].split("{}")
        feeds = [(L["site"], r.randint(2, 40)), ("MTG Arena News", r.randint(1, 30)), ("Judge Blog", r.randint(1, 9)), ("Card Kingdom Blog", r.randint(1, 99))]
        side = E("nav", E("button", F["add"]), E("ul", E("li", E("a", F["today"], href="#")), E("li", E("a", F["later"], href="#")),
                                                  E("li", E("a", F["all"], href="#"), " ", E("span", str(sum(n for _, n in feeds)), cls="count"))),
                 E("h3", F["feeds"]), E("ul", *[E("li", E("a", f, href="#"), " ", E("span", str(n), cls="count")) for f, n in feeds]), cls="sidebar")
        lst = []
        for k, other in enumerate(r.sample(L["others"], 3)):
            if k == 0:
                when = f"{r.randint(1, 9)}{F['h']}"
            else:
                when = self.short_day(page, self.day(-r.randint(4, 20)), self.lang)
            lst.append(E("div", E("div", other, cls="article_title"), E("div", E("span", r.choice(feeds)[0]), " · ", E("span", when)), cls="article_tile"))
        lst.insert(1, E("div", E("div", a, name, b, cls="article_title"), E("div", E("span", L["site"]), " · ", E("span", self.short_day(page, pub.date(), self.lang))),
                        cls="article_tile selected"))
        box = None
        if self.lang != "en" and r.random() < 0.8:
            tr = self.tr(page, card)
            if tr:
                box = E("div", E("p", E("b", tr[0])), *[E("p", T(x)) for x in tr[1].split("\n") if x.strip()], cls="card-printed", lang=self.lang)
        absday = self.own(page, pub.date(), r.choice(FORMS[self.lang]))
        art = E("article", E("h1", a, name, b, cls="article_title"),
                E("div", E("a", L["site"], href="#"), " ", E("span", F["by"].format(self.person()[0])), " · ", E("span", absday, title=f"{pub:%Y-%m-%d %H:%M}"),
                  cls="article_author"),
                E("div", E("p", L["intro"]), box,
                  self.rblock(page, items, r.choice(["ul", "p", "table", "dl"]), style=r.choice(["colon", "dash", "paren"]), head=("", "")),
                  E("p", E("em", self.maybe_same(page, self.day(3, 12), L["next"]))), cls="article_content"),
                E("div", E("button", F["visit"]), E("button", F["keep"]), E("button", F["later"]), E("button", F["share"]), cls="article_footer"))
        body = E("body", E("header", E("span", F["app"], cls="logo"), E("input", type="search", placeholder=F["search"]), E("button", F["mark"])),
                 E("div", side, E("section", E("h2", F["unread"]), *lst, cls="article_list"), E("main", art, cls="reader_pane"), cls="layout"))
        self.emit(page, body, f"{a}{name}{b} - {F['app']}", self.lang)

    # ---- mail ----
    def mail_moments(self, card: CardData) -> tuple[dt.datetime, dt.datetime, dt.datetime]:
        """A question, its answer and the reply, in order, before the page's moment (none on a ruling's day)."""
        t0 = self.ago_t(2, 6)
        t1 = t0 + dt.timedelta(minutes=self.rng.randint(40, 900))
        t1 = t1 if t1.date() not in self._taken(card) else t1 + dt.timedelta(days=1)
        t2 = t1 + dt.timedelta(minutes=self.rng.randint(20, 600))
        t2 = t2 if t2.date() not in self._taken(card) else t2 + dt.timedelta(days=1)
        return t0, t1, t2

    def client_stamp(self, page: Page, t: dt.datetime, lang: str, kind: str) -> str:
        """A mail's stamp as a client shows it, recorded: Thunderbird's short one, Apple Mail's, Outlook's Sent:, Gmail's."""
        d = t.date()
        wd = weekday(d, lang) if lang in WEEKDAYS else weekday(d, "en")
        M = MONTHS.get(lang, MONTH_EN)
        text = {
            "thunderbird": {"en": f"{t.month}/{t.day}/{t:%y}, {h12(t)}", "de": f"{t:%d.%m.%y}, {t:%H:%M}", "fr": f"{t:%d/%m/%Y} {t:%H:%M}",
                            "es": f"{t.day}/{t.month}/{t:%y} {t:%H:%M}"},
            "apple": {"en": f"{d.day} {M[d.month - 1]} {d.year} at {t:%H:%M:%S} GMT", "de": f"{d.day}. {M[d.month - 1]} {d.year} um {t:%H:%M:%S} MEZ",
                      "fr": f"{d.day} {M[d.month - 1]} {d.year} à {t:%H:%M:%S} UTC+1", "es": f"{d.day} de {M[d.month - 1]} de {d.year}, {t:%H:%M:%S} CET",
                      "it": f"{d.day} {M[d.month - 1]} {d.year} alle ore {t:%H:%M:%S} CET", "pt": f"{d.day} de {M[d.month - 1]} de {d.year} às {t:%H:%M:%S} BRT"},
            "outlook": {"en": f"{wd}, {M[d.month - 1]} {d.day}, {d.year} {h12(t)}", "de": f"{wd}, {d.day}. {M[d.month - 1]} {d.year} {t:%H:%M}",
                        "fr": f"{wd} {d.day} {M[d.month - 1]} {d.year} {t:%H:%M}"},
            "gmail": {"en": f"{WD_EN3[d.weekday()]}, {MON_EN[d.month - 1]} {d.day}, {d.year} at {h12(t)}",
                      "es": f"{WD_MAIL['es'][d.weekday()]}, {d.day} {MON3['es'][d.month - 1]} {d.year}, {t:%H:%M}",
                      "ja": f"{d.year}年{d.month}月{d.day}日({WEEKDAYS['ja'][d.weekday()]}) {t:%H:%M}"},
        }[kind][lang]
        return self.shown(page, d, text)

    def wrote_line(self, page: Page, t: dt.datetime, lang: str, who: str, addr: str) -> str:
        """Gmail's attribution line over a quote ("On Sat, 15 Mar 2026 at 21:14, … wrote:"), its day recorded."""
        d = t.date()
        M = MAIL[lang]
        if lang == "ja":
            self.shown(page, d, f"{d.year}年{d.month}月{d.day}日")
            return M["wrote"].format(y=d.year, m=d.month, d=d.day, wd=WEEKDAYS["ja"][d.weekday()], t=f"{t:%H:%M}", who=who, addr=addr)
        mon = MON_MAIL[lang][d.month - 1]
        self.shown(page, d, f"{d.day} de {mon} de {d.year}" if lang == "pt" else f"{d.day}. {mon} {d.year}" if lang == "de" else f"{d.day} {mon} {d.year}")
        return M["wrote"].format(wd=WD_MAIL[lang][d.weekday()], d=d.day, mon=mon, y=d.year, t=f"{t:%H:%M}", who=who, addr=addr)

    def layout_mail_text(self, page, card):
        """A newsletter saved as text by a mail client (Thunderbird's header block in the client's language and its short
        stamp, then the newsletter's plain-text part as Mailchimp writes it: "View this email in your browser", "** "
        headings under rules of dashes, the card of the week with its rulings, upcoming events, the footer's copyright,
        address and unsubscribe lines), wrapped at 72 columns; CRLF now and then."""
        r = self.rng
        L = NEWS[self.lang]
        M = MAIL[self.lang]
        name = self.title(page, card, p_printed=0.75)
        items = self.items(page, card, f"a newsletter's plain-text part ({self.lang})")
        sent = self.ago_t(0, 3)
        n = r.randint(40, 220)
        org = L["name"]
        store = r.choice(STORES)
        code = hex_digits(r, 10)
        style = r.choice(["bullet", "colon", "dash", "dateline", "numbered"])
        lines: list = [[M["subject"], ": \t", L["name"], " #", X(str(n)), ": ", L["cotw"], ": ", name],
                       [M["date"], ": \t", self.client_stamp(page, sent, self.lang, "thunderbird")],
                       [M["frm"], ": \t", org, X(f" <news@{slug(org)}.example>")], [M["to"], ": \t", X("me@example.net")], "",
                       [L["view"], X(f" (https://mailchi.mp/{code}/{slug(L['issue'].format(n=n))})")], "", ["** ", org], X("-" * 60),
                       [L["issue"].format(n=n), " · ", self.maybe_same(page, sent.date())], "", ["** ", L["cotw"], ": ", name], X("-" * 60), "", [L["rul"]], ""]
        for ln in self.rtext(page, items, style):
            if isinstance(ln[0], D) and len(ln) == 1:
                lines.append(self.txt(page, *ln))
                continue
            lines += self.wrapped(page, ln, 72, "", "  ") + ([""] if style == "dateline" else [])
        ev1, ev2 = self.day(2, 9), self.day(10, 30)
        lines += ["", ["** ", L["upcoming"]], X("-" * 60), ["* ", self.own(page, ev1, r.choice(FORMS[self.lang])), " — ", L["rn"].format(store=store)],
                  ["* ", self.own(page, ev2, r.choice(FORMS[self.lang])), " — ", L["prerel"]], "", X("=" * 60),
                  [L["copy"].format(y=sent.year, org=org)], [L["why"]], "", [L["addr"]], [org], [ADDRESSES.get(self.lang, ADDRESSES["en"])], "",
                  [L["change"]]]
        lines += self.wrapped(page, [L["prefs"]], 72)
        lines += [X(f"https://{slug(org)}.us{r.randint(2, 21)}.list-manage.com/profile?u={hex_digits(r, 25)}&id={hex_digits(r, 10)}"),
                  X(f"https://{slug(org)}.us{r.randint(2, 21)}.list-manage.com/unsubscribe?u={hex_digits(r, 25)}&id={hex_digits(r, 10)}")]
        self.emit_lines(page, lines, crlf=self.turn("mailtext-crlf") % 2 == 1)

    def layout_mail_reply(self, page, card):
        """A reply saved as text: its header block (Apple Mail's labels and stamp in the client's language), the thanks,
        the signature, Gmail's attribution line, then the judge's answer quoted with ">" (wrapped at 72, the rulings among
        it), the first question quoted deeper (">>"); CRLF now and then."""
        r = self.rng
        M = MAIL[self.lang]
        name = self.title(page, card, p_printed=0.7)
        items = self.items(page, card, f"a quoted judge's answer ({self.lang})")
        self.reads(page, "quote")
        me, judge = self.person(k=2)
        me_addr, j_addr = self.addr(me, "example.net"), self.addr(judge, "judges.example")
        t0, t1, t2 = self.mail_moments(card)
        ev = self.day(1, 6)
        style = r.choice(["bullet", "colon", "dash", "numbered"])
        q = M["q"].split("{}")
        ask_a, ask_b = M["ask"].split("{c}")
        lines: list = [[M["frm"], ": ", me, " <", me_addr, ">"], [M["subject"], ": ", M["re"], q[0], name, q[1]],
                       [M["date"], ": ", self.client_stamp(page, t2, self.lang, "apple")], [M["to"], ": ", judge, " <", j_addr, ">"], "",
                       [M["thanks"]], "", X("-- "), [me], "", [M["sent"]], ""]
        lines += self.wrapped(page, [self.wrote_line(page, t1, self.lang, judge, j_addr)], 72)
        lines += [">", [">", " ", M["hello"].format(me.split()[0])], ">"]
        lines += self.wrapped(page, [M["ans"]], 72, "> ", "> ") + [">"]
        for ln in self.rtext(page, items, style):
            lines += self.wrapped(page, ln, 72, "> ", "> ")
        lines += [">", ["> ", M["bye"]], ["> ", judge], ">"]
        lines += self.wrapped(page, [self.wrote_line(page, t0, self.lang, me, me_addr)], 70, "> ", "> ")
        lines += [">>"] + self.wrapped(page, [ask_a.format(day=self.maybe_same(page, ev)), name, ask_b], 72, ">> ", ">> ") + [">>", [">> ", me]]
        self.emit_lines(page, lines, crlf=self.turn("reply-crlf") % 2 == 1)

    def layout_newsletter_html(self, page, card):
        """The newsletter as HTML (Mailchimp's table layout): the hidden preheader, "View this email in your browser", the
        header with the issue and its day, the card of the week (the printed card now and then, the rulings as a table or
        a list), upcoming events with their days, the footer (copyright, why, the postal address, preferences and
        unsubscribe links, the badge)."""
        r = self.rng
        L = NEWS[self.lang]
        name = self.title(page, card, p_printed=0.75)
        items = self.items(page, card, f"an HTML newsletter ({self.lang})")
        sent = self.ago_t(0, 3)
        n = r.randint(40, 220)
        org = L["name"]
        store = r.choice(STORES)
        box = None
        if self.lang in ("de", "it", "pt") and r.random() < 0.6:
            tr = self.tr(page, card)
            if tr:
                box = E("div", E("p", E("strong", L["printed"].format(lang=LANG_NAME[self.lang]))), E("p", E("b", tr[0])),
                        *[E("p", T(x)) for x in tr[1].split("\n") if x.strip()], cls="mcnTextContent printed")
        cell = lambda *kids, cls="mcnTextContent": E("td", *kids, cls=cls, valign="top")  # noqa: E731
        block = lambda cls, *kids: E("table", E("tbody", E("tr", cell(*kids))), cls=cls, width="100%", border="0", cellpadding="0", cellspacing="0")  # noqa: E731
        ev1, ev2 = self.day(2, 9), self.day(10, 30)
        body = E("body", E("span", L["pre"].format(self.others(card, 1)[0]), cls="mcnPreviewText", style="display:none; font-size:0px; line-height:0px;"),
                 E("center", E("table", E("tbody", E("tr", E("td",
                   block("templatePreheader", E("a", L["view"], href=f"https://mailchi.mp/{hex_digits(r, 10)}/issue-{n}", target="_blank")),
                   block("templateHeader", E("h1", org), E("p", L["issue"].format(n=n), " · ", self.maybe_same(page, sent.date()))),
                   block("templateBody", E("h2", L["cotw"]), E("h3", name), box, E("p", E("strong", L["rul"])),
                         self.rblock(page, items, r.choice(["table", "ul", "p"]), style=r.choice(["colon", "dash", "paren"]), head=(L["date_h"], L["rul_h"]))),
                   block("templateBody", E("h2", L["upcoming"]),
                         E("ul", E("li", E("strong", self.own(page, ev1, r.choice(FORMS[self.lang]))), " — ", L["rn"].format(store=store)),
                           E("li", E("strong", self.own(page, ev2, r.choice(FORMS[self.lang]))), " — ", L["prerel"]))),
                   block("templateFooter", E("em", L["copy"].format(y=sent.year, org=org)), E("br"), L["why"], E("br"), E("br"),
                         E("strong", L["addr"]), E("br"), org, E("br"), ADDRESSES.get(self.lang, ADDRESSES["en"]), E("br"), E("br"), L["change"], E("br"),
                         E("a", L["upd"], href="#"), " · ", E("a", L["unsub"], href="#"), " · ", E("a", L["fwd"], href="#")),
                   block("monkeyRewards", E("a", L["powered"], href="http://eepurl.com/" + hex_digits(r, 6))),
                   id="bodyCell", align="center", valign="top"))), id="bodyTable", width="100%", border="0", cellpadding="0", cellspacing="0")))
        self.emit(page, body, f"{org} — {L['issue'].format(n=n)}", self.lang,
                  head='<style type="text/css">p{margin:10px 0;padding:0;} table{border-collapse:collapse;} .mcnPreviewText{display:none !important;}</style>\n')

    GMAIL = {"en": dict(n="{} messages", to="To: {}", hidden="[Quoted text hidden]"), "es": dict(n="{} mensajes", to="Para: {}", hidden="[Texto citado oculto]"),
             "ja": dict(n="{} 件のメッセージ", to="To: {}", hidden="[引用文は表示されていません]")}

    def layout_gmail_print(self, page, card):
        """Gmail's "Print all" page of a thread (its account line, the subject and message count, each message's sender,
        stamp and recipients; the judge's answer with the rulings, "[Quoted text hidden]" under the replies)."""
        r = self.rng
        M, G = MAIL[self.lang], self.GMAIL[self.lang]
        name = self.title(page, card, p_printed=0.7)
        items = self.items(page, card, f"a printed Gmail thread ({self.lang})")
        me, judge = self.person(k=2)
        me_addr, j_addr = self.addr(me, "gmail.com"), self.addr(judge, "gmail.com")
        t0, t1, t2 = self.mail_moments(card)
        q = M["q"].split("{}")
        ask_a, ask_b = M["ask"].split("{c}")

        def msg(who, addr, t, to, *kids):
            return E("table", E("tbody", E("tr", E("td", E("font", E("b", who), " <", addr, ">", size="-1")),
                                             E("td", E("font", self.client_stamp(page, t, self.lang, "gmail"), size="-1"), align="right")),
                                E("tr", E("td", E("font", E("div", G["to"].format(to)), size="-1", cls="recipient"), colspan="2")),
                                E("tr", E("td", E("table", E("tbody", E("tr", E("td", E("div", E("font", *kids, size="-1"), style="overflow:hidden"))))),
                                              colspan="2"))), cls="message", width="100%", cellpadding="0", cellspacing="0")
        m0 = msg(me, me_addr, t0, judge, E("div", M["hello"].format(judge.split()[0])), E("div", ask_a.format(day=self.maybe_same(page, self.day(1, 6))), name, ask_b),
                 E("div", me))
        m1 = msg(judge, j_addr, t1, me, E("div", M["hello"].format(me.split()[0])), E("div", M["ans"]),
                 self.rblock(page, items, r.choice(["ul", "p", "quote"]), style=r.choice(["colon", "dash", "paren", "bullet"])),
                 E("div", M["bye"]), E("div", judge), E("div", G["hidden"]))
        m2 = msg(me, me_addr, t2, judge, E("div", M["thanks"]), E("div", G["hidden"]))
        body = E("body", E("div", E("table", E("tbody", E("tr", E("td", E("img", src="https://ssl.gstatic.com/ui/v1/icons/mail/rfr/logo_gmail_lockup_default_1x_r5.png",
                                                                             alt="Gmail", width="143", height="59")),
                                                            E("td", E("font", E("b", me, " <", me_addr, ">"), size="-1"), align="right")))), E("hr"),
                                E("div", E("table", E("tbody", E("tr", E("td", E("font", E("b", M["re"], q[0], name, q[1]), size="+1"), E("br"),
                                                                       E("font", G["n"].format(3), size="-1", color="#777"))))), E("hr"),
                                  m0, E("hr"), m1, E("hr"), m2, cls="maincontent"), cls="bodycontainer"))
        self.emit(page, body, f"Gmail - {M['re']}{q[0]}{name}{q[1]}", self.lang)

    OUTLOOK = {"en": dict(frm="From:", sent="Sent:", to="To:", subject="Subject:", orig="-----Original Message-----", re="RE: "),
               "de": dict(frm="Von:", sent="Gesendet:", to="An:", subject="Betreff:", orig="-----Ursprüngliche Nachricht-----", re="AW: "),
               "fr": dict(frm="De :", sent="Envoyé :", to="À :", subject="Objet :", orig="-----Message d'origine-----", re="RE : ")}

    def layout_outlook_print(self, page, card):
        """Outlook's printed message: the account's name, the header table (From, Sent, To, Subject), the reply, then the
        original below "-----Original Message-----" (or a rule and its header lines) with the judge's rulings."""
        r = self.rng
        O, M = self.OUTLOOK[self.lang], MAIL[self.lang]
        name = self.title(page, card, p_printed=0.7)
        items = self.items(page, card, f"a printed Outlook message ({self.lang})")
        me, judge = self.person(k=2)
        t0, t1, t2 = self.mail_moments(card)
        q = M["q"].split("{}")
        subj = [O["re"], q[0], name, q[1]]
        head = lambda who, t, to, s: [E("tr", E("td", E("b", O["frm"])), E("td", who)), E("tr", E("td", E("b", O["sent"])),  # noqa: E731
                                                                                             E("td", self.client_stamp(page, t, self.lang, "outlook"))),
                                      E("tr", E("td", E("b", O["to"])), E("td", to)), E("tr", E("td", E("b", O["subject"])), E("td", *s))]
        orig_head = E("div", E("p", O["orig"])) if r.random() < 0.5 else E("hr")
        inner = [E("p", E("b", O["frm"]), " ", judge, E("br"), E("b", O["sent"]), " ", self.client_stamp(page, t1, self.lang, "outlook"), E("br"),
                   E("b", O["to"]), " ", me, E("br"), E("b", O["subject"]), " ", q[0], name, q[1]),
                 E("p", M["hello"].format(me.split()[0])), E("p", M["ans"]),
                 self.rblock(page, items, r.choice(["ul", "p", "table"]), style=r.choice(["colon", "dash", "paren"]), head=("", "")),
                 E("p", M["bye"], E("br"), judge)]
        body = E("body", E("div", E("b", me), cls="WordSection1"), E("hr"), E("table", E("tbody", *head(me, t2, judge, subj)), cls="MsoNormalTable"),
                 E("div", E("p", M["hello"].format(judge.split()[0])), E("p", M["thanks"]),
                   E("p", self.maybe_same(page, self.day(1, 6), {"en": "See you on {}!", "de": "Bis {}!", "fr": "À {} !"}[self.lang])), E("p", me),
                   orig_head, *inner, cls="WordSection1"))
        self.emit(page, body, "".join(subj), self.lang)

    # ---- subtitles and transcripts ----
    SUBS = {
        "en": dict(show="Rules Corner", hello="Hi, I'm {who}, and this is Rules Corner.", rec="We're recording this on {}.", card="Today's card: ",
                   n="It has {n} official rulings. Let's read them.", first="The ruling from {}:", oracle="The last Oracle update was on {}.",
                   nxt="Next episode: {}. See you then!", subs="Subtitles: {who}", music="[MUSIC]"),
        "es": dict(show="El Rincón de las Reglas", hello="Hola, soy {who} y esto es El Rincón de las Reglas.", rec="Grabamos este vídeo el {}.",
                   card="La carta de hoy: ", n="Tiene {n} rulings oficiales. Los leemos en inglés.", first="El ruling del {}:",
                   oracle="La última actualización de Oracle fue el {}.", nxt="Próximo episodio: {}. ¡Hasta entonces!", subs="Subtítulos: {who}", music="[MÚSICA]"),
        "pt": dict(show="Cantinho das Regras", hello="Oi, eu sou {who} e este é o Cantinho das Regras.", rec="Estamos gravando este vídeo em {}.",
                   card="O card de hoje: ", n="Ele tem {n} rulings oficiais. Vamos ler em inglês.", first="O ruling de {}:",
                   oracle="A última atualização do Oracle foi em {}.", nxt="Próximo episódio: {}. Até lá!", subs="Legendas: {who}", music="[MÚSICA]"),
        "de": dict(show="Regelecke", hello="Hallo, ich bin {who}, und das ist die Regelecke.", rec="Aufgenommen am {}.", card="Die Karte heute: ",
                   n="Sie hat {n} offizielle Rulings, wir lesen sie im englischen Original.", first="Das Ruling vom {}:",
                   oracle="Das letzte Oracle-Update war am {}.", nxt="Nächste Folge: {}. Bis dann!", subs="Untertitel: {who}", music="[MUSIK]"),
        "fr": dict(show="Le Coin des Règles", hello="Salut, c'est {who}, et voici Le Coin des Règles.", rec="Enregistré le {}.", card="La carte du jour : ",
                   n="Elle a {n} rulings officiels, qu'on lit en anglais.", first="Le ruling du {} :", oracle="La dernière mise à jour Oracle date du {}.",
                   nxt="Prochain épisode : {}. À bientôt !", subs="Sous-titres : {who}", music="[MUSIQUE]"),
        "ja": dict(show="ルール研究室", hello="こんにちは、{who}です。ルール研究室へようこそ。", rec="収録日は{}です。", card="今日のカードは",
                   n="公式裁定は{n}件あります。英語の原文で読みます。", first="{}の裁定：", oracle="最新のオラクル更新は{}でした。", nxt="次回は{}公開です。お楽しみに！",
                   subs="字幕：{who}", music="［音楽］"),
    }

    def spoken(self, page: Page, card: CardData, name: T, items: list[Item], lang: str) -> list[list]:
        """What a rules video's host says, sentence by sentence (runs): the greeting, the recording's day, the card, each
        ruling after its day, the last Oracle update's day, the next episode's day."""
        r = self.rng
        S = self.SUBS[lang]
        who = self._host = self.person(lang if lang in PEOPLE else "en")[0]
        out: list[list] = [[S["music"]], [S["hello"].format(who=who)], [self.maybe_same(page, self.day(-6, -1), S["rec"], 0.6, lang)],
                           [S["card"], name, "。" if lang == "ja" else "."], [S["n"].format(n=len(items))]]
        for it in items:
            a, b = S["first"].split("{}")
            out += [[a, it.shown, b], [it.text]]
        out += [[self.own(page, self.day(-60, -8), r.choice(FORMS[lang]), S["oracle"])], [self.own(page, self.day(5, 14), r.choice(FORMS[lang]), S["nxt"])],
                [S["music"]]]
        return out

    def cue_texts(self, page: Page, runs: list, width: int = 42, per: int = 2) -> list[str]:
        """A sentence as a subtitle file has it: its lines wrapped to ``width`` columns, ``per`` lines a cue."""
        if self.lang == "ja" and not any(isinstance(x, R) for x in runs):
            lines = [self.txt(page, *runs)]
        else:
            lines = self.wrapped(page, runs, width)
        return ["\n".join(lines[k:k + per]) for k in range(0, len(lines), per)]

    @staticmethod
    def stamp(ms: int, sep: str = ",") -> str:
        return f"{ms // 3600000:02d}:{ms // 60000 % 60:02d}:{ms // 1000 % 60:02d}{sep}{ms % 1000:03d}"

    def timed(self, texts: list[str]) -> list[tuple[int, int, str]]:
        """Each cue's start and end (ms): a reading speed of about 15 characters a second, short gaps."""
        out, t = [], self.rng.randint(200, 1500)
        for x in texts:
            dur = max(1100, int(len(x) * self.rng.uniform(55, 75)))
            out.append((t, t + dur, x))
            t += dur + self.rng.randint(40, 400)
        return out

    def layout_srt(self, page, card):
        """A rules video's subtitles as an SRT file: numbered cues with their times, two lines of 42 columns at most, the
        host's greeting, the recording's day, each ruling read after its day (across cues), the next episode's day; a BOM
        and CRLF now and then (Windows subtitle editors)."""
        name = self.title(page, card, p_printed=0.7)
        items = self.items(page, card, f"a rules video's subtitles ({self.lang})",
                           kinds=[f"{self.lang}:long", f"{self.lang}:long", f"{self.lang}:{'num' if self.lang != 'en' else 'mdy'}"])
        self.reads(page, "cues")
        texts = [x for sent in self.spoken(page, card, name, items, self.lang) for x in self.cue_texts(page, sent)]
        k = self.turn("srt")
        lines = []
        for n, (a, b, x) in enumerate(self.timed(texts), 1):
            lines += [X(str(n)), X(f"{self.stamp(a)} --> {self.stamp(b)}"), x, ""]
        self.emit_lines(page, lines, bom=k % 3 == 1, crlf=k % 2 == 0)

    def layout_vtt(self, page, card):
        """A rules video's captions as a WebVTT file: the header with Kind and Language, a NOTE with the editor and its
        day, cue ids now and then, cue settings, the host's voice tag, each ruling read after its day (across cues, in
        italics now and then)."""
        r = self.rng
        S = self.SUBS[self.lang]
        name = self.title(page, card, p_printed=0.7)
        items = self.items(page, card, f"a rules video's captions ({self.lang})")
        self.reads(page, "cues")
        sents = self.spoken(page, card, name, items, self.lang)
        host = self._host
        editor = self.person()[0]
        lines: list = [X("WEBVTT"), X("Kind: captions"), X(f"Language: {self.lang}"), "", X("NOTE"),
                       [S["subs"].format(who=editor), " — ", self.own(page, self.day(-3, -1), "en:iso")], "",
                       X("STYLE"), X("::cue { background-color: rgba(0,0,0,0.6); }"), ""]
        ids = r.random() < 0.5
        italic = r.random() < 0.5
        texts = []
        for sent in sents:
            is_r = any(isinstance(x, R) for x in sent)
            for k, x in enumerate(self.cue_texts(page, sent, 37)):
                texts.append((x, is_r, k == 0))
        for n, (a, b, x) in enumerate(self.timed([t for t, _, _ in texts]), 1):
            _, is_r, first = texts[n - 1]
            if ids:
                lines.append(X(f"cue-{n}"))
            lines.append(X(f"{self.stamp(a, '.')} --> {self.stamp(b, '.')}" + (" line:85% align:center" if n % 3 else " position:10% align:start")))
            if is_r and italic:
                x = "<i>" + x + "</i>"
            elif first and not is_r:
                x = f"<v {host}>" + x
            lines += [x, ""]
        self.emit_lines(page, lines)

    YT = {
        "en": dict(views="{} views", subs="{}K subscribers", sub="Subscribe", tr="Transcript", show_tr="Show transcript", chapters="Chapters",
                   desc="Every official ruling for {}, read out and explained.", comments="{} Comments", sort="Sort by", up="Premiered {}",
                   ch=["Intro", "The rulings", "Outro"], share="Share", save="Save", search="Search in video", seg="Chapters"),
        "ja": dict(views="{} 回視聴", subs="チャンネル登録者数 {}万人", sub="チャンネル登録", tr="文字起こし", show_tr="文字起こしを表示", chapters="チャプター",
                   desc="{}の公式裁定をすべて読み上げて解説します。", comments="コメント {} 件", sort="並べ替え", up="{} にプレミア公開",
                   ch=["イントロ", "公式裁定", "エンディング"], share="共有", save="保存", search="動画内を検索", seg="チャプター"),
        "es": dict(views="{} visualizaciones", subs="{} k suscriptores", sub="Suscribirme", tr="Transcripción", show_tr="Mostrar transcripción",
                   chapters="Capítulos", desc="Todos los rulings oficiales de {}, leídos y explicados.", comments="{} comentarios", sort="Ordenar por",
                   up="Estrenado el {}", ch=["Intro", "Los rulings", "Despedida"], share="Compartir", save="Guardar", search="Buscar en el vídeo", seg="Capítulos"),
    }

    def layout_youtube(self, page, card):
        """A rules video's watch page with the transcript panel open (saved, or copied as text): the title, the channel and
        its subscribers, views and the premiere's day, the description (the Oracle update's day, chapters), the transcript's
        segments each under its "0:42" stamp, the rulings read across segments."""
        r = self.rng
        Y, S = self.YT[self.lang], self.SUBS[self.lang]
        name = self.title(page, card, p_printed=0.7)
        items = self.items(page, card, f"a watch page's transcript ({self.lang})")
        self.reads(page, "cues")
        up = self.day(-20, -1)
        upday = self.shown(page, up, {"en": f"{MON_EN[up.month - 1]} {up.day}, {up.year}", "ja": f"{up:%Y/%m/%d}",
                                      "es": f"{up.day} {MON3['es'][up.month - 1]} {up.year}"}[self.lang])
        sents = self.spoken(page, card, name, items, self.lang)
        segs = [x.replace("\n", " ") for sent in sents for x in self.cue_texts(page, sent, 30 if self.lang != "ja" else 42, 1)]
        timed = self.timed(segs)
        ts = lambda ms: f"{ms // 60000}:{ms // 1000 % 60:02d}"  # noqa: E731
        rul_at = ts(timed[5][0]) if len(timed) > 5 else "0:30"
        end_at = ts(timed[-3][0])
        da, db = Y["desc"].split("{}")
        chapters = [("0:00", Y["ch"][0]), (rul_at, Y["ch"][1]), (end_at, Y["ch"][2])]
        desc = E("div", E("p", E("span", Y["views"].format(f"{r.randint(1000, 90000):,}")), "  ", E("span", Y["up"].format(upday))),
                 E("p", da, name, db), E("p", *[x for c, t in chapters for x in (E("a", c, href=f"#t={c}"), f" {t}", E("br"))]),
                 E("p", self.maybe_same(page, self.day(-40, -21), S["oracle"])), cls="description")
        panel = E("div", E("div", E("h2", Y["tr"]), E("button", Y["search"]), cls="header"),
                  *[E("div", E("div", E("div", ts(a), cls="segment-timestamp"), cls="segment-start-offset"), E("yt-formatted-string", x, cls="segment-text"),
                      cls="segment", role="button") for a, _, x in timed], id="segments-container", cls="ytd-transcript-renderer")
        body = E("body", E("div", E("h1", name, " — ", S["show"], cls="title"),
                           E("div", E("a", S["show"], href="#"), " ", E("span", Y["subs"].format(r.randint(2, 90))), " ", E("button", Y["sub"]),
                             " ", E("button", Y["share"]), " ", E("button", Y["save"]), cls="owner"),
                           desc, E("button", Y["show_tr"]), E("h2", Y["comments"].format(r.randint(3, 200))), id="below"),
                 E("div", panel, id="secondary"))
        self.emit(page, body, f"{name} — {S['show']} - YouTube", self.lang)

    POD = {
        "en": dict(show="The Stack Podcast", ep="Episode {n}: {t}", ept="Rulings you should know", notes="Show notes", chapters="Chapters", tr="Transcript",
                   host="Host", guest="Guest", listen="Listen on", rec="Recorded {}", live="Live show at {store}: {}", oracle="Oracle update of {}",
                   read="Okay, the official rulings. ", frm="From {}: ", intro="Welcome back to The Stack. This week we're looking at ",
                   outro="That's it for this week.", subscribe="Subscribe", share="Share", dl="Download", min="{} min",
                   chat="{}? No, we did that one last month. This one comes up more at the table."),
        "de": dict(show="Der Stapel – Regelpodcast", ep="Folge {n}: {t}", ept="Rulings, die man kennen sollte", notes="Shownotes", chapters="Kapitel",
                   tr="Transkript", host="Host", guest="Gast", listen="Anhören auf", rec="Aufgenommen am {}", live="Live-Folge bei {store}: {}",
                   oracle="Oracle-Update vom {}", read="Okay, die offiziellen Rulings. ", frm="Vom {}: ", intro="Willkommen zurück beim Stapel. Heute geht es um ",
                   outro="Das war's für diese Woche.", subscribe="Abonnieren", share="Teilen", dl="Herunterladen", min="{} Min.",
                   chat="{}? Nein, die hatten wir letzten Monat. Diese hier kommt am Tisch öfter vor."),
        "fr": dict(show="La Pile, le podcast des règles", ep="Épisode {n} : {t}", ept="Les rulings à connaître", notes="Notes de l'épisode",
                   chapters="Chapitres", tr="Transcription", host="Animatrice", guest="Invité", listen="Écouter sur", rec="Enregistré le {}",
                   live="Épisode en public chez {store} : {}", oracle="Mise à jour Oracle du {}", read="Bon, les rulings officiels. ", frm="Du {} : ",
                   intro="Bienvenue dans La Pile. Cette semaine, on parle de ", outro="C'est tout pour cette semaine.", subscribe="S'abonner",
                   share="Partager", dl="Télécharger", min="{} min", chat="{} ? Non, on l'a faite le mois dernier. Celle-ci revient plus souvent en partie."),
    }

    def layout_podcast(self, page, card):
        """A podcast episode's page (saved or copied): the show, the episode's title, day and length, the player's
        buttons, show notes (the recording's day, the Oracle update's day, a live show's day, chapters), the transcript
        with speaker labels and stamps, the host reading the rulings."""
        r = self.rng
        P = self.POD[self.lang]
        name = self.title(page, card, p_printed=0.7)
        items = self.items(page, card, f"a podcast transcript ({self.lang})")
        host, guest = self.person(k=2)
        n = r.randint(60, 260)
        pub = self.day(-10, -1)
        length = r.randint(28, 75)
        clock = lambda s: f"[{s // 3600:02d}:{s // 60 % 60:02d}:{s % 60:02d}]"  # noqa: E731
        t_read = r.randint(300, 900)
        fa, fb = P["frm"].split("{}")
        reading = [P["read"]] + [x for it in items for x in (fa, it.shown, fb, it.text, " ")]
        page.__dict__.setdefault("styles", []).append("p/colon")
        o1 = self.others(card, 1)[0]
        paras = [(clock(r.randint(0, 20)), host, [P["intro"], name, "."]),
                 (clock(r.randint(60, 280)), guest, [P["chat"].format(o1)]),
                 (clock(t_read), host, reading),
                 (clock(t_read + r.randint(120, 400)), guest, [P["outro"]])]
        chapters = [("00:00", P["intro"].rstrip(" ").rstrip(",")), (f"{t_read // 60:02d}:{t_read % 60:02d}", P["read"].strip()), (f"{length - 2}:10", P["outro"])]
        body = E("body", E("header", E("a", P["show"], href="/"), E("nav", E("a", P["subscribe"], href="#"), " ", E("a", P["share"], href="#"))),
                 E("main", E("p", E("a", P["show"], href="/"), cls="show"), E("h1", P["ep"].format(n=n, t=P["ept"])),
                   E("p", self.maybe_same(page, pub), " · ", P["min"].format(length), cls="meta"),
                   E("div", E("button", "▶"), E("span", f"00:00 / {length}:{r.randint(10, 59)}"), E("a", P["dl"], href="#"), cls="player"),
                   E("section", E("h2", P["notes"]), E("p", P["intro"], name, "."),
                     E("ul", E("li", self.own(page, self.day(-25, -11), r.choice(FORMS[self.lang]), P["rec"])),
                       E("li", self.own(page, self.day(-60, -26), r.choice(FORMS[self.lang]), P["oracle"])),
                       E("li", self.own(page, self.day(8, 40), r.choice(FORMS[self.lang]), P["live"].replace("{store}", r.choice(STORES))))),
                     E("h3", P["chapters"]), E("ul", *[E("li", f"({a}) {b}") for a, b in chapters]),
                     E("p", P["listen"], " ", E("a", "Apple Podcasts", href="#"), " · ", E("a", "Spotify", href="#"), " · ", E("a", "Pocket Casts", href="#"))),
                   E("section", E("h2", P["tr"]), *[E("p", E("span", ts, cls="ts"), " ", E("b", f"{who}:"), " ", *runs) for ts, who, runs in paras],
                     cls="transcript")),
                 E("footer", E("p", f"© {self.today.year} {P['show']}")))
        self.emit(page, body, f"{P['ep'].format(n=n, t=P['ept'])} | {P['show']}", self.lang)

    # ---- e-readers ----
    BOOK = {
        "en": dict(title="The Judge's Pocket Primer: Rulings Edition", ch="Chapter {n}", asof="Rulings current as of {}.", ed="This edition: {}.",
                   note="Ask about this one at {} — ", other=[("Tolarian Tales", "Ruth Adler"), ("Drafting with Friends", "Theo Marsh")],
                   other_hl=["The best draft is the one where everyone laughs at least once.", "A library is a graveyard of unread spells."],
                   intro="The rulings below are quoted from Gatherer as they stand.", oracle="Oracle changes of {} are included."),
        "de": dict(title="Regel-Fibel für Judges", ch="Kapitel {n}", asof="Rulings mit Stand vom {}.", ed="Diese Ausgabe: {}.",
                   note="Beim Spieleabend am {} fragen — ", other=[("Geschichten aus Tolaria", "Lea Hoffmann"), ("Draften mit Freunden", "Timo Krause")],
                   other_hl=["Der beste Draft ist der, bei dem alle mindestens einmal lachen.", "Eine Bibliothek ist ein Friedhof ungelesener Zauber."],
                   intro="Die folgenden Rulings sind im englischen Original aus Gatherer zitiert.", oracle="Die Oracle-Änderungen vom {} sind berücksichtigt."),
        "fr": dict(title="Le Petit Guide de l'arbitre", ch="Chapitre {n}", asof="Rulings à jour au {}.", ed="Cette édition : {}.",
                   note="À demander à la soirée du {} — ", other=[("Contes de Tolaria", "Léa Bernard"), ("Drafter entre amis", "Hugo Petit")],
                   other_hl=["Le meilleur draft est celui où tout le monde rit au moins une fois.", "Une bibliothèque est un cimetière de sorts jamais lus."],
                   intro="Les rulings ci-dessous sont cités en anglais depuis Gatherer.", oracle="Les changements Oracle du {} sont inclus."),
        "es": dict(title="Guía de bolsillo del juez", ch="Capítulo {n}", asof="Rulings actualizados al {}.", ed="Esta edición: {}.",
                   note="Preguntar en la noche de tienda del {} — ", other=[("Cuentos de Tolaria", "Marta Vidal"), ("Draft entre amigos", "Pablo Ortega")],
                   other_hl=["El mejor draft es aquel en el que todos se ríen al menos una vez.", "Una biblioteca es un cementerio de hechizos sin leer."],
                   intro="Los rulings siguientes se citan en inglés desde Gatherer.", oracle="Incluye los cambios de Oracle del {}."),
        "it": dict(title="Il prontuario del giudice", ch="Capitolo {n}", asof="Ruling aggiornati al {}.", ed="Questa edizione: {}.",
                   note="Da chiedere alla serata del {} — ", other=[("Racconti di Tolaria", "Chiara Gallo"), ("Draft tra amici", "Davide Greco")],
                   other_hl=["Il draft migliore è quello in cui tutti ridono almeno una volta.", "Una biblioteca è un cimitero di magie mai lette."],
                   intro="I ruling seguenti sono citati in inglese da Gatherer.", oracle="Include le modifiche Oracle del {}."),
        "ja": dict(title="ジャッジのための裁定ハンドブック", ch="第{n}章", asof="裁定は{}時点のものです。", ed="本版：{}", note="{}の店舗大会で聞く — ",
                   other=[("トレイリアの物語", "佐藤 健"), ("友達とドラフト", "鈴木 美咲")],
                   other_hl=["最高のドラフトとは、全員が一度は笑うドラフトだ。", "ライブラリーとは、読まれなかった呪文の墓場である。"],
                   intro="以下の裁定はGathererから英語原文のまま引用しています。", oracle="{}のオラクル変更を反映しています。"),
        "pt": dict(title="Guia de bolso do juiz", ch="Capítulo {n}", asof="Rulings atualizados em {}.", ed="Esta edição: {}.",
                   note="Perguntar na noite de regras de {} — ", other=[("Contos de Tolária", "Bruno Costa"), ("Draft entre amigos", "Larissa Rocha")],
                   other_hl=["O melhor draft é aquele em que todo mundo ri pelo menos uma vez.", "Um grimório é um cemitério de mágicas nunca lidas."],
                   intro="Os rulings abaixo são citados em inglês do Gatherer.", oracle="Inclui as mudanças de Oracle de {}."),
    }
    KINDLE = {
        "en": dict(hl="- Your Highlight on page {p} | Location {a}-{b} | Added on {s}", note="- Your Note on page {p} | Location {b} | Added on {s}"),
        "de": dict(hl="- Ihre Markierung auf Seite {p} | bei Position {a}-{b} | Hinzugefügt am {s}", note="- Ihre Notiz auf Seite {p} | bei Position {b} | Hinzugefügt am {s}"),
        "fr": dict(hl="- Votre surlignement sur la page {p} | emplacement {a}-{b} | Ajouté le {s}", note="- Votre note sur la page {p} | emplacement {b} | Ajouté le {s}"),
        "es": dict(hl="- Tu subrayado en la página {p} | posición {a}-{b} | Añadido el {s}", note="- Tu nota en la página {p} | posición {b} | Añadido el {s}"),
        "it": dict(hl="- La tua evidenziazione a pagina {p} | posizione {a}-{b} | Aggiunto in data {s}", note="- La tua nota a pagina {p} | posizione {b} | Aggiunto in data {s}"),
        "ja": dict(hl="- {p}ページ|位置No. {a}-{b}のハイライト |作成日: {s}", note="- {p}ページ|位置No. {b}のメモ |作成日: {s}"),
    }

    def kindle_stamp(self, page: Page, t: dt.datetime, lang: str) -> str:
        """Kindle's "Added on" stamp in the reader's language, recorded."""
        d = t.date()
        wd = weekday(d, lang)
        text = {"en": f"{wd}, {MONTH_EN[d.month - 1]} {d.day}, {d.year} {(t.hour - 1) % 12 + 1}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}",
                "de": f"{wd}, {d.day}. {MONTHS['de'][d.month - 1]} {d.year} {t:%H:%M:%S}", "fr": f"{wd} {d.day} {MONTHS['fr'][d.month - 1]} {d.year} {t:%H:%M:%S}",
                "es": f"{wd}, {d.day} de {MONTHS['es'][d.month - 1]} de {d.year} {t.hour}:{t:%M:%S}",
                "it": f"{wd} {d.day} {MONTHS['it'][d.month - 1]} {d.year} {t:%H:%M:%S}", "ja": f"{d.year}年{d.month}月{d.day}日{wd}曜日 {t.hour}:{t:%M:%S}"}[lang]
        return self.shown(page, d, text)

    def layout_kindle(self, page, card):
        """Kindle's "My Clippings.txt" (a BOM, CRLF lines, "==========" between clippings) in the reader's language: other
        books' highlights, then the primer's chapter heading, each ruling highlighted with its day, the reader's note naming
        the card, the edition's day, each with its "Added on" stamp."""
        r = self.rng
        B, K = self.BOOK[self.lang], self.KINDLE[self.lang]
        name = self.title(page, card, p_printed=0.6)
        items = self.items(page, card, f"a Kindle clipping ({self.lang})")
        author = self.person()[0]
        book = f"{B['title']} ({author})"
        t = self.ago_t(6, 20)
        entries = []

        def clip(head: str, p: int, loc: int, runs: list, note: bool = False) -> None:
            nonlocal t
            t = min(self._now, t + dt.timedelta(minutes=r.randint(1, 30), seconds=r.randint(0, 59)))
            while t.date() in self._taken(card):
                t += dt.timedelta(days=1)
            stamp = self.kindle_stamp(page, t, self.lang)
            entries.append([self.txt(page, head), self.txt(page, (K["note"] if note else K["hl"]).format(p=p, a=loc, b=loc + r.randint(1, 4), s=stamp)), "",
                            self.txt(page, *runs), X("==========")])
        (ob, oa), oh = r.choice(B["other"]), r.choice(B["other_hl"])
        clip(f"{ob} ({oa})", r.randint(10, 200), r.randint(100, 3000), [oh])
        t = self.at(self.day(-5, -1))
        p, loc = r.randint(60, 240), r.randint(900, 4000)
        clip(book, p, loc, [B["ch"].format(n=r.randint(3, 14)), " — " if self.lang != "ja" else "　", name])
        style = r.choice(["colon", "dash", "dateline", "paren"])
        for k, g in enumerate(self.rgroups(items, style, "：" if self.lang == "ja" else ": ")):
            if k == 0:
                page.__dict__.setdefault("styles", []).append(f"lines/{style}")
            clip(book, p + k // 3, loc + 4 * (k + 1), [x for j, ln in enumerate(g) for x in ([" "] if j else []) + ln])
        na, nb = B["note"].split("{}")
        clip(book, p + len(items) // 3, loc + 4 * len(items) + 2, [na, self.maybe_same(page, self.day(1, 8)), nb, name], note=True)
        clip(book, p + 1, loc + 4 * len(items) + 9, [self.own(page, self.day(-80, -30), r.choice(FORMS[self.lang]), B["asof"])])
        self.emit_lines(page, [x for en in entries for x in en], bom=True, crlf=True)

    def layout_highlights(self, page, card):
        """The reader's highlights of the primer's chapter exported: the Kindle notebook page saved (the library with each
        book's last annotated day, the book's highlights with their colors, pages and locations, a note), or a Readwise
        Markdown export (metadata, the highlights with their location links, a note and tags, the last highlight's and
        the sync's days)."""
        r = self.rng
        B = self.BOOK[self.lang]
        name = self.title(page, card, p_printed=0.6)
        items = self.items(page, card, f"an exported highlight ({self.lang})")
        author = self.person()[0]
        ch = B["ch"].format(n=r.randint(3, 14))
        last = self.day(-4, -1)
        asin = "B0" + "".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(8))
        style = r.choice(["colon", "dash", "paren"])
        groups = self.rgroups(items, style, "：" if self.lang == "ja" else ": ")
        page.__dict__.setdefault("styles", []).append(f"lines/{style}")
        na, nb = B["note"].split("{}")
        note_runs = [na, self.maybe_same(page, self.day(1, 8)), nb, name]
        if self.html:
            wd = lambda d: self.shown(page, d, f"{weekday(d, 'en')} {MONTH_EN[d.month - 1]} {d.day}, {d.year}")  # noqa: E731
            lib = [E("div", E("h2", B["title"]), E("p", "By: ", author), E("span", wd(last)), cls="kp-notebook-library-each-book")]
            for ob, oa in B["other"]:
                lib.append(E("div", E("h2", ob), E("p", "By: ", oa), E("span", wd(self.day(-90, -10))), cls="kp-notebook-library-each-book"))
            loc = r.randint(900, 4000)
            anns = [E("div", E("span", f"Yellow highlight | Location: {loc:,}", id="annotationHighlightHeader"), E("div", E("span", ch, " ", name, id="highlight")),
                      cls="a-row a-spacing-base")]
            for k, g in enumerate(groups):
                anns.append(E("div", E("span", f"{'Yellow' if k % 3 else 'Blue'} highlight | Location: {loc + 4 * (k + 1):,}", id="annotationHighlightHeader"),
                              E("div", E("span", *[x for j, ln in enumerate(g) for x in ([" "] if j else []) + ln], id="highlight")),
                              *([E("div", E("span", "Note:", cls="a-color-secondary"), E("span", *note_runs, id="note"))] if k == len(groups) - 1 else []),
                              cls="a-row a-spacing-base"))
            body = E("body", E("div", E("a", "Kindle", href="#"), " ", E("span", "Your Kindle Notes For:"), cls="kp-notebook-head"),
                     E("div", *lib, id="kp-notebook-library"),
                     E("div", E("h3", B["title"], cls="kp-notebook-metadata"), E("p", author, cls="kp-notebook-metadata"),
                       E("span", f"{len(groups) + 1} Highlights | 1 Note", id="kp-notebook-highlights-count"),
                       E("p", self.own(page, self.day(-80, -30), r.choice(FORMS[self.lang]), B["asof"])), *anns, id="kp-notebook-annotations"))
            self.emit(page, body, "Kindle: Notes and Highlights", self.lang)
            return
        sync = self.at(self.today) if self.today not in self._taken(card) else self._now
        lines: list = [["# ", B["title"]], "", X(f"![rw-book-cover](https://m.media-amazon.com/images/I/{hex_digits(r, 11)}._SL200_.jpg)"), "", "## Metadata",
                       ["- Author: [[", author, "]]"], ["- Full Title: ", B["title"]], "- Category: #books",
                       ["- Last Highlighted: ", self.own(page, last, "en:long")], ["- Synced: ", self.shown(page, sync.date(), f"{sync:%Y-%m-%d %H:%M}")], "",
                       "## Highlights", "", ["### ", ch, " — ", name], ""]
        loc = r.randint(900, 4000)
        for k, g in enumerate(groups):
            lines.append(["- ", *[x for j, ln in enumerate(g) for x in ([" "] if j else []) + ln],
                          X(f" ([Location {loc + 4 * k}](https://readwise.io/to_kindle?action=open&asin={asin}&location={loc + 4 * k}))")])
            if k == 0:
                lines.append("    - Tags: [[rulings]] [[judge]]")
            if k == len(groups) - 1:
                lines.append(["    - Note: ", *note_runs])
        lines += ["", ["- ", self.own(page, self.day(-80, -30), r.choice(FORMS[self.lang]), B["asof"]),
                       X(f" ([Location {loc + 4 * len(groups) + 9}](https://readwise.io/to_kindle?action=open&asin={asin}&location={loc + 4 * len(groups) + 9}))")]]
        self.emit_lines(page, lines)

    @staticmethod
    def shy(t: str, every: int = 5) -> str:
        """A text as a hyphenating e-book tool writes it: soft hyphens inside its long words."""
        def one(m):
            w = m.group(0)
            parts = [w[k:k + every] for k in range(0, len(w), every)]
            if len(parts[-1]) < 2:
                parts[-2:] = [parts[-2] + parts[-1]]
            return "\xad".join(parts)
        return re.sub(r"[A-Za-z]{10,}", one, t)

    def layout_epub(self, page, card):
        """A rules primer's chapter as the EPUB's XHTML: the XML prolog, ``epub:type`` sections, page-break markers, the
        chapter's heading naming the card, the printed card in the book's language now and then, the rulings (soft hyphens
        in their long words now and then) with their days, a note reference and its footnote (the rulings' standing day),
        a box on the Oracle changes' day, the edition's day."""
        r = self.rng
        B = self.BOOK[self.lang]
        name = self.title(page, card, p_printed=0.7)
        items = self.items(page, card, f"an EPUB chapter ({self.lang})")
        if self.turn("epub-shy") % 2 == 0:
            for it in items:
                it.text = R(self.shy(it.text, r.choice([4, 5, 6])))
            page.__dict__["soft_hyphens"] = True
        n = r.randint(3, 14)
        pg = r.randint(60, 240)
        fn = f"fn{r.randint(10, 99)}"
        box = None
        if self.lang != "en" and r.random() < 0.8:
            tr = self.tr(page, card)
            if tr:
                box = E("aside", E("p", E("b", tr[0])), *[E("p", T(x)) for x in tr[1].split("\n") if x.strip()], cls="card-printed", **{"epub:type": "sidebar"})
        ora = self.oracle(page, card) if box is None else []
        sec = E("section", E("span", id=f"page_{pg}", role="doc-pagebreak", title=str(pg), **{"epub:type": "pagebreak"}),
                E("h1", E("span", B["ch"].format(n=n), cls="chapnum"), E("br"), name, cls="chapter-title"),
                box, E("div", *[E("p", x) for x in ora], cls="oracle") if ora else None,
                E("p", B["intro"], E("a", "1", href=f"#{fn}", role="doc-noteref", **{"epub:type": "noteref"})),
                self.rblock(page, items, r.choice(["ol", "ul", "p", "dl"]), style=r.choice(["colon", "dash", "dateline"]), colon="：" if self.lang == "ja" else ": "),
                E("span", id=f"page_{pg + 1}", role="doc-pagebreak", title=str(pg + 1), **{"epub:type": "pagebreak"}),
                E("p", self.maybe_same(page, self.day(-120, -81), B["oracle"]), cls="box"),
                E("aside", E("p", E("a", "1", href="#ref1"), " ", self.own(page, self.day(-80, -31), r.choice(FORMS[self.lang]), B["asof"])), id=fn,
                  role="doc-footnote", **{"epub:type": "footnote"}),
                E("p", self.own(page, self.day(-30, -5), r.choice(FORMS[self.lang]), B["ed"]), cls="colophon"),
                id=f"ch{n:02d}", role="doc-chapter", **{"epub:type": "chapter"})
        body = E("body", sec, **{"epub:type": "bodymatter"})
        self._collect(page, leaves(body))
        lang = {"zhs": "zh-Hans", "zht": "zh-Hant"}.get(self.lang, self.lang)
        xhtml = re.sub(r"<(br|img|hr|meta|link)([^>]*)>", r"<\1\2/>", to_html(body))
        xhtml = re.sub(r'(<span [^>]*epub:type="pagebreak"[^>]*)></span>', r"\1/>", xhtml)
        page.content = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n'
                        f'<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="{lang}" xml:lang="{lang}">\n'
                        f'<head>\n<meta charset="UTF-8"/>\n<title>{e(B["ch"].format(n=n))}</title>\n'
                        '<link rel="stylesheet" type="text/css" href="../Styles/stylesheet.css"/>\n</head>\n' + xhtml + "\n</html>\n")

    # ---- text browsers and assistive outputs ----
    CARDSITE = {
        "en": dict(site="CardVault", nav=["Cards", "Sets", "Decks", "Prices", "Log in"], skip="Skip to main content", search="Search", type="Type",
                   text="Oracle text", rul="Rulings", upd="Last updated: {}", rel="Released: {}", prices="Prices updated {}", printed="Printed text ({})",
                   date="Date", ruling="Ruling", foot="© {y} CardVault · Privacy · Terms · Not affiliated with Wizards of the Coast",
                   comment="Comment posted {}", comments="Comments"),
        "de": dict(site="KartenTresor", nav=["Karten", "Editionen", "Decks", "Preise", "Anmelden"], skip="Zum Inhalt springen", search="Suchen",
                   type="Typ", text="Oracle-Text", rul="Regelhinweise", upd="Zuletzt aktualisiert: {}", rel="Erschienen: {}", prices="Preise aktualisiert am {}",
                   printed="Gedruckter Text ({})", date="Datum", ruling="Regelhinweis", foot="© {y} KartenTresor · Datenschutz · Impressum",
                   comment="Kommentar vom {}", comments="Kommentare"),
        "fr": dict(site="Coffre à Cartes", nav=["Cartes", "Extensions", "Decks", "Prix", "Connexion"], skip="Aller au contenu", search="Rechercher",
                   type="Type", text="Texte Oracle", rul="Précisions", upd="Dernière mise à jour : {}", rel="Sortie : {}", prices="Prix mis à jour le {}",
                   printed="Texte imprimé ({})", date="Date", ruling="Précision", foot="© {y} Coffre à Cartes · Confidentialité · Mentions légales",
                   comment="Commentaire du {}", comments="Commentaires"),
        "ru": dict(site="КартоТека", nav=["Карты", "Выпуски", "Колоды", "Цены", "Войти"], skip="Перейти к содержимому", search="Найти", type="Тип",
                   text="Текст Oracle", rul="Разъяснения", upd="Обновлено: {}", rel="Выход: {}", prices="Цены обновлены {}", printed="Напечатанный текст ({})",
                   date="Дата", ruling="Разъяснение", foot="© {y} КартоТека · Конфиденциальность · Условия", comment="Комментарий от {}", comments="Комментарии"),
        "ja": dict(site="カード図書館", nav=["カード", "エキスパンション", "デッキ", "価格", "ログイン"], skip="本文へスキップ", search="検索", type="タイプ",
                   text="オラクル", rul="裁定", upd="最終更新：{}", rel="発売日：{}", prices="価格更新：{}", printed="印刷テキスト（{}）", date="日付", ruling="裁定",
                   foot="© {y} カード図書館 · プライバシー · 利用規約", comment="{}のコメント", comments="コメント"),
        "es": dict(site="Bóveda de Cartas", nav=["Cartas", "Colecciones", "Mazos", "Precios", "Iniciar sesión"], skip="Saltar al contenido", search="Buscar",
                   type="Tipo", text="Texto Oracle", rul="Resoluciones", upd="Última actualización: {}", rel="Lanzamiento: {}", prices="Precios actualizados el {}",
                   printed="Texto impreso ({})", date="Fecha", ruling="Resolución", foot="© {y} Bóveda de Cartas · Privacidad · Términos",
                   comment="Comentario del {}", comments="Comentarios"),
    }

    def site_days(self, page: Page, card: CardData) -> tuple[str, str, str]:
        """A card page's own days: the set's release (before the card's first ruling), the page's last update (in the
        rulings' very form now and then), the prices' update."""
        r = self.rng
        first = min(d for d, _ in card.rulings)
        rel = self._between(card, first - dt.timedelta(days=400), first - dt.timedelta(days=10))
        C = self.CARDSITE[self.lang]
        return (self.own(page, rel, r.choice(FORMS[self.lang]), C["rel"]), self.maybe_same(page, self.day(-30, -2), C["upd"]),
                self.own(page, self.day(-1, 0), r.choice(FORMS[self.lang]), C["prices"]))

    def card_lines(self, page: Page, card: CardData, name: T) -> tuple[list[list], tuple | None]:
        """The card's block on a card page: its type and Oracle text, or its printed text in the site's language."""
        tr = self.tr(page, card) if self.lang != "en" and self.rng.random() < 0.75 else None
        if tr:
            return [[T(x)] for x in tr[1].split("\n") if x.strip()], tr
        return [[x] for x in self.oracle(page, card)], None

    def layout_lynx(self, page, card):
        """A card page as ``lynx -dump`` writes it: "[n]" before each link's text, paragraphs indented three columns and
        wrapped at 78, list items "*" with their continuation indented, headings flush left, the References list at the
        end."""
        r = self.rng
        C = self.CARDSITE[self.lang]
        name = self.title(page, card, p_printed=0.8)
        items = self.items(page, card, f"a lynx dump of a card page ({self.lang})")
        host = f"{slug(C['site']) or 'kartoteka'}.example"
        refs: list[str] = []

        def link(text, url):
            refs.append(url)
            return [X(f"[{len(refs)}]"), text]
        rel, upd, prices = self.site_days(page, card)
        lines: list = [["   ", *link(C["skip"], f"https://{host}/#main")], "",
                       ["   ", *link(C["site"], f"https://{host}/"), *[x for n in C["nav"] for x in (" ", *link(n, f"https://{host}/{slug(n) or 'x'}"))]],
                       [X("   "), C["search"], X(": ____________________ "), *link(C["search"], f"https://{host}/search")], "", [name], ""]
        body, tr = self.card_lines(page, card, name)
        if tr:
            lines += [["   ", C["printed"].format(LANG_NAME[self.lang])], ["   ", tr[0]]]
        else:
            lines += [["   ", C["type"], ": "] + [T(self.faces_of(card)[0].get("type") or "")]]
        lines += [["   "] + ln for ln in body] + ["", ["   ", rel], ""]
        lines.append([C["rul"]])
        lines.append("")
        style = r.choice(["colon", "dash", "paren"])
        for ln in self.rtext(page, items, style):
            lines += self.wrapped(page, ln, 78, "     * ", "       ")
        lines += ["", ["   ", upd], ["   ", prices], "", [C["comments"]], ""]
        cm = self.day(-20, -1)
        lines += self.wrapped(page, [self.person()[0], " — ", self.own(page, cm, r.choice(FORMS[self.lang]), C["comment"])], 78, "   ", "   ")
        lines += ["", ["   ", *link(C["foot"].format(y=self.today.year).split(" · ")[0], f"https://{host}/about")], ""]
        lines += ["References", ""] + [X(f"{k:4d}. {u}") for k, u in enumerate(refs, 1)]
        self.emit_lines(page, [ln if isinstance(ln, (str, list)) else ln for ln in lines])

    def layout_w3m(self, page, card):
        """A card page as ``w3m -dump`` writes it: the menu on one line, the card's block, the rulings as a borderless table
        (a cell's text wrapped under its own column), lists with "•", the page's days."""
        r = self.rng
        C = self.CARDSITE[self.lang]
        name = self.title(page, card, p_printed=0.8)
        items = self.items(page, card, f"a w3m dump of a card page ({self.lang})")
        page.__dict__.setdefault("styles", []).append("table/w3m")
        rel, upd, prices = self.site_days(page, card)
        lines: list = [[C["site"], " ", " ".join(C["nav"])], "", [X("["), C["search"], X("            ] [ "), C["search"], X(" ]")], "", [name], ""]
        body, tr = self.card_lines(page, card, name)
        if tr:
            lines += [[C["printed"].format(LANG_NAME[self.lang])], [tr[0]]]
        lines += body + ["", [rel], "", [C["rul"]], ""]
        w = max([len(it.shown) for it in items] + [len(C["date"])])
        width = 76 - w - 1
        lines.append([C["date"], X(" " * (w - len(C["date"]) + 1)), C["ruling"]])
        for it in items:
            cell = wrap(it.text, width)
            lines.append(self.txt(page, it.shown, X(" " * (w - len(it.shown) + 1)), R(cell[0])))
            lines += [X(" " * (w + 1) + c) for c in cell[1:]]
        lines += ["", ["• ", upd], ["• ", prices], "", [C["foot"].format(y=self.today.year)]]
        self.emit_lines(page, lines)

    NVDA = {
        "en": dict(doc="document", banner="banner landmark", nav="navigation landmark", main="main landmark", foot="content info landmark", link="link",
                   vlink="visited link", button="button", h="heading  level {n}", lst="list  with {n} items", bullet="bullet", out="out of list",
                   edit="edit", search="search landmark", browser="Mozilla Firefox", cont="clickable"),
        "de": dict(doc="Dokument", banner="Banner-Landmark", nav="Navigations-Landmark", main="Hauptlandmark", foot="Inhaltsinformation-Landmark",
                   link="Link", vlink="besuchter Link", button="Schalter", h="Überschrift  Ebene {n}", lst="Liste  mit {n} Einträgen", bullet="Aufzählungszeichen",
                   out="Liste verlassen", edit="Eingabefeld", search="Such-Landmark", browser="Mozilla Firefox", cont="anklickbar"),
        "fr": dict(doc="document", banner="repère bannière", nav="repère navigation", main="repère principal", foot="repère informations de contenu",
                   link="lien", vlink="lien visité", button="bouton", h="titre  niveau {n}", lst="liste  de {n} éléments", bullet="puce", out="sortie de liste",
                   edit="zone d'édition", search="repère recherche", browser="Mozilla Firefox", cont="cliquable"),
        "es": dict(doc="documento", banner="punto de referencia banner", nav="navegación punto de referencia", main="principal punto de referencia",
                   foot="información de contenido punto de referencia", link="enlace", vlink="enlace visitado", button="botón", h="encabezado  nivel {n}",
                   lst="lista  con {n} elementos", bullet="viñeta", out="fuera de lista", edit="edición", search="búsqueda punto de referencia",
                   browser="Mozilla Firefox", cont="pulsable"),
    }

    def layout_screenreader(self, page, card):
        """A screen reader's speech log of a card page (NVDA's Speech Viewer, copied): an utterance a line, roles and
        landmarks in the reader's language ("heading  level 2", "list  with 5 items", "bullet", "out of list"), the
        card's block, each ruling with its day, the page's days, the footer."""
        r = self.rng
        C, V = self.CARDSITE[self.lang], self.NVDA[self.lang]
        name = self.title(page, card, p_printed=0.8)
        items = self.items(page, card, f"a screen reader's speech log ({self.lang})")
        rel, upd, prices = self.site_days(page, card)
        style = r.choice(["colon", "dash", "paren"])
        rl = self.rtext(page, items, style)
        lines: list = [[C["site"], " – ", name, " — ", V["browser"]], [V["doc"]], [V["link"], "  ", C["skip"]],
                       [V["banner"], "  ", V["link"], "  ", C["site"]], [V["nav"], "  ", V["lst"].format(n=len(C["nav"])), "  ", V["link"], "  ", C["nav"][0]]]
        lines += [[V["link"], "  ", x] for x in C["nav"][1:]] + [[V["out"]], [V["search"], "  ", V["edit"], "  ", C["search"]], [V["button"], "  ", C["search"]],
                                                             [V["main"], "  ", V["h"].format(n=1), "  ", name]]
        body, tr = self.card_lines(page, card, name)
        if tr:
            lines += [[V["h"].format(n=2), "  ", C["printed"].format(LANG_NAME[self.lang])], [tr[0]]]
        lines += body + [[rel], [V["h"].format(n=2), "  ", C["rul"]]]
        for k, ln in enumerate(rl):
            lines.append(([V["lst"].format(n=len(rl)), "  "] if k == 0 else []) + [V["bullet"], "  "] + ln)
        lines += [[V["out"]], [upd], [prices], [V["h"].format(n=2), "  ", C["comments"]],
                  [self.person()[0], "  ", self.own(page, self.day(-20, -1), r.choice(FORMS[self.lang]), C["comment"])],
                  [V["foot"], "  ", C["foot"].format(y=self.today.year)]]
        self.emit_lines(page, lines)

    READER = {
        "en": dict(mins="{}–{} minutes", t="{}: every ruling, explained", by="By {}", pub="Published {}", upd="Updated {}", intro="Few cards cause as many judge calls as ",
                   intro2=". Here is every official ruling, with its date.", more="More from {}", rel="Related: ", site="The Judge's Desk"),
        "it": dict(mins="{}-{} minuti", t="{}: tutti i ruling spiegati", by="Di {}", pub="Pubblicato il {}", upd="Aggiornato il {}",
                   intro="Poche carte causano tante chiamate al giudice quanto ", intro2=". Ecco tutti i ruling ufficiali (in inglese), con la loro data.",
                   more="Altro da {}", rel="Leggi anche: ", site="Il Tavolo del Giudice"),
        "pt": dict(mins="{}–{} minutos", t="{}: todos os rulings explicados", by="Por {}", pub="Publicado em {}", upd="Atualizado em {}",
                   intro="Poucos cards geram tantas chamadas de juiz quanto ", intro2=". Aqui estão todos os rulings oficiais (em inglês), com a data.",
                   more="Mais de {}", rel="Leia também: ", site="A Mesa do Juiz"),
        "ko": dict(mins="{}~{}분", t="{} 판정 총정리", by="글: {}", pub="게시일: {}", upd="수정일: {}", intro="저지 콜이 가장 많이 나오는 카드 중 하나가 ",
                   intro2="입니다. 공식 판정(영어 원문)을 날짜와 함께 정리했습니다.", more="{}의 다른 글", rel="관련 글: ", site="저지 데스크"),
    }

    def layout_reader_view(self, page, card):
        """A blog's article in Firefox's Reader View, saved or copied: the domain, the title naming the card, the credits,
        the reading time, the article (its publication and update days, the printed card now and then, the rulings with
        their days), a related article with its day."""
        r = self.rng
        L = self.READER[self.lang]
        name = self.title(page, card, p_printed=0.8)
        items = self.items(page, card, f"a Reader View article ({self.lang})")
        author = self.person()[0]
        a, b = L["t"].split("{}")
        box = None
        if self.lang != "en" and r.random() < 0.8:
            tr = self.tr(page, card)
            if tr:
                box = E("blockquote", E("p", E("strong", tr[0])), *[E("p", T(x)) for x in tr[1].split("\n") if x.strip()], lang=self.lang)
        m = r.randint(3, 9)
        pub = self.day(-40, -10)
        content = E("div", E("p", E("em", self.maybe_same(page, pub, L["pub"])), " · ", E("em", self.own(page, self.day(-9, -1), r.choice(FORMS[self.lang]), L["upd"]))),
                    E("p", L["intro"], name, L["intro2"]), box,
                    self.rblock(page, items, r.choice(["ul", "p", "table", "ol", "dl"]), style=r.choice(["colon", "dash", "paren", "dateline"]), head=("", ""), time=r.random() < 0.5),
                    E("p", L["rel"], E("a", L["more"].format(L["site"]), href="#"), " (", self.own(page, self.day(-90, -41), r.choice(FORMS[self.lang])), ")"),
                    id="readability-page-1", cls="page")
        body = E("body", E("div", E("div", E("a", f"{slug(L['site'])}.example", cls="domain reader-domain", href="#"), E("div", cls="domain-border"),
                                    E("h1", a, name, b, cls="reader-title"), E("div", L["by"].format(author), cls="credits reader-credits"),
                                    E("div", E("div", L["mins"].format(m, m + 1), cls="reader-estimated-time"), cls="meta-data"),
                                    cls="header reader-header reader-show-element"),
                           E("hr"), E("div", E("div", content, cls="moz-reader-content reader-show-element"), cls="content"), cls="container"),
                 cls="reader")
        self.emit(page, body, f"{a}{name}{b}", self.lang, head='<link rel="stylesheet" href="chrome://global/skin/aboutReader.css" type="text/css">\n')

    def voice_day(self, page: Page, d: dt.date) -> str:
        """A voice history's day group, written out, recorded."""
        lang = self.lang
        text = {"en": f"{weekday(d, 'en')}, {MONTH_EN[d.month - 1]} {d.day}, {d.year}", "de": f"{weekday(d, 'de')}, {d.day}. {MONTHS['de'][d.month - 1]} {d.year}",
                "ja": f"{d.year}年{d.month}月{d.day}日({WEEKDAYS['ja'][d.weekday()]})", "es": f"{weekday(d, 'es')}, {d.day} de {MONTHS['es'][d.month - 1]} de {d.year}"}[lang]
        return self.shown(page, d, text)

    def layout_assistant(self, page, card):
        """A voice assistant's history (the app's page saved, or copied): days in groups ("Today", "Yesterday", days
        written out), each request as said, the device and time, the answer reading the card's rulings with their days."""
        r = self.rng
        V = VOICE[self.lang]
        name = self.title(page, card, p_printed=0.8)
        items = self.items(page, card, f"a voice assistant's answer ({self.lang})")
        tm = lambda t: f"{t:%H:%M}" if self.lang != "en" else h12(t)  # noqa: E731
        fa, fb = V["first"].split("{}")
        na, nb = V["nxt"].split("{}")
        ia, ib = V["intro"].split("{}")
        answer = [ia, name, ib]
        for k, it in enumerate(items):
            answer += [fa if k == 0 else na, it.shown, fb if k == 0 else nb, it.text, " "]
        page.__dict__.setdefault("styles", []).append("p/spoken")
        ask = V["ask"].split("{}")
        t_card = self.at(self.day(-1))
        entry = lambda said, t, resp=None: E("div", E("p", E("b", said)), E("p", V["on"].format(t=tm(t), dev=V["device"]), cls="meta"),  # noqa: E731
                                               E("div", E("span", V["resp"], ": "), *resp, cls="response") if resp else None, E("button", V["delete"]),
                                               cls="activity")
        groups = [E("h2", V["today"]), entry(V["said"].format(r.choice(V["other"])), self._now - dt.timedelta(minutes=r.randint(5, 200))),
                  E("h2", V["yest"]), E("div", E("p", E("b", V["said"].split("{}")[0], ask[0], name, ask[1], V["said"].split("{}")[1])),
                                           E("p", V["on"].format(t=tm(t_card), dev=V["device"]), cls="meta"),
                                           E("div", E("span", V["resp"], ": "), *answer, cls="response"), E("button", V["delete"]), cls="activity")]
        for k in range(3):
            d = self.day(-(3 + 2 * k), -(2 + 2 * k))
            head = self.maybe_same(page, d) if k == 0 else self.voice_day(page, d)
            groups += [E("h2", head), entry(V["said"].format(r.choice(V["other"])), self.at(d)),
                       *([entry(V["unk"], self.at(d))] if r.random() < 0.4 else [])]
        body = E("body", E("header", E("h1", V["title"]), E("p", V["filt"])), E("main", *groups))
        self.emit(page, body, V["title"], self.lang)

    def layout_skill_json(self, page, card):
        """A voice skill's test console copied: the session's start, the request's JSON (its timestamp and locale, the
        card's name as the slot's value) and the response's (the SSML speech reading each ruling after its day, the card
        the app shows with the rulings, escaped as JSON strings), the device log's lines."""
        r = self.rng
        V = VOICE[{"en": "en", "de": "de", "ja": "ja"}[self.lang]]
        name = self.title(page, card, p_printed=0.8)
        items = self.items(page, card, f"a voice skill's SSML response ({self.lang})")
        self.reads(page, "json")
        locale = {"en": "en-US", "de": "de-DE", "ja": "ja-JP"}[self.lang]
        t = self.at(self.day(-3, 0)) if self.today not in self._taken(card) else self._now
        t = min(t, self._now)
        fa, fb = V["first"].split("{}")
        na, nb = V["nxt"].split("{}")
        ia, ib = V["intro"].split("{}")
        self._cs(page, ia, ib, fa, fb, *([na, nb] if len(items) > 1 else []), "Alexa Simulator", "Skill I/O", "JSON Input 1", "JSON Output 1", "Device Log")
        fmt = {"en": "mdy", "de": "dmy", "ja": "ymd"}[self.lang]
        sayas = lambda d: f'<say-as interpret-as="date" format="{fmt}">{d}</say-as>'  # noqa: E731
        esc = lambda s: html.escape(s, quote=False)  # noqa: E731
        ssml = "<speak>" + esc(ia) + esc(name) + esc(ib) + '<break time="300ms"/>' + "".join(
            f"<p>{esc(fa if k == 0 else na)}{sayas(it.shown)}{esc(fb if k == 0 else nb)}{esc(it.text)}</p>" for k, it in enumerate(items)) + "</speak>"
        asof = self.maybe_same(page, self.day(-40, -10), {"en": "Rulings as of {}.", "de": "Rulings mit Stand vom {}.", "ja": "{}時点の裁定です。"}[self.lang])
        self._c(page, asof)
        content = "\n".join(f"{it.shown}: {it.text}" for it in items) + "\n" + asof
        page.__dict__.setdefault("styles", []).append("lines/colon")
        req = {"version": "1.0", "session": {"new": True, "sessionId": f"amzn1.echo-api.session.{hex_digits(r, 8)}-{hex_digits(r, 4)}",
                                            "application": {"applicationId": f"amzn1.ask.skill.{hex_digits(r, 8)}-{hex_digits(r, 4)}"}},
               "request": {"type": "IntentRequest", "requestId": f"amzn1.echo-api.request.{hex_digits(r, 8)}-{hex_digits(r, 4)}", "locale": locale,
                           "timestamp": f"{t:%Y-%m-%dT%H:%M:%S}Z", "intent": {"name": "RulingsIntent", "confirmationStatus": "NONE",
                                                                             "slots": {"card": {"name": "card", "value": str(name), "confirmationStatus": "NONE"}}}}}
        self.shown(page, t.date(), f"{t:%Y-%m-%dT%H:%M:%S}Z")
        res = {"body": {"version": "1.0", "response": {"outputSpeech": {"type": "SSML", "ssml": ssml},
                                                      "card": {"type": "Simple", "title": str(name), "content": content},
                                                      "shouldEndSession": False, "type": "_DEFAULT_RESPONSE"},
                        "sessionAttributes": {"lastCard": str(name)}, "userAgent": "ask-node/2.14.0 Node/v18.20.4"}}
        started = self.at(t.date(), f"{max(0, t.hour - 1):02d}:{r.randint(0, 59):02d}")
        lines = [["Alexa Simulator", " · ", locale], [self.own(page, started.date(), r.choice(FORMS[self.lang]), "Test session started {}")], "",
                 "Skill I/O", "JSON Input 1", X(json.dumps(req, ensure_ascii=False, indent="\t")), "", "JSON Output 1",
                 X(json.dumps(res, ensure_ascii=False, indent="\t")), "", "Device Log",
                 X(f"[{t:%H:%M:%S}:{r.randint(100, 999)}] [Info] [SpeechSynthesizer.Speak] done"),
                 X(f"[{t:%H:%M:%S}:{r.randint(100, 999)}] [Info] [Directive: SpeechSynthesizer.Speak]")]
        self.emit_lines(page, lines)

    # ---- notes and calendars ----
    NOTE = {
        "en": dict(rul="Rulings", seen="Seen at store night on", review="Review again on {}", printed="Printed ({})", rel="Related", src="Source: Gatherer"),
        "de": dict(rul="Rulings", seen="Gesehen beim Spieleabend am", review="Wiederholen am {}", printed="Gedruckt ({})", rel="Verwandt", src="Quelle: Gatherer"),
        "pt": dict(rul="Rulings", seen="Vi na noite da loja em", review="Revisar em {}", printed="Impresso ({})", rel="Relacionados", src="Fonte: Gatherer"),
        "zht": dict(rul="判定", seen="店賽看到的日期：", review="複習日期：{}", printed="印刷版（{}）", rel="相關卡牌", src="來源：Gatherer"),
    }

    @staticmethod
    def logseq_day(d: dt.date) -> str:
        """Logseq's journal page name: "Mar 13th, 2026"."""
        suf = "th" if 11 <= d.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
        return f"{MON_EN[d.month - 1]} {d.day}{suf}, {d.year}"

    def layout_obsidian(self, page, card):
        """A player's note on the card: an Obsidian note (YAML front matter with its created and updated stamps, the title,
        a daily note's link, a callout quoting the rulings with block ids, the printed card now and then, wiki links to
        other cards, the review day) or a Logseq page (page properties, a journal link, the rulings as nested blocks,
        a SCHEDULED day)."""
        r = self.rng
        L = self.NOTE[self.lang]
        name = self.title(page, card, p_printed=0.8)
        items = self.items(page, card, f"a note-taking app's note ({self.lang})")
        created = self.ago_t(3, 9)
        updated = min(self._now, self.at(self.day(-2, 0)))
        seen_d = self.off(created.date() + dt.timedelta(days=1))
        o1, o2 = self.others(card, 2)
        tr = self.tr(page, card) if self.lang != "en" and r.random() < 0.8 else None
        style = r.choice(["dash", "colon", "paren"])
        rl = self.rtext(page, items, style)
        if self.turn("obsidian") % 3 != 2:
            self.reads(page, "quote")
            lines: list = ["---", ["created: ", self.shown(page, created.date(), f"{created:%Y-%m-%dT%H:%M}")],
                           ["updated: ", self.shown(page, updated.date(), f"{updated:%Y-%m-%dT%H:%M}")], "tags:", "  - mtg/rulings", "  - judge"]
            if page.title_lang != "en":
                lines += ["aliases:", ["  - ", T(card.name)]]
            lines += ["---", ["# ", name], "", [L["seen"], " [[", self.own(page, seen_d, "en:iso"), "]]"], "", ["> [!note] ", L["rul"]]]
            lines += [["> - "] + ln + [X(f" ^{hex_digits(r, 6)}")] for ln in rl] + [["> ", L["src"]], ""]
            if tr:
                lines += [["## ", L["printed"].format(LANG_NAME[self.lang])], [tr[0]]] + [[T(x)] for x in tr[1].split("\n") if x.strip()] + [""]
            lines += [["## ", L["rel"]], ["- [[", o1, "]]"], ["- [[", o2, "]]"], "", ["#review ", self.maybe_same(page, self.day(3, 20), L["review"])]]
            self.emit_lines(page, lines)
            return
        lines = [["title:: ", name], "type:: [[card]]", ["created:: [[", self.shown(page, created.date(), self.logseq_day(created.date())), "]]"],
                 "tags:: mtg, rulings", "", ["- ", L["seen"], " [[", self.shown(page, seen_d, self.logseq_day(seen_d)), "]]"], ["- ", L["rul"]], "  collapsed:: false"]
        for ln in rl:
            lines += [["\t- "] + ln, X(f"\t  id:: {hex_digits(r, 8)}-{hex_digits(r, 4)}-{hex_digits(r, 4)}-{hex_digits(r, 4)}-{hex_digits(r, 12)}")]
        if tr:
            lines += [["- ", L["printed"].format(LANG_NAME[self.lang])], ["\t- ", tr[0]]] + [["\t  ", T(x)] for x in tr[1].split("\n") if x.strip()]
        rv = self.day(3, 20)
        lines += [["- ", L["rel"], ": [[", o1, "]], [[", o2, "]]"], ["- ", self.maybe_same(page, rv, L["review"])],
                  ["  SCHEDULED: <", self.shown(page, rv, f"{rv:%Y-%m-%d} {WD_EN3[rv.weekday()]}"), ">"]]
        self.emit_lines(page, lines)

    GIST = {"en": dict(h="Rulings for {}", date="Date", ruling="Ruling", src="Source: Gatherer, copied {}", upd="Last updated {}", printed="Printed text ({})",
                       night="For the store night on {}"),
            "ko": dict(h="{} 판정 모음", date="날짜", ruling="판정", src="출처: Gatherer, {} 복사", upd="최종 수정 {}", printed="인쇄된 텍스트 ({})",
                        night="{} 매장 대회용"),
            "zhs": dict(h="{} 裁定汇总", date="日期", ruling="裁定", src="来源：Gatherer，{} 复制", upd="最后更新 {}", printed="印刷文字（{}）",
                         night="{} 店赛用")}

    def layout_gist(self, page, card):
        """A Gist of the card's rulings: its raw Markdown (a heading naming the card, the rulings as a pipe table or a
        list, the source's and the update's days, the printed card now and then), or its page saved (the owner and file,
        "Created", revisions and stars, the rendered Markdown, a comment with its day)."""
        r = self.rng
        G = self.GIST[self.lang]
        name = self.title(page, card, p_printed=0.8)
        items = self.items(page, card, f"a Gist ({self.lang})")
        user = r.choice(["judgebot", "rules-nerd", "mtg-notes", "lgs-judge", "stackwatcher"])
        fname = f"rulings-{slug(card.name)}.md"
        ha, hb = G["h"].split("{}")
        tr = self.tr(page, card) if self.lang != "en" and r.random() < 0.8 else None
        copied = self.own(page, self.day(-30, -8), r.choice(FORMS[self.lang]), G["src"])
        upd = self.maybe_same(page, self.day(-7, -1), G["upd"])
        if not self.html:
            lines: list = [["# ", ha, name, hb], ""]
            if any("|" in it.text for it in items) or r.random() < 0.3:
                lines += [["- **", it.shown, "** — ", it.text] for it in items]
                page.__dict__.setdefault("styles", []).append("lines/md-list")
            else:
                lines += [["| ", G["date"], " | ", G["ruling"], " |"], "| --- | --- |"] + [["| ", it.shown, " | ", it.text, " |"] for it in items]
                page.__dict__.setdefault("styles", []).append("table/md")
            if tr:
                lines += ["", ["## ", G["printed"].format(LANG_NAME[self.lang])], "", [f"**{tr[0]}**"] if False else ["**", tr[0], "**"], ""]
                lines += [[T(x), X("  ")] for x in tr[1].split("\n") if x.strip()]
            lines += ["", [copied], "", ["_", upd, "_"], "", [self.own(page, self.day(2, 12), r.choice(FORMS[self.lang]), G["night"])]]
            self.emit_lines(page, lines)
            return
        created = self.day(-40, -31)
        cm = self.day(-6, -1)
        art = E("article", E("h1", ha, name, hb),
                self.rblock(page, items, r.choice(["table", "ul"]), style="dash", head=(G["date"], G["ruling"])),
                *([E("h2", G["printed"].format(LANG_NAME[self.lang])), E("p", E("strong", tr[0])),
                   E("p", *[x for k, ln in enumerate(tr[1].split("\n")) if ln.strip() for x in ((E("br") if k else None), T(ln))])] if tr else []),
                E("p", copied), E("p", E("em", upd)), cls="markdown-body entry-content container-lg", itemprop="text")
        body = E("body", E("header", E("a", "GitHub Gist", href="https://gist.github.com/"), " ", E("a", "All gists", href="#"), " ", E("a", "Back to GitHub", href="#"),
                           cls="Header"),
                 E("div", E("div", E("a", user, href="#"), " / ", E("strong", E("a", fname, href="#")), cls="author"),
                   E("div", "Created ", E("relative-time", self.shown(page, created, f"{MON_EN[created.month - 1]} {created.day}, {created.year}"),
                                          datetime=f"{created}T10:12:00Z")), cls="gisthead"),
                 E("nav", E("a", "Code", href="#"), " ", E("a", f"Revisions {r.randint(2, 9)}", href="#"), " ", E("a", f"Stars {r.randint(0, 40)}", href="#"),
                   " ", E("a", f"Forks {r.randint(0, 6)}", href="#")),
                 E("div", E("div", E("strong", fname), " ", E("a", "Raw", href="#"), cls="file-header"), art, cls="file"),
                 E("div", E("div", E("strong", self.person()[0] if self.lang == "en" else user), " commented ",
                                 E("relative-time", self.shown(page, cm, f"{MON_EN[cm.month - 1]} {cm.day}, {cm.year}"), datetime=f"{cm}T18:40:00Z")),
                   E("p", "Thanks, this saved a judge call at our store." if self.lang == "en" else "감사합니다!" if self.lang == "ko" else "谢谢分享！"), cls="timeline-comment"),
                 E("footer", E("p", f"© {self.today.year} GitHub, Inc."), E("p", "Terms · Privacy · Security · Status · Docs · Contact")))
        self.emit(page, body, f"{fname} · GitHub", self.lang)

    ICS = {"en": dict(s="Rules night: {}", hi="Bring your questions! This week's card is {}.", rul="Official rulings:", sign="Sign-up closes {}.",
                      org="Organizer: {}", cal="{} events", tz="America/New_York"),
           "de": dict(s="Regelabend: {}", hi="Bringt eure Fragen mit! Die Karte der Woche ist {}.", rul="Offizielle Rulings (englischer Originaltext):",
                      sign="Anmeldung bis {}.", org="Veranstalter: {}", cal="{} – Termine", tz="Europe/Berlin"),
           "it": dict(s="Serata regole: {}", hi="Portate le vostre domande! La carta della settimana è {}.", rul="Ruling ufficiali (in inglese):",
                      sign="Iscrizioni entro il {}.", org="Organizzatore: {}", cal="Eventi {}", tz="Europe/Rome")}

    @staticmethod
    def ics_escape(s: str) -> str:
        return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")

    @staticmethod
    def ics_fold(line: str) -> list[str]:
        """A content line folded at 75 octets (a character never split), continuation lines led by a space."""
        out, cur, size = [], "", 0
        for ch in line:
            n = len(ch.encode("utf-8"))
            if size + n > (75 if not out else 74):
                out.append(cur)
                cur, size = "", 0
            cur += ch
            size += n
        return [out[0]] + [" " + x for x in out[1:]] + [" " + cur] if out else [cur]

    def layout_ics(self, page, card):
        """A store's rules night as an iCalendar file (CRLF, lines folded at 75 octets, text values escaped): the calendar's
        name and time zone, the event's DTSTART, DTEND, DTSTAMP, CREATED and LAST-MODIFIED stamps, its SUMMARY naming the
        card, its DESCRIPTION with the card's rulings and their days and the sign-up deadline, its LOCATION."""
        r = self.rng
        I = self.ICS[self.lang]
        name = self.title(page, card, p_printed=0.7)
        items = self.items(page, card, f"an iCalendar event's description ({self.lang})")
        self.reads(page, "ics")
        store = r.choice(STORES)
        ev = self.day(3, 14)
        start = self.at(ev, "19:00").replace(second=0)
        stamp = self._now
        created = self.at(self.day(-12, -5))
        modified = self.at(self.day(-4, -1))
        cs = lambda t, z="": self.shown(page, t.date(), f"{t:%Y%m%dT%H%M%S}{z}")  # noqa: E731
        sa, sb = I["s"].split("{}")
        ha, hb = I["hi"].split("{}")
        style = r.choice(["dash", "colon", "bullet"])
        desc = self.txt(page, *[ha, name, hb, "\n\n", I["rul"], "\n"] + [x for ln in self.rtext(page, items, style) for x in (["- "] if style != "bullet" else []) + ln + ["\n"]]
                        + ["\n", self.maybe_same(page, self.off(ev - dt.timedelta(days=1)), I["sign"]), "\n", I["org"].format(store)])
        raw = [X("BEGIN:VCALENDAR"), X("VERSION:2.0"), X(r.choice(["PRODID:-//Google Inc//Google Calendar 70.9054//EN", "PRODID:-//Apple Inc.//macOS 15.3//EN",
                                                              "PRODID:-//Meetup//RemoteApi//EN"])),
               X("CALSCALE:GREGORIAN"), X("METHOD:PUBLISH"), "X-WR-CALNAME:" + self.ics_escape(self.txt(page, I["cal"].format(store))),
               X(f"X-WR-TIMEZONE:{I['tz']}"), X("BEGIN:VEVENT"), X(f"DTSTART;TZID={I['tz']}:") + cs(start),
               X(f"DTEND;TZID={I['tz']}:") + f"{start + dt.timedelta(hours=3):%Y%m%dT%H%M%S}", X("DTSTAMP:") + cs(stamp, "Z"),
               X(f"UID:{hex_digits(r, 26)}@google.com"), X("CREATED:") + cs(created, "Z"), X("LAST-MODIFIED:") + cs(modified, "Z"),
               "SUMMARY:" + self.ics_escape(self.txt(page, sa, name, sb)), "DESCRIPTION:" + self.ics_escape(desc),
               "LOCATION:" + self.ics_escape(self.txt(page, store, ", ", r.choice(list(ADDRESSES.values())))), X("STATUS:CONFIRMED"),
               X(f"SEQUENCE:{r.randint(0, 3)}"), X("TRANSP:OPAQUE"), X("END:VEVENT"), X("END:VCALENDAR")]
        lines = [x for ln in raw for x in self.ics_fold(ln)]
        page.content = "\r\n".join(lines) + "\r\n"
        page.__dict__["crlf"] = True

    # ---- pages that name no card ----
    OTTER = {
        "en": dict(title="Rules Q&A — store night", kw="SUMMARY KEYWORDS", kws="ruling, trigger, stack, copy, judge, battlefield", speakers="SPEAKERS",
                   judge="Judge", sp="Speaker {}", q="So what happens with this card? The one I just played.", saw="I saw it at the prerelease on {} and nobody knew.",
                   read="Okay, let me read you the official rulings for this one. ", frm="From {}: ", after="So that's how it resolves. Any other questions?",
                   nxt="Next rules Q&A is on {}, same time.", by="Transcribed by https://otter.ai"),
        "de": dict(title="Regelfragen – Spieleabend", kw="SUMMARY KEYWORDS", kws="Ruling, Trigger, Stapel, Kopie, Judge, Schlachtfeld", speakers="SPEAKERS",
                   judge="Judge", sp="Sprecher {}", q="Was passiert eigentlich mit dieser Karte? Die ich gerade gespielt habe.",
                   saw="Ich hab sie beim Prerelease am {} gesehen, und keiner wusste es.",
                   read="Okay, ich lese euch die offiziellen Rulings dazu vor, im englischen Original. ", frm="Vom {}: ",
                   after="So wird das abgehandelt. Noch Fragen?", nxt="Die nächste Regelrunde ist am {}, gleiche Uhrzeit.", by="Transcribed by https://otter.ai"),
        "fr": dict(title="Questions de règles – soirée boutique", kw="SUMMARY KEYWORDS", kws="ruling, déclenchement, pile, copie, juge, champ de bataille",
                   speakers="SPEAKERS", judge="Juge", sp="Intervenant {}", q="Et du coup, il se passe quoi avec cette carte ? Celle que je viens de jouer.",
                   saw="Je l'ai vue à l'avant-première le {} et personne ne savait.", read="Bon, je vous lis les rulings officiels, en anglais. ",
                   frm="Du {} : ", after="Voilà comment ça se résout. D'autres questions ?", nxt="La prochaine séance de questions, c'est le {}, même heure.",
                   by="Transcribed by https://otter.ai"),
    }

    def layout_otter_untitled(self, page, card):
        """A store's rules Q&A recorded and transcribed (English, German, French), naming no card: Otter's text export (the
        title, the recording's day, time and length, keywords, speakers, each turn under its speaker and stamp: a player's
        question about "this card", the judge reading its official rulings with their days, the next Q&A's day) or the
        transcript's shared page."""
        r = self.rng
        O = self.OTTER[self.lang]
        items = self.items(page, card, f"a transcribed rules Q&A ({self.lang})")
        rec = self.ago_t(1, 6)
        length = r.randint(12, 48)
        head = self.shown(page, rec.date(), f"{WD_EN3[rec.weekday()]}, {MON_EN[rec.month - 1]} {rec.day}, {rec.year}")
        stamp_line = f"{head} • {(rec.hour - 1) % 12 + 1}:{rec.minute:02d}{'PM' if rec.hour >= 12 else 'AM'} • {length}:{r.randint(10, 59)}"
        fa, fb = O["frm"].split("{}")
        reading = [O["read"]] + [x for it in items for x in (fa, it.shown, fb, it.text, " ")]
        page.__dict__.setdefault("styles", []).append("p/spoken")
        sa, sb = O["saw"].split("{}")
        prer = self.day(-90, -20)
        turns = [(O["sp"].format(2), "0:04", [O["q"]]), (O["sp"].format(2), "0:09", [sa, self.own(page, prer, r.choice(FORMS[self.lang])), sb]),
                 (O["judge"], "0:15", reading), (O["sp"].format(2), f"{r.randint(2, 4)}:{r.randint(10, 59):02d}", [O["after"] if r.random() < 0.3 else O["q"].split("?")[0] + "?"]),
                 (O["judge"], f"{r.randint(5, 9)}:{r.randint(10, 59):02d}", [O["after"], " ", self.maybe_same(page, self.day(5, 21), O["nxt"])])]
        if not self.html:
            lines: list = [[O["title"]], [stamp_line], "", [O["kw"]], [O["kws"]], "", [O["speakers"]], [O["judge"], ", ", O["sp"].format(2)], ""]
            for who, ts, runs in turns:
                lines += [[who, X(f"  {ts}")], runs, ""]
            lines.append([O["by"]])
            self.emit_lines(page, lines)
            return
        body = E("body", E("header", E("span", "Otter.ai", cls="logo"), " ", E("button", "Sign up free"), " ", E("button", "Log in")),
                 E("main", E("h1", O["title"], cls="conversation-title"), E("div", stamp_line, cls="conversation-detail__meta"),
                   E("div", E("h3", O["kw"]), E("p", O["kws"]), cls="keywords"),
                   *[E("div", E("div", who, cls="transcript-snippet__speaker"), E("span", ts, cls="transcript-snippet__timestamp"),
                       E("div", *runs, cls="transcript-snippet__content"), cls="transcript-snippet") for who, ts, runs in turns]),
                 E("footer", E("p", O["by"])))
        self.emit(page, body, f"{O['title']} - Otter.ai", self.lang)

    REVIEW = {
        "en": dict(title="Your Daily Review", hi="Good morning! Here are your 5 highlights for today.", mine="Judge notes (store nights)",
                   note="Rulings for the card in the photo a player showed me:", on="Highlighted {}", app="Review in app", unsub="Unsubscribe",
                   pause="Pause these emails", why="You're receiving this because you turned on the Daily Review.", streak="{} day streak", me="Your note"),
        "es": dict(title="Tu repaso diario", hi="¡Buenos días! Estos son tus 5 subrayados de hoy.", mine="Notas de juez (noches de tienda)",
                   note="Rulings de la carta de la foto que me enseñó un jugador:", on="Subrayado el {}", app="Repasar en la app", unsub="Darse de baja",
                   pause="Pausar estos correos", why="Recibes este correo porque activaste el repaso diario.", streak="Racha de {} días", me="Tu nota"),
        "it": dict(title="Il tuo ripasso quotidiano", hi="Buongiorno! Ecco le tue 5 evidenziazioni di oggi.", mine="Appunti da giudice (serate in negozio)",
                   note="Ruling della carta nella foto che mi ha mostrato un giocatore:", on="Evidenziato il {}", app="Ripassa nell'app",
                   unsub="Annulla l'iscrizione", pause="Sospendi queste email", why="Ricevi questa email perché hai attivato il ripasso quotidiano.",
                   streak="Serie di {} giorni", me="La tua nota"),
    }

    def layout_review_untitled(self, page, card):
        """A highlights service's daily review mail (English, Spanish, Italian; saved or copied), naming no card: the day,
        the streak, highlights from books each with its source and day, one the reader's own note with the rulings of "the
        card in the photo" and their days, the footer."""
        r = self.rng
        W = self.REVIEW[self.lang]
        B = self.BOOK[self.lang]
        items = self.items(page, card, f"a daily review's highlight ({self.lang})")
        d0 = self.today
        head = self.shown(page, d0, {"en": f"{weekday(d0, 'en')}, {MONTH_EN[d0.month - 1]} {d0.day}, {d0.year}",
                                     "es": f"{weekday(d0, 'es')}, {d0.day} de {MONTHS['es'][d0.month - 1]} de {d0.year}",
                                     "it": f"{weekday(d0, 'it')} {d0.day} {MONTHS['it'][d0.month - 1]} {d0.year}"}[self.lang])
        hls = []
        for (bk, au), txt in zip(B["other"], B["other_hl"]):
            hls.append(E("div", E("blockquote", txt), E("p", E("b", bk), " — ", au), E("p", self.own(page, self.day(-200, -30), r.choice(FORMS[self.lang]), W["on"]),
                                                                                      cls="meta"), cls="highlight"))
        mine = E("div", E("p", E("b", W["me"])), E("p", W["note"]),
                 self.rblock(page, items, r.choice(["ul", "p", "dl"]), style=r.choice(["dash", "colon", "paren"])),
                 E("p", E("b", W["mine"]), " — ", self.person()[0]), E("p", self.maybe_same(page, self.day(-20, -2), W["on"]), cls="meta"), cls="highlight mine")
        hls.insert(r.randint(0, len(hls)), mine)
        body = E("body", E("table", E("tbody", E("tr", E("td",
                 E("h1", W["title"]), E("p", head, " · ", W["streak"].format(r.randint(3, 400))), E("p", W["hi"]), *hls,
                 E("p", E("a", W["app"], href="#")), E("hr"), E("p", W["why"], cls="footer"),
                 E("p", E("a", W["pause"], href="#"), " · ", E("a", W["unsub"], href="#"), cls="footer")))), width="100%"))
        self.emit(page, body, f"{W['title']} — {head}", self.lang)

    LAYOUTS44: dict[str, tuple[str, bool]] = {
        "ax-rss-feed-xml": ("layout_rss", True),
        "ax-atom-feed-xml": ("layout_atom", True),
        "ax-feedreader-entry": ("layout_feedreader", True),
        "ax-mail-newsletter-text": ("layout_mail_text", True),
        "ax-mail-reply-quoted": ("layout_mail_reply", True),
        "ax-mail-newsletter-html": ("layout_newsletter_html", True),
        "ax-gmail-print-thread": ("layout_gmail_print", True),
        "ax-outlook-print-message": ("layout_outlook_print", True),
        "ax-srt-subtitles": ("layout_srt", True),
        "ax-webvtt-captions": ("layout_vtt", True),
        "ax-youtube-transcript-panel": ("layout_youtube", True),
        "ax-podcast-episode-transcript": ("layout_podcast", True),
        "ax-kindle-my-clippings": ("layout_kindle", True),
        "ax-highlights-export": ("layout_highlights", True),
        "ax-epub-chapter-xhtml": ("layout_epub", True),
        "ax-lynx-dump": ("layout_lynx", True),
        "ax-w3m-table-dump": ("layout_w3m", True),
        "ax-screenreader-speech-log": ("layout_screenreader", True),
        "ax-reader-view": ("layout_reader_view", True),
        "ax-assistant-voice-history": ("layout_assistant", True),
        "ax-obsidian-note": ("layout_obsidian", True),
        "ax-gist-markdown": ("layout_gist", True),
        "ax-ics-calendar-event": ("layout_ics", True),
        "ax-skill-ssml-json": ("layout_skill_json", True),
        "ax-otter-transcript-untitled": ("layout_otter_untitled", False),
        "ax-daily-review-untitled": ("layout_review_untitled", False),
    }
    LAYOUTS = LAYOUTS44


#: each layout's formats (the first page of a layout in the first, the second in the second, then drawn) and languages
_BOTH = ("html", "text")
_TEXT = ("text",)
SITES44: dict[str, dict] = {
    "ax-rss-feed-xml": dict(fmts=_TEXT, langs=["en", "ru", "zht", "es", "en"]),
    "ax-atom-feed-xml": dict(fmts=_TEXT, langs=["de", "en", "zhs", "fr"]),
    "ax-feedreader-entry": dict(fmts=_BOTH, langs=["en", "ja", "de", "es"]),
    "ax-mail-newsletter-text": dict(fmts=_TEXT, langs=["en", "de", "fr", "es"]),
    "ax-mail-reply-quoted": dict(fmts=_TEXT, langs=["en", "de", "fr", "es", "it", "pt"]),
    "ax-mail-newsletter-html": dict(fmts=_BOTH, langs=["en", "de", "it", "pt", "pl"]),
    "ax-gmail-print-thread": dict(fmts=_BOTH, langs=["en", "es", "ja"]),
    "ax-outlook-print-message": dict(fmts=_BOTH, langs=["en", "de", "fr"]),
    "ax-srt-subtitles": dict(fmts=_TEXT, langs=["en", "es", "pt", "en"]),
    "ax-webvtt-captions": dict(fmts=_TEXT, langs=["en", "de", "fr"]),
    "ax-youtube-transcript-panel": dict(fmts=_BOTH, langs=["en", "ja", "es"]),
    "ax-podcast-episode-transcript": dict(fmts=_BOTH, langs=["en", "de", "fr"]),
    "ax-kindle-my-clippings": dict(fmts=_TEXT, langs=["en", "de", "fr", "es", "it", "ja"]),
    "ax-highlights-export": dict(fmts=_BOTH, langs=["en", "de", "pt", "en"]),
    "ax-epub-chapter-xhtml": dict(fmts=("html",), langs=["en", "de", "fr", "en"]),
    "ax-lynx-dump": dict(fmts=_TEXT, langs=["en", "de", "fr", "ru"]),
    "ax-w3m-table-dump": dict(fmts=_TEXT, langs=["en", "ja", "de"]),
    "ax-screenreader-speech-log": dict(fmts=_TEXT, langs=["en", "de", "fr", "es"]),
    "ax-reader-view": dict(fmts=_BOTH, langs=["en", "it", "pt", "ko"]),
    "ax-assistant-voice-history": dict(fmts=_BOTH, langs=["en", "de", "ja", "es"]),
    "ax-obsidian-note": dict(fmts=_TEXT, langs=["en", "de", "pt", "zht"]),
    "ax-gist-markdown": dict(fmts=("text", "html"), langs=["en", "ko", "zhs"]),
    "ax-ics-calendar-event": dict(fmts=_TEXT, langs=["en", "de", "it"]),
    "ax-skill-ssml-json": dict(fmts=_TEXT, langs=["en", "de", "ja"]),
    "ax-otter-transcript-untitled": dict(fmts=("text", "html"), langs=["en", "de", "fr", "en"]),
    "ax-daily-review-untitled": dict(fmts=_BOTH, langs=["en", "es", "it", "en"]),
}

LAYOUTS44 = tuple(Fresh44Generator.LAYOUTS44)
Fresh44Generator.SITES = SITES44  # the layouts' tables, for ``PageDays.page``


def fresh44_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-44 part's pages, drawn with their own generator (seed + 310007) from ``cards`` (single-faced ones and
    cards with faces alike)."""
    return Fresh44Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh44")


# --- the self-test ---------------------------------------------------------------------------------------

def _part_problems(pages: list[Page], gen: Fresh44Generator) -> list[str]:
    """What the part as a whole lacks: its layouts (all its own, each in every format its tool saves), date languages
    (eleven at least), title languages (eight besides English), a text with a BOM and one with CRLF, every way of
    reading; cards with faces on about half of the pages; the rest in ``_part_variety``."""
    problems, full, layouts = part_basics(pages, LAYOUTS44, 11, 8)
    if not full:
        return problems
    if not any(p.content.startswith("\ufeff") for p in pages):
        problems.append("no text with a BOM")
    if not any("\r\n" in p.content for p in pages):
        problems.append("no text with CRLF")
    reads = {k for p in pages for k in p.__dict__.get("reads", [])}
    if reads != set(READERS):
        problems.append(f"ways of reading missing: {sorted(set(READERS) - reads)}")
    if not any(p.__dict__.get("soft_hyphens") for p in pages):
        problems.append("no soft hyphens")
    more, pages, multi, by_name = multi_share(pages, gen)
    return problems + more + _part_variety(pages, gen, layouts, multi, by_name)


def _part_variety(pages: list[Page], gen: Fresh44Generator, layouts: set[str], multi: list[Page], by_name: dict) -> list[str]:
    """The rest of ``_part_problems`` (a whole part only): formats, kinds of cards, of titles, of ``--card`` and of
    translations, translations on some pages, the rulings' presentations, and own days in the rulings' very form on
    most pages."""
    problems = []
    short = sorted(lay for lay in layouts if {p.fmt for p in pages if p.layout == lay} != set(SITES44[lay]["fmts"]))
    if short:
        problems.append(f"layouts not in each of their formats: {short}")
    problems += variety_problems(pages, gen, multi, by_name)
    hows = {s.split("/")[0] for p in pages for s in p.__dict__.get("styles", [])}
    if not {"ul", "p", "table", "quote", "dl", "lines", "ol"} <= hows:
        problems.append(f"rulings shown in too few ways: {sorted(hows)}")
    same = sum(1 for p in pages if p.__dict__.get("same_form"))
    if not 0.55 * len(pages) <= same <= 0.9 * len(pages):
        problems.append(f"{same} pages show a day of their own in the rulings' very form (about 70% wanted)")
    return problems


def _page_problems(p: Page, card: CardData, gen: Fresh44Generator) -> list[str]:
    """What is wrong with one page's answers (see ``self_test``)."""
    views = views44(p)
    seen = seen_in(views)
    return page_answer_problems(p, card, gen, views, seen, "ax", "fresh44", at_least=3, late_days=FUTURE_DAYS)


def self_test(pages: list[Page], gen: Fresh44Generator) -> list[str]:
    """What is wrong with the answers: every page's content survives UTF-8; every ruling text, translation, chrome line,
    shown date and the page's own dates are in the page as read (as written; a saved page without its tags, its
    entities resolved; soft hyphens dropped; and as its format is read: a quoted mail without its ">" marks, cues joined,
    an iCalendar file unfolded and unescaped, JSON strings unescaped, an XML file's escaped HTML unescaped twice); the
    rulings are all the card's own with their real MTGJSON dates; every page shows three days of its own at least, none of
    them a ruling's day nor more than FUTURE_DAYS after the page's; translations are the card's printed whole card or one
    printed face in a stored language; the card is the database's English name ("A // B" for a card with faces); titled
    pages name their card, untitled ones name it nowhere but inside a ruling and carry no translation; chrome on every
    page and inside no ruling or translation; and for the part: every layout in each of its formats, dates in 11
    languages, titles in 8 printed languages besides English, a BOM, CRLF, every way of reading, soft hyphens, cards with
    faces on about half of the pages and of every kind, every kind of title and of ``--card``, translations of faces, of
    whole cards and of single-faced cards on some pages, the rulings as lists, paragraphs, tables, quotes, definition
    lists and plain lines, and about 70% of the pages showing a day of their own in the rulings' very form."""
    return _part_problems(pages, gen) + problems_of_pages(pages, gen, _page_problems)


def main() -> int:
    return part_main(Fresh44Generator, fresh44_corpus, self_test, SEED_OFFSET,
                     lambda pages: f"{sum(1 for p in pages if p.__dict__.get('same_form'))} pages with an own date in the rulings' form, "
                                   f"{sum(p.content.startswith(chr(0xfeff)) for p in pages)} with a BOM, "
                                   f"{sum(1 for p in pages if chr(13) in p.content)} with CRLF, "
                                   f"read as: {sorted({k for p in pages for k in p.__dict__.get('reads', [])})}")


if __name__ == "__main__":
    raise SystemExit(main())
