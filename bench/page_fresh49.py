"""The fresh-49 held-out part of the page corpus (``bench/page_corpus.py``): plain text captured from real card websites,
the way people actually capture it, the core case the product must get right. Each page is the text a user gets from a
card's page (or a card's rulings page) on a card site, by one way of capturing it: a browser's Select All + Copy
(innerText: menus, banners and footers included, one element a line, buttons' labels, table cells by tabs, blank lines
where the browser puts them), Firefox's "Save Page As… Text Files", Firefox's Reader View (copied, or saved as HTML) and
Safari Reader, ``lynx -dump`` (numbered links, the References list), ``w3m -dump`` (box-drawn and wrapped tables),
``html2text``'s Markdown, an app's share-as-text, a screen reader's speech log, a translating extension's bilingual copy,
the clipboard's HTML format (CF_HTML), a Discord bot's answer copied. The sites are invented but of the real kinds:
singles stores (local currencies, stock, NM/LP grades, "Add to cart", shipping banners, addresses and opening hours),
fan wikis, deck-builders (deck counts, "Add to deck", legality tables), judges' and rules blogs, a Q&A site, price
trackers (price histories of many days), regional community sites and stores (Japanese, Korean, Chinese Simplified and
Traditional, Russian, Brazilian), forum threads, a card scanner.

Each page is about one card (a card with several faces on half of the pages, each face a heading of its own or the
name "Front // Back"), with all of that card's official rulings (MTGJSON's, in English as Wizards publishes them) and
their real days in the sites' forms: ISO, the locales' long forms (4. Oktober 2019, 4 octobre 2019, 2019年10月4日,
2019년 10월 4일, 4 октября 2019 г., 4 de outubro de 2019, ...), numeric forms in each locale's order (04.10.2019,
04/10/2019, 10/4/2019, 2019. 10. 4.), before the text, after it ("text — day"), as "day: text", as a day's heading with
its rulings under it, in a table's column (tab-separated as innerText gives cells, or a w3m column), as
"day · Wizards of the Coast"; thirteen languages' forms in all. The chrome is rich and none of it is in the truth:
consent banners of twelve consent managers (OneTrust with its preference centre's "Back Button"/"Cookie List" lines,
Cookiebot, Didomi, Usercentrics, iubenda, Quantcast Choice in capitals, CookieYes, Complianz, Borlabs, Termly, Osano,
TrustArc) in the page's language, labels run into their descriptions where the markup has no space; newsletters,
breadcrumbs, account links, language pickers, "related cards" and "also printed in" lists with their days, price
histories, comment sections (relative times, "vor 2 Tagen", or days), "last updated" days, copyright footers,
addresses and opening hours, share buttons, emoji icons in buttons, non-breaking spaces in prices, soft hyphens and
zero-width spaces where a hyphenating wiki writes them. The site's chrome is in another language than the rulings on
several layouts (an English widget on European stores, the translating extension, a Discord client). Titles are the
card's printed name in the site's language (or the English one, at times beside it), the whole card's or its front
face's; a printed card shown on the page is a translation (its front face's when the faces are shown one by one); the
Oracle text is shown in English otherwise. Every page carries two days of its own at least, none a ruling's.

Written without reading the page parser (nor any code that reads pages, nor its tests), before any parser run on it, and
never run through it. Only the corpus's interface was read (``bench/page_corpus.py``), the parts' scaffolding
(``bench/page_parts.py``), ``bench/page_fresh48.py`` as the model (its structure, page start, titles, translations,
``--card`` and the self-test's shape), ``bench/page_accuracy.py`` (the wiring), ``tests/test_page_fresh_corpus.py`` and
``tests/conftest.py``, and the MTGJSON data.

Layouts (the capture and the site; the languages, each in turn first, then drawn):

- cx-store-selectall-copy: a singles store's product page, Select All + Copy (consent banner, shipping banner, offers by
  condition, an accordion of rulings, related cards, printings, newsletter, address and hours); de fr it es nl en pl;
- cx-store-firefox-save-text: a store page saved as "Text Files" by Firefox (72 columns, "  * " lists, a "[Saved from
  ...]" line); en ja ko zht;
- cx-wiki-reader-view (text, html): a fan wiki in Firefox's Reader View, copied or saved (rulings under their days'
  headings); de fr es it pt pl ru;
- cx-wiki-lynx-dump: ``lynx -dump`` of a wiki page (numbered links, References, Visible and Hidden links); en de fr ru es;
- cx-deck-w3m-dump: ``w3m -dump`` of a deck-builder's page (a box-drawn legality table, the rulings in a wrapped column);
  en ja de ko pt;
- cx-blog-html2text: a judges' blog post through html2text (escaped Markdown, ``* **day**: text`` or ``### day``);
  en de fr es it;
- cx-rules-blog-copy: a rules blog's post copied (publisher lines, share labels, comments, sidebar days); fr it es pt de en pl;
- cx-price-tracker-copy: a price tracker's page copied (price history of many days, the rulings tab); en de fr ja pt;
- cx-deckbuilder-table-copy: a deck-builder's page copied (deck counts, legality and rulings tables by tabs); en es it de ru pl;
- cx-jp-wiki-copy: a Japanese community wiki (最終更新, 裁定 under their days, comments with their posting times); ja;
- cx-ko-community-copy: a Korean card database (2019. 10. 4., 공유하기, the business registration line); ko;
- cx-zhs-carddb-copy: a Chinese (Simplified) card database (下载App, 公众号, the ICP filing line); zhs;
- cx-zht-forum-copy: a Traditional Chinese forum thread (樓主, 發表於, 推/噓, signatures); zht;
- cx-ru-store-copy: a Russian store (₽, «В корзину», the legal entity's details); ru;
- cx-br-marketplace-copy: a Brazilian marketplace (R$, the stores' list, price history, CNPJ); pt;
- cx-forum-thread-quote: a phpBB thread quoting "Gatherer wrote:" (post times, the edit note, signatures); en de fr it es pl;
- cx-discord-bot-copy: a Discord bot's answer copied (APP tag, "Heute um", the embed's days in English); en de fr pt es ja;
- cx-scanner-app-share: a card scanner's share text (emoji lines, price and its day, "• day: text"); en de fr it es pt ja ko;
- cx-screen-reader-log: NVDA's speech viewer (landmarks, "heading level 2", "list with 4 items", "bullet"); en de fr es;
- cx-translate-bilingual: an English site through a bilingual translating extension (each line and its translation,
  the rulings' days in both languages, the texts left in English); zhs ja ko ru pt es;
- cx-safari-reader-copy: an article in Safari Reader, copied; it es pt nl en;
- cx-clipboard-cf-html (html): a store's rulings box as the clipboard's CF_HTML (its header's offsets, inline styles,
  ``<time>``); de fr en it;
- cx-store-english-widget: a European store whose rulings come from an English widget (US days); de fr it pl nl es;
- cx-rules-qa-copy: a rules Q&A site's question copied (Asked/Modified/Viewed, the answer quoting the rulings); en es pt de;
- cx-hyphenated-wiki-copy: a wiki whose server hyphenates every long word with soft hyphens, copied; de nl pl;
- cx-rulings-modal-untitled (names no card): a site's rulings dialog selected and copied on its own; en de fr it es ja;
- cx-forum-photo-untitled (names no card): a forum thread whose question is a photo of the card; de fr en es it pt.

The untitled layouts' ``--card`` is, in turn, the whole English name, one face's English name (a single-faced card's
name) or a printed name in another language. Each page's generator is seeded with the corpus seed + 360007
(``SEED_OFFSET``); ``bench/page_corpus.py`` hands this part the single-faced cards and then ``multiface_cards``. Page ids
are "cx000"-"cx199". The self-test (``python bench/page_fresh49.py [SETS]``) passes at seeds 7 and 21 on the bundled
sample. Held out: not run through the parser when written; bench/page_accuracy.py prints its failures only with
--show-fresh49.
"""

import datetime as dt
import re
import unicodedata

from page_corpus import CardData, Page
from page_parts import (D, LANG_LABEL, R, STORED, T, EncodedPartGenerator, PageDays, ago, decoded_views, hex_digits,
                        page_answer_problems, part_main, problems_of_pages, rows, seen_in, slug, varied_part_problems,
                        variety_problems, wrap)

SEED_OFFSET = 360007
#: the share of pages about a single-faced card (the rest are about cards with several faces)
SINGLE_SHARE = 0.5
#: the first and last days a page of the part is captured on
FIRST_DAY, LAST_DAY = dt.date(2025, 3, 10), dt.date(2026, 12, 18)
#: how far after the page's own day a date it shows may lie
FUTURE_DAYS = 400


# --- the days as the sites and their languages write them -------------------------------------------------------

MONTHS49 = {k: v.split("|") for k, v in {
    "en": "January|February|March|April|May|June|July|August|September|October|November|December",
    "de": "Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember",
    "fr": "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre",
    "it": "gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre",
    "es": "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre",
    "pt": "janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro",
    "ru": "января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря",
    "pl": "stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia",
    "nl": "januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december",
}.items()}
MON49 = {k: v.split("|") for k, v in {
    "en": "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec",
    "de": "Jan.|Feb.|März|Apr.|Mai|Juni|Juli|Aug.|Sept.|Okt.|Nov.|Dez.",
    "fr": "janv.|févr.|mars|avr.|mai|juin|juil.|août|sept.|oct.|nov.|déc.",
    "es": "ene|feb|mar|abr|may|jun|jul|ago|sept|oct|nov|dic",
    "it": "gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic",
    "pt": "jan.|fev.|mar.|abr.|mai.|jun.|jul.|ago.|set.|out.|nov.|dez.",
    "nl": "jan|feb|mrt|apr|mei|jun|jul|aug|sep|okt|nov|dec",
}.items()}
WEEKDAYS49 = {k: v.split("|") for k, v in {
    "en": "Mon|Tue|Wed|Thu|Fri|Sat|Sun", "de": "Mo.|Di.|Mi.|Do.|Fr.|Sa.|So.", "ja": "月|火|水|木|金|土|日",
    "zht": "一|二|三|四|五|六|日", "ko": "월|화|수|목|금|토|일",
}.items()}
#: each language's forms of a day, by kind: {d} {dd} day ({d1} the French "1er"), {m} {mm} month, {y} year, {M} month
#: word (genitive where the language declines it), {Mb} its abbreviation, {iso} the ISO date, {W} the weekday
DAYS49 = {
    "en": {"long": "{M} {d}, {y}", "abbr": "{Mb} {d}, {y}", "mdy": "{m}/{d}/{y}", "mdy0": "{mm}/{dd}/{y}", "iso": "{iso}",
           "dmy": "{d} {M} {y}", "gb": "{d} {Mb} {y}", "wd": "{W}, {Mb} {d}, {y}"},
    "de": {"long": "{d}. {M} {y}", "num": "{dd}.{mm}.{y}", "short": "{d}.{m}.{y}", "abbr": "{d}. {Mb} {y}"},
    "fr": {"long": "{d1} {M} {y}", "num": "{dd}/{mm}/{y}", "abbr": "{d} {Mb} {y}"},
    "es": {"long": "{d} de {M} de {y}", "num": "{dd}/{mm}/{y}", "short": "{d}/{m}/{y}", "abbr": "{d} {Mb} {y}"},
    "it": {"long": "{d} {M} {y}", "num": "{dd}/{mm}/{y}", "abbr": "{d} {Mb} {y}"},
    "pt": {"long": "{d} de {M} de {y}", "num": "{dd}/{mm}/{y}", "abbr": "{d} de {Mb} de {y}"},
    "ru": {"long": "{d} {M} {y} г.", "num": "{dd}.{mm}.{y}", "bare": "{d} {M} {y}"},
    "pl": {"long": "{d} {M} {y}", "num": "{dd}.{mm}.{y}", "r": "{d} {M} {y} r."},
    "nl": {"long": "{d} {M} {y}", "num": "{d}-{m}-{y}", "pad": "{dd}-{mm}-{y}", "abbr": "{d} {Mb} {y}"},
    "ja": {"kanji": "{y}年{m}月{d}日", "slash": "{y}/{mm}/{dd}", "wd": "{y}年{m}月{d}日({W})", "short": "{y}/{m}/{d}"},
    "ko": {"hangul": "{y}년 {m}월 {d}일", "dot": "{y}. {m}. {d}.", "pad": "{y}.{mm}.{dd}"},
    "zhs": {"kanji": "{y}年{m}月{d}日", "dash": "{y}-{mm}-{dd}", "slash": "{y}/{m}/{d}"},
    "zht": {"kanji": "{y}年{m}月{d}日", "slash": "{y}/{m}/{d}", "pad": "{y}/{mm}/{dd}"},
}


def render49(d: dt.date, form: str) -> str:
    """A day in one of the forms ("lang:kind"), in the language's words."""
    lang, kind = form.split(":", 1)
    months = MONTHS49.get(lang, MONTHS49["en"])
    mb = MON49.get(lang, months)
    wd = WEEKDAYS49.get(lang, WEEKDAYS49["en"])
    return DAYS49[lang][kind].format(d=d.day, dd=f"{d.day:02d}", d1="1er" if d.day == 1 else d.day, m=d.month, mm=f"{d.month:02d}",
                                     y=d.year, M=months[d.month - 1], Mb=mb[d.month - 1], iso=d.isoformat(), W=wd[d.weekday()])


#: the forms a ruling's day takes on a site in each language (the long form first)
LOCAL49 = {"en": ["en:long", "en:iso", "en:mdy", "en:abbr"], "de": ["de:long", "de:num"], "fr": ["fr:long", "fr:num"],
           "es": ["es:long", "es:num"], "it": ["it:long", "it:num"], "pt": ["pt:long", "pt:num"], "ru": ["ru:long", "ru:num"],
           "pl": ["pl:long", "pl:num"], "nl": ["nl:long", "nl:num"], "ja": ["ja:kanji", "ja:slash"], "ko": ["ko:hangul", "ko:dot"],
           "zhs": ["zhs:kanji", "zhs:dash"], "zht": ["zht:kanji", "zht:slash"]}
LONG49 = {k: v[0] for k, v in LOCAL49.items()}
NUM49 = {"en": "en:mdy", "de": "de:num", "fr": "fr:num", "es": "es:num", "it": "it:num", "pt": "pt:num", "ru": "ru:num", "pl": "pl:num",
         "nl": "nl:num", "ja": "ja:slash", "ko": "ko:dot", "zhs": "zhs:dash", "zht": "zht:slash"}
#: a moment as each language's sites print it (their own day and a time)
CLOCK12 = {"en", "ko"}


def clock49(t: dt.datetime, lang: str) -> str:
    if lang == "en":
        return f"{(t.hour - 1) % 12 + 1}:{t.minute:02d} {'AM' if t.hour < 12 else 'PM'}"
    if lang == "ko":
        return f"{'오전' if t.hour < 12 else '오후'} {(t.hour - 1) % 12 + 1}:{t.minute:02d}"
    return f"{t.hour:02d}:{t.minute:02d}"


# --- the sites' words ---------------------------------------------------------------------------------------------

