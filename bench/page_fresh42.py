"""The fresh-42 held-out part of the page corpus (``bench/page_corpus.py``): chats, social feeds and streams as their
platforms save or export them in 2026. A Discord channel exported by DiscordChatExporter, a rules bot's embed, a
Telegram group, a Slack workspace, a Matrix room, an IRC channel's log, a WhatsApp, LINE or KakaoTalk chat exported
from the phone, Reddit threads (old and new), an X thread and its unroll, Mastodon and Bluesky threads, a YouTube video
with its description and transcript, a Twitch VOD's chat, a podcast episode's show notes, a Substack post, a Tumblr
post with its reblogs, a Facebook group post, a VK conversation, a Weibo post and a PTT article: each about one card (a
card with several faces on half of the pages, a single-faced one on the other half) in which someone posts or quotes
that card's official rulings with their real dates, amid the platform's own furniture (every message's or post's own
timestamp, relative times, "edited" marks, reactions and counts, join and pin notices, bot commands, link previews,
quoted replies, chapters, transcript lines) and the other people's words.

Written without reading the page parser (nor any code that reads pages, nor its tests), before any parser run on it,
and never run through it. Only the corpus's interface was read (``bench/page_corpus.py``: ``Page`` and its
``encoding``, ``CardData``, ``fold``, ``load_cards``, ``multiface_cards``; ``bench/page_fresh41.py`` as the model,
from which the date patterns, the card picker, the titles, translations and ``--card`` helpers, the encodings'
helpers and the self-test's shape are taken), ``bench/page_accuracy.py`` (the wiring),
``tests/test_page_fresh_corpus.py`` and ``tests/conftest.py``, and the MTGJSON sample data.

Layouts (each in the formats its platform saves: HTML, text, or both):

- social-discord-dce-export: a server channel exported by DiscordChatExporter, its HTML (``chatlog__message-group``,
  ``chatlog__timestamp`` with the long stamp in its title, ``chatlog__edited-timestamp``, markdown quotes and code
  blocks, reactions, Discord's system welcomes and pins) or its plain text ("[3/12/2025 9:14 PM] kai.m", "{Reactions}",
  "Exported 212 message(s)"), English, German, French, Spanish or Portuguese with the locale's stamps;
- social-discord-bot-embed: a rules bot answering "/rulings" or "!rulings" with an embed (the card's name as its title,
  its Oracle or printed text as the description, one field a ruling: the day its name, the ruling its value; the
  footer "Data from Scryfall"), in DiscordChatExporter's HTML or text;
- social-telegram-desktop-export: Telegram Desktop's "Export chat history" HTML (``message default clearfix``, the
  stamp's title "12.03.2025 21:14:05 UTC+03:00", "joined" continuations, service messages, "In reply to this message")
  or messages copied from the app ("Иван Петров, [12.03.2025 21:14]"), Russian, Portuguese, English, German or Spanish;
- social-slack-export-viewer: a Slack export viewed through slack-export-viewer (``message-container``, ``time``
  "2025-03-12 21:14:05") or messages copied from Slack ("Lena Kraus  9:14 PM", the day divider, "(edited)");
- social-matrix-element-export: Element's HTML export (``mx_EventTile``, ``mx_MessageTimestamp`` titles, date
  separators, "This is the start of export of …") or its plain-text export ("Wed, Mar 12 2025, 21:14 - Lena: …");
- social-irc-log: an irssi log ("--- Log opened Wed Mar 12 21:00:01 2025", "21:14 < kai>", joins, quits, "--- Day
  changed"), a WeeChat log (a full stamp and tabs on every line), or irclog2html's HTML table;
- social-whatsapp-chat-txt: WhatsApp's "Export chat" .txt in the phone's locale ("12/03/2025, 21:14 - Name: …",
  "3/12/25, 9:14\u202fPM - …", "[12.03.25, 21:14:05] Name: …" with U+200E marks, "<Media omitted>", "<This message was
  edited>"), English, German, Portuguese, Spanish or Italian;
- social-line-talk-ja: LINE's exported talk history ("[LINE] …のトーク履歴", "保存日時：", "2025/03/12(水)", tab-separated
  messages, multi-line ones in quotes);
- social-kakaotalk-ko: KakaoTalk's exported chat, the PC's ("--------------- 2025년 3월 12일 수요일 ---------------",
  "[김민준] [오후 9:14] …", a BOM now and then) or the phone's ("2025년 3월 12일 오후 9:14, 김민준 : …");
- social-reddit-old-thread: an old.reddit thread saved (``thing``, the three score spans, ``live-timestamp`` with the
  stamp in its title, "permalink embed save report reply") or the thread's .rss (Reddit's Atom feed, escaped HTML);
- social-reddit-new-thread: a new Reddit thread saved (``shreddit-post``, ``shreddit-comment``, ``faceplate-timeago``,
  the community's "Created" day) or its text copied from the browser;
- social-x-thread: an X thread saved (``data-testid="tweet"``, ``tweetText``, "9:14 PM · Mar 12, 2025", views and
  counts, the logged-out bar) or copied, English, Japanese or Spanish;
- social-threadreader-unroll: Thread Reader App's unroll of a thread (its page or its text);
- social-mastodon-thread: a Mastodon thread's page (``detailed-status``, ``status__relative-time``, "Edited …", boosts
  and favourites) or the account's RSS feed (newest first, HTML escaped in ``description``), English, German or French;
- social-bluesky-thread: a Bluesky thread saved (``postThreadItem-by-…``, ``postText``, "March 12, 2025 at 9:14 PM",
  "Everybody can reply") or copied, English, Portuguese or Japanese;
- social-youtube-video: a YouTube watch page saved (title, views and upload day, the description with chapters and
  the rulings, comments with "Pinned by", the auto-generated transcript's "12:04" segments) or its text (the page
  copied, transcript included) or the channel's Atom feed entry, six languages;
- social-twitch-vod-chat: a VOD's chat as Chatterino logs it ("# Start logging at …", "[21:14:05] user: …") or as
  TwitchDownloader writes it (UTC stamps; its HTML), a bot answering "!ruling" one ruling a message;
- social-podcast-episode: a podcast episode's page (show notes with chapter stamps "(12:04)", the rulings, "Support
  the show") or its RSS item (``itunes:`` tags, the notes in CDATA);
- social-substack-post: a Substack post's page (byline day, likes, restacks, subscribe widgets, a footnote, comments)
  or its mail saved as text (headers, "View this post on the web at …", "Unsubscribe");
- social-tumblr-reblogs: a Tumblr post with its reblog trail in a classic theme (nested ``tumblr_blog`` quotes, notes,
  tags) or the blog's RSS feed;
- social-facebook-group-post: a Facebook group post saved (the generated x… classes, "12 de março às 21:14", reactions,
  comments, "Most relevant") or copied, Portuguese, Italian, Spanish, French or English;
- social-vk-archive-ru: a VK conversation in VK's data archive (``message__header`` "…, 12 мар 2025 в 21:14:05",
  attachments, newest first; windows-1251, the rest as entities) or a VK community's wall post copied;
- social-weibo-zh: a Weibo post saved from m.weibo.cn ("3-12 21:14 来自 iPhone客户端", reposts, comments, likes) or copied;
- social-ptt-bbs-zht: a PTT article (the web page's ``article-metaline``s and pushes "推 user: … 03/12 21:20") or the
  article as a terminal shows it (UTF-8 or Big5);
- social-discord-photo-ask-untitled (names no card): a DiscordChatExporter export in which someone posts a photo of a
  card and asks, and a judge pastes the rulings without naming it;
- social-meta-dm-export-untitled (names no card): a Messenger or Instagram conversation in Meta's "Download your
  information" HTML (``_a6-g`` blocks, "Mar 12, 2025 9:14:05 pm"), a photo and the rulings pasted.

The untitled layouts' ``--card`` is, in turn, the whole English name, one face's English name (a single-faced card's
name) or a printed name in another language. Titled pages name the card where the platform does: a post's title, a
bot's embed, a message asking about it, a video's title; printed in the chat's language most of the time. Rulings'
days in eleven languages' forms (English month-first numeric, long, AP and ISO and day-first long; German, French,
Italian, Spanish, Portuguese and Russian day-first; Japanese, Korean, Simplified and Traditional Chinese year-first),
pasted as people paste them: a block of lines, one message or post a ruling, a code block, a quote, an embed's fields,
a thread of replies; the platforms' own stamps (full, short, relative, in their locales' forms, some of them in the
very form of the rulings' days) on every page, none of them a ruling's day nor after the page's moment. Each page's
generator is seeded with the corpus seed + 290011 (``SEED_OFFSET``); ``bench/page_corpus.py`` hands this part the
single-faced cards and then ``multiface_cards``. Page ids are "r000"–"r199". The self-test (``python
bench/page_fresh42.py [SETS]``) passes at seeds 7 and 21 on the bundled sample. Held out: not run through the parser
when written; bench/page_accuracy.py prints its failures only with --show-fresh42.

The scaffolding this part shared with the parts before it (the card picker, names, titles, translations, ``--card``,
days, chrome's bookkeeping, helpers and the self-test's common checks) now lives in ``bench/page_parts.py``
(``EncodedPartGenerator``); this module keeps the part's own layouts, words, date forms and checks.
"""

import datetime as dt
import html
import random
import re
from dataclasses import dataclass, field

from page_corpus import CardData, Page, fold
from page_parts import (EncodedPartGenerator, answer_problems, chrome_problems, e, ea, encodable, encodings_line, entitize, hex_digits,
                        multi_share, own_date_problems, part_basics, part_main, problems_of_pages, seen_in, slug, title_problems,
                        translation_problems, variety_problems)

SEED_OFFSET = 290011
#: the share of pages about a single-faced card (the rest are about cards with several faces)
SINGLE_SHARE = 0.5
#: the first and last days a page of the part is saved on (the platforms as they are in 2025-2026)
FIRST_DAY, LAST_DAY = dt.date(2025, 1, 6), dt.date(2026, 4, 24)

# --- dates: the rulings' days as the posters wrote them ------------------------------------------------------

MONTHS = {k: v.split("|") for k, v in {
    "en": "January|February|March|April|May|June|July|August|September|October|November|December",
    "de": "Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember",
    "fr": "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre",
    "it": "gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre",
    "es": "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre",
    "pt": "janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro",
    "ru": "января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря",
}.items()}
MON = {k: v.split("|") for k, v in {
    "en": "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec",
    "ap": "Jan.|Feb.|March|April|May|June|July|Aug.|Sept.|Oct.|Nov.|Dec.",
    "fr": "janv.|févr.|mars|avr.|mai|juin|juil.|août|sept.|oct.|nov.|déc.",
    "es": "ene|feb|mar|abr|may|jun|jul|ago|sept|oct|nov|dic",
    "ru": "янв|фев|мар|апр|мая|июн|июл|авг|сен|окт|ноя|дек",
    "de": "Jan.|Feb.|März|Apr.|Mai|Juni|Juli|Aug.|Sept.|Okt.|Nov.|Dez.",
    "pt": "jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez",
}.items()}
WEEKDAYS = {k: v.split("|") for k, v in {
    "en": "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday",
    "en3": "Mon|Tue|Wed|Thu|Fri|Sat|Sun",
    "de": "Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag",
    "fr": "lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche",
    "it": "lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica",
    "es": "lunes|martes|miércoles|jueves|viernes|sábado|domingo",
    "pt": "segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|sábado|domingo",
    "ru": "понедельник|вторник|среда|четверг|пятница|суббота|воскресенье",
    "ja": "月|火|水|木|金|土|日",
    "ko": "월요일|화요일|수요일|목요일|금요일|토요일|일요일",
    "zh": "一|二|三|四|五|六|日",
}.items()}

#: each language's forms of a ruling's day, by kind: {d} {dd} day, {d1} the French "1er", {m} {mm} month, {y} year,
#: {M} month word (genitive where the language declines it), {Map} the AP style's abbreviation, {iso} ISO
PATTERNS = {
    "en": {"mdy": "{m}/{d}/{y}", "long": "{M} {d}, {y}", "ap": "{Map} {d}, {y}", "iso": "{iso}", "dmy": "{d} {M} {y}"},
    "de": {"num": "{dd}.{mm}.{y}", "long": "{d}. {M} {y}", "short": "{d}.{m}.{y}"},
    "fr": {"num": "{dd}/{mm}/{y}", "long": "{d1} {M} {y}"},
    "it": {"num": "{dd}/{mm}/{y}", "long": "{d} {M} {y}"},
    "es": {"num": "{dd}/{mm}/{y}", "long": "{d} de {M} de {y}"},
    "pt": {"num": "{dd}/{mm}/{y}", "long": "{d} de {M} de {y}"},
    "ja": {"kanji": "{y}年{m}月{d}日", "slash": "{y}/{mm}/{dd}"},
    "zhs": {"kanji": "{y}年{m}月{d}日", "dash": "{y}-{m}-{d}", "iso": "{iso}"},
    "zht": {"kanji": "{y}年{m}月{d}日", "slash": "{y}/{m}/{d}", "dash": "{y}-{mm}-{dd}"},
    "ko": {"hangul": "{y}년 {m}월 {d}일", "dot": "{y}.{mm}.{dd}", "dots": "{y}. {m}. {d}."},
    "ru": {"long": "{d} {M} {y} г.", "num": "{dd}.{mm}.{y}"},
}


def render42(d: dt.date, form: str) -> str:
    """A day in one of the forms ("lang:kind"), in the language's words."""
    lang, kind = form.split(":", 1)
    months = MONTHS.get(lang, MONTHS["en"])
    return PATTERNS[lang][kind].format(d=d.day, dd=f"{d.day:02d}", d1="1er" if d.day == 1 else d.day, m=d.month, mm=f"{d.month:02d}",
                                       y=d.year, M=months[d.month - 1], Map=MON["ap"][d.month - 1], iso=d.isoformat())


#: the ruling-day forms a poster in each language uses (numeric ones in the order the poster's readers know)
FORMS = {
    "en": ["en:mdy", "en:long", "en:ap", "en:iso", "en:dmy"], "de": ["de:num", "de:long", "de:short"], "fr": ["fr:num", "fr:long"],
    "it": ["it:num", "it:long"], "es": ["es:num", "es:long"], "pt": ["pt:num", "pt:long"], "ru": ["ru:long", "ru:num"],
    "ja": ["ja:kanji", "ja:slash"], "ko": ["ko:hangul", "ko:dot", "ko:dots"], "zhs": ["zhs:kanji", "zhs:dash", "zhs:iso"],
    "zht": ["zht:kanji", "zht:slash", "zht:dash"],
}


def h12(t: dt.datetime, sep: str = " ") -> str:
    """"9:14 PM" (the US clock, no leading zero)."""
    return f"{(t.hour - 1) % 12 + 1}:{t.minute:02d}{sep}{'PM' if t.hour >= 12 else 'AM'}"


def ko_clock(t: dt.datetime) -> str:
    """"오후 9:14" (Korean clock)."""
    return f"{'오후' if t.hour >= 12 else '오전'} {(t.hour - 1) % 12 + 1}:{t.minute:02d}"


def rfc822(t: dt.datetime, zone: str = "+0000") -> str:
    return f"{WEEKDAYS['en3'][t.weekday()]}, {t.day:02d} {MON['en'][t.month - 1]} {t.year} {t:%H:%M:%S} {zone}"


# --- helpers -----------------------------------------------------------------------------------------


def _id(rng: random.Random, n: int = 18) -> str:
    return str(rng.randint(10 ** (n - 1), 10 ** n - 1))


# --- encodings -----------------------------------------------------------------------------------------

#: a declared charset (as the page writes it, lowercased) -> the codecs its bytes may be in
DECLARED = {"windows-1251": {"cp1251"}, "big5": {"big5", "cp950"}, "utf-8": {"utf-8"}}


# --- the people's words ---------------------------------------------------------------------------------

#: each language's chat: asking about a card by its name ({name}), asking about a photo of it, what the one who pastes
#: the rulings says before them, the thanks, the chatter around, what is said after, the word for "rulings"
W = {
    "en": dict(ask=["how does {name} work if it gets copied?", "quick rules q about {name}, can someone help?", "wait, does {name} still work if I control two of them?",
                    "anyone know the official rulings on {name}?", "judge question: {name} and the stack, how does it resolve?"],
               photo=["what happens here? my opponent said it doesn't work", "can someone explain this card? 👀", "rules question about this one ⬆️", "is this legal??"],
               intro=["Here are the official rulings:", "Gatherer has these:", "From Scryfall:", "Copying the rulings so it's all in one place:", "The official rulings cover it:"],
               thanks=["ty!!", "thanks, that settles it", "ahh ok makes sense", "perfect, thank you 🙏", "so I was right lol"],
               chat=["anyone up for commander tonight?", "gg everyone, fun pod", "brb food", "who's going to the prerelease on saturday?", "lol",
                     "my deck did absolutely nothing today", "the store's open till 11 on fridays now", "new sleeves came in 🎉"],
               after=["np!", "always check the rulings first 😄", "glad it helped", "pinning this"], rul="Rulings"),
    "de": dict(ask=["Wie funktioniert {name}, wenn es kopiert wird?", "Kurze Regelfrage zu {name}:", "Weiß jemand, was bei {name} genau passiert?",
                    "Hat jemand die offiziellen Rulings zu {name}?"],
               photo=["Was passiert hier? Mein Gegner meint, das geht nicht.", "Kann mir jemand die Karte erklären?", "Regelfrage zu der hier ⬆️"],
               intro=["Hier die offiziellen Rulings:", "Laut Gatherer:", "Aus Scryfall kopiert:", "Die Rulings dazu:"],
               thanks=["Danke dir!", "Super, dann ist das geklärt.", "Ah ok, ergibt Sinn.", "Top, danke 🙏"],
               chat=["Spielt heute Abend jemand Commander?", "GG, war eine lustige Runde.", "Wer kommt Samstag zum Prerelease?", "lol", "Bin kurz afk.",
                     "Der Laden hat jetzt freitags bis 23 Uhr offen."],
               after=["Gerne!", "Immer erst die Rulings checken 😄", "Pinne ich mal an."], rul="Rulings"),
    "fr": dict(ask=["Comment fonctionne {name} s'il est copié ?", "Petite question de règles sur {name} :", "Quelqu'un connaît les rulings officiels de {name} ?"],
               photo=["Il se passe quoi ici ? Mon adversaire dit que ça marche pas.", "Quelqu'un peut m'expliquer cette carte ?", "Question de règles sur celle-ci ⬆️"],
               intro=["Voici les rulings officiels :", "D'après Gatherer :", "Copié depuis Scryfall :"],
               thanks=["Merci !", "Parfait, c'est réglé.", "Ah ok, logique.", "Top, merci 🙏"],
               chat=["Quelqu'un pour un Commander ce soir ?", "GG à tous", "Qui vient à l'avant-première samedi ?", "mdr", "je reviens", "Les nouvelles pochettes sont arrivées 🎉"],
               after=["De rien !", "Toujours vérifier les rulings 😄", "J'épingle."], rul="Rulings"),
    "it": dict(ask=["Come funziona {name} se viene copiata?", "Domanda veloce su {name}:", "Qualcuno ha i ruling ufficiali di {name}?"],
               photo=["Cosa succede qui? Il mio avversario dice che non funziona.", "Qualcuno mi spiega questa carta?", "Domanda di regole su questa ⬆️"],
               intro=["Ecco i ruling ufficiali:", "Da Gatherer:", "Copiati da Scryfall:"],
               thanks=["Grazie!", "Perfetto, chiarito.", "Ah ok, ha senso.", "Grazie mille 🙏"],
               chat=["Qualcuno per un Commander stasera?", "GG a tutti", "Chi viene al prerelease sabato?", "ahaha", "torno subito"],
               after=["Prego!", "Controllate sempre i ruling 😄", "Lo fisso in alto."], rul="Ruling"),
    "es": dict(ask=["¿Cómo funciona {name} si la copian?", "Pregunta rápida sobre {name}:", "¿Alguien tiene los rulings oficiales de {name}?"],
               photo=["¿Qué pasa aquí? Mi rival dice que no funciona.", "¿Alguien me explica esta carta?", "Duda de reglas con esta ⬆️"],
               intro=["Aquí van los rulings oficiales:", "Según Gatherer:", "Copiado de Scryfall:"],
               thanks=["¡Gracias!", "Perfecto, aclarado.", "Ah vale, tiene sentido.", "Mil gracias 🙏"],
               chat=["¿Alguien para un Commander esta noche?", "GG a todos", "¿Quién viene a la presentación el sábado?", "jajaja", "vuelvo en 5"],
               after=["¡De nada!", "Siempre revisad los rulings 😄", "Lo fijo."], rul="Rulings"),
    "pt": dict(ask=["Como funciona {name} se for copiada?", "Dúvida rápida sobre {name}:", "Alguém tem os rulings oficiais de {name}?"],
               photo=["O que acontece aqui? Meu oponente disse que não funciona.", "Alguém explica essa carta?", "Dúvida de regra com essa ⬆️"],
               intro=["Seguem os rulings oficiais:", "Pelo Gatherer:", "Copiei do Scryfall:"],
               thanks=["Valeu!", "Perfeito, esclarecido.", "Ah tá, faz sentido.", "Brigadão 🙏"],
               chat=["Alguém pra um Commander hoje à noite?", "GG galera", "Quem vai no pré-lançamento sábado?", "kkkkk", "já volto"],
               after=["Tmj!", "Sempre confiram os rulings 😄", "Vou fixar."], rul="Rulings"),
    "ru": dict(ask=["Как работает {name}, если её скопировать?", "Быстрый вопрос по {name}:", "У кого-нибудь есть официальные рулинги по {name}?"],
               photo=["Что тут происходит? Оппонент говорит, что так нельзя.", "Кто-нибудь объяснит эту карту?", "Вопрос по правилам вот к этой ⬆️"],
               intro=["Вот официальные рулинги:", "Из Gatherer:", "Скопировал со Scryfall:"],
               thanks=["Спасибо!", "Отлично, разобрались.", "А, понял, логично.", "Благодарю 🙏"],
               chat=["Кто сегодня на коммандер?", "GG всем", "Кто идёт на пре-релиз в субботу?", "ахах", "щас вернусь"],
               after=["Не за что!", "Всегда проверяйте рулинги 😄", "Закреплю."], rul="Рулинги"),
    "ja": dict(ask=["{name}ってコピーされたらどうなりますか？", "{name}について質問です。", "{name}の公式裁定ってどこかにありますか？"],
               photo=["これってどうなりますか？対戦相手はできないって言ってて…", "このカードの挙動を教えてください🙏", "このカードのルール質問です⬆️"],
               intro=["公式の裁定はこちらです：", "Gatherer の裁定を貼っておきます。", "Scryfall からコピーしました："],
               thanks=["ありがとうございます！", "なるほど、解決しました。", "助かりました🙏"],
               chat=["今夜統率者戦やる人いますか？", "お疲れさまでした！", "土曜のプレリ行く人〜", "草", "ちょっと離席します"],
               after=["どういたしまして！", "裁定は大事ですね😄", "ピン留めしておきます。"], rul="裁定"),
    "ko": dict(ask=["{name} 복사되면 어떻게 되나요?", "{name} 관련 룰 질문입니다.", "{name} 공식 룰링 있나요?"],
               photo=["이거 어떻게 되나요? 상대는 안 된다고 하네요.", "이 카드 설명해 주실 분?", "이 카드 룰 질문이요 ⬆️"],
               intro=["공식 룰링입니다:", "Gatherer 룰링 붙여요.", "Scryfall에서 복사했어요:"],
               thanks=["감사합니다!", "아 이해됐어요.", "덕분에 해결했어요 🙏"],
               chat=["오늘 밤 커맨더 하실 분?", "수고하셨습니다!", "토요일 프리릴리즈 가시는 분?", "ㅋㅋㅋ", "잠시 자리 비움"],
               after=["별말씀을요!", "룰링은 항상 확인하세요 😄", "공지로 고정할게요."], rul="룰링"),
    "zhs": dict(ask=["{name}被复制的话会怎样？", "请教一下{name}的结算：", "有人知道{name}的官方裁定吗？"],
                photo=["这里怎么结算？对手说不行。", "谁能解释一下这张牌？", "这张牌的规则问题⬆️"],
                intro=["官方裁定如下：", "Gatherer 上的裁定：", "从 Scryfall 复制的："],
                thanks=["谢谢！", "明白了，解决了。", "感谢🙏"],
                chat=["今晚有人打指挥官吗？", "大家辛苦了", "周六预售赛有人去吗？", "哈哈哈", "我先离开一下"],
                after=["不客气！", "先查裁定准没错😄", "置顶了。"], rul="裁定"),
    "zht": dict(ask=["{name}被複製的話會怎樣？", "請教{name}的結算：", "有人知道{name}的官方判定嗎？"],
                photo=["這裡怎麼結算？對手說不行。", "誰能解釋一下這張卡？", "這張卡的規則問題⬆️"],
                intro=["官方判定如下：", "Gatherer 上的判定：", "從 Scryfall 複製的："],
                thanks=["謝謝！", "了解了，感謝", "原來如此"],
                chat=["今晚有人打指揮官嗎？", "大家辛苦了", "週六預組賽有人去嗎？", "哈哈哈", "先離開一下"],
                after=["不客氣！", "先查判定準沒錯", "已置頂。"], rul="判定"),
}

#: the people of each language's chats: (display name, handle)
PEOPLE = {
    "en": [("Kai Morgan", "kai.m"), ("Lena Fischer", "lenaf"), ("Sam Okafor", "priority_pass"), ("Maya Chen", "maya.c"), ("Tom Becker", "tombecker"),
           ("Priya Patel", "priya_p"), ("Ana Sato", "judge_ana"), ("Dre Lowell", "dredge_lord")],
    "de": [("Jana Schulz", "jana.s"), ("Markus Vogel", "mvogel"), ("Lea Hoffmann", "lea_h"), ("Timo Krause", "timo.k"), ("Bernd Wolf", "schiri_bernd")],
    "fr": [("Camille Martin", "camille.m"), ("Julien Moreau", "julien_m"), ("Léa Bernard", "lea.b"), ("Hugo Petit", "hugo_p")],
    "it": [("Giulia Ricci", "giulia.r"), ("Luca Bianchi", "luca_b"), ("Marco Conti", "marco.c")],
    "es": [("Lucía Fernández", "lucia.f"), ("Diego Ramos", "diego_r"), ("Pablo Ortega", "pablo.o")],
    "pt": [("Mariana Souza", "mari.souza"), ("Rafael Lima", "rafa_lima"), ("Bruno Costa", "bruno.c")],
    "ru": [("Анна Смирнова", "anna_s"), ("Дмитрий Орлов", "d.orlov"), ("Иван Петров", "ivan_p"), ("Олег Ковалёв", "oleg_k")],
    "ja": [("佐藤 健", "sato_ken"), ("鈴木 美咲", "misaki_s"), ("高橋 翔", "sho_t"), ("田中 優", "yu_tanaka")],
    "ko": [("김민준", "minjun_k"), ("이서연", "seoyeon.l"), ("박지훈", "jihoon_p")],
    "zhs": [("王磊", "wanglei"), ("李娜", "lina_mtg"), ("张伟", "zhangwei88")],
    "zht": [("陳怡君", "yijun_c"), ("林志明", "zm_lin"), ("黃柏翰", "bohan_h")],
}


