"""The fresh-34 part of the page corpus (held out until page-23's first part, tuning now) (``bench/page_corpus.py``): questions and answers about one
card (2026).

Written without reading the page parser (nor any code that reads pages, nor its tests), before any parser
run on it and without seeing which pages of any part fail. Only the corpus's interface was read
(``bench/page_corpus.py`` with its ``multiface_cards``, ``bench/page_fresh33.py`` and ``bench/page_fresh32.py``
as the models and the source of the machinery copied here: dates in many languages, the element tree, the
card picker, the rulings' styles, the self-test), ``bench/page_accuracy.py``, ``tests/test_page_fresh_corpus.py``,
``tests/conftest.py``), the other parts' layout names (to repeat none) and the MTGJSON data. Theme: the
places where someone asks about ONE card and an answer (a person, a bot, an assistant, a help desk) quotes
the card's official rulings with their dates, surrounded by the place's own chrome (votes, tags, badges,
"accepted answer", buttons, headers, signatures, footers) and by people's own words about the rules (the
question, the answers' own explanations, comments, follow-ups, thanks), which are no ruling and are counted
as chrome. The places' own dates (asked, answered, edited, sent, ticket opened, message stamps) sit next to
the rulings and are never a ruling's day. Half of the pages are about a card with several faces
(``multiface_cards``), half about a single-faced card. Each layout comes saved as HTML and as text (a
browser's Select all / Copy, or the tool's own export):

- bgse-question-accepted-answer: a Board & Card Games Stack Exchange question (votes, tags, "asked / edited
  / answered DATE at TIME", comments with their dates, the accepted answer quoting the rulings, a second
  answer);
- quora-answer-upvote-bar: a Quora answer page (English, Spanish, Portuguese, German, French, Italian,
  Japanese): the question, the answerer's credential, "Answered DATE", upvotes, comments, related questions;
- llm-shared-chat-regenerate: an AI assistant's shared conversation (ChatGPT, Claude or Gemini; English,
  German, French, Spanish, Japanese, Korean, Portuguese, Italian): the user's question, the answer quoting
  the rulings, Copy / Regenerate / 👍 👎, the follow-up, the disclaimer, the shared date; as Markdown too;
- chiebukuro-best-answer-thanks: Yahoo!知恵袋 (Japanese): 質問日時, 閲覧数, ベストアンサー, 回答日時, 共感した,
  ナイス, the asker's 質問者からのお礼コメント with its お礼日時, the question quoting the card's printed text;
- naver-kin-adopted-answer: 네이버 지식iN (Korean): 내공, 조회수, 질문자 채택, the answerer's grade, 작성일;
- zhihu-question-answer-list: 知乎 (Simplified Chinese): the question's followers and views, answers with
  赞同, 发布于 / 编辑于 DATE・IP 属地, 评论;
- gutefrage-hilfreichste-antwort: gutefrage.net (German): the question, "Hilfreichste Antwort",
  "Community-Experte", the answers' stamps, comments;
- otvet-mail-best-answer-ru: Ответы Mail (Russian): "Лучший ответ", the users' ranks, "Нравится",
  other answers, similar questions;
- romance-qa-best-reply: a Spanish, Portuguese, Italian or French Q&A forum ("Mejor respuesta", "Melhor
  resposta", "Migliore risposta", "Meilleure réponse"), the votes and the stamps;
- lowlands-pl-qa-solved: a Dutch or Polish Q&A site ("Beste antwoord", "Najlepsza odpowiedź");
- judge-mail-reply-quoted-question: a judge's e-mail reply (English, German, French, Spanish, Italian,
  Dutch, Polish): the headers (the date as the mail writes it), the reply with the rulings, the signature,
  the legal footer, the question quoted in ">" lines under "On DATE, NAME wrote:";
- pipermail-list-message: a mailing list archive's message (Mailman's pipermail; English, German, French,
  Polish, Dutch, Russian lists): the subject, the sender, the date line, previous / next, "Messages sorted
  by", the body (wrapped at 72 columns now and then) with the quoted question and the rulings;
- helpdesk-ticket-macro-reply: a help-desk ticket (English, German, Spanish, Portuguese, Italian, Japanese,
  French): the ticket number, status, requester, assignee, created / updated, the customer's message, the
  agent's public reply made with a macro quoting the rulings, an internal note, the satisfaction survey;
- dce-forum-channel-thread: a Discord forum channel's thread as DiscordChatExporter saves it (HTML, or its
  TXT with the "Guild: / Channel:" preamble; English, German, Spanish, French, Portuguese, Russian, Polish):
  the messages' stamps, a rules bot's embed with the rulings, reactions, the "Solved" tag;
- slack-thread-pane-replies: a Slack thread copied (English, Japanese, German, French, Korean, Spanish): the
  day dividers, the authors' times, "N replies", the judge's reply quoting the rulings, emoji reactions;
- store-livechat-transcript: a store's support chat transcript mailed to the customer (German, English,
  Dutch, Italian, Polish, Spanish): chat start and end, each line "[14:02] NAME: …", the agent's answer with
  the rulings, the rating request;
- podcast-mailbag-episode-notes: a podcast's listener-question episode notes (English, German, Spanish,
  French, Italian, Portuguese): published date, duration, chapters, the listener's question, "the rulings we
  read on air", the hosts' take, sponsor, where to listen;
- shop-product-qa-accordion: a store's product page with its questions and answers (German, French, Spanish,
  Italian, Dutch, Polish, English, Japanese): price, stock, "Question from NAME on DATE", the staff's answers
  quoting the rulings, "Was this answer helpful? Yes (4) · No (0)";
- ai-photo-question-untitled (names no card): an AI assistant's shared conversation where the user sent a
  photo of the card ("what are the rulings for this card?") and the answer quotes the rulings without
  naming it;
- rules-forum-photo-untitled (names no card): a rules forum's thread whose question is a photo of the card,
  the answers quoting its rulings (English, German, French, Italian, Russian, Polish).

The untitled layouts' ``--card`` is, in turn, the whole English name, one face's English name (a
single-faced card's name) or a printed name in another language. Dates of rulings in English, German,
French, Spanish, Italian, Portuguese, Dutch, Polish, Russian, Japanese, Korean and Chinese (fresh-32's
forms), before or after the ruling's text, a publisher line now and then; titles in English and in printed
names. Each page's generator is seeded with the corpus seed + 214363 (``SEED_OFFSET``); ``bench/page_corpus.py``
hands this part the single-faced cards and then ``multiface_cards``. Page ids are "m000"–"m199". The
self-test (``python bench/page_fresh34.py [SETS]``) passes at seeds 7 and 21 on the bundled sample. Held out: not run through the
parser when written. Its first run, on page-23's first part (49a1847): 98.0% of rulings with the right date
at seed 7 (chrome 36, no page refused) and 97.9% at seed 21 (chrome 27, 2 pages refused); looked at while
tuning page-23 since (tuning now), so bench/page_accuracy.py prints its failures like any tuning part's.

The scaffolding this part shared with the parts before it (the card picker, names, titles, translations, ``--card``,
days, chrome's bookkeeping, helpers and the self-test's common checks) now lives in ``bench/page_parts.py``
(``SitePartGenerator``); this module keeps the part's own layouts, words, date forms and checks.
"""

from __future__ import annotations

import datetime as dt
import re
import textwrap

from page_corpus import CardData, Page
from page_parts import (E, N, SitePartGenerator, UNCOPIED, answer_problems, chrome_problems, clock, fill, multi_share,
                        one_format_problems, own_date_problems, page_html, part_basics, part_main, problems_of_pages,
                        reading_views, render_site_day, rows, seen_in, slug, title_problems, to_text, translation_problems,
                        variety_problems)

SEED_OFFSET = 214363
#: the share of pages about a single-faced card (the rest are about cards with several faces)
SINGLE_SHARE = 0.5

# --- fresh-32's date forms, the helpers and the element tree: in page_parts.py ----------------------------------------

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
            "code": f"`{inner}`"}.get(n.tag, inner)


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
        table_rows = [r for part in n.kids if isinstance(part, N) for r in (part.kids if part.tag in ("thead", "tbody") else [part])
                if isinstance(r, N) and r.tag == "tr"]
        lines = ["| " + " | ".join(md_inline(c) for c in r.kids if isinstance(c, N)) + " |" for r in table_rows]
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
    elif n.tag in CONTAINERS and any(isinstance(k, N) and k.tag not in ("a", "b", "strong", "em", "i", "span", "time", "code", "small")
                                     for k in n.kids):
        for k in n.kids:
            md_blocks(k, out)
    else:
        s = md_inline(n)
        if s.strip():
            out.append(s.strip())


def to_md(n) -> str:
    """Markdown: the blocks between blank lines."""
    out: list[str] = []
    md_blocks(n, out)
    return "\n\n".join(out) + "\n"

# --- words, by language ------------------------------------------------------------------------------------

HANDLES = ["brewmaster_kim", "topdeck_tomas", "mulligan_mia", "cube_curator", "goldfish_gus", "stax_sven", "draftwizard",
           "pauper_paula", "tokens_theo", "lgs_lena", "kai.plays", "judge_noor"]
JUDGES = ["Tomasz Wiśniewski", "Lena Hoffmann", "Marco Bianchi", "Sophie Laurent", "Diego Ramos", "Anneke de Vries", "Kenji Sato"]

#: people's own words about the rules: they are no ruling (chrome)
TALK = {
    "en": ["Short answer: yes, it works. The ability still resolves even if the creature is gone.",
           "I think the confusion comes from the old wording on the card.",
           "Can confirm, a judge at my LGS told me the same thing last week.",
           "Not quite. The trigger goes on the stack, so you can respond to it.",
           "My playgroup has been playing this wrong for years, apparently.",
           "The key is that the game only checks once, when the ability resolves.",
           "So in practice you only get the bonus once per turn.",
           "Edit: added the official rulings after a comment pointed them out."],
    "de": ["Kurz gesagt: ja, das funktioniert. Die Fähigkeit wird trotzdem verrechnet.",
           "Ich glaube, die Verwirrung kommt vom alten Kartentext.",
           "Kann ich bestätigen, ein Judge in meinem Laden hat das Gleiche gesagt.",
           "Nicht ganz. Die Fähigkeit geht auf den Stapel, du kannst also darauf antworten.",
           "Wir haben das in unserer Runde jahrelang falsch gespielt.",
           "Entscheidend ist, dass das Spiel erst beim Verrechnen prüft."],
    "fr": ["En bref : oui, ça marche. La capacité se résout quand même.",
           "Je pense que la confusion vient de l'ancien texte de la carte.",
           "Je confirme, un arbitre de ma boutique m'a dit la même chose.",
           "Pas tout à fait. La capacité va sur la pile, tu peux donc y répondre.",
           "On a joué ça de travers pendant des années dans mon groupe.",
           "Le point clé, c'est que le jeu ne vérifie qu'à la résolution."],
    "es": ["Respuesta corta: sí, funciona. La habilidad se resuelve igualmente.",
           "Creo que la confusión viene del texto antiguo de la carta.",
           "Lo confirmo, un juez de mi tienda me dijo lo mismo.",
           "No exactamente. La habilidad va a la pila, así que puedes responder.",
           "En mi grupo lo hemos jugado mal durante años.",
           "La clave es que el juego solo lo comprueba al resolverse."],
    "it": ["In breve: sì, funziona. L'abilità si risolve comunque.",
           "Credo che la confusione nasca dal vecchio testo della carta.",
           "Confermo, un arbitro del mio negozio mi ha detto la stessa cosa.",
           "Non proprio. L'abilità va in pila, quindi puoi rispondere.",
           "Nel mio gruppo l'abbiamo giocata male per anni.",
           "Il punto è che il gioco controlla solo alla risoluzione."],
    "pt": ["Resposta curta: sim, funciona. A habilidade resolve mesmo assim.",
           "Acho que a confusão vem do texto antigo do card.",
           "Confirmo, um juiz da minha loja falou a mesma coisa.",
           "Não exatamente. A habilidade vai para a pilha, então dá para responder.",
           "No meu grupo a gente jogou isso errado por anos.",
           "O segredo é que o jogo só verifica na resolução."],
    "nl": ["Kort antwoord: ja, dat werkt. De vaardigheid wordt gewoon afgehandeld.",
           "Volgens mij komt de verwarring van de oude kaarttekst.",
           "Kan ik bevestigen, een judge in mijn winkel zei hetzelfde.",
           "Niet helemaal. De vaardigheid gaat op de stack, dus je kunt reageren.",
           "In onze groep speelden we dit jarenlang verkeerd.",
           "Het punt is dat het spel pas bij het afhandelen controleert."],
    "pl": ["Krótko: tak, to działa. Zdolność i tak się rozpatruje.",
           "Myślę, że zamieszanie bierze się ze starego tekstu karty.",
           "Potwierdzam, sędzia w moim sklepie powiedział to samo.",
           "Nie do końca. Zdolność trafia na stos, więc możesz na nią odpowiedzieć.",
           "W mojej ekipie graliśmy to źle przez lata.",
           "Chodzi o to, że gra sprawdza to dopiero przy rozpatrywaniu."],
    "ru": ["Коротко: да, это работает. Способность всё равно разрешается.",
           "Думаю, путаница из-за старого текста карты.",
           "Подтверждаю, судья в нашем клубе сказал то же самое.",
           "Не совсем. Способность идёт в стек, так что на неё можно ответить.",
           "Мы в компании годами играли это неправильно.",
           "Главное — игра проверяет это только при разрешении."],
    "ja": ["結論から言うと、できます。能力はそれでも解決されます。",
           "古いカードテキストのせいで混乱しているのだと思います。",
           "店舗のジャッジにも同じことを言われました。",
           "少し違います。能力はスタックに置かれるので、対応できます。",
           "うちの身内ではずっと間違えて遊んでいました。",
           "ポイントは、解決時に一度だけチェックされることです。"],
    "ko": ["짧게 말하면 됩니다. 능력은 그래도 해결됩니다.",
           "예전 카드 텍스트 때문에 헷갈리는 것 같아요.",
           "매장 저지님도 똑같이 말씀하셨어요.",
           "조금 다릅니다. 능력이 스택에 올라가니까 대응할 수 있어요.",
           "저희 모임은 몇 년 동안 잘못 플레이했네요.",
           "핵심은 해결될 때 한 번만 확인한다는 점입니다."],
    "zhs": ["简单说：可以。异能仍然会结算。", "我觉得混淆来自卡牌的旧版叙述。", "确认一下，我们店的裁判也是这么说的。",
            "不完全对。异能会进入堆叠，所以你可以回应。", "我们牌友圈好几年都打错了。", "关键在于游戏只在结算时检查一次。"],
}

