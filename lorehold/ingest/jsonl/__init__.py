from lorehold.ingest.jsonl.parser import CHUNK, KIND, PARSER_VERSION, CopiedRuling, parse, parse_stream, sniff  # noqa: F401
