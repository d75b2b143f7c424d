"""The fresh-10 part of the page corpus (``bench/page_corpus.py``): held out until page-11, looked at
while tuning page-12 (a tuning part now).

Written without reading the page parser (nor any code that reads pages, nor its tests), before any
parser run on it and without seeing which pages of any part fail, from kinds of captures no earlier
part has:

- dl-time-list: a card database's rulings as an HTML definition list, ``<dt><time datetime=ISO>``
  with the visible date localized and ``<dd>`` the ruling (an attribution line under some), or its
  text capture (the date, then the ruling indented); a search box and a sort control around;
- month-header-days: an archive with a month-and-year header ("Januar 2018", "Styczeń 2018",
  "2018年1月") over day-only entries ("19. — text") in 17 languages, newest or oldest first;
- year-timeline: a timeline, a year header over "19 Jan — text" entries (day and month only, in 13
  languages' short forms), newest first;
- numeric-legend (names no card): rulings pasted with all-numeric dates whose order the page states
  ("Date (MM/DD/YYYY)", "Datum (TT-MM-JJJJ)", "All dates are day/month/year."), a dated line of
  chrome in the same order;
- wp-comments: a WordPress post, "DATE – text" rulings in the post, then "N thoughts on NAME" with
  readers' comments dated in the same form plus a time ("says:", "Reply"): comments are chrome;
- marketplace-listing: an eBay-like listing: item specifics, "Ended: DATE", the seller's
  description quoting the rulings WITHOUT dates, then buyers' dated feedback (chrome);
- details-accordion: ``<details><summary>Ruling of DATE</summary>`` items (or their text capture
  "▸ Ruling of DATE" over the text) in ten languages, a site-help accordion after them (chrome);
- toml-export: a TOML file, ``[[card.rulings]]`` tables with a bare or quoted TOML date and a
  multi-line literal string, comments with the export's own date;
- xml-export: an XML export with the card's printed names and texts by language (translations),
  rulings as ``<ruling date=...><![CDATA[...]]></ruling>`` or with a ``<date>`` element (ISO, compact
  or xs:dateTime);
- lang-tabs-card: a card page with a UI language picker (chrome), the card's printed names and texts
  under native language names, then "[DATE] text" rulings;
- rst-source: a Sphinx reStructuredText source, rulings as a definition list (the date the term) or
  block quotes with an "-- Wizards of the Coast, DATE" attribution, directives and a dated comment;
- bbcode-source: a forum post's BBCode source, each ruling in ``[quote="Wizards of the Coast"]`` with
  the date in ``[i]`` after it or ``[b]`` before, a signature and an "edited by … on DATE" line;
- auction-lot: an auction archive's lot page, a bid history dated in the same form as the rulings
  (chrome), each ruling with "(ruled DATE)" after it, a condition report;
- regional-news: a gaming news page in Tamil, Telugu, Mongolian, Uzbek, Maltese, Scottish Gaelic,
  Zulu, West Frisian, Khmer or Nepali: "Published DATE" (chrome, same form), English rulings in a
  date-first table, a related-cards line.

The tuning part's layouts appear too (once a cycle, fresh-10's own twice), with fresh-10's chrome and
date forms.

Chrome: consent from orestbida's CookieConsent, Drupal's EU Cookie Compliance, Shopware 6, Magento,
PrestaShop, Odoo, Jimdo, LiveRamp's Privacy Manager, an Admiral ad-block wall, 1C-Bitrix,
Tiendanube and Dutch, Maltese, Tamil and Mongolian notices, a cookie declaration table; Discord,
Patreon, app and price-alert prompts; search boxes, language pickers, share rows, ads in Dutch,
Polish, Finnish, Swedish, German and Tamil; footers with street addresses, VAT and company numbers,
copyright ranges, a wiki licence line and Sphinx's footer.

Date forms: "2018 Jan 19", "19/Jan/2018", "January 19, 2018 (Friday)", "19 Jan 2018"; German
"19.01.2018, Freitag" and "19. Jan 2018"; French "19-janv.-2018" and "ven. 19/01/2018"; Italian
"19/1/2018" and "19 gennaio 2018, venerdì"; Spanish "19-ene-2018"; Portuguese "19/jan/2018" and
"sexta-feira, 19/01/2018"; Russian "19 янв 2018" and "19.01.18"; Japanese "2018/1/19 (金)" and
"西暦2018年1月19日"; Korean "2018년 01월 19일 금요일"; Chinese "2018年1月19号", "2018/01/19",
"2018年01月19日"; Dutch; Tamil, Telugu, Mongolian, Uzbek, Maltese, Scottish Gaelic, Zulu, West Frisian,
Khmer (Khmer digits) and Nepali (Devanagari digits, year first); month headers over days, year headers
over day-and-month; numeric dates with the order stated on the page; TOML and XML dates. Every date
is the ruling's real date.

Each page's generator is seeded with the corpus seed + 37019, so the earlier parts draw exactly the
pages they drew before. ``self_test`` checks the answers against the pages (run this module).

First run on main's parser at ec170ef (``bench/page_accuracy.py --seed 7 --show 0``, the 61-set
archive; its failures not printed, not looked at: only these aggregate figures were read): 66.0% of
544 rulings right (56 of 200 pages refused, chrome 10, wrong date 0, missed 32, extra 45,
translations 59/150). Per layout, rulings right / pages refused (of pages) / chrome:

    fresh-10's own                             the tuning part's layouts with fresh-10's chrome and dates
    auction-lot           63.6%  0/9   0        blog-post             100.0%  0/5   0
    bbcode-source          0.0%  9/9   0        card-multilang        100.0%  0/5   0   (transl. 43/46)
    details-accordion    100.0%  0/10  0        card-with-rulings      93.3%  0/5   0
    dl-time-list         100.0%  0/10  0        cjk-title              88.9%  0/5   1
    lang-tabs-card       100.0%  0/9   0        date-before-blank     100.0%  0/5   0
      (translations 11/77)                      date-groups            62.5%  1/5   0
    marketplace-listing   45.8%  6/10  0        gatherer-table        100.0%  0/5   0
    month-header-days      0.0%  9/10  0        iso-publisher-after   100.0%  0/5   0
    numeric-legend       100.0%  0/10  0        publisher-before      100.0%  0/5   0
    regional-news         37.0%  6/9   0        scryfall-like         100.0%  0/5   0
    rst-source           100.0%  0/9   0        shop-product          100.0%  0/5   0
    toml-export            0.0%  3/10  0        untitled-date-first   100.0%  0/5   0
    wp-comments           94.4%  0/10  9        wiki-bullets           52.9%  2/5   0
    xml-export             0.0% 10/10  0
      (translations 0/22)
    year-timeline          0.0% 10/10  0

Extra rulings stored (none of the page's): toml-export 19, wp-comments 11, auction-lot 8, rst-source
5, cjk-title 1, month-header-days 1.
Not run through the parser when written. Its failures were looked at while tuning page-12 (fresh-11
was written meanwhile by someone else, unseen): ``bench/page_accuracy.py`` prints them like any
tuning part's.

    .venv/bin/python bench/page_fresh10.py            # the self-test on data/sample, seeds 7 and 21
"""

from __future__ import annotations

import datetime as dt
import html
import json
import random
import re

from page_corpus import ABBREVIATED, MONTHS, WEEKDAYS, CardData, Page, _Doc, date_forms, fold, render_date
from page_fresh8 import STORED_DATE_LANGS, _raw_html
from page_fresh9 import Fresh9Generator

_EN_AB = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
_DE_AB = "Jan Feb Mär Apr Mai Jun Jul Aug Sep Okt Nov Dez".split()
_ES_AB = "ene feb mar abr may jun jul ago sep oct nov dic".split()
_PT_AB = "jan fev mar abr mai jun jul ago set out nov dez".split()
_RU_AB = "янв фев мар апр мая июн июл авг сен окт ноя дек".split()
_NL_AB = "jan feb mrt apr mei jun jul aug sep okt nov dec".split()
_PL_AB = "sty lut mar kwi maj cze lip sie wrz paź lis gru".split()
_SV_AB = "jan feb mars apr maj juni juli aug sep okt nov dec".split()
_FR_WD = "lun. mar. mer. jeu. ven. sam. dim.".split()

