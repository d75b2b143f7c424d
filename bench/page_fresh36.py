"""The fresh-36 part of the page corpus (held out until page-24, tuning now) (``bench/page_corpus.py``): card pages as they reach people
second-hand in 2026: archived, printed, machine-translated, syndicated and text-mode copies.

Written without reading the page parser (nor any code that reads pages, nor its tests), before any parser
run on it and without seeing which pages of any part fail. Only the corpus's interface was read
(``bench/page_corpus.py`` with its ``CardData``, ``Page``, ``fold``, ``load_cards``, ``multiface_cards`` and
``MULTIFACE_LAYOUTS``, ``bench/page_fresh35.py`` as the model and the source of the machinery copied here: dates
in many languages, the element tree with its HTML and copied-text writers, the card picker, the rulings' styles,
the self-test), ``bench/page_accuracy.py`` (the wiring, and what it compares), ``tests/test_page_fresh_corpus.py``,
``tests/conftest.py``), the other parts' layout names (to repeat none) and the MTGJSON sample data. Theme: a
card page as it reaches someone second-hand, each copy a look-alike of a real family with invented details,
each with its own frame (a toolbar, a header, a bar, a banner, a dump's conventions) and its own dates near
the rulings (captured, printed, cached, saved, sent, published, offer ends), never a ruling's day; below the
frame the original site's own chrome (header, breadcrumbs, legality grid, related cards, "Last updated DATE",
footer). Half of the pages are about a card with several faces (``multiface_cards``), half about a
single-faced card; many carry the card's printed name and text in another language (a translation). Each
layout comes saved as HTML and as text:

- wayback-calendar-strip-capture: a web archive's capture: the toolbar (address with the 14-digit timestamp,
  "N captures", first and latest capture dates, the calendar strip, "About this capture", Donate), the page;
- archive-fyi-snapshot-header: an archive.today-like snapshot: "Saved from URL", "DATE HH:MM:SS UTC", "All
  snapshots from host", Webpage / Screenshot, share, download .zip, the short link; the page below;
- print-view-running-header: a browser's print (ten locales): the header (date and time, title) and footer
  (address, "k/n") repeated at each page break, "Printed on DATE"; saved, the site's print-friendly page;
- savepdf-pdftotext-columns: "Save as PDF" then pdftotext -layout: running headers and footers, form feeds,
  fields and legalities side by side, rulings wrapped at spaces; saved, pdftohtml's positioned lines;
- browser-translated-notranslate-rulings: an English page machine-translated (eleven languages): the translate
  bar, the chrome translated (saved: <font> wrappers), the card text and rulings notranslate (dates English or
  in the reader's locale);
- textbrowser-dump-link-list: lynx -dump: "[12]Rulings" links, "   * " bullets, an ASCII legality table,
  "References" with the addresses; saved, the dump shown as a text file;
- aggregator-unread-item-pane: a feed reader's item pane: sidebar counts, feed name, "by AUTHOR · DATE",
  categories, the item's body with the rulings, "Read more on SITE", Mark as read;
- mailed-card-newsletter-footer: a store's newsletter as a mail client shows it: From / To / Date, "View in
  browser", the card of the week, its rulings, "You are receiving this because…", Unsubscribe, the address;
- amp-open-in-app-sticky-ad: an AMP page on a phone: "Open in app", Menu, "Advertisement" slots, "View full
  site", "Back to top";
- a11y-landmarks-readout: a screen reader's speech log (eight languages): landmarks, "link", "heading level 2",
  "list with 4 items", "bullet DATE — text", "out of list"; saved, the log as a list;
- search-cache-text-only-view: a search engine's cached copy: "as it appeared on DATE GMT", Full version /
  Text-only version / View source, the tip, the page's text;
- read-aloud-tts-transcript: a read-aloud player (voice, speed, "Powered by SpeechLayer") and the transcript,
  each ruling a segment under its timestamp;
- tg-web-channel-forward-post: a channel post on the messenger's web preview: subscribers, the day's divider
  (no year), "Forwarded from", the rulings one a line, hashtags, views, "edited", the time;
- chat-unfurl-og-description: a team chat's message with a link preview whose description holds the rulings:
  the day's divider, reactions, "N replies", "Last reply 2 hours ago";
- metered-paywall-overlay: a magazine's card spotlight: "You have 2 free articles left this month", "Subscribe
  for PRICE/month", "Offer ends DATE", "Published DATE", the rulings under the overlay;
- bot-check-interstitial-leftover: a bot check's text left at the top ("Checking your browser before
  accessing HOST", "Ray ID", "Performance & security by ShieldFlare") over the page (nine languages);
- app-offline-cached-copy-banner: a card app opened offline: "You're offline — showing a copy saved on DATE",
  Retry, the page, "Saved pages (N)", the tab bar, "A new version is available";
- syndicated-partner-reprint: an aggregator's republished article: "This article originally appeared on SOURCE
  on DATE. Republished with permission.", "Updated DATE", "More from SOURCE", "Sponsored content";
- wayback-rulings-fragment-untitled (names no card): a web archive's capture of a rulings tab's own address,
  the printing named by set and number only;
- print-selection-rulings-untitled (names no card): only the rulings tab printed: the browser's header (the
  tab's title by set and number) and footer; saved, the site's print view of the tab.

The untitled layouts' ``--card`` is, in turn, the whole English name, one face's English name (a
single-faced card's name) or a printed name in another language. Dates of rulings in English, German,
French, Spanish, Italian, Portuguese, Dutch, Polish, Russian, Japanese, Korean and Chinese (fresh-35's forms),
before or after the ruling's text, a publisher line now and then; titles in English and in printed names
(German, French, Italian, Spanish, Portuguese, Russian, Japanese, Korean, Chinese). Each page's generator is
seeded with the corpus seed + 232003 (``SEED_OFFSET``); ``bench/page_corpus.py`` hands this part the
single-faced cards and then ``multiface_cards``. Page ids are "h000"–"h199". The self-test (``python
bench/page_fresh36.py [SETS]``) passes at seeds 7 and 21 on the bundled sample. Held out: not run through the
parser when written. Its first run, on the parser of 8d3e5c6 (page-23; merged as e314871): 97.1% of rulings
with the right date at seed 7 (chrome 0, no page refused, three layouts under 99%) and 97.0% at seed 21
(chrome 15, 1 page refused, four layouts under 99%); looked at while tuning page-24 since (tuning now), so
bench/page_accuracy.py prints its failures like any tuning part's.

The scaffolding this part shared with the parts before it (the card picker, names, titles, translations, ``--card``,
days, chrome's bookkeeping, helpers and the self-test's common checks) now lives in ``bench/page_parts.py``
(``SitePartGenerator``); this module keeps the part's own layouts, words, date forms and checks.
"""

import datetime as dt
import html
import re

from page_corpus import CardData, Page
from page_parts import (ARTISTS, E, N, SITE_CH, SITE_FORMATS, SITE_LEGAL, SITE_MON, SITE_MONTHS, SITE_UI, SiteChromePartGenerator,
                        answer_problems, chrome_problems, clock, date_lang, fill, multi_share, one_format_problems,
                        own_date_problems, part_basics, part_main, problems_of_pages, reading_views, rows, seen_in, slug,
                        title_problems, to_text, translation_problems, variety_problems)

SEED_OFFSET = 232003
#: the share of pages about a single-faced card (the rest are about cards with several faces)
SINGLE_SHARE = 0.5

# --- the sites' words, by language ---------------------------------------------------------------------


# --- fresh-36's own words: the copies' frames, by language ----------------------------------------------------------

#: the original card sites (copied second-hand) and their hosts
SITES = ["Scrybase", "Cardsift", "Oracle Lens", "ManaCodex", "Runebinder", "Planeswalk Notes", "Deckwright"]
#: an original site's own words: its update line, report link, print link, back to top
SITEW = rows("updated report print top", {
    "en": "Last updated {d}|Report a problem|Print|Back to top",
    "de": "Zuletzt aktualisiert: {d}|Fehler melden|Drucken|Nach oben",
    "fr": "Dernière mise à jour : {d}|Signaler une erreur|Imprimer|Haut de page",
    "it": "Ultimo aggiornamento: {d}|Segnala un errore|Stampa|Torna su",
    "es": "Última actualización: {d}|Informar de un error|Imprimir|Volver arriba",
    "pt": "Última atualização: {d}|Reportar erro|Imprimir|Voltar ao topo",
    "ru": "Обновлено: {d}|Сообщить об ошибке|Печать|Наверх",
    "ja": "最終更新：{d}|不具合を報告|印刷|ページの先頭へ",
    "ko": "최종 업데이트: {d}|오류 신고|인쇄|맨 위로",
    "zhs": "最后更新：{d}|报告问题|打印|返回顶部",
    "zht": "最後更新：{d}|回報問題|列印|回到頂端",
    "nl": "Laatst bijgewerkt: {d}|Fout melden|Afdrukken|Naar boven",
    "pl": "Ostatnia aktualizacja: {d}|Zgłoś błąd|Drukuj|Do góry",
})
#: a card's fields in a text-only copy: set, number, artist, rarity
FLD = rows("set number artist rarity", {
    "en": "Set|Number|Artist|Rarity", "de": "Edition|Nummer|Künstler|Seltenheit", "fr": "Extension|Numéro|Illustrateur|Rareté",
    "it": "Espansione|Numero|Illustratore|Rarità", "es": "Colección|Número|Ilustrador|Rareza", "pt": "Coleção|Número|Ilustrador|Raridade",
    "nl": "Set|Nummer|Illustrator|Zeldzaamheid", "pl": "Dodatek|Numer|Ilustrator|Rzadkość", "ru": "Выпуск|Номер|Художник|Редкость",
    "ja": "エキスパンション|コレクター番号|イラストレーター|レアリティ", "ko": "세트|카드 번호|일러스트레이터|희귀도",
    "zhs": "系列|编号|画师|稀有度", "zht": "系列|編號|畫家|稀有度",
})
RAR = {"en": "Uncommon", "de": "Nicht ganz häufig", "fr": "Unco", "it": "Non comune", "es": "Infrecuente", "pt": "Incomum", "nl": "Ongewoon",
       "pl": "Niepospolita", "ru": "Необычная", "ja": "アンコモン", "ko": "고급", "zhs": "非普通", "zht": "非普通"}
#: a browser's print header stamp: the date (by the locale) and the time
PRINT_STAMP = {"en": "{m}/{d}/{yy}, {t}", "de": "{dd}.{mm}.{yy}, {t}", "fr": "{dd}/{mm}/{y} {t}", "es": "{d}/{m}/{yy}, {t}",
               "it": "{dd}/{mm}/{yy}, {t}", "pt": "{dd}/{mm}/{y}, {t}", "ja": "{y}/{mm}/{dd} {t}", "ko": "{yy}. {m}. {d}. {t}",
               "zht": "{y}/{m}/{d} {t}", "pl": "{dd}.{mm}.{y}, {t}", "nl": "{dd}-{mm}-{y} {t}", "ru": "{dd}.{mm}.{y}, {t}",
               "zhs": "{y}/{m}/{d} {t}"}