W49 = rows("home search login cart rulings date printed related also legality legal notlegal add_cart add_deck in_stock cond "
           "price ship news_t news_b subscribe email rights privacy terms contact share report updated comments more hist", {
    "en": "Home|Search cards…|Log in|Cart|Rulings|Date|Printed card|Related cards|Also printed in|Legality|Legal|Not legal|Add to cart|"
          "Add to deck|In stock|Condition|Price|Free shipping on orders over $50|Join our newsletter|Spoilers, restocks and deals every Friday.|"
          "Subscribe|Email address|All rights reserved.|Privacy Policy|Terms of Service|Contact|Share|Report an error|Last updated|Comments|"
          "Show more|Price history",
    "de": "Startseite|Karten suchen …|Anmelden|Warenkorb|Regelhinweise|Datum|Gedruckte Karte|Ähnliche Karten|Auch erschienen in|"
          "Legalität|Legal|Nicht legal|In den Warenkorb|Zum Deck hinzufügen|Auf Lager|Zustand|Preis|Versandkostenfrei ab 50 € Bestellwert|"
          "Newsletter abonnieren|Spoiler, Nachschub und Angebote jeden Freitag.|Abonnieren|E-Mail-Adresse|Alle Rechte vorbehalten.|Datenschutz|"
          "AGB|Kontakt|Teilen|Fehler melden|Zuletzt aktualisiert|Kommentare|Mehr anzeigen|Preisverlauf",
    "fr": "Accueil|Rechercher une carte…|Connexion|Panier|Règles spécifiques|Date|Carte imprimée|Cartes similaires|Également imprimée dans|"
          "Légalité|Légale|Non légale|Ajouter au panier|Ajouter au deck|En stock|État|Prix|Livraison offerte dès 50 € d'achat|"
          "Inscrivez-vous à la newsletter|Spoilers, réassorts et promos chaque vendredi.|S'inscrire|Adresse e-mail|Tous droits réservés.|"
          "Politique de confidentialité|CGV|Contact|Partager|Signaler une erreur|Dernière mise à jour|Commentaires|Voir plus|Historique des prix",
    "it": "Home|Cerca carte…|Accedi|Carrello|Chiarimenti|Data|Carta stampata|Carte correlate|Stampata anche in|Legalità|Legale|Non legale|"
          "Aggiungi al carrello|Aggiungi al mazzo|Disponibile|Condizione|Prezzo|Spedizione gratuita sopra i 50 €|Iscriviti alla newsletter|"
          "Spoiler, riassortimenti e offerte ogni venerdì.|Iscriviti|Indirizzo e-mail|Tutti i diritti riservati.|Privacy|Termini e condizioni|"
          "Contatti|Condividi|Segnala un errore|Ultimo aggiornamento|Commenti|Mostra altro|Andamento prezzi",
    "es": "Inicio|Buscar cartas…|Iniciar sesión|Carrito|Aclaraciones|Fecha|Carta impresa|Cartas relacionadas|También impresa en|Legalidad|"
          "Legal|No legal|Añadir al carrito|Añadir al mazo|En stock|Estado|Precio|Envío gratis a partir de 50 €|Suscríbete al boletín|"
          "Spoilers, reposiciones y ofertas cada viernes.|Suscribirme|Correo electrónico|Todos los derechos reservados.|Política de privacidad|"
          "Términos y condiciones|Contacto|Compartir|Informar de un error|Última actualización|Comentarios|Ver más|Historial de precios",
    "pt": "Início|Buscar cards…|Entrar|Carrinho|Esclarecimentos|Data|Card impresso|Cards relacionados|Também impresso em|Legalidade|Legal|"
          "Não legal|Adicionar ao carrinho|Adicionar ao deck|Em estoque|Condição|Preço|Frete grátis acima de R$ 199|Assine nossa newsletter|"
          "Spoilers, reposições e ofertas toda sexta.|Assinar|E-mail|Todos os direitos reservados.|Política de privacidade|Termos de uso|"
          "Fale conosco|Compartilhar|Reportar erro|Última atualização|Comentários|Ver mais|Histórico de preços",
    "nl": "Home|Kaarten zoeken…|Inloggen|Winkelwagen|Uitspraken|Datum|Gedrukte kaart|Gerelateerde kaarten|Ook verschenen in|Legaliteit|"
          "Legaal|Niet legaal|In winkelwagen|Aan deck toevoegen|Op voorraad|Conditie|Prijs|Gratis verzending vanaf € 50|"
          "Meld je aan voor de nieuwsbrief|Spoilers, aanvullingen en aanbiedingen elke vrijdag.|Aanmelden|E-mailadres|"
          "Alle rechten voorbehouden.|Privacybeleid|Algemene voorwaarden|Contact|Delen|Fout melden|Laatst bijgewerkt|Reacties|Meer tonen|"
          "Prijsverloop",
    "pl": "Strona główna|Szukaj kart…|Zaloguj się|Koszyk|Orzeczenia|Data|Wydrukowana karta|Podobne karty|Wydana także w|Legalność|"
          "Legalna|Nielegalna|Dodaj do koszyka|Dodaj do talii|Dostępna|Stan|Cena|Darmowa dostawa od 200 zł|Zapisz się do newslettera|"
          "Spoilery, dostawy i promocje w każdy piątek.|Zapisz się|Adres e-mail|Wszelkie prawa zastrzeżone.|Polityka prywatności|"
          "Regulamin|Kontakt|Udostępnij|Zgłoś błąd|Ostatnia aktualizacja|Komentarze|Pokaż więcej|Historia cen",
    "ru": "Главная|Поиск карт…|Войти|Корзина|Разъяснения|Дата|Печатная карта|Похожие карты|Также напечатана в|Легальность|Легальна|"
          "Не легальна|В корзину|Добавить в колоду|В наличии|Состояние|Цена|Бесплатная доставка от 3000 ₽|Подпишитесь на рассылку|"
          "Спойлеры, поступления и скидки каждую пятницу.|Подписаться|Электронная почта|Все права защищены.|Политика конфиденциальности|"
          "Пользовательское соглашение|Контакты|Поделиться|Сообщить об ошибке|Последнее обновление|Комментарии|Показать ещё|История цен",
    "ja": "ホーム|カード検索…|ログイン|カート|裁定|日付|印刷テキスト|関連カード|再録|フォーマット|使用可|使用不可|カートに入れる|"
          "デッキに追加|在庫あり|状態|価格|5,000円以上で送料無料|メルマガ登録|新弾情報・再入荷・セール情報を毎週金曜日にお届け。|登録する|"
          "メールアドレス|All rights reserved.|プライバシーポリシー|利用規約|お問い合わせ|共有|誤りを報告|最終更新|コメント|もっと見る|価格推移",
    "ko": "홈|카드 검색…|로그인|장바구니|판정|날짜|인쇄된 카드|관련 카드|다른 수록 세트|포맷|사용 가능|사용 불가|장바구니 담기|덱에 추가|"
          "재고 있음|상태|가격|5만원 이상 무료배송|뉴스레터 구독|매주 금요일 스포일러, 재입고, 할인 소식을 보내드립니다.|구독하기|이메일 주소|"
          "All rights reserved.|개인정보처리방침|이용약관|문의하기|공유하기|오류 신고|최종 수정|댓글|더보기|시세 변동",
    "zhs": "首页|搜索卡牌…|登录|购物车|裁定|日期|印刷文本|相关卡牌|其他版本|赛制合法性|合法|不合法|加入购物车|加入套牌|有货|品相|价格|"
           "满199元包邮|订阅邮件|每周五推送新系列、补货和优惠信息。|订阅|电子邮箱|版权所有|隐私政策|用户协议|联系我们|分享|报告错误|最后更新|"
           "评论|展开更多|价格走势",
    "zht": "首頁|搜尋卡牌…|登入|購物車|判定|日期|印刷文字|相關卡牌|其他版本|賽制|合法|不合法|加入購物車|加入套牌|有現貨|卡況|價格|"
           "滿NT$1,500免運|訂閱電子報|每週五寄送新系列、補貨與優惠資訊。|訂閱|電子郵件|版權所有|隱私權政策|服務條款|聯絡我們|分享|回報錯誤|"
           "最後更新|留言|顯示更多|價格走勢",
})

#: a consent banner's words in each language: heading, body, accept, reject, settings, save, the four purposes, two
#: purposes' descriptions, "learn more", "always active", "partners"
CMP_W = rows("title body accept reject settings save nec pref stat mkt nec_d stat_d more always partners", {
    "en": "We value your privacy|We and our partners store and/or access information on a device, such as cookies, and process personal "
          "data to personalise ads and content, measure them and improve our services.|Accept all|Reject all|Customise|Save my choices|"
          "Necessary|Preferences|Statistics|Marketing|Necessary cookies help make a website usable by enabling basic functions like page "
          "navigation.|Statistic cookies help us understand how visitors interact with the website.|Learn more|Always active|partners",
    "de": "Wir respektieren Ihre Privatsphäre|Wir und unsere Partner speichern und/oder greifen auf Informationen auf einem Gerät zu, z. B. "
          "Cookies, und verarbeiten personenbezogene Daten, um Anzeigen und Inhalte zu personalisieren und zu messen.|Alle akzeptieren|"
          "Alle ablehnen|Einstellungen|Auswahl speichern|Notwendig|Präferenzen|Statistiken|Marketing|Notwendige Cookies helfen dabei, "
          "eine Webseite nutzbar zu machen, indem sie Grundfunktionen wie Seitennavigation ermöglichen.|Statistik-Cookies helfen uns zu "
          "verstehen, wie Besucher mit der Webseite interagieren.|Mehr erfahren|Immer aktiv|Partner",
    "fr": "Vos choix en matière de cookies|Nos partenaires et nous stockons et/ou accédons à des informations sur un appareil, telles que "
          "les cookies, et traitons des données personnelles pour personnaliser les annonces et le contenu et les mesurer.|Tout accepter|"
          "Tout refuser|Personnaliser|Enregistrer mes choix|Nécessaires|Préférences|Statistiques|Marketing|Les cookies nécessaires "
          "contribuent à rendre un site web utilisable en activant des fonctions de base comme la navigation de page.|Les cookies "
          "statistiques nous aident à comprendre comment les visiteurs interagissent avec le site.|En savoir plus|Toujours actif|partenaires",
    "it": "Rispettiamo la tua privacy|Noi e i nostri partner archiviamo e/o accediamo a informazioni su un dispositivo, come i cookie, e "
          "trattiamo dati personali per personalizzare annunci e contenuti e misurarli.|Accetta tutti|Rifiuta tutti|Personalizza|"
          "Salva le mie scelte|Necessari|Preferenze|Statistiche|Marketing|I cookie necessari aiutano a contribuire a rendere fruibile "
          "un sito web abilitando funzioni di base come la navigazione della pagina.|I cookie statistici aiutano a capire come i "
          "visitatori interagiscono con il sito.|Scopri di più|Sempre attivi|partner",
    "es": "Valoramos tu privacidad|Nosotros y nuestros socios almacenamos o accedemos a información en un dispositivo, como cookies, y "
          "tratamos datos personales para personalizar anuncios y contenido y medirlos.|Aceptar todo|Rechazar todo|Personalizar|"
          "Guardar mis preferencias|Necesarias|Preferencias|Estadísticas|Marketing|Las cookies necesarias ayudan a hacer una página web "
          "utilizable activando funciones básicas como la navegación en la página.|Las cookies estadísticas nos ayudan a comprender "
          "cómo interactúan los visitantes con la página.|Más información|Siempre activas|socios",
    "pt": "Valorizamos sua privacidade|Nós e nossos parceiros armazenamos e/ou acessamos informações em um dispositivo, como cookies, e "
          "processamos dados pessoais para personalizar anúncios e conteúdo e medi-los.|Aceitar todos|Rejeitar todos|Personalizar|"
          "Salvar minhas escolhas|Necessários|Preferências|Estatísticas|Marketing|Os cookies necessários ajudam a tornar um site "
          "utilizável, permitindo funções básicas como a navegação na página.|Os cookies estatísticos nos ajudam a entender como os "
          "visitantes interagem com o site.|Saiba mais|Sempre ativos|parceiros",
    "nl": "Wij hechten waarde aan je privacy|Wij en onze partners slaan informatie op een apparaat op en/of openen deze, zoals cookies, "
          "en verwerken persoonsgegevens om advertenties en content te personaliseren en te meten.|Alles accepteren|Alles weigeren|"
          "Aanpassen|Mijn keuzes opslaan|Noodzakelijk|Voorkeuren|Statistieken|Marketing|Noodzakelijke cookies helpen een website "
          "bruikbaar te maken door basisfuncties als paginanavigatie mogelijk te maken.|Statistische cookies helpen ons te begrijpen "
          "hoe bezoekers de website gebruiken.|Meer informatie|Altijd actief|partners",
    "pl": "Cenimy Twoją prywatność|My i nasi partnerzy przechowujemy informacje na urządzeniu lub uzyskujemy do nich dostęp, np. pliki "
          "cookie, oraz przetwarzamy dane osobowe, aby personalizować reklamy i treści oraz je mierzyć.|Zaakceptuj wszystkie|"
          "Odrzuć wszystkie|Dostosuj|Zapisz moje wybory|Niezbędne|Preferencje|Statystyka|Marketing|Niezbędne pliki cookie przyczyniają "
          "się do użyteczności strony poprzez umożliwianie podstawowych funkcji takich jak nawigacja na stronie.|Statystyczne pliki "
          "cookie pomagają nam zrozumieć, w jaki sposób odwiedzający korzystają ze strony.|Dowiedz się więcej|Zawsze aktywne|partnerów",
    "ru": "Мы ценим вашу конфиденциальность|Мы и наши партнёры храним и/или получаем доступ к информации на устройстве, например к "
          "файлам cookie, и обрабатываем персональные данные для персонализации рекламы и контента.|Принять все|Отклонить все|"
          "Настроить|Сохранить выбор|Необходимые|Предпочтения|Статистика|Маркетинг|Необходимые файлы cookie делают сайт пригодным "
          "для использования, обеспечивая базовые функции, такие как навигация по страницам.|Статистические файлы cookie помогают нам "
          "понять, как посетители взаимодействуют с сайтом.|Подробнее|Всегда активны|партнёров",
    "ja": "お客様のプライバシーを尊重します|当社およびパートナーは、Cookieなどの端末上の情報を保存・参照し、広告やコンテンツのパーソナライズ"
          "と効果測定のために個人データを処理します。|すべて許可|すべて拒否|カスタマイズ|選択を保存|必須|設定|統計|マーケティング|必須Cookie"
          "は、ページナビゲーションなどの基本機能を有効にし、ウェブサイトを利用可能にします。|統計Cookieは、訪問者がサイトをどのように利用して"
          "いるかを把握するのに役立ちます。|詳細を見る|常に有効|パートナー",
    "ko": "개인정보 보호를 중요하게 생각합니다|당사와 파트너는 쿠키 등 기기의 정보를 저장하거나 이에 접근하고, 광고와 콘텐츠를 맞춤화하고 "
          "측정하기 위해 개인 데이터를 처리합니다.|모두 허용|모두 거부|설정|선택 저장|필수|기본 설정|통계|마케팅|필수 쿠키는 페이지 탐색 "
          "등 기본 기능을 활성화하여 웹사이트를 사용할 수 있게 합니다.|통계 쿠키는 방문자가 웹사이트를 어떻게 이용하는지 이해하는 데 "
          "도움이 됩니다.|자세히 보기|항상 활성|파트너",
    "zhs": "我们重视您的隐私|我们和我们的合作伙伴在设备上存储和/或访问信息（例如 Cookie），并处理个人数据以个性化广告和内容并进行衡量。|"
           "全部接受|全部拒绝|自定义|保存我的选择|必要|偏好|统计|营销|必要 Cookie 通过启用页面导航等基本功能帮助网站正常使用。|统计 Cookie "
           "帮助我们了解访问者如何与网站互动。|了解更多|始终启用|合作伙伴",
    "zht": "我們重視您的隱私|我們和我們的合作夥伴在裝置上儲存及/或存取資訊（例如 Cookie），並處理個人資料以個人化廣告和內容並進行評估。|"
           "全部接受|全部拒絕|自訂|儲存我的選擇|必要|偏好|統計|行銷|必要 Cookie 透過啟用頁面導覽等基本功能協助網站正常運作。|統計 Cookie "
           "協助我們了解訪客如何與網站互動。|了解更多|一律啟用|合作夥伴",
})
#: the consent managers whose banners the pages carry
CMPS = ("onetrust", "cookiebot", "didomi", "usercentrics", "iubenda", "quantcast", "cookieyes", "complianz", "borlabs", "termly",
        "osano", "trustarc")
PEOPLE = ["Lena Vogt", "Marco Bellini", "Aiko Tanaka", "Rafael Souza", "Chloé Martin", "Jae-won Kim", "Olga Petrova", "Wei Chen",
          "Sam Porter", "Inés Delgado", "Tomasz Nowak", "Emma Schulz", "Pieter de Vries", "Lucía Ferrer"]
USERS = ["manaflood", "GreenSunZenith", "judge_kat", "tapout_tom", "Stax4Life", "mulligan_marie", "deathtouch", "Wuerfelwurf",
         "pingerpete", "ElfBall", "kodama_kun", "r0nin", "TrampleTime", "the_stack", "Brainstorm99", "nyx_fan"]


class Item:
    """One ruling as a page shows it: its date as shown (a ``D``), its text (an ``R``), its day."""

    __slots__ = ("shown", "text", "day")

    def __init__(self, shown: str, text: str, day: dt.date) -> None:
        self.shown, self.text, self.day = D(shown), R(text), day


