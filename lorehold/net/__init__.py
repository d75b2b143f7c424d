"""The network side of lorehold, and the only part that touches it.

``client``: a polite, patient, bounded HTTP client (httpx) · ``cache``: raw responses on disk ·
``charset``: decoding what servers send · ``robots``: robots.txt · ``documents``: responses as
ingest documents, API lists followed · ``queue``/``scrape``: the resumable scrape · ``sitemap``.
Nothing heavy is imported here: ``lorehold --help`` must stay fast.
"""
