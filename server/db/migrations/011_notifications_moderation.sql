-- System notifications (spec 02 §3-§4): one row per event and recipient, written in the
-- transaction of the event itself. event_key names the event (a quiz passed, a certificate, a
-- reply...), so a retried or raced request notifies once.
CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_key text NOT NULL CHECK (length(event_key) BETWEEN 1 AND 200),
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  link text CHECK (length(link) <= 500),
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  UNIQUE (user_id, event_key)
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);

-- Moderation (issue 12): a user with the admin flag hides a reported question or reply from
-- everyone else, or restores it. The reports themselves stay as they were (002_journey).
ALTER TABLE questions ADD COLUMN hidden_at timestamptz;
ALTER TABLE questions ADD COLUMN hidden_by bigint REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE question_replies ADD COLUMN hidden_at timestamptz;
ALTER TABLE question_replies ADD COLUMN hidden_by bigint REFERENCES users (id) ON DELETE SET NULL;
