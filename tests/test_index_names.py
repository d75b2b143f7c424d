"""The names file and `index check` agree on which names a lookup can reach."""

import json
from pathlib import Path

FIXTURE = Path(__file__).parent / "fixtures" / "mtgjson" / "UNH_blank-name-and-neighbour.json"


def test_a_card_whose_name_has_no_letters_leaves_the_index_matching_the_database(cli, tmp_path):
    # Unhinged's "_____" (real MTGJSON data): its name has no letter or digit, so no typed key
    # reaches it in the names file; `index check` must not count it as missing from the index
    home = tmp_path / "home"
    names = sorted(c["name"] for c in json.loads(FIXTURE.read_text(encoding="utf-8"))["data"]["cards"])
    assert names == ["Aesthetic Consultation", "_____"]
    result = cli(home, "ingest", str(FIXTURE))
    assert result.exit_code == 0, result.output
    result = cli(home, "index", "check")
    assert result.exit_code == 0, result.output
    assert "cards: 2 in the database, 2 in the index" in result.stdout
    assert "names: 1 in the database, 1 in the index" in result.stdout
    assert "index matches the database" in result.stdout
    assert cli(home, "card", "Aesthetic Consultation").exit_code == 0
