"""The fresh-19 part of the page corpus (held out until page-15, tuning now) (``bench/page_corpus.py``).

Written without reading the page parser (nor any code that reads pages, nor its tests), before any
parser run on it and without seeing which pages of any part fail. Only the corpus's interface was
read (``bench/page_corpus.py``, ``bench/page_fresh18.py``'s code, ``bench/page_accuracy.py``,
``tests/test_page_fresh_corpus.py``) and the layout names of the earlier parts (to repeat none).
Theme: the issue's own list, by a new hand: card and rulings pages as a user saves them from card
database sites, rules sites and shops, copied as text (Select all → Copy, reader mode, "Save as
text") or saved as HTML, in many languages:

- publisher-stamp-plain (names no card): rulings copied from a card database with a "DATE · PUBLISHER"
  line after (or before) each ruling ("Wizards of the Coast", "WotC", "Scryfall", a store's name),
  everything on single newlines, no title, account links and a consent line around it;
- stamp-above-localized: a Spanish, Italian or Portuguese card page, "19/01/2018 · Wizards of the
  Coast" above each ruling, breadcrumbs "Inicio / Cartas", the printed name now and then;
- cookie-wall-carddb: a card database page saved with its consent wall still open (German, French
  or English): the cookie emoji line, "Immer aktiv" / "Toujours activé" / "Always on", labels run
  into their description, then the card and its rulings dated in the site's language;
- searchcrumb-card-view: a card view reached from search: "Home › Cards › Search", "Log in · Sign up",
  month-first dates ("Jan 19, 2018", "01/19/2018") before the ruling;
- lgs-rulings-footer: a local game store's single-card page in Dutch, Swedish or Polish, rulings with
  local dates after a dash, the store's name and address at the foot, a newsletter box;
- printed-name-only: a page titled with the card's printed name in one of the ten stored languages,
  its printed text, rulings dated in that language, and no English name anywhere outside the rulings;
- foreign-grid-table: the card's printed names and texts side by side in a table (HTML) or one
  language block after another (text), then the rulings with ISO or English dates;
- printed-tabs-save: a card page with one tab per printed language (Italian or Spanish site), each tab's
  name and text, then rulings under an "Aclaraciones" / "Chiarimenti" heading;
- weekday-stamp-log: rulings stamped with weekday dates ("Freitag, 19. Januar 2018", "vendredi 19
  janvier 2018", "2018年1月19日(金)", "пятница, 19 января 2018 г.") before the ruling;
- short-year-club-notes: a club's rules notes with two-digit years in day-first languages ("19.01.18"
  in German or Russian, "19/01/18" in French, "19-01-18" in Dutch);
- month-name-sections: rulings grouped under date headings with month names (Italian, Spanish,
  Portuguese, French, Polish, Turkish);
- bracketed-date-lines: "[19.01.2018] text" or "text (19 января 2018 г.)": bracketed dates before or after
  in Russian, Polish, Turkish or Swedish;
- reader-mode-copy-text: a rules article copied out of the browser's reader mode (Japanese, Korean,
  Chinese): the domain, the reading time, the title, dated rulings, "原文を表示";
- save-as-text-full: a whole card page saved with the browser's "Save as text" (English or German):
  skip links, menus, every footer line, the rulings with a date line above;
- rules-site-card-faq: a rules site's card FAQ (English or French): each ruling followed by
  "— Wizards of the Coast, 2018-01-19" or "(publié le 19 janvier 2018)", "Was this helpful?";
- asia-shop-ruling-tab: a Japanese, Korean or Chinese shop's product page titled with the printed name,
  a rulings tab with dates in the shop's language, the shop's address at the foot;
- digest-untitled-grouped (names no card): a saved digest of one card's rulings, no title, date
  headings in Korean, Russian, Italian or German.

Chrome: consent banners of site builders and consent managers (Borlabs, Axeptio, tarteaucitron and
unnamed ones) in English, German, French, Spanish, Italian, Portuguese, Dutch, Swedish, Polish,
Russian, Turkish, Japanese, Korean and Chinese, with cookie emoji lines, "Always on"-style toggles,
essential cookies, analytics and measurement tools, labels run into their text; breadcrumbs, account
links, newsletter boxes, menus, stores' names and addresses, builders' credits, footers.

Dates in 14 languages (English, German, French, Italian, Spanish, Portuguese, Dutch, Swedish, Polish,
Russian, Turkish, Japanese, Korean, Chinese): ISO, day-first, month-first and year-first numbers,
month names, weekdays, two-digit years in day-first languages; before or after the ruling, in
brackets, as group headings, beside a publisher. Every ruling carries its real MTGJSON date.

Each page's generator is seeded with the corpus seed + 77447, so the earlier parts draw exactly the
pages they drew before.

First run on main's parser at ab081ad (2026-12-04; the part's commits 1fdf282, ce79ad2 and 4690b8d on top, no
parser change; ``bench/page_accuracy.py --seed 7|21 --show 0`` with every other part at 0 pages, the
61-set archive; its failures not printed, not looked at: only these aggregate figures were read; no
page changed after it). Seed 7: 98.7% of 667 rulings right (1 of 200 pages refused, chrome 0, wrong
date 7, missed 1, wrong card 0, extra 1, translations 68/84). Seed 21: 97.8% of 648 rulings right
(0 refused, chrome 0, wrong date 14, missed 0, wrong card 0, extra 0, translations 75/82); every wrong
date is short-year-club-notes' (7 | 14). Per layout, rulings right / pages refused (of pages) /
chrome / wrong card, seed 7 | seed 21:

    asia-shop-ruling-tab     100.0%  0/11   0  0  |  100.0%  0/11   0  0   (translations 2/2 | 4/4)
    bracketed-date-lines     100.0%  0/12   0  0  |  100.0%  0/12   0  0   (translations 0/1 | 1/1)
    cookie-wall-carddb       100.0%  0/12   0  0  |  100.0%  0/12   0  0   (translations 3/3 | 4/4)
    digest-untitled-grouped  100.0%  0/11   0  0  |  100.0%  0/11   0  0
    foreign-grid-table       100.0%  0/12   0  0  |  100.0%  0/12   0  0   (translations 24/24 | 34/34)
    lgs-rulings-footer       100.0%  0/12   0  0  |  100.0%  0/12   0  0
    month-name-sections      100.0%  0/12   0  0  |  100.0%  0/12   0  0   (translations 1/1 | 2/2)
    printed-name-only        100.0%  0/12   0  0  |  100.0%  0/12   0  0   (translations 6/11 | 5/9)
    printed-tabs-save        100.0%  0/12   0  0  |  100.0%  0/12   0  0   (translations 26/28 | 22/22)
    publisher-stamp-plain     98.1%  0/12   0  0  |  100.0%  0/12   0  0
    reader-mode-copy-text    100.0%  0/12   0  0  |  100.0%  0/12   0  0   (translations 1/2 | 0/2)
    rules-site-card-faq       96.0%  1/11   0  0  |  100.0%  0/11   0  0   (translations 2/3 | 1/1)
    save-as-text-full        100.0%  0/11   0  0  |  100.0%  0/11   0  0   (translations 0/1 | 0/1)
    searchcrumb-card-view    100.0%  0/12   0  0  |  100.0%  0/12   0  0
    short-year-club-notes     86.0%  0/12   0  0  |   75.4%  0/12   0  0
    stamp-above-localized    100.0%  0/12   0  0  |  100.0%  0/12   0  0   (translations 2/6 | 2/2)
    weekday-stamp-log        100.0%  0/12   0  0  |  100.0%  0/12   0  0   (translations 1/2 | 0/0)

Not run through the parser when written; ``bench/page_accuracy.py`` prints this part's failures only
with --show-fresh19, and whoever looks must move what they saw into tuning and write a fresh-20.

    .venv/bin/python bench/page_fresh19.py            # the self-test on data/sample, seeds 7 and 21

Held out (failures printed only with --show-fresh19) until 98.7% and 97.8% on ab081ad; looked at while tuning page-15,
so tuning now: its failures print like any tuning part's. The held-out part is fresh-18.
"""

from __future__ import annotations

import datetime as dt
import html
import random
import re

from page_corpus import MONTHS, CardData, Page, fold

SEED_OFFSET = 77447
STORED = ("de", "fr", "it", "es", "pt", "ja", "ko", "ru", "zhs", "zht")

# --- dates -------------------------------------------------------------------------------------------

_MON = dict(MONTHS)
_MON["nl"] = "januari februari maart april mei juni juli augustus september oktober november december".split()
_MON["sv"] = "januari februari mars april maj juni juli augusti september oktober november december".split()
_MON["pl"] = "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split()
_MON["tr"] = "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık".split()
_EN3 = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()

_WD = {
    "en": "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split(),
    "de": "Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag".split(),
    "fr": "lundi mardi mercredi jeudi vendredi samedi dimanche".split(),
    "it": "lunedì martedì mercoledì giovedì venerdì sabato domenica".split(),
    "es": "lunes martes miércoles jueves viernes sábado domingo".split(),
    "pt": "segunda-feira terça-feira quarta-feira quinta-feira sexta-feira sábado domingo".split(),
    "nl": "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag".split(),
    "sv": "måndag tisdag onsdag torsdag fredag lördag söndag".split(),
    "pl": "poniedziałek wtorek środa czwartek piątek sobota niedziela".split(),
    "ru": "понедельник вторник среда четверг пятница суббота воскресенье".split(),
    "tr": "Pazartesi Salı Çarşamba Perşembe Cuma Cumartesi Pazar".split(),
    "ja": list("月火水木金土日"), "ko": list("월화수목금토일"), "zh": list("一二三四五六日"),
}


