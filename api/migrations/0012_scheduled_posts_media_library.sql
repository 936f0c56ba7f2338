-- Scheduled publishing: a post may wait, as 'Scheduled', for the moment in publish_at (UTC),
-- when the api publishes it by itself. publish_at is set exactly while a post is scheduled.
ALTER TABLE posts DROP CONSTRAINT posts_publish_status_check;
ALTER TABLE posts ADD CONSTRAINT posts_publish_status_check
  CHECK (publish_status IN ('Draft', 'Published', 'Scheduled'));
ALTER TABLE posts ADD COLUMN publish_at timestamptz;
ALTER TABLE posts ADD CONSTRAINT posts_publish_at_check
  CHECK ((publish_status = 'Scheduled') = (publish_at IS NOT NULL));
-- The scheduler's query, every few seconds on every instance: only the waiting posts.
CREATE INDEX posts_scheduled_idx ON posts (publish_at) WHERE publish_status = 'Scheduled';

-- The media library lists a tenant's uploads newest first, a page at a time.
CREATE INDEX media_tenant_order_idx ON media (tenant_id, created_at DESC, id DESC);
