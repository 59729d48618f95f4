-- The welcome DM goes to each user once; DMs a user refused are tried again after a
-- back-off (dm_retry_at), or at once after they next use a command.
ALTER TABLE users ADD COLUMN welcomed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN dm_failures INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN dm_retry_at REAL;

-- The decision each action answered (NULL before this column): a click on a decision that
-- was answered already (a crash between the save and the reply) is told so.
ALTER TABLE action_log ADD COLUMN decision_id TEXT;
