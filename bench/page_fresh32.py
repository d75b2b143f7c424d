"""The fresh-32 part of the page corpus (held out) (``bench/page_corpus.py``): deck-building and play tools of 2026.

Written without reading the page parser (nor any code that reads pages, nor its tests), before any parser
run on it and without seeing which pages of any part fail. Only the corpus's interface was read
(``bench/page_corpus.py`` with its ``multiface_cards``, ``bench/page_fresh30.py`` and
``bench/page_fresh31.py``'s code as models, ``bench/page_accuracy.py``, ``tests/test_page_fresh_corpus.py``,
``tests/conftest.py``), the other parts' layout names (to repeat none) and the MTGJSON data. Theme: the
tools players use around one card — deck builders, collection managers, Commander recommendations, draft
and cube simulators, life counters, chat bots, judge apps, tournament platforms, price trackers, proxy
printers, game clients, spoiler galleries, browser extensions, show notes, help centres, scanners, trade
binders, playtest sandboxes, limited statistics, deck comparisons — each page about ONE card, half of them
about a card with several faces (split, flip, transforming, modal double-faced, adventurer, aftermath;
from ``multiface_cards``, each kind drawn by weight), half about a single-faced card. The page's card is
the database's card (the whole English name "A // B" for a card with faces); the page may be titled with
the whole name, the front face's or a printed name. Every ruling is shown with its date (the tools' own
formats; relative dates such as "8 years ago" beside the absolute ones are chrome). Saved (HTML) or copied
(text, as a browser's Select all / Copy gives it: blocks on their lines, table cells by tabs, inline runs
with no space between them, hidden parts left out); every layout comes in both. Page ids are "a000"–"a199".

- deckbuilder-drawer-stats: a deck builder's deck page with the card drawer open (English, German,
  Spanish, Portuguese): the deck's name, author, "edited 3 hours ago" and its creation date, the stats
  (count, average mana value, the mana curve as text bars, the colour split), Playtest / Export / Like
  buttons, the list by type with quantities, and the drawer (name, type line, text, Details | Prices |
  Rulings tabs, prices, "Rulings (N)" as "DATE — text" or the date over the text);
- collection-owned-copies: a collection manager's card detail (English, German, French, Italian): owned /
  trade / wishlist counts, a table of the copies (set, number, condition, language, foil, added on,
  binder), the value, buttons, the printed card now and then, the rulings (a table or "DATE: text");
- commander-recs-synergy: a Commander recommendations page (English, Spanish, Portuguese, Japanese):
  "In N decks", the share of decks, synergy, salt score, themes with counts, top commanders with their
  synergy, buy buttons with prices, the rulings ("DATE — text" or "DATE: text");
- cube-draft-pick-screen: a cube draft simulator's pick screen (English, German, French, Korean): "Pack 2,
  Pick 5", the timer, the seat, the pack's other cards, the picks so far, the card zoomed with its text and
  rulings (the date over or under the text);
- life-counter-card-lookup: a life counter app's card lookup (English, Italian, Dutch, Polish): the
  players' life totals, commander damage, turn and game clock, dice and coin, the looked-up card and its
  rulings ("DATE: text" or the date over), app store badges on the saved landing page;
- bot-embed-rulings-reply: a chat server's channel with a card bot's embed, copied (English, German,
  Spanish, Russian, Polish): the question "[[NAME]]", the bot's reply with "BOT", "Today at 14:03", the
  embed (name, type line, text, "📜 Rulings" with "• DATE — text" lines, a relative date beside each now
  and then), its footer, reactions, other messages with their stamps;
- judge-app-quick-view: a judge app's quick card view (English, French, Japanese, Simplified and
  Traditional Chinese): Cards | CR | MTR | IPG tabs, the offline data's date, the card (printed name and
  text now and then), "Quick rulings" (a table or the date over the text), bookmarks;
- decklist-check-tournament: a tournament platform's deck check (English, German, Italian, Spanish):
  the event, round and table, the player, "Deck check ✓", the registered list, the flagged card's judge
  note with its rulings ("DATE: text" or "DATE — text"), submitted and checked stamps;
- price-alert-watchlist-card: a price tracker's card page (English, German, French, Dutch, Japanese):
  market price and change, the chart's axis labels and ranges, "on N watchlists", the alert form, the
  Prices | Printings | Rulings tabs, the rulings (a table or the date over the text), app badges;
- proxy-sheet-bleed-untitled (names no card): a proxy and playtest printer's preview (English, German,
  French, Japanese): paper, bleed, cut lines, "Page 1 of 2", the slots (other cards, the selected one a
  custom image), "Rulings reference" (the date over the text or "DATE — text"), the print button;
- client-card-detail-export: a game client's card detail (English, German, French, Spanish, Italian,
  Portuguese, Japanese, Korean) titled in the client's language (the printed name and text) or English:
  owned copies, wildcards, styles, Craft / Add to deck, the export text "N NAME (SET) NUM", the rulings
  (dates in the client's language, over the text or "DATE: text");
- spoiler-season-gallery-modal: a spoiler season's gallery with one card's modal open (English,
  Portuguese, Russian, Simplified Chinese): revealed counts, colour filters, "new today", tiles of other
  cards, the modal (reprint badge, revealed by and on, text, "Release notes" rulings);
- extension-popup-rulings-untitled (names no card): a browser extension's popup with the pinned card
  (English, Spanish, German, Korean, Japanese): its version, the host page, the card only as an image,
  "Rulings (N)" (the date over the text or "DATE — text"), settings, "unpin", the store's rating line;
- vod-show-notes-card-segment: a video show's notes (English, German, French, Portuguese, Spanish):
  the episode, views and the publishing date, chapters with their timestamps (one on the card), the
  sponsor, "Rulings we talked about" ("• DATE — text" or "DATE: text"), Patreon and social links, tags;
- rules-kb-article-helpful: a help centre's rules article (English, German, Italian, Dutch, Polish,
  Russian): "How does NAME work?", "Updated 3 months ago", the text, "Official rulings" with a relative
  date beside each absolute one, "Was this article helpful?", "N out of M found this helpful", related
  articles, "Submit a request";
- scan-batch-review-queue: a card scanner's batch review (English, French, German, Italian, Japanese):
  the batch, scans and those needing review, the rows of other cards with their confidence, the selected
  scan (name, confidence, detected language, the printed card now and then, rulings), Confirm / Wrong card
  / Export CSV;
- trade-binder-haves-wants: a trading app's binder (English, Portuguese, Spanish, Traditional Chinese):
  the trader, haves and wants, the card's entry (condition, trade value, offers), the card's text and
  rulings ("DATE: text" or "text (DATE)"), messages with their stamps;
- goldfish-sandbox-game-log: a playtest sandbox (English, German, Japanese, Simplified Chinese): the turn
  and phase, zones' counts, Draw / Mulligan / Untap all / Shuffle, the game log, the inspector with the
  card's text and rulings ("DATE — text" or "text (DATE)");
- limited-stats-card-drawer: a limited statistics site's card drawer (English, Japanese, Korean,
  Simplified Chinese): format, date range, the win rates (GIH WR, OH WR, ALSA, ATA, IWD) and sample sizes,
  the colour pair filter, the card (printed name now and then) and its rulings (a table or the date over);
- deck-compare-diff-view: a deck builder's comparison of two versions of a deck (English, French,
  Italian, Russian): "+3 / −3", the diff lines of other cards, the card's row expanded with its text and
  rulings ("DATE: text" or "text (DATE)"), who edited when.

The untitled layouts' ``--card`` is, in turn, the whole English name, one face's English name (a
single-faced card's name) or a printed name in another language. Chrome on every page, in the tool's
language: consent notices, app bars and navigation, buttons, tabs, counts, prices, user names, stamps of
edits and messages (their own dates, never a ruling's day), relative dates, share links, app store badges,
deck stats and curves, other cards (names of cards with faces joined as tools join them), footers.

Dates in twelve languages: English (month first, day first, ISO, with a weekday), German, French
("1er"), Spanish, Italian, Portuguese, Dutch, Polish, Russian, Japanese, Korean and Chinese. Every ruling
carries its real MTGJSON date; titles in English and in printed names (German, French, Spanish, Italian,
Portuguese, Russian, Japanese, Korean, Simplified and Traditional Chinese). Half of the cards with faces are
drawn among those printed in another language (the cards players look up), so that their printed faces and
whole printed cards show up now and then; translations are on a minority of the pages.

Each page's generator is seeded with the corpus seed + 196613 (``SEED_OFFSET``), so the other parts draw
exactly the pages they drew before; ``bench/page_corpus.py`` hands this part the single-faced cards and
then ``multiface_cards``. The self-test (``python bench/page_fresh32.py [SETS]``) passes at seeds 7 and 21
on the bundled sample and on the archive's 60 sets. Held out: not run through the parser when written;
bench/page_accuracy.py prints its failures only with --show-fresh32.

The scaffolding this part shared with the parts after it (the card picker, names, titles, translations, ``--card``, its
date forms, days, chrome's bookkeeping, the element tree, helpers and the self-test's common checks) now lives in
``bench/page_parts.py`` (``SitePartGenerator``); this module keeps the part's own tools, words and checks.
"""

from __future__ import annotations

import datetime as dt
import re

from page_corpus import CardData, Page
from page_parts import (BLOCKS, E, N, PARAGRAPHS, SITE_MON, SitePartGenerator, UNCOPIED, answer_problems, chrome_problems, clock,
                        fill, multi_share, one_format_problems, own_date_problems, page_html, part_basics, part_main,
                        problems_of_pages, reading_views, rows, seen_in, slug, title_problems, translation_problems,
                        variety_problems)

SEED_OFFSET = 196613
#: the share of pages about a single-faced card (the rest are about cards with several faces)
SINGLE_SHARE = 0.5

# --- fresh-32's date forms, the helpers and the element tree: in page_parts.py (the copied text's writer here) -----

def _copy_tokens(n, out: list) -> None:
    """The element's run of copied text: strings, and line breaks as numbers (1: a line, 2: a blank
    line); table cells start with a tab."""
    if isinstance(n, str):
        out.append(re.sub(r"[ \t\r\n]+", " ", n))
        return
    if n.hidden or n.tag in UNCOPIED:
        return
    if n.tag in ("br", "hr"):
        out.append(1 if n.tag == "br" else 2)
        return
    if n.tag in ("td", "th"):
        out.append("\t")
    gap = 2 if n.tag in PARAGRAPHS else 1 if n.tag in BLOCKS else 0
    if gap:
        out.append(gap)
    for k in n.kids:
        _copy_tokens(k, out)
    if gap:
        out.append(gap)


def to_text(n) -> str:
    """The element as a browser copies it (Select all, Copy): blocks on their own lines, paragraphs,
    headings, lists and tables between blank lines, cells by tabs, hidden parts and images left out,
    and inline runs exactly as written (no space where the page had none)."""
    toks: list = []
    _copy_tokens(n, toks)
    lines: list[str] = []
    cur, pending = "", 0
    for tok in toks:
        if isinstance(tok, int):
            pending = max(pending, tok)
            continue
        if pending:
            if cur.strip():
                lines.append(cur)
            if pending == 2 and lines and lines[-1] != "":
                lines.append("")
            cur, pending = "", 0
        cur += tok
    if cur.strip():
        lines.append(cur)
    out = [re.sub(r" +$", "", re.sub(r"^[ \t]+", "", ln)) if ln else "" for ln in lines]
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(out))
    return text.strip("\n") + "\n"


# --- the tools' words, by language ------------------------------------------------------------------------

UI = rows("search login privacy terms rulings rulings_n oracle printed share copy_link close appstore gplay "
           "turn rotate flip adventure settings help decks cards collection prices", {
    "en": "Search cards…|Log in|Privacy|Terms|Rulings|Rulings ({n})|Oracle text|Printed text|Share|Copy link|Close|"
          "Download on the App Store|GET IT ON Google Play|Turn over|Rotate|Flip|Adventure|Settings|Help|Decks|Cards|Collection|Prices",
    "de": "Karten suchen…|Anmelden|Datenschutz|AGB|Regelhinweise|Regelhinweise ({n})|Oracle-Text|Gedruckter Text|Teilen|"
          "Link kopieren|Schließen|Laden im App Store|JETZT BEI Google Play|Umdrehen|Drehen|Umkehren|Abenteuer|Einstellungen|Hilfe|Decks|Karten|Sammlung|Preise",
    "fr": "Rechercher des cartes…|Connexion|Confidentialité|CGU|Précisions|Précisions ({n})|Texte Oracle|Texte imprimé|Partager|"
          "Copier le lien|Fermer|Télécharger dans l'App Store|DISPONIBLE SUR Google Play|Retourner|Pivoter|Renverser|Aventure|"
          "Paramètres|Aide|Decks|Cartes|Collection|Prix",
    "es": "Buscar cartas…|Iniciar sesión|Privacidad|Términos|Resoluciones|Resoluciones ({n})|Texto de Oracle|Texto impreso|"
          "Compartir|Copiar enlace|Cerrar|Descárgalo en el App Store|DISPONIBLE EN Google Play|Dar la vuelta|Girar|Voltear|"
          "Aventura|Ajustes|Ayuda|Mazos|Cartas|Colección|Precios",
    "it": "Cerca carte…|Accedi|Privacy|Termini|Sentenze|Sentenze ({n})|Testo Oracle|Testo stampato|Condividi|Copia link|Chiudi|"
          "Scarica su App Store|DISPONIBILE SU Google Play|Gira|Ruota|Capovolgi|Avventura|Impostazioni|Assistenza|Mazzi|Carte|Collezione|Prezzi",
    "pt": "Buscar cards…|Entrar|Privacidade|Termos|Decisões|Decisões ({n})|Texto Oracle|Texto impresso|Compartilhar|Copiar link|"
          "Fechar|Baixar na App Store|DISPONÍVEL NO Google Play|Virar|Girar|Inverter|Aventura|Configurações|Ajuda|Decks|Cards|Coleção|Preços",
    "nl": "Kaarten zoeken…|Inloggen|Privacy|Voorwaarden|Uitspraken|Uitspraken ({n})|Oracle-tekst|Gedrukte tekst|Delen|"
          "Link kopiëren|Sluiten|Download in de App Store|ONTDEK HET OP Google Play|Omdraaien|Draaien|Kantelen|Avontuur|"
          "Instellingen|Hulp|Decks|Kaarten|Collectie|Prijzen",
    "pl": "Szukaj kart…|Zaloguj|Prywatność|Regulamin|Orzeczenia|Orzeczenia ({n})|Tekst Oracle|Tekst drukowany|Udostępnij|"
          "Kopiuj link|Zamknij|Pobierz z App Store|POBIERZ Z Google Play|Odwróć|Obróć|Przewróć|Przygoda|Ustawienia|Pomoc|Talie|Karty|Kolekcja|Ceny",
    "ru": "Поиск карт…|Войти|Конфиденциальность|Условия|Разъяснения|Разъяснения ({n})|Текст Oracle|Печатный текст|Поделиться|"
          "Копировать ссылку|Закрыть|Загрузите в App Store|ДОСТУПНО В Google Play|Перевернуть|Повернуть|Развернуть|Приключение|"
          "Настройки|Помощь|Колоды|Карты|Коллекция|Цены",
    "ja": "カードを検索…|ログイン|プライバシー|利用規約|裁定|裁定（{n}）|オラクル|印刷テキスト|共有|リンクをコピー|閉じる|"
          "App Storeからダウンロード|Google Play で手に入れよう|裏返す|回転|反転|出来事|設定|ヘルプ|デッキ|カード|コレクション|価格",
    "ko": "카드 검색…|로그인|개인정보처리방침|이용약관|판정|판정 ({n})|오라클 텍스트|인쇄 텍스트|공유|링크 복사|닫기|"
          "App Store에서 다운로드|Google Play에서 다운로드|뒤집기|회전|반전|모험|설정|도움말|덱|카드|수집품|가격",
    "zhs": "搜索卡牌…|登录|隐私|条款|裁定|裁定（{n}）|Oracle 文字|印刷文字|分享|复制链接|关闭|在 App Store 下载|"
           "在 Google Play 上获取|翻面|旋转|翻转|冒险|设置|帮助|套牌|卡牌|收藏|价格",
    "zht": "搜尋卡牌…|登入|隱私|條款|判定|判定（{n}）|Oracle 文字|印刷文字|分享|複製連結|關閉|在 App Store 下載|"
           "在 Google Play 上取得|翻面|旋轉|翻轉|冒險|設定|說明|套牌|卡牌|收藏|價格",
})