#: a screen reader's role words (a speech viewer's log)
A11Y = rows("banner nav main info region link button heading list bullet out_list table out_table edit", {
    "en": "banner landmark|navigation landmark|main landmark|content info landmark|region|link|button|heading level {n}|"
          "list with {n} items|bullet|out of list|table with {n} rows and {c} columns|out of table|edit",
    "de": "Banner Orientierungspunkt|Navigation Orientierungspunkt|Hauptbereich Orientierungspunkt|Inhaltsinformationen Orientierungspunkt|"
          "Bereich|Link|Schalter|Überschrift Ebene {n}|Liste mit {n} Einträgen|Aufzählungszeichen|außerhalb der Liste|"
          "Tabelle mit {n} Zeilen und {c} Spalten|außerhalb der Tabelle|Eingabefeld",
    "fr": "point de repère bannière|point de repère navigation|point de repère principal|point de repère informations de contenu|région|"
          "lien|bouton|titre niveau {n}|liste de {n} éléments|puce|sortie de liste|tableau de {n} lignes et {c} colonnes|sortie du tableau|"
          "zone d'édition",
    "es": "punto de referencia banner|punto de referencia navegación|punto de referencia principal|"
          "punto de referencia información de contenido|región|vínculo|botón|encabezado nivel {n}|lista con {n} elementos|viñeta|"
          "fuera de lista|tabla con {n} filas y {c} columnas|fuera de tabla|edición",
    "it": "punto di riferimento banner|punto di riferimento navigazione|punto di riferimento principale|"
          "punto di riferimento informazioni sul contenuto|regione|collegamento|pulsante|intestazione livello {n}|elenco con {n} elementi|"
          "punto elenco|fuori dall'elenco|tabella con {n} righe e {c} colonne|fuori dalla tabella|campo di modifica",
    "pt": "ponto de referência banner|ponto de referência navegação|ponto de referência principal|"
          "ponto de referência informações de conteúdo|região|link|botão|cabeçalho nível {n}|lista com {n} itens|marcador|fora da lista|"
          "tabela com {n} linhas e {c} colunas|fora da tabela|edição",
    "ja": "バナー ランドマーク|ナビゲーション ランドマーク|メイン ランドマーク|コンテンツ情報 ランドマーク|領域|リンク|ボタン|見出し レベル{n}|"
          "リスト {n}項目|行頭文字|リストの外|表 {n}行 {c}列|表の外|エディット",
    "ko": "배너 랜드마크|탐색 랜드마크|기본 랜드마크|콘텐츠 정보 랜드마크|영역|링크|버튼|제목 수준 {n}|목록 {n}개 항목|글머리 기호|목록 밖|"
          "표 {n}행 {c}열|표 밖|편집",
})
#: a browser's page-translation bar, in the reader's language
GT = rows("from show always options pick powered", {
    "de": "Aus dem Englischen übersetzt|Original anzeigen|Englisch immer übersetzen|Optionen|Sprache auswählen|Bereitgestellt von Übersetzer",
    "fr": "Traduit de l'anglais|Afficher l'original|Toujours traduire l'anglais|Options|Sélectionner une langue|Fourni par Traducteur",
    "es": "Traducido del inglés|Mostrar original|Traducir siempre del inglés|Opciones|Seleccionar idioma|Con la tecnología de Traductor",
    "it": "Tradotto dall'inglese|Mostra originale|Traduci sempre dall'inglese|Opzioni|Seleziona lingua|Fornito da Traduttore",
    "pt": "Traduzido do inglês|Mostrar original|Sempre traduzir do inglês|Opções|Selecionar idioma|Fornecido por Tradutor",
    "ja": "英語から翻訳されました|原文を表示|英語を常に翻訳|オプション|言語を選択|提供：翻訳",
    "ko": "영어에서 번역됨|원본 보기|영어 항상 번역|옵션|언어 선택|제공: 번역기",
    "ru": "Переведено с английского|Показать оригинал|Всегда переводить с английского|Параметры|Выберите язык|Технологии Переводчика",
    "zhs": "已从英语翻译|显示原文|一律翻译英语|选项|选择语言|由翻译提供支持",
    "nl": "Vertaald uit het Engels|Origineel weergeven|Engels altijd vertalen|Opties|Taal selecteren|Mogelijk gemaakt door Vertaler",
    "pl": "Przetłumaczono z angielskiego|Pokaż oryginał|Zawsze tłumacz z angielskiego|Opcje|Wybierz język|Obsługiwane przez Tłumacza",
})
#: a search engine's cached copy banner
CACHE = rows("intro snap changed learn full text source tip", {
    "en": "This is Searchly's cache of {u}.|It is a snapshot of the page as it appeared on {d}.|The current page could have changed in the "
          "meantime.|Learn more.|Full version|Text-only version|View source|Tip: To quickly find your search term on this page, press Ctrl+F "
          "or ⌘-F (Mac) and use the find bar.",
    "de": "Dies ist der Cache von Searchly für {u}.|Es handelt sich dabei um einen Snapshot der Seite, wie diese am {d} angezeigt wurde.|"
          "Die aktuelle Seite sieht mittlerweile eventuell anders aus.|Weitere Informationen|Vollständige Version|Nur-Text-Version|"
          "Quelle anzeigen|Tipp: Um Ihren Suchbegriff schnell auf dieser Seite zu finden, drücken Sie Strg+F bzw. ⌘-F (Mac) und verwenden "
          "Sie die Suchleiste.",
    "fr": "Ceci est la version en cache de {u} dans Searchly.|Il s'agit d'un instantané de la page telle qu'elle était affichée le {d}.|"
          "La page actuelle peut avoir changé depuis.|En savoir plus|Version complète|Version en texte seul|Afficher la source|"
          "Astuce : Pour trouver rapidement votre terme de recherche sur cette page, appuyez sur Ctrl+F ou sur ⌘-F (Mac), puis utilisez "
          "la barre de recherche.",
    "es": "Esta es la versión en caché de {u} de Searchly.|Se trata de una captura de pantalla de la página tal como esta se mostraba el {d}.|"
          "Puede que la página haya cambiado en este tiempo.|Más información|Versión completa|Versión de solo texto|Ver código fuente|"
          "Sugerencia: para encontrar rápidamente el término de búsqueda en esta página, pulsa Ctrl+F o ⌘-F (Mac) y utiliza la barra "
          "de búsqueda.",
    "it": "Questa è la copia cache di Searchly di {u}.|È un'istantanea della pagina visualizzata il giorno {d}.|Nel frattempo la pagina "
          "corrente potrebbe essere stata modificata.|Ulteriori informazioni|Versione completa|Versione solo testo|Visualizza sorgente|"
          "Suggerimento: per trovare rapidamente il termine di ricerca su questa pagina, premi Ctrl+F o ⌘-F (Mac) e utilizza la barra "
          "di ricerca.",
    "pt": "Esta é a versão em cache de {u} do Searchly.|Ela é um instantâneo da página com sua aparência em {d}.|A página atual pode ter "
          "sido alterada nesse meio tempo.|Saiba mais|Versão completa|Versão somente texto|Ver código-fonte|Dica: para encontrar "
          "rapidamente o termo de pesquisa nesta página, pressione Ctrl+F ou ⌘-F (Mac) e use a barra de localização.",
    "nl": "Dit is de cache van Searchly van {u}.|Het is een momentopname van de pagina zoals deze eruitzag op {d}.|De huidige pagina kan "
          "sindsdien gewijzigd zijn.|Meer informatie|Volledige versie|Alleen tekst|Bron weergeven|Tip: Druk op Ctrl+F of ⌘-F (Mac) "
          "om uw zoekterm snel op deze pagina te vinden.",
    "pl": "To jest kopia {u} z pamięci podręcznej Searchly.|Zdjęcie przedstawia stan strony z {d}.|Bieżąca strona mogła zostać "
          "zmieniona w międzyczasie.|Więcej informacji|Pełna wersja|Wersja tekstowa|Wyświetl źródło|Wskazówka: aby szybko znaleźć "
          "wyszukiwane hasło na tej stronie, naciśnij Ctrl+F lub ⌘-F (Mac) i użyj paska wyszukiwania.",
    "ru": "Это кеш Searchly для страницы {u}.|Снимок страницы сделан {d}.|С тех пор страница могла измениться.|Подробнее|"
          "Полная версия|Только текст|Посмотреть исходный код|Совет: чтобы быстро найти искомое слово на этой странице, нажмите "
          "Ctrl+F или ⌘-F (Mac) и воспользуйтесь панелью поиска.",
})
#: a bot check's interstitial, left at the top of a copied page
BOT = rows("checking auto wait human ok ray perf", {
    "en": "Checking your browser before accessing {h}.|This process is automatic. Your browser will redirect to your requested content "
          "shortly.|Please allow up to 5 seconds…|Verify you are human by completing the action below.|Verification successful. Waiting "
          "for {h} to respond...|Ray ID: {r}|Performance & security by ShieldFlare",
    "de": "Ihr Browser wird überprüft, bevor Sie auf {h} zugreifen.|Dieser Vorgang erfolgt automatisch. Ihr Browser leitet Sie in Kürze "
          "zum angeforderten Inhalt weiter.|Bitte warten Sie bis zu 5 Sekunden…|Bestätigen Sie, dass Sie ein Mensch sind, indem Sie die "
          "folgende Aktion ausführen.|Verifizierung erfolgreich. Warten auf Antwort von {h} ...|Ray-ID: {r}|Leistung und Sicherheit von ShieldFlare",
    "fr": "Vérification de votre navigateur avant d'accéder à {h}.|Ce processus est automatique. Votre navigateur va bientôt vous "
          "rediriger vers le contenu demandé.|Veuillez patienter jusqu'à 5 secondes…|Vérifiez que vous êtes un humain en effectuant "
          "l'action ci-dessous.|Vérification réussie. En attente de la réponse de {h}...|ID de rayon : {r}|Performance et sécurité par ShieldFlare",
    "es": "Comprobando tu navegador antes de acceder a {h}.|Este proceso es automático. Tu navegador te redirigirá al contenido "
          "solicitado en breve.|Espera hasta 5 segundos…|Verifica que eres un ser humano completando la acción a continuación.|"
          "Verificación correcta. Esperando la respuesta de {h}...|ID de Ray: {r}|Rendimiento y seguridad de ShieldFlare",
    "pt": "Verificando seu navegador antes de acessar {h}.|Este processo é automático. Seu navegador redirecionará para o conteúdo "
          "solicitado em breve.|Aguarde até 5 segundos…|Confirme que você é humano concluindo a ação abaixo.|Verificação concluída. "
          "Aguardando resposta de {h}...|ID do Ray: {r}|Desempenho e segurança por ShieldFlare",
    "ja": "{h} にアクセスする前にブラウザを確認しています。|このプロセスは自動です。まもなくリクエストしたコンテンツにリダイレクトされます。|"
          "最大5秒ほどお待ちください…|以下の操作を行い、人間であることを確認してください。|確認に成功しました。{h} の応答を待っています...|"
          "Ray ID: {r}|ShieldFlare によるパフォーマンスとセキュリティ",
    "zhs": "在访问 {h} 之前检查您的浏览器。|此过程是自动的。您的浏览器将很快重定向到您请求的内容。|请稍候最多 5 秒…|"
           "请完成以下操作，验证您是真人。|验证成功。正在等待 {h} 响应...|Ray ID: {r}|性能和安全由 ShieldFlare 提供",
    "ko": "{h}에 접속하기 전에 브라우저를 확인하는 중입니다.|이 과정은 자동으로 진행됩니다. 곧 요청한 콘텐츠로 이동합니다.|"
          "최대 5초 정도 기다려 주세요…|아래 작업을 완료하여 사람인지 확인하세요.|확인되었습니다. {h}의 응답을 기다리는 중...|"
          "Ray ID: {r}|ShieldFlare의 성능 및 보안",
    "ru": "Проверка браузера перед переходом на {h}.|Этот процесс автоматический. Вскоре ваш браузер перенаправит вас на запрошенную "
          "страницу.|Подождите до 5 секунд…|Подтвердите, что вы человек, выполнив действие ниже.|Проверка пройдена. Ожидание ответа "
          "от {h}...|Ray ID: {r}|Производительность и безопасность обеспечивает ShieldFlare",
})
#: an app's offline banner (a saved copy shown)
OFFLINE = rows("offline retry stale saved tabs update", {
    "en": "You're offline — showing a copy saved on {d}|Retry|Some content may be out of date.|Saved pages ({n})|Search·Collection·Decks·Settings|"
          "A new version is available. Reload",
    "de": "Du bist offline – angezeigt wird eine Kopie vom {d}|Erneut versuchen|Einige Inhalte sind möglicherweise veraltet.|"
          "Gespeicherte Seiten ({n})|Suche·Sammlung·Decks·Einstellungen|Eine neue Version ist verfügbar. Neu laden",
    "fr": "Vous êtes hors ligne — copie enregistrée le {d}|Réessayer|Certains contenus peuvent ne pas être à jour.|Pages enregistrées ({n})|"
          "Recherche·Collection·Decks·Réglages|Une nouvelle version est disponible. Recharger",
    "it": "Sei offline: visualizzi una copia salvata il {d}|Riprova|Alcuni contenuti potrebbero non essere aggiornati.|Pagine salvate ({n})|"
          "Cerca·Collezione·Mazzi·Impostazioni|È disponibile una nuova versione. Ricarica",
    "es": "Sin conexión: mostrando una copia guardada el {d}|Reintentar|Parte del contenido puede estar desactualizado.|Páginas guardadas ({n})|"
          "Buscar·Colección·Mazos·Ajustes|Hay una versión nueva. Recargar",
    "pt": "Você está offline — exibindo uma cópia salva em {d}|Tentar novamente|Parte do conteúdo pode estar desatualizada.|"
          "Páginas salvas ({n})|Buscar·Coleção·Decks·Ajustes|Nova versão disponível. Recarregar",
    "ko": "오프라인 상태입니다 — {d}에 저장된 사본을 표시합니다|다시 시도|일부 콘텐츠가 최신이 아닐 수 있습니다.|저장된 페이지 ({n})|"
          "검색·컬렉션·덱·설정|새 버전을 사용할 수 있습니다. 새로고침",
    "zht": "您目前離線 — 顯示 {d} 儲存的副本|重試|部分內容可能不是最新的。|已儲存的頁面（{n}）|搜尋·收藏·套牌·設定|有新版本可用。重新載入",
    "ja": "オフラインです — {d}に保存されたコピーを表示しています|再試行|一部のコンテンツが古い可能性があります。|保存したページ（{n}）|"
          "検索·コレクション·デッキ·設定|新しいバージョンがあります。再読み込み",
})


