-- Paginated lists and cheap published reads.

-- Reading time, stored when a post is saved (words of the body at 220 a minute, at least 1;
-- the same count as the blog's), so no read has to count words.
ALTER TABLE posts ADD COLUMN reading_minutes integer NOT NULL DEFAULT 1;
UPDATE posts SET reading_minutes = greatest(1, round(coalesce(array_length(
  regexp_split_to_array(btrim(regexp_replace(regexp_replace(content, '<[^>]*>', ' ', 'g'),
    '&[#[:alnum:]_]+;', ' ', 'g'), E' \t\n\r\f\v'), '\s+'), 1), 0) / 220.0))
WHERE btrim(regexp_replace(content, '<[^>]*>|&[#[:alnum:]_]+;', ' ', 'g'), E' \t\n\r\f\v') <> '';

-- Every list walks one index in its order, newest first, and stops after a page:
-- the published list and the drafts list (tenant, status), the management list (tenant).
-- The cursor is the last row's (coalesce(published_at, created_at), id).
DROP INDEX posts_tenant_status_idx;
CREATE INDEX posts_tenant_status_order_idx
  ON posts (tenant_id, publish_status, (coalesce(published_at, created_at)) DESC, id DESC);
CREATE INDEX posts_tenant_order_idx
  ON posts (tenant_id, (coalesce(published_at, created_at)) DESC, id DESC);

-- A post's comments, newest first by (created_at, id); the backward scan serves oldest first.
DROP INDEX comments_post_idx;
CREATE INDEX comments_post_idx ON comments (tenant_id, post_id, created_at DESC, id DESC);