CONSENT = rows("title text accept reject manage", {
    "en": "We value your privacy|We and our 147 partners use cookies to personalise ads and measure traffic.|Accept all|Reject all|"
          "Manage options",
    "de": "Wir respektieren deine Privatsphäre|Wir und unsere 147 Partner verwenden Cookies für personalisierte Werbung und Statistiken.|"
          "Alle akzeptieren|Alle ablehnen|Optionen verwalten",
    "fr": "Votre vie privée compte pour nous|Nos 147 partenaires et nous utilisons des cookies pour la publicité et les statistiques.|"
          "Tout accepter|Tout refuser|Gérer les options",
    "es": "Valoramos tu privacidad|Nosotros y nuestros 147 socios usamos cookies para personalizar anuncios y medir el tráfico.|"
          "Aceptar todo|Rechazar todo|Gestionar opciones",
    "it": "La tua privacy è importante|Noi e i nostri 147 partner usiamo i cookie per annunci personalizzati e statistiche.|"
          "Accetta tutto|Rifiuta tutto|Gestisci opzioni",
    "pt": "Valorizamos sua privacidade|Nós e nossos 147 parceiros usamos cookies para anúncios personalizados e estatísticas.|"
          "Aceitar tudo|Rejeitar tudo|Gerenciar opções",
    "nl": "Wij respecteren je privacy|Wij en onze 147 partners gebruiken cookies voor advertenties en statistieken.|"
          "Alles accepteren|Alles weigeren|Opties beheren",
    "pl": "Szanujemy Twoją prywatność|My i nasi 147 partnerzy używamy plików cookie do reklam i statystyk.|Akceptuj wszystko|"
          "Odrzuć wszystko|Zarządzaj opcjami",
    "ru": "Мы ценим вашу конфиденциальность|Мы и 147 наших партнёров используем cookie для рекламы и статистики.|Принять все|"
          "Отклонить все|Настроить",
    "ja": "プライバシーについて|当サイトと147社のパートナーは広告とアクセス解析のためにCookieを使用します。|すべて許可|すべて拒否|設定を管理",
    "ko": "개인정보 보호 안내|당사와 147개 파트너는 광고 및 통계를 위해 쿠키를 사용합니다.|모두 허용|모두 거부|옵션 관리",
    "zhs": "我们重视您的隐私|我们和147家合作伙伴使用 Cookie 来投放广告和统计流量。|全部接受|全部拒绝|管理选项",
    "zht": "我們重視您的隱私|我們與147家合作夥伴使用 Cookie 投放廣告與統計流量。|全部接受|全部拒絕|管理選項",
})


HANDLES = ["brewmaster_kim", "topdeck_tomas", "mulligan_mia", "cube_curator", "goldfish_gus", "salt_lord_99", "proxy_pete",
           "lifegain_lena", "stax_sven", "draftwizard", "pauper_paula", "tokens_theo"]
DECK_NAMES = ["Gruul Stompy 2026", "Mono-U Tempo (league 5-0)", "Budget Tokens", "Cube Draft Deck #3", "Kitchen Table Werewolves",
              "Spicy Jank v7", "Precon Upgrade — $50", "Izzet Spells Remix"]

# --- layout words ------------------------------------------------------------------------------------------

DRAWER_W = rows("by edited created cards avg curve colors playtest export like comments creatures spells lands other details prices "
                 "tab_rulings price", {
    "en": "by {who}|Edited {ago}|Created {d}|{n} cards · Commander|Avg. mana value {v}|Mana curve|Colors|▶ Playtest|⇩ Export|♥ Like ({n})|"
          "Comments ({n})|Creatures ({n})|Instants & Sorceries ({n})|Lands ({n})|Other ({n})|Details|Prices|Rulings|${a} · €{b} · {c} tix",
    "de": "von {who}|Bearbeitet {ago}|Erstellt am {d}|{n} Karten · Commander|Ø Manabetrag {v}|Manakurve|Farben|▶ Testspiel|⇩ Exportieren|"
          "♥ Gefällt mir ({n})|Kommentare ({n})|Kreaturen ({n})|Spontanzauber & Hexereien ({n})|Länder ({n})|Sonstige ({n})|Details|Preise|"
          "Regelhinweise|{b} € · ${a} · {c} Tix",
    "es": "por {who}|Editado {ago}|Creado el {d}|{n} cartas · Commander|Valor de maná medio {v}|Curva de maná|Colores|▶ Probar|⇩ Exportar|"
          "♥ Me gusta ({n})|Comentarios ({n})|Criaturas ({n})|Instantáneos y conjuros ({n})|Tierras ({n})|Otras ({n})|Detalles|Precios|"
          "Resoluciones|{b} € · ${a} · {c} tix",
    "pt": "por {who}|Editado {ago}|Criado em {d}|{n} cards · Commander|Valor de mana médio {v}|Curva de mana|Cores|▶ Testar|⇩ Exportar|"
          "♥ Curtir ({n})|Comentários ({n})|Criaturas ({n})|Mágicas instantâneas e feitiços ({n})|Terrenos ({n})|Outros ({n})|Detalhes|"
          "Preços|Decisões|R$ {b} · US$ {a} · {c} tix",
})

COLL_W = rows("owned trade wish copies set num cond language foil added binder value add move edit printed yes no", {
    "en": "Owned: {n}|For trade: {n}|Wishlist: {n}|Your copies|Set|#|Condition|Language|Foil|Added|Location|Collection value: ${v}|"
          "+ Add copy|Move to binder|Edit|Printed card|Yes|No",
    "de": "Im Besitz: {n}|Zum Tausch: {n}|Wunschliste: {n}|Deine Exemplare|Edition|Nr.|Zustand|Sprache|Foil|Hinzugefügt|Ort|"
          "Sammlungswert: {v} €|+ Exemplar hinzufügen|In Ordner verschieben|Bearbeiten|Gedruckte Karte|Ja|Nein",
    "fr": "Possédées : {n}|À échanger : {n}|Liste de souhaits : {n}|Vos exemplaires|Édition|N°|État|Langue|Foil|Ajoutée le|Emplacement|"
          "Valeur de la collection : {v} €|+ Ajouter un exemplaire|Déplacer vers un classeur|Modifier|Carte imprimée|Oui|Non",
    "it": "Possedute: {n}|Da scambiare: {n}|Lista desideri: {n}|Le tue copie|Espansione|N.|Condizione|Lingua|Foil|Aggiunta il|Posizione|"
          "Valore della collezione: {v} €|+ Aggiungi copia|Sposta nel raccoglitore|Modifica|Carta stampata|Sì|No",
})
BINDERS = ["Binder A · p. {n}", "Trade binder · p. {n}", "Box 3 (bulk)", "Deck: Gruul Stompy", "Binder B · p. {n}"]
LANG_LABELS = {"en": "English", "de": "Deutsch", "fr": "Français", "it": "Italiano", "es": "Español", "ja": "日本語", "pt": "Português",
               "ko": "한국어", "ru": "Русский", "zhs": "简体中文", "zht": "繁體中文"}

RECS_W = rows("in_decks share synergy salt themes top buy card_of rulings new_decks", {
    "en": "In {n} decks|{p}% of {m} decks|Synergy: {s}%|Salt Score: {x}|Themes|Top commanders|Buy at {shop}|Card|Rulings|"
          "New decks this week: {n}",
    "es": "En {n} mazos|{p}% de {m} mazos|Sinergia: {s}%|Índice de sal: {x}|Temáticas|Comandantes destacados|Comprar en {shop}|Carta|"
          "Resoluciones|Mazos nuevos esta semana: {n}",
    "pt": "Em {n} decks|{p}% de {m} decks|Sinergia: {s}%|Índice de sal: {x}|Temas|Principais comandantes|Comprar na {shop}|Card|Decisões|"
          "Novos decks nesta semana: {n}",
    "ja": "{n}個のデッキで採用|{m}個中{p}%のデッキ|シナジー：{s}%|ソルトスコア：{x}|テーマ|主な統率者|{shop}で購入|カード|裁定|"
          "今週の新しいデッキ：{n}",
})
THEMES = {"en": "Tokens|+1/+1 Counters|Aristocrats|Spellslinger|Tribal|Voltron|Landfall|Graveyard",
          "es": "Fichas|Contadores +1/+1|Aristócratas|Hechizos|Tribal|Voltron|Aterrizaje|Cementerio",
          "pt": "Fichas|Marcadores +1/+1|Aristocratas|Mágicas|Tribal|Voltron|Queda de terreno|Cemitério",
          "ja": "トークン|+1/+1カウンター|アリストクラッツ|呪文|部族|ボルトロン|上陸|墓地"}
SHOPS = ["CardKingdom", "TCGplayer", "Cardmarket", "ManaPool"]

DRAFT_W = rows("pick timer seat picks pick_btn auto deck bots cube zoom", {
    "en": "Pack {p}, Pick {k}|⏱ {s}s|Seat {n} of 8|Your picks ({n})|Pick|Auto-pick|Deck: {a} spells · {b} lands|7 bots drafting|{cube}|"
          "Hover a card to zoom",
    "de": "Booster {p}, Pick {k}|⏱ {s} s|Platz {n} von 8|Deine Picks ({n})|Wählen|Automatisch wählen|Deck: {a} Zauber · {b} Länder|"
          "7 Bots draften mit|{cube}|Karte zum Vergrößern berühren",
    "fr": "Booster {p}, choix {k}|⏱ {s} s|Place {n} sur 8|Vos choix ({n})|Choisir|Choix automatique|Deck : {a} sorts · {b} terrains|"
          "7 bots en draft|{cube}|Survolez une carte pour l'agrandir",
    "ko": "{p}팩 {k}픽|⏱ {s}초|8석 중 {n}번 자리|내 픽 ({n})|픽하기|자동 픽|덱: 주문 {a} · 대지 {b}|봇 7명 드래프트 중|{cube}|"
          "카드에 마우스를 올리면 확대",
})
CUBES = ["Vintage Cube — March 2026 update", "Pauper Cube 2026", "Twobert Cube (540)", "Remastered Cube: Innistrad"]

LIFE_W = rows("player life cmd turn dice coin lookup reset history get", {
    "en": "P{n}|{n}|Commander damage|Turn {n} · {t}|🎲 Dice|🪙 Coin|Card lookup|Reset game|Life history|Get LifeTap",
    "it": "G{n}|{n}|Danni da comandante|Turno {n} · {t}|🎲 Dadi|🪙 Moneta|Cerca carta|Nuova partita|Cronologia vita|Scarica LifeTap",
    "nl": "S{n}|{n}|Commanderschade|Beurt {n} · {t}|🎲 Dobbelsteen|🪙 Munt|Kaart opzoeken|Spel resetten|Levensverloop|Download LifeTap",
    "pl": "G{n}|{n}|Obrażenia od dowódcy|Tura {n} · {t}|🎲 Kości|🪙 Moneta|Wyszukaj kartę|Nowa gra|Historia życia|Pobierz LifeTap",
})