# --- the generator -------------------------------------------------------------------------------------

class Fresh36Generator(SiteChromePartGenerator):
    """The generator of the fresh-36 part: its own layouts only, each a second-hand copy of a card page (archived,
    printed, machine-translated, syndicated, text-mode) about one card (a card with several faces half of the
    time) with its rulings, saved or copied."""

    PART = "fresh36"
    PREFIX = "h"
    SINGLE_SHARE = SINGLE_SHARE

    # ---- the sites' furniture ----
    # ---- fresh-36's helpers: the original page, the rulings as text lines, text wrapping ----
    def print_stamp(self, m: dt.datetime, lang: str) -> str:
        """A browser's print header date and time in the locale."""
        t = clock(m, "en" if lang == "en" else "ko" if lang == "ko" else "x")
        if lang == "zht":
            t = f"{'上午' if m.hour < 12 else '下午'}{(m.hour - 1) % 12 + 1}:{m.minute:02d}"
        if lang == "ja":
            t = f"{m.hour}:{m.minute:02d}"
        return PRINT_STAMP[lang].format(d=m.day, dd=f"{m.day:02d}", m=m.month, mm=f"{m.month:02d}", y=m.year, yy=f"{m.year % 100:02d}", t=t)

    def site_blocks(self, page: Page, card: CardData, lang: str, site: str, *, tag: str, kinds: list[str], styles: list[str],
                    p_title: float = 0.5, p_tr: float = 0.4, untitled: bool = False) -> tuple[str | None, list[tuple]]:
        """The original card page as abstract blocks for a text-only copy: ("nav", links), ("crumbs", items),
        ("h1", text), ("fields", [(label, value)]), ("legal", [(format, word)]), ("face", name, type, lines),
        ("printed", name, lines), ("h2", text), ("rulings", [lines]), ("small", text), ("links", items),
        ("p", text). An untitled page names the printing by set and number only."""
        r = self.rng
        C, W, F = SITE_CH[lang], SITEW[lang], FLD[lang]
        code, sname = self.set_of(card)
        self._kit(page, "site")
        nav = self._cs(page, site, C["cards"], C["sets"], C["decks"], C["prices"], C["login"])
        blocks: list[tuple] = [("nav", nav)]
        name = None
        if untitled:
            blocks.append(("crumbs", self._cs(page, C["home"], C["cards"], sname)))
            blocks.append(("h1", self._c(page, f"{code} · #{card.number}")))
        else:
            name = self._title(page, card, lang, None, p_title)
            blocks.append(("crumbs", self._cs(page, C["home"], C["cards"], sname) + [name]))
            blocks.append(("h1", name))
            fields = [(self._c(page, F["set"]), self._c(page, f"{sname} ({code})")), (self._c(page, F["number"]), card.number),
                      (self._c(page, F["artist"]), self._c(page, r.choice(ARTISTS))), (self._c(page, F["rarity"]), self._c(page, RAR[lang]))]
            blocks.append(("fields", fields))
            self._kit(page, "fields")
            if r.random() < 0.7:
                L = SITE_LEGAL[lang if lang in SITE_LEGAL else "en"]
                blocks.append(("legal", [(self._c(page, f), self._c(page, r.choices([L["legal"], L["not_legal"], L["banned"]], [6, 3, 1])[0]))
                                         for f in r.sample(SITE_FORMATS, 6)]))
                self._kit(page, "legalities")
            printed = self.printed_lines(page, card, lang, p_tr)
            if printed:
                blocks.append(("printed", printed[0], printed[1]))
            for f in self.faces_of(card):
                blocks.append(("face", f["name"] if card.faces else None, f.get("type") or "", [x for x in (f.get("text") or "").split("\n") if x.strip()]))
            self._kit(page, "oracle")
        rul = self.rlines(page, card, lang, tag, kinds, styles)
        blocks.append(("h2", self.rul_head(page, lang, len(rul))))
        blocks.append(("rulings", rul))
        blocks.append(("small", self.site_date(page, card, lang, W["updated"], ("long", "num", "abbr", "dot", "dash", "iso"), days=90)))
        blocks.append(("links", self._cs(page, W["report"], W["print"], W["top"])))
        blocks.append(("p", self._c(page, f"© {self._now.year} {site}. {C['rights']}")))
        self._kit(page, "footer")
        return name, blocks

    def site_card(self, page: Page, card: CardData, lang: str, site: str, *, tag: str, kinds: list[str], styles: list[str],
                  p_title: float = 0.5, p_tr: float = 0.4, untitled: bool = False, consent: float = 0.0, legal: float = 0.4,
                  rul_lang: str | None = None, notranslate: bool = False, chrome_nav: bool = True) -> tuple[str | None, list]:
        """The original card page as the copy keeps it: (consent banner,) header, breadcrumbs, the card's name and text
        (its printed text now and then), the legality grid, the rulings under their heading with the site's own
        date under them, related cards, the footer. An untitled page names the printing by set and number only,
        shows no card text and no related cards."""
        r = self.rng
        code, sname = self.set_of(card)
        self._kit(page, "site")
        main: list = []
        name = None
        if untitled:
            main.append(E("h1", self._c(page, f"{sname} · #{card.number}"), cls="print-id"))
        else:
            name = self._title(page, card, lang, None, p_title)
            main += [E("h1", name, cls="card-name"), E("p", self._c(page, f"{sname} ({code}) · #{card.number}"), cls="set-line")]
            text = self.card_text(page, card, lang, p_tr)
            main.append(E("div", *text, cls="card-text notranslate" if notranslate else "card-text", translate="no" if notranslate else None))
            if r.random() < legal:
                main.append(self.legal_grid(page, lang if lang in SITE_LEGAL else "en", 6))
        upd = self.site_date(page, card, lang, SITEW[lang]["updated"], ("long", "num", "abbr", "dot", "dash", "iso"), days=90)
        rl = rul_lang or lang
        rul = self.rulings(page, card, rl, tag, kinds, styles)
        if notranslate:
            rul.attrs["translate"] = "no"
            rul.attrs["class"] = rul.attrs.get("class", "") + " notranslate"
        head = self.rul_head(page, lang, len(page.rulings))
        main.append(E("section", E("h2", head, id="rulings"), rul, E("p", E("small", upd)), cls="card-rulings"))
        parts = [self.consent(page, lang) if r.random() < consent else None]
        if chrome_nav:
            parts += [self.header(page, lang, site), self.crumbs(page, lang, self._c(page, SITE_CH[lang]["cards"]), sname, last=name)]
        parts.append(E("main", *main))
        if not untitled and r.random() < 0.5:
            parts.append(self.related(page, card, lang, 3, prices=False))
        parts.append(self.footer(page, lang, site, self._now.year))
        return name, parts

    @staticmethod
    def pre_page(title: str, text: str, lang: str) -> str:
        """A text file as the browser shows it, saved as a web page: the text in one <pre>."""
        return (f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n<meta name="color-scheme" content="light dark">\n'
                f"<title>{html.escape(title)}</title>\n</head>\n<body><pre style=\"word-wrap: break-word; white-space: pre-wrap;\">"
                f"{html.escape(text, quote=False)}</pre></body>\n</html>\n")

    # ---- the copies' frames ----
    def wayback_bar(self, page: Page, card: CardData, url: str) -> tuple[N, dt.datetime]:
        """A web archive's toolbar over a capture (its own words are English): the archived address with the
        capture's 14-digit timestamp, "N captures", the first and the latest capture's dates, the calendar strip
        (months, days and years around the capture), "About this capture" (collected by, collection), Donate, Close."""
        r = self.rng
        first, shown = self._moments(card, 2, 1100)
        ts = shown.strftime("%Y%m%d%H%M%S")
        self._own(page, shown.date(), ts)
        self._kit(page, "frame")
        self._kit(page, "archive-toolbar")
        addr = self._c(page, f"https://web.timevault.example/web/{ts}/{url}")
        span = self._c(page, f"{self._stamp(page, first.date(), 'en:gb')} - {self._stamp(page, self._now.date(), 'en:gb')}")
        bits = self._cs(page, "TimeVault", "Go", f"{r.randint(3, 480):,} captures", "COLLECTED BY", "Organization: Crawl Collective",
                        f"Collection: cardsites-{shown.year}", "About this capture", "Donate", "Close", "Help", "TIMESTAMPS")
        days = [shown.date() - dt.timedelta(days=r.randint(20, 60)), shown.date(), min(self._now.date(), shown.date() + dt.timedelta(days=r.randint(20, 60)))]
        cal = E("table", E("tbody", *[E("tr", *[E("td", E("b", v) if k == 1 else E("a", v)) for k, v in enumerate(row)]) for row in (
            [self._c(page, SITE_MON["en"][d.month - 1].upper()) for d in days], [f"{d.day:02d}" for d in days], [str(d.year) for d in days])]),
            cls="wm-calendar")
        bar = E("div", E("div", E("a", bits[0], cls="wm-logo"), E("span", addr, cls="wm-url"), E("button", bits[1])),
                 E("div", E("a", bits[2]), E("br"), span, cls="wm-captures"), cal,
                 E("div", E("a", bits[6]), " ", E("a", bits[7]), " ", E("a", bits[9]), " ", E("a", bits[8]), cls="wm-links"),
                 E("div", E("p", E("b", bits[3])), E("p", bits[4]), E("p", bits[5]), E("p", E("b", bits[10])), cls="wm-capinfo"),
                 id="wm-ipp-base", lang="en")
        return bar, shown

    def layout_wayback_calendar_strip_capture(self, page, card):
        """A web archive's capture of a card page: the archive's toolbar (address with the capture's timestamp, "N
        captures", first and latest capture dates, calendar strip, "About this capture", Donate), then the original
        site's page with its own chrome (English, German, French, Spanish, Italian, Dutch, Polish, Portuguese)."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "en", "de", "fr", "es", "it", "nl", "pl", "pt"])
        site = r.choice(SITES)
        url = self._url(site, card)
        bar, shown = self.wayback_bar(page, card, url)
        now, self._now = self._now, shown  # (the archived page's own dates are the capture's or older)
        name, parts = self.site_card(page, card, lang, site, tag="an archived card page's rulings", kinds=["long", "num", "abbr", "iso", "year"],
                                     styles=["under", "over", "dash", "after", "table", "pubafter"], p_title=0.5, p_tr=0.5, consent=0.3)
        self._now = now
        self._out(page, lang, f"{name} · {site}", [bar, E("div", *[x for x in parts if x is not None], id="wm-content")],
                  head_extra=['<script src="//web.timevault.example/_static/js/bundle-playback.js"></script>',
                              "<!-- End TimeVault Rewrite JS Include -->"])

    def layout_wayback_rulings_fragment_untitled(self, page, card):
        """(Names no card.) A web archive's capture of a card page's rulings tab, saved under its own address (set code
        and number only): the archive's toolbar, then the tab (English, German, French, Spanish, Japanese, Korean):
        the printing by set and number, the rulings with their dates, the site's own date. The user names the card."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "ja", "ko"])
        self._card_arg(page, card)
        site = r.choice(SITES)
        bar, shown = self.wayback_bar(page, card, self._url(site, card, named=False, tail="/rulings"))
        now, self._now = self._now, shown
        _, parts = self.site_card(page, card, lang, site, tag="an archived rulings tab (naming no card)", kinds=["long", "num", "iso", "dot", "abbr"],
                                  styles=["under", "over", "dash", "colon", "table"], untitled=True, chrome_nav=r.random() < 0.5)
        self._now = now
        code, sname = self.set_of(card)
        self._out(page, lang, f"{code} #{card.number} · {SITE_UI[lang]['rulings']} · {site}",
                  [bar, E("div", *[x for x in parts if x is not None], id="wm-content")])

    def layout_archive_fyi_snapshot_header(self, page, card):
        """An archive.today-like snapshot: its header table ("webpage capture", "Saved from URL", the snapshot's
        "DATE HH:MM:SS UTC", "history ←prior next→", "All snapshots from host", Webpage / Screenshot, share, download
        .zip, report bug or abuse, the short link), then the original page (English, French, German, Spanish,
        Portuguese, Russian, Japanese, Italian)."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "fr", "de", "es", "pt", "ru", "ja", "it"])
        site = r.choice(SITES)
        url = self._url(site, card)
        m = self._moments(card, 1, 500)[0]
        stamp = self._moment_own(page, m, f"{m.day} {SITE_MON['en'][m.month - 1]} {m.year} {m:%H:%M:%S} UTC")
        short = "".join(r.choice("abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(5))
        self._kit(page, "frame")
        self._kit(page, "snapshot-header")
        bits = self._cs(page, "archive.fyi", "webpage capture", "Saved from", url, "search", "history", "←prior", "next→",
                        f"All snapshots from host {self._host(site)}", "Webpage", "Screenshot", "share", "download .zip", "report bug or abuse",
                        "Buy me a coffee", f"archive.fyi/{short}")
        head = E("div", E("table", E("tbody",
                 E("tr", E("td", E("a", bits[0]), E("br"), bits[1]), E("td", bits[2], " ", E("span", bits[3]), " ", E("a", bits[4])), E("td", stamp)),
                 E("tr", E("td", E("a", bits[5]), " ", E("a", bits[6]), " ", E("a", bits[7])), E("td", E("a", bits[8])), E("td", E("a", bits[15]))),
                 E("tr", E("td", E("a", bits[9]), " ", E("a", bits[10])), E("td", E("a", bits[11]), " ", E("a", bits[12]), " ", E("a", bits[13])),
                   E("td", E("a", bits[14]))))), id="HEADER", lang="en")
        now, self._now = self._now, m
        name, parts = self.site_card(page, card, lang, site, tag="a snapshot's original rulings", kinds=["long", "num", "abbr", "iso", "bare"],
                                     styles=["under", "over", "dash", "colon", "pubover", "paren"], p_title=0.6, p_tr=0.5, consent=0.2)
        self._now = now
        self._out(page, lang, f"{name} · {site}", [head, E("div", *[x for x in parts if x is not None], id="SOLID")])

    def _paginate(self, blocks: list[list[str]], size: int) -> list[list[str]]:
        """Blocks of lines laid out on pages of ``size`` lines, a page broken only between blocks."""
        pages: list[list[str]] = [[]]
        for b in blocks:
            if pages[-1] and len(pages[-1]) + len(b) + 1 > size:
                pages.append([])
            pages[-1] += ([""] if pages[-1] else []) + b
        return pages

    def layout_print_view_running_header(self, page, card):
        """A card page printed from the browser (ten locales): copied from the print, the browser's header (the date
        and time in the locale, the page's title) and footer (its address, "1/3") repeated at every page break,
        the site's print stylesheet's "Printed on DATE"; saved, the site's print-friendly page ("Print this page",
        "Printed from SITE on DATE")."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "it", "pt", "ja", "ko", "zht", "pl"])
        site = r.choice(SITES)
        url = self._url(site, card)
        W = rows("printed printfrom printbtn back", {
            "en": "Printed on {d}|Printed from {s}|Print this page|Back to the card", "de": "Gedruckt am {d}|Gedruckt von {s}|Seite drucken|Zurück zur Karte",
            "fr": "Imprimé le {d}|Imprimé depuis {s}|Imprimer cette page|Retour à la carte",
            "es": "Impreso el {d}|Impreso desde {s}|Imprimir esta página|Volver a la carta",
            "it": "Stampato il {d}|Stampato da {s}|Stampa questa pagina|Torna alla carta",
            "pt": "Impresso em {d}|Impresso de {s}|Imprimir esta página|Voltar ao card",
            "ja": "印刷日：{d}|{s} から印刷|このページを印刷|カードに戻る", "ko": "인쇄일: {d}|{s}에서 인쇄|이 페이지 인쇄|카드로 돌아가기",
            "zht": "列印日期：{d}|列印自 {s}|列印此頁|返回卡牌", "pl": "Wydrukowano {d}|Wydrukowano z {s}|Drukuj tę stronę|Wróć do karty",
        })[lang]
        self._kit(page, "frame")
        self._kit(page, "print")
        printed = self._c(page, fill(W["printed"], d=self._stamp(page, when.date(), self._of(lang, "long", "num", "dot"))))
        src = self._c(page, fill(W["printfrom"], s=self._host(site)))
        name, parts = self.site_card(page, card, lang, site, tag="a printed card page's rulings", kinds=["long", "num", "iso", "abbr", "dot", "year"],
                                     styles=["colon", "dash", "after", "paren", "bracket", "table"], p_title=0.6, p_tr=0.5, chrome_nav=r.random() < 0.5)
        title = f"{name} | {site}"
        if self.html:
            top = E("div", E("button", self._c(page, W["printbtn"])), " ", E("a", self._c(page, W["back"])), E("p", src), cls="print-tools")
            self._out(page, lang, title, [top, *parts, E("p", E("small", printed))], body_cls="print")
            return
        body = to_text(E("body", *[x for x in parts if x is not None], E("p", src), E("p", printed)))
        blocks = [b.split("\n") for b in body.strip("\n").split("\n\n")]
        sheets = self._paginate(blocks, r.randint(20, 36))
        stamp = self.print_stamp(when, lang)
        self._own(page, when.date(), stamp)
        self._cs(page, stamp, url)
        one_line = r.random() < 0.4
        out = []
        for k, sheet in enumerate(sheets, 1):
            head = [f"{stamp}    {title}"] if one_line else [stamp, title]
            foot = [f"{url}    {k}/{len(sheets)}"] if one_line else [url, f"{k}/{len(sheets)}"]
            out += head + [""] + sheet + [""] + foot + [""]
        self._c(page, f"1/{len(sheets)}")
        page.content = "\n".join(out).rstrip("\n") + "\n"

    def layout_savepdf_pdftotext_columns(self, page, card):
        """A card page saved as PDF from the browser, then turned to text with pdftotext -layout (eight languages):
        every page's running header (the print date and time, the title at the right) and footer (the address,
        "k/n" at the right), pages split by form feeds, the fields and the legality grid side by side in two columns,
        the rulings wrapped at spaces under bullets; saved as HTML, pdftohtml's positioned lines."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "it", "pt", "nl", "pl"])
        site = r.choice(SITES)
        url = self._url(site, card)
        name, blocks = self.site_blocks(page, card, lang, site, tag="a PDF's rulings (pdftotext)", kinds=["long", "num", "iso", "abbr", "short", "year"],
                                        styles=["colon", "dash", "over", "under", "pubafter", "paren"], p_title=0.5, p_tr=0.5)
        self._kit(page, "frame")
        self._kit(page, "pdf")
        width = r.choice([92, 100, 110])
        out: list[list[str]] = []
        k = 0
        while k < len(blocks):
            b = blocks[k]
            kind = b[0]
            if kind == "nav":
                out.append(["    ".join(b[1])])
            elif kind == "crumbs":
                out.append([" › ".join(b[1])])
            elif kind in ("h1", "h2"):
                out.append([b[1]])
            elif kind == "fields":
                left = [f"{a}: {v}" for a, v in b[1]]
                right = [f"{f:<14}{w}" for f, w in blocks[k + 1][1]] if k + 1 < len(blocks) and blocks[k + 1][0] == "legal" else []
                k += 1 if right else 0
                table_rows = max(len(left), len(right))
                left += [""] * (table_rows - len(left))
                right += [""] * (table_rows - len(right))
                out.append([((a.ljust(50) if len(a) < 46 else a + "    ") + c).rstrip() for a, c in zip(left, right)])
            elif kind == "legal":
                out.append([f"{f:<14}{w}" for f, w in b[1]])
            elif kind == "printed":
                out.append([b[1]] + [x for ln in b[2] for x in self.wrap(ln, width)])
            elif kind == "face":
                out.append(([b[1]] if b[1] else []) + ([b[2]] if b[2] else []) + [x for ln in b[3] for x in self.wrap(ln, width)])
            elif kind == "rulings":
                for lines in b[1]:
                    got = []
                    for j, ln in enumerate(lines):
                        got += self.wrap(ln, width, "   ", "•  " if j == 0 else "   ")
                    out.append(got)
            elif kind == "links":
                out.append(["   ".join(b[1])])
            else:
                out.append(self.wrap(b[1], width))
            k += 1
        sheets = self._paginate(out, r.randint(22, 40))
        stamp = self.print_stamp(when, lang)
        self._own(page, when.date(), stamp)
        title = f"{name} | {site}"
        self._cs(page, stamp, url)
        text_pages = []
        for n, sheet in enumerate(sheets, 1):
            head = stamp + " " * max(4, width - len(stamp) - len(title)) + title
            foot = url + " " * max(4, width - len(url) - 5) + f"{n}/{len(sheets)}"
            text_pages.append([head, ""] + sheet + ["", foot])
        if not self.html:
            page.content = "\f".join("\n".join(p) + "\n" for p in text_pages) + "\f"
            return
        divs = []
        for n, lines in enumerate(text_pages, 1):
            ps = []
            for j, ln in enumerate(lines):
                if not ln.strip():
                    continue
                x = 36
                for piece in re.split(r"( {4,})", ln):
                    if piece.strip():
                        ps.append(E("p", piece.strip(), style=f"position:absolute;top:{36 + 18 * j}px;left:{x + 7 * (len(piece) - len(piece.lstrip()))}px;"
                                                               "white-space:nowrap", cls=f"ft{n}{min(j, 9)}"))
                    x += 7 * len(piece)
            divs.append(E("div", *ps, id=f"page{n}-div", style="position:relative;width:918px;height:1188px;"))
        self._out(page, lang, title, divs, body_cls="pdf", head_extra=['<meta name="generator" content="pdftohtml 0.86.1">'])

    @staticmethod
    def _gt_wrap(n) -> None:
        """A machine-translated page's DOM: every text outside the parts marked notranslate inside two <font> tags."""
        if not isinstance(n, N) or n.attrs.get("translate") == "no" or n.tag in ("script", "style", "time"):
            return
        kids = []
        for k in n.kids:
            if isinstance(k, str) and k.strip():
                kids.append(E("font", E("font", k, style="vertical-align: inherit;"), style="vertical-align: inherit;"))
            else:
                Fresh36Generator._gt_wrap(k)
                kids.append(k)
        n.kids = kids

    def layout_browser_translated_notranslate_rulings(self, page, card):
        """An English card page machine-translated by the browser into the reader's language (eleven languages): the
        translation bar ("Translated from English", "Show original", "Always translate English", Options), the site's
        chrome translated (saved: every text in two <font> tags), the card's text and the rulings marked notranslate
        and so in English, their dates in English or in the reader's locale, the site's own date translated."""
        r = self.rng
        lang, when = self._setup(page, card, ["de", "fr", "es", "it", "pt", "ja", "ko", "ru", "zhs", "nl", "pl"])
        site = r.choice(SITES)
        G = GT[lang]
        self._kit(page, "frame")
        self._kit(page, "translate-bar")
        bits = [G["from"], G["show"], G["always"], G["options"], G["pick"], G["powered"]]
        self._cs(page, *bits[:4])
        bar = E("div", E("span", bits[0]), " ", E("button", bits[1]), " ", E("button", bits[2]), " ", E("button", bits[3]),
                cls="skiptranslate goog-te-banner", translate="no")
        widget = E("div", E("span", self._c(page, bits[4]), " ▼"), E("small", self._c(page, bits[5])), cls="skiptranslate", translate="no") \
            if r.random() < 0.5 else None
        name, parts = self.site_card(page, card, lang, site, tag="a machine-translated page's notranslate rulings",
                                     kinds=["long", "num", "abbr", "iso", "dot"], styles=["under", "over", "dash", "colon", "table", "pubover"],
                                     p_title=0.0, p_tr=0.0, rul_lang="en" if r.random() < 0.5 else lang, notranslate=True)
        body = [bar, *[x for x in parts if x is not None], widget]
        if self.html:
            for x in body:
                if x is not None and x is not bar and x is not widget:
                    self._gt_wrap(x)
        self._out(page, lang, f"{name} | {site}", body)
        if self.html:
            page.content = page.content.replace("<html lang=", '<html class="translated-ltr" lang=', 1)

    def layout_textbrowser_dump_link_list(self, page, card):
        """A card page dumped by a text-mode browser (lynx -dump; English, German, French, Spanish, Italian, Polish,
        Dutch): links numbered in brackets ("[12]Rulings"), headings flush left, the body indented, "   * " bullets,
        the legality grid as an ASCII table, the rulings wrapped at spaces, then "References" with every link's
        address; saved as HTML, the dump as the browser shows a text file."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "it", "pl", "nl"])
        site = r.choice(SITES)
        host = self._host(site)
        name, blocks = self.site_blocks(page, card, lang, site, tag="a text browser's dump", kinds=["long", "num", "iso", "abbr", "short", "year"],
                                        styles=["colon", "dash", "over", "under", "bracket", "pubafter"], p_title=0.5, p_tr=0.4)
        self._kit(page, "frame")
        self._kit(page, "text-dump")
        refs: list[str] = []

        def link(text: str, path: str | None = None) -> str:
            refs.append(f"https://{host}/{path if path is not None else slug(text)}")
            return f"[{len(refs)}]{text}"
        out = ["   " + link(self._c(page, {"de": "Zum Inhalt springen", "fr": "Aller au contenu"}.get(lang, "Skip to main content")), "#main"), ""]
        for b in blocks:
            kind = b[0]
            if kind == "nav":
                out += ["   " + " ".join(link(x) for x in b[1]), ""]
            elif kind == "crumbs":
                items = [link(x) for x in b[1][:3]] + b[1][3:]
                out += ["   " + " > ".join(items), ""]
            elif kind in ("h1", "h2"):
                out += [b[1], ""]
            elif kind == "fields":
                out += [f"   {a}: {v}" for a, v in b[1]] + [""]
            elif kind == "legal":
                w1 = max(len(f) for f, _ in b[1]) + 2
                w2 = max(len(w) for _, w in b[1]) + 2
                rule = "   +" + "-" * w1 + "+" + "-" * w2 + "+"
                out += [rule] + [f"   | {f:<{w1 - 2}} | {w:<{w2 - 2}} |" for f, w in b[1]] + [rule, ""]
            elif kind == "printed":
                out += [f"   {b[1]}"] + [x for ln in b[2] for x in self.wrap(ln, 76, "   ")] + [""]
            elif kind == "face":
                out += ([f"   {b[1]}"] if b[1] else []) + ([f"   {b[2]}"] if b[2] else []) + [x for ln in b[3] for x in self.wrap(ln, 76, "   ")] + [""]
            elif kind == "rulings":
                for lines in b[1]:
                    for j, ln in enumerate(lines):
                        out += self.wrap(ln, 76, "       ", "     * " if j == 0 else "       ")
                out.append("")
            elif kind == "links":
                out += ["   " + " ".join(link(x) for x in b[1]), ""]
            else:
                out += self.wrap(b[1], 76, "   ") + [""]
        out += ["References", ""] + [f"{k:4}. {u}" for k, u in enumerate(refs, 1)]
        self._c(page, "References")
        text = "\n".join(out) + "\n"
        if self.html:
            page.content = self.pre_page(f"{name} - {site}.txt" if r.random() < 0.5 else f"{slug(name)}.txt", text, lang)
        else:
            page.content = text

    def layout_aggregator_unread_item_pane(self, page, card):
        """A feed reader's item pane showing a card site's feed item (English, German, French, Spanish, Portuguese,
        Italian, Japanese): the sidebar (All articles with its count, Today, Read later, the feeds with unread counts),
        the feed's name, the item's title, "by AUTHOR · DATE", its categories, the item's body (the card's text, the
        rulings with their dates), "Read more on SITE", Mark as read / Save for later / Share."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "pt", "it", "ja"])
        W = rows("all today later by more mark save share feeds cotd", {
            "en": "All articles|Today|Read later|by {a}|Read more on {s}|Mark as read|Save for later|Share|Feeds|Card of the Day",
            "de": "Alle Artikel|Heute|Später lesen|von {a}|Weiterlesen auf {s}|Als gelesen markieren|Für später speichern|Teilen|Feeds|Karte des Tages",
            "fr": "Tous les articles|Aujourd'hui|À lire plus tard|par {a}|Lire la suite sur {s}|Marquer comme lu|Enregistrer pour plus tard|Partager|"
                  "Flux|Carte du jour",
            "es": "Todos los artículos|Hoy|Leer más tarde|por {a}|Seguir leyendo en {s}|Marcar como leído|Guardar para más tarde|Compartir|"
                  "Fuentes|Carta del día",
            "pt": "Todos os artigos|Hoje|Ler depois|por {a}|Continue lendo em {s}|Marcar como lido|Salvar para depois|Compartilhar|Feeds|Card do dia",
            "it": "Tutti gli articoli|Oggi|Leggi dopo|di {a}|Continua a leggere su {s}|Segna come letto|Salva per dopo|Condividi|Feed|Carta del giorno",
            "ja": "すべての記事|今日|あとで読む|{a}|{s}で続きを読む|既読にする|あとで読むに保存|共有|フィード|今日のカード",
        })[lang]
        site = r.choice(SITES)
        author = r.choice(["Mara Quinn", "Jonas Feld", "Léa Morel", "Diego Sanz", "Aiko Mori"])
        self._kit(page, "frame")
        self._kit(page, "feed-reader")
        feeds = [(f"{site} — {W['cotd']}", r.randint(1, 40)), ("Judge Blog Digest", r.randint(0, 12)), ("Limited Resources Notes", r.randint(0, 9))]
        side = E("nav", E("p", E("b", self._c(page, "Skimly"))), E("ul", E("li", self._c(page, W["all"]), " ", E("span", f"{r.randint(300, 4000):,}")),
                 E("li", self._c(page, W["today"])), E("li", self._c(page, W["later"]))), E("h4", self._c(page, W["feeds"])),
                 E("ul", *[E("li", self._c(page, f), " ", E("span", str(n))) for f, n in feeds]), cls="sidebar")
        name = self._title(page, card, lang, None, 0.5)
        pub = self.site_date(page, card, lang, "{d}", ("long", "abbr", "num", "wd"), days=20, clock_too=r.random() < 0.5)
        cats = self._cs(page, W["cotd"], SITE_UI[lang]["rulings"], self.set_of(card)[1])
        tr = self.card_text(page, card, lang, 0.5)
        rul = self.rulings(page, card, lang, "a feed item's rulings",
                           ["long", "abbr", "num", "iso", "wd"], ["dash", "over", "under", "after", "bullet", "pubafter"])
        item = E("article", E("p", E("small", self._c(page, feeds[0][0]))), E("h1", E("a", name, href=self._url(site, card))),
                 E("p", self._c(page, fill(W["by"], a=author)), " · ", pub), E("ul", *[E("li", c) for c in cats], cls="tags"),
                 E("div", *tr, E("h3", self.rul_head(page, lang)), rul, cls="entry-body"),
                 E("p", E("a", self._c(page, fill(W["more"], s=site)))),
                 E("div", *[E("button", self._c(page, W[k])) for k in ("mark", "save", "share")], cls="entry-actions"), cls="entry")
        self._out(page, lang, f"{name} — Skimly", [side, E("main", item)], body_cls="reader")

    def layout_mailed_card_newsletter_footer(self, page, card):
        """A store's e-mail newsletter about one card, as the mail client shows it (English, German, French, Spanish,
        Italian, Dutch, Polish): From / To / the sent date and time, "View in browser", the card of the week with its
        text and its rulings, "Shop singles", "You are receiving this because…", Unsubscribe / Update your
        preferences, the store's postal address."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "it", "nl", "pl"])
        W = rows("view frm to date head rul cta recv unsub prefs fwd", {
            "en": "View in browser|From|To|Date|Card of the week|What the rulings say|Shop singles|You are receiving this email because you "
                  "subscribed at {s}.|Unsubscribe|Update your preferences|Forward to a friend",
            "de": "Im Browser ansehen|Von|An|Datum|Karte der Woche|Das sagen die Regelhinweise|Einzelkarten kaufen|Sie erhalten diese E-Mail, "
                  "weil Sie sich bei {s} angemeldet haben.|Abmelden|Einstellungen ändern|An einen Freund weiterleiten",
            "fr": "Voir dans le navigateur|De|À|Date|Carte de la semaine|Ce que disent les précisions|Acheter à l'unité|Vous recevez cet e-mail "
                  "car vous êtes inscrit sur {s}.|Se désabonner|Modifier vos préférences|Transférer à un ami",
            "es": "Ver en el navegador|De|Para|Fecha|Carta de la semana|Lo que dicen las resoluciones|Comprar cartas sueltas|Recibes este correo "
                  "porque te suscribiste en {s}.|Darse de baja|Actualizar preferencias|Reenviar a un amigo",
            "it": "Visualizza nel browser|Da|A|Data|Carta della settimana|Cosa dicono le sentenze|Acquista singole|Ricevi questa email perché "
                  "ti sei iscritto su {s}.|Annulla iscrizione|Aggiorna preferenze|Inoltra a un amico",
            "nl": "Bekijk in browser|Van|Aan|Datum|Kaart van de week|Wat de uitspraken zeggen|Losse kaarten kopen|Je ontvangt deze e-mail "
                  "omdat je je hebt aangemeld bij {s}.|Afmelden|Voorkeuren wijzigen|Doorsturen naar een vriend",
            "pl": "Zobacz w przeglądarce|Od|Do|Data|Karta tygodnia|Co mówią orzeczenia|Kup pojedyncze karty|Otrzymujesz tę wiadomość, "
                  "ponieważ zapisałeś się w {s}.|Wypisz się|Zmień ustawienia|Prześlij znajomemu",
        })[lang]
        store, addr = {"en": ("Manaforge Games", "Manaforge Games, 1208 Alder Street, Portland, OR 97205, USA"),
                       "de": ("KartenKeller", "KartenKeller GmbH, Lindenstraße 14, 50674 Köln, Deutschland"),
                       "fr": ("Le Repaire du Mage", "Le Repaire du Mage, 12 rue des Tanneurs, 69001 Lyon, France"),
                       "es": ("El Duende TCG", "El Duende TCG S.L., Calle Mayor 21, 28013 Madrid, España"),
                       "it": ("Cartomante", "Cartomante srl, Via Roma 8, 20121 Milano, Italia"),
                       "nl": ("DutchDraft", "DutchDraft B.V., Oudegracht 112, 3511 AX Utrecht, Nederland"),
                       "pl": ("PolskiePlanes", "Polskie Planes sp. z o.o., ul. Długa 5, 31-147 Kraków, Polska")}[lang]
        self._kit(page, "frame")
        self._kit(page, "mail")
        sent = self.site_date(page, card, lang, "{d}", ("wd", "long", "num"), days=6, clock_too=True)
        hdr = E("table", E("tbody", E("tr", E("td", self._c(page, W["frm"] + ":")), E("td", self._c(page, f"{store} <news@{slug(store)}.example>"))),
                           E("tr", E("td", self._c(page, W["to"] + ":")), E("td", "me")), E("tr", E("td", self._c(page, W["date"] + ":")), E("td", sent))),
                cls="mail-headers")
        name = self._title(page, card, lang, None, 0.5)
        self._c(page, f"{W['head']}: ")
        tr = self.card_text(page, card, lang, 0.5)
        rul = self.rulings(page, card, lang, "a newsletter's rulings",
                           ["long", "num", "abbr", "year", "short"], ["dash", "under", "colon", "after", "table", "pubover"])
        bits = self._cs(page, W["view"], W["cta"], fill(W["recv"], s=f"{slug(store)}.example"), W["unsub"], W["prefs"], W["fwd"], addr,
                        f"© {when.year} {store}")
        mail = E("div", E("p", E("a", bits[0]), cls="preheader"), E("h2", self._c(page, store)),
                 E("h1", W["head"], ": ", name), *tr, E("h3", self._c(page, W["rul"])), rul, E("p", E("a", bits[1], cls="cta")),
                 E("hr"), E("p", E("small", bits[2])), E("p", E("small", E("a", bits[3]), " | ", E("a", bits[4]), " | ", E("a", bits[5]))),
                 E("address", bits[6]), E("p", E("small", bits[7])), cls="newsletter-body")
        self._out(page, lang, f"{W['head']}: {name}", [hdr, mail], body_cls="mail")

    def layout_amp_open_in_app_sticky_ad(self, page, card):
        """A card site's AMP page on a phone (English, Spanish, Portuguese, Italian, Japanese, Korean, Traditional
        Chinese): "Open in app" banner, the menu button, sticky ads labelled "Advertisement", the card page, "View full
        site", "Back to top"."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "es", "pt", "it", "ja", "ko", "zht"])
        W = rows("open get menu ad top full cont", {
            "en": "Open in app|Get the app|Menu|Advertisement|Back to top|View full site|Continue in browser",
            "es": "Abrir en la app|Descargar la app|Menú|Publicidad|Volver arriba|Ver versión completa|Seguir en el navegador",
            "pt": "Abrir no app|Baixar o app|Menu|Publicidade|Voltar ao topo|Ver site completo|Continuar no navegador",
            "it": "Apri nell'app|Scarica l'app|Menu|Pubblicità|Torna su|Vai al sito completo|Continua nel browser",
            "ja": "アプリで開く|アプリを入手|メニュー|広告|ページの先頭へ|PC版を表示|ブラウザで続ける",
            "ko": "앱에서 열기|앱 받기|메뉴|광고|맨 위로|PC 버전 보기|브라우저로 계속",
            "zht": "在應用程式中開啟|下載應用程式|選單|廣告|回到頂端|檢視完整網站|繼續使用瀏覽器",
        })[lang]
        site = r.choice(SITES)
        self._kit(page, "frame")
        self._kit(page, "amp")
        b = self._cs(page, W["open"], W["get"], W["menu"], W["ad"], W["top"], W["full"], W["cont"], f"{site} App", "★ 4.7")
        banner = E("div", E("p", E("b", b[7]), " ", b[8]), E("a", b[0], cls="btn"), " ", E("a", b[1]), " ", E("a", b[6]), cls="app-banner")
        ad = lambda: E("div", E("small", b[3]), E("div", cls="ad-slot"), cls="amp-ad")  # noqa: E731
        name, parts = self.site_card(page, card, lang, site, tag="an AMP page's rulings", kinds=["long", "num", "dot", "dash", "abbr", "iso"],
                                     styles=["under", "over", "dash", "colon", "paren"], p_title=0.6, p_tr=0.5, chrome_nav=False)
        parts = [x for x in parts if x is not None]
        body = [banner, E("header", E("button", "☰ ", b[2], aria__label=b[2]), " ", E("a", self._c(page, site), cls="logo")), ad(),
                *parts[:-1], ad(), E("p", E("a", b[5]), " · ", E("a", "↑ ", b[4])), parts[-1], E("div", ad(), cls="sticky-footer")]
        self._out(page, lang, f"{name} | {site}", body, head_extra=['<script async src="https://cdn.ampproject.org/v0.js"></script>',
                                                                     f'<link rel="canonical" href="{self._url(site, card)}">'])

    def layout_a11y_landmarks_readout(self, page, card):
        """A card page as a screen reader speaks it, from its speech viewer's log (English, German, French, Spanish,
        Italian, Portuguese, Japanese, Korean): the landmarks ("banner landmark", "navigation landmark", "main
        landmark"), "link Cards", "heading level 1 NAME", "list with 4 items", "bullet DATE — text", "out of list",
        tables read by rows; saved as HTML, the log as a list with the viewer's own words."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "it", "pt", "ja", "ko"])
        A = A11Y[lang]
        site = r.choice(SITES)
        name, blocks = self.site_blocks(page, card, lang, site, tag="a screen reader's speech", kinds=["long", "num", "iso", "abbr", "dot"],
                                        styles=["dash", "colon", "over", "under", "paren", "pubover"], p_title=0.5, p_tr=0.4)
        self._kit(page, "frame")
        self._kit(page, "speech")
        sp = lambda role, text="": f"{role}  {text}".rstrip()  # noqa: E731
        out = [self._c(page, f"{name} - {site}"), self._c(page, A["banner"])]
        for b in blocks:
            kind = b[0]
            if kind == "nav":
                out += [sp(A["link"], b[1][0]), A["nav"], fill(A["list"], n=len(b[1]) - 1)] + [sp(A["link"], x) for x in b[1][1:]] + [A["out_list"]]
                out.append(A["main"])
            elif kind == "crumbs":
                out += [sp(A["link"], x) for x in b[1][:3]] + b[1][3:]
            elif kind in ("h1", "h2"):
                out.append(sp(fill(A["heading"], n=kind[1]), b[1]))
            elif kind == "fields":
                out += [x for a, v in b[1] for x in (a, v)]
            elif kind == "legal":
                out += [fill(A["table"], n=len(b[1]), c=2)] + [f"{f}  {w}" for f, w in b[1]] + [A["out_table"]]
            elif kind == "printed":
                out += [sp(fill(A["heading"], n=3), b[1])] + b[2]
            elif kind == "face":
                out += ([sp(fill(A["heading"], n=3), b[1])] if b[1] else []) + ([b[2]] if b[2] else []) + b[3]
            elif kind == "rulings":
                out.append(fill(A["list"], n=len(b[1])))
                for lines in b[1]:
                    out += [sp(A["bullet"], lines[0])] + lines[1:]
                out.append(A["out_list"])
            elif kind == "links":
                out += [sp(A["link"], x) for x in b[1]]
            else:
                out += ([A["info"]] if b[1].startswith("©") else []) + [b[1]]
        words = [A[k] for k in ("banner", "nav", "main", "info", "link", "out_list", "out_table", "bullet")]
        words += [fill(A["heading"], n=k) for k in (1, 2, 3)] + [fill(A["list"], n=len(page.rulings))]
        self._cs(page, *[w for w in words if any(ln.startswith(w) for ln in out)])
        if self.html:
            self._out(page, lang, "Speech Viewer", [E("h1", self._c(page, "Speech Viewer")), E("ol", *[E("li", x) for x in out], cls="speech-log"),
                                                    E("label", E("input", type="checkbox"), self._c(page, "Show Speech Viewer on Startup"))])
        else:
            page.content = "\n".join(out) + "\n"

    def layout_search_cache_text_only_view(self, page, card):
        """A search engine's cached copy, text-only version (English, German, French, Spanish, Italian, Portuguese,
        Dutch, Polish, Russian): "This is Searchly's cache of URL. It is a snapshot of the page as it appeared on DATE
        TIME GMT.", "The current page could have changed", Full version / Text-only version / View source, the tip,
        then the page's text."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru"])
        W = CACHE[lang]
        site = r.choice(SITES)
        url = self._url(site, card)
        m = self._moments(card, 1, 120)[0]
        d = self._stamp(page, m.date(), self._of(lang, "long", "abbr", "num", "gb")) + f" {m:%H:%M:%S} GMT"
        self._kit(page, "frame")
        self._kit(page, "cache-banner")
        bits = self._cs(page, fill(W["intro"], u=url), fill(W["snap"], d=d), W["changed"], W["learn"], W["full"], W["text"], W["source"], W["tip"])
        banner = E("div", E("div", E("p", bits[0], " ", bits[1], " ", bits[2], " ", E("a", bits[3])),
                            E("p", E("a", bits[4]), " ", E("b", bits[5]), " ", E("a", bits[6])), E("p", E("small", bits[7]))),
                   id="bN015htcoyT__google-cache-hdr", style="background:#fff;border:1px solid #ccc")
        now, self._now = self._now, m
        name, parts = self.site_card(page, card, lang, site, tag="a cached text-only copy's rulings", kinds=["long", "num", "abbr", "iso", "bare", "year"],
                                     styles=["under", "over", "dash", "colon", "table", "pubafter"], p_title=0.5, p_tr=0.5)
        self._now = now
        self._out(page, lang, f"{name} - {site}", [banner, E("hr"), E("div", *[x for x in parts if x is not None], cls="text-only")],
                  head_extra=[f'<base href="{url}">'])

    def layout_read_aloud_tts_transcript(self, page, card):
        """A card article with a read-aloud player and its transcript (English, German, French, Spanish, Italian,
        Portuguese, Dutch): "Listen to this article", Play, Speed, the voice, "Download audio", "Powered by
        SpeechLayer", "Published DATE", each ruling a transcript segment under its timestamp ("1:42")."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "it", "pt", "nl"])
        W = rows("listen play speed voice dl powered errors published transcript", {
            "en": "Listen to this article|Play|Speed|Voice: Ava (English, US)|Download audio|Powered by SpeechLayer|Generated audio may contain "
                  "errors.|Published {d}|Transcript",
            "de": "Artikel anhören|Abspielen|Geschwindigkeit|Stimme: Vicki (Deutsch)|Audio herunterladen|Bereitgestellt von SpeechLayer|"
                  "Die erzeugte Audiodatei kann Fehler enthalten.|Veröffentlicht am {d}|Transkript",
            "fr": "Écouter cet article|Lecture|Vitesse|Voix : Léa (français)|Télécharger l'audio|Propulsé par SpeechLayer|L'audio généré peut "
                  "contenir des erreurs.|Publié le {d}|Transcription",
            "es": "Escuchar este artículo|Reproducir|Velocidad|Voz: Lucía (español)|Descargar audio|Con tecnología de SpeechLayer|El audio "
                  "generado puede contener errores.|Publicado el {d}|Transcripción",
            "it": "Ascolta questo articolo|Riproduci|Velocità|Voce: Bianca (italiano)|Scarica audio|Fornito da SpeechLayer|L'audio generato può "
                  "contenere errori.|Pubblicato il {d}|Trascrizione",
            "pt": "Ouvir este artigo|Reproduzir|Velocidade|Voz: Camila (português)|Baixar áudio|Com tecnologia SpeechLayer|O áudio gerado pode "
                  "conter erros.|Publicado em {d}|Transcrição",
            "nl": "Luister naar dit artikel|Afspelen|Snelheid|Stem: Laura (Nederlands)|Audio downloaden|Mogelijk gemaakt door SpeechLayer|"
                  "De gegenereerde audio kan fouten bevatten.|Gepubliceerd op {d}|Transcript",
        })[lang]
        site = r.choice(SITES)
        self._kit(page, "frame")
        self._kit(page, "player")
        mins = r.randint(2, 7)
        bits = self._cs(page, W["listen"], f"{mins} min", "▶ " + W["play"], W["speed"], "1.0×", W["voice"], W["dl"], W["powered"], W["errors"], W["transcript"])
        name = self._title(page, card, lang, None, 0.5)
        pub = self.site_date(page, card, lang, W["published"], ("long", "num", "abbr"), days=200)
        tr = self.card_text(page, card, lang, 0.5)
        rl = self.rlines(page, card, lang, "a read-aloud transcript's segments", ["long", "num", "abbr", "iso"], ["dash", "colon", "over", "under", "paren"])
        t = r.randint(20, 50)
        segs = []
        for lines in rl:
            segs.append(E("div", E("span", self._c(page, f"{t // 60}:{t % 60:02d}"), cls="ts"), *[E("p", x) for x in lines], cls="segment"))
            t += r.randint(9, 40)
        player = E("div", E("p", E("b", bits[0]), " · ", bits[1]), E("button", bits[2]), " ", E("span", bits[3], ": ", bits[4]),
                   E("p", bits[5]), E("a", bits[6]), E("p", E("small", bits[7], " · ", bits[8])), cls="tts-player")
        parts = [self.header(page, lang, site), E("main", E("h1", name), E("p", E("small", pub)), player, *tr,
                                                  E("section", E("h2", bits[9]), E("h3", self.rul_head(page, lang, len(rl))), *segs, cls="transcript")),
                 self.footer(page, lang, site, when.year)]
        self._out(page, lang, f"{name} · {site}", parts)

    def layout_tg_web_channel_forward_post(self, page, card):
        """A channel's post on the messenger's web preview (Russian, English, Spanish, Portuguese, Italian, German,
        Polish): the channel's name and "N subscribers", the day's divider (no year), "Forwarded from ORIGIN", the
        card's name in bold, its text, the rulings one a line ("▪️ DATE — text"), hashtags, views, "edited", the time."""
        r = self.rng
        lang, when = self._setup(page, card, ["ru", "ru", "en", "es", "pt", "it", "de", "pl"])
        W = rows("subs fwd edited open viewing more", {
            "ru": "{n} подписчиков|Переслано из|изменено|Открыть в Telegram|Вы просматриваете канал|Подробнее",
            "en": "{n} subscribers|Forwarded from|edited|Open in Telegram|You are viewing the channel|Read more",
            "es": "{n} suscriptores|Reenviado desde|editado|Abrir en Telegram|Estás viendo el canal|Leer más",
            "pt": "{n} inscritos|Encaminhada de|editada|Abrir no Telegram|Você está vendo o canal|Leia mais",
            "it": "{n} iscritti|Inoltrato da|modificato|Apri in Telegram|Stai visualizzando il canale|Leggi di più",
            "de": "{n} Abonnenten|Weitergeleitet von|bearbeitet|In Telegram öffnen|Du siehst dir den Kanal an|Weiterlesen",
            "pl": "{n} subskrybentów|Przekazano od|edytowano|Otwórz w Telegramie|Przeglądasz kanał|Czytaj więcej",
        })[lang]
        chan = r.choice({"ru": ["MTG Правила", "Стек и приоритет"], "en": ["MTG Rules Daily", "Stack & Priority"], "es": ["Reglas MTG", "La Pila"],
                         "pt": ["Regras MTG BR", "Pilha e Prioridade"], "it": ["Regole MTG", "La Pila"], "de": ["MTG Regeln", "Stapel & Priorität"],
                         "pl": ["Zasady MTG", "Stos i Priorytet"]}[lang])
        origin = r.choice(["Judge Notes", "Rules Corner", "Oracle Updates"])
        self._kit(page, "frame")
        self._kit(page, "channel")
        m = self._moments(card, 1, 40)[0]
        cl = date_lang(lang)
        day = {"en": f"{SITE_MONTHS['en'][m.month - 1]} {m.day}", "de": f"{m.day}. {SITE_MONTHS['de'][m.month - 1]}",
               "es": f"{m.day} de {SITE_MONTHS['es'][m.month - 1]}", "pt": f"{m.day} de {SITE_MONTHS['pt'][m.month - 1]}"}.get(cl, f"{m.day} {SITE_MONTHS[cl][m.month - 1]}")
        self._own(page, m.date(), day)
        bits = self._cs(page, chan, f"@{slug(chan).replace('-', '_')}", fill(W["subs"], n=f"{r.randint(2, 90)}.{r.randint(1, 9)}K"), W["open"],
                        W["viewing"], W["fwd"], origin, W["edited"], f"{m:%H:%M}", f"{r.randint(1, 40)}.{r.randint(0, 9)}K", "#rulings",
                        f"#{card.set_code}", W["more"])
        name = self._title(page, card, lang, None, 0.6)
        tr = self.card_text(page, card, lang, 0.5)
        rl = self.rlines(page, card, lang, "a channel post's rulings", ["long", "num", "bare", "abbr", "iso"], ["dash", "colon", "over", "paren", "bracket"])
        msg: list = [E("b", name), E("br"), E("br")]
        body: list = []
        for lines in rl:
            for k, ln in enumerate(lines):
                body += [("▪️ " if k == 0 else "") + ln, E("br")]
            body.append(E("br"))
        text = E("div", *msg, cls="tgme_widget_message_text")
        post = E("div", E("div", bits[5], " ", E("a", E("b", bits[6])), cls="tgme_widget_message_forwarded_from"), text, *tr,
                 E("div", E("p", "📌 ", self.rul_head(page, lang, len(rl))), E("p", *body[:-1]), E("p", bits[10], " ", bits[11]), E("a", bits[12]),
                   cls="tgme_widget_message_text"),
                 E("div", E("span", bits[9], cls="views"), " ", E("span", bits[7]), " ", E("time", bits[8], datetime=m.isoformat() + "+00:00"),
                   cls="tgme_widget_message_footer"), cls="tgme_widget_message")
        parts = [E("header", E("b", bits[0]), " ", E("span", bits[1]), E("p", bits[2]), E("a", bits[3])), E("p", E("small", bits[4])),
                 E("div", E("span", day), cls="tgme_widget_message_service_date"), post]
        self._out(page, lang, f"{chan} – Telegram", parts, body_cls="tgme_channel")

    def layout_chat_unfurl_og_description(self, page, card):
        """A team chat's message linking a card page, with the link's preview unfurled (English, German, French,
        Japanese, Spanish, Portuguese): the day's divider, the author and the time, the message, the preview (site's
        name, the card's name as the link, its description holding the rulings one a line), reactions, "N replies",
        "Last reply 2 hours ago", the composer's placeholder."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "ja", "es", "pt"])
        W = rows("replies last msg thanks edited compose", {
            "en": "{n} replies|Last reply {a}|Found the official rulings for this one:|thanks, that settles it|(edited)|Message #rules-help",
            "de": "{n} Antworten|Letzte Antwort {a}|Hier sind die offiziellen Regelhinweise dazu:|danke, damit ist es geklärt|(bearbeitet)|"
                  "Nachricht an #regelfragen",
            "fr": "{n} réponses|Dernière réponse {a}|Voici les précisions officielles pour celle-ci :|merci, c'est réglé|(modifié)|"
                  "Envoyer un message dans #regles",
            "ja": "{n}件の返信|最終返信：{a}|このカードの公式裁定はこちら：|ありがとう、解決しました|（編集済み）|#ルール質問 へのメッセージ",
            "es": "{n} respuestas|Última respuesta {a}|Aquí están las resoluciones oficiales de esta carta:|gracias, queda claro|(editado)|"
                  "Enviar mensaje a #reglas",
            "pt": "{n} respostas|Última resposta {a}|Aqui estão as decisões oficiais deste card:|valeu, resolvido|(editado)|Mensagem em #regras",
        })[lang]
        site = r.choice(SITES)
        self._kit(page, "frame")
        self._kit(page, "chat")
        self._kit(page, "link-preview")
        self._kit(page, "reactions")
        m = self._moments(card, 1, 10)[0]
        day = self.site_date(page, card, lang, "{d}", ("wd", "long"), days=10)
        who, other = r.sample(["sam.r", "Mika", "jo_judge", "Tess", "Kenta", "lucas.b"], 2)
        reply = min(self._now - dt.timedelta(minutes=5), m + dt.timedelta(hours=r.randint(1, 30)))
        last = self._ago(page, reply, lang)
        bits = self._cs(page, who, clock(m, date_lang(lang) if lang != "ja" else "ja"), W["msg"], site, f"👍 {r.randint(1, 9)}", f"✅ {r.randint(1, 4)}",
                        fill(W["replies"], n=r.randint(2, 6)), fill(W["last"], a=last), W["compose"], other, W["thanks"], W["edited"])
        name = self._title(page, card, lang, None, 0.4)
        url = self._url(site, card)
        rl = self.rlines(page, card, lang, "a link preview's description", ["long", "num", "abbr", "iso"], ["dash", "colon", "paren", "bracket"])
        desc: list = []
        for lines in rl:
            desc += [" ".join(lines), E("br")]
        head = self.rul_head(page, lang, len(rl))
        unfurl = E("div", E("div", E("small", bits[3]), cls="unfurl-site"), E("a", name, href=url, cls="unfurl-title"),
                   E("div", head, E("br"), *desc[:-1], cls="unfurl-description"), cls="attachment")
        msg = E("div", E("div", E("b", bits[0]), " ", E("span", bits[1], cls="ts")), E("p", bits[2], " ", E("a", url), " ", bits[11]), unfurl,
                E("div", E("button", bits[4]), E("button", bits[5]), cls="reactions"), E("p", E("a", bits[6]), " ", E("span", bits[7])),
                cls="message")
        parts = [E("div", E("span", day), cls="day-divider", role="separator"), msg,
                 E("div", E("b", bits[9]), " ", E("span", bits[10]), cls="message"), E("div", E("p", bits[8]), cls="composer")]
        self._out(page, lang, f"{name} | {site}", parts, body_cls="chat")

    def layout_metered_paywall_overlay(self, page, card):
        """A magazine's card spotlight behind a metered paywall (English, German, French, Spanish, Italian, Dutch):
        "By AUTHOR", "Published DATE", "N min read", the article's own words, the overlay ("You have 2 free articles
        left this month.", "Subscribe for PRICE/month", "Offer ends DATE", "Already a subscriber? Sign in"), the card's
        text and the rulings under it."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "it", "nl"])
        W = rows("left sub ends signin register read by published spot intro", {
            "en": "You have {n} free articles left this month.|Subscribe for {p}/month|Offer ends {d}|Already a subscriber? Sign in|"
                  "Register for free to keep reading|{n} min read|By {a}|Published {d}|Card spotlight:|Here is what the official rulings "
                  "say about this card.",
            "de": "Sie haben diesen Monat noch {n} kostenlose Artikel.|Abonnieren für {p}/Monat|Angebot endet am {d}|Schon Abonnent? Anmelden|"
                  "Kostenlos registrieren und weiterlesen|{n} Min. Lesezeit|Von {a}|Veröffentlicht am {d}|Karte im Fokus:|Das sagen die "
                  "offiziellen Regelhinweise zu dieser Karte.",
            "fr": "Il vous reste {n} articles gratuits ce mois-ci.|Abonnez-vous pour {p}/mois|Offre valable jusqu'au {d}|Déjà abonné ? Se "
                  "connecter|Inscrivez-vous gratuitement pour continuer|{n} min de lecture|Par {a}|Publié le {d}|Carte à la une :|Voici ce "
                  "que disent les précisions officielles sur cette carte.",
            "es": "Te quedan {n} artículos gratis este mes.|Suscríbete por {p}/mes|La oferta termina el {d}|¿Ya tienes suscripción? Inicia "
                  "sesión|Regístrate gratis para seguir leyendo|{n} min de lectura|Por {a}|Publicado el {d}|Carta destacada:|Esto es lo que "
                  "dicen las resoluciones oficiales de esta carta.",
            "it": "Ti restano {n} articoli gratuiti questo mese.|Abbonati a {p}/mese|L'offerta termina il {d}|Sei già abbonato? Accedi|"
                  "Registrati gratis per continuare a leggere|{n} min di lettura|Di {a}|Pubblicato il {d}|Carta in evidenza:|Ecco cosa "
                  "dicono le sentenze ufficiali su questa carta.",
            "nl": "Je hebt deze maand nog {n} gratis artikelen.|Abonneer voor {p}/maand|Aanbieding eindigt op {d}|Al abonnee? Inloggen|"
                  "Registreer gratis om verder te lezen|{n} min leestijd|Door {a}|Gepubliceerd op {d}|Kaart in de kijker:|Dit zeggen de "
                  "officiële uitspraken over deze kaart.",
        })[lang]
        mag = r.choice(["Manaweave Magazine", "The Stack Weekly", "Topdeck Quarterly"])
        self._kit(page, "frame")
        self._kit(page, "paywall")
        ends = self._stamp(page, self._now.date() + dt.timedelta(days=r.randint(3, 25)), self._of(lang, "long", "num", "abbr"))
        pub = self.site_date(page, card, lang, W["published"], ("long", "num", "abbr"), days=150)
        bits = self._cs(page, fill(W["left"], n=r.randint(1, 3)), fill(W["sub"], p=self.price(lang if lang != "nl" else "de", 1, 9)),
                        fill(W["ends"], d=ends), W["signin"], W["register"], fill(W["read"], n=r.randint(3, 9)),
                        fill(W["by"], a=r.choice(["Mara Quinn", "Jonas Feld", "Léa Morel", "Diego Sanz"])), W["spot"], W["intro"])
        name = self._title(page, card, lang, None, 0.5)
        tr = self.card_text(page, card, lang, 0.5)
        rul = self.rulings(page, card, lang, "a paywalled article's rulings", ["long", "num", "abbr", "year", "short"],
                           ["under", "over", "dash", "after", "pubafter", "bullet"])
        overlay = E("div", E("p", E("b", bits[0])), E("a", bits[1], cls="btn"), E("p", E("small", bits[2])), E("p", E("a", bits[4])),
                    E("p", E("a", bits[3])), cls="paywall-overlay", role="dialog")
        parts = [self.header(page, lang, mag), E("main", E("article", E("p", E("small", bits[7])), E("h1", name), E("p", bits[6], " · ", pub, " · ", bits[5]),
                                                             E("p", bits[8]), overlay, *tr, E("h2", self.rul_head(page, lang)), rul)),
                 self.newsletter(page, lang) if r.random() < 0.4 else None, self.footer(page, lang, mag, when.year)]
        self._out(page, lang, f"{bits[7]} {name} – {mag}", parts)

    def layout_bot_check_interstitial_leftover(self, page, card):
        """A card page copied with the bot check's interstitial still at its top (English, German, French, Spanish,
        Portuguese, Japanese, Simplified Chinese, Korean, Russian): "Checking your browser before accessing HOST",
        "Please allow up to 5 seconds…", "Verification successful. Waiting for HOST to respond...", "Ray ID: …",
        "Performance & security by ShieldFlare", then the page."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "pt", "ja", "zhs", "ko", "ru"])
        W = BOT[lang]
        site = r.choice(SITES)
        host = self._host(site)
        ray = "".join(r.choice("0123456789abcdef") for _ in range(16))
        self._kit(page, "frame")
        self._kit(page, "interstitial")
        wait = W["wait"] if r.random() < 0.5 else W["human"]
        bits = self._cs(page, fill(W["checking"], h=host), W["auto"], wait, wait, fill(W["ok"], h=host), fill(W["ray"], r=ray), W["perf"])
        top = E("div", E("h2", self._c(page, host)), E("p", bits[0]), E("p", bits[1]), E("p", bits[2]),
                E("p", bits[4]), E("div", E("small", bits[5]), " • ", E("small", bits[6]), cls="footer"), id="challenge-stage")
        name, parts = self.site_card(page, card, lang, site, tag="a page behind a bot check", kinds=["long", "num", "iso", "dot", "dash", "abbr"],
                                     styles=["under", "over", "dash", "colon", "table", "paren"], p_title=0.6, p_tr=0.5, consent=0.3)
        self._out(page, lang, f"{name} | {site}", [top, *parts])

    def layout_app_offline_cached_copy_banner(self, page, card):
        """A card app's page opened offline (English, German, French, Italian, Spanish, Portuguese, Korean,
        Traditional Chinese, Japanese): "You're offline — showing a copy saved on DATE", Retry, "Some content may be out
        of date.", the app's card page, "Saved pages (N)", the bottom tab bar, "A new version is available. Reload"."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "it", "es", "pt", "ko", "zht", "ja"])
        W = OFFLINE[lang]
        site = r.choice(SITES)
        m = self._moments(card, 1, 60)[0]
        saved = self._stamp(page, m.date(), self._of(lang, "long", "abbr", "num", "dot")) + (f" {clock(m, date_lang(lang))}" if r.random() < 0.5 else "")
        self._kit(page, "frame")
        self._kit(page, "offline")
        bits = self._cs(page, fill(W["offline"], d=saved), W["retry"], W["stale"], fill(W["saved"], n=r.randint(2, 40)), *W["tabs"].split("·"),
                        W["update"])
        banner = E("div", E("p", E("b", bits[0])), E("button", bits[1]), E("p", E("small", bits[2])), role="status", cls="offline-banner")
        now, self._now = self._now, m
        name, parts = self.site_card(page, card, lang, site, tag="an offline copy's rulings", kinds=["long", "num", "dot", "dash", "abbr", "iso"],
                                     styles=["under", "over", "colon", "dash", "paren", "table"], p_title=0.6, p_tr=0.5, chrome_nav=False)
        self._now = now
        tabs = E("nav", *[E("a", x) for x in bits[4:8]], cls="tab-bar")
        self._out(page, lang, f"{name} · {site}", [banner, E("header", E("b", self._c(page, site)), " ", E("a", bits[3])),
                                                   *[x for x in parts if x is not None], E("div", bits[8], cls="toast"), tabs], body_cls="app")

    def layout_syndicated_partner_reprint(self, page, card):
        """A card article republished by a news aggregator (English, German, French, Spanish, Italian, Japanese,
        Portuguese): the aggregator's header, "Follow", the source's name, "Updated DATE", "This article originally
        appeared on SOURCE on DATE. Republished with permission.", the card's text, the rulings, "More from SOURCE",
        "Sponsored content", "Trending now", "Feedback"."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "it", "ja", "pt"])
        W = rows("orig follow more sponsored trending feedback source updated", {
            "en": "This article originally appeared on {s} on {d}. Republished with permission.|Follow|More from {s}|Sponsored content|"
                  "Trending now|Feedback|Source: {s}|Updated {d}",
            "de": "Dieser Artikel erschien zuerst am {d} auf {s}. Veröffentlichung mit freundlicher Genehmigung.|Folgen|Mehr von {s}|"
                  "Gesponserte Inhalte|Gerade angesagt|Feedback|Quelle: {s}|Aktualisiert am {d}",
            "fr": "Cet article a initialement été publié sur {s} le {d}. Republié avec autorisation.|Suivre|Plus de {s}|Contenu sponsorisé|"
                  "Tendances|Commentaires|Source : {s}|Mis à jour le {d}",
            "es": "Este artículo se publicó originalmente en {s} el {d}. Reproducido con permiso.|Seguir|Más de {s}|Contenido patrocinado|"
                  "Tendencias|Comentarios|Fuente: {s}|Actualizado el {d}",
            "it": "Questo articolo è apparso originariamente su {s} il {d}. Ripubblicato su autorizzazione.|Segui|Altro da {s}|"
                  "Contenuti sponsorizzati|Di tendenza|Feedback|Fonte: {s}|Aggiornato il {d}",
            "ja": "この記事は{d}に{s}で最初に公開されたものです。許可を得て転載しています。|フォロー|{s}のその他の記事|スポンサーコンテンツ|トレンド|"
                  "フィードバック|出典：{s}|更新日：{d}",
            "pt": "Este artigo foi publicado originalmente em {s} em {d}. Republicado com permissão.|Seguir|Mais de {s}|Conteúdo patrocinado|"
                  "Em alta|Feedback|Fonte: {s}|Atualizado em {d}",
        })[lang]
        src = r.choice(SITES)
        agg = r.choice(["Newsloop", "Feedstream", "Pulse Reader"])
        self._kit(page, "frame")
        self._kit(page, "syndication")
        orig = self.site_date(page, card, lang, fill(W["orig"], s=src), ("long", "num", "abbr"), days=300)
        upd = self.site_date(page, card, lang, W["updated"], ("long", "num", "abbr"), days=30)
        bits = self._cs(page, agg, W["follow"], fill(W["source"], s=src), fill(W["more"], s=src), W["sponsored"], W["trending"], W["feedback"],
                        SITE_CH[lang]["login"])
        name = self._title(page, card, lang, None, 0.5)
        tr = self.card_text(page, card, lang, 0.5)
        rul = self.rulings(page, card, lang, "a syndicated article's rulings",
                           ["long", "num", "abbr", "iso", "wd"], ["under", "over", "dash", "pubover", "after"])
        more = [E("li", E("a", self._c(page, self._oname(o)))) for o in self._others(card, 3)]
        self._kit(page, "related")
        note = E("p", E("i", orig))
        top_note = r.random() < 0.5
        parts = [E("header", E("b", bits[0]), " ", E("a", bits[7]), " ", E("a", bits[6])),
                 E("main", E("article", E("p", E("b", self._c(page, src)), " ", E("button", bits[1])), E("h1", name), E("p", E("small", upd)),
                             note if top_note else None, *tr, E("h2", self.rul_head(page, lang)), rul, None if top_note else note, E("p", E("small", bits[2]))),
                   E("aside", E("h3", bits[3]), E("ul", *more)),
                   E("aside", E("h3", bits[4]), E("p", self._c(page, r.choice(["Top 10 board games of the year", "Upgrade your gaming chair"]))))),
                 E("footer", E("h3", bits[5]), E("p", self._c(page, f"© {when.year} {agg}")))]
        self._out(page, lang, f"{name} | {agg}", parts)

    def layout_print_selection_rulings_untitled(self, page, card):
        """(Names no card.) Only a card page's rulings tab printed (English, German, French, Italian, Korean, Simplified
        Chinese): copied from the print, the browser's header (date and time, the tab's title naming the printing by set
        and number) and footer (the address with "#rulings", "1/1"); saved, the site's print view of the tab
        ("Printed from SITE on DATE", Print, Close). The user names the card with --card."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "it", "ko", "zhs"])
        self._card_arg(page, card)
        site = r.choice(SITES)
        code, sname = self.set_of(card)
        url = self._url(site, card, named=False, tail="#rulings")
        self._kit(page, "frame")
        self._kit(page, "print")
        title = self._c(page, f"{code} #{card.number} · {SITE_UI[lang]['rulings']} · {site}")
        if self.html:
            W = rows("printed close", {"en": "Printed from {s} on {d}|Close", "de": "Gedruckt von {s} am {d}|Schließen",
                                        "fr": "Imprimé depuis {s} le {d}|Fermer", "it": "Stampato da {s} il {d}|Chiudi",
                                        "ko": "{s}에서 {d}에 인쇄|닫기", "zhs": "于 {d} 从 {s} 打印|关闭"})[lang]
            printed = self._c(page, fill(W["printed"], s=self._host(site), d=self._stamp(page, when.date(), self._of(lang, "long", "num"))))
            _, parts = self.site_card(page, card, lang, site, tag="a printed rulings tab (naming no card)", kinds=["long", "num", "iso", "dot", "abbr"],
                                      styles=["colon", "dash", "after", "table", "under"], untitled=True, chrome_nav=False)
            tools = E("div", E("button", self._c(page, SITEW[lang]["print"])), " ", E("button", self._c(page, W["close"])), E("p", E("small", printed)))
            self._out(page, lang, title, [tools, *[x for x in parts if x is not None]], body_cls="print")
            return
        self._kit(page, "site")
        rl = self.rlines(page, card, lang, "a printed rulings selection (naming no card)", ["long", "num", "iso", "dot", "abbr"],
                         ["colon", "dash", "paren", "bracket", "over", "under"])
        upd = self.site_date(page, card, lang, SITEW[lang]["updated"], ("long", "num", "iso", "dot"), days=60)
        stamp = self.print_stamp(when, lang)
        self._own(page, when.date(), stamp)
        self._cs(page, stamp, url, "1/1")
        body = [self._c(page, f"{sname} · #{card.number}"), "", self.rul_head(page, lang, len(rl)), ""]
        for lines in rl:
            body += lines + [""]
        body += [upd, self._c(page, SITEW[lang]["report"])]
        sep = "    " if r.random() < 0.5 else "\n"
        page.content = f"{stamp}{sep}{title}\n\n" + "\n".join(body) + f"\n\n{url}{sep}1/1\n"

    LAYOUTS36: dict[str, tuple[str, bool]] = {
        "wayback-calendar-strip-capture": ("layout_wayback_calendar_strip_capture", True),
        "archive-fyi-snapshot-header": ("layout_archive_fyi_snapshot_header", True),
        "print-view-running-header": ("layout_print_view_running_header", True),
        "savepdf-pdftotext-columns": ("layout_savepdf_pdftotext_columns", True),
        "browser-translated-notranslate-rulings": ("layout_browser_translated_notranslate_rulings", True),
        "textbrowser-dump-link-list": ("layout_textbrowser_dump_link_list", True),
        "aggregator-unread-item-pane": ("layout_aggregator_unread_item_pane", True),
        "mailed-card-newsletter-footer": ("layout_mailed_card_newsletter_footer", True),
        "amp-open-in-app-sticky-ad": ("layout_amp_open_in_app_sticky_ad", True),
        "a11y-landmarks-readout": ("layout_a11y_landmarks_readout", True),
        "search-cache-text-only-view": ("layout_search_cache_text_only_view", True),
        "read-aloud-tts-transcript": ("layout_read_aloud_tts_transcript", True),
        "tg-web-channel-forward-post": ("layout_tg_web_channel_forward_post", True),
        "chat-unfurl-og-description": ("layout_chat_unfurl_og_description", True),
        "metered-paywall-overlay": ("layout_metered_paywall_overlay", True),
        "bot-check-interstitial-leftover": ("layout_bot_check_interstitial_leftover", True),
        "app-offline-cached-copy-banner": ("layout_app_offline_cached_copy_banner", True),
        "syndicated-partner-reprint": ("layout_syndicated_partner_reprint", True),
        "wayback-rulings-fragment-untitled": ("layout_wayback_rulings_fragment_untitled", False),
        "print-selection-rulings-untitled": ("layout_print_selection_rulings_untitled", False),
    }
    LAYOUTS = LAYOUTS36