class Out(list):
    """A page's lines as a capture tool gives them: ``c`` the site's own lines (chrome, recorded), ``t`` the card's and
    the rulings' lines (not chrome), ``b`` a blank line where the tool puts one."""

    def __init__(self, gen: "Fresh49Generator", page: Page) -> None:
        super().__init__()
        self.g, self.p = gen, page

    def c(self, *xs: str) -> "Out":
        for x in xs:
            if x is None:
                continue
            self.g._c(self.p, x.strip())
            self.append(x)
        return self

    def t(self, *xs: str) -> "Out":
        self.extend(str(x) for x in xs if x is not None)
        return self

    def b(self, n: int = 1) -> "Out":
        for _ in range(n):
            self.append("")
        return self

    def text(self) -> str:
        s = "\n".join(self)
        return re.sub(r"\n{4,}", "\n\n\n", s).strip("\n") + "\n"


def shy(word: str) -> str:
    """A long word as a server-side hyphenation filter writes it: soft hyphens (U+00AD) between its syllables, after a
    vowel followed by a consonant, three letters at least on each side."""
    if len(word) < 8 or not word.isalpha():
        return word
    out, last = [], 0
    vowels = set("aeiouyäöüéèàáíóúâêîôû")
    for k in range(3, len(word) - 3):
        if word[k - 1].lower() in vowels and word[k].lower() not in vowels and k - last >= 3:
            out.append(word[last:k])
            last = k
    out.append(word[last:])
    return "\u00ad".join(out)


def shy_text(s: str) -> str:
    return re.sub(r"[^\W\d_]{8,}", lambda m: shy(m.group(0)), s)


def _unshy(s: str) -> str:
    """Text with its soft hyphens and zero-width characters taken out (what a reader sees)."""
    return re.sub("[\u00ad\u200b\u200c\u200d\u2060\ufeff]", "", s)


def _unbackslash(s: str) -> str:
    return re.sub(r"\\([^\w\s])", r"\1", s)


def _unmd(s: str) -> str:
    """html2text's Markdown read as its text: backslash escapes undone, ``**``/``_`` emphasis dropped."""
    s = _unbackslash(re.sub(r"(?<![\\*])\*\*(?!\*)", "", s))
    return s


def md_esc(s: str) -> str:
    """Text as html2text escapes it: a backslash before ``*``, ``_``, `` ` `` and brackets; before the dot of a line
    starting with a number and a dot, and before a leading ``-`` or ``+``."""
    s = re.sub(r"([\\`*_\[\]])", r"\\\1", s)
    s = re.sub(r"^(\d+)\.(?=\s)", r"\1\\.", s)
    return re.sub(r"^([-+])(?=\s)", r"\\\1", s)


#: the readers the self-test reads pages with, besides reading them as written
DECODE = {"shy": _unshy, "md": _unmd}


def money(v: float, lang: str, cur: str | None = None) -> str:
    """A price as the language's shops print it."""
    if lang == "en":
        return f"${v:,.2f}"
    if lang == "ja":
        return f"¥{round(v * 160):,}"
    if lang == "ko":
        return f"{round(v * 1450, -1):,.0f}원"
    if lang == "zhs":
        return f"¥{v * 7.8:.2f}"
    if lang == "zht":
        return f"NT${round(v * 33):,}"
    if lang == "ru":
        return f"{round(v * 98):,} ₽".replace(",", "\u00a0")
    if lang == "pl":
        return f"{v * 4.3:.2f} zł".replace(".", ",")
    if lang == "pt":
        return f"R$ {v * 5.6:.2f}".replace(".", ",")
    s = f"{v:,.2f}".replace(",", "\x00").replace(".", ",").replace("\x00", ".")
    return f"{s}\u00a0€" if lang in ("de", "fr", "it", "es") else f"€ {s}"



COMMENTS = {
    "en": ["Wait, so it still works if the creature is gone?", "Thanks, this settled a debate at FNM.", "This ruling feels wrong but ok",
           "Great in cube.", "Anyone know if this combos with flicker effects?", "Judge here: the ruling above is correct."],
    "de": ["Danke, das hat unsere Diskussion beim FNM beendet.", "Funktioniert das auch mit Flicker-Effekten?", "Im Cube super stark.",
           "Hätte ich anders gedacht, aber okay.", "Schiri hier: der Hinweis oben stimmt so."],
    "fr": ["Merci, ça a tranché le débat au FNM.", "Ça marche aussi avec les effets de blink ?", "Très fort en cube.",
           "Je l'aurais pas cru, mais ok.", "Arbitre ici : la précision ci-dessus est correcte."],
    "it": ["Grazie, ha chiuso la discussione al FNM.", "Funziona anche con gli effetti flicker?", "Fortissima in cube.",
           "Non l'avrei detto, ma ok."],
    "es": ["Gracias, esto zanjó la discusión en el FNM.", "¿Funciona también con efectos de parpadeo?", "Muy fuerte en cubo.",
           "No lo habría dicho, pero vale."],
    "pt": ["Valeu, isso resolveu a discussão no FNM.", "Funciona com efeitos de blink também?", "Muito forte no cubo.",
           "Não imaginava, mas ok."],
    "nl": ["Bedankt, dit beslechtte de discussie op FNM.", "Werkt dit ook met flicker-effecten?", "Erg sterk in cube."],
    "pl": ["Dzięki, to rozstrzygnęło spór na FNM.", "Czy to działa też z efektami flicker?", "Bardzo mocna w cube."],
    "ru": ["Спасибо, это закрыло спор на FNM.", "А это работает с эффектами мерцания?", "Очень сильна в кубе."],
    "ja": ["なるほど、FNMでの議論が解決しました。", "明滅効果でも同じですか？", "キューブで強い。", "ジャッジです。上の裁定で合っています。"],
    "ko": ["덕분에 FNM에서 논쟁이 끝났어요.", "깜빡임 효과와도 되나요?", "큐브에서 강력합니다."],
    "zhs": ["谢谢，FNM上的争论解决了。", "闪烁效果也可以吗？", "在方盒里很强。"],
    "zht": ["感謝，FNM的爭論解決了。", "閃爍效果也可以嗎？", "在方盒裡很強。"],
}


# --- the generator ---------------------------------------------------------------------------------------------