BOT_W = rows("channel today yesterday bot rulings footer reply ask thanks typing", {
    "en": "# rules-questions|Today at {t}|Yesterday at {t}|BOT|📜 Rulings|Data from Scryfall · Today at {t}|Replying to @{who}|"
          "what do the rulings say about|ty!|{who} is typing…",
    "de": "# regelfragen|Heute um {t}|Gestern um {t}|BOT|📜 Regelhinweise|Daten von Scryfall · Heute um {t}|Antwort an @{who}|"
          "was sagen die Regelhinweise zu|danke!|{who} schreibt …",
    "es": "# dudas-de-reglas|hoy a las {t}|ayer a las {t}|BOT|📜 Resoluciones|Datos de Scryfall · hoy a las {t}|Respondiendo a @{who}|"
          "qué dicen las resoluciones de|¡gracias!|{who} está escribiendo…",
    "ru": "# вопросы-по-правилам|Сегодня, в {t}|Вчера, в {t}|БОТ|📜 Разъяснения|Данные Scryfall · Сегодня, в {t}|В ответ @{who}|"
          "что говорят разъяснения про|спасибо!|{who} печатает…",
    "pl": "# pytania-o-zasady|dzisiaj o {t}|wczoraj o {t}|BOT|📜 Orzeczenia|Dane ze Scryfall · dzisiaj o {t}|Odpowiedź do @{who}|"
          "co mówią orzeczenia o|dzięki!|{who} pisze…",
})
SERVERS = ["Commander Corner", "LGS Friday Night", "Cube Club", "Draft Degens", "Judge Hotline (unofficial)"]

JUDGE_W = rows("cards cr mtr ipg offline bookmark quick oracle printed disclaimer recent", {
    "en": "Cards|CR|MTR|IPG|Offline data: {d}|☆ Bookmark|Quick rulings|Oracle|Printed ({l})|Not an official Wizards of the Coast app.|Recent",
    "fr": "Cartes|RC|RT|GPI|Données hors ligne : {d}|☆ Favori|Précisions rapides|Oracle|Imprimé ({l})|"
          "Application non officielle de Wizards of the Coast.|Récents",
    "ja": "カード|総合ルール|MTR|IPG|オフラインデータ：{d}|☆ ブックマーク|裁定一覧|オラクル|印刷（{l}）|"
          "ウィザーズ・オブ・ザ・コースト公式のアプリではありません。|履歴",
    "zhs": "卡牌|完整规则|MTR|IPG|离线数据：{d}|☆ 收藏|快速裁定|Oracle|印刷（{l}）|非威世智官方应用。|最近",
    "zht": "卡牌|完整規則|MTR|IPG|離線資料：{d}|☆ 收藏|快速判定|Oracle|印刷（{l}）|非威世智官方應用程式。|最近",
})
LANG_NAME = {"fr": "français", "ja": "日本語", "zhs": "简体中文", "zht": "繁體中文", "en": "English"}

CHECK_W = rows("round table player check main side note submitted checked ok flag", {
    "en": "Round {r} · Table {t}|Table {t}|Player: {who}|Deck check ✓ Legal|Main deck ({n})|Sideboard ({m})|Judge note|"
          "Submitted {d} {h}|Checked by {who2} · {h}|Registered list matches deck|⚑ Flagged for review",
    "de": "Runde {r} · Tisch {t}|Tisch {t}|Spieler: {who}|Deckcheck ✓ Legal|Hauptdeck ({n})|Sideboard ({m})|Judge-Notiz|"
          "Eingereicht am {d} {h}|Geprüft von {who2} · {h}|Registrierte Liste stimmt mit dem Deck überein|⚑ Zur Prüfung markiert",
    "it": "Turno {r} · Tavolo {t}|Tavolo {t}|Giocatore: {who}|Controllo mazzo ✓ Legale|Mazzo principale ({n})|Sideboard ({m})|"
          "Nota dell'arbitro|Inviata il {d} {h}|Controllata da {who2} · {h}|La lista registrata corrisponde al mazzo|⚑ Segnalata per revisione",
    "es": "Ronda {r} · Mesa {t}|Mesa {t}|Jugador: {who}|Revisión de mazo ✓ Legal|Mazo principal ({n})|Banquillo ({m})|Nota del juez|"
          "Enviada el {d} {h}|Revisada por {who2} · {h}|La lista registrada coincide con el mazo|⚑ Marcada para revisión",
})
EVENTS = ["RCQ — Modern — Dragon's Den", "Commander Party Night #42", "Pioneer Showdown", "Legacy Monthly @ The Vault",
          "Pauper Open — Round Robin"]

PRICE_W = rows("market change r7 r30 r90 r1y rall watch alert alert_btn prices printings chart low high updated", {
    "en": "Market price ${p}|{c} (30 days)|7D|30D|90D|1Y|All|On {n} watchlists|Alert me when below|🔔 Set alert|Prices|Printings|"
          "Price history|Low ${a}|High ${b}|Updated {ago}",
    "de": "Marktpreis {p} €|{c} (30 Tage)|7T|30T|90T|1J|Alle|Auf {n} Beobachtungslisten|Benachrichtigen unter|🔔 Alarm setzen|Preise|"
          "Drucke|Preisverlauf|Tief {a} €|Hoch {b} €|Aktualisiert {ago}",
    "fr": "Prix du marché {p} €|{c} (30 jours)|7J|30J|90J|1A|Tout|Dans {n} listes de suivi|M'alerter sous|🔔 Créer une alerte|Prix|"
          "Impressions|Historique des prix|Bas {a} €|Haut {b} €|Mis à jour {ago}",
    "nl": "Marktprijs € {p}|{c} (30 dagen)|7D|30D|90D|1J|Alles|Op {n} volglijsten|Waarschuw me onder|🔔 Alarm instellen|Prijzen|"
          "Drukken|Prijsverloop|Laag € {a}|Hoog € {b}|Bijgewerkt {ago}",
    "ja": "相場 ¥{p}|{c}（30日間）|7日|30日|90日|1年|全期間|{n}人がウォッチ中|価格が下回ったら通知|🔔 アラート設定|価格|"
          "収録|価格推移|最安 ¥{a}|最高 ¥{b}|{ago}に更新",
})

PROXY_W = rows("preview paper bleed cut page slot custom selected ref print fit skip", {
    "en": "Print preview — 9 cards per page|Paper: {paper}|Bleed: {b} mm|✓ Cut lines|Page 1 of {n}|Slot {k}|custom image upload|"
          "Selected: slot {k}|Rulings reference (printed on the back sheet)|🖨 Print / Save PDF|Fit to page: 100%|Skip basic lands",
    "de": "Druckvorschau — 9 Karten pro Seite|Papier: {paper}|Beschnitt: {b} mm|✓ Schnittlinien|Seite 1 von {n}|Platz {k}|"
          "eigenes Bild hochgeladen|Ausgewählt: Platz {k}|Regelhinweise (auf dem Rückblatt gedruckt)|🖨 Drucken / PDF speichern|"
          "An Seite anpassen: 100 %|Standardländer überspringen",
    "fr": "Aperçu avant impression — 9 cartes par page|Papier : {paper}|Fond perdu : {b} mm|✓ Traits de coupe|Page 1 sur {n}|"
          "Emplacement {k}|image personnalisée|Sélection : emplacement {k}|Précisions (imprimées au verso de la feuille)|"
          "🖨 Imprimer / PDF|Ajuster à la page : 100 %|Ignorer les terrains de base",
    "ja": "印刷プレビュー（1ページ9枚）|用紙：{paper}|塗り足し：{b} mm|✓ トンボ|1 / {n} ページ|スロット{k}|カスタム画像|"
          "選択中：スロット{k}|裁定リファレンス（裏面シートに印刷）|🖨 印刷 / PDF保存|ページに合わせる：100%|基本土地を除外",
})

CLIENT_W = rows("owned craft styles craft_btn add export copied collection details rulings", {
    "en": "Owned {n}/4|Craft: 1 {rar} Wildcard|Styles ({n})|Craft|Add to Deck|Export|Copied to clipboard|Collection|Card Details|Rulings",
    "de": "Im Besitz {n}/4|Herstellen: 1 {rar}-Wildcard|Stile ({n})|Herstellen|Zum Deck hinzufügen|Exportieren|In die Zwischenablage kopiert|"
          "Sammlung|Kartendetails|Regelhinweise",
    "fr": "Possédées {n}/4|Fabriquer : 1 joker {rar}|Styles ({n})|Fabriquer|Ajouter au deck|Exporter|Copié dans le presse-papiers|"
          "Collection|Détails de la carte|Précisions",
    "es": "En posesión {n}/4|Crear: 1 comodín {rar}|Estilos ({n})|Crear|Añadir al mazo|Exportar|Copiado al portapapeles|Colección|"
          "Detalles de la carta|Resoluciones",
    "it": "Possedute {n}/4|Crea: 1 jolly {rar}|Stili ({n})|Crea|Aggiungi al mazzo|Esporta|Copiato negli appunti|Collezione|"
          "Dettagli della carta|Sentenze",
    "pt": "Possui {n}/4|Criar: 1 curinga {rar}|Estilos ({n})|Criar|Adicionar ao deck|Exportar|Copiado para a área de transferência|"
          "Coleção|Detalhes do card|Decisões",
    "ja": "所持 {n}/4|生成：{rar}ワイルドカード1枚|スタイル（{n}）|生成|デッキに追加|エクスポート|クリップボードにコピーしました|"
          "コレクション|カード詳細|裁定",
    "ko": "보유 {n}/4|제작: {rar} 와일드카드 1장|스타일 ({n})|제작|덱에 추가|내보내기|클립보드에 복사됨|수집품|카드 상세 정보|판정",
})
RARITY_W = {"en": "Common Uncommon Rare Mythic", "de": "Standard Nicht-Standard Selten Sagenhaft",
            "fr": "commune unco rare mythique", "es": "común infrecuente rara mítica", "it": "comune non-comune rara mitica",
            "pt": "comum incomum rara mítica", "ja": "コモン アンコモン レア 神話レア", "ko": "일반 언커먼 레어 신화"}

SPOIL_W = rows("season revealed colors multi artifact land new reprint by notes official", {
    "en": "Spoiler season|{a} / {b} cards revealed|W · U · B · R · G|Multicolor|Artifact|Land|New today ({n})|♻ Reprint|"
          "Revealed by {who} on {d}|Release notes|Official",
    "pt": "Temporada de prévias|{a} / {b} cards revelados|W · U · B · R · G|Multicolorido|Artefato|Terreno|Novos hoje ({n})|♻ Reimpressão|"
          "Revelado por {who} em {d}|Notas de lançamento|Oficial",
    "ru": "Сезон спойлеров|Показано карт: {a} из {b}|W · U · B · R · G|Многоцветные|Артефакты|Земли|Новое сегодня ({n})|♻ Переиздание|"
          "Показал {who}, {d}|Примечания к выпуску|Официально",
    "zhs": "预览季|已公布 {a} / {b} 张|W · U · B · R · G|多色|神器|地|今日新增（{n}）|♻ 重印|由 {who} 于 {d} 公布|发布说明|官方",
})
REVEALERS = ["@MTGPulse", "Magic Story Podcast", "TheManaBase", "@cardsphere_news", "Oficina do Magic", "Пламя Искры", "万智牌情报站"]

EXT_W = rows("name pinned rulings settings hover prices unpin rate on", {
    "en": "CardPeek {v}|📌 Pinned card|Rulings ({n})|⚙ Settings|Hover delay: {ms} ms|✓ Show prices|Unpin|"
          "Enjoying CardPeek? Rate us ★★★★★ on the Chrome Web Store|Active on {host}",
    "es": "CardPeek {v}|📌 Carta fijada|Resoluciones ({n})|⚙ Ajustes|Retardo al pasar el ratón: {ms} ms|✓ Mostrar precios|Desfijar|"
          "¿Te gusta CardPeek? Valóranos ★★★★★ en Chrome Web Store|Activa en {host}",
    "de": "CardPeek {v}|📌 Angeheftete Karte|Regelhinweise ({n})|⚙ Einstellungen|Hover-Verzögerung: {ms} ms|✓ Preise anzeigen|Lösen|"
          "Gefällt dir CardPeek? Bewerte uns ★★★★★ im Chrome Web Store|Aktiv auf {host}",
    "ko": "CardPeek {v}|📌 고정된 카드|판정 ({n})|⚙ 설정|마우스오버 지연: {ms}ms|✓ 가격 표시|고정 해제|"
          "CardPeek가 마음에 드시나요? Chrome 웹 스토어에서 ★★★★★ 평가해 주세요|{host}에서 사용 중",
    "ja": "CardPeek {v}|📌 固定中のカード|裁定（{n}）|⚙ 設定|ホバー遅延：{ms}ミリ秒|✓ 価格を表示|固定を解除|"
          "CardPeekを気に入ったら Chrome ウェブストアで★★★★★評価を|{host}で有効",
})
HOSTS = ["reddit.com", "mtgsalvation.com", "discord.com", "x.com", "bsky.app", "forum.cardtrader.com"]

VOD_W = rows("views chapters intro segment outro sponsor talked patreon follow tags published", {
    "en": "{n} views|Chapters|Intro|Card of the week: {name}|Outro & mailbag|This episode is sponsored by {sp}. Use code MANA10 for 10% off.|"
          "Rulings we talked about|Support the show on Patreon|Follow us: Bluesky · Twitch · TikTok|#mtg #commander #rules|Published {d}",
    "de": "{n} Aufrufe|Kapitel|Intro|Karte der Woche: {name}|Outro & Zuschauerpost|Diese Folge wird unterstützt von {sp}. Mit Code MANA10 "
          "gibt es 10 % Rabatt.|Regelhinweise aus der Folge|Unterstütze uns auf Patreon|Folgt uns: Bluesky · Twitch · TikTok|"
          "#mtg #commander #regeln|Veröffentlicht am {d}",
    "fr": "{n} vues|Chapitres|Intro|Carte de la semaine : {name}|Conclusion et courrier|Cet épisode est sponsorisé par {sp}. Code MANA10 "
          "pour 10 % de réduction.|Les précisions dont on a parlé|Soutenez l'émission sur Patreon|Suivez-nous : Bluesky · Twitch · TikTok|"
          "#mtg #commander #regles|Publié le {d}",
    "pt": "{n} visualizações|Capítulos|Abertura|Card da semana: {name}|Encerramento e perguntas|Este episódio é patrocinado por {sp}. "
          "Use o cupom MANA10 para 10% de desconto.|Decisões que comentamos|Apoie o canal no Patreon|Siga a gente: Bluesky · Twitch · "
          "TikTok|#mtg #commander #regras|Publicado em {d}",
    "es": "{n} visualizaciones|Capítulos|Intro|Carta de la semana: {name}|Despedida y correo|Este episodio está patrocinado por {sp}. "
          "Usa el código MANA10 para un 10 % de descuento.|Resoluciones que comentamos|Apoya el programa en Patreon|Síguenos: Bluesky · "
          "Twitch · TikTok|#mtg #commander #reglas|Publicado el {d}",
})
SPONSORS = ["SleeveCo", "DiceForge", "Playmat Palace", "BinderBox"]
SHOWS = ["The Stack Talk", "Judge's Corner Live", "Brew Crew Podcast", "Rules Lawyer Radio"]