def render_fresh19_date(d: dt.date, form: str) -> str:
    """A date in one of fresh-19's forms ("lang:form")."""
    y, m, da = d.year, d.month, d.day
    lang, f = form.split(":", 1)
    mon = _MON.get(lang, _MON["en"])[m - 1]
    wd = _WD.get(lang, _WD["en"])[d.weekday()]
    yy = f"{y % 100:02d}"
    table = {
        "iso": d.isoformat(), "month d, y": f"{mon} {da}, {y}", "mon d, y": f"{_EN3[m - 1]} {da}, {y}", "mm/dd/y": f"{m:02d}/{da:02d}/{y}",
        "m/d/y": f"{m}/{da}/{y}", "wd, month d, y": f"{wd}, {mon} {da}, {y}", "d month y": f"{da} {mon} {y}",
        "dd.mm.y": f"{da:02d}.{m:02d}.{y}", "d. month y": f"{da}. {mon} {y}", "wd, d. month y": f"{wd}, {da}. {mon} {y}",
        "dd.mm.yy": f"{da:02d}.{m:02d}.{yy}",
        "dd/mm/y": f"{da:02d}/{m:02d}/{y}", "dd/mm/yy": f"{da:02d}/{m:02d}/{yy}", "wd d month y": f"{wd} {da} {mon} {y}",
        "d de month de y": f"{da} de {mon} de {y}", "wd, d de month de y": f"{wd}, {da} de {mon} de {y}",
        "dd-mm-y": f"{da:02d}-{m:02d}-{y}", "dd-mm-yy": f"{da:02d}-{m:02d}-{yy}",
        "d month y г.": f"{da} {mon} {y} г.", "wd, d month y г.": f"{wd}, {da} {mon} {y} г.",
        "wd, d month y": f"{wd}, {da} {mon} {y}", "d month y wd": f"{da} {mon} {y} {wd}",
        "y年m月d日": f"{y}年{m}月{da}日", "y年m月d日(wd)": f"{y}年{m}月{da}日({wd})", "y/mm/dd": f"{y}/{m:02d}/{da:02d}",
        "y年m月d日 星期wd": f"{y}年{m}月{da}日 星期{wd}", "y/m/d": f"{y}/{m}/{da}",
        "y년 m월 d일": f"{y}년 {m}월 {da}일", "y년 m월 d일 wd요일": f"{y}년 {m}월 {da}일 {wd}요일", "y. m. d.": f"{y}. {m}. {da}.",
        "y. m. d. (wd)": f"{y}. {m}. {da}. ({wd})",
    }
    return table[f]


def _own_date(r: random.Random, card: CardData) -> dt.date:
    """A date of the site's own (an update, an article) after the card's last ruling, never after 2025."""
    last = max(d for d, _ in card.rulings)
    d = last + dt.timedelta(days=r.randint(30, 900))
    return min(d, dt.date(2025, r.randint(1, 11), r.randint(1, 28)))


def _grouped(items: list[tuple[str, str]]) -> list[tuple[str, list[str]]]:
    out: list[tuple[str, list[str]]] = []
    for ds, t in items:
        if out and out[-1][0] == ds:
            out[-1][1].append(t)
        else:
            out.append((ds, [t]))
    return out


def _h(s: str) -> str:
    return html.escape(s, quote=False).replace("\n", "<br>\n")


def _named(name: str, text: str) -> bool:
    return bool(re.search(r"(?<!\w)" + re.escape(fold(name)) + r"(?!\w)", fold(text)))


# --- chrome ------------------------------------------------------------------------------------------
# "Label\x00Description" is a run-in line: the text capture shows no space between them.

CONSENT19 = {
    "en": ["🍪 This site uses cookies",
           "We and our partners use cookies and similar technologies to keep the site running, measure traffic and remember your settings.",
           "Essential cookies\x00Always on", "Essential cookie\x00Keeps you signed in and remembers what is in your basket.",
           "Third-party tool\x00Google Analytics (counts visits, anonymised)", "Analytics and measurement\x00Show us which pages get read.",
           "Accept all", "Reject non-essential", "Cookie settings"],
    "de": ["🍪 Wir verwenden Cookies",
           "Diese Website nutzt Cookies und ähnliche Technologien, um Funktionen bereitzustellen und die Nutzung zu messen.",
           "Notwendige Cookies\x00Immer aktiv", "Notwendiges Cookie\x00Speichert Ihre Sitzung und den Inhalt Ihres Warenkorbs.",
           "Drittanbieter-Tool\x00Google Analytics (anonymisierte Reichweitenmessung)",
           "Statistik und Messung\x00Zeigt uns, welche Seiten gelesen werden.", "Alle akzeptieren", "Nur notwendige", "Einstellungen"],
    "fr": ["🍪 Ce site utilise des cookies",
           "Nous utilisons des cookies et des technologies similaires pour faire fonctionner le site et mesurer son audience.",
           "Cookies essentiels\x00Toujours activé", "Cookie essentiel\x00Conserve votre session et le contenu de votre panier.",
           "Outil tiers\x00Matomo (mesure d'audience anonymisée)", "Mesure d'audience\x00Nous indique quelles pages sont consultées.",
           "Tout accepter", "Tout refuser", "Personnaliser"],
    "es": ["🍪 Usamos cookies", "Utilizamos cookies propias y de terceros para el funcionamiento de la web y para analizar el tráfico.",
           "Cookies técnicas\x00Siempre activas", "Herramienta de terceros\x00Google Analytics (medición de visitas)",
           "Aceptar todas", "Rechazar", "Configurar"],
    "it": ["🍪 Informativa sui cookie", "Usiamo cookie tecnici e, con il tuo consenso, strumenti di misurazione per migliorare il sito.",
           "Cookie necessari\x00Sempre attivi", "Strumento di terze parti\x00Google Analytics (statistiche anonime)",
           "Accetta tutti", "Rifiuta", "Personalizza"],
    "pt": ["🍪 Este site usa cookies", "Usamos cookies essenciais e, com o seu consentimento, ferramentas de medição de audiência.",
           "Cookies essenciais\x00Sempre ativos", "Ferramenta de terceiros\x00Google Analytics (medição de visitas)",
           "Aceitar todos", "Recusar", "Preferências"],
    "nl": ["🍪 Wij gebruiken cookies", "Functionele cookies\x00Altijd actief", "Analytische cookies\x00Meten anoniem hoe de winkel wordt gebruikt.",
           "Alles accepteren", "Weigeren"],
    "sv": ["🍪 Vi använder kakor", "Nödvändiga kakor\x00Alltid aktiva", "Statistik\x00Hjälper oss att förstå hur butiken används.",
           "Godkänn alla", "Endast nödvändiga"],
    "pl": ["🍪 Ta strona używa plików cookie", "Niezbędne\x00Zawsze aktywne", "Analityczne\x00Pomagają nam mierzyć ruch w sklepie.",
           "Akceptuję wszystkie", "Odrzuć", "Ustawienia"],
    "ru": ["🍪 Мы используем файлы cookie", "Необходимые\x00Всегда включены", "Аналитика\x00Яндекс Метрика (обезличенная статистика посещений)",
           "Принять", "Настроить"],
    "tr": ["🍪 Çerez kullanıyoruz", "Zorunlu çerezler\x00Her zaman etkin", "Analiz\x00Ziyaretleri anonim olarak ölçer.", "Tümünü kabul et", "Reddet"],
    "ja": ["🍪 当サイトではCookieを使用しています", "必須Cookie\x00常に有効", "アクセス解析\x00Googleアナリティクス（匿名の統計）", "すべて許可", "拒否", "設定"],
    "ko": ["🍪 이 사이트는 쿠키를 사용합니다", "필수 쿠키\x00항상 사용", "분석 도구\x00Google 애널리틱스 (익명 통계)", "모두 허용", "거부"],
    "zhs": ["🍪 本站使用 Cookie", "必要 Cookie\x00始终开启", "统计分析\x00百度统计（匿名访问统计）", "全部接受", "拒绝"],
    "zht": ["🍪 本網站使用 Cookie", "必要 Cookie\x00一律啟用", "分析工具\x00Google Analytics（匿名統計）", "全部接受", "拒絕"],
    "borlabs-de": ["Datenschutzeinstellungen",
                   "Wir nutzen Cookies auf unserer Website. Einige von ihnen sind essenziell, während andere uns helfen, diese Website zu verbessern.",
                   "Essenziell", "Statistiken", "Externe Medien", "Ich akzeptiere", "Nur essenzielle Cookies akzeptieren",
                   "Individuelle Datenschutzeinstellungen", "Cookie-Details | Datenschutzerklärung | Impressum"],
    "axeptio-fr": ["Ce site utilise des cookies… mais seulement avec votre accord.", "Certains sont bien utiles, d'autres un peu moins.",
                   "Je choisis", "OK pour moi", "Non merci", "Consentements certifiés par axeptio"],
    "tarteaucitron-fr": ["Panneau de gestion des cookies", "Préférences pour tous les services",
                         "Mesure d'audience\x00Les services de mesure d'audience génèrent des statistiques de fréquentation utiles au site.",
                         "✓ Tout accepter", "✗ Tout refuser"],
}

