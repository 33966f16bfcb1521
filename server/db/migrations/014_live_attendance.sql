-- Attendance of live episodes (issue 13): the seconds a student was present while the episode
-- was live, moved only by pings (server/live/attendance-accounting.ts).
CREATE TABLE live_attendance (
  episode_id bigint NOT NULL REFERENCES live_episodes (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  present_ms bigint NOT NULL DEFAULT 0 CHECK (present_ms >= 0),
  -- The server time of the last ping inside the live window.
  last_ping_at timestamptz NOT NULL,
  PRIMARY KEY (episode_id, user_id)
);
CREATE INDEX live_attendance_user_idx ON live_attendance (user_id);
