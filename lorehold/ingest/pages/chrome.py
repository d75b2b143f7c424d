"""Site chrome in captured pages: what a card site wraps around the card (cookie banners, navigation,
shop links and prices, ratings, legal lines, social buttons, labels). Nothing of it is card data,
so it is dropped line by line before the page is read; for HTML, whole elements whose tag, id or
class say they are chrome go first (``CHROME_TAGS``, ``chrome_attribute``).
"""

from __future__ import annotations

import itertools
import re
import unicodedata

from lorehold.ingest.pages.comments import presents_rulings
from lorehold.ingest.pages.dates import find_dates, parse_date_line
from lorehold.ingest.pages.evidence import reads_as_rules, rules_terms

CHROME_TAGS = ("script", "style", "noscript", "template", "nav", "header", "footer", "aside", "form",
               "button", "select", "option", "iframe", "svg", "canvas", "head", "menu", "dialog")

_CHROME_ATTR = re.compile(
    r"(?:^|[-_\s])(?:cookies?|consent|gdpr|banner|navbar|nav|navigation|menu|breadcrumbs?|footer|header|"
    r"sidebar|ads?|advert(?:isement)?|sponsor(?:ed)?|promo|price|prices|pricing|shop|store|cart|basket|buy|"
    r"social|share|sharing|newsletter|login|signin|modal|popup|toolbar|rating|comments?|related|"
    # a table of contents repeating the page's headings (a date heading among them), a note's backlinks
    r"toc|table-of-contents|outline|backlinks)(?:$|[-_\s])",
    re.IGNORECASE,
)


def chrome_attribute(value: str) -> bool:
    """An element id or class that names chrome: ``cookie-banner``, ``site-nav``, ``price_box``."""
    return bool(_CHROME_ATTR.search(value))


#: an id or class naming readers' writing: dropped where the page's rulings stand elsewhere (a
#: thread's rulings may stand only in one reader's comment)
_READERS_ATTR = re.compile(r"(?:^|[-_\s])(?:comments?|replies|reply|reviews?)(?:$|[-_\s])", re.IGNORECASE)


def readers_attribute(value: str) -> bool:
    """An element id or class naming readers' writing: ``comment``, ``user-reviews``."""
    return bool(_READERS_ATTR.search(value))


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).casefold()
    return " ".join(text.split())


_NAV_WORDS = {
    # English
    "home", "search", "advanced search", "random card", "random", "sets", "cards", "decks", "news", "articles",
    "login", "log in", "sign in", "sign up", "register", "logout", "log out", "my account", "account", "menu",
    "next", "previous", "prev", "back", "back to top", "top", "share", "tweet", "print", "report",
    "report a problem", "help", "faq", "about", "about us", "contact", "contact us", "settings", "language",
    "skip to content", "skip to main content", "toggle navigation", "close", "ok", "accept", "accept all",
    "reject all", "decline", "manage preferences", "customize", "cart", "basket", "checkout", "wishlist",
    "subscribe", "newsletter", "follow us", "view all", "see all", "show more", "load more", "read more",
    "more", "buy", "buy now", "add to cart", "sell", "price", "prices", "legalities", "legality", "discussion",
    "comments", "printings", "other printings", "all printings", "languages", "other languages", "details",
    "rulings", "notes and rules information", "card text", "oracle text", "printed text", "translations",
    "quantity", "qty", "cantidad", "menge", "anzahl", "quantité", "quantità", "quantidade", "количество", "数量",
    "수량", "ilość", "aantal", "in stock", "out of stock", "sold out",
    "images", "art", "card details", "card rulings", "description", "product description", "item description",
    "descripción", "descripción del producto", "beschreibung", "produktbeschreibung", "artikelbeschreibung",
    "descrizione", "descrizione del prodotto", "descrição", "descrição do produto", "описание", "описание товара",
    "opis", "opis produktu", "omschrijving", "productbeschrijving", "商品説明", "商品描述", "商品詳情", "상품 설명", "상품설명", "tools", "deck builder", "collection", "english",
    "sign in with google", "continue", "got it", "i agree", "learn more", "more info", "loading...", "loading",
    # German, French, Italian, Spanish, Portuguese
    "startseite", "suche", "erweiterte suche", "anmelden", "abmelden", "registrieren", "warenkorb", "mehr",
    "weiter", "zurück", "teilen", "hilfe", "kontakt", "einstellungen", "sprache", "deutsch", "regeln",
    "karten", "alle akzeptieren", "ablehnen", "akzeptieren", "kaufen", "preise",
    "accueil", "recherche", "recherche avancée", "connexion", "s'inscrire", "déconnexion", "panier",
    "suivant", "précédent", "retour", "partager", "aide", "paramètres", "langue", "français", "tout accepter",
    "tout refuser", "accepter", "refuser", "acheter", "prix", "cartes",
    "cerca", "ricerca avanzata", "accedi", "registrati", "esci", "carrello", "avanti", "indietro",
    "condividi", "aiuto", "impostazioni", "lingua", "italiano", "accetta", "accetta tutti", "rifiuta",
    "compra", "prezzi", "carte",
    "inicio", "buscar", "búsqueda avanzada", "iniciar sesión", "registrarse", "cerrar sesión", "carrito",
    "siguiente", "anterior", "volver", "compartir", "ayuda", "configuración", "idioma", "español",
    "aceptar", "aceptar todo", "rechazar", "comprar", "precios", "cartas",
    "início", "pesquisar", "pesquisa avançada", "entrar", "registrar", "sair", "carrinho", "próximo",
    "voltar", "ajuda", "configurações", "português", "aceitar", "aceitar todos", "recusar", "preços",
    # Russian, Japanese, Korean, Chinese
    "главная", "поиск", "расширенный поиск", "войти", "регистрация", "выйти", "корзина", "далее", "назад",
    "поделиться", "помощь", "настройки", "язык", "русский", "принять", "отклонить", "купить", "цены", "карты",
    "ホーム", "検索", "詳細検索", "ログイン", "ログアウト", "カート", "次へ", "前へ", "戻る", "共有", "ヘルプ",
    "設定", "言語", "日本語", "同意する", "拒否", "購入", "価格",
    "홈", "검색", "상세 검색", "로그인", "로그아웃", "회원가입", "장바구니", "다음", "이전", "공유", "도움말",
    "설정", "언어", "한국어", "동의", "거부", "구매", "가격",
    "首页", "搜索", "高级搜索", "登录", "注册", "退出", "购物车", "下一页", "上一页", "返回", "分享", "帮助",
    "设置", "语言", "简体中文", "接受", "拒绝", "购买", "价格",
    "首頁", "搜尋", "進階搜尋", "登入", "註冊", "登出", "購物車", "下一頁", "上一頁", "分享", "幫助", "設定",
    "語言", "繁體中文", "接受", "拒絕", "購買", "價格",
}