NEWSLETTER19 = {
    "en": ["Join our newsletter", "Spoilers, restocks and events in your inbox every Friday.", "Your email", "Subscribe"],
    "de": ["Newsletter abonnieren", "Neuheiten und Turniertermine einmal pro Woche.", "Ihre E-Mail-Adresse", "Anmelden"],
    "fr": ["Inscrivez-vous à notre newsletter", "Nos nouveautés et nos tournois chaque semaine.", "Votre adresse e-mail", "S'inscrire"],
    "es": ["Suscríbete a nuestro boletín", "Novedades y torneos cada semana en tu correo.", "Tu correo electrónico", "Suscribirme"],
    "it": ["Iscriviti alla newsletter", "Novità e tornei ogni settimana.", "La tua email", "Iscriviti"],
    "pt": ["Assine a nossa newsletter", "Novidades e torneios toda semana no seu e-mail.", "Seu e-mail", "Assinar"],
    "nl": ["Schrijf je in voor de nieuwsbrief", "Elke vrijdag nieuwe kaarten en toernooien.", "Je e-mailadres", "Inschrijven"],
    "sv": ["Prenumerera på vårt nyhetsbrev", "Nyheter och turneringar varje fredag.", "Din e-postadress", "Prenumerera"],
    "pl": ["Zapisz się do newslettera", "Nowości i turnieje co tydzień na Twoją skrzynkę.", "Twój adres e-mail", "Zapisz się"],
    "ja": ["メールマガジン登録", "新商品と大会情報を毎週お届けします。", "メールアドレス", "登録する"],
    "ko": ["뉴스레터 구독", "신상품과 대회 소식을 매주 보내 드립니다.", "이메일 주소", "구독하기"],
    "zhs": ["订阅我们的邮件", "每周推送新品与赛事信息。", "电子邮箱", "订阅"],
    "zht": ["訂閱電子報", "每週寄送新品與賽事資訊。", "電子郵件", "訂閱"],
}

ACCOUNT19 = {"en": "Log in · Sign up", "de": "Anmelden · Registrieren", "fr": "Connexion · Inscription", "es": "Iniciar sesión · Registrarse",
             "it": "Accedi · Registrati", "pt": "Entrar · Cadastre-se", "nl": "Inloggen · Account aanmaken", "sv": "Logga in · Skapa konto",
             "pl": "Zaloguj się · Załóż konto", "ru": "Войти · Регистрация", "tr": "Giriş yap · Üye ol", "ja": "ログイン · 新規登録",
             "ko": "로그인 · 회원가입", "zhs": "登录 · 注册", "zht": "登入 · 註冊"}

CRUMBS19 = {"en": "Home › Cards › Search", "de": "Startseite › Karten › Suche", "fr": "Accueil › Cartes › Recherche", "es": "Inicio / Cartas",
            "it": "Home » Carte", "pt": "Início / Cartas", "nl": "Home › Losse kaarten", "sv": "Hem / Lösa kort", "pl": "Strona główna › Karty",
            "ru": "Главная › Карты", "tr": "Ana Sayfa › Kartlar", "ja": "ホーム > カード検索", "ko": "홈 > 카드 검색", "zhs": "首页 > 卡牌",
            "zht": "首頁 > 卡牌"}

STORES19 = {
    "en": [("Blue Harbor Games", "214 Pike Street, Seattle, WA 98101"), ("The Mana Well", "18 Castle Street, Edinburgh EH2 3AT")],
    "de": [("Spielwelt Kranich", "Hauptstraße 41, 69117 Heidelberg"), ("Kartenhaus Ruhr", "Kettwiger Str. 9, 45127 Essen")],
    "fr": [("La Forge aux Cartes", "12 rue des Carmes, 31000 Toulouse"), ("Le Repaire du Mage", "5 place Bellecour, 69002 Lyon")],
    "es": [("Tienda Fénix", "Calle de Alcalá 88, 28009 Madrid")], "it": [("Bottega del Drago", "Via Garibaldi 23, 10122 Torino")],
    "pt": [("Toca do Mago", "Rua Augusta 1500, São Paulo - SP, 01304-001")],
    "nl": [("Spellenhuis De Uil", "Oudegracht 112, 3511 AW Utrecht"), ("Kaartkelder Gent", "Veldstraat 17, 9000 Gent")],
    "sv": [("Drakens Spelbutik", "Drottninggatan 55, 111 21 Stockholm")],
    "pl": [("Smocza Jama Gry", "ul. Floriańska 14, 31-021 Kraków")],
    "ja": [("カードショップ晴れ屋", "〒101-0021 東京都千代田区外神田3-2-1 晴れ屋ビル4F")],
    "ko": [("보드게임카페 용의둥지", "서울특별시 마포구 양화로 160, 3층")],
    "zhs": [("龙巢卡牌店", "上海市黄浦区南京东路 300 号 5 楼")], "zht": [("龍穴卡牌專賣店", "台北市中正區重慶南路一段 77 號 2 樓")],
}

BUILDER_OF = {"en": "Made with Carrd", "de": "Erstellt mit IONOS MyWebsite", "fr": "Site créé avec Wix", "es": "Hecho con Strikingly",
              "it": "Creato con Jimdo", "pt": "Criado com Nuvemshop", "nl": "Gemaakt met Lightspeed", "ru": "Сайт создан на Тильде",
              "sv": "Skapad med Quickbutik", "pl": "Sklep działa na Shoper", "tr": "ikas ile oluşturuldu",
              "ja": "Powered by STORES", "ko": "Powered by Cafe24", "zhs": "由有赞提供技术支持", "zht": "Powered by SHOPLINE"}


class _Out:
    """A page being written, as HTML or as its text capture (blocks separated by blank lines); every
    chrome line handed to it goes into the page's answers."""

    def __init__(self, gen: "Fresh19Generator", page: Page, html_mode: bool, lang: str = "en") -> None:
        self.r, self.page, self.html, self.lang = gen.rng, page, html_mode, lang
        page.fmt = "html" if html_mode else "text"
        self.blocks: list[str] = []
        self.title = ""

    def chrome(self, *lines: str, tag: str | None = None, sep: str = "\n") -> None:
        lines = tuple(x for x in lines if x)
        if not lines:
            return
        rows = []
        for x in lines:
            if "\x00" in x:
                a, b = x.split("\x00")
                self.page.chrome += [a, b, a + b]
                rows.append((a, b))
            else:
                self.page.chrome.append(x)
                rows.append((x, None))
        if self.html:
            tag = tag or self.r.choice(["div", "nav", "aside", "section", "footer"])
            el = "li" if tag in ("ul", "ol") else self.r.choice(["span", "a", "div", "p", "button"])
            body = [f"<label class=\"opt\"><b>{_h(a)}</b><small>{_h(b)}</small></label>" if b is not None else f"<{el}>{_h(a)}</{el}>"
                    for a, b in rows]
            self.blocks.append(f"<{tag} class=\"{self.r.choice(['c-bar', 'site-meta', 'region', 'shell', 'widget'])}\">\n"
                               + "\n".join(body) + f"\n</{tag}>")
        else:
            self.blocks.append(sep.join(a + (b or "") for a, b in rows))

    def crumbs(self, lang: str, tail: str | None) -> None:
        """The breadcrumb trail (its words are chrome; the card's name at its end is not)."""
        trail = CRUMBS19[lang]
        self.page.chrome.append(trail)
        sep = " / " if "/" in trail else " > " if ">" in trail else " » " if "»" in trail else " › "
        full = trail + (sep + tail if tail else "")
        self.add(f"<nav class=\"breadcrumb\">{_h(full)}</nav>", full)

    def line(self, text: str, chrome: bool = False, tag: str = "p") -> None:
        if chrome:
            self.page.chrome.append(text)
        self.blocks.append(f"<{tag}>{_h(text)}</{tag}>" if self.html else text)

    def add(self, markup: str, text: str) -> None:
        self.blocks.append(markup if self.html else text)

    def consent(self, key: str, p: float = 1.0) -> None:
        if key in CONSENT19 and self.r.random() < p:
            self.chrome(*CONSENT19[key], tag=self.r.choice(["div", "aside", "section"]))

    def newsletter(self, lang: str, p: float = 1.0) -> None:
        if lang in NEWSLETTER19 and self.r.random() < p:
            self.chrome(*NEWSLETTER19[lang], tag="form")

    def render(self) -> str:
        if not self.html:
            return "\n\n".join(b for b in self.blocks if b) + "\n"
        return "\n".join(["<!DOCTYPE html>", f"<html lang=\"{ {'zhs': 'zh-Hans', 'zht': 'zh-Hant'}.get(self.lang, self.lang)}\"><head><meta charset=\"utf-8\">",
                          f"<title>{html.escape(self.title or 'Card', quote=False)}</title>", "</head>",
                          "<body>", *self.blocks, "</body></html>", ""])


_LANG_NAMES = {"de": "Deutsch", "fr": "Français", "it": "Italiano", "es": "Español", "pt": "Português", "ja": "日本語", "ko": "한국어",
               "ru": "Русский", "zhs": "简体中文", "zht": "繁體中文"}


