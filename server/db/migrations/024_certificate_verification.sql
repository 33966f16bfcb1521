-- Certificates anyone can verify (issue 25, docs/certificate-verification.md): a certificate is
-- recorded the first time its PDF is made, with a random verification code printed on it (and
-- in its QR code). The public page /verify/<code> reads only this row.
CREATE TABLE issued_certificates (
  -- 20 Crockford base32 characters in groups of four (100 random bits): never derived from an id.
  code text PRIMARY KEY CHECK (code ~ '^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$'),
  kind text NOT NULL CHECK (kind IN ('journey', 'live', 'participation')),
  -- NULL once the holder's account is gone; the certificate stays for the school's record.
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  -- What was certified: the entity's hex id (journey), the live quiz id, the live course id.
  subject text NOT NULL,
  -- The holder's name as printed; NULL after the holder's erasure.
  holder_name text CHECK (length(holder_name) <= 200),
  title text NOT NULL CHECK (length(title) <= 500),
  pcto_minutes integer NOT NULL CHECK (pcto_minutes >= 0),
  -- The date printed on the certificate, in the school's calendar.
  obtained_on date NOT NULL,
  issuer text NOT NULL,
  issued_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text CHECK (length(revoked_reason) <= 500),
  CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL)),
  -- One code per certificate: every later download prints the same one.
  UNIQUE (kind, user_id, subject)
);
CREATE INDEX issued_certificates_user_idx ON issued_certificates (user_id);