MONTHS10 = {
    "nl": "januari februari maart april mei juni juli augustus september oktober november december".split(),
    "ta": "ஜனவரி பிப்ரவரி மார்ச் ஏப்ரல் மே ஜூன் ஜூலை ஆகஸ்ட் செப்டம்பர் அக்டோபர் நவம்பர் டிசம்பர்".split(),
    "te": "జనవరి ఫిబ్రవరి మార్చి ఏప్రిల్ మే జూన్ జులై ఆగస్టు సెప్టెంబర్ అక్టోబర్ నవంబర్ డిసెంబర్".split(),
    "uz": "yanvar fevral mart aprel may iyun iyul avgust sentabr oktabr noyabr dekabr".split(),
    "mt": "Jannar Frar Marzu April Mejju Ġunju Lulju Awwissu Settembru Ottubru Novembru Diċembru".split(),
    "gd": ["dhen Fhaoilleach", "dhen Ghearran", "dhen Mhàrt", "dhen Ghiblean", "dhen Chèitean", "dhen Ògmhios", "dhen Iuchar",
           "dhen Lùnastal", "dhen t-Sultain", "dhen Dàmhair", "dhen t-Samhain", "dhen Dùbhlachd"],
    "zu": "Januwari Februwari Mashi Ephreli Meyi Juni Julayi Agasti Septhemba Okthoba Novemba Disemba".split(),
    "fy": "jannewaris febrewaris maart april maaie juny july augustus septimber oktober novimber desimber".split(),
    "km": "មករា កុម្ភៈ មីនា មេសា ឧសភា មិថុនា កក្កដា សីហា កញ្ញា តុលា វិច្ឆិកា ធ្នូ".split(),
    "ne": "जनवरी फेब्रुअरी मार्च अप्रिल मे जुन जुलाई अगस्ट सेप्टेम्बर अक्टोबर नोभेम्बर डिसेम्बर".split(),
}
_KHMER_DIGITS = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")
_DEVA_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")

#: the date forms of fresh-10, by language
FRESH10_FORMS = {
    "en": ["f10:y mon d", "f10:dd/mon/y", "f10:month d, y (wd)", "f10:dd mon y"],
    "de": ["f10:dd.mm.y, wd", "f10:de d. mon y"], "fr": ["f10:fr d-mon-y", "f10:fr wd dd/mm/y"],
    "it": ["f10:it d mese y, wd"], "es": ["f10:es d-mon-y"], "pt": ["f10:pt dd/mon/y", "f10:pt wd, dd/mm/y"],
    "ru": ["f10:ru d mon y"], "ja": ["f10:ja y/m/d (wd)", "f10:ja 西暦"], "ko": ["f10:ko full"],
    "zhs": ["f10:zhs 号", "f10:y/mm/dd"], "zht": ["f10:y年mm月dd日"], "nl": ["f10:nl d month y"],
    "ta": ["f10:ta"], "te": ["f10:te"], "mn": ["f10:mn"], "uz": ["f10:uz"], "mt": ["f10:mt"], "gd": ["f10:gd"], "zu": ["f10:zu"],
    "fy": ["f10:fy"], "km": ["f10:km"], "ne": ["f10:ne"],
}
REGIONAL_LANGS = ["ta", "te", "mn", "uz", "mt", "gd", "zu", "fy", "km", "ne"]


def render_fresh10_date(d: dt.date, form: str, lang: str) -> str:
    """The fresh-10 part's date forms (``FRESH10_FORMS`` and the numeric-legend forms)."""
    y, mo, da = d.year, d.month, d.day
    wd = WEEKDAYS.get(lang, WEEKDAYS["en"])[d.weekday()]
    m10 = MONTHS10.get(lang)
    simple = {
        "f10:y mon d": f"{y} {_EN_AB[mo - 1]} {da}", "f10:dd/mon/y": f"{da:02d}/{_EN_AB[mo - 1]}/{y}",
        "f10:month d, y (wd)": f"{MONTHS['en'][mo - 1]} {da}, {y} ({WEEKDAYS['en'][d.weekday()]})",
        "f10:dd mon y": f"{da:02d} {_EN_AB[mo - 1]} {y}",
        "f10:dd.mm.y, wd": f"{da:02d}.{mo:02d}.{y}, {WEEKDAYS['de'][d.weekday()]}", "f10:de d. mon y": f"{da}. {_DE_AB[mo - 1]} {y}",
        "f10:fr d-mon-y": f"{da}-{ABBREVIATED['fr'][mo - 1]}-{y}", "f10:fr wd dd/mm/y": f"{_FR_WD[d.weekday()]} {da:02d}/{mo:02d}/{y}",
        "f10:d/m/y": f"{da}/{mo}/{y}", "f10:it d mese y, wd": f"{da} {MONTHS['it'][mo - 1]} {y}, {WEEKDAYS['it'][d.weekday()]}",
        "f10:es d-mon-y": f"{da}-{_ES_AB[mo - 1]}-{y}", "f10:pt dd/mon/y": f"{da:02d}/{_PT_AB[mo - 1]}/{y}",
        "f10:pt wd, dd/mm/y": f"{WEEKDAYS['pt'][d.weekday()]}, {da:02d}/{mo:02d}/{y}",
        "f10:ru d mon y": f"{da} {_RU_AB[mo - 1]} {y}", "f10:dd.mm.yy": f"{da:02d}.{mo:02d}.{y % 100:02d}",
        "f10:ja y/m/d (wd)": f"{y}/{mo}/{da} ({wd})", "f10:ja 西暦": f"西暦{y}年{mo}月{da}日",
        "f10:ko full": f"{y}년 {mo:02d}월 {da:02d}일 {wd}요일", "f10:zhs 号": f"{y}年{mo}月{da}号", "f10:y/mm/dd": f"{y}/{mo:02d}/{da:02d}",
        "f10:y年mm月dd日": f"{y}年{mo:02d}月{da:02d}日",
        "f10:mm/dd/yyyy": f"{mo:02d}/{da:02d}/{y}", "f10:dd/mm/yyyy": f"{da:02d}/{mo:02d}/{y}", "f10:dd-mm-yyyy": f"{da:02d}-{mo:02d}-{y}",
        "f10:m/d/yyyy": f"{mo}/{da}/{y}",
    }
    if form in simple:
        return simple[form]
    if form == "f10:nl d month y":
        return f"{da} {MONTHS10['nl'][mo - 1]} {y}"
    if form in ("f10:ta", "f10:fy"):
        return f"{da} {m10[mo - 1]} {y}"
    if form == "f10:te":
        return f"{da} {m10[mo - 1]}, {y}"
    if form == "f10:mn":
        return f"{y} оны {mo}-р сарын {da}"
    if form == "f10:uz":
        return f"{da}-{m10[mo - 1]}, {y}"
    if form == "f10:mt":
        return f"{da} ta’ {m10[mo - 1]} {y}"
    if form == "f10:gd":
        return f"{da}mh {m10[mo - 1]} {y}"
    if form == "f10:zu":
        return f"{m10[mo - 1]} {da}, {y}"
    if form == "f10:km":
        return f"{da} {m10[mo - 1]} {y}".translate(_KHMER_DIGITS)
    if form == "f10:ne":
        return f"{y} {m10[mo - 1]} {da}".translate(_DEVA_DIGITS)
    raise ValueError(form)


# --- chrome ------------------------------------------------------------------------------------