#: labels and buttons of consent banners and newsletters, as site builders word them
#: "always active" beside a consent category, as consent managers translate it
_ALWAYS_ACTIVE = {
    "always active", "immer aktiv", "toujours actif", "sempre ativo", "siempre activo", "sempre attivo", "altijd actief",
    "zawsze aktywne", "всегда активно", "всегда активны", "vždy aktivní", "alltid aktiv", "altid aktiv", "aina aktiivinen",
    "her zaman etkin", "mindig aktív", "завжди активні", "常に有効", "항상 활성", "始终处于活动状态", "始終啟用",
}
_CONSENT_WORDS = _ALWAYS_ACTIVE | {
    "essenciais", "preferências", "настройка согласия", "сохранить мои настройки", "esenciales", "essenziali",
    "always on", "always enabled", "required", "necessary", "strictly necessary",
    "essential", "functional", "analytics", "statistics", "marketing", "performance", "preferences",
    "measurement", "personalisation", "personalization", "targeting", "advertising", "save",
    "save preferences", "save my preferences", "save choices", "save settings", "confirm my choices",
    "allow all", "allow selection", "deny", "reject", "agree", "i accept", "accept cookies", "dismiss",
    "manage", "manage options", "manage settings", "privacy settings", "your privacy", "we value your privacy",
    "sign up", "join", "join now", "email", "email address", "your email", "your email address", "notify me",
    "create account", "register now", "help", "immer aktiv", "essenziell", "notwendig", "funktional",
    "statistiken", "externe medien", "speichern", "einstellungen speichern", "toujours actif", "toujours actifs",
    "nécessaires", "essentiels", "paramétrer", "sempre attivi", "necessari", "siempre activas", "necesarias",
    "sempre ativos", "necessários", "inscription", "詳細", "同意する",
    # (as Russian and Ukrainian consent managers word them)
    "управление согласием", "настройки конфиденциальности", "принять все", "принять", "отклонить", "отклонить все",
    "всегда включено", "всегда активны", "обязательные", "необходимые", "аналитика", "маркетинг", "сохранить выбор",
    "прийняти все", "відхилити", "завжди активні", "обов'язкові",
}
_NAV_WORDS |= {
    "buylist", "preorders", "pre-orders", "deals", "sealed", "singles", "events", "accessories", "sell to us",
    "decks", "rules", "card database", "official rulings", "rules notes", "notes", "rulings and notes",
    "décisions", "regelhinweise", "reglamentos", "reglas", "regole", "regras", "règles", "разъяснения",
    "裁定", "판정", "规则", "裁定一覧", "wishlist", "my account", "help", "menu", "artists", "artist", "formats",
    "blog", "store", "shop", "events", "community", "forum", "forums", "spoilers", "price guide",
}
_NAV_WORDS |= {
    # account links and forum buttons, as shops and forum software word them
    "mein konto", "minha conta", "mi cuenta", "mon compte", "il mio account", "личный кабинет", "マイページ",
    "내 계정", "我的帐户", "我的帳戶", "orders", "join", "quote", "reply", "reply with quote", "multi-quote",
    "permalink", "report ruling", "suggest an edit", "helpful", "not helpful", "like", "likes", "votes",
    "compartilhar", "denunciar", "teilen", "melden", "antworten", "zitieren", "signaler", "répondre", "citer",
}
_NAV_WORDS |= {
    # a video site's buttons and a page's skip link
    "skip navigation", "skip to content", "skip to main content", "download", "clip", "sort by", "more", "...more",
    "show more", "show less", "suscribirme", "suscribirse", "descargar", "guardar", "compartir", "abonnieren",
    "herunterladen", "s'abonner", "télécharger", "enregistrer", "iscriviti", "scarica", "salva", "inscrever-se",
    "inscrever", "baixar", "salvar", "подписаться", "скачать", "сохранить", "поделиться", "チャンネル登録",
    "ダウンロード", "共有", "구독", "공유", "오프라인 저장", "订阅", "下载", "分享", "訂閱", "下載",
}
_NAV_WORDS |= {
    # a comment box's prompt and a thread's reply buttons, in the languages cards are printed in
    "comment", "comments", "add comment", "add a comment", "post comment", "post a comment", "leave a comment",
    "leave a reply", "write a comment", "write a reply", "add a reply", "kommentieren", "kommentar schreiben",
    "kommentar hinzufügen", "antwort schreiben", "commenter", "écrire un commentaire", "ajouter un commentaire",
    "laisser un commentaire", "commenta", "rispondi", "scrivi un commento", "aggiungi un commento", "comentar",
    "responder", "escribe un comentario", "añadir comentario", "deja un comentario", "escreva um comentário",
    "adicionar comentário", "deixe um comentário", "комментировать", "ответить", "написать комментарий",
    "оставить комментарий", "コメントする", "コメントを書く", "返信", "返信する", "댓글", "댓글 쓰기", "댓글 달기", "답글",
    "답글 달기", "评论", "回复", "发表评论", "写评论", "評論", "回覆", "發表評論", "留言",
}
#: a consent banner's label and its description with no space between (the label's last word,
#: then a capital letter starting the description)
_RUN_IN = re.compile(
    r"(?:cookies?|tools?|necessary|essential|analytics|statistics|marketing|functional|performance|"
    r"preferences|advertising|targeting|required|measurement|tracking|notwendig|essenziell|statistiken|"
    r"nécessaires|essentiels|necessari|necesarias|[Оо]бязательные|[Нн]еобходимые|[Аа]налитика|[Мм]аркетинг)(?=[A-ZÀ-ÖØ-ÞА-ЯЁ])"
)
#: where two words a copy ran together meet: a lower-case letter, then a capital ("RechazarAceptar")
_CAMEL_JOIN = re.compile(r"(?<=[a-zß-öø-ÿа-яё])(?=[A-ZÀ-ÖØ-ÞА-ЯЁ])")
_LINK_SEPARATOR = re.compile(r"\s*[·|•/]\s*|\s{2,}")

