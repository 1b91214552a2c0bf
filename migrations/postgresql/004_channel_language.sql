-- The language of a channel's public messages, log and pictures (bot/i18n catalogues:
-- "en", "fr", …). NULL: follow the server's preferred locale, English where we lack it.
ALTER TABLE channel_settings ADD COLUMN language TEXT;
