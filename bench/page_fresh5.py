"""The fresh-5 part of the page corpus (``bench/page_corpus.py``): held out until its first run
(55.4% at seed 7, 59.1% at seed 21, parser page-7), looked at while tuning page-8: tuning now.

Written after fresh-4 was looked at (page-7), before any parser run on it and without reading the
parser, from kinds of captures the earlier parts lack: Discord (DiscordChatExporter) and Slack
exports, MTG Arena / MTGO patch notes (bug fixes worded in rules language, undated), judge-blog
posts, Cardmarket and TCGplayer product pages, EDHREC pages (other cards' names all around),
Fandom wiki articles, Japanese (2ch boards, era years), Korean (Naver-style cafés) and Taiwanese
(ROC years) community sites, Russian and Brazilian stores, Google-Docs text exports (a table's cells
one a line, comments at the end), Mailchimp digests, raw RSS, AMP articles; consent managers by
Didomi, Usercentrics, Quantcast Choice, Cookiebot (with its cookie table), Complianz and Iubenda;
date forms in more languages (Polish, Dutch, Turkish), Roman-numeral months, Chinese numerals, era
and ROC years, RFC 822, relative dates always next to a real one.

Each page's generator is seeded with the corpus seed + 21013, so the earlier parts draw exactly the
pages they drew before.
"""

from __future__ import annotations

import datetime as dt
import random

from page_corpus import (ABBREVIATED, MONTHS, PUBLISHERS, WEEKDAYS, CardData, Generator, Page, _Doc, _fill,
                         render_date)

NOW = dt.date(2026, 12, 3)  # "… years ago" is counted from here

MONTHS5 = {
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split(),
    "nl": "januari februari maart april mei juni juli augustus september oktober november december".split(),
    "tr": "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık".split(),
}
ROMAN = "I II III IV V VI VII VIII IX X XI XII".split()
CN_DIGITS = "〇一二三四五六七八九"

#: date forms of fresh-5, by language
FRESH5_FORMS = {
    "en": ["f5:month dth, y", "f5:dth of month y", "f5:mon d 'yy", "f5:rfc822", "f5:ago en"],
    "de": ["f5:dd.mm.y, hm Uhr", "f5:ago de"], "fr": ["f5:le wd d mois y à hhmm"], "it": ["f5:dd/mm/y alle hm"],
    "es": ["f5:d de mes del y"], "pt": ["f5:dd/mm/y às hhmm", "f5:ago pt"], "ru": ["f5:d mon y в hm", "f5:d.roman.y"],
    "pl": ["f5:d miesiąca y", "f5:d.roman.y"], "nl": ["f5:d maand y"], "tr": ["f5:d ay y"],
    "ja": ["f5:era", "f5:2ch"], "ko": ["f5:y. m. d. 오후 h:mm", "f5:ago ko"], "zhs": ["f5:cn numerals", "f5:y年mm月dd日 hh时mm分"],
    "zht": ["f5:roc"],
}


def _years_ago(d: dt.date) -> int:
    return NOW.year - d.year - ((NOW.month, NOW.day) < (d.month, d.day))


def _cn_number(n: int) -> str:
    if n < 10:
        return CN_DIGITS[n]
    tens, ones = divmod(n, 10)
    return ("" if tens == 1 else CN_DIGITS[tens]) + "十" + (CN_DIGITS[ones] if ones else "")


def _era(d: dt.date) -> str:
    if d >= dt.date(2019, 5, 1):
        era, year = "令和", d.year - 2018
    else:
        era, year = "平成", d.year - 1988
    return f"{era}{'元' if year == 1 else year}年{d.month}月{d.day}日"


