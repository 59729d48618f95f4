-- Nothing for SQLite: its database belongs to one process, whose own rate limiter
-- (bot/ratelimit.py) is the whole budget. PostgreSQL shares one between processes.
SELECT 1;
