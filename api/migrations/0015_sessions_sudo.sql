-- Sensitive actions ask again ("sudo mode"): when the session last proved the password or a
-- code of the authenticator (set at sign-in and by a confirmation). Sessions from before this
-- migration have proved nothing lately and must confirm before such an action.
ALTER TABLE sessions ADD COLUMN reauthenticated_at timestamptz;

-- A changed e-mail address can be undone from the old address for a while: the token mailed
-- there carries the address to restore (in new_email, the address the token is about).
ALTER TABLE user_tokens DROP CONSTRAINT IF EXISTS user_tokens_purpose_check;
ALTER TABLE user_tokens ADD CONSTRAINT user_tokens_purpose_check
  CHECK (purpose IN ('verify-email', 'reset-password', 'undo-email-change'));
