"""The fresh-33 part of the page corpus (held out) (``bench/page_corpus.py``): card pages as web clippers and
read-later tools save them (2026).

Written without reading the page parser (nor any code that reads pages, nor its tests), before any parser
run on it and without seeing which pages of any part fail. Only the corpus's interface was read
(``bench/page_corpus.py`` with its ``multiface_cards``, ``bench/page_fresh32.py`` as the model and the
source of the shared machinery: dates, the element tree, the card picker, the rulings' styles),
``bench/page_accuracy.py``, ``tests/test_page_fresh_corpus.py``, ``tests/conftest.py``), the other parts'
layout names (to repeat none) and the MTGJSON data. Theme: one card site's page about ONE card (its name,
faces, text and rulings with their dates in the site's language) as a clipping or read-later tool keeps
it, wrapped in the tool's own chrome (clip dates, source URLs, tags, highlight colours, reading time, "Open
original", export footers) — half of the pages about a card with several faces (``multiface_cards``),
half about a single-faced card. Each layout comes saved as HTML and as text (Markdown notes count as text):

- obsidian-webclip-properties: an Obsidian Web Clipper note (YAML front matter: title, source, author,
  created, description, tags) or its HTML export with a properties table;
- markdownload-clip-md: MarkDownload's Markdown (created, tags, source, "# title", the excerpt quoted);
- notion-html-property-table: a Notion page exported as HTML (its property table: URL, Created, Tags,
  Status) or as Markdown, its labels in the workspace's language;
- singlefile-inline-save: a SingleFile save (the saved-with comment, its info bar, inline styles, data URIs
  trimmed) or its text;
- reader-view-estimated-time: Safari/Firefox reader view (domain, reading time, toolbar words);
- pocket-highlights-export: a Pocket item (saved date, tags, the article, highlights "Highlighted on DATE");
- instapaper-notes-export: an Instapaper article with its folder, notes and highlights;
- readwise-highlight-digest: a Readwise export (metadata, the rulings highlighted as the site dated them,
  "View Highlight" links, notes, highlight colours);
- omnivore-article-labels: an Omnivore export (front matter, labels, "Read Original", the article,
  highlights);
- onenote-clip-page: a OneNote web clip (the page's date and time, "Clipped from", the content);
- raindrop-bookmark-excerpt: a Raindrop item (domain, excerpt, collection, tags, highlights);
- send-to-kindle-doc-text: a "Send to Kindle" document's text (sent on, locations, the end mark);
- zotero-snapshot-note: a Zotero web page item (its fields, accessed and added dates, the snapshot, its
  attachment note);
- pdf-print-header-footer: a print to PDF copied as text (the date and title header, the URL and "1/3"
  footer, a page break between the card and its rulings);
- logseq-outline-props: a Logseq page (properties ``key:: value``, bullets) or its published HTML;
- telegram-saved-forward: Telegram "Saved Messages" (a forward from a card bot with the link preview);
- hypothesis-annotations-untitled (names no card): a Hypothesis annotations export quoting the page's
  rulings as dated there, each with the annotator, the annotation's own date, a comment and tags;
- pinboard-bookmark-untitled (names no card): a Pinboard bookmark list, the bookmark's description the
  page's rulings, other bookmarks around.

The untitled layouts' ``--card`` is, in turn, the whole English name, one face's English name (a
single-faced card's name) or a printed name in another language. The clippers' own dates (clipped, created,
highlighted, accessed, sent) are never a ruling's day. Dates of rulings in English, German, French, Spanish,
Italian, Portuguese, Dutch, Polish, Russian, Japanese, Korean and Chinese (fresh-32's forms); titles in
English and printed names. Each page's generator is seeded with the corpus seed + 205171 (``SEED_OFFSET``);
``bench/page_corpus.py`` hands this part the single-faced cards and then ``multiface_cards``. Page ids are
"p000"–"p199". Held out: not run through the parser when written; bench/page_accuracy.py prints its
failures only with --show-fresh33.

The scaffolding it shares (the generator's base, the helpers, the self-test's common checks) lives in
``bench/page_parts.py`` (``SitePartGenerator``, under ``Fresh32Generator``); its pages' checks are fresh-32's
(``site_page_problems``).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re

from page_corpus import CardData, Page
from page_fresh32 import UI, Fresh32Generator, site_page_problems, to_text
from page_parts import (UNCOPIED, E, N, clock, fill, multi_share, one_format_problems, page_html, part_basics, part_main,
                        problems_of_pages, rows, slug, variety_problems)

SEED_OFFSET = 205171
SINGLE_SHARE = 0.5

# --- a Markdown writer for the element tree ----------------------------------------------------------------

HEADS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
CONTAINERS = {"html", "body", "div", "section", "header", "footer", "nav", "aside", "main", "article", "form", "details",
              "figure", "dl", "fieldset", "tbody", "thead"}


def md_inline(n) -> str:
    """An element's text as Markdown inline: links, bold, emphasis, code; blocks inside joined by a space."""
    if isinstance(n, str):
        return re.sub(r"\s+", " ", n)
    if n.hidden or n.tag in UNCOPIED and n.tag != "img":
        return ""
    if n.tag == "img":
        return f"![{n.attrs.get('alt', '')}]({n.attrs.get('src', '')})" if n.attrs.get("alt") else ""
    if n.tag == "br":
        return "\n"
    sep = " " if any(isinstance(k, N) and k.tag in CONTAINERS | {"p", "li", "ul", "ol"} for k in n.kids) else ""
    inner = sep.join(md_inline(k) for k in n.kids).strip(" ")
    if not inner:
        return ""
    if n.tag == "a" and n.attrs.get("href"):
        return f"[{inner}]({n.attrs['href']})"
    return {"b": f"**{inner}**", "strong": f"**{inner}**", "em": f"*{inner}*", "i": f"*{inner}*",
            "code": f"`{inner}`", "mark": f"=={inner}=="}.get(n.tag, inner)


def md_blocks(n, out: list[str]) -> None:
    """The element as Markdown blocks (headings, paragraphs, lists, tables, quotes, rules)."""
    if isinstance(n, str):
        if n.strip():
            out.append(n.strip())
        return
    if n.hidden or n.tag in UNCOPIED and n.tag != "img":
        return
    if n.tag in HEADS:
        out.append("#" * HEADS[n.tag] + " " + md_inline(n))
    elif n.tag in ("ul", "ol"):
        items = [k for k in n.kids if isinstance(k, N)]
        out.append("\n".join(f"{'-' if n.tag == 'ul' else f'{k + 1}.'} {md_inline(x)}" for k, x in enumerate(items)))
    elif n.tag == "table":
        rows = [r for part in n.kids if isinstance(part, N) for r in (part.kids if part.tag in ("thead", "tbody") else [part])
                if isinstance(r, N) and r.tag == "tr"]
        lines = ["| " + " | ".join(md_inline(c) for c in r.kids if isinstance(c, N)) + " |" for r in rows]
        if lines:
            lines.insert(1, "|" + " --- |" * (lines[0].count(" | ") + 1))
        out.append("\n".join(lines))
    elif n.tag == "blockquote":
        sub: list[str] = []
        for k in n.kids:
            md_blocks(k, sub)
        out.append("\n>\n".join("\n".join("> " + ln for ln in b.split("\n")) for b in sub))
    elif n.tag == "hr":
        out.append("---")
    elif n.tag in CONTAINERS and any(isinstance(k, N) and k.tag not in ("a", "b", "strong", "em", "i", "span", "time", "code", "mark", "small")
                                     for k in n.kids):
        for k in n.kids:
            md_blocks(k, out)
    else:
        s = md_inline(n)
        if s.strip():
            out.append(s.strip())


