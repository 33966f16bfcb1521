-- Live quizzes are taken by the journey's attempt engine (issue 22): the two attempt tables keep
-- their rows and now share their columns. A live attempt can be quit (spec 02 §4: "quit and
-- restart clear the attempt"), and the journey's attempts record the counts live ones always had
-- (attempts terminated before this migration keep NULL counts: only their score was stored).
ALTER TABLE live_quiz_attempts ADD COLUMN quit_at timestamptz;
ALTER TABLE live_quiz_attempts
  ADD CONSTRAINT live_quiz_attempts_closed_once CHECK (terminated_at IS NULL OR quit_at IS NULL);
DROP INDEX live_quiz_attempts_open_idx;
CREATE UNIQUE INDEX live_quiz_attempts_open_idx
  ON live_quiz_attempts (quiz_id, user_id)
  WHERE terminated_at IS NULL AND quit_at IS NULL;

ALTER TABLE quiz_attempts ADD COLUMN correct smallint;
ALTER TABLE quiz_attempts ADD COLUMN total smallint;
