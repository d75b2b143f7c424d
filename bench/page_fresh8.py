"""The fresh-8 held-out part of the page corpus (``bench/page_corpus.py``).

Written after fresh-7's figures, by someone who has not read the page parser (nor any code that
reads pages) and has not seen which pages of any part fail, from kinds of captures no earlier part
has: old Reddit comment trees (points, "[–]", "permalink embed save", the rulings quoted in Markdown
source with a superscript date after each), Discourse topics saved as HTML (the visible date is
relative, "Jan '18", the absolute one only in the tooltip), text-mode browser dumps (lynx: link
numbers, a two-column table whose ruling wraps over several lines with the date on the row's first
line, a References list), psql query output (the date column on the right, "(N rows)"), MTG
Salvation-style forum posts ("Quote from Gatherer (DATE) »" over each ruling, member details with
join dates), price trackers (a price-history table dated in the same form as the rulings, buy
widgets, a related-cards carousel), rules pages quoting numbered Comprehensive Rules above the
card's rulings (an "effective DATE" line over undated rules text), raw Atom feeds (entity-escaped
HTML in <content>, tag URIs with dates), Czech/Swedish/Danish/Slovenian/Estonian/Latvian/Icelandic/
Serbian shops, Obsidian notes (YAML front matter, "> [!quote] DATE" callouts), GitHub issues (task
lists "- [ ] DATE — text", "commented on DATE"), MediaWiki talk pages (each ruling signed "Bot
(talk) 14:03, 19 January 2018 (UTC)" in six wikis' signature forms), LINE and KakaoTalk chat
exports (a date header over "time<TAB>name<TAB>message" lines), single-page rulings apps (sort and
filter bars, "Showing 1–N of N", "📅 DATE · Wizards of the Coast · 🔗 Copy link" after each
ruling, pagination) and untitled TSV pastes with the source column between the text and the date.
Consent and chrome from CookieFirst, Cookie-Script, Civic Cookie Control, Real Cookie Banner,
Commanders Act TrustCommander, Sirdata, Wix's and Squarespace's banners, Pandectes, Piwik PRO,
Ketch, Silktide and Czech/Nordic/Baltic/Slovene/Serbian notices; login and paywalls, language
pickers listing language names, "Your Privacy Choices" footers, fan-content footers naming Wizards of
the Coast, Taboola and Ezoic ad slots, related-card carousels, pagination "‹ 1 2 3 ›", share rows;
date forms in Czech ("19. 1. 2018"), Swedish, Danish, Slovenian, Serbian Cyrillic, Estonian,
Latvian, Icelandic, Basque, Galician and Welsh, ISO week dates (2018-W03-5), compact ISO
(20180119), "KW" week numbers beside German dates, two-digit years after month abbreviations, and
new forms in every stored language.

Each page's generator is seeded with the corpus seed + 31019, so the earlier parts draw exactly the
pages they drew before.

First run (main's parser at 866acb0, the 61-set archive, ``bench/page_accuracy.py --show 0``; its
failures not printed, not looked at): 43.8% of 582 rulings right at seed 7 (88 of 200 pages refused,
chrome 10, extra 65, wrong date 12, missed 66, translations 38/44) and 55.5% of 605 at seed 21 (72
refused, chrome 9, extra 41, wrong date 8, missed 60, translations 27/27). Per layout, right date at
seed 7 / seed 21:

    fresh-8's own                              the tuning part's layouts with fresh-8's chrome and dates
    atom-feed              100.0 / 100.0       blog-post              52.4 /  68.4
    discourse-topic          0.0 /   0.0       card-multilang        100.0 / 100.0
    github-issue            27.8 /  30.0       card-with-rulings      70.0 /  90.0
    keyword-cr-page         46.2 /  80.6       cjk-title             100.0 / 100.0
    line-kakao-export        0.0 /   0.0       date-before-blank     100.0 / 100.0
    lynx-dump                0.0 /   0.0       date-groups            36.4 /  20.0
    nordic-shop             41.2 /  76.2       gatherer-table        100.0 / 100.0
    obsidian-note           34.8 /  85.3       iso-publisher-after   100.0 / 100.0
    old-reddit-tree          0.0 /   0.0       publisher-before       23.1 /  90.9
    price-tracker           77.8 /  66.7       scryfall-like         100.0 / 100.0
    psql-output              0.0 /   0.0       shop-product           25.0 /  60.9
    rulings-app             34.2 /  65.5       untitled-date-first    41.2 /  87.5
    salvation-quotes         0.0 /   0.0       wiki-bullets           36.4 / 100.0
    untitled-source-right   60.9 /  80.8
    wiki-talk                0.0 /   0.0

Chrome stored (rulings or translations carrying a line of chrome): 10 at seed 7 (line-kakao-export 4,
keyword-cr-page 3, price-tracker 2, card-multilang 1) and 9 at seed 21 (line-kakao-export 3,
keyword-cr-page 2, rulings-app 2, price-tracker 1, untitled-source-right 1). Whoever prints this part's
failures (``--show-fresh8``) must move what they saw into tuning and write a fresh-9.

Looked at while tuning page-11 (its failures printed with --show-fresh8 and read): a tuning part
now, like fresh-1 .. fresh-7. Before page-11, on main at ec170ef (page-10), it scored 51.5% at seed 7
(77 pages refused, chrome 11) and 59.0% at seed 21 (55 refused, chrome 14). page-11 was made to
generalize (a reader of last resort, standard decoders), not keyed to this part's wordings; the
held-out measure is now fresh-10, which page-11's author has not seen.
"""

from __future__ import annotations

import datetime as dt
import html

from page_corpus import MONTHS, WEEKDAYS, CardData, Page, _Doc, date_forms, render_date
from page_fresh7 import Fresh7Generator

MONTHS8 = {
    "cs": "ledna února března dubna května června července srpna září října listopadu prosince".split(),
    "sv": "januari februari mars april maj juni juli augusti september oktober november december".split(),
    "da": "januar februar marts april maj juni juli august september oktober november december".split(),
    "sl": "januar februar marec april maj junij julij avgust september oktober november december".split(),
    "sr": "јануар фебруар март април мај јун јул август септембар октобар новембар децембар".split(),
    "et": "jaanuar veebruar märts aprill mai juuni juuli august september oktoober november detsember".split(),
    "lv": "janvāris februāris marts aprīlis maijs jūnijs jūlijs augusts septembris oktobris novembris decembris".split(),
    "is": "janúar febrúar mars apríl maí júní júlí ágúst september október nóvember desember".split(),
    "eu": "urtarrilaren otsailaren martxoaren apirilaren maiatzaren ekainaren uztailaren abuztuaren irailaren urriaren azaroaren abenduaren".split(),
    "gl": "xaneiro febreiro marzo abril maio xuño xullo agosto setembro outubro novembro decembro".split(),
    "cy": "Ionawr Chwefror Mawrth Ebrill Mai Mehefin Gorffennaf Awst Medi Hydref Tachwedd Rhagfyr".split(),
}
_SHORT8 = {
    "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(),
    "fr": "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split(),
    "it": "gen feb mar apr mag giu lug ago set ott nov dic".split(),
    "es": "ene. feb. mar. abr. may. jun. jul. ago. sep. oct. nov. dic.".split(),
    "pt": "jan fev mar abr mai jun jul ago set out nov dez".split(),
    "sv": "jan. feb. mars apr. maj juni juli aug. sep. okt. nov. dec.".split(),
    "da": "jan. feb. mar. apr. maj jun. jul. aug. sep. okt. nov. dec.".split(),
}
_WD8 = {"sv": "mån tis ons tors fre lör sön".split(), "ru": "пн вт ср чт пт сб вс".split()}