LAYOUTS36 = tuple(Fresh36Generator.LAYOUTS36)


def fresh36_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-36 part's pages, drawn with their own generator (seed + 232003) from ``cards`` (single-faced
    ones and cards with faces alike)."""
    return Fresh36Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh36")


def _part_problems(pages: list[Page], gen: Fresh36Generator) -> list[str]:
    """What the part as a whole lacks: its layouts (all its own, both formats each), date and title languages,
    cards with faces on about half of the pages and of every kind the cards have, titles of each kind, each
    kind of ``--card``, translations on some pages (of faces, whole cards, single-faced cards),
    the copy's own frame on every page, three kinds of furniture at least on each."""
    problems, full, layouts = part_basics(pages, LAYOUTS36, 12, 5)
    more, pages, multi, by_name = multi_share(pages, gen, check=full)
    problems += more
    if not full:
        return problems
    problems += one_format_problems(pages, layouts)
    problems += variety_problems(pages, gen, multi, by_name, (0.2, 0.75, "many wanted, not all"))
    if any("frame" not in p.__dict__.get("kits", []) for p in pages):
        problems.append("a page without the copy's own frame (toolbar, print header, banner, bar, dump)")
    few = [p.id for p in pages if len(set(p.__dict__.get("kits", []))) < 3]
    if few:
        problems.append(f"pages with fewer than 3 kinds of furniture: {few}")
    return problems