_LANGUAGE_SELF_NAMES = ("english", "deutsch", "français", "italiano", "español", "português", "日本語",
                        "한국어", "русский", "简体中文", "繁體中文", "中文")

#: chrome whatever the line's length: no card text or ruling speaks of cookies or copyright
_ANY_LENGTH = [
    # a text editor's toolbar, its buttons' labels run together ("B  i  u  Quote  Code  List  Img  URL")
    r"^(?:\S+\s+){0,3}B\s+I\s+U(?:\s+S)?\s+(?:quote|code|list|img|url|link|image|\[)",
    # a post announcing what follows ("…, so here is everything Wizards has said about it.", "Before you
    # sleeve it up for your next tournament, read these.")
    r"\bhere(?: is|'s|’s) (?:everything|all|what)\b[^.!?]{0,40}\b(?:said|ruled|published|written)\b|"
    r"\bread (?:these|them|on|this)(?: first| carefully)?[.!:]?$",
    # a listing's own description of the copy for sale ("You are buying one copy of …, sleeved right away")
    r"\byou(?:'re|’re| are) buying\b|\byou will receive\b|\bsleeved (?:right away|immediately)\b|\bships? (?:within|in) \d",
    # cookie and consent banners, in any language (the word "cookie" travels); a site speaking of its
    # website or a reader's browser (none of MTGJSON's 23,597 rulings does)
    r"cookie|クッキー|쿠키|куки|çerez|ciasteczk|gdpr|dsgvo|kvkk|"
    r"\bweb ?sites?\b|\bwebseiten?\b|\bsites? web\b|\bsitios? web\b|\bsiti web\b|\bsito web\b|\bwebbplats\w*|"
    r"\bstron(?:a|y|ie) internetow\w*|\bwebov\w* strán\w*|\bweb sitesi\w*|\bвеб-сайт\w*|ウェブサイト|웹사이트|网站|網站|"
    r"\bbrowsers?\b|"  # (not "navegador", "navigateur": card names say them, "Navegador Térmico")
    # nor of its readers' corrections ("Corrections welcome: leave a comment on this document."), nor
    # a handout's word to its readers ("Please read these before the event and ask a judge if anything is
    # unclear.") or a newsletter's teaser ("Next week: the stack, …"): none of MTGJSON's 114,243 rulings says so
    r"\bleave a comment\b|\bcorrections (?:are )?welcome\b|\bread these\b|\bask a judge\b|"
    r"\bif anything is unclear\b|^next (?:week|issue|time|month)\b|"
    # nor of where it copied the rulings from ("Rulings copied from Gatherer; check there for newer ones.")
    r"\b(?:copied|taken|quoted) from gatherer\b|\bcheck (?:there|gatherer) for\b|"
    # nor of e-mail ("a copy of this answer is on its way to your e-mail")
    r"\be-?mails?\b|e-mail-adresse|\bcourriels?\b|correo electrónico|이메일|メールアドレス|电子邮件|電子郵件",
    # legal lines
    r"privacy|datenschutz|impressum|nutzungsbedingungen|confidentialit|mentions l[ée]gales|conditions d'utilisation|"
    r"privacidad|aviso legal|informativa|privacidade|termos de uso|конфиденциальн|プライバシー|利用規約|개인정보|"
    r"이용약관|隐私|隱私|使用条款|使用條款|terms (?:of (?:service|use)|and conditions)|algemene voorwaarden|regulamin|"
    r"kullanım koşulları|gizlilik|polityka prywatności|privacybeleid|privatsphäre|vie privée|riservatezza|prywatnoś|"
    r"приватност",
    # privacy laws' opt-outs: what a site does with a reader's personal data
    # (an opt-out of something personal or of sale; "can't choose to opt out and sacrifice" is a ruling's)
    r"personal (?:information|data)|\bopt(?:[- ]| to )out\b(?=.{0,40}\b(?:sale|sharing|cookies?|tracking|"
    r"advertis\w*|data|emails?|newsletters?|marketing)\b)|targeted advertising|données personnelles|"
    r"personenbezogene(?:n)? daten|datos personales|dati personali|dados pessoais|персональн\w* данн|個人情報|"
    # a site speaking of its reader's data ("We collect … your data only with your consent")
    r"\byour data\b|\bihre daten\b|\bvos données\b|\btus datos\b|\bi tuoi dati\b|\bseus dados\b|\bваши данные\b|"
    r"\bваших данных\b|\buw gegevens\b|\btwoje dane\b|\bvaše údaje\b|"
    r"개인 ?정보|个人信息|個人資料",
    # a wiki's footer: where the page was retrieved from ("Retrieved from \"https://…\"", "「…」から取得")
    r"^(?:retrieved from|abgerufen von|récupérée de|obtenido de|estratto da|obtid[oa] (?:em|de)|источник)\s*[:—-]?\s*"
    r"[\"“„«]?https?://|から取得$|^(?:categories|category|kategorien|kategorie|catégories|catégorie|categorías|categoría|"
    r"categorie|categoria|categorias|категории|категория|カテゴリ|分类|分類|분류)\s*[:：]",
    r"©|copyright|\(c\) ?\d{4}|all rights reserved|\blast edited (?:by|on)\b|\bwas last (?:edited|modified|updated) on\b|alle rechte vorbehalten|tous droits réservés|"
    r"todos los derechos reservados|tutti i diritti riservati|todos os direitos reservados|все права защищены|"
    r"fan content policy|not (?:approved|endorsed|produced)|trademarks? of wizards|(?:marques?|marken|marchi|marcas|marcas registradas|handelsmerken|znaki towarowe|товарн\w+ знак\w*|商標|商标|상표)\W+(?:\w+\W+){0,3}(?:de |von |di |van |компании )?wizards|wizards of the coast llc(?!\W{0,3}(?:[–—|·•,-]\W{0,2})?\d)|"
    r"marques déposées|marchi (?:registrati|di)|marcas registradas|not (?:in any way )?affiliated with|"
    r"licen[cs]ed under|creative commons|\bcc[- ]by(?:-sa|-nc)?\b|unless otherwise noted",
    # a rule of the Comprehensive Rules quoted by its number ("601.2 To cast a spell…", "702.19b …"): the
    # game's rules, no card's ruling
    r"^\d{3}\.\d{1,3}[a-z]?\.?\s+[^\W\d_]",
    # site builders' and forum software's own lines
    r"powered by (?:shopify|squarespace|wix|webflow|wordpress|woocommerce|bigcommerce|vbulletin|phpbb|xenforo|discourse)|"
    r"proudly created with|designed with the wix|made (?:in|with) webflow|created with (?:wix|squarespace|weebly)|"
    # WordPress's line under each item of its feeds, as its translations word it
    r"^the post .{1,200} appeared first on |^der beitrag .{1,200} erschien zuerst auf |"
    r"^l['’]article .{1,200} est apparu en premier sur |^la entrada .{1,200} se publicó primero en |"
    r"^l['’]articolo .{1,200} sembra essere il primo su |^o post .{1,200} apareceu primeiro em |"
    r"^запись .{1,200} впервые появилась |^het bericht .{1,200} verscheen eerst op |"
    r"(?:powered by|реализовано с помощью|realisiert mit) klaro|"
    r"opens in a new window|results in a full page refresh|sent from my \w+ using|using tapatalk",
    # a company's registration at the foot of a shop: tax numbers, legal forms
    r"\b(?:cnpj|cpf|vat|ust-?id(?:nr)?|p\.? ?iva|partita iva|siret|siren|инн|огрн|abn|nif|cif|kvk|nip|regon|krs)\b\s*"
    r"(?:no\.?|number|nr\.?|id|n°)?\s*[:：]?\s*[a-z]{0,2}\s?\d|"
    r"\b(?:ltda|gmbh|llc|ltd|inc|s\.r\.l|srl|sarl|s\.a\.s|ооо|株式会社|有限会社)\.?$|\b(?:b\.v\.|sp\. z o\.o\.|ltd\. şti\.)|icp备|icp證",
]
#: chrome in a short line (a long one is a text or a ruling, whatever words it uses)
_SHORT = [
    r"consent",
    # a consent manager's or a site builder's credit ("Powered by iubenda", "Powered by Usercentrics Consent Management")
    r"^powered by\s+\S.{0,50}$",
    # the link US privacy law asks of a site (CCPA), as consent managers translate it
    r"do not sell (?:or share )?my (?:personal )?info|no vender ni compartir|ne pas vendre|non vendere|não vender|"
    r"persönlichen (?:daten|informationen) nicht verkaufen",
    # a post's reading time beside its date ("5 min read · Aug 10, 2022", "Lesezeit: 4 Min.", "3 分で読めます")
    r"\b\d+\s*(?:min(?:ute)?s?\.?)\s+read\b|\blesezeit\b|\btemps de lecture\b|\btiempo de lectura\b|"
    r"\bminuti di lettura\b|\bmin de leitura\b|\bминут(?:ы)? чтения\b|分で読めます|分钟阅读|분 읽기",
    # a chat's channel ("Also send to #rules", "#ask-a-judge")
    r"(?:^|\s)#[^\W\d_][\w-]{2,}(?:\s|$)",
    # shops and stock
    r"add to (?:cart|basket|wishlist|deck|collection)|in den warenkorb|auf die wunschliste|ajouter au panier|"
    r"añadir al carrito|aggiungi al carrello|adicionar ao carrinho|в корзину|カートに入れる|장바구니에 담기|"
    r"加入购物车|加入購物車|\bin stock\b|out of stock|sold out|auf lager|ausverkauft|en stock|rupture de stock|"
    r"agotado|esaurito|esgotado|в наличии|在庫|재고|有货|缺货|有貨|缺貨|\bonly \d+ left\b|available items|"
    r"\bnotify me\b|price trend|"
    # a shop's stock as a field ("Disponibilità: 13 pezzi", "Verfügbarkeit: 4 Stück", "Availability: 2 in stock")
    r"^(?:availability|stock|verfügbarkeit|verfügbar|disponibilité|disponible|disponibilidad|disponibilità|"
    r"disponibile|disponibilidade|disponível|beschikbaarheid|beschikbaar|dostępność|dostępne|dostupnost|skladem|"
    r"tillgänglighet|lagerstatus|stok durumu|stok|наличие|在庫数|재고 수량|库存|庫存)\s*[:：]\s*\d",
    r"\b(?:tcg ?player|cardmarket|card ?kingdom|cardhoarder|star ?city ?games|channel ?fireball|coolstuffinc|"
    r"mtgo ?traders|ebay|amazon|magic ?madhouse|troll and toad|mkm|cardsphere|manapool)\b",
    # social and ads
    r"share on\b|teilen auf|partager sur|condividi su|compartir en|compartilhar no|follow us|folge uns|"
    r"suivez-nous|seguici|síguenos|siga-nos|\b(?:facebook|twitter|instagram|discord|patreon|youtube|reddit|"
    r"tiktok|bluesky|mastodon|twitch)\b",
    r"^(?:advertisement|ad|ads|sponsored|anzeige|werbung|publicité|annonce|publicidad|pubblicità|publicidade|"
    r"реклама|広告|광고|广告|廣告|annons|reklam|reklame|reklama|reklāma|reklaam|advertentie|mainos|hirdetés|"
    r"διαφήμιση|publicitate|oglas|iklan|quảng cáo|โฆษณา|விளம்பரம்|विज्ञापन|إعلان|פרסומת|auglýsing|hysbyseb|"
    r"inzerce|inzercia|anúncio|anuncio|annuncio|reclame|gesponsert|sponsorisé|sponsorise|patrocinado|sponsorizzato)$",
    r"(?:story|article|reading|content) continues below|continue reading below|below this ad",
    # an ad's label and a paid plan's offer in the middle of a page ("Sponsored story", "Try Premium free for 1 month")
    r"^(?:sponsored|promoted)\s+(?:story|stories|content|post|posts|link|links|message|article)$|"
    r"^try\s+[\w ]{2,20}\s+free\b|\bfree for (?:\d+|one|a) (?:days?|weeks?|months?)\b|\bstart (?:your |a )?free trial\b",
    # a shop's price box, as shop builders word it
    r"^(?:regular|sale|unit|original|list) price\b|tax(?:es)? included|shipping calculated at checkout|"
    r"inkl\. mwst|zzgl\. versand|tva incluse|iva inclusa|iva incluido|frete calculado",
    # a forum post's and a rulings database's own lines
    r"^(?:join date|posts|registered|member since|beiträge|mitglied seit)\s*[:：]|found this (?:helpful|useful)|"
    r"^(?:votes?|helpful|stimmen|votos)\s*[:：(]?\s*\d+\)?$|^report (?:a problem|this|ruling)",
    r"[★☆]{2,}|^\(?\d+ (?:votes?|stimmen|voti|votos|голос\w*)\)?$|(?:rating|bewertung|note|valutazione|"
    r"puntuación|avaliação|рейтинг)\s*:?\s*\d(?:[.,]\d+)?(?: ?/ ?(?:5|10))?",
    # labels of card details and legalities, which pages show apart from the text
    r"^(?:mana value|converted mana cost|cmc|mana cost|rarity|artist|illustrated by|illus\.|card number|"
    r"collector number|card #|set|expansion|edition|type|types|power/toughness|p/t|loyalty|flavor text|"
    r"watermark|format|formats|legal in|seltenheit|künstler|illustrator|kartennummer|rareté|artiste|"
    r"illustrateur|rarità|artista|illustratore|rareza|ilustrador|raridade|редкость|художник|レアリティ|"
    r"イラストレーター|イラスト|희귀도|일러스트레이터|稀有度|画家|畫家)\s*[:#：]",
    r"^(?:illustrated by|illus\.|illustriert von|illustré par|illustrato da|ilustrado por|иллюстрация)\s",
    r"^(?:standard|pioneer|modern|legacy|vintage|commander|pauper|historic|brawl|penny|oathbreaker|alchemy|"
    r"explorer|timeless|duel|oldschool|premodern|predh|gladiator|future|paupercommander|standardbrawl)"
    r"\s*[:\-–]?\s*(?:not legal|legal|banned|restricted|nicht legal|illégal|légal|interdit|restreint|"
    r"non legale|legale|bandita|limitata|no legal|prohibida|restringida|ilegal|banida|restrita|banido|não legal|"
    r"restrito|proibido|vietata|verboten|erlaubt|prohibido|restringido|запрещена|запрещён|ограничена|легальна|"
    r"нелегальна|禁止|制限|使用可能|使用不可|금지|제한|사용 가능|合法|不合法|限制)?$",
    r"^(?:not legal|legal|banned|restricted)$",
    # a post's line presenting the rulings it lists ("Here are the official rulings, with the date each
    # one was issued.", "The rulings below were collected from…"): about the rulings, none of them
    r"\b(?:here are|here's|below are|below you(?:'|’)ll find|the following)\b[^.!?]{0,60}\brulings\b|"
    r"\brulings\b[^.!?]{0,60}\b(?:below|listed here|each one was issued|as they were issued)\b",
    # a newsletter's thanks and call to subscribe ("Thanks for reading The Stack Ruling! Subscribe for free to
    # receive new posts and support my work."): none of MTGJSON's rulings speaks of subscribing
    r"\bthanks for reading\b.{0,80}\bsubscri|\bsubscribe (?:for free|now|to (?:receive|get|our|my))\b|"
    r"\bdanke (?:fürs|für das) lesen\b|\bmerci de (?:votre|ta) lecture\b.{0,80}\babonn|\bgracias por leer\b.{0,80}\bsuscr|"
    # a message pointing to a page of rulings by its address ("Found the official rulings for this one:
    # https://…"): no ruling names its rulings and links them (of MTGJSON's 23,597, the 18 with an address
    # link an article, a ban list or a post)
    r"\b(?:rulings|regelhinweise|décisions|resoluciones|sentenze|decisões|裁定|판정)\b.{0,80}https?://|"
    r"https?://\S+.{0,40}\b(?:rulings|regelhinweise|décisions|resoluciones|sentenze|decisões)\b",
    # a video site's counters and its pinned comment's mark ("76K subscribers", "58K views  2 years ago",
    # "152 mil suscriptores", "📌 Pinned by @channel")
    r"^(?=(?:\S+\s+){0,5}\S+$)\d[\d.,]*\s*(?:k|m|mil|mln|mio\.?|тыс\.?|万|萬|천|만)?\s*(?:subscribers|suscriptores|abonnenten|abonnés|"
    r"iscritti|inscritos|подписчик\w*|views|visualizaciones|aufrufe|vues|visualizzazioni|visualizações|просмотр\w*|"
    r"回視聴|次观看|次觀看|회)\b|^\W*(?:pinned by|fixado por|fijado por|angeheftet von|épinglé par|fissato da|"
    r"закреплено пользователем)\s",
    # a slide's speaker notes ("Notes: Welcome everyone, phones on silent."): no ruling starts with a notes label
    r"^(?:speaker notes|presenter notes|notes?|notizen|notes de l['’]orateur|note del relatore|notas del orador|"
    r"notas do orador|заметки докладчика|заметки)\s*[:：]\s*\S",
    # a chat's notices of what happened in it, not what anyone said ("Lucía pinned a message to this channel.",
    # "tombecker subscribed at Tier 1.", "김민준님이 들어왔습니다.", "田中 優がメッセージの送信を取り消しました",
    # "This message was deleted"): no ruling tells of pins, tiers, members joining or messages withdrawn
    r"\bpinned a message\b|\bsee all pinned messages\b|\bsubscribed (?:at|with) (?:tier|prime)\b|"
    r"^\S+(?: \S+)? (?:joined|left) the (?:server|group|chat|channel|room)\b|\bthis message was deleted\b|"
    r"\bdiese nachricht wurde gelöscht\b|\bce message a été supprimé\b|\bse eliminó este mensaje\b|"
    r"님이 (?:들어왔습니다|나갔습니다)|メッセージの送信を取り消しました|(?:が|さんが)(?:参加しました|退出しました)|"
    r"撤回了一条消息|加入了群聊|"
    # pagination and counters
    r"^(?:page|seite|página|pagina|страница)\s+\d+|^\d+\s*(?:of|von|de|di|из)\s*\d+$|^showing \d+|"
    r"^\d+\s*(?:results?|ergebnisse|résultats|risultati|resultados|результат)",
]
#: a quiz's true-or-false question ("True or false: …", "Vero o falso: …", "Prawda czy fałsz: …"),
#: unless a date follows (Dutch "of" is English "of": "Date of ruling: 2020-11-10")
_EITHER_OR = re.compile(
    r"^[^\W\d_]+,?\s(?:or|o|ou|oder|of|czy|nebo|vagy|або|чи|или|eller|tai|sau|ή|ya da|veya)\s[^\W\d_]+(?:\s[^\W\d_]+)?\s?:\s",
    re.IGNORECASE)
