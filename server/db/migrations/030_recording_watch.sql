-- Watching a live episode's recording after its broadcast (issue 29 §1, docs/assignments.md).

-- The recording's length in seconds when it is known and differs from the live window (the
-- demo's short clips); otherwise a recording is the whole broadcast, ends_at - starts_at.
ALTER TABLE live_episodes ADD COLUMN recording_seconds integer CHECK (recording_seconds > 0);

-- The tracker's state of a student's watching of a recording: the same accounting as a video
-- lesson's (server/tracking/watch-accounting.ts), credited only once the episode has ended.
CREATE TABLE recording_watch (
  episode_id bigint NOT NULL REFERENCES live_episodes (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The plain count of credited seconds, readable by hand; the accounting reads the ranges.
  watched_seconds double precision NOT NULL DEFAULT 0 CHECK (watched_seconds >= 0),
  credited_ranges text NOT NULL DEFAULT '',
  lead_seconds double precision NOT NULL DEFAULT 0 CHECK (lead_seconds >= 0),
  last_ping_at timestamptz NOT NULL,
  last_position_seconds double precision NOT NULL,
  last_playing boolean NOT NULL,
  -- When the credited seconds first reached the watched threshold (90 %, as a video lesson);
  -- never cleared: what an assignment of the recording reads as its completion.
  watched_at timestamptz,
  PRIMARY KEY (episode_id, user_id)
);
CREATE INDEX recording_watch_user_idx ON recording_watch (user_id);

-- Assignments of a recording: they name a live episode instead of an entity of the journey.
ALTER TABLE assignments ALTER COLUMN entity_id DROP NOT NULL;
ALTER TABLE assignments ADD COLUMN episode_id bigint REFERENCES live_episodes (id) ON DELETE CASCADE;
ALTER TABLE assignments DROP CONSTRAINT assignments_kind_check;
ALTER TABLE assignments ADD CONSTRAINT assignments_kind_check
  CHECK (kind IN ('module', 'lesson', 'quiz', 'final_test', 'on_demand', 'recording'));
ALTER TABLE assignments ADD CONSTRAINT assignments_recording_check
  CHECK ((kind = 'recording') = (episode_id IS NOT NULL)
     AND (kind = 'recording') = (entity_id IS NULL));
