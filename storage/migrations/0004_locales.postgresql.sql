-- PostgreSQL twin of 0004_locales.sqlite.sql.
ALTER TABLE users ADD COLUMN locale TEXT;
ALTER TABLE users ADD COLUMN language TEXT;

CREATE TABLE guilds (
    guild_id   TEXT PRIMARY KEY,
    locale     TEXT,
    language   TEXT,
    updated_at DOUBLE PRECISION NOT NULL
);