FRESH10_CONSENT = {
    "orestbida": [["We use cookies!", "Hi, this website uses essential cookies to ensure its proper operation and tracking cookies to understand how you interact with it. The latter will be set only after consent.",
                   "Accept all", "Reject all", "Manage preferences"]],
    "drupal-eu": [["We use cookies on this site to enhance your user experience", "By clicking any link on this page you are giving your consent for us to set cookies.",
                   "OK, I agree", "No, give me more info"]],
    "shopware": [["This website uses cookies, which are necessary for the technical operation of the website and are always set. Other cookies, which increase the usability of this website, serve for direct advertising or simplify interaction with other websites and social networks, will only be set with your consent.",
                  "Only technically required", "Configure", "Accept all cookies"],
                 ["Diese Website verwendet Cookies, die für den technischen Betrieb der Website erforderlich sind und stets gesetzt werden.",
                  "Nur technisch notwendige", "Konfigurieren", "Alle Cookies akzeptieren"]],
    "magento": [["The store will not work correctly when cookies are disabled.",
                 "We use cookies to make your experience better. To comply with the new e-Privacy directive, we need to ask for your consent to set the cookies.", "Allow Cookies"]],
    "prestashop": [["Ce site utilise des cookies pour vous offrir la meilleure expérience de navigation.", "En poursuivant votre navigation, vous acceptez leur utilisation.",
                    "J'accepte", "En savoir plus"]],
    "odoo": [["We use cookies to provide you a better user experience on this website.", "Cookie Policy", "Only essentials", "I agree"]],
    "jimdo": [["Diese Website nutzt Cookies, um bestimmte Funktionen zu ermöglichen und das Angebot zu verbessern.", "Mehr erfahren", "Einverstanden"]],
    "liveramp": [["LiveRamp Privacy Manager", "We and our partners process personal data such as IP address, unique ID and browsing data to measure ads and content and to develop services.",
                  "Accept & continue", "Learn more →"]],
    "admiral": [["Welcome! It looks like you're using an ad blocker.", "Ads keep this card database free. Please allowlist us or support us with a subscription.",
                 "Allow ads", "Subscribe", "Continue without supporting"]],
    "bitrix": [["Мы используем cookie-файлы для наилучшего представления нашего сайта. Продолжая использовать этот сайт, вы соглашаетесь с использованием cookie-файлов.",
                "Принять", "Политика конфиденциальности"]],
    "tiendanube": [["Este site usa cookies para melhorar a sua experiência de navegação.", "Entendi"],
                   ["Usamos cookies para mejorar tu experiencia de compra en nuestra tienda.", "Entendido", "Ver política"]],
    "cookie-table": [["Cookie declaration", "_ga · Google · Registers a unique ID used to generate statistical data on how the visitor uses the website · 2 years",
                      "_gid · Google · Registers a unique ID used to generate statistical data · 1 day",
                      "PHPSESSID · this site · Preserves user session state across page requests · Session",
                      "cart_token · Shopify · Stores the contents of your basket · 14 days", "Save settings"]],
    "local10": [["Deze website maakt gebruik van cookies om uw gebruikservaring te verbeteren.", "Alle cookies accepteren", "Alleen noodzakelijke cookies", "Instellingen"],
                ["Dan is-sit juża l-cookies biex itejjeb l-esperjenza tiegħek.", "Naċċetta", "Aktar informazzjoni"],
                ["இந்த இணையதளம் குக்கீகளைப் பயன்படுத்துகிறது.", "ஏற்கிறேன்", "மேலும் அறிய"],
                ["Энэ вэб сайт күүки ашигладаг.", "Зөвшөөрөх", "Дэлгэрэнгүй"]],
}
FRESH10_NEWSLETTER = [
    ["Join our Discord", "2,431 members online · Click to join"],
    ["Get price alerts", "We'll e-mail you when this card drops below your target price.", "Set alert"],
    ["Ontvang onze nieuwsbrief", "Elke vrijdag de nieuwste sets en aanbiedingen in je inbox.", "Aanmelden"],
    ["Zapisz się do newslettera", "Nowości, przedsprzedaże i turnieje raz w tygodniu.", "Zapisz się"],
    ["Download our app", "Scan cards with your phone camera and track your collection.", "App Store · Google Play"],
    ["Support this site on Patreon", "Patrons get early access to spoilers and an ad-free experience.", "Become a patron"],
]
FRESH10_BREADCRUMBS = ["Home ⟶ Database ⟶ {set} ⟶ {card}", "Start › Kaarten › {card}", "Strona główna » Karty » {card}", "Paġna ewlenija › Karti › {card}",
                       "முகப்பு › அட்டைகள் › {card}", "Wiki ▸ Cards ▸ {card}", "Forum index ‹ Rules Q&A ‹ {card}"]
FRESH10_ACCOUNT = ["👤 Log in · 🛒 0 items", "Inloggen | Account aanmaken", "Zaloguj się · Załóż konto", "Sign in to watch this item",
                   "Hello, sign in · Returns & Orders", "Register · Login · Members list", "Mon compte · Mes enchères"]
FRESH10_NAV = ["Browse ▾  Sets ▾  Formats ▾  Tools ▾", "Search the card database…  🔍", "Zoeken in kaarten…", "Szukaj kart…",
               "Categories  Daily deals  Sell  Help & Contact", "English | Deutsch | Français | Español | Italiano | 日本語",
               "Auctions  Upcoming  Past results  How to bid", "Wiki  Recent changes  Random page  Upload file"]
FRESH10_SHOP = [["Prijs: € 0,45", "Op voorraad", "In winkelwagen"], ["Cena: 2,50 zł", "Dostępny", "Dodaj do koszyka"],
                ["Buy It Now: US $1.25", "Free shipping", "Add to cart", "Watch this item"], ["Starting bid: €1.00", "Estimate €8–12", "Place bid"],
                ["விலை: ₹40", "கையிருப்பில் உள்ளது", "கூடையில் சேர்"]]
FRESH10_FOOTER = [
    ["{store} · Musterstraße 12 · 10115 Berlin · USt-IdNr. DE123456789"],
    ["{store}, 221 Pine Street, Suite 4, Portland, OR 97204", "© 2011–2026 {store}. All rights reserved."],
    ["{store} B.V. · Keizersgracht 100, 1015 CW Amsterdam · KvK 12345678"],
    ["© 2026 {store} sp. z o.o. · ul. Długa 5, 00-238 Warszawa · NIP 5252525252"],
    ["Copyright © 1995–2026 {store} Inc. All Rights Reserved. Accessibility, User Agreement, Privacy, Payments Terms of Use, Cookies, Your Privacy Choices and AdChoice"],
    ["Content is available under CC BY-NC-SA 3.0 unless otherwise noted.", "Privacy policy · About {store} · Disclaimers"],
    ["{store} · Triq il-Merkanti, Valletta VLT 1234, Malta"],
    ["Built with Sphinx using a theme provided by Read the Docs.", "© Copyright 2026, {store} contributors."],
]
FRESH10_STORES = ["Kaartenhuis Utrecht", "Sklep Planeswalker", "Card Auction House", "Lotus Collectibles", "Il-Maġija Cards", "Vault of Whispers Wiki",
                  "Mana Curve Blog", "Rules Archive Project"]
FRESH10_DATED_CHROME = ["Price as of {date}", "Prijs bijgewerkt op {date}", "Ostatnia aktualizacja: {date}", "Listed on {date}",
                        "This page was last edited on {date}", "Auction closed {date}", "Member since {date}"]
FRESH10_SEPARATORS_DP = [" ⋅ ", " ‒ ", " ⁓ ", " ∷ "]
FRESH10_ADS = [["Advertentie"], ["Reklama · Zamknij"], ["Mainos"], ["Annons"], ["Werbung"], ["Ad · Report this ad"], ["விளம்பரம்"]]
FRESH10_SHARE = ["Share: Facebook · X · Pinterest · WhatsApp · E-mail", "Delen: Facebook · WhatsApp · LinkedIn", "Udostępnij · Kopiuj link",
                 "🔗 Copy link  ✉️ Email  🖨 Print"]


def fresh10_pools() -> dict:
    """The fresh-10 part's chrome, every variant (none is shared with the other parts)."""
    pools = {f"consent:{k}": v for k, v in FRESH10_CONSENT.items()}
    pools.update(newsletter=FRESH10_NEWSLETTER, breadcrumbs=FRESH10_BREADCRUMBS, account=FRESH10_ACCOUNT, nav=FRESH10_NAV,
                 shop=FRESH10_SHOP, footer=FRESH10_FOOTER, stores=FRESH10_STORES, dated=FRESH10_DATED_CHROME,
                 separators=FRESH10_SEPARATORS_DP, ads=FRESH10_ADS, share=FRESH10_SHARE)
    return pools


# --- words of the layouts ---------------------------------------------------------------------------

