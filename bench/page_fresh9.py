"""The fresh-9 held-out part of the page corpus (``bench/page_corpus.py``).

Written without reading the page parser (nor any code that reads pages), before any parser run on
it and without seeing which pages of any part fail, from kinds of captures no earlier part has:

- irc-log: irssi logs, "--- Log opened Fri Jan 19 13:58:02 2018" and "--- Day changed Fri Jan 19
  2018" lines dating the bot's "HH:MM < RulesBot> text" lines below them, a topic naming the card;
- twitch-chat: Chatterino logs, "# Start logging at …", "[20:11:16] RulesBot: @user NAME (DATE):
  text" replies to a "!ruling NAME" command, emotes and subs around;
- screen-reader: a screen reader's reading of the page (VoiceOver or NVDA wording: "banner region",
  "navigation region", "heading level 1, NAME", "list, 3 items", "time, DATE" before each ruling or
  the date after it, "end of list", "contentinfo region");
- mbox-qp: a raw mbox message, headers (the subject RFC 2047 encoded, Q or folded B words, when the
  card's name is not ASCII), the body quoted-printable
  (soft line breaks "=\\n", "=C3=A9" escapes), date lines before the rulings, a list footer;
- rtf-file: a WordPad RTF file, control words, "\\uN?" escapes for every non-ASCII character, the
  date bold or italic before each ruling, or "text\\tab DATE";
- anki-export: an Anki notes export ("#separator:tab", "#html:true"), front "<b>NAME</b><br><i>DATE</i>"
  and back the ruling (or the date after the ruling on the back), deck and tag columns;
- judge-exam: practice exam questions "Which statement about NAME is true?", four options "A) …"
  of which three are false rules-language sentences, "✔ Answer: B", "Ruling date: DATE";
- blog-platform: Medium ("Member-only story", "⏱ 6 min read · DATE", claps) or Substack
  ("Subscribe", "❤️ 14 · 💬 3 · ↻", "Discussion about this post") posts, the date on a line
  after each ruling ("— Ruling, DATE") or before it ("**DATE**" in the text capture);
- linkedin-post: "Name • 2nd", headline, "3y • Edited • 🌐", "🔹 text (DATE)" lines, hashtags,
  "…see more", reactions and "Like Comment Repost Send";
- tumblr-post: a blog name and "Follow", "from gatherer, DATE:", "ruled on DATE:" or "(DATE)" over
  each ruling, tags, "N notes", reblog and like;
- jupyter-dataframe: a notebook's cells, "In [3]: df[df["name"] == 'NAME'][["date", "text"]]", the
  pandas frame printed with right-justified columns and its index;
- semicolon-csv (names no card): a spreadsheet saved as CSV by a European Excel (byte-order mark,
  CRLF, ";" separators, quoted cells), a notes column whose cells run over several lines;
- epub-chapter: a book's chapter (chapter number and running head, prose paragraphs about the card),
  each ruling a paragraph ending in a superscript note mark, "Notes" at the end ("¹ Wizards of the
  Coast, ruling of DATE."), a page number;
- world-forum: a phpBB-style thread in Persian, Thai, Bengali, Hindi, Georgian, Armenian,
  Azerbaijani, Kazakh, Belarusian, Macedonian, Albanian, Malay, Swahili, Afrikaans, Irish or
  Esperanto: the post's own date in the same form as the rulings', each ruling under "PUBLISHER
  wrote (DATE):".

The tuning part's layouts appear too (once a cycle, fresh-9's own twice), with fresh-9's chrome and
date forms.

Chrome: consent from Google's "Before you continue", Yahoo's consent page, Crownpeak (Evidon),
Cookie Notice by Hu-manity, WebToffee's GDPR Cookie Consent, Moove, Securiti, Transcend, Ethyca
Fides, Truendo, Consentmo, Clickio and InMobi Choice, and notices in the world-forum's languages;
"You are offline" banners, app install sheets (Tumblr, LinkedIn), age gates, translation bars ("This
page was translated from English · Show original"), "⏱ N min read · DATE" badges, comment counts,
RSS buttons, related-article lists, "Was this page useful? 👍 Yes 👎 No", paid-upgrade prompts;
footers of Medium, Substack, LinkedIn, phpBB and a book's copyright line, Malay, Afrikaans,
Azerbaijani, Macedonian and Persian shop lines, ad slots in Persian, Thai and Malay.

Date forms: English "Fri 19 Jan 2018", "the 19th of January, 2018", "January 19 2018"; German
"Freitag, den 19. Januar 2018" and Austrian "19. Jänner 2018"; French "19 janvier 2018
(vendredi)"; Italian "venerdì, 19 gennaio 2018" and "19 gennaio '18"; Spanish "viernes 19 de enero de
2018" and "enero 19, 2018"; Portuguese "sex, 19 de janeiro de 2018"; Russian "«19» января 2018 г."
and "пятница, 19 января 2018"; Japanese eras in kanji numerals ("平成三十年一月十九日"), "2018年（平成30年）
1月19日", "2018年1月19日（金曜日）"; Korean "18년 1월 19일" and "2018.1.19(금)"; Simplified Chinese
"公元2018年1月19日" and "2018年1月19日（星期五）"; Traditional Chinese "中華民國107年1月19日" and "107/01/19"
(ROC years); the Persian (Jalali) calendar in Persian or Latin digits ("۲۹ دی ۱۳۹۶"); Thai in full
with the Buddhist era ("วันศุกร์ที่ 19 มกราคม พ.ศ. 2561"); Bengali digits; Hindi in Devanagari digits;
Georgian, Armenian, Azerbaijani, Kazakh, Belarusian, Macedonian, Albanian, Malay, Swahili, Afrikaans,
Irish and Esperanto; irssi's "Fri Jan 19 2018". Every date is a real calendar date; the new forms
leave no day/month order to guess (the numeric ones are year first or ROC years).

Each page's generator is seeded with the corpus seed + 33029, so the earlier parts draw exactly the
pages they drew before. Not run through the parser when written; ``bench/page_accuracy.py`` prints
this part's failures only with --show-fresh9, and whoever looks must move what they saw into tuning
and write a fresh-10.

First run, on main at ec170ef (page-10): 49.4% at seed 7 (83 pages refused, chrome 18) and 48.3% at
seed 21 (75 refused, chrome 65; the judge-exam layout's options leaked). Looked at while tuning
page-11 (its failures printed with --show-fresh9 and read): a tuning part now, like fresh-1 ..
fresh-8. page-11 was made to generalize (a reader of last resort, RTF and e-mail decoded by standard
libraries), not keyed to this part's wordings; the held-out measure is now fresh-10, which page-11's
author has not seen.
"""

from __future__ import annotations

import datetime as dt
import html
import quopri
from email.header import Header

from page_corpus import MONTHS, WEEKDAYS, CardData, Page, _Doc, _fill, date_forms, render_date
from page_fresh5 import _cn_number
from page_fresh7 import MONTHS7
from page_fresh8 import STORED_DATE_LANGS, Fresh8Generator

