-- The learning journey (spec 01): content (levels, entities, sections, resources, collections),
-- per-user progress, the points ledger, questions with replies and reports, resource votes and
-- the to-do list. Written in SQL that both PGlite and PostgreSQL accept.

CREATE TABLE levels (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL UNIQUE,
  title text NOT NULL,
  -- 20 is the hidden level every list leaves out.
  order_num integer NOT NULL,
  download_materials_link text
);

CREATE TABLE entities (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The id on the wire: 24 lower-case hex characters (module ids in routes are hexadecimal).
  hex_id text NOT NULL UNIQUE CHECK (hex_id ~ '^[0-9a-f]{24}$'),
  key text NOT NULL UNIQUE,
  -- NULL for on-demand entities, which belong to no level.
  level_id bigint REFERENCES levels (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('module', 'pit_stop', 'focus', 'final_test', 'on_demand')),
  title text NOT NULL,
  description text NOT NULL,
  order_num integer NOT NULL,
  pcto_minutes integer NOT NULL DEFAULT 0 CHECK (pcto_minutes >= 0),
  points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  num_badges integer NOT NULL DEFAULT 0 CHECK (num_badges >= 0),
  certificate boolean NOT NULL DEFAULT false,
  download_materials_link text
);
CREATE INDEX entities_level_idx ON entities (level_id, order_num);

CREATE TABLE sections (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entity_id bigint NOT NULL REFERENCES entities (id) ON DELETE CASCADE,
  title text NOT NULL,
  order_num integer NOT NULL
);
CREATE INDEX sections_entity_idx ON sections (entity_id, order_num);

CREATE TABLE resources (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL UNIQUE,
  section_id bigint NOT NULL REFERENCES sections (id) ON DELETE CASCADE,
  -- Denormalised from the section: progress and unlocking look resources up by entity.
  entity_id bigint NOT NULL REFERENCES entities (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('video_lesson', 'exercise', 'quiz')),
  title text NOT NULL,
  description text NOT NULL,
  order_num integer NOT NULL,
  duration_seconds integer CHECK (duration_seconds >= 0),
  -- A file name under resources/media (video lessons).
  media_file text,
  -- What to do (exercises).
  instructions text
);
CREATE INDEX resources_section_idx ON resources (section_id, order_num);
CREATE INDEX resources_entity_idx ON resources (entity_id);

CREATE TABLE collections (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('professional_path', 'skill_focus')),
  title text NOT NULL,
  description text NOT NULL
);
CREATE INDEX collections_kind_idx ON collections (kind);

CREATE TABLE collection_entities (
  collection_id bigint NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  entity_id bigint NOT NULL REFERENCES entities (id) ON DELETE CASCADE,
  order_num integer NOT NULL,
  PRIMARY KEY (collection_id, entity_id)
);

CREATE TABLE single_entities (
  entity_id bigint PRIMARY KEY REFERENCES entities (id) ON DELETE CASCADE,
  order_num integer NOT NULL
);

CREATE TABLE resource_progress (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  completed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, resource_id)
);

CREATE TABLE entity_progress (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entity_id bigint NOT NULL REFERENCES entities (id) ON DELETE CASCADE,
  completed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, entity_id)
);

-- Every award of points is one row; the unique key makes an award happen at most once
-- (completing an entity twice, a retried request, two replicas racing).
CREATE TABLE user_points (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  source text NOT NULL,
  source_id bigint NOT NULL,
  points integer NOT NULL,
  awarded_at timestamptz NOT NULL,
  UNIQUE (source, source_id, user_id)
);
CREATE INDEX user_points_user_idx ON user_points (user_id);

CREATE TABLE questions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL
);
CREATE INDEX questions_resource_idx ON questions (resource_id, created_at);

CREATE TABLE question_replies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  question_id bigint NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL
);
CREATE INDEX question_replies_question_idx ON question_replies (question_id, created_at);

-- One report per user and question or reply (reporting twice is a 409).
CREATE TABLE question_reports (
  question_id bigint NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reported_at timestamptz NOT NULL,
  PRIMARY KEY (question_id, user_id)
);

CREATE TABLE reply_reports (
  reply_id bigint NOT NULL REFERENCES question_replies (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reported_at timestamptz NOT NULL,
  PRIMARY KEY (reply_id, user_id)
);

CREATE TABLE resource_votes (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  vote smallint NOT NULL CHECK (vote BETWEEN 1 AND 5),
  voted_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, resource_id)
);
CREATE INDEX resource_votes_resource_idx ON resource_votes (resource_id);

CREATE TABLE todolist (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entity_id bigint NOT NULL REFERENCES entities (id) ON DELETE CASCADE,
  saved_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, entity_id)
);
