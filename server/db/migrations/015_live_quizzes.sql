-- Live quizzes (issue 13, spec 02 §3-§5): a course's quizzes with single_answer and
-- multiple_answer questions, the sessions a professor opens for chosen students (only they may
-- take it), and the students' attempts with their selected answers.
CREATE TABLE live_quizzes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  course_id bigint NOT NULL REFERENCES live_courses (id) ON DELETE CASCADE,
  episode_id bigint REFERENCES live_episodes (id) ON DELETE SET NULL,
  title text NOT NULL,
  pass_percentage smallint NOT NULL CHECK (pass_percentage BETWEEN 0 AND 100)
);
CREATE INDEX live_quizzes_course_idx ON live_quizzes (course_id);

CREATE TABLE live_quiz_questions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quiz_id bigint NOT NULL REFERENCES live_quizzes (id) ON DELETE CASCADE,
  position integer NOT NULL,
  text text NOT NULL,
  type text NOT NULL CHECK (type IN ('single_answer', 'multiple_answer')),
  UNIQUE (quiz_id, position),
  -- For the composite key of the answers below.
  UNIQUE (id, quiz_id)
);

CREATE TABLE live_quiz_answers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id bigint NOT NULL REFERENCES live_quiz_questions (id) ON DELETE CASCADE,
  position integer NOT NULL,
  text text NOT NULL,
  correct boolean NOT NULL,
  UNIQUE (question_id, position),
  UNIQUE (id, question_id)
);

CREATE TABLE live_quiz_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quiz_id bigint NOT NULL REFERENCES live_quizzes (id) ON DELETE CASCADE,
  professor_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  opened_at timestamptz NOT NULL
);

CREATE TABLE live_quiz_session_students (
  session_id bigint NOT NULL REFERENCES live_quiz_sessions (id) ON DELETE CASCADE,
  student_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (session_id, student_id)
);
CREATE INDEX live_quiz_session_students_student_idx ON live_quiz_session_students (student_id);

CREATE TABLE live_quiz_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  quiz_id bigint NOT NULL REFERENCES live_quizzes (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL,
  terminated_at timestamptz,
  correct smallint,
  total smallint,
  score_percentage smallint CHECK (score_percentage BETWEEN 0 AND 100),
  passed boolean,
  CHECK ((terminated_at IS NULL) = (score_percentage IS NULL) AND (score_percentage IS NULL) = (passed IS NULL))
);
-- At most one open attempt per student and quiz, even when two starts race.
CREATE UNIQUE INDEX live_quiz_attempts_open_idx
  ON live_quiz_attempts (quiz_id, user_id) WHERE terminated_at IS NULL;
CREATE INDEX live_quiz_attempts_user_idx ON live_quiz_attempts (user_id, quiz_id);

CREATE TABLE live_quiz_attempt_answers (
  attempt_id bigint NOT NULL REFERENCES live_quiz_attempts (id) ON DELETE CASCADE,
  question_id bigint NOT NULL,
  answer_id bigint NOT NULL,
  PRIMARY KEY (attempt_id, answer_id),
  -- The database itself refuses an answer stored under a question it does not belong to.
  FOREIGN KEY (answer_id, question_id) REFERENCES live_quiz_answers (id, question_id) ON DELETE CASCADE
);