#: the asker's words: question titles ({name}), the question's body, thanks, a photo question (naming no card),
#: a follow-up, the answer's lead-in to the rulings, the answerer's "my take"
QA = rows("t1 t2 t3 b1 b2 thanks photo follow intro take", {
    "en": "How does {name} work with the stack?|{name}: what do the official rulings say?|Question about {name} and copies of it|"
          "My friend and I disagree about this card. Who is right?|We had an argument at game night and nobody had the rules at hand.|"
          "Thanks, that clears it up!|What are the official rulings for this card? We argued about it at game night.|"
          "Does that also work if my opponent controls it?|Here are the official rulings (from Gatherer):|My take:",
    "de": "Wie funktioniert {name} mit dem Stapel?|{name}: Was sagen die offiziellen Regelhinweise?|Frage zu {name} und Kopien davon|"
          "Mein Kumpel und ich sind uns bei dieser Karte uneinig. Wer hat recht?|Wir hatten Streit am Spieleabend und niemand hatte die Regeln zur Hand.|"
          "Danke, jetzt ist es klar!|Was sagen die offiziellen Regelhinweise zu dieser Karte? Wir haben am Spieleabend darüber gestritten.|"
          "Funktioniert das auch, wenn mein Gegner sie kontrolliert?|Hier die offiziellen Regelhinweise (aus Gatherer):|Meine Einschätzung:",
    "fr": "Comment fonctionne {name} avec la pile ?|{name} : que disent les précisions officielles ?|Question sur {name} et ses copies|"
          "Un ami et moi ne sommes pas d'accord sur cette carte. Qui a raison ?|On s'est disputés en soirée jeux et personne n'avait les règles.|"
          "Merci, c'est plus clair !|Quelles sont les précisions officielles pour cette carte ? On s'est disputés en soirée jeux.|"
          "Est-ce que ça marche aussi si mon adversaire la contrôle ?|Voici les précisions officielles (Gatherer) :|Mon avis :",
    "es": "¿Cómo funciona {name} con la pila?|{name}: ¿qué dicen las resoluciones oficiales?|Duda sobre {name} y sus copias|"
          "Un amigo y yo no nos ponemos de acuerdo con esta carta. ¿Quién tiene razón?|Discutimos en la noche de juegos y nadie tenía las reglas.|"
          "¡Gracias, ahora lo entiendo!|¿Cuáles son las resoluciones oficiales de esta carta? Discutimos en la noche de juegos.|"
          "¿Funciona también si la controla mi rival?|Estas son las resoluciones oficiales (de Gatherer):|Mi opinión:",
    "it": "Come funziona {name} con la pila?|{name}: cosa dicono le sentenze ufficiali?|Domanda su {name} e le sue copie|"
          "Io e un amico non siamo d'accordo su questa carta. Chi ha ragione?|Abbiamo discusso alla serata giochi e nessuno aveva le regole.|"
          "Grazie, ora è chiaro!|Quali sono le sentenze ufficiali per questa carta? Abbiamo discusso alla serata giochi.|"
          "Funziona anche se la controlla il mio avversario?|Ecco le sentenze ufficiali (da Gatherer):|Secondo me:",
    "pt": "Como {name} funciona com a pilha?|{name}: o que dizem as decisões oficiais?|Dúvida sobre {name} e cópias dele|"
          "Eu e um amigo discordamos sobre esse card. Quem está certo?|Discutimos na noite de jogos e ninguém tinha as regras.|"
          "Valeu, agora entendi!|Quais são as decisões oficiais deste card? A gente discutiu na noite de jogos.|"
          "Funciona também se o oponente controlar?|Aqui estão as decisões oficiais (do Gatherer):|Minha opinião:",
    "nl": "Hoe werkt {name} met de stack?|{name}: wat zeggen de officiële uitspraken?|Vraag over {name} en kopieën ervan|"
          "Een vriend en ik zijn het oneens over deze kaart. Wie heeft gelijk?|We kregen ruzie op de spelavond en niemand had de regels bij de hand.|"
          "Bedankt, nu snap ik het!|Wat zijn de officiële uitspraken over deze kaart? We kregen er ruzie over op de spelavond.|"
          "Werkt dat ook als mijn tegenstander hem bestuurt?|Dit zijn de officiële uitspraken (uit Gatherer):|Mijn kijk:",
    "pl": "Jak działa {name} ze stosem?|{name}: co mówią oficjalne orzeczenia?|Pytanie o {name} i jej kopie|"
          "Kolega i ja nie zgadzamy się co do tej karty. Kto ma rację?|Pokłóciliśmy się na wieczorze gier i nikt nie miał zasad pod ręką.|"
          "Dzięki, teraz jasne!|Jakie są oficjalne orzeczenia do tej karty? Pokłóciliśmy się o nią na wieczorze gier.|"
          "Czy to działa też, gdy kontroluje ją przeciwnik?|Oto oficjalne orzeczenia (z Gatherera):|Moim zdaniem:",
    "ru": "Как работает {name} со стеком?|{name}: что говорят официальные разъяснения?|Вопрос про {name} и её копии|"
          "Мы с другом спорим об этой карте. Кто прав?|Поспорили на игровом вечере, а правил под рукой не было.|"
          "Спасибо, теперь понятно!|Какие официальные разъяснения у этой карты? Поспорили на игровом вечере.|"
          "А если её контролирует соперник, это тоже работает?|Вот официальные разъяснения (из Gatherer):|Моё мнение:",
    "ja": "「{name}」とスタックの関係について|「{name}」の公式裁定を教えてください|「{name}」のコピーについての質問|"
          "友人とこのカードの処理で意見が分かれました。どちらが正しいですか？|対戦会で揉めましたが、誰もルールを確認できませんでした。|"
          "ありがとうございます、よくわかりました！|このカードの公式裁定を教えてください。対戦会で揉めました。|"
          "対戦相手がコントロールしている場合も同じですか？|公式の裁定（Gatherer）を引用します。|私の見解：",
    "ko": "{name} 스택 처리 질문입니다|{name} 공식 판정이 어떻게 되나요?|{name} 복사본 관련 질문|"
          "친구랑 이 카드 처리로 의견이 갈렸어요. 누가 맞나요?|게임 모임에서 논쟁이 있었는데 아무도 룰을 몰랐어요.|"
          "감사합니다, 이제 이해됐어요!|이 카드의 공식 판정이 뭔가요? 게임 모임에서 논쟁이 있었어요.|"
          "상대가 조종하고 있어도 똑같이 되나요?|공식 판정(Gatherer)을 인용합니다.|제 생각:",
    "zhs": "《{name}》和堆叠是怎么互动的？|《{name}》的官方裁定是怎样的？|关于《{name}》复制品的问题|"
           "我和朋友对这张牌的处理有分歧，谁是对的？|牌局上吵起来了，没人手边有规则。|谢谢，明白了！|"
           "这张牌的官方裁定是什么？我们在牌局上吵起来了。|如果对手控制它，也一样吗？|以下是官方裁定（来自 Gatherer）：|我的看法：",
})

# --- the places' words -------------------------------------------------------------------------------------

SE_W = rows("site nav ask asked modified viewed share improve follow add_comment answers sorted accepted "
             "answered edited your_answer post footer", {
    "en": "Board & Card Games|Questions|Ask Question|Asked|Modified|Viewed {n} times|Share|Improve this question|Follow|Add a comment|"
          "{n} Answers|Sorted by: Highest score (default)|The question owner accepted this as the best answer {d}.|answered {d}|edited {d}|"
          "Your Answer|Post Your Answer|Site design / logo © {y} Stack Exchange Inc; user contributions licensed under CC BY-SA. rev {y}.{r}",
})
SE_TAGS = ["magic-the-gathering", "mtg-rulings", "mtg-commander", "mtg-stack", "mtg-triggered-abilities"]

QUORA_W = rows("answer upvote share comments related answered updated views credential add_comment sponsored", {
    "en": "Answer|Upvote · {n}|Share|{n} comments|Related questions|Answered {d}|Updated {ago}|{n} views|Level 2 Magic judge, 12 years of FNM|"
          "Add a comment…|Sponsored by CardVault",
    "es": "Responder|Voto positivo · {n}|Compartir|{n} comentarios|Preguntas relacionadas|Respondida el {d}|Actualizada {ago}|{n} visualizaciones|"
          "Juez de Magic nivel 2, 12 años de FNM|Añade un comentario…|Patrocinado por CardVault",
    "pt": "Responder|Voto positivo · {n}|Compartilhar|{n} comentários|Perguntas relacionadas|Respondida em {d}|Atualizada {ago}|{n} visualizações|"
          "Juiz de Magic nível 2, 12 anos de FNM|Adicione um comentário…|Patrocinado por CardVault",
    "de": "Antworten|Positiv bewerten · {n}|Teilen|{n} Kommentare|Verwandte Fragen|Beantwortet am {d}|Aktualisiert {ago}|{n} Aufrufe|"
          "Magic-Judge Level 2, seit 12 Jahren beim FNM|Kommentar hinzufügen…|Gesponsert von CardVault",
    "fr": "Répondre|Vote positif · {n}|Partager|{n} commentaires|Questions associées|Répondu le {d}|Mis à jour {ago}|{n} vues|"
          "Arbitre Magic niveau 2, 12 ans de FNM|Ajouter un commentaire…|Sponsorisé par CardVault",
    "it": "Rispondi|Voto positivo · {n}|Condividi|{n} commenti|Domande correlate|Risposta del {d}|Aggiornata {ago}|{n} visualizzazioni|"
          "Arbitro Magic livello 2, 12 anni di FNM|Aggiungi un commento…|Sponsorizzato da CardVault",
    "ja": "回答する|高評価 · {n}|シェア|コメント{n}件|関連する質問|{d}に回答|{ago}に更新|閲覧数{n}|マジック・ジャッジ レベル2、FNM歴12年|"
          "コメントを追加…|CardVault によるスポンサー",
})

LLM_W = rows("shared_note copy regen good bad disclaimer signup continue shared you report", {
    "en": "This is a copy of a conversation between {bot} & Anonymous.|Copy|Regenerate|Good response|Bad response|"
          "{bot} can make mistakes. Check important info.|Sign up|Continue this conversation|Shared {d}|You said:|Report conversation",
    "de": "Dies ist eine Kopie einer Unterhaltung zwischen {bot} und Anonym.|Kopieren|Neu generieren|Gute Antwort|Schlechte Antwort|"
          "{bot} kann Fehler machen. Überprüfe wichtige Informationen.|Registrieren|Diese Unterhaltung fortsetzen|Geteilt am {d}|Du hast gesagt:|"
          "Unterhaltung melden",
    "fr": "Ceci est une copie d'une conversation entre {bot} et Anonyme.|Copier|Régénérer|Bonne réponse|Mauvaise réponse|"
          "{bot} peut faire des erreurs. Vérifiez les informations importantes.|S'inscrire|Continuer cette conversation|Partagé le {d}|"
          "Vous avez dit :|Signaler la conversation",
    "es": "Esta es una copia de una conversación entre {bot} y Anónimo.|Copiar|Regenerar|Buena respuesta|Mala respuesta|"
          "{bot} puede cometer errores. Verifica la información importante.|Registrarse|Continuar esta conversación|Compartido el {d}|"
          "Dijiste:|Denunciar conversación",
    "ja": "これは {bot} と匿名ユーザーの会話のコピーです。|コピーする|再生成する|良い回答|悪い回答|"
          "{bot} の回答は必ずしも正しいとは限りません。重要な情報は確認するようにしてください。|サインアップ|この会話を続ける|{d}に共有|"
          "あなた:|会話を報告する",
    "ko": "{bot}와 익명 사용자 간의 대화 사본입니다.|복사|다시 생성|좋은 응답|나쁜 응답|"
          "{bot}는 실수를 할 수 있습니다. 중요한 정보는 재차 확인하세요.|회원 가입|이 대화 계속하기|{d} 공유됨|나의 말:|대화 신고",
    "pt": "Esta é uma cópia de uma conversa entre {bot} e Anônimo.|Copiar|Gerar novamente|Resposta boa|Resposta ruim|"
          "O {bot} pode cometer erros. Confira informações importantes.|Cadastrar-se|Continuar esta conversa|Compartilhado em {d}|Você disse:|"
          "Denunciar conversa",
    "it": "Questa è una copia di una conversazione tra {bot} e Anonimo.|Copia|Rigenera|Risposta buona|Risposta non buona|"
          "{bot} può commettere errori. Verifica le informazioni importanti.|Registrati|Continua questa conversazione|Condiviso il {d}|Hai detto:|"
          "Segnala conversazione",
})
BOTS = ["ChatGPT", "Claude", "Gemini"]
#: the assistant's own explanation after the rulings (its words, no ruling)
LLM_TALK = {
    "en": ["In short: the ability is checked when it resolves, not when it is put on the stack.",
           "So your friend is right in the usual case, but keep the second ruling in mind.",
           "If you want, I can walk through a concrete board state step by step."],
    "de": ["Kurz gesagt: Die Fähigkeit wird beim Verrechnen geprüft, nicht beim Auslösen.",
           "Dein Kumpel hat also im Normalfall recht, aber beachte den zweiten Regelhinweis.",
           "Wenn du möchtest, gehe ich eine konkrete Spielsituation Schritt für Schritt durch."],
    "fr": ["En résumé : la capacité est vérifiée à la résolution, pas au déclenchement.",
           "Ton ami a donc raison dans le cas général, mais garde la deuxième précision en tête.",
           "Si tu veux, je peux détailler une situation de jeu concrète étape par étape."],
    "es": ["En resumen: la habilidad se comprueba al resolverse, no al dispararse.",
           "Así que tu amigo tiene razón en el caso normal, pero ten en cuenta la segunda resolución.",
           "Si quieres, puedo analizar una situación de juego concreta paso a paso."],
    "ja": ["まとめると、能力は誘発時ではなく解決時にチェックされます。", "通常はご友人の言う通りですが、2つ目の裁定に注意してください。",
           "よろしければ、具体的な盤面で順を追って説明します。"],
    "ko": ["요약하면, 능력은 유발될 때가 아니라 해결될 때 확인됩니다.", "보통은 친구분 말이 맞지만 두 번째 판정을 기억하세요.",
           "원하시면 구체적인 상황을 단계별로 설명해 드릴게요."],
    "pt": ["Resumindo: a habilidade é verificada na resolução, não quando dispara.",
           "Então seu amigo está certo no caso comum, mas lembre da segunda decisão.",
           "Se quiser, posso explicar uma situação de jogo concreta passo a passo."],
    "it": ["In sintesi: l'abilità viene controllata alla risoluzione, non quando si innesca.",
           "Quindi il tuo amico ha ragione nel caso normale, ma tieni presente la seconda sentenza.",
           "Se vuoi, posso analizzare una situazione di gioco concreta passo per passo."],
}