def _page_problems(p: Page, card: CardData, gen: Fresh36Generator) -> list[str]:
    """What is wrong with one page's answers (see ``self_test``)."""
    views = reading_views(p)
    seen = seen_in(views)
    problems = answer_problems(p, card, seen, "h", "fresh36") + own_date_problems(p, card, seen)
    problems += translation_problems(p, card, seen) + chrome_problems(p, seen, kits=True)
    return problems + title_problems(p, card, gen, views)


def self_test(pages: list[Page], gen: Fresh36Generator) -> list[str]:
    """What is wrong with the answers: every ruling text, translation, chrome line, shown date and the places'
    own dates are in the page as read (as written, and a saved page without its tags); the rulings are the
    card's own with their real MTGJSON dates; the places' own dates (captured, printed, cached, saved, sent,
    published, updated, offer ends) are on every page and none of the card's ruling days; translations
    are the card's printed whole card or one printed face (a single-faced card's printed card) in a stored
    language; the card is the database's English name ("A // B" for a card with faces); titled pages show their
    title, untitled ones name the card nowhere but inside a ruling and carry no translation; chrome on every page and
    inside no ruling or translation; and for the part:
    every layout in both formats, dates in 12 languages, titles in 5 besides English, cards with faces on about
    half of the pages and of every kind, every kind of title and of ``--card``, translations of faces, of whole
    cards and of single-faced cards on some pages, the copy's own frame on every page."""
    return _part_problems(pages, gen) + problems_of_pages(pages, gen, _page_problems)


def main() -> int:
    return part_main(Fresh36Generator, fresh36_corpus, self_test, SEED_OFFSET)


if __name__ == "__main__":
    raise SystemExit(main())
