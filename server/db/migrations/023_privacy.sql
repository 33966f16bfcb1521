-- Minors' data (issue 25, docs/privacy.md): each student's privacy choices, who looked at a
-- student's data, erasure requests and the verification codes of issued certificates.

-- Who sees the public profile: 'school' (classmates and the student's professors) or 'platform'
-- (every student of the platform too). Defaults are the most private choices; the demo seeds its
-- own explicit ones.
ALTER TABLE users ADD COLUMN profile_audience text NOT NULL DEFAULT 'school'
  CHECK (profile_audience IN ('school', 'platform'));
-- Shown by name in the platform-wide ranking; otherwise counted as "Studente", no name or avatar.
ALTER TABLE users ADD COLUMN ranking_by_name boolean NOT NULL DEFAULT false;
-- When the student last turned the companies' consent (can_contact) on; NULL while it is off.
ALTER TABLE users ADD COLUMN contact_consent_at timestamptz;
-- Set when the account was anonymised (erasure): the row stays so attempts, attendance and
-- certificates keep their class statistics, but no personal data is left in it.
ALTER TABLE users ADD COLUMN erased_at timestamptz;

-- Every time a company user opens or downloads a student's CV, and every time a professor
-- downloads a file that carries a student's data. The student reads their own rows; an operator
-- lists any account's. Deleted with the student on erasure.
CREATE TABLE data_access_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  student_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  viewer_id bigint REFERENCES users (id) ON DELETE SET NULL,
  -- The viewer's role and name when it happened, so the entry survives the viewer's account.
  viewer_role text NOT NULL CHECK (viewer_role IN ('student', 'professor', 'visitor', 'sorintian')),
  viewer_name text NOT NULL,
  -- cv_view, cv_download, report_download (common/api/privacy/privacy.ts).
  action text NOT NULL CHECK (action IN ('cv_view', 'cv_download', 'report_download')),
  -- What was read, in Italian (e.g. the report's name); NULL for the CV.
  detail text CHECK (length(detail) <= 200),
  at timestamptz NOT NULL
);
CREATE INDEX data_access_log_student_idx ON data_access_log (student_id, at DESC);

-- A student's request to be erased: confirmed by one of their professors or by an operator.
CREATE TABLE erasure_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'cancelled', 'done')),
  decided_at timestamptz,
  -- Who confirmed: a professor's id, or NULL with decided_by_operator for the CLI.
  decided_by bigint REFERENCES users (id) ON DELETE SET NULL,
  decided_by_operator boolean NOT NULL DEFAULT false
);
-- At most one open request per student.
CREATE UNIQUE INDEX erasure_requests_pending_idx ON erasure_requests (user_id)
  WHERE state = 'pending';
