"""The only code that talks to SQLite: the connection, migrations and the tables."""

from bot.store.database import MIGRATIONS_DIR, Database, StoreError, migration_files

__all__ = ["MIGRATIONS_DIR", "Database", "StoreError", "migration_files"]
