"""SQLite persistence through aiosqlite: schema, migrations, repositories. No game logic."""