# --- a conversation -------------------------------------------------------------------------------------

@dataclass
class Msg:
    """One message or post: its author, its moment, its lines (each a list of runs (text, kind): "c" the poster's own
    words, "d" a ruling's day, "r" a ruling's text), and the platform's furniture around it."""
    who: str
    at: dt.datetime
    lines: list = field(default_factory=list)
    handle: str = ""
    block: str | None = None  # "code" or "quote": the lines in a code block or a quote
    bot: bool = False
    edited: dt.datetime | None = None
    reactions: list = field(default_factory=list)  # [(emoji, count)]
    reply: tuple | None = None  # (who, the quoted message's text)
    attach: str | None = None  # a photo's file name
    embed: dict | None = None
    system: str | None = None  # a notice's text (a join, a pin)

    def raw(self, bold=lambda s: s) -> list[str]:
        """The message's lines as its text shows them (a ruling's day through ``bold``)."""
        return ["".join(bold(s) if k == "d" else s for s, k in ln) for ln in self.lines]

    @property
    def rulings(self) -> bool:
        return any(k == "r" for ln in self.lines for _, k in ln)


# --- the generator -------------------------------------------------------------------------------------

class Fresh42Generator(EncodedPartGenerator):
    """The generator of the fresh-42 part: its own layouts only, each one card's conversation, thread, feed or stream as
    its platform saves or exports it in 2026 (a card with several faces half of the time), with the card's rulings and
    their days pasted or quoted amid the platform's furniture and the other people's words."""
    PART = "fresh42"
    SINGLE_SHARE = SINGLE_SHARE
    START = dt.datetime(2025, 1, 1)
    TITLE_PRINTED = 0.75
    RENDER = staticmethod(render42)

    # ---- the card ----
    def _card_fits(self, card: CardData) -> bool:
        """Whether a page in the encoding can carry the card's rulings and English names as they are, and the
        platform's length limit (``maxlen``: a post's or chat message's characters) its rulings."""
        maxlen = self.S.get("maxlen")
        key = (self.enc, card.name, maxlen)
        if key not in self._fit_cache:
            texts = [t for _, t in card.rulings] + [card.name] + [f["name"] for f in card.faces]
            fits = self.html or all(encodable(t, self.enc) for t in texts)
            self._fit_cache[key] = fits and (not maxlen or all(len(t) <= maxlen for _, t in card.rulings))
        return self._fit_cache[key]

    def card_ok(self, card: CardData) -> bool:
        """Only a card whose rulings the page's encoding and the platform's length limit let through (``_card_fits``)."""
        return self._card_fits(card)

    def _tr(self, page: Page, card: CardData, lang: str) -> tuple[str, str] | None:
        """The card printed in ``lang`` as the poster pastes it, recorded as a translation (none on an untitled page):
        see ``EncodedPartGenerator._tr``."""
        return None if self._untitled else super()._tr(page, card, lang)

    def oracle(self, page: Page, card: CardData) -> list[str]:
        """The card's English Oracle text as lines (a card with faces: each face's name, then its text; "//" between),
        where the page can write it (else none); recorded as the page's printed text."""
        out: list[str] = []
        for k, f in enumerate(self.faces_of(card)):
            lines = [x for x in (f.get("text") or "").split("\n") if x.strip()]
            if not all(self.fits(x) for x in lines):
                return []
            out += (["//"] if k else []) + ([f["name"]] if card.faces else []) + lines
        if out:
            page.printed_text = card.text
        return out

    # ---- rulings and dates ----
    def items(self, page: Page, card: CardData, tag: str, lang: str | None = None) -> list[tuple[str, str, dt.date]]:
        """The rulings with their days in one of the forms of ``lang`` (the page's), now and then in the ISO or US form
        the poster copied them in."""
        lang = lang or self.lang
        forms = FORMS[lang] + (["en:iso", "en:mdy"] if lang != "en" and self.rng.random() < 0.25 else [])
        return self._dated(page, card, self._form(page, tag, forms))

    def rlines(self, items: list, style: str, colon: str = ": ") -> list[list[tuple[str, str]]]:
        """The rulings' lines in the poster's style: "DAY: text", "DAY — text", "text (DAY)", "[DAY] text", "• DAY: text",
        "1. DAY – text", or the day on its line over the text."""
        out = []
        dot = "• " if self.fits("•") else "* "
        for k, (ds, t, _) in enumerate(items, 1):
            out += {"colon": [[(ds, "d"), (colon, "c"), (t, "r")]], "dash": [[(ds, "d"), (" — ", "c"), (t, "r")]],
                    "paren": [[(t, "r"), (" (", "c"), (ds, "d"), (")", "c")]], "bracket": [[("[", "c"), (ds, "d"), ("] ", "c"), (t, "r")]],
                    "bullet": [[(dot, "c"), (ds, "d"), (colon, "c"), (t, "r")]], "numbered": [[(f"{k}. ", "c"), (ds, "d"), (" – ", "c"), (t, "r")]],
                    "dateline": [[(ds, "d")], [(t, "r")]]}[style]
        return out

    def _moment_of(self, card: CardData) -> dt.datetime:
        """The moment the page was saved or exported: from 2025 to April 2026, three weeks after the card's last ruling
        at the earliest; never a ruling's day."""
        r = self.rng
        last = max(d for d, _ in card.rulings)
        lo = max(last + dt.timedelta(days=21), FIRST_DAY)
        hi = max(lo, LAST_DAY)
        d = self._between(card, lo, hi)
        return dt.datetime(d.year, d.month, d.day, r.randint(9, 23), r.randint(0, 59), r.randint(0, 59))

    def times(self, card: CardData, k: int, lo_min: int = 40, hi_min: int = 1500) -> list[dt.datetime]:
        """``k`` moments in order, from some minutes to a day before the page's moment up to it, on none of the card's
        ruling days."""
        r = self.rng
        span = r.randint(lo_min, hi_min)
        start = self._now - dt.timedelta(minutes=span)
        if start.date() in self._taken(card):
            span = min(span, self._now.hour * 60 + self._now.minute)
            start = self._now - dt.timedelta(minutes=span)
        return sorted(self._fix(card, start + dt.timedelta(seconds=r.randint(0, span * 60))) for _ in range(k))

    def clock(self, card: CardData, gaps: list[tuple[int, int]], idle: int = 5400) -> list[dt.datetime]:
        """The moments of a conversation's messages: each some seconds after the one before (``gaps``: the least and the
        most seconds before each message, the first's from the conversation's start), the last up to ``idle`` seconds
        before the page's moment; on none of the card's ruling days."""
        r = self.rng
        steps = [r.randint(lo, hi) for lo, hi in gaps]
        t = self._now - dt.timedelta(seconds=r.randint(0, idle) + sum(steps))
        out = []
        for s in steps:
            t += dt.timedelta(seconds=s)
            out.append(self._fix(card, t))
        return out

    def after(self, card: CardData, t0: dt.datetime, k: int) -> list[dt.datetime]:
        """``k`` moments in order between ``t0`` and the page's moment (replies to a post), on none of the ruling days."""
        span = max(60, int((self._now - t0).total_seconds()))
        return sorted(self._fix(card, t0 + dt.timedelta(seconds=self.rng.randint(60, span))) for _ in range(k))

    def _fix(self, card: CardData, t: dt.datetime) -> dt.datetime:
        """``t``, moved on a day at a time while its day is one of the card's ruling days, the page's moment at the latest."""
        while t.date() in self._taken(card) and t.date() < self._now.date():
            t += dt.timedelta(days=1)
        return min(t, self._now)

    # ---- chrome ----


    def ago(self, t: dt.datetime, style: str = "en") -> str:
        """How long before the page's moment ``t`` was, as the platform says it ("2 hours ago", "2h", "2 h", "2時間前")."""
        m = max(1, int((self._now - t).total_seconds() // 60))
        n, unit = (m, "m") if m < 60 else (m // 60, "h") if m < 1440 else (m // 1440, "d")
        words = {"en": {"m": "minute", "h": "hour", "d": "day"}}
        if style == "en":
            w = words["en"][unit]
            return f"{n} {w}{'s' if n != 1 else ''} ago"
        if style == "short":
            return f"{n}{unit}"
        if style == "ja":
            return f"{n}{ {'m': '分', 'h': '時間', 'd': '日'}[unit]}前"
        if style == "zh":
            return f"{n}{ {'m': '分钟', 'h': '小时', 'd': '天'}[unit]}前"
        return f"{n} {unit}"

    # ---- the page ----
    def page(self, i: int, layout: str, split: str = "fresh42", single: bool = False) -> Page:
        """One page of the layout: the format (each of the platform's formats in turn first, then drawn), the language,
        the encoding (drawn from the platform's), the card (one the encoding and the platform's limits let through),
        the page's moment; written; its chrome sorted, none of it inside a ruling, translation or the card's text."""
        r = self.rng
        method, titled = self.LAYOUTS42[layout]
        S = SITES42[layout]
        turn = self._turns.get(layout, 0)
        self._turns[layout] = turn + 1
        fmts = S["fmts"]
        self.html = (fmts[turn] if turn < len(fmts) else r.choice(fmts)) == "html"
        self.lang = r.choice(S["langs"])
        opts = S.get(self.lang, S).get("html" if self.html else "text", [("utf-8", "utf-8" if self.html else None, 1)])
        self.enc, self.decl = r.choices([(c, d) for c, d, _ in opts], weights=[w for *_, w in opts])[0]
        self.S, self._layout, self._untitled = S, layout, not titled
        card = self._pick(single)
        page = Page(id=f"r{i:03d}", layout=layout, split=split, fmt="html" if self.html else "text", card=card.name, card_arg=None,
                    title_lang=None, encoding=self.enc)
        self._now = self._moment_of(card)
        page.__dict__["now"] = self._now.date().isoformat()
        page.__dict__["declared"] = None
        if not titled:
            self._card_arg(page, card)
        getattr(self, method)(page, card)
        if self.html and not self.enc.startswith("utf"):
            page.content = entitize(page.content, self.enc)
        return self.settle_chrome(page, card)

    # ---- the conversation ----
    def people(self, k: int, lang: str | None = None) -> list[tuple[str, str]]:
        pool = PEOPLE[lang or self.lang]
        return self.rng.sample(pool, min(k, len(pool)))

    def chat(self, page: Page, card: CardData, *, name: str | None, styles=("colon", "dash", "bullet", "paren", "dateline", "bracket"),
             modes=("block", "each", "code", "quote"), bot: tuple[str, str] | None = None, lang: str | None = None,
             tag: str = "chat", extra: int = 3) -> list[Msg]:
        """A conversation: chatter, someone asks about the card (by ``name``; with a photo of it when None), the one who
        answers (a judge, or ``bot``) pastes the rulings (mode "block": one message, an intro line first; "each": the
        intro, then one message a ruling; "code" and "quote": one message, its lines in a code block or a quote), thanks
        and chatter after; the messages minutes apart up to the page's moment. Every line that is no ruling is chrome."""
        r = self.rng
        L = W[lang or self.lang]
        ppl = self.people(4, lang)
        asker, judge = ppl[0], bot or ppl[1]
        others = ppl[2:] or [ppl[0]]
        mode = r.choice(list(modes))
        style = r.choice([s for s in styles if not (mode in ("code", "quote") and s == "dateline")] or list(styles))
        items = self.items(page, card, f"{tag} ({mode}, {style})", lang)
        lines = self.rlines(items, style, "：" if (lang or self.lang) in ("ja", "zhs", "zht") and style in ("colon", "bullet") else ": ")
        talk = r.sample(L["chat"], len(L["chat"]))
        before = [Msg(o[0], None, [[(self._c(page, talk.pop()), "c")]], o[1]) for o in r.sample(others, min(len(others), r.randint(1, 2)))]
        ask_text = self._c(page, (r.choice(L["ask"]).replace("{name}", name) if name is not None else r.choice(L["photo"])))
        ask = Msg(asker[0], None, [[(ask_text, "c")]], asker[1], attach=None if name is not None else f"IMG_{r.randint(1000, 9999)}.jpg")
        ask.kind = "ask"
        intro = self._c(page, r.choice(L["intro"]))
        answer: list[Msg] = []
        if mode == "each":
            answer.append(Msg(judge[0], None, [[(intro, "c")]], judge[1], bot=bot is not None))
            k = 0
            while k < len(lines):
                chunk = [lines[k]] + ([lines[k + 1]] if style == "dateline" else [])
                k += len(chunk)
                answer.append(Msg(judge[0], None, chunk, judge[1], bot=bot is not None))
        else:
            answer.append(Msg(judge[0], None, [[(intro, "c")]] + lines, judge[1], block=mode if mode in ("code", "quote") else None,
                              bot=bot is not None))
        thanks = Msg(asker[0], None, [[(self._c(page, r.choice(L["thanks"])), "c")]], asker[1])
        after = [Msg(judge[0], None, [[(self._c(page, r.choice(L["after"])), "c")]], judge[1])] if r.random() < 0.5 and bot is None else []
        tail = [Msg(o[0], None, [[(self._c(page, talk.pop()), "c")]], o[1]) for o in r.sample(others, min(len(others), r.randint(0, extra - 2)))]
        msgs = before + [ask] + answer + [thanks] + after + tail
        gaps = [(60, 3600)] * len(before) + [(60, 5400), (1, 6) if bot else (40, 900)] + [(1, 4) if bot else (3, 90)] * (len(answer) - 1) + [(20, 900)] + [(10, 400)] * len(after) + [(60, 3600)] * len(tail)
        for m, t in zip(msgs, self.clock(card, gaps)):
            m.at = t
        if r.random() < 0.5:
            m = answer[-1] if mode != "each" else answer[0]
            m.edited = self._fix(card, m.at + dt.timedelta(minutes=r.randint(1, 30)))
        rx = r.choice(["👍", "🙏", "✅", "❤️", "🔥"])
        answer[-1].reactions = [(rx, r.randint(1, 9))] + ([("😂", r.randint(1, 3))] if r.random() < 0.3 else [])
        page.__dict__["chat_mode"] = mode
        return msgs

    # ---- Discord (DiscordChatExporter) ----
    def dce_stamp(self, page: Page, t: dt.datetime, shown: str = "both") -> tuple[str, str]:
        """(short, long) stamps of DiscordChatExporter in the export's locale, those the page shows (``shown``: "both",
        "short", "long") recorded."""
        L = self.lang
        wd = WEEKDAYS.get(L, WEEKDAYS["en"])[t.weekday()]
        M = MONTHS.get(L, MONTHS["en"])[t.month - 1]
        short, long = {
            "en": (f"{t.month}/{t.day}/{t.year} {h12(t)}", f"{wd}, {M} {t.day}, {t.year} {h12(t)}"),
            "de": (f"{t:%d.%m.%Y %H:%M}", f"{wd}, {t.day}. {M} {t.year} {t:%H:%M}"),
            "fr": (f"{t:%d/%m/%Y %H:%M}", f"{wd} {t.day} {M} {t.year} {t:%H:%M}"),
            "es": (f"{t:%d/%m/%Y %H:%M}", f"{wd}, {t.day} de {M} de {t.year} {t:%H:%M}"),
            "pt": (f"{t:%d/%m/%Y %H:%M}", f"{wd}, {t.day} de {M} de {t.year} {t:%H:%M}"),
            "it": (f"{t:%d/%m/%Y %H:%M}", f"{wd} {t.day} {M} {t.year} {t:%H:%M}"),
            "ja": (f"{t:%Y/%m/%d %H:%M}", f"{t.year}年{t.month}月{t.day}日{wd}曜日 {t:%H:%M}"),
        }[L]
        if shown in ("both", "short"):
            self._own(page, t.date(), short)
        if shown in ("both", "long"):
            self._own(page, t.date(), long)
        return short, long

    def dce_welcome(self, who: str) -> str:
        return self.rng.choice([f"Welcome, {who}. We hope you brought pizza.", f"{who} just showed up!", f"{who} hopped into the server.",
                                f"Everyone welcome {who}!", f"Glad you're here, {who}.", f"A wild {who} appeared."])

    def dce_guild(self, page: Page) -> tuple[str, str, str]:
        r = self.rng
        guild = self._c(page, r.choice({"de": ["MTG Stammtisch Köln", "Commander Deutschland"], "fr": ["Magic Lyon", "Commander FR"],
                                         "es": ["Magic Madrid", "Comunidad Commander ES"], "pt": ["Magic Brasil", "Liga Commander SP"],
                                         "ja": ["MTG 統率者戦サーバー"], "it": ["Magic Torino"]}.get(self.lang, ["MTG Judges Hub", "Friday Night Magic", "Kitchen Table Commander"])))
        cat = r.choice(["Rules", "Text Channels", "MAGIC", "Magic"])
        chan = r.choice(["rules-questions", "judge-help", "regelfragen" if self.lang == "de" else "rules", "ルール質問" if self.lang == "ja" else "rulings"])
        topic = self._c(page, r.choice({"de": ["Regelfragen hier rein. Bitte Karte verlinken."], "fr": ["Vos questions de règles ici."],
                                         "ja": ["ルール質問はこちらへ"]}.get(self.lang, ["Ask rules questions here. Please tag the card.", "No spoilers outside #spoilers"])))
        return guild, f"{cat} / {chan}", topic

    def dce_body_html(self, m: Msg) -> str:
        """A message's content as DiscordChatExporter's HTML renders its markdown."""
        bold = getattr(self, "_bold", False)
        run = lambda s, k: f"<strong>{e(s)}</strong>" if k == "d" and bold else e(s)  # noqa: E731
        if m.block == "code":
            first = "".join(e(s) for s, _ in m.lines[0])
            code = "\n".join("".join(e(s) for s, _ in ln) for ln in m.lines[1:])
            return (f'<span class="chatlog__markdown-preserve">{first}</span><br><div class="chatlog__markdown-pre chatlog__markdown-pre--multiline nohighlight">'
                    f"{code}</div>")
        if m.block == "quote":
            first = "".join(e(s) for s, _ in m.lines[0])
            quoted = "<br>".join("".join(run(s, k) for s, k in ln) for ln in m.lines[1:])
            return (f'<span class="chatlog__markdown-preserve">{first}</span><div class="chatlog__markdown-quote"><div class="chatlog__markdown-quote-border">'
                    f'</div><div class="chatlog__markdown-quote-content">{quoted}</div></div>')
        return '<span class="chatlog__markdown-preserve">' + "<br>".join("".join(run(s, k) for s, k in ln) for ln in m.lines) + "</span>"

    def dce_body_text(self, m: Msg) -> list[str]:
        """A message's content as its markdown source (DiscordChatExporter's text keeps it)."""
        bold = (lambda s: f"**{s}**") if getattr(self, "_bold", False) else (lambda s: s)
        if m.block == "code":
            return m.raw()[:1] + ["```"] + m.raw()[1:] + ["```"]
        if m.block == "quote":
            return m.raw(bold)[:1] + ["> " + x for x in m.raw(bold)[1:]]
        return m.raw(bold)

    def dce_html(self, page: Page, msgs: list[Msg], guild: tuple[str, str, str]) -> str:
        """DiscordChatExporter's HTML (dark theme): the preamble, the message groups, the postamble."""
        r = self.rng
        chan_id = _id(r, 19)
        colors = {}
        out = []
        prev: Msg | None = None
        open_group = False
        for m in msgs:
            mid = _id(r, 19)
            grouped = prev is not None and prev.who == m.who and (m.at - prev.at).total_seconds() < 420 and not m.embed and not m.system
            short, long = self.dce_stamp(page, m.at, "long" if grouped else "both")
            color = colors.setdefault(m.who, r.choice(["rgb(52, 152, 219)", "rgb(46, 204, 113)", "rgb(231, 76, 60)", "rgb(155, 89, 182)", "rgb(241, 196, 15)"]))
            if m.system:
                self._c(page, m.system)
                if open_group:
                    out.append("</div>")
                    open_group = False
                out.append(f'<div class="chatlog__message-group"><div id="chatlog__message-container-{mid}" class="chatlog__message-container" data-message-id="{mid}">'
                           f'<div class="chatlog__message chatlog__message--system"><div class="chatlog__message-aside"><svg class="chatlog__system-notification-icon">'
                           f'<use href="#join-icon"></use></svg></div><div class="chatlog__message-primary"><span class="chatlog__system-notification-content">{e(m.system)}</span> '
                           f'<span class="chatlog__system-notification-timestamp"><a href="#chatlog__message-container-{mid}" title="{ea(long)}">{e(short)}</a></span></div></div></div></div>')
                prev = None
                continue
            parts = []
            if not grouped:
                if open_group:
                    out.append("</div>")
                out.append('<div class="chatlog__message-group">')
                open_group = True
                aside = f'<img class="chatlog__avatar" src="https://cdn.discordapp.com/avatars/{_id(r, 18)}/{hex_digits(r, 32)}.png?size=512" alt="Avatar" loading="lazy">'
                tag = '<span class="chatlog__author-tag">APP</span>' if m.bot else ""
                head = (f'<div class="chatlog__header"><span class="chatlog__author" style="color:{color}" title="{ea(m.handle)}" data-user-id="{_id(r, 18)}">'
                        f'{e(self._c(page, m.who))}</span>{tag} <span class="chatlog__timestamp"><a href="#chatlog__message-container-{mid}" title="{ea(long)}">'
                        f'{e(short)}</a></span></div>')
            else:
                aside = f'<div class="chatlog__short-timestamp" title="{ea(long)}">{e(h12(m.at) if self.lang == "en" else f"{m.at:%H:%M}")}</div>'
                head = ""
            if m.embed and m.embed.get("invoker"):
                inv = m.embed["invoker"]
                parts.append(f'<div class="chatlog__reply"><div class="chatlog__reply-symbol"></div><img class="chatlog__reply-avatar" src="https://cdn.discordapp.com/embed/avatars/'
                             f'{r.randint(0, 5)}.png" alt="Avatar" loading="lazy"><div class="chatlog__reply-author" title="{ea(inv[1])}">{e(inv[0])}</div> used '
                             f'<span class="chatlog__reply-link">{e(inv[2])}</span></div>')
            if m.lines:
                edited = ""
                if m.edited:
                    _, el = self.dce_stamp(page, m.edited, "long")
                    edited = f' <span class="chatlog__edited-timestamp" title="{ea(el)}">(edited)</span>'
                    self._c(page, "(edited)")
                parts.append(f'<div class="chatlog__content chatlog__markdown">{self.dce_body_html(m)}{edited}</div>')
            if m.attach:
                url = f"https://cdn.discordapp.com/attachments/{chan_id}/{_id(r, 19)}/{m.attach}"
                parts.append(f'<div class="chatlog__attachment"><a href="{url}"><img class="chatlog__attachment-media" src="{url}" alt="Image attachment" '
                             f'title="Image: {m.attach} ({r.randint(8, 40) / 10} MB)" loading="lazy"></a></div>')
            if m.embed:
                parts.append(self.dce_embed_html(page, m.embed))
            if m.reactions:
                parts.append('<div class="chatlog__reactions">' + "".join(
                    f'<div class="chatlog__reaction" title="{x}"><img class="chatlog__emoji chatlog__emoji--small" alt="{x}" src="https://cdn.jsdelivr.net/gh/twitter/twemoji@latest/'
                    f'assets/svg/{ord(x[0]):x}.svg" loading="lazy"><span class="chatlog__reaction-count">{n}</span></div>' for x, n in m.reactions) + "</div>")
            out.append(f'<div id="chatlog__message-container-{mid}" class="chatlog__message-container" data-message-id="{mid}"><div class="chatlog__message">'
                       f'<div class="chatlog__message-aside">{aside}</div><div class="chatlog__message-primary">{head}{"".join(parts)}</div></div></div>')
            prev = m
        if open_group:
            out.append("</div>")
        g, c, topic = guild
        self._c(page, c)
        n = self._c(page, f"Exported {len(msgs) + r.randint(40, 400)} message(s)")
        tz = self._c(page, f"Timezone: UTC{r.choice(['+1', '+2', '-5', '+0', '-3', '+9'])}")
        css = (":root{--theme-bg-color:#36393e}body{background-color:#36393e;color:#dcddde;font-family:\"gg sans\",\"Helvetica Neue\",Helvetica,Arial,sans-serif;"
               "font-size:17px;font-weight:400;scroll-behavior:smooth}.chatlog__message-group{margin-bottom:1rem}.chatlog__markdown-pre{background-color:#2f3136;"
               "font-family:\"Consolas\",\"Courier New\",Courier,monospace;white-space:pre-wrap}.chatlog__markdown-quote-border{margin-right:0.5em;border:2px solid #4f545c}")
        return (f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<title>{e(g)} - {e(c)}</title>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width">\n'
                f'<style>\n{css}\n</style>\n</head>\n<body>\n<div class="preamble"><div class="preamble__guild-icon-container"><img class="preamble__guild-icon" '
                f'src="https://cdn.discordapp.com/icons/{_id(r, 18)}/{hex_digits(r, 32)}.png" alt="Guild icon" loading="lazy"></div><div class="preamble__entries-container">'
                f'<div class="preamble__entry">{e(g)}</div><div class="preamble__entry">{e(c)}</div><div class="preamble__entry preamble__entry--small">{e(topic)}</div>'
                f'</div></div>\n<div class="chatlog">\n' + "\n".join(out) + f'\n</div>\n<div class="postamble"><div class="postamble__entry">{e(n)}</div>'
                f'<div class="postamble__entry">{e(tz)}</div></div>\n</body>\n</html>\n')

    def dce_embed_html(self, page: Page, em: dict) -> str:
        fields = "".join(f'<div class="chatlog__embed-field"><div class="chatlog__embed-field-name"><div class="chatlog__markdown chatlog__markdown-preserve">{e(a)}</div></div>'
                         f'<div class="chatlog__embed-field-value"><div class="chatlog__markdown chatlog__markdown-preserve">{e(b)}</div></div></div>' for a, b in em.get("fields", []))
        desc = "<br>".join(e(x) for x in em.get("desc", []))
        return (f'<div class="chatlog__embed"><div class="chatlog__embed-color-pill" style="background-color:rgba(88,101,242,1)"></div>'
                f'<div class="chatlog__embed-content-container"><div class="chatlog__embed-content"><div class="chatlog__embed-text">'
                f'<div class="chatlog__embed-title"><a class="chatlog__embed-title-link" href="{ea(em["url"])}"><div class="chatlog__markdown chatlog__markdown-preserve">'
                f'{e(em["title"])}</div></a></div>' + (f'<div class="chatlog__embed-description"><div class="chatlog__markdown chatlog__markdown-preserve">{desc}</div></div>' if desc else "")
                + (f'<div class="chatlog__embed-fields">{fields}</div>' if fields else "") + '</div><div class="chatlog__embed-thumbnail-container">'
                f'<a class="chatlog__embed-thumbnail-link" href="{ea(em["img"])}"><img class="chatlog__embed-thumbnail" src="{ea(em["img"])}" alt="Thumbnail" loading="lazy"></a></div></div>'
                f'<div class="chatlog__embed-footer"><span class="chatlog__embed-footer-text">{e(em["footer"])}</span></div></div></div>')

    def dce_text(self, page: Page, msgs: list[Msg], guild: tuple[str, str, str]) -> str:
        """DiscordChatExporter's plain text: the header between rules of "=", "[stamp] author" over each message's
        markdown, "{Attachments}", "{Embed}" and "{Reactions}" sections, the footer."""
        r = self.rng
        g, c, topic = guild
        rule = "=" * 62
        out = [rule, f"Guild: {g}", f"Channel: {self._c(page, c)}", f"Topic: {topic}", rule, ""]
        self._cs(page, f"Guild: {g}", f"Channel: {c}", f"Topic: {topic}")
        chan_id = _id(r, 19)
        for m in msgs:
            short, _ = self.dce_stamp(page, m.at, "short")
            out.append(self._c(page, f"[{short}] {m.handle or m.who}"))
            if m.system:
                out.append(self._c(page, m.system))
            out += self.dce_body_text(m) if m.lines else []
            if m.attach:
                out += [self._c(page, "{Attachments}"), self._c(page, f"https://cdn.discordapp.com/attachments/{chan_id}/{_id(r, 19)}/{m.attach}")]
            if m.embed:
                em = m.embed
                out += ["{Embed}", em["title"], self._c(page, em["url"])] + em.get("desc", [])
                for a, b in em.get("fields", []):
                    out += [a, b]
                out += [self._c(page, em["img"]), self._c(page, em["footer"])]
                self._c(page, "{Embed}")
            if m.reactions:
                out += [self._c(page, "{Reactions}"), self._c(page, " ".join(f"{x} ({n})" for x, n in m.reactions))]
            out.append("")
        n = self._c(page, f"Exported {len(msgs) + r.randint(40, 400)} message(s)")
        return "\n".join(out + [rule, n, rule]) + "\n"

    def _dce(self, page: Page, msgs: list[Msg]) -> None:
        r = self.rng
        if r.random() < 0.5:  # someone joins the server before
            who = self.people(1)[0]
            j = Msg(who[0], msgs[0].at - dt.timedelta(minutes=r.randint(1, 30)), [], who[1], system=self.dce_welcome(who[0]))
            if j.at.date() != msgs[0].at.date():
                j.at = msgs[0].at
            msgs.insert(0, j)
        if r.random() < 0.4:
            pin = Msg(msgs[-1].who, msgs[-1].at, [], msgs[-1].handle, system=f"{msgs[-1].who} pinned a message to this channel. See all pinned messages.")
            msgs.append(pin)
        guild = self.dce_guild(page)
        page.content = self.dce_html(page, msgs, guild) if self.html else self.dce_text(page, msgs, guild)

    def layout_dce(self, page, card):
        """A server's rules channel exported by DiscordChatExporter (HTML, or plain text): chatter, someone asks about the
        card by name (pasting the card's printed text under the question now and then), a judge pastes the rulings (a
        block, one message a ruling, a code block or a quote; the days in bold now and then), thanks, reactions, an
        "(edited)" mark, a welcome and a pin notice now and then."""
        self._bold = self.rng.random() < 0.4
        name = self._title(page, card)
        msgs = self.chat(page, card, name=name, tag="a Discord channel")
        tr = self._tr(page, card, self.lang) if self.lang != "en" and self.rng.random() < 0.5 else None
        if tr:  # the asker pastes the card's printed text under the question
            k = next(i for i, m in enumerate(msgs) if getattr(m, "kind", "") == "ask")
            msgs.insert(k + 1, Msg(msgs[k].who, msgs[k].at, [[(tr[0], "t")]] + [[(x, "t")] for x in tr[1].split("\n") if x.strip()], msgs[k].handle))
        self._dce(page, msgs)

    def layout_dce_photo_untitled(self, page, card):
        """A DiscordChatExporter export in which someone posts a photo of a card and asks about it (naming no card), and a
        judge pastes the rulings without naming it either. Names no card."""
        self._bold = self.rng.random() < 0.4
        msgs = self.chat(page, card, name=None, tag="a Discord photo question")
        self._dce(page, msgs)

    def layout_bot_embed(self, page, card):
        """A rules bot answering "/rulings" (the interaction line over its message) or "!rulings NAME" with an embed: the
        card's name as the title (printed in the server's language when the bot is set to it), its Oracle or printed text
        as the description, then one field a ruling (the day the field's name, the ruling its value), or the rulings as
        the description's lines when they are few; the footer "Data from Scryfall"; in DiscordChatExporter's HTML or
        text."""
        r = self.rng
        L = W[self.lang]
        name = self._title(page, card, p_printed=0.5)
        ppl = self.people(3)
        asker = ppl[0]
        bot = r.choice([("Rules Lawyer", "ruleslawyer"), ("Scryfall", "scryfall"), ("Judgebot", "judgebot"), ("CardFetcher", "cardfetcher")])
        slash = r.random() < 0.5
        items = self.items(page, card, "a bot's embed fields")
        desc: list[str] = []
        if page.title_lang not in (None, "en") and r.random() < 0.7:
            got = self._tr(page, card, page.title_lang)
            if got:
                desc = ([got[0]] if got[0] != name else []) + [x for x in got[1].split("\n") if x.strip()]
        if not desc and r.random() < 0.7:
            desc = self.oracle(page, card)
        em = dict(title=name, url=f"https://scryfall.com/card/{card.set_code.lower()}/{card.number}/{slug(card.name)}?utm_source=discord",
                  img=f"https://cards.scryfall.io/normal/front/{hex_digits(r, 1)}/{hex_digits(r, 1)}/{hex_digits(r, 8)}-{hex_digits(r, 4)}-{hex_digits(r, 4)}-{hex_digits(r, 4)}-{hex_digits(r, 12)}.jpg",
                  footer=self._c(page, r.choice([f"Data from Scryfall • {len(items)} rulings", "Data from Scryfall", f"Rulings: {len(items)} • Powered by Scryfall"])))
        in_desc = len(items) <= 3 and not desc and r.random() < 0.5
        if in_desc:
            em["desc"] = ["".join(s for s, _ in ln) for ln in self.rlines(items, "dash")]
            page.date_forms[-1] += " (in the description)"
        else:
            em["fields"] = [(ds, t) for ds, t, _ in items]
            em["desc"] = desc
        cmd = f"!rulings {name}"
        before = [Msg(p[0], None, [[(self._c(page, r.choice(L["chat"])), "c")]], p[1]) for p in ppl[1:2]]
        ask = Msg(asker[0], None, [[(self._c(page, r.choice(L["ask"]).replace("{name}", name)), "c")]], asker[1])
        msgs = before + [ask]
        if slash:
            em["invoker"] = (asker[0], asker[1], "/rulings")
            reply = Msg(bot[0], None, [], bot[1], bot=True, embed=em)
        else:
            msgs.append(Msg(asker[0], None, [[(self._c(page, cmd), "c")]], asker[1]))
            reply = Msg(bot[0], None, [], bot[1], bot=True, embed=em)
        thanks = Msg(asker[0], None, [[(self._c(page, r.choice(L["thanks"])), "c")]], asker[1])
        msgs += [reply, thanks]
        gaps = [(60, 3600)] * len(before) + [(60, 3000)] + [(10, 120)] * (len(msgs) - len(before) - 3) + [(1, 4), (20, 600)]
        for m, t in zip(msgs, self.clock(card, gaps)):
            m.at = t
        reply.reactions = [(r.choice(["👍", "✅", "🙏"]), r.randint(1, 6))]
        self._bold = False
        guild = self.dce_guild(page)
        page.content = self.dce_html(page, msgs, guild) if self.html else self.dce_text(page, msgs, guild)

    # ---- Telegram ----
    def tg_copy_stamp(self, t: dt.datetime) -> str:
        return {"en": f"{t.month}/{t.day}/{t.year} {h12(t)}", "pt": f"{t:%d/%m/%Y %H:%M}", "es": f"{t:%d/%m/%Y %H:%M}"}.get(self.lang, f"{t:%d.%m.%Y %H:%M}")

    def layout_telegram(self, page, card):
        """A Telegram group's history: Telegram Desktop's "Export chat history" HTML (the page header with the chat's name,
        a service line for each day, ``message default clearfix`` with the stamp's full title "12.03.2025 21:14:05
        UTC+03:00" and "21:14" shown, the "joined" messages of one sender, "In reply to this message", reactions, "joined
        group by link") or messages copied from the app ("Name, [12.03.2025 21:14]", "[In reply to Name]")."""
        r = self.rng
        name = self._title(page, card)
        msgs = self.chat(page, card, name=name, modes=("block", "each", "code", "quote"), tag="a Telegram chat")
        if r.random() < 0.5:
            tr = self._tr(page, card, self.lang)
            if tr:
                msgs.insert(len(msgs) - 1, Msg(msgs[0].who, msgs[-2].at, [[(tr[0], "t")]] + [[(x, "t")] for x in tr[1].split("\n") if x.strip()], msgs[0].handle))
        chat_name = (self._c if self.html else (lambda p, s: s))(page, r.choice({"ru": ["MTG Москва | правила", "Magic: The Gathering — вопросы по правилам"], "pt": ["Magic BR - Regras"],
                                             "de": ["MTG Regelfragen"], "es": ["Magic ES - Reglas"]}.get(self.lang, ["MTG Rules Chat", "Commander Night"])))
        answer = next(m for m in msgs if m.rulings)
        answer.reply = (next(m for m in msgs if getattr(m, "kind", "") == "ask").who, "")
        zone = r.choice(["+03:00", "+02:00", "+01:00", "-03:00", "+00:00"])
        if not self.html:
            out = []
            for m in msgs:
                out.append(self._c(page, f"{m.who}, [{self._own(page, m.at.date(), self.tg_copy_stamp(m.at))}]"))
                if m.reply:
                    out.append(self._c(page, f"[In reply to {m.reply[0]}]"))
                out += m.raw()
                out.append("")
            page.content = "\n".join(out)
            return
        body = []
        day = None
        prev = None
        for k, m in enumerate(msgs):
            if m.at.date() != day:
                day = m.at.date()
                d = self._c(page, self._own(page, day, f"{day.day} {MONTHS['en'][day.month - 1]} {day.year}"))
                body.append(f'     <div class="message service" id="message-{k + 1}">\n      <div class="body details">\n{e(d)}\n      </div>\n     </div>')
                prev = None
            mid = 48000 + 17 * k + r.randint(0, 9)
            full = self._own(page, m.at.date(), f"{m.at:%d.%m.%Y %H:%M:%S} UTC{zone}")
            joined = prev is not None and prev.who == m.who and not m.reply
            text = self.tg_text(m)
            head = "" if joined else (f'      <div class="pull_left userpic_wrap">\n       <div class="userpic userpic{r.randint(1, 8)}" style="width: 42px; height: 42px">\n'
                                      f'        <div class="initials" style="line-height: 42px">\n{e("".join(x[0] for x in m.who.split()[:2]))}\n        </div>\n       </div>\n      </div>\n')
            frm = "" if joined else f'       <div class="from_name">\n{e(self._c(page, m.who))} \n       </div>\n'
            rep = (f'       <div class="reply_to details">\nIn reply to <a href="#go_to_message{mid - 3}" onclick="return GoToMessage({mid - 3})">this message</a>\n       </div>\n'
                   if m.reply else "")
            if m.reply:
                self._cs(page, "In reply to this message")
            rx = ('       <span class="reactions">\n' + "".join(f'        <span class="reaction">\n         <span class="emoji">{x}</span>\n         <span class="count">{n}</span>\n        </span>\n'
                                                        for x, n in m.reactions) + "       </span>\n") if m.reactions else ""
            body.append(f'     <div class="message default clearfix{" joined" if joined else ""}" id="message{mid}">\n{head}      <div class="body">\n'
                        f'       <div class="pull_right date details" title="{full}">\n{m.at:%H:%M}\n       </div>\n{frm}{rep}'
                        f'       <div class="text">\n{text}\n       </div>\n{rx}      </div>\n     </div>')
            prev = m
        if r.random() < 0.6:
            j = self.people(1)[0][0]
            body.insert(1, f'     <div class="message service" id="message-{len(msgs) + 3}">\n      <div class="body details">\n{e(self._c(page, f"{j} joined group by link"))}\n'
                           "      </div>\n     </div>")
        page.content = ('<!DOCTYPE html>\n<html>\n\n <head>\n\n  <meta charset="utf-8"/>\n<title>Exported Data</title>\n\n  <meta content="width=device-width, initial-scale=1.0" '
                        'name="viewport"/>\n\n  <link href="css/style.css" rel="stylesheet"/>\n\n  <script src="js/script.js" type="text/javascript">\n\n  </script>\n\n </head>\n\n'
                        ' <body onload="CheckLocation();">\n\n  <div class="page_wrap">\n\n   <div class="page_header">\n\n    <div class="content">\n\n     <div class="text bold">\n'
                        f'{e(chat_name)}\n     </div>\n\n    </div>\n\n   </div>\n\n   <div class="page_body chat_page">\n\n    <div class="history">\n\n' + "\n\n".join(body)
                        + '\n\n    </div>\n\n   </div>\n\n  </div>\n\n </body>\n\n</html>\n')

    def tg_text(self, m: Msg) -> str:
        """A message's text as Telegram's export writes it (<br> between lines, <strong>, <pre>, <blockquote>)."""
        lines = ["".join(e(s) for s, _ in ln) for ln in m.lines]
        if m.block == "code":
            return lines[0] + "<br><pre>" + "\n".join(lines[1:]) + "</pre>"
        if m.block == "quote":
            return lines[0] + "<br><blockquote>" + "<br>".join(lines[1:]) + "</blockquote>"
        return "<br>".join(lines)

    # ---- Slack ----
    def layout_slack(self, page, card):
        """A Slack workspace's channel: its export viewed through slack-export-viewer (the sidebar of channels, one
        ``message-container`` a message with the user, the stamp "2025-03-12 21:14:05" and the message's markup), or
        messages copied from Slack (the day divider "Wednesday, March 12th", "Lena Kraus  9:14 PM", "(edited)")."""
        r = self.rng
        name = self._title(page, card)
        msgs = self.chat(page, card, name=name, modes=("block", "each", "code", "quote"), tag="a Slack channel")
        chan = r.choice(["rules-questions", "judges", "regelfragen" if self.lang == "de" else "rulings", "ask-a-judge"])
        if r.random() < 0.5:
            j = self.people(1)[0]
            msgs.insert(0, Msg(j[0], msgs[0].at - dt.timedelta(minutes=r.randint(1, 20)) if (msgs[0].at - dt.timedelta(minutes=20)).date() == msgs[0].at.date() else msgs[0].at,
                               [], j[1], system=f"joined #{chan}."))
        bold = r.random() < 0.4
        if not self.html:
            out = []
            day = None
            for m in msgs:
                if m.at.date() != day:
                    day = m.at.date()
                    d = m.at
                    th = "th" if 10 <= d.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
                    div = {"de": f"{WEEKDAYS['de'][d.weekday()]}, {d.day}. {MONTHS['de'][d.month - 1]}",
                           "fr": f"{WEEKDAYS['fr'][d.weekday()]} {d.day} {MONTHS['fr'][d.month - 1]}"}.get(self.lang, f"{WEEKDAYS['en'][d.weekday()]}, {MONTHS['en'][d.month - 1]} {d.day}{th}")
                    out.append(self._c(page, self._own(page, day, div)))
                clock = h12(m.at) if self.lang == "en" else f"{m.at:%H:%M}"
                out.append(self._c(page, f"{m.who}  {clock}"))
                if m.system:
                    out.append(self._c(page, m.system))
                    continue
                lines = m.raw()
                if m.block == "code":
                    lines = lines[:1] + ["```"] + lines[1:] + ["```"]
                if m.edited:
                    lines[-1] += " (edited)"
                    self._c(page, "(edited)")
                out += lines
            page.content = "\n".join(out) + "\n"
            return
        chans = ["general", "random", chan, "events", "trades"]
        side = "".join(f'<li class="channel{" active" if c == chan else ""}"><a href="../../channel/{c}/index.html">{c}</a></li>' for c in chans)
        rows = []
        for m in msgs:
            ts = f"{int(m.at.replace(tzinfo=dt.timezone.utc).timestamp())}.{r.randint(100000, 999999)}"
            stamp = self._own(page, m.at.date(), f"{m.at:%Y-%m-%d %H:%M:%S}")
            if m.system:
                body = f"<p>{e(self._c(page, f'@{m.handle} has joined the channel'))}</p>"
            else:
                body = self.slack_html(m, bold)
            rows.append(f'<div class="message-container">\n  <div id="{ts}">\n    <img src="https://ca.slack-edge.com/T0{hex_digits(r, 8).upper()}-U0{hex_digits(r, 8).upper()}-{hex_digits(r, 12)}-48" '
                        f'class="user_icon" loading="lazy" />\n    <div class="username">{e(self._c(page, m.handle))}</div>\n    <a href="#{ts}"><div class="time">{stamp}</div></a>\n'
                        f'    <div class="msg">\n{body}\n    </div>\n  </div>\n</div>')
        ws = self._c(page, r.choice(["Judge Academy", "MTG Rules Team", "Regelteam"]))
        page.content = ('<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n<title>Slack Export - #' + e(chan) + '</title>\n<link rel="stylesheet" href="../../static/viewer.css">\n'
                        f'</head>\n<body>\n<nav id="sidebar"><h3 id="workspace">{e(ws)}</h3><h3>Public Channels</h3><ul class="list" id="channel-list">{side}</ul>'
                        '<h3>Direct Messages</h3><ul class="list" id="dm-list"></ul></nav>\n<div id="messages">\n<h1>#' + e(chan) + "</h1>\n" + "\n".join(rows)
                        + "\n</div>\n</body>\n</html>\n")
        self._cs(page, "Public Channels", "Direct Messages")

    def slack_html(self, m: Msg, bold: bool) -> str:
        run = lambda s, k: f"<b>{e(s)}</b>" if k == "d" and bold else e(s)  # noqa: E731
        lines = ["".join(run(s, k) for s, k in ln) for ln in m.lines]
        if m.block == "code":
            return f"<p>{lines[0]}</p>\n<pre>" + "\n".join("".join(e(s) for s, _ in ln) for ln in m.lines[1:]) + "</pre>"
        if m.block == "quote":
            return f"<p>{lines[0]}</p>\n<blockquote>" + "<br>\n".join(lines[1:]) + "</blockquote>"
        return "<p>" + "<br>\n".join(lines) + "</p>"

    # ---- Matrix (Element) ----
    def mx_date(self, t: dt.datetime, seconds: bool = True) -> str:
        s = f"{WEEKDAYS['en3'][t.weekday()]}, {MON['en'][t.month - 1]} {t.day} {t.year}"
        return s + (f", {t:%H:%M:%S}" if seconds else "")

    def layout_matrix(self, page, card):
        """A Matrix room exported by Element: its HTML (the room header, "This is the start of export of …", date
        separators, ``mx_EventTile`` with the sender's name and Matrix ID, ``mx_MessageTimestamp`` "21:14" titled with the
        full stamp, the body's markup, "(edited)", reactions) or its plain text ("Wed, Mar 12 2025, 21:14:05 - Lena: …",
        "<In reply to …>")."""
        r = self.rng
        name = self._title(page, card)
        msgs = self.chat(page, card, name=name, modes=("block", "each", "code", "quote"), tag="a Matrix room")
        server = r.choice(["matrix.org", "tchncs.de", "envs.net", "mozilla.org"])
        room = self._c(page, r.choice({"de": ["MTG Regelfragen", "Magic Stammtisch"], "fr": ["Magic FR – règles"]}.get(self.lang, ["MTG Rules", "Magic: The Gathering"])))
        exporter = f"@{msgs[-1].handle.replace('_', '').replace('.', '')}:{server}"
        at = self._own(page, self._now.date(), f"{self._now.day:02d}/{self._now.month:02d}/{self._now.year}")
        start = self._c(page, f"This is the start of export of {room}. Exported by {exporter} at {at}.")
        answer = next(m for m in msgs if m.rulings)
        asker = next(m for m in msgs if getattr(m, "kind", "") == "ask")
        if r.random() < 0.5:
            answer.reply = (asker.who, "")
        mxid = lambda m: f"@{m.handle.replace('_', '').replace('.', '')}:{server}"  # noqa: E731
        if not self.html:
            out = [start, ""]
            for m in msgs:
                stamp = self._own(page, m.at.date(), self.mx_date(m.at))
                body = self.dce_body_text(m)
                if m.reply:
                    body = [self._c(page, f"<In reply to {mxid(next(x for x in msgs if x.who == m.reply[0]))}>"), ""] + body
                if m.edited:
                    body[-1] += " (edited)"
                    self._c(page, "(edited)")
                out.append(self._c(page, f"{stamp} - {m.who}: ") + body[0])
                out += body[1:]
            page.content = "\n".join(out) + "\n"
            return
        tiles = []
        day = None
        for m in msgs:
            if m.at.date() != day:
                day = m.at.date()
                ds = self._c(page, self._own(page, day, self.mx_date(m.at, seconds=False)))
                tiles.append(f'<li role="separator" aria-label="{ds}" class="mx_DateSeparator"><hr role="none"><div class="mx_DateSeparator_dateContent">'
                             f'<h2 class="mx_DateSeparator_dateHeading" aria-hidden="true">{ds}</h2></div><hr role="none"></li>')
            ev = "$" + "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(43))
            title = self._own(page, m.at.date(), self.mx_date(m.at))
            body = self.mx_html(m)
            rep = (f'<blockquote class="mx_ReplyChain"><a href="https://matrix.to/#/!room:{server}/{ev}">In reply to</a> <a href="https://matrix.to/#/{mxid(asker)}">'
                   f'{e(mxid(asker))}</a><br></blockquote>') if m.reply else ""
            if m.reply:
                self._c(page, "In reply to")
            edited = '<div class="mx_EventTile_edited" role="button" tabindex="0"><span>(edited)</span></div>' if m.edited else ""
            if m.edited:
                self._c(page, "(edited)")
            rx = ('<div class="mx_ReactionsRow" role="toolbar" aria-label="Reactions">' + "".join(
                f'<div class="mx_AccessibleButton mx_ReactionsRowButton" role="button" tabindex="0"><span class="mx_ReactionsRowButton_content" aria-hidden="true">{x}</span>'
                f'<span class="mx_ReactionsRowButton_count" aria-hidden="true">{n}</span></div>' for x, n in m.reactions) + "</div>") if m.reactions else ""
            tiles.append(f'<div class="mx_Export_EventWrapper" id="{ev}"><li class="mx_EventTile" tabindex="-1" aria-live="off" aria-atomic="true" data-scroll-tokens="{ev}" '
                         f'data-layout="group" data-self="false" data-event-id="{ev}" data-has-reply="{str(bool(m.reply)).lower()}"><div class="mx_DisambiguatedProfile">'
                         f'<span class="mx_Username_color{r.randint(1, 8)} mx_DisambiguatedProfile_displayName" dir="auto">{e(self._c(page, m.who))}</span>'
                         f'<span class="mx_DisambiguatedProfile_mxid">{e(mxid(m))}</span></div><div class="mx_EventTile_line"><a href="https://matrix.to/#/!room:{server}/{ev}" '
                         f'aria-label="{m.at:%H:%M}"><span class="mx_MessageTimestamp" title="{title}" aria-hidden="true" aria-live="off">{m.at:%H:%M}</span></a>{rep}'
                         f'<div class="mx_MTextBody mx_EventTile_content"><div class="mx_EventTile_body markdown-body" dir="auto">{body}</div>{edited}</div></div>{rx}</li></div>')
        page.content = ('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1.0">\n'
                        '<link href="css/style.css" rel="stylesheet" />\n<script src="js/script.js"></script>\n<title>Exported Data</title>\n</head>\n'
                        '<body style="height: 100vh;" class="mx_ExportedChat">\n<section id="matrixchat" style="height: 100%; overflow: auto" class="notranslate">\n'
                        '<div class="mx_RoomView mx_RoomView--local"><div class="mx_RoomHeader light-panel"><div class="mx_RoomHeader_wrapper"><div class="mx_RoomHeader_name">'
                        f'<div dir="auto" class="mx_RoomHeader_nametext" title="{ea(room)}">{e(room)}</div></div></div></div>\n<div class="mx_MainSplit"><div class="mx_RoomView_body">'
                        '<div class="mx_RoomView_timeline mx_RoomView_timeline_rr_enabled"><div class="mx_AutoHideScrollbar mx_ScrollPanel mx_RoomView_messagePanel">'
                        '<div class="mx_RoomView_messageListWrapper"><ol class="mx_RoomView_MessageList" aria-live="polite" role="list">\n'
                        f'<div class="mx_Export_EventWrapper"><p style="text-align: center; margin: 10px 0;">{e(start)}</p></div>\n' + "\n".join(tiles)
                        + "\n</ol></div></div></div></div></div></div>\n</section>\n</body>\n</html>\n")

    def mx_html(self, m: Msg) -> str:
        bold = getattr(self, "_bold", False)
        lines = ["".join(f"<strong>{e(s)}</strong>" if k == "d" and bold else e(s) for s, k in ln) for ln in m.lines]
        if m.block == "code":
            return f"{lines[0]}<br><pre><code>" + "\n".join("".join(e(s) for s, _ in ln) for ln in m.lines[1:]) + "\n</code></pre>"
        if m.block == "quote":
            return f"{lines[0]}<blockquote>\n<p>" + "<br>\n".join(lines[1:]) + "</p>\n</blockquote>"
        return "<br>".join(lines)

    # ---- IRC ----
    def layout_irc(self, page, card):
        """An IRC channel's log: irssi's ("--- Log opened …", "21:14 < kai.m> …", "-!-" joins and quits, "--- Day changed
        …", "--- Log closed …"), WeeChat's (the full stamp, the nick and the message between tabs on every line, "-->" and
        "<--"), or irclog2html's HTML page of it; someone asks about the card, a judge or a bot answers one line a
        ruling."""
        r = self.rng
        name = self._title(page, card, p_printed=0.3)
        use_bot = r.random() < 0.5
        msgs = self.chat(page, card, name=name, modes=("block", "each"), bot=("Judgebot", "Judgebot") if use_bot else None,
                         styles=("colon", "dash", "bracket", "paren", "numbered"), tag="an IRC channel")
        if use_bot:
            ask = next(k for k, m in enumerate(msgs) if m.rulings or m.bot) - 1
            cmd = Msg(msgs[ask].who, msgs[ask].at, [[(self._c(page, f"!rulings {name}"), "c")]], msgs[ask].handle)
            msgs.insert(ask + 1, cmd)
        chan = r.choice({"de": ["#mtg-de", "#magic.de"], "fr": ["#magic-fr"]}.get(self.lang, ["#mtgrules", "#mtgjudge", "##magic"]))
        ops = {m.handle for m in msgs if m.rulings}
        host = lambda h: f"~{h.replace('.', '')[:9]}@" + r.choice([f"user/{h.replace('.', '')}", "203.0.113.7", "gateway/web/irccloud.com/x-abcdefgh"])  # noqa: E731
        joiner = self.people(1)[0]
        events = [(msgs[0].at - dt.timedelta(minutes=r.randint(1, 9)), "join", joiner, None)] if (msgs[0].at - dt.timedelta(minutes=9)).date() == msgs[0].at.date() else []
        for m in msgs:
            for ln in (m.raw() or [""]):
                events.append((m.at, "msg", (m.who, m.handle), ln))
        events.append((msgs[-1].at, "quit", (msgs[0].who, msgs[0].handle), None))
        fmt = "html" if self.html else r.choice(["irssi", "weechat"])
        nick = lambda h: ("@" if h in ops else " ") + h  # noqa: E731
        if fmt == "irssi":
            first, last = events[0][0] - dt.timedelta(minutes=r.randint(1, 30)), self._now
            if first.date() != events[0][0].date():
                first = events[0][0]
            op = lambda t: f"{WEEKDAYS['en3'][t.weekday()]} {MON['en'][t.month - 1]} {t.day:02d} {t:%H:%M:%S} {t.year}"  # noqa: E731
            out = [self._c(page, f"--- Log opened {self._own(page, first.date(), op(first))}")]
            day = first.date()
            for t, kind, who, ln in events:
                if t.date() != day:
                    day = t.date()
                    shown = f"{WEEKDAYS['en3'][day.weekday()]} {MON['en'][day.month - 1]} {day.day:02d} {day.year}"
                    out.append(self._c(page, f"--- Day changed {self._own(page, day, shown)}"))
                if kind == "msg":
                    out.append(f"{t:%H:%M} <{nick(who[1])}> {ln}")
                    self._c(page, f"<{nick(who[1])}>")
                elif kind == "join":
                    out.append(self._c(page, f"{t:%H:%M} -!- {who[1]} [{host(who[1])}] has joined {chan}"))
                else:
                    out.append(self._c(page, f"{t:%H:%M} -!- {who[1]} [{host(who[1])}] has quit [Quit: {r.choice(['Leaving', 'Ping timeout: 252 seconds', 'Client Quit'])}]"))
            out.append(self._c(page, f"--- Log closed {self._own(page, last.date(), op(last))}"))
            page.content = "\n".join(out) + "\n"
            return
        if fmt == "weechat":
            out = []
            for t, kind, who, ln in events:
                stamp = self._own(page, t.date(), f"{t:%Y-%m-%d %H:%M:%S}")
                if kind == "msg":
                    out.append(f"{stamp}\t{nick(who[1]).strip()}\t{ln}")
                elif kind == "join":
                    out.append(self._c(page, f"{stamp}\t-->\t{who[1]} ({host(who[1])}) has joined {chan}"))
                else:
                    out.append(self._c(page, f"{stamp}\t<--\t{who[1]} ({host(who[1])}) has quit (Quit: Leaving)"))
            page.content = "\n".join(out) + "\n"
            return
        day = self._own(page, events[0][0].date(), events[0][0].date().isoformat())
        title = self._c(page, f"{chan} log for {day}")
        colors = {}
        rows = []
        for t, kind, who, ln in events:
            tid = f"t{t:%Y-%m-%dT%H:%M:%S}"
            tm = f'<td class="time"><a href="#{tid}" class="time">{t:%H:%M}</a></td>'
            if kind == "msg":
                c = colors.setdefault(who[1], r.choice(["#42558c", "#8c4255", "#428c55", "#8c7a42", "#55428c"]))
                rows.append(f'<tr id="{tid}"><th class="nick" style="background: {c}">{e(who[1])}</th><td class="text" style="color: {c}">{e(ln)}</td>{tm}</tr>')
            else:
                s = self._c(page, f"{who[1]} has {'joined' if kind == 'join' else 'left'} {chan}")
                rows.append(f'<tr id="{tid}"><td class="{"join" if kind == "join" else "part"}" colspan="2">{e(s)}</td>{tm}</tr>')
        self._c(page, "Generated by irclog2html.py 4.0.0 by Marius Gedminas - find it at mg.pov.lt!")
        page.content = ('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n<html>\n<head>\n'
                        f'  <title>{e(title)}</title>\n  <meta name="generator" content="irclog2html.py 4.0.0 by Marius Gedminas" />\n'
                        '  <meta name="version" content="4.0.0 - 2024-01-21" />\n  <meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
                        '  <link rel="stylesheet" href="irclog.css" />\n</head>\n<body>\n' f'<h1>{e(title)}</h1>\n'
                        '<div class="navigation"> <a href="index.html">Index</a> </div>\n<table class="irclog">\n' + "\n".join(rows) + '\n</table>\n'
                        '<div class="generatedby">\n<p>Generated by irclog2html.py 4.0.0 by <a href="mailto:marius@pov.lt">Marius Gedminas</a>\n'
                        ' - find it at <a href="https://mg.pov.lt/irclog2html/">mg.pov.lt</a>!</p>\n</div>\n</body>\n</html>\n')

    # ---- WhatsApp, LINE, KakaoTalk (exported as text from the phone) ----
    WA = {  # (Android stamp, iOS stamp, end-to-end notice, media omitted, attached, edited, deleted)
        "en": ("{dd}/{mm}/{yyyy}, {HH}:{MM}", "[{dd}/{mm}/{yyyy}, {HH}:{MM}:{SS}]",
               "Messages and calls are end-to-end encrypted. Only people in this chat can read, listen to, or share them. Learn more.",
               "<Media omitted>", "<attached: {f}>", "<This message was edited>", "This message was deleted"),
        "en-us": ("{m}/{d}/{yy}, {h}:{MM}\u202f{P}", "[{m}/{d}/{yy}, {h}:{MM}:{SS}\u202f{P}]",
                  "Messages and calls are end-to-end encrypted. Only people in this chat can read, listen to, or share them. Learn more.",
                  "<Media omitted>", "<attached: {f}>", "<This message was edited>", "This message was deleted"),
        "de": ("{dd}.{mm}.{yy}, {HH}:{MM}", "[{dd}.{mm}.{yy}, {HH}:{MM}:{SS}]",
               "Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt. Nur Personen in diesem Chat können sie lesen, anhören oder teilen. Mehr erfahren.",
               "<Medien ausgeschlossen>", "<Anhang: {f}>", "<Diese Nachricht wurde bearbeitet>", "Diese Nachricht wurde gelöscht."),
        "pt": ("{dd}/{mm}/{yyyy} {HH}:{MM}", "[{dd}/{mm}/{yyyy}, {HH}:{MM}:{SS}]",
               "As mensagens e ligações são protegidas com a criptografia de ponta a ponta. Somente as pessoas que fazem parte da conversa podem ler, ouvir e compartilhar esse conteúdo. Saiba mais",
               "<Mídia oculta>", "<anexado: {f}>", "<Mensagem editada>", "Mensagem apagada"),
        "es": ("{d}/{m}/{yy}, {H}:{MM}", "[{d}/{m}/{yy}, {H}:{MM}:{SS}]",
               "Los mensajes y las llamadas están cifrados de extremo a extremo. Solo las personas en este chat pueden leerlos, escucharlos o compartirlos. Más información.",
               "<Multimedia omitido>", "<adjunto: {f}>", "<Se editó este mensaje.>", "Se eliminó este mensaje."),
        "it": ("{dd}/{mm}/{yy}, {HH}:{MM}", "[{dd}/{mm}/{yy}, {HH}:{MM}:{SS}]",
               "I messaggi e le chiamate sono crittografati end-to-end. Solo le persone in questa chat possono leggerli, ascoltarli o condividerli. Scopri di più.",
               "<Media omessi>", "<allegato: {f}>", "<Questo messaggio è stato modificato>", "Questo messaggio è stato eliminato"),
    }

    def wa_stamp(self, page: Page, t: dt.datetime, fmt: str) -> str:
        s = fmt.format(d=t.day, dd=f"{t.day:02d}", m=t.month, mm=f"{t.month:02d}", yy=f"{t.year % 100:02d}", yyyy=t.year, H=t.hour, HH=f"{t.hour:02d}",
                       h=(t.hour - 1) % 12 + 1, MM=f"{t.minute:02d}", SS=f"{t.second:02d}", P="PM" if t.hour >= 12 else "AM")
        return self._own(page, t.date(), s.strip("[]"))

    def layout_whatsapp(self, page, card):
        """WhatsApp's "Export chat" (without media) of a group, in the phone's locale: Android's "12/03/2025, 21:14 - Name:
        …" (the US's "3/12/25, 9:14\u202fPM - …", Germany's "12.03.25, 21:14 - …"), or the iPhone's "[12.03.25, 21:14:05]
        Name: …" with its U+200E marks; the end-to-end notice, "<Media omitted>", a deleted message, "<This message was
        edited>"; a message's further lines with no stamp; the days in *bold* now and then."""
        r = self.rng
        ios = r.random() < 0.5
        loc = "en-us" if self.lang == "en" and r.random() < 0.5 else self.lang
        and_fmt, ios_fmt, e2e, omitted, attached, edited, deleted = self.WA[loc]
        name = self._title(page, card)
        bold = (lambda s: f"*{s}*") if r.random() < 0.4 else (lambda s: s)
        msgs = self.chat(page, card, name=name, modes=("block", "each"), tag="a WhatsApp chat")
        group = r.choice({"de": ["Magic Donnerstagsrunde"], "pt": ["Magic - Liga da Loja"], "es": ["Magic Martes"], "it": ["Magic Giovedì"]}.get(self.lang, ["FNM crew", "Commander Night 🐉"]))
        if ios:
            self._c(page, group)
        mark = "\u200e" if ios else ""

        def head(t: dt.datetime, who: str | None, notice: bool = False) -> str:
            st = self.wa_stamp(page, t, ios_fmt if ios else and_fmt)
            return (f"{mark if notice else ''}[{st}] " if ios else f"{st} - ") + (f"{who}: " if who else "")

        out = [self._c(page, head(msgs[0].at - dt.timedelta(minutes=1) if (msgs[0].at - dt.timedelta(minutes=1)).date() == msgs[0].at.date() else msgs[0].at,
                                  group if ios else None, True) + mark + e2e)]
        self._c(page, e2e)
        for k, m in enumerate(msgs):
            lines = m.raw(bold)
            if m.edited:
                lines[-1] += " " + edited
                self._c(page, edited)
            first = head(m.at, m.who)
            self._c(page, first)
            out.append(first + lines[0])
            out += lines[1:]
            if k == 1 and r.random() < 0.6:
                extra = r.choice([omitted, deleted, mark + attached.replace("{f}", f"{r.randint(10 ** 7, 10 ** 8 - 1):08d}-PHOTO-{m.at:%Y-%m-%d-%H-%M-%S}.jpg")])
                out.append(self._c(page, head(m.at, m.who, extra.startswith(mark) and ios) + extra))
        page.content = "\n".join(out) + "\n"

    def layout_line(self, page, card):
        """LINE's exported talk history of a Japanese group: "[LINE] GROUPのトーク履歴", "保存日時：2025/03/12 22:30", a line
        for each day "2025/03/12(水)", then "21:14<TAB>name<TAB>text", a message of several lines in double quotes (its
        own quotes doubled), stickers and photos as "[スタンプ]" and "[写真]", an unsent message's notice; the Japanese card
        text pasted now and then."""
        r = self.rng
        name = self._title(page, card, p_printed=0.85)
        quotes = any('"' in t for _, t in card.rulings)
        msgs = self.chat(page, card, name=name, modes=("each",) if quotes else ("block", "each"), styles=("colon", "paren", "bracket", "bullet", "dash"),
                         tag="a LINE talk")
        tr = self._tr(page, card, "ja") if r.random() < 0.5 else None
        if tr and '"' not in tr[1] + tr[0]:
            msgs.insert(-1, Msg(msgs[0].who, msgs[-2].at, [[(tr[0], "t")]] + [[(x, "t")] for x in tr[1].split("\n") if x.strip()], msgs[0].handle))
        elif tr:
            page.translations.pop()
        group = self._c(page, r.choice(["MTG部", "統率者戦の会", "マジック 水曜会"]))
        saved = self._now
        out = [self._c(page, f"[LINE] {group}のトーク履歴"), self._c(page, f"保存日時：{self._own(page, saved.date(), f'{saved:%Y/%m/%d %H:%M}')}"), ""]
        day = None
        for k, m in enumerate(msgs):
            if m.at.date() != day:
                if day is not None:
                    out.append("")
                day = m.at.date()
                out.append(self._c(page, self._own(page, day, f"{day:%Y/%m/%d}({WEEKDAYS['ja'][day.weekday()]})")))
            lines = m.raw()
            text = lines[0] if len(lines) == 1 else '"' + "\n".join(x.replace('"', '""') for x in lines) + '"'
            self._c(page, f"{m.at:%H:%M}\t{m.who}")
            out.append(f"{m.at:%H:%M}\t{m.who}\t{text}")
            if k == 0 and r.random() < 0.6:
                out.append(self._c(page, f"{m.at:%H:%M}\t{m.who}\t{r.choice(['[スタンプ]', '[写真]'])}"))
        if r.random() < 0.4:
            out.append(self._c(page, f"{msgs[-1].at:%H:%M}\t\t{msgs[-1].who}がメッセージの送信を取り消しました"))
        page.content = "\ufeff" * (r.random() < 0.3) + "\n".join(out) + "\n"

    def layout_kakao(self, page, card):
        """KakaoTalk's exported chat of a Korean group: the PC's ("GROUP 님과 카카오톡 대화", "저장한 날짜 : 2025-03-12
        22:30:11", "--------------- 2025년 3월 12일 수요일 ---------------", "[김민준] [오후 9:14] …"; a BOM now and then) or the
        phone's (every message "2025년 3월 12일 오후 9:14, 김민준 : …"); joins, photos, emoticons, a deleted message."""
        r = self.rng
        name = self._title(page, card, p_printed=0.7)
        msgs = self.chat(page, card, name=name, modes=("block", "each"), tag="a KakaoTalk chat")
        if r.random() < 0.5:
            tr = self._tr(page, card, "ko")
            if tr:
                msgs.insert(-1, Msg(msgs[0].who, msgs[-2].at, [[(tr[0], "t")]] + [[(x, "t")] for x in tr[1].split("\n") if x.strip()], msgs[0].handle))
        group = self._c(page, r.choice(["MTG 동호회", "매직 더 개더링 룰 질문방", "커맨더 모임"]))
        pc = r.random() < 0.5
        s = self._now
        kdate = lambda d: f"{d.year}년 {d.month}월 {d.day}일"  # noqa: E731
        if pc:
            out = [self._c(page, f"{group} 님과 카카오톡 대화"), self._c(page, f"저장한 날짜 : {self._own(page, s.date(), f'{s:%Y-%m-%d %H:%M:%S}')}"), ""]
        else:
            out = [self._c(page, f"{group} 님과 카카오톡 대화"), self._c(page, f"저장한 날짜 : {self._own(page, s.date(), f'{kdate(s)} {ko_clock(s)}')}"), "", ""]
        day = None
        joined = self.people(1)[0][0]
        for k, m in enumerate(msgs):
            if m.at.date() != day:
                day = m.at.date()
                banner = f"{kdate(day)} {WEEKDAYS['ko'][day.weekday()]}"
                out.append(self._c(page, self._own(page, day, f"--------------- {banner} ---------------" if pc else banner)))
                if k == 0 and r.random() < 0.5:
                    out.append(self._c(page, f"{joined}님이 들어왔습니다." if pc else f"{self._own(page, m.at.date(), f'{kdate(m.at)} {ko_clock(m.at)}')}: {joined}님이 들어왔습니다."))
            lines = m.raw()
            head = f"[{m.who}] [{ko_clock(m.at)}] " if pc else f"{self._own(page, m.at.date(), f'{kdate(m.at)} {ko_clock(m.at)}')}, {m.who} : "
            self._c(page, head)
            out.append(head + lines[0])
            out += lines[1:]
            if k == 1 and r.random() < 0.6:
                out.append(self._c(page, head + r.choice(["사진", "이모티콘", "삭제된 메시지입니다."])))
        page.content = ("\ufeff" if pc and r.random() < 0.5 else "") + ("\r\n" if pc else "\n").join(out) + "\n"

    # ---- threads (Reddit, X, Mastodon, Bluesky) ----
    OP_BODY = {
        "en": ["Came up at FNM last night and nobody at the table was sure. Thanks in advance!", "Title says it all. We ended up rolling a die for it lol.",
               "My playgroup is split on this one, need an answer before Friday."],
        "de": ["Kam gestern beim FNM auf und keiner war sich sicher. Danke schon mal!", "Wir haben am Ende gewürfelt, lol."],
        "fr": ["C'est arrivé hier au FNM et personne n'était sûr. Merci d'avance !", "On a fini par lancer un dé, mdr."],
        "es": ["Nos pasó ayer en el FNM y nadie estaba seguro. ¡Gracias de antemano!"], "pt": ["Aconteceu ontem no FNM e ninguém tinha certeza. Valeu desde já!"],
        "it": ["È successo ieri al FNM e nessuno era sicuro. Grazie in anticipo!"], "ja": ["昨日のFNMで揉めました。詳しい方お願いします！"],
        "ko": ["어제 FNM에서 논쟁이 있었어요. 아시는 분 답변 부탁드려요!"], "zhs": ["昨天店赛遇到的，大家都不确定。先谢谢了！"], "zht": ["昨天店賽遇到的，大家都不確定。先謝謝了！"],
        "ru": ["Вчера на FNM спорили и никто не был уверен. Заранее спасибо!"],
    }

    def thread(self, page: Page, card: CardData, name: str, *, per_post: bool, styles=("colon", "dash", "paren", "bullet"), tag: str = "a thread",
               chain: bool = False) -> list[Msg]:
        """A thread: the opening post (its title asks about the card by ``name``; ``m.title``), the answer with the rulings
        (one post, or ``per_post`` one post a ruling after an introducing one, as replies in a chain when ``chain``), the
        asker's thanks, another comment; each post's depth in ``m.depth``; minutes to hours apart up to the page's moment."""
        r = self.rng
        L = W[self.lang]
        ppl = self.people(4)
        asker, judge, other = ppl[0], ppl[1], ppl[2 % len(ppl)]
        op = Msg(asker[0], None, [[(self._c(page, r.choice(self.OP_BODY[self.lang])), "c")]], asker[1])
        op.title = self._c(page, r.choice(L["ask"]).replace("{name}", name))
        op.depth = 0
        style = r.choice(list(styles))
        mode = "each" if per_post else r.choice(["block", "quote"])
        items = self.items(page, card, f"{tag} ({mode}, {style})")
        intro = self._c(page, r.choice(L["intro"]))
        posts = []
        if per_post:
            posts.append(Msg(judge[0], None, [[(intro, "c")]], judge[1]))
            for ln in self.rlines(items, style):
                posts.append(Msg(judge[0], None, [ln], judge[1]))
        elif mode == "quote":
            lines = [[(intro, "c")]]
            for ds, t, _ in items:
                lines += [[(t, "r")], [("— ", "c"), (ds, "d")]]
            posts.append(Msg(judge[0], None, lines, judge[1], block="quote"))
        else:
            posts.append(Msg(judge[0], None, [[(intro, "c")]] + self.rlines(items, style), judge[1]))
        for k, p in enumerate(posts):
            p.depth = (1 + k if chain else 1) if per_post else 1
        thanks = Msg(asker[0], None, [[(self._c(page, r.choice(L["thanks"])), "c")]], asker[1])
        thanks.depth = posts[-1].depth + 1
        side = Msg(other[0], None, [[(self._c(page, r.choice(L["chat"] + L["after"])), "c")]], other[1])
        side.depth = 1
        msgs = [op] + posts + [thanks, side]
        gaps = [(0, 0), (900, 30000)] + [(20, 240)] * (len(posts) - 1) + [(300, 18000), (300, 30000)]
        for m, t in zip(msgs, self.clock(card, gaps, 20000)):
            m.at = t
            m.score = r.randint(1, 60)
        if r.random() < 0.5:
            posts[0].edited = self._fix(card, posts[0].at + dt.timedelta(minutes=r.randint(5, 90)))
        page.__dict__["chat_mode"] = mode
        return msgs

    def md_html(self, m: Msg, *, bold: str = "strong", p: str = "p") -> str:
        """A post's markdown as Reddit, Lemmy or Mastodon render it: paragraphs, a blockquote for a quote's lines."""
        run = lambda s, k: f"<{bold}>{e(s)}</{bold}>" if k == "d" and bold else e(s)  # noqa: E731
        lines = ["".join(run(s, k) for s, k in ln) for ln in m.lines]
        if m.block == "quote":
            out = [f"<{p}>{lines[0]}</{p}>"]
            for k in range(1, len(lines), 2):
                out += [f"<blockquote>\n<{p}>{lines[k]}</{p}>\n</blockquote>", f"<{p}>{lines[k + 1]}</{p}>"]
            return "\n".join(out)
        return "\n".join(f"<{p}>{x}</{p}>" for x in lines)

    def md_text(self, m: Msg) -> list[str]:
        """A post's text as copied from the page (a quote's lines as they show, no marks)."""
        return m.raw()

    def layout_reddit_old(self, page, card):
        """An old.reddit thread saved: the post (``thing`` with its data attributes, the title, "submitted 2 hours ago by
        …" with the full stamp in the ``time``'s title, the buttons "comments share save hide report"), then the comments
        nested in ``child`` divs, each with its three score spans ("16 points" "17 points" "18 points"), the relative
        time and the edit mark "*", "permalink embed save parent report reply"; or the thread's .rss (Reddit's Atom feed:
        one ``entry`` a post, its HTML escaped in ``content``)."""
        r = self.rng
        name = self._title(page, card)
        msgs = self.thread(page, card, name, per_post=r.random() < 0.3, chain=True, tag="an old Reddit thread")
        op = msgs[0]
        sub = r.choice({"de": ["de_mtg", "mtgde"], "fr": ["magicTCG_FR"]}.get(self.lang, ["mtgrules", "magicTCG", "EDH", "mtg"]))
        url_slug = "_".join(slug(op.title).split("-")[:8])
        pid = "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(7))
        utc = lambda t: self._own(page, t.date(), f"{WEEKDAYS['en3'][t.weekday()]} {MON['en'][t.month - 1]} {t.day} {t:%H:%M:%S} {t.year} UTC")  # noqa: E731
        iso = lambda t: self._own(page, t.date(), f"{t:%Y-%m-%dT%H:%M:%S}+00:00")  # noqa: E731
        if not self.html:
            entries = []
            for m in msgs:
                kind = "t3" if m is op else "t1"
                tid = pid if m is op else "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(7))
                body = '<!-- SC_OFF --><div class="md">' + self.md_html(m) + "</div><!-- SC_ON -->"
                if m is op:
                    url = f"https://www.reddit.com/r/{sub}/comments/{pid}/{url_slug}/"
                    body += (f' &#32; submitted by &#32; <a href="https://www.reddit.com/user/{m.handle}"> /u/{m.handle} </a> <br/> <span><a href="{url}">[link]</a></span>'
                             f' &#32; <span><a href="{url}">[comments]</a></span>')
                title = m.title if m is op else f"/u/{m.handle} on {op.title}"
                self._c(page, f"/u/{m.handle}")
                entries.append(f'<entry><author><name>/u/{e(m.handle)}</name><uri>https://www.reddit.com/user/{e(m.handle)}</uri></author><category term="{sub}" label="r/{sub}"/>'
                               f'<content type="html">{e(body)}</content><id>{kind}_{tid}</id><link href="https://www.reddit.com/r/{sub}/comments/{pid}/{url_slug}/{"" if m is op else tid + "/"}"/>'
                               f'<updated>{iso(m.at)}</updated>' + (f"<published>{iso(m.at)}</published>" if m is op else "") + f'<title>{e(title)}</title></entry>')
            self._c(page, f"/u/{msgs[1].handle} on {op.title}")
            page.content = ('<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">'
                            f'<category term="{sub}" label="r/{sub}"/><updated>{iso(self._now)}</updated><icon>https://www.redditstatic.com/icon.png/</icon>'
                            f'<id>/r/{sub}/comments/{pid}/{url_slug}/.rss</id><link rel="self" href="https://www.reddit.com/r/{sub}/comments/{pid}/{url_slug}/.rss" type="application/atom+xml" />'
                            f'<link rel="alternate" href="https://www.reddit.com/r/{sub}/comments/{pid}/{url_slug}/" type="text/html" /><title>{e(op.title)} : {sub}</title>'
                            + "".join(entries) + "</feed>")
            return

        def tagline(m: Msg, first: bool) -> str:
            ago = self._c(page, self.ago(m.at))
            edit = (f'<time class="edited-timestamp" title="last edited {e(self.ago(m.edited))}" datetime="{iso(m.edited)}">*</time>' if m.edited else "")
            s = m.score
            scores = (f'<span class="score dislikes" title="{s}">{s - 1} points</span><span class="score unvoted" title="{s}">{s} points</span>'
                      f'<span class="score likes" title="{s}">{s + 1} points</span>') if not first else ""
            if not first:
                self._cs(page, f"{s} points", "[–]")
            return (f'<p class="tagline">' + ('' if first else '<a href="javascript:void(0)" class="expand" onclick="return togglecomment(this)">[–]</a>')
                    + (f'submitted <time title="{utc(m.at)}" datetime="{iso(m.at)}" class="live-timestamp">{ago}</time>{edit} by ' if first else "")
                    + f'<a href="https://old.reddit.com/user/{m.handle}" class="author may-blank id-t2_{hex_digits(r, 8)}">{e(self._c(page, m.handle))}</a>'
                    + ("" if first else f'<span class="userattrs"></span> {scores} <time title="{utc(m.at)}" datetime="{iso(m.at)}" class="live-timestamp">{ago}</time>{edit}')
                    + (f' to <a href="https://old.reddit.com/r/{sub}/" class="subreddit hover may-blank">r/{sub}</a>' if first else "") + "</p>")

        btns = self._cs(page, "permalink", "embed", "save", "parent", "report", "reply")
        cbtn = '<ul class="flat-list buttons">' + "".join(f'<li><a href="javascript:void(0)">{b}</a></li>' for b in btns) + "</ul>"

        def comment(k: int) -> str:
            m = msgs[k]
            kids = [j for j in range(k + 1, len(msgs)) if msgs[j].depth == m.depth + 1 and all(msgs[x].depth > m.depth for x in range(k + 1, j))]
            cid = hex_digits(r, 7)
            return (f'<div class=" thing id-t1_{cid} noncollapsed comment " id="thing_t1_{cid}" data-author="{m.handle}" data-subreddit="{sub}" data-type="comment">'
                    f'<p class="parent"><a name="{cid}"></a></p><div class="midcol unvoted"><div class="arrow up login-required access-required" role="button" aria-label="upvote"></div>'
                    f'<div class="arrow down login-required access-required" role="button" aria-label="downvote"></div></div><div class="entry unvoted">{tagline(m, False)}'
                    f'<form action="#" class="usertext warn-on-unload" id="form-t1_{cid}"><div class="usertext-body may-blank-within md-container "><div class="md">{self.md_html(m)}</div></div></form>'
                    f'{cbtn}</div><div class="child">' + ("".join(comment(j) for j in kids) if kids else "") + '</div><div class="clearleft"></div></div>')

        tops = [k for k in range(1, len(msgs)) if msgs[k].depth == 1]
        ncom = self._c(page, f"{len(msgs) - 1 + r.randint(0, 9)} comments")
        side = self._cs(page, "load more comments", f"({r.randint(1, 6)} replies)")
        flair = self._c(page, r.choice(["Rules Question", "Question", "Rules"]))
        page.content = ('<!doctype html><html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en"><head><title>' + e(op.title) + f' : {sub}</title>'
                        '<meta name="keywords" content=" reddit, reddit.com, vote, comment, submit " /><meta name="referrer" content="always">'
                        '<link rel="stylesheet" type="text/css" href="//www.redditstatic.com/reddit.9qe8IPJxKQA.css" media="all"></head>'
                        f'<body class="listing-page comments-page single-page"><div id="header" role="banner"><a href="#content" id="jumpToContent" tabindex="1">jump to content</a>'
                        f'<span class="hover pagename redditname"><a href="https://old.reddit.com/r/{sub}/">{sub}</a></span></div>'
                        f'<div class="content" role="main"><div class="sitetable linklisting" id="siteTable"><div class=" thing id-t3_{pid} odd link self" data-author="{op.handle}" '
                        f'data-subreddit="{sub}" data-timestamp="{int(op.at.replace(tzinfo=dt.timezone.utc).timestamp() * 1000)}" data-score="{op.score}">'
                        f'<div class="midcol unvoted"><div class="score unvoted" title="{op.score}">{op.score}</div></div><div class="entry unvoted"><div class="top-matter">'
                        f'<p class="title"><a class="title may-blank " href="/r/{sub}/comments/{pid}/{url_slug}/">{e(op.title)}</a> <span class="linkflairlabel " title="{flair}">{flair}</span> '
                        f'<span class="domain">(<a href="/r/{sub}/">self.{sub}</a>)</span></p>{tagline(op, True)}<ul class="flat-list buttons"><li class="first">'
                        f'<a href="/r/{sub}/comments/{pid}/{url_slug}/" class="bylink comments may-blank">{ncom}</a></li><li class="share"><a href="javascript: void 0;">share</a></li>'
                        '<li><a href="#">save</a></li><li><a href="javascript:void(0)">hide</a></li><li><a href="javascript:void(0)">report</a></li></ul></div>'
                        f'<div class="expando"><form action="#" class="usertext"><div class="usertext-body may-blank-within md-container "><div class="md">{self.md_html(op)}</div></div></form></div>'
                        '</div></div></div><div class="commentarea"><div class="sitetable nestedlisting">' + "".join(comment(k) for k in tops)
                        + f'<div class="morechildren"><a href="javascript:void(0)">{side[0]}</a> <span class="gray">{side[1]}</span></div></div></div></div>'
                        '<div class="footer-parent"><div class="bottommenu">Use of this site constitutes acceptance of our User Agreement and Privacy Policy. © 2026 reddit inc. All rights reserved.</div></div></body></html>')
        self._c(page, "Use of this site constitutes acceptance of our User Agreement and Privacy Policy. © 2026 reddit inc. All rights reserved.")

    def layout_reddit_new(self, page, card):
        """A new Reddit thread saved (``shreddit-post`` with its attributes, ``faceplate-timeago`` "2h ago" titled with the
        full stamp, ``shreddit-comment`` nested by depth, "Edited 45m ago", "Reply Award Share", the community's card with
        "Created Jun 3, 2012"), or the thread's text copied from the browser (the same words one after another)."""
        r = self.rng
        name = self._title(page, card)
        msgs = self.thread(page, card, name, per_post=r.random() < 0.4, chain=r.random() < 0.5, tag="a new Reddit thread")
        op = msgs[0]
        sub = r.choice({"fr": ["magicTCG_FR"], "pt": ["magicbrasil"]}.get(self.lang, ["mtgrules", "magicTCG", "EDH"]))
        created = self._past(card, dt.date(2010, 1, 1), 400)
        shown = f"{MON['en'][created.month - 1]} {created.day}, {created.year}"
        cr = self._c(page, f"Created {self._own(page, created, shown)}")
        members = self._c(page, f"{r.randint(12, 980)}K")
        short = lambda t: self._c(page, self.ago(t, "short") + " ago")  # noqa: E731
        full = lambda t: self._own(page, t.date(), f"{WEEKDAYS['en'][t.weekday()]}, {MONTHS['en'][t.month - 1]} {t.day}, {t.year} at "  # noqa: E731
                                   f"{(t.hour - 1) % 12 + 1}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}")
        btn = self._cs(page, "Reply", "Award", "Share")
        if not self.html:
            out = [f"r/{sub}", "•", short(op.at), op.handle, op.title, self._c(page, r.choice(["Rules Question", "Question"]))] + op.raw() + [str(op.score), str(len(msgs) - 1), "Share"]
            self._cs(page, f"r/{sub}", op.handle)
            out += [self._c(page, "Sort by:"), self._c(page, "Best"), self._c(page, "Search Comments")]
            for m in msgs[1:]:
                out += [self._c(page, m.handle), "•", short(m.at)] + ([self._c(page, f"Edited {self.ago(m.edited, 'short')} ago")] if m.edited else [])
                out += self.md_text(m) + [str(m.score)] + btn
            out += [self._c(page, f"r/{sub}"), cr, self._c(page, "Public"), members, self._c(page, "Members")]
            page.content = "\n".join(out) + "\n"
            return

        def comment(k: int) -> str:
            m = msgs[k]
            kids = [j for j in range(k + 1, len(msgs)) if msgs[j].depth == m.depth + 1 and all(msgs[x].depth > m.depth for x in range(k + 1, j))]
            tid = "t1_" + hex_digits(r, 7)
            ed = f'<span class="text-neutral-content-weak">Edited {self._c(page, self.ago(m.edited, "short"))} ago</span>' if m.edited else ""
            return (f'<shreddit-comment author="{ea(m.handle)}" thingid="{tid}" depth="{m.depth - 1}" permalink="/r/{sub}/comments/x/comment/{tid[3:]}/" score="{m.score}" '
                    f'postid="t3_x"><div slot="commentMeta" class="flex flex-row items-center"><faceplate-hovercard><a href="/user/{ea(m.handle)}/" '
                    f'class="font-bold text-neutral-content-strong">{e(self._c(page, m.handle))}</a></faceplate-hovercard><span class="inline-block my-0 text-neutral-content-weak">•</span>'
                    f'<faceplate-timeago ts="{m.at:%Y-%m-%dT%H:%M:%S}.000000+0000" format="compact"><time datetime="{m.at:%Y-%m-%dT%H:%M:%S}.000Z" title="{full(m.at)}">'
                    f'{short(m.at)}</time></faceplate-timeago>{ed}</div><div slot="comment"><div class="md text-14" id="{tid}-comment-rtjson-content">{self.md_html(m)}</div></div>'
                    f'<shreddit-comment-action-row slot="actionRow" score="{m.score}"><button>{btn[0]}</button><button>{btn[1]}</button><button>{btn[2]}</button></shreddit-comment-action-row>'
                    + "".join(comment(j) for j in kids) + "</shreddit-comment>")

        tops = [k for k in range(1, len(msgs)) if msgs[k].depth == 1]
        page.content = ('<!DOCTYPE html><html lang="en-US" class="theme-beta"><head><meta charset="UTF-8"><title>' + e(op.title) + f' : r/{sub}</title></head><body>'
                        f'<shreddit-app pagetype="post_detail"><div class="main-container"><main id="main-content">'
                        f'<shreddit-post id="t3_{hex_digits(r, 7)}" post-title="{ea(op.title)}" author="{ea(op.handle)}" subreddit-prefixed-name="r/{sub}" score="{op.score}" '
                        f'comment-count="{len(msgs) - 1}" created-timestamp="{op.at:%Y-%m-%dT%H:%M:%S}.000000+0000" post-type="text">'
                        f'<span slot="credit-bar"><a href="/r/{sub}/">{e(self._c(page, f"r/{sub}"))}</a> • <faceplate-timeago ts="{op.at:%Y-%m-%dT%H:%M:%S}.000000+0000">'
                        f'<time datetime="{op.at:%Y-%m-%dT%H:%M:%S}.000Z" title="{full(op.at)}">{short(op.at)}</time></faceplate-timeago> <a href="/user/{ea(op.handle)}/">{e(self._c(page, op.handle))}</a></span>'
                        f'<h1 slot="title">{e(op.title)}</h1><div slot="text-body"><div class="md">{self.md_html(op)}</div></div></shreddit-post>'
                        f'<shreddit-comment-tree>' + "".join(comment(k) for k in tops) + '</shreddit-comment-tree></main>'
                        f'<aside id="right-sidebar-container"><shreddit-subreddit-header><h2>r/{sub}</h2><div class="text-neutral-content-weak">{e(cr)}</div>'
                        f'<div>{self._c(page, "Public")}</div><faceplate-number number="{members}">{e(members)}</faceplate-number> <span>{self._c(page, "Members")}</span>'
                        '</shreddit-subreddit-header></aside></div></shreddit-app></body></html>')

    THREAD_INTRO = {
        "en": ["Official rulings for {name} 🧵", "Thread: every official ruling on {name}, with dates 👇", "{name} keeps coming up at my store, so here are its rulings 🧵"],
        "ja": ["{name}の公式裁定まとめ🧵", "{name}の裁定を日付つきで貼っておきます👇"], "es": ["Rulings oficiales de {name} 🧵", "Hilo con todos los rulings de {name} 👇"],
        "pt": ["Rulings oficiais de {name} 🧵", "Fio com todos os rulings de {name} 👇"], "de": ["Alle offiziellen Rulings zu {name} 🧵", "Thread: die Rulings zu {name} mit Datum 👇"],
        "fr": ["Les rulings officiels de {name} 🧵", "Thread : tous les rulings de {name}, avec leur date 👇"],
    }

    def selfthread(self, page: Page, card: CardData, name: str, *, tag: str, styles=("colon", "dash", "paren", "dateline"), number: bool = True,
                   replies: bool = True) -> list[Msg]:
        """An account's thread: an opening post naming the card, then one post a ruling ("2/5" at its end now and then),
        then replies of others; ``m.mine`` the author's posts; minutes apart up to the page's moment."""
        r = self.rng
        ppl = self.people(3)
        author = ppl[0]
        style = r.choice(list(styles))
        items = self.items(page, card, f"{tag} (one post a ruling, {style})")
        lines = self.rlines(items, style)
        per = 2 if style == "dateline" else 1
        chunks = [lines[k:k + per] for k in range(0, len(lines), per)]
        n = len(chunks) + 1
        number = number and r.random() < 0.6
        first = [[(self._c(page, r.choice(self.THREAD_INTRO[self.lang]).replace("{name}", name)), "c")]]
        if number:
            first.append([(self._c(page, f"1/{n}"), "c")])
        posts = [Msg(author[0], None, first, author[1])]
        for k, ch in enumerate(chunks, 2):
            posts.append(Msg(author[0], None, ch + ([[(self._c(page, f"{k}/{n}"), "c")]] if number else []), author[1]))
        L = W[self.lang]
        said = r.sample(L["thanks"] + L["chat"][:2], len(ppl) - 1)
        replies = [Msg(p[0], None, [[(self._c(page, s), "c")]], p[1]) for p, s in zip(ppl[1:], said)] if replies else []
        msgs = posts + replies
        gaps = [(0, 0)] + [(15, 200)] * (len(posts) - 1) + [(120, 9000)] * len(replies)
        for m, t in zip(msgs, self.clock(card, gaps, 30000)):
            m.at = t
            m.mine = m in posts
            m.counts = (r.randint(0, 9), r.randint(0, 40), r.randint(2, 400))
        msgs[0].counts = (r.randint(5, 60), r.randint(10, 300), r.randint(50, 3000))
        return msgs

    # ---- X ----
    def x_stamps(self, page: Page, t: dt.datetime) -> tuple[str, str]:
        """(the focal post's "9:14 PM · Mar 12, 2025", a post's compact "Mar 12") in the page's language, recorded."""
        if self.lang == "ja":
            full, short = f"{'午後' if t.hour >= 12 else '午前'}{(t.hour - 1) % 12 + 1}:{t:%M} · {t.year}年{t.month}月{t.day}日", f"{t.month}月{t.day}日"
        elif self.lang == "es":
            full, short = f"{(t.hour - 1) % 12 + 1}:{t:%M} {'p. m.' if t.hour >= 12 else 'a. m.'} · {t.day} {MON['es'][t.month - 1]}. {t.year}", f"{t.day} {MON['es'][t.month - 1]}."
        else:
            full, short = f"{h12(t)} · {MON['en'][t.month - 1]} {t.day}, {t.year}", f"{MON['en'][t.month - 1]} {t.day}"
        return full, short

    def layout_x(self, page, card):
        """An X thread saved from the browser (the posts as ``article data-testid="tweet"``, ``User-Name`` with the name,
        the handle and the ``time`` "Mar 12", ``tweetText`` with the post's lines, the focal post's "9:14 PM · Mar 12,
        2025" and views, the counts' group, the logged-out bar "Don’t miss what’s happening") or its text copied (the same,
        one thing a line); English, Japanese or Spanish."""
        r = self.rng
        name = self._title(page, card)
        msgs = self.selfthread(page, card, name, tag="an X thread")
        views = f"{r.randint(11, 990) / 10:.1f}K".replace(".0K", "K")
        UI = {"ja": ("ポスト", "件の表示", "ログイン", "アカウント作成", "いま起きていることを見つけよう"),
              "es": ("Post", "Visualizaciones", "Iniciar sesión", "Registrarse", "No te pierdas lo que está pasando")}.get(
            self.lang, ("Post", "Views", "Log in", "Sign up", "Don’t miss what’s happening"))
        self._cs(page, *UI)
        if not self.html:
            out = [UI[0], self._c(page, "Conversation" if self.lang == "en" else "会話" if self.lang == "ja" else "Conversación")]
            for k, m in enumerate(msgs):
                full, short = self.x_stamps(page, m.at)
                out += [self._c(page, m.who), self._c(page, f"@{m.handle}")]
                if k == 0:
                    out += m.raw() + [self._own(page, m.at.date(), full), "·", views, f" {UI[1]}"] + [str(x) for x in m.counts]
                else:
                    out += ["·", self._own(page, m.at.date(), short)] + m.raw() + [str(x) for x in m.counts if x]
            out += [UI[4], UI[2], UI[3]]
            page.content = "\n".join(out) + "\n"
            return
        arts = []
        for k, m in enumerate(msgs):
            full, short = self.x_stamps(page, m.at)
            full, short = (self._own(page, m.at.date(), full), short) if k == 0 else (full, self._own(page, m.at.date(), short))
            sid = _id(r, 19)
            iso = f"{m.at:%Y-%m-%dT%H:%M:%S}.000Z"
            text = "\n".join(m.raw())
            head = (f'<div class="css-175oi2r r-1wbh5a2 r-dnmrzs r-1ny4l3l" data-testid="User-Name"><div class="css-175oi2r r-1awozwy r-18u37iz r-1wbh5a2 r-dnmrzs">'
                    f'<a href="/{m.handle}" role="link" class="css-175oi2r r-1wbh5a2 r-dnmrzs r-1ny4l3l r-1loqt21"><div dir="ltr" class="css-146c3p1 r-bcqeeo r-1ttztb7 r-qvutc0 '
                    f'r-37j5jr r-a023e6 r-rjixqe r-b88u0q"><span class="css-1jxf684 r-bcqeeo r-1ttztb7 r-qvutc0 r-poiln3">{e(self._c(page, m.who))}</span></div></a></div>'
                    f'<div class="css-175oi2r r-18u37iz r-1wbh5a2 r-1ez5h0i"><a href="/{m.handle}" role="link" tabindex="-1"><div dir="ltr"><span class="css-1jxf684 r-bcqeeo '
                    f'r-1ttztb7 r-qvutc0 r-poiln3">@{e(self._c(page, m.handle))}</span></div></a>' + ("" if k == 0 else
                    f'<div dir="ltr" aria-hidden="true"><span>·</span></div><div class="css-175oi2r r-18u37iz r-1q142lx"><a href="/{m.handle}/status/{sid}" dir="ltr" '
                    f'aria-label="{short}" role="link"><time datetime="{iso}">{short}</time></a></div>') + "</div></div>")
            body = (f'<div dir="auto" lang="{ {"zhs": "zh"}.get(self.lang, self.lang) }" class="css-146c3p1 r-8akbws r-krxsd3 r-dnmrzs r-1udh08x r-bcqeeo r-1ttztb7 r-qvutc0 r-37j5jr '
                    f'r-a023e6 r-rjixqe r-16dba41 r-bnwqim" data-testid="tweetText" style="color: rgb(15, 20, 25);"><span class="css-1jxf684 r-bcqeeo r-1ttztb7 r-qvutc0 r-poiln3">'
                    f'{e(text)}</span></div>')
            meta = (f'<div class="css-175oi2r r-1d09ksm r-18u37iz r-1wbh5a2"><a href="/{m.handle}/status/{sid}" role="link"><time datetime="{iso}">{full}</time></a>'
                    f'<span> · </span><span class="css-1jxf684">{views}</span><span> {UI[1]}</span></div>') if k == 0 else ""
            c = m.counts
            group = (f'<div class="css-175oi2r r-1kbdv8c r-18u37iz r-1wtj0ep r-1ye8kvj r-1s2bzr4" aria-label="{c[0]} replies, {c[1]} reposts, {c[2]} likes" role="group">'
                     + "".join(f'<div class="css-175oi2r r-18u37iz r-1h0z5md r-13awgt0"><button role="button" data-testid="{t}" type="button"><span data-testid="app-text-transition-container">'
                               f'<span class="css-1jxf684 r-1ttztb7 r-qvutc0 r-poiln3 r-n6v787 r-1cwl3u0 r-1k6nrdp r-n7gxbd">{x or ""}</span></span></button></div>'
                               for t, x in zip(("reply", "retweet", "like"), c)) + "</div>")
            arts.append(f'<article aria-labelledby="id__{hex_digits(r, 10)}" role="article" tabindex="0" class="css-175oi2r r-18u37iz r-1udh08x r-i023vh r-1qhn6m8 r-o7ynqc r-6416eg r-1ny4l3l r-1loqt21" '
                        f'data-testid="tweet"><div class="css-175oi2r r-eqz5dr r-16y2uox r-1wbh5a2">{head}{body}{meta}{group}</div></article>')
        page.content = (f'<!DOCTYPE html><html dir="ltr" lang="{self.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=0,viewport-fit=cover">'
                        f'<title>{e(msgs[0].who)} on X: "{e(msgs[0].raw()[0])}" / X</title></head><body style="background-color: #FFFFFF;"><div id="react-root" style="height:100%;display:flex;">'
                        f'<main role="main" class="css-175oi2r r-16y2uox r-1wbh5a2"><div class="css-175oi2r" aria-label="Home timeline"><h2 dir="ltr" role="heading" aria-level="2"><span>{UI[0]}</span></h2>'
                        f'<section aria-labelledby="accessible-list-1" role="region"><div aria-label="Timeline: Conversation">' + "".join(f'<div data-testid="cellInnerDiv">{a}</div>' for a in arts)
                        + f'</div></section></div></main><div data-testid="BottomBar"><span>{UI[4]}</span><a href="/login" data-testid="login"><span>{UI[2]}</span></a>'
                        f'<a href="/i/flow/signup" data-testid="signup"><span>{UI[3]}</span></a></div></div></body></html>')

    # ---- Thread Reader App ----
    def layout_threadreader(self, page, card):
        """Thread Reader App's unroll of an X thread: "Thread by @handle on Thread Reader App", the author, "Mar 12, 2025 •
        5 tweets • 2 min read • Read on X", the posts one after another, "Missing some Tweet in this thread? You can try to
        force a refresh", the subscribe and "Save as PDF" boxes; as the page or its text."""
        r = self.rng
        name = self._title(page, card)
        msgs = self.selfthread(page, card, name, tag="a thread unrolled", number=False, replies=False)
        a = msgs[0]
        day = f"{MON['en'][a.at.month - 1]} {a.at.day}, {a.at.year}"
        meta = self._c(page, f"{self._own(page, a.at.date(), day)} • {len(msgs)} tweets • {max(1, len(msgs) // 2)} min read • Read on X")
        title = self._c(page, f"Thread by @{a.handle} on Thread Reader App")
        furn = self._cs(page, "Missing some Tweet in this thread? You can try to force a refresh", f"Keep Current with {a.who}",
                        "Stay in touch and get notified when new unrolls are available from this author!", "This Thread may be Removed Anytime!",
                        "Twitter may remove this content at anytime! Save it as PDF for later use!", "Save as PDF", f"Subscribe to @{a.handle}",
                        "Did Thread Reader help you today?", "Support us! We are indie developers!")
        if not self.html:
            out = [title, "", self._c(page, a.who), self._c(page, f"@{a.handle}"), meta, ""]
            for m in msgs:
                out += m.raw() + [""]
            out += ["• • •", "", furn[0], "", furn[1], furn[2], furn[6], "", furn[3], furn[4], furn[5], "", furn[7], furn[8]]
            page.content = "\n".join(out) + "\n"
            return
        tw = "".join(f'<div class="content-tweet allow-preview" data-controller="thread" data-tweet="{_id(r, 19)}" id="tweet_{k}">' + "<br />".join(e(x) for x in m.raw())
                     + f' <sup class="tw-permalink"><a href="https://x.com/{a.handle}/status/{_id(r, 19)}" target="_blank">&#8230;</a></sup></div>' for k, m in enumerate(msgs, 1))
        page.content = (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{e(title)} – Thread Reader App</title><meta name="description" content="@{a.handle}: '
                        f'{ea(msgs[0].raw()[0])} …"><link rel="stylesheet" href="/assets/application.css"></head><body><nav class="navbar navbar-expand-lg"><a class="navbar-brand" '
                        'href="/">Thread Reader</a><a class="nav-link" href="/help">Help</a></nav><div class="container"><div class="row"><div class="col-md-8 col-lg-6 mx-auto">'
                        f'<div class="thread-info"><div class="d-flex"><a href="/user/{a.handle}"><img class="avatar rounded-circle" src="https://pbs.twimg.com/profile_images/{_id(r, 19)}/x_normal.jpg"></a>'
                        f'<div><a class="thread-author" href="/user/{a.handle}"><span class="display-name">{e(a.who)}</span> <span class="screen-name">@{a.handle}</span></a>'
                        f'<div class="thread-info-meta">{e(meta)}</div></div></div></div><div class="t-main">{tw}</div><div class="thread-actions text-center">'
                        f'<p class="mt-3">{furn[0]}</p></div><div class="card mt-4"><div class="card-body"><h5 class="card-title">{e(furn[1])}</h5><p>{furn[2]}</p>'
                        f'<a class="btn btn-primary" href="/user/{a.handle}">{e(furn[6])}</a></div></div><div class="card mt-4 border-danger"><div class="card-body"><h5>{furn[3]}</h5>'
                        f'<p>{furn[4]}</p><a class="btn btn-outline-danger" href="#">{furn[5]}</a></div></div><footer class="mt-5"><h5>{furn[7]}</h5><p>{furn[8]}</p></footer>'
                        '</div></div></div></body></html>')

    # ---- Mastodon ----
    def layout_mastodon(self, page, card):
        """A Mastodon thread (an account's posts, a ruling each, and replies): its page saved (``detailed-status`` with the
        display name and the account, the focal post's "Mar 12, 2025, 21:14", "Edited …", boosts and favourites; the
        others' ``status__relative-time``), or the account's RSS feed (the posts newest first, each ``description`` the
        post's HTML escaped, ``pubDate``); English, German or French."""
        r = self.rng
        name = self._title(page, card)
        msgs = self.selfthread(page, card, name, tag="a Mastodon thread", replies=self.html)
        inst = r.choice(["mastodon.social", "mtg.social", "chaos.social", "mastodon.online", "piaille.fr" if self.lang == "fr" else "det.social"])
        acct = lambda m: f"@{m.handle.replace('.', '_')}@{inst}"  # noqa: E731
        ptag = lambda m: "".join(f"<p>{'<br />'.join(e(x) for x in m.raw())}</p>")  # noqa: E731
        mine = [m for m in msgs if m.mine]
        if not self.html:
            items = []
            for m in sorted(mine, key=lambda m: m.at, reverse=True):
                sid = _id(r, 18)
                items.append(f"    <item>\n      <guid isPermaLink=\"true\">https://{inst}/@{m.handle.replace('.', '_')}/{sid}</guid>\n      <link>https://{inst}/@{m.handle.replace('.', '_')}/{sid}</link>\n"
                             f"      <pubDate>{self._own(page, m.at.date(), rfc822(m.at))}</pubDate>\n      <description>{e(ptag(m))}</description>\n"
                             "      <category>mtg</category>\n    </item>")
            a = mine[0]
            built = self._own(page, self._now.date(), rfc822(self._now))
            desc = self._c(page, f"Public posts from {acct(a)}")
            page.content = ('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:webfeeds="http://webfeeds.org/rss/1.0" xmlns:media="http://search.yahoo.com/mrss/">\n  <channel>\n'
                            f"    <title>{e(a.who)}</title>\n    <description>{e(desc)}</description>\n    <link>https://{inst}/@{a.handle.replace('.', '_')}</link>\n"
                            f"    <lastBuildDate>{built}</lastBuildDate>\n    <webfeeds:icon>https://{inst}/packs/media/icons/android-chrome-192x192.png</webfeeds:icon>\n"
                            "    <generator>Mastodon v4.3.4</generator>\n" + "\n".join(items) + "\n  </channel>\n</rss>\n")
            return
        UI = {"de": ("Geteilte Beiträge", "Favoriten", "Bearbeitet"), "fr": ("partages", "favoris", "Modifié")}.get(self.lang, ("boosts", "favorites", "Edited"))
        self._cs(page, *UI[:2])
        out = []
        for k, m in enumerate(msgs):
            full = self._own(page, m.at.date(), f"{MON['en'][m.at.month - 1]} {m.at.day}, {m.at.year}, {m.at:%H:%M}")
            iso = f"{m.at:%Y-%m-%dT%H:%M:%S}.000Z"
            dn = f'<span class="display-name"><bdi><strong class="display-name__html">{e(self._c(page, m.who))}</strong></bdi> <span class="display-name__account">{e(self._c(page, acct(m)))}</span></span>'
            text = f'<div class="status__content__text status__content__text--visible translate" lang="{self.lang}">{ptag(m)}</div>'
            if k == 0:
                ed = ""
                if r.random() < 0.5:
                    t2 = self._fix(card, m.at + dt.timedelta(minutes=r.randint(3, 200)))
                    shown = f"{MON['en'][t2.month - 1]} {t2.day}"
                    ed = f'·<button type="button" class="link-button"><span>{e(self._c(page, UI[2] + " " + self._own(page, t2.date(), shown)))}</span></button>'
                out.append(f'<div class="detailed-status__wrapper detailed-status__wrapper-public"><div class="detailed-status" data-status-by="{ea(acct(m))}">'
                           f'<a class="detailed-status__display-name" href="https://{inst}/{acct(m)[:acct(m).rindex("@")]}">{dn}</a><div class="status__content">{text}</div>'
                           f'<div class="detailed-status__meta"><div class="detailed-status__meta__line"><a class="detailed-status__datetime" href="#"><time datetime="{iso}" title="{full}">{full}</time></a>'
                           f'{ed}</div><div class="detailed-status__meta__line"><a class="detailed-status__link"><span class="detailed-status__reblogs"><span class="animated-number">{m.counts[1]}</span></span>'
                           f' <span>{UI[0]}</span></a>·<a class="detailed-status__link"><span class="detailed-status__favorites"><span class="animated-number">{m.counts[2]}</span></span> '
                           f'<span>{UI[1]}</span></a></div></div></div></div>')
            else:
                short = self._own(page, m.at.date(), f"{MON['en'][m.at.month - 1]} {m.at.day}")
                out.append(f'<div class="status status-public" data-id="{_id(r, 18)}"><div class="status__info"><a href="#" class="status__relative-time"><span class="status__visibility-icon">'
                           f'</span><time datetime="{iso}" title="{full}">{short}</time></a><a class="status__display-name">{dn}</a></div><div class="status__content">{text}</div>'
                           f'<div class="status__action-bar"><button class="status__action-bar__button" title="Reply"><span class="icon-button__counter">{m.counts[0]}</span></button></div></div>')
        page.content = (f'<!DOCTYPE html>\n<html lang="{self.lang}">\n<head>\n<meta charset="utf-8">\n<title>{e(msgs[0].who)}: "{e(msgs[0].raw()[0][:60])}" - {inst}</title>\n'
                        f'<meta content="{inst}" property="og:site_name">\n</head>\n<body class="app-body theme-default">\n<div class="app-holder" id="mastodon"><div class="columns-area">'
                        '<div class="column"><div class="scrollable">' + "\n".join(out) + "</div></div></div></div>\n</body>\n</html>\n")

    # ---- Bluesky ----
    def layout_bluesky(self, page, card):
        """A Bluesky thread saved from bsky.app (``postThreadItem-by-HANDLE`` blocks, ``postText``, the focal post's "March
        12, 2025 at 9:14 PM" and "Everybody can reply", reposts and likes; the others' relative "2h" titled with the full
        stamp) or copied; English, Portuguese or Japanese."""
        r = self.rng
        name = self._title(page, card)
        msgs = self.selfthread(page, card, name, tag="a Bluesky thread")
        handle = lambda m: f"{m.handle.replace('_', '').replace('.', '')}.bsky.social"  # noqa: E731

        def full(t: dt.datetime) -> str:
            s = {"ja": f"{t.year}年{t.month}月{t.day}日 {t:%H:%M}", "pt": f"{t.day} de {MONTHS['pt'][t.month - 1]} de {t.year} às {t:%H:%M}"}.get(
                self.lang, f"{MONTHS['en'][t.month - 1]} {t.day}, {t.year} at {h12(t)}")
            return self._own(page, t.date(), s)
        UI = {"ja": ("誰でも返信できます", "件のリポスト", "件のいいね"), "pt": ("Todos podem responder", "repostagens", "curtidas")}.get(self.lang, ("Everybody can reply", "reposts", "likes"))
        ago = {"ja": "ja"}.get(self.lang, "short")
        if not self.html:
            out = []
            for k, m in enumerate(msgs):
                out += [self._c(page, m.who), self._c(page, f"@{handle(m)}")]
                if k == 0:
                    out += m.raw() + [full(m.at), self._c(page, UI[0]), self._c(page, f"{m.counts[1]} {UI[1]}"), self._c(page, f"{m.counts[2]} {UI[2]}")]
                else:
                    out += ["·", self._c(page, self.ago(m.at, ago))] + m.raw() + [str(x) for x in m.counts if x]
            page.content = "\n".join(out) + "\n"
            return
        items = []
        for k, m in enumerate(msgs):
            f = full(m.at)
            text = f'<div dir="auto" class="css-146c3p1" data-testid="postText" style="font-size: 15px; letter-spacing: 0px; color: rgb(11, 15, 20); line-height: 20px;">{"<br>".join(e(x) for x in m.raw())}</div>'
            who = (f'<a aria-label="{ea(m.who)}" href="/profile/{handle(m)}" class="css-146c3p1" style="font-weight: 600;">{e(self._c(page, m.who))}</a>'
                   f'<div class="css-146c3p1" style="color: rgb(66, 87, 108);">@{e(self._c(page, handle(m)))}</div>')
            if k == 0:
                meta = (f'<div class="css-175oi2r"><div class="css-146c3p1" style="color: rgb(66, 87, 108);">{f}</div><div class="css-146c3p1">{e(self._c(page, UI[0]))}</div></div>'
                        f'<div class="css-175oi2r" style="flex-direction: row;"><a href="#" data-testid="repostCount"><span style="font-weight: 600;">{m.counts[1]}</span> {UI[1]}</a> '
                        f'<a href="#" data-testid="likeCount"><span style="font-weight: 600;">{m.counts[2]}</span> {UI[2]}</a></div>')
                self._cs(page, UI[1], UI[2])
                items.append(f'<div data-testid="postThreadItem-by-{handle(m)}" class="css-175oi2r">{who}{text}{meta}</div>')
            else:
                rel = self._c(page, self.ago(m.at, ago))
                items.append(f'<div data-testid="postThreadItem-by-{handle(m)}" class="css-175oi2r">{who}<a href="/profile/{handle(m)}/post/{hex_digits(r, 13)}" aria-label="{ea(f)}" '
                             f'data-tooltip="{ea(f)}" class="css-146c3p1">{rel}</a>{text}</div>')
        page.content = (f'<!DOCTYPE html><html lang="{self.lang}"><head><meta charset="UTF-8"><title>@{handle(msgs[0])} on Bluesky</title>'
                        f'<meta property="og:site_name" content="Bluesky Social"></head><body><div id="root"><main><div class="css-175oi2r" data-testid="postThreadScreen">'
                        + "".join(items) + f'</div></main><div class="css-175oi2r" data-testid="loggedOutPane"><span>{self._c(page, "Join the conversation")}</span>'
                        f'<a href="/signup">{self._c(page, "Create account")}</a><a href="/signin">{self._c(page, "Sign in")}</a></div></div></body></html>')

    # ---- posts with the rulings in their body ----
    ABOUT = {
        "en": ["This week's card is {name}, and it has more rulings than you'd think.", "Let's talk about {name}.", "{name} came up in three judge calls last weekend."],
        "de": ["Die Karte der Woche ist {name} – und sie hat mehr Rulings, als man denkt.", "Heute geht es um {name}."],
        "fr": ["La carte de la semaine : {name}, qui cache plus de rulings qu'on ne croit.", "Parlons de {name}."],
        "it": ["La carta della settimana è {name}, con più ruling di quanto pensiate.", "Parliamo di {name}."],
        "es": ["La carta de la semana es {name}, y tiene más rulings de lo que parece.", "Hablemos de {name}."],
        "pt": ["A carta da semana é {name}, e ela tem mais rulings do que parece.", "Vamos falar de {name}."],
        "ja": ["今回のカードは{name}。意外と裁定が多いカードです。", "{name}について解説します。"], "ko": ["이번 주 카드는 {name}입니다. 생각보다 룰링이 많아요.", "{name} 해설입니다."],
        "ru": ["Карта недели — {name}, и рулингов у неё больше, чем кажется.", "Поговорим о {name}."],
        "zhs": ["本周的牌是{name}，它的裁定比你想的多。", "聊聊{name}。"], "zht": ["本週的卡是{name}，判定比想像中多。", "來聊聊{name}。"],
    }

    def body_lines(self, page: Page, card: CardData, name: str | None, *, tag: str, styles=("colon", "dash", "paren", "bullet", "numbered"),
                   lang: str | None = None) -> list[list[tuple[str, str]]]:
        """A post's lines: a sentence naming the card (``name``), a line introducing the rulings, the rulings in one style,
        maybe a closing line; every line but the rulings' chrome."""
        r = self.rng
        lang = lang or self.lang
        L = W[lang]
        out = []
        if name is not None:
            out.append([(self._c(page, r.choice(self.ABOUT[lang]).replace("{name}", name)), "c")])
        out.append([(self._c(page, r.choice(L["intro"])), "c")])
        style = r.choice(list(styles))
        out += self.rlines(self.items(page, card, f"{tag} ({style})", lang), style, "：" if lang in ("ja", "zhs", "zht") else ": ")
        if r.random() < 0.6:
            out.append([(self._c(page, r.choice(L["after"])), "c")])
        return out

    @staticmethod
    def text_of(lines: list) -> list[str]:
        return ["".join(s for s, _ in ln) for ln in lines]

    # ---- YouTube ----
    SPOKEN = {"en": ["hey everyone welcome back to the channel", "so today we're looking at a card that causes a lot of judge calls", "let's go through the rulings one by one",
                     "okay so this one is really important", "if you have questions leave them in the comments", "and that's basically it for today"],
              "de": ["hallo zusammen und willkommen zurück", "heute schauen wir uns eine Karte an", "gehen wir die rulings durch", "das war's für heute"],
              "es": ["hola a todos bienvenidos de nuevo", "hoy vemos una carta que da muchas dudas", "vamos con los rulings", "y eso es todo por hoy"],
              "pt": ["fala galera bem-vindos de volta", "hoje a gente vai ver uma carta que gera muita dúvida", "bora pros rulings", "e é isso por hoje"],
              "ja": ["はいどうもこんにちは", "今日はジャッジコールが多いカードを見ていきます", "裁定を一つずつ見ていきましょう", "今日はここまでです"],
              "ko": ["안녕하세요 여러분", "오늘은 저지 콜이 많은 카드를 보겠습니다", "룰링을 하나씩 보시죠", "오늘은 여기까지입니다"]}
    YT = {"en": ("views", "subscribers", "Transcript", "English (auto-generated)", "Pinned by", "Reply", "...more", "Show less", "Chapters"),
          "de": ("Aufrufe", "Abonnenten", "Transkript", "Deutsch (automatisch erzeugt)", "Angepinnt von", "Antworten", "...mehr", "Weniger anzeigen", "Kapitel"),
          "es": ("visualizaciones", "suscriptores", "Transcripción", "Español (generados automáticamente)", "Fijado por", "Responder", "...más", "Mostrar menos", "Capítulos"),
          "pt": ("visualizações", "inscritos", "Transcrição", "Português (gerada automaticamente)", "Fixado por", "Responder", "...mais", "Mostrar menos", "Capítulos"),
          "ja": ("回視聴", "チャンネル登録者数", "文字起こし", "日本語 (自動生成)", "固定者:", "返信", "...もっと見る", "一部を表示", "チャプター"),
          "ko": ("조회수", "구독자", "스크립트", "한국어 (자동 생성됨)", "고정자:", "답글", "...더보기", "간략히", "챕터")}

    def yt_day(self, t: dt.datetime) -> str:
        return {"de": f"{t:%d.%m.%Y}", "es": f"{t.day} {MON['es'][t.month - 1]} {t.year}", "pt": f"{t.day} de {MON['pt'][t.month - 1]}. de {t.year}",
                "ja": f"{t:%Y/%m/%d}", "ko": f"{t.year}. {t.month}. {t.day}."}.get(self.lang, f"{MON['en'][t.month - 1]} {t.day}, {t.year}")

    def layout_youtube(self, page, card):
        """A YouTube video about the card: its watch page saved (the title naming the card, the channel and its
        subscribers, likes, "3,421 views  Mar 12, 2025", the description with its chapters ("0:00 Intro", "12:04 …") and the
        rulings pasted in it, or in the channel's pinned comment; comments with "2 days ago (edited)"; the auto-generated
        transcript panel, one ``ytd-transcript-segment-renderer`` a "12:04" segment); or its text copied (transcript
        included); or the channel's Atom feed entry (``media:description``)."""
        r = self.rng
        Y = self.YT[self.lang]
        name = self._title(page, card)
        vt = self._c(page, r.choice({"ja": [f"【MTG】{name}の裁定を全部解説", f"{name}のルール解説【ジャッジ目線】"], "ko": [f"{name} 룰링 총정리"],
                                      "de": [f"{name} – alle Rulings erklärt"], "es": [f"{name}: todos los rulings explicados"], "pt": [f"{name}: todos os rulings explicados"]}.get(
            self.lang, [f"{name} – every ruling explained | Rules Corner", f"Does {name} do what you think? (rulings deep dive)"])))
        chan = self._c(page, r.choice(["Rules Corner", "Judge Academy TV", "Kitchen Table Rules", "MTGルール研究所" if self.lang == "ja" else "Stack Trace MTG"]))
        handle = "@" + slug(chan).replace("-", "")
        pinned_rulings = r.random() < 0.3
        body = self.body_lines(page, card, None, tag="a YouTube " + ("pinned comment" if pinned_rulings else "description"))
        up = self.times(card, 1, 1500, 8000)[0]
        views = f"{r.randint(1, 90)},{r.randint(100, 999)}"
        subs = f"{r.randint(2, 800) / 10:.1f}K"
        chap = [("0:00", "Intro"), (f"{r.randint(1, 3)}:{r.randint(10, 59):02d}", {"ja": "カード紹介", "ko": "카드 소개"}.get(self.lang, "Oracle text")),
                (f"{r.randint(5, 9)}:{r.randint(10, 59):02d}", {"ja": "裁定", "ko": "룰링"}.get(self.lang, "Rulings")),
                (f"{r.randint(12, 19)}:{r.randint(10, 59):02d}", {"ja": "まとめ", "ko": "정리"}.get(self.lang, "Outro"))]
        chap_lines = [self._c(page, f"{a} {b}") for a, b in chap]
        desc = [self._c(page, r.choice(self.ABOUT[self.lang]).replace("{name}", name)), ""] + chap_lines + [""]
        tr = self._tr(page, card, self.lang) if r.random() < 0.5 else None
        if tr:
            desc += [tr[0]] + [x for x in tr[1].split("\n") if x.strip()] + [""]
        if not pinned_rulings:
            desc += self.text_of(body)
        desc += ["", self._c(page, f"#mtg #magicthegathering #{slug(name).replace('-', '')[:20]}")]
        mark = len(page.chrome)  # what only the page shows (comments, transcript): not in the feed
        pin = self.text_of(body) if pinned_rulings else [self._c(page, r.choice(W[self.lang]["after"]))]
        viewer = self.people(2)
        ct = self.after(card, up, 2)
        comments = [(handle, pin, True, ct[0]),
                    (f"@{viewer[0][1].replace('.', '')}", [self._c(page, r.choice(W[self.lang]["thanks"]))], False, ct[1])]
        spoken = self.SPOKEN[self.lang]
        segs = []
        sec = 0
        for s in spoken:
            sec += r.randint(4, 200)
            segs.append((f"{sec // 60}:{sec % 60:02d}", self._c(page, s)))
        ago = lambda t: self.ago(t) if self.lang == "en" else self.ago(t, "ja") if self.lang == "ja" else self.ago(t, "short")  # noqa: E731
        edited = {"de": " (bearbeitet)", "es": " (editado)", "pt": " (editado)", "ja": "（編集済み）", "ko": " (수정됨)"}.get(self.lang, " (edited)")
        when = [ago(t) + (edited if k == 1 and r.random() < 0.5 else "") for k, (_, _, _, t) in enumerate(comments)]
        mode = "html" if self.html else r.choice(["copy", "atom"])
        day = self.yt_day(up)
        if self.html or mode == "copy":
            self._own(page, up.date(), day)
        if mode == "atom":
            vid = "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") for _ in range(11))
            cid = "UC" + "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") for _ in range(22))
            pub = self._own(page, up.date(), f"{up:%Y-%m-%dT%H:%M:%S}+00:00")
            upd = self._own(page, self._now.date(), f"{self._now:%Y-%m-%dT%H:%M:%S}+00:00")
            c0 = self._past(card, dt.date(2016, 1, 1), 200)
            cpub = self._own(page, c0, f"{c0.isoformat()}T10:{r.randint(10, 59)}:{r.randint(10, 59)}+00:00")
            del page.chrome[mark:]
            if pinned_rulings:  # the feed carries no comments: the rulings then stand in the description
                desc += [""] + pin
            page.content = ('<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" '
                            f'xmlns="http://www.w3.org/2005/Atom">\n <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id={cid}"/>\n <id>yt:channel:{cid[2:]}</id>\n'
                            f' <yt:channelId>{cid[2:]}</yt:channelId>\n <title>{e(chan)}</title>\n <link rel="alternate" href="https://www.youtube.com/channel/{cid}"/>\n'
                            f' <author>\n  <name>{e(chan)}</name>\n  <uri>https://www.youtube.com/channel/{cid}</uri>\n </author>\n <published>{cpub}</published>\n'
                            f' <entry>\n  <id>yt:video:{vid}</id>\n  <yt:videoId>{vid}</yt:videoId>\n  <yt:channelId>{cid}</yt:channelId>\n'
                            f'  <title>{e(vt)}</title>\n  <link rel="alternate" href="https://www.youtube.com/watch?v={vid}"/>\n  <author>\n   <name>{e(chan)}</name>\n'
                            f'   <uri>https://www.youtube.com/channel/{cid}</uri>\n  </author>\n  <published>{pub}</published>\n  <updated>{upd}</updated>\n  <media:group>\n'
                            f'   <media:title>{e(vt)}</media:title>\n   <media:content url="https://www.youtube.com/v/{vid}?version=3" type="application/x-shockwave-flash" width="640" height="390"/>\n'
                            f'   <media:thumbnail url="https://i2.ytimg.com/vi/{vid}/hqdefault.jpg" width="480" height="360"/>\n   <media:description>{e(chr(10).join(desc))}</media:description>\n'
                            f'   <media:community>\n    <media:starRating count="{r.randint(20, 900)}" average="5.00" min="1" max="5"/>\n    <media:statistics views="{views.replace(",", "")}"/>\n'
                            '   </media:community>\n  </media:group>\n </entry>\n</feed>\n')
            return
        if mode == "copy":
            out = [vt, chan, self._c(page, f"{subs} {Y[1]}"), self._c(page, f"{views} {Y[0]}"), day] + desc + [self._c(page, Y[7]), ""]
            for (who, lines, pinned, t), w in zip(comments, when):
                out += ([self._c(page, f"{Y[4]} {handle}")] if pinned else []) + [who, self._c(page, w)] + lines + [Y[5], ""]
            out += [self._c(page, Y[2]), self._c(page, Y[3])]
            for ts, s in segs:
                out += [ts, s]
            page.content = "\n".join(out) + "\n"
            return
        seg_html = "".join(f'<ytd-transcript-segment-renderer class="style-scope ytd-transcript-segment-list-renderer"><div class="segment style-scope ytd-transcript-segment-renderer" '
                           f'role="button" tabindex="0"><div class="segment-start-offset style-scope ytd-transcript-segment-renderer" tabindex="-1" aria-hidden="true">'
                           f'<div class="segment-timestamp style-scope ytd-transcript-segment-renderer">{ts}</div></div><yt-formatted-string class="segment-text style-scope '
                           f'ytd-transcript-segment-renderer">{e(s)}</yt-formatted-string></div></ytd-transcript-segment-renderer>' for ts, s in segs)
        vid = hex_digits(r, 11)

        def linked(line: str) -> str:
            m = re.match(r"(\d+:\d\d) (.*)", line)
            if m and line in chap_lines:
                sec = int(m.group(1).split(":")[0]) * 60 + int(m.group(1).split(":")[1])
                return f'<a class="yt-core-attributed-string__link" href="/watch?v={vid}&amp;t={sec}s">{m.group(1)}</a> {e(m.group(2))}'
            return e(line)
        desc_html = "\n".join(linked(x) for x in desc)
        com_html = ""
        for (who, lines, pinned, t), w in zip(comments, when):
            badge = (f'<div id="pinned-comment-badge"><ytd-pinned-comment-badge-renderer><yt-formatted-string id="label">{e(self._c(page, f"{Y[4]} {handle}"))}'
                     '</yt-formatted-string></ytd-pinned-comment-badge-renderer></div>') if pinned else ""
            com_html += (f'<ytd-comment-thread-renderer class="style-scope ytd-item-section-renderer"><ytd-comment-view-model id="comment">{badge}<a id="author-text" '
                         f'class="yt-simple-endpoint"><span>{e(self._c(page, who))}</span></a><span id="published-time-text"><a class="yt-simple-endpoint">{e(self._c(page, w))}'
                         f'</a></span><yt-attributed-string id="content-text"><span class="yt-core-attributed-string yt-core-attributed-string--white-space-pre-wrap">'
                         + "\n".join(e(x) for x in lines) + f'</span></yt-attributed-string><span id="vote-count-middle">{r.randint(1, 200)}</span>'
                         f'<button aria-label="{Y[5]}">{Y[5]}</button></ytd-comment-view-model></ytd-comment-thread-renderer>')
        self._cs(page, Y[5], Y[6], f"{views} {Y[0]}", f"{subs} {Y[1]}", Y[2], Y[3])
        page.content = (f'<!DOCTYPE html><html style="font-size: 10px;font-family: Roboto, Arial, sans-serif;" lang="{self.lang}" system-icons typography><head>'
                        f'<meta http-equiv="origin-trial" content="x"><title>{e(vt)} - YouTube</title><meta name="title" content="{ea(vt)}"></head><body dir="ltr"><ytd-app>'
                        f'<ytd-watch-flexy class="style-scope ytd-page-manager" video-id="{vid}"><div id="primary"><ytd-watch-metadata class="watch-active-metadata style-scope ytd-watch-flexy">'
                        f'<div id="title" class="style-scope ytd-watch-metadata"><h1 class="style-scope ytd-watch-metadata"><yt-formatted-string force-default-style class="style-scope ytd-watch-metadata">'
                        f'{e(vt)}</yt-formatted-string></h1></div><div id="owner"><ytd-channel-name id="channel-name"><yt-formatted-string id="text"><a class="yt-simple-endpoint" href="/{handle}">'
                        f'{e(chan)}</a></yt-formatted-string></ytd-channel-name><yt-formatted-string id="owner-sub-count">{subs} {Y[1]}</yt-formatted-string></div>'
                        f'<like-button-view-model><button><div class="yt-spec-button-shape-next__button-text-content">{r.randint(1, 99) / 10:.1f}K</div></button></like-button-view-model>'
                        f'<div id="description"><div id="info-container"><yt-formatted-string id="info"><span>{views} {Y[0]}</span><span>  </span><span>{day}</span></yt-formatted-string></div>'
                        f'<ytd-text-inline-expander id="description-inline-expander"><yt-attributed-string><span class="yt-core-attributed-string yt-core-attributed-string--white-space-pre-wrap">'
                        f'{desc_html}</span></yt-attributed-string><tp-yt-paper-button id="expand">{Y[6]}</tp-yt-paper-button></ytd-text-inline-expander></div></ytd-watch-metadata>'
                        f'<ytd-comments id="comments"><ytd-item-section-renderer id="sections">{com_html}</ytd-item-section-renderer></ytd-comments></div>'
                        f'<div id="secondary"><ytd-engagement-panel-section-list-renderer target-id="engagement-panel-searchable-transcript"><div id="header"><yt-formatted-string id="title-text">'
                        f'{Y[2]}</yt-formatted-string></div><ytd-transcript-segment-list-renderer><div id="segments-container">{seg_html}</div><yt-sort-filter-sub-menu-renderer>'
                        f'<yt-formatted-string>{Y[3]}</yt-formatted-string></yt-sort-filter-sub-menu-renderer></ytd-transcript-segment-list-renderer></ytd-engagement-panel-section-list-renderer>'
                        '</div></ytd-watch-flexy></ytd-app></body></html>')

    # ---- Twitch ----
    def layout_twitch(self, page, card):
        """A stream's VOD chat: Chatterino's log ("# Start logging at 2025-03-12 20:58:11 …", "[21:14:05]  user: …", sub
        notices, "# Stop logging at …"), or TwitchDownloader's chat download with UTC stamps ("[2025-03-12 21:14:05 UTC]
        user: …") as text or HTML (``comment-root`` lines); a viewer types "!ruling NAME" and the channel's bot answers, one
        message a ruling addressed "@viewer"; emotes and chatter around."""
        r = self.rng
        name = self._title(page, card, p_printed=0.3)
        bot = r.choice([("Nightbot", "nightbot"), ("Fossabot", "fossabot"), ("StreamElements", "streamelements")])
        msgs = self.chat(page, card, name=name, modes=("each",), styles=("colon", "dash", "paren", "bracket"), bot=bot, tag="a Twitch chat")
        ask = next(k for k, m in enumerate(msgs) if m.bot) - 1
        asker = msgs[ask]
        asker.handle = asker.handle.replace(".", "_").lower()
        msgs.insert(ask + 1, Msg(asker.who, asker.at, [[(self._c(page, f"!ruling {name}"), "c")]], asker.handle))
        for m in msgs:
            m.handle = m.handle.replace(".", "_").lower()
            if m.bot and m.rulings:
                m.lines[0] = [(f"@{asker.handle} ", "c")] + m.lines[0]
        for emote in r.sample(["KEKW", "PogChamp", "LUL", "Kappa", "monkaS", "Clap", "catJAM", "OMEGALUL"], 3):
            k = r.randrange(1, len(msgs))
            msgs.insert(k, Msg("viewer", msgs[k - 1].at, [[(self._c(page, emote), "c")]], r.choice(["xxdredgexx", "tapout_tv", "manaburn99", "stackwatcher", "moxfan_"])))
        at = r.randrange(1, len(msgs))
        sub = Msg(asker.who, msgs[at - 1].at, [], asker.handle, system=f"{asker.handle} subscribed at Tier 1. They've subscribed for {r.randint(2, 40)} months!")
        msgs.insert(at, sub)
        fmt = "html" if self.html else r.choice(["chatterino", "td"])
        if fmt == "chatterino":
            zone = r.choice(["Central European Standard Time", "Eastern Standard Time", "Coordinated Universal Time", "Pacific Standard Time"])
            start = msgs[0].at - dt.timedelta(minutes=r.randint(2, 50))
            if start.date() != msgs[0].at.date():
                start = msgs[0].at
            out = [self._c(page, f"# Start logging at {self._own(page, start.date(), f'{start:%Y-%m-%d %H:%M:%S}')} {zone}")]
            for m in msgs:
                if m.system:
                    out.append(self._c(page, f"[{m.at:%H:%M:%S}] {m.system}"))
                else:
                    out.append(f"[{m.at:%H:%M:%S}]  {m.handle}: " + m.raw()[0])
                    self._c(page, f"[{m.at:%H:%M:%S}]  {m.handle}:")
            out.append(self._c(page, f"# Stop logging at {self._own(page, self._now.date(), f'{self._now:%Y-%m-%d %H:%M:%S}')} {zone}"))
            page.content = "\n".join(out) + "\n"
            return
        stamp = lambda t: self._own(page, t.date(), f"{t:%Y-%m-%d %H:%M:%S} UTC")  # noqa: E731
        if fmt == "td":
            out = []
            for m in msgs:
                out.append(self._c(page, f"[{stamp(m.at)}] {m.system}") if m.system else f"[{stamp(m.at)}] {m.handle}: " + m.raw()[0])
            page.content = "\n".join(out) + "\n"
            return
        streamer = self._c(page, r.choice(["rulescorner", "judgeana_live", "kitchentablemtg"]))
        title = self._c(page, r.choice(["Commander with chat | !rules !discord", "Cube draft & rules Q&A", "Rules questions all night !ruling"]))
        rows = []
        for m in msgs:
            if m.system:
                rows.append(f'<pre class="comment-root">[{stamp(m.at)}] <span class="comment-message">{e(self._c(page, m.system))}</span></pre>')
                continue
            color = r.choice(["#FF4500", "#1E90FF", "#9ACD32", "#B22222", "#DAA520", "#8A2BE2"])
            badge = '<img class="badge-image" title="Moderator" src="data:image/png;base64,iVBORw0KGgo=" />' if m.bot else ""
            rows.append(f'<pre class="comment-root">[{stamp(m.at)}] {badge}<span class="comment-author" style="color: {color}">{e(self._c(page, m.handle))}</span>'
                        f'<span class="comment-message">: {e(m.raw()[0])}</span></pre>')
        page.content = ('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="UTF-8">\n' f'<title>{e(streamer)} - {e(title)}</title>\n'
                        '<style>\nbody { background-color: #0e0e10; color: #efeff1; font-family: Inter, Roobert, "Helvetica Neue", Helvetica, Arial, sans-serif; }\n'
                        '.comment-root { font-size: 14px; white-space: pre-wrap; margin: 0; }\n.badge-image { height: 18px; vertical-align: middle; }\n</style>\n</head>\n<body>\n'
                        '<div id="chat">\n' + "\n".join(rows) + "\n</div>\n</body>\n</html>\n")

    # ---- a podcast ----
    POD = {"en": ("Chapters", "Official rulings", "Support the show", "Listen on", "Episode", "Season"),
           "de": ("Kapitel", "Offizielle Rulings", "Unterstütze den Podcast", "Hören auf", "Folge", "Staffel"),
           "it": ("Capitoli", "Ruling ufficiali", "Sostieni il podcast", "Ascolta su", "Episodio", "Stagione"),
           "es": ("Capítulos", "Rulings oficiales", "Apoya el podcast", "Escúchanos en", "Episodio", "Temporada")}

    def layout_podcast(self, page, card):
        """A podcast episode about the card: its page on the host (the title, "March 12, 2025 • Season 3 • Episode 142 •
        58:12", the show notes with chapter stamps "(12:04) …" and the rulings, "Support the show", the apps' links,
        "Powered by Buzzsprout"), or its item in the show's RSS feed (``itunes:`` tags, ``pubDate``, the notes in CDATA,
        the enclosure)."""
        r = self.rng
        P = self.POD[self.lang]
        name = self._title(page, card)
        show = self._c(page, r.choice({"de": ["Regelkram – der MTG-Regelpodcast"], "it": ["Pila Vuota – il podcast delle regole"], "es": ["La Pila – podcast de reglas"]}.get(
            self.lang, ["The Stack Podcast", "Judge Call Radio", "Priority Pass Podcast"])))
        ep, season = r.randint(40, 260), r.randint(1, 9)
        et = self._c(page, f"{P[4]} {ep}: {name}" if r.random() < 0.5 else f"#{ep} – {name}")
        pub = self.times(card, 1, 1500, 12000)[0]
        dur = f"{r.randint(35, 95)}:{r.randint(10, 59):02d}"
        lines = self.body_lines(page, card, name, tag="a podcast's show notes", styles=("dash", "colon", "paren", "bullet"))
        chaps = [f"({r.randint(0, 2):02d}:{r.randint(10, 59):02d}) Intro", f"({r.randint(3, 9):02d}:{r.randint(10, 59):02d}) " + {"de": "Hörerpost", "it": "Posta"}.get(self.lang, "Listener mail"),
                 f"({r.randint(10, 19):02d}:{r.randint(10, 59):02d}) {name}", f"({r.randint(30, 50):02d}:{r.randint(10, 59):02d}) " + {"de": "Deck der Woche"}.get(self.lang, "Deck of the week")]
        self._cs(page, P[0], P[1], P[2], *chaps)
        rul = [k for k, ln in enumerate(lines) if any(x == "r" for _, x in ln)]
        words = self.text_of(lines)
        notes = (f"<p>{e(words[0])}</p>\n<p><strong>{P[0]}</strong></p>\n<p>" + "<br>".join(e(c) for c in chaps) + f"</p>\n<p><strong>{P[1]}</strong></p>\n"
                 + "".join(f"<p>{e(x)}</p>\n" for x in words[1:rul[0]]) + "<ul>" + "".join(f"<li>{e(words[k])}</li>" for k in rul) + "</ul>\n"
                 + "".join(f"<p>{e(x)}</p>\n" for x in words[rul[-1] + 1:])
                 + f'<p><a href="https://www.buzzsprout.com/{r.randint(100000, 999999)}/support">{P[2]}</a></p>')
        if not self.html:
            bid = r.randint(10 ** 7, 10 ** 8)
            pd = self._own(page, pub.date(), rfc822(pub, r.choice(["-0400", "-0500", "+0100", "+0000"])))
            built = self._own(page, self._now.date(), rfc822(self._now))
            page.content = ('<?xml version="1.0" encoding="UTF-8" ?>\n<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" '
                            'xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">\n<channel>\n'
                            f'  <atom:link href="https://feeds.buzzsprout.com/{bid}.rss" rel="self" type="application/rss+xml" />\n  <title>{e(show)}</title>\n'
                            f'  <lastBuildDate>{built}</lastBuildDate>\n  <language>{self.lang}</language>\n  <itunes:author>{e(show)}</itunes:author>\n'
                            '  <generator>Buzzsprout (https://www.buzzsprout.com)</generator>\n  <podcast:locked>no</podcast:locked>\n'
                            f'  <item>\n    <itunes:title>{e(et)}</itunes:title>\n    <title>{e(et)}</title>\n    <description><![CDATA[{notes}]]></description>\n'
                            f'    <enclosure url="https://www.buzzsprout.com/{bid}/episodes/{r.randint(10 ** 7, 10 ** 8)}.mp3" length="{r.randint(30, 90) * 10 ** 6}" type="audio/mpeg" />\n'
                            f'    <guid isPermaLink="false">Buzzsprout-{r.randint(10 ** 7, 10 ** 8)}</guid>\n    <pubDate>{pd}</pubDate>\n'
                            f'    <itunes:duration>{int(dur.split(":")[0]) * 60 + int(dur.split(":")[1])}</itunes:duration>\n    <itunes:episode>{ep}</itunes:episode>\n'
                            f'    <itunes:season>{season}</itunes:season>\n    <itunes:episodeType>full</itunes:episodeType>\n    <itunes:explicit>false</itunes:explicit>\n'
                            '  </item>\n</channel>\n</rss>\n')
            return
        day = self._own(page, pub.date(), {"de": f"{pub.day}. {MONTHS['de'][pub.month - 1]} {pub.year}", "it": f"{pub.day} {MONTHS['it'][pub.month - 1]} {pub.year}",
                                           "es": f"{pub.day} de {MONTHS['es'][pub.month - 1]} de {pub.year}"}.get(self.lang, f"{MONTHS['en'][pub.month - 1]} {pub.day}, {pub.year}"))
        meta = self._c(page, f"{day} • {P[5]} {season} • {P[4]} {ep} • {dur}")
        apps = self._c(page, f"{P[3]}: Apple Podcasts · Spotify · Overcast · Pocket Casts · RSS")
        page.content = (f'<!DOCTYPE html>\n<html lang="{self.lang}">\n<head>\n<meta charset="utf-8">\n<title>{e(et)} - {e(show)}</title>\n'
                        f'<meta property="og:type" content="music.song">\n</head>\n<body>\n<header class="show-header"><a href="/">{e(show)}</a></header>\n<main>\n'
                        f'<div class="episode-header"><h1 class="episode-title">{e(et)}</h1><p class="episode-meta"><time datetime="{pub:%Y-%m-%d}">{e(meta)}</time></p></div>\n'
                        f'<div id="buzzsprout-player-{r.randint(10 ** 7, 10 ** 8)}" class="player"></div>\n<div class="episode-description">\n{notes}\n</div>\n'
                        f'<div class="episode-links">{e(apps)}</div>\n</main>\n<footer>{self._c(page, "Powered by Buzzsprout")}</footer>\n</body>\n</html>\n')

    # ---- Substack ----
    def layout_substack(self, page, card):
        """A Substack post about the card: its page (the title and subtitle, the byline with the author and "Mar 12, 2025",
        likes, comments and restacks, the body with the rulings and a footnote, the subscribe widgets, "Discussion about
        this post", the footer), or the mail Substack sent (headers, "View this post on the web at …", the body as text,
        "Unsubscribe …"); English, French or Italian."""
        r = self.rng
        name = self._title(page, card)
        pub = self._c(page, r.choice({"fr": ["Les Notes du Juge"], "it": ["Appunti di Regole"]}.get(self.lang, ["Rules Notes", "The Stack Weekly", "Floor Judge Diaries"])))
        author = self.people(1)[0]
        title = self._c(page, {"fr": f"Tout sur {name}", "it": f"Tutto su {name}"}.get(self.lang, r.choice([f"Everything about {name}", f"{name}, ruling by ruling"])))
        sub = (self._c if self.html else (lambda p, s: s))(page, {"fr": "Les rulings, expliqués simplement", "it": "I ruling, spiegati semplici"}.get(self.lang, "The rulings, explained"))
        lines = self.body_lines(page, card, name, tag="a Substack post")
        t = self.times(card, 1, 600, 6000)[0]
        url_slug = slug(title)
        host = slug(pub).replace("-", "")
        note = self._c(page, {"fr": "Les rulings sont copiés tels quels depuis Gatherer.", "it": "I ruling sono copiati da Gatherer."}.get(self.lang, "Rulings copied verbatim from Gatherer."))
        if not self.html:
            hdr = [f"From: {pub} <{host}@substack.com>", f"Date: {self._own(page, t.date(), rfc822(t))}", f"Subject: {title}", "MIME-Version: 1.0",
                   "Content-Type: text/plain; charset=utf-8", "Content-Transfer-Encoding: 8bit", f"List-Unsubscribe: <https://{host}.substack.com/action/disable_email>", ""]
            self._cs(page, *hdr[:1], *hdr[3:7])
            view = self._c(page, f"View this post on the web at https://{host}.substack.com/p/{url_slug}")
            body = [view, ""] + sum(([x, ""] for x in self.text_of(lines)), []) + ["[1]", note, ""]
            unsub = self._c(page, f"Unsubscribe https://substack.com/redirect/{hex_digits(r, 8)}-{hex_digits(r, 4)}?j={hex_digits(r, 40)}")
            page.content = "\n".join(hdr + body + [unsub]) + "\n"
            return
        day = self._own(page, t.date(), f"{MON['en'][t.month - 1]} {t.day}, {t.year}" if self.lang == "en" else
                        f"{t.day} {MON['fr'][t.month - 1]} {t.year}" if self.lang == "fr" else f"{t.day} {MONTHS['it'][t.month - 1][:3]} {t.year}")
        ufi = f'<div class="post-ufi"><span class="like-count">{r.randint(3, 300)}</span><span class="comment-count">{r.randint(0, 40)}</span><span class="restack-count">{r.randint(0, 20)}</span><span>Share</span></div>'
        W2 = self._cs(page, "Subscribe", "Discussion about this post", "Comments", "Restacks", "Ready for more?", "Type your email...")
        texts = self.text_of(lines)
        anchor = '<a class="footnote-anchor" id="footnote-anchor-1" href="#footnote-1">1</a>'
        paras = "\n".join(f"<p>{e(x)}{anchor if k == 0 else ''}</p>" for k, x in enumerate(texts))
        page.content = (f'<!DOCTYPE html>\n<html lang="{self.lang}">\n<head>\n<meta charset="utf-8">\n<title>{e(title)} - by {e(author[0])} - {e(pub)}</title>\n</head>\n<body>\n'
                        f'<div class="main-menu"><a href="/">{e(pub)}</a><button class="button primary">{W2[0]}</button></div>\n<article class="typography newsletter-post post">\n'
                        f'<div class="post-header"><h1 class="post-title published">{e(title)}</h1><h3 class="subtitle">{e(sub)}</h3>\n'
                        f'<div class="byline-wrapper"><div class="profile-hover-card-target"><a href="https://substack.com/@{author[1]}">{e(self._c(page, author[0]))}</a></div>'
                        f'<div class="pencraft pc-reset color-pub-secondary-text-hGQ02T">{day}</div></div>{ufi}</div>\n'
                        f'<div class="available-content"><div dir="auto" class="body markup">\n{paras}\n'
                        f'<div class="subscription-widget-wrap"><div class="subscription-widget"><input type="email" placeholder="{W2[5]}"><button>{W2[0]}</button></div></div>\n'
                        f'<div class="footnote"><a id="footnote-1" href="#footnote-anchor-1" class="footnote-number">1</a><div class="footnote-content"><p>{e(note)}</p></div></div>\n'
                        f'</div></div>\n</article>\n<div class="comments-section"><h4>{W2[1]}</h4><div class="tabs"><span>{W2[2]}</span><span>{W2[3]}</span></div></div>\n'
                        f'<div class="footer"><h3>{W2[4]}</h3><div class="footer-copyright">{e(self._c(page, f"© {self._now.year} {author[0]}"))} · Privacy ∙ Terms ∙ Collection notice</div>'
                        f'<a href="https://substack.com/signup">{self._c(page, "Start writing")}</a><a href="https://substack.com/app">{self._c(page, "Get the app")}</a></div>\n</body>\n</html>\n')

    # ---- Tumblr ----
    def layout_tumblr(self, page, card):
        """A Tumblr post and its reblog trail in a blog's classic theme (the original post quoted under "rulings-archive:"
        inside the reblogs' nested ``blockquote``s, each reblogger's words, the tags, "March 12, 2025 · 1,204 notes", the
        notes list "x reblogged this from y"), or the blog's RSS feed (the post's HTML escaped, ``pubDate``)."""
        r = self.rng
        name = self._title(page, card, p_printed=0.2)
        lines = self.body_lines(page, card, name, tag="a Tumblr post", styles=("dash", "colon", "paren", "bullet"))
        blogs = r.sample(["rulings-archive", "judgebinder", "eldrazi-enjoyer", "stack-resolves", "manaleak-moments", "the-layers-haunt-me"], 3)
        op, mid, me = blogs
        comments = [self._c(page, r.choice(["the second one trips everyone up", "reblogging for my playgroup", "THIS. every single friday night"])),
                    self._c(page, r.choice(["saving this forever", "the rules are a lie and so am i", "ok but why is this so funny to me"]))]
        tags = [f"#{x}" for x in ["mtg", "magic the gathering", "rulings", slug(name).replace("-", " ")[:30]]]
        if self.html:
            self._cs(page, *tags)
        t = self.times(card, 1, 300, 6000)[0]
        notes = f"{r.randint(2, 40)},{r.randint(100, 999)} notes"
        inner = "".join(f"<p>{e(x)}</p>" for x in self.text_of(lines))
        trail = (f'<p><a class="tumblr_blog" href="https://{mid}.tumblr.com/post/{_id(r, 12)}">{mid}</a>:</p><blockquote><p><a class="tumblr_blog" '
                 f'href="https://{op}.tumblr.com/post/{_id(r, 12)}">{op}</a>:</p><blockquote>{inner}</blockquote><p>{e(comments[0])}</p></blockquote><p>{e(comments[1])}</p>')
        self._cs(page, f"{mid}:", f"{op}:")
        if not self.html:
            pd = self._own(page, t.date(), rfc822(t, r.choice(["-0400", "-0500"])))
            page.content = ('<?xml version="1.0" encoding="UTF-8"?><rss xmlns:dc="http://purl.org/dc/elements/1.1/" version="2.0"><channel><description>'
                            f'{e(self._c(page, "rules, cards and the occasional meltdown"))}</description><title>{me}</title><generator>Tumblr (3.0; @{me})</generator>'
                            f'<link>https://{me}.tumblr.com/</link><item><title>{e(self.text_of(lines)[0])}</title><description>{e(trail)}</description>'
                            f'<link>https://{me}.tumblr.com/post/{_id(r, 12)}</link><guid>https://{me}.tumblr.com/post/{_id(r, 12)}</guid><pubDate>{pd}</pubDate>'
                            + "".join(f"<category>{e(x[1:])}</category>" for x in tags) + "</item></channel></rss>\n")
            self._cs(page, me)
            return
        day = self._own(page, t.date(), f"{MONTHS['en'][t.month - 1]} {t.day}, {t.year}")
        nl = [self._c(page, f"{b} reblogged this from {a}") for a, b in ((mid, me), (op, mid))] + [self._c(page, f"{x} liked this") for x in ("kai-plays", "priority-pass")]
        page.content = ('<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">\n' f'<title>{e(me)} — {e(self.text_of(lines)[0][:60])}</title>\n'
                        f'<link rel="alternate" type="application/rss+xml" href="https://{me}.tumblr.com/rss">\n</head>\n<body>\n<header id="header"><h1><a href="/">{e(me)}</a></h1>'
                        f'<nav><a href="/ask">{self._c(page, "ask me anything")}</a> <a href="/archive">{self._c(page, "archive")}</a></nav></header>\n<section id="posts">\n'
                        f'<article class="post text"><div class="post-content">{trail}</div>\n<div class="tags">' + " ".join(f'<a href="/tagged/{slug(x)}">{e(x)}</a>' for x in tags)
                        + f'</div>\n<div class="post-footer"><a class="permalink" href="/post/{_id(r, 12)}">{day}</a> · <a href="#notes">{self._c(page, notes)}</a></div>\n'
                        '<ol class="notes">' + "".join(f'<li class="note"><span class="action">{e(x)}</span></li>' for x in nl) + "</ol>\n</article>\n</section>\n</body>\n</html>\n")

    # ---- Facebook ----
    FB = {"pt": ("Curtir", "Comentar", "Compartilhar", "Responder", "Mais relevantes", "Ver mais comentários", "Escreva um comentário público…", "Administrador", "comentários", "de", " às "),
          "it": ("Mi piace", "Commenta", "Condividi", "Rispondi", "Più pertinenti", "Visualizza altri commenti", "Scrivi un commento pubblico…", "Amministratore", "commenti", "", " alle ore "),
          "es": ("Me gusta", "Comentar", "Compartir", "Responder", "Más relevantes", "Ver más comentarios", "Escribe un comentario público…", "Administrador", "comentarios", "de", " a las "),
          "fr": ("J’aime", "Commenter", "Partager", "Répondre", "Les plus pertinents", "Voir plus de commentaires", "Écrivez un commentaire public…", "Admin", "commentaires", "", " à "),
          "en": ("Like", "Comment", "Share", "Reply", "Most relevant", "View more comments", "Write a public comment…", "Admin", "comments", "", " at ")}

    def fb_day(self, t: dt.datetime) -> str:
        F = self.FB[self.lang]
        if self.lang == "en":
            return f"{MONTHS['en'][t.month - 1]} {t.day}, {t.year}{F[10]}{h12(t)}"
        de = f" {F[9]} " if F[9] else " "
        return f"{t.day}{de}{MONTHS[self.lang][t.month - 1]}{de}{t.year}{F[10]}{t:%H:%M}"

    def layout_facebook(self, page, card):
        """A Facebook group's post saved from the browser (the generated x… classes, the author with "Admin", the post's
        day "12 de março de 2025 às 21:14" in its link, the post's text with the rulings (or the question, the rulings in
        the admin's comment), reactions and counts, "Like Comment Share", "Most relevant", comments with their relative
        "2 h" and "Reply", "View more comments", "Write a public comment…"), or copied; Portuguese, Italian, Spanish,
        French or English."""
        r = self.rng
        F = self.FB[self.lang]
        name = self._title(page, card)
        group = self._c(page, r.choice({"pt": ["Magic: The Gathering Brasil", "Regras de Magic - Dúvidas"], "it": ["Magic: The Gathering Italia"], "es": ["Magic: The Gathering España"],
                                        "fr": ["Magic: The Gathering France"]}.get(self.lang, ["MTG Rules Questions", "Commander (EDH) Players"])))
        ppl = self.people(3)
        in_post = r.random() < 0.5
        t0, t1, t2 = self.times(card, 3, 200, 5000)
        if in_post:
            post_lines = self.body_lines(page, card, name, tag="a Facebook group post")
            tr = self._tr(page, card, self.lang) if r.random() < 0.4 else None
            if tr:
                post_lines += [[(tr[0], "t")]] + [[(x, "t")] for x in tr[1].split("\n") if x.strip()]
            coms = [(ppl[1], [self._c(page, r.choice(W[self.lang]["thanks"]))], t1), (ppl[2], [self._c(page, r.choice(W[self.lang]["chat"]))], t2)]
        else:
            post_lines = [[(self._c(page, r.choice(W[self.lang]["ask"]).replace("{name}", name)), "c")]]
            coms = [(ppl[1], self.text_of(self.body_lines(page, card, None, tag="a Facebook comment")), t1),
                    (ppl[0], [self._c(page, r.choice(W[self.lang]["thanks"]))], t2)]
        author = ppl[0]
        day = self._own(page, t0.date(), self.fb_day(t0))
        rx = f"{r.randint(3, 200)}"
        shares = {"pt": "compartilhamentos", "it": "condivisioni", "es": "veces compartido", "fr": "partages"}.get(self.lang, "shares")
        counts = self._cs(page, f"{len(coms) + r.randint(0, 30)} {F[8]}", f"{r.randint(2, 12)} {shares}")
        rel = lambda t: self._c(page, f"{max(1, int((self._now - t).total_seconds() // 3600))} h")  # noqa: E731
        self._cs(page, F[0], F[1], F[2], F[3], F[4], F[5], F[6], F[7])
        if not self.html:
            out = [group, self._c(page, author[0]), F[7], day, "·", ""] + self.text_of(post_lines) + ["", rx] + counts + [F[0], F[1], F[2], F[4]]
            for who, lines, t in coms:
                out += [self._c(page, who[0])] + lines + [rel(t), F[0], F[3]]
            out += [F[5], F[6]]
            page.content = "\n".join(out) + "\n"
            return
        cls = lambda: " ".join(r.sample(["x1i10hfl", "xjbqb8w", "x6umtig", "x1b1mbwd", "xaqea5y", "xav7gou", "x9f619", "x1ypdohk", "xt0psk2", "xe8uvvx", "xdj266r",  # noqa: E731
                                         "x11i5rnm", "xat24cr", "x1mh8g0r", "xexx8yu", "x4uap5", "x18d9i69", "xkhd6sd", "x16tdsg8", "x1hl2dhg", "xggy1nq"], 8))
        text = "".join(f'<div dir="auto" style="text-align: start;">{e(x)}</div>' for x in self.text_of(post_lines))
        com_html = "".join(f'<div role="article" aria-label="{ea(who[0])}" class="{cls()}"><a href="https://www.facebook.com/{who[1]}" class="{cls()}"><span class="{cls()}">{e(who[0])}</span></a>'
                           f'<div class="{cls()}">' + "".join(f'<div dir="auto" style="text-align: start;">{e(x)}</div>' for x in lines) + f'</div><ul class="{cls()}"><li><a href="#">{rel(t)}</a></li>'
                           f'<li><div role="button">{F[0]}</div></li><li><div role="button">{F[3]}</div></li></ul></div>' for who, lines, t in coms)
        for who, _, _ in coms:
            self._c(page, who[0])
        page.content = (f'<!DOCTYPE html><html id="facebook" class="__fb-light-mode" lang="{self.lang}" dir="ltr"><head><meta charset="utf-8"><title>{e(group)} | Facebook</title></head>'
                        f'<body class="_6s5d _71pn system-fonts--body segoe"><div class="x9f619 x1n2onr6 x1ja2u2z"><div role="main"><div class="x1yztbdb x1n2onr6 xh8yej3 x1ja2u2z">'
                        f'<div role="article" aria-labelledby=":r1a:" class="{cls()}"><h2 class="{cls()}"><a href="https://www.facebook.com/groups/{r.randint(10 ** 14, 10 ** 15)}/">{e(group)}</a></h2>'
                        f'<h3 id=":r1a:" class="{cls()}"><span class="xt0psk2"><a href="https://www.facebook.com/{author[1]}" role="link"><strong><span>{e(self._c(page, author[0]))}</span></strong></a></span>'
                        f' <span class="{cls()}">{F[7]}</span></h3><span class="{cls()}"><a href="https://www.facebook.com/groups/x/posts/{r.randint(10 ** 15, 10 ** 16)}/" aria-label="{ea(day)}" '
                        f'role="link"><span>{day}</span></a> · <span title="Shared with Public group">🌐</span></span>'
                        f'<div data-ad-preview="message" class="{cls()}">{text}</div><div class="{cls()}"><span aria-label="{rx}">👍❤️ {rx}</span> <span>{counts[0]}</span> <span>{counts[1]}</span></div>'
                        f'<div class="{cls()}"><div role="button">{F[0]}</div><div role="button">{F[1]}</div><div role="button">{F[2]}</div></div><div role="button"><span>{F[4]}</span></div>'
                        f'{com_html}<div role="button"><span>{F[5]}</span></div><div contenteditable="true" role="textbox" aria-label="{ea(F[6])}"><p>{F[6]}</p></div></div></div></div></div></body></html>')

    # ---- VK ----
    def vk_stamp(self, t: dt.datetime, seconds: bool = True) -> str:
        return f"{t.day} {MON['ru'][t.month - 1]} {t.year} в {t:%H:%M:%S}" if seconds else f"{t.day} {MON['ru'][t.month - 1]} {t.year} в {t:%H:%M}"

    def layout_vk(self, page, card):
        """A VK conversation in VK's data archive (the archive's page in windows-1251, the rest as entities: the crumbs
        "Профиль / Сообщения / Беседа", one ``message`` a message, newest first, its header "Name, 12 мар 2025 в 21:14:05",
        "(ред.)", attachments "Фотография" with their links), or a VK community's wall post copied (the post, "12 мар 2025 в
        21:14", likes, comments with "Ответить", "Показать ещё …")."""
        r = self.rng
        name = self._title(page, card, p_printed=0.8)
        if not self.html:
            community = self._c(page, r.choice(["Magic: The Gathering | Россия", "MTG Москва", "Рулинги MTG"]))
            t0, t1, t2 = self.times(card, 3, 200, 4000)
            lines = self.body_lines(page, card, name, tag="a VK wall post")
            tr = self._tr(page, card, "ru") if r.random() < 0.5 else None
            trl = ([tr[0]] + [x for x in tr[1].split("\n") if x.strip()]) if tr else []
            ppl = self.people(2)
            out = [community, self._c(page, self._own(page, t0.date(), self.vk_stamp(t0, False))), ""] + self.text_of(lines) + ([""] + trl if trl else []) + [""]
            out += [self._c(page, f"Нравится {r.randint(3, 300)}"), self._c(page, f"Поделиться {r.randint(0, 30)}"), self._c(page, f"{r.randint(200, 9000)} просмотров"), ""]
            for who, t in ((ppl[0], t1), (ppl[1], t2)):
                out += [self._c(page, who[0]), self._c(page, r.choice(W["ru"]["thanks"] + W["ru"]["chat"])), self._c(page, self._own(page, t.date(), self.vk_stamp(t, False))), self._c(page, "Ответить"), ""]
            out.append(self._c(page, f"Показать ещё {r.randint(5, 20)} комментариев"))
            page.content = "\n".join(out) + "\n"
            return
        msgs = self.chat(page, card, name=name, modes=("block", "each"), tag="a VK conversation")
        me = msgs[r.randrange(len(msgs))].who
        conv = self._c(page, r.choice(["Беседа «Магия: рулинги»", "Беседа «MTG клуб»", "Беседа «Коммандер по пятницам»"]))
        items = []
        for m in sorted(msgs, key=lambda m: m.at, reverse=True):
            who = "Вы" if m.who == me else f'<a href="https://vk.com/id{r.randint(10 ** 6, 10 ** 9)}">{e(m.who)}</a>'
            self._c(page, "Вы" if m.who == me else m.who)
            stamp = self._own(page, m.at.date(), self.vk_stamp(m.at))
            red = " (ред.)" if m.edited else ""
            if m.edited:
                self._c(page, "(ред.)")
            body = "<br>".join(e(x) for x in m.raw())
            att = ""
            if m.attach or (m is msgs[0] and r.random() < 0.5):
                url = f"https://sun9-{r.randint(1, 80)}.userapi.com/impg/{hex_digits(r, 20)}.jpg"
                att = (f'<div class="kludges"><div class="attachment">\n  <div class="attachment__description">Фотография</div>\n'
                       f'<a class="attachment__link" href="{url}">{url}</a>\n</div></div>')
                self._c(page, "Фотография")
            items.append(f'<div class="item">\n  <div class="item__main"><div class="message" data-id="{r.randint(10 ** 5, 10 ** 6)}">\n  <div class="message__header">{who}, {stamp}{red}</div>\n'
                         f'  <div>{body}{att}</div>\n</div></div>\n</div>')
        owner = self._c(page, me)
        page.content = ('<!DOCTYPE html>\n<html>\n<head>\n<meta charset="windows-1251">\n<title>ВКонтакте | Архив</title>\n<link rel="stylesheet" href="../../style.css">\n</head>\n'
                        '<body class="vk_visible">\n<div class="wrap">\n  <div class="header">\n    <div class="page_header">\n      <a class="top_home_link" href="../../index.html">'
                        f'<div class="top_home_logo"></div></a>\n      <div class="top_profile_name">{e(owner)}</div>\n    </div>\n  </div>\n  <div class="page_content page_block">\n'
                        '    <div class="page_block_header clear_fix">\n      <div class="page_block_header_inner _header_inner"><div class="ui_crumb" ><a href="../../index.html">Профиль</a></div>'
                        '<div class="ui_crumb_sep"></div><div class="ui_crumb" ><a href="../index-messages.html">Сообщения</a></div><div class="ui_crumb_sep"></div>'
                        f'<div class="ui_crumb" >{e(conv)}</div></div>\n    </div>\n    <div class="wrap_page_content">\n' + "\n".join(items) + "\n    </div>\n  </div>\n</div>\n</body>\n</html>\n")
        self._cs(page, "Профиль", "Сообщения", "ВКонтакте | Архив")
        page.__dict__["declared"] = "windows-1251"

    # ---- Weibo ----
    def wb_time(self, t: dt.datetime) -> str:
        if t.date() == self._now.date():
            return f"今天 {t:%H:%M}" if (self._now - t).total_seconds() > 3600 else self.ago(t, "zh")
        return f"{t.month}-{t.day} {t:%H:%M}" if t.year == self._now.year else f"{t.year}-{t.month}-{t.day} {t:%H:%M}"

    def layout_weibo(self, page, card):
        """A Weibo post about the card saved from m.weibo.cn (the author, "3-12 21:14 来自 iPhone客户端", the post's text with
        the rulings and the Chinese card text, "转发 12 评论 34 赞 210", comments with their own times and "回复"), or the
        post copied; Simplified Chinese."""
        r = self.rng
        name = self._title(page, card, p_printed=0.85)
        author = self._c(page, r.choice(["万智牌规则君", "MTG裁判笔记", "旅法师营地规则组"]))
        t0 = self._fix(card, self._now - dt.timedelta(minutes=r.randint(1500, 20000)))
        t1, t2 = self.after(card, t0, 2)
        lines = [[(self._c(page, f"#万智牌# #{name}#"), "c")]] + self.body_lines(page, card, name, tag="a Weibo post")
        tr = self._tr(page, card, "zhs") if r.random() < 0.6 else None
        trl = ([f"【{tr[0]}】"] + [x for x in tr[1].split("\n") if x.strip()]) if tr else []
        src = self._c(page, r.choice(["来自 iPhone客户端", "来自 微博网页版", "来自 HUAWEI Mate 60 Pro", "来自 小米14"]))
        stamps = [self.wb_time(t) for t in (t0, t1, t2)]
        for t, s in zip((t0, t1, t2), stamps):
            if re.search(r"\d+-\d+ ", s):
                self._own(page, t.date(), s)
        counts = self._cs(page, f"转发 {r.randint(1, 90)}", f"评论 {r.randint(2, 200)}", f"赞 {r.randint(10, 3000)}")
        ppl = self.people(2)
        coms = [(ppl[0][0], self._c(page, r.choice(W["zhs"]["thanks"])), stamps[1]), (ppl[1][0], self._c(page, r.choice(W["zhs"]["chat"])), stamps[2])]
        self._cs(page, *stamps, "回复")
        text = self.text_of(lines) + trl
        if not self.html:
            out = [author, f"{stamps[0]} {src}", ""] + text + [""] + counts + [""]
            for who, c, s in coms:
                out += [self._c(page, who), c, s, "回复"]
            page.content = "\n".join(out) + "\n"
            return
        page.content = ('<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=no">'
                        f'<title>微博正文 - 微博HTML5版</title></head><body><div id="app"><div class="lite-page-wrap"><div class="main"><div class="card m-panel card9 weibo-member">'
                        f'<div class="card-wrap"><header class="weibo-top m-box m-avatar-box"><div class="m-box-col m-box-dir m-box-center"><div class="m-text-box"><a><h3 class="m-text-cut">{e(author)}</h3></a>'
                        f'<h4 class="m-text-cut"><span class="time">{stamps[0]}</span><span class="from"> {e(src)}</span></h4></div></div></header>'
                        '<article class="weibo-main"><div class="card-wrap"><div class="weibo-og"><div class="weibo-text">' + "<br>".join(e(x) for x in text) + '</div></div></div></article>'
                        '<footer class="m-ctrl-box m-box-center-a">' + "".join(f'<div class="m-diy-btn m-box-col m-box-center m-box-center-a"><h4>{c}</h4></div>' for c in counts) + '</footer>'
                        '</div></div><div class="lite-page-comment"><div class="comment-content">' + "".join(
                            f'<div class="card m-avatar-box lite-page-list"><div class="m-box-dir m-box-col m-box-center"><div class="m-box m-text-box"><h4 class="m-text-cut">{e(self._c(page, who))}</h4>'
                            f'<h3>{e(c)}</h3></div><div class="m-box m-box-center-a"><span class="time">{s}</span><span class="m-font m-font-comment">回复</span></div></div></div>'
                            for who, c, s in coms) + '</div></div></div></div></div></body></html>')

    # ---- PTT ----
    def layout_ptt(self, page, card):
        """A PTT article about the card (Traditional Chinese): the web page (``article-metaline``s 作者 看板 標題 時間 "Wed Mar 12
        21:14:05 2025", the body with the rulings, "※ 發信站: 批踢踢實業坊(ptt.cc)", "※ 文章網址:", "※ 編輯: …, 03/12/2025 21:30:11", the
        pushes "推 user: … 03/12 21:20") or the article as the terminal shows it (UTF-8, or Big5 as the BBS sends it)."""
        r = self.rng
        name = self._title(page, card, p_printed=0.85)
        author = r.choice(["judgeana (安娜)", "stackwatch (疊堆觀察者)", "mtgfan0412 (旅法師)"])
        t0 = self.times(card, 1, 400, 4000)[0]
        lines = self.body_lines(page, card, name, tag="a PTT article", lang="zht")
        tr = self._tr(page, card, "zht") if r.random() < 0.5 else None
        trl = ([tr[0]] + [x for x in tr[1].split("\n") if x.strip()]) if tr else []
        title = self._c(page, f"[規則] {name} 的官方判定" if r.random() < 0.5 else f"[問題] 請問{name}怎麼結算")
        ts = self._own(page, t0.date(), f"{WEEKDAYS['en3'][t0.weekday()]} {MON['en'][t0.month - 1]} {t0.day:2d} {t0:%H:%M:%S} {t0.year}")
        ip = f"{r.randint(1, 223)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
        aid = f"M.{int(t0.replace(tzinfo=dt.timezone.utc).timestamp())}.A.{hex_digits(r, 3).upper()}"
        sig = [self._c(page, f"※ 發信站: 批踢踢實業坊(ptt.cc), 來自: {ip} (臺灣)"), self._c(page, f"※ 文章網址: https://www.ptt.cc/bbs/MTG/{aid}.html")]
        te = self._fix(card, t0 + dt.timedelta(minutes=r.randint(5, 120)))
        edit = self._c(page, f"※ 編輯: {author.split()[0]} ({ip} 臺灣), {self._own(page, te.date(), f'{te:%m/%d/%Y %H:%M:%S}')}") if r.random() < 0.5 else None
        pushes = []
        for t in self.after(card, t0, r.randint(2, 4)):
            tag, txt = r.choice([("推", "推 整理好清楚"), ("推", "感謝分享"), ("→", "原來如此"), ("推", "這張真的很常被問"), ("推", "收藏了"), ("噓", "這不是常識嗎")])
            uid = r.choice(["kai0412", "lena_tw", "stackman", "manaleak", "zm_lin"])
            pushes.append((tag, uid, txt, f"{t:%m/%d %H:%M}"))
            self._cs(page, f"{uid}: {txt}" if self.html else f"{tag} {uid}: {txt}")
        body = ([self._c(page, r.choice(["板上好像沒人整理過，來貼一下", "最近店賽常遇到這張"])), ""] + self.text_of(lines) + ([""] + trl if trl else []) + ["", "--"])
        if not self.html:
            rule = "─" * 39 if encodable("─", self.enc) else "-" * 78
            out = [self._c(page, f" 作者  {author}{' ' * max(2, 48 - len(author))}看板  MTG"), f" 標題  {title}", f" 時間  {ts}", rule, ""] + body + sig + ([edit] if edit else [])
            out += [f"{tg} {uid}: {txt}{' ' * max(2, 50 - len(txt) * 2)}{ip2}" for tg, uid, txt, ip2 in pushes]
            sep = "\n" if self.enc == "utf-8" else "\r\n"
            page.content = sep.join(out) + sep
            return
        meta = lambda tag, val, right=False: (f'<div class="article-metaline{"-right" if right else ""}"><span class="article-meta-tag">{tag}</span>'  # noqa: E731
                                              f'<span class="article-meta-value">{e(val)}</span></div>')
        push_html = "".join(f'<div class="push"><span class="{"hl " if tg == "推" else "f1 hl "}push-tag">{tg} </span><span class="f3 hl push-userid">{uid}</span>'
                            f'<span class="f3 push-content">: {e(txt)}</span><span class="push-ipdatetime"> {ip2}\n</span></div>' for tg, uid, txt, ip2 in pushes)
        self._cs(page, "批踢踢實業坊", "看板 MTG", "關於我們", "聯絡資訊")
        page.content = ('<!DOCTYPE html>\n<html>\n\t<head>\n\t\t<meta charset="utf-8">\n' f'\t\t<title>{e(title)} - 看板 MTG - 批踢踢實業坊</title>\n'
                        '\t\t<link rel="stylesheet" type="text/css" href="//images.ptt.cc/bbs/v2.27/bbs-common.css">\n\t</head>\n    <body>\n\t\t\n<div id="topbar-container">\n'
                        '\t<div id="topbar" class="bbs-content">\n\t\t<a id="logo" href="/bbs/">批踢踢實業坊</a>\n\t\t<span>&rsaquo;</span>\n\t\t<a class="board" href="/bbs/MTG/index.html">'
                        '<span class="board-label">看板 </span>MTG</a>\n\t\t<a class="right small" href="/about.html">關於我們</a>\n\t\t<a class="right small" href="/contact.html">聯絡資訊</a>\n'
                        '\t</div>\n</div>\n<div id="main-container">\n    <div id="main-content" class="bbs-screen bbs-content">' + meta("作者", author) + meta("看板", "MTG", True)
                        + meta("標題", title) + meta("時間", ts) + "\n" + "\n".join(e(x) for x in body) + "\n"
                        + "".join(f'<span class="f2">{e(x)}\n</span>' for x in sig + ([edit] if edit else [])) + push_html + "</div>\n</div>\n    </body>\n</html>\n")
        self._c(page, author)

    # ---- Meta "Download your information" ----
    def layout_meta_dm_untitled(self, page, card):
        """A Messenger or Instagram conversation in Meta's "Download your information" HTML export (its generated _a6-g,
        _a6-h, _a6-p, _a6-o classes; "Participants: …"; newest first; each message its sender, its text and its stamp "Mar
        12, 2025 9:14:05 pm"; a photo's link; reactions), in which a friend sends a photo of a card and asks, and the
        other pastes the rulings, naming no card. Names no card."""
        r = self.rng
        msgs = self.chat(page, card, name=None, modes=("block", "each"), tag="a Messenger conversation")
        insta = r.random() < 0.4
        people = list(dict.fromkeys(m.who for m in msgs))
        owner = msgs[-1].who
        parts = self._c(page, "Participants: " + " and ".join(people) if len(people) < 3 else "Participants: " + ", ".join(people[:-1]) + " and " + people[-1])
        stamp = lambda t: self._own(page, t.date(), f"{MON['en'][t.month - 1]} {t.day:02d}, {t.year} {(t.hour - 1) % 12 + 1}:{t:%M}" +  # noqa: E731
                                    ("" if insta else f":{t:%S}") + f" {'pm' if t.hour >= 12 else 'am'}")
        blocks = []
        for m in sorted(msgs, key=lambda m: m.at, reverse=True):
            inner = "".join(f"<div>{e(x)}</div>" for x in m.raw())
            if m.attach:
                inner += (f'<div><a href="your_facebook_activity/messages/inbox/{slug(owner).replace("-", "")}_{r.randint(10 ** 9, 10 ** 10)}/photos/{r.randint(10 ** 15, 10 ** 16)}.jpg">'
                          f'<img src="photos/{r.randint(10 ** 15, 10 ** 16)}.jpg" class="_a6_o _3-96" /></a></div>')
            rx = ('<div><ul class="_a6-q">' + "".join(f"<li>{x}{e(owner)}</li>" for x, _ in m.reactions[:1]) + "</ul></div>") if m.reactions else ""
            blocks.append(f'<div class="pam _3-95 _2ph- _a6-g uiBoxWhite noborder"><div class="_3-95 _2pim _a6-h _a6-i">{e(self._c(page, m.who))}</div>'
                          f'<div class="_3-95 _a6-p"><div><div></div><div>{inner}</div><div></div>{rx}</div></div><div class="_3-94 _a6-o">{stamp(m.at)}</div></div>')
        title = e(people[0] if len(people) == 2 else ", ".join(people))
        page.content = ('<html><head><meta charset="utf-8" /><title>' + title + '</title><style type="text/css">._a6-g{border-bottom:1px solid #e9e9e9}._a6-h{font-weight:bold}'
                        '._a6-o{color:#8a8d91;font-size:12px}._2pim{padding-bottom:4px}</style><base href="../../../../" /></head><body class="_5vb_ _2yq _a7o5">'
                        '<div class="clearfix _ikh"><div class="_4bl9"><div class="_li"><div class="_a705"><div class="_a706" role="main">'
                        f'<div class="_3-8y _3-95 _a70a"><div class="_a70d"><div class="_a70e">{e(parts)}</div></div></div>' + "".join(blocks) + "</div></div></div></div></div></body></html>")

    LAYOUTS42: dict[str, tuple[str, bool]] = {
        "social-discord-dce-export": ("layout_dce", True),
        "social-discord-bot-embed": ("layout_bot_embed", True),
        "social-telegram-desktop-export": ("layout_telegram", True),
        "social-slack-export-viewer": ("layout_slack", True),
        "social-matrix-element-export": ("layout_matrix", True),
        "social-irc-log": ("layout_irc", True),
        "social-whatsapp-chat-txt": ("layout_whatsapp", True),
        "social-line-talk-ja": ("layout_line", True),
        "social-kakaotalk-ko": ("layout_kakao", True),
        "social-reddit-old-thread": ("layout_reddit_old", True),
        "social-reddit-new-thread": ("layout_reddit_new", True),
        "social-x-thread": ("layout_x", True),
        "social-threadreader-unroll": ("layout_threadreader", True),
        "social-mastodon-thread": ("layout_mastodon", True),
        "social-bluesky-thread": ("layout_bluesky", True),
        "social-youtube-video": ("layout_youtube", True),
        "social-twitch-vod-chat": ("layout_twitch", True),
        "social-podcast-episode": ("layout_podcast", True),
        "social-substack-post": ("layout_substack", True),
        "social-tumblr-reblogs": ("layout_tumblr", True),
        "social-facebook-group-post": ("layout_facebook", True),
        "social-vk-archive-ru": ("layout_vk", True),
        "social-weibo-zh": ("layout_weibo", True),
        "social-ptt-bbs-zht": ("layout_ptt", True),
        "social-discord-photo-ask-untitled": ("layout_dce_photo_untitled", False),
        "social-meta-dm-export-untitled": ("layout_meta_dm_untitled", False),
    }
    LAYOUTS = LAYOUTS42