CHIE_W = ["Yahoo!知恵袋", "カテゴリ：ゲーム > トレーディングカードゲーム", "質問者", "質問日時：{d}", "閲覧数：{n}", "回答数：{n}",
          "ベストアンサー", "このベストアンサーは投票で選ばれました", "回答日時：{d}", "共感した：{n}", "ナイス：{n}", "違反報告",
          "質問者からのお礼コメント", "お礼日時：{d}", "その他の回答（{n}件）", "カードテキスト：", "知恵コレ", "回答する"]
KIN_W = ["네이버 지식iN", "Q&A", "질문", "내공 {n}", "조회수 {n}", "작성일 {d}", "답변 {n}", "질문자 채택", "채택된 답변",
         "지식인 등급 {g}", "답변일 {d}", "좋아요 {n}", "댓글", "신고", "공유", "카드 텍스트:", "답변하기", "영웅 수호신 절대신 초인"]
ZHIHU_W = ["知乎", "首页", "发现", "等你来答", "关注者", "被浏览", "写回答", "邀请回答", "好问题 {n}", "{n} 人赞同了该回答",
           "发布于 {d} {t}・IP 属地{ip}", "编辑于 {d} {t}", "赞同 {n}", "{n} 条评论", "收藏", "喜欢", "查看全部 {n} 个回答", "卡牌原文："]
ZHIHU_IP = ["上海", "北京", "广东", "浙江", "四川", "江苏"]
GF_W = ["gutefrage", "Frage stellen", "Frage von {who}", "Hilfreichste Antwort", "Community-Experte", "Antwort von {who}",
        "{d}, {t}", "Kommentar", "Melden", "Weitere Antworten", "Das könnte dich auch interessieren", "Magic: The Gathering",
        "Danke für den Stern!", "Kartentext:", "Antwort schreiben"]
OTVET_W = ["Ответы Mail", "Спросить", "Вопрос", "Лучший ответ", "Другие ответы", "Похожие вопросы", "Нравится {n}",
           "Комментировать", "Пожаловаться", "Мудрец ({n})", "Ученик ({n})", "Профи ({n})", "{d}, {t}", "Текст карты:", "Ответить"]

ROM_W = rows("site qna asked_by best votes replies reply helpful answered quote_card follow", {
    "es": "Foro Magic Hispano|Preguntas y respuestas|Pregunta de {who} · {d}|✔ Mejor respuesta|{n} votos|{n} respuestas|Responder|"
          "¿Te resultó útil? 👍 {n}|Respondida el {d} a las {t}|Texto de la carta:|Seguir tema",
    "pt": "Fórum Magic Brasil|Perguntas e respostas|Pergunta de {who} · {d}|✔ Melhor resposta|{n} votos|{n} respostas|Responder|"
          "Foi útil? 👍 {n}|Respondida em {d} às {t}|Texto do card:|Seguir tópico",
    "it": "Forum Magic Italia|Domande e risposte|Domanda di {who} · {d}|✔ Migliore risposta|{n} voti|{n} risposte|Rispondi|"
          "Ti è stata utile? 👍 {n}|Risposta del {d} alle {t}|Testo della carta:|Segui discussione",
    "fr": "Forum Magic FR|Questions et réponses|Question de {who} · {d}|✔ Meilleure réponse|{n} votes|{n} réponses|Répondre|"
          "Utile ? 👍 {n}|Répondu le {d} à {t}|Texte de la carte :|Suivre le sujet",
})
LOW_W = rows("site ask asked best other answers vote report answered solved login", {
    "nl": "VraagMagic.nl|Stel een vraag|Gesteld door {who} op {d}|Beste antwoord|Andere antwoorden|{n} antwoorden|Nuttig ({n})|"
          "Rapporteer|Beantwoord op {d} om {t}|✓ Opgelost|Inloggen",
    "pl": "Zapytaj o Magic|Zadaj pytanie|Zadane przez {who}, {d}|Najlepsza odpowiedź|Pozostałe odpowiedzi|{n} odpowiedzi|Pomocne ({n})|"
          "Zgłoś|Odpowiedź z {d}, {t}|✓ Rozwiązane|Zaloguj się",
})

MAIL_W = rows("from to date subject greet sign wrote legal sent_from", {
    "en": "From|To|Date|Subject|Hi {who},|Best regards,|On {d} at {t}, {who} wrote:|"
          "This e-mail and any attachments are confidential and intended solely for the addressee.|Sent from my phone",
    "de": "Von|An|Datum|Betreff|Hallo {who},|Viele Grüße|Am {d} um {t} schrieb {who}:|"
          "Diese E-Mail enthält vertrauliche Informationen und ist nur für den Empfänger bestimmt.|Von meinem Handy gesendet",
    "fr": "De|À|Date|Objet|Bonjour {who},|Cordialement,|Le {d} à {t}, {who} a écrit :|"
          "Ce courriel et ses pièces jointes sont confidentiels et destinés uniquement à leur destinataire.|Envoyé de mon téléphone",
    "es": "De|Para|Fecha|Asunto|Hola, {who}:|Un saludo,|El {d} a las {t}, {who} escribió:|"
          "Este correo y sus adjuntos son confidenciales y están dirigidos únicamente a su destinatario.|Enviado desde mi móvil",
    "it": "Da|A|Data|Oggetto|Ciao {who},|Un saluto,|Il giorno {d} alle ore {t} {who} ha scritto:|"
          "Questa e-mail e i suoi allegati sono riservati e destinati esclusivamente al destinatario.|Inviato dal mio telefono",
    "nl": "Van|Aan|Datum|Onderwerp|Hoi {who},|Met vriendelijke groet,|Op {d} om {t} schreef {who}:|"
          "Deze e-mail is vertrouwelijk en uitsluitend bestemd voor de geadresseerde.|Verzonden vanaf mijn telefoon",
    "pl": "Od|Do|Data|Temat|Cześć {who},|Pozdrawiam,|W dniu {d} o {t} {who} napisał(a):|"
          "Ta wiadomość jest poufna i przeznaczona wyłącznie dla adresata.|Wysłane z telefonu",
})
SUBJ = {"en": "Rules question: {name}", "de": "Regelfrage zu {name}", "fr": "Question de règles : {name}",
        "es": "Duda de reglas: {name}", "it": "Domanda sulle regole: {name}", "nl": "Regelvraag over {name}", "pl": "Pytanie o zasady: {name}",
        "ru": "Вопрос по правилам: {name}"}
LEVELS = {"en": "Level 2 Judge", "de": "Level-2-Judge", "fr": "Arbitre niveau 2", "es": "Juez de nivel 2", "it": "Arbitro di livello 2",
          "nl": "Level 2 judge", "pl": "Sędzia poziomu 2", "ru": "Судья второго уровня"}

LISTS = {"en": "judges-rules", "de": "regeln-de", "fr": "arbitres-fr", "pl": "sedziowie-pl", "nl": "judges-nl", "ru": "judges-ru"}
PIPER_W = ["Previous message (by thread):", "Next message (by thread):", "Messages sorted by:", "[ date ]", "[ thread ]", "[ subject ]",
           "[ author ]", "More information about the {list} mailing list"]
OTHER_SUBJ = ["Deck check penalty question", "Hidden information at RCQ", "Commander tax and partners", "Mulligan procedure in 2HG",
              "Missed trigger upgrade?", "Sideboarding in Bo1 events"]

DESK_W = rows("request status solved requester assignee created updated priority type macro internal rate good bad "
               "delivered reply_above", {
    "en": "Request #{n}|Status|Solved|Requester|Assignee|Created|Updated|Priority: Normal|Type: Question|Macro applied: {m}|Internal note|"
          "How would you rate the support you received?|Good, I'm satisfied|Bad, I'm unsatisfied|This email is a service from {shop} Support. "
          "Delivered by Zendesk|##- Please type your reply above this line -##",
    "de": "Anfrage #{n}|Status|Gelöst|Anfragender|Bearbeiter|Erstellt|Aktualisiert|Priorität: Normal|Typ: Frage|Makro angewendet: {m}|Interne Notiz|"
          "Wie würden Sie unseren Support bewerten?|Gut, ich bin zufrieden|Schlecht, ich bin unzufrieden|Diese E-Mail ist ein Service von "
          "{shop} Support. Bereitgestellt von Zendesk|##- Bitte geben Sie Ihre Antwort über dieser Zeile ein -##",
    "es": "Solicitud #{n}|Estado|Resuelta|Solicitante|Asignado|Creada|Actualizada|Prioridad: Normal|Tipo: Pregunta|Macro aplicada: {m}|"
          "Nota interna|¿Cómo valoraría la asistencia recibida?|Buena, estoy satisfecho|Mala, no estoy satisfecho|Este correo es un servicio "
          "de {shop} Soporte. Entregado por Zendesk|##- Escriba su respuesta encima de esta línea -##",
    "pt": "Solicitação #{n}|Status|Resolvida|Solicitante|Responsável|Criada|Atualizada|Prioridade: Normal|Tipo: Pergunta|Macro aplicada: {m}|"
          "Nota interna|Como você avalia o atendimento recebido?|Bom, estou satisfeito|Ruim, não estou satisfeito|Este e-mail é um serviço "
          "do Suporte {shop}. Entregue pelo Zendesk|##- Digite sua resposta acima desta linha -##",
    "it": "Richiesta #{n}|Stato|Risolta|Richiedente|Assegnatario|Creata|Aggiornata|Priorità: Normale|Tipo: Domanda|Macro applicata: {m}|"
          "Nota interna|Come valuti l'assistenza ricevuta?|Buona, sono soddisfatto|Scarsa, non sono soddisfatto|Questa e-mail è un servizio "
          "di {shop} Assistenza. Fornito da Zendesk|##- Scrivi la tua risposta sopra questa riga -##",
    "ja": "リクエスト #{n}|ステータス|解決済み|リクエスタ|担当者|作成日|更新日|優先度：普通|タイプ：質問|適用したマクロ：{m}|社内メモ|"
          "今回のサポートを評価してください|良い、満足しています|悪い、満足していません|このメールは {shop} サポートのサービスです。"
          "Zendesk により配信|##- この行より上に返信を入力してください -##",
    "fr": "Demande n° {n}|Statut|Résolue|Demandeur|Assigné|Créée|Mise à jour|Priorité : Normale|Type : Question|Macro appliquée : {m}|"
          "Note interne|Comment évaluez-vous l'assistance reçue ?|Bonne, je suis satisfait|Mauvaise, je ne suis pas satisfait|Cet e-mail est "
          "un service de {shop} Support. Envoyé par Zendesk|##- Veuillez saisir votre réponse au-dessus de cette ligne -##",
})
SHOPS = ["Kartenkiste", "Arcane Attic", "Le Comptoir du Mage", "Goblin Bazaar", "Mana Market", "Tienda Dragón", "Hareruya-ish Cards"]
INTERNAL = {"en": "Customer asked twice, sent the rulings macro.", "de": "Kunde hat zweimal gefragt, Makro mit Regelhinweisen geschickt.",
            "es": "El cliente preguntó dos veces, enviada la macro de resoluciones.", "pt": "Cliente perguntou duas vezes, enviei a macro.",
            "it": "Il cliente ha chiesto due volte, inviata la macro.", "ja": "二度目の問い合わせ。裁定マクロを送付。",
            "fr": "Le client a demandé deux fois, macro envoyée."}
MACROS = {"en": "Rules question – card rulings", "de": "Regelfrage – Regelhinweise", "es": "Pregunta de reglas – resoluciones",
          "pt": "Dúvida de regras – decisões", "it": "Domanda regole – sentenze", "ja": "ルール質問 – 裁定", "fr": "Question de règles – précisions"}

DCE_W = rows("guild channel exported reactions embed solved bot post pinned", {
    "en": "Guild|Channel|Exported {n} message(s)|Reactions|Embed|Solved|BOT|Forum post|Pinned",
    "de": "Server|Kanal|{n} Nachricht(en) exportiert|Reaktionen|Embed|Gelöst|BOT|Forumsbeitrag|Angeheftet",
    "es": "Servidor|Canal|{n} mensaje(s) exportados|Reacciones|Embed|Resuelto|BOT|Publicación del foro|Fijado",
    "fr": "Serveur|Salon|{n} message(s) exporté(s)|Réactions|Embed|Résolu|BOT|Publication du forum|Épinglé",
    "pt": "Servidor|Canal|{n} mensagem(ns) exportada(s)|Reações|Embed|Resolvido|BOT|Publicação do fórum|Fixado",
    "ru": "Сервер|Канал|Экспортировано сообщений: {n}|Реакции|Встраивание|Решено|БОТ|Публикация форума|Закреплено",
    "pl": "Serwer|Kanał|Wyeksportowano wiadomości: {n}|Reakcje|Osadzenie|Rozwiązane|BOT|Post na forum|Przypięte",
})
SERVERS = ["Commander Corner", "LGS Friday Night", "Cube Club", "Judge Hotline (unofficial)", "Pauper Pals", "Kitchen Table Magic"]
DCE_CH = {"en": "rules-help", "de": "regelfragen", "es": "dudas-de-reglas", "fr": "questions-règles", "pt": "dúvidas-de-regras",
          "ru": "вопросы-по-правилам", "pl": "pytania-o-zasady"}

SLACK_W = rows("replies last thread also reply_to today", {
    "en": "{n} replies|Last reply {ago}|Thread|Also send to #{ch}|Reply…|Today",
    "ja": "{n} 件の返信|最終返信：{ago}|スレッド|#{ch} にも投稿する|返信する…|今日",
    "de": "{n} Antworten|Letzte Antwort {ago}|Thread|Auch an #{ch} senden|Antworten …|Heute",
    "fr": "{n} réponses|Dernière réponse {ago}|Fil de discussion|Envoyer aussi à #{ch}|Répondre…|Aujourd'hui",
    "ko": "답글 {n}개|마지막 답글 {ago}|스레드|#{ch}에도 보내기|답글 달기…|오늘",
    "es": "{n} respuestas|Última respuesta {ago}|Hilo|Enviar también a #{ch}|Responder…|Hoy",
})
SLACK_CH = ["rules-questions", "judges", "lgs-staff", "mtg-help"]

