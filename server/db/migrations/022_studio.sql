-- The studio (issue 24, docs/studio.md): content authored in the app. Each item of a pack that
-- an author is changing has one draft row; publishing applies the drafts in one transaction
-- (like an import) and deletes them. Nothing here is read by the student-facing readers.
CREATE TABLE studio_drafts (
  pack_key text NOT NULL,
  -- pack, level, entity, on_demand, singles, collection, live_course (common/api/studio).
  item_kind text NOT NULL,
  item_key text NOT NULL,
  -- The item as the author left it, in the manifest's shape; NULL: the item is retired.
  body jsonb,
  -- Moves on every save and undo: a save from an older revision is refused (409).
  revision integer NOT NULL CHECK (revision > 0),
  -- The published item this draft started from (stable JSON digest, NULL: a new item): if the
  -- published item changes under the draft (an import), publishing the draft is refused.
  base_digest text,
  -- The item before the last change, for undo; previous_exists false: there was no draft.
  previous_body jsonb,
  previous_exists boolean NOT NULL DEFAULT false,
  can_undo boolean NOT NULL DEFAULT false,
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (pack_key, item_kind, item_key)
);

-- Professors who may schedule a live course's episodes and quizzes in the studio. Kept apart
-- from the course's authors (names shown to students, which packs replace whole), so that an
-- import never takes a professor's right away.
CREATE TABLE live_course_editors (
  course_id bigint NOT NULL REFERENCES live_courses (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  added_by bigint REFERENCES users (id) ON DELETE SET NULL,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (course_id, user_id)
);
CREATE INDEX live_course_editors_user_idx ON live_course_editors (user_id);

-- A publication from the studio is recorded with the imports: who changed what, and when.
ALTER TABLE content_pack_imports
  ADD COLUMN source text NOT NULL DEFAULT 'pack' CHECK (source IN ('pack', 'studio'));
