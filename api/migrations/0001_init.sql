-- Initial schema. Every row belongs to a tenant; every query filters by tenant_id.
-- Ids are opaque text (UUIDs made by the application), timestamps are timestamptz.

CREATE TABLE tenants (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  -- Set once the sample posts were offered, so deleting them all does not bring them back.
  posts_seeded_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id                 text PRIMARY KEY,
  tenant_id          text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  username           text NOT NULL,
  email              text NOT NULL,
  password_hash      text NOT NULL,
  role               text NOT NULL DEFAULT 'User' CHECK (role IN ('User', 'SuperAdmin')),
  email_verified_at  timestamptz,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL
);
CREATE UNIQUE INDEX users_tenant_username_key ON users (tenant_id, lower(username));
CREATE UNIQUE INDEX users_tenant_email_key ON users (tenant_id, lower(email));

-- Opaque bearer tokens; only their SHA-256 is stored.
CREATE TABLE sessions (
  token_hash  text PRIMARY KEY,
  tenant_id   text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Single-use email tokens (verification and password reset); only their SHA-256 is stored.
CREATE TABLE user_tokens (
  token_hash  text PRIMARY KEY,
  tenant_id   text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX user_tokens_user_idx ON user_tokens (user_id, purpose);

CREATE TABLE posts (
  id                text PRIMARY KEY,
  tenant_id         text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  slug              text NOT NULL,
  title             text NOT NULL,
  excerpt           text NOT NULL,
  content           text NOT NULL,
  tags              text[] NOT NULL DEFAULT '{}',
  publish_status    text NOT NULL CHECK (publish_status IN ('Draft', 'Published')),
  meta_title        text NOT NULL DEFAULT '',
  meta_description  text NOT NULL DEFAULT '',
  meta_keywords     text NOT NULL DEFAULT '',
  author_id         text REFERENCES users (id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  published_at      timestamptz
);
CREATE UNIQUE INDEX posts_tenant_slug_key ON posts (tenant_id, slug);
CREATE INDEX posts_tenant_status_idx ON posts (tenant_id, publish_status, published_at DESC, created_at DESC);

-- One vote per user and post: 1 like, -1 dislike.
CREATE TABLE post_votes (
  tenant_id   text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  post_id     text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  value       smallint NOT NULL CHECK (value IN (1, -1)),
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX post_votes_user_idx ON post_votes (tenant_id, user_id);

CREATE TABLE comments (
  id          text PRIMARY KEY,
  tenant_id   text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  post_id     text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content     text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX comments_post_idx ON comments (tenant_id, post_id, created_at);
CREATE INDEX comments_user_idx ON comments (tenant_id, user_id, created_at);

CREATE TABLE newsletter_subscriptions (
  tenant_id   text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  email       text NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, email)
);

CREATE TABLE contact_messages (
  id          text PRIMARY KEY,
  tenant_id   text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name        text NOT NULL,
  email       text NOT NULL,
  message     text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX contact_messages_tenant_idx ON contact_messages (tenant_id, created_at);

CREATE TABLE job_applications (
  id                    text PRIMARY KEY,
  tenant_id             text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name                  text NOT NULL,
  email                 text NOT NULL,
  phone                 text NOT NULL,
  job                   text NOT NULL,
  cover_letter          text,
  resume_file           text NOT NULL,
  resume_original_name  text NOT NULL,
  resume_content_type   text NOT NULL,
  resume_size           integer NOT NULL,
  created_at            timestamptz NOT NULL
);
CREATE INDEX job_applications_tenant_idx ON job_applications (tenant_id, created_at);

CREATE TABLE media (
  id            text PRIMARY KEY,
  tenant_id     text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  file_name     text NOT NULL UNIQUE,
  content_type  text NOT NULL,
  size          integer NOT NULL,
  uploaded_by   text REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL
);
