-- Double opt-in and one-click leaving. The sign-up stays a lead (the owner's inbox); whether
-- the address gets the newsletter is a subscription of its own, kept as long as the person
-- stays (the inbox's retention job deletes leads, never a subscription).
--
-- Sign-ups before this migration were never confirmed (anyone could subscribe anyone), so
-- none of them becomes a subscriber: their leads stay in the inbox.

CREATE TABLE newsletter_subscribers (
  tenant_id        text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  -- Lower-case.
  email            text NOT NULL,
  -- pending: a confirmation link was sent and not followed; confirmed: gets the newsletter;
  -- unsubscribed: left, and gets nothing until the person confirms a fresh sign-up.
  status           text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  created_at       timestamptz NOT NULL,
  -- The last confirmation mail: a sign-up sends at most one an hour.
  confirm_sent_at  timestamptz,
  confirmed_at     timestamptz,
  unsubscribed_at  timestamptz,
  PRIMARY KEY (tenant_id, email)
);
CREATE INDEX newsletter_subscribers_status_idx ON newsletter_subscribers (tenant_id, status);

-- Links mailed to an address: confirm (expires with the pending sign-up) or unsubscribe (one
-- in every newsletter mail, never expires). Only the SHA-256 of a token is stored.
CREATE TABLE newsletter_tokens (
  token_hash  text PRIMARY KEY,
  tenant_id   text NOT NULL,
  email       text NOT NULL,
  purpose     text NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz,
  used_at     timestamptz,
  FOREIGN KEY (tenant_id, email) REFERENCES newsletter_subscribers (tenant_id, email)
    ON DELETE CASCADE
);
CREATE INDEX newsletter_tokens_address_idx ON newsletter_tokens (tenant_id, email, purpose);