MONTHS9 = {
    "th": "มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน ตุลาคม พฤศจิกายน ธันวาคม".split(),
    "bn": "জানুয়ারি ফেব্রুয়ারি মার্চ এপ্রিল মে জুন জুলাই আগস্ট সেপ্টেম্বর অক্টোবর নভেম্বর ডিসেম্বর".split(),
    "ka": "იანვარი თებერვალი მარტი აპრილი მაისი ივნისი ივლისი აგვისტო სექტემბერი ოქტომბერი ნოემბერი დეკემბერი".split(),
    "hy": "հունվարի փետրվարի մարտի ապրիլի մայիսի հունիսի հուլիսի օգոստոսի սեպտեմբերի հոկտեմբերի նոյեմբերի դեկտեմբերի".split(),
    "az": "yanvar fevral mart aprel may iyun iyul avqust sentyabr oktyabr noyabr dekabr".split(),
    "kk": "қаңтар ақпан наурыз сәуір мамыр маусым шілде тамыз қыркүйек қазан қараша желтоқсан".split(),
    "be": "студзеня лютага сакавіка красавіка мая чэрвеня ліпеня жніўня верасня кастрычніка лістапада снежня".split(),
    "mk": "јануари февруари март април мај јуни јули август септември октомври ноември декември".split(),
    "sq": "janar shkurt mars prill maj qershor korrik gusht shtator tetor nëntor dhjetor".split(),
    "ms": "Januari Februari Mac April Mei Jun Julai Ogos September Oktober November Disember".split(),
    "sw": "Januari Februari Machi Aprili Mei Juni Julai Agosti Septemba Oktoba Novemba Desemba".split(),
    "af": "Januarie Februarie Maart April Mei Junie Julie Augustus September Oktober November Desember".split(),
    "ga": ["Eanáir", "Feabhra", "Márta", "Aibreán", "Bealtaine", "Meitheamh", "Iúil", "Lúnasa", "Meán Fómhair", "Deireadh Fómhair",
           "Samhain", "Nollaig"],
    "eo": "januaro februaro marto aprilo majo junio julio aŭgusto septembro oktobro novembro decembro".split(),
    "fa": "فروردین اردیبهشت خرداد تیر مرداد شهریور مهر آبان آذر دی بهمن اسفند".split(),
}
_TH_WD = "จันทร์ อังคาร พุธ พฤหัสบดี ศุกร์ เสาร์ อาทิตย์".split()
_BN_DIGITS = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")
_DEVA_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")
_FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
_PT_WD_SHORT = "seg ter qua qui sex sáb dom".split()

#: the date forms of fresh-9, by language
FRESH9_FORMS = {
    "en": ["f9:wd d mon y", "f9:the dth of month, y", "f9:month d y"],
    "de": ["f9:wd, den d. monat y", "f9:d. jänner y"], "fr": ["f9:d mois y (wd)"], "it": ["f9:wd, d mese y", "f9:d mese 'yy"],
    "es": ["f9:wd d de mes de y", "f9:mes d, y"], "pt": ["f9:wd, d de mês de y"], "ru": ["f9:«d» месяца y г.", "f9:wd, d месяца y"],
    "ja": ["f9:era kanji", "f9:y年（era）m月d日", "f9:y年m月d日（wd曜日）"], "ko": ["f9:yy년 m월 d일", "f9:y.m.d(wd)"],
    "zhs": ["f9:公元", "f9:y年m月d日（星期wd）"], "zht": ["f9:中華民國", "f9:roc numeric"],
    "fa": ["f9:jalali", "f9:jalali latin"], "th": ["f9:th"], "bn": ["f9:bn"], "hi": ["f9:hi deva"], "ka": ["f9:ka"], "hy": ["f9:hy"],
    "az": ["f9:az"], "kk": ["f9:kk"], "be": ["f9:be"], "mk": ["f9:mk"], "sq": ["f9:sq"], "ms": ["f9:ms"], "sw": ["f9:sw"],
    "af": ["f9:af"], "ga": ["f9:ga"], "eo": ["f9:eo"],
}
WORLD_LANGS = ["fa", "th", "bn", "hi", "ka", "hy", "az", "kk", "be", "mk", "sq", "ms", "sw", "af", "ga", "eo"]


