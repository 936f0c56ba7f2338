-- Every save of a post counts: `version` goes up by one with each, so a save can name the
-- version it started from (If-Match) and be refused when someone saved in between.
ALTER TABLE posts ADD COLUMN version integer NOT NULL DEFAULT 1;

-- Each save keeps the post as it was saved (the newest ones per post; older ones are pruned
-- in the save's transaction). They go with their post.
CREATE TABLE post_revisions (
  id                text PRIMARY KEY,
  tenant_id         text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  post_id           text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  version           integer NOT NULL,
  -- What made it: create, update, publish, unpublish, schedule (the scheduler) or restore.
  reason            text NOT NULL,
  author_id         text REFERENCES users (id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL,
  title             text NOT NULL,
  excerpt           text NOT NULL,
  content           text NOT NULL,
  tags              text[] NOT NULL,
  publish_status    text NOT NULL,
  publish_at        timestamptz,
  meta_title        text NOT NULL,
  meta_description  text NOT NULL,
  meta_keywords     text NOT NULL,
  feature_image     text,
  feature_image_alt text NOT NULL DEFAULT ''
);
CREATE INDEX post_revisions_post_idx ON post_revisions (tenant_id, post_id, version DESC);
