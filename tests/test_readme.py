"""The README's examples, run (issue 12 item 6, as sqlite-utils and datasette keep their docs honest).

Every ```console block of README.md is either run here and compared with the output it shows, or
listed in ``NOT_RUN`` with the reason; a new block that is in neither fails ``test_every_block_is_
accounted_for``. How a block is read:

* ``$ `` starts a command (run by bash; a line ending in ``\\`` continues on the next line). The
  lines up to the next ``$ `` are the output it shows: stdout and stderr together, as a terminal
  shows them. Commands run in a scratch folder holding ``data/`` (a link to the bundled sample's
  folder) and a copy of ``tests/fixtures/``, with ``LOREHOLD_HOME`` set to the block's home; exit
  codes are not compared (the README says them in words).
* ``…`` marks what the README leaves out, the one elision mark: a line holding only ``…`` stands
  for any number of lines (none included); ``…`` inside a line for any text within that line. A
  line is first compared as written, since lorehold's own output shortens long texts with ``…``.
* Times are not compared: ``YYYY-MM-DD HH:MM:SS`` (or with ``T``) read alike on both sides.

The homes: ``sample`` is the bundled sample ingested once for the whole suite by the README's own
first example (``lorehold ingest data/sample`` run in the checkout by this module's runner, whose
output that block's first command is compared with: ``sample_run_master`` in tests/conftest.py,
whose home the other tests' SQLite sample homes are copies of); ``sample+rules`` is a copy of it for the rules block (which ingests the rules); ``fresh``
an empty home. The serve block (``lorehold serve &``, then ``curl``) runs against a server the test
starts on the sample home at a free port: the README's ``http://127.0.0.1:8000`` and ``/tmp/lh``
stand for that server's address and home, and ``curl`` runs as on a terminal (no progress meter).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
README = REPO / "README.md"
ELISION = "…"

#: blocks not run, by their first command, with the reason
NOT_RUN = {
    "lorehold update --mirror http://127.0.0.1:8765": (
        "needs a mirror server and shows download sizes, timings and dates of that run; "
        "tests/test_update.py and tests/test_update_changes.py run the same updates against "
        "tests/update_mirror.py"
    ),
    "createdb -h 127.0.0.1 -U postgres lorehold": (
        "needs a PostgreSQL server and makes a database named lorehold on it; "
        "tests/test_postgres.py runs the same ingest on a private database"
    ),
}

#: the first command of the block that needs a server: the test starts ``lorehold serve`` itself
#: (tests/serve_support.py) on a free port, and the block's address and home read as that server's
SERVE = "lorehold --home /tmp/lh serve &"
SERVE_ADDRESS, SERVE_HOME = "http://127.0.0.1:8000", "/tmp/lh"

#: blocks run, by their first command: the home they run in
RUN = {
    "lorehold ingest data/sample": "sample",
    "lorehold search 'o:\"erkundet\" lang:de t:kreatur' --limit 2": "sample",
    "cd tests/fixtures/rules": "sample+rules",
    "lorehold export --format jsonl --out cards.jsonl": "sample",
    "lorehold ingest data/sample/XLN.json.xz tests/fixtures/pages/*.txt": "fresh",
    SERVE: "sample",
}

#: the README's first example, which builds the module's sample home
BUILD = "lorehold ingest data/sample"

_TIME = re.compile(r"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d")


@dataclass
class Step:
    command: str
    shown: list[str]


@dataclass
class Block:
    line: int  # 1-based line of the opening fence
    steps: list[Step]

    @property
    def first(self) -> str:
        return _without_comment(self.steps[0].command)


def _without_comment(command: str) -> str:
    """A command without its trailing ``# comment`` (a ``#`` after two spaces, outside quotes)."""
    return re.sub(r"\s{2,}#.*$", "", command).strip()


def console_blocks(text: str) -> list[Block]:
    """The ```console blocks of a markdown text, each split into commands and shown output."""
    blocks: list[Block] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = re.match(r"^(\s*)```console\s*$", lines[i])
        if not m:
            i += 1
            continue
        indent, start = len(m.group(1)), i + 1
        body: list[str] = []
        i += 1
        while not lines[i].strip().startswith("```"):
            body.append(lines[i][indent:])
            i += 1
        blocks.append(Block(start, _steps(body)))
        i += 1
    return blocks


def _steps(body: list[str]) -> list[Step]:
    """Commands (``$ `` lines and their ``\\`` continuations) and the output lines after each."""
    steps: list[Step] = []
    continued = False
    for line in body:
        if continued:
            steps[-1].command += "\n" + line
            continued = line.endswith("\\")
        elif line.startswith("$ "):
            steps.append(Step(line[2:], []))
            continued = line.endswith("\\")
        else:
            steps[-1].shown.append(line)
    return steps


def _normal(line: str) -> str:
    return _TIME.sub("<time>", line.rstrip())


def _line_matches(shown: str, actual: str) -> bool:
    """The shown line as written, or with each ``…`` standing for any text within the line."""
    shown, actual = _normal(shown), _normal(actual)
    if shown == actual:
        return True
    if ELISION not in shown:
        return False
    pattern = ".*".join(re.escape(part) for part in shown.split(ELISION))
    return re.fullmatch(pattern, actual) is not None