class Fresh19Generator:
    """The generator of the fresh-19 part: its own layouts only, each page with its own chrome."""

    def __init__(self, cards: list[CardData], set_names: dict[str, str], seed: int) -> None:
        self.cards = cards
        self.set_names = set_names
        self.rng = random.Random(seed)

    # ---- helpers ----
    def _title(self, page: Page, card: CardData, prefer: str | None = None, p: float = 0.5) -> str:
        f = card.foreign.get(prefer or "", {})
        if prefer and f.get("name") and self.rng.random() < p:
            page.title_lang = prefer
            return f["name"]
        page.title_lang = "en"
        return card.name

    def _translation(self, page: Page, card: CardData, lang: str, p: float = 0.6) -> tuple[str, str] | None:
        f = card.foreign.get(lang)
        if lang != "en" and f and f.get("name") and f.get("text") and self.rng.random() < p:
            page.translations.append((lang, f["name"], f["text"]))
            return f["name"], f["text"]
        return None

    def _form(self, page: Page, tag: str, forms: list[str]) -> str:
        form = self.rng.choice(forms)
        page.date_forms.append(f"{form} {tag}")
        return form

    def _dated(self, page: Page, card: CardData, form: str) -> list[tuple[str, str]]:
        """The card's rulings as (shown date, text), recorded as the page's answers."""
        rs = list(card.rulings)
        if self.rng.random() < 0.2:
            rs.reverse()
        items = []
        for d, t in rs:
            ds = render_fresh19_date(d, form)
            page.rulings.append((d.isoformat(), t))
            page.__dict__.setdefault("shown", []).append(ds)
            items.append((ds, t))
        return items

    def _store(self, lang: str) -> tuple[str, str]:
        return self.rng.choice(STORES19.get(lang, STORES19["en"]))

    def page(self, i: int, layout: str, split: str = "fresh19") -> Page:
        method, titled = self.LAYOUTS19[layout]
        card = self.rng.choice(self.cards)
        page = Page(id=f"n{i:03d}", layout=layout, split=split, fmt="text", card=card.name,
                    card_arg=None if titled else card.name, title_lang=None)
        getattr(self, method)(page, card)
        inside = [fold(t) for _, t in page.rulings] + [fold(f"{n} {t or ''}") for _, n, t in page.translations]
        inside += [fold(card.text or ""), fold(card.type_line or "")]
        page.chrome = sorted({c for c in page.chrome if len(c.strip()) >= 2 and not any(fold(c) in x for x in inside)})
        return page

    def fresh_corpus(self, n: int, part: str = "fresh19") -> list[Page]:
        layouts = list(self.LAYOUTS19)
        return [self.page(i, layouts[i % len(layouts)], part) for i in range(n)]

    # ---- layouts ----
    def layout_publisher_stamp_plain(self, page, card):
        """Rulings copied from a card database, each with a DATE · PUBLISHER line; single newlines; no title."""
        r = self.rng
        lang = r.choice(["en", "en", "de", "fr", "es"])
        out = _Out(self, page, r.random() < 0.3, lang)
        forms = {"en": ["en:iso", "en:iso", "en:mon d, y", "en:month d, y"], "de": ["de:dd.mm.y", "de:iso"], "fr": ["fr:dd/mm/y", "fr:iso"],
                 "es": ["es:dd/mm/y", "es:iso"]}[lang]
        after = r.random() < 0.65
        form = self._form(page, "DATE · PUBLISHER line " + ("after" if after else "before") + " each ruling, single newlines", forms)
        store = self._store(lang)[0]
        pub = r.choice(["Wizards of the Coast", "Wizards of the Coast", "WotC", "Scryfall", store])
        sep = r.choice([" · ", " • ", " — ", " | ", " ∙ ", " – "])
        out.title = r.choice(["Rulings", "Card rulings", "Notes and rules information"])
        if r.random() < 0.5:
            out.line(ACCOUNT19[lang], chrome=True)
        items = self._dated(page, card, form)
        rows = []
        for ds, t in items:
            stamp = f"{ds}{sep}{pub}"
            rows += [t, stamp] if after else [stamp, t]
        head = r.choice(["Notes and Rules Information", "Rulings", "Rules notes"]) if lang == "en" else \
            {"de": "Regelhinweise", "fr": "Notes et informations de règles", "es": "Notas y reglas"}[lang]
        page.chrome.append(head)
        if out.html:
            out.add(f"<h3>{_h(head)}</h3><div class=\"rulings\">" + "".join(f"<div>{_h(x)}</div>" for x in rows) + "</div>", "")
        else:
            out.add("", "\n".join([head] + rows))
        if r.random() < 0.6:
            out.chrome(r.choice(["Report card issue", "Suggest an edit", "Back to top ↑"]), tag="div")
        out.consent(lang, 0.4)
        page.content = out.render()

    def layout_stamp_above_localized(self, page, card):
        """A Spanish, Italian or Portuguese card page: DATE · Wizards of the Coast above each ruling."""
        r = self.rng
        lang = r.choice(["es", "it", "pt"])
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, lang, 0.6)
        form = self._form(page, "DATE · publisher line above each ruling", [f"{lang}:dd/mm/y", f"{lang}:iso",
                                                                          "it:d month y" if lang == "it" else f"{lang}:d de month de y"])
        site = {"es": "Cartapedia", "it": "Archivio Magico", "pt": "Cardoteca"}[lang]
        out.title = f"{name} | {site}"
        out.consent(lang, 0.6)
        out.chrome(site, *{"es": ["Cartas", "Ediciones", "Mazos", "Foro"], "it": ["Carte", "Espansioni", "Mazzi", "Forum"],
                           "pt": ["Cartas", "Coleções", "Decks", "Fórum"]}[lang], ACCOUNT19[lang], tag="header")
        out.crumbs(lang, name)
        out.line(name, tag="h1")
        printed = self._translation(page, card, lang, 0.5)
        if printed:
            out.add(f"<div class=\"printed\"><h2>{_h(printed[0])}</h2><p>{_h(printed[1])}</p></div>", f"{printed[0]}\n{printed[1]}")
        head = {"es": "Aclaraciones de reglas", "it": "Chiarimenti sulle regole", "pt": "Esclarecimentos de regras"}[lang]
        out.line(head, chrome=True, tag="h2")
        items = self._dated(page, card, form)
        sep = r.choice([" · ", " • ", " | "])
        pub = r.choice(["Wizards of the Coast", "WotC"])
        out.add("".join(f"<div class=\"ruling\"><small>{_h(ds)}{sep}{pub}</small><p>{_h(t)}</p></div>" for ds, t in items),
                "\n\n".join(f"{ds}{sep}{pub}\n{t}" for ds, t in items))
        out.newsletter(lang, 0.5)
        out.chrome(f"© 2025 {site}", {"es": "Aviso legal · Privacidad · Cookies", "it": "Note legali · Privacy · Cookie",
                                      "pt": "Termos de uso · Privacidade · Cookies"}[lang], BUILDER_OF[lang], tag="footer")
        page.content = out.render()

    def layout_cookie_wall_carddb(self, page, card):
        """A card database page saved with its consent wall open, then the card and its rulings."""
        r = self.rng
        lang = r.choice(["de", "fr", "en"])
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, lang if lang != "en" else None, 0.5)
        form = self._form(page, "card database, date before the ruling (tab or colon)",
                          {"de": ["de:dd.mm.y", "de:d. month y"], "fr": ["fr:d month y", "fr:dd/mm/y"], "en": ["en:month d, y", "en:iso"]}[lang])
        key = {"de": r.choice(["de", "borlabs-de"]), "fr": r.choice(["fr", "axeptio-fr", "tarteaucitron-fr"]), "en": "en"}[lang]
        out.consent(key)
        if key != lang:
            out.consent(lang, 0.5)
        site = {"de": "Kartenlexikon", "fr": "Grimoire des Cartes", "en": "Deckforge Cards"}[lang]
        out.title = f"{name} – {site}"
        out.chrome(site, ACCOUNT19[lang], tag="header")
        out.line(name, tag="h1")
        out.add(f"<p class=\"type\">{_h(card.type_line or '')}</p><p class=\"oracle\">{_h(card.text or '')}</p>",
                f"{card.type_line or ''}\n{card.text or ''}")
        printed = self._translation(page, card, lang, 0.5)
        if printed:
            out.add(f"<p><i>{_h(printed[0])}</i></p><p>{_h(printed[1])}</p>", f"{printed[0]}\n{printed[1]}")
        head = {"de": "Regeln und Hinweise", "fr": "Règles et précisions", "en": "Rulings"}[lang]
        out.line(head, chrome=True, tag="h2")
        items = self._dated(page, card, form)
        sep = r.choice([": ", "\t", " – "])
        if out.html:
            out.add("<table>" + "".join(f"<tr><td>{_h(ds)}</td><td>{_h(t)}</td></tr>" for ds, t in items) + "</table>", "")
        else:
            out.add("", "\n".join(f"{ds}{sep}{t}" for ds, t in items))
        out.chrome({"de": "Impressum · Datenschutz · Cookie-Einstellungen", "fr": "Mentions légales · Confidentialité · Gérer les cookies",
                    "en": "Terms · Privacy · Manage cookies"}[lang], tag="footer")
        page.content = out.render()

    def layout_searchcrumb_card_view(self, page, card):
        """A card view reached from search: breadcrumbs, account links, month-first dates before the ruling."""
        r = self.rng
        out = _Out(self, page, r.random() < 0.5, "en")
        name = self._title(page, card)
        form = self._form(page, "search card view, month-first date before the ruling", ["en:mon d, y", "en:mm/dd/y", "en:m/d/y", "en:month d, y"])
        out.title = f"{name} ({card.set_code}) · Cardsmith Search"
        out.chrome("Cardsmith", "Advanced search", "Syntax guide", "Random card", ACCOUNT19["en"], tag="header")
        out.crumbs("en", name)
        out.line(name, tag="h1")
        out.add(f"<p>{_h(card.type_line or '')}</p><p>{_h(card.text or '')}</p>", f"{card.type_line or ''}\n{card.text or ''}")
        set_line = f"{card.set_name} ({card.set_code}) #{card.number}"
        out.add(f"<p class=\"set\">{_h(set_line)}</p>", set_line)
        out.chrome("← Previous result", "Next result →", f"Result {r.randint(2, 40)} of {r.randint(41, 300)}", tag="nav", sep="   ")
        out.line("Rulings", chrome=True, tag="h2")
        items = self._dated(page, card, form)
        dash = r.choice([" — ", ": ", "  "])
        out.add("<ul>" + "".join(f"<li><time>{_h(ds)}</time>{_h(dash)}{_h(t)}</li>" for ds, t in items) + "</ul>",
                "\n".join(f"{ds}{dash}{t}" for ds, t in items))
        out.consent("en", 0.5)
        out.chrome("Cardsmith is unofficial Fan Content. Not approved/endorsed by Wizards.", "About · API · Privacy · Contact", tag="footer")
        page.content = out.render()

    def layout_lgs_rulings_footer(self, page, card):
        """A local game store's single-card page in Dutch, Swedish or Polish; the store's address at the foot."""
        r = self.rng
        lang = r.choice(["nl", "sv", "pl"])
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card)
        form = self._form(page, "store page, ruling – date after", {"nl": ["nl:d month y", "nl:dd-mm-y"], "sv": ["sv:d month y", "sv:iso"],
                                                                   "pl": ["pl:d month y", "pl:dd.mm.y"]}[lang])
        store, addr = self._store(lang)
        out.title = f"{name} - {store}"
        out.consent(lang, 0.7)
        w = {"nl": (["Losse kaarten", "Boosters", "Accessoires", "Winkelwagen (0)"], "Op voorraad", "In winkelwagen", "Officiële rulings"),
             "sv": (["Lösa kort", "Boosters", "Tillbehör", "Varukorg (0)"], "I lager", "Lägg i varukorg", "Officiella regelbeslut"),
             "pl": (["Pojedyncze karty", "Boostery", "Akcesoria", "Koszyk (0)"], "Dostępny", "Dodaj do koszyka", "Oficjalne orzeczenia")}[lang]
        out.chrome(store, *w[0], ACCOUNT19[lang], tag="header")
        out.crumbs(lang, name)
        out.line(name, tag="h1")
        price = f"{r.randint(1, 30)},{r.choice(['00', '50', '95'])}"
        out.chrome({"nl": f"€ {price}", "sv": f"{price} kr", "pl": f"{price} zł"}[lang], w[1], w[2], tag="div")
        out.line(w[3], chrome=True, tag="h3")
        items = self._dated(page, card, form)
        dash = r.choice([" – ", " - ", " — "])
        out.add("<ul>" + "".join(f"<li>{_h(t)}{dash}<em>{_h(ds)}</em></li>" for ds, t in items) + "</ul>",
                "\n".join(f"{t}{dash}{ds}" for ds, t in items))
        out.newsletter(lang, 0.6)
        out.chrome(store, addr, BUILDER_OF[lang], tag="footer")
        page.content = out.render()

    def layout_printed_name_only(self, page, card):
        """A page titled with the card's printed name in a stored language; no English name outside the rulings."""
        r = self.rng
        ok = [l for l in STORED if card.foreign.get(l, {}).get("name") and fold(card.foreign[l]["name"]) != fold(card.name)
              and not _named(card.name, card.foreign[l]["name"] + " " + (card.foreign[l].get("text") or ""))]
        lang = r.choice(ok) if ok else "en"
        if lang == "en":
            name = card.name
            page.title_lang = "en"
        else:
            name = card.foreign[lang]["name"]
            page.title_lang = lang
            page.__dict__["no_english"] = True
        dlang = "zh" if lang in ("zhs", "zht") else lang if lang != "en" else "en"
        forms = {"de": ["de:dd.mm.y", "de:d. month y"], "fr": ["fr:d month y", "fr:dd/mm/y"], "it": ["it:d month y", "it:dd/mm/y"],
                 "es": ["es:d de month de y", "es:dd/mm/y"], "pt": ["pt:d de month de y", "pt:dd/mm/y"], "ja": ["ja:y年m月d日", "ja:y/mm/dd"],
                 "ko": ["ko:y년 m월 d일", "ko:y. m. d."], "ru": ["ru:d month y г.", "ru:dd.mm.y"], "zh": ["zh:y年m月d日", "zh:y/m/d"],
                 "en": ["en:iso"]}[dlang]
        form = self._form(page, "printed-name page, date before the ruling", forms)
        ck = lang if lang in CONSENT19 else "en"
        out = _Out(self, page, r.random() < 0.5, lang)
        site = {"de": "Kartenwelt", "fr": "Cartothèque", "it": "Cartoteca", "es": "Cartoteca", "pt": "Cartoteca", "ja": "カード辞典",
                "ko": "카드 사전", "ru": "Картотека", "zhs": "卡牌百科", "zht": "卡牌百科", "en": "Cardbook"}[lang]
        out.title = f"{name} | {site}"
        out.consent(ck, 0.6)
        out.chrome(site, ACCOUNT19.get(lang, ACCOUNT19["en"]), tag="header")
        out.crumbs(lang if lang in CRUMBS19 else "en", name)
        out.line(name, tag="h1")
        f = card.foreign.get(lang, {})
        if lang != "en" and f.get("text"):
            page.translations.append((lang, f["name"], f["text"]))
            out.add(f"<p class=\"type\">{_h(f.get('type') or '')}</p><p class=\"text\">{_h(f['text'])}</p>", f"{f.get('type') or ''}\n{f['text']}")
        head = {"de": "Regelhinweise", "fr": "Précisions de règles", "it": "Chiarimenti", "es": "Aclaraciones", "pt": "Esclarecimentos",
                "ja": "裁定", "ko": "판정", "ru": "Разъяснения", "zhs": "规则释疑", "zht": "規則釋疑", "en": "Rulings"}[lang]
        out.line(head, chrome=True, tag="h2")
        items = self._dated(page, card, form)
        sep = r.choice(["  ", " — ", "：" if dlang in ("ja", "zh") else ": "])
        out.add("".join(f"<p><span class=\"d\">{_h(ds)}</span>{_h(sep)}{_h(t)}</p>" for ds, t in items),
                "\n".join(f"{ds}{sep}{t}" for ds, t in items))
        out.newsletter(lang, 0.4)
        page.content = out.render()

    def layout_foreign_grid_table(self, page, card):
        """The card's printed names and texts side by side, then its rulings."""
        r = self.rng
        out = _Out(self, page, r.random() < 0.6, "en")
        name = self._title(page, card)
        form = self._form(page, "after the translations grid, date column before", ["en:iso", "en:month d, y", "en:mm/dd/y"])
        out.title = f"{name} — printed languages"
        out.chrome("Polyglot Cards", "Browse", "Languages", "Sets", ACCOUNT19["en"], tag="header")
        out.line(name, tag="h1")
        langs = [l for l in STORED if card.foreign.get(l, {}).get("name") and card.foreign[l].get("text")]
        shown = r.sample(langs, min(len(langs), r.randint(2, 5))) if langs else []
        rows = []
        for l in shown:
            f = card.foreign[l]
            page.translations.append((l, f["name"], f["text"]))
            rows.append((l, f["name"], f["text"]))
        out.line("Printed in", chrome=True, tag="h2")
        if out.html:
            out.add("<table class=\"langs\"><tr><th>Language</th><th>Name</th><th>Text</th></tr>"
                    + "".join(f"<tr><td>{_LANG_NAMES[l]}</td><td>{_h(n)}</td><td>{_h(t)}</td></tr>" for l, n, t in rows) + "</table>", "")
        else:
            out.add("", "\n\n".join(f"{_LANG_NAMES[l]}\n{n}\n{t}" for l, n, t in rows))
        out.line("Rulings", chrome=True, tag="h2")
        items = self._dated(page, card, form)
        if out.html:
            out.add("<table class=\"rulings\">" + "".join(f"<tr><td>{_h(ds)}</td><td>{_h(t)}</td></tr>" for ds, t in items) + "</table>", "")
        else:
            out.add("", "\n".join(f"{ds}\t{t}" for ds, t in items))
        out.consent(r.choice(["en", "de", "fr"]), 0.5)
        out.chrome("Card names and texts © Wizards of the Coast", "Polyglot Cards · Privacy · Imprint", tag="footer")
        page.content = out.render()

    def layout_printed_tabs_save(self, page, card):
        """A card page with one tab per printed language (Italian or Spanish site), then its rulings."""
        r = self.rng
        lang = r.choice(["it", "es"])
        out = _Out(self, page, r.random() < 0.6, lang)
        name = self._title(page, card, lang, 0.5)
        form = self._form(page, "tabbed card page, date after the ruling in brackets",
                          [f"{lang}:dd/mm/y", "it:d month y" if lang == "it" else "es:d de month de y"])
        site = "Mazzo Facile" if lang == "it" else "Baraja Fácil"
        out.title = f"{name} - {site}"
        out.consent(lang, 0.6)
        out.chrome(site, *(["Carte", "Mazzi", "Regole"] if lang == "it" else ["Cartas", "Barajas", "Reglas"]), ACCOUNT19[lang], tag="header")
        out.crumbs(lang, name)
        out.line(name, tag="h1")
        langs = [l for l in STORED if card.foreign.get(l, {}).get("name") and card.foreign[l].get("text")]
        if lang in langs:
            langs.remove(lang)
            langs.insert(0, lang)
        shown = langs[:r.randint(1, 4)]
        labels = [_LANG_NAMES[l] for l in shown]
        if labels:
            page.chrome += ["English"]
        tabs_line = "  ".join(["English"] + labels)
        panels = []
        for l in shown:
            f = card.foreign[l]
            page.translations.append((l, f["name"], f["text"]))
            panels.append((l, f["name"], f["text"]))
        if out.html:
            out.add("<ul class=\"tabs\">" + "".join(f"<li>{x}</li>" for x in ["English"] + labels) + "</ul>"
                    + "".join(f"<div class=\"tab-pane\" data-lang=\"{l}\"><h3>{_h(n)}</h3><p>{_h(t)}</p></div>" for l, n, t in panels), "")
        else:
            out.add("", tabs_line + ("\n\n" if panels else "") + "\n\n".join(f"{_LANG_NAMES[l]}\n{n}\n{t}" for l, n, t in panels))
        head = "Chiarimenti" if lang == "it" else "Aclaraciones"
        out.line(head, chrome=True, tag="h2")
        items = self._dated(page, card, form)
        out.add("<ol>" + "".join(f"<li>{_h(t)} ({_h(ds)})</li>" for ds, t in items) + "</ol>", "\n".join(f"{t} ({ds})" for ds, t in items))
        out.newsletter(lang, 0.5)
        out.chrome(f"© 2025 {site}", "Privacy · Cookie · Contatti" if lang == "it" else "Privacidad · Cookies · Contacto", tag="footer")
        page.content = out.render()

    def layout_weekday_stamp_log(self, page, card):
        """Rulings stamped with weekday dates in the site's language, before the ruling."""
        r = self.rng
        lang = r.choice(["de", "fr", "es", "pt", "ru", "ja", "ko", "zhs", "en", "it"])
        dl = "zh" if lang == "zhs" else lang
        wform = {"de": "wd, d. month y", "fr": "wd d month y", "es": "wd, d de month de y", "pt": "wd, d de month de y",
                 "ru": "wd, d month y г.", "ja": "y年m月d日(wd)", "ko": r.choice(["y년 m월 d일 wd요일", "y. m. d. (wd)"]),
                 "zh": "y年m月d日 星期wd", "en": "wd, month d, y", "it": "wd d month y"}[dl]
        form = self._form(page, "weekday date line above the ruling", [f"{dl}:{wform}"])
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, lang if lang != "en" else None, 0.5)
        site = {"de": "Regelticker", "fr": "Le Fil des Règles", "es": "Diario de Reglas", "pt": "Diário de Regras", "ru": "Лента правил",
                "ja": "裁定ログ", "ko": "판정 기록", "zhs": "裁定日志", "en": "Rules Log", "it": "Diario delle Regole"}[lang]
        out.title = f"{name} · {site}"
        out.consent(lang if lang in CONSENT19 else "en", 0.5)
        out.chrome(site, ACCOUNT19[lang], tag="header")
        out.line(name, tag="h1")
        printed = self._translation(page, card, lang, 0.4)
        if printed:
            out.add(f"<blockquote><b>{_h(printed[0])}</b><br>\n{_h(printed[1])}</blockquote>", f"{printed[0]}\n{printed[1]}")
        items = self._dated(page, card, form)
        if r.random() < 0.5:
            out.add("".join(f"<article><h4>{_h(ds)}</h4><p>{_h(t)}</p></article>" for ds, t in items), "\n\n".join(f"{ds}\n{t}" for ds, t in items))
        else:
            out.add("".join(f"<p><b>{_h(ds)}</b> — {_h(t)}</p>" for ds, t in items), "\n".join(f"{ds} — {t}" for ds, t in items))
        out.chrome(BUILDER_OF[lang], tag="footer")
        page.content = out.render()

    def layout_short_year_club_notes(self, page, card):
        """A club's rules notes with two-digit years in a day-first language."""
        r = self.rng
        lang = r.choice(["de", "ru", "fr", "nl"])
        form = self._form(page, "club notes, two-digit year, date first",
                          [{"de": "de:dd.mm.yy", "ru": "ru:dd.mm.yy", "fr": "fr:dd/mm/yy", "nl": "nl:dd-mm-yy"}[lang]])
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, lang if lang != "nl" else None, 0.5)
        club = {"de": "Spieleclub Würfelturm e.V.", "ru": "Клуб «Грифон»", "fr": "Club de jeux La Licorne", "nl": "Spelvereniging De Toren"}[lang]
        intro = {"de": "Unsere Regelnotizen (Datum = Datum der offiziellen Entscheidung, TT.MM.JJ):",
                 "ru": "Наши заметки по правилам (дата официального разъяснения, ДД.ММ.ГГ):",
                 "fr": "Nos notes de règles (date de la décision officielle, JJ/MM/AA) :",
                 "nl": "Onze regelnotities (datum van de officiële uitspraak, DD-MM-JJ):"}[lang]
        out.title = f"{name} – {club}"
        out.consent(lang, 0.5)
        out.chrome(club, *{"de": ["Termine", "Regelnotizen", "Mitglied werden"], "ru": ["Расписание", "Заметки", "Вступить"],
                           "fr": ["Agenda", "Notes de règles", "Adhérer"], "nl": ["Agenda", "Regelnotities", "Lid worden"]}[lang], tag="nav")
        out.line(name, tag="h1")
        out.line(intro, chrome=True)
        items = self._dated(page, card, form)
        sep = r.choice([" ", ": ", " - "])
        out.add("<pre>" + _h("\n".join(f"{ds}{sep}{t}" for ds, t in items)).replace("<br>\n", "\n") + "</pre>" if r.random() < 0.4 else
                "<ul>" + "".join(f"<li>{_h(ds)}{_h(sep)}{_h(t)}</li>" for ds, t in items) + "</ul>",
                "\n".join(f"{ds}{sep}{t}" for ds, t in items))
        out.chrome(ACCOUNT19[lang], BUILDER_OF[lang], tag="footer")
        page.content = out.render()

    def layout_month_name_sections(self, page, card):
        """Rulings grouped under date headings with month names."""
        r = self.rng
        lang = r.choice(["it", "es", "pt", "fr", "pl", "tr"])
        form = self._form(page, "date heading with a month name over its group",
                          [{"it": "it:d month y", "es": "es:d de month de y", "pt": "pt:d de month de y", "fr": "fr:d month y",
                            "pl": "pl:d month y", "tr": r.choice(["tr:d month y", "tr:d month y wd"])}[lang]])
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, lang if lang in STORED else None, 0.5)
        site = {"it": "Regole in Tasca", "es": "Reglas al Día", "pt": "Regras em Dia", "fr": "Règles du Jour", "pl": "Zasady na Co Dzień",
                "tr": "Kural Rehberi"}[lang]
        out.title = f"{name} — {site}"
        out.consent(lang, 0.6)
        out.chrome(site, ACCOUNT19[lang], tag="header")
        out.crumbs(lang, name)
        out.line(name, tag="h1")
        printed = self._translation(page, card, lang, 0.4) if lang in STORED else None
        if printed:
            out.add(f"<p><b>{_h(printed[0])}</b></p><p>{_h(printed[1])}</p>", f"{printed[0]}\n{printed[1]}")
        items = self._dated(page, card, form)
        for ds, texts in _grouped(items):
            out.add(f"<h3>{_h(ds)}</h3><ul>" + "".join(f"<li>{_h(t)}</li>" for t in texts) + "</ul>", ds + "\n" + "\n".join(texts))
        out.newsletter(lang, 0.5)
        out.chrome(f"© 2025 {site}", tag="footer")
        page.content = out.render()

    def layout_bracketed_date_lines(self, page, card):
        """Bracketed dates before or after each ruling (Russian, Polish, Turkish, Swedish)."""
        r = self.rng
        lang = r.choice(["ru", "pl", "tr", "sv"])
        before = r.random() < 0.5
        forms = {"ru": ["ru:dd.mm.y", "ru:d month y г."], "pl": ["pl:dd.mm.y", "pl:d month y"], "tr": ["tr:dd.mm.y", "tr:d month y"],
                 "sv": ["sv:iso", "sv:d month y"]}[lang]
        form = self._form(page, "[DATE] before the ruling" if before else "(DATE) after the ruling", forms)
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, "ru" if lang == "ru" else None, 0.5)
        site = {"ru": "Магия правил", "pl": "Sędziowski Zakątek", "tr": "Kart Kuralları", "sv": "Regelhörnan"}[lang]
        out.title = f"{name} — {site}"
        out.consent(lang, 0.6)
        out.chrome(site, ACCOUNT19[lang], tag="header")
        out.crumbs(lang, name)
        out.line(name, tag="h1")
        if lang == "ru":
            printed = self._translation(page, card, "ru", 0.5)
            if printed:
                out.add(f"<p>{_h(printed[0])}</p><p>{_h(printed[1])}</p>", f"{printed[0]}\n{printed[1]}")
        items = self._dated(page, card, form)
        ob, cb = ("[", "]") if before or r.random() < 0.3 else ("(", ")")
        lines = [f"{ob}{ds}{cb} {t}" if before else f"{t} {ob}{ds}{cb}" for ds, t in items]
        out.add("".join(f"<p>{_h(x)}</p>" for x in lines), "\n".join(lines))
        out.chrome({"ru": "Поделиться: ВКонтакте · Telegram", "pl": "Udostępnij: Facebook · X", "tr": "Paylaş: X · WhatsApp",
                    "sv": "Dela: Facebook · X"}[lang], tag="div")
        out.chrome(f"© 2025 {site}", tag="footer")
        page.content = out.render()

    def layout_reader_mode_copy_text(self, page, card):
        """A rules article copied out of reader mode (Japanese, Korean, Chinese)."""
        r = self.rng
        lang = r.choice(["ja", "ko", "zhs", "zht"])
        dl = "zh" if lang in ("zhs", "zht") else lang
        forms = {"ja": ["ja:y年m月d日", "ja:y/mm/dd"], "ko": ["ko:y년 m월 d일", "ko:y. m. d."], "zh": ["zh:y年m月d日", "zh:y/m/d"]}[dl]
        form = self._form(page, "reader mode, 【DATE】 or DATE before the ruling", forms)
        out = _Out(self, page, r.random() < 0.3, lang)
        name = self._title(page, card, lang, 0.7)
        domain = {"ja": "rules-memo.jp", "ko": "rulebook.kr", "zhs": "guize.cn", "zht": "guize.tw"}[lang]
        mins = r.randint(2, 7)
        meta = {"ja": f"{domain}\n約{mins}分", "ko": f"{domain}\n{mins}분 소요", "zhs": f"{domain}\n阅读时间 {mins} 分钟",
                "zht": f"{domain}\n閱讀時間 {mins} 分鐘"}[lang]
        out.title = name
        for x in meta.split("\n"):
            page.chrome.append(x)
        out.add(f"<div class=\"reader-domain\">{_h(meta)}</div>", meta)
        out.line(name, tag="h1")
        printed = self._translation(page, card, lang, 0.6)
        if printed:
            out.add(f"<p>{_h(printed[0])}</p><p>{_h(printed[1])}</p>", f"{printed[0]}\n{printed[1]}")
        items = self._dated(page, card, form)
        brk = r.random() < 0.5
        lines = [f"【{ds}】{t}" if brk else f"{ds}　{t}" for ds, t in items]
        out.add("".join(f"<p>{_h(x)}</p>" for x in lines), "\n".join(lines))
        out.chrome({"ja": "原文を表示", "ko": "원문 보기", "zhs": "查看原文", "zht": "查看原文"}[lang], tag="div")
        page.content = out.render()

    def layout_save_as_text_full(self, page, card):
        """A whole card page saved with the browser's "Save as text": skip links, menus, footer lines."""
        r = self.rng
        lang = r.choice(["en", "de"])
        out = _Out(self, page, False, lang)
        name = self._title(page, card, "de" if lang == "de" else None, 0.4)
        forms = ["en:month d, y", "en:iso", "en:d month y"] if lang == "en" else ["de:d. month y", "de:dd.mm.y"]
        form = self._form(page, "save as text, date line above the ruling", forms)
        store, addr = self._store(lang)
        out.chrome("Skip to main content" if lang == "en" else "Zum Inhalt springen", tag="div")
        out.chrome(*(["Singles", "Sealed", "Supplies", "Events", "Cart (0)"] if lang == "en" else ["Einzelkarten", "Displays", "Zubehör", "Events",
                                                                                                  "Warenkorb (0)"]), ACCOUNT19[lang])
        out.crumbs(lang, name)
        out.line(name)
        printed = self._translation(page, card, "de", 0.4) if lang == "de" else None
        if printed:
            out.add("", f"{printed[0]}\n{printed[1]}")
        out.line("Rulings" if lang == "en" else "Regelentscheidungen", chrome=True)
        items = self._dated(page, card, form)
        out.add("", "\n\n".join(f"{ds}\n{t}" for ds, t in items))
        out.newsletter(lang, 0.7)
        out.consent(lang, 0.6)
        out.chrome(store, addr, *(["Opening hours: Tue–Sat 11:00–20:00", "Shipping · Returns · Privacy · Terms"] if lang == "en" else
                                  ["Öffnungszeiten: Di–Sa 11–20 Uhr", "Versand · Widerruf · Datenschutz · Impressum"]))
        page.content = out.render()

    def layout_rules_site_card_faq(self, page, card):
        """A rules site's card FAQ: each ruling followed by its publisher and date, "Was this helpful?"."""
        r = self.rng
        lang = r.choice(["en", "fr"])
        out = _Out(self, page, r.random() < 0.5, lang)
        name = self._title(page, card, "fr" if lang == "fr" else None, 0.5)
        form = self._form(page, "— publisher, DATE after the ruling" if lang == "en" else "(publié le DATE) after the ruling",
                          ["en:iso", "en:mon d, y"] if lang == "en" else ["fr:d month y", "fr:dd/mm/y"])
        site = "Stack & Priority" if lang == "en" else "La Pile et la Priorité"
        out.title = f"{name} FAQ – {site}" if lang == "en" else f"FAQ {name} – {site}"
        out.consent(lang if lang == "en" else r.choice(["fr", "tarteaucitron-fr"]), 0.6)
        out.chrome(site, *(["Comprehensive Rules", "Card FAQs", "Ask a judge"] if lang == "en" else ["Règles complètes", "FAQ des cartes",
                                                                                                    "Demander à un arbitre"]), ACCOUNT19[lang], tag="nav")
        out.crumbs(lang, name)
        out.line(f"{name} — FAQ", tag="h1")
        printed = self._translation(page, card, "fr", 0.5) if lang == "fr" else None
        if printed:
            out.add(f"<p><b>{_h(printed[0])}</b><br>\n{_h(printed[1])}</p>", f"{printed[0]}\n{printed[1]}")
        items = self._dated(page, card, form)
        helpful = "Was this helpful? 👍 👎" if lang == "en" else "Cette réponse vous a-t-elle aidé ? Oui · Non"
        page.chrome.append(helpful)
        pub = r.choice(["Wizards of the Coast", "WotC"])
        blocks = []
        for ds, t in items:
            tail = f"— {pub}, {ds}" if lang == "en" else f"(publié le {ds})"
            blocks.append((t, tail))
        out.add("".join(f"<div class=\"faq\"><p>{_h(t)}</p><p class=\"src\">{_h(tail)}</p><p class=\"vote\">{_h(helpful)}</p></div>"
                        for t, tail in blocks), "\n\n".join(f"{t}\n{tail}\n{helpful}" for t, tail in blocks))
        out.chrome(f"{site} is not affiliated with Wizards of the Coast." if lang == "en" else f"{site} n'est pas affilié à Wizards of the Coast.",
                   tag="footer")
        page.content = out.render()

    def layout_asia_shop_ruling_tab(self, page, card):
        """A Japanese, Korean or Chinese shop's product page with a rulings tab and its address at the foot."""
        r = self.rng
        lang = r.choice(["ja", "ko", "zhs", "zht"])
        dl = "zh" if lang in ("zhs", "zht") else lang
        form = self._form(page, "shop rulings tab, date before the ruling",
                          {"ja": ["ja:y年m月d日", "ja:y/mm/dd"], "ko": ["ko:y. m. d.", "ko:y년 m월 d일"], "zh": ["zh:y年m月d日", "zh:y/m/d"]}[dl])
        out = _Out(self, page, r.random() < 0.6, lang)
        name = self._title(page, card, lang, 0.8)
        store, addr = self._store(lang)
        w = {"ja": (["シングルカード", "BOX・パック", "サプライ", "カート"], "税込", "カートに入れる", "商品説明", "裁定", "在庫あり"),
             "ko": (["싱글 카드", "부스터", "액세서리", "장바구니"], "원", "장바구니 담기", "상품 설명", "공식 판정", "재고 있음"),
             "zhs": (["单卡", "补充包", "周边", "购物车"], "元", "加入购物车", "商品详情", "官方裁定", "有货"),
             "zht": (["單卡", "補充包", "周邊", "購物車"], "元", "加入購物車", "商品詳情", "官方裁定", "有貨")}[lang]
        out.title = f"{name}｜{store}"
        out.consent(lang, 0.6)
        out.chrome(store, *w[0], ACCOUNT19[lang], tag="header")
        out.crumbs(lang, name)
        out.line(name, tag="h1")
        price = {"ja": f"¥{r.randint(1, 90) * 10} {w[1]}", "ko": f"{r.randint(1, 90) * 100:,}{w[1]}", "zhs": f"¥{r.randint(1, 90)}.00",
                 "zht": f"NT${r.randint(10, 900)}"}[lang]
        out.chrome(price, w[5], w[2], tag="div")
        out.chrome(w[3], w[4], tag="ul", sep="  ")
        printed = self._translation(page, card, lang, 0.6)
        if printed:
            out.add(f"<div class=\"desc\"><p>{_h(printed[0])}</p><p>{_h(printed[1])}</p></div>", f"{printed[0]}\n{printed[1]}")
        items = self._dated(page, card, form)
        sep = r.choice(["　", " ", "：", " | "])
        out.add("<div class=\"tab-rulings\">" + "".join(f"<p>{_h(ds)}{_h(sep)}{_h(t)}</p>" for ds, t in items) + "</div>",
                "\n".join(f"{ds}{sep}{t}" for ds, t in items))
        out.newsletter(lang, 0.4)
        out.chrome(store, addr, BUILDER_OF[lang], tag="footer")
        page.content = out.render()

    def layout_digest_untitled_grouped(self, page, card):
        """A saved digest of one card's rulings: no title, date headings (Korean, Russian, Italian, German)."""
        r = self.rng
        lang = r.choice(["ko", "ru", "it", "de"])
        form = self._form(page, "untitled digest, date heading over its group",
                          {"ko": ["ko:y년 m월 d일", "ko:y. m. d."], "ru": ["ru:d month y г.", "ru:dd.mm.y"], "it": ["it:d month y", "it:dd/mm/y"],
                           "de": ["de:d. month y", "de:dd.mm.y"]}[lang])
        out = _Out(self, page, r.random() < 0.4, lang)
        out.title = {"ko": "판정 모음", "ru": "Сводка разъяснений", "it": "Raccolta chiarimenti", "de": "Regel-Digest"}[lang]
        out.chrome(ACCOUNT19[lang], CRUMBS19[lang], tag="nav")
        items = self._dated(page, card, form)
        for ds, texts in _grouped(items):
            out.add(f"<h4>{_h(ds)}</h4>" + "".join(f"<p>{_h(t)}</p>" for t in texts), ds + "\n" + "\n".join(texts))
        out.consent(lang, 0.6)
        out.newsletter(lang, 0.4)
        page.content = out.render()

    LAYOUTS19 = {
        "publisher-stamp-plain": ("layout_publisher_stamp_plain", False), "stamp-above-localized": ("layout_stamp_above_localized", True),
        "cookie-wall-carddb": ("layout_cookie_wall_carddb", True), "searchcrumb-card-view": ("layout_searchcrumb_card_view", True),
        "lgs-rulings-footer": ("layout_lgs_rulings_footer", True), "printed-name-only": ("layout_printed_name_only", True),
        "foreign-grid-table": ("layout_foreign_grid_table", True), "printed-tabs-save": ("layout_printed_tabs_save", True),
        "weekday-stamp-log": ("layout_weekday_stamp_log", True), "short-year-club-notes": ("layout_short_year_club_notes", True),
        "month-name-sections": ("layout_month_name_sections", True), "bracketed-date-lines": ("layout_bracketed_date_lines", True),
        "reader-mode-copy-text": ("layout_reader_mode_copy_text", True), "save-as-text-full": ("layout_save_as_text_full", True),
        "rules-site-card-faq": ("layout_rules_site_card_faq", True), "asia-shop-ruling-tab": ("layout_asia_shop_ruling_tab", True),
        "digest-untitled-grouped": ("layout_digest_untitled_grouped", False),
    }