class Fresh49Generator(PageDays, EncodedPartGenerator):
    """The generator of the fresh-49 part: its own layouts only, each the text a person gets from a card's page (or a
    card's rulings page) on a card site by one way of capturing it, about one card (a card with several faces half of
    the time), its official rulings with their real dates amid the site's chrome and its own days."""
    PART = "fresh49"
    PREFIX = "cx"
    SINGLE_SHARE = SINGLE_SHARE
    START = dt.datetime(2025, 3, 10)
    TITLE_PRINTED = 0.6
    RENDER = staticmethod(render49)
    _card: CardData | None = None
    _rform: str | None = None

    # ---- the page ----
    def page_tables(self) -> None:
        """The site's words in its language."""
        self.W = W49.get(self.lang, W49["en"])

    def variant(self, page: Page, key: str, options: list[str]) -> str:
        """The layout's variants in turn (recorded as the page's style)."""
        v = options[self.turn(key) % len(options)]
        page.__dict__.setdefault("styles", []).append(f"{key}/{v}")
        return v

    def card_ok(self, card: CardData) -> bool:
        """A site in a language the card was printed in (``loc``) is mostly about a card printed in it."""
        if self.S.get("loc") and self.lang in STORED:
            return bool((card.foreign.get(self.lang) or {}).get("name"))
        return True

    def which(self) -> str:
        """The whole card or its front face, in turn (a title)."""
        return ["whole", "front"][self.turn("which") % 2]

    def person(self) -> str:
        return self.rng.choice(PEOPLE)

    def user(self) -> str:
        return self.rng.choice(USERS)

    def tr_maybe(self, page: Page, card: CardData, p: float, lang: str | None = None) -> tuple[T, T] | None:
        """With chance ``p``, the card printed in ``lang`` (the page's language by default), recorded as a translation."""
        if self._untitled or self.rng.random() >= p:
            return None
        return self.tr(page, card, lang or self.lang)

    # ---- rulings and their dates ----
    def items(self, page: Page, card: CardData, tag: str, kinds: list[str]) -> list[Item]:
        """The card's rulings (each text once) with their dates in one of the forms (``kinds``), recorded as the page's
        answers with their real MTGJSON dates."""
        self._rform = self._form(page, tag, kinds)
        return [Item(shown, t, d) for shown, t, d in self._dated(page, card, self._rform)]

    def also_form(self, page: Page, form: str, tag: str) -> None:
        """A second form the rulings' days are shown in on the page (recorded with what it dates)."""
        page.date_forms.append(f"{form} {tag}")

    @staticmethod
    def groups(items: list[Item]) -> list[tuple[str, list[Item]]]:
        """The rulings under their days, in order (a day's heading once, its rulings under it)."""
        out: list[tuple[str, list[Item]]] = []
        for it in items:
            if out and out[-1][0] == it.shown:
                out[-1][1].append(it)
            else:
                out.append((str(it.shown), [it]))
        return out

    # ---- the page's own days ----
    def _moment_of(self, card: CardData) -> dt.datetime:
        """The moment the page was captured: 2025-2026, never a ruling's day."""
        r = self.rng
        d = self._between(card, FIRST_DAY, LAST_DAY)
        return dt.datetime(d.year, d.month, d.day, r.randint(7, 23), r.randint(0, 59), r.randint(0, 59))

    def at(self, d: dt.date) -> dt.datetime:
        r = self.rng
        return dt.datetime(d.year, d.month, d.day, r.randint(6, 23), r.randint(0, 59), r.randint(0, 59))

    def ago_t(self, days_lo: int, days_hi: int) -> dt.datetime:
        """A moment some days before the page's (its day none of the card's ruling days), never after the page's moment."""
        return min(self.at(self.day(-days_hi, -days_lo)), self._now)

    def shown(self, page: Page, d: dt.date, text: str) -> str:
        """One of the page's own days as the page writes it, recorded."""
        page.__dict__.setdefault("own_dates", []).append((str(text), d.isoformat()))
        return str(text)

    def own(self, page: Page, d: dt.date, form: str) -> str:
        """One of the page's own days in a day form ("lang:kind"), recorded."""
        return self.shown(page, d, render49(d, form))

    def past_day(self, card: CardData, years: int = 8) -> dt.date:
        """A day some years before the page's (a printing's release, a member's join day), none of the card's ruling days."""
        return self._between(card, self.today - dt.timedelta(days=365 * years), self.today - dt.timedelta(days=40))

    # ---- writing the page ----
    def file(self, page: Page, text: str, *chrome: str) -> None:
        """A page that is the captured text (``chrome``: more of its own lines)."""
        self._cs(page, *chrome)
        page.content = text if text.endswith("\n") else text + "\n"

    def out(self, page: Page) -> Out:
        return Out(self, page)

    # ---- the sites' furniture ----
    def host(self, kind: str) -> str:
        r = self.rng
        stems = {"store": ["manavault", "cardkeep", "topdeck-shop", "sleeveup", "blueboxgames", "kartenkammer", "lacarteria",
                           "cartamagica", "deckbox-store", "spellstore"],
                 "wiki": ["mtgfans-wiki", "planeswalker-wiki", "cardlore", "wikimagic", "manapedia"],
                 "deck": ["decklab", "brewforge", "archetyper", "deckstats-club", "stackbuilder"],
                 "price": ["priceoracle", "cardtrend", "mtgquotes", "stonksmtg"],
                 "blog": ["judgenotes", "rulesnerd", "thestackresolves", "floorjudge-blog"]}[kind]
        tld = {"de": "de", "fr": "fr", "it": "it", "es": "es", "pt": "com.br", "nl": "nl", "pl": "pl", "ru": "ru", "ja": "jp",
               "ko": "co.kr", "zhs": "cn", "zht": "tw"}.get(self.lang, "com")
        return f"{r.choice(stems)}.{tld}"

    def consent(self, page: Page, lang: str | None = None, vendor: str | None = None) -> list[str]:
        """A consent manager's banner (and at times its preference centre) as Select All copies it, in the page's language:
        one element a line, buttons' labels, a toggle's label run into its description where the markup has no space."""
        r = self.rng
        lang = lang or self.lang
        C = CMP_W.get(lang, CMP_W["en"])
        vendor = vendor or CMPS[self.turn("cmp") % len(CMPS)]
        page.__dict__.setdefault("styles", []).append(f"cmp/{vendor}")
        n = r.randint(120, 980)
        L = {
            "onetrust": [C["title"], C["body"], C["settings"], C["reject"], C["accept"]] + (
                [C["settings"], f"{C['nec']}{C['always']}", C["nec_d"], C["stat"], C["stat_d"], "Back Button", "Cookie List",
                 "Search Icon", "Filter Icon", "Clear", "checkbox label label", "Apply Cancel", C["save"], C["accept"]]
                if r.random() < 0.5 else []),
            "cookiebot": [C["title"], C["body"], C["nec"], C["pref"], C["stat"], C["mkt"], C["more"], C["reject"], C["save"],
                          C["accept"], "Powered by Cookiebot by Usercentrics"],
            "didomi": [C["title"], f"{C['body']} ({n} {C['partners']})", f"{C['more']} →", C["accept"], f"{C['reject']} →"],
            "usercentrics": [C["title"], C["body"], C["more"], C["reject"], C["accept"],
                             "Powered by Usercentrics Consent Management Platform"],
            "iubenda": [C["title"], C["body"], f"{C['more']} · {C['settings']}", C["reject"], C["accept"]],
            "quantcast": [C["title"], C["body"], f"{C['settings'].upper()}", C["reject"].upper(), C["accept"].upper()],
            "cookieyes": [C["title"], C["body"], C["settings"], C["reject"], C["accept"]] + (
                [f"{C['nec']}{C['always']}", C["nec_d"], f"{C['stat']}{C['stat_d']}", C["save"], "Powered by"] if r.random() < 0.6 else []),
            "complianz": [C["title"], C["body"], f"{C['nec']}{C['always']}", C["nec_d"], C["stat"], C["stat_d"], C["accept"], C["reject"],
                          C["settings"], C["save"], "Manage options", "Manage services", f"Manage {n} vendors",
                          "Read more about these purposes"],
            "borlabs": ([C["title"], C["body"], "Essenziell", "Statistiken", "Externe Medien", "Ich akzeptiere",
                         "Nur essenzielle Cookies akzeptieren", "Individuelle Datenschutzeinstellungen",
                         "Cookie-Details | Datenschutzerklärung | Impressum"] if lang == "de" else
                        [C["title"], C["body"], C["nec"], C["stat"], "External Media", "I accept", "Accept only essential cookies",
                         "Individual Privacy Preferences", "Cookie Details | Privacy Policy | Imprint"]),
            "termly": [C["body"], C["settings"], C["reject"], C["accept"]],
            "osano": [C["body"], f"{C['settings']} ⚙", C["reject"], C["accept"], "Powered by Osano"],
            "trustarc": [C["title"], C["body"], C["accept"], f"{C['nec']} only" if lang == "en" else C["reject"], C["settings"],
                         "Powered by: TrustArc | TRUSTe"],
        }[vendor]
        self._kit(page, "consent")
        self._cs(page, *L)
        return L

    def newsletter(self, page: Page) -> list[str]:
        W = self.W
        self._kit(page, "newsletter")
        return self._cs(page, W["news_t"], W["news_b"], W["email"], W["subscribe"])

    def lang_picker(self, page: Page, glued: bool = False) -> list[str]:
        """A language picker's entries (each a line, or run together as inline links are)."""
        names = [LANG_LABEL[x] for x in ("en", "de", "fr", "it", "es", "pt", "ja", "ko", "ru", "zhs", "zht")]
        self._kit(page, "languages")
        if glued:
            return self._cs(page, "".join(names))
        return self._cs(page, *names)

    def footer(self, page: Page, site: str, *more: str) -> list[str]:
        W = self.W
        y = self.today.year
        self._kit(page, "footer")
        return self._cs(page, *more, W["privacy"], W["terms"], W["contact"], f"© {self.rng.randint(2009, 2019)}–{y} {site}. {W['rights']}".strip())

    def printings(self, page: Page, card: CardData, k: int = 4) -> list[str]:
        """"Also printed in": other sets' names, each with a release day (none a ruling's) in the site's numeric form."""
        r = self.rng
        names = sorted({v for c, v in self.set_names.items() if c != card.set_code})
        picked = r.sample(names, min(k, len(names)))
        out = []
        for n in picked:
            d = self.past_day(card, 14)
            out.append(f"{n} ({self.own(page, d, NUM49.get(self.lang, 'en:mdy'))})")
        self._kit(page, "printings")
        return self._cs(page, *out)

    def price_rows(self, page: Page, card: CardData, k: int, form: str, sep: str = "\t") -> list[str]:
        """A price history's rows: a day (none a ruling's, recorded) and a price, newest first."""
        r = self.rng
        v = r.uniform(0.2, 35.0)
        out = []
        step = r.choice([1, 7, 14, 30])
        for j in range(k):
            d = self.off(self.today - dt.timedelta(days=1 + j * step))
            v = max(0.05, v * r.uniform(0.9, 1.1))
            out.append(f"{self.own(page, d, form)}{sep}{money(v, self.lang)}")
        self._kit(page, "price history")
        return self._cs(page, *out)

    def legality_rows(self, page: Page, sep: str = "\t", record: bool = True) -> list[str]:
        W = self.W
        fm = ["Standard", "Pioneer", "Modern", "Legacy", "Vintage", "Commander", "Pauper", "Historic"]
        out = [f"{f}{sep}{W['legal'] if self.rng.random() < 0.5 else W['notlegal']}" for f in fm]
        self._kit(page, "legality")
        return self._cs(page, W["legality"], *out) if record else [W["legality"]] + out

    def related(self, page: Page, card: CardData, k: int = 4, prices: bool = True) -> list[str]:
        out = []
        for n in self.others(card, k):
            out.append(f"{n}{chr(10) + money(self.rng.uniform(0.1, 20), self.lang) if prices else ''}")
        self._kit(page, "related")
        lines = [self.W["related"]] + [x for o in out for x in o.split("\n")]
        return self._cs(page, *lines)

    def comments(self, page: Page, k: int, lang: str | None = None, absolute: str | None = None) -> list[str]:
        """A comment section: user names, each comment's time (relative, or a day in ``absolute`` form, recorded), its text."""
        r = self.rng
        lang = lang or self.lang
        texts = COMMENTS.get(lang, COMMENTS["en"])
        out = [f"{self.W['comments']} ({k})"]
        for j in range(k):
            out.append(self.user())
            if absolute:
                d = self.day(-300, -1)
                out.append(self.own(page, d, absolute))
            else:
                n, unit = r.choice([(r.randint(2, 23), "hour"), (r.randint(2, 28), "day"), (r.randint(2, 11), "month"),
                                    (r.randint(2, 4), "year")])
                out.append(ago(n, unit, lang))
            out.append(texts[(j + r.randint(0, 9)) % len(texts)])
            out.append(f"👍 {r.randint(0, 40)}")
        self._kit(page, "comments")
        return self._cs(page, *out)

    def faces(self, page: Page, card: CardData, sep: str = "") -> list[str]:
        """The card's faces as the site shows them, each face's name a heading of its own with its type and text: the
        printed card's (recorded as the translation of its front face) when the page is titled in a printed language,
        else the Oracle's."""
        out: list[str] = []
        if self._untitled:
            return out
        lang = page.title_lang
        pf = self.printed_faces(card, lang) if lang and lang != "en" else None
        if pf and len(pf) == len(self.faces_of(card)) and all(self.fits(f.get("text")) for f in pf) and pf[0].get("text"):
            for f in pf:
                out += [f["name"], f.get("type") or ""] + [x for x in (f.get("text") or "").split("\n") if x.strip()] + [sep]
            page.translations.append((lang, pf[0]["name"], pf[0]["text"]))
            return [x for x in out if x is not None]
        for name, typ, lines in self.oracle(card):
            out += ([name] if name else []) + [typ or ""] + lines + [sep]
        return out

    def tr_block(self, page: Page, card: CardData, p: float, head: str | None = None, lang: str | None = None) -> list[str]:
        """The card printed in the language (with chance ``p``), under a heading of the site's."""
        got = self.tr_maybe(page, card, p, lang)
        if not got:
            return []
        lang = lang or self.lang
        return [self._c(page, head or f"{self.W['printed']} ({LANG_LABEL.get(lang, lang)})"), str(got[0])] + \
            [x for x in str(got[1]).split("\n")]

    @staticmethod
    def rblock(items: list[Item], style: str, gap: bool = False, bullet: str = "") -> list[str]:
        """The rulings as lines: "pair" the day's line, then the text's; "colon" day: text; "after" text — day; "tab" a
        table row (day, tab, text); "group" a day's heading and its rulings under it; "pub" the text, then
        "day · Wizards of the Coast"."""
        out: list[str] = []
        if style == "group":
            for day, its in Fresh49Generator.groups(items):
                out.append(day)
                out += [f"{bullet}{it.text}" for it in its]
                if gap:
                    out.append("")
            return out
        for it in items:
            out += {"pair": [str(it.shown), f"{bullet}{it.text}"], "colon": [f"{bullet}{it.shown}: {it.text}"],
                    "after": [f"{bullet}{it.text} — {it.shown}"], "tab": [f"{it.shown}\t{it.text}"],
                    "pub": [f"{bullet}{it.text}", f"{it.shown} · Wizards of the Coast"],
                    "dash": [f"{bullet}{it.shown} – {it.text}"]}[style]
            if gap:
                out.append("")
        return out


    # ---- singles stores ----
    STORE_W = rows("addr hours cond_n stock_n qty reviews", {
        "en": "Manavault Games · 418 Elm Street · Columbus, OH 43215|Store hours: Mon–Fri 11 AM–9 PM · Sat 10 AM–10 PM · Sun noon–6 PM|"
              "Near Mint|{n} in stock|Qty|Reviews",
        "de": "Kartenkammer GmbH · Hauptstraße 12 · 50667 Köln|Öffnungszeiten: Mo–Fr 11:00–19:00 Uhr, Sa 10:00–16:00 Uhr|"
              "Near Mint|{n} Stück auf Lager|Menge|Bewertungen",
        "fr": "La Carterie SARL · 27 rue des Écoles · 69002 Lyon|Horaires : du mardi au samedi, 10 h – 19 h|Near Mint|{n} en stock|Qté|Avis",
        "it": "CartaMagica S.r.l. · Via Roma 45 · 10121 Torino|Orari: lun–sab 10:00–13:00 / 15:30–19:30|Near Mint|{n} disponibili|"
              "Quantità|Recensioni",
        "es": "La Cartería S.L. · Calle Mayor 8 · 28013 Madrid|Horario: L–V 10:30–14:00 y 17:00–21:00 · S 10:30–14:00|Near Mint|"
              "{n} en stock|Cantidad|Opiniones",
        "nl": "SleeveUp B.V. · Oudegracht 101 · 3511 AJ Utrecht|Openingstijden: di–za 10:00–18:00, do tot 21:00|Near Mint|"
              "{n} op voorraad|Aantal|Beoordelingen",
        "pt": "Loja Topdeck · Rua Augusta, 1200 · São Paulo – SP · CEP 01304-001|Horário: seg. a sáb., das 10h às 20h|Near Mint|"
              "{n} em estoque|Qtd.|Avaliações",
        "ru": "Магазин «Спеллстор» · ул. Покровка, 17 · Москва|Часы работы: пн–пт 12:00–21:00, сб–вс 11:00–20:00|Near Mint|"
              "{n} шт. в наличии|Кол-во|Отзывы",
        "ja": "カードキープ秋葉原店 · 東京都千代田区外神田1-2-3 4F|営業時間 12:00〜21:00（火曜定休）|NM|在庫 {n}点|数量|レビュー",
        "ko": "매나볼트 홍대점 · 서울특별시 마포구 양화로 123 3층|영업시간 13:00~22:00 (월요일 휴무)|NM|재고 {n}개|수량|리뷰",
        "zht": "卡庫桌遊 · 台北市中正區館前路 12 號 3 樓|營業時間 14:00–22:00（週一公休）|NM|庫存 {n} 張|數量|評價",
        "pl": "Kartownia Sp. z o.o. · ul. Floriańska 15 · 31-019 Kraków|Godziny otwarcia: pon.–pt. 12:00–20:00, sob. 10:00–16:00|"
              "Near Mint|{n} szt. dostępne|Ilość|Opinie",
    })

    def cond_rows(self, page: Page, sep: str = "\t", buttons: bool = True) -> list[str]:
        """A store's offers by condition: grade, price, stock, and the button's label."""
        r = self.rng
        S, W = self.STORE_W.get(self.lang, self.STORE_W["en"]), self.W
        base = r.uniform(0.25, 30.0)
        out = [f"{W['cond']}{sep}{W['price']}{sep}{S['qty']}"]
        for g, f in (("NM", 1.0), ("EX", 0.85), ("LP", 0.8), ("MP", 0.6), ("HP", 0.4))[: r.randint(2, 5)]:
            out.append(f"{g}{sep}{money(base * f, self.lang)}{sep}{S['stock_n'].replace('{n}', str(r.randint(1, 12)))}")
            if buttons:
                out.append(f"🛒 {W['add_cart']}" if r.random() < 0.5 else W["add_cart"])
        self._kit(page, "offers")
        return self._cs(page, *out)

    def layout_store_copy(self, page, card):
        """A singles store's product page, Select All + Copy (innerText): the consent banner, the shipping banner, the
        header's links, the breadcrumb's items a line each (its separators are CSS, not copied), the product's name with
        its set and number, the offers by condition (table cells by tabs, the buttons' labels), the Oracle text or the
        printed card, the rulings in an accordion (the day's line and the text's, or "day: text"), related cards,
        the newsletter box, the footer with the address and opening hours."""
        r, W = self.rng, self.W
        S = self.STORE_W.get(self.lang, self.STORE_W["en"])
        site = self.host("store")
        o = self.out(page)
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"store copy ({self.lang})", LOCAL49[self.lang])
        code, set_name = self.set_of(card)
        style = self.variant(page, "store", ["pair", "colon", "after"])
        o.c(*self.consent(page)).b()
        o.c(f"🚚 {W['ship']}", W["home"], W["search"], W["login"], f"{W['cart']} (0)").b()
        o.c(W["home"], "Magic: The Gathering").c(set_name).t(name).b()
        o.t(name, f"{set_name} ({code}) · #{card.number}").b()
        o.c(*self.cond_rows(page)).b()
        o.t(*self.faces(page, card))
        o.t(*self.tr_block(page, card, 0.3)).b()
        o.c(f"{W['rulings']} ({len(items)})").t(*self.rblock(items, style, gap=r.random() < 0.5)).b()
        upd = self.ago_t(1, 30)
        o.c(f"{W['updated']}: {self.own(page, upd.date(), NUM49[self.lang])}").b()
        o.c(*self.related(page, card)).b()
        o.c(W["also"]).c(*self.printings(page, card, r.randint(2, 4))).b()
        o.c(*self.newsletter(page)).b()
        o.c(S["addr"], S["hours"]).c(*self.footer(page, site))
        self.file(page, o.text())

    def layout_store_save_text(self, page, card):
        """A singles store's product page saved with Firefox's "Save Page As… Text Files": lines wrapped at 72 columns,
        list items as "  * ", headings as plain lines, table cells by tabs, images left out, the header and footer kept,
        the rulings as a list (day, then the text indented under it) or a table (day, tab, text)."""
        r, W = self.rng, self.W
        S = self.STORE_W.get(self.lang, self.STORE_W["en"])
        site = self.host("store")
        name = self.title(page, card, 0.7, self.which())
        items = self.items(page, card, f"Firefox text save ({self.lang})", LOCAL49[self.lang])
        code, set_name = self.set_of(card)
        style = self.variant(page, "ffsave", ["list", "table"])
        o = self.out(page)
        o.c(f"  * {W['home']}", f"  * {W['search']}", f"  * {W['login']}", f"  * {W['cart']}").b()
        o.c(W["ship"]).b()
        o.t(name).b().t(f"{set_name} / {card.number}").b()
        o.c(*self.cond_rows(page, buttons=False)).b()
        for x in self.faces(page, card):
            o.t(*(wrap(x, 72) if x else [""]))
        tb = self.tr_block(page, card, 0.35)
        if tb:
            o.c(tb[0]).t(*[y for x in tb[1:] for y in (wrap(x, 72) or [""])]).b()
        o.c(W["rulings"]).b()
        if style == "list":
            for it in items:
                o.t(*wrap(f"{it.shown}", 72, "  * ", "    "))
                o.t(*wrap(str(it.text), 72, "    ", "    "))
        else:
            o.c(f"{W['date']}\t{W['rulings']}")
            o.t(*[f"{it.shown}\t{it.text}" for it in items])
        o.b()
        saved = self._now
        o.c(f"{W['updated']}: {self.own(page, self.day(-40, -1), LONG49[self.lang])}").b()
        o.c(*[f"  * {x}" for x in self.related(page, card, 3, prices=False)]).b()
        o.c(S["addr"], S["hours"]).c(*self.footer(page, site))
        self.shown(page, saved.date(), f"{saved:%Y-%m-%d}")
        o.b().c(f"[Saved from https://{site}/products/{slug(card.name)}-{code.lower()} on {saved:%Y-%m-%d %H:%M}]")
        self.file(page, o.text())

    # ---- wikis ----
    WIKI_W = rows("tagline edit history talk minutes intro cats", {
        "en": "From the MTG fan wiki|Edit|View history|Talk|{n} minutes|{name} is a card from {set}.|Categories",
        "de": "Aus dem MTG-Fanwiki|Bearbeiten|Versionsgeschichte|Diskussion|{n} Minuten|{name} ist eine Karte aus {set}.|Kategorien",
        "fr": "Extrait du wiki des fans de MTG|Modifier|Historique|Discussion|{n} minutes|{name} est une carte de {set}.|Catégories",
        "es": "De la wiki de fans de MTG|Editar|Ver historial|Discusión|{n} minutos|{name} es una carta de {set}.|Categorías",
        "it": "Dalla wiki dei fan di MTG|Modifica|Cronologia|Discussione|{n} minuti|{name} è una carta di {set}.|Categorie",
        "pt": "Da wiki dos fãs de MTG|Editar|Ver histórico|Discussão|{n} minutos|{name} é um card de {set}.|Categorias",
        "pl": "Z wiki fanów MTG|Edytuj|Historia|Dyskusja|{n} minut|{name} to karta z dodatku {set}.|Kategorie",
        "ru": "Материал из фан-вики MTG|Править|История|Обсуждение|{n} минут|{name} — карта из выпуска {set}.|Категории",
        "nl": "Uit de MTG-fanwiki|Bewerken|Geschiedenis|Overleg|{n} minuten|{name} is een kaart uit {set}.|Categorieën",
    })

    def layout_reader_view(self, page, card):
        """A fan wiki's card page in Firefox's Reader View: copied (the site's host, the title, the reading time, then the
        article alone: the lead, the card's text, the rulings under their days' headings, the edit note with its day) or
        saved as HTML (about:reader's page: ``moz-reader-content``, the header with the domain and the reading time)."""
        r, W = self.rng, self.W
        X = self.WIKI_W[self.lang]
        host = self.host("wiki")
        name = self.title(page, card, 0.7, self.which())
        items = self.items(page, card, f"reader view ({self.lang})", LOCAL49[self.lang])
        code, set_name = self.set_of(card)
        mins = f"{r.randint(2, 4)}–{r.randint(5, 9)}"
        edited = self.ago_t(3, 200)
        ed = self.own(page, edited.date(), LONG49[self.lang])
        acc = self.own(page, self.day(-2, 0), NUM49[self.lang])
        note = {"de": f"Diese Seite wurde zuletzt am {ed} bearbeitet. Abgerufen am {acc}.",
                "fr": f"Dernière modification de cette page le {ed}. Consultée le {acc}.",
                "es": f"Esta página se editó por última vez el {ed}. Consultado el {acc}.",
                "it": f"Questa pagina è stata modificata per l'ultima volta il {ed}. Consultata il {acc}.",
                "pt": f"Esta página foi editada pela última vez em {ed}. Acessado em {acc}.",
                "pl": f"Tę stronę ostatnio edytowano {ed}. Dostęp {acc}.",
                "ru": f"Последнее изменение этой страницы: {ed}. Дата обращения: {acc}."}.get(
            self.lang, f"This page was last edited on {ed}. Retrieved {acc}.")
        intro = X["intro"].replace("{name}", str(name)).replace("{set}", set_name)
        faces = self.faces(page, card)
        tb = self.tr_block(page, card, 0.3)
        self._c(page, note)
        self._c(page, X["tagline"])
        if self.html:
            esc = lambda s: s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")  # noqa: E731
            body = [f"<h2>{esc(W['rulings'])}</h2>"]
            for day, its in self.groups(items):
                body.append(f"<h3>{esc(day)}</h3>")
                body.append("<ul>" + "".join(f"<li>{esc(str(it.text))}</li>" for it in its) + "</ul>")
            html = ['<!DOCTYPE html>', f'<html lang="{self.lang}" dir="ltr"><head><meta charset="utf-8">',
                    '<meta content="text/html; charset=UTF-8" http-equiv="content-type">',
                    '<link rel="stylesheet" href="chrome://global/skin/aboutReader.css" type="text/css">',
                    f"<title>{esc(str(name))} – {esc(host)}</title></head>",
                    '<body class="light sans-serif loaded" style="--font-size: 20px; --content-width: 30em;">',
                    '<div class="container" dir="ltr" lang="' + self.lang + '"><div class="header reader-header reader-show-element">',
                    f'<a class="domain reader-domain" href="https://{host}/wiki/{slug(card.name)}">{host}</a>',
                    '<div class="domain-border"></div>', f'<h1 class="reader-title">{esc(str(name))}</h1>',
                    f'<div class="credits reader-credits">{esc(X["tagline"])}</div>',
                    f'<div class="meta-data"><div class="reader-estimated-time" data-l10n-id="about-reader-estimated-read-time">'
                    f'{esc(X["minutes"].replace("{n}", mins))}</div></div></div><hr>',
                    '<div class="content"><div class="moz-reader-content reader-show-element"><div id="readability-page-1" class="page">',
                    f"<p>{esc(intro)}</p>", "<p>" + "<br>".join(esc(x) for x in faces if x) + "</p>"]
            if tb:
                html.append(f"<h3>{esc(tb[0])}</h3><p><b>{esc(tb[1])}</b><br>" + "<br>".join(esc(x) for x in tb[2:]) + "</p>")
            html += body + [f"<p><i>{esc(note)}</i></p>", "</div></div></div></div></body></html>"]
            self.file(page, "\n".join(html), host)
            return
        o = self.out(page)
        o.c(host).t(str(name)).c(X["tagline"], X["minutes"].replace("{n}", mins)).b()
        o.t(intro).b().t(*faces).b()
        if tb:
            o.t(*tb).b()
        o.c(W["rulings"]).b()
        o.t(*self.rblock(items, "group", gap=True))
        o.c(note)
        self.file(page, o.text())

    def layout_lynx(self, page, card):
        """A fan wiki's card page as ``lynx -dump`` gives it: links numbered ``[12]`` before their text, images as
        ``[IMG]``, headings flush left and paragraphs indented three columns, wrapped at 78, lists as ``*`` items, the
        rulings as "day — text" or the text with the day after it, then "References" with "Visible links" (and
        "Hidden links") numbered."""
        r, W = self.rng, self.W
        X = self.WIKI_W[self.lang]
        host = self.host("wiki")
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"lynx -dump ({self.lang})", LOCAL49[self.lang])
        code, set_name = self.set_of(card)
        style = self.variant(page, "lynx", ["dash", "after"])
        links: list[str] = []

        def a(text: str, path: str) -> str:
            links.append(f"https://{host}{path}")
            return f"[{len(links)}]{text}"
        o = self.out(page)
        o.c("   " + " ".join([a(W["home"], "/"), a(X["edit"], f"/w/index.php?title={slug(card.name)}&action=edit"),
                              a(X["history"], f"/w/index.php?title={slug(card.name)}&action=history"), a(X["talk"], f"/wiki/Talk:{slug(card.name)}")]))
        o.c("   " + a(W["login"], "/wiki/Special:UserLogin") + " " + a("English", "/en/") + " " + a("Deutsch", "/de/")).b()
        o.t(f"{name}").b()
        o.c("   " + X["tagline"]).b()
        o.t(*wrap(X["intro"].replace("{name}", str(name)).replace("{set}", a(set_name, f"/wiki/{slug(set_name)}")), 78, "   ", "   ")).b()
        o.c(f"   [{len(links) + 1}][IMG]")
        links.append(f"https://{host}/images/{hex_digits(r, 2)}/{slug(card.name)}.jpg")
        o.b()
        for x in self.faces(page, card):
            o.t(*(wrap(x, 78, "   ", "   ") if x else [""]))
        tb = self.tr_block(page, card, 0.3)
        if tb:
            o.c(tb[0]).t(*[y for x in tb[1:] for y in (wrap(x, 78, "   ", "   ") or [""])]).b()
        o.c(W["rulings"]).b()
        for it in items:
            s = f"{it.shown} — {it.text}" if style == "dash" else f"{it.text} ({it.shown})"
            o.t(*wrap(s, 78, "     * ", "       "))
        o.b()
        ed = self.own(page, self.day(-200, -2), LONG49[self.lang])
        acc = self.own(page, self.day(-60, -1), "en:iso")
        o.c(*wrap(f"{X['history']}: {ed}", 78, "   ", "   ")).b()
        o.c(f"    1. ^ {a('Gatherer', '/wiki/Gatherer')}. Wizards of the Coast. {acc}.").b()
        o.c("   " + a(W["privacy"], "/wiki/Privacy") + " " + a(W["contact"], "/wiki/Contact")).b()
        o.c("References").b().c("   Visible links:")
        o.c(*[f"   {k}. {u}" for k, u in enumerate(links, 1)])
        if r.random() < 0.5:
            k = len(links) + 1
            o.b().c("   Hidden links:", f"   {k}. https://{host}/wiki/Special:Search", f"   {k + 1}. https://{host}/w/opensearch_desc.php")
        self.file(page, o.text())

    # ---- deck-builders, blogs, price trackers ----
    def layout_w3m(self, page, card):
        """A deck-builder's card page as ``w3m -dump`` renders it: form buttons as ``[Add to deck]``, the legality table
        drawn with box characters (a bordered table), the rulings table without borders (the day's column, the text
        wrapped in its own column, continuation lines indented under it), the deck counts."""
        r, W = self.rng, self.W
        host = self.host("deck")
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"w3m -dump ({self.lang})", LOCAL49[self.lang])
        code, set_name = self.set_of(card)
        o = self.out(page)
        o.c(f"{host}  {W['home']}  Decks  {W['search']}  [{W['login']}]").b()
        o.t(f"{name}").t(f"{set_name} · {card.number}").b()
        o.c(f"[{W['add_deck']}] [+1] [-1]  ♥ {r.randint(3, 900)}").b()
        o.c(f"In {r.uniform(0.1, 30):.1f}% of decks · {r.randint(12, 9000):,} decks").b()
        for x in self.faces(page, card):
            o.t(*(wrap(x, 78) if x else [""]))
        o.t(*self.tr_block(page, card, 0.3)).b()
        leg = self.legality_rows(page, "|", record=False)
        w1 = max(len(x.split("|")[0]) for x in leg[1:]) + 2
        w2 = max(len(x.split("|")[1]) for x in leg[1:]) + 2
        o.c(leg[0])
        o.c("┌" + "─" * w1 + "┬" + "─" * w2 + "┐")
        for k, x in enumerate(leg[1:]):
            f, v = x.split("|")
            o.c(f"│ {f.ljust(w1 - 1)}│ {v.ljust(w2 - 1)}│")
            o.append(("├" + "─" * w1 + "┼" + "─" * w2 + "┤") if k < len(leg) - 2 else ("└" + "─" * w1 + "┴" + "─" * w2 + "┘"))
        o.b()
        o.c(W["rulings"]).b()
        dw = max(len(str(it.shown)) for it in items) + 2
        o.c(W["date"].ljust(dw) + W["rulings"])
        for it in items:
            lines = wrap(str(it.text), 78 - dw)
            o.t(str(it.shown).ljust(dw) + lines[0], *[" " * dw + x for x in lines[1:]])
        o.b()
        upd = self.own(page, self.day(-20, -1), "en:iso")
        o.c(f"{W['updated']}: {upd}").c(f"Data: MTGJSON · {self.own(page, self.day(-5, 0), 'en:iso')}").b()
        o.c(*self.footer(page, host))
        self.file(page, o.text())

    BLOG_W = rows("posted by tags read prev next", {
        "en": "Published|by|Tags|min read|Previous post|Next post",
        "de": "Veröffentlicht am|von|Schlagwörter|Min. Lesezeit|Vorheriger Beitrag|Nächster Beitrag",
        "fr": "Publié le|par|Étiquettes|min de lecture|Article précédent|Article suivant",
        "es": "Publicado el|por|Etiquetas|min de lectura|Entrada anterior|Entrada siguiente",
        "it": "Pubblicato il|di|Tag|min di lettura|Articolo precedente|Articolo successivo",
        "pt": "Publicado em|por|Tags|min de leitura|Post anterior|Próximo post",
        "pl": "Opublikowano|autor|Tagi|min czytania|Poprzedni wpis|Następny wpis",
    })

    def layout_html2text(self, page, card):
        """A judges' blog post through ``html2text`` (Markdown): the menu as a link list, ``# title``, the byline with the
        day, images as ``![alt](src)``, the rulings as ``* **day**: text`` or under ``### day`` headings, Markdown's
        characters in the text escaped with backslashes, the footer's links, wrapped at 78 columns."""
        r, W = self.rng, self.W
        B = self.BLOG_W[self.lang]
        host = self.host("blog")
        name = self.title(page, card, 0.4, self.which())
        items = self.items(page, card, f"html2text ({self.lang})", LOCAL49[self.lang])
        style = self.variant(page, "h2t", ["bullets", "headings"])
        posted = self.own(page, self.day(-300, -3), LONG49[self.lang])
        who = self.person()
        o = self.out(page)
        o.c(f"[{host}](https://{host}/)", "", f"  * [{W['home']}](/)", "  * [Rules Q&A](/category/rules/)", f"  * [{W['contact']}](/contact/)").b()
        o.t(f"# {W['rulings']}: {md_esc(str(name))}").b()
        o.c(f"{B['posted']} {posted} {B['by']} [{who}](/author/{slug(who)}/) · {r.randint(2, 9)} {B['read']}").b()
        o.c(f"![{md_esc(str(name))}](https://{host}/wp-content/uploads/{self.today.year}/{self.today.month:02d}/{slug(card.name)}.jpg)").b()
        for x in self.faces(page, card):
            o.t(*(wrap(md_esc(x), 78) if x else [""]))
        tb = self.tr_block(page, card, 0.3)
        if tb:
            o.c(f"## {tb[0]}").b().t(f"**{tb[1]}**").b().t(*[md_esc(x) for x in tb[2:]]).b()
        o.c(f"## {W['rulings']}").b()
        if style == "bullets":
            for it in items:
                o.t(*wrap(f"**{it.shown}**: {md_esc(str(it.text))}", 78, "  * ", "    "))
        else:
            for day, its in self.groups(items):
                o.t(f"### {day}").b()
                for it in its:
                    o.t(*wrap(md_esc(str(it.text)), 78)).b()
        o.b()
        o.c(f"{B['tags']}: [Rulings](/tag/rulings/), [{self.set_of(card)[1]}](/tag/{slug(self.set_of(card)[1])}/)").b()
        o.c(f"[← {B['prev']}](/{self.today.year}/) [{B['next']} →](/{self.today.year}/)").b()
        o.c(f"© {self.today.year} {host} · [{W['privacy']}](/privacy/) · {W['updated']} {self.own(page, self.day(-2, 0), NUM49[self.lang])}")
        self.file(page, o.text())

    def layout_blog_copy(self, page, card):
        """A rules blog's post about a card, Select All + Copy: the consent banner, the menu, the post's title and byline
        (author, day, reading time), the rulings in the publisher's style (each text, then "day · Wizards of the
        Coast") or under the days' headings, the share buttons' labels, the author box, the comments with their
        relative times, the sidebar's recent posts with their days, the footer."""
        r, W = self.rng, self.W
        B = self.BLOG_W.get(self.lang, self.BLOG_W["en"])
        host = self.host("blog")
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"blog copy ({self.lang})", LOCAL49[self.lang])
        style = self.variant(page, "blog", ["pub", "group", "dash"])
        o = self.out(page)
        o.c(*self.consent(page)).b()
        o.c(host, W["home"], "Rules Q&A", "Judge Corner", W["contact"], "🔍").b()
        o.t(f"{W['rulings']}: {name}").c(f"{B['posted']} {self.own(page, self.day(-400, -5), LONG49[self.lang])} {B['by']} {self.person()}",
                                          f"{r.randint(2, 9)} {B['read']}").b()
        o.t(*self.faces(page, card))
        o.t(*self.tr_block(page, card, 0.3)).b()
        o.c(W["rulings"]).t(*self.rblock(items, style, gap=True)).b()
        o.c(W["share"], "Facebook", "𝕏", "WhatsApp", "Reddit", "🔗").b()
        o.c(f"{B['prev']}", f"{B['next']}").b()
        o.c(*self.comments(page, r.randint(1, 3))).b()
        o.c(*[f"{t} — {self.own(page, self.day(-90, -1), NUM49[self.lang])}" for t in
              ("Pro Tour: cut to top 8", "Banned & Restricted update", "Judge conference recap")[: r.randint(2, 3)]]).b()
        o.c(*self.footer(page, host))
        self.file(page, o.text())

    def layout_price_tracker(self, page, card):
        """A price tracker's card page, Select All + Copy: the chart's axis labels, the price history table (many days,
        none a ruling's), the vendors' offers, the "Rulings" tab with the rulings as a two-column table (day, tab,
        text) or as numeric-dated lines, the watchlist and alert buttons."""
        r, W = self.rng, self.W
        host = self.host("price")
        name = self.title(page, card, 0.5, self.which())
        items = self.items(page, card, f"price tracker ({self.lang})", [NUM49[self.lang], LONG49[self.lang]])
        code, set_name = self.set_of(card)
        o = self.out(page)
        o.c(*self.consent(page)).b()
        o.c(host, W["search"], "⭐ Watchlist", "🔔 Price alert", W["login"]).b()
        o.t(str(name)).c(f"{set_name} · {code}").b()
        o.c(f"{W['price']}: {money(r.uniform(0.3, 40), self.lang)}", f"7d {r.choice('+-')}{r.uniform(0, 20):.1f}%",
            f"30d {r.choice('+-')}{r.uniform(0, 40):.1f}%").b()
        o.c("1W", "1M", "3M", "1Y", "ALL").b()
        o.c(W["hist"]).c(f"{W['date']}\t{W['price']}").c(*self.price_rows(page, card, r.randint(8, 14), NUM49[self.lang])).b()
        o.t(*self.faces(page, card)).b()
        o.c(f"{W['rulings']} ({len(items)})")
        if r.random() < 0.6:
            o.c(f"{W['date']}\t{W['rulings']}").t(*self.rblock(items, "tab"))
        else:
            o.t(*self.rblock(items, "pair"))
        o.b()
        o.c(f"Prices updated {clock49(self._now, 'en')}" if self.lang == "en" else f"{W['updated']}: {clock49(self._now, self.lang)}")
        o.c(*self.footer(page, host, "API", "Discord"))
        self.file(page, o.text())

    def layout_deck_copy(self, page, card):
        """A deck-builder's card page, Select All + Copy: the deck counts ("In 12.3% of decks"), the "Add to deck"
        button with its icon, the legality table (format, tab, legal or not), the rulings as a table copied cell by
        cell (day, tab, text) under the table's header row, the decks that play it with their days and owners."""
        r, W = self.rng, self.W
        host = self.host("deck")
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"deck-builder table ({self.lang})", LOCAL49[self.lang])
        o = self.out(page)
        o.c(*self.consent(page)).b()
        o.c(host, "Decks", W["search"], "Brew", W["login"]).b()
        o.t(str(name)).b()
        o.c(f"➕ {W['add_deck']}", "⭐", f"{r.randint(1, 40)}.{r.randint(0, 9)}% · {r.randint(100, 40000):,} decks").b()
        o.t(*self.faces(page, card)).b()
        o.c(*self.legality_rows(page)).b()
        o.c(W["rulings"], f"{W['date']}\t{W['rulings']}").t(*self.rblock(items, "tab")).b()
        o.c("Decks", *[f"{a}\t{self.user()}\t{self.own(page, self.day(-120, -1), NUM49[self.lang])}" for a in
                       r.sample(["Mono-Red Aggro", "Azorius Control", "Golgari Midrange", "Elves", "Dimir Tempo", "Burn"], 3)]).b()
        o.c(*self.footer(page, host, "Patreon"))
        self.file(page, o.text())

    # ---- regional community sites ----
    def layout_jp_wiki(self, page, card):
        """A Japanese community wiki's card page, copied: the wiki's menu, "最終更新：" with its day and time, the
        page's title (the Japanese name, the English one in brackets at times), the printed card, the rulings under
        their days' headings (2019年10月4日) or as "2019/10/04：text", the comment box with posts dated
        "2026/03/12(木) 10:15:30", the counter and the footer."""
        r, W = self.rng, self.W
        name = self.title(page, card, 0.9, self.which())
        items = self.items(page, card, "ja wiki", LOCAL49["ja"])
        style = self.variant(page, "jpwiki", ["group", "colon"])
        upd = self.ago_t(1, 90)
        o = self.out(page)
        o.c("MTG Wiki*", "トップページ", "ページ一覧", "最終更新", "編集", "差分", "バックアップ", "ヘルプ").b()
        o.c(f"最終更新：{self.shown(page, upd.date(), render49(upd.date(), 'ja:slash'))} {upd:%H:%M:%S}").b()
        o.t(f"{name}" + (f"/{card.name}" if page.title_lang != "en" and r.random() < 0.5 else "")).b()
        o.t(*self.faces(page, card)).b()
        o.t(*self.tr_block(page, card, 0.3, "カードテキスト")).b()
        o.c("目次", f"1 {W['rulings']}", "2 コメント").b()
        o.c(f"{W['rulings']}［編集］")
        o.t(*(self.rblock(items, "group", bullet="・") if style == "group" else [f"・{it.shown}：{it.text}" for it in items])).b()
        o.c("コメント［編集］")
        for _ in range(r.randint(1, 3)):
            t = self.ago_t(1, 300)
            o.c(f"{r.choice(COMMENTS['ja'])} -- 名無しさん ({self.shown(page, t.date(), render49(t.date(), 'ja:wd').replace('年', '/').replace('月', '/').replace('日', ''))} {t:%H:%M:%S})")
        o.c("お名前:", "コメント:", "投稿").b()
        o.c(f"Total: {r.randint(1000, 90000)} / Today: {r.randint(1, 90)} / Yesterday: {r.randint(1, 90)}", "Powered by PukiWiki")
        self.file(page, o.text())

    def layout_ko_community(self, page, card):
        """A Korean community card database, copied: 로그인/회원가입, the card's Korean name and its English one, the
        printed card, the rulings (2019. 10. 4. or 2019년 10월 4일), 공유하기 with the messengers' names, the comments
        (nick, "3일 전", 답글), the footer with the business registration line."""
        r, W = self.rng, self.W
        name = self.title(page, card, 0.85, self.which())
        items = self.items(page, card, "ko community", LOCAL49["ko"])
        o = self.out(page)
        o.c("로그인", "회원가입", "카드 DB", "덱 리스트", "커뮤니티", "시세").b()
        o.t(str(name)).t(card.name if page.title_lang != "en" else "").b()
        o.t(*self.faces(page, card)).b()
        o.c(f"{W['rulings']} {len(items)}").t(*self.rblock(items, self.rng.choice(["pair", "colon"]), gap=True)).b()
        o.c(f"{W['share']}", "카카오톡", "페이스북", "링크 복사").b()
        o.c(*self.comments(page, r.randint(1, 3), "ko")).c("답글").b()
        o.c(f"{W['updated']}: {self.own(page, self.day(-30, -1), 'ko:pad')}",
            f"사업자등록번호 {r.randint(100, 999)}-{r.randint(10, 99)}-{r.randint(10000, 99999)} · 통신판매업신고 제{self.today.year}-서울마포-{r.randint(1000, 9999)}호",
            f"© {self.today.year} 매나볼트. All rights reserved.")
        o.c(f"서비스 시작일 {self.own(page, self.day(-400, -100), 'ko:hangul')}")
        self.file(page, o.text())

    def layout_zhs_db(self, page, card):
        """A Chinese (Simplified) card database, copied: the top bar (登录/注册, 下载App), the card's Chinese name with
        the English one, the printed card, the rulings with their days (2019年10月4日 or 2019-10-04) before the text,
        the follow-us box (公众号), the ICP filing line and the copyright with the years."""
        r, W = self.rng, self.W
        name = self.title(page, card, 0.85, self.which())
        items = self.items(page, card, "zhs db", LOCAL49["zhs"])
        o = self.out(page)
        o.c("登录", "注册", "📱 下载App", W["home"], "卡牌查询", "套牌", "赛事").b()
        o.t(str(name)).t(card.name if page.title_lang != "en" else "").b()
        o.t(*self.faces(page, card)).b()
        o.c(W["rulings"]).t(*self.rblock(items, r.choice(["pair", "dash"]))).b()
        o.c(f"{W['updated']}：{self.own(page, self.day(-30, -1), 'zhs:dash')}").b()
        o.c(*self.related(page, card, 3, prices=False)).b()
        o.c("关注公众号，获取最新赛事资讯", "扫码关注").b()
        o.c(f"京ICP备{r.randint(10000000, 99999999)}号-{r.randint(1, 5)}", f"京公网安备 {r.randint(10**13, 10**14 - 1)}号",
            f"© 2016-{self.today.year} {W['rights']}")
        o.c(f"本页面生成于 {self.own(page, self.day(-3, 0), 'zhs:kanji')}")
        self.file(page, o.text())

    def layout_zht_forum(self, page, card):
        """A Traditional Chinese forum thread, copied: the board's path, the thread's title with the card's name, the
        floors (樓主, 1樓, 2樓) with their posters and "發表於 2026-03-12 10:15", the answer quoting the rulings (days as
        2019/10/4 or 2019年10月4日), 推/噓 counts, 引用 and 回覆 buttons, signatures."""
        r, W = self.rng, self.W
        name = self.title(page, card, 0.8, self.which())
        items = self.items(page, card, "zht forum", LOCAL49["zht"])
        u1, u2 = r.sample(USERS, 2)
        t1 = self.ago_t(2, 60)
        t2 = min(t1 + dt.timedelta(hours=r.randint(1, 20)), self._now)
        if t2.date() in self._taken(card):
            t2 = t1
        o = self.out(page)
        o.c("看板列表", "魔法風雲會 MTG 討論區", "規則問題").b()
        o.t(f"【問題】{name} 的判定？").b()
        o.c("樓主", u1, f"發表於 {self.shown(page, t1.date(), t1.strftime('%Y-%m-%d'))} {t1:%H:%M}")
        o.c("請問這張卡有官方判定嗎？謝謝各位").c("引用", "回覆").b()
        o.c("1樓", u2, f"發表於 {self.shown(page, t2.date(), t2.strftime('%Y-%m-%d'))} {t2:%H:%M}")
        o.c("官方判定如下：")
        o.t(*self.rblock(items, r.choice(["colon", "pair"])))
        o.t(*self.tr_block(page, card, 0.3)).b()
        o.c(f"※ 編輯: {u2} ({self.own(page, self.day(-400, -70), 'zht:pad')})")
        o.c(f"推 {r.randint(0, 30)}", f"噓 {r.randint(0, 3)}", "引用", "回覆").c("--", "簽名檔：我只是個會抓規則的普通玩家").b()
        o.c(f"{W['rights']} © {self.today.year}")
        self.file(page, o.text())

    def layout_ru_store(self, page, card):
        """A Russian singles store, copied: the city picker, the cart with ₽, the card's Russian name with the English
        one, the offers (состояние, цена, в наличии), «В корзину», the rulings (4 октября 2019 г. or 04.10.2019),
        the reviews and the footer with the legal entity's details."""
        r, W = self.rng, self.W
        name = self.title(page, card, 0.8, self.which())
        items = self.items(page, card, "ru store", LOCAL49["ru"])
        o = self.out(page)
        o.c("Мы используем файлы cookie, чтобы сайт работал лучше. Оставаясь на сайте, вы соглашаетесь с этим.", "Понятно").b()
        o.c("Москва ▾", "8 800 555-35-35", W["search"], W["login"], f"{W['cart']} · 0 ₽").b()
        o.t(str(name)).t(card.name if page.title_lang != "en" else "").b()
        o.c(*self.cond_rows(page)).b()
        o.t(*self.faces(page, card)).b()
        o.c(W["rulings"]).t(*self.rblock(items, r.choice(["pair", "after", "colon"]), gap=True)).b()
        o.c(*self.comments(page, r.randint(1, 2), "ru", "ru:num")).b()
        o.c(W["also"]).c(*self.printings(page, card, 2)).b()
        o.c(f"ИП Смирнов А. В. · ОГРНИП {r.randint(10**14, 10**15 - 1)}", f"© 2014–{self.today.year} Спеллстор")
        self.file(page, o.text())

    def layout_br_store(self, page, card):
        """A Brazilian card marketplace, copied: the lowest price across stores (R$), the stores' list with their cities
        and shipping, the card's Portuguese name with the English one, the rulings (4 de outubro de 2019 or 04/10/2019),
        the price history and the footer with the CNPJ."""
        r, W = self.rng, self.W
        name = self.title(page, card, 0.8, self.which())
        items = self.items(page, card, "br store", LOCAL49["pt"])
        o = self.out(page)
        o.c(*self.consent(page, "pt")).b()
        o.c(f"🚚 {W['ship']}", "Buscar", W["login"], W["cart"]).b()
        o.t(str(name)).t(card.name if page.title_lang != "en" else "").b()
        o.c(f"Menor preço: {money(r.uniform(0.2, 20), 'pt')}", f"Preço médio: {money(r.uniform(0.3, 25), 'pt')}").b()
        for st, city in r.sample([("Loja Topdeck", "São Paulo - SP"), ("Covil do Dragão", "Curitiba - PR"), ("Mana Cards", "Belo Horizonte - MG"),
                                  ("Taverna Geek", "Porto Alegre - RS")], 3):
            o.c(f"{st}\t{city}\t{r.choice(['NM', 'SP', 'MP'])}\t{money(r.uniform(0.2, 20), 'pt')}\t{W['add_cart']}")
        o.b().t(*self.faces(page, card)).b()
        o.c(W["rulings"]).t(*self.rblock(items, r.choice(["pair", "dash"]), gap=True)).b()
        o.c(W["hist"]).c(*self.price_rows(page, card, r.randint(5, 9), "pt:num")).b()
        o.c(f"CNPJ {r.randint(10, 99)}.{r.randint(100, 999)}.{r.randint(100, 999)}/0001-{r.randint(10, 99)}", *self.footer(page, "LigaCards"))
        self.file(page, o.text())

    # ---- forums, chat, apps, assistive and translating tools ----
    FORUM_W = rows("posted wrote quote edited joined posts ask answer", {
        "en": "Posted:|wrote:|Quote|Last edited by {u} on {d}, edited {n} times in total.|Joined:|Posts:|How does this card work exactly?|"
              "Here are the official rulings:",
        "de": "Verfasst:|hat geschrieben:|Zitieren|Zuletzt geändert von {u} am {d}, insgesamt {n}-mal geändert.|Registriert:|Beiträge:|"
              "Wie funktioniert die Karte genau?|Hier die offiziellen Regelhinweise:",
        "fr": "Posté le :|a écrit :|Citer|Dernière édition par {u} le {d}, édité {n} fois.|Inscription :|Messages :|"
              "Comment marche cette carte exactement ?|Voici les précisions officielles :",
        "it": "Inviato:|ha scritto:|Cita|Ultima modifica di {u} il {d}, modificato {n} volte in totale.|Iscritto il:|Messaggi:|"
              "Come funziona esattamente questa carta?|Ecco i chiarimenti ufficiali:",
        "es": "Publicado:|escribió:|Citar|Última edición por {u} el {d}, editado {n} veces en total.|Registrado:|Mensajes:|"
              "¿Cómo funciona exactamente esta carta?|Aquí están las aclaraciones oficiales:",
        "pl": "Post:|napisał(a):|Cytuj|Ostatnio edytowany przez {u} {d}, łącznie edytowany {n} razy.|Rejestracja:|Posty:|"
              "Jak dokładnie działa ta karta?|Oto oficjalne orzeczenia:",
        "pt": "Enviado:|escreveu:|Citar|Última edição por {u} em {d}, editado {n} vezes no total.|Registrado em:|Mensagens:|"
              "Como essa carta funciona exatamente?|Aqui estão os esclarecimentos oficiais:",
    })

    def post_time(self, t: dt.datetime, lang: str) -> str:
        """A phpBB post's time in the board's language ("Tue Mar 12, 2026 10:15 am", "Di 12. Mär 2026, 10:15")."""
        if lang == "en":
            return f"{WEEKDAYS49['en'][t.weekday()]} {MON49['en'][t.month - 1]} {t.day}, {t.year} {(t.hour - 1) % 12 + 1}:{t.minute:02d} {'am' if t.hour < 12 else 'pm'}"
        return f"{render49(t.date(), NUM49[lang])}, {t:%H:%M}"

    def layout_forum_thread(self, page, card):
        """A forum thread (phpBB) copied: the board's breadcrumb, the topic's title, the question's post (poster, rank,
        join day, post count, "Posted: ..."), the answer quoting "Gatherer wrote:" with the rulings (the day after the
        text, "— 2019-10-04", or before it), the edit note with its day and count, the signature under "____", the
        pagination, "Who is online"."""
        r, W = self.rng, self.W
        F = self.FORUM_W[self.lang]
        name = self.title(page, card, 0.7, self.which())
        items = self.items(page, card, f"forum quote ({self.lang})", ["en:iso", LONG49[self.lang]] if self.lang != "en" else LOCAL49["en"])
        style = self.variant(page, "forum", ["after", "colon", "pair"])
        u1, u2 = r.sample(USERS, 2)
        t1 = self.ago_t(3, 50)
        t2 = min(t1 + dt.timedelta(hours=r.randint(1, 30)), self._now)
        if t2.date() in self._taken(card):
            t2 = t1
        ed = t2 + dt.timedelta(minutes=r.randint(3, 50))
        if ed.date() in self._taken(card) or ed > self._now:
            ed = t2
        o = self.out(page)
        o.c(f"{W['home']} ‹ Magic: The Gathering ‹ Rules").b()
        o.t(f"{name}?").c(f"Page 1 of 1 · 2 posts").b()
        o.c(u1, f"{F['joined']} {self.own(page, self.past_day(card), NUM49[self.lang])}", f"{F['posts']} {r.randint(3, 900)}")
        o.c(f"{F['posted']} {self.shown(page, t1.date(), self.post_time(t1, self.lang))}", F["quote"])
        o.c(F["ask"]).b()
        o.c(u2, f"{F['posts']} {r.randint(100, 9000)}", f"{F['posted']} {self.shown(page, t2.date(), self.post_time(t2, self.lang))}", F["quote"])
        o.c(F["answer"]).b().c(f"Gatherer {F['wrote']}")
        o.t(*self.rblock(items, style, gap=style == "pair")).b()
        o.t(*self.tr_block(page, card, 0.25)).b()
        o.c(F["edited"].replace("{u}", u2).replace("{d}", self.shown(page, ed.date(), self.post_time(ed, self.lang))).replace("{n}", str(r.randint(1, 3))))
        o.c("_" * 23, r.choice(["Modern: Burn · Legacy: Elves · EDH: Atraxa", "L1 Judge · FNM every Friday", "My trade binder → PM me"])).b()
        o.c(f"{F['quote']}", "↑").b().c("Who is online", f"Users browsing this forum: {u1} and {r.randint(1, 9)} guests")
        self.file(page, o.text())

    DISCORD_W = rows("today app reply react", {
        "en": "Today at|APP|Reply|Add Reaction", "de": "Heute um|APP|Antworten|Reaktion hinzufügen",
        "fr": "Aujourd’hui à|APP|Répondre|Ajouter une réaction", "pt": "Hoje às|APP|Responder|Adicionar reação",
        "es": "hoy a las|APP|Responder|Añadir reacción", "ja": "今日|アプリ|返信|リアクションを付ける",
    })

    def layout_discord_bot(self, page, card):
        """A Discord channel's messages copied as text: the asker's line ("user — Today at 14:32"), the command, the
        bot's name with its APP tag and time, the embed's title (the card), its rulings fields (each day its field's
        name, the text its value: the bot writes English ISO or long days whatever the client's language), the embed's
        footer with the data's day, the reactions; the client's words in its language."""
        r = self.rng
        Dw = self.DISCORD_W[self.lang]
        name = self.title(page, card, 0.0 if self.lang == "en" else 0.3, self.which())
        items = self.items(page, card, f"discord bot ({self.lang} client)", ["en:iso", "en:long", "en:abbr"])
        t = self._now - dt.timedelta(minutes=r.randint(1, 200))
        if t.date() != self.today:
            t = self._now
        asker = self.user()
        when = f"{Dw['today']} {clock49(t, 'en' if self.lang == 'en' else 'de')}" if self.lang != "ja" else f"今日 {t:%H:%M}"
        o = self.out(page)
        o.c(self.own(page, self.today, LONG49.get(self.lang, "en:long") if self.lang in LONG49 else "en:long"))
        o.c(f"{asker} — {when}").t(f"!rulings {name}").b()
        o.c(f"RulesLawyer", Dw["app"], f" — {when}")
        o.t(str(name)).c(f"https://rules.example/c/{hex_digits(r, 8)}")
        for it in items:
            o.t(str(it.shown), str(it.text))
        o.c(f"MTGJSON · {self.own(page, self.day(-14, -1), 'en:iso')} • {when}")
        o.c(f"👍{r.randint(1, 9)}", f"🧠{r.randint(1, 5)}").b()
        o.c(f"{asker}", f"{Dw['today']} {clock49(self._now, 'en' if self.lang == 'en' else 'de')}" if self.lang != "ja" else f"今日 {self._now:%H:%M}")
        o.c({"en": "thanks!", "de": "danke!", "fr": "merci !", "pt": "valeu!", "es": "¡gracias!", "ja": "ありがとう！"}[self.lang])
        o.c(f"Message #rules-questions", Dw["react"])
        self.file(page, o.text())

    def layout_scanner_share(self, page, card):
        """A card-scanner app's "Share as text": the card's name (as scanned: the printed name), the set and number, the
        condition and language the user picked, the price with its source and day, the rulings as bullets ("• day:
        text"), the app's signature with its store link; emoji as the app writes them."""
        r, W = self.rng, self.W
        name = self.title(page, card, 0.7, self.which())
        items = self.items(page, card, f"scanner share ({self.lang})", [NUM49[self.lang], "en:iso"])
        code, set_name = self.set_of(card)
        scanned = self.ago_t(0, 10)
        o = self.out(page)
        o.t(f"🃏 {name}").c(f"📦 {set_name} ({code}) #{card.number}")
        o.c(f"💶 {money(r.uniform(0.2, 30), self.lang)} · trend · {self.own(page, scanned.date(), NUM49[self.lang])}").b()
        o.t(*self.tr_block(page, card, 0.3)).b()
        o.c(f"⚖️ {W['rulings']} ({len(items)}):").t(*[f"• {it.shown}: {it.text}" for it in items]).b()
        o.c(f"📷 Scanned with CardLens {r.randint(3, 6)}.{r.randint(0, 9)}.{r.randint(0, 20)} · {self.own(page, self.day(-30, -1), 'en:iso')}",
            "https://cardlens.app/get")
        self.file(page, o.text())

    SR_W = rows("banner nav link heading level list items bullet button out main region end clickable", {
        "en": "banner landmark|navigation landmark|link|heading|level|list with|items|bullet|button|out of list|main landmark|region|"
              "end of|clickable",
        "de": "Banner Orientierungspunkt|Navigation Orientierungspunkt|Link|Überschrift|Ebene|Liste mit|Einträgen|Aufzählungszeichen|"
              "Schalter|Liste verlassen|Hauptinhalt Orientierungspunkt|Bereich|Ende von|anklickbar",
        "fr": "bannière point de repère|navigation point de repère|lien|titre|niveau|liste de|éléments|puce|bouton|sortie de liste|"
              "principal point de repère|région|fin de|cliquable",
        "es": "banner punto de referencia|navegación punto de referencia|vínculo|encabezado|nivel|lista con|elementos|viñeta|botón|"
              "fuera de lista|principal punto de referencia|región|fin de|en que se puede hacer clic",
    })

    def layout_screen_reader(self, page, card):
        """NVDA's Speech Viewer copied while reading a card page in browse mode: each spoken line, landmarks and roles in
        NVDA's language ("heading level 1", "list with 4 items", "bullet", "link", "button", "out of list"), the
        rulings list read item by item (the day, then the text, or "day: text"), the footer's copyright line."""
        r, W = self.rng, self.W
        S = self.SR_W[self.lang]
        host = self.host("wiki")
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"screen reader ({self.lang})", LOCAL49[self.lang])
        o = self.out(page)
        o.c(clock49(self._now, self.lang), self.own(page, self.today, LONG49[self.lang]))
        o.c(f"{host} - Google Chrome")
        o.c(S["banner"], f"{S['link']} {W['home']}", f"{S['link']} {W['login']}", f"{S['button']} {W['search']}")
        o.c(S["nav"], f"{S['list']} {r.randint(4, 7)} {S['items']}", f"{S['link']} {W['home']}", S["out"])
        o.c(S["main"]).t(f"{S['heading']} {S['level']} 1 {name}")
        o.t(*[x for x in self.faces(page, card) if x])
        o.t(f"{S['heading']} {S['level']} 2 {W['rulings']}")
        o.t(f"{S['list']} {len(items)} {S['items']}")
        pair = r.random() < 0.5
        for it in items:
            if pair:
                o.t(f"{S['bullet']} {it.shown}", str(it.text))
            else:
                o.t(f"{S['bullet']} {it.shown}: {it.text}")
        o.c(S["out"])
        o.c(f"{S['button']} {W['report']}", f"{S['heading']} {S['level']} 2 {W['comments']}")
        o.c(*self.comments(page, r.randint(1, 2)))
        o.c(f"{W['updated']} {self.own(page, self.day(-60, -1), LONG49[self.lang])}")
        o.c(f"© {self.today.year} {host}", f"{S['end']} {S['main']}")
        o.c(f"{S['clickable']} {W['privacy']}")
        self.file(page, o.text())

    TR_W = rows("ext original translated show", {
        "zhs": "沉浸式翻译|原文|译文|显示原文", "ja": "イマーシブ翻訳|原文|訳文|原文を表示", "ko": "몰입형 번역|원문|번역문|원문 보기",
        "ru": "Иммерсивный перевод|Оригинал|Перевод|Показать оригинал", "pt": "Tradução imersiva|Original|Tradução|Mostrar original",
        "es": "Traducción inmersiva|Original|Traducción|Mostrar original",
    })
    #: an English card site's lines and a translating extension's rendering of them, by language
    TR_LINES = {
        "zhs": [("Search cards", "搜索卡牌"), ("Sign in", "登录"), ("Card details", "卡牌详情"), ("Rulings", "裁定"),
                ("Report a problem", "报告问题"), ("Related cards", "相关卡牌")],
        "ja": [("Search cards", "カードを検索"), ("Sign in", "サインイン"), ("Card details", "カードの詳細"), ("Rulings", "裁定"),
               ("Report a problem", "問題を報告"), ("Related cards", "関連カード")],
        "ko": [("Search cards", "카드 검색"), ("Sign in", "로그인"), ("Card details", "카드 상세 정보"), ("Rulings", "판정"),
               ("Report a problem", "문제 신고"), ("Related cards", "관련 카드")],
        "ru": [("Search cards", "Поиск карт"), ("Sign in", "Войти"), ("Card details", "Сведения о карте"), ("Rulings", "Разъяснения"),
               ("Report a problem", "Сообщить о проблеме"), ("Related cards", "Похожие карты")],
        "pt": [("Search cards", "Pesquisar cards"), ("Sign in", "Entrar"), ("Card details", "Detalhes do card"), ("Rulings", "Decisões"),
               ("Report a problem", "Relatar um problema"), ("Related cards", "Cards relacionados")],
        "es": [("Search cards", "Buscar cartas"), ("Sign in", "Iniciar sesión"), ("Card details", "Detalles de la carta"),
               ("Rulings", "Resoluciones"), ("Report a problem", "Informar de un problema"), ("Related cards", "Cartas relacionadas")],
    }

    def layout_translated(self, page, card):
        """An English card database's page read through a bilingual translating extension and copied: each of the site's
        lines followed by its translation, the card's English name (left as it is) and its printed name in the reader's
        language, the rulings' day lines followed by the day in the reader's language, the rulings' texts left in
        English (the site marks them ``translate="no"``), the extension's own floating buttons."""
        r = self.rng
        X, pairs = self.TR_W[self.lang], dict(self.TR_LINES[self.lang])
        name = self.title(page, card, 0.0, self.which())
        items = self.items(page, card, f"bilingual ({self.lang} over en)", ["en:long", "en:abbr"])
        self.also_form(page, LONG49[self.lang], f"bilingual translation ({self.lang})")
        o = self.out(page)
        o.c("Search cards", pairs["Search cards"], "Sign in", pairs["Sign in"]).b()
        o.t(str(name)).b()
        o.c("Card details", pairs["Card details"])
        for x in self.faces(page, card):
            o.t(x)
        o.t(*self.tr_block(page, card, 0.5)).b()
        o.c("Rulings", pairs["Rulings"]).b()
        for it in items:
            o.t(str(it.shown), render49(it.day, LONG49[self.lang]), str(it.text)).b()
        o.c("Report a problem", pairs["Report a problem"], "Related cards", pairs["Related cards"])
        o.c(*self.others(card, 3)).b()
        upd = self.day(-30, -1)
        o.c(f"Last updated {self.own(page, upd, 'en:long')}", render49(upd, LONG49[self.lang]))
        self.shown(page, upd, render49(upd, LONG49[self.lang]))
        o.b().c(X["ext"], X["show"], "⚙️")
        self.file(page, o.text())

    def layout_safari_reader(self, page, card):
        """A card article in Safari Reader, copied: the title, the byline with the site and the day, the article's text,
        the card's faces, the rulings as paragraphs (the day in bold run into the text: "4 ottobre 2019 — text"), the
        article's last line; no menus, no footer."""
        r, W = self.rng, self.W
        B = self.BLOG_W.get(self.lang, self.BLOG_W["en"])
        host = self.host("wiki")
        name = self.title(page, card, 0.7, self.which())
        items = self.items(page, card, f"Safari Reader ({self.lang})", LOCAL49[self.lang])
        o = self.out(page)
        o.t(f"{W['rulings']}: {name}").b()
        o.c(f"{host}", f"{self.person()}", f"{self.own(page, self.day(-500, -2), LONG49[self.lang])}").b()
        o.t(*self.faces(page, card))
        o.t(*self.tr_block(page, card, 0.3)).b()
        o.t(*self.rblock(items, r.choice(["dash", "colon"]), gap=True))
        o.c(f"{W['updated']}: {self.own(page, self.day(-60, -1), NUM49[self.lang])}")
        self.file(page, o.text())

    def layout_cf_html(self, page, card):
        """A store page's rulings box copied and read back as the clipboard's HTML format (Windows' CF_HTML: the
        "Version:0.9 StartHTML:..." header with its byte offsets, ``<!--StartFragment-->``, the fragment with its
        inline styles as the browser serialised them): the card's name, the shipping line, the rulings list with its
        ``<time>`` elements, the "Add to cart" button's label."""
        r, W = self.rng, self.W
        name = self.title(page, card, 0.6, self.which())
        items = self.items(page, card, f"CF_HTML ({self.lang})", LOCAL49[self.lang])
        site = self.host("store")
        esc = lambda s: str(s).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")  # noqa: E731
        st = 'style="color: rgb(33, 37, 41); font-family: Inter, system-ui, sans-serif; font-size: 15px;"'
        frag = [f'<h1 {st}>{esc(name)}</h1>', f'<p {st}><span>🚚 {esc(W["ship"])}</span></p>',
                f'<button type="button" class="btn btn-primary" {st}>{esc(W["add_cart"])}</button>',
                f'<h2 {st}>{esc(W["rulings"])}</h2><ul class="rulings" {st}>']
        for it in items:
            frag.append(f'<li><time datetime="{it.day.isoformat()}" style="font-weight: 600;">{esc(it.shown)}</time>'
                        f'<span>&nbsp;– </span><span>{esc(it.text)}</span></li>')
        frag.append("</ul>")
        upd = self.day(-20, -1)
        frag.append(f'<p {st}><small>{esc(W["updated"])}: {esc(self.own(page, upd, NUM49[self.lang]))}</small></p>')
        body = "".join(frag)
        src = f"https://{site}/products/{slug(card.name)}"
        head = "<html>\r\n<body>\r\n<!--StartFragment-->"
        tail = "<!--EndFragment-->\r\n</body>\r\n</html>"
        pre_tpl = "Version:0.9\r\nStartHTML:{a:010d}\r\nEndHTML:{b:010d}\r\nStartFragment:{c:010d}\r\nEndFragment:{d:010d}\r\nSourceURL:{u}\r\n"
        pre_len = len(pre_tpl.format(a=0, b=0, c=0, d=0, u=src).encode())
        a = pre_len
        c = a + len(head.encode())
        d = c + len(body.encode())
        b = d + len(tail.encode())
        text = pre_tpl.format(a=a, b=b, c=c, d=d, u=src) + head + body + tail
        copied = self.ago_t(0, 2)
        self.shown(page, copied.date(), f"{copied:%Y-%m-%d}")
        self.file(page, f"<!-- clipboard dump {copied:%Y-%m-%d %H:%M:%S}, format 49161 (HTML Format) -->\r\n" + text,
                  f"🚚 {W['ship']}", W["add_cart"], "Version:0.9", f"SourceURL:{src}")

    WIDGET_W = rows("powered", {"de": "Regelhinweise bereitgestellt von", "fr": "Règles fournies par", "it": "Chiarimenti forniti da",
                                "pl": "Orzeczenia dostarcza", "nl": "Uitspraken aangeleverd door", "es": "Aclaraciones proporcionadas por"})

    def layout_foreign_widget(self, page, card):
        """A local store's product page (German, French, Italian, Polish, Dutch, Spanish chrome), copied, whose rulings
        come from an embedded English widget: the store's banner, offers and footer in its language, the widget's
        heading "Rulings" and its days in US English ("Oct 4, 2019", "10/4/2019"), the widget's "Powered by" line in the
        store's language."""
        r, W = self.rng, self.W
        S = self.STORE_W.get(self.lang, self.STORE_W["en"])
        site = self.host("store")
        name = self.title(page, card, 0.7, self.which())
        items = self.items(page, card, f"English widget on a {self.lang} store", ["en:abbr", "en:mdy", "en:long"])
        o = self.out(page)
        o.c(*self.consent(page)).b()
        o.c(f"🚚 {W['ship']}", W["home"], W["search"], W["cart"]).b()
        o.t(str(name)).b().c(*self.cond_rows(page)).b()
        o.t(*self.faces(page, card)).b()
        o.c("Rulings").t(*self.rblock(items, r.choice(["pair", "colon"]))).c(f"{self.WIDGET_W[self.lang]['powered']} RulesWidget").b()
        o.c(f"{W['updated']}: {self.own(page, self.day(-30, -1), NUM49[self.lang])}").b()
        o.c(*self.printings(page, card, 3)).b()
        o.c(S["addr"], S["hours"], *self.footer(page, site))
        self.file(page, o.text())

    def layout_qa_site(self, page, card):
        """A rules Q&A site's question about a card, copied: the question's title, its votes, "Asked ... Modified ...
        Viewed ...", the question's text, the tags, the asker's card, the accepted answer quoting the rulings as a
        blockquote (each "> day: text" line kept by the site's Markdown rendering as "day: text"), its author's card with
        the day it was answered, the comments with their days, "Add a comment"."""
        r = self.rng
        name = self.title(page, card, 0.0, self.which())
        items = self.items(page, card, f"Q&A site ({self.lang})", LOCAL49[self.lang])
        asked, answered = sorted([self.ago_t(3, 400), self.ago_t(1, 300)])
        L = {"en": ("Asked", "Modified", "Viewed", "times", "answered", "Add a comment", "asked"),
             "es": ("Formulada", "Modificada", "Vista", "veces", "respondida", "Añadir un comentario", "preguntada"),
             "pt": ("Perguntada", "Modificada", "Vista", "vezes", "respondida", "Adicione um comentário", "perguntada"),
             "de": ("Gefragt", "Geändert", "Angesehen", "Mal", "beantwortet", "Kommentar hinzufügen", "gefragt")}[self.lang]
        fm = "en:abbr" if self.lang == "en" else LONG49[self.lang]
        o = self.out(page)
        o.c("Board & Card Games", "Questions", "Tags", "Users").b()
        o.t(f"How does {name} interact with the stack?" if self.lang == "en" else f"{name}?").b()
        o.c(f"{L[0]} {self.own(page, asked.date(), fm)}", f"{L[1]} {ago(r.randint(2, 11), 'month', self.lang)}",
            f"{L[2]} {r.randint(100, 9000):,} {L[3]}").b()
        o.c(str(r.randint(1, 40)), "magic-the-gathering", "rulings").b()
        o.c(f"{L[6]} {self.shown(page, asked.date(), render49(asked.date(), fm))}", self.user()).b()
        o.c("1 Answer", "Sorted by:", "Highest score (default)").b()
        o.c(str(r.randint(2, 60)), "✓").t(*self.rblock(items, "colon")).b()
        o.c("Source: Gatherer").c(f"{L[4]} {self.own(page, answered.date(), fm)}", self.user()).b()
        o.c(L[5])
        self.file(page, o.text())

    def layout_hyphenated_wiki(self, page, card):
        """A wiki whose server hyphenates its text (every long word with soft hyphens, U+00AD, which Select All copies),
        copied: the menu, the title, the card's text, the rulings (the English texts hyphenated by the same filter,
        under their days or after "day:"), the edit note, the footer; zero-width spaces after slashes in addresses."""
        r, W = self.rng, self.W
        X = self.WIKI_W[self.lang]
        host = self.host("wiki")
        name = self.title(page, card, 0.7, self.which())
        items = self.items(page, card, f"hyphenated wiki ({self.lang})", LOCAL49[self.lang])
        o = self.out(page)
        o.c(W["home"], X["edit"], X["history"], W["search"]).b()
        o.t(str(name)).c(shy_text(X["tagline"])).b()
        o.t(*[shy_text(x) for x in self.faces(page, card)])
        style = r.choice(["group", "colon"])
        o.c(W["rulings"]).t(*[shy_text(x) for x in self.rblock(items, style, gap=style == "group")]).b()
        ed = self.own(page, self.day(-300, -2), LONG49[self.lang])
        o.c(shy_text(f"{X['history']}: {ed}"))
        o.c(f"https://\u200b{host}/\u200bwiki/\u200b{slug(card.name)}")
        o.c(f"{W['updated']}: {self.own(page, self.day(-30, 0), NUM49[self.lang])}", *self.footer(page, host))
        self.file(page, o.text())

    # ---- pages naming no card ----
    MODAL_W = rows("close report prev next of", {
        "en": "Close|Report an error|Previous|Next|of", "de": "Schließen|Fehler melden|Zurück|Weiter|von",
        "fr": "Fermer|Signaler une erreur|Précédent|Suivant|sur", "it": "Chiudi|Segnala un errore|Precedente|Successivo|di",
        "es": "Cerrar|Informar de un error|Anterior|Siguiente|de", "ja": "閉じる|誤りを報告|前へ|次へ|/",
    })

    def layout_modal_untitled(self, page, card):
        """The rulings dialog of a card site, selected and copied on its own (naming no card: the dialog's heading is
        "Rulings (n)"): the close button's "×", the rulings (day and text), the dialog's footer with the day the data
        was synced and the pager, the consent banner still under it."""
        r, W = self.rng, self.W
        M = self.MODAL_W[self.lang]
        items = self.items(page, card, f"rulings dialog ({self.lang})", LOCAL49[self.lang])
        o = self.out(page)
        o.c(f"{W['rulings']} ({len(items)})", "×").b()
        o.t(*self.rblock(items, r.choice(["pair", "colon", "dash"]), gap=r.random() < 0.5)).b()
        o.c(f"{W['updated']}: {self.own(page, self.day(-10, -1), NUM49[self.lang])} · Gatherer")
        o.c(f"1 {M['of']} 1", M["prev"], M["next"], M["report"], M["close"]).b()
        o.c(*self.consent(page))
        o.c(f"© {self.today.year} · {self.own(page, self.today, 'en:iso')}")
        self.file(page, o.text())

    PHOTO_W = rows("ask img reply thanks", {
        "de": "Was macht diese Karte genau? Hab sie im Booster gezogen, Foto anbei.|Bild: IMG_{n}.jpg|Die offiziellen Regelhinweise dazu:|Danke!",
        "fr": "Elle fait quoi exactement cette carte ? Ouverte en booster, photo jointe.|Image : IMG_{n}.jpg|Les précisions officielles :|Merci !",
        "en": "What does this card do exactly? Pulled it from a pack, photo attached.|Image: IMG_{n}.jpg|The official rulings:|Thanks!",
        "es": "¿Qué hace exactamente esta carta? Me salió en un sobre, adjunto foto.|Imagen: IMG_{n}.jpg|Las aclaraciones oficiales:|¡Gracias!",
        "it": "Cosa fa esattamente questa carta? Trovata in una busta, foto allegata.|Immagine: IMG_{n}.jpg|I chiarimenti ufficiali:|Grazie!",
        "pt": "O que essa carta faz exatamente? Abri num booster, foto em anexo.|Imagem: IMG_{n}.jpg|Os esclarecimentos oficiais:|Valeu!",
    })

    def layout_photo_untitled(self, page, card):
        """A forum thread copied where the question is a photo of the card (naming no card): the asker's post with the
        image's file name, the answer listing the rulings (the day after the text, or before it), the thanks, the
        posts' times and the forum's chrome."""
        r = self.rng
        P = self.PHOTO_W[self.lang]
        F = self.FORUM_W.get(self.lang, self.FORUM_W["en"])
        items = self.items(page, card, f"photo question ({self.lang})", LOCAL49[self.lang])
        t1 = self.ago_t(1, 20)
        t2 = self.ago_t(0, 1)
        u1, u2 = r.sample(USERS, 2)
        o = self.out(page)
        o.c(f"{self.W['home']} ‹ Magic ‹ Rules").b()
        o.c(u1, f"{F['posted']} {self.shown(page, t1.date(), self.post_time(t1, self.lang))}", P["ask"])
        o.c(P["img"].replace("{n}", str(r.randint(1000, 9999))), f"({r.randint(1, 4)}.{r.randint(0, 9)} MiB)").b()
        o.c(u2, f"{F['posted']} {self.shown(page, t2.date(), self.post_time(t2, self.lang))}", P["reply"])
        o.t(*self.rblock(items, r.choice(["after", "colon", "pair"]))).b()
        o.c(u1, P["thanks"], F["quote"])
        self.file(page, o.text())

    LAYOUTS49: dict[str, tuple[str, bool]] = {
        "cx-store-selectall-copy": ("layout_store_copy", True),
        "cx-store-firefox-save-text": ("layout_store_save_text", True),
        "cx-wiki-reader-view": ("layout_reader_view", True),
        "cx-wiki-lynx-dump": ("layout_lynx", True),
        "cx-deck-w3m-dump": ("layout_w3m", True),
        "cx-blog-html2text": ("layout_html2text", True),
        "cx-rules-blog-copy": ("layout_blog_copy", True),
        "cx-price-tracker-copy": ("layout_price_tracker", True),
        "cx-deckbuilder-table-copy": ("layout_deck_copy", True),
        "cx-jp-wiki-copy": ("layout_jp_wiki", True),
        "cx-ko-community-copy": ("layout_ko_community", True),
        "cx-zhs-carddb-copy": ("layout_zhs_db", True),
        "cx-zht-forum-copy": ("layout_zht_forum", True),
        "cx-ru-store-copy": ("layout_ru_store", True),
        "cx-br-marketplace-copy": ("layout_br_store", True),
        "cx-forum-thread-quote": ("layout_forum_thread", True),
        "cx-discord-bot-copy": ("layout_discord_bot", True),
        "cx-scanner-app-share": ("layout_scanner_share", True),
        "cx-screen-reader-log": ("layout_screen_reader", True),
        "cx-translate-bilingual": ("layout_translated", True),
        "cx-safari-reader-copy": ("layout_safari_reader", True),
        "cx-clipboard-cf-html": ("layout_cf_html", True),
        "cx-store-english-widget": ("layout_foreign_widget", True),
        "cx-rules-qa-copy": ("layout_qa_site", True),
        "cx-hyphenated-wiki-copy": ("layout_hyphenated_wiki", True),
        "cx-rulings-modal-untitled": ("layout_modal_untitled", False),
        "cx-forum-photo-untitled": ("layout_photo_untitled", False),
    }
    LAYOUTS = LAYOUTS49


