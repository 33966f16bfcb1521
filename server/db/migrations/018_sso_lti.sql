-- Issue 15: one-time sign-on codes (the events platform and /auth/sso) and the LTI 1.3 platform
-- (its signing key and the launches between login initiation and the tool's auth request).

-- A one-time code: 32 random bytes handed out once, only their SHA-256 kept. 'events' codes are
-- redeemed by the events platform server-to-server, 'app' codes by our own /auth/sso page; one
-- audience cannot redeem the other's, so a code that leaks from one side opens nothing else.
CREATE TABLE sso_codes (
  code_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  audience text NOT NULL CHECK (audience IN ('events', 'app')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sso_codes_expiry_idx ON sso_codes (expires_at);

-- The platform's RS256 key pair (JWK JSON). The oldest row signs; the public half of every row
-- is published, so a future rotation can add a key before the old one goes.
CREATE TABLE lti_platform_keys (
  kid text PRIMARY KEY,
  private_jwk text NOT NULL,
  public_jwk text NOT NULL,
  created_at timestamptz NOT NULL
);

-- A launch: started by a signed-in user (login initiation), finished once by the tool's auth
-- request that presents its lti_message_hint (stored hashed).
CREATE TABLE lti_launches (
  hint_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tool_id text NOT NULL,
  course_id text NOT NULL,
  issuer text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- The tool's nonce of the auth request that used the launch: never accepted twice per tool.
  nonce text
);
CREATE UNIQUE INDEX lti_launches_nonce_idx ON lti_launches (tool_id, nonce);
CREATE INDEX lti_launches_expiry_idx ON lti_launches (expires_at);
