-- Quizzes and tests (spec 01 §7, spec 02 §4-§5): their questions and answers, the students'
-- attempts with the answers they selected, and the video-lesson tracker. Written in SQL that
-- both PGlite and PostgreSQL accept.

-- One quiz per quiz resource (a module's final quiz, a level's final test).
CREATE TABLE quizzes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  resource_id bigint NOT NULL UNIQUE REFERENCES resources (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('quiz', 'test', 'final_test')),
  pass_percentage smallint NOT NULL CHECK (pass_percentage BETWEEN 0 AND 100)
);

CREATE TABLE quiz_questions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quiz_id bigint NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
  text text NOT NULL,
  type text NOT NULL CHECK (type IN ('single_answer', 'multiple_answer')),
  -- Shown with the correct answers once the quiz is passed (and to professors).
  explanation text NOT NULL,
  order_num integer NOT NULL
);
CREATE INDEX quiz_questions_quiz_idx ON quiz_questions (quiz_id, order_num);

CREATE TABLE quiz_answers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id bigint NOT NULL REFERENCES quiz_questions (id) ON DELETE CASCADE,
  text text NOT NULL,
  correct boolean NOT NULL,
  order_num integer NOT NULL,
  -- Target of the composite key below.
  UNIQUE (id, question_id)
);
CREATE INDEX quiz_answers_question_idx ON quiz_answers (question_id, order_num);

-- An attempt is open until terminated (scored) or quit (discarded, kept for the record).
CREATE TABLE quiz_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quiz_id bigint NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  terminated_at timestamptz,
  quit_at timestamptz,
  score_percentage smallint CHECK (score_percentage BETWEEN 0 AND 100),
  passed boolean,
  CHECK (terminated_at IS NULL OR quit_at IS NULL),
  CHECK ((terminated_at IS NULL) = (score_percentage IS NULL) AND (score_percentage IS NULL) = (passed IS NULL))
);
-- At most one open attempt per student and quiz, even when two requests race to start one.
CREATE UNIQUE INDEX quiz_attempts_open_idx
  ON quiz_attempts (quiz_id, user_id)
  WHERE terminated_at IS NULL AND quit_at IS NULL;
CREATE INDEX quiz_attempts_user_idx ON quiz_attempts (user_id, quiz_id);

-- The selected answers of an attempt. The composite key makes the database itself refuse an
-- answer stored under a question it does not belong to.
CREATE TABLE attempt_answers (
  attempt_id bigint NOT NULL REFERENCES quiz_attempts (id) ON DELETE CASCADE,
  question_id bigint NOT NULL REFERENCES quiz_questions (id) ON DELETE CASCADE,
  answer_id bigint NOT NULL,
  PRIMARY KEY (attempt_id, answer_id),
  FOREIGN KEY (answer_id, question_id) REFERENCES quiz_answers (id, question_id) ON DELETE CASCADE
);
CREATE INDEX attempt_answers_question_idx ON attempt_answers (attempt_id, question_id);

-- What the tracker has seen of a student's video lesson: the seconds credited so far and the
-- previous ping, against which the next one is credited (never more than the wall time between).
CREATE TABLE video_watch (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  watched_seconds double precision NOT NULL DEFAULT 0 CHECK (watched_seconds >= 0),
  last_ping_at timestamptz NOT NULL,
  last_position_seconds double precision NOT NULL,
  last_playing boolean NOT NULL,
  PRIMARY KEY (user_id, resource_id)
);