#: each layout's formats (the first page of a layout in the first, the second in the second, then drawn), languages (each
#: in turn first, then drawn), the readers its pages are read with (``DECODE``'s steps, in chains) and whether its sites
#: are mostly about cards printed in their language (``loc``)
_TEXT = ("text",)


def _site(fmts: tuple, langs: list[str], dec: list[tuple[str, ...]] = (), loc: bool = False) -> dict:
    return dict(fmts=fmts, langs=langs, dec=list(dec), loc=loc)


SITES49: dict[str, dict] = {
    "cx-store-selectall-copy": _site(_TEXT, ["de", "fr", "it", "es", "nl", "en", "pl"], loc=True),
    "cx-store-firefox-save-text": _site(_TEXT, ["en", "ja", "ko", "zht"], loc=True),
    "cx-wiki-reader-view": _site(("text", "html", "text"), ["de", "fr", "es", "it", "pt", "pl", "ru"], loc=True),
    "cx-wiki-lynx-dump": _site(_TEXT, ["en", "de", "fr", "ru", "es"]),
    "cx-deck-w3m-dump": _site(_TEXT, ["en", "ja", "de", "ko", "pt"]),
    "cx-blog-html2text": _site(_TEXT, ["en", "de", "fr", "es", "it"], [("md",)]),
    "cx-rules-blog-copy": _site(_TEXT, ["fr", "it", "es", "pt", "de", "en", "pl"]),
    "cx-price-tracker-copy": _site(_TEXT, ["en", "de", "fr", "ja", "pt"]),
    "cx-deckbuilder-table-copy": _site(_TEXT, ["en", "es", "it", "de", "ru", "pl"]),
    "cx-jp-wiki-copy": _site(_TEXT, ["ja"], loc=True),
    "cx-ko-community-copy": _site(_TEXT, ["ko"], loc=True),
    "cx-zhs-carddb-copy": _site(_TEXT, ["zhs"], loc=True),
    "cx-zht-forum-copy": _site(_TEXT, ["zht"], loc=True),
    "cx-ru-store-copy": _site(_TEXT, ["ru"], loc=True),
    "cx-br-marketplace-copy": _site(_TEXT, ["pt"], loc=True),
    "cx-forum-thread-quote": _site(_TEXT, ["en", "de", "fr", "it", "es", "pl"]),
    "cx-discord-bot-copy": _site(_TEXT, ["en", "de", "fr", "pt", "es", "ja"]),
    "cx-scanner-app-share": _site(_TEXT, ["en", "de", "fr", "it", "es", "pt", "ja", "ko"], loc=True),
    "cx-screen-reader-log": _site(_TEXT, ["en", "de", "fr", "es"]),
    "cx-translate-bilingual": _site(_TEXT, ["zhs", "ja", "ko", "ru", "pt", "es"], loc=True),
    "cx-safari-reader-copy": _site(_TEXT, ["it", "es", "pt", "nl", "en"], loc=True),
    "cx-clipboard-cf-html": _site(("html",), ["de", "fr", "en", "it"]),
    "cx-store-english-widget": _site(_TEXT, ["de", "fr", "it", "pl", "nl", "es"], loc=True),
    "cx-rules-qa-copy": _site(_TEXT, ["en", "es", "pt", "de"]),
    "cx-hyphenated-wiki-copy": _site(_TEXT, ["de", "nl", "pl"], [("shy",)], loc=True),
    "cx-rulings-modal-untitled": _site(_TEXT, ["en", "de", "fr", "it", "es", "ja"]),
    "cx-forum-photo-untitled": _site(_TEXT, ["de", "fr", "en", "es", "it", "pt"]),
}

