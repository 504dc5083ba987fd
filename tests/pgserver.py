"""A fresh, empty PostgreSQL schema per test on the test server, dropped afterwards.

A schema (not a database) keeps each test's tables apart cheaply; the connection URL names it
as the `search_path` (asyncpg passes unknown URL parameters as server settings).
"""

from __future__ import annotations

import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import asyncpg

TEST_POSTGRES = "MEEPLEPOST_TEST_POSTGRES"


def with_schema(url: str, schema: str) -> str:
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query) if k != "search_path"]
    query.append(("search_path", schema))
    return urlunsplit(parts._replace(query=urlencode(query)))


@asynccontextmanager
async def fresh_schema(server: str) -> AsyncIterator[str]:
    schema = f"test_{secrets.token_hex(6)}"
    conn = await asyncpg.connect(server)
    try:
        await conn.execute(f"CREATE SCHEMA {schema}")
        try:
            yield with_schema(server, schema)
        finally:
            await conn.execute(f"DROP SCHEMA {schema} CASCADE")
    finally:
        await conn.close()
