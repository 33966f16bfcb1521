-- Classroom management (issue 4): one active classroom name per professor, and the test
-- sessions a professor opens for chosen students.

-- Names are unique among a professor's active classrooms, case-insensitively; the route checks
-- first and answers 409, this index keeps two simultaneous requests from both succeeding.
CREATE UNIQUE INDEX classrooms_active_name_idx
  ON classrooms (professor_id, lower(name))
  WHERE NOT archived;

-- A record of which students a professor invited to take a test now. It changes nothing of
-- what is unlocked for them.
CREATE TABLE test_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  professor_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  quiz_id bigint NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
  opened_at timestamptz NOT NULL
);
CREATE INDEX test_sessions_professor_idx ON test_sessions (professor_id);

CREATE TABLE test_session_students (
  session_id bigint NOT NULL REFERENCES test_sessions (id) ON DELETE CASCADE,
  student_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (session_id, student_id)
);
CREATE INDEX test_session_students_student_idx ON test_session_students (student_id);