#: a sentence naming Wizards of the Coast (in its full name, in any script) and its rulings or Oracle text
#: is a site's credit ("Тексты Oracle и разъяснения публикует Wizards of the Coast.", "Oracle 叙述与裁定由
#: Wizards of the Coast 发布。"): of MTGJSON's 23,597 rulings, the three naming Wizards of the Coast name neither
_PUBLISHER_NAMED = re.compile(r"wizards of the coast|ウィザーズ・オブ・ザ・コースト|威世智|위저즈 오브 더 코스트", re.IGNORECASE)
_RULINGS_NAMED = re.compile(
    r"(?<!\w)(?:oracle|rulings?|regelungen|regelhinweise|décisions|aclaraciones|chiarimenti|esclarecimentos|uitspraken|"
    r"orzeczenia|rozhodnutí|разъяснения|роз['’]яснення|kararlar|clarificări|resoluciones|resoluções|sentenze|decisões|"
    r"decisioni|fallos|précisions)(?!\w)|オラクル|오라클|裁定|判定|판정|ルーリング",
    re.IGNORECASE)
_CHROME_ANY = re.compile("|".join(f"(?:{p})" for p in _ANY_LENGTH), re.IGNORECASE)
_CHROME_SHORT = re.compile("|".join(f"(?:{p})" for p in _SHORT), re.IGNORECASE)
_PRICE = re.compile(
    r"(?:[$€£¥₩₽]\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?(?:€|\$|£|eur|usd|gbp|tix|円|원|₽|руб|元))",
    re.IGNORECASE,
)
BREADCRUMB = re.compile(r"^[^.!?。]{1,80}(?:\s[›»>/|▸▶→⟩〉＞]\s[^.!?。]{1,80}){2,}$")
_NO_LETTERS = re.compile(r"^[\W\d_]*$")
#: a mark standing alone between words: the separator a breadcrumb or a row of links repeats
_LONE_MARK = re.compile(r"(?<=\s)[^\w\s](?=\s)")