KB_W = rows("center rules cards title updated written official helpful yes no found related request", {
    "en": "Help Center|Rules|Card rulings|How does {name} work?|Updated {ago}|Written by the Rules Team|Official rulings|"
          "Was this article helpful?|Yes|No|{a} out of {b} found this helpful|Related articles|Submit a request",
    "de": "Hilfe-Center|Regeln|Regelhinweise zu Karten|Wie funktioniert {name}?|Aktualisiert {ago}|Verfasst vom Regelteam|"
          "Offizielle Regelhinweise|War dieser Artikel hilfreich?|Ja|Nein|{a} von {b} fanden dies hilfreich|Verwandte Artikel|Anfrage einreichen",
    "it": "Centro assistenza|Regole|Sentenze sulle carte|Come funziona {name}?|Aggiornato {ago}|Scritto dal team regole|Sentenze ufficiali|"
          "Questo articolo ti è stato utile?|Sì|No|{a} utenti su {b} l'hanno trovato utile|Articoli correlati|Invia una richiesta",
    "nl": "Helpcentrum|Regels|Uitspraken over kaarten|Hoe werkt {name}?|Bijgewerkt {ago}|Geschreven door het regelteam|Officiële uitspraken|"
          "Was dit artikel nuttig?|Ja|Nee|{a} van de {b} vonden dit nuttig|Gerelateerde artikelen|Verzoek indienen",
    "pl": "Centrum pomocy|Zasady|Orzeczenia do kart|Jak działa {name}?|Zaktualizowano {ago}|Autor: zespół zasad|Oficjalne orzeczenia|"
          "Czy ten artykuł był pomocny?|Tak|Nie|{a} z {b} osób uznało to za pomocne|Powiązane artykuły|Wyślij zgłoszenie",
    "ru": "Справочный центр|Правила|Разъяснения по картам|Как работает {name}?|Обновлено {ago}|Автор: команда правил|Официальные разъяснения|"
          "Была ли статья полезной?|Да|Нет|{a} из {b} сочли это полезным|Похожие статьи|Отправить запрос",
})

SCAN_W = rows("batch review conf detected alts confirm wrong export ok needs set", {
    "en": "Batch #{b} · {n} scans · {k} need review|Review queue|Confidence {p}%|Language detected: {l}|Other matches|✓ Confirm|"
          "Wrong card?|⇩ Export CSV|✓ OK|⚠ Needs review|Set: {s}",
    "fr": "Lot n° {b} · {n} scans · {k} à vérifier|File de vérification|Confiance {p} %|Langue détectée : {l}|Autres correspondances|"
          "✓ Confirmer|Mauvaise carte ?|⇩ Exporter en CSV|✓ OK|⚠ À vérifier|Édition : {s}",
    "de": "Stapel #{b} · {n} Scans · {k} zu prüfen|Prüfliste|Trefferquote {p} %|Erkannte Sprache: {l}|Weitere Treffer|✓ Bestätigen|"
          "Falsche Karte?|⇩ Als CSV exportieren|✓ OK|⚠ Prüfen|Edition: {s}",
    "it": "Lotto n. {b} · {n} scansioni · {k} da verificare|Coda di revisione|Affidabilità {p}%|Lingua rilevata: {l}|Altre corrispondenze|"
          "✓ Conferma|Carta sbagliata?|⇩ Esporta CSV|✓ OK|⚠ Da verificare|Espansione: {s}",
    "ja": "バッチ #{b} · スキャン{n}件 · 要確認{k}件|確認待ち|一致率 {p}%|検出言語：{l}|その他の候補|✓ 確定|カードが違う？|"
          "⇩ CSVエクスポート|✓ OK|⚠ 要確認|セット：{s}",
})

TRADE_W = rows("binder haves wants cond value offers msg send rep", {
    "en": "{who}'s binder|Haves ({n})|Wants ({m})|Condition: {c}|Trade value: ${v}|Offers ({n})|Messages|Send offer|★ {r} · {k} trades",
    "pt": "Fichário de {who}|Tenho ({n})|Quero ({m})|Estado: {c}|Valor de troca: R$ {v}|Ofertas ({n})|Mensagens|Enviar oferta|"
          "★ {r} · {k} trocas",
    "es": "Carpeta de {who}|Tengo ({n})|Busco ({m})|Estado: {c}|Valor de cambio: {v} €|Ofertas ({n})|Mensajes|Enviar oferta|"
          "★ {r} · {k} cambios",
    "zht": "{who} 的卡冊|擁有（{n}）|徵求（{m}）|卡況：{c}|交換價值：NT${v}|出價（{n}）|訊息|送出提案|★ {r} · {k} 次交換",
})
TRADE_MSGS = {"en": "still available?;can do 2 for 1;sent you an offer", "pt": "ainda disponível?;faço 2 por 1;te mandei uma oferta",
              "es": "¿sigue disponible?;te hago 2 por 1;te envié una oferta", "zht": "還有嗎？;可以二換一;已送出提案"}

GOLD_W = rows("turn library hand grave exile draw mull untap shuffle log inspector life", {
    "en": "Turn {n} · Main phase 1|Library {n}|Hand {n}|Graveyard {n}|Exile {n}|Draw|Mulligan|Untap all|Shuffle|Game log|Inspector|Life: 20",
    "de": "Zug {n} · Hauptphase 1|Bibliothek {n}|Hand {n}|Friedhof {n}|Exil {n}|Ziehen|Mulligan|Alle enttappen|Mischen|Spielprotokoll|"
          "Inspektor|Leben: 20",
    "ja": "ターン{n} · 戦闘前メイン・フェイズ|ライブラリー {n}|手札 {n}|墓地 {n}|追放 {n}|ドロー|マリガン|すべてアンタップ|シャッフル|ゲームログ|"
          "詳細|ライフ：20",
    "zhs": "第{n}回合 · 行动阶段1|牌库 {n}|手牌 {n}|坟墓场 {n}|放逐区 {n}|抓牌|调度|全部重置|洗牌|对局记录|检视|生命：20",
})
GOLD_LOG = rows("played cast drew", {
    "en": "T{n}: Played {x}|T{n}: Cast {x}|T{n}: Drew a card", "de": "Z{n}: {x} gespielt|Z{n}: {x} gewirkt|Z{n}: Karte gezogen",
    "ja": "T{n}：{x}をプレイ|T{n}：{x}を唱えた|T{n}：カードを1枚引いた", "zhs": "T{n}：使用{x}|T{n}：施放{x}|T{n}：抓一张牌",
})

STATS_W = rows("format range all games gih oh alsa ata iwd filter card rulings", {
    "en": "Format: PremierDraft|{a} → {b}|All decks|# GIH {n}|GIH WR {p}%|OH WR {q}%|ALSA {x}|ATA {y}|IWD {z}pp|Colors: WU · UB · BR · RG · GW|"
          "Card|Rulings",
    "ja": "フォーマット：プレミアドラフト|{a} → {b}|全デッキ|手札で見た回数 {n}|GIH勝率 {p}%|初手勝率 {q}%|平均最終ピック {x}|平均ピック {y}|"
          "引いた時の勝率差 {z}pp|色：WU · UB · BR · RG · GW|カード|裁定",
    "ko": "포맷: 프리미어 드래프트|{a} → {b}|전체 덱|손에서 본 횟수 {n}|GIH 승률 {p}%|오프닝 핸드 승률 {q}%|ALSA {x}|ATA {y}|IWD {z}pp|"
          "색: WU · UB · BR · RG · GW|카드|판정",
    "zhs": "赛制：竞技轮抽|{a} → {b}|全部套牌|手中出现次数 {n}|GIH 胜率 {p}%|起手胜率 {q}%|ALSA {x}|ATA {y}|IWD {z}pp|"
           "颜色：WU · UB · BR · RG · GW|卡牌|裁定",
})

DIFF_W = rows("compare delta unchanged expand edited restore", {
    "en": "Compare: {deck} v{a} ↔ v{b}|+{n} / −{n} cards|{k} cards unchanged|▾ Details|Edited by {who} {ago}|Restore v{a}",
    "fr": "Comparer : {deck} v{a} ↔ v{b}|+{n} / −{n} cartes|{k} cartes inchangées|▾ Détails|Modifié par {who} {ago}|Restaurer la v{a}",
    "it": "Confronta: {deck} v{a} ↔ v{b}|+{n} / −{n} carte|{k} carte invariate|▾ Dettagli|Modificato da {who} {ago}|Ripristina v{a}",
    "ru": "Сравнение: {deck} v{a} ↔ v{b}|+{n} / −{n} карт|Без изменений: {k}|▾ Подробнее|Изменил {who} {ago}|Восстановить v{a}",
})

BOT_CHAT = {"en": "anyone around for a 4-player pod tonight?", "de": "hat heute Abend jemand Lust auf eine Commander-Runde?",
            "es": "¿alguien para una partida de Commander esta noche?", "ru": "кто сегодня вечером на коммандер?",
            "pl": "ktoś chętny na commandera dziś wieczorem?"}
EVENT_NAV = {"en": "Events|Standings", "de": "Turniere|Tabelle", "it": "Tornei|Classifica", "es": "Torneos|Clasificación"}


# --- the generator -------------------------------------------------------------------------------------

