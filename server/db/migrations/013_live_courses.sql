-- Live courses (issue 13, spec 02 §3): courses with authors and resources, their episodes in
-- time windows, the classrooms professors subscribe, students' requests to be subscribed, the
-- episodes' ratings and questions.
CREATE TABLE live_courses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- A stable name for seeded content (like entities.key).
  key text NOT NULL UNIQUE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description text NOT NULL,
  thumbnail_path text,
  -- The course's channel in the chat service (issue 14).
  channel_id text,
  created_at timestamptz NOT NULL
);

CREATE TABLE live_course_authors (
  course_id bigint NOT NULL REFERENCES live_courses (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  headline text NOT NULL DEFAULT '',
  PRIMARY KEY (course_id, position)
);

-- Each resource as the spec writes it: a bare link, or 'title, separator, link'.
CREATE TABLE live_course_resources (
  course_id bigint NOT NULL REFERENCES live_courses (id) ON DELETE CASCADE,
  position integer NOT NULL,
  raw text NOT NULL CHECK (length(raw) BETWEEN 1 AND 1000),
  PRIMARY KEY (course_id, position)
);

CREATE TABLE live_episodes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  course_id bigint NOT NULL REFERENCES live_courses (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- A YouTube video id (embedded from the no-cookie domain) or a media file of ours.
  link text NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX live_episodes_course_idx ON live_episodes (course_id, starts_at);
CREATE INDEX live_episodes_time_idx ON live_episodes (ends_at, starts_at);

CREATE TABLE live_course_subscriptions (
  course_id bigint NOT NULL REFERENCES live_courses (id) ON DELETE CASCADE,
  classroom_id bigint NOT NULL REFERENCES classrooms (id) ON DELETE CASCADE,
  subscribed_by bigint REFERENCES users (id) ON DELETE SET NULL,
  subscribed_at timestamptz NOT NULL,
  PRIMARY KEY (course_id, classroom_id)
);
CREATE INDEX live_course_subscriptions_classroom_idx ON live_course_subscriptions (classroom_id);

-- A student asking their professors to subscribe the class; answered by a subscription.
CREATE TABLE live_subscription_requests (
  course_id bigint NOT NULL REFERENCES live_courses (id) ON DELETE CASCADE,
  student_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL,
  PRIMARY KEY (course_id, student_id)
);

CREATE TABLE live_episode_votes (
  episode_id bigint NOT NULL REFERENCES live_episodes (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  vote smallint NOT NULL CHECK (vote BETWEEN 1 AND 5),
  voted_at timestamptz NOT NULL,
  PRIMARY KEY (episode_id, user_id)
);

-- Questions on an episode; a reply names the question it answers (main_question_id).
CREATE TABLE live_episode_questions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  episode_id bigint NOT NULL REFERENCES live_episodes (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  main_question_id bigint REFERENCES live_episode_questions (id) ON DELETE CASCADE,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL
);
CREATE INDEX live_episode_questions_episode_idx ON live_episode_questions (episode_id, created_at);
