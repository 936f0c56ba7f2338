-- Staff who are not the owner: Editors and Authors beside Users and the SuperAdmin.
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check
  CHECK (role IN ('User', 'Author', 'Editor', 'SuperAdmin'));
-- An invited account has no password of its own until the mailed link sets one: invited_at is
-- set while the invitation is out (and cleared when it is taken up), invited_by says who sent it.
ALTER TABLE users ADD COLUMN invited_at timestamptz;
ALTER TABLE users ADD COLUMN invited_by text REFERENCES users (id) ON DELETE SET NULL;
-- The invitation's link is a single-use token like a password reset's, valid 7 days.
ALTER TABLE user_tokens DROP CONSTRAINT IF EXISTS user_tokens_purpose_check;
ALTER TABLE user_tokens ADD CONSTRAINT user_tokens_purpose_check
  CHECK (purpose IN ('verify-email', 'reset-password', 'undo-email-change', 'invitation'));

-- Who wrote a post is author_id (since the first migration); who published it (or scheduled it
-- to go live) is published_by. Both are kept when the account goes (then unknown).
ALTER TABLE posts ADD COLUMN published_by text REFERENCES users (id) ON DELETE SET NULL;
-- An Author's draft waiting for an Editor: when it was submitted (only a draft waits).
ALTER TABLE posts ADD COLUMN submitted_for_review_at timestamptz;
ALTER TABLE posts ADD CONSTRAINT posts_review_is_draft_check
  CHECK (submitted_for_review_at IS NULL OR publish_status = 'Draft');
-- The Author's own list and the "Waiting for review" filter.
CREATE INDEX posts_author_idx ON posts (tenant_id, author_id);
CREATE INDEX posts_review_idx ON posts (tenant_id, submitted_for_review_at)
  WHERE submitted_for_review_at IS NOT NULL;