LAYOUTS49 = tuple(Fresh49Generator.LAYOUTS49)
Fresh49Generator.SITES = SITES49  # the layouts' tables, for ``PageDays.page``


def fresh49_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-49 part's pages, drawn with their own generator (seed + 360007) from ``cards`` (single-faced ones and
    cards with faces alike)."""
    return Fresh49Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh49")


# --- the self-test ---------------------------------------------------------------------------------------

def views49(p: Page) -> list[str]:
    """The page as a careful reader reads it (``reading_views``), and as its layout's readers read it."""
    return decoded_views(p, SITES49[p.layout]["dec"], DECODE)


def _part_problems(pages: list[Page], gen: Fresh49Generator) -> list[str]:
    """What the part as a whole lacks: its layouts (all its own, each in every format it is written in), date languages
    (twelve at least), title languages (six besides English), cards with faces on about half of the pages; the rest in
    ``_part_variety``."""
    return varied_part_problems(pages, gen, LAYOUTS49, _part_variety)


def _part_variety(pages: list[Page], gen: Fresh49Generator, layouts: set[str], multi: list[Page], by_name: dict) -> list[str]:
    """The rest of ``_part_problems`` (a whole part only): formats, kinds of cards, of titles, of ``--card`` and of
    translations, translations on some pages, no undated ruling, every reader used, every consent manager's banner."""
    problems = []
    short = sorted(lay for lay in layouts if {p.fmt for p in pages if p.layout == lay} != set(SITES49[lay]["fmts"]))
    if short:
        problems.append(f"layouts not in each of their formats: {short}")
    problems += variety_problems(pages, gen, multi, by_name)
    if any(d is None for p in pages for d, _ in p.rulings):
        problems.append("undated rulings")
    used = {step for lay in layouts for chain in SITES49[lay]["dec"] for step in chain}
    if used != set(DECODE):
        problems.append(f"readers no layout uses: {sorted(set(DECODE) - used)}")
    cmps = {s.split("/", 1)[1] for p in pages for s in p.__dict__.get("styles", []) if s.startswith("cmp/")}
    if cmps != set(CMPS):
        problems.append(f"consent managers missing: {sorted(set(CMPS) - cmps)}")
    return problems


