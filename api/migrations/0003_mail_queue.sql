-- Shared state for running several api instances on one database.

-- Outgoing mail, written in the same transaction as the change it belongs to, then sent by a
-- worker in any instance. A row is claimed by a short lease (locked_until) taken with
-- FOR UPDATE SKIP LOCKED, deleted once the SMTP server accepted it, and retried with backoff
-- otherwise; after the last attempt it stays with failed_at set, for an operator to look at.
CREATE TABLE mail_outbox (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message          jsonb NOT NULL,
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL,
  locked_until     timestamptz,
  failed_at        timestamptz,
  last_error       text,
  created_at       timestamptz NOT NULL
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE failed_at IS NULL;

-- Rate-limit counters when RATE_LIMIT_STORE=database: one row per key and window.
CREATE TABLE rate_limit_counters (
  key         text PRIMARY KEY,
  count       integer NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_expires_idx ON rate_limit_counters (expires_at);