def gregorian_to_jalali(d: dt.date) -> tuple[int, int, int]:
    """The Persian (Jalali, solar hijri) date of ``d``: (year, month, day)."""
    g_d_m = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    gy2 = d.year + 1 if d.month > 2 else d.year
    days = 355666 + 365 * d.year + (gy2 + 3) // 4 - (gy2 + 99) // 100 + (gy2 + 399) // 400 + d.day + g_d_m[d.month - 1]
    jy = -1595 + 33 * (days // 12053)
    days %= 12053
    jy += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        jy += (days - 1) // 365
        days = (days - 1) % 365
    if days < 186:
        return jy, 1 + days // 31, 1 + days % 31
    return jy, 7 + (days - 186) // 30, 1 + (days - 186) % 30


def _era(d: dt.date) -> tuple[str, int]:
    if d >= dt.date(2019, 5, 1):
        return "令和", d.year - 2018
    if d >= dt.date(1989, 1, 8):
        return "平成", d.year - 1988
    return "昭和", d.year - 1925


def _th(day: int) -> str:
    return f"{day}{'th' if 10 <= day % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"


def render_fresh9_date(d: dt.date, form: str, lang: str) -> str:
    """The fresh-9 part's date forms (``FRESH9_FORMS``)."""
    en = MONTHS["en"][d.month - 1]
    month = MONTHS.get(lang, MONTHS["en"])[d.month - 1]
    wd = WEEKDAYS.get(lang, WEEKDAYS["en"])[d.weekday()]
    m9 = MONTHS9.get(lang)
    if form == "f9:wd d mon y":
        return f"{WEEKDAYS['en'][d.weekday()][:3]} {d.day} {en[:3]} {d.year}"
    if form == "f9:the dth of month, y":
        return f"the {_th(d.day)} of {en}, {d.year}"
    if form == "f9:month d y":
        return f"{en} {d.day} {d.year}"
    if form == "f9:wd, den d. monat y":
        return f"{wd}, den {d.day}. {month} {d.year}"
    if form == "f9:d. jänner y":
        return f"{d.day}. {'Jänner' if d.month == 1 else month} {d.year}"
    if form == "f9:d mois y (wd)":
        return f"{'1er' if d.day == 1 else d.day} {month} {d.year} ({wd})"
    if form == "f9:wd, d mese y":
        return f"{wd}, {d.day} {month} {d.year}"
    if form == "f9:d mese 'yy":
        return f"{d.day} {month} '{d.year % 100:02d}"
    if form == "f9:wd d de mes de y":
        return f"{wd} {d.day} de {month} de {d.year}"
    if form == "f9:mes d, y":
        return f"{month} {d.day}, {d.year}"
    if form == "f9:wd, d de mês de y":
        return f"{_PT_WD_SHORT[d.weekday()]}, {d.day} de {month} de {d.year}"
    if form == "f9:«d» месяца y г.":
        return f"«{d.day}» {month} {d.year} г."
    if form == "f9:wd, d месяца y":
        return f"{wd}, {d.day} {month} {d.year}"
    if form == "f9:era kanji":
        era, year = _era(d)
        return f"{era}{'元' if year == 1 else _cn_number(year)}年{_cn_number(d.month)}月{_cn_number(d.day)}日"
    if form == "f9:y年（era）m月d日":
        era, year = _era(d)
        return f"{d.year}年（{era}{'元' if year == 1 else year}年）{d.month}月{d.day}日"
    if form == "f9:y年m月d日（wd曜日）":
        return f"{d.year}年{d.month}月{d.day}日（{wd}曜日）"
    if form == "f9:yy년 m월 d일":
        return f"{d.year % 100:02d}년 {d.month}월 {d.day}일"
    if form == "f9:y.m.d(wd)":
        return f"{d.year}.{d.month}.{d.day}({wd})"
    if form == "f9:公元":
        return f"公元{d.year}年{d.month}月{d.day}日"
    if form == "f9:y年m月d日（星期wd）":
        return f"{d.year}年{d.month}月{d.day}日（星期{wd}）"
    if form == "f9:中華民國":
        return f"中華民國{d.year - 1911}年{d.month}月{d.day}日"
    if form == "f9:roc numeric":
        return f"{d.year - 1911}/{d.month:02d}/{d.day:02d}"
    if form in ("f9:jalali", "f9:jalali latin"):
        jy, jm, jd = gregorian_to_jalali(d)
        text = f"{jd} {MONTHS9['fa'][jm - 1]} {jy}"
        return text.translate(_FA_DIGITS) if form == "f9:jalali" else text
    if form == "f9:th":
        return f"วัน{_TH_WD[d.weekday()]}ที่ {d.day} {m9[d.month - 1]} พ.ศ. {d.year + 543}"
    if form == "f9:bn":
        return f"{d.day} {m9[d.month - 1]} {d.year}".translate(_BN_DIGITS)
    if form == "f9:hi deva":
        return f"{d.day} {MONTHS7['hi'][d.month - 1]} {d.year}".translate(_DEVA_DIGITS)
    if form == "f9:ka":
        return f"{d.day} {m9[d.month - 1]}, {d.year}"
    if form == "f9:hy":
        return f"{d.day} {m9[d.month - 1]} {d.year} թ."
    if form == "f9:kk":
        return f"{d.year} жылғы {d.day} {m9[d.month - 1]}"
    if form == "f9:be":
        return f"{d.day} {m9[d.month - 1]} {d.year} г."
    if form == "f9:eo":
        return f"la {d.day}-an de {m9[d.month - 1]} {d.year}"
    if form in ("f9:az", "f9:mk", "f9:sq", "f9:ms", "f9:sw", "f9:af", "f9:ga"):
        return f"{d.day} {m9[d.month - 1]} {d.year}"
    raise ValueError(form)


# --- chrome ------------------------------------------------------------------------------------

FRESH9_CONSENT = {
    "google": [["Before you continue to YouTube", "We use cookies and data to deliver and maintain Google services, track outages and protect against spam, fraud and abuse.",
                "If you choose to 'Accept all', we will also use cookies and data to develop and improve new services.", "Reject all", "Accept all", "More options"]],
    "yahoo": [["Yahoo is part of the Yahoo family of brands.", "When you use our sites and apps, we use cookies to provide our sites and apps to you, authenticate users, apply security measures, and prevent spam and abuse.",
               "Accept all", "Reject all", "Manage privacy settings"]],
    "crownpeak": [["Evidon Privacy Consent", "This site uses cookies and related technologies for site operation, analytics and third party advertising purposes.",
                   "Strictly Necessary\x00Always allowed: these enable the site to load and keep you logged in.", "Powered by Crownpeak", "Accept All", "Decline"]],
    "hu-manity": [["We use cookies to ensure that we give you the best experience on our website. If you continue to use this site we will assume that you are happy with it.",
                   "Ok", "No", "Privacy policy", "Cookie Notice by Hu-manity.co"]],
    "webtoffee": [["We value your privacy", "We use cookies to enhance your browsing experience, serve personalized ads or content, and analyze our traffic. By clicking \"Accept All\", you consent to our use of cookies.",
                   "Customize", "Reject All", "Accept All", "Powered by WebToffee GDPR Cookie Consent"]],
    "moove": [["This website uses cookies so that we can provide you with the best user experience possible. Cookie information is stored in your browser.",
               "Strictly Necessary Cookies\x00should be enabled at all times so that we can save your preferences for cookie settings.", "Enable All", "Save Changes",
               "Powered by GDPR Cookie Compliance"]],
    "securiti": [["Privacy Preferences", "We, and our third-party partners, use cookies and similar technologies on our website to collect data about your browsing behaviour.",
                  "Performance Cookies\x00Let us count visits so we can improve the site.", "Accept All", "Reject All", "Powered by Securiti.ai"]],
    "transcend": [["Your privacy, your choice", "Select which categories of data you allow us to collect.", "Functional", "Analytics", "Advertising",
                   "Confirm selection", "Powered by Transcend"]],
    "fides": [["Manage your consent preferences", "We use cookies and similar methods to recognize visitors and remember their preferences.",
               "Opt in to all", "Opt out of all", "Manage preferences", "Powered by Ethyca Fides"]],
    "truendo": [["Privacy Panel", "This website uses TRUENDO to manage cookies and personal data.", "Accept all", "Decline all", "Powered by TRUENDO"]],
    "consentmo": [["This website uses cookies to ensure you get the best experience on our store.", "Preferences", "Decline", "Accept", "Consentmo GDPR Compliance"]],
    "clickio": [["We and our partners use cookies to give you the best experience", "Clickio Consent Tool", "Agree and proceed", "Customize options"]],
    "inmobi": [["We value your privacy", "We and our partners store and/or access information on a device, such as cookies, and process personal data, such as unique identifiers and standard information sent by a device.",
                "MORE OPTIONS", "AGREE", "InMobi Choice"]],
    "local9": [["این وب‌سایت از کوکی‌ها برای بهبود تجربه شما استفاده می‌کند.", "می‌پذیرم", "اطلاعات بیشتر"],
               ["เว็บไซต์นี้ใช้คุกกี้เพื่อมอบประสบการณ์ที่ดีที่สุดแก่คุณ", "ยอมรับทั้งหมด", "ตั้งค่าคุกกี้"],
               ["এই ওয়েবসাইট কুকি ব্যবহার করে।", "সম্মত", "আরও জানুন"],
               ["ეს ვებგვერდი იყენებს ქუქი-ფაილებს.", "ვეთანხმები", "დეტალურად"],
               ["Laman web ini menggunakan kuki untuk pengalaman yang lebih baik.", "Terima", "Tetapan kuki"],
               ["Hierdie webwerf gebruik koekies.", "Aanvaar", "Meer inligting"],
               ["Гэты сайт выкарыстоўвае файлы cookie.", "Прыняць", "Падрабязней"]],
}
FRESH9_NEWSLETTER = [
    ["You are offline.", "Some content may be out of date. Retry"],
    ["Tumblr works better in the app", "Use the app ↗", "Continue in browser ›"],
    ["Are you 18 or older?", "This blog may contain mature content.", "Yes, I'm 18+", "No, take me back"],
    ["This page was translated from English", "Show original · Always translate English · Never translate this site"],
    ["Get more from the Rules Digest", "Upgrade to paid for the full archive and the weekly judge Q&A.", "Upgrade to paid", "Maybe later"],
    ["Read more stories from Medium", "Sign up to discover human stories that deepen your understanding of the world.", "Sign up for free"],
    ["Get the LinkedIn app", "Stay connected with the people you know.", "Open the app"],
    ["RSS feed", "Subscribe via RSS · Follow by email"],
]
FRESH9_BREADCRUMBS = ["Notebooks ▸ mtg ▸ rulings.ipynb", "صفحه اصلی › کارت‌ها › {card}", "หน้าหลัก » ฟอรัม » {card}", "Laman Utama › Kad › {card}",
                      "მთავარი / ბარათები / {card}", "Index › Forum › Rules › {card}", "Library › Chapters › {card}"]
FRESH9_ACCOUNT = ["Sign in · Get started", "Sign in  Join now", "Log in  Sign up  ⋯", "ورود | ثبت‌نام", "เข้าสู่ระบบ · ลงทะเบียน",
                  "Log masuk · Daftar", "Profile · Settings · Log out"]
FRESH9_NAV = ["Home  Stories  Library  Stats", "Home  My Network  Jobs  Messaging  Notifications", "Dashboard  Explore  Live  Inbox",
              "File  Edit  View  Insert  Cell  Kernel  Help", "FAQ · Members · Search · Board index", "Contents · Index · Glossary",
              "Browse · Channels · Following"]
FRESH9_SHOP = [["Qiymət: 0,50 ₼", "Anbarda var", "Səbətə at"], ["Цена: 25 ден.", "На залиха", "Додади во кошничка"],
               ["Harga: RM 1.50", "Ada stok", "Tambah ke troli"], ["Prys: R8,00", "In voorraad", "Voeg by mandjie"],
               ["قیمت: ۵۰٬۰۰۰ تومان", "موجود", "افزودن به سبد خرید"], ["Kindle $4.99", "Paperback $14.99", "Buy now with 1-Click"]]
FRESH9_FOOTER = [
    ["Help  Status  About  Careers  Press  Blog  Privacy  Terms  Text to speech  Teams"],
    ["© 2026 {store} · Privacy ∙ Terms ∙ Collection notice", "Start Writing  Get the app", "Substack is the home for great culture"],
    ["LinkedIn © 2026", "About  Accessibility  User Agreement  Privacy Policy  Cookie Policy  Copyright Policy  Brand Policy  Guest Controls"],
    ["Powered by phpBB® Forum Software © phpBB Limited", "Privacy | Terms", "All times are UTC+03:30"],
    ["Copyright © 2026 {store}. Hak cipta terpelihara."],
    ["Kopiereg © 2026 {store}. Alle regte voorbehou."],
    ["© 2026 {store} · ISBN 978-1-23456-789-7 · All rights reserved. No part of this book may be reproduced without permission."],
]
FRESH9_STORES = ["Kartu Sakti Enterprise", "Sehrli Kartlar MMC", "Магиска Книга", "Die Towerwinkel", "کارت جادو", "Lorekeeper Press", "Rules Digest"]
FRESH9_DATED_CHROME = ["Last synced {date}", "Exported {date}", "آخرین به‌روزرسانی: {date}", "อัปเดตล่าสุด: {date}", "Dikemas kini pada {date}",
                       "ბოლო განახლება: {date}", "Translated on {date}"]
FRESH9_SEPARATORS_DP = [" ⁃ ", " ⦙ ", " ⊹ ", " ⟩ "]
FRESH9_ADS = [["تبلیغات"], ["โฆษณา · ปิด"], ["Iklan · Tutup"], ["Promoted · Why am I seeing this?"], ["Sponsored story", "Try Premium free for 1 month"],
              ["Reklam · Hide"]]
FRESH9_SHARE = ["↗ Share · 🔖 Save · ⋯ More", "Copy link · Email · X · Facebook", "Was this page useful? 👍 Yes  👎 No", "💬 12 comments",
                "Related articles"]


def fresh9_pools() -> dict:
    """The fresh-9 part's chrome, every variant (none is shared with the other parts)."""
    pools = {f"consent:{k}": v for k, v in FRESH9_CONSENT.items()}
    pools.update(newsletter=FRESH9_NEWSLETTER, breadcrumbs=FRESH9_BREADCRUMBS, account=FRESH9_ACCOUNT, nav=FRESH9_NAV,
                 shop=FRESH9_SHOP, footer=FRESH9_FOOTER, stores=FRESH9_STORES, dated=FRESH9_DATED_CHROME,
                 separators=FRESH9_SEPARATORS_DP, ads=FRESH9_ADS, share=FRESH9_SHARE)
    return pools


#: false statements in rules language a practice exam offers beside the right answer ({card} filled in)
DISTRACTORS = [
    "{card}'s ability can be activated only during your main phase.",
    "If {card} leaves the battlefield, its effect ends immediately.",
    "{card} can't be the target of spells or abilities your opponents control.",
    "Copies of {card} created by a token-making effect don't have its abilities.",
    "You may pay {card}'s costs in any order after it resolves.",
    "{card}'s triggered ability uses the stack only if you control another creature.",
    "Damage dealt by {card} can't be prevented.",
    "If the target becomes illegal, {card} still resolves and does everything it can.",
]

#: "PUBLISHER wrote" in the world-forum's languages
_WROTE = {"fa": "نوشت", "th": "เขียน", "bn": "লিখেছেন", "hi": "ने लिखा", "ka": "დაწერა", "hy": "գրել է", "az": "yazdı", "kk": "жазды",
          "be": "напісаў", "mk": "напиша", "sq": "shkroi", "ms": "menulis", "sw": "aliandika", "af": "het geskryf", "ga": "a scríobh", "eo": "skribis"}
_POST_BY = {"fa": "ارسال توسط", "th": "โพสต์โดย", "bn": "পোস্ট করেছেন", "hi": "द्वारा पोस्ट", "ka": "ავტორი", "hy": "Հեղինակ", "az": "Göndərən",
            "kk": "Жариялаған", "be": "Аўтар", "mk": "Објавено од", "sq": "Postuar nga", "ms": "Dihantar oleh", "sw": "Imetumwa na",
            "af": "Geplaas deur", "ga": "Postáilte ag", "eo": "Afiŝita de"}
_RULINGS_HEAD = {"fa": "احکام رسمی", "th": "คำตัดสินอย่างเป็นทางการ", "bn": "অফিসিয়াল রুলিং", "hi": "आधिकारिक नियम", "ka": "ოფიციალური განმარტებები",
                 "hy": "Պաշտոնական պարզաբանումներ", "az": "Rəsmi qərarlar", "kk": "Ресми түсіндірмелер", "be": "Афіцыйныя тлумачэнні",
                 "mk": "Официјални појаснувања", "sq": "Vendimet zyrtare", "ms": "Keputusan rasmi", "sw": "Maamuzi rasmi", "af": "Amptelike beslissings",
                 "ga": "Rialuithe oifigiúla", "eo": "Oficialaj decidoj"}


def _rtf_escape(s: str) -> str:
    out = []
    for ch in s:
        if ch in "\\{}":
            out.append("\\" + ch)
        elif ord(ch) < 128:
            out.append(ch)
        else:
            for unit in (ch.encode("utf-16-le")[k:k + 2] for k in range(0, len(ch.encode("utf-16-le")), 2)):
                n = int.from_bytes(unit, "little")
                out.append(f"\\u{n - 65536 if n > 32767 else n}?")
    return "".join(out)


class Fresh9Generator(Fresh8Generator):
    """The generator of the fresh-9 part: the tuning part's layouts with fresh-9's chrome and dates,
    and fresh-9's own layouts twice as often."""

    BOTTOM_LANGS = ["en", "fa", "th", "ka", "ms", "ja"]
    RAW = ("irc-log", "twitch-chat", "screen-reader", "mbox-qp", "rtf-file", "anki-export", "jupyter-dataframe", "semicolon-csv")

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        super().__init__(cards, set_names, seed)
        self.pools["fresh9"] = fresh9_pools()

    def _forms(self, lang: str, part: str) -> list[str]:
        own = FRESH9_FORMS.get(lang, []) * 3
        return own + (date_forms(lang) if lang in STORED_DATE_LANGS else [])

    def _f9(self, page: Page, langs: list[str], tag: str) -> tuple[str, str]:
        return self._f5_date(page, langs, tag)

    def page(self, i: int, layout: str, split: str) -> Page:
        page = super().page(i, layout, split)
        page.id = f"s{i:03d}"
        return page

    def _raw(self, page: Page, doc: _Doc, lines: list[str]) -> None:
        """The page is this text and nothing else (a file, a log, a transcript: no site around it)."""
        page.fmt = "text"
        doc.blocks = [[("raw", x) for x in lines]]

    # ---- layouts ----
    def layout_irc_log(self, page, card, ctx, doc):
        """An irssi log: "--- Log opened DATE", a topic naming the card, "!rulings NAME", the bot's
        rulings a line each, "--- Day changed Fri Jan 19 2018" before each later day."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        by: dict[dt.date, list[str]] = {}
        for d, t in card.rulings:
            by.setdefault(d, []).append(t)
        days = sorted(by)
        page.date_forms.append("irssi log opened / day changed")
        ctime = lambda d: f"{WEEKDAYS['en'][d.weekday()][:3]} {MONTHS['en'][d.month - 1][:3]} {d.day:2d}"  # noqa: E731
        who = r.choice(["tomek", "sanne", "grixis_gal", "nick_l1"])
        opened = f"--- Log opened {ctime(days[0])} 13:58:02 {days[0].year}"
        topic = f"13:58 -!- Topic for #mtg-rules: rulings for {name} today | be nice"
        lines = [opened, "13:58 -!- RulesBot [~bot@rules.example.org] has joined #mtg-rules", topic, f"14:02 < {who}> !rulings {name}"]
        chrome = [opened, "has joined #mtg-rules", "Topic for #mtg-rules", f"< {who}> !rulings"]
        for k, d in enumerate(days):
            if k:
                lines.append(f"--- Day changed {ctime(d)} {d.year}")
            minute = 14 * 60 + r.randint(3, 20)
            for t in by[d]:
                lines.append(f"{minute // 60:02d}:{minute % 60:02d} < RulesBot> {t}")
                page.rulings.append((d.isoformat(), t))
                minute += r.randint(1, 9)
        end = days[-1] + dt.timedelta(days=1)
        tail = [f"23:59 < {who}> thanks bot", f"--- Log closed {ctime(end)} 00:12:40 {end.year}"]
        lines += tail
        page.chrome += chrome + tail
        self._raw(page, doc, lines)

    def layout_twitch_chat(self, page, card, ctx, doc):
        """A Chatterino log of a stream's chat: "# Start logging at …", a viewer's "!ruling NAME" and
        the bot's replies "@viewer NAME (DATE): text", emotes and a sub notice around."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        lang, form = self._f9(page, ["en", "de", "fr", "es", "pt", "ja", "ko"], "twitch bot NAME (DATE): text")
        started = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        viewer = r.choice(["xX_Tolarian_Xx", "manaflooded", "goblin_enjoyer", "kappa_kid"])
        head = f"# Start logging at {started.isoformat()} 20:11:09 Central European Standard Time"
        lines = [head, f"[20:11:12] {r.choice(['nightbot', 'StreamElements'])}: Welcome to the stream! Type !commands for the list",
                 f"[20:11:15] {viewer}: !ruling {name}"]
        sec = 16
        for d, t in self._rulings(card):
            lines.append(f"[20:11:{sec:02d}] RulesBot: @{viewer} {name} ({render_date(d, form, lang)}): {t}")
            page.rulings.append((d.isoformat(), t))
            sec = min(59, sec + r.randint(1, 4))
        tail = [f"[20:12:02] {viewer}: PogChamp thanks", f"[20:12:09] {r.choice(['lurker42', 'mtg_mom'])} subscribed with Prime. They've subscribed for 7 months!",
                "[20:12:11] modbot: Please keep chat in English KEKW"]
        lines += tail
        page.chrome += [head, "Welcome to the stream! Type !commands for the list", *[x.split("] ", 1)[1] for x in tail]]
        self._raw(page, doc, lines)

    def layout_screen_reader(self, page, card, ctx, doc):
        """What a screen reader reads out (VoiceOver or NVDA wording): landmark regions, links, the
        heading "heading level 1, NAME", a list of rulings with "time, DATE" before each or the date
        after it, the footer's contentinfo region."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        nvda = r.random() < 0.5
        lang, form = self._f9(page, ["en", "de", "fr", "it", "es", "pt", "ru", "ja", "ko", "zhs", "zht"], "screen reader landmarks")
        rulings = self._rulings(card)
        if nvda:
            start = ["banner landmark", "link  Skip to main content", "navigation landmark  Main", "list  with 4 items", "link  Home", "link  Cards",
                     "link  Sets", "link  Rules", "out of list", "main landmark", f"heading  level 1  {name}", "heading  level 2  Rulings",
                     f"list  with {len(rulings)} item{chr(115) if len(rulings) != 1 else chr(32)}".rstrip()]
            end_list, foot = ["out of list", "out of main landmark"], ["content info landmark", f"© 2026 {ctx['store']}", "link  Privacy", "out of content info landmark"]
        else:
            start = ["banner region", "link, Skip to main content", "navigation region, Main", "list, 4 items", "link, Home", "link, Cards",
                     "link, Sets", "link, Rules", "end of list", "main region", f"heading level 1, {name}", "heading level 2, Rulings",
                     f"list, {len(rulings)} item{chr(115) if len(rulings) != 1 else chr(32)}".rstrip()]
            end_list, foot = ["end of list", "end of main region"], ["contentinfo region", f"© 2026 {ctx['store']}", "link, Privacy", "end of contentinfo region"]
        before = r.random() < 0.5
        lines = list(start)
        for d, t in rulings:
            ds = render_date(d, form, lang)
            lines += ([f"time{'  ' if nvda else ', '}{ds}", t] if before else [t, f"time{'  ' if nvda else ', '}{ds}"])
            page.rulings.append((d.isoformat(), t))
        lines += end_list + foot
        page.chrome += [x for x in start if name not in x] + end_list + foot
        self._raw(page, doc, lines)

    def layout_mbox_qp(self, page, card, ctx, doc):
        """A raw mbox message: the "From " line, headers (the subject RFC 2047 encoded when it is not
        ASCII), the body quoted-printable: the card's name, then each date line over its ruling, a
        list footer."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        lang, form = self._f9(page, ["en", "de", "fr", "it", "es", "pt", "ru", "ja", "zhs"], "quoted-printable body, date line before")
        sent = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        subject = f"Rulings for {name}"
        if not subject.isascii() and r.random() < 0.5:  # a short Q-encoded word, or the B-encoded words a mail library folds
            subject = "=?UTF-8?Q?" + "".join(c if c.isalnum() and c.isascii() else "".join(f"={b:02X}" for b in c.encode()) for c in subject) + "?="
        elif not subject.isascii():
            subject = Header(subject, "utf-8", header_name="Subject").encode()
        wd = WEEKDAYS["en"][sent.weekday()][:3]
        mon = MONTHS["en"][sent.month - 1][:3]
        headers = [f"From digest@rules.example.org {wd} {mon} {sent.day:2d} 09:12:44 {sent.year}",
                   f"Return-Path: <digest@rules.example.org>", f"From: Rules Digest <digest@rules.example.org>", "To: judges@lists.example.org",
                   f"Subject: {subject}", f"Date: {wd}, {sent.day:02d} {mon} {sent.year} 09:12:44 +0100",
                   f"Message-ID: <{r.getrandbits(40):010x}@rules.example.org>", "MIME-Version: 1.0",
                   "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: quoted-printable", "List-Id: Judges <judges.lists.example.org>"]
        body = [f"Rulings for {name}:", ""]
        for d, t in self._rulings(card):
            body += [render_date(d, form, lang), t, ""]
            page.rulings.append((d.isoformat(), t))
        foot = ["-- ", "Rules Digest mailing list", "To unsubscribe send an email to judges-leave@lists.example.org"]
        encoded = quopri.encodestring("\n".join(body + foot).encode("utf-8")).decode("ascii")
        page.chrome += headers[:1] + headers[2:4] + headers[5:] + ["Rules Digest mailing list", "To unsubscribe send an email to judges-leave@lists.example.org"]
        self._raw(page, doc, headers + [""] + encoded.split("\n") + [""])

    def layout_rtf_file(self, page, card, ctx, doc):
        """A WordPad RTF file: the header and font table, the card's name bold, "Rulings", then each
        ruling with its date bold (or italic) on the line before, or "text\\tab DATE"; every
        non-ASCII character a \\uN? escape."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        lang, form = self._f9(page, ["en", "de", "fr", "it", "es", "pt", "ru", "ja", "zhs", "ko"], "rtf, date bold before or tab after")
        lines = ["{\\rtf1\\ansi\\ansicpg1252\\deff0\\nouicompat\\deflang1033{\\fonttbl{\\f0\\fnil\\fcharset0 Calibri;}}",
                 "{\\*\\generator Riched20 10.0.19041}\\viewkind4\\uc1 ",
                 f"\\pard\\sa200\\sl276\\slmult1\\b\\f0\\fs28 {_rtf_escape(name)}\\b0\\fs22\\par",
                 "\\b Rulings\\b0\\par"]
        style = r.choice(["bold", "italic", "tab"])
        page.date_forms.append(f"rtf {style}")
        for d, t in self._rulings(card):
            ds, te = _rtf_escape(render_date(d, form, lang)), _rtf_escape(t)
            if style == "bold":
                lines += [f"\\b {ds}\\b0\\par", f"{te}\\par"]
            elif style == "italic":
                lines += [f"\\i {ds}\\i0\\par", f"{te}\\par"]
            else:
                lines.append(f"{te}\\tab {ds}\\par")
            page.rulings.append((d.isoformat(), t))
        lines += ["\\par", "}"]
        page.chrome += ["Riched20 10.0.19041", "Calibri;"]
        self._raw(page, doc, lines)

    def layout_anki_export(self, page, card, ctx, doc):
        """An Anki "Notes in plain text" export: "#separator:tab", "#html:true", deck and tag columns;
        each note's front the card's name and the date, its back the ruling (or the back the ruling
        with the date after it, the front the name only)."""
        r = self.rng
        name = html.escape(self._title_of(card, page.title_lang), quote=False)
        lang, form = self._f9(page, ["en", "de", "fr", "es", "pt", "ja", "ko", "zht", "ru"], "anki front date / back date after")
        front_date = r.random() < 0.5
        head = ["#separator:tab", "#html:true", "#notetype column:1", "#deck column:2", "#tags column:5"]
        lines = list(head)

        def field(s: str) -> str:
            return f'"{s.replace(chr(34), chr(34) * 2)}"' if '"' in s else s

        for d, t in self._rulings(card):
            ds = html.escape(render_date(d, form, lang), quote=False)
            if front_date:
                front, back = f"<b>{name}</b><br><i>{ds}</i>", html.escape(t, quote=False)
            else:
                front, back = f"<b>{name}</b>", f"{html.escape(t, quote=False)}<br><small>— Wizards of the Coast, {ds}</small>"
            lines.append("\t".join(["Basic", "MTG::Rulings", field(front), field(back), "mtg rulings"]))
            page.rulings.append((d.isoformat(), t))
        page.chrome += head + ["MTG::Rulings", "mtg rulings"]
        self._raw(page, doc, lines)

    def layout_judge_exam(self, page, card, ctx, doc):
        """A practice judge exam: one question a ruling, "Which statement about NAME is true?", four
        options of which three are false rules-language sentences, "✔ Answer: C", "Ruling date: DATE"."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        rulings = self._rulings(card)
        doc.block(("title", f"Practice exam: {name}"), ("chrome", f"Level 1 · {len(rulings)} questions · untimed"))
        lang, form = self._f9(page, ["en", "de", "fr", "es", "it", "pt", "ru", "ja"], "exam options, Ruling date: after")
        label = {"en": "Ruling date", "de": "Datum der Regelung", "fr": "Date de la décision", "es": "Fecha del fallo", "it": "Data della sentenza",
                 "pt": "Data da decisão", "ru": "Дата разъяснения", "ja": "裁定日"}[lang]
        page.chrome.append(f"Level 1 · {len(rulings)} questions · untimed")
        for k, (d, t) in enumerate(rulings, start=1):
            opts = [x.replace("{card}", card.name) for x in r.sample(DISTRACTORS, 3)]
            at = r.randrange(4)
            opts.insert(at, t)
            q = f"Question {k} of {len(rulings)}: Which statement about {name} is true?"
            lines = [("heading", q)]
            for j, o in enumerate(opts):
                lines.append(("ruling" if j == at else "chrome", f"{'ABCD'[j]}) {o}"))
                if j != at:
                    page.chrome.append(o)
            lines += [("chrome", f"✔ Answer: {'ABCD'[at]}"), ("date", f"{label}: {render_date(d, form, lang)}")]
            doc.block(*lines)
            page.rulings.append((d.isoformat(), t))
            page.chrome.append(q)
        score = f"Score: {r.randint(0, len(rulings))}/{len(rulings)} · Retake exam"
        doc.block(("chrome", score))
        page.chrome.append(score)

    def layout_blog_platform(self, page, card, ctx, doc):
        """A Medium or Substack post: the platform's header, a reading-time badge with the post's own
        date, claps or hearts, each ruling a paragraph with "— Ruling, DATE" after it (or the date
        above it in bold Markdown), the platform's tail."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        posted = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        lang, form = self._f9(page, ["en", "de", "fr", "es", "it", "pt", "ru", "ja", "ko", "zhs"], "blog platform date after or before")
        pdate = render_date(posted, form, lang)
        if r.random() < 0.5:
            head = ["Member-only story", f"{r.choice(['Anna Kowal', 'Jun Park', 'Rosa M.'])} · Follow", f"⏱ {r.randint(3, 9)} min read · {pdate}",
                    f"👏 {r.randint(20, 900)}   💬 {r.randint(1, 40)}", "Listen   Share"]
            tail = [f"Written by {head[1].split(' · ')[0]}", f"{r.randint(1, 9)}.{r.randint(1, 9)}K Followers · Writer for {ctx['store']}",
                    "More from Medium", "Recommended from Medium", "Help  Status  About  Careers  Press  Blog  Privacy  Terms  Text to speech  Teams"]
        else:
            head = [ctx["store"], "Subscribe  Sign in", f"{r.choice(['Anna Kowal', 'Jun Park', 'Rosa M.'])}", pdate, f"❤️ {r.randint(3, 90)} · 💬 {r.randint(1, 20)} · ↻",
                    "Share"]
            tail = ["Discussion about this post", "Comments  Restacks", "Ready for more?", "Subscribe",
                    f"© 2026 {ctx['store']} · Privacy ∙ Terms ∙ Collection notice", "Start Writing  Get the app"]
        title = r.choice([f"Everything you need to know about {name}", f"{name}: the official rulings, explained", f"Rules corner — {name}"])
        doc.block(*[("chrome", x) for x in head[:1]])
        doc.block(("title", title), *[("chrome", x) for x in head[1:]])
        intro = "Here are the official rulings, with the date each one was issued."
        doc.block(("chrome", intro))
        after = r.random() < 0.6
        for d, t in self._rulings(card):
            ds = render_date(d, form, lang)
            doc.block(*([("ruling", t), ("date", f"— Ruling, {ds}")] if after else [("date", ds if page.fmt == "html" else f"**{ds}**"), ("ruling", t)]))
            page.rulings.append((d.isoformat(), t))
        doc.block(*[("chrome", x) for x in tail])
        page.chrome += head + tail + [intro]

    def layout_linkedin_post(self, page, card, ctx, doc):
        """A LinkedIn post: "Name • 2nd", headline, "3y • Edited • 🌐", "🔹 text (DATE)" lines,
        hashtags, "…see more", reactions and the action bar."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        who = r.choice(["Anna Kowalska", "Pieter de Vries", "Marta Souza"])
        head = [f"{who} • 2nd", r.choice(["Level 2 Judge | Tournament Organiser", "Head Judge at regional events · Rules nerd"]),
                f"{r.randint(1, 6)}y • Edited • 🌐"]
        doc.block(*[("chrome", x) for x in head])
        lang, form = self._f9(page, ["en", "de", "fr", "es", "pt", "it", "ru"], "🔹 text (DATE)")
        lines = [("title", f"The rulings on {name} that come up at every prerelease 👇")]
        bullet = r.choice(["🔹", "✅", "👉"])
        for d, t in self._rulings(card):
            lines.append(("ruling", f"{bullet} {t} ({render_date(d, form, lang)})"))
            page.rulings.append((d.isoformat(), t))
        tags = "#MTG #MagicTheGathering #Judge #Rules"
        doc.block(*lines, ("chrome", tags), ("chrome", "…see more"))
        react = [f"👍❤️💡 {r.randint(10, 400)} · {r.randint(1, 60)} comments · {r.randint(1, 20)} reposts", "Like  Comment  Repost  Send"]
        doc.block(*[("chrome", x) for x in react])
        page.chrome += head + [tags, "…see more"] + react

    def layout_tumblr_post(self, page, card, ctx, doc):
        """A Tumblr post: the blog's name and "Follow", "from gatherer, DATE:" (or "ruled on DATE:",
        "(DATE)") over each ruling, tags, "N notes", reblog and like."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        blog = r.choice(["judgeblog-notes", "stackfulofrulings", "planeswalker-diaries"])
        head = [blog, "Follow"]
        doc.block(*[("chrome", x) for x in head])
        lang, form = self._f9(page, ["en", "de", "fr", "es", "pt", "ja", "ko", "zhs"], "from gatherer, DATE: over the text")
        lines = [("title", f"rulings: {name}" if r.random() < 0.5 else name.lower())]
        lead = r.choice(["from gatherer, {d}:", "ruled on {d}:", "({d})"])
        for d, t in self._rulings(card):
            lines += [("date", lead.replace("{d}", render_date(d, form, lang))), ("ruling", t)]
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        tail = [f"#mtg #magic the gathering #rulings #{card.name.lower()}", f"{r.randint(12, 4000):,} notes", "reblog  like  share",
                f"Source: gatherer.wizards.com"]
        doc.block(*[("chrome", x) for x in tail])
        page.chrome += head[:1] + tail

    def layout_jupyter_dataframe(self, page, card, ctx, doc):
        """A Jupyter notebook's cells copied as text: "In [3]:" filtering a frame by the card's name,
        "Out[3]:" the pandas frame (index, date and text columns, right-justified), the next prompt."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        col = "name" if page.title_lang in (None, "en") else f"name_{page.title_lang}"
        rows = [(r.randint(100, 48000), d.isoformat(), t) for d, t in self._rulings(card)]
        wi = max(len(str(i)) for i, _, _ in rows)
        wt = max(len("text"), *(len(t) for _, _, t in rows))
        lines = ["In [1]: import pandas as pd", "In [2]: df = pd.read_json('cards_rulings.json')", "In [3]: pd.set_option('display.max_colwidth', None)",
                 f"In [4]: df[df['{col}'] == {name!r}][['date', 'text']]", "Out[4]:",
                 f"{' ' * wi}  {'date':>10}  {'text':>{wt}}"]
        page.date_forms.append("pandas iso column")
        for i, iso, t in rows:
            lines.append(f"{str(i):<{wi}}  {iso:>10}  {t:>{wt}}")
            page.rulings.append((iso, t))
        lines += ["", "In [5]: "]
        page.chrome += ["In [1]: import pandas as pd", "In [2]: df = pd.read_json('cards_rulings.json')", "In [3]: pd.set_option('display.max_colwidth', None)", "Out[4]:"]
        self._raw(page, doc, lines)

    def layout_semicolon_csv(self, page, card, ctx, doc):
        """No title (the user passes --card): a sheet saved as CSV by a European Excel: a byte-order
        mark, CRLF line ends, ";" between quoted cells, a notes column whose cells run over lines."""
        r = self.rng
        lang, form = self._f9(page, ["de", "fr", "it", "es", "pt", "ru"], "semicolon csv, date first")
        head = {"de": "Datum;Regelung;Anmerkung", "fr": "Date;Décision;Remarque", "it": "Data;Sentenza;Nota", "es": "Fecha;Fallo;Nota",
                "pt": "Data;Decisão;Observação", "ru": "Дата;Разъяснение;Примечание"}[lang]
        notes = {"de": ["geprüft von Anna\r\nsiehe Release Notes", "noch offen"], "fr": ["vérifié par Anna\r\nvoir les notes de version", "à revoir"],
                 "it": ["verificato da Anna\r\nvedi note di rilascio", "da ricontrollare"], "es": ["revisado por Anna\r\nver notas de la versión", "pendiente"],
                 "pt": ["verificado por Anna\r\nver notas de lançamento", "pendente"], "ru": ["проверено Анной\r\nсм. примечания к выпуску", "уточнить"]}[lang]
        q = lambda s: '"' + s.replace('"', '""') + '"'  # noqa: E731
        rows = [head]
        for d, t in self._rulings(card):
            note = r.choice(notes + ["", ""])
            rows.append(";".join([q(render_date(d, form, lang)), q(t), q(note)]))
            page.rulings.append((d.isoformat(), t))
        page.chrome += [head] + [x for n in notes for x in n.split("\r\n")]
        page.fmt = "text"
        doc.blocks = [[("raw", "\ufeff" + "\r\n".join(rows) + "\r\n")]]

    def layout_epub_chapter(self, page, card, ctx, doc):
        """A book's chapter (EPUB or PDF copied as text): chapter number and running head, prose
        paragraphs about the card, each ruling a paragraph ending in a superscript note mark, then
        "Notes" with "¹ Wizards of the Coast, ruling of DATE.", a page number."""
        r = self.rng
        name = self._title_of(card, page.title_lang)
        lang, form = self._f9(page, ["en", "de", "fr", "es", "it", "pt"], "superscript notes with the dates")
        sup = "¹²³⁴⁵⁶⁷⁸⁹"
        num = r.randint(3, 14)
        running = r.choice(["THE STACK AND YOU", "A PLAYER'S GUIDE TO THE RULES", "CARDS THAT CONFUSE"])
        doc.block(("chrome", f"Chapter {num}"), ("title", name), ("chrome", running))
        prose = [f"When {card.name} first appeared, players at every table had questions about it.",
                 "Wizards of the Coast answered them over the years in a series of official rulings, collected below with their notes."]
        doc.block(*[("chrome", x) for x in prose])
        rulings = self._rulings(card)[:9]
        notes = []
        for k, (d, t) in enumerate(rulings):
            doc.block(("ruling", f"{t}{sup[k]}"))
            notes.append(("date", f"{sup[k]} Wizards of the Coast, ruling of {render_date(d, form, lang)}."))
            page.rulings.append((d.isoformat(), t))
        doc.block(("heading", "Notes"), *notes)
        pg = f"— {r.randint(40, 300)} —"
        doc.block(("chrome", pg))
        page.chrome += [f"Chapter {num}", running, *prose, pg]

    def layout_world_forum(self, page, card, ctx, doc):
        """A phpBB-style thread in a language no earlier part has: "Post by USER » DATE" in the same
        form as the rulings' dates (the post's own date), each ruling under "PUBLISHER wrote (DATE):",
        the board's footer."""
        r = self.rng
        lang = r.choice(WORLD_LANGS)
        lang, form = self._f9(page, [lang], "phpBB PUBLISHER wrote (DATE): before")
        name = self._title_of(card, page.title_lang)
        posted = dt.date(2026, r.randint(1, 11), r.randint(1, 28))
        doc.block(("title", f"{name} — {_RULINGS_HEAD[lang]}"))
        user = r.choice(["arash_mtg", "somchai", "nika", "aziz", "dlamini"])
        by = f"{_POST_BY[lang]} {user} » {render_date(posted, form, lang)}"
        doc.block(("chrome", by))
        pub = r.choice(["Wizards of the Coast", "Gatherer"])
        lines = []
        for d, t in self._rulings(card):
            lines += [("date", f"{pub} {_WROTE[lang]} ({render_date(d, form, lang)}):"), ("ruling", t)]
            page.rulings.append((d.isoformat(), t))
        doc.block(*lines)
        tail = [f"{user} · {r.randint(10, 900)} posts · {ctx['store']}", "Powered by phpBB® Forum Software © phpBB Limited"]
        doc.block(*[("chrome", x) for x in tail])
        page.chrome += [by, *tail]

    FRESH9_LAYOUTS = {
        "irc-log": ("layout_irc_log", True), "twitch-chat": ("layout_twitch_chat", True), "screen-reader": ("layout_screen_reader", True),
        "mbox-qp": ("layout_mbox_qp", True), "rtf-file": ("layout_rtf_file", True), "anki-export": ("layout_anki_export", True),
        "judge-exam": ("layout_judge_exam", True), "blog-platform": ("layout_blog_platform", True), "linkedin-post": ("layout_linkedin_post", True),
        "tumblr-post": ("layout_tumblr_post", True), "jupyter-dataframe": ("layout_jupyter_dataframe", True),
        "semicolon-csv": ("layout_semicolon_csv", False), "epub-chapter": ("layout_epub_chapter", True), "world-forum": ("layout_world_forum", True),
    }
    FRESH5_LAYOUTS = {**Fresh8Generator.FRESH5_LAYOUTS, **FRESH9_LAYOUTS}  # (the base's lookup reads this name)

    def fresh_corpus(self, n: int, part: str = "fresh9") -> list[Page]:
        """The tuning part's layouts once, fresh-9's own twice, in turn."""
        layouts = list(self.LAYOUTS) + 2 * list(self.FRESH9_LAYOUTS)
        return [self.page(i, layouts[i % len(layouts)], part) for i in range(n)]


def fresh9_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-9 part's pages, drawn with their own generator (seed + 33029)."""
    return Fresh9Generator(cards, set_names, seed + 33029).fresh_corpus(n, "fresh9")