#: each layout's formats (the first page of a layout in the first, the second in the second, then drawn), languages,
#: the length its posts or messages allow (``maxlen``: a card whose rulings are longer is picked only when its kind has no
#: other), and the encodings its HTML and its text come in: (Python codec of the bytes, the charset the HTML declares or
#: None, weight); UTF-8 unless said
_BOTH = ("html", "text")
SITES42: dict[str, dict] = {
    "social-discord-dce-export": dict(fmts=_BOTH, langs=["en", "en", "de", "fr", "es", "pt"]),
    "social-discord-bot-embed": dict(fmts=_BOTH, langs=["en", "de", "fr", "it", "ja", "es"], maxlen=1024),
    "social-telegram-desktop-export": dict(fmts=_BOTH, langs=["ru", "ru", "pt", "en", "de", "es"]),
    "social-slack-export-viewer": dict(fmts=_BOTH, langs=["en", "en", "de", "fr"]),
    "social-matrix-element-export": dict(fmts=_BOTH, langs=["en", "de", "fr"]),
    "social-irc-log": dict(fmts=("text", "html"), langs=["en", "en", "de", "fr"]),
    "social-whatsapp-chat-txt": dict(fmts=("text",), langs=["en", "de", "pt", "es", "it"]),
    "social-line-talk-ja": dict(fmts=("text",), langs=["ja"]),
    "social-kakaotalk-ko": dict(fmts=("text",), langs=["ko"]),
    "social-reddit-old-thread": dict(fmts=_BOTH, langs=["en", "en", "de"]),
    "social-reddit-new-thread": dict(fmts=_BOTH, langs=["en", "en", "fr", "pt"]),
    "social-x-thread": dict(fmts=_BOTH, langs=["en", "ja", "es"]),
    "social-threadreader-unroll": dict(fmts=_BOTH, langs=["en", "en", "fr"]),
    "social-mastodon-thread": dict(fmts=_BOTH, langs=["en", "de", "fr"], maxlen=480),
    "social-bluesky-thread": dict(fmts=_BOTH, langs=["en", "pt", "ja"], maxlen=290),
    "social-youtube-video": dict(fmts=_BOTH, langs=["en", "en", "de", "es", "pt", "ja", "ko"]),
    "social-twitch-vod-chat": dict(fmts=("text", "html"), langs=["en", "en", "de", "es", "fr"], maxlen=440),
    "social-podcast-episode": dict(fmts=_BOTH, langs=["en", "de", "it", "es"]),
    "social-substack-post": dict(fmts=_BOTH, langs=["en", "fr", "it"]),
    "social-tumblr-reblogs": dict(fmts=_BOTH, langs=["en"]),
    "social-facebook-group-post": dict(fmts=_BOTH, langs=["pt", "it", "es", "fr", "en"]),
    "social-vk-archive-ru": dict(fmts=_BOTH, langs=["ru"], html=[("cp1251", "windows-1251", 1)]),
    "social-weibo-zh": dict(fmts=_BOTH, langs=["zhs"]),
    "social-ptt-bbs-zht": dict(fmts=_BOTH, langs=["zht"], text=[("utf-8", None, 3), ("cp950", None, 1)]),
    "social-discord-photo-ask-untitled": dict(fmts=_BOTH, langs=["en", "en", "de", "fr", "ja"]),
    "social-meta-dm-export-untitled": dict(fmts=("html",), langs=["en", "it", "es", "pt"]),
}