CHAT_W = rows("title started ended customer agent rate joined closed", {
    "de": "Ihr Chat-Protokoll mit {shop}|Chat gestartet: {d} {t}|Chat beendet: {d} {t}|Sie|{who} ({shop})|Wie zufrieden waren Sie mit diesem Chat?|"
          "{who} ist dem Chat beigetreten|Der Chat wurde vom Mitarbeiter beendet.",
    "en": "Your chat transcript with {shop}|Chat started: {d} {t}|Chat ended: {d} {t}|You|{who} ({shop})|How satisfied were you with this chat?|"
          "{who} joined the chat|The agent ended the chat.",
    "nl": "Je chatgesprek met {shop}|Chat gestart: {d} {t}|Chat beëindigd: {d} {t}|Jij|{who} ({shop})|Hoe tevreden ben je over deze chat?|"
          "{who} neemt deel aan de chat|De medewerker heeft de chat beëindigd.",
    "it": "La trascrizione della chat con {shop}|Chat iniziata: {d} {t}|Chat terminata: {d} {t}|Tu|{who} ({shop})|"
          "Quanto sei soddisfatto di questa chat?|{who} è entrato nella chat|L'operatore ha chiuso la chat.",
    "pl": "Zapis rozmowy z {shop}|Czat rozpoczęty: {d} {t}|Czat zakończony: {d} {t}|Ty|{who} ({shop})|Jak oceniasz tę rozmowę?|"
          "{who} dołączył(a) do czatu|Konsultant zakończył czat.",
    "es": "Transcripción de tu chat con {shop}|Chat iniciado: {d} {t}|Chat finalizado: {d} {t}|Tú|{who} ({shop})|"
          "¿Qué tan satisfecho quedaste con este chat?|{who} se unió al chat|El agente finalizó el chat.",
})
AGENTS = ["Anna", "Jonas", "Marta", "Luca", "Eva", "Bram"]

POD_W = rows("episode published duration chapters intro question rulings take mailbag sponsor listen", {
    "en": "Episode {n}: Listener questions|Published {d}|Duration {m}:{s}|Chapters|Intro|Listener question from {who}: {name}|"
          "The official rulings we read on air:|Our take|Send your questions to mailbag@rulescast.fm|This episode is sponsored by {sp}.|"
          "Listen on Apple Podcasts · Spotify · YouTube",
    "de": "Folge {n}: Hörerfragen|Veröffentlicht am {d}|Dauer {m}:{s}|Kapitel|Intro|Hörerfrage von {who}: {name}|"
          "Die offiziellen Regelhinweise, die wir vorgelesen haben:|Unsere Meinung|Schickt eure Fragen an post@regelfunk.de|"
          "Diese Folge wird unterstützt von {sp}.|Hören auf Apple Podcasts · Spotify · YouTube",
    "es": "Episodio {n}: Preguntas de los oyentes|Publicado el {d}|Duración {m}:{s}|Capítulos|Intro|Pregunta de {who}: {name}|"
          "Las resoluciones oficiales que leímos:|Nuestra opinión|Envíanos tus preguntas a buzon@reglascast.es|"
          "Este episodio está patrocinado por {sp}.|Escúchanos en Apple Podcasts · Spotify · YouTube",
    "fr": "Épisode {n} : vos questions|Publié le {d}|Durée {m}:{s}|Chapitres|Intro|Question de {who} : {name}|"
          "Les précisions officielles lues à l'antenne :|Notre avis|Envoyez vos questions à courrier@reglecast.fr|"
          "Cet épisode est sponsorisé par {sp}.|Écouter sur Apple Podcasts · Spotify · YouTube",
    "it": "Episodio {n}: Le vostre domande|Pubblicato il {d}|Durata {m}:{s}|Capitoli|Intro|Domanda di {who}: {name}|"
          "Le sentenze ufficiali lette in puntata:|Il nostro parere|Mandateci le domande a posta@regolecast.it|"
          "Questo episodio è sponsorizzato da {sp}.|Ascolta su Apple Podcasts · Spotify · YouTube",
    "pt": "Episódio {n}: Perguntas dos ouvintes|Publicado em {d}|Duração {m}:{s}|Capítulos|Abertura|Pergunta de {who}: {name}|"
          "As decisões oficiais que lemos no ar:|Nossa opinião|Mande suas perguntas para correio@regrascast.com.br|"
          "Este episódio é patrocinado por {sp}.|Ouça no Apple Podcasts · Spotify · YouTube",
})
SPONSORS = ["SleeveCo", "DiceForge", "Playmat Palace", "BinderBox"]
PODCASTS = ["Rules Lawyer Radio", "The Stack Talk", "Regelfunk", "Judge's Corner"]

SHOPQ_W = rows("single price stock cart qa question_from answer_from helpful ask sort", {
    "de": "Einzelkarte|{p} €|Auf Lager ({n})|In den Warenkorb|Fragen & Antworten ({n})|Frage von {who} am {d}|Antwort von {shop} am {d}|"
          "War diese Antwort hilfreich? Ja ({a}) · Nein ({b})|Frage stellen|Sortieren: Neueste zuerst",
    "fr": "Carte à l'unité|{p} €|En stock ({n})|Ajouter au panier|Questions et réponses ({n})|Question de {who} le {d}|Réponse de {shop} le {d}|"
          "Cette réponse vous a-t-elle aidé ? Oui ({a}) · Non ({b})|Poser une question|Trier : les plus récentes",
    "es": "Carta suelta|{p} €|En stock ({n})|Añadir al carrito|Preguntas y respuestas ({n})|Pregunta de {who} el {d}|Respuesta de {shop} el {d}|"
          "¿Te ha sido útil esta respuesta? Sí ({a}) · No ({b})|Hacer una pregunta|Ordenar: más recientes",
    "it": "Carta singola|{p} €|Disponibile ({n})|Aggiungi al carrello|Domande e risposte ({n})|Domanda di {who} del {d}|Risposta di {shop} del {d}|"
          "Questa risposta ti è stata utile? Sì ({a}) · No ({b})|Fai una domanda|Ordina: più recenti",
    "nl": "Losse kaart|€ {p}|Op voorraad ({n})|In winkelwagen|Vragen & antwoorden ({n})|Vraag van {who} op {d}|Antwoord van {shop} op {d}|"
          "Was dit antwoord nuttig? Ja ({a}) · Nee ({b})|Stel een vraag|Sorteren: nieuwste eerst",
    "pl": "Pojedyncza karta|{p} zł|Dostępna ({n})|Dodaj do koszyka|Pytania i odpowiedzi ({n})|Pytanie od {who}, {d}|Odpowiedź {shop}, {d}|"
          "Czy ta odpowiedź była pomocna? Tak ({a}) · Nie ({b})|Zadaj pytanie|Sortuj: najnowsze",
    "en": "Single card|${p}|In stock ({n})|Add to cart|Questions & Answers ({n})|Question from {who} on {d}|Answer from {shop} on {d}|"
          "Was this answer helpful? Yes ({a}) · No ({b})|Ask a question|Sort: Newest first",
    "ja": "シングルカード|{p}円|在庫あり（{n}）|カートに入れる|商品Q&A（{n}）|{who}さんからの質問（{d}）|{shop}からの回答（{d}）|"
          "この回答は参考になりましたか？ はい（{a}） · いいえ（{b}）|質問する|並び替え：新しい順",
})

FORUM_W = rows("board topic posted reply quote like solved photo members", {
    "en": "Rules Q&A|Topic: {t}|Posted {d} at {tm}|Reply|Quote|👍 {n}|[SOLVED]|photo.jpg ({k} KB) — Viewed {n} times|Members online: {n}",
    "de": "Regelfragen|Thema: {t}|Verfasst am {d} um {tm}|Antworten|Zitieren|👍 {n}|[GELÖST]|foto.jpg ({k} KB) — {n} mal betrachtet|"
          "Mitglieder online: {n}",
    "fr": "Questions de règles|Sujet : {t}|Posté le {d} à {tm}|Répondre|Citer|👍 {n}|[RÉSOLU]|photo.jpg ({k} Ko) — Vue {n} fois|"
          "Membres en ligne : {n}",
    "it": "Domande sulle regole|Discussione: {t}|Inviato il {d} alle {tm}|Rispondi|Cita|👍 {n}|[RISOLTO]|foto.jpg ({k} KB) — Visto {n} volte|"
          "Utenti online: {n}",
    "ru": "Вопросы по правилам|Тема: {t}|Добавлено {d} в {tm}|Ответить|Цитата|👍 {n}|[РЕШЕНО]|фото.jpg ({k} КБ) — просмотров: {n}|"
          "Сейчас на форуме: {n}",
    "pl": "Pytania o zasady|Temat: {t}|Wysłany {d} o {tm}|Odpowiedz|Cytuj|👍 {n}|[ROZWIĄZANE]|zdjecie.jpg ({k} KB) — wyświetlono {n} razy|"
          "Użytkownicy online: {n}",
})
PHOTO_TOPIC = {"en": "What does this card do exactly?", "de": "Was macht diese Karte genau?", "fr": "Que fait exactement cette carte ?",
               "it": "Cosa fa esattamente questa carta?", "ru": "Что именно делает эта карта?", "pl": "Co dokładnie robi ta karta?"}
PHOTO_TITLE = {"en": "Card rulings from a photo", "de": "Regelhinweise zu einer Karte (Foto)", "fr": "Précisions d'une carte en photo",
               "es": "Resoluciones de una carta (foto)", "ja": "写真のカードの裁定", "ko": "사진 속 카드 판정",
               "pt": "Decisões de um card pela foto", "it": "Sentenze di una carta dalla foto"}
PHOTO_LEAD = {"en": "For this card, the official rulings:", "de": "Zu dieser Karte die offiziellen Regelhinweise:",
              "fr": "Pour cette carte, les précisions officielles :", "it": "Per questa carta, le sentenze ufficiali:",
              "ru": "По этой карте официальные разъяснения:", "pl": "Do tej karty oficjalne orzeczenia:",
              "es": "Para esta carta, las resoluciones oficiales:", "ja": "このカードの公式裁定は次のとおりです。",
              "ko": "이 카드의 공식 판정은 다음과 같습니다.", "pt": "Para este card, as decisões oficiais:", "zhs": "这张牌的官方裁定如下："}


# --- the generator -------------------------------------------------------------------------------------

