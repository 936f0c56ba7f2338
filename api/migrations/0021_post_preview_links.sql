-- A draft link for a client: each row lets whoever holds its token read one unpublished post,
-- without an account, until it expires or is revoked. Only the token's SHA-256 is kept (and
-- its first characters, so the owner can tell links apart); the link itself is shown once, when
-- it is made. Links go with their post.
CREATE TABLE post_preview_links (
  id             text PRIMARY KEY,
  tenant_id      text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  post_id        text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  token_hash     text NOT NULL UNIQUE,
  token_prefix   text NOT NULL,
  created_by     text REFERENCES users (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL,
  revoked_at     timestamptz,
  -- Written at most once a minute by the public read, so a busy link costs few writes.
  last_opened_at timestamptz,
  CHECK (created_at < expires_at)
);
CREATE INDEX post_preview_links_post_idx ON post_preview_links (tenant_id, post_id, created_at DESC);
