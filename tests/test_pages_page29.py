"""Captured pages (page-29): a help desk's macro heading its reply ("Macro applicata: Domanda regole –
sentenze") is no card's name, so the reply's opening paragraph under it is no translation; a note's
block ids and an outliner's properties are no words of a ruling; a transcript copied with its stamps,
as text or HTML, and subtitles read as the words said, a ruling over several segments one ruling; a
speaker's turn reading out several dated rulings, and lines led to their dates by the same words, give
a ruling each; a JSON value in a text page is read as JSON; soft hyphens are no characters; a speech
log's announcements beside an element's text, in German and French, are no words of it. Written for
the test from the sample sets' MTGJSON data."""

from __future__ import annotations

import html
import json
import re

import pytest

from tests.test_pages_dating import GEISTS, read


def test_a_help_desk_macro_over_its_reply_is_no_translation() -> None:
    """A Zendesk ticket mailed as text, in Italian: the ticket's fields, the agent's reply under the
    macro's name, then the card's rulings each closed by its day in brackets."""
    lines = ["##- Scrivi la tua risposta sopra questa riga -##", "", "Come funziona Dungeon Geists con la pila?", "",
             "Richiesta #93388 · Priorità: Normale · Tipo: Domanda", "", "Stato\tRisolta", "Creata\t7 febbraio 2026 19:37",
             "", "Jonas · 16 febbraio 2026 07:19", "", "Macro applicata: Domanda regole – sentenze", "",
             "In breve: sì, funziona. L'abilità si risolve comunque.", "", "Ecco le sentenze ufficiali (da Gatherer):", ""]
    lines += [f"{t} ({d.day:02d}/{d.month:02d}/{d.year})" for d, t in GEISTS]
    lines += ["", "Questa e-mail è un servizio di Assistenza. Fornito da Zendesk"]
    bundle = read("\n".join(lines) + "\n", "ticket.txt")
    assert [(t.name, t.text) for t in bundle.translations] == []
    assert [(r.date, r.text) for r in bundle.rulings] == GEISTS


_FR = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split()


def _rulings(bundle) -> list[tuple]:
    return [(r.date, r.text) for r in bundle.rulings]


def test_an_obsidian_note_s_block_ids_are_no_words() -> None:
    """Obsidian's front matter, a callout quoting the rulings, each line closed by the block id that
    links to it ("^1a277b")."""
    lines = ["---", "created: 2024-12-20T15:21", "tags:", "  - mtg/rulings", "---", "# Dungeon Geists", "",
             "Seen at the store on [[2024-12-21]]", "", "> [!note] Rulings"]
    lines += [f"> - {d.isoformat()} — {t} ^{k:02d}a{k}7b" for k, (d, t) in enumerate(GEISTS)]
    lines += ["> Source: Gatherer", "", "#review 2025-01-02"]
    assert _rulings(read("\n".join(lines) + "\n", "note.md")) == GEISTS


def test_a_logseq_block_s_properties_are_lines_of_their_own() -> None:
    """Logseq's page: each ruling a block, its id property on the next line, indented under it."""
    lines = ["title:: Dungeon Geists", "created:: [[Dec 10th, 2025]]", "", "- Seen at game night on [[Dec 11th, 2025]]",
             "- Rulings", "  collapsed:: false"]
    for k, (d, t) in enumerate(GEISTS):
        lines += [f"\t- {d.day}.{d.month}.{d.year} — {t}", f"\t  id:: 0df1b5be-19cc-c865-84de-fa228e84{k:04d}"]
    lines += ["- Review on 21.12.2025", "  SCHEDULED: <2025-12-21 Sun>"]
    assert _rulings(read("\n".join(lines) + "\n", "Dungeon Geists.md")) == GEISTS


def _segments(text: str) -> list[str]:
    """A ruling as a transcript cuts it: each sentence in pieces of six words at most, so that
    pieces end with a sentence inside the ruling."""
    out = []
    for sentence in re.split(r"(?<=\.) ", text):
        words = sentence.split()
        out += [" ".join(words[i: i + 6]) for i in range(0, len(words), 6)]
    return out


def _transcript() -> list[str]:
    said = ["[Music]", "Hi, welcome to Rules Corner.", "We're recording this on March 3, 2026.",
            "Today's card is Dungeon Geists.", "Let's read its rulings."]
    for d, t in GEISTS:
        said += [f"The ruling from {d:%B} {d.day}, {d.year}:", *_segments(t)]
    return said + ["That's all for today, see you next week!", "[Music]"]


def test_a_transcript_panel_copied_as_text() -> None:
    """YouTube's "Show transcript" copied: each stamp on a line over the words said from then on; a
    ruling read over several segments, some of which end one of its sentences."""
    stamps = [f"{k * 3 // 60}:{k * 3 % 60:02d}" for k in range(len(_transcript()))]
    lines = ["Dungeon Geists rulings - Rules Corner", "", "12,345 views Mar 5, 2026", "", "Transcript", ""]
    lines += [x for stamp, words in zip(stamps, _transcript()) for x in (stamp, words)]
    assert _rulings(read("\n".join(lines) + "\n", "watch.txt")) == GEISTS


def test_a_transcript_panel_saved_as_html() -> None:
    """The same panel saved with the page: a segment's stamp and words each an element."""
    segments = "".join(f'<div class="segment"><div class="segment-timestamp">{k * 3 // 60}:{k * 3 % 60:02d}</div>'
                       f'<yt-formatted-string class="segment-text">{html.escape(words)}</yt-formatted-string></div>'
                       for k, words in enumerate(_transcript()))
    page = ('<!DOCTYPE html><html><head><title>Dungeon Geists rulings - YouTube</title></head><body>'
            '<h1>Dungeon Geists rulings</h1><p>12,345 views · Mar 5, 2026</p>'
            f'<div id="segments-container"><h2>Transcript</h2>{segments}</div></body></html>')
    assert _rulings(read(page, "watch.html")) == GEISTS


