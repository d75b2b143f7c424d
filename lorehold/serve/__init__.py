"""``lorehold serve``: the local database over HTTP (issue 17), read-only.

- ``app``: the application factory (``create_app``) and its serving manners: access log, ETag and
  Cache-Control, gzip, CORS, limits, error objects.
- ``backend``: one process's open index and database connections.
- ``lookups``: the few identifier lookups the CLI has no command for (Scryfall ids, set and number).
- ``scryfall``: lorehold's card object reshaped into Scryfall's card, ruling, set, list and error objects.
- ``api_scryfall``: Scryfall's paths and parameters; ``api_v1``: lorehold's own API under ``/v1/``.
- ``pages``: the server-rendered web pages (Jinja2 templates in ``templates/``, ``static/``).

Nothing here is imported by the other commands: FastAPI, uvicorn and Jinja2 load only for ``serve``.
"""
