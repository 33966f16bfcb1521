-- The daily streak (spec 02 §3-§4): one row per student, moved by one UPSERT per activity, so
-- parallel activities of one day count once and the counter never skips.
CREATE TABLE user_streaks (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  counter integer NOT NULL CHECK (counter >= 1),
  -- The calendar day of the last activity, in the school's time zone (HG_SCHOOL_TIME_ZONE).
  last_day date NOT NULL,
  updated_at timestamptz NOT NULL
);