def test_subtitles_a_caption_in_lower_case_goes_on() -> None:
    """A SubRip cue ending with a colon inside a ruling ("… its own set of characteristics:") and the
    next starting in lower case: one sentence; a ruling's sentences over cues: one ruling."""
    said = ["Hi, this is Rules Corner.", "The ruling from April 15, 2013:", "The ability can target a tapped creature:",
            "if the targeted creature is already tapped when it resolves,", "that creature just remains tapped.",
            "It doesn’t untap during its controller’s next untap step."]
    cues = [f"{k + 1}\n00:00:{2 * k:02d},000 --> 00:00:{2 * k + 1:02d},500\n{words}\n" for k, words in enumerate(said)]
    [(d, t)] = _rulings(read("\n".join(cues), "video.srt"))
    assert (d, t) == (GEISTS[0][0], "The ability can target a tapped creature: if the targeted creature is already tapped when it "
                      "resolves, that creature just remains tapped. It doesn’t untap during its controller’s next untap step.")


def test_a_speaker_s_turn_reading_out_several_rulings() -> None:
    """A podcast's transcript: one speaker's turn reads out every ruling, each under "Du DATE :"."""
    turn = "Bon, les rulings officiels, en anglais. " + " ".join(
        f"Du {d.day} {_FR[d.month - 1]} {d.year} : {t}" for d, t in GEISTS)
    page = ("Épisode 234 : Les rulings à connaître | La Pile\n\n14 novembre 2024 · 58 min\n\nCette semaine : Dungeon Geists.\n\n"
            "Transcription\n\n[00:00:17] Camille Martin: Bienvenue dans La Pile.\n\n"
            f"[00:12:52] Hugo Petit: {turn}\n\n[00:19:09] Camille Martin: C'est tout pour cette semaine.\n")
    assert _rulings(read(page, "episode.txt")) == GEISTS


def test_rulings_each_led_to_its_date_by_the_same_words() -> None:
    """A voice app's answer, a ruling a line: "Then, on DATE: text" (and the first "On DATE, the ruling was: …")."""
    (d0, t0), *rest = GEISTS
    lines = ["Alexa, ask Rules Corner for the rulings on Dungeon Geists", "Today at 6:18 PM · Living room Echo", "",
             "Here are the official rulings for Dungeon Geists.", f"On {d0:%B} {d0.day}, {d0.year}, the ruling was: {t0}"]
    lines += [f"Then, on {d:%B} {d.day}, {d.year}: {t}" for d, t in rest]
    lines += ["", "Yesterday", "Alexa, what's the weather tomorrow?", "Yesterday at 7:58 AM · Living room Echo"]
    assert _rulings(read("\n".join(lines) + "\n", "history.txt")) == GEISTS


def test_a_json_value_in_a_text_page_is_read_as_json() -> None:
    """A voice skill's simulator copied as text: the request and the response as JSON, the response's
    card holding the rulings a line each ("\\n" inside the JSON string)."""
    content = "\n".join(f"{d:%Y/%m/%d}: {t}" for d, t in GEISTS)
    response = json.dumps({"body": {"response": {"card": {"type": "Simple", "title": "Dungeon Geists", "content": content},
                                                 "shouldEndSession": False}}}, indent="\t", ensure_ascii=False)
    page = f"Alexa Simulator · en-US\nTest session started 2026-04-26\n\nJSON Output 1\n{response}\n\nDevice Log\n[18:48:57:210] done\n"
    assert _rulings(read(page, "simulator.txt")) == GEISTS


def test_soft_hyphens_are_no_characters_of_a_ruling() -> None:
    """An e-book's chapter hyphenated for justified lines: "trig&shy;gered" reads "triggered"."""
    items = "".join(f"<dt>{d.isoformat()}</dt><dd>{html.escape(t).replace('triggered', 'trig&shy;gered').replace('creature', 'crea&#173;ture')}</dd>"
                    for d, t in GEISTS)
    page = ('<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Chapter 5</title>'
            f'</head><body><h1>Dungeon Geists</h1><p>The rulings, as Gatherer has them:</p><dl>{items}</dl></body></html>')
    assert _rulings(read(page, "chapter5.xhtml")) == GEISTS


@pytest.mark.parametrize(("landmark", "list_of", "bullet", "heading", "leave"), [
    ("Navigations-Landmark", "Liste  mit 3 Einträgen", "Aufzählungszeichen", "Überschrift  Ebene 2", "Liste verlassen"),
    ("repère navigation", "liste  de 3 éléments", "puce", "titre  niveau 2", "sortie de liste"),
])
def test_a_speech_log_s_announcements_beside_the_text(landmark, list_of, bullet, heading, leave) -> None:
    """NVDA's speech viewer in German and in French: a line holds the announcements (a landmark, a list
    and its count, a bullet) two spaces apart before the element's text."""
    lines = ["Dungeon Geists — Mozilla Firefox", "Dokument", f"{landmark}  {list_of}  Link  Karten", "Link  Decks", leave,
             f"{heading}  Dungeon Geists", f"{heading}  Rulings"]
    first = f"{list_of.replace('3', str(len(GEISTS)))}  {bullet}  "
    lines += [f"{first if k == 0 else bullet + '  '}{t} ({d.day}.{d.month}.{d.year})" for k, (d, t) in enumerate(GEISTS)]
    lines += [leave, "Zuletzt aktualisiert: 25. September 2024"]
    assert _rulings(read("\n".join(lines) + "\n", "speech.txt")) == GEISTS