#: the date forms of fresh-8, by language
FRESH8_FORMS = {
    "en": ["f8:yyyymmdd", "f8:Mon-dd-yyyy", "f8:DD MON YYYY", "f8:isoweek"],
    "de": ["f8:d.m.yy", "f8:dd.mm.y (KW w)"], "fr": ["f8:d mon. yy", "f8:le dd/mm/y"], "it": ["f8:d-mon-y", "f8:wd d mese y"],
    "es": ["f8:mon. d, y", "f8:dd-mm-yy"], "pt": ["f8:d.mon.y", "f8:wd, d de mês de y"], "ru": ["f8:dd.mm.y (wd)", "f8:dd/mm/y"],
    "ja": ["f8:y.mm.dd", "f8:y年m月d日(wd)"], "ko": ["f8:y/mm/dd (wd)", "f8:y. m. d (wd)"], "zhs": ["f8:y.m.d", "f8:y.mm.dd"],
    "zht": ["f8:y.mm.dd", "f8:y 年 m 月 d 日"],
    "cs": ["f8:cs d. m. y", "f8:cs d. month y"], "sv": ["f8:sv d month y", "f8:sv wd d mon y"], "da": ["f8:da d. month y", "f8:da d. mon y"],
    "sl": ["f8:sl"], "sr": ["f8:sr"], "et": ["f8:et"], "lv": ["f8:lv"], "is": ["f8:is"], "eu": ["f8:eu"], "gl": ["f8:gl"], "cy": ["f8:cy"],
}
STORED_DATE_LANGS = ("en", "de", "fr", "it", "es", "pt", "ru", "ja", "zhs", "zht", "ko")


def render_fresh8_date(d: dt.date, form: str, lang: str) -> str:
    """The fresh-8 part's date forms (``FRESH8_FORMS``)."""
    m8 = MONTHS8.get(lang)
    month = MONTHS.get(lang, MONTHS["en"])[d.month - 1]
    short = _SHORT8.get(lang, _SHORT8["en"])[d.month - 1]
    wd = WEEKDAYS.get(lang, WEEKDAYS["en"])[d.weekday()]
    iso_year, iso_week, iso_day = d.isocalendar()
    forms = {
        "f8:yyyymmdd": f"{d.year}{d.month:02d}{d.day:02d}",
        "f8:Mon-dd-yyyy": f"{short}-{d.day:02d}-{d.year}",
        "f8:DD MON YYYY": f"{d.day:02d} {short.upper()} {d.year}",
        "f8:isoweek": f"{iso_year}-W{iso_week:02d}-{iso_day}",
        "f8:d.m.yy": f"{d.day}.{d.month}.{d.year % 100:02d}",
        "f8:dd.mm.y (KW w)": f"{d.day:02d}.{d.month:02d}.{d.year} (KW {iso_week})",
        "f8:d mon. yy": f"{d.day} {short} {d.year % 100:02d}",
        "f8:le dd/mm/y": f"le {d.day:02d}/{d.month:02d}/{d.year}",
        "f8:d-mon-y": f"{d.day}-{short}-{d.year}",
        "f8:wd d mese y": f"{wd} {d.day} {month} {d.year}",
        "f8:mon. d, y": f"{short} {d.day}, {d.year}",
        "f8:dd-mm-yy": f"{d.day:02d}-{d.month:02d}-{d.year % 100:02d}",
        "f8:d.mon.y": f"{d.day}.{short}.{d.year}",
        "f8:wd, d de mês de y": f"{wd}, {d.day} de {month} de {d.year}",
        "f8:dd.mm.y (wd)": f"{d.day:02d}.{d.month:02d}.{d.year} ({_WD8['ru'][d.weekday()]})",
        "f8:dd/mm/y": f"{d.day:02d}/{d.month:02d}/{d.year}",
        "f8:y.mm.dd": f"{d.year}.{d.month:02d}.{d.day:02d}",
        "f8:y年m月d日(wd)": f"{d.year}年{d.month}月{d.day}日({wd})",
        "f8:y/mm/dd (wd)": f"{d.year}/{d.month:02d}/{d.day:02d} ({wd})",
        "f8:y. m. d (wd)": f"{d.year}. {d.month}. {d.day} ({wd})",
        "f8:y.m.d": f"{d.year}.{d.month}.{d.day}",
        "f8:y 年 m 月 d 日": f"{d.year} 年 {d.month} 月 {d.day} 日",
    }
    if form in forms:
        return forms[form]
    if form == "f8:cs d. m. y":
        return f"{d.day}. {d.month}. {d.year}"
    if form == "f8:cs d. month y":
        return f"{d.day}. {m8[d.month - 1]} {d.year}"
    if form == "f8:sv d month y":
        return f"{d.day} {m8[d.month - 1]} {d.year}"
    if form == "f8:sv wd d mon y":
        return f"{_WD8['sv'][d.weekday()]} {d.day} {_SHORT8['sv'][d.month - 1]} {d.year}"
    if form == "f8:da d. month y":
        return f"{d.day}. {m8[d.month - 1]} {d.year}"
    if form == "f8:da d. mon y":
        return f"{d.day}. {_SHORT8['da'][d.month - 1]} {d.year}"
    if form == "f8:sl":
        return f"{d.day}. {m8[d.month - 1]} {d.year}"
    if form == "f8:sr":
        return f"{d.day}. {m8[d.month - 1]} {d.year}."
    if form == "f8:et":
        return f"{d.day}. {m8[d.month - 1]} {d.year}"
    if form == "f8:lv":
        return f"{d.year}. gada {d.day}. {m8[d.month - 1]}"
    if form == "f8:is":
        return f"{d.day}. {m8[d.month - 1]} {d.year}"
    if form == "f8:eu":
        return f"{d.year}ko {m8[d.month - 1]} {d.day}a"
    if form == "f8:gl":
        return f"{d.day} de {m8[d.month - 1]} de {d.year}"
    if form == "f8:cy":
        return f"{d.day} {m8[d.month - 1]} {d.year}"
    raise ValueError(form)


# --- chrome ------------------------------------------------------------------------------------