def fresh19_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-19 part's pages, drawn with their own generator (seed + 77447)."""
    return Fresh19Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh19")


# --- self-test ---------------------------------------------------------------------------------------

def reading_views(page: Page) -> list[str]:
    """The page as a careful reader reads it (folded): as written, and for HTML without its tags
    (joined, and spaced), with its entities resolved; the last view is the markup with its entities
    resolved and its tags kept."""
    views = [fold(page.content)]
    if page.fmt == "html":
        views.append(fold(html.unescape(re.sub(r"<[^>]+>", "", page.content))))
        views.append(fold(html.unescape(re.sub(r"<[^>]+>", " ", page.content))))
        views.append(fold(html.unescape(page.content)))
    return views


def self_test(pages: list[Page], gen: Fresh19Generator) -> list[str]:
    """What is wrong with the answers: every ruling text, translation, chrome line and shown date is in
    the page as read; the rulings are the card's own with their real dates; titled pages show their
    title, untitled ones name the card nowhere but inside a ruling; printed-name pages show no English
    name outside the rulings; at least 16 layouts (all fresh-19's own), 10 date languages, 8 title
    languages, both formats, valid ISO dates, chrome on every page."""
    problems = []
    layouts = {p.layout for p in pages}
    if len(layouts) < 16 or not layouts <= set(Fresh19Generator.LAYOUTS19):
        problems.append(f"layouts: {sorted(layouts)}")
    langs = {f.split(":")[0] for p in pages for f in p.date_forms}
    if len(langs) < 10:
        problems.append(f"only {len(langs)} date languages: {sorted(langs)}")
    if len({p.title_lang for p in pages if p.title_lang and p.title_lang != "en"}) < 8:
        problems.append("fewer than 8 stored title languages")
    if {p.fmt for p in pages} != {"html", "text"}:
        problems.append("not both formats")
    if not any(p.__dict__.get("no_english") for p in pages):
        problems.append("no page without its English name")
    by_name = {c.name: c for c in gen.cards}
    for p in pages:
        views = reading_views(p)
        seen = lambda s: any(fold(s) in v for v in views)  # noqa: E731
        card = by_name[p.card]
        truth = {(d.isoformat(), t) for d, t in card.rulings}
        if not p.rulings:
            problems.append(f"{p.id} {p.layout}: no rulings")
        for d, t in p.rulings:
            if not seen(t):
                problems.append(f"{p.id} {p.layout}: ruling not in page: {t[:60]}")
            if d is None or dt.date.fromisoformat(d).isoformat() != d or (d, t) not in truth:
                problems.append(f"{p.id} {p.layout}: not the card's ruling and date: {d} {t[:40]}")
        shown = p.__dict__.get("shown", [])
        if len(shown) != len(p.rulings):
            problems.append(f"{p.id} {p.layout}: {len(shown)} shown dates for {len(p.rulings)} rulings")
        for s in shown:
            if not seen(s):
                problems.append(f"{p.id} {p.layout}: date not shown as written: {s[:60]}")
        for l, n, t in p.translations:
            if l not in STORED or not seen(n) or not t or not seen(t) or card.foreign.get(l, {}).get("text") != t \
                    or card.foreign[l].get("name") != n:
                problems.append(f"{p.id} {p.layout}: translation {l} not in page or not the card's")
        for c in p.chrome:
            if not seen(c):
                problems.append(f"{p.id} {p.layout}: chrome not in page: {c[:60]}")
            if any(fold(c) in fold(t) for _, t in p.rulings):
                problems.append(f"{p.id} {p.layout}: chrome inside a ruling: {c[:60]}")
        if not p.chrome:
            problems.append(f"{p.id} {p.layout}: no chrome")
        titled = Fresh19Generator.LAYOUTS19[p.layout][1]
        if (p.card_arg is None) != titled or (not titled and p.card_arg != p.card):
            problems.append(f"{p.id} {p.layout}: card_arg {p.card_arg!r}")
        rest = views[-1]
        for _, t in p.rulings:
            rest = rest.replace(fold(t), " ")
        if titled:
            name = p.card if p.title_lang == "en" else card.foreign[p.title_lang]["name"]
            if not seen(name):
                problems.append(f"{p.id} {p.layout}: title {name!r} not in page")
            if p.__dict__.get("no_english") and _named(card.name, rest):
                problems.append(f"{p.id} {p.layout}: the English name outside the rulings")
        else:
            names = [card.name] + [f["name"] for f in card.foreign.values() if f.get("name")]
            if any(_named(n, rest) for n in names):
                problems.append(f"{p.id} {p.layout}: names its card outside the rulings")
            if p.translations:
                problems.append(f"{p.id} {p.layout}: an untitled page with translations")
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
        gen = Fresh19Generator(cards, set_names, seed + SEED_OFFSET)
        pages = gen.fresh_corpus(200, "fresh19")
        again = fresh19_corpus(cards, set_names, seed, 200)
        same = [(p.content, p.rulings, p.translations, p.chrome) for p in pages] == [(p.content, p.rulings, p.translations, p.chrome) for p in again]
        problems = self_test(pages, gen)
        if len(pages) != 200:
            problems.append(f"{len(pages)} pages")
        if not same:
            problems.append("not deterministic for the seed")
        layouts = sorted({p.layout for p in pages})
        langs = sorted({f.split(":")[0] for p in pages for f in p.date_forms})
        print(f"seed {seed}: {len(pages)} pages, {len(layouts)} layouts, {len(langs)} date languages ({' '.join(langs)}), "
              f"{sum(len(p.rulings) for p in pages)} rulings, {sum(len(p.translations) for p in pages)} translations, "
              f"{sum(len(p.chrome) for p in pages)} chrome lines, {sum(p.fmt == 'html' for p in pages)} HTML, "
              f"{sum(p.card_arg is not None for p in pages)} naming no card, "
              f"{sum(bool(p.__dict__.get('no_english')) for p in pages)} with no English name, "
              f"{len({p.title_lang for p in pages if p.title_lang})} title languages; {len(problems)} problems")
        for x in problems[:30]:
            print("  ", x)
        bad += len(problems)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
