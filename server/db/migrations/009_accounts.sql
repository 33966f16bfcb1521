-- Settings and accounts (issue 11): graduation, admin messages, and the one-time credentials a
-- professor downloads after creating student accounts.

-- Set when a student advances past the final school year (school_year is then NULL).
ALTER TABLE users ADD COLUMN graduated_at timestamptz;

-- Messages the admins publish to everyone (spec 02 §3: error, warning, info; info may link).
CREATE TABLE admin_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('error', 'warning', 'info')),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 500),
  link text CHECK (link IS NULL OR (kind = 'info' AND link ~ '^https?://' AND length(link) <= 500)),
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  -- Shown until then (NULL: until withdrawn).
  ends_at timestamptz,
  withdrawn_at timestamptz
);
CREATE INDEX admin_messages_active_idx ON admin_messages (created_at) WHERE withdrawn_at IS NULL;

-- New accounts' one-time passwords, sealed (AES-256-GCM with a server secret) until the
-- professor has downloaded them once as PDF and once as XLSX; then the sealed text is erased.
-- The accounts themselves store only the password's hash.
CREATE TABLE credential_batches (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  professor_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  sealed text,
  pdf_downloaded_at timestamptz,
  xlsx_downloaded_at timestamptz
);
CREATE INDEX credential_batches_professor_idx ON credential_batches (professor_id, created_at);
