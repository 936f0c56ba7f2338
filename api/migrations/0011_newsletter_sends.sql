-- A published post sent to the newsletter's confirmed subscribers, now or at a chosen time.
--
-- A send is one row; when it starts, the confirmed addresses of that moment become its
-- recipient rows, in the same transaction that moves it from scheduled to sending (a
-- conditional update: one instance starts it). Recipients are then moved into the mail outbox
-- a batch at a time, each batch claimed with FOR UPDATE SKIP LOCKED and marked queued in the
-- transaction that writes its mail, so every address is queued exactly once, whichever
-- instance does it and whenever one dies.
CREATE TABLE newsletter_sends (
  id             text PRIMARY KEY,
  tenant_id      text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  -- Kept when the post is deleted: the history stays, with the title it went out with.
  post_id        text REFERENCES posts (id) ON DELETE SET NULL,
  post_title     text NOT NULL,
  -- scheduled: waits for scheduled_at; sending: its recipients are being queued; queued: every
  -- recipient's mail is in the outbox (the counts say how many went out); cancelled: never
  -- started (by the owner, or because the post was unpublished first).
  status         text NOT NULL CHECK (status IN ('scheduled', 'sending', 'queued', 'cancelled')),
  scheduled_at   timestamptz NOT NULL,
  created_at     timestamptz NOT NULL,
  created_by     text,
  started_at     timestamptz,
  finished_at    timestamptz,
  cancelled_at   timestamptz,
  cancel_reason  text,
  -- What every recipient gets (subject, HTML and text of the post), rendered once at the start.
  issue          jsonb
);
CREATE INDEX newsletter_sends_due_idx ON newsletter_sends (status, scheduled_at);
CREATE INDEX newsletter_sends_post_idx ON newsletter_sends (tenant_id, post_id);

CREATE TABLE newsletter_send_recipients (
  send_id    text NOT NULL REFERENCES newsletter_sends (id) ON DELETE CASCADE,
  -- Lower-case, as in newsletter_subscribers.
  email      text NOT NULL,
  -- pending: not yet queued; queued: its mail is (or was) in the outbox; skipped: the address
  -- left between the start and its batch.
  state      text NOT NULL CHECK (state IN ('pending', 'queued', 'skipped')),
  -- The outbox row of its mail: gone once the mail server accepted it, failed_at set when the
  -- outbox gave up.
  outbox_id  bigint,
  PRIMARY KEY (send_id, email)
);
CREATE INDEX newsletter_send_recipients_state_idx ON newsletter_send_recipients (send_id, state);