def _crumbs(text: str) -> bool:
    """A breadcrumb by its structure, whatever mark it uses ("Home ➜ Cards ➜ NAME", "A ⟩ B ⟩ C"):
    one mark standing alone between words twice or more, short parts, no sentence's end."""
    marks = _LONE_MARK.findall(text)
    if len(marks) < 2 or len(set(marks)) != 1 or unicodedata.category(marks[0])[0] not in "SP" or re.search(r"[.!?。]$", text):
        return False
    parts = text.split(f" {marks[0]} ")
    return len(parts) >= 3 and all(0 < len(p.split()) <= 5 for p in parts)
_LONG_LINE = 200


def is_chrome(line: str, alone: bool = True) -> bool:
    """True for a line that is site chrome, not card data. A line without letters is chrome only
    ``alone`` in its block: inside a card's text it is data (a text's last line can be "。")."""
    text = " ".join(line.split())
    if not text:
        return False
    if presents_rulings(text):
        return False  # a post's "Here are the official rulings (from Gatherer):" heads the rulings under it
    folded = _fold(text).strip(" :|•·›»>←→▾▼▲✕×")
    bare = folded.rstrip("!.…?")  # a button's "Got it!", a link's "Learn more…"
    if folded in _NAV_WORDS or folded in _CONSENT_WORDS or bare in _NAV_WORDS or bare in _CONSENT_WORDS:
        return True
    parts = [re.sub(r"\s*\(\d+\)$", "", p.strip()) for p in _LINK_SEPARATOR.split(" ".join(line.split()).casefold())]
    parts = [p for p in parts if p]
    if len(parts) > 1 and all(p in _NAV_WORDS or p in _CONSENT_WORDS for p in parts):
        return True  # a row of links: "Log in · Sign up", "My account · Wishlist · Cart (0)"
    halves = [_fold(h).strip(" .") for h in text.split(": ", 1)]
    if len(halves) == 2 and all(h in _NAV_WORDS or h in _CONSENT_WORDS for h in halves):
        return True  # a consent dialog's title and button as a field: "Настройка согласия: Сохранить мои настройки"
    if _RUN_IN.search(text):
        return True  # a label run into its description: "Third-party toolGoogle Analytics (…)"
    buttons = _CAMEL_JOIN.split(text)
    known = sum(1 for b in buttons if _fold(b) in _NAV_WORDS or _fold(b) in _CONSENT_WORDS)
    if len(buttons) >= 2 and known >= max(2, len(buttons) - 1) or any(_fold(b) in _ALWAYS_ACTIVE for b in buttons[1:]):
        return True  # inline buttons run together in a copy: "RechazarAceptarMás información y personalizar"
    if len(buttons) >= 3 and known >= 1 and all(len(b.split()) <= 3 and not re.search(r"[.!?:;,]", b) for b in buttons):
        return True  # (a row of three short buttons or more, one of them known: "Alle akzeptierenAlle ablehnenEinstellungen verwalten")
    words = re.findall(r"[^\W\d_]+(?:[-'][^\W\d_]+)*", re.sub(r"\(\d+\)", "", folded))
    if 1 < len(words) <= 8 and all(w in _NAV_WORDS or w in _CONSENT_WORDS for w in words):
        return True  # a menu whose links lost their separators: "Cards Decks Sets Rules Articles"
    if alone and _NO_LETTERS.match(text) and not re.search(r"\d{4}", text) and not find_dates(text):
        return True  # separators, stars, lone numbers; a date (four-digit year or two: "01.02.09") is none
    if _CHROME_ANY.search(text) or (_EITHER_OR.search(text) and not find_dates(text)):
        return True
    if _PUBLISHER_NAMED.search(text) and _RULINGS_NAMED.search(text) and not find_dates(text):
        return True  # a credit: "Oracle text and rulings are published by Wizards of the Coast."
    words = len(text.split())
    if len(text) > _LONG_LINE or words > 30:
        return False
    if _PRICE.search(text) and words <= 12:
        return True
    if _CHROME_SHORT.search(text) and not reads_as_rules(text):
        return True  # not a ruling that names "Sower of Discord" or lets cards "share one card type"
    if (BREADCRUMB.match(text) or _crumbs(text)) and " // " not in text:
        return True
    names = sum(1 for name in _LANGUAGE_SELF_NAMES if name in folded)
    return names >= 3


