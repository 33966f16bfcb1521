-- Self-service password reset (issue 29 §3, docs/forgotten-password.md): a single-use link sent
-- by e-mail, valid 60 minutes. Only the SHA-256 of its 256-bit token is stored (secret-digest.ts),
-- so a leaked table opens no account. Used and expired rows are purged by
-- server/privacy/retention.ts; an erased account's rows go with it (erasure PERSONAL_TABLES).
CREATE TABLE password_reset_links (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_digest text NOT NULL UNIQUE CHECK (length(token_digest) = 64),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_links_user_idx ON password_reset_links (user_id);
CREATE INDEX password_reset_links_expires_idx ON password_reset_links (expires_at);

-- Whatever changes a password (the link itself, the change-password page, an operator's or a
-- professor's reset, a rehash at sign-in) ends the account's unused links: a link asked for
-- before the change must not undo it. One trigger, so no path that sets a hash can forget it.
CREATE FUNCTION end_password_reset_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM password_reset_links WHERE user_id = NEW.id AND used_at IS NULL;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_password_reset_links
  AFTER UPDATE OF password_hash ON users
  FOR EACH ROW WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION end_password_reset_links();
