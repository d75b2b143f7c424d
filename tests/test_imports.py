"""The package's import graph keeps its shape (issue 12, "the house").

Walks every module of ``lorehold/`` with ``ast`` -- imports at module level and inside functions
alike, relative imports resolved, ``from pkg import module`` counted as an edge to the module --
and fails on any import circle inside ``lorehold/`` and on any import from ``lorehold.db`` to
``lorehold.ingest`` (data flows ingest -> db, never back).
"""

from __future__ import annotations

import ast
from pathlib import Path

import lorehold

PACKAGE_DIR = Path(lorehold.__file__).parent

# Imports from lorehold.db to lorehold.ingest: none (issue 12 item 1 moved the loader and card
# identity under ingest/). The test fails on any.
KNOWN_BACK_EDGES: set[tuple[str, str]] = set()


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        rel = path.relative_to(PACKAGE_DIR.parent).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _is_package(name: str) -> bool:
    return MODULES[name].name == "__init__.py"


def _resolve(importer: str, level: int, module: str | None) -> str:
    if level == 0:
        return module or ""
    base = importer.split(".")
    if not _is_package(importer):
        base = base[:-1]
    if level > 1:
        base = base[: len(base) - (level - 1)]
    return ".".join(base + ([module] if module else []))


def _owner(name: str) -> str | None:
    """The lorehold module that ``name`` (a dotted import target) is, or lives in."""
    while name:
        if name in MODULES:
            return name
        name = name.rpartition(".")[0]
    return None


def _edges(name: str) -> set[str]:
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"), filename=str(MODULES[name]))
    targets: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                targets.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(name, node.level, node.module)
            for alias in node.names:
                if f"{base}.{alias.name}" in MODULES:  # `from pkg import module`: an edge to the module
                    targets.add(f"{base}.{alias.name}")
                else:  # a name defined in (or re-exported by) base
                    targets.add(base)
    edges = set()
    for target in targets:
        if not (target == "lorehold" or target.startswith("lorehold.")):
            continue
        owner = _owner(target)
        if owner is not None and owner != name:
            edges.add(owner)
    return edges


def _graph() -> dict[str, set[str]]:
    graph = {name: _edges(name) for name in MODULES}
    # Importing ``a.b.c`` runs the package ``a.b`` first; a package's own __init__ importing its
    # submodules is the usual shape and not a circle, so parents are not added as edges.
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_walk_sees_known_edges():
    """The walker itself: a module-level, a function-level and a `from pkg import module` edge."""
    graph = _graph()
    assert "lorehold.errors" in graph["lorehold.cli.base"]  # module level
    assert "lorehold.ingest.pipeline" in graph["lorehold.cli.cards"]  # inside a command function
    assert "lorehold.ingest.formats" in graph["lorehold.cli.cards"]  # from lorehold.ingest import formats
    assert _resolve("lorehold.ingest.formats", 1, "records") == "lorehold.ingest.records"
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_circle_inside_lorehold():
    cycles = _cycles(_graph())
    assert cycles == [], "import circles inside lorehold/:\n" + "\n".join(" <-> ".join(c) for c in cycles)


def test_no_import_from_db_to_ingest():
    graph = _graph()
    back = {
        (source, target)
        for source, targets in graph.items()
        if source.startswith("lorehold.db.") or source == "lorehold.db"
        for target in targets
        if target == "lorehold.ingest" or target.startswith("lorehold.ingest.")
    }
    new = back - KNOWN_BACK_EDGES
    assert not new, f"new imports from lorehold.db to lorehold.ingest: {sorted(new)}"
    gone = KNOWN_BACK_EDGES - back
    assert not gone, f"back edges gone, remove them from KNOWN_BACK_EDGES: {sorted(gone)}"


# Private names still imported from another lorehold module (none now): the list only shrinks.
KNOWN_PRIVATE_IMPORTS: set[tuple[str, str, str]] = set()


def _private_imports() -> set[tuple[str, str, str]]:
    found = set()
    for name, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom):
                continue
            base = _resolve(name, node.level, node.module)
            if not (base == "lorehold" or base.startswith("lorehold.")):
                continue
            for alias in node.names:
                if alias.name.startswith("_") and not alias.name.startswith("__") and f"{base}.{alias.name}" not in MODULES:
                    found.add((name, base, alias.name))
    return found


def test_no_private_name_imported_across_modules():
    found = _private_imports()
    new = found - KNOWN_PRIVATE_IMPORTS
    assert not new, f"private names imported from another module (make them public or move them): {sorted(new)}"
    gone = KNOWN_PRIVATE_IMPORTS - found
    assert not gone, f"gone, remove them from KNOWN_PRIVATE_IMPORTS: {sorted(gone)}"
