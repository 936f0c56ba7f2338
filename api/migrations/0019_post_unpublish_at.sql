-- Time-boxed posts: a published or scheduled post may carry, in unpublish_at (UTC), the moment
-- the api moves it back to Draft by itself. A draft never has one, and a scheduled post's
-- window must open before it closes.
ALTER TABLE posts ADD COLUMN unpublish_at timestamptz;
ALTER TABLE posts ADD CONSTRAINT posts_unpublish_at_status_check
  CHECK (unpublish_at IS NULL OR publish_status IN ('Published', 'Scheduled'));
ALTER TABLE posts ADD CONSTRAINT posts_unpublish_after_publish_check
  CHECK (unpublish_at IS NULL OR publish_at IS NULL OR publish_at < unpublish_at);
-- The scheduler's query, every few seconds on every instance: only the posts due to go down.
CREATE INDEX posts_unpublish_idx ON posts (unpublish_at)
  WHERE publish_status = 'Published' AND unpublish_at IS NOT NULL;
