"""``lorehold update``: the official sources, kept current, with a change log.

``sources``: the declared sources (MTGJSON, Scryfall, the Wizards rules page) and the mirror rule ·
``run``: one update, source by source (asked, downloaded through ``lorehold.net.download``,
verified, ingested) · ``changes``: the state before and after, what changed, each card's oracle
wordings. Nothing heavy is imported here.
"""
