from lorehold.ingest.mtgio.parser import KIND, PARSER_VERSION, parse, sniff  # noqa: F401
