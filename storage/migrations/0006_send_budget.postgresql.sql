-- Discord's global request limit is per bot, not per process (issue #19): the processes
-- sharing a PostgreSQL database draw every request from one token bucket, this row.
-- `tokens` is what was left at `updated_at` (the server's clock, a Unix time).
CREATE TABLE send_budget (
    name       TEXT PRIMARY KEY,
    tokens     DOUBLE PRECISION NOT NULL,
    updated_at DOUBLE PRECISION NOT NULL
);
