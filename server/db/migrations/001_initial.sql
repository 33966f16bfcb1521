-- Accounts, sessions, sign-in throttling, server secrets and the classroom data of the demo.
-- Written in SQL that both PGlite and PostgreSQL accept. Ids are bigint identities, read as text.

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Stored lower-case so that the unique constraint is case-insensitive.
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND email <> ''),
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('student', 'professor', 'visitor', 'sorintian')),
  is_admin boolean NOT NULL DEFAULT false,
  -- scrypt, self-describing: "$scrypt$ln=..,r=..,p=..$salt$hash".
  password_hash text NOT NULL,
  password_expired boolean NOT NULL DEFAULT false,
  school_year smallint CHECK (school_year BETWEEN 1 AND 5),
  -- NULL while a student's journey is locked (spec 01: unlock status).
  journey_unlocked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Rotating refresh tokens. Only the SHA-256 of a token is stored; every token of one sign-in
-- shares a family, so a replayed (already used) token can revoke all of them at once.
CREATE TABLE refresh_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  family_id text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

-- Failed sign-ins per account ("account:<email>") and per address ("address:<ip>") in a fixed
-- window. Kept in the database so that every replica sees the same counts.
CREATE TABLE login_throttle (
  throttle_key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL
);
CREATE INDEX login_throttle_window_idx ON login_throttle (window_started_at);

-- Secrets generated once and shared by every replica (the access-token signing key).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE classrooms (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  professor_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX classrooms_professor_idx ON classrooms (professor_id);

-- A removed student is a deleted row; the other states of spec 02 are kept here.
CREATE TABLE classroom_students (
  classroom_id bigint NOT NULL REFERENCES classrooms (id) ON DELETE CASCADE,
  student_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'enabled' CHECK (state IN ('enabled', 'disabled', 'archived')),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (classroom_id, student_id)
);
CREATE INDEX classroom_students_student_idx ON classroom_students (student_id);

CREATE TABLE classroom_invitations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  classroom_id bigint NOT NULL REFERENCES classrooms (id) ON DELETE CASCADE,
  student_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
-- At most one open invitation per student and classroom.
CREATE UNIQUE INDEX classroom_invitations_pending_idx
  ON classroom_invitations (classroom_id, student_id)
  WHERE state = 'pending';
