from lorehold.ingest.jsonl.parser import CHUNK, KIND, PARSER_VERSION, CopiedRuling, after_load, parse, parse_stream, sniff  # noqa: F401
