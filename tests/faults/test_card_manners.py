"""Issue 16 items 19 and 20: an unknown card lists the nearest names (exit 1); ``--lang`` with no
such printing is said; translate's text mode reports names kept in English on stderr and keeps
the Arena/MTGO set and number. Expected names are the sample's printed ones (Carrier Pigeons,
Alliances, was printed in French, German, Italian, Portuguese and Spanish only)."""

from __future__ import annotations


def test_unknown_card_lists_nearest_names(cli, indexed_master):
    result = cli(indexed_master, "card", "Jace")
    assert result.exit_code == 1
    lines = result.stderr.splitlines()
    assert lines[0] == "error: no card named 'Jace' in any language; nearest names:"
    assert "  Jace's Erasure  [en]" in lines
    assert "  Jaces Löschung  [de]  (Jace's Erasure)" in lines
    assert 2 <= len(lines) <= 11
    rulings = cli(indexed_master, "rulings", "Jace")
    assert rulings.exit_code == 1 and "  Jace's Erasure  [en]" in rulings.stderr.splitlines()


def test_unknown_card_with_nothing_near_is_one_line(cli, indexed_master):
    result = cli(indexed_master, "card", "Zzyzx Qwerty")
    assert result.exit_code == 1
    assert result.stderr == "error: no card named 'Zzyzx Qwerty' in any language\n"


def test_lang_without_a_printing_is_said(cli, indexed_master):
    result = cli(indexed_master, "card", "Carrier Pigeons", "--lang", "ja", "--lang", "de")
    assert result.exit_code == 0
    assert result.stderr == "note: Carrier Pigeons has no Japanese printing (ja)\n"
    assert "Brieftauben" in result.stdout  # the German one is there
    printed = cli(indexed_master, "card", "Carrier Pigeons", "--lang", "fr")
    assert printed.stderr == ""


def test_translate_reports_english_kept_and_keeps_arena_tails(cli, indexed_master):
    deck = "4 Birds of Paradise (M12) 165\n2 Carrier Pigeons\n1 Emperors Vanguard (XLN) 189\n"
    result = cli(indexed_master, "translate", "-", "--to", "ja", input=deck)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == ["4 極楽鳥 (M12) 165", "2 Carrier Pigeons", "1 皇帝の先兵 (XLN) 189"]
    assert result.stderr == "note: line 2: Carrier Pigeons has no printed ja name; kept in English\n"
