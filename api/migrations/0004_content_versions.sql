-- The version of each tenant's published content: one row per tenant, moved on every change to
-- its posts (create, edit, publish, unpublish, delete). Render servers and the other api
-- instances read it a few times a second to drop what they keep of the old content; one row
-- read by primary key works the same on PGlite and PostgreSQL (which alone has LISTEN/NOTIFY).
CREATE TABLE content_versions (
  tenant_id   text PRIMARY KEY,
  version     bigint NOT NULL,
  changed_at  timestamptz NOT NULL
);
