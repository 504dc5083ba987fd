"""The schema's migrations: `NNNN_name.sql` files in this package, applied in number order.

The number of the last applied file is kept in `PRAGMA user_version`; a new schema change is a
new file with the next number, never an edit of an applied one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources

_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str


def load_migrations() -> list[Migration]:
    """Every migration shipped with the package, by version; versions must run 1, 2, 3, …"""
    found = []
    for entry in resources.files(__package__).iterdir():
        match = _NAME.match(entry.name)
        if match:
            found.append(Migration(int(match.group(1)), entry.name, entry.read_text("utf-8")))
    found.sort(key=lambda m: m.version)
    if [m.version for m in found] != list(range(1, len(found) + 1)):
        raise RuntimeError(f"migrations are not numbered 1..n: {[m.name for m in found]}")
    return found