def render_fresh5_date(d: dt.date, form: str, lang: str, hm: str = "14:03") -> str:
    """The fresh-5 part's date forms (``FRESH5_FORMS``); ``hm`` the time of day some show."""
    m = MONTHS.get(lang) or MONTHS5.get(lang) or MONTHS["en"]
    en = MONTHS["en"][d.month - 1]
    th = "th" if 10 <= d.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    wd = WEEKDAYS.get(lang, WEEKDAYS["en"])[d.weekday()]
    h, mi = hm.split(":")
    ago = _years_ago(d)
    forms = {
        "f5:month dth, y": f"{en} {d.day}{th}, {d.year}", "f5:dth of month y": f"{d.day}{th} of {en} {d.year}",
        "f5:mon d 'yy": f"{en[:3]} {d.day} '{d.year % 100:02d}",
        "f5:rfc822": f"{WEEKDAYS['en'][d.weekday()][:3]}, {d.day:02d} {en[:3]} {d.year} {hm}:00 +0000",
        "f5:ago en": f"{ago} years ago ({en[:3]} {d.day}, {d.year})",
        "f5:dd.mm.y, hm Uhr": f"{d.day:02d}.{d.month:02d}.{d.year}, {hm} Uhr",
        "f5:ago de": f"vor {ago} Jahren ({d.day:02d}.{d.month:02d}.{d.year})",
        "f5:le wd d mois y à hhmm": f"le {wd} {d.day} {m[d.month - 1]} {d.year} à {h}h{mi}",
        "f5:dd/mm/y alle hm": f"{d.day:02d}/{d.month:02d}/{d.year} alle {hm}",
        "f5:d de mes del y": f"{d.day} de {m[d.month - 1]} del {d.year}",
        "f5:dd/mm/y às hhmm": f"{d.day:02d}/{d.month:02d}/{d.year} às {h}h{mi}",
        "f5:ago pt": f"há {ago} anos · {d.day:02d}/{d.month:02d}/{d.year}",
        "f5:d mon y в hm": f"{d.day} {ABBREVIATED['ru'][d.month - 1].rstrip('.')} {d.year} в {hm}",
        "f5:d.roman.y": f"{d.day}.{ROMAN[d.month - 1]}.{d.year}",
        "f5:d miesiąca y": f"{d.day} {MONTHS5['pl'][d.month - 1]} {d.year}", "f5:d maand y": f"{d.day} {MONTHS5['nl'][d.month - 1]} {d.year}",
        "f5:d ay y": f"{d.day} {MONTHS5['tr'][d.month - 1]} {d.year}",
        "f5:era": _era(d),
        "f5:2ch": f"{d.year}/{d.month:02d}/{d.day:02d}({WEEKDAYS['ja'][d.weekday()]}) {hm}:00.12",
        "f5:y. m. d. 오후 h:mm": f"{d.year}. {d.month}. {d.day}. 오후 {int(h) - 12}:{mi}",
        "f5:ago ko": f"{ago}년 전 ({d.year}.{d.month:02d}.{d.day:02d})",
        "f5:cn numerals": "".join(CN_DIGITS[int(c)] for c in str(d.year)) + f"年{_cn_number(d.month)}月{_cn_number(d.day)}日",
        "f5:y年mm月dd日 hh时mm分": f"{d.year}年{d.month:02d}月{d.day:02d}日 {h}时{mi}分",
        "f5:roc": f"民國{d.year - 1911}年{d.month}月{d.day}日",
    }
    return forms[form]


# --- chrome ------------------------------------------------------------------------------------

