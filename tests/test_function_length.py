"""No function of ``lorehold/`` is longer than 60 lines, migrations aside (issue 12, "the house":
a phase that does four jobs is split into named steps). Walks every module with ``ast`` and
names each offender with its length."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import lorehold

PACKAGE_DIR = Path(lorehold.__file__).parent
LIMIT = 60


def _long_functions() -> list[str]:
    found = []
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        if "migrations" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = node.end_lineno - node.lineno + 1
                if length > LIMIT:
                    found.append(f"{path.relative_to(PACKAGE_DIR.parent)}:{node.lineno} {node.name} ({length} lines)")
    return found


def test_no_function_is_longer_than_sixty_lines():
    assert _long_functions() == []


def test_the_walk_sees_functions_and_measures_them(tmp_path, monkeypatch):
    # the guard itself: a module with a 61-line function is reported, one of 60 is not
    body = "\n".join(f"    x{i} = {i}" for i in range(59))
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "long.py").write_text(f"def long():\n{body}\n    return 0\n")
    (tmp_path / "pkg" / "ok.py").write_text(f"def ok():\n{body}\n")
    monkeypatch.setattr(sys.modules[__name__], "PACKAGE_DIR", tmp_path / "pkg")
    assert _long_functions() == ["pkg/long.py:1 long (61 lines)"]