#: month names as a header shows them (nominative, capitalised as the language does), and a day entry
MONTH_HEADERS = {
    "en": (MONTHS["en"], "{m} {y}", "{d}"), "de": (MONTHS["de"], "{m} {y}", "{d}."),
    "fr": ([m.capitalize() for m in MONTHS["fr"]], "{m} {y}", "{d}"), "it": ([m.capitalize() for m in MONTHS["it"]], "{m} {y}", "{d}"),
    "es": ([m.capitalize() for m in MONTHS["es"]], "{m} de {y}", "{d}"), "pt": ([m.capitalize() for m in MONTHS["pt"]], "{m} de {y}", "{d}"),
    "nl": (MONTHS10["nl"], "{m} {y}", "{d}"),
    "pl": ("Styczeń Luty Marzec Kwiecień Maj Czerwiec Lipiec Sierpień Wrzesień Październik Listopad Grudzień".split(), "{m} {y}", "{d}"),
    "ru": ("Январь Февраль Март Апрель Май Июнь Июль Август Сентябрь Октябрь Ноябрь Декабрь".split(), "{m} {y}", "{d}"),
    "uk": ("Січень Лютий Березень Квітень Травень Червень Липень Серпень Вересень Жовтень Листопад Грудень".split(), "{m} {y}", "{d}"),
    "sv": ("januari februari mars april maj juni juli augusti september oktober november december".split(), "{m} {y}", "{d}"),
    "cs": ("leden únor březen duben květen červen červenec srpen září říjen listopad prosinec".split(), "{m} {y}", "{d}."),
    "fi": ("tammikuu helmikuu maaliskuu huhtikuu toukokuu kesäkuu heinäkuu elokuu syyskuu lokakuu marraskuu joulukuu".split(), "{m} {y}", "{d}."),
    "tr": ("Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık".split(), "{m} {y}", "{d}"),
    "ja": (None, "{y}年{n}月", "{d}日"), "ko": (None, "{y}년 {n}월", "{d}일"), "zhs": (None, "{y}年{n}月", "{d}日"),
}

#: day and month without a year, as a timeline under a year header shows them
_DAY_MONTH = {
    "en": lambda d: f"{d.day} {_EN_AB[d.month - 1]}", "de": lambda d: f"{d.day:02d}.{d.month:02d}.", "fr": lambda d: f"{d.day} {ABBREVIATED['fr'][d.month - 1]}",
    "it": lambda d: f"{d.day} {ABBREVIATED['it'][d.month - 1]}", "es": lambda d: f"{d.day} {_ES_AB[d.month - 1]}",
    "pt": lambda d: f"{d.day} {_PT_AB[d.month - 1]}", "ru": lambda d: f"{d.day} {_RU_AB[d.month - 1]}", "nl": lambda d: f"{d.day} {_NL_AB[d.month - 1]}",
    "pl": lambda d: f"{d.day} {_PL_AB[d.month - 1]}", "sv": lambda d: f"{d.day} {_SV_AB[d.month - 1]}", "ja": lambda d: f"{d.month}月{d.day}日",
    "ko": lambda d: f"{d.month}월 {d.day}일", "zhs": lambda d: f"{d.month}月{d.day}日",
}


_TIMELINE_HEAD = {"en": "Rulings timeline", "de": "Chronik der Regelungen", "fr": "Chronologie des décisions", "it": "Cronologia delle sentenze",
                  "es": "Cronología de fallos", "pt": "Linha do tempo das decisões", "ru": "Хронология разъяснений", "nl": "Tijdlijn van uitspraken",
                  "pl": "Oś czasu orzeczeń", "sv": "Tidslinje över regelbeslut", "ja": "裁定の年表", "ko": "판정 연표", "zhs": "裁定时间线"}

_SUMMARY = {"en": "Ruling of {d}", "de": "Entscheidung vom {d}", "fr": "Décision du {d}", "es": "Fallo del {d}", "it": "Sentenza del {d}",
            "pt": "Decisão de {d}", "ru": "Разъяснение от {d}", "ja": "{d}の裁定", "ko": "{d} 판정", "zhs": "{d}裁定"}
_HELP = {"en": ("Site help", "How do I report a wrong ruling?", "Use the contact form at the bottom of the page and tell us the card's name."),
         "de": ("Hilfe", "Wie melde ich eine falsche Regelung?", "Schreib uns über das Kontaktformular unten auf der Seite."),
         "fr": ("Aide", "Comment signaler une décision erronée ?", "Utilisez le formulaire de contact en bas de la page."),
         "es": ("Ayuda", "¿Cómo informo de un fallo erróneo?", "Usa el formulario de contacto al final de la página."),
         "it": ("Aiuto", "Come segnalo una sentenza sbagliata?", "Usa il modulo di contatto in fondo alla pagina."),
         "pt": ("Ajuda", "Como informo uma decisão errada?", "Use o formulário de contato no fim da página."),
         "ru": ("Помощь", "Как сообщить об ошибке в разъяснении?", "Напишите нам через форму обратной связи внизу страницы."),
         "ja": ("ヘルプ", "裁定の誤りを報告するには？", "ページ下部のお問い合わせフォームからご連絡ください。"),
         "ko": ("도움말", "잘못된 판정은 어떻게 신고하나요?", "페이지 하단의 문의 양식을 이용해 주세요."),
         "zhs": ("帮助", "如何报告错误的裁定？", "请使用页面底部的联系表单告诉我们。")}
_LANG_NAMES = {"de": "Deutsch", "fr": "Français", "it": "Italiano", "es": "Español", "pt": "Português (Brasil)", "ja": "日本語", "ko": "한국어",
               "ru": "Русский", "zhs": "简体中文", "zht": "繁體中文"}
_XML_LANG = {"zhs": "zh-Hans", "zht": "zh-Hant", "pt": "pt-BR"}

#: WordPress words: "says:", "at", "Reply", "N thoughts on", "Leave a Reply", the comments
_WP = {
    "en": ("says:", "at", "Reply", "{n} thoughts on “{t}”", "Leave a Reply", "Posted on {d} by {a}", "Official rulings",
           ["Great summary, thanks!", "This came up at FNM last week, good to have it in one place.", "Does this also work with clones?", "Bookmarked."]),
    "de": ("sagt:", "um", "Antworten", "{n} Gedanken zu „{t}“", "Schreibe einen Kommentar", "Veröffentlicht am {d} von {a}", "Offizielle Regelungen",
           ["Danke für die Übersicht!", "Genau das kam letzte Woche beim FNM auf.", "Gilt das auch für Kopien?", "Gespeichert."]),
    "fr": ("dit :", "à", "Répondre", "{n} réflexions sur « {t} »", "Laisser un commentaire", "Publié le {d} par {a}", "Décisions officielles",
           ["Merci pour ce résumé !", "On a eu le cas en FNM la semaine dernière.", "Est-ce que ça marche aussi avec les copies ?", "Ajouté aux favoris."]),
    "es": ("dice:", "a las", "Responder", "{n} comentarios en «{t}»", "Deja una respuesta", "Publicado el {d} por {a}", "Fallos oficiales",
           ["¡Gracias por el resumen!", "Nos pasó justo esto en el FNM.", "¿Funciona también con copias?", "Guardado."]),
    "it": ("ha detto:", "alle", "Rispondi", "{n} pensieri su “{t}”", "Lascia un commento", "Pubblicato il {d} da {a}", "Sentenze ufficiali",
           ["Grazie del riassunto!", "È successo proprio al FNM della settimana scorsa.", "Vale anche per le copie?", "Salvato."]),
    "pt": ("disse:", "às", "Responder", "{n} comentários em “{t}”", "Deixe um comentário", "Publicado em {d} por {a}", "Decisões oficiais",
           ["Valeu pelo resumo!", "Isso aconteceu no FNM semana passada.", "Funciona com cópias também?", "Salvo."]),
}

_AUCTION = {
    "en": ("Lot {n}", "Auction ended {d}, 14:00 CET", "Hammer price: €{p} · {b} bids · Buyer's premium 15%", "Bid history", "Lot description",
           "Single card, English. The following official rulings apply to this card:", "(ruled {d})", "Condition report",
           "Light edge wear on the back, no creases, centred."),
    "de": ("Los {n}", "Auktion beendet am {d}, 14:00 Uhr", "Zuschlag: {p} € · {b} Gebote · Aufgeld 15 %", "Gebotsverlauf", "Losbeschreibung",
           "Einzelkarte, Englisch. Für diese Karte gelten die folgenden offiziellen Regelungen:", "(Regelung vom {d})", "Zustandsbericht",
           "Leichte Kantenabnutzung auf der Rückseite, keine Knicke."),
    "nl": ("Kavel {n}", "Veiling gesloten op {d}, 14:00 uur", "Hamerprijs: € {p} · {b} biedingen · Opgeld 15%", "Biedgeschiedenis", "Kavelomschrijving",
           "Losse kaart, Engels. Voor deze kaart gelden de volgende officiële uitspraken:", "(uitspraak van {d})", "Conditierapport",
           "Lichte slijtage aan de randen van de achterkant, geen vouwen."),
}

