"""Captured pages of the kinds fresh-14 and fresh-15 model (looked at for page-14): each page here is
written for the test from a sample card's MTGJSON rulings, in the shape the real kind of file has
(an SMS backup's XML, a video's SubRip or WebVTT subtitles, ...), not copied from the corpus."""

from __future__ import annotations

import html
import textwrap

from tests.test_pages_dating import AEGISAUR, GEISTS, read


def got(bundle) -> list[tuple]:
    return [(r.date, r.text) for r in bundle.rulings]


# ------------------------------------------------------------------------------ an SMS backup's XML


def test_rulings_pasted_into_a_text_message_of_an_sms_backup_are_read_from_its_body_attribute() -> None:
    """SMS Backup & Restore writes each message as attributes of an empty element; the message that
    pastes the rulings holds them in ``body`` with its line breaks escaped (``&#10;``)."""
    body = "From Gatherer:\n" + "\n".join(f"{t} ({d.day} {d:%B} {d.year})" for d, t in AEGISAUR)
    messages = [("Do you remember the rulings on that dinosaur from yesterday?", "1"), ("Hang on, looking them up", "2"),
                (body, "2"), ("Great, thanks! 😊", "1")]
    sms = "\n".join(
        f'  <sms protocol="0" address="+1 555-0100" date="15318252{k}0000" type="{kind}" subject="null" '
        f'body="{html.escape(b, quote=True).replace(chr(10), "&#10;")}" toa="null" sc_toa="null" read="1" status="-1" '
        f'locked="0" readable_date="17 Jul 2018 17:2{k}:49" contact_name="Sam" />'
        for k, (b, kind) in enumerate(messages))
    page = ("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n"
            "<!--File Created By SMS Backup & Restore v10.20.002 on 17/07/2018 00:01:29-->\n"
            '<?xml-stylesheet type="text/xsl" href="sms.xsl"?>\n'
            f'<smses count="{len(messages)}" backup_set="66359160" backup_date="1532602800000" type="full">\n{sms}\n</smses>\n')
    bundle = read(page, "sms-20180717.xml", card="Bellowing Aegisaur")
    assert got(bundle) == AEGISAUR


# --------------------------------------------------------------------------------- subtitles files


def _cues(captions: list[str], vtt: bool) -> str:
    out = ["WEBVTT", "Kind: captions", "Language: en", ""] if vtt else []
    t = 1.0
    for k, caption in enumerate(captions, 1):
        lines = textwrap.wrap(caption, 42)
        stamp = (lambda s: f"00:{int(s) // 60:02d}:{int(s) % 60:02d}{'.' if vtt else ','}{int(s * 1000) % 1000:03d}")
        out += ([] if vtt and k % 2 == 0 else [str(k)]) + [f"{stamp(t)} --> {stamp(t + 2.5 * len(lines))}"] + lines + [""]
        t += 2.5 * len(lines) + 0.2
    return "\n".join(out)


def test_subrip_subtitles_give_each_ruling_read_out_whole_with_the_date_said_before_it() -> None:
    captions = ["Hi all, welcome back to the rules corner.", "Today we're looking at Dungeon Geists."]
    for d, t in GEISTS:
        captions += [f"The ruling from {d.day} {d:%B} {d.year} says:", t]
    captions += ["That's it for today, see you next week!", "This episode was recorded on 10 September 2019."]
    assert got(read(_cues(captions, vtt=False), "rules-corner.srt")) == GEISTS


def test_webvtt_subtitles_with_the_date_said_after_each_ruling_and_a_sentence_split_over_cues() -> None:
    """WebVTT's header and cues without numbers; a ruling's sentence may run on into the next cue."""
    captions = ["Bonjour à tous, c'est l'heure du coin des règles.", "Aujourd'hui on parle de Bellowing Aegisaur."]
    for d, t in AEGISAUR:
        words = t.split(" ")
        half = len(words) // 2
        captions += [" ".join(words[:half]), " ".join(words[half:])] if words[half - 1][-1] not in ".:;,)" else [t]
        captions += [f"Celle-ci date du {d.day} {['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'][d.month - 1]} {d.year}."]
    page = _cues(captions, vtt=True)
    assert "-->" in page and page.startswith("WEBVTT")
    assert got(read(page, "coin-des-regles.vtt")) == AEGISAUR
