-- Languages (issue #18). A user's `locale` is the client language their last interaction
-- carried (DMs have no interaction to read it from); `language` is the one they chose with
-- /settings language (NULL: follow Discord). A server's `locale` is its preferred locale as
-- interactions report it; `language` is the one a manager chose for its threads.
ALTER TABLE users ADD COLUMN locale TEXT;
ALTER TABLE users ADD COLUMN language TEXT;

CREATE TABLE guilds (
    guild_id   TEXT PRIMARY KEY,
    locale     TEXT,
    language   TEXT,
    updated_at REAL NOT NULL
);