_REGIONAL = {  # published, date, ruling, intro, related
    "ta": ("வெளியிடப்பட்டது", "தேதி", "தீர்ப்பு", "இந்த அட்டைக்கான அதிகாரப்பூர்வ தீர்ப்புகள் கீழே உள்ளன.", "தொடர்புடைய அட்டைகள்"),
    "te": ("ప్రచురించబడింది", "తేదీ", "తీర్పు", "ఈ కార్డుకు సంబంధించిన అధికారిక తీర్పులు క్రింద ఉన్నాయి.", "సంబంధిత కార్డులు"),
    "mn": ("Нийтэлсэн", "Огноо", "Шийдвэр", "Энэ картын албан ёсны тайлбарууд доор байна.", "Холбоотой картууд"),
    "uz": ("Chop etildi", "Sana", "Qaror", "Ushbu karta bo‘yicha rasmiy qarorlar quyida keltirilgan.", "O‘xshash kartalar"),
    "mt": ("Ippubblikat", "Data", "Deċiżjoni", "Id-deċiżjonijiet uffiċjali għal din il-karta huma hawn taħt.", "Karti relatati"),
    "gd": ("Foillsichte", "Ceann-latha", "Riaghladh", "Seo na riaghlaidhean oifigeil airson na cairt seo.", "Cairtean co-cheangailte"),
    "zu": ("Kushicilelwe", "Usuku", "Isinqumo", "Nazi izinqumo ezisemthethweni zaleli khadi.", "Amakhadi ahlobene"),
    "fy": ("Publisearre", "Datum", "Utspraak", "Hjirûnder steane de offisjele útspraken foar dizze kaart.", "Besibbe kaarten"),
    "km": ("បានផ្សាយ", "កាលបរិច្ឆេទ", "សេចក្តីសម្រេច", "ខាងក្រោមនេះជាសេចក្តីសម្រេចផ្លូវការសម្រាប់កាតនេះ។", "កាតពាក់ព័ន្ធ"),
    "ne": ("प्रकाशित", "मिति", "निर्णय", "यस कार्डका आधिकारिक निर्णयहरू तल दिइएका छन्।", "सम्बन्धित कार्डहरू"),
}

#: numeric-legend: (order, separator, legend line or column header, language)
_LEGENDS = [
    ("mdy", "/", "Date (MM/DD/YYYY)", "en"), ("mdy", "/", "All dates on this page are month/day/year (US format).", "en"),
    ("dmy", "/", "Date (DD/MM/YYYY)", "en"), ("dmy", "/", "All dates are day/month/year.", "en"),
    ("dmy", "-", "Datum (TT-MM-JJJJ)", "de"), ("mdy", "/", "Datumsformat: MM/TT/JJJJ (wie in den USA)", "de"),
    ("dmy", "/", "Date (JJ/MM/AAAA)", "fr"), ("dmy", "/", "Fecha (DD/MM/AAAA)", "es"), ("dmy", "-", "Datum (DD-MM-JJJJ)", "nl"),
    ("mdy", "/", "Data (MM/DD/AAAA, formato americano)", "pt"), ("dmy", "/", "Data (GG/MM/AAAA)", "it"),
]
_RULING_WORD = {"en": "Ruling", "de": "Regelung", "fr": "Décision", "es": "Fallo", "nl": "Uitspraak", "pt": "Decisão", "it": "Sentenza"}
_UPDATED = {"en": "Last updated {d}", "de": "Zuletzt aktualisiert {d}", "fr": "Mis à jour {d}", "es": "Actualizado {d}", "nl": "Bijgewerkt {d}",
            "pt": "Atualizado {d}", "it": "Aggiornato {d}"}


def _numeric(d: dt.date, order: str, sep: str) -> str:
    return sep.join([f"{d.month:02d}", f"{d.day:02d}"] if order == "mdy" else [f"{d.day:02d}", f"{d.month:02d}"]) + f"{sep}{d.year}"


