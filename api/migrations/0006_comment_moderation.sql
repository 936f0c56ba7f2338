-- Comment moderation: every comment has a state, and only 'visible' ones reach the public lists
-- and pages. 'held' waits for the owner's approval (a blocked commenter, or a link while the
-- tenant holds links), 'hidden' was taken down by the owner, 'spam' tripped the spam guard or
-- was marked so. Deleting a comment removes its row.
ALTER TABLE comments
  ADD COLUMN state text NOT NULL DEFAULT 'visible'
    CHECK (state IN ('visible', 'held', 'hidden', 'spam')),
  -- Why it arrived held or spam ('blocked', 'link', 'honeypot', 'too-fast'); NULL otherwise.
  ADD COLUMN state_reason text,
  -- The last change by the owner: when, and the username of the SuperAdmin who made it.
  ADD COLUMN state_changed_at timestamptz,
  ADD COLUMN state_changed_by text;

-- A post's public thread walks only visible comments: the index leaves the others out.
DROP INDEX comments_post_idx;
CREATE INDEX comments_post_idx ON comments (tenant_id, post_id, created_at DESC, id DESC)
  WHERE state = 'visible';

-- The owner's list: newest first over the tenant, or over one state.
CREATE INDEX comments_tenant_order_idx ON comments (tenant_id, created_at DESC, id DESC);
CREATE INDEX comments_tenant_state_order_idx
  ON comments (tenant_id, state, created_at DESC, id DESC);

-- Commenters whose next comments are held for approval.
CREATE TABLE comment_blocks (
  tenant_id   text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_at  timestamptz NOT NULL,
  blocked_by  text NOT NULL,
  PRIMARY KEY (tenant_id, user_id)
);

-- Per-tenant moderation settings; no row means the defaults (links are not held).
CREATE TABLE comment_settings (
  tenant_id   text PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  hold_links  boolean NOT NULL DEFAULT false,
  updated_at  timestamptz NOT NULL
);
