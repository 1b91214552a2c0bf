"""The only code that talks to the database (SQLite or PostgreSQL): connections,
migrations and the tables."""

from bot.store.database import (
    MIGRATIONS_DIR,
    POSTGRES_MIGRATIONS_DIR,
    Database,
    StoreBusy,
    StoreError,
    StoreFault,
    StoreLost,
    is_url,
    migration_files,
)

__all__ = ["MIGRATIONS_DIR", "POSTGRES_MIGRATIONS_DIR", "Database", "StoreBusy", "StoreError",
           "StoreFault", "StoreLost", "is_url", "migration_files"]
