-- Old links keep working: each row answers a visit to `from_path` (a path of the site, stored
-- decoded, e.g. /tech&tranquility/old-slug) with a 301 or 302 to `to_target` (a path of the
-- site or an absolute URL). A row with a post_id was made when that post's slug changed and
-- goes with the post; a row without one was added by the owner. Every row is one hop: no
-- `to_target` is the `from_path` of another row of the tenant (the api keeps it so).
CREATE TABLE redirects (
  id          text PRIMARY KEY,
  tenant_id   text NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  from_path   text NOT NULL,
  to_target   text NOT NULL,
  status      smallint NOT NULL CHECK (status IN (301, 302)),
  post_id     text REFERENCES posts (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL
);

CREATE UNIQUE INDEX redirects_tenant_from_key ON redirects (tenant_id, from_path);
CREATE INDEX redirects_tenant_to_idx ON redirects (tenant_id, to_target);
