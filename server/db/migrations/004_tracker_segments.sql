-- The tracker credits the distinct seconds of a lesson actually watched, not the wall time
-- between pings (which let a student replay the first minute, or seek ahead while playing, up
-- to the 90 % needed). Written in SQL that both PGlite and PostgreSQL accept.

-- The credited seconds as merged half-open ranges, "0-95,120-300", and how far credited playback
-- has run ahead of wall time (see server/journey/tracker/watch-accounting.ts).
ALTER TABLE video_watch ADD COLUMN credited_ranges text NOT NULL DEFAULT '';
ALTER TABLE video_watch ADD COLUMN lead_seconds double precision NOT NULL DEFAULT 0
  CHECK (lead_seconds >= 0);

-- watched_seconds now mirrors the number of credited seconds. The totals credited so far under
-- the old rule cannot be turned into seconds of the lesson, so watching in progress starts over;
-- completed lessons are kept in resource_progress and are not affected.
UPDATE video_watch SET watched_seconds = 0;