FRESH8_CONSENT = {
    "cookiefirst": [["We use cookies", "We use cookies and other technologies to ensure the proper functioning of our website, to monitor performance, to personalise content and advertising, and to enable social media interactions to provide you with a personalised user experience.",
                     "Necessary cookies\x00Enable core functionality such as security, network management and accessibility.",
                     "Cookie settings", "Reject all", "Accept all", "Powered by CookieFirst"]],
    "cookie-script": [["This website uses cookies to improve user experience. By using our website you consent to all cookies in accordance with our Cookie Policy.",
                       "Strictly necessary", "Performance", "Targeting", "Functionality", "Unclassified", "Save & Close", "Decline all", "Show details",
                       "Cookie declaration by Cookie-Script.com"]],
    "civic": [["This site uses cookies to store information on your computer.",
               "Some of these cookies are essential, while others help us to improve your experience by providing insights into how the site is being used.",
               "Necessary Cookies", "Necessary cookies enable core functionality such as page navigation and access to secure areas.",
               "Analytical Cookies", "On Off", "I Do Not Accept", "Recommended Settings", "About Cookie Control"]],
    "real-cookie-banner": [["Privatsphäre-Einstellungen", "Wir verwenden Cookies und ähnliche Technologien auf unserer Website und verarbeiten personenbezogene Daten von dir (z.B. IP-Adresse), um z.B. Inhalte und Anzeigen zu personalisieren, Medien von Drittanbietern einzubinden oder Zugriffe auf unsere Website zu analysieren.",
                            "Essenziell\x00Essenzielle Services ermöglichen grundlegende Funktionen und sind für das ordnungsgemäße Funktionieren der Website erforderlich.",
                            "Statistik\x00Statistik-Services werden benötigt, um pseudonymisierte Daten über die Besucher der Website zu sammeln.",
                            "Alles akzeptieren", "Weiter ohne Einwilligung", "Privatsphäre-Einstellungen individuell festlegen"]],
    "trustcommander": [["Vos choix en matière de cookies", "Avec votre accord, nous et nos partenaires utilisons des cookies ou technologies similaires pour stocker, consulter et traiter des données personnelles telles que votre visite sur ce site internet.",
                        "Mesure d'audience\x00Ces traceurs nous permettent de mesurer la fréquentation du site et d'en améliorer les performances.",
                        "Tout refuser", "Personnaliser mes choix", "Tout accepter"]],
    "sirdata": [["Vos données, votre choix", "Nous et nos 812 partenaires stockons et accédons à des informations non sensibles sur votre appareil, comme les cookies ou l'identifiant unique de l'appareil, et traitons des données personnelles comme les adresses IP et les identifiants de cookies.",
                 "Voir nos 812 partenaires", "Paramétrer", "J'accepte", "Propulsé par Sirdata"]],
    "wix": [["This website uses cookies. Read our Privacy Policy to learn more.", "Settings", "Decline", "Accept",
             "Essential cookies\x00These cookies are needed for the website's basic functions, like secure log-in. They are always on."]],
    "squarespace": [["This website uses cookies", "This site uses cookies and related technologies, as described in our privacy policy, for purposes that may include site operation, analytics, enhanced user experience, or advertising.",
                     "Manage Cookies", "Decline All", "Accept All"]],
    "pandectes": [["This store asks you to accept cookies for performance, social media and advertising purposes.",
                   "Social media and advertising cookies of third parties are used to offer you social media functionalities and personalized ads.",
                   "Preferences", "Decline", "Accept", "Pandectes GDPR Compliance"]],
    "piwik-pro": [["We use cookies to provide you with a better experience and to track visits. You can agree to all purposes or choose which ones you allow.",
                   "Analytics", "Conversion tracking", "Marketing automation", "Remarketing", "User feedback", "Agree to all", "Reject all", "Save choices"]],
    "ketch": [["Your Privacy Choices", "You may opt out of the sale or sharing of your personal information for targeted advertising.",
               "Sale or share of personal data\x00Opted in", "Confirm", "Powered by Ketch"]],
    "silktide": [["We use cookies on this site to enhance your user experience", "Essential\x00Required for the site to work, e.g. remembering your basket.",
                  "Analytical\x00Helps us understand which pages are read most.", "Preferences", "Reject non-essential", "Accept all"]],
    "local8": [["Tento web používá k poskytování služeb, personalizaci reklam a analýze návštěvnosti soubory cookie.", "Rozumím", "Více informací"],
               ["Vi använder kakor (cookies) för att förbättra din upplevelse på webbplatsen.", "Godkänn alla", "Endast nödvändiga", "Inställningar"],
               ["Vi bruger cookies til at forbedre din oplevelse og til statistik.", "Tillad alle", "Kun nødvendige"],
               ["Spletna stran uporablja piškotke za boljšo uporabniško izkušnjo.", "Sprejmi", "Zavrni"],
               ["See veebileht kasutab küpsiseid.", "Nõustun", "Loe lähemalt"],
               ["Šī vietne izmanto sīkdatnes.", "Piekrītu", "Uzzināt vairāk"],
               ["Þessi vefur notar vafrakökur.", "Samþykkja", "Hafna"],
               ["Овај сајт користи колачиће.", "Прихватам", "Сазнајте више"]],
}
FRESH8_NEWSLETTER = [
    ["Log in to continue reading", "Create a free account to see every ruling and track your collection.", "Continue with Google", "Continue with email"],
    ["You've reached your free limit", "Upgrade to Pro for unlimited card lookups and price alerts.", "See plans"],
    ["View in app", "This community is better in the app.", "Not now"],
    ["Odebírejte novinky", "Novinky a akce jednou týdně do vaší schránky.", "Odebírat"],
    ["Prenumerera på vårt nyhetsbrev", "Få nyheter om nya set och förbeställningar först.", "Prenumerera"],
    ["Tilmeld nyhedsbrev", "Få besked om nye sæt og gode tilbud.", "Tilmeld"],
]
FRESH8_BREADCRUMBS = ["Domů / Karty / {card}", "Hem › Kort › {card}", "Forside » Kort » {card}", "Home ›› Magic ›› {set} ›› {card}",
                      "Domov » Karte » {card}", "Avaleht / Kaardid / {card}", "Docs ⟩ Cards ⟩ {card}"]
FRESH8_ACCOUNT = ["Přihlásit se | Registrace | Košík 0 Kč", "Logga in · Skapa konto · Varukorg (0)", "Log ind | Opret konto | Kurv 0 kr.",
                  "Sign in · Sign up", "Log In  Get App  ⋮", "Prijava · Registracija · Košarica", "Pieslēgties · Reģistrēties · Grozs"]
FRESH8_NAV = ["English · Deutsch · Français · Italiano · Español · Português · 日本語 · 한국어 · Русский · 简体中文 · 繁體中文",
              "Language: English ▾ | Currency: EUR €", "Čeština | Slovenčina | English", "Svenska · Norsk · Dansk · Suomi · Íslenska",
              "Code  Issues 41  Pull requests 3  Actions  Wiki  Security  Insights", "Latest  Top  Categories  Groups",
              "hot  new  rising  controversial  top  wiki", "Prices  Decks  Spoilers  Articles  Movers"]
FRESH8_SHOP = [["TCGplayer $0.19", "Card Kingdom $0.25", "Cardhoarder 0.02 tix", "Buy now"], ["Cena: 12 Kč", "Skladem: 4 ks", "Do košíku"],
               ["Pris: 9 kr", "I lager (3 st)", "Lägg i varukorg"], ["Pris: 8,00 kr.", "På lager", "Læg i kurv"],
               ["Cena: 0,30 €", "Na zalogi", "V košarico"], ["Hind: 0,35 €", "Laos", "Lisa ostukorvi"], ["Verð: 95 kr.", "Til á lager", "Setja í körfu"],
               ["Paper $0.25 ▲ 0.02 (8%)", "Online 0.03 tix ▼ 0.01", "Add to wishlist"]]