LAYOUTS42 = tuple(Fresh42Generator.LAYOUTS42)


def fresh42_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-42 part's pages, drawn with their own generator (seed + 290011) from ``cards`` (single-faced ones and
    cards with faces alike)."""
    return Fresh42Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh42")


# --- the self-test ---------------------------------------------------------------------------------------

def reading_views(page: Page) -> list[str]:
    """The page as a careful reader reads it (folded): as written; a saved page or feed without its tags (joined, and
    spaced), with its entities resolved; and a feed's escaped HTML read once more (tags dropped, entities resolved)."""
    b = page.content
    views = [fold(b)]
    if "<" in b or "&" in b:
        once = html.unescape(re.sub(r"<[^>]+>", " ", b))
        views.append(fold(html.unescape(re.sub(r"<[^>]+>", "", b))))
        views.append(fold(once))
        views.append(fold(html.unescape(b)))
        views.append(fold(html.unescape(re.sub(r"<[^>]+>", " ", once))))
        joined = html.unescape(re.sub(r"<[^>]+>", "", b))
        views.append(fold(html.unescape(re.sub(r"<[^>]+>", "", joined))))
    return views


#: the layouts whose platform prints no date of its own (none: every page carries one)
UNDATED_SITES: set[str] = set()


def _encoding_problems(p: Page) -> list[str]:
    """The page's bytes: its content encodes in its encoding and decodes back the same, without replacement or C1
    control characters; a declared charset is in the page and names the bytes' codec."""
    problems = []
    try:
        raw = p.content.encode(p.encoding)
    except UnicodeEncodeError as x:
        return [f"content does not encode in {p.encoding}: {p.content[x.start:x.end]!r}"]
    if raw.decode(p.encoding) != p.content or "\ufffd" in p.content or re.search("[\x80-\x9f]", p.content):
        problems.append(f"content does not survive {p.encoding}")
    label = p.__dict__.get("declared")
    if p.fmt == "html" and label and (label not in DECLARED or p.encoding not in DECLARED[label] or not re.search("charset=[\"']?" + re.escape(label), p.content.lower())):
        problems.append(f"declared {label!r}, bytes {p.encoding}")
    if p.fmt == "html" and not p.encoding.startswith("utf") and not label:
        problems.append(f"an HTML page in {p.encoding} declares no charset")
    return problems


