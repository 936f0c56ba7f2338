-- Autosave: what one person has typed in the editor of one post and not saved yet, one slot per
-- post and person, replaced by each autosave. Not a change of the post: no version, no
-- revision, nothing public. A real save of the post clears the saver's slot; the post's delete
-- (or the person's) takes its slots with it.
CREATE TABLE post_autosaves (
  tenant_id         text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  post_id           text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id           text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The post's version the edit started from (its ETag when the editor opened it).
  base_version      integer NOT NULL,
  saved_at          timestamptz NOT NULL,
  title             text NOT NULL,
  content           text NOT NULL,
  tags              text[] NOT NULL,
  publish_status    text NOT NULL,
  publish_at        timestamptz,
  unpublish_at      timestamptz,
  meta_title        text NOT NULL,
  meta_description  text NOT NULL,
  meta_keywords     text NOT NULL,
  -- As the editor holds it (the URL the upload answered with); checked when the post is saved.
  feature_image_url text,
  feature_image_alt text NOT NULL DEFAULT '',
  PRIMARY KEY (tenant_id, post_id, user_id)
);
CREATE INDEX post_autosaves_user_idx ON post_autosaves (user_id);

-- Who has a post's editor open: one row per post, person and browser tab, touched by each
-- autosave and by a heartbeat while the editor is open. Rows older than the presence window
-- mean nothing and are pruned as the post's rows are written.
CREATE TABLE post_presence (
  tenant_id  text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  post_id    text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tab_id     text NOT NULL,
  seen_at    timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, post_id, user_id, tab_id)
);
CREATE INDEX post_presence_user_idx ON post_presence (user_id);
