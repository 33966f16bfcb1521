-- Content packs (issue 23): content now comes from packs a school imports, and an import must
-- never lose what students did. So nothing a student's record points at is deleted by an import:
--  * an item a newer pack no longer has is retired (hidden from new students, kept for history,
--    certificates and reports);
--  * a quiz whose questions change gets a new version: the questions of the old one stay, and an
--    attempt remembers the version it started on, so it is finished and scored against it.
-- Question rows belong to the versions first_version..last_version (last_version NULL: current).

ALTER TABLE levels ADD COLUMN retired_at timestamptz;
ALTER TABLE entities ADD COLUMN retired_at timestamptz;
ALTER TABLE sections ADD COLUMN retired_at timestamptz;
ALTER TABLE resources ADD COLUMN retired_at timestamptz;
ALTER TABLE collections ADD COLUMN retired_at timestamptz;
ALTER TABLE live_courses ADD COLUMN retired_at timestamptz;
ALTER TABLE live_episodes ADD COLUMN retired_at timestamptz;
ALTER TABLE live_quizzes ADD COLUMN retired_at timestamptz;

-- The pack each item came from: an import retires only its own pack's items, and refuses a key
-- another pack owns. Content seeded before packs existed was the demo's; content made on the
-- platform itself (not imported) belongs to 'local', a key no pack may take.
ALTER TABLE levels ADD COLUMN pack_key text NOT NULL DEFAULT 'tech-journey-demo';
ALTER TABLE entities ADD COLUMN pack_key text NOT NULL DEFAULT 'tech-journey-demo';
ALTER TABLE resources ADD COLUMN pack_key text NOT NULL DEFAULT 'tech-journey-demo';
ALTER TABLE collections ADD COLUMN pack_key text NOT NULL DEFAULT 'tech-journey-demo';
ALTER TABLE live_courses ADD COLUMN pack_key text NOT NULL DEFAULT 'tech-journey-demo';
ALTER TABLE levels ALTER COLUMN pack_key SET DEFAULT 'local';
ALTER TABLE entities ALTER COLUMN pack_key SET DEFAULT 'local';
ALTER TABLE resources ALTER COLUMN pack_key SET DEFAULT 'local';
ALTER TABLE collections ALTER COLUMN pack_key SET DEFAULT 'local';
ALTER TABLE live_courses ALTER COLUMN pack_key SET DEFAULT 'local';

-- WebVTT captions of a video lesson or an episode (a file name in the media folder).
ALTER TABLE resources ADD COLUMN captions_file text;
ALTER TABLE live_episodes ADD COLUMN captions_file text;

-- Episodes and live quizzes get stable keys like every other item of a pack. Rows of earlier
-- seeds get the keys the demo pack gives them: the course's key and the position in time.
ALTER TABLE live_episodes ADD COLUMN key text;
UPDATE live_episodes e SET key = numbered.key
  FROM (SELECT ep.id, c.key || '-episode-' || row_number() OVER (
               PARTITION BY ep.course_id ORDER BY ep.starts_at, ep.id) AS key
          FROM live_episodes ep JOIN live_courses c ON c.id = ep.course_id) numbered
 WHERE numbered.id = e.id;
ALTER TABLE live_episodes ALTER COLUMN key SET NOT NULL;
CREATE UNIQUE INDEX live_episodes_key_idx ON live_episodes (key);

ALTER TABLE live_quizzes ADD COLUMN key text;
UPDATE live_quizzes q SET key = numbered.key
  FROM (SELECT lq.id, c.key || '-quiz-' || row_number() OVER (
               PARTITION BY lq.course_id ORDER BY lq.id) AS key
          FROM live_quizzes lq JOIN live_courses c ON c.id = lq.course_id) numbered
 WHERE numbered.id = q.id;
ALTER TABLE live_quizzes ALTER COLUMN key SET NOT NULL;
CREATE UNIQUE INDEX live_quizzes_key_idx ON live_quizzes (key);

-- Quiz versions.
ALTER TABLE quizzes ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE quiz_questions ADD COLUMN first_version integer NOT NULL DEFAULT 1;
ALTER TABLE quiz_questions ADD COLUMN last_version integer;
ALTER TABLE quiz_attempts ADD COLUMN quiz_version integer NOT NULL DEFAULT 1;

ALTER TABLE live_quizzes ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE live_quiz_questions ADD COLUMN first_version integer NOT NULL DEFAULT 1;
ALTER TABLE live_quiz_questions ADD COLUMN last_version integer;
ALTER TABLE live_quiz_attempts ADD COLUMN quiz_version integer NOT NULL DEFAULT 1;
-- Positions are unique among the current questions only: a new version reuses them.
ALTER TABLE live_quiz_questions DROP CONSTRAINT live_quiz_questions_quiz_id_position_key;
CREATE UNIQUE INDEX live_quiz_questions_current_position_idx
  ON live_quiz_questions (quiz_id, position) WHERE last_version IS NULL;

-- The packs imported, newest last: what the admin page shows and what an export names.
CREATE TABLE content_pack_imports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  pack_key text NOT NULL,
  pack_title text NOT NULL,
  pack_version text NOT NULL,
  format_version integer NOT NULL,
  -- SHA-256 of the manifest as imported.
  manifest_digest text NOT NULL,
  imported_by bigint REFERENCES users (id) ON DELETE SET NULL,
  imported_at timestamptz NOT NULL,
  -- Counts of what was added, changed and retired.
  summary jsonb NOT NULL,
  -- The folder the pack's media were written to under temporary names; moved into the media
  -- folder after the commit (again at the next start, if the server stopped in between).
  media_batch text
);

-- The journey's cached structure also reads the collections and the single entities.
CREATE TRIGGER collections_content_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON collections
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER collection_entities_content_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON collection_entities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER single_entities_content_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON single_entities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