def matches(shown: list[str], actual: list[str]) -> bool:
    """Whether the output shown (with ``…`` lines standing for any number of lines) is ``actual``."""
    memo: dict[tuple[int, int], bool] = {}

    def match(i: int, j: int) -> bool:
        if (i, j) in memo:
            return memo[i, j]
        if i == len(shown):
            result = j == len(actual)
        elif shown[i].strip() == ELISION:
            result = match(i + 1, j) or (j < len(actual) and match(i, j + 1))
        else:
            result = j < len(actual) and _line_matches(shown[i], actual[j]) and match(i + 1, j + 1)
        memo[i, j] = result
        return result

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20000))
    return match(0, 0)


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("LOREHOLD_")}
    env.update(
        LOREHOLD_HOME=str(home),
        PATH=f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}",
        PYTHONUNBUFFERED="1",  # stdout and stderr in the order they were written
        LC_ALL="C.UTF-8",
        NO_COLOR="1",
    )
    return env


def _workdir(root: Path, data: Path) -> Path:
    """A scratch folder laid out as the README's examples expect: data/ (a link to ``data``, which
    ingest resolves: the sample home's sources are the checkout's sample files, named by their real
    paths) and tests/fixtures/."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "data").symlink_to(data)
    shutil.copytree(REPO / "tests" / "fixtures", root / "tests" / "fixtures")
    return root


def run_steps(steps: list[Step], home: Path, cwd: Path) -> list[list[str]]:
    """Run the commands in one bash session (``cd`` carries over); each command's output lines."""
    script = []
    for n, step in enumerate(steps):
        script.append(f"printf '@@step {n}@@\\n'")
        script.append(step.command)
    done = subprocess.run(
        ["bash", "-c", "\n".join(script)], cwd=cwd, env=_env(home), stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT, timeout=600,
    )
    text = done.stdout.decode("utf-8", errors="replace")
    parts = re.split(r"@@step \d+@@\n", text)[1:]
    assert len(parts) == len(steps), text
    return [part.splitlines() for part in parts]


BLOCKS = console_blocks(README.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def data_copy(tmp_path_factory) -> Path:
    """A copy of data/ under the run's temporary folder (``readme-data0``), for the block that
    starts from an empty home: its sources listing sorts by real path, which must not depend on
    where the checkout lives."""
    target = tmp_path_factory.mktemp("readme-data") / "data"
    shutil.copytree(REPO / "data", target)
    return target


@pytest.fixture(scope="module")
def sample(sample_run_master) -> tuple[Path, list[str]]:
    """The sample home, built by the README's first example (once for the suite); with that
    command's output."""
    from tests.conftest import sample_run_output

    return sample_run_master / "home", sample_run_output(sample_run_master)


def test_every_block_is_accounted_for():
    firsts = [block.first for block in BLOCKS]
    assert sorted(firsts) == sorted([*RUN, *NOT_RUN]), "a README console block is neither run nor listed in NOT_RUN"
    assert len(set(firsts)) == len(firsts)


def test_the_elision_mark():
    assert matches(["a", "…", "d"], ["a", "b", "c", "d"]) and matches(["a", "…"], ["a"])
    assert matches(["id 5007…"], ["id 5007425e"]) and matches(["x … y"], ["x … y"])
    assert not matches(["a", "d"], ["a", "b", "d"]) and not matches(["id 5007…"], ["id 6007425e"])
    assert matches(["2026-12-01 22:51:09  x"], ["2027-01-02 03:04:05  x"])


@pytest.mark.slow  # CLI processes over the whole sample: exports, a round trip, a server
@pytest.mark.parametrize("block", [b for b in BLOCKS if b.first in RUN], ids=lambda b: f"README.md:{b.line}")
def test_readme_example(block, sample, tmp_path, request):
    home_kind = RUN[block.first]
    steps = block.steps
    outputs: list[list[str]] = []
    data = REPO / "data"
    if home_kind == "fresh":
        home = tmp_path / "home"
        data = request.getfixturevalue("data_copy")
    else:
        home = tmp_path / "home"
        shutil.copytree(sample[0], home)
        if block.first == SERVE:
            return _serve_block(block, home, tmp_path)
        if block.first == BUILD:  # this block's first command is the one that built the sample home
            outputs.append(sample[1])
            steps = steps[1:]
    outputs += run_steps(steps, home, _workdir(tmp_path / "work", data))
    _compare(block, block.steps, outputs)


def _serve_block(block: Block, home: Path, tmp_path: Path) -> None:
    """The serve block: its first line against the server's own, the ``curl`` steps against it."""
    from tests.serve_support import Server

    server = Server(home, tmp_path / "serve.log")
    try:
        # curl as on a terminal: no progress meter, and the prompt on a line of its own after the body
        curl = Step('curl() { command curl -sS "$@"; echo; }', [])
        steps = [Step(step.command.replace(SERVE_ADDRESS, server.base), step.shown) for step in block.steps[1:]]
        outputs = run_steps([curl, *steps], home, _workdir(tmp_path / "work", REPO / "data"))[1:]
    finally:
        server.stop()
    said = [line for line in (tmp_path / "serve.log").read_text().splitlines() if line.startswith("lorehold serving")]
    shown = [line.replace(SERVE_HOME, str(home)).replace(SERVE_ADDRESS, server.base) for line in block.steps[0].shown]
    assert said == shown, (said, shown)
    _compare(block, steps, outputs)


def _compare(block: Block, steps: list[Step], outputs: list[list[str]]) -> None:
    """Every step's shown output against its actual one; all the differences in one failure."""
    wrong = [
        f"README.md:{block.line}: $ {step.command}\n--- shown\n" + "\n".join(step.shown)
        + "\n--- actual\n" + "\n".join(actual)
        for step, actual in zip(steps, outputs)
        if not matches(step.shown, actual)
    ]
    assert not wrong, "\n\n".join(wrong)
