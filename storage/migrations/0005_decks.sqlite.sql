-- Deck building (issue #17): each user's own decks, per game, by name (unique per user and
-- game, compared without case through name_key). `cards` is JSON: card code -> copies, in
-- the order the cards were first added.
CREATE TABLE decks (
    id         INTEGER PRIMARY KEY,
    user_id    TEXT NOT NULL,
    game       TEXT NOT NULL,
    name       TEXT NOT NULL,
    name_key   TEXT NOT NULL,
    cards      TEXT NOT NULL,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
);
-- A deck by its name (every /deck command), and a user's decks (the list and autocomplete).
CREATE UNIQUE INDEX decks_by_name ON decks (user_id, game, name_key);
-- The deck a user changed last (the one /deck add changes when none is named).
CREATE INDEX decks_by_use ON decks (user_id, game, updated_at);

-- The deck a player chose when joining a match (a saved deck's name or a preconstructed
-- deck's); NULL: the game's own way (options, or a choice at the start).
ALTER TABLE seats ADD COLUMN deck TEXT;