def _part_problems(pages: list[Page], gen: Fresh42Generator) -> list[str]:
    """What the part as a whole lacks: its layouts (all its own, each in every format its platform saves), date languages
    (ten at least), title languages (six besides English), windows-1251 besides UTF-8, a text with a BOM; cards with faces
    on about half of the pages, titles and ``--card`` of each kind, translations on some pages."""
    problems, full, layouts = part_basics(pages, LAYOUTS42, 10, 6)
    if not full:
        return problems
    encs = {p.encoding for p in pages}
    if not {"utf-8", "cp1251"} <= encs:
        problems.append(f"encodings: {sorted(encs)}")
    if not any(p.content.startswith("\ufeff") for p in pages):
        problems.append("no text with a BOM")
    more, pages, multi, by_name = multi_share(pages, gen)
    short = sorted(lay for lay in layouts if {p.fmt for p in pages if p.layout == lay} != set(SITES42[lay]["fmts"]))
    if short:
        more.append(f"layouts not in each of their formats: {short}")
    more += variety_problems(pages, gen, multi, by_name)
    modes = {p.__dict__.get("chat_mode") for p in pages} - {None}
    if not {"block", "each", "code", "quote"} <= modes:
        more.append(f"rulings pasted in too few ways: {sorted(modes)}")
    return problems + more