class Fresh10Generator(Fresh9Generator):
    """The generator of the fresh-10 part: the tuning part's layouts with fresh-10's chrome and dates,
    and fresh-10's own layouts twice as often."""

    BOTTOM_LANGS = ["en", "de", "nl", "mt", "ta", "ja"]
    RAW = ("toml-export", "xml-export", "rst-source", "bbcode-source")

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        super().__init__(cards, set_names, seed)
        self.pools["fresh10"] = fresh10_pools()

    def _forms(self, lang: str, part: str) -> list[str]:
        own = FRESH10_FORMS.get(lang, []) * 3
        return own + (date_forms(lang) if lang in STORED_DATE_LANGS else [])

    def _f10(self, page: Page, langs: list[str], tag: str) -> tuple[str, str]:
        return self._f5_date(page, langs, tag)

    def _shown(self, page: Page, *texts: str) -> None:
        """Dates (or date parts) the page shows as written: the self-test finds each in the content."""
        page.__dict__.setdefault("shown", []).extend(texts)

    def page(self, i: int, layout: str, split: str) -> Page:
        page = super().page(i, layout, split)
        page.id = f"u{i:03d}"
        # a line of chrome inside a ruling or a translation can't be told from it: not an answer
        inside = [fold(t) for _, t in page.rulings] + [fold(f"{n} {t or ''}") for _, n, t in page.translations]
        page.chrome = [c for c in page.chrome if not any(fold(c) in x for x in inside)]
        return page

    def _raw10(self, page: Page, doc: _Doc, lines: list[str], chrome: list[str]) -> None:
        """The page is this file and nothing else: its chrome is the file's own."""
        page.fmt = "text"
        page.chrome = list(chrome)
        doc.blocks = [[("raw", x) for x in lines]]

    def _html_block(self, page: Page, doc: _Doc, markup: str) -> None:
        """A block of raw HTML (an HTML page only)."""
        if not getattr(doc, "_raw_ok", False):
            _raw_html(doc)
            doc._raw_ok = True
        doc.block(("rawhtml", markup))

    # ---- layouts ----
    def layout_dl_time_list(self, page, card, ctx, doc):
        """A definition list: ``<dt><time datetime=ISO>DATE</time></dt><dd>text</dd>`` (an attribution
        under some), or its text capture, the ruling indented under its date; search and sort around."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        page.fmt = "html" if r.random() < 0.7 else "text"
        lang, form = self._f10(page, ["en", "de", "fr", "it", "es", "pt", "ru", "ja", "ko", "zhs", "zht", "nl"], "dl dt time / dd")
        bar = [r.choice(["Search the card database…  🔍", "🔍 Search 27,000 cards", "Suche nach Karten…"]), "Sort: newest first ▾"]
        doc.block(("title", name), *[("chrome", x) for x in bar])
        cite = r.random() < 0.4
        items, lines = [], []
        for d, t in self._rulings(card):
            ds = render_date(d, form, lang)
            self._shown(page, ds)
            page.rulings.append((d.isoformat(), t))
            att = "<br><cite>— Wizards of the Coast</cite>" if cite else ""
            items.append(f"<dt><time datetime=\"{d.isoformat()}\">{html.escape(ds)}</time></dt><dd>{html.escape(t)}{att}</dd>")
            lines += [("date", ds), ("ruling", f"    {t}")] + ([("text", "    — Wizards of the Coast")] if cite else [])
        if page.fmt == "html":
            self._html_block(page, doc, "<dl class=\"rulings\">\n" + "\n".join(items) + "\n</dl>")
        else:
            doc.block(*lines)
        page.chrome += bar

    def layout_month_header_days(self, page, card, ctx, doc):
        """An archive: a month-and-year header over day-only entries ("19. — text")."""
        r = self.rng
        lang = r.choice(list(MONTH_HEADERS))
        page.date_forms.append(f"{lang}:month header, day entries")
        months, head, day = MONTH_HEADERS[lang]
        doc.block(("title", self._title_of(card, page.title_lang)))
        by: dict[tuple[int, int], list[tuple[dt.date, str]]] = {}
        for d, t in card.rulings:
            by.setdefault((d.year, d.month), []).append((d, t))
        keys = sorted(by, reverse=r.random() < 0.5)
        sep = r.choice([" — ", ": ", " · ", "  "])
        for y, mo in keys:
            h = head.format(m=months[mo - 1] if months else "", y=y, n=mo)
            if r.random() < 0.3:
                h += f" ({len(by[(y, mo)])})"
            lines = [("heading", h)]
            for d, t in sorted(by[(y, mo)]):
                dd = day.format(d=d.day)
                lines.append(("ruling", f"{dd}{sep}{t}"))
                page.rulings.append((d.isoformat(), t))
                self._shown(page, f"{dd}{sep}{t}")
            self._shown(page, h)
            doc.block(*lines)

    def layout_year_timeline(self, page, card, ctx, doc):
        """A timeline: a year header over "19 Jan — text" entries (no year in them), newest first."""
        r = self.rng
        lang = r.choice(list(_DAY_MONTH))
        page.date_forms.append(f"{lang}:year header, day-month entries")
        en_first = r.random() < 0.5
        doc.block(("title", self._title_of(card, page.title_lang)), ("heading", _TIMELINE_HEAD[lang]))
        start = len(doc.blocks)
        by: dict[int, list[tuple[dt.date, str]]] = {}
        for d, t in card.rulings:
            by.setdefault(d.year, []).append((d, t))
        sep = r.choice([" — ", " · ", " | "])
        items = []
        for y in sorted(by, reverse=True):
            lines = [("heading", str(y))]
            for d, t in sorted(by[y], key=lambda x: x[0], reverse=True):
                dm = f"{_EN_AB[d.month - 1]} {d.day}" if lang == "en" and en_first else _DAY_MONTH[lang](d)
                lines.append(("ruling", f"{dm}{sep}{t}"))
                items.append((y, dm, t))
                page.rulings.append((d.isoformat(), t))
                self._shown(page, dm)
            doc.block(*lines)
        if page.fmt == "html" and r.random() < 0.6:  # the timeline's own markup
            doc.blocks = doc.blocks[:start]
            out = ["<ol class=\"timeline\">"]
            for y in sorted(by, reverse=True):
                out.append(f"<li class=\"year\"><h3>{y}</h3><ul>")
                out += [f"<li><span class=\"when\">{html.escape(dm)}</span> <span class=\"what\">{html.escape(t)}</span></li>"
                        for yy, dm, t in items if yy == y]
                out.append("</ul></li>")
            out.append("</ol>")
            self._html_block(page, doc, "\n".join(out))
        self._shown(page, *[str(y) for y in by])

    def layout_numeric_legend(self, page, card, ctx, doc):
        """No title (the user passes --card): rulings with all-numeric dates whose order the page
        states in a column header or a legend line; a dated line of chrome in the same order."""
        r = self.rng
        order, sep, legend, lang = r.choice(_LEGENDS)
        page.date_forms.append(f"{lang}:numeric {order} legend")
        upd = dt.date(2026, r.randint(1, 11), r.randint(13, 28))
        updated = _UPDATED[lang].format(d=_numeric(upd, order, sep))
        page.chrome.append(updated)
        as_header = legend.startswith(("Date (", "Datum (", "Fecha (", "Data ("))
        rows = []
        for d, t in self._rulings(card):
            ds = _numeric(d, order, sep)
            rows.append(("row", f"{ds}\t{t}"))
            page.rulings.append((d.isoformat(), t))
            self._shown(page, ds)
        if as_header:
            doc.block(("chrome", f"{legend}\t{_RULING_WORD[lang]}"), *rows)
            page.chrome += [legend]
        else:
            doc.block(("chrome", legend))
            doc.block(*rows)
            page.chrome.append(legend)
        doc.block(("chrome", updated))
        self._shown(page, legend)

    def layout_wp_comments(self, page, card, ctx, doc):
        """A WordPress post: "Posted on DATE by AUTHOR", "DATE – text" rulings, then readers' comments
        dated in the same form with a time ("NAME says:", "DATE at 3:14 pm", text, "Reply")."""
        r = self.rng
        lang, form = self._f10(page, list(_WP), "inline DATE – text, dated comments after")
        says, at, reply, thoughts, leave, posted, head, texts = _WP[lang]
        name = self._title_of(card, page.title_lang)
        title = f"{name}: {head}" if r.random() < 0.5 else name
        author = r.choice(["Marta", "judge_tom", "Kees", "admin"])
        post_line = posted.format(d=render_date(dt.date(r.randint(2019, 2025), r.randint(1, 12), r.randint(1, 28)), form, lang), a=author)
        doc.block(("title", title), ("chrome", post_line))
        lines = [("heading", head)]
        for d, t in self._rulings(card):
            ds = render_date(d, form, lang)
            lines.append(("ruling", f"{ds} – {t}"))
            page.rulings.append((d.isoformat(), t))
            self._shown(page, f"{ds} – {t}")
        doc.block(*lines)
        share = self._pick(page.split, "share")
        doc.block(("chrome", share))
        n = r.randint(2, 4)
        th = thoughts.format(n=n, t=name)
        doc.block(("chrome", th))
        chrome = [post_line, share, th, reply, leave]
        for k in range(n):
            cd = dt.date(r.randint(2019, 2026), r.randint(1, 11), r.randint(1, 28))
            hh, mm = r.randint(0, 23), r.randint(0, 59)
            stamp = f"{render_date(cd, form, lang)} {at} {hh % 12 or 12}:{mm:02d} {'am' if hh < 12 else 'pm'}" if lang == "en" else \
                f"{render_date(cd, form, lang)} {at} {hh}:{mm:02d}"
            who = r.choice(["Pieter", "Anna K.", "sparkmage", "Lucía", "Mateus", "Giulia", "Jens"])
            text = texts[k % len(texts)]
            doc.block(("chrome", f"{who} {says}"), ("chrome", stamp), ("chrome", text), ("chrome", reply))
            chrome += [f"{who} {says}", stamp, text]
        doc.block(("chrome", leave))
        page.chrome += chrome

    def layout_marketplace_listing(self, page, card, ctx, doc):
        """An eBay-like listing: title, item specifics, "Ended: DATE", the seller's description quoting
        the rulings without dates, then buyers' dated feedback."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        title = f"MTG {name} - {card.set_name} - NM - x{r.randint(1, 4)}"
        ended_d = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        ended = f"Ended: {_EN_AB[ended_d.month - 1]} {ended_d.day:02d}, {ended_d.year} 14:02:11 PST"
        specs = ["Item specifics", "Condition: Near Mint or better", f"Set: {card.set_name}", "Language: English", "Finish: Regular",
                 f"Item number: {r.randint(10**11, 10**12 - 1)}"]
        shop = self._pick(page.split, "shop")
        doc.block(("title", title), ("chrome", ended), *[("chrome", x) for x in shop])
        doc.block(*[("chrome", x) for x in specs])
        intro = r.choice(["Item description from the seller", "Description"])
        lead = r.choice(["Official rulings (from Gatherer):", "Rulings:", "Good to know — the official rulings:"])
        lines = [("heading", intro), ("text", f"You are buying one copy of {card.name}, pulled from a fresh pack and sleeved right away."), ("heading", lead)]
        bullet = r.choice(["• ", "- ", "✔ "])
        for d, t in self._rulings(card):
            lines.append(("ruling", f"{bullet}{t}"))
            page.rulings.append((None, t))
        doc.block(*lines)
        fb = ["Seller feedback (12,408)", "99.8% positive feedback"]
        for _ in range(r.randint(2, 4)):
            fd = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
            who = f"{r.choice('abcdefgkmt')}***{r.choice('nrstxy')} ({r.randint(5, 3000)})"
            fb += [r.choice(["Fast shipping, card exactly as described. A+++", "Well packed, top loader and team bag. Thanks!",
                             "Great seller, would buy again."]), f"{who} · Verified purchase · {fd.day:02d} {_EN_AB[fd.month - 1]} {fd.year}"]
        doc.block(*[("chrome", x) for x in fb])
        page.chrome += [ended, *shop, *specs, intro, lead, f"You are buying one copy of {card.name}, pulled from a fresh pack and sleeved right away.", *fb]

    def layout_details_accordion(self, page, card, ctx, doc):
        """``<details><summary>Ruling of DATE</summary><p>text</p></details>`` items (or their text
        capture, "▸ Ruling of DATE" over the text), a site-help accordion after them."""
        r = self.rng
        lang, form = self._f10(page, list(_SUMMARY), "summary Ruling of DATE over the text")
        name = self._title_of(card, page.title_lang)
        ctl = r.choice(["Expand all · Collapse all", "＋ Expand all", "Show all answers"])
        doc.block(("title", name), ("chrome", ctl))
        help_head, q, a = _HELP[lang]
        arrow = r.choice(["▸ ", "▶ ", "+ ", ""])
        items, lines = [], []
        for d, t in self._rulings(card):
            s = _SUMMARY[lang].format(d=render_date(d, form, lang))
            self._shown(page, s)
            items.append(f"<details open><summary>{html.escape(s)}</summary><p>{html.escape(t)}</p></details>")
            lines += [("date", f"{arrow}{s}"), ("ruling", t)]
            page.rulings.append((d.isoformat(), t))
        if page.fmt == "html":
            self._html_block(page, doc, "<div class=\"accordion\">\n" + "\n".join(items) + "\n</div>")
            self._html_block(page, doc, f"<h2>{html.escape(help_head)}</h2><details><summary>{html.escape(q)}</summary><p>{html.escape(a)}</p></details>")
        else:
            doc.block(*lines)
            doc.block(("heading", help_head), ("chrome", f"{arrow}{q}"), ("chrome", a))
        page.chrome += [ctl, help_head, q, a]

    def layout_toml_export(self, page, card, ctx, doc):
        """A TOML file: comments with the export's own date, ``[card]``, then ``[[card.rulings]]``
        tables with a TOML date (bare or quoted) and a multi-line literal string."""
        r = self.rng
        made = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        head = [f"# mtg-notes export — generated {made.isoformat()}T10:12:00Z", "# format: mtg-notes/2 (https://example.org/mtg-notes)"]
        lines = head + ["", "[card]", f"name = {json.dumps(card.name, ensure_ascii=False)}", f"set = \"{card.set_code}\"", f"number = \"{card.number}\"", ""]
        quoted = r.random() < 0.4
        text_first = r.random() < 0.3
        page.date_forms.append(f"toml {'quoted' if quoted else 'bare'} date")
        for d, t in self._rulings(card):
            dl = f"date = \"{d.isoformat()}\"" if quoted else f"date = {d.isoformat()}"
            tl = f"text = '''{t}'''"
            lines += ["[[card.rulings]]", *([tl, dl] if text_first else [dl, tl]), "source = \"Wizards of the Coast\"", ""]
            page.rulings.append((d.isoformat(), t))
            self._shown(page, d.isoformat())
        self._raw10(page, doc, lines, head)

    def layout_xml_export(self, page, card, ctx, doc):
        """An XML export: the card's printed names and texts by language, then its rulings, the date an
        attribute or an element (ISO, compact or xs:dateTime), each text in CDATA."""
        r = self.rng
        made = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        style = r.choice(["attr iso", "attr compact", "element datetime"])
        page.date_forms.append(f"xml {style}")
        gen = f"<!-- Generated by cardexport 4.1 on {made.isoformat()} -->"
        lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", gen,
                 f"<card name=\"{html.escape(card.name)}\" set=\"{card.set_code}\" number=\"{html.escape(card.number)}\">"]
        langs = [l for l, f in card.foreign.items() if f.get("text") and l in _LANG_NAMES]
        if langs and r.random() < 0.8:
            lines.append("  <printings>")
            for l in langs:
                f = card.foreign[l]
                lines += [f"    <printing xml:lang=\"{_XML_LANG.get(l, l)}\">", f"      <name>{html.escape(f['name'], quote=False)}</name>",
                          f"      <text><![CDATA[{f['text']}]]></text>", "    </printing>"]
                page.translations.append((l, f["name"], f["text"]))
            lines.append("  </printings>")
        lines.append("  <rulings>")
        for d, t in self._rulings(card):
            if style == "attr iso":
                lines.append(f"    <ruling date=\"{d.isoformat()}\"><![CDATA[{t}]]></ruling>")
            elif style == "attr compact":
                lines.append(f"    <ruling date=\"{d:%Y%m%d}\" source=\"WotC\"><![CDATA[{t}]]></ruling>")
            else:
                lines += ["    <ruling>", f"      <date>{d.isoformat()}T00:00:00Z</date>", f"      <text><![CDATA[{t}]]></text>", "    </ruling>"]
            page.rulings.append((d.isoformat(), t))
        lines += ["  </rulings>", "</card>"]
        self._raw10(page, doc, lines, [gen])

    def layout_lang_tabs_card(self, page, card, ctx, doc):
        """A card page with a UI language picker, the printed names and texts under native language
        names ("Deutsch" then the name and the text), then "[DATE] text" rulings."""
        r = self.rng
        picker = "🌐 " + " · ".join(["English", "Deutsch", "Français", "Español", "Italiano", "Português", "日本語", "한국어", "Русский", "简体中文"])
        doc.block(("chrome", picker))
        doc.block(("title", self._title_of(card, page.title_lang)), ("text", (card.text or "").replace("\n", " ")))
        langs = [l for l, f in card.foreign.items() if f.get("text") and l in _LANG_NAMES]
        r.shuffle(langs)
        head = r.choice(["Printed in other languages", "Other languages", "Translations"])
        doc.block(("heading", head))
        for l in langs:
            f = card.foreign[l]
            if r.random() < 0.5:
                doc.block(("heading", _LANG_NAMES[l]), ("title", f["name"]), ("text", f["text"].replace("\n", " ")))
            else:
                doc.block(("heading", f"{_LANG_NAMES[l]} — {f['name']}"), ("text", f["text"].replace("\n", " ")))
            page.translations.append((l, f["name"], f["text"]))
        lang, form = self._f10(page, ["en", "de", "fr", "it", "es", "pt", "ru", "ja", "ko", "zhs"], "[DATE] text")
        lines = [("heading", "Rulings")]
        for d, t in self._rulings(card):
            ds = render_date(d, form, lang)
            lines.append(("ruling", f"[{ds}] {t}"))
            page.rulings.append((d.isoformat(), t))
            self._shown(page, f"[{ds}] {t}")
        doc.block(*lines)
        page.chrome += [picker, head]

    def layout_rst_source(self, page, card, ctx, doc):
        """A Sphinx reStructuredText source: the title underlined, field list, contents directive, a
        dated comment, rulings as a definition list (the date the term) or as block quotes with an
        "-- Wizards of the Coast, DATE" attribution."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        lang, form = self._f10(page, ["en"], "rst definition list / attribution")
        synced = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        comment = f".. Synced from Gatherer on {synced.isoformat()} by tools/sync_rulings.py -- do not edit by hand."
        slug = re.sub(r"[^a-z0-9]+", "-", card.name.lower()).strip("-")
        lines = [f".. _card-{slug}:", "", name, "=" * max(4, len(name) * (2 if not name.isascii() else 1)), "",
                 f":Set: {card.set_name} ({card.set_code})", f":Type: {card.type_line or ''}", "",
                 ".. contents:: On this page", "   :local:", "   :depth: 1", "", "Rulings", "-------", "", comment, ""]
        deflist = r.random() < 0.6
        for d, t in self._rulings(card):
            ds = render_date(d, form, lang)
            self._shown(page, ds)
            if deflist:
                lines += [ds, f"   {t}", ""]
            else:
                lines += [f"   {t}", "", f"   -- Wizards of the Coast, {ds}", ""]
            page.rulings.append((d.isoformat(), t))
        lines += [".. seealso:: :doc:`/rules/stack` and :doc:`/rules/timestamps`", ""]
        self._raw10(page, doc, lines, [comment, ".. contents:: On this page", ":local:", ":depth: 1",
                                       ".. seealso:: :doc:`/rules/stack` and :doc:`/rules/timestamps`"])

    def layout_bbcode_source(self, page, card, ctx, doc):
        """A forum post's BBCode source: each ruling in ``[quote="Wizards of the Coast"]`` with the date
        in ``[i]`` after it or ``[b]`` before, a signature, an "edited by … on DATE" line."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        lang, form = self._f10(page, ["en", "de", "fr", "es", "it", "pt", "nl"], "bbcode quote, date after or before")
        intro = "[i]Collected the official rulings for our store league. Corrections welcome![/i]"
        lines = [f"[size=150][b]{name}[/b][/size]", intro, ""]
        after = r.random() < 0.5
        for d, t in self._rulings(card):
            ds = render_date(d, form, lang)
            self._shown(page, ds)
            q = f"[quote=\"Wizards of the Coast\"]{t}[/quote]"
            lines += ([q, f"[size=85][i]{ds}[/i][/size]"] if after else [f"[b]{ds}[/b]", q]) + [""]
            page.rulings.append((d.isoformat(), t))
        ed = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        edited = f"[color=#808080]Last edited by judge_tom on {render_date(ed, form, lang)}, edited 1 time in total.[/color]"
        sig = "[hr][size=85]L1 judge · Trades: [url=https://example.org/binder]my binder[/url][/size]"
        lines += [edited, sig]
        self._raw10(page, doc, lines, [intro, edited, sig])

    def layout_auction_lot(self, page, card, ctx, doc):
        """An auction archive's lot: "Auction ended DATE", hammer price, a bid history dated in the
        same form as the rulings, the lot description with each ruling and "(ruled DATE)" after it."""
        r = self.rng
        lang = r.choice(list(_AUCTION))
        lot, ended, hammer, hist, desc, intro, ruled, cond, cond_text = _AUCTION[lang]
        form = {"en": "f10:dd mon y", "de": "dd.mm.y", "nl": "f10:nl d month y"}[lang]
        page.date_forms.append(f"{lang}:{form} (ruled DATE) after, dated bids")
        end_d = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        name = self._title_of(card, page.title_lang)
        head = [ended.format(d=render_date(end_d, form, lang)), hammer.format(p=r.randint(3, 60), b=r.randint(2, 14))]
        doc.block(("title", f"{lot.format(n=r.randint(100, 999))} — {name}"), *[("chrome", x) for x in head])
        bids = [hist]
        for k in range(r.randint(3, 5)):
            bids.append(f"{r.choice('abkmrt')}***{r.randint(1, 9)}   €{r.randint(3, 60)}.00   {render_date(end_d, form, lang)} 13:{59 - k * 3:02d}:{r.randint(10, 59)}")
        doc.block(*[("chrome", x) for x in bids])
        lines = [("heading", desc), ("text", intro)]
        for d, t in self._rulings(card):
            rd = ruled.format(d=render_date(d, form, lang))
            lines.append(("ruling", f"{t} {rd}"))
            page.rulings.append((d.isoformat(), t))
            self._shown(page, f"{t} {rd}")
        doc.block(*lines)
        doc.block(("heading", cond), ("chrome", cond_text))
        page.chrome += head + bids + [intro, cond, cond_text]

    def layout_regional_news(self, page, card, ctx, doc):
        """A gaming news page in a language no earlier part has: "Published DATE" (the same form as the
        rulings'), an intro, English rulings in a date-first table, a related-cards line."""
        r = self.rng
        lang = r.choice(REGIONAL_LANGS)
        lang, form = self._f10(page, [lang], "regional news table, date first")
        pub, dh, rh, intro, rel = _REGIONAL[lang]
        name = self._title_of(card, page.title_lang)
        pd = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        published = f"{pub}: {render_date(pd, form, lang)}"
        doc.block(("title", name), ("chrome", published), ("chrome", intro))
        rows = [("chrome", f"{dh}\t{rh}")]
        for d, t in self._rulings(card):
            ds = render_date(d, form, lang)
            rows.append(("row", f"{ds}\t{t}"))
            page.rulings.append((d.isoformat(), t))
            self._shown(page, ds)
        doc.block(*rows)
        related = f"{rel}: " + " · ".join(self._others(card, 3))
        doc.block(("chrome", related))
        page.chrome += [published, intro, dh, rh, related]

    FRESH10_LAYOUTS = {
        "dl-time-list": ("layout_dl_time_list", True), "month-header-days": ("layout_month_header_days", True),
        "year-timeline": ("layout_year_timeline", True), "numeric-legend": ("layout_numeric_legend", False),
        "wp-comments": ("layout_wp_comments", True), "marketplace-listing": ("layout_marketplace_listing", True),
        "details-accordion": ("layout_details_accordion", True), "toml-export": ("layout_toml_export", True),
        "xml-export": ("layout_xml_export", True), "lang-tabs-card": ("layout_lang_tabs_card", True),
        "rst-source": ("layout_rst_source", True), "bbcode-source": ("layout_bbcode_source", True),
        "auction-lot": ("layout_auction_lot", True), "regional-news": ("layout_regional_news", True),
    }
    FRESH5_LAYOUTS = {**Fresh9Generator.FRESH5_LAYOUTS, **FRESH10_LAYOUTS}  # (the base's lookup reads this name)

    def fresh_corpus(self, n: int, part: str = "fresh10") -> list[Page]:
        """The tuning part's layouts once, fresh-10's own twice, in turn."""
        layouts = list(self.LAYOUTS) + 2 * list(self.FRESH10_LAYOUTS)
        return [self.page(i, layouts[i % len(layouts)], part) for i in range(n)]


