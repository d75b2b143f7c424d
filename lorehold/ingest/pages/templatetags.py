"""A site generator's page source: Hugo's shortcodes (``{{< ruling date="2019-10-04" >}}`` … ``{{< /ruling >}}``,
``{{% … %}}``) and Liquid's or Jinja's tags (``{% include ruling.html date="…" %}``) are the template's, not the
text's. A tag shows nothing, but for the days its arguments give (an entry's date), each on a line of its own
where the tag stood."""

from __future__ import annotations

import re

from lorehold.ingest.pages.pasted import whole_date

_TAG = re.compile(r"\{\{[<%]-?\s*/?[\w./-]+(?P<args>[^{}\n]*?)\s*-?[>%]\}\}|\{%-?\s*(?!raw\b|endraw\b)[\w./-]+(?P<largs>[^%\n]*?)-?%\}")
_ARG = re.compile(r"""(?:[\w-]+\s*=\s*)?(?:"([^"]*)"|'([^']*)'|([^\s"'=]+))""")


def template_tags_read(text: str) -> str:
    """``text`` with each template tag replaced by the days among its arguments (a line each), or by nothing."""
    if "{{<" not in text and "{{%" not in text and "{%" not in text:
        return text
    return _TAG.sub(_days_of, text)


def _days_of(m: re.Match) -> str:
    args = m.group("args") if m.group("args") is not None else m.group("largs") or ""
    days = [v for a in _ARG.finditer(args) if (v := next(g for g in a.groups() if g is not None).strip()) and whole_date(v)]
    return "\n".join(days)