def _page_problems(p: Page, card: CardData, gen: Fresh42Generator) -> list[str]:
    """What is wrong with one page's answers (see ``self_test``)."""
    views = reading_views(p)
    seen = seen_in(views)
    problems = _encoding_problems(p) + answer_problems(p, card, seen, "r", "fresh42", every=True)
    problems += own_date_problems(p, card, seen, whose="platform", at_least=int(p.layout not in UNDATED_SITES), late_days=0)
    problems += translation_problems(p, card, seen) + chrome_problems(p, seen)
    return problems + title_problems(p, card, gen, views)


def self_test(pages: list[Page], gen: Fresh42Generator) -> list[str]:
    """What is wrong with the answers: every page's content encodes in its encoding (and back), its declared charset
    names its bytes; every ruling text, translation, chrome line, shown date and the platform's own dates are in the page
    as read (as written, and a saved page or feed without its tags, its entities resolved, a feed's escaped HTML read
    once more); the rulings are all the card's own with their real MTGJSON dates; the platforms' own dates (messages',
    posts', edits', exports', feeds') are on every page, none of them a ruling's day nor after the page's; translations
    are the card's printed whole card or one printed face in a stored language; the card is the database's English name
    ("A // B" for a card with faces); titled pages name their card, untitled ones name it nowhere but inside a ruling and
    carry no translation; chrome on every page and inside no ruling or translation; and for the part: every layout in each
    of its formats, dates in 10 languages, titles in 6 printed languages besides English, windows-1251 and a BOM, cards
    with faces on about half of the pages and of every kind, every kind of title and of ``--card``, translations of
    faces, of whole cards and of single-faced cards on some pages, the rulings pasted as a block, one a message, in a
    code block and in a quote."""
    return _part_problems(pages, gen) + problems_of_pages(pages, gen, _page_problems)


def main() -> int:
    return part_main(Fresh42Generator, fresh42_corpus, self_test, SEED_OFFSET,
                     lambda pages: f"{encodings_line(pages)}; {sum(p.content.startswith(chr(0xfeff)) for p in pages)} with a BOM")


if __name__ == "__main__":
    raise SystemExit(main())