def short_question(line: str) -> bool:
    """A short question with a game word at most, in any language: what a site asks about its
    answers ("War diese Antwort hilfreich?", "この回答は役に立ちましたか？"), never a ruling (a forum's
    title may be one, so this is no chrome everywhere)."""
    text = " ".join(line.split())
    return len(text.split()) <= 8 and text.endswith(("?", "？")) and rules_terms(text) <= 1


def strip_chrome(blocks: list[str]) -> list[str]:
    """The blocks without their chrome lines; blocks left empty go."""
    out = []
    for block in priced_dates_out(blocks):
        lines = block.split("\n")
        lines = [line for line in lines if line.strip() and not is_chrome(line, alone=len(lines) == 1)]
        if lines:
            out.append("\n".join(lines))
    return out


def _price_alone(block: str) -> bool:
    text = " ".join(block.split())
    return bool(text) and len(text.split()) <= 3 and bool(_PRICE.fullmatch(text.strip("~≈ ")))


def priced_dates_out(blocks: list[str]) -> list[str]:
    """The blocks without a price history's dates: a date alone in its block (a table's cell) with a
    price alone in the next is the day of a price ("2026.05.22" / "€0.94"), no ruling's date."""
    drop = set()
    for k in range(len(blocks) - 1):
        if _price_alone(blocks[k + 1]) and "\n" not in blocks[k].strip():
            found = parse_date_line(blocks[k].strip())
            if found is not None and not found.rest:
                drop.add(k)
    return [b for k, b in enumerate(blocks) if k not in drop] if drop else blocks