def to_md(n, front: list[str] | None = None) -> str:
    """A Markdown note: the front matter (its lines between "---"), then the blocks between blank lines."""
    out: list[str] = []
    md_blocks(n, out)
    head = "---\n" + "\n".join(front) + "\n---\n\n" if front else ""
    return head + "\n\n".join(out) + "\n"


# --- the tools' words ------------------------------------------------------------------------------------------

SITES = [("CardVault", "cardvault.gg"), ("Manaflux DB", "db.manaflux.net"), ("Oracle Archive", "oraclearchive.org"),
         ("Spellbook Atlas", "spellbookatlas.com"), ("Planeswalker Index", "pwindex.io")]
SITE_W = rows("home cards sets legal ago_tip report", {
    "en": "Home|Cards|Sets|Legal in Commander|Rulings are from Wizards of the Coast.|Report a problem",
    "de": "Start|Karten|Editionen|Legal in Commander|Regelhinweise stammen von Wizards of the Coast.|Problem melden",
    "fr": "Accueil|Cartes|Éditions|Légale en Commander|Les précisions proviennent de Wizards of the Coast.|Signaler un problème",
    "es": "Inicio|Cartas|Ediciones|Legal en Commander|Las resoluciones son de Wizards of the Coast.|Informar de un problema",
    "it": "Home|Carte|Espansioni|Legale in Commander|Le sentenze sono di Wizards of the Coast.|Segnala un problema",
    "pt": "Início|Cards|Coleções|Legal no Commander|As decisões são da Wizards of the Coast.|Relatar um problema",
    "nl": "Start|Kaarten|Sets|Legaal in Commander|Uitspraken komen van Wizards of the Coast.|Probleem melden",
    "pl": "Start|Karty|Dodatki|Legalna w Commanderze|Orzeczenia pochodzą od Wizards of the Coast.|Zgłoś problem",
    "ru": "Главная|Карты|Выпуски|Разрешена в Commander|Разъяснения взяты у Wizards of the Coast.|Сообщить об ошибке",
    "ja": "ホーム|カード|セット|統率者戦で使用可|裁定はウィザーズ・オブ・ザ・コーストによるものです。|問題を報告",
    "ko": "홈|카드|세트|커맨더에서 사용 가능|판정 출처: Wizards of the Coast|문제 신고",
    "zhs": "首页|卡牌|系列|可用于指挥官|裁定来自威世智。|报告问题",
    "zht": "首頁|卡牌|系列|可用於指揮官|判定來自威世智。|回報問題",
})
HANDLES = ["mara.reads", "judge_tomasz", "kitchen_table_kai", "lena.clips", "brewer_noor", "cubeclub_ops", "pauper.pete"]
NOTES = {"en": ["check this before FNM", "ask the judge about this one", "for the rules handout"],
         "de": ["vor dem FNM prüfen", "den Judge dazu fragen", "für das Regel-Handout"],
         "fr": ["à vérifier avant le FNM", "demander à l'arbitre", "pour la fiche de règles"],
         "es": ["revisar antes del FNM", "preguntar al juez", "para la hoja de reglas"],
         "it": ["da controllare prima del FNM", "chiedere all'arbitro", "per la dispensa sulle regole"],
         "pt": ["ver antes do FNM", "perguntar ao juiz", "para a apostila de regras"],
         "ru": ["проверить перед FNM", "спросить судью", "для памятки по правилам"],
         "ja": ["FNMの前に確認", "ジャッジに聞く", "ルール資料用"],
         "pl": ["sprawdzić przed FNM", "zapytać sędziego", "do ściągi z zasad"]}

NOTION_W = rows("url created tags status inbox", {
    "en": "URL|Created|Tags|Status|Inbox", "de": "URL|Erstellt|Tags|Status|Eingang", "fr": "URL|Créé le|Étiquettes|Statut|Boîte de réception",
    "ja": "URL|作成日時|タグ|ステータス|受信箱", "ko": "URL|생성 일시|태그|상태|수신함"})
SF_W = rows("bar saved", {
    "en": "Saved with SingleFile|Saved on {d}", "de": "Gespeichert mit SingleFile|Gespeichert am {d}",
    "ru": "Сохранено с SingleFile|Сохранено {d}", "pl": "Zapisano za pomocą SingleFile|Zapisano {d}", "nl": "Opgeslagen met SingleFile|Opgeslagen op {d}"})
READER_W = rows("close type listen time", {
    "en": "Close Reader View|Type controls|Listen|{a}–{b} minutes", "de": "Leseansicht schließen|Schriftart anpassen|Anhören|{a}–{b} Minuten",
    "fr": "Fermer le mode lecture|Options de texte|Écouter|{a} à {b} minutes", "it": "Chiudi Vista lettura|Controlli testo|Ascolta|{a}-{b} minuti",
    "es": "Cerrar vista de lectura|Controles de texto|Escuchar|{a}-{b} minutos"})
HL_W = rows("saved tags highlights hl_on note open archive fav", {
    "en": "Saved {d}|Tags|Highlights ({n})|Highlighted on {d}|Note|Open original|Archive|★ Favorite",
    "de": "Gespeichert am {d}|Tags|Markierungen ({n})|Markiert am {d}|Notiz|Original öffnen|Archivieren|★ Favorit",
    "fr": "Enregistré le {d}|Tags|Surlignages ({n})|Surligné le {d}|Note|Ouvrir l'original|Archiver|★ Favori",
    "es": "Guardado el {d}|Etiquetas|Destacados ({n})|Destacado el {d}|Nota|Abrir original|Archivar|★ Favorito",
    "it": "Salvato il {d}|Tag|Evidenziazioni ({n})|Evidenziato il {d}|Nota|Apri originale|Archivia|★ Preferito",
    "pt": "Salvo em {d}|Tags|Destaques ({n})|Destacado em {d}|Nota|Abrir original|Arquivar|★ Favorito",
    "ru": "Сохранено {d}|Теги|Выделения ({n})|Выделено {d}|Заметка|Открыть оригинал|В архив|★ Избранное",
    "ja": "{d}に保存|タグ|ハイライト（{n}）|{d}にハイライト|メモ|元のページを開く|アーカイブ|★ お気に入り",
    "pl": "Zapisano {d}|Tagi|Zakreślenia ({n})|Zakreślono {d}|Notatka|Otwórz oryginał|Archiwizuj|★ Ulubione"})