FRESH8_FOOTER = [
    ["Cookie settings | Do Not Sell or Share My Personal Information | Your Privacy Choices", "© 2026 {store}"],
    ["© 2026 {store} s.r.o. · IČO: 12345678 · Obchodní podmínky · Nastavení cookies"],
    ["{store} AB · Org.nr 556123-4567 · Köpvillkor · Cookieinställningar"],
    ["{store} ApS · CVR 12345678 · Cookie-indstillinger · Handelsbetingelser"],
    ["© 2026 GitHub, Inc. Terms Privacy Security Status Docs Contact Manage cookies Do not share my personal information"],
    ["Powered by Discourse, best viewed with JavaScript enabled"],
    ["Reddit Inc © 2026. All rights reserved.", "User Agreement · Privacy Policy · Content Policy · Moderator Code of Conduct"],
    ["Wizards of the Coast, Magic: The Gathering, and their logos are trademarks of Wizards of the Coast LLC.",
     "{store} is unofficial Fan Content permitted under the Fan Content Policy. Not approved/endorsed by Wizards."],
]
FRESH8_STORES = ["Černý Drak", "Spelhörnan Uppsala", "Kortkælderen", "Čarobna Karta", "Kaardipood Ork", "Mana Leak Trading"]
FRESH8_DATED_CHROME = ["Naposledy aktualizováno {date}", "Senast uppdaterad {date}", "Prices updated {date}", "Posodobljeno {date}",
                       "Viimati uuendatud {date}", "Price data as of {date}", "Síðast uppfært {date}"]
FRESH8_SEPARATORS_DP = [" ｜ ", " ▪ ", " ⋄ ", "\u2003·\u2003"]
FRESH8_ADS = [["Inzerce"], ["Annons"], ["Reklame"], ["Oglas"], ["Reklaam"], ["Auglýsing"], ["Ezoicreport this ad"],
              ["Ad · Story continues below"], ["You May Like", "Sponsored Links by Taboola", "Gamers Are Obsessed With This New Fantasy Game"]]
FRESH8_SHARE = ["Share: 𝕏 · Facebook · Reddit · WhatsApp · Email", "Sdílet · Tisk · Nahlásit", "Dela · Skriv ut", "Del på Facebook · Del via e-mail",
                "⤴ Share  ☆ Save  ⚑ Report"]


def fresh8_pools() -> dict:
    """The fresh-8 part's chrome, every variant (none is shared with the other parts)."""
    pools = {f"consent:{k}": v for k, v in FRESH8_CONSENT.items()}
    pools.update(newsletter=FRESH8_NEWSLETTER, breadcrumbs=FRESH8_BREADCRUMBS, account=FRESH8_ACCOUNT, nav=FRESH8_NAV,
                 shop=FRESH8_SHOP, footer=FRESH8_FOOTER, stores=FRESH8_STORES, dated=FRESH8_DATED_CHROME,
                 separators=FRESH8_SEPARATORS_DP, ads=FRESH8_ADS, share=FRESH8_SHARE)
    return pools


#: numbered Comprehensive Rules text a rules page quotes above the card's rulings (never the card's rulings)
CR_EXCERPTS = {
    "Flying": ["702.9a Flying is an evasion ability.",
               "702.9b A creature with flying can't be blocked except by creatures with flying and/or reach."],
    "Trample": ["702.19a Trample is a static ability that modifies the rules for assigning an attacking creature's combat damage.",
                "702.19b The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it."],
    "Deathtouch": ["702.2a Deathtouch is a static ability.",
                   "702.2b A creature with toughness greater than 0 that's been dealt damage by a source with deathtouch since the last time state-based actions were checked is destroyed the next time state-based actions are checked."],
    "Haste": ["702.10a Haste is a static ability.",
              "702.10b If a creature has haste, it can attack even if it hasn't been under its controller's control continuously since their most recent turn began."],
    "": ["601.2 To cast a spell is to take it from where it is (usually the hand), put it on the stack, and pay its costs, so that it will eventually resolve and have its effect.",
         "608.2b If the spell or ability specifies targets, it checks whether the targets are still legal."],
}


def _raw_html(doc: _Doc) -> None:
    """Let the document carry lines of raw HTML (role "rawhtml") through its HTML rendering."""
    orig = doc.html

    def render(rng, title):
        raws = []
        for b in doc.blocks:
            for k, (role, t) in enumerate(b):
                if role == "rawhtml":
                    b[k] = ("text", f"\x01{len(raws)}\x01")
                    raws.append(t)
        out = orig(rng, title)
        for k, raw in enumerate(raws):
            out = out.replace(f"<p>\x01{k}\x01</p>", raw)
        return out

    doc.html = render


