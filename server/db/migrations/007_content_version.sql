-- The journey's content (levels, entities, sections, resources, quizzes) changes only with a
-- seed or an import, yet every request of a student reads it. Servers keep it in memory and
-- re-read it when this one number moves. Statement triggers move it on every change of a
-- content table, whatever code or replica makes it, in the same transaction as the change.

CREATE TABLE content_version (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version bigint NOT NULL
);
INSERT INTO content_version (singleton, version) VALUES (true, 1);

CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER levels_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON levels
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER entities_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON entities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER sections_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sections
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER resources_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON resources
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER quizzes_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quizzes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER quiz_questions_content_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quiz_questions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER quiz_answers_content_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quiz_answers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