INSTA_W = rows("folder unread liked read words", {
    "en": "Folder: MTG rules|Unread|Liked|{n} min read|{n} words", "de": "Ordner: MTG-Regeln|Ungelesen|Gefällt mir|{n} Min. Lesezeit|{n} Wörter",
    "fr": "Dossier : règles MTG|Non lus|J'aime|{n} min de lecture|{n} mots", "it": "Cartella: regole MTG|Da leggere|Mi piace|{n} min di lettura|{n} parole"})
ONENOTE_W = rows("clipped notebook section", {
    "en": "Clipped from: {u}|Notebook: Magic|Section: Rulings", "de": "Ausgeschnitten aus: {u}|Notizbuch: Magic|Abschnitt: Regeln",
    "fr": "Capturé depuis : {u}|Bloc-notes : Magic|Section : Règles", "es": "Recortado de: {u}|Bloc de notas: Magic|Sección: Reglas",
    "it": "Ritagliato da: {u}|Blocco appunti: Magic|Sezione: Regole", "ja": "クリップ元: {u}|ノートブック: Magic|セクション: ルール"})
WEEKDAYS = {"en": "Monday Tuesday Wednesday Thursday Friday Saturday Sunday", "de": "Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag",
            "fr": "lundi mardi mercredi jeudi vendredi samedi dimanche", "es": "lunes martes miércoles jueves viernes sábado domingo",
            "it": "lunedì martedì mercoledì giovedì venerdì sabato domenica", "ja": "月曜日 火曜日 水曜日 木曜日 金曜日 土曜日 日曜日"}
RAIN_W = rows("collection saved highlights note open", {
    "en": "Collection: Magic rules|Saved {d}|Highlights|Note|Open", "de": "Sammlung: Magic-Regeln|Gespeichert {d}|Markierungen|Notiz|Öffnen",
    "pt": "Coleção: regras de Magic|Salvo em {d}|Destaques|Nota|Abrir", "ko": "컬렉션: 매직 규칙|{d} 저장됨|하이라이트|메모|열기"})
KINDLE_W = rows("sent loc end", {
    "en": "Sent to Kindle on {d}|Location {a} of {b}|— End of document —", "de": "An Kindle gesendet am {d}|Position {a} von {b}|— Ende des Dokuments —",
    "es": "Enviado a Kindle el {d}|Posición {a} de {b}|— Fin del documento —", "it": "Inviato a Kindle il {d}|Posizione {a} di {b}|— Fine del documento —",
    "fr": "Envoyé sur Kindle le {d}|Emplacement {a} sur {b}|— Fin du document —", "ja": "{d}にKindleに送信|位置No. {a}/{b}|— ドキュメントの終わり —"})
ZOTERO_W = rows("itype webpage title website url accessed added modified snapshot note", {
    "en": "Item Type|Web Page|Title|Website Title|URL|Accessed|Date Added|Modified|Snapshot|Note",
    "de": "Eintragsart|Webseite|Titel|Titel der Website|URL|Heruntergeladen am|Hinzugefügt am|Geändert am|Schnappschuss|Notiz",
    "fr": "Type de document|Page Web|Titre|Titre du site Web|URL|Consulté le|Date d'ajout|Modifié le|Capture|Note",
    "pl": "Typ pozycji|Strona internetowa|Tytuł|Tytuł witryny|URL|Dostęp|Data dodania|Zmodyfikowano|Zrzut|Notatka",
    "ru": "Тип записи|Веб-страница|Название|Название сайта|URL|Дата доступа|Дата добавления|Изменено|Снимок|Заметка"})
TG_W = rows("saved fwd preview", {
    "en": "Saved Messages|Forwarded from {who}|Link preview", "ru": "Избранное|Переслано от {who}|Предпросмотр ссылки",
    "de": "Gespeichert|Weitergeleitet von {who}|Linkvorschau", "es": "Mensajes guardados|Reenviado de {who}|Vista previa del enlace",
    "pt": "Mensagens Salvas|Encaminhada de {who}|Pré-visualização do link", "it": "Messaggi salvati|Inoltrato da {who}|Anteprima del link"})
HYPO_W = rows("on annotations reply share public", {
    "en": "Annotations on {u}|{n} annotations|Reply|Share|Only me", "de": "Anmerkungen zu {u}|{n} Anmerkungen|Antworten|Teilen|Nur ich",
    "fr": "Annotations sur {u}|{n} annotations|Répondre|Partager|Moi uniquement", "es": "Anotaciones en {u}|{n} anotaciones|Responder|Compartir|Solo yo"})
PIN_W = rows("saved edit tags unread", {
    "en": "{d} by {who}|edit  delete  share|to read|unread", "de": "{d} von {who}|bearbeiten  löschen  teilen|zu lesen|ungelesen",
    "ja": "{d} {who}|編集  削除  共有|あとで読む|未読", "ru": "{d} от {who}|изменить  удалить  поделиться|прочитать|не прочитано"})


# --- the generator -------------------------------------------------------------------------------------------