def _page_problems(p: Page, card: CardData, gen: Fresh49Generator) -> list[str]:
    """What is wrong with one page's answers (see ``self_test``)."""
    views = views49(p)
    seen = seen_in(views)
    problems = page_answer_problems(p, card, gen, views, seen, "cx", "fresh49", at_least=2, late_days=FUTURE_DAYS)
    if "\r" in p.content and p.layout != "cx-clipboard-cf-html":
        problems.append("a carriage return outside the clipboard's HTML format")
    return problems


def self_test(pages: list[Page], gen: Fresh49Generator) -> list[str]:
    """What is wrong with the answers: every page's content survives UTF-8; every ruling text, translation, chrome line,
    shown date and the page's own dates are in the page as read (as written; a saved page without its tags, its
    entities resolved; html2text's Markdown with its escapes undone; a hyphenated wiki's text without its soft hyphens
    and zero-width spaces); the rulings are all the card's own with their real MTGJSON dates; every page shows two days
    of its own at least, none a ruling's day nor more than FUTURE_DAYS after the page's; translations are the card's
    printed whole card or one printed face in a stored language; the card is the database's English name ("A // B" for
    a card with faces); titled pages name their card, untitled ones name it nowhere but inside a ruling and carry no
    translation; chrome on every page and inside no ruling or translation; and for the part: every layout in each of
    its formats, dates in 12 languages, titles in 6 printed languages besides English, cards with faces on about half of
    the pages and of every kind, every kind of title and of ``--card``, translations of faces, of whole cards and of
    single-faced cards on some pages, every reader used, every consent manager's banner, and no undated ruling."""
    return _part_problems(pages, gen) + problems_of_pages(pages, gen, _page_problems)


def main() -> int:
    return part_main(Fresh49Generator, fresh49_corpus, self_test, SEED_OFFSET,
                     lambda pages: f"day forms: {len({f.split()[0] for p in pages for f in p.date_forms})}, "
                                   f"styles: {len({s for p in pages for s in p.__dict__.get('styles', [])})}")


if __name__ == "__main__":
    raise SystemExit(main())