def fresh10_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-10 part's pages, drawn with their own generator (seed + 37019)."""
    return Fresh10Generator(cards, set_names, seed + 37019).fresh_corpus(n, "fresh10")


# --- self-test ---------------------------------------------------------------------------------------

def _visible(page: Page) -> list[str]:
    """The page's content as written, and (HTML) with its tags removed and entities decoded."""
    views = [fold(page.content)]
    if page.fmt == "html":
        views.append(fold(html.unescape(re.sub(r"<[^>]+>", "", page.content))))
    return views


def _any_form(d: dt.date, gen: Fresh10Generator) -> set[str]:
    langs = set(FRESH10_FORMS) | set(STORED_DATE_LANGS)
    out = {d.isoformat(), f"{d.month}/{d.day}/{d.year}"}
    for lang in langs:
        for form in set(gen._forms(lang, "fresh10")):
            out.add(render_date(d, form, lang))
    return out


def self_test(pages: list[Page], gen: Fresh10Generator) -> list[str]:
    """What is wrong with the answers: every ruling text, translation, chrome line and shown date is
    in the page as rendered; the dated rulings are the card's; 200 pages, at least 12 own layouts."""
    problems = []
    own = {p.layout for p in pages} & set(Fresh10Generator.FRESH10_LAYOUTS)
    if len(own) < 12:
        problems.append(f"only {len(own)} own layouts")
    by_name = {c.name: c for c in gen.cards}
    for p in pages:
        views = _visible(p)
        seen = lambda s: any(fold(s) in v for v in views)  # noqa: E731
        card = by_name[p.card]
        truth = {(d.isoformat(), t) for d, t in card.rulings}
        if not p.rulings:
            problems.append(f"{p.id} {p.layout}: no rulings")
        for d, t in p.rulings:
            if not seen(t):
                problems.append(f"{p.id} {p.layout}: ruling not in page: {t[:60]}")
            if d is not None and (d, t) not in truth:
                problems.append(f"{p.id} {p.layout}: not the card's ruling and date: {d} {t[:40]}")
            if d is not None and p.layout in Fresh10Generator.LAYOUTS and p.layout != "card-multilang":
                if not any(seen(x) for x in _any_form(dt.date.fromisoformat(d), gen)):
                    problems.append(f"{p.id} {p.layout}: no written date for {d}")
        for l, n, t in p.translations:
            if not seen(n) or (t and not seen(t)):
                problems.append(f"{p.id} {p.layout}: translation {l} not in page")
        for c in p.chrome:
            if not seen(c):
                problems.append(f"{p.id} {p.layout}: chrome not in page: {c[:60]}")
            if any(fold(c) in fold(t) for _, t in p.rulings):
                problems.append(f"{p.id} {p.layout}: chrome inside a ruling: {c[:60]}")
        for s in p.__dict__.get("shown", []):
            if not seen(s):
                problems.append(f"{p.id} {p.layout}: date not shown as written: {s[:60]}")
        if (p.card_arg is None) == (p.layout in ("numeric-legend", "untitled-date-first", "iso-publisher-after")):
            problems.append(f"{p.id} {p.layout}: card_arg {p.card_arg!r}")
    return problems


