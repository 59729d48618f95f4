-- Every query that serves players uses an index (tests/storage/test_query_plans.py proves it).

-- list_matches by thread (autocomplete in a match thread); the channel has matches_by_channel.
CREATE INDEX matches_by_thread ON matches (thread_id, status) WHERE thread_id IS NOT NULL;

-- The dispatcher reads undelivered rows in id order (each channel in order) and nothing else:
-- the partial index holds the backlog only, however many delivered rows the table keeps.
DROP INDEX outbox_undelivered;
CREATE INDEX outbox_pending ON outbox (id) WHERE delivered_at IS NULL;

-- Pruning finds the oldest delivered rows and interaction ids without scanning the table.
CREATE INDEX outbox_delivered ON outbox (delivered_at) WHERE delivered_at IS NOT NULL;
CREATE INDEX interactions_by_age ON interactions (created_at);