FRESH5_CONSENT = {
    "didomi": [
        ["We and our partners store and/or access information on a device, such as cookies and process personal data, such as unique identifiers and standard information sent by a device for personalised advertising and content, advertising and content measurement, audience research and services development.",
         "Agree and close", "Learn More →", "Continue without agreeing →"],
        ["Nous et nos partenaires stockons et/ou accédons à des informations sur un appareil, telles que les cookies, et traitons les données personnelles.",
         "Accepter & Fermer", "En savoir plus →", "Continuer sans accepter →"],
    ],
    "usercentrics": [
        ["Privacy Settings", "This site uses third-party website tracking technologies to provide and continually improve our services, and to display advertisements according to users' interests.",
         "Accept All", "Deny", "More Information", "Powered by Usercentrics Consent Management"],
        ["Datenschutz-Einstellungen", "Wir verwenden Technologien wie Cookies, um Inhalte und Anzeigen zu personalisieren und die Zugriffe auf unsere Website zu analysieren.",
         "Alle akzeptieren", "Ablehnen", "Einstellungen"],
    ],
    "quantcast": [
        ["We value your privacy".upper(), "We and our partners use technologies, such as cookies, and process personal data, such as IP addresses and cookie identifiers, to personalise ads and content based on your interests, measure the performance of ads and content, and derive insights about the audiences who saw ads and content.",
         "MORE OPTIONS", "AGREE"],
    ],
    "cookiebot": [
        ["This website uses cookies", "We use cookies to personalise content and ads, to provide social media features and to analyse our traffic.",
         "Necessary", "Preferences", "Statistics", "Marketing", "Show details", "Allow all cookies", "Use necessary cookies only",
         "_ga", "Registers a unique ID that is used to generate statistical data on how the visitor uses the website.",
         "Expiry: 2 years", "Type: HTTP Cookie", "Powered by Cookiebot by Usercentrics"],
    ],
    "complianz": [
        ["Manage Cookie Consent", "To provide the best experiences, we use technologies like cookies to store and/or access device information.",
         "Functional Always active", "The technical storage or access is strictly necessary for the legitimate purpose of enabling the use of a specific service explicitly requested by the subscriber or user.",
         "Accept", "Deny", "View preferences", "Cookie Policy Privacy Statement"],
    ],
    "iubenda": [
        ["Notice", "We and selected third parties use cookies or similar technologies for technical purposes and, with your consent, for other purposes as specified in the cookie policy.",
         "Use the “Accept” button to consent. Use the “Reject” button or close this notice to continue without accepting.", "Learn more and customize"],
        ["Informativa", "Questo sito utilizza cookie tecnici e, previo tuo consenso, cookie di profilazione, nostri e di terze parti.", "Accetta", "Rifiuta", "Scopri di più e personalizza"],
    ],
    "local": [
        ["このサイトではCookieを利用しています。詳しくはプライバシーポリシーをご覧ください。", "同意して閉じる"],
        ["이 웹사이트는 더 나은 서비스를 위해 쿠키를 사용합니다.", "모두 허용", "설정"],
        ["Utilizamos cookies para melhorar sua experiência. Ao continuar navegando, você concorda com a nossa Política de Privacidade.", "Aceitar e fechar"],
        ["Мы используем cookie-файлы для улучшения работы сайта. Оставаясь на сайте, вы соглашаетесь с политикой конфиденциальности.", "Хорошо"],
    ],
}
FRESH5_NEWSLETTER = [
    ["Get the Weekly Stack in your inbox", "Decklists, rulings and spoilers every Sunday morning.", "Email address", "Subscribe"],
    ["Receba nossas ofertas", "Cadastre seu e-mail e ganhe 5% de desconto na primeira compra.", "Cadastrar"],
    ["Подпишитесь на рассылку", "Новинки и скидки раз в неделю.", "Подписаться"],
    ["メルマガ登録", "新弾情報をいち早くお届けします。", "登録する"],
]
FRESH5_BREADCRUMBS = [
    "Cardmarket › Magic › Singles › {set} › {card}", "TCGplayer > Magic: The Gathering > {set} > {card}",
    "MTG Wiki » Cards » {card}", "Início > Magic > Cards Avulsos > {card}", "Главная / Каталог / {set} / {card}",
    "トップ > シングルカード > {set} > {card}", "홈 > 카드 검색 > {card}",
]
FRESH5_ACCOUNT = [
    "Log In  Sign Up  Cart", "Entrar | Cadastre-se | Meu carrinho (0)", "Войти | Регистрация | Корзина: 0 ₽",
    "ログイン 新規会員登録 カート", "로그인 회원가입 장바구니", "Sign In · Register · Fan Central",
]
FRESH5_NAV = [
    "Commanders  Themes  Combos  Typal  Sets  Top Cards", "Explore  Fan Feed  More MTG Wiki", "Singles  Sealed  Supplies  Graded  Deals",
    "Magic  Pokémon  Yu-Gi-Oh!  Lorcana  Flesh and Blood", "Cartas Avulsas · Produtos Selados · Acessórios · Torneios",
    "Одиночные карты · Бустеры · Аксессуары · Турниры", "News  Strategy  Decks  Rules  Podcasts",
]
FRESH5_SHOP = [
    ["Market Price: $0.19", "Most Recent Sale: $0.21", "Listed Median: $0.25", "Add to Cart", "Shipping: Included on orders over $5"],
    ["Available items: 1,204", "From: 0,02 €", "Price Trend: 0,15 €", "30-days average price: 0,14 €", "7-days average price: 0,13 €"],
    ["Preço: R$ 0,50", "Em estoque: 12 unid.", "Comprar"],
    ["Цена: 35 ₽", "В наличии: 4 шт.", "В корзину"],
    ["税込 ¥80", "在庫：3", "カートに入れる"],
]
FRESH5_FOOTER = [
    ["Community content is available under CC-BY-SA unless otherwise noted.", "Retrieved from \"https://mtg.fandom.com/wiki/{card}\""],
    ["© 2026 {store}. All rights reserved.", "Legal Notice · General Terms and Conditions · Privacy"],
    ["Copyright © 2026 {store}, All rights reserved.", "You are receiving this email because you opted in via our website.",
     "Our mailing address is:", "{store} · 221 Sample Lane · Portland, OR 97201", "Want to change how you receive these emails? You can update your preferences or unsubscribe from this list."],
    ["CNPJ 12.345.678/0001-90 · {store} LTDA", "Todos os direitos reservados."],
    ["© {store}, 2026. Все права защищены.", "ИП Иванов И. И. · ОГРН 316000000000000"],
    ["Copyright © {store} All Rights Reserved.", "特定商取引法に基づく表記 · 利用規約 · プライバシーポリシー"],
    ["EDHREC is not affiliated with Wizards of the Coast.", "Card prices from {store}"],
]
FRESH5_STORES = ["Cardtrader Hub", "Loja do Planeswalker", "Магазин Мана", "晴れる堂", "Iron Golem Games", "The Stack Weekly"]
FRESH5_DATED_CHROME = [
    "This page was last edited on {date}, at 14:03.", "Atualizado em {date}", "Опубликовано: {date}", "最終更新：{date}",
    "Issue #142 · {date}", "Patch released {date}",
]
FRESH5_SEPARATORS_DP = [" ⸱ ", " ∣ ", " ─ ", " ⁄ "]
FRESH5_ADS = [["Advertisement", "Remove ads with Premium"], ["Publicidade"], ["Реклама"], ["広告", "スポンサーリンク"], ["AD · Continue reading below"]]