class Fresh34Generator(SitePartGenerator):
    """The generator of the fresh-34 part: its own layouts only, each a place where someone asks about one card
    (a card with several faces half of the time) and an answer quotes its rulings, saved or copied."""

    PART = "fresh34"
    PREFIX = "m"
    SINGLE_SHARE = SINGLE_SHARE

    # ---- chrome ----

    def _talk(self, page: Page, lang: str, k: int = 1) -> list[str]:
        """People's own words about the rules (``k`` lines, in the place's language): chrome, no ruling."""
        pool = TALK.get(lang, TALK["en"])
        self._kit(page, "talk")
        return self._cs(page, *self.rng.sample(pool, min(k, len(pool))))

    # ---- pages ----

    def _out(self, page: Page, lang: str, title: str, parts: list, *, text: str | None = None, md: bool = False,
             body_cls: str | None = None, head_extra: list[str] | None = None) -> None:
        """The page saved (one HTML document) or copied (its text as Select all / Copy gives it, the tool's own
        text export, or Markdown)."""
        body = E("body", *[x for x in parts if x is not None], cls=body_cls or self.rng.choice(["qa", "thread", "page", "app"]))
        if self.html:
            page.content = page_html(title, body, {"zhs": "zh-Hans", "zht": "zh-Hant"}.get(lang, lang), head_extra)
        elif text is not None:
            page.content = text
        elif md:
            page.content = to_md(body)
        else:
            page.content = to_text(body)

    # ---- the card's parts ----

    def _q(self, page: Page, lang: str, name: str) -> str:
        """The question's title naming the card, recorded (the place's words, no ruling)."""
        return self._c(page, fill(QA[lang][self.rng.choice(["t1", "t2", "t3"])], name=name))

    def _user(self, page: Page) -> str:
        return self._c(page, self.rng.choice(HANDLES))

    # ---- layouts ----
    def layout_bgse_question_accepted_answer(self, page, card):
        """A Board & Card Games Stack Exchange question (English): the title, "Asked / Modified / Viewed", the
        question (the card's text quoted now and then), tags, "asked DATE at TIME", comments with their stamps,
        "N Answers", the accepted answer (the asker's own words, the rulings quoted, the answerer's take, "edited
        / answered DATE at TIME"), a second answer of people's words only, "Your Answer", the footer."""
        r = self.rng
        lang, when = self._setup(page, card, ["en"])
        W = SE_W["en"]
        name = self._title(page, card, "en")
        q = self._q(page, "en", name)
        asked, c1, ans, c2, edit, ans2 = self._moments(card, 6, 90)

        def st(m):
            return f"{self._stamp(page, m.date(), self._of('en', 'abbr'))} at {m:%H:%M}"
        asker, judge, other = r.sample(HANDLES, 3)
        self._cs(page, W["site"], W["nav"], W["ask"], W["asked"], W["modified"], W["share"], W["improve"], W["follow"], W["add_comment"],
                 W["sorted"], W["your_answer"], W["post"], asker, judge, other)
        viewed = self._c(page, fill(W["viewed"], n=r.randint(40, 3000)))
        tags = self._cs(page, *r.sample(SE_TAGS, 3))
        foot = self._c(page, fill(W["footer"], y=when.year, r=f"{when.month}.{when.day}.{r.randint(1000, 9999)}"))
        for k in ("votes", "tags", "comments", "accepted"):
            self._kit(page, k)
        body = [E("p", self._c(page, QA["en"]["b1"]))]
        if r.random() < 0.5:
            body.append(E("blockquote", *self.card_text(page, card, "en")))
        body.append(E("p", self._c(page, QA["en"]["b2"])))

        def comment(text, who, m):
            return E("li", E("span", text, cls="comment-copy"), " – ", E("a", who, cls="comment-user"), " ",
                     E("span", self._c(page, st(m)), cls="comment-date"), cls="comment")
        talk = self._talk(page, "en", 4)
        rul = self.rulings(page, card, "en", "a Stack Exchange answer's quote", ["iso", "long", "abbr", "gb", "pad"],
                           ["dash", "colon", "over", "after", "pubover", "bullet", "paren"])
        a_ans, a_edit, a_ans2 = (self._c(page, fill(W[k], d=st(m))) for k, m in (("answered", ans), ("edited", edit), ("answered", ans2)))
        acc = fill(W["accepted"], d=f"{render_site_day(edit.date(), 'en:abbr')} at {edit:%H:%M}")
        score = lambda: E("div", str(r.randint(-1, 40)), cls="js-vote-count")  # noqa: E731
        improve_a = self._c(page, W["improve"].replace("question", "answer"))

        def actions(answer=False):
            return E("div", E("a", W["share"]), " ", E("a", improve_a if answer else W["improve"]), " ", E("a", W["follow"]), cls="post-menu")
        question = E("div", E("div", score(), cls="votecell"), E("div", *body, E("ul", *[E("li", E("a", t, cls="post-tag")) for t in tags]),
                                                                  actions(), E("div", fill(W["asked"].lower() + " {d}", d=st(asked)), " ",
                                                                             E("a", asker), cls="user-info"), cls="postcell"),
                     E("ul", comment(talk[0], other, c1), cls="comments"), cls="question")
        self._c(page, W["asked"].lower())
        answer = E("div", E("div", score(), E("div", "✔", title=acc, cls="js-accepted-answer-indicator"), cls="votecell"),
                   E("div", E("p", talk[1]), E("p", QA["en"]["intro"]), E("blockquote", rul), E("p", E("b", QA["en"]["take"]), " ", talk[2]),
                     actions(True), E("div", a_edit, cls="user-action-time"), E("div", a_ans, " ", E("a", judge), cls="user-info"), cls="answercell"),
                   E("ul", comment(QA["en"]["thanks"], asker, c2), cls="comments"), cls="answer accepted-answer")
        self._cs(page, QA["en"]["intro"], QA["en"]["take"], QA["en"]["thanks"])
        answer2 = E("div", E("div", score(), cls="votecell"), E("div", E("p", talk[3]), E("div", a_ans2, " ", E("a", other), cls="user-info"),
                                                                 cls="answercell"), cls="answer")
        parts = [E("header", E("a", W["site"], cls="site-name"), " ", E("a", W["nav"]), " ", E("a", W["ask"], cls="s-btn")),
                 E("h1", q), E("div", W["asked"], " ", self._ago(page, asked, "en"), " ", W["modified"], " ", self._ago(page, edit, "en"), " ",
                               viewed, cls="meta"),
                 question, E("a", W["add_comment"], href="#", cls="js-add-link"),
                 E("h2", self._c(page, fill(W["answers"], n=2)), " ", E("span", W["sorted"])), answer, answer2,
                 E("h2", W["your_answer"]), E("button", W["post"]), E("footer", E("p", foot))]
        self._out(page, "en", f"{q} - Board & Card Games Stack Exchange", parts)

    def layout_quora_answer_upvote_bar(self, page, card):
        """A Quora answer page (English, Spanish, Portuguese, German, French, Italian, Japanese): the question,
        the answerer with a credential, "Answered DATE" and "Updated ...", the answer (people's words, the
        rulings as the answer quotes them, a take), "Upvote · N", comments, the views, related questions, an ad."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "es", "pt", "de", "fr", "it", "ja"])
        W, Q = QUORA_W[lang], QA[lang]
        name = self._title(page, card, lang, None, 0.5)
        q = self._q(page, lang, name)
        a, upd = self._moments(card, 2, 120)
        who = self._c(page, r.choice(JUDGES))
        answered = self._c(page, fill(W["answered"], d=self._stamp(page, a.date(), self._of(lang, "long", "abbr", "num"))))
        updated = fill(W["updated"], ago=self._ago(page, upd, lang))
        bits = self._cs(page, W["credential"], updated, fill(W["upvote"], n=r.randint(2, 400)), W["share"], fill(W["comments"], n=r.randint(1, 20)),
                        fill(W["views"], n=r.randint(100, 9000)), W["related"], W["add_comment"], W["sponsored"], W["answer"], "Quora")
        talk = self._talk(page, lang, 3)
        self._cs(page, Q["intro"], Q["take"])
        for k in ("votes", "related", "ads"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a Quora answer", ["long", "num", "abbr", "iso"], ["dash", "colon", "over", "bullet", "pubafter"])
        others = [self._c(page, fill(Q["t2"], name=self._oname(o))) for o in self._others(card, 3)]
        cm, cwho = self._moments(card, 1, 20)[0], self._user(page)
        ctime = self._c(page, self._stamp(page, cm.date(), self._of(lang, "abbr", "num")))
        parts = [E("header", E("a", bits[10], cls="logo"), " ", E("a", bits[9])),
                 E("h1", q), E("div", E("b", who), " · ", bits[0], E("br"), answered, " · ", updated, cls="author"),
                 E("div", E("p", talk[0]), E("p", Q["intro"]), rul, E("p", E("b", Q["take"]), " ", talk[1]), cls="answer-content"),
                 E("div", bits[5], cls="views"), E("div", E("button", bits[2]), " ", E("button", bits[3]), " ", E("span", bits[4]), cls="actions"),
                 E("div", E("div", bits[7], cls="comment-box"), E("div", E("b", cwho), " · ", ctime, E("p", talk[2]), cls="comment"), cls="comments"),
                 E("aside", E("h3", bits[6]), E("ul", *[E("li", E("a", x)) for x in others]), E("p", E("small", bits[8])))]
        self._out(page, lang, f"{q} - Quora", parts)

    def _llm(self, page, card, lang, *, photo: bool):
        """An AI assistant's shared conversation: the user's question (or a photo of the card), the answer
        quoting the rulings with their dates, the assistant's own explanation, Copy / Regenerate / 👍 👎, a
        follow-up, the disclaimer, "Shared DATE"."""
        r = self.rng
        W, Q = LLM_W[lang], QA[lang]
        bot = r.choice(BOTS)
        shared = self._moments(card, 1, 25)[0]
        sh = self._c(page, fill(W["shared"], d=self._stamp(page, shared.date(), self._of(lang, "long", "abbr", "num"))))
        bits = self._cs(page, fill(W["shared_note"], bot=bot), W["copy"], W["regen"], W["good"], W["bad"], fill(W["disclaimer"], bot=bot),
                        W["signup"], W["continue"], W["you"], W["report"], bot)
        talk = self._cs(page, *r.sample(LLM_TALK[lang], 2))
        follow = self._c(page, Q["follow"])
        for k in ("assistant", "buttons"):
            self._kit(page, k)
        if photo:
            self._card_arg(page, card)
            ask = [E("img", src=f"https://files.example.net/{r.randint(10**8, 10**9)}.jpeg", alt="IMG_4821.jpeg"), E("p", self._c(page, Q["photo"]))]
            intro = self._c(page, PHOTO_LEAD[lang])
            title = self._c(page, PHOTO_TITLE[lang])
            name = None
        else:
            name = self._title(page, card, lang, None, 0.5)
            title = self._q(page, lang, name)
            ask = [E("p", title), E("p", self._c(page, Q["b1"]))]
            intro = self._c(page, Q["intro"])
        rul = self.rulings(page, card, lang, "an assistant's answer", ["long", "iso", "num", "abbr", "dot", "dash"],
                           ["bullet", "dash", "colon", "after", "paren", "table"])
        buttons = E("div", *[E("button", b, type="button", aria__label=b) for b in bits[1:5]], cls="turn-actions")
        you = E("h5", bits[8], cls="sr-only")
        conv = [E("div", you, *ask, cls="user-turn"),
                E("div", E("h5", bits[10], cls="sr-only"), E("p", intro), rul, E("p", talk[0]), buttons, cls="assistant-turn"),
                E("div", you, E("p", follow), cls="user-turn"), E("div", E("h5", bits[10], cls="sr-only"), E("p", talk[1]), buttons, cls="assistant-turn")]
        parts = [E("header", E("a", bits[10], cls="brand"), " ", E("a", bits[6], cls="btn")), E("h1", title), E("p", E("small", sh)),
                 E("p", bits[0]), E("main", *conv), E("p", E("small", bits[5])), E("footer", E("a", bits[7]), " · ", E("a", bits[9]))]
        self._out(page, lang, f"{bot} - {title}", parts, md=r.random() < 0.5)

    def layout_llm_shared_chat_regenerate(self, page, card):
        """An AI assistant's shared conversation (ChatGPT, Claude or Gemini; English, German, French, Spanish,
        Japanese, Korean, Portuguese, Italian): the user's question naming the card, the answer quoting the
        rulings, the assistant's own words, the buttons, a follow-up, the disclaimer, the shared date."""
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "ja", "ko", "pt", "it"])
        self._llm(page, card, lang, photo=False)

    def layout_ai_photo_question_untitled(self, page, card):
        """(Names no card.) An AI assistant's shared conversation where the user sent a photo of the card and
        asked for its rulings; the answer quotes them without naming the card. The user names it with --card."""
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "ja", "ko", "pt", "it"])
        self._llm(page, card, lang, photo=True)

    def layout_chiebukuro_best_answer_thanks(self, page, card):
        """Yahoo!知恵袋 (Japanese): the category, the question (the card's printed text pasted now and then),
        質問日時, 閲覧数, 回答数, ベストアンサー with 回答日時 and the rulings quoted (Japanese dates), 共感した /
        ナイス, 質問者からのお礼コメント with お礼日時, the other answers, 違反報告."""
        r = self.rng
        lang, when = self._setup(page, card, ["ja"])
        name = self._title(page, card, "ja", None, 0.7)
        q = self._q(page, "ja", name)
        asked, a1, a2, thanks = self._moments(card, 4, 40)
        fo = self._of('ja', 'short', 'num')  # (one form for the place's stamps)
        st = lambda m: f"{self._stamp(page, m.date(), fo)} {m:%H:%M}"  # noqa: E731
        W = CHIE_W
        fixed = self._cs(page, W[0], W[1], W[2], W[6], W[7], W[11], W[12], W[16], W[17], W[15], "知恵袋ユーザー")
        meta = self._cs(page, fill(W[3], d=st(asked)), fill(W[4], n=r.randint(30, 2000)), fill(W[5], n=2))
        talk = self._talk(page, "ja", 3)
        self._cs(page, QA["ja"]["intro"], QA["ja"]["b1"], QA["ja"]["thanks"])
        for k in ("votes", "accepted"):
            self._kit(page, k)
        text = self.card_text(page, card, "ja", 0.6 if page.title_lang == "ja" else 0.2)
        rul = self.rulings(page, card, "ja", "a best answer on 知恵袋", ["long", "num", "short", "wd"], ["colon", "paren", "over", "bracket", "dash"])
        ans = lambda m: self._c(page, fill(W[8], d=st(m)))  # noqa: E731
        nice = lambda: E("span", self._c(page, fill(W[9], n=r.randint(0, 12))), " ", self._c(page, fill(W[10], n=r.randint(0, 30))))  # noqa: E731
        parts = [E("header", E("a", fixed[0]), " ", E("span", fixed[1]), " ", E("a", fixed[8], cls="btn")),
                 E("section", E("h1", q), E("p", E("b", fixed[2]), " ", fixed[10]), E("p", QA["ja"]["b1"]), E("p", fixed[9]), *text,
                   E("p", meta[0], "　", meta[1], "　", meta[2]), cls="question"),
                 E("section", E("h2", fixed[3]), E("p", E("small", fixed[4])), E("p", talk[0]), E("p", QA["ja"]["intro"]), rul, E("p", talk[1]),
                   E("p", ans(a1)), nice(), E("a", fixed[5]), cls="best-answer"),
                 E("section", E("h3", fixed[6]), E("p", QA["ja"]["thanks"]), E("p", self._c(page, fill(W[13], d=st(thanks)))), cls="thanks"),
                 E("section", E("h2", self._c(page, fill(W[14], n=1))), E("p", talk[2]), E("p", ans(a2)), nice(), cls="answers"),
                 E("footer", E("a", fixed[7]))]
        self._out(page, "ja", f"{q} - Yahoo!知恵袋", parts)

    def layout_naver_kin_adopted_answer(self, page, card):
        """네이버 지식iN (Korean): the question (the card's printed text now and then), 내공, 조회수, 작성일, 답변 N,
        the adopted answer (질문자 채택) with the answerer's grade, the rulings quoted (Korean dates), 답변일,
        좋아요, 댓글, 신고, another answer."""
        r = self.rng
        lang, when = self._setup(page, card, ["ko"])
        name = self._title(page, card, "ko", None, 0.7)
        q = self._q(page, "ko", name)
        asked, a1, a2 = self._moments(card, 3, 30)
        W = KIN_W
        st = lambda m: self._stamp(page, m.date(), "ko:dot") + "."  # noqa: E731
        fixed = self._cs(page, W[0], W[1], W[2], W[7], W[8], W[0], W[12], W[13], W[14], W[15], W[16])
        meta = self._cs(page, fill(W[3], n=r.choice([10, 20, 50, 100])), fill(W[4], n=r.randint(20, 3000)), fill(W[5], d=st(asked)),
                        fill(W[6], n=2))
        grade = lambda: self._c(page, fill(W[9], g=r.choice(W[17].split())))  # noqa: E731
        talk = self._talk(page, "ko", 3)
        self._cs(page, QA["ko"]["intro"], QA["ko"]["b2"])
        for k in ("votes", "accepted"):
            self._kit(page, k)
        text = self.card_text(page, card, "ko", 0.6 if page.title_lang == "ko" else 0.2)
        rul = self.rulings(page, card, "ko", "an adopted answer on 지식iN", ["num", "long", "dot"], ["colon", "over", "paren", "dash", "table"])
        who1, who2 = self._user(page), self._user(page)
        parts = [E("header", E("a", fixed[0]), " ", E("a", fixed[1])),
                 E("div", E("span", fixed[2], cls="badge"), E("h1", q), E("p", QA["ko"]["b2"]), E("p", fixed[9]), *text,
                   E("p", meta[0], " · ", meta[1], " · ", meta[2]), cls="question"),
                 E("h2", meta[3]),
                 E("div", E("p", E("span", fixed[3], cls="badge"), " ", fixed[4]), E("p", E("b", who1), " ", grade()), E("p", talk[0]),
                   E("p", QA["ko"]["intro"]), rul, E("p", talk[1]), E("p", self._c(page, fill(W[10], d=st(a1)))),
                   E("p", E("button", self._c(page, fill(W[11], n=r.randint(0, 40)))), " ", fixed[6], " ", fixed[7], " ", fixed[8]),
                   cls="answer adopted"),
                 E("div", E("p", E("b", who2), " ", grade()), E("p", talk[2]), E("p", self._c(page, fill(W[10], d=st(a2)))), cls="answer"),
                 E("footer", E("a", fixed[10], cls="btn"))]
        self._out(page, "ko", f"{q} : 지식iN", parts)

    def layout_zhihu_question_answer_list(self, page, card):
        """知乎 (Simplified Chinese): the question with its followers and views, 写回答 / 邀请回答, answers with
        "N 人赞同了该回答", the rulings quoted (Chinese dates), 发布于 / 编辑于 DATE TIME・IP 属地, 赞同, 评论."""
        r = self.rng
        lang, when = self._setup(page, card, ["zhs"])
        name = self._title(page, card, "zhs", None, 0.7)
        q = self._q(page, "zhs", name)
        p1, e1, p2 = self._moments(card, 3, 60)
        W = ZHIHU_W
        fixed = self._cs(page, W[0], W[1], W[2], W[3], W[4], W[5], W[6], W[7], W[14], W[15], W[17])
        st = lambda m: self._stamp(page, m.date(), "zh:dash")  # noqa: E731
        talk = self._talk(page, "zhs", 3)
        self._cs(page, QA["zhs"]["intro"], QA["zhs"]["b1"])
        for k in ("votes", "comments"):
            self._kit(page, k)
        text = self.card_text(page, card, "zhs", 0.6 if page.title_lang == "zhs" else 0.2)
        rul = self.rulings(page, card, "zhs", "a Zhihu answer", ["long", "dash", "num"], ["colon", "paren", "over", "dash", "bullet"])

        def foot(m, edited=None):
            b = [E("p", self._c(page, fill(W[10], d=st(m), t=f"{m:%H:%M}", ip=r.choice(ZHIHU_IP))))]
            if edited:
                b.append(E("p", self._c(page, fill(W[11], d=st(edited), t=f"{edited:%H:%M}"))))
            n = r.randint(3, 900)
            b.append(E("div", E("button", self._c(page, fill(W[12], n=n))), " ", self._c(page, fill(W[13], n=r.randint(0, 60))), " ",
                       fixed[8], " ", fixed[9], cls="actions"))
            return b
        who1, who2 = self._user(page), self._user(page)
        parts = [E("header", E("a", fixed[0]), " ", E("a", fixed[1]), " ", E("a", fixed[2]), " ", E("a", fixed[3])),
                 E("div", E("h1", q), E("p", QA["zhs"]["b1"]), E("p", fixed[10]), *text,
                   E("p", fixed[4], " ", str(r.randint(5, 300)), " · ", fixed[5], " ", str(r.randint(500, 90000))),
                   E("p", E("button", fixed[6]), " ", E("button", fixed[7]), " ", self._c(page, fill(W[8], n=r.randint(1, 20)))), cls="question"),
                 E("p", self._c(page, fill(W[16], n=2))),
                 E("div", E("b", who1), E("p", self._c(page, fill(W[9], n=r.randint(3, 900)))), E("p", talk[0]), E("p", QA["zhs"]["intro"]), rul,
                   E("p", talk[1]), *foot(p1, e1), cls="answer"),
                 E("div", E("b", who2), E("p", talk[2]), *foot(p2), cls="answer")]
        self._out(page, "zhs", f"{q} - 知乎", parts)

    def layout_gutefrage_hilfreichste_antwort(self, page, card):
        """gutefrage.net (German): "Frage von NAME", the question (the card's printed text now and then), its
        stamp "DATE, TIME", "Hilfreichste Antwort" by a "Community-Experte" quoting the rulings (German dates),
        the answers' stamps, "Danke für den Stern!", comments, "Weitere Antworten", related questions."""
        r = self.rng
        lang, when = self._setup(page, card, ["de"])
        name = self._title(page, card, "de", None, 0.6)
        q = self._q(page, "de", name)
        asked, a1, cm, a2 = self._moments(card, 4, 30)
        W = GF_W
        asker, expert, other = r.sample(HANDLES, 3)
        fixed = self._cs(page, W[0], W[1], W[3], W[4], W[7], W[8], W[9], W[10], W[11], W[12], W[13], W[14])
        who = lambda x: self._c(page, x)  # noqa: E731
        fo = self._of("de", "num", "short")  # (one form for the place's stamps)
        st = lambda m: self._c(page, fill(W[6], d=self._stamp(page, m.date(), fo), t=f"{m:%H:%M}"))  # noqa: E731
        talk = self._talk(page, "de", 4)
        self._cs(page, QA["de"]["intro"], QA["de"]["b1"], QA["de"]["b2"])
        for k in ("votes", "accepted", "related"):
            self._kit(page, k)
        text = self.card_text(page, card, "de", 0.5 if page.title_lang == "de" else 0.15)
        rul = self.rulings(page, card, "de", "a gutefrage answer", ["num", "long", "short", "abbr"], ["colon", "dash", "over", "paren", "pubafter"])
        rel = [self._c(page, fill(QA["de"]["t1"], name=self._oname(o))) for o in self._others(card, 2)]
        parts = [E("header", E("a", fixed[0], cls="logo"), " ", E("a", fixed[1], cls="btn"), " ", E("span", fixed[8])),
                 E("div", E("p", who(fill(W[2], who=asker)), " · ", st(asked)), E("h1", q), E("p", QA["de"]["b1"]), E("p", fixed[10]), *text,
                   E("p", QA["de"]["b2"]), cls="question"),
                 E("div", E("p", E("span", fixed[2], cls="badge")), E("p", who(fill(W[5], who=expert)), " · ", E("span", fixed[3]), " · ", st(a1)),
                   E("p", talk[0]), E("p", QA["de"]["intro"]), rul, E("p", talk[1]), E("p", self._c(page, f"👍 {r.randint(1, 30)}"), " ", fixed[4], " ",
                                                                                         fixed[5]),
                   E("div", E("b", asker), " ", st(cm), E("p", fixed[9]), cls="comment"), cls="answer best"),
                 E("h2", fixed[6]),
                 E("div", E("p", who(fill(W[5], who=other)), " · ", st(a2)), E("p", talk[2]), E("p", talk[3]), cls="answer"),
                 E("aside", E("h3", fixed[7]), E("ul", *[E("li", E("a", x)) for x in rel])), E("a", fixed[11], cls="btn")]
        self._out(page, "de", f"{q} (Magic: The Gathering) - gutefrage", parts)

    def layout_otvet_mail_best_answer_ru(self, page, card):
        """Ответы Mail (Russian): the question (the card's printed text now and then) with its author's rank and
        stamp, "Лучший ответ" quoting the rulings (Russian dates), "Нравится N", "Комментировать", other answers,
        similar questions."""
        r = self.rng
        lang, when = self._setup(page, card, ["ru"])
        name = self._title(page, card, "ru", None, 0.6)
        q = self._q(page, "ru", name)
        asked, a1, a2 = self._moments(card, 3, 45)
        W = OTVET_W
        fixed = self._cs(page, W[0], W[1], W[2], W[3], W[4], W[5], W[7], W[8], W[13], W[14])
        fo = self._of("ru", "bare", "num")  # (one form for the place's stamps)
        st = lambda m: self._c(page, fill(W[12], d=self._stamp(page, m.date(), fo), t=f"{m:%H:%M}"))  # noqa: E731
        rank = lambda: self._c(page, fill(r.choice([W[9], W[10], W[11]]), n=r.randint(10, 40000)))  # noqa: E731
        talk = self._talk(page, "ru", 3)
        self._cs(page, QA["ru"]["intro"], QA["ru"]["b2"])
        for k in ("votes", "accepted", "related"):
            self._kit(page, k)
        text = self.card_text(page, card, "ru", 0.5 if page.title_lang == "ru" else 0.15)
        rul = self.rulings(page, card, "ru", "a best answer on Ответы Mail", ["long", "num", "bare"], ["colon", "dash", "over", "under", "bracket"])
        rel = [self._c(page, fill(QA["ru"]["t2"], name=self._oname(o))) for o in self._others(card, 2)]
        like = lambda: self._c(page, fill(W[6], n=r.randint(0, 25)))  # noqa: E731
        u1, u2, u3 = (self._user(page) for _ in range(3))
        parts = [E("header", E("a", fixed[0]), " ", E("a", fixed[1], cls="btn")),
                 E("div", E("p", E("span", fixed[2], cls="label")), E("p", E("b", u1), " ", rank(), " · ", st(asked)), E("h1", q),
                   E("p", QA["ru"]["b2"]), E("p", fixed[8]), *text, cls="question"),
                 E("div", E("h2", fixed[3]), E("p", E("b", u2), " ", rank(), " · ", st(a1)), E("p", talk[0]), E("p", QA["ru"]["intro"]), rul,
                   E("p", talk[1]), E("p", like(), " · ", fixed[6], " · ", fixed[7]), cls="best"),
                 E("div", E("h2", fixed[4]), E("p", E("b", u3), " ", rank(), " · ", st(a2)), E("p", talk[2]), E("p", like(), " · ", fixed[6]), cls="answers"),
                 E("aside", E("h3", fixed[5]), E("ul", *[E("li", E("a", x)) for x in rel])), E("a", fixed[9], cls="btn")]
        self._out(page, "ru", f"{q} - Ответы Mail", parts)

    def layout_romance_qa_best_reply(self, page, card):
        """A Q&A forum in Spanish, Portuguese, Italian or French: the question by NAME · DATE (the card's printed
        text now and then), "N votes · N replies", the best reply quoting the rulings (the language's dates)
        with its "answered on DATE at TIME", the other replies, "Was it useful? 👍 N", "Follow topic"."""
        r = self.rng
        lang, when = self._setup(page, card, ["es", "pt", "it", "fr"])
        W, Q = ROM_W[lang], QA[lang]
        name = self._title(page, card, lang, None, 0.6)
        q = self._q(page, lang, name)
        asked, a1, a2 = self._moments(card, 3, 30)
        asker, best, other = r.sample(HANDLES, 3)
        fixed = self._cs(page, W["site"], W["qna"], W["best"], W["reply"], W["quote_card"], W["follow"], asker, best, other)
        fo = self._of(lang, "num", "long", "abbr")  # (one form for the place's stamps)
        answered = lambda m: self._c(page, fill(W["answered"], d=self._stamp(page, m.date(), fo),  # noqa: E731
                                                 t=f"{m:%H:%M}"))
        asked_s = self._c(page, fill(W["asked_by"], who=asker, d=self._stamp(page, asked.date(), self._of(lang, "abbr", "num", "long"))))
        counts = self._cs(page, fill(W["votes"], n=r.randint(2, 50)), fill(W["replies"], n=2))
        talk = self._talk(page, lang, 3)
        self._cs(page, Q["intro"], Q["b1"], Q["thanks"])
        for k in ("votes", "accepted"):
            self._kit(page, k)
        text = self.card_text(page, card, lang, 0.5 if page.title_lang == lang else 0.15)
        rul = self.rulings(page, card, lang, "a forum's best reply", ["long", "num", "abbr", "short"], ["colon", "dash", "over", "after", "pubover", "dl"])
        helpful = lambda: self._c(page, fill(W["helpful"], n=r.randint(0, 30)))  # noqa: E731
        parts = [E("nav", E("a", fixed[0]), " › ", E("a", fixed[1])),
                 E("div", E("h1", q), E("p", asked_s), E("p", counts[0], " · ", counts[1]), E("p", Q["b1"]), E("p", fixed[4]), *text,
                   E("a", fixed[5]), cls="question"),
                 E("div", E("p", E("span", fixed[2], cls="badge")), E("p", E("b", best), " · ", answered(a1)), E("p", talk[0]), E("p", Q["intro"]),
                   rul, E("p", talk[1]), E("p", helpful(), " · ", E("a", fixed[3])), cls="reply best"),
                 E("div", E("p", E("b", asker)), E("p", Q["thanks"]), cls="reply"),
                 E("div", E("p", E("b", other), " · ", answered(a2)), E("p", talk[2]), E("p", helpful()), cls="reply")]
        self._out(page, lang, f"{q} | {W['site']}", parts)

    def layout_lowlands_pl_qa_solved(self, page, card):
        """A Dutch or Polish Q&A site: "Asked by NAME on DATE", "✓ Solved", the best answer quoting the rulings
        (Dutch or Polish dates) with its "answered on DATE at TIME", "Useful (N)", "Report", the other answers."""
        r = self.rng
        lang, when = self._setup(page, card, ["nl", "pl"])
        W, Q = LOW_W[lang], QA[lang]
        name = self._title(page, card, lang, None, 0.5)
        q = self._q(page, lang, name)
        asked, a1, a2 = self._moments(card, 3, 40)
        asker, best, other = r.sample(HANDLES, 3)
        fixed = self._cs(page, W["site"], W["ask"], W["best"], W["other"], W["report"], W["solved"], W["login"], best, other)
        asked_s = self._c(page, fill(W["asked"], who=asker, d=self._stamp(page, asked.date(), self._of(lang, "long", "num", "year"))))
        fo = self._of(lang, "num", "short", "long")  # (one form for the place's stamps)
        answered = lambda m: self._c(page, fill(W["answered"], d=self._stamp(page, m.date(), fo),  # noqa: E731
                                                 t=f"{m:%H:%M}"))
        vote = lambda: self._c(page, fill(W["vote"], n=r.randint(0, 40)))  # noqa: E731
        talk = self._talk(page, lang, 3)
        self._cs(page, Q["intro"], Q["b2"], Q["follow"])
        for k in ("votes", "accepted"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a Q&A site's best answer", ["long", "num", "abbr", "short", "year"],
                           ["colon", "dash", "over", "under", "pubafter", "table"])
        parts = [E("header", E("a", fixed[0]), " ", E("a", fixed[1], cls="btn"), " ", E("a", fixed[6])),
                 E("div", E("h1", q, " ", E("span", fixed[5], cls="solved")), E("p", asked_s), E("p", Q["b2"]), cls="question"),
                 E("p", self._c(page, fill(W["answers"], n=2))),
                 E("div", E("h2", fixed[2]), E("p", E("b", best), " · ", answered(a1)), E("p", talk[0]), E("p", Q["intro"]), rul, E("p", talk[1]),
                   E("p", vote(), " · ", fixed[4]), cls="answer best"),
                 E("div", E("h2", fixed[3]), E("p", E("b", other), " · ", answered(a2)), E("p", Q["follow"]), E("p", talk[2]), E("p", vote()), cls="answer")]
        self._out(page, lang, f"{q} - {W['site']}", parts)

    def layout_judge_mail_reply_quoted_question(self, page, card):
        """A judge's e-mail reply (English, German, French, Spanish, Italian, Dutch, Polish), as the mail client
        saves it as text (the headers, the body, the quote in ">" lines) or shows it (a message view): "Re:
        SUBJECT" naming the card, the date header, the greeting, the judge's own words, the rulings, the
        signature with the judge's level, the legal footer, "On DATE at TIME, NAME wrote:" and the question."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "es", "it", "nl", "pl"])
        W, Q = MAIL_W[lang], QA[lang]
        name = self._title(page, card, lang, None, 0.4)
        subj = self._c(page, "Re: " + fill(SUBJ[lang], name=name))
        sent_q, sent = self._moments(card, 2, 14)
        judge, asker = r.choice(JUDGES), r.choice(HANDLES)
        addr_j = f"{judge} <{slug(judge).replace('-', '.')}@judges.example.org>"
        addr_a = f"{asker} <{asker.replace('_', '.')}@example.com>"
        date_h = self._c(page, f"{self._stamp(page, sent.date(), self._of(lang, 'num', 'long', 'abbr'))}, {clock(sent, lang)}")
        wrote = self._c(page, fill(W["wrote"], d=self._stamp(page, sent_q.date(), self._of(lang, "num", "long", "wd", "abbr")),
                                    t=clock(sent_q, lang), who=asker))
        heads = [(W["from"], addr_j), (W["to"], addr_a), (W["date"], date_h), (W["subject"], subj)]
        self._cs(page, *[x for kv in heads for x in kv])
        greet, sign, level, legal = fill(W["greet"], who=asker), W["sign"], LEVELS[lang], W["legal"]
        self._cs(page, greet, sign, judge, level, legal)
        talk = self._talk(page, lang, 2)
        qs = self._cs(page, fill(Q["t1"], name=name), Q["b1"], Q["b2"])
        self._cs(page, Q["intro"], Q["take"])
        for k in ("mail", "signature"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a judge's e-mail reply", ["num", "long", "abbr", "iso", "short", "year"],
                           ["colon", "dash", "bullet", "after", "over", "pubafter"])
        if not self.html:
            lines = [f"{k}: {v}" for k, v in heads] + ["", greet, "", talk[0], "", Q["intro"], "", to_text(rul).strip("\n"), "",
                                                        f"{Q['take']} {talk[1]}", "", sign, judge, level, "", "-- ", legal, "", wrote]
            lines += ["> " + x for x in (qs[0], "", qs[1], qs[2])]
            self._out(page, lang, subj, [], text="\n".join(lines).replace("\n> \n", "\n>\n") + "\n")
            return
        parts = [E("table", E("tbody", *[E("tr", E("th", k + ":"), E("td", v)) for k, v in heads]), cls="headers"),
                 E("div", E("p", greet), E("p", talk[0]), E("p", Q["intro"]), rul, E("p", Q["take"], " ", talk[1]),
                   E("p", sign, E("br"), judge, E("br"), level), E("p", E("small", legal), cls="disclaimer"), E("p", wrote),
                   E("blockquote", E("p", qs[0]), E("p", qs[1], " ", qs[2]), type="cite"), cls="body")]
        self._out(page, lang, subj, parts)

    def layout_pipermail_list_message(self, page, card):
        """A mailing list archive's message (Mailman's pipermail; English, German, French, Polish, Dutch, Russian
        lists): "[list] Re: SUBJECT" naming the card, the sender ("name at host"), the date line ("Tue Feb  3
        14:22:01 CET 2026"), previous / next by thread, "Messages sorted by: [ date ] [ thread ] [ subject ] [
        author ]", the body (wrapped at 72 columns now and then) with the quoted question and the rulings,
        "More information about the LIST mailing list"."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "pl", "nl", "ru"])
        Q = QA[lang]
        lst = LISTS[lang]
        name = self._title(page, card, lang, None, 0.4)
        subj = self._c(page, f"[{lst}] Re: " + fill(SUBJ[lang], name=name))
        sent_q, sent = self._moments(card, 2, 10)
        judge, asker = r.choice(JUDGES), r.choice(HANDLES)
        sender = self._c(page, f"{slug(judge).replace('-', '.')} at judges.example.org")
        dline = self._own(page, sent.date(), f"{sent:%a %b} {sent.day:2d} {sent:%H:%M:%S} CET {sent.year}")
        self._c(page, dline)
        prev, nxt = (self._c(page, f"[{lst}] {s}") for s in r.sample(OTHER_SUBJ, 2))
        nav = self._cs(page, *[fill(x, list=lst) for x in PIPER_W], judge)
        talk = self._talk(page, lang, 2)
        wrote = self._c(page, f"{asker} at example.com wrote:" if r.random() < 0.5 else
                        f"On {self._stamp(page, sent_q.date(), 'en:wd')}, {asker} wrote:")
        qs = self._cs(page, Q["b1"], Q["b2"])
        self._cs(page, Q["intro"], Q["take"])
        for k in ("mail", "list-nav"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a mailing list message", ["num", "long", "iso", "abbr", "bare", "year"],
                           ["colon", "dash", "bracket", "after", "over"])
        wrap = r.random() < 0.5

        def para(s):
            return "\n".join(textwrap.wrap(s, 72, break_long_words=False, break_on_hyphens=False)) if wrap else s
        rtext = "\n".join(para(x) if x.strip() else x for x in to_text(rul).strip("\n").split("\n"))
        body = "\n".join([wrote, *("> " + para(x).replace("\n", "\n> ") for x in qs), "", para(talk[0]), "", Q["intro"], "", rtext, "",
                          para(f"{Q['take']} {talk[1]}"), "", "-- ", judge, LEVELS[lang], ""])

        def navlist():
            return E("ul", E("li", nav[0], " ", E("a", prev, href="#")), E("li", nav[1], " ", E("a", nxt, href="#")),
                     E("li", E("b", nav[2]), " ", *[x for k in nav[3:7] for x in (E("a", k, href="#"), " ")]))
        parts = [E("h1", subj), E("b", judge), " ", E("a", sender, href="mailto:x", title=subj), E("br"), E("i", dline),
                 E("p", navlist()), E("hr"), E("pre", body), E("hr"), E("p", navlist()), E("hr"), E("a", nav[7], href="#")]
        self._out(page, lang, subj, parts, body_cls="pipermail")

    def layout_helpdesk_ticket_macro_reply(self, page, card):
        """A help-desk ticket (Zendesk-like; English, German, Spanish, Portuguese, Italian, Japanese, French): the
        request number and subject naming the card, status, requester, assignee, created / updated stamps,
        priority and type, the customer's message, the agent's public reply made with a macro (its own words,
        the rulings), an internal note, the satisfaction survey, the "reply above this line" marker, the footer."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "es", "pt", "it", "ja", "fr"])
        W, Q = DESK_W[lang], QA[lang]
        name = self._title(page, card, lang, None, 0.4)
        subj = self._q(page, lang, name)
        created, replied, noted = self._moments(card, 3, 20)
        shop, agent, cust = r.choice(SHOPS), r.choice(AGENTS), r.choice(HANDLES)
        fo = self._of(lang, 'abbr', 'long', 'num')  # (one form for the place's stamps)
        st = lambda m: self._c(page, f"{self._stamp(page, m.date(), fo)} {clock(m, lang)}")  # noqa: E731
        table_rows = [(W["status"], W["solved"]), (W["requester"], cust), (W["assignee"], f"{agent} ({shop})"), (W["created"], st(created)),
                (W["updated"], st(noted))]
        self._cs(page, *[x for kv in table_rows for x in kv])
        bits = self._cs(page, fill(W["request"], n=r.randint(10000, 99999)), W["priority"], W["type"], fill(W["macro"], m=MACROS[lang]),
                        W["internal"], INTERNAL[lang], W["rate"], W["good"], W["bad"], fill(W["delivered"], shop=shop), W["reply_above"], agent, cust)
        talk = self._talk(page, lang, 2)
        self._cs(page, Q["b1"], Q["b2"], Q["intro"], Q["take"])
        for k in ("ticket", "survey"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a help-desk agent's reply", ["long", "num", "abbr", "iso", "short", "wd"],
                           ["colon", "dash", "table", "over", "pubover", "paren"])

        def event(who, m, *body, cls="comment"):
            return E("div", E("p", E("b", who), " · ", st(m)), *body, cls=cls)
        parts = [E("p", E("small", bits[10])),
                 E("header", E("h1", subj), E("p", bits[0], " · ", bits[1], " · ", bits[2])),
                 E("table", E("tbody", *[E("tr", E("th", k), E("td", v)) for k, v in table_rows]), cls="ticket-fields"),
                 event(agent, replied, E("p", E("small", bits[3])), E("p", talk[0]), E("p", Q["intro"]), rul, E("p", Q["take"], " ", talk[1]),
                       cls="comment public"),
                 event(agent, noted, E("p", E("b", bits[4]), ": ", bits[5]), cls="comment internal"),
                 event(cust, created, E("p", Q["b1"]), E("p", Q["b2"])),
                 E("div", E("p", bits[6]), E("a", bits[7], href="#"), " · ", E("a", bits[8], href="#"), cls="survey"),
                 E("footer", E("p", E("small", bits[9])))]
        self._out(page, lang, f"[{shop}] {subj}", parts)

    def layout_dce_forum_channel_thread(self, page, card):
        """A Discord forum channel's thread as DiscordChatExporter saves it (English, German, Spanish, French,
        Portuguese, Russian, Polish): as HTML (the preamble, the messages with their stamps, a rules bot's embed
        quoting the rulings, reactions, the "Solved" tag) or as its TXT export ("Guild: / Channel:" between
        rules of "=", "[DATE TIME] author" lines, "{Embed}", "{Reactions}", "Exported N message(s)")."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "es", "fr", "pt", "ru", "pl"])
        W, Q = DCE_W[lang], QA[lang]
        name = self._title(page, card, "en" if r.random() < 0.5 else lang, None, 0.5)
        thread = self._q(page, lang, name)
        server, ch = r.choice(SERVERS), DCE_CH[lang]
        ms = self._moments(card, 5, 6)
        asker, helper = r.sample(HANDLES, 2)
        bot = "RulesBot"
        form = self._of(lang, "num", "pad", "short")
        stamps = [self._c(page, f"{self._stamp(page, m.date(), form)} {clock(m, lang)}") for m in ms]
        self._cs(page, server, ch, asker, helper, bot)
        self._cs(page, *([W["bot"], W["post"], W["solved"]] if self.html else [W["guild"], W["channel"], W["reactions"]]))
        talk = self._talk(page, lang, 2)
        self._cs(page, Q["b1"], Q["b2"], Q["thanks"], Q["follow"])
        for k in ("chat", "reactions"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a rules bot's embed in a forum thread", ["iso", "num", "long", "abbr", "pad", "short", "bare"],
                           ["bullet", "dash", "colon", "bracket"])
        react = self._c(page, f"✅ ({r.randint(1, 6)})")
        exported = self._c(page, fill(W["exported"], n=6))
        url = f"https://scryfall.com/search?q={slug(name)}"
        msgs = [(asker, stamps[0], [Q["b1"], Q["b2"]]), (helper, stamps[1], [talk[0]]), (asker, stamps[2], [f"!rulings {name}"]),
                (bot, stamps[3], None), (asker, stamps[4], [Q["thanks"], Q["follow"]])]
        self._c(page, f"!rulings {name}")
        if not self.html:
            bar = "=" * 62
            lines = [bar, f"{W['guild']}: {server}", f"{W['channel']}: {ch} / {thread}", bar, ""]
            for who, s, body in msgs:
                lines.append(f"[{s}] {who}")
                if body is None:
                    lines += ["{" + W["embed"] + "}", name, url, to_text(rul).strip("\n"), "", "{" + W["reactions"] + "}", react]
                else:
                    lines += body
                lines.append("")
            lines += [f"[{stamps[4]}] {helper}", talk[1], "", bar, exported, bar]
            self._out(page, lang, thread, [], text="\n".join(lines) + "\n")
            return

        def msg(who, s, *body):
            return E("div", E("div", E("span", who, cls="chatlog__author"), " ", E("span", W["bot"], cls="chatlog__bot-tag") if who == bot else None,
                              " ", E("span", s, cls="chatlog__timestamp"), cls="chatlog__header"), *body, cls="chatlog__message-group")
        body = []
        for who, s, lines in msgs:
            if lines is None:
                body.append(msg(who, s, E("div", E("a", name, href=url, cls="chatlog__embed-title"), rul, cls="chatlog__embed"),
                                E("div", E("span", react, cls="chatlog__reaction"), cls="chatlog__reactions")))
            else:
                body.append(msg(who, s, *[E("div", x, cls="chatlog__content") for x in lines]))
        body.append(msg(helper, stamps[4], E("div", talk[1], cls="chatlog__content")))
        parts = [E("div", E("div", server, cls="preamble__entry"), E("div", f"{ch} / ", thread, cls="preamble__entry"),
                   E("div", E("span", W["post"]), " · ", E("span", "✅ " + W["solved"], cls="tag"), cls="preamble__entry preamble__entry--small"),
                   cls="preamble"), E("div", *body, cls="chatlog"), E("div", exported, cls="postamble")]
        self._out(page, lang, f"{server} - {ch} - {thread}", parts)

    def layout_slack_thread_pane_replies(self, page, card):
        """A Slack thread copied or saved (English, Japanese, German, French, Korean, Spanish): the channel, the
        day divider, the question naming the card with its time, "N replies / Last reply ...", the thread pane
        with the judge's reply quoting the rulings, the people's words, emoji reactions, "Also send to #…"."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "ja", "de", "fr", "ko", "es"])
        W = SLACK_W[lang]
        Q = QA[lang if lang in QA else "en"]
        name = self._title(page, card, lang, None, 0.4)
        q = self._q(page, lang, name)
        ch = r.choice(SLACK_CH)
        m0, m1, m2, m3 = self._moments(card, 4, 9)
        day = self._c(page, self._stamp(page, m0.date(), self._of(lang, "wd", "long")))
        asker, judge, other = r.sample(HANDLES, 3)
        self._cs(page, f"#{ch}", W["thread"], fill(W["also"], ch=ch), W["reply_to"], asker, judge, other)
        t = [self._c(page, clock(m, lang)) for m in (m0, m1, m2, m3)]
        nrep = self._c(page, fill(W["replies"], n=3))
        last = self._c(page, fill(W["last"], ago=self._ago(page, m3, lang)))
        talk = self._talk(page, lang, 2)
        self._cs(page, Q["intro"], Q["thanks"], Q["b2"])
        for k in ("chat", "reactions"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a judge's Slack reply", ["long", "iso", "num", "abbr", "wd", "dot"],
                           ["bullet", "dash", "colon", "over", "after"])
        reacts = self._c(page, f"🙏 {r.randint(1, 5)}  ✅ {r.randint(1, 3)}")

        def msg(who, tm, *body):
            return E("div", E("div", E("b", who), " ", E("span", tm, cls="c-timestamp")), *body, cls="c-message")
        parts = [E("header", E("h2", f"#{ch}")), E("div", day, cls="c-divider"),
                 msg(asker, t[0], E("p", q), E("p", Q["b2"]), E("p", E("a", nrep), " ", E("small", last))),
                 E("aside", E("h3", W["thread"], " ", E("small", f"#{ch}")),
                   msg(asker, t[0], E("p", q)), msg(judge, t[1], E("p", talk[0]), E("p", Q["intro"]), rul, E("p", reacts)),
                   msg(other, t[2], E("p", talk[1])), msg(asker, t[3], E("p", Q["thanks"])),
                   E("form", E("p", W["reply_to"]), E("label", E("input", type="checkbox"), " ", fill(W["also"], ch=ch))), cls="p-flexpane")]
        self._out(page, lang, f"{q} | #{ch} | Slack", parts)

    def layout_store_livechat_transcript(self, page, card):
        """A store's support chat transcript mailed to the customer (German, English, Dutch, Italian, Polish,
        Spanish): "Your chat transcript with SHOP", "Chat started: DATE TIME", each line "[14:02] NAME: …", the
        agent's answer with the rulings, the thanks, "Chat ended: DATE TIME", the rating request."""
        r = self.rng
        lang, when = self._setup(page, card, ["de", "en", "nl", "it", "pl", "es"])
        W, Q = CHAT_W[lang], QA[lang]
        name = self._title(page, card, lang, None, 0.4)
        shop, agent = r.choice(SHOPS), r.choice(AGENTS)
        start = self._moments(card, 1, 12)[0]
        ts = [start + dt.timedelta(minutes=k + r.randint(0, 1)) for k in range(0, 12, 2)]
        day = self._stamp(page, start.date(), self._of(lang, "num", "short"))
        head = self._cs(page, fill(W["title"], shop=shop), fill(W["started"], d=day, t=f"{ts[0]:%H:%M}"),
                        fill(W["ended"], d=day, t=f"{ts[-1]:%H:%M}"), W["rate"], fill(W["joined"], who=agent), W["closed"])
        me, ag = W["customer"], fill(W["agent"], who=agent, shop=shop)
        self._cs(page, me, ag)
        q = self._q(page, lang, name)
        talk = self._talk(page, lang, 2)
        self._cs(page, Q["intro"], Q["thanks"], Q["b2"])
        for k in ("chat", "survey"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a store chat agent's answer", ["num", "long", "short", "abbr", "year"],
                           ["colon", "dash", "bullet", "over", "paren"])

        def line(t, who, *body):
            return E("p", f"[{t:%H:%M}] ", E("b", who + ":") if who else None, " " if who else None, *body)
        parts = [E("h1", head[0]), E("p", head[1]),
                 line(ts[0], me, q), line(ts[0], me, Q["b2"]), line(ts[1], None, head[4]),
                 line(ts[2], ag, talk[0]), line(ts[3], ag, Q["intro"]), rul, line(ts[4], ag, talk[1]), line(ts[4], me, Q["thanks"]),
                 line(ts[5], None, head[5]), E("p", head[2]), E("p", head[3], " ★★★★★")]
        self._out(page, lang, head[0], parts)

    def layout_podcast_mailbag_episode_notes(self, page, card):
        """A podcast's listener-question episode notes (English, German, Spanish, French, Italian, Portuguese):
        the episode, published date, duration, chapters with their timestamps (one on the card), the
        listener's question, "the rulings we read on air", the hosts' take, the mailbag address, the sponsor,
        where to listen."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "es", "fr", "it", "pt"])
        W, Q = POD_W[lang], QA[lang]
        name = self._title(page, card, lang, None, 0.4)
        show, who = r.choice(PODCASTS), r.choice(HANDLES)
        pub = self._moments(card, 1, 20)[0]
        ep = fill(W["episode"], n=r.randint(80, 320))
        bits = self._cs(page, show, ep, fill(W["published"], d=self._stamp(page, pub.date(), self._of(lang, "long", "abbr", "num"))),
                        fill(W["duration"], m=r.randint(40, 95), s=f"{r.randint(0, 59):02d}"), W["chapters"], W["take"], W["mailbag"],
                        fill(W["sponsor"], sp=r.choice(SPONSORS)), W["listen"], W["rulings"])
        seg = fill(W["question"], who=who, name=name)
        chapters = [("00:00", W["intro"]), (f"{r.randint(3, 20):02d}:{r.randint(0, 59):02d}", seg)] + \
            [(f"{r.randint(25, 70):02d}:{r.randint(0, 59):02d}", fill(W["question"], who=r.choice(HANDLES), name=self._oname(o)))
             for o in self._others(card, 2)]
        self._cs(page, *[f"{a} {b}" for a, b in chapters])
        talk = self._talk(page, lang, 2)
        self._cs(page, Q["b1"], Q["b2"])
        for k in ("episode", "ads"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a podcast's show notes", ["long", "num", "abbr", "iso", "short"],
                           ["bullet", "dash", "colon", "after", "pubafter"])
        parts = [E("header", E("p", bits[0]), E("h1", bits[1]), E("p", bits[2], " · ", bits[3])),
                 E("h2", bits[4]), E("ul", *[E("li", f"{a} {b}") for a, b in chapters]),
                 E("h2", seg), E("blockquote", E("p", Q["b1"]), E("p", Q["b2"])), E("h3", bits[9]), rul,
                 E("h3", bits[5]), E("p", talk[0]), E("p", talk[1]), E("hr"), E("p", bits[6]), E("p", E("i", bits[7])), E("p", bits[8])]
        self._out(page, lang, f"{bits[1]} | {show}", parts, md=r.random() < 0.4)

    def layout_shop_product_qa_accordion(self, page, card):
        """A store's product page with its questions and answers (German, French, Spanish, Italian, Dutch,
        Polish, English, Japanese): the card's name, price, stock, "Add to cart", "Questions & Answers (N)" as
        an accordion: "Question from NAME on DATE", the staff's answer ("Answer from SHOP on DATE") quoting the
        rulings, "Was this answer helpful? Yes (4) · No (0)", another question with its answer, "Ask a question"."""
        r = self.rng
        lang, when = self._setup(page, card, ["de", "fr", "es", "it", "nl", "pl", "en", "ja"])
        W = SHOPQ_W[lang]
        Q = QA[lang if lang in QA else "en"]
        name = self._title(page, card, lang, None, 0.6)
        shop = r.choice(SHOPS)
        m1, a1, m2, a2 = self._moments(card, 4, 90)
        fo = self._of(lang, "num", "long", "abbr")  # (one form for the place's stamps)
        st = lambda m: self._stamp(page, m.date(), fo)  # noqa: E731
        price = self._c(page, fill(W["price"], p=f"{r.randint(0, 40)},{r.randint(0, 99):02d}" if lang not in ("en", "ja") else
                                    (f"{r.randint(0, 40)}.{r.randint(0, 99):02d}" if lang == "en" else str(r.randint(30, 5000)))))
        bits = self._cs(page, W["single"], fill(W["stock"], n=r.randint(1, 12)), W["cart"], fill(W["qa"], n=2), W["ask"], W["sort"], shop)
        q1 = self._c(page, fill(W["question_from"], who=r.choice(HANDLES), d=st(m1)))
        ans1 = self._c(page, fill(W["answer_from"], shop=shop, d=st(a1)))
        q2 = self._c(page, fill(W["question_from"], who=r.choice(HANDLES), d=st(m2)))
        ans2 = self._c(page, fill(W["answer_from"], shop=shop, d=st(a2)))
        helpful = lambda: self._c(page, fill(W["helpful"], a=r.randint(0, 12), b=r.randint(0, 3)))  # noqa: E731
        qt = self._q(page, lang, name)
        talk = self._talk(page, lang, 2)
        self._cs(page, Q["intro"], Q["follow"])
        for k in ("shop", "accordion"):
            self._kit(page, k)
        text = self.card_text(page, card, lang, 0.5 if page.title_lang == lang else 0.1) if r.random() < 0.6 else []
        rul = self.rulings(page, card, lang, "a store's answer to a customer question", ["num", "long", "abbr", "short", "year"],
                           ["colon", "dash", "over", "under", "paren", "bullet"])
        parts = [E("nav", E("a", shop), " › ", E("a", bits[0])), E("h1", name), E("p", E("b", price), " · ", bits[1]), E("button", bits[2]), *text,
                 E("section", E("h2", bits[3]), E("p", E("small", bits[5])),
                   E("details", E("summary", qt), E("p", E("small", q1)), E("div", E("p", E("small", ans1)), E("p", talk[0]), E("p", Q["intro"]), rul,
                                                                         E("p", E("small", helpful())), cls="answer"), open=True),
                   E("details", E("summary", Q["follow"]), E("p", E("small", q2)), E("div", E("p", E("small", ans2)), E("p", talk[1]),
                                                                                   E("p", E("small", helpful())), cls="answer"), open=True),
                   E("button", bits[4]), cls="product-qa"),
                 E("footer", E("p", f"© {when.year} {shop}"))]
        self._c(page, f"© {when.year} {shop}")
        self._out(page, lang, f"{name} | {shop}", parts)

    def layout_rules_forum_photo_untitled(self, page, card):
        """(Names no card.) A rules forum's thread (English, German, French, Italian, Russian, Polish) whose
        question is a photo of the card ("what does this card do exactly?"), the attachment line, the answers
        quoting its rulings (the language's dates) with their "Posted DATE at TIME", the asker's thanks,
        "[SOLVED]", Reply / Quote, who is online. The user names the card with --card."""
        r = self.rng
        lang, when = self._setup(page, card, ["en", "de", "fr", "it", "ru", "pl"])
        W, Q = FORUM_W[lang], QA[lang]
        self._card_arg(page, card)
        topic = PHOTO_TOPIC[lang]
        m0, m1, m2, m3 = self._moments(card, 4, 20)
        asker, judge, other = r.sample(HANDLES, 3)
        fo = self._of(lang, "long", "num", "abbr", "bare")  # (one form for the place's stamps)
        posted = lambda m: self._c(page, fill(W["posted"], d=self._stamp(page, m.date(), fo),  # noqa: E731
                                               tm=f"{m:%H:%M}"))
        bits = self._cs(page, W["board"], fill(W["topic"], t=topic), W["reply"], W["quote"], W["solved"], topic,
                        fill(W["photo"], k=r.randint(300, 2400), n=r.randint(10, 300)), fill(W["members"], n=r.randint(3, 90)), asker, judge, other)
        talk = self._talk(page, lang, 2)
        self._cs(page, Q["b1"], Q["thanks"], PHOTO_LEAD[lang])
        for k in ("forum", "attachment"):
            self._kit(page, k)
        rul = self.rulings(page, card, lang, "a forum answer to a photo (naming no card)", ["long", "num", "abbr", "bare", "iso", "year"],
                           ["colon", "dash", "over", "bracket", "after", "pubover"])

        def post(who, m, *body):
            return E("div", E("p", E("b", who), " » ", posted(m)), *body, E("p", E("a", bits[2]), " · ", E("a", bits[3]), " · ",
                                                                              self._c(page, fill(W["like"], n=r.randint(0, 9)))), cls="post")
        parts = [E("nav", E("a", bits[0]), " › ", E("span", bits[1])), E("h1", bits[4], " ", bits[5]),
                 post(asker, m0, E("p", Q["b1"]), E("img", src=f"/download/file.php?id={r.randint(1000, 99999)}", alt="IMG_20260203.jpg"),
                      E("p", E("small", bits[6]))),
                 post(judge, m1, E("p", PHOTO_LEAD[lang]), rul, E("p", talk[0])),
                 post(other, m2, E("p", talk[1])), post(asker, m3, E("p", Q["thanks"])), E("footer", E("p", bits[7]))]
        self._out(page, lang, f"{topic} - {bits[0]}", parts)

    LAYOUTS34: dict[str, tuple[str, bool]] = {
        "bgse-question-accepted-answer": ("layout_bgse_question_accepted_answer", True),
        "quora-answer-upvote-bar": ("layout_quora_answer_upvote_bar", True),
        "llm-shared-chat-regenerate": ("layout_llm_shared_chat_regenerate", True),
        "chiebukuro-best-answer-thanks": ("layout_chiebukuro_best_answer_thanks", True),
        "naver-kin-adopted-answer": ("layout_naver_kin_adopted_answer", True),
        "zhihu-question-answer-list": ("layout_zhihu_question_answer_list", True),
        "gutefrage-hilfreichste-antwort": ("layout_gutefrage_hilfreichste_antwort", True),
        "otvet-mail-best-answer-ru": ("layout_otvet_mail_best_answer_ru", True),
        "romance-qa-best-reply": ("layout_romance_qa_best_reply", True),
        "lowlands-pl-qa-solved": ("layout_lowlands_pl_qa_solved", True),
        "judge-mail-reply-quoted-question": ("layout_judge_mail_reply_quoted_question", True),
        "pipermail-list-message": ("layout_pipermail_list_message", True),
        "helpdesk-ticket-macro-reply": ("layout_helpdesk_ticket_macro_reply", True),
        "dce-forum-channel-thread": ("layout_dce_forum_channel_thread", True),
        "slack-thread-pane-replies": ("layout_slack_thread_pane_replies", True),
        "store-livechat-transcript": ("layout_store_livechat_transcript", True),
        "podcast-mailbag-episode-notes": ("layout_podcast_mailbag_episode_notes", True),
        "shop-product-qa-accordion": ("layout_shop_product_qa_accordion", True),
        "ai-photo-question-untitled": ("layout_ai_photo_question_untitled", False),
        "rules-forum-photo-untitled": ("layout_rules_forum_photo_untitled", False),
    }
    LAYOUTS = LAYOUTS34


#: the layouts of the part, their names
LAYOUTS34 = tuple(Fresh34Generator.LAYOUTS34)


def fresh34_corpus(cards: list[CardData], set_names: dict[str, str], seed: int, n: int = 200) -> list[Page]:
    """The fresh-34 part's pages, drawn with their own generator (seed + 214363) from ``cards`` (single-faced
    ones and cards with faces alike)."""
    return Fresh34Generator(cards, set_names, seed + SEED_OFFSET).fresh_corpus(n, "fresh34")


def _part_problems(pages: list[Page], gen: Fresh34Generator) -> list[str]:
    """What the part as a whole lacks: its layouts (all its own, both formats each), date and title languages,
    cards with faces on about half of the pages and of every kind the cards have, titles of each kind, each
    kind of ``--card``, translations on some pages (of faces, whole cards, single-faced cards), people's own
    words about the rules on most pages."""
    problems, full, layouts = part_basics(pages, LAYOUTS34, 12, 5)
    more, pages, multi, by_name = multi_share(pages, gen, check=full)
    problems += more
    if not full:
        return problems
    problems += one_format_problems(pages, layouts)
    problems += variety_problems(pages, gen, multi, by_name, (0.05, 0.5, "some wanted, most without"))
    if sum(1 for p in pages if "talk" in p.__dict__.get("kits", [])) < 0.9 * len(pages):
        problems.append("people's own words about the rules on too few pages")
    return problems


def _page_problems(p: Page, card: CardData, gen: Fresh34Generator) -> list[str]:
    """What is wrong with one page's answers (see ``self_test``)."""
    views = reading_views(p)
    seen = seen_in(views)
    problems = answer_problems(p, card, seen, "m", "fresh34") + own_date_problems(p, card, seen)
    problems += translation_problems(p, card, seen) + chrome_problems(p, seen, kits=True)
    return problems + title_problems(p, card, gen, views)


def self_test(pages: list[Page], gen: Fresh34Generator) -> list[str]:
    """What is wrong with the answers: every ruling text, translation, chrome line, shown date and the places'
    own dates are in the page as read (as written, and a saved page without its tags); the rulings are the
    card's own (all or some) with their real MTGJSON dates; the places' own dates (asked, answered, edited,
    sent, ticket stamps, message stamps) are on every page and none of the card's ruling days; translations
    are the card's printed whole card or one printed face (a single-faced card's printed card) in a stored
    language; the card is the database's English name ("A // B" for a card with faces); titled pages show their
    title, untitled ones name the card nowhere but inside a ruling and carry no translation; chrome (people's
    own words about the rules among it) on every page and inside no ruling or translation; and for the part:
    every layout in both formats, dates in 12 languages, titles in 5 besides English, cards with faces on about
    half of the pages and of every kind, every kind of title and of ``--card``, translations of faces, of whole
    cards and of single-faced cards on some pages, people's own rules talk on nearly every page."""
    return _part_problems(pages, gen) + problems_of_pages(pages, gen, _page_problems)


def main() -> int:
    return part_main(Fresh34Generator, fresh34_corpus, self_test, SEED_OFFSET)


if __name__ == "__main__":
    raise SystemExit(main())
