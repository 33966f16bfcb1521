-- The chat's posting limit (5 messages per 5 s per user, server/chat/chat-rate-limit.ts) counted
-- in the database, so that every replica on one PostgreSQL counts the same messages (issue 28
-- §3): one row per user and limited endpoint, a fixed window moved on by the one statement that
-- counts a request. Rows of ended windows are purged by server/privacy/retention.ts.
CREATE TABLE chat_rate_windows (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint text NOT NULL CHECK (length(endpoint) <= 100),
  window_started_at timestamptz NOT NULL,
  requests integer NOT NULL CHECK (requests > 0),
  PRIMARY KEY (user_id, endpoint)
);
CREATE INDEX chat_rate_windows_started_idx ON chat_rate_windows (window_started_at);