class Fresh32Generator(SitePartGenerator):
    """The generator of the fresh-32 part: its own layouts only, each a page of a deck-building or play
    tool about one card (a card with several faces half of the time), saved or copied."""
    PART = "fresh32"
    PREFIX = "a"
    SINGLE_SHARE = SINGLE_SHARE
    HEADING = "h3"
    CARD_TEXT_KIT = None

    # ---- dates ----
    def _moment(self, card: CardData, lo: dt.date, hi: dt.date) -> dt.datetime:
        """A moment on a day from ``lo`` to ``hi`` that is none of the card's ruling days."""
        d = self._between(card, lo, hi)
        return dt.datetime(d.year, d.month, d.day, self.rng.randint(0, 23), self.rng.randint(0, 59))

    def _recent(self, card: CardData, days: int = 120) -> dt.date:
        """A day within ``days`` before the page was saved, after the card's last ruling (none of its days)."""
        last = max(d for d, _ in card.rulings)
        lo = max(last + dt.timedelta(days=1), self._now.date() - dt.timedelta(days=days))
        return self._between(card, lo, self._now.date() - dt.timedelta(days=1))

    # ---- pages ----
    def _assemble(self, page: Page, lang: str, title: str, parts: list, *, body_cls: str | None = None) -> None:
        """The page saved (one HTML document) or copied (its text, as Select all / Copy gives it)."""
        body = E("body", *[x for x in parts if x is not None], cls=body_cls or self.rng.choice(["app", "theme-dark", "theme-light", "tool"]))
        if self.html:
            page.content = page_html(title, body, {"zhs": "zh-Hans", "zht": "zh-Hant"}.get(lang, lang))
        else:
            page.content = to_text(body)

    # ---- furniture ----
    def consent(self, page: Page, lang: str, p: float = 1.0) -> N | None:
        """The consent wall in the tool's language (with chance ``p``): title, text, buttons."""
        if self.rng.random() >= p:
            return None
        C = CONSENT[lang]
        self._cs(page, C["title"], C["text"], C["accept"], C["reject"], C["manage"])
        self._kit(page, "consent")
        return E("div", E("p", E("strong", C["title"])), E("p", C["text"]),
                 E("div", E("button", C["accept"], type="button"), " ", E("button", C["reject"], type="button"), " ",
                   E("a", C["manage"], href="#"), cls="cmp-actions"), cls="cmp-wall", role="dialog")

    def badges(self, page: Page, lang: str) -> N:
        """The app stores' badges (their words in the language)."""
        U = UI[lang]
        self._cs(page, U["appstore"], U["gplay"])
        self._kit(page, "appbadges")
        return E("div", E("a", E("img", src="/badges/app-store.svg", alt=U["appstore"]), E("span", U["appstore"], cls="sr-only"), href="#"),
                 " ", E("a", E("img", src="/badges/google-play.png", alt=U["gplay"]), E("span", U["gplay"], cls="sr-only"), href="#"),
                 cls="store-badges")

    def appbar(self, page: Page, lang: str, site: str, items: list[str], *, search: bool = True) -> N:
        """The tool's bar: its name, its sections, the search field, the account link."""
        U = UI[lang]
        self._cs(page, site, *items, U["login"])
        nav = E("nav", *[E("a", x, href="#") for x in items], cls="tabs")
        for k in range(len(items) - 1, 0, -1):
            nav.kids.insert(k, " ")
        bits = [E("div", E("a", site, href="/"), cls="brand"), nav]
        if search:
            bits.append(E("form", E("input", type="search", placeholder=U["search"]), E("button", "🔍", type="submit"), role="search"))
        bits.append(E("div", E("a", U["login"], href="/login"), cls="account"))
        self._kit(page, "nav")
        return E("header", *bits, cls="appbar")

    def footer(self, page: Page, lang: str, site: str, *, badges: bool = False) -> N:
        """The footer: legal links, © the year and the tool, the app badges now and then."""
        r, U = self.rng, UI[lang]
        links = [U["privacy"], U["terms"], U["help"]][: r.randint(2, 3)]
        line = f"© {self._now.year} {site}" if r.random() < 0.6 else f"© {self._now.year - r.randint(2, 8)}–{self._now.year} {site}"
        self._cs(page, *links, line)
        self._kit(page, "footer")
        return E("footer", self.badges(page, lang) if badges else None, E("ul", *[E("li", E("a", x, href="#")) for x in links], cls="legal"),
                 E("p", line), cls="site-footer")

    def share(self, page: Page, lang: str, url: str) -> N:
        """The share row: "Share", "Copy link" and the link."""
        U = UI[lang]
        self._cs(page, U["share"], U["copy_link"], url)
        self._kit(page, "share")
        return E("div", E("button", U["share"], type="button"), " ", E("button", U["copy_link"], type="button"), " ",
                 E("code", url), cls="share-row")

    # ---- the card's parts ----
    def face_button(self, page: Page, card: CardData, lang: str) -> N | None:
        """The face control a tool gives this kind of card (none for a single-faced one)."""
        U = UI[lang]
        key = {"transform": "turn", "modal_dfc": "turn", "flip": "flip", "split": "rotate", "aftermath": "rotate", "adventure": "adventure"}
        if not card.faces or card.layout not in key:
            return None
        icon = {"turn": "⟳ ", "flip": "⤾ ", "rotate": "↷ ", "adventure": "📖 "}[key[card.layout]]
        self._c(page, icon + U[key[card.layout]])
        self._kit(page, "faces")
        return E("button", icon + U[key[card.layout]], type="button", cls="face-btn")

    def printed_section(self, page: Page, card: CardData, lang: str, label: str, p: float) -> N | None:
        """With chance ``p`` (and a printing in ``lang``), a section under ``label`` showing the printed
        front face (a single-faced card's printed card) or the whole printed card, recorded."""
        if lang == "en" or self.rng.random() >= p:
            return None
        whole = self._whole_tr(page, card, lang, 1.0) if card.faces and self._whole_next() else None
        if whole:
            body = [E("h4", whole["name"]), *[E("p", x) for x in whole["text"].split("\n") if x.strip()]]
        else:
            tr = self._face_tr(page, card, lang, 0, 1.0)
            if not tr:
                return None
            body = [self.printed_face(tr, lang, heading="h4")]
        self._c(page, label)
        return E("section", E("h3", label), *body, cls="printed", lang=lang)

    def _money(self, lang: str, lo: int = 0, hi: int = 30) -> str:
        """An amount as the language writes it (a decimal point or comma)."""
        a, b = self.rng.randint(lo, hi), self.rng.randint(0, 99)
        return f"{a}.{b:02d}" if lang in ("en", "ja", "ko", "zhs", "zht") else f"{a},{b:02d}"

    @staticmethod
    def _big(n: int, lang: str) -> str:
        """A count with the language's thousands separator."""
        s = f"{n:,}"
        if lang in ("de", "es", "pt", "it", "nl"):
            return s.replace(",", ".")
        if lang in ("fr", "ru", "pl"):
            return s.replace(",", "\u202f" if lang == "fr" else "\u00a0")
        return s

    def _en_name(self, card: CardData) -> str:
        """The card's English name as a deck list writes it: the whole name, or the front face's."""
        return card.faces[0]["name"] if card.faces and self.rng.random() < 0.5 else card.name

    def _listing(self, page: Page, others: list[CardData], *, qty: bool = True, join: str | None = None) -> list[str]:
        """Other cards as list lines ("2 NAME"), recorded as chrome."""
        lines = [f"{self.rng.randint(1, 4)} {self._oname(o, join)}" if qty else self._oname(o, join) for o in others]
        self._cs(page, *lines)
        return lines

    # ---- layouts ----
    def layout_deckbuilder_drawer_stats(self, page, card):
        """A deck builder's deck page with the card drawer open (English, German, Spanish, Portuguese): the deck,
        its author, "Edited 3 hours ago" and its creation date, the stats (count, average mana value, the curve
        as text bars, the colours), buttons, the list by type, and the drawer (name, text, tabs, prices,
        "Rulings (N)" as "DATE — text" or the date over the text)."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "es", "pt"])
        W, U = DRAWER_W[lang], UI[lang]
        site = r.choice(["Deckforge", "Brewdeck", "Archivault"])
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.45)
        deck, who = r.choice(DECK_NAMES), r.choice(HANDLES)
        edited = fill(W["edited"], ago=self._ago(page, when - dt.timedelta(minutes=r.randint(3, 4000)), lang))
        created = fill(W["created"], d=self._stamp(page, self._recent(card, 500), self._of(lang, "num", "long", "abbr")))
        stats = [fill(W["cards"], n=100), fill(W["avg"], v=self._money(lang, 2, 4))]
        curve = [f"{k}{'+' if k == 6 else ''} {'█' * n} {n}" for k, n in enumerate(r.randint(1, 14) for _ in range(7))]
        colors = " · ".join(f"{c} {r.randint(0, 40)}%" for c in "WUBRG")
        buttons = [W["playtest"], W["export"], fill(W["like"], n=r.randint(0, 300)), fill(W["comments"], n=r.randint(0, 40))]
        self._cs(page, deck, fill(W["by"], who=who), edited, created, *stats, W["curve"], *curve, W["colors"], colors, *buttons)
        for k in ("deck", "stats", "buttons"):
            self._kit(page, k)
        others = self._others(card, 9)
        groups = E("div", cls="decklist")
        for g, (key, chunk) in enumerate(zip(("creatures", "spells", "other"), (others[:3], others[3:6], others[6:]))):
            lines = self._listing(page, chunk)
            if g == 0:
                lines.insert(r.randint(0, len(lines)), f"1 {self._en_name(card)}")
            head = self._c(page, fill(W[key], n=len(lines)))
            groups.add(E("h3", head), E("ul", *[E("li", x) for x in lines]))
        lands = self._c(page, fill(W["lands"], n=r.randint(33, 38)))
        tabs = [W["details"], W["prices"], W["tab_rulings"]]
        price = fill(W["price"], a=self._money("en", 0, 20), b=self._money(lang, 0, 20), c=self._money("en", 0, 3))
        self._cs(page, *tabs, price)
        self._kit(page, "prices")
        head = self._c(page, fill(U["rulings_n"], n=len(card.rulings)))
        rul = self.rulings(page, card, lang, "a deck builder's card drawer", ["num", "long", "abbr"], ["dash", "over"])
        drawer = E("aside", E("h2", name), self.face_button(page, card, lang),
                   *self.card_text(page, card, lang, 0.85 if page.title_lang != "en" else 0.0, heading="h4"),
                   E("div", *[E("a", t, href="#", cls="tab") for t in tabs], cls="tabs"), E("p", price), E("h3", head), rul, cls="drawer")
        main = E("main", E("h1", deck), E("p", fill(W["by"], who=who), " · ", edited, " · ", created),
                 E("div", *[E("span", b, cls="btn") for b in buttons], cls="actions"),
                 E("section", *[E("p", s) for s in stats], E("h3", W["curve"]), *[E("div", c) for c in curve],
                   E("p", W["colors"], ": ", colors), cls="stats"), groups, E("p", lands), drawer)
        parts = [self.appbar(page, lang, site, [U["decks"], U["cards"], U["collection"]]), main, self.footer(page, lang, site)]
        self._assemble(page, lang, f"{deck} — {site}", parts)

    def layout_collection_owned_copies(self, page, card):
        """A collection manager's card detail (English, German, French, Italian): owned, for trade and wished
        counts, a table of the copies (set, number, condition, language, foil, added on, place), the value,
        buttons, the printed card now and then, the rulings (a table or "DATE: text")."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "it"])
        W, U = COLL_W[lang], UI[lang]
        site = r.choice(["Binderly", "Shoebox", "CollectR"])
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.5)
        n = r.randint(1, 4)
        counts = [fill(W["owned"], n=n), fill(W["trade"], n=r.randint(0, n)), fill(W["wish"], n=r.randint(0, 2))]
        head = [W["set"], W["num"], W["cond"], W["language"], W["foil"], W["added"], W["binder"]]
        self._cs(page, *counts, W["copies"], *head, W["add"], W["move"], W["edit"])
        form = self._of(lang, "num", "abbr")
        body = E("tbody")
        for _ in range(n):
            cells = [r.choice(["NM", "LP", "EX", "MP"]), LANG_LABELS[r.choice([lang, "en", "ja"])], r.choice([W["yes"], W["no"]]),
                     self._stamp(page, self._recent(card, 900), form), fill(r.choice(BINDERS), n=r.randint(1, 40))]
            self._cs(page, *cells)
            body.add(E("tr", E("td", card.set_code), E("td", card.number), *[E("td", c) for c in cells]))
        value = self._c(page, fill(W["value"], v=self._money(lang, 1, 900)))
        for k in ("stats", "buttons", "prices"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a collection manager's card detail", ["num", "long", "abbr", "gb"], ["table", "colon"])
        main = E("main", E("h1", name), E("p", self.kind_label(page, card, lang)) if card.faces else None, self.face_button(page, card, lang),
                 E("p", " · ".join(counts)), *self.card_text(page, card, lang),
                 self.printed_section(page, card, lang, W["printed"], 0.6), E("h2", W["copies"]),
                 E("table", E("thead", E("tr", *[E("th", h) for h in head])), body, cls="copies"), E("p", value),
                 E("div", E("button", W["add"], type="button"), " ", E("button", W["move"], type="button"), " ",
                   E("button", W["edit"], type="button"), cls="actions"), E("h2", self._c(page, U["rulings"])), rul)
        parts = [self.consent(page, lang, 0.5), self.appbar(page, lang, site, [U["collection"], U["decks"], U["prices"]]), main,
                 self.footer(page, lang, site, badges=r.random() < 0.5)]
        self._assemble(page, lang, f"{name} · {site}", parts)

    def layout_commander_recs_synergy(self, page, card):
        """A Commander recommendations page (English, Spanish, Portuguese, Japanese): "In N decks", the share,
        synergy and salt score, themes with counts, top commanders with their synergy, buy buttons with
        prices, the card's text, the rulings ("DATE — text" or "DATE: text")."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "es", "pt", "ja"])
        W, U = RECS_W[lang], UI[lang]
        site = r.choice(["CommanderRecs", "EDH Oracle", "Synergia"])
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.5)
        m = r.randint(300_000, 900_000)
        n = r.randint(200, m // 20)
        stats = [fill(W["in_decks"], n=self._big(n, lang)), fill(W["share"], p=max(1, round(100 * n / m)), m=self._big(m, lang)),
                 fill(W["synergy"], s=f"{r.choice(['+', '−'])}{r.randint(0, 40)}"), fill(W["salt"], x=self._money("en", 0, 2)),
                 fill(W["new_decks"], n=r.randint(3, 400))]
        themes = [f"{t} ({self._big(r.randint(50, 9000), lang)})" for t in r.sample(THEMES[lang].split("|"), 3)]
        tops = [f"{self._oname(o)} · +{r.randint(1, 30)}%" for o in self._others(card, 4)]
        yen = lang == "ja"
        buys = [fill(W["buy"], shop=s) + (f" ¥{r.randint(30, 3000):,}" if yen else f" ${self._money('en', 0, 25)}")
                for s in r.sample(SHOPS, 2)]
        self._cs(page, *stats, W["themes"], *themes, W["top"], *tops, *buys, W["card_of"], W["rulings"])
        for k in ("stats", "prices", "buttons"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a Commander recommendations page", ["abbr", "long", "iso", "num"], ["dash", "colon"])
        main = E("main", E("h1", name), E("div", *[E("p", s) for s in stats[:4]], cls="stats"),
                 E("div", *[E("a", b, href="#", cls="buy") for b in buys], cls="buy-row"), E("h2", W["card_of"]),
                 self.face_button(page, card, lang), *self.card_text(page, card, lang, 0.85 if page.title_lang != "en" else 0.0),
                 E("h2", W["themes"]), E("ul", *[E("li", t) for t in themes]), E("h2", W["top"]), E("ul", *[E("li", t) for t in tops]),
                 E("p", stats[4]), E("h2", W["rulings"]), rul)
        parts = [self.consent(page, lang, 0.6), self.appbar(page, lang, site, [U["cards"], U["decks"]]), main, self.footer(page, lang, site)]
        self._assemble(page, lang, f"{name} ({stats[0]}) | {site}", parts)

    def layout_cube_draft_pick_screen(self, page, card):
        """A cube draft simulator's pick screen (English, German, French, Korean): "Pack 2, Pick 5", the timer,
        the seat, the pack's other cards, the picks so far, the bots, the deck's counts, and the card zoomed
        (name, text, rulings with the date over or under the text)."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "ko"])
        W, U = DRAFT_W[lang], UI[lang]
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.5 if lang == "ko" else 0.35)
        p, k = r.randint(1, 3), r.randint(1, 10)
        pack = self._others(card, 14 - k)
        picks = self._others(card, min(6, (p - 1) * 15 + k - 1))
        head = [fill(W["pick"], p=p, k=k), fill(W["timer"], s=r.randint(5, 75)), fill(W["seat"], n=r.randint(1, 8)),
                W["bots"], fill(W["cube"], cube=r.choice(CUBES))]
        picked = fill(W["picks"], n=(p - 1) * 15 + k - 1)
        deck = fill(W["deck"], a=r.randint(10, 23), b=r.randint(0, 17))
        self._cs(page, *head, picked, deck, W["pick_btn"], W["auto"], W["zoom"])
        names = [self._oname(o) for o in pack]
        self._cs(page, *names)
        tiles = [E("li", E("img", src=f"/c/{slug(x)}.jpg", alt=""), E("span", x)) for x in names]
        tiles.insert(r.randint(0, len(tiles)), E("li", E("img", src="/c/hover.jpg", alt=""), E("span", self._en_name(card)), cls="hover"))
        plines = self._listing(page, picks, qty=False)
        for x in ("stats", "buttons", "deck"):
            self._kit(page, x)
        rul = self.rulings(page, card, lang, "a draft simulator's zoomed card", ["long", "num", "abbr", "dot", "iso"], ["over", "under"])
        zoom = E("aside", E("h2", name), self.face_button(page, card, lang),
                 *self.card_text(page, card, lang, 0.85 if page.title_lang != "en" else 0.0),
                 E("h3", self._c(page, U["rulings"])), rul, cls="zoom")
        main = E("main", E("div", *[x for h in head for x in (E("span", h, cls="hud"), " · ")][:-1], cls="hud-row"), E("p", E("small", W["zoom"])),
                 E("ul", *tiles, cls="pack"), E("div", E("button", W["pick_btn"], type="button"), " ",
                 E("button", W["auto"], type="button"), cls="actions"), zoom,
                 E("section", E("h3", picked), E("ol", *[E("li", x) for x in plines]), E("p", deck), cls="picks"))
        self._kit(page, "nav")
        self._assemble(page, lang, f"{head[0]} · {head[4]}", [main], body_cls="draft")

    def layout_life_counter_card_lookup(self, page, card):
        """A life counter app's card lookup (English, Italian, Dutch, Polish): the players' life totals,
        commander damage, the turn and game clock, dice and coin, the looked-up card and its rulings
        ("DATE: text" or the date over the text); the saved landing page adds the app store badges."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "it", "nl", "pl"])
        W, U = LIFE_W[lang], UI[lang]
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.45)
        players = [f"{fill(W['player'], n=k + 1)} · {h} · {r.randint(0, 40)}" for k, h in enumerate(r.sample(HANDLES, 4))]
        cmd = [f"{fill(W['player'], n=a)} → {fill(W['player'], n=b)}: {r.randint(1, 20)}" for a, b in r.sample([(1, 2), (2, 3), (3, 4), (4, 1)], 2)]
        clock_s = f"{r.randint(0, 2):02d}:{r.randint(0, 59):02d}:{r.randint(0, 59):02d}"
        turn = fill(W["turn"], n=r.randint(3, 14), t=clock_s)
        self._cs(page, *players, W["cmd"], *cmd, turn, W["dice"], W["coin"], W["lookup"], W["reset"], W["history"])
        for k in ("stats", "buttons", "users"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a life counter's card lookup", ["num", "long", "iso", "year"], ["colon", "over"])
        screen = E("main", E("div", *[E("div", x, cls="player") for x in players], cls="board"),
                   E("section", E("h3", W["cmd"]), *[E("p", x) for x in cmd]), E("p", turn),
                   E("div", E("button", W["dice"], type="button"), " ", E("button", W["coin"], type="button"), " ",
                     E("button", W["reset"], type="button"), " ", E("button", W["history"], type="button"), cls="tools"),
                   E("section", E("h2", W["lookup"]), E("h3", name), self.face_button(page, card, lang), *self.card_text(page, card, lang),
                     E("h4", self._c(page, U["rulings"])), rul, cls="lookup"))
        parts = [screen]
        if self.html:
            self._c(page, W["get"])
            parts = [E("header", E("p", E("b", "LifeTap")), E("p", W["get"]), self.badges(page, lang), cls="landing"), screen]
            self._c(page, "LifeTap")
        self._assemble(page, lang, f"LifeTap — {W['lookup']}", parts, body_cls="app")

    def layout_bot_embed_rulings_reply(self, page, card):
        """A chat server's channel with a card bot's embed, copied (English, German, Spanish, Russian, Polish):
        an older message with its date and time, the question "[[NAME]]", the bot's reply ("BOT", "Today at
        14:03") with the embed (name, type line, text, "📜 Rulings" as "• DATE — text" lines, a relative date
        beside each now and then), its footer, the reactions, the thanks, who is typing."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "es", "ru", "pl"])
        W = BOT_W[lang]
        name = self._title(page, card, "en", r.choice(["whole", "front"]))
        server = r.choice(SERVERS)
        asker, other = r.sample(HANDLES, 2)
        t_bot = when - dt.timedelta(minutes=r.randint(1, 50))
        t_ask = t_bot - dt.timedelta(minutes=r.randint(0, 1))
        older = self._moment(card, when.date() - dt.timedelta(days=30), when.date() - dt.timedelta(days=2))
        old = f"{self._stamp(page, older.date(), self._of(lang, 'pad', 'num'))} {clock(older, lang)}"
        today = lambda t: fill(W["today"], t=clock(t, lang))  # noqa: E731
        chat = BOT_CHAT[lang]
        reacts = f"👍 {r.randint(1, 9)}  ✅ {r.randint(1, 4)}"
        footer = fill(W["footer"], t=clock(t_bot, lang))
        typing = fill(W["typing"], who=other)
        self._cs(page, server, W["channel"], other, asker, old, chat, today(t_ask), "CardBot", W["bot"], today(t_bot), W["rulings"],
                 footer, reacts, fill(W["reply"], who="CardBot"), W["thanks"], today(when), typing)
        for k in ("users", "share"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a chat bot's embed", ["iso", "pad", "num", "long", "abbr"], ["bullet", "dash"], rel=0.4)
        faces = self.faces_of(card)
        text = [self.face_block(f, heading="h4", name=bool(card.faces)) for f in faces]

        def msg(who, stamp, *body, bot=False):
            tag = [" ", E("span", W["bot"], cls="tag"), " "] if bot else [" — "]
            meta = E("div", E("b", who), *tag, E("time", stamp))
            return E("div", meta, *body, cls="message")
        embed = E("div", E("h3", E("a", name, href=f"https://scryfall.com/search?q={slug(name)}")), *text, E("p", E("b", W["rulings"])), rul,
                  E("p", E("small", footer)), cls="embed")
        log = E("main", E("h1", W["channel"]), msg(other, old, E("p", chat)),
                msg(asker, today(t_ask), E("p", f"{W['ask']} [[{name}]]?")),
                msg("CardBot", today(t_bot), embed, E("p", reacts, cls="reactions"), bot=True),
                msg(asker, today(when), E("p", E("small", fill(W["reply"], who="CardBot"))), E("p", W["thanks"])),
                E("p", E("small", typing)), cls="channel")
        self._kit(page, "nav")
        self._assemble(page, lang, f"{W['channel']} | {server} - Discord", [E("nav", E("p", server), cls="guild"), log])

    def layout_judge_app_quick_view(self, page, card):
        """A judge app's quick card view (English, French, Japanese, Simplified and Traditional Chinese): the
        Cards | CR | MTR | IPG tabs, the offline data's date, the card (printed name and text now and then,
        the Oracle), "Quick rulings" (a table or the date over the text), bookmark, recent cards."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "fr", "ja", "zhs", "zht"])
        W, U = JUDGE_W[lang], UI[lang]
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.7)
        tabs = [W["cards"], W["cr"], W["mtr"], W["ipg"]]
        offline = fill(W["offline"], d=self._stamp(page, self._recent(card, 60), self._of(lang, "iso", "num", "dash", "long")))
        recent = self._listing(page, self._others(card, 3), qty=False)
        self._cs(page, *tabs, offline, W["bookmark"], W["oracle"], W["quick"], W["disclaimer"], W["recent"])
        for k in ("nav", "buttons"):
            self._kit(page, k)
        printed = self.printed_section(page, card, lang, fill(W["printed"], l=LANG_NAME.get(lang, lang)), 0.9 if page.title_lang != "en" else 0.5)
        rul = self.rulings(page, card, lang, "a judge app's quick rulings", ["iso", "abbr", "num", "long", "dash"], ["table", "over"])
        faces = self.faces_of(card)
        main = E("main", E("nav", *[E("a", t, href="#", cls="tab") for t in tabs], cls="tabbar"), E("p", E("small", offline)),
                 E("h1", name), E("p", E("button", W["bookmark"], type="button"), " ", self.face_button(page, card, lang)),
                 E("p", self.kind_label(page, card, lang)) if card.faces else None, printed,
                 E("section", E("h2", W["oracle"]), *[self.face_block(f, heading="h3", name=bool(card.faces)) for f in faces]),
                 E("h2", W["quick"]), rul, E("section", E("h3", W["recent"]), E("ul", *[E("li", x) for x in recent])),
                 E("footer", E("p", E("small", W["disclaimer"]))))
        self._assemble(page, lang, f"{name} — JudgeKit", [main], body_cls="app")

    def layout_decklist_check_tournament(self, page, card):
        """A tournament platform's deck check (English, German, Italian, Spanish): the event, round and table,
        the player, "Deck check ✓", the registered list (main deck and sideboard), the flagged card's panel
        with the judge's note and the card's rulings ("DATE: text" or "DATE — text"), the stamps."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "it", "es"])
        W, U = CHECK_W[lang], UI[lang]
        name = self._title(page, card, "en", r.choice(["whole", "front"]))
        event = r.choice(EVENTS)
        who, judge = r.sample(HANDLES, 2)
        t = r.randint(1, 64)
        sub = when - dt.timedelta(hours=r.randint(2, 30), minutes=r.randint(0, 59))
        form = self._of(lang, "num", "pad", "abbr")
        heads = [fill(W["round"], r=r.randint(1, 6), t=t), fill(W["player"], who=who), W["check"],
                 fill(W["submitted"], d=self._stamp(page, sub.date(), form), h=clock(sub, lang)),
                 fill(W["checked"], who2=judge, h=clock(when, lang)), W["ok"], W["flag"], W["note"]]
        main_others, side = self._others(card, 10), self._others(card, 4)
        mlines, slines = self._listing(page, main_others), self._listing(page, side)
        mlines.insert(r.randint(0, len(mlines)), f"{r.randint(1, 4)} {self._en_name(card)}")
        mh, sh = fill(W["main"], n=60), fill(W["side"], m=15)
        self._cs(page, event, *heads, mh, sh)
        for k in ("deck", "users"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a deck check's flagged card", ["num", "long", "iso", "abbr"], ["colon", "dash"], subset=r.random() < 0.3)
        panel = E("aside", E("p", W["flag"]), E("h3", name), *self.card_text(page, card, lang), E("h4", W["note"]), rul, cls="flagged")
        main = E("main", E("h1", event), E("p", heads[0]), E("p", heads[1]), E("p", E("b", W["check"]), " · ", W["ok"]),
                 E("p", E("small", heads[3])), E("p", E("small", heads[4])), E("h2", mh), E("ul", *[E("li", x) for x in mlines]),
                 E("h2", sh), E("ul", *[E("li", x) for x in slines]), panel)
        parts = [self.appbar(page, lang, "Pairings Hub", [U["decks"], *EVENT_NAV[lang].split("|")], search=False), main, self.footer(page, lang, "Pairings Hub")]
        self._assemble(page, lang, f"{event} — {heads[0]}", parts)

    def layout_price_alert_watchlist_card(self, page, card):
        """A price tracker's card page (English, German, French, Dutch, Japanese): the market price and its
        change, the chart's labels (months, the axis, the ranges), "On N watchlists", the alert form, the
        Prices | Printings | Rulings tabs, the rulings (a table or the date over the text), app badges."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "nl", "ja"])
        W, U = PRICE_W[lang], UI[lang]
        site = r.choice(["PriceCharts MTG", "Watchtower", "Mana Index"])
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.5)
        yen = lang == "ja"
        cents = sorted(r.randint(20, 4000) for _ in range(3))
        money = lambda c: f"{c * 10:,}" if yen else f"{c // 100}{'.' if lang == 'en' else ','}{c % 100:02d}"  # noqa: E731
        market = fill(W["market"], p=money(cents[1]))
        change = fill(W["change"], c=f"{r.choice(['+', '−'])}{r.randint(0, 30)}{'.' if lang in ('en', 'ja') else ','}{r.randint(0, 9)}%")
        months = [(when.month - k - 1) % 12 + 1 for k in range(5, -1, -1)]
        axis_m = " · ".join(f"{m}月" if yen else SITE_MON.get(lang, SITE_MON["en"])[m - 1] for m in months)
        top = r.choice([4, 8, 20, 40, 60]) * (100 if yen else 1)
        axis_y = " · ".join(("¥" if yen else "$" if lang == "en" else "€ " if lang == "nl" else "") + f"{top * k // 4:,}" + (" €" if lang in ("de", "fr") else "")
                            for k in range(5))
        ranges = [W[k] for k in ("r7", "r30", "r90", "r1y", "rall")]
        lohi = [fill(W["low"], a=money(cents[0])), fill(W["high"], b=money(cents[2]))]
        upd = fill(W["updated"], ago=self._ago(page, when - dt.timedelta(minutes=r.randint(2, 600)), lang))
        watch = fill(W["watch"], n=self._big(r.randint(3, 9000), lang))
        tabs = [W["prices"], W["printings"], U["rulings"]]
        self._cs(page, market, change, W["chart"], axis_m, axis_y, *ranges, *lohi, upd, watch, W["alert"], W["alert_btn"], *tabs)
        for k in ("prices", "stats", "buttons"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a price tracker's rulings tab", ["num", "long", "abbr", "iso"], ["table", "over"])
        chart = E("figure", E("canvas", width="640", height="240"), E("figcaption", W["chart"]), E("p", axis_y, cls="y-axis"),
                  E("p", axis_m, cls="x-axis"), E("p", *[E("button", x, type="button") for x in ranges], cls="ranges"))
        main = E("main", E("h1", name), self.face_button(page, card, lang), E("p", E("b", market), " ", change), E("p", " · ".join(lohi)),
                 E("p", E("small", upd)), chart, E("p", watch), E("form", E("label", W["alert"]), E("input", type="number"),
                 E("button", W["alert_btn"], type="button")), E("div", *[E("a", t, href="#", cls="tab") for t in tabs], cls="tabs"),
                 E("section", *self.card_text(page, card, lang, 0.85 if page.title_lang != "en" else 0.0), rul, id="rulings"))
        parts = [self.consent(page, lang, 0.5), self.appbar(page, lang, site, [U["cards"], U["prices"], U["collection"]]), main,
                 self.footer(page, lang, site, badges=True)]
        self._assemble(page, lang, f"{name} price — {site}", parts)

    def layout_proxy_sheet_bleed_untitled(self, page, card):
        """(Names no card.) A proxy and playtest printer's preview (English, German, French, Japanese): paper,
        bleed, cut lines, "Page 1 of 2", the nine slots (other cards by name, the selected one a custom image
        upload), "Rulings reference" (the date over the text or "DATE — text"), the print button. The user
        names the card with --card."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "ja"])
        W = PROXY_W[lang]
        sel = r.randint(1, 9)
        others = self._others(card, 8)
        settings = [W["preview"], fill(W["paper"], paper=r.choice(["A4", "Letter", "A3"])), fill(W["bleed"], b=r.choice([0, 1, 2, 3])),
                    W["cut"], fill(W["page"], n=r.randint(1, 6)), W["fit"], W["skip"]]
        slots = []
        for k in range(1, 10):
            label = f"{fill(W['slot'], k=k)} · {W['custom'] if k == sel else self._oname(others.pop())}"
            slots.append(E("li", E("img", src=f"/proxy/{k}.png", alt=""), E("span", label), cls="selected" if k == sel else None))
            self._c(page, label)
        chosen = fill(W["selected"], k=sel)
        self._cs(page, *settings, chosen, W["ref"], W["print"])
        for k in ("buttons", "deck"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a proxy printer's rulings reference (naming no card)", ["iso", "num", "gb", "long"], ["over", "dash"])
        main = E("main", E("h1", settings[0]), E("div", *[E("p", s) for s in settings[1:]], cls="print-settings"),
                 E("ol", *slots, cls="sheet"), E("p", E("b", chosen)), E("section", E("h2", W["ref"]), rul, cls="reference"),
                 E("button", W["print"], type="button"))
        self._card_arg(page, card)
        self._assemble(page, lang, f"{settings[0]} — ProxyPress", [main], body_cls="print-preview")

    def layout_client_card_detail_export(self, page, card):
        """A game client's card detail (English, German, French, Spanish, Italian, Portuguese, Japanese, Korean)
        titled in the client's language (the printed name and text) or English: owned copies, the wildcard to
        craft it, styles, Craft / Add to deck, the export text ("N NAME (SET) NUM"), the rulings in the client's
        date format (over the text or "DATE: text")."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "it", "pt", "ja", "ko"])
        W = CLIENT_W[lang]
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.7)
        rar = RARITY_W[lang].split()[r.randrange(4)]
        owned, craft, styles = fill(W["owned"], n=r.randint(0, 4)), fill(W["craft"], rar=rar), fill(W["styles"], n=r.randint(1, 4))
        exp_name = card.faces[0]["name"] if card.faces and card.layout not in ("split", "aftermath") else card.name
        others = self._others(card, 4)
        export = [f"{r.randint(1, 4)} {o.faces[0]['name'] if o.faces and o.layout not in ('split', 'aftermath') else o.name} ({o.set_code}) {o.number}"
                  for o in others]
        self._cs(page, owned, craft, styles, W["craft_btn"], W["add"], W["export"], W["copied"], W["collection"], W["details"],
                 W["rulings"], *export, "Deck")
        for k in ("buttons", "deck", "stats"):
            self._kit(page, k)
        ex = E("div", E("p", "Deck"), *[E("p", x) for x in export[:2]], E("p", f"{r.randint(1, 4)} {exp_name} ({card.set_code}) {card.number}"),
               *[E("p", x) for x in export[2:]], cls="export")
        rul = self.rulings(page, card, lang, "a game client's card details", ["num", "long", "abbr", "dot"], ["over", "colon"])
        main = E("main", E("p", W["collection"], " › ", W["details"], cls="crumbs"), E("h1", name), self.face_button(page, card, lang),
                 *self.card_text(page, card, lang, 1.0 if page.title_lang != "en" else 0.0), E("p", owned, " · ", craft, " · ", styles),
                 E("div", E("button", W["craft_btn"], type="button"), " ", E("button", W["add"], type="button"), " ",
                   E("button", W["export"], type="button"), cls="actions"), E("p", E("small", W["copied"])), ex, E("h2", W["rulings"]), rul)
        self._kit(page, "nav")
        self._assemble(page, lang, f"{name} — {W['details']}", [main], body_cls="client")

    def layout_spoiler_season_gallery_modal(self, page, card):
        """A spoiler season's gallery with one card's modal open (English, Portuguese, Russian, Simplified
        Chinese): the season, revealed counts, colour filters, "New today", tiles of other cards, and the modal
        (reprint badge, the name, printed now and then, its text, revealed by and on, "Release notes" with
        the rulings as "DATE — text" or the date over the text)."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "pt", "ru", "zhs"])
        W, U = SPOIL_W[lang], UI[lang]
        site = r.choice(["Spoilerboard", "RevealWatch", "Preview Vault"])
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.5)
        setname = r.choice(sorted(set(self.set_names.values()) - {card.set_name}) or ["Remastered"])
        b = r.randint(250, 300)
        head = [f"{W['season']}: {setname}", fill(W["revealed"], a=r.randint(20, b), b=b), W["colors"], W["multi"], W["artifact"],
                W["land"], fill(W["new"], n=r.randint(1, 20))]
        tiles = self._listing(page, self._others(card, 8), qty=False)
        by = fill(W["by"], who=r.choice(REVEALERS), d=self._stamp(page, self._recent(card, 45), self._of(lang, "long", "abbr", "num")))
        self._cs(page, *head, W["reprint"], by, W["notes"], W["official"], U["close"])
        for k in ("stats", "buttons"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a spoiler gallery's release notes", ["long", "abbr", "num", "bare", "dash"], ["dash", "over"])
        modal = E("dialog", E("button", U["close"], type="button"), E("p", E("span", W["reprint"], cls="badge"), " ", E("span", W["official"], cls="badge")),
                  E("h2", name), self.face_button(page, card, lang), *self.card_text(page, card, lang, 0.85 if page.title_lang != "en" else 0.0),
                  E("p", E("small", by)), E("h3", W["notes"]), rul, open=True, cls="card-modal")
        main = E("main", E("h1", head[0]), E("p", head[1]), E("p", " · ".join(head[2:6]), cls="filters"), E("p", head[6]),
                 E("ul", *[E("li", E("img", src=f"/s/{slug(x)}.webp", alt=""), E("span", x)) for x in tiles], cls="gallery"), modal)
        parts = [self.consent(page, lang, 0.5), self.appbar(page, lang, site, [U["cards"], head[0]]), main, self.footer(page, lang, site)]
        self._assemble(page, lang, f"{name} — {head[0]} | {site}", parts)

    def layout_extension_popup_rulings_untitled(self, page, card):
        """(Names no card.) A browser extension's popup with the pinned card (English, Spanish, German,
        Korean, Japanese): its name and version, the host page, the card only as an image, "Rulings (N)" (the
        date over the text or "DATE — text"), settings, "Unpin", the store's rating line. The user names the
        card with --card."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "es", "de", "ko", "ja"])
        W = EXT_W[lang]
        head = fill(W["name"], v=f"v{r.randint(2, 5)}.{r.randint(0, 12)}.{r.randint(0, 9)}")
        host = fill(W["on"], host=r.choice(HOSTS))
        rn = fill(W["rulings"], n=len(card.rulings))
        sets = [W["settings"], fill(W["hover"], ms=r.choice([150, 300, 500])), W["prices"]]
        self._cs(page, head, host, W["pinned"], rn, *sets, W["unpin"], W["rate"])
        for k in ("buttons", "share"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a browser extension's popup (naming no card)", ["iso", "num", "long", "dot", "abbr"], ["over", "dash"])
        pop = E("main", E("header", E("p", E("b", head)), E("p", E("small", host))), E("p", W["pinned"], " ", E("button", W["unpin"], type="button")),
                E("img", src="blob:chrome-extension://pinned", alt=""), E("h2", rn), rul,
                E("details", E("summary", W["settings"]), E("p", sets[1]), E("p", sets[2]), open=True),
                E("p", E("small", W["rate"])), cls="popup")
        self._card_arg(page, card)
        self._assemble(page, lang, head, [pop], body_cls="popup")

    def layout_vod_show_notes_card_segment(self, page, card):
        """A video show's notes (English, German, French, Portuguese, Spanish): the episode, views and the
        publishing date, chapters with their timestamps (one on the card of the week), the sponsor, "Rulings we
        talked about" ("• DATE — text" or "DATE: text"), the card's text now and then, Patreon, social
        links, tags."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "pt", "es"])
        W = VOD_W[lang]
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.45)
        show = r.choice(SHOWS)
        ep = f"{show} — Ep. {r.randint(40, 400)}"
        views = fill(W["views"], n=self._big(r.randint(300, 90000), lang))
        pub = fill(W["published"], d=self._stamp(page, self._recent(card, 30), self._of(lang, "long", "abbr", "num")))
        m = r.randint(8, 40)
        chapters = [f"0:00 {W['intro']}", f"{m}:{r.randint(0, 59):02d} {fill(W['segment'], name=name)}",
                    f"{m + r.randint(10, 30)}:{r.randint(0, 59):02d} {W['outro']}"]
        sponsor = fill(W["sponsor"], sp=r.choice(SPONSORS))
        self._cs(page, ep, views, pub, W["chapters"], chapters[0], chapters[2], sponsor, W["talked"], W["patreon"], W["follow"], W["tags"])
        for k in ("users", "share"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a video show's notes", ["long", "abbr", "num"], ["bullet", "colon"])
        text = self.card_text(page, card, lang, 0.85 if page.title_lang != "en" else 0.0) if r.random() < 0.7 else []
        main = E("main", E("h1", ep), E("p", views, " · ", pub), E("p", sponsor), E("h2", W["chapters"]), *[E("div", c) for c in chapters],
                 E("h2", W["talked"]), rul, E("h3", name) if text else None, *text,
                 E("p", E("a", W["patreon"], href="https://patreon.com/")), E("p", W["follow"]), E("p", W["tags"]),
                 self.share(page, lang, f"https://youtu.be/{slug(show)[:6]}{r.randint(1000, 9999)}"))
        self._assemble(page, lang, f"{ep} - YouTube", [main], body_cls="watch")

    def layout_rules_kb_article_helpful(self, page, card):
        """A help centre's rules article (English, German, Italian, Dutch, Polish, Russian): the breadcrumbs,
        "How does NAME work?", "Updated 3 months ago", the author, the card's text (printed now and then),
        "Official rulings" with a relative date beside each absolute one most of the time, "Was this article
        helpful?", "N out of M found this helpful", related articles, "Submit a request"."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "it", "nl", "pl", "ru"])
        W, U = KB_W[lang], UI[lang]
        site = r.choice(["Playdesk Support", "Manabase Help", "Card Kingdom of Rules"])
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.45)
        title = fill(W["title"], name=name)
        crumbs = [W["center"], W["rules"], W["cards"]]
        upd = fill(W["updated"], ago=self._ago(page, dt.datetime.combine(self._recent(card, 400), dt.time(12)), lang))
        b = r.randint(5, 400)
        found = fill(W["found"], a=r.randint(0, b), b=b)
        related = [fill(W["title"], name=self._oname(o)) for o in self._others(card, 3)]
        self._cs(page, *crumbs, upd, W["written"], W["official"], W["helpful"], W["yes"], W["no"], found, W["related"], *related, W["request"])
        for k in ("nav", "buttons"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a help centre's article", ["long", "abbr", "num", "year", "bare"], ["over", "dash", "colon"], rel=0.75)
        art = E("article", E("nav", *[x for c in crumbs for x in (E("a", c, href="#"), " › ")][:-1], cls="crumbs"), E("h1", title),
                E("p", E("small", W["written"], " · ", upd)), *self.card_text(page, card, lang, 0.85 if page.title_lang != "en" else 0.0),
                E("h2", W["official"]), rul, E("div", E("p", W["helpful"]), E("button", W["yes"], type="button"), " ",
                  E("button", W["no"], type="button"), E("p", E("small", found)), cls="votes"),
                E("section", E("h3", W["related"]), E("ul", *[E("li", E("a", x, href="#")) for x in related])),
                E("p", E("a", W["request"], href="#")))
        parts = [self.consent(page, lang, 0.5), self.appbar(page, lang, site, [W["center"]]), art, self.footer(page, lang, site)]
        self._assemble(page, lang, f"{title} – {site}", parts)

    def layout_scan_batch_review_queue(self, page, card):
        """A card scanner's batch review (English, French, German, Italian, Japanese): the batch with its scans
        and those needing review, the queue's rows (other cards with their confidence), the selected scan (the
        name, printed when the scanned copy is, the confidence, the language detected, the set, other matches,
        the printed card now and then, the rulings: the date over the text or "DATE: text"), the buttons."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "fr", "de", "it", "ja"])
        W = SCAN_W[lang]
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.5)
        n = r.randint(8, 60)
        head = fill(W["batch"], b=r.randint(100, 9999), n=n, k=r.randint(1, 5))
        rows = [f"{r.choice([W['ok'], W['needs']])} · {r.randint(62, 99)}% · {self._oname(o)} ({o.set_code})" for o in self._others(card, 5)]
        alts = self._listing(page, self._others(card, 2), qty=False)
        det = fill(W["detected"], l=LANG_LABELS[page.title_lang or "en"])
        conf = fill(W["conf"], p=r.randint(70, 99))
        sset = fill(W["set"], s=card.set_name)
        self._cs(page, head, W["review"], *rows, conf, det, sset, W["alts"], W["confirm"], W["wrong"], W["export"])
        for k in ("stats", "buttons"):
            self._kit(page, k)
        printed = self.printed_section(page, card, page.title_lang or "en", UI[lang]["printed"], 0.9) if page.title_lang != "en" else None
        rul = self.rulings(page, card, lang, "a scanner's batch review", ["num", "long", "abbr", "iso"], ["over", "colon"])
        sel = E("section", E("h2", name), E("p", conf, " · ", det), E("p", sset), self.face_button(page, card, lang), printed,
                *self.card_text(page, card, lang), E("h3", self._c(page, UI[lang]["rulings"])), rul, E("h4", W["alts"]),
                E("ul", *[E("li", x) for x in alts]), E("div", E("button", W["confirm"], type="button"), " ",
                E("button", W["wrong"], type="button"), cls="actions"), cls="selected-scan")
        main = E("main", E("h1", head), E("h2", W["review"]), E("ol", *[E("li", x) for x in rows]), sel,
                 E("button", W["export"], type="button"))
        self._kit(page, "nav")
        self._assemble(page, lang, f"{head} — ScanDeck", [main], body_cls="app")

    def layout_trade_binder_haves_wants(self, page, card):
        """A trading app's binder (English, Portuguese, Spanish, Traditional Chinese): the trader and their
        rating, haves and wants, the card's entry (its name, printed now and then, condition, trade value,
        offers), its text, the rulings ("DATE: text" or "text (DATE)"), messages with their stamps."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "pt", "es", "zht"])
        W, U = TRADE_W[lang], UI[lang]
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.5)
        who = r.choice(HANDLES)
        head = [fill(W["binder"], who=who), fill(W["haves"], n=r.randint(20, 900)), fill(W["wants"], m=r.randint(1, 90)),
                fill(W["rep"], r=f"{r.randint(40, 50) / 10}", k=r.randint(3, 500))]
        money = str(r.randint(30, 900)) if lang == "zht" else self._money(lang, 0, 60)
        entry = [fill(W["cond"], c=r.choice(["NM", "LP", "MP"])), fill(W["value"], v=money), fill(W["offers"], n=r.randint(0, 5))]
        form = self._of(lang, "num", "dash", "abbr")
        msgs = []
        for text in r.sample(TRADE_MSGS[lang].split(";"), 2):
            t = self._moment(card, when.date() - dt.timedelta(days=6), when.date())
            meta = f"{r.choice(HANDLES)} · {self._stamp(page, t.date(), form)} {clock(t, lang)}"
            self._cs(page, meta, text)
            msgs.append(E("div", E("p", E("small", meta)), E("p", text), cls="msg"))
        self._cs(page, *head, *entry, W["msg"], W["send"])
        for k in ("users", "prices", "buttons"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a trade binder's card entry", ["num", "long", "abbr", "dash"], ["colon", "paren"])
        main = E("main", E("h1", head[0]), E("p", head[3]), E("p", head[1], " · ", head[2]),
                 E("article", E("h2", name), E("p", " · ".join(entry)), self.face_button(page, card, lang),
                   *self.card_text(page, card, lang, 0.85 if page.title_lang != "en" else 0.0), E("h3", self._c(page, U["rulings"])), rul,
                   E("button", W["send"], type="button"), cls="entry"), E("section", E("h3", W["msg"]), *msgs))
        parts = [self.appbar(page, lang, "Tradewind", [U["collection"], U["prices"]]), main, self.footer(page, lang, "Tradewind", badges=True)]
        self._assemble(page, lang, f"{name} · {head[0]}", parts)

    def layout_goldfish_sandbox_game_log(self, page, card):
        """A playtest sandbox (English, German, Japanese, Simplified Chinese): the turn and phase, the zones'
        counts, Draw / Mulligan / Untap all / Shuffle, life, the game log (other cards played and cast, and
        this one), the inspector with the card's text and rulings ("DATE — text" or "text (DATE)")."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "ja", "zhs"])
        W, L = GOLD_W[lang], GOLD_LOG[lang]
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.5)
        turn = r.randint(3, 9)
        zones = [fill(W[k], n=r.randint(0, 60 if k == "library" else 7)) for k in ("library", "hand", "grave", "exile")]
        buttons = [W["draw"], W["mull"], W["untap"], W["shuffle"]]
        log = []
        for k, o in enumerate(self._others(card, turn - 1)):
            log.append(fill(L[r.choice(["played", "cast"])], n=k + 1, x=self._oname(o)))
            if r.random() < 0.3:
                log.append(fill(L["drew"], n=k + 1))
        self._cs(page, fill(W["turn"], n=turn), *zones, *buttons, W["life"], W["log"], W["inspector"], *log)
        log.append(fill(L["cast"], n=turn, x=name))
        for k in ("stats", "buttons", "deck"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a playtest sandbox's inspector", ["iso", "num", "abbr", "long", "short", "dash"], ["dash", "paren"])
        insp = E("aside", E("h2", W["inspector"]), E("h3", name), E("p", self.kind_label(page, card, lang)) if card.faces else None,
                 self.face_button(page, card, lang), *self.card_text(page, card, lang, 0.85 if page.title_lang != "en" else 0.0), rul,
                 cls="inspector")
        main = E("main", E("p", E("b", fill(W["turn"], n=turn)), " · ", W["life"]), E("p", " · ".join(zones)),
                 E("div", *[x for b in buttons for x in (E("button", b, type="button"), " ")], cls="controls"), E("h2", W["log"]),
                 E("ol", *[E("li", x) for x in log], cls="log"), insp)
        self._kit(page, "nav")
        self._assemble(page, lang, f"Goldfish — {fill(W['turn'], n=turn)}", [main], body_cls="sandbox")

    def layout_limited_stats_card_drawer(self, page, card):
        """A limited statistics site's card drawer (English, Japanese, Korean, Simplified Chinese): the format,
        the date range, the colour pair filter, a table of other cards' win rates, the drawer (the name, printed
        now and then, GIH WR, OH WR, ALSA, ATA, IWD and the sample, the text, the rulings: a table or the date
        over the text)."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "ja", "ko", "zhs"])
        W, U = STATS_W[lang], UI[lang]
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.5)
        form = self._of(lang, "iso", "dash", "num", "dot")
        a = self._recent(card, 90)
        rng_s = fill(W["range"], a=self._stamp(page, a, form), b=self._stamp(page, self._between(card, a, when.date()), form))
        pct = lambda: f"{r.randint(45, 64)}.{r.randint(0, 9)}"  # noqa: E731
        stats = [fill(W["games"], n=self._big(r.randint(200, 40000), lang)), fill(W["gih"], p=pct()), fill(W["oh"], q=pct()),
                 fill(W["alsa"], x=f"{r.randint(1, 9)}.{r.randint(0, 99):02d}"), fill(W["ata"], y=f"{r.randint(1, 9)}.{r.randint(0, 99):02d}"),
                 fill(W["iwd"], z=f"{r.choice(['+', '−'])}{r.randint(0, 9)}.{r.randint(0, 9)}")]
        rows = [(self._oname(o), f"{pct()}%", f"{r.randint(1, 9)}.{r.randint(0, 99):02d}") for o in self._others(card, 5)]
        self._cs(page, W["format"], rng_s, W["all"], W["filter"], *stats, W["card"], U["rulings"], "GIH WR", "ALSA",
                 *[x for row in rows for x in row])
        self._kit(page, "stats")
        table = E("table", E("tr", E("th", W["card"]), E("th", "GIH WR"), E("th", "ALSA")), *[E("tr", *[E("td", x) for x in row]) for row in rows])
        rul = self.rulings(page, card, lang, "a limited statistics site's card drawer", ["iso", "abbr", "wd", "long", "num", "dot"], ["table", "over"])
        drawer = E("aside", E("h2", name), E("div", *[E("p", s) for s in stats], cls="stats"), self.face_button(page, card, lang),
                   *self.card_text(page, card, lang, 0.85 if page.title_lang != "en" else 0.0), E("h3", U["rulings"]), rul, cls="drawer")
        main = E("main", E("p", W["format"], " · ", rng_s), E("p", W["all"], " · ", W["filter"]), table, drawer)
        parts = [self.appbar(page, lang, "Limited Lens", [U["cards"], U["decks"], "Meta"], search=True), main, self.footer(page, lang, "Limited Lens")]
        self._assemble(page, lang, f"{name} — Limited Lens", parts)

    def layout_deck_compare_diff_view(self, page, card):
        """A deck builder's comparison of two versions of a deck (English, French, Italian, Russian): "Compare:
        DECK v3 ↔ v4", "+3 / −3 cards", the diff lines of other cards, the card's row expanded ("▾ Details")
        with its text and rulings ("DATE: text" or "text (DATE)"), who edited it when, "Restore v3"."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "fr", "it", "ru"])
        W, U = DIFF_W[lang], UI[lang]
        name = self._title(page, card, lang, r.choice(["whole", "front"]), 0.45)
        a = r.randint(1, 9)
        n = r.randint(2, 5)
        head = [fill(W["compare"], deck=r.choice(DECK_NAMES), a=a, b=a + 1), fill(W["delta"], n=n), fill(W["unchanged"], k=r.randint(40, 95)),
                fill(W["edited"], who=r.choice(HANDLES), ago=self._ago(page, when - dt.timedelta(hours=r.randint(1, 700)), lang)),
                fill(W["restore"], a=a)]
        others = self._others(card, 2 * n - 1)
        diff = [f"{'+' if k < n - 1 else '−'}1 {self._oname(o)}" for k, o in enumerate(others)]
        self._cs(page, *head, *diff, W["expand"])
        for k in ("deck", "buttons", "users"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a deck comparison's expanded row", ["num", "long", "abbr", "bare"], ["colon", "paren"])
        row = E("li", E("p", f"+1 {name}", " ", E("button", W["expand"], type="button")), self.face_button(page, card, lang),
                *self.card_text(page, card, lang, 0.85 if page.title_lang != "en" else 0.0), E("h4", self._c(page, U["rulings"])), rul, cls="open")
        main = E("main", E("h1", head[0]), E("p", head[1], " · ", head[2]), E("p", E("small", head[3])),
                 E("ul", row, *[E("li", x) for x in diff], cls="diff"), E("button", head[4], type="button"))
        parts = [self.appbar(page, lang, "Brewdeck", [U["decks"], U["cards"]]), main, self.footer(page, lang, "Brewdeck")]
        self._assemble(page, lang, f"{head[0]} — Brewdeck", parts)

    LAYOUTS32: dict[str, tuple[str, bool]] = {
        "deckbuilder-drawer-stats": ("layout_deckbuilder_drawer_stats", True),
        "collection-owned-copies": ("layout_collection_owned_copies", True),
        "commander-recs-synergy": ("layout_commander_recs_synergy", True),
        "cube-draft-pick-screen": ("layout_cube_draft_pick_screen", True),
        "life-counter-card-lookup": ("layout_life_counter_card_lookup", True),
        "bot-embed-rulings-reply": ("layout_bot_embed_rulings_reply", True),
        "judge-app-quick-view": ("layout_judge_app_quick_view", True),
        "decklist-check-tournament": ("layout_decklist_check_tournament", True),
        "price-alert-watchlist-card": ("layout_price_alert_watchlist_card", True),
        "proxy-sheet-bleed-untitled": ("layout_proxy_sheet_bleed_untitled", False),
        "client-card-detail-export": ("layout_client_card_detail_export", True),
        "spoiler-season-gallery-modal": ("layout_spoiler_season_gallery_modal", True),
        "extension-popup-rulings-untitled": ("layout_extension_popup_rulings_untitled", False),
        "vod-show-notes-card-segment": ("layout_vod_show_notes_card_segment", True),
        "rules-kb-article-helpful": ("layout_rules_kb_article_helpful", True),
        "scan-batch-review-queue": ("layout_scan_batch_review_queue", True),
        "trade-binder-haves-wants": ("layout_trade_binder_haves_wants", True),
        "goldfish-sandbox-game-log": ("layout_goldfish_sandbox_game_log", True),
        "limited-stats-card-drawer": ("layout_limited_stats_card_drawer", True),
        "deck-compare-diff-view": ("layout_deck_compare_diff_view", True),
    }
    LAYOUTS = LAYOUTS32

#: the layouts of the part, their names
LAYOUTS32 = tuple(Fresh32Generator.LAYOUTS32)


def fresh32_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-32 part's pages, drawn with their own generator (seed + 196613) from ``cards`` (single-faced
    ones and cards with faces alike)."""
    return Fresh32Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh32")

# --- the self-test ---------------------------------------------------------------------------------------

#: the kinds of furniture the part's pages carry (each page at least one; all of them in a full run)
KITS = {"consent", "nav", "footer", "appbadges", "deck", "prices", "stats", "buttons", "relative", "faces", "users", "share"}


def _part_problems(pages: list[Page], gen: Fresh32Generator) -> list[str]:
    """What the part as a whole lacks: its layouts (all its own, both formats each), date and title
    languages, cards with faces on about half of the pages and of every kind the cards have, single-faced
    ones on the rest, titles of each kind, each kind of ``--card``, translations (of a face, of a whole card
    with faces, of a single-faced card), furniture."""
    problems, full, layouts = part_basics(pages, LAYOUTS32, 10, 5)
    more, pages, multi, by_name = multi_share(pages, gen, full)
    if not full:
        return problems + more
    more += one_format_problems(pages, layouts)
    kits = {k for p in pages for k in p.__dict__.get("kits", [])}
    if kits != KITS:
        more.append(f"furniture missing: {sorted(KITS - kits)}, unlisted: {sorted(kits - KITS)}")
    return problems + more + variety_problems(pages, gen, multi, by_name, (0.05, 0.5, "some wanted, most without"))


def site_page_problems(p: Page, card: CardData, gen: Fresh32Generator) -> list[str]:
    """What is wrong with one page's answers (see ``self_test``; fresh-33's pages alike): its card, id and split, its
    rulings and their shown dates, its own dates (none a ruling's day), translations, chrome and furniture, title."""
    views = reading_views(p)
    seen = seen_in(views)
    problems = answer_problems(p, card, seen, gen.PREFIX, gen.PART) + own_date_problems(p, card, seen, at_least=0)
    problems += translation_problems(p, card, seen) + chrome_problems(p, seen, kits=True)
    return problems + title_problems(p, card, gen, views)


def self_test(pages: list[Page], gen: Fresh32Generator) -> list[str]:
    """What is wrong with the answers: every ruling text, translation, chrome line, shown date and page
    date is in the page as read (as written, and a saved page without its tags); the rulings are the card's
    own (all or some) with their real MTGJSON dates; the pages' own dates are none of the card's ruling
    days; translations are the card's printed whole card or one printed face (a single-faced card's printed
    card) in a stored language; the card is the database's English name ("A // B" for a card with faces);
    titled pages show their title (one of the card's names in the title's language), untitled ones name
    the card nowhere but inside a ruling and carry no translation; chrome on every page and inside no
    ruling or translation; and for the part: every layout in both formats, dates in 10 languages, titles
    in 5 besides English, cards with faces on about half of the pages and of every kind, every kind of
    title and of ``--card``, translations of faces, of whole cards and of single-faced cards on some pages,
    every kind of furniture."""
    return _part_problems(pages, gen) + problems_of_pages(pages, gen, site_page_problems)


def main() -> int:
    return part_main(Fresh32Generator, fresh32_corpus, self_test, SEED_OFFSET)


if __name__ == "__main__":
    raise SystemExit(main())
