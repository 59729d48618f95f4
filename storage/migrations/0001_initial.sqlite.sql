-- Matches: one row per match; the state JSON is the latest snapshot, the action log is the truth.
CREATE TABLE matches (
    id            INTEGER PRIMARY KEY,
    game          TEXT    NOT NULL,
    status        TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'cancelled')),
    options       TEXT    NOT NULL,            -- game options JSON
    settings      TEXT    NOT NULL,            -- platform settings JSON (deadlines, AI takeover)
    seed          INTEGER NOT NULL,
    state         TEXT,                        -- NULL while in the lobby
    outcome       TEXT,                        -- JSON once finished
    version       INTEGER NOT NULL DEFAULT 0,  -- bumped by every change; compare-and-set
    creator_id    TEXT    NOT NULL,
    guild_id      TEXT,
    channel_id    TEXT,
    thread_id     TEXT,
    created_at    REAL    NOT NULL,
    updated_at    REAL    NOT NULL
);
CREATE INDEX matches_by_status ON matches (status);
CREATE INDEX matches_by_channel ON matches (channel_id, status);

CREATE TABLE seats (
    match_id  INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    user_id   TEXT,                    -- NULL for an AI seat
    name      TEXT    NOT NULL,
    is_ai     INTEGER NOT NULL DEFAULT 0,
    misses    INTEGER NOT NULL DEFAULT 0,  -- consecutive missed deadlines
    PRIMARY KEY (match_id, seat)
);
CREATE UNIQUE INDEX seats_one_per_user ON seats (match_id, user_id) WHERE user_id IS NOT NULL;
CREATE INDEX seats_by_user ON seats (user_id);

CREATE TABLE action_log (
    match_id   INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    action     TEXT    NOT NULL,
    source     TEXT    NOT NULL CHECK (source IN ('player', 'ai', 'deadline')),
    created_at REAL    NOT NULL,
    PRIMARY KEY (match_id, seq)
);

-- One open deadline per pending seat; replaced whenever that seat's decision changes.
CREATE TABLE deadlines (
    match_id    INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat        INTEGER NOT NULL,
    decision_id TEXT    NOT NULL,
    due_at      REAL    NOT NULL,
    remind_at   REAL,
    reminded    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX deadlines_due ON deadlines (due_at);
CREATE INDEX deadlines_remind ON deadlines (remind_at) WHERE reminded = 0;

-- Messages to deliver, written in the same transaction as the change that caused them.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    match_id        INTEGER REFERENCES matches (id) ON DELETE CASCADE,
    idem_key        TEXT    NOT NULL UNIQUE,
    kind            TEXT    NOT NULL CHECK (kind IN ('channel', 'dm')),
    recipient       TEXT,                -- user id for a DM; NULL for the match channel/thread
    body            TEXT    NOT NULL,    -- JSON
    created_at      REAL    NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at REAL    NOT NULL,
    delivered_at    REAL,
    failed          TEXT                 -- last error, for operators
);
CREATE INDEX outbox_undelivered ON outbox (next_attempt_at) WHERE delivered_at IS NULL;

-- Interaction ids already handled, so a double click or a redelivery acts once.
CREATE TABLE interactions (
    interaction_id TEXT PRIMARY KEY,
    match_id       INTEGER,
    created_at     REAL NOT NULL
);

-- What we know of a user across matches (DMs closed, so we stop trying).
CREATE TABLE users (
    user_id    TEXT PRIMARY KEY,
    dms_closed INTEGER NOT NULL DEFAULT 0,
    updated_at REAL    NOT NULL
);
