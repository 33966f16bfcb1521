-- Assignments (issue 29 §1): work a professor gives to students of one of their classrooms, with
-- an optional due moment and note. Completion is not stored here: it is what the journey already
-- records (entity_progress, resource_progress, quiz_attempts), read when asked.
CREATE TABLE assignments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  professor_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  classroom_id bigint NOT NULL REFERENCES classrooms (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('module', 'lesson', 'quiz', 'final_test', 'on_demand')),
  -- The entity the work lives in: what the unlocking rule opens for the assigned students.
  entity_id bigint NOT NULL REFERENCES entities (id) ON DELETE CASCADE,
  -- A lesson's resource (a video lesson or an exercise), or a quiz's resource and its quiz.
  resource_id bigint REFERENCES resources (id) ON DELETE CASCADE,
  quiz_id bigint REFERENCES quizzes (id) ON DELETE CASCADE,
  due_at timestamptz,
  -- Given to the whole class as it was then, or to chosen students of it.
  whole_class boolean NOT NULL,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  created_at timestamptz NOT NULL,
  -- Withdrawn work stays for the record, but opens nothing and is shown to nobody.
  withdrawn_at timestamptz,
  CHECK ((kind IN ('lesson', 'quiz')) = (resource_id IS NOT NULL)),
  CHECK ((kind = 'quiz') = (quiz_id IS NOT NULL))
);
CREATE INDEX assignments_classroom_idx ON assignments (classroom_id, created_at);
CREATE INDEX assignments_due_idx ON assignments (due_at) WHERE withdrawn_at IS NULL;

-- The students an assignment was given to, fixed when it was made (the whole class then, or the
-- chosen students).
CREATE TABLE assignment_students (
  assignment_id bigint NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  student_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (assignment_id, student_id)
);
CREATE INDEX assignment_students_student_idx ON assignment_students (student_id);

-- The claim of the "due tomorrow" reminder: the sweep inserts the claim and notifies only when
-- its INSERT ... ON CONFLICT DO NOTHING wrote the row, so two replicas or parallel sweeps remind
-- once, and a student who deleted the notification is not reminded again.
CREATE TABLE assignment_reminders (
  assignment_id bigint NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  student_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reminded_at timestamptz NOT NULL,
  PRIMARY KEY (assignment_id, student_id)
);
