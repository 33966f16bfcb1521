-- Signing in with the school's OpenID Connect provider (issue 29 §2, docs/school-sign-in.md).
-- One row per sign-in started at /api/tj/auth/school/start, until the provider sends the browser
-- back (10 minutes at most). Nothing in it can finish a sign-in: the state is stored as its
-- SHA-256, and the PKCE verifier and nonce are derived from the browser's httpOnly cookie, never
-- stored. The address counts the open sign-ins per address, so the public start route cannot
-- fill the table. Used and expired rows are purged by server/privacy/retention.ts.
CREATE TABLE school_sign_ins (
  state_hash text PRIMARY KEY,
  client text NOT NULL CHECK (client IN ('web', 'desktop')),
  -- The desktop app's own PKCE challenge (S256) for the code the callback hands it.
  app_challenge text CHECK (app_challenge IS NULL OR length(app_challenge) = 43),
  address text NOT NULL CHECK (length(address) <= 64),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK ((client = 'desktop') = (app_challenge IS NOT NULL))
);
CREATE INDEX school_sign_ins_address_idx ON school_sign_ins (address, expires_at);
CREATE INDEX school_sign_ins_expiry_idx ON school_sign_ins (expires_at);

-- A one-time code handed to the desktop app by the callback is bound to the app's PKCE
-- challenge: only the process that holds the verifier can redeem it, never /auth/sso.
ALTER TABLE sso_codes ADD COLUMN challenge text;
