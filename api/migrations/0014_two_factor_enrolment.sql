-- Enrolment that proves the mailbox, a hard limit on sign-in codes, and the browsers an
-- account has signed in from.
--
-- setup_code_*: a one-time code mailed to the account's address that setting up (or replacing)
-- an authenticator needs with the password. Only its SHA-256 is kept, it expires, and a few
-- wrong tries spend it.
ALTER TABLE users ADD COLUMN setup_code_hash text;
ALTER TABLE users ADD COLUMN setup_code_expires_at timestamptz;
ALTER TABLE users ADD COLUMN setup_code_tries integer NOT NULL DEFAULT 0;

-- code_failures: code steps since the last successful one (an attempt counts from the moment
-- it starts, so parallel guesses cannot overtake the limit). code_locked_until: the code step
-- is refused until then. code_unlock_hash: the SHA-256 of the link mailed to the owner that
-- opens it early. In the database so every instance sees one count.
ALTER TABLE users ADD COLUMN code_failures integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN code_locked_until timestamptz;
ALTER TABLE users ADD COLUMN code_unlock_hash text;

-- The browsers (as "Firefox on Linux", read from the user agent) an account signed in from: a
-- sign-in from one not listed here is mailed to the owner.
CREATE TABLE known_browsers (
  tenant_id      text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id        text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  browser        text NOT NULL,
  first_seen_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, browser)
);