class Fresh33Generator(Fresh32Generator):
    """The generator of the fresh-33 part: its own layouts only, each one card site's page about one card (a
    card with several faces half of the time) as a web clipper or read-later tool keeps it, as HTML or text."""
    PART = "fresh33"
    PREFIX = "p"

    # ---- the clipped site ----
    def _site(self, page: Page, card: CardData, lang: str, tag: str, kinds: list[str], styles: list[str], *,
              p_printed: float = 0.6, subset: bool = False, text: bool = True) -> tuple[str | None, str, str, list]:
        """The card site's page as clipped: (its title, URL, site name, nodes): breadcrumbs, the name (titled
        pages), the kind of card, its text (printed now and then), "Rulings (N)" and the rulings, the site's
        credit line. An untitled page shows no name and no text (only the rulings); its URL names no card."""
        r = self.rng
        site, host = r.choice(SITES)
        S, U = SITE_W[lang], UI[lang]
        crumbs = self._c(page, f"{S['home']} › {S['cards']} › {S['sets']}")
        title = None
        if self._untitled:
            self._card_arg(page, card)
            url = f"https://{host}/c/{r.randint(10000, 99999)}"
        else:
            title = self._title(page, card, lang, r.choice(["whole", "front"]), 0.5)
            url = f"https://{host}/card/{card.set_code.lower()}/{card.number}/{slug(card.name)}"
        self._kit(page, "nav")
        nodes: list = [E("nav", crumbs, cls="breadcrumb")]
        if title:
            nodes.append(E("h1", title, cls="card-name"))
        if title and text:
            if card.faces:
                nodes.append(E("p", self.kind_label(page, card, lang), cls="kind"))
                self._kit(page, "faces")
            nodes += self.card_text(page, card, lang, p_printed if page.title_lang != "en" else 0.0, heading="h3")
            nodes.append(E("p", self._c(page, S["legal"]), cls="legality"))
        rul = self.rulings(page, card, lang, tag, kinds, styles, subset=subset)
        head = self._c(page, fill(U["rulings_n"], n=len(page.rulings)))
        nodes += [E("h2", head), rul, E("p", E("small", self._c(page, S["ago_tip"])), " · ", E("a", self._c(page, S["report"]), href="#"))]
        return title, url, site, nodes

    def _out(self, page: Page, lang: str, title: str, parts: list, *, md: bool = False, front: list[str] | None = None,
             head_extra: list[str] | None = None) -> None:
        """The page: saved as HTML, or as the tool's text (a Markdown note with its front matter, or plain text)."""
        body = E("body", *[x for x in parts if x is not None], cls=self.rng.choice(["clip", "note", "reader", "export"]))
        if self.html:
            page.content = page_html(title, body, {"zhs": "zh-Hans", "zht": "zh-Hant"}.get(lang, lang), head_extra)
        elif md:
            page.content = to_md(body, front)
        else:
            page.content = ("\n".join(front) + "\n\n" if front else "") + to_text(body)

    def _clip_moment(self, page: Page, card: CardData, lang: str, kind: str = "num") -> tuple[dt.datetime, str]:
        """The clip's own moment and its date in the tool's form (recorded; never a ruling's day)."""
        when = self._now
        return when, self._stamp(page, when.date(), self._of(lang, kind, "num"))

    def _iso(self, page: Page, when: dt.datetime) -> str:
        """An ISO date and time of the tool's (recorded)."""
        return f"{self._stamp(page, when.date(), 'en:iso')}T{when:%H:%M:%S}"

    def _tool_lang(self, lang: str, words: dict) -> str:
        return lang if lang in words else "en"

    def _highlights(self, page: Page, card: CardData, tl: str, k: int | None = None) -> list:
        """Highlights of some of the page's rulings (the text quoted, "Highlighted on DATE" in the tool's words, a
        colour, a note now and then)."""
        r, W = self.rng, HL_W[tl]
        texts = [t for _, t in page.rulings]
        picked = r.sample(texts, min(len(texts), k or r.randint(1, 2)))
        out = [E("h2", self._c(page, fill(W["highlights"], n=len(picked))))]
        for t in picked:
            d = self._stamp(page, self._recent(card, 40), self._of(tl, "long", "abbr", "num"))
            on = self._c(page, fill(W["hl_on"], d=d))
            colour = self._c(page, r.choice(["🟨 yellow", "🟦 blue", "🟩 green", "🟪 purple"]))
            note = self._c(page, f"{W['note']}: {r.choice(NOTES.get(tl, NOTES['en']))}") if r.random() < 0.5 else None
            out.append(E("blockquote", E("p", t), E("p", E("small", on, " · ", colour)), E("p", note) if note else None, cls="highlight"))
        self._kit(page, "highlights")
        return out

    # ---- layouts ----
    def layout_obsidian_webclip_properties(self, page, card):
        """An Obsidian Web Clipper note (English, German, French, Japanese sites): YAML front matter (title,
        source, author, published, created, description, tags), then the clipped page in Markdown; its HTML
        export shows the properties as a table."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "ja", "ko"])
        title, url, site, nodes = self._site(page, card, lang, "an Obsidian clip", ["long", "iso", "num"], ["dash", "colon", "over", "table"])
        tags = r.choice([["clippings", "mtg"], ["clippings"], ["mtg/rulings", "clippings"]])
        desc = self._c(page, r.choice(["Card details, legality and rulings.", "Oracle text, printings and official rulings."]))
        created = self._stamp(page, when.date(), "en:iso")
        front = [f'title: "{title}"', f'source: "{url}"', "author:", f'  - "[[{site}]]"', "published:", f"created: {created}",
                 f'description: "{desc}"', "tags:", *[f'  - "{t}"' for t in tags]]
        if not self.html:
            self._cs(page, *front[1:6], "tags:", *front[8:])
        self._kit(page, "tags")
        if self.html:
            rows = [("source", E("a", url, href=url)), ("author", site), ("created", created), ("description", desc), ("tags", " ".join(f"#{t}" for t in tags))]
            self._cs(page, "source", "author", "created", "description", "tags", *[f"#{t}" for t in tags])
            props = E("table", E("tbody", *[E("tr", E("th", k), E("td", v)) for k, v in rows]), cls="properties")
            parts = [E("div", E("div", title, cls="inline-title"), props, cls="metadata-container"), E("div", *nodes, cls="markdown-preview-view")]
        else:
            parts = nodes
        self._out(page, lang, title, parts, md=True, front=front)

    def layout_markdownload_clip_md(self, page, card):
        """MarkDownload's Markdown (Spanish, Italian, Portuguese, English sites): created with the UTC offset,
        tags, source, author, "# title", "> ## Excerpt" and the excerpt, a rule, the page; as HTML, the same
        rendered."""
        r = self.rng
        lang, when = self._setup(page, card, ["es", "it", "pt", "en", "nl"])
        title, url, site, nodes = self._site(page, card, lang, "a MarkDownload clip", ["long", "num", "abbr"], ["dash", "paren", "over", "dl"])
        offset = r.choice(["+01:00", "+02:00", "-05:00", "+00:00"])
        front = [f"created: {self._iso(page, when)} (UTC {offset})", "tags: [mtg, rulings]", f"source: {url}", f"author: {site}"]
        self._cs(page, *front)
        excerpt = self._c(page, r.choice(["Card details, prices and rulings.", "Everything about this card: text, legality and rulings."]))
        self._kit(page, "tags")
        parts = [E("h1", title), E("blockquote", E("h2", self._c(page, "Excerpt")), E("p", excerpt)), E("hr"), *nodes]
        if self.html:
            parts.insert(0, E("pre", "\n".join(front), cls="frontmatter"))
        self._out(page, lang, f"{title} | {site}", parts, md=True, front=front)

    def layout_notion_html_property_table(self, page, card):
        """A Notion page exported (English, German, French, Japanese, Korean workspaces): the title, the property
        table (URL, Created with Notion's date and time, Tags, Status), then the clipped page; or its Markdown
        export with the properties as "Key: value" lines."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "ja", "ko"])
        W = NOTION_W[lang]
        title, url, site, nodes = self._site(page, card, lang, "a Notion export", ["long", "num", "dot"], ["table", "colon", "over"])
        created = f"{self._stamp(page, when.date(), self._of(lang, 'long'))} {clock(when, lang)}"
        tags = r.sample(["MTG", "Rules", "Commander", "To read"], 2)
        rows = [(W["url"], url), (W["created"], created), (W["tags"], ", ".join(tags)), (W["status"], W["inbox"])]
        self._cs(page, *[f"{k}: {v}" for k, v in rows] if not self.html else [x for kv in rows for x in kv])
        self._kit(page, "tags")
        if self.html:
            props = E("table", E("tbody", *[E("tr", E("th", k), E("td", E("a", v, href=v) if k == W["url"] else v), cls="property-row")
                                              for k, v in rows]), cls="properties")
            parts = [E("article", E("header", E("h1", title, cls="page-title"), props), E("div", *nodes, cls="page-body"), cls="page sans")]
        else:
            parts = [E("h1", title), *[E("p", f"{k}: {v}") for k, v in rows], *nodes]
        self._out(page, lang, title, parts, md=True, head_extra=['<style>/* cspell:disable-file */ .page-title{font-size:2.5rem}</style>'])

    def layout_singlefile_inline_save(self, page, card):
        """A SingleFile save (English, German, Russian, Polish, Dutch sites): the "Page saved with SingleFile"
        comment (url, saved date), inline styles, images as trimmed data URIs, SingleFile's info bar; as text,
        the saved page's text with the info bar."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "ru", "pl", "nl"])
        tl = self._tool_lang(lang, SF_W)
        W = SF_W[tl]
        title, url, site, nodes = self._site(page, card, lang, "a SingleFile save", ["num", "long", "short", "year", "bare"], ["dash", "table", "under"])
        saved = fill(W["saved"], d=f"{self._stamp(page, when.date(), self._of(tl, 'long', 'num'))} {clock(when, tl)}")
        self._cs(page, W["bar"], saved, url)
        self._kit(page, "source")
        bar = E("div", E("b", W["bar"]), " · ", saved, " · ", E("a", url, href=url), cls="infobar", style="position:fixed;top:0;font:12px sans-serif")
        img = E("img", src="data:image/webp;base64,UklGRlYAAABXRUJQVlA4IEoAAADQAQCdASoBAAEAAUAmJaQAA3AA/v3AgAA=", alt="", style="width:244px")
        ts = when.strftime("%a %b %d %Y %H:%M:%S")
        head = [f"<!--\n Page saved with SingleFile \n url: {url} \n saved date: {ts} GMT+0100 (Central European Standard Time)\n-->",
                '<style>body{margin:0 auto;max-width:60rem;font-family:Georgia,serif}.card-name{font-size:2rem}</style>']
        if self.html:
            self._c(page, "Page saved with SingleFile")
        parts = [bar, E("div", img, *nodes, style="padding:1rem", cls="sf-main"), E("footer", self._c(page, f"© {when.year} {site}"))]
        self._out(page, lang, f"{title} – {site}", parts, head_extra=head)

    def layout_reader_view_estimated_time(self, page, card):
        """Safari's or Firefox's reader view (English, French, Italian, Spanish, German): the toolbar (close, type
        controls, listen), the site's domain, the title, the reading time, the clipped text and rulings."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "fr", "it", "es", "de"])
        W = READER_W[lang]
        title, url, site, nodes = self._site(page, card, lang, "a reader view", ["long", "abbr", "num", "wd"], ["dash", "over", "paren", "bracket"])
        a = r.randint(2, 4)
        host = url.split("/")[2]
        bits = self._cs(page, W["close"], W["type"], W["listen"], host, fill(W["time"], a=a, b=a + r.randint(1, 3)))
        self._kit(page, "reading-time")
        nodes = [x for x in nodes if not (isinstance(x, N) and x.tag == "h1")]
        parts = [E("div", *[E("button", b, type="button") for b in bits[:3]], cls="reader-toolbar"),
                 E("div", E("a", host, href=url, cls="domain"), E("h1", title, cls="reader-title"), E("div", bits[4], cls="reader-estimated-time"),
                   cls="reader-header"), E("div", *nodes, cls="moz-reader-content")]
        self._out(page, lang, title, parts)

    def layout_pocket_highlights_export(self, page, card):
        """A Pocket item (English, German, Spanish, Portuguese, Russian): "Saved DATE", tags, Open original /
        Archive / Favorite, the article (the clipped page), then its highlights with "Highlighted on DATE"."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "es", "pt", "ru"])
        W = HL_W[lang]
        title, url, site, nodes = self._site(page, card, lang, "a Pocket article", ["long", "num", "abbr", "bare"], ["dash", "over", "colon"])
        saved = self._c(page, fill(W["saved"], d=self._stamp(page, when.date(), self._of(lang, "long", "abbr", "num"))))
        tags = self._cs(page, W["tags"], "#mtg", "#rules")
        acts = self._cs(page, W["open"], W["archive"], W["fav"], url.split("/")[2])
        self._kit(page, "tags")
        head = E("header", E("h1", title), E("p", E("a", acts[3], href=url), " · ", saved),
                 E("p", tags[0], ": ", tags[1], " ", tags[2]), E("div", *[E("a", x, href=url if k == 0 else "#") for k, x in enumerate(acts[:3])]))
        nodes = [x for x in nodes if not (isinstance(x, N) and x.tag == "h1")]
        parts = [E("div", self._c(page, "Pocket"), cls="brand"), head, E("article", *nodes), E("section", *self._highlights(page, card, lang))]
        self._out(page, lang, f"{title} | Pocket", parts)

    def layout_instapaper_notes_export(self, page, card):
        """An Instapaper article (English, German, French, Italian): the folder, Unread / Liked, the reading
        time and word count, the article, highlights with notes."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "it"])
        W = INSTA_W[lang]
        title, url, site, nodes = self._site(page, card, lang, "an Instapaper article", ["long", "num", "abbr"], ["dash", "paren", "under"])
        meta = self._cs(page, W["folder"], W["unread"], W["liked"], fill(W["read"], n=r.randint(2, 6)), fill(W["words"], n=r.randint(300, 1400)))
        src = self._c(page, url.split("/")[2])
        saved = self._c(page, fill(HL_W[lang]["saved"], d=self._stamp(page, when.date(), self._of(lang, "num", "long"))))
        self._kit(page, "reading-time")
        nodes = [x for x in nodes if not (isinstance(x, N) and x.tag == "h1")]
        parts = [E("nav", self._c(page, "Instapaper"), " ", *[E("a", m, href="#") for m in meta[:3]]),
                 E("div", E("h1", title), E("p", E("a", src, href=url), " · ", meta[3], " · ", meta[4]), E("p", saved), cls="titlebar"),
                 E("div", *nodes, id="story"), E("section", *self._highlights(page, card, lang, 1), cls="notes")]
        self._out(page, lang, title, parts)

    def layout_readwise_highlight_digest(self, page, card):
        """A Readwise export (English, German, French, Japanese, Polish sites): the title, the metadata (author,
        full title, category, URL), then "Highlights": the rulings as the reader highlighted them on the page,
        each with the site's date, a "View Highlight" link, a colour tag and a note now and then."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "ja", "pl"])
        title, url, site, _ = self._site_head(page, card, lang)
        form = self._form(page, "a Readwise highlight", lang, ["long", "num", "iso", "year"])
        items = self._dated(page, card, form, subset=r.random() < 0.4)
        page.date_forms[-1] += " (dash, highlighted)"
        meta = [f"Author: [[{site}]]", f"Full Title: {title}", "Category: #articles", f"URL: {url}"]
        self._cs(page, "Metadata", meta[0], meta[2], meta[3], "Highlights", "View Highlight", f"Added {self._stamp(page, when.date(), 'en:abbr')}")
        self._kit(page, "highlights")
        rows = []
        for ds, t, d in items:
            link = E("a", "View Highlight", href=f"https://read.readwise.io/read/01j{r.randint(10**9, 10**10)}")
            tag = self._c(page, r.choice(["#favorite", "#rules", "#judge"])) if r.random() < 0.4 else None
            rows.append(E("li", f"{ds} — ", t, " (", link, ")", f" {tag}" if tag else ""))
        parts = [E("h1", title), E("h2", "Metadata"), E("ul", *[E("li", m) for m in meta]), E("h2", "Highlights"), E("ul", *rows, cls="rulings"),
                 E("p", f"Added {self._stamp(page, when.date(), 'en:abbr')}")]
        self._out(page, lang, title, parts, md=True)

    def _site_head(self, page: Page, card: CardData, lang: str) -> tuple[str | None, str, str, list]:
        """The site's title, URL and name only (a tool that keeps no article)."""
        site, host = self.rng.choice(SITES)
        if self._untitled:
            self._card_arg(page, card)
            return None, f"https://{host}/c/{self.rng.randint(10000, 99999)}", site, []
        title = self._title(page, card, lang, self.rng.choice(["whole", "front"]), 0.5)
        return title, f"https://{host}/card/{card.set_code.lower()}/{card.number}/{slug(card.name)}", site, []

    def layout_omnivore_article_labels(self, page, card):
        """An Omnivore export (English, Spanish, Italian, Russian, Korean sites): front matter (id, title, status,
        labels, date_added, url_omnivore, url_original), "#Omnivore", "Read on Omnivore" / "Read Original", the
        article, highlights."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "es", "it", "ru", "ko"])
        title, url, site, nodes = self._site(page, card, lang, "an Omnivore article", ["long", "num", "bare", "dot"], ["dash", "colon", "over"])
        uid = hashlib.md5(f"{page.id}{url}".encode()).hexdigest()
        slug = f"https://omnivore.app/me/{uid[:8]}-{r.randint(100, 999)}"
        added = f"date_added: {self._iso(page, when)}"
        front = [f"id: {uid[:8]}-{uid[8:12]}-{uid[12:16]}-{uid[16:20]}-{uid[20:32]}", f'title: "{title}"', "status: UNREAD", "tags:", "  - MTG",
                 added, f"url_omnivore: {slug}", f"url_original: {url}"]
        if not self.html:
            self._cs(page, front[0], "status: UNREAD", "tags:", "- MTG", added, front[6], front[7])
        links = self._cs(page, "#Omnivore", "Read on Omnivore", "Read Original")
        self._kit(page, "tags")
        nodes = [x for x in nodes if not (isinstance(x, N) and x.tag == "h1")]
        parts = [E("h1", title), E("p", links[0]), E("p", E("a", links[1], href=slug)), E("p", E("a", links[2], href=url)),
                 *nodes, *self._highlights(page, card, "en", 1)]
        if self.html:
            self._cs(page, added, front[7])
            parts.insert(0, E("pre", "\n".join(front), cls="frontmatter", hidden=True))
            parts.insert(1, E("p", added, " · ", front[7], cls="meta"))
        self._out(page, lang, title, parts, md=True, front=front)

    def layout_onenote_clip_page(self, page, card):
        """A OneNote web clip exported as HTML or copied (English, German, French, Spanish, Italian, Japanese): the
        page title, the day and time it was clipped ("Saturday, February 14, 2026   10:22 AM"), "Clipped from:
        URL", the notebook and section, the clipped page."""
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "it", "ja"])
        W = ONENOTE_W[lang]
        title, url, site, nodes = self._site(page, card, lang, "a OneNote clip", ["long", "num", "short", "wd"], ["table", "dash", "over"])
        day = self._stamp(page, when.date(), self._of(lang, "long"))
        wd = WEEKDAYS[lang].split()[when.weekday()]
        stamp = self._c(page, f"{day}（{wd}）" if lang == "ja" else f"{wd}, {day}")
        t = self._c(page, clock(when, lang))
        meta = self._cs(page, fill(W["clipped"], u=url), W["notebook"], W["section"])
        self._kit(page, "source")
        nodes = [x for x in nodes if not (isinstance(x, N) and x.tag == "h1")]
        parts = [E("div", E("h1", title, style="font-size:20pt"), E("p", stamp, "    ", t, style="color:#767676"), cls="title"),
                 E("p", meta[1], " › ", meta[2], style="font-size:9pt"), E("div", *nodes, style="font-family:Calibri"), E("p", E("small", meta[0]))]
        self._out(page, lang, title, parts)

    def layout_raindrop_bookmark_excerpt(self, page, card):
        """A Raindrop item (English, German, Portuguese, Korean): the cover, title, domain, the page's excerpt (its
        card text), the collection, tags, "Saved DATE", the highlights (rulings as dated on the page), a note."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "pt", "ko", "nl"])
        tl = self._tool_lang(lang, RAIN_W)
        W = RAIN_W[tl]
        title, url, site, nodes = self._site(page, card, lang, "a Raindrop item's page", ["num", "long", "dot", "abbr"], ["dash", "over", "bracket"])
        saved = self._c(page, fill(W["saved"], d=self._stamp(page, when.date(), self._of(tl, "abbr", "num", "dot"))))
        bits = self._cs(page, W["collection"], "#mtg", "#rulings", url.split("/")[2], W["open"])
        note = self._c(page, f"{W['note']}: {r.choice(NOTES.get(tl, NOTES['en']))}")
        self._kit(page, "tags")
        nodes = [x for x in nodes if not (isinstance(x, N) and x.tag == "h1")]
        parts = [E("header", E("img", src="https://rdl.ink/render/cover.png", alt=""), E("h1", title), E("p", E("a", bits[3], href=url), " · ", saved),
                       E("p", bits[0], " · ", bits[1], " ", bits[2]), E("a", bits[4], href=url, cls="btn")),
                 E("section", E("h2", self._c(page, W["highlights"])), *nodes, cls="excerpt"), E("p", note)]
        self._out(page, lang, f"{title} — Raindrop.io", parts)

    def layout_send_to_kindle_doc_text(self, page, card):
        """A "Send to Kindle" document (English, German, Spanish, Italian, French, Japanese): the title, the site,
        "Sent to Kindle on DATE", the page's text and rulings, "Location N of M" lines, the end mark."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "es", "it", "fr", "ja"])
        W = KINDLE_W[lang]
        title, url, site, nodes = self._site(page, card, lang, "a Send to Kindle document", ["long", "num", "abbr", "wd"], ["dash", "under", "colon"])
        sent = self._c(page, fill(W["sent"], d=self._stamp(page, when.date(), self._of(lang, "long", "abbr"))))
        b = r.randint(120, 600)
        locs = self._cs(page, fill(W["loc"], a=r.randint(1, 20), b=b), fill(W["loc"], a=r.randint(40, 110), b=b), W["end"], site, url)
        self._kit(page, "source")
        nodes = [x for x in nodes if not (isinstance(x, N) and x.tag == "h1")]
        k = next((i for i, x in enumerate(nodes) if isinstance(x, N) and x.tag == "h2"), len(nodes))
        parts = [E("h1", title), E("p", locs[3]), E("p", E("i", sent)), E("p", E("small", locs[4])), E("p", locs[0], cls="loc"),
                 *nodes[:k], E("p", locs[1], cls="loc"), *nodes[k:], E("p", locs[2])]
        self._out(page, lang, title, parts)

    def layout_zotero_snapshot_note(self, page, card):
        """A Zotero web page item (English, German, French, Polish, Russian): Item Type, Title, Website Title, URL,
        Accessed, Date Added, Modified, the snapshot attachment's content (the clipped page) and its note."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "pl", "ru"])
        W = ZOTERO_W[lang]
        title, url, site, nodes = self._site(page, card, lang, "a Zotero snapshot", ["long", "num", "year", "bare"], ["dash", "table", "over"])
        added = when - dt.timedelta(minutes=r.randint(0, 5))
        fields = [(W["itype"], W["webpage"]), (W["title"], title), (W["website"], site), (W["url"], url),
                  (W["accessed"], f"{self._stamp(page, added.date(), self._of(lang, 'num'))}, {clock(added, lang)}"),
                  (W["added"], f"{self._iso(page, added)}"), (W["modified"], f"{self._iso(page, when)}")]
        for k, v in fields:
            self._cs(page, k, v if k != W["title"] else "")
        snap = self._c(page, f"{W['snapshot']} — {site}")
        note = self._c(page, f"{W['note']}: {r.choice(NOTES.get(lang, NOTES['en']))}")
        self._kit(page, "source")
        nodes = [x for x in nodes if not (isinstance(x, N) and x.tag == "h1")]
        table = E("table", E("tbody", *[E("tr", E("th", k), E("td", v)) for k, v in fields]), cls="item-pane")
        parts = [table, E("h2", snap), E("div", E("h1", title), *nodes, cls="snapshot"), E("div", E("p", note), cls="attachment-note")]
        self._out(page, lang, f"{title} — Zotero", parts)

    def layout_pdf_print_header_footer(self, page, card):
        """A browser's print to PDF copied as text (English, German, French, Spanish, Dutch, Polish): each printed
        page's header (the date and time, the page's title) and footer (the URL, "1/3"), a page break between the
        card and its rulings; as HTML, the print preview with its header and footer boxes."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "nl", "pl"])
        title, url, site, nodes = self._site(page, card, lang, "a printout to PDF", ["num", "long", "short", "abbr"], ["dash", "table", "colon"])
        stamp = f"{self._stamp(page, when.date(), self._of(lang, 'short', 'num'))}, {clock(when, lang)}"
        n = r.randint(2, 3)
        heads = [self._c(page, stamp)] + [self._c(page, f"{url}    {k}/{n}") for k in (1, 2)]
        self._kit(page, "print")
        k = next((i for i, x in enumerate(nodes) if isinstance(x, N) and x.tag == "h2"), len(nodes))

        def run(*xs):
            return E("div", *xs, cls="print-header")
        parts = [run(heads[0], "    ", f"{title} | {site}"), *nodes[:k], run(heads[1]), run(heads[0], "    ", f"{title} | {site}"),
                 *nodes[k:], run(heads[2])]
        self._out(page, lang, f"{title} | {site}", parts)

    def layout_logseq_outline_props(self, page, card):
        """A Logseq page (English, German, Japanese, Simplified Chinese, Russian sites): page properties
        (``title::``, ``source::``, ``tags::``, ``clipped::`` a journal link), then the clip as bullets (the
        rulings nested under "Rulings (N)"); as HTML, Logseq's published page with its bullets."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "ja", "zhs", "ru"])
        title, url, site, nodes = self._site(page, card, lang, "a Logseq outline", ["long", "num", "dash", "iso"], ["dash", "colon", "paren"])
        d = self._stamp(page, when.date(), "en:abbr")
        props = [f"source:: {url}", "tags:: [[mtg]], [[clippings]]", f"clipped:: [[{d}]]", f"site:: {site}"]
        self._cs(page, *props)
        self._kit(page, "tags")
        blocks: list[str] = []
        for x in nodes:
            md_blocks(x, blocks)
        if self.html:
            parts = [E("div", *[E("div", p) for p in [f"title:: {title}"] + props], cls="page-properties"),
                     E("ul", *[E("li", x) for x in nodes], cls="ls-blocks")]
            self._out(page, lang, title, parts)
            return
        lines = [f"title:: {title}", *props, ""]
        for b in blocks:
            sub = b.split("\n")
            for j, ln in enumerate(sub):
                lead = ln[2:] if ln.startswith("- ") else ln
                lines.append(("\t- " if ln.startswith("- ") else "- " if j == 0 else "  ") + lead)
        page.content = "\n".join(lines) + "\n"

    def layout_telegram_saved_forward(self, page, card):
        """Telegram's Saved Messages (English, Russian, German, Spanish, Portuguese, Italian): a message forwarded
        from a card bot (the card's text and rulings), its time, the link preview (site, title), the next message."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "ru", "de", "es", "pt", "it"])
        W = TG_W[lang]
        title, url, site, nodes = self._site(page, card, lang, "a Telegram forward", ["num", "long", "abbr", "bare"], ["dash", "colon", "bracket"])
        bot = r.choice(["@CardFetchBot", "@MTGRulingsBot", "@scryer_bot"])
        day = self._stamp(page, when.date(), self._of(lang, "num"))
        t = when.strftime("%H:%M")
        bits = self._cs(page, W["saved"], fill(W["fwd"], who=bot), f"{day} {t}", site, W["preview"], url)
        self._kit(page, "source")
        msg = E("div", E("div", bits[1], cls="forwarded from_name"), E("div", *nodes, cls="text"),
                E("div", E("small", bits[4]), E("div", E("b", bits[3]), cls="site"), E("div", E("a", bits[5], href=url), cls="link"),
                  cls="media_wrap"), E("div", bits[2], cls="pull_right date details", title=f"{day} {t}:00"), cls="message default")
        parts = [E("div", E("div", bits[0], cls="text bold"), cls="page_header"), E("div", E("div", bits[2].split()[0], cls="body details"),
                                                                                      cls="message service"), msg]
        self._out(page, lang, bits[0], parts)

    def layout_hypothesis_annotations_untitled(self, page, card):
        """(Names no card.) A Hypothesis annotations export (English, German, French, Spanish annotators; sites in
        more languages): "Annotations on URL" (the URL names no card), the count, each annotation quoting one of
        the page's rulings as dated there, the annotator, the annotation's own date, a comment, tags, Reply /
        Share. The user names the card with --card."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "it", "nl", "ko"])
        tl = self._tool_lang(lang, HYPO_W)
        W = HYPO_W[tl]
        _, url, site, _ = self._site_head(page, card, lang)
        form = self._form(page, "a Hypothesis annotation's quote (naming no card)", lang, ["long", "num", "iso", "dot"])
        items = self._dated(page, card, form, subset=r.random() < 0.4)
        sep = r.choice([" — ", ": "])
        page.date_forms[-1] += f" ({'dash' if sep == ' — ' else 'colon'}, quoted)"
        head = self._cs(page, fill(W["on"], u=url), fill(W["annotations"], n=len(items)), W["reply"], W["share"], W["public"])
        self._kit(page, "annotations")
        notes = []
        for ds, t, d in items:
            who = self._c(page, f"acct:{r.choice(HANDLES)}@hypothes.is")
            on = self._stamp(page, self._recent(card, 60), self._of(tl, "abbr", "num"))
            c = self._c(page, r.choice(NOTES.get(tl, NOTES["en"])))
            tags = self._c(page, r.choice(["#mtg #rules", "#judge", "#mtg"]))
            notes.append(E("article", E("header", E("b", who), " · ", E("time", on)), E("blockquote", f"{ds}{sep}{t}"), E("p", c),
                           E("p", tags), E("footer", W["reply"], " · ", W["share"], " · ", W["public"]), cls="annotation"))
        parts = [E("h1", head[0]), E("p", head[1]), *notes, E("footer", self._c(page, f"Exported from Hypothesis · {site}"))]
        self._card_arg_done(page)
        self._out(page, lang, f"Hypothesis — {head[1]}", parts, md=r.random() < 0.5)

    def _card_arg_done(self, page: Page) -> None:
        """(``--card`` is set by ``_site_head``/``_site`` on an untitled page.)"""
        assert page.card_arg is not None

    def layout_pinboard_bookmark_untitled(self, page, card):
        """(Names no card.) A Pinboard bookmark list (English, German, Japanese, Russian): bookmarks of other card
        pages around, and this page's ("Rulings | SITE", its URL naming no card), its description the page's
        rulings as dated there, tags, "DATE by USER", edit / delete / share. The user names the card with --card."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "ja", "ru", "fr", "pt"])
        tl = self._tool_lang(lang, PIN_W)
        W = PIN_W[tl]
        _, url, site, _ = self._site_head(page, card, lang)
        form = self._form(page, "a Pinboard bookmark's description (naming no card)", lang, ["num", "long", "abbr", "iso"])
        items = self._dated(page, card, form, subset=r.random() < 0.3)
        page.date_forms[-1] += " (colon, description)"
        who = r.choice(HANDLES)
        mine = self._c(page, f"{UI[lang]['rulings']} | {site}")
        meta = self._cs(page, url, "mtg rulings " + W["tags"], fill(W["saved"], d=self._stamp(page, when.date(), self._of(tl, "abbr", "num")), who=who),
                        W["edit"], W["unread"])
        desc = E("div", *[E("p", f"{ds}: ", t) for ds, t, _ in items], cls="description")
        marks = [E("div", E("a", mine, href=url, cls="bookmark_title"), E("div", meta[0], cls="url_display"), desc, E("div", meta[1], cls="tags"),
                   E("div", meta[2], "  ", meta[3], "  ", E("b", meta[4]), cls="when"), cls="bookmark")]
        for o in self._others(card, r.randint(2, 3)):
            t = self._c(page, f"{self._oname(o)} | {r.choice(SITES)[0]}")
            d = self._stamp(page, self._recent(card, 300), self._of(tl, "abbr", "num"))
            marks.insert(r.randint(0, len(marks)), E("div", E("a", t, href="#"), E("div", self._c(page, fill(W["saved"], d=d, who=who)), cls="when"), cls="bookmark"))
        self._kit(page, "tags")
        parts = [E("div", self._c(page, f"Pinboard · {who}"), " ", E("a", self._c(page, W["unread"]), href="#"), cls="banner"), *marks]
        self._card_arg_done(page)
        self._out(page, lang, f"Pinboard: bookmarks for {who}", parts)

    LAYOUTS33: dict[str, tuple[str, bool]] = {
        "obsidian-webclip-properties": ("layout_obsidian_webclip_properties", True),
        "markdownload-clip-md": ("layout_markdownload_clip_md", True),
        "notion-html-property-table": ("layout_notion_html_property_table", True),
        "singlefile-inline-save": ("layout_singlefile_inline_save", True),
        "reader-view-estimated-time": ("layout_reader_view_estimated_time", True),
        "pocket-highlights-export": ("layout_pocket_highlights_export", True),
        "instapaper-notes-export": ("layout_instapaper_notes_export", True),
        "readwise-highlight-digest": ("layout_readwise_highlight_digest", True),
        "omnivore-article-labels": ("layout_omnivore_article_labels", True),
        "onenote-clip-page": ("layout_onenote_clip_page", True),
        "raindrop-bookmark-excerpt": ("layout_raindrop_bookmark_excerpt", True),
        "send-to-kindle-doc-text": ("layout_send_to_kindle_doc_text", True),
        "zotero-snapshot-note": ("layout_zotero_snapshot_note", True),
        "pdf-print-header-footer": ("layout_pdf_print_header_footer", True),
        "logseq-outline-props": ("layout_logseq_outline_props", True),
        "telegram-saved-forward": ("layout_telegram_saved_forward", True),
        "hypothesis-annotations-untitled": ("layout_hypothesis_annotations_untitled", False),
        "pinboard-bookmark-untitled": ("layout_pinboard_bookmark_untitled", False),
    }
    LAYOUTS = LAYOUTS33


#: the layouts of the part, their names
LAYOUTS33 = tuple(Fresh33Generator.LAYOUTS33)


def fresh33_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-33 part's pages, drawn with their own generator (seed + 205171) from ``cards`` (single-faced
    ones and cards with faces alike)."""
    return Fresh33Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh33")


def _part_problems(pages: list[Page], gen: Fresh33Generator) -> list[str]:
    """What the part as a whole lacks: its layouts (all its own, both formats each), date and title languages,
    cards with faces on about half of the pages and of every kind the cards have, titles of each kind, each
    kind of ``--card``, translations on some pages (of faces, whole cards, single-faced cards)."""
    problems, full, layouts = part_basics(pages, LAYOUTS33, 10, 5)
    more, pages, multi, by_name = multi_share(pages, gen, full)
    if not full:
        return problems + more
    more += one_format_problems(pages, layouts)
    return problems + more + variety_problems(pages, gen, multi, by_name, (0.05, 0.5, "some wanted, most without"))


def self_test(pages: list[Page], gen: Fresh33Generator) -> list[str]:
    """What is wrong with the answers: every ruling text, translation, chrome line, shown date and the tools'
    own dates are in the page as read (as written, and a saved page without its tags); the rulings are the
    card's own (all or some) with their real MTGJSON dates; the tools' own dates (clipped, created,
    highlighted, accessed, sent) are none of the card's ruling days; translations are the card's printed
    whole card or one printed face (a single-faced card's printed card) in a stored language; the card is the
    database's English name ("A // B" for a card with faces); titled pages show their title, untitled ones name
    the card nowhere but inside a ruling and carry no translation; chrome on every page and inside no ruling
    or translation; and for the part: every layout in both formats, dates in 10 languages, titles in 5
    besides English, cards with faces on about half of the pages and of every kind, every kind of title and of
    ``--card``, translations of faces, of whole cards and of single-faced cards on some pages."""
    return _part_problems(pages, gen) + problems_of_pages(pages, gen, site_page_problems)


def main() -> int:
    return part_main(Fresh33Generator, fresh33_corpus, self_test, SEED_OFFSET)


if __name__ == "__main__":
    raise SystemExit(main())