def fresh5_pools() -> dict:
    """The fresh-5 part's chrome, every variant (none is shared with the other parts)."""
    pools = {f"consent:{k}": v for k, v in FRESH5_CONSENT.items()}
    pools.update(newsletter=FRESH5_NEWSLETTER, breadcrumbs=FRESH5_BREADCRUMBS, account=FRESH5_ACCOUNT, nav=FRESH5_NAV,
                 shop=FRESH5_SHOP, footer=FRESH5_FOOTER, stores=FRESH5_STORES, dated=FRESH5_DATED_CHROME,
                 separators=FRESH5_SEPARATORS_DP, ads=FRESH5_ADS)
    return pools


class Fresh5Generator(Generator):
    """The generator of the fresh-5 part: the tuning part's layouts with fresh-5's chrome and dates,
    and fresh-5's own layouts twice as often."""

    #: the languages of the dated line of chrome at a page's foot
    BOTTOM_LANGS = ["en", "pt", "ru", "ja", "de", "pl"]

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        super().__init__(cards, set_names, seed)
        self.pools["fresh5"] = fresh5_pools()

    def _forms(self, lang: str, part: str) -> list[str]:
        return FRESH5_FORMS.get(lang, []) * 3 + ([] if lang in MONTHS5 else super()._forms(lang, "tune"))

    def _title_lang(self, card: CardData, part: str = "") -> str:
        return self.rng.choice(["en", *card.foreign])  # every language the card was printed in

    def _f5_date(self, page: Page, langs: list[str], tag: str) -> tuple[str, str]:
        lang = self.rng.choice(langs)
        form = self.rng.choice(self._forms(lang, page.split))
        page.date_forms.append(f"{lang}:{form} {tag}")
        return lang, form

    def _bottom(self, page: Page, doc: _Doc, ctx: dict, *, glue: bool) -> None:
        """Newsletter, a dated line of chrome, the footer, maybe a consent banner last (none after a
        raw feed)."""
        r = self.rng
        if page.layout == "rss-raw":
            return
        tail = []
        if r.random() < 0.5:
            tail.append(self._chrome_lines(page, ctx, "newsletter"))
        if r.random() < 0.4:
            d = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
            lang = r.choice(self.BOTTOM_LANGS)
            line = _fill(self._pick(page.split, "dated"), ctx).replace("{date}", render_date(d, r.choice(self._forms(lang, page.split)), lang))
            page.chrome.append(line)
            tail.append([("chrome", line)])
        tail.append(self._chrome_lines(page, ctx, "footer"))
        if r.random() < 0.4:
            tail.append(self._chrome_lines(page, ctx, r.choice([f for f in self.pools[page.split] if f.startswith("consent:")])))
        if glue and doc.blocks:
            doc.blocks[-1].extend(tail[0])
            tail = tail[1:]
        for t in tail:
            doc.block(*t)

    # ---- layouts ----
    def layout_discord_export(self, page, card, ctx, doc):
        """A DiscordChatExporter text file: a guild/channel header between rules of "=", then messages
        "[M/D/YYYY H:MM PM] user" with the message on the lines below; a bot's one message lists the
        rulings, "DATE — text" a line; reactions and an "(edited)" mark around."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        lang, form = self._f5_date(page, ["en", "de", "pt", "ru", "ja", "ko"], "discord bot lines")
        bar = "=" * 62
        head = [bar, f"Guild: {r.choice(['MTG Judges', 'Commander Nights', 'Liga Magic BR'])}", f"Channel: Rules / #{r.choice(['rules-questions', 'ask-a-judge'])}", bar]
        day = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        stamp = f"[{day.month}/{day.day}/{day.year} 7:{r.randint(10, 59)} PM]"
        user = r.choice(["kai.exe", "mana_burn", "sophie"])
        doc.block(*[("chrome", x) for x in head])
        doc.block(("chrome", f"{stamp} {user}"), ("chrome", f"!ruling {name}"))
        lines = [("chrome", f"{stamp} RulesBot"), ("title", name)]
        for d, t in self._rulings(card):
            lines.append(("ruling", f"{render_date(d, form, lang)} — {t}"))
            page.rulings.append((d.isoformat(), t))
        tail = ["{Reactions}", "👍 (3) 🙏 (1)"]
        doc.block(*lines, *[("chrome", x) for x in tail])
        bye = [f"{stamp} {user}", "thanks!! (edited)"]
        doc.block(*[("chrome", x) for x in bye])
        page.chrome += head + [f"{stamp} {user}", f"!ruling {name}", f"{stamp} RulesBot", *tail, *bye]

    def layout_slack_thread(self, page, card, ctx, doc):
        """A Slack thread copied from the app: "Name  10:42 AM" headers, a bot's answer with each
        ruling in bold date markup "*DATE* text", thread footer lines."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        lang, form = self._f5_date(page, ["en", "de", "fr", "es", "nl"], "slack bold date")
        who = r.choice(["Marta Kowalska", "Jonas", "Priya"])
        ask = [f"{who}  10:{r.randint(10, 59)} AM", f"does anyone have the official rulings for {name}? :thinking_face:"]
        doc.block(*[("chrome", x) for x in ask])
        lines = [("chrome", f"RulesBot  APP  10:{r.randint(10, 59)} AM"), ("heading", f"Rulings for *{name}*")]
        for d, t in self._rulings(card):
            lines.append(("ruling", f"*{render_date(d, form, lang)}*  {t}"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        foot = [f"{r.randint(2, 6)} replies", "Last reply today at 11:02 AM", ":+1: 2", "Also send to #rules"]
        doc.block(*[("chrome", x) for x in foot])
        page.chrome += ask + [lines[0][1], *foot]

    def layout_client_patch_notes(self, page, card, ctx, doc):
        """MTG Arena / MTGO patch notes: a version title, "Card Updates" with the card's name, its
        "Rules clarifications" dated "(DATE) text", then "Bug Fixes" and "Known Issues" worded in
        rules language with no date."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        client = r.choice(["MTG Arena Patch Notes – 2026.51.10", "Magic Online Downtime and Release Notes — December 3, 2026"])
        lang, form = self._f5_date(page, ["en", "de", "fr", "pt", "ja"], "patch notes (date) before")
        intro = "Here's what's changing in this update. As always, thank you for your feedback!"
        doc.block(("chrome", client), ("chrome", intro))
        doc.block(("heading", "Card Updates"), ("title", name), ("heading", "Rules clarifications:"))
        lines = []
        for d, t in self._rulings(card):
            lines.append(("ruling", f"({render_date(d, form, lang)}) {t}"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        bugs = ["Bug Fixes", f"Fixed an issue where {name}'s ability would not trigger if it left the battlefield while its controller had priority.",
                "Fixed an issue where a creature with ward could be targeted by a copy of a spell without paying the ward cost.",
                "Known Issues", "Players may see a creature's power displayed incorrectly after a layer-dependent effect ends."]
        doc.block(*[("chrome", x) for x in bugs])
        page.chrome += [client, intro, "Card Updates", "Rules clarifications:", *bugs]

    def layout_judge_blog(self, page, card, ctx, doc):
        """A judge's blog post: title, byline with the post's date and reading time, a table of
        contents, an intro in rules language, then "Ruling N — DATE" headings over each ruling, share
        and comment chrome at the end."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        doc.block(("title", r.choice([f"Judge's Corner: {name}", f"Rules Tips — {name} explained", f"{name}: the rulings you need"])))
        post = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        byline = f"By Marta Kowalska, Level 3 Judge · {render_date(post, 'month d, y', 'en')} · {r.randint(3, 9)} min read"
        toc = ["Table of Contents", "1. The card", "2. Rulings", "3. Wrap-up"]
        intro = "Let's look at how this card works on the stack and what happens when it leaves the battlefield before its ability resolves."
        doc.block(("chrome", byline))
        doc.block(*[("chrome", x) for x in toc])
        doc.block(("chrome", intro))
        lang, form = self._f5_date(page, ["en", "de", "fr", "it", "es", "pl"], "ruling N — date heading")
        for k, (d, t) in enumerate(self._rulings(card), start=1):
            doc.block(("date", f"Ruling {k} — {render_date(d, form, lang)}"), ("ruling", t))
            page.rulings.append((d.isoformat(), t))
        outro = ["That's all for this week. See you at the next FNM!", "Share this: Twitter · Facebook · Reddit",
                 "Leave a Reply", "Your email address will not be published. Required fields are marked *"]
        doc.block(*[("chrome", x) for x in outro])
        page.chrome += [byline, *toc, intro, *outro]

    def layout_market_product(self, page, card, ctx, doc):
        """A Cardmarket or TCGplayer product page: name and set, label/value lines (each label on
        its own line above its value), the card's text, then "Rulings" with each ruling followed by a
        "Ruling date: DATE" line (in the site's language), then seller offers."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        doc.block(("title", f"{name} - {card.set_name} - Magic: The Gathering"))
        lang = r.choice(["en", "de", "fr", "it", "es", "pl", "nl", "pt"])
        lang, form = self._f5_date(page, [lang], "labelled date after")
        info = ["Rarity", "Rare", "Number", card.number, "Printed in", card.set_name]
        shop = self._pick(page.split, "shop")
        doc.block(*[("chrome", x) for x in info + shop])
        doc.block(("heading", "Rules text"), ("text", (card.text or "").replace("\n", " ")))
        label = {"en": "Ruling date:", "de": "Datum der Regelung:", "fr": "Date de la décision :", "it": "Data della sentenza:",
                 "es": "Fecha del fallo:", "pl": "Data orzeczenia:", "nl": "Datum uitspraak:", "pt": "Data da decisão:"}[lang]
        lines = [("heading", "Rulings")]
        for d, t in self._rulings(card):
            lines += [("ruling", t), ("date", f"{label} {render_date(d, form, lang)}")]
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        offers = [f"{r.choice(['kartenkiste', 'mtg-madness', 'Bazaar_of_Baghdad'])} · NM · English · {r.randint(2, 90) / 100:.2f} € · {r.randint(1, 9)}",
                  "Show more offers", "Sellers with Trustee service only"]
        doc.block(*[("chrome", x) for x in offers])
        page.chrome += info[0::2] + shop + ["Rules text", *offers]

    def layout_edhrec(self, page, card, ctx, doc):
        """An EDHREC card page: the name, its deck counts and synergy, lists of other cards with their
        deck counts, then a "Rulings" section with each date on its own line above the ruling."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        doc.block(("title", name), ("chrome", f"In {r.randint(1000, 90000):,} decks"), ("chrome", f"{r.randint(1, 30)}% of {r.randint(100, 400)},000 decks"),
                  ("chrome", f"Salt Score: {r.randint(1, 200) / 100:.2f}"))
        others = [c.name for c in r.sample(self.cards, 4) if c.name != card.name]
        top = ["Top Commanders"] + [x for n in others[:2] for x in (n, f"{r.randint(50, 4000):,} decks")]
        syn = ["High Synergy Cards"] + [x for n in others[2:] for x in (n, f"+{r.randint(5, 60)}% synergy")]
        doc.block(*[("chrome", x) for x in top])
        doc.block(*[("chrome", x) for x in syn])
        lang, form = self._f5_date(page, ["en"], "date line before, EDHREC")
        lines = [("heading", "Rulings")]
        for d, t in self._rulings(card):
            lines += [("date", render_date(d, form, lang)), ("ruling", t)]
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        page.chrome += [x for x in top + syn if x not in others] + [x for _, x in doc.blocks[-4][1:]]

    def layout_fandom_wiki(self, page, card, ctx, doc):
        """A Fandom wiki article: "NAME | MTG Wiki | Fandom", the infobox as "Label | value" rows, a
        "Rulings" section of "# text (Release notes, DATE)" entries, the Fan Feed with other articles,
        then "This page was last edited on DATE" and the licence line."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        doc.block(("title", f"{name} | MTG Wiki | Fandom"))
        box = [f"Card type | {card.type_line or ''}", f"Set | {card.set_name}", f"Collector number | {card.number}"]
        doc.block(*[("chrome", x) for x in box])
        lang, form = self._f5_date(page, ["en", "de", "fr", "es", "pt", "ru", "pl"], "wiki (source, date) after")
        src = r.choice(["Release notes", "Gatherer", "Wizards of the Coast"])
        lines = [("heading", "Rulings[edit | edit source]")]
        for d, t in self._rulings(card):
            lines.append(("ruling", f"# {t} ({src}, {render_date(d, form, lang)})"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        feed = ["Fan Feed", "More MTG Wiki", f"1 {r.choice(self.cards).name}", f"2 {r.choice(self.cards).name}", "3 Planeswalker"]
        edited = render_date(dt.date(2026, r.randint(1, 11), r.randint(1, 28)), "d month y", "en")
        doc.block(*[("chrome", x) for x in feed], ("chrome", f"This page was last edited on {edited}, at 14:03."))
        page.chrome += box + ["Rulings[edit | edit source]", *feed, f"This page was last edited on {edited}, at 14:03."]

    def layout_cjk_community(self, page, card, ctx, doc):
        """An Asian community board: a 2ch-style thread ("1 名前：名無し 投稿日：DATE(曜) HH:MM:SS.ss
        ID:…" above each post), a Korean café post list ("- text (DATE)"), or a Taiwanese forum dated in
        ROC years ("民國107年1月19日：text")."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        kind = r.choice(["ja", "ko", "zht"])
        lang, form = self._f5_date(page, [kind], "board")
        if kind == "ja":
            doc.block(("title", f"【MTG】{name}の裁定まとめ"))
            for k, (d, t) in enumerate(self._rulings(card), start=2):
                doc.block(("date", f"{k} 名前：名無しさん＠お腹いっぱい。 投稿日：{render_date(d, form, lang)} ID:{r.choice(['AbCd1234', 'xY9zQ0w1'])}"), ("ruling", t))
                page.rulings.append((d.isoformat(), t))
            page.chrome.append("名前：名無しさん＠お腹いっぱい。")
            return
        head = f"작성자 마나번 | 조회 {r.randint(50, 900)} | 댓글 {r.randint(0, 9)}" if kind == "ko" else f"樓主 法術書 | 瀏覽 {r.randint(50, 900)}"
        doc.block(("title", f"[{'질문' if kind == 'ko' else '裁定'}] {name}"), ("chrome", head))
        lines = []
        for d, t in self._rulings(card):
            lines.append(("ruling", f"- {t} ({render_date(d, form, lang)})" if kind == "ko" else f"{render_date(d, form, lang)}：{t}"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        page.chrome.append(head)

    def layout_local_store(self, page, card, ctx, doc):
        """A Russian or Brazilian store's card page: price and stock lines, the card's text, a
        "Разъяснения правил" / "Regras e esclarecimentos" heading, "DATE — text" lines."""
        r = self.rng
        lang = r.choice(["ru", "pt"])
        if lang in card.foreign and r.random() < 0.7:
            page.title_lang = lang  # the store's own language, when the card was printed in it
        name = self._title_of(card, page.title_lang)
        doc.block(("title", name))
        shop = ["Цена: 35 ₽", "В наличии: 4 шт.", "В корзину"] if lang == "ru" else ["Preço: R$ 0,50", "Em estoque: 12 unid.", "Comprar"]
        doc.block(*[("chrome", x) for x in shop])
        doc.block(("text", (card.text or "").replace("\n", " ")))
        lang, form = self._f5_date(page, [lang], "store date — text")
        lines = [("heading", "Разъяснения правил" if lang == "ru" else "Regras e esclarecimentos")]
        for d, t in self._rulings(card):
            lines.append(("ruling", f"{render_date(d, form, lang)} — {t}"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        page.chrome += shop

    def layout_gdocs_export(self, page, card, ctx, doc):
        """A Google Doc downloaded as plain text: the document's title, a table whose cells come out
        one a line (Date, Ruling, Source headers, then three lines a row), comment marks "[a]" on some
        rulings and the comments themselves at the end."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        doc.block(("title", r.choice([f"{name} — rulings (shared doc)", f"Rulings digest: {name}", name])))
        lang, form = self._f5_date(page, ["en", "de", "pt", "es", "pl", "tr", "nl"], "docs table cells")
        heads = {"en": ("Date", "Ruling", "Source"), "de": ("Datum", "Regelung", "Quelle"), "pt": ("Data", "Decisão", "Fonte"),
                 "es": ("Fecha", "Fallo", "Fuente"), "pl": ("Data", "Orzeczenie", "Źródło"), "tr": ("Tarih", "Karar", "Kaynak"),
                 "nl": ("Datum", "Uitspraak", "Bron")}[lang]
        cells = [("chrome", h) for h in heads]
        marked = []
        for k, (d, t) in enumerate(self._rulings(card)):
            mark = f"[{'abc'[len(marked)]}]" if len(marked) < 3 and r.random() < 0.3 else ""
            if mark:
                marked.append(mark)
            cells += [("date", render_date(d, form, lang)), ("ruling", t + mark), ("chrome", r.choice(PUBLISHERS + ["Gatherer"]))]
            page.rulings.append((d.isoformat(), t))
        doc.block(*cells)
        notes = [f"{m}{r.choice(['Marta Kowalska', 'Jonas B.'])}:" for m in marked]
        texts = [r.choice(["is this still current after the last update?", "double-check against the release notes"]) for _ in marked]
        if notes:
            doc.block(*[("chrome", x) for pair in zip(notes, texts) for x in pair])
        page.chrome += list(heads) + notes + texts

    def layout_email_digest(self, page, card, ctx, doc):
        """A newsletter e-mail (Mailchimp): "View this email in your browser", the issue line, a
        greeting, "This week's card: NAME", each ruling with "Ruled DATE" under it, "Forward to a
        friend", then the list's boilerplate."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        top = ["View this email in your browser", "THE WEEKLY STACK", f"Hi {r.choice(['there', 'Sam', 'planeswalker'])},"]
        doc.block(*[("chrome", x) for x in top])
        doc.block(("title", f"This week's card: {name}"))
        lang, form = self._f5_date(page, ["en", "pt", "de", "es"], "ruled DATE after")
        word = {"en": "Ruled", "pt": "Decidido em", "de": "Entschieden am", "es": "Dictaminado el"}[lang]
        for d, t in self._rulings(card):
            doc.block(("ruling", f"▶ {t}"), ("date", f"{word} {render_date(d, form, lang)}"))
            page.rulings.append((d.isoformat(), t))
        end = ["Forward to a friend", "Unsubscribe | Update your preferences"]
        doc.block(*[("chrome", x) for x in end])
        page.chrome += top + end

    def layout_rss_raw(self, page, card, ctx, doc):
        """An RSS 2.0 feed saved as text: the channel's XML with its own lastBuildDate, one <item> a
        ruling, its <title> naming the card, <pubDate> in RFC 822 and the ruling in <description>."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        page.fmt = "text"
        built = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<rss version="2.0">', "<channel>",
                 f"<title>Rulings feed — {name}</title>", "<link>https://rulings.example.org/</link>",
                 f"<lastBuildDate>{render_fresh5_date(built, 'f5:rfc822', 'en')}</lastBuildDate>"]
        page.chrome += ["<link>https://rulings.example.org/</link>", render_fresh5_date(built, 'f5:rfc822', 'en')]
        page.date_forms.append("en:f5:rfc822 rss")
        for k, (d, t) in enumerate(self._rulings(card), start=1):
            esc = t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            lines += ["<item>", f"<title>{name}: ruling {k}</title>", f"<pubDate>{render_fresh5_date(d, 'f5:rfc822', 'en', '00:00')}</pubDate>",
                      f"<description>{esc}</description>", "</item>"]
            page.rulings.append((d.isoformat(), t))
        lines += ["</channel>", "</rss>"]
        doc.blocks = [[("raw", x) for x in lines]]

    def layout_amp_article(self, page, card, ctx, doc):
        """An AMP news article: "View non-AMP version", the headline, "Published DATE · Updated
        DATE", then each ruling under a line giving how long ago and the date, and share buttons."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        doc.block(("chrome", "View non-AMP version"), ("chrome", "Close"))
        pub = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        stamp = f"Published {render_date(pub, 'mon d, y', 'en')} · Updated {render_date(pub, 'mon d, y', 'en')}"
        doc.block(("title", r.choice([f"Everything you need to know about {name}'s rulings", f"{name}: official rulings roundup"])), ("chrome", stamp))
        lang, form = self._f5_date(page, ["en", "de", "pt", "ko"], "relative and absolute date before")
        for d, t in self._rulings(card):
            doc.block(("date", render_date(d, form, lang)), ("ruling", t))
            page.rulings.append((d.isoformat(), t))
        share = ["Share on Facebook", "Share on X", "Copy link", "Tap to continue reading"]
        doc.block(*[("chrome", x) for x in share])
        page.chrome += ["View non-AMP version", stamp, *share]

    FRESH5_LAYOUTS = {
        "discord-export": ("layout_discord_export", True),
        "slack-thread": ("layout_slack_thread", True),
        "client-patch-notes": ("layout_client_patch_notes", True),
        "judge-blog": ("layout_judge_blog", True),
        "market-product": ("layout_market_product", True),
        "edhrec-page": ("layout_edhrec", True),
        "fandom-wiki": ("layout_fandom_wiki", True),
        "cjk-community": ("layout_cjk_community", True),
        "local-store": ("layout_local_store", True),
        "gdocs-export": ("layout_gdocs_export", True),
        "email-digest": ("layout_email_digest", True),
        "rss-raw": ("layout_rss_raw", True),
        "amp-article": ("layout_amp_article", True),
    }

    def fresh_corpus(self, n: int, part: str = "fresh5") -> list[Page]:
        """The tuning part's layouts once, fresh-5's own twice, in turn."""
        layouts = list(self.LAYOUTS) + 2 * list(self.FRESH5_LAYOUTS)
        return [self.page(i, layouts[i % len(layouts)], part) for i in range(n)]


def fresh5_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 180) -> list[Page]:
    """The fresh-5 part's pages, drawn with their own generator (seed + 21013)."""
    return Fresh5Generator(cards, set_names, seed + 21013).fresh_corpus(n, "fresh5")