#: the heading of a page's table of contents ("On this page", "Inhaltsverzeichnis", "目次")
_CONTENTS_HEADINGS = frozenset("""
on this page|in this article|in this post|contents|table of contents|jump to|auf dieser seite|inhalt|inhaltsverzeichnis|
sur cette page|sommaire|table des matières|en esta página|índice|indice|contenido|contenidos|tabla de contenidos|
in questa pagina|sommario|nesta página|conteúdo|sumário|op deze pagina|inhoud|inhoudsopgave|na tej stronie|spis treści|
na této stránce|obsah|på denna sida|innehåll|bu sayfada|içindekiler|на этой странице|содержание|на цій сторінці|зміст|
このページの内容|目次|本页内容|目录|本頁內容|目錄|이 페이지의 내용|목차
""".replace("\n", "").split("|"))


def contents_out(blocks: list[str]) -> list[str]:
    """The blocks without a table of contents: its heading ("On this page") and the lines under it
    that repeat lines above it (the page's headings, a date heading among them), which would
    otherwise date what stands beside them a second time."""
    lines = [(k, line) for k, block in enumerate(blocks) for line in block.split("\n")]
    seen: set[str] = set()
    drop: set[int] = set()
    for i, (_, line) in enumerate(lines):
        key = " ".join(line.split()).casefold()
        if key.rstrip(":：") in _CONTENTS_HEADINGS and i not in drop:
            run = list(itertools.takewhile(lambda j: " ".join(lines[j][1].split()).casefold() in seen,
                                           range(i + 1, len(lines))))
            if run:
                drop.update([i, *run])
        seen.add(key)
    if not drop:
        return blocks
    out: dict[int, list[str]] = {}
    for i, (k, line) in enumerate(lines):
        if i not in drop:
            out.setdefault(k, []).append(line)
    return ["\n".join(v) for _, v in sorted(out.items())]