class Fresh8Generator(Fresh7Generator):
    """The generator of the fresh-8 part: the tuning part's layouts with fresh-8's chrome and dates,
    and fresh-8's own layouts twice as often."""

    BOTTOM_LANGS = ["en", "cs", "sv", "da", "de", "sl"]
    RAW = ("psql-output", "atom-feed", "line-kakao-export")

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        super().__init__(cards, set_names, seed)
        self.pools["fresh8"] = fresh8_pools()

    def _forms(self, lang: str, part: str) -> list[str]:
        own = FRESH8_FORMS.get(lang, []) * 3
        return own + (date_forms(lang) if lang in STORED_DATE_LANGS else [])

    def _f8(self, page: Page, langs: list[str], tag: str) -> tuple[str, str]:
        return self._f5_date(page, langs, tag)

    def page(self, i: int, layout: str, split: str) -> Page:
        page = super().page(i, layout, split)
        page.id = f"q{i:03d}"
        return page

    def _bottom(self, page: Page, doc: _Doc, ctx: dict, *, glue: bool) -> None:
        if page.layout in self.RAW:
            return  # a terminal's output, a feed, a chat export: no site around them
        super()._bottom(page, doc, ctx, glue=glue)

    def _others(self, card: CardData, n: int) -> list[str]:
        return [c.name for c in self.rng.sample(self.cards, n + 1) if c.name != card.name][:n]

    # ---- layouts ----
    def layout_old_reddit_tree(self, page, card, ctx, doc):
        """old.reddit.com: the subreddit's tabs, the post's title with its flair naming the card,
        "submitted N years ago by", then a comment tree ("[–]user Flair N points N years ago") whose
        top comment quotes the rulings in Markdown source, "> text ^(DATE)" a line, and replies."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        sub = r.choice(["magicTCG", "mtgrules", "EDH", "magicbrasil", "de_mtg"])
        flair = r.choice(["Rules Question", "Rules", "Question"])
        head = [f"r/{sub}", "hot  new  rising  controversial  top  wiki"]
        doc.block(*[("chrome", x) for x in head])
        post = [f"submitted {r.randint(2, 8)} years ago by u/{r.choice(['tapped_out_tim', 'mono_green_mo', 'stax_enjoyer'])}",
                f"{r.randint(5, 60)} comments share save hide report", "sorted by: best"]
        doc.block(("title", f"{r.randint(2, 90)} {flair} How does {name} work here?"), *[("chrome", x) for x in post])
        lang, form = self._f8(page, ["en", "de", "fr", "es", "pt"], "markdown quote ^(DATE) after")
        judge = f"[–]{r.choice(['judge_anna', 'L2_Rosa', 'rulesnerd'])} Level {r.randint(1, 3)} Judge {r.randint(5, 400)} points {r.randint(2, 8)} years ago"
        lines = [("chrome", judge), ("chrome", "Gatherer has these:")]
        for d, t in self._rulings(card):
            lines.append(("ruling", f"> {t} ^({render_date(d, form, lang)})"))
            page.rulings.append((d.isoformat(), t))
        links = "permalink embed save report give award reply"
        doc.block(*lines, ("chrome", links))
        reply = [f"[–]{r.choice(['newbie_nick', 'grixis_gal'])} {r.randint(1, 30)} points {r.randint(2, 8)} years ago", "Thanks, that's exactly what I needed!",
                 "permalink embed save parent report give award reply", f"load more comments ({r.randint(1, 9)} replies)"]
        doc.block(*[("chrome", x) for x in reply])
        page.chrome += head + post + [judge, "Gatherer has these:", links] + reply

    def layout_discourse_topic(self, page, card, ctx, doc):
        """A Discourse topic saved as HTML: the topic's title naming the card, a post by the asker, then
        one post a ruling by a bot whose visible date is relative ("Jan '18") and absolute only in the
        span's title (and its epoch milliseconds in data-time), topic map and related topics."""
        r = self.rng
        page.fmt = "html"
        _raw_html(doc)
        name = self._title_of(card, page.title_lang)
        asked = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        doc.block(("title", f"Rulings for {name}"), ("chrome", "Rules Q&A"))
        q = f"Does anyone have the official rulings for {name}? Search is down for me."
        doc.block(("rawhtml", f'<div class="topic-post"><span class="username">brewer42</span><span class="relative-date" title="{asked:%b} {asked.day}, {asked.year} 9:14 pm" '
                              f'data-time="{int(dt.datetime(asked.year, asked.month, asked.day, 21, 14, tzinfo=dt.timezone.utc).timestamp() * 1000)}">{asked:%b} {asked.day}</span>'
                              f'<div class="cooked"><p>{html.escape(q)}</p></div></div>'))
        page.date_forms.append("discourse relative, absolute in title")
        for d, t in self._rulings(card):
            ms = int(dt.datetime(d.year, d.month, d.day, 14, 3, tzinfo=dt.timezone.utc).timestamp() * 1000)
            span = (f'<span class="relative-date" title="{MONTHS["en"][d.month - 1][:3]} {d.day}, {d.year} 2:03 pm" data-time="{ms}" '
                    f'data-format="tiny">{MONTHS["en"][d.month - 1][:3]} \'{d.year % 100:02d}</span>')
            doc.block(("rawhtml", f'<article class="topic-post"><div class="names"><span class="username"><a href="/u/gatherer_bot">gatherer_bot</a></span></div>'
                                  f'<div class="post-info post-date"><a class="post-date" href="/t/{r.randint(1000, 9999)}/{r.randint(2, 9)}">{span}</a></div>'
                                  f'<div class="cooked"><p>{html.escape(t)}</p></div><div class="post-controls">♥ {r.randint(0, 9)} · Reply</div></article>'))
            page.rulings.append((d.isoformat(), t))
        topic_map = [f"created {asked:%b} '{asked.year % 100}", f"last reply {asked:%b} '{asked.year % 100}", f"{r.randint(2, 9)} replies",
                     f"{r.randint(1, 9)}.{r.randint(1, 9)}k views", f"{r.randint(2, 5)} users"]
        doc.block(*[("chrome", x) for x in topic_map])
        rel = ["Related Topics", "Topic Replies Views Activity", f"{self._others(card, 1)[0]} and the stack", "Rules Q&A", f"{r.randint(1, 9)} {r.randint(100, 900)} Mar 2024"]
        doc.block(*[("chrome", x) for x in rel])
        page.chrome += ["Rules Q&A", q, "♥", *topic_map, "Topic Replies Views Activity", f"{r.randint(1, 9)} {r.randint(100, 900)} Mar 2024"]

    def layout_lynx_dump(self, page, card, ctx, doc):
        """A text-mode browser's dump (lynx -dump): links numbered "[3]Cards", the title centred, a
        two-column table whose ruling wraps over several lines with its date on the row's first line
        (right column), then "References" with the numbered addresses."""
        r = self.rng
        page.fmt = "text"
        name = self._title_of(card, page.title_lang)
        links = ["Skip to content", "Home", "Cards", "Rulings", "Log in"]
        bar = "   " + " ".join(f"[{k}]{x}" for k, x in enumerate(links, start=1))
        doc.block(("chrome", bar))
        doc.block(("title", " " * max(3, (78 - len(name)) // 2) + name))
        lang, form = self._f8(page, ["en", "de", "fr", "cs", "sv", "da", "es"], "lynx two-column, date on the row's first line")
        width = r.choice([44, 50, 56])
        rows = [("heading", "   " + "Ruling".ljust(width + 4) + {"en": "Date", "de": "Datum", "fr": "Date", "cs": "Datum", "sv": "Datum", "da": "Dato",
                                                                    "es": "Fecha"}[lang])]
        for d, t in self._rulings(card):
            wrapped = self._wrap(t, width)
            rows.append(("ruling", "   " + wrapped[0].ljust(width + 4) + render_date(d, form, lang)))
            rows += [("ruling", "   " + w) for w in wrapped[1:]]
            page.rulings.append((d.isoformat(), t))
        doc.block(*rows)
        slug = card.name.lower().replace(" ", "-").replace("'", "").replace(",", "")
        refs = ["References", *[f"   {k}. https://cards.example.org/{x.lower().replace(' ', '-')}" for k, x in enumerate(links[:4], start=1)],
                f"   5. https://cards.example.org/login?next=/cards/{slug}"]
        doc.block(*[("chrome", x) for x in refs])
        page.chrome += [bar.strip(), *[x.strip() for x in refs]]

    def layout_psql_output(self, page, card, ctx, doc):
        """A psql session: the query naming the card, aligned columns "comment | source | published_at"
        (the date on the right), the rule line, one row a ruling, "(N rows)", the prompt again."""
        page.fmt = "text"
        name = self._title_of(card, page.title_lang)
        col = "c.name" if page.title_lang in (None, "en") else "f.name"
        query = f"rulings=> SELECT r.comment, r.source, r.published_at FROM rulings r JOIN cards c USING (oracle_id) WHERE {col} = '{name.replace(chr(39), chr(39) * 2)}' ORDER BY 3;"
        rows = [(t, self.rng.choice(["wotc", "scryfall"]), d.isoformat()) for d, t in sorted(card.rulings)]
        w0 = max(len("comment"), *(len(t) for t, _, _ in rows))
        w1 = max(len("source"), *(len(s) for _, s, _ in rows))
        w2 = len("published_at")
        lines = [("title", query), ("chrome", f" {'comment'.center(w0)} | {'source'.center(w1)} | published_at"),
                 ("chrome", f"{'-' * (w0 + 2)}+{'-' * (w1 + 2)}+{'-' * (w2 + 2)}")]
        page.date_forms.append("psql iso column right")
        for t, s, iso in rows:
            lines.append(("ruling", f" {t.ljust(w0)} | {s.ljust(w1)} | {iso}"))
            page.rulings.append((iso, t))
        lines += [("chrome", f"({len(rows)} row{'s' if len(rows) != 1 else ''})"), ("chrome", ""), ("chrome", "rulings=> \\q")]
        doc.blocks = [lines]
        page.chrome += ["published_at", f"({len(rows)} row{'s' if len(rows) != 1 else ''})", "rulings=> \\q"]

    def layout_salvation_quotes(self, page, card, ctx, doc):
        """An MTG Salvation-style forum post: the thread's title, post number and date, the member's
        details (join date, posts), each ruling under "Quote from Gatherer (DATE) »", then "Last edited
        by …" and "Rollback Post to RevisionRollBack" run together."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        doc.block(("title", r.choice([f"{name} rulings compilation", f"[Rules] {name} — official rulings", f"Re: {name}"])), ("chrome", "Posted in: Rules Q&A"))
        posted = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        member = [f"#{r.randint(1, 6)}", f"{posted:%b} {posted.day}, {posted.year}", r.choice(["Tolarian_Scholar", "judge_ana", "Yawgmoth_fan"]), "Member Details",
                  f"Joined: {r.choice(['Jan', 'Jun', 'Oct'])} {r.randint(1, 28)}, {r.randint(2008, 2016)}", f"Posts: {r.randint(100, 9000):,}", f"Member for {r.randint(9, 17)} years"]
        doc.block(*[("chrome", x) for x in member])
        lang, form = self._f8(page, ["en", "de", "fr", "it", "pt", "cs", "sv", "sl"], "Quote from SOURCE (DATE) » before")
        src = r.choice(["Gatherer", "Wizards of the Coast", "the release notes"])
        for d, t in self._rulings(card):
            doc.block(("date", f"Quote from {src} ({render_date(d, form, lang)}) »"), ("ruling", t))
            page.rulings.append((d.isoformat(), t))
        tail = [f"Last edited by {member[2]}: {posted.month}/{posted.day}/{posted.year} {r.randint(1, 12)}:{r.randint(10, 59)}:00 PM", "Rollback Post to RevisionRollBack",
                "Private Mod Note ()"]
        doc.block(*[("chrome", x) for x in tail])
        page.chrome += ["Posted in: Rules Q&A", *member[1:], *tail]

    def layout_price_tracker(self, page, card, ctx, doc):
        """A price tracker's card page: set and rarity, paper and online prices, a price-history table
        dated in the same form as the rulings, buy widgets, a related-cards carousel, then "Rulings"
        with the date on its own line after each ruling."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        doc.block(("title", name), ("chrome", f"{card.set_name} · {r.choice(['Common', 'Uncommon', 'Rare', 'Mythic'])}"))
        lang, form = self._f8(page, ["en", "de", "fr", "it", "es", "pt", "ja"], "price history and rulings, date line after")
        cur = {"en": "$", "ja": "¥"}.get(lang, "€")
        prices = ["Price History", {"en": "Date\tPrice", "de": "Datum\tPreis", "fr": "Date\tPrix", "it": "Data\tPrezzo", "es": "Fecha\tPrecio",
                                    "pt": "Data\tPreço", "ja": "日付\t価格"}[lang]]
        hist = []
        for k in range(r.randint(3, 5)):
            day = dt.date(2026, 1 + 2 * k, r.randint(1, 28))
            hist.append(f"{render_date(day, form, lang)}\t{cur}{r.randint(5, 300) / 100:.2f}")
        doc.block(*[("row", x) for x in prices + hist])
        shop = self._pick(page.split, "shop")
        related = ["Related cards", "‹", *self._others(card, 3), "›"]
        doc.block(*[("chrome", x) for x in shop])
        doc.block(*[("chrome", x) for x in related])
        lines = [("heading", {"en": "Rulings", "de": "Regelhinweise", "fr": "Règles", "it": "Regole", "es": "Reglas", "pt": "Regras", "ja": "裁定"}[lang])]
        for d, t in self._rulings(card):
            lines += [("ruling", t), ("date", render_date(d, form, lang))]
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        page.chrome += [prices[0], *hist, *shop, "Related cards"]

    def layout_keyword_cr_page(self, page, card, ctx, doc):
        """A rules site's card page: "Relevant rules" quoting numbered Comprehensive Rules text under
        "Comprehensive Rules (effective DATE)" (rules language, not the card's rulings), then "Card
        rulings" as rows "text<TAB>DATE"."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        kw = next((k for k in CR_EXCERPTS if k and k.lower() in (card.text or "").lower()), "")
        doc.block(("title", name), ("text", (card.text or "").replace("\n", " ")))
        lang, form = self._f8(page, ["en", "de", "fr", "es", "it", "ko", "zhs"], "text TAB date rows after CR excerpts")
        eff = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        cr = CR_EXCERPTS[kw]
        doc.block(("heading", "Relevant rules"), ("chrome", f"Comprehensive Rules (effective {render_date(eff, form, lang)})"), *[("chrome", x) for x in cr])
        doc.block(("heading", "Card rulings"))
        rows = []
        for d, t in self._rulings(card):
            rows.append(("row", f"{t}\t{render_date(d, form, lang)}"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*rows)
        page.chrome += [f"Comprehensive Rules (effective {render_date(eff, form, lang)})", *cr]

    def layout_atom_feed(self, page, card, ctx, doc):
        """A raw Atom feed: the feed's own <updated>, one <entry> a ruling with a tag URI, <published>
        and <updated> as ISO datetimes and the ruling as entity-escaped HTML in <content type="html">."""
        r = self.rng
        page.fmt = "text"
        name = self._title_of(card, page.title_lang)
        esc = lambda s: html.escape(s, quote=False)  # noqa: E731
        built = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        slug = card.name.lower().replace(" ", "-").replace("'", "").replace(",", "")
        lines = ['<?xml version="1.0" encoding="utf-8"?>', '<feed xmlns="http://www.w3.org/2005/Atom">',
                 f"  <title>{esc(name)} — rulings</title>", f'  <link href="https://rulings.example.net/cards/{slug}.atom" rel="self"/>',
                 f"  <updated>{built.isoformat()}T14:03:00Z</updated>", f"  <id>urn:uuid:{r.getrandbits(32):08x}-{r.getrandbits(16):04x}-4{r.getrandbits(12):03x}-8{r.getrandbits(12):03x}-{r.getrandbits(48):012x}</id>"]
        page.chrome += [f"{built.isoformat()}T14:03:00Z", f"https://rulings.example.net/cards/{slug}.atom"]
        page.date_forms.append("atom iso datetime")
        for k, (d, t) in enumerate(self._rulings(card), start=1):
            lines += ["  <entry>", f"    <title>{esc(name)}: ruling {k}</title>", f"    <id>tag:rulings.example.net,{d.isoformat()}:/r/{r.randint(1000, 99999)}</id>",
                      f"    <published>{d.isoformat()}T00:00:00Z</published>", f"    <updated>{d.isoformat()}T00:00:00Z</updated>",
                      "    <author><name>Wizards of the Coast</name></author>", f'    <content type="html">{esc("<p>" + esc(t) + "</p>")}</content>', "  </entry>"]
            page.rulings.append((d.isoformat(), t))
        lines.append("</feed>")
        doc.blocks = [[("raw", x) for x in lines]]

    def layout_nordic_shop(self, page, card, ctx, doc):
        """A Czech, Swedish, Danish, Slovenian, Estonian, Latvian, Icelandic or Serbian shop: price and
        stock, the card's text, a rules tab in the shop's language; each ruling "DATE – text" or "text
        (DATE)" in that language's form."""
        r = self.rng
        lang = r.choice(["cs", "sv", "da", "sl", "et", "lv", "is", "sr"])
        name = self._title_of(card, page.title_lang)
        doc.block(("title", name))
        shop = {"cs": ["Cena: 12 Kč", "Skladem: 4 ks", "Do košíku"], "sv": ["Pris: 9 kr", "I lager (3 st)", "Lägg i varukorg"],
                "da": ["Pris: 8,00 kr.", "På lager", "Læg i kurv"], "sl": ["Cena: 0,30 €", "Na zalogi", "V košarico"],
                "et": ["Hind: 0,35 €", "Laos", "Lisa ostukorvi"], "lv": ["Cena: 0,30 €", "Ir noliktavā", "Pievienot grozam"],
                "is": ["Verð: 95 kr.", "Til á lager", "Setja í körfu"], "sr": ["Цена: 40 дин.", "На стању", "Додај у корпу"]}[lang]
        doc.block(*[("chrome", x) for x in shop])
        doc.block(("text", (card.text or "").replace("\n", " ")))
        tab = {"cs": "Pravidla a vyjasnění", "sv": "Regler och förtydliganden", "da": "Regler og afklaringer", "sl": "Pravila in pojasnila",
               "et": "Reeglid ja selgitused", "lv": "Noteikumi un skaidrojumi", "is": "Reglur og skýringar", "sr": "Правила и појашњења"}[lang]
        lang, form = self._f8(page, [lang], "shop date – text or text (date)")
        before = r.random() < 0.5
        lines = [("heading", tab)]
        for d, t in self._rulings(card):
            ds = render_date(d, form, lang)
            lines.append(("ruling", f"{ds} – {t}" if before else f"{t} ({ds})"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        page.chrome += shop

    def layout_obsidian_note(self, page, card, ctx, doc):
        """An Obsidian note: YAML front matter (tags, created DATE, aliases), "# NAME", a link back to a
        map of content, then callouts "> [!quote] Ruling · DATE" with "> text" under each, tags last."""
        r = self.rng
        page.fmt = "text" if r.random() < 0.8 else page.fmt
        name = self._title_of(card, page.title_lang)
        lang, form = self._f8(page, ["en", "de", "fr", "es", "pt", "ja", "zhs", "sv", "da"], "callout header date before")
        created = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        front = ["---", "tags: [mtg, rulings]", f"created: {created.isoformat()}", f"aliases: [{card.name}]", "---"]
        doc.block(*[("chrome", x) for x in front])
        doc.block(("title", f"# {name}"), ("chrome", "Back to [[Cards MOC]]"))
        kind = r.choice(["quote", "info", "note"])
        for d, t in self._rulings(card):
            doc.block(("date", f"> [!{kind}] Ruling · {render_date(d, form, lang)}"), ("ruling", f"> {t}"))
            page.rulings.append((d.isoformat(), t))
        doc.block(("chrome", "#mtg/rulings #to-review"))
        page.chrome += ["tags: [mtg, rulings]", f"created: {created.isoformat()}", "Back to [[Cards MOC]]", "#mtg/rulings #to-review"]

    def layout_github_issue(self, page, card, ctx, doc):
        """A GitHub issue: "Missing rulings for NAME #1234", "Open", who opened it and when, the body as
        a task list "- [ ] DATE — text", label events and a maintainer's comment, the sidebar."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        opened = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        num = r.randint(100, 4000)
        who = r.choice(["judge-anna", "kortspelaren", "pkral"])
        head = ["Open", f"{who} opened this issue on {opened:%b} {opened.day}, {opened.year} · {r.randint(1, 6)} comments"]
        doc.block(("title", f"Missing rulings for {name} #{num}"), *[("chrome", x) for x in head])
        lang, form = self._f8(page, ["en", "de", "fr", "es", "pt", "cs", "sv"], "task list DATE — text")
        intro = f"{who} commented on {opened:%b} {opened.day}, {opened.year}"
        lines = [("chrome", intro), ("chrome", "These rulings are on Gatherer but missing from the dataset:")]
        for d, t in self._rulings(card):
            lines.append(("ruling", f"- [{r.choice([' ', 'x'])}] {render_date(d, form, lang)} — {t}"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        events = [f"@maintainer-bot added the data label on {opened:%b} {min(28, opened.day + 1)}, {opened.year}",
                  f"lorekeeper commented on {opened:%b} {min(28, opened.day + 2)}, {opened.year}", "Thanks! Fixed in the next export.",
                  "Assignees", "No one assigned", "Labels", "data good first issue", "Projects", "None yet", "Milestone", "No milestone"]
        doc.block(*[("chrome", x) for x in events])
        page.chrome += head + [intro, "These rulings are on Gatherer but missing from the dataset:"] + events

    _SIG = {
        "en": ("Talk:{card}", "RulingsBot (talk) 14:03, {d} {month} {y} (UTC)"),
        "de": ("Diskussion:{card}", "RulingsBot (Diskussion) 14:03, {d}. {mon} {y} (CET)"),
        "fr": ("Discussion:{card}", "RulingsBot (discuter) {d} {month} {y} à 14:03 (CET)"),
        "es": ("Discusión:{card}", "RulingsBot (discusión) 14:03 {d} {mon} {y} (UTC)"),
        "pt": ("Discussão:{card}", "RulingsBot (discussão) 14h03min de {d} de {month} de {y} (UTC)"),
        "ru": ("Обсуждение:{card}", "RulingsBot (обс.) 14:03, {d} {month} {y} (UTC)"),
    }
    _SHORT_SIG = {"de": "Jan. Feb. Mär. Apr. Mai Jun. Jul. Aug. Sep. Okt. Nov. Dez.".split(), "es": "ene feb mar abr may jun jul ago sep oct nov dic".split()}

    def layout_wiki_talk(self, page, card, ctx, doc):
        """A MediaWiki talk page: "Talk:NAME", "== Rulings imported from Gatherer ==", each ruling a
        comment signed by the bot with the wiki's signature date after it ("RulingsBot (talk) 14:03, 19
        January 2018 (UTC)"), a person's signed question, "Reply" links."""
        r = self.rng
        lang = r.choice(list(self._SIG))
        name = self._title_of(card, page.title_lang)
        title, sig = self._SIG[lang]
        doc.block(("title", title.replace("{card}", name)), ("chrome", "From MTG Wiki"))
        page.date_forms.append(f"{lang}:mediawiki signature after")

        def sign(d: dt.date) -> str:
            mon = self._SHORT_SIG.get(lang, MONTHS["en"])[d.month - 1]
            return sig.format(d=d.day, month=MONTHS[lang][d.month - 1], mon=mon, y=d.year)

        lines = [("heading", r.choice(["== Rulings imported from Gatherer ==", "== Rulings =="]))]
        glued = r.random() < 0.5
        for d, t in self._rulings(card):
            if glued:
                lines.append(("ruling", f"{t} {sign(d)}"))
            else:
                lines += [("ruling", t), ("date", sign(d))]
            lines.append(("chrome", "Reply"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        asked = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        q = f"Is the second one still current after the last rules update? Anna (talk) 14:03, {asked.day} {MONTHS['en'][asked.month - 1]} {asked.year} (UTC)"
        doc.block(("chrome", q), ("chrome", "Reply"))
        page.chrome += ["From MTG Wiki", q]

    def layout_line_kakao_export(self, page, card, ctx, doc):
        """A LINE chat export ("[LINE] 「NAME 裁定まとめ」のトーク履歴", 保存日時, "2018/01/19(金)" date
        headers over "14:03<TAB>name<TAB>message" lines) or a KakaoTalk one (its "------ 2018년 1월 19일
        금요일 ------" headers over "[name] [오후 2:03] message" lines); a bot posted each ruling."""
        r = self.rng
        page.fmt = "text"
        name = self._title_of(card, page.title_lang)
        saved = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        by: dict[dt.date, list[str]] = {}
        for d, t in card.rulings:
            by.setdefault(d, []).append(t)
        lines = []
        if r.random() < 0.5:
            page.date_forms.append("ja:line date header")
            lines += [("title", f"[LINE] 「{name} 裁定まとめ」のトーク履歴"), ("chrome", f"保存日時：{saved.year}/{saved.month:02d}/{saved.day:02d} 21:14"), ("chrome", "")]
            page.chrome += [f"保存日時：{saved.year}/{saved.month:02d}/{saved.day:02d} 21:14"]
            for d in sorted(by):
                lines.append(("date", f"{d.year}/{d.month:02d}/{d.day:02d}({WEEKDAYS['ja'][d.weekday()]})"))
                for t in by[d]:
                    lines.append(("ruling", f"{r.randint(9, 22)}:{r.randint(10, 59)}\t裁定bot\t{t}"))
                    page.rulings.append((d.isoformat(), t))
                lines.append(("chrome", ""))
            lines.append(("chrome", f"{saved.year}/{saved.month:02d}/{saved.day:02d}({WEEKDAYS['ja'][saved.weekday()]})"))
            lines.append(("chrome", "21:10\tたかし\tありがとうございます！"))
            page.chrome += ["たかし\tありがとうございます！"]
        else:
            page.date_forms.append("ko:kakao date header")
            lines += [("title", f"{name} 판정 모음 님과 카카오톡 대화"), ("chrome", f"저장한 날짜 : {saved.isoformat()} 21:14:00"), ("chrome", "")]
            page.chrome += [f"저장한 날짜 : {saved.isoformat()} 21:14:00"]
            for d in sorted(by):
                lines.append(("date", f"--------------- {d.year}년 {d.month}월 {d.day}일 {WEEKDAYS['ko'][d.weekday()]}요일 ---------------"))
                for t in by[d]:
                    lines.append(("ruling", f"[판정봇] [오후 {r.randint(1, 11)}:{r.randint(10, 59)}] {t}"))
                    page.rulings.append((d.isoformat(), t))
            lines.append(("chrome", f"--------------- {saved.year}년 {saved.month}월 {saved.day}일 {WEEKDAYS['ko'][saved.weekday()]}요일 ---------------"))
            lines.append(("chrome", "[민수] [오후 9:10] 감사합니다!"))
            page.chrome += ["[민수] [오후 9:10] 감사합니다!"]
        doc.blocks = [lines]

    def layout_rulings_app(self, page, card, ctx, doc):
        """A single-page rulings app: tabs, sort and filter bars, "Showing 1–N of N rulings", each
        ruling with a line after it "📅 DATE · Wizards of the Coast · 🔗 Copy link" (the part's
        separator), a share row, pagination and a language picker."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        rulings = self._rulings(card)
        lang, form = self._f8(page, ["en", "de", "fr", "it", "es", "pt", "ru", "ja", "ko", "zht", "eu", "gl", "cy"], "📅 DATE · publisher after")
        bars = ["Rulings · Printings · Legality · Prices", "Sort by: Newest ▾   Filter: All sources ▾", f"Showing 1–{len(rulings)} of {len(rulings)} rulings"]
        doc.block(("title", name), *[("chrome", x) for x in bars])
        sep = self._pick(page.split, "separators")
        pub = r.choice(["Wizards of the Coast", "WotC", "Gatherer"])
        for d, t in rulings:
            doc.block(("ruling", t), ("date", f"📅 {render_date(d, form, lang)}{sep}{pub}{sep}🔗 Copy link"))
            page.rulings.append((d.isoformat(), t))
        share = self._pick(page.split, "share")
        tail = [share, "‹ 1 2 3 ›" if r.random() < 0.5 else "‹ Previous  1  Next ›", FRESH8_NAV[0]]
        doc.block(*[("chrome", x) for x in tail])
        page.chrome += bars + tail + ["🔗 Copy link"]

    def layout_untitled_source_right(self, page, card, ctx, doc):
        """No title (the user passes --card): rows pasted from a spreadsheet, "text<TAB>source<TAB>DATE",
        the source column between the ruling and its date."""
        lang, form = self._f8(page, ["en", "de", "fr", "cs", "sv", "da", "ru", "ja"], "tsv text, source, date")
        rows = []
        for d, t in self._rulings(card):
            rows.append(("row", f"{t}\t{self.rng.choice(['Wizards of the Coast', 'WotC', 'Gatherer'])}\t{render_date(d, form, lang)}"))
            page.rulings.append((d.isoformat(), t))
        doc.block(*rows)

    FRESH8_LAYOUTS = {
        "old-reddit-tree": ("layout_old_reddit_tree", True), "discourse-topic": ("layout_discourse_topic", True),
        "lynx-dump": ("layout_lynx_dump", True), "psql-output": ("layout_psql_output", True),
        "salvation-quotes": ("layout_salvation_quotes", True), "price-tracker": ("layout_price_tracker", True),
        "keyword-cr-page": ("layout_keyword_cr_page", True), "atom-feed": ("layout_atom_feed", True),
        "nordic-shop": ("layout_nordic_shop", True), "obsidian-note": ("layout_obsidian_note", True),
        "github-issue": ("layout_github_issue", True), "wiki-talk": ("layout_wiki_talk", True),
        "line-kakao-export": ("layout_line_kakao_export", True), "rulings-app": ("layout_rulings_app", True),
        "untitled-source-right": ("layout_untitled_source_right", False),
    }
    FRESH5_LAYOUTS = {**Fresh7Generator.FRESH5_LAYOUTS, **FRESH8_LAYOUTS}  # (the base's lookup reads this name)

    def fresh_corpus(self, n: int, part: str = "fresh8") -> list[Page]:
        """The tuning part's layouts once, fresh-8's own twice, in turn."""
        layouts = list(self.LAYOUTS) + 2 * list(self.FRESH8_LAYOUTS)
        return [self.page(i, layouts[i % len(layouts)], part) for i in range(n)]


def fresh8_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-8 part's pages, drawn with their own generator (seed + 31019)."""
    return Fresh8Generator(cards, set_names, seed + 31019).fresh_corpus(n, "fresh8")