def main() -> int:
    import sys
    from pathlib import Path

    from page_corpus import load_cards

    sets = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "data/sample"
    bad = 0
    for seed in (7, 21):
        cards, set_names, _ = load_cards(sets, seed=seed)
        cards.sort(key=lambda c: c.name)
        gen = Fresh10Generator(cards, set_names, seed + 37019)
        pages = gen.fresh_corpus(200, "fresh10")
        again = fresh10_corpus(cards, set_names, seed, 200)
        same = [(p.content, p.rulings, p.translations, p.chrome) for p in pages] == [(p.content, p.rulings, p.translations, p.chrome) for p in again]
        problems = self_test(pages, gen)
        if len(pages) != 200:
            problems.append(f"{len(pages)} pages")
        if not same:
            problems.append("not deterministic for the seed")
        layouts = sorted({p.layout for p in pages})
        print(f"seed {seed}: {len(pages)} pages, {len(layouts)} layouts ({len(set(layouts) & set(Fresh10Generator.FRESH10_LAYOUTS))} own), "
              f"{sum(len(p.rulings) for p in pages)} rulings, {sum(len(p.translations) for p in pages)} translations, "
              f"{sum(len(p.chrome) for p in pages)} chrome lines, {sum(p.fmt == 'html' for p in pages)} HTML; {len(problems)} problems")
        for x in problems[:30]:
            print("  ", x)
        bad += len(problems)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
