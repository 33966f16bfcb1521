-- Issue 15: the games area (development environment only). "Terminale a tempo": a round of 60 s
-- in which the player types terminal commands for tasks the server picks. The accepted answers
-- live in server/games/terminal-tasks.ts, never here and never on the wire before an answer.

CREATE TABLE game_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  -- The server's own deadline: answers at or after it are refused, whatever the client shows.
  ends_at timestamptz NOT NULL,
  -- Set when the player has answered every task before the deadline.
  finished_at timestamptz,
  score integer NOT NULL DEFAULT 0 CHECK (score >= 0),
  correct_count integer NOT NULL DEFAULT 0 CHECK (correct_count >= 0),
  answered_count integer NOT NULL DEFAULT 0 CHECK (answered_count >= 0)
);
-- The leaderboard: the best round of each user.
CREATE INDEX game_rounds_user_score_idx ON game_rounds (user_id, score DESC, started_at);

-- The tasks of a round in the order they are shown, all drawn when the round starts. A task is
-- shown (shown_at) when the previous one is answered, and answered at most once: the answer
-- UPDATE claims the row only while answered_at is null, under the round's row lock.
CREATE TABLE game_round_tasks (
  round_id bigint NOT NULL REFERENCES game_rounds (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 1),
  task_id text NOT NULL,
  shown_at timestamptz,
  answered_at timestamptz,
  answer text,
  correct boolean,
  points integer CHECK (points >= 0),
  PRIMARY KEY (round_id, position),
  UNIQUE (round_id, task_id),
  CHECK (answered_at IS NULL OR shown_at IS NOT NULL)
);
