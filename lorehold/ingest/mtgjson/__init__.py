from lorehold.ingest.mtgjson.parser import KIND, PARSER_VERSION, parse, parse_document, parse_set, parse_stream, sniff  # noqa: F401
