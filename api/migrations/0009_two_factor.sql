-- Two-factor sign-in (TOTP) and the account's list of signed-in sessions.
--
-- A session gets an id of its own (the list and "sign out" name it; the token's hash is never
-- sent), when and from where it was last used, the browser that signed in, and whether it
-- passed the second factor (only such a session may use the SuperAdmin's routes when two-factor
-- sign-in is required). Sessions from before this migration passed no second factor.
ALTER TABLE sessions ADD COLUMN id text NOT NULL DEFAULT gen_random_uuid()::text;
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
ALTER TABLE sessions ADD COLUMN ip text;
ALTER TABLE sessions ADD COLUMN user_agent text;
ALTER TABLE sessions ADD COLUMN two_factor boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX sessions_id_idx ON sessions (id);

-- totp_secret: the base32 key of the confirmed authenticator (NULL: two-factor is off).
-- totp_pending_secret: a key shown for enrolment, waiting for its first code.
-- totp_last_step: the RFC 6238 time step of the last accepted code; a code of that step or an
-- earlier one is refused, so each code signs in once.
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_pending_secret text;
ALTER TABLE users ADD COLUMN totp_enabled_at timestamptz;
ALTER TABLE users ADD COLUMN totp_last_step bigint;

-- Single-use recovery codes: only their SHA-256 is stored; used_at spends one.
CREATE TABLE recovery_codes (
  tenant_id   text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash   text NOT NULL,
  created_at  timestamptz NOT NULL,
  used_at     timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- Keys the api signs short-lived values with (the sign-in challenge between the password and
-- the code), made once and shared by every instance through the database.
CREATE TABLE signing_keys (
  name        text PRIMARY KEY,
  secret      text NOT NULL,
  created_at  timestamptz NOT NULL
);
