"""The schema's migrations: `NNNN_name.sql` files, applied in number order, one set per backend.

SQLite's are the files in this package; PostgreSQL's, in `postgres/`, are their twins: the same
numbers and names, the same tables in the server's types. The number of the last applied file
is kept in `PRAGMA user_version` on SQLite and in the `schema_migrations` table on PostgreSQL.
A new schema change is a new file with the next number in both places, never an edit of an
applied one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable

_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")
DIALECTS = ("sqlite", "postgresql")


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


def _folder(dialect: str) -> Traversable:
    root = resources.files(__package__)
    if dialect == "sqlite":
        return root
    if dialect == "postgresql":
        return root / "postgres"
    raise ValueError(f"no migrations for {dialect!r}; there are {', '.join(DIALECTS)}")


def load_migrations(dialect: str = "sqlite") -> list[Migration]:
    """Every migration of `dialect` shipped with the package, by version; versions must run
    1, 2, 3, … and each has its twin, of the same name, in every other dialect."""
    found = []
    for entry in _folder(dialect).iterdir():
        match = _NAME.match(entry.name)
        if match:
            found.append(Migration(int(match.group(1)), entry.name, entry.read_text("utf-8")))
    found.sort(key=lambda m: m.version)
    if [m.version for m in found] != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations are not numbered 1..n: {[m.name for m in found]}")
    for other in DIALECTS:
        names = sorted(e.name for e in _folder(other).iterdir() if _NAME.match(e.name))
        if names != [m.name for m in found]:
            raise RuntimeError(
                f"the {dialect} and {other} migrations differ: {[m.name for m in found]} / {names}"
            )
    return found
