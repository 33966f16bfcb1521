-- The chat of live courses (issue 14): a Rocket.Chat-compatible service. One channel per live
-- course (live_courses.channel_id); tokens of our own, stored hashed and tied to the session
-- (refresh family) that asked for them, so signing out ends them; messages in plain text.
CREATE TABLE chat_tokens (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The refresh family of the session that logged in to the chat (null: none known).
  family_id text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX chat_tokens_user_idx ON chat_tokens (user_id);

CREATE TABLE chat_members (
  course_id bigint NOT NULL REFERENCES live_courses (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (course_id, user_id)
);

CREATE TABLE chat_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  course_id bigint NOT NULL REFERENCES live_courses (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 1000),
  created_at timestamptz NOT NULL,
  edited_at timestamptz,
  pinned_at timestamptz,
  pinned_by bigint REFERENCES users (id) ON DELETE SET NULL,
  deleted_at timestamptz
);
CREATE INDEX chat_messages_course_idx ON chat_messages (course_id, created_at DESC, id DESC);
